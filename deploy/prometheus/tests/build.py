"""Generate the promtool unit tests of the seer-stream rules from config.yaml.

    python deploy/prometheus/tests/build.py [--config FILE] [--out FILE] [--rules FILE] [--check]

The thresholds, windows, pairs, min_events, z, `for:` and `keep_firing_for:` of the rules
are tuned in deploy/prometheus/config.yaml, so their tests are generated from the same
file: every input series is a set of counters a worker would export (events, sums and
sums of squares of per-event values) built from values placed just past or just inside
the configured thresholds, and every expected result comes from a model of what the
rules mean (increase() over one-minute scrapes of counters that start at 0 is exact,
so the model is exact too). The model is checked against what each case claims to show
(e.g. "only the 6h pair holds when it fires"): a config under which a scenario no longer
shows its point is an error here, not a test that passes for the wrong reason.

Where promtool spends its time: every rule (about 250) is evaluated at every one-minute
step of a test group, about 20 ms a step before any data, plus about 2-5 ms a step for
each segment that has data. The quality alerts share one group that runs a day (the
volume alert compares with the same hour yesterday); each segment starts when its case
needs it and exports only the counters its alerts read.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
PROMETHEUS = HERE.parent
METRICS = ("recall", "precision", "f1", "ndcg")
DAY = 1440  # minutes: SeerVolumeDrop compares with `offset 1d`
GRID = 128

# How the scenarios sit around the thresholds.
MILD = 0.05  # a mild degradation
SEVERE = 0.3  # a severe one
GATE = 0.02  # the mean of the confidence-gate cases is this far past the threshold
HISTORY = (15, 4000)  # a busy quarter-hour of healthy traffic before a case: its baseline
QUIET_EVERY = 15  # a quiet segment scores a handful of events every 15 minutes


def _rules_builder() -> ModuleType:
    spec = importlib.util.spec_from_file_location("seer_rules_build", PROMETHEUS / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


RB = _rules_builder()


def minutes(text: str) -> int:
    value = RB.seconds(text) / 60
    if value != int(value) or value <= 0:
        raise ValueError(f"{text!r} is not a whole number of minutes")
    return int(value)


def g6(value: float) -> float:
    """A number as the rules print it (6 significant digits)."""
    return float(f"{value:.6g}")


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


def _num(value: float) -> str:
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
    `increments` a minute (a counter starts at 0, as the worker shows it first)."""

    name: str
    labels: dict[str, str]
    start: int
    increments: list[float]  # the change at minutes start+1, start+2, ...
    initial: float = 0.0
    notation: str = ""
    values: list[float] = field(default_factory=list)  # from `start` on, as promtool adds up

    def __post_init__(self) -> None:
        tokens = [f"_x{self.start}"] if self.start else []
        steps, values = self.increments, []
        at, value = 0, self.initial
        while True:
            value = float(_num(value))
            run = 0
            while at + run < len(steps) and steps[at + run] == steps[at]:
                run += 1
            if run == 0:
                tokens.append(_num(value))
                values.append(value)
                break
            step = float(_num(steps[at]))
            sign = "-" if step < 0 else "+"
            tokens.append(f"{_num(value)}{sign}{_num(abs(step))}x{run}")
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
        self.notation = " ".join(tokens)
        self.values = values
        assert len(values) == len(steps) + 1, (self.name, len(values), len(steps))

    def selector(self) -> str:
        inner = ",".join(f'{k}="{v}"' for k, v in self.labels.items())
        return f"{self.name}{{{inner}}}"


def gauge(name: str, labels: dict[str, str], steps: list[tuple[int, float]], end: int) -> Series:
    """A gauge that holds each value from its minute on: [(0, v0), (m1, v1), ...]."""
    change = dict(steps)
    current = change[0]
    increments = []
    for minute in range(1, end + 1):
        new = change.get(minute, current)
        increments.append(new - current)
        current = new
    return Series(name, labels, 0, increments, initial=change[0])


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


@dataclass
class Phase:
    """`rate` events every `every` minutes at minutes (start, end]; each metric's values
    are drawn in turn from its list (so [1.0, 0.5] is half 1.0, half 0.5)."""

    start: int
    end: int
    rate: int
    values: dict[str, list[float]]
    every: int = 1


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

    def key(self) -> tuple[str, ...]:
        return tuple(self.labels.values())


def segment_series(seg: Segment, end: int, job: str, bloat: float) -> list[Series]:
    length = end - seg.start
    counts = {name: [0.0] * length for name in _counter_names(seg)}
    drawn = {id(p): 0 for p in seg.phases}
    for i in range(length):
        minute = seg.start + 1 + i
        for phase in seg.phases:
            if not phase.start < minute <= phase.end or (minute - phase.start) % phase.every:
                continue
            n = phase.rate
            first = drawn[id(phase)]
            drawn[id(phase)] += n
            if seg.received:
                counts["seer_segment_received_total"][i] += n
            if not seg.metrics:
                continue
            counts["seer_segment_events_total"][i] += n
            for metric in seg.metrics:
                pool = phase.values[metric]
                values = [pool[(first + k) % len(pool)] for k in range(n)]
                count, total, squares = tally(values)
                prefix = f"seer_segment_{metric}"
                if metric == "ndcg":
                    counts["seer_segment_ndcg_events_total"][i] += count
                counts[f"{prefix}_sum_total"][i] += total
                counts[f"{prefix}_sum_squares_total"][i] += squares
                if seg.shares and metric == "recall":
                    counts["seer_segment_incomplete_events_total"][i] += sum(v < 1 for v in values)
                if seg.shares and metric == "precision":
                    counts["seer_segment_bloated_events_total"][i] += sum(v < bloat for v in values)
    labels = {"job": job, "instance": seg.instance, **seg.labels}
    return [Series(name, labels, seg.start, inc) for name, inc in counts.items()]


def _counter_names(seg: Segment) -> list[str]:
    names = ["seer_segment_received_total"] if seg.received else []
    if seg.metrics:
        names.append("seer_segment_events_total")
    for metric in seg.metrics:
        if metric == "ndcg":
            names.append("seer_segment_ndcg_events_total")
        names += [f"seer_segment_{metric}_sum_total", f"seer_segment_{metric}_sum_squares_total"]
    if seg.shares:
        names += ["seer_segment_incomplete_events_total", "seer_segment_bloated_events_total"]
    return names


# --- the rules, as a model -----------------------------------------------------------------


@dataclass
class Stats:
    n: float
    total: float
    squares: float
    mean: float
    lower: float
    upper: float


