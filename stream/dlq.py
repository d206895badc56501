"""`seer-stream dlq replay`: send dead letters back to the topic they came from.

Each dead letter is replayed at most once, whatever sequence of filtered (`--reason`)
and unfiltered runs is used, and a run that fails or is stopped is resumed by the
next one from where the broker's acknowledgements end.

Positions, per dead-letter partition, are committed offsets of consumer groups
(partitions are assigned, never subscribed, so no group is joined):

- `<SEER_APP_ID>-dlq-replay` holds a floor F: every dead letter below F is done;
- `<SEER_APP_ID>-dlq-replay-<code>` holds P[code]: every dead letter with that reason
  code below it is done.

The dead letter at offset o with code c is done when o < max(F, P[c]). A run skips
done records, replays the others its filter takes and leaves the rest. With A the
first offset whose replay the broker has not acknowledged yet (or where reading
stopped), an unfiltered run then raises F to A, a filtered one P[c] to A for each
code in its filter: everything below A was done already or is acknowledged now.
Positions are committed each second, at the end and when a run fails, so only what
the broker acknowledged between the last commit and a kill (or a commit the broker
refuses) goes out again. The groups of earlier versions mean the same (`-dlq-replay`,
and `-dlq-replay-<code>` of a single-code filter); those of several codes are unread.

A replay the broker refuses (a topic that is gone, a record over its limit) cannot
hold the position back without the records after it being sent again by the rerun,
so it is dead-lettered again at the end of the dead-letter topic, with the error in
`seer-replay-error`, and the position passes it once the broker has the copy; the
run then raises `ReplayIncomplete`. Only if the copy is refused too does the run stop
with the position before it (and what followed it and was acknowledged goes again).

A position below the log start (retention deleted records) resumes at the log start;
one past the log end (the topic was recreated) belongs to the old log and resumes at
the log start too. The end is read to, not asked for: Tansu 0.6 answers ListOffsets
with the last batch's first offset + 1.

The replayed record keeps the dead letter's key, value and timestamp, and its headers
other than `seer-*`, plus `seer-replayed-from: <dlq topic>:<partition>:<offset>`. The
worker writes a dead letter with the source record's timestamp and headers, so a
replay restores the record as the application wrote it.

A dead letter that the dead-letter topic took only without its value (and perhaps
without the input's key and headers: `seer-value-omitted`, `seer-key-omitted`,
`seer-headers-omitted`, stream/publish.py) is replayed from the original, fetched at its
`seer-source-topic`/`-partition`/`-offset`: key, value, headers and timestamp. Where
that original is gone (retention deleted it, the topic was recreated) nothing is sent in
its place: the run stops reading that partition there, so its position stays before the
dead letter and nothing after it is sent (and sent again by the rerun), and raises
`ReplayIncomplete` (`report.unreplayable`). A filter without its reason code passes it.
"""

from __future__ import annotations

import logging
import time
from collections import Counter, deque
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass, field
from functools import partial

from confluent_kafka import (
    TIMESTAMP_NOT_AVAILABLE,
    Consumer,
    KafkaError,
    KafkaException,
    Message,
    Producer,
    TopicPartition,
)

from stream.kafka import REPLAYED_FROM, Record, foreign_headers, headers_dict
from stream.settings import Settings
from stream.topic_end import READ_TIMEOUT_S, read_to_end, topic_ends

log = logging.getLogger(__name__)

__all__ = [
    "REPLAYED_FROM",
    "REPLAY_ERROR",
    "RecordTooLarge",
    "ReplayIncomplete",
    "ReplayReport",
    "replay",
]
REPLAY_ERROR = "seer-replay-error"  # on a dead letter whose replay the broker refused
# On a dead letter that went without part of its input (stream/publish.py): the original
# is fetched from its source coordinates
OMITTED = ("seer-value-omitted", "seer-key-omitted", "seer-headers-omitted")
Headers = list[tuple[str, str | bytes | None]]
Callback = Callable[[Message, KafkaError | None, Message | None], None]
# A topic the broker does not have or will not take, as produce() says it once the client
# has the broker's answer for it (the first record's comes in its delivery report)
_TOPIC_REFUSED = frozenset(
    {KafkaError._UNKNOWN_TOPIC, KafkaError.UNKNOWN_TOPIC_OR_PART, KafkaError.TOPIC_EXCEPTION}
)
# Larger than this producer's message.max.bytes (librdkafka says so as the broker would)
_TOO_LARGE = frozenset({KafkaError.MSG_SIZE_TOO_LARGE})
COMMIT_EVERY_S = 1.0


