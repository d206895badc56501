from __future__ import annotations

import copy
import itertools
import json
import math
import statistics
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.schema import EvaluatorInfo, ScoredResult
from stream.windows import (
    Count,
    Estimate,
    Mean,
    Observation,
    Share,
    WindowAggregate,
    format_window,
    gauge_values,
    parse_window,
    t_quantile_975,
    wilson_interval,
    window_bounds,
    window_start,
)

Z = 1.959963984540054

# Four events: recall 1, 1/2, 0, 1; precision 2/3, 1/4, 0, 1/2; nDCG on two of them.
FOUR = [
    Observation(recall=1.0, precision=2 / 3, f1=0.8, ndcg=1.0),
    Observation(recall=0.5, precision=0.25, f1=1 / 3, ndcg=None),
    Observation(recall=0.0, precision=0.0, f1=0.0, ndcg=None),
    Observation(recall=1.0, precision=0.5, f1=2 / 3, ndcg=0.5),
]


def aggregate(agg: WindowAggregate, observations: list[Observation]) -> dict[str, Any]:
    state = agg.initialize()
    for obs in observations:
        state = agg.add(state, obs)
    return state


def t_interval(values: list[float], t: float) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = t * statistics.stdev(values) / math.sqrt(len(values))
    return (max(0.0, mean - half), min(1.0, mean + half))


# --- t quantile and Wilson ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("df", "expected"),
    [(1, 12.706), (2, 4.303), (3, 3.182), (5, 2.571), (10, 2.228), (11, 2.201), (15, 2.131),
     (20, 2.086), (30, 2.042), (40, 2.021), (60, 2.000), (120, 1.980)],
)  # fmt: skip
def test_t_quantile_matches_tables(df: int, expected: float) -> None:
    assert t_quantile_975(df) == pytest.approx(expected, abs=1e-3)


def test_t_quantile_decreases_towards_the_normal_quantile() -> None:
    values = [t_quantile_975(df) for df in range(1, 500)]
    assert all(a > b for a, b in itertools.pairwise(values))
    assert t_quantile_975(10**6) == pytest.approx(Z, abs=1e-5)
    with pytest.raises(ValueError):
        t_quantile_975(0)


