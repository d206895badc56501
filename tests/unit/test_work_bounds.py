"""Per-event work bounds of the lexical evaluator, and the event loop's lag."""

from __future__ import annotations

import asyncio
import re

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import OverBudget, lexical
from stream.evaluators.lexical import INLINE_WORK, MAX_WORK, LexicalEvaluator, work
from stream.looplag import WINDOW_S, LoopLag

WORDS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India"]


def named(names: int, passages: int) -> tuple[str, list[str]]:
    def name(i: int) -> str:
        return f"{WORDS[i % 9]}{i} {WORDS[(i // 9) % 9]}"

    task = "Who is " + ", ".join(name(i) for i in range(names)) + "?"
    return task, [f"{name(i)}: {name(i + 1)} was born in Town{i}." for i in range(passages)]


def test_an_ordinary_event_is_judged_on_the_loop_and_a_hostile_one_refused() -> None:
    task = "Who directed Inception and where was the director born?"
    passages = ["Inception: directed by Christopher Nolan.", "Christopher Nolan: born in London."]
    steps, names = work(task, passages)
    assert names == 1 and steps <= INLINE_WORK  # "Inception"
    evaluation = asyncio.run(LexicalEvaluator().judge(task, passages))
    assert evaluation.judgment.requirements

    task, passages = named(1000, 5000)
    assert work(task, passages)[0] > MAX_WORK
    with pytest.raises(OverBudget, match="1,000 names, 5,000 passages"):
        asyncio.run(LexicalEvaluator().judge(task, passages))


def test_a_heavy_event_within_the_budget_is_judged_the_same_in_a_thread() -> None:
    task, passages = named(30, 400)
    steps, _ = work(task, passages)
    assert INLINE_WORK < steps <= MAX_WORK
    evaluator = LexicalEvaluator()
    threaded = asyncio.run(evaluator.judge(task, passages))
    assert threaded == evaluator.judge_sync(task, passages)


def test_loop_lag_keeps_the_worst_of_the_last_minute() -> None:
    registry = CollectorRegistry()
    lag = LoopLag(registry)
    lag.record(0.002, now=100.0)
    lag.record(1.5, now=110.0)
    lag.record(0.01, now=120.0)
    assert lag.worst(now=120.0) == 1.5
    assert lag.worst(now=110.0 + WINDOW_S + 1) == 0.01  # 1.5 is older than a minute
    assert lag.worst(now=120.0 + WINDOW_S + 1) == 0.0
    assert registry.get_sample_value("seer_event_loop_lag_seconds_count") == 3


def test_acronyms_are_looked_up_in_one_pass_over_the_passages(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A question of 400 acronyms over 50 passages read every passage once per acronym:
    12 s of CPU for an event within the budget. The runs are read once an event."""
    reads: list[str] = []

    class Counted:
        def __init__(self, pattern: re.Pattern[str]) -> None:
            self.pattern = pattern

        def findall(self, text: str) -> list[str]:
            reads.append(text)
            return self.pattern.findall(text)

    monkeypatch.setattr(lexical, "_SPELLED", Counted(lexical._SPELLED))
    acronyms = [f"{a}{b}{c}" for a in "ABCDEFGH" for b in "IJKLM" for c in "NOPQRSTUVW"]
    task = "What do " + ", ".join(acronyms) + " stand for?"
    passages = [f"The Alpha Beta Gamma {i} meets the Bravo Delta Echo." for i in range(50)]
    judgment = lexical.LexicalEvaluator().judge_sync(task, passages).judgment
    assert judgment.requirements
    assert len(reads) == 50
    spelled = lexical.LexicalEvaluator().judge_sync(
        "Where does the UN meet?", ["The United Nations meets in New York.", "Paris."]
    )
    assert spelled.judgment.requirements[-1].supported_by == [1]
