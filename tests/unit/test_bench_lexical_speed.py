"""bench/goldset_lexical.py's speed against lexical-v1: the baseline it times is lexical-v1,
and the figures it returns are consistent. Never a time target: tests check behaviour, and
the bench prints the ratios against the targets."""

from __future__ import annotations

import math
from pathlib import Path
from types import ModuleType

import pytest

pytestmark = pytest.mark.unit


def goldset(bench: ModuleType) -> Path:
    found: Path = bench.default_goldset()
    if not (found / "answerable.jsonl").exists():
        pytest.skip(f"no gold set at {found}")
    return found


def test_the_baseline_is_lexical_v1(lexical_bench: ModuleType) -> None:
    v1 = lexical_bench.lexical_v1()
    assert Path(v1.__file__).name == "lexical_v1.py"
    assert v1.LexicalEvaluator().info.prompt_version == "lexical-v1"


def test_the_baseline_judges_the_goldset_as_lexical_v1_did(lexical_bench: ModuleType) -> None:
    figures = lexical_bench.measure(goldset(lexical_bench), judge=lexical_bench.v1_judge())
    # lexical-v1's recorded figures on the gold set (README, docs/benchmarks.md): a baseline
    # that judged otherwise would not be the version the speed targets are stated against.
    assert round(figures["citation_f1"], 3) == 0.849, figures
    assert round(figures["auroc"], 3) == 0.805, figures


def test_speed_against_v1_gives_positive_figures_and_their_ratios(
    lexical_bench: ModuleType, tmp_path: Path
) -> None:
    # The first 100 events of each file: the figures' consistency, not their size, is checked
    # here (the whole gold set took 18 s of the suite)
    for name in ("answerable.jsonl", "incomplete.jsonl"):
        lines = (goldset(lexical_bench) / name).read_text(encoding="utf-8").splitlines()
        (tmp_path / name).write_text("\n".join(lines[:100]) + "\n", encoding="utf-8")
    figures = lexical_bench.speed_against_v1(tmp_path, passes=1)
    assert figures["events"] == 200
    for name in ("judge", "score"):
        ours, theirs = figures[f"{name}_ms"], figures[f"{name}_ms_v1"]
        assert ours > 0 and theirs > 0, figures
        assert math.isclose(figures[f"{name}_ratio"], ours / theirs), figures
    assert math.isclose(figures["judge_target"], 0.4 / 1.2)
    assert math.isclose(figures["score_target"], 1.0 / 2.1)
