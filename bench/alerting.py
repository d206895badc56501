"""Alert quality of the seer-stream rules through Prometheus' own rule engine (prints figures).

    python bench/alerting.py [--config FILE] [--seed N] [--quick] [--trials N]
                             [--engine promtool|model] [--json FILE] [--keep DIR]

Every scenario runs in simulated time through `promtool test rules` against both rule
sets, on the same simulated events: the current rules (deploy/prometheus/build.py on
`--config`, default the committed config.yaml) and the first design's
(bench/first_design/seer-rules.yaml, generated at ea059e7).

What is simulated (bench/alerting_data.py)
- One scrape and one rule evaluation per simulated minute (promtool `interval` and
  `evaluation_interval` 1m; the shipped Prometheus config scrapes every 15 s). Minute 0
  is the Unix epoch, so the first design's epoch-aligned windows start at minute 0, 15,
  ... and at each day; every scenario's change is placed off those boundaries, staggered
  per segment.
- Events: per segment and minute, a Poisson number at the rate (1, 5, 60 a minute). Each
  event's scores are one `seer-stream score` result on the gold set
  (../shared/goldset: answerable.jsonl, mean recall ~0.91; incomplete.jsonl, ~0.57),
  drawn from the answerable pool with the probability that gives the segment's target
  mean recall and from the incomplete pool otherwise. The gold set's precision (~0.19:
  2 supporting passages of 10) is below the 0.35 bloat line, so every precision is
  multiplied by 2.5 (capped at 1), as if contexts held 2/5 of their passages with
  every supporting one kept: healthy mean precision ~0.46; F1 is recomputed from
  recall and that precision; nDCG is kept (null where the scorer gives none). The score
  pools are cached in $TMPDIR/seer-stream-bench-alerting, by evaluator version.
- Current design: the worker's counters per segment (`seer_segment_*_total`: received,
  events, sums and sums of squares, nDCG events/sums, incomplete, bloated), from 0.
  First design: what its worker exported for the same events, `seer_window_{events,
  recall,precision,f1,ndcg}{window,period}` of its 15m and 24h tumbling windows by event
  time (period "current": the open window so far, absent until its first event; "last":
  the previous window; a series absent at a scrape is marked stale, as a scrape without
  it does), and `seer_event_recall_count`. Both get one worker's `up`,
  `seer_events_total{outcome}`, consumer lag, in-flight, unscored age and rate-limit
  waits (lag, in-flight and age 0 in the quality scenarios: every event is scored
  within the minute it arrives).
- Quality scenarios: per rate, 19 segments of 49 simulated hours, all env="staging"
  (not high priority), healthy recall = the config's recall threshold + 0.04 (0.89),
  precision and nDCG as the pools give them (stable); the segments of all rates are
  spread over two promtool files (one worker, instance w0):
  - healthy: 11 segments healthy throughout;
  - recall (3): a healthy baseline day, then recall 0.70 for 6 h from 24 h 30 min
    (+47 min per segment), then healthy again;
  - ndcg (3): likewise from 24 h 45 min, every nDCG scaled so that the segment's mean
    nDCG falls by 0.15 for 6 h;
  - drift (2): from 24 h (+31 min per segment), recall -0.01 an hour for 24 h from 0.89.
  The healthy row counts every segment while it is healthy: the 11 healthy segments
  whole and the 8 others until their change (the same truth until then), 30.8
  segment-days per rate, counted from the first minute (the first day's baseline is
  partial; its false pages are shown apart).
- judge down (one worker, 3 segments at the rate, 270 min, endpoint hanging from minute
  127 to 187, 3 trials): every evaluation taken while the endpoint hangs times out
  (5 attempts x SEER_LLM_TIMEOUT_S 30 s + backoffs = 157 s) and is dead-lettered as
  evaluator_failed, unless the endpoint is back first (then scored 30 s after it comes
  back); otherwise an evaluation takes 2 s. At most 32 evaluations run at once
  (SEER_LLM_CONCURRENCY); events are taken first in, first out, and counted received
  when taken; consumer lag = events arrived and not taken; in flight = taken and not
  done; unscored age = age of the oldest taken and unfinished event (since it was
  written). Segment scored counters (and the first design's windows and
  `seer_event_recall_count`) only grow with scored events.

Only the recording rules that some alert reads, directly or through other rules, are
given to promtool (it evaluates every rule every minute; the alerts are unchanged).
promtool gets an `exp_alerts: []` test at every minute for every alert name and prints
the alerts that fired instead; those become per-segment firing timelines.

How each figure is read (per scenario, rate and design)
- Alerts are read as Alertmanager passes them on: a segment's alert is muted while an
  alert that inhibits it fires on the same segment (each design's own inhibit rules:
  deploy/alertmanager/alertmanager.yml, bench/first_design/alertmanager.yml).
- page: an episode of one quality alert (SeerRecallBelowTargetHighPriority, SeerRecallLow,
  SeerContextBloat, SeerF1Drop, SeerNdcgDrop, SeerRecallDailyDrop,
  SeerPrecisionDailyDrop) firing on one segment, from the evaluation it fires at to the
  one it resolves at (Alertmanager groups by alertname and segment: one notification
  each). In the judge scenario the monitor-health alerts of the worker page too.
- precision: pages that start while the segment is degraded / all its pages ("-": no
  page). A page after the recovery is a false page. False pages: the others.
- recall: degraded segments (judge: trials) on which the scenario's alert fired while
  degraded: SeerRecallLow (recall, drift), SeerNdcgDrop (ndcg), SeerEvaluatorFailing,
  SeerScoringBehind or SeerScoringStalled (judge; the first design has only
  SeerEvaluatorFailing).
- detection: minutes from the change to that alert's first firing evaluation, median
  (max) over the cases where it fired ("never": on none). Drift: the true mean recall
  at that time too.
- reset: minutes from the recovery to the first evaluation where that alert is not
  firing, median (max) over the cases where it was firing at the recovery ("-": none).
- flaps: resolutions of any paging alert while the case is still degraded (the notes
  say which alerts).
- judge: in how many trials SeerNoTraffic fired on some segment (Alertmanager silences
  a segment's quality alerts meanwhile).

Seeds: `--seed 1` is the development seed (tune thresholds with it); the default, 2026,
is the reporting seed, so that a tuned config is reported on events it was not tuned
on. `--quick` runs 5 segments per rate and one judge trial, for iteration (a few
minutes); `--trials N` runs N segments per rate of the recall and nDCG scenarios
instead of 3 (their detection tails are a maximum over that many trials). The default
run spends ~2,600 s of CPU in promtool (2 processes at a time, GOMAXPROCS=1 and GOGC=400
each): ~22 minutes on 2 cores, longer on a busy machine.

Engines: `--engine model` has the rules' model (bench/alerting_model.py, the one the
generated rule tests come from) play the current design's quality runs, the bulk of
the promtool time, and promtool the rest (the judge runs, the first design): the
`--quick` run takes about a minute instead of six, with the same figures (the model
fires at promtool's minutes: tests/unit/test_bench_alerting.py). For trying settings;
the figures reported in docs/benchmarks.md are promtool's.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

sys.path.insert(0, str(Path(__file__).resolve().parent))

from alerting_data import (
    Minutes,
    Pools,
    Profile,
    Series,
    Worker,
    judge_down,
    new_segment_series,
    old_segment_series,
    quality_minutes,
    steady_worker,
    worker_series,
)
from alerting_model import play_all
from alerting_report import report, targets
from alerting_rules import (
    Firing,
    inhibitions,
    load_build,
    notified,
    read_by_alerts,
    rule_names,
    run_promtool,
    write_test,
)

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "deploy/prometheus/config.yaml"
OLD_RULES = ROOT / "bench/first_design/seer-rules.yaml"
RULE_FILES = {"new": "new-rules.yaml", "first": "first-rules.yaml"}  # in the work folder
RATES = (1.0, 5.0, 60.0)
DAY = 1440
QUALITY_MINUTES = 49 * 60
DEGRADED_MIN = 6 * 60
JUDGE_MINUTES, JUDGE_DOWN = 270, (127, 187)
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
DESIGNS = ("new", "first")


@dataclass(frozen=True)
class Sizes:
    """Segments per rate, by scenario, and trials of the judge scenario."""

    healthy: int = 11
    recall: int = 3
    ndcg: int = 3
    drift: int = 2
    judge_trials: int = 3
    judge_segments: int = 3
    files: int = 2  # promtool files the quality segments of all rates are spread over


QUICK = Sizes(healthy=2, recall=1, ndcg=1, drift=1, judge_trials=1)


# --- scenarios -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    """One simulated segment: its truth, when it is degraded and what should detect it."""

    name: str  # its feature_flag
    scenario: str
    rate: float
    profile: Profile
    degraded: tuple[int, int] | None = None  # [start, end) in minutes
    target: tuple[str, ...] = ()

    @property
    def healthy_until(self) -> int:
        return self.degraded[0] if self.degraded else QUALITY_MINUTES


def step(start: int, end: int, inside: float, outside: float) -> Callable[[int], float]:
    return lambda t: inside if start <= t < end else outside


def drift(start: int, healthy: float) -> Callable[[int], float]:
    return lambda t: healthy - 0.01 * min(max(t - start, 0), DAY) / 60


def quality_specs(sizes: Sizes, healthy: float, rate: float) -> list[Spec]:
    steady = Profile(lambda _: healthy)
    specs = [Spec(f"healthy-{rate:g}-{i}", "healthy", rate, steady) for i in range(sizes.healthy)]
    for i in range(sizes.recall):
        window = (DAY + 30 + 47 * i, DAY + 30 + 47 * i + DEGRADED_MIN)
        profile = Profile(step(*window, 0.70, healthy))
        specs.append(
            Spec(f"recall-{rate:g}-{i}", "recall", rate, profile, window, ("SeerRecallLow",))
        )
    for i in range(sizes.ndcg):
        window = (DAY + 45 + 47 * i, DAY + 45 + 47 * i + DEGRADED_MIN)
        profile = Profile(steady.recall, step(*window, 0.15, 0.0))
        specs.append(Spec(f"ndcg-{rate:g}-{i}", "ndcg", rate, profile, window, ("SeerNdcgDrop",)))
    for i in range(sizes.drift):
        window = (DAY + 31 * i, QUALITY_MINUTES)
        profile = Profile(drift(window[0], healthy))
        specs.append(
            Spec(f"drift-{rate:g}-{i}", "drift", rate, profile, window, ("SeerRecallLow",))
        )
    return specs


# --- jobs ----------------------------------------------------------------------------------


@dataclass
class Job:
    """One promtool run: some segments against one design's rules."""

    kind: str  # "quality" or "judge"
    design: str
    specs: list[Spec]
    path: Path
    minutes: int
    firing: Firing = field(default_factory=dict)
    seconds: float = 0.0
    series: list[Series] | None = None  # kept where the model plays it (--engine model)

    @property
    def cost(self) -> float:
        return (1.0 if self.design == "new" else 0.1) * self.minutes * (len(self.specs) + 3)


