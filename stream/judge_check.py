"""`seer-stream judge-check`: qualify the configured LLM judge on labelled events before
trusting it in production.

It sends each event once through the same LLMEvaluator the worker builds from the
SEER_LLM_* settings (cache bypassed: it would measure the cache) and compares the
judgments with the labels:

- replies read as-is, after a repair (by kind) or unreadable (each unreadable reply is
  one retry, or the event's failure after the last one);
- citation precision, recall and F1 against the gold passages present in the context,
  micro over events; an event the judge could not judge cites nothing (its gold
  passages count as missed: a user gets no citations from it either);
- recall AUROC, answerable (expected recall 1.0) vs incomplete (< 1), ties counted
  half, over the events judged;
- latency per event (p50, p95), tokens and estimated cost per event, and the
  concurrency a target rate needs (Little's law: rate x mean request latency x
  requests per event).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import math
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prometheus_client import CollectorRegistry
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from rich.console import Console
from rich.progress import Progress

from stream.evaluators import judge_uncached
from stream.evaluators.answers import Reading, Repair
from stream.evaluators.base import EvaluatorError
from stream.evaluators.llm import LLMEvaluator, endpoint_url
from stream.files import read_lines
from stream.schema import InvalidEvent, Judgment, Passage, RetrievalEvent, validate_event
from stream.scoring import passage_names, score_event
from stream.settings import Settings

SAMPLE = Path(__file__).resolve().parent.parent / "examples" / "judge-check" / "sample.jsonl"
MAX_LINES_REPORTED = 5  # of a file with many bad lines, the first few say enough
ANSWERABLE_RECALL = 1.0


class BadEvents(ValueError):
    """The events cannot be used: one line for the user (exit 2)."""


class _Expected(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    recall: float | None = None


class _Gold(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    supporting_ids: list[str]
    expected: _Expected = Field(default_factory=_Expected)


@dataclass(frozen=True)
class LabelledEvent:
    line: int
    event: RetrievalEvent
    gold_ids: frozenset[str]  # the labelled passages the context holds (by result name)
    expected_recall: float | None  # None: neither answerable nor incomplete is known

    @property
    def passages(self) -> list[Passage]:
        return list(self.event.context)


def _labels(data: dict[str, Any], event: RetrievalEvent) -> tuple[list[str], float | None] | None:
    """(gold passage ids, expected recall) from `gold`, else `ground_truth`; None if neither."""
    if data.get("gold") is not None:
        gold = _Gold.model_validate(data["gold"])
        return gold.supporting_ids, gold.expected.recall
    if event.ground_truth is not None:
        return event.ground_truth.gold_doc_ids, None
    return None


def load_events(path: Path, limit: int | None = None) -> tuple[list[LabelledEvent], int]:
    """The labelled events of a JSONL file (the first `limit`) and how many lines carried
    no labels; BadEvents naming the lines that are not events or whose labels are wrong."""
    events: list[LabelledEvent] = []
    problems: list[str] = []
    unlabelled = 0
    try:
        lines = list(read_lines(path))
    except OSError as exc:
        raise BadEvents(f"cannot read {path}: {exc.strerror or exc}") from exc
    for number, raw in lines:
        try:
            data = json.loads(raw)
            event = validate_event(data)
            labels = _labels(data, event)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            problems.append(f"line {number}: not JSON ({exc})")
            continue
        except InvalidEvent as exc:
            problems.append(f"line {number}: {exc.reason}")
            continue
        except ValidationError as exc:
            first = exc.errors(include_url=False)[0]
            where = ".".join(str(part) for part in first["loc"])
            problems.append(f"line {number}: gold.{where}: {first['msg']}")
            continue
        if labels is None:
            unlabelled += 1
            continue
        gold_ids, expected = labels
        present = frozenset(gold_ids) & frozenset(passage_names(event.context))
        events.append(LabelledEvent(number, event, present, expected))
    if problems:
        shown = "; ".join(problems[:MAX_LINES_REPORTED])
        more = len(problems) - MAX_LINES_REPORTED
        suffix = f"; and {more} more" if more > 0 else ""
        raise BadEvents(f"{path}: {len(problems)} unreadable lines: {shown}{suffix}")
    if not events:
        raise BadEvents(
            f"{path}: no labelled events (each needs gold.supporting_ids or "
            "ground_truth.gold_doc_ids)"
        )
    return events[:limit] if limit else events, unlabelled


@dataclass
class EventResult:
    labelled: LabelledEvent
    readings: list[tuple[Repair, ...] | None] = field(default_factory=list)  # None: unreadable
    judgment: Judgment | None = None
    error: str | None = None
    latency_s: float = 0.0
    dropped: int = 0  # citations of passage numbers the context does not have

    @property
    def cited(self) -> frozenset[str]:
        if self.judgment is None or not self.judgment.requirements:
            return frozenset()
        return frozenset(score_event(self.labelled.passages, self.judgment).supporting_ids)

    @property
    def recall(self) -> float | None:
        """The judge's recall estimate; None when it gave no judgment."""
        if self.judgment is None:
            return None
        if not self.judgment.requirements:
            return 0.0
        return score_event(self.labelled.passages, self.judgment).recall


