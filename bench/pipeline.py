"""Stream pipeline benchmarks on the embedded broker (prints figures, never fails).

    python bench/pipeline.py [throughput] [scaling] [memory]

- throughput: events/s of the whole pipeline with an instant evaluator (validate,
  evaluate, score, scores topic, per-segment counters and histograms, export)
  over a bare faust agent that only forwards input to output with the same
  producer settings, on the same broker in the same run, 100,000 events each,
  two interleaved rounds; both rates are read the same way, from records on the
  output topic between 10% and 90% of the backlog (steady state), and the
  segment counters must then count every event; each worker's CPU per event
  over the same stretch.
- scaling: two workers over one, with an evaluator that waits 200 ms per event
  at a fixed concurrency of 16 per worker; rates read like throughput's, once
  every worker holds partitions.
- memory: peak RSS of one worker over 200,000 events across 1,000 segments with
  folding on (20 values per key).
"""

from __future__ import annotations

import itertools
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from confluent_kafka import Producer
from prometheus_client.parser import text_string_to_metric_families
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from parts import chosen  # noqa: E402  (bench/, this script's folder)

from stream.broker import EmbeddedBroker, free_port  # noqa: E402
from stream.demo import outcome_counts  # noqa: E402
from stream.kafka import TopicReader  # noqa: E402
from stream.settings import Settings  # noqa: E402
from stream.worker import WorkerProcess  # noqa: E402
from tests.support.kafka import isolated_settings  # noqa: E402
from tests.support.polling import wait_for  # noqa: E402
from tests.support.scrape import segment_counts  # noqa: E402

console = Console()
WORKERS = str(ROOT / "bench" / "workers.py")
_runs = iter(range(1_000_000))


def settings_for(broker: EmbeddedBroker, workdir: Path, **overrides: object) -> Settings:
    return isolated_settings(broker.bootstrap, workdir, f"b{next(_runs)}", **overrides)


def backlog(settings: Settings, count: int, segments: int, first: int = 0) -> None:
    """`count` events (ids from `first` on) spread evenly over the partitions and over
    `segments` segments."""
    producer = Producer({**settings.confluent_config(), "linger.ms": 20})
    for i in range(first, first + count):
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


def counted(workers: list[WorkerProcess]) -> float:
    return sum(segment_counts(worker).total() for worker in workers)


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


class OutputCounter:
    """Counts the records on a topic from the beginning, reading whatever is there."""

    def __init__(self, settings: Settings, topic: str) -> None:
        self.reader = TopicReader(settings, [topic])
        self.seen = 0

    def __call__(self) -> int:
        while read := self.reader.count(0.01):
            self.seen += read
        return self.seen

    def close(self) -> None:
        self.reader.close()


@dataclass
class Run:
    rate: float  # events/s out, between 10% and 90% of the backlog
    cpu_us: float  # worker CPU per event over the same stretch
    done_at: float  # when the last record came out (monotonic)


def steady_run(workers: list[WorkerProcess], out: Callable[[], int], count: int) -> Run:
    """Rate and worker CPU per event from 10% to 90% of `count` out, sampled every 0.25 s
    and interpolated: start-up, group joins and the last partial batches are left out, on
    both sides alike. /metrics is read every second meanwhile (scrapes cost the worker
    CPU: 15 times what a 15 s scrape interval costs)."""
    samples: list[tuple[float, int, float]] = []  # time, records out, worker CPU seconds
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        if len(samples) % 4 == 0:
            for worker in workers:  # export included: /metrics read every second
                worker.scrape()
        samples.append((time.monotonic(), out(), sum(cpu_s(w) for w in workers)))
        if samples[-1][1] >= count:
            break
        time.sleep(0.25)
    else:
        raise TimeoutError(f"only {samples[-1][1]} of {count} out")

    def at(level: float) -> tuple[float, float]:
        # Time and CPU when `level` records were out, by linear interpolation.
        for (t0, n0, c0), (t1, n1, c1) in itertools.pairwise(samples):
            if n0 <= level <= n1 and n1 > n0:
                share = (level - n0) / (n1 - n0)
                return t0 + share * (t1 - t0), c0 + share * (c1 - c0)
        raise ValueError(f"{level} never reached")

    (t10, c10), (t90, c90) = at(0.1 * count), at(0.9 * count)
    return Run(0.8 * count / (t90 - t10), (c90 - c10) / (0.8 * count) * 1e6, samples[-1][0])


def bare_run(broker: EmbeddedBroker, workdir: Path, count: int) -> Run:
    settings = settings_for(broker, workdir)
    backlog(settings, count, segments=8)
    out = OutputCounter(settings, settings.output_topic)
    command = [sys.executable, WORKERS, "bare"]
    try:
        with WorkerProcess(settings, workdir / "bare.log", command=command) as bare:
            return steady_run([bare], out, count)
    finally:
        out.close()


def seer_run(broker: EmbeddedBroker, workdir: Path, count: int) -> tuple[Run, float]:
    """The run, and how long after the last result the segment counters had every event."""
    settings = settings_for(broker, workdir)
    backlog(settings, count, segments=8)
    out = OutputCounter(settings, settings.output_topic)
    workers = seer_workers(settings, 1, workdir)
    try:
        run = steady_run(workers, out, count)
        all_counted(workers, count)
        return run, time.monotonic() - run.done_at
    finally:
        out.close()
        workers[0].stop()