def test_wilson_known_cases() -> None:
    assert wilson_interval(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    z2 = Z * Z
    assert wilson_interval(0, 10) == pytest.approx((0.0, z2 / (10 + z2)), abs=1e-12)
    assert wilson_interval(10, 10) == pytest.approx((10 / (10 + z2), 1.0), abs=1e-12)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    lower, upper = wilson_interval(500, 1000)
    assert lower == pytest.approx(0.5 - Z * math.sqrt(0.25 / 1000), abs=1e-4)
    assert upper == pytest.approx(1 - lower, abs=1e-12)


# --- primitives -----------------------------------------------------------------------------


def test_count() -> None:
    count = Count()
    state = count.add(count.add(count.initialize(), "x"))
    assert count.result(count.merge(state, count.add(count.initialize()))) == 3


def test_mean_hand_computed() -> None:
    mean = Mean()
    state = mean.initialize()
    for value in (0.2, 0.4, 0.6, 0.8):
        state = mean.add(state, value)
    # mean 0.5, s^2 = (0.09 + 0.01 + 0.01 + 0.09) / 3, half width t(3) * s / 2
    half = 3.1824463 * math.sqrt(0.2 / 3) / 2
    result = mean.result(state)
    assert result is not None
    assert result.value == pytest.approx(0.5, abs=1e-15)
    assert (result.lower, result.upper) == pytest.approx((0.5 - half, 0.5 + half), abs=1e-6)
    assert (result.lower, result.upper) == pytest.approx((0.08915, 0.91085), abs=1e-5)


def test_mean_interval_is_clipped_and_needs_two_values() -> None:
    mean = Mean()
    assert mean.result(mean.initialize()) is None
    assert mean.value(mean.initialize()) is None
    one = mean.add(mean.initialize(), 0.7)
    assert mean.result(one) == Estimate(0.7, 0.0, 1.0)
    state = mean.initialize()
    for value in (1.0, 1.0, 0.9):
        state = mean.add(state, value)
    result = mean.result(state)
    assert result is not None
    assert result.upper == 1.0
    assert result.lower == pytest.approx(t_interval([1.0, 1.0, 0.9], 4.3026527)[0], abs=1e-6)


def test_mean_skips_none_only_when_asked_and_rejects_bad_values() -> None:
    skipping = Mean(skip_none=True)
    state = skipping.add(skipping.add(skipping.initialize(), None), 0.25)
    assert skipping.count(state) == 1 and skipping.value(state) == 0.25
    with pytest.raises(ValueError):
        Mean().add(Mean().initialize(), None)
    for bad in (math.nan, math.inf, -0.1, 1.5):
        with pytest.raises(ValueError):
            Mean().add(Mean().initialize(), bad)


def test_share() -> None:
    share = Share()
    state = share.initialize()
    assert share.value(state) is None and share.interval(state) == (0.0, 1.0)
    assert share.result(state) is None
    for hit in [True] * 8 + [False] * 2:
        state = share.add(state, hit)
    assert state == [10, 8]
    assert share.result(state) == Estimate(0.8, *wilson_interval(8, 10))


# --- the window aggregate ---------------------------------------------------------------------


def test_four_observations_by_hand() -> None:
    agg = WindowAggregate()
    result = agg.result(aggregate(agg, FOUR))
    assert result.events == 4
    assert result.recall is not None and result.recall.value == pytest.approx(0.625)
    assert result.precision is not None
    assert result.precision.value == pytest.approx((2 / 3 + 0.25 + 0.5) / 4)
    assert result.f1 is not None and result.f1.value == pytest.approx(0.45)
    assert result.ndcg is not None and result.ndcg.value == pytest.approx(0.75)
    assert (result.ndcg.lower, result.ndcg.upper) == pytest.approx(
        t_interval([1.0, 0.5], 12.7062047)
    )
    assert (result.recall.lower, result.recall.upper) == pytest.approx(
        t_interval([1.0, 0.5, 0.0, 1.0], 3.1824463), abs=1e-6
    )
    assert result.incomplete_ratio == Estimate(0.5, *wilson_interval(2, 4))
    assert result.bloated_ratio == Estimate(0.5, *wilson_interval(2, 4))


def test_bloat_threshold_is_strict_and_configurable() -> None:
    def bloated(threshold: float) -> float | None:
        agg = WindowAggregate(bloat_threshold=threshold)
        ratio = agg.result(aggregate(agg, FOUR)).bloated_ratio
        return None if ratio is None else ratio.value

    assert bloated(0.5) == 0.5  # precision 0.5 is not below 0.5
    assert bloated(0.6) == 0.75
    assert bloated(0.7) == 1.0
    assert bloated(0.0) == 0.0
    for bad in (-0.1, 1.1, math.nan):
        with pytest.raises(ValueError):
            WindowAggregate(bloat_threshold=bad)


def test_ndcg_mean_skips_none_and_is_none_without_any() -> None:
    agg = WindowAggregate()
    result = agg.result(aggregate(agg, FOUR[1:3]))
    assert result.events == 2 and result.ndcg is None
    assert "ndcg" not in gauge_values(result)


def test_empty_state() -> None:
    agg = WindowAggregate()
    result = agg.result(agg.initialize())
    assert result.events == 0
    assert result.recall is None and result.precision is None and result.f1 is None
    assert result.ndcg is None and result.incomplete_ratio is None and result.bloated_ratio is None
    assert gauge_values(result) == {"events": 0.0}


def test_gauge_values_names() -> None:
    agg = WindowAggregate()
    result = agg.result(aggregate(agg, FOUR))
    values = gauge_values(result)
    names = ["recall", "precision", "f1", "ndcg", "incomplete_ratio", "bloated_ratio"]
    expected = {"events"} | {f"{n}{s}" for n in names for s in ("", "_lower", "_upper")}
    assert set(values) == expected
    assert values["events"] == 4.0 and values["recall"] == pytest.approx(0.625)
    assert result.bloated_ratio is not None
    assert values["bloated_ratio_upper"] == result.bloated_ratio.upper


def test_add_and_merge_are_pure() -> None:
    agg = WindowAggregate()
    state = aggregate(agg, FOUR[:2])
    other = aggregate(agg, FOUR[2:])
    before = copy.deepcopy((state, other))
    agg.add(state, FOUR[0])
    agg.merge(state, other)
    assert (state, other) == before


def test_state_survives_a_json_round_trip() -> None:
    agg = WindowAggregate()
    state = aggregate(agg, FOUR[:3])
    restored = json.loads(json.dumps(state))
    assert restored == state
    assert agg.result(agg.add(restored, FOUR[3])) == agg.result(agg.add(state, FOUR[3]))
    assert agg.merge(restored, restored) == agg.merge(state, state)


def test_accepts_a_scored_result() -> None:
    scored = ScoredResult(
        event_id="e1",
        task="t",
        recall=1.0,
        precision=2 / 3,
        f1=0.8,
        ndcg=1.0,
        k=2,
        requirements=[],
        supporting_ids=[],
        missing=[],
        context_size=3,
        evaluator=EvaluatorInfo(name="lexical"),
        evaluated_at=datetime(2024, 1, 1, tzinfo=UTC),
    )
    agg = WindowAggregate()
    assert agg.add(agg.initialize(), scored) == agg.add(agg.initialize(), FOUR[0])


unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
observations = st.builds(Observation, recall=unit, precision=unit, f1=unit, ndcg=st.none() | unit)


def assert_states_close(a: dict[str, Any], b: dict[str, Any]) -> None:
    assert a["events"] == b["events"]
    assert a["incomplete"] == b["incomplete"] and a["bloated"] == b["bloated"]
    for name in ("recall", "precision", "f1", "ndcg"):
        assert a[name][0] == b[name][0]
        assert math.isclose(a[name][1], b[name][1], rel_tol=0, abs_tol=1e-12)
        assert math.isclose(a[name][2], b[name][2], rel_tol=0, abs_tol=1e-12)


@given(st.lists(observations, max_size=60), st.data())
def test_merge_equals_aggregate_of_union(obs: list[Observation], data: st.DataObject) -> None:
    agg = WindowAggregate()
    cut1 = data.draw(st.integers(0, len(obs)))
    cut2 = data.draw(st.integers(cut1, len(obs)))
    parts = [aggregate(agg, part) for part in (obs[:cut1], obs[cut1:cut2], obs[cut2:])]
    whole = aggregate(agg, obs)
    assert_states_close(agg.merge(parts[0], agg.merge(parts[1], parts[2])), whole)
    assert_states_close(agg.merge(agg.merge(parts[0], parts[1]), parts[2]), whole)
    assert agg.merge(whole, agg.initialize()) == whole == agg.merge(agg.initialize(), whole)


@given(st.lists(observations, max_size=60), st.floats(0.0, 1.0))
def test_fold_equals_adding_one_by_one(obs: list[Observation], threshold: float) -> None:
    agg = WindowAggregate(threshold)
    assert agg.fold(obs) == aggregate(agg, obs)  # exactly: the same arithmetic in order


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -0.1, 1.5])
def test_fold_refuses_what_add_refuses(bad: float) -> None:
    agg = WindowAggregate()
    good = Observation(recall=1.0, precision=1.0, f1=1.0)
    with pytest.raises(ValueError, match="finite number in"):
        agg.add(agg.initialize(), good._replace(f1=bad))
    with pytest.raises(ValueError, match="finite number in"):
        agg.fold([good, good._replace(f1=bad)])


