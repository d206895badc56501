"""Alert rules, their promtool unit tests and the Alertmanager config, checked with the real
promtool and amtool (as subprocesses, with a timeout)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from tests.support.durations import rule_shape
from tests.support.monitoring import Alertmanager
from tests.support.polling import wait_for
from tests.support.tools import tool

ROOT = Path(__file__).resolve().parents[2]
PROMETHEUS = ROOT / "deploy/prometheus"
RULES = PROMETHEUS / "seer-rules.yaml"
CONFIG = PROMETHEUS / "config.yaml"
UNIT_TESTS = PROMETHEUS / "tests/seer-rules.test.yaml"
ALERTMANAGER = ROOT / "deploy/alertmanager/alertmanager.yml"
RUNBOOK = ROOT / "docs/runbook.md"
ALERTING_DOC = ROOT / "docs/alerting.md"
README = ROOT / "README.md"


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def rules(path: Path = RULES) -> list[dict[str, Any]]:
    return [r for g in yaml.safe_load(path.read_text())["groups"] for r in g["rules"]]


def alerts() -> list[dict[str, Any]]:
    return [r for r in rules() if "alert" in r]


def config() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(CONFIG.read_text())
    return loaded


def test_rules_file_is_generated_from_the_config() -> None:
    done = run(sys.executable, "deploy/prometheus/build.py", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow(240)
@pytest.mark.timeout(540)
@pytest.mark.integration
def test_promtool_checks_and_unit_tests_pass() -> None:
    checked = run(tool("promtool"), "check", "rules", str(RULES))
    assert checked.returncode == 0 and "SUCCESS" in checked.stdout, checked.stdout + checked.stderr
    # about 3.5 minutes of one core (170 s before the pairs read every window between
    # their two): every rule is evaluated at every minute of a day, over 300 segments;
    # over 5 minutes while the other test worker runs Kafka tests beside it
    tested = run(tool("promtool"), "test", "rules", str(UNIT_TESTS), timeout=500)
    assert tested.returncode == 0 and "SUCCESS" in tested.stdout, tested.stdout + tested.stderr


def test_every_alert_is_complete_and_has_a_runbook_section() -> None:
    sections = set(re.findall(r"^## (\w+)$", RUNBOOK.read_text(), re.M))
    # The alert tables of docs/alerting.md and the README name every alert, each with its
    # severity.
    for doc in (ALERTING_DOC, README):
        documented = {}
        for line in doc.read_text().splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if line.startswith("| `Seer") and len(cells) == 3:
                for name in re.findall(r"`(Seer\w+)`", cells[0]):
                    documented[name] = cells[2]
        assert documented == {a["alert"]: a["labels"]["severity"] for a in alerts()}, doc.name
    for alert in alerts():
        assert alert["for"], alert["alert"]
        assert alert["labels"]["severity"] in {"critical", "warning"}
        annotations = alert["annotations"]
        assert annotations["summary"] and annotations["description"]
        anchor = annotations["runbook_url"].split("#")[1]
        assert anchor == alert["alert"].lower() and alert["alert"] in sections, alert["alert"]


def test_every_alert_is_unit_tested_firing_and_not() -> None:
    """Each alert has its labels and annotations checked, and is seen both firing and
    not firing (pending or inactive) in the generated promtool tests."""
    tests = yaml.safe_load(UNIT_TESTS.read_text())["tests"]
    annotated = {t["alertname"] for g in tests for t in g.get("alert_rule_test", [])}
    states: dict[str, set[str]] = {}
    for group in tests:
        for check in group.get("promql_expr_test", []):
            name = re.search(r'alertname="(\w+)"', check["expr"])
            if check["expr"].startswith("ALERTS{") and name:
                samples = check["exp_samples"] or [{"labels": 'alertstate="inactive"'}]
                state = re.search(r'alertstate="(\w+)"', samples[0]["labels"])
                assert state
                states.setdefault(name.group(1), set()).add(state.group(1))
    for alert in alerts():
        assert alert["alert"] in annotated, alert["alert"]
        assert "firing" in states[alert["alert"]], alert["alert"]
        assert states[alert["alert"]] - {"firing"}, alert["alert"]


def test_quality_alerts_need_enough_events_in_each_long_window() -> None:
    minimum = config()["min_events"]
    pairs = config()["pairs"]
    quality = [a for a in alerts() if "segment:" in a["expr"] and ":upper_" in a["expr"]]
    assert len(quality) == 7
    for alert in quality:
        for pair in pairs:
            counted = re.search(
                rf"seer_(events|ndcg):count_{pair['long']} >= {minimum}\)", alert["expr"]
            )
            assert counted, (alert["alert"], pair)
        drop = alert["alert"] in {"SeerF1Drop", "SeerNdcgDrop"}
        kept = config()["keep_firing_for_drop" if drop else "keep_firing_for"]
        assert alert.get("keep_firing_for") == kept, alert["alert"]
        assert alert["for"] == config()["for"]["drop" if drop else "quality"], alert["alert"]


def test_quality_alerts_enter_with_a_margin_and_stay_on_their_own_state() -> None:
    """Hysteresis: each pair enters on its short mean plus short_z standard errors, and on
    every recorded window's between its short and long ones, and, while the alert's own
    ALERTS series says firing, also stays where its short window holds fewer than
    min_events events and the next longer window's mean is past the limit (the promtool
    cases show what each half does; this pins which alert's state each reads and which
    windows each branch reads)."""
    z = f"{config()['short_z']:g}"
    margin = f"+ {z} * segment:seer_"  # the mean plus short_z recorded standard errors
    minimum = config()["min_events"]
    order = ["5m", "15m", "30m", "1h", "2h", "6h", "24h"]
    assert [w for w in order if w in config()["windows"]] == config()["windows"]
    steadier = {"5m": "15m", "15m": "30m"}  # the next recorded window after each short one
    pairs = config()["pairs"]

    def read(pair: dict[str, str]) -> list[str]:
        """The short window and every window between it and the long one."""
        return order[order.index(pair["short"]) : order.index(pair["long"])]

    assert any(len(read(p)) > 2 for p in pairs), "no pair reads two windows between its own"
    for alert in (a for a in alerts() if "segment:" in a["expr"] and ":upper_" in a["expr"]):
        own = f'ALERTS{{alertname="{alert["alert"]}",alertstate="firing"}}'
        assert alert["expr"].count(own) == 1, alert["alert"]
        assert re.findall(r'ALERTS\{alertname="(\w+)"', alert["expr"]) == [alert["alert"]]
        assert alert["expr"].count(margin) == sum(len(read(p)) for p in pairs), alert["alert"]
        entry, stay = alert["expr"].split(" and on (")[0].split("\nor ((")
        for pair in pairs:
            short = pair["short"]
            branch = next(b for b in entry.split("\n  or ") if f"upper_{pair['long']}" in b)
            margins = re.findall(
                rf"mean_(\w+) \+ {re.escape(z)} \* segment:\w+:stderr_(\w+)", branch
            )
            assert margins == [(w, w) for w in read(pair)], (alert, pair)
            quiet = rf":count_{short} < {minimum} and segment:seer_\w+:mean_{steadier[short]} <"
            assert re.search(quiet, stay), (alert["alert"], pair)
        assert " < " + str(minimum) not in entry, alert["alert"]


def test_unit_test_generator_refuses_a_config_key_it_does_not_model(tmp_path: Path) -> None:
    changed = config()
    changed["entry_margin"] = 2.0
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(changed))
    out = tmp_path / "out.yaml"
    done = run(
        sys.executable, "deploy/prometheus/tests/build.py", "--config", str(path), "--out", str(out)
    )
    assert done.returncode == 2 and "entry_margin" in done.stderr, done.stdout + done.stderr
    assert not out.exists()


def test_recording_rules_are_named_level_metric_operation() -> None:
    windows = set(config()["windows"])
    recorded = [r["record"] for r in rules() if "record" in r]
    for name in recorded:
        assert re.fullmatch(r"[a-z_]+:seer_[a-z0-9_]+:[a-z0-9_]+", name), name
        if name.startswith("segment:"):
            stat = re.fullmatch(r"segment:seer_[a-z0-9]+:([a-z_]+)_(\w+)", name)
            assert stat and stat.group(2) in windows, name
    for window in windows:
        assert f"segment:seer_recall:upper_{window}" in recorded


@pytest.mark.integration
def test_time_scale_divides_every_duration(tmp_path: Path) -> None:
    scaled = tmp_path / "scaled.yaml"
    done = run(
        sys.executable, "deploy/prometheus/build.py", "--time-scale", "60", "--out", str(scaled)
    )
    assert done.returncode == 0, done.stdout + done.stderr
    checked = run(tool("promtool"), "check", "rules", str(scaled))
    assert checked.returncode == 0 and "SUCCESS" in checked.stdout, checked.stdout + checked.stderr
    nominal, fast = rules(RULES), rules(scaled)
    assert len(nominal) == len(fast)
    durations = 0
    for one, other in zip(nominal, fast, strict=True):
        shape, values = rule_shape(one)
        scaled_shape, scaled_values = rule_shape(other)
        assert scaled_shape == shape  # names keep their nominal windows
        assert scaled_values == pytest.approx([v / 60 for v in values]), shape
        durations += len(values)
    assert durations > 200


def test_every_window_ends_query_offset_before_the_evaluation(tmp_path: Path) -> None:
    """A group's rules query one after another, and a scrape committed between two of them
    would give a window's count and its sums different scrapes: every range over a worker's
    counter in a recording rule ends `query_offset` early; at 0s, at the evaluation."""
    ranges = re.compile(r'(seer_\w+_total\{job="seer-stream"\}\[\w+\])( offset \w+)?')

    def offsets(path: Path) -> tuple[set[str | None], list[str]]:
        recorded = [r["expr"] for r in rules(path) if "record" in r]
        found = [m.group(2) for e in recorded for m in ranges.finditer(e)]
        assert len(found) > 100
        return set(found), recorded

    shipped = config()
    seen, recorded = offsets(RULES)
    assert seen == {f" offset {shipped['query_offset']}"} != {" offset 0s"}
    path, out = tmp_path / "config.yaml", tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump({**shipped, "query_offset": "0s"}))
    done = run(
        sys.executable, "deploy/prometheus/build.py", "--config", str(path), "--out", str(out)
    )
    assert done.returncode == 0, done.stdout + done.stderr
    seen, at_once = offsets(out)
    assert seen == {None}
    assert at_once == [e.replace(f" offset {shipped['query_offset']}", "") for e in recorded]


@pytest.mark.parametrize(
    "script", ["deploy/prometheus/build.py", "deploy/prometheus/tests/build.py"]
)
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c["pairs"].append({"long": "3h", "short": "15m"}), "3h"),
        (lambda c: c["for"].update(quality="5 minutes"), "not a duration"),
        (lambda c: c["rates"].update(failures="5mn"), "not a duration"),
        (lambda c: c.update(query_offset="1 minute"), "not a duration"),
        (lambda c: c.pop("query_offset"), "missing 'query_offset'"),
        # `model` is joined onto segments from seer_evaluator_info (bias-corrected recall)
        (lambda c: c.update(segment_keys=["env", "model"]), "'model' clashes"),
        (lambda c: c.update(segment_keys=["env", "env"]), "'env' is listed twice"),
    ],
    ids=[
        "pair-window-not-recorded",
        "for-not-a-duration",
        "rate-not-a-duration",
        "offset-not-a-duration",
        "offset-missing",
        "segment-key-model",
        "segment-key-twice",
    ],
)
def test_bad_config_is_refused(tmp_path: Path, script: str, change: Any, message: str) -> None:
    bad = config()
    change(bad)
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(bad))
    done = run(sys.executable, script, "--config", str(path), "--out", str(tmp_path / "out.yaml"))
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr and str(path) in done.stderr, done.stderr
    assert not (tmp_path / "out.yaml").exists()


@pytest.mark.parametrize(
    "script", ["deploy/prometheus/build.py", "deploy/prometheus/tests/build.py"]
)
def test_a_config_that_is_not_yaml_or_not_there_is_one_line(tmp_path: Path, script: str) -> None:
    out = tmp_path / "out.yaml"
    broken = tmp_path / "config.yaml"
    broken.write_text('job: "seer\n')
    for path, said in (
        (broken, "not YAML: found unexpected end of stream at line 2, column 1"),
        (tmp_path / "missing.yaml", "No such file or directory"),
    ):
        done = run(sys.executable, script, "--config", str(path), "--out", str(out))
        assert done.returncode == 2, done.stdout + done.stderr
        assert done.stderr == f"{path}: {said}\n"
    assert not out.exists()


@pytest.mark.integration
def test_alertmanager_config_checks_out() -> None:
    done = run(tool("amtool"), "check-config", str(ALERTMANAGER))
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.integration
@pytest.mark.parametrize(
    ("labels", "receiver"),
    [
        (["alertname=SeerWorkerDown", "severity=critical"], "seer-pager"),
        (["alertname=SeerRecallLow", "severity=warning", "env=prod"], "seer-retrieval-prod"),
        (["alertname=SeerRecallLow", "severity=warning", "env=staging"], "seer-default"),
    ],
)
def test_alerts_route_by_severity_and_segment(labels: list[str], receiver: str) -> None:
    done = run(
        tool("amtool"),
        "config",
        "routes",
        "test",
        f"--config.file={ALERTMANAGER}",
        f"--verify.receivers={receiver}",
        *labels,
    )
    assert done.returncode == 0, done.stdout + done.stderr


QUALITY = ("SeerRecallLow", "SeerContextBloat", "SeerF1Drop", "SeerNdcgDrop")


def test_alertmanager_groups_and_inhibits_by_the_rules_segment_keys() -> None:
    """Alertmanager's segment labels are written out in its config, not generated: one
    that drifts from the rules' keys groups notifications across segments, and lets one
    segment's SeerNoTraffic mute another's quality alerts (`equal` on a label both lack
    holds)."""
    keys = config()["segment_keys"]
    shipped = yaml.safe_load(ALERTMANAGER.read_text())
    assert shipped["route"]["group_by"] == ["alertname", *keys]
    assert shipped["inhibit_rules"]
    for rule in shipped["inhibit_rules"]:
        assert rule["equal"] == keys, rule


@pytest.mark.integration
def test_no_traffic_inhibits_the_same_segments_quality_alerts(tmp_path: Path) -> None:
    """The shipped inhibition rule, in a real Alertmanager: with SeerNoTraffic firing for a
    segment, that segment's quality alerts are suppressed; another segment's are not."""
    config = yaml.safe_load(ALERTMANAGER.read_text())
    alerts = [{"alertname": "SeerNoTraffic", "env": "prod", "feature_flag": "a"}]
    for flag in ("a", "b"):
        alerts += [{"alertname": name, "env": "prod", "feature_flag": flag} for name in QUALITY]
    expected = {("SeerNoTraffic", "a"): "active"}
    for name in QUALITY:
        expected |= {(name, "a"): "suppressed", (name, "b"): "active"}
    # b's own recall alert mutes its precision alert (the next test)
    expected[("SeerContextBloat", "b")] = "suppressed"
    with Alertmanager(tmp_path, config) as alertmanager:
        alertmanager.post_alerts([{**a, "severity": "warning"} for a in alerts])

        def states() -> dict[tuple[str, ...], str]:
            return alertmanager.states("alertname", "feature_flag")

        assert wait_for(lambda: states() == expected, 30), states()


@pytest.mark.integration
def test_a_recall_alert_mutes_the_same_segments_precision_alerts(tmp_path: Path) -> None:
    """A recall drop pulls precision down with it: while a segment's recall alert fires
    (either of them), its SeerContextBloat and SeerPrecisionDailyDrop are suppressed;
    another segment's precision alert is not."""
    config = yaml.safe_load(ALERTMANAGER.read_text())
    alerts = [
        {"alertname": "SeerRecallLow", "env": "staging", "feature_flag": "a"},
        {"alertname": "SeerContextBloat", "env": "staging", "feature_flag": "a"},
        {"alertname": "SeerRecallBelowTargetHighPriority", "env": "prod", "feature_flag": "b"},
        {"alertname": "SeerPrecisionDailyDrop", "env": "prod", "feature_flag": "b"},
        {"alertname": "SeerContextBloat", "env": "staging", "feature_flag": "c"},
    ]
    expected = {
        ("SeerRecallLow", "a"): "active",
        ("SeerContextBloat", "a"): "suppressed",
        ("SeerRecallBelowTargetHighPriority", "b"): "active",
        ("SeerPrecisionDailyDrop", "b"): "suppressed",
        ("SeerContextBloat", "c"): "active",
    }
    with Alertmanager(tmp_path, config) as alertmanager:
        alertmanager.post_alerts([{**a, "severity": "warning"} for a in alerts])

        def states() -> dict[tuple[str, ...], str]:
            return alertmanager.states("alertname", "feature_flag")

        assert wait_for(lambda: states() == expected, 30), states()


