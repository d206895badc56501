"""The file commands: `publish FILE.jsonl` to Kafka and `score FILE.jsonl` offline."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from confluent_kafka import KafkaError, Message, Producer
from prometheus_client import CollectorRegistry
from rich.console import Console
from rich.progress import Progress

from stream.evaluators import Evaluator, build_evaluator
from stream.metrics import PipelineMetrics
from stream.pipeline import DeadLetter, Outcome, Pipeline, Scored, Source
from stream.settings import Settings


def read_lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """Non-blank lines with their 1-based numbers, newline stripped."""
    with path.open("rb") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip(b"\r\n")
            if line.strip():
                yield number, line


@dataclass
class PublishReport:
    sent: int = 0
    delivered: int = 0
    failed: int = 0
    skipped: list[str] = field(default_factory=list)
    event_ids: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failed and not self.skipped and self.delivered == self.sent


def _event_key(document: Any) -> bytes | None:
    if isinstance(document, dict) and isinstance(document.get("event_id"), str):
        return str(document["event_id"]).encode("utf-8")
    return None


def publish_file(
    settings: Settings,
    path: Path,
    *,
    topic: str | None = None,
    raw: bool = False,
    console: Console | None = None,
) -> PublishReport:
    """Send each line as one record. A line that is not JSON is reported and not sent,
    unless `raw` (for exercising the dead-letter path)."""
    console = console or Console(stderr=True)
    report = PublishReport()
    producer = Producer({**settings.confluent_config(), "linger.ms": 5})

    def delivered(error: KafkaError | None, message: Message) -> None:
        if error is None:
            report.delivered += 1
        else:
            report.failed += 1
            console.print(f"[red]not delivered[/red] ({message.topic()}): {error}")

    lines = list(read_lines(path))
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task(f"publishing {path.name}", total=len(lines))
        for number, line in lines:
            try:
                document = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                if not raw:
                    report.skipped.append(f"line {number}: not JSON ({exc})")
                    progress.advance(task)
                    continue
                document = None
            key = _event_key(document)
            if key is not None:
                report.event_ids.append(key.decode())
            while True:
                try:
                    producer.produce(
                        topic or settings.input_topic, line, key=key, on_delivery=delivered
                    )
                    break
                except BufferError:  # local queue full: let deliveries drain, then retry
                    producer.poll(0.1)
            report.sent += 1
            producer.poll(0)
            progress.advance(task)
        remaining = producer.flush(30)
    report.failed += remaining
    for problem in report.skipped:
        console.print(f"[yellow]skipped[/yellow] {problem}")
    return report


@dataclass
class ScoreReport:
    scored: int = 0
    invalid: int = 0


async def score_lines(
    settings: Settings,
    path: Path,
    out: IO[str],
    evaluator: Evaluator | None = None,
    console: Console | None = None,
) -> ScoreReport:
    """Evaluate every event in the file with no Kafka; one output line per input line, in order.

    Up to SEER_LLM_CONCURRENCY events are evaluated at once.
    """
    registry = CollectorRegistry()
    evaluator = evaluator or build_evaluator(settings, registry)
    pipeline = Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys))
    report = ScoreReport()
    lines = list(read_lines(path))
    batch = settings.llm_concurrency

    def render(number: int, outcome: Outcome) -> str:
        if isinstance(outcome, Scored):
            report.scored += 1
            return outcome.result.model_dump_json()
        assert isinstance(outcome, DeadLetter)  # no sampling offline
        report.invalid += 1
        return json.dumps({"line": number, "error": outcome.reason, "code": outcome.code})

    try:
        with Progress(console=console or Console(stderr=True), transient=True) as progress:
            task = progress.add_task(f"scoring {path.name}", total=len(lines))
            for start in range(0, len(lines), batch):
                part = lines[start : start + batch]
                outcomes = await asyncio.gather(
                    *(
                        pipeline.process(raw, Source(str(path), 0, n), sample=False)
                        for n, raw in part
                    )
                )
                for (number, _), outcome in zip(part, outcomes, strict=True):
                    out.write(render(number, outcome) + "\n")
                progress.advance(task, len(part))
    finally:
        await evaluator.aclose()
    return report


def score_file(settings: Settings, path: Path, out: IO[str]) -> ScoreReport:
    return asyncio.run(score_lines(settings, path, out))
