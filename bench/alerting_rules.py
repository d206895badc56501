"""Rules, promtool and Alertmanager for bench/alerting.py: the rule files it feeds
promtool, the tests it writes, what promtool says fired, and each design's inhibitions."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped, unused-ignore]  # PyYAML ships no stubs
from alerting_data import Series, encode

ROOT = Path(__file__).resolve().parents[1]

# Each design's Alertmanager inhibitions: a muted alert notifies nobody, so it pages nobody.
ROUTES = {
    "new": ROOT / "deploy/alertmanager/alertmanager.yml",
    "first": ROOT / "bench/first_design/alertmanager.yml",
}

# --- rules and promtool files --------------------------------------------------------------


def load_build() -> Any:
    """deploy/prometheus/build.py (a script, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "rules_build", ROOT / "deploy/prometheus/build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_by_alerts(doc: dict[str, Any]) -> dict[str, Any]:
    """The rules with only the recording rules that an alert reads, directly or not."""
    rules = [rule for group in doc["groups"] for rule in group["rules"]]
    exprs = {rule["record"]: rule["expr"] for rule in rules if "record" in rule}
    names = re.compile(r"[a-zA-Z_:][a-zA-Z0-9_:]*")
    needed: set[str] = set()
    frontier = [rule["expr"] for rule in rules if "alert" in rule]
    while frontier:
        found = {n for e in frontier for n in names.findall(e) if n in exprs} - needed
        needed |= found
        frontier = [exprs[n] for n in found]
    groups = [
        {**group, "rules": [r for r in group["rules"] if "alert" in r or r["record"] in needed]}
        for group in doc["groups"]
    ]
    return {"groups": [g for g in groups if g["rules"]]}


def rule_names(path: Path) -> tuple[list[str], list[str]]:
    """The groups of a rules file in its order, and its alerts."""
    groups = yaml.safe_load(path.read_text())["groups"]
    alerts = [rule["alert"] for group in groups for rule in group["rules"] if "alert" in rule]
    return [group["name"] for group in groups], alerts


def write_test(
    path: Path,
    rules: str,
    series: Iterable[Series],
    minutes: int,
    names: Sequence[str],
    groups: Sequence[str],
) -> None:
    """A promtool test: the input series, and no alert expected at any minute.

    The groups are evaluated in `groups`' order (the rules file's: windows, then alerts),
    as the generated rule tests do: without an order promtool takes one at random per
    run, and an alert reads some windows as of the minute before, by chance."""
    tests = [
        {"eval_time": f"{t}m", "alertname": name, "exp_alerts": []}
        for t in range(1, minutes + 1)
        for name in names
    ]
    inputs = [{"series": selector, "values": encode(values)} for selector, values in series]
    doc = {
        "rule_files": [rules],  # beside the test file
        "evaluation_interval": "1m",
        "group_eval_order": list(groups),
        "tests": [{"interval": "1m", "input_series": inputs, "alert_rule_test": tests}],
    }
    path.write_text(json.dumps(doc))  # JSON is YAML


# --- reading promtool's output -------------------------------------------------------------

_HEADER = re.compile(r"alertname: (\w+), time: (\w+),")
_LABELS = re.compile(r"Labels:\{(.*)\}")
_PAIR = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')
_UNITS = {"y": 525600, "w": 10080, "d": 1440, "h": 60, "m": 1, "s": 1 / 60, "ms": 1 / 60000}
_DURATION = re.compile(r"(\d+)(ms|y|w|d|h|m|s)")

Firing = dict[str, dict[str, set[int]]]  # segment (or instance) -> alert -> minutes firing


def minutes_of(text: str) -> int:
    return round(sum(int(n) * _UNITS[u] for n, u in _DURATION.findall(text)))


def parse_firing(output: str) -> Firing:
    """The alerts promtool got at each evaluation, by feature_flag (or instance)."""
    firing: Firing = {}
    alert, minute = "", 0
    for line in output.splitlines():
        header = _HEADER.search(line)
        if header:
            alert, minute = header.group(1), minutes_of(header.group(2))
            continue
        labels = _LABELS.search(line)
        if labels and alert:
            pairs = dict(_PAIR.findall(labels.group(1)))
            key = pairs.get("feature_flag") or pairs.get("instance") or pairs.get("job", "")
            firing.setdefault(key, {}).setdefault(alert, set()).add(minute)
    return firing


def run_promtool(path: Path) -> tuple[Firing, float]:
    started = time.monotonic()
    # One core each (two run at once) and less garbage collection: ~17 % less CPU.
    env = {**os.environ, "GOMAXPROCS": "1", "GOGC": "400"}
    command = ["promtool", "test", "rules", str(path)]
    proc = subprocess.run(command, capture_output=True, text=True, env=env)
    output = proc.stdout + proc.stderr
    # A rule file promtool cannot find is only a warning, and then every test passes.
    broken = "WARNING" in output or (proc.returncode == 1 and "alertname:" not in output)
    if proc.returncode not in (0, 1) or broken:
        raise RuntimeError(f"promtool failed on {path}:\n{output[-3000:]}")
    return parse_firing(output), time.monotonic() - started


# --- Alertmanager -------------------------------------------------------------------------


Inhibition = tuple[re.Pattern[str], re.Pattern[str]]  # source, target alert names


def _alertname(matchers: Sequence[str]) -> re.Pattern[str]:
    [matcher] = [m for m in matchers if m.startswith("alertname")]
    operator, value = re.fullmatch(r'alertname(=~|=)"(.*)"', matcher).groups()  # type: ignore[union-attr]
    return re.compile(value if operator == "=~" else re.escape(value))


def inhibitions(design: str) -> list[Inhibition]:
    """The design's inhibit rules between alerts of one segment (all of them are: their
    `equal` labels are segment keys)."""
    config = yaml.safe_load(ROUTES[design].read_text())
    return [
        (_alertname(rule["source_matchers"]), _alertname(rule["target_matchers"]))
        for rule in config.get("inhibit_rules", [])
    ]


def notified(alerts: dict[str, set[int]], rules: Sequence[Inhibition]) -> dict[str, set[int]]:
    """A segment's alerts as Alertmanager passes them on: minutes where an inhibiting alert
    of the same segment fires are muted."""
    muted: dict[str, set[int]] = {}
    for source, target in rules:
        for name, minutes in alerts.items():
            if target.fullmatch(name):
                for other, firing in alerts.items():
                    if other != name and source.fullmatch(other):
                        muted.setdefault(name, set()).update(minutes & firing)
    return {name: minutes - muted.get(name, set()) for name, minutes in alerts.items()}
