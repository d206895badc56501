"""The broker stops while results wait to be published, and comes back on its address."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from stream.broker import EmbeddedBroker, free_port
from stream.kafka import ensure_topics
from stream.worker import WorkerProcess
from tests.support.kafka import event, isolated_settings, produce, read_all, scored_ids
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    held,
    judgment,
)
from tests.support.polling import wait_for
from tests.support.scrape import sample

pytestmark = pytest.mark.integration


@pytest.mark.slow(55)
def test_results_wait_out_a_broker_outage_and_are_published_when_it_returns(
    tmp_path: Path, llm_server: Callable[[Script], OpenAIServer]
) -> None:
    """Five judgments come back while the broker is down for 30 s: each send times out
    (2 s here) and is sent again, the worker says so in its metrics and serves them
    throughout, and once the broker is back every result is published: none
    dead-lettered as result_not_published (what a send past the producer's request
    timeout did), none lost; new input is then taken and scored without a restart."""
    release = threading.Event()

    async def script(request: ChatRequest) -> Reply:
        await held(release, 60)
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    port = free_port()
    broker = EmbeddedBroker(port=port, log_path=tmp_path / "broker-1.log").start()
    worker: WorkerProcess | None = None
    try:
        settings = isolated_settings(
            broker.bootstrap,
            tmp_path,
            "outage",
            evaluator="llm",
            llm_base_url=server.base_url,
            llm_model="judge",
            topic_partitions=1,
            kafka_producer_request_timeout_s=2.0,
            llm_preflight=False,  # the judge holds every request
        )
        worker = WorkerProcess(settings, log_path=tmp_path / "worker.log").start()
        produce(settings, [json.dumps(event(i)).encode() for i in range(5)])
        assert wait_for(lambda: len(server.requests) >= 5, 60), len(server.requests)

        broker.stop()
        down_at = time.monotonic()
        release.set()

        def metric(name: str, **labels: str) -> float:
            return sample(worker.scrape() if worker else None, name, labels) or 0.0

        assert wait_for(lambda: metric("seer_publish_retries_total", kind="result") >= 5, 60)
        assert metric("seer_publish_waiting_events") == 5
        assert metric("seer_dead_letters_total", reason="result_not_published") == 0

        # Down 30 s in all; then back on the same address, empty (memory storage): the
        # topics are created again.
        while time.monotonic() - down_at < 30:
            assert worker.scrape() is not None  # /metrics served through the outage
            time.sleep(1)
        broker = EmbeddedBroker(port=port, log_path=tmp_path / "broker-2.log").start()
        ensure_topics(settings)
        records = read_all(settings, lambda r: len(scored_ids(r, settings)) >= 5, 90)
        assert sorted(scored_ids(records, settings)) == [f"e-{i}" for i in range(5)]
        assert not [r for r in records if r.topic == settings.dlq_topic]
        assert wait_for(lambda: metric("seer_publish_waiting_events") == 0, 30)
        assert metric("seer_events_total", outcome="evaluated") == 5

        # Intake resumes by itself. The worker goes on from offset 5, where Kafka's log
        # would still be; the memory broker's recreated topic starts at 0, so the five
        # records it already had are written again first (and are not read again). All to
        # partition 0: on a loaded machine the worker's metadata requests can recreate the
        # topic before ensure_topics does, with the broker's default partitions, and a
        # record sent to partition 0 of those at an offset under 5 would be skipped.
        produce(settings, [json.dumps(event(i)).encode() for i in range(5)], partition=0)
        produce(settings, [json.dumps(event(i)).encode() for i in range(5, 10)], partition=0)
        wanted = [f"e-{i}" for i in range(10)]
        records = read_all(settings, lambda r: set(wanted) <= set(scored_ids(r, settings)), 90)
        assert sorted(set(scored_ids(records, settings))) == sorted(wanted)
    finally:
        if worker is not None:
            worker.stop()
        broker.stop()
