"""Per-event Prometheus metrics of the evaluate stage, in a registry the app owns."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from typing import cast

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import HistogramMetricFamily
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

OUTCOMES = ("evaluated", "sampled_out", "dead_lettered", "evaluator_failed")
RATIO_BUCKETS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
LATENCY_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


_go_float = cast(Callable[[float], str], floatToGoString)  # how `le` labels are written


class SegmentHistogram(Collector):
    """A histogram by segment, observed once per event for each of five figures.

    prometheus-client's Histogram takes two locks per observation, which adds up
    per event; the worker observes and is scraped on one event-loop thread, so the
    counts are plain lists here and the exposition is prometheus-client's own.
    """

    def __init__(
        self,
        name: str,
        documentation: str,
        labelnames: Sequence[str],
        buckets: Sequence[float],
        registry: CollectorRegistry,
    ) -> None:
        self.name = name
        self.documentation = documentation
        self.labelnames = list(labelnames)
        self.bounds = [float(b) for b in buckets]
        if self.bounds[-1] != float("inf"):
            self.bounds.append(float("inf"))
        self._les = [_go_float(b) for b in self.bounds]
        self._series: dict[tuple[str, ...], list[float]] = {}  # counts per bucket, then sum
        registry.register(self)

    def observe(self, label_values: tuple[str, ...], value: float) -> None:
        series = self._series.get(label_values)
        if series is None:
            if len(label_values) != len(self.labelnames):
                raise ValueError(f"{self.name} takes labels {self.labelnames}")
            series = self._series[label_values] = [0.0] * (len(self.bounds) + 1)
        series[bisect_left(self.bounds, value)] += 1  # the first bucket with value <= le
        series[-1] += value

    def collect(self) -> Iterator[HistogramMetricFamily]:
        family = HistogramMetricFamily(self.name, self.documentation, labels=self.labelnames)
        for label_values, series in self._series.items():
            total, buckets = 0.0, []
            for le, count in zip(self._les, series, strict=False):
                total += count
                buckets.append((le, total))
            family.add_metric(list(label_values), buckets, sum_value=series[-1])
        yield family


class PipelineMetrics:
    def __init__(self, registry: CollectorRegistry, segment_keys: Sequence[str]) -> None:
        labels = list(segment_keys)
        self.segment_keys = tuple(labels)
        self.registry = registry
        self.events = Counter(
            "seer_events", "Records consumed, by outcome.", ["outcome"], registry=registry
        )
        for outcome in OUTCOMES:
            self.events.labels(outcome=outcome)
        self.dead_letters = Counter(
            "seer_dead_letters",
            "Records sent to the dead-letter topic, by reason code.",
            ["reason"],
            registry=registry,
        )
        self.citations_dropped = Counter(
            "seer_citations_dropped",
            "Citations of passages that are not in the context, discarded.",
            registry=registry,
        )
        self.segment_values_folded = Counter(
            "seer_segment_values_folded",
            "Metadata values folded into `other` by the cardinality guard, by key.",
            ["key"],
            registry=registry,
        )
        self.segments_folded = Counter(
            "seer_segments_folded",
            "Events counted under the all-`other` segment: their combination of values"
            " came after SEER_MAX_SEGMENTS others.",
            registry=registry,
        )
        self.in_flight = Gauge(
            "seer_evaluations_in_flight", "Evaluations running now.", registry=registry
        )

        def ratio(name: str, what: str) -> SegmentHistogram:
            return SegmentHistogram(
                f"seer_event_{name}",
                f"Per-event {what}, by segment.",
                labels,
                RATIO_BUCKETS,
                registry,
            )

        self.recall = ratio("recall", "recall")
        self.precision = ratio("precision", "precision proxy")
        self.f1 = ratio("f1", "F1")
        self.ndcg = ratio("ndcg", "nDCG (events with a ranking and support only)")
        self.gt_recall = ratio("gt_recall", "retriever recall against gold documents")
        self.gt_precision = ratio("gt_precision", "retriever precision against gold documents")
        self.gt_f1 = ratio("gt_f1", "retriever F1 against gold documents")
        self.judge_precision = ratio("judge_precision", "evaluator citation precision vs gold")
        self.judge_recall = ratio("judge_recall", "evaluator citation recall vs gold")
        self.judge_f1 = ratio("judge_f1", "evaluator citation F1 vs gold")
        self.judge_exact_match = Counter(
            "seer_judge_exact_match",
            "Events with gold ids, by whether the cited documents equal the gold ones present.",
            ["match"],
            registry=registry,
        )
        self.latency = SegmentHistogram(
            "seer_evaluation_latency_seconds",
            "Time to evaluate one event, by segment.",
            labels,
            LATENCY_BUCKETS,
            registry,
        )


class LLMMetrics:
    """What the LLM judge costs and how the endpoint treats it."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.tokens = Counter(
            "seer_llm_tokens",
            "Tokens the endpoint reported, by model and kind (prompt, completion).",
            ["model", "kind"],
            registry=registry,
        )
        self.requests = Counter(
            "seer_llm_requests",
            "Requests to the endpoint by model and outcome: HTTP status, timeout or connection.",
            ["model", "status"],
            registry=registry,
        )
        self.cost = Counter(
            "seer_llm_cost_usd",
            "Estimated spend: tokens times SEER_LLM_PROMPT/COMPLETION_USD_PER_MTOK, by model.",
            ["model"],
            registry=registry,
        )
        self.request_duration = Histogram(
            "seer_llm_request_duration_seconds",
            "Time of one request to the endpoint.",
            ["model"],
            buckets=LATENCY_BUCKETS,
            registry=registry,
        )
        self.retries = Counter(
            "seer_llm_retries",
            "Requests sent again, by reason.",
            ["reason"],
            registry=registry,
        )
        self.rate_limit_waits = Counter(
            "seer_llm_rate_limit_waits",
            "Times a request waited for a limiter (rpm, tpm) or a Retry-After pause.",
            ["limiter"],
            registry=registry,
        )
        self.rate_limit_wait_seconds = Counter(
            "seer_llm_rate_limit_wait_seconds",
            "Seconds spent waiting for limiters and Retry-After pauses.",
            ["limiter"],
            registry=registry,
        )
        self.cache_hits = Counter(
            "seer_llm_cache_hits", "Evaluations answered from the cache.", registry=registry
        )
        self.cache_misses = Counter(
            "seer_llm_cache_misses", "Evaluations that needed the endpoint.", registry=registry
        )
        self.requirements_capped = Counter(
            "seer_llm_requirements_capped",
            "Answers that listed more requirements than SEER_LLM_MAX_REQUIREMENTS.",
            registry=registry,
        )
        self.answer_repairs = Counter(
            "seer_llm_answer_repairs",
            "Answers read only after a repair, by kind: think_block, reasoning_field, prose,"
            " fence, citation_form, bare_citation.",
            ["kind"],
            registry=registry,
        )
