"""How bench/alerting.py reads what fired: pages, detection, reset and flaps of each
degraded segment or judge trial, false pages of the healthy segment-time, and the rows
(one per scenario, rate and design) that the report and --json take."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from alerting_rules import inhibitions, notified
from alerting_scenarios import DAY, DESIGNS, JUDGE_DOWN, JUDGE_MINUTES, QUALITY_MINUTES, Job, Spec

QUALITY = (
    "SeerRecallBelowTargetHighPriority",
    "SeerRecallLow",
    "SeerContextBloat",
    "SeerF1Drop",
    "SeerNdcgDrop",
    "SeerRecallDailyDrop",
    "SeerPrecisionDailyDrop",
)
HEALTH = {
    "new": ("SeerEvaluatorFailing", "SeerScoringBehind", "SeerScoringStalled"),
    "first": ("SeerEvaluatorFailing",),
}


def episodes(minutes: set[int]) -> list[tuple[int, int]]:
    """Runs of consecutive firing minutes as [start, end)."""
    runs: list[tuple[int, int]] = []
    for m in sorted(minutes):
        if runs and runs[-1][1] == m:
            runs[-1] = (runs[-1][0], m + 1)
        else:
            runs.append((m, m + 1))
    return runs


Page = tuple[int, str]  # the minute it fired, the alert


@dataclass
class Outcome:
    """One degradation (a segment, or a judge trial) as the alerts saw it."""

    pages: list[Page]  # one per episode of one paging alert
    true_pages: int = 0
    detected: int | None = None  # minutes from the change to the first firing
    reset: int | None = None  # minutes from the recovery to resolved
    flaps: dict[str, int] = field(default_factory=dict)  # resolutions while degraded
    no_traffic: bool = False


def page_starts(alerts: dict[str, set[int]], paging: Sequence[str]) -> list[Page]:
    return sorted((s, name) for name in paging for s, _ in episodes(alerts.get(name, set())))


def resolutions(firing: set[int], start: int, end: int) -> int:
    """Evaluations in (start, end) where the alert stopped firing."""
    return sum(1 for m in range(start + 1, end) if m - 1 in firing and m not in firing)


def assess(alerts: dict[str, set[int]], paging: Sequence[str], spec: Spec, minutes: int) -> Outcome:
    """Pages, detection, flaps and reset of one degraded segment (or monitor)."""
    assert spec.degraded is not None
    start, end = spec.degraded
    outcome = Outcome(page_starts(alerts, paging))
    outcome.true_pages = sum(1 for s, _ in outcome.pages if start <= s < end)
    target = set().union(*(alerts.get(name, set()) for name in spec.target))
    firing = sorted(m for m in target if start <= m < end)
    outcome.detected = firing[0] - start if firing else None
    for name in paging:
        if resolved := resolutions(alerts.get(name, set()), start, end):
            outcome.flaps[name] = resolved
    if end < minutes and end in target:
        outcome.reset = (
            next((m for m in range(end, minutes + 1) if m not in target), minutes + 1) - end
        )
    return outcome


Key = tuple[str, float, str]  # scenario, rate, design


@dataclass
class Healthy:
    """Healthy segment-time at one rate: healthy segments whole, the others until their change."""

    minutes: int = 0
    segments: int = 0
    pages: list[Page] = field(default_factory=list)


def worker_alerts(job: Job) -> dict[str, set[int]]:
    """The alerts of the worker rather than of a segment: by instance, or by job."""
    merged: dict[str, set[int]] = {}
    segments = {spec.name for spec in job.specs}
    for key, alerts in job.firing.items():
        if key not in segments:
            for name, minutes in alerts.items():
                merged.setdefault(name, set()).update(minutes)
    return merged


def judge_outcome(job: Job) -> Outcome:
    """A judge trial: the worker's health alerts page; quality pages are false pages."""
    health = HEALTH[job.design]
    first = job.specs[0]
    monitor = Spec("w0", "judge", first.rate, first.profile, JUDGE_DOWN, health)
    outcome = assess(worker_alerts(job), health, monitor, JUDGE_MINUTES)
    for spec in job.specs:
        alerts = notified(job.firing.get(spec.name, {}), inhibitions(job.design))
        outcome.pages += page_starts(alerts, QUALITY)
        outcome.no_traffic |= bool(alerts.get("SeerNoTraffic"))
    return outcome


