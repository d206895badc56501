"""Evaluators behind one interface; `build_evaluator` picks one from the settings."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from stream.evaluators.base import (
    Evaluation,
    Evaluator,
    EvaluatorError,
    OverBudget,
    PreflightFailed,
)

if TYPE_CHECKING:
    from prometheus_client import CollectorRegistry

    from stream.settings import Settings

__all__ = [
    "CheckFailures",
    "Evaluation",
    "Evaluator",
    "EvaluatorError",
    "OverBudget",
    "PreflightFailed",
    "build_evaluator",
    "judge_uncached",
    "preflight",
    "preflight_apart",
]


def build_evaluator(settings: Settings, registry: CollectorRegistry | None = None) -> Evaluator:
    if settings.evaluator == "lexical":
        from stream.evaluators.lexical import LexicalEvaluator

        return LexicalEvaluator()
    if settings.evaluator == "llm":
        from stream.evaluators.llm import LLMEvaluator

        return LLMEvaluator(settings, registry)
    raise ValueError(f"unknown evaluator {settings.evaluator!r}")


async def judge_uncached(evaluator: Evaluator, task: str, passages: Sequence[str]) -> Evaluation:
    """A judgment made now, never read from (or left in) a cache: for the judge's own
    checks (stream/canary.py, stream/recheck.py), which would otherwise measure the cache.
    It waits for the evaluator's concurrency bound and limiters as a live event does."""
    from stream.evaluators.llm import LLMEvaluator

    if isinstance(evaluator, LLMEvaluator):
        return await evaluator.judge_anew(task, passages)
    return await evaluator.judge(task, passages)  # the others keep no cache


class CheckFailures:
    """A judge check's failures (canary, recheck): each counted by the caller, each distinct
    cause logged once until a check succeeds again, not once per event."""

    def __init__(self, logger: logging.Logger, what: str) -> None:
        self._log, self._what, self._last = logger, what, ""

    def failed(self, exc: Exception) -> None:
        problem = f"{type(exc).__name__}: {exc}"
        if problem != self._last:
            self._log.warning("%s failed: %s", self._what, problem)
            self._last = problem

    def succeeded(self) -> None:
        self._last = ""


async def preflight(evaluator: Evaluator, settings: Settings) -> None:
    """Raise PreflightFailed when `evaluator` cannot judge: the LLM judge without its key
    or with an endpoint that does not answer (unless SEER_LLM_PREFLIGHT=false); the
    lexical evaluator always can."""
    if settings.evaluator != "llm" or not settings.llm_preflight:
        return
    from stream.evaluators.llm import LLMEvaluator

    if isinstance(evaluator, LLMEvaluator):
        await evaluator.preflight()


def preflight_apart(settings: Settings) -> None:
    """`preflight` for a process that judges later in an event loop of its own (the
    worker): with a judge of its own, sending from this process (a helper process would
    be started for one request)."""
    if settings.evaluator != "llm" or not settings.llm_preflight:
        return
    from stream.evaluators.llm import LLMEvaluator

    async def check() -> None:
        judge = LLMEvaluator(settings.model_copy(update={"llm_processes": 0}))
        try:
            await judge.preflight()
        finally:
            await judge.aclose()

    # A loop of its own, never made the thread's current one: asyncio.run() leaves none
    # set, and faust, which starts next, asks for the current loop.
    with asyncio.Runner(loop_factory=asyncio.new_event_loop) as runner:
        runner.run(check())