@dataclass
class ReplayReport:
    replayed: Counter[str] = field(default_factory=Counter)  # by reason code
    skipped: Counter[str] = field(default_factory=Counter)
    failed: int = 0  # refused by the broker (and dead-lettered again)
    expired: int = 0  # dead letters deleted (retention) before this filter replayed them
    unreplayable: int = 0  # without their value and the original gone: not sent, held


class RecordTooLarge(RuntimeError):
    """A record to replay is larger than the replay's producer takes: the run stops there,
    nothing sent from it on; a rerun with a larger SEER_MAX_RECORD_BYTES resumes."""


class ReplayIncomplete(RuntimeError):
    """The run did not replay everything; what it did is committed, `report` says it."""

    def __init__(self, report: ReplayReport, message: str) -> None:
        super().__init__(message)
        self.report = report


def resume_at(committed: int, low: int, end: int) -> int:
    """Where a position resumes in a log that holds offsets [low, end): where it is, or
    the log start where there is none yet (negative), retention has deleted the records
    before it, or it is past the end (the topic was recreated)."""
    return committed if low <= committed <= end else low


def _headers(message: Message) -> Headers:
    raw = message.headers() or []
    return list(raw.items()) if isinstance(raw, dict) else list(raw)


def replay_headers(message: Message, content: Message | None = None) -> Headers:
    """The dead letter's headers other than ours (or those of `content`, the original
    fetched for it), and where the replay came from."""
    origin = f"{message.topic()}:{message.partition()}:{message.offset()}"
    own = (content or message).headers()
    return [*foreign_headers(own), (REPLAYED_FROM, origin.encode())]


def _number(value: bytes | None) -> int | None:
    text = value.decode("ascii", "replace") if value is not None else ""
    return int(text) if text.isdigit() else None


def _code(message: Message) -> str:
    value = headers_dict(message.headers()).get("seer-reason-code")
    return value.decode("utf-8", "replace") if value is not None else "unknown"


