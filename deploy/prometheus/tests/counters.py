"""Counter series as workers export them, in promtool's notation, and PromQL's arithmetic.

A segment's traffic is a list of phases (so many events a minute, each metric's values drawn
in turn from a list); `segment_series` turns it into the counters a worker exports (events,
sums and sums of squares of per-event values), and `Series` writes them the way promtool
reads them, keeping the values promtool will add up (the same doubles, rounding included).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

GRID = 128
METRICS = ("recall", "precision", "f1", "ndcg")
FOREVER = 10**9  # the end of a phase that lasts as long as the test


# --- IEEE arithmetic as PromQL does it ---------------------------------------------------


def div(a: float, b: float) -> float:
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def clamp_min(x: float, low: float) -> float:
    return x if math.isnan(x) else max(x, low)


def clamp_max(x: float, high: float) -> float:
    return x if math.isnan(x) else min(x, high)


def sqrt(x: float) -> float:
    return math.nan if math.isnan(x) or x < 0 else math.sqrt(x)


# --- series notation ----------------------------------------------------------------------


def num(value: float) -> str:
    """The shortest text that parses back to the same double (in Go as in Python)."""
    value = float(value)
    if value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def grid(value: float, how: str = "nearest") -> float:
    """A per-event value on a grid of 1/128, so that counters of sums and of squares add up
    exactly (as they would not with 0.7 or 0.84): `floor` to stay below, `ceil` above."""
    scaled = value * GRID
    if how == "floor":
        step = math.floor(scaled + 1e-9)
    elif how == "ceil":
        step = math.ceil(scaled - 1e-9)
    else:
        step = round(scaled)
    return min(1.0, max(0.0, step / GRID))


@dataclass
class Series:
    """A series as promtool reads it: `_` before `start`, `initial` at `start`, then
    `increments` a minute (a counter starts at 0, as the worker shows it first); `stale`
    after the last value when its exporter stopped exporting it."""

    name: str
    labels: dict[str, str]
    start: int
    increments: list[float]  # the change at minutes start+1, start+2, ...
    initial: float = 0.0
    stale: bool = False
    notation: str = ""
    values: list[float] = field(default_factory=list)  # from `start` on, as promtool adds up

    def __post_init__(self) -> None:
        tokens = [f"_x{self.start}"] if self.start else []
        steps, values = self.increments, []
        at, value = 0, self.initial
        while True:
            value = float(num(value))
            run = 0
            while at + run < len(steps) and steps[at + run] == steps[at]:
                run += 1
            if run == 0:
                tokens.append(num(value))
                values.append(value)
                break
            step = float(num(steps[at]))
            sign = "-" if step < 0 else "+"
            tokens.append(f"{num(value)}{sign}{num(abs(step))}x{run}")
            # promtool expands a+bxN by adding the printed b to the printed a, N times
            values.append(value)
            for _ in range(run):
                value += step
                values.append(value)
            at += run
            if at == len(steps):
                break
            value += steps[at]  # on to the next run's first value
            at += 1
        if self.stale:
            tokens.append("stale")
        self.notation = " ".join(tokens)
        self.values = values
        assert len(values) == len(steps) + 1, (self.name, len(values), len(steps))

    @property
    def last(self) -> int:
        """The minute of its last sample."""
        return self.start + len(self.values) - 1

    def selector(self) -> str:
        return selector(self.name, self.labels)


def selector(name: str, labels: dict[str, str]) -> str:
    inner = ",".join(f'{k}="{v}"' for k, v in labels.items())
    return f"{name}{{{inner}}}"


Steps = Sequence[tuple[int, float]]


def gauge_at(steps: Steps, t: int) -> float:
    """The value of a gauge drawn as [(0, v0), (m1, v1), ...] at minute t."""
    return [v for minute, v in steps if minute <= t][-1]


def gauge(name: str, labels: dict[str, str], steps: Steps, end: int) -> Series:
    """A gauge that holds each value from its minute on: [(0, v0), (m1, v1), ...]."""
    values = [gauge_at(steps, t) for t in range(end + 1)]
    increments = [float(b - a) for a, b in itertools.pairwise(values)]
    return Series(name, labels, 0, increments, initial=values[0])


# --- the traffic of one segment -----------------------------------------------------------


def mix(*parts: tuple[int, float]) -> list[float]:
    """Events drawn as k copies of a, j copies of b, ...: mix((k, a), (j, b))."""
    return [value for copies, value in parts for _ in range(copies)]


def just_past(_: object, limit: float) -> list[float]:
    """The largest value on the grid below `limit`."""
    return [(math.ceil(limit * GRID - 1e-9) - 1) / GRID]


def tally(values: Sequence[float]) -> tuple[int, float, float]:
    """What events scoring `values` add to a worker's counters: events, sum, sum of squares."""
    return len(values), sum(values), sum(v * v for v in values)


