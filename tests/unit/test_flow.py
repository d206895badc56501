"""Rate limiters, the Retry-After pause and the cache, on a simulated clock."""

from __future__ import annotations

import asyncio
import bisect
import email.utils
import time

import pytest

from stream.evaluators import flow
from stream.evaluators.flow import (
    PauseGate,
    PerMinuteLimiter,
    SlidingWindowLimiter,
    TTLCache,
    retry_after_s,
)


class FakeClock:
    """Time that moves only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += max(seconds, 0.0)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(asyncio, "sleep", fake.sleep)  # the module flow's waits call
    return fake


def most_in(stamps: list[float], period: float) -> int:
    stamps = sorted(stamps)
    return max(bisect.bisect_left(stamps, t + period) - i for i, t in enumerate(stamps))


def test_sliding_window_never_exceeds_the_limit(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(5, period_s=10.0, clock=clock)

    async def run() -> list[float]:
        stamps = []
        for _ in range(23):
            await limiter.acquire()
            stamps.append(clock())
        return stamps

    stamps = asyncio.run(run())
    assert most_in(stamps, 10.0) == 5
    assert stamps[4] == stamps[0] and stamps[5] >= stamps[0] + 10.0


def test_per_minute_limit_is_spread_and_used(clock: FakeClock) -> None:
    limiter = PerMinuteLimiter(120, clock=clock)

    async def run() -> list[float]:
        stamps = []
        for _ in range(400):  # a backlog
            await limiter.acquire()
            stamps.append(clock())
        return stamps

    stamps = asyncio.run(run())
    assert most_in(stamps, 60.0) <= 120
    assert most_in(stamps, 1.0) <= 2
    first_minute = bisect.bisect_left(stamps, stamps[0] + 60.0)
    assert first_minute >= 0.95 * 120


def test_settled_tokens_free_the_window(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(1000, period_s=60.0, clock=clock)

    async def run() -> float:
        ticket, _ = await limiter.acquire(900)  # an estimate
        limiter.settle(ticket, 100)  # what the endpoint reported
        _, waited = await limiter.acquire(800)
        return waited

    assert asyncio.run(run()) == 0.0


def test_a_request_larger_than_the_limit_still_goes(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(100, period_s=60.0, clock=clock)
    ticket, waited = asyncio.run(limiter.acquire(5000))
    assert waited == 0.0 and ticket.amount == 100


def test_pause_gate_holds_everyone_until_the_pause_ends(clock: FakeClock) -> None:
    gate = PauseGate(clock=clock)
    gate.pause(2.0)
    gate.pause(0.5)  # a shorter pause does not cut a longer one
    assert asyncio.run(gate.wait()) == pytest.approx(2.0)
    assert asyncio.run(gate.wait()) == 0.0


def test_retry_after_forms() -> None:
    assert retry_after_s({"retry-after": "1.5"}) == 1.5
    assert retry_after_s({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert retry_after_s({"retry-after": "100000"}) == flow.MAX_RETRY_AFTER_S
    date = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 25 < (retry_after_s({"retry-after": date}) or 0) <= 30
    assert retry_after_s({"retry-after": "soon"}) is None
    assert retry_after_s({}) is None and retry_after_s(None) is None


def test_ttl_cache_evicts_least_recent_and_expires() -> None:
    now = [0.0]
    cache: TTLCache[str] = TTLCache(max_size=2, ttl_s=10.0, clock=lambda: now[0])
    cache.put("a", "A")
    cache.put("b", "B")
    assert cache.get("a") == "A"  # a is now the most recent
    cache.put("c", "C")
    assert cache.get("b") is None and cache.get("a") == "A" and len(cache) == 2
    now[0] = 11.0
    assert cache.get("a") is None
    off: TTLCache[str] = TTLCache(max_size=0, ttl_s=10.0)
    off.put("a", "A")
    assert off.get("a") is None


def test_ttl_cache_holds_at_most_max_bytes() -> None:
    cache: TTLCache[str] = TTLCache(max_size=100, ttl_s=10.0, max_bytes=10, size_of=len)
    cache.put("a", "aaaa")
    cache.put("b", "bbbb")
    assert cache.bytes == 8 and len(cache) == 2
    cache.put("c", "cccc")  # 12 > 10: the least recent goes
    assert cache.get("a") is None and cache.get("b") == "bbbb" and cache.bytes == 8
    cache.put("b", "bb")  # replaced, not counted twice
    assert cache.bytes == 6
    cache.put("huge", "x" * 11)  # larger than the whole cache: not kept, nothing evicted
    assert cache.get("huge") is None and len(cache) == 2
