"""The alert-rule builder (deploy/prometheus/build.py) run in-process, so that mutation
testing (`make mutate`) sees which of its lines the tests check: test_alerting.py runs it
as a subprocess, which mutmut cannot follow into. The committed seer-rules.yaml is the
reviewed output (promtool's unit tests run against it, `make lint` checks it is current);
the rest pins the durations, the time scale, the refusals and the command line."""

from __future__ import annotations

import copy
import importlib
import re
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped, unused-ignore]

from tests.support.durations import rule_shape, seconds

# Imported by name at run time (a string to import_module), so typed as a module of any
# attributes. Under mutmut this is mutants/deploy/prometheus.
rules: Any = importlib.import_module("deploy.prometheus.build")

ROOT = Path(__file__).resolve().parents[2]
PROMETHEUS = ROOT / "deploy/prometheus"
CONFIG = PROMETHEUS / "config.yaml"
RULES = PROMETHEUS / "seer-rules.yaml"


def config() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(CONFIG.read_text())
    return loaded


# --- the rules as committed ---------------------------------------------------------------


def test_the_committed_rules_are_what_the_config_builds() -> None:
    assert rules.render(CONFIG) == RULES.read_text()
    assert rules.build(config()) == yaml.safe_load(RULES.read_text())


def test_check_passes_on_the_committed_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert rules.main(["--check"]) == 0
    assert capsys.readouterr().out == ""


def test_every_alert_carries_severity_summary_description_and_its_runbook_section() -> None:
    url = config()["runbook_url"]
    alerts = [r for g in rules.build(config())["groups"] for r in g["rules"] if "alert" in r]
    # SPEC §7's fixed names, the relative drops, and the volume and monitor-health alerts
    assert {a["alert"] for a in alerts} == {
        "SeerRecallBelowTargetHighPriority",
        "SeerRecallLow",
        "SeerContextBloat",
        "SeerF1Drop",
        "SeerNdcgDrop",
        "SeerRecallDailyDrop",
        "SeerPrecisionDailyDrop",
        "SeerVolumeDrop",
        "SeerNoTraffic",
        "SeerWorkerDown",
        "SeerSegmentKeysMismatch",
        "SeerScoringBehind",
        "SeerScoringStalled",
        "SeerEvaluatorFailing",
        "SeerEvaluatorRateLimited",
        "SeerJudgeCanaryBelowFloor",
        "SeerJudgeInconsistent",
    }
    for alert in alerts:
        assert list(alert)[:3] == ["alert", "expr", "for"], alert["alert"]
        assert alert["labels"]["severity"] in {"critical", "warning"}
        annotations = alert["annotations"]
        assert set(annotations) == {"summary", "description", "runbook_url"}
        assert annotations["runbook_url"] == f"{url}#{alert['alert'].lower()}"


# --- durations ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value"),
    [("90s", 90), ("1h30m", 5400), ("250ms", 0.25), ("2d", 172800), ("1d2h3m4s5ms", 93784.005)],
)
def test_seconds_reads_prometheus_durations(text: str, value: float) -> None:
    assert rules.seconds(text) == pytest.approx(value)


@pytest.mark.parametrize("text", ["", "90", "5 minutes", "5mn", "1.5h", "h", "m5", "5m "])
def test_seconds_refuses_what_is_not_a_duration(text: str) -> None:
    with pytest.raises(ValueError, match=r"^not a duration: "):
        rules.seconds(text)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (86400, "1d"),
        (7200, "2h"),
        (5400, "90m"),  # the largest unit that fits exactly, one unit only
        (90, "90s"),
        (60, "1m"),
        (1, "1s"),
        (1.5, "1500ms"),
        (0.3, "300ms"),
        (0.001, "1ms"),
        (3 * 86400 + 3600, "73h"),
    ],
)
def test_duration_writes_the_largest_unit_that_fits_exactly(value: float, text: str) -> None:
    assert rules.duration(value) == text
    assert seconds(text) == pytest.approx(value)


@pytest.mark.parametrize("value", [0.0, 0.0004, -1.0])
def test_duration_refuses_less_than_a_millisecond(value: float) -> None:
    with pytest.raises(ValueError, match="below a millisecond"):
        rules.duration(value)


