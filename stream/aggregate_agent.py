"""The aggregate agent: scores re-keyed by segment into changelog-backed tables.

The evaluate agent re-keys what it scores: beside each full result on the
scores topic, a compact observation goes to the internal topic `<app
id>-scores-by-segment`, keyed by segment, so that all of a segment's events
meet in one partition without a second consume-and-forward. Observations are
buffered per segment and sent as one record per segment per flush: a record
per event would cost a produce, a consume and a table write per event, three
times what the rest of the pipeline costs. The buffer is flushed every
SEER_WINDOW_FLUSH_S, when it is full, and whenever faust is about to commit
offsets (a sensor's `on_commit_initiated` runs before faust flushes the
producer and commits), so no input offset is committed before the
observations of its events are on their way: at-least-once holds.

This agent is the only writer of its tables (concurrency 1, as faust requires
of table writers); the evaluate agent never touches them. Table writes go to
the changelog partition of the record being processed, so expired entries are
deleted while processing a record of their own partition.

Delivery is at-least-once, so after a crash an observation can arrive twice
(the evaluate agent scored the event again, or this agent reads a record
again). A second table remembers the event ids counted in the last
SEER_DEDUP_S seconds, one entry per record, and an index in memory answers
"seen?" per event; it is rebuilt from the table after a rebalance.
"""

from __future__ import annotations

import json
import logging
import math
import time
from collections.abc import Iterable
from typing import Any

import faust
from faust.types import EventT, StreamT
from faust.types.tuples import FutureMessage
from prometheus_client import CollectorRegistry, Counter

from stream.aggregate import Entry, WindowStore, parse_windows, segment_key
from stream.exporter import WindowCollector, owned_partitions
from stream.schema import ScoredResult
from stream.settings import Settings
from stream.windows import Observation

log = logging.getLogger(__name__)
MAX_ROWS_PER_RECORD = 1000  # ~80 kB a record, far below Kafka's 1 MB default


def observation_row(result: ScoredResult) -> tuple[bytes, list[Any]]:
    """The segment key of a scored result and its row in a segment's record:
    [event id, event time, recall, precision, F1, nDCG]."""
    created = result.created_at or result.evaluated_at
    row = [
        result.event_id,
        created.timestamp(),
        result.recall,
        result.precision,
        result.f1,
        result.ndcg,
    ]
    return segment_key(result.segment).encode("utf-8"), row


def read_row(row: Any) -> tuple[str, float, Observation]:
    """Event id, event time and observation of a row; ValueError when it is not one."""
    try:
        event_id, event_time, recall, precision, f1, ndcg = row
        observation = Observation(
            float(recall), float(precision), float(f1), float(ndcg) if ndcg is not None else None
        )
        event_time = float(event_time)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not an observation row: {row!r:.100}") from exc
    # A score outside [0, 1] would be refused by the window aggregate: refused here instead.
    if not (
        math.isfinite(event_time) and all(0.0 <= v <= 1.0 for v in observation if v is not None)
    ):
        raise ValueError(f"not an observation row: {row!r:.100}")
    return str(event_id), event_time, observation


class ObservationBuffer:
    """Observations waiting to go to the segment-keyed topic, one record per segment."""

    def __init__(self, topic: faust.TopicT, max_rows: int, failures: Counter) -> None:
        self.topic = topic
        self.max_rows = max_rows
        self.failures = failures
        self._rows: dict[bytes, list[list[Any]]] = {}
        self._size = 0

    def add(self, segment: bytes, row: list[Any]) -> None:
        self._rows.setdefault(segment, []).append(row)
        self._size += 1
        if self._size >= self.max_rows:
            self.flush()

    def flush(self) -> None:
        """Hand every buffered record to faust's producer (no await: callable from a sensor)."""
        rows, self._rows, self._size = self._rows, {}, 0
        for segment, segment_rows in rows.items():
            for start in range(0, len(segment_rows), MAX_ROWS_PER_RECORD):
                chunk = segment_rows[start : start + MAX_ROWS_PER_RECORD]
                value = json.dumps(chunk, separators=(",", ":")).encode("utf-8")
                sent = self.topic.send_soon(key=segment, value=value)
                sent.add_done_callback(self._on_done(segment, chunk))

    def _on_done(self, segment: bytes, chunk: list[list[Any]]) -> Any:
        def check(sent: FutureMessage) -> None:
            if sent.cancelled() or sent.exception() is None:
                return
            # Sent again with the next flush; the aggregate agent drops what was counted.
            self.failures.inc()
            log.warning("observations for %r not sent, retrying: %s", segment, sent.exception())
            for row in chunk:
                self.add(segment, row)

        return check


class FlushBeforeCommit(faust.Sensor):
    """Flushes the buffer just before faust flushes its producer and commits offsets."""

    def __init__(self, buffer: ObservationBuffer) -> None:
        super().__init__()
        self.buffer = buffer

    def on_commit_initiated(self, consumer: Any) -> Any:
        self.buffer.flush()
        return None


