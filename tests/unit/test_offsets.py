"""InOrderAcks: faust sees only the contiguous prefix of settled offsets."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from faust.types import TP, EventT

from stream.offsets import InOrderAcks

TP0 = TP("events", 0)


@dataclass
class FakeMessage:
    tp: TP
    offset: int


@dataclass
class FakeEvent:
    message: FakeMessage
    acked: list[int] = field(default_factory=list)

    def ack(self) -> bool:
        self.acked.append(self.message.offset)
        return True


def events(offsets: range, tp: TP = TP0) -> list[Any]:
    return [FakeEvent(FakeMessage(tp, offset)) for offset in offsets]


def acked(taken: list[Any]) -> list[int]:
    return sorted(offset for e in taken for offset in e.acked)


def test_nothing_after_an_event_in_flight_is_acked_until_it_settles() -> None:
    acks = InOrderAcks()
    taken = events(range(100, 132))
    for e in taken:
        acks.take(cast(EventT[bytes], e))
    for e in taken[1:]:  # 101..131 done, 100 in flight
        acks.settle(e)
    assert acked(taken) == [] and acks.position(TP0) is None
    assert acks.settle(taken[0]) == 32
    assert acked(taken) == list(range(100, 132)) and acks.position(TP0) == 132


def test_the_prefix_moves_up_to_the_next_event_in_flight_per_partition() -> None:
    acks = InOrderAcks()
    first, other = events(range(0, 5)), events(range(0, 2), TP("events", 1))
    for e in [*first, *other]:
        acks.take(e)
    acks.settle(first[0])
    acks.settle(first[1])
    acks.settle(first[3])
    acks.settle(other[1])
    assert acked(first) == [0, 1] and acks.position(TP0) == 2
    assert acks.in_flight(TP0) == [2, 3, 4]
    assert acked(other) == [] and acks.position(TP("events", 1)) is None


def test_events_of_a_revoked_partition_are_never_acked() -> None:
    acks = InOrderAcks()
    old = events(range(0, 3))
    for e in old:
        acks.take(e)
    acks.forget({TP0})
    assert acks.settle(old[0]) == 0 and acked(old) == []
    # Reassigned: the same offsets redelivered are new events; the old ones stay unacked.
    new = events(range(0, 3))
    for e in new:
        acks.take(e)
    acks.settle(old[0])
    acks.settle(new[0])
    assert acked(old) == [] and acked(new) == [0]
