"""The `seer-stream` command."""

from __future__ import annotations

import argparse
import os
import signal
import sys
import traceback
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from pydantic import ValidationError
from rich.console import Console

from stream import __version__, cli_help
from stream.cli_checks import port, positive_int, seconds, unservable, unwritable
from stream.redact import redact
from stream.settings import Settings, variable

if TYPE_CHECKING:
    pass

err = Console(stderr=True)


def say(line: str) -> None:
    """One plain line on stderr, unwrapped whatever the terminal's width (a path, a value
    are shown as they are: no markup, no highlighting)."""
    err.print(line, markup=False, highlight=False, soft_wrap=True)


def load_settings() -> Settings:
    """Settings from the SEER_* variables; an invalid one is reported by `main`."""
    return Settings()


def kafka_settings() -> Settings:
    """Settings for a command that needs Kafka, once a broker has answered: one that
    cannot reach any is stopped by `main` with one line naming SEER_KAFKA_BOOTSTRAP."""
    from stream.kafka import require_broker

    settings = load_settings()
    require_broker(settings)
    return settings


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
        # The whole variable as given, also for a CSV setting whose error is about one item,
        # but never a password in it (stderr lands in CI logs and log stores)
        given = f"={redact(environ[name])!r}" if name in environ else " (unset)"
        lines.append(f"seer-stream: invalid setting {name}{given}: {reason}")
    return lines


def _interrupt_on_signals() -> None:
    """SIGTERM and SIGINT unwind like Ctrl-C, so `finally` blocks stop what we started
    (SIGINT too: a shell starts background jobs with it ignored)."""

    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)


def timeout_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--timeout",
        type=seconds,
        default=30.0,
        metavar="S",
        help="give up when the broker answers nothing for S seconds (default 30)",
    )


def where_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--where",
        action="append",
        type=key_value,
        metavar="KEY=VALUE",
        help="metadata KEY has VALUE (repeatable: each key must match, one of its values)",
    )


def judge_unusable(exc: Exception) -> int:
    """The LLM judge's preflight failed: its cause on one plain line, exit 2."""
    line = f"seer-stream: the LLM judge is not usable: {exc}"
    say(line)
    return 2


def cmd_worker(args: argparse.Namespace) -> int:
    from stream.evaluators import PreflightFailed
    from stream.kafka import require_broker
    from stream.worker import run_worker

    settings = load_settings()
    # Said before the wait for Kafka, in one line (faust's own say is a page of log)
    problem = unservable(settings.web_host, settings.web_port, "SEER_WEB_HOST", "SEER_WEB_PORT")
    if problem is None and (unusable := unwritable(settings.data_dir)) is not None:
        problem = f"{unusable} (SEER_DATA_DIR)"
    if problem is not None:
        say(f"seer-stream: {problem}")
        return 1
    require_broker(settings)  # (as kafka_settings, with the settings read once)
    try:
        run_worker(settings, loglevel=args.loglevel)
    except PreflightFailed as exc:
        return judge_unusable(exc)
    return 0


def cmd_broker(args: argparse.Namespace) -> int:
    from stream.broker import EmbeddedBroker

    broker = EmbeddedBroker(port=args.port).start()
    _interrupt_on_signals()
    err.print(f"broker listening on [bold]{broker.bootstrap}[/bold] (memory only); Ctrl-C stops it")
    # Its port is random and the default bootstrap is 9092: the line other shells need.
    err.print(f"export SEER_KAFKA_BOOTSTRAP={broker.bootstrap}", markup=False, highlight=False)
    print(broker.bootstrap, flush=True)
    try:
        return broker.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        broker.stop()


def cmd_topics(args: argparse.Namespace) -> int:
    from stream.kafka import ensure_topics, few_partitions, partition_counts

    settings = kafka_settings()
    created = ensure_topics(settings)
    topics = (settings.input_topic, settings.output_topic, settings.dlq_topic)
    counts = partition_counts(settings, topics)
    for topic in topics:
        n = counts.get(topic)
        size = "" if n is None else f", {n} partition{'' if n == 1 else 's'}"
        err.print(f"{topic}: {'created' if topic in created else 'exists'}{size}")
    warning = few_partitions(settings, counts)
    if warning is not None:
        say(f"seer-stream: {warning}")
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from stream.files import publish_file

    report = publish_file(kafka_settings(), args.file, topic=args.topic, raw=args.raw, console=err)
    err.print(
        f"sent {report.sent}, delivered {report.delivered}, failed {report.failed}, "
        f"skipped {len(report.skipped)}"
    )
    return 0 if report.ok else 1


