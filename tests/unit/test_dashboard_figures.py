"""The Grafana dashboards' figures evaluated by `promtool test rules` over synthetic
counters of two workers with the project's recording rules: pooled figures of one segment
equal its recorded series, of several the figures of all their events computed apart; the
change panels' delta, verdict and events needed; the Judge dashboard's bias, corrected
recall, κ and identical share; and every filled query returns data. The change dashboard's
verdicts on the same events are `seer-stream compare`'s.

Running the queries against a real Prometheus fed by real workers is the end-to-end test's
job.
"""

from __future__ import annotations

import math
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana import judge_queries as jq
from grafana import queries as q
from grafana.dashboards import fill, rules_config
from stream.recheck import cohen_kappa
from tests.support.dashboards import CONFIG, KEYS, RULES_FILE, VALUES, Z, all_queries
from tests.support.durations import seconds
from tests.support.tools import tool

Scores = tuple[float, float, float, float | None]  # recall, precision, f1, nDCG of one event
# What each worker scores per minute in each segment (multiples of 1/8: exact sums). The
# prod segment lies outside every selection below; good and bad differ in recall beyond
# noise, and in precision within it.
TRAFFIC: dict[tuple[str, str], dict[str, list[Scores]]] = {
    ("staging", "good"): {"w1": [(1.0, 0.625, 0.75, 0.875)], "w2": [(0.5, 0.375, 0.5, 0.5)]},
    ("staging", "bad"): {
        "w1": [(1.0, 0.125, 0.25, None), (0.0, 0.25, 0.0, 0.25), (0.5, 0.875, 0.625, 0.75)]
    },
    ("prod", "good"): {"w2": [(0.25, 0.125, 0.125, 0.125)]},
}
MINUTES = 15  # the window read, 15m, ends query_offset before EVAL
EVAL = "30m"
FIGURES = {"recall": 0, "precision": 1, "f1": 2, "ndcg": 3}


def _counters(scores: Sequence[Scores]) -> dict[str, float]:
    """Per-minute increments of a worker's segment counters (stream.exporter)."""
    ndcgs = [s[3] for s in scores if s[3] is not None]
    counters = {
        "received": len(scores) + 1.0,  # one sampled out
        "events": float(len(scores)),
        "ndcg_events": float(len(ndcgs)),
        "ndcg_sum": sum(ndcgs),
        "ndcg_sum_squares": sum(x * x for x in ndcgs),
        "incomplete_events": float(sum(s[0] < 1 for s in scores)),
        "bloated_events": float(sum(s[1] < 0.35 for s in scores)),
    }
    for name in ("recall", "precision", "f1"):
        values = [s[FIGURES[name]] for s in scores]
        counters[f"{name}_sum"] = sum(v for v in values if v is not None)
        counters[f"{name}_sum_squares"] = sum(v * v for v in values if v is not None)
    return counters


