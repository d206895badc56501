"""One typed function per panel of the seer-stream dashboards; queries come from queries.py.

Panels carry no position: dashboards.py lays them out. `z`, the quality `Lines` and the
scrape `job` of the histograms are the rules' (config.yaml).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from grafana_foundation_sdk.builders import bargauge, heatmap, stat, timeseries
from grafana_foundation_sdk.builders import dashboard as dashboard_builders
from grafana_foundation_sdk.models import common
from grafana_foundation_sdk.models import dashboard as model
from grafana_foundation_sdk.models import heatmap as heatmap_model

from grafana import queries as q
from grafana.blocks import (
    DATASOURCE,
    bar_panel,
    stat_panel,
    targets,
    thresholds,
    timeseries_panel,
    with_band,
    with_count_bars,
)
from grafana.queries import Metric, Share

Panel = stat.Panel | timeseries.Panel | heatmap.Panel | bargauge.Panel
NAMES: Final[dict[Metric, str]] = {
    "recall": "Recall",
    "precision": "Precision",
    "f1": "F1",
    "ndcg": "nDCG",
}
# (yellow from, green from) of the metrics no alert draws an absolute line for (their
# alerts are drops against a baseline).
GOOD: Final[dict[Metric, tuple[float, float]]] = {"f1": (0.5, 0.7), "ndcg": (0.6, 0.8)}
# Green this far above the alerts' line for recall and precision: clear of it, not just over.
MARGIN: Final[dict[Metric, float]] = {"recall": 0.1, "precision": 0.15}
MEANING: Final[dict[Metric, str]] = {
    "recall": "share of the task's requirements that the context supports",
    "precision": "share of the context's documents that support a requirement",
    "f1": "harmonic mean of recall and precision",
    "ndcg": "how early the supporting passages come (events with a ranking and support)",
}
SHARE_NAMES: Final[dict[Share, str]] = {
    "incomplete": "Events with missing requirements",
    "bloated": "Context bloat",
}
SHARE_MEANING: Final[dict[Share, str]] = {
    "incomplete": "events whose context leaves a requirement unsupported (recall < 1)",
    "bloated": "events whose precision is below the bloat threshold (SEER_BLOAT_THRESHOLD,"
    " 0.35 by default): most passages support nothing",
}
POOLED: Final = (
    " Several segments are pooled exactly: their recorded counts, sums and sums of squares"
    " are added up, and the figures computed from them as the recording rules do."
)


@dataclass(frozen=True)
class Lines:
    """The alert rules' quality thresholds (config.yaml `thresholds`, `high_priority`):
    the recall and precision stats turn red below them."""

    recall: float = 0.85
    precision: float = 0.35
    recall_high_priority: float = 1.0
    high_priority: Mapping[str, str] = field(default_factory=lambda: {"env": "prod"})

    def __post_init__(self) -> None:
        for name in ("recall", "precision", "recall_high_priority"):
            if not 0 <= getattr(self, name) <= 1:
                raise ValueError(f"thresholds.{name} must be between 0 and 1")

    def steps(self, metric: Metric) -> tuple[float, float]:
        """(yellow from, green from) of a metric's stat."""
        if metric in ("recall", "precision"):
            line = self.recall if metric == "recall" else self.precision
            return line, min(line + MARGIN[metric], 1.0)
        return GOOD[metric]

    def selector(self) -> str:
        """The high-priority segments' matchers, e.g. `env="prod"`."""
        return ", ".join(f'{k}="{v}"' for k, v in self.high_priority.items())


def confidence(z: float) -> str:
    """The two-sided confidence level of ±z standard errors, e.g. "99 %" for 2.576."""
    return f"{100 * math.erf(z / math.sqrt(2)):.0f} %"


def _quality_thresholds(metric: Metric, lines: Lines) -> dashboard_builders.ThresholdsConfig:
    warn, good = lines.steps(metric)
    return thresholds((None, "red"), (warn, "yellow"), (good, "green"))


def _colours(metric: Metric, lines: Lines) -> str:
    """What the colours of a quality stat mean, and which alert draws the red line."""
    warn, good = lines.steps(metric)
    alert = {"recall": "SeerRecallLow", "precision": "SeerContextBloat"}.get(metric)
    if alert is None:
        return f" Red below {q.number(warn)}, green from {q.number(good)}."
    said = (
        f" Red below {q.number(warn)}, the line of {alert} (it fires for a segment whose"
        f" interval lies below it); green from {q.number(good)}."
    )
    if metric == "recall":
        said += (
            f" High-priority segments ({lines.selector()}) page below"
            f" {q.number(lines.recall_high_priority)} (SeerRecallBelowTargetHighPriority)."
        )
    return said


def _counted(metric: Metric) -> str:
    return "events with an nDCG" if metric == "ndcg" else "events"


# --- retrieval quality ----------------------------------------------------------------------


