"""The day's traffic cases, at fixed minutes: SeerVolumeDrop against the same hour
yesterday (and when the monitor falls behind), and SeerNoTraffic over a whole baseline
window after a segment's input stopped."""

from __future__ import annotations

import math

from counters import FOREVER, Phase, Segment
from day import DAY, Day
from model import World, timeline
from rendering import Case, CaseError

STOPS = 60  # the minute the stopped segment's input stops
RETIRED = 40  # the minute the retired segment's input stops for good
NO_TRAFFIC_NAME = "SeerNoTraffic"


def volume(day: Day, world: World, key: tuple[str, ...], t: int) -> tuple[bool, float]:
    """SeerVolumeDrop's own condition on a segment (not silenced): fewer events in its
    window than volume_keep of the same window yesterday, which had min_events, and some
    in the baseline window (without any, the segment is done with, as for SeerNoTraffic)."""
    s, window = day.s, day.s.rates["volume"]
    now = world.count(key, "seer_received", window, t)
    yesterday = world.count(key, "seer_received", window, t - DAY) if t >= DAY else None
    day_count = world.count(key, "seer_received", s.baseline, t)
    ok = (
        now is not None
        and yesterday is not None
        and now < s.volume_keep * yesterday
        and yesterday >= s.min_events
        and day_count is not None
        and day_count > 0
    )
    return ok, now if ok and now is not None else math.nan


