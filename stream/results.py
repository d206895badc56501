"""What the worker wrote, read back for people: scored results and dead letters (each
topic read to its end as of the start, stream.topic_end), filtered and shown as rich
tables or JSON lines, for `seer-stream scores`, `summary` and `dlq show`; the demo
prints its per-segment table from here too.
"""

from __future__ import annotations

import heapq
import json
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.table import Table
from rich.text import Text

from stream import schema
from stream.dlq import reason_code
from stream.files import read_lines
from stream.kafka import Record
from stream.segments import UNSET, sanitize
from stream.settings import Settings
from stream.topic_end import READ_TIMEOUT_S, read_to_end

PREVIEW_CHARS = 80
MAX_REASON_ROWS = 20
Result = dict[str, Any]


# Scored results


@dataclass
class Tally:
    """What a read gave and passed over, for the counts printed with the results."""

    results: int = 0  # given, once per event_id
    duplicates: int = 0  # a result of an event_id seen before (at-least-once delivery)
    unreadable: int = 0  # a record or line that is not a scored result (JSON, with a recall)
    invalid: int = 0  # a `score` output line for an invalid event (`"error"`)
    reasons: Counter[tuple[str, str]] = field(default_factory=Counter)  # (code, reason)


def _scored(document: Any) -> bool:
    """Whether `document` reads as a scored result: a JSON object with a recall."""
    return isinstance(document, dict) and _metric(document, "recall") is not None


def parse_results(records: Iterable[Record], tally: Tally) -> Iterator[Result]:
    """The results, once per event_id (the first read): the worker may deliver one again
    after a crash, with the same event_id."""
    seen: set[str] = set()
    for record in records:
        try:
            result = json.loads(record.value)
        except (ValueError, RecursionError):
            tally.unreadable += 1
            continue
        if not _scored(result):
            tally.unreadable += 1
            continue
        event_id = result.get("event_id")
        if isinstance(event_id, str):
            if event_id in seen:
                tally.duplicates += 1
                continue
            seen.add(event_id)
        tally.results += 1
        yield result


def results_from_file(path: Path, tally: Tally) -> Iterator[Result]:
    """The results in a `seer-stream score` output file; its lines for invalid events
    (`{"line": N, "error": ...}`) are counted in `tally.invalid`."""
    for _, line in read_lines(path):
        try:
            result = json.loads(line)
        except (ValueError, RecursionError):
            tally.unreadable += 1
            continue
        if isinstance(result, dict) and "error" in result:
            tally.invalid += 1
            code = str(result.get("code") or "unknown")
            tally.reasons[(code, str(result["error"]))] += 1
        elif not _scored(result):
            tally.unreadable += 1
        else:
            tally.results += 1
            yield result


def segment_value(metadata: Any, key: str) -> str:
    """A metadata value as the tables show it and `--where` matches it: missing or
    blank is `unset`, as for the worker's segment labels."""
    value = metadata.get(key) if isinstance(metadata, dict) else None
    if value is None or (isinstance(value, str) and not value.strip()):
        return UNSET
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def segment_label(result: Result, key: str) -> str:
    """The label the worker counted the result under (its `segment`: sanitised, folded
    into `other` past the limits), as /metrics shows it; from the metadata otherwise."""
    labels = result.get("segment")
    if isinstance(labels, dict) and isinstance(labels.get(key), str):
        return str(labels[key])
    metadata = result.get("metadata")
    return sanitize(metadata.get(key) if isinstance(metadata, dict) else None)


def _metric(result: Result, name: str) -> float | None:
    value = result.get(name)
    return float(value) if isinstance(value, int | float) else None


@dataclass(frozen=True)
class ScoreFilter:
    """`where`: metadata key -> the values accepted (any of them); every key must match.
    A value matches as the metadata holds it or as the segment label the worker counted
    the event under (what an alert names: sanitised, or `other` once folded)."""

    where: Mapping[str, Collection[str]] = field(default_factory=dict)
    recall_below: float | None = None
    precision_below: float | None = None

    def __call__(self, result: Result) -> bool:
        labels = result.get("segment")
        labels = labels if isinstance(labels, dict) else {}
        for key, accepted in self.where.items():
            found = {segment_value(result.get("metadata"), key), labels.get(key)}
            if found.isdisjoint(accepted):
                return False
        for name, bound in (("recall", self.recall_below), ("precision", self.precision_below)):
            value = _metric(result, name)
            if bound is not None and (value is None or value >= bound):
                return False
        return True