def segment_series(design: str, minutes: Minutes, name: str) -> list[Series]:
    labels = {"job": "seer-stream", "instance": "w0", "env": "staging", "feature_flag": name}
    build = new_segment_series if design == "new" else old_segment_series
    return build(minutes, labels)


def write_jobs(
    kind: str,
    name: str,
    specs: list[Spec],
    counted: Sequence[Minutes],
    worker: Worker,
    minutes: int,
    workdir: Path,
    engine: str = "promtool",
) -> list[Job]:
    """The same segments as each design's worker exports them, one promtool file each;
    with the model engine, the current design's quality segments are kept for the model."""
    jobs = []
    for design in DESIGNS:
        series = [
            s
            for spec, c in zip(specs, counted, strict=True)
            for s in segment_series(design, c, spec.name)
        ]
        series += worker_series(worker, "w0")
        path = workdir / f"{kind}-{name}-{design}.json"
        if engine == "model" and kind == "quality" and design == "new":
            jobs.append(Job(kind, design, specs, path, minutes, series=series))
            continue
        groups, alerts = rule_names(workdir / RULE_FILES[design])
        write_test(path, RULE_FILES[design], series, minutes, alerts, groups)
        jobs.append(Job(kind, design, specs, path, minutes))
    return jobs


def plan(
    pools: Pools,
    sizes: Sizes,
    seed: int,
    healthy: float,
    workdir: Path,
    engine: str = "promtool",
) -> list[Job]:
    """Every promtool file: the quality segments of all rates spread over `sizes.files`
    files (each file costs a fixed share, each segment its own), and one file per judge
    trial (one worker, whose health alerts are per job)."""
    specs = [spec for rate in RATES for spec in quality_specs(sizes, healthy, rate)]
    jobs: list[Job] = []
    for part in range(sizes.files):
        chunk = specs[part :: sizes.files]
        counted = [
            quality_minutes(rng(seed, spec.name), pools, spec.profile, spec.rate, QUALITY_MINUTES)
            for spec in chunk
        ]
        jobs += write_jobs(
            "quality",
            str(part),
            chunk,
            counted,
            steady_worker(counted),
            QUALITY_MINUTES,
            workdir,
            engine,
        )
    for rate in RATES:
        for trial in range(sizes.judge_trials):
            name = f"judge-{rate:g}-{trial}"
            judge = [
                Spec(f"{name}-{i}", "judge", rate, Profile(lambda _: healthy))
                for i in range(sizes.judge_segments)
            ]
            counted, worker = judge_down(
                rng(seed, name), pools, healthy, rate, len(judge), JUDGE_MINUTES, JUDGE_DOWN
            )
            jobs += write_jobs(
                "judge", f"{rate:g}-{trial}", judge, counted, worker, JUDGE_MINUTES, workdir
            )
    return jobs


