"""Per-segment counters and the unscored age, asserted on their own registry."""

from __future__ import annotations

import asyncio
import json

import pytest
from prometheus_client import CollectorRegistry, generate_latest

from stream.exporter import COUNTERS, SegmentCounters, UnscoredAge
from tests.unit.test_pipeline import SOURCE, Scripted, make

SEGMENT = ("prod", "v2")
LABELS = {"env": "prod", "feature_flag": "v2"}


def sample(registry: CollectorRegistry, name: str) -> float | None:
    return registry.get_sample_value(name, LABELS)


def test_a_new_segment_shows_zero_first_then_its_counts() -> None:
    registry = CollectorRegistry()
    counters = SegmentCounters(["env", "feature_flag"], 0.35, registry)
    counters.received(SEGMENT)
    counters.scored(SEGMENT, 0.5, 0.25, 1 / 3, None)
    # increase() counts from a series' first sample: every series of it starts at 0.
    first = generate_latest(registry).decode()
    assert 'seer_segment_events_total{env="prod",feature_flag="v2"} 0.0' in first
    assert 'seer_segment_recall_sum_total{env="prod",feature_flag="v2"} 0.0' in first
    assert 'seer_segment_received_total{env="prod",feature_flag="v2"} 0.0' in first
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
    counters = SegmentCounters(["env", "feature_flag"], 0.35, CollectorRegistry())
    with pytest.raises(ValueError, match="labels"):
        counters.received(("prod",))


def test_the_pipeline_counts_received_at_intake_and_scored_once_settled() -> None:
    pipeline, registry = make(Scripted())
    event = {"task": "q", "context": ["a", "b"], "metadata": {"env": "prod", "feature_flag": "v2"}}
    outcome = asyncio.run(pipeline.outcome(json.dumps(event).encode(), SOURCE))
    generate_latest(registry)  # the first scrape shows the new segment at zero
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
