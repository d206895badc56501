"""Per-segment counters and the unscored age, asserted on their own registry."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry, generate_latest

from stream.app import create_app
from stream.exporter import COUNTERS, SegmentCounters, UnscoredAge
from stream.metrics import SegmentHistogram, ZeroFirst
from stream.settings import Settings
from tests.unit.test_pipeline import SOURCE, Scripted, make

SEGMENT = ("prod", "v2")
LABELS = {"env": "prod", "feature_flag": "v2"}


def sample(registry: CollectorRegistry, name: str) -> float | None:
    return registry.get_sample_value(name, LABELS)


def test_a_new_segment_reads_zero_for_its_first_seconds_whoever_scrapes() -> None:
    registry = CollectorRegistry()
    now = [100.0]
    counters = SegmentCounters(
        ["env", "feature_flag"], 0.35, registry, zero_for_s=30, clock=lambda: now[0]
    )
    counters.received(SEGMENT)
    counters.scored(SEGMENT, 0.5, 0.25, 1 / 3, None)
    # A window counts from a series' first sample: every scraper's must be a 0, however
    # many scrapes (probes, the other Prometheus of a pair) come first.
    for now[0] in (100.0, 100.05, 110.0, 129.9):
        text = generate_latest(registry).decode()
        assert 'seer_segment_events_total{env="prod",feature_flag="v2"} 0.0' in text
        assert 'seer_segment_recall_sum_total{env="prod",feature_flag="v2"} 0.0' in text
        assert 'seer_segment_received_total{env="prod",feature_flag="v2"} 0.0' in text
    now[0] = 129.5  # a segment that appears later reads zero for its own 30 s
    later = ("prod", "v3")
    counters.received(later)
    now[0] = 130.0
    assert sample(registry, "seer_segment_received_total") == 1
    assert (
        registry.get_sample_value(
            "seer_segment_received_total", {"env": "prod", "feature_flag": "v3"}
        )
        == 0
    )
    now[0] = 159.5
    assert (
        registry.get_sample_value(
            "seer_segment_received_total", {"env": "prod", "feature_flag": "v3"}
        )
        == 1
    )
    counters.scored(SEGMENT, 1.0, 0.5, 2 / 3, 0.8)
    assert sample(registry, "seer_segment_received_total") == 1
    assert sample(registry, "seer_segment_events_total") == 2
    assert sample(registry, "seer_segment_recall_sum_total") == 1.5
    assert sample(registry, "seer_segment_recall_sum_squares_total") == 1.25
    assert sample(registry, "seer_segment_precision_sum_total") == 0.75
    assert sample(registry, "seer_segment_precision_sum_squares_total") == 0.3125
    assert sample(registry, "seer_segment_f1_sum_total") == pytest.approx(1.0)
    assert sample(registry, "seer_segment_f1_sum_squares_total") == pytest.approx(5 / 9)
    assert sample(registry, "seer_segment_ndcg_events_total") == 1
    assert sample(registry, "seer_segment_ndcg_sum_total") == 0.8
    assert sample(registry, "seer_segment_ndcg_sum_squares_total") == pytest.approx(0.64)
    assert sample(registry, "seer_segment_incomplete_events_total") == 1  # recall 0.5
    assert sample(registry, "seer_segment_bloated_events_total") == 1  # precision 0.25
    # Counters in the exposition: the _total names with TYPE counter.
    text = generate_latest(registry).decode()
    for name, _ in COUNTERS:
        assert f"# TYPE {name}_total counter" in text


def test_a_segment_has_the_labels_of_the_keys() -> None:
    counters = SegmentCounters(["env", "feature_flag"], 0.35, CollectorRegistry(), zero_for_s=0)
    with pytest.raises(ValueError, match="labels"):
        counters.received(("prod",))


def test_the_pipeline_counts_received_at_intake_and_scored_once_settled() -> None:
    pipeline, registry = make(Scripted())  # zero_for_s 0: shown as counted at once
    event = {"task": "q", "context": ["a", "b"], "metadata": {"env": "prod", "feature_flag": "v2"}}
    outcome = asyncio.run(pipeline.outcome(json.dumps(event).encode(), SOURCE))
    assert sample(registry, "seer_segment_received_total") == 1
    assert sample(registry, "seer_segment_events_total") == 0  # not on the broker yet
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluated"}) == 0
    pipeline.settled(outcome)
    assert sample(registry, "seer_segment_events_total") == 1
    assert registry.get_sample_value("seer_events_total", {"outcome": "evaluated"}) == 1
    assert sample(registry, "seer_segment_recall_sum_total") == 0.5  # one of two requirements


def test_unscored_age_follows_the_oldest_unfinished_event() -> None:
    now = [1000.0]
    age = UnscoredAge(CollectorRegistry(), clock=lambda: now[0])
    assert age.age_s() == 0
    age.taken((0, 1), 990.0)
    age.taken((1, 7), 995.0)
    assert age.age_s() == 10
    age.done((0, 1))
    assert age.age_s() == 5
    now[0] = 1100.0
    assert age.age_s() == 105
    age.taken((1, 8), 2000.0)  # a clock ahead of ours: never a negative age
    age.done((1, 7))
    assert age.age_s() == 0


def test_the_worker_holds_new_segments_at_zero_for_twice_the_scrape_interval(
    tmp_path: Path,
) -> None:
    seer = create_app(Settings(data_dir=tmp_path, scrape_interval_s=15))
    pipeline = seer.pipeline
    assert pipeline.counters.zero_first.zero_for_s == 30
    for histogram in (pipeline.metrics.recall, pipeline.metrics.latency):
        assert histogram.zero_first.zero_for_s == 30


def test_a_new_segment_s_histograms_read_zero_first_too() -> None:
    registry = CollectorRegistry()
    histogram = SegmentHistogram("seer_test", "A test.", ["env"], (0.5, 1.0), registry, 30)
    now = [0.0]
    histogram.zero_first = ZeroFirst(30, clock=lambda: now[0])
    histogram.observe(("prod",), 0.4)
    histogram.observe(("prod",), 0.9)
    for now[0] in (0.0, 29.9):
        assert registry.get_sample_value("seer_test_count", {"env": "prod"}) == 0
        assert registry.get_sample_value("seer_test_bucket", {"env": "prod", "le": "0.5"}) == 0
        assert registry.get_sample_value("seer_test_sum", {"env": "prod"}) == 0
    now[0] = 30.0
    assert registry.get_sample_value("seer_test_count", {"env": "prod"}) == 2
    assert registry.get_sample_value("seer_test_bucket", {"env": "prod", "le": "0.5"}) == 1
    assert registry.get_sample_value("seer_test_sum", {"env": "prod"}) == pytest.approx(1.3)
