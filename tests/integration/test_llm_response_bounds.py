"""What the judge reads from the endpoint is bounded in bytes (SEER_LLM_MAX_RESPONSE_BYTES)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable

import pytest

from stream.evaluators import EvaluatorError
from stream.evaluators.endpoint import (
    _LENGTH,
    HELPER_EXITED,
    ClientConfig,
    FrameTooLarge,
    Helper,
    _frame,
    _read_frame,
)
from tests.conftest import llm_settings
from tests.integration.test_llm_judge import HELPERS, good, judge
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script

Server = Callable[[Script], OpenAIServer]
LIMIT = 16 * 1024


def endless(sent: list[int]) -> AsyncIterator[bytes]:
    """A body that never ends (until the reader hangs up, or 30 s): bytes counted in sent."""

    async def chunks() -> AsyncIterator[bytes]:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            sent[0] += 4096
            yield b" " * 4096
            await asyncio.sleep(0)

    return chunks()


@HELPERS
def test_an_answer_that_never_ends_is_cut_at_the_limit(llm_server: Server, processes: int) -> None:
    sent = [0]
    server = llm_server(lambda request: Reply(200, endless(sent)))
    settings = llm_settings(
        server, llm_processes=processes, llm_max_response_bytes=LIMIT, llm_timeout_s=20
    )
    with pytest.raises(EvaluatorError, match=f"over {LIMIT} bytes"):
        judge(settings)
    # An oversized answer is no judgment: asked again like any invalid answer, then given up.
    assert len(server.requests) == settings.llm_parse_retries + 1
    # Each reader hung up near the limit; the socket buffers hold the rest of what was sent.
    assert sent[0] < len(server.requests) * 8 * 1024 * 1024


def test_a_declared_length_over_the_limit_is_refused_unread(llm_server: Server) -> None:
    def big(request: ChatRequest) -> Reply:
        answer = good(request)
        body = json.dumps(answer.body)
        return Reply(200, body + " " * (2 * LIMIT))  # valid JSON, only too long

    server = llm_server(big)
    with pytest.raises(EvaluatorError, match=f"over {LIMIT} bytes"):
        judge(llm_settings(server, llm_max_response_bytes=LIMIT, llm_parse_retries=0))
    assert len(server.requests) == 1


def test_an_answer_within_the_limit_is_read_whole(llm_server: Server) -> None:
    def padded(request: ChatRequest) -> Reply:
        answer = good(request)
        return Reply(200, json.dumps(answer.body) + " " * (LIMIT // 2))

    server = llm_server(padded)
    evaluation, _ = judge(llm_settings(server, llm_max_response_bytes=LIMIT))
    assert [r.supported_by for r in evaluation.judgment.requirements] == [[1], [2]]


@HELPERS
def test_an_error_body_that_never_ends_is_truncated_and_the_status_kept(
    llm_server: Server, processes: int
) -> None:
    sent = [0]
    server = llm_server(lambda request: Reply(500, endless(sent)))
    settings = llm_settings(
        server,
        llm_processes=processes,
        llm_max_response_bytes=LIMIT,
        llm_max_retries=1,
        llm_timeout_s=20,
    )
    with pytest.raises(EvaluatorError, match="endpoint answered 500") as raised:
        judge(settings)
    assert len(server.requests) == 2
    assert len(str(raised.value)) < 2 * LIMIT


def _fed(data: bytes) -> asyncio.StreamReader:
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    return reader


def test_a_frame_over_its_limit_is_refused_before_its_body_is_read() -> None:
    async def run() -> None:
        # Only the length prefix arrives: refused on it, without waiting for the body.
        with pytest.raises(FrameTooLarge):
            await asyncio.wait_for(_read_frame(_fed(_LENGTH.pack(1025)), 1024), 5)
        reader = _fed(_frame("within"))
        reader.feed_eof()
        assert await _read_frame(reader, 1024) == "within"
        assert await _read_frame(reader, 1024) is None

    asyncio.run(run())


def test_a_helper_sending_an_oversized_frame_fails_what_it_had_in_flight() -> None:
    async def run() -> None:
        helper = Helper(ClientConfig(None, 1.0, 4096))
        waiting = asyncio.get_running_loop().create_future()
        helper.pending[7] = waiting
        await asyncio.wait_for(
            helper._read(_fed(_LENGTH.pack(helper.config.reply_frame_limit + 1))), 5
        )
        assert waiting.result() is HELPER_EXITED

    asyncio.run(run())
