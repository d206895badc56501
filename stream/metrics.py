"""Per-event Prometheus metrics of the evaluate stage, in a registry the app owns."""

from __future__ import annotations

import itertools
import time
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, cast

from prometheus_client import (
    GC_COLLECTOR,
    PLATFORM_COLLECTOR,
    PROCESS_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
)
from prometheus_client.core import HistogramMetricFamily
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

if TYPE_CHECKING:
    from stream.canary import CanaryScore
    from stream.recheck import Agreement
    from stream.schema import EvaluatorInfo

OUTCOMES = ("evaluated", "sampled_out", "dead_lettered", "evaluator_failed")
# Every reason a dead letter can have (stream/pipeline.py refuses any other).
DEAD_LETTER_CODES = (
    "oversize",
    "not_utf8",
    "not_json",
    "not_object",
    "invalid_event",
    "over_limits",
    "evaluator_failed",
    "result_not_published",
)
RETRY_REASONS = (
    "rate_limited",
    "server_error",
    "timeout",
    "connection",
    "invalid_answer",
    "format_fallback",
)
LIMITERS = ("rpm", "tpm", "retry_after")
RATIO_BUCKETS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
LATENCY_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


_go_float = cast(Callable[[float], str], floatToGoString)  # how `le` labels are written


class ZeroFirst:
    """Which new series of a collector still read zero: each for `zero_for_s` after it
    appeared. rate() and increase() count what a series gained after its first sample,
    so every Prometheus scraping the worker must record a zero first, or what was
    counted before its first sample reaches no window or panel. Time, not "the first
    scrape", decides: a probe, a curl or the other Prometheus of an HA pair reading
    /metrics first must take that zero from no one."""

    def __init__(self, zero_for_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.zero_for_s = zero_for_s
        self._clock = clock
        self._until: dict[tuple[str, ...], float] = {}

    def appeared(self, key: tuple[str, ...]) -> None:
        self._until[key] = self._clock() + self.zero_for_s

    def held(self) -> dict[tuple[str, ...], float]:
        """The series that read zero now (a scrape's view: call once per collect)."""
        now = self._clock()
        for key, until in list(self._until.items()):
            if now >= until:
                del self._until[key]  # read as counted from now on
        return self._until


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
        zero_for_s: float = 0.0,
    ) -> None:
        self.name = name
        self.documentation = documentation
        self.labelnames = list(labelnames)
        self.bounds = [float(b) for b in buckets]
        if self.bounds[-1] != float("inf"):
            self.bounds.append(float("inf"))
        self._les = [_go_float(b) for b in self.bounds]
        self._series: dict[tuple[str, ...], list[float]] = {}  # counts per bucket, then sum
        self.zero_first = ZeroFirst(zero_for_s)
        registry.register(self)

    def observe(self, label_values: tuple[str, ...], value: float) -> None:
        series = self._series.get(label_values)
        if series is None:
            if len(label_values) != len(self.labelnames):
                raise ValueError(f"{self.name} takes labels {self.labelnames}")
            series = self._series[label_values] = [0.0] * (len(self.bounds) + 1)
            self.zero_first.appeared(label_values)
        series[bisect_left(self.bounds, value)] += 1  # the first bucket with value <= le
        series[-1] += value

    def collect(self) -> Iterator[HistogramMetricFamily]:
        family = HistogramMetricFamily(self.name, self.documentation, labels=self.labelnames)
        held = self.zero_first.held()
        zeros = [0.0] * (len(self.bounds) + 1)
        for label_values, series in self._series.items():
            if label_values in held:
                series = zeros
            total, buckets = 0.0, []
            for le, count in zip(self._les, series, strict=False):
                total += count
                buckets.append((le, total))
            family.add_metric(list(label_values), buckets, sum_value=series[-1])
        yield family