class _Replay:
    def __init__(
        self,
        settings: Settings,
        codes: Collection[str],
        to_topic: str | None,
        dry_run: bool,
        timeout_s: float,
        producer_config: Mapping[str, str | int | float | bool],
    ) -> None:
        self.settings, self.codes, self.to_topic = settings, frozenset(codes), to_topic
        self.dry_run, self.timeout_s, self.topic = dry_run, timeout_s, settings.dlq_topic
        self.report = ReplayReport()
        self.floor = f"{settings.app_id}-dlq-replay"
        self.config = {
            **settings.confluent_config(),
            "enable.auto.commit": False,
            "enable.partition.eof": True,  # how a read knows it reached the end
            "fetch.wait.max.ms": 100,  # the broker answers a fetch at the end sooner
            "auto.offset.reset": "earliest",  # retention deleting past us while we read
        }
        self.consumer = Consumer({**self.config, "group.id": self.floor})
        self.groups: dict[str, Consumer] = {self.floor: self.consumer}
        self.producer = Producer(
            {
                **settings.confluent_config(),
                "enable.idempotence": True,  # a retried send is not written twice
                "message.max.bytes": settings.producer_message_max_bytes,  # as the worker
                **producer_config,
            }
        )
        self.low: dict[int, int] = {}
        self.end: dict[int, int] = {}
        self.committed: dict[str, dict[int, int]] = {}  # as read or last committed
        self.positions: dict[str, dict[int, int]] = {}  # effective: resume_at(committed)
        self.next: dict[int, int] = {}  # below it, every record was read (or is a gap)
        self.pending: dict[int, deque[int]] = {}  # replayed, in order, not all acked
        self.acked: dict[int, set[int]] = {}
        self.refused: list[tuple[Message, KafkaError]] = []  # to dead-letter again
        self.failure: str | None = None  # what stopped the run
        self.held: list[str] = []  # dead letters not replayable: where, and why
        self.fetcher: Consumer | None = None  # reads originals of dead letters without value
        self.source_bounds: dict[tuple[str, int], tuple[int, int]] = {}  # (low, end)
        self.last_commit = time.monotonic()

    def _group(self, code: str) -> str:
        return f"{self.floor}-{code}"

    def _read_positions(self, group: str) -> dict[int, int]:
        if group not in self.positions:
            consumer = self.groups.get(group)
            if consumer is None:
                consumer = self.groups[group] = Consumer({**self.config, "group.id": group})
            tps = [TopicPartition(self.topic, p) for p in self.low]
            raw = {tp.partition: tp.offset for tp in consumer.committed(tps, self.timeout_s)}
            self.committed[group] = raw
            self.positions[group] = {
                p: resume_at(raw[p], self.low[p], self.end[p]) for p in self.low
            }
        return self.positions[group]

    def done_below(self, code: str, partition: int) -> int:
        floor = self.positions[self.floor][partition]
        return max(floor, self._read_positions(self._group(code))[partition])

    def start(self) -> None:
        metadata = self.consumer.list_topics(self.topic, timeout=self.timeout_s)
        for p in metadata.topics[self.topic].partitions:
            tp = TopicPartition(self.topic, p)
            self.low[p], high = self.consumer.get_watermark_offsets(tp, self.timeout_s)
            self.end[p] = high
        # A snapshot of each end (read to from the high watermark: short of the end on
        # Tansu), so that records dead-lettered meanwhile wait for a rerun.
        self.end = topic_ends(self.settings, self.topic, self.end, self.timeout_s)
        floor, raw = self._read_positions(self.floor), self.committed[self.floor]
        starts, raw_starts = dict(floor), dict(raw)
        for p in self.low if self.codes else ():
            starts[p] = min(self.done_below(c, p) for c in self.codes)
            raw_starts[p] = min(max(raw[p], self.committed[self._group(c)][p]) for c in self.codes)
        for p, position in raw_starts.items():
            if 0 <= position < self.low[p]:  # retention was faster than the replays
                self.report.expired += self.low[p] - position
                log.warning(
                    "%s[%d]: dead letters before %d deleted unreplayed", self.topic, p, self.low[p]
                )
        self.next = starts
        self.pending = {p: deque() for p in starts}
        self.acked = {p: set() for p in starts}
        todo = [TopicPartition(self.topic, p, o) for p, o in starts.items() if o < self.end[p]]
        self.consumer.assign(todo)

    def read(self) -> None:
        todo = {p for p, o in self.next.items() if o < self.end[p]}
        idle_until = time.monotonic() + self.timeout_s
        while todo and self.failure is None:
            self.producer.poll(0)
            self._requeue()
            if time.monotonic() - self.last_commit >= COMMIT_EVERY_S:
                self.commit()
            message = self.consumer.poll(max(0.0, min(1.0, idle_until - time.monotonic())))
            if message is None:
                if time.monotonic() >= idle_until:
                    raise TimeoutError(f"no dead letter arrived within {self.timeout_s:.0f}s")
                continue
            partition, offset = message.partition() or 0, message.offset() or 0
            error = message.error()
            if partition not in todo or (error and error.code() != KafkaError._PARTITION_EOF):
                continue
            idle_until = time.monotonic() + self.timeout_s
            if error or offset >= self.end[partition]:  # at the end: all below it was read
                self.next[partition] = max(self.next[partition], min(offset, self.end[partition]))
                todo.discard(partition)
                continue
            if not self._take(message, partition, offset):
                todo.discard(partition)  # held: its position stays before this record
                continue
            self.next[partition] = offset + 1
            if offset + 1 >= self.end[partition]:
                todo.discard(partition)

    def _take(self, message: Message, partition: int, offset: int) -> bool:
        """Replay (or skip) one dead letter; False where it cannot be replayed and its
        partition's position must stay before it."""
        code = _code(message)
        if offset < self.done_below(code, partition):
            return True  # replayed by an earlier run
        if self.codes and code not in self.codes:
            self.report.skipped[code] += 1
            return True
        headers = headers_dict(message.headers())
        content: Message | None = None
        if any(name in headers for name in OMITTED):
            # Never its empty value in the original's place: the original, or nothing.
            content, why = self._original(headers)
            if content is None:
                where = f"{self.topic}[{partition}]@{offset}"
                log.error("dead letter %s (%s) not replayed: %s", where, code, why)
                self.report.unreplayable += 1
                self.held.append(f"{where}: {why}")
                return False
        self.report.replayed[code] += 1
        if self.dry_run:
            return True
        source = headers.get("seer-source-topic")
        target = self.to_topic or (source.decode() if source else self.settings.input_topic)
        self._send(target, message, replay_headers(message, content), self._delivered, content)
        self.pending[partition].append(offset)
        return True

    def _original(self, headers: Mapping[str, bytes]) -> tuple[Message | None, str]:
        """The record a dead letter came from, read at its seer-source-* coordinates, or
        None and why not."""
        topic = headers.get("seer-source-topic")
        partition = _number(headers.get("seer-source-partition"))
        offset = _number(headers.get("seer-source-offset"))
        if not topic or partition is None or offset is None:
            return None, "its value was left out and it has no seer-source-* to fetch it from"
        name = topic.decode("utf-8", "replace")
        found = self._fetch(name, partition, offset)
        if found is None:
            return None, (
                f"its value was left out and its original at {name}[{partition}]@{offset} is"
                " gone (deleted by retention, or the topic recreated)"
            )
        return found, ""

    def _fetch(self, topic: str, partition: int, offset: int) -> Message | None:
        """The record at `offset`, or None where the partition holds none there now."""
        if self.fetcher is None:  # (assigned, never joined: the group id is the client's)
            self.fetcher = Consumer({**self.config, "group.id": f"{self.floor}-fetch"})
        fetcher = self.fetcher
        bounds = self.source_bounds.get((topic, partition))
        if bounds is None:
            found = fetcher.list_topics(topic, timeout=self.timeout_s).topics.get(topic)
            if found is None or found.error is not None or partition not in found.partitions:
                return None
            tp = TopicPartition(topic, partition)
            low, high = fetcher.get_watermark_offsets(tp, self.timeout_s)
            # The end read to, as for the dead-letter topic (Tansu's watermark is short).
            end = topic_ends(self.settings, topic, {partition: high}, self.timeout_s)[partition]
            bounds = self.source_bounds[(topic, partition)] = (low, end)
        low, end = bounds
        if not low <= offset < end:
            return None
        fetcher.assign([TopicPartition(topic, partition, offset)])
        deadline = time.monotonic() + self.timeout_s
        while (left := deadline - time.monotonic()) > 0:
            message = fetcher.poll(min(0.5, left))
            if message is None or message.topic() != topic or message.partition() != partition:
                continue
            error = message.error()
            if error is not None:
                if error.code() == KafkaError._PARTITION_EOF:
                    return None  # deleted since the bounds were read
                if error.fatal():
                    raise KafkaException(error)
                continue  # transient: the client retries
            # Past it: deleted meanwhile (the read resumed at the log start) or compacted.
            return message if message.offset() == offset else None
        raise TimeoutError(f"{topic}[{partition}]@{offset}: not fetched in {self.timeout_s:.0f}s")

    def _send(
        self,
        topic: str,
        original: Message,
        headers: Headers,
        callback: Callback,
        content: Message | None = None,
    ) -> None:
        """Produce the record again (`content`'s key, value and timestamp where given,
        else the dead letter's), waiting (bounded) for room in the local queue."""
        record = content or original
        kind, timestamp = record.timestamp()
        deadline = time.monotonic() + self.timeout_s
        while True:
            try:
                self.producer.produce(
                    topic,
                    record.value(),
                    record.key(),
                    timestamp=timestamp if kind != TIMESTAMP_NOT_AVAILABLE else 0,
                    headers=headers,
                    on_delivery=partial(callback, original),
                )
                return
            except KafkaException as exc:
                error: KafkaError = exc.args[0]
                if error.code() in _TOO_LARGE:  # a rerun with a larger limit may send it
                    raise RecordTooLarge(
                        f"{original.topic()}[{original.partition()}]@{original.offset()}: the"
                        f" record to send to {topic} is {len(record.value() or b'')} bytes, more"
                        " than this producer sends (SEER_MAX_RECORD_BYTES + 64 KiB): raise"
                        f" SEER_MAX_RECORD_BYTES (and {topic}'s max.message.bytes), then rerun"
                    ) from None
                if error.code() not in _TOPIC_REFUSED:
                    raise
                # The broker's refusal of the topic, which the client remembers from its first
                # try: the same refusal as the delivery report that try had.
                callback(original, error, None)
                return
            except BufferError:  # full: serving delivery reports makes room
                if time.monotonic() >= deadline:
                    raise TimeoutError(
                        f"no room in the producer queue in {self.timeout_s:.0f}s"
                    ) from None
                self.producer.poll(0.1)

    def _delivered(self, original: Message, error: KafkaError | None, _: Message | None) -> None:
        if error is None:
            self._acked(original)
        elif error.code() != KafkaError._PURGE_QUEUE:  # purged: never sent, stays pending
            self.report.failed += 1
            self.refused.append((original, error))

    def _requeue(self) -> None:
        """Dead-letter refused replays again, at the end of the topic (past this run's
        snapshot): once the broker has the copy, the position may pass the original
        without a rerun sending again what follows it; the rerun replays the copy."""
        while self.refused:
            original, error = self.refused.pop(0)
            headers = [h for h in _headers(original) if h[0] != REPLAY_ERROR]
            headers.append((REPLAY_ERROR, str(error).encode()))
            self._send(self.topic, original, headers, self._requeued)

    def _requeued(self, original: Message, error: KafkaError | None, _: Message | None) -> None:
        if error is None:
            self._acked(original)
        elif error.code() != KafkaError._PURGE_QUEUE:  # stays pending: the position waits
            where = f"{original.topic()}[{original.partition()}]@{original.offset()}"
            self.failure = self.failure or f"{where}: {error}"

    def _acked(self, original: Message) -> None:
        partition, offset = original.partition() or 0, original.offset() or 0
        pending, acked = self.pending[partition], self.acked[partition]
        acked.add(offset)
        while pending and pending[0] in acked:
            acked.discard(pending.popleft())

    def acknowledged(self, partition: int) -> int:
        """Below it, every record this run had to replay was acknowledged."""
        pending = self.pending[partition]
        return pending[0] if pending else self.next[partition]

    def commit(self) -> None:
        self.last_commit = time.monotonic()
        if self.dry_run:
            return
        groups = [self._group(c) for c in sorted(self.codes)] if self.codes else [self.floor]
        for group in groups:
            raw, positions = self.committed[group], self.positions[group]
            moved = {
                p: max(positions[p], self.acknowledged(p)) if self.codes else self.acknowledged(p)
                for p in self.next
            }
            offsets = [TopicPartition(self.topic, p, o) for p, o in moved.items() if o != raw[p]]
            if offsets:
                self.groups[group].commit(offsets=offsets, asynchronous=False)
                raw.update({tp.partition: tp.offset for tp in offsets})

    def close(self, failed: bool) -> None:
        """Wait (bounded) for the broker's answers, commit what it acknowledged, and say
        what is left to a rerun."""
        left = 0
        try:
            try:
                if self.failure:  # queued behind a record that cannot go: leave them unsent
                    self.producer.purge(in_queue=True, in_flight=False)
                deadline = time.monotonic() + self.timeout_s
                left = self.producer.flush(self.timeout_s)
                while self.refused and not self.failure and time.monotonic() < deadline:
                    self._requeue()
                    left = self.producer.flush(max(0.0, deadline - time.monotonic()))
            finally:
                if self.next:
                    self.commit()
        finally:
            for consumer in [*self.groups.values(), *filter(None, [self.fetcher])]:
                consumer.close()
        if failed:
            return
        held = ""
        if self.held:
            held = (
                f"{len(self.held)} dead letters not replayed ({'; '.join(self.held[:3])}"
                f"{'; ...' if len(self.held) > 3 else ''}): nothing sent in their place, and"
                " their partition's position stays before each, so what follows it there"
                " waits (a --reason filter without its code passes it by; docs/runbook.md)"
            )
        if self.failure or left or self.refused:
            raise ReplayIncomplete(
                self.report,
                f"replay stopped: {self.failure or f'{left} records not acknowledged'};"
                " positions committed up to what the broker acknowledged: rerun to go on"
                + (f"; {held}" if held else ""),
            )
        if self.report.failed:
            raise ReplayIncomplete(
                self.report,
                f"{self.report.failed} replays refused by the broker, dead-lettered again at"
                f" the end of {self.topic} (header {REPLAY_ERROR}): fix the cause, rerun"
                + (f"; {held}" if held else ""),
            )
        if held:
            raise ReplayIncomplete(self.report, held)


