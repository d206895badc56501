"""Cases of the quality alerts' hysteresis: a margin to start firing (a pair's short window
mean plus short_z standard errors past the limit); to stay firing, a pair whose short window
holds fewer than min_events events also holds on the next longer window's mean alone.

- margin: the long window's bound is past the limit and the short window's mean is too,
  but by less than short_z standard errors: nothing (with short_z 0 it would fire);
- stay: firing, then a quiet short window (fewer than min_events) whose mean stays past
  the limit by less than short_z standard errors, and so does the next longer window's:
  it goes on firing (without the stay branch it would resolve keep_firing_for after the
  last minute it entered), and resolves once the long window's bound is back;
- dip: resolved after a recovery, the short mean dips past the limit again by less than
  short_z standard errors while the long window still holds the degradation: no page
  again (with short_z 0 it would fire again);
- quiet mild drop: the margin does not hide a lasting mild drop on a quiet segment (a
  handful of events every QUIET_EVERY minutes, only the last pair's long window holds
  min_events): with a realistic spread its short window's mean is past the limit by more
  than short_z standard errors, and it pages; so does a high-priority segment with one
  miss in every burst.

The values near the limit are derived from the configured short_z: a case searches its
candidates (`candidates`: bursts of so many events every so many minutes, each metric's
values around a mean past the limit by a share of short_z standard errors of the judged
short window, the smallest spread that does it) and keeps the first that shows its point
on a probe (the case's segment alone, simulated from its own minute 0: a segment's
windows do not depend on when it starts or on the others).

Each case claims what the rules without that half of the hysteresis would do (`Day.played`)
and is refused where they would do the same. The pair they judge is the second (its long
window holds several short ones); below the top of a metric's range, healthy history keeps
the longer windows out of it until a case needs them.

At a limit of 1.0 (high priority) there is no margin below short_z 1: among values at most
1, a window's standard error is at most its mean's distance below 1 (equal for a single
miss), so any mean below the line enters and the margin, stay and dip cases have nothing
to show; the quiet one-miss case shows that side instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar, cast

from counters import FOREVER, GRID, Phase, Segment, grid, how_often, just_past, values_text
from day import MILD, QUIET_EVERY, SEVERE, Day, Values
from quality_cases import quiet_rate
from rendering import Case, CaseError

BAD_RATE = 2  # events a minute of the degradations that fire an alert first
# Where the values near the limit put their short window's mean: past the limit by this
# share of short_z standard errors (in that order of preference, ± TOLERANCE).
TARGETS = (0.5, 0.35, 0.65, 0.2, 0.8)
TOLERANCE = 0.05
# Events a burst and minutes between bursts of the values near the limit (a burst holds
# each value of a metric's pool once, so that every window's mean is the pool's).
SCHEDULES = ((2, 1), (2, 2), (3, 3), (4, 4), (3, 1), (4, 2), (4, 1))
MAX_SPREAD = 0.25  # the largest standard deviation of a pool
PROBE = 60  # a probe's minute 0 (its healthy history comes before)

# The quiet mild drop: recall this far below the limit on average, spread as a quiet
# segment's queries are: most get every passage they need, some three quarters, five
# eighths, a half (these deficits below 1, shifted to the mean).
QUIET_DROP = 0.08
QUIET_DEFICITS = (0.0, 0.25, 0.0, 0.5, 0.375, 0.0, 0.5)
QUIET_MISS = 0.5  # the high-priority segment's miss: half the passages a query needs
LOW, HIGH = "SeerRecallLow", "SeerRecallBelowTargetHighPriority"


@dataclass(frozen=True)
class Near:
    """Values whose judged short window's mean is past the limit by less than short_z
    standard errors: `rate` events every `every` minutes, and what they are."""

    values: Values
    rate: int
    every: int
    what: str

    def phase(self, start: int, end: int = FOREVER) -> Phase:
        return Phase(start, end, self.rate, self.values, self.every)


def _top(day: Day, f: str) -> bool:
    return any(day.q[a].top for a in day.families[f])


def longest_keep(day: Day, f: str) -> int:
    """The longest keep_firing_for of family f's alerts: a case's timeline waits for it."""
    return max(day.s.keep_firing(a) for a in day.families[f])


def judged_pair(day: Day, recovery: int = 0) -> tuple[int, int, str]:
    """The pair these cases judge: its long and short windows, and its name. The first
    after the shortest whose long window holds several (4) short ones, and twice the
    `recovery` (minutes) a case spends recovered before it dips: a degradation has room
    there to fire, recover and dip again while the long window still holds it."""
    pairs = day.s.pairs
    fallback = 1 if len(pairs) > 1 else 0
    index = next(
        (
            i
            for i in range(1, len(pairs))
            if pairs[i][0] >= 4 * pairs[i][1] and pairs[i][0] >= 2 * recovery
        ),
        fallback,
    )
    long, short = day.s.pairs[index]
    return long, short, "/".join(day.s.pair_names[index])


def first(states: list[str], want: str, after: int) -> int | None:
    return next((t for t in range(after, len(states)) if states[t] == want), None)


def pool(limit: float, n: int, k: int, z: float, target: float) -> list[float] | None:
    """k values on the grid (one burst) whose mean is past `limit` by `target` of z
    standard errors of a window of n of them (± TOLERANCE): the mean nearest the limit
    that allows it, with the smallest spread. Two values: k - j at mean + j·d, j at
    mean - (k - j)·d (standard deviation d·√(j(k - j)); a window of n has a standard
    error of that over √(n - 1))."""
    nearest = just_past(None, limit)[0]
    root = math.sqrt(n - 1)
    for i in range(GRID):
        mean = nearest - i / GRID
        if mean <= 0:
            return None
        gap = limit - mean
        least = gap * root / (z * (target + TOLERANCE))  # the spread it needs, at least
        most = gap * root / (z * (target - TOLERANCE))  # and at most
        if least > MAX_SPREAD:
            return None
        best: tuple[float, list[float]] | None = None
        for j in range(1, k):
            factor = math.sqrt(j * (k - j))
            d = max(1, math.ceil(least / factor * GRID - 1e-9)) / GRID
            sd = d * factor
            high, low = mean + j * d, mean - (k - j) * d
            if sd > min(most, MAX_SPREAD) or high > 1 or low < 0:
                continue
            if best is None or sd < best[0]:
                best = (sd, [high] * (k - j) + [low] * j)
        if best is not None:
            return best[1]
    return None


def candidates(day: Day, f: str) -> list[Near] | None:
    """The values near the limit a family's cases try, best first; None where there is no
    margin to show (a limit of 1.0 with short_z below 1: see the module's docstring).

    At a limit of 1.0 with short_z 1 or more, one miss in each short window: one miss
    among n events is 1/n of its size below 1, and its standard error is exactly that.
    Below the top, for each share of short_z standard errors in TARGETS and each schedule,
    each metric's pool (`pool`)."""
    s, z = day.s, day.s.short_z
    if z <= 0:
        raise CaseError("hysteresis: short_z 0 leaves no entry margin to show")
    _, short, _ = judged_pair(day)
    short_name = s.window_name(short)
    if _top(day, f):
        if z < 1:
            return None
        span = max(short for _, short in s.pairs)
        miss = day.values(f, lambda q, limit: [grid(limit - SEVERE, "floor")])
        one = {m: [1.0] * (span - 1) + v for m, v in miss.items()}
        what = f"one miss ({SEVERE} past the limit) in every {span} events"
        return [Near(one, 1, 1, f"1 event a minute, {what}")]
    out: list[Near] = []
    for target in TARGETS:
        for k, every in SCHEDULES:
            n = k * (short // every)
            if n < 3:
                continue
            values: Values = {}
            gaps = []
            for alert in day.families[f]:
                limit = day.limit(alert)
                found = pool(limit, n, k, z, target)
                if found is None:
                    break
                values[day.q[alert].metric] = found
                gaps.append(limit - sum(found) / k)
            else:
                often = how_often(every)
                out.append(
                    Near(
                        values,
                        k,
                        every,
                        f"{k} events {often}, values around a mean {_span(gaps)} past the"
                        f" limit (about {target:g} of short_z standard errors of the"
                        f" {short_name} window)",
                    )
                )
    return out


def _span(values: list[float]) -> str:
    low, high = f"{min(values):.4f}", f"{max(values):.4f}"
    return low if low == high else f"{low}-{high}"


Build = Callable[[Day, str, Near], Callable[[], Case]]
T = TypeVar("T")


def first_shown(
    day: Day, f: str, options: Sequence[T], build: Callable[[Day, str, T], Callable[[], Case]]
) -> tuple[T | None, list[str]]:
    """The first option whose case shows its point on a probe (the case's segment alone,
    simulated from its own minute 0), and why each one before it did not."""
    errors: list[str] = []
    for option in options:
        probe = Day(day.s)
        probe.epoch = PROBE
        finish = build(probe, f, option)
        probe.simulate(PROBE + 2 * max(long for long, _ in day.s.pairs))
        try:
            finish()
        except CaseError as exc:
            errors.append(str(exc))
            continue
        return option, errors
    return None, errors


def shown_once(
    day: Day,
    f: str,
    case: str,
    find_options: Callable[[], Sequence[T] | None],
    build: Callable[[Day, str, T], Callable[[], Case]],
    none_shown: Callable[[int, list[str]], str],
) -> T | None:
    """`first_shown` over `find_options()`, once a day (a day plans its cases twice): None
    where there is nothing to show (no options); a CaseError with `none_shown(len(options),
    errors)` where no option shows it."""
    key = (f, case)
    if key in day.searched:
        return cast("T | None", day.searched[key])
    options = find_options()
    if options is None:
        day.searched[key] = None
        return None
    shown = first_shown(day, f, options, build)  # no target type: mypy would infer T | None
    found, errors = shown
    if found is None:
        raise CaseError(none_shown(len(options), errors))
    day.searched[key] = found
    return found


def search(day: Day, f: str, case: str, build: Build) -> Near | None:
    """The first candidate that shows the case's point on a probe (the case's segment
    alone); None where there is nothing to show."""

    def none_shown(n: int, errors: list[str]) -> str:
        why = errors[0] if errors else "no pool of values within MAX_SPREAD"
        return (
            f"{f}-{case}: none of {n} candidate values near the limit shows the hysteresis"
            f" with short_z {day.s.short_z:g} (the first: {why})"
        )

    return shown_once(day, f, case, lambda: candidates(day, f), build, none_shown)


class PlanOf(Protocol):
    """A plan of a family's case (build.py hands it `f` by name)."""

    def __call__(self, day: Day, f: str) -> None: ...


def planned(case: str, build: Build) -> PlanOf:
    def plan(day: Day, f: str) -> None:
        near = search(day, f, case, build)
        if near is not None:
            day.cases.append((f, build(day, f, near)))

    plan.__name__ = f"plan_{case}"
    return plan


def sparse_every(day: Day, length: int, long: int) -> int:
    """Minutes between single events for `length` minutes, so that no pair's long window
    shorter than `long` gets min_events from them alone (that pair would fire first)."""
    s = day.s
    shorter = [w for w, _ in s.pairs if w < long]
    every = 1
    while any(math.ceil(min(w, length) / every) >= s.min_events for w in shorter):
        every += 1
    return every


def _margin(day: Day, f: str, near: Near) -> Callable[[], Case]:
    e = day.epoch
    long, short, name = judged_pair(day)
    history = day.history(f, e)
    if history:  # MILD past the limit at one event every `every` minutes, then near it
        start = e + long - short
        every = sparse_every(day, long - short, long)
        bad = Phase(e, start, 1, day.below(f, MILD), every)
        phases = [*history, bad, near.phase(start)]
        lead = f"{long - short} minutes of 1 event {how_often(every)} {MILD} past the limit, then "
    else:
        phases = [near.phase(e)]
        lead = ""
    labels = day.add(f, "margin", phases)

    def finish() -> Case:
        case = Case(f"entry margin ({near.what})")
        fired = {}
        for alert in day.families[f]:
            bare = day.played(alert, labels, "no-margin")
            t = first(bare.state, "firing", e)
            if t is None:
                raise CaseError(f"margin: {alert} on {labels} would not fire with short_z 0")
            day.never(case, alert, labels, t)
            fired[alert] = t - e
        case.title = (
            f"entry margin: {lead}{near.what}: the {name} pair's long bound is past the"
            " limit and its short mean too, by less than short_z"
            f" ({day.s.short_z:g}) standard errors: nothing (with short_z 0 it would fire"
            f" at minute {'/'.join(str(t) for t in sorted(set(fired.values())))})"
        )
        return case

    return finish


def _stay(day: Day, f: str, near: Near) -> Callable[[], Case]:
    e, s = day.epoch, day.s
    long, _, _ = judged_pair(day)
    history = day.history(f, e)
    fired = e + s.pairs[0][0] + s.hold(day.families[f][0])  # the first pair fires it
    # near the limit once the healthy history has left the judged pair's long window
    turn = max(fired + 5, e + long if history else 0)
    bad = Phase(e, turn, BAD_RATE, day.below(f, MILD))
    labels = day.add(f, "stay", [*history, bad, near.phase(turn)])
    resolves = bool(history)  # at 1.0 the long windows keep their misses

    def finish() -> Case:
        case, key = Case(f"stay ({near.what})"), tuple(labels.values())
        names: set[str] = set()
        for alert in day.families[f]:
            hold, keep = s.hold(alert), s.keep_firing(alert)
            t0 = day.onset(alert, labels)
            bare = day.played(alert, labels, "enter")
            gone = first(bare.state, "inactive", t0 + hold)
            if gone is None or gone <= turn + keep:
                raise CaseError(f"stay: {alert} on {labels} would not resolve without stay")
            day.check(case, alert, labels, t0 + hold, "firing")
            day.check(case, alert, labels, gone, "firing")
            staying = {  # the pairs that stay and do not enter, since it last entered
                "/".join(name)
                for u in range(gone - keep - 1, gone + 1)
                for name, p in zip(s.pair_names, day.world.pairs(day.q[alert], key, u), strict=True)
                if p.stay.ok and not p.enter.ok
            }
            if not staying:
                raise CaseError(f"stay: {alert} on {labels} is not held by a stay branch")
            names |= staying
            if resolves:
                t1 = day.last_held(alert, labels)
                if t1 + keep <= gone:
                    raise CaseError(f"stay: {alert} on {labels} stops holding at {t1 - e}")
                day.check(case, alert, labels, t1 + keep, "firing")
                day.check(case, alert, labels, t1 + keep + 1, "inactive")
        end = "; it resolves keep_firing_for after the pair stops holding" if resolves else ""
        case.title = (
            f"stay: {turn - e} minutes of {BAD_RATE} events a minute {MILD} past the limit"
            f" fire it; then {near.what}: the short window of the"
            f" {' and '.join(sorted(names))} pair{'s' if len(names) > 1 else ''} holds"
            f" fewer than min_events ({s.min_events}) and its mean stays past the limit by"
            f" less than short_z ({s.short_z:g}) standard errors, the next longer window's"
            " mean past it too, and it goes on firing past the minute it would resolve"
            f" without the stay branch (keep_firing_for after it last entered){end}"
        )
        return case

    return finish


def _dip(day: Day, f: str, near: Near) -> Callable[[], Case]:
    e, s = day.epoch, day.s
    alert0 = day.families[f][0]
    hold = s.hold(alert0)
    keep = longest_keep(day, f)
    span = max(short for _, short in s.pairs)
    long, _, name = judged_pair(day, span + keep + 2)
    back = day.values(f, lambda q, limit: [grid(limit, "ceil")])
    # once healthy history has left the long window, and the recovery every short window
    dip = e + long + 2
    recover = dip - (span + keep + 2)
    if recover < e + s.pairs[0][0] + hold + 1:
        raise CaseError("dip: the windows leave no time to fire before the recovery")
    phases = [*day.history(f, e), Phase(e, recover, BAD_RATE, day.below(f, MILD))]
    if _top(day, f):  # a single miss
        what = f"a single miss ({SEVERE} past the limit)"
        miss = day.values(f, lambda q, limit: [grid(limit - SEVERE, "floor")])
        phases += [Phase(recover, FOREVER, BAD_RATE, back), Phase(dip, dip + 1, 1, miss)]
    else:
        length = hold + 4 + near.every
        phases += [
            Phase(recover, dip, BAD_RATE, back),
            near.phase(dip, dip + length),
            Phase(dip + length, FOREVER, BAD_RATE, back),
        ]
        what = f"{length} minutes of {near.what}"
    labels = day.add(f, "dip", phases)

    def finish() -> Case:
        case = Case(
            f"no page again: {recover - e} minutes of {BAD_RATE} events a minute {MILD} past"
            " the limit fire it; it resolves after a recovery (values at the limit); at"
            f" minute {dip - e}, {what}: the {name} pair's long bound is still past the limit"
            " and its short mean is past it again, by less than short_z"
            f" ({s.short_z:g}) standard errors: it stays resolved (with short_z 0 it would"
            " fire again)"
        )
        for alert in day.families[f]:
            tl = day.tl(alert, labels)
            t0 = day.onset(alert, labels)
            t1 = max(t for t in range(dip) if tl.cond[t])
            own = s.keep_firing(alert)  # this alert's, not the family's longest
            if t1 + own + 1 >= dip:
                raise CaseError(f"{case.title}: {alert} on {labels} holds at {t1 - e}")
            bare = day.played(alert, labels, "no-margin")
            again = first(bare.state, "firing", dip)
            if again is None or bare.state[dip - 1] != "inactive":
                raise CaseError(f"{case.title}: {alert} would not fire again with short_z 0")
            if any(st != "inactive" for st in tl.state[t1 + own + 1 : again + 1]):
                raise CaseError(f"{case.title}: {alert} on {labels} is active again")
            day.check(case, alert, labels, t0 + s.hold(alert), "firing")
            day.check(case, alert, labels, t1 + own, "firing")
            day.check(case, alert, labels, t1 + own + 1, "inactive")
            day.check(case, alert, labels, again, "inactive")
        return case

    return finish


plan_margin = planned("margin", _margin)
plan_stay = planned("stay", _stay)
plan_dip = planned("dip", _dip)


# --- the quiet mild drop ----------------------------------------------------------------


def _standard_errors(day: Day, alert: str, labels: dict[str, str], t: int) -> float:
    """How many standard errors the last pair's short window's mean is below the limit."""
    q, short = day.q[alert], day.s.pairs[-1][1]
    st = day.world.stats(tuple(labels.values()), q.metric, short, t)
    if st is None or st.n < 2 or not st.se > 0:
        return math.nan
    return (day.limit(alert) - st.mean) / st.se


def _quiet_finish(
    day: Day, labels: dict[str, str], alert: str, size: int, what: str
) -> Callable[[], Case]:
    s, e = day.s, day.epoch
    names = s.pair_names[-1]

    def finish() -> Case:
        hold = s.hold(alert)
        cond = day.tl(alert, labels).cond
        t0 = next((t for t in range(e, len(cond)) if cond[t]), None)
        if t0 is None:
            margins = [_standard_errors(day, alert, labels, t) for t in range(e, len(cond))]
            most = max((m for m in margins if not math.isnan(m)), default=math.nan)
            raise CaseError(
                f"quiet mild drop: {alert} on {labels} never fires with short_z"
                f" {s.short_z:g}: its {names[1]} window's mean is at most {most:.2f} standard"
                " errors below the limit, inside the entry margin (an entry margin of"
                " short_z standard errors hides a lasting mild drop on a quiet segment)"
            )
        margin = _standard_errors(day, alert, labels, t0)
        case = Case(
            f"quiet mild drop: {size} events every {QUIET_EVERY} minutes, {what}: only the"
            f" {names[0]} window holds min_events; its {names[1]} window's mean is"
            f" {margin:.2f} standard errors below the limit, past the entry margin"
            f" (short_z {s.short_z:g}): pending, then firing, still firing after the next burst"
        )
        day.only_pair(case, alert, labels, len(s.pairs) - 1, range(t0, t0 + hold + 1))
        day.check(case, alert, labels, t0 + hold - 1, "pending")
        day.check(case, alert, labels, t0 + hold, "firing")
        day.check(case, alert, labels, t0 + hold + QUIET_EVERY, "firing")
        return case

    return finish


def plan_quiet_mild(day: Day) -> None:
    """A quiet staging segment whose recall sits QUIET_DROP below SeerRecallLow's limit,
    with a realistic spread: it pages through the last pair."""
    s, e = day.s, day.epoch
    size = quiet_rate(day)
    limit = day.limit(LOW)
    shift = limit - QUIET_DROP - (1 - sum(QUIET_DEFICITS) / len(QUIET_DEFICITS))
    values = [grid(min(1.0, max(0.0, 1 - d + shift))) for d in QUIET_DEFICITS]
    mean = sum(values) / len(values)
    if not mean < limit:
        raise CaseError(f"quiet mild drop: recall {mean} is not below {limit}")
    labels = s.segment("q-mild")
    phase = Phase(e, FOREVER, size, {"recall": values}, QUIET_EVERY)
    day.segments.append(Segment("q-mild", labels, e, [phase], ("recall",)))
    what = (
        f"recall {mean:.3f} on average, limit {limit:g}, with a realistic spread"
        f" ({values_text(values)}, drawn in turn)"
    )
    day.cases.append(("q", _quiet_finish(day, labels, LOW, size, what)))


def plan_quiet_one_miss(day: Day) -> None:
    """A quiet high-priority segment with one miss in every burst: it pages through the
    last pair (at a limit of 1.0 one miss's standard error equals its distance below 1,
    so with short_z below 1 a miss is never inside the margin)."""
    s, e = day.s, day.epoch
    if not day.q[HIGH].top:
        return  # below 1.0 the quiet mild drop shows it
    size = quiet_rate(day)
    values = [1.0] * (size - 1) + [QUIET_MISS]
    labels = day.add("p", "mild", [Phase(e, FOREVER, size, {"recall": values}, QUIET_EVERY)])
    what = f"one miss (recall {QUIET_MISS:g}) among them, limit 1.0"
    if s.short_z < 1:
        what += (
            " (with short_z below 1 no short mean below 1.0 is inside the margin: the"
            " hysteresis cases of this limit have nothing to show)"
        )
    day.cases.append(("p", _quiet_finish(day, labels, HIGH, size, what)))
