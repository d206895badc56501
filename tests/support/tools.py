"""The Debian binaries the tests run (promtool, amtool, Prometheus, Alertmanager)."""

from __future__ import annotations

import shutil


def tool(name: str) -> str:
    """The binary's path; a failure, not a skip, when it is missing: `make test` installs it."""
    path = shutil.which(name)
    assert path, f"{name} is not installed: `make test` installs it (Debian package)"
    return path
