"""The lexical evaluator: contract (SPEC §3), robustness, and quality on the gold set."""

from __future__ import annotations

import asyncio
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.evaluators.lexical import LexicalEvaluator
from stream.schema import Judgment
from tests.support.lexical import cited, judge, recall

# A two-hop question: the album's passage names the pianist, whose passage has the answer.
TWO_HOP_TASK = "When was the pianist who recorded Live at Shelly's Manne-Hole born?"
TWO_HOP = [
    "Time Remembered: Time Remembered is a live album by jazz pianist Bill Evans.",
    "Live at Shelly's Manne-Hole: Live at Shelly's Manne-Hole is an album by pianist "
    "Les McCann recorded on New Year's Eve 1965 at Shelly's Manne-Hole.",
    "Somewhere Before: Somewhere Before is a live album by pianist Keith Jarrett.",
    "Les McCann: Leslie Coleman McCann (born September 23, 1935) is an American jazz pianist.",
    "Boss Sounds!: Boss Sounds! is a live album by drummer Shelly Manne recorded in 1966.",
]


def test_info_names_the_heuristic() -> None:
    info = LexicalEvaluator().info
    assert info.name == "lexical"
    assert info.model is None
    # v6: HTML entities, namesakes, whole titles (v5: word forms, acronyms, light verbs)
    assert info.prompt_version == "lexical-v60"


def test_same_input_gives_the_same_judgment() -> None:
    first = LexicalEvaluator().judge_sync(TWO_HOP_TASK, TWO_HOP)
    second = LexicalEvaluator().judge_sync(TWO_HOP_TASK, list(TWO_HOP))
    assert first == second
    assert first.judgment.model_dump() == judge(TWO_HOP_TASK, TWO_HOP).model_dump()


def test_usage_is_zero() -> None:
    usage = LexicalEvaluator().judge_sync(TWO_HOP_TASK, TWO_HOP).usage
    assert (usage.prompt_tokens, usage.completion_tokens) == (0, 0)


def test_async_judge_matches_sync() -> None:
    evaluator = LexicalEvaluator()

    async def run() -> Judgment:
        try:
            return (await evaluator.judge(TWO_HOP_TASK, TWO_HOP)).judgment
        finally:
            await evaluator.aclose()

    assert asyncio.run(run()) == judge(TWO_HOP_TASK, TWO_HOP)


def test_two_hop_cites_the_named_passage_and_the_bridge() -> None:
    judgment = judge(TWO_HOP_TASK, TWO_HOP)
    assert len(judgment.requirements) >= 2
    assert cited(judgment) == {2, 4}
    assert recall(judgment) == 1.0


def test_missing_bridge_leaves_a_requirement_unsupported() -> None:
    without_bridge = [p for p in TWO_HOP if not p.startswith("Les McCann")]
    judgment = judge(TWO_HOP_TASK, without_bridge)
    assert recall(judgment) < 1.0
    assert 2 in cited(judgment)


def test_spec_worked_example() -> None:
    judgment = judge(
        "Who directed Inception and what is their nationality?",
        ["Christopher Nolan directed Inception.", "Nolan is British-American.", "Inception 2010."],
    )
    assert len(judgment.requirements) == 2
    assert cited(judgment) == {1, 2}
    assert recall(judgment) == 1.0


def test_comparison_needs_both_named_passages() -> None:
    task = "Who was born first, Lecrae Devaughn Moore or Gawvi?"
    passages = [
        "Canon (rapper): Aaron McCain (born March 1, 1989) is an American Christian rapper.",
        "Lecrae: Lecrae Devaughn Moore (born October 9, 1979) is an American hip hop artist.",
        "Gawvi: Gabriel Azucena (born September 23, 1988), known as Gawvi, is a producer.",
    ]
    full = judge(task, passages)
    assert cited(full) == {2, 3}
    assert recall(full) == 1.0
    assert recall(judge(task, passages[:2])) < 1.0


def test_empty_context_supports_nothing() -> None:
    judgment = judge(TWO_HOP_TASK, [])
    assert len(judgment.requirements) >= 1
    assert all(r.supported_by == [] for r in judgment.requirements)


@pytest.mark.parametrize(
    "task",
    ["", "   ", "?", "Who?", "🙂 ünïcödé “quoted” Ærø", 'a "" b', "Ü" * 5000, "x: y: z"],
)
def test_odd_questions(task: str) -> None:
    passages = ["", " ", ":", ": :", "Title:", "Ærø: an island 🙂", "a" * 30_000, "\x00\n\t"]
    judgment = judge(task, passages)
    assert len(judgment.requirements) >= 1
    assert cited(judgment) <= set(range(1, len(passages) + 1))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200), st.lists(st.text(max_size=400), max_size=12))
def test_any_text_gives_a_valid_judgment(task: str, passages: list[str]) -> None:
    judgment = judge(task, passages)
    assert len(judgment.requirements) >= 1
    for r in judgment.requirements:
        assert r.supported_by == sorted(set(r.supported_by))
        assert all(1 <= n <= len(passages) for n in r.supported_by)
    assert judge(task, passages) == judgment


def test_handles_an_event_at_the_limits() -> None:
    # Speed lives in bench/ (ms_per_event); here only that it copes with 50 x 4,000 chars.
    sentence = "the album was recorded by a pianist who was born in Chicago and died in Paris"
    words = sentence.split()
    passages = [
        f"Title {i}: " + " ".join(words[(i + k) % len(words)] for k in range(700))
        for i in range(50)
    ]
    evaluator = LexicalEvaluator()
    judgment = evaluator.judge_sync(TWO_HOP_TASK, passages).judgment
    assert judgment.requirements
    assert cited(judgment) <= set(range(1, 51))


def test_quality_on_the_goldset(lexical_bench: ModuleType) -> None:
    goldset = lexical_bench.default_goldset()
    if not (goldset / "answerable.jsonl").exists():
        pytest.skip(f"no gold set at {goldset}")
    figures = lexical_bench.measure(goldset)
    # Measured 0.846 and 0.851 with lexical-v6 (answerable MAE 0.086; v5 0.092), 0.841 and
    # 0.815 with lexical-v5, 0.838 and 0.811 with v4 (0.839 and 0.811 with v3, 0.839 and
    # 0.803 with v2; lexical-v1: 0.849 and 0.805); F1 keeps lexical-v1's floor, AUROC v6's
    # gain.
    assert figures["citation_f1"] >= 0.83, figures
    assert figures["auroc"] >= 0.84, figures
    # Complete answers must score near 1: recall alerts compare the mean with a fixed
    # threshold (0.85), and bench/alerting.py's healthy segments sit 0.04 above it. A rule
    # that raised AUROC to 0.839 made this 0.120 (mean 0.880) and paged healthy segments.
    assert figures["recall_mae_answerable"] <= 0.10, figures
