"""Flow control for a paid endpoint: rate limits, a shared pause on 429, a result cache.

The limiters count over a sliding window, so that no 60-second span ever
holds more than the limit (a token bucket would let a burst and its refill
both land in one minute).
"""

from __future__ import annotations

import asyncio
import email.utils
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from typing import Generic, TypeVar

V = TypeVar("V")
Clock = Callable[[], float]

MAX_RETRY_AFTER_S = 120.0


class Ticket:
    """One admitted request's share of a limiter's window."""

    __slots__ = ("amount", "live", "stamp")

    def __init__(self, stamp: float, amount: float) -> None:
        self.stamp = stamp
        self.amount = amount
        self.live = True


class SlidingWindowLimiter:
    """At most `limit` units (requests or tokens) in any `period_s` window.

    The window is 1 % wider than asked, because the endpoint counts arrivals,
    a few milliseconds after we count departures.
    """

    def __init__(
        self, limit: int, period_s: float = 60.0, *, clock: Clock = time.monotonic
    ) -> None:
        if limit < 1:
            raise ValueError("limit must be at least 1")
        self.limit = limit
        self.period_s = period_s * 1.01
        self._clock = clock
        self._entries: deque[Ticket] = deque()
        self._total = 0.0
        self._lock = asyncio.Lock()

    def _expire(self, now: float) -> None:
        while self._entries and self._entries[0].stamp <= now - self.period_s:
            expired = self._entries.popleft()
            expired.live = False
            self._total -= expired.amount

    def _wait_needed(self, amount: float, now: float) -> float:
        excess = self._total + amount - self.limit
        if excess <= 0:
            return 0.0
        freed = 0.0
        for entry in self._entries:
            freed += entry.amount
            if freed >= excess:
                return entry.stamp + self.period_s - now
        return self.period_s

    async def acquire(self, amount: float = 1.0) -> tuple[Ticket, float]:
        """Wait until `amount` fits; returns a ticket (for `settle`) and the seconds waited."""
        amount = min(amount, self.limit)  # one oversized request must not wait forever
        waited = 0.0
        async with self._lock:  # FIFO: the first waiter goes first
            while True:
                now = self._clock()
                self._expire(now)
                delay = self._wait_needed(amount, now)
                if delay <= 0:
                    ticket = Ticket(now, amount)
                    self._entries.append(ticket)
                    self._total += amount
                    return ticket, waited
                await asyncio.sleep(delay)
                waited += delay

    def settle(self, ticket: Ticket, actual: float) -> None:
        """Replace an estimate with what was really used, while it is inside the window."""
        if ticket.live:
            self._total += actual - ticket.amount
            ticket.amount = actual


class PerMinuteLimiter:
    """A per-minute limit spread over the minute: endpoints enforce RPM/TPM at a finer
    grain (a burst of a whole minute's requests in one second draws 429s), so every
    second gets its share and every minute stays within the limit."""

    def __init__(self, per_minute: int, *, clock: Clock = time.monotonic) -> None:
        self.per_minute = per_minute
        self._second = SlidingWindowLimiter(-(-per_minute // 60), 1.0, clock=clock)
        self._minute = SlidingWindowLimiter(per_minute, 60.0, clock=clock)

    async def acquire(self, amount: float = 1.0) -> tuple[list[Ticket], float]:
        first, waited_second = await self._second.acquire(amount)
        second, waited_minute = await self._minute.acquire(amount)
        return [first, second], waited_second + waited_minute

    def settle(self, tickets: list[Ticket], actual: float) -> None:
        self._second.settle(tickets[0], actual)
        self._minute.settle(tickets[1], actual)


class PauseGate:
    """One 429 with Retry-After pauses every request of this worker, not just the one."""

    def __init__(self, clock: Clock = time.monotonic) -> None:
        self._clock = clock
        self._until = 0.0

    def pause(self, seconds: float) -> None:
        self._until = max(self._until, self._clock() + seconds)

    async def wait(self) -> float:
        waited = 0.0
        while (delay := self._until - self._clock()) > 0:
            await asyncio.sleep(delay)
            waited += delay
        return waited


def retry_after_s(headers: Mapping[str, str] | None) -> float | None:
    """Seconds from `retry-after-ms` or `retry-after` (seconds or an HTTP date), capped;
    None when neither asks for a wait. A wait of 0 or less (a past date, a proxy's skewed
    clock) is no wait asked: taken as such, a 429 would be sent again at once, in a tight
    loop; the caller backs off instead, as the openai client does."""
    if not headers:
        return None
    for name, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = headers.get(name)
        if value is None:
            continue
        try:
            seconds = float(value) / divisor
        except ValueError:
            if name != "retry-after":
                continue
            try:
                seconds = email.utils.parsedate_to_datetime(value).timestamp() - time.time()
            except (TypeError, ValueError):
                continue
        if seconds > 0:  # not NaN either
            return min(seconds, MAX_RETRY_AFTER_S)
    return None


class TTLCache(Generic[V]):
    """Least-recently-used entries that also expire after `ttl_s`, at most `max_size` of
    them and `max_bytes` by `size_of` (a count alone let a judge's long answers fill
    memory)."""

    def __init__(
        self,
        max_size: int,
        ttl_s: float,
        clock: Clock = time.monotonic,
        *,
        max_bytes: int | None = None,
        size_of: Callable[[V], int] = lambda _: 0,
    ) -> None:
        self.max_size = max_size
        self.ttl_s = ttl_s
        self.max_bytes = max_bytes
        self._size_of = size_of
        self._clock = clock
        self._items: OrderedDict[str, tuple[float, V, int]] = OrderedDict()
        self.bytes = 0

    def get(self, key: str) -> V | None:
        item = self._items.get(key)
        if item is None:
            return None
        stored, value, size = item
        if self._clock() - stored > self.ttl_s:
            del self._items[key]
            self.bytes -= size
            return None
        self._items.move_to_end(key)
        return value

    def put(self, key: str, value: V) -> None:
        if self.max_size <= 0 or self.ttl_s <= 0:
            return
        size = self._size_of(value)
        if self.max_bytes is not None and size > self.max_bytes:
            return  # larger than the whole cache: not kept
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[2]
        self._items[key] = (self._clock(), value, size)
        self.bytes += size
        while len(self._items) > self.max_size or (
            self.max_bytes is not None and self.bytes > self.max_bytes
        ):
            self.bytes -= self._items.popitem(last=False)[1][2]

    def __len__(self) -> int:
        return len(self._items)
