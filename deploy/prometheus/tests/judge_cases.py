"""The judge's own checks: the canary's accuracy against its floor, the judge's agreement
with itself, and the bias-corrected recall of each segment (each a test group of one
judge window and a little more).

Every input is the counters a worker exports for its judge (stream.metrics.CanaryMetrics,
RecheckMetrics, seer_evaluator_info): per-event values on the 1/128 grid and whole counts,
so that the model below adds up what promtool adds up, to the bit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from counters import (
    GRID,
    Series,
    clamp_max,
    clamp_min,
    div,
    gauge,
    num,
    selector,
    sqrt,
    values_text,
)
from model import Settings, Timeline, g6, minutes, timeline
from rendering import Case, CaseError, ExprTest, Group, expect, never
from rendering import expr_test as _expr_test

CANARY_ALERT = "SeerJudgeCanaryBelowFloor"
CONSISTENCY_ALERT = "SeerJudgeInconsistent"
CELLS = (
    ("supported", "supported"),
    ("supported", "unsupported"),
    ("unsupported", "supported"),
    ("unsupported", "unsupported"),
)


@dataclass(frozen=True)
class Judge:
    settings: Settings
    window: int  # minutes
    name: str  # the window as the rules name it
    min_canary: int
    f1_floor: float
    min_rechecks: int
    kappa_floor: float
    identical_floor: float

    @staticmethod
    def of(s: Settings) -> Judge:
        j = s.config["judge"]
        return Judge(
            s,
            minutes(j["window"]),
            str(j["window"]),
            int(j["min_canary_events"]),
            g6(float(j["canary_f1_floor"])),
            int(j["min_rechecks"]),
            g6(float(j["kappa_floor"])),
            g6(float(j["identical_floor"])),
        )

    def labels(self, model: str) -> dict[str, str]:
        return {"evaluator": "llm", "model": model, "prompt_version": "v1"}

    def gain(self, series: Series, t: int) -> float | None:
        """max - min of a counter over [t - window, t] (None: no sample in it), with t the
        evaluation less the query offset."""
        t -= self.settings.offset
        first, last = max(series.start, t - self.window), min(t, series.last)
        if first > last:
            return None
        return series.values[last - series.start] - series.values[first - series.start]


@dataclass
class Counters:
    """One worker's counters of one judge: per-minute increments of each, from minute 0."""

    judge: Judge
    model: str
    end: int
    instance: str = "w1"
    steps: dict[str, list[float]] = field(default_factory=dict)

    def add(self, name: str, minute: int, amount: float) -> None:
        self.steps.setdefault(name, [0.0] * self.end)[minute - 1] += amount

    def series(self) -> dict[str, Series]:
        labels = {"job": self.judge.settings.job, "instance": self.instance}
        labels |= self.judge.labels(self.model)
        out = {}
        for name, steps in self.steps.items():
            extra = {}
            if name.startswith("seer_recheck_passages_total"):  # name|first|second
                name, first, second = name.split("|")
                extra = {"first": first, "second": second}
                out[f"{name}|{first}|{second}"] = Series(name, labels | extra, 0, steps)
            else:
                out[name] = Series(name, labels, 0, steps)
        return out


def expr_test(record: str, labels: dict[str, str], t: int, value: float | None) -> ExprTest:
    """The recorded series of one judge (or segment and judge) at minute t."""
    return _expr_test(record, labels, t, value, selector(record, labels))


def _grid(value: float) -> float:
    if value * GRID != int(value * GRID):
        raise CaseError(f"{value} is not on the 1/{GRID} grid")
    return value


# --- the canary ----------------------------------------------------------------------------


