"""Stream pipeline benchmarks on the embedded broker (prints figures, never fails).

    python bench/pipeline.py [throughput] [scaling] [memory]

- throughput: events/s of the whole pipeline with an instant evaluator (evaluate,
  scores topic, re-key, windowed tables, export) over a bare faust agent that
  only forwards input to output with the same producer settings, on the same
  broker in the same run, 100,000 events each; and each worker's CPU per event.
- scaling: two workers over one, with an evaluator that waits 200 ms per event
  at a fixed concurrency of 16 per worker.
- memory: peak RSS of one worker over 200,000 events across 1,000 segments with
  folding on (20 values per key) and 10 s / 30 s windows that keep expiring.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from confluent_kafka import Producer
from prometheus_client.parser import text_string_to_metric_families
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from stream.broker import EmbeddedBroker, free_port  # noqa: E402
from stream.demo import outcome_counts  # noqa: E402
from stream.kafka import TopicReader  # noqa: E402
from stream.settings import Settings  # noqa: E402
from stream.worker import WorkerProcess  # noqa: E402
from tests.support.kafka import isolated_settings  # noqa: E402

console = Console()
WORKERS = str(ROOT / "bench" / "workers.py")
_runs = iter(range(1_000_000))


def settings_for(broker: EmbeddedBroker, workdir: Path, **overrides: object) -> Settings:
    return isolated_settings(broker.bootstrap, workdir, f"b{next(_runs)}", **overrides)


def backlog(settings: Settings, count: int, segments: int) -> None:
    """`count` events spread evenly over the partitions and over `segments` segments."""
    producer = Producer({**settings.confluent_config(), "linger.ms": 20})
    for i in range(count):
        event = {
            "event_id": f"e{i}",
            "task": f"Who directed film {i} and where was the director born?",
            "context": [f"Film {i} was directed by Ana Ruiz.", "Ana Ruiz was born in Seville."],
            "metadata": {"env": f"env-{i % segments}", "feature_flag": f"flag-{i % 2}"},
        }
        while True:
            try:
                producer.produce(
                    settings.input_topic,
                    json.dumps(event).encode(),
                    partition=i % settings.topic_partitions,
                )
                break
            except BufferError:
                producer.poll(0.1)
        producer.poll(0)
    producer.flush(60)


def window_events(workers: list[WorkerProcess], window: str) -> float:
    total = 0.0
    for worker in workers:
        for family in text_string_to_metric_families(worker.scrape() or ""):
            total += sum(
                s.value
                for s in family.samples
                if s.name == "seer_window_events" and s.labels["window"] == window
            )
    return total


def rate(
    started: Callable[[], float], finished: Callable[[], float], count: int, timeout_s: float = 600
) -> float:
    """Events/s from the first event in (`started` > 0) to the last one out (`finished` ==
    `count`): start-up and group joins excluded, the whole pipeline included."""
    deadline = time.monotonic() + timeout_s
    began = None
    while time.monotonic() < deadline:
        if began is None and started() > 0:
            began = time.monotonic()
        if began is not None and finished() >= count:
            return count / (time.monotonic() - began)
        time.sleep(0.5)
    raise TimeoutError(f"only {finished()} of {count} done")


def cpu_s(worker: WorkerProcess) -> float:
    """User + system CPU seconds the worker process has used so far."""
    assert worker.process is not None
    fields = Path(f"/proc/{worker.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def evaluated(workers: list[WorkerProcess]) -> float:
    return sum(outcome_counts(w.scrape() or "").get("evaluated", 0.0) for w in workers)


def seer_workers(
    settings: Settings, count: int, workdir: Path, delay: float = 0.0
) -> list[WorkerProcess]:
    command = [sys.executable, WORKERS, "seer", "--delay", str(delay)]
    workers = []
    for n in range(count):
        own = settings.model_copy(update={"web_port": free_port(), "data_dir": workdir / f"w{n}"})
        workers.append(WorkerProcess(own, log_path=workdir / f"w{n}.log", command=command).start())
    return workers


def throughput(broker: EmbeddedBroker, workdir: Path, count: int = 100_000) -> None:
    bare_settings = settings_for(broker, workdir)
    backlog(bare_settings, count, segments=8)
    command = [sys.executable, WORKERS, "bare"]
    with WorkerProcess(bare_settings, workdir / "bare.log", command=command) as bare:
        reader = TopicReader(bare_settings, [bare_settings.output_topic])
        seen = [0]

        def forwarded() -> float:
            # Drain what is there, so the reader is never what limits the rate.
            while batch := reader.poll(0.01):
                seen[0] += len(batch)
            return seen[0]

        bare_cpu = cpu_s(bare)
        bare_rate = rate(forwarded, forwarded, count)
        bare_cpu = cpu_s(bare) - bare_cpu
        reader.close()

    settings = settings_for(broker, workdir, windows=["15m", "1h", "6h", "24h"])
    backlog(settings, count, segments=8)
    workers = seer_workers(settings, 1, workdir)
    try:
        seer_cpu = cpu_s(workers[0])
        seer_rate = rate(lambda: evaluated(workers), lambda: window_events(workers, "15m"), count)
        seer_cpu = cpu_s(workers[0]) - seer_cpu
    finally:
        for worker in workers:
            worker.stop()
    table = Table(title=f"Pipeline throughput, {count} events, one worker, instant evaluator")
    for name in ("", "bare faust pass-through", "seer-stream pipeline", "ratio", "target"):
        table.add_column(name, justify="right")
    table.add_row(
        "events/s",
        f"{bare_rate:.0f}",
        f"{seer_rate:.0f}",
        f"{seer_rate / bare_rate:.2f}",
        "≥ 0.60",
    )
    table.add_row(
        "worker CPU per event",
        f"{bare_cpu / count * 1e6:.0f} µs",
        f"{seer_cpu / count * 1e6:.0f} µs",
        "",
        "",
    )
    console.print(table)


def scaling(broker: EmbeddedBroker, workdir: Path, count: int = 2_400) -> None:
    rates = {}
    for n in (1, 2):
        settings = settings_for(broker, workdir, llm_concurrency=16, windows=["15m"])
        backlog(settings, count, segments=8)
        running = seer_workers(settings, n, workdir, delay=0.2)
        try:
            rates[n] = rate(
                lambda: evaluated(running),  # noqa: B023 (used before the loop moves on)
                lambda: window_events(running, "15m"),  # noqa: B023
                count,
            )
        finally:
            for worker in running:
                worker.stop()
    table = Table(title="Two workers over one (200 ms evaluator, concurrency 16 per worker)")
    for name in ("one worker", "two workers", "ratio", "target"):
        table.add_column(name, justify="right")
    table.add_row(
        f"{rates[1]:.0f} ev/s", f"{rates[2]:.0f} ev/s", f"{rates[2] / rates[1]:.2f}x", "≥ 1.8x"
    )
    console.print(table)


def rss_mib(worker: WorkerProcess) -> tuple[float, float]:
    """Current and peak resident memory of the worker process."""
    assert worker.process is not None
    fields = {}
    for line in Path(f"/proc/{worker.process.pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def memory(
    broker: EmbeddedBroker, workdir: Path, count: int = 200_000, batch: int = 25_000
) -> None:
    settings = settings_for(
        broker, workdir, windows=["10s", "30s"], max_values_per_key=20, dedup_s=30, window_sweep_s=5
    )
    [worker] = seer_workers(settings, 1, workdir)
    table = Table(
        title="Worker memory, 1,000 segments, folding at 20 values per key, 10 s/30 s windows"
    )
    for name in ("events processed", "RSS MiB", "peak RSS MiB", "window series exported"):
        table.add_column(name, justify="right")
    try:
        processed = 0
        for _ in range(count // batch):
            backlog(settings, batch, segments=1000)
            processed += batch
            started = time.monotonic()
            while time.monotonic() - started < 300:
                if evaluated([worker]) >= processed:
                    break
                time.sleep(0.5)
            series = sum(
                1
                for f in text_string_to_metric_families(worker.scrape() or "")
                for s in f.samples
                if s.name == "seer_window_events"
            )
            current, peak = rss_mib(worker)
            table.add_row(f"{processed:,}", f"{current:.0f}", f"{peak:.0f}", str(series))
    finally:
        worker.stop()
    console.print(table)


def main() -> None:
    wanted = sys.argv[1:] or ["throughput", "scaling", "memory"]
    with tempfile.TemporaryDirectory(prefix="seer-bench-") as tmp, EmbeddedBroker() as broker:
        for name in wanted:
            {"throughput": throughput, "scaling": scaling, "memory": memory}[name](
                broker, Path(tmp)
            )


if __name__ == "__main__":
    main()
