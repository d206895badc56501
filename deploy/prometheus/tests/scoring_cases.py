"""The monitor's own health: scoring that stalls while events wait, and an evaluator that
keeps failing or is rate-limited (each a test group of a few minutes of workers' metrics)."""

from __future__ import annotations

import math

from counters import Series, div, gauge, gauge_at
from model import Settings, Timeline, timeline
from rendering import Case, CaseError, Group, expect, never


def group_stalled(s: Settings) -> Group:
    alert = "SeerScoringStalled"
    hold, window = s.hold(alert), s.stalled
    stop = 20
    onset = stop + window
    lag_off = onset + hold + 5
    idle = lag_off + 10
    end = idle + 1
    w1, w2 = s.worker("w1"), s.worker("w2")
    events = Series(
        "seer_events_total",
        {**w1, "outcome": "evaluated"},
        0,
        [10.0 if m <= stop else 0.0 for m in range(1, end + 1)],
    )
    lag_steps = [(0, 5), (lag_off, 0)]
    flight_steps = [(0, 0), (lag_off, 2), (idle, 0)]
    lag = gauge(
        "seer_consumer_lag", {**w1, "topic": "seer.events", "partition": "0"}, lag_steps, end
    )
    flight = gauge("seer_evaluations_in_flight", w1, flight_steps, end)
    # w2 scores its own partition throughout, with records waiting and in evaluation: the
    # sum over workers moves, and so would hide w1's stall (the rule is per worker)
    busy = [
        Series("seer_events_total", {**w2, "outcome": "evaluated"}, 0, [10.0] * end),
        gauge("seer_consumer_lag", {**w2, "topic": "seer.events", "partition": "1"}, [(0, 5)], end),
        gauge("seer_evaluations_in_flight", w2, [(0, 2)], end),
    ]
    group = Group(
        "stalled",
        f"Worker w1 stops scoring at minute {stop} while 5 events wait on its partition; from"
        f" minute {lag_off} none wait but 2 are in evaluation; from minute {idle} nothing"
        " waits. Worker w2 scores 10 events a minute throughout, with 5 waiting and 2 in"
        " evaluation.",
        end,
    )
    group.add_series([events], f"w1: 10 events evaluated a minute until minute {stop}, then none")
    group.add_series([lag], f"w1: consumer lag 5, 0 from minute {lag_off}")
    group.add_series([flight], f"w1: in flight 0, 2 from minute {lag_off}, 0 from minute {idle}")
    group.add_series(busy, "w2: 10 events evaluated a minute, lag 5, 2 in flight, throughout")
    rows = []
    for t in range(end + 1):
        first = max(0, t - window)
        moved = events.values[t] - events.values[first] if t >= 1 else None
        waiting = gauge_at(lag_steps, t) > 0 or gauge_at(flight_steps, t) > 0
        rows.append((moved is not None and moved == 0 and waiting, 0.0))
    tl = timeline(rows, hold, s.keep_firing(alert))
    case = Case(
        f"stalled: scoring while events wait, nothing; the last events {window - 1}m ago"
        f" (inside {window}m): nothing; none for {window}m with lag: pending, then firing;"
        " with only evaluations in flight: still firing; nothing waiting: resolved"
    )
    expect(s, case, tl, alert, w1, stop, "inactive")
    expect(s, case, tl, alert, w1, onset - 1, "inactive")
    expect(s, case, tl, alert, w1, onset + hold - 1, "pending")
    expect(s, case, tl, alert, w1, onset + hold, "firing")
    expect(s, case, tl, alert, w1, lag_off + 2, "firing")
    expect(s, case, tl, alert, w1, idle, "inactive")
    group.add_case(case)
    case = Case(
        "stalled, per worker: w2 scores while events wait on its partition and in"
        " evaluation: never, while w1 stalls beside it (the sum over both workers moves)"
    )
    never(s, case, timeline([(False, 0.0)] * (end + 1), hold, 0), alert, w2, end)
    group.add_case(case)
    group.rule_tests.append(
        (f"labels and annotations of {alert}", alert, onset + hold, [(w1, 0.0)])
    )
    return group