@dataclass
class Canary:
    """A judge's canary: `events[t]` F1 values scored at minute t (1-based)."""

    counters: Counters
    series: dict[str, Series] = field(default_factory=dict)

    @staticmethod
    def of(judge: Judge, model: str, end: int, f1s: Sequence[Sequence[float]]) -> Canary:
        counters = Counters(judge, model, end)
        for name in ("seer_canary_events_total", "seer_canary_f1_sum_total"):
            counters.steps[name] = [0.0] * end
        counters.steps["seer_canary_f1_sum_squares_total"] = [0.0] * end
        for minute in range(1, end + 1):
            for value in f1s[minute - 1] if minute - 1 < len(f1s) else ():
                _grid(value)
                counters.add("seer_canary_events_total", minute, 1)
                counters.add("seer_canary_f1_sum_total", minute, value)
                counters.add("seer_canary_f1_sum_squares_total", minute, value * value)
        return Canary(counters, counters.series())

    def stats(self, t: int) -> tuple[float, float, float, float] | None:
        """count, mean, lower, upper of the F1 at minute t, as the rules compute them."""
        judge = self.counters.judge
        n = judge.gain(self.series["seer_canary_events_total"], t)
        total = judge.gain(self.series["seer_canary_f1_sum_total"], t)
        squares = judge.gain(self.series["seer_canary_f1_sum_squares_total"], t)
        if n is None or total is None or squares is None:
            return None
        mean = div(total, n)
        half = judge.settings.z * sqrt(div(div(clamp_min(squares - div(total**2, n), 0), n - 1), n))
        return n, mean, clamp_min(mean - half, 0), clamp_max(mean + half, 1)

    def timeline(self, s: Settings, end: int) -> Timeline:
        judge = self.counters.judge
        rows = []
        for t in range(end + 1):
            st = self.stats(t)
            ok = st is not None and st[3] < judge.f1_floor and st[0] >= judge.min_canary
            rows.append((ok, st[3] if st is not None else math.nan))
        return timeline(rows, s.hold(CANARY_ALERT), s.keep_firing(CANARY_ALERT))


def group_canary(s: Settings) -> Group:
    judge = Judge.of(s)
    w, floor, minimum = judge.window, judge.f1_floor, judge.min_canary
    hold = s.hold(CANARY_ALERT)
    past = (math.ceil(floor * GRID - 1e-9) - 1) / GRID  # just below the floor
    at = math.ceil(floor * GRID - 1e-9) / GRID  # on the grid at or just above it
    end = w + hold + 3
    # a noisy judge: its mean a little below the floor, its spread wide (8 events a minute)
    noisy = [min(max(math.floor((floor + d) * GRID) / GRID, 0.0), 1.0) for d in (-0.35, 0.275)] * 4
    cases = {
        "steady-at": [[at]] * end,
        "steady-past": [[past]] * end,
        # 29 canary events (one short of the minimum), then one more at minute few + 2
        "few": [[0.0]] * (minimum - 1) + [[]] + [[0.0]] + [[]] * end,
        "noisy": [noisy] * end,
    }
    canaries = {name: Canary.of(judge, name, end, f1s) for name, f1s in cases.items()}
    group = Group(
        "judge canary",
        f"The canary's citation F1 against its floor ({floor:g}) over the judge window"
        f" ({judge.name}): one judge steady at {num(at)} (its upper bound on the floor), one at"
        f" {num(past)} (just below), one far below with {minimum - 1} events and then one"
        f" more, one at {values_text(noisy)} every minute.",
        end,
    )
    for name, canary in canaries.items():
        group.add_series(list(canary.series.values()), f"{name}: canary counters")
    lines = {name: c.timeline(s, end) for name, c in canaries.items()}
    labels = {name: judge.labels(name) for name in canaries}

    case = Case(
        f"at the floor: never; just below it: from the minute the window holds {minimum}"
        " canary events, pending, then firing after `for:`"
    )
    never(s, case, lines["steady-at"], CANARY_ALERT, labels["steady-at"], end)
    onset = lines["steady-past"].cond.index(True)
    st = canaries["steady-past"].stats(onset - 1)
    if onset < 2 or st is None or st[0] != minimum - 1:
        raise CaseError(f"steady-past: the window holds {st} a minute before it holds")
    _onset(s, case, CANARY_ALERT, lines["steady-past"], labels["steady-past"], onset)
    group.add_case(case)

    few, counted = lines["few"], minimum + 1 + s.offset  # the window ends query_offset early
    case = Case(
        f"{minimum - 1} canary events at F1 0: nothing; the {minimum}th (minute {minimum + 1})"
        f" makes it evidence once the window holds it (minute {counted}): pending, firing"
        " after `for:`"
    )
    if few.cond.index(True) != counted:
        raise CaseError("few: does not start with its last event")
    _onset(s, case, CANARY_ALERT, few, labels["few"], counted)
    group.add_case(case)

    wide = lines["noisy"]
    if True not in wide.cond:
        raise CaseError("noisy: its interval never falls below the floor in the window")
    onset = wide.cond.index(True)
    enough = next(t for t in range(end) if (canaries["noisy"].stats(t) or (0,))[0] >= minimum)
    mean = (canaries["noisy"].stats(enough) or (0, 1.0))[1]
    if not (mean < floor and enough + 2 < onset and onset + hold < end):
        raise CaseError("noisy: its mean is not below the floor well before its interval")
    case = Case(
        f"a noisy judge: its mean F1 ({mean:g}) below the floor and {minimum} events from"
        f" minute {enough}, yet its interval reaches above the floor until minute {onset}:"
        " nothing before, pending then, firing after `for:`"
    )
    expect(s, case, wide, CANARY_ALERT, labels["noisy"], enough, "inactive")
    _onset(s, case, CANARY_ALERT, wide, labels["noisy"], onset)
    group.add_case(case)

    t = onset - 1
    n, mean, lower, upper = canaries["noisy"].stats(t) or (0, 0, 0, 0)
    group.exprs.append(
        (
            f"the noisy canary at minute {t}: {n:g} events, mean ± z·s/√n",
            [
                expr_test(f"judge:seer_canary_events:count_{judge.name}", labels["noisy"], t, n),
                expr_test(f"judge:seer_canary_f1:mean_{judge.name}", labels["noisy"], t, mean),
                expr_test(f"judge:seer_canary_f1:lower_{judge.name}", labels["noisy"], t, lower),
                expr_test(f"judge:seer_canary_f1:upper_{judge.name}", labels["noisy"], t, upper),
            ],
        )
    )
    _labels_and_annotations(group, CANARY_ALERT, lines, labels, onset + hold)
    return group


