"""How late the event loop runs: the symptom of CPU work held on it (while it is late,
nothing is scraped, committed or heartbeated)."""

from __future__ import annotations

import asyncio
import time
from collections import deque

from prometheus_client import CollectorRegistry, Gauge, Histogram

INTERVAL_S = 0.25  # how often the loop is asked to wake
WINDOW_S = 60.0  # the gauge: the worst lateness over this long


class LoopLag:
    """`seer_event_loop_lag_seconds` (histogram of each wake-up's lateness) and
    `seer_event_loop_lag_max_seconds` (the worst over the last minute); `run()` measures."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self._recent: deque[tuple[float, float]] = deque()  # (when, lateness)
        self.lag = Histogram(
            "seer_event_loop_lag_seconds",
            "How late the event loop woke for a timer, per wake-up.",
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
            registry=registry,
        )
        Gauge(
            "seer_event_loop_lag_max_seconds",
            "The longest the event loop was late over the last minute.",
            registry=registry,
        ).set_function(self.worst)

    def record(self, late_s: float, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        self.lag.observe(late_s)
        self._recent.append((now, late_s))
        while self._recent and self._recent[0][0] < now - WINDOW_S:
            self._recent.popleft()

    def worst(self, now: float | None = None) -> float:
        now = time.monotonic() if now is None else now
        return max((late for when, late in self._recent if when >= now - WINDOW_S), default=0.0)

    async def run(self) -> None:
        while True:
            asked = time.monotonic()
            await asyncio.sleep(INTERVAL_S)
            self.record(max(0.0, time.monotonic() - asked - INTERVAL_S))
