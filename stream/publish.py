"""Sending results and dead letters until the broker has them.

A record that can never fit (too large, a topic the worker may not write) raises
`Unpublishable` at once; anything transient (the broker down, a leader moving, a
request timing out) is retried with backoff for as long as it takes, the event held
meanwhile: its offset stays uncommitted and its actor takes nothing new, so intake
pauses while the broker cannot take what is already scored.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from aiokafka.errors import KafkaError, KafkaTimeoutError
from prometheus_client import CollectorRegistry, Counter, Gauge

from stream.kafka import Header

log = logging.getLogger(__name__)

# (topic, key, value, headers, timestamp in seconds or None for now) -> the delivery;
# a None value is Kafka's null (a tombstone)
Send = Callable[
    [str, bytes | None, bytes | None, Sequence[Header] | None, float | None], Awaitable[Any]
]
FIRST_BACKOFF_S = 0.5
MAX_BACKOFF_S = 10.0


class Unpublishable(Exception):
    """The broker or the producer refused a record for good; `__cause__` says why."""


def transient(error: BaseException) -> bool:
    """Whether sending again may succeed: a retriable Kafka error or a timeout, looked
    for through the causes (faust wraps the client's errors)."""
    seen: BaseException | None = error
    while seen is not None:
        if isinstance(seen, KafkaTimeoutError | asyncio.TimeoutError):
            return True
        if isinstance(seen, KafkaError):
            return bool(getattr(seen, "retriable", False))
        seen = seen.__cause__ or seen.__context__
    return False


class Publisher:
    """`publish(kind, topic, key, value, headers)` returns once the broker acknowledged the
    record; `kind` ("result" or "dead_letter") labels the retry metrics."""

    def __init__(
        self,
        send: Send,
        registry: CollectorRegistry,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._send = send
        self._sleep = sleep
        self.retries = Counter(
            "seer_publish_retries",
            "Sends of results and dead letters retried after a transient broker error.",
            ["kind"],
            registry=registry,
        )
        self._waiting = 0
        Gauge(
            "seer_publish_waiting_events",
            "Events whose result or dead letter waits for the broker to take it (held).",
            registry=registry,
        ).set_function(lambda: self._waiting)
        for kind in ("result", "dead_letter"):
            self.retries.labels(kind=kind)

    async def publish(
        self,
        kind: str,
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Sequence[Header] | None = None,
        timestamp_s: float | None = None,
    ) -> None:
        backoff = FIRST_BACKOFF_S
        waiting = False
        try:
            while True:
                try:
                    delivery = await self._send(topic, key, value, headers, timestamp_s)
                    await delivery
                    return
                except Exception as exc:
                    if not transient(exc):
                        raise Unpublishable(str(exc.__cause__ or exc)) from exc
                    if not waiting:
                        waiting = True
                        self._waiting += 1
                    self.retries.labels(kind=kind).inc()
                    log.warning(
                        "%s to %s not taken (%r); again in %.1fs", kind, topic, exc, backoff
                    )
                    await self._sleep(backoff)
                    backoff = min(backoff * 2, MAX_BACKOFF_S)
        finally:
            if waiting:
                self._waiting -= 1


KEY_KEPT_BYTES = 1024  # a larger key is left out of the last-resort dead letter
SEER_HEADER_KEPT_BYTES = 512  # each of our headers in it (the reason: up to 4,000 bytes)


class DeadLetterRefused(Exception):
    """The dead-letter topic refused for good even a dead letter of a few hundred bytes
    (an ACL, a topic that is gone): nothing can settle the event; `__cause__` says why."""

    def __init__(self, topic: str, cause: Unpublishable) -> None:
        super().__init__(f"dead-letter topic {topic} refused the dead letter for good: {cause}")
        self.topic = topic


async def publish_dead_letter(
    publisher: Publisher,
    topic: str,
    key: bytes | None,
    value: bytes | None,
    headers: Sequence[Header],
    timestamp_s: float | None = None,
) -> bool:
    """Dead-letter an input whole; if the dead-letter topic will never take it (an input
    near the size limit plus headers can be over the topic's max.message.bytes), without
    its value, with `seer-value-omitted` (its size) so that it can be fetched from its
    source offset; if that is refused too (the bulk is in the key or the headers), as
    `last_resort` builds it. Returns whether the value went along; raises
    DeadLetterRefused when even that is refused. `headers`: the input's own, then ours
    (seer-*)."""
    try:
        await publisher.publish("dead_letter", topic, key, value, headers, timestamp_s)
        return True
    except Unpublishable as exc:
        size = len(value or b"")
        log.warning("dead letter of %d bytes refused (%s); sent without its value", size, exc)
    omitted = [*headers, ("seer-value-omitted", str(size).encode())]
    try:
        await publisher.publish("dead_letter", topic, key, b"", omitted, timestamp_s)
        return False
    except Unpublishable as exc:
        log.warning("dead letter without its value refused (%s); sent as its coordinates", exc)
    least_key, least_headers = last_resort(key, size, headers)
    try:
        await publisher.publish("dead_letter", topic, least_key, b"", least_headers, timestamp_s)
    except Unpublishable as exc:
        raise DeadLetterRefused(topic, exc) from exc
    return False


def last_resort(
    key: bytes | None, value_size: int, headers: Sequence[Header]
) -> tuple[bytes | None, list[Header]]:
    """A dead letter sure to fit any producer or broker limit: no value, none of the
    input's headers, no key over KEY_KEPT_BYTES, each of ours cut to
    SEER_HEADER_KEPT_BYTES; `seer-value-omitted`, `seer-headers-omitted` and
    `seer-key-omitted` give the sizes left out (bytes, names and values), and the
    `seer-source-*` headers where the original is (a replay fetches it from there)."""
    ours = [(k, _cut(v)) for k, v in headers if k.startswith("seer-")]
    ours.append(("seer-value-omitted", str(value_size).encode()))
    foreign = [(k, v) for k, v in headers if not k.startswith("seer-")]
    if foreign:
        size = sum(len(k.encode()) + len(v or b"") for k, v in foreign)
        ours.append(("seer-headers-omitted", str(size).encode()))
    if key is not None and len(key) > KEY_KEPT_BYTES:
        # Dropped, not cut: a cut key would pass for the input's own.
        ours.append(("seer-key-omitted", str(len(key)).encode()))
        key = None
    return key, ours


def _cut(value: bytes | None) -> bytes | None:
    if value is None or len(value) <= SEER_HEADER_KEPT_BYTES:
        return value
    # (at a character boundary: the reason is UTF-8 text)
    return value[:SEER_HEADER_KEPT_BYTES].decode("utf-8", "ignore").encode()
