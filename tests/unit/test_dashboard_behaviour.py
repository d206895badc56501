"""What the dashboards' panels show, beyond their queries: stats read the value now and say
so when there is none, bands and axes fit the figures they draw, colours follow the
rules' thresholds, variables that filter something, units and descriptions that say
what the metric counts; and, evaluated by promtool, no stat shows NaN for an empty window.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana import judge_queries as jq
from grafana.dashboards import (
    CHANGE_UID,
    JUDGE_UID,
    OPERATIONS_UID,
    QUALITY_UID,
    UIDS,
    dashboards,
    fill,
    rules_config,
    to_json,
)
from tests.support.dashboards import CONFIG, KEYS, RULES_FILE, VALUES, boards_by_uid
from tests.support.tools import tool


def _panels(panels: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for panel in panels:
        yield panel
        yield from _panels(panel.get("panels", []))


def _panel(uid: str, title: str, keys: list[str] = KEYS) -> dict[str, Any]:
    [found] = [p for p in _panels(boards_by_uid(keys)[uid]["panels"]) if p["title"] == title]
    return found


def _stats(keys: list[str] = KEYS) -> Iterator[tuple[str, dict[str, Any]]]:
    for uid, board in boards_by_uid(keys).items():
        for panel in _panels(board["panels"]):
            if panel["type"] == "stat":
                yield uid, panel


def _steps(panel: dict[str, Any]) -> list[tuple[float | None, str]]:
    steps = panel["fieldConfig"]["defaults"]["thresholds"]["steps"]
    return [(s["value"], s["color"]) for s in steps]


# --- stats: the value now, or a word that there is none ------------------------------------


@pytest.mark.parametrize("keys", [KEYS, ["env", "feature_flag", "tenant"]])
def test_every_stat_shows_the_value_now_or_says_there_is_none(keys: list[str]) -> None:
    """A range query reduced to its last non-null value shows, once the window empties
    (0/0 = NaN, skipped) or a series goes (a judge, a version), a figure from earlier in
    the range as if current. Every stat queries the instant alone, so there is nothing
    older to fall back on, draws no sparkline, and names what an empty result means."""
    stats = list(_stats(keys))
    assert len(stats) >= 30
    for uid, panel in stats:
        where = (uid, panel["title"])
        for target in panel["targets"]:
            assert target["instant"] is True and target["range"] is False, where
        assert panel["options"]["graphMode"] == "none", where
        no_value = panel["fieldConfig"]["defaults"].get("noValue")
        assert isinstance(no_value, str) and no_value.strip(), where


def test_the_stats_the_review_named_are_instant() -> None:
    named = [
        (QUALITY_UID, "Mean Recall"),
        (QUALITY_UID, "Mean nDCG"),
        (CHANGE_UID, "Recall: base vs test"),
        (CHANGE_UID, "Recall: test - base"),
        (CHANGE_UID, "Recall: events needed per arm"),
        (JUDGE_UID, "Canary citation F1, last 1h"),
        (JUDGE_UID, "Cohen's κ, last 1h"),
        (JUDGE_UID, "Identical supporting documents, last 1h"),
        (JUDGE_UID, "Rechecks, last 1h"),
        (OPERATIONS_UID, "Versions"),
    ]
    for uid, title in named:
        [target] = _panel(uid, title)["targets"][:1]
        assert target["instant"] is True, title
    assert _panel(QUALITY_UID, "Mean Recall")["fieldConfig"]["defaults"]["noValue"] == "no events"


def _empty_window_series() -> list[dict[str, str]]:
    """Two workers that scored, judged, rechecked and looked up the cache for 10 minutes,
    then nothing for 70: at 80m every window the stats read (15m, the judge's 1h, the
    30m range) holds no event, though every series is still there."""
    series = []
    busy, idle = "0+1x10", "10x70"
    for instance in ("w1", "w2"):
        worker = f'job="seer-stream",instance="{instance}"'
        judge = f'{worker},evaluator="llm",model="m",prompt_version="v1"'
        segment = f'{worker},env="prod",feature_flag="retrieval-v1"'
        counters = [
            *(
                f"seer_segment_{name}_total{{{segment}}}"
                for name in (
                    "received",
                    "events",
                    "ndcg_events",
                    "incomplete_events",
                    "bloated_events",
                    *(
                        f"{m}_{s}"
                        for m in ("recall", "precision", "f1", "ndcg")
                        for s in ("sum", "sum_squares")
                    ),
                )
            ),
            *(
                f"seer_{name}_total{{{judge}}}"
                for name in (
                    "canary_events",
                    "canary_failed",
                    "canary_recall_sum",
                    "canary_true_recall_sum",
                    "canary_recall_error_sum_squares",
                    "canary_f1_sum",
                    "canary_f1_sum_squares",
                    "canary_true_positives",
                    "canary_false_positives",
                    "canary_false_negatives",
                    "recheck_events",
                    "recheck_identical",
                    "recheck_recall_abs_diff_sum",
                )
            ),
            *(
                f'seer_recheck_passages_total{{{judge},first="{a}",second="{b}"}}'
                for a in ("supported", "unsupported")
                for b in ("supported", "unsupported")
            ),
            f'seer_events_total{{{worker},outcome="evaluated"}}',
            f"seer_llm_cache_hits_total{{{worker}}}",
            f"seer_llm_cache_misses_total{{{worker}}}",
            f'seer_llm_cost_usd_total{{{worker},model="m"}}',
        ]
        series += [{"series": c, "values": f"{busy} {idle}"} for c in counters]
        series += [
            {"series": f"seer_evaluator_info{{{judge}}}", "values": "1x80"},
            {"series": f'seer_build_info{{{worker},version="1.0"}}', "values": "1x80"},
            {"series": f"up{{{worker}}}", "values": "1x80"},
        ]
    return series


@pytest.mark.integration
def test_no_stat_shows_nan_when_its_window_is_empty(tmp_path: Path) -> None:
    """Evaluated by promtool over the project's rules, 70 minutes after the last event:
    every stat's query gives a number or nothing (the panel's noValue), never NaN (0/0),
    which Grafana shows as "NaN" at best and, reduced over a range, as an old figure."""
    assert rules_config().judge.window == "1h"
    values = {**VALUES, "env": "prod", "feature_flag": ".*", "base": "retrieval-v1"}
    values |= {"test": "retrieval-v1", "__range": "30m", "window": "15m"}
    cases = []
    for _, panel in _stats():
        for target in panel["targets"]:
            expr = fill(target["expr"], values)
            # NaN != NaN: the comparison keeps exactly the NaN samples
            cases.append(
                {
                    "expr": f"absent(({expr}) != ({expr}))",
                    "eval_time": "80m",
                    "exp_samples": [{"labels": "{}", "value": 1}],
                }
            )
    test = {
        "rule_files": [str(RULES_FILE)],
        "evaluation_interval": "1m",
        "tests": [
            {"interval": "1m", "input_series": _empty_window_series(), "promql_expr_test": cases}
        ],
    }
    path = tmp_path / "empty.test.yaml"
    path.write_text(yaml.safe_dump(test, sort_keys=False, width=10_000), encoding="utf-8")
    done = subprocess.run(
        [tool("promtool"), "test", "rules", str(path)], capture_output=True, text=True, timeout=120
    )
    nan = re.findall(r'expr: "absent\(\((.{0,120})', done.stdout)
    assert done.returncode == 0, "NaN:\n" + "\n".join(nan) + "\n" + done.stdout[-3_000:]


# --- axes, bands and legends ----------------------------------------------------------------


@pytest.mark.parametrize(
    "title", ["Corrected vs raw recall per segment", "Corrected recall: 95 % interval per segment"]
)
def test_corrected_recall_is_not_clipped_by_its_axis(title: str) -> None:
    """Corrected recall may leave [0, 1] (docs/metrics.md): hard limits would cut it off."""
    defaults = _panel(JUDGE_UID, title)["fieldConfig"]["defaults"]
    assert "min" not in defaults and "max" not in defaults
    assert (defaults["custom"]["axisSoftMin"], defaults["custom"]["axisSoftMax"]) == (0, 1)


@pytest.mark.parametrize("uid", sorted(UIDS))
def test_overrides_by_name_name_a_series_the_panel_has(uid: str) -> None:
    """A name override (and a band's fillBelowTo) matches one fixed legend: a templated
    legend names a series per label value, which no fixed name can follow."""
    for panel in _panels(boards_by_uid()[uid]["panels"]):
        legends = {t.get("legendFormat") for t in panel.get("targets", [])}
        static = {str(legend) for legend in legends if legend and "{{" not in legend}
        for override in panel.get("fieldConfig", {}).get("overrides", []):
            if override["matcher"]["id"] == "byName":
                assert override["matcher"]["options"] in static, (uid, panel["title"])
            for prop in override["properties"]:
                if prop["id"] == "custom.fillBelowTo":
                    assert prop["value"] in static, (uid, panel["title"])


def test_recall_bias_names_each_judge() -> None:
    """Several judges (evaluator, model, prompt version): each its own bias and bounds."""
    panel = _panel(JUDGE_UID, "Judge recall bias on the canary")
    legends = [t["legendFormat"] for t in panel["targets"]]
    assert len(set(legends)) == len(legends)
    for legend in legends:
        assert jq.JUDGE_LEGEND in legend, legend


# --- colours from the rules' thresholds -----------------------------------------------------


def _quality_steps(config: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    boards: dict[str | None, dict[str, Any]] = {
        b.uid: to_json(b) for b in dashboards(KEYS, rules=rules_config(path))
    }
    found: dict[str, Any] = {}
    for uid in (QUALITY_UID, CHANGE_UID):
        for panel in _panels(boards[uid]["panels"]):
            if panel["type"] == "stat" and "thresholds" in panel["fieldConfig"]["defaults"]:
                found[panel["title"]] = panel
    return found


def test_quality_colours_follow_the_rules_thresholds(tmp_path: Path) -> None:
    """Red below the line the alerts page at (thresholds.recall, thresholds.precision),
    moved by the config the dashboards are built from."""
    thresholds = CONFIG["thresholds"]
    default = _quality_steps(CONFIG, tmp_path)
    for title in ("Mean Recall", "Recall: base vs test"):
        assert _steps(default[title])[:2] == [(None, "red"), (thresholds["recall"], "yellow")]
    for title in ("Mean Precision", "Precision: base vs test"):
        steps = _steps(default[title])
        assert steps[:2] == [(None, "red"), (thresholds["precision"], "yellow")]
    tuned = {**CONFIG, "thresholds": {**thresholds, "recall": 0.9, "precision": 0.2}}
    moved = _quality_steps(tuned, tmp_path)
    for title, line in [
        ("Mean Recall", 0.9),
        ("Recall: base vs test", 0.9),
        ("Mean Precision", 0.2),
        ("Precision: base vs test", 0.2),
    ]:
        steps = _steps(moved[title])
        assert steps[1] == (line, "yellow"), title
        green, colour = steps[2]
        assert colour == "green" and green is not None and line < green <= 1, title
    assert _steps(moved["Mean F1"]) == _steps(default["Mean F1"])  # no absolute F1 line


def test_recall_stat_names_the_high_priority_line() -> None:
    description = _panel(QUALITY_UID, "Mean Recall")["description"]
    line = CONFIG["thresholds"]["recall_high_priority"]
    assert f"below {line:g}" in description
    for key, value in CONFIG["high_priority"].items():
        assert f'{key}="{value}"' in description


# --- operations: units and what the metrics count -------------------------------------------


def test_time_waiting_for_rate_limits_counts_requests() -> None:
    """Seconds waited per second is a number of requests waiting, not a duration."""
    panel = _panel(OPERATIONS_UID, "Time waiting for rate limits")
    defaults = panel["fieldConfig"]["defaults"]
    assert defaults["unit"] == "short"
    assert defaults["custom"]["axisLabel"] == "requests waiting"
    assert "requests waiting" in panel["description"]


def test_events_and_lag_count_settled_records() -> None:
    """seer_events_total counts records settled (result or dead letter acknowledged), and
    seer_consumer_lag the records not settled yet (docs/metrics.md)."""
    events = _panel(OPERATIONS_UID, "Events in and out")
    assert "settled" in events["description"] and "consumed" not in events["description"]
    assert "consumed" not in [t["legendFormat"] for t in events["targets"]]
    lag = _panel(OPERATIONS_UID, "Consumer lag")["description"]
    assert "not settled yet" in lag and "in flight" in lag and "consumed" not in lag


def test_no_fallback_series_has_a_blank_legend() -> None:
    """`or on() vector(0)` adds a label-free series: a legend of labels names it blank."""
    for uid, board in boards_by_uid().items():
        for panel in _panels(board["panels"]):
            for target in panel.get("targets", []):
                if "vector(0)" in target["expr"].replace("or vector(0))", ""):
                    assert "{{" not in target["legendFormat"], (uid, panel["title"])


# --- quality: the precision tail ------------------------------------------------------------


def test_precision_tail_bars_are_buckets_not_cumulative_counts() -> None:
    """In heatmap format Grafana takes each bucket less the one below it: a bar counts
    (previous le, le], not every event at most le."""
    panel = _panel(QUALITY_UID, "Precision long tail over the time range")
    [target] = panel["targets"]
    if target.get("format") == "heatmap":
        assert "≤" not in target["legendFormat"]
        assert "above the bound of the bar before" in panel["description"]
    else:
        assert target["legendFormat"] == "≤ {{le}}"


# --- change testing: variables that filter --------------------------------------------------


@pytest.mark.parametrize("keys", [KEYS, ["env", "feature_flag", "tenant"]])
def test_change_variables_filter_what_they_offer(keys: list[str]) -> None:
    """The compared key is pinned to $base and $test in every query: a variable of its own
    would filter nothing. Base and test offer the values the other keys' choice has."""
    board = boards_by_uid(keys)[CHANGE_UID]
    variables = {v["name"]: v for v in board["templating"]["list"]}
    assert "feature_flag" not in variables
    others = [k for k in keys if k != "feature_flag"]
    assert all(k in variables for k in others)
    selector = ", ".join(['job="seer-stream"', *(f'{k}=~"${k}"' for k in others)])
    for name in ("base", "test"):
        assert variables[name]["query"] == (
            f"label_values(seer_segment_events_total{{{selector}}}, feature_flag)"
        )


def test_change_variables_with_the_compared_key_alone() -> None:
    board: dict[str, Any] = to_json(dashboards(["feature_flag"])[1])
    variables = {v["name"]: v for v in board["templating"]["list"]}
    assert variables["base"]["query"] == (
        'label_values(seer_segment_events_total{job="seer-stream"}, feature_flag)'
    )
    assert "feature_flag" not in variables


def test_the_quality_thresholds_are_required(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    config = {k: v for k, v in CONFIG.items() if k != "thresholds"}
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    with pytest.raises(ValueError, match="`thresholds` needs recall, precision"):
        rules_config(path)
    config["thresholds"] = {**CONFIG["thresholds"], "precision": 1.5}
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    with pytest.raises(ValueError, match=r"thresholds\.precision must be between 0 and 1"):
        rules_config(path)


def test_the_workers_row_selects_the_rules_job(tmp_path: Path) -> None:
    """The Workers row read job="seer-stream" whatever config.yaml's `job` said: a
    deployment that renamed its scrape job (and so its rules) saw no workers there."""
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump({**CONFIG, "job": "seer-prod"}), encoding="utf-8")
    boards: dict[str | None, dict[str, Any]] = {
        b.uid: to_json(b) for b in dashboards(KEYS, rules=rules_config(path))
    }
    board = boards[OPERATIONS_UID]
    titles = ("Workers up", "Worker CPU", "Worker memory", "Versions")
    queries = [
        target["expr"]
        for panel in _panels(board["panels"])
        if panel["title"] in titles
        for target in panel["targets"]
    ]
    assert len(queries) == 5
    assert all('job="seer-prod"' in query for query in queries), queries
    assert not any("seer-stream" in query for query in queries)
