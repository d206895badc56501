"""A warning that repeats by the thousand is said once a minute per kind, with a count."""

from __future__ import annotations

import logging

import pytest

from stream.throttled import Throttled


def test_a_kind_is_said_once_a_minute_with_how_many_came_between(
    caplog: pytest.LogCaptureFixture,
) -> None:
    now = [0.0]
    throttled = Throttled(logging.getLogger("test.throttled"), clock=lambda: now[0])
    with caplog.at_level(logging.WARNING):
        for _ in range(1000):
            throttled.warn("failed", "events not delivered: %s", "timed out")
            now[0] += 0.05  # 1,000 in 50 s
        throttled.warn("dropped", "events dropped")  # another kind is said at once
        now[0] = 61.0
        throttled.warn("failed", "events not delivered: %s", "timed out")
        throttled.warn("failed", "events not delivered: %s", "timed out")
    assert [r.getMessage() for r in caplog.records] == [
        "events not delivered: timed out",
        "events dropped",
        "events not delivered: timed out (and 999 more like it since the last such warning)",
    ]
