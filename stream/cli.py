"""The `seer-stream` command."""

from __future__ import annotations

import argparse
import math
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from pydantic import ValidationError
from rich.console import Console

from stream import __version__, cli_help
from stream.settings import Settings, variable

if TYPE_CHECKING:
    from stream.scored_input import Labelled, Scored

err = Console(stderr=True)


def _settings() -> Settings:
    """Settings from the SEER_* variables; an invalid one is reported by `main`."""
    return Settings()


def _kafka_settings() -> Settings:
    """Settings for a command that needs Kafka, once a broker has answered: one that
    cannot reach any is stopped by `main` with one line naming SEER_KAFKA_BOOTSTRAP."""
    from stream.kafka import require_broker

    settings = _settings()
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


def _timeout_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--timeout",
        type=float,
        default=30.0,
        metavar="S",
        help="give up when the broker answers nothing for S seconds (default 30)",
    )


def _judge_unusable(exc: Exception) -> int:
    """The LLM judge's preflight failed: its cause on one plain line, exit 2."""
    line = f"seer-stream: the LLM judge is not usable: {exc}"
    err.print(line, markup=False, highlight=False, soft_wrap=True)
    return 2


def cmd_worker(args: argparse.Namespace) -> int:
    from stream.evaluators import PreflightFailed
    from stream.worker import run_worker

    try:
        run_worker(_kafka_settings(), loglevel=args.loglevel)
    except PreflightFailed as exc:
        return _judge_unusable(exc)
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
    from stream.kafka import ensure_topics

    settings = _kafka_settings()
    created = ensure_topics(settings)
    for topic in (settings.input_topic, settings.output_topic, settings.dlq_topic):
        err.print(f"{topic}: {'created' if topic in created else 'exists'}")
    return 0


def cmd_publish(args: argparse.Namespace) -> int:
    from stream.files import publish_file

    report = publish_file(_kafka_settings(), args.file, topic=args.topic, raw=args.raw, console=err)
    err.print(
        f"sent {report.sent}, delivered {report.delivered}, failed {report.failed}, "
        f"skipped {len(report.skipped)}"
    )
    return 0 if report.ok else 1


def cmd_score(args: argparse.Namespace) -> int:
    from stream.evaluators import PreflightFailed
    from stream.files import score_file

    try:
        report = score_file(_settings(), args.file, args.output)
    except PreflightFailed as exc:
        return _judge_unusable(exc)
    err.print(f"scored {report.scored}, invalid {report.invalid}")
    return 0


