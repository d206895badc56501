"""Alert rules and Alertmanager config, checked with the real promtool and amtool."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "deploy/prometheus/seer-rules.yaml"
CONFIG = ROOT / "deploy/prometheus/config.yaml"
ALERTMANAGER = ROOT / "deploy/alertmanager/alertmanager.yml"
RUNBOOK = ROOT / "docs/runbook.md"


def tool(name: str) -> str:
    path = shutil.which(name)
    assert path, f"{name} is not installed: `make test` installs it (Debian package)"
    return path


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, timeout=120, cwd=ROOT)


def rules() -> list[dict[str, Any]]:
    return [r for g in yaml.safe_load(RULES.read_text())["groups"] for r in g["rules"]]


def test_rules_file_is_generated_from_the_config() -> None:
    done = run(sys.executable, "deploy/prometheus/build.py", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_promtool_checks_and_unit_tests_pass() -> None:
    checked = run(tool("promtool"), "check", "rules", str(RULES))
    assert checked.returncode == 0 and "SUCCESS" in checked.stdout, checked.stdout + checked.stderr
    tested = run(tool("promtool"), "test", "rules", "deploy/prometheus/tests/seer-rules.test.yaml")
    assert tested.returncode == 0 and "SUCCESS" in tested.stdout, tested.stdout + tested.stderr


def test_every_alert_is_complete_and_has_a_runbook_section() -> None:
    sections = set(re.findall(r"^## (\w+)$", RUNBOOK.read_text(), re.M))
    alerts = [r for r in rules() if "alert" in r]
    assert len(alerts) >= 10
    for alert in alerts:
        assert alert["for"], alert["alert"]
        assert alert["labels"]["severity"] in {"critical", "warning"}
        annotations = alert["annotations"]
        assert annotations["summary"] and annotations["description"]
        anchor = annotations["runbook_url"].split("#")[1]
        assert anchor == alert["alert"].lower() and alert["alert"] in sections


def test_quality_alerts_need_enough_events() -> None:
    minimum = yaml.safe_load(CONFIG.read_text())["min_events"]
    for alert in rules():
        if "seer_window_" in alert.get("expr", "") and "alert" in alert:
            assert "seer_window_events:max" in alert["expr"], alert["alert"]
            assert f">= {minimum}" in alert["expr"], alert["alert"]


def test_recording_rules_are_named_level_metric_operation() -> None:
    for rule in rules():
        if "record" in rule:
            assert re.fullmatch(r"[a-z_]+:seer_[a-z0-9_]+:[a-z0-9_]+", rule["record"]), rule[
                "record"
            ]


def test_alertmanager_config_checks_out() -> None:
    done = run(tool("amtool"), "check-config", str(ALERTMANAGER))
    assert done.returncode == 0, done.stdout + done.stderr


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


def test_no_traffic_inhibits_the_same_segments_quality_alerts() -> None:
    config = yaml.safe_load(ALERTMANAGER.read_text())
    [rule] = [
        r for r in config["inhibit_rules"] if r["source_matchers"] == ['alertname="SeerNoTraffic"']
    ]
    assert set(rule["equal"]) == {"env", "feature_flag"}
    pattern = rule["target_matchers"][0].split("=~", 1)[1].strip('"')
    for alert in ("SeerRecallLow", "SeerContextBloat", "SeerF1Drop", "SeerNdcgDrop"):
        assert re.fullmatch(pattern, alert)
    assert not re.fullmatch(pattern, "SeerNoTraffic")
