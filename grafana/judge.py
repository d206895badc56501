"""One typed function per panel of the Judge dashboard; queries come from judge_queries.py.

Panels carry no position: dashboards.py lays them out. `checks` holds the judge window and
the alert floors of the rules' config (deploy/prometheus/config.yaml), so that the
panels show the lines the alerts draw; `job` is the scrape job the rules select
(config.yaml `job`), that of every counter the panels read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from grafana_foundation_sdk.builders import stat, timeseries
from grafana_foundation_sdk.models import common

from grafana import judge_queries as jq
from grafana.blocks import stat_panel, thresholds, timeseries_panel, with_dashed_bounds
from grafana.panels import confidence
from grafana.queries import number, segment_legend


@dataclass(frozen=True)
class Checks:
    """What the Judge dashboard takes from the rules' `judge` config."""

    window: str = "1h"
    canary_f1_floor: float = 0.6
    kappa_floor: float = 0.8
    identical_floor: float = 0.7

    def __post_init__(self) -> None:
        for name in ("canary_f1_floor", "kappa_floor", "identical_floor"):
            if not 0 <= getattr(self, name) <= 1:
                raise ValueError(f"judge.{name} must be between 0 and 1")


J = jq.JUDGE_LEGEND
BOUNDS = "^(lower|upper) "  # the bounds' legends, one pair per judge


def _floored(panel: stat.Panel, floor: float) -> stat.Panel:
    return (
        panel.min(0)
        .max(1)
        .thresholds(thresholds((None, "red"), (floor, "green")))
        .color_mode(common.BigValueColorMode.VALUE)
    )


# --- the canary ----------------------------------------------------------------------------


def canary_f1(c: Checks) -> stat.Panel:
    return _floored(
        stat_panel(
            f"Canary citation F1, last {c.window}",
            f"Per judge (evaluator, model, prompt version): the mean citation F1 of its"
            f" verdicts on the labelled canary events (SEER_CANARY_FILE) over the last"
            f" {c.window}: 2TP / (2TP + FP + FN) per event, documents cited against the gold"
            " ones. Red below the floor of SeerJudgeCanaryBelowFloor"
            f" ({number(c.canary_f1_floor)}), which pages when the whole interval is below it.",
            [(jq.where_counted(jq.canary_f1("mean", c.window), jq.canary_events(c.window)), J)],
            unit="percentunit",
            no_value="no canary events",
            decimals=1,
        ),
        c.canary_f1_floor,
    )


def canary_f1_trend(c: Checks, z: float) -> timeseries.Panel:
    panel = timeseries_panel(
        f"Canary citation F1 with its {confidence(z)} interval",
        f"Mean citation F1 on canary events over the last {c.window}, per judge, with the"
        f" upper bound the alert reads, and the floor ({number(c.canary_f1_floor)}). A step"
        " down on a given minute: the model changed under the endpoint, or a prompt did.",
        [
            (jq.canary_f1("mean", c.window), f"{J}"),
            (jq.canary_f1("lower", c.window), f"lower {J}"),
            (jq.canary_f1("upper", c.window), f"upper {J}"),
            (f"vector({number(c.canary_f1_floor)})", "floor"),
        ],
        unit="percentunit",
        ratio=True,
    )
    return with_dashed_bounds(panel, BOUNDS)


