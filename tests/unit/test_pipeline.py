"""The record -> outcome path without Kafka, asserted on its own registry."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import Evaluation, EvaluatorError
from stream.metrics import PipelineMetrics
from stream.pipeline import DeadLetter, Pipeline, SampledOut, Scored, Source, keep_sample
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment, Usage
from stream.settings import Settings

SOURCE = Source("seer.events", 2, 41, timestamp_ms=1_700_000_000_000)


class Scripted:
    """Cites passage 1 for one requirement and nothing for another, or fails."""

    def __init__(self, fail: Exception | None = None) -> None:
        self.fail = fail
        self.calls = 0

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="scripted", model="m", prompt_version="v0")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.calls += 1
        if self.fail is not None:
            raise self.fail
        return Evaluation(
            Judgment(
                requirements=[
                    JudgedRequirement(text="a", supported_by=[1, 9]),
                    JudgedRequirement(text="b", supported_by=[]),
                ]
            ),
            Usage(prompt_tokens=10, completion_tokens=5),
        )

    async def aclose(self) -> None:
        pass


def make(evaluator: Scripted, **overrides: object) -> tuple[Pipeline, CollectorRegistry]:
    settings = Settings.model_validate(overrides)
    registry = CollectorRegistry()
    return Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys)), registry


def run(pipeline: Pipeline, record: bytes, **kw: bool) -> object:
    return asyncio.run(pipeline.process(record, SOURCE, **kw))


EVENT = {
    "task": "q",
    "context": [{"text": "t1", "id": "d1", "score": 0.9}, {"text": "t2", "score": 0.5}],
    "metadata": {"env": "prod", "feature_flag": "v2", "user": "u-1"},
}


def test_scored_result_carries_the_spec_fields() -> None:
    pipeline, registry = make(Scripted())
    outcome = run(pipeline, json.dumps(EVENT).encode())
    assert isinstance(outcome, Scored)
    result = outcome.result
    assert result.recall == 0.5 and result.precision == 0.5
    assert result.requirements[0].supported_by == ["d1"]
    assert result.missing == ["b"]
    assert result.evaluator.prompt_version == "v0"
    assert result.usage.prompt_tokens == 10
    assert result.created_at is not None and result.created_at.year == 2023  # record timestamp
    body = json.loads(result.model_dump_json())
    for name in (
        "event_id",
        "trace_id",
        "span_id",
        "task",
        "metadata",
        "recall",
        "precision",
        "f1",
        "ndcg",
        "k",
        "requirements",
        "supporting_ids",
        "missing",
        "context_size",
        "evaluator",
        "usage",
        "latency_s",
        "created_at",
        "evaluated_at",
    ):
        assert name in body
    labels = {"env": "prod", "feature_flag": "v2"}
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluated"}) == 1
    assert registry.get_sample_value("seer_event_recall_count", labels) == 1
    assert registry.get_sample_value("seer_event_recall_sum", labels) == 0.5
    assert registry.get_sample_value("seer_citations_dropped_total") == 1
    assert registry.get_sample_value("seer_evaluations_in_flight") == 0
    # A third passage that supports nothing: precision 1/3, F1 0.4, each in its histogram.
    three = {**EVENT, "context": [*EVENT["context"], "t3"], "metadata": {"env": "dev"}}
    other = run(pipeline, json.dumps(three).encode())
    assert isinstance(other, Scored)
    dev = {"env": "dev", "feature_flag": "unset"}
    figures = {"precision": other.result.precision, "f1": other.result.f1}
    assert figures == pytest.approx({"precision": 1 / 3, "f1": 0.4})
    for name, value in figures.items():
        assert registry.get_sample_value(f"seer_event_{name}_count", dev) == 1
        assert registry.get_sample_value(f"seer_event_{name}_sum", dev) == value


def test_same_record_same_event_id() -> None:
    pipeline, _ = make(Scripted())
    record = json.dumps(EVENT).encode()
    first, second = run(pipeline, record), run(pipeline, record)
    assert isinstance(first, Scored) and isinstance(second, Scored)
    assert first.result.event_id == second.result.event_id


def test_invalid_record_is_dead_lettered_and_counted() -> None:
    evaluator = Scripted()
    pipeline, registry = make(evaluator)
    outcome = run(pipeline, b'{"task": "q"}')
    assert isinstance(outcome, DeadLetter)
    assert outcome.code == "invalid_event" and "context" in outcome.reason
    assert evaluator.calls == 0
    assert registry.get_sample_value("seer_events_total", {"outcome": "dead_lettered"}) == 1
    assert registry.get_sample_value("seer_dead_letters_total", {"reason": "invalid_event"}) == 1


def test_evaluator_failure_is_dead_lettered_as_failed() -> None:
    pipeline, registry = make(Scripted(fail=EvaluatorError("endpoint kept answering 500")))
    outcome = run(pipeline, json.dumps(EVENT).encode())
    assert isinstance(outcome, DeadLetter)
    assert outcome.stage == "evaluate" and "500" in outcome.reason
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluator_failed"}) == 1


def test_unexpected_error_does_not_escape() -> None:
    pipeline, _ = make(Scripted(fail=KeyError("bug")))
    outcome = run(pipeline, json.dumps(EVENT).encode())
    assert isinstance(outcome, DeadLetter) and "KeyError" in outcome.reason


def test_over_limits_dead_letter_policy() -> None:
    pipeline, _ = make(Scripted(), max_passages=1, oversize="dead_letter")
    outcome = run(pipeline, json.dumps(EVENT).encode())
    assert isinstance(outcome, DeadLetter) and outcome.code == "over_limits"
    assert "2 passages, over the limit of 1" in outcome.reason
    chunked, _ = make(Scripted(), max_passages=1, oversize="chunk")
    assert isinstance(run(chunked, json.dumps(EVENT).encode()), Scored)


@pytest.mark.parametrize("rate", [0.1, 0.5, 0.9])
def test_keep_sample_keeps_the_rate_and_nests(rate: float) -> None:
    keys = [f"trace-{i}" for i in range(20_000)]
    kept = {k for k in keys if keep_sample(k, rate)}
    # 20,000 keys: the share's standard deviation is at most 0.0036; 0.015 is over 4 of them.
    assert abs(len(kept) / len(keys) - rate) < 0.015
    # A key kept at one rate is kept at every higher rate: raising it only adds events.
    assert kept <= {k for k in keys if keep_sample(k, min(1.0, rate + 0.05))}
    assert not any(keep_sample(k, 0.0) for k in keys[:100])
    assert all(keep_sample(k, 1.0) for k in keys[:100])


def test_sampling_is_consistent_per_trace() -> None:
    evaluator = Scripted()
    pipeline, registry = make(evaluator, sample_rate=0.5)
    kept = set()
    for trace in range(200):
        spans = [
            {**EVENT, "trace_id": f"{trace:032x}", "span_id": f"{span:016x}"} for span in range(3)
        ]
        outcomes = [run(pipeline, json.dumps(s).encode()) for s in spans]
        assert len({type(o) for o in outcomes}) == 1  # all spans in, or all out
        if isinstance(outcomes[0], Scored):
            kept.add(trace)
    # The decision is the trace's, at the configured rate: exactly the traces keep_sample keeps.
    assert kept == {t for t in range(200) if keep_sample(f"{t:032x}", 0.5)}
    assert registry.get_sample_value("seer_events_total", {"outcome": "sampled_out"}) == 3 * (
        200 - len(kept)
    )
    assert isinstance(run(pipeline, json.dumps(EVENT).encode(), sample=False), Scored)


def test_event_sample_rate_zero_samples_out() -> None:
    pipeline, _ = make(Scripted())
    assert isinstance(run(pipeline, json.dumps({**EVENT, "sample_rate": 0}).encode()), SampledOut)


def test_keep_sample_edges() -> None:
    assert keep_sample("x", 1.0) and not keep_sample("x", 0.0)


class ByQuestion(Scripted):
    """Supports the subquery "hop" fully; the whole task by half (Scripted's judgment)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.asked.append(task)
        if task != "hop":
            return await super().judge(task, passages)
        self.calls += 1
        return Evaluation(
            Judgment(requirements=[JudgedRequirement(text="h", supported_by=[2])]),
            Usage(prompt_tokens=3, completion_tokens=2),
            calls=1,
        )


def test_a_multi_hop_span_gets_task_and_subquery_recall_and_only_the_final_counts() -> None:
    """SPEC §4: a span with a subquery gets task_recall (against the task) and
    subquery_recall (against its subquery); a trace's metrics come from the span with
    is_final_context. An earlier hop, judged against the whole task, counted in its
    segment's recall, and neither recall was in the result."""
    evaluator = ByQuestion()
    pipeline, registry = make(evaluator)
    trace = {"trace_id": "0af7651916cd43dd8448eb211c80319c", "subquery": "hop"}
    hop = run(pipeline, json.dumps({**EVENT, **trace, "span_id": "b7ad6b7169203331"}).encode())
    assert isinstance(hop, Scored)
    assert evaluator.asked == ["q", "hop"]
    result = hop.result
    assert (result.recall, result.task_recall, result.subquery_recall) == (0.5, 0.5, 1.0)
    assert (result.subquery, result.is_final_context) == ("hop", False)
    assert result.usage.prompt_tokens == 13 and result.calls == 1
    labels = {"env": "prod", "feature_flag": "v2"}
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluated"}) == 1
    assert registry.get_sample_value("seer_segment_events_total", labels) in (None, 0)
    assert registry.get_sample_value("seer_event_recall_count", labels) in (None, 0)

    final = {
        **EVENT,
        **trace,
        "span_id": "c7ad6b7169203332",
        "parent_span_id": "b7ad6b7169203331",
        "is_final_context": True,
    }
    last = run(pipeline, json.dumps(final).encode())
    assert isinstance(last, Scored)
    assert last.result.parent_span_id == "b7ad6b7169203331"
    assert registry.get_sample_value("seer_segment_events_total", labels) == 1
    assert registry.get_sample_value("seer_event_recall_count", labels) == 1
    # An event of no trace gets neither recall: it has no subquery.
    plain = run(pipeline, json.dumps(EVENT).encode())
    assert isinstance(plain, Scored)
    assert plain.result.task_recall is None and plain.result.subquery_recall is None
    assert registry.get_sample_value("seer_segment_events_total", labels) == 2
