"""Evaluators behind one interface; `build_evaluator` picks one from the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stream.evaluators.base import Evaluation, Evaluator, EvaluatorError, OverBudget

if TYPE_CHECKING:
    from prometheus_client import CollectorRegistry

    from stream.settings import Settings

__all__ = ["Evaluation", "Evaluator", "EvaluatorError", "OverBudget", "build_evaluator"]


def build_evaluator(settings: Settings, registry: CollectorRegistry | None = None) -> Evaluator:
    if settings.evaluator == "lexical":
        from stream.evaluators.lexical import LexicalEvaluator

        return LexicalEvaluator()
    if settings.evaluator == "llm":
        from stream.evaluators.llm import LLMEvaluator

        return LLMEvaluator(settings, registry)
    raise ValueError(f"unknown evaluator {settings.evaluator!r}")
