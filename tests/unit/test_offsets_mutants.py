"""Commit bookkeeping cases that test_offsets.py leaves open, found by mutation testing
(`make mutate`): a redelivered event is not acked on its predecessor's settlement, a
partition never seen can be revoked, and acked offsets leave nothing behind."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from faust.types import TP

from stream.offsets import InOrderAcks

TP0 = TP("events", 0)


@dataclass
class FakeMessage:
    tp: TP
    offset: int


@dataclass(eq=False)
class FakeEvent:
    message: FakeMessage
    acked: list[int] = field(default_factory=list)

    def ack(self) -> bool:
        self.acked.append(self.message.offset)
        return True


def event(offset: int, tp: TP = TP0) -> Any:
    return FakeEvent(FakeMessage(tp, offset))


def test_a_redelivered_event_is_not_acked_on_its_predecessors_settlement() -> None:
    # Offset 5 settles while 4 is in flight, then 5 is delivered again (a new event for
    # the same offset): only the new one's own outcome may ack it.
    acks = InOrderAcks()
    four, five = event(4), event(5)
    acks.take(four)
    acks.take(five)
    acks.settle(five)
    again = event(5)
    acks.take(again)
    assert acks.settle(four) == 1
    assert four.acked == [4] and again.acked == [] and five.acked == []
    assert acks.position(TP0) == 5 and acks.in_flight(TP0) == [5]
    assert acks.settle(again) == 1
    assert again.acked == [5] and acks.position(TP0) == 6


def test_revoking_a_partition_without_events_is_a_no_op() -> None:
    acks = InOrderAcks()
    acks.take(event(0))
    acks.forget([TP("events", 3), TP("other", 0)])  # never taken from: nothing to drop
    assert acks.in_flight(TP0) == [0]
    assert acks.position(TP("events", 3)) is None


def test_acked_offsets_leave_no_bookkeeping_behind() -> None:
    # A worker runs for months: what it keeps per partition must not grow with every
    # offset it ever acked.
    acks = InOrderAcks()
    taken = [event(offset) for offset in range(1000)]
    for e in taken:
        acks.take(e)
    for e in reversed(taken):
        acks.settle(e)
    assert all(e.acked == [e.message.offset] for e in taken)
    state = acks._partitions[TP0]
    assert (state.taken, state.heap, state.settled) == ({}, [], set())
    assert state.position == 1000
