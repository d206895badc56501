"""The lexical judge's `Regex`es find in a text what their Unicode patterns find.

A `Regex` reads a text of ASCII characters alone with its pattern compiled `re.ASCII`
(`stream/evaluators/lexical_regex.py`). Every one the lexical modules hold is checked here
against its Unicode pattern: on the labelled questions and passages of the dev set as typed
and as folded, and on texts built from pieces that make the patterns match or fail,
Unicode's spaces beside ASCII's among them.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stream.evaluators
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_text import fold
from tests.support.lexical import passage_texts

DEV = Path(__file__).resolve().parents[1] / "data" / "singlehop" / "dev"


def _regexes() -> dict[str, Regex]:
    found: dict[str, Regex] = {}
    for info in pkgutil.iter_modules(stream.evaluators.__path__):
        if not info.name.startswith("lexical"):
            continue
        module = importlib.import_module(f"stream.evaluators.{info.name}")
        for name, value in vars(module).items():
            if isinstance(value, Regex) and all(value is not r for r in found.values()):
                found[f"{info.name}.{name}"] = value  # (once: an imported one is the same)
    return found


REGEXES = _regexes()


def _found(pattern: re.Pattern[str] | Regex, text: str) -> list[object]:
    """What each way of asking finds: every match (where, what, its groups), the text
    split by it, with each match replaced, and a match at the start and of the whole."""
    head, whole = pattern.match(text), pattern.fullmatch(text)
    return [
        [(m.span(), m.group(), m.groups()) for m in pattern.finditer(text)],
        pattern.findall(text),
        pattern.split(text),
        pattern.sub("#", text),
        head.span() if head else None,
        whole.span() if whole else None,
    ]


def _same(text: str) -> None:
    for name, regex in REGEXES.items():
        assert _found(regex, text) == _found(regex.unicode, text), (name, text)


def test_the_lexical_modules_hold_regexes() -> None:
    assert len(REGEXES) >= 30  # the busiest patterns of the judge


def test_an_ascii_text_is_read_as_ascii_unless_it_holds_a_separator() -> None:
    words = Regex(r"\w+")
    spaced = Regex(r"a\sb")
    assert words.of("capital of Australia") is words.ascii
    assert words.of("Canberra, Australia\u2019s capital") is words.unicode
    assert words.of("S\u00e3o Paulo") is words.unicode
    # Unicode's \s takes the separators U+001C-U+001F, ASCII's does not: such a text is read
    # as Unicode by a pattern with \s, and finds what Unicode finds
    assert spaced.ascii.search("a\x1cb") is None
    assert spaced.unicode.search("a\x1cb") is not None
    assert spaced.of("a\x1cb") is spaced.unicode
    assert spaced.search("a\x1cb") is not None
    assert words.of("a\x1cb") is words.ascii  # (no \s: nothing differs)


def test_the_dev_set_is_read_alike_as_written_and_folded() -> None:
    texts: list[str] = []
    for name in ("answerable.jsonl", "incomplete.jsonl"):
        for line in (DEV / name).read_text(encoding="utf-8").splitlines()[:60]:
            row = json.loads(line)
            texts.append(row["task"])
            texts += passage_texts(row)
    assert sum(t.isascii() for t in texts) > len(texts) // 2
    for text in texts:
        _same(text)
        _same(fold(text))


_PIECES = """Who What When Where Which How Why is was the of The U.S. US USA UN NASA CDs FC
    born died wrote written directed played Henry 8th VIII the Eighth Mount Mt. St. 1990 1,000
    3.5 1990s 21st century km miles degrees \u00b0C 100 one two first second's it's don't
    O'Brien Jean-Paul a.k.a. (film) (born 1950) and or , ; : ? ! " ' - _ & / \u2019s"""
_GAPS = ["", " ", "  ", "\n", "\t", "-", "\x1c", "\x1f", "\x0b", "\u00a0"]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(_PIECES.split()), st.sampled_from(_GAPS)).map("".join),
        max_size=12,
    ).map("".join)
)
def test_texts_built_to_match_are_read_alike(text: str) -> None:
    _same(text)
    _same(text.lower())


@pytest.mark.parametrize("text", ["", "a", "_", "\x1c", "9th", "abc_def 12_3"])
def test_edge_texts_are_read_alike(text: str) -> None:
    _same(text)
