"""Metadata built to blow up Prometheus: /metrics stays valid text with bounded series."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from prometheus_client.parser import text_string_to_metric_families

from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import produce
from tests.support.polling import wait_for

pytestmark = pytest.mark.integration
NASTY = ['a"b', "line\nbreak", "{brace}", "back\\slash", "x" * 10_000, "ünïcødé", "", " "]


@pytest.mark.slow(15)
def test_hostile_metadata_keeps_metrics_valid_and_bounded(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory(max_values_per_key=20, max_segments=10)
    worker = worker_factory(settings)
    values = []
    for i in range(10_000):
        metadata = {
            "env": f"tenant-{i}",  # 10,000 distinct values for one allowed key
            "feature_flag": NASTY[i % len(NASTY)],
            "user_id": f"u{i}",  # not an allowed key
            'evil"key\n{}': "x" * 100,
        }
        event = {"event_id": f"h-{i}", "task": f"q{i}", "context": ["p"], "metadata": metadata}
        values.append(json.dumps(event).encode())
    produce(settings, values)

    text = ""

    def counted_all() -> bool:
        nonlocal text
        text = worker.scrape() or ""
        counted = sum(
            s.value
            for f in text_string_to_metric_families(text)
            for s in f.samples
            if s.name == "seer_segment_events_total"
        )
        return counted >= 10_000

    wait_for(counted_all, 240, interval_s=1)
    families = list(text_string_to_metric_families(text))  # raises on invalid exposition
    segment_series = [
        s for f in families for s in f.samples if s.name == "seer_segment_events_total"
    ]
    assert sum(s.value for s in segment_series) == 10_000
    envs = {s.labels["env"] for s in segment_series}
    flags = {s.labels["feature_flag"] for s in segment_series}
    assert len(envs) <= 21 and "other" in envs  # 20 kept, the rest folded
    assert len(flags) <= len(NASTY)
    # This traffic makes 27 combinations of kept labels: 10 are kept, then all `other`.
    segments = {(s.labels["env"], s.labels["feature_flag"]) for s in segment_series}
    assert len(segments) == 11 and ("other", "other") in segments
    [folded] = [s for f in families for s in f.samples if s.name == "seer_segments_folded_total"]
    assert folded.value > 0
    all_samples = [s for f in families for s in f.samples]
    assert len(all_samples) < 5_000
    for sample in all_samples:
        assert set(sample.labels) <= {
            "env",
            "feature_flag",
            "outcome",
            "reason",
            "key",
            "le",
            "model",
            "kind",
            "status",
            "limiter",
            "match",
            "topic",  # seer_consumer_lag: the input topic and its partitions
            "partition",
            "evaluator",  # seer_evaluator_info and the judge's checks: the configured judge
            "prompt_version",
            "version",  # seer_build_info; python_info: the Python's, with its parts
            "implementation",
            "major",
            "minor",
            "patchlevel",
            "generation",  # python_gc_*
        }
        for value in sample.labels.values():
            assert len(value) <= 64 and "\n" not in value and '"' not in value
    assert "u1" not in text and "evil" not in text
    values_folded = [s for s in all_samples if s.name == "seer_segment_values_folded_total"]
    assert values_folded and sum(s.value for s in values_folded) >= 10_000 - 20
