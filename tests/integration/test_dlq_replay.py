"""`seer-stream dlq replay` on the real broker."""

from __future__ import annotations

import json
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from confluent_kafka import (
    TIMESTAMP_CREATE_TIME,
    Consumer,
    KafkaError,
    KafkaException,
    Producer,
    TopicPartition,
)

import stream.dlq
from stream.demo import outcome_counts
from stream.dlq import RecordTooLarge, ReplayIncomplete, replay, resume_at
from stream.kafka import Record, ensure_topics
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import (
    by_event_id,
    event,
    messages_to_end,
    produce,
    read_all,
    read_to_end,
    scored_ids,
    seer_stream,
)
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, error, judgment
from tests.support.polling import wait_for

pytestmark = pytest.mark.integration


def dead_letters(
    settings: Settings,
    values: Sequence[bytes],
    code: str,
    *,
    one_by_one: bool = False,
    extra_headers: Sequence[tuple[str, bytes]] = (),
    timestamp: int = 0,
    source: str | None = None,
) -> None:
    """Dead letters as the worker writes them; in one batch unless `one_by_one` (Tansu
    0.6 gives a batch's first offset + 1 as the high watermark)."""
    producer = Producer(settings.confluent_config())
    for value in values:
        producer.produce(
            settings.dlq_topic,
            value,
            key=b"k-" + value[:8],
            timestamp=timestamp,
            headers=[
                *extra_headers,
                ("seer-reason-code", code.encode()),
                ("seer-source-topic", (source or settings.input_topic).encode()),
            ],
        )
        if one_by_one:
            assert producer.flush(10) == 0
    assert producer.flush(10) == 0


def inputs(settings: Settings) -> list[bytes]:
    """The values on the input topic, all of them: read to its end, so that a record
    replayed twice (or by a dry run) is seen however many were expected."""
    return sorted(r.value for r in read_to_end(settings, [settings.input_topic]))


def commit(settings: Settings, group: str, offset: int) -> None:
    consumer = Consumer({**settings.confluent_config(), "group.id": group})
    try:
        topic = settings.dlq_topic
        partitions = consumer.list_topics(topic, timeout=10).topics[topic].partitions
        offsets = [TopicPartition(topic, p, offset) for p in partitions]
        consumer.commit(offsets=offsets, asynchronous=False)
    finally:
        consumer.close()


def test_replay_sends_each_dead_letter_back_once(settings_factory: Callable[..., Settings]) -> None:
    settings = settings_factory()
    dead_letters(settings, [b"a"], "evaluator_failed")
    dead_letters(settings, [b"b"], "invalid_event")
    dead_letters(settings, [b"c"], "evaluator_failed")

    dry = replay(settings, dry_run=True)
    assert dry.replayed == {"evaluator_failed": 2, "invalid_event": 1}
    assert inputs(settings) == []  # read to the end: nothing sent

    report = replay(settings, codes=["evaluator_failed"])
    assert report.replayed == {"evaluator_failed": 2} and report.skipped == {"invalid_event": 1}
    assert inputs(settings) == [b"a", b"c"]  # each once: the dry run committed nothing

    again = replay(settings, codes=["evaluator_failed"])
    assert not again.replayed  # already replayed and committed
    dead_letters(settings, [b"d"], "evaluator_failed")
    assert replay(settings, codes=["evaluator_failed"]).replayed == {"evaluator_failed": 1}
    assert inputs(settings) == [b"a", b"c", b"d"]
    # another filter has its own position: the skipped record can still be replayed
    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 1}
    assert inputs(settings) == [b"a", b"b", b"c", b"d"]


