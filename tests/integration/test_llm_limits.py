"""SEER_LLM_RPM and SEER_LLM_TPM as the LLM judge applies them, against the scripted server.

A per-minute limit is spread over the minute's seconds (flow.PerMinuteLimiter): 60
requests a minute is one a second, so a burst of three waits about two seconds, and
what was waited shows in seer_llm_rate_limit_waits_total and
seer_llm_rate_limit_wait_seconds_total.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from prometheus_client import CollectorRegistry

from stream.evaluators.flow import SlidingWindowLimiter
from stream.evaluators.llm import LLMEvaluator
from stream.evaluators.prompt import build_messages, estimate_tokens
from stream.settings import Settings
from tests.conftest import llm_settings
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, completion

Server = Callable[[Script], OpenAIServer]
PASSAGES = ["Christopher Nolan directed Inception.", "Nolan is British-American."]
WINDOW_S = SlidingWindowLimiter(1, 1.0).period_s  # a limiter's second: 1 % wider than one


def answer(request: ChatRequest, prompt_tokens: int = 10, completion_tokens: int = 5) -> Reply:
    """A valid judgment that reports the given usage, whatever the request held."""
    cited = {"requirements": [{"text": "the director", "supported_by": [1]}]}
    return completion(
        cited, request, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens
    )


def judge_all(
    settings: Settings,
    registry: CollectorRegistry,
    *rounds: list[str],
    passages: list[str] = PASSAGES,
) -> float:
    """Each round's tasks judged together, one round after the other; returns when the
    first round started (time.monotonic, the limiters' clock)."""

    async def run() -> float:
        evaluator = LLMEvaluator(settings, registry)
        try:
            started = time.monotonic()
            for tasks in rounds:
                await asyncio.gather(*(evaluator.judge(task, passages) for task in tasks))
            return started
        finally:
            await evaluator.aclose()

    return asyncio.run(run())


def test_requests_per_minute_are_spread_over_the_minute(llm_server: Server) -> None:
    server = llm_server(answer)
    registry = CollectorRegistry()
    started = judge_all(llm_settings(server, llm_rpm=60), registry, ["q1", "q2", "q3"])
    arrivals = sorted(r.received_monotonic for r in server.requests)
    assert len(arrivals) == 3
    # One a second: the k-th request left no sooner than k windows after the burst began.
    assert all(t >= started + k * WINDOW_S for k, t in enumerate(arrivals)), [
        round(t - started, 3) for t in arrivals
    ]
    rpm = {"limiter": "rpm"}
    # The second and third waited (the third in line behind the second, then for its own
    # turn), each at most one window.
    assert registry.get_sample_value("seer_llm_rate_limit_waits_total", rpm) == 2
    waited = registry.get_sample_value("seer_llm_rate_limit_wait_seconds_total", rpm)
    assert waited is not None and 0 < waited <= 2 * WINDOW_S + 1e-6
    assert registry.get_sample_value("seer_llm_rate_limit_waits_total", {"limiter": "tpm"}) == 0


def test_tokens_per_minute_count_the_usage_the_endpoint_reports(llm_server: Server) -> None:
    """Each request reserves an estimate of its prompt and the whole completion it may take;
    its answer's reported usage (15 tokens here) then takes the estimate's place in the
    limiter."""
    server = llm_server(answer)
    base = llm_settings(server)
    messages = build_messages("q1", PASSAGES, base.llm_max_requirements)
    estimate = estimate_tokens(messages) + base.llm_max_completion_tokens
    used = 10 + 5
    assert estimate > used
    # A second's share holds one estimate and one reported usage, not two estimates.
    per_second = estimate + used
    settings = llm_settings(server, llm_tpm=60 * per_second)
    registry = CollectorRegistry()
    # Together, q2 waits for q1's estimate to leave the window; q3, sent right after them,
    # finds only q2's reported usage there (its estimate would make q3 wait too).
    judge_all(settings, registry, ["q1", "q2"], ["q3"])
    assert len(server.requests) == 3
    tpm = {"limiter": "tpm"}
    assert registry.get_sample_value("seer_llm_rate_limit_waits_total", tpm) == 1
    waited = registry.get_sample_value("seer_llm_rate_limit_wait_seconds_total", tpm)
    assert waited is not None and 0 < waited <= WINDOW_S + 1e-6
    model = {"model": "judge"}
    assert registry.get_sample_value("seer_llm_tokens_total", {**model, "kind": "prompt"}) == 30
    assert registry.get_sample_value("seer_llm_tokens_total", {**model, "kind": "completion"}) == 15


def test_tokens_per_minute_hold_for_text_that_is_not_latin(llm_server: Server) -> None:
    """Chinese is about a token a character, not a quarter of one: two requests that
    together use more than a second's share of SEER_LLM_TPM are not sent in one second."""
    passages = ["克里斯托弗·诺兰执导了电影《盗梦空间》\uff0c他拥有英国和美国双重国籍。" * 60]

    def reported(request: ChatRequest) -> Reply:  # about what cl100k counts for it
        return answer(request, prompt_tokens=sum(len(m["content"]) for m in request.messages))

    server = llm_server(reported)
    base = llm_settings(server, llm_max_completion_tokens=64)
    messages = build_messages("q1", passages, base.llm_max_requirements)
    used = sum(len(m["content"]) for m in messages) + 5
    # A second's share holds one request's tokens, not two.
    settings = llm_settings(server, llm_max_completion_tokens=64, llm_tpm=60 * (used + 100))
    registry = CollectorRegistry()
    started = judge_all(settings, registry, ["q1", "q2"], passages=passages)
    arrivals = sorted(r.received_monotonic for r in server.requests)
    assert len(arrivals) == 2
    assert arrivals[1] >= started + WINDOW_S, [round(t - started, 3) for t in arrivals]
    assert registry.get_sample_value("seer_llm_rate_limit_waits_total", {"limiter": "tpm"}) == 1


def test_a_reply_without_usage_settles_to_an_estimate_of_what_was_used(
    llm_server: Server,
) -> None:
    """A server that reports no usage: the whole completion reserved is given back, down
    to the estimate of the reply, so that SEER_LLM_TPM is not spent on tokens never used."""

    def unreported(request: ChatRequest) -> Reply:
        reply = answer(request)
        reply.body.pop("usage")
        return reply

    server = llm_server(unreported)
    base = llm_settings(server)
    messages = build_messages("q1", PASSAGES, base.llm_max_requirements)
    prompt = estimate_tokens(messages)
    # A second's share holds one reservation and one settled request, not two reservations.
    per_second = prompt + base.llm_max_completion_tokens + prompt + 50
    registry = CollectorRegistry()
    judge_all(llm_settings(server, llm_tpm=60 * per_second), registry, ["q1", "q2"], ["q3"])
    assert len(server.requests) == 3
    # q2 waited for q1's reservation; q3 found q2 settled and went at once.
    assert registry.get_sample_value("seer_llm_rate_limit_waits_total", {"limiter": "tpm"}) == 1
