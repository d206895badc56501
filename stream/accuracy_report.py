"""`seer-stream accuracy`: how the retriever and the judge do against labelled gold
documents, from the results whose events carried `ground_truth.gold_doc_ids` (their
`accuracy`, SPEC §4), overall and by segment, each figure with a 95 % interval: a t
interval for a mean, Wilson's for the exact-match share. With labelled events it also
gives the judge's recall corrected for its bias (PPI). Methods: docs/statistics.md.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import fmean
from typing import Any

from rich.table import Table
from rich.text import Text

from stream import statistics as stats
from stream.compare import figure, interval_text
from stream.results import printable, segment_label
from stream.scored_input import BadInput, Labelled, Result


@dataclass(frozen=True)
class Measure:
    name: str  # as --json names it
    label: str  # as the table shows it
    field: str  # in the result's `accuracy`
    share: bool  # a yes/no per event (Wilson), else a mean (t)


MEASURES = (
    Measure("retriever_recall", "retriever recall", "gt_recall", False),
    Measure("retriever_precision", "retriever precision", "gt_precision", False),
    Measure("retriever_f1", "retriever F1", "gt_f1", False),
    Measure("judge_precision", "judge citation precision", "evaluator_precision", False),
    Measure("judge_recall", "judge citation recall", "evaluator_recall", False),
    Measure("judge_f1", "judge citation F1", "evaluator_f1", False),
    Measure("exact_match", "judge exact match", "exact_match", True),
)


@dataclass(frozen=True)
class Figure:
    """A measure over a group: its mean and interval (None with under 2 values)."""

    n: int
    mean: float | None
    interval: stats.Interval | None


def measure(values: Sequence[float], share: bool) -> Figure:
    if not values:
        return Figure(0, None, None)
    if share:
        return Figure(len(values), fmean(values), stats.wilson(round(sum(values)), len(values)))
    # Every measure lies in [0, 1]: so does its interval.
    interval = stats.mean_interval(values).within(0.0, 1.0) if len(values) > 1 else None
    return Figure(len(values), fmean(values), interval)


@dataclass(frozen=True)
class Group:
    segment: dict[str, str]  # empty: every result
    events: int  # every result of the segment
    with_gold: int  # those whose event carried ground truth: the figures are over these
    figures: dict[str, Figure]
    judge_recall: Figure  # the label-free recall of every result of the segment
    corrected: stats.Corrected | None  # that recall, bias-corrected


def _has_gold(result: Result) -> bool:
    return isinstance(result.get("accuracy"), dict)


def _values(results: Sequence[Result], m: Measure) -> list[float]:
    values = []
    for result in filter(_has_gold, results):
        value = result["accuracy"].get(m.field)
        if isinstance(value, bool):
            values.append(1.0 if value else 0.0)
        elif isinstance(value, int | float):
            values.append(float(value))
    return values


def _group(segment: dict[str, str], results: Sequence[Result], labelled: Labelled | None) -> Group:
    recalls = [float(r["recall"]) for r in results]
    corrected = None
    if labelled is not None and len(recalls) > 1:
        corrected = stats.ppi_mean(recalls, labelled.judged, labelled.truth)
    return Group(
        segment,
        len(results),
        sum(map(_has_gold, results)),
        {m.name: measure(_values(results, m), m.share) for m in MEASURES},
        measure(recalls, share=False),
        corrected,
    )


@dataclass(frozen=True)
class Report:
    source: str
    keys: list[str]
    overall: Group
    segments: list[Group]
    labelled: Labelled | None
    notes: list[str]


def accuracy_report(
    results: Sequence[Result],
    keys: Sequence[str],
    *,
    source: str = "",
    labelled: Labelled | None = None,
    notes: Sequence[str] = (),
) -> Report:
    """The accuracy figures over the results that carry `accuracy`, and the corrected
    recall over every result, overall and per segment. BadInput when there is nothing to
    report: no result carries accuracy and no labelled events were given."""
    if not any(map(_has_gold, results)) and labelled is None:
        raise BadInput(
            f"none of the {len(results)} results carries accuracy: the events need "
            '"ground_truth": {"gold_doc_ids": [...]} (or give --correct-with and --truth)'
        )
    by_segment: dict[tuple[str, ...], list[Result]] = defaultdict(list)
    for result in results:
        by_segment[tuple(segment_label(result, k) for k in keys)].append(result)
    segments = [
        _group(dict(zip(keys, values, strict=True)), rows, labelled)
        for values, rows in sorted(by_segment.items())
    ]
    overall = _group({}, results, labelled)
    return Report(source, list(keys), overall, segments, labelled, [*notes])


def _figure_json(found: Figure) -> dict[str, Any]:
    interval = found.interval
    return {
        "n": found.n,
        "mean": found.mean,
        "low": None if interval is None else interval.low,
        "high": None if interval is None else interval.high,
        "method": None if interval is None else interval.method,
    }


def _group_json(group: Group) -> dict[str, Any]:
    document: dict[str, Any] = {
        "segment": group.segment,
        "events": group.events,
        "with_ground_truth": group.with_gold,
        "measures": {name: _figure_json(found) for name, found in group.figures.items()},
        "judge_recall": _figure_json(group.judge_recall),
    }
    if group.corrected is not None:
        corrected = group.corrected.corrected
        document["corrected_recall"] = {
            "estimate": corrected.estimate,
            "low": corrected.low,
            "high": corrected.high,
            "method": corrected.method,
        }
    return document


def report_json(report: Report) -> dict[str, Any]:
    document: dict[str, Any] = {
        "source": report.source,
        "results": report.overall.events,
        "with_ground_truth": report.overall.with_gold,
        "segment_keys": report.keys,
        "confidence": stats.CONFIDENCE,
        "overall": _group_json(report.overall),
        "segments": [_group_json(g) for g in report.segments],
        "notes": report.notes,
    }
    if report.labelled is not None and report.overall.corrected is not None:
        document["labelled"] = {
            "events": len(report.labelled.judged),
            "judge_error": report.overall.corrected.error,
            "unused_labels": report.labelled.unused,
        }
    return document


def _rows(group: Group) -> list[tuple[str, Figure]]:
    rows = [(m.label, group.figures[m.name]) for m in MEASURES]
    if group.corrected is not None:
        rows.append(("judge recall, every result", group.judge_recall))
        corrected = group.corrected.corrected
        rows.append(
            ("judge recall, corrected (PPI)", Figure(corrected.n, corrected.estimate, corrected))
        )
    return rows


def report_table(report: Report) -> Table:
    overall = report.overall
    caption = [
        f"{overall.events} results; accuracy from the {overall.with_gold} whose events "
        "carried ground truth",
        "intervals: 95 %, t for means, Wilson for exact match, normal for PPI",
    ]
    if report.labelled is not None and report.overall.corrected is not None:
        caption.append(
            f"corrected with {len(report.labelled.judged)} labelled events: judge error "
            f"(judge - truth) {report.overall.corrected.error:+.3f}"
        )
    table = Table(
        title="Accuracy against gold documents", caption=Text("\n".join(caption + report.notes))
    )
    for key in report.keys:
        table.add_column(key)
    for name in ("measure", "n", "mean", "95 % interval"):
        table.add_column(name, justify="left" if name == "measure" else "right")
    groups = [report.overall, *report.segments]
    for i, group in enumerate(groups):
        labels = [group.segment.get(k, "(all)") for k in report.keys]
        rows = _rows(group)
        for j, (label, found) in enumerate(rows):
            table.add_row(
                *(Text(printable(v)) for v in labels),
                label,
                str(found.n),
                figure(found.mean),
                interval_text(found.interval),
                end_section=j == len(rows) - 1 and i < len(groups) - 1,
            )
    return table
