"""Every dashboard query over the workers' own series selects the scrape job of the rules'
config (deploy/prometheus/config.yaml `job`), as the rules and alerts do: a Prometheus
that scrapes two seer-stream deployments under two jobs (staging and prod) must not show
their raw counters summed together beside recorded figures and alerts of one job.

Recording-rule series (`segment:seer_…`, `job:seer_…`, `judge:seer_…`) come from rules
that already select the job, and are left as they are.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana.dashboards import RULES_CONFIG, UIDS, dashboards, panel_queries, rules_config, to_json
from tests.support.dashboards import CONFIG, KEYS

DASHBOARDS = Path(__file__).resolve().parents[2] / "grafana/dashboards"
# A raw series: a metric name starting `seer_` that is not part of a rule's name (those
# have colons: `segment:seer_recall:mean_15m`), and the selector that follows it, if any.
RAW = re.compile(r"(?<![\w:])(seer_\w+)(?![\w:])(\{[^}]*\})?")
MATCHER = re.compile(r'(\w+)\s*(=~|!=|!~|=)\s*"((?:[^"\\]|\\.)*)"')


def _queries(board: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(where, expr) of every panel target and every query variable of a dashboard."""
    for title, expr in panel_queries(board):
        yield f"panel {title!r}", expr
    for variable in board.get("templating", {}).get("list", []):
        if variable.get("type") == "query":
            query = variable.get("query")
            yield f"variable {variable['name']!r}", str(query)


def _unselected(expr: str, job: str) -> list[str]:
    """The raw series of `expr` whose selector does not match exactly `job="<job>"`."""
    wrong = []
    for match in RAW.finditer(expr):
        matchers = MATCHER.findall(match.group(2) or "")
        if [m for m in matchers if m[0] == "job"] != [("job", "=", job)]:
            wrong.append(match.group(0))
    return wrong


def _check(boards: dict[str, dict[str, Any]], job: str) -> int:
    """Assert every raw series of every query of `boards` selects `job`; how many there were."""
    checked = 0
    problems = []
    for uid, board in boards.items():
        for where, expr in _queries(board):
            checked += len(RAW.findall(expr))
            problems += [f"{uid}: {where}: {raw}" for raw in _unselected(expr, job)]
    assert not problems, f'raw series not selecting job="{job}":\n' + "\n".join(problems)
    return checked


def test_the_pattern_finds_raw_series_and_leaves_rules() -> None:
    expr = (
        'sum(rate(seer_events_total{job="p", outcome="evaluated"}[1m]))'
        ' / segment:seer_recall:mean_15m{env=~"$env"} + job:seer_consumer_lag:sum'
        " + max(seer_consumer_lag) + judge:seer_canary_f1:mean_1h"
    )
    assert [m.group(1) for m in RAW.finditer(expr)] == ["seer_events_total", "seer_consumer_lag"]
    assert _unselected(expr, "p") == ["seer_consumer_lag"]
    assert _unselected('seer_x{job=~"p"}', "p") == ['seer_x{job=~"p"}']
    assert _unselected('seer_x{job="p", job="q"}', "p") == ['seer_x{job="p", job="q"}']


def test_every_raw_series_selects_the_rules_job(tmp_path: Path) -> None:
    """Built for a config whose job is `seer-prod`: every `seer_*` series a panel or a
    variable reads (counters, gauges, histogram buckets, the segment variables' values)
    selects job="seer-prod", and nothing still reads the default job."""
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump({**CONFIG, "job": "seer-prod"}), encoding="utf-8")
    boards = {str(b.uid): to_json(b) for b in dashboards(KEYS, rules=rules_config(path))}
    assert set(boards) == set(UIDS)
    checked = _check(boards, "seer-prod")
    assert checked >= 50, checked  # the operations and judge dashboards read dozens
    for uid, board in boards.items():
        assert 'job=\\"seer-stream\\"' not in json.dumps(board), uid


@pytest.mark.parametrize("keys", [KEYS, ["env", "feature_flag", "tenant"], ["feature_flag"]])
def test_the_job_joins_the_segment_matchers(tmp_path: Path, keys: list[str]) -> None:
    """One selector per series: the job beside the segment variables' matchers, whatever
    the segment keys (the change dashboard's `base` and `test` with no other key too)."""
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump({**CONFIG, "job": "seer-prod"}), encoding="utf-8")
    boards = {str(b.uid): to_json(b) for b in dashboards(keys, rules=rules_config(path))}
    _check(boards, "seer-prod")
    for uid, board in boards.items():
        for where, expr in _queries(board):
            for match in RAW.finditer(expr):
                if match.group(1).startswith(("seer_event_", "seer_evaluation_latency")):
                    for key in keys:
                        assert f'{key}=~"${key}"' in match.group(2), (uid, where, expr)


def test_the_committed_dashboards_select_the_committed_job() -> None:
    """What `python grafana/build.py` wrote for deploy/prometheus/config.yaml's job."""
    job = rules_config(RULES_CONFIG).job
    boards = {
        path.stem: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(DASHBOARDS.glob("*.json"))
    }
    assert set(boards) == set(UIDS)
    assert _check(boards, job) >= 50
