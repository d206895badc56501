"""The rules, as a model: what the config and the generated rules say (`Settings`), what the
recording rules record and when each alert's condition holds (`World`), and the state the
rule manager keeps from it (`timeline`).

A quality alert starts on a pair's entry branch and, once firing, stays on its stay branch
(states.py); `World.quality_timeline` plays both.

Windows count `max_over_time - min_over_time` of each counter over [t - window, t] (both ends
included, as in Prometheus 2.x; t is the evaluation less `query_offset`), summed over
workers: for a counter without resets that is its last sample in the window less its
first, so the model is exact, float rounding included. A series with no sample in the
window (not started yet, or stale for longer than the window) is missing from the
result, not 0.
"""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol

from counters import clamp_max, clamp_min, div, grid, sqrt
from states import NEVER, NO, Cond, Pair, Verdict, quality_timeline
from states import Timeline as Timeline  # the cases read the timeline from here
from states import timeline as timeline

PROMETHEUS = Path(__file__).resolve().parent.parent


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


def drawn(threshold: float) -> float:
    """The line the rules draw for a fixed threshold: a hair below it at 1.0
    (`threshold_line`)."""
    return float(RB.threshold_line(threshold))


# every key of config.yaml the model reads: a key it does not know may change the rules
# in a way it does not model, so the generator refuses it
KNOWN = {
    "job", "segment_keys", "runbook_url", "high_priority", "windows", "slow_windows", "z",
    "pairs", "min_events", "short_z", "baseline", "thresholds", "for", "keep_firing_for",
    "keep_firing_for_drop",
    "rates", "health", "judge", "query_offset",
}  # fmt: skip


class Settings:
    """What the config and the generated rules say."""

    def __init__(self, config: dict[str, Any]) -> None:
        unknown = sorted(set(config) - KNOWN)
        if unknown:
            raise ValueError(f"the test model does not know {', '.join(unknown)}")
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
        self.short_z = g6(float(config["short_z"]))  # the entry margin, in standard errors
        self.min_events = int(config["min_events"])
        self.windows = {w: minutes(w) for w in config["windows"]}
        offset = str(config["query_offset"])
        self.offset = 0 if RB.seconds(offset) == 0 else minutes(offset)  # windows end this early
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

    def segment(self, name: str, high_priority: bool = False) -> dict[str, str]:
        """A segment's labels: its name in the last key, staging (or high priority) first."""
        labels = {k: "any" for k in self.keys}
        if high_priority:
            labels.update(self.high_priority)
        else:
            labels[self.keys[0]] = "staging"
        labels[self.keys[-1]] = name
        return labels

    def steadier(self, window: int) -> int:
        """The shortest recorded window longer than `window` (where a quiet short window's
        alert stays on)."""
        return min(length for length in self.windows.values() if length > window)

    def between(self, short: int, long: int) -> list[int]:
        """The recorded windows longer than `short` and shorter than `long`, shortest first
        (each must show the segment still degraded for the pair to start)."""
        return sorted(length for length in self.windows.values() if short < length < long)

    def window_name(self, minutes: int) -> str:
        return next(str(name) for name, length in self.windows.items() if length == minutes)

    def worker(self, instance: str) -> dict[str, str]:
        return {"job": self.job, "instance": instance}


@dataclass(frozen=True)
class Quality:
    """A quality alert: a metric below a limit (absolute, or from the segment's baseline)."""

    alert: str
    metric: str
    healthy: float  # the segment's usual value in these tests
    limit: Callable[[float], float]  # from the baseline mean (absolute ones ignore it)
    drop: bool
    priority: bool | None  # True: high-priority segments only; False: never them
    top: bool = False  # its threshold is 1.0, the top of the metric's range

    @property
    def counter(self) -> str:
        """The count its windows are judged by (min_events)."""
        return "seer_ndcg" if self.metric == "ndcg" else "seer_events"


def qualities(s: Settings) -> dict[str, Quality]:
    t = s.t

    def fixed(name: str) -> Callable[[float], float]:
        line = drawn(t[name])
        return lambda _: line

    def below(by: float) -> Callable[[float], float]:
        return lambda base: base - by

    def share(base: float) -> float:
        return s.keep * base

    return {
        q.alert: q
        for q in (
            Quality(
                "SeerRecallBelowTargetHighPriority",
                "recall",
                1.0,
                fixed("recall_high_priority"),
                False,
                True,
                top=t["recall_high_priority"] >= 1,
            ),
            Quality(
                "SeerRecallLow", "recall", grid(t["recall"] + 0.1), fixed("recall"), False, False
            ),
            Quality(
                "SeerContextBloat",
                "precision",
                grid(t["precision"] + 0.25),
                fixed("precision"),
                False,
                None,
            ),
            Quality("SeerF1Drop", "f1", grid(0.85), below(t["f1_drop"]), True, None),
            Quality("SeerNdcgDrop", "ndcg", grid(0.9), below(t["ndcg_drop"]), True, None),
            Quality("SeerRecallDailyDrop", "recall", grid(0.95), share, True, None),
            Quality("SeerPrecisionDailyDrop", "precision", grid(0.6), share, True, None),
        )
    }


