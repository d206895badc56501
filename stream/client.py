"""Publish retrieval events from an application: `log()` and `@log_retrieval`.

The caller never waits on Kafka: events go into confluent-kafka's bounded
local queue; when it is full the event is dropped and counted, and whatever
is queued is flushed at interpreter exit.

    from stream import client
    client.log("who directed Inception?", ["Christopher Nolan directed Inception."],
               metadata={"env": "prod", "feature_flag": "retrieval-v2"})
"""

from __future__ import annotations

import atexit
import functools
import inspect
import json
import logging
import threading
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ParamSpec, TypeVar

from confluent_kafka import KafkaError, Message, Producer

from stream.schema import Passage, Scalar, validate_event
from stream.settings import Settings

_log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")


@dataclass
class LoggerStats:
    queued: int = 0
    delivered: int = 0
    dropped: int = 0  # the local queue was full
    failed: int = 0  # the broker did not take it


def to_passage(item: Any) -> dict[str, Any]:
    """Accept what retrieval functions return: str, dict, Passage, or objects with text."""
    if isinstance(item, str):
        return {"text": item}
    if isinstance(item, Passage):
        return item.model_dump(exclude_none=True)
    if isinstance(item, Mapping):
        return dict(item)
    text = getattr(item, "text", None) or getattr(item, "page_content", None)
    if isinstance(text, str):
        passage: dict[str, Any] = {"text": text}
        for name in ("id", "source", "score", "rank"):
            value = getattr(item, name, None)
            if value is not None:
                passage[name] = value
        return passage
    raise TypeError(f"cannot turn {type(item).__name__} into a passage: give str, dict or .text")


class SeerLogger:
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        topic: str | None = None,
        max_queue: int = 100_000,
        producer_config: Mapping[str, Any] | None = None,
    ) -> None:
        self.settings = settings or Settings()
        self.topic = topic or self.settings.input_topic
        self.stats = LoggerStats()
        self._lock = threading.Lock()
        self._producer = Producer(
            {
                **self.settings.confluent_config(),
                "queue.buffering.max.messages": max_queue,
                "linger.ms": 20,
                "enable.idempotence": False,
                **(producer_config or {}),
            }
        )

    def log(
        self,
        task: str,
        context: Iterable[Any],
        metadata: Mapping[str, Scalar] | None = None,
        **fields: Any,
    ) -> str | None:
        """Queue one event; returns its event_id, or None when the queue was full."""
        event: dict[str, Any] = {
            "task": task,
            "context": [to_passage(item) for item in context],
            "metadata": dict(metadata or {}),
            "event_id": uuid.uuid4().hex,
            "created_at": datetime.now(UTC).isoformat(),
            **fields,
        }
        validate_event(event)  # a caller's mistake is raised here, not dead-lettered later
        payload = json.dumps(event, ensure_ascii=False, default=str).encode("utf-8")
        try:
            self._producer.produce(
                self.topic, payload, key=event["event_id"].encode(), on_delivery=self._delivered
            )
        except BufferError:
            with self._lock:
                self.stats.dropped += 1
            return None
        with self._lock:
            self.stats.queued += 1
        self._producer.poll(0)
        return str(event["event_id"])

    def _delivered(self, error: KafkaError | None, message: Message) -> None:
        with self._lock:
            if error is None:
                self.stats.delivered += 1
            else:
                self.stats.failed += 1
        if error is not None:
            _log.warning("seer-stream event not delivered: %s", error)

    def flush(self, timeout_s: float = 10.0) -> int:
        """Wait for queued events; returns how many are still queued."""
        return int(self._producer.flush(timeout_s))


_default: SeerLogger | None = None
_default_lock = threading.Lock()


def default_logger() -> SeerLogger:
    """The process-wide logger from SEER_* settings, flushed at exit."""
    global _default
    with _default_lock:
        if _default is None:
            _default = SeerLogger()
            atexit.register(_default.flush)
        return _default


def log(
    task: str, context: Iterable[Any], metadata: Mapping[str, Scalar] | None = None, **fields: Any
) -> str | None:
    return default_logger().log(task, context, metadata, **fields)


def log_retrieval(
    metadata: Mapping[str, Scalar] | None = None,
    *,
    logger: SeerLogger | None = None,
    query_arg: str | int = 0,
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Decorate `retrieve(query, ...) -> passages` (sync or async) to log each call.

    Logging never breaks retrieval: a failure to log is reported and swallowed.
    """

    def record(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> None:
        try:
            query = kwargs[query_arg] if isinstance(query_arg, str) else args[query_arg]
            if not isinstance(result, list | tuple):  # an iterator would be used up here
                raise TypeError(f"retrieval returned {type(result).__name__}, not a list")
            (logger or default_logger()).log(str(query), result, metadata)
        except Exception:
            _log.warning("seer-stream could not log a retrieval", exc_info=True)

    def decorate(func: Callable[P, R]) -> Callable[P, R]:
        if inspect.iscoroutinefunction(func):

            @functools.wraps(func)
            async def async_wrapper(*args: P.args, **kwargs: P.kwargs) -> Any:
                result = await func(*args, **kwargs)
                record(args, kwargs, result)
                return result

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(func)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            result = func(*args, **kwargs)
            record(args, kwargs, result)
            return result

        return wrapper

    return decorate
