"""`seer-stream dlq replay` on the real broker."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pytest
from confluent_kafka import (
    OFFSET_BEGINNING,
    TIMESTAMP_CREATE_TIME,
    Consumer,
    KafkaException,
    Message,
    Producer,
    TopicPartition,
)

from stream.dlq import ReplayIncomplete, replay, resume_at
from stream.settings import Settings

pytestmark = pytest.mark.integration


def dead_letters(
    settings: Settings,
    values: Sequence[bytes],
    code: str,
    *,
    one_by_one: bool = False,
    extra_headers: Sequence[tuple[str, bytes]] = (),
    timestamp: int = 0,
    source: str | None = None,
) -> None:
    """Dead letters as the worker writes them; in one batch unless `one_by_one` (Tansu
    0.6 gives a batch's first offset + 1 as the high watermark)."""
    producer = Producer(settings.confluent_config())
    for value in values:
        producer.produce(
            settings.dlq_topic,
            value,
            key=b"k-" + value[:8],
            timestamp=timestamp,
            headers=[
                *extra_headers,
                ("seer-reason-code", code.encode()),
                ("seer-source-topic", (source or settings.input_topic).encode()),
            ],
        )
        if one_by_one:
            assert producer.flush(10) == 0
    assert producer.flush(10) == 0


def input_messages(settings: Settings, expected: int) -> list[Message]:
    """Everything on the input topic once `expected` records arrived, and what comes in
    the next moment: a duplicate is already there (replay returns once all are acked)."""
    consumer = Consumer(
        {**settings.confluent_config(), "group.id": "dlq-test-reader", "enable.auto.commit": False}
    )
    try:
        topic = settings.input_topic
        partitions = consumer.list_topics(topic, timeout=10).topics[topic].partitions
        consumer.assign([TopicPartition(topic, p, OFFSET_BEGINNING) for p in partitions])
        messages: list[Message] = []
        deadline = time.monotonic() + (10 if expected else 1.5)
        while len(messages) < max(expected, 1) and time.monotonic() < deadline:
            messages += [m for m in consumer.consume(500, 0.2) if not m.error()]
        messages += [m for m in consumer.consume(500, 0.5) if not m.error()]
        return messages
    finally:
        consumer.close()


def inputs(settings: Settings, expected: int) -> list[bytes]:
    return sorted(m.value() or b"" for m in input_messages(settings, expected))


def commit(settings: Settings, group: str, offset: int) -> None:
    consumer = Consumer({**settings.confluent_config(), "group.id": group})
    try:
        topic = settings.dlq_topic
        partitions = consumer.list_topics(topic, timeout=10).topics[topic].partitions
        offsets = [TopicPartition(topic, p, offset) for p in partitions]
        consumer.commit(offsets=offsets, asynchronous=False)
    finally:
        consumer.close()


def test_replay_sends_each_dead_letter_back_once(settings_factory: Callable[..., Settings]) -> None:
    settings = settings_factory()
    dead_letters(settings, [b"a"], "evaluator_failed")
    dead_letters(settings, [b"b"], "invalid_event")
    dead_letters(settings, [b"c"], "evaluator_failed")

    dry = replay(settings, dry_run=True)
    assert sum(dry.replayed.values()) == 3 and inputs(settings, 0) == []

    report = replay(settings, codes=["evaluator_failed"])
    assert report.replayed == {"evaluator_failed": 2} and report.skipped == {"invalid_event": 1}
    assert inputs(settings, 2) == [b"a", b"c"]

    again = replay(settings, codes=["evaluator_failed"])
    assert not again.replayed  # already replayed and committed
    dead_letters(settings, [b"d"], "evaluator_failed")
    assert replay(settings, codes=["evaluator_failed"]).replayed == {"evaluator_failed": 1}
    assert inputs(settings, 3) == [b"a", b"c", b"d"]
    # another filter has its own position: the skipped record can still be replayed
    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 1}
    assert inputs(settings, 4) == [b"a", b"b", b"c", b"d"]


