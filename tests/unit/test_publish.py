"""Publisher: transient broker errors are retried, records that never fit are not."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest
from aiokafka.errors import KafkaTimeoutError, MessageSizeTooLargeError, RequestTimedOutError
from faust.exceptions import ProducerSendError
from prometheus_client import CollectorRegistry

from stream.publish import Publisher, Unpublishable, publish_dead_letter, transient


class Script:
    """send() raises or fails its delivery as scripted, then succeeds."""

    def __init__(self, *failures: BaseException, in_delivery: bool = False) -> None:
        self.failures = list(failures)
        self.in_delivery = in_delivery
        self.sent = 0
        self.slept: list[float] = []

    async def send(
        self,
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Sequence[Any] | None,
        timestamp_s: float | None,
    ) -> asyncio.Future[None]:
        self.sent += 1
        delivery: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self.failures:
            failure = self.failures.pop(0)
            if not self.in_delivery:
                raise failure
            delivery.set_exception(failure)
        else:
            delivery.set_result(None)
        return delivery

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)


def wrapped(error: Exception) -> ProducerSendError:
    try:
        raise ProducerSendError(f"Error while sending: {error!r}") from error
    except ProducerSendError as exc:
        return exc


def run(script: Script, registry: CollectorRegistry) -> None:
    publisher = Publisher(script.send, registry, sleep=script.sleep)
    asyncio.run(publisher.publish("result", "scores", b"k", b"v"))


@pytest.mark.parametrize("in_delivery", [False, True])
def test_timeouts_and_retriable_errors_are_sent_again_with_backoff(in_delivery: bool) -> None:
    registry = CollectorRegistry()
    failures = [KafkaTimeoutError(), wrapped(RequestTimedOutError()), KafkaTimeoutError()]
    script = Script(*failures, in_delivery=in_delivery)
    run(script, registry)
    assert script.sent == 4 and script.slept == [0.5, 1.0, 2.0]
    assert registry.get_sample_value("seer_publish_retries_total", {"kind": "result"}) == 3
    assert registry.get_sample_value("seer_publish_waiting_events") == 0


def test_a_record_too_large_is_refused_at_once() -> None:
    registry = CollectorRegistry()
    script = Script(wrapped(MessageSizeTooLargeError("1500816 bytes")))
    with pytest.raises(Unpublishable, match="1500816 bytes"):
        run(script, registry)
    assert script.sent == 1 and script.slept == []
    assert registry.get_sample_value("seer_publish_retries_total", {"kind": "result"}) == 0


def test_what_is_transient() -> None:
    assert transient(KafkaTimeoutError()) and transient(wrapped(RequestTimedOutError()))
    assert not transient(wrapped(MessageSizeTooLargeError()))
    assert not transient(ValueError("a bug"))


class Limited:
    """A topic that refuses records over `limit` bytes for good."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.taken: list[tuple[bytes | None, list[tuple[str, bytes]]]] = []

    async def send(
        self,
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Sequence[Any] | None,
        timestamp_s: float | None,
    ) -> asyncio.Future[None]:
        delivery: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        size = len(value or b"")
        if size > self.limit:
            delivery.set_exception(MessageSizeTooLargeError(f"{size} bytes"))
        else:
            self.taken.append((value, list(headers or [])))
            delivery.set_result(None)
        return delivery


def test_a_dead_letter_the_topic_refuses_goes_without_its_value() -> None:
    topic = Limited(1000)
    publisher = Publisher(topic.send, CollectorRegistry())
    headers = [("seer-reason-code", b"oversize"), ("seer-source-offset", b"7")]

    whole = asyncio.run(publish_dead_letter(publisher, "dlq", b"k", b"x" * 999, headers))
    cut = asyncio.run(publish_dead_letter(publisher, "dlq", b"k", b"x" * 5000, headers))
    assert whole and not cut
    assert topic.taken[0] == (b"x" * 999, headers)
    assert topic.taken[1] == (b"", [*headers, ("seer-value-omitted", b"5000")])
