"""The day group: every quality case, and the volume and no-traffic cases, over one day.

Each quality case plans its own segments from its own minute 0 (`Day.epoch`) and finishes
with its checks once the day is simulated; `Day.build` places each case as late in the day
as it can (promtool's time goes with the number of segments at each step). SeerVolumeDrop
compares with the same hour yesterday, so the group runs a day whatever the cases need.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from counters import FOREVER, METRICS, Phase, Segment, gauge, grid
from model import Quality, Settings, Timeline, World, qualities
from rendering import Case, CaseError, ExprTest, Firing, Group, expect, never, render
from states import quality_timeline

DAY = 1440  # minutes: SeerVolumeDrop compares with `offset 1d`

# How the scenarios sit around the thresholds.
MILD = 0.05  # a mild degradation
SEVERE = 0.3  # a severe one
GATE = 0.02  # the mean of the confidence-gate cases is this far past the threshold
HISTORY = (15, 4000)  # a busy quarter-hour of healthy traffic before a case: its baseline
QUIET_EVERY = 15  # a quiet segment scores a handful of events every 15 minutes

Values = dict[str, list[float]]
Plan = tuple[str, int, Callable[["Day"], None]]  # an id, the alignment of its minute 0, a plan
Fixed = Callable[["Day"], None]  # a case at a fixed minute of the day


class Day:
    """One test group: quality cases late in the day; volume and no traffic over the day."""

    def __init__(self, s: Settings) -> None:
        self.s = s
        self.q = qualities(s)
        self.segments: list[Segment] = []
        self.cases: list[tuple[str, Callable[[], Case]]] = []
        self.epoch = DAY - 60  # the minute 0 of the case being planned
        self.fast = max(4, math.ceil(2 * s.min_events / s.pairs[0][0]))  # events a minute
        self.families = {
            "a": ["SeerRecallLow", "SeerContextBloat", "SeerF1Drop", "SeerNdcgDrop"],
            "b": ["SeerRecallDailyDrop", "SeerPrecisionDailyDrop"],
            "p": ["SeerRecallBelowTargetHighPriority"],
        }
        missing = set(self.q) - {a for f in self.families.values() for a in f}
        assert not missing, missing
        self.gate_pair = 0  # the pair the min_events case shows its gate in
        self.behind_from: int | None = None  # when the monitor falls behind (volume case)
        self.down: tuple[int, int] | None = None  # the minutes worker w2 is down (volume case)
        self.timelines: dict[tuple[str, tuple[str, ...]], Timeline] = {}
        self.exprs: list[tuple[str, list[ExprTest]]] = []  # recorded values a case checks
        self.searched: dict[tuple[str, str], object] = {}  # what a case's search found, by case

    # segments -----------------------------------------------------------------------
    def labels(self, family: str, case: str) -> dict[str, str]:
        high = family == "p"
        labels = self.s.segment(f"{family}-{case}", high)
        if self.s.is_high_priority(labels) != high:
            raise CaseError(f"cannot label a {'high' if high else 'normal'} segment")
        return labels

    def metrics_of(self, family: str) -> tuple[str, ...]:
        used = {self.q[a].metric for a in self.families[family]}
        return tuple(m for m in METRICS if m in used)

    def values(self, family: str, pick: Callable[[Quality, float], list[float]]) -> Values:
        """Each metric's values, from the limit of the family's alert on that metric."""
        return {self.q[a].metric: pick(self.q[a], self.limit(a)) for a in self.families[family]}

    def healthy(self, family: str) -> Values:
        return self.values(family, lambda q, _: [q.healthy])

    def below(self, family: str, by: float) -> Values:
        return self.values(family, lambda q, limit: [grid(limit - by, "floor")])

    def limit(self, alert: str) -> float:
        q = self.q[alert]
        return q.limit(q.healthy)

    def add(self, family: str, case: str, phases: list[Phase]) -> dict[str, str]:
        """A case's segment: it appears (0 on its first scrape) when its first phase starts."""
        start = min(p.start for p in phases)
        labels = self.labels(family, case)
        self.segments.append(
            Segment(f"{family}-{case}", labels, start, phases, self.metrics_of(family))
        )
        return labels

    def history(self, family: str, end: int, values: Values | None = None) -> list[Phase]:
        """Healthy traffic before a case: the baseline of the drop alerts, and what keeps
        the longer windows from holding. Not for a threshold of 1.0 (high priority), where
        any window with a few confident misses holds whatever else it holds."""
        if any(self.q[alert].top for alert in self.families[family]):
            return []
        length, rate = HISTORY
        return [Phase(end - length, end, rate, values or self.healthy(family))]

    def judged(self, e: int) -> int:
        """When the steady cases (a constant value from minute e) are judged."""
        return e + self.s.pairs[0][0] + self.s.hold("SeerRecallLow") + 3

    def steady(
        self, family: str, case: str, values: Values, rate: int = 0, every: int = 1
    ) -> dict[str, str]:
        """A segment with the family's history, then `values` from the case's minute 0
        (`rate` events every `every` minutes)."""
        e = self.epoch
        phase = Phase(e, FOREVER, rate or self.fast, values, every)
        return self.add(family, case, [*self.history(family, e), phase])

    # simulation and claims ----------------------------------------------------------
    def simulate(self, end: int) -> None:
        s = self.s
        self.end = end
        self.series = {seg.name: seg.series(end, s.job, s.bloat) for seg in self.segments}
        everything = [one for series in self.series.values() for one in series]
        self.world = World(s, everything, {seg.key(): seg.labels for seg in self.segments})
        # a quality alert's timeline is played when something reads it (tl): a probe or a
        # case reads a few of the day's hundreds, and playing them is most of this script's time
        self.timelines = {}
        self.by_key = {seg.key(): seg for seg in self.segments}

    def silenced(self, t: int) -> bool:
        """Whether the monitor's own state silences SeerVolumeDrop and SeerNoTraffic at
        minute t: it is behind, or a worker is down."""
        if self.behind_from is None:
            raise CaseError("the volume case must say when the monitor falls behind first")
        down = self.down is not None and self.down[0] <= t <= self.down[1]
        return t >= self.behind_from or down

    def tl(self, alert: str, labels: dict[str, str]) -> Timeline:
        return self.timeline(alert, tuple(labels.values()))

    def timeline(self, alert: str, key: tuple[str, ...]) -> Timeline:
        """The alert on a segment, played on first use (volume and no traffic: set by
        their cases)."""
        found = self.timelines.get((alert, key))
        if found is None:
            seg, q = self.by_key[key], self.q[alert]
            if q.metric not in seg.metrics:
                raise KeyError((alert, key))
            found = self.world.quality_timeline(q, key, self.end, seg.start)
            self.timelines[(alert, key)] = found
        return found

    def played_all(self) -> None:
        """Every quality alert on every segment that exports its metric."""
        for seg in self.segments:
            for alert, q in self.q.items():
                if q.metric in seg.metrics:
                    self.timeline(alert, seg.key())

    def check(self, case: Case, alert: str, labels: dict[str, str], minute: int, want: str) -> None:
        tl = self.tl(alert, labels)  # playing it records its ties
        tie = self.world.ties.get((alert, tuple(labels.values())))
        if tie is not None and tie <= minute:
            raise CaseError(f"{case.title}: {alert} on {labels} is too close to call at {tie}")
        expect(self.s, case, tl, alert, labels, minute, want)

    def never(self, case: Case, alert: str, labels: dict[str, str], until: int) -> None:
        never(self.s, case, self.tl(alert, labels), alert, labels, until)

    def onset(self, alert: str, labels: dict[str, str], after: int = 0) -> int:
        cond = self.tl(alert, labels).cond
        for t in range(after, len(cond)):
            if cond[t]:
                return t
        raise CaseError(f"{alert} never holds on {labels}")

    def played(self, alert: str, labels: dict[str, str], branches: str) -> Timeline:
        """The alert on a segment under rules without part of their hysteresis: `enter`
        (no stay branch), `no-margin` (short_z 0), `short-only` or `nearest-only` (fewer
        windows read to start); see states.quality_timeline."""
        s, key = self.s, tuple(labels.values())
        conds = self.world.conditions(self.q[alert], key, self.end)
        return quality_timeline(conds, s.hold(alert), s.keep_firing(alert), branches)

    def last_held(self, alert: str, labels: dict[str, str]) -> int:
        cond = self.tl(alert, labels).cond
        return max(t for t in range(len(cond)) if cond[t])

    def only_pair(
        self, case: Case, alert: str, labels: dict[str, str], index: int, span: range
    ) -> None:
        """Claim: over `span`, pair `index` enters and no shorter pair does; nor does a longer
        one, except for a threshold of 1.0 (high priority), where every window holding the
        same misses holds too (the upper bound is below 1 once a window has about z² misses)."""
        q = self.q[alert]
        for t in span:
            held = [pair.enter.ok for pair in self.world.pairs(q, tuple(labels.values()), t)]
            bad = not held[index] or any(held[:index]) or (not q.top and any(held[index + 1 :]))
            if bad:
                raise CaseError(
                    f"{case.title}: at minute {t} the pairs holding for {alert} are {held}"
                )

    # placement ----------------------------------------------------------------------
    def plan(self, plans: list[Plan], fixed: list[Fixed], epochs: dict[str, int]) -> None:
        """Add every case's segments, each case from its own minute 0 (a case finishes with
        its checks after the simulation), then the cases at fixed minutes."""
        self.segments, self.cases, self.exprs = [], [], []
        for case_id, _, make in plans:
            self.epoch = epochs.get(case_id, DAY - 60)
            before = len(self.cases)
            make(self)
            self.cases[before:] = [(case_id, finish) for _, finish in self.cases[before:]]
        for make in fixed:
            make(self)

    def build(self, plans: list[Plan], fixed: list[Fixed]) -> Group:
        """Place each case as late as the day allows, after a first pass that finds how
        long each one takes."""
        s = self.s
        self.plan(plans, fixed, {})
        self.simulate(DAY + 240 + max(long for long, _ in s.pairs))
        last: dict[str, int] = {}
        for case_id, make in self.cases:
            case = make()
            last[case_id] = max(last.get(case_id, 0), *(c.minute for c in case.checks))
        end = max(last.values())
        epochs = {}
        for case_id, align, _ in plans:
            if case_id not in last:
                continue  # nothing to show under this config (hysteresis_cases says why)
            shift = end - last[case_id]
            epochs[case_id] = DAY - 60 + shift // align * align
        self.plan(plans, fixed, epochs)
        self.simulate(end)
        finished = [make() for _, make in self.cases]
        if max(c.minute for case in finished for c in case.checks) != end:
            raise CaseError("a case moved past the end of the day")
        group = Group(
            "quality and volume",
            f"Quality alerts over a day of traffic ({end + 1} one-minute steps): each case"
            " happens late in the day, as late as it can (its segments start with it), and"
            " each segment serves one case; SeerVolumeDrop compares with the same hour"
            " yesterday.",
            end,
        )
        for seg in self.segments:
            group.add_series(self.series[seg.name], f"{seg.name}: {seg.describe()}")
        if self.behind_from is None:
            raise CaseError("no case says when the monitor falls behind")
        age = gauge(
            "seer_oldest_unscored_event_age_seconds",
            s.worker("w1"),
            [(0, 0), (self.behind_from, s.behind_s + 1)],
            end,
        )
        group.add_series([age], "the oldest unscored event: 0s, then the monitor falls behind")
        if self.down is not None:
            down, up = self.down
            ups = {"w1": [(0, 1)], "w2": [(0, 1), (down, 0), (up + 1, 1)]}
            group.add_series(
                [gauge("up", s.worker(i), steps, end) for i, steps in ups.items()],
                f"w1 up; w2 down (up 0) from minute {down} to {up}",
            )
        for case in finished:
            alerts = sorted({c.alert for c in case.checks})
            group.cases.append((f"{case.title} [{', '.join(alerts)}]", case.checks))
        group.exprs += self.exprs
        for alert in [*self.q, "SeerVolumeDrop"]:
            group.rule_tests.append(self.annotations(alert, end))
        return group

    def annotations(self, alert: str, end: int) -> tuple[str, str, int, Firing]:
        """The minute where fewest segments fire the alert (at least one), and those."""
        best: tuple[int, Firing] | None = None
        self.played_all()
        for t in range(end + 1):
            firing = []
            for (name, key), tl in sorted(self.timelines.items()):
                if name == alert and tl.state[t] == "firing":
                    firing.append((self.world.labels[key], tl.value[t]))
            if not firing or (best is not None and len(firing) >= len(best[1])):
                continue
            try:
                for labels, value in firing:
                    for text in self.s.alerts[alert]["annotations"].values():
                        render(str(text), {**labels, "severity": ""}, value)
            except CaseError:
                continue
            best = (t, firing)
        if best is None:
            raise CaseError(f"{alert} never fires in the day group")
        title = f"labels and annotations of every {alert} firing at minute {best[0]}"
        return (title, alert, *best)
