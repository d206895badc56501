"""The LLM judge: judge protocol v1 over any OpenAI-compatible chat endpoint.

One request per event within the limits; over them, the context is judged in
chunks against one requirement list. Retries are ours, not the client's
(`max_retries=0`), so that every attempt is counted, a 429's Retry-After
pauses the whole worker, and rate limiting never dead-letters a backlog: 429
waits as long as the endpoint asks, while timeouts, 5xx and invalid answers
get a bounded number of attempts and then fail the event (it is
dead-lettered with the reason, intact for replay).
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import random
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import NamedTuple

from prometheus_client import CollectorRegistry
from pydantic_core import to_json

from stream.evaluators.answers import (
    Answer,
    AnswerRequirement,
    ChatReply,
    InvalidAnswer,
    Reading,
    Repair,
    read_body,
    read_reply,
)
from stream.evaluators.base import Evaluation, EvaluatorError, OverBudget, PreflightFailed
from stream.evaluators.endpoint import (
    HELPER_EXITED,
    ClientConfig,
    Endpoint,
    Reply,
    build_endpoint,
    missing_key,
)
from stream.evaluators.flow import (
    PauseGate,
    PerMinuteLimiter,
    Ticket,
    TTLCache,
)
from stream.evaluators.prompt import (
    PROMPT_VERSION,
    build_messages,
    estimate_tokens,
    response_format,
)
from stream.metrics import LLMMetrics
from stream.redact import redact, without_userinfo
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment, Usage
from stream.settings import Settings
from stream.throttled import Throttled

log = logging.getLogger(__name__)

PREFLIGHT_MAX_TOKENS = 1  # its answer is not read: any 200 says the judge can be used
PREFLIGHT_MAX_WAIT_S = 10.0  # the most a 5xx's Retry-After may hold the preflight's retry
MAX_BACKOFF_LEVEL = 6  # _backoff's 8 s ceiling is reached by then; 2**n must stay a float
# Counted with the answer repairs: the reader's Repair kinds are about the reply's form,
# this one about its content (SPEC §3's requirements are disjoint).
DUPLICATE_REQUIREMENT = "duplicate_requirement"
# What a 400 says when it is about the response format (OpenAI names the parameter;
# vLLM, llama.cpp and LM Studio the schema or structured output), not the request. Its
# message and code are read: endpoint.Reply does not carry OpenAI's `param`.
_FORMAT_REFUSAL = re.compile(
    r"response.?format|json.?schema|\bschema\b|structured.?output|guided|grammar", re.IGNORECASE
)


# Called with each reply's reading, None for a reply that could not be read: how
# `seer-stream judge-check` tells one event's replies from another's (the repair counter
# and retries sum over every event in flight).
AnswerHook = Callable[[Reading | None], None]


class Piece(NamedTuple):  # a tuple: built for every passage of every event
    passage: int  # 0-based index of the passage this text came from
    text: str


def count_chunks(passages: Sequence[str], max_passages: int, max_chars: int) -> int:
    """How many requests `plan_chunks` will make, without building them."""
    pieces = sum(max(1, -(-len(text) // max_chars)) for text in passages)
    return max(1, -(-pieces // max_passages))


def plan_chunks(passages: Sequence[str], max_passages: int, max_chars: int) -> list[list[Piece]]:
    """Split long passages into pieces and group pieces into requests within the limits."""
    if len(passages) <= max_passages and all(len(text) <= max_chars for text in passages):
        return [[Piece(i, text) for i, text in enumerate(passages)]]
    pieces = [
        Piece(i, text[start : start + max_chars])
        for i, text in enumerate(passages)
        for start in range(0, max(len(text), 1), max_chars)
    ]
    return [pieces[i : i + max_passages] for i in range(0, len(pieces), max_passages)] or [[]]


def evaluation_bytes(evaluation: Evaluation) -> int:
    """About what a cached judgment holds in memory: its texts and citations, plus the
    objects around them."""
    requirements = evaluation.judgment.requirements
    return 512 + sum(100 + len(r.text) * 4 + 8 * len(r.supported_by) for r in requirements)


def cache_key(model: str, task: str, passages: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for part in (model, PROMPT_VERSION, task, *passages):
        digest.update(part.encode("utf-8"))
        digest.update(b"\x00")
    return digest.hexdigest()


def endpoint_url(base_url: str | None) -> str:
    """Where the requests go, for messages: the base URL, else the client's default."""
    url = base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
    return without_userinfo(url).rstrip("/")  # (OPENAI_BASE_URL's password stays out)