@pytest.mark.integration
def test_one_event_in_a_window_has_no_interval(tmp_path: Path) -> None:
    """n = 1 has no standard error. A window's sums are differences of float counters, so its
    S2 - S²/n is a rounding remainder of either sign: positive, over n - 1 = 0, it was +Inf,
    and the bounds a full-width [0, 1] from one event. Every stat of the interval is NaN
    now (filtered out by `>= -Inf`), the mean and the count are there."""
    labels = 'job="seer-stream",instance="w1",env="e",feature_flag="one"'
    # 9 events before (sum 2.25, squares 1.8125), then one of recall 2/3 at minute 4: the
    # remainder is +3.9e-16 (reviewer's reproduction of the exporter's accumulation)
    before, after = (9, 2.25, 1.8125), (10, 2.9166666666666665, 2.2569444444444446)
    names = ("events", "recall_sum", "recall_sum_squares")
    series = [
        {
            "series": f"seer_segment_{name}_total{{{labels}}}",
            "values": " ".join([repr(b)] * 4 + [repr(a)] * 8),
        }
        for name, b, a in zip(names, before, after, strict=True)
    ]
    window = [f"segment:seer_recall:{stat}_15m" for stat in ("stderr", "lower", "upper")]
    checks: list[dict[str, Any]] = [
        {"expr": f"{name} >= -Inf", "eval_time": "10m", "exp_samples": []} for name in window
    ]
    braces = _braces({"env": "e", "feature_flag": "one"})
    for name, value in (
        ("segment:seer_events:count_15m", 1.0),
        ("segment:seer_recall:mean_15m", after[1] - before[1]),
    ):
        exp = [{"labels": f"{name}{braces}", "value": value}]
        checks.append({"expr": name, "eval_time": "10m", "exp_samples": exp})
    groups = [g["name"] for g in yaml.safe_load(RULES.read_text())["groups"]]
    test = tmp_path / "one.test.yaml"
    test.write_text(
        yaml.safe_dump(
            {
                "rule_files": [str(RULES)],
                "evaluation_interval": "1m",
                "group_eval_order": groups,
                "tests": [{"interval": "1m", "input_series": series, "promql_expr_test": checks}],
            }
        )
    )
    tested = run(tool("promtool"), "test", "rules", str(test))
    assert tested.returncode == 0, tested.stdout + tested.stderr


def _braces(labels: dict[str, str]) -> str:
    return "{" + ", ".join(f'{k}="{v}"' for k, v in labels.items()) + "}"
