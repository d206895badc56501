"""What the rules are written with: the metric families and labels they read, Prometheus
durations to and from seconds, numbers and thresholds as the rules print them, and the
PromQL of a variance of a mean, of Cohen's kappa and of label matchers."""

from __future__ import annotations

import re

MEANS = ("recall", "precision", "f1")  # averaged over every scored event
JUDGE = ("evaluator", "model", "prompt_version")  # the labels of the judge's own checks
SHARES = ("incomplete", "bloated")  # events with recall < 1, with precision below the bloat line
# Every mean a window records, and the count it is over (nDCG: the events that have one)
COUNTED_BY = {**{m: "seer_events" for m in MEANS}, "ndcg": "seer_ndcg"}
_UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}
_DURATION = re.compile(r"(\d+)(ms|s|m|h|d)")


def seconds(text: str) -> float:
    """A Prometheus duration ("90s", "1h30m") in seconds."""
    parts = _DURATION.findall(text)
    if not parts or "".join(n + u for n, u in parts) != text:
        raise ValueError(f"not a duration: {text!r}")
    return sum(int(n) * _UNITS[u] for n, u in parts)


def duration(value_s: float) -> str:
    """Seconds as a Prometheus duration in the largest unit that fits exactly (ms at least)."""
    ms = round(value_s * 1000)
    if ms <= 0:
        raise ValueError(f"duration of {value_s}s is below a millisecond")
    for unit in ("d", "h", "m", "s"):
        size = round(_UNITS[unit] * 1000)
        if ms % size == 0:
            return f"{ms // size}{unit}"
    return f"{ms}ms"


def number(value: float) -> str:
    return f"{value:.6g}"


def threshold_line(threshold: float) -> str:
    """A fixed threshold to compare a mean or a bound with. At 1.0, the top of a score's range,
    a window of perfect events sits exactly on the line, and its sums carry rounding
    (0.99999999999994): the line is drawn a hair below, so that only a miss crosses it."""
    return number(threshold) if threshold < 1 else "0.999999999"


def variance_of_mean(total: str, squares: str, n: str) -> str:
    """s²/n from a sum and a sum of squares over n: the sample variance, clamped at 0
    against rounding, NaN (no interval) below 2 events. At n = 1 the sums' rounding leaves
    a remainder of either sign, which over n - 1 = 0 would be +Inf: times 0 first, it is
    0/0 whatever the remainder."""
    return f"clamp_min({squares} - {total} ^ 2 / {n}, 0) * ({n} > bool 1) / ({n} - 1) / {n}"


def kappa_of(cells: str) -> str:
    """Cohen's kappa from the recorded 2x2 table of passages (first judgment by second):
    (observed - expected agreement) / (1 - expected); NaN where both put every passage in
    one class (stream.recheck.cohen_kappa is the same formula)."""

    def share(matchers: str) -> str:
        return f"sum without (first, second) ({cells}{{{matchers}}})"

    n = f"sum without (first, second) ({cells})"
    agree = share('first="supported",second="supported"')
    neither = share('first="unsupported",second="unsupported"')
    first, second = share('first="supported"'), share('second="supported"')
    expected = f"({first} * {second} + ({n} - {first}) * ({n} - {second})) / {n} ^ 2"
    return f"(({agree} + {neither}) / {n} - {expected}) / (1 - {expected})"


def quoted(value: str) -> str:
    """A PromQL string literal: a backslash, a double quote or a line break in `value`
    would end or break it."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{escaped}"'


def label_matchers(labels: dict[str, str]) -> str:
    return ",".join(f"{key}={quoted(value)}" for key, value in sorted(labels.items()))
