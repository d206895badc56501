"""The segment histograms expose what prometheus-client's Histogram would."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry, Histogram, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from stream.metrics import LATENCY_BUCKETS, RATIO_BUCKETS, SegmentHistogram


def samples(registry: CollectorRegistry) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    text = generate_latest(registry).decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
        if not s.name.endswith("_created")
    }


@pytest.mark.parametrize("buckets", [RATIO_BUCKETS, LATENCY_BUCKETS])
def test_same_exposition_as_prometheus_client(buckets: tuple[float, ...]) -> None:
    ours, theirs = CollectorRegistry(), CollectorRegistry()
    mine = SegmentHistogram("seer_x", "A figure.", ["env", "flag"], buckets, ours)
    reference = Histogram("seer_x", "A figure.", ["env", "flag"], buckets=buckets, registry=theirs)
    values = [0.0, 0.1, 0.1000001, 0.35, 0.5, 1.0, 0.999, 2.5, 31.0, 0.0005]
    for i, value in enumerate(values):
        segment = ("prod", "on") if i % 3 else ("dev", "off")
        mine.observe(segment, value)
        reference.labels(*segment).observe(value)
    assert samples(ours) == samples(theirs)
    assert ours.get_sample_value("seer_x_count", {"env": "prod", "flag": "on"}) == 6


def test_no_segment_keys_and_wrong_labels() -> None:
    registry = CollectorRegistry()
    histogram = SegmentHistogram("seer_y", "A figure.", [], RATIO_BUCKETS, registry)
    histogram.observe((), 0.5)
    assert registry.get_sample_value("seer_y_bucket", {"le": "0.5"}) == 1
    assert registry.get_sample_value("seer_y_bucket", {"le": "0.4"}) == 0
    assert registry.get_sample_value("seer_y_sum") == 0.5
    with pytest.raises(ValueError, match="takes labels"):
        histogram.observe(("prod",), 0.5)
