"""Credentials in a URL (http://user:password@host/v1): refused as the judge's base URL,
and masked wherever a URL reaches text that leaves the worker."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from stream.redact import redact
from stream.settings import Settings

PASSWORD = "hunter2-s3cret"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            f"cannot reach the endpoint at http://judge:{PASSWORD}@10.0.0.5:8000/v1: refused",
            "cannot reach the endpoint at http://[redacted]@10.0.0.5:8000/v1: refused",
        ),
        (f"https://{PASSWORD}@proxy.example/v1", "https://[redacted]@proxy.example/v1"),
        (f"'http://judge:{PASSWORD}@h/v1'", "'http://[redacted]@h/v1'"),
        # a user with an "@" of its own, unencoded: userinfo up to the last one
        (f"http://judge@corp:{PASSWORD}@h/v1", "http://[redacted]@h/v1"),
    ],
)
def test_userinfo_in_a_url_is_masked(text: str, expected: str) -> None:
    assert redact(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the endpoint at http://localhost:8000/v1 did not answer",
        "mail judge@example.com about http://h/v1",
        "see http://h/v1/x?to=a@b",  # an @ after the host is not userinfo
    ],
)
def test_urls_without_userinfo_are_left_alone(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "url", [f"http://judge:{PASSWORD}@localhost:8000/v1", f"https://{PASSWORD}@h/v1"]
)
def test_a_judge_url_with_credentials_is_refused_without_repeating_them(
    monkeypatch: pytest.MonkeyPatch, url: str
) -> None:
    """It was taken, then aiohttp refused every request (the key goes as an Authorization
    header, and credentials in the URL cannot go beside it) and the URL, password and all,
    reached the preflight's error and log lines."""
    monkeypatch.setenv("SEER_LLM_BASE_URL", url)
    with pytest.raises(ValidationError) as raised:
        Settings()
    (error,) = raised.value.errors(include_url=False)
    assert error["loc"] == ("llm_base_url",)
    assert "credentials in the URL" in error["msg"] and "OPENAI_API_KEY" in error["msg"]
    assert PASSWORD not in str(raised.value)
    monkeypatch.setenv("SEER_LLM_BASE_URL", "http://localhost:8000/v1")
    assert Settings().llm_base_url == "http://localhost:8000/v1"


def test_the_endpoint_named_in_logs_and_reports_has_no_credentials(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """endpoint_url() names the endpoint in the preflight's log line and judge-check's
    report; OPENAI_BASE_URL, which the settings do not check, may carry a password."""
    from stream.evaluators.llm import endpoint_url

    monkeypatch.setenv("OPENAI_BASE_URL", f"http://judge:{PASSWORD}@10.0.0.5:8000/v1/")
    assert endpoint_url(None) == "http://10.0.0.5:8000/v1"