def citations(job: str) -> stat.Panel:
    return stat_panel(
        "Canary citations over the time range",
        "The judge's citations on canary events over the dashboard's time range, pooled"
        " over events, per judge: precision (cited documents that are gold), recall (gold"
        " documents cited) and F1.",
        [
            (jq.citation("precision", job), f"precision {J}"),
            (jq.citation("recall", job), f"recall {J}"),
            (jq.citation("f1", job), f"F1 {J}"),
        ],
        unit="percentunit",
        no_value="no canary citations",
        decimals=1,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def canary_flow(job: str) -> timeseries.Panel:
    return timeseries_panel(
        "Canary events per minute",
        "Canary events judged, and those the evaluator failed on (counted, never"
        " dead-lettered), per minute and judge: SEER_CANARY_RATE when the judge keeps up.",
        [
            (jq.canary_per_minute("seer_canary_events_total", job), f"judged {J}"),
            (jq.canary_per_minute("seer_canary_failed_total", job), f"failed {J}"),
        ],
        unit="short",
    )


def recall_bias(c: Checks, z: float) -> timeseries.Panel:
    panel = timeseries_panel(
        "Judge recall bias on the canary",
        f"Per judge, its mean recall minus the labelled recall of the canary events over the"
        f" last {c.window}, with the bounds of its {confidence(z)} interval (dashed): above 0"
        " it sees support that is not there, below 0 it misses some. This is the correction"
        " applied to each segment's recall below.",
        [
            (jq.recall_bias(c.window), f"bias {J}"),
            (jq.recall_bias_bound("lower", c.window, z), f"lower {J}"),
            (jq.recall_bias_bound("upper", c.window, z), f"upper {J}"),
        ],
        unit="none",
    )
    return with_dashed_bounds(panel, BOUNDS)


# --- consistency ---------------------------------------------------------------------------


def kappa(c: Checks) -> stat.Panel:
    return _floored(
        stat_panel(
            f"Cohen's κ, last {c.window}",
            f"Agreement of the judge with itself on events judged twice (SEER_RECHECK_RATE)"
            f" over the last {c.window}: Cohen's κ on whether each passage supports the"
            " answer, 1 = the same verdicts, 0 = no better than chance. Red below the floor"
            f" of SeerJudgeInconsistent ({number(c.kappa_floor)}).",
            [(jq.where_counted(jq.kappa(c.window), jq.rechecks(c.window)), J)],
            unit="none",
            no_value="no rechecks",
            decimals=2,
        ),
        c.kappa_floor,
    )


def identical(c: Checks) -> stat.Panel:
    return _floored(
        stat_panel(
            f"Identical supporting documents, last {c.window}",
            "Share of rechecks whose second judgment cites exactly the same documents as"
            f" the first. Red below the floor of SeerJudgeInconsistent"
            f" ({number(c.identical_floor)}).",
            [(jq.where_counted(jq.identical_share(c.window), jq.rechecks(c.window)), J)],
            unit="percentunit",
            no_value="no rechecks",
            decimals=1,
        ),
        c.identical_floor,
    )


def consistency_trend(c: Checks) -> timeseries.Panel:
    return timeseries_panel(
        "Consistency over time",
        f"κ, the identical share and the mean |recall - recall again| over the last"
        f" {c.window}, per judge: a judge at temperature 0 that drifts here is served"
        " nondeterministically.",
        [
            (jq.kappa(c.window), f"κ {J}"),
            (jq.identical_share(c.window), f"identical {J}"),
            (jq.recall_abs_diff(c.window), f"|Δ recall| {J}"),
        ],
        unit="none",
    )


def recheck_volume(c: Checks) -> stat.Panel:
    return stat_panel(
        f"Rechecks, last {c.window}",
        f"Events judged twice over the last {c.window}, per judge: the evidence behind κ.",
        [(jq.rechecks(c.window), J)],
        unit="short",
        no_value="no rechecks",
        decimals=0,
    )


# --- bias-corrected recall -----------------------------------------------------------------


def corrected_vs_raw(keys: Sequence[str], c: Checks) -> timeseries.Panel:
    legend = f"{segment_legend(keys)} ({{{{model}}}})"
    return timeseries_panel(
        "Corrected vs raw recall per segment",
        f"Each chosen segment's mean recall over the last {c.window} as its judge reports"
        " it (raw), and corrected by that judge's bias on the canary (prediction-powered"
        " inference: the segment's mean less the judge's mean error on labelled events)."
        " Where they part, the raw figure is the judge's, not the retriever's.",
        [
            (jq.raw_recall(keys, c.window), f"raw {legend}"),
            (jq.corrected("mean", keys, c.window), f"corrected {legend}"),
        ],
        unit="percentunit",
        soft_ratio=True,  # corrected recall is not clipped to [0, 1]
    )


def corrected_interval(keys: Sequence[str], c: Checks, z: float) -> timeseries.Panel:
    legend = f"{segment_legend(keys)} ({{{{model}}}})"
    return timeseries_panel(
        f"Corrected recall: {confidence(z)} interval per segment",
        f"Bounds of the corrected recall: θ ± {number(z)}·√(s²_segment/N + s²_error/n), with"
        " the spread of both samples: the segment's N events and the judge's n canary"
        " events. Few canary events make it wide however busy the segment.",
        [
            (jq.corrected("lower", keys, c.window), f"lower {legend}"),
            (jq.corrected("upper", keys, c.window), f"upper {legend}"),
        ],
        unit="percentunit",
        soft_ratio=True,
    )


# --- cost ----------------------------------------------------------------------------------


def spend_per_segment(keys: Sequence[str], job: str) -> stat.Panel:
    return stat_panel(
        "Judge spend per segment over the time range",
        "The judge's estimated spend (seer_llm_cost_usd_total) over the dashboard's time"
        " range, shared out by each chosen segment's share of the events scored: the"
        " counters carry no tokens per segment, so cache hits and the judge's own checks"
        " are spread evenly.",
        [(jq.spend_per_segment(keys, job), segment_legend(keys))],
        unit="currencyUSD",
        no_value="no events",
        decimals=2,
    ).text_mode(common.BigValueTextMode.VALUE_AND_NAME)


def checks_share(job: str) -> stat.Panel:
    return stat_panel(
        "Judge calls spent on checking the judge",
        "Canary events and rechecks (judged or failed) as a share of the judgments sent to"
        " the judge over the time range (cache hits cost nothing): what SEER_CANARY_RATE and"
        " SEER_RECHECK_RATE add to the bill.",
        [(jq.checks_share(job), "checks")],
        unit="percentunit",
        no_value="no judgments",
        decimals=1,
    )
