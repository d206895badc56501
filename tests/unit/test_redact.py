"""Secrets out of dead-letter reasons."""

from __future__ import annotations

import pytest

from stream.pipeline import DeadLetter
from stream.redact import redact


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Incorrect API key provided: sk-proj-abc123DEF456ghi.", "Incorrect API key provided: "),
        ("Incorrect API key provided: sk-test-****************abcd", "provided: "),
        ("header Authorization: Bearer eyJhbGciOi.payload.sig-_", "Authorization: Bearer "),
        ("url https://h/v1?api_key=XYZ123secret&x=1", "api_key="),
        ("password: hunter2, then", "password: "),
    ],
)
def test_keys_and_tokens_are_replaced(text: str, kept: str) -> None:
    redacted = redact(text)
    assert kept in redacted and "[redacted]" in redacted
    for secret in ("abc123DEF456", "abcd", "eyJhbGciOi", "XYZ123secret", "hunter2"):
        assert secret not in redacted


def test_ordinary_reasons_are_left_alone() -> None:
    reason = "evaluator failed: no valid answer after 2 attempts (prompt_tokens: 812)"
    assert redact(reason) == reason


def test_a_dead_letter_reason_is_redacted_and_bounded() -> None:
    dead = DeadLetter("refused sk-live-0123456789abcdef " + "x" * 5000, "evaluator_failed", "e")
    assert "0123456789" not in dead.reason and len(dead.reason) <= 1000
