"""Run a worker: in this process (`seer-stream worker`) or as a child (demo, tests)."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Self

from prometheus_client import disable_created_metrics
from pydantic import SecretStr

from stream.broker import bind_error
from stream.processes import Managed, spawn, stop
from stream.settings import Settings


def run_worker(settings: Settings, loglevel: str = "info") -> None:
    """Check the judge, create the topics, build the app and process until SIGTERM/SIGINT.

    Raises PreflightFailed, before anything is consumed, when the LLM judge cannot be used.
    """
    from stream.app import create_app
    from stream.evaluators import preflight_apart
    from stream.kafka import ensure_topics
    from stream.shutdown import DrainingWorker

    logging.basicConfig(level=loglevel.upper())
    # No `_created` series: one beside every counter and histogram child (52 of 122 samples
    # of a worker's page), which Prometheus keeps as gauges from the text format and no
    # rule or panel reads. For the whole process: prometheus-client's switch is global.
    disable_created_metrics()  # type: ignore[no-untyped-call]  # (prometheus-client: untyped)
    # Before faust's Ready: a worker that took events only to dead-letter each one for
    # the same missing key or refused request helps nobody.
    preflight_apart(settings)
    ensure_topics(settings)
    _warn_of_few_partitions(settings)
    seer = create_app(settings)
    execute(
        DrainingWorker(
            seer.app,
            loglevel=loglevel,
            quiet=True,
            drain_deadline_s=settings.shutdown_deadline_s,
        )
    )


def _warn_of_few_partitions(settings: Settings) -> None:
    """Say so when the input topic caps the workers that can score it; a broker that does
    not answer this (it answered a moment ago) leaves it unsaid rather than the worker
    unstarted."""
    from confluent_kafka import KafkaException

    from stream.kafka import few_partitions, partition_counts

    try:
        counts = partition_counts(settings, [settings.input_topic])
    except KafkaException:
        return
    warning = few_partitions(settings, counts)
    if warning is not None:
        logging.getLogger("stream.worker").warning("%s", warning)


def execute(worker: Any) -> None:
    """Run a faust worker until it is stopped."""
    # faust's terminal spinner sets the root logger to DEBUG at --loglevel warning and
    # above, so that every debug line (several per message) is built and thrown away.
    worker.spinner = None
    worker.execute_from_commandline()


def settings_env(settings: Settings) -> dict[str, str]:
    """The SEER_* variables that reproduce `settings` in another process."""
    env: dict[str, str] = {}
    for name, value in settings.model_dump().items():
        if value is None:
            continue
        if isinstance(value, SecretStr):
            text = value.get_secret_value()
        elif isinstance(value, list):
            text = ",".join(str(v) for v in value)
        else:
            text = str(value)
        env[f"SEER_{name.upper()}"] = text
    return env


class WorkerProcess(Managed):
    """`seer-stream worker` (or `command`) as a child process with the given settings."""

    def __init__(
        self,
        settings: Settings,
        log_path: Path | None = None,
        loglevel: str = "info",
        command: list[str] | None = None,
    ):
        self.settings = settings
        self.log_path = log_path
        self.command = command or [sys.executable, "-m", "stream", "worker", "--loglevel", loglevel]
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def metrics_url(self) -> str:
        return f"http://{self.settings.web_host}:{self.settings.web_port}/metrics"

    def start(self, timeout_s: float = 60.0) -> Self:
        # Readiness is read from its /metrics: another server on that port would answer for
        # a worker that could not listen there (and exited), and it would pass for started.
        taken = bind_error(self.settings.web_host, self.settings.web_port)
        if taken is not None:
            raise RuntimeError(f"cannot start a worker on {self.metrics_url}: {taken}")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SEER_")}
        env.update(settings_env(self.settings))
        self.process = spawn(self.command, self.log_path, env)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(
                    f"worker exited with {self.process.returncode}; see {self.log_path}"
                )
            if self.scrape() is not None:
                return self
            time.sleep(0.2)
        self.kill()
        raise RuntimeError(f"worker did not serve {self.metrics_url} within {timeout_s:.0f}s")

    def scrape(self) -> str | None:
        try:
            with urllib.request.urlopen(self.metrics_url, timeout=2) as response:
                return str(response.read().decode("utf-8"))
        except (urllib.error.URLError, OSError):
            return None

    def stop(self, timeout_s: float = 15.0) -> int | None:
        """SIGTERM, then SIGKILL if it does not stop in time; returns the exit code."""
        return stop(self.process, timeout_s)

    def kill(self) -> None:
        """SIGKILL, as a crash would."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
