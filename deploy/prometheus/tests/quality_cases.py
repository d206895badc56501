"""Cases every quality alert family shows: each side of its threshold, the confidence gate,
min_events, a severe drop across the old windows' boundaries, and each pair on its own.

Each `plan_*` adds a case's segments to the day from `day.epoch` (its minute 0) and
appends what finishes it: its checks, once the day is simulated.
"""

from __future__ import annotations

import math

from counters import GRID, Phase, grid, how_often, just_past, mix
from day import GATE, MILD, QUIET_EVERY, SEVERE, Day
from model import Quality
from rendering import Case, CaseError


def plan_threshold(day: Day, f: str) -> None:
    judged = day.judged(day.epoch)
    past = day.steady(f, "past", day.values(f, just_past))
    ok = day.steady(f, "inside", day.values(f, lambda q, limit: [grid(limit, "ceil")]))

    def finish() -> Case:
        case = Case(
            f"threshold: every event 1/{GRID} below the limit (the next value down) fires;"
            f" at the limit or the next value up (1/{GRID} on) does not ({day.fast} events a"
            " minute, no spread: the interval is the mean)"
        )
        for alert in day.families[f]:
            day.check(case, alert, past, judged, "firing")
            day.never(case, alert, ok, judged)
        return case

    day.cases.append((f, finish))


def spread(q: Quality, limit: float) -> list[float]:
    """Values whose mean is GATE past the limit, with a wide spread."""
    mean = grid(limit - GATE, "floor")
    if mean >= 0.9:  # near the top: rare misses
        hits = min(29, math.floor(mean / (1 - mean)))
        return mix((hits, 1.0), (1, grid(mean * (hits + 1) - hits)))
    width = min(0.15, mean, 1 - mean)
    return mix((1, grid(mean - width)), (1, grid(mean + width)))


def plan_gates(day: Day, f: str) -> None:
    s = day.s
    judged = day.judged(day.epoch)
    long0 = s.pairs[0][0]
    wide = day.values(f, spread)
    tight = day.values(f, lambda q, limit: [grid(limit - GATE, "floor")])
    few = math.ceil(s.min_events / long0)
    # enough events a minute that the long window's interval is well inside GATE,
    # z·sd/√(n-1) < 0.7·GATE, and so is the short window's entry margin (short_z for z)
    short0 = s.pairs[0][1]
    need = 0.0
    for values in wide.values():
        mean = sum(values) / len(values)
        sigma = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
        for z, minutes in ((s.z, long0), (s.short_z, short0)):
            need = max(need, ((z * sigma / (0.7 * GATE)) ** 2 + 1) / minutes)
    size = math.lcm(*(len(v) for v in wide.values()))
    many = math.ceil(math.ceil(need) / size) * size
    noisy_few = day.steady(f, "spread-few", wide, few)
    noisy_many = day.steady(f, "spread-many", wide, many)
    sure_few = day.steady(f, "tight-few", tight, few)

    def finish() -> Case:
        case = Case(
            f"confidence: a mean {GATE} past the limit from {few} events a minute with a"
            f" wide spread: the interval crosses the limit, nothing; the same mean and spread"
            f" from {many} a minute fires; the same mean from {few} a minute with no spread"
            " fires"
        )
        for alert in day.families[f]:
            gate_reason(day, case, alert, noisy_few, judged, "interval")
            day.never(case, alert, noisy_few, judged)
            day.check(case, alert, noisy_many, judged, "firing")
            day.check(case, alert, sure_few, judged, "firing")
        return case

    day.cases.append((f, finish))


def gate_reason(
    day: Day, case: Case, alert: str, labels: dict[str, str], t: int, reason: str
) -> None:
    """Claim: in the first pair (the min_events pair for that gate), only `reason` (the
    interval, or min_events) keeps the pair from holding."""
    q, key = day.q[alert], tuple(labels.values())
    index = day.gate_pair if reason == "min_events" else 0
    long, short = day.s.pairs[index]
    lu = day.world.stats(key, q.metric, long, t)
    sm = day.world.stats(key, q.metric, short, t)
    n = day.world.count(key, q.counter, long, t)
    base = day.world.baseline(q, key, long, t) if q.drop else 0.0
    if lu is None or sm is None or n is None or base is None:
        raise CaseError(f"{case.title}: {alert} has no data on {labels} at minute {t}")
    limit = q.limit(base)
    if reason == "interval":  # the long window's mean is past, its interval is not
        shown = lu.mean < limit and n >= day.s.min_events and not lu.upper < limit
    else:  # everything holds but the count, the entry margin included
        recent = day.world.recent(sm)
        shown = recent < limit and lu.upper < limit and n == day.s.min_events - 1
    if not shown:
        raise CaseError(
            f"{case.title}: {alert} on {labels} at minute {t} does not show the {reason}"
            f" gate (mean {lu.mean}, upper {lu.upper}, n {n}, limit {limit})"
        )


def plan_min_events(day: Day, f: str) -> None:
    s, e = day.s, day.epoch
    m = s.min_events
    hold = s.hold(day.families[f][0])
    # the first pair whose long window holds the M events for `for:` and whose short
    # window still has one of them at the end of it
    fits = [i for i, (long, short) in enumerate(s.pairs) if long - m >= hold and short > hold]
    if not fits:
        raise CaseError("no pair can show min_events with one event a minute")
    index = day.gate_pair = fits[0]
    long = s.pairs[index][0]
    # the history has left the long window by the time the burst is complete
    burst = e + max(0, long - m) if day.history(f, e) else e
    bad = day.below(f, MILD)
    under = day.add(f, "min-under", [*day.history(f, e), Phase(burst, burst + m - 1, 1, bad)])
    at = day.add(f, "min-at", [*day.history(f, e), Phase(burst, burst + m, 1, bad)])

    def finish() -> Case:
        long_name = s.pair_names[index][0]
        case = Case(
            f"min_events: {m - 1} events {MILD} past the limit in the {long_name} window:"
            f" nothing; {m}: pending with the {m}th, firing after `for:`"
        )
        full = burst + m + s.offset  # the long window holds the m-th event
        fired = full + hold
        for alert in day.families[f]:
            day.check(case, alert, at, full - 1, "inactive")
            day.check(case, alert, at, full, "pending")
            day.check(case, alert, at, fired, "firing")
            gate_reason(day, case, alert, under, fired, "min_events")
            day.never(case, alert, under, fired)
        return case

    day.cases.append((f, finish))


