"""The worker on the real embedded broker: every valid event scored, every bad one dead-lettered."""

from __future__ import annotations

import json
import re
import socket
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

from stream.broker import free_port
from stream.demo import outcome_counts
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import (
    by_event_id,
    event,
    messages_to_end,
    produce,
    read_all,
    read_to_end,
    scored_ids,
)
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, held, judgment
from tests.support.polling import wait_for
from tests.support.scrape import lags, sample, shared_out

pytestmark = pytest.mark.integration

INVALID = [
    b"this is not json",
    b"\xff\xfe\x00",
    b'"a string"',
    b'{"context": ["no task"]}',
    b'{"task": "", "context": []}',
    b'{"task": "q", "context": "not a list"}',
    b'{"task": "q", "context": [{"id": "d1"}]}',
    b'{"task": "q", "context": [{"text": "t", "score": "high"}]}',
    # Over faust's default producer limit (1,000,000 bytes), under the broker's.
    b'{"task": "", "context": [], "padding": "' + b"x" * 1_020_000 + b'"}',
]


def test_valid_events_scored_invalid_dead_lettered(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    worker = worker_factory(settings)
    valid = [event(i) for i in range(40)]
    values = [json.dumps(e).encode() for e in valid] + INVALID
    produce(settings, values)

    def done(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return len(set(scored_ids(records, settings))) >= 40 and len(dead) >= len(INVALID)

    records = read_all(settings, done)
    scores = [json.loads(r.value) for r in records if r.topic == settings.output_topic]
    assert {s["event_id"] for s in scores} == {e["event_id"] for e in valid}
    for result in scores:
        assert result["evaluator"]["name"] == "lexical"
        assert 0.0 <= result["recall"] <= 1.0 and result["k"] >= 1
        assert result["created_at"]  # from the record timestamp

    dead = [r for r in records if r.topic == settings.dlq_topic]
    assert sorted(r.value for r in dead) == sorted(INVALID)  # original bytes, untouched
    for record in dead:
        assert record.headers["seer-reason"]
        assert record.headers["seer-source-topic"].decode() == settings.input_topic
        assert int(record.headers["seer-source-partition"]) in range(settings.topic_partitions)
        assert int(record.headers["seer-source-offset"]) >= 0
    by_value = {r.value: r.headers["seer-reason"].decode() for r in dead}
    assert "not JSON" in by_value[b"this is not json"]
    assert "context.0.text" in by_value[b'{"task": "q", "context": [{"id": "d1"}]}']

    counts = outcome_counts(worker.scrape() or "")
    assert counts["evaluated"] == 40 and counts["dead_lettered"] == len(INVALID)
    # (a new segment's series read 0 for twice SEER_SCRAPE_INTERVAL_S)
    counted = 'seer_event_recall_count{env="prod",feature_flag="retrieval-v1"} 10.0'
    assert wait_for(lambda: counted in (worker.scrape() or ""), 15)
    text = worker.scrape() or ""
    assert "request" not in text and "r-1" not in text  # not an allowed segment key
    lag = rf'seer_consumer_lag{{partition="\d",topic="{re.escape(settings.input_topic)}"}} 0.0'
    assert re.search(lag, text), "every input record processed: no lag"


@pytest.mark.slow(25)
def test_a_worker_restarted_on_a_quiet_input_shows_no_lag(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """Before it settles an event of its own, a partition's lag is measured from the group's
    committed offset: a restart (or a rebalance) on a quiet input showed each partition's
    whole length as lag, which SeerScoringStalled pages on after 20 minutes."""
    settings = settings_factory()
    first = scored_and_committed(settings, worker_factory)
    first.stop()
    second = worker_factory(settings)
    assert wait_for(lambda: set(lags(second)) == set(range(settings.topic_partitions)), 30)
    assert lags(second) == dict.fromkeys(range(settings.topic_partitions), 0.0)
    assert outcome_counts(second.scrape() or "")["evaluated"] == 0  # nothing was redone


@pytest.mark.slow(40)
def test_a_rebalance_on_a_quiet_input_shows_no_lag(
    tmp_path: Path,
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """Between a rebalance's assignment and faust's seek to the committed offsets (seconds),
    a partition's position is not known yet: it showed the whole partition as lag, on
    every worker joining, leaving or restarting (the partitions' full length, millions on
    a busy topic), where there was none."""
    settings = settings_factory()
    first = scored_and_committed(settings, worker_factory)
    assert wait_for(lambda: set(lags(first)) == set(range(settings.topic_partitions)), 30)
    seen: list[float] = []
    stop = threading.Event()

    def watch() -> None:
        while not stop.wait(0.05):
            seen.extend(lags(first).values())

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        second = worker_factory(
            settings.model_copy(update={"web_port": free_port(), "data_dir": tmp_path / "w2"})
        )
        assert wait_for(lambda: shared_out([first, second]), 60), "never shared out"
        second.stop()  # the first takes every partition back
        assert wait_for(lambda: len(lags(first)) == settings.topic_partitions, 60)
    finally:
        stop.set()
        watcher.join(5)
    assert len(seen) > 100
    assert max(seen) == 0


def test_an_event_without_a_record_timestamp_is_not_aged_from_1970(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """Kafka's "no timestamp" is -1 (a v0-format record, or a producer's -1): such an event
    in evaluation is aged from when the worker took it, not from -1 ms (which read 1.8e9 s
    in seer_oldest_unscored_event_age_seconds, and paged SeerScoringBehind)."""
    release = threading.Event()

    async def script(request: ChatRequest) -> Reply:
        await held(release, 60)
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm", llm_base_url=server.base_url, llm_model="judge", llm_preflight=False
    )
    worker = worker_factory(settings)
    producer = Producer(settings.confluent_config())
    for i, timestamp in enumerate((-1, -5)):
        producer.produce(settings.input_topic, json.dumps(event(i)).encode(), timestamp=timestamp)
    assert producer.flush(10) == 0
    try:
        assert wait_for(lambda: len(server.requests) >= 2, 30), "not in evaluation"
        age = sample(worker.scrape(), "seer_oldest_unscored_event_age_seconds")
        assert age is not None and 0 < age < 60
    finally:
        release.set()
    records = read_all(settings, lambda got: len(scored_ids(got, settings)) >= 2)
    results = [json.loads(r.value) for r in records if r.topic == settings.output_topic]
    assert [r["created_at"] for r in results] == [None, None]


def scored_and_committed(
    settings: Settings, worker_factory: Callable[[Settings], WorkerProcess], count: int = 40
) -> WorkerProcess:
    """A worker that has scored `count` events and committed them all: a quiet input."""
    values = [json.dumps(event(i)).encode() for i in range(count)]
    produce(settings, values, keys=by_event_id(values))
    worker = worker_factory(settings)
    read_all(settings, lambda got: len(set(scored_ids(got, settings))) >= count)
    assert wait_for(lambda: sum(committed(settings).values()) == count, timeout_s=30)
    return worker


def committed(settings: Settings) -> dict[int, int]:
    """The worker group's committed offset of each input partition (0: none yet, the
    group then starts at the beginning)."""
    consumer = Consumer({**settings.confluent_config(), "group.id": settings.app_id})
    try:
        topic = settings.input_topic
        partitions = [TopicPartition(topic, p) for p in range(settings.topic_partitions)]
        return {tp.partition: max(tp.offset, 0) for tp in consumer.committed(partitions, 10)}
    finally:
        consumer.close()


ANSWERED = 100  # judgments given before the judge holds every further request


@pytest.mark.slow(25)
def test_sigkill_mid_stream_loses_nothing(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """The judge answers the first 100 requests and holds the rest, so the worker is
    mid-stream at the SIGKILL by construction, not by timing: 100 events scored, a
    concurrency's worth in flight. A new worker scores every event."""
    release = threading.Event()

    async def script(request: ChatRequest) -> Reply:
        if request.n > ANSWERED:
            await held(release, 120)
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        llm_processes=0,
        llm_timeout_s=120,  # a held request must not time out and be dead-lettered
        llm_preflight=False,  # every request counts towards ANSWERED
    )
    first = worker_factory(settings)
    values = [json.dumps(event(i)).encode() for i in range(1500)]
    produce(settings, values, by_event_id(values))

    read_all(settings, lambda rs: len(scored_ids(rs, settings)) >= ANSWERED, 90)
    assert wait_for(lambda: len(server.requests) > ANSWERED, 30), "no event held in flight"
    # One judgment per event, and no more were given: exactly the answered ones.
    scored = set(scored_ids(read_to_end(settings, [settings.output_topic]), settings))
    assert len(scored) == ANSWERED
    # The worker may commit, in each partition, up to the first event without a result
    # (held in flight, or not taken yet), never past it. faust commits every 2.8 s.
    first_unscored = dict.fromkeys(range(settings.topic_partitions), len(values))
    for record in read_to_end(settings, [settings.input_topic]):
        if (record.key or b"").decode() not in scored:
            first_unscored[record.partition] = min(first_unscored[record.partition], record.offset)
    assert wait_for(
        lambda: all(o >= first_unscored[p] for p, o in committed(settings).items()), 30
    ), (committed(settings), first_unscored)
    assert committed(settings) == first_unscored

    first.kill()
    release.set()
    assert len(scored_ids(read_to_end(settings, [settings.output_topic]), settings)) == ANSWERED
    more = [json.dumps(event(i)).encode() for i in range(1500, 2000)]
    produce(settings, more, by_event_id(more))

    worker_factory(settings)  # same consumer group: resumes from the committed offsets
    wanted = {f"e-{i}" for i in range(2000)}
    records = read_all(settings, lambda rs: wanted <= set(scored_ids(rs, settings)), 180)
    ids = scored_ids(records, settings)
    assert wanted == set(ids)  # duplicates allowed, losses not


def test_a_worker_is_not_started_on_a_port_another_server_holds(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    """Its readiness is read from /metrics on its port: a second worker given the first's
    port exited at once, while the first one's /metrics made it look started."""
    settings = settings_factory()
    with socket.socket() as holder:
        holder.bind((settings.web_host, settings.web_port))
        holder.listen()
        worker = WorkerProcess(settings, log_path=tmp_path / "never.log")
        with pytest.raises(RuntimeError, match=r"cannot start a worker on http://127\.0\.0\.1"):
            worker.start()
        assert worker.process is None  # nothing was spawned


def test_a_tombstone_is_dead_lettered_as_one_and_stays_one(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """A record with no value (Kafka's null: a compacting producer's tombstone) is dead-lettered
    with a reason that says so, and its dead letter's value is null too, so that a replay sends
    a tombstone back; an empty value stays empty."""
    settings = settings_factory(topic_partitions=1)
    producer = Producer(settings.confluent_config())
    producer.produce(settings.input_topic, None, key=b"gone")
    producer.produce(settings.input_topic, b"", key=b"empty")
    assert producer.flush(10) == 0
    worker_factory(settings)
    read_all(settings, lambda got: len([r for r in got if r.topic == settings.dlq_topic]) >= 2)
    dead = {m.key(): m for m in messages_to_end(settings, [settings.dlq_topic])}
    assert dead[b"gone"].value() is None and dead[b"empty"].value() == b""
    for message in dead.values():
        reasons = dict(message.headers() or [])
        assert reasons["seer-reason"] == (
            b"empty record: no value (a tombstone, or an empty message)"
        )
