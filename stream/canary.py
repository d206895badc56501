"""The judge canary: labelled events judged beside live traffic, to measure the judge.

SEER_CANARY_FILE holds retrieval events in the input schema, each with a `gold` object
(`gold.supporting_ids`: the passages that support the answer; `gold.expected.recall`: the
true recall of the context), as in the shared gold set. The worker judges
SEER_CANARY_RATE of them a minute through the same evaluator as live events (its
concurrency bound, limiters and retries, never its cache: a cached verdict would measure
the cache), and counts how the verdicts compare with the labels
(`stream.metrics.CanaryMetrics`). A canary event is never published, dead-lettered or
counted in a segment: it is not the user's traffic.

What is counted per judged event, over the distinct documents of its context:
citations against the gold documents present (true and false positives, false and true
negatives), the citation F1, the judge's recall and the true one, and the judge's error
(judge recall - true recall), whose window mean is the rectifier of the bias-corrected
recall (prediction-powered inference; deploy/prometheus/judge_rules.py).
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import logging
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from stream.evaluators import CheckFailures, Evaluator, judge_uncached
from stream.schema import InvalidEvent, Judgment, Passage, RetrievalEvent, validate_event
from stream.scoring import passage_names, score_event

if TYPE_CHECKING:
    from stream.metrics import CanaryMetrics

log = logging.getLogger(__name__)


class Expected(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, allow_inf_nan=False)

    recall: Annotated[float, Field(ge=0.0, le=1.0)]


class Gold(BaseModel):
    """The labels of a canary event (the gold set's `gold` object; other fields ignored)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    supporting_ids: list[str]
    expected: Expected


@dataclass(frozen=True)
class CanaryEvent:
    event: RetrievalEvent
    gold: Gold


def _first_error(error: ValidationError) -> str:
    item = error.errors(include_url=False)[0]
    where = ".".join(str(part) for part in item["loc"])
    return f"gold.{where}: {item['msg']}" if where else f"gold: {item['msg']}"


def load_canary(path: Path) -> list[CanaryEvent]:
    """Every event of a canary file, or ValueError saying which line is wrong and why
    (one line: it is reported as the setting's error). Read once while the file stays
    the same: the settings check it and the worker then judges it."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from exc
    return list(_loaded(str(path), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=1)
def _loaded(name: str, mtime_ns: int, size: int) -> tuple[CanaryEvent, ...]:
    path = Path(name)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from exc
    events = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
            event = validate_event(data)
            gold = Gold.model_validate(data.get("gold"))
        except json.JSONDecodeError as exc:
            raise ValueError(f"line {number}: not JSON: {exc.msg}") from exc
        except InvalidEvent as exc:
            raise ValueError(f"line {number}: {exc.reason}") from exc
        except ValidationError as exc:
            raise ValueError(f"line {number}: {_first_error(exc)}") from exc
        events.append(CanaryEvent(event, gold))
    if not events:
        raise ValueError(f"{path} holds no events")
    return tuple(events)


@dataclass(frozen=True)
class CanaryScore:
    """One judged canary event against its labels; citations by distinct document."""

    true_positives: int  # cited, and gold
    false_positives: int  # cited, not gold
    false_negatives: int  # gold (in the context), not cited
    true_negatives: int  # neither
    f1: float  # of the citations: 2TP / (2TP + FP + FN); 1 when nothing was to cite or cited
    judge_recall: float
    true_recall: float

    @property
    def recall_error(self) -> float:
        return self.judge_recall - self.true_recall


def canary_score(passages: Sequence[Passage], gold: Gold, judgment: Judgment) -> CanaryScore:
    """How a judgment of a canary event compares with its labels (pure)."""
    scores = score_event(passages, judgment)
    documents = set(passage_names(passages))
    truth = set(gold.supporting_ids) & documents  # gold documents the context holds
    cited = set(scores.supporting_ids)
    tp, fp, fn = len(cited & truth), len(cited - truth), len(truth - cited)
    wrong = fp + fn
    return CanaryScore(
        true_positives=tp,
        false_positives=fp,
        false_negatives=fn,
        true_negatives=len(documents - cited - truth),
        f1=2 * tp / (2 * tp + wrong) if tp + wrong else 1.0,
        judge_recall=scores.recall,
        true_recall=gold.expected.recall,
    )


def shuffled_passes(events: Sequence[CanaryEvent], rng: random.Random) -> Iterator[CanaryEvent]:
    """The events over and over, each pass in a new random order: any stretch of canary
    judgments (a window) is a fair sample of the file, not a run of similar rows."""
    order = list(events)
    for _ in itertools.count():
        rng.shuffle(order)
        yield from order


class Canary:
    """Judges `rate_per_min` canary events a minute through `evaluator`, at most
    `max_in_flight` at once (a slow judge slows the canary instead of piling it up)."""

    def __init__(
        self,
        events: Sequence[CanaryEvent],
        rate_per_min: float,
        evaluator: Evaluator,
        metrics: CanaryMetrics,
        *,
        max_in_flight: int = 4,
        rng: random.Random | None = None,
    ) -> None:
        if rate_per_min <= 0:
            raise ValueError("the canary rate must be positive")
        self.interval_s = 60.0 / rate_per_min
        self.evaluator = evaluator
        self.metrics = metrics
        self._events = shuffled_passes(events, rng or random.Random())
        self._slots = asyncio.Semaphore(max_in_flight)
        self._tasks: set[asyncio.Task[None]] = set()
        self._failures = CheckFailures(log, "canary judgment")

    async def run(self) -> None:
        """Until cancelled (the worker stops); judgments in flight are cancelled with it."""
        next_at = time.monotonic()
        try:
            while True:
                next_at += self.interval_s
                await asyncio.sleep(max(0.0, next_at - time.monotonic()))
                await self._slots.acquire()
                # After a wait for a slot, the schedule starts again from now: no burst.
                next_at = max(next_at, time.monotonic() - self.interval_s)
                task = asyncio.create_task(self._in_slot(next(self._events)))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        finally:
            for task in list(self._tasks):
                task.cancel()

    async def _in_slot(self, canary: CanaryEvent) -> None:
        try:
            await self.judge(canary)
        finally:
            self._slots.release()

    async def judge(self, canary: CanaryEvent) -> None:
        """Judge one canary event and count how it went."""
        try:
            event = canary.event
            evaluation = await judge_uncached(
                self.evaluator, event.task, [p.text for p in event.context]
            )
            score = canary_score(event.context, canary.gold, evaluation.judgment)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # counted, never dead-lettered: it is not the user's event
            self.metrics.failed.inc()
            self._failures.failed(exc)
            return
        self._failures.succeeded()
        self.metrics.observe(score)
