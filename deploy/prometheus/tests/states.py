"""What the rule manager keeps from an alert's condition: its state at each minute
(`timeline`), and for a quality alert, its two branches (hysteresis): it starts on a pair
whose short window's mean plus `short_z` standard errors is past the limit, and every
longer window's short of the pair's long one too (`enter`), and once firing it stays on a
pair whose short window is quiet and the next longer window's mean alone is past it
(`stay`, read through the alert's own ALERTS{alertstate="firing"}: its state after the
previous evaluation, keep_firing_for included). `quality_timeline` also plays the rules
without either half of that, to show what a case would do under them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    """Whether a condition holds; then whether it holds if every comparison too close to
    call went against it (`low`), or for it (`high`)."""

    ok: bool
    low: bool
    high: bool

    @staticmethod
    def of(enough: bool, sure: list[tuple[bool, bool]]) -> Verdict:
        """From a gate and comparisons (holds, too close to call)."""
        # loops rather than all(): the rule-test generator asks this millions of times
        if not enough:
            return NO
        ok = low = high = True
        for c, near in sure:
            ok = ok and c
            low = low and c and not near
            high = high and (c or near)
        return Verdict(ok, low, high)

    @staticmethod
    def any(verdicts: list[Verdict]) -> Verdict:
        ok = low = high = False
        for v in verdicts:
            ok, low, high = ok or v.ok, low or v.low, high or v.high
        return Verdict(ok, low, high)


NO = Verdict(False, False, False)


@dataclass(frozen=True)
class Pair:
    """One pair of windows at one minute: the long window's upper bound (the alert's value),
    whether it lets the alert start (`enter`: the short mean plus short_z standard errors
    past the limit, and every window's between it and the long one), whether it keeps a
    firing alert firing (`stay`: a short window with fewer than min_events, and the next
    longer window's mean past the limit), whether it would start the alert with short_z 0
    (`bare`: the means alone), whether it would with the short window alone read
    (`alone`), and whether it would with the short window and the next longer one alone
    read (`nearest`: the rules before every window between the two was read)."""

    upper: float
    enter: Verdict
    stay: Verdict
    bare: Verdict = NO
    alone: Verdict = NO
    nearest: Verdict = NO


@dataclass(frozen=True)
class Cond:
    """An alert's condition at one minute: whether any pair enters, whether any stays, and
    the value each branch gives it (the first pair's that holds, as `or` keeps it); and
    whether any would enter with short_z 0 (`bare`), on its short window alone (`alone`),
    or on its short window and the next longer one alone (`nearest`), with their values."""

    enter: Verdict
    stay: Verdict
    enter_value: float = math.nan
    stay_value: float = math.nan
    bare: Verdict = NO
    bare_value: float = math.nan
    alone: Verdict = NO
    alone_value: float = math.nan
    nearest: Verdict = NO
    nearest_value: float = math.nan


NEVER = Cond(NO, NO)


@dataclass
class Timeline:
    """An alert's state at each minute, as Prometheus' rule manager keeps it."""

    state: list[str]  # inactive, pending, firing
    value: list[float]  # the value its annotations show
    cond: list[bool]  # its condition, given its state after the previous evaluation


Row = tuple[bool, float]  # a condition and the value it gives


def timeline(conds: list[Row], hold: int, keep: int, stay: list[Row] | None = None) -> Timeline:
    """The rule manager's state from `conds`; where the alert was firing after the previous
    evaluation (keep_firing_for included: ALERTS{alertstate="firing"} as of then), `stay`
    holds it too."""
    state, values, held = [], [], []
    active_at, keep_since = 0, -1
    current, value = "inactive", math.nan
    for t, (ok, v) in enumerate(conds):
        if not ok and stay is not None and current == "firing":
            ok, v = stay[t]
        if ok:
            if current == "inactive":
                current, active_at = "pending", t
            keep_since = -1
            value = v
            if current == "pending" and t - active_at >= hold:
                current = "firing"
        elif current == "firing" and keep:
            if keep_since < 0:
                keep_since = t
            if t - keep_since >= keep:
                current = "inactive"
        else:
            current = "inactive"
        state.append(current)
        values.append(value)
        held.append(ok)
    return Timeline(state, values, held)


def quality_timeline(conds: list[Cond], hold: int, keep: int, branches: str = "both") -> Timeline:
    """A quality alert's state from its conditions: with both branches, as the rules say;
    `enter` only (the stay branch taken out of the rules), `no-margin` (short_z 0: the
    short mean alone lets it start, and the stay branch as the rules say), `short-only`
    (a pair starts on its short window alone, without the margin of the windows between
    it and the long one), or `nearest-only` (a pair starts on its short window and the
    next longer one alone, as the rules did before every window between was read)."""
    enter = [(c.enter.ok, c.enter_value) for c in conds]
    stay = [(c.stay.ok, c.stay_value) for c in conds]
    if branches == "enter":
        return timeline(enter, hold, keep)
    if branches == "no-margin":
        return timeline([(c.bare.ok, c.bare_value) for c in conds], hold, keep, stay)
    if branches == "short-only":
        return timeline([(c.alone.ok, c.alone_value) for c in conds], hold, keep, stay)
    if branches == "nearest-only":
        return timeline([(c.nearest.ok, c.nearest_value) for c in conds], hold, keep, stay)
    return timeline(enter, hold, keep, stay)
