"""Publish retrieval events from an application: `log()` and `@log_retrieval`.

The caller never waits on Kafka: events go into confluent-kafka's bounded
local queue; when it is full the event is dropped and counted. An event that
is invalid or too large raises at the call. At interpreter exit every logger
is flushed and what could not be delivered is reported on stderr. A forked
child makes a producer of its own before its first send.

    from stream import client
    client.log("who directed Inception?", ["Christopher Nolan directed Inception."],
               metadata={"env": "prod", "feature_flag": "retrieval-v2"})
"""

from __future__ import annotations

import atexit
import ctypes
import functools
import inspect
import json
import logging
import multiprocessing.util
import os
import sys
import threading
import time
import uuid
import weakref
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ParamSpec, TypeVar

from confluent_kafka import KafkaError, Message, Producer

from stream.client_passages import to_passage
from stream.schema import InvalidEvent, Scalar, validate_event
from stream.settings import Settings
from stream.throttled import Throttled

_log = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")

# librdkafka refuses a record whose key + value + 36 bytes (v2 record framing at its
# widest) exceed message.max.bytes; checked here so that the caller gets a ValueError.
_RECORD_FRAMING = 36


@dataclass
class LoggerStats:
    queued: int = 0
    delivered: int = 0
    dropped: int = 0  # the local queue was full
    failed: int = 0  # the broker did not take it
    undelivered: int = 0  # still queued when the exit flush gave up: lost
    unlogged: int = 0  # @log_retrieval calls whose query or result could not be an event


class EventTooLarge(InvalidEvent):
    """An event over the size limit, refused at the call rather than failing in Kafka."""

    def __init__(self, size: int, limit: int, why: str) -> None:
        super().__init__(
            f"event is {size} bytes as JSON, over the limit of {limit} bytes ({why}); not sent",
            "oversize",
        )
        self.size = size
        self.limit = limit


