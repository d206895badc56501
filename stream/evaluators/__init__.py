"""Evaluators behind one interface; `build_evaluator` picks one from the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from stream.evaluators.base import Evaluation, Evaluator, EvaluatorError

if TYPE_CHECKING:
    from stream.settings import Settings

__all__ = ["Evaluation", "Evaluator", "EvaluatorError", "build_evaluator"]


def build_evaluator(settings: Settings) -> Evaluator:
    if settings.evaluator == "lexical":
        from stream.evaluators.lexical import LexicalEvaluator

        return LexicalEvaluator()
    raise ValueError(f"unknown evaluator {settings.evaluator!r}")
