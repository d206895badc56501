"""confluent-kafka plumbing shared by the CLI, the demo and the tests."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, KafkaException, TopicPartition
from confluent_kafka.admin import AdminClient
from confluent_kafka.cimpl import NewTopic

from stream.settings import Settings


class BrokerUnreachable(RuntimeError):
    """No broker answered at SEER_KAFKA_BOOTSTRAP in time; the message says where and why."""


def require_broker(settings: Settings, timeout_s: float | None = None) -> None:
    """Return once a broker answers a metadata request; BrokerUnreachable naming the
    setting, the address and librdkafka's reason when none does within the timeout."""
    timeout_s = settings.kafka_connect_timeout_s if timeout_s is None else timeout_s
    errors: list[str] = []
    config = settings.confluent_config()
    config["error_cb"] = lambda error: errors.append(error.str())
    admin = AdminClient(config)
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            admin.list_topics(timeout=max(0.1, min(1.0, deadline - time.monotonic())))
            return
        except KafkaException as exc:
            admin.poll(0)  # serves error_cb: the errors say why
            if time.monotonic() < deadline:
                continue
            # The first error says why (connection refused, name not known, TLS, SASL);
            # the exception only says that metadata could not be had.
            reason = errors[0] if errors else exc.args[0].str()
            if settings.kafka_security_protocol.endswith("SSL") and reason.endswith(" down"):
                # TLS 1.3: a broker that refuses the client's certificate (or its lack) says
                # so after the handshake, and librdkafka reports only a closed connection.
                reason += (
                    " (after the TLS handshake: a broker that requires a client certificate "
                    "drops one it does not trust, or none; see SEER_KAFKA_SSL_CERTFILE)"
                )
            address = ",".join(settings.kafka_bootstrap)
            raise BrokerUnreachable(
                f"cannot reach Kafka at {address} (SEER_KAFKA_BOOTSTRAP) "
                f"within {timeout_s:g}s: {reason}"
            ) from None


def ensure_topics(
    settings: Settings, topics: Iterable[str] | None = None, timeout_s: float = 15.0
) -> list[str]:
    """Create the topics that do not exist yet; returns the ones created."""
    admin = AdminClient(settings.confluent_config())
    wanted = list(topics or (settings.input_topic, settings.output_topic, settings.dlq_topic))
    existing = set(admin.list_topics(timeout=timeout_s).topics)
    missing = [t for t in wanted if t not in existing]
    if not missing:
        return []
    futures = admin.create_topics(
        [NewTopic(t, settings.topic_partitions, settings.topic_replication) for t in missing],
        operation_timeout=timeout_s,
        request_timeout=timeout_s,
    )
    created = []
    for topic, future in futures.items():
        try:
            future.result(timeout=timeout_s)
            created.append(topic)
        except KafkaException as exc:
            error: KafkaError = exc.args[0]
            if error.code() != KafkaError.TOPIC_ALREADY_EXISTS:  # (created meanwhile: fine)
                raise TopicsNotCreated(_not_created(topic, error, settings)) from None
    return created


def partition_counts(
    settings: Settings, topics: Iterable[str], timeout_s: float = 15.0
) -> dict[str, int]:
    """How many partitions each of `topics` that exists has."""
    known = AdminClient(settings.confluent_config()).list_topics(timeout=timeout_s).topics
    return {t: len(known[t].partitions) for t in topics if t in known}


def few_partitions(settings: Settings, counts: Mapping[str, int]) -> str | None:
    """What to say when the input topic, as `partition_counts` found it, has fewer
    partitions than seer-stream would have made it: a producer's auto-created topic (Apache
    Kafka's num.partitions is 1) caps the workers that can score it, and the rest idle
    without a word. None when it has enough, or is not there."""
    partitions = counts.get(settings.input_topic, settings.topic_partitions)
    if partitions >= settings.topic_partitions:
        return None
    workers = "1 worker" if partitions == 1 else f"{partitions} workers"
    return (
        f"the input topic {settings.input_topic} has {partitions} partition"
        f"{'' if partitions == 1 else 's'}, fewer than SEER_TOPIC_PARTITIONS "
        f"({settings.topic_partitions}): at most {workers} of the group can score it, the "
        "others idle; add partitions (kafka-topics.sh --alter --partitions N) to scale"
    )


class TopicsNotCreated(RuntimeError):
    """The broker refused to create a topic; the message says which, why and what to do."""


