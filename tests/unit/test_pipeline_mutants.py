"""Outcome decisions of the pipeline that test_pipeline.py leaves open, found by mutation
testing (`make mutate`): limits at their edge, record times, what a result carries from
the event and the evaluation, each dead letter's code and stage, and what is counted."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import Evaluation, EvaluatorError, OverBudget
from stream.metrics import PipelineMetrics
from stream.pipeline import (
    DeadLetter,
    Outcome,
    Pipeline,
    SampledOut,
    Scored,
    Source,
    over_limits,
    record_time,
)
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment, RetrievalEvent, Usage
from stream.settings import Settings

SOURCE = Source("seer.events", 0, 7, timestamp_ms=1_700_000_000_000)
RECORD_TIME = datetime(2023, 11, 14, 22, 13, 20, tzinfo=UTC)  # 1_700_000_000_000 ms


class Recording:
    """Cites `citations` for one requirement; records what it was asked; may fail or wait."""

    def __init__(
        self,
        citations: Sequence[int] = (1,),
        *,
        fail: Exception | None = None,
        evaluation: dict[str, Any] | None = None,
        gate: asyncio.Event | None = None,
    ) -> None:
        self.citations = list(citations)
        self.fail = fail
        self.evaluation = evaluation or {}
        self.gate = gate
        self.asked: list[tuple[str, list[str]]] = []

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="recording", model="m", prompt_version="v0")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.asked.append((task, list(passages)))
        if self.gate is not None:
            await self.gate.wait()
        if self.fail is not None:
            raise self.fail
        judgment = Judgment(
            requirements=[JudgedRequirement(text="the fact", supported_by=self.citations)]
        )
        return Evaluation(judgment, Usage(prompt_tokens=3, completion_tokens=2), **self.evaluation)

    async def aclose(self) -> None:
        pass


def make(evaluator: Recording, **overrides: object) -> tuple[Pipeline, CollectorRegistry]:
    settings = Settings.model_validate(overrides)
    registry = CollectorRegistry()
    return Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys)), registry


def record(**fields: Any) -> bytes:
    event: dict[str, Any] = {
        "task": "who directed it?",
        "context": [{"text": "t1", "id": "d1", "score": 0.9}, {"text": "t2", "score": 0.5}],
        "metadata": {"env": "prod", "feature_flag": "v2"},
    }
    event.update(fields)
    return json.dumps(event).encode()


def run(pipeline: Pipeline, raw: bytes, source: Source = SOURCE, **kw: bool) -> Outcome:
    return asyncio.run(pipeline.process(raw, source, **kw))


def scored(pipeline: Pipeline, raw: bytes, source: Source = SOURCE) -> Scored:
    outcome = run(pipeline, raw, source)
    assert isinstance(outcome, Scored), outcome
    return outcome


def event(**fields: Any) -> RetrievalEvent:
    return RetrievalEvent.model_validate_json(record(**fields))


# --- limits and record times ------------------------------------------------------------


def test_limits_are_inclusive_and_name_the_passage_by_its_position() -> None:
    settings = Settings.model_validate({"max_passages": 2, "max_passage_chars": 4})
    at_limit = event(context=[{"text": "abcd"}, {"text": "efgh"}])
    assert over_limits(at_limit, settings) is None  # 2 passages of 4: exactly the limits
    too_many = event(context=["a", "b", "c"])
    assert over_limits(too_many, settings) == "context has 3 passages, over the limit of 2"
    too_long = event(context=["abcd", "efghi"])
    assert over_limits(too_long, settings) == "passage 2 has 5 characters, over the limit of 4"


def test_record_time_is_utc_and_epoch_zero_is_a_time() -> None:
    stamp = record_time(1_700_000_000_000)
    assert stamp == RECORD_TIME
    assert stamp is not None and stamp.tzinfo is UTC
    assert record_time(1_500) == datetime(1970, 1, 1, 0, 0, 1, 500_000, tzinfo=UTC)
    assert record_time(0) == datetime(1970, 1, 1, tzinfo=UTC)  # only negative means none
    assert record_time(-1) is None


# --- what a result carries ---------------------------------------------------------------


def test_result_carries_the_events_ids_metadata_and_own_time() -> None:
    evaluator = Recording()
    pipeline, _ = make(evaluator)
    raw = record(
        trace_id="0af7651916cd43dd8448eb211c80319c",
        span_id="b7ad6b7169203331",
        created_at="2024-05-01T12:00:00Z",
        metadata={"env": "prod", "feature_flag": "v2", "user": "u-1"},
    )
    result = scored(pipeline, raw).result
    assert result.trace_id == "0af7651916cd43dd8448eb211c80319c"
    assert result.span_id == "b7ad6b7169203331"
    assert result.metadata == {"env": "prod", "feature_flag": "v2", "user": "u-1"}
    assert result.segment == {"env": "prod", "feature_flag": "v2"}
    # the event's own time wins over the record's
    assert result.created_at == datetime(2024, 5, 1, 12, tzinfo=UTC)
    assert evaluator.asked == [("who directed it?", ["t1", "t2"])]


def test_result_without_an_event_time_takes_the_record_time_or_none() -> None:
    pipeline, _ = make(Recording())
    assert scored(pipeline, record()).result.created_at == RECORD_TIME
    no_time = Source("seer.events", 0, 8)
    assert scored(pipeline, record(), no_time).result.created_at is None


def test_result_carries_ndcg_and_how_the_evaluation_went() -> None:
    evaluation = {"calls": 2, "chunks": 3, "cached": True}
    pipeline, _ = make(Recording([2], evaluation=evaluation))
    result = scored(pipeline, record()).result
    assert result.ndcg == pytest.approx(0.63092975)  # passage 2 of 2 by score: 1/log2(3)
    assert (result.calls, result.chunks, result.cached) == (2, 3, True)
    assert result.over_limits is False
    assert result.accuracy is None  # no gold ids
    assert result.evaluated_at.tzinfo is not None
    assert result.evaluated_at.utcoffset() == UTC.utcoffset(None)
    assert abs((datetime.now(UTC) - result.evaluated_at).total_seconds()) < 60


def test_result_of_an_event_over_the_limits_is_flagged_when_chunked() -> None:
    pipeline, _ = make(Recording(), max_passages=1, oversize="chunk")
    assert scored(pipeline, record()).result.over_limits is True


def test_latency_is_the_time_the_evaluation_took() -> None:
    class Slow(Recording):
        async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
            await asyncio.sleep(0.02)
            return await super().judge(task, passages)

    pipeline, _ = make(Slow())
    latency = scored(pipeline, record()).result.latency_s
    assert 0.02 <= latency < 5.0


def test_dropped_citations_add_the_scorers_and_the_evaluators() -> None:
    pipeline, registry = make(Recording([1, 5], evaluation={"dropped_citations": 2}))
    outcome = scored(pipeline, record())
    assert outcome.dropped_citations == 3  # passage 5 does not exist, plus 2 the judge dropped
    assert registry.get_sample_value("seer_citations_dropped_total") == 3


def test_accuracy_is_scored_against_the_events_gold_ids() -> None:
    pipeline, registry = make(Recording([1]))
    raw = record(ground_truth={"gold_doc_ids": ["d1", "d9"]})
    accuracy = scored(pipeline, raw).result.accuracy
    assert accuracy is not None
    # D = {d1, p2}, gold {d1, d9}, cited {d1}
    assert accuracy.gt_recall == 0.5 and accuracy.gt_precision == 0.5
    assert accuracy.evaluator_precision == 1.0 and accuracy.evaluator_recall == 1.0
    assert accuracy.exact_match is True
    labels = {"env": "prod", "feature_flag": "v2"}
    for name, value in (
        ("gt_recall", 0.5),
        ("gt_precision", 0.5),
        ("gt_f1", 0.5),
        ("judge_precision", 1.0),
        ("judge_recall", 1.0),
        ("judge_f1", 1.0),
    ):
        assert registry.get_sample_value(f"seer_event_{name}_count", labels) == 1, name
        assert registry.get_sample_value(f"seer_event_{name}_sum", labels) == value, name
    assert registry.get_sample_value("seer_judge_exact_match_total", {"match": "true"}) == 1
    assert registry.get_sample_value("seer_judge_exact_match_total", {"match": "false"}) == 0


def test_accuracy_not_matching_and_undefined_figures_are_not_observed() -> None:
    pipeline, registry = make(Recording([2]))
    raw = record(ground_truth={"gold_doc_ids": ["d1"]})
    accuracy = scored(pipeline, raw).result.accuracy
    assert accuracy is not None and accuracy.exact_match is False
    labels = {"env": "prod", "feature_flag": "v2"}
    assert registry.get_sample_value("seer_judge_exact_match_total", {"match": "false"}) == 1
    assert registry.get_sample_value("seer_event_judge_precision_sum", labels) == 0.0
    # no gold document at all: retriever recall is undefined and not observed
    scored(pipeline, record(ground_truth={"gold_doc_ids": []}))
    assert registry.get_sample_value("seer_event_gt_recall_count", labels) == 1
    assert registry.get_sample_value("seer_event_gt_precision_count", labels) == 2


def test_ndcg_is_observed_and_counted_only_for_events_with_one() -> None:
    pipeline, registry = make(Recording([1]))
    labels = {"env": "prod", "feature_flag": "v2"}
    scored(pipeline, record())  # scores on every passage: an nDCG of 1
    unranked = scored(pipeline, record(context=["t1", "t2"]))
    assert unranked.result.ndcg is None
    assert registry.get_sample_value("seer_event_ndcg_count", labels) == 1
    assert registry.get_sample_value("seer_event_ndcg_sum", labels) == 1.0
    assert registry.get_sample_value("seer_event_recall_count", labels) == 2
    assert pipeline.counters.value("seer_segment_ndcg_events", ("prod", "v2")) == 1
    assert pipeline.counters.value("seer_segment_ndcg_sum", ("prod", "v2")) == 1.0
    assert pipeline.counters.value("seer_segment_events", ("prod", "v2")) == 2


# --- dead letters: code and stage ---------------------------------------------------------


def test_invalid_and_oversize_records_are_dead_lettered_at_validation() -> None:
    pipeline, registry = make(Recording(), max_record_bytes=1024)
    invalid = run(pipeline, b"not json")
    assert isinstance(invalid, DeadLetter)
    assert (invalid.code, invalid.stage) == ("not_json", "validate")
    oversize = run(pipeline, record(task="q" * 2000))
    assert isinstance(oversize, DeadLetter)
    assert (oversize.code, oversize.stage) == ("oversize", "validate")
    assert oversize.reason.endswith("over the limit of 1024")
    assert registry.get_sample_value("seer_dead_letters_total", {"reason": "oversize"}) == 1


def test_an_event_over_the_limits_is_dead_lettered_at_validation_by_policy() -> None:
    evaluator = Recording()
    pipeline, _ = make(evaluator, max_passages=1, oversize="dead_letter")
    outcome = run(pipeline, record())
    assert isinstance(outcome, DeadLetter)
    assert (outcome.code, outcome.stage) == ("over_limits", "validate")
    assert evaluator.asked == []


def test_over_budget_is_dead_lettered_as_over_limits_with_its_own_reason() -> None:
    pipeline, registry = make(Recording(fail=OverBudget("judging it needs 40 requests")))
    outcome = run(pipeline, record())
    assert isinstance(outcome, DeadLetter)
    assert (outcome.reason, outcome.code, outcome.stage) == (
        "judging it needs 40 requests",
        "over_limits",
        "evaluate",
    )
    assert registry.get_sample_value("seer_events_total", {"outcome": "dead_lettered"}) == 1
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluator_failed"}) == 0


def test_evaluator_error_is_dead_lettered_with_its_reason() -> None:
    pipeline, _ = make(Recording(fail=EvaluatorError("endpoint kept answering 500")))
    outcome = run(pipeline, record())
    assert isinstance(outcome, DeadLetter)
    assert (outcome.reason, outcome.code, outcome.stage) == (
        "evaluator failed: endpoint kept answering 500",
        "evaluator_failed",
        "evaluate",
    )


def test_a_bug_in_evaluation_is_logged_and_dead_lettered_as_evaluator_failed(
    caplog: pytest.LogCaptureFixture,
) -> None:
    pipeline, registry = make(Recording(fail=KeyError("bug")))
    with caplog.at_level(logging.ERROR, logger="stream.pipeline"):
        outcome = run(pipeline, record(event_id="ev-42"))
    assert isinstance(outcome, DeadLetter)
    assert (outcome.reason, outcome.code, outcome.stage) == (
        "evaluation error: KeyError: 'bug'",
        "evaluator_failed",
        "evaluate",
    )
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluator_failed"}) == 1
    [logged] = [r for r in caplog.records if r.name == "stream.pipeline"]
    assert logged.getMessage() == "evaluation of ev-42 failed"
    assert logged.exc_info is not None and logged.exc_info[0] is KeyError


def test_a_result_the_broker_refused_is_dead_lettered_at_publish_with_the_cause() -> None:
    try:
        try:
            raise ValueError("message too large: 2000000 bytes")
        except ValueError as cause:
            raise RuntimeError("produce failed") from cause
    except RuntimeError as error:
        letter = Pipeline.not_published(error)
    assert (letter.reason, letter.code, letter.stage) == (
        "result not published: message too large: 2000000 bytes",
        "result_not_published",
        "publish",
    )
    plain = Pipeline.not_published(RuntimeError("broker down"))
    assert plain.reason == "result not published: broker down"


# --- sampling and segments ------------------------------------------------------------------


def test_sampled_out_names_the_event_and_outcome_samples_by_default() -> None:
    pipeline, _ = make(Recording())
    raw = record(event_id="ev-7", sample_rate=0)
    outcome = asyncio.run(pipeline.outcome(raw, SOURCE))
    assert isinstance(outcome, SampledOut) and outcome.event_id == "ev-7"
    assert isinstance(asyncio.run(pipeline.outcome(raw, SOURCE, sample=False)), Scored)


def test_values_past_the_per_key_limit_fold_into_other_and_are_counted() -> None:
    pipeline, registry = make(Recording(), max_values_per_key=1)
    scored(pipeline, record())
    folded = scored(pipeline, record(metadata={"env": "dev", "feature_flag": "v2"}))
    assert folded.result.segment == {"env": "other", "feature_flag": "v2"}
    assert registry.get_sample_value("seer_segment_values_folded_total", {"key": "env"}) == 1


def test_segments_past_the_limit_count_as_all_other_and_are_counted() -> None:
    pipeline, registry = make(Recording(), max_segments=1)
    scored(pipeline, record())
    folded = scored(pipeline, record(metadata={"env": "dev", "feature_flag": "v3"}))
    assert folded.result.segment == {"env": "other", "feature_flag": "other"}
    assert registry.get_sample_value("seer_segments_folded_total") == 1


def test_in_flight_counts_every_evaluation_running_at_once() -> None:
    gate = asyncio.Event()
    evaluator = Recording(gate=gate)
    pipeline, registry = make(evaluator)

    async def two_at_once() -> list[float | None]:
        tasks = [asyncio.create_task(pipeline.process(record(event_id=i), SOURCE)) for i in "ab"]
        while len(evaluator.asked) < 2:
            await asyncio.sleep(0)
        during = registry.get_sample_value("seer_evaluations_in_flight")
        gate.set()
        await asyncio.gather(*tasks)
        return [during, registry.get_sample_value("seer_evaluations_in_flight")]

    assert asyncio.run(two_at_once()) == [2, 0]


def test_each_judged_event_is_handed_on_once_and_nothing_else_is() -> None:
    """`on_judged` (the worker's recheck) gets each judged event's id, event and evaluation;
    not an invalid record, a sampled-out event, or one the evaluator failed on."""
    handed: list[tuple[str, RetrievalEvent, Evaluation]] = []
    pipeline, _ = make(Recording())
    assert pipeline.on_judged is None  # off unless the worker sets it
    run(pipeline, record(event_id="before"))  # nothing to call: no error either
    pipeline.on_judged = lambda *args: handed.append(args)
    outcome = scored(pipeline, record(event_id="e1"))
    [(event_id, judged, evaluation)] = handed
    assert event_id == "e1" and judged.task == "who directed it?"
    assert [p.text for p in judged.context] == ["t1", "t2"]
    assert evaluation.judgment.requirements[0].supported_by == [1]
    assert evaluation.usage == outcome.result.usage
    run(pipeline, b"not json")
    run(pipeline, record(event_id="out", sample_rate=0.0))
    failing, _ = make(Recording(fail=EvaluatorError("down")))
    failing.on_judged = pipeline.on_judged
    run(failing, record(event_id="failed"))
    assert len(handed) == 1
