"""The table and the targets of bench/alerting.py, from its rows (one per scenario, rate
and design, as written to --json)."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

Row = dict[str, Any]  # one scenario, rate and design, as written to --json
COLUMNS: tuple[tuple[str, Callable[[Row], str]], ...] = (
    ("precision", lambda r: _pct(r["precision"])),
    ("recall", lambda r: _pct(r.get("recall"))),
    ("detection min\nmedian (max)", lambda r: _minutes(r.get("detection_min"))),
    ("reset min\nmedian (max)", lambda r: _minutes(r.get("reset_min"), "-")),
    ("flaps", lambda r: str(r.get("flaps", "-"))),
    ("false pages", lambda r: str(r["false_pages"])),
)


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0%}"


def _minutes(values: list[int | None] | None, missing: str = "never") -> str:
    """median (max) of the measured values; `missing` when none was measured."""
    seen = [v for v in values or [] if v is not None]
    if not seen:
        return missing if values else "-"
    return f"{statistics.median(seen):g} ({max(seen)})"


def _flapped(row: dict[str, Any]) -> str:
    counts = row.get("flaps_by_alert") or {}
    return ", ".join(f"{name.removeprefix('Seer')} {n}" for name, n in counts.items()) or "-"


def _note(new: dict[str, Any], old: dict[str, Any]) -> str:
    scenario = new["scenario"]
    if scenario == "healthy":
        days = f"{new['false_pages_first_day']} | {old['false_pages_first_day']}"
        return f"{new['segment_days']} segment-days; false pages on day 1: {days}"
    note = f"flaps: {_flapped(new)} | {_flapped(old)}"
    if scenario == "drift":
        at = [[x for x in r["recall_at_detection"] if x is not None] for r in (new, old)]
        medians = [f"{statistics.median(x):.2f}" if x else "-" for x in at]
        note = f"recall at detection {medians[0]} | {medians[1]}; {note}"
    if scenario == "judge":
        fired = f"{new['no_traffic_trials']} | {old['no_traffic_trials']}"
        note = f"SeerNoTraffic fired in {fired} of {new['cases']} trials; {note}"
    return note


def table(rows: list[dict[str, Any]]) -> Table:
    out = Table(
        title="Alert quality, each cell: new design | first design (simulated time, promtool)"
    )
    for name in ("scenario", "rate/min", "cases", *(c for c, _ in COLUMNS), "notes"):
        out.add_column(name, justify="left" if name in ("scenario", "notes") else "right")
    pairs: dict[tuple[str, float], dict[str, dict[str, Any]]] = {}
    for row in rows:
        pairs.setdefault((row["scenario"], row["rate_per_min"]), {})[row["design"]] = row
    for (scenario, rate), by in pairs.items():
        new, old = by["new"], by["first"]
        cells = [f"{read(new)} | {read(old)}" for _, read in COLUMNS]
        out.add_row(scenario, f"{rate:g}", str(new["cases"]), *cells, _note(new, old))
    return out


def _worst(values: list[int | None], every: bool = True) -> int | None:
    """The largest value; None when none was measured, or (`every`) one was not."""
    seen = [v for v in values if v is not None]
    return None if not seen or (every and len(seen) < len(values)) else max(seen)


def _check(target: str, value: int | None, limit: int) -> dict[str, Any]:
    return {"target": target, "met": value is not None and value <= limit, "measured": value}


def targets(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The issue's targets, read on the new design's rows (None: missed on some case)."""
    checks = []
    for row in (r for r in rows if r["design"] == "new"):
        scenario, rate = row["scenario"], f"{row['rate_per_min']:g}/min"
        if scenario == "healthy":
            checks.append(_check(f"healthy {rate}: false pages = 0", row["false_pages"], 0))
        elif scenario == "recall":
            limit = 20 if row["rate_per_min"] >= 5 else 60
            detected = _worst(row["detection_min"])
            checks.append(_check(f"recall 0.70 {rate}: paged within {limit} min", detected, limit))
            checks.append(_check(f"recall 0.70 {rate}: flaps = 0", row["flaps"], 0))
            checks.append(
                _check(
                    f"recall 0.70 {rate}: resolved within 30 min",
                    _worst(row["reset_min"], every=False),
                    30,
                )
            )
        elif scenario == "ndcg" and row["rate_per_min"] >= 5:
            checks.append(
                _check(f"nDCG -0.15 {rate}: paged within 30 min", _worst(row["detection_min"]), 30)
            )
        elif scenario == "judge":
            checks.append(
                _check(
                    f"judge down {rate}: health page within 15 min",
                    _worst(row["detection_min"]),
                    15,
                )
            )
            checks.append(
                _check(f"judge down {rate}: SeerNoTraffic trials = 0", row["no_traffic_trials"], 0)
            )
    return checks


def report(rows: list[dict[str, Any]], checks: list[dict[str, Any]], footer: str) -> None:
    console = Console(width=200)
    console.print(table(rows))
    for check in checks:
        mark = "[green]met   [/]" if check["met"] else "[red]missed[/]"
        measured = "missed on some case" if check["measured"] is None else check["measured"]
        console.print(f"  {mark} {check['target']} (measured: {measured})")
    console.print(footer)
