"""The `seer-stream` command."""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

from pydantic import ValidationError
from rich.console import Console

from stream.settings import Settings, variable

err = Console(stderr=True)


def _settings() -> Settings:
    """Settings from the SEER_* variables; an invalid one is reported by `main`."""
    return Settings()


def setting_errors(exc: ValidationError) -> list[str]:
    """One line per invalid setting, named by its variable, with the value it was given."""
    environ = {name.upper(): value for name, value in os.environ.items()}
    lines = []
    for error in exc.errors(include_url=False):
        reason = error["msg"].removeprefix("Value error, ")
        if not error["loc"]:  # a check across settings that names them in its reason
            lines.append(f"seer-stream: invalid settings: {reason}")
            continue
        name = variable(str(error["loc"][0]))
        # The whole variable as given, also for a CSV setting whose error is about one item.
        given = f"={environ[name]!r}" if name in environ else " (unset)"
        lines.append(f"seer-stream: invalid setting {name}{given}: {reason}")
    return lines


def _interrupt_on_signals() -> None:
    """SIGTERM and SIGINT unwind like Ctrl-C, so `finally` blocks stop what we started
    (SIGINT too: a shell starts background jobs with it ignored)."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)


def cmd_worker(args: argparse.Namespace) -> int:
    from stream.worker import run_worker

    run_worker(_settings(), loglevel=args.loglevel)
    return 0


def cmd_broker(args: argparse.Namespace) -> int:
    from stream.broker import EmbeddedBroker

    broker = EmbeddedBroker(port=args.port).start()
    _interrupt_on_signals()
    err.print(f"broker listening on [bold]{broker.bootstrap}[/bold] (memory only); Ctrl-C stops it")
    print(broker.bootstrap, flush=True)
    try:
        return broker.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        broker.stop()


def cmd_topics(args: argparse.Namespace) -> int:
    from stream.kafka import ensure_topics

    settings = _settings()
    created = ensure_topics(settings)
    for topic in (settings.input_topic, settings.output_topic, settings.dlq_topic):
        err.print(f"{topic}: {'created' if topic in created else 'exists'}")
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from stream.files import publish_file

    report = publish_file(_settings(), args.file, topic=args.topic, raw=args.raw, console=err)
    err.print(
        f"sent {report.sent}, delivered {report.delivered}, failed {report.failed}, "
        f"skipped {len(report.skipped)}"
    )
    return 0 if report.ok else 1


def cmd_score(args: argparse.Namespace) -> int:
    from stream.files import score_file

    settings = _settings()
    if args.output:
        with args.output.open("w", encoding="utf-8") as out:
            report = score_file(settings, args.file, out)
    else:
        report = score_file(settings, args.file, sys.stdout)
    err.print(f"scored {report.scored}, invalid {report.invalid}")
    return 0


def cmd_dlq_replay(args: argparse.Namespace) -> int:
    from stream.dlq import ReplayIncomplete, replay

    status = 0
    try:
        report = replay(
            _settings(), codes=args.reason or (), to_topic=args.to, dry_run=args.dry_run
        )
    except ReplayIncomplete as exc:  # what was replayed is committed: a rerun resumes
        report, status = exc.report, 1
        err.print(f"[red]replay incomplete:[/red] {exc}")
    verb = "would replay" if args.dry_run else "replayed"
    for code, count in sorted(report.replayed.items()):
        err.print(f"{verb} {count} ({code})")
    for code, count in sorted(report.skipped.items()):
        err.print(f"left {count} ({code})")
    if report.failed:
        err.print(f"refused {report.failed} (dead-lettered again with seer-replay-error)")
    if report.expired:
        err.print(f"expired {report.expired} (deleted by retention before they were replayed)")
    if not report.replayed and not report.skipped and not status:
        err.print("no dead letters to replay")
    return status


def cmd_demo(args: argparse.Namespace) -> int:
    from stream.demo import SAMPLE, run_demo

    _settings()  # invalid SEER_* variables are reported before a broker is started
    _interrupt_on_signals()
    return run_demo(
        args.events or SAMPLE,
        keep_running=args.keep_running,
        timeout_s=args.timeout,
        web_port=args.web_port,
    )


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="seer-stream",
        description="Label-free retrieval-quality monitoring on Kafka. Settings: SEER_* variables.",
    )
    sub = top.add_subparsers(dest="command", required=True)

    worker = sub.add_parser("worker", help="run the stream processor")
    worker.add_argument("--loglevel", default="info", choices=["debug", "info", "warning", "error"])
    worker.set_defaults(run=cmd_worker)

    broker = sub.add_parser("broker", help="run the embedded Kafka-compatible broker (memory only)")
    broker.add_argument("--port", type=int, default=None, help="default: a free port")
    broker.set_defaults(run=cmd_broker)

    topics = sub.add_parser("topics", help="create the input, output and dead-letter topics")
    topics.set_defaults(run=cmd_topics)

    publish = sub.add_parser("publish", help="send a JSONL file of events to the input topic")
    publish.add_argument("file", type=Path)
    publish.add_argument("--topic", default=None, help="default: SEER_INPUT_TOPIC")
    publish.add_argument("--raw", action="store_true", help="send lines that are not JSON too")
    publish.set_defaults(run=cmd_publish)

    score = sub.add_parser("score", help="evaluate a JSONL file of events offline, no Kafka")
    score.add_argument("file", type=Path)
    score.add_argument("-o", "--output", type=Path, default=None, help="default: standard output")
    score.set_defaults(run=cmd_score)

    dlq = sub.add_parser("dlq", help="dead letters").add_subparsers(dest="dlq", required=True)
    replay = dlq.add_parser("replay", help="send dead letters back to their source topic, once")
    replay.add_argument(
        "--reason",
        action="append",
        help="only this reason code (repeatable), e.g. evaluator_failed",
    )
    replay.add_argument("--to", default=None, help="default: the topic each record came from")
    replay.add_argument(
        "--dry-run", action="store_true", help="count, send nothing, commit nothing"
    )
    replay.set_defaults(run=cmd_dlq_replay)

    demo = sub.add_parser("demo", help="broker, worker and sample traffic on this machine")
    demo.add_argument("--events", type=Path, default=None, help="default: the bundled sample")
    demo.add_argument("--keep-running", action="store_true", help="leave worker and /metrics up")
    demo.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for results")
    demo.add_argument("--web-port", type=int, default=None, help="default: a free port")
    demo.set_defaults(run=cmd_demo)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if getattr(args, "file", None) is not None and not args.file.is_file():
        err.print(f"[red]no such file:[/red] {args.file}")
        return 2
    try:
        return int(args.run(args))
    except ValidationError as exc:
        if exc.title != Settings.__name__:  # an event's or an answer's: not the user's setting
            raise
        for line in setting_errors(exc):
            # Plain and unwrapped: one line each, whatever the terminal's width or the value.
            err.print(line, markup=False, highlight=False, soft_wrap=True)
        return 2


if __name__ == "__main__":
    sys.exit(main())
