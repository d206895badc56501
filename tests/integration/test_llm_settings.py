"""Each LLM setting changes what is sent or kept, seen at the scripted endpoint."""

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
TASK = "Who directed Inception?"
PASSAGES = ["Christopher Nolan directed Inception.", "Inception released in 2010."]


def good(request: ChatRequest) -> Reply:
    return judgment(request, ("the director of Inception", [1]))


def judge_each(settings: Settings, rounds: Sequence[float]) -> list[Any]:
    """The same retrieval judged once per round, after waiting that round's seconds."""

    async def run() -> list[Any]:
        evaluator = LLMEvaluator(settings, CollectorRegistry())
        try:
            found = []
            for pause in rounds:
                await asyncio.sleep(pause)
                found.append(await evaluator.judge(TASK, PASSAGES))
            return found
        finally:
            await evaluator.aclose()

    return asyncio.run(run())


def test_max_completion_tokens_is_each_requests_max_tokens(llm_server: Server) -> None:
    server = llm_server(good)
    judge_each(llm_settings(server, llm_max_completion_tokens=321), [0])
    assert server.requests[0].body["max_tokens"] == 321


@pytest.mark.parametrize("forced", ["json_object", "json_schema"])
def test_a_forced_response_format_is_sent_and_never_changed(
    llm_server: Server, forced: str
) -> None:
    # An endpoint that refuses the format: auto would fall back; a forced one does not.
    server = llm_server(lambda request: Reply(400, {"error": {"message": "unsupported"}}))
    with pytest.raises(EvaluatorError, match="400"):
        judge_each(llm_settings(server, llm_response_format=forced), [0])
    assert [r.response_format for r in server.requests] == [forced]


def test_a_cached_judgment_expires_after_its_ttl(llm_server: Server) -> None:
    server = llm_server(good)
    kept = judge_each(llm_settings(server, llm_cache_ttl_s=60), [0, 0.5])
    assert len(server.requests) == 1 and kept[1].cached
    server.requests.clear()
    # The second judgment comes after the entry's 0.2 s: asked again, not served stale.
    expired = judge_each(llm_settings(server, llm_cache_ttl_s=0.2), [0, 0.5])
    assert len(server.requests) == 2 and not expired[1].cached


def test_a_judgment_over_the_cache_bytes_is_not_kept(llm_server: Server) -> None:
    server = llm_server(good)
    judge_each(llm_settings(server, llm_cache_max_bytes=64), [0, 0])
    assert len(server.requests) == 2
    judge_each(llm_settings(server, llm_cache_max_bytes=64 * 1024), [0, 0])
    assert len(server.requests) == 3
