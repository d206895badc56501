"""Window bookkeeping over a plain dict table, and the exporter on its own registry."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry

from stream.aggregate import (
    Entry,
    WindowStore,
    parse_windows,
    segment_key,
    segment_labels,
)
from stream.exporter import WindowCollector
from stream.windows import Observation, WindowResult

NOW = 1_800_000_000.0  # a multiple of 3600: a 15m and a 1h window start here
PROD = segment_key({"env": "prod", "feature_flag": "v2"})
DEV = segment_key({"env": "dev", "feature_flag": "v1"})


def store() -> WindowStore:
    return WindowStore(parse_windows(["15m", "1h"]), bloat_threshold=0.35)


def obs(recall: float, precision: float = 0.5, ndcg: float | None = None) -> Observation:
    f1 = 2 * recall * precision / (recall + precision) if recall + precision else 0.0
    return Observation(recall=recall, precision=precision, f1=f1, ndcg=ndcg)


def test_segment_keys_round_trip() -> None:
    labels = {"env": "prod", "feature_flag": "retrieval-v2"}
    assert segment_labels(segment_key(labels)) == labels
    assert segment_labels("") == {}


def test_events_land_in_their_windows_and_late_ones_are_counted() -> None:
    s, table = store(), {}
    assert s.add(table, PROD, obs(1.0), NOW + 10, NOW + 20, partition=2) == []
    assert s.add(table, PROD, obs(0.5), NOW + 30, NOW + 40, partition=2) == []
    # an event from the previous 15m window still counts there (it is the last one)
    assert s.add(table, PROD, obs(0.0), NOW - 100, NOW + 50, partition=2) == []
    # two 15m windows ago: late for 15m, but it is in the last complete hour
    assert s.add(table, PROD, obs(1.0), NOW - 1000, NOW + 60, partition=2) == ["15m"]
    assert s.aggregate.result(table[PROD]["w"]["1h"][str(int(NOW) - 3600)]).events == 2
    entry = table[PROD]
    assert entry["p"] == 2
    result = s.aggregate.result(entry["w"]["15m"][str(int(NOW))])
    assert result.events == 2
    assert result.recall is not None and result.recall.value == 0.75
    last = s.aggregate.result(entry["w"]["15m"][str(int(NOW) - 900)])
    assert last.events == 1


def test_a_batch_counts_like_its_events_one_by_one() -> None:
    timed = [
        (NOW + 10, obs(1.0)),
        (NOW - 100, obs(0.0, ndcg=0.5)),  # the last 15m window
        (NOW + 30, obs(0.5, 0.2)),
        (NOW - 1000, obs(1.0)),  # late for 15m, in the last hour
        (NOW - 1000, obs(0.25)),
        (NOW - 9000, obs(1.0)),  # late for both
    ]
    s, one_by_one, batched = store(), {}, {}
    late: list[str] = []
    for event_time, o in timed:
        late += s.add(one_by_one, PROD, o, event_time, NOW + 60, partition=1)
    counted = s.add_many(batched, PROD, timed, NOW + 60, partition=1)
    assert counted == {"15m": 3, "1h": 1} == {w: late.count(w) for w in set(late)}
    for window, starts in one_by_one[PROD]["w"].items():
        assert batched[PROD]["w"][window].keys() == starts.keys()
        for start, state in starts.items():
            got = figures(s.aggregate.result(batched[PROD]["w"][window][start]))
            assert got == pytest.approx(figures(s.aggregate.result(state)))


def figures(result: WindowResult) -> list[float | None]:
    values: list[float | None] = [float(result.events)]
    for estimate in (
        result.recall,
        result.precision,
        result.f1,
        result.ndcg,
        result.incomplete_ratio,
        result.bloated_ratio,
    ):
        values += [estimate.value, estimate.lower, estimate.upper] if estimate else [None] * 3
    return values


def test_periods_by_the_clock() -> None:
    s = store()
    start = int(NOW)
    assert s.period("15m", start, NOW + 1) == "current"
    assert s.period("15m", start, NOW + 900) == "last"
    assert s.period("15m", start, NOW + 1800) is None
    assert s.period("5m", start, NOW + 1) is None  # no longer configured


def test_windows_expire_inside_the_entry_and_dead_segments_are_deleted() -> None:
    s, table = store(), {}
    s.add(table, PROD, obs(1.0), NOW + 1, NOW + 1, partition=0)
    s.add(table, DEV, obs(1.0), NOW + 1, NOW + 1, partition=1)
    later = NOW + 1800 + 1  # the 15m windows have expired, the hour windows not
    s.add(table, PROD, obs(0.0), later, later, partition=0)
    assert list(table[PROD]["w"]["15m"]) == [str(int(NOW) + 1800)]  # the old one pruned
    assert s.expired(table.items(), later, 1) == []  # DEV's hour is still the current one
    gone = NOW + 2 * 3600 + 1  # every window of DEV has expired
    assert s.expired(table.items(), gone, 1) == [DEV]
    assert s.expired(table.items(), gone, 0) == [PROD]
    assert s.expired(table.items(), NOW + 2, 0) == []


def registry_for(table: dict[str, Entry], owned: set[int], now: float) -> CollectorRegistry:
    registry = CollectorRegistry()
    collector = WindowCollector(
        store(), ["env", "feature_flag"], lambda: table.items(), lambda: owned, lambda: now
    )
    registry.register(collector)
    return registry


def test_exporter_yields_spec_gauges_for_owned_partitions() -> None:
    s, table = store(), {}
    for recall, ndcg in ((1.0, 1.0), (0.5, None), (1.0, 0.5), (0.0, None)):
        s.add(table, PROD, obs(recall, ndcg=ndcg), NOW + 5, NOW + 5, partition=0)
    s.add(table, DEV, obs(1.0), NOW + 5, NOW + 5, partition=3)
    registry = registry_for(table, {0}, NOW + 6)
    labels = {"env": "prod", "feature_flag": "v2", "window": "15m", "period": "current"}
    get = registry.get_sample_value
    assert get("seer_window_events", labels) == 4
    assert get("seer_window_recall", labels) == 0.625
    assert get("seer_window_recall_lower", labels) < 0.625 < get("seer_window_recall_upper", labels)
    assert get("seer_window_ndcg", labels) == 0.75
    assert get("seer_window_incomplete_ratio", labels) == 0.5
    assert get("seer_window_bloated_ratio", labels) == 0.0  # precision 0.5 >= 0.35
    assert get("seer_window_events", {**labels, "window": "1h"}) == 4
    dev = {"env": "dev", "feature_flag": "v1", "window": "15m", "period": "current"}
    assert get("seer_window_events", dev) is None  # partition 3 is not ours


def test_series_disappear_when_windows_expire_or_partitions_move() -> None:
    s, table = store(), {}
    s.add(table, PROD, obs(1.0), NOW + 5, NOW + 5, partition=0)
    labels = {"env": "prod", "feature_flag": "v2", "window": "15m"}
    last = registry_for(table, {0}, NOW + 901)
    assert last.get_sample_value("seer_window_events", {**labels, "period": "last"}) == 1
    assert last.get_sample_value("seer_window_events", {**labels, "period": "current"}) is None
    gone = registry_for(table, {0}, NOW + 1801)
    assert gone.get_sample_value("seer_window_events", {**labels, "period": "last"}) is None
    moved = registry_for(table, {1, 2}, NOW + 6)
    assert moved.get_sample_value("seer_window_events", {**labels, "period": "current"}) is None


@pytest.mark.parametrize("windows", [["15m", "15m"], [], ["15x"]])
def test_bad_window_settings(windows: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from pydantic import ValidationError

    from stream.settings import Settings

    monkeypatch.setenv("SEER_WINDOWS", ",".join(windows))
    with pytest.raises(ValidationError, match="window"):
        Settings()
