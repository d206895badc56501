"""Fixtures are factories over one real embedded broker per test session."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

from stream.broker import EmbeddedBroker
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support import polling
from tests.support.kafka import isolated_settings
from tests.support.openai_server import OpenAIServer, Script
from tests.support.scripts import load_script

_names = itertools.count()
_LAYERS = ("unit", "integration", "e2e")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test has one layer: its directory's, unless it is marked with another (a test
    under unit/ that runs promtool is `integration`); `make test-fast` runs `unit` alone."""
    for item in items:
        marked = [layer for layer in _LAYERS if item.get_closest_marker(layer)]
        if not marked:
            layer = item.path.parent.name
            item.add_marker(layer if layer in _LAYERS else "unit")
    # The slow ones first, longest first (a stable sort): pytest-xdist hands tests out in
    # this order, and one started last would leave the other workers idle for its length.
    items.sort(key=_expected_seconds, reverse=True)


def _expected_seconds(item: pytest.Item) -> float:
    """A `slow(seconds)` test's rough length; 0 for the others."""
    marker = item.get_closest_marker("slow")
    return float(marker.args[0]) if marker and marker.args else 0.0


@pytest.fixture(autouse=True)
def _time_budget(request: pytest.FixtureRequest) -> Iterator[None]:
    """Waits end before pytest-timeout would kill the test, so it fails with its message."""
    marker = request.node.get_closest_marker("timeout")
    limit = marker.args[0] if marker and marker.args else request.config.getini("timeout")
    polling.start_budget(float(limit or 0))
    yield
    polling.start_budget(None)


@pytest.fixture(scope="session")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    log = tmp_path_factory.mktemp("broker") / "broker.log"
    with EmbeddedBroker(log_path=log) as running:
        yield running


@pytest.fixture
def settings_factory(broker: EmbeddedBroker, tmp_path: Path) -> Callable[..., Settings]:
    """Settings with topics and a consumer group of the test's own, topics created."""

    def make(**overrides: object) -> Settings:
        name = f"t{os.getpid()}-{next(_names)}"
        return isolated_settings(broker.bootstrap, tmp_path, name, **overrides)

    return make


@pytest.fixture
def worker_factory(tmp_path: Path) -> Iterator[Callable[[Settings], WorkerProcess]]:
    """Started workers, each stopped at the end of the test; logs in tmp_path."""
    started: list[WorkerProcess] = []

    def make(settings: Settings) -> WorkerProcess:
        worker = WorkerProcess(settings, log_path=tmp_path / f"worker-{len(started)}.log")
        started.append(worker)
        return worker.start()

    yield make
    for worker in started:
        worker.stop()


@pytest.fixture
def llm_server() -> Iterator[Callable[[Script], OpenAIServer]]:
    """Local OpenAI-compatible servers with the test's script, stopped after the test."""
    started: list[OpenAIServer] = []

    def make(script: Script) -> OpenAIServer:
        server = OpenAIServer(script).start()
        started.append(server)
        return server

    yield make
    for server in started:
        server.stop()


def llm_settings(server: OpenAIServer, **overrides: object) -> Settings:
    base: dict[str, object] = {
        "evaluator": "llm",
        "llm_base_url": server.base_url,
        "llm_model": "judge",
        # In-process here for speed; the worker tests run the default helper process and
        # the transport tests run both.
        "llm_processes": 0,
    }
    return Settings.model_validate({**base, **overrides})


@pytest.fixture(scope="session")
def goldset_dir() -> Path:
    """The labelled gold set (../shared/goldset or $SEER_GOLDSET); tests skip without it."""
    path = Path(
        os.environ.get("SEER_GOLDSET") or Path(__file__).resolve().parents[2] / "shared/goldset"
    )
    if not (path / "answerable.jsonl").is_file():
        pytest.skip(f"gold set not found at {path}")
    return path


@pytest.fixture(scope="session")
def lexical_bench() -> ModuleType:
    """bench/goldset_lexical.py, which measures the lexical evaluator on the labelled sets."""
    return load_script(
        Path(__file__).resolve().parents[1] / "bench" / "goldset_lexical.py", "goldset_lexical"
    )
