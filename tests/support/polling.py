"""Bounded waits for tests, each within what is left of the test's own time budget.

pytest-timeout kills a test that overruns its `timeout` with a stack dump and no
message; a wait cut short at the budget fails with the test's own assertion instead.
"""

from __future__ import annotations

import time
from collections.abc import Callable

# Left for teardown (stopping workers and servers) after the last wait.
TEARDOWN_S = 30.0
_deadline: float | None = None


def start_budget(seconds: float | None) -> None:
    """The running test has `seconds` in all (None: no limit)."""
    global _deadline
    _deadline = None if not seconds else time.monotonic() + seconds - TEARDOWN_S


def bounded(timeout_s: float) -> float:
    """`timeout_s`, or less when the test's budget ends sooner."""
    if _deadline is None:
        return timeout_s
    return max(0.0, min(timeout_s, _deadline - time.monotonic()))


def wait_for(condition: Callable[[], bool], timeout_s: float, interval_s: float = 0.5) -> bool:
    """Whether `condition` became true within `timeout_s` (checked every `interval_s`)."""
    deadline = time.monotonic() + bounded(timeout_s)
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(interval_s)
    return condition()
