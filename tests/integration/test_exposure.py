"""What a worker serves: /metrics, with the process metrics of any Python exporter, and nothing
about its tables, router or stats."""

from __future__ import annotations

import gzip
import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable

import pytest
from prometheus_client import CONTENT_TYPE_LATEST
from prometheus_client.parser import text_string_to_metric_families

from stream import __version__
from stream.settings import Settings
from stream.worker import WorkerProcess

pytestmark = pytest.mark.integration


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return exc.code


def test_the_worker_serves_metrics_and_not_faust_s_debug_pages(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    worker = worker_factory(settings)
    base = f"http://{settings.web_host}:{settings.web_port}"
    assert status(f"{base}/metrics") == 200
    # The health probes' page: a scrape's worth of CPU cheaper than /metrics.
    with urllib.request.urlopen(f"{base}/", timeout=5) as response:
        assert json.load(response) == {"status": "OK"}
    for page in ("/table/", "/router/", "/stats/", "/graph/", "/performance/", "/signals/"):
        assert status(f"{base}{page}") == 404, page
    text = worker.scrape()
    assert text is not None
    served = {s.name: s for f in text_string_to_metric_families(text) for s in f.samples}
    # what Prometheus users read from any Python exporter: restarts, memory, CPU
    assert served["process_resident_memory_bytes"].value > 1_000_000
    assert served["process_start_time_seconds"].value > time.time() - 600
    assert "python_info" in served
    assert served["seer_build_info"].labels == {"version": __version__}
    # no `_created` beside each counter: series nothing reads
    assert not [name for name in served if name.endswith("_created")]
    # Prometheus asks for gzip, and gets it
    asked = urllib.request.Request(f"{base}/metrics", headers={"Accept-Encoding": "gzip"})
    with urllib.request.urlopen(asked, timeout=5) as response:
        assert response.headers["Content-Encoding"] == "gzip"
        assert response.headers["Content-Type"] == CONTENT_TYPE_LATEST
        zipped = gzip.decompress(response.read()).decode()
    assert "seer_build_info" in {f.name for f in text_string_to_metric_families(zipped)}