class Settings:
    """What the config and the generated rules say."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.rules = RB.build(config)
        self.groups = [g["name"] for g in self.rules["groups"]]
        self.alerts = {
            r["alert"]: r for g in self.rules["groups"] for r in g["rules"] if "alert" in r
        }
        self.job = str(config["job"])
        self.keys = [str(k) for k in config["segment_keys"]]
        self.high_priority = {str(k): str(v) for k, v in config["high_priority"].items()}
        self.z = g6(float(config["z"]))
        self.min_events = int(config["min_events"])
        self.windows = {w: minutes(w) for w in config["windows"]}
        self.pairs = [(minutes(p["long"]), minutes(p["short"])) for p in config["pairs"]]
        self.pair_names = [(p["long"], p["short"]) for p in config["pairs"]]
        self.baseline = minutes(config["baseline"])
        t = config["thresholds"]
        self.t = {k: g6(float(v)) for k, v in t.items()}
        self.keep = float(f"{1 - t['relative_drop']:g}")
        self.volume_keep = float(f"{1 - t['volume_drop']:g}")
        self.rates = {k: minutes(v) for k, v in config["rates"].items()}
        health = config["health"]
        self.behind_s = RB.seconds(health["behind_age"])
        self.failing_ratio = g6(float(health["failing_ratio"]))
        self.stalled = minutes(health["stalled"])
        self.bloat = self.t["precision"]
        for window in [p for pair in self.pairs for p in pair] + [self.baseline]:
            if window not in self.windows.values():
                raise ValueError(f"window of {window}m is not recorded")

    def hold(self, alert: str) -> int:
        return minutes(self.alerts[alert]["for"])

    def keep_firing(self, alert: str) -> int:
        value = self.alerts[alert].get("keep_firing_for")
        return minutes(value) if value else 0

    def severity(self, alert: str) -> str:
        return str(self.alerts[alert]["labels"]["severity"])

    def is_high_priority(self, labels: dict[str, str]) -> bool:
        return all(labels.get(k) == v for k, v in self.high_priority.items())


@dataclass(frozen=True)
class Quality:
    """A quality alert: a metric below a limit (absolute, or from the segment's baseline)."""

    alert: str
    metric: str
    healthy: float  # the segment's usual value in these tests
    limit: Callable[[float], float]  # from the baseline mean (absolute ones ignore it)
    drop: bool
    priority: bool | None  # True: high-priority segments only; False: never them


def qualities(s: Settings) -> dict[str, Quality]:
    t = s.t
    return {
        q.alert: q
        for q in (
            Quality(
                "SeerRecallBelowTargetHighPriority",
                "recall",
                1.0,
                lambda _: t["recall_high_priority"],
                False,
                True,
            ),
            Quality(
                "SeerRecallLow",
                "recall",
                grid(t["recall"] + 0.1),
                lambda _: t["recall"],
                False,
                False,
            ),
            Quality(
                "SeerContextBloat",
                "precision",
                grid(t["precision"] + 0.25),
                lambda _: t["precision"],
                False,
                None,
            ),
            Quality("SeerF1Drop", "f1", grid(0.85), lambda b: b - t["f1_drop"], True, None),
            Quality("SeerNdcgDrop", "ndcg", grid(0.9), lambda b: b - t["ndcg_drop"], True, None),
            Quality("SeerRecallDailyDrop", "recall", grid(0.95), lambda b: s.keep * b, True, None),
            Quality(
                "SeerPrecisionDailyDrop", "precision", grid(0.6), lambda b: s.keep * b, True, None
            ),
        )
    }


class World:
    """The recording rules and quality alerts over a set of segments, minute by minute."""

    def __init__(self, s: Settings, series: list[Series], labels: dict[tuple, dict]) -> None:
        self.s = s
        self.labels = labels  # segment key -> its labels
        self.by_key: dict[tuple, dict[str, list[Series]]] = {}
        for one in series:
            key = tuple(one.labels[k] for k in s.keys)
            self.by_key.setdefault(key, {}).setdefault(one.name, []).append(one)
        self._stats: dict[tuple, Stats | None] = {}
        self.ties: dict[tuple[str, tuple], int] = {}  # (alert, key) -> first close call

    def increase(self, key: tuple, name: str, window: int, t: int) -> float | None:
        total = None
        for one in self.by_key.get(key, {}).get(name, []):
            if t < one.start + 1 or t - one.start >= len(one.values):
                continue
            first = max(one.start, t - window)
            value = one.values[t - one.start] - one.values[first - one.start]
            total = value if total is None else total + value
        return total

    def count(self, key: tuple, counter: str, window: int, t: int) -> float | None:
        name = {
            "seer_events": "seer_segment_events_total",
            "seer_ndcg": "seer_segment_ndcg_events_total",
            "seer_received": "seer_segment_received_total",
            "seer_incomplete": "seer_segment_incomplete_events_total",
        }[counter]
        return self.increase(key, name, window, t)

    def stats(self, key: tuple, metric: str, window: int, t: int) -> Stats | None:
        cached = (key, metric, window, t)
        if cached in self._stats:
            return self._stats[cached]
        counter = "seer_ndcg" if metric == "ndcg" else "seer_events"
        n = self.count(key, counter, window, t)
        total = self.increase(key, f"seer_segment_{metric}_sum_total", window, t)
        squares = self.increase(key, f"seer_segment_{metric}_sum_squares_total", window, t)
        result = None
        if n is not None and total is not None and squares is not None:
            mean = div(total, n)
            # clamp_min(sq - sum ^ 2 / n, 0) / (n - 1) / n, in the rules' order
            half = self.s.z * sqrt(
                div(div(clamp_min(squares - div(total * total, n), 0), n - 1), n)
            )
            result = Stats(
                n, total, squares, mean, clamp_min(mean - half, 0), clamp_max(mean + half, 1)
            )
        self._stats[cached] = result
        return result

    @staticmethod
    def close(a: float, b: float) -> bool:
        """Too close to be sure Go and Python order them the same."""
        return a != b and abs(a - b) < 1e-9 * max(1.0, abs(b))

    def baseline(self, q: Quality, key: tuple, long: int, t: int) -> float | None:
        at = t - long
        if at < 0:
            return None
        st = self.stats(key, q.metric, self.s.baseline, at)
        counter = "seer_ndcg" if q.metric == "ndcg" else "seer_events"
        n = self.count(key, counter, self.s.baseline, at)
        if st is None or n is None or not n >= self.s.min_events:
            return None
        return st.mean

    def pairs(self, q: Quality, key: tuple, t: int) -> list[tuple[bool, float, bool, bool]]:
        """For each pair: whether it holds and the long window's upper bound, then whether
        it holds if every comparison too close to call went against it, or for it."""
        held = []
        counter = "seer_ndcg" if q.metric == "ndcg" else "seer_events"
        for long, short in self.s.pairs:
            lu = self.stats(key, q.metric, long, t)
            sm = self.stats(key, q.metric, short, t)
            n = self.count(key, counter, long, t)
            if q.drop:
                base = self.baseline(q, key, long, t)
                limit = None if base is None else q.limit(base)
            else:
                limit = q.limit(0.0)
            if lu is None or sm is None or n is None or limit is None:
                held.append((False, math.nan, False, False))
                continue
            enough = n >= self.s.min_events
            sure = [(a < limit, self.close(a, limit)) for a in (lu.upper, sm.mean)]
            ok = enough and all(c for c, _ in sure)
            low = enough and all(c and not near for c, near in sure)
            high = enough and all(c or near for c, near in sure)
            held.append((ok, lu.upper, low, high))
        return held

    def condition(self, q: Quality, key: tuple, t: int) -> tuple[bool, float]:
        high = self.s.is_high_priority(self.labels[key])
        if (q.priority is True and not high) or (q.priority is False and high):
            return False, math.nan
        held = self.pairs(q, key, t)
        if any(low for _, _, low, _ in held) != any(up for _, _, _, up in held):
            self.ties[(q.alert, key)] = min(t, self.ties.get((q.alert, key), t))
        return next(((True, upper) for ok, upper, _, _ in held if ok), (False, math.nan))


@dataclass
class Timeline:
    """An alert's state at each minute, as Prometheus' rule manager keeps it."""

    state: list[str]  # inactive, pending, firing
    value: list[float]  # the value its annotations show
    cond: list[bool]


def timeline(conds: list[tuple[bool, float]], hold: int, keep: int) -> Timeline:
    state, values = [], []
    active_at = keep_since = None
    current, value = "inactive", math.nan
    for t, (ok, v) in enumerate(conds):
        if ok:
            if current == "inactive":
                current, active_at = "pending", t
            keep_since = None
            value = v
            if current == "pending" and t - active_at >= hold:
                current = "firing"
        elif current == "firing" and keep:
            if keep_since is None:
                keep_since = t
            if t - keep_since >= keep:
                current = "inactive"
        else:
            current = "inactive"
        state.append(current)
        values.append(value)
    return Timeline(state, values, [ok for ok, _ in conds])


# --- test cases ---------------------------------------------------------------------------


@dataclass
class Check:
    alert: str
    match: dict[str, str]  # the labels that pick the series out
    labels: dict[str, str]  # all of the alert's labels
    minute: int
    state: str


@dataclass
class Case:
    title: str
    checks: list[Check] = field(default_factory=list)


class CaseError(ValueError):
    pass


def _q(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _flow(mapping: dict[str, str]) -> str:
    return "{" + ", ".join(f"{k}: {_q(v)}" for k, v in mapping.items()) + "}"


def _alerts_expr(check: Check) -> str:
    inner = ",".join(f'{k}="{v}"' for k, v in {"alertname": check.alert, **check.match}.items())
    return f"ALERTS{{{inner}}}"


def _check_yaml(check: Check) -> str:
    if check.state == "inactive":
        samples = "[]"
    else:
        labels = {"alertname": check.alert, "alertstate": check.state, **check.labels}
        inner = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
        samples = f"[{{labels: {_q('ALERTS{' + inner + '}')}, value: 1}}]"
    return (
        f"      - {{expr: {_q(_alerts_expr(check))}, eval_time: {check.minute}m,"
        f" exp_samples: {samples}}}"
    )


_TEMPLATE = re.compile(r"\{\{\s*(.*?)\s*\}\}")


def humanize_duration(v: float) -> str:
    if v == 0:
        return "0s"
    if abs(v) < 1:
        raise ValueError("sub-second durations are not rendered by this generator")
    sign = "-" if v < 0 else ""
    whole = int(abs(v))
    seconds, minutes_, hours, days = (
        whole % 60,
        whole // 60 % 60,
        whole // 3600 % 24,
        whole // 86400,
    )
    if days:
        return f"{sign}{days}d {hours}h {minutes_}m {seconds}s"
    if hours:
        return f"{sign}{hours}h {minutes_}m {seconds}s"
    if minutes_:
        return f"{sign}{minutes_}m {seconds}s"
    return f"{sign}{abs(v):.4g}s"


def render(template: str, labels: dict[str, str], value: float) -> str:
    def one(match: re.Match[str]) -> str:
        expr = match.group(1)
        if expr.startswith("$labels."):
            return labels[expr[len("$labels.") :]]
        if expr == '$value | printf "%.2f"':
            if abs(value * 100 - math.floor(value * 100) - 0.5) < 1e-6:
                raise CaseError(f"{value} rounds ambiguously to two decimals")
            return f"{value:.2f}"
        if expr == '$value | printf "%.0f"':
            return f"{value:.0f}"
        if expr == "$value | humanizeDuration":
            return humanize_duration(value)
        if expr == "$value | humanizePercentage":
            return f"{value * 100:.4g}%"
        raise ValueError(f"the template {{{{ {expr} }}}} is not known to the test generator")

    return _TEMPLATE.sub(one, template)


def alert_rule_yaml(
    s: Settings, alert: str, minute: int, firing: list[tuple[dict[str, str], float]]
) -> list[str]:
    rule = s.alerts[alert]
    out = [f"      - eval_time: {minute}m", f"        alertname: {alert}"]
    if not firing:
        out[-1] += "\n        exp_alerts: []"
        return out
    out.append("        exp_alerts:")
    for labels, value in firing:
        full = {**labels, "severity": s.severity(alert)}
        out.append(f"          - exp_labels: {_flow(full)}")
        out.append("            exp_annotations:")
        for name in ("summary", "description", "runbook_url"):
            text = render(str(rule["annotations"][name]), full, value)
            out.append(f"              {name}: {_q(text)}")
    return out


# --- the day: every quality alert, and the volume alert -----------------------------------


class Day:
    """One test group: quality cases late in the day, the volume alert over the day."""

    def __init__(self, s: Settings) -> None:
        self.s = s
        self.q = qualities(s)
        self.segments: list[Segment] = []
        self.cases: list[tuple[str, Callable[[], Case]]] = []
        self.epoch = DAY - 60  # the minute 0 of the case being planned
        long0 = s.pairs[0][0]
        self.fast = max(4, math.ceil(2 * s.min_events / long0))  # events a minute
        self.families = {
            "a": ["SeerRecallLow", "SeerContextBloat", "SeerF1Drop", "SeerNdcgDrop"],
            "b": ["SeerRecallDailyDrop", "SeerPrecisionDailyDrop"],
            "p": ["SeerRecallBelowTargetHighPriority"],
        }
        missing = set(self.q) - {a for f in self.families.values() for a in f}
        assert not missing, missing

    # labels -------------------------------------------------------------------------
    def labels(self, family: str, case: str) -> dict[str, str]:
        keys = self.s.keys
        labels = {k: "any" for k in keys}
        if family == "p":
            labels.update(self.s.high_priority)
        else:
            labels[keys[0]] = "staging"
        labels[keys[-1]] = f"{family}-{case}"
        wanted_high = family == "p"
        if self.s.is_high_priority(labels) != wanted_high:
            raise CaseError(f"cannot label a {'high' if wanted_high else 'normal'} segment")
        return labels

    def metrics_of(self, family: str) -> tuple[str, ...]:
        used = {self.q[a].metric for a in self.families[family]}
        return tuple(m for m in METRICS if m in used)

    def values(self, family: str, pick: Callable[[Quality, float], list[float]]) -> dict:
        """Each metric's values, from the limit of the family's alert on that metric."""
        out: dict[str, list[float]] = {}
        for alert in self.families[family]:
            q = self.q[alert]
            out[q.metric] = pick(q, q.limit(q.healthy))
        return out

    def healthy(self, family: str) -> dict[str, list[float]]:
        return self.values(family, lambda q, _: [q.healthy])

    def add(self, family: str, case: str, phases: list[Phase]) -> dict[str, str]:
        """A case's segment: it appears (0 on its first scrape) when its first phase starts."""
        start = min(p.start for p in phases)
        labels = self.labels(family, case)
        self.segments.append(
            Segment(f"{family}-{case}", labels, start, phases, self.metrics_of(family))
        )
        return labels

    def history(self, family: str, end: int, values: dict | None = None) -> list[Phase]:
        """Healthy traffic before a case: the baseline of the drop alerts, and what keeps
        the longer windows from holding. Not for high priority (limit 1.0), where any
        window with a few confident misses holds whatever else it holds."""
        if any(self.limit(alert) >= 1.0 for alert in self.families[family]):
            return []
        length, rate = HISTORY
        return [Phase(end - length, end, rate, values or self.healthy(family))]

    # simulation ---------------------------------------------------------------------
    def simulate(self, end: int) -> None:
        s = self.s
        self.end = end
        self.series = [
            one for seg in self.segments for one in segment_series(seg, end, s.job, s.bloat)
        ]
        labels = {seg.key(): seg.labels for seg in self.segments}
        self.world = World(s, self.series, labels)
        self.timelines: dict[tuple[str, tuple], Timeline] = {}
        for seg in self.segments:
            if not seg.metrics:
                continue
            for alert, q in self.q.items():
                if q.metric not in seg.metrics:
                    continue
                conds = [
                    self.world.condition(q, seg.key(), t) if t > seg.start else (False, math.nan)
                    for t in range(end + 1)
                ]
                self.timelines[(alert, seg.key())] = timeline(
                    conds, s.hold(alert), s.keep_firing(alert)
                )

    def tl(self, alert: str, labels: dict[str, str]) -> Timeline:
        return self.timelines[(alert, tuple(labels.values()))]

    def check(self, case: Case, alert: str, labels: dict[str, str], minute: int, want: str):
        tie = self.world.ties.get((alert, tuple(labels.values())))
        if tie is not None and tie <= minute:
            raise CaseError(f"{case.title}: {alert} on {labels} is too close to call at {tie}")
        states = self.tl(alert, labels).state
        if minute >= len(states):
            raise CaseError(f"{case.title}: minute {minute} is past the simulated day")
        got = states[minute]
        if got != want:
            raise CaseError(
                f"{case.title}: {alert} on {labels} is {got} at minute {minute}, not {want}"
            )
        full = {**labels, "severity": self.s.severity(alert)}
        case.checks.append(Check(alert, labels, full, minute, want))

    def never(self, case: Case, alert: str, labels: dict[str, str], until: int) -> None:
        states = self.tl(alert, labels).state[: until + 1]
        if any(st != "inactive" for st in states):
            first = next(i for i, st in enumerate(states) if st != "inactive")
            raise CaseError(f"{case.title}: {alert} on {labels} is active at minute {first}")
        self.check(case, alert, labels, until, "inactive")

    def onset(self, alert: str, labels: dict[str, str], after: int = 0) -> int:
        cond = self.tl(alert, labels).cond
        for t in range(after, len(cond)):
            if cond[t]:
                return t
        raise CaseError(f"{alert} never holds on {labels}")

    def only_pair(self, case: Case, alert: str, labels: dict, index: int, span: range) -> None:
        """Claim: over `span`, pair `index` holds and no shorter pair does; nor does a longer
        one, except for a limit of 1.0 (high priority), where every window holding the same
        misses holds too (the upper bound is below 1 once a window has about z² misses)."""
        q = self.q[alert]
        top = q.limit(q.healthy) >= 1.0
        for t in span:
            held = [pair[0] for pair in self.world.pairs(q, tuple(labels.values()), t)]
            bad = not held[index] or any(held[:index]) or (not top and any(held[index + 1 :]))
            if bad:
                raise CaseError(
                    f"{case.title}: at minute {t} the pairs holding for {alert} are {held}"
                )

    # the cases ----------------------------------------------------------------------
    def limit(self, alert: str) -> float:
        q = self.q[alert]
        return q.limit(q.healthy)

    def below(self, family: str, by: float) -> dict[str, list[float]]:
        return self.values(family, lambda q, limit: [grid(limit - by, "floor")])

    def judged(self, e: int) -> int:
        """When the steady cases (a constant value from minute e) are judged."""
        return e + self.s.pairs[0][0] + self.s.hold("SeerRecallLow") + 3

    def plans(self) -> list[tuple[str, int, Callable[[], None]]]:
        """Every case: an id, the alignment of its minute 0, what adds its segments."""
        out: list[tuple[str, int, Callable[[], None]]] = []
        for f in self.families:
            out += [
                (f"{f}-threshold", 1, lambda f=f: self.plan_threshold(f)),
                (f"{f}-gates", 1, lambda f=f: self.plan_gates(f)),
                (f"{f}-min", 1, lambda f=f: self.plan_min_events(f)),
                # the old tumbling windows' boundaries fall on the hour
                (f"{f}-severe", 60, lambda f=f: self.plan_severe(f)),
            ]
            for index in range(1, len(self.s.pairs) - 1):
                out.append((f"{f}-pair{index}", 1, lambda f=f, i=index: self.plan_pair(f, i)))
        out += [
            ("p-quiet", 1, self.plan_quiet_high_priority),
            ("q-quiet", 1, self.plan_quiet_drops),
            ("p-low", 1, self.plan_high_priority_only),
        ]
        for f in ("a", "b"):
            out += [
                (f"{f}-own", 1, lambda f=f: self.plan_own_baseline(f)),
                (f"{f}-base", 1, lambda f=f: self.plan_baseline_gate(f)),
            ]
        return out

    def plan(self, epochs: dict[str, int]) -> None:
        """Add every case's segments, each case from its own minute 0 (a case finishes with
        its checks after the simulation)."""
        self.segments, self.cases = [], []
        for case_id, _, make in self.plans():
            self.epoch = epochs.get(case_id, DAY - 60)
            before = len(self.cases)
            make()
            self.cases[before:] = [(case_id, finish) for _, finish in self.cases[before:]]
        self.plan_volume()

    def plan_threshold(self, f: str) -> None:
        e, fast = self.epoch, self.fast
        judged = self.judged(e)
        past = self.add(
            f,
            "past",
            [*self.history(f, e), Phase(e, 10**9, fast, self.values(f, just_past))],
        )
        inside = self.values(f, lambda q, limit: [grid(limit, "ceil")])
        ok = self.add(f, "inside", [*self.history(f, e), Phase(e, 10**9, fast, inside)])

        def finish() -> Case:
            case = Case(
                f"threshold: every event 1/{GRID} below the limit (the next value down) fires;"
                f" at the limit or the next value up (1/{GRID} on) does not ({fast} events a"
                " minute, no spread: the interval is the mean)"
            )
            for alert in self.families[f]:
                self.check(case, alert, past, judged, "firing")
                self.never(case, alert, ok, judged)
            return case

        self.cases.append((f, finish))

    def spread(self, q: Quality, limit: float) -> list[float]:
        mean = grid(limit - GATE, "floor")
        if mean >= 0.9:  # near the top: rare misses
            hits = min(29, math.floor(mean / (1 - mean)))
            return mix((hits, 1.0), (1, grid(mean * (hits + 1) - hits)))
        width = min(0.15, mean, 1 - mean)
        return mix((1, grid(mean - width)), (1, grid(mean + width)))

    def plan_gates(self, f: str) -> None:
        s, e = self.s, self.epoch
        judged = self.judged(e)
        long0 = s.pairs[0][0]
        wide = self.values(f, self.spread)
        tight = self.values(f, lambda q, limit: [grid(limit - GATE, "floor")])
        few = math.ceil(s.min_events / long0)
        # enough events that the interval is well inside GATE: z·sd/√(n-1) < 0.7·GATE
        need = 0
        for values in wide.values():
            mean = sum(values) / len(values)
            sigma = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
            need = max(need, (s.z * sigma / (0.7 * GATE)) ** 2 + 1)
        size = math.lcm(*(len(v) for v in wide.values()))
        many = math.ceil(math.ceil(need / long0) / size) * size
        noisy_few = self.add(f, "spread-few", [*self.history(f, e), Phase(e, 10**9, few, wide)])
        noisy_many = self.add(f, "spread-many", [*self.history(f, e), Phase(e, 10**9, many, wide)])
        sure_few = self.add(f, "tight-few", [*self.history(f, e), Phase(e, 10**9, few, tight)])

        def finish() -> Case:
            case = Case(
                f"confidence: a mean {GATE} past the limit from {few} events a minute with a"
                f" wide spread: the interval crosses the limit, nothing; the same mean and spread"
                f" from {many} a minute fires; the same mean from {few} a minute with no spread"
                " fires"
            )
            for alert in self.families[f]:
                self.gate_reason(case, alert, noisy_few, judged, "interval")
                self.never(case, alert, noisy_few, judged)
                self.check(case, alert, noisy_many, judged, "firing")
                self.check(case, alert, sure_few, judged, "firing")
            return case

        self.cases.append((f, finish))

    def gate_reason(self, case: Case, alert: str, labels: dict, t: int, reason: str) -> None:
        """Claim: in the first pair (the min_events pair for that gate), only `reason` (the
        interval, or min_events) keeps the pair from holding."""
        q, key = self.q[alert], tuple(labels.values())
        index = self.gate_pair if reason == "min_events" else 0
        long, short = self.s.pairs[index]
        lu = self.world.stats(key, q.metric, long, t)
        sm = self.world.stats(key, q.metric, short, t)
        counter = "seer_ndcg" if q.metric == "ndcg" else "seer_events"
        n = self.world.count(key, counter, long, t)
        base = self.world.baseline(q, key, long, t) if q.drop else 0.0
        if lu is None or sm is None or n is None or base is None:
            raise CaseError(f"{case.title}: {alert} has no data on {labels} at minute {t}")
        limit = q.limit(base)
        if reason == "interval":  # the long window's mean is past, its interval is not
            shown = lu.mean < limit and n >= self.s.min_events and not lu.upper < limit
        else:  # everything holds but the count
            shown = sm.mean < limit and lu.upper < limit and n == self.s.min_events - 1
        if not shown:
            raise CaseError(
                f"{case.title}: {alert} on {labels} at minute {t} does not show the {reason}"
                f" gate (mean {lu.mean}, upper {lu.upper}, n {n}, limit {limit})"
            )

    def plan_min_events(self, f: str) -> None:
        s, e = self.s, self.epoch
        m = s.min_events
        hold = s.hold(self.families[f][0])
        # the first pair whose long window holds the M events for `for:` and whose short
        # window still has one of them at the end of it
        fits = [i for i, (long, short) in enumerate(s.pairs) if long - m >= hold and short > hold]
        if not fits:
            raise CaseError("no pair can show min_events with one event a minute")
        index = self.gate_pair = fits[0]
        long = s.pairs[index][0]
        # the history has left the long window by the time the burst is complete
        burst = e + max(0, long - m) if self.history(f, e) else e
        bad = self.below(f, MILD)
        under = self.add(f, "min-under", [*self.history(f, e), Phase(burst, burst + m - 1, 1, bad)])
        at = self.add(f, "min-at", [*self.history(f, e), Phase(burst, burst + m, 1, bad)])

        def finish() -> Case:
            long_name = s.pair_names[index][0]
            case = Case(
                f"min_events: {m - 1} events {MILD} past the limit in the {long_name} window:"
                f" nothing; {m}: pending with the {m}th, firing after `for:`"
            )
            full, fired = burst + m, burst + m + hold
            for alert in self.families[f]:
                self.check(case, alert, at, full - 1, "inactive")
                self.check(case, alert, at, full, "pending")
                self.check(case, alert, at, fired, "firing")
                self.gate_reason(case, alert, under, fired, "min_events")
                self.never(case, alert, under, fired)
            return case

        self.cases.append((f, finish))

    def plan_severe(self, f: str) -> None:
        e, fast = self.epoch, self.fast
        healthy = self.healthy(f)
        bad = self.below(f, SEVERE)
        degraded = (e + 10, e + 70)
        labels = self.add(
            f,
            "severe",
            [
                *self.history(f, e),
                Phase(e, degraded[0], self.fast, healthy),
                Phase(*degraded, fast, bad),
                Phase(degraded[1], 10**9, fast, healthy),
            ],
        )

        def finish() -> Case:
            s = self.s
            alone = "holds alone" if self.history(f, e) else "fires it"
            case = Case("")
            around: set[int] = set()
            for alert in self.families[f]:
                hold, keep = s.hold(alert), s.keep_firing(alert)
                t0 = self.onset(alert, labels)
                self.only_pair(case, alert, labels, 0, range(t0, t0 + hold + 1))
                self.check(case, alert, labels, t0 - 1, "inactive")
                self.check(case, alert, labels, t0 + hold - 1, "pending")
                self.check(case, alert, labels, t0 + hold, "firing")
                for boundary in (15, 30, 45, 60):
                    for minute in (e + boundary - 1, e + boundary, e + boundary + 1):
                        if minute > t0 + hold:
                            self.check(case, alert, labels, minute, "firing")
                            around.add(minute)
                cond = self.tl(alert, labels).cond
                t1 = max(t for t in range(len(cond)) if cond[t])
                if t1 < e + 61:
                    raise CaseError(f"{case.title}: {alert} stops holding at {t1 - e}")
                if keep:
                    self.check(case, alert, labels, t1 + keep, "firing")
                self.check(case, alert, labels, t1 + keep + 1, "inactive")
            checked = " ".join(f":{m % 60:02d}" for m in sorted(around))
            case.title = (
                f"a severe drop ({SEVERE} past the limit, {fast} events a minute) from minute"
                f" {degraded[0]} to {degraded[1]} (minute {e} is on the hour): the short pair"
                f" ({'/'.join(s.pair_names[0])}) {alone} at first; pending until `for:` has"
                " passed, then firing at each minute checked around the old 15m windows'"
                f" boundaries ({checked}); after recovery it keeps firing for keep_firing_for,"
                " then resolves"
            )
            return case

        self.cases.append((f, finish))

    def plan_pair(self, f: str, index: int) -> None:
        s, e, m = self.s, self.epoch, self.s.min_events
        long, _ = s.pairs[index]
        before = s.pairs[index - 1][0]
        rate = max(1, math.ceil(m / long))
        if rate * before >= m:
            raise CaseError(f"pair {index}: no whole rate has min_events in {long}m only")
        labels = self.add(
            f,
            f"pair-{s.pair_names[index][0]}",
            [*self.history(f, e), Phase(e, 10**9, rate, self.below(f, MILD))],
        )

        def finish() -> Case:
            names = s.pair_names[index]
            longer = (
                "for a limit of 1.0 the longer windows, holding the same misses, hold too"
                if not self.history(f, e)
                else "the longer windows still hold the busy healthy history"
            )
            case = Case(
                f"the {'/'.join(names)} pair alone: a mild drop ({MILD} past the limit) at"
                f" {rate} event(s) a minute: too few for the {s.pair_names[index - 1][0]}"
                f" window, enough in {names[0]}; {longer}"
            )
            for alert in self.families[f]:
                hold = s.hold(alert)
                t0 = self.onset(alert, labels)
                self.only_pair(case, alert, labels, index, range(t0, t0 + hold + 1))
                self.check(case, alert, labels, t0 + hold - 1, "pending")
                self.check(case, alert, labels, t0 + hold, "firing")
            return case

        self.cases.append((f, finish))

    def quiet_rate(self) -> int:
        s = self.s
        before = s.pairs[-2][0] if len(s.pairs) > 1 else 0
        size = max(1, (s.min_events - 1) * QUIET_EVERY // max(before, 1))
        if before and size * (before // QUIET_EVERY) >= s.min_events:
            raise CaseError("no quiet rate keeps the next-to-last long window under min_events")
        if s.pairs[-1][1] < QUIET_EVERY:
            raise CaseError("the last pair's short window is shorter than a quiet burst period")
        return size

    def plan_quiet_high_priority(self) -> None:
        e = self.epoch
        size = self.quiet_rate()
        labels = self.add("p", "quiet", [Phase(e, 10**9, size, self.below("p", MILD), QUIET_EVERY)])
        alerts = ["SeerRecallBelowTargetHighPriority"]
        self.cases.append(("p", lambda: self.finish_last_pair(labels, size, alerts, 0)))

    def plan_quiet_drops(self) -> None:
        """One staging segment for every non-high-priority quality alert: a quiet segment
        (min_events only in the last long window) whose values all fall sharply."""
        s, e = self.s, self.epoch
        size = self.quiet_rate()
        healthy = {
            "recall": [grid(0.95)],
            "precision": [grid(s.t["precision"] + 0.1)],
            "f1": [grid(0.85)],
            "ndcg": [grid(0.9)],
        }
        fallen = {m: [grid(0.05)] for m in METRICS}
        last = s.pairs[-1][0]
        # enough for the baseline before the last pair's long window (a whole day costs
        # promtool ~13 s more: the baseline window holds whatever part of the day has data)
        start = max(0, e - last - 60)
        labels = {k: "any" for k in s.keys}
        labels[s.keys[0]] = "staging"
        labels[s.keys[-1]] = "q-quiet"
        self.segments.append(
            Segment(
                "q-quiet",
                labels,
                start,
                [
                    Phase(start, e, size, healthy, QUIET_EVERY),
                    Phase(e, 10**9, size, fallen, QUIET_EVERY),
                ],
                METRICS,
            )
        )
        alerts = self.families["a"] + self.families["b"]
        self.cases.append(("q", lambda: self.finish_last_pair(labels, size, alerts, e - start)))

    def finish_last_pair(self, labels: dict, size: int, alerts: list[str], history: int) -> Case:
        s = self.s
        names = s.pair_names[-1]
        before = f", after {history / 60:.0f}h of healthy traffic" if history else ""
        case = Case(
            f"the {'/'.join(names)} pair alone: a quiet segment ({size} events every"
            f" {QUIET_EVERY} minutes{before}) degrades; only {names[0]} ever holds"
            f" min_events"
        )
        for alert in alerts:
            hold = s.hold(alert)
            t0 = self.onset(alert, labels)
            self.only_pair(case, alert, labels, len(s.pairs) - 1, range(t0, t0 + hold + 1))
            self.check(case, alert, labels, t0 + hold - 1, "pending")
            self.check(case, alert, labels, t0 + hold, "firing")
        return case

    def plan_high_priority_only(self) -> None:
        e = self.epoch
        judged = self.judged(e)
        low = grid(self.limit("SeerRecallLow") - MILD, "floor")
        labels = self.add(
            "p",
            "low",
            [*self.history("p", e), Phase(e, 10**9, self.fast, {"recall": [low]})],
        )

        def finish() -> Case:
            case = Case(
                f"high priority: recall {low} on a high-priority segment fires"
                " SeerRecallBelowTargetHighPriority, never SeerRecallLow"
            )
            self.check(case, "SeerRecallBelowTargetHighPriority", labels, judged, "firing")
            self.never(case, "SeerRecallLow", labels, judged)
            return case

        self.cases.append(("p", finish))

    def plan_own_baseline(self, f: str) -> None:
        e = self.epoch
        judged = self.judged(e)
        bad = self.values(f, just_past)
        labels = self.add(f, "own", [*self.history(f, e, bad), Phase(e, 10**9, self.fast, bad)])
        drops = [a for a in self.families[f] if self.q[a].drop]

        def finish() -> Case:
            case = Case(
                "own baseline: the values that fire in the threshold case, but the segment's"
                " own mean was that low all along: no drop, nothing"
            )
            for alert in drops:
                self.never(case, alert, labels, judged)
            return case

        self.cases.append((f, finish))

    def plan_baseline_gate(self, f: str) -> None:
        s, e = self.s, self.epoch
        m = s.min_events
        long0 = s.pairs[0][0]
        hold = s.hold(self.families[f][0])
        rate = math.ceil(m / (long0 - hold - 2))
        bad = self.below(f, SEVERE)
        healthy = self.healthy(f)
        end = e - long0  # all of it in the baseline before the drop reaches the long window
        under = self.add(
            f,
            "base-under",
            [Phase(end - m + 1, end, 1, healthy), Phase(e, 10**9, rate, bad)],
        )
        at = self.add(f, "base-at", [Phase(end - m, end, 1, healthy), Phase(e, 10**9, rate, bad)])
        drops = [a for a in self.families[f] if self.q[a].drop]

        def finish() -> Case:
            case = Case(
                f"baseline min_events: a severe drop after a baseline of {m - 1} events:"
                f" nothing; after {m}: fires"
            )
            for alert in drops:
                t0 = self.onset(alert, at)
                fired = t0 + s.hold(alert)
                if fired - long0 > e:
                    raise CaseError(f"{case.title}: {alert} fires too late to show it")
                self.check(case, alert, at, fired, "firing")
                self.never(case, alert, under, fired)
            return case

        self.cases.append((f, finish))

    def plan_volume(self) -> None:
        s, e = self.s, DAY - 60
        window = s.rates["volume"]
        base = 100
        past_rate = math.ceil(base * s.volume_keep) - 1
        inside_rate = math.floor(base * s.volume_keep) + 1
        low = max(1, base // 5)
        keys = s.keys

        def labels(case: str) -> dict[str, str]:
            out = {k: "any" for k in keys}
            out[keys[0]] = "staging"
            out[keys[-1]] = f"v-{case}"
            return out

        def add(case: str, start: int, phases: list[Phase]) -> dict[str, str]:
            one = labels(case)
            self.segments.append(Segment(f"v-{case}", one, start, phases, (), received=True))
            return one

        forever = 10**9
        past = add("past", 0, [Phase(0, e, base, {}), Phase(e, forever, past_rate, {})])
        inside = add("inside", 0, [Phase(0, e, base, {}), Phase(e, forever, inside_rate, {})])
        # low at this hour every day: yesterday's hour was low too
        quiet_hours = window + 2 * 60
        daily = add(
            "daily",
            0,
            [
                Phase(0, quiet_hours, low, {}),
                Phase(quiet_hours, e, base, {}),
                Phase(e, forever, low, {}),
            ],
        )
        # new today: no traffic at this hour yesterday
        new = add(
            "new", e - window, [Phase(e - window, e, base, {}), Phase(e, forever, past_rate, {})]
        )
        self.volume = {"past": past, "inside": inside, "daily": daily, "new": new}
        self.volume_rates = (base, past_rate, inside_rate, low)

        def finish() -> Case:
            hold = s.hold("SeerVolumeDrop")
            conds = {}
            for name, one in self.volume.items():
                key = tuple(one.values())
                rows = []
                for t in range(self.end + 1):
                    now = self.world.count(key, "seer_received", window, t)
                    yesterday = (
                        self.world.count(key, "seer_received", window, t - DAY)
                        if t >= DAY
                        else None
                    )
                    ok = (
                        now is not None
                        and yesterday is not None
                        and now < s.volume_keep * yesterday
                        and yesterday >= s.min_events
                    )
                    rows.append((ok, now if ok else math.nan))
                conds[name] = rows
            first = next(t for t, (ok, _) in enumerate(conds["past"]) if ok)
            self.behind_from = first + hold + 2
            for name, rows in conds.items():
                rows = [(ok and t < self.behind_from, v) for t, (ok, v) in enumerate(rows)]
                self.timelines[("SeerVolumeDrop", tuple(self.volume[name].values()))] = timeline(
                    rows, hold, s.keep_firing("SeerVolumeDrop")
                )
            case = Case(
                f"volume: {base} events a minute all day, then {past_rate} ({past_rate / base:.0%}"
                f" of the same hour yesterday) fires after `for:`, {inside_rate} does not; a"
                f" segment as low ({low}) at this hour yesterday, and one with no traffic at"
                " this hour yesterday, do not; silenced once the monitor falls behind"
            )
            fired = first + hold
            self.check(case, "SeerVolumeDrop", past, first - 1, "inactive")
            self.check(case, "SeerVolumeDrop", past, fired - 1, "pending")
            self.check(case, "SeerVolumeDrop", past, fired, "firing")
            self.check(case, "SeerVolumeDrop", past, self.behind_from, "inactive")
            for one in (inside, daily, new):
                self.never(case, "SeerVolumeDrop", one, self.behind_from)
            return case

        self.cases.append(("v", finish))

    # the group ----------------------------------------------------------------------
    def build(self) -> Group:
        """Place each case as late as the day allows (promtool's time goes with the number
        of segments at each step), after a first pass that finds how long each one takes."""
        s = self.s
        self.plan({})
        self.simulate(DAY + 240 + max(long for long, _ in s.pairs))
        last: dict[str, int] = {}
        for case_id, make in self.cases:
            case = make()
            last[case_id] = max(c.minute for c in case.checks)
        end = max(last.values())
        epochs = {}
        for case_id, align, _ in self.plans():
            shift = end - last[case_id]
            epochs[case_id] = DAY - 60 + shift // align * align
        self.plan(epochs)
        self.simulate(end)
        finished = [(case_id, make()) for case_id, make in self.cases]
        if max(c.minute for _, case in finished for c in case.checks) != end:
            raise CaseError("a case moved past the end of the day")
        horizon = end
        age = gauge(
            "seer_oldest_unscored_event_age_seconds",
            {"job": s.job, "instance": "w1"},
            [(0, 0), (self.behind_from, s.behind_s + 1)],
            horizon,
        )
        group = Group(
            "quality and volume",
            f"Quality alerts over a day of traffic ({end + 1} one-minute steps): each case"
            " happens late in the day, as late as it can (its segments start with it), and"
            " each segment serves one case; SeerVolumeDrop compares with the same hour"
            " yesterday.",
            end,
        )
        for seg in self.segments:
            group.add_series(
                [one for one in self.series if one.labels[s.keys[-1]] == seg.labels[s.keys[-1]]],
                f"{seg.name}: {self.describe(seg)}",
            )
        group.add_series([age], "the oldest unscored event: 0s, then the monitor falls behind")
        for _, case in finished:
            alerts = sorted({c.alert for c in case.checks})
            group.cases.append((f"{case.title} [{', '.join(alerts)}]", case.checks))
        for alert in [*self.q, "SeerVolumeDrop"]:
            group.rule_tests.append(self.annotations(alert, end))
        return group

    def describe(self, seg: Segment) -> str:
        """A segment's traffic, phase by phase: minutes, events, values of each metric."""
        parts = []
        for phase in seg.phases:
            span = f"from {phase.start}" if phase.end >= 10**8 else f"{phase.start}-{phase.end}"
            often = "a minute" if phase.every == 1 else f"every {phase.every}m"
            values = "; ".join(
                f"{m} {_values(phase.values[m])}" for m in seg.metrics if m in phase.values
            )
            parts.append(f"{span}: {phase.rate} {often}" + (f" ({values})" if values else ""))
        return ", ".join(parts)

    def annotations(self, alert: str, end: int) -> tuple[str, str, int, list]:
        """The minute where fewest segments fire the alert (at least one), and those."""
        best = None
        for t in range(end + 1):
            firing = []
            for (name, key), tl in sorted(self.timelines.items()):
                if name == alert and tl.state[t] == "firing":
                    firing.append((self.world.labels[key], tl.value[t]))
            if not firing or (best is not None and len(firing) >= len(best[1])):
                continue
            try:
                for labels, value in firing:
                    for text in self.s.alerts[alert]["annotations"].values():
                        render(str(text), {**labels, "severity": ""}, value)
            except CaseError:
                continue
            best = (t, firing)
        if best is None:
            raise CaseError(f"{alert} never fires in the day group")
        title = f"labels and annotations of every {alert} firing at minute {best[0]}"
        return (title, alert, *best)


# --- test groups --------------------------------------------------------------------------


@dataclass
class Group:
    name: str
    comment: str
    end: int
    series: list[tuple[str | None, Series]] = field(default_factory=list)
    cases: list[tuple[str, list[Check]]] = field(default_factory=list)
    rule_tests: list[tuple[str, str, int, list[tuple[dict[str, str], float]]]] = field(
        default_factory=list
    )
    exprs: list[tuple[str, list[tuple[str, int, list[tuple[str, float]]]]]] = field(
        default_factory=list
    )

    def add_series(self, series: list[Series], comment: str | None = None) -> None:
        for i, one in enumerate(series):
            self.series.append((comment if i == 0 else None, one))

    def yaml(self, s: Settings) -> list[str]:
        out = ["", f"  # {'=' * 86}"]
        out += [f"  # {line}" for line in _wrap(self.comment, 86)]
        out += [f"  - name: {_q(self.name)}", "    interval: 1m", "    input_series:"]
        for comment, one in self.series:
            if comment:
                out += [f"      # {line}" for line in _wrap(comment, 84)]
            out.append(f"      - series: {_q(one.selector())}")
            out.append(f"        values: {_q(one.notation)}")
        if self.cases or self.exprs:
            out.append("    promql_expr_test:")
        for title, checks in self.cases:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            out += [_check_yaml(c) for c in checks]
        for title, tests in self.exprs:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            for expr, minute, samples in tests:
                rows = ", ".join(f"{{labels: {_q(lb)}, value: {v!r}}}" for lb, v in samples)
                out.append(
                    f"      - {{expr: {_q(expr)}, eval_time: {minute}m, exp_samples: [{rows}]}}"
                )
        if self.rule_tests:
            out.append("    alert_rule_test:")
        for title, alert, minute, firing in self.rule_tests:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            out += alert_rule_yaml(s, alert, minute, firing)
        return out


def _values(values: list[float]) -> str:
    """[1.0, 1.0, 0.5] as 2x1.0/0.5."""
    runs: list[tuple[int, float]] = []
    for value in values:
        if runs and runs[-1][1] == value:
            runs[-1] = (runs[-1][0] + 1, value)
        else:
            runs.append((1, value))
    return "/".join(f"{n}x{_num(v)}" if n > 1 else _num(v) for n, v in runs)


def _wrap(text: str, width: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


class Health:
    """The volume-independent alerts: each group a few minutes of workers' own metrics."""

    def __init__(self, s: Settings) -> None:
        self.s = s

    def labels(self, name: str) -> dict[str, str]:
        out = {k: "any" for k in self.s.keys}
        out[self.s.keys[0]] = "staging"
        out[self.s.keys[-1]] = name
        return out

    def worker(self, instance: str) -> dict[str, str]:
        return {"job": self.s.job, "instance": instance}

    def expect(
        self, case: Case, tl: Timeline, alert: str, match: dict, full: dict, t: int, want: str
    ) -> None:
        if tl.state[t] != want:
            raise CaseError(f"{case.title}: {alert} on {match} is {tl.state[t]} at {t}, not {want}")
        case.checks.append(
            Check(alert, match, {**full, "severity": self.s.severity(alert)}, t, want)
        )

    def never(self, case: Case, tl: Timeline, alert: str, match: dict, full: dict, t: int) -> None:
        if any(st != "inactive" for st in tl.state[: t + 1]):
            raise CaseError(f"{case.title}: {alert} on {match} is active before {t}")
        self.expect(case, tl, alert, match, full, t, "inactive")

    # SeerNoTraffic and what silences it ---------------------------------------------
    def traffic(self, end: int) -> tuple[list[Series], World, dict, dict, int]:
        s = self.s
        stop = 20
        quiet, busy = self.labels("quiet"), self.labels("busy")
        segs = [
            Segment("quiet", quiet, 0, [Phase(0, stop, 5, {})], received=True),
            Segment("busy", busy, 0, [Phase(0, 10**9, 5, {})], received=True),
        ]
        series = [one for seg in segs for one in segment_series(seg, end, s.job, s.bloat)]
        world = World(s, series, {seg.key(): seg.labels for seg in segs})
        return series, world, quiet, busy, stop

    def no_traffic(
        self, world: World, key: tuple, end: int, silenced: Callable[[int], bool]
    ) -> Timeline:
        s, w = self.s, self.s.rates["no_traffic"]
        rows = []
        for t in range(end + 1):
            now = world.count(key, "seer_received", w, t)
            before = world.count(key, "seer_received", w, t - w) if t >= w else None
            ok = now is not None and before is not None and now == 0 and before > 0
            rows.append((ok and not silenced(t), math.nan))
        return timeline(rows, s.hold("SeerNoTraffic"), s.keep_firing("SeerNoTraffic"))

    def group_no_traffic(self) -> Group:
        s, alert = self.s, "SeerNoTraffic"
        w, hold = s.rates["no_traffic"], s.hold(alert)
        probe = 20 + w + hold
        end = probe + 2
        series, world, quiet, busy, stop = self.traffic(end)
        group = Group(
            "no traffic",
            f"SeerNoTraffic: one segment's input stops at minute {stop}, another's goes on;"
            " every worker is up and keeping up.",
            end,
        )
        group.add_series(series[:1], f"quiet: 5 events a minute until minute {stop}, then none")
        group.add_series(series[1:], "busy: 5 events a minute throughout")
        group.add_series(
            [gauge("up", self.worker(i), [(0, 1)], end) for i in ("w1", "w2")], "both workers up"
        )
        group.add_series(
            [gauge("seer_oldest_unscored_event_age_seconds", self.worker("w1"), [(0, 10)], end)],
            "the oldest unscored event is 10s old",
        )
        tq = self.no_traffic(world, tuple(quiet.values()), end, lambda t: False)
        tb = self.no_traffic(world, tuple(busy.values()), end, lambda t: False)
        t0 = tq.cond.index(True)
        case = Case(
            f"no traffic: the quiet segment had events in the {w}m before and none in the"
            f" last {w}m from minute {t0}: pending, firing after `for:`; the busy one never"
        )
        self.expect(case, tq, alert, quiet, quiet, t0 - 1, "inactive")
        self.expect(case, tq, alert, quiet, quiet, t0 + hold - 1, "pending")
        self.expect(case, tq, alert, quiet, quiet, t0 + hold, "firing")
        self.never(case, tb, alert, busy, busy, end)
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (f"labels and annotations of {alert}", alert, t0 + hold, [(quiet, math.nan)])
        )
        self.quiet_from = t0
        return group

    def group_behind(self) -> Group:
        s = self.s
        hold = s.hold("SeerScoringBehind")
        w, hold_nt = s.rates["no_traffic"], s.hold("SeerNoTraffic")
        end = 20 + w + hold_nt + 2
        series, world, quiet, _, stop = self.traffic(end)
        at_limit = hold + 5
        ages = [(0, s.behind_s), (at_limit, s.behind_s + 1)]
        group = Group(
            "monitor behind",
            f"The monitor falls behind: the oldest unscored event is {s.behind_s:g}s old"
            f" (the limit) for {at_limit} minutes, then {s.behind_s + 1:g}s; the same traffic"
            " as in the no-traffic group.",
            end,
        )
        group.add_series(series[:1], f"quiet: 5 events a minute until minute {stop}, then none")
        group.add_series(series[1:], "busy: 5 events a minute throughout")
        group.add_series(
            [gauge("up", self.worker(i), [(0, 1)], end) for i in ("w1", "w2")], "both workers up"
        )
        group.add_series(
            [
                gauge("seer_oldest_unscored_event_age_seconds", self.worker("w1"), ages, end),
                gauge("seer_oldest_unscored_event_age_seconds", self.worker("w2"), [(0, 10)], end),
            ],
            "w1 falls behind, w2 does not (the rule takes the oldest of all)",
        )
        behind = [max(self.gauge_at(ages, t), 10) for t in range(end + 1)]  # w1, w2
        rows = [(age > s.behind_s, age) for age in behind]
        tl = timeline(rows, hold, s.keep_firing("SeerScoringBehind"))
        job = {"job": s.job}
        case = Case(
            f"scoring behind: at the limit ({s.behind_s:g}s) for longer than `for:`, nothing;"
            f" {s.behind_s + 1:g}s from minute {at_limit}: pending, firing after `for:`"
        )
        self.expect(case, tl, "SeerScoringBehind", job, job, at_limit - 1, "inactive")
        self.expect(case, tl, "SeerScoringBehind", job, job, at_limit + hold - 1, "pending")
        self.expect(case, tl, "SeerScoringBehind", job, job, at_limit + hold, "firing")
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (
                "labels and annotations of SeerScoringBehind",
                "SeerScoringBehind",
                at_limit + hold,
                [(job, float(s.behind_s + 1))],
            )
        )
        key = tuple(quiet.values())
        free = self.no_traffic(world, key, end, lambda t: False)
        silenced = self.no_traffic(world, key, end, lambda t: behind[t] > s.behind_s)
        fires = free.state.index("firing")
        case = Case(
            "no traffic, but the monitor is behind: the quiet segment's input may well be"
            f" waiting in the monitor, so nothing (without the lag it would fire at minute {fires})"
        )
        self.never(case, silenced, "SeerNoTraffic", quiet, quiet, end)
        group.cases.append((case.title, case.checks))
        return group

    @staticmethod
    def gauge_at(steps: list[tuple[int, float]], t: int) -> float:
        value = steps[0][1]
        for minute, v in steps:
            if minute <= t:
                value = v
        return value

    def group_worker_down(self) -> Group:
        s, alert = self.s, "SeerWorkerDown"
        hold = s.hold(alert)
        w, hold_nt = s.rates["no_traffic"], s.hold("SeerNoTraffic")
        end = 20 + w + hold_nt + 2
        series, world, quiet, _, stop = self.traffic(end)
        down = 10
        ups = {"w1": [(0, 1)], "w2": [(0, 1), (down, 0)]}
        group = Group(
            "worker down",
            f"Worker w2 cannot be scraped from minute {down} (up 0); w1 scores every segment;"
            " the same traffic as in the no-traffic group.",
            end,
        )
        group.add_series(series[:1], f"quiet: 5 events a minute until minute {stop}, then none")
        group.add_series(series[1:], "busy: 5 events a minute throughout")
        group.add_series(
            [gauge("up", self.worker(i), steps, end) for i, steps in ups.items()],
            f"w1 up; w2 down from minute {down}",
        )
        age = "seer_oldest_unscored_event_age_seconds"
        gone = gauge(age, self.worker("w2"), [(0, 10)], down - 1)
        gone.notation += " stale"  # its scrapes fail: Prometheus marks its series stale
        group.add_series(
            [gauge(age, self.worker("w1"), [(0, 10)], end), gone],
            f"the oldest unscored event is 10s old; w2's series stop at minute {down}",
        )
        case = Case(
            f"worker down: up 0 from minute {down}: pending, firing after `for:`; w1 (up 1) never"
        )
        for instance, steps in ups.items():
            rows = [(self.gauge_at(steps, t) == 0, 0.0) for t in range(end + 1)]
            tl = timeline(rows, hold, s.keep_firing(alert))
            labels = self.worker(instance)
            if instance == "w2":
                self.expect(case, tl, alert, labels, labels, down - 1, "inactive")
                self.expect(case, tl, alert, labels, labels, down + hold - 1, "pending")
                self.expect(case, tl, alert, labels, labels, down + hold, "firing")
            else:
                self.never(case, tl, alert, labels, labels, end)
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (f"labels and annotations of {alert}", alert, down + hold, [(self.worker("w2"), 0.0)])
        )
        key = tuple(quiet.values())
        free = self.no_traffic(world, key, end, lambda t: False)
        silenced = self.no_traffic(world, key, end, lambda t: t >= down)
        fires = free.state.index("firing")
        case = Case(
            "no traffic, but a worker is down: its partitions' events may not be counted yet,"
            f" so nothing (with every worker up it would fire at minute {fires})"
        )
        self.never(case, silenced, "SeerNoTraffic", quiet, quiet, end)
        group.cases.append((case.title, case.checks))
        return group

    def group_stalled(self) -> Group:
        s, alert = self.s, "SeerScoringStalled"
        hold, window = s.hold(alert), s.stalled
        stop = 20
        onset = stop + window
        lag_off = onset + hold + 5
        idle = lag_off + 10
        end = idle + 1
        w1 = self.worker("w1")
        events = Series(
            "seer_events_total",
            {**w1, "outcome": "evaluated"},
            0,
            [10.0 if m <= stop else 0.0 for m in range(1, end + 1)],
        )
        lag_steps = [(0, 5), (lag_off, 0)]
        flight_steps = [(0, 0), (lag_off, 2), (idle, 0)]
        lag = gauge(
            "seer_consumer_lag", {**w1, "topic": "seer.events", "partition": "0"}, lag_steps, end
        )
        flight = gauge("seer_evaluations_in_flight", w1, flight_steps, end)
        group = Group(
            "stalled",
            f"Scoring stops at minute {stop} while 5 events wait on the topic; from minute"
            f" {lag_off} none wait but 2 are in evaluation; from minute {idle} nothing waits.",
            end,
        )
        group.add_series([events], f"10 events evaluated a minute until minute {stop}, then none")
        group.add_series([lag], f"consumer lag 5, 0 from minute {lag_off}")
        group.add_series([flight], f"in flight: 0, 2 from minute {lag_off}, 0 from minute {idle}")
        rows = []
        for t in range(end + 1):
            first = max(0, t - window)
            moved = events.values[t] - events.values[first] if t >= 1 else None
            waiting = self.gauge_at(lag_steps, t) > 0 or self.gauge_at(flight_steps, t) > 0
            rows.append((moved is not None and moved == 0 and waiting, 0.0))
        tl = timeline(rows, hold, s.keep_firing(alert))
        job = {"job": s.job}
        case = Case(
            f"stalled: scoring while events wait, nothing; the last events {window - 1}m ago"
            f" (inside {window}m): nothing; none for {window}m with lag: pending, then firing;"
            " with only evaluations in flight: still firing; nothing waiting: resolved"
        )
        self.expect(case, tl, alert, job, job, stop, "inactive")
        self.expect(case, tl, alert, job, job, onset - 1, "inactive")
        self.expect(case, tl, alert, job, job, onset + hold - 1, "pending")
        self.expect(case, tl, alert, job, job, onset + hold, "firing")
        self.expect(case, tl, alert, job, job, lag_off + 2, "firing")
        self.expect(case, tl, alert, job, job, idle, "inactive")
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (f"labels and annotations of {alert}", alert, onset + hold, [(job, 0.0)])
        )
        return group

    def group_evaluator(self) -> Group:
        s = self.s
        window = s.rates["failures"]
        share = round(100 * s.failing_ratio)
        if not 1 < share < 99:
            raise CaseError("failing_ratio must leave room for a share just past and just inside")
        failed = {"w1": share + 1, "w2": share - 1}
        hold_f, hold_r = s.hold("SeerEvaluatorFailing"), s.hold("SeerEvaluatorRateLimited")
        end = max(hold_f, hold_r) + 3
        group = Group(
            "evaluator",
            f"Per worker, of 100 evaluations a minute: w1 gives up on {failed['w1']}, w2 on"
            f" {failed['w2']} (limit {s.failing_ratio:g}); w1 waits on Retry-After pauses, w2"
            " only on its own rpm limiter.",
            end,
        )
        counters: dict[tuple[str, str], Series] = {}
        for instance, bad in failed.items():
            for outcome, n in (("evaluated", 100 - bad), ("evaluator_failed", bad)):
                counters[(instance, outcome)] = Series(
                    "seer_events_total",
                    {**self.worker(instance), "outcome": outcome},
                    0,
                    [float(n)] * end,
                )
        group.add_series(list(counters.values()), "evaluated and evaluator_failed a minute")
        waits = {
            ("w1", "retry_after"): 2.0,
            ("w2", "retry_after"): 0.0,
            ("w2", "rpm"): 30.0,
        }
        group.add_series(
            [
                Series(
                    "seer_llm_rate_limit_wait_seconds_total",
                    {**self.worker(i), "limiter": lim},
                    0,
                    [v] * end,
                )
                for (i, lim), v in waits.items()
            ],
            "seconds waited a minute: w1 on Retry-After, w2 on its rpm limiter only",
        )
        case = Case(
            f"evaluator failing: a share of {failed['w1']}% given up: pending, firing after"
            f" `for:`; {failed['w2']}%: nothing"
        )
        ratio_at = {}
        for instance in failed:
            rows = []
            for t in range(end + 1):
                if t < 1:
                    rows.append((False, math.nan))
                    continue
                failed_rate, evaluated_rate = (
                    (
                        counters[(instance, o)].values[t]
                        - counters[(instance, o)].values[max(0, t - window)]
                    )
                    / (window * 60)
                    for o in ("evaluator_failed", "evaluated")
                )
                ratio = div(failed_rate, evaluated_rate + failed_rate)
                rows.append((ratio > s.failing_ratio, ratio))
            tl = timeline(rows, hold_f, s.keep_firing("SeerEvaluatorFailing"))
            labels = {"instance": instance}
            if instance == "w1":
                self.expect(case, tl, "SeerEvaluatorFailing", labels, labels, hold_f, "pending")
                self.expect(case, tl, "SeerEvaluatorFailing", labels, labels, 1 + hold_f, "firing")
                ratio_at[instance] = tl.value[1 + hold_f]
            else:
                self.never(case, tl, "SeerEvaluatorFailing", labels, labels, end)
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (
                "labels and annotations of SeerEvaluatorFailing",
                "SeerEvaluatorFailing",
                1 + hold_f,
                [({"instance": "w1"}, ratio_at["w1"])],
            )
        )
        case = Case(
            "rate limited: Retry-After pauses on w1 from the start: pending, firing after"
            " `for:`; w2 waits only on its own limiter: nothing"
        )
        for instance in ("w1", "w2"):
            rows = [
                (t >= 1 and waits.get((instance, "retry_after"), 0) > 0, 0.0)
                for t in range(end + 1)
            ]
            tl = timeline(rows, hold_r, s.keep_firing("SeerEvaluatorRateLimited"))
            labels = {"instance": instance}
            if instance == "w1":
                self.expect(case, tl, "SeerEvaluatorRateLimited", labels, labels, hold_r, "pending")
                self.expect(
                    case, tl, "SeerEvaluatorRateLimited", labels, labels, 1 + hold_r, "firing"
                )
            else:
                self.never(case, tl, "SeerEvaluatorRateLimited", labels, labels, end)
        group.cases.append((case.title, case.checks))
        group.rule_tests.append(
            (
                "labels and annotations of SeerEvaluatorRateLimited",
                "SeerEvaluatorRateLimited",
                1 + hold_r,
                [({"instance": "w1"}, 0.0)],
            )
        )
        return group


def recording_group(s: Settings) -> Group:
    """Exact values of the recorded windows, from two workers scoring one segment."""
    keys = s.keys
    labels = {k: "any" for k in keys}
    labels[keys[0]] = "staging"
    labels[keys[-1]] = "rec"
    name, width = s.pair_names[0][0], s.pairs[0][0]  # the first pair's long window
    at = 2 * width + 10
    end = 3 * width + 1
    workers = {
        "w1": Phase(0, 10**9, 3, {"recall": [1.0, 0.5, 0.75], "precision": [0.25, 0.5, 0.75]}),
        "w2": Phase(0, 10**9, 2, {"recall": [1.0, 0.25], "precision": [0.5, 1.0]}),
    }
    segments = [
        Segment("rec", labels, 0, [phase], ("recall", "precision"), instance=w, shares=True)
        for w, phase in workers.items()
    ]
    group = Group(
        "recording rules",
        "Recording rules: one segment scored by two workers (w1: 3 events a minute, recall"
        " 1/0.5/0.75; w2: 2 a minute, recall 1/0.25), from minute 0.",
        end,
    )
    series = []
    for seg in segments:
        one = segment_series(seg, end, s.job, s.bloat)
        values = "; ".join(f"{m} {_values(seg.phases[0].values[m])}" for m in seg.metrics)
        group.add_series(one, f"{seg.instance}: {seg.phases[0].rate} events a minute ({values})")
        series += one
    world = World(s, series, {segments[0].key(): labels})
    key = segments[0].key()
    inner = ",".join(f'{k}="{v}"' for k, v in labels.items())

    def test(record: str, t: int, value: float | None) -> tuple[str, int, list]:
        assert value is not None
        return (record, t, [(f"{record}{{{inner}}}", value)])

    n = world.count(key, "seer_events", width, at)
    st = world.stats(key, "recall", width, at)
    incomplete = world.count(key, "seer_incomplete", width, at)
    assert n is not None and st is not None and incomplete is not None
    each = [f"{w} {p.rate * width}" for w, p in workers.items()]  # events in the window, per worker
    z2 = float(s.config["z"]) ** 2
    half_z2, z2_, quarter_z2 = g6(z2 / 2), g6(z2), g6(z2 / 4)  # as the rules print them
    ratio = div(incomplete, n)
    center = div(ratio + div(half_z2, n), 1 + div(z2_, n))
    half = div(s.z, 1 + div(z2_, n)) * sqrt(div(ratio * (1 - ratio), n) + div(quarter_z2, n * n))
    group.exprs.append(
        (
            f"the {name} window at minute {at}: {n:g} events summed over both workers"
            f" ({', '.join(each)}); recall mean {st.mean:g} with mean ± {s.z:g}·s/√n;"
            f" incomplete share {ratio:g} with Wilson's interval",
            [
                test(f"segment:seer_events:count_{name}", at, n),
                test(f"segment:seer_recall:mean_{name}", at, st.mean),
                test(f"segment:seer_recall:lower_{name}", at, st.lower),
                test(f"segment:seer_recall:upper_{name}", at, st.upper),
                test(f"segment:seer_incomplete:ratio_{name}", at, ratio),
                test(f"segment:seer_incomplete:lower_{name}", at, clamp_min(center - half, 0)),
                test(f"segment:seer_incomplete:upper_{name}", at, clamp_max(center + half, 1)),
            ],
        )
    )
    minutes_ = [2 * width - 1, 2 * width, 2 * width + 1, 3 * width - 1, 3 * width]
    group.exprs.append(
        (
            f"the window slides: the same count at each minute around the old {name}"
            " windows' boundaries",
            [
                test(
                    f"segment:seer_events:count_{name}",
                    t,
                    world.count(key, "seer_events", width, t),
                )
                for t in minutes_
            ],
        )
    )
    longest = max(s.windows, key=lambda w: s.windows[w])
    whole = world.count(key, "seer_events", s.windows[longest], at)
    group.exprs.append(
        (
            f"a window longer than the data ({longest}) counts every event since minute 0",
            [test(f"segment:seer_events:count_{longest}", at, whole)],
        )
    )
    return group


# --- the file -----------------------------------------------------------------------------


def generate(config: dict[str, Any], rules_path: str, config_name: str) -> str:
    s = Settings(config)
    groups = [recording_group(s), Day(s).build()]
    health = Health(s)
    groups += [
        health.group_no_traffic(),
        health.group_behind(),
        health.group_worker_down(),
        health.group_stalled(),
        health.group_evaluator(),
    ]
    lines = [
        f"# Generated by deploy/prometheus/tests/build.py from {config_name}: do not edit.",
        "# Run: promtool test rules deploy/prometheus/tests/seer-rules.test.yaml",
        "# Input series are the counters workers export (events, sums and sums of squares of",
        "# per-event values); each case says what it shows; a case's segments and checks carry",
        "# its name in the last segment label. ALERTS{...} checks show pending and firing.",
        f"rule_files: [{rules_path}]",
        "evaluation_interval: 1m",
        "# the windows are recorded before the alerts read them, at every evaluation",
        f"group_eval_order: [{', '.join(s.groups)}]",
        "tests:",
    ]
    for group in groups:
        lines += group.yaml(s)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=PROMETHEUS / "config.yaml")
    parser.add_argument("--out", type=Path, default=HERE / "seer-rules.test.yaml")
    parser.add_argument(
        "--rules",
        type=Path,
        default=PROMETHEUS / "seer-rules.yaml",
        help="the rule file the tests load (written relative to --out)",
    )
    parser.add_argument("--check", action="store_true", help="fail if --out is not up to date")
    args = parser.parse_args(argv)
    try:
        config = yaml.safe_load(args.config.read_text())
        rules = os.path.relpath(args.rules.resolve(), args.out.resolve().parent)
        text = generate(config, rules, args.config.name)
    except (ValueError, KeyError, TypeError) as exc:
        print(f"{args.config}: {exc}", file=sys.stderr)
        return 2
    if args.check:
        if not args.out.is_file() or args.out.read_text() != text:
            print(f"{args.out} is out of date: run python deploy/prometheus/tests/build.py")
            return 1
        return 0
    args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
