"""What the commands check before they start anything: their number arguments, and the
worker's port and data folder. Each says what is wrong in one line for `stream.cli`."""

from __future__ import annotations

import argparse
import errno
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

N = TypeVar("N", int, float)


def bounded(kind: Callable[[str], N], takes: Callable[[N], bool], what: str) -> Callable[[str], N]:
    """An argparse type: `kind(text)` when `takes` it, else the argument is refused as not
    `what` ("'0' is not a whole number above 0")."""

    def parse(text: str) -> N:
        try:
            value = kind(text)
        except ValueError:
            value = None
        if value is None or not takes(value):
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}")
        return value

    return parse


positive_int = bounded(int, lambda n: n >= 1, "a whole number above 0")
port = bounded(int, lambda n: 1 <= n <= 65535, "a TCP port (1 to 65535)")
seconds = bounded(float, lambda x: 0 < x < math.inf, "a number of seconds above 0")  # NaN: no


def metadata_key(text: str) -> str:
    """An argparse type for a metadata key: any text but none."""
    if not text.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not a metadata key: it is empty")
    return text


def unwritable(folder: Path) -> str | None:
    """Why the worker cannot keep its data in `folder` (made if missing), or None."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot make {folder}: {exc.strerror or exc}"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"cannot write in {folder}"
    return None


def unservable(host: str, port: int, host_setting: str, port_setting: str) -> str | None:
    """Why /metrics cannot be served on host:port now, naming what to change, or None (two
    workers on one machine need a port each)."""
    from stream.broker import bind_error

    error = bind_error(host, port)
    if error is None:
        return None
    hint = (
        f"another worker on this machine? set {port_setting}"
        if error.errno == errno.EADDRINUSE
        else f"check {host_setting}"
    )
    return f"cannot serve /metrics on {host}:{port}: {error.strerror or error} ({hint})"
