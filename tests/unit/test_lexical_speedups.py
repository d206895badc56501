"""Searches rewritten for speed find exactly what their plain forms find.

The judge looks for an answer of a kind ("100 degrees" for a temperature) only where a number
can start, and for a possessive ("X's father") from its apostrophe. Both are checked here
against the plain searches they replace, on texts built from the pieces that make them match
or fail: numbers written every way, units, words holding a number's word ("often", "someone",
"canteen"), question words and pronouns before an apostrophe.
"""

from __future__ import annotations

import bisect
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from stream.evaluators.lexical_kinds import ASKED_ONLY, KINDS
from stream.evaluators.lexical_question import _POSSESSED, term
from stream.evaluators.lexical_search import spread_kind

# The possessive check as it was written before its apostrophe came first.
_PLAIN_POSSESSED = re.compile(
    r"(?<!\bwhat)(?<!\bwho)(?<!\bwhere)(?<!\bwhen)(?<!\bhow)(?<!\bwhy)(?<!\bit)(?<!\bthat)"
    r"(?<!\bthere)(?<!\bhere)(?<!\bhe)(?<!\bshe)['\u2019]s\s+\w",
    re.IGNORECASE,
)
_POSSESSIVE_WORDS = "what What WHO where when how why it That there here he she somewhat ahe x 1 -"
_POSSESSIVE_PIECES = [*_POSSESSIVE_WORDS.split(), "'s ", "\u2019s\n", "'s x", "'", "s", " "]
_NUMBERS = """1 19 2024 1,000 3.5 0 one two three ten eleven twelve twenty thirty forty fifty
    hundreds thousand million billion dozens several fifteen thirteen canteen often someone
    attention a few the"""
_UNITS = """km m cm ft feet miles metres kg g tons lbs degrees \u00b0 celsius km\u00b2 acres mph
    knots seconds hours days years centuries 1990s january may"""
_AFTER = "north away off per because so when , x"
# "<number><space><unit><space><word>": the shape of an answer of a kind, and its near misses
_PHRASES = st.tuples(
    st.sampled_from(_NUMBERS.split()),
    st.sampled_from(["", " ", "  ", "-", "\n"]),
    st.sampled_from(_UNITS.split()),
    st.sampled_from(["", " ", ", "]),
    st.sampled_from(_AFTER.split()),
).map("".join)
# ... and answers known by name, with their near misses
_NAMED = """mali somalia south africa south franc francs euro gmt utc+1 eastern standard time
    eastern time portuguese 15th century 21st-century '80s 1970s sixties africa african
    north america americas aged age of at the when she was"""
_PARTS = st.lists(
    st.one_of(_PHRASES, st.sampled_from([" ", "x", "often", *_NAMED.split()])), max_size=6
).map(" ".join)


def _plain_spread_kind(kind: re.Pattern[str], text: str, starts: list[int]) -> list[int]:
    """The parts holding an answer of the kind, found with the kind's own search."""
    found: list[int] = []
    match = kind.search(text)
    while match:
        part = bisect.bisect_right(starts, match.start()) - 1
        found.append(part)
        if part == len(starts) - 1:
            break
        match = kind.search(text, starts[part + 1])
    return found


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_POSSESSIVE_PIECES), max_size=12))
def test_the_possessive_check_finds_what_its_plain_form_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    found = [m.span() for m in _POSSESSED.finditer(text)]
    assert found == [m.span() for m in _PLAIN_POSSESSED.finditer(text)], text


def test_the_possessive_check_tells_a_possessive_from_a_contraction() -> None:
    assert _POSSESSED.search("Where was the sculptor's father born?")
    for text in ("What's the capital?", "Who's there?", "It's the one that's here"):
        assert not _POSSESSED.search(text), text


@settings(max_examples=1500, deadline=None)
@given(
    st.sampled_from(sorted(KINDS)),
    st.lists(_PARTS, min_size=1, max_size=4),
)
def test_answers_of_a_kind_are_found_where_a_plain_search_finds_them(
    word: str, texts: list[str]
) -> None:
    asked = term(word) if word not in ASKED_ONLY else term(word).asking(word)
    assert asked.kind is not None
    text = "\n".join(texts)
    starts = [0]
    for part in texts[:-1]:
        starts.append(starts[-1] + len(part) + 1)
    assert spread_kind(asked, text, starts) == _plain_spread_kind(asked.kind, text, starts)


def test_a_number_inside_a_word_still_starts_an_answer() -> None:
    """The kinds led by a number match inside a word too ("often km" holds "ten km"), as
    their plain search does: the fast one must not skip such a start."""
    asked = term("far")
    assert asked.kind is not None
    for text in ("it is often km away", "some 5 km", "fifteen miles", "no distance given"):
        assert spread_kind(asked, text, [0]) == _plain_spread_kind(asked.kind, text, [0]), text


def test_an_age_after_any_space_is_found() -> None:
    """An age's pattern takes any space after "at" or "when" ("at\n27", "at  27"): the fast
    search once started only where "at " and "when " were written, and missed these (found
    by the search above, on "... at\n1 km")."""
    asked = term("age")
    assert asked.kind is not None
    for text in ("he died at\n27", "she won at  19", "when\nshe was 19", "at 27", "that 27"):
        for starts in ([0], [0, text.find("\n") + 1] if "\n" in text else [0]):
            found = spread_kind(asked, text, starts)
            assert found == _plain_spread_kind(asked.kind, text, starts), text
    assert spread_kind(asked, "he died at\n27", [0]) == [0]


def test_the_compiled_modules_keep_no_cached_property() -> None:
    """mypyc compiles functools.cached_property as a plain property: in the compiled build
    (setup.py) a cached pair search or question reading would be worked out at every use,
    with the same judgments, only slower, which tests/integration/test_lexical_compiled.py
    cannot see. The lexical modules memoize by hand instead."""
    root = Path(__file__).resolve().parents[2] / "stream" / "evaluators"
    for module in sorted(root.glob("lexical*.py")):
        source = module.read_text(encoding="utf-8")
        assert not re.search(r"@\s*(?:functools\.)?cached_property", source), module.name
