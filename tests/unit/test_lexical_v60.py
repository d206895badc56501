"""lexical-v60: what documents and search tools put around text (a PDF's page numbers and
running footers, a list's number before a chunk, a search engine's date before its snippet, a
search tool's "Title:"/"URL:"/"Content:" fields, an e-mail's quote marks), characters that
show nothing (soft hyphens, zero-width spaces), what a chat template, a log or the user puts
around a question (roles, a time stamp, "answer in one word"), and text broken at a width
where a title, a date range or a field's colon falls at a line's end. Hand-written examples,
not from any test set. The behaviour tests fail on lexical-v59, but for the guards (text that
only looks like these: a sentence that opens "Page 3 ...", a timeline's date, a numbered
list, a heading over its fields, a question about short answers) and two questions v59 read
already (an instruction after a question mark, and one before a question that opens with its
question word)."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_chatter import framed
from stream.evaluators.lexical_furniture import unfurnished, unlabelled
from stream.evaluators.lexical_passages import parse
from stream.evaluators.lexical_reshape import reshaped
from tests.support.lexical import BODY, OTHER, PLAIN, TASK, cited, judge, recall

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "paged",
    [
        f"Page 3\n{PLAIN}",
        f"Page 3 of 12\n{PLAIN}",
        f"--- Page 3 ---\n{PLAIN}",
        f"[Page 3]\n{PLAIN}",
        f"- 3 -\n{PLAIN}",
        f"Great American Novels | Page 3\n{PLAIN}",
        f"{PLAIN}\nPage 3",
        f"{PLAIN}\n3 | Great American Novels",
        f"3 | Great American Novels\n{PLAIN}",
    ],
)
def test_a_documents_page_numbers_and_running_footer_are_no_part_of_its_text(paged: str) -> None:
    assert unfurnished(paged) == PLAIN
    assert parse(paged).key == "moby-dick"
    assert cited(judge(TASK, [f"Page 3\n{OTHER}", paged])) == {2}


def test_what_only_looks_like_a_page_number_is_kept() -> None:
    kept = [
        "Page 3 of the first edition names Herman Melville.\nIt was printed in London.",
        "Planets by distance from the Sun\n1 | Mercury\n2 | Venus\n3 | Earth",
    ]
    for text in kept:
        assert unfurnished(text) == text


def test_a_chunks_number_before_it_is_no_part_of_it_and_a_list_keeps_its_numbers() -> None:
    for numbered in (f"3. {PLAIN}", f"12) {PLAIN}"):
        assert unlabelled(numbered) == PLAIN
        assert parse(numbered).key == "moby-dick"
        assert cited(judge(TASK, [f"1. {OTHER}", numbered])) == {2}
    steps = "1. Preheat the oven to 200 C.\n2. Beat the eggs with the sugar."
    assert unlabelled(steps) == steps


def test_a_search_engines_date_before_its_snippet_is_no_part_of_it() -> None:
    for dated in (f"Mar 3, 2024 \u2014 {PLAIN}", f"3 days ago \u00b7 {PLAIN}"):
        assert unfurnished(dated) == PLAIN
        assert cited(judge(TASK, [f"Jan 9, 2023 \u2014 {OTHER}", dated])) == {2}
    # a timeline's date, before an en dash, and a date of another era, are the text's own
    for dated in (
        "14 July 1789 \u2013 The storming of the Bastille in Paris.",
        "Jul 14, 1789 \u2014 The storming of the Bastille in Paris.",
    ):
        assert unfurnished(dated) == dated
    assert cited(
        judge(
            "When was the Bastille stormed?",
            [
                "The Eiffel Tower opened in 1889.",
                "14 July 1789 \u2013 The storming of the Bastille.",
            ],
        )
    ) == {2}


def test_a_search_tools_fields_are_read_as_a_title_over_its_text() -> None:
    fields = f"Title: Moby-Dick\nURL: https://books.example.org/moby-dick\nContent: {BODY}"
    assert reshaped(fields) == f"Moby-Dick\n{BODY}"
    assert parse(fields).key == "moby-dick"
    other = f"Title: The Scarlet Letter\nURL: https://books.example.org/x\nSnippet: {OTHER}"
    assert cited(judge(TASK, [other, fields])) == {2}


def test_a_quoted_text_is_read_without_its_quote_marks() -> None:
    quoted = f"> Moby-Dick\n> {BODY}"
    assert reshaped(quoted) == f"Moby-Dick\n{BODY}"
    assert cited(judge(TASK, [f"> {OTHER}", quoted])) == {2}
    assert reshaped(">50 km of coast") == ">50 km of coast"


def test_characters_that_show_nothing_are_read_as_nothing() -> None:
    task = "What is the capital of Australia?"
    hidden = "Canberra is the capi\u00adtal city of Aus\u200btralia.\ufeff"
    other = "Sydney is the largest city in Australia."
    assert cited(judge(task, [other, hidden])) == {2}
    assert recall(judge(task, [other])) == 0.0
    assert cited(judge("What is the capi\u00adtal of Australia?", [other, hidden])) == {2}


@pytest.mark.parametrize(
    "templated",
    [
        "Human: Who wrote Moby-Dick?\nAssistant:",
        "User: Who wrote Moby-Dick?\nAI:",
        "Q: Who wrote Moby-Dick?\nA:",
    ],
)
def test_a_chat_templates_roles_are_no_part_of_the_question(templated: str) -> None:
    assert framed(templated) == TASK
    plain = [r.text for r in judge(TASK, [OTHER, PLAIN]).requirements]
    assert [r.text for r in judge(templated, [OTHER, PLAIN]).requirements] == plain
    assert cited(judge(templated, [OTHER, PLAIN])) == {2}
    assert recall(judge(templated, [OTHER])) == 0.0


@pytest.mark.parametrize(
    "instructed",
    [
        "who wrote moby dick answer in one word",
        "who wrote moby dick, please be concise.",
        "Who wrote Moby-Dick? Cite your sources.",
        "Answer the question from the context below. Question: who wrote moby dick",
        "[2024-03-03 10:15:02] who wrote moby dick",
    ],
)
def test_what_a_question_asks_of_its_answer_and_a_logs_time_stamp_are_no_part_of_it(
    instructed: str,
) -> None:
    plain = [r.text for r in judge("who wrote moby dick", [OTHER, PLAIN]).requirements]
    assert [r.text for r in judge(instructed, [OTHER, PLAIN]).requirements] == plain
    assert cited(judge(instructed, [OTHER, PLAIN])) == {2}
    assert recall(judge(instructed, [OTHER])) == 0.0


def test_a_question_about_answers_and_brackets_keeps_its_words() -> None:
    assert framed("[2024] What happened?") == "[2024] What happened?"  # no time of day
    for task in ("How do I keep it short?", "Which answer in one word is right?"):
        asked = [r.text for r in judge(task, [OTHER]).requirements]
        assert any("short" in a or "word" in a for a in asked), (task, asked)


def test_text_broken_at_a_width_is_joined_where_a_line_ends_mid_sentence() -> None:
    wrapped = {
        # a title cut at the width, its colon on the next line
        "Regionalist Party of the Leonese\nCountry: Regionalist Party of the\nLeonese "
        "Country is a regional political\nparty in Castilla y Leon, Spain, that\nwants a "
        "separate autonomous community.": (
            "Regionalist Party of the Leonese Country: Regionalist Party of the Leonese "
            "Country is a regional political party in Castilla y Leon, Spain, that wants a "
            "separate autonomous community."
        ),
        # a date range's dash at a line's start
        "Lee Kun-hee: Lee Kun-hee (9 January 1942\n\u2013 25 October 2020) was a South "
        "Korean\nbusiness magnate who was chairman of the\nSamsung Group for many years.": (
            "Lee Kun-hee: Lee Kun-hee (9 January 1942 \u2013 25 October 2020) was a South "
            "Korean business magnate who was chairman of the Samsung Group for many years."
        ),
        # a word cut at the line's end, before what looks like a field; a name's hyphen kept
        "Switzerland: Switzerland has four natio-\nnal languages: German, French, Italian\n"
        "and Romansh, and an African-\nAmerican embassy.": (
            "Switzerland: Switzerland has four national languages: German, French, Italian "
            "and Romansh, and an African-American embassy."
        ),
        # a line that a long next word did not fit on
        "Altamont Free Concert: The Altamont\nSpeedway Free Festival was a\n"
        "counterculture-era rock concert in 1969\nin the United States.": (
            "Altamont Free Concert: The Altamont Speedway Free Festival was a "
            "counterculture-era rock concert in 1969 in the United States."
        ),
    }
    for text, joined in wrapped.items():
        assert reshaped(text) == joined
    kept = [
        "Canada: quick facts for visitors and new residents\nCapital: Ottawa\nPopulation: 40 "
        "million\nCurrency: Canadian dollar",
        "Divorce before April 2022: the facts that were needed\n- Adultery\n- Desertion",
        "Q: What is the capital of Australia, the country?\nA: Canberra.",
        "Population: about 40 million people in 2024\nArea: 9.98 million square km in "
        "total\nCurrency: Canadian dollar (CAD) since 1858",
        "Capital: Ottawa\nPopulation: 40m\nCurrency: CAD",
        "Moby Dick\nis a novel",
    ]
    for text in kept:
        assert reshaped(text) == text
    leonese = next(iter(wrapped))
    assert parse(leonese).key == "regionalist party of the leonese country"
