"""`seer-stream demo`: broker, worker and sample traffic on this machine, then a table."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from prometheus_client.parser import text_string_to_metric_families
from rich.console import Console

from stream.broker import EmbeddedBroker, free_port
from stream.files import publish_file, read_lines
from stream.kafka import Record, TopicReader, ensure_topics
from stream.results import dead_letter_table, segment_table
from stream.schema import InvalidEvent, parse_event
from stream.settings import Settings
from stream.worker import WorkerProcess

SAMPLE = Path(__file__).resolve().parent.parent / "examples" / "sample-events.jsonl"


@dataclass
class Expected:
    event_ids: set[str]
    invalid: int


def expected_outcomes(path: Path, settings: Settings) -> Expected:
    ids: set[str] = set()
    invalid = 0
    for _, line in read_lines(path):
        try:
            ids.add(parse_event(line, settings.max_record_bytes).resolved_id)
        except InvalidEvent:
            invalid += 1
    return Expected(ids, invalid)


def outcome_counts(metrics_text: str) -> dict[str, float]:
    counts: dict[str, float] = {}
    for family in text_string_to_metric_families(metrics_text):
        if family.name == "seer_events":
            for sample in family.samples:
                if sample.name == "seer_events_total":
                    counts[sample.labels["outcome"]] = sample.value
    return counts


def run_demo(
    events: Path = SAMPLE,
    *,
    keep_running: bool = False,
    timeout_s: float = 120.0,
    web_port: int | None = None,
    console: Console | None = None,
) -> int:
    # Piped output gets a fixed width wide enough for the table, not rich's 80 columns.
    console = console or Console(width=None if sys.stdout.isatty() else 110)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="seer-demo-") as tmp:
        workdir = Path(tmp)
        with EmbeddedBroker(log_path=workdir / "broker.log") as broker:
            settings = Settings(
                kafka_bootstrap=[broker.bootstrap],
                kafka_session_timeout_s=6.0,  # the embedded broker holds a join for half of it
                data_dir=workdir / "data",
                web_port=web_port or free_port(),
                # Nothing scrapes the demo's worker but you: a new segment's counters show
                # their counts after 2 s, not 2 minutes (SEER_SCRAPE_INTERVAL_S).
                scrape_interval_s=1.0,
            )
            console.print(f"[bold]broker[/bold] on {broker.bootstrap}")
            ensure_topics(settings)
            worker = WorkerProcess(settings, log_path=workdir / "worker.log").start()
            try:
                console.print(f"[bold]worker[/bold] serving {worker.metrics_url}")
                expected = expected_outcomes(events, settings)
                report = publish_file(settings, events, raw=True, console=console)
                console.print(f"published {report.delivered} records from {events.name}")
                reader = TopicReader(settings, [settings.output_topic, settings.dlq_topic])

                def finished(records: list[Record]) -> bool:
                    seen = {
                        r.key.decode()
                        for r in records
                        if r.topic == settings.output_topic and r.key
                    }
                    dead = sum(1 for r in records if r.topic == settings.dlq_topic)
                    return expected.event_ids <= seen and dead >= expected.invalid

                records = reader.read_until(finished, timeout_s)
                reader.close()
                scores = {
                    r.key: json.loads(r.value) for r in records if r.topic == settings.output_topic
                }
                dead = [r for r in records if r.topic == settings.dlq_topic]
                caption = f"{len(scores)} scored, {len(dead)} dead-lettered"
                console.print(segment_table(scores.values(), settings.segment_keys, caption))
                console.print(dead_letter_table(dead))
                counts = outcome_counts(worker.scrape() or "")
                console.print(
                    "seer_events_total: "
                    + ", ".join(f"{k}={v:.0f}" for k, v in sorted(counts.items()))
                )
                complete = finished(records)
                if not complete:
                    console.print(f"[red]not every event came back within {timeout_s:.0f}s[/red]")
                console.print(f"demo took {time.monotonic() - started:.1f}s")
                if keep_running:
                    try:  # from the line on: whoever read it may stop us at once
                        console.print(
                            f"worker and broker keep running: {worker.metrics_url} "
                            f"(broker {broker.bootstrap}); Ctrl-C stops them"
                        )
                        while worker.process is not None and worker.process.poll() is None:
                            time.sleep(0.5)
                    except KeyboardInterrupt:
                        pass
                return 0 if complete else 1
            finally:
                worker.stop()
