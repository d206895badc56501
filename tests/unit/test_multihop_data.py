"""The multi-hop questions written for seer-stream (tests/data/multihop): built from their
sources, in the gold set's shape, two hops each; the held-out ones ask nothing the tuned-on
sets ask. No figure is asserted on the held-out part: it is measured with (`make bench`),
never tuned on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.labelled import read_rows, stale_files
from tests.support.scripts import load_script

DATA = Path(__file__).resolve().parents[1] / "data"
BENCH = Path(__file__).resolve().parents[2] / "bench" / "goldset_lexical.py"


def rows(folder: Path, name: str) -> list[dict[str, Any]]:
    return read_rows(folder / name)


def test_the_files_are_what_the_sources_build() -> None:
    stale = stale_files(DATA / "multihop")
    assert not stale, f"{stale} stale: run python tests/data/multihop/build.py"


@pytest.mark.parametrize("split", ["dev", "heldout"])
def test_every_question_has_two_hops_and_a_twin_that_lacks_one(split: str) -> None:
    folder = DATA / "multihop" / split
    answerable, incomplete = rows(folder, "answerable.jsonl"), rows(folder, "incomplete.jsonl")
    assert len(answerable) == len(incomplete) >= 40
    shapes = set()
    for full, twin in zip(answerable, incomplete, strict=True):
        gold, derived = full["gold"], twin["gold"]
        shapes.add(gold["type"])
        assert gold["dataset"] == "multihop" and gold["split"] == split
        assert len(gold["supporting_ids"]) == 2, full["id"]
        assert len(full["context"]) - 2 >= 6, full["id"]  # six distractors at least
        assert all(": " in p["text"].split("\n")[0][:120] for p in full["context"]), full["id"]
        kept = {p["id"] for p in twin["context"]}
        missing = derived["missing_supporting_ids"]
        assert len(missing) == 1 and missing[0] in gold["supporting_ids"]
        assert missing[0] not in kept and set(derived["supporting_ids"]) <= kept
        assert derived["expected"]["recall"] == 0.5
    assert shapes == {"bridge", "comparison", "compositional"}


def test_no_question_is_one_the_evaluator_was_tuned_on() -> None:
    held = {r["task"] for r in rows(DATA / "multihop" / "heldout", "answerable.jsonl")}
    dev = {r["task"] for r in rows(DATA / "singlehop" / "dev", "answerable.jsonl")}
    dev |= {r["task"] for r in rows(DATA / "multihop" / "dev", "answerable.jsonl")}
    assert not held & dev
    goldset = load_script(BENCH, "goldset_lexical").default_goldset()
    if not (goldset / "answerable.jsonl").exists():
        pytest.skip(f"no gold set at {goldset}")
    tuned = {r["task"] for r in rows(goldset, "answerable.jsonl")}
    assert not held & tuned
