"""The judge canary without Kafka: the file, the score of one verdict against its labels,
the counters, failures, and the pace (SEER_CANARY_FILE, SEER_CANARY_RATE)."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import CollectorRegistry
from pydantic import ValidationError

from stream.canary import Canary, CanaryEvent, Gold, canary_score, load_canary, shuffled_passes
from stream.cli import setting_errors
from stream.evaluators import Evaluation, EvaluatorError
from stream.metrics import CanaryMetrics
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment, Passage
from stream.settings import Settings

INFO = EvaluatorInfo(name="llm", model="judge-1", prompt_version="v7")
JUDGE = {"evaluator": "llm", "model": "judge-1", "prompt_version": "v7"}
# SPEC §4's worked example, labelled: p1 and p2 support the answer.
EXAMPLE: dict[str, Any] = {
    "id": "inception",
    "task": "Who directed Inception and what is their nationality?",
    "context": [
        {"id": "p1", "text": "Christopher Nolan directed Inception.", "score": 0.95},
        {"id": "p2", "text": "Nolan is British-American.", "score": 0.89},
        {"id": "p3", "text": "Inception released in 2010.", "score": 0.72},
    ],
    "metadata": {"env": "prod", "feature_flag": "canary-flag"},
    "gold": {"supporting_ids": ["p1", "p2"], "expected": {"recall": 1.0}, "answer": "Nolan"},
}


def judgment(*cited: Sequence[int]) -> Judgment:
    return Judgment(
        requirements=[
            JudgedRequirement(text=f"r{i}", supported_by=list(c)) for i, c in enumerate(cited)
        ]
    )


def write(path: Path, *rows: object) -> Path:
    path.write_text("".join(f"{r if isinstance(r, str) else json.dumps(r)}\n" for r in rows))
    return path


# --- the file ----------------------------------------------------------------------------


def test_a_canary_file_is_events_with_their_labels(tmp_path: Path) -> None:
    unlabelled_id = {**EXAMPLE, "context": ["a", "b"], "gold": {**EXAMPLE["gold"]}}
    [first, second] = load_canary(write(tmp_path / "c.jsonl", EXAMPLE, "", unlabelled_id))
    assert first.event.task == EXAMPLE["task"] and len(first.event.context) == 3
    assert first.gold == Gold.model_validate(EXAMPLE["gold"])  # other gold fields ignored
    assert first.gold.expected.recall == 1.0
    assert [p.text for p in second.event.context] == ["a", "b"]


def test_the_shared_gold_set_is_a_canary_file(goldset_dir: Path) -> None:
    events = load_canary(goldset_dir / "incomplete.jsonl")
    assert len(events) == 351
    assert {e.gold.expected.recall < 1 for e in events} == {True}


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        (["{not json"], "line 1: not JSON: Expecting property name enclosed in double quotes"),
        ([EXAMPLE, {**EXAMPLE, "gold": None}], "line 2: gold: Input should be a valid dictionary"),
        ([{k: v for k, v in EXAMPLE.items() if k != "gold"}], "line 1: gold: Input should be"),
        (
            [{**EXAMPLE, "gold": {"supporting_ids": ["p1"]}}],
            "line 1: gold.expected: Field required",
        ),
        (
            [{**EXAMPLE, "gold": {"supporting_ids": ["p1"], "expected": {"recall": 1.5}}}],
            "line 1: gold.expected.recall: Input should be less than or equal to 1",
        ),
        ([{**EXAMPLE, "task": ""}], "line 1: task: String should have at least 1 character"),
        (["[1, 2]"], "line 1: not a JSON object but list"),
        ([""], "holds no events"),
    ],
    ids=["json", "gold-null", "gold-missing", "expected", "recall", "event", "array", "empty"],
)
def test_a_bad_canary_file_says_which_line_and_why(
    tmp_path: Path, rows: list[object], message: str
) -> None:
    with pytest.raises(ValueError, match="^.*" + message.replace("(", r"\(")) as raised:
        load_canary(write(tmp_path / "c.jsonl", *rows))
    assert "\n" not in str(raised.value)


def test_the_settings_refuse_a_bad_canary_file_on_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = write(tmp_path / "c.jsonl", EXAMPLE, {**EXAMPLE, "gold": {"supporting_ids": []}})
    monkeypatch.setenv("SEER_CANARY_RATE", "1")
    monkeypatch.setenv("SEER_CANARY_FILE", str(bad))
    with pytest.raises(ValidationError) as raised:
        Settings()
    assert setting_errors(raised.value) == [
        f"seer-stream: invalid setting SEER_CANARY_FILE={str(bad)!r}: "
        "line 2: gold.expected: Field required"
    ]
    monkeypatch.setenv("SEER_CANARY_FILE", str(tmp_path / "missing.jsonl"))
    with pytest.raises(ValidationError) as raised:
        Settings()
    [line] = setting_errors(raised.value)
    assert line.endswith("missing.jsonl: No such file or directory"), line


def test_a_canary_rate_needs_a_canary_file(tmp_path: Path) -> None:
    with pytest.raises(ValidationError) as raised:
        Settings(canary_rate=1.0)
    assert setting_errors(raised.value) == [
        "seer-stream: invalid setting SEER_CANARY_FILE (unset): required with SEER_CANARY_RATE > 0"
    ]
    on = Settings(canary_rate=1.0, canary_file=write(tmp_path / "c.jsonl", EXAMPLE))
    assert on.canary_rate == 1.0
    assert Settings().canary_rate == 0.0 and Settings().recheck_rate == 0.0  # off by default
    with pytest.raises(ValidationError):
        Settings(recheck_rate=1.5)
    with pytest.raises(ValidationError):
        Settings(canary_rate=-1)


# --- one verdict against its labels ------------------------------------------------------


def passages(*ids: str | None) -> list[Passage]:
    return [Passage(text=f"text {i}", id=pid) for i, pid in enumerate(ids)]


def test_a_verdict_is_scored_by_document_against_the_gold_ones_present() -> None:
    gold = Gold.model_validate({"supporting_ids": ["a", "b", "gone"], "expected": {"recall": 0.5}})
    # cites a (gold) and c (not) for one requirement, nothing for the other: recall 0.5
    score = canary_score(passages("a", "b", "c", "d"), gold, judgment([1, 3], []))
    assert (score.true_positives, score.false_positives) == (1, 1)
    assert (score.false_negatives, score.true_negatives) == (1, 1)  # b missed; d neither
    assert score.f1 == 0.5  # 2·1 / (2·1 + 1 + 1); "gone" is not in the context
    assert (score.judge_recall, score.true_recall, score.recall_error) == (0.5, 0.5, 0.0)
    over = canary_score(passages("a", "b", "c", "d"), gold, judgment([1], [2]))
    assert (over.f1, over.judge_recall, over.recall_error) == (1.0, 1.0, 0.5)


def test_documents_are_counted_once_and_unnamed_passages_by_position() -> None:
    gold = Gold.model_validate({"supporting_ids": ["p2"], "expected": {"recall": 1.0}})
    score = canary_score(passages(None, None, None), gold, judgment([2, 3]))
    assert (score.true_positives, score.false_positives, score.true_negatives) == (1, 1, 1)
    same = Gold.model_validate({"supporting_ids": ["x"], "expected": {"recall": 1.0}})
    twice = canary_score(passages("x", "x", "y"), same, judgment([1, 2]))
    assert (twice.true_positives, twice.false_positives, twice.true_negatives) == (1, 0, 1)


def test_nothing_to_cite_and_nothing_cited_is_a_perfect_verdict() -> None:
    gold = Gold.model_validate({"supporting_ids": [], "expected": {"recall": 0.0}})
    score = canary_score(passages("a", "b"), gold, judgment([]))
    assert (score.f1, score.true_negatives, score.recall_error) == (1.0, 2, 0.0)
    wrong = canary_score(passages("a", "b"), gold, judgment([2]))
    assert (wrong.f1, wrong.false_positives, wrong.recall_error) == (0.0, 1, 1.0)


# --- the counters --------------------------------------------------------------------------


def value(registry: CollectorRegistry, name: str) -> float | None:
    return registry.get_sample_value(name, JUDGE)


NAMES = [
    "seer_canary_events_total",
    "seer_canary_failed_total",
    "seer_canary_true_positives_total",
    "seer_canary_false_positives_total",
    "seer_canary_false_negatives_total",
    "seer_canary_true_negatives_total",
    "seer_canary_f1_sum_total",
    "seer_canary_f1_sum_squares_total",
    "seer_canary_recall_sum_total",
    "seer_canary_true_recall_sum_total",
    "seer_canary_recall_error_sum_squares_total",
]


def test_the_counters_start_at_zero_and_add_up_each_verdict() -> None:
    registry = CollectorRegistry()
    metrics = CanaryMetrics(registry, INFO)
    assert [value(registry, n) for n in NAMES] == [0.0] * len(NAMES)
    gold = Gold.model_validate({"supporting_ids": ["a", "b"], "expected": {"recall": 0.75}})
    metrics.observe(canary_score(passages("a", "b", "c", "d"), gold, judgment([1, 3], [])))
    metrics.observe(canary_score(passages("a", "b", "c", "d"), gold, judgment([1], [2])))
    # verdicts: TP 1/2, FP 1/0, FN 1/0, TN 1/2; F1 0.5/1; recall 0.5/1 against 0.75 each
    assert [value(registry, n) for n in NAMES] == [2, 0, 3, 1, 1, 3, 1.5, 1.25, 1.5, 1.5, 0.125]


class Judge:
    """Cites passages 1 and 2; or fails; counts its calls."""

    def __init__(self, fail: Exception | None = None, delay_s: float = 0.0) -> None:
        self.fail, self.delay_s, self.calls = fail, delay_s, 0
        self.in_flight = self.most = self.cancelled = 0

    @property
    def info(self) -> EvaluatorInfo:
        return INFO

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.calls += 1
        self.in_flight += 1
        self.most = max(self.most, self.in_flight)
        try:
            await asyncio.sleep(self.delay_s)
        except asyncio.CancelledError:
            self.cancelled += 1
            raise
        finally:
            self.in_flight -= 1
        if self.fail is not None:
            raise self.fail
        return Evaluation(judgment([1], [2]))

    async def aclose(self) -> None:
        pass


def canary_events(tmp_path: Path) -> list[CanaryEvent]:
    return load_canary(write(tmp_path / "c.jsonl", EXAMPLE))


def test_a_judged_canary_event_is_counted_and_a_failed_one_only_as_failed(
    tmp_path: Path,
) -> None:
    registry = CollectorRegistry()
    [event] = canary_events(tmp_path)
    metrics = CanaryMetrics(registry, INFO)
    canary = Canary([event], 60, Judge(), metrics)
    asyncio.run(canary.judge(event))
    assert value(registry, "seer_canary_events_total") == 1
    assert value(registry, "seer_canary_true_positives_total") == 2
    assert value(registry, "seer_canary_true_negatives_total") == 1
    assert value(registry, "seer_canary_f1_sum_total") == 1.0
    failing = Canary([event], 60, Judge(EvaluatorError("down")), metrics)
    asyncio.run(failing.judge(event))
    asyncio.run(failing.judge(event))
    assert value(registry, "seer_canary_failed_total") == 2
    assert value(registry, "seer_canary_events_total") == 1


def test_a_canary_event_that_breaks_scoring_is_counted_as_failed(tmp_path: Path) -> None:
    registry = CollectorRegistry()
    [event] = canary_events(tmp_path)

    class NoRequirements(Judge):
        async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
            return Evaluation(Judgment(requirements=[]))  # K = 0: score_event refuses it

    canary = Canary([event], 60, NoRequirements(), CanaryMetrics(registry, INFO))
    asyncio.run(canary.judge(event))
    assert value(registry, "seer_canary_failed_total") == 1


def test_the_canary_keeps_its_rate_and_its_bound_and_stops_with_the_worker(
    tmp_path: Path,
) -> None:
    registry = CollectorRegistry()
    judge = Judge(delay_s=0.25)  # slower than the canary's pace: the bound holds
    canary = Canary(
        canary_events(tmp_path), 1200, judge, CanaryMetrics(registry, INFO), max_in_flight=2
    )

    async def for_a_while() -> None:
        task = asyncio.create_task(canary.run())
        await asyncio.sleep(0.6)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.sleep(0.3)  # a judgment in flight was cancelled, not finished

    asyncio.run(for_a_while())
    # 20 a second asked, 2 at a time for 0.25 s each: 4 to 6 started, no burst after a
    # wait; those in flight at the stop are cancelled, uncounted
    assert judge.most == 2 and 4 <= judge.calls <= 6, judge.calls
    assert judge.cancelled >= 1 and judge.in_flight == 0
    assert value(registry, "seer_canary_events_total") == judge.calls - judge.cancelled


def test_every_pass_over_the_file_is_a_new_order_of_all_its_events(tmp_path: Path) -> None:
    events = [
        CanaryEvent(e.event.model_copy(update={"task": f"t{i}"}), e.gold)
        for i, e in enumerate(canary_events(tmp_path) * 5)
    ]
    drawn = shuffled_passes(events, random.Random(3))
    passes = [[next(drawn).event.task for _ in events] for _ in range(3)]
    for one in passes:
        assert sorted(one) == sorted(e.event.task for e in events)
    assert len({tuple(p) for p in passes}) > 1
    with pytest.raises(ValueError, match="positive"):
        Canary(events, 0, Judge(), CanaryMetrics(CollectorRegistry(), INFO))


def test_the_canary_file_is_read_only_when_the_canary_is_on_and_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every command checks the settings: with the canary off, a file named but empty (or
    320 MB: 9.5 s and 2 GB) stopped `score` and `topics`; on, the worker read it twice."""
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    monkeypatch.setenv("SEER_CANARY_FILE", str(empty))
    assert Settings().canary_file == empty  # rate 0: not read
    good = write(tmp_path / "c.jsonl", EXAMPLE)
    reads: list[Path] = []
    read_text = Path.read_text

    def counted(self: Path, *args: Any, **kwargs: Any) -> str:
        reads.append(self)
        return read_text(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counted)
    on = Settings(canary_rate=1.0, canary_file=good)
    assert on.canary_file is not None
    assert [e.event.task for e in load_canary(on.canary_file)] == [EXAMPLE["task"]]
    assert reads.count(good) == 1
