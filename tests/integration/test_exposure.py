"""What a worker serves: /metrics, and nothing about its tables, router or stats."""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Callable

import pytest

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
    for page in ("/table/", "/router/", "/stats/", "/graph/", "/performance/", "/signals/"):
        assert status(f"{base}{page}") == 404, page
    assert worker.scrape() is not None
