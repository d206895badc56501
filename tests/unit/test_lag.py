from __future__ import annotations

from prometheus_client import CollectorRegistry

from stream.lag import LagCollector


def test_lag_per_owned_partition() -> None:
    ends = {0: 100, 1: 50, 2: -1}
    positions = {0: 90}
    registry = CollectorRegistry()
    registry.register(
        LagCollector("seer.events", lambda: {0, 1, 2}, positions.get, lambda t, p: ends.get(p))
    )
    get = registry.get_sample_value
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "0"}) == 10
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "1"}) == 50
    assert get("seer_consumer_lag", {"topic": "seer.events", "partition": "2"}) is None