def test_a_backlog_larger_than_the_producer_queue_is_replayed_once(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    values = [b"v%03d" % i for i in range(60)]
    dead_letters(settings, values, "evaluator_failed", one_by_one=True)

    # The queue takes 5 records: the replay waits for room instead of failing halfway.
    report = replay(settings, producer_config={"queue.buffering.max.messages": 5})
    assert report.replayed == {"evaluator_failed": 60} and report.failed == 0
    assert not replay(settings).replayed
    assert inputs(settings) == values


def test_a_failed_replay_resumes_after_the_acknowledged_records(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory(topic_partitions=1)  # one order for the dead letters
    big = b"x" * 5000
    dead_letters(settings, [b"a", b"b", big, b"c"], "evaluator_failed", one_by_one=True)

    with pytest.raises(RecordTooLarge, match="more than this producer sends"):
        replay(settings, producer_config={"message.max.bytes": 4000})
    assert inputs(settings) == [b"a", b"b"]

    assert replay(settings).replayed == {"evaluator_failed": 2}  # the big one and c
    assert inputs(settings) == [b"a", b"b", b"c", big]


class RemembersTheBadTopic:
    """The replay's producer, as librdkafka is once it has the broker's metadata for a topic
    that does not exist: produce() itself refuses it (the first record to it, sent before
    that answer, is refused in its delivery report instead)."""

    def __init__(self, config: dict[str, Any]) -> None:
        self._producer = Producer(config)

    def produce(self, topic: str, *args: Any, **kwargs: Any) -> None:
        if topic == "not a topic!":
            refused = KafkaError(KafkaError._UNKNOWN_TOPIC, "Local: Unknown topic")
            raise KafkaException(refused)
        self._producer.produce(topic, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._producer, name)


@pytest.mark.parametrize(
    "client",
    [None, RemembersTheBadTopic],
    ids=["refused-in-the-delivery-report", "refused-at-produce"],
)
def test_a_refused_replay_is_dead_lettered_again_and_what_follows_not_resent(
    settings_factory: Callable[..., Settings],
    monkeypatch: pytest.MonkeyPatch,
    client: type[RemembersTheBadTopic] | None,
) -> None:
    # Refused at produce(), once librdkafka has the broker's word on the topic, a
    # KafkaException ended the replay, where the delivery report's refusal did not.
    if client is not None:
        monkeypatch.setattr(stream.dlq, "Producer", client)
    settings = settings_factory(topic_partitions=1)
    dead_letters(settings, [b"a"], "evaluator_failed")
    dead_letters(settings, [b"x"], "evaluator_failed", source="not a topic!")
    dead_letters(settings, [b"c"], "evaluator_failed")

    with pytest.raises(ReplayIncomplete, match="refused") as refused:
        replay(settings)
    assert refused.value.report.failed == 1
    assert inputs(settings) == [b"a", b"c"]

    # x is a dead letter again, at the end: the rerun sends only it.
    assert replay(settings, to_topic=settings.input_topic).replayed == {"evaluator_failed": 1}
    assert not replay(settings).replayed
    assert inputs(settings) == [b"a", b"c", b"x"]


def test_filtered_and_unfiltered_replays_send_each_dead_letter_once(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    dead_letters(settings, [b"a", b"c"], "evaluator_failed")
    dead_letters(settings, [b"b"], "invalid_event")

    assert replay(settings, codes=["evaluator_failed"]).replayed == {"evaluator_failed": 2}
    assert replay(settings).replayed == {"invalid_event": 1}  # not a and c again
    assert inputs(settings) == [b"a", b"b", b"c"]

    dead_letters(settings, [b"d"], "evaluator_failed")
    dead_letters(settings, [b"e"], "invalid_event")
    dead_letters(settings, [b"f"], "over_limits")
    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 1}
    both = replay(settings, codes=["evaluator_failed", "invalid_event"])
    assert both.replayed == {"evaluator_failed": 1} and both.skipped == {"over_limits": 1}
    assert replay(settings).replayed == {"over_limits": 1}
    for codes in ([], ["evaluator_failed"], ["invalid_event"], ["over_limits"]):
        again = replay(settings, codes=codes)
        assert not again.replayed and not again.skipped, codes
    assert inputs(settings) == [b"a", b"b", b"c", b"d", b"e", b"f"]


def test_a_position_out_of_the_log_resumes_at_the_log_start(
    settings_factory: Callable[..., Settings],
) -> None:
    # Tansu (memory storage) neither deletes records (no DeleteRecords, no retention) nor
    # answers a fetch out of range; a position past the end (the topic recreated) is one
    # it takes. Below the log start: test_resume_at.
    settings = settings_factory()
    dead_letters(settings, [b"a", b"b", b"c"], "invalid_event")
    commit(settings, f"{settings.app_id}-dlq-replay", 100)
    commit(settings, f"{settings.app_id}-dlq-replay-invalid_event", 100)

    assert replay(settings, codes=["invalid_event"]).replayed == {"invalid_event": 3}
    assert not replay(settings).replayed
    assert inputs(settings) == [b"a", b"b", b"c"]


def test_resume_at() -> None:
    assert resume_at(-1001, 0, 5) == 0  # no position yet
    assert resume_at(3, 7, 9) == 7  # retention deleted 3 to 6
    assert resume_at(8, 7, 9) == 8
    assert resume_at(9, 7, 9) == 9  # at the end
    assert resume_at(12, 7, 9) == 7  # past the end: a recreated topic


def test_a_replayed_record_keeps_its_timestamp_and_headers(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory(topic_partitions=1)
    kept = [("traceparent", b"00-4bf92f-00f067-01"), ("x-tag", b"1"), ("x-tag", b"2")]
    dead_letters(settings, [b"a"], "evaluator_failed", extra_headers=kept, timestamp=1_700_000)

    replay(settings)
    [message] = messages_to_end(settings, [settings.input_topic])
    assert message.timestamp() == (TIMESTAMP_CREATE_TIME, 1_700_000)
    assert message.key() == b"k-a" and message.value() == b"a"
    assert message.headers() == [
        *kept,
        ("seer-replayed-from", f"{settings.dlq_topic}:0:0".encode()),
    ]


def test_the_readme_flow_scores_dead_lettered_events_again_with_the_command(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """Troubleshooting's flow: the judge refuses (401), the worker dead-letters the events
    `evaluator_failed`; once it is fixed, `seer-stream dlq replay --reason
    evaluator_failed` sends each back once and the same event_ids come out scored."""
    refusing = threading.Event()
    refusing.set()

    def script(request: ChatRequest) -> Reply:
        if refusing.is_set():
            return error(401, "invalid api key")
        return judgment(request, ("the director", [1]), ("the birthplace", [2]))

    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        llm_processes=0,
        llm_preflight=False,  # the endpoint refuses from the start: events dead-letter
    )
    worker = worker_factory(settings)
    failing = [json.dumps(event(i)).encode() for i in range(3)]
    invalid = b'{"context": ["no task"]}'
    produce(settings, failing, by_event_id(failing))
    produce(settings, [invalid])

    def dead(records: list[Record]) -> list[Record]:
        return [r for r in records if r.topic == settings.dlq_topic]

    read_all(settings, lambda records: len(dead(records)) >= 4, 90)
    codes = Counter(
        r.headers["seer-reason-code"] for r in read_to_end(settings, [settings.dlq_topic])
    )
    assert codes == {b"evaluator_failed": 3, b"invalid_event": 1}
    assert not read_to_end(settings, [settings.output_topic])
    refusing.clear()  # the endpoint is fixed

    dry = seer_stream(settings, "dlq", "replay", "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "would replay 3 (evaluator_failed)" in dry.stderr, dry.stderr
    assert "would replay 1 (invalid_event)" in dry.stderr, dry.stderr
    assert inputs(settings) == sorted([*failing, invalid])  # the dry run sent nothing

    run = seer_stream(settings, "dlq", "replay", "--reason", "evaluator_failed")
    assert run.returncode == 0, run.stderr
    assert "replayed 3 (evaluator_failed)" in run.stderr, run.stderr
    assert "left 1 (invalid_event)" in run.stderr, run.stderr
    on_input = read_to_end(settings, [settings.input_topic])
    replayed = [r for r in on_input if "seer-replayed-from" in r.headers]
    assert sorted(r.value for r in replayed) == sorted(failing)  # each once
    assert len(on_input) == len(failing) * 2 + 1

    ids = {f"e-{i}" for i in range(3)}
    read_all(settings, lambda records: ids <= set(scored_ids(records, settings)), 90)
    results = read_to_end(settings, [settings.output_topic])
    assert Counter(scored_ids(results, settings)) == dict.fromkeys(ids, 1)
    for record in results:
        result = json.loads(record.value)
        assert result["evaluator"]["name"] == "llm" and result["recall"] == 1.0
    assert wait_for(
        lambda: (
            outcome_counts(worker.scrape() or "")
            == {"evaluated": 3, "evaluator_failed": 3, "dead_lettered": 1, "sampled_out": 0}
        ),
        30,
    ), worker.scrape()

    # --to: the record goes to the topic given, not to its source.
    elsewhere = f"{settings.input_topic}.fixed"
    ensure_topics(settings, [elsewhere])
    moved = seer_stream(settings, "dlq", "replay", "--reason", "invalid_event", "--to", elsewhere)
    assert moved.returncode == 0, moved.stderr
    assert "replayed 1 (invalid_event)" in moved.stderr, moved.stderr
    [copy] = read_to_end(settings, [elsewhere])
    assert copy.value == invalid and "seer-replayed-from" in copy.headers
    assert len(read_to_end(settings, [settings.input_topic])) == len(on_input)

    done = seer_stream(settings, "dlq", "replay")
    assert done.returncode == 0, done.stderr
    assert "no dead letters to replay" in done.stderr, done.stderr