def all_counted(workers: list[WorkerProcess], count: int, timeout_s: float = 60) -> None:
    if not wait_for(lambda: counted(workers) >= count, timeout_s, 0.1):
        raise TimeoutError(f"the counters did not count all {count} events in {timeout_s} s")


def throughput(broker: EmbeddedBroker, workdir: Path, count: int = 100_000) -> None:
    rounds = 2
    table = Table(
        title=f"Pipeline throughput, {count:,} events a run, one worker, instant evaluator"
    )
    for name in (
        "round",
        "bare faust pass-through",
        "seer-stream pipeline",
        "ratio",
        "worker CPU per event",
        "counted after",
    ):
        table.add_column(name, justify="right")
    bares, seers = [], []
    for n in range(1, rounds + 1):  # interleaved, so that drift in the machine hits both
        bare = bare_run(broker, workdir, count)
        seer, lag = seer_run(broker, workdir, count)
        bares.append(bare)
        seers.append(seer)
        table.add_row(
            str(n),
            f"{bare.rate:,.0f} ev/s",
            f"{seer.rate:,.0f} ev/s",
            f"{seer.rate / bare.rate:.2f}",
            f"{bare.cpu_us:.0f} / {seer.cpu_us:.0f} µs",
            f"{lag:.1f} s",
        )
    best_bare = max(r.rate for r in bares)
    best_seer = max(r.rate for r in seers)
    table.add_row(
        "best",
        f"{best_bare:,.0f} ev/s",
        f"{best_seer:,.0f} ev/s",
        f"[bold]{best_seer / best_bare:.2f}[/bold]",
        f"{min(r.cpu_us for r in bares):.0f} / {min(r.cpu_us for r in seers):.0f} µs",
        "",
    )
    console.print(table)
    console.print(
        "ratio target ≥ 0.85. Rates from 10% to 90% of the backlog on the output topic;"
        " 'counted after': from the last result to every event in the segment counters."
    )


def owned(worker: WorkerProcess) -> set[str]:
    """Input partitions the worker reports lag for: the ones assigned to it."""
    return {
        sample.labels["partition"]
        for family in text_string_to_metric_families(worker.scrape() or "")
        for sample in family.samples
        if sample.name == "seer_consumer_lag"
    }


WARM_UP = 32  # events before the measured ones, until every worker holds partitions


def scaling_rate(broker: EmbeddedBroker, workdir: Path, workers: int, count: int) -> float:
    """Events/s of `workers` workers once each holds partitions: the group's joins and
    their rebalances are not what is measured."""
    settings = settings_for(broker, workdir, llm_concurrency=16)
    running = seer_workers(settings, workers, workdir, delay=0.2)
    try:
        backlog(settings, WARM_UP, segments=8)

        def shared() -> bool:
            held = [owned(w) for w in running]
            return (
                evaluated(running) >= WARM_UP
                and all(held)
                and len(set().union(*held)) == settings.topic_partitions
            )

        if not wait_for(shared, 120, 0.25):
            raise TimeoutError("the workers did not share the partitions in 120 s")
        out = OutputCounter(settings, settings.output_topic)
        try:
            if not wait_for(lambda: out() >= WARM_UP, 30, 0.1):
                raise TimeoutError("the warm-up results did not come out in 30 s")
            backlog(settings, count, segments=8, first=WARM_UP)
            rate = steady_run(running, lambda: out() - WARM_UP, count).rate
            all_counted(running, WARM_UP + count)
            return rate
        finally:
            out.close()
    finally:
        for worker in running:
            worker.stop()


def scaling(broker: EmbeddedBroker, workdir: Path, count: int = 2_400) -> None:
    rates = {n: scaling_rate(broker, workdir, n, count) for n in (1, 2)}
    table = Table(title="Two workers over one (200 ms evaluator, concurrency 16 per worker)")
    for name in ("one worker", "two workers", "ratio", "target"):
        table.add_column(name, justify="right")
    table.add_row(
        f"{rates[1]:.0f} ev/s", f"{rates[2]:.0f} ev/s", f"{rates[2] / rates[1]:.2f}x", "≥ 1.8x"
    )
    console.print(table)
    console.print(
        "Rates from 10% to 90% of the events on the output topic, once every worker holds"
        " partitions."
    )


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
    settings = settings_for(broker, workdir, max_values_per_key=20)
    [worker] = seer_workers(settings, 1, workdir)
    table = Table(title="Worker memory, 1,000 segments, folding at 20 values per key")
    for name in ("events processed", "RSS MiB", "peak RSS MiB", "segments exported"):
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
                if s.name == "seer_segment_events_total"
            )
            current, peak = rss_mib(worker)
            table.add_row(f"{processed:,}", f"{current:.0f}", f"{peak:.0f}", str(series))
    finally:
        worker.stop()
    console.print(table)


BENCHES = {"throughput": throughput, "scaling": scaling, "memory": memory}


def main() -> None:
    wanted = chosen(__doc__, list(BENCHES))
    with tempfile.TemporaryDirectory(prefix="seer-bench-") as tmp, EmbeddedBroker() as broker:
        for name in wanted:
            BENCHES[name](broker, Path(tmp))


if __name__ == "__main__":
    main()
