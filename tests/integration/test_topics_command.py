"""`seer-stream topics` says how many partitions each topic has, and both it and the worker
say when the input topic has fewer than SEER_TOPIC_PARTITIONS: a producer that wrote first
made it (Apache Kafka's num.partitions is 1), and every worker past its partition count
idles without a word."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka.admin import AdminClient

from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids, seer_stream

pytestmark = pytest.mark.integration


def narrow(settings_factory: Callable[..., Settings]) -> Settings:
    """Settings whose three topics already exist with 1 partition, asking for 4."""
    return settings_factory(topic_partitions=1).model_copy(update={"topic_partitions": 4})


def test_topics_names_each_topics_partitions_and_an_input_that_caps_the_workers(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = narrow(settings_factory)
    done = seer_stream(settings, "topics")
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert lines[:3] == [
        f"{settings.input_topic}: exists, 1 partition",
        f"{settings.output_topic}: exists, 1 partition",
        f"{settings.dlq_topic}: exists, 1 partition",
    ]
    assert lines[3] == (
        f"seer-stream: the input topic {settings.input_topic} has 1 partition, fewer than "
        "SEER_TOPIC_PARTITIONS (4): at most 1 worker of the group can score it, the others "
        "idle; add partitions (kafka-topics.sh --alter --partitions N) to scale"
    )
    assert len(lines) == 4


def test_topics_it_creates_have_the_partitions_asked_for_and_no_warning(
    settings_factory: Callable[..., Settings],
) -> None:
    base = settings_factory()
    fresh = base.model_copy(
        update={
            "input_topic": f"{base.input_topic}-new",
            "output_topic": f"{base.output_topic}-new",
            "dlq_topic": f"{base.dlq_topic}-new",
            "topic_partitions": 3,
        }
    )
    done = seer_stream(fresh, "topics")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        f"{fresh.input_topic}: created, 3 partitions",
        f"{fresh.output_topic}: created, 3 partitions",
        f"{fresh.dlq_topic}: created, 3 partitions",
    ]


def test_the_worker_warns_of_an_input_topic_that_caps_the_workers(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    settings = narrow(settings_factory)
    worker_factory(settings)
    log = (tmp_path / "worker-0.log").read_text()
    assert f"the input topic {settings.input_topic} has 1 partition, fewer than" in log


def test_the_worker_needs_no_topic_but_the_three(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """faust's leader-election topic (<app id>-__assignor-__leader) is not made: a Kafka user
    that may not create topics runs a worker once `topics` has made the three."""
    settings = settings_factory()
    worker_factory(settings)
    produce(settings, [json.dumps(event(0)).encode()])
    read_all(settings, lambda got: bool(scored_ids(got, settings)))
    topics = AdminClient(settings.confluent_config()).list_topics(timeout=10).topics
    assert [t for t in topics if settings.app_id in t] == []
