"""The loops and str methods that stand in for regex calls on the lexical judge's hot
paths give what those regexes give, on the awkward inputs too."""

from __future__ import annotations

import re

import pytest

from stream.evaluators.lexical_kinds import PERSON
from stream.evaluators.lexical_passages import _SHEET_TAIL, _sheet_tail
from stream.evaluators.lexical_question import Question
from stream.evaluators.lexical_reshape import _NAME, names
from stream.evaluators.lexical_search import word_at
from stream.evaluators.lexical_text import WORD, words_of

TEXTS = [
    "lake ohrid",
    "  two  spaces ",
    "",
    " ",
    "a_b c",
    "rostov-on-don",
    "café au lait",
    "x\ty",
    "e\u0301t\u00e9",
    "1,250 m",
    "r2-d2's",
    "\u0394\u03b5\u03bb\u03c6\u03bf\u03af",
    "\u00bd mile",
    "end.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_words_of_is_the_word_pattern(text: str) -> None:
    assert words_of(text) == WORD.findall(text)


@pytest.mark.parametrize("text", TEXTS)
def test_the_rest_of_a_word_is_what_the_pattern_matches(text: str) -> None:
    for end in range(len(text) + 1):
        rest = re.compile(r"[^\W_]*").match(text, end)
        assert rest is not None  # a pattern that matches the empty string matches anywhere
        assert word_at(text, end) == rest.group()


@pytest.mark.parametrize("text", TEXTS)
def test_a_word_cut_at_a_bound_is_what_the_pattern_finds(text: str) -> None:
    for start in range(len(text)):
        if text[start].isalnum():
            for stop in range(start, len(text) + 2):
                found = WORD.search(text, start, stop)
                assert word_at(text, start, stop) == (found.group() if found else "")


@pytest.mark.parametrize(
    "name",
    [
        "Lake Ohrid fact sheet",
        "Canada: quick facts",
        "Japan - at a glance",
        "Peru in brief",
        "Chile in numbers",
        "Guyana fact file",
        "Guyana fact file\n",
        "Guyana FACT FILE",
        "Iceland key fact\u017f",
        "Facts",
        "Some facts about it",
        "Canberra",
        "",
        "\n",
    ],
)
def test_a_sheet_tail_is_cut_as_the_pattern_cuts_it(name: str) -> None:
    assert _sheet_tail(name) == _SHEET_TAIL.sub("", name)


@pytest.mark.parametrize(
    "task",
    [
        "Who was the director of Jaws?",
        "WHO WAS THE DIRECTOR OF JAWS?",
        "Whose director was born first?",
        "Which film's composer died first?",
        "When was the founder of Samsung born?",
        "Who was the d\u0131rector of Jaws?",  # a dotless i: an "i" to the pattern
        "Who was the compo\u017fer of Carmen?",  # a long s: an "s" to the pattern
        "Who painted the Mona Lisa?",
    ],
)
def test_a_relation_is_found_as_the_pattern_finds_it(task: str) -> None:
    pattern = re.compile(
        r"\b(?:the|whose|both|their)\s+(director|composer|founder)s?\b"
        r"|\b(director|composer|founder)s?\s+(?:of|who|born|died)\b",
        re.IGNORECASE,
    )
    match = pattern.search(task)
    expected = (match.group(1) or match.group(2)).lower() if match else ""
    assert Question.of(task).relation == expected


# A name starts a word. The patterns test that after their first capital (`re` then skips
# to the next capital in C); written with the test first, as before, they find the same.
_CAPS = "[A-Z\u00c0-\u00de]"
NAMED = [
    "Moby Dick",
    "Moby Dick - Moby Dick | Moby",
    "3-D prints to the U.S. Army.",
    "x-Ray and the-Moon, _Moby, 2Pac, a\u00c9lan",
    "\u00c9lan \u00d6rn and the \u00c0 la Carte",
    "Title: Moby\nText: Dick\n",
    "<p>Moby <b>Dick</b> by Herman Melville",
    "Hamlet was written by William Shakespeare de la Vega van Gogh.",
    "J. R. R. Tolkien wrote it; Cal Ripken Jr. did not",
    "",
    "M",
    "a M",
]


@pytest.mark.parametrize("text", NAMED)
def test_the_names_pattern_finds_what_the_test_first_finds(text: str) -> None:
    before = re.compile(
        rf"(?<![\w\-]){_CAPS}[\w'\u2019\-.&]*(?:[^\S\n]+(?:of|the|de|van|von|la|le)?[^\S\n]*"
        rf"{_CAPS}[\w'\u2019\-.&]*)*"
    )
    assert [(m.start(), m.group()) for m in _NAME.finditer(text)] == [
        (m.start(), m.group()) for m in before.finditer(text)
    ]


@pytest.mark.parametrize("text", NAMED)
def test_the_person_pattern_finds_what_the_test_first_finds(text: str) -> None:
    capital = rf"{_CAPS}[^\W\d_]+"
    before = re.compile(rf"\b({capital}(?:\s+[A-Z]\.)?(?:\s+(?:de |van |von )?{capital})+)")
    assert [(m.start(), m.group(1)) for m in PERSON.finditer(text)] == [
        (m.start(), m.group(1)) for m in before.finditer(text)
    ]


def test_a_name_written_again_is_listed_once_where_it_first_appears() -> None:
    assert names("Moby Dick - Ahab - " * 50 + "Ishmael") == ["moby dick", "ahab", "ishmael"]
