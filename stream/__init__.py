"""seer-stream: label-free retrieval-quality monitoring on Kafka.

`from stream import log, log_retrieval` publishes retrieval events from an
application (see `stream.client`).
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
__all__ = ["__version__", "log", "log_retrieval"]


def __getattr__(name: str) -> Any:
    # Lazy: the worker and `score` should not load the producer client they do not use.
    if name in ("log", "log_retrieval"):
        from stream import client

        return getattr(client, name)
    raise AttributeError(f"module 'stream' has no attribute {name!r}")
