"""Retry-After as the LLM judge reads it: only a wait above 0 is a wait asked for."""

from __future__ import annotations

import email.utils
import time

import pytest

from stream.evaluators.flow import MAX_RETRY_AFTER_S, retry_after_s


@pytest.mark.parametrize(
    "headers",
    [
        {"retry-after": "0"},
        {"retry-after": "-1"},
        {"retry-after": "0.0"},
        {"retry-after": "nan"},
        {"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"},
        {"retry-after-ms": "0"},
        {"retry-after-ms": "-250"},
    ],
)
def test_no_wait_or_a_past_date_is_no_retry_after(headers: dict[str, str]) -> None:
    # Taken as a wait of 0, a 429 was sent again at once, thousands of times a second.
    assert retry_after_s(headers) is None


def test_a_positive_wait_is_kept_and_capped() -> None:
    assert retry_after_s({"retry-after-ms": "1"}) == 0.001
    assert retry_after_s({"retry-after": "inf"}) == MAX_RETRY_AFTER_S
    soon = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 25 < (retry_after_s({"retry-after": soon}) or 0) <= 30
