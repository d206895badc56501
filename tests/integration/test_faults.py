"""Faults end to end on the real broker with a scripted judge: every published event
ends with a result or a dead letter, and the worker still serves /metrics."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from stream.broker import free_port
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    error,
    judgment,
)
from tests.support.polling import wait_for

pytestmark = pytest.mark.integration


def answered(request: ChatRequest) -> Reply:
    return judgment(request, ("the director", [1]), ("the birthplace", [2]))


def settled_ids(records: list[Record], settings: Settings) -> set[str]:
    """Event ids with a result, and with a dead letter (their value holds the id)."""
    ids = set(scored_ids(records, settings))
    for record in records:
        if record.topic == settings.dlq_topic:
            ids.add(json.loads(record.value)["event_id"])
    return ids


@pytest.mark.slow(55)
def test_three_sigkills_during_a_run_at_concurrency_32_lose_nothing(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    async def slow(request: ChatRequest) -> Reply:
        await asyncio.sleep(0.5 + (request.n * 7919 % 250) / 100)  # 0.5-3 s
        return answered(request)

    server = llm_server(slow)
    settings = settings_factory(
        evaluator="llm", llm_base_url=server.base_url, llm_model="judge", llm_concurrency=32
    )
    events = [event(i) for i in range(240)]
    produce(settings, [json.dumps(e).encode() for e in events])
    worker = worker_factory(settings)
    for _ in range(3):
        assert wait_for(lambda: len(server.requests) >= 20, 60)
        time.sleep(2)
        worker.kill()
        worker = worker_factory(settings)
    wanted = {e["event_id"] for e in events}
    records = read_all(settings, lambda r: wanted <= settled_ids(r, settings), timeout_s=180)
    assert settled_ids(records, settings) == wanted
    assert worker.scrape() is not None


@pytest.mark.slow(25)
def test_sigterm_mid_stream_exits_0_and_the_next_worker_finishes(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    async def steady(request: ChatRequest) -> Reply:
        await asyncio.sleep(0.5)
        return answered(request)

    server = llm_server(steady)
    settings = settings_factory(
        evaluator="llm", llm_base_url=server.base_url, llm_model="judge", llm_concurrency=8
    )
    events = [event(i) for i in range(120)]
    produce(settings, [json.dumps(e).encode() for e in events])
    first = worker_factory(settings)
    assert wait_for(lambda: len(server.requests) >= 30, 60)
    assert first.stop(timeout_s=60) == 0  # within the drain deadline, by itself
    second = worker_factory(settings)
    wanted = {e["event_id"] for e in events}
    records = read_all(settings, lambda r: wanted <= settled_ids(r, settings), timeout_s=120)
    assert set(scored_ids(records, settings)) == wanted
    assert second.scrape() is not None


@pytest.mark.slow(70)
def test_an_endpoint_refusing_then_failing_then_rate_limiting_for_a_minute(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    """Nothing listens for 5 s, then the endpoint answers 500 for 5 s, then 429 with
    Retry-After for a minute, then judges: the first events end dead-lettered
    (evaluator_failed, their retries spent) or scored, those that arrive during the 429s
    are scored after them, and the worker serves /metrics throughout."""
    port = free_port()
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=f"http://127.0.0.1:{port}/v1",
        llm_model="judge",
        llm_concurrency=4,
        llm_max_retries=2,
        llm_preflight=False,  # the worker starts while nothing listens: that is the test
    )
    worker = worker_factory(settings)
    events = [event(i) for i in range(12)]
    produce(settings, [json.dumps(e).encode() for e in events])
    time.sleep(5)
    assert worker.scrape() is not None
    opened, opened_at = time.monotonic(), time.time()  # received_at is wall-clock

    def phases(request: ChatRequest) -> Reply:
        age = time.monotonic() - opened
        if age < 5:
            return error(500, "overloaded")
        if age < 65:
            return error(429, "slow down", **{"Retry-After": "2"})
        return answered(request)

    server = OpenAIServer(phases, port=port).start()  # on the port refused until now
    try:
        assert wait_for(lambda: time.monotonic() - opened > 6, 10, 0.2)
        later = [event(i) for i in range(100, 106)]  # arrive while rate-limited
        produce(settings, [json.dumps(e).encode() for e in later])
        wanted = {e["event_id"] for e in [*events, *later]}
        served = []

        def done(records: list[Record]) -> bool:
            served.append(worker.scrape() is not None)
            return wanted <= settled_ids(records, settings)

        records = read_all(settings, done, timeout_s=150)
        assert settled_ids(records, settings) == wanted
        assert all(served)
        letters = [r for r in records if r.topic == settings.dlq_topic]
        assert {r.headers["seer-reason-code"] for r in letters} <= {b"evaluator_failed"}
        # 429s never exhaust the retries: what came during the minute is scored after it.
        assert {e["event_id"] for e in later} <= set(scored_ids(records, settings))
        assert server.requests[-1].received_at - opened_at > 65
    finally:
        server.stop()
