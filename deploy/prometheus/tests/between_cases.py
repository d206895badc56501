"""The case of the windows between a pair's short and long ones: a pair starts only where
every recorded window between them shows the segment still degraded, not the next longer
one alone (fleeting_cases shows that one).

- gap between: the first pair with a window between its short and long ones beyond the
  next longer one (the 2h pair: 30m and 1h between), on a quiet segment (fewer than
  min_events in the pair before's long window, so no shorter pair starts): a drop, a
  healthy gap, a drop again, laid out so that when the busy healthy history leaves the
  long window, the long bound, the short window and every window between up to the
  gap's start (30m) are past the limit and the longest window between (1h), which holds
  the healthy gap, is not; then the segment recovers. No page; reading the short window
  and the next longer one alone (the rules before), it fires. Its twin, the same traffic
  with the gap degraded too, pages on that pair alone.

The case searches its values (how far past the limit before and after the gap, how high
the gap, how long the second drop lasts) on a probe, as fleeting_cases does, and keeps the
first that shows its point. The segments are quiet and last a couple of hours: they add
little to promtool's time. Not at a limit of 1.0 (high priority): nothing is healthier
than 1.0, and any window holding a miss enters there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from counters import FOREVER, Phase, grid, how_often
from day import MILD, SEVERE, Day
from hysteresis_cases import first, shown_once
from quality_cases import pair_rate
from rendering import Case, CaseError

# How far past the limit before the gap and after it, how high above it in the gap, and
# how many minutes the second drop lasts once the long window holds no history: tried in turn
FIRSTS = (SEVERE, 4 * MILD)
DEPTHS = (MILD, 2 * MILD)
HEIGHTS = (2 * MILD, 3 * MILD, MILD)
LASTS = (10, 15, 20, 5)
# The gap lies between the last two windows between a pair's two; closer than this (20m and
# 30m), it holds too few of a quiet segment's events to lift the longer window's mean
MIN_GAP = 30


@dataclass(frozen=True)
class Gap:
    """A drop `first` past the limit, a gap `height` above it, a drop `depth` past it that
    lasts `last` minutes after the long window leaves the history, then `height` above it."""

    first: float
    height: float
    depth: float
    last: int


@dataclass(frozen=True)
class Layout:
    """The pair (its index), the longest window between its short and long ones (`mid`:
    the gap lies in it) and the window before that one (`prev`: the second drop fills it)."""

    index: int
    long: int
    short: int
    mid: int
    prev: int
    name: str


def gap_pair(day: Day) -> Layout | None:
    """The first pair (not the first one) with two windows or more between its short and
    long ones, the last two of them `MIN_GAP` minutes apart or more (room for the gap)."""
    s = day.s
    for index, ((long, short), names) in enumerate(zip(s.pairs, s.pair_names, strict=True)):
        inside = s.between(short, long)
        if index > 0 and len(inside) >= 2 and inside[-1] - inside[-2] >= MIN_GAP:
            return Layout(index, long, short, inside[-1], inside[-2], "/".join(names))
    return None


def _gap(day: Day, f: str, gap: Gap) -> Callable[[], Case]:
    e, s = day.epoch, day.s
    lay = gap_pair(day)
    assert lay is not None
    rate, every = pair_rate(s.min_events, lay.long, s.pairs[lay.index - 1][0])
    # minute `clear`: the first evaluation whose long window holds no history; its `mid`
    # window then holds the gap, its `prev` window the second drop alone
    clear = e + lay.long + s.offset
    start = e + lay.long - lay.mid  # the gap
    again = start + lay.mid - lay.prev  # the second drop
    back = e + lay.long + gap.last  # the recovery
    down = day.values(f, lambda q, limit: [grid(max(limit - gap.first, 0.0), "floor")])
    high = day.values(f, lambda q, limit: [grid(min(limit + gap.height, 1.0), "floor")])
    low = day.values(f, lambda q, limit: [grid(max(limit - gap.depth, 0.0), "floor")])

    def phases(between: dict[str, list[float]]) -> list[Phase]:
        return [
            *day.history(f, e),
            Phase(e, start, rate, down, every),
            Phase(start, again, rate, between, every),
            Phase(again, back, rate, low, every),
            Phase(back, FOREVER, rate, high, every),
        ]

    blocked = day.add(f, "between", phases(high))
    twin = day.add(f, "between-twin", phases(low))
    mid, prev = s.window_name(lay.mid), s.window_name(lay.prev)

    def finish() -> Case:
        before: dict[str, int] = {}
        case = Case("gap between")
        for alert in day.families[f]:
            hold = s.hold(alert)
            nearest = day.played(alert, blocked, "nearest-only")
            fired = first(nearest.state, "firing", clear)
            if fired is None or fired != clear + hold or nearest.state[clear - 1] != "inactive":
                raise CaseError(
                    f"gap between: {alert} would not fire at {clear + hold - e} on its short"
                    f" window and the next longer one (firing at {fired})"
                )
            states = day.tl(alert, blocked).state
            if any(st != "inactive" for st in states):
                active = next(t for t, st in enumerate(states) if st != "inactive")
                raise CaseError(f"gap between: {alert} on {blocked} is active at {active - e}")
            day.check(case, alert, blocked, fired, "inactive")
            t0 = day.onset(alert, twin)
            if t0 != clear:
                raise CaseError(f"gap between: {alert} on the twin holds at {t0 - e}")
            day.only_pair(case, alert, twin, lay.index, range(t0, t0 + hold + 1))
            day.check(case, alert, twin, t0 + hold - 1, "pending")
            day.check(case, alert, twin, t0 + hold, "firing")
            before[alert] = fired - e
        case.title = (
            f"gap between: {rate} event(s) {how_often(every)} (too few for the shorter"
            f" pairs), {lay.long - lay.mid} minutes {gap.first:g} past the limit,"
            f" {lay.mid - lay.prev} minutes {gap.height:g} above it, then {gap.depth:g} past"
            f" it until"
            f" {gap.last} minutes after the {lay.long}-minute window leaves the busy healthy"
            f" history, then {gap.height:g} above it again: from minute {clear - e} the"
            f" {lay.name} pair's long bound, its short window and the {prev} window are past"
            f" the limit, the {mid} window (the healthy gap in it) is not: no page (reading"
            f" the short window and the next longer one alone, it fires at minute"
            f" {'/'.join(str(t) for t in sorted(set(before.values())))}); the twin, the gap"
            f" {gap.depth:g} past the limit too, fires on the {lay.name} pair alone"
        )
        return case

    return finish


def _search(day: Day, f: str) -> Gap | None:
    """The first gap that shows the case on a probe (the case's segments alone)."""

    def options() -> list[Gap] | None:
        if gap_pair(day) is not None and not any(day.q[a].top for a in day.families[f]):
            return [
                Gap(before, height, depth, last)
                for before in FIRSTS
                for depth in DEPTHS
                for height in HEIGHTS
                for last in LASTS
            ]
        return None

    return shown_once(
        day,
        f,
        "between",
        options,
        _gap,
        lambda n, errors: (
            f"{f}-between: none of {n} layouts shows the windows between"
            f" (the first: {errors[0] if errors else 'none tried'})"
        ),
    )


def plan_between(day: Day, f: str) -> None:
    gap = _search(day, f)
    if gap is not None:
        day.cases.append((f, _gap(day, f, gap)))
