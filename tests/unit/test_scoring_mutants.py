"""SPEC §4 cases that test_scoring.py leaves open, found by mutation testing (`make mutate`):
documents without an id next to ones with, zero scores, repeated citations, the per-
requirement `present` flag, and the accuracy figures against gold documents."""

from __future__ import annotations

import math

import pytest

from stream.schema import JudgedRequirement, Judgment, Passage
from stream.scoring import accuracy, ranking_order, score_event


def judgment(*citations: list[int]) -> Judgment:
    return Judgment(
        requirements=[
            JudgedRequirement(text=f"r{i}", supported_by=c) for i, c in enumerate(citations, 1)
        ]
    )


def test_passages_without_an_id_are_each_their_own_document_next_to_ids() -> None:
    # D = {doc-a, passage 2, passage 3}: two id-less passages are two documents (SPEC §4:
    # "by `id` when given, else by position"), whatever the other passages carry.
    passages = [Passage(id="doc-a", text="a"), Passage(text="b"), Passage(text="c")]
    scores = score_event(passages, judgment([2]))
    assert scores.precision == pytest.approx(1 / 3)
    assert scores.supporting_ids == ["p2"]
    both = score_event(passages, judgment([2], [3]))
    assert both.precision == pytest.approx(2 / 3)


def test_a_zero_score_ranks_below_every_positive_score() -> None:
    # By score descending: 0.0 is a score like any other, the lowest here.
    passages = [Passage(text="a", score=0.0), Passage(text="b", score=0.7)]
    assert ranking_order(passages) == [1, 0]
    scores = score_event(passages, judgment([1]))
    # the supporting passage sits at rank 2 of 2; ideally it would lead
    assert scores.ndcg == pytest.approx(1 / math.log2(3))


def test_a_passage_cited_twice_for_one_requirement_is_named_once() -> None:
    passages = [Passage(text="a"), Passage(text="b")]
    scores = score_event(passages, judgment([1, 1, 2, 2]))
    assert scores.requirements[0].supported_by == ["p1", "p2"]
    assert scores.dropped_citations == 0
    assert scores.supporting_ids == ["p1", "p2"]


def test_each_requirement_says_whether_it_is_present() -> None:
    passages = [Passage(text="a"), Passage(text="b")]
    scores = score_event(passages, judgment([2], [], [7]))  # 7 is not a passage: dropped
    assert [r.present for r in scores.requirements] == [True, False, False]
    assert scores.missing == ["r2", "r3"]
    assert scores.recall == pytest.approx(1 / 3)


def test_a_judgment_without_requirements_is_refused_with_a_plain_reason() -> None:
    with pytest.raises(ValueError) as refused:
        score_event([Passage(text="a")], Judgment(requirements=[]))
    assert str(refused.value) == "a judgment needs at least one requirement (K >= 1)"


# --- accuracy against gold documents (SPEC §4, `ground_truth.gold_doc_ids`) ---------------


def test_accuracy_of_retriever_and_evaluator_against_gold_documents() -> None:
    # D = {d1, d2, p3}; gold {d1, d9}: d1 present, d9 not retrieved.
    # S (cited) = {d1, p3}: one hit among two citations; the one gold present is cited.
    passages = [Passage(id="d1", text="a"), Passage(id="d2", text="b"), Passage(text="c")]
    result = accuracy(passages, ["d1", "d9"], ["d1", "p3"])
    assert result.gt_recall == pytest.approx(1 / 2)  # gold in context / gold
    assert result.gt_precision == pytest.approx(1 / 3)  # gold in context / |D|
    assert result.gt_f1 == pytest.approx(2 * (1 / 3) * (1 / 2) / (1 / 3 + 1 / 2))
    assert result.evaluator_precision == pytest.approx(1 / 2)  # cited and gold / cited
    assert result.evaluator_recall == pytest.approx(1.0)  # cited and gold / gold present
    assert result.evaluator_f1 == pytest.approx(2 * 0.5 * 1.0 / 1.5)
    assert result.exact_match is False


def test_accuracy_exact_match_when_the_citations_are_the_gold_documents_present() -> None:
    passages = [Passage(id="d1", text="a"), Passage(id="d2", text="b"), Passage(id="d3", text="c")]
    result = accuracy(passages, ["d3", "d1", "d1"], ["d1", "d3"])
    assert result.exact_match is True
    assert result.gt_recall == 1.0
    assert result.gt_precision == pytest.approx(2 / 3)
    assert result.gt_f1 == pytest.approx(0.8)
    assert (result.evaluator_precision, result.evaluator_recall) == (1.0, 1.0)
    assert result.evaluator_f1 == pytest.approx(1.0)


def test_accuracy_counts_distinct_documents_and_names_positions_like_results() -> None:
    # Two chunks of d1 are one document; an id-less passage is named p<position>.
    passages = [Passage(id="d1", text="a"), Passage(id="d1", text="b"), Passage(text="c")]
    result = accuracy(passages, ["p3"], ["p3"])
    assert result.gt_recall == 1.0
    assert result.gt_precision == pytest.approx(1 / 2)  # |D| = 2
    assert result.exact_match is True
    assert result.evaluator_precision == 1.0 and result.evaluator_recall == 1.0


def test_accuracy_with_no_gold_document_retrieved_and_nothing_cited() -> None:
    passages = [Passage(id="d1", text="a"), Passage(id="d2", text="b")]
    result = accuracy(passages, ["x"], [])
    assert result.gt_recall == 0.0 and result.gt_precision == 0.0 and result.gt_f1 == 0.0
    assert result.evaluator_precision is None  # nothing cited: no precision to speak of
    assert result.evaluator_recall is None  # no gold present: nothing to recall
    assert result.evaluator_f1 is None  # 0/0: a correct abstention, left out of a mean
    assert result.exact_match is True  # S = {} = gold present


def test_accuracy_citations_without_gold_present() -> None:
    passages = [Passage(id="d1", text="a"), Passage(id="d2", text="b")]
    result = accuracy(passages, ["x"], ["d2"])
    assert result.evaluator_precision == 0.0
    assert result.evaluator_recall is None
    assert result.exact_match is False


def test_accuracy_gold_present_but_not_cited() -> None:
    passages = [Passage(id="d1", text="a"), Passage(id="d2", text="b")]
    result = accuracy(passages, ["d1", "d2"], [])
    assert result.gt_recall == 1.0 and result.gt_precision == 1.0 and result.gt_f1 == 1.0
    assert result.evaluator_precision is None
    assert result.evaluator_recall == 0.0
    assert result.evaluator_f1 == 0.0
    assert result.exact_match is False


def test_accuracy_without_gold_ids_or_without_passages() -> None:
    no_gold = accuracy([Passage(id="d1", text="a")], [], ["d1"])
    assert no_gold.gt_recall is None  # no gold documents: recall is undefined
    assert no_gold.gt_precision == 0.0 and no_gold.gt_f1 == 0.0
    assert no_gold.evaluator_precision == 0.0 and no_gold.exact_match is False
    empty = accuracy([], ["d1"], [])
    assert empty.gt_recall == 0.0 and empty.gt_precision == 0.0
    assert empty.exact_match is True
