"""Per-event Prometheus metrics of the evaluate stage, in a registry the app owns."""

from __future__ import annotations

from collections.abc import Sequence

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

OUTCOMES = ("evaluated", "sampled_out", "dead_lettered", "evaluator_failed")
RATIO_BUCKETS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
LATENCY_BUCKETS = (0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


class PipelineMetrics:
    def __init__(self, registry: CollectorRegistry, segment_keys: Sequence[str]) -> None:
        labels = list(segment_keys)
        self.registry = registry
        self.events = Counter(
            "seer_events", "Records consumed, by outcome.", ["outcome"], registry=registry
        )
        for outcome in OUTCOMES:
            self.events.labels(outcome=outcome)
        self.dead_letters = Counter(
            "seer_dead_letters",
            "Records sent to the dead-letter topic, by reason code.",
            ["reason"],
            registry=registry,
        )
        self.citations_dropped = Counter(
            "seer_citations_dropped",
            "Citations of passages that are not in the context, discarded.",
            registry=registry,
        )
        self.segment_values_folded = Counter(
            "seer_segment_values_folded",
            "Metadata values folded into `other` by the cardinality guard, by key.",
            ["key"],
            registry=registry,
        )
        self.in_flight = Gauge(
            "seer_evaluations_in_flight", "Evaluations running now.", registry=registry
        )

        def ratio(name: str, what: str) -> Histogram:
            return Histogram(
                f"seer_event_{name}",
                f"Per-event {what}, by segment.",
                labels,
                buckets=RATIO_BUCKETS,
                registry=registry,
            )

        self.recall = ratio("recall", "recall")
        self.precision = ratio("precision", "precision proxy")
        self.f1 = ratio("f1", "F1")
        self.ndcg = ratio("ndcg", "nDCG (events with a ranking and support only)")
        self.latency = Histogram(
            "seer_evaluation_latency_seconds",
            "Time to evaluate one event, by segment.",
            labels,
            buckets=LATENCY_BUCKETS,
            registry=registry,
        )