def client_config(settings: Settings) -> ClientConfig:
    """How the endpoint's client is set up: for an `endpoint` built outside the evaluator."""
    return ClientConfig(
        settings.llm_base_url, settings.llm_timeout_s, settings.llm_max_response_bytes
    )


class LLMEvaluator:
    def __init__(
        self,
        settings: Settings,
        registry: CollectorRegistry | None = None,
        *,
        endpoint: Endpoint | None = None,
        on_answer: AnswerHook | None = None,
    ) -> None:
        if not settings.llm_model:
            raise ValueError("SEER_LLM_MODEL is required with SEER_EVALUATOR=llm")
        self.settings = settings
        self.model = settings.llm_model
        self.metrics = LLMMetrics(registry if registry is not None else CollectorRegistry())
        self._on_answer = on_answer
        self._endpoint = endpoint or build_endpoint(settings.llm_processes, client_config(settings))
        auto = settings.llm_response_format == "auto"
        self._format = "json_schema" if auto else settings.llm_response_format
        self._concurrency = asyncio.Semaphore(settings.llm_concurrency)
        self._rpm = PerMinuteLimiter(settings.llm_rpm) if settings.llm_rpm else None
        self._tpm = PerMinuteLimiter(settings.llm_tpm) if settings.llm_tpm else None
        self._pause = PauseGate()
        self._warn = Throttled(log)  # a 429 storm is one line a minute, not one a request
        self._cache: TTLCache[Evaluation] = TTLCache(
            settings.llm_cache_size,
            settings.llm_cache_ttl_s,
            max_bytes=settings.llm_cache_max_bytes,
            size_of=evaluation_bytes,
        )
        self._pending: dict[str, asyncio.Future[Evaluation]] = {}
        # Labelled children looked up once: labels() costs more than inc() per event.
        tokens = self.metrics.tokens
        self._prompt_tokens = tokens.labels(model=self.model, kind="prompt")
        self._completion_tokens = tokens.labels(model=self.model, kind="completion")
        self._cost = self.metrics.cost.labels(model=self.model)
        self._duration = self.metrics.request_duration.labels(model=self.model)
        self._requests_ok = self.metrics.requests.labels(model=self.model, status="200")
        # Every kind from the start, at 0: a model that needs none shows it.
        self._repairs = {kind: self.metrics.answer_repairs.labels(kind=kind) for kind in Repair}
        self._duplicates = self.metrics.answer_repairs.labels(kind=DUPLICATE_REQUIREMENT)

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="llm", model=self.model, prompt_version=PROMPT_VERSION)

    async def aclose(self) -> None:
        await self._endpoint.aclose()

    async def preflight(self) -> None:
        """Raise PreflightFailed, with the cause and the setting to fix, unless the judge
        can be used: the key where the endpoint needs one, then one tiny request through
        the judge's endpoint (a 5xx is tried once more, nothing else is).

        It judges nothing, so it is not in the judge's metrics, limiters or cache.
        """
        if (problem := missing_key(self.settings.llm_base_url)) is not None:
            raise PreflightFailed(problem)
        body = to_json(
            {
                "model": self.model,
                "messages": [{"role": "user", "content": "Reply with OK."}],
                "temperature": 0,
                "max_tokens": PREFLIGHT_MAX_TOKENS,
            }
        )
        where, started = endpoint_url(self.settings.llm_base_url), time.perf_counter()
        for attempt in range(2):
            reply = await self._endpoint.post(body)
            if reply.status == 429 and reply.code != "insufficient_quota":
                # Reachable, and the key taken: the judge waits a 429 out as long as the
                # endpoint asks, so a busy endpoint is no reason not to start.
                log.warning("LLM judge preflight: %s is rate limiting (429)", where)
                return
            if reply.status == 200:
                took = time.perf_counter() - started
                log.info("LLM judge preflight passed: %s at %s (%.2fs)", self.model, where, took)
                return
            if reply.status < 500 or attempt:
                break
            wait = reply.retry_after_s if reply.retry_after_s is not None else 1.0
            await asyncio.sleep(min(wait, PREFLIGHT_MAX_WAIT_S))
        # The endpoint's message may quote the key it refused.
        raise PreflightFailed(redact(self._preflight_problem(reply, retried=bool(attempt))))

    def _preflight_problem(self, reply: Reply, retried: bool) -> str:
        status, message = reply.status, reply.message
        where = endpoint_url(self.settings.llm_base_url)
        if status == 0:
            if reply.failure == "timeout":
                limit = f"{self.settings.llm_timeout_s:g}s"
                return (
                    f"the endpoint at {where} did not answer: timed out after {limit} "
                    "(SEER_LLM_TIMEOUT_S)"
                )
            # A base URL someone set may be wrong; OpenAI's own API out of reach is the
            # network's doing, not a setting's.
            unreachable = reply.failure == "connection" and reply != HELPER_EXITED
            if unreachable and self.settings.llm_base_url:
                return f"{message} (check SEER_LLM_BASE_URL)"
            return message
        if status in (401, 403):
            return f"endpoint refused the request: {status} {message} (check OPENAI_API_KEY)"
        if status == 404:
            said = message.lower()
            if "model" in said and ("not found" in said or "not exist" in said):
                return (
                    f"model {self.model!r} not found at {where}: {message} (check SEER_LLM_MODEL)"
                )
            # Most often a base URL without its API path (.../v1).
            return (
                f"endpoint answered 404 for {where}/chat/completions: {message} "
                "(check SEER_LLM_BASE_URL)"
            )
        if retried:
            return f"endpoint answered {status} twice: {message}"
        return f"endpoint refused the request: {status} {message}"

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        key = cache_key(self.model, task, passages)
        hit = self._cache.get(key)
        if hit is None and key in self._pending:  # the same retrieval is being judged now
            hit = await asyncio.shield(self._pending[key])
        if hit is not None:
            self.metrics.cache_hits.inc()
            return replace(hit, usage=Usage(), calls=0, cached=True)
        self.metrics.cache_misses.inc()
        future: asyncio.Future[Evaluation] = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            async with self._concurrency:
                evaluation = await self._evaluate(task, passages)
            self._cache.put(key, evaluation)
            future.set_result(evaluation)
            return evaluation
        except asyncio.CancelledError:
            future.cancel()
            raise
        except Exception as exc:
            future.set_exception(exc)
            future.exception()  # marked retrieved: nobody need be waiting on it
            raise
        finally:
            del self._pending[key]

    async def judge_anew(self, task: str, passages: Sequence[str]) -> Evaluation:
        """A judgment made now, never read from (or left in) the cache, under the same
        concurrency bound, limiters and retries as `judge`: the judge's own checks
        (canary, recheck) would otherwise measure the cache."""
        async with self._concurrency:
            return await self._evaluate(task, passages)

    async def _evaluate(self, task: str, passages: Sequence[str]) -> Evaluation:
        limits = (self.settings.max_passages, self.settings.max_passage_chars)
        needed = count_chunks(passages, *limits)
        if needed > self.settings.llm_max_chunks:
            raise OverBudget(
                f"judging this context takes {needed} requests, over the limit of "
                f"{self.settings.llm_max_chunks} (SEER_LLM_MAX_CHUNKS)"
            )
        chunks = plan_chunks(passages, *limits)
        usage = Usage()
        requirements: list[str] = []
        support: list[set[int]] = []
        dropped = 0
        for number, chunk in enumerate(chunks):
            fixed = requirements if number else None
            answer, used = await self._ask(task, [p.text for p in chunk], fixed)
            usage = usage.plus(used)
            if fixed is None:
                listed = answer.requirements
                if len(listed) > self.settings.llm_max_requirements:
                    self.metrics.requirements_capped.inc()
                    listed = listed[: self.settings.llm_max_requirements]
                requirements = [r.text for r in listed]
                support = [set() for _ in requirements]
            for i, requirement in enumerate(answer.requirements[: len(requirements)]):
                for cited in requirement.supported_by:
                    if 1 <= cited <= len(chunk):
                        support[i].add(chunk[cited - 1].passage + 1)
                    else:
                        dropped += 1
        judgment = Judgment(
            requirements=[
                JudgedRequirement(text=text, supported_by=sorted(cited))
                for text, cited in zip(requirements, support, strict=True)
            ]
        )
        return Evaluation(
            judgment, usage, calls=len(chunks), chunks=len(chunks), dropped_citations=dropped
        )

    async def _ask(
        self, task: str, texts: list[str], fixed: list[str] | None
    ) -> tuple[Answer, Usage]:
        messages = build_messages(task, texts, self.settings.llm_max_requirements, fixed)
        used = Usage()
        problem = ""
        for attempt in range(self.settings.llm_parse_retries + 1):
            if attempt:
                self.metrics.retries.labels(reason="invalid_answer").inc()
            try:
                reply = await self._request(messages)
                if reply.usage is not None:
                    used = used.plus(reply.usage)
                reading, merged = _read_answer(reply, fixed)
                for kind in reading.repairs:
                    self._repairs[kind].inc()
                if merged:
                    self._duplicates.inc()
                if self._on_answer is not None:
                    self._on_answer(reading)
                return reading.answer, used
            except InvalidAnswer as exc:
                problem = str(exc)
                if self._on_answer is not None:
                    self._on_answer(None)
        raise EvaluatorError(
            f"no valid answer after {self.settings.llm_parse_retries + 1} attempts: {problem}"
        )

    async def _admit(self, prompt_estimate: int) -> list[Ticket] | None:
        """Wait for a Retry-After pause and the rate limiters; returns the token ticket."""
        waited = await self._pause.wait()
        if waited:
            self._waited("retry_after", waited)
        if self._rpm is not None:
            _, waited = await self._rpm.acquire(1)
            if waited:
                self._waited("rpm", waited)
        if self._tpm is None:
            return None
        # The whole completion the request may take: the endpoint counts max_tokens at
        # admission too, and the reply's usage settles the ticket down to what was used.
        ticket, waited = await self._tpm.acquire(
            prompt_estimate + self.settings.llm_max_completion_tokens
        )
        if waited:
            self._waited("tpm", waited)
        return ticket

    def _waited(self, limiter: str, seconds: float) -> None:
        self.metrics.rate_limit_waits.labels(limiter=limiter).inc()
        self.metrics.rate_limit_wait_seconds.labels(limiter=limiter).inc(seconds)

    async def _request(self, messages: list[dict[str, str]]) -> ChatReply:
        """One answer from the endpoint, after as many transport retries as allowed."""
        failures = 0  # timeouts, lost connections and 5xx: bounded by SEER_LLM_MAX_RETRIES
        rate_limited = 0  # 429s: never given up on, so never counted in `failures`
        prompt_estimate = estimate_tokens(messages)
        while True:
            ticket = await self._admit(prompt_estimate)
            started = time.perf_counter()
            sent_format = self._format
            body = {
                "model": self.model,
                "messages": messages,
                "temperature": 0,
                "max_tokens": self.settings.llm_max_completion_tokens,
                "response_format": response_format(sent_format),
            }
            reply = await self._endpoint.post(to_json(body))
            if reply.failure == "unusable":  # nothing was sent, and retrying cannot help
                raise EvaluatorError(reply.message)
            status = reply.status
            if status == 200:
                self._observe("200", started)
                if reply.failure == "oversize":
                    raise InvalidAnswer(reply.message)
                return self._read(reply.body, ticket, prompt_estimate)
            if status == 0:  # no response: timed out or could not connect
                self._observe(reply.failure, started)
                failures += 1
                self._give_up_after(failures, rate_limited, reply.message, reply.failure)
                await asyncio.sleep(_backoff(failures))
                continue
            self._observe(str(status), started)
            delay = reply.retry_after_s
            if status == 429:
                if reply.code == "insufficient_quota":
                    raise self._out_of_quota(reply)
                rate_limited += 1
                self.metrics.retries.labels(reason="rate_limited").inc()
                hold = delay if delay is not None else _backoff(rate_limited)
                self._pause.pause(hold)
                self._warn.warn(
                    "rate_limited",
                    "LLM judge: %s is rate limiting (429): every request of this worker "
                    "holds %.1fs (%s): %s",
                    endpoint_url(self.settings.llm_base_url),
                    hold,
                    "its Retry-After" if delay is not None else "backing off",
                    redact(reply.message),
                )
                continue
            if status == 400 and self._can_fall_back(reply, sent_format):
                continue
            if status < 500 and status not in (408, 409):
                raise EvaluatorError(f"endpoint refused the request: {status} {reply.message}")
            failures += 1
            self._give_up_after(
                failures, rate_limited, f"endpoint answered {status}", "server_error"
            )
            await asyncio.sleep(delay if delay is not None else _backoff(failures))

    def _out_of_quota(self, reply: Reply) -> EvaluatorError:
        """429 insufficient_quota is no rate limit: waiting does not end it, paying does.
        The event fails (dead-lettered intact, to replay once billing is fixed), as the
        preflight fails on it before the worker starts."""
        self._warn.warn(
            "insufficient_quota",
            "LLM judge: %s answers 429 insufficient_quota: the account's quota is used up; "
            "events are dead-lettered until its plan or billing is fixed, then replay them",
            endpoint_url(self.settings.llm_base_url),
        )
        return EvaluatorError(
            f"endpoint refused the request: 429 {reply.message} (insufficient_quota: the "
            "account's quota is used up; fix its plan or billing, then replay)"
        )

    def _read(self, raw: bytes, ticket: list[Ticket] | None, prompt_estimate: int) -> ChatReply:
        """The reply, its token usage counted and settled in the token limiter."""
        reply = read_body(raw)
        if reply.usage is None and ticket is not None and self._tpm is not None:
            # No usage reported: the estimates of the prompt and of what came back, not
            # the whole completion reserved, which would hold later requests back for
            # tokens never used.
            said = [
                {"content": (c.message.content or "") + (c.message.reasoning_content or "")}
                for c in reply.choices
            ]
            self._tpm.settle(ticket, prompt_estimate + estimate_tokens(said))
        if reply.usage is not None:
            prompt, completion = reply.usage.prompt_tokens, reply.usage.completion_tokens
            self._prompt_tokens.inc(prompt)
            self._completion_tokens.inc(completion)
            self._cost.inc(
                (
                    prompt * self.settings.llm_prompt_usd_per_mtok
                    + completion * self.settings.llm_completion_usd_per_mtok
                )
                / 1e6
            )
            if ticket is not None and self._tpm is not None:
                self._tpm.settle(ticket, prompt + completion)
        return reply

    def _can_fall_back(self, reply: Reply, sent_format: str) -> bool:
        """In `auto` mode an endpoint without JSON-schema output gets JSON mode instead,
        for good; only on a 400 about the format: one about the request (context length,
        a content filter) fails that event alone, not strict output for every later one."""
        if self.settings.llm_response_format != "auto" or sent_format != "json_schema":
            return False
        if not _FORMAT_REFUSAL.search(f"{reply.message} {reply.code}"):
            return False
        self.metrics.retries.labels(reason="format_fallback").inc()
        if self._format == "json_schema":  # a request out at the same time may have switched
            self._format = "json_object"
            log.warning(
                "LLM judge: %s refused json_schema output (400: %s); using json_object "
                "from now on (SEER_LLM_RESPONSE_FORMAT=auto)",
                endpoint_url(self.settings.llm_base_url),
                redact(reply.message),
            )
        return True

    def _give_up_after(self, failures: int, rate_limited: int, reason: str, label: str) -> None:
        if failures > self.settings.llm_max_retries:
            # `failures` counts the attempts that failed this way; 429s came besides.
            besides = f" (not counting {rate_limited} answered 429)" if rate_limited else ""
            raise EvaluatorError(f"{reason}; gave up after {failures} attempts{besides}")
        self.metrics.retries.labels(reason=label).inc()

    def _observe(self, status: str, started: float) -> None:
        if status == "200":
            self._requests_ok.inc()
        else:
            self.metrics.requests.labels(model=self.model, status=status).inc()
        self._duration.observe(time.perf_counter() - started)


