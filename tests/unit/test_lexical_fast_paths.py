"""The loops and str methods that stand in for regex calls on the lexical judge's hot
paths give what those regexes give, on the awkward inputs too."""

from __future__ import annotations

import re

import pytest

from stream.evaluators.lexical_passages import _SHEET_TAIL, _sheet_tail
from stream.evaluators.lexical_question import Question
from stream.evaluators.lexical_text import WORD, word_at, words_of

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
        assert word_at(text, end) == re.compile(r"[^\W_]*").match(text, end).group()  # type: ignore[union-attr]


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
