"""The four seer-stream dashboards, assembled from panels.py, operations.py and judge.py with
their variables and layout.

`dashboards(segment_keys)` builds them for a deployment's SEER_SEGMENT_KEYS, with the z,
the windows, the quality thresholds and the scrape job of the Prometheus rules' config;
build.py writes them to grafana/dashboards/<uid>.json.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs
from grafana_foundation_sdk.builders import dashboard as builders
from grafana_foundation_sdk.cog.builder import Builder
from grafana_foundation_sdk.cog.encoder import JSONEncoder
from grafana_foundation_sdk.models import dashboard as model

from grafana import judge as jp
from grafana import operations as ops
from grafana import panels as p
from grafana.blocks import DATASOURCE
from grafana.queries import (
    COMPARE_KEY,
    DEFAULT_MIN_EFFECT,
    DEFAULT_SEGMENT_KEYS,
    JOB,
    METRICS,
    MIN_EFFECTS,
    SEGMENT_VALUES,
    SHARES,
    WINDOWS,
    segment_matchers,
    worker_series,
)
from grafana.queries import fill as fill
from grafana.queries import panel_queries as panel_queries

QUALITY_UID: Final = "seer-quality"
CHANGE_UID: Final = "seer-change"
OPERATIONS_UID: Final = "seer-operations"
JUDGE_UID: Final = "seer-judge"
UIDS: Final = (QUALITY_UID, CHANGE_UID, OPERATIONS_UID, JUDGE_UID)
TAG: Final = "seer-stream"
DEFAULT_WINDOW: Final = WINDOWS[0]

Placed = tuple[p.Panel, int, int]  # panel, width (of 24), height
Section = tuple[str, Sequence[Placed]]  # row title, its panels
Variable = Builder[model.VariableModel]
RULES_CONFIG: Final = Path(__file__).resolve().parent.parent / "deploy/prometheus/config.yaml"


# --- the rules' config ----------------------------------------------------------------------


@dataclass(frozen=True)
class Rules:
    """What the dashboards take from the recording rules' config (config.yaml)."""

    z: float  # intervals are mean ± z·s/√n and Wilson's, as the rules compute them
    windows: tuple[str, ...]  # the windows recorded: each dashboard window must be one
    judge: jp.Checks = field(default_factory=jp.Checks)  # judge window and alert floors
    lines: p.Lines = field(default_factory=p.Lines)  # where the quality stats turn red
    job: str = JOB  # the scrape job of the workers' own series, as the rules select it

    def __post_init__(self) -> None:
        if not (math.isfinite(self.z) and self.z > 0):
            raise ValueError(f"z must be a positive number, not {self.z}")
        missing = [w for w in WINDOWS if w not in self.windows]
        if missing:
            raise ValueError(f"the rules record no window {missing} (windows: {self.windows})")


