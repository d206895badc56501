"""Judge consistency: a share of live events judged a second time, and the two compared.

SEER_RECHECK_RATE of the scored events (decided per event id) are judged again by the
same evaluator, bypassing its cache, in the background: the published result is the
first judgment's, sent without waiting for the second. What is counted
(`stream.metrics.RecheckMetrics`): the rechecks, those whose supporting documents are
identical, the sum of |recall - recall again|, and for every passage whether each
judgment found it supporting (a 2x2 table summed over events, from which Cohen's kappa
is computed in Prometheus; `cohen_kappa` here is the same formula).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

from stream.evaluators import CheckFailures, Evaluation, Evaluator, judge_uncached
from stream.metrics import RecheckMetrics
from stream.pipeline import keep_sample
from stream.schema import Judgment, Passage, RetrievalEvent
from stream.scoring import score_event

log = logging.getLogger(__name__)

Cell = tuple[str, str]  # (first judgment, second): "supported" or "unsupported"


def cited_passages(judgment: Judgment, n: int) -> set[int]:
    """Positions (0-based) of the passages a judgment cites for any requirement."""
    return {
        number - 1 for r in judgment.requirements for number in r.supported_by if 1 <= number <= n
    }


@dataclass(frozen=True)
class Agreement:
    """Two judgments of one event, compared."""

    identical: bool  # the same supporting documents
    recall_abs_diff: float
    both: int  # passages both judgments found supporting
    first_only: int
    second_only: int
    neither: int

    def cells(self) -> dict[Cell, int]:
        return {
            ("supported", "supported"): self.both,
            ("supported", "unsupported"): self.first_only,
            ("unsupported", "supported"): self.second_only,
            ("unsupported", "unsupported"): self.neither,
        }


def compare(passages: Sequence[Passage], first: Judgment, second: Judgment) -> Agreement:
    """How two judgments of the same passages agree (pure)."""
    one, two = score_event(passages, first), score_event(passages, second)
    n = len(passages)
    a, b = cited_passages(first, n), cited_passages(second, n)
    return Agreement(
        identical=set(one.supporting_ids) == set(two.supporting_ids),
        recall_abs_diff=abs(one.recall - two.recall),
        both=len(a & b),
        first_only=len(a - b),
        second_only=len(b - a),
        neither=n - len(a | b),
    )


def cohen_kappa(both: float, first_only: float, second_only: float, neither: float) -> float:
    """Cohen's kappa of a 2x2 table (the recording rule's formula): NaN when it is
    undefined (no passages, or both judgments put every passage in one class)."""
    n = both + first_only + second_only + neither
    if n == 0:
        return float("nan")
    observed = (both + neither) / n
    first, second = (both + first_only) / n, (both + second_only) / n
    expected = first * second + (1 - first) * (1 - second)
    return float("nan") if expected == 1 else (observed - expected) / (1 - expected)


class Recheck:
    """Judges `rate` of the offered events a second time, at most `max_in_flight` at
    once: past that an event is not rechecked (the agreement is a share; a backlog of
    rechecks would take the evaluator from live events)."""

    def __init__(
        self,
        rate: float,
        evaluator: Evaluator,
        metrics: RecheckMetrics,
        *,
        max_in_flight: int = 8,
    ) -> None:
        self.rate = rate
        self.evaluator = evaluator
        self.metrics = metrics
        self.max_in_flight = max_in_flight
        self._tasks: set[asyncio.Task[None]] = set()
        self._failures = CheckFailures(log, "recheck")

    def offer(self, event_id: str, event: RetrievalEvent, first: Evaluation) -> None:
        """Called with each event just judged; returns at once (never awaited)."""
        # Salted: independent of SEER_SAMPLE_RATE's decision on the same id.
        if not keep_sample(f"recheck:{event_id}", self.rate):
            return
        if len(self._tasks) >= self.max_in_flight:
            return
        task = asyncio.get_running_loop().create_task(self.recheck(event, first.judgment))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def recheck(self, event: RetrievalEvent, first: Judgment) -> None:
        try:
            second = await judge_uncached(
                self.evaluator, event.task, [p.text for p in event.context]
            )
            agreement = compare(event.context, first, second.judgment)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the published result stands; only the check is lost
            self.metrics.failed.inc()
            self._failures.failed(exc)
            return
        self._failures.succeeded()
        self.metrics.observe(agreement)

    async def drain(self) -> None:
        """Wait for the rechecks in flight (tests, benches)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def cancel(self) -> None:
        """The worker stops: rechecks in flight are dropped, uncounted."""
        for task in list(self._tasks):
            task.cancel()
