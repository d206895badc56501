"""The LLM judge's preflight: a judge that cannot work stops `score` and the worker at
once with the real cause, and the same cause reaches dead letters when it starts later."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx2
import openai
import pytest
from prometheus_client import CollectorRegistry

from stream.broker import free_port
from stream.evaluators import PreflightFailed
from stream.evaluators.llm import LLMEvaluator
from stream.kafka import Record
from stream.metrics import PipelineMetrics
from stream.pipeline import DeadLetter, Pipeline, Source
from stream.settings import Settings
from stream.worker import WorkerProcess, settings_env
from tests.conftest import llm_settings
from tests.support.kafka import event, produce, read_all, scored_ids
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    completion,
    error,
    judgment,
)
from tests.support.polling import bounded

pytestmark = pytest.mark.integration

Server = Callable[[Script], OpenAIServer]
UNUSABLE = "seer-stream: the LLM judge is not usable: "
NO_KEY = (
    "OPENAI_API_KEY is not set: OpenAI's API needs it (or set SEER_LLM_BASE_URL for a local server)"
)
KEY = "sk-test-4f9c2a7b1e8d6c5a3b2f1e0d9c8b7a6f"
LINE = b'{"task": "Who directed Inception?", "context": ["Nolan directed Inception."]}\n'


def good(request: ChatRequest) -> Reply:
    return judgment(request, ("the director", [1]), ("the birthplace", [2]))


def seer_stream(
    variables: dict[str, str], *args: str, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """The installed command with these variables and no SEER_* or OPENAI_* of this
    environment's (so no key); 30 s at most: failing fast is what is tested."""
    clean = {k: v for k, v in os.environ.items() if not k.upper().startswith(("SEER_", "OPENAI_"))}
    return subprocess.run(
        [str(Path(sys.executable).with_name("seer-stream")), *args],
        env={**clean, **variables},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=bounded(30),
    )


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def preflight(settings: Settings) -> str | None:
    """None when the preflight passed, else why it failed."""

    async def run() -> str | None:
        evaluator = LLMEvaluator(settings)
        try:
            await evaluator.preflight()
        except PreflightFailed as exc:
            return str(exc)
        finally:
            await evaluator.aclose()
        return None

    return asyncio.run(run())


def judged(settings: Settings) -> DeadLetter:
    """One event through the pipeline; it must come out dead-lettered."""

    async def run() -> object:
        evaluator = LLMEvaluator(settings)
        metrics = PipelineMetrics(CollectorRegistry(), settings.segment_keys)
        pipeline = Pipeline(settings, evaluator, metrics)
        try:
            return await pipeline.process(LINE.strip(), Source("f", 0, 1))
        finally:
            await evaluator.aclose()

    outcome = asyncio.run(run())
    assert isinstance(outcome, DeadLetter), outcome
    return outcome


def test_score_without_a_key_stops_before_reading_the_file(tmp_path: Path) -> None:
    """The issue's command: 53 s, six helper tracebacks and every line `judge helper
    process exited`, exit 0. Now one line naming the missing key, exit 2, at once, and
    no output file."""
    (tmp_path / "probe.jsonl").write_bytes(LINE * 4)
    variables = {"SEER_EVALUATOR": "llm", "SEER_LLM_MODEL": "gpt-4o-mini"}
    started = time.monotonic()
    done = seer_stream(variables, "score", "probe.jsonl", "-o", "out.jsonl", cwd=tmp_path)
    assert time.monotonic() - started < 15
    assert done.returncode == 2, done.stderr
    assert lines(done.stderr) == [UNUSABLE + NO_KEY], done.stderr
    assert not (tmp_path / "out.jsonl").exists()


def test_worker_without_a_key_exits_before_it_consumes(
    settings_factory: Callable[..., Settings],
) -> None:
    """Before, the worker reached Ready and dead-lettered every event `judge helper
    process exited`."""
    settings = settings_factory(evaluator="llm", llm_model="gpt-4o-mini")
    produce(settings, [LINE.strip()])
    done = seer_stream(settings_env(settings), "worker")
    assert done.returncode == 2, done.stderr
    assert lines(done.stderr)[-1] == UNUSABLE + NO_KEY, done.stderr
    assert "Traceback" not in done.stderr and "Ready" not in done.stderr


