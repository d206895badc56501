"""Window aggregates on the real broker: exact across two workers, and after one dies."""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, TopicPartition
from prometheus_client.parser import text_string_to_metric_families

from stream.broker import free_port
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import produce
from tests.support.polling import wait_for
from tests.support.scrape import window_counts

pytestmark = pytest.mark.integration
SEGMENTS = [(env, flag) for env in ("prod", "staging", "dev") for flag in ("a", "b")]


def traffic(
    start: int, per_segment: Callable[[int], int]
) -> tuple[list[bytes], Counter[tuple[str, str]]]:
    values, expected = [], Counter[tuple[str, str]]()
    n = start
    for index, (env, flag) in enumerate(SEGMENTS):
        for _ in range(per_segment(index)):
            values.append(
                json.dumps(
                    {
                        "event_id": f"w-{n}",
                        "task": f"question {n}",
                        "context": [f"passage about question {n}", "something else"],
                        "metadata": {"env": env, "feature_flag": flag},
                    }
                ).encode()
            )
            expected[(env, flag)] += 1
            n += 1
    return values, expected


def test_two_workers_export_exact_counts_and_survive_a_sigkill(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    # One record per produce batch: the embedded broker reports a high watermark that
    # counts aiokafka's batches, not records, and faust's changelog recovery reads up to
    # it. Apache Kafka needs no such setting.
    first_settings = settings_factory(windows=["15m", "24h"], kafka_producer_max_batch_bytes=1)
    second_settings = first_settings.model_copy(
        update={"web_port": free_port(), "data_dir": tmp_path / "second"}
    )
    first = worker_factory(first_settings)
    second = worker_factory(second_settings)
    values, expected = traffic(0, lambda i: 5 + 3 * i)
    produce(first_settings, values)

    def total() -> Counter[tuple[str, str]]:
        return window_counts(first) + window_counts(second)

    assert wait_for(lambda: total() == expected, 90), f"{total()} != {expected}"
    both = set(window_counts(first)) & set(window_counts(second))
    assert not both, f"segments exported by both workers: {both}"
    assert window_counts(first, "24h") + window_counts(second, "24h") == expected

    second.kill()  # SIGKILL: no goodbye to the group; the survivor takes over
    assert wait_for(lambda: window_counts(first) == expected, 90), window_counts(first)

    more, added = traffic(10_000, lambda i: 2 + i)
    produce(first_settings, more)
    assert wait_for(lambda: window_counts(first) == expected + added, 60), window_counts(first)


def test_redelivered_late_and_malformed_observations_are_not_counted(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory(windows=["15m", "24h"])
    worker = worker_factory(settings)
    values, expected = traffic(0, lambda i: 3 + i)
    produce(settings, values)
    assert wait_for(lambda: window_counts(worker) == expected, 60), window_counts(worker)

    # The same events again (a producer retry, or a redelivery): scored, not counted twice.
    produce(settings, values[:7])
    # Straight onto the segment-keyed topic: one new event, a late one, and junk.
    segment = b"env=prod,feature_flag=a"
    now = time.time()
    records = [
        json.dumps([["direct-1", now, 1.0, 0.5, 0.667, None], ["bad row"]]).encode(),
        json.dumps([["direct-2", now - 3 * 86_400, 1.0, 0.5, 0.667, 1.0]]).encode(),
        b"not json",
    ]
    produce(settings, records, [segment] * 3, topic=f"{settings.app_id}-scores-by-segment")
    expected[("prod", "a")] += 1

    def metric(name: str, labels: dict[str, str] | None = None) -> float:
        for family in text_string_to_metric_families(worker.scrape() or ""):
            for sample in family.samples:
                if sample.name == name and sample.labels == (labels or {}):
                    return sample.value
        return 0.0

    assert wait_for(lambda: metric("seer_window_duplicates_total") == 7, 60)
    assert wait_for(lambda: metric("seer_window_skipped_records_total") == 2, 30)
    assert metric("seer_window_late_events_total", {"window": "15m"}) == 1
    assert metric("seer_window_late_events_total", {"window": "24h"}) == 1
    assert metric("seer_events_total", {"outcome": "evaluated"}) == len(values) + 7
    assert window_counts(worker) == expected


def committed(settings: Settings) -> int:
    """Input offsets the worker's consumer group has committed, over all partitions."""
    consumer = Consumer({**settings.confluent_config(), "group.id": settings.app_id})
    try:
        partitions = [
            TopicPartition(settings.input_topic, p) for p in range(settings.topic_partitions)
        ]
        return sum(max(tp.offset, 0) for tp in consumer.committed(partitions, timeout=10))
    finally:
        consumer.close()


def test_observations_are_sent_before_their_offsets_are_committed(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    # No timer and no size flush in the time of the test: only a commit sends observations.
    settings = settings_factory(
        windows=["15m"],
        window_flush_s=60,
        window_flush_rows=1_000_000,
        kafka_producer_max_batch_bytes=1,  # see the two-worker test
    )
    worker = worker_factory(settings)
    values, expected = traffic(0, lambda i: 4)
    produce(settings, values)
    assert wait_for(lambda: committed(settings) == len(values), 60), committed(settings)
    # Everything committed is counted, long before the 60 s timer could have sent it.
    assert wait_for(lambda: window_counts(worker) == expected, 10), window_counts(worker)

    worker.kill()  # a new worker rebuilds the same counts from the changelog, none twice
    successor = worker_factory(
        settings.model_copy(update={"web_port": free_port(), "data_dir": tmp_path / "next"})
    )
    assert wait_for(lambda: window_counts(successor) == expected, 90), window_counts(successor)
