"""A topic the broker will not create is one line naming it, why and the setting to fix.

The embedded broker creates any topic it is asked for (any replication factor, any number
of partitions, no ACLs), so the refusals a real cluster gives are played by a stand-in for
confluent-kafka's AdminClient that answers with the client's own error types."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pytest
from confluent_kafka import KafkaError, KafkaException

from stream import kafka
from stream.cli import main
from stream.settings import Settings


class RefusingAdmin:
    """Knows `existing` topics and refuses every other with `code`."""

    def __init__(self, code: int, reason: str, existing: set[str]) -> None:
        self.code, self.reason, self.existing = code, reason, existing

    def __call__(self, config: dict[str, Any]) -> RefusingAdmin:
        return self

    def list_topics(self, timeout: float) -> Any:
        return type("Metadata", (), {"topics": {t: None for t in self.existing}})()

    def create_topics(self, topics: list[Any], **_: Any) -> dict[str, Future[None]]:
        futures: dict[str, Future[None]] = {}
        for topic in topics:
            future: Future[None] = Future()
            future.set_exception(KafkaException(KafkaError(self.code, self.reason)))
            futures[topic.topic] = future
        return futures


@pytest.mark.parametrize(
    ("code", "reason", "hint"),
    [
        (
            KafkaError.INVALID_REPLICATION_FACTOR,
            "Replication factor: 3 larger than available brokers: 1.",
            "SEER_TOPIC_REPLICATION is 3: at most the brokers' count",
        ),
        (
            KafkaError.TOPIC_AUTHORIZATION_FAILED,
            "Authorization failed.",
            "this client may not create topics: create them",
        ),
        (KafkaError.INVALID_CONFIG, "Something else.", "create the topics, or fix the cause"),
    ],
)
def test_a_refused_topic_is_named_with_why_and_what_to_do(
    code: int, reason: str, hint: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kafka, "AdminClient", RefusingAdmin(code, reason, {"seer.events"}))
    with pytest.raises(kafka.TopicsNotCreated) as refused:
        kafka.ensure_topics(Settings(topic_replication=3))
    name = KafkaError(code).name()
    assert str(refused.value).startswith(f"cannot create topic seer.scores: {name}: {reason}")
    assert str(refused.value).endswith(f"({hint})")


def test_a_topic_created_meanwhile_by_another_worker_is_fine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    admin = RefusingAdmin(KafkaError.TOPIC_ALREADY_EXISTS, "Topic exists.", set())
    monkeypatch.setattr(kafka, "AdminClient", admin)
    assert kafka.ensure_topics(Settings()) == []


def test_the_topics_command_says_it_on_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    admin = RefusingAdmin(KafkaError.INVALID_REPLICATION_FACTOR, "Too many.", set())
    monkeypatch.setattr(kafka, "AdminClient", admin)
    monkeypatch.setattr(kafka, "require_broker", lambda settings: None)
    monkeypatch.setenv("SEER_TOPIC_REPLICATION", "3")
    assert main(["topics"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("seer-stream: cannot create topic seer.events: ")
    assert len(err.splitlines()) == 1 and "SEER_TOPIC_REPLICATION is 3" in err


def test_a_worker_starts_when_the_partition_count_cannot_be_read(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The warning of a narrow input topic is advice: a broker that does not answer the
    metadata request (it answered a moment before) leaves it unsaid, never the worker
    unstarted."""
    from stream import worker

    def unanswered(settings: Settings, topics: Any, timeout_s: float = 15.0) -> dict[str, int]:
        raise KafkaException(KafkaError(KafkaError._TRANSPORT, "Broker transport failure"))

    monkeypatch.setattr(kafka, "partition_counts", unanswered)
    worker._warn_of_few_partitions(Settings())
    monkeypatch.setattr(kafka, "partition_counts", lambda *_, **__: {"seer.events": 2})
    worker._warn_of_few_partitions(Settings())
    assert "the input topic seer.events has 2 partitions, fewer than" in caplog.text