def _input_series() -> list[dict[str, str]]:
    series = []
    for (env, flag), workers in TRAFFIC.items():
        for instance, scores in workers.items():
            labels = f'job="seer-stream",instance="{instance}",env="{env}",feature_flag="{flag}"'
            for name, step in _counters(scores).items():
                series.append(
                    {"series": f"seer_segment_{name}_total{{{labels}}}", "values": f"0+{step}x40"}
                )
            for le in ("0.25", "0.5", "1", "+Inf"):
                below = sum(1 for s in scores if le == "+Inf" or s[1] <= float(le))
                bucket = f'seer_event_precision_bucket{{{labels},le="{le}"}}'
                series.append({"series": bucket, "values": f"0+{below}x40"})
            latency = f'seer_evaluation_latency_seconds_bucket{{{labels},le="+Inf"}}'
            series.append({"series": latency, "values": f"0+{len(scores)}x40"})
    for instance in ("w1", "w2"):
        worker = f'job="seer-stream",instance="{instance}"'
        series += [
            {"series": f"up{{{worker}}}", "values": "1x40"},
            {"series": f'seer_events_total{{{worker},outcome="evaluated"}}', "values": "0+3x40"},
            {"series": f"seer_evaluations_in_flight{{{worker}}}", "values": "2x40"},
            {"series": f"seer_oldest_unscored_event_age_seconds{{{worker}}}", "values": "1.5x40"},
            {"series": f"process_cpu_seconds_total{{{worker}}}", "values": "0+6x40"},
            {"series": f"process_resident_memory_bytes{{{worker}}}", "values": "90e6x40"},
            {"series": f'seer_build_info{{{worker},version="0.1.0"}}', "values": "1x40"},
            {
                "series": f'seer_consumer_lag{{{worker},topic="events",partition="0"}}',
                "values": "4x40",
            },
        ]
        # What a worker with an LLM judge counts besides (the panels have no 0 fallback:
        # every query must find its series).
        series += [
            {"series": f"seer_{name}_total{{{worker},{labels}}}", "values": "0+1x40"}
            for name, labels in (
                ("dead_letters", 'reason="not_json"'),
                ("segment_values_folded", 'key="feature_flag"'),
                ("llm_requests", 'model="a",status="200"'),
                ("llm_retries", 'reason="rate_limited"'),
                ("llm_rate_limit_waits", 'limiter="rpm"'),
                ("llm_rate_limit_wait_seconds", 'limiter="rpm"'),
                ("llm_tokens", 'model="a",kind="prompt"'),
            )
        ]
        series += [
            {"series": f"seer_llm_cache_{kind}_total{{{worker}}}", "values": "0+1x40"}
            for kind in ("hits", "misses")
        ]
    return series


def _window(selected: Sequence[tuple[str, str]]) -> list[Scores]:
    """Every event the selected segments scored in the window."""
    return [s for seg in selected for scores in TRAFFIC[seg].values() for s in scores] * MINUTES


def _interval(values: Sequence[float]) -> tuple[float, float, float]:
    """mean, and mean ± z·s/√n clamped to [0, 1], computed apart from the PromQL."""
    n = len(values)
    mean = sum(values) / n
    half = Z * math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
    return mean, max(mean - half, 0.0), min(mean + half, 1.0)


def _wilson(hits: int, n: int) -> tuple[float, float, float]:
    p, z2 = hits / n, Z * Z
    center = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    return p, max(center - half, 0.0), min(center + half, 1.0)


def _expected(selected: Sequence[tuple[str, str]]) -> dict[str, tuple[float, float, float]]:
    events = _window(selected)
    figures = {
        m: _interval([v for s in events if (v := s[i]) is not None]) for m, i in FIGURES.items()
    }
    figures["incomplete"] = _wilson(sum(s[0] < 1 for s in events), len(events))
    figures["bloated"] = _wilson(sum(s[1] < 0.35 for s in events), len(events))
    return figures


def _one(expr: str) -> dict[str, Any]:
    """A promtool case that holds when `expr` gives one label-free sample of 1."""
    return {"expr": expr, "eval_time": EVAL, "exp_samples": [{"labels": "{}", "value": 1}]}


def _close(expr: str, value: float) -> dict[str, Any]:
    return _one(f"abs(({expr}) - {value!r}) < bool 1e-9")


def _queries(
    selection: dict[str, str], fixed: dict[str, str] | None = None
) -> dict[str, list[str]]:
    """figure → [mean, lower, upper] of the pooled queries for a selection, filled."""

    def filled(expr: str) -> str:
        return fill(expr, {**selection, "window": "15m", "base": "good", "test": "bad"})

    out: dict[str, list[str]] = {}
    for metric in q.METRICS:
        out[metric] = [
            filled(q.pooled_mean(metric, KEYS, fixed)),
            *(filled(q.pooled_bound(metric, b, KEYS, Z, fixed)) for b in ("lower", "upper")),
        ]
    for share in q.SHARES:
        out[share] = [
            filled(q.pooled_share(share, KEYS, fixed)),
            *(filled(q.pooled_share_bound(share, b, KEYS, Z, fixed)) for b in ("lower", "upper")),
        ]
    return out


