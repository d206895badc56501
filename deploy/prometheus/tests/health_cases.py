"""SeerNoTraffic and what silences it: a few minutes of traffic in which one segment's
input stops, with every worker up and keeping up, then with the monitor behind, then with
a worker down (each a test group of its own)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from counters import FOREVER, Phase, Segment, Series, Steps, gauge, gauge_at, selector
from model import Settings, World, timeline
from rendering import Case, CaseError, Group, expect, expr_test, never

STOP = 20  # the minute the quiet segment's input stops
RATE = 5  # events a minute
AGE = 10  # seconds: the oldest unscored event's age while the monitor keeps up
NO_TRAFFIC = "SeerNoTraffic"
LAG: Steps = [(0, 5)]  # records waiting on a worker's partition while it keeps scoring


@dataclass
class Traffic:
    """Segments whose input goes on (busy) or stops at STOP (quiet), and the model of them."""

    segments: list[Segment]
    series: dict[str, list[Series]]
    world: World
    end: int
    comments: dict[str, str]

    def labels(self, name: str) -> dict[str, str]:
        return next(seg.labels for seg in self.segments if seg.name == name)

    def key(self, name: str) -> tuple[str, ...]:
        return tuple(self.labels(name).values())

    def add_to(self, group: Group) -> None:
        for seg in self.segments:
            comment = self.comments.get(seg.name) or seg.describe()
            group.add_series(self.series[seg.name], f"{seg.name}: {comment}")


def traffic(s: Settings, end: int, extra: Sequence[Segment] = ()) -> Traffic:
    segments = [
        Segment("quiet", s.segment("quiet"), 0, [Phase(0, STOP, RATE, {})], received=True),
        Segment("busy", s.segment("busy"), 0, [Phase(0, FOREVER, RATE, {})], received=True),
        *extra,
    ]
    series = {seg.name: seg.series(end, s.job, s.bloat) for seg in segments}
    everything = [one for some in series.values() for one in some]
    world = World(s, everything, {seg.key(): seg.labels for seg in segments})
    comments = {
        "quiet": f"{RATE} events a minute until minute {STOP}, then none",
        "busy": f"{RATE} events a minute throughout",
    }
    return Traffic(segments, series, world, end, comments)


def _ups(s: Settings, group: Group, steps: dict[str, Steps], end: int, comment: str) -> None:
    group.add_series([gauge("up", s.worker(i), one, end) for i, one in steps.items()], comment)


def _scoring(s: Settings, group: Group, end: int) -> None:
    """w1 scores what it takes, with a few records waiting on its partition: not stalled."""
    w1 = s.worker("w1")
    group.add_series(
        [
            Series("seer_events_total", {**w1, "outcome": "evaluated"}, 0, [2.0 * RATE] * end),
            gauge("seer_consumer_lag", {**w1, "topic": "seer.events", "partition": "0"}, LAG, end),
        ],
        f"w1 processes {2 * RATE} records a minute, {LAG[0][1]:g} waiting on its partition",
    )


def _no_traffic_end(s: Settings) -> int:
    """Long enough for the quiet segment to fire SeerNoTraffic, and a little more."""
    return STOP + s.rates["no_traffic"] + s.hold(NO_TRAFFIC) + 2


def _silenced(
    s: Settings, t: Traffic, group: Group, why: str, unless: str, silenced: Steps
) -> None:
    """Claim: the quiet segment's SeerNoTraffic is silenced (1 in `silenced`): `why`."""
    quiet = t.labels("quiet")
    free = t.world.no_traffic_timeline(t.key("quiet"), t.end, lambda _: False)
    held = t.world.no_traffic_timeline(t.key("quiet"), t.end, lambda u: gauge_at(silenced, u) > 0)
    fires = free.state.index("firing")
    case = Case(f"{why} ({unless} it would fire at minute {fires})")
    never(s, case, held, NO_TRAFFIC, quiet, t.end)
    group.add_case(case)


