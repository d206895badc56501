"""SEER_LLM_RESPONSE_FORMAT=auto through the real `openai` client against the scripted
server: only a 400 about the response format moves the worker to JSON mode, and the
switch is logged once."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import EvaluatorError
from stream.evaluators.llm import LLMEvaluator
from stream.settings import Settings
from tests.conftest import llm_settings
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    error,
    judgment,
)

Server = Callable[[Script], OpenAIServer]
PASSAGES = ["Christopher Nolan directed Inception.", "Nolan is British-American."]


def good(request: ChatRequest) -> Reply:
    return judgment(request, ("the director of Inception", [1]), ("his nationality", [2]))


def judge_each(settings: Settings, tasks: list[str]) -> dict[str, object]:
    """Each task judged in turn: its judgment or the EvaluatorError that ended it."""

    async def run() -> dict[str, object]:
        evaluator = LLMEvaluator(settings, CollectorRegistry())
        outcomes: dict[str, object] = {}
        try:
            for task in tasks:
                try:
                    outcomes[task] = await evaluator.judge(task, PASSAGES)
                except EvaluatorError as exc:
                    outcomes[task] = exc
        finally:
            await evaluator.aclose()
        return outcomes

    return asyncio.run(run())


@pytest.mark.parametrize(
    "refusal",
    [
        "This model's maximum context length is 8192 tokens. However, your messages resulted in"
        " 9000 tokens. Please reduce the length of the messages.",
        "The response was filtered due to the prompt triggering Azure OpenAI's content"
        " management policy.",
        "Unsupported parameter: 'max_tokens' is not supported with this model.",
    ],
    ids=["context-length", "content-filter", "unsupported-parameter"],
)
def test_a_400_about_something_else_fails_that_event_alone(
    llm_server: Server, refusal: str
) -> None:
    def script(request: ChatRequest) -> Reply:
        return error(400, refusal) if request.task == "refused" else good(request)

    server = llm_server(script)
    outcomes = judge_each(llm_settings(server), ["before", "refused", "after"])
    assert isinstance(outcomes["refused"], EvaluatorError)
    assert "400" in str(outcomes["refused"])
    assert not isinstance(outcomes["after"], EvaluatorError)
    # Every request kept strict structured output; the refused one was sent once.
    assert [(r.task, r.response_format) for r in server.requests] == [
        ("before", "json_schema"),
        ("refused", "json_schema"),
        ("after", "json_schema"),
    ]


@pytest.mark.parametrize(
    "refusal",
    [
        "Invalid parameter: 'response_format' of type 'json_schema' is not supported with"
        " this model.",
        "Structured outputs are not supported by this deployment",
        "Invalid schema for response_format 'judgment': additionalProperties must be false",
    ],
    ids=["openai", "structured-outputs", "invalid-schema"],
)
def test_a_400_about_the_format_moves_to_json_mode_and_says_so_once(
    llm_server: Server, refusal: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Two events out together both get the 400: both are sent again in JSON mode (the
    second finds the switch made already), and one warning says so."""
    both = threading.Barrier(2, timeout=10)

    async def script(request: ChatRequest) -> Reply:
        if request.response_format != "json_schema":
            return good(request)
        # Both json_schema requests are at the server before either is answered.
        await asyncio.to_thread(both.wait)
        return error(400, refusal)

    server = llm_server(script)
    settings = llm_settings(server)

    async def run() -> tuple[object, ...]:
        evaluator = LLMEvaluator(settings, CollectorRegistry())
        try:
            return await asyncio.gather(
                evaluator.judge("q1", PASSAGES),
                evaluator.judge("q2", PASSAGES),
                return_exceptions=True,
            )
        finally:
            await evaluator.aclose()

    with caplog.at_level(logging.WARNING, logger="stream"):
        outcomes = asyncio.run(run())
    assert not [o for o in outcomes if isinstance(o, BaseException)], outcomes
    formats = sorted((r.task, r.response_format or "") for r in server.requests)
    assert formats == [
        ("q1", "json_object"),
        ("q1", "json_schema"),
        ("q2", "json_object"),
        ("q2", "json_schema"),
    ]
    switched = [r for r in caplog.records if "json_object" in r.getMessage()]
    assert len(switched) == 1 and switched[0].levelno == logging.WARNING, caplog.text