def quality_kpi(metric: Metric, keys: Sequence[str], lines: Lines) -> stat.Panel:
    return (
        stat_panel(
            f"Mean {NAMES[metric]}",
            f"Mean {metric} ({MEANING[metric]}) over the {_counted(metric)} of the chosen"
            f" segments in the last $window.{POOLED}{_colours(metric, lines)}",
            [(q.pooled_mean(metric, keys, guarded=True), NAMES[metric])],
            unit="percentunit",
            no_value=f"no {_counted(metric)}",
            decimals=1,
        )
        .min(0)
        .max(1)
        .thresholds(_quality_thresholds(metric, lines))
        .color_mode(common.BigValueColorMode.VALUE)
    )


def volume_kpi(keys: Sequence[str]) -> stat.Panel:
    return stat_panel(
        "Events",
        "Events scored in the chosen segments in the last $window.",
        [(q.pooled_count("events", keys), "events")],
        unit="short",
        no_value="no segments",
        decimals=0,
    )


def quality_trend(metric: Metric, keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        f"{NAMES[metric]} per segment",
        f"Mean {metric} over the last $window of each chosen segment, as recorded"
        f" (segment:seer_{metric}:mean_<window>).",
        [(q.per_segment(metric, keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


def share_trend(share: Share, keys: Sequence[str]) -> timeseries.Panel:
    return timeseries_panel(
        f"{SHARE_NAMES[share]} per segment",
        f"Share of {SHARE_MEANING[share]}, over the last $window of each chosen segment, as"
        f" recorded (segment:seer_{share}:ratio_<window>).",
        [(q.per_segment(share, keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


def share_band(share: Share, keys: Sequence[str], z: float) -> timeseries.Panel:
    panel = timeseries_panel(
        f"{SHARE_NAMES[share]}: chosen segments, {confidence(z)} interval",
        f"Share of {SHARE_MEANING[share]}, over the chosen segments' events in the last"
        f" $window, with the band of its Wilson interval, and the events behind it (right"
        f" axis).{POOLED}",
        [
            (q.pooled_share(share, keys), "share"),
            (q.pooled_share_bound(share, "lower", keys, z), "lower"),
            (q.pooled_share_bound(share, "upper", keys, z), "upper"),
            (q.pooled_count("events", keys), "events"),
        ],
        unit="percentunit",
    )
    return with_count_bars(with_band(panel, "share", "lower", "upper", "orange"), "events")


def precision_heatmap(keys: Sequence[str], job: str) -> heatmap.Panel:
    panel = (
        heatmap.Panel()
        .title("Precision per event over time")
        .description("Events per second by precision bucket, chosen segments.")
        .datasource(DATASOURCE)
        .calculate(False)
        .rows_frame(heatmap.RowsHeatmapOptions().layout(common.HeatmapCellLayout.LE))
        .y_axis(heatmap.YAxisConfig().unit("percentunit").decimals(1))
        .color(
            heatmap.HeatmapColorOptions()
            .mode(heatmap_model.HeatmapColorMode.SCHEME)
            .scheme("Oranges")
            .steps(64)
            .exponent(0.5)
        )
    )
    for target in targets(
        [(q.score_buckets_rate("precision", keys, job), "{{le}}")], heatmap_format=True
    ):
        panel = panel.with_target(target)
    return panel


def precision_tail(keys: Sequence[str], job: str) -> bargauge.Panel:
    return bar_panel(
        "Precision long tail over the time range",
        "Events by precision bucket over the dashboard's time range, chosen segments: the"
        " low buckets are context that is mostly noise. Each bar is one bucket, (…, le]:"
        " the events whose precision is above the bound of the bar before and at most its"
        " own (the first, 0, holds precision 0 alone), not every event up to le.",
        # heatmap format: Grafana orders the buckets and takes each less the one below
        (q.score_buckets_over_range("precision", keys, job), "(…, {{le}}]"),
        heatmap_format=True,
    ).thresholds(thresholds((None, "blue")))


def quality_band(metric: Metric, keys: Sequence[str], z: float) -> timeseries.Panel:
    counted = _counted(metric)
    panel = timeseries_panel(
        f"{NAMES[metric]} with its {confidence(z)} interval",
        f"Mean {metric} over the chosen segments' {counted} in the last $window, with the"
        f" band of its confidence interval (mean ± {q.number(z)}·s/√n), and the {counted}"
        f" behind it (right axis). A wide band is a thin window: do not read much into its"
        f" mean.{POOLED}",
        [
            (q.pooled_mean(metric, keys), "mean"),
            (q.pooled_bound(metric, "lower", keys, z), "lower"),
            (q.pooled_bound(metric, "upper", keys, z), "upper"),
            (q.pooled_count(q.count_of(metric), keys), counted),
        ],
        unit="percentunit",
    )
    return with_count_bars(with_band(panel, "mean", "lower", "upper", "blue"), counted)


def interval_width(metric: Metric, keys: Sequence[str], z: float) -> timeseries.Panel:
    return timeseries_panel(
        f"{NAMES[metric]} interval width per segment",
        f"Width of the {confidence(z)} interval of mean {metric} over the last $window of"
        " each chosen segment, as recorded: the segments whose window is too thin to judge.",
        [(q.interval_width(metric, keys), q.segment_legend(keys))],
        unit="percentunit",
        ratio=True,
    )


# --- change testing -------------------------------------------------------------------------


def change_volume(keys: Sequence[str], compare_key: str) -> stat.Panel:
    return stat_panel(
        "Events: base vs test",
        f"Events in the last $window with {compare_key} = $base and = $test, over the"
        " other chosen segment keys. Few events mean wide intervals.",
        [
            (q.change_events("base", keys, compare_key), "base: $base"),
            (q.change_events("test", keys, compare_key), "test: $test"),
        ],
        unit="short",
        no_value="no segments",
        decimals=0,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def change_side_by_side(
    metric: Metric, keys: Sequence[str], compare_key: str, lines: Lines
) -> stat.Panel:
    return (
        stat_panel(
            f"{NAMES[metric]}: base vs test",
            f"Mean {metric} in the last $window with {compare_key} = $base and = $test, each"
            f" pooled over the {_counted(metric)} of the other chosen segment keys.",
            [
                (q.change_mean(metric, "base", keys, compare_key), "base: $base"),
                (q.change_mean(metric, "test", keys, compare_key), "test: $test"),
            ],
            unit="percentunit",
            no_value=f"no {_counted(metric)}",
            decimals=1,
        )
        .min(0)
        .max(1)
        .thresholds(_quality_thresholds(metric, lines))
        .text_mode(common.BigValueTextMode.VALUE_AND_NAME)
    )


def change_delta(metric: Metric, keys: Sequence[str], compare_key: str) -> stat.Panel:
    return (
        stat_panel(
            f"{NAMES[metric]}: test - base",
            f"Difference of the mean {metric}, test minus base (in points of the 0-1 scale);"
            f" none while an arm has no {_counted(metric)} in the window.",
            [(q.change_delta(metric, keys, compare_key), "test - base")],
            unit="none",
            no_value=f"no {_counted(metric)}",
            decimals=3,
        )
        .thresholds(thresholds((None, "red"), (-0.01, "text"), (0.01, "green")))
        .color_mode(common.BigValueColorMode.VALUE)
    )


def change_verdict(metric: Metric, keys: Sequence[str], compare_key: str, z: float) -> stat.Panel:
    mappings: list[model.ValueMapping] = [
        model.ValueMap(
            options={
                "1": model.ValueMappingResult(text="better", color="green", index=0),
                "0": model.ValueMappingResult(text="within noise", color="text", index=1),
                "-1": model.ValueMappingResult(text="worse", color="red", index=2),
            }
        )
    ]
    return (
        stat_panel(
            f"{NAMES[metric]}: unpaired Welch test",
            f"Test against base, unpaired: the arms' counters hold sums, not events that could"
            " be paired by task, so each arm keeps its own variance (Welch's t = (test -"
            " base) / √(s²_test/n_test + s²_base/n_base), from the recorded sums and sums of"
            f" squares of each arm's pooled events). better / worse: |t| > {q.number(z)}"
            f" ({confidence(z)} two-sided, normal critical value); within noise: not, or an"
            f" arm with under 2 events; none: an arm without {_counted(metric)}."
            " `seer-stream compare` runs the same test on the scored results (and a paired"
            " one where the same tasks are in both arms).",
            [(q.change_verdict(metric, keys, compare_key, z), "verdict")],
            unit="none",
            no_value=f"no {_counted(metric)}",
            decimals=0,
        )
        .mappings(mappings)
        .color_mode(common.BigValueColorMode.VALUE)
    )


def change_needed(metric: Metric, keys: Sequence[str], compare_key: str, z: float) -> stat.Panel:
    return stat_panel(
        f"{NAMES[metric]}: events needed per arm",
        f"Events each arm needs for a difference of $min_effect in mean {metric} to come out"
        f" beyond the noise ({confidence(z)} two-sided) with 80 % power, from the arms'"
        " variances in the last $window: (z + 0.84)² · (s²_base + s²_test) / $min_effect²."
        " Compare with the events each arm has (the Evidence row). None while an arm has"
        " under 2 events: no variance to go by.",
        [(q.change_needed(metric, keys, compare_key, z, q.POWER_Z), "per arm")],
        unit="short",
        no_value="under 2 events per arm",
        decimals=0,
    )


def change_trend(
    metric: Metric, keys: Sequence[str], compare_key: str, z: float
) -> timeseries.Panel:
    queries: list[tuple[str, str]] = []
    for side in ("base", "test"):
        queries += [
            (q.change_mean(metric, side, keys, compare_key), side),
            (q.change_bound(metric, side, "lower", keys, compare_key, z), f"{side} lower"),
            (q.change_bound(metric, side, "upper", keys, compare_key, z), f"{side} upper"),
        ]
    panel = timeseries_panel(
        f"{NAMES[metric]} over time: base vs test",
        f"Mean {metric} over the last $window for base ($base) and test ($test), each with"
        f" the band of its {confidence(z)} interval: where the bands part, the difference is"
        " beyond the noise.",
        queries,
        unit="percentunit",
        ratio=True,
    )
    panel = with_band(panel, "base", "base lower", "base upper", "blue")
    return with_band(panel, "test", "test lower", "test upper", "orange")
