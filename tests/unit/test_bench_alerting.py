"""bench/alerting.py's sizes: --trials gives the recall and nDCG scenarios N segments
per rate, and every one of them recovers with time left in the run to see it resolve."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

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
