"""A stopping worker's /metrics waits for a scrape to read its last counts, and only then."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from stream.app import create_app
from stream.final_scrape import Exposure, FinalScrape, FinalScrapeBoot
from stream.settings import Settings

pytestmark = pytest.mark.unit


def test_counts_are_unread_only_once_something_scrapes_and_until_it_scrapes_again() -> None:
    exposure = Exposure()
    exposure.counted += 1
    assert not exposure.unread  # nothing has ever scraped: nothing to wait for
    exposure.scraped()
    assert not exposure.unread
    exposure.counted += 2
    assert exposure.unread
    exposure.scraped()
    assert not exposure.unread


def stops(exposure: Exposure, wait_s: float, scrape_after_s: float | None = None) -> bool:
    """Whether FinalScrape's stop returns (within a 30 s guard)."""

    async def run() -> bool:
        if scrape_after_s is not None:
            asyncio.get_running_loop().call_later(scrape_after_s, exposure.scraped)
        try:
            await asyncio.wait_for(FinalScrape(exposure, wait_s).on_stop(), 30)
        except TimeoutError:
            return False
        return True

    return asyncio.run(run())


def test_nothing_unread_stops_without_waiting() -> None:
    exposure = Exposure()
    exposure.scraped()
    stop = FinalScrape(exposure, 1000.0).on_stop()
    with pytest.raises(StopIteration):  # done at its first step: nothing awaited
        stop.send(None)


def test_the_stop_waits_for_a_scrape_or_its_bound() -> None:
    exposure = Exposure()
    exposure.scraped()
    exposure.counted += 1
    assert stops(exposure, 1000.0, scrape_after_s=0.2)  # a scrape read them
    assert not exposure.unread
    exposure.counted += 1
    assert stops(exposure, 0.3)  # no scrape: the bound
    assert exposure.unread


def test_the_worker_waits_at_most_the_scrape_interval_within_the_deadline(
    tmp_path: Path,
) -> None:
    for interval, deadline, wait in ((7, 30, 7), (60, 30, 30)):
        settings = Settings(
            data_dir=tmp_path, scrape_interval_s=interval, shutdown_deadline_s=deadline
        )
        boot = create_app(settings).app.boot_strategy
        assert isinstance(boot, FinalScrapeBoot)
        assert boot.final.wait_s == wait
