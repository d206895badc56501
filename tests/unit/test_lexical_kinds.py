"""Answers of a kind ("100 °C" for "what temperature", "in 1912" for "when") are looked
for only where a match can start (`lexical_kinds.kind_starts`): every kind must find
exactly what its own regex search finds, from any part of the text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from stream.evaluators import lexical_kinds
from stream.evaluators.lexical_kinds import kind_at, kind_starts
from stream.evaluators.lexical_passages import parse
from stream.evaluators.lexical_search import spread_kind
from stream.evaluators.lexical_text import Term

KINDS = sorted(lexical_kinds.KINDS)

# Each alternative of each kind alone in a phrase, where it is the first match: a start
# missing from a kind's list fails here even where no labelled passage holds it
# fmt: off
WRITTEN = [
    "it fell because of rain", "due to frost", "as a result of wind", "thanks to luck",
    "which is why", "owing to debt", "ever since", "and so it went", "in order to eat",
    "for reasons unknown", "it leads to", "results in peace", "a trigger", "it produces gas",
    "it allows that", "it makes this", "an explanation", "he explained it", "its purpose",
    "what caused it", "when it began", "in 1912", "the 1990s", "by 2005", "on 3 may",
    "in january", "in june", "late december", "8,848 m high", "100 \u00b0c", "37 degrees",
    "5 km", "12 feet", "3 inches", "2 light-years", "a few hours", "several days",
    "dozens of weeks", "five years", "eleven minutes", "4 decades", "7,500 km2", "20 sq km",
    "300 acres", "40 hectares", "50 kg", "3 tonnes", "12 lbs", "7 pounds", "300 km/h",
    "60 mph", "12 knots", "two metres per second", "one hour", "three m", "ten km",
    "twelve feet", "twenty tons", "thirty years", "forty days", "fifty km", "six m",
    "seven seas km", "eight kg", "nine feet", "hundreds of km", "thousands of years",
    "millions of years", "a billion km", "seventeen metres", "nineteen years", "1,250 m",
    "a380 m", "often miles", "alone m", "tenth km", "5m tall", "70 km north of the city",
    "9 km away", "it cost $15 million", "\u00a320", "\u20ac5", "\u00a5300", "40 dollars",
    "3 euros", "10 pounds sterling", "12 usd", "fifty cents", "20 pence", "up to 256 kb",
    "25 mb", "2 gib", "100 bytes", "4 gigabytes",
]
# fmt: on


def _texts(goldset: Path) -> list[str]:
    texts = []
    with (goldset / "answerable.jsonl").open(encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            if n % 4:
                continue  # a quarter of the events: every kind meets many numbers there
            record = json.loads(line)
            passages = [parse(p["text"] if isinstance(p, dict) else p) for p in record["context"]]
            texts.append("\n".join(part for p in passages for part in (p.head, p.body)))
    return texts


def _check(text: str, word: str) -> None:
    kind = Term.of(word).asking(word)
    assert kind.kind is not None
    # (a kind of names has no starts: its trie is searched as it is, as `spread_kind` does)
    begins = kind_starts(text, kind.kind_start) if kind.kind_start else None
    parts = [0, *(i + 1 for i, c in enumerate(text) if c == "\n")]
    for pos in sorted({parts[0], parts[len(parts) // 2], parts[-1]}):  # as `spread_kind` asks
        match = kind.kind.search(text, pos)
        assert kind_at(kind.kind, begins, text, pos) == (match.start() if match else -1), (
            word,
            text[pos : pos + 80],
        )


@pytest.mark.parametrize("word", KINDS)
def test_each_kind_finds_what_its_regex_finds_in_written_text(word: str) -> None:
    _check("\n".join(WRITTEN), word)
    for phrase in WRITTEN:
        _check(f"x {phrase}", word)


def test_each_kind_finds_what_its_regex_finds_in_gold_passages(goldset_dir: Path) -> None:
    texts = [t for t in _texts(goldset_dir) if "teen" not in t]  # with it: searched whole
    assert len(texts) > 60
    for word in KINDS:
        for text in texts:
            _check(text, word)


def test_a_text_with_teen_is_searched_whole() -> None:
    # "\w+teen" starts anywhere ("umpteen"): no list of starts holds it
    term = Term.of("many").asking("many")
    text = "a line\numpteen times"
    assert spread_kind(term, text, [0, 7]) == [1]
