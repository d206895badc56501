"""The judge's own checks with real parts: the recheck against a local OpenAI-compatible
endpoint (deterministic, then flaky), the canary bypassing the judge's cache, and a
worker on the embedded broker judging canary events beside live traffic without
publishing them or counting them in any segment."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from stream.canary import Canary, canary_score, load_canary
from stream.evaluators.lexical import LexicalEvaluator
from stream.evaluators.llm import LLMEvaluator
from stream.evaluators.prompt import PROMPT_VERSION
from stream.metrics import CanaryMetrics, PipelineMetrics, RecheckMetrics
from stream.pipeline import Pipeline, Scored, Source
from stream.recheck import Recheck, cohen_kappa
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.conftest import llm_settings
from tests.support.kafka import by_event_id, event, produce, read_to_end
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, judgment
from tests.support.polling import wait_for
from tests.support.scrape import sample_sum

pytestmark = pytest.mark.integration
Server = Callable[[Script], OpenAIServer]
SOURCE = Source("seer.events", 0, 0)
CELLS = list(itertools.product(("supported", "unsupported"), repeat=2))
EXAMPLE: dict[str, Any] = {
    "task": "Who directed Inception and what is their nationality?",
    "context": [
        {"id": "p1", "text": "Christopher Nolan directed Inception.", "score": 0.95},
        {"id": "p2", "text": "Nolan is British-American.", "score": 0.89},
        {"id": "p3", "text": "Inception released in 2010.", "score": 0.72},
    ],
    # A segment of its own, were it ever counted in one: it must never be.
    "metadata": {"env": "canary-env", "feature_flag": "canary-flag"},
    "gold": {"supporting_ids": ["p1", "p2"], "expected": {"recall": 1.0}},
}


def steady(request: ChatRequest) -> Reply:
    return judgment(request, ("the director", [1]), ("the birthplace", [2]))


def flaky() -> Script:
    """The second answer about every other question (film 0, 2, 4 ...) loses the second
    passage: a judge that does not agree with itself, the same way whatever order the
    requests come in."""
    asked: Counter[str] = Counter()

    def script(request: ChatRequest) -> Reply:
        asked[request.task] += 1
        film = int(request.task.split("film number ")[1].split()[0])
        if asked[request.task] == 2 and film % 2 == 0:
            return judgment(request, ("the director", [1]), ("the birthplace", []))
        return steady(request)

    return script


def agreement(registry: CollectorRegistry, judge: dict[str, str]) -> dict[str, float]:
    def value(name: str, **labels: str) -> float:
        found = registry.get_sample_value(name, {**judge, **labels})
        assert found is not None, name
        return found

    cells = [value("seer_recheck_passages_total", first=a, second=b) for a, b in CELLS]
    rechecks = value("seer_recheck_events_total")
    return {
        "rechecks": rechecks,
        "identical": value("seer_recheck_identical_total") / rechecks,
        "kappa": cohen_kappa(*cells),
        "recall_diff": value("seer_recheck_recall_abs_diff_sum_total") / rechecks,
    }


def rechecked(server: OpenAIServer, events: int) -> dict[str, float]:
    """Score `events` events (and one of them again) through the pipeline with every one
    rechecked; the agreement the counters show."""
    settings = llm_settings(server, recheck_rate=1.0)
    registry = CollectorRegistry()

    async def run() -> None:
        evaluator = LLMEvaluator(settings, registry)
        pipeline = Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys))
        recheck = Recheck(
            1.0, evaluator, RecheckMetrics(registry, evaluator.info), max_in_flight=events + 1
        )
        pipeline.on_judged = recheck.offer
        for i in [*range(events), 0]:  # the repeat is answered from the cache
            body = event(i) | {"event_id": f"e-{i}-{len(server.requests)}"}
            outcome = await pipeline.process(json.dumps(body).encode(), SOURCE)
            assert isinstance(outcome, Scored), outcome
        await recheck.drain()
        await evaluator.aclose()

    asyncio.run(run())
    judge = {"evaluator": "llm", "model": "judge", "prompt_version": PROMPT_VERSION}
    # every event judged once, the repeat from the cache; every recheck sent again
    assert len(server.requests) == 2 * events + 1
    assert registry.get_sample_value("seer_llm_cache_hits_total") == 1
    return agreement(registry, judge)


def test_a_deterministic_endpoint_agrees_with_itself(llm_server: Server) -> None:
    figures = rechecked(llm_server(steady), 12)
    assert figures == {"rechecks": 13, "identical": 1.0, "kappa": 1.0, "recall_diff": 0.0}


def test_a_flaky_endpoint_shows_below_one(llm_server: Server) -> None:
    figures = rechecked(llm_server(flaky()), 12)
    # 6 of the 13 pairs differ (films 0, 2 ... 10; the repeat of film 0 is its third
    # answer): passage 2 supported in the first judgment only, recall 1 against 0.5
    assert figures["rechecks"] == 13
    assert figures["identical"] == pytest.approx(7 / 13)
    assert figures["kappa"] == pytest.approx(cohen_kappa(7 * 2 + 6, 6, 0, 13))
    assert figures["kappa"] < 0.7
    assert figures["recall_diff"] == pytest.approx(0.5 * 6 / 13)


def test_the_canary_is_judged_anew_every_time(llm_server: Server, tmp_path: Path) -> None:
    """Not from the judge's cache: a model changed under it would go unseen."""
    server = llm_server(steady)
    path = tmp_path / "canary.jsonl"
    path.write_text(json.dumps(EXAMPLE) + "\n")
    [canary_event] = load_canary(path)
    settings = llm_settings(server)
    registry = CollectorRegistry()

    async def run() -> None:
        evaluator = LLMEvaluator(settings, registry)
        canary = Canary([canary_event], 60, evaluator, CanaryMetrics(registry, evaluator.info))
        for _ in range(3):
            await canary.judge(canary_event)
        await evaluator.aclose()

    asyncio.run(run())
    judge = {"evaluator": "llm", "model": "judge", "prompt_version": PROMPT_VERSION}
    assert len(server.requests) == 3
    assert registry.get_sample_value("seer_canary_events_total", judge) == 3
    assert registry.get_sample_value("seer_canary_true_positives_total", judge) == 6
    assert registry.get_sample_value("seer_llm_cache_hits_total") == 0


