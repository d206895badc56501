"""Scored results read for analysis (`seer-stream compare` and `accuracy`): from a file
that `seer-stream score` wrote, or from the scores topic up to its end within a range of
record timestamps; and labelled events (judged and true recall) for the bias correction.

Nothing is passed over silently: a file line that is not a scored result stops the
command with its line number (the file is the user's to fix); on a topic, where a stray
record stays until retention deletes it, such records are counted and named by partition
and offset in the output instead.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeGuard

from stream.files import read_lines
from stream.kafka import Record
from stream.schema import InvalidEvent, validate_event
from stream.settings import Settings
from stream.topic_end import READ_TIMEOUT_S, read_to_end

Result = dict[str, Any]
MAX_LISTED = 10  # problems named one by one; the rest are counted
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800}
_AGO = re.compile(r"(\d+(?:\.\d+)?)([smhdw])")


class BadInput(ValueError):
    """Input that the analysis cannot use; the message says where and why (exit 2)."""


def _listed(what: str, problems: list[str]) -> BadInput:
    lines = [f"  {p}" for p in problems[:MAX_LISTED]]
    if len(problems) > MAX_LISTED:
        lines.append(f"  and {len(problems) - MAX_LISTED} more")
    return BadInput("\n".join([what, *lines]))


def _unit_number(value: Any) -> TypeGuard[float]:
    """A JSON number in [0, 1] (a bool is not one)."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and 0.0 <= value <= 1.0
    )


def not_a_result(document: Any) -> str | None:
    """Why `document` is not a scored result the analysis can use; None when it is."""
    if not isinstance(document, dict):
        return f"not a JSON object but {type(document).__name__}"
    for name in ("recall", "precision", "f1"):
        if not _unit_number(document.get(name)):
            return f"{name} is {document.get(name)!r}, not a number in [0, 1]"
    if document.get("ndcg") is not None and not _unit_number(document["ndcg"]):
        return f"ndcg is {document['ndcg']!r}, not null or a number in [0, 1]"
    return None


@dataclass
class Scored:
    """The results read, and what was read but not used, with why."""

    results: list[Result]
    source: str
    invalid: int = 0  # `score` output lines for invalid events ({"line": N, "error": ...})
    duplicates: int = 0  # topic records of an event_id read before (at-least-once delivery)
    outside: int = 0  # topic records outside --since/--until
    skipped: list[str] = field(default_factory=list)  # topic records that are not results

    def notes(self) -> list[str]:
        notes = []
        if self.invalid:
            notes.append(f"invalid events (not scored): {self.invalid}")
        if self.duplicates:
            notes.append(f"duplicate deliveries skipped: {self.duplicates}")
        if self.outside:
            notes.append(f"records outside the time range: {self.outside}")
        if self.skipped:
            shown = "; ".join(self.skipped[:MAX_LISTED])
            left = len(self.skipped) - MAX_LISTED
            more = f" and {left} more" if left > 0 else ""
            notes.append(
                f"records that are not scored results: {len(self.skipped)} ({shown}{more})"
            )
        return notes


# What compare and accuracy read of a result: kept as read, the rest (its requirements,
# citations, evaluator and usage) dropped, which takes a result from about 7 kB of memory
# to 0.5 (a day of 1,000,000 results ran compare out of memory at 3.6 GB).
ANALYSED = (
    *("event_id", "task", "metadata", "segment"),
    *("recall", "precision", "f1", "ndcg", "accuracy"),
)


def analysed(document: dict[str, Any]) -> Result:
    """The part of a scored result that the analysis reads."""
    return {name: document[name] for name in ANALYSED if name in document}


def read_file(path: Path) -> Scored:
    """Every scored result in a `seer-stream score` output file, in order. Its lines for
    invalid events are counted; any other line that is not a scored result raises
    BadInput naming the lines."""
    results, problems, invalid = [], [], 0
    for number, line in read_lines(path):
        try:
            document = json.loads(line)
        except (ValueError, RecursionError) as exc:
            problems.append(f"line {number}: not JSON ({exc})")
            continue
        if isinstance(document, dict) and "error" in document:
            invalid += 1
            continue
        why = not_a_result(document)
        if why is not None:
            problems.append(f"line {number}: {why}")
            continue
        results.append(analysed(document))
    if problems:
        raise _listed(f"{path}: {len(problems)} lines are not scored results", problems)
    return Scored(results, str(path), invalid=invalid)


def parse_when(text: str, now: datetime | None = None) -> int:
    """A time as epoch milliseconds: ISO-8601 (UTC when no offset is given), or a time
    ago: 30m, 2h, 1.5d, 1w (s, m, h, d, w)."""
    ago = _AGO.fullmatch(text.strip())
    if ago:
        moment = (now or datetime.now(UTC)) - timedelta(
            seconds=float(ago.group(1)) * _UNITS[ago.group(2)]
        )
    else:
        try:
            moment = datetime.fromisoformat(text.strip())
        except ValueError:
            raise ValueError(
                f"{text!r} is neither ISO-8601 (2025-01-31T12:00:00Z) nor a time ago (2h, 30m)"
            ) from None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def _within(record: Record, since_ms: int | None, until_ms: int | None) -> bool:
    if since_ms is None and until_ms is None:
        return True
    stamp = record.timestamp_ms
    if stamp is None:
        return False
    return (since_ms is None or stamp >= since_ms) and (until_ms is None or stamp < until_ms)


