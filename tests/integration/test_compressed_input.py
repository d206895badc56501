"""Producers compress: Apache Kafka's clients and librdkafka offer gzip, snappy, lz4 and zstd,
and a topic's batches may mix them. The worker reads them all; aiokafka has no codec of its
own but gzip, and without cramjam it stopped at the first batch of another (scored nothing
after it, its consumer failing each fetch)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from confluent_kafka import Producer

from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, read_all, scored_ids

pytestmark = pytest.mark.integration

CODECS = ("none", "gzip", "snappy", "lz4", "zstd")


def test_events_in_batches_of_every_codec_are_scored(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    expected = []
    for n, codec in enumerate(CODECS):
        # Batches of 5: a batch is what is compressed, and what a missing codec stops on.
        producer = Producer(
            {**settings.confluent_config(), "compression.type": codec, "linger.ms": 100}
        )
        for i in range(n * 5, n * 5 + 5):
            producer.produce(settings.input_topic, json.dumps(event(i)).encode(), partition=n % 4)
            expected.append(f"e-{i}")
        assert producer.flush(30) == 0, codec
    worker_factory(settings)
    records = read_all(settings, lambda got: len(scored_ids(got, settings)) >= len(expected))
    assert sorted(scored_ids(records, settings)) == sorted(expected)
    assert not [r for r in records if r.topic == settings.dlq_topic]
