"""Real Prometheus and Alertmanager (Debian binaries) and a webhook receiver, for tests.

Each binds 127.0.0.1 on a free port with its own data directory and is stopped
by the test that started it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import threading
import time
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Self

import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from stream.broker import free_port
from stream.processes import Managed, spawn, stop


class Service(Managed):
    """A server binary run until stopped; ready when GET /-/ready answers 200."""

    name = ""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        raise NotImplementedError

    def start(self, timeout_s: float = 30.0) -> Self:
        binary = shutil.which(self.command()[0])
        assert binary, f"{self.command()[0]} is not installed: `make test` installs it"
        self.process = spawn(self.command(), self.workdir / f"{self.name}.log")
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited; see {self.workdir / self.name}.log")
            try:
                with urllib.request.urlopen(f"{self.url}/-/ready", timeout=1) as reply:
                    if reply.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"{self.name} not ready within {timeout_s:.0f}s")

    def stop(self) -> None:
        stop(self.process)


class Prometheus(Service):
    name = "prometheus"

    def __init__(
        self,
        workdir: Path,
        targets: list[str],
        rules_text: str,
        alertmanager: str | None = None,
        interval: str = "1s",
    ) -> None:
        super().__init__(workdir)
        (workdir / "rules.yaml").write_text(rules_text)
        config: dict[str, Any] = {
            "global": {"scrape_interval": interval, "evaluation_interval": interval},
            "rule_files": ["rules.yaml"],
            "scrape_configs": [
                {"job_name": "seer-stream", "static_configs": [{"targets": targets}]}
            ],
        }
        if alertmanager:
            host = alertmanager.removeprefix("http://")
            config["alerting"] = {"alertmanagers": [{"static_configs": [{"targets": [host]}]}]}
        (workdir / "prometheus.yml").write_text(yaml.safe_dump(config))

    def command(self) -> list[str]:
        return [
            "prometheus",
            f"--config.file={self.workdir / 'prometheus.yml'}",
            f"--storage.tsdb.path={self.workdir / 'tsdb'}",
            f"--web.listen-address=127.0.0.1:{self.port}",
        ]

    def query(self, expr: str) -> list[dict[str, Any]]:
        url = f"{self.url}/api/v1/query?" + urllib.parse.urlencode({"query": expr})
        with urllib.request.urlopen(url, timeout=10) as reply:
            body = json.load(reply)
        assert body["status"] == "success", body
        return list(body["data"]["result"])

    def scraping(self, targets: int, timeout_s: float = 30.0) -> bool:
        """Whether every target was scraped within `timeout_s`: Prometheus starts its scrape
        loops seconds after it is ready (target discovery is throttled to once in 5 s), and
        a counter counts in its windows from its first sample on, as in production, where
        Prometheus runs before the events do."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if len(self.query("up == 1")) >= targets:
                return True
            time.sleep(0.2)
        return False

    def alerts(self) -> list[dict[str, Any]]:
        with urllib.request.urlopen(f"{self.url}/api/v1/alerts", timeout=10) as reply:
            return list(json.load(reply)["data"]["alerts"])


class Alertmanager(Service):
    name = "alertmanager"

    def __init__(self, workdir: Path, config: dict[str, Any]) -> None:
        super().__init__(workdir)
        (workdir / "alertmanager.yml").write_text(yaml.safe_dump(config))

    def command(self) -> list[str]:
        return [
            "prometheus-alertmanager",
            f"--config.file={self.workdir / 'alertmanager.yml'}",
            f"--storage.path={self.workdir / 'alertmanager-data'}",
            f"--web.listen-address=127.0.0.1:{self.port}",
            "--cluster.listen-address=",  # no gossip: nothing leaves this machine
        ]

    def post_alerts(self, alerts: list[dict[str, str]]) -> None:
        """Fire alerts (label sets) straight into the API, as Prometheus would."""
        body = json.dumps([{"labels": labels} for labels in alerts]).encode()
        request = urllib.request.Request(
            f"{self.url}/api/v2/alerts", body, {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as reply:
            assert reply.status == 200

    def states(self, *keys: str) -> dict[tuple[str, ...], str]:
        """Each alert's state (active, or suppressed: silenced or inhibited), by the
        values of its labels `keys`."""
        with urllib.request.urlopen(f"{self.url}/api/v2/alerts", timeout=10) as reply:
            alerts = json.load(reply)
        return {tuple(a["labels"][k] for k in keys): a["status"]["state"] for a in alerts}


class WebhookReceiver(Managed):
    """Records every notification Alertmanager POSTs, with the path it came to."""

    def __init__(self) -> None:
        self.received: list[tuple[str, dict[str, Any]]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                outer.received.append((self.path, json.loads(body)))
                self.send_response(200)
                self.end_headers()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def alerts(self) -> list[tuple[str, dict[str, Any]]]:
        """(receiver path, alert) for every alert of every notification so far."""
        return [(path, alert) for path, body in list(self.received) for alert in body["alerts"]]

    def start(self) -> Self:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
