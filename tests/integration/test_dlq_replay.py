"""`seer-stream dlq replay` on the real broker."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from confluent_kafka import Producer

from stream.dlq import replay
from stream.kafka import TopicReader
from stream.settings import Settings

pytestmark = pytest.mark.integration


def dead_letter(settings: Settings, value: bytes, code: str) -> None:
    producer = Producer(settings.confluent_config())
    producer.produce(
        settings.dlq_topic,
        value,
        key=b"k-" + value,
        headers=[
            ("seer-reason-code", code.encode()),
            ("seer-source-topic", settings.input_topic.encode()),
        ],
    )
    assert producer.flush(10) == 0


def inputs(settings: Settings, expected: int) -> list[bytes]:
    reader = TopicReader(settings, [settings.input_topic])
    try:
        return sorted(r.value for r in reader.read_until(lambda rs: len(rs) >= expected, 5))
    finally:
        reader.close()


def test_replay_sends_each_dead_letter_back_once(settings_factory: Callable[..., Settings]) -> None:
    settings = settings_factory()
    dead_letter(settings, b"a", "evaluator_failed")
    dead_letter(settings, b"b", "invalid_event")
    dead_letter(settings, b"c", "evaluator_failed")

    dry = replay(settings, dry_run=True)
    assert sum(dry.replayed.values()) == 3 and inputs(settings, 0) == []

    report = replay(settings, codes=["evaluator_failed"])
    assert report.replayed == {"evaluator_failed": 2} and report.skipped == {"invalid_event": 1}
    assert inputs(settings, 2) == [b"a", b"c"]

    again = replay(settings, codes=["evaluator_failed"])
    assert not again.replayed  # already replayed and committed
    dead_letter(settings, b"d", "evaluator_failed")
    assert replay(settings, codes=["evaluator_failed"]).replayed == {"evaluator_failed": 1}
    assert inputs(settings, 3) == [b"a", b"c", b"d"]
    # another filter keeps its own position: the skipped record can still be replayed
    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 1}
    assert inputs(settings, 4) == [b"a", b"b", b"c", b"d"]
