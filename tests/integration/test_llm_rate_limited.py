"""429s through the real `openai` client against the scripted server: a Retry-After that
asks for no wait is no reason to send again at once, 429s never spend the retries meant
for 5xx and timeouts, and an exhausted quota fails the event rather than holding it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import EvaluatorError
from stream.evaluators.llm import LLMEvaluator
from stream.settings import Settings
from tests.conftest import llm_settings
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, error, judgment

Server = Callable[[Script], OpenAIServer]
PASSAGES = ["Christopher Nolan directed Inception.", "Nolan is British-American."]
QUOTA = {
    "error": {
        "message": "You exceeded your current quota, please check your plan and billing details.",
        "type": "insufficient_quota",
        "param": None,
        "code": "insufficient_quota",
    }
}


def good(request: ChatRequest) -> Reply:
    return judgment(request, ("the director of Inception", [1]), ("his nationality", [2]))


def judge(settings: Settings, within_s: float = 30.0) -> tuple[Any, CollectorRegistry]:
    """The judgment, or the exception that ended it, or TimeoutError after `within_s`."""
    registry = CollectorRegistry()

    async def run() -> Any:
        evaluator = LLMEvaluator(settings, registry)
        try:
            return await asyncio.wait_for(evaluator.judge("q", PASSAGES), within_s)
        except (EvaluatorError, TimeoutError) as exc:
            return exc
        finally:
            await evaluator.aclose()

    return asyncio.run(run()), registry


@pytest.mark.parametrize(
    "header",
    [
        {"retry-after": "0"},
        {"retry-after": "-1"},
        {"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"},  # a date already past
        {"retry-after-ms": "0"},
    ],
    ids=["zero", "negative", "past-date", "ms-zero"],
)
def test_a_retry_after_asking_for_no_wait_backs_off(
    llm_server: Server, header: dict[str, str]
) -> None:
    """The openai client honours only 0 < Retry-After: anything else is no wait asked, and
    the judge backs off as for a 429 without the header (about 0.5 s, 1 s, 2 s ...)."""
    server = llm_server(lambda r: error(429, "Rate limit reached", **header))
    outcome, _ = judge(llm_settings(server), within_s=1.5)
    assert isinstance(outcome, TimeoutError)  # 429s are waited out, never given up on
    # Backing off, at most 3 requests fit in 1.5 s; sent again at once, thousands did.
    assert 1 <= len(server.requests) <= 4, len(server.requests)


def test_429s_never_spend_the_retries_of_server_errors(llm_server: Server) -> None:
    """A storm of 429s, then one 503, then an answer: the 503 is the first failure, well
    within SEER_LLM_MAX_RETRIES, however many 429s came before it."""
    limited = error(429, "slow down", **{"retry-after-ms": "10"})

    def script(request: ChatRequest) -> Reply:
        if request.n <= 6:
            return limited
        return error(503, "overloaded") if request.n == 7 else good(request)

    server = llm_server(script)
    outcome, registry = judge(llm_settings(server, llm_max_retries=1))
    assert not isinstance(outcome, Exception), outcome
    assert len(server.requests) == 8
    assert registry.get_sample_value("seer_llm_retries_total", {"reason": "rate_limited"}) == 6
    assert registry.get_sample_value("seer_llm_retries_total", {"reason": "server_error"}) == 1


def test_the_give_up_message_counts_the_failed_attempts(llm_server: Server) -> None:
    """'gave up after N attempts' counts the 5xx it gave up on, and says how many 429s
    came besides, uncounted."""

    def script(request: ChatRequest) -> Reply:
        if request.n in (1, 3):
            return error(429, "slow down", **{"retry-after-ms": "10"})
        return error(503, "overloaded")

    server = llm_server(script)
    outcome, _ = judge(llm_settings(server, llm_max_retries=2))
    assert isinstance(outcome, EvaluatorError)
    # 2 x 429 and 3 x 503 (one attempt and two retries).
    assert len(server.requests) == 5
    assert "503; gave up after 3 attempts" in str(outcome)
    assert "not counting 2 answered 429" in str(outcome)


@pytest.mark.parametrize("processes", [0, 1], ids=["in-process", "helper"])
def test_an_exhausted_quota_fails_the_event_with_its_cause(
    llm_server: Server, caplog: pytest.LogCaptureFixture, processes: int
) -> None:
    """429 insufficient_quota is no rate limit: waiting does not end it. The event fails
    at once (dead-lettered, replayable once billing is fixed), and a warning says why."""
    server = llm_server(lambda r: Reply(status=429, body=QUOTA))
    with caplog.at_level(logging.WARNING, logger="stream"):
        outcome, registry = judge(llm_settings(server, llm_processes=processes), within_s=20)
    assert isinstance(outcome, EvaluatorError), outcome
    assert "429" in str(outcome) and "quota" in str(outcome) and "billing" in str(outcome)
    assert len(server.requests) == 1
    assert not registry.get_sample_value("seer_llm_retries_total", {"reason": "rate_limited"})
    assert any("quota" in r.getMessage() for r in caplog.records), caplog.text


def test_429_holds_are_logged_once_a_minute(
    llm_server: Server, caplog: pytest.LogCaptureFixture
) -> None:
    """An operator sees that the endpoint is holding the judge back, without one line per
    429."""
    limited = error(429, "slow down", **{"retry-after-ms": "10"})
    server = llm_server(lambda r: limited if r.n <= 5 else good(r))
    with caplog.at_level(logging.WARNING, logger="stream"):
        outcome, _ = judge(llm_settings(server))
    assert not isinstance(outcome, Exception), outcome
    held = [r for r in caplog.records if "429" in r.getMessage()]
    assert len(held) == 1, caplog.text
    assert "rate limit" in held[0].getMessage()
