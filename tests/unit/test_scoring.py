"""SPEC §4 to the digit, plus properties that must hold for any judgment."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.schema import JudgedRequirement, Judgment, Passage
from stream.scoring import f1_score, ndcg, ranking_order, score_event


def judgment(*citations: list[int]) -> Judgment:
    return Judgment(
        requirements=[
            JudgedRequirement(text=f"r{i}", supported_by=c) for i, c in enumerate(citations, 1)
        ]
    )


def test_worked_example_holds_exactly() -> None:
    passages = [
        Passage(id="p1", text="Christopher Nolan directed Inception.", score=0.95),
        Passage(id="p2", text="Nolan is British-American.", score=0.89),
        Passage(id="p3", text="Inception released in 2010.", score=0.72),
    ]
    scores = score_event(passages, judgment([1], [2]))
    assert scores.k == 2
    assert scores.recall == 1.0
    assert scores.precision == 2 / 3
    assert scores.f1 == pytest.approx(0.8, abs=1e-12)
    assert scores.ndcg == 1.0
    assert scores.supporting_ids == ["p1", "p2"]
    assert scores.missing == []
    assert [r.supported_by for r in scores.requirements] == [["p1"], ["p2"]]


def test_missing_requirement_lowers_recall_and_is_named() -> None:
    passages = [Passage(text="a"), Passage(text="b")]
    scores = score_event(passages, judgment([2], []))
    assert scores.recall == 0.5
    assert scores.missing == ["r2"]
    assert scores.supporting_ids == ["p2"]  # named by position when there is no id
    assert scores.precision == 0.5
    assert scores.ndcg is None  # no rank or score on the passages


def test_empty_context() -> None:
    scores = score_event([], judgment([], []))
    assert (scores.recall, scores.precision, scores.f1, scores.ndcg) == (0.0, 0.0, 0.0, None)
    assert scores.context_size == 0


def test_distinct_documents_by_id() -> None:
    # Two chunks of one document count once in D and once in S.
    passages = [
        Passage(id="doc-a", text="chunk 1"),
        Passage(id="doc-a", text="chunk 2"),
        Passage(id="doc-b", text="other"),
    ]
    scores = score_event(passages, judgment([1, 2]))
    assert scores.precision == 0.5
    assert scores.supporting_ids == ["doc-a"]


def test_out_of_range_citations_are_dropped_and_counted() -> None:
    scores = score_event([Passage(text="a")], judgment([0, 1, 2, 7]))
    assert scores.dropped_citations == 3
    assert scores.requirements[0].supported_by == ["p1"]


def test_no_requirements_is_an_error() -> None:
    with pytest.raises(ValueError, match="K >= 1"):
        score_event([Passage(text="a")], Judgment(requirements=[]))


def test_ndcg_orders_by_rank_before_score() -> None:
    # rank says p2 leads even though p1 has the higher score
    passages = [
        Passage(text="x", rank=2, score=0.9),
        Passage(text="y", rank=1, score=0.1),
    ]
    assert ranking_order(passages) == [1, 0]
    assert ndcg(passages, {1}) == 1.0
    assert ndcg(passages, {0}) == pytest.approx(1 / math.log2(3))


def test_ndcg_by_score_descending_ties_keep_order() -> None:
    passages = [Passage(text=t, score=s) for t, s in (("a", 0.5), ("b", 0.9), ("c", 0.5))]
    assert ranking_order(passages) == [1, 0, 2]
    # supporting passage c sits at rank 3; ideal puts it at rank 1
    assert ndcg(passages, {2}) == pytest.approx(1 / math.log2(4))


def test_ndcg_needs_every_passage_ranked() -> None:
    passages = [Passage(text="a", score=0.9), Passage(text="b")]
    assert ndcg(passages, {0}) is None


def test_f1_zero_when_both_zero() -> None:
    assert f1_score(0.0, 0.0) == 0.0


citations = st.lists(st.integers(min_value=-2, max_value=12), max_size=6)


@given(
    n=st.integers(min_value=0, max_value=10),
    reqs=st.lists(citations, min_size=1, max_size=6),
    scored=st.booleans(),
)
def test_every_metric_is_in_unit_interval(n: int, reqs: list[list[int]], scored: bool) -> None:
    passages = [Passage(text=f"t{i}", score=(1 - i / 20) if scored else None) for i in range(n)]
    scores = score_event(passages, judgment(*reqs))
    for value in (scores.recall, scores.precision, scores.f1):
        assert 0.0 <= value <= 1.0
    if scores.ndcg is not None:
        assert 0.0 < scores.ndcg <= 1.0 + 1e-12
    assert scores.k == len(reqs)


@given(n=st.integers(min_value=1, max_value=12), data=st.data())
def test_ndcg_is_one_when_supporting_passages_lead(n: int, data: st.DataObject) -> None:
    m = data.draw(st.integers(min_value=1, max_value=n))
    passages = [Passage(text=f"t{i}", rank=i + 1) for i in range(n)]
    assert ndcg(passages, set(range(m))) == pytest.approx(1.0)
    if m < n:
        # any supporting passage pushed behind an unsupporting one costs something
        pushed = ndcg(passages, set(range(m - 1)) | {n - 1})
        assert pushed is not None and pushed < 1.0