def group_no_traffic(s: Settings) -> Group:
    w, hold = s.rates["no_traffic"], s.hold(NO_TRAFFIC)
    end = _no_traffic_end(s)
    phases = [Phase(0, FOREVER, RATE, {})]
    gone = Segment("gone", s.segment("gone"), 0, phases, received=True, instance="w2", until=STOP)
    t = traffic(s, end, [gone])
    group = Group(
        "no traffic",
        f"SeerNoTraffic: one segment's input stops at minute {STOP}, another's goes on; the"
        f" worker that counted a third (w2) restarts at minute {STOP} and sees no event of it"
        " since; every worker is up and keeping up.",
        end,
    )
    t.add_to(group)
    _ups(s, group, {"w1": [(0, 1)], "w2": [(0, 1)]}, end, "both workers up")
    group.add_series(
        [gauge("seer_oldest_unscored_event_age_seconds", s.worker("w1"), [(0, AGE)], end)],
        f"the oldest unscored event is {AGE}s old",
    )
    _scoring(s, group, end)
    quiet, busy, stale = (t.labels(name) for name in ("quiet", "busy", "gone"))
    tq, tb, ts = (
        t.world.no_traffic_timeline(t.key(name), end, lambda _: False)
        for name in ("quiet", "busy", "gone")
    )
    t0 = tq.cond.index(True)
    case = Case(
        f"no traffic: the quiet segment had events in the last {s.config['baseline']} and none"
        f" in the last {w}m from minute {t0}: pending, firing after `for:`; the busy one never"
    )
    expect(s, case, tq, NO_TRAFFIC, quiet, t0 - 1, "inactive")
    expect(s, case, tq, NO_TRAFFIC, quiet, t0 + hold - 1, "pending")
    expect(s, case, tq, NO_TRAFFIC, quiet, t0 + hold, "firing")
    never(s, case, tb, NO_TRAFFIC, busy, end)
    group.add_case(case)
    gone_from = ts.cond.index(True)
    missing = next(
        u
        for u in range(STOP, end + 1)
        if t.world.count(t.key("gone"), "seer_received", w, u) is None
    )
    case = Case(
        f"no traffic, its series stale: the segment w2 counted has no count in the last {w}m"
        f" from minute {missing} (not 0: no sample at all), and had events in the last"
        f" {s.config['baseline']}: pending from minute {gone_from}, firing after `for:`"
    )
    expect(s, case, ts, NO_TRAFFIC, stale, gone_from - 1, "inactive")
    expect(s, case, ts, NO_TRAFFIC, stale, gone_from + hold - 1, "pending")
    expect(s, case, ts, NO_TRAFFIC, stale, gone_from + hold, "firing")
    expect(s, case, ts, NO_TRAFFIC, stale, end, "firing")
    group.add_case(case)
    at = gone_from + hold
    counts = [
        expr_test(
            f"segment:seer_received:count_{name}",
            stale,
            at,
            t.world.count(t.key("gone"), "seer_received", s.windows[name], at),
            selector(f"segment:seer_received:count_{name}", stale),
        )
        for name in (s.config["rates"]["no_traffic"], s.config["baseline"])
    ]
    group.exprs.append(
        (f"the stale segment at minute {at}: no count in the last {w}m; its day's", counts)
    )
    firing = [
        (labels, math.nan)
        for labels, tl in ((quiet, tq), (stale, ts))
        if tl.state[t0 + hold] == "firing"
    ]
    group.rule_tests.append(
        (f"labels and annotations of {NO_TRAFFIC}", NO_TRAFFIC, t0 + hold, firing)
    )
    return group


