"""Styled panel skeletons shared by the panels of panels.py: targets, stats, time series with
interval bands, bars.

Every panel and target reads the `${datasource}` variable.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from typing import Final

from grafana_foundation_sdk.builders import bargauge, prometheus, stat, timeseries
from grafana_foundation_sdk.builders import common as common_builders
from grafana_foundation_sdk.builders import dashboard as dashboard_builders
from grafana_foundation_sdk.models import common
from grafana_foundation_sdk.models import dashboard as model
from grafana_foundation_sdk.models.prometheus import PromQueryFormat, QueryEditorMode

DATASOURCE: Final = model.DataSourceRef(type_val="prometheus", uid="${datasource}")

Query = tuple[str, str]  # (expr, legend)


def targets(
    queries: Sequence[Query], *, instant: bool = False, heatmap_format: bool = False
) -> list[prometheus.Dataquery]:
    """Prometheus targets with ref ids A, B, ... in the order of `queries`."""
    if len(queries) > len(string.ascii_uppercase):
        raise ValueError("too many queries for one panel")
    built = []
    for ref, (expr, legend) in zip(string.ascii_uppercase, queries, strict=False):
        target = (
            prometheus.Dataquery()
            .ref_id(ref)
            .expr(expr)
            .legend_format(legend)
            .editor_mode(QueryEditorMode.CODE)
            .datasource(DATASOURCE)
        )
        target = target.instant() if instant else target.range()
        if heatmap_format:
            target = target.format(PromQueryFormat.HEATMAP)
        built.append(target)
    return built


def thresholds(*steps: tuple[float | None, str]) -> dashboard_builders.ThresholdsConfig:
    """Absolute thresholds; the first step's value is None (from -infinity)."""
    return (
        dashboard_builders.ThresholdsConfig()
        .mode(model.ThresholdsMode.ABSOLUTE)
        .steps([model.Threshold(value=value, color=color) for value, color in steps])
    )


def _last_value() -> common_builders.ReduceDataOptions:
    return common_builders.ReduceDataOptions().calcs(["lastNotNull"])


def stat_panel(
    title: str,
    description: str,
    queries: Sequence[Query],
    *,
    unit: str,
    no_value: str,
    decimals: int | None = None,
) -> stat.Panel:
    """The value of each query now, and `no_value` where there is none.

    Instant queries only, without a sparkline: a range reduced to its last non-null value
    would show, once a window empties (0/0, skipped) or a series goes, an old figure as
    if it were current.
    """
    panel = (
        stat.Panel()
        .title(title)
        .description(description)
        .datasource(DATASOURCE)
        .unit(unit)
        .no_value(no_value)
        .reduce_options(_last_value())
        .graph_mode(common.BigValueGraphMode.NONE)
        .text_mode(common.BigValueTextMode.AUTO)
        .thresholds(thresholds((None, "blue")))
    )
    for target in targets(queries, instant=True):
        panel = panel.with_target(target)
    if decimals is not None:
        panel = panel.decimals(decimals)
    return panel


def timeseries_panel(
    title: str,
    description: str,
    queries: Sequence[Query],
    *,
    unit: str,
    ratio: bool = False,
    soft_ratio: bool = False,
    stacked: bool = False,
    axis_label: str | None = None,
    no_value: str | None = None,
) -> timeseries.Panel:
    """Lines with a list legend and a shared tooltip; `ratio` pins the axis to 0-1,
    `soft_ratio` shows 0-1 at least and more where a series leaves it."""
    panel = (
        timeseries.Panel()
        .title(title)
        .description(description)
        .datasource(DATASOURCE)
        .unit(unit)
        .line_width(1)
        .fill_opacity(10 if stacked else 0)
        .show_points(common.VisibilityMode.NEVER)
        .legend(
            common_builders.VizLegendOptions()
            .display_mode(common.LegendDisplayMode.LIST)
            .placement(common.LegendPlacement.BOTTOM)
            .show_legend(True)
        )
        .tooltip(
            common_builders.VizTooltipOptions()
            .mode(common.TooltipDisplayMode.MULTI)
            .sort(common.SortOrder.DESCENDING)
        )
    )
    for target in targets(queries):
        panel = panel.with_target(target)
    if ratio:
        panel = panel.min(0).max(1)
    if soft_ratio:
        panel = panel.axis_soft_min(0).axis_soft_max(1)
    if axis_label is not None:
        panel = panel.axis_label(axis_label)
    if no_value is not None:
        panel = panel.no_value(no_value)
    if stacked:
        panel = panel.stacking(common_builders.StackingConfig().mode(common.StackingMode.NORMAL))
    return panel


def fixed_color(name: str) -> model.DynamicConfigValue:
    return model.DynamicConfigValue(id_val="color", value={"mode": "fixed", "fixedColor": name})


def with_band(
    panel: timeseries.Panel, mean: str, lower: str, upper: str, color: str
) -> timeseries.Panel:
    """The series named `mean` as a line, and the interval from `lower` to `upper` as a
    shaded band around it, all in `color` (overrides by legend name)."""
    bound = [fixed_color(color), model.DynamicConfigValue(id_val="custom.lineWidth", value=0)]
    band = [
        *bound,
        model.DynamicConfigValue(id_val="custom.fillOpacity", value=20),
        model.DynamicConfigValue(id_val="custom.fillBelowTo", value=lower),
    ]
    return (
        panel.override_by_name(mean, [fixed_color(color)])
        .override_by_name(lower, bound)
        .override_by_name(upper, band)
    )


def with_dashed_bounds(panel: timeseries.Panel, pattern: str) -> timeseries.Panel:
    """The series whose names match `pattern` (an interval's bounds, one pair per label
    value: a band's fillBelowTo can only name one series) as thin dashed lines."""
    return panel.override_by_regexp(
        pattern,
        [
            model.DynamicConfigValue(
                id_val="custom.lineStyle", value={"fill": "dash", "dash": [4, 4]}
            ),
        ],
    )


def with_count_bars(panel: timeseries.Panel, name: str) -> timeseries.Panel:
    """The series named `name` (a number of events) as gray bars on a right-hand axis."""
    return panel.override_by_name(
        name,
        [
            fixed_color("gray"),
            model.DynamicConfigValue(id_val="unit", value="short"),
            model.DynamicConfigValue(id_val="custom.axisPlacement", value="right"),
            model.DynamicConfigValue(id_val="custom.drawStyle", value="bars"),
            model.DynamicConfigValue(id_val="custom.fillOpacity", value=15),
            model.DynamicConfigValue(id_val="min", value=0),
        ],
    )


def bar_panel(
    title: str,
    description: str,
    query: Query,
    *,
    heatmap_format: bool = False,
    no_value: str | None = None,
) -> bargauge.Panel:
    """Horizontal bars of an instant query's series (e.g. a histogram's buckets)."""
    panel = (
        bargauge.Panel()
        .title(title)
        .description(description)
        .datasource(DATASOURCE)
        .unit("short")
        .decimals(0)
        .min(0)
        .display_mode(common.BarGaugeDisplayMode.GRADIENT)
        .orientation(common.VizOrientation.HORIZONTAL)
        .reduce_options(_last_value())
    )
    for target in targets([query], instant=True, heatmap_format=heatmap_format):
        panel = panel.with_target(target)
    if no_value is not None:
        panel = panel.no_value(no_value)
    return panel