@given(st.lists(unit, min_size=2, max_size=60))
def test_mean_agrees_with_two_pass_statistics(values: list[float]) -> None:
    mean = Mean()
    state = mean.initialize()
    for value in values:
        state = mean.add(state, value)
    assert mean.value(state) == pytest.approx(statistics.fmean(values), abs=1e-12)
    expected = t_interval(values, t_quantile_975(len(values) - 1))
    assert mean.interval(state) == pytest.approx(expected, abs=1e-9)


# --- window arithmetic ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("15m", 900), ("1h", 3600), ("6h", 21600), ("24h", 86400), ("90s", 90), ("2d", 172800),
     (" 15m ", 900)],
)  # fmt: skip
def test_parse_window(text: str, seconds: int) -> None:
    assert parse_window(text) == seconds


@pytest.mark.parametrize("bad", ["", "15", "m", "0m", "-5m", "1.5h", "15 m", "15M", "1w", "h1"])
def test_parse_window_rejects(bad: str) -> None:
    with pytest.raises(ValueError, match="window"):
        parse_window(bad)


def test_parse_window_rejects_non_text() -> None:
    with pytest.raises(ValueError):
        parse_window(900)  # type: ignore[arg-type]


def test_format_window() -> None:
    cases = {900: "15m", 3600: "1h", 21600: "6h", 86400: "1d", 90: "90s", 5400: "90m"}
    for seconds, text in cases.items():
        assert format_window(seconds) == text
    assert format_window(parse_window("24h")) == "1d"
    assert format_window(parse_window("60m")) == "1h"
    for bad in (0, -60, True, 1.5):
        with pytest.raises(ValueError):
            format_window(bad)  # type: ignore[arg-type]


@given(st.integers(min_value=1, max_value=10**9))
def test_format_parse_round_trip(seconds: int) -> None:
    assert parse_window(format_window(seconds)) == seconds


def test_window_start_alignment() -> None:
    assert window_start(1000.5, 900) == 900
    assert window_start(1800, 900) == 1800
    assert window_start(1799.999, 900) == 900
    assert window_start(-1, 900) == -900
    assert window_bounds(1_700_000_123.4, 3600) == (1_699_999_200, 1_700_002_800)
    with pytest.raises(ValueError):
        window_start(10, 0)
    with pytest.raises(ValueError):
        window_start(math.nan, 60)


@given(st.floats(min_value=-1e10, max_value=1e10, allow_nan=False), st.integers(1, 10**6))
def test_window_bounds_hold_the_timestamp(ts: float, size: int) -> None:
    start, end = window_bounds(ts, size)
    assert start % size == 0 and end == start + size
    assert start <= ts < end
