"""The three seer-stream dashboards, assembled from panels.py with their variables and layout.

`dashboards(segment_keys)` builds them for a deployment's SEER_SEGMENT_KEYS; build.py
writes them to grafana/dashboards/<uid>.json.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

from grafana_foundation_sdk.builders import dashboard as builders
from grafana_foundation_sdk.cog.builder import Builder
from grafana_foundation_sdk.cog.encoder import JSONEncoder
from grafana_foundation_sdk.models import dashboard as model

from grafana import panels as p
from grafana.blocks import DATASOURCE
from grafana.queries import COMPARE_KEY, DEFAULT_SEGMENT_KEYS, METRICS, WINDOWS
from grafana.queries import fill as fill
from grafana.queries import panel_queries as panel_queries

QUALITY_UID: Final = "seer-quality"
CHANGE_UID: Final = "seer-change"
OPERATIONS_UID: Final = "seer-operations"
UIDS: Final = (QUALITY_UID, CHANGE_UID, OPERATIONS_UID)
TAG: Final = "seer-stream"
DEFAULT_WINDOW: Final = WINDOWS[0]

Placed = tuple[p.Panel, int, int]  # panel, width (of 24), height
Section = tuple[str, Sequence[Placed]]  # row title, its panels
Variable = Builder[model.VariableModel]


# --- variables ------------------------------------------------------------------------------


def datasource_variable() -> builders.DatasourceVariable:
    return builders.DatasourceVariable("datasource").label("Data source").type("prometheus")


def segment_variable(key: str) -> builders.QueryVariable:
    """Values of one segment key; several or All (`.*`) may be chosen."""
    return (
        builders.QueryVariable(key)
        .label(key)
        .datasource(DATASOURCE)
        .query(f"label_values(seer_window_events, {key})")
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


def compare_variable(name: str, key: str, sort: model.VariableSort) -> builders.QueryVariable:
    """One value of `key` to compare. Base sorts ascending and test descending, so that
    with two values or more they start on different ones."""
    return (
        builders.QueryVariable(name)
        .label(f"{name} {key}")
        .datasource(DATASOURCE)
        .query(f"label_values(seer_window_events, {key})")
        .refresh(model.VariableRefresh.ON_TIME_RANGE_CHANGED)
        .sort(sort)
        .multi(False)
        .include_all(False)
    )


def _common_variables(keys: Sequence[str]) -> list[Variable]:
    return [datasource_variable(), *(segment_variable(k) for k in keys), window_variable()]


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


def quality_dashboard(keys: Sequence[str]) -> model.Dashboard:
    return _dashboard(
        QUALITY_UID,
        "seer-stream: retrieval quality",
        "Label-free retrieval quality per segment: recall, precision, F1 and nDCG of the"
        " open window, missing requirements, context bloat, and how sure the figures are.",
        _common_variables(keys),
        [
            (
                "Chosen segments: open $window window",
                [*((p.quality_kpi(m, keys), 5, 5) for m in METRICS), (p.volume_kpi(keys), 4, 5)],
            ),
            ("Trends per segment", [(p.quality_trend(m, keys), 12, 8) for m in METRICS]),
            (
                "Missing requirements and context bloat",
                [
                    (p.incomplete_share(keys), 12, 8),
                    (p.bloated_share(keys), 12, 8),
                    (p.precision_heatmap(keys), 12, 9),
                    (p.precision_tail(keys), 12, 9),
                ],
            ),
            (
                "Confidence: where the window is thin",
                [(p.recall_band(keys), 12, 9), (p.recall_interval_width(keys), 12, 9)],
            ),
        ],
    )


def change_dashboard(keys: Sequence[str], compare_key: str = COMPARE_KEY) -> model.Dashboard:
    if compare_key not in keys:
        raise ValueError(f"the compared key {compare_key!r} is not a segment key {list(keys)}")
    sections: list[Section] = [("Evidence", [(p.change_volume(keys, compare_key), 24, 4)])]
    for m in METRICS:
        sections.append(
            (
                p.NAMES[m],
                [
                    (p.change_side_by_side(m, keys, compare_key), 8, 6),
                    (p.change_delta(m, keys, compare_key), 4, 6),
                    (p.change_significance(m, keys, compare_key), 4, 6),
                    (p.change_trend(m, keys, compare_key), 8, 6),
                ],
            )
        )
    return _dashboard(
        CHANGE_UID,
        "seer-stream: change testing",
        f"Two values of {compare_key} side by side (base and test) in the open window, their"
        " difference, and whether it is beyond the confidence intervals.",
        [
            *_common_variables(keys),
            compare_variable("base", compare_key, model.VariableSort.ALPHABETICAL_ASC),
            compare_variable("test", compare_key, model.VariableSort.ALPHABETICAL_DESC),
        ],
        sections,
    )


def operations_dashboard(keys: Sequence[str]) -> model.Dashboard:
    return _dashboard(
        OPERATIONS_UID,
        "seer-stream: operations",
        "Workers, throughput, lag, dead letters and latency; the LLM judge's requests,"
        " retries, rate limits, tokens, cost and cache.",
        _common_variables(keys),
        [
            (
                "Stream",
                [
                    (p.workers_up(), 4, 8),
                    (p.events_in_out(), 10, 8),
                    (p.consumer_lag(), 10, 8),
                    (p.dead_letters(), 6, 8),
                    (p.evaluation_latency(keys), 6, 8),
                    (p.in_flight(), 6, 8),
                    (p.values_folded(), 6, 8),
                ],
            ),
            (
                "LLM judge",
                [
                    (p.llm_requests(), 8, 8),
                    (p.llm_retries(), 8, 8),
                    (p.cache_lookups(), 8, 8),
                    (p.rate_limit_waits(), 8, 8),
                    (p.rate_limit_wait_time(), 8, 8),
                    (p.llm_tokens(), 8, 8),
                    (p.llm_cost_rate(), 12, 6),
                    (p.llm_cost_total(), 6, 6),
                    (p.cache_hit_ratio(), 6, 6),
                ],
            ),
        ],
    )


def dashboards(
    segment_keys: Sequence[str] = DEFAULT_SEGMENT_KEYS, compare_key: str = COMPARE_KEY
) -> list[model.Dashboard]:
    keys = list(segment_keys)
    return [
        quality_dashboard(keys),
        change_dashboard(keys, compare_key),
        operations_dashboard(keys),
    ]


def to_json(dashboard: model.Dashboard) -> dict[str, object]:
    """The dashboard as Grafana's JSON model (plain dicts and lists)."""
    data: dict[str, object] = json.loads(json.dumps(dashboard, cls=JSONEncoder))
    return data


__all__ = [
    "CHANGE_UID",
    "OPERATIONS_UID",
    "QUALITY_UID",
    "UIDS",
    "change_dashboard",
    "dashboards",
    "fill",
    "operations_dashboard",
    "panel_queries",
    "quality_dashboard",
    "to_json",
]
