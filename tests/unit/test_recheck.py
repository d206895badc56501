"""Judge consistency without Kafka: two judgments compared, Cohen's kappa, the counters,
which events are rechecked, and that the recheck never holds the first judgment up."""

from __future__ import annotations

import asyncio
import itertools
import math
from collections.abc import Sequence

import pytest
from prometheus_client import CollectorRegistry

from stream.evaluators import Evaluation, EvaluatorError
from stream.metrics import RecheckMetrics
from stream.pipeline import keep_sample
from stream.recheck import Agreement, Recheck, cohen_kappa, compare
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment, Passage, RetrievalEvent

INFO = EvaluatorInfo(name="lexical", model=None, prompt_version="lexical-v1")
JUDGE = {"evaluator": "lexical", "model": "", "prompt_version": "lexical-v1"}


def judgment(*cited: Sequence[int]) -> Judgment:
    return Judgment(
        requirements=[
            JudgedRequirement(text=f"r{i}", supported_by=list(c)) for i, c in enumerate(cited)
        ]
    )


def passages(*ids: str | None) -> list[Passage]:
    return [Passage(text=f"text {i}", id=pid) for i, pid in enumerate(ids)]


def test_identical_judgments_agree_on_every_passage() -> None:
    same = compare(passages("a", "b", "c"), judgment([1], [2]), judgment([2], [1]))
    assert same == Agreement(True, 0.0, both=2, first_only=0, second_only=0, neither=1)


def test_different_judgments_count_each_passage_in_its_cell() -> None:
    # first: a supports r0, r1 missing (recall 0.5); second: b and c support both (recall 1)
    diff = compare(passages("a", "b", "c", "d"), judgment([1], []), judgment([2, 3], [3, 9]))
    assert diff == Agreement(False, 0.5, both=0, first_only=1, second_only=2, neither=1)
    assert diff.cells() == {
        ("supported", "supported"): 0,
        ("supported", "unsupported"): 1,
        ("unsupported", "supported"): 2,
        ("unsupported", "unsupported"): 1,
    }


def test_identical_means_the_same_documents_not_the_same_passages() -> None:
    # two passages of one document: citing either is the same supporting set
    same_doc = compare(passages("x", "x", "y"), judgment([1]), judgment([2]))
    assert same_doc.identical and (same_doc.first_only, same_doc.second_only) == (1, 1)


def test_cohen_kappa() -> None:
    # po = 0.7; first says supported 0.5, second 0.6: pe = 0.5; kappa = 0.4
    assert cohen_kappa(20, 5, 10, 15) == pytest.approx(0.4)
    assert cohen_kappa(10, 0, 0, 30) == 1.0
    assert cohen_kappa(0, 10, 10, 0) == -1.0
    assert math.isnan(cohen_kappa(0, 0, 0, 0))
    assert math.isnan(cohen_kappa(5, 0, 0, 0))  # every passage supported by both


def value(registry: CollectorRegistry, name: str, **labels: str) -> float | None:
    return registry.get_sample_value(name, {**JUDGE, **labels})


def test_the_counters_start_at_zero_and_add_up_each_agreement() -> None:
    registry = CollectorRegistry()
    metrics = RecheckMetrics(registry, INFO)
    cells = list(itertools.product(("supported", "unsupported"), repeat=2))
    names = ["seer_recheck_events_total", "seer_recheck_failed_total"]
    names += ["seer_recheck_identical_total", "seer_recheck_recall_abs_diff_sum_total"]
    assert [value(registry, n) for n in names] == [0, 0, 0, 0]
    assert [
        value(registry, "seer_recheck_passages_total", first=a, second=b) for a, b in cells
    ] == [0, 0, 0, 0]
    metrics.observe(Agreement(True, 0.0, 2, 0, 0, 1))
    metrics.observe(Agreement(False, 0.5, 0, 1, 2, 1))
    assert [value(registry, n) for n in names] == [2, 0, 1, 0.5]
    assert [
        value(registry, "seer_recheck_passages_total", first=a, second=b) for a, b in cells
    ] == [2, 1, 2, 2]


