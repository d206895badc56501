"""`seer-stream compare`: is the test arm (e.g. feature_flag=v2) better or worse than the
base arm (v1), or is the difference noise? Per metric: both means, the difference
(test - base) with a 95 % interval, a verdict, and how many events each arm would need
to detect a given difference. Methods and assumptions: docs/statistics.md.

Paired when the same task (or the metadata key named by --pair-by) is in both arms for
most events (a replay of the same questions through both retrievers): per-task
differences cancel the spread between tasks, so a small consistent change shows. Live
A/B traffic rarely repeats a question; it is compared unpaired.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from statistics import fmean, pvariance, variance
from typing import Any

from rich.table import Table
from rich.text import Text

from stream import statistics as stats
from stream.results import (
    ScoreFilter,
    intermediate_hop,
    printable,
    segment_label,
    segment_value,
)
from stream.scored_input import BadInput, Labelled, Result

# Paired only when at least this share of each arm's events has a partner in the other
# arm: pairing on a few repeated questions would throw most of the events away.
PAIRED_SHARE = 0.5
TASK = "task"


@dataclass(frozen=True)
class Metric:
    name: str  # as --fail-on and --json name it
    label: str  # as the table shows it
    higher_is_better: bool
    share: bool  # a share of events (0/1 per event) rather than a mean of scores

    def value(self, result: Result) -> float | None:
        if self.name == "incomplete":
            return 1.0 if result["recall"] < 1.0 else 0.0
        value = result.get(self.name)
        return None if value is None else float(value)


METRICS = {
    m.name: m
    for m in (
        Metric("recall", "recall", True, False),
        Metric("precision", "precision", True, False),
        Metric("f1", "F1", True, False),
        Metric("ndcg", "nDCG", True, False),
        Metric("incomplete", "incomplete (recall < 1)", False, True),
    )
}


def metric_names(text: str) -> list[str]:
    """`recall,ndcg` as metric names; ValueError naming the ones that are not metrics."""
    names = [part.strip().lower() for part in text.split(",") if part.strip()]
    unknown = [n for n in names if n not in METRICS]
    if unknown or not names:
        what = f"unknown metric {', '.join(unknown)}" if unknown else "no metric named"
        raise ValueError(f"{what}: name some of {', '.join(METRICS)}")
    return names


@dataclass(frozen=True)
class Arms:
    base: list[Result]
    test: list[Result]
    elsewhere: int  # results of neither value of the key
    filtered: int  # results that --where left out


def split_arms(
    results: Sequence[Result],
    key: str,
    base: str,
    test: str,
    where: Mapping[str, Collection[str]] | None = None,
) -> Arms:
    """The results of each arm. A result's value is its metadata value, else the segment
    label the worker counted it under (sanitised, or `other` once folded), as --where
    matches; the metadata value decides when both name an arm."""
    keep = ScoreFilter(where or {})
    arms: dict[str, list[Result]] = {base: [], test: []}
    elsewhere = filtered = 0
    for result in results:
        if intermediate_hop(result):  # a trace is compared by its final-context span
            continue
        if not keep(result):
            filtered += 1
            continue
        value = segment_value(result.get("metadata"), key)
        if value not in arms:
            value = segment_label(result, key)
        if value in arms:
            arms[value].append(result)
        else:
            elsewhere += 1
    return Arms(arms[base], arms[test], elsewhere, filtered)


def pair_key(result: Result, pair_by: str) -> str | None:
    if pair_by == TASK:
        task = result.get("task")
        return task if isinstance(task, str) else None
    value = segment_value(result.get("metadata"), pair_by)
    return None if value == segment_value({}, pair_by) else value


@dataclass(frozen=True)
class Pairing:
    by: str  # "task" or the metadata key
    paired: bool
    shared: int  # pair keys in both arms
    base_matched: int  # events with a partner in the other arm
    test_matched: int
    reason: str


def plan_pairing(
    base: Sequence[Result], test: Sequence[Result], by: str, unpaired: bool
) -> Pairing:
    """Whether to pair, decided on the keys alone (never on the figures)."""
    base_keys = [pair_key(r, by) for r in base]
    test_keys = [pair_key(r, by) for r in test]
    shared = (set(base_keys) & set(test_keys)) - {None}
    matched_b = sum(k in shared for k in base_keys)
    matched_t = sum(k in shared for k in test_keys)
    what = "tasks" if by == TASK else f"values of {by}"
    if unpaired:
        return Pairing(by, False, len(shared), matched_b, matched_t, "unpaired (--unpaired)")
    enough = len(shared) >= 2 and min(matched_b / len(base), matched_t / len(test)) >= PAIRED_SHARE
    if enough:
        reason = f"paired by {by}: {len(shared)} {what} in both arms"
        left = (len(base) - matched_b, len(test) - matched_t)
        if any(left):
            reason += f" ({left[0]} base and {left[1]} test events without a partner left out)"
        return Pairing(by, True, len(shared), matched_b, matched_t, reason)
    reason = (
        f"unpaired: {len(shared)} {what} in both arms, covering {matched_b} of {len(base)} base "
        f"and {matched_t} of {len(test)} test events (pairing needs {PAIRED_SHARE:.0%} of each)"
    )
    return Pairing(by, False, len(shared), matched_b, matched_t, reason)


@dataclass(frozen=True)
class MetricResult:
    metric: Metric
    n_base: int  # events with a value (paired: the events of the pairs)
    n_test: int
    pairs: int | None  # paired: the pairs compared
    base_mean: float | None
    test_mean: float | None
    interval: stats.Interval | None  # test - base
    verdict: str  # better | worse | within noise | not enough data
    needed: int | None  # events (pairs) per arm to detect --min-effect


def verdict(interval: stats.Interval, higher_is_better: bool) -> str:
    if not interval.excludes_zero():
        return "within noise"
    return "better" if (interval.low > 0) == higher_is_better else "worse"


def _by_key(results: Sequence[Result], metric: Metric, by: str) -> dict[str, list[float]]:
    groups: dict[str, list[float]] = defaultdict(list)
    for result in results:
        key, value = pair_key(result, by), metric.value(result)
        if key is not None and value is not None:
            groups[key].append(value)
    return groups


def _paired(
    metric: Metric, base: Sequence[Result], test: Sequence[Result], by: str, effect: float
) -> MetricResult:
    # A task repeated within an arm counts once, as its mean: a pair is one task.
    b, t = _by_key(base, metric, by), _by_key(test, metric, by)
    keys = sorted(b.keys() & t.keys())
    b_means, t_means = [fmean(b[k]) for k in keys], [fmean(t[k]) for k in keys]
    n_b, n_t = sum(len(b[k]) for k in keys), sum(len(t[k]) for k in keys)
    if len(keys) < 2:
        return MetricResult(metric, n_b, n_t, len(keys), None, None, None, "not enough data", None)
    differences = [y - x for x, y in zip(b_means, t_means, strict=True)]
    interval = stats.paired_t(differences).within(-1.0, 1.0)  # scores lie in [0, 1]
    needed = stats.needed_per_arm(variance(differences), effect)
    found = verdict(interval, metric.higher_is_better)
    return MetricResult(
        metric, n_b, n_t, len(keys), fmean(b_means), fmean(t_means), interval, found, needed
    )


def _unpaired(
    metric: Metric, base: Sequence[Result], test: Sequence[Result], effect: float
) -> MetricResult:
    b = [v for v in map(metric.value, base) if v is not None]
    t = [v for v in map(metric.value, test) if v is not None]
    if len(b) < 2 or len(t) < 2:
        mean_b, mean_t = (fmean(b) if b else None), (fmean(t) if t else None)
        return MetricResult(
            metric, len(b), len(t), None, mean_b, mean_t, None, "not enough data", None
        )
    if metric.share:
        interval = stats.newcombe(round(sum(b)), len(b), round(sum(t)), len(t))
        spread = pvariance(b) + pvariance(t)  # p(1 - p) + q(1 - q)
    else:
        interval = stats.welch(b, t).within(-1.0, 1.0)  # scores lie in [0, 1]
        spread = variance(b) + variance(t)
    needed = stats.needed_per_arm(spread, effect)
    found = verdict(interval, metric.higher_is_better)
    return MetricResult(metric, len(b), len(t), None, fmean(b), fmean(t), interval, found, needed)


@dataclass(frozen=True)
class Comparison:
    key: str
    base: str
    test: str
    where: dict[str, list[str]]
    arms: Arms
    pairing: Pairing
    min_effect: float
    metrics: list[MetricResult]
    fail_on: list[str]
    failed: list[str]  # gated metrics on which the test arm is significantly worse
    corrected: dict[str, stats.Corrected] | None = None  # arm -> PPI recall
    labelled: Labelled | None = None
    notes: list[str] = field(default_factory=list)


def compare(
    results: Sequence[Result],
    key: str,
    base: str,
    test: str,
    *,
    where: Mapping[str, Collection[str]] | None = None,
    pair_by: str = TASK,
    unpaired: bool = False,
    min_effect: float = 0.05,
    fail_on: Sequence[str] = (),
    labelled: Labelled | None = None,
    notes: Sequence[str] = (),
) -> Comparison:
    """Compare the arms on every metric; BadInput when an arm has fewer than 2 events,
    the arms are the same value, or a gated metric cannot be tested."""
    if base == test:
        raise BadInput(f"--base and --test are both {base!r}: nothing to compare")
    arms = split_arms(results, key, base, test, where)
    for name, arm, value in (("base", arms.base, base), ("test", arms.test, test)):
        if len(arm) < 2:
            raise BadInput(
                f"the {name} arm ({key}={value}) has {len(arm)} events; a comparison needs 2 "
                f"or more in each ({len(results)} results read, {arms.filtered} left out by "
                f"--where, {arms.elsewhere} of other values of {key})"
            )
    pairing = plan_pairing(arms.base, arms.test, pair_by, unpaired)
    found = [
        _paired(m, arms.base, arms.test, pair_by, min_effect)
        if pairing.paired
        else _unpaired(m, arms.base, arms.test, min_effect)
        for m in METRICS.values()
    ]
    untestable = [r.metric.name for r in found if r.interval is None and r.metric.name in fail_on]
    if untestable:
        raise BadInput(
            f"cannot gate on {', '.join(untestable)}: fewer than 2 "
            f"{'pairs' if pairing.paired else 'events'} with a value in an arm"
        )
    failed = [r.metric.name for r in found if r.metric.name in fail_on and r.verdict == "worse"]
    corrected = None
    if labelled is not None:
        corrected = {
            arm: stats.ppi_mean([r["recall"] for r in rows], labelled.judged, labelled.truth)
            for arm, rows in ((base, arms.base), (test, arms.test))
        }
    return Comparison(
        key,
        base,
        test,
        {k: sorted(v) for k, v in (where or {}).items()},
        arms,
        pairing,
        min_effect,
        found,
        list(fail_on),
        failed,
        corrected,
        labelled,
        list(notes),
    )


def _interval_json(interval: stats.Interval | None) -> dict[str, Any] | None:
    if interval is None:
        return None
    return {
        "estimate": interval.estimate,
        "low": interval.low,
        "high": interval.high,
        "method": interval.method,
        "df": interval.df,
    }


def comparison_json(c: Comparison) -> dict[str, Any]:
    document: dict[str, Any] = {
        "key": c.key,
        "base": c.base,
        "test": c.test,
        "where": c.where,
        "events": {"base": len(c.arms.base), "test": len(c.arms.test)},
        "left_out": {"where": c.arms.filtered, "other_values": c.arms.elsewhere},
        "paired": c.pairing.paired,
        "pair_by": c.pairing.by,
        "shared_keys": c.pairing.shared,
        "design": c.pairing.reason,
        "confidence": stats.CONFIDENCE,
        "power": stats.POWER,
        "min_effect": c.min_effect,
        "metrics": [
            {
                "metric": r.metric.name,
                "higher_is_better": r.metric.higher_is_better,
                "test": None if r.interval is None else r.interval.method,
                "n_base": r.n_base,
                "n_test": r.n_test,
                "pairs": r.pairs,
                "base_mean": r.base_mean,
                "test_mean": r.test_mean,
                "difference": None if r.interval is None else r.interval.estimate,
                "low": None if r.interval is None else r.interval.low,
                "high": None if r.interval is None else r.interval.high,
                "verdict": r.verdict,
                "needed_per_arm": r.needed,
                "gated": r.metric.name in c.fail_on,
            }
            for r in c.metrics
        ],
        "fail_on": c.fail_on,
        "failed": c.failed,
        "notes": c.notes,
    }
    if c.corrected is not None and c.labelled is not None:
        document["corrected_recall"] = {
            "labelled": len(c.labelled.judged),
            "unused_labels": c.labelled.unused,
            "arms": {
                arm: {
                    "judge": _interval_json(found.raw),
                    "corrected": _interval_json(found.corrected),
                    "judge_error": found.error,
                }
                for arm, found in c.corrected.items()
            },
        }
    return document


# The tables


def figure(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value:+.3f}" if signed else f"{value:.3f}"


def interval_text(interval: stats.Interval | None, signed: bool = False) -> str:
    if interval is None:
        return "-"
    return f"[{figure(interval.low, signed)}, {figure(interval.high, signed)}]"


_STYLES = {"better": "green", "worse": "bold red"}


def comparison_tables(c: Comparison) -> list[Table]:
    title = f"{c.key}: {c.test} (test) vs {c.base} (base)"
    if c.where:
        title += " where " + ", ".join(f"{k}={'|'.join(v)}" for k, v in c.where.items())
    unit = "pairs" if c.pairing.paired else "events"
    caption = [
        c.pairing.reason,
        f"needed per arm: {unit} to detect a difference of {c.min_effect:g} at "
        f"{stats.CONFIDENCE:.0%} confidence and {stats.POWER:.0%} power",
    ]
    if c.fail_on:
        gate = "failed on " + ", ".join(c.failed) if c.failed else "passed"
        caption.append(f"gate ({', '.join(c.fail_on)}): {gate}")
    table = Table(title=Text(printable(title)), caption=Text("\n".join(caption + c.notes)))
    for name in ("metric", "base", "test", "test - base", "95 % interval", "verdict", "method"):
        table.add_column(
            name, justify="left" if name in ("metric", "verdict", "method") else "right"
        )
    table.add_column("n", justify="right")
    table.add_column("needed per arm", justify="right")
    for r in c.metrics:
        n = f"{r.pairs} pairs" if r.pairs is not None else f"{r.n_base} / {r.n_test}"
        gated = " *" if r.metric.name in c.fail_on else ""
        table.add_row(
            r.metric.label + gated,
            figure(r.base_mean),
            figure(r.test_mean),
            figure(None if r.interval is None else r.interval.estimate, signed=True),
            interval_text(r.interval, signed=True),
            Text(r.verdict, style=_STYLES.get(r.verdict, "")),
            "-" if r.interval is None else r.interval.method,
            n,
            "-" if r.needed is None else f"{r.needed:,}",
        )
    tables = [table]
    if c.corrected is not None and c.labelled is not None:
        tables.append(corrected_table(c.corrected, len(c.labelled.judged)))
    return tables


def corrected_table(corrected: Mapping[str, stats.Corrected], labelled: int) -> Table:
    error = next(iter(corrected.values())).error
    table = Table(
        title=f"Bias-corrected recall (PPI, {labelled} labelled events)",
        caption=f"the judge's mean error on the labelled events (judge - truth): {error:+.3f}",
    )
    for name in ("arm", "events", "judge recall", "95 % interval", "corrected", "95 % interval"):
        table.add_column(name, justify="left" if name == "arm" else "right")
    for arm, found in corrected.items():
        table.add_row(
            Text(printable(arm)),
            str(found.raw.n),
            figure(found.raw.estimate),
            interval_text(found.raw),
            figure(found.corrected.estimate),
            interval_text(found.corrected),
        )
    return table
