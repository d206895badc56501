"""At-least-once on the real broker: no offset is committed past an event in flight."""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

from stream.broker import free_port
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, read_to_end, scored_ids
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    held,
    judgment,
)
from tests.support.polling import wait_for
from tests.support.scrape import owned_partitions

pytestmark = pytest.mark.integration
HELD_AT = 5  # the held event's offset in the one input partition


def committed_offset(settings: Settings, partition: int = 0) -> int:
    """The worker group's committed offset of one input partition (-1001: none yet)."""
    consumer = Consumer({**settings.confluent_config(), "group.id": settings.app_id})
    try:
        [tp] = consumer.committed([TopicPartition(settings.input_topic, partition)], timeout=10)
        return int(tp.offset)
    finally:
        consumer.close()


@pytest.mark.slow(30)
def test_an_event_held_by_the_judge_is_never_committed_past_and_survives_a_sigkill(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """At concurrency 8, one judgment takes a minute while the 29 events after it are
    scored: the group's committed offset stays at the held event (faust alone committed
    past it, and a crash then lost it); after a SIGKILL a new worker scores it."""
    release = threading.Event()

    async def script(request: ChatRequest) -> Reply:
        if "held question" in request.user:
            await held(release, 60)
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        llm_concurrency=8,
        llm_timeout_s=90.0,
        topic_partitions=1,
    )
    events = [event(i) for i in range(30)]
    events[HELD_AT] = {**events[HELD_AT], "task": "the held question"}
    others = {e["event_id"] for e in events} - {events[HELD_AT]["event_id"]}
    produce(settings, [json.dumps(e).encode() for e in events])
    first = worker_factory(settings)

    def all_others(records: list[Record]) -> bool:
        return others <= set(scored_ids(records, settings))

    records = read_all(settings, all_others, timeout_s=45)
    assert set(scored_ids(records, settings)) == others
    # faust commits every 2.8 s: watch several rounds while the held judgment is pending.
    seen = {committed_offset(settings)}
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        time.sleep(1)
        seen.add(committed_offset(settings))
    assert max(seen) == HELD_AT, seen  # the prefix before it, and never past it

    first.kill()
    release.set()
    second = worker_factory(settings)
    held_id = events[HELD_AT]["event_id"]
    records = read_all(settings, lambda r: held_id in scored_ids(r, settings), timeout_s=60)
    assert held_id in scored_ids(records, settings)
    # Redelivered from the held event on: every later event scored again (at-least-once).
    assert wait_for(lambda: committed_offset(settings) == len(events), 30, 0.5)
    assert second.scrape() is not None


RATE = 200  # events a second, steadily, while the group rebalances twice


@pytest.mark.slow(20)
def test_a_rebalance_commits_what_was_scored_so_that_little_is_judged_again(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    """faust forgot the acked offsets of revoked partitions before committing them, so each
    rebalance sent every partition's events since the last periodic commit (up to 2.8 s of
    them: 156-622 extra results measured at 200 a second) to be judged again. Only those
    in flight at the revocation may be now. A second worker joins, then leaves (SIGTERM)."""
    settings = settings_factory()
    worker_factory(settings)
    total = RATE * 16
    sent = threading.Event()

    def steady() -> None:
        producer = Producer(settings.confluent_config())
        start = time.monotonic()
        for i in range(total):
            key = f"e-{i}".encode()
            producer.produce(settings.input_topic, json.dumps(event(i)).encode(), key=key)
            producer.poll(0)
            time.sleep(max(0.0, start + (i + 1) / RATE - time.monotonic()))
        producer.flush(30)
        sent.set()

    producing = threading.Thread(target=steady, daemon=True)
    producing.start()
    time.sleep(3)
    # joins: the first worker's partitions are revoked
    second = worker_factory(
        settings.model_copy(update={"web_port": free_port(), "data_dir": tmp_path / "second"})
    )
    assert wait_for(lambda: bool(owned_partitions(second)), 30), "the group did not rebalance"
    time.sleep(3)
    second.stop()  # leaves: the first worker's half is revoked again
    producing.join(total / RATE + 30)
    assert sent.is_set()
    wanted = {f"e-{i}" for i in range(total)}
    read_all(settings, lambda got: wanted <= set(scored_ids(got, settings)), 120)
    results = Counter(scored_ids(read_to_end(settings, [settings.output_topic]), settings))
    assert set(results) == wanted
    again = sum(n - 1 for n in results.values())
    assert again <= 40, f"{again} events judged twice"
