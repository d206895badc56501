"""What deploy/prometheus/config.yaml may hold, checked before a rule is written.

Users tune this file by hand. Without a check, a value of the wrong kind either stopped the
builder with a traceback (`keep_firing_for: 10`) or, worse, wrote rules that promtool takes
and that never do what was meant: `min_events: abc` compares with a metric named `abc`,
a threshold of 1.85 pages every segment, a pair whose short window is the longer one never
resets, and a high-priority label that no worker writes (`{tier: gold}` without `tier` in
`segment_keys`, `{env: "prod eu"}`, which workers write `prod_eu`) pages nobody.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    model_validator,
)

from deploy.prometheus.promql import seconds
from stream.segments import sanitize
from stream.settings import check_segment_keys


def _duration(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"not a duration: {value!r} (a number and a unit, e.g. '10m')")
    seconds(value)  # raises "not a duration: ..."
    return value


def _window(value: Any) -> str:
    if seconds(_duration(value)) <= 0:
        raise ValueError(f"a window must be longer than 0, not {value!r}")
    return value  # type: ignore[no-any-return]  # _duration checked it is a str


def _label_value(value: Any) -> str:
    """A high-priority label value as workers write it (`true` for a YAML true, `1` for 1),
    refused where they would write other text."""
    if not isinstance(value, str | int | float | bool):
        raise ValueError(f"a label value is text or a number, not {value!r}")
    written = sanitize(value)
    if isinstance(value, str) and written != value:
        raise ValueError(f"{value!r} is never a label value: workers write it {written!r}")
    return written


Duration = Annotated[str, BeforeValidator(_duration)]
Window = Annotated[str, BeforeValidator(_window)]
Share = Annotated[float, Field(gt=0, le=1, allow_inf_nan=False)]
Floor = Annotated[float, Field(ge=0, le=1, allow_inf_nan=False)]
Count = Annotated[StrictInt, Field(ge=1)]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=False)


class Pair(_Section):
    long: Window
    short: Window

    @model_validator(mode="after")
    def _long_is_longer(self) -> Pair:
        if seconds(self.long) <= seconds(self.short):
            raise ValueError(
                f"the long window {self.long} must be longer than the short window {self.short}"
            )
        return self


class SlowWindows(_Section):
    from_: Duration = Field(alias="from")
    interval: Window


class Thresholds(_Section):
    recall_high_priority: Share
    recall: Share
    precision: Share
    f1_drop: Share
    ndcg_drop: Share
    relative_drop: Annotated[float, Field(gt=0, lt=1)]  # 1 would compare with 0
    volume_drop: Annotated[float, Field(gt=0, lt=1)]


class For(_Section):
    quality: Duration
    drop: Duration
    volume: Duration
    no_traffic: Duration
    worker_down: Duration
    health: Duration
    rate_limited: Duration
    judge: Duration


class Rates(_Section):
    volume: Window
    no_traffic: Window
    failures: Window


class Health(_Section):
    behind_age: Window
    failing_ratio: Share
    stalled: Window


class Judge(_Section):
    window: Window
    min_canary_events: Count
    canary_f1_floor: Floor
    min_rechecks: Count
    kappa_floor: Annotated[float, Field(ge=-1, le=1, allow_inf_nan=False)]
    identical_floor: Floor


class RulesConfig(_Section):
    job: Annotated[str, Field(min_length=1)]
    # The rules group by them (`sum by (...)`, `on (...)`): PromQL has no empty list there.
    segment_keys: Annotated[list[str], Field(min_length=1)]
    runbook_url: Annotated[str, Field(pattern=r"^https?://\S+$")]
    high_priority: dict[str, Annotated[str, BeforeValidator(_label_value)]]
    windows: Annotated[list[Window], Field(min_length=1)]
    query_offset: Duration
    slow_windows: SlowWindows
    z: Annotated[float, Field(gt=0, allow_inf_nan=False)]
    pairs: Annotated[list[Pair], Field(min_length=1)]
    min_events: Annotated[StrictInt, Field(ge=2)]  # an interval needs two events
    short_z: Annotated[float, Field(ge=0, allow_inf_nan=False)]
    baseline: Window
    thresholds: Thresholds
    for_: For = Field(alias="for")
    keep_firing_for: Duration
    keep_firing_for_drop: Duration
    rates: Rates
    health: Health
    judge: Judge

    @model_validator(mode="after")
    def _labels_workers_write(self) -> RulesConfig:
        check_segment_keys(self.segment_keys)
        if len(set(self.windows)) != len(self.windows):
            raise ValueError("windows: a window is listed twice")
        if not self.high_priority:
            raise ValueError(
                "high_priority: empty selects every segment, so that each missing requirement "
                "pages as critical; name the labels of your high-priority segments, e.g. "
                "{env: prod}"
            )
        for key in self.high_priority:
            if key not in self.segment_keys:
                raise ValueError(
                    f"high_priority: {key!r} is not one of segment_keys, so no segment has "
                    "that label and the rule pages nobody"
                )
        return self


def checked(config: Any) -> dict[str, Any]:
    """`config` with every value of the kind and range the rules need, high-priority label
    values as workers write them; else ValueError naming each value that is not."""
    try:
        model = RulesConfig.model_validate(config)
    except ValidationError as error:
        raise ValueError("; ".join(_said(e) for e in error.errors())) from None
    return model.model_dump(by_alias=True)


def _said(error: Any) -> str:
    where = ".".join(str(part) for part in error["loc"])
    if error["type"] == "missing":
        return f"missing {where!r}"
    if error["type"] == "extra_forbidden":
        return f"unknown setting {where!r}"
    if error["type"] == "model_type" and not where:
        return "the config must be a mapping of settings"
    cause = error.get("ctx", {}).get("error")
    said = str(cause) if isinstance(cause, ValueError) else error["msg"]
    return f"{where}: {said}" if where else said
