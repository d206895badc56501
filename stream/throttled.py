"""Warnings that repeat by the thousand (an outage, a retriever whose every result is
refused), said at most once a minute per kind, each with how many came since."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable


class Throttled:
    def __init__(
        self,
        log: logging.Logger,
        every_s: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._log, self._every_s, self._clock = log, every_s, clock
        self._said: dict[str, float] = {}  # kind -> when it was last said
        self._unsaid: dict[str, int] = {}  # kind -> how many came since, unsaid
        self._lock = threading.Lock()

    def warn(self, kind: str, message: str, *args: object, exc_info: bool = False) -> None:
        """Log `message % args` unless a warning of `kind` was logged in the last minute;
        then count it, and say the count with the next one logged."""
        now = self._clock()
        with self._lock:
            said = self._said.get(kind)
            if said is not None and now - said < self._every_s:
                self._unsaid[kind] = self._unsaid.get(kind, 0) + 1
                return
            self._said[kind] = now
            unsaid = self._unsaid.pop(kind, 0)
        if unsaid:
            message = f"{message} (and {unsaid} more like it since the last such warning)"
        self._log.warning(message, *args, exc_info=exc_info)
