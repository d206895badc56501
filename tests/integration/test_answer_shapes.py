"""A judge that answers in every shape servers return (tests/support/reply_shapes.py):
a worker and `seer-stream score` score every event, with about one request an event,
and the worker counts each repair by kind."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from stream.evaluators.answers import Repair
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.conftest import llm_settings
from tests.integration.test_llm_judge import judge
from tests.support.kafka import event, produce, read_all, scored_ids, seer_stream
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, completion
from tests.support.polling import wait_for
from tests.support.reply_shapes import SHAPES, answer_json, shaped
from tests.support.scrape import sample

pytestmark = pytest.mark.integration

Server = Callable[[Script], OpenAIServer]
# The event's passages are the director (1), the director's birthplace (2) and the
# weather (3): one requirement cites one passage, one cites two, one none.
JUDGMENT = [("the director of the film", [1]), ("where they were born", [1, 2]), ("the studio", [])]
EVENTS = 2 * len(SHAPES)  # every shape twice
RETRIED = EVENTS  # one more event, whose first answer is cut off: asked again
FILM = re.compile(r"film number (\d+)")


def shape_of(number: int) -> str:
    return SHAPES[number % len(SHAPES)]


def answering_in_every_shape() -> Script:
    asked: Counter[int] = Counter()

    def script(request: ChatRequest) -> Reply:
        found = FILM.search(request.task)
        if found is None:  # the worker's preflight
            return completion("OK", request)
        number = int(found.group(1))
        asked[number] += 1
        if number == RETRIED and asked[number] == 1:
            return completion(answer_json(JUDGMENT)[:60], request, finish_reason="length")
        reply = shaped(shape_of(number), JUDGMENT)
        return completion(reply.content, request, reasoning_content=reply.reasoning_content)

    return script


def judge_requests(server: OpenAIServer) -> int:
    return sum(1 for r in server.requests if FILM.search(r.task))


def expected_repairs() -> Counter[str]:
    counted: Counter[str] = Counter()
    for number in [*range(EVENTS), RETRIED]:
        counted.update(shaped(shape_of(number), JUDGMENT).repairs)
    return counted


def check_result(result: dict[str, Any]) -> None:
    film = result["event_id"].removeprefix("e-")
    assert [r["supported_by"] for r in result["requirements"]] == [
        [f"d{film}-1"],
        [f"d{film}-1", f"d{film}-2"],
        [],
    ], result
    assert result["recall"] == pytest.approx(2 / 3)
    assert result["supporting_ids"] == [f"d{film}-1", f"d{film}-2"]


def test_every_shape_is_counted_by_kind_only_once_read(llm_server: Server) -> None:
    """In one process: an answer that is refused counts no repair, the one read after it
    counts each of its kinds once; kinds never needed show 0."""
    replies = iter(
        [
            completion(f"<think>x</think>```json\n{answer_json(JUDGMENT)}", finish_reason="length"),
            completion(f"<think>x</think>```json\n{answer_json(JUDGMENT)}\n```"),
        ]
    )
    server = llm_server(lambda request: next(replies))
    evaluation, registry = judge(llm_settings(server, llm_parse_retries=1))
    assert [r.supported_by for r in evaluation.judgment.requirements] == [[1], [1, 2], []]
    counted = {
        kind.value: registry.get_sample_value("seer_llm_answer_repairs_total", {"kind": kind})
        for kind in Repair
    }
    assert counted == {
        "think_block": 1,
        "reasoning_field": 0,
        "prose": 0,
        "fence": 1,
        "citation_form": 0,
        "bare_citation": 0,
    }
    assert registry.get_sample_value("seer_llm_retries_total", {"reason": "invalid_answer"}) == 1


def test_a_worker_scores_every_shape_and_counts_the_repairs(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Server,
) -> None:
    server = llm_server(answering_in_every_shape())
    settings = settings_factory(evaluator="llm", llm_base_url=server.base_url, llm_model="judge")
    worker = worker_factory(settings)
    events = [event(i) for i in range(EVENTS + 1)]
    produce(settings, [json.dumps(e).encode() for e in events])

    records = read_all(settings, lambda rs: len(set(scored_ids(rs, settings))) >= len(events))
    assert sorted(scored_ids(records, settings)) == sorted(e["event_id"] for e in events)
    assert not [r for r in records if r.topic == settings.dlq_topic]
    for record in records:
        check_result(json.loads(record.value))

    def settled() -> bool:
        found = sample(worker.scrape(), "seer_events_total", {"outcome": "evaluated"})
        return found == len(events)

    assert wait_for(settled, 15, 0.2)
    metrics = worker.scrape()
    assert sample(metrics, "seer_events_total", {"outcome": "dead_lettered"}) == 0
    counted = {
        kind.value: sample(metrics, "seer_llm_answer_repairs_total", {"kind": kind})
        for kind in Repair
    }
    assert counted == {kind.value: expected_repairs()[kind] for kind in Repair}
    assert all(counted.values())  # every kind was needed
    requests = judge_requests(server)
    assert requests == len(events) + 1  # the cut-off answer was asked again, once
    assert requests / len(events) <= 1.05


def test_score_reads_every_shape(llm_server: Server, tmp_path: Path) -> None:
    server = llm_server(answering_in_every_shape())
    events = [event(i) for i in range(EVENTS + 1)]
    path = tmp_path / "events.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in events))
    done = seer_stream(llm_settings(server), "score", str(path), "-o", str(tmp_path / "out"))
    assert done.returncode == 0, done.stderr
    assert f"scored {len(events)}, invalid 0" in done.stderr
    results = [json.loads(line) for line in (tmp_path / "out").read_text().splitlines()]
    assert [r["event_id"] for r in results] == [e["event_id"] for e in events]
    for result in results:
        check_result(result)
    assert judge_requests(server) / len(events) <= 1.05