def plan_severe(day: Day, f: str) -> None:
    e, fast = day.epoch, day.fast
    healthy = day.healthy(f)
    degraded = (e + 10, e + 70)
    labels = day.add(
        f,
        "severe",
        [
            *day.history(f, e),
            Phase(e, degraded[0], fast, healthy),
            Phase(*degraded, fast, day.below(f, SEVERE)),
            Phase(degraded[1], 10**9, fast, healthy),
        ],
    )

    def finish() -> Case:
        s = day.s
        alone = "holds alone" if day.history(f, e) else "fires it"
        case = Case("")
        around: set[int] = set()
        for alert in day.families[f]:
            hold, keep = s.hold(alert), s.keep_firing(alert)
            t0 = day.onset(alert, labels)
            day.only_pair(case, alert, labels, 0, range(t0, t0 + hold + 1))
            day.check(case, alert, labels, t0 - 1, "inactive")
            day.check(case, alert, labels, t0 + hold - 1, "pending")
            day.check(case, alert, labels, t0 + hold, "firing")
            for boundary in (15, 30, 45, 60):
                for minute in (e + boundary - 1, e + boundary, e + boundary + 1):
                    if minute > t0 + hold:
                        day.check(case, alert, labels, minute, "firing")
                        around.add(minute)
            t1 = day.last_held(alert, labels)
            if t1 < e + 61:
                raise CaseError(f"{case.title}: {alert} stops holding at {t1 - e}")
            if keep:
                day.check(case, alert, labels, t1 + keep, "firing")
            day.check(case, alert, labels, t1 + keep + 1, "inactive")
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

    day.cases.append((f, finish))


def pair_rate(m: int, long: int, before: int) -> tuple[int, int]:
    """`rate` events every `every` minutes that put min_events `m` in any `long`-minute
    window and fewer in any `before`-minute one (the pair before's): the shortest period
    that does, the closest to a steady stream (a 1h pair after a 30m one needs 1 event
    every 2 minutes: no whole rate a minute does it)."""
    for every in range(1, before + 1):
        rate = max(1, math.ceil(m / (long // every)))
        if rate * math.ceil(before / every) < m:
            return rate, every
    raise CaseError(f"no steady rate has min_events in {long}m and not in {before}m")


def plan_pair(day: Day, f: str, index: int) -> None:
    s, m = day.s, day.s.min_events
    long, _ = s.pairs[index]
    before = s.pairs[index - 1][0]
    rate, every = pair_rate(m, long, before)
    labels = day.steady(f, f"pair-{s.pair_names[index][0]}", day.below(f, MILD), rate, every)
    history = bool(day.history(f, day.epoch))

    def finish() -> Case:
        names = s.pair_names[index]
        longer = (
            "the longer windows still hold the busy healthy history"
            if history
            else "for a limit of 1.0 the longer windows, holding the same misses, hold too"
        )
        case = Case(
            f"the {'/'.join(names)} pair alone: a mild drop ({MILD} past the limit) at"
            f" {rate} event(s) {how_often(every)}:"
            f" too few for the {s.pair_names[index - 1][0]}"
            f" window, enough in {names[0]}; {longer}"
        )
        for alert in day.families[f]:
            hold = s.hold(alert)
            t0 = day.onset(alert, labels)
            day.only_pair(case, alert, labels, index, range(t0, t0 + hold + 1))
            day.check(case, alert, labels, t0 + hold - 1, "pending")
            day.check(case, alert, labels, t0 + hold, "firing")
        return case

    day.cases.append((f, finish))


def quiet_rate(day: Day) -> int:
    """Events a quiet segment scores every QUIET_EVERY minutes: min_events only in the
    last pair's long window."""
    s = day.s
    before = s.pairs[-2][0] if len(s.pairs) > 1 else 0
    size = max(1, (s.min_events - 1) * QUIET_EVERY // max(before, 1))
    if before and size * (before // QUIET_EVERY) >= s.min_events:
        raise CaseError("no quiet rate keeps the next-to-last long window under min_events")
    if s.pairs[-1][1] < QUIET_EVERY:
        raise CaseError("the last pair's short window is shorter than a quiet burst period")
    return size


def finish_last_pair(
    day: Day, labels: dict[str, str], size: int, alerts: list[str], history: int
) -> Case:
    """Claim: on a quiet segment, each alert fires on the last pair alone."""
    s = day.s
    names = s.pair_names[-1]
    before = f", after {history / 60:.0f}h of healthy traffic" if history else ""
    case = Case(
        f"the {'/'.join(names)} pair alone: a quiet segment ({size} events every"
        f" {QUIET_EVERY} minutes{before}) degrades; only {names[0]} ever holds"
        f" min_events"
    )
    for alert in alerts:
        hold = s.hold(alert)
        t0 = day.onset(alert, labels)
        day.only_pair(case, alert, labels, len(s.pairs) - 1, range(t0, t0 + hold + 1))
        day.check(case, alert, labels, t0 + hold - 1, "pending")
        day.check(case, alert, labels, t0 + hold, "firing")
    return case
