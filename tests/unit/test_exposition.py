"""/metrics is written from a snapshot the collectors take on the event loop, in a thread:
the same text prometheus-client writes, gzipped when the scraper accepts it, and the
worker's events go on while it is written (at 200 segments writing it is about 66 ms of a
scrape's 87)."""

from __future__ import annotations

import asyncio
import gzip
import threading
from collections.abc import Iterator

import pytest
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.metrics_core import Metric
from prometheus_client.registry import Collector

from stream import exporter
from stream.exporter import SegmentCounters, exposition
from stream.metrics import PipelineMetrics


class Live(Collector):
    """A collector over state that the event loop changes: it records where it is read."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.value = 1.0
        self.read_on: list[threading.Thread] = []
        registry.register(self)

    def collect(self) -> Iterator[Metric]:
        self.read_on.append(threading.current_thread())
        yield GaugeMetricFamily("seer_test_live", "A live value.", value=self.value)


def registry_of_segments() -> tuple[CollectorRegistry, Live]:
    registry = CollectorRegistry()
    keys = ["env", "feature_flag"]
    metrics = PipelineMetrics(registry, keys)
    counters = SegmentCounters(keys, 0.35, registry, zero_for_s=0)
    for i in range(20):
        segment = (f"env{i % 3}", f'flag "{i}"\n')
        counters.received(segment)
        counters.scored(segment, 0.5, 0.25, 1 / 3, None if i % 2 else 0.7)
        metrics.recall.observe(segment, 0.5)
    Counter("seer_test", "A counter.", ["reason"], registry=registry).labels("x").inc(2)
    return registry, Live(registry)


def test_the_text_is_what_prometheus_client_writes() -> None:
    registry, _ = registry_of_segments()
    ours = asyncio.run(exposition(registry))
    assert ours.body == generate_latest(registry)
    assert ours.headers == {"Content-Type": CONTENT_TYPE_LATEST}
    assert b'seer_segment_events_total{env="env1",feature_flag="flag \\"4\\"\\n"} 1.0' in ours.body


@pytest.mark.parametrize(
    ("accepted", "gzipped"),
    [
        ("gzip", True),
        ("deflate, gzip;q=1.0, *;q=0.5", True),  # Prometheus' own header
        ("GZIP", True),
        ("", False),
        ("identity", False),
        ("x-gzip-like", False),
    ],
)
def test_gzipped_when_the_scraper_accepts_it(accepted: str, gzipped: bool) -> None:
    registry, _ = registry_of_segments()
    asyncio.run(exposition(registry))
    plain = asyncio.run(exposition(registry)).body
    written = asyncio.run(exposition(registry, accepted))
    assert (written.headers.get("Content-Encoding") == "gzip") is gzipped
    assert written.headers["Content-Type"] == CONTENT_TYPE_LATEST
    body = gzip.decompress(written.body) if gzipped else written.body
    assert body == plain


def test_collectors_read_on_the_loop_and_the_text_is_written_in_a_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    registry, live = registry_of_segments()
    written_on: list[threading.Thread] = []
    real = generate_latest

    def recording(snapshot: CollectorRegistry) -> bytes:
        written_on.append(threading.current_thread())
        live.value = 2.0  # the loop moves on meanwhile: the snapshot keeps what was read
        return real(snapshot)

    monkeypatch.setattr(exporter, "generate_latest", recording)

    async def scrape() -> tuple[bytes, threading.Thread]:
        return (await exposition(registry, "gzip")).body, threading.current_thread()

    body, loop_thread = asyncio.run(scrape())
    assert live.read_on == [loop_thread]
    assert written_on and written_on[0] is not loop_thread
    assert b"seer_test_live 1.0" in gzip.decompress(body)
