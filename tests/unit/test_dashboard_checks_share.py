"""The Judge dashboard's "judge calls spent on checking the judge", by promtool over the
counters a worker exports: checks always go out, a live event the cache answered does not."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana import judge_queries as jq
from grafana.queries import fill
from tests.support.tools import tool

pytestmark = pytest.mark.integration  # (promtool)
JOB = 'job="seer-stream",instance="w1"'
JUDGE = 'evaluator="llm",model="judge",prompt_version="v"'


def run(tmp_path: Path, per_minute: dict[str, int], expected: float) -> None:
    """promtool: the panel's query over 10 minutes of counters growing `per_minute`
    (name, then the labels past job and instance) gives `expected`."""
    series = [
        {"series": f"{name}{{{JOB}{labels}}}", "values": f"0+{step}x10"}
        for (name, labels), step in ((k.partition("|")[::2], v) for k, v in per_minute.items())
    ]
    expr = fill(jq.checks_share("seer-stream"), {"__range": "10m"})
    check = {
        "expr": f"abs(({expr}) - {expected!r}) < bool 1e-9",
        "eval_time": "10m",
        "exp_samples": [{"labels": "{}", "value": 1}],
    }
    test = {"interval": "1m", "input_series": series, "promql_expr_test": [check]}
    path = tmp_path / "share.test.yaml"
    path.write_text(yaml.safe_dump({"evaluation_interval": "1m", "tests": [test]}))
    done = subprocess.run(
        [tool("promtool"), "test", "rules", str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_checks_are_a_share_of_what_was_sent_to_the_judge(tmp_path: Path) -> None:
    """100 live events of which the cache answered 80, and 20 canary judgments of which 10
    failed: 20 of the 40 judgments sent were checks. The panel showed 10 / 110 (9.1 %):
    cache hits as judgments, failed checks left out."""
    run(
        tmp_path,
        {
            'seer_events_total|,outcome="evaluated"': 10,
            "seer_llm_cache_hits_total": 8,
            "seer_llm_cache_misses_total": 2,
            f"seer_canary_events_total|,{JUDGE}": 1,
            f"seer_canary_failed_total|,{JUDGE}": 1,
        },
        0.5,
    )


def test_without_a_cache_every_evaluated_event_was_sent(tmp_path: Path) -> None:
    """The lexical evaluator has no cache counters: its evaluated events are what it judged."""
    run(
        tmp_path,
        {
            'seer_events_total|,outcome="evaluated"': 9,
            f"seer_recheck_events_total|,{JUDGE}": 1,
        },
        0.1,
    )