class SeerLogger:
    def __init__(
        self,
        settings: Settings | None = None,
        *,
        topic: str | None = None,
        max_queue: int = 100_000,
        max_queue_bytes: int = 64 * 2**20,
        producer_config: Mapping[str, Any] | None = None,
        exit_timeout_s: float = 10.0,
    ) -> None:
        self.settings = settings or Settings()
        self.topic = topic or self.settings.input_topic
        self.stats = LoggerStats()
        # How long interpreter exit waits for this logger's queued events.
        self.exit_timeout_s = exit_timeout_s
        self._lock = threading.Lock()
        self._config: dict[str, Any] = {
            **self.settings.confluent_config(),
            "queue.buffering.max.messages": max_queue,
            # A bound in bytes too (librdkafka's own is 1 GiB): while the broker is away,
            # events of 5 kB held 0.6 GB per process at the 100,000 events bound.
            "queue.buffering.max.kbytes": max(1, max_queue_bytes // 1024),
            "linger.ms": 20,
            "enable.idempotence": False,
            # As the worker's: librdkafka's own 1,000,000 is below the 1 MiB the worker takes.
            "message.max.bytes": self.settings.producer_message_max_bytes,
            **(producer_config or {}),
        }
        self._message_max_bytes = int(self._config["message.max.bytes"])
        self._producer = Producer(self._config)
        self._pid = os.getpid()  # the process the producer's threads live in
        self._warnings = Throttled(_log)
        self._flushed_at_exit = 0  # the process that did, if one has
        with _live_lock:
            _live.add(self)

    def log(
        self,
        task: str,
        context: Iterable[Any],
        metadata: Mapping[str, Scalar] | None = None,
        **fields: Any,
    ) -> str | None:
        """Queue one event; returns its event_id, or None when the queue was full.

        Raises ValueError at the call for an invalid event, TypeError for a context that is
        one string or mapping rather than a list of them, and EventTooLarge (a ValueError)
        for one over SEER_MAX_RECORD_BYTES or the producer's limit.
        """
        if isinstance(context, str | bytes | bytearray | Mapping):
            # Iterating it would make a passage of each letter (or key): never what is meant.
            raise TypeError(
                f"context must be a list of passages, not a {type(context).__name__}: "
                "wrap a single passage in a list"
            )
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
        key = str(event["event_id"]).encode()
        self._check_size(len(payload), len(key))
        producer = self._producer_here()
        try:
            producer.produce(self.topic, payload, key=key, on_delivery=self._delivered)
        except BufferError:
            # Full: delivery reports are what empty the queue, so serve them and try once
            # more (without this, a queue filled in an outage stayed full after it).
            producer.poll(0)
            try:
                producer.produce(self.topic, payload, key=key, on_delivery=self._delivered)
            except BufferError:
                with self._lock:
                    self.stats.dropped += 1
                self._warnings.warn(
                    "dropped",
                    "seer-stream events dropped: the local queue is full (%d events or "
                    "%d kB; is the broker at %s reachable?)",
                    self._config["queue.buffering.max.messages"],
                    self._config["queue.buffering.max.kbytes"],
                    ",".join(self.settings.kafka_bootstrap),
                )
                return None
        with self._lock:
            self.stats.queued += 1
        producer.poll(0)
        return str(event["event_id"])

    def count_unlogged(self) -> None:
        """A decorated call whose query or result could not be an event (stats.unlogged)."""
        with self._lock:
            self.stats.unlogged += 1

    def _check_size(self, size: int, key_size: int) -> None:
        limit = self.settings.max_record_bytes
        if size > limit:  # the worker would dead-letter it
            raise EventTooLarge(size, limit, "SEER_MAX_RECORD_BYTES")
        room = self._message_max_bytes - _RECORD_FRAMING - key_size
        if size > room:  # librdkafka would raise KafkaException
            raise EventTooLarge(
                size, room, f"the producer's message.max.bytes of {self._message_max_bytes}"
            )

    def _producer_here(self) -> Producer:
        """This process's producer: a forked child makes its own before its first send."""
        if self._pid != os.getpid():
            with self._lock:
                if self._pid != os.getpid():
                    _pin(self._producer)
                    self._producer = Producer(self._config)
                    self.stats = LoggerStats()  # the parent's counts are the parent's
                    self._pid = os.getpid()
                    # multiprocessing's children end in os._exit, past atexit: flushed at
                    # their own exit instead (a Process or a Pool worker that is closed).
                    multiprocessing.util.Finalize(
                        None, self._flush_at_exit, args=(self.exit_timeout_s,), exitpriority=10
                    )
        return self._producer

    def _delivered(self, error: KafkaError | None, message: Message) -> None:
        with self._lock:
            if error is None:
                self.stats.delivered += 1
            else:
                self.stats.failed += 1
        if error is not None:  # (an outage fails thousands at once: one line a minute)
            self._warnings.warn("failed", "seer-stream events not delivered: %s", error)

    def flush(self, timeout_s: float = 10.0) -> int:
        """Wait for queued events; returns how many are still queued."""
        if self._pid != os.getpid():
            return 0  # a forked child that has sent nothing: the queue is the parent's
        return int(self._producer.flush(timeout_s))

    def _flush_at_exit(self, timeout_s: float) -> None:
        # Once: a child of multiprocessing's runs its finalizer, and then maybe atexit too
        if self._flushed_at_exit == os.getpid():
            return
        self._flushed_at_exit = os.getpid()
        left = self.flush(timeout_s)
        with self._lock:
            self.stats.undelivered += left
            failed = self.stats.failed
        lost = left + failed
        if lost:
            # stderr, not logging: at exit the application's handlers may be gone.
            print(
                f"seer-stream: {lost} event{'s' if lost != 1 else ''} not delivered to topic "
                f"{self.topic} at {','.join(self.settings.kafka_bootstrap)}: {left} still "
                f"queued after the {self.exit_timeout_s:g} s exit flush, {failed} failed",
                file=sys.stderr,
                flush=True,
            )


# Every logger, so that interpreter exit flushes each; weak, so that none is kept alive.
_live: weakref.WeakSet[SeerLogger] = weakref.WeakSet()
_live_lock = threading.Lock()
_default: SeerLogger | None = None
_default_lock = threading.Lock()


_unlogged = Throttled(_log)


def _pin(producer: Producer) -> None:
    # A producer inherited across a fork must never be destroyed in the child: its
    # librdkafka threads are not there, so destroying it stalls and reports the
    # parent's queue as lost. One reference that is never released keeps it.
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(producer))


