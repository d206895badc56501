"""Cases of the alerts that compare with the segment's own baseline: a quiet segment whose
values all fall, a segment that was always that low, and the baseline's min_events."""

from __future__ import annotations

import math

from counters import FOREVER, METRICS, Phase, Segment, grid, just_past
from day import QUIET_EVERY, SEVERE, Day
from quality_cases import finish_last_pair, quiet_rate
from rendering import Case, CaseError


def plan_quiet_drops(day: Day) -> None:
    """One staging segment for every non-high-priority quality alert: a quiet segment
    (min_events only in the last long window) whose values all fall sharply."""
    s, e = day.s, day.epoch
    size = quiet_rate(day)
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
    labels = s.segment("q-quiet")
    phases = [
        Phase(start, e, size, healthy, QUIET_EVERY),
        Phase(e, FOREVER, size, fallen, QUIET_EVERY),
    ]
    day.segments.append(Segment("q-quiet", labels, start, phases, METRICS))
    alerts = day.families["a"] + day.families["b"]
    day.cases.append(("q", lambda: finish_last_pair(day, labels, size, alerts, e - start)))


def _drops(day: Day, f: str) -> list[str]:
    return [a for a in day.families[f] if day.q[a].drop]


def plan_own_baseline(day: Day, f: str) -> None:
    e = day.epoch
    judged = day.judged(e)
    bad = day.values(f, just_past)
    labels = day.add(f, "own", [*day.history(f, e, bad), Phase(e, FOREVER, day.fast, bad)])

    def finish() -> Case:
        case = Case(
            "own baseline: the values that fire in the threshold case, but the segment's"
            " own mean was that low all along: no drop, nothing"
        )
        for alert in _drops(day, f):
            day.never(case, alert, labels, judged)
        return case

    day.cases.append((f, finish))


def plan_baseline_gate(day: Day, f: str) -> None:
    s, e = day.s, day.epoch
    m = s.min_events
    long0 = s.pairs[0][0]
    hold = s.hold(day.families[f][0])
    rate = math.ceil(m / (long0 - hold - 2))
    bad = day.below(f, SEVERE)
    healthy = day.healthy(f)
    end = e - long0  # all of it in the baseline before the drop reaches the long window

    def add(case: str, events: int) -> dict[str, str]:
        return day.add(
            f, case, [Phase(end - events, end, 1, healthy), Phase(e, FOREVER, rate, bad)]
        )

    under, at = add("base-under", m - 1), add("base-at", m)

    def finish() -> Case:
        case = Case(
            f"baseline min_events: a severe drop after a baseline of {m - 1} events:"
            f" nothing; after {m}: fires"
        )
        for alert in _drops(day, f):
            t0 = day.onset(alert, at)
            fired = t0 + s.hold(alert)
            if fired - long0 > e:
                raise CaseError(f"{case.title}: {alert} fires too late to show it")
            day.check(case, alert, at, fired, "firing")
            day.never(case, alert, under, fired)
        return case

    day.cases.append((f, finish))