def _labels_and_annotations(
    group: Group, alert: str, lines: dict[str, Timeline], labels: dict[str, dict[str, str]], t: int
) -> None:
    """Claim: at minute `t` `alert` fires with its labels and annotations on exactly the
    series whose timeline says firing, each with its value."""
    firing = [(labels[n], tl.value[t]) for n, tl in lines.items() if tl.state[t] == "firing"]
    group.rule_tests.append((f"labels and annotations of {alert}", alert, t, firing))


def _onset(
    s: Settings, case: Case, alert: str, tl: Timeline, labels: dict[str, str], onset: int
) -> None:
    """Claim: `alert` holds from minute `onset`: inactive before, pending until `for:`
    has passed, firing then."""
    hold = s.hold(alert)
    expect(s, case, tl, alert, labels, onset - 1, "inactive")
    expect(s, case, tl, alert, labels, onset + hold - 1, "pending")
    expect(s, case, tl, alert, labels, onset + hold, "firing")


# --- the judge's agreement with itself -----------------------------------------------------


@dataclass
class Rechecks:
    """A judge's rechecks: so many a minute, each with the same outcome."""

    counters: Counters
    series: dict[str, Series]
    per_minute: int

    @staticmethod
    def of(
        judge: Judge,
        model: str,
        end: int,
        per_minute: int,
        identical: int,
        cells: tuple[int, int, int, int],
        until: int | None = None,
        extra: int | None = None,
    ) -> Rechecks:
        """`per_minute` rechecks a minute, `identical` of them identical, passages in
        `cells` (both, first only, second only, neither) a minute; up to minute `until`,
        then (if `extra`) one more minute of them at minute `extra`."""
        counters = Counters(judge, model, end)
        names = ["seer_recheck_events_total", "seer_recheck_identical_total"]
        names += [f"seer_recheck_passages_total|{a}|{b}" for a, b in CELLS]
        for name in names:
            counters.steps[name] = [0.0] * end
        minutes_on = list(range(1, min(end, until or end) + 1))
        if extra is not None:
            minutes_on.append(extra)
        for minute in minutes_on:
            counters.add(names[0], minute, per_minute)
            counters.add(names[1], minute, identical)
            for (a, b), count in zip(CELLS, cells, strict=True):
                counters.add(f"seer_recheck_passages_total|{a}|{b}", minute, count)
        return Rechecks(counters, counters.series(), per_minute)

    def figures(self, t: int) -> tuple[float, float, float] | None:
        """count, identical share, kappa at minute t, in the rules' order of operations."""
        judge = self.counters.judge
        n = judge.gain(self.series["seer_recheck_events_total"], t)
        same = judge.gain(self.series["seer_recheck_identical_total"], t)
        cells = [
            judge.gain(self.series[f"seer_recheck_passages_total|{a}|{b}"], t) for a, b in CELLS
        ]
        if n is None or same is None or None in cells:
            return None
        both, first_only, second_only, neither = (float(c or 0) for c in cells)
        total = both + first_only + second_only + neither
        first, second = both + first_only, both + second_only
        expected = div(first * second + (total - first) * (total - second), total**2)
        kappa = div(div(both + neither, total) - expected, 1 - expected)
        return n, div(same, n), kappa

    def timeline(self, s: Settings, end: int) -> Timeline:
        judge = self.counters.judge
        rows = []
        for t in range(end + 1):
            f = self.figures(t)
            # κ's own sample, where κ or the identical share is below its floor
            ok = (
                f is not None
                and (f[2] < judge.kappa_floor or f[1] < judge.identical_floor)
                and f[0] >= judge.min_rechecks
            )
            rows.append((ok, f[2] if f is not None else math.nan))
        return timeline(rows, s.hold(CONSISTENCY_ALERT), s.keep_firing(CONSISTENCY_ALERT))


