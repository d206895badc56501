"""The file commands: `publish FILE.jsonl` to Kafka and `score FILE.jsonl` offline."""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import json
import sys
import threading
from collections.abc import AsyncIterator, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from confluent_kafka import KafkaError, KafkaException, Message, Producer
from prometheus_client import CollectorRegistry
from rich.console import Console
from rich.markup import escape
from rich.progress import Progress, TaskID

from stream.evaluators import Evaluator, build_evaluator, preflight
from stream.metrics import PipelineMetrics
from stream.pipeline import DeadLetter, Outcome, Pipeline, Scored, Source
from stream.settings import Settings

STDIN = Path("-")  # a file named "-" is standard input, as for other Unix tools


def read_lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """Non-blank lines with their 1-based numbers, newline stripped ("-": standard input)."""
    if path == STDIN:
        yield from _numbered(sys.stdin.buffer)
        return
    with path.open("rb") as handle:
        yield from _numbered(handle)


def _numbered(handle: Iterable[bytes]) -> Iterator[tuple[int, bytes]]:
    for number, line in enumerate(handle, start=1):
        line = line.rstrip(b"\r\n")
        if number == 1:  # a byte-order mark (Windows tools write one) is not the event's
            line = line.removeprefix(codecs.BOM_UTF8)
        if line.strip():
            yield number, line


@dataclass
class PublishReport:
    sent: int = 0
    delivered: int = 0
    failed: int = 0
    skipped: list[str] = field(default_factory=list)  # lines not offered to Kafka, and why
    failures: list[str] = field(default_factory=list)  # lines Kafka refused, and why
    event_ids: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failed and not self.skipped and self.delivered == self.sent


def _event_key(document: Any) -> bytes | None:
    if isinstance(document, dict) and isinstance(document.get("event_id"), str):
        return str(document["event_id"]).encode("utf-8")
    return None


def _refusal(size: int, error: KafkaError) -> str:
    return f"{size:,} bytes, not delivered: {error.str()} ({error.name()})"


def publish_file(
    settings: Settings,
    path: Path,
    *,
    topic: str | None = None,
    raw: bool = False,
    console: Console | None = None,
) -> PublishReport:
    """Send each line as one record, going on past any line that cannot be sent.

    A line that is not JSON, or over SEER_MAX_RECORD_BYTES (the worker would dead-letter
    it), is reported and not sent, unless `raw` (for exercising the dead-letter path); a
    line the producer or the broker refuses is reported with its number and why.
    """
    console = console or Console(stderr=True)
    report = PublishReport()
    room = settings.producer_message_max_bytes
    # As the worker's producer: librdkafka's own 1,000,000 is below the 1 MiB default.
    producer = Producer({**settings.confluent_config(), "linger.ms": 5, "message.max.bytes": room})
    limit = settings.max_record_bytes
    refused: dict[int, str] = {}  # line number -> why, in whatever order Kafka answers
    pending: dict[int, int] = {}  # line number -> size, sent and not answered yet

    def delivery(number: int) -> Callable[[KafkaError | None, Message], None]:
        def delivered(error: KafkaError | None, message: Message) -> None:
            size = pending.pop(number, 0)
            if error is None:
                report.delivered += 1
            else:
                report.failed += 1
                refused[number] = _refusal(size, error)

        return delivered

    with Progress(console=console, transient=True) as progress:
        task = progress.add_task(f"publishing {_shown(path)}", total=_line_count(path))
        for number, line in read_lines(path):  # (as read: a file of any size)
            progress.update(task, completed=number)
            if len(line) > limit and not raw:
                report.skipped.append(
                    f"line {number}: {len(line):,} bytes, over SEER_MAX_RECORD_BYTES ({limit:,})"
                )
                continue
            try:
                document = json.loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                if not raw:
                    report.skipped.append(f"line {number}: not JSON ({exc})")
                    continue
                document = None
            key = _event_key(document)
            while True:
                try:
                    pending[number] = len(line)
                    producer.produce(
                        topic or settings.input_topic, line, key=key, on_delivery=delivery(number)
                    )
                    report.sent += 1
                    if key is not None:
                        report.event_ids.append(key.decode())
                    break
                except BufferError:  # local queue full: let deliveries drain, then retry
                    producer.poll(0.1)
                except KafkaException as exc:  # refused before sending, e.g. too large
                    report.failed += 1
                    error: KafkaError = exc.args[0]
                    size = pending.pop(number)
                    refused[number] = (
                        # librdkafka's own text for it says "Broker:", though none was asked.
                        f"{size:,} bytes, over the producer's message.max.bytes ({room:,}); "
                        f"not sent ({error.name()})"
                        if error.code() == KafkaError.MSG_SIZE_TOO_LARGE
                        else _refusal(size, error)
                    )
                    break
            producer.poll(0)
        producer.flush(30)
    for number, size in pending.items():  # no answer from the broker in time
        report.failed += 1
        refused[number] = f"{size:,} bytes, not acknowledged by the broker within 30 s"
    report.failures = [f"line {number}: {refused[number]}" for number in sorted(refused)]
    for problem in report.skipped:
        console.print(f"[yellow]skipped[/yellow] {escape(problem)}", soft_wrap=True)
    for problem in report.failures:
        console.print(f"[red]failed[/red] {escape(problem)}", soft_wrap=True)
    return report


