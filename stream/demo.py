"""`seer-stream demo`: broker, worker and sample traffic on this machine, then a table."""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from prometheus_client.parser import text_string_to_metric_families
from rich.console import Console
from rich.table import Table

from stream.broker import EmbeddedBroker, free_port
from stream.files import publish_file, read_lines
from stream.kafka import Record, TopicReader, ensure_topics
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


def _mean(values: list[float]) -> str:
    return f"{sum(values) / len(values):.3f}" if values else "-"


def segment_table(scores: list[dict[str, object]], dead: list[Record], keys: list[str]) -> Table:
    table = Table(title="Retrieval quality by segment")
    for key in keys:
        table.add_column(key)
    for name in ("events", "recall", "precision", "F1", "nDCG", "incomplete"):
        table.add_column(name, justify="right")
    groups: dict[tuple[str, ...], list[dict[str, object]]] = defaultdict(list)
    for result in scores:
        metadata = result.get("metadata") or {}
        assert isinstance(metadata, dict)
        groups[tuple(str(metadata.get(k, "unset")) for k in keys)].append(result)
    for segment in sorted(groups):
        rows = groups[segment]

        def values(name: str, rows: list[dict[str, object]] = rows) -> list[float]:
            return [float(v) for r in rows if isinstance(v := r.get(name), int | float)]

        incomplete = sum(1 for v in values("recall") if v < 1.0)
        table.add_row(
            *segment,
            str(len(rows)),
            _mean(values("recall")),
            _mean(values("precision")),
            _mean(values("f1")),
            _mean(values("ndcg")),
            f"{incomplete / len(rows):.0%}",
        )
    table.caption = f"{len(scores)} scored, {len(dead)} dead-lettered"
    return table


def dead_letter_table(dead: list[Record]) -> Table:
    table = Table(title="Dead letters")
    table.add_column("code")
    table.add_column("reason (first seen)", overflow="ellipsis", no_wrap=True)
    table.add_column("count", justify="right")
    codes = Counter(r.headers.get("seer-reason-code", b"?").decode() for r in dead)
    first: dict[str, str] = {}
    for record in dead:
        code = record.headers.get("seer-reason-code", b"?").decode()
        first.setdefault(code, record.headers.get("seer-reason", b"").decode()[:90])
    for code, count in codes.most_common():
        table.add_row(code, first[code], str(count))
    return table


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
                console.print(segment_table(list(scores.values()), dead, settings.segment_keys))
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