def replay(
    settings: Settings,
    *,
    codes: Collection[str] = (),
    to_topic: str | None = None,
    dry_run: bool = False,
    timeout_s: float = 30.0,
    producer_config: Mapping[str, str | int | float | bool] | None = None,
) -> ReplayReport:
    """Replay the dead letters not replayed yet; `codes` limits it to those reason codes.
    `producer_config`: librdkafka settings over ours for the producer."""
    run = _Replay(settings, codes, to_topic, dry_run, timeout_s, producer_config or {})
    failed = True
    try:
        run.start()
        run.read()
        failed = False
    finally:
        run.close(failed)
    return run.report


def reason_code(record: Record) -> str:
    """A read dead letter's reason code, as `--reason` matches it (`_code` for a Message)."""
    value = record.headers.get("seer-reason-code")
    return value.decode("utf-8", "replace") if value is not None else "unknown"


def dead_letters(
    settings: Settings,
    *,
    codes: Collection[str] = (),
    last: int | None = None,
    timeout_s: float = READ_TIMEOUT_S,
) -> Iterator[Record]:
    """The dead letters up to the end of the topic as of the call, for `dlq show`: all of
    them, or the `last` latest, those with a reason code in `codes` when given. Read by
    stream.topic_end: partitions assigned, the end read to, nothing committed, so a
    replay's positions are neither used nor moved."""
    wanted = frozenset(codes)
    for record in read_to_end(settings, settings.dlq_topic, last=last, timeout_s=timeout_s):
        if not wanted or reason_code(record) in wanted:
            yield record