class PipelineMetrics:
    def __init__(
        self, registry: CollectorRegistry, segment_keys: Sequence[str], zero_for_s: float = 0.0
    ) -> None:
        """`zero_for_s`: how long a new segment's series read zero (ZeroFirst): the
        worker passes twice SEER_SCRAPE_INTERVAL_S; 0, where nothing scrapes (`score`)."""
        labels = list(segment_keys)
        self.segment_keys = tuple(labels)
        self.registry = registry
        self.zero_for_s = zero_for_s
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
        # Every known label value from the start, at 0: rate() and increase() miss a
        # series' first increment when it appears with it.
        for code in DEAD_LETTER_CODES:
            self.dead_letters.labels(reason=code)
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
        for key in labels:
            self.segment_values_folded.labels(key=key)
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
                zero_for_s,
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
        for match in ("true", "false"):
            self.judge_exact_match.labels(match=match)
        self.latency = SegmentHistogram(
            "seer_evaluation_latency_seconds",
            "Time to evaluate one event, by segment.",
            labels,
            LATENCY_BUCKETS,
            registry,
            zero_for_s,
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
        for reason in RETRY_REASONS:
            self.retries.labels(reason=reason)
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
        for limiter in LIMITERS:
            self.rate_limit_waits.labels(limiter=limiter)
            self.rate_limit_wait_seconds.labels(limiter=limiter)
        self.cache_hits = Counter(
            "seer_llm_cache_hits", "Evaluations answered from the cache.", registry=registry
        )
        self.cache_misses = Counter(
            "seer_llm_cache_misses", "Evaluations that needed the endpoint.", registry=registry
        )
        self.answer_repairs = Counter(
            "seer_llm_answer_repairs",
            "Answers read only after a repair, by kind: think_block, reasoning_field, prose,"
            " fence, citation_form, bare_citation; duplicate_requirement (one listed twice).",
            ["kind"],
            registry=registry,
        )
        self.requirements_capped = Counter(
            "seer_llm_requirements_capped",
            "Answers that listed more requirements than SEER_LLM_MAX_REQUIREMENTS.",
            registry=registry,
        )


# --- the judge's own checks: canary and recheck (stream/canary.py, stream/recheck.py) -------

JUDGE_LABELS = ("evaluator", "model", "prompt_version")
SUPPORT = ("supported", "unsupported")  # a passage in one judgment of a recheck


def judge_labels(info: EvaluatorInfo) -> dict[str, str]:
    """The judge as labels (an evaluator without a model or prompt version: empty)."""
    return {
        "evaluator": info.name,
        "model": info.model or "",
        "prompt_version": info.prompt_version or "",
    }


def process_metrics(registry: CollectorRegistry, version: str) -> None:
    """What every Prometheus Python exporter serves from its default registry, which the
    worker's own registry lacks: process_* (CPU seconds, resident memory, open files, start
    time: restarts and leaks show there), python_info and python_gc_*; and
    `seer_build_info{version}` to tell a deploy's workers apart."""
    for collector in (PROCESS_COLLECTOR, PLATFORM_COLLECTOR, GC_COLLECTOR):
        registry.register(collector)
    Gauge(
        "seer_build_info",
        "The seer-stream version this worker runs (always 1).",
        ["version"],
        registry=registry,
    ).labels(version=version).set(1)


def evaluator_info(registry: CollectorRegistry, info: EvaluatorInfo) -> None:
    """`seer_evaluator_info`: which judge this worker runs, for joining figures by judge."""
    Gauge(
        "seer_evaluator_info",
        "The judge this worker runs (always 1), by evaluator, model and prompt version.",
        list(JUDGE_LABELS),
        registry=registry,
    ).labels(**judge_labels(info)).set(1)


class _JudgeCounters:
    """Counters of one judge (a worker runs one for its life), created at 0 when the
    worker starts: a window's increase() counts only what a series gained after its first
    sample."""

    def __init__(self, registry: CollectorRegistry, info: EvaluatorInfo) -> None:
        self._registry = registry
        self._judge = judge_labels(info)

    def counter(self, name: str, documentation: str, **more: Sequence[str]) -> Counter:
        """`name`, labelled by the judge; with `more` (a label and its values), the
        family, each of its children created at 0."""
        family = Counter(name, documentation, [*JUDGE_LABELS, *more], registry=self._registry)
        for values in itertools.product(*more.values()):
            family.labels(**self._judge, **dict(zip(more, values, strict=True)))
        return family if more else family.labels(**self._judge)


class CanaryMetrics(_JudgeCounters):
    """How the judge's verdicts on labelled canary events compare with their labels.

    The judge's error (its recall - the true one) may be negative, which a counter cannot
    count: its sum is `seer_canary_recall_sum_total - seer_canary_true_recall_sum_total`.
    """

    def __init__(self, registry: CollectorRegistry, info: EvaluatorInfo) -> None:
        super().__init__(registry, info)
        c = self.counter
        self.events = c("seer_canary_events", "Canary events judged.")
        self.failed = c("seer_canary_failed", "Canary events the evaluator failed to judge.")
        self.true_positives = c(
            "seer_canary_true_positives", "Documents of canary events cited and gold."
        )
        self.false_positives = c(
            "seer_canary_false_positives", "Documents of canary events cited, not gold."
        )
        self.false_negatives = c(
            "seer_canary_false_negatives", "Gold documents of canary events not cited."
        )
        self.true_negatives = c(
            "seer_canary_true_negatives", "Documents of canary events neither cited nor gold."
        )
        self.f1_sum = c("seer_canary_f1_sum", "Sum of the per-event citation F1 of canary events.")
        self.f1_sum_squares = c(
            "seer_canary_f1_sum_squares", "Sum of the squares of the per-event citation F1."
        )
        self.recall_sum = c("seer_canary_recall_sum", "Sum of the judge's recall on canary events.")
        self.true_recall_sum = c(
            "seer_canary_true_recall_sum", "Sum of the labelled (true) recall of canary events."
        )
        self.recall_error_sum_squares = c(
            "seer_canary_recall_error_sum_squares",
            "Sum of the squares of (judge recall - true recall) on canary events.",
        )

    def observe(self, score: CanaryScore) -> None:
        self.events.inc()
        self.true_positives.inc(score.true_positives)
        self.false_positives.inc(score.false_positives)
        self.false_negatives.inc(score.false_negatives)
        self.true_negatives.inc(score.true_negatives)
        self.f1_sum.inc(score.f1)
        self.f1_sum_squares.inc(score.f1 * score.f1)
        self.recall_sum.inc(score.judge_recall)
        self.true_recall_sum.inc(score.true_recall)
        self.recall_error_sum_squares.inc(score.recall_error**2)


class RecheckMetrics(_JudgeCounters):
    """How the judge agrees with itself on events judged a second time."""

    def __init__(self, registry: CollectorRegistry, info: EvaluatorInfo) -> None:
        super().__init__(registry, info)
        c = self.counter
        self.events = c("seer_recheck_events", "Events judged a second time (and compared).")
        self.failed = c("seer_recheck_failed", "Second judgments the evaluator failed to make.")
        self.identical = c(
            "seer_recheck_identical",
            "Rechecks whose supporting documents are the same in both judgments.",
        )
        self.recall_abs_diff_sum = c(
            "seer_recheck_recall_abs_diff_sum", "Sum of |recall - recall again| over rechecks."
        )
        passages = c(
            "seer_recheck_passages",
            "Passages of rechecked events, by whether each judgment found them supporting.",
            first=SUPPORT,
            second=SUPPORT,
        )
        self.passages = {
            (first, second): passages.labels(**self._judge, first=first, second=second)
            for first in SUPPORT
            for second in SUPPORT
        }

    def observe(self, agreement: Agreement) -> None:
        self.events.inc()
        if agreement.identical:
            self.identical.inc()
        self.recall_abs_diff_sum.inc(agreement.recall_abs_diff)
        for cell, count in agreement.cells().items():
            if count:
                self.passages[cell].inc(count)