def rng(seed: int, name: str) -> random.Random:
    """A generator of its own for each segment or trial, from the seed and its name."""
    return random.Random(f"{seed}:{name}")


def run_all(jobs: list[Job], config: dict[str, Any]) -> int:
    """At most two promtool processes at once, the longest first; the jobs that kept
    their series go to the rules' model instead. Returns the model's ties."""

    def one(job: Job) -> None:
        job.firing, job.seconds = run_promtool(job.path)

    modelled = [j for j in jobs if j.series is not None]
    started = time.monotonic()
    played = play_all(config, [(j.series or [], j.minutes) for j in modelled])
    for job, result in zip(modelled, played, strict=True):
        job.firing, job.seconds = result.firing, (time.monotonic() - started) / len(modelled)
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, sorted((j for j in jobs if j.series is None), key=lambda j: -j.cost)))
    return sum(result.ties for result in played)


# --- figures -------------------------------------------------------------------------------


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


MAX_TRIALS = 16  # the last segment's degradation and recovery still end hours before the run


def sizes_for(args: argparse.Namespace) -> Sizes:
    sizes = QUICK if args.quick else Sizes()
    if args.trials is not None:  # more trials pin the detection tails closer
        sizes = replace(sizes, recall=args.trials, ndcg=args.trials)
    return sizes


