"""Requirements are told apart by their text, through the real `openai` client against the
scripted server: the same requirement listed twice is one requirement, and a later chunk's
answer is matched to the requirement list by text, never by position."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import EvaluatorError
from stream.evaluators.llm import LLMEvaluator
from stream.settings import Settings
from tests.conftest import llm_settings
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, judgment

Server = Callable[[Script], OpenAIServer]
TASK = "Who directed Inception and what is their nationality?"
FIXED = "were listed for the question already"  # in the prompt of every later chunk


def judge(settings: Settings, passages: Sequence[str]) -> tuple[Any, CollectorRegistry]:
    registry = CollectorRegistry()

    async def run() -> Any:
        evaluator = LLMEvaluator(settings, registry)
        try:
            return await evaluator.judge(TASK, passages)
        finally:
            await evaluator.aclose()

    return asyncio.run(run()), registry


def cited(evaluation: Any) -> dict[str, list[int]]:
    return {r.text: r.supported_by for r in evaluation.judgment.requirements}


def test_a_requirement_listed_twice_counts_once(llm_server: Server) -> None:
    """SPEC §3 asks for disjoint requirements: one listed three times (case and spacing
    aside) is one, with every citation any copy made; recall is 1 of 2, not 3 of 4."""

    def script(request: ChatRequest) -> Reply:
        return judgment(
            request,
            ("the director of Inception", [1]),
            ("The  director of inception", [3]),
            ("his nationality", []),
            ("the director of Inception ", [1]),
        )

    server = llm_server(script)
    passages = ["Christopher Nolan directed Inception.", "filler", "Nolan made Inception."]
    evaluation, registry = judge(llm_settings(server), passages)
    assert cited(evaluation) == {"the director of Inception": [1, 3], "his nationality": []}
    kind = {"kind": "duplicate_requirement"}
    assert registry.get_sample_value("seer_llm_answer_repairs_total", kind) == 1


def test_duplicates_do_not_use_up_the_requirement_cap(llm_server: Server) -> None:
    server = llm_server(
        lambda r: judgment(r, ("a", [1]), ("A", [1]), ("b", []), ("c", [1]), ("d", []))
    )
    evaluation, _ = judge(llm_settings(server, llm_max_requirements=3), ["p"])
    assert list(cited(evaluation)) == ["a", "b", "c"]


def test_a_later_chunk_is_matched_by_text_not_position(llm_server: Server) -> None:
    """The second chunk's answer lists the same requirements in another order (and case):
    passage 3 states the nationality, and goes to the nationality."""

    def script(request: ChatRequest) -> Reply:
        if FIXED not in request.user:
            return judgment(request, ("the director of Inception", [1]), ("his nationality", []))
        return judgment(request, ("His nationality", [1]), ("the director of Inception", []))

    server = llm_server(script)
    passages = [
        "Christopher Nolan directed Inception.",
        "Inception released in 2010.",
        "Nolan is British-American.",
        "It grossed $830M.",
    ]
    evaluation, _ = judge(llm_settings(server, max_passages=2), passages)
    assert evaluation.chunks == 2 == len(server.requests)
    assert cited(evaluation) == {"the director of Inception": [1], "his nationality": [3]}


def test_a_later_chunk_with_other_requirements_is_an_invalid_answer(llm_server: Server) -> None:
    """A later chunk that renames a requirement cannot be matched: it is an invalid answer,
    retried like any other, and the event fails when no retry fits."""

    def script(request: ChatRequest) -> Reply:
        if FIXED not in request.user:
            return judgment(request, ("the director of Inception", [1]), ("his nationality", []))
        if request.n == 2:  # renamed: retried
            return judgment(request, ("the director", []), ("his nationality", [1]))
        return judgment(request, ("his nationality", [1]), ("the director of Inception", []))

    server = llm_server(script)
    passages = ["Christopher Nolan directed Inception.", "x", "Nolan is British-American."]
    evaluation, registry = judge(llm_settings(server, max_passages=2), passages)
    assert len(server.requests) == 3
    assert cited(evaluation) == {"the director of Inception": [1], "his nationality": [3]}
    assert registry.get_sample_value("seer_llm_retries_total", {"reason": "invalid_answer"}) == 1

    renamed = llm_server(
        lambda r: (
            judgment(r, ("the director", [1]), ("his nationality", []))
            if FIXED in r.user
            else judgment(r, ("the director of Inception", [1]), ("his nationality", []))
        )
    )
    with pytest.raises(EvaluatorError, match="not the requirements given"):
        judge(llm_settings(renamed, max_passages=2, llm_parse_retries=1), passages)
    assert len(renamed.requests) == 3  # the first chunk, then the second one twice
