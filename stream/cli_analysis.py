"""The `seer-stream` commands that analyse results and qualify a judge: `compare`,
`accuracy` and `judge-check` (stream/cli.py holds the others and the entry point)."""

from __future__ import annotations

import argparse
import math
from pathlib import Path
from typing import TYPE_CHECKING

from stream import cli_help
from stream.cli import (
    err,
    judge_unusable,
    kafka_settings,
    load_settings,
    say,
    stdout_console,
    timeout_option,
    unreadable,
    where_option,
)
from stream.cli_checks import bounded, metadata_key, positive_int
from stream.settings import Settings

if TYPE_CHECKING:
    from stream.scored_input import Labelled, Scored


def cmd_judge_check(args: argparse.Namespace) -> int:
    import asyncio

    from stream.evaluators import PreflightFailed
    from stream.judge_check import SAMPLE, BadEvents, load_events, run_check
    from stream.judge_check_report import report_json, report_table

    settings = load_settings()
    if not (settings.llm_model or "").strip():
        return bad_input("SEER_LLM_MODEL is not set: judge-check needs the model to check")
    if args.concurrency is not None:
        settings = settings.model_copy(update={"llm_concurrency": args.concurrency})
    try:
        events, unlabelled = load_events(args.events or SAMPLE, args.limit)
        report = asyncio.run(
            run_check(settings, events, rate=args.rate, unlabelled=unlabelled, progress=err)
        )
    except BadEvents as exc:
        return bad_input(str(exc))
    except PreflightFailed as exc:
        return judge_unusable(exc)
    report.min_f1, report.min_readable = args.min_f1, args.min_readable
    if args.json:
        _print_json(report_json(report))
    else:
        stdout_console().print(report_table(report))
    return 0 if report.ok else 1


_share = bounded(float, lambda x: 0.0 <= x <= 1.0, "a share from 0 to 1")
_rate = bounded(float, lambda x: 0 < x < math.inf, "a rate above 0 (events/s)")
_effect = bounded(float, lambda x: 0.0 < x <= 1.0, "a difference in (0, 1], e.g. 0.05")


def _when(text: str) -> int:
    from stream.scored_input import parse_when

    try:
        return parse_when(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _metrics(text: str) -> list[str]:
    from stream.compare import metric_names

    try:
        return metric_names(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


class _NoAnswer(Exception):
    """The analysis cannot answer: the reason is printed already (exit 2)."""


def bad_input(message: str) -> int:
    say(f"seer-stream: {message}")
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
        return load_settings(), read_file(args.file), labelled
    try:
        settings = kafka_settings()
    except BrokerUnreachable as exc:
        bad_input(str(exc))
        raise _NoAnswer from exc
    try:
        return settings, read_topic(settings, args.since, args.until, args.timeout), labelled
    except (TopicMissing, TimeoutError, KafkaException) as exc:
        unreadable(exc, settings)
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
        return bad_input(str(exc))
    except _NoAnswer:
        return 2
    if args.json:
        _print_json(comparison_json(found))
    else:
        out = stdout_console()
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
        return bad_input(str(exc))
    except _NoAnswer:
        return 2
    if args.json:
        _print_json(report_json(report))
    else:
        stdout_console().print(report_table(report))
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
    where_option(command)
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
    timeout_option(command)


def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The parsers of compare, accuracy and judge-check."""
    comparing = sub.add_parser(
        "compare",
        help="test arm vs base arm per metric: difference, 95 %% interval, verdict",
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
        "--key",
        required=True,
        type=metadata_key,
        help="the metadata (or segment) key, e.g. feature_flag",
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
        type=metadata_key,
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
        "-n", "--limit", type=positive_int, default=None, metavar="N", help="the first N events"
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
        type=positive_int,
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