def collect(jobs: Sequence[Job]) -> tuple[dict[Key, list[Outcome]], dict[Key, Healthy]]:
    degraded: dict[Key, list[Outcome]] = {}
    healthy: dict[Key, Healthy] = {}
    rules = {design: inhibitions(design) for design in DESIGNS}
    for job in jobs:
        if job.kind == "judge":
            key = ("judge", job.specs[0].rate, job.design)
            degraded.setdefault(key, []).append(judge_outcome(job))
            continue
        for spec in job.specs:
            alerts = notified(job.firing.get(spec.name, {}), rules[job.design])
            span = healthy.setdefault(("healthy", spec.rate, job.design), Healthy())
            span.minutes += spec.healthy_until
            span.segments += 1
            span.pages += [p for p in page_starts(alerts, QUALITY) if p[0] < spec.healthy_until]
            if spec.degraded is not None:
                outcome = assess(alerts, QUALITY, spec, QUALITY_MINUTES)
                degraded.setdefault((spec.scenario, spec.rate, job.design), []).append(outcome)
    return degraded, healthy


def other_alerts(jobs: Sequence[Job]) -> dict[str, dict[str, int]]:
    """Episodes of the alerts that are not quality pages in the quality runs (volume,
    monitor health), by design: none is expected there. (The model plays none of them:
    its runs are left out.)"""
    found: dict[str, dict[str, int]] = {}
    for job in (j for j in jobs if j.kind == "quality" and j.series is None):
        for alerts in job.firing.values():
            for name, minutes in alerts.items():
                if name not in QUALITY:
                    counts = found.setdefault(job.design, {})
                    counts[name] = counts.get(name, 0) + len(episodes(minutes))
    return found


def summary(key: Key, results: list[Outcome], healthy: float) -> dict[str, Any]:
    scenario, rate, design = key
    pages = sum(len(r.pages) for r in results)
    true_pages = sum(r.true_pages for r in results)
    detected = [r.detected for r in results]
    row: dict[str, Any] = {
        "scenario": scenario,
        "rate_per_min": rate,
        "design": design,
        "cases": len(results),
        "pages": pages,
        "false_pages": pages - true_pages,
        "precision": true_pages / pages if pages else None,
        "pages_by_alert": _count(name for r in results for _, name in r.pages),
        "recall": sum(d is not None for d in detected) / len(results),
        "detection_min": detected,
        "reset_min": [r.reset for r in results],
        "flaps": sum(sum(r.flaps.values()) for r in results),
        "flaps_by_alert": _count(
            name for r in results for name, n in r.flaps.items() for _ in range(n)
        ),
    }
    if scenario == "drift":
        row["recall_at_detection"] = [
            None if d is None else round(healthy - 0.01 * min(d, DAY) / 60, 3) for d in detected
        ]
    if scenario == "judge":
        row["no_traffic_trials"] = sum(r.no_traffic for r in results)
    return row


def healthy_summary(key: Key, span: Healthy) -> dict[str, Any]:
    scenario, rate, design = key
    return {
        "scenario": scenario,
        "rate_per_min": rate,
        "design": design,
        "cases": span.segments,
        "segment_days": round(span.minutes / DAY, 1),
        "pages": len(span.pages),
        "false_pages": len(span.pages),
        "false_pages_first_day": sum(1 for s, _ in span.pages if s < DAY),
        "pages_by_alert": _count(name for _, name in span.pages),
        "precision": 0.0 if span.pages else None,
    }


def _count(names: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for name in sorted(names):
        counts[name] = counts.get(name, 0) + 1
    return counts


def summarize(jobs: Sequence[Job], healthy: float) -> list[dict[str, Any]]:
    degraded, times = collect(jobs)
    rows = [healthy_summary(k, t) for k, t in times.items()]
    rows += [summary(k, outcomes, healthy) for k, outcomes in degraded.items()]
    order = ["healthy", "recall", "ndcg", "drift", "judge"]
    return sorted(
        rows,
        key=lambda r: (order.index(r["scenario"]), r["rate_per_min"], DESIGNS.index(r["design"])),
    )
