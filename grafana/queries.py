"""PromQL of the seer-stream dashboards, kept apart from their layout (panels.py).

Every function returns an expression string with Grafana variables left in it:
`$<segment key>` (multi-select, `.*` for All), `$window`, `$base` / `$test` (change
testing) and the built-ins `$__rate_interval` and `$__range`. `fill()` substitutes
them the way Grafana does for single values, and `panel_queries()` lists the
expressions of a generated dashboard, so that tests can run them against Prometheus.

Aggregation across workers: a segment's windows are counted and exported by exactly
one worker, so a window gauge is taken with `max by (<segment keys>, window)` (which
also hides the short overlap while a partition moves), and figures of several
segments are then summed. Counters and histograms are summed over instances.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final, Literal

Metric = Literal["recall", "precision", "f1", "ndcg"]
Share = Literal["incomplete_ratio", "bloated_ratio"]
Bound = Literal["", "_lower", "_upper"]
Side = Literal["base", "test"]

METRICS: Final[tuple[Metric, ...]] = ("recall", "precision", "f1", "ndcg")
DEFAULT_SEGMENT_KEYS: Final[tuple[str, ...]] = ("env", "feature_flag")
WINDOWS: Final[tuple[str, ...]] = ("15m", "1h", "6h", "24h")
COMPARE_KEY: Final = "feature_flag"
JOB: Final = "seer-stream"
RATE: Final = "$__rate_interval"
RANGE: Final = "$__range"
# Appended to counters whose labelled series only exist once something happened
# (a dead letter, a retry, an LLM request): the panel shows 0 instead of nothing.
OR_ZERO: Final = " or on() vector(0)"


# --- selectors ------------------------------------------------------------------------------


def segment_matchers(keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> list[str]:
    """`key=~"$key"` for each segment key; a key in `fixed` matches that exact value instead."""
    fixed = fixed or {}
    return [f'{k}="{fixed[k]}"' if k in fixed else f'{k}=~"${k}"' for k in keys]


def segment_selector(keys: Sequence[str]) -> str:
    """Selector of the chosen segments, for per-event histograms (no window labels)."""
    return "{" + ", ".join(segment_matchers(keys)) + "}"


def window_selector(keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """Selector of the open window of size `$window` in the chosen segments."""
    matchers = ['period="current"', 'window="$window"', *segment_matchers(keys, fixed)]
    return "{" + ", ".join(matchers) + "}"


def by_segment(keys: Sequence[str]) -> str:
    return ", ".join([*keys, "window"])


def segment_legend(keys: Sequence[str]) -> str:
    """Legend naming a series by its segment, e.g. `{{env}} / {{feature_flag}}`."""
    return " / ".join("{{" + k + "}}" for k in keys)


# --- retrieval quality ----------------------------------------------------------------------


def per_segment(gauge: str, keys: Sequence[str]) -> str:
    """A window gauge (`recall`, `recall_lower`, `bloated_ratio`, ...) for each chosen segment."""
    return f"max by ({by_segment(keys)}) (seer_window_{gauge}{window_selector(keys)})"


def selection_events(keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """Events in the open window over all chosen segments."""
    sel = window_selector(keys, fixed)
    return f"sum(max by ({by_segment(keys)}) (seer_window_events{sel}))"


def selection_mean(
    metric: Metric | Share,
    keys: Sequence[str],
    fixed: Mapping[str, str] | None = None,
    bound: Bound = "",
) -> str:
    """Mean (or interval bound) over the chosen segments, each weighted by its events.

    Exact for one segment. For several, the weighted bounds approximate an interval of the
    pooled events (usually wider than it). Segments without the figure (no nDCG yet) are
    left out of the weights too. nDCG is weighted by all of a segment's events, though its
    mean is over the events that have one.
    """
    sel = window_selector(keys, fixed)
    gauge = f"seer_window_{metric}{bound}{sel}"
    events = f"seer_window_events{sel}"
    by = by_segment(keys)
    return f"sum(max by ({by}) ({gauge} * {events})) / sum(max by ({by}) ({events} and {gauge}))"


def interval_width(metric: Metric, keys: Sequence[str]) -> str:
    """Width of the 95 % interval of a mean for each chosen segment: wide where data is thin."""
    sel = window_selector(keys)
    upper = f"seer_window_{metric}_upper{sel}"
    lower = f"seer_window_{metric}_lower{sel}"
    return f"max by ({by_segment(keys)}) ({upper} - {lower})"


def score_buckets_rate(metric: Metric, keys: Sequence[str]) -> str:
    """Per-event score histogram of the chosen segments, events per second by bucket."""
    buckets = f"seer_event_{metric}_bucket{segment_selector(keys)}"
    return f"sum by (le) (rate({buckets}[{RATE}]))"


def score_buckets_over_range(metric: Metric, keys: Sequence[str]) -> str:
    """Per-event score histogram of the chosen segments, events by bucket over the time range."""
    buckets = f"seer_event_{metric}_bucket{segment_selector(keys)}"
    return f"sum by (le) (increase({buckets}[{RANGE}]))"


# --- change testing -------------------------------------------------------------------------


def change_events(side: Side, keys: Sequence[str], compare_key: str) -> str:
    return selection_events(keys, {compare_key: f"${side}"})


def change_mean(
    metric: Metric, side: Side, keys: Sequence[str], compare_key: str, bound: Bound = ""
) -> str:
    """Mean of `$base` or `$test` (the value of `compare_key`) over the other chosen keys."""
    return selection_mean(metric, keys, {compare_key: f"${side}"}, bound)


def change_delta(metric: Metric, keys: Sequence[str], compare_key: str) -> str:
    """test - base."""
    test = change_mean(metric, "test", keys, compare_key)
    base = change_mean(metric, "base", keys, compare_key)
    return f"({test}) - ({base})"


def change_significant(metric: Metric, keys: Sequence[str], compare_key: str) -> str:
    """1 when the intervals of test and base do not overlap, else 0 (they cannot do both)."""

    def bound(side: Side, which: Bound) -> str:
        return "(" + change_mean(metric, side, keys, compare_key, which) + ")"

    above = f"{bound('test', '_lower')} > bool {bound('base', '_upper')}"
    below = f"{bound('test', '_upper')} < bool {bound('base', '_lower')}"
    return f"({above}) + ({below})"


# --- operations -----------------------------------------------------------------------------

EVENTS_CONSUMED: Final = f"sum(rate(seer_events_total[{RATE}]))"
EVENTS_BY_OUTCOME: Final = f"sum by (outcome) (rate(seer_events_total[{RATE}]))"
CONSUMER_LAG: Final = "max by (topic, partition) (seer_consumer_lag)"
DEAD_LETTERS: Final = f"sum by (reason) (rate(seer_dead_letters_total[{RATE}])){OR_ZERO}"
IN_FLIGHT_TOTAL: Final = "sum(seer_evaluations_in_flight)"
IN_FLIGHT_BY_INSTANCE: Final = "sum by (instance) (seer_evaluations_in_flight)"
WORKERS_UP: Final = f'sum(up{{job="{JOB}"}})'
WORKERS_SCRAPED: Final = f'count(up{{job="{JOB}"}})'
# Per key, and one bar for whole combinations folded past SEER_MAX_SEGMENTS.
VALUES_FOLDED: Final = (
    f"sum by (key) (increase(seer_segment_values_folded_total[{RANGE}]))"
    f" or label_replace(sum(increase(seer_segments_folded_total[{RANGE}])),"
    f' "key", "(combinations)", "", ""){OR_ZERO}'
)

LLM_REQUESTS_PER_MIN: Final = (
    f"sum by (model, status) (rate(seer_llm_requests_total[{RATE}])) * 60{OR_ZERO}"
)
LLM_RETRIES: Final = f"sum by (reason) (rate(seer_llm_retries_total[{RATE}])){OR_ZERO}"
RATE_LIMIT_WAITS: Final = (
    f"sum by (limiter) (rate(seer_llm_rate_limit_waits_total[{RATE}])){OR_ZERO}"
)
RATE_LIMIT_WAIT_SECONDS: Final = (
    f"sum by (limiter) (rate(seer_llm_rate_limit_wait_seconds_total[{RATE}])){OR_ZERO}"
)
LLM_TOKENS_PER_MIN: Final = (
    f"sum by (model, kind) (rate(seer_llm_tokens_total[{RATE}])) * 60{OR_ZERO}"
)
LLM_COST_PER_HOUR: Final = f"sum by (model) (rate(seer_llm_cost_usd_total[{RATE}])) * 3600{OR_ZERO}"
LLM_COST_OVER_RANGE: Final = f"sum by (model) (increase(seer_llm_cost_usd_total[{RANGE}])){OR_ZERO}"
CACHE_HITS: Final = f"sum(rate(seer_llm_cache_hits_total[{RATE}])){OR_ZERO}"
CACHE_MISSES: Final = f"sum(rate(seer_llm_cache_misses_total[{RATE}])){OR_ZERO}"
_HITS_OVER_RANGE: Final = f"sum(increase(seer_llm_cache_hits_total[{RANGE}]))"
_MISSES_OVER_RANGE: Final = f"sum(increase(seer_llm_cache_misses_total[{RANGE}]))"
# NaN while there were no lookups at all (0/0): shown as such, not as a 0 % hit rate.
CACHE_HIT_RATIO: Final = (
    f"{_HITS_OVER_RANGE} / ({_HITS_OVER_RANGE} + {_MISSES_OVER_RANGE}){OR_ZERO}"
)


def latency_quantile(q: float, keys: Sequence[str]) -> str:
    """Quantile of evaluation time in the chosen segments."""
    buckets = f"seer_evaluation_latency_seconds_bucket{segment_selector(keys)}"
    return f"histogram_quantile({q}, sum by (le) (rate({buckets}[{RATE}])))"


# --- helpers for tests ----------------------------------------------------------------------


def _panels(panels: object) -> Iterator[dict[str, object]]:
    if not isinstance(panels, list):
        return
    for panel in panels:
        if isinstance(panel, dict):
            yield panel
            yield from _panels(panel.get("panels"))  # rows hold their panels when collapsed


def panel_queries(dashboard_json: dict[str, Any]) -> list[tuple[str, str]]:
    """(panel title, expr) for every target of every panel, rows' nested panels included."""
    queries: list[tuple[str, str]] = []
    for panel in _panels(dashboard_json.get("panels")):
        targets = panel.get("targets")
        for target in targets if isinstance(targets, list) else []:
            if isinstance(target, dict) and "expr" in target:
                queries.append((str(panel.get("title", "")), str(target["expr"])))
    return queries


