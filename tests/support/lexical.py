"""Reading the lexical evaluator's judgments in tests: what it cites and its recall."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from stream.evaluators.lexical import LexicalEvaluator
from stream.schema import Judgment

# The shape tests' example (test_lexical_v58.py to test_lexical_v60.py): a question, its
# answer as a titled passage (and its text alone) and a distractor of the same kind
TASK = "Who wrote Moby-Dick?"
BODY = "Moby-Dick is an 1851 novel by the American writer Herman Melville."
PLAIN = f"Moby-Dick: {BODY}"
OTHER = "The Scarlet Letter: The Scarlet Letter is an 1850 novel by Nathaniel Hawthorne."


def judge(task: str, passages: list[str]) -> Judgment:
    return LexicalEvaluator().judge_sync(task, passages).judgment


def recall(judgment: Judgment) -> float:
    reqs = judgment.requirements
    return sum(1 for r in reqs if r.supported_by) / len(reqs)


def cited(judgment: Judgment) -> set[int]:
    return {n for r in judgment.requirements for n in r.supported_by}


def assert_answers(cases: list[tuple[str, str, str]], alone: float = 0.0) -> None:
    """Each (question, its answer, a distractor): the answer cited, not the distractor,
    and the distractor alone at most `alone` recall."""
    for task, support, other in cases:
        assert cited(judge(task, [other, support])) == {2}, task
        assert recall(judge(task, [other])) <= alone, task


def citations(task: str, passages: list[str]) -> list[list[int]]:
    """What each requirement cites, in order (1-based passage numbers)."""
    return [r.supported_by for r in judge(task, passages).requirements]


def passage_texts(row: dict[str, Any]) -> list[str]:
    """A labelled record's passages as text (each a string, or an object with its text)."""
    return [p["text"] if isinstance(p, dict) else p for p in row["context"]]


def judgments(files: list[Path]) -> list[str]:
    """Each record's requirements and their citations, one JSON line per record of the
    files: what two builds of the evaluator are compared on."""
    evaluator = LexicalEvaluator()
    out = []
    for name in files:
        for line in name.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            judged = evaluator.judge_sync(row["task"], passage_texts(row)).judgment.requirements
            out.append(json.dumps([[r.text, r.supported_by] for r in judged]))
    return out
