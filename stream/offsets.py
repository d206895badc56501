"""Which input offsets may be committed: per partition, the contiguous prefix of taken
events whose outcome (result or dead letter) the broker has acknowledged.

faust acks an event when its stream moves on and commits the end of the first run of
acked offsets, even past an earlier event still in flight (with agent concurrency > 1,
and for a group without a committed offset, its gap check does not hold). So the agent
reads with faust's acks off and acks here, in offset order: faust then only ever sees
a contiguous prefix, and a crash redelivers every event whose outcome was not on the
broker (at-least-once).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass, field

from faust.transport.drivers.aiokafka import Consumer, Transport
from faust.types import TP, EventT


@dataclass
class _Partition:
    taken: dict[int, EventT[bytes]] = field(default_factory=dict)  # offset -> event in flight
    heap: list[int] = field(default_factory=list)  # offsets of `taken`, smallest first
    settled: set[int] = field(default_factory=set)  # offsets whose outcome the broker has
    position: int | None = None  # one past the last offset acked to faust


class InOrderAcks:
    """Events taken from the input, acked to faust in offset order once settled."""

    def __init__(self) -> None:
        self._partitions: dict[TP, _Partition] = {}

    def take(self, event: EventT[bytes]) -> None:
        """Call before any await on a new event: until it is settled, nothing after it in
        its partition is acked."""
        message = event.message
        state = self._partitions.setdefault(message.tp, _Partition())
        if message.offset not in state.taken:  # a redelivery after a rebalance replaces it
            heapq.heappush(state.heap, message.offset)
        state.taken[message.offset] = event
        state.settled.discard(message.offset)

    def settle(self, event: EventT[bytes]) -> int:
        """The broker has the event's outcome: ack it and every settled event after it
        up to the next one in flight. Returns how many events were acked."""
        message = event.message
        state = self._partitions.get(message.tp)
        if state is None or state.taken.get(message.offset) is not event:
            return 0  # its partition was revoked meanwhile: the next owner redoes it
        state.settled.add(message.offset)
        acked = 0
        while state.heap and state.heap[0] in state.settled:
            offset = heapq.heappop(state.heap)
            state.settled.discard(offset)
            state.taken.pop(offset).ack()
            state.position = offset + 1
            acked += 1
        return acked

    def forget(self, partitions: Iterable[TP]) -> None:
        """Partitions revoked: events of theirs still in flight are never acked here."""
        for tp in partitions:
            self._partitions.pop(tp, None)

    def position(self, tp: TP) -> int | None:
        """One past the last offset whose outcome, and every earlier one's, is settled."""
        state = self._partitions.get(tp)
        return state.position if state else None

    def in_flight(self, tp: TP) -> list[int]:
        """Offsets taken and not yet acked (settled or not), smallest first."""
        state = self._partitions.get(tp)
        return sorted(state.taken) if state else []


class CommitBeforeRevoke(Consumer):
    """faust's aiokafka consumer, committing what was acked of the partitions a rebalance
    takes before it forgets it, and knowing which partitions it has sought to their
    committed offsets since they came to it.

    faust drops its acked offsets of revoked partitions first and commits afterwards, so
    each rebalance (a worker joining, leaving or restarting) sent every partition's
    events since the last periodic commit (up to 2.8 s of them) to be judged again."""

    _sought: set[TP] | None = None  # (faust's Service __init__ is not ours to extend)

    @property
    def sought(self) -> set[TP]:
        """Partitions sought to their committed offsets since they were assigned: where
        faust then has no committed offset, the group has none (the lag is the whole
        partition); before, it is not known yet."""
        if self._sought is None:
            self._sought = set()
        return self._sought

    async def on_partitions_revoked(self, revoked: set[TP]) -> None:
        await self.commit(revoked)
        self.sought.difference_update(revoked)
        await super().on_partitions_revoked(revoked)

    async def perform_seek(self) -> None:
        await super().perform_seek()
        self.sought.update(self.assignment())


class CommittingTransport(Transport):
    """faust's aiokafka transport, with `CommitBeforeRevoke` as its consumer."""

    Consumer = CommitBeforeRevoke
