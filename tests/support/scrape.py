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
                counts[(sample.labels["env"], sample.labels["feature_flag"])] += int(sample.value)
    return counts


def sample(text: str | None, name: str, labels: dict[str, str] | None = None) -> float | None:
    """One sample's value in a /metrics page (None when absent or the page is)."""
    for family in text_string_to_metric_families(text or ""):
        for found in family.samples:
            if found.name == name and found.labels == (labels or {}):
                return float(found.value)
    return None


def sample_sum(text: str | None, name: str) -> float | None:
    """The sum of a metric's samples over all their labels (None when it has none)."""
    values = [
        float(found.value)
        for family in text_string_to_metric_families(text or "")
        for found in family.samples
        if found.name == name
    ]
    return sum(values) if values else None


def lags(worker: WorkerProcess) -> dict[int, float]:
    """The worker's `seer_consumer_lag` by the input partitions it owns."""
    return {
        int(found.labels["partition"]): found.value
        for family in text_string_to_metric_families(worker.scrape() or "")
        for found in family.samples
        if found.name == "seer_consumer_lag"
    }


def owned_partitions(worker: WorkerProcess) -> set[int]:
    """The input partitions a worker reports owning (its `seer_consumer_lag` series)."""
    return set(lags(worker))


def shared_out(workers: list[WorkerProcess]) -> bool:
    """True once every worker owns input partitions and together they own all of them."""
    owned = [owned_partitions(worker) for worker in workers]
    partitions = workers[0].settings.topic_partitions
    return all(owned) and set().union(*owned) == set(range(partitions))