def cmd_score(args: argparse.Namespace) -> int:
    from stream.evaluators import PreflightFailed
    from stream.files import OutputUnwritable, score_file

    try:
        report = score_file(load_settings(), args.file, args.output)
    except PreflightFailed as exc:
        return judge_unusable(exc)
    except OutputUnwritable as exc:
        say(f"seer-stream: {exc}")
        return 2
    err.print(f"scored {report.scored}, invalid {report.invalid}")
    return 0


def cmd_dlq_replay(args: argparse.Namespace) -> int:
    from stream.dlq import RecordTooLarge, ReplayIncomplete, replay

    status = 0
    try:
        report = replay(
            kafka_settings(), codes=args.reason or (), to_topic=args.to, dry_run=args.dry_run
        )
    except RecordTooLarge as exc:
        err.print(f"[red]replay stopped:[/red] {exc}")
        return 1
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

    load_settings()  # invalid SEER_* variables are reported before a broker is started
    events = args.events or SAMPLE
    if not events.is_file():  # (it reads them twice: not from standard input or a pipe)
        if events.is_dir():
            why = f"a folder, not a file: {events}"
        elif str(events) == "-" or events.exists():
            why = f"the demo reads its events twice, so from a file: {events} is not one"
        else:
            why = f"no such file: {events}"
        err.print(why, style="red", markup=False, highlight=False, soft_wrap=True)
        return 2
    if args.web_port is not None:
        problem = unservable("127.0.0.1", args.web_port, "SEER_WEB_HOST", "--web-port")
        if problem is not None:
            say(f"seer-stream: {problem}")
            return 1
    _interrupt_on_signals()
    return run_demo(
        events,
        keep_running=args.keep_running,
        timeout_s=args.timeout,
        web_port=args.web_port,
    )


