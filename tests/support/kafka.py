"""Producing and reading test traffic on the real broker."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from confluent_kafka import (
    Message,
    Producer,
)

from stream import topic_end
from stream.broker import free_port
from stream.kafka import Record, TopicReader, ensure_topics
from stream.settings import Settings
from stream.worker import settings_env
from tests.support.polling import bounded


def isolated_settings(bootstrap: str, workdir: Path, name: str, **overrides: object) -> Settings:
    """Settings with topics, a consumer group, a data dir and a port of their own
    (named after `name`), the topics created; the tests' and the benches' start."""
    base: dict[str, object] = {
        "kafka_bootstrap": [bootstrap],
        "input_topic": f"{name}.events",
        "output_topic": f"{name}.scores",
        "dlq_topic": f"{name}.dead-letters",
        "app_id": f"seer-{name}",
        "kafka_session_timeout_s": 6.0,  # a group join on the embedded broker takes half
        "data_dir": workdir / f"data-{name}",
        "web_port": free_port(),
        "scrape_interval_s": 1.0,  # tests/support/monitoring.py's Prometheus scrapes every 1 s
    }
    settings = Settings.model_validate({**base, **overrides})
    ensure_topics(settings)
    return settings


def event(i: int) -> dict[str, Any]:
    env = ("prod", "staging")[i % 2]
    flag = ("retrieval-v1", "retrieval-v2")[(i // 2) % 2]
    return {
        "event_id": f"e-{i}",
        "task": f"Who directed film number {i} and where was the director born?",
        "context": [
            {"id": f"d{i}-1", "text": f"Film number {i} was directed by Ana Ruiz.", "score": 0.9},
            {"id": f"d{i}-2", "text": "Ana Ruiz was born in Seville, Spain.", "score": 0.8},
            {"id": f"d{i}-3", "text": "The weather in Oslo is cold.", "score": 0.3},
        ],
        "metadata": {"env": env, "feature_flag": flag, "request": f"r-{i}"},
    }


def produce(
    settings: Settings,
    values: list[bytes],
    keys: list[bytes | None] | None = None,
    topic: str | None = None,
    partition: int | None = None,
) -> None:
    # Up to Apache Kafka's default broker limit (librdkafka's own default is 1,000,000).
    producer = Producer({**settings.confluent_config(), "message.max.bytes": 1_048_588})
    where = -1 if partition is None else partition  # -1, produce's default: the partitioner picks
    for i, value in enumerate(values):
        key = keys[i] if keys else None
        producer.produce(topic or settings.input_topic, value, key=key, partition=where)
        producer.poll(0)
    assert producer.flush(30) == 0


def by_event_id(values: list[bytes]) -> list[bytes | None]:
    """Keys for `produce`: each event's id, so the events spread over the partitions.

    (Keyless records go to one partition per batch: librdkafka's sticky partitioner.)
    """
    return [str(json.loads(value)["event_id"]).encode() for value in values]


def read_all(
    settings: Settings, done: Callable[[list[Record]], bool], timeout_s: float = 90
) -> list[Record]:
    reader = TopicReader(settings, [settings.output_topic, settings.dlq_topic])
    try:
        return reader.read_until(done, bounded(timeout_s))
    finally:
        reader.close()


def scored_ids(records: list[Record], settings: Settings) -> list[str]:
    return [r.key.decode() for r in records if r.topic == settings.output_topic and r.key]


def messages_to_end(
    settings: Settings, topics: Iterable[str], timeout_s: float = 60
) -> list[Message]:
    """Every record of `topics` as confluent-kafka gives it (every header, in order),
    from their start to the ends they have when called (stream.topic_end's reader).

    Unlike `read_all`, which stops once a condition holds, it misses nothing already on
    the broker (a duplicate, a record that should not be there) and waits for nothing
    that may never come. Fails when the broker answers nothing for `timeout_s`.
    """
    wait_s = bounded(timeout_s)
    return [m for t in topics for m in topic_end.messages_to_end(settings, t, timeout_s=wait_s)]


def read_to_end(settings: Settings, topics: Iterable[str], timeout_s: float = 60) -> list[Record]:
    """`messages_to_end` as Records."""
    return [Record.of(message) for message in messages_to_end(settings, topics, timeout_s)]


def seer_stream(settings: Settings, *args: str) -> subprocess.CompletedProcess[str]:
    """The installed `seer-stream` command, configured by `settings` as SEER_* variables
    (and no others from this environment)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEER_")}
    return subprocess.run(
        [str(Path(sys.executable).with_name("seer-stream")), *args],
        env={**env, **settings_env(settings)},
        capture_output=True,
        text=True,
        timeout=120,
    )