def run(args: argparse.Namespace, workdir: Path) -> tuple[list[Job], Pools, float, int]:
    """Rules and test files into `workdir`, then promtool (and the model) over them."""
    config = yaml.safe_load(args.config.read_text())
    healthy = round(float(config["thresholds"]["recall"]) + 0.04, 4)
    doc = read_by_alerts(load_build().build(config))
    (workdir / RULE_FILES["new"]).write_text(yaml.safe_dump(doc, sort_keys=False, width=1000))
    shutil.copyfile(OLD_RULES, workdir / RULE_FILES["first"])
    pools = Pools.load()
    jobs = plan(pools, sizes_for(args), args.seed, healthy, workdir, args.engine)
    ties = run_all(jobs, config)
    return jobs, pools, healthy, ties


def arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=CONFIG, help="config.yaml of the new rules")
    parser.add_argument("--seed", type=int, default=2026, help="2026: reporting; 1: development")
    parser.add_argument("--quick", action="store_true", help="fewer segments and judge trials")
    parser.add_argument(
        "--trials",
        type=int,
        choices=range(1, MAX_TRIALS + 1),
        metavar="N",
        help=f"segments per rate of the recall and nDCG scenarios (default 3; 1-{MAX_TRIALS})",
    )
    parser.add_argument(
        "--engine",
        choices=("promtool", "model"),
        default="promtool",
        help="model: the rules' model plays the current design's quality runs (minutes, not"
        " half an hour; see bench/alerting_model.py)",
    )
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--keep", type=Path, help="keep the rules and promtool files here")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = arguments().parse_args(argv)
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="seer-bench-alerting-"))
    try:
        jobs, pools, healthy, ties = run(args, workdir)
        if args.keep:
            shutil.copytree(workdir, args.keep, dirs_exist_ok=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    rows = summarize(jobs, healthy)
    checks = targets(rows)
    others = other_alerts(jobs)
    runtime = time.monotonic() - started
    promtool_s = sum(j.seconds for j in jobs if j.series is None)
    modelled = sum(1 for j in jobs if j.series is not None)
    engine = (
        f"; the model played {modelled} runs of the current design's quality segments"
        f" ({ties} too close to call)"
        if modelled
        else ""
    )
    report(
        rows,
        checks,
        f"seed {args.seed}, config {args.config}, healthy recall {healthy}; promtool "
        f"{promtool_s:.0f} s over {len(jobs) - modelled} runs (2 at a time){engine};"
        f" {runtime:.0f} s in all",
    )
    for design, counts in others.items():
        print(f"other alerts in the quality runs ({design} design): {counts}")
    if args.json:
        result = {
            "seed": args.seed,
            "config": str(args.config),
            "quick": args.quick,
            "engine": args.engine,
            "model_ties": ties,
            "trials": args.trials,
            "healthy_recall": healthy,
            "pools": pools.means,
            "runtime_s": round(runtime, 1),
            "runs": [
                {
                    "file": j.path.name,
                    "segments": len(j.specs),
                    "minutes": j.minutes,
                    "seconds": round(j.seconds, 1),
                }
                for j in jobs
            ],
            "rows": rows,
            "targets": checks,
            "other_alerts_in_quality_runs": others,
        }
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
