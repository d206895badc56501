"""The README's example outputs are what the default evaluator gives their inputs.

- the `make demo` table: the demo's worker and `seer-stream score` run the same
  pipeline, so scoring examples/sample-events.jsonl offline and summarising it as
  `seer-stream summary` does must give the README's rows, figure for figure;
- the canary's counters after one pass over both gold-set files.

An evaluator change that moves a figure has to move the README too (the demo table
once stayed three versions behind). The compare example is checked in test_compare.py.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.exposition import generate_latest
from rich.console import Console

from stream.canary import Canary, load_canary
from stream.cli import main
from stream.evaluators.lexical import LexicalEvaluator
from stream.metrics import CanaryMetrics
from stream.results import file_summary
from tests.support.scrape import sample
from tests.support.tables import table_rows

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
SAMPLE = ROOT / "examples" / "sample-events.jsonl"
TITLE = "Retrieval quality by segment"


def demo_block() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("## What `make demo` shows")
    return text[start : text.index("\n## ", start + 1)]


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
    measured = table_rows(captured.get(), TITLE)
    assert len(measured) == 4
    assert table_rows(demo_block(), TITLE) == measured


def test_the_canary_example_is_one_pass_over_the_gold_set(goldset_dir: Path) -> None:
    evaluator = LexicalEvaluator()
    registry = CollectorRegistry()
    events = [
        *load_canary(goldset_dir / "answerable.jsonl"),
        *load_canary(goldset_dir / "incomplete.jsonl"),
    ]
    canary = Canary(
        events, 1.0, evaluator, CanaryMetrics(registry, evaluator.info), max_in_flight=1
    )

    async def one_pass() -> None:
        for event in events:
            await canary.judge(event)

    asyncio.run(one_pass())
    page = generate_latest(registry).decode()
    text = README.read_text(encoding="utf-8")
    shown = re.findall(r"^(seer_canary_\w+)\{([^}]*)\} (\S+)$", text, re.MULTILINE)
    assert len(shown) == 7
    for name, labels, value in shown:
        found = sample(page, name, dict(re.findall(r'(\w+)="([^"]*)"', labels)))
        assert found == pytest.approx(float(value), abs=1e-9), name
    labels = re.findall(r'prompt_version="([^"]+)"', text)
    assert set(labels) == {evaluator.info.prompt_version}
