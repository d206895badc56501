"""What a worker's /metrics says about its segments."""

from __future__ import annotations

from collections import Counter

from prometheus_client.parser import text_string_to_metric_families

from stream.worker import WorkerProcess


def segment_counts(
    worker: WorkerProcess, counter: str = "seer_segment_events_total"
) -> Counter[tuple[str, str]]:
    """A per-segment counter of one worker, by (env, feature_flag); empty when unreachable."""
    counts: Counter[tuple[str, str]] = Counter()
    for family in text_string_to_metric_families(worker.scrape() or ""):
        for sample in family.samples:
            if sample.name == counter and sample.value:
                counts[(sample.labels["env"], sample.labels["feature_flag"])] += sample.value
    return counts
