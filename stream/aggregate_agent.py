"""The aggregate agent: scores re-keyed by segment into changelog-backed tables.

The evaluate agent re-keys each scored result as it publishes it: beside the
full result on the scores topic, a compact observation goes to the internal
topic `<app id>-scores-by-segment`, keyed by segment, so that all of a
segment's events meet in one partition without a second consume-and-forward.

This agent is the only writer of its tables (concurrency 1, as faust requires of table
writers); the evaluate agent never touches them. Table writes go to the
changelog partition of the event being processed, so expired entries are
deleted while processing an event of their own partition.

Delivery is at-least-once, so after a crash a scored result can arrive twice
(the evaluate agent scored it again, or the re-keying forwarded it again).
A second table remembers the event ids counted in the last SEER_DEDUP_S
seconds, so that the window counts stay exact.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable

import faust
from faust.types import EventT, StreamT
from prometheus_client import CollectorRegistry, Counter

from stream.aggregate import Entry, WindowStore, parse_windows, segment_key
from stream.exporter import WindowCollector, owned_partitions
from stream.schema import ScoredResult
from stream.settings import Settings
from stream.windows import Observation


def observation_record(result: ScoredResult) -> tuple[bytes, bytes]:
    """Key and value of a scored result on the segment-keyed topic."""
    segment = segment_key(result.segment)
    created = result.created_at or result.evaluated_at
    value = {
        "id": result.event_id,
        "t": created.timestamp(),
        "r": result.recall,
        "p": result.precision,
        "f": result.f1,
        "n": result.ndcg,
    }
    return segment.encode("utf-8"), json.dumps(value, separators=(",", ":")).encode("utf-8")


def add_aggregation(
    app: faust.App, settings: Settings, registry: CollectorRegistry
) -> faust.TopicT:
    """Declare the tables, the agent and the exporter; returns the topic to feed."""
    store = WindowStore(parse_windows(settings.windows), settings.bloat_threshold)
    late = Counter(
        "seer_window_late_events",
        "Scored events older than every window that still takes events, by window.",
        ["window"],
        registry=registry,
    )
    skipped = Counter(
        "seer_window_skipped_records",
        "Records on the segment-keyed topic that are not observations, not aggregated.",
        registry=registry,
    )
    duplicates = Counter(
        "seer_window_duplicates",
        "Scored results seen again (redelivered after a failure), not counted twice.",
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
    seen = app.Table("seer.seen", partitions=settings.topic_partitions, key_type=str)
    next_sweep: dict[int, float] = {}

    def sweep(partition: int, now: float) -> None:
        for segment in store.expired(list(table.items()), now, partition):
            del table[segment]
        for key, (owner, until) in list(seen.items()):
            if owner == partition and until <= now:
                del seen[key]

    def aggregate_one(event: EventT[bytes]) -> None:
        message = event.message
        now = time.time()
        try:
            record = json.loads(message.value or b"")
            event_id = str(record["id"])
            segment = (message.key or b"").decode("utf-8")
            ndcg = record["n"]
            observation = Observation(
                recall=float(record["r"]),
                precision=float(record["p"]),
                f1=float(record["f"]),
                ndcg=float(ndcg) if ndcg is not None else None,
            )
            event_time = float(record["t"])
        except (ValueError, KeyError, TypeError, AttributeError):
            skipped.inc()
            return
        mark = seen.get(event_id)
        if mark is not None and mark[1] > now:
            duplicates.inc()
            return
        if settings.dedup_s:
            seen[event_id] = [message.partition, now + settings.dedup_s]
        for window in store.add(table, segment, observation, event_time, now, message.partition):
            late.labels(window=window).inc()
        if now >= next_sweep.get(message.partition, 0.0):
            next_sweep[message.partition] = now + settings.window_sweep_s
            sweep(message.partition, now)

    async def aggregate(stream: StreamT[bytes]) -> None:
        async for event in stream.events():
            aggregate_one(event)

    app.agent(by_segment, name="seer.aggregate", concurrency=1)(aggregate)

    def owned() -> set[int]:
        return owned_partitions(app, by_segment.get_topic_name())

    def items() -> Iterable[tuple[str, Entry]]:
        return table.items()

    registry.register(WindowCollector(store, settings.segment_keys, items, owned))
    return by_segment
