"""A dead letter the dead-letter topic refuses: a smaller one that fits, or a worker that
stops loudly; never an event held in silence (its partition's commits and every later
rebalance waited on it for good)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, read_all, read_to_end, scored_ids
from tests.support.polling import bounded, wait_for
from tests.support.scrape import sample

pytestmark = pytest.mark.integration
LIMIT = 1024  # SEER_MAX_RECORD_BYTES: the worker's producer takes records up to 1024 + 64 KiB
BULK = 70_000  # a header or a key over that, under the broker's limit


def committed_offset(settings: Settings) -> int:
    """The worker group's committed offset of the one input partition (-1001: none)."""
    consumer = Consumer({**settings.confluent_config(), "group.id": settings.app_id})
    try:
        [tp] = consumer.committed([TopicPartition(settings.input_topic, 0)], timeout=10)
        return int(tp.offset)
    finally:
        consumer.close()


def write_input(settings: Settings) -> None:
    """Event 0, an invalid record with a 70 kB header at offset 1, event 2, an invalid
    record with a 70 kB key at offset 3, events 4 to 9; one partition."""
    producer = Producer({**settings.confluent_config(), "message.max.bytes": 1_048_588})
    for i in range(10):
        if i == 1:
            headers: list[tuple[str, str | bytes | None]] = [
                ("traceparent", b"00-abc"),
                ("blob", b"x" * BULK),
            ]
            producer.produce(settings.input_topic, b"not json", key=b"poison", headers=headers)
        elif i == 3:
            producer.produce(settings.input_topic, b"not json either", key=b"k" * BULK)
        else:
            producer.produce(settings.input_topic, json.dumps(event(i)).encode(), key=b"e-%d" % i)
    assert producer.flush(30) == 0


GOOD = {f"e-{i}" for i in (0, 2, 4, 5, 6, 7, 8, 9)}


def test_a_dead_letter_too_large_with_its_headers_or_key_goes_as_its_coordinates(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """The producer refused the dead letter whole and again without its value (the bulk
    was in a header, or the key): the event was held, nothing after it was committed and
    every rebalance waited for it. The last try is a record sure to fit: no value, no
    input headers, no large key, with what was left out and where the original is."""
    settings = settings_factory(topic_partitions=1, max_record_bytes=LIMIT)
    worker = worker_factory(settings)
    write_input(settings)

    def settled(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return len(dead) >= 2 and set(scored_ids(records, settings)) >= GOOD

    read_all(settings, settled, 60)
    records = read_to_end(settings, [settings.output_topic, settings.dlq_topic])
    assert set(scored_ids(records, settings)) == GOOD
    dead = {
        int(r.headers["seer-source-offset"]): r for r in records if r.topic == settings.dlq_topic
    }
    assert sorted(dead) == [1, 3], dead  # each once

    headers_kept = dead[1]
    assert headers_kept.value == b"" and headers_kept.key == b"poison"  # a small key stays
    assert "blob" not in headers_kept.headers and "traceparent" not in headers_kept.headers
    assert headers_kept.headers["seer-reason-code"] == b"not_json"
    assert headers_kept.headers["seer-value-omitted"] == b"8"
    # every name and value of the input's headers: fetch them from the source offset
    assert int(headers_kept.headers["seer-headers-omitted"]) == len("traceparentblob") + 6 + BULK
    assert "seer-key-omitted" not in headers_kept.headers

    key_dropped = dead[3]
    assert key_dropped.value == b"" and key_dropped.key is None
    assert key_dropped.headers["seer-key-omitted"] == str(BULK).encode()
    assert key_dropped.headers["seer-value-omitted"] == b"15"
    for letter in dead.values():
        assert letter.headers["seer-source-topic"] == settings.input_topic.encode()
        assert letter.headers["seer-source-partition"] == b"0"
        assert len(letter.headers["seer-reason"]) <= 512

    # Nothing held: the partition is committed to its end, every outcome counted.
    assert wait_for(lambda: committed_offset(settings) == 10, 30), committed_offset(settings)
    assert wait_for(
        lambda: (
            sample(worker.scrape() or "", "seer_events_total", {"outcome": "dead_lettered"}) == 2
        ),
        30,
    ), worker.scrape()


# The worker, with every send to the dead-letter topic refused as Apache Kafka refuses a
# producer without WRITE on it (an ACL): for good, however small the record.
REFUSING_WORKER = """
import sys
from aiokafka import AIOKafkaProducer
from aiokafka.errors import TopicAuthorizationFailedError
from stream.cli import main

DLQ = sys.argv[1]
send = AIOKafkaProducer.send

async def refusing(self, topic, *args, **kwargs):
    if topic == DLQ:
        raise TopicAuthorizationFailedError(topic)
    return await send(self, topic, *args, **kwargs)

AIOKafkaProducer.send = refusing
sys.exit(main(["worker"]))
"""


def test_a_dead_letter_refused_for_good_stops_the_worker_before_its_offset_is_committed(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    """Held in silence, the event stopped its partition's commits for the life of the
    worker and hung every rebalance (faust waits for it to be acked). Now the worker says
    why, critically, and exits, so that its supervisor restarts it; its offset is never
    committed past the event, and a worker that can write the dead letter goes on."""
    settings = settings_factory(topic_partitions=1, max_record_bytes=LIMIT)
    log_path = tmp_path / "refusing.log"
    command = [sys.executable, "-c", REFUSING_WORKER, settings.dlq_topic]
    refusing = WorkerProcess(settings, log_path=log_path, command=command)
    try:
        refusing.start()
        write_input(settings)
        assert refusing.process is not None
        try:
            code = refusing.process.wait(timeout=bounded(60))
        except subprocess.TimeoutExpired:
            code = None
        log = log_path.read_text(errors="replace")
        assert code not in (None, 0), log[-3000:]
    finally:
        refusing.stop()
    assert "CRITICAL" in log and f"dead-letter topic {settings.dlq_topic}" in log, log[-3000:]
    assert "TopicAuthorizationFailed" in log, log[-3000:]
    assert committed_offset(settings) <= 1  # never past the event at offset 1

    worker_factory(settings)  # restarted, with WRITE on the topic: the dead letters go

    def settled(records: list[Record]) -> bool:
        dead = {
            r.headers.get("seer-source-offset") for r in records if r.topic == settings.dlq_topic
        }
        return dead >= {b"1", b"3"} and set(scored_ids(records, settings)) >= GOOD

    assert settled(read_all(settings, settled, 60))
    assert wait_for(lambda: committed_offset(settings) == 10, 30), committed_offset(settings)