def group_behind(s: Settings) -> Group:
    alert = "SeerScoringBehind"
    hold = s.hold(alert)
    end = _no_traffic_end(s)
    t = traffic(s, end)
    at_limit = hold + 5
    ages: Steps = [(0, s.behind_s), (at_limit, s.behind_s + 1)]
    group = Group(
        "monitor behind",
        f"The monitor falls behind: the oldest unscored event is {s.behind_s:g}s old"
        f" (the limit) for {at_limit} minutes, then {s.behind_s + 1:g}s; the same traffic"
        " as in the no-traffic group.",
        end,
    )
    t.add_to(group)
    _ups(s, group, {"w1": [(0, 1)], "w2": [(0, 1)]}, end, "both workers up")
    group.add_series(
        [
            gauge("seer_oldest_unscored_event_age_seconds", s.worker("w1"), ages, end),
            gauge("seer_oldest_unscored_event_age_seconds", s.worker("w2"), [(0, AGE)], end),
        ],
        "w1 falls behind, w2 does not (the rule takes the oldest of all)",
    )
    behind = [max(gauge_at(ages, u), AGE) for u in range(end + 1)]  # w1, w2
    tl = timeline([(age > s.behind_s, age) for age in behind], hold, s.keep_firing(alert))
    job = {"job": s.job}
    case = Case(
        f"scoring behind: at the limit ({s.behind_s:g}s) for longer than `for:`, nothing;"
        f" {s.behind_s + 1:g}s from minute {at_limit}: pending, firing after `for:`"
    )
    expect(s, case, tl, alert, job, at_limit - 1, "inactive")
    expect(s, case, tl, alert, job, at_limit + hold - 1, "pending")
    expect(s, case, tl, alert, job, at_limit + hold, "firing")
    group.add_case(case)
    value = float(s.behind_s + 1)
    group.rule_tests.append(
        (f"labels and annotations of {alert}", alert, at_limit + hold, [(job, value)])
    )
    _silenced(
        s,
        t,
        group,
        "no traffic, but the monitor is behind: the quiet segment's input may well be"
        " waiting in the monitor, so nothing",
        "without the lag",
        [(0, 0), (at_limit, 1)],
    )
    return group


def group_worker_down(s: Settings) -> Group:
    alert = "SeerWorkerDown"
    hold = s.hold(alert)
    end = _no_traffic_end(s)
    t = traffic(s, end)
    down = 10
    ups: dict[str, Steps] = {"w1": [(0, 1)], "w2": [(0, 1), (down, 0)]}
    group = Group(
        "worker down",
        f"Worker w2 cannot be scraped from minute {down} (up 0); w1 scores every segment;"
        " the same traffic as in the no-traffic group.",
        end,
    )
    t.add_to(group)
    _ups(s, group, ups, end, f"w1 up; w2 down from minute {down}")
    age = "seer_oldest_unscored_event_age_seconds"
    gone = gauge(age, s.worker("w2"), [(0, AGE)], down - 1)
    gone.notation += " stale"  # its scrapes fail: Prometheus marks its series stale
    group.add_series(
        [gauge(age, s.worker("w1"), [(0, AGE)], end), gone],
        f"the oldest unscored event is {AGE}s old; w2's series stop at minute {down}",
    )
    case = Case(
        f"worker down: up 0 from minute {down}: pending, firing after `for:`; w1 (up 1) never"
    )
    for instance, steps in ups.items():
        rows = [(gauge_at(steps, u) == 0, 0.0) for u in range(end + 1)]
        tl = timeline(rows, hold, s.keep_firing(alert))
        labels = s.worker(instance)
        if instance == "w2":
            expect(s, case, tl, alert, labels, down - 1, "inactive")
            expect(s, case, tl, alert, labels, down + hold - 1, "pending")
            expect(s, case, tl, alert, labels, down + hold, "firing")
        else:
            never(s, case, tl, alert, labels, end)
    group.add_case(case)
    firing = [(s.worker("w2"), 0.0)]
    group.rule_tests.append((f"labels and annotations of {alert}", alert, down + hold, firing))
    _silenced(
        s,
        t,
        group,
        "no traffic, but a worker is down: its partitions' events may not be counted yet,"
        " so nothing",
        "with every worker up",
        [(0, 0), (down, 1)],
    )
    return group