def _not_created(topic: str, error: KafkaError, settings: Settings) -> str:
    hints = {
        KafkaError.INVALID_REPLICATION_FACTOR: (
            f"SEER_TOPIC_REPLICATION is {settings.topic_replication}: at most the brokers' count"
        ),
        KafkaError.INVALID_PARTITIONS: f"SEER_TOPIC_PARTITIONS is {settings.topic_partitions}",
        KafkaError.TOPIC_AUTHORIZATION_FAILED: "this client may not create topics: create them",
        KafkaError.CLUSTER_AUTHORIZATION_FAILED: "this client may not create topics: create them",
        KafkaError.POLICY_VIOLATION: "the cluster's policy refused it: create the topics",
    }
    hint = hints.get(error.code(), "create the topics, or fix the cause")
    return f"cannot create topic {topic}: {error.name()}: {error.str()} ({hint})"


Header = tuple[str, bytes | None]  # Kafka allows a header without a value
REPLAYED_FROM = "seer-replayed-from"  # `<dlq topic>:<partition>:<offset>` of a replay
# A topic name (Kafka: at most 249 of these characters), a partition and an offset
_ORIGIN = re.compile(rb"[A-Za-z0-9._-]{1,249}:[0-9]{1,10}:[0-9]{1,19}")


def foreign_headers(raw: Any) -> list[Header]:
    """A record's headers (as any client gives them: a list of pairs, a dict or None)
    other than seer-*: ours are written anew wherever a record is copied."""
    pairs = raw.items() if isinstance(raw, dict) else (raw or [])
    return [(str(k), v) for k, v in pairs if not str(k).startswith("seer-")]


def replayed_from(raw: Any) -> list[Header]:
    """For the dead letter of a record that `dlq replay` sent: its `seer-replayed-from`
    (the dead letter it came from), so that a replay failing again can be followed back.
    Written as one of ours, not passed on as a foreign header (a replay of the new dead
    letter then names that one alone), and only where well formed: the input's own seer-*
    headers never pass through as they came. (Any producer can write a well-formed one:
    it says where the record claims to come from.)"""
    pairs = raw.items() if isinstance(raw, dict) else (raw or [])
    found = [v for k, v in pairs if k == REPLAYED_FROM]
    value = found[-1] if found else None  # (the last, as a dict of them holds)
    if isinstance(value, str):
        value = value.encode("utf-8", "replace")
    if value is None or not _ORIGIN.fullmatch(value):
        return []
    return [(REPLAYED_FROM, value)]


@dataclass(frozen=True)
class Record:
    topic: str
    partition: int
    offset: int
    key: bytes | None
    value: bytes
    headers: dict[str, bytes]
    timestamp_ms: int | None = None

    @classmethod
    def of(cls, message: Any) -> Record:
        """A confluent-kafka message (not an error) as a Record."""
        kind, timestamp = message.timestamp()
        return cls(
            topic=message.topic() or "",
            partition=message.partition() or 0,
            offset=message.offset() or 0,
            key=message.key(),
            value=message.value() or b"",
            headers=headers_dict(message.headers()),
            timestamp_ms=timestamp if kind else None,
        )


def headers_dict(raw: Any) -> dict[str, bytes]:
    """Record headers as a dict, whichever form confluent-kafka gives them in."""
    items = raw.items() if isinstance(raw, dict) else (raw or [])
    return {k: v.encode() if isinstance(v, str) else (v or b"") for k, v in items}


class TopicReader:
    """Reads whole topics from the beginning without joining a consumer group."""

    def __init__(self, settings: Settings, topics: Iterable[str]) -> None:
        self._consumer = Consumer(
            {**settings.confluent_config(), "group.id": "seer-reader", "enable.auto.commit": False}
        )
        metadata = self._consumer.list_topics(timeout=10)
        assignment = []
        for topic in topics:
            partitions = metadata.topics[topic].partitions if topic in metadata.topics else {}
            assignment += [TopicPartition(topic, p, OFFSET_BEGINNING) for p in partitions]
        self._consumer.assign(assignment)

    def poll(self, timeout_s: float = 0.5) -> list[Record]:
        batch = self._consumer.consume(num_messages=500, timeout=timeout_s)
        return [Record.of(message) for message in batch if not message.error()]

    def count(self, timeout_s: float = 0.5) -> int:
        """How many records one read got, without building them (for counting only)."""
        batch = self._consumer.consume(num_messages=500, timeout=timeout_s)
        return sum(1 for message in batch if not message.error())

    def read_until(self, done: Callable[[list[Record]], bool], timeout_s: float) -> list[Record]:
        """Everything read so far once `done(records)` holds or the time is up."""
        records: list[Record] = []
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and not done(records):
            records += self.poll(min(0.5, max(0.0, deadline - time.monotonic())))
        return records

    def close(self) -> None:
        self._consumer.close()