def test_a_worker_whose_key_is_refused_exits_with_the_401(
    settings_factory: Callable[..., Settings], llm_server: Server
) -> None:
    """One request, not retried; the key the endpoint quotes is not repeated."""
    server = llm_server(lambda request: error(401, f"Incorrect API key provided: {KEY}."))
    settings = settings_factory(evaluator="llm", llm_base_url=server.base_url, llm_model="judge")
    done = seer_stream(settings_env(settings), "worker")
    assert done.returncode == 2, done.stderr
    assert lines(done.stderr)[-1] == (
        f"{UNUSABLE}endpoint refused the request: 401 Incorrect API key provided: "
        "[redacted] (check OPENAI_API_KEY)"
    ), done.stderr
    assert "Traceback" not in done.stderr and KEY not in done.stderr
    assert len(server.requests) == 1


@pytest.mark.parametrize("processes", [0, 1], ids=["in-process", "helper"])
def test_nothing_listening_is_connection_refused_not_a_timeout(processes: int) -> None:
    """aiohttp's refused connect reached us as the client's timeout: the preflight and the
    dead-letter reason both said `timed out`."""
    url = f"http://127.0.0.1:{free_port()}/v1"
    settings = Settings(
        evaluator="llm", llm_base_url=url, llm_model="judge", llm_processes=processes
    )
    started = time.monotonic()
    assert preflight(settings) == (
        f"cannot reach the endpoint at {url}: connection refused (check SEER_LLM_BASE_URL)"
    )
    assert time.monotonic() - started < 10  # not retried
    retried = settings.model_copy(update={"llm_max_retries": 1})
    assert judged(retried).reason == (
        f"evaluator failed: cannot reach the endpoint at {url}: connection refused; "
        "gave up after 2 attempts"
    )


def test_a_name_that_does_not_resolve_is_named_so() -> None:
    """The root cause under the client's error, as the resolver gives it (the resolver
    itself is not asked: a machine without one answers differently)."""
    from stream.evaluators.endpoint import connection_failure

    unknown = socket.gaierror(socket.EAI_NONAME, "Name or service not known")
    # A real request: newer openai releases read its headers when the error is made.
    request = httpx2.Request("POST", "http://judge.invalid/v1/chat/completions")
    try:
        try:
            raise unknown
        except OSError as exc:
            raise openai.APIConnectionError(request=request) from exc
    except openai.APIConnectionError as exc:
        assert connection_failure(exc) == "name not known"
    assert connection_failure(openai.APITimeoutError(request=request)) is None


QUOTA_GONE = Reply(
    429,
    {
        "error": {
            "message": "You exceeded your current quota, please check your plan and billing "
            "details.",
            "type": "insufficient_quota",
            "code": "insufficient_quota",
        }
    },
)
MODEL_MISSING = Reply(
    404,
    {
        "error": {
            "message": "The model `judge` does not exist or you do not have access to it.",
            "type": "invalid_request_error",
            "code": "model_not_found",
        }
    },
)


@pytest.mark.parametrize(
    ("replies", "expected"),
    [
        (
            [error(401, f"Incorrect API key provided: {KEY}.")],
            # (the redaction takes the key's last character, a dot here, with it)
            "endpoint refused the request: 401 Incorrect API key provided: [redacted] "
            "(check OPENAI_API_KEY)",
        ),
        (
            [error(403, "You are not allowed to sample from this model")],
            "endpoint refused the request: 403 You are not allowed to sample from this model "
            "(check OPENAI_API_KEY)",
        ),
        (
            [MODEL_MISSING],
            "model 'judge' not found at {url}: The model `judge` does not exist or you do "
            "not have access to it. (check SEER_LLM_MODEL)",
        ),
        (
            [error(400, "Unsupported parameter: 'max_tokens'")],
            "endpoint refused the request: 400 Unsupported parameter: 'max_tokens'",
        ),
        (
            [error(503, "overloaded"), error(503, "still overloaded")],
            "endpoint answered 503 twice: still overloaded",
        ),
        (
            [QUOTA_GONE],
            "endpoint refused the request: 429 You exceeded your current quota, please check "
            "your plan and billing details.",
        ),
        (
            [Reply(200, completion("OK").body, delay_s=3.0)],
            "the endpoint at {url} did not answer: timed out after 0.5s (SEER_LLM_TIMEOUT_S)",
        ),
    ],
    ids=["401", "403", "404-model", "400", "503", "429-quota", "timeout"],
)
def test_each_failure_is_one_line_naming_what_to_fix(
    llm_server: Server, replies: list[Reply], expected: str
) -> None:
    """Retried once after a 5xx, never after anything else."""
    server = llm_server(lambda request: replies[min(request.n, len(replies)) - 1])
    settings = llm_settings(server, llm_timeout_s=0.5)
    assert preflight(settings) == expected.format(url=server.base_url)
    assert len(server.requests) == len(replies)


