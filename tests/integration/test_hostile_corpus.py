"""The hostile corpus through one worker: every record scored or dead-lettered with a
precise reason, the event loop never a second late, /metrics served throughout."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from confluent_kafka import Producer

from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.hostile import corpus
from tests.support.kafka import read_all, scored_ids
from tests.support.scrape import sample

pytestmark = pytest.mark.integration


def test_every_hostile_record_is_scored_or_dead_lettered_with_its_reason(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    records = corpus()
    settings = settings_factory(topic_partitions=1)  # offsets are the corpus' order
    worker = worker_factory(settings)
    producer = Producer({**settings.confluent_config(), "message.max.bytes": 1_048_588})
    for record in records:
        producer.produce(settings.input_topic, record.value, timestamp=record.timestamp_ms or 0)
    assert producer.flush(30) == 0
    scored = {r.name for r in records if r.code is None}
    dead = len(records) - len(scored)

    def done(found: list[Record]) -> bool:
        letters = [r for r in found if r.topic == settings.dlq_topic]
        return scored <= set(scored_ids(found, settings)) and len(letters) >= dead

    found = read_all(settings, done, timeout_s=120)
    assert set(scored_ids(found, settings)) == scored
    letters = {
        int(r.headers["seer-source-offset"]): r for r in found if r.topic == settings.dlq_topic
    }
    for offset, record in enumerate(records):
        if record.code is None:
            assert offset not in letters, record.name
            continue
        letter = letters[offset]
        assert letter.value == record.value, record.name  # intact, ready for replay
        assert letter.headers["seer-reason-code"].decode() == record.code, record.name
        reason = letter.headers["seer-reason"].decode()
        assert record.says in reason and len(reason) <= 1000, (record.name, reason[:200])
    lag = sample(worker.scrape(), "seer_event_loop_lag_max_seconds")
    assert lag is not None and lag < 1.0, lag