def plan_volume(day: Day) -> None:
    s, e = day.s, DAY - 60
    window = s.rates["volume"]
    base = 100
    past_rate = math.ceil(base * s.volume_keep) - 1
    inside_rate = math.floor(base * s.volume_keep) + 1
    low = max(1, base // 5)

    def add(case: str, start: int, phases: list[Phase]) -> dict[str, str]:
        labels = s.segment(f"v-{case}")
        day.segments.append(Segment(f"v-{case}", labels, start, phases, (), received=True))
        return labels

    past = add("past", 0, [Phase(0, e, base, {}), Phase(e, FOREVER, past_rate, {})])
    inside = add("inside", 0, [Phase(0, e, base, {}), Phase(e, FOREVER, inside_rate, {})])
    # low at this hour every day: yesterday's hour was low too
    quiet_hours = window + 2 * 60
    daily = add(
        "daily",
        0,
        [
            Phase(0, quiet_hours, low, {}),
            Phase(quiet_hours, e, base, {}),
            Phase(e, FOREVER, low, {}),
        ],
    )
    # new today: no traffic at this hour yesterday
    new = add("new", e - window, [Phase(e - window, e, base, {}), Phase(e, FOREVER, past_rate, {})])
    # a worker down: w2 cannot be scraped from minute e + 1, and the events it would score
    # go uncounted (the input of a busy segment falls to a trickle); both come back together
    # once the drop has lasted longer than `for:`
    busy = 10 * base
    fallen = [Phase(0, e, busy, {}), Phase(e, FOREVER, low, {})]
    probe = Segment("v-down", s.segment("v-down"), 0, fallen, (), received=True)
    alone = World(s, probe.series(DAY + window, s.job, s.bloat), {probe.key(): probe.labels})
    hold = s.hold("SeerVolumeDrop")
    onset = next(t for t in range(DAY, DAY + window) if volume(day, alone, probe.key(), t)[0])
    back = onset + hold + 2  # w2 is up again, and the input is back, from this minute
    day.down = (e + 1, back - 1)
    down = add(
        "down", 0, [*fallen[:1], Phase(e, back - 1, low, {}), Phase(back - 1, FOREVER, busy, {})]
    )

    conds: dict[tuple[str, ...], list[tuple[bool, float]]] = {}

    def finish() -> Case:
        # every segment of the day that counts its input, this case's and any other's
        for labels in (seg.labels for seg in day.segments if seg.received):
            key = tuple(labels.values())
            conds[key] = [volume(day, day.world, key, t) for t in range(day.end + 1)]
        first = next(t for t, (ok, _) in enumerate(conds[tuple(past.values())]) if ok)
        behind = day.behind_from = first + hold + 2
        for key, rows in conds.items():
            rows = [(ok and not day.silenced(t), v) for t, (ok, v) in enumerate(rows)]
            day.timelines[("SeerVolumeDrop", key)] = timeline(
                rows, hold, s.keep_firing("SeerVolumeDrop")
            )
        case = Case(
            f"volume: {base} events a minute all day, then {past_rate} ({past_rate / base:.0%}"
            f" of the same hour yesterday) fires after `for:`, {inside_rate} does not; a"
            f" segment as low ({low}) at this hour yesterday, and one with no traffic at"
            " this hour yesterday, do not; silenced once the monitor falls behind"
        )
        fired = first + hold
        day.check(case, "SeerVolumeDrop", past, first - 1, "inactive")
        day.check(case, "SeerVolumeDrop", past, fired - 1, "pending")
        day.check(case, "SeerVolumeDrop", past, fired, "firing")
        day.check(case, "SeerVolumeDrop", past, behind, "inactive")
        for one in (inside, daily, new):
            day.never(case, "SeerVolumeDrop", one, behind)
        return case

    def finish_down() -> Case:
        assert day.down is not None and day.behind_from is not None
        (start, end), behind = day.down, day.behind_from
        rows = [(ok and t < behind, v) for t, (ok, v) in enumerate(conds[tuple(down.values())])]
        unguarded = timeline(rows, hold, s.keep_firing("SeerVolumeDrop"))
        would = next((t for t, st in enumerate(unguarded.state) if st == "firing"), None)
        tl = day.tl("SeerVolumeDrop", down)
        after = next((t for t in range(back, day.end + 1) if tl.state[t] != "pending"), None)
        case = Case(
            f"volume, a worker down: w2 is down (up 0) from minute {start} to {end} and the"
            f" events it would score go uncounted: a segment's input falls from {busy} to"
            f" {low} a minute, under {s.volume_keep:.0%} of the same hour yesterday from"
            f" minute {onset}: nothing while a worker is down (without that guard it would"
            f" fire at minute {would}); both back at minute {back}: pending until its window"
            f" has recovered (minute {after}), before `for:`"
        )
        if would is None or not onset + hold <= would <= end:
            raise CaseError(f"{case.title}: it would not fire while w2 is down")
        if after is None or tl.state[after] != "inactive" or "firing" in tl.state:
            raise CaseError(f"{case.title}: it does not resolve once w2 is back")
        day.never(case, "SeerVolumeDrop", down, end)
        day.check(case, "SeerVolumeDrop", down, back, "pending")
        day.check(case, "SeerVolumeDrop", down, after, "inactive")
        return case

    day.cases.append(("v", finish))
    day.cases.append(("v", finish_down))


def plan_no_traffic(day: Day) -> None:
    """A segment whose input stops early in the day: SeerNoTraffic fires once its
    no-traffic window is empty and goes on firing while its baseline window still holds
    input (as long as its input is missing, up to a day), then resolves. Too quiet for
    SeerVolumeDrop, which would fire too (and be inhibited) on a busier segment."""
    s, alert = day.s, "SeerNoTraffic"
    labels = s.segment("n-stopped")
    # one event every few minutes: too few an hour for SeerVolumeDrop to judge it by
    window = s.rates["volume"]
    every = next(e for e in range(1, window + 1) if window // e < s.min_events)
    phases = [Phase(0, STOPS, 1, {}, every)]
    day.segments.append(Segment("n-stopped", labels, 0, phases, (), received=True))

    def finish() -> Case:
        behind = day.behind_from
        if behind is None:
            raise CaseError("the volume case must say when the monitor falls behind first")
        key = tuple(labels.values())
        tl = day.world.no_traffic_timeline(key, day.end, day.silenced)
        day.timelines[(alert, key)] = tl
        quiet, base, hold = s.config["rates"]["no_traffic"], s.baseline, s.hold(alert)
        t0, t1 = day.onset(alert, labels), day.last_held(alert, labels)
        later = STOPS + 3 * 60
        silenced = ""
        if day.down is not None:  # it goes silent while w2 is down, and pending again after
            silenced = f" (silenced while w2 is down, minutes {day.down[0]}-{day.down[1]})"
        case = Case(
            f"no traffic for long: an event every {every} minutes until minute {STOPS}, then"
            f" none: pending once none came in the last {quiet} (minute {t0}), firing after"
            f" `for:`, still firing 3h after the stop (minute {later}) and up to the minute"
            f" its input leaves the {s.config['baseline']} window (minute {t1 + 1}): resolved;"
            f" {window // every} events an hour at most, under min_events: no SeerVolumeDrop"
            f"{silenced}"
        )
        stop = STOPS + s.offset  # the windows end query_offset before each evaluation
        if t0 != stop + s.rates["no_traffic"] or t1 + 1 != stop + base:
            raise CaseError(f"{case.title}: it holds from minute {t0} to {t1}")
        if not t0 + hold < later < t1 < behind:
            raise CaseError(f"{case.title}: the monitor falls behind at minute {behind}")
        day.check(case, alert, labels, t0 - 1, "inactive")
        day.check(case, alert, labels, t0 + hold - 1, "pending")
        day.check(case, alert, labels, t0 + hold, "firing")
        day.check(case, alert, labels, later, "firing")
        day.check(case, alert, labels, t1, "firing")
        day.check(case, alert, labels, t1 + 1, "inactive")
        day.never(case, "SeerVolumeDrop", labels, behind)
        return case

    day.cases.append(("n", finish))


def plan_retired(day: Day) -> None:
    """A busy segment retired early in the day (its input stops for good): a day later
    SeerNoTraffic resolves as its last events leave the baseline window, and so does
    SeerVolumeDrop, whose hour of yesterday holds the last events for an hour more (without
    the baseline window in its condition it would fire then, alone, up to an hour)."""
    s = day.s
    labels = s.segment("n-retired")
    rate = 2  # events a minute: 120 an hour, well above min_events
    day.segments.append(
        Segment("n-retired", labels, 0, [Phase(0, RETIRED, rate, {})], (), received=True)
    )

    def finish() -> Case:
        behind = day.behind_from
        if behind is None:
            raise CaseError("the volume case must say when the monitor falls behind first")
        key = tuple(labels.values())
        gone = RETIRED + s.offset + s.baseline  # the baseline window is empty from here
        hold = s.hold("SeerVolumeDrop")
        day.timelines[(NO_TRAFFIC_NAME, key)] = day.world.no_traffic_timeline(
            key, day.end, day.silenced
        )
        # the condition without the baseline window's gate: yesterday's hour still counts
        rows = [
            (_without_baseline(day, key, u) and not day.silenced(u), math.nan)
            for u in range(day.end + 1)
        ]
        unguarded = timeline(rows, hold, s.keep_firing("SeerVolumeDrop"))
        would = [u for u, st in enumerate(unguarded.state) if st == "firing" and u >= gone]
        first, last = (would[0], would[-1]) if would else (None, -1)
        vd, nt = day.tl("SeerVolumeDrop", labels), day.tl(NO_TRAFFIC_NAME, labels)
        case = Case(
            f"retired: {rate} events a minute until minute {RETIRED}, then none for good:"
            f" {NO_TRAFFIC_NAME} resolves at minute {gone}, as its last events leave the"
            f" {s.config['baseline']} window, and SeerVolumeDrop with it (pending then,"
            " after w2's downtime): without the baseline window in its condition it would"
            f" fire alone from minute {first} to {last}"
        )
        if not would or last >= behind:
            raise CaseError(f"{case.title}: nothing to show before the monitor falls behind")
        if vd.state[gone - 1] != "pending" or "firing" in nt.state[gone:behind]:
            raise CaseError(f"{case.title}: the alerts do not end together")
        day.check(case, NO_TRAFFIC_NAME, labels, gone - 1, nt.state[gone - 1])
        day.check(case, NO_TRAFFIC_NAME, labels, gone, "inactive")
        day.check(case, "SeerVolumeDrop", labels, gone - 1, "pending")
        for u in (gone, would[0], last, behind - 1):
            day.check(case, "SeerVolumeDrop", labels, u, "inactive")
        return case

    day.cases.append(("r", finish))


def _without_baseline(day: Day, key: tuple[str, ...], t: int) -> bool:
    """SeerVolumeDrop's condition as it was before it read the baseline window."""
    s, window = day.s, day.s.rates["volume"]
    now = day.world.count(key, "seer_received", window, t)
    yesterday = day.world.count(key, "seer_received", window, t - DAY) if t >= DAY else None
    return (
        now is not None
        and yesterday is not None
        and now < s.volume_keep * yesterday
        and yesterday >= s.min_events
    )
