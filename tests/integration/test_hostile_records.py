"""Hostile records on the real broker: each scored or dead-lettered, none lost or held."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from confluent_kafka import Producer

from stream.kafka import Record
from stream.pipeline import MAX_REASON_CHARS
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids
from tests.support.scrape import sample

pytestmark = pytest.mark.integration
YEAR_10000_MS = 253_402_300_800_000  # the first millisecond datetime cannot hold


def test_a_record_with_thousands_of_errors_is_dead_lettered_with_a_bounded_reason(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """40,000 empty passages made a reason of every pydantic error (over a megabyte, past
    what the producer sends): the dead letter failed, and the event was acked and lost."""
    settings = settings_factory()
    worker_factory(settings)
    hostile = json.dumps({"event_id": "many", "task": "q", "context": [{}] * 40_000}).encode()
    produce(settings, [hostile, json.dumps(event(1)).encode()])

    def done(records: list[Record]) -> bool:
        return any(r.topic == settings.dlq_topic for r in records) and bool(
            scored_ids(records, settings)
        )

    records = read_all(settings, done, timeout_s=60)
    [dead] = [r for r in records if r.topic == settings.dlq_topic]
    assert dead.value == hostile  # intact, ready for replay
    assert dead.headers["seer-reason-code"] == b"invalid_event"
    reason = dead.headers["seer-reason"].decode()
    assert len(reason) <= MAX_REASON_CHARS and "more errors" in reason, reason[:200]
    assert scored_ids(records, settings) == ["e-1"]


def test_a_record_timestamp_past_year_9999_is_scored_without_a_created_at(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """With no created_at the record's timestamp stands in; one past what datetime holds
    raised outside the evaluation's error handling, and the event was lost."""
    settings = settings_factory(topic_partitions=1)
    worker_factory(settings)
    producer = Producer(settings.confluent_config())
    far, near = event(1), event(2)
    producer.produce(settings.input_topic, json.dumps(far).encode(), timestamp=YEAR_10000_MS)
    producer.produce(settings.input_topic, json.dumps(near).encode())
    assert producer.flush(30) == 0

    records = read_all(settings, lambda r: len(scored_ids(r, settings)) >= 2, timeout_s=60)
    results = {
        json.loads(r.value)["event_id"]: json.loads(r.value)
        for r in records
        if r.topic == settings.output_topic
    }
    assert results["e-1"]["created_at"] is None
    assert results["e-2"]["created_at"] is not None


WORDS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India"]


def named_event(event_id: str, names: int, passages: int) -> bytes:
    """A question of `names` capitalised names over `passages` passages naming them:
    the lexical evaluator's work grows with names x passages."""

    def name(i: int) -> str:
        return f"{WORDS[i % 9]}{i} {WORDS[(i // 9) % 9]}"

    task = "Who is " + ", ".join(name(i) for i in range(names)) + "?"
    context = [f"{name(i)}: {name(i + 1)} was born in Town{i}." for i in range(passages)]
    return json.dumps({"event_id": event_id, "task": task, "context": context}).encode()


def test_lexical_work_is_bounded_per_event_and_kept_off_the_event_loop(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """1,000 names over 5,000 passages (290 kB) held the event loop for about 80 s: no
    /metrics, no commits. Now it is dead-lettered over_limits unjudged; 100 names over
    1,000 passages (about half a second of work) is judged in a thread, and the loop is
    never a second late meanwhile."""
    settings = settings_factory(topic_partitions=1)
    worker = worker_factory(settings)
    hostile, heavy = named_event("hostile", 1000, 5000), named_event("heavy", 100, 1000)
    produce(settings, [hostile, heavy, json.dumps(event(1)).encode()])

    def done(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return len(dead) >= 1 and len(scored_ids(records, settings)) >= 2

    records = read_all(settings, done, timeout_s=60)
    [dead] = [r for r in records if r.topic == settings.dlq_topic]
    assert dead.value == hostile and dead.headers["seer-reason-code"] == b"over_limits"
    assert b"over the lexical evaluator's limit" in dead.headers["seer-reason"]
    assert sorted(scored_ids(records, settings)) == ["e-1", "heavy"]
    lag = sample(worker.scrape(), "seer_event_loop_lag_max_seconds")
    assert lag is not None and lag < 1.0, lag


def test_a_dead_letter_keeps_the_input_s_headers_and_timestamp(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """So that a replay restores the record as the application wrote it."""
    settings = settings_factory(topic_partitions=1)
    worker_factory(settings)
    producer = Producer(settings.confluent_config())
    written = 1_700_000_000_123
    producer.produce(
        settings.input_topic,
        b"not json",
        headers=[("traceparent", b"00-abc-def-01"), ("flag", None), ("seer-reason", b"forged")],
        timestamp=written,
    )
    assert producer.flush(30) == 0
    records = read_all(settings, lambda r: any(x.topic == settings.dlq_topic for x in r), 60)
    [dead] = [r for r in records if r.topic == settings.dlq_topic]
    assert dead.timestamp_ms == written
    assert dead.headers["traceparent"] == b"00-abc-def-01"
    assert dead.headers["flag"] == b""  # a header without a value stays (it used to hold it)
    assert dead.headers["seer-reason-code"] == b"not_json"
    assert dead.headers["seer-reason"] != b"forged"  # ours, not the input's