def rules_config(path: Path = RULES_CONFIG) -> Rules:
    config = yaml.safe_load(path.read_text(encoding="utf-8"))
    try:
        rules = Rules(z=float(config["z"]), windows=tuple(str(w) for w in config["windows"]))
    except (KeyError, TypeError) as error:
        raise ValueError(f"{path}: needs a number `z` and a list `windows` ({error})") from error
    lines = _lines(config, path)
    job = config.get("job", JOB)
    if not (isinstance(job, str) and job):
        raise ValueError(f"{path}: `job` must be a scrape job's name")
    judge = config.get("judge")
    if judge is None:  # a config from before the judge's checks: their defaults
        return Rules(rules.z, rules.windows, lines=lines, job=job)
    try:
        checks = jp.Checks(
            window=str(judge["window"]),
            canary_f1_floor=float(judge["canary_f1_floor"]),
            kappa_floor=float(judge["kappa_floor"]),
            identical_floor=float(judge["identical_floor"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"{path}: `judge` needs its window and floors ({error})") from error
    return Rules(rules.z, rules.windows, checks, lines, job)


def _lines(config: dict[str, object], path: Path) -> p.Lines:
    """The quality alerts' thresholds (`thresholds`, `high_priority`)."""
    try:
        thresholds = config["thresholds"]
        high_priority = config.get("high_priority") or {}
        if not (isinstance(thresholds, dict) and isinstance(high_priority, dict)):
            raise TypeError("`thresholds` and `high_priority` must be mappings")
        return p.Lines(
            recall=float(thresholds["recall"]),
            precision=float(thresholds["precision"]),
            recall_high_priority=float(thresholds["recall_high_priority"]),
            high_priority={str(k): str(v) for k, v in high_priority.items()},
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(
            f"{path}: `thresholds` needs recall, precision and recall_high_priority ({error})"
        ) from error


# --- variables ------------------------------------------------------------------------------


def datasource_variable() -> builders.DatasourceVariable:
    return builders.DatasourceVariable("datasource").label("Data source").type("prometheus")


def segment_variable(key: str, job: str) -> builders.QueryVariable:
    """Values of one segment key among the job's workers; several or All (`.*`) may be
    chosen."""
    return (
        builders.QueryVariable(key)
        .label(key)
        .datasource(DATASOURCE)
        .query(f"label_values({worker_series(SEGMENT_VALUES, job)}, {key})")
        .refresh(model.VariableRefresh.ON_TIME_RANGE_CHANGED)
        .sort(model.VariableSort.ALPHABETICAL_ASC)
        .multi(True)
        .include_all(True)
        .all_value(".*")
        .current(model.VariableOption(selected=True, text=["All"], value=["$__all"]))
    )


def window_variable() -> builders.CustomVariable:
    options = [model.VariableOption(selected=w == DEFAULT_WINDOW, text=w, value=w) for w in WINDOWS]
    return (
        builders.CustomVariable("window")
        .label("window")
        .values(",".join(WINDOWS))
        .options(options)
        .current(model.VariableOption(selected=True, text=DEFAULT_WINDOW, value=DEFAULT_WINDOW))
    )


def compare_variable(
    name: str, key: str, others: Sequence[str], sort: model.VariableSort, job: str
) -> builders.QueryVariable:
    """One value of `key` to compare, among those of the job's segments the `others` keys'
    variables choose. Base sorts ascending and test descending, so that with two values or
    more they start on different ones."""
    series = worker_series(SEGMENT_VALUES, job, segment_matchers(others))
    return (
        builders.QueryVariable(name)
        .label(f"{name} {key}")
        .datasource(DATASOURCE)
        .query(f"label_values({series}, {key})")
        .refresh(model.VariableRefresh.ON_TIME_RANGE_CHANGED)
        .sort(sort)
        .multi(False)
        .include_all(False)
    )


def min_effect_variable() -> builders.CustomVariable:
    """The difference in a mean that change testing should detect (events needed)."""
    options = [
        model.VariableOption(selected=v == DEFAULT_MIN_EFFECT, text=v, value=v) for v in MIN_EFFECTS
    ]
    current = model.VariableOption(selected=True, text=DEFAULT_MIN_EFFECT, value=DEFAULT_MIN_EFFECT)
    return (
        builders.CustomVariable("min_effect")
        .label("difference to detect")
        .values(",".join(MIN_EFFECTS))
        .options(options)
        .current(current)
    )


def _segment_variables(keys: Sequence[str], job: str) -> list[Variable]:
    return [datasource_variable(), *(segment_variable(k, job) for k in keys)]


def _common_variables(keys: Sequence[str], job: str) -> list[Variable]:
    return [*_segment_variables(keys, job), window_variable()]


# --- assembly -------------------------------------------------------------------------------


def _dashboard(
    uid: str,
    title: str,
    description: str,
    variables: Sequence[Variable],
    sections: Sequence[Section],
) -> model.Dashboard:
    board = (
        builders.Dashboard(title)
        .uid(uid)
        .description(description)
        .tags([TAG])
        .editable()
        .time("now-6h", "now")
        .refresh("1m")
        .timezone("browser")
        .tooltip(model.DashboardCursorSync.CROSSHAIR)
        .link(
            builders.DashboardLink("seer-stream")
            .type(model.DashboardLinkType.DASHBOARDS)
            .tags([TAG])
            .as_dropdown(True)
            .include_vars(True)
            .keep_time(True)
        )
    )
    for variable in variables:
        board = board.with_variable(variable)
    next_id = 1
    for row_title, placed in sections:
        board = board.with_row(builders.Row(row_title).id(next_id))
        next_id += 1
        for panel, width, height in placed:
            board = board.with_panel(panel.id(next_id).span(width).height(height))
            next_id += 1
    return board.build()


def quality_dashboard(
    keys: Sequence[str], z: float, lines: p.Lines, job: str = JOB
) -> model.Dashboard:
    return _dashboard(
        QUALITY_UID,
        "seer-stream: retrieval quality",
        "Label-free retrieval quality per segment: recall, precision, F1 and nDCG over the"
        " last window, missing requirements, context bloat, and how sure the figures are."
        " Reads the recording rules of the chosen window; a selection of segments is pooled"
        " exactly.",
        _common_variables(keys, job),
        [
            (
                "Chosen segments: last $window",
                [
                    *((p.quality_kpi(m, keys, lines), 5, 5) for m in METRICS),
                    (p.volume_kpi(keys), 4, 5),
                ],
            ),
            ("Trends per segment", [(p.quality_trend(m, keys), 12, 8) for m in METRICS]),
            (
                "Missing requirements and context bloat",
                [
                    *((p.share_trend(s, keys), 12, 8) for s in SHARES),
                    *((p.share_band(s, keys, z), 12, 8) for s in SHARES),
                    (p.precision_heatmap(keys, job), 12, 9),
                    (p.precision_tail(keys, job), 12, 9),
                ],
            ),
            (
                "Confidence: where the window is thin",
                [
                    *((p.quality_band(m, keys, z), 12, 9) for m in METRICS),
                    (p.interval_width("recall", keys, z), 24, 8),
                ],
            ),
        ],
    )


def change_dashboard(
    keys: Sequence[str],
    z: float,
    compare_key: str = COMPARE_KEY,
    lines: p.Lines | None = None,
    job: str = JOB,
) -> model.Dashboard:
    if compare_key not in keys:
        raise ValueError(f"the compared key {compare_key!r} is not a segment key {list(keys)}")
    lines = lines or p.Lines()
    # Every query pins the compared key to $base or $test: a variable of its own would
    # filter nothing.
    others = [k for k in keys if k != compare_key]
    sections: list[Section] = [
        (
            "Evidence (unpaired: Welch's test over each arm's counters)",
            [(p.change_volume(keys, compare_key), 24, 4)],
        )
    ]
    for m in METRICS:
        sections.append(
            (
                p.NAMES[m],
                [
                    (p.change_side_by_side(m, keys, compare_key, lines), 6, 6),
                    (p.change_delta(m, keys, compare_key), 3, 6),
                    (p.change_verdict(m, keys, compare_key, z), 4, 6),
                    (p.change_needed(m, keys, compare_key, z), 3, 6),
                    (p.change_trend(m, keys, compare_key, z), 8, 6),
                ],
            )
        )
    return _dashboard(
        CHANGE_UID,
        "seer-stream: change testing",
        f"Two values of {compare_key} side by side (base and test) over the last window,"
        " their difference, and a verdict from Welch's unpaired t test over each arm's"
        " recorded counts, sums and sums of squares (the counters cannot pair events by"
        " task: `seer-stream compare` can, on the scored results), with the events each"
        " arm needs to detect the chosen difference.",
        [
            *_common_variables(others, job),
            compare_variable("base", compare_key, others, model.VariableSort.ALPHABETICAL_ASC, job),
            compare_variable(
                "test", compare_key, others, model.VariableSort.ALPHABETICAL_DESC, job
            ),
            min_effect_variable(),
        ],
        sections,
    )


def operations_dashboard(keys: Sequence[str], job: str = JOB) -> model.Dashboard:
    return _dashboard(
        OPERATIONS_UID,
        "seer-stream: operations",
        "Workers, throughput, lag, the oldest unscored event, dead letters and latency; each"
        " worker's CPU, memory and version; the"
        " LLM judge's requests, retries, rate limits, tokens, cost and cache.",
        _common_variables(keys, job),
        [
            (
                "Stream",
                [
                    (ops.workers_up(job), 4, 8),
                    (ops.events_in_out(job), 10, 8),
                    (ops.consumer_lag(job), 10, 8),
                    (ops.oldest_unscored(job), 12, 8),
                    (ops.received_vs_scored(keys), 12, 8),
                    (ops.dead_letters(job), 6, 8),
                    (ops.evaluation_latency(keys, job), 6, 8),
                    (ops.in_flight(job), 6, 8),
                    (ops.values_folded(job), 6, 8),
                ],
            ),
            (
                "Workers",
                [
                    (ops.worker_cpu(job), 9, 8),
                    (ops.worker_memory(job), 9, 8),
                    (ops.worker_versions(job), 6, 8),
                ],
            ),
            (
                "LLM judge",
                [
                    (ops.llm_requests(job), 8, 8),
                    (ops.llm_retries(job), 8, 8),
                    (ops.cache_lookups(job), 8, 8),
                    (ops.rate_limit_waits(job), 8, 8),
                    (ops.rate_limit_wait_time(job), 8, 8),
                    (ops.llm_tokens(job), 8, 8),
                    (ops.llm_cost_rate(job), 12, 6),
                    (ops.llm_cost_total(job), 6, 6),
                    (ops.cache_hit_ratio(job), 6, 6),
                ],
            ),
        ],
    )


def judge_dashboard(keys: Sequence[str], z: float, c: jp.Checks, job: str = JOB) -> model.Dashboard:
    return _dashboard(
        JUDGE_UID,
        "seer-stream: judge",
        "Can the judge be trusted? Its accuracy on labelled canary events (SEER_CANARY_FILE,"
        " SEER_CANARY_RATE), its agreement with itself on events judged twice"
        f" (SEER_RECHECK_RATE), each segment's recall corrected by its bias, over the last"
        f" {c.window} (the rules' judge window); and what the judge costs.",
        _segment_variables(keys, job),
        [
            (
                f"Canary: the judge on labelled events (last {c.window})",
                [
                    (jp.canary_f1(c), 6, 6),
                    (jp.citations(job), 10, 6),
                    (jp.canary_flow(job), 8, 6),
                    (jp.canary_f1_trend(c, z), 12, 8),
                    (jp.recall_bias(c, z), 12, 8),
                ],
            ),
            (
                f"Consistency: the judge against itself (last {c.window})",
                [
                    (jp.kappa(c), 5, 6),
                    (jp.identical(c), 5, 6),
                    (jp.recheck_volume(c), 4, 6),
                    (jp.consistency_trend(c), 10, 6),
                ],
            ),
            (
                f"Bias-corrected recall per segment (last {c.window})",
                [
                    (jp.corrected_vs_raw(keys, c), 12, 8),
                    (jp.corrected_interval(keys, c, z), 12, 8),
                ],
            ),
            (
                "Cost",
                [(jp.spend_per_segment(keys, job), 16, 5), (jp.checks_share(job), 8, 5)],
            ),
        ],
    )


def dashboards(
    segment_keys: Sequence[str] = DEFAULT_SEGMENT_KEYS,
    compare_key: str = COMPARE_KEY,
    rules: Rules | None = None,
) -> list[model.Dashboard]:
    """The four dashboards; `rules` defaults to deploy/prometheus/config.yaml."""
    keys = list(segment_keys)
    rules = rules or rules_config()
    return [
        quality_dashboard(keys, rules.z, rules.lines, rules.job),
        change_dashboard(keys, rules.z, compare_key, rules.lines, rules.job),
        operations_dashboard(keys, rules.job),
        judge_dashboard(keys, rules.z, rules.judge, rules.job),
    ]


def to_json(dashboard: model.Dashboard) -> dict[str, object]:
    """The dashboard as Grafana's JSON model (plain dicts and lists)."""
    data: dict[str, object] = json.loads(json.dumps(dashboard, cls=JSONEncoder))
    return data


__all__ = [
    "CHANGE_UID",
    "JUDGE_UID",
    "OPERATIONS_UID",
    "QUALITY_UID",
    "RULES_CONFIG",
    "UIDS",
    "Rules",
    "change_dashboard",
    "dashboards",
    "fill",
    "judge_dashboard",
    "operations_dashboard",
    "panel_queries",
    "quality_dashboard",
    "rules_config",
    "to_json",
]