def group_segment_keys(s: Settings) -> Group:
    alert = "SeerSegmentKeysMismatch"
    hold = s.hold(alert)
    restart = 5  # w2 comes back with other segment keys
    end = restart + hold + 3
    extra = next(n for n in ("tenant", "region", "customer") if n not in s.keys)
    replaced = s.keys[-1]
    fewer = {k: v for k, v in s.segment("fewer").items() if k != replaced}
    received = "seer_segment_received_total"
    w1 = Series(received, {**s.worker("w1"), **s.segment("same")}, 0, [5.0] * end)
    w2 = Series(
        received, {**s.worker("w2"), **fewer, extra: "t1"}, restart, [5.0] * (end - restart)
    )
    w3 = Series(received, {**s.worker("w3"), **s.segment("more"), extra: "t1"}, 0, [5.0] * end)
    group = Group(
        "segment keys",
        f"w1 labels its segments by the rules' keys ({', '.join(s.keys)}); w2 restarts at"
        f" minute {restart} with {extra} in place of {replaced}; w3 has {extra} as well as"
        " the rules' keys.",
        end,
    )
    group.add_series([w1], "w1: 5 events a minute, the rules' keys")
    group.add_series([w2], f"w2: from minute {restart}, {replaced} replaced by {extra}")
    group.add_series([w3], f"w3: the rules' keys and {extra}")
    case = Case(
        f"segment keys: a worker lacking {replaced}: pending, firing after `for:`; the rules'"
        " keys, or more: nothing"
    )
    for worker, start in (("w2", restart), ("w1", None), ("w3", None)):
        rows = [(start is not None and u >= start, 1.0) for u in range(end + 1)]
        tl = timeline(rows, hold, s.keep_firing(alert))
        labels = s.worker(worker)
        if start is None:
            never(s, case, tl, alert, labels, end)
        else:
            expect(s, case, tl, alert, labels, start - 1, "inactive")
            expect(s, case, tl, alert, labels, start + hold - 1, "pending")
            expect(s, case, tl, alert, labels, start + hold, "firing")
    group.add_case(case)
    group.rule_tests.append(
        (f"labels and annotations of {alert}", alert, restart + hold, [(s.worker("w2"), 1.0)])
    )
    return group


def _never_while(
    s: Settings, t: Traffic, case: Case, silenced: Callable[[int], bool], unless: str
) -> None:
    """Claim: SeerNoTraffic never fires on any segment of `t` (where, without the guard
    `unless`, each one's input having stopped, it would)."""
    would = []
    for seg in t.segments:
        key, labels = seg.key(), seg.labels
        free = t.world.no_traffic_timeline(key, t.end, lambda _: False)
        if "firing" not in free.state:
            raise CaseError(f"{case.title}: {NO_TRAFFIC} would not fire on {seg.name} at all")
        fires = free.state.index("firing")
        would.append(f"{seg.name} at minute {fires}")
        held = t.world.no_traffic_timeline(key, t.end, silenced)
        expect(s, case, held, NO_TRAFFIC, labels, fires, "inactive")
        never(s, case, held, NO_TRAFFIC, labels, t.end)
    case.title += f" ({unless} it would fire: {', '.join(would)})"


def group_no_worker(s: Settings) -> Group:
    """Every worker gone at once: `up` itself goes (no target), so does every series."""
    alert = "SeerWorkerDown"
    hold = s.hold(alert)
    gone = STOP  # the first minute without a target
    end = gone + s.rates["no_traffic"] + s.hold(NO_TRAFFIC) + 5
    segments = [
        Segment(name, s.segment(name), 0, [Phase(0, FOREVER, RATE, {})], received=True)
        for name in ("quiet", "busy")
    ]
    for seg in segments:
        seg.until = gone - 1
    series = {seg.name: seg.series(end, s.job, s.bloat) for seg in segments}
    world = World(
        s, [one for some in series.values() for one in some], {g.key(): g.labels for g in segments}
    )
    t = Traffic(segments, series, world, end, {})
    group = Group(
        "no worker left",
        f"The only worker's target goes at minute {gone} (the Deployment scaled to 0, or its"
        " pod evicted and Pending): `up` and every series it exported go stale; the"
        " segments' input goes on, unread.",
        end,
    )
    t.add_to(group)
    last = gone - 1
    w1 = s.worker("w1")
    stale = [
        gauge("up", w1, [(0, 1)], last),
        gauge("seer_oldest_unscored_event_age_seconds", w1, [(0, AGE)], last),
        Series("seer_events_total", {**w1, "outcome": "evaluated"}, 0, [2.0 * RATE] * last),
        gauge("seer_consumer_lag", {**w1, "topic": "seer.events", "partition": "0"}, LAG, last),
    ]
    for one in stale:
        one.notation += " stale"
    group.add_series(stale, f"w1: up, scoring, keeping up; every series stale from minute {gone}")
    job = {"job": s.job}
    rows = [(u >= gone, 0.0) for u in range(end + 1)]
    tl = timeline(rows, hold, s.keep_firing(alert))
    case = Case(
        f"no worker left: no `up` series of the job from minute {gone}: {alert} on the job"
        " (no instance) pending, firing after `for:`"
    )
    expect(s, case, tl, alert, job, gone - 1, "inactive")
    expect(s, case, tl, alert, job, gone + hold - 1, "pending")
    expect(s, case, tl, alert, job, gone + hold, "firing")
    expect(s, case, tl, alert, job, end, "firing")
    group.add_case(case)
    group.rule_tests.append(
        (f"labels and annotations of {alert}, no worker left", alert, gone + hold, [(job, 1.0)])
    )
    case = Case(
        "no traffic, no worker left: the segments' counts go with the workers, but nobody"
        " reads their input: nothing"
    )
    _never_while(s, t, case, lambda u: u >= gone, "with a worker up")
    group.add_case(case)
    return group


