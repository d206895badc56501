"""Where judge requests go: the openai client in this process, or in helper processes.

The openai client and its HTTP stack spend about half a millisecond of CPU per
request, more than all our own judging, so with hundreds of requests in flight
one core is the limit. With SEER_LLM_PROCESSES=N the requests are sent by N
helper processes, each with its own `AsyncOpenAI` client. Everything else
(limiters, Retry-After pauses, retries, cache, parsing, metrics) stays in the
worker, so every limit holds for the worker as a whole.

A helper reads length-prefixed frames on stdin and answers on its stdout; it
exits when its stdin closes, so a worker that dies, even by SIGKILL, leaves no
helper behind.

What is read is bounded in bytes: a response body by SEER_LLM_MAX_RESPONSE_BYTES
(an endpoint that streams without end cannot fill the worker's memory), a frame
by what its side may carry.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import pickle
import signal
import socket
import ssl
import struct
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

import aiohttp
import httpx2
import openai
from openai import AsyncOpenAI, DefaultAioHttpClient

from stream.evaluators.base import OverBudget
from stream.evaluators.flow import retry_after_s
from stream.redact import redact, without_userinfo

logger = logging.getLogger(__name__)

_LENGTH = struct.Struct("!I")
STOP_TIMEOUT_S = 5.0
# A request frame holds one prompt: at most SEER_MAX_PASSAGES passages of
# SEER_MAX_PASSAGE_CHARS, a few MB; far past that is a broken peer.
REQUEST_FRAME_LIMIT = 64 * 1024 * 1024
# A reply frame holds a body or an error message (each within the response limit).
REPLY_FRAME_OVERHEAD = 64 * 1024


@dataclass(frozen=True)
class Reply:
    """What one attempt got: an HTTP status and body, or why there was no response."""

    status: int  # 0 when no response came
    body: bytes = b""
    retry_after_s: float | None = None
    # With status 0: "timeout", "connection", or "unusable" (no request could be sent:
    # the client cannot be set up, e.g. without a key; retrying cannot help).
    failure: str = ""
    message: str = ""
    code: str = ""  # the endpoint's error code, e.g. OpenAI's "insufficient_quota"


HELPER_EXITED = Reply(0, failure="connection", message="judge helper process exited")
MISSING_KEY = (
    "OPENAI_API_KEY is not set: OpenAI's API needs it (or set SEER_LLM_BASE_URL for a local server)"
)
MAX_MESSAGE_CHARS = 300  # of an endpoint's error message: an HTML error page is not one


def missing_key(base_url: str | None) -> str | None:
    """Why the client cannot be built for `base_url` (None: OpenAI's API), or None."""
    # As make_client: a local server takes any key, OpenAI's API (and OPENAI_BASE_URL,
    # which the client reads when there is no base URL) a real one.
    if base_url or os.environ.get("OPENAI_API_KEY"):
        return None
    return MISSING_KEY


class EndpointUnusable(Exception):
    """The client cannot be set up, so no request can be sent; the message says why."""


class ResponseTooLarge(Exception):
    def __init__(self, limit: int) -> None:
        super().__init__(f"response body over {limit} bytes (SEER_LLM_MAX_RESPONSE_BYTES)")


class FrameTooLarge(Exception):
    pass


class _Capped(httpx2.AsyncByteStream):
    """A response body that ends at `limit` bytes: an error for an answer (one cut
    short is no judgment), the first `limit` bytes for an error body (only its
    message is used)."""

    def __init__(self, inner: httpx2.AsyncByteStream, limit: int, truncate: bool) -> None:
        self.inner, self.limit, self.truncate = inner, limit, truncate

    async def __aiter__(self) -> AsyncIterator[bytes]:
        seen = 0
        async for chunk in self.inner:
            room = self.limit - seen
            if len(chunk) > room:
                if not self.truncate:
                    raise ResponseTooLarge(self.limit)
                if room:
                    yield chunk[:room]
                return
            seen += len(chunk)
            yield chunk

    async def aclose(self) -> None:
        await self.inner.aclose()


def _capping(limit: int) -> Callable[[httpx2.Response], Awaitable[None]]:
    """An httpx response hook: it runs once the headers are in, before the body is read."""

    async def cap(response: httpx2.Response) -> None:
        error = not response.is_success
        declared = response.headers.get("content-length", "")
        if not error and declared.isdigit() and int(declared) > limit:
            raise ResponseTooLarge(limit)
        assert isinstance(response.stream, httpx2.AsyncByteStream)
        response.stream = _Capped(response.stream, limit, truncate=error)

    return cap


class Endpoint(Protocol):
    async def post(self, content: bytes) -> Reply: ...

    async def aclose(self) -> None: ...


@dataclass(frozen=True)
class ClientConfig:
    base_url: str | None
    timeout_s: float
    max_response_bytes: int

    @property
    def reply_frame_limit(self) -> int:
        return 2 * self.max_response_bytes + REPLY_FRAME_OVERHEAD


def make_client(config: ClientConfig) -> AsyncOpenAI:
    base_url, timeout_s = config.base_url, config.timeout_s
    if (problem := missing_key(base_url)) is not None:
        # The client's own error names neither setting, and comes as a traceback.
        raise EndpointUnusable(problem)
    return AsyncOpenAI(
        base_url=base_url,
        # Local servers (vLLM, Ollama, llama.cpp) take any key; OpenAI needs a real one.
        api_key=os.environ.get("OPENAI_API_KEY") or ("unused" if base_url else None),
        timeout=timeout_s,
        # Retries are the evaluator's, so that each attempt is counted and a 429
        # pauses the whole worker.
        max_retries=0,
        # aiohttp under the client: httpx's own pool costs more CPU per request.
        http_client=DefaultAioHttpClient(
            timeout=timeout_s,
            event_hooks={"response": [_capping(config.max_response_bytes)]},
            # The cap counts the bytes on the wire: no compressed body to inflate.
            headers={"Accept-Encoding": "identity"},
        ),
    )


def _causes(exc: BaseException) -> list[BaseException]:
    """`exc` and everything it was raised from, outermost first (aiohttp keeps the OS
    error of a failed connect in `os_error`)."""
    found: list[BaseException] = []
    pending: list[object] = [exc]
    while pending and len(found) < 32:  # bounded: a chain can be made to loop
        link = pending.pop(0)
        if not isinstance(link, BaseException) or any(link is seen for seen in found):
            continue
        found.append(link)
        pending += [link.__cause__, link.__context__, getattr(link, "os_error", None)]
    return found


def connection_failure(exc: BaseException) -> str | None:
    """Why a request got no response, in a few words, from the error under the client's
    own (which says "Connection error.", or "Request timed out." for a connection
    aiohttp had refused); None when nothing under it says more, as for a real timeout."""
    causes = _causes(exc)
    for cause in causes:
        if isinstance(cause, ConnectionRefusedError):
            return "connection refused"
        if isinstance(cause, socket.gaierror):
            if cause.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", None)):
                return "name not known"
            return f"name resolution failed: {cause.strerror or cause}"
        if isinstance(cause, ssl.SSLCertVerificationError):
            return f"TLS certificate not trusted: {cause.verify_message or cause.reason}"
        if isinstance(cause, ssl.SSLError):
            return f"TLS failed: {cause.reason or cause}"
        if isinstance(cause, ConnectionResetError):
            return "connection reset"
        if isinstance(cause, aiohttp.ServerDisconnectedError):
            return "the server closed the connection"
    for cause in causes:  # any other OS error (no route to host, ...) as the OS says it
        if isinstance(cause, OSError) and not isinstance(cause, TimeoutError) and cause.strerror:
            return cause.strerror[:1].lower() + cause.strerror[1:]
    return None


def _error_message(exc: openai.APIStatusError) -> str:
    """The endpoint's own words: `error.message` (OpenAI, Ollama) or `message` (vLLM),
    else its body as text, else the client's "Error code: N"."""
    body = exc.body
    text = body.get("message") if isinstance(body, dict) else body
    message = text.strip() if isinstance(text, str) and text.strip() else exc.message
    if len(message) > MAX_MESSAGE_CHARS:
        message = message[: MAX_MESSAGE_CHARS - 3] + "..."
    return message


async def send(client: AsyncOpenAI, content: bytes, timeout_s: float) -> Reply:
    """One chat-completions request with a body already in wire form, `timeout_s` at most.

    The client's post() rather than chat.completions.create(): create()'s typed
    transform of the body costs more CPU per event than all our judging.
    """
    where = without_userinfo(str(client.base_url)).rstrip("/")
    try:
        # The client's own timeout is aiohttp's sock_read, which bounds each gap between
        # reads: a body that trickles in would be read for as long as it comes.
        async with asyncio.timeout(timeout_s):
            body = await client.post("/chat/completions", cast_to=bytes, content=content)
    except openai.APIStatusError as exc:
        return Reply(
            exc.status_code,
            retry_after_s=retry_after_s(exc.response.headers),
            message=_error_message(exc),
            code=exc.code if isinstance(exc.code, str) else "",
        )
    except openai.APIConnectionError as exc:  # APITimeoutError too
        cause = connection_failure(exc)
        if cause is None and isinstance(exc, openai.APITimeoutError):
            return Reply(0, failure="timeout", message="request timed out")
        message = f"cannot reach the endpoint at {where}: {cause or exc}"
        return Reply(0, failure="connection", message=message)
    except ResponseTooLarge as exc:
        return Reply(200, failure="oversize", message=str(exc))
    except TimeoutError:
        return Reply(0, failure="timeout", message="request timed out")
    except Exception as exc:
        # Not the client's own error (aiohttp's ValueError for credentials in the URL, ...):
        # as a Reply, so that it reaches the event with its cause rather than a traceback
        # here, or a helper's answer that never comes (the worker would wait out the
        # timeout and report that). What fails outside the client fails again: unusable.
        said = redact(f"{type(exc).__name__}: {exc}")
        if len(said) > MAX_MESSAGE_CHARS:
            said = said[: MAX_MESSAGE_CHARS - 3] + "..."
        return Reply(0, failure="unusable", message=f"cannot send a request to {where}: {said}")
    return Reply(200, body)


class InProcess:
    def __init__(self, client: AsyncOpenAI, timeout_s: float) -> None:
        self.client = client
        self.timeout_s = timeout_s

    async def post(self, content: bytes) -> Reply:
        return await send(self.client, content, self.timeout_s)

    async def aclose(self) -> None:
        await self.client.close()


class Unusable:
    """An endpoint whose client could not be set up: every request fails at once with
    why, so that the cause reaches each dead letter rather than one traceback."""

    def __init__(self, why: str) -> None:
        self.reply = Reply(0, failure="unusable", message=why)

    async def post(self, content: bytes) -> Reply:
        return self.reply

    async def aclose(self) -> None:
        pass


def client_endpoint(config: ClientConfig) -> InProcess | Unusable:
    """Requests from this process; an Unusable one when the client cannot be built."""
    try:
        return InProcess(make_client(config), config.timeout_s)
    except EndpointUnusable as exc:
        return Unusable(str(exc))
    except Exception as exc:  # the client's own checks (a malformed base URL, ...)
        return Unusable(f"cannot set up the openai client: {exc}")


def _frame(payload: Any) -> bytes:
    data = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    return _LENGTH.pack(len(data)) + data


async def _read_frame(reader: asyncio.StreamReader, limit: int) -> Any:
    """The next frame, or None at the end of the stream; FrameTooLarge past `limit`."""
    try:
        (length,) = _LENGTH.unpack(await reader.readexactly(_LENGTH.size))
        if length > limit:
            raise FrameTooLarge(f"frame of {length} bytes, over {limit}")
        return pickle.loads(await reader.readexactly(length))
    except asyncio.IncompleteReadError:
        return None


GRACE_S = 10.0  # beyond SEER_LLM_TIMEOUT_S before a helper's answer is given up


class Helper:
    """One helper process and the requests it has in flight."""

    def __init__(self, config: ClientConfig, grace_s: float = GRACE_S) -> None:
        self.config = config
        self.grace_s = grace_s
        self.process: asyncio.subprocess.Process | None = None
        self.pending: dict[int, asyncio.Future[Reply]] = {}
        self.sent = 0
        self._ids = itertools.count()
        self._reading: asyncio.Task[None] | None = None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.returncode is None

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "stream.evaluators.endpoint",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(_frame(self.config))
        self._reading = asyncio.create_task(self._read(self.process.stdout))

    async def post(self, content: bytes) -> Reply:
        assert self.process is not None and self.process.stdin is not None
        request_id = next(self._ids)
        future: asyncio.Future[Reply] = asyncio.get_running_loop().create_future()
        self.pending[request_id] = future
        frame = _frame((request_id, content))
        if len(frame) > REQUEST_FRAME_LIMIT:
            raise OverBudget(f"a judge request of {len(frame)} bytes is over {REQUEST_FRAME_LIMIT}")
        self.sent += 1
        try:
            self.process.stdin.write(frame)
            await self.process.stdin.drain()
            # The helper's own client times out first; this bounds a helper that hangs.
            return await asyncio.wait_for(future, self.config.timeout_s + self.grace_s)
        except (BrokenPipeError, ConnectionResetError):
            return HELPER_EXITED
        except TimeoutError:
            return Reply(0, failure="timeout", message="judge helper did not answer in time")
        finally:
            self.pending.pop(request_id, None)

    async def _read(self, stdout: asyncio.StreamReader) -> None:
        try:
            while (frame := await _read_frame(stdout, self.config.reply_frame_limit)) is not None:
                request_id, reply = frame
                future = self.pending.get(request_id)
                if future is not None and not future.done():
                    future.set_result(reply)
        except FrameTooLarge as exc:
            # A helper that breaks the protocol is not trusted with more: a fresh one
            # takes its place on the next request.
            logger.error("judge helper sent a %s; stopping it", exc)
            if self.process is not None and self.process.returncode is None:
                self.process.kill()
        # The helper is gone: what it had in flight fails like a dropped connection,
        # and the evaluator's retries send it again through another helper.
        for future in self.pending.values():
            if not future.done():
                future.set_result(HELPER_EXITED)

    async def aclose(self) -> None:
        process = self.process
        if process is None:
            return
        if process.stdin is not None:
            process.stdin.close()
        try:
            await asyncio.wait_for(process.wait(), STOP_TIMEOUT_S)
        except TimeoutError:
            process.kill()
            await process.wait()
        if self._reading is not None:
            await self._reading


class HelperPool:
    """N helper processes, started on first use; each request goes to the least busy."""

    def __init__(self, processes: int, config: ClientConfig, *, grace_s: float = GRACE_S) -> None:
        self.helpers = [Helper(config, grace_s) for _ in range(processes)]
        self._starting = asyncio.Lock()
        self._retired: list[Helper] = []

    async def post(self, content: bytes) -> Reply:
        if not all(helper.alive for helper in self.helpers):
            await self._replace_dead()
        helper = min(self.helpers, key=lambda h: len(h.pending))
        return await helper.post(content)

    async def _replace_dead(self) -> None:
        async with self._starting:
            for i, helper in enumerate(self.helpers):
                if helper.alive:
                    continue
                if helper.process is not None:  # it died: start a fresh one in its place
                    self._retired.append(helper)
                    helper = self.helpers[i] = Helper(helper.config, helper.grace_s)
                await helper.start()

    async def aclose(self) -> None:
        await asyncio.gather(*(h.aclose() for h in self.helpers + self._retired))


def build_endpoint(processes: int, config: ClientConfig) -> Endpoint:
    if processes:
        return HelperPool(processes, config)
    return client_endpoint(config)


async def _serve() -> None:
    """The helper's side: requests in on stdin, replies out on the original stdout."""
    loop = asyncio.get_running_loop()
    # Frames own file descriptor 1; anything printed goes to stderr instead.
    out = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
    transport, protocol = await loop.connect_write_pipe(asyncio.Protocol, out)
    config = await _read_frame(reader, REQUEST_FRAME_LIMIT)
    if config is None:
        return
    # A client that cannot be built answers every request with why, rather than this
    # process exiting with a traceback and the worker seeing only that it exited.
    endpoint = client_endpoint(config)
    in_flight: set[asyncio.Task[None]] = set()

    async def answer(request_id: int, content: bytes) -> None:
        try:
            reply = await endpoint.post(content)
        except Exception as exc:  # (send() returns its errors) an answer all the same:
            # a request left without one is waited for until the worker's timeout.
            reply = Reply(0, failure="unusable", message=redact(f"judge helper failed: {exc}"))
        transport.write(_frame((request_id, reply)))

    try:
        while (frame := await _read_frame(reader, REQUEST_FRAME_LIMIT)) is not None:
            task = asyncio.create_task(answer(*frame))
            in_flight.add(task)
            task.add_done_callback(in_flight.discard)
    finally:
        # stdin closed: the worker is stopping (or gone); nobody waits for answers.
        for task in in_flight:
            task.cancel()
        with contextlib.suppress(Exception):
            await endpoint.aclose()
        transport.close()
        del protocol


def main() -> None:
    # Ctrl-C reaches the whole process group; the worker decides when helpers stop.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    asyncio.run(_serve())


if __name__ == "__main__":
    # Run as the imported module, not as __main__, so that the Replies it pickles
    # name a class the worker can load.
    from stream.evaluators import endpoint

    endpoint.main()
