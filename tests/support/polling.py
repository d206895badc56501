"""Bounded waits for tests."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_for(condition: Callable[[], bool], timeout_s: float, interval_s: float = 0.5) -> bool:
    """Whether `condition` became true within `timeout_s` (checked every `interval_s`)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(interval_s)
    return condition()
