"""Per-segment counters on the real broker: exact over two workers, and after one dies."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, TopicPartition

from stream.broker import free_port
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import by_event_id, produce, read_all
from tests.support.polling import wait_for
from tests.support.scrape import segment_counts, shared_out

pytestmark = pytest.mark.integration
SEGMENTS = [(env, flag) for env in ("prod", "staging", "dev") for flag in ("a", "b")]
Segment = tuple[str, str]


def traffic(start: int, per_segment: Callable[[int], int]) -> tuple[list[bytes], Counter[Segment]]:
    values, expected = [], Counter[Segment]()
    n = start
    for index, (env, flag) in enumerate(SEGMENTS):
        for _ in range(per_segment(index)):
            # Every 2nd, 3rd or 4th event (by segment: their means differ) lacks a supporting
            # passage for half its question; every other one is ranked (so has an nDCG),
            # its supporting passage first or second.
            passages: list[object] = [f"passage about question {n}", "something else"]
            if n % 2:
                scores = (0.9, 0.1) if n % 4 == 1 else (0.1, 0.9)
                passages = [{"text": t, "score": s} for t, s in zip(passages, scores, strict=True)]
            task = f"question {n}"
            if n % (2 + index % 3) == 0:
                task += " and the capital of Peru"
            values.append(
                json.dumps(
                    {
                        "event_id": f"w-{n}",
                        "task": task,
                        "context": passages,
                        "metadata": {"env": env, "feature_flag": flag},
                    }
                ).encode()
            )
            expected[(env, flag)] += 1
            n += 1
    return values, expected


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


def recall_sums(records: list[Record], settings: Settings) -> Counter[Segment]:
    sums: Counter[Segment] = Counter()
    for record in records:
        if record.topic == settings.output_topic:
            result = json.loads(record.value)
            segment = (result["metadata"]["env"], result["metadata"]["feature_flag"])
            sums[segment] += result["recall"]
    return sums


@pytest.mark.slow(20)
def test_two_workers_count_every_event_once_and_survive_a_sigkill(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    settings = settings_factory()
    first = worker_factory(settings)
    second = worker_factory(
        settings.model_copy(update={"web_port": free_port(), "data_dir": tmp_path / "second"})
    )
    # Events produced before the group settles could all go to the first worker.
    assert wait_for(lambda: shared_out([first, second]), 60), "the group never shared out"
    values, expected = traffic(0, lambda i: 5 + 3 * i)
    produce(settings, values, by_event_id(values))

    def total(counter: str = "seer_segment_events_total") -> Counter[Segment]:
        return segment_counts(first, counter) + segment_counts(second, counter)

    assert wait_for(lambda: total() == expected, 90), f"{total()} != {expected}"
    assert total("seer_segment_received_total") == expected
    # Both workers scored events of the same segments: the sum over them is what counts.
    assert set(segment_counts(first)) & set(segment_counts(second))
    records = read_all(settings, lambda r: len(r) >= len(values))
    sums = total("seer_segment_recall_sum_total")
    for segment, value in recall_sums(records, settings).items():
        assert sums[segment] == pytest.approx(value, abs=1e-9)
    incomplete = total("seer_segment_incomplete_events_total")
    assert 0 < sum(incomplete.values()) < len(values)

    # Once every offset is committed, a SIGKILL loses nothing and redelivers nothing.
    assert wait_for(lambda: committed(settings) == len(values), 60), committed(settings)
    before = segment_counts(first)
    second.kill()
    more, added = traffic(10_000, lambda i: 2 + i)
    produce(settings, more, by_event_id(more))
    assert wait_for(lambda: segment_counts(first) == before + added, 90), segment_counts(first)


def test_received_counts_what_was_taken_and_events_what_was_scored(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    worker = worker_factory(settings)
    values, expected = traffic(0, lambda i: 3)
    sampled_out = [
        json.dumps(
            {"task": f"q{i}", "context": ["p"], "sample_rate": 0.0, "metadata": {"env": "dev"}}
        ).encode()
        for i in range(4)
    ]
    produce(settings, [*values, *sampled_out, b"not json", b'{"context": []}'])
    taken = expected + Counter({("dev", "unset"): 4})
    assert wait_for(lambda: segment_counts(worker, "seer_segment_received_total") == taken, 60), (
        segment_counts(worker, "seer_segment_received_total")
    )
    # Invalid records have no segment; sampled-out events were taken, not scored.
    assert wait_for(lambda: segment_counts(worker) == expected, 30), segment_counts(worker)
