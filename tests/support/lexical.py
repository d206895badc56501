"""Reading the lexical evaluator's judgments in tests: what it cites and its recall."""

from __future__ import annotations

from stream.evaluators.lexical import LexicalEvaluator
from stream.schema import Judgment


def judge(task: str, passages: list[str]) -> Judgment:
    return LexicalEvaluator().judge_sync(task, passages).judgment


def recall(judgment: Judgment) -> float:
    reqs = judgment.requirements
    return sum(1 for r in reqs if r.supported_by) / len(reqs)


def cited(judgment: Judgment) -> set[int]:
    return {n for r in judgment.requirements for n in r.supported_by}


def citations(task: str, passages: list[str]) -> list[list[int]]:
    """What each requirement cites, in order (1-based passage numbers)."""
    return [r.supported_by for r in judge(task, passages).requirements]