def worst(results: Iterable[Result], n: int) -> list[Result]:
    """The `n` lowest recall, ties by lowest precision, then in the order read."""

    def order(result: Result) -> tuple[float, float]:
        recall, precision = _metric(result, "recall"), _metric(result, "precision")
        return (
            float("inf") if recall is None else recall,
            float("inf") if precision is None else precision,
        )

    return heapq.nsmallest(n, results, key=order)


def json_line(document: Mapping[str, Any]) -> str:
    # ASCII only: control and non-ASCII characters escaped, whatever the terminal.
    return json.dumps(document, separators=(",", ":"))


def printable(text: str) -> str:
    """`text` with control and other unprintable characters escaped (\\n, \\x1b...), so
    that a record cannot move the cursor or recolour the terminal."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _figure(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _missing(result: Result) -> str:
    missing = result.get("missing")
    if not isinstance(missing, list) or not missing:
        return "0"
    return f"{len(missing)}: {printable(str(missing[0]))}"


def scores_table(results: Sequence[Result], keys: Sequence[str], title: str) -> Table:
    table = Table(title=Text(title))
    table.add_column("event_id", overflow="fold")
    for key in keys:
        table.add_column(key)
    for name in ("recall", "precision", "F1", "nDCG"):
        table.add_column(name, justify="right")
    table.add_column("missing (count: first)", overflow="ellipsis", no_wrap=True, max_width=60)
    for result in results:
        table.add_row(
            Text(printable(str(result.get("event_id", "")))),
            *(Text(printable(segment_value(result.get("metadata"), k))) for k in keys),
            *(_figure(_metric(result, m)) for m in ("recall", "precision", "f1", "ndcg")),
            Text(_missing(result)),
        )
    return table


# The per-segment table (the demo's)


def _mean(values: list[float]) -> str:
    return f"{sum(values) / len(values):.3f}" if values else "-"


def intermediate_hop(result: Result) -> bool:
    """A result of a hop before a multi-hop trace's final context (stream.schema's rule):
    scored, but in no segment's figures."""
    return schema.intermediate_hop(result.get("subquery"), result.get("is_final_context"))


