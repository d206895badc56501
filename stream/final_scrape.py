"""A stopping worker serves /metrics until a scrape has read what it counted last.

faust stops its services in the reverse order it started them: the agents (the events in
flight settle), the consumer, then the web server. What was counted after the last
scrape went with the web server, so every restart or scale-down lost up to a scrape
interval of counts (all of a drain's, with a slow judge) from every window. This service
starts right after the web server, so it stops right before it, and waits there.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable
from typing import Any

from faust.app.base import BootStrategy
from faust.types import ServiceT
from mode import Service

log = logging.getLogger(__name__)


class Exposure:
    """What was counted, and what the last scrape of /metrics read of it."""

    def __init__(self) -> None:
        self.counted = 0  # outcomes settled so far
        self.read: int | None = None  # `counted` when /metrics was last read; None: never

    def scraped(self) -> None:
        self.read = self.counted

    @property
    def unread(self) -> bool:
        """Something was counted since the last scrape, and something does scrape."""
        return self.read is not None and self.read != self.counted


class FinalScrape(Service):
    """On stop, waits until a scrape reads the last counts, at most `wait_s`."""

    def __init__(self, exposure: Exposure, wait_s: float, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.exposure = exposure
        self.wait_s = wait_s

    async def on_stop(self) -> None:
        if not self.exposure.unread:
            return
        log.info("waiting up to %.0fs for a last scrape of /metrics", self.wait_s)
        deadline = time.monotonic() + self.wait_s
        while self.exposure.unread and time.monotonic() < deadline:
            await asyncio.sleep(0.05)


class FinalScrapeBoot(BootStrategy):
    """faust's services, with `final` started after the web server (so stopped before it)."""

    def __init__(self, app: Any, final: FinalScrape) -> None:
        super().__init__(app)
        self.final = final

    def web_server(self) -> Iterable[ServiceT]:
        served = list(super().web_server())
        return [*served, self.final] if served else served
