"""Soak: many events through one real worker with the lexical evaluator (`make soak`).

    python bench/soak.py [--events 500000] [--batch 50000]

Batches of events go to the embedded broker one after another; after each, once the
worker has settled them, the worker's resident memory (now and peak), its consumer lag
and the rate are printed. At the end: memory growth after warm-up (the first batch),
the lag once the input is drained, and every ERROR or traceback in the worker's log.
Exits 1 when the lag does not come back to zero or an error was logged.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from pipeline import backlog, evaluated, rss_mib  # noqa: E402

from stream.broker import EmbeddedBroker  # noqa: E402
from stream.worker import WorkerProcess  # noqa: E402
from tests.support.kafka import isolated_settings  # noqa: E402
from tests.support.scrape import sample_sum  # noqa: E402

console = Console()
ERRORS = re.compile(r"\[ERROR\]|\bERROR\b|Traceback \(most recent call last\)")
SETTLE_TIMEOUT_S = 900.0  # per batch: a 2-core machine scores a few thousand events/s


def lag(worker: WorkerProcess) -> float | None:
    return sample_sum(worker.scrape(), "seer_consumer_lag")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=500_000)
    parser.add_argument("--batch", type=int, default=50_000)
    args = parser.parse_args()

    table = Table(title=f"Soak: {args.events:,} events, one worker, lexical evaluator")
    for name in ("events", "seconds", "events/s", "RSS MiB", "peak RSS MiB", "lag"):
        table.add_column(name, justify="right")
    with tempfile.TemporaryDirectory(prefix="seer-soak-") as tmp, EmbeddedBroker() as broker:
        workdir = Path(tmp)
        settings = isolated_settings(broker.bootstrap, workdir, "soak", topic_partitions=4)
        log_path = workdir / "worker.log"
        worker = WorkerProcess(settings, log_path=log_path, loglevel="warning").start()
        rss: list[float] = []
        try:
            started = time.monotonic()
            sent = 0
            while sent < args.events:
                batch = min(args.batch, args.events - sent)
                backlog(settings, batch, segments=20, first=sent)
                sent += batch
                deadline = time.monotonic() + SETTLE_TIMEOUT_S
                while evaluated([worker]) < sent and time.monotonic() < deadline:
                    time.sleep(0.5)
                elapsed = time.monotonic() - started
                current, peak = rss_mib(worker)
                rss.append(current)
                table.add_row(
                    f"{sent:,}",
                    f"{elapsed:.0f}",
                    f"{sent / elapsed:,.0f}",
                    f"{current:.0f}",
                    f"{peak:.0f}",
                    f"{lag(worker) or 0:.0f}",
                )
            deadline = time.monotonic() + 120
            while (lag(worker) or 0) > 0 and time.monotonic() < deadline:
                time.sleep(1)
            final_lag = lag(worker)
            scored = evaluated([worker])
        finally:
            worker.stop()
        errors = [line for line in log_path.read_text().splitlines() if ERRORS.search(line)]

    console.print(table)
    growth = max(rss[1:], default=rss[-1]) - rss[0] if rss else 0.0
    console.print(
        f"scored {scored:,.0f} of {args.events:,}; RSS after warm-up {rss[0]:.0f} MiB, "
        f"at most {growth:+.0f} MiB after; lag at the end {final_lag}; "
        f"errors logged: {len(errors)}"
    )
    for line in errors[:10]:
        console.print(f"  {line}")
    return 0 if final_lag == 0 and not errors and scored >= args.events else 1


if __name__ == "__main__":
    sys.exit(main())