class OutputUnwritable(OSError):
    """`score -o FILE` cannot open FILE for writing."""


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

    Up to SEER_LLM_CONCURRENCY events are evaluated at once, the next taken as soon as one
    is done (a slow answer holds back only the writing of those after it, up to four times
    as many), and the input is read as it goes: a file of any size, or a pipe whose results
    come out while it is still being written.
    """
    registry = CollectorRegistry()
    evaluator = evaluator or build_evaluator(settings, registry)
    pipeline = Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys))
    report = ScoreReport()
    window = settings.llm_concurrency
    slots = asyncio.Semaphore(window)  # evaluations in flight
    room = asyncio.Semaphore(4 * window)  # results not written yet
    order: asyncio.Queue[tuple[int, asyncio.Future[Outcome]] | None] = asyncio.Queue()

    def render(number: int, outcome: Outcome) -> str:
        if isinstance(outcome, Scored):
            report.scored += 1
            return outcome.result.model_dump_json()
        assert isinstance(outcome, DeadLetter)  # no sampling offline
        report.invalid += 1
        return json.dumps({"line": number, "error": outcome.reason, "code": outcome.code})

    async def evaluate(number: int, raw: bytes) -> Outcome:
        try:
            return await pipeline.process(raw, Source(str(path), 0, number), sample=False)
        finally:
            slots.release()

    async def read_all() -> None:
        async for number, raw in _lines_as_read(path, 4 * window):
            await room.acquire()
            await slots.acquire()
            order.put_nowait((number, asyncio.ensure_future(evaluate(number, raw))))
        order.put_nowait(None)

    async def write_all(progress: Progress, task: TaskID) -> None:
        while True:
            if order.empty():
                out.flush()  # before waiting: a pipe's reader sees every result in order
            item = await order.get()
            if item is None:
                return
            number, outcome = item
            if not outcome.done():
                out.flush()
            out.write(render(number, await outcome) + "\n")
            room.release()
            progress.update(task, completed=number)

    with Progress(console=console or Console(stderr=True), transient=True) as progress:
        task = progress.add_task(f"scoring {_shown(path)}", total=_line_count(path))
        reader = asyncio.ensure_future(read_all())
        writer = asyncio.ensure_future(write_all(progress, task))
        try:
            # Either's error ends both (a writer that failed would leave the reader waiting).
            done, _ = await asyncio.wait({reader, writer}, return_when=asyncio.FIRST_EXCEPTION)
            for finished in done:
                finished.result()  # (raises the error of the one that failed)
            await writer
        finally:
            reader.cancel()
            writer.cancel()
            while not order.empty():
                if (item := order.get_nowait()) is not None:
                    item[1].cancel()
            await evaluator.aclose()
    return report


def _shown(path: Path) -> str:
    """The input as a progress bar names it."""
    return "standard input" if path == STDIN else path.name


def _line_count(path: Path) -> int | None:
    """The lines of a file, for the progress bar (None for a pipe: not known ahead)."""
    if path == STDIN or not path.is_file():
        return None
    with path.open("rb") as handle:
        count, last = 0, b"\n"
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            count, last = count + chunk.count(b"\n"), chunk[-1:]
        return count + (last != b"\n")


async def _lines_as_read(path: Path, ahead: int) -> AsyncIterator[tuple[int, bytes]]:
    """`read_lines(path)`: a file read here, a pipe or standard input by a thread (at most
    `ahead` lines ahead), so that waiting for its next line holds up no evaluation."""
    if path != STDIN and path.is_file():
        for numbered in read_lines(path):
            yield numbered
        return
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[int, bytes] | None] = asyncio.Queue(ahead)
    stop, failed = threading.Event(), list[BaseException]()

    def read() -> None:  # (a daemon thread: one blocked on a silent pipe ends with us)
        try:
            for line in read_lines(path):
                if stop.is_set():
                    return
                asyncio.run_coroutine_threadsafe(queue.put(line), loop).result()
        except BaseException as exc:  # handed over to the loop's side
            failed.append(exc)
        with contextlib.suppress(RuntimeError):  # (the loop is gone: nothing waits)
            if not stop.is_set():
                asyncio.run_coroutine_threadsafe(queue.put(None), loop).result()

    threading.Thread(target=read, name="seer-score-input", daemon=True).start()
    try:
        while (item := await queue.get()) is not None:
            yield item
        if failed:
            raise failed[0]
    finally:
        stop.set()
        while not queue.empty():  # a put waiting for room returns, and the thread sees `stop`
            queue.get_nowait()


def score_file(settings: Settings, path: Path, output: Path | None = None) -> ScoreReport:
    """Score `path` into `output` (standard output when None).

    Raises PreflightFailed when the LLM judge cannot be used, before the file is read
    and before `output` is opened (a previous output is left as it was), and
    OutputUnwritable when `output` cannot be opened, before the file is read.
    """
    return asyncio.run(_score_file(settings, path, output))


async def _score_file(settings: Settings, path: Path, output: Path | None) -> ScoreReport:
    # The evaluator that scores is the one checked: its helper process, once started,
    # sends the events' requests too.
    evaluator = build_evaluator(settings, CollectorRegistry())
    try:
        await preflight(evaluator, settings)
        try:
            out = output.open("w", encoding="utf-8") if output is not None else None
        except OSError as exc:  # a folder that is not there, a folder, no permission
            raise OutputUnwritable(f"cannot write {output}: {exc.strerror or exc}") from exc
    except BaseException:
        await evaluator.aclose()
        raise
    try:
        return await score_lines(settings, path, out or sys.stdout, evaluator)
    finally:
        if out is not None:
            out.close()
