"""The day's traffic cases, at fixed minutes: SeerVolumeDrop against the same hour
yesterday (and when the monitor falls behind), and SeerNoTraffic over a whole baseline
window after a segment's input stopped."""

from __future__ import annotations

import math

from counters import FOREVER, Phase, Segment
from day import DAY, Day
from model import timeline
from rendering import Case, CaseError

STOPS = 60  # the minute the stopped segment's input stops


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

    def finish() -> Case:
        hold = s.hold("SeerVolumeDrop")
        conds = {}
        # every segment of the day that counts its input, this case's and any other's
        for labels in (seg.labels for seg in day.segments if seg.received):
            key = tuple(labels.values())
            rows = []
            for t in range(day.end + 1):
                now = day.world.count(key, "seer_received", window, t)
                yesterday = (
                    day.world.count(key, "seer_received", window, t - DAY) if t >= DAY else None
                )
                ok = (
                    now is not None
                    and yesterday is not None
                    and now < s.volume_keep * yesterday
                    and yesterday >= s.min_events
                )
                rows.append((ok, now if ok and now is not None else math.nan))
            conds[key] = rows
        first = next(t for t, (ok, _) in enumerate(conds[tuple(past.values())]) if ok)
        behind = day.behind_from = first + hold + 2
        for key, rows in conds.items():
            rows = [(ok and t < behind, v) for t, (ok, v) in enumerate(rows)]
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

    day.cases.append(("v", finish))


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
        tl = day.world.no_traffic_timeline(key, day.end, lambda t: t >= behind)
        day.timelines[(alert, key)] = tl
        quiet, base, hold = s.config["rates"]["no_traffic"], s.baseline, s.hold(alert)
        t0, t1 = day.onset(alert, labels), day.last_held(alert, labels)
        later = STOPS + 3 * 60
        case = Case(
            f"no traffic for long: an event every {every} minutes until minute {STOPS}, then"
            f" none: pending once none came in the last {quiet} (minute {t0}), firing after"
            f" `for:`, still firing 3h after the stop (minute {later}) and up to the minute"
            f" its input leaves the {s.config['baseline']} window (minute {t1 + 1}): resolved;"
            f" {window // every} events an hour at most, under min_events: no SeerVolumeDrop"
        )
        if t0 != STOPS + s.rates["no_traffic"] or t1 + 1 != STOPS + base:
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