def test_a_base_url_without_the_api_path_is_named(llm_server: Server) -> None:
    server = llm_server(good)
    root = server.base_url.removesuffix("/v1")
    assert preflight(llm_settings(server, llm_base_url=root)) == (
        f"endpoint answered 404 for {root}/chat/completions: 404: Not Found "
        "(check SEER_LLM_BASE_URL)"
    )


def test_a_passing_preflight_is_one_tiny_request_and_retries_a_503_once(
    llm_server: Server,
) -> None:
    server = llm_server(lambda request: completion("OK", request))
    assert preflight(llm_settings(server)) is None
    [request] = server.requests
    assert request.body["model"] == "judge" and request.body["max_tokens"] <= 16
    assert "response_format" not in request.body and len(request.user) < 100

    flaky = llm_server(lambda r: error(503, "warming up") if r.n == 1 else completion("OK", r))
    assert preflight(llm_settings(flaky)) is None
    assert len(flaky.requests) == 2


def test_a_rate_limited_endpoint_passes(llm_server: Server) -> None:
    """A 429 comes from an endpoint that is there and took the key; the judge waits 429s
    out for as long as they last, so a busy endpoint must not stop a worker starting."""
    server = llm_server(lambda request: error(429, "slow down", **{"Retry-After": "30"}))
    started = time.monotonic()
    assert preflight(llm_settings(server)) is None
    assert time.monotonic() - started < 5 and len(server.requests) == 1


@pytest.mark.parametrize("processes", [0, 1], ids=["in-process", "helper"])
def test_without_the_preflight_a_missing_key_is_each_dead_letters_reason(
    tmp_path: Path, processes: int
) -> None:
    """SEER_LLM_PREFLIGHT=false: the openai client cannot be built without a key; the
    helper (or the worker) answers each request with that, not a traceback and `judge
    helper process exited` five times over."""
    (tmp_path / "probe.jsonl").write_bytes(LINE * 2)
    variables = {
        "SEER_EVALUATOR": "llm",
        "SEER_LLM_MODEL": "gpt-4o-mini",
        "SEER_LLM_PREFLIGHT": "false",
        "SEER_LLM_PROCESSES": str(processes),
    }
    done = seer_stream(variables, "score", "probe.jsonl", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert [json.loads(line)["error"] for line in lines(done.stdout)] == [
        f"evaluator failed: {NO_KEY}"
    ] * 2


def test_the_worker_preflights_once_then_scores(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Server,
) -> None:
    server = llm_server(good)
    settings = settings_factory(evaluator="llm", llm_base_url=server.base_url, llm_model="judge")
    worker_factory(settings)
    assert len(server.requests) == 1  # it serves /metrics only once the preflight passed
    preflight_request = server.requests[0]
    assert "response_format" not in preflight_request.body
    events = [event(i) for i in range(5)]
    produce(settings, [json.dumps(e).encode() for e in events])
    records = read_all(settings, lambda rs: len(set(scored_ids(rs, settings))) >= 5, 60)
    assert set(scored_ids(records, settings)) == {e["event_id"] for e in events}
    assert len(server.requests) == 6
    assert all(r.response_format == "json_schema" for r in server.requests[1:])


def test_a_401_after_the_preflight_is_the_dead_letters_reason(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Server,
) -> None:
    """The key is revoked once the worker runs: the event is dead-lettered with the
    endpoint's own words, the key in them redacted, and not retried."""
    server = llm_server(
        lambda r: good(r) if r.n == 1 else error(401, f"Incorrect API key provided: {KEY}.")
    )
    settings = settings_factory(evaluator="llm", llm_base_url=server.base_url, llm_model="judge")
    worker_factory(settings)
    produce(settings, [json.dumps(event(1)).encode()])

    def settled(records: list[Record]) -> bool:
        return bool(records)

    [record] = read_all(settings, settled, 60)
    assert record.topic == settings.dlq_topic, record
    assert record.headers["seer-reason-code"] == b"evaluator_failed"
    assert record.headers["seer-reason"] == (
        b"evaluator failed: endpoint refused the request: 401 Incorrect API key provided: "
        b"[redacted]"
    )
    assert len(server.requests) == 2