def cmd_dlq_replay(args: argparse.Namespace) -> int:
    from stream.dlq import ReplayIncomplete, replay

    status = 0
    try:
        report = replay(
            _kafka_settings(), codes=args.reason or (), to_topic=args.to, dry_run=args.dry_run
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


def cmd_judge_check(args: argparse.Namespace) -> int:
    import asyncio

    from stream.evaluators import PreflightFailed
    from stream.judge_check import (
        SAMPLE,
        BadEvents,
        load_events,
        report_json,
        report_table,
        run_check,
    )

    settings = _settings()
    if not (settings.llm_model or "").strip():
        return _bad_input("SEER_LLM_MODEL is not set: judge-check needs the model to check")
    if args.concurrency is not None:
        settings = settings.model_copy(update={"llm_concurrency": args.concurrency})
    try:
        events, unlabelled = load_events(args.events or SAMPLE, args.limit)
        report = asyncio.run(
            run_check(settings, events, rate=args.rate, unlabelled=unlabelled, progress=err)
        )
    except BadEvents as exc:
        return _bad_input(str(exc))
    except PreflightFailed as exc:
        return _judge_unusable(exc)
    report.min_f1, report.min_readable = args.min_f1, args.min_readable
    if args.json:
        _print_json(report_json(report))
    else:
        _stdout().print(report_table(report))
    return 0 if report.ok else 1


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a share from 0 to 1")
    return value


def _rate(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"{text!r} is not a rate above 0 (events/s)")
    return value


def _key_value(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE, e.g. env=prod")
    return key.strip(), value


def _positive(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number above 0")
    return number


def _stdout() -> Console:
    """Standard output for tables; piped, wide enough for them (not rich's 80 columns)."""
    return Console(width=None if sys.stdout.isatty() else 160)


def _unreadable(exc: Exception, settings: Settings) -> int:
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
    err.print(line, markup=False, highlight=False, soft_wrap=True)
    return 1


def cmd_scores(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.results import (
        ScoreFilter,
        Tally,
        counts_caption,
        json_line,
        parse_results,
        scores_table,
        worst,
    )
    from stream.topic_end import TopicMissing, read_to_end

    settings = _kafka_settings()
    where: dict[str, set[str]] = {}
    for key, value in args.where or ():
        where.setdefault(key, set()).add(value)
    keep = ScoreFilter(where, args.recall_below, args.precision_below)
    topic, tally, shown = settings.output_topic, Tally(), 0
    try:
        records = read_to_end(settings, topic, last=args.last, timeout_s=args.timeout)
        matching = (result for result in parse_results(records, tally) if keep(result))
        if args.json and args.worst is None:  # as read: nothing held in memory
            for result in matching:
                print(json_line(result), flush=True)
                shown += 1
        else:
            results = worst(matching, args.worst) if args.worst is not None else list(matching)
            shown = len(results)
            if args.json:
                for result in results:
                    print(json_line(result))
            elif results:
                title = f"Scored results on {topic}"
                _stdout().print(scores_table(results, settings.segment_keys, title))
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return _unreadable(exc, settings)
    err.print(
        f"{shown} shown; read from {topic}: {counts_caption(tally)}",
        markup=False,
        highlight=False,
    )
    return 0


def cmd_summary(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.results import file_summary, topic_summary
    from stream.topic_end import TopicMissing

    settings = _settings() if args.file is not None else _kafka_settings()
    try:
        if args.file is not None:
            tables = file_summary(args.file, settings.segment_keys)
        else:
            tables = topic_summary(settings, timeout_s=args.timeout)
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return _unreadable(exc, settings)
    out = _stdout()
    for table in tables:
        out.print(table)
    return 0


def cmd_dlq_show(args: argparse.Namespace) -> int:
    from confluent_kafka import KafkaException

    from stream.dlq import dead_letters
    from stream.results import dead_letter_view, dead_letters_table, json_line
    from stream.topic_end import TopicMissing

    settings = _kafka_settings()
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
                _stdout().print(dead_letters_table(records, f"Dead letters on {topic}"))
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        return _unreadable(exc, settings)
    which = f" with reason {', '.join(args.reason)}" if args.reason else ""
    err.print(f"{shown} dead letters{which} on {topic}", markup=False, highlight=False)
    return 0


def _when(text: str) -> int:
    from stream.scored_input import parse_when

    try:
        return parse_when(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _effect(text: str) -> float:
    try:
        number = float(text)
    except ValueError:
        number = 0.0
    if not 0.0 < number <= 1.0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a difference in (0, 1], e.g. 0.05")
    return number


def _metrics(text: str) -> list[str]:
    from stream.compare import metric_names

    try:
        return metric_names(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


class _NoAnswer(Exception):
    """The analysis cannot answer: the reason is printed already (exit 2)."""


def _bad_input(message: str) -> int:
    err.print(f"seer-stream: {message}", markup=False, highlight=False, soft_wrap=True)
    return 2


def _analysed(args: argparse.Namespace) -> tuple[Settings, Scored, Labelled | None]:
    """The results to analyse (file or topic) and the labelled events, if any; BadInput
    or _NoAnswer when there are none to use."""
    from confluent_kafka import KafkaException

    from stream.kafka import BrokerUnreachable
    from stream.scored_input import BadInput, read_file, read_labelled, read_topic
    from stream.topic_end import TopicMissing

    if (args.correct_with is None) != (args.truth is None):
        raise BadInput("--correct-with and --truth go together: labelled results and their truth")
    labelled = None
    if args.correct_with is not None:
        labelled = read_labelled(args.correct_with, args.truth)
    if args.file is not None:
        if args.since is not None or args.until is not None:
            raise BadInput("--since and --until select a topic's records by timestamp; not --file")
        return _settings(), read_file(args.file), labelled
    try:
        settings = _kafka_settings()
    except BrokerUnreachable as exc:
        _bad_input(str(exc))
        raise _NoAnswer from exc
    try:
        return settings, read_topic(settings, args.since, args.until, args.timeout), labelled
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        _unreadable(exc, settings)
        raise _NoAnswer from exc


def _where(args: argparse.Namespace) -> dict[str, set[str]]:
    """--where KEY=VALUE options as key -> the values accepted."""
    where: dict[str, set[str]] = {}
    for key, value in args.where or ():
        where.setdefault(key, set()).add(value)
    return where


def _print_json(document: object) -> None:
    import json

    print(json.dumps(document, indent=2))


def cmd_compare(args: argparse.Namespace) -> int:
    from stream.compare import compare, comparison_json, comparison_tables
    from stream.scored_input import BadInput

    try:
        _, scored, labelled = _analysed(args)
        found = compare(
            scored.results,
            args.key,
            args.base,
            args.test,
            where=_where(args),
            pair_by=args.pair_by,
            unpaired=args.unpaired,
            min_effect=args.min_effect,
            fail_on=args.fail_on or (),
            labelled=labelled,
            notes=scored.notes(),
        )
    except BadInput as exc:
        return _bad_input(str(exc))
    except _NoAnswer:
        return 2
    if args.json:
        _print_json(comparison_json(found))
    else:
        out = _stdout()
        for table in comparison_tables(found):
            out.print(table)
    err.print(
        f"compared {len(found.arms.base)} base and {len(found.arms.test)} test events "
        f"from {scored.source}",
        markup=False,
        highlight=False,
    )
    if found.failed:
        err.print(
            f"seer-stream: the test arm is significantly worse on {', '.join(found.failed)}",
            markup=False,
            highlight=False,
        )
        return 1
    return 0


def cmd_accuracy(args: argparse.Namespace) -> int:
    from stream.accuracy_report import accuracy_report, report_json, report_table
    from stream.results import ScoreFilter
    from stream.scored_input import BadInput

    keep = ScoreFilter(_where(args))
    try:
        settings, scored, labelled = _analysed(args)
        results = [r for r in scored.results if keep(r)]
        notes = scored.notes()
        if len(results) < len(scored.results):
            notes.append(f"results left out by --where: {len(scored.results) - len(results)}")
        report = accuracy_report(
            results, settings.segment_keys, source=scored.source, labelled=labelled, notes=notes
        )
    except BadInput as exc:
        return _bad_input(str(exc))
    except _NoAnswer:
        return 2
    if args.json:
        _print_json(report_json(report))
    else:
        _stdout().print(report_table(report))
    return 0


def _analysis_options(command: argparse.ArgumentParser) -> None:
    """Where the results come from, filters and the bias correction: compare's, accuracy's."""
    command.add_argument(
        "--file",
        type=Path,
        default=None,
        help="a `seer-stream score` output file instead of the scores topic",
    )
    command.add_argument(
        "--since",
        type=_when,
        metavar="TIME",
        help="only records at or after TIME (ISO-8601, or ago: 2h, 30m, 7d); topic only",
    )
    command.add_argument(
        "--until", type=_when, metavar="TIME", help="only records before TIME; topic only"
    )
    command.add_argument(
        "--where",
        action="append",
        type=_key_value,
        metavar="KEY=VALUE",
        help="metadata KEY has VALUE (repeatable: each key must match, one of its values)",
    )
    command.add_argument(
        "--correct-with",
        type=Path,
        metavar="SCORES.jsonl",
        help="labelled events' scored results (with --truth): corrects the judge's recall (PPI)",
    )
    command.add_argument(
        "--truth",
        type=Path,
        metavar="FILE.jsonl",
        help="their true recall: the events file scored (gold.expected.recall) or "
        'lines {"event_id": ..., "true_recall": ...}',
    )
    command.add_argument("--json", action="store_true", help="one JSON document")
    _timeout_option(command)


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
    broker.add_argument("--port", type=int, default=None, help="default: a free port")
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
    publish.add_argument("file", type=Path)
    publish.add_argument("--topic", default=None, help="default: SEER_INPUT_TOPIC")
    publish.add_argument("--raw", action="store_true", help="send lines that are not JSON too")
    publish.set_defaults(run=cmd_publish)

    score = sub.add_parser(
        "score",
        help="evaluate a JSONL file of events offline, no Kafka",
        epilog=cli_help.SCORE,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    score.add_argument("file", type=Path)
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
        "--last", type=_positive, metavar="M", help="only the last M dead letters (before --reason)"
    )
    show.add_argument("--json", action="store_true", help="one JSON object a line")
    _timeout_option(show)
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
    scores.add_argument(
        "--where",
        action="append",
        type=_key_value,
        metavar="KEY=VALUE",
        help="metadata KEY has VALUE (repeatable: each key must match, one of its values)",
    )
    scores.add_argument("--recall-below", type=float, metavar="X", help="only recall < X")
    scores.add_argument("--precision-below", type=float, metavar="X", help="only precision < X")
    scores.add_argument(
        "--worst", type=_positive, metavar="N", help="the N lowest recall, ties by precision"
    )
    scores.add_argument(
        "--last", type=_positive, metavar="M", help="read only the last M results (before filters)"
    )
    scores.add_argument("--json", action="store_true", help="one scored result (JSON) a line")
    _timeout_option(scores)
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
    _timeout_option(summary)
    summary.set_defaults(run=cmd_summary)

    comparing = sub.add_parser(
        "compare",
        help="test arm vs base arm per metric: difference, 95 % interval, verdict",
        description="Compare the results of two values of a metadata key (the base arm and\n"
        "the test arm) on recall, precision, F1, nDCG and the incomplete share: both\n"
        "means, the difference (test - base) with a 95 % interval, a verdict (better, worse\n"
        "or within noise) and the events each arm needs to detect --min-effect. Paired by\n"
        "task when most tasks are in both arms, unpaired otherwise. Exit 1 when the test\n"
        "arm is significantly worse on a --fail-on metric, 2 when it cannot answer.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.COMPARE,
    )
    comparing.add_argument(
        "--key", required=True, help="the metadata (or segment) key, e.g. feature_flag"
    )
    comparing.add_argument(
        "--base", required=True, metavar="VALUE", help="its value in the base arm"
    )
    comparing.add_argument(
        "--test", required=True, metavar="VALUE", help="its value in the test arm"
    )
    comparing.add_argument(
        "--pair-by",
        default="task",
        metavar="KEY",
        help="pair events by this metadata key instead of the task text",
    )
    comparing.add_argument(
        "--unpaired", action="store_true", help="compare unpaired even where tasks repeat"
    )
    comparing.add_argument(
        "--min-effect",
        type=_effect,
        default=0.05,
        metavar="D",
        help="the difference to size the arms for (default 0.05)",
    )
    comparing.add_argument(
        "--fail-on",
        type=_metrics,
        metavar="METRICS",
        help="exit 1 when significantly worse on any of these: recall,precision,f1,ndcg,incomplete",
    )
    _analysis_options(comparing)
    comparing.set_defaults(run=cmd_compare)

    accuracy = sub.add_parser(
        "accuracy",
        help="retriever and judge against gold documents, by segment, with intervals",
        description="For the results whose events carried ground_truth.gold_doc_ids: the\n"
        "retriever's recall, precision and F1 against the gold documents and the judge's\n"
        "citation precision, recall, F1 and exact-match share, overall and per segment\n"
        "(SEER_SEGMENT_KEYS), each with a 95 % interval.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.ACCURACY,
    )
    _analysis_options(accuracy)
    accuracy.set_defaults(run=cmd_accuracy)

    judge_check = sub.add_parser(
        "judge-check",
        help="qualify the configured LLM judge on labelled events",
        description="Send labelled events through the LLM judge the worker would use\n"
        "(SEER_LLM_MODEL at SEER_LLM_BASE_URL, with its other LLM settings) and measure\n"
        "it: answers read as-is, after repair or unreadable; citation precision, recall\n"
        "and F1 against the gold passages; recall AUROC answerable vs incomplete;\n"
        "latency; tokens and cost; the concurrency a target rate needs. Exits 1 under\n"
        "a floor (--min-f1, --min-readable), 2 on bad input or an unusable endpoint.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=cli_help.JUDGE_CHECK,
    )
    judge_check.add_argument(
        "--events",
        type=Path,
        default=None,
        metavar="FILE",
        help="labelled events (gold or ground_truth); default: the bundled gold-set sample",
    )
    judge_check.add_argument(
        "-n", "--limit", type=_positive, default=None, metavar="N", help="the first N events"
    )
    judge_check.add_argument(
        "--rate",
        type=_rate,
        default=10.0,
        metavar="R",
        help="target events/s for the concurrency estimate (default 10)",
    )
    judge_check.add_argument(
        "--concurrency",
        type=_positive,
        default=None,
        metavar="C",
        help="requests in flight while measuring (default SEER_LLM_CONCURRENCY)",
    )
    judge_check.add_argument(
        "--min-f1", type=_share, default=None, metavar="F", help="exit 1 under this citation F1"
    )
    judge_check.add_argument(
        "--min-readable",
        type=_share,
        default=None,
        metavar="S",
        help="exit 1 when under this share of answers is readable (as-is or repaired)",
    )
    judge_check.add_argument("--json", action="store_true", help="one JSON document")
    judge_check.set_defaults(run=cmd_judge_check)

    demo = sub.add_parser(
        "demo",
        help="broker, worker and sample traffic on this machine",
        epilog=cli_help.DEMO,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
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
    from stream.kafka import BrokerUnreachable

    try:
        return int(args.run(args))
    except BrokerUnreachable as exc:
        err.print(f"seer-stream: {exc}", markup=False, highlight=False, soft_wrap=True)
        return 1
    except ValidationError as exc:
        if exc.title != Settings.__name__:  # an event's or an answer's: not the user's setting
            raise
        for line in setting_errors(exc):
            # Plain and unwrapped: one line each, whatever the terminal's width or the value.
            err.print(line, markup=False, highlight=False, soft_wrap=True)
        return 2


if __name__ == "__main__":
    sys.exit(main())