@dataclass
class Stats:
    n: float
    total: float
    squares: float
    mean: float
    lower: float
    upper: float
    se: float  # the standard error, sqrt(s²/n) as the rules take it: NaN below 2 events


COUNTERS = {
    "seer_events": "seer_segment_events_total",
    "seer_ndcg": "seer_segment_ndcg_events_total",
    "seer_received": "seer_segment_received_total",
    "seer_incomplete": "seer_segment_incomplete_events_total",
}


class Samples(Protocol):
    """What `World` reads of a counter series: a counters.Series, or bench/alerting_model.py's
    Counter."""

    name: str
    labels: dict[str, str]
    start: int
    values: list[float]  # a sample a minute from `start` on


class World:
    """The recording rules and the alerts' conditions over a set of segments, minute by
    minute."""

    def __init__(
        self,
        s: Settings,
        series: Sequence[Samples],
        labels: dict[tuple[str, ...], dict[str, str]],
    ) -> None:
        self.s = s
        self.labels = labels  # segment key -> its labels
        self.by_key: dict[tuple[str, ...], dict[str, list[Samples]]] = {}
        for one in series:
            key = tuple(one.labels[k] for k in s.keys)
            self.by_key.setdefault(key, {}).setdefault(one.name, []).append(one)
        self._stats: dict[tuple[tuple[str, ...], str, int, int], Stats | None] = {}
        # each pair with the windows between its two and the next longer than its short one
        self._pairs = [
            (long, short, s.between(short, long), s.steadier(short)) for long, short in s.pairs
        ]
        # by the alert as modelled (a case may model it with another limit), segment, minute
        self._conds: dict[Quality, dict[tuple[tuple[str, ...], int], Cond]] = {}
        self.ties: dict[tuple[str, tuple[str, ...]], int] = {}  # (alert, key) -> first close call

    def increase(self, key: tuple[str, ...], name: str, window: int, t: int) -> float | None:
        """max - min of each worker's series over [t - window, t], summed over workers, with
        t the evaluation less the query offset."""
        t -= self.s.offset
        total = None
        for one in self.by_key.get(key, {}).get(name, ()):
            start = one.start
            first, last = max(start, t - window), min(t, start + len(one.values) - 1)
            if first > last:
                continue
            value = one.values[last - start] - one.values[first - start]
            total = value if total is None else total + value
        return total

    def count(self, key: tuple[str, ...], counter: str, window: int, t: int) -> float | None:
        return self.increase(key, COUNTERS[counter], window, t)

    def stats(self, key: tuple[str, ...], metric: str, window: int, t: int) -> Stats | None:
        cached = (key, metric, window, t)
        if cached in self._stats:
            return self._stats[cached]
        n = self.count(key, "seer_ndcg" if metric == "ndcg" else "seer_events", window, t)
        total = self.increase(key, f"seer_segment_{metric}_sum_total", window, t)
        squares = self.increase(key, f"seer_segment_{metric}_sum_squares_total", window, t)
        result = None
        if n is not None and total is not None and squares is not None:
            mean = div(total, n)
            # clamp_min(sq - sum ^ 2 / n, 0) * (n > bool 1) / (n - 1) / n, in the rules' order
            spread = clamp_min(squares - div(total * total, n), 0) * (1.0 if n > 1 else 0.0)
            se = sqrt(div(div(spread, n - 1), n))
            half = self.s.z * se
            result = Stats(
                n, total, squares, mean, clamp_min(mean - half, 0), clamp_max(mean + half, 1), se
            )
        self._stats[cached] = result
        return result

    @staticmethod
    def close(a: float, b: float) -> bool:
        """Too close to be sure Go and Python order them the same (the model adds up as
        promtool does; only the order of a sum over workers may differ)."""
        return a != b and abs(a - b) < 1e-12 * max(1.0, abs(b))

    def baseline(self, q: Quality, key: tuple[str, ...], long: int, t: int) -> float | None:
        at = t - long
        if at < 0:
            return None
        st = self.stats(key, q.metric, self.s.baseline, at)
        n = self.count(key, q.counter, self.s.baseline, at)
        if st is None or n is None or not n >= self.s.min_events:
            return None
        return st.mean

    def recent(self, st: Stats) -> float:
        """What the entry branch compares with the limit in a short window: its mean plus
        short_z standard errors, or below 2 events its mean alone."""
        return st.mean if st.n < 2 else st.mean + self.s.short_z * st.se

    def limit(self, q: Quality, key: tuple[str, ...], long: int, t: int) -> float | None:
        if not q.drop:
            return q.limit(0.0)
        base = self.baseline(q, key, long, t)
        return None if base is None else q.limit(base)

    def pairs(self, q: Quality, key: tuple[str, ...], t: int) -> list[Pair]:
        """Each pair at minute t: its long bound, whether it enters, whether it stays."""
        held = []
        for long, short, between, steadier in self._pairs:
            lu = self.stats(key, q.metric, long, t)
            sm = self.stats(key, q.metric, short, t)
            limit = self.limit(q, key, long, t)
            if lu is None or sm is None or limit is None:
                held.append(Pair(math.nan, NO, NO, NO))
                continue
            # a window's stats count the alert's counter (q.counter): n is the count
            n, short_n = lu.n, sm.n
            enough = n >= self.s.min_events

            def below(a: float, limit: float = limit) -> tuple[bool, bool]:
                return a < limit, self.close(a, limit)

            # every window between the short and the long one: to enter, each shows the
            # segment still degraded too; once firing, a quiet short window (fewer than
            # min_events) stays on the next longer window's mean
            steady = self.stats(key, q.metric, steadier, t)
            recent = [below(lu.upper), below(self.recent(sm))]
            alone = Verdict.of(enough, recent)  # the entry with the short window alone
            means = [below(lu.upper), below(sm.mean)]  # the same with short_z 0
            nearest = alone  # the entry with the short window and the next longer one alone
            for window in between:
                mid = self.stats(key, q.metric, window, t)
                recent += [below(self.recent(mid)) if mid is not None else (False, False)]
                means += [below(mid.mean) if mid is not None else (False, False)]
                if window == steadier:
                    nearest = Verdict.of(enough, recent)
            enter = Verdict.of(enough, recent)
            stay = (
                Verdict.of(
                    enough and short_n < self.s.min_events,
                    [below(lu.upper), below(steady.mean)],
                )
                if steady is not None
                else NO
            )
            bare = Verdict.of(enough, means)
            held.append(Pair(lu.upper, enter, stay, bare, alone, nearest))
        return held

    def condition(self, q: Quality, key: tuple[str, ...], t: int) -> Cond:
        known = self._conds.setdefault(q, {})
        cached = known.get((key, t))
        if cached is None:
            cached = known[(key, t)] = self._condition(q, key, t)
        return cached

    def _condition(self, q: Quality, key: tuple[str, ...], t: int) -> Cond:
        high = self.s.is_high_priority(self.labels[key])
        if (q.priority is True and not high) or (q.priority is False and high):
            return NEVER
        held = self.pairs(q, key, t)
        return Cond(
            Verdict.any([p.enter for p in held]),
            Verdict.any([p.stay for p in held]),
            next((p.upper for p in held if p.enter.ok), math.nan),
            next((p.upper for p in held if p.stay.ok), math.nan),
            Verdict.any([p.bare for p in held]),
            next((p.upper for p in held if p.bare.ok), math.nan),
            Verdict.any([p.alone for p in held]),
            next((p.upper for p in held if p.alone.ok), math.nan),
            Verdict.any([p.nearest for p in held]),
            next((p.upper for p in held if p.nearest.ok), math.nan),
        )

    def conditions(self, q: Quality, key: tuple[str, ...], end: int, after: int = -1) -> list[Cond]:
        """The alert's condition at each minute to `end` (nothing up to minute `after`)."""
        return [self.condition(q, key, t) if t > after else NEVER for t in range(end + 1)]

    def quality_timeline(
        self, q: Quality, key: tuple[str, ...], end: int, after: int = -1
    ) -> Timeline:
        """A quality alert on a segment: it starts on the entry branch and, once firing,
        stays on either. A comparison too close to call, where it decides the outcome given
        the alert's state, is recorded in `ties`."""
        conds = self.conditions(q, key, end, after)
        tl = quality_timeline(conds, self.s.hold(q.alert), self.s.keep_firing(q.alert))
        for t, c in enumerate(conds):
            firing = t > 0 and tl.state[t - 1] == "firing"
            low = c.enter.low or (firing and c.stay.low)
            high = c.enter.high or (firing and c.stay.high)
            if low != high:
                self.ties[(q.alert, key)] = min(t, self.ties.get((q.alert, key), t))
        return tl

    def no_traffic(self, key: tuple[str, ...], t: int) -> bool:
        """SeerNoTraffic's own condition: input in the baseline window, none (a count of 0,
        or no count at all) in the no-traffic window."""
        day = self.count(key, "seer_received", self.s.baseline, t)
        now = self.count(key, "seer_received", self.s.rates["no_traffic"], t)
        return day is not None and day > 0 and not (now is not None and now > 0)

    def no_traffic_timeline(
        self, key: tuple[str, ...], end: int, silenced: Callable[[int], bool]
    ) -> Timeline:
        """SeerNoTraffic on a segment, `silenced` by the monitor's own state."""
        rows = [(self.no_traffic(key, t) and not silenced(t), math.nan) for t in range(end + 1)]
        alert = "SeerNoTraffic"
        return timeline(rows, self.s.hold(alert), self.s.keep_firing(alert))
