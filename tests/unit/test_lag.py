from __future__ import annotations

from prometheus_client import CollectorRegistry

from stream.lag import LagCollector


def test_lag_per_owned_partition() -> None:
    ends = {0: 100, 1: 50, 2: -1}
    positions = {0: 90, 1: 0}
    registry = CollectorRegistry()
    registry.register(
        LagCollector("seer.events", lambda: {0, 1, 2}, positions.get, lambda t, p: ends.get(p))
    )
    get = registry.get_sample_value
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "0"}) == 10
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "1"}) == 50
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "2"}) is None


def test_no_lag_is_shown_where_the_position_is_not_known_yet() -> None:
    # Between a rebalance's assignment and the seek to the committed offset: the whole
    # partition was shown as lag, where there was none.
    registry = CollectorRegistry()
    registry.register(LagCollector("seer.events", lambda: {0, 1}, {1: 0}.get, lambda t, p: 100))
    get = registry.get_sample_value
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "0"}) is None
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "1"}) == 100