def _read_answer(reply: ChatReply, fixed: list[str] | None) -> tuple[Reading, bool]:
    """The answer and the repairs it took, its requirements listed once each; with
    `fixed`, in the order given (a reply may reorder them; its texts say which is which).
    Also whether any requirement was listed more than once."""
    reading = read_reply(reply)
    listed = reading.answer.requirements
    merged = _merged(listed)
    if fixed is None and len(merged) == len(listed):
        return reading, False  # the usual answer, as read: no copy made
    if fixed is not None:
        by_text = {_normalised(r.text): r for r in merged}
        if by_text.keys() != {_normalised(text) for text in fixed}:
            raise InvalidAnswer(
                f"reply lists {len(merged)} requirements, not the requirements given "
                f"({len(fixed)}, with the same texts)"
            )
        merged = [by_text[_normalised(text)].model_copy(update={"text": text}) for text in fixed]
    answer = reading.answer.model_copy(update={"requirements": merged})
    return replace(reading, answer=answer), len(merged) < len(listed)


def _normalised(text: str) -> str:
    """A requirement's text as compared: case and spacing are no difference."""
    return " ".join(text.casefold().split())


def _merged(requirements: list[AnswerRequirement]) -> list[AnswerRequirement]:
    """One requirement per text, where it was first listed, with every citation a copy
    made: SPEC §3's requirements are disjoint, and a copy would count twice in recall."""
    first: dict[str, AnswerRequirement] = {}
    for requirement in requirements:
        key = _normalised(requirement.text)
        kept = first.get(key)
        if kept is None:
            first[key] = requirement
        else:
            cited = kept.supported_by + [
                c for c in requirement.supported_by if c not in kept.supported_by
            ]
            first[key] = kept.model_copy(update={"supported_by": cited})
    return list(first.values())


def _backoff(failures: int) -> float:
    """Exponential with jitter: about 0.5 s, 1 s, 2 s ... up to 8 s."""
    level = min(max(failures - 1, 0), MAX_BACKOFF_LEVEL)
    return float(min(0.5 * 2**level, 8.0) * random.uniform(0.75, 1.0))
