"""Per-event metrics (SPEC §4) as pure functions: no Kafka, no I/O."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from stream.schema import AccuracyResult, Judgment, Passage, ScoredRequirement


class Scores(NamedTuple):
    recall: float
    precision: float
    f1: float
    ndcg: float | None
    k: int
    requirements: list[ScoredRequirement]
    supporting_ids: list[str]
    missing: list[str]
    context_size: int
    dropped_citations: int


def passage_names(passages: Sequence[Passage]) -> list[str]:
    """How results name passages: their `id`, else `p<position>` (1-based)."""
    return [p.id if p.id is not None else f"p{i}" for i, p in enumerate(passages, start=1)]


def _document_keys(passages: Sequence[Passage]) -> list[tuple[str, str]]:
    # Distinct documents: by id when given, else by position (never merged with an id).
    return [
        ("id", p.id) if p.id is not None else ("pos", str(i))
        for i, p in enumerate(passages, start=1)
    ]


def f1_score(precision: float, recall: float) -> float:
    total = precision + recall
    return 0.0 if total == 0 else 2 * precision * recall / total


def ranking_order(passages: Sequence[Passage]) -> list[int] | None:
    """Positions (0-based) in ranked order, or None when the ranking is unknown.

    By `rank` ascending when every passage has one, else by `score` descending
    when every passage has one; ties keep the original order (stable sort).
    """
    ranks = [p.rank for p in passages]
    if None not in ranks:
        return sorted(range(len(passages)), key=lambda i: ranks[i] or 0)
    scores = [p.score for p in passages]
    if None not in scores:
        return sorted(range(len(passages)), key=lambda i: -(scores[i] or 0.0))
    return None


def ndcg(passages: Sequence[Passage], supporting: set[int]) -> float | None:
    """Binary-gain nDCG over the ranked passages; `supporting` holds 0-based positions."""
    order = ranking_order(passages)
    if order is None or not passages or not supporting:
        return None
    dcg = sum(
        1.0 / math.log2(rank + 1) for rank, pos in enumerate(order, start=1) if pos in supporting
    )
    ideal = sum(1.0 / math.log2(rank + 1) for rank in range(1, len(supporting) + 1))
    return dcg / ideal


def score_event(passages: Sequence[Passage], judgment: Judgment) -> Scores:
    """Turn a judgment (1-based citations) into the metrics of SPEC §4.

    Citations of passage numbers outside 1..n are dropped and counted.
    """
    requirements = judgment.requirements
    if not requirements:
        raise ValueError("a judgment needs at least one requirement (K >= 1)")
    n = len(passages)
    names = passage_names(passages)
    dropped = 0
    supporting: set[int] = set()
    scored: list[ScoredRequirement] = []
    missing: list[str] = []
    for req in requirements:
        cited: list[int] = []
        for number in req.supported_by:
            if 1 <= number <= n:
                if number - 1 not in cited:
                    cited.append(number - 1)
            else:
                dropped += 1
        if cited:
            supporting.update(cited)
        else:
            missing.append(req.text)
        scored.append(
            ScoredRequirement(
                text=req.text, supported_by=[names[i] for i in cited], present=bool(cited)
            )
        )
    k = len(scored)
    recall = (k - len(missing)) / k
    if n == 0:
        precision = 0.0
    elif all(p.id is None for p in passages):  # every passage its own document
        precision = len(supporting) / n
    else:
        keys = _document_keys(passages)
        precision = len({keys[i] for i in supporting}) / len(set(keys))
    if len(supporting) == 1:
        supporting_ids = [names[next(iter(supporting))]]
    else:
        supporting_ids = list(dict.fromkeys(names[i] for i in sorted(supporting)))
    return Scores(
        recall=recall,
        precision=precision,
        f1=f1_score(precision, recall),
        ndcg=ndcg(passages, supporting),
        k=k,
        requirements=scored,
        supporting_ids=supporting_ids,
        missing=missing,
        context_size=n,
        dropped_citations=dropped,
    )


def accuracy(
    passages: Sequence[Passage], gold_ids: Sequence[str], cited: Sequence[str]
) -> AccuracyResult:
    """Retriever and evaluator against labelled gold documents (SPEC §4).

    `cited` and documents are named as in results: `id`, else `p<position>`.
    """
    documents = set(passage_names(passages))
    gold = set(gold_ids)
    present = gold & documents
    supporting = set(cited)
    gt_recall = len(present) / len(gold) if gold else None
    # |D| as `precision` counts it: an id "p2" and the id-less second passage are two
    distinct = len(set(_document_keys(passages)))
    gt_precision = len(present) / distinct if distinct else 0.0
    hits = len(supporting & present)
    judge_precision = hits / len(supporting) if supporting else None
    judge_recall = hits / len(present) if present else None
    # 2TP / (2TP + FP + FN): undefined, like precision and recall, when nothing was there to
    # cite and nothing was cited (a correct abstention), so that a mean leaves it out
    judged = len(supporting) + len(present)
    return AccuracyResult(
        gt_recall=gt_recall,
        gt_precision=gt_precision,
        gt_f1=f1_score(gt_precision, gt_recall or 0.0),
        evaluator_precision=judge_precision,
        evaluator_recall=judge_recall,
        evaluator_f1=2 * hits / judged if judged else None,
        exact_match=supporting == present,
    )
