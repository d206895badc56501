"""The segment histograms expose what prometheus-client's Histogram would; the worker's
registry serves the process and Python metrics of any Python exporter, and its version."""

from __future__ import annotations

import sys

import pytest
from prometheus_client import CollectorRegistry, Histogram, generate_latest
from prometheus_client.parser import text_string_to_metric_families

from stream.metrics import (
    DEAD_LETTER_CODES,
    LATENCY_BUCKETS,
    LIMITERS,
    RATIO_BUCKETS,
    RETRY_REASONS,
    LLMMetrics,
    PipelineMetrics,
    SegmentHistogram,
    process_metrics,
)
from stream.pipeline import DeadLetter


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


def test_process_metrics_are_what_a_python_exporter_serves_and_the_version() -> None:
    registry = CollectorRegistry()
    process_metrics(registry, "1.2.3")
    assert registry.get_sample_value("seer_build_info", {"version": "1.2.3"}) == 1
    rss = registry.get_sample_value("process_resident_memory_bytes")
    assert rss is not None and rss > 1_000_000
    assert (registry.get_sample_value("process_cpu_seconds_total") or 0) > 0
    assert registry.get_sample_value("python_gc_collections_total", {"generation": "0"}) is not None
    major = str(sys.version_info.major)
    info = {"implementation": "CPython", "major": major, "minor": str(sys.version_info.minor)}
    assert any(
        s.value == 1 and info.items() <= s.labels.items()
        for f in registry.collect()
        if f.name == "python_info"
        for s in f.samples
    )
    process_metrics(CollectorRegistry(), "1.2.3")  # a second worker's registry in one process


def test_every_known_label_value_is_exported_from_the_start_at_zero() -> None:
    # rate() and increase() miss a series' first increment when it appears with it.
    registry = CollectorRegistry()
    PipelineMetrics(registry, ["env", "tenant"])
    LLMMetrics(registry)
    exported = samples(registry)
    expected = [
        *[("seer_dead_letters_total", (("reason", code),)) for code in DEAD_LETTER_CODES],
        *[("seer_llm_retries_total", (("reason", reason),)) for reason in RETRY_REASONS],
        *[("seer_llm_rate_limit_waits_total", (("limiter", x),)) for x in LIMITERS],
        *[("seer_llm_rate_limit_wait_seconds_total", (("limiter", x),)) for x in LIMITERS],
        *[("seer_segment_values_folded_total", (("key", k),)) for k in ("env", "tenant")],
        *[("seer_judge_exact_match_total", (("match", m),)) for m in ("true", "false")],
    ]
    assert {key: exported.get(key) for key in expected} == dict.fromkeys(expected, 0.0)
    assert {"rpm", "tpm", "retry_after"} == set(LIMITERS)


def test_a_dead_letter_s_code_is_one_that_is_exported() -> None:
    assert DeadLetter("bad", "not_json", "validate").code == "not_json"
    with pytest.raises(ValueError, match="DEAD_LETTER_CODES"):
        DeadLetter("bad", "not-json", "validate")
