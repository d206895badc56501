"""What a worker's /metrics says about its windows."""

from __future__ import annotations

from collections import Counter

from prometheus_client.parser import text_string_to_metric_families

from stream.worker import WorkerProcess


def window_counts(worker: WorkerProcess, window: str = "15m") -> Counter[tuple[str, str]]:
    """Events per segment in the window (current + last, in case a boundary passed)."""
    counts: Counter[tuple[str, str]] = Counter()
    for family in text_string_to_metric_families(worker.scrape() or ""):
        for sample in family.samples:
            if sample.name == "seer_window_events" and sample.labels["window"] == window:
                counts[(sample.labels["env"], sample.labels["feature_flag"])] += int(sample.value)
    return counts
