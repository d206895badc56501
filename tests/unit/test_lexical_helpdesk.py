"""The lexical evaluator on help-desk questions (tests/data/helpdesk): a question to a
company's own documents over the chunk that answers it and three chunks of the same
documents that do not; and the set itself (built from its sources, in the gold set's
format, written blind)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from tests.support.labelled import stale_files, twins

DATA = Path(__file__).resolve().parents[1] / "data" / "helpdesk"
DOMAINS = {"saas", "developer", "policy", "consumer"}


def test_the_files_are_what_the_sources_build() -> None:
    stale = stale_files(DATA)
    assert not stale, f"{stale} stale: run python tests/data/helpdesk/build.py"


def test_each_twin_holds_the_same_passages_but_the_answer() -> None:
    for split in ("dev", "heldout"):
        answerable, positions = twins(DATA, split, passages=4)
        assert len(answerable) == 160
        assert positions == {"p1", "p2", "p3", "p4"}  # the answer stands anywhere
        assert {r["gold"]["style"] for r in answerable} == DOMAINS


def test_quality_floors(lexical_bench: ModuleType) -> None:
    # lexical-v53: dev 0.513 / 0.632, held-out 0.523 / 0.640 (v52 0.482 / 0.619 and 0.500 /
    # 0.631). Naive word overlap does better here (dev 0.588 / 0.808, held-out 0.634 /
    # 0.870): help pages answer in other words than the question's, and a word-overlap
    # judge that must say which chunk answers cannot tell; README "Lexical evaluator
    # quality". Floors under what v53 measures, so that a change that costs more shows.
    for split, f1, auroc in (("dev", 0.49, 0.61), ("heldout", 0.50, 0.62)):
        ours = lexical_bench.measure(DATA / split)
        assert ours["citation_f1"] >= f1 and ours["auroc"] >= auroc, (split, ours)