def _cases() -> list[dict[str, Any]]:
    cases = []
    # One segment: the pooled figures are the recorded series.
    for env, flag in (("staging", "good"), ("staging", "bad")):
        pooled = _queries({"env": env, "feature_flag": flag})
        for figure, exprs in pooled.items():
            stats = ("ratio" if figure in q.SHARES else "mean", "lower", "upper")
            for stat, expr in zip(stats, exprs, strict=True):
                rule = f'segment:seer_{figure}:{stat}_15m{{env="{env}",feature_flag="{flag}"}}'
                cases.append(_one(f"abs(({expr}) - on() {rule}) < bool 1e-12"))
    # Several segments: the figures of all their events, computed apart.
    staging = [("staging", "good"), ("staging", "bad")]
    expected = _expected(staging)
    for figure, exprs in _queries({"env": "staging", "feature_flag": ".*"}).items():
        for expr, value in zip(exprs, expected[figure], strict=True):
            cases.append(_close(expr, value))
    events = len(_window(staging))
    cases.append(
        _close(
            fill(
                q.pooled_count("events", KEYS),
                {"env": "staging", "feature_flag": ".*", "window": "15m"},
            ),
            events,
        )
    )
    # Change testing, base = good and test = bad: Welch's t over each arm's events, and
    # the events each arm needs for a difference of 0.05 at 80 % power.
    values = {"env": "staging", "window": "15m", "base": "good", "test": "bad"}
    values["min_effect"] = "0.05"
    verdicts = set()
    for metric in q.METRICS:
        (mb, vb, nb), (mt, vt, nt) = (_moments(metric, staging[i : i + 1]) for i in (0, 1))
        t = (mt - mb) / math.sqrt(vt / nt + vb / nb)
        verdict = 1.0 if t > Z else -1.0 if t < -Z else 0.0
        verdicts.add(verdict)
        expr = fill(q.change_verdict(metric, KEYS, "feature_flag", Z), values)
        cases.append(_close(expr, verdict))
        delta = fill(q.change_delta(metric, KEYS, "feature_flag"), values)
        cases.append(_close(delta, mt - mb))
        needed = (float(q.number(Z + q.POWER_Z))) ** 2 * (vb + vt) / 0.05**2
        assert abs(needed - round(needed)) > 1e-6  # not on an integer: ceil is unambiguous
        expr = fill(q.change_needed(metric, KEYS, "feature_flag", Z, q.POWER_Z), values)
        cases.append(_close(expr, max(2, math.ceil(needed))))
    assert verdicts == {-1.0, 0.0}  # the data tell a difference from noise
    return cases + _judge_cases()


def _moments(metric: q.Metric, selected: Sequence[tuple[str, str]]) -> tuple[float, float, int]:
    """Mean, sample variance and count of a metric over the selected segments' events."""
    values = [s[FIGURES[metric]] for s in _window(selected)]
    known = [v for v in values if v is not None]
    mean = sum(known) / len(known)
    return mean, sum((v - mean) ** 2 for v in known) / (len(known) - 1), len(known)


# The judge's own checks: w1 runs judge a, w2 judge b (seer_evaluator_info), each with a
# canary (judge recall, true recall, and TP/FP/FN/TN of each event a minute) and rechecks
# (the 2x2 table of passages a minute). Over the judge window every minute counts.
JUDGES = {"w1": "a", "w2": "b"}
CANARY: dict[str, list[tuple[float, float, tuple[int, int, int, int]]]] = {
    "a": [(1.0, 0.75, (2, 1, 0, 3)), (0.5, 0.5, (1, 0, 1, 4))],
    "b": [(0.5, 0.75, (1, 0, 1, 4)), (1.0, 1.0, (2, 0, 0, 4)), (0.75, 1.0, (1, 1, 1, 3))],
}
RECHECK = {"a": (6, 1, 1, 12), "b": (4, 0, 2, 14)}  # both, first only, second only, neither