def test_a_backlog_larger_than_the_producer_queue_is_replayed_once(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    values = [b"v%03d" % i for i in range(60)]
    dead_letters(settings, values, "evaluator_failed", one_by_one=True)

    # The queue takes 5 records: the replay waits for room instead of failing halfway.
    report = replay(settings, producer_config={"queue.buffering.max.messages": 5})
    assert report.replayed == {"evaluator_failed": 60} and report.failed == 0
    assert not replay(settings).replayed
    assert inputs(settings, 60) == values


def test_a_failed_replay_resumes_after_the_acknowledged_records(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory(topic_partitions=1)  # one order for the dead letters
    big = b"x" * 5000
    dead_letters(settings, [b"a", b"b", big, b"c"], "evaluator_failed", one_by_one=True)

    with pytest.raises(KafkaException, match="MSG_SIZE_TOO_LARGE"):
        replay(settings, producer_config={"message.max.bytes": 4000})
    assert inputs(settings, 2) == [b"a", b"b"]

    assert replay(settings).replayed == {"evaluator_failed": 2}  # the big one and c
    assert inputs(settings, 4) == [b"a", b"b", b"c", big]


def test_a_refused_replay_is_dead_lettered_again_and_what_follows_not_resent(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory(topic_partitions=1)
    dead_letters(settings, [b"a"], "evaluator_failed")
    dead_letters(settings, [b"x"], "evaluator_failed", source="not a topic!")
    dead_letters(settings, [b"c"], "evaluator_failed")

    with pytest.raises(ReplayIncomplete, match="refused") as refused:
        replay(settings)
    assert refused.value.report.failed == 1
    assert inputs(settings, 2) == [b"a", b"c"]

    # x is a dead letter again, at the end: the rerun sends only it.
    assert replay(settings, to_topic=settings.input_topic).replayed == {"evaluator_failed": 1}
    assert not replay(settings).replayed
    assert inputs(settings, 3) == [b"a", b"c", b"x"]


def test_filtered_and_unfiltered_replays_send_each_dead_letter_once(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    dead_letters(settings, [b"a", b"c"], "evaluator_failed")
    dead_letters(settings, [b"b"], "invalid_event")

    assert replay(settings, codes=["evaluator_failed"]).replayed == {"evaluator_failed": 2}
    assert replay(settings).replayed == {"invalid_event": 1}  # not a and c again
    assert inputs(settings, 3) == [b"a", b"b", b"c"]

    dead_letters(settings, [b"d"], "evaluator_failed")
    dead_letters(settings, [b"e"], "invalid_event")
    dead_letters(settings, [b"f"], "over_limits")
    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 1}
    both = replay(settings, codes=["evaluator_failed", "invalid_event"])
    assert both.replayed == {"evaluator_failed": 1} and both.skipped == {"over_limits": 1}
    assert replay(settings).replayed == {"over_limits": 1}
    for codes in ([], ["evaluator_failed"], ["invalid_event"], ["over_limits"]):
        again = replay(settings, codes=codes)
        assert not again.replayed and not again.skipped, codes
    assert inputs(settings, 6) == [b"a", b"b", b"c", b"d", b"e", b"f"]


def test_a_position_out_of_the_log_resumes_at_the_log_start(
    settings_factory: Callable[..., Settings],
) -> None:
    # Tansu (memory storage) neither deletes records (no DeleteRecords, no retention) nor
    # answers a fetch out of range; a position past the end (the topic recreated) is one
    # it takes. Below the log start: test_resume_at.
    settings = settings_factory()
    dead_letters(settings, [b"a", b"b", b"c"], "invalid_event")
    commit(settings, f"{settings.app_id}-dlq-replay", 100)
    commit(settings, f"{settings.app_id}-dlq-replay-invalid_event", 100)

    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 3}
    assert not replay(settings).replayed
    assert inputs(settings, 3) == [b"a", b"b", b"c"]


def test_resume_at() -> None:
    assert resume_at(-1001, 0, 5) == 0  # no position yet
    assert resume_at(3, 7, 9) == 7  # retention deleted 3 to 6
    assert resume_at(8, 7, 9) == 8
    assert resume_at(9, 7, 9) == 9  # at the end
    assert resume_at(12, 7, 9) == 7  # past the end: a recreated topic


def test_a_replayed_record_keeps_its_timestamp_and_headers(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory(topic_partitions=1)
    kept = [("traceparent", b"00-4bf92f-00f067-01"), ("x-tag", b"1"), ("x-tag", b"2")]
    dead_letters(settings, [b"a"], "evaluator_failed", extra_headers=kept, timestamp=1_700_000)

    replay(settings)
    [message] = input_messages(settings, 1)
    assert message.timestamp() == (TIMESTAMP_CREATE_TIME, 1_700_000)
    assert message.key() == b"k-a" and message.value() == b"a"
    assert message.headers() == [
        *kept,
        ("seer-replayed-from", f"{settings.dlq_topic}:0:0".encode()),
    ]
