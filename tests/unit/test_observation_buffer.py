"""The evaluate side's buffer of observations, without Kafka: what it sends and when."""

from __future__ import annotations

import json
from concurrent.futures import Future
from typing import Any

import pytest
from prometheus_client import CollectorRegistry, Counter

from stream.aggregate_agent import (
    MAX_ROWS_PER_RECORD,
    FlushBeforeCommit,
    ObservationBuffer,
    read_row,
)


class FakeTopic:
    """Records send_soon calls; each returns a future the test settles."""

    def __init__(self) -> None:
        self.sent: list[tuple[bytes, list[Any], Future[Any]]] = []

    def send_soon(self, *, key: bytes, value: bytes) -> Future[Any]:
        future: Future[Any] = Future()
        self.sent.append((key, json.loads(value), future))
        return future


def buffer(max_rows: int) -> tuple[ObservationBuffer, FakeTopic, CollectorRegistry]:
    topic, registry = FakeTopic(), CollectorRegistry()
    failures = Counter("failures", "Records not sent.", registry=registry)
    return ObservationBuffer(topic, max_rows, failures), topic, registry  # type: ignore[arg-type]


def row(i: int) -> list[Any]:
    return [f"e{i}", 1_800_000_000.0 + i, 1.0, 0.5, 2 / 3, None]


def test_one_record_per_segment_when_full() -> None:
    observations, topic, _ = buffer(max_rows=5)
    for i in range(4):
        observations.add(b"env=prod" if i % 2 else b"env=dev", row(i))
    assert topic.sent == []  # not full yet
    observations.add(b"env=prod", row(4))
    assert [(key, [r[0] for r in rows]) for key, rows, _ in topic.sent] == [
        (b"env=dev", ["e0", "e2"]),
        (b"env=prod", ["e1", "e3", "e4"]),
    ]
    assert read_row(topic.sent[0][1][0]) == ("e0", 1_800_000_000.0, read_row(row(0))[2])


def test_flushed_before_offsets_are_committed() -> None:
    observations, topic, _ = buffer(max_rows=1000)
    observations.add(b"env=prod", row(1))
    FlushBeforeCommit(observations).on_commit_initiated(consumer=None)
    assert [key for key, _, _ in topic.sent] == [b"env=prod"]
    FlushBeforeCommit(observations).on_commit_initiated(consumer=None)
    assert len(topic.sent) == 1  # nothing new, nothing sent


def test_a_big_segment_is_split_into_records() -> None:
    observations, topic, _ = buffer(max_rows=10_000)
    for i in range(MAX_ROWS_PER_RECORD + 1):
        observations.add(b"env=prod", row(i))
    observations.flush()
    assert [len(rows) for _, rows, _ in topic.sent] == [MAX_ROWS_PER_RECORD, 1]


def test_a_record_the_broker_refused_is_sent_again() -> None:
    observations, topic, registry = buffer(max_rows=1000)
    observations.add(b"env=prod", row(1))
    observations.flush()
    topic.sent[0][2].set_exception(RuntimeError("broker down"))
    assert registry.get_sample_value("failures_total") == 1
    observations.flush()
    assert len(topic.sent) == 2 and topic.sent[1][1] == [row(1)]
    topic.sent[1][2].set_result(None)
    observations.flush()
    assert len(topic.sent) == 2


@pytest.mark.parametrize(
    "bad",
    [
        ["bad row"],
        ["e", "t", 1, 1, 1, None],
        None,
        ["e", 1.0, 1.0, 0.5, 0.6],
        ["e", 1.0, 1.5, 0.5, 0.6, None],
        ["e", 1.0, 1.0, 0.5, 0.6, -0.1],
        ["e", 1.0, 1.0, float("nan"), 0.6, None],
        ["e", float("inf"), 1.0, 0.5, 0.6, None],
    ],
)
def test_rows_that_are_not_observations(bad: Any) -> None:
    with pytest.raises(ValueError, match="not an observation row"):
        read_row(bad)
