"""SIGTERM while the judge hangs: the worker exits by itself, and nothing is lost."""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Callable

import pytest

from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids
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


@pytest.mark.slow(25)
def test_sigterm_with_a_hanging_endpoint_drains_until_the_deadline_and_loses_nothing(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """The endpoint holds three judgments; SIGTERM. Before, the worker was still
    draining when SIGKILL came 100 s later. Now it exits 0 at the drain deadline (5 s
    here) with the events uncommitted, and the next worker scores them."""
    release = threading.Event()

    async def script(request: ChatRequest) -> Reply:
        await held(release, 120)
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        llm_timeout_s=110.0,
        shutdown_deadline_s=5.0,
        llm_preflight=False,  # the judge holds every request
    )
    first = worker_factory(settings)
    produce(settings, [json.dumps(event(i)).encode() for i in range(3)])
    assert wait_for(lambda: len(server.requests) >= 3, 60)

    assert first.stop(timeout_s=60) == 0  # exited by itself: -9 had SIGKILL been needed
    assert "drain deadline of 5s passed" in (first.log_path.read_text() if first.log_path else "")

    release.set()
    second = worker_factory(settings)
    records = read_all(settings, lambda r: len(set(scored_ids(r, settings))) >= 3, 60)
    assert set(scored_ids(records, settings)) == {"e-0", "e-1", "e-2"}
    assert second.scrape() is not None


@pytest.mark.slow(30)
def test_a_stopping_worker_serves_its_last_counts_to_one_more_scrape(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """What a worker counted after its last scrape went with its web server, which faust
    stops right after the last event settles: every restart lost up to a scrape interval
    of counts from every window. Now /metrics waits, at most SEER_SCRAPE_INTERVAL_S (5 s
    here), for a scrape to read them; one that comes sooner lets the worker go at once."""
    settings = settings_factory(scrape_interval_s=5.0)
    worker = worker_factory(settings)  # scraped while it started: Prometheus-like
    produce(settings, [json.dumps(event(i)).encode() for i in range(8)])
    read_all(settings, lambda r: len(set(scored_ids(r, settings))) >= 8)
    assert worker.process is not None
    worker.process.send_signal(signal.SIGTERM)
    time.sleep(1)  # past the drain of an idle worker: /metrics went here before
    text = worker.scrape()
    assert sample(text, "seer_events_total", {"outcome": "evaluated"}) == 8
    assert worker.process.wait(timeout=4) == 0  # read: it goes without waiting out the 5 s
    log = worker.log_path.read_text() if worker.log_path else ""
    assert "waiting up to 5s for a last scrape of /metrics" in log