def values_text(values: Sequence[float]) -> str:
    """[1.0, 1.0, 0.5] as 2x1/0.5."""
    runs: list[tuple[int, float]] = []
    for value in values:
        if runs and runs[-1][1] == value:
            runs[-1] = (runs[-1][0] + 1, value)
        else:
            runs.append((1, value))
    return "/".join(f"{n}x{num(v)}" if n > 1 else num(v) for n, v in runs)


def how_often(every: int) -> str:
    """How case titles say a phase's period: "a minute", "every 2 minutes"."""
    return "a minute" if every == 1 else f"every {every} minutes"


@dataclass
class Phase:
    """`rate` events every `every` minutes at minutes (start, end]; each metric's values
    are drawn in turn from its list (so [1.0, 0.5] is half 1.0, half 0.5)."""

    start: int
    end: int
    rate: int
    values: dict[str, list[float]]
    every: int = 1

    def describe(self, metrics: Sequence[str]) -> str:
        span = f"from {self.start}" if self.end >= FOREVER // 10 else f"{self.start}-{self.end}"
        often = "a minute" if self.every == 1 else f"every {self.every}m"
        values = "; ".join(
            f"{m} {values_text(self.values[m])}" for m in metrics if m in self.values
        )
        return f"{span}: {self.rate} {often}" + (f" ({values})" if values else "")


@dataclass
class Segment:
    name: str  # the case it serves
    labels: dict[str, str]  # segment keys
    start: int
    phases: list[Phase]
    metrics: tuple[str, ...] = ()  # exported means
    received: bool = False  # export seer_segment_received_total (= events)
    instance: str = "w1"
    shares: bool = False  # export incomplete and bloated events too
    until: int | None = None  # the last minute its worker exports it (stale after)

    def key(self) -> tuple[str, ...]:
        return tuple(self.labels.values())

    def describe(self) -> str:
        """Its traffic, phase by phase: minutes, events, values of each metric."""
        text = ", ".join(phase.describe(self.metrics) for phase in self.phases)
        if self.until is not None:
            text += f"; {self.instance} stops exporting it after minute {self.until} (stale)"
        return text

    def counter_names(self) -> list[str]:
        names = ["seer_segment_received_total"] if self.received else []
        if self.metrics:
            names.append("seer_segment_events_total")
        for metric in self.metrics:
            if metric == "ndcg":
                names.append("seer_segment_ndcg_events_total")
            names += [
                f"seer_segment_{metric}_sum_total",
                f"seer_segment_{metric}_sum_squares_total",
            ]
        if self.shares:
            names += ["seer_segment_incomplete_events_total", "seer_segment_bloated_events_total"]
        return names

    def series(self, end: int, job: str, bloat: float) -> list[Series]:
        """The counters its worker exports from `start` to `end` (or `until`)."""
        last = end if self.until is None else min(end, self.until)
        length = last - self.start
        counts = {name: [0.0] * length for name in self.counter_names()}
        drawn = {id(p): 0 for p in self.phases}
        for i in range(length):
            minute = self.start + 1 + i
            for phase in self.phases:
                if not phase.start < minute <= phase.end or (minute - phase.start) % phase.every:
                    continue
                n = phase.rate
                first = drawn[id(phase)]
                drawn[id(phase)] += n
                if self.received:
                    counts["seer_segment_received_total"][i] += n
                if not self.metrics:
                    continue
                counts["seer_segment_events_total"][i] += n
                for metric in self.metrics:
                    pool = phase.values[metric]
                    values = [pool[(first + k) % len(pool)] for k in range(n)]
                    count, total, squares = tally(values)
                    prefix = f"seer_segment_{metric}"
                    if metric == "ndcg":
                        counts["seer_segment_ndcg_events_total"][i] += count
                    counts[f"{prefix}_sum_total"][i] += total
                    counts[f"{prefix}_sum_squares_total"][i] += squares
                    if self.shares and metric == "recall":
                        counts["seer_segment_incomplete_events_total"][i] += sum(
                            v < 1 for v in values
                        )
                    if self.shares and metric == "precision":
                        counts["seer_segment_bloated_events_total"][i] += sum(
                            v < bloat for v in values
                        )
        labels = {"job": job, "instance": self.instance, **self.labels}
        stale = self.until is not None and self.until < end
        return [Series(name, labels, self.start, inc, stale=stale) for name, inc in counts.items()]
