"""Cases of the high-priority target (recall 1.0): a quiet segment, a recall that only the
high-priority alert pages for, and perfect events whose sums carry float rounding."""

from __future__ import annotations

import dataclasses

from counters import FOREVER, Phase, Segment, grid, selector
from day import MILD, QUIET_EVERY, Day
from model import World
from quality_cases import finish_last_pair, quiet_rate
from rendering import Case, CaseError, expr_test

HIGH = "SeerRecallBelowTargetHighPriority"
ROUNDED = 0.55  # a recall whose sums are not exact in binary (0.55 * 60 is 33.00000000000002)
MISSES = 60  # minutes of ROUNDED recall before the perfect events


def plan_quiet_high_priority(day: Day) -> None:
    size = quiet_rate(day)
    phase = Phase(day.epoch, FOREVER, size, day.below("p", MILD), QUIET_EVERY)
    labels = day.add("p", "quiet", [phase])
    day.cases.append(("p", lambda: finish_last_pair(day, labels, size, [HIGH], 0)))


def plan_high_priority_only(day: Day) -> None:
    judged = day.judged(day.epoch)
    low = grid(day.limit("SeerRecallLow") - MILD, "floor")
    labels = day.steady("p", "low", {"recall": [low]})

    def finish() -> Case:
        case = Case(
            f"high priority: recall {low} on a high-priority segment fires {HIGH}, never"
            " SeerRecallLow"
        )
        day.check(case, HIGH, labels, judged, "firing")
        day.never(case, "SeerRecallLow", labels, judged)
        return case

    day.cases.append(("p", finish))


def _rounding(day: Day, rate: int, horizon: int) -> tuple[int, int, int, str] | None:
    """On a segment alone from minute 0 (MISSES minutes of ROUNDED recall at `rate` a
    minute, then perfect events): the minute the alert last holds, the first minute after
    it resolved where the short windows' means are below 1, and the first minute after it
    resolved where a limit of exactly 1.0 would have it active (its stay branch still
    holding on such a mean, or its entry again), with that state; None where the perfect
    events' sums carry no such rounding."""
    s, q = day.s, day.q[HIGH]
    labels = s.segment("probe", high_priority=True)
    seg = Segment("probe", labels, 0, _phases(0, rate), ("recall",))
    world = World(s, seg.series(horizon, s.job, s.bloat), {seg.key(): labels})
    at_one = dataclasses.replace(q, limit=lambda _: 1.0)  # drawn at exactly 1.0
    keep = s.keep_firing(HIGH)
    real = world.quality_timeline(q, seg.key(), horizon)
    mutated = world.quality_timeline(at_one, seg.key(), horizon)
    last = max(t for t, ok in enumerate(real.cond) if ok)
    after = range(last + keep + 1, horizon + 1)
    if any(real.state[t] != "inactive" for t in after):
        return None
    shorts = sorted({short for _, short in s.pairs})

    def below_one(t: int) -> bool:
        means = [world.stats(seg.key(), "recall", w, t) for w in shorts]
        return all(m is not None and m.mean < 1 for m in means)

    below = next((t for t in after if below_one(t)), None)
    differs = next((t for t in after if mutated.state[t] != "inactive"), None)
    if below is None or differs is None:
        return None
    return last, below, differs, mutated.state[differs]


def _phases(e: int, rate: int) -> list[Phase]:
    return [
        Phase(e, e + MISSES, rate, {"recall": [ROUNDED]}),
        Phase(e + MISSES, FOREVER, rate, {"recall": [1.0]}),
    ]


def plan_rounding(day: Day) -> None:
    """Perfect events after misses: their sums carry the misses' rounding, so a window of
    only perfect events can count a mean a hair below 1.0. The alert resolves once the
    misses leave the short windows and stays resolved; drawn at exactly 1.0 its stay branch
    would hold on such a mean (or its entry fire again): the generator finds a rate that
    shows it, the earliest it can, and adds no case where no rate does."""
    s, q = day.s, day.q[HIGH]
    if not q.top:
        return  # below the top of the range, a hair of rounding crosses no line
    horizon = MISSES + max(long for long, _ in s.pairs)
    found = {rate: _rounding(day, rate, horizon) for rate in range(1, 33)}
    shown = {rate: one for rate, one in found.items() if one is not None}
    if not shown:
        # Nothing to show: no branch then reads a short mean of perfect events alone (with
        # min_events in the short window the entry margin decides, and its standard error
        # outweighs the rounding). `threshold_line` itself is checked in test_rules_mutants.
        return
    rate = min(shown, key=lambda r: (shown[r][2], r))
    e = day.epoch
    last, below, differs = (e + minute for minute in shown[rate][:3])
    would = shown[rate][3]
    labels = day.add("p", "round", _phases(e, rate))
    shorts = [(short, s.window_name(short)) for short in sorted({w for _, w in s.pairs})]

    def finish() -> Case:
        keep, hold = s.keep_firing(HIGH), s.hold(HIGH)
        case = Case(
            f"rounding: {MISSES} minutes of recall {ROUNDED} ({rate} events a minute), then"
            " only perfect events, whose sums carry the misses' rounding: firing, then"
            " resolved keep_firing_for after the misses left the short windows (the long"
            f" ones still hold them); at minute {below - e} the short windows' means are a"
            " hair below 1.0 (their recorded values are checked below), and it stays"
            f" resolved (drawn at exactly 1.0, it would be {would} at minute"
            f" {differs - e})"
        )
        if day.last_held(HIGH, labels) != last or last + 1 - e != MISSES + shorts[-1][0]:
            raise CaseError(f"{case.title}: it last holds at minute {last - e}")
        t0 = day.onset(HIGH, labels)
        day.check(case, HIGH, labels, t0 + hold, "firing")
        day.check(case, HIGH, labels, last + keep, "firing")
        day.check(case, HIGH, labels, last + keep + 1, "inactive")
        day.check(case, HIGH, labels, below, "inactive")
        if differs != below:
            day.check(case, HIGH, labels, differs, "inactive")
        if any(st != "inactive" for st in day.tl(HIGH, labels).state[last + keep + 1 :]):
            raise CaseError(f"{case.title}: {HIGH} fires again on {labels}")
        key = tuple(labels.values())
        tests = []
        for minute, name in shorts:
            st = day.world.stats(key, "recall", minute, below)
            if st is None or not st.mean < 1:
                raise CaseError(f"{case.title}: the {name} mean is not below 1 at {below}")
            record = f"segment:seer_recall:mean_{name}"
            query = f"{selector(record, labels)} < 1"
            tests.append(expr_test(record, labels, below, st.mean, query))
        day.exprs.append(
            (
                f"rounding (p-round): at minute {below} the short windows of perfect events"
                " record a mean below 1.0, and yet no alert",
                tests,
            )
        )
        return case

    day.cases.append(("p", finish))