# The replies of the event being judged in this task: the evaluator's hook appends here.
_replies: contextvars.ContextVar[list[tuple[Repair, ...] | None]] = contextvars.ContextVar(
    "judge_check_replies"
)


def _on_answer(reading: Reading | None) -> None:
    _replies.get().append(None if reading is None else reading.repairs)


@dataclass
class Report:
    model: str
    endpoint: str
    response_format: str
    concurrency: int
    rate: float
    results: list[EventResult]
    unlabelled: int
    requests: int
    request_seconds: float  # summed over requests
    prompt_tokens: float
    completion_tokens: float
    cost_usd: float
    priced: bool
    dropped_citations: int
    min_f1: float | None = None
    min_readable: float | None = None

    # --- answers -------------------------------------------------------------------
    @property
    def replies(self) -> list[tuple[Repair, ...] | None]:
        return [reply for result in self.results for reply in result.readings]

    @property
    def as_is(self) -> int:
        return sum(1 for reply in self.replies if reply == ())

    @property
    def repaired(self) -> int:
        return sum(1 for reply in self.replies if reply)

    @property
    def unreadable(self) -> int:
        return sum(1 for reply in self.replies if reply is None)

    @property
    def repairs(self) -> dict[str, int]:
        """Replies that needed each kind of repair (one reply may need several)."""
        kinds = Counter(kind for reply in self.replies if reply for kind in reply)
        return {kind.value: kinds[kind] for kind in Repair}

    @property
    def readable_share(self) -> float | None:
        total = len(self.replies)
        return (self.as_is + self.repaired) / total if total else None

    # --- events --------------------------------------------------------------------
    @property
    def events(self) -> int:
        return len(self.results)

    @property
    def judged(self) -> int:
        return sum(1 for r in self.results if r.judgment is not None)

    @property
    def failures(self) -> dict[str, int]:
        return dict(Counter(r.error for r in self.results if r.error is not None))

    # --- citations -----------------------------------------------------------------
    @property
    def counts(self) -> tuple[int, int, int]:
        """True positives, false positives, false negatives over all events."""
        tp = fp = fn = 0
        for result in self.results:
            cited, gold = result.cited, result.labelled.gold_ids
            tp += len(cited & gold)
            fp += len(cited - gold)
            fn += len(gold - cited)
        return tp, fp, fn

    @property
    def precision(self) -> float | None:
        tp, fp, _ = self.counts
        return tp / (tp + fp) if tp + fp else None

    @property
    def recall(self) -> float | None:
        tp, _, fn = self.counts
        return tp / (tp + fn) if tp + fn else None

    @property
    def f1(self) -> float | None:
        tp, fp, fn = self.counts
        # 2TP / (2TP + FP + FN): equal to 2PR / (P + R), and defined when P is not.
        return 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else None

    # --- recall separation ---------------------------------------------------------
    def _estimates(self, answerable: bool) -> list[float]:
        found = []
        for result in self.results:
            expected, estimate = result.labelled.expected_recall, result.recall
            if expected is None or estimate is None:
                continue
            if (expected >= ANSWERABLE_RECALL) == answerable:
                found.append(estimate)
        return found

    @property
    def auroc(self) -> float | None:
        return auroc(self._estimates(True), self._estimates(False))

    @property
    def recall_mae(self) -> float | None:
        errors = [
            abs(r.recall - r.labelled.expected_recall)
            for r in self.results
            if r.recall is not None and r.labelled.expected_recall is not None
        ]
        return sum(errors) / len(errors) if errors else None

    # --- cost and capacity ---------------------------------------------------------
    @property
    def latencies(self) -> list[float]:
        return [r.latency_s for r in self.results if r.judgment is not None]

    @property
    def requests_per_event(self) -> float:
        return self.requests / self.events if self.events else 0.0

    @property
    def mean_request_s(self) -> float | None:
        return self.request_seconds / self.requests if self.requests else None

    @property
    def concurrency_needed(self) -> int | None:
        """In-flight requests the rate needs: rate x time in flight per event."""
        mean = self.mean_request_s
        if mean is None:
            return None
        return max(1, math.ceil(self.rate * mean * self.requests_per_event - 1e-9))

    # --- floors --------------------------------------------------------------------
    @property
    def below(self) -> list[str]:
        """The floors not met, as lines for the user."""
        lines = []
        if self.min_f1 is not None and (self.f1 or 0.0) < self.min_f1:
            lines.append(f"citation F1 {fig(self.f1)} is under --min-f1 {self.min_f1:g}")
        readable = self.readable_share
        if self.min_readable is not None and (readable or 0.0) < self.min_readable:
            lines.append(
                f"readable answers {fig(readable)} are under --min-readable {self.min_readable:g}"
            )
        return lines

    @property
    def ok(self) -> bool:
        return not self.below


