"""Window gauges at scrape time (SPEC §6), from the windows this worker owns right now."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from stream.aggregate import Entry, WindowStore
from stream.windows import gauge_values

HELP = {
    "events": "Events scored in the window.",
    "recall": "Mean recall in the window.",
    "precision": "Mean precision proxy in the window.",
    "f1": "Mean F1 in the window.",
    "ndcg": "Mean nDCG in the window (events with a ranking and support).",
    "incomplete_ratio": "Share of events with recall < 1 in the window.",
    "bloated_ratio": "Share of events with precision below the bloat threshold in the window.",
}


def owned_partitions(app: Any, topic: str) -> set[int]:
    """The partitions of `topic` this worker owns now (faust's current assignment)."""
    return {tp.partition for tp in app.assignor.assigned_actives() if tp.topic == topic}


def _help(name: str) -> str:
    for suffix, bound in (("_lower", "Lower"), ("_upper", "Upper")):
        if name.endswith(suffix):
            return f"{bound} end of the 95% interval: {HELP[name.removesuffix(suffix)]}"
    return HELP[name]


class WindowCollector(Collector):
    """Yields `seer_window_*` gauges labelled by segment keys, `window` and `period`.

    Only entries of partitions this worker owns are exported, so a segment is
    exported by one worker at a time and its series leave with its partition.
    """

    def __init__(
        self,
        store: WindowStore,
        segment_keys: Sequence[str],
        items: Callable[[], Iterable[tuple[str, Entry]]],
        partitions: Callable[[], set[int]],
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.segment_keys = list(segment_keys)
        self._items = items
        self._partitions = partitions
        self._clock = clock

    def describe(self) -> Iterator[GaugeMetricFamily]:
        return iter(())  # values are only known at scrape time

    def collect(self) -> Iterator[GaugeMetricFamily]:
        labels = [*self.segment_keys, "window", "period"]
        families: dict[str, GaugeMetricFamily] = {}
        rows = self.store.rows(list(self._items()), self._clock(), self._partitions())
        for row in rows:
            values = [row.segment.get(k, "unset") for k in self.segment_keys]
            for name, value in gauge_values(row.result).items():
                family = families.get(name)
                if family is None:
                    family = families[name] = GaugeMetricFamily(
                        f"seer_window_{name}", _help(name), labels=labels
                    )
                family.add_metric([*values, row.window, row.period], value)
        yield from families.values()