def group_stalled_input(s: Settings) -> Group:
    """The only worker stops taking records: nothing received, nothing processed, while
    the records wait on its partition (its lag grows): the monitor is stuck."""
    stall = STOP
    end = _no_traffic_end(s) + 3
    segments = [
        Segment(name, s.segment(name), 0, [Phase(0, stall, RATE, {})], received=True)
        for name in ("quiet", "busy")
    ]
    series = {seg.name: seg.series(end, s.job, s.bloat) for seg in segments}
    world = World(
        s, [one for some in series.values() for one in some], {g.key(): g.labels for g in segments}
    )
    comments = {g.name: f"{RATE} events a minute taken until minute {stall}" for g in segments}
    t = Traffic(segments, series, world, end, comments)
    group = Group(
        "stalled, input waiting",
        f"The only worker stops taking records at minute {stall}: from then on nothing is"
        " received or processed, nothing is in evaluation, and the records wait on its"
        f" partition (lag {2 * RATE} more a minute); it is up, and no event it took waits.",
        end,
    )
    t.add_to(group)
    w1 = s.worker("w1")
    processed = [2.0 * RATE if u < stall else 0.0 for u in range(end)]
    lag: Steps = [
        (0, LAG[0][1]),
        *((u, LAG[0][1] + 2 * RATE * (u - stall + 1)) for u in range(stall, end + 1)),
    ]
    group.add_series(
        [
            gauge("up", w1, [(0, 1)], end),
            gauge("seer_oldest_unscored_event_age_seconds", w1, [(0, 0)], end),
            Series("seer_events_total", {**w1, "outcome": "evaluated"}, 0, processed),
            gauge("seer_consumer_lag", {**w1, "topic": "seer.events", "partition": "0"}, lag, end),
            gauge("seer_evaluations_in_flight", w1, [(0, 0)], end),
        ],
        f"w1: up; {2 * RATE} records processed a minute until minute {stall}, then none;"
        " nothing unscored, nothing in flight; lag growing from then",
    )
    window = s.stalled
    moved = [processed[max(0, u - window) : u] for u in range(end + 1)]
    stalled = [u >= window and not any(m) for u, m in enumerate(moved)]
    alert = "SeerScoringStalled"
    tl = timeline([(st, 0.0) for st in stalled], s.hold(alert), s.keep_firing(alert))
    onset = stalled.index(True)
    case = Case(
        f"no traffic, scoring stalled: nothing processed for {window}m while records wait"
        f" (from minute {onset}; {alert} pending then, firing after `for:`): no"
        f" {NO_TRAFFIC}, from the stall's condition on"
    )
    expect(s, case, tl, alert, w1, onset - 1, "inactive")
    expect(s, case, tl, alert, w1, onset, "pending")
    expect(s, case, tl, alert, w1, onset + s.hold(alert), "firing")
    _never_while(s, t, case, lambda u: stalled[u], "without the stall in its guard")
    group.add_case(case)
    return group