def _judge(instance: str) -> str:
    return f'evaluator="llm",model="{JUDGES[instance]}",prompt_version="v1"'


def _judge_series() -> list[dict[str, str]]:
    series = []
    for instance, model in JUDGES.items():
        worker = f'job="seer-stream",instance="{instance}"'
        labels = f"{worker},{_judge(instance)}"
        canary = CANARY[model]
        f1s = [2 * c[0] / (2 * c[0] + c[1] + c[2]) for _, _, c in canary]
        steps = {
            "canary_events": len(canary),
            "canary_failed": 0,
            "canary_recall_sum": sum(got for got, _, _ in canary),
            "canary_true_recall_sum": sum(truth for _, truth, _ in canary),
            "canary_recall_error_sum_squares": sum((g - t) ** 2 for g, t, _ in canary),
            "canary_f1_sum": sum(f1s),
            "canary_f1_sum_squares": sum(f * f for f in f1s),
            "recheck_events": 5,
            "recheck_identical": 4,
            "recheck_recall_abs_diff_sum": 0.5,
        }
        for i, kind in enumerate(("true_positives", "false_positives", "false_negatives")):
            steps[f"canary_{kind}"] = sum(c[i] for _, _, c in canary)
        for name, step in steps.items():
            series.append({"series": f"seer_{name}_total{{{labels}}}", "values": f"0+{step}x40"})
        for (first, second), step in zip(CELLS, RECHECK[model], strict=True):
            cell = f'seer_recheck_passages_total{{{labels},first="{first}",second="{second}"}}'
            series.append({"series": cell, "values": f"0+{step}x40"})
        cost = f'seer_llm_cost_usd_total{{{worker},model="{model}"}}'
        series += [
            {"series": f"seer_evaluator_info{{{labels}}}", "values": "1x40"},
            {"series": cost, "values": "0+0.25x40"},
        ]
    return series


CELLS = [(a, b) for a in ("supported", "unsupported") for b in ("supported", "unsupported")]


