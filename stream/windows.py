"""Window aggregates (SPEC §6): small, mergeable, pure aggregators and window arithmetic.

Per segment and per tumbling window the stream processor keeps a count, the mean recall,
precision, F1 and nDCG with a confidence interval for each, the share of incomplete
events (recall < 1) and the share of bloated ones (precision below the bloat threshold),
each share with a Wilson score interval.

Every aggregator works on a *state* that is a plain JSON value (an int, a list of numbers,
a dict of those), never a class instance: states live in changelog-backed faust tables,
which serialise them to JSON and restore them on another worker after a rebalance. The
aggregators themselves hold only configuration. `add` and `merge` are pure: they return a
new state and never mutate their arguments, so `table[key] = agg.add(table[key], obs)` is
the one way to update (a table does not see in-place changes anyway). `merge` of two
states equals the state of the union of their inputs (Welford/Chan for means), so windows
can be combined across partitions or rolled up from smaller ones.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, TypeGuard

Z_95 = 1.959963984540054  # the standard normal 0.975 quantile

# Student-t 0.975 quantiles for df 1..10; above that the Cornish-Fisher expansion below
# is within 5e-6 of the exact value.
_T_975 = (12.7062047, 4.3026527, 3.1824463, 2.7764451, 2.5705818,
          2.4469119, 2.3646243, 2.3060041, 2.2621572, 2.2281389)  # fmt: skip


def t_quantile_975(df: int) -> float:
    """The 0.975 quantile of Student's t with `df` degrees of freedom (df >= 1)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df <= len(_T_975):
        return _T_975[df - 1]
    z, v = Z_95, float(df)
    return (
        z
        + (z**3 + z) / (4 * v)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3)
        + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * v**4)
    )


def _clip(x: float) -> float:
    return min(1.0, max(0.0, x))


@dataclass(frozen=True)
class Estimate:
    """A point estimate in [0, 1] with its 95% interval."""

    value: float
    lower: float
    upper: float


# --- primitive aggregators ---------------------------------------------------------------


class Count:
    """Number of values added. State: an int."""

    def initialize(self) -> int:
        return 0

    def add(self, state: int, value: object = None) -> int:
        return state + 1

    def merge(self, a: int, b: int) -> int:
        return a + b

    def result(self, state: int) -> int:
        return state


MeanState = list[float]  # [n, mean, m2]: Welford's running count, mean, sum of squared deviations


class Mean:
    """Mean of values in [0, 1] with a Student-t 95% interval. State: [n, mean, m2].

    With `skip_none`, None values are ignored (nDCG is null for some events); otherwise
    None is an error. Values must be finite and in [0, 1] (ValueError otherwise), so that
    no NaN ever reaches a stored state.
    """

    def __init__(self, skip_none: bool = False) -> None:
        self.skip_none = skip_none

    def initialize(self) -> MeanState:
        return [0, 0.0, 0.0]

    def _takes(self, value: float | None) -> TypeGuard[float]:
        """Whether `value` counts: False for a None to skip, ValueError for a bad value."""
        if value is None:
            if self.skip_none:
                return False
            raise ValueError("None given to a Mean that does not skip None")
        if not (math.isfinite(value) and 0.0 <= value <= 1.0):
            raise ValueError(f"value must be a finite number in [0, 1], not {value!r}")
        return True

    def add(self, state: MeanState, value: float | None) -> MeanState:
        if not self._takes(value):
            return list(state)
        n, mean, m2 = int(state[0]) + 1, state[1], state[2]
        delta = value - mean
        mean += delta / n
        return [n, mean, m2 + delta * (value - mean)]

    def fold(self, values: Iterable[float | None]) -> MeanState:
        """`initialize()` then `add()` of each value, with one list in all."""
        n, mean, m2 = 0, 0.0, 0.0
        for value in values:
            if not self._takes(value):
                continue
            n += 1
            delta = value - mean
            mean += delta / n
            m2 += delta * (value - mean)
        return [n, mean, m2]

    def merge(self, a: MeanState, b: MeanState) -> MeanState:
        na, nb = int(a[0]), int(b[0])
        if na == 0 or nb == 0:
            return list(b if na == 0 else a)
        n = na + nb
        delta = b[1] - a[1]
        return [n, a[1] + delta * nb / n, a[2] + b[2] + delta * delta * na * nb / n]

    def count(self, state: MeanState) -> int:
        return int(state[0])

    def value(self, state: MeanState) -> float | None:
        """The mean, or None when nothing was added."""
        return float(state[1]) if int(state[0]) > 0 else None

    def interval(self, state: MeanState) -> tuple[float, float]:
        """mean ± t(0.975, n-1)·s/√n clipped to [0, 1]; (0, 1) below two values."""
        n = int(state[0])
        if n < 2:
            return (0.0, 1.0)
        s = math.sqrt(max(0.0, state[2]) / (n - 1))
        half = t_quantile_975(n - 1) * s / math.sqrt(n)
        return (_clip(state[1] - half), _clip(state[1] + half))

    def result(self, state: MeanState) -> Estimate | None:
        value = self.value(state)
        if value is None:
            return None
        lower, upper = self.interval(state)
        return Estimate(_clip(value), lower, upper)


