"""Per-event work bounds of the lexical evaluator, and the event loop's lag."""

from __future__ import annotations

import asyncio
import re

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import (
    OverBudget,
    lexical,
    lexical_chains,
    lexical_judge,
    lexical_reshape,
    lexical_scan,
    lexical_search,
    lexical_text,
)
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

    monkeypatch.setattr(lexical_scan, "_SPELLED", Counted(lexical_scan._SPELLED))
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


# The counts below patch the modules' functions, which compiled modules call directly
PURE = not lexical.__file__.endswith(".so")


@pytest.mark.skipif(not PURE, reason="counts calls through the pure modules' globals")
def test_a_name_written_again_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page's title repeated 330 times ("Moby Dick - Moby Dick - ..."), in each of 50
    passages, was read 330 times a passage (662 folds): 105-120 ms for the event."""
    folds: list[str] = []
    phrases: list[str] = []
    plain_fold, plain_has_phrase = lexical_text.fold, lexical_search.has_phrase

    def fold(text: str) -> str:
        folds.append(text)
        return plain_fold(text)

    def has_phrase(phrase: str, text: str) -> bool:
        phrases.append(phrase)
        return plain_has_phrase(phrase, text)

    monkeypatch.setattr(lexical_reshape, "fold", fold)
    monkeypatch.setattr(lexical_search, "has_phrase", has_phrase)
    page = "Moby Dick - " * 330 + "Herman Melville wrote it."
    assert lexical_reshape.names(page) == ["moby dick", "herman melville"]
    assert len(folds) == 4  # each name once: its first word (an opener?) and the whole name
    assert lexical_search.answers("person", page, "moby dick")  # Herman Melville
    assert not lexical_search.answers("person", "Moby Dick - " * 330, "moby dick")
    assert len(phrases) < 10


@pytest.mark.skipif(not PURE, reason="counts calls through the pure modules' globals")
def test_links_are_looked_up_for_few_pairs_without_the_questions_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """50 passages of names alone, none holding a word of the question: every pair of the
    first five passages with each other one (some 230) had its links looked up, about
    470 times, each a search of the other passage's names: 70-90 ms for the event."""
    looked: list[tuple[int, int]] = []
    mentions = lexical_judge.Judge.mentions

    def counted(self: lexical_judge.Judge, i: int, j: int) -> int:
        looked.append((i, j))
        return mentions(self, i, j)

    monkeypatch.setattr(lexical_judge.Judge, "mentions", counted)
    every = [f"{WORDS[i % 9]}{i} {WORDS[(i // 9) % 9]}" for i in range(2000)]
    passages = [", ".join(every[40 * k : 40 * k + 40]) + "." for k in range(50)]
    judgment = LexicalEvaluator().judge_sync("Who wrote Moby-Dick?", passages).judgment
    assert judgment.requirements and not any(r.supported_by for r in judgment.requirements)
    assert 0 < len(looked) <= 2 * (lexical_chains._IDLE_PAIRS + 1)
