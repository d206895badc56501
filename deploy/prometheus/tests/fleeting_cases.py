"""The case of the entry's second window: a pair enters only where its short window and
the next longer one both show the segment still degraded (their means plus short_z
standard errors past the limit), where that window is not the pair's long one.

- fleeting dip: resolved after a recovery, the segment healthy again for a short window's
  time, then a few minutes past the limit while a long window still holds the
  degradation: the short window's mean is past the limit by more than short_z standard
  errors, the next longer window's (which holds the healthy minutes too) is not: no page
  again (reading the short window alone, the rules would fire again).

A case searches its dip (how far past the limit, for how long, how healthy the minutes
before it) on a probe, as hysteresis_cases does, and keeps the first that shows its point.
Not at a limit of 1.0 (high priority): nothing is healthier than 1.0, and any window
holding a miss enters there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from counters import FOREVER, Phase, grid
from day import MILD, SEVERE, Day
from hysteresis_cases import BAD_RATE, first, longest_keep, shown_once
from rendering import Case, CaseError

# The dip's depth past the limit and the healthy minutes' height above it, tried in turn
DEPTHS = (SEVERE, 2 * MILD, 4 * MILD)
HEIGHTS = (2 * MILD, MILD, 3 * MILD)
QUIET = 1  # events a minute after the recovery: fewer than min_events in a short window


@dataclass(frozen=True)
class Dip:
    """`length` minutes `depth` past the limit, after a short window's time `height`
    above it."""

    depth: float
    height: float
    length: int


def fleeting_pair(day: Day) -> tuple[int, int, str] | None:
    """The first pair whose long window is longer than the next window after its short
    one and leaves room for the case: to fire, resolve, stay healthy for a short window
    and dip while the long window still holds the degradation."""
    s = day.s
    hold = s.hold(day.families["a"][0])
    keep = longest_keep(day, "a")
    for (long, short), names in zip(s.pairs, s.pair_names, strict=True):
        steadier = s.steadier(short)
        room = short + steadier + keep + 2 + s.pairs[0][0] + hold + 1
        if steadier < long and long >= room:
            return long, short, "/".join(names)
    return None


def _fleeting(day: Day, f: str, dip: Dip) -> Callable[[], Case]:
    e, s = day.epoch, day.s
    found = fleeting_pair(day)
    assert found is not None
    long, short, name = found
    alert0 = day.families[f][0]
    hold = s.hold(alert0)
    keep = longest_keep(day, f)
    start = e + long + 2  # once healthy history has left the long window
    healthy = start - short  # the short window before the dip: healthy again
    # a quiet short window stays firing on the next longer one: give that one time to clear
    recover = healthy - (s.steadier(short) + keep + 2)
    if recover < e + s.pairs[0][0] + hold + 1:
        raise CaseError("fleeting dip: the windows leave no time to fire before the recovery")
    back = day.values(f, lambda q, limit: [grid(limit, "ceil")])
    high = day.values(f, lambda q, limit: [grid(min(limit + dip.height, 1.0), "floor")])
    low = day.values(f, lambda q, limit: [grid(max(limit - dip.depth, 0.0), "floor")])
    end = start + dip.length
    phases = [
        *day.history(f, e),
        Phase(e, recover, BAD_RATE, day.below(f, MILD)),
        Phase(recover, healthy, QUIET, back),
        Phase(healthy, start, QUIET, high),
        Phase(start, end, QUIET, low),
        Phase(end, FOREVER, QUIET, high),
    ]
    labels = day.add(f, "fleeting", phases)
    steadier = s.window_name(s.steadier(short))

    def finish() -> Case:
        again: dict[str, int] = {}
        case = Case("fleeting dip")
        for alert in day.families[f]:
            tl = day.tl(alert, labels)
            t0 = day.onset(alert, labels)
            t1 = max(t for t in range(healthy) if tl.cond[t])
            hold, own = s.hold(alert), s.keep_firing(alert)  # not the family's longest
            if t1 + own + 1 >= healthy:
                raise CaseError(f"fleeting dip: {alert} on {labels} holds at {t1 - e}")
            alone = day.played(alert, labels, "short-only")
            fired = first(alone.state, "firing", start)
            if fired is None or alone.state[start - 1] != "inactive":
                raise CaseError(f"fleeting dip: {alert} would not fire again on its short window")
            if any(st != "inactive" for st in tl.state[t1 + own + 1 : end + hold + own + 2]):
                raise CaseError(f"fleeting dip: {alert} on {labels} is active again")
            day.check(case, alert, labels, t0 + hold, "firing")
            day.check(case, alert, labels, t1 + own, "firing")
            day.check(case, alert, labels, t1 + own + 1, "inactive")
            day.check(case, alert, labels, fired, "inactive")
            again[alert] = fired - e
        case.title = (
            f"fleeting dip: {recover - e} minutes of {BAD_RATE} events a minute {MILD} past"
            f" the limit fire it; it resolves after a recovery (values at the limit, then"
            f" {QUIET} event a minute {dip.height:g} above it for {short} minutes); at minute"
            f" {start - e}, {dip.length} minutes {dip.depth:g} past the limit: the {name}"
            f" pair's long bound is still past the limit and its short window's mean is past"
            f" it by more than short_z ({s.short_z:g}) standard errors, the {steadier}"
            " window's not: it stays resolved (reading the short window alone it would fire"
            f" again at minute {'/'.join(str(t) for t in sorted(set(again.values())))})"
        )
        return case

    return finish


def _search(day: Day, f: str) -> Dip | None:
    """The first dip that shows the case on a probe (the case's segment alone)."""

    def options() -> list[Dip] | None:
        pair = fleeting_pair(day)
        if pair is not None and not any(day.q[a].top for a in day.families[f]):
            _, short, _ = pair
            hold = day.s.hold(day.families[f][0])
            return [
                Dip(depth, height, length)
                for depth in DEPTHS
                for height in HEIGHTS
                for length in range(hold + 1, short)
            ]
        return None

    return shown_once(
        day,
        f,
        "fleeting",
        options,
        _fleeting,
        lambda n, errors: (
            f"{f}-fleeting: none of {n} dips shows the entry's second window"
            f" (the first: {errors[0] if errors else 'none tried'})"
        ),
    )


def plan_fleeting(day: Day, f: str) -> None:
    dip = _search(day, f)
    if dip is not None:
        day.cases.append((f, _fleeting(day, f, dip)))