def segment_table(
    scores: Iterable[Result], keys: Sequence[str], caption: str | None = None
) -> Table:
    """Events, mean recall, precision, F1, nDCG and the share with recall < 1, per
    combination of the values of `keys` (as the workers' segment counters count them:
    intermediate hops left out)."""
    table = Table(title="Retrieval quality by segment", caption=caption)
    for key in keys:
        table.add_column(key)
    for name in ("events", "recall", "precision", "F1", "nDCG", "incomplete"):
        table.add_column(name, justify="right")
    # Lists, not running sums: sum() of the same values gives exactly what a consumer
    # computing the means gets (Python 3.12's sum() is compensated).
    groups: dict[tuple[str, ...], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    events: Counter[tuple[str, ...]] = Counter()
    for result in scores:
        if intermediate_hop(result):
            continue
        segment = tuple(segment_label(result, k) for k in keys)
        events[segment] += 1
        for name in ("recall", "precision", "f1", "ndcg"):
            value = _metric(result, name)
            if value is not None:
                groups[segment][name].append(value)
    for segment in sorted(events):
        values = groups[segment]
        incomplete = sum(1 for v in values["recall"] if v < 1.0)
        table.add_row(
            *(Text(printable(v)) for v in segment),
            str(events[segment]),
            *(_mean(values[name]) for name in ("recall", "precision", "f1", "ndcg")),
            f"{incomplete / events[segment]:.0%}",
        )
    return table


def counts_caption(tally: Tally, dead_lettered: int | None = None) -> str:
    parts = [f"{tally.results} scored"]
    if dead_lettered is not None:
        parts.append(f"{dead_lettered} dead-lettered")
    parts += [f"{n} {what}" for n, what in _passed_over(tally) if n]
    return ", ".join(parts)


def _passed_over(tally: Tally) -> list[tuple[int, str]]:
    return [
        (tally.invalid, "invalid"),
        (tally.duplicates, "duplicates skipped"),
        (tally.unreadable, "not scored results"),
    ]


# Dead letters


def _header(record: Record, name: str) -> str | None:
    value = record.headers.get(name)
    return None if value is None else value.decode("utf-8", "replace")


def reason_table(reasons: Counter[tuple[str, str]], title: str) -> Table:
    """A row per distinct (code, reason), most frequent first; past MAX_REASON_ROWS the
    rest are counted on one line (reasons can name sizes or fields: many distinct)."""
    table = Table(title=title)
    table.add_column("code")
    table.add_column("reason", overflow="ellipsis", no_wrap=True)
    table.add_column("count", justify="right")
    ranked = sorted(reasons.items(), key=lambda item: (-item[1], item[0]))
    for (code, reason), count in ranked[:MAX_REASON_ROWS]:
        table.add_row(Text(printable(code)), Text(printable(reason)[:90]), str(count))
    rest = ranked[MAX_REASON_ROWS:]
    if rest:
        more = f"{len(rest)} more reasons"
        table.add_row("…", more, str(sum(count for _, count in rest)))
    return table


def _reasons(dead: Iterable[Record]) -> Counter[tuple[str, str]]:
    return Counter((reason_code(r), _header(r, "seer-reason") or "") for r in dead)


def dead_letter_table(dead: Iterable[Record]) -> Table:
    """Dead letters by code and reason."""
    return reason_table(_reasons(dead), "Dead letters")


def preview(value: bytes, chars: int = PREVIEW_CHARS) -> str:
    """The start of a record value as printable text: bytes that are not UTF-8 as \\xNN."""
    text = printable(value[: chars * 4].decode("utf-8", "backslashreplace"))
    return text if len(text) <= chars and len(value) <= chars * 4 else text[:chars] + "…"


def _iso(timestamp_ms: int | None) -> str | None:
    if timestamp_ms is None:
        return None
    moment = datetime.fromtimestamp(timestamp_ms / 1000, tz=UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _int(text: str | None) -> int | None:
    return int(text) if text is not None and text.strip().lstrip("-").isdigit() else None


def dead_letter_view(record: Record) -> dict[str, Any]:
    """A dead letter's reason, origin and the start of its value, as `dlq show --json`
    writes it."""
    view: dict[str, Any] = {
        "partition": record.partition,
        "offset": record.offset,
        "timestamp": _iso(record.timestamp_ms),
        "code": reason_code(record),
        "stage": _header(record, "seer-stage"),
        "reason": _header(record, "seer-reason"),
        "source_topic": _header(record, "seer-source-topic"),
        "source_partition": _int(_header(record, "seer-source-partition")),
        "source_offset": _int(_header(record, "seer-source-offset")),
        "size": len(record.value),
        "preview": preview(record.value),
    }
    for name, header in (
        ("value_omitted", "seer-value-omitted"),
        ("replay_error", "seer-replay-error"),
    ):
        if header in record.headers:  # rare: only when present
            view[name] = _header(record, header)
    return view


def dead_letters_table(dead: Sequence[Record], title: str) -> Table:
    table = Table(title=Text(title))
    table.add_column("time (UTC)", no_wrap=True)
    table.add_column("code", no_wrap=True)
    table.add_column("stage", no_wrap=True)
    table.add_column("source", no_wrap=True)
    table.add_column("reason", overflow="fold", ratio=1)
    table.add_column("value", overflow="fold", ratio=1)
    for record in dead:
        view = dead_letter_view(record)
        source = view["source_topic"] or "?"
        if view["source_partition"] is not None:
            source += f"[{view['source_partition']}]@{view['source_offset']}"
        omitted = view.get("value_omitted")
        table.add_row(
            view["timestamp"] or "-",
            Text(printable(view["code"])),
            Text(printable(view["stage"] or "-")),
            Text(printable(source)),
            Text(printable(view["reason"] or "")),
            Text(f"(omitted: {printable(omitted)} bytes)" if omitted else view["preview"]),
        )
    return table


# Summaries


def topic_summary(settings: Settings, *, timeout_s: float = READ_TIMEOUT_S) -> list[Table]:
    """The per-segment table of the results on SEER_OUTPUT_TOPIC, with the count of dead
    letters on SEER_DLQ_TOPIC, and those by reason code when there are any."""
    reasons = _reasons(read_to_end(settings, settings.dlq_topic, timeout_s=timeout_s))
    tally = Tally()
    records = read_to_end(settings, settings.output_topic, timeout_s=timeout_s)
    table = segment_table(parse_results(records, tally), settings.segment_keys)
    table.caption = counts_caption(tally, dead_lettered=reasons.total())
    return [table, reason_table(reasons, "Dead letters")] if reasons else [table]


def file_summary(path: Path, keys: Sequence[str]) -> list[Table]:
    """The per-segment table of a `seer-stream score` output file, with its invalid lines
    by reason code when there are any."""
    tally = Tally()
    table = segment_table(results_from_file(path, tally), keys)
    table.caption = counts_caption(tally)
    if not tally.reasons:
        return [table]
    return [table, reason_table(tally.reasons, "Invalid events")]
