"""PromQL of the Judge dashboard: the judge's accuracy on labelled canary events, its
agreement with itself, bias-corrected recall per segment, and what the judge costs.

The judge's figures read the recording rules of deploy/prometheus (`judge:` by judge,
`segment_judge:` by segment and judge) over the judge window of config.yaml
(`judge.window`); counts over the dashboard's range read the raw counters with
`increase(...[$__range])`, rates with `$__rate_interval`, of the scrape job the rules
select (config.yaml `job`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from grafana.queries import (
    RANGE,
    RATE,
    number,
    positive,
    segment_matchers,
    segment_selector,
    worker_series,
)

BY_JUDGE: Final = "evaluator, model, prompt_version"
JUDGE_LEGEND: Final = "{{evaluator}} {{model}} {{prompt_version}}"
Citation = Literal["precision", "recall", "f1"]
Bound = Literal["lower", "upper"]


def _increase(series: str) -> str:
    return f"increase({series}[{RANGE}])"


def _per_judge(counter: str, job: str) -> str:
    return f"sum by ({BY_JUDGE}) ({_increase(worker_series(counter, job))})"


# --- the canary ----------------------------------------------------------------------------


def canary_f1(stat: Literal["mean", "lower", "upper"], window: str) -> str:
    """The canary's mean citation F1 over the judge window, or a bound of its interval."""
    return f"judge:seer_canary_f1:{stat}_{window}"


def canary_events(window: str) -> str:
    return f"judge:seer_canary_events:count_{window}"


def where_counted(figure: str, count: str) -> str:
    """A judge's recorded figure only where its window counts events: the rules record
    0/0 = NaN for an empty one."""
    return f"{figure} and {positive(count)}"


def canary_per_minute(counter: str, job: str) -> str:
    """Canary events (judged or failed) per minute, by judge."""
    return f"sum by ({BY_JUDGE}) (rate({worker_series(counter, job)}[{RATE}])) * 60"


def citation(kind: Citation, job: str) -> str:
    """The judge's citations on canary events over the range, pooled over events
    (micro-averaged): precision TP / (TP + FP), recall TP / (TP + FN), F1 2TP / (2TP + FP
    + FN)."""
    tp = _per_judge("seer_canary_true_positives_total", job)
    fp = _per_judge("seer_canary_false_positives_total", job)
    fn = _per_judge("seer_canary_false_negatives_total", job)
    if kind == "precision":
        return f"{tp} / {positive(f'{tp} + {fp}')}"
    if kind == "recall":
        return f"{tp} / {positive(f'{tp} + {fn}')}"
    return f"2 * {tp} / {positive(f'2 * {tp} + {fp} + {fn}')}"


def recall_bias(window: str) -> str:
    """The judge's mean error on the canary (its recall - the true one)."""
    return f"judge:seer_canary_recall_error:mean_{window}"


def recall_bias_bound(bound: Bound, window: str, z: float) -> str:
    """mean ± z·s/√n of that error (unclamped: it may be negative)."""
    sign = "-" if bound == "lower" else "+"
    spread = f"judge:seer_canary_recall_error:variance_of_mean_{window}"
    return f"{recall_bias(window)} {sign} {number(z)} * sqrt({spread})"


# --- consistency ---------------------------------------------------------------------------


def kappa(window: str) -> str:
    return f"judge:seer_recheck:kappa_{window}"


def identical_share(window: str) -> str:
    return f"judge:seer_recheck_identical:ratio_{window}"


def recall_abs_diff(window: str) -> str:
    return f"judge:seer_recheck_recall_abs_diff:mean_{window}"


def rechecks(window: str) -> str:
    return f"judge:seer_recheck_events:count_{window}"


# --- bias-corrected recall -----------------------------------------------------------------


def corrected(stat: Literal["mean", "lower", "upper"], keys: Sequence[str], window: str) -> str:
    """A chosen segment's recall corrected by its judge's error on the canary."""
    return f"segment_judge:seer_recall:corrected_{stat}_{window}{segment_selector(keys)}"


def raw_recall(keys: Sequence[str], window: str) -> str:
    """The same segment's mean recall under the same judge, uncorrected."""
    selector = segment_selector(keys)
    return (
        f"segment_judge:seer_recall:sum_{window}{selector}"
        f" / segment_judge:seer_events:count_{window}{selector}"
    )


# --- cost ----------------------------------------------------------------------------------


def spend_per_segment(keys: Sequence[str], job: str) -> str:
    """The judge's estimated spend over the range, shared out by each chosen segment's
    share of all events scored (the counters carry no tokens per segment)."""
    scored = _increase(worker_series("seer_segment_events_total", job))
    chosen = _increase(worker_series("seer_segment_events_total", job, segment_matchers(keys)))
    share = (
        f"sum by ({', '.join(keys)}) ({chosen}) / on() group_left() {positive(f'sum({scored})')}"
    )
    # no cost series: no LLM request yet (or a lexical evaluator), so nothing spent
    cost = f"sum({_increase(worker_series('seer_llm_cost_usd_total', job))}) or vector(0)"
    return f"{share} * scalar({cost})"


def checks_share(job: str) -> str:
    """Judgments sent to the judge to check it (canary events and rechecks, judged or
    failed) over the range, as a share of all judgments sent: a live event the cache
    answered costs nothing (the LLM judge's cache misses are what it sent; an evaluator
    without a cache sends every evaluated event), a check always goes out."""
    checks = " + ".join(
        f"(sum({_increase(worker_series(name, job))}) or vector(0))"
        for name in (
            "seer_canary_events_total",
            "seer_canary_failed_total",
            "seer_recheck_events_total",
            "seer_recheck_failed_total",
        )
    )
    sent = _increase(worker_series("seer_llm_cache_misses_total", job))
    judged = _increase(worker_series("seer_events_total", job, ['outcome="evaluated"']))
    live = f"(sum({sent}) or sum({judged}))"
    return f"({checks}) / {positive(f'{live} + {checks}')}"
