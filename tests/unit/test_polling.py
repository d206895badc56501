"""Waits end with the test's own time budget, before pytest-timeout kills it."""

from __future__ import annotations

import time

import pytest

from tests.support.polling import TEARDOWN_S, wait_for


@pytest.mark.timeout(TEARDOWN_S + 2)
def test_a_wait_longer_than_the_test_fails_by_itself() -> None:
    started = time.monotonic()
    assert not wait_for(lambda: False, 600, interval_s=0.1)
    # 2 s of budget after the teardown's share: the wait gave up then, with time to spare.
    assert time.monotonic() - started < 2 + 1