def auroc(positives: Sequence[float], negatives: Sequence[float]) -> float | None:
    """P(a positive scores above a negative), ties half; None without both kinds."""
    if not positives or not negatives:
        return None
    # Sorted negatives and bisection: n log n, not every pair (a big --events file).
    from bisect import bisect_left, bisect_right

    ordered = sorted(negatives)
    wins = 0.0
    for score in positives:
        below = bisect_left(ordered, score)
        ties = bisect_right(ordered, score) - below
        wins += below + ties / 2
    return wins / (len(positives) * len(negatives))


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear between the nearest ranks (numpy's default); None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _family_sum(registry: CollectorRegistry, family: str, suffix: str, **labels: str) -> float:
    """A metric's samples (`family` + `suffix`, e.g. "_total", "_count") summed over the
    labels not given."""
    total = 0.0
    for found in registry.collect():
        if found.name != family:
            continue
        for sample in found.samples:
            matches = all(sample.labels.get(k) == v for k, v in labels.items())
            if sample.name == family + suffix and matches:
                total += sample.value
    return total


async def run_check(
    settings: Settings,
    events: Sequence[LabelledEvent],
    *,
    rate: float,
    unlabelled: int = 0,
    progress: Console | None = None,
) -> Report:
    """Judge every event once and measure the judge (PreflightFailed when it cannot be
    reached at all: nothing is sent then)."""
    registry = CollectorRegistry()
    judge = LLMEvaluator(settings, registry, on_answer=_on_answer)
    # Our own bound, the evaluator's size: its semaphore never makes an event wait, so
    # the latency measured is the endpoint's, not a queue's in this process.
    bound = asyncio.Semaphore(settings.llm_concurrency)
    try:
        await judge.preflight()
        with Progress(console=progress or Console(stderr=True), transient=True) as bar:
            task = bar.add_task("judging", total=len(events))

            async def one(labelled: LabelledEvent) -> EventResult:
                result = EventResult(labelled)
                _replies.set(result.readings)  # this task's own context: no other event's
                passages = [p.text for p in labelled.event.context]
                async with bound:
                    started = time.perf_counter()
                    try:
                        evaluation = await judge_uncached(judge, labelled.event.task, passages)
                        result.judgment = evaluation.judgment
                        result.dropped = evaluation.dropped_citations
                    except EvaluatorError as exc:
                        result.error = str(exc)
                    result.latency_s = time.perf_counter() - started
                bar.advance(task)
                return result

            results = await asyncio.gather(*(one(e) for e in events))
    finally:
        await judge.aclose()
    model = settings.llm_model or ""
    return Report(
        model=model,
        endpoint=endpoint_url(settings.llm_base_url),
        response_format=settings.llm_response_format,
        concurrency=settings.llm_concurrency,
        rate=rate,
        results=list(results),
        unlabelled=unlabelled,
        requests=round(_family_sum(registry, "seer_llm_request_duration_seconds", "_count")),
        request_seconds=_family_sum(registry, "seer_llm_request_duration_seconds", "_sum"),
        prompt_tokens=_family_sum(registry, "seer_llm_tokens", "_total", kind="prompt"),
        completion_tokens=_family_sum(registry, "seer_llm_tokens", "_total", kind="completion"),
        cost_usd=_family_sum(registry, "seer_llm_cost_usd", "_total"),
        priced=bool(settings.llm_prompt_usd_per_mtok or settings.llm_completion_usd_per_mtok),
        dropped_citations=sum(r.dropped for r in results),
    )


def fig(value: float | None, digits: int = 3) -> str:
    """A figure as reported: `digits` decimals, or "-" where there is none."""
    return "-" if value is None else f"{value:.{digits}f}"
