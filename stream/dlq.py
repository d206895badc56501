"""`seer-stream dlq replay`: send dead letters back to the topic they came from.

Each dead letter is replayed once: the position is committed under the group
`<SEER_APP_ID>-dlq-replay` (suffixed with the reason codes when filtered, so
each filter keeps its own position) after the broker has taken the replayed
records.
Partitions are assigned, not subscribed, so no consumer-group join is needed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field

from confluent_kafka import (
    OFFSET_BEGINNING,
    Consumer,
    KafkaError,
    Message,
    Producer,
    TopicPartition,
)

from stream.kafka import headers_dict
from stream.settings import Settings


@dataclass
class ReplayReport:
    replayed: Counter[str] = field(default_factory=Counter)  # by reason code
    skipped: Counter[str] = field(default_factory=Counter)
    failed: int = 0


def _header(message: Message, name: str) -> str | None:
    value = headers_dict(message.headers()).get(name)
    return value.decode("utf-8", "replace") if value is not None else None


def replay(
    settings: Settings,
    *,
    codes: Collection[str] = (),
    to_topic: str | None = None,
    dry_run: bool = False,
    timeout_s: float = 30.0,
) -> ReplayReport:
    """Replay the dead letters not replayed yet; `codes` limits it to those reason codes."""
    config = settings.confluent_config()
    group = f"{settings.app_id}-dlq-replay" + ("-" + "+".join(sorted(codes)) if codes else "")
    consumer = Consumer({**config, "group.id": group, "enable.auto.commit": False})
    producer = Producer(config)
    report = ReplayReport()
    try:
        metadata = consumer.list_topics(settings.dlq_topic, timeout=timeout_s)
        partitions = [
            TopicPartition(settings.dlq_topic, p)
            for p in metadata.topics[settings.dlq_topic].partitions
        ]
        ends = {
            tp.partition: consumer.get_watermark_offsets(tp, timeout=timeout_s)[1]
            for tp in partitions
        }
        starts = consumer.committed(partitions, timeout=timeout_s)
        assignment = [
            TopicPartition(
                tp.topic, tp.partition, tp.offset if tp.offset >= 0 else OFFSET_BEGINNING
            )
            for tp in starts
        ]
        todo = {tp.partition for tp in starts if max(tp.offset, 0) < ends[tp.partition]}
        consumer.assign(assignment)
        positions: dict[int, int] = {}

        def delivered(error: KafkaError | None, message: Message) -> None:
            if error is not None:
                report.failed += 1

        while todo:
            message = consumer.poll(timeout_s)
            if message is None:
                raise TimeoutError(f"no dead letter arrived within {timeout_s:.0f}s")
            if message.error():
                continue
            partition, offset = message.partition() or 0, message.offset() or 0
            code = _header(message, "seer-reason-code") or "unknown"
            if codes and code not in codes:
                report.skipped[code] += 1
            else:
                report.replayed[code] += 1
                target = to_topic or _header(message, "seer-source-topic") or settings.input_topic
                if not dry_run:
                    producer.produce(
                        target, message.value(), key=message.key(), on_delivery=delivered
                    )
                    producer.poll(0)
            positions[partition] = offset + 1
            if offset + 1 >= ends[partition]:
                todo.discard(partition)
        if producer.flush(timeout_s) or report.failed:
            raise RuntimeError("some replayed records were not delivered; nothing was committed")
        if positions and not dry_run:
            consumer.commit(
                offsets=[TopicPartition(settings.dlq_topic, p, o) for p, o in positions.items()],
                asynchronous=False,
            )
    finally:
        consumer.close()
    return report
