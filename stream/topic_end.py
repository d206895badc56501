"""Reading a topic up to the end it has when the read starts, without a consumer group:
partitions are assigned, nothing is committed. The end is read to, not asked for (as
stream.dlq's replay does): Apache Kafka's high watermark is the end, Tansu 0.6's can be
short of it, and the end-of-partition event says where it is on both.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping

from confluent_kafka import Consumer, KafkaError, KafkaException, Message, TopicPartition

from stream.kafka import Record
from stream.settings import Settings

READ_TIMEOUT_S = 30.0


class TopicMissing(LookupError):
    def __init__(self, topic: str) -> None:
        super().__init__(f"topic {topic} does not exist")
        self.topic = topic


def reader_group(settings: Settings) -> str:
    """The group id that the client requires: partitions are assigned, so the group is
    never joined, and nothing is committed under it."""
    return f"{settings.app_id}-reader"


def _config(settings: Settings) -> dict[str, str | int | float | bool]:
    return {
        **settings.confluent_config(),
        "group.id": reader_group(settings),
        "enable.auto.commit": False,
        "enable.auto.offset.store": False,
        "enable.partition.eof": True,  # how a read knows it reached the end
        "fetch.wait.max.ms": 100,  # the broker answers a fetch at the end sooner
        "auto.offset.reset": "earliest",  # retention deleting records ahead of the read
    }


def _eof(message: Message) -> int | None:
    """Where the end is, for the event saying that a read reached it."""
    error = message.error()
    if error is not None and error.code() == KafkaError._PARTITION_EOF:
        return message.offset() or 0
    return None


def _partitions(consumer: Consumer, topic: str, timeout_s: float) -> list[int]:
    found = consumer.list_topics(topic, timeout=timeout_s).topics.get(topic)
    error = found.error if found is not None else None
    if found is None or (error is not None and error.code() == KafkaError.UNKNOWN_TOPIC_OR_PART):
        raise TopicMissing(topic)
    if error is not None:
        raise KafkaException(error)
    return sorted(found.partitions)


def topic_ends(
    settings: Settings, topic: str, highs: Mapping[int, int], timeout_s: float
) -> dict[int, int]:
    """Each partition's end, read to from its high watermark: the end on Apache Kafka,
    short of it on Tansu 0.6 (the last batch's first offset + 1), as stream.dlq reads it."""
    probe = Consumer(_config(settings))
    try:
        probe.assign([TopicPartition(topic, p, high) for p, high in highs.items()])
        ends: dict[int, int] = {}
        deadline = time.monotonic() + timeout_s
        while len(ends) < len(highs):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{topic}: end not reached in {timeout_s:.0f}s")
            message = probe.poll(min(0.5, left))
            end = _eof(message) if message is not None else None
            if message is not None and end is not None:
                ends[message.partition() or 0] = end
        return ends
    finally:
        probe.close()


def _read(
    consumer: Consumer,
    topic: str,
    starts: Mapping[int, int],
    ends: Mapping[int, int],
    idle_s: float,
) -> Iterator[Message]:
    todo = {p for p, end in ends.items() if starts[p] < end}
    consumer.assign([TopicPartition(topic, p, starts[p]) for p in sorted(todo)])
    idle_until = time.monotonic() + idle_s  # a large topic takes long, but never stalls long
    problem = ""
    while todo:
        left = idle_until - time.monotonic()
        if left <= 0:
            raise TimeoutError(
                f"{topic}: nothing read for {idle_s:.0f}s, partitions {sorted(todo)} short "
                f"of their end{problem}"
            )
        message = consumer.poll(min(0.5, left))
        if message is None:
            continue
        partition, end = message.partition() or 0, _eof(message)
        error = message.error()
        if error is not None and end is None:
            if error.fatal():
                raise KafkaException(error)
            problem = f" ({error.str()})"  # transient: the client retries
            continue
        if partition not in todo:
            continue
        idle_until = time.monotonic() + idle_s
        if end is not None:  # caught up: everything below `end` was read
            if end >= ends[partition]:
                todo.discard(partition)
            continue
        offset = message.offset() or 0
        if offset < ends[partition]:  # past it: written after the read started
            yield message
        if offset + 1 >= ends[partition]:
            todo.discard(partition)


def _when(record: Record) -> tuple[int, int, int]:
    return (
        (-1 if record.timestamp_ms is None else record.timestamp_ms),
        record.partition,
        record.offset,
    )


def _bounds(
    consumer: Consumer, settings: Settings, topic: str, timeout_s: float
) -> tuple[dict[int, int], dict[int, int]]:
    """Each partition's first offset and its end as of now."""
    lows, highs = {}, {}
    for p in _partitions(consumer, topic, timeout_s):
        where = TopicPartition(topic, p)
        lows[p], highs[p] = consumer.get_watermark_offsets(where, timeout=timeout_s)
    return lows, topic_ends(settings, topic, highs, timeout_s)


def messages_to_end(
    settings: Settings, topic: str, *, timeout_s: float = READ_TIMEOUT_S
) -> Iterator[Message]:
    """The records of `topic` from its start up to the end it has when called, as
    confluent-kafka gives them (every header, in order), in offset order per partition.
    Raises TopicMissing, or TimeoutError when the broker answers nothing for `timeout_s`."""
    consumer = Consumer(_config(settings))
    try:
        lows, ends = _bounds(consumer, settings, topic, timeout_s)
        yield from _read(consumer, topic, lows, ends, timeout_s)
    finally:
        consumer.close()


def read_to_end(
    settings: Settings, topic: str, *, last: int | None = None, timeout_s: float = READ_TIMEOUT_S
) -> Iterator[Record]:
    """`messages_to_end` as Records, or the `last` latest records by timestamp (from the
    last `last` offsets of each partition)."""
    if last is None:
        yield from map(Record.of, messages_to_end(settings, topic, timeout_s=timeout_s))
        return
    consumer = Consumer(_config(settings))
    try:
        lows, ends = _bounds(consumer, settings, topic, timeout_s)
        starts = {p: max(lows[p], end - last) for p, end in ends.items()}
        records = sorted(map(Record.of, _read(consumer, topic, starts, ends, timeout_s)), key=_when)
        yield from records[max(0, len(records) - last) :] if last > 0 else ()
    finally:
        consumer.close()