def test_a_threshold_of_one_is_drawn_a_hair_below_one() -> None:
    assert rules.threshold_line(1.0) == "0.999999999"
    assert rules.threshold_line(0.85) == "0.85"
    assert rules.threshold_line(0.999) == "0.999"


# --- the time scale ------------------------------------------------------------------------


@pytest.mark.parametrize("scale", [60, 7.5])
def test_time_scale_divides_every_duration_and_keeps_every_name(scale: float) -> None:
    nominal, fast = rules.build(config()), rules.build(config(), scale)
    assert [g["name"] for g in fast["groups"]] == [g["name"] for g in nominal["groups"]]
    durations = 0
    for group, scaled in zip(nominal["groups"], fast["groups"], strict=True):
        if "interval" in group:
            assert seconds(scaled["interval"]) == pytest.approx(seconds(group["interval"]) / scale)
        else:
            assert "interval" not in scaled
        assert len(scaled["rules"]) == len(group["rules"])
        for one, other in zip(group["rules"], scaled["rules"], strict=True):
            shape, values = rule_shape(one)
            scaled_shape, scaled_values = rule_shape(other)
            assert scaled_shape == shape  # names keep their nominal windows
            assert scaled_values == pytest.approx([v / scale for v in values]), shape
            durations += len(values)
    assert durations > 200


def test_a_scaled_file_holds_the_scaled_rules() -> None:
    assert yaml.safe_load(rules.render(CONFIG, 60)) == rules.build(config(), 60)
    assert rules.Rules(config()).groups() == rules.build(config())["groups"]  # unscaled


def test_high_priority_matchers_are_sorted_and_comma_separated() -> None:
    changed = config()
    changed["high_priority"] = {"feature_flag": "v2", "env": "prod"}
    [alert] = [
        r
        for g in rules.build(changed)["groups"]
        for r in g["rules"]
        if r.get("alert") == "SeerRecallBelowTargetHighPriority"
    ]
    assert '{env="prod",feature_flag="v2"} < 0.999999999' in alert["expr"]


def test_the_header_says_the_file_is_generated_and_how_it_was_scaled() -> None:
    nominal = rules.render(CONFIG)
    assert nominal.startswith(
        "# Generated by deploy/prometheus/build.py from config.yaml: do not edit.\ngroups:\n"
    )
    scaled = rules.render(CONFIG, 60)
    assert scaled.startswith(
        "# Generated by deploy/prometheus/build.py from config.yaml, every duration divided"
        " by 60: do not edit.\n"
    )


def test_a_time_scale_must_be_positive() -> None:
    for scale in (0.0, -60.0):
        with pytest.raises(ValueError, match=r"^the time scale must be positive$"):
            rules.Rules(config(), scale)


def test_slow_windows_start_at_their_configured_window() -> None:
    changed = config()
    changed["slow_windows"] = {"from": "1h", "interval": "2m"}
    groups = {g["name"]: g for g in rules.build(changed)["groups"]}
    slow = [w for w in changed["windows"] if rules.seconds(w) >= 3600]
    assert slow[0] == "1h" and len(slow) < len(changed["windows"])
    spaced = [w for w in changed["windows"] if "interval" in groups[f"seer-stream.window.{w}"]]
    assert spaced == slow
    assert groups["seer-stream.window.1h"]["interval"] == "2m"


# --- refusals --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c["pairs"].append({"long": "3h", "short": "15m"}), "pair window 3h"),
        (lambda c: c["pairs"].append({"long": "1h", "short": "10m"}), "pair window 10m"),
        (lambda c: c.update(baseline="7d"), "baseline 7d is not in `windows`"),
        (lambda c: c["rates"].update(volume="3h"), "rates.volume 3h is not in `windows`"),
        (lambda c: c["rates"].update(no_traffic="45m"), "rates.no_traffic 45m"),
        (
            lambda c: c["pairs"].append({"long": "24h", "short": "24h"}),
            "pairs.5: the long window 24h must be longer than the short window 24h",
        ),
    ],
    ids=["pair-long", "pair-short", "baseline", "volume", "no-traffic", "long-not-longer"],
)
def test_a_window_the_rules_do_not_record_is_refused(change: Any, message: str) -> None:
    bad = copy.deepcopy(config())
    change(bad)
    with pytest.raises(ValueError, match=re.escape(message)):
        rules.build(bad)