def _after_fork_in_child() -> None:
    # A lock another thread held at the fork would stay held in the child forever.
    global _live_lock, _default_lock, _unlogged
    _live_lock = threading.Lock()
    _default_lock = threading.Lock()
    _unlogged = Throttled(_log)
    for logger in list(_live):
        logger._lock = threading.Lock()
        logger.stats = LoggerStats()
        logger._warnings = Throttled(_log)


def _flush_all_at_exit() -> None:
    """Flush this process's loggers, each for its exit_timeout_s, all at once."""
    with _live_lock:
        loggers = [logger for logger in _live if logger._pid == os.getpid()]
    start = time.monotonic()
    for logger in loggers:
        # The others send meanwhile: the exit waits for the longest timeout, not the sum.
        logger._flush_at_exit(max(0.0, start + logger.exit_timeout_s - time.monotonic()))


atexit.register(_flush_all_at_exit)
os.register_at_fork(after_in_child=_after_fork_in_child)


def default_logger() -> SeerLogger:
    """The process-wide logger from SEER_* settings, flushed at exit."""
    global _default
    with _default_lock:
        if _default is None:
            _default = SeerLogger()
        return _default


def log(
    task: str, context: Iterable[Any], metadata: Mapping[str, Scalar] | None = None, **fields: Any
) -> str | None:
    return default_logger().log(task, context, metadata, **fields)


def _query_parameter(func: Callable[..., Any], query_arg: str | int | None) -> str | int:
    """Where `func` takes the query: a parameter's name, or a position past its named ones.
    None is its first parameter but a method's `self` or `cls`. Refused at decoration when
    `func` has no such parameter: every call would fail to log."""
    params = list(inspect.signature(func).parameters.values())
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    named = positional + [p for p in params if p.kind is p.KEYWORD_ONLY]
    if query_arg is None:
        if named and named[0].name in ("self", "cls"):
            named = named[1:]
        if not named:
            raise TypeError(f"{func.__qualname__} takes no query: name it with query_arg")
        return named[0].name
    if isinstance(query_arg, str):
        takes_any = any(p.kind is p.VAR_KEYWORD for p in params)
        if not takes_any and query_arg not in {p.name for p in named}:
            raise TypeError(f"{func.__qualname__} has no parameter {query_arg!r} (query_arg)")
        return query_arg
    return positional[query_arg].name if query_arg < len(positional) else query_arg


def log_retrieval(
    metadata: Mapping[str, Scalar] | None = None,
    *,
    logger: SeerLogger | None = None,
    query_arg: str | int | None = None,
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Decorate `retrieve(query, ...) -> passages` (sync or async, a function or a method)
    to log each call.

    The query is the first parameter (after a method's `self` or `cls`) however it is
    passed, or the one `query_arg` names (or its position); it must be text. Logging never
    breaks retrieval: a failure to log is reported and swallowed.
    """

    def decorate(func: Callable[P, R]) -> Callable[P, R]:
        where = _query_parameter(func, query_arg)
        signature = inspect.signature(func)

        def record(args: tuple[Any, ...], kwargs: dict[str, Any], result: Any) -> None:
            target: SeerLogger | None = logger
            try:
                target = target or default_logger()
                if isinstance(where, int):
                    query = args[where]
                elif where in kwargs:
                    query = kwargs[where]
                else:
                    bound = signature.bind(*args, **kwargs)  # the call took them: it binds
                    bound.apply_defaults()
                    query = bound.arguments[where]
                if not isinstance(query, str):
                    raise TypeError(
                        f"the query ({where!r}) is a {type(query).__name__}, not text: name "
                        "the parameter that holds it with query_arg"
                    )
                if not isinstance(result, list | tuple):  # an iterator would be used up here
                    raise TypeError(f"retrieval returned {type(result).__name__}, not a list")
                target.log(query, result, metadata)
            except Exception as exc:
                if isinstance(target, SeerLogger):  # (not a stand-in for one)
                    target.count_unlogged()
                # Once a minute per kind of failure, not a traceback on every call
                _unlogged.warn(
                    f"{func.__qualname__}:{type(exc).__name__}",
                    "seer-stream could not log a retrieval of %s: %s",
                    func.__qualname__,
                    exc,
                    exc_info=True,
                )

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
