"""One typed function per panel of the seer-stream dashboards; queries come from queries.py.

Panels carry no position: dashboards.py lays them out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from grafana_foundation_sdk.builders import bargauge, heatmap, stat, timeseries
from grafana_foundation_sdk.builders import dashboard as dashboard_builders
from grafana_foundation_sdk.models import common
from grafana_foundation_sdk.models import dashboard as model
from grafana_foundation_sdk.models import heatmap as heatmap_model

from grafana import queries as q
from grafana.blocks import (
    DATASOURCE,
    bar_panel,
    stat_panel,
    targets,
    thresholds,
    timeseries_panel,
)
from grafana.queries import Metric

Panel = stat.Panel | timeseries.Panel | heatmap.Panel | bargauge.Panel
NAMES: Final[dict[Metric, str]] = {
    "recall": "Recall",
    "precision": "Precision",
    "f1": "F1",
    "ndcg": "nDCG",
}
# (yellow from, green from): the alert rules' defaults where there is one (SPEC §7).
GOOD: Final[dict[Metric, tuple[float, float]]] = {
    "recall": (0.85, 0.95),
    "precision": (0.35, 0.5),
    "f1": (0.5, 0.7),
    "ndcg": (0.6, 0.8),
}
MEANING: Final[dict[Metric, str]] = {
    "recall": "share of the task's requirements that the context supports",
    "precision": "share of the context's documents that support a requirement",
    "f1": "harmonic mean of recall and precision",
    "ndcg": "how early the supporting passages come (events with a ranking and support)",
}


def _quality_thresholds(metric: Metric) -> dashboard_builders.ThresholdsConfig:
    warn, good = GOOD[metric]
    return thresholds((None, "red"), (warn, "yellow"), (good, "green"))


# --- retrieval quality ----------------------------------------------------------------------


def quality_kpi(metric: Metric, keys: Sequence[str]) -> stat.Panel:
    return (
        stat_panel(
            f"Mean {NAMES[metric]}",
            f"Mean {metric} ({MEANING[metric]}) in the open $window window over the chosen"
            " segments, each segment weighted by its events.",
            [(q.selection_mean(metric, keys), NAMES[metric])],
            unit="percentunit",
            decimals=1,
        )
        .min(0)
        .max(1)
        .thresholds(_quality_thresholds(metric))
        .color_mode(common.BigValueColorMode.VALUE)
    )


def volume_kpi(keys: Sequence[str]) -> stat.Panel:
    return stat_panel(
        "Events",
        "Events scored in the open $window window over the chosen segments.",
        [(q.selection_events(keys), "events")],
        unit="short",
        decimals=0,
    )


def quality_trend(metric: Metric, keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        f"{NAMES[metric]} per segment",
        f"Mean {metric} in the open $window window of each chosen segment.",
        [(q.per_segment(metric, keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


def incomplete_share(keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        "Events with missing requirements",
        "Share of events whose context leaves a requirement unsupported (recall < 1), in the"
        " open $window window of each chosen segment.",
        [(q.per_segment("incomplete_ratio", keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


def bloated_share(keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        "Context bloat",
        "Share of events whose precision is below the bloat threshold (SEER_BLOAT_THRESHOLD,"
        " 0.35 by default): most passages support nothing.",
        [(q.per_segment("bloated_ratio", keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


def precision_heatmap(keys: Sequence[str]) -> heatmap.Panel:
    panel = (
        heatmap.Panel()
        .title("Precision per event over time")
        .description("Events per second by precision bucket, chosen segments.")
        .datasource(DATASOURCE)
        .calculate(False)
        .rows_frame(heatmap.RowsHeatmapOptions().layout(common.HeatmapCellLayout.LE))
        .y_axis(heatmap.YAxisConfig().unit("percentunit").decimals(1))
        .color(
            heatmap.HeatmapColorOptions()
            .mode(heatmap_model.HeatmapColorMode.SCHEME)
            .scheme("Oranges")
            .steps(64)
            .exponent(0.5)
        )
    )
    for target in targets(
        [(q.score_buckets_rate("precision", keys), "{{le}}")], heatmap_format=True
    ):
        panel = panel.with_target(target)
    return panel


def precision_tail(keys: Sequence[str]) -> bargauge.Panel:
    return bar_panel(
        "Precision long tail over the time range",
        "Events by precision bucket over the dashboard's time range, chosen segments:"
        " the low buckets are context that is mostly noise.",
        (q.score_buckets_over_range("precision", keys), "≤ {{le}}"),
        heatmap_format=True,
    ).thresholds(thresholds((None, "blue")))


def _color(name: str) -> model.DynamicConfigValue:
    return model.DynamicConfigValue(id_val="color", value={"mode": "fixed", "fixedColor": name})


def recall_band(keys: Sequence[str]) -> timeseries.Panel:
    bound = [_color("blue"), model.DynamicConfigValue(id_val="custom.lineWidth", value=0)]
    band = [
        *bound,
        model.DynamicConfigValue(id_val="custom.fillOpacity", value=20),
        model.DynamicConfigValue(id_val="custom.fillBelowTo", value="lower"),
    ]
    return (
        timeseries_panel(
            "Recall with its 95 % interval",
            "Mean recall of the open $window window over the chosen segments, with the band"
            " of its confidence interval, and the events behind it (right axis). A wide band"
            " is a thin window: do not read much into its mean. With several segments chosen"
            " the bounds are the events-weighted means of the segments' bounds, an"
            " approximation (usually wider than the interval of the pooled events); choose"
            " one segment for its exact interval.",
            [
                (q.selection_mean("recall", keys), "mean"),
                (q.selection_mean("recall", keys, bound="_lower"), "lower"),
                (q.selection_mean("recall", keys, bound="_upper"), "upper"),
                (q.selection_events(keys), "events"),
            ],
            unit="percentunit",
        )
        .override_by_name("mean", [_color("blue")])
        .override_by_name("lower", bound)
        .override_by_name("upper", band)
        .override_by_name(
            "events",
            [
                _color("gray"),
                model.DynamicConfigValue(id_val="unit", value="short"),
                model.DynamicConfigValue(id_val="custom.axisPlacement", value="right"),
                model.DynamicConfigValue(id_val="custom.drawStyle", value="bars"),
                model.DynamicConfigValue(id_val="custom.fillOpacity", value=15),
                model.DynamicConfigValue(id_val="min", value=0),
            ],
        )
    )


def recall_interval_width(keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        "Recall interval width per segment",
        "Width of the 95 % interval of mean recall in each chosen segment's open $window"
        " window: the segments whose window is too thin to judge.",
        [(q.interval_width("recall", keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


# --- change testing -------------------------------------------------------------------------


def change_volume(keys: Sequence[str], compare_key: str) -> stat.Panel:
    return stat_panel(
        "Events: base vs test",
        f"Events in the open $window window with {compare_key} = $base and = $test, over the"
        " other chosen segment keys. Few events mean wide intervals.",
        [
            (q.change_events("base", keys, compare_key), "base: $base"),
            (q.change_events("test", keys, compare_key), "test: $test"),
        ],
        unit="short",
        decimals=0,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def change_side_by_side(metric: Metric, keys: Sequence[str], compare_key: str) -> stat.Panel:
    return (
        stat_panel(
            f"{NAMES[metric]}: base vs test",
            f"Mean {metric} in the open $window window with {compare_key} = $base and ="
            " $test, over the other chosen segment keys, weighted by events.",
            [
                (q.change_mean(metric, "base", keys, compare_key), "base: $base"),
                (q.change_mean(metric, "test", keys, compare_key), "test: $test"),
            ],
            unit="percentunit",
            decimals=1,
        )
        .min(0)
        .max(1)
        .thresholds(_quality_thresholds(metric))
        .text_mode(common.BigValueTextMode.VALUE_AND_NAME)
    )


def change_delta(metric: Metric, keys: Sequence[str], compare_key: str) -> stat.Panel:
    return (
        stat_panel(
            f"{NAMES[metric]}: test - base",
            f"Difference of the mean {metric}, test minus base (in points of the 0-1 scale).",
            [(q.change_delta(metric, keys, compare_key), "test - base")],
            unit="none",
            decimals=3,
        )
        .thresholds(thresholds((None, "red"), (-0.01, "text"), (0.01, "green")))
        .color_mode(common.BigValueColorMode.VALUE)
    )


def change_significance(metric: Metric, keys: Sequence[str], compare_key: str) -> stat.Panel:
    mappings: list[model.ValueMapping] = [
        model.ValueMap(
            options={
                "1": model.ValueMappingResult(text="significant", color="purple", index=0),
                "0": model.ValueMappingResult(text="within noise", color="text", index=1),
            }
        )
    ]
    return (
        stat_panel(
            f"{NAMES[metric]}: beyond the intervals?",
            "significant: the 95 % intervals of test and base do not overlap (test's lower"
            " bound above base's upper one, or test's upper bound below base's lower one);"
            " within noise: they overlap, so the difference may be chance.",
            [(q.change_significant(metric, keys, compare_key), "significant")],
            unit="none",
            decimals=0,
        )
        .mappings(mappings)
        .color_mode(common.BigValueColorMode.VALUE)
        .graph_mode(common.BigValueGraphMode.NONE)
    )


def change_trend(metric: Metric, keys: Sequence[str], compare_key: str) -> timeseries.Panel:
    return timeseries_panel(
        f"{NAMES[metric]} over time: base vs test",
        f"Mean {metric} of the open $window window for $base and $test.",
        [
            (q.change_mean(metric, "base", keys, compare_key), "base: $base"),
            (q.change_mean(metric, "test", keys, compare_key), "test: $test"),
        ],
        unit="percentunit",
        ratio=True,
    )


# --- operations -----------------------------------------------------------------------------


def workers_up() -> stat.Panel:
    return stat_panel(
        "Workers up",
        'Workers that Prometheus scrapes as job="seer-stream": up now, and scraped at all.',
        [(q.WORKERS_UP, "up"), (q.WORKERS_SCRAPED, "scraped")],
        unit="short",
        decimals=0,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def events_in_out() -> timeseries.Panel:
    return timeseries_panel(
        "Events in and out",
        "Records consumed per second, and by outcome: evaluated (a scored result out),"
        " sampled out, dead-lettered, evaluator failed.",
        [(q.EVENTS_CONSUMED, "consumed"), (q.EVENTS_BY_OUTCOME, "{{outcome}}")],
        unit="ops",
    )


def consumer_lag() -> timeseries.Panel:
    return timeseries_panel(
        "Consumer lag",
        "Records not yet consumed, by topic and partition.",
        [(q.CONSUMER_LAG, "{{topic}} / {{partition}}")],
        unit="short",
        stacked=True,
    )


def dead_letters() -> timeseries.Panel:
    return timeseries_panel(
        "Dead letters by reason",
        "Records sent to the dead-letter topic per second, by reason code (0 when none);"
        " replay them with `seer-stream dlq replay` once fixed.",
        [(q.DEAD_LETTERS, "{{reason}}")],
        unit="ops",
        stacked=True,
    )


def evaluation_latency(keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        "Evaluation latency",
        "Time to evaluate one event in the chosen segments, median and 95th percentile.",
        [(q.latency_quantile(0.5, keys), "p50"), (q.latency_quantile(0.95, keys), "p95")],
        unit="s",
    )


def in_flight() -> timeseries.Panel:
    return timeseries_panel(
        "Evaluations in flight",
        "Evaluations running now, in all and per worker (at most SEER_LLM_CONCURRENCY each).",
        [(q.IN_FLIGHT_TOTAL, "all"), (q.IN_FLIGHT_BY_INSTANCE, "{{instance}}")],
        unit="short",
    )


def values_folded() -> bargauge.Panel:
    return bar_panel(
        "Segment values folded into other",
        "Metadata values counted under `other` over the time range, by key: above 0, a key"
        " has more values than SEER_MAX_VALUES_PER_KEY. (combinations): events counted as"
        " all `other` because their combination came after SEER_MAX_SEGMENTS others.",
        (q.VALUES_FOLDED, "{{key}}"),
    ).thresholds(thresholds((None, "green"), (1, "orange")))


def llm_requests() -> timeseries.Panel:
    return timeseries_panel(
        "LLM requests by status",
        "Requests to the judge's endpoint per minute, by model and HTTP status, timeout or"
        " connection (compare with SEER_LLM_RPM).",
        [(q.LLM_REQUESTS_PER_MIN, "{{model}} {{status}}")],
        unit="short",
        stacked=True,
    )


def llm_retries() -> timeseries.Panel:
    return timeseries_panel(
        "LLM retries by reason",
        "Requests sent again per second: rate_limited, server_error, timeout, connection,"
        " invalid_answer, format_fallback.",
        [(q.LLM_RETRIES, "{{reason}}")],
        unit="ops",
        stacked=True,
    )


def rate_limit_waits() -> timeseries.Panel:
    return timeseries_panel(
        "Rate-limit waits",
        "Times per second a request waited for the rpm or tpm limiter or a Retry-After pause.",
        [(q.RATE_LIMIT_WAITS, "{{limiter}}")],
        unit="ops",
        stacked=True,
    )


def rate_limit_wait_time() -> timeseries.Panel:
    return timeseries_panel(
        "Time waiting for rate limits",
        "Seconds spent waiting per second, summed over requests, by limiter: 2 means two"
        " requests waiting all the time.",
        [(q.RATE_LIMIT_WAIT_SECONDS, "{{limiter}}")],
        unit="s",
        stacked=True,
    )


def llm_tokens() -> timeseries.Panel:
    return timeseries_panel(
        "LLM tokens",
        "Tokens per minute the endpoint reported, by model and kind (prompt, completion);"
        " compare with SEER_LLM_TPM.",
        [(q.LLM_TOKENS_PER_MIN, "{{model}} {{kind}}")],
        unit="short",
        stacked=True,
    )


def llm_cost_rate() -> timeseries.Panel:
    return timeseries_panel(
        "Estimated LLM cost per hour",
        "Estimated spend on the judge's endpoint, USD per hour, by model.",
        [(q.LLM_COST_PER_HOUR, "{{model}}")],
        unit="currencyUSD",
        stacked=True,
    )


def llm_cost_total() -> stat.Panel:
    return stat_panel(
        "Estimated LLM cost over the time range",
        "Estimated spend on the judge's endpoint over the dashboard's time range, by model.",
        [(q.LLM_COST_OVER_RANGE, "{{model}}")],
        unit="currencyUSD",
        instant=True,
        decimals=2,
    )


def cache_lookups() -> timeseries.Panel:
    return timeseries_panel(
        "Judgment cache",
        "Evaluations per second answered from the cache (no request, no cost) and sent to"
        " the endpoint.",
        [(q.CACHE_HITS, "hits"), (q.CACHE_MISSES, "misses")],
        unit="ops",
        stacked=True,
    )


def cache_hit_ratio() -> stat.Panel:
    return stat_panel(
        "Cache hit ratio over the time range",
        "Share of evaluations answered from the cache over the dashboard's time range;"
        " NaN when there were no lookups.",
        [(q.CACHE_HIT_RATIO, "hit ratio")],
        unit="percentunit",
        instant=True,
        decimals=1,
    )