ShareState = list[int]  # [n, hits]


def wilson_interval(hits: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """Wilson score interval for a proportion hits/n; (0, 1) when n is 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = hits / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (_clip(centre - half), _clip(centre + half))


class Share:
    """Share of values for which a predicate held, with a Wilson interval. State: [n, hits].

    `add` takes the predicate's outcome (a bool) for one event.
    """

    def initialize(self) -> ShareState:
        return [0, 0]

    def add(self, state: ShareState, hit: bool) -> ShareState:
        return [state[0] + 1, state[1] + (1 if hit else 0)]

    def merge(self, a: ShareState, b: ShareState) -> ShareState:
        return [a[0] + b[0], a[1] + b[1]]

    def value(self, state: ShareState) -> float | None:
        """The share, or None when nothing was added."""
        return state[1] / state[0] if state[0] > 0 else None

    def interval(self, state: ShareState) -> tuple[float, float]:
        return wilson_interval(state[1], state[0])

    def result(self, state: ShareState) -> Estimate | None:
        value = self.value(state)
        if value is None:
            return None
        return Estimate(value, *self.interval(state))


# --- the per-segment window aggregate ------------------------------------------------------


class Scores(Protocol):
    """What `WindowAggregate.add` reads: an Observation or a schema.ScoredResult both fit."""

    @property
    def recall(self) -> float: ...
    @property
    def precision(self) -> float: ...
    @property
    def f1(self) -> float: ...
    @property
    def ndcg(self) -> float | None: ...


class Observation(NamedTuple):
    recall: float
    precision: float
    f1: float
    ndcg: float | None = None


@dataclass(frozen=True)
class WindowResult:
    """A window's figures. Means are None only when the window saw no event at all."""

    events: int
    recall: Estimate | None
    precision: Estimate | None
    f1: Estimate | None
    ndcg: Estimate | None  # None when no event in the window had an nDCG
    incomplete_ratio: Estimate | None
    bloated_ratio: Estimate | None


class WindowAggregate:
    """All SPEC §6 window figures of one segment. State: a dict of the primitive states."""

    def __init__(self, bloat_threshold: float = 0.35) -> None:
        if not 0.0 <= bloat_threshold <= 1.0:
            raise ValueError(f"bloat_threshold must be in [0, 1], not {bloat_threshold!r}")
        self.bloat_threshold = bloat_threshold
        self._count = Count()
        self._share = Share()
        self._means = {
            "recall": Mean(),
            "precision": Mean(),
            "f1": Mean(),
            "ndcg": Mean(skip_none=True),
        }

    def initialize(self) -> dict[str, Any]:
        state: dict[str, Any] = {"events": self._count.initialize()}
        state.update((name, mean.initialize()) for name, mean in self._means.items())
        state["incomplete"] = self._share.initialize()
        state["bloated"] = self._share.initialize()
        return state

    def add(self, state: dict[str, Any], obs: Scores) -> dict[str, Any]:
        """A new state with one scored event added; raises ValueError for a bad score."""
        new: dict[str, Any] = {"events": self._count.add(state["events"])}
        new.update((k, m.add(state[k], getattr(obs, k))) for k, m in self._means.items())
        new["incomplete"] = self._share.add(state["incomplete"], obs.recall < 1.0)
        new["bloated"] = self._share.add(state["bloated"], obs.precision < self.bloat_threshold)
        return new

    def fold(self, observations: Sequence[Scores]) -> dict[str, Any]:
        """The state of `initialize()` then `add()` of each observation, in one pass per
        figure: how a batch of a segment's events is counted."""
        means = self._means
        n = len(observations)
        threshold = self.bloat_threshold
        return {
            "events": n,
            "recall": means["recall"].fold([o.recall for o in observations]),
            "precision": means["precision"].fold([o.precision for o in observations]),
            "f1": means["f1"].fold([o.f1 for o in observations]),
            "ndcg": means["ndcg"].fold([o.ndcg for o in observations]),
            "incomplete": [n, sum(1 for o in observations if o.recall < 1.0)],
            "bloated": [n, sum(1 for o in observations if o.precision < threshold)],
        }

    def merge(self, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
        merged: dict[str, Any] = {"events": self._count.merge(a["events"], b["events"])}
        merged.update((k, m.merge(a[k], b[k])) for k, m in self._means.items())
        merged["incomplete"] = self._share.merge(a["incomplete"], b["incomplete"])
        merged["bloated"] = self._share.merge(a["bloated"], b["bloated"])
        return merged

    def result(self, state: dict[str, Any]) -> WindowResult:
        mean = self._means
        return WindowResult(
            events=self._count.result(state["events"]),
            recall=mean["recall"].result(state["recall"]),
            precision=mean["precision"].result(state["precision"]),
            f1=mean["f1"].result(state["f1"]),
            ndcg=mean["ndcg"].result(state["ndcg"]),
            incomplete_ratio=self._share.result(state["incomplete"]),
            bloated_ratio=self._share.result(state["bloated"]),
        )


def gauge_values(result: WindowResult) -> dict[str, float]:
    """Gauge values by SPEC §6 name without the `seer_window_` prefix; None figures omitted."""
    values: dict[str, float] = {"events": float(result.events)}
    estimates = {
        "recall": result.recall,
        "precision": result.precision,
        "f1": result.f1,
        "ndcg": result.ndcg,
        "incomplete_ratio": result.incomplete_ratio,
        "bloated_ratio": result.bloated_ratio,
    }
    for name, estimate in estimates.items():
        if estimate is not None:
            values[name] = estimate.value
            values[f"{name}_lower"] = estimate.lower
            values[f"{name}_upper"] = estimate.upper
    return values


# --- tumbling windows ----------------------------------------------------------------------

_UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
_WINDOW = re.compile(r"([0-9]+)([dhms])")


def parse_window(text: str) -> int:
    """Window size in seconds from "90s", "15m", "6h", "2d" (a positive integer and a unit)."""
    if not isinstance(text, str):
        raise ValueError(f"window must be text like '15m', not {text!r}")
    match = _WINDOW.fullmatch(text.strip())
    if match is None:
        raise ValueError(
            f"bad window {text!r}: expected a positive whole number and a unit s, m, h or d,"
            " e.g. '15m'"
        )
    seconds = int(match.group(1)) * _UNITS[match.group(2)]
    if seconds <= 0:
        raise ValueError(f"bad window {text!r}: the size must be positive")
    return seconds


def format_window(seconds: int) -> str:
    """Canonical text for a window size, in the largest unit that divides it: 86400 -> "1d"."""
    if isinstance(seconds, bool) or not isinstance(seconds, int) or seconds <= 0:
        raise ValueError(f"window size must be a positive whole number of seconds, not {seconds!r}")
    for unit, size in _UNITS.items():
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    raise AssertionError("unreachable: every integer is a whole number of seconds")


def window_start(ts: float, size_s: int) -> int:
    """Start (epoch seconds) of the tumbling window of `size_s` seconds holding `ts`."""
    if size_s <= 0:
        raise ValueError(f"window size must be positive, not {size_s!r}")
    if not math.isfinite(ts):
        raise ValueError(f"timestamp must be finite, not {ts!r}")
    return (math.floor(ts) // size_s) * size_s


def window_bounds(ts: float, size_s: int) -> tuple[int, int]:
    """The half-open window [start, end) of `size_s` seconds that holds `ts`."""
    start = window_start(ts, size_s)
    return (start, start + size_s)