class Judge:
    """Cites passage 1, then 2, then 1 ... (`flaky`) or always 1; or fails; may wait."""

    def __init__(
        self, flaky: bool = False, fail: Exception | None = None, gate: asyncio.Event | None = None
    ) -> None:
        self.flaky, self.fail, self.gate = flaky, fail, gate
        self.calls = 0

    @property
    def info(self) -> EvaluatorInfo:
        return INFO

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.calls += 1
        if self.gate is not None:
            await self.gate.wait()
        if self.fail is not None:
            raise self.fail
        cited = 2 if self.flaky and self.calls % 2 == 0 else 1
        return Evaluation(judgment([cited]))

    async def aclose(self) -> None:
        pass


def event(i: int) -> RetrievalEvent:
    return RetrievalEvent(task=f"question {i}", context=passages("a", "b", "c"))


def first_judgment() -> Evaluation:
    return Evaluation(judgment([1]))


def recheck_all(judge: Judge, rate: float, n: int) -> CollectorRegistry:
    """Offer n events at once (no bound in the way) and wait for every recheck."""
    registry = CollectorRegistry()
    recheck = Recheck(rate, judge, RecheckMetrics(registry, INFO), max_in_flight=n)

    async def offer_all() -> None:
        for i in range(n):
            recheck.offer(f"e{i}", event(i), first_judgment())
        await recheck.drain()

    asyncio.run(offer_all())
    return registry


def test_a_deterministic_judge_agrees_with_itself_and_a_flaky_one_does_not() -> None:
    steady = recheck_all(Judge(), 1.0, 10)
    assert value(steady, "seer_recheck_events_total") == 10
    assert value(steady, "seer_recheck_identical_total") == 10
    flaky = recheck_all(Judge(flaky=True), 1.0, 10)
    assert value(flaky, "seer_recheck_identical_total") == 5  # every other second judgment
    assert value(flaky, "seer_recheck_recall_abs_diff_sum_total") == 0  # recall 1 both times
    assert value(flaky, "seer_recheck_passages_total", first="supported", second="supported") == 5


def test_the_share_rechecked_is_decided_per_event_id_apart_from_sampling() -> None:
    judge = Judge()
    registry = recheck_all(judge, 0.3, 200)
    chosen = [i for i in range(200) if keep_sample(f"recheck:e{i}", 0.3)]
    assert value(registry, "seer_recheck_events_total") == len(chosen) == judge.calls
    assert 40 <= len(chosen) <= 80
    # not the events SEER_SAMPLE_RATE keeps at the same rate
    assert chosen != [i for i in range(200) if keep_sample(f"e{i}", 0.3)]
    assert recheck_all(Judge(), 0.0, 20).get_sample_value("seer_recheck_events_total", JUDGE) == 0


def test_rechecks_in_flight_are_bounded_and_the_offer_never_waits() -> None:
    gate = asyncio.Event()
    judge = Judge(gate=gate)
    registry = CollectorRegistry()
    recheck = Recheck(1.0, judge, RecheckMetrics(registry, INFO), max_in_flight=3)

    async def offer_while_stuck() -> tuple[int, float]:
        for i in range(10):  # returns at once, though every recheck waits on the gate
            recheck.offer(f"e{i}", event(i), first_judgment())
        await asyncio.sleep(0.05)
        started = judge.calls
        gate.set()
        await recheck.drain()
        return started, value(registry, "seer_recheck_events_total") or 0

    assert asyncio.run(offer_while_stuck()) == (3, 3)


def test_a_failed_recheck_is_counted_and_a_stopped_one_is_not() -> None:
    failed = recheck_all(Judge(fail=EvaluatorError("endpoint answered 500")), 1.0, 4)
    assert value(failed, "seer_recheck_failed_total") == 4
    assert value(failed, "seer_recheck_events_total") == 0
    gate = asyncio.Event()
    registry = CollectorRegistry()
    recheck = Recheck(1.0, Judge(gate=gate), RecheckMetrics(registry, INFO))

    async def stop() -> None:
        recheck.offer("e1", event(1), first_judgment())
        await asyncio.sleep(0.01)
        recheck.cancel()
        await recheck.drain()

    asyncio.run(stop())
    assert value(registry, "seer_recheck_failed_total") == 0
    assert value(registry, "seer_recheck_events_total") == 0