def metrics_of(text: str | None) -> list[tuple[str, dict[str, str], float]]:
    return [
        (found.name, found.labels, found.value)
        for family in text_string_to_metric_families(text or "")
        for found in family.samples
    ]


def test_a_worker_judges_canary_events_beside_live_ones_and_counts_them_apart(
    tmp_path: Path,
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """Lexical evaluator (deterministic): the canary's counters are its verdict on the
    labelled event times the events judged; no canary event is published, dead-lettered
    or counted in a segment or an outcome; every live event is rechecked and agrees."""
    path = tmp_path / "canary.jsonl"
    path.write_text("".join(json.dumps({**EXAMPLE, "id": f"c{i}"}) + "\n" for i in range(3)))
    settings = settings_factory(canary_file=path, canary_rate=600.0, recheck_rate=1.0)
    worker = worker_factory(settings)
    live = [json.dumps(event(i)).encode() for i in range(20)]
    produce(settings, live, by_event_id(live))

    def settled() -> bool:
        page = worker.scrape()
        return (
            (sample_sum(page, "seer_recheck_events_total") or 0) >= len(live)
            and (sample_sum(page, "seer_canary_events_total") or 0) >= 10
            # a new segment's counters read 0 for twice SEER_SCRAPE_INTERVAL_S: every
            # segment's, shown (the exact counts are checked below)
            and (sample_sum(page, "seer_segment_received_total") or 0) >= len(live)
            and (sample_sum(page, "seer_segment_events_total") or 0) >= len(live)
            and (sample_sum(page, "seer_event_recall_count") or 0) >= len(live)
        )

    assert wait_for(settled, 60), worker.scrape()
    page = worker.scrape()
    lexical = LexicalEvaluator()
    judge = {
        "evaluator": "lexical",
        "model": "",
        "prompt_version": str(lexical.info.prompt_version),
    }

    def value(name: str, **labels: str) -> float:
        [found] = [v for n, lb, v in metrics_of(page) if n == name and lb == {**judge, **labels}]
        return found

    # The canary: what the lexical judge says of the labelled event, times the events judged.
    [canary_event] = load_canary(path)[:1]
    texts = [p.text for p in canary_event.event.context]
    verdict = asyncio.run(lexical.judge(canary_event.event.task, texts))
    one = canary_score(canary_event.event.context, canary_event.gold, verdict.judgment)
    judged = value("seer_canary_events_total")
    assert value("seer_canary_failed_total") == 0
    assert value("seer_canary_true_positives_total") == judged * one.true_positives
    assert value("seer_canary_false_positives_total") == judged * one.false_positives
    assert value("seer_canary_false_negatives_total") == judged * one.false_negatives
    assert value("seer_canary_true_negatives_total") == judged * one.true_negatives
    assert value("seer_canary_f1_sum_total") == pytest.approx(judged * one.f1)
    assert value("seer_canary_recall_sum_total") == pytest.approx(judged * one.judge_recall)
    assert value("seer_canary_true_recall_sum_total") == judged
    assert value("seer_evaluator_info") == 1

    # Not the user's traffic: no canary segment, outcome, result or dead letter.
    assert "canary-env" not in (page or "") and "canary-flag" not in (page or "")
    assert sample_sum(page, "seer_segment_received_total") == len(live)
    assert sample_sum(page, "seer_segment_events_total") == len(live)
    assert value_of(page, "seer_events_total", outcome="evaluated") == len(live)
    assert sample_sum(page, "seer_event_recall_count") == len(live)
    records = read_to_end(settings, [settings.output_topic, settings.dlq_topic])
    # The same keys, each as often (compared as Counters: a key's type, bytes | None, won't sort)
    assert Counter(r.key for r in records if r.topic == settings.output_topic) == Counter(
        by_event_id(live)
    )
    assert not [r for r in records if r.topic == settings.dlq_topic]

    # Every live event rechecked in the background: a deterministic judge agrees.
    assert value("seer_recheck_events_total") == len(live)
    assert value("seer_recheck_identical_total") == len(live)
    assert value("seer_recheck_recall_abs_diff_sum_total") == 0
    cells = [value("seer_recheck_passages_total", first=a, second=b) for a, b in CELLS]
    assert cells[1] == cells[2] == 0 and cohen_kappa(*cells) == 1.0


def value_of(page: str | None, name: str, **labels: str) -> float:
    [found] = [v for n, lb, v in metrics_of(page) if n == name and lb == labels]
    return found
