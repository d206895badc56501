"""lexical-v59: what surrounds a passage's text and says nothing of it (a pipeline's chunk
label, score and address; a web page's navigation, byline, date, notices and links), prose
set out as bullets, markdown links, a title line that ends with an abbreviation or starts
with a word of page furniture, FAQ entries labelled otherwise than "Q:"/"A:", and questions
typed with "whats", "??" or in Title Case however short, or spoken to an assistant ("Hey
Google, ..."). Hand-written examples, not from any test set. The behaviour tests fail on
lexical-v58, but for a few guards (text that only looks like furniture, "WhatsApp", "?!")
and three pages whose last line v58 already judged alike (a sharing bar, a cookie notice, a
copyright notice: `unfurnished` is checked there)."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_asked import asked_itself
from stream.evaluators.lexical_chatter import framed
from stream.evaluators.lexical_faq import labelled
from stream.evaluators.lexical_furniture import unfurnished, unlabelled
from stream.evaluators.lexical_passages import parse
from stream.evaluators.lexical_reshape import reshaped
from stream.evaluators.lexical_search import has_phrase
from tests.support.lexical import BODY, OTHER, PLAIN, TASK, assert_answers, cited, judge, recall

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "labelled",
    [
        f"Document 3:\n{PLAIN}",
        f"Passage 2: {PLAIN}",
        f"Document 1 (score: 0.82): {PLAIN}",
        f"(score: 0.82) {PLAIN}",
        f"Chunk 4 of 12\n{PLAIN}",
        f"Excerpt:\n{PLAIN}",
        f"https://books.example.org/classics/moby-dick\n{PLAIN}",
        f"Source: https://books.example.org/moby-dick\n{PLAIN}",
        f"Result 2 | score=0.71\n{PLAIN}",
        f"Summary: {PLAIN}",
        f"Answer:\n{PLAIN}",
    ],
)
def test_what_a_pipeline_writes_before_a_chunk_is_no_part_of_it(labelled: str) -> None:
    assert unlabelled(labelled) == PLAIN
    assert parse(labelled).key == "moby-dick"
    assert cited(judge(TASK, [OTHER, labelled])) == {2}


@pytest.mark.parametrize(
    "furnished",
    [
        f"Skip to main content\n{PLAIN}",
        f"Menu | Search | Log in\n{PLAIN}",
        f"Menu | Search | Log in | {PLAIN}",
        f"Posted on March 3, 2024 by Staff Writer\n{PLAIN}",
        f"By Jane Smith | 3 March 2024 | 4 min read\n{PLAIN}",
        f"Updated 12 May 2023. {PLAIN}",
        f"Last updated: 2023-05-12 10:30\n{PLAIN}",
        f"12 May 2023\n{PLAIN}",
        f"Main article: Moby-Dick\n{PLAIN}",
        f"Advertisement\n{PLAIN}\nRelated articles: The ten longest novels",
        f"{PLAIN}\nShare this article: Facebook Twitter Email",
        f"{PLAIN}\nWe use cookies to improve your experience. Accept all",
        f"{PLAIN} \u00a9 2024 Example Books Ltd. All rights reserved.",
    ],
)
def test_a_web_pages_furniture_is_no_part_of_its_text(furnished: str) -> None:
    assert unfurnished(furnished) == PLAIN
    assert parse(furnished).key == "moby-dick"
    assert cited(judge(TASK, [OTHER, furnished])) == {2}
    assert recall(judge(TASK, [OTHER])) == 0.0


def test_text_that_only_looks_like_furniture_is_kept() -> None:
    kept = [
        "Published in 1851, Moby-Dick sold poorly in Melville's lifetime.\nIt is now a classic.",
        "By 1900 the city had grown to a million people.\nIt doubled again by 1950.",
        "Related species include the tiger and the leopard.\nThe lion is the tallest.",
        "Sign in\nTo sign in, open the app and enter the code we e-mailed you.",
        "Privacy policy\nWe keep your data for 30 days and then delete it.",
        "Doc Holliday: Doc Holliday was a gambler and gunfighter of the American West.",
        "Context switch: A context switch saves the state of one process and loads another.",
        "14 July 1789 - The storming of the Bastille began the French Revolution.",
    ]
    for text in kept:
        assert unlabelled(unfurnished(text)) == text


def test_a_markdown_link_is_read_as_its_text() -> None:
    linked = f"[Moby-Dick](https://books.example.org/moby-dick): {BODY}"
    assert reshaped(linked) == PLAIN
    assert reshaped("See [the notes](#notes) and [a] (b).") == "See the notes and [a] (b)."
    assert cited(judge(TASK, [OTHER, linked])) == {2}


def test_prose_set_out_as_bullets_is_read_as_prose() -> None:
    bulleted = (
        "Andes\n- The Andes are the longest continental mountain range on Earth.\n"
        "- They run some 7,000 km through Venezuela, Colombia, Ecuador, Peru, Bolivia, "
        "Chile and Argentina."
    )
    assert reshaped(bulleted) == (
        "Andes\nThe Andes are the longest continental mountain range on Earth. They run some "
        "7,000 km through Venezuela, Colombia, Ecuador, Peru, Bolivia, Chile and Argentina."
    )
    listing = "Primary colours of light\n- Red\n- Green\n- Blue"
    fields = "Japan - quick facts\n- Capital: Tokyo\n- Currency: Japanese yen (JPY)."
    assert reshaped(listing) == listing
    assert reshaped(fields) == fields  # (an item that is no sentence keeps them all a list)
    assert_answers(
        [
            (
                "Which countries does the Andes mountain range pass through?",
                bulleted,
                "Rocky Mountains\n- The Rockies run for about 4,800 km from British Columbia "
                "in Canada to New Mexico in the United States.",
            )
        ]
    )


@pytest.mark.parametrize(
    "entry",
    [
        "Question: How often should I descale my kettle?\nAnswer: About once a month where "
        "the water is hard.",
        "Q. How often should I descale my kettle?\nA. About once a month where the water is hard.",
        "How often should I descale my kettle?\nAbout once a month where the water is hard.",
    ],
)
def test_an_faq_entry_labelled_otherwise_is_read_as_one(entry: str) -> None:
    assert labelled(entry) == (
        "Q: How often should I descale my kettle?\nA: About once a month where the water is hard."
    )
    how = "To descale a kettle, boil water and white vinegar in it, leave it an hour, then rinse."
    assert cited(judge("How do I descale a kettle?", [entry, how])) == {2}  # it asks how often


def test_what_only_looks_like_an_faq_entry_is_kept() -> None:
    for text in (
        "A. J. Cronin wrote The Citadel.\nHe was a Scottish doctor.",
        "Is it safe?\n\nYes, in small amounts.",
        "Q: How often?\nA: Monthly.",  # (labelled already)
    ):
        assert labelled(text) == text


def test_a_title_line_is_a_title_whatever_its_first_or_last_word() -> None:
    # a word that is page furniture elsewhere ("Back to top", "Home") opens a title, and an
    # abbreviation ends one
    assert parse("Back in Black\nBack in Black is a 1980 album by AC/DC.").key == "back in black"
    assert parse("Home Alone\nHome Alone is a 1990 comedy film.").key == "home alone"
    assert parse("Arsenal F.C.\nArsenal is a football club in London.").key == "arsenal f.c."
    assert parse("Share this\nThe story of the town.").key == ""
    assert parse("The town grew.\nIt had a market.").key == ""
    assert_answers(
        [
            (
                "When was Arsenal founded?",
                "Arsenal F.C.\nArsenal Football Club was founded in 1886 as Dial Square.",
                "Tottenham Hotspur F.C.\nTottenham Hotspur was founded in 1882.",
            )
        ]
    )


@pytest.mark.parametrize(
    ("typed", "itself"),
    [
        ("whats the capital of peru", "what is the capital of peru"),
        ("Whos the author of Dracula?", "Who is the author of Dracula?"),
        ("What is the capital of Peru??", "What is the capital of Peru?"),
        ("what is the capital of peru?!", "what is the capital of peru?"),
        ("Which app is WhatsApp?", "Which app is WhatsApp?"),
        ("Who Wrote Hamlet?", "who wrote hamlet?"),  # Title Case, however short
        ("Capital Of Canada?", "capital of canada?"),
        ("Tom Hanks Movies", "Tom Hanks Movies"),  # (names only: no common word)
    ],
)
def test_a_question_typed_in_haste_is_read_as_written_out(typed: str, itself: str) -> None:
    assert asked_itself(typed) == itself


@pytest.mark.parametrize(
    ("spoken", "itself"),
    [
        ("Hey Google, deepest point in the ocean?", "deepest point in the ocean?"),
        ("Siri: who wrote Hamlet?", "who wrote Hamlet?"),
        ("OK Google, when did the Berlin Wall fall?", "when did the Berlin Wall fall?"),
        ("Google, Amazon: which is older?", "Google, Amazon: which is older?"),  # asks of it
    ],
)
def test_an_assistant_spoken_to_is_no_part_of_the_question(spoken: str, itself: str) -> None:
    assert framed(spoken) == itself


@pytest.mark.parametrize(
    "typed", ["whats the capital of peru", "What is the capital of Peru??", "Capital Of Peru?"]
)
def test_a_question_typed_in_haste_is_answered(typed: str) -> None:
    assert_answers(
        [(typed, "Lima is the capital of Peru.", "Cusco was the capital of the Inca Empire.")]
    )


def test_a_phrase_is_looked_for_at_a_bounded_number_of_places() -> None:
    # (a text that repeats a name's first word hundreds of times, "Menu | Menu | ...", cost a
    # try at each place for each name looked up in it: 175-208 ms for 50 such passages)
    assert has_phrase("menu search", "menu | " * 10 + "menu search")
    assert not has_phrase("menu search", "menu | " * 100 + "menu search")