def group_evaluator(s: Settings) -> Group:
    window = s.rates["failures"]
    share = round(100 * s.failing_ratio)
    if not 1 < share < 99:
        raise CaseError("failing_ratio must leave room for a share just past and just inside")
    failed = {"w1": share + 1, "w2": share - 1}
    hold_f, hold_r = s.hold("SeerEvaluatorFailing"), s.hold("SeerEvaluatorRateLimited")
    end = max(hold_f, hold_r) + 3
    group = Group(
        "evaluator",
        f"Per worker, of 100 evaluations a minute: w1 gives up on {failed['w1']}, w2 on"
        f" {failed['w2']} (limit {s.failing_ratio:g}); w1 waits on Retry-After pauses, w2"
        " only on its own rpm limiter.",
        end,
    )
    counters: dict[tuple[str, str], Series] = {}
    for instance, bad in failed.items():
        for outcome, n in (("evaluated", 100 - bad), ("evaluator_failed", bad)):
            counters[(instance, outcome)] = Series(
                "seer_events_total",
                {**s.worker(instance), "outcome": outcome},
                0,
                [float(n)] * end,
            )
    group.add_series(list(counters.values()), "evaluated and evaluator_failed a minute")
    waits = {
        ("w1", "retry_after"): 2.0,
        ("w2", "retry_after"): 0.0,
        ("w2", "rpm"): 30.0,
    }
    group.add_series(
        [
            Series(
                "seer_llm_rate_limit_wait_seconds_total",
                {**s.worker(i), "limiter": lim},
                0,
                [v] * end,
            )
            for (i, lim), v in waits.items()
        ],
        "seconds waited a minute: w1 on Retry-After, w2 on its rpm limiter only",
    )
    case = Case(
        f"evaluator failing: a share of {failed['w1']}% given up: pending, firing after"
        f" `for:`; {failed['w2']}%: nothing"
    )
    rows: dict[str, list[tuple[bool, float]]] = {}
    for instance in failed:
        rows[instance] = [(False, math.nan)]
        for t in range(1, end + 1):
            failed_rate, evaluated_rate = (
                (
                    counters[(instance, o)].values[t]
                    - counters[(instance, o)].values[max(0, t - window)]
                )
                / (window * 60)
                for o in ("evaluator_failed", "evaluated")
            )
            ratio = div(failed_rate, evaluated_rate + failed_rate)
            rows[instance].append((ratio > s.failing_ratio, ratio))
    failing = _w1_fires(s, case, "SeerEvaluatorFailing", rows, end)
    group.add_case(case)
    group.rule_tests.append(
        (
            "labels and annotations of SeerEvaluatorFailing",
            "SeerEvaluatorFailing",
            1 + hold_f,
            [({"instance": "w1"}, failing.value[1 + hold_f])],
        )
    )
    case = Case(
        "rate limited: Retry-After pauses on w1 from the start: pending, firing after"
        " `for:`; w2 waits only on its own limiter: nothing"
    )
    rows = {
        instance: [
            (t >= 1 and waits.get((instance, "retry_after"), 0) > 0, 0.0) for t in range(end + 1)
        ]
        for instance in ("w1", "w2")
    }
    _w1_fires(s, case, "SeerEvaluatorRateLimited", rows, end)
    group.add_case(case)
    group.rule_tests.append(
        (
            "labels and annotations of SeerEvaluatorRateLimited",
            "SeerEvaluatorRateLimited",
            1 + hold_r,
            [({"instance": "w1"}, 0.0)],
        )
    )
    return group


def _w1_fires(
    s: Settings, case: Case, alert: str, rows: dict[str, list[tuple[bool, float]]], end: int
) -> Timeline:
    """Claim: from the first minute, `alert` holds on w1 (pending, then firing after
    `for:`) and never on the others. w1's timeline."""
    hold = s.hold(alert)
    for instance, conds in rows.items():
        tl = timeline(conds, hold, s.keep_firing(alert))
        labels = {"instance": instance}
        if instance == "w1":
            expect(s, case, tl, alert, labels, hold, "pending")
            expect(s, case, tl, alert, labels, 1 + hold, "firing")
            fired = tl
        else:
            never(s, case, tl, alert, labels, end)
    return fired
