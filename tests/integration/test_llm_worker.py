"""Broker + worker with SEER_EVALUATOR=llm against a local OpenAI-compatible server."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from stream.evaluators.prompt import PROMPT_VERSION
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, scored_ids
from tests.support.openai_server import (
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    completion,
    judgment,
)
from tests.support.polling import wait_for
from tests.support.scrape import sample, sample_sum, segment_counts

pytestmark = pytest.mark.integration


def script(request: ChatRequest) -> Reply:
    if "poison" in request.user:
        return completion("I think the passages look fine.", request)  # never valid JSON
    reply = judgment(request, ("the director", [1]), ("the birthplace", [2]), ("the studio", []))
    reply.delay_s = 0.05
    return reply


def test_worker_scores_every_event_once_with_the_llm_judge(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    server = llm_server(script)
    settings = settings_factory(
        evaluator="llm", llm_base_url=server.base_url, llm_model="judge", llm_parse_retries=1
    )
    worker = worker_factory(settings)
    events = [event(i) for i in range(30)]
    poison = {**event(99), "task": "poison question"}
    produce(settings, [json.dumps(e).encode() for e in [*events, poison]])

    def done(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return len(set(scored_ids(records, settings))) >= 30 and len(dead) >= 1

    records = read_all(settings, done)
    ids = Counter(scored_ids(records, settings))
    assert set(ids) == {e["event_id"] for e in events} and set(ids.values()) == {1}
    for record in records:
        if record.topic != settings.output_topic:
            continue
        result = json.loads(record.value)
        assert result["evaluator"] == {
            "name": "llm",
            "model": "judge",
            "prompt_version": PROMPT_VERSION,
        }
        assert result["usage"]["prompt_tokens"] > 0 and result["usage"]["completion_tokens"] > 0
        assert result["latency_s"] >= 0.05 and result["calls"] == 1
        assert result["recall"] == pytest.approx(2 / 3)
        assert result["supporting_ids"] == [
            f"d{result['event_id'][2:]}-1",
            f"d{result['event_id'][2:]}-2",
        ]

    [dead] = [r for r in records if r.topic == settings.dlq_topic]
    assert json.loads(dead.value) == poison  # intact, ready for replay
    assert dead.headers["seer-reason-code"] == b"evaluator_failed"
    assert b"no valid answer after 2 attempts" in dead.headers["seer-reason"]
    metrics = worker.scrape() or ""
    assert 'seer_events_total{outcome="evaluator_failed"} 1.0' in metrics
    assert 'seer_llm_requests_total{model="judge",status="200"} 32.0' in metrics
    # By default the requests went out from one helper process, which stops with the worker.
    assert worker.process is not None
    helpers = children(worker.process.pid)
    assert len(helpers) == 1 and "stream.evaluators.endpoint" in command_line(helpers[0])
    worker.stop()
    assert wait_for(lambda: not Path(f"/proc/{helpers[0]}").exists(), 10, 0.1)


def children(pid: int) -> list[int]:
    tasks = Path(f"/proc/{pid}/task")
    return [
        int(child) for task in tasks.iterdir() for child in (task / "children").read_text().split()
    ]


def command_line(pid: int) -> str:
    return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()


def test_a_result_the_producer_refuses_dead_letters_its_event(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> None:
    """A judge that writes 1.5 MB of requirement makes a result larger than any record the
    producer sends: the event goes to the dead-letter topic with the reason, and the
    worker goes on (before, the agent crashed and the event was acked and lost)."""
    huge = "a requirement that never ends " * 50_000

    def verbose(request: ChatRequest) -> Reply:
        if "verbose" not in request.user:
            return script(request)
        answer = {"requirements": [{"text": huge, "supported_by": [1]}]}
        return completion(answer, request, completion_tokens=10)

    server = llm_server(verbose)
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        # The judge reads the answer whole (over the 1 MiB default it would be no judgment);
        # it is the producer that refuses the result.
        llm_max_response_bytes=4 * 1024 * 1024,
    )
    worker = worker_factory(settings)
    refused = {**event(77), "task": "a verbose question"}
    events = [event(i) for i in range(5)]
    produce(settings, [json.dumps(e).encode() for e in [refused, *events]])

    def done(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return len(set(scored_ids(records, settings))) >= 5 and len(dead) >= 1

    records = read_all(settings, done)
    assert set(scored_ids(records, settings)) == {e["event_id"] for e in events}
    [dead] = [r for r in records if r.topic == settings.dlq_topic]
    assert json.loads(dead.value) == refused
    assert dead.headers["seer-reason-code"] == b"result_not_published"
    assert dead.headers["seer-stage"] == b"publish"
    assert b"larger than the maximum request size" in dead.headers["seer-reason"]

    # The worker counts each outcome once the broker has its record, a result in its
    # segment in the same step: once all six outcomes are counted, the segment counts
    # are final, and the refused result is not in them (its result is not on the topic).
    def settled() -> bool:
        return (sample_sum(worker.scrape(), "seer_events_total") or 0) >= 6

    assert wait_for(settled, 15, 0.2)
    metrics = worker.scrape()
    assert sample(metrics, "seer_events_total", {"outcome": "evaluated"}) == 5
    assert sample(metrics, "seer_events_total", {"outcome": "dead_lettered"}) == 1
    assert sample(metrics, "seer_dead_letters_total", {"reason": "result_not_published"}) == 1
    # (a new segment's counters read 0 for twice SEER_SCRAPE_INTERVAL_S)
    assert wait_for(lambda: segment_counts(worker).total() == 5, 15, 0.2)
