"""bench/alerting.py's sizes: --trials gives the recall and nDCG scenarios N segments
per rate, and every one of them recovers with time left in the run to see it resolve."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from tests.support.scripts import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench" / "alerting.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load_script(BENCH, "bench_alerting")


def specs_of(bench: ModuleType, argv: list[str]) -> list[Any]:
    sizes = bench.sizes_for(bench.arguments().parse_args(argv))
    return list(bench.quality_specs(sizes, 0.89, 5.0))


def count(specs: list[Any], scenario: str) -> int:
    return sum(1 for spec in specs if spec.scenario == scenario)


def test_trials_set_the_recall_and_ndcg_segments_and_nothing_else(bench: ModuleType) -> None:
    default = specs_of(bench, [])
    more = specs_of(bench, ["--trials", "8"])
    assert (count(default, "recall"), count(default, "ndcg")) == (3, 3)
    assert (count(more, "recall"), count(more, "ndcg")) == (8, 8)
    for scenario in ("healthy", "drift"):
        assert count(more, scenario) == count(default, scenario)
    quick = specs_of(bench, ["--quick", "--trials", "2"])
    assert (count(quick, "recall"), count(quick, "healthy")) == (2, bench.QUICK.healthy)


def test_the_most_trials_still_leave_an_hour_after_every_recovery(bench: ModuleType) -> None:
    specs = specs_of(bench, ["--trials", str(bench.MAX_TRIALS)])
    ends = [spec.degraded[1] for spec in specs if spec.scenario in ("recall", "ndcg")]
    assert max(ends) + 60 <= bench.QUALITY_MINUTES


@pytest.mark.parametrize("value", ["0", "17", "x"])
def test_trials_out_of_range_are_refused(
    bench: ModuleType, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        bench.arguments().parse_args(["--trials", value])
    assert exited.value.code == 2
    assert "--trials" in capsys.readouterr().err


@pytest.mark.integration
def test_promtool_files_evaluate_each_minutes_windows_before_its_alerts(
    bench: ModuleType, tmp_path: Path
) -> None:
    """An alert reads the windows recorded at the same minute, in every promtool run: the
    files list the groups in the rules file's order. Without an order promtool takes one at
    random per run, and with the rules' ten groups an alert read some windows as of the
    minute before in about half the runs."""
    windows = ["5m", "15m", "30m", "1h", "2h", "6h", "24h"]
    groups = [
        {"name": f"seer-stream.window.{w}", "rules": [{"record": f"x:w{w}", "expr": "x"}]}
        for w in windows
    ]
    groups += [
        {"name": f"seer-stream.{name}", "rules": [{"record": f"x:{name}", "expr": "x"}]}
        for name in ("health", "judge")
    ]
    alerts = [{"alert": f"Up{w}", "expr": f"x:w{w} > 0"} for w in windows]
    groups.append({"name": "seer-stream.alerts", "rules": alerts})
    (tmp_path / "rules.yaml").write_text(json.dumps({"groups": groups}))
    path = tmp_path / "test.json"
    names, alert_names = bench.rule_names(tmp_path / "rules.yaml")
    assert names == [g["name"] for g in groups]
    assert alert_names == [a["alert"] for a in alerts]
    series = [('x{job="j"}', [0.0] * 5 + [1.0] * 5)]
    bench.write_test(path, "rules.yaml", series, 9, [a["alert"] for a in alerts], names)
    assert json.loads(path.read_text())["group_eval_order"] == names
    for _ in range(3):
        firing, _ = bench.run_promtool(path)
        # each fires the minute x turned 1, not the one after
        assert {alert: min(minutes) for alert, minutes in firing["j"].items()} == {
            a["alert"]: 5 for a in alerts
        }


def synthetic_series(minutes: int) -> list[tuple[str, list[float | None]]]:
    """One worker's counters of three segments, per-event scores off any grid (so that the
    floats' rounding is promtool's problem too): a staging segment whose recall and nDCG
    fall to ~0.6 from minute 100 to 220, a healthy one at 5 events a minute whose input
    stops from minute 200 to 300, and a high-priority one with a few misses."""
    rng = random.Random(7)
    segments: dict[str, tuple[str, Callable[[int], float], Callable[[int], int]]] = {
        "drop": ("staging", lambda t: 0.6 if 100 <= t < 220 else 0.93, lambda t: 5),
        "pause": ("staging", lambda t: 0.93, lambda t: 0 if 200 <= t < 300 else 5),
        "prod": ("prod", lambda t: 0.97, lambda t: 2),
    }
    series: list[tuple[str, list[float | None]]] = []
    for name, (env, recall_at, rate_at) in segments.items():
        rows = []  # per minute: received, events, sum, squares of recall, precision, f1, ndcg
        for t in range(minutes + 1):
            row = [0.0] * 11
            for _ in range(rng.randint(0, 2 * rate_at(t)) if t else 0):
                recall = min(1.0, max(0.0, rng.gauss(recall_at(t), 0.2)))
                precision = rng.uniform(0.3, 0.7)
                f1 = 2 * recall * precision / (recall + precision) if recall + precision else 0.0
                ndcg = min(1.0, recall * rng.uniform(0.8, 1.0))
                for i, value in enumerate((1.0, 1.0, recall, recall * recall, precision)):
                    row[i] += value
                row[5] += precision * precision
                row[6] += f1
                row[7] += f1 * f1
                row[8] += ndcg
                row[9] += ndcg * ndcg
                row[10] += recall < 1.0
            rows.append(row)
        names = [
            "received", "events", "recall_sum", "recall_sum_squares", "precision_sum",
            "precision_sum_squares", "f1_sum", "f1_sum_squares", "ndcg_sum",
            "ndcg_sum_squares", "incomplete_events",
        ]  # fmt: skip
        labels = f'job="seer-stream",instance="w0",env="{env}",feature_flag="{name}"'
        for i, counter in enumerate(names):
            values: list[float | None] = list(itertools.accumulate(row[i] for row in rows))
            series.append((f"seer_segment_{counter}_total{{{labels}}}", values))
            if counter == "events":  # every event here has an nDCG, none is bloated
                series.append((f"seer_segment_ndcg_events_total{{{labels}}}", list(values)))
                zeros: list[float | None] = [0.0] * len(values)
                series.append((f"seer_segment_bloated_events_total{{{labels}}}", zeros))
    # the worker is up throughout (SeerNoTraffic holds only while a worker of the job is up)
    up: list[float | None] = [1.0] * (minutes + 1)
    series.append(('up{job="seer-stream",instance="w0"}', up))
    return series


@pytest.mark.integration
def test_the_model_engine_fires_what_promtool_fires_minute_for_minute(
    bench: ModuleType, tmp_path: Path
) -> None:
    """`--engine model` stands in for promtool on the quality runs: on the same counters,
    with scores off any grid, both give every quality alert and SeerNoTraffic at the same
    minutes, on both sides of a drop, a pause in traffic and a high-priority segment."""
    minutes = 360
    config = yaml.safe_load(bench.CONFIG.read_text())
    series = synthetic_series(minutes)
    doc = bench.read_by_alerts(bench.load_build().build(config))
    (tmp_path / "rules.yaml").write_text(yaml.safe_dump(doc, sort_keys=False, width=1000))
    groups, alerts = bench.rule_names(tmp_path / "rules.yaml")
    path = tmp_path / "test.json"
    bench.write_test(path, "rules.yaml", series, minutes, alerts, groups)
    promtool, _ = bench.run_promtool(path)
    modelled = load_script(BENCH.parent / "alerting_model.py", "alerting_model").play(
        config, series, minutes
    )
    assert modelled.ties == 0
    modelled_alerts = {alert for alerts in modelled.firing.values() for alert in alerts}
    # the comparison covers a page, a no-traffic alert and the high-priority rule
    assert {"SeerRecallLow", "SeerNoTraffic", "SeerRecallBelowTargetHighPriority"} <= (
        modelled_alerts
    )
    played = (*bench.QUALITY, "SeerNoTraffic")  # the volume alert is promtool's alone
    for segment in ("drop", "pause", "prod"):
        fired = {a: m for a, m in promtool.get(segment, {}).items() if a in played}
        assert modelled.firing[segment] == fired, segment


def test_the_model_reads_segment_counters_and_refuses_one_with_a_gap() -> None:
    model = load_script(BENCH.parent / "alerting_model.py", "alerting_model")
    found = model.counters(
        [
            ('up{job="seer-stream",instance="w0"}', [1.0, 1.0]),
            ('seer_segment_events_total{env="a",feature_flag="b"}', [0.0, 2.0]),
        ]
    )
    assert [(c.name, c.labels, c.values, c.last) for c in found] == [
        ("seer_segment_events_total", {"env": "a", "feature_flag": "b"}, [0.0, 2.0], 1)
    ]
    with pytest.raises(ValueError, match=r'feature_flag="b".*has a gap'):
        model.counters([('seer_segment_events_total{env="a",feature_flag="b"}', [0.0, None])])


def test_cached_scores_are_keyed_by_the_evaluators_code(
    bench: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A change to the evaluator under the same version label must not reuse the scores
    the previous code gave."""
    data = __import__("alerting_data")  # loaded by the bench, from bench/
    (tmp_path / "stream" / "evaluators").mkdir(parents=True)
    code = tmp_path / "stream" / "evaluators" / "lexical.py"
    code.write_text("WEIGHT = 0.8\n")
    gold = tmp_path / "goldset"
    gold.mkdir()
    for name in ("answerable", "incomplete"):
        (gold / f"{name}.jsonl").write_text("{}\n")
    monkeypatch.setattr(data, "ROOT", tmp_path)
    monkeypatch.setattr(data, "GOLDSET", gold)
    before = data.evaluator_digest()
    assert data.evaluator_digest() == before
    code.write_text("WEIGHT = 0.7\n")
    assert data.evaluator_digest() != before
