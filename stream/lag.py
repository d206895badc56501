"""Consumer lag of the input topic at scrape time: how far behind the log end we are."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector


class LagCollector(Collector):
    """`seer_consumer_lag{topic,partition}` for the input partitions this worker owns.

    `position(partition)` is one past the last offset processed (None while it is not
    known: no sample then), `end(topic, partition)` the partition's high watermark as
    last fetched.
    """

    def __init__(
        self,
        topic: str,
        partitions: Callable[[], set[int]],
        position: Callable[[int], int | None],
        end: Callable[[str, int], int | None],
    ) -> None:
        self.topic = topic
        self._partitions = partitions
        self._position = position
        self._end = end

    def describe(self) -> Iterator[GaugeMetricFamily]:
        return iter(())

    def collect(self) -> Iterator[GaugeMetricFamily]:
        family = GaugeMetricFamily(
            "seer_consumer_lag",
            "Records of the input topic not processed yet, per owned partition.",
            labels=["topic", "partition"],
        )
        for partition in sorted(self._partitions()):
            end = self._end(self.topic, partition)
            if end is None or end < 0:
                continue
            position = self._position(partition)
            if position is None:
                continue
            family.add_metric([self.topic, str(partition)], float(max(end - position, 0)))
        yield family
