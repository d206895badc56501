"""From one raw record to one outcome: validate, sample, check limits, evaluate, score.

Plain async code with no Kafka in it, so that the worker, the offline `score`
command and the tests all run the same path.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NamedTuple

from stream.evaluators import Evaluation, Evaluator, EvaluatorError, OverBudget
from stream.exporter import SegmentCounters
from stream.metrics import DEAD_LETTER_CODES, OUTCOMES, PipelineMetrics
from stream.redact import redact
from stream.schema import (
    AccuracyResult,
    InvalidEvent,
    RetrievalEvent,
    ScoredResult,
    parse_event,
)
from stream.scoring import accuracy, score_event
from stream.segments import SegmentLabeler
from stream.settings import Settings

log = logging.getLogger(__name__)


class Source(NamedTuple):
    """Where a record came from: Kafka coordinates, or a file and line for `score`."""

    topic: str
    partition: int
    offset: int
    timestamp_ms: int | None = None


@dataclass(frozen=True)
class Scored:
    result: ScoredResult
    dropped_citations: int = 0  # citations of passages that do not exist


MAX_REASON_CHARS = 1000  # the reason travels in a header: bounded, whatever the input


@dataclass(frozen=True)
class DeadLetter:
    reason: str
    code: str  # one of DEAD_LETTER_CODES: seer_dead_letters_total exports each from the start
    stage: str  # "validate", "evaluate", or "publish" (the result was refused)

    def __post_init__(self) -> None:
        if self.code not in DEAD_LETTER_CODES:
            raise ValueError(f"dead-letter code {self.code!r} is not in DEAD_LETTER_CODES")
        reason = self.reason
        if len(reason) > MAX_REASON_CHARS:
            reason = f"{reason[: MAX_REASON_CHARS - 40]} ... ({len(reason)} characters)"
        # Endpoint errors quote what they refused (keys): never into a header.
        object.__setattr__(self, "reason", redact(reason))


@dataclass(frozen=True)
class SampledOut:
    event_id: str


Outcome = Scored | DeadLetter | SampledOut


def record_time(timestamp_ms: int) -> datetime | None:
    """A record timestamp as a time, or None where it is not one (negative, or past the
    year 9999 that datetime ends at: the producer sets it, so anything may be there)."""
    if timestamp_ms < 0:  # Kafka's "no timestamp"
        return None
    try:
        return datetime.fromtimestamp(timestamp_ms / 1000, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None


def keep_sample(key: str, rate: float) -> bool:
    """Deterministic sampling: the same key is always in or always out at a given rate."""
    if rate >= 1.0:
        return True
    if rate <= 0.0:
        return False
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") / 2**64 < rate


def over_limits(event: RetrievalEvent, settings: Settings) -> str | None:
    if len(event.context) > settings.max_passages:
        return (
            f"context has {len(event.context)} passages, over the limit of {settings.max_passages}"
        )
    for i, passage in enumerate(event.context, start=1):
        if len(passage.text) > settings.max_passage_chars:
            return (
                f"passage {i} has {len(passage.text)} characters, "
                f"over the limit of {settings.max_passage_chars}"
            )
    return None


class Pipeline:
    def __init__(
        self,
        settings: Settings,
        evaluator: Evaluator,
        metrics: PipelineMetrics,
        labeler: SegmentLabeler | None = None,
    ) -> None:
        self.settings = settings
        self.evaluator = evaluator
        self.metrics = metrics
        self.labeler = labeler or SegmentLabeler(
            metrics.segment_keys,  # the labels the histograms were built with
            settings.max_values_per_key,
            on_fold=lambda key: metrics.segment_values_folded.labels(key=key).inc(),
            max_segments=settings.max_segments,
            on_segment_fold=metrics.segments_folded.inc,
        )
        # Per-segment counters that the recording rules slide windows over.
        self.counters = SegmentCounters(
            metrics.segment_keys,
            settings.bloat_threshold,
            metrics.registry,
            zero_for_s=metrics.zero_for_s,  # as the segment histograms
        )
        # Labelled children looked up once, not per event: labels() costs more than inc().
        self._outcomes = {name: metrics.events.labels(outcome=name) for name in OUTCOMES}
        self._info = evaluator.info  # fixed for the evaluator's life (model, prompt version)
        # A plain count read at scrape time: Gauge.inc/dec take a lock per call.
        self._in_flight = 0
        metrics.in_flight.set_function(lambda: self._in_flight)
        # Called with every event judged (the worker's recheck: stream/recheck.py); it
        # must return at once, as the result waits for nothing else.
        self.on_judged: Callable[[str, RetrievalEvent, Evaluation], None] | None = None

    async def process(self, raw: bytes, source: Source, *, sample: bool = True) -> Outcome:
        """The outcome of one record, counted at once: for callers without a broker (the
        `score` command, benches); the worker counts each outcome once it is on the broker."""
        outcome = await self.outcome(raw, source, sample=sample)
        self.settled(outcome)
        return outcome

    async def outcome(self, raw: bytes, source: Source, *, sample: bool = True) -> Outcome:
        """The outcome of one record, not counted yet (only its intake is)."""
        return await self._process(raw, source, sample=sample)

    def settled(self, outcome: Outcome) -> None:
        """Count an outcome the broker has acknowledged (a result: in its segment's
        counters and histograms too)."""
        if isinstance(outcome, DeadLetter):
            self.metrics.dead_letters.labels(reason=outcome.code).inc()
            failed = outcome.code == "evaluator_failed"
            self._outcomes["evaluator_failed" if failed else "dead_lettered"].inc()
        elif isinstance(outcome, SampledOut):
            self._outcomes["sampled_out"].inc()
        else:
            result = outcome.result
            self._outcomes["evaluated"].inc()
            if result.intermediate_hop:
                # A trace's quality is its final-context span's (SPEC §4): an earlier hop
                # judged against the whole task would pull its segment's recall down.
                self._observe_hop(outcome.dropped_citations)
                return
            self.counters.scored(
                tuple(result.segment.values()),
                result.recall,
                result.precision,
                result.f1,
                result.ndcg,
            )
            self._observe(result, outcome.dropped_citations)

    @staticmethod
    def not_published(error: BaseException) -> DeadLetter:
        """The dead letter of an evaluated event whose result the producer or the broker
        refused (too large, ...)."""
        return DeadLetter(
            f"result not published: {error.__cause__ or error}", "result_not_published", "publish"
        )

    async def _process(self, raw: bytes, source: Source, *, sample: bool) -> Outcome:
        try:
            event = parse_event(raw, self.settings.max_record_bytes)
        except InvalidEvent as exc:
            return DeadLetter(exc.reason, exc.code, "validate")
        event_id = event.resolved_id
        segment = self.labeler.labels(event.metadata)
        self.counters.received(tuple(segment.values()))  # in the order of the segment keys
        if sample:
            rate = self.settings.sample_rate * (
                event.sample_rate if event.sample_rate is not None else 1.0
            )
            if not keep_sample(event.trace_id or event_id, rate):
                return SampledOut(event_id)
        limit = over_limits(event, self.settings)
        if limit is not None and self.settings.oversize == "dead_letter":
            return DeadLetter(limit, "over_limits", "validate")
        return await self._evaluate(event, event_id, segment, source, over_limits=limit is not None)

    async def _evaluate(
        self,
        event: RetrievalEvent,
        event_id: str,
        segment: dict[str, str],
        source: Source,
        *,
        over_limits: bool,
    ) -> Outcome:
        started = time.perf_counter()
        self._in_flight += 1
        texts = [p.text for p in event.context]
        try:
            evaluation = await self.evaluator.judge(event.task, texts)
            scores = score_event(event.context, evaluation.judgment)
            # A hop of a multi-hop trace (SPEC §4): judged against its own question too
            hop = None
            if event.subquery is not None:
                hop = await self.evaluator.judge(event.subquery, texts)
                hop_scores = score_event(event.context, hop.judgment)
        except OverBudget as exc:
            return DeadLetter(str(exc), exc.code, "evaluate")
        except EvaluatorError as exc:
            return DeadLetter(f"evaluator failed: {exc}", exc.code, "evaluate")
        except Exception as exc:  # a bug must not stop the consumer; the record is kept
            log.exception("evaluation of %s failed", event_id)
            return DeadLetter(
                f"evaluation error: {type(exc).__name__}: {exc}", "evaluator_failed", "evaluate"
            )
        finally:
            self._in_flight -= 1
        latency = time.perf_counter() - started
        if self.on_judged is not None:
            self.on_judged(event_id, event, evaluation)
        created_at = event.created_at
        if created_at is None and source.timestamp_ms is not None:
            created_at = record_time(source.timestamp_ms)
        result = ScoredResult(
            event_id=event_id,
            trace_id=event.trace_id,
            span_id=event.span_id,
            task=event.task,
            metadata=event.metadata,  # validation copies it
            segment=segment,
            recall=scores.recall,
            precision=scores.precision,
            f1=scores.f1,
            ndcg=scores.ndcg,
            k=scores.k,
            requirements=scores.requirements,
            supporting_ids=scores.supporting_ids,
            missing=scores.missing,
            context_size=scores.context_size,
            evaluator=self._info,
            usage=evaluation.usage if hop is None else evaluation.usage.plus(hop.usage),
            latency_s=latency,
            created_at=created_at,
            evaluated_at=datetime.now(UTC),
            calls=evaluation.calls + (hop.calls if hop else 0),
            chunks=evaluation.chunks,
            cached=evaluation.cached and (hop is None or hop.cached),
            over_limits=over_limits,
            accuracy=self._accuracy(event, scores.supporting_ids),
            parent_span_id=event.parent_span_id,
            subquery=event.subquery,
            is_final_context=event.is_final_context,
            task_recall=scores.recall if hop else None,
            subquery_recall=hop_scores.recall if hop else None,
        )
        dropped = scores.dropped_citations + evaluation.dropped_citations
        if hop is not None:
            dropped += hop_scores.dropped_citations + hop.dropped_citations
        return Scored(result, dropped)

    @staticmethod
    def _accuracy(event: RetrievalEvent, supporting_ids: list[str]) -> AccuracyResult | None:
        if event.ground_truth is None:
            return None
        return accuracy(event.context, event.ground_truth.gold_doc_ids, supporting_ids)

    def _observe_hop(self, dropped_citations: int) -> None:
        if dropped_citations:
            self.metrics.citations_dropped.inc(dropped_citations)

    def _observe(self, result: ScoredResult, dropped_citations: int) -> None:
        segment = tuple(result.segment.values())  # in the order of the segment keys
        metrics = self.metrics
        metrics.recall.observe(segment, result.recall)
        metrics.precision.observe(segment, result.precision)
        metrics.f1.observe(segment, result.f1)
        if result.ndcg is not None:
            metrics.ndcg.observe(segment, result.ndcg)
        metrics.latency.observe(segment, result.latency_s)
        if result.accuracy is not None:
            measured = result.accuracy
            for histogram, value in (
                (metrics.gt_recall, measured.gt_recall),
                (metrics.gt_precision, measured.gt_precision),
                (metrics.gt_f1, measured.gt_f1),
                (metrics.judge_precision, measured.evaluator_precision),
                (metrics.judge_recall, measured.evaluator_recall),
                (metrics.judge_f1, measured.evaluator_f1),
            ):
                if value is not None:
                    histogram.observe(segment, value)
            match = "true" if measured.exact_match else "false"
            metrics.judge_exact_match.labels(match=match).inc()
        if dropped_citations:
            self.metrics.citations_dropped.inc(dropped_citations)
