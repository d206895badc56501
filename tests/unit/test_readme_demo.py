"""The README's `make demo` table is what the default evaluator gives the sample events.

The demo's worker and `seer-stream score` run the same pipeline, so scoring
examples/sample-events.jsonl offline and summarising it as `seer-stream summary` does
must give the README's rows, figure for figure: an evaluator change that moves them
has to move the README too (it once stayed three versions behind).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.console import Console

from stream.cli import main
from stream.results import file_summary

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
SAMPLE = ROOT / "examples" / "sample-events.jsonl"


def demo_block() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("## What `make demo` shows")
    return text[start : text.index("\n## ", start + 1)]


def rows(rendered: str) -> list[list[str]]:
    """The body rows of a rich table as cells ("│ prod │ v1 │ 12 │ ...")."""
    return [
        [cell.strip() for cell in line.strip().strip("│").split("│")]
        for line in rendered.splitlines()
        if line.strip().startswith("│")
    ]


def test_the_demo_table_is_what_the_sample_events_score(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("SEER_EVALUATOR", "SEER_SEGMENT_KEYS", "SEER_SAMPLE_RATE"):
        monkeypatch.delenv(name, raising=False)  # the demo's defaults
    scores = tmp_path / "scores.jsonl"
    assert main(["score", str(SAMPLE), "-o", str(scores)]) == 0
    capsys.readouterr()
    console = Console(width=200)
    with console.capture() as captured:
        console.print(file_summary(scores, ["env", "feature_flag"])[0])
    measured = rows(captured.get())
    shown = [r for r in rows(demo_block()) if len(r) == len(measured[0])]
    segment_rows = [r for r in shown if re.fullmatch(r"\d+", r[2])]
    assert len(measured) == 4
    assert segment_rows == measured
