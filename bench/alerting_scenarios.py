"""bench/alerting.py's scenarios and the promtool runs that play them: the simulated
segments of each scenario (their truth, when they are degraded, which alert should page),
their series written as one promtool test file per design, and the runs of promtool (or
the rules' model) over those files."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
from alerting_rules import Firing, rule_names, run_promtool, write_test

RULE_FILES = {"new": "new-rules.yaml", "first": "first-rules.yaml"}  # in the work folder
RATES = (1.0, 5.0, 60.0)
DAY = 1440
QUALITY_MINUTES = 49 * 60
DEGRADED_MIN = 6 * 60
JUDGE_MINUTES, JUDGE_DOWN = 270, (127, 187)
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
