"""How one request to the judge's endpoint ends when something other than the endpoint's
answer goes wrong: an error that is not the openai client's, a body that trickles in past
SEER_LLM_TIMEOUT_S, and usage counts the answer does not need."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable

import pytest

from stream.evaluators import EvaluatorError
from stream.settings import Settings
from tests.conftest import llm_settings
from tests.integration.test_llm_judge import HELPERS, good, judge
from tests.integration.test_llm_preflight import preflight
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script

Server = Callable[[Script], OpenAIServer]
PASSWORD = "hunter2-s3cret"


@HELPERS
def test_an_error_that_is_not_the_clients_fails_at_once_with_its_cause(
    llm_server: Server, processes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """aiohttp refuses a URL with user:password@ beside the key's Authorization header with
    a ValueError. It escaped send(): in-process as a bare ValueError with a traceback per
    event, and in a helper it killed the answer, so the worker waited SEER_LLM_TIMEOUT_S
    and the grace and reported `timed out`. (SEER_LLM_BASE_URL refuses such a URL; the
    openai client still reads OPENAI_BASE_URL.)"""
    server = llm_server(good)
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url.replace("//", f"//judge:{PASSWORD}@"))
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-4f9c2a7b1e8d6c5a3b2f1e0d9c8b7a6f")
    settings = Settings(
        evaluator="llm",
        llm_model="judge",
        llm_processes=processes,
        llm_timeout_s=1,
        llm_max_retries=2,
    )
    why = preflight(settings)
    assert why is not None and "ValueError: Cannot combine AUTHORIZATION header" in why, why
    assert "timed out" not in why and PASSWORD not in why
    with pytest.raises(EvaluatorError) as raised:
        judge(settings)
    assert "ValueError: Cannot combine AUTHORIZATION header" in str(raised.value)
    # Nothing could be sent, and no retry can change that.
    assert "gave up after" not in str(raised.value) and PASSWORD not in str(raised.value)
    assert server.requests == []


def trickling(body: bytes, stop: float) -> AsyncIterator[bytes]:
    """`body` a byte every 0.3 s (the gap under the 1 s timeout) for its first 40 bytes,
    then the rest; given up at `stop` (time.monotonic) so that the server never hangs."""

    async def chunks() -> AsyncIterator[bytes]:
        for i in range(len(body)):
            if i < 40 and time.monotonic() < stop:
                await asyncio.sleep(0.3)
            yield body[i : i + 1]

    return chunks()


@HELPERS
def test_the_timeout_bounds_the_whole_request_not_only_each_read(
    llm_server: Server, processes: int
) -> None:
    """A body that trickles in, each gap under SEER_LLM_TIMEOUT_S: in-process it was read
    for as long as it came (the timeout was aiohttp's sock_read), and a helper's request
    was cut only by the worker's wait for the helper (timeout + 10 s), reported as the
    helper not answering rather than as the request timing out."""

    def slow(request: ChatRequest) -> Reply:
        body = json.dumps(good(request).body).encode()
        return Reply(200, trickling(body, time.monotonic() + 30))

    server = llm_server(slow)
    settings = llm_settings(server, llm_processes=processes, llm_timeout_s=1, llm_max_retries=0)
    with pytest.raises(EvaluatorError, match=r"^request timed out; gave up after 1 attempts$"):
        judge(settings)
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    ("usage", "prompt_tokens"),
    [
        ({"prompt_tokens": 10, "completion_tokens": None, "total_tokens": None}, 10),
        ({"prompt_tokens": None}, 0),
        ({"prompt_tokens": -3, "completion_tokens": "many"}, 0),
        ("not counted", 0),
    ],
    ids=["null-completion", "null-prompt", "nonsense", "not-an-object"],
)
def test_usage_the_server_cannot_count_never_refuses_the_answer(
    llm_server: Server, usage: object, prompt_tokens: int
) -> None:
    """A proxy that sends `"completion_tokens": null` had a valid answer refused as "not a
    chat completion", retried and dead-lettered."""

    def counted(request: ChatRequest) -> Reply:
        reply = good(request)
        reply.body["usage"] = usage
        return reply

    server = llm_server(counted)
    evaluation, registry = judge(llm_settings(server, llm_parse_retries=0))
    assert [r.supported_by for r in evaluation.judgment.requirements] == [[1], [2]]
    model = {"model": "judge"}
    prompt = registry.get_sample_value("seer_llm_tokens_total", {**model, "kind": "prompt"})
    completion = registry.get_sample_value("seer_llm_tokens_total", {**model, "kind": "completion"})
    # What cannot be read as a count counts as none.
    assert (prompt, completion) == (prompt_tokens, 0)
    assert len(server.requests) == 1