def _kappa_cells(passages: int, target: float, above: bool) -> tuple[int, int, int, int]:
    """Cells of `passages` a minute whose kappa is the closest to `target` on the side
    asked (all disagreements one way: first only)."""
    best: tuple[float, tuple[int, int, int, int]] | None = None
    for both in range(1, passages):
        for first_only in range(0, passages - both):
            neither = passages - both - first_only
            cells = (both, first_only, 0, neither)
            total, first, second = passages, both + first_only, both
            expected = (first * second + (total - first) * (total - second)) / total**2
            if expected == 1:
                continue
            kappa = ((both + neither) / total - expected) / (1 - expected)
            if (kappa >= target) if above else (kappa < target):
                gap = abs(kappa - target)
                if best is None or gap < best[0]:
                    best = (gap, cells)
    if best is None:
        raise CaseError(f"no table of {passages} passages has a kappa near {target}")
    return best[1]


def group_consistency(s: Settings) -> Group:
    judge = Judge.of(s)
    minimum, hold = judge.min_rechecks, s.hold(CONSISTENCY_ALERT)
    per, passages = 10, 20  # rechecks and passages a minute
    same_at = math.ceil(judge.identical_floor * per - 1e-9)
    if same_at >= per:
        raise CaseError("identical_floor leaves no room for a share at and just below it")
    agree = (passages // 2, 0, 0, passages - passages // 2)  # kappa 1
    kappa_past, kappa_at = (_kappa_cells(passages, judge.kappa_floor, a) for a in (False, True))
    # the first minute a window holds `minimum` rechecks, at `per` a minute
    end = 2 * minimum // per + hold + 6
    cases = {
        "agree": Rechecks.of(judge, "agree", end, per, per, agree),
        "kappa-at": Rechecks.of(judge, "kappa-at", end, per, per, kappa_at),
        "kappa-past": Rechecks.of(judge, "kappa-past", end, per, per, kappa_past),
        "same-at": Rechecks.of(judge, "same-at", end, per, same_at, agree),
        "same-past": Rechecks.of(judge, "same-past", end, per, same_at - 1, agree),
        # one minute short of the minimum, then the minute that reaches it
        "few": Rechecks.of(
            judge, "few", end, per, 0, (0, passages // 2, passages // 2, 0),
            until=minimum // per - 1, extra=minimum // per + 2,
        ),
    }  # fmt: skip
    if (minimum // per) * per != minimum:
        raise CaseError("min_rechecks must be a multiple of the rechecks a minute")
    group = Group(
        "judge consistency",
        f"The judge's agreement with itself over the judge window ({judge.name}): {per}"
        f" rechecks a minute of {passages} passages each way; Cohen's κ floor"
        f" {judge.kappa_floor:g}, identical share floor {judge.identical_floor:g}, at least"
        f" {minimum} rechecks.",
        end,
    )
    for name, one in cases.items():
        cells = ", ".join(
            f"{a[0]}{b[0]} {num(one.counters.steps[f'seer_recheck_passages_total|{a}|{b}'][0])}"
            for a, b in CELLS
        )
        group.add_series(list(one.series.values()), f"{name}: passages a minute {cells}")
    lines = {name: one.timeline(s, end) for name, one in cases.items()}
    labels = {name: judge.labels(name) for name in cases}
    onset = minimum // per + s.offset  # the window holds `minimum` rechecks
    for name in ("kappa-past", "same-past"):
        f = cases[name].figures(onset)
        if lines[name].cond.index(True) != onset or f is None:
            raise CaseError(f"{name} does not start when its window holds {minimum} rechecks")
    case = Case(
        f"κ {cases['kappa-at'].figures(onset)[2]:.4f} (at or above the floor), an identical"  # type: ignore[index]
        f" share of {same_at}/{per} (on its floor), full agreement: never; κ"
        f" {cases['kappa-past'].figures(onset)[2]:.4f} or {same_at - 1}/{per} identical: from"  # type: ignore[index]
        f" the minute the window holds {minimum} rechecks, pending, then firing after `for:`"
    )
    for name in ("agree", "kappa-at", "same-at"):
        never(s, case, lines[name], CONSISTENCY_ALERT, labels[name], end)
    for name in ("kappa-past", "same-past"):
        _onset(s, case, CONSISTENCY_ALERT, lines[name], labels[name], onset)
    group.add_case(case)
    extra = minimum // per + 2
    counted = extra + s.offset  # the window ends query_offset early
    case = Case(
        f"κ -1 over {minimum - per} rechecks: nothing; {per} more at minute {extra} reach"
        f" {minimum} once the window holds them (minute {counted}): pending, firing after"
        " `for:`"
    )
    if lines["few"].cond.index(True) != counted:
        raise CaseError("few: does not start with its last rechecks")
    _onset(s, case, CONSISTENCY_ALERT, lines["few"], labels["few"], counted)
    group.add_case(case)
    t = onset + 2
    tests: list[ExprTest] = []
    for name in ("kappa-past", "same-past"):
        n, share, kappa = cases[name].figures(t) or (0.0, 0.0, 0.0)
        tests += [
            expr_test(f"judge:seer_recheck_events:count_{judge.name}", labels[name], t, n),
            expr_test(f"judge:seer_recheck_identical:ratio_{judge.name}", labels[name], t, share),
            expr_test(f"judge:seer_recheck:kappa_{judge.name}", labels[name], t, kappa),
        ]
    group.exprs.append((f"count, identical share and κ at minute {t}", tests))
    _labels_and_annotations(group, CONSISTENCY_ALERT, lines, labels, onset + hold)
    return group


# --- bias-corrected recall -----------------------------------------------------------------


def group_corrected(s: Settings) -> Group:
    """Two workers, each with its own judge (a: over-reports recall by 1/8 on average on
    the canary; b: under-reports by 1/16); segment s1 scored by both, s2 by w1 alone."""
    judge = Judge.of(s)
    t = min(10, judge.window)  # a part of the window: its counters from minute 0 to t
    end = t + 2
    workers = {"w1": "a", "w2": "b"}
    group = Group(
        "bias-corrected recall",
        "Each segment's mean recall, per judge, less that judge's mean error on the canary,"
        " with an interval from both samples: w1 runs judge a, w2 judge b (seer_evaluator_info);"
        " segment s1 is scored by both, s2 by w1 alone; w3 ran judge a on s1 and went away"
        " within the window: its events count under judge a.",
        end,
    )
    infos = [
        gauge(
            "seer_evaluator_info",
            {"job": s.job, "instance": i} | judge.labels(m),
            [(0, 1.0)],
            end,
        )
        for i, m in workers.items()
    ]
    # w3 ran judge a and went away at minute `gone` (a rolling restart, a scale-down): its
    # info series is stale from then on, but its events stay in the window, under judge a
    gone = t - 4
    w3 = {"job": s.job, "instance": "w3"} | judge.labels("a")
    infos.append(Series("seer_evaluator_info", w3, 0, [0.0] * gone, initial=1.0, stale=True))
    group.add_series(infos, f"which judge each worker runs (w3: until minute {gone}, judge a)")
    # the canary: judge recall against true recall, per event
    canary = {
        "a": [(1.0, 0.75), (1.0, 1.0), (0.5, 0.5), (0.75, 0.5)],  # errors 0.25, 0, 0, 0.25
        "b": [(0.5, 0.5), (0.75, 1.0)],  # errors 0, -0.25
    }
    errors: dict[str, tuple[float, float, float]] = {}  # n, sum, sum of squares per window
    for instance, model in workers.items():
        counters = Counters(judge, model, end, instance)
        for minute in range(1, end + 1):
            for got, truth in canary[model]:
                counters.add("seer_canary_events_total", minute, 1)
                counters.add("seer_canary_recall_sum_total", minute, got)
                counters.add("seer_canary_true_recall_sum_total", minute, truth)
                counters.add(
                    "seer_canary_recall_error_sum_squares_total", minute, (got - truth) ** 2
                )
        series = counters.series()
        group.add_series(
            list(series.values()),
            f"{instance}: canary of judge {model}, (judge, true) recall a minute"
            f" {', '.join(f'({num(a)}, {num(b)})' for a, b in canary[model])}",
        )
        n = judge.gain(series["seer_canary_events_total"], t)
        got_sum = judge.gain(series["seer_canary_recall_sum_total"], t)
        truth_sum = judge.gain(series["seer_canary_true_recall_sum_total"], t)
        squares = judge.gain(series["seer_canary_recall_error_sum_squares_total"], t)
        assert n is not None and got_sum is not None and truth_sum is not None
        assert squares is not None
        errors[model] = (n, got_sum - truth_sum, squares)
    scored = {
        ("w1", "s1"): [1.0, 0.5, 0.75],
        ("w2", "s1"): [1.0, 0.25],
        ("w1", "s2"): [0.5],
        ("w3", "s1"): [0.25, 0.0],
    }
    keys = s.keys
    seg_series: dict[tuple[str, str], dict[str, Series]] = {}
    for (instance, segment), recalls in scored.items():
        labels = {"job": s.job, "instance": instance} | s.segment(segment)
        minutes = gone if instance == "w3" else end
        made = {
            name: Series(name, labels, 0, [float(step)] * minutes, stale=instance == "w3")
            for name, step in (
                ("seer_segment_events_total", len(recalls)),
                ("seer_segment_recall_sum_total", sum(recalls)),
                ("seer_segment_recall_sum_squares_total", sum(r * r for r in recalls)),
            )
        }
        seg_series[(instance, segment)] = made
        group.add_series(
            list(made.values()), f"{instance}, {segment}: recall a minute {values_text(recalls)}"
        )
    tests: list[ExprTest] = []
    name = judge.name
    for model, (n, total, squares) in errors.items():
        mean = div(total, n)
        vom = div(div(clamp_min(squares - div(total**2, n), 0), n - 1), n)
        labels = judge.labels(model)
        tests += [
            expr_test(f"judge:seer_canary_recall_error:mean_{name}", labels, t, mean),
            expr_test(f"judge:seer_canary_recall_error:variance_of_mean_{name}", labels, t, vom),
        ]
    # each segment's counters per judge, summed over the workers that ran it
    per_judge: dict[tuple[str, str], tuple[float, float, float]] = {}
    for (instance, segment), made in seg_series.items():
        model = workers.get(instance, "a")  # (w3: judge a)
        gained = [
            judge.gain(made[name], t) or 0.0
            for name in (
                "seer_segment_events_total",
                "seer_segment_recall_sum_total",
                "seer_segment_recall_sum_squares_total",
            )
        ]
        before = per_judge.get((segment, model), (0.0, 0.0, 0.0))
        per_judge[(segment, model)] = (
            before[0] + gained[0],
            before[1] + gained[1],
            before[2] + gained[2],
        )
    for (segment, model), (n, total, squares) in per_judge.items():
        labels = dict(s.segment(segment)) | judge.labels(model)
        labels = {k: labels[k] for k in [*keys, "evaluator", "model", "prompt_version"]}
        en, esum, esq = errors[model]
        err_mean = div(esum, en)
        err_vom = div(div(clamp_min(esq - div(esum**2, en), 0), en - 1), en)
        theta = div(total, n) - err_mean
        half = s.z * sqrt(div(div(clamp_min(squares - div(total**2, n), 0), n - 1), n) + err_vom)
        level = "segment_judge:seer_recall"
        tests += [
            expr_test(f"segment_judge:seer_events:count_{name}", labels, t, n),
            expr_test(f"{level}:corrected_mean_{name}", labels, t, theta),
            expr_test(f"{level}:corrected_lower_{name}", labels, t, theta - half),
            expr_test(f"{level}:corrected_upper_{name}", labels, t, theta + half),
        ]
    group.exprs.append(
        (
            f"at minute {t}: each judge's canary error (mean, variance of the mean), and each"
            " segment's recall per judge, corrected by that judge's error alone",
            tests,
        )
    )
    return group