def test_a_bad_config_exits_2_naming_the_file_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = config()
    bad["for"]["quality"] = "5 minutes"
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(bad))
    out = tmp_path / "rules.yaml"
    assert rules.main(["--config", str(path), "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"{path}: for.quality: not a duration: '5 minutes'\n"
    assert not out.exists()
    missing = config()
    del missing["thresholds"]["precision"]
    path.write_text(yaml.safe_dump(missing))
    assert rules.main(["--config", str(path), "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"{path}: missing 'thresholds.precision'\n"


# Each of these was taken before, and gave rules that promtool passes and that never do what
# was meant (or a traceback): the builder now names the value and writes nothing.
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c.update(min_events="abc"), "min_events: Input should be a valid integer"),
        (lambda c: c.update(min_events=1), "min_events: Input should be greater than or equal"),
        (lambda c: c.update(z=-1), "z: Input should be greater than 0"),
        (lambda c: c.update(z=float("nan")), "z: Input should be a finite number"),
        (lambda c: c["thresholds"].update(recall=1.85), "thresholds.recall: Input should be"),
        (lambda c: c["thresholds"].update(precision=0), "thresholds.precision: Input should be"),
        (lambda c: c["thresholds"].update(relative_drop=1), "thresholds.relative_drop"),
        (lambda c: c["health"].update(failing_ratio=2), "health.failing_ratio"),
        (lambda c: c["judge"].update(kappa_floor=3), "judge.kappa_floor"),
        (lambda c: c["judge"].update(min_rechecks=0), "judge.min_rechecks"),
        (
            lambda c: c.update(pairs=[{"long": "5m", "short": "15m"}]),
            "pairs.0: the long window 5m must be longer than the short window 15m",
        ),
        (lambda c: c.update(pairs=[]), "pairs: List should have at least 1 item"),
        (lambda c: c.update(windows=[*c["windows"], "5m"]), "a window is listed twice"),
        (lambda c: c["windows"].__setitem__(0, "0s"), "windows.0: a window must be longer than 0"),
        (
            lambda c: c.update(keep_firing_for=10),
            "keep_firing_for: not a duration: 10 (a number and a unit, e.g. '10m')",
        ),
        (lambda c: c.update(runbook_url="docs/runbook.md"), "runbook_url: String should match"),
        (lambda c: c.update(job=""), "job: String should have at least 1 character"),
        (lambda c: c.update(thresholdz=c.pop("thresholds")), "unknown setting 'thresholdz'"),
        (lambda c: c["for"].update(qualiy="5m"), "unknown setting 'for.qualiy'"),
        (lambda c: c.update(high_priority={}), "high_priority: empty selects every segment"),
        (lambda c: c.update(segment_keys=[]), "segment_keys: List should have at least 1 item"),
        (
            lambda c: c.update(high_priority={"tier": "gold"}),
            "high_priority: 'tier' is not one of segment_keys",
        ),
        (
            lambda c: c.update(high_priority={"env": "prod eu"}),
            "high_priority.env: 'prod eu' is never a label value: workers write it 'prod_eu'",
        ),
        (
            lambda c: c.update(high_priority={"env": ["prod", "staging"]}),
            "high_priority.env: a label value is text or a number, not ['prod', 'staging']",
        ),
    ],
)
def test_a_value_of_the_wrong_kind_or_range_is_refused_by_name(change: Any, message: str) -> None:
    bad = copy.deepcopy(config())
    change(bad)
    with pytest.raises(ValueError, match=re.escape(message)):
        rules.build(bad)


def test_a_window_of_a_second_is_a_window() -> None:
    changed = config()
    changed["windows"] = ["1s", *changed["windows"]]
    groups = {g["name"] for g in rules.build(changed)["groups"]}
    assert "seer-stream.window.1s" in groups


def test_several_wrong_values_are_named_together() -> None:
    bad = config()
    bad.update(z=0, min_events="many")
    with pytest.raises(ValueError, match=r"^z: .+; min_events: "):
        rules.build(bad)


def test_high_priority_labels_are_matched_as_workers_write_them() -> None:
    """YAML reads `{canary: true}` as a boolean and `{tier: 1}` as a number; workers write
    those labels `true` and `1` (stream.segments.sanitize), so the rules must match those."""
    changed = config()
    changed.update(
        segment_keys=["env", "canary", "tier"], high_priority={"canary": True, "tier": 1}
    )
    expr = next(
        r["expr"]
        for g in rules.build(changed)["groups"]
        for r in g["rules"]
        if r.get("alert") == "SeerRecallBelowTargetHighPriority"
    )
    assert '{canary="true",tier="1"}' in expr
    assert "True" not in expr


def test_a_job_name_with_a_quote_is_quoted_in_promql() -> None:
    changed = config()
    changed["job"] = 'seer "eu" \\ 1\n2'
    exprs = [r["expr"] for g in rules.build(changed)["groups"] for r in g["rules"]]
    jobs = {m for e in exprs for m in re.findall(r'job="(?:[^"\\]|\\.)*"', e)}
    assert jobs == {'job="seer \\"eu\\" \\\\ 1\\n2"'}


def test_a_config_that_is_not_yaml_or_not_there_is_one_line_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rules.yaml"
    path = tmp_path / "config.yaml"
    path.write_text('job: "seer\nz: [1.96\n')
    assert rules.main(["--config", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"{path}: not YAML: found unexpected end of stream at line 3, column 1\n"
    path.write_text("job: seer\x00\n")  # PyYAML's reader refuses it, with no line or column
    assert rules.main(["--config", str(path), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}: not YAML: unacceptable character #x0000")
    assert err.endswith("position 9\n")
    missing = tmp_path / "nothing.yaml"
    assert rules.main(["--config", str(missing), "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"{missing}: No such file or directory\n"
    path.write_text("- 1\n- 2\n")
    assert rules.main(["--config", str(path), "--out", str(out)]) == 2
    assert capsys.readouterr().err == f"{path}: the config must be a mapping of settings\n"
    assert not out.exists()


# --- the command line ------------------------------------------------------------------------


def test_main_writes_the_rules_and_check_then_agrees(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "rules.yaml"
    assert rules.main(["--out", str(out)]) == 0
    assert out.read_text() == RULES.read_text()
    assert rules.main(["--out", str(out), "--check"]) == 0
    scaled = tmp_path / "scaled.yaml"
    assert rules.main(["--out", str(scaled), "--time-scale", "60"]) == 0
    assert scaled.read_text() == rules.render(CONFIG, 60)
    assert capsys.readouterr().out == ""


def test_check_fails_on_a_stale_or_missing_file_and_says_how_to_fix_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stale = tmp_path / "rules.yaml"
    stale.write_text(RULES.read_text() + "# edited by hand\n")
    assert rules.main(["--out", str(stale), "--check"]) == 1
    assert capsys.readouterr().out == (
        f"{stale} is out of date: run python deploy/prometheus/build.py\n"
    )
    assert stale.read_text().endswith("# edited by hand\n")  # --check never writes
    missing = tmp_path / "missing.yaml"
    assert rules.main(["--out", str(missing), "--check"]) == 1
    assert not missing.exists()
    assert "is out of date" in capsys.readouterr().out


def test_help_describes_the_command_and_each_option(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit) as done:
        rules.main(["--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert rules.__doc__.splitlines()[0] in text
    assert "--check fail if --out is not up to date" in text
    assert "--time-scale N divide every duration by N (e.g. 60: a simulated minute per second)" in (
        text
    )


def test_a_read_error_without_an_errno_is_said_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: Path, *args: Any, **kwargs: Any) -> str:
        raise OSError("the device went away")  # no errno, so no strerror

    monkeypatch.setattr(Path, "read_text", refuse)
    with pytest.raises(ValueError, match=r"^the device went away$"):
        rules.read_config(tmp_path / "config.yaml")