def _judge_cases() -> list[dict[str, Any]]:
    """The Judge dashboard's figures over the judge window at EVAL (every minute from the
    start to the query offset is in it): each judge's bias on the canary, a segment's
    recall under each judge corrected by that judge's bias alone (PPI), κ and the identical
    share."""
    window = rules_config().judge.window
    # the judge window ends query_offset (whole minutes) before EVAL
    minutes = 30 - int(seconds(CONFIG["query_offset"]) // 60)
    selected = {"env": "staging", "feature_flag": "good"}
    cases = []  # each a sum over one series: its value without its labels
    for instance, model in JUDGES.items():
        judge = _judge(instance)
        errors = [got - truth for got, truth, _ in CANARY[model]] * minutes
        bias = sum(errors) / len(errors)
        bias_var = sum((e - bias) ** 2 for e in errors) / (len(errors) - 1) / len(errors)
        cases.append(_close(f"sum({jq.recall_bias(window)}{{{judge}}})", bias))
        recalls = [score[0] for score in TRAFFIC[("staging", "good")][instance]] * minutes
        mean = sum(recalls) / len(recalls)
        spread = sum((r - mean) ** 2 for r in recalls) / (len(recalls) - 1) / len(recalls)
        half = Z * math.sqrt(spread + bias_var)
        expected = {"mean": mean - bias, "lower": mean - bias - half, "upper": mean - bias + half}
        for stat in ("mean", "lower", "upper"):
            expr = fill(jq.corrected(stat, KEYS, window), selected)
            assert expr.endswith('"}')
            only = f"{expr[:-1]}, {judge}}}"  # this judge's series alone
            cases.append(_close(f"sum({only})", expected[stat]))
        cases.append(_close(f"sum({jq.kappa(window)}{{{judge}}})", cohen_kappa(*RECHECK[model])))
        cases.append(_close(f"sum({jq.identical_share(window)}{{{judge}}})", 4 / 5))
    return cases


@pytest.mark.integration
def test_pooled_figures_and_every_query_evaluated_by_promtool(tmp_path: Path) -> None:
    """Over the project's recording rules and synthetic counters of two workers: pooled
    figures of one segment equal its recorded series; of several, the figures of all
    their events; the change panels' delta and significance; and every dashboard query,
    filled as the end-to-end test fills it, returns data."""
    values = {**VALUES, "env": "staging", "feature_flag": ".*", "base": "good", "test": "bad"}
    values |= {"__rate_interval": "5m", "__range": "10m", "min_effect": "0.05"}
    cases = _cases()
    for _, _, expr in all_queries():
        cases.append(_one(f"count({fill(expr, values)}) > bool 0"))
    test = {
        "rule_files": [str(RULES_FILE)],
        "evaluation_interval": "1m",
        "tests": [
            {
                "interval": "1m",
                "input_series": _input_series() + _judge_series(),
                "promql_expr_test": cases,
            }
        ],
    }
    path = tmp_path / "dashboards.test.yaml"
    path.write_text(yaml.safe_dump(test, sort_keys=False, width=10_000), encoding="utf-8")
    done = subprocess.run(
        [tool("promtool"), "test", "rules", str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout[-20_000:] + done.stderr[-5_000:]


# --- the change dashboard and `seer-stream compare` -----------------------------------------


def _dashboard_verdicts(base: tuple[str, str], test: tuple[str, str]) -> dict[str, float]:
    """The change dashboard's verdict per metric over the window, as `_cases` has promtool
    check it against the PromQL: Welch's t of the two arms' events against z."""
    verdicts: dict[str, float] = {}
    for metric in q.METRICS:
        (mb, vb, nb), (mt, vt, nt) = _moments(metric, [base]), _moments(metric, [test])
        t = (mt - mb) / math.sqrt(vt / nt + vb / nb)
        verdicts[metric] = 1.0 if t > Z else -1.0 if t < -Z else 0.0
    return verdicts


def test_the_change_dashboard_and_compare_agree_on_each_verdict() -> None:
    """`seer-stream compare` (unpaired, as the dashboard must be: counters hold no task)
    over the events of the window the dashboard reads gives the dashboard's verdict on
    every metric, both ways round; the dashboard's verdicts are what promtool computes
    from the rules (test_pooled_figures_and_every_query_evaluated_by_promtool)."""
    from stream.compare import compare

    def results(segment: tuple[str, str]) -> list[dict[str, Any]]:
        env, flag = segment
        return [
            {
                "event_id": f"{flag}-{i}",
                "task": f"{flag} {i}",  # no task in both arms: unpaired, like the counters
                "recall": s[0],
                "precision": s[1],
                "f1": s[2],
                "ndcg": s[3],
                "metadata": {"env": env, "feature_flag": flag},
                "segment": {"env": env, "feature_flag": flag},
            }
            for i, s in enumerate(_window([segment]))
        ]

    good, bad = ("staging", "good"), ("staging", "bad")
    seen = set()
    for base, test in ((good, bad), (bad, good)):
        found = compare(results(base) + results(test), "feature_flag", base[1], test[1])
        assert not found.pairing.paired
        by_name = {r.metric.name: r.verdict for r in found.metrics}
        for metric, dashboard in _dashboard_verdicts(base, test).items():
            expected = {1.0: "better", -1.0: "worse", 0.0: "within noise"}[dashboard]
            assert by_name[metric] == expected, (metric, base, test)
            seen.add(expected)
    assert seen == {"better", "worse", "within noise"}  # the data reach every verdict