def scored_records(
    records: Iterable[Record],
    source: str,
    since_ms: int | None = None,
    until_ms: int | None = None,
) -> Scored:
    """The scored results among `records` whose timestamp is in [since, until), once per
    event_id; records that are not results are named in `skipped`."""
    scored = Scored([], source)
    seen: set[str] = set()
    for record in records:
        if not _within(record, since_ms, until_ms):
            scored.outside += 1
            continue
        where = f"partition {record.partition} offset {record.offset}"
        try:
            document = json.loads(record.value)
        except (ValueError, RecursionError):
            scored.skipped.append(f"{where}: not JSON")
            continue
        why = not_a_result(document)
        if why is not None:
            scored.skipped.append(f"{where}: {why}")
            continue
        event_id = document.get("event_id")
        if isinstance(event_id, str):
            if event_id in seen:
                scored.duplicates += 1
                continue
            seen.add(event_id)
        scored.results.append(analysed(document))
    return scored


def read_topic(
    settings: Settings,
    since_ms: int | None = None,
    until_ms: int | None = None,
    timeout_s: float = READ_TIMEOUT_S,
) -> Scored:
    """The scored results on SEER_OUTPUT_TOPIC up to its end as of now (no consumer group
    joined, nothing committed), within [since, until) by record timestamp."""
    topic = settings.output_topic
    records = read_to_end(settings, topic, timeout_s=timeout_s)
    return scored_records(records, f"topic {topic}", since_ms, until_ms)


# Labelled events, for the bias correction


@dataclass(frozen=True)
class Labelled:
    """The judge's recall and the true recall of the same labelled events."""

    judged: list[float]
    truth: list[float]
    unused: int  # true recalls given for events that the scores file has no result for


def _truth_line(document: Any) -> tuple[str, float] | str:
    """(event_id, true recall) from a labels line, or why it is not one."""
    if not isinstance(document, dict):
        return "not a JSON object"
    if "true_recall" in document:
        if not isinstance(document.get("event_id"), str):
            return "true_recall without an event_id"
        if not _unit_number(document["true_recall"]):
            return f"true_recall is {document['true_recall']!r}, not a number in [0, 1]"
        return document["event_id"], float(document["true_recall"])
    gold = document.get("gold")
    expected = gold.get("expected") if isinstance(gold, dict) else None
    recall = expected.get("recall") if isinstance(expected, dict) else None
    if not _unit_number(recall):
        return 'neither {"event_id", "true_recall"} nor an event with gold.expected.recall'
    try:
        # The event_id that `seer-stream score` gave its result: its own, or its content's.
        return validate_event(document).resolved_id, float(recall)
    except InvalidEvent as exc:
        return f"an invalid event ({exc.reason})"


def read_truth(path: Path) -> dict[str, float]:
    truth: dict[str, float] = {}
    problems = []
    for number, line in read_lines(path):
        try:
            found = _truth_line(json.loads(line))
        except (ValueError, RecursionError) as exc:
            found = f"not JSON ({exc})"
        if isinstance(found, str):
            problems.append(f"line {number}: {found}")
            continue
        event_id, value = found
        if truth.get(event_id, value) != value:
            problems.append(f"line {number}: event {event_id} given two true recalls")
        truth[event_id] = value
    if problems:
        raise _listed(f"{path}: {len(problems)} lines give no true recall", problems)
    return truth


def read_labelled(scores: Path, truth_path: Path) -> Labelled:
    """The labelled events' results (`seer-stream score` output of a labelled file) joined
    by event_id with their true recall: the labelled file itself (events whose
    `gold.expected.recall` is the truth, as in the gold set) or lines
    {"event_id": ..., "true_recall": ...}. A result without a true recall is an error."""
    for path in (scores, truth_path):
        if not path.is_file():
            raise BadInput(f"no such file: {path}")
    results = read_file(scores).results
    truth = read_truth(truth_path)
    judged, true, missing, used = [], [], [], set()
    for result in results:
        event_id = result.get("event_id")
        if not isinstance(event_id, str) or event_id not in truth:
            missing.append(f"event {event_id!r}")
            continue
        judged.append(float(result["recall"]))
        true.append(truth[event_id])
        used.add(event_id)
    if missing:
        what = f"{scores}: {len(missing)} results have no true recall in {truth_path}"
        raise _listed(what, missing)
    if len(judged) < 2:
        raise BadInput(f"{scores}: {len(judged)} labelled results; the correction needs 2 or more")
    return Labelled(judged, true, unused=len(set(truth) - used))
