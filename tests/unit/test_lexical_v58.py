"""lexical-v58: passages and questions in the shapes pipelines and users give them (JSON,
HTML, markdown, breadcrumb trails, labels, frames), and a few readings of names. Hand-written
examples, not from any test set; each behaviour test fails on lexical-v57."""

from __future__ import annotations

import json
from typing import Any

import pytest

from stream.evaluators.lexical_asked import asked_itself
from stream.evaluators.lexical_passages import parse
from stream.evaluators.lexical_reshape import reshaped
from tests.support.lexical import BODY, OTHER, PLAIN, TASK, assert_answers, cited, judge, recall

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "shaped",
    [
        json.dumps({"title": "Moby-Dick", "text": BODY}),
        f"<h2>Moby-Dick</h2><p>{BODY}</p>",
        f"## Moby-Dick\n{BODY}",
        f"**Moby-Dick**: {BODY}",
        f"Title: Moby-Dick\nText: {BODY}",
        f"[3] {PLAIN}",
        f"{PLAIN}\nSource: an encyclopedia",
        f"Moby-Dick - {BODY}",
        f"Moby-Dick | {BODY}",
        PLAIN.replace(" ", "\u00a0", 2),
        "Moby-Dick: Moby-Dick is an 1851 novel by\nthe American writer Herman Melville.",
        f"Moby-Dick: {BODY}\n\nIt sold poorly.",
    ],
)
def test_a_passage_in_another_shape_is_read_as_the_plain_one(shaped: str) -> None:
    assert reshaped(shaped).startswith("Moby-Dick")
    assert parse(shaped).key == "moby-dick", reshaped(shaped)
    assert cited(judge(TASK, [OTHER, shaped])) == {2}
    assert recall(judge(TASK, [OTHER])) == 0.0


def test_what_a_shape_keeps_is_kept() -> None:
    # angle brackets that are no HTML tag, a colon inside the text, a site's section
    assert reshaped("Send the header Authorization: Bearer <token>.") == (
        "Send the header Authorization: Bearer <token>."
    )
    assert parse("Ocean Life | The blue whale weighs up to 150 tonnes.").key == ""
    assert parse("Nocturne - The Falling Rocket: a painting of 1875.").key == (
        "nocturne - the falling rocket"
    )
    assert reshaped('{"id": 7}') == '{"id": 7}'  # no text field: left as it is
    nested = '{"text": ' + "[" * 5000 + "]" * 5000 + "}"  # past the JSON parser's depth
    assert reshaped(nested) == nested


def test_lines_of_a_width_are_read_as_one_paragraph_and_structure_is_kept() -> None:
    assert reshaped("Canberra: Canberra is the capital city of\nAustralia, chosen in 1908.") == (
        "Canberra: Canberra is the capital city of Australia, chosen in 1908."
    )
    kept = [
        "Canberra\nCanberra is the capital.",  # a title line
        "Q: What is the capital of Australia, the country?\nA: Canberra.",
        "Facts about the capital of Australia today:\n- Capital: Canberra",
        "Home > Travel > Australia | Canberra\nCanberra is the capital of Australia.",
        "A first paragraph that is long enough to go on.\n\nA second one.",
    ]
    for text in kept:
        assert reshaped(text) == text


def test_a_breadcrumb_trail_hides_no_faq_entry_list_or_place() -> None:
    entry = (
        "Home > Help > Kitchen | Q: How often should I descale my kettle?\n"
        "A: About once a month where the water is hard, less often where it is soft."
    )
    how = "To descale a kettle, boil water and white vinegar in it, leave it an hour, then rinse."
    assert cited(judge("How do I descale a kettle?", [entry, how])) == {2}  # it asks how often
    listing = "Home > Food | The basic tastes\n\u2022 Sweet\n\u2022 Sour\n\u2022 Salty"
    assert parse(listing).key == "the basic tastes"
    assert_answers(
        [
            (
                "Where is Angkor Wat?",
                "Home > Reference | Angkor Wat is a temple complex near Siem Reap in Cambodia.",
                "Home > Reference | Angkor Wat was built in the early 12th century.",
            )
        ],
        alone=0.5,  # (its name, not where it is)
    )


@pytest.mark.parametrize(
    ("framed", "itself"),
    [
        ("Q: Who painted Guernica?", "Who painted Guernica?"),
        ('"Who painted Guernica?"', "Who painted Guernica?"),
        ("who painted guernica (for my art homework)", "who painted guernica"),
        ("Quick question: guernica painter?", "guernica painter?"),
        ("Hi! name the painter of guernica", "name the painter of guernica"),
        ("Quick question: In which city is Guernica shown?", "In which city is Guernica shown?"),
        ("  who   painted  guernica ", "who painted guernica"),
        ("Who Painted The Guernica Mural?", "who painted the guernica mural?"),
    ],
)
def test_a_question_in_a_frame_is_read_as_the_question(framed: str, itself: str) -> None:
    assert asked_itself(framed) == itself


@pytest.mark.parametrize(
    "frame",
    [
        lambda q: f"Q: {q}",
        lambda q: f'"{q}"',
        lambda q: f"{q} (asking for a friend)",
        lambda q: " ".join(w[:1].upper() + w[1:] for w in q.split()),
    ],
)
def test_a_question_in_a_frame_is_answered_as_the_plain_one(frame: Any) -> None:
    assert_answers(
        [
            (
                frame("what is the capital of peru"),
                "Lima is the capital of Peru.",
                "Cusco was the capital of the Inca Empire.",
            ),
            (
                frame("When did the Berlin Wall fall?"),
                "The Berlin Wall fell on 9 November 1989 when the border crossings were opened.",
                "The Berlin Wall was about 155 km long.",
            ),
        ]
    )


def test_names_and_possessives_read_as_one_thing_asked() -> None:
    assert_answers(
        [
            (  # a possessive that only says whose the thing is: one hop
                "What is Wales's national flower?",
                "Daffodil: The daffodil is the national flower of Wales, worn on St David's Day.",
                "Symbols of Wales: The red dragon is the national emblem of Wales.",
            ),
            (  # "Canada's capital and the home of its Parliament": the capital is Canada's
                "What is the capital of Canada?",
                "Ottawa, in Ontario, is Canada's capital and the seat of its Parliament.",
                "Toronto, in Ontario, is the largest city of Canada.",
            ),
            (  # a sentence that counts what it lists is no title
                "Which countries border Austria?",
                "Austria borders eight countries: Germany, Czechia, Slovakia, Hungary, "
                "Slovenia, Italy, Switzerland and Liechtenstein.",
                "Austria is a country in central Europe whose capital is Vienna.",
            ),
            (  # "Is X in A or B?" asks where X is: it compares nothing
                "Is Cyprus in Europe or Asia?",
                "Cyprus lies in Asia by geography, in the eastern Mediterranean, but is a "
                "member of the European Union.",
                "Cyprus has been divided since 1974.",
            ),
            (  # volts as "V"
                "Does Japan use 100 volt electricity?",
                "Mains electricity: fact sheet\n- Japan: 100 V, 50 or 60 Hz\n- France: 230 V",
                "Japan drives on the left.",
            ),
        ]
    )


def test_a_title_before_a_name_may_be_left_out_by_its_page() -> None:
    support = "Elizabeth II was crowned at Westminster Abbey on 2 June 1953."
    other = "Elizabeth I was crowned at Westminster Abbey in January 1559."
    assert cited(judge("When was Queen Elizabeth II crowned?", [other, support])) == {2}
