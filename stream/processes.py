"""Child processes that the CLI, the benches and the tests start and stop."""

from __future__ import annotations

import signal
import subprocess
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import Self


def spawn(
    command: list[str], log_path: Path | None = None, env: Mapping[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """Start `command` in its own session (Ctrl-C reaches only us; we stop it in order),
    its output appended to `log_path` or discarded."""
    output = open(log_path, "ab") if log_path else subprocess.DEVNULL  # noqa: SIM115
    try:
        return subprocess.Popen(
            command,
            stdout=output,
            stderr=subprocess.STDOUT,
            env=dict(env) if env is not None else None,
            start_new_session=True,
        )
    finally:
        if not isinstance(output, int):
            output.close()  # the child holds its own copy


def stop(process: subprocess.Popen[bytes] | None, timeout_s: float = 15.0) -> int | None:
    """SIGTERM, then SIGKILL if it does not stop in time; returns the exit code."""
    if process is None:
        return None
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=timeout_s)
    return process.returncode


class Managed:
    """`with thing:` starts it and stops it, whatever happens inside."""

    def start(self) -> Self:
        raise NotImplementedError

    def stop(self) -> object:
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
