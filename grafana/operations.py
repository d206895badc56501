"""One typed function per panel of the Operations dashboard; queries come from queries.py.

Panels carry no position: dashboards.py lays them out. `job` is the scrape job of the
rules' config (config.yaml `job`): every panel reads that job's workers alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from grafana_foundation_sdk.builders import bargauge, stat, timeseries
from grafana_foundation_sdk.models import common

from deploy.prometheus.promql import quoted
from grafana import queries as q
from grafana.blocks import (
    bar_panel,
    stat_panel,
    thresholds,
    timeseries_panel,
)


def workers_up(job: str) -> stat.Panel:
    return stat_panel(
        "Workers up",
        f"Workers that Prometheus scrapes as job={quoted(job)}: up now, and scraped at all.",
        [(q.workers_up(job), "up"), (q.workers_scraped(job), "scraped")],
        unit="short",
        no_value="none scraped",
        decimals=0,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def events_in_out(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Events in and out",
        "Records settled per second (their result or dead letter acknowledged by the"
        " broker), in all and by outcome: evaluated (a scored result out), sampled out,"
        " dead-lettered, evaluator failed.",
        [(q.events_settled(job), "settled"), (q.events_by_outcome(job), "{{outcome}}")],
        unit="ops",
    )


def consumer_lag(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Consumer lag",
        "Records of the input topic not settled yet (no result or dead letter acknowledged),"
        " counted from the first one in flight, by topic and partition.",
        [(q.consumer_lag(job), "{{topic}} / {{partition}}")],
        unit="short",
        stacked=True,
    )


def oldest_unscored(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Oldest unscored event",
        "How long ago the oldest event a worker took and has not finished yet (scored,"
        " dead-lettered or sampled out) was written: over all workers (what"
        " SeerScoringBehind reads) and per worker. 0 when nothing waits; it grows while"
        " scoring falls behind or is stuck.",
        [(q.OLDEST_UNSCORED, "oldest"), (q.oldest_unscored_by_instance(job), "{{instance}}")],
        unit="s",
    )


def received_vs_scored(keys: Sequence[str]) -> timeseries.Panel:
    legend = q.segment_legend(keys)
    return timeseries_panel(
        "Received vs scored per segment",
        "Valid events taken from the input and events scored, over the last $window of each"
        " chosen segment. Scored stays below received while events are sampled out,"
        " dead-lettered or still waiting; it stopping while received goes on is a stuck"
        " monitor, not quiet traffic.",
        [
            (q.per_segment_count("received", keys), f"received {legend}"),
            (q.per_segment_count("events", keys), f"scored {legend}"),
        ],
        unit="short",
    )


def dead_letters(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Dead letters by reason",
        "Records sent to the dead-letter topic per second, by reason code (0 when none);"
        " replay them with `seer-stream dlq replay` once fixed.",
        [(q.dead_letters(job), "{{reason}}")],
        unit="ops",
        stacked=True,
        no_value="0",
    )


def evaluation_latency(keys: Sequence[str], job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Evaluation latency",
        "Time to evaluate one event in the chosen segments, median and 95th percentile.",
        [(q.latency_quantile(0.5, keys, job), "p50"), (q.latency_quantile(0.95, keys, job), "p95")],
        unit="s",
    )


def in_flight(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Evaluations in flight",
        "Evaluations running now, in all and per worker (at most SEER_LLM_CONCURRENCY each).",
        [(q.in_flight_total(job), "all"), (q.in_flight_by_instance(job), "{{instance}}")],
        unit="short",
    )


def values_folded(job: str) -> bargauge.Panel:
    return bar_panel(
        "Segment values folded into other",
        "Metadata values counted under `other` over the time range, by key: above 0, a key"
        " has more values than SEER_MAX_VALUES_PER_KEY. (combinations): events counted as"
        " all `other` because their combination came after SEER_MAX_SEGMENTS others.",
        (q.values_folded(job), "{{key}}"),
        no_value="0",
    ).thresholds(thresholds((None, "green"), (1, "orange")))


def worker_cpu(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Worker CPU",
        "CPU each worker process uses, in cores (its judge helper, SEER_LLM_PROCESSES, not"
        " counted). A worker near 1 with the lexical evaluator is at its limit: add workers"
        " up to the input topic's partitions.",
        [(q.worker_cpu(job), "{{instance}}")],
        unit="short",
    )


def worker_memory(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Worker memory",
        "Resident memory of each worker process. It should stay flat under steady traffic;"
        " a steady climb is a leak, and a drop with a new start is a restart.",
        [(q.worker_memory(job), "{{instance}}")],
        unit="bytes",
    )


def worker_versions(job: str) -> stat.Panel:
    return stat_panel(
        "Versions",
        "Workers by the seer-stream version they run (seer_build_info): two during a"
        " rolling deploy, one otherwise.",
        [(q.worker_versions(job), "{{version}}")],
        unit="short",
        no_value="no workers",
        decimals=0,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def llm_requests(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "LLM requests by status",
        "Requests to the judge's endpoint per minute, by model and HTTP status, timeout or"
        " connection (compare with SEER_LLM_RPM).",
        [(q.llm_requests_per_min(job), "{{model}} {{status}}")],
        unit="short",
        stacked=True,
        no_value="0",
    )


def llm_retries(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "LLM retries by reason",
        "Requests sent again per second: rate_limited, server_error, timeout, connection,"
        " invalid_answer, format_fallback.",
        [(q.llm_retries(job), "{{reason}}")],
        unit="ops",
        stacked=True,
        no_value="0",
    )


def rate_limit_waits(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Rate-limit waits",
        "Times per second a request waited for the rpm or tpm limiter or a Retry-After pause.",
        [(q.rate_limit_waits(job), "{{limiter}}")],
        unit="ops",
        stacked=True,
        no_value="0",
    )


def rate_limit_wait_time(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Time waiting for rate limits",
        "Requests waiting for a limiter (rpm, tpm) or a Retry-After pause, on average, by"
        " limiter: seconds spent waiting per second, summed over requests, so 2 means two"
        " requests waiting all the time.",
        [(q.rate_limit_wait_seconds(job), "{{limiter}}")],
        unit="short",
        stacked=True,
        axis_label="requests waiting",
        no_value="0",
    )


def llm_tokens(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "LLM tokens",
        "Tokens per minute the endpoint reported, by model and kind (prompt, completion);"
        " compare with SEER_LLM_TPM.",
        [(q.llm_tokens_per_min(job), "{{model}} {{kind}}")],
        unit="short",
        stacked=True,
        no_value="0",
    )


def llm_cost_rate(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Estimated LLM cost per hour",
        "Estimated spend on the judge's endpoint, USD per hour, by model.",
        [(q.llm_cost_per_hour(job), "{{model}}")],
        unit="currencyUSD",
        stacked=True,
        no_value="0",
    )


def llm_cost_total(job: str) -> stat.Panel:
    return stat_panel(
        "Estimated LLM cost over the time range",
        "Estimated spend on the judge's endpoint over the dashboard's time range, by model.",
        [(q.llm_cost_over_range(job), "{{model}}")],
        unit="currencyUSD",
        no_value="0",
        decimals=2,
    )


def cache_lookups(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Judgment cache",
        "Evaluations per second answered from the cache (no request, no cost) and sent to"
        " the endpoint.",
        [(q.cache_hits(job), "hits"), (q.cache_misses(job), "misses")],
        unit="ops",
        stacked=True,
        no_value="0",
    )


def cache_hit_ratio(job: str) -> stat.Panel:
    return stat_panel(
        "Cache hit ratio over the time range",
        "Share of evaluations answered from the cache over the dashboard's time range;"
        " none when there were no lookups.",
        [(q.cache_hit_ratio(job), "hit ratio")],
        unit="percentunit",
        no_value="no lookups",
        decimals=1,
    )
