"""SIGTERM drains with a deadline.

faust stops by waiting for what its agents are doing; an endpoint that hangs holds that
wait past any grace period, and then SIGKILL comes and the LLM calls are paid again. So a
stop signal also arms a timer: when it runs out the process exits with what is not
finished left uncommitted for the next owner of its partitions (offsets are committed
only over settled events, so nothing is lost; those events are judged again).
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
from typing import Any

import faust

log = logging.getLogger(__name__)


class DrainingWorker(faust.Worker):
    """A faust worker whose stop signals arm `drain_deadline_s`."""

    def __init__(self, app: faust.App, *args: Any, drain_deadline_s: float, **kwargs: Any):
        super().__init__(app, *args, **kwargs)
        self.drain_deadline_s = drain_deadline_s
        self._deadline: threading.Timer | None = None

    # mode.Worker routes SIGTERM and SIGINT here (a private hook: the shutdown tests
    # fail if it moves).
    def _schedule_shutdown(self, signum: signal.Signals) -> None:
        if self._deadline is None:
            self._deadline = threading.Timer(self.drain_deadline_s, self._expire)
            self._deadline.daemon = True
            self._deadline.start()
        super()._schedule_shutdown(signum)

    def _expire(self) -> None:
        log.warning(
            "drain deadline of %.0fs passed: exiting; unfinished events stay uncommitted "
            "for the next owner of their partitions",
            self.drain_deadline_s,
        )
        for handler in logging.getLogger().handlers:
            handler.flush()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)
