"""PromQL of the seer-stream dashboards, kept apart from their layout (panels.py).

Every function returns an expression string with Grafana variables left in it:
`$<segment key>` (multi-select, `.*` for All), `${window}`, `$base` / `$test` (change
testing) and the built-ins `$__rate_interval` and `$__range`. `fill()` substitutes
them the way Grafana does for single values, and `panel_queries()` lists the
expressions of a generated dashboard, so that tests can run them against Prometheus.

Quality figures read the recording rules of deploy/prometheus (SPEC §6): windows slide
in Prometheus over the counters of every worker, and each rule series carries only the
segment keys, one series per segment. Figures of one segment are its recorded series
(`segment:seer_recall:mean_${window}`). Figures of a selection pool its segments
exactly: the recorded counts, sums and sums of squares are summed, and the mean and its
interval computed from those sums with the rules' own formula (mean ± z·s/√n, Wilson
for shares), so that for one segment the pooled figure is the recorded one. Counters
and histograms are summed over instances.

The workers' own series (`seer_*` counters, gauges and histograms, `up`, `process_*`)
select the scrape job the rules select (config.yaml `job`, `worker_series`): a
Prometheus that scrapes two deployments under two jobs shows one of them, as the
recording rules and the alerts do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final, Literal

from deploy.prometheus.promql import quoted, variance_of_mean

Metric = Literal["recall", "precision", "f1", "ndcg"]
Share = Literal["incomplete", "bloated"]
Count = Literal["events", "received", "ndcg", "incomplete", "bloated"]
Stat = Literal["mean", "lower", "upper"]
Bound = Literal["lower", "upper"]
Side = Literal["base", "test"]

METRICS: Final[tuple[Metric, ...]] = ("recall", "precision", "f1", "ndcg")
SHARES: Final[tuple[Share, ...]] = ("incomplete", "bloated")
DEFAULT_SEGMENT_KEYS: Final[tuple[str, ...]] = ("env", "feature_flag")
# Offered by the window variable; each must be one of the rules' windows (config.yaml).
WINDOWS: Final[tuple[str, ...]] = ("15m", "1h", "6h", "24h")
WINDOW: Final = "${window}"  # braces: the variable sits inside a metric name
COMPARE_KEY: Final = "feature_flag"
# The difference change testing should detect, for the events each arm needs (a variable
# of the change-testing dashboard), and the power to detect it with (80 %).
MIN_EFFECT: Final = "$min_effect"
MIN_EFFECTS: Final[tuple[str, ...]] = ("0.01", "0.02", "0.05", "0.1")
DEFAULT_MIN_EFFECT: Final = "0.05"
POWER_Z: Final = 0.8416212335729143  # the standard normal's 80th percentile
JOB: Final = "seer-stream"
RATE: Final = "$__rate_interval"
RANGE: Final = "$__range"
# Every worker creates all of a segment's counters at once: the values of the segment
# variables.
SEGMENT_VALUES: Final = "seer_segment_events_total"


def number(value: float) -> str:
    """A constant as deploy/prometheus/promql.py writes it, so that formulas match."""
    return f"{value:.6g}"


def positive(expr: str) -> str:
    """`expr` where it is above 0. As a denominator, an empty window gives no sample (the
    panel's noValue) instead of 0/0 = NaN."""
    return f"({expr} > 0)"


# --- selectors ------------------------------------------------------------------------------


def segment_matchers(keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> list[str]:
    """`key=~"$key"` for each segment key; a key in `fixed` matches that exact value instead."""
    fixed = fixed or {}
    return [f'{k}="{fixed[k]}"' if k in fixed else f'{k}=~"${k}"' for k in keys]


def segment_selector(keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """Selector of the chosen segments, e.g. `{env=~"$env", feature_flag=~"$feature_flag"}`."""
    return "{" + ", ".join(segment_matchers(keys, fixed)) + "}"


def job_matcher(job: str) -> str:
    """The matcher of the workers' scrape job, e.g. `job="seer-stream"`."""
    return f"job={quoted(job)}"


def worker_series(name: str, job: str, matchers: Sequence[str] = ()) -> str:
    """A series the workers export, of the scrape job the rules select (config.yaml `job`),
    with `matchers` in the same braces, e.g.
    `seer_event_recall_bucket{job="seer-stream", env=~"$env"}`."""
    return f"{name}{{{', '.join([job_matcher(job), *matchers])}}}"


def segment_legend(keys: Sequence[str]) -> str:
    """Legend naming a series by its segment, e.g. `{{env}} / {{feature_flag}}`."""
    return " / ".join("{{" + k + "}}" for k in keys)


def recorded(series: str, keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """The rule `segment:seer_<series>_${window}` (series e.g. `recall:mean`) of each chosen
    segment, as recorded."""
    return f"segment:seer_{series}_{WINDOW}{segment_selector(keys, fixed)}"


def _stat_series(figure: Metric | Share, stat: Stat) -> str:
    if stat == "mean":
        return f"{figure}:ratio" if figure in SHARES else f"{figure}:mean"
    return f"{figure}:{stat}"


def count_of(metric: Metric) -> Count:
    """The events a metric's mean is over: nDCG only exists for events with a ranking."""
    return "ndcg" if metric == "ndcg" else "events"


# --- per segment ----------------------------------------------------------------------------


def per_segment(figure: Metric | Share, keys: Sequence[str], stat: Stat = "mean") -> str:
    """Mean (or share) of the window, or a bound of its interval, for each chosen segment."""
    return recorded(_stat_series(figure, stat), keys)


def per_segment_count(count: Count, keys: Sequence[str]) -> str:
    """Events of the window for each chosen segment (`received`: taken from the input)."""
    return recorded(f"{count}:count", keys)


def interval_width(figure: Metric | Share, keys: Sequence[str]) -> str:
    """Width of the interval for each chosen segment: wide where the window is thin."""
    return f"{per_segment(figure, keys, 'upper')} - {per_segment(figure, keys, 'lower')}"


# --- pooled over the chosen segments --------------------------------------------------------


def _pooled(series: str, keys: Sequence[str], fixed: Mapping[str, str] | None) -> str:
    return f"sum({recorded(series, keys, fixed)})"


def pooled_count(count: Count, keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """Events of the window over all chosen segments."""
    return _pooled(f"{count}:count", keys, fixed)


def pooled_mean(
    metric: Metric,
    keys: Sequence[str],
    fixed: Mapping[str, str] | None = None,
    *,
    guarded: bool = False,
) -> str:
    """Mean over the events of all chosen segments: summed sums over summed counts
    (`guarded`: nothing, not NaN, where there are none)."""
    n = pooled_count(count_of(metric), keys, fixed)
    return f"{_pooled(f'{metric}:sum', keys, fixed)} / {positive(n) if guarded else n}"


def pooled_bound(
    metric: Metric,
    bound: Bound,
    keys: Sequence[str],
    z: float,
    fixed: Mapping[str, str] | None = None,
) -> str:
    """A bound of mean ± z·s/√n over the events of all chosen segments.

    The rules' formula (deploy/prometheus/promql.py, recording_rules.py) over the summed sums:
    sample variance clamped at 0 against rounding, NaN (no interval) below 2 events, bounds in
    [0, 1].
    """
    n = pooled_count(count_of(metric), keys, fixed)
    total = _pooled(f"{metric}:sum", keys, fixed)
    squares = _pooled(f"{metric}:sum_squares", keys, fixed)
    half = f"{number(z)} * sqrt({variance_of_mean(total, squares, n)})"
    if bound == "lower":
        return f"clamp_min({total} / {n} - {half}, 0)"
    return f"clamp_max({total} / {n} + {half}, 1)"


def pooled_share(share: Share, keys: Sequence[str], fixed: Mapping[str, str] | None = None) -> str:
    """Share of the events of all chosen segments."""
    return f"{pooled_count(share, keys, fixed)} / {pooled_count('events', keys, fixed)}"


def pooled_share_bound(
    share: Share,
    bound: Bound,
    keys: Sequence[str],
    z: float,
    fixed: Mapping[str, str] | None = None,
) -> str:
    """A bound of the Wilson interval of a share of all chosen segments' events (the rules'
    formula over the summed counts)."""
    n = pooled_count("events", keys, fixed)
    ratio = f"({pooled_count(share, keys, fixed)} / {n})"
    z2 = z**2
    center = f"({ratio} + {number(z2 / 2)} / {n}) / (1 + {number(z2)} / {n})"
    half = (
        f"{number(z)} / (1 + {number(z2)} / {n})"
        f" * sqrt({ratio} * (1 - {ratio}) / {n} + {number(z2 / 4)} / {n} ^ 2)"
    )
    if bound == "lower":
        return f"clamp_min({center} - {half}, 0)"
    return f"clamp_max({center} + {half}, 1)"


# --- retrieval quality: histograms ----------------------------------------------------------


def _score_buckets(metric: Metric, keys: Sequence[str], job: str) -> str:
    return worker_series(f"seer_event_{metric}_bucket", job, segment_matchers(keys))


def score_buckets_rate(metric: Metric, keys: Sequence[str], job: str) -> str:
    """Per-event score histogram of the chosen segments, events per second by bucket."""
    return f"sum by (le) (rate({_score_buckets(metric, keys, job)}[{RATE}]))"


def score_buckets_over_range(metric: Metric, keys: Sequence[str], job: str) -> str:
    """Per-event score histogram of the chosen segments, events by bucket over the time range."""
    return f"sum by (le) (increase({_score_buckets(metric, keys, job)}[{RANGE}]))"


# --- change testing -------------------------------------------------------------------------


def arm(side: Side, compare_key: str) -> dict[str, str]:
    """The compared key pinned to `$base` or `$test`; the other keys stay as chosen."""
    return {compare_key: f"${side}"}


def change_events(side: Side, keys: Sequence[str], compare_key: str) -> str:
    return pooled_count("events", keys, arm(side, compare_key))


def change_mean(metric: Metric, side: Side, keys: Sequence[str], compare_key: str) -> str:
    """Mean of `$base` or `$test` (the value of `compare_key`), pooled over the other keys;
    nothing for an arm without events."""
    return pooled_mean(metric, keys, arm(side, compare_key), guarded=True)


def change_bound(
    metric: Metric, side: Side, bound: Bound, keys: Sequence[str], compare_key: str, z: float
) -> str:
    """A bound of the interval of `$base` or `$test`, pooled over the other keys."""
    return pooled_bound(metric, bound, keys, z, arm(side, compare_key))


def change_delta(metric: Metric, keys: Sequence[str], compare_key: str) -> str:
    """test - base."""
    test = change_mean(metric, "test", keys, compare_key)
    base = change_mean(metric, "base", keys, compare_key)
    return f"({test}) - ({base})"


def _arm_sums(
    metric: Metric, side: Side, keys: Sequence[str], compare_key: str
) -> tuple[str, str, str]:
    """An arm's pooled count, sum and sum of squares of a metric."""
    fixed = arm(side, compare_key)
    n = pooled_count(count_of(metric), keys, fixed)
    return n, _pooled(f"{metric}:sum", keys, fixed), _pooled(f"{metric}:sum_squares", keys, fixed)


def _arm_variance(metric: Metric, side: Side, keys: Sequence[str], compare_key: str) -> str:
    """The sample variance s² of a metric in one arm, from its pooled sums (clamped at 0
    against rounding; nothing below 2 events)."""
    n, total, squares = _arm_sums(metric, side, keys, compare_key)
    return f"clamp_min({squares} - {total} ^ 2 / {n}, 0) / {positive(f'{n} - 1')}"


def change_welch_t(metric: Metric, keys: Sequence[str], compare_key: str) -> str:
    """Welch's t of test - base: the arms are unpaired (their counters hold sums, not
    events to pair), each with its own variance: Δ / √(s²_test/n_test + s²_base/n_base),
    each s²/n as the recording rules compute it (NaN below 2 events)."""
    spread = " + ".join(
        variance_of_mean(total, squares, n)
        for n, total, squares in (
            _arm_sums(metric, side, keys, compare_key) for side in ("test", "base")
        )
    )
    return f"({change_delta(metric, keys, compare_key)}) / sqrt({spread})"


def change_verdict(metric: Metric, keys: Sequence[str], compare_key: str, z: float) -> str:
    """1 (better) when Welch's t is above z, -1 (worse) below -z, else 0 (within noise;
    also when an arm has under 2 events: no variance, t is NaN)."""
    t = change_welch_t(metric, keys, compare_key)
    return f"(({t}) > bool {number(z)}) - (({t}) < bool -{number(z)})"


def change_needed(
    metric: Metric, keys: Sequence[str], compare_key: str, z: float, power_z: float
) -> str:
    """Events each arm needs for a difference of `$min_effect` to come out significant
    at ±z with the power of `power_z` (0.8416: 80 %), from the arms' variances now:
    (z + z_power)² · (s²_base + s²_test) / δ², and 2 at least, as `seer-stream compare`
    computes it; nothing while an arm has under 2 events (no variance)."""
    variances = " + ".join(
        _arm_variance(metric, side, keys, compare_key) for side in ("base", "test")
    )
    return f"clamp_min(ceil({number(z + power_z)} ^ 2 * ({variances}) / {MIN_EFFECT} ^ 2), 2)"


# --- operations -----------------------------------------------------------------------------
# No `or vector(0)` fallback for series that only exist once something happened (an LLM
# request, a model): its label-free series would have a blank legend. The panels say so
# with their noValue instead. Every series is the scrape job's (`worker_series`).


def _rate(name: str, job: str) -> str:
    return f"rate({worker_series(name, job)}[{RATE}])"


def _increase(name: str, job: str) -> str:
    return f"increase({worker_series(name, job)}[{RANGE}])"


def events_settled(job: str) -> str:
    return f"sum({_rate('seer_events_total', job)})"


def events_by_outcome(job: str) -> str:
    return f"sum by (outcome) ({_rate('seer_events_total', job)})"


def consumer_lag(job: str) -> str:
    return f"max by (topic, partition) ({worker_series('seer_consumer_lag', job)})"


# A rule of the job already (the one SeerScoringBehind reads).
OLDEST_UNSCORED: Final = "job:seer_oldest_unscored_event_age_seconds:max"


def oldest_unscored_by_instance(job: str) -> str:
    series = worker_series("seer_oldest_unscored_event_age_seconds", job)
    return f"max by (instance) ({series})"


def dead_letters(job: str) -> str:
    return f"sum by (reason) ({_rate('seer_dead_letters_total', job)})"


def in_flight_total(job: str) -> str:
    return f"sum({worker_series('seer_evaluations_in_flight', job)})"


def in_flight_by_instance(job: str) -> str:
    return f"sum by (instance) ({worker_series('seer_evaluations_in_flight', job)})"


# The workers' process_* and python_* come from every Python exporter Prometheus scrapes:
# without the job, other exporters' would count.
def workers_up(job: str) -> str:
    return f"sum({worker_series('up', job)})"


def workers_scraped(job: str) -> str:
    return f"count({worker_series('up', job)})"


def worker_cpu(job: str) -> str:
    return f"sum by (instance) ({_rate('process_cpu_seconds_total', job)})"


def worker_memory(job: str) -> str:
    return f"max by (instance) ({worker_series('process_resident_memory_bytes', job)})"


def worker_versions(job: str) -> str:
    return f"count by (version) ({worker_series('seer_build_info', job)})"


def values_folded(job: str) -> str:
    """Per key, and one bar for whole combinations folded past SEER_MAX_SEGMENTS."""
    return (
        f"sum by (key) ({_increase('seer_segment_values_folded_total', job)})"
        f" or label_replace(sum({_increase('seer_segments_folded_total', job)}),"
        f' "key", "(combinations)", "", "")'
    )


def llm_requests_per_min(job: str) -> str:
    return f"sum by (model, status) ({_rate('seer_llm_requests_total', job)}) * 60"


def llm_retries(job: str) -> str:
    return f"sum by (reason) ({_rate('seer_llm_retries_total', job)})"


def rate_limit_waits(job: str) -> str:
    return f"sum by (limiter) ({_rate('seer_llm_rate_limit_waits_total', job)})"


def rate_limit_wait_seconds(job: str) -> str:
    return f"sum by (limiter) ({_rate('seer_llm_rate_limit_wait_seconds_total', job)})"


def llm_tokens_per_min(job: str) -> str:
    return f"sum by (model, kind) ({_rate('seer_llm_tokens_total', job)}) * 60"


def llm_cost_per_hour(job: str) -> str:
    return f"sum by (model) ({_rate('seer_llm_cost_usd_total', job)}) * 3600"


def llm_cost_over_range(job: str) -> str:
    return f"sum by (model) ({_increase('seer_llm_cost_usd_total', job)})"


def cache_hits(job: str) -> str:
    return f"sum({_rate('seer_llm_cache_hits_total', job)})"


def cache_misses(job: str) -> str:
    return f"sum({_rate('seer_llm_cache_misses_total', job)})"


def cache_hit_ratio(job: str) -> str:
    """Hits over lookups in the range; nothing while there were no lookups at all (not
    0/0 = NaN, nor a 0 % hit rate)."""
    hits = f"sum({_increase('seer_llm_cache_hits_total', job)})"
    misses = f"sum({_increase('seer_llm_cache_misses_total', job)})"
    return f"{hits} / {positive(f'{hits} + {misses}')}"


def latency_quantile(q: float, keys: Sequence[str], job: str) -> str:
    """Quantile of evaluation time in the chosen segments."""
    buckets = worker_series("seer_evaluation_latency_seconds_bucket", job, segment_matchers(keys))
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
