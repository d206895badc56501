"""The evaluator interface: list requirements, cite supporting passages.

Exceptions:

    EvaluatorError          the evaluator could not judge this event (after its own retries)
    OverBudget              judging this event would take more work than allowed
    PreflightFailed         the evaluator cannot judge anything (checked before the first event)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from stream.schema import EvaluatorInfo, Judgment, Usage


class EvaluatorError(RuntimeError):
    """Raised when an evaluator gives up on one event; the event is dead-lettered."""

    code = "evaluator_failed"


class PreflightFailed(EvaluatorError):
    """The evaluator cannot judge at all (no key, an endpoint that refuses or is not
    there): found before any event is taken, so that nothing is dead-lettered for it."""


class OverBudget(EvaluatorError):
    """The event is over what one event may cost (requests, work); dead-lettered as
    over_limits before any of that work is done."""

    code = "over_limits"


@dataclass(frozen=True)
class Evaluation:
    judgment: Judgment
    usage: Usage = field(default_factory=Usage)
    calls: int = 0  # requests to a paid endpoint; 0 for offline evaluators and cache hits
    chunks: int = 1  # >1 when the context was over the limits and judged in parts
    cached: bool = False
    dropped_citations: int = 0  # citations of passage numbers that do not exist


class Evaluator(Protocol):
    """Judges one retrieval: passages are shown 1..n in context order (SPEC §3)."""

    @property
    def info(self) -> EvaluatorInfo: ...

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation: ...

    async def aclose(self) -> None: ...
