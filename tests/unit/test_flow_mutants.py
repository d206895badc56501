"""Flow limiters at their edges, found by mutation testing (`make mutate`): the window's
width and boundary, per-second shares that do not divide evenly, waits that add up,
settling both windows of a per-minute limit, Retry-After fallbacks, cache edges."""

from __future__ import annotations

import asyncio
import bisect

import pytest

from stream.evaluators.flow import (
    PauseGate,
    PerMinuteLimiter,
    SlidingWindowLimiter,
    Ticket,
    TTLCache,
    retry_after_s,
)

MAX_SLEEPS = 10_000  # far more than any test here needs: past it, a limiter never lets go


class FakeClock:
    """Time that moves only when someone sleeps (or a test moves it). A limiter that
    keeps sleeping fails the test at once instead of hanging it."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now
        self.sleeps = 0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps += 1
        if self.sleeps > MAX_SLEEPS:
            raise AssertionError(f"still waiting after {MAX_SLEEPS} sleeps")
        self.now += max(seconds, 0.0)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr("stream.evaluators.flow.asyncio.sleep", fake.sleep)
    return fake


def stamps_of(
    limiter: SlidingWindowLimiter | PerMinuteLimiter, n: int, clock: FakeClock
) -> list[float]:
    async def run() -> list[float]:
        stamps = []
        for _ in range(n):
            await limiter.acquire()
            stamps.append(clock())
        return stamps

    return asyncio.run(run())


# --- SlidingWindowLimiter -----------------------------------------------------------------


def test_a_limit_of_one_is_allowed_and_below_one_is_refused() -> None:
    assert SlidingWindowLimiter(1).limit == 1
    with pytest.raises(ValueError, match=r"^limit must be at least 1$"):
        SlidingWindowLimiter(0)


def test_the_default_window_is_a_minute_one_percent_wider(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(2, clock=clock)
    stamps = stamps_of(limiter, 3, clock)
    assert stamps[:2] == [1000.0, 1000.0]
    assert stamps[2] == pytest.approx(1000.0 + 60.6)


def test_waits_add_up_to_the_time_that_passed(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(1, period_s=10.0, clock=clock)

    async def run() -> list[float]:
        return [(await limiter.acquire())[1] for _ in range(3)]

    waits = asyncio.run(run())
    assert waits == [0.0, pytest.approx(10.1), pytest.approx(10.1)]
    assert clock() == pytest.approx(1000.0 + 20.2)


def test_a_request_waits_only_for_the_share_it_needs(clock: FakeClock) -> None:
    # 10 units a 100 s (101 s wide); 6 taken at t=0, 4 at t=50: the next 5 need the first
    # 6 to leave the window, at t=101, not the later 4.
    limiter = SlidingWindowLimiter(10, period_s=100.0, clock=clock)

    async def run() -> float:
        await limiter.acquire(6)
        clock.now += 50.0
        await limiter.acquire(4)
        _, waited = await limiter.acquire(5)
        return waited

    assert asyncio.run(run()) == pytest.approx(51.0)
    assert clock() == pytest.approx(1101.0)


def test_a_wait_under_a_second_is_waited_too(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(1, period_s=10.0, clock=clock)

    async def run() -> float:
        await limiter.acquire()
        clock.now += 9.6  # the window (10.1 s) frees 0.5 s from now
        _, waited = await limiter.acquire()
        return waited

    assert asyncio.run(run()) == pytest.approx(0.5)
    assert clock() == pytest.approx(1010.1)


def test_a_request_whose_room_was_taken_while_it_waited_waits_again_and_says_so(
    clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 10 units a 100 s (101 s wide): 6 at t=0, 4 (an estimate) at t=50; 5 more must wait
    # for the first 6 to leave at t=101. Meanwhile the 4 settle at 10: at t=101 the window
    # is full again, and the 5 wait for the second request to leave too, at t=151.
    limiter = SlidingWindowLimiter(10, period_s=100.0, clock=clock)
    tickets: list[Ticket] = []

    async def sleep(seconds: float) -> None:
        if len(tickets) == 2:
            limiter.settle(tickets.pop(), 10.0)  # what the endpoint reported
        await clock.sleep(seconds)

    monkeypatch.setattr("stream.evaluators.flow.asyncio.sleep", sleep)

    async def run() -> float:
        tickets.append((await limiter.acquire(6))[0])
        clock.now += 50.0
        tickets.append((await limiter.acquire(4))[0])
        _, waited = await limiter.acquire(5)
        return waited

    assert asyncio.run(run()) == pytest.approx(101.0)
    assert clock() == pytest.approx(1151.0)


def test_an_entry_leaves_the_window_exactly_one_window_later(clock: FakeClock) -> None:
    # period 100 s is 101 s wide; the window is (now - 101, now]
    limiter = SlidingWindowLimiter(1, period_s=100.0, clock=clock)

    async def run() -> tuple[float, float]:
        first, _ = await limiter.acquire()
        clock.now = 1101.0  # exactly one window after the first
        _, waited = await limiter.acquire()
        assert first.live is False
        limiter.settle(first, 1.0)  # out of the window: nothing to correct any more
        assert first.amount == 1.0
        _, third_waited = await limiter.acquire()
        return waited, third_waited

    waited, third_waited = asyncio.run(run())
    assert waited == 0.0
    assert third_waited == pytest.approx(101.0)


def test_settling_an_expired_ticket_changes_nothing(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(10, period_s=100.0, clock=clock)

    async def run() -> float:
        old, _ = await limiter.acquire(8)
        clock.now += 200.0
        await limiter.acquire(2)  # expires the old ticket
        limiter.settle(old, 1.0)  # too late: the old request left the window
        assert old.amount == 8
        _, waited = await limiter.acquire(8)  # 2 + 8 fit
        return waited

    assert asyncio.run(run()) == 0.0


def test_settle_replaces_the_estimate_in_the_window(clock: FakeClock) -> None:
    limiter = SlidingWindowLimiter(10, period_s=100.0, clock=clock)

    async def run() -> list[float]:
        first, _ = await limiter.acquire(6)
        await limiter.acquire(4)
        limiter.settle(first, 2.0)  # 2 + 4 used: 4 free
        assert first.amount == 2.0
        _, fits = await limiter.acquire(4)
        _, waits = await limiter.acquire(1)
        return [fits, waits]

    fits, waits = asyncio.run(run())
    assert fits == 0.0 and waits == pytest.approx(101.0)


# --- PerMinuteLimiter -----------------------------------------------------------------------


def test_per_minute_keeps_its_limit() -> None:
    assert PerMinuteLimiter(90).per_minute == 90


@pytest.mark.parametrize("per_minute", [61, 90, 121])
def test_a_per_minute_limit_not_divisible_by_60_is_usable_in_full(
    clock: FakeClock, per_minute: int
) -> None:
    # The per-second share is rounded up: at a whole number of requests a second below
    # per_minute / 60, a minute could never hold the limit.
    limiter = PerMinuteLimiter(per_minute, clock=clock)
    stamps = stamps_of(limiter, per_minute + 1, clock)
    assert bisect.bisect_left(stamps, stamps[0] + 60.0) == per_minute
    assert stamps[per_minute] == pytest.approx(stamps[0] + 60.6)  # the minute is 1 % wider


def test_per_minute_wait_is_the_sum_of_both_windows_waits(clock: FakeClock) -> None:
    limiter = PerMinuteLimiter(2, clock=clock)  # 1 a second, 2 a minute

    async def run() -> list[float]:
        return [(await limiter.acquire())[1] for _ in range(3)]

    waits = asyncio.run(run())
    # second: 1.01 s for the per-second window; third: 1.01 s, then the minute window
    # (60.6 s wide) holds two until t=60.6
    assert waits == [0.0, pytest.approx(1.01), pytest.approx(60.6 - 1.01)]
    assert sum(waits) == pytest.approx(clock() - 1000.0)


def test_per_minute_settle_corrects_both_windows(clock: FakeClock) -> None:
    limiter = PerMinuteLimiter(600, clock=clock)  # 10 a second, 600 a minute

    async def run() -> float:
        tickets, _ = await limiter.acquire(10)  # an estimate
        limiter.settle(tickets, 1.0)  # what the endpoint reported
        assert [t.amount for t in tickets] == [1.0, 1.0]
        _, waited = await limiter.acquire(9)  # 1 + 9 fit this second
        return waited

    assert asyncio.run(run()) == 0.0


def test_per_minute_settle_frees_the_minute_window(clock: FakeClock) -> None:
    limiter = PerMinuteLimiter(60, clock=clock)  # 1 a second, 60 a minute

    async def run() -> float:
        tickets, _ = await limiter.acquire(1)
        limiter.settle(tickets, 0.0)  # the request was never sent
        waited = 0.0
        for _ in range(60):
            _, w = await limiter.acquire(1)
            waited += w
        return waited

    # 60 more in the minute: the first at once (the settled one used nothing), then only
    # the per-second spacing, never a wait for the minute's window (which ends at 60.6 s)
    assert asyncio.run(run()) == pytest.approx(59 * 1.01)


# --- PauseGate --------------------------------------------------------------------------------


def test_an_unpaused_gate_never_waits_whatever_the_clock(clock: FakeClock) -> None:
    clock.now = 0.0
    gate = PauseGate(clock=clock)
    assert asyncio.run(gate.wait()) == 0.0
    assert clock() == 0.0


def test_a_short_pause_is_waited_in_full(clock: FakeClock) -> None:
    gate = PauseGate(clock=clock)
    gate.pause(0.5)
    assert asyncio.run(gate.wait()) == pytest.approx(0.5)


def test_a_pause_extended_while_waiting_is_waited_in_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = FakeClock(now=0.0)
    gate = PauseGate(clock=clock)
    extended: list[bool] = []

    async def sleep(seconds: float) -> None:
        await clock.sleep(seconds)
        if not extended:  # another request meets a 429 meanwhile
            extended.append(True)
            gate.pause(1.0)

    monkeypatch.setattr("stream.evaluators.flow.asyncio.sleep", sleep)
    gate.pause(2.0)
    assert asyncio.run(gate.wait()) == pytest.approx(3.0)
    assert clock() == pytest.approx(3.0)


# --- Retry-After ------------------------------------------------------------------------------


def test_an_unreadable_retry_after_ms_falls_back_to_retry_after() -> None:
    assert retry_after_s({"retry-after-ms": "soon", "retry-after": "2"}) == 2.0
    # A wait of 0 or less asks for none (the caller backs off): the next header is read.
    assert retry_after_s({"retry-after-ms": "-5"}) is None
    assert retry_after_s({"retry-after-ms": "0", "retry-after": "2"}) == 2.0


# --- TTLCache -----------------------------------------------------------------------------------


def test_an_entry_lives_exactly_its_ttl() -> None:
    now = [0.0]
    cache: TTLCache[str] = TTLCache(max_size=2, ttl_s=10.0, clock=lambda: now[0])
    cache.put("a", "A")
    now[0] = 10.0
    assert cache.get("a") == "A"  # 10 s old: still within its 10 s
    now[0] = 10.5
    assert cache.get("a") is None


def test_expired_entries_give_their_bytes_back() -> None:
    now = [0.0]
    cache: TTLCache[str] = TTLCache(
        max_size=10, ttl_s=10.0, clock=lambda: now[0], max_bytes=100, size_of=len
    )
    cache.put("a", "aaaa")
    cache.put("b", "bbb")
    now[0] = 5.0
    cache.put("c", "cc")
    assert cache.bytes == 9
    now[0] = 11.0
    assert cache.get("a") is None
    assert cache.bytes == 5
    assert cache.get("b") is None and cache.get("c") == "cc"
    assert cache.bytes == 2 and len(cache) == 1


def test_a_cache_of_one_entry_keeps_one() -> None:
    cache: TTLCache[str] = TTLCache(max_size=1, ttl_s=10.0)
    cache.put("a", "A")
    assert cache.get("a") == "A"
    cache.put("b", "B")
    assert cache.get("a") is None and cache.get("b") == "B" and len(cache) == 1


def test_a_cache_with_a_zero_or_negative_ttl_keeps_nothing() -> None:
    for ttl in (0.0, -1.0):
        cache: TTLCache[str] = TTLCache(max_size=5, ttl_s=ttl, clock=lambda: 0.0)
        cache.put("a", "A")
        assert len(cache) == 0 and cache.get("a") is None
    short: TTLCache[str] = TTLCache(max_size=5, ttl_s=0.5, clock=lambda: 0.0)
    short.put("a", "A")  # a ttl under a second is still a ttl
    assert short.get("a") == "A"
    off: TTLCache[str] = TTLCache(max_size=0, ttl_s=10.0)
    off.put("a", "A")
    assert len(off) == 0


def test_bytes_fill_to_exactly_max_bytes() -> None:
    cache: TTLCache[str] = TTLCache(max_size=10, ttl_s=10.0, max_bytes=8, size_of=len)
    cache.put("whole", "x" * 8)  # exactly the whole cache: kept
    assert cache.get("whole") == "x" * 8 and cache.bytes == 8
    cache.put("a", "aaaa")
    assert cache.get("whole") is None and cache.bytes == 4
    cache.put("b", "bbbb")  # 8 of 8: nothing evicted
    assert cache.get("a") == "aaaa" and cache.get("b") == "bbbb" and cache.bytes == 8


def test_replacing_an_entry_counts_only_its_new_size() -> None:
    cache: TTLCache[str] = TTLCache(max_size=10, ttl_s=10.0, max_bytes=100, size_of=len)
    cache.put("a", "aaaaa")
    cache.put("b", "bb")
    cache.put("a", "aaa")
    assert cache.bytes == 5


def test_eviction_drops_the_least_recently_used_first() -> None:
    cache: TTLCache[str] = TTLCache(max_size=2, ttl_s=10.0, max_bytes=100, size_of=len)
    cache.put("a", "A")
    cache.put("b", "BB")
    cache.put("c", "CCC")  # over max_size: "a" goes, not the newest
    assert cache.get("a") is None
    assert cache.get("b") == "BB" and cache.get("c") == "CCC"
    assert cache.bytes == 5