# Grafana's own pattern: $var, [[var]] / [[var:format]], ${var} / ${var.field} / ${var:format}
_VARIABLE = re.compile(
    r"\$(\w+)|\[\[(\w+?)(?::(\w+))?\]\]|\$\{(\w+)(?:\.([^:^}]+))?(?::([^}]+))?\}"
)
_REGEX_SPECIAL = re.compile(r"[\\^$*+?.()|\[\]{}/]")  # Grafana's regexEscape set


def fill(expr: str, values: dict[str, str]) -> str:
    """Substitute Grafana variables with single values, as Grafana does.

    Handles `$var`, `${var}`, `${var:format}`, `[[var]]` and `[[var:format]]`; the
    built-ins (`__rate_interval`, `__interval`, `__range`, ...) are ordinary names in
    `values`. Format `regex` escapes regular-expression characters and `queryparam` gives
    `var-<name>=<value>`; other formats leave a single value as it is. A variable that is
    not in `values` is left untouched, as Grafana leaves an unknown one.
    """

    def substitute(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2) or match.group(4)
        fmt = match.group(3) or match.group(6) or ""
        if name not in values:
            return match.group(0)
        value = values[name]
        if fmt == "regex":
            return _REGEX_SPECIAL.sub(lambda m: "\\" + m.group(0), value)
        if fmt == "queryparam":
            return f"var-{name}={value}"
        return value

    return _VARIABLE.sub(substitute, expr)
