"""The worker on the real embedded broker: every valid event scored, every bad one dead-lettered."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from stream.demo import outcome_counts
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids

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
    text = worker.scrape() or ""
    assert 'seer_event_recall_count{env="prod",feature_flag="retrieval-v1"} 10.0' in text
    assert "request" not in text and "r-1" not in text  # not an allowed segment key
    lag = rf'seer_consumer_lag{{partition="\d",topic="{re.escape(settings.input_topic)}"}} 0.0'
    assert re.search(lag, text), "every input record processed: no lag"


def test_sigkill_mid_stream_loses_nothing(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    first = worker_factory(settings)
    produce(settings, [json.dumps(event(i)).encode() for i in range(1500)])
    records = read_all(settings, lambda rs: len(scored_ids(rs, settings)) >= 100, 90)
    first.kill()
    at_kill = len(set(scored_ids(read_all(settings, lambda rs: False, 2), settings)))
    assert 100 <= at_kill < 1500, "the worker must die mid-stream for this test to mean anything"
    produce(settings, [json.dumps(event(i)).encode() for i in range(1500, 2000)])

    worker_factory(settings)  # same consumer group: resumes from the committed offsets
    wanted = {f"e-{i}" for i in range(2000)}
    records = read_all(settings, lambda rs: wanted <= set(scored_ids(rs, settings)), 180)
    ids = scored_ids(records, settings)
    assert wanted == set(ids)  # duplicates allowed, losses not