def key_value(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE, e.g. env=prod")
    return key.strip(), value


def stdout_console() -> Console:
    """Standard output for tables; piped, wide enough for them (not rich's 80 columns)."""
    return Console(width=None if sys.stdout.isatty() else 160)


def unreadable(exc: Exception, settings: Settings) -> int:
    """A read that failed: one plain line saying which setting to look at."""
    from stream.topic_end import TopicMissing

    bootstrap = ",".join(settings.kafka_bootstrap)
    if isinstance(exc, TopicMissing):
        names = {settings.output_topic: "SEER_OUTPUT_TOPIC", settings.dlq_topic: "SEER_DLQ_TOPIC"}
        line = (
            f"seer-stream: no topic {exc.topic} on {bootstrap} ({names.get(exc.topic, 'topic')});"
            " `seer-stream topics` creates the topics"
        )
    else:
        line = f"seer-stream: cannot read from {bootstrap} (SEER_KAFKA_BOOTSTRAP): {exc}"
    say(line)
    return 1


# The most rows `scores` draws as a table: more are slow to draw and never read (--json).
TABLE_ROWS = 1000


def cmd_scores(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.results import (
        Result,
        ScoreFilter,
        Tally,
        counts_caption,
        json_line,
        parse_results,
        scores_table,
        worst,
    )
    from stream.topic_end import TopicMissing, read_to_end

    settings = kafka_settings()
    where: dict[str, set[str]] = {}
    for key, value in args.where or ():
        where.setdefault(key, set()).add(value)
    keep = ScoreFilter(where, args.recall_below, args.precision_below)
    topic, tally, shown, matched = settings.output_topic, Tally(), 0, 0
    try:
        records = read_to_end(settings, topic, last=args.last, timeout_s=args.timeout)
        matching = (result for result in parse_results(records, tally) if keep(result))
        if args.json and args.worst is None:  # as read: nothing held in memory
            for result in matching:
                print(json_line(result), flush=True)
                shown += 1
        else:
            if args.worst is not None:
                results = worst(matching, args.worst)
            else:  # a table: its last rows, held as read (200,000 rows took 2.8 GB, 131 s)
                latest: deque[Result] = deque(maxlen=TABLE_ROWS)
                for result in matching:
                    latest.append(result)
                    matched += 1
                results = list(latest)
            shown = len(results)
            if args.json:
                for result in results:
                    print(json_line(result))
            elif results:
                title = f"Scored results on {topic}"
                stdout_console().print(scores_table(results, settings.segment_keys, title))
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return unreadable(exc, settings)
    err.print(
        f"{shown} shown; read from {topic}: {counts_caption(tally)}",
        markup=False,
        highlight=False,
    )
    if shown < matched:  # (matched is counted for the table alone)
        say(
            f"seer-stream: the table shows the last {shown:,} of {matched:,} matching results; "
            "--json prints every one, --last N or --worst N fewer"
        )
    return 0


def cmd_summary(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.results import file_summary, topic_summary
    from stream.topic_end import TopicMissing

    settings = load_settings() if args.file is not None else kafka_settings()
    try:
        if args.file is not None:
            tables = file_summary(args.file, settings.segment_keys)
        else:
            tables = topic_summary(settings, timeout_s=args.timeout)
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return unreadable(exc, settings)
    out = stdout_console()
    for table in tables:
        out.print(table)
    return 0


def cmd_dlq_show(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.dlq import dead_letters
    from stream.results import dead_letter_view, dead_letters_table, json_line
    from stream.topic_end import TopicMissing

    settings = kafka_settings()
    topic, shown = settings.dlq_topic, 0
    try:
        found = dead_letters(
            settings, codes=args.reason or (), last=args.last, timeout_s=args.timeout
        )
        if args.json:
            for record in found:
                print(json_line(dead_letter_view(record)), flush=True)
                shown += 1
        else:
            records = list(found)
            shown = len(records)
            if records:
                stdout_console().print(dead_letters_table(records, f"Dead letters on {topic}"))
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return unreadable(exc, settings)
    which = f" with reason {', '.join(args.reason)}" if args.reason else ""
    err.print(f"{shown} dead letters{which} on {topic}", markup=False, highlight=False)
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="seer-stream",
        description="Label-free retrieval-quality monitoring on Kafka. Settings: SEER_* variables.",
    )
    top.add_argument("--version", action="version", version=f"seer-stream {__version__}")
    sub = top.add_subparsers(dest="command", required=True)

    worker = sub.add_parser(
        "worker",
        help="run the stream processor",
        epilog=cli_help.WORKER,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    worker.add_argument("--loglevel", default="info", choices=["debug", "info", "warning", "error"])
    worker.set_defaults(run=cmd_worker)

    broker = sub.add_parser(
        "broker",
        help="run the embedded Kafka-compatible broker (memory only)",
        epilog=cli_help.BROKER,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    broker.add_argument("--port", type=port, default=None, help="default: a free port")
    broker.set_defaults(run=cmd_broker)

    topics = sub.add_parser(
        "topics",
        help="create the input, output and dead-letter topics",
        epilog=cli_help.TOPICS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    topics.set_defaults(run=cmd_topics)

    publish = sub.add_parser(
        "publish",
        help="send a JSONL file of events to the input topic",
        epilog=cli_help.PUBLISH,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    publish.add_argument("file", type=Path, help='one event (JSON) a line; "-": standard input')
    publish.add_argument("--topic", default=None, help="default: SEER_INPUT_TOPIC")
    publish.add_argument("--raw", action="store_true", help="send lines that are not JSON too")
    publish.set_defaults(run=cmd_publish)

    score = sub.add_parser(
        "score",
        help="evaluate a JSONL file of events offline, no Kafka",
        epilog=cli_help.SCORE,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    score.add_argument("file", type=Path, help='one event (JSON) a line; "-": standard input')
    score.add_argument("-o", "--output", type=Path, default=None, help="default: standard output")
    score.set_defaults(run=cmd_score)

    dlq = sub.add_parser("dlq", help="dead letters").add_subparsers(dest="dlq", required=True)
    replay = dlq.add_parser(
        "replay",
        help="send dead letters back to their source topic, once",
        epilog=cli_help.DLQ_REPLAY,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
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

    show = dlq.add_parser(
        "show",
        help="print dead letters: reason, origin and the start of the value",
        description="Print the dead letters: reason code, stage, reason, the source topic,\n"
        "partition and offset, timestamp and the first 80 characters of the record's value.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.DLQ_SHOW,
    )
    show.add_argument(
        "--reason", action="append", metavar="CODE", help="only this reason code (repeatable)"
    )
    show.add_argument(
        "--last",
        type=positive_int,
        metavar="M",
        help="only the last M dead letters (before --reason)",
    )
    show.add_argument("--json", action="store_true", help="one JSON object a line")
    timeout_option(show)
    show.set_defaults(run=cmd_dlq_show)

    scores = sub.add_parser(
        "scores",
        help="print scored results from the scores topic, filtered",
        description="Print scored results from the scores topic: a table of event_id,\n"
        "segment values, recall, precision, F1, nDCG and the missing requirements, or JSON\n"
        "lines. Every filter given must hold.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.SCORES,
    )
    where_option(scores)
    scores.add_argument("--recall-below", type=float, metavar="X", help="only recall < X")
    scores.add_argument("--precision-below", type=float, metavar="X", help="only precision < X")
    scores.add_argument(
        "--worst", type=positive_int, metavar="N", help="the N lowest recall, ties by precision"
    )
    scores.add_argument(
        "--last",
        type=positive_int,
        metavar="M",
        help="read only the last M results (before filters)",
    )
    scores.add_argument("--json", action="store_true", help="one scored result (JSON) a line")
    timeout_option(scores)
    scores.set_defaults(run=cmd_scores)

    summary = sub.add_parser(
        "summary",
        help="per-segment table of the scored results (the demo's)",
        description="Print the per-segment table that `seer-stream demo` prints (events, mean\n"
        "recall, precision, F1, nDCG, the share with recall < 1) and the counts.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.SUMMARY,
    )
    summary.add_argument(
        "--file",
        type=Path,
        default=None,
        help="a `seer-stream score` output file instead of the topics",
    )
    timeout_option(summary)
    summary.set_defaults(run=cmd_summary)

    # compare, accuracy, judge-check: their module imports this one's helpers.
    from stream import cli_analysis

    cli_analysis.add_commands(sub)

    demo = sub.add_parser(
        "demo",
        help="broker, worker and sample traffic on this machine",
        epilog=cli_help.DEMO,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    demo.add_argument("--events", type=Path, default=None, help="default: the bundled sample")
    demo.add_argument("--keep-running", action="store_true", help="leave worker and /metrics up")
    demo.add_argument("--timeout", type=seconds, default=120.0, help="seconds to wait for results")
    demo.add_argument("--web-port", type=port, default=None, help="default: a free port")
    demo.set_defaults(run=cmd_demo)
    return top


# Commands whose exit 1 is a verdict that CI gates read: they never exit 1 otherwise.
VERDICTS = frozenset({"compare", "judge-check"})


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    file = getattr(args, "file", None)
    # "-" is standard input; a pipe (<(zcat events.gz), /dev/stdin) is read like a file
    if file is not None and str(file) != "-" and (not file.exists() or file.is_dir()):
        err.print(
            f"[red]{'a folder, not a file' if file.is_dir() else 'no such file'}:[/red] {file}"
        )
        return 2
    from stream.broker import BrokerError
    from stream.kafka import BrokerUnreachable, TopicsNotCreated

    try:
        return int(args.run(args))
    except BrokenPipeError:  # `seer-stream score big.jsonl | head`: the reader has had enough
        # Quiet, as Unix tools are: no traceback, nor one at exit for the unflushed rest.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE
    # none answered; it refused our topics; the embedded one did not start
    except (BrokerUnreachable, TopicsNotCreated, BrokerError) as exc:
        say(f"seer-stream: {exc}")
        return 1
    except ValidationError as exc:
        if exc.title != Settings.__name__:  # an event's or an answer's: not the user's setting
            raise
        for line in setting_errors(exc):
            # Plain and unwrapped: one line each, whatever the terminal's width or the value.
            say(line)
        return 2
    except Exception:
        if args.command not in VERDICTS:
            raise
        # Python's own exit 1 would read as the verdict to a CI gate ("the test arm is
        # worse"): a command that failed has no verdict (measured: compare's MemoryError)
        traceback.print_exc()
        say(f"seer-stream: {args.command} failed, so it has no verdict (exit 2)")
        return 2


if __name__ == "__main__":
    sys.exit(main())