def add_aggregation(
    app: faust.App, settings: Settings, registry: CollectorRegistry
) -> ObservationBuffer:
    """Declare the tables, the agent and the exporter; returns the buffer to feed."""
    store = WindowStore(parse_windows(settings.windows), settings.bloat_threshold)
    late = Counter(
        "seer_window_late_events",
        "Scored events older than every window that still takes events, by window.",
        ["window"],
        registry=registry,
    )
    skipped = Counter(
        "seer_window_skipped_records",
        "Records or rows on the segment-keyed topic that are not observations, not counted.",
        registry=registry,
    )
    duplicates = Counter(
        "seer_window_duplicates",
        "Scored results seen again (redelivered after a failure), not counted twice.",
        registry=registry,
    )
    failures = Counter(
        "seer_window_send_failures",
        "Records of observations the broker did not take, sent again.",
        registry=registry,
    )
    by_segment = app.topic(
        f"{settings.app_id}-scores-by-segment",
        key_type=bytes,
        value_type=bytes,
        key_serializer="raw",
        value_serializer="raw",
        partitions=settings.topic_partitions,
        internal=True,
    )
    table = app.Table(
        "seer.windows",
        partitions=settings.topic_partitions,
        key_type=str,  # values stay plain JSON (the states of stream.windows)
    )
    # One entry per record: [partition, remember until, [event ids]].
    seen = app.Table("seer.seen", partitions=settings.topic_partitions, key_type=str)
    recent: dict[str, float] = {}  # event id -> remembered until, from `seen`
    indexed: set[int] = set()  # partitions whose `seen` entries are in `recent`
    next_sweep: dict[int, float] = {}

    def remembered(value: Any) -> tuple[int, float, list[str]] | None:
        # Entries of another shape (an older version's) are not ours to read: swept.
        if isinstance(value, list) and len(value) == 3 and isinstance(value[2], list):
            return int(value[0]), float(value[1]), value[2]
        return None

    def index(partition: int) -> None:
        # After an assignment the table holds what the changelog restored; read it once.
        if partition in indexed:
            return
        for value in list(seen.values()):
            entry = remembered(value)
            if entry is not None and entry[0] == partition:
                for event_id in entry[2]:
                    recent[event_id] = entry[1]
        indexed.add(partition)

    def forget(sender: Any, /, *args: Any, signal: Any, **kwargs: Any) -> None:
        # Partitions may move: rebuild the index from the table for what we still own.
        recent.clear()
        indexed.clear()

    app.on_partitions_revoked.connect(forget)

    def sweep(partition: int, now: float) -> None:
        for segment in store.expired(list(table.items()), now, partition):
            del table[segment]
        for key, value in list(seen.items()):
            entry = remembered(value)
            if entry is None:  # an older version's entry: [partition, until] per event id
                if isinstance(value, list) and value and value[0] == partition:
                    del seen[key]
                continue
            owner, until, ids = entry
            if owner == partition and until <= now:
                del seen[key]
                for event_id in ids:
                    if recent.get(event_id, until) <= now:
                        recent.pop(event_id, None)

    def aggregate_one(event: EventT[bytes]) -> None:
        message = event.message
        now = time.time()
        try:
            segment = (message.key or b"").decode("utf-8")
            rows = json.loads(message.value or b"")
            if not isinstance(rows, list):
                raise ValueError("not a list of rows")
        except ValueError:
            skipped.inc()
            return
        partition = message.partition
        index(partition)
        remember_until = now + settings.dedup_s
        timed: list[tuple[float, Observation]] = []
        counted: list[str] = []
        for row in rows:
            try:
                event_id, event_time, observation = read_row(row)
            except ValueError:
                skipped.inc()
                continue
            if recent.get(event_id, 0.0) > now:
                duplicates.inc()
                continue
            if settings.dedup_s:
                recent[event_id] = remember_until
                counted.append(event_id)
            timed.append((event_time, observation))
        if timed:
            for window, n in store.add_many(table, segment, timed, now, partition).items():
                late.labels(window=window).inc(n)
        if counted:
            seen[f"{partition}:{message.offset}"] = [partition, remember_until, counted]
        if now >= next_sweep.get(partition, 0.0):
            next_sweep[partition] = now + settings.window_sweep_s
            sweep(partition, now)

    async def aggregate(stream: StreamT[bytes]) -> None:
        async for event in stream.events():
            aggregate_one(event)

    app.agent(by_segment, name="seer.aggregate", concurrency=1)(aggregate)

    buffer = ObservationBuffer(by_segment, settings.window_flush_rows, failures)
    app.sensors.add(FlushBeforeCommit(buffer))

    async def flush_now() -> None:
        buffer.flush()

    app.timer(settings.window_flush_s, name="seer.flush_observations")(flush_now)

    def owned() -> set[int]:
        return owned_partitions(app, by_segment.get_topic_name())

    def items() -> Iterable[tuple[str, Entry]]:
        return table.items()

    registry.register(WindowCollector(store, settings.segment_keys, items, owned))
    return buffer
