"""`seer-stream scores`, `summary` and `dlq show` on the real broker, over what a real
worker wrote: results of two segments and the dead letters of invalid records."""

from __future__ import annotations

import json
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from concurrent.futures import TimeoutError as FutureTimeout
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from confluent_kafka import Consumer, KafkaException, Producer, TopicPartition
from confluent_kafka.admin import AdminClient

from stream.broker import EmbeddedBroker
from stream.demo import SAMPLE
from stream.kafka import Record
from stream.settings import Settings
from stream.topic_end import reader_group
from stream.worker import WorkerProcess
from tests.support.kafka import isolated_settings, produce, read_all, read_to_end, seer_stream
from tests.support.polling import bounded
from tests.support.tables import table_rows

pytestmark = pytest.mark.integration

# prod/retrieval-v1 misses passages in some; among results with recall 1, precisions
# differ (prod/retrieval-v2's seventh cites 2 passages of 4 where the rest cite 1 of 3:
# lexical-v6), so that `--worst` breaks a tie of recall by precision.
SEGMENTS = {
    ("prod", "retrieval-v1"): 9,
    ("staging", "retrieval-v2"): 5,
    ("prod", "retrieval-v2"): 7,
}
# Not UTF-8, not JSON, not an object, no task; two with an escape sequence that must not
# reach the terminal, one longer than the preview.
INVALID = [
    b"\xff\xfe\x1b[31m not UTF-8",
    b'\x1b[2J{"task": "cut short", "context": ["' + b"x" * 200,
    b'["not", "an", "object"]',
    b'{"context": ["no task"]}',
]


@dataclass
class Traffic:
    settings: Settings
    events: Path  # the lines published, valid and invalid
    results: list[dict[str, Any]]  # as read from the scores topic
    dead: list[Record]


def sample_events() -> list[dict[str, Any]]:
    """Multi-hop questions of two segments from the demo's sample (some with recall < 1),
    with a metadata key that is not a segment key."""
    taken: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for line in SAMPLE.read_bytes().splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            continue
        metadata = event.get("metadata") if isinstance(event, dict) else None
        segment = (metadata or {}).get("env"), (metadata or {}).get("feature_flag")
        if segment in SEGMENTS and len(taken[segment]) < SEGMENTS[segment]:
            taken[segment].append(event)
    events = [event for segment in SEGMENTS for event in taken[segment]]
    for i, event in enumerate(events):
        event["metadata"]["tenant"] = ("acme", "globex")[i % 2]
    return events


@pytest.fixture(scope="module")
def traffic(broker: EmbeddedBroker, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Traffic]:
    """One worker's results and dead letters, read (never changed) by every test here."""
    tmp_path = tmp_path_factory.mktemp("result-commands")
    settings = isolated_settings(broker.bootstrap, tmp_path, "result-commands")
    with WorkerProcess(settings, log_path=tmp_path / "worker.log"):
        yield _scored_traffic(settings, tmp_path)


def _scored_traffic(settings: Settings, tmp_path: Path) -> Traffic:
    events = sample_events()
    lines = [json.dumps(event).encode() for event in events] + INVALID
    path = tmp_path / "events.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    keys = [str(event["event_id"]).encode() for event in events] + [None] * len(INVALID)
    produce(settings, lines, keys)
    ids = {event["event_id"] for event in events}

    def settled(records: list[Record]) -> bool:
        scored = {r.key.decode() for r in records if r.topic == settings.output_topic and r.key}
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return ids <= scored and len(dead) >= len(INVALID)

    assert settled(read_all(settings, settled, timeout_s=90)), "the worker did not settle"
    results = [json.loads(r.value) for r in read_to_end(settings, [settings.output_topic])]
    dead = read_to_end(settings, [settings.dlq_topic])
    assert sorted(r["event_id"] for r in results) == sorted(ids)
    assert len(dead) == len(INVALID)
    return Traffic(settings, path, results, dead)


def run(settings: Settings, *args: str) -> str:
    """The command's standard output; it must succeed, well within its 120 s bound."""
    started = time.monotonic()
    done = seer_stream(settings, *args)
    assert done.returncode == 0, f"{args}: {done.stdout}{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    assert time.monotonic() - started < 60, f"{args} took {time.monotonic() - started:.0f}s"
    return done.stdout


def json_lines(settings: Settings, *args: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in run(settings, *args, "--json").splitlines()]


def ids(results: list[dict[str, Any]]) -> list[str]:
    return sorted(r["event_id"] for r in results)


def segment_rows(results: list[dict[str, Any]]) -> list[list[str]]:
    """The demo's table for `results`, figured here: means over the events of each
    (env, feature_flag), and the share with recall < 1."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for result in results:
        groups[(result["metadata"]["env"], result["metadata"]["feature_flag"])].append(result)

    def mean(rows: list[dict[str, Any]], key: str) -> str:
        figures = [r[key] for r in rows if r[key] is not None]
        return f"{sum(figures) / len(figures):.3f}" if figures else "-"

    return [
        [
            *segment,
            str(len(rows)),
            *(mean(rows, key) for key in ("recall", "precision", "f1", "ndcg")),
            f"{sum(r['recall'] < 1 for r in rows) / len(rows):.0%}",
        ]
        for segment, rows in sorted(groups.items())
    ]


def last(records: list[Record], m: int) -> list[Record]:
    """What `--last M` reads: the M latest by timestamp (then partition and offset) of
    the last M records of each partition."""
    ends: dict[int, int] = defaultdict(int)
    for record in records:
        ends[record.partition] = max(ends[record.partition], record.offset + 1)
    tails = [r for r in records if r.offset >= ends[r.partition] - m]
    return sorted(tails, key=lambda r: (r.timestamp_ms or -1, r.partition, r.offset))[-m:]


def groups(settings: Settings) -> set[str]:
    """The consumer groups the broker lists. A listing that gets no answer is asked again
    (one request against Tansu once went unanswered for 10 s under a loaded machine)."""
    admin = AdminClient(settings.confluent_config())
    deadline = time.monotonic() + bounded(30)
    while True:
        try:
            listed = admin.list_consumer_groups(request_timeout=5).result(timeout=6)
        except (FutureTimeout, KafkaException):
            if time.monotonic() >= deadline:
                raise
            continue
        return {group.group_id for group in listed.valid}


def assert_nothing_committed(settings: Settings, groups_before: set[str]) -> None:
    """No group joined (Apache Kafka lists a group with members), no offset committed
    under the group id the readers name (Tansu lists a group only once asked about it)."""
    # The worker's own group (app_id) may first be listed at any time: Tansu lists a group
    # once its offsets are asked about; it is not the readers'.
    worker = {settings.app_id}
    assert groups(settings) - worker == groups_before - worker
    consumer = Consumer({**settings.confluent_config(), "group.id": reader_group(settings)})
    try:
        topics = (settings.output_topic, settings.dlq_topic)
        asked = [TopicPartition(t, p) for t in topics for p in range(settings.topic_partitions)]
        assert [tp for tp in consumer.committed(asked, timeout=10) if tp.offset >= 0] == []
    finally:
        consumer.close()


def test_scores_filters_by_segment_recall_and_precision(traffic: Traffic) -> None:
    settings, results = traffic.settings, traffic.results
    groups_before = groups(settings)

    printed = json_lines(settings, "scores")
    assert sorted(printed, key=lambda r: r["event_id"]) == sorted(
        results, key=lambda r: r["event_id"]
    )  # every result, whole and once, up to the end

    def where(**metadata: str) -> list[dict[str, Any]]:
        return [r for r in results if all(r["metadata"][k] == v for k, v in metadata.items())]

    prod = where(env="prod")
    assert 0 < len(prod) < len(results)
    assert ids(json_lines(settings, "scores", "--where", "env=prod")) == ids(prod)
    # Any metadata key, not only a segment key; one key's values are alternatives, and
    # every key must match.
    acme = where(tenant="acme")
    assert 0 < len(acme) < len(results)
    assert ids(json_lines(settings, "scores", "--where", "tenant=acme")) == ids(acme)
    both = json_lines(settings, "scores", "--where", "env=prod", "--where", "env=staging")
    assert ids(both) == ids(results)
    prod_acme = where(env="prod", tenant="acme")
    assert 0 < len(prod_acme) < len(prod)
    found = json_lines(settings, "scores", "--where", "env=prod", "--where", "tenant=acme")
    assert ids(found) == ids(prod_acme)

    incomplete = [r for r in results if r["recall"] < 1]
    assert 0 < len(incomplete) < len(results)  # the sample misses passages in some
    assert ids(json_lines(settings, "scores", "--recall-below", "1")) == ids(incomplete)
    bound = sorted(r["precision"] for r in results)[len(results) // 2]
    low_precision = [r for r in results if r["precision"] < bound]
    assert 0 < len(low_precision) < len(results)
    found = json_lines(settings, "scores", "--precision-below", str(bound))
    assert ids(found) == ids(low_precision)
    prod_incomplete = [r for r in prod if r["recall"] < 1]
    found = json_lines(settings, "scores", "--where", "env=prod", "--recall-below", "1")
    assert ids(found) == ids(prod_incomplete)

    # The table: a row per result, its figures and its missing requirements.
    out = run(settings, "scores", "--recall-below", "1")
    rows = table_rows(out, "Scored results")
    assert sorted(row[0] for row in rows) == ids(incomplete)
    by_id = {r["event_id"]: r for r in results}
    for event_id, env, flag, recall, precision, f1, ndcg, missing in rows:
        result = by_id[event_id]
        assert [env, flag] == [result["metadata"]["env"], result["metadata"]["feature_flag"]]
        figures = [result[k] for k in ("recall", "precision", "f1", "ndcg")]
        assert [recall, precision, f1, ndcg] == ["-" if v is None else f"{v:.3f}" for v in figures]
        assert missing.startswith(f"{len(result['missing'])}: {result['missing'][0][:20]}")

    assert_nothing_committed(settings, groups_before)


def test_scores_worst_and_last(traffic: Traffic) -> None:
    settings, results = traffic.settings, traffic.results

    def order(result: dict[str, Any]) -> tuple[float, float]:
        return result["recall"], result["precision"]

    # Into the results with recall 1, whose precisions differ: the tie is broken by it.
    n = sum(r["recall"] < 1 for r in results) + 1
    assert len({r["precision"] for r in results if r["recall"] == 1}) > 1
    worst = json_lines(settings, "scores", "--worst", str(n))
    assert len({r["event_id"] for r in worst}) == n
    # The lowest recall, ties by precision, worst first (which of equal ones is open).
    assert [order(r) for r in worst] == sorted(order(r) for r in results)[:n]
    assert order(worst[-1]) <= min(order(r) for r in results if r not in worst)
    worst_prod = json_lines(settings, "scores", "--worst", "2", "--where", "env=prod")
    prod = [r for r in results if r["metadata"]["env"] == "prod"]
    assert [order(r) for r in worst_prod] == sorted(order(r) for r in prod)[:2]
    table = table_rows(run(settings, "scores", "--worst", str(n)), "Scored results")
    figures = [(f"{recall:.3f}", f"{precision:.3f}") for recall, precision in map(order, worst)]
    assert [(row[3], row[4]) for row in table] == figures
    assert {row[0] for row in table} <= {r["event_id"] for r in results}

    records = read_to_end(settings, [settings.output_topic])
    expected = sorted(json.loads(r.value)["event_id"] for r in last(records, 4))
    assert ids(json_lines(settings, "scores", "--last", "4")) == expected
    assert ids(json_lines(settings, "scores", "--last", "1000")) == ids(results)


def test_the_scores_table_draws_its_last_thousand_rows_and_says_so(
    traffic: Traffic, broker: EmbeddedBroker, tmp_path: Path
) -> None:
    """A table of every result of a busy topic took 131 s and 2.8 GB at 200,000 (measured):
    it draws the last 1,000 matching, says how many matched, and --json prints them all."""
    settings = isolated_settings(broker.bootstrap, tmp_path, "many-results", topic_partitions=1)
    template = traffic.results[0]
    many = [json.dumps({**template, "event_id": f"many-{i}"}).encode() for i in range(1005)]
    produce(settings, many, topic=settings.output_topic)
    done = seer_stream(settings, "scores")
    assert done.returncode == 0, done.stderr
    rows = table_rows(done.stdout, "Scored results")
    assert [row[0] for row in rows] == [f"many-{i}" for i in range(5, 1005)]
    assert done.stderr.splitlines()[-1] == (
        "seer-stream: the table shows the last 1,000 of 1,005 matching results; --json prints "
        "every one, --last N or --worst N fewer"
    )
    assert len(json_lines(settings, "scores")) == 1005


def test_dlq_show_gives_reason_origin_and_a_safe_preview(traffic: Traffic) -> None:
    settings, dead = traffic.settings, traffic.dead
    groups_before = groups(settings)
    shown = json_lines(settings, "dlq", "show")
    assert len(shown) == len(dead)

    def origin(record: Record) -> tuple[int, int]:
        headers = record.headers
        return int(headers["seer-source-partition"]), int(headers["seer-source-offset"])

    by_origin = {origin(r): r for r in dead}
    for view in shown:
        record = by_origin[(view["source_partition"], view["source_offset"])]
        headers = record.headers
        assert view["code"] == headers["seer-reason-code"].decode()
        assert view["stage"] == headers["seer-stage"].decode()
        assert view["reason"] == headers["seer-reason"].decode()
        assert view["source_topic"] == settings.input_topic
        assert view["timestamp"].endswith("Z")
        assert view["size"] == len(record.value)
        assert "\x1b" not in view["preview"] and len(view["preview"]) <= 81
    previews = {view["preview"] for view in shown}
    assert "\\xff\\xfe\\x1b[31m not UTF-8" in previews  # bytes escaped, not dropped
    long = next(p for p in previews if p.startswith("\\x1b[2J"))
    assert long.endswith("…") and len(long) == 81

    codes = Counter(r.headers["seer-reason-code"].decode() for r in dead)
    assert set(codes) == {"not_utf8", "not_json", "not_object", "invalid_event"}
    only = json_lines(settings, "dlq", "show", "--reason", "not_json")
    assert [v["code"] for v in only] == ["not_json"] * codes["not_json"]
    two = json_lines(settings, "dlq", "show", "--reason", "not_json", "--reason", "not_utf8")
    assert Counter(v["code"] for v in two) == {"not_json": 1, "not_utf8": 1}
    latest = json_lines(settings, "dlq", "show", "--last", "2")
    assert sorted((v["source_partition"], v["source_offset"]) for v in latest) == sorted(
        origin(r) for r in last(dead, 2)
    )

    # The table: each dead letter's code and origin on a line, nothing that the
    # terminal would take for an escape sequence.
    out = run(settings, "dlq", "show")
    assert "\x1b" not in out
    for record in dead:
        source = f"{settings.input_topic}[{record.headers['seer-source-partition'].decode()}]@"
        source += record.headers["seer-source-offset"].decode()
        line = next((line for line in out.splitlines() if f" {source} " in line), "")
        assert record.headers["seer-reason-code"].decode() in line, out
    assert_nothing_committed(settings, groups_before)


def test_summary_from_the_topics_and_from_a_score_file_is_the_demo_table(
    traffic: Traffic, tmp_path: Path
) -> None:
    settings, results = traffic.settings, traffic.results
    expected = segment_rows(results)
    assert len(expected) == len(SEGMENTS)

    out = run(settings, "summary")
    assert table_rows(out, "Retrieval quality by segment") == expected
    assert f"{len(results)} scored, {len(traffic.dead)} dead-lettered" in out
    codes = Counter(r.headers["seer-reason-code"].decode() for r in traffic.dead)
    assert {row[0]: int(row[2]) for row in table_rows(out, "Dead letters")} == codes

    # The same events scored offline: lines with "error" are the invalid ones.
    scores = tmp_path / "scores.jsonl"
    done = seer_stream(settings, "score", str(traffic.events), "-o", str(scores))
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in scores.read_text().splitlines()]
    offline = [line for line in lines if "error" not in line]
    invalid = len(lines) - len(offline)
    assert invalid == len(INVALID)
    out = run(settings, "summary", "--file", str(scores))
    assert table_rows(out, "Retrieval quality by segment") == segment_rows(offline) == expected
    assert f"{len(offline)} scored, {invalid} invalid" in out


def result_value(event_id: str) -> bytes:
    return json.dumps(
        {"event_id": event_id, "metadata": {"env": "prod"}, "recall": 1.0, "precision": 0.5}
    ).encode()


@contextmanager
def writing(settings: Settings) -> Iterator[Callable[[], int]]:
    """A result and a dead letter written every 20 ms until the block ends; gives the
    count written so far."""
    stop, written = threading.Event(), [0]

    def write() -> None:
        producer = Producer(settings.confluent_config())
        while not stop.wait(0.02):
            producer.produce(settings.output_topic, result_value(f"during-{written[0]}"))
            producer.produce(settings.dlq_topic, b"during-%d" % written[0])
            producer.poll(0)
            written[0] += 1
        producer.flush(10)

    thread = threading.Thread(target=write, daemon=True)
    thread.start()
    try:
        yield lambda: written[0]
    finally:
        stop.set()
        thread.join(15)


def test_each_command_stops_at_the_end_the_topic_had_when_it_started(
    settings_factory: Callable[..., Settings],
) -> None:
    """Empty topics end at once; with a writer that never pauses, a read still ends (at
    the end as of its start), having printed everything written before it."""
    settings = settings_factory()
    for command in (["scores"], ["summary"], ["dlq", "show"]):
        started = time.monotonic()
        out = run(settings, *command)
        assert time.monotonic() - started < 20, f"{command} waited on an empty topic"
        if command == ["summary"]:
            assert "0 scored, 0 dead-lettered" in out, out

    produce(settings, [result_value(f"before-{i}") for i in range(30)], topic=settings.output_topic)
    produce(settings, [b"dead-%d" % i for i in range(10)], topic=settings.dlq_topic)
    # Sent at once, so each partition's records are one batch: a read that stops at the
    # high watermark (Tansu's is the last batch's first offset + 1) would miss some.
    before = {f"before-{i}" for i in range(30)}
    assert sorted(r["event_id"] for r in json_lines(settings, "scores")) == sorted(before)
    dead = {f"dead-{i}" for i in range(10)}
    assert sorted(v["preview"] for v in json_lines(settings, "dlq", "show")) == sorted(dead)
    with writing(settings) as written:
        printed = json_lines(settings, "scores")
        shown = json_lines(settings, "dlq", "show")
        summary = run(settings, "summary")
        assert written() > 0, "the writer wrote nothing while the commands ran"
    assert before <= {r["event_id"] for r in printed}
    assert dead <= {v["preview"] for v in shown}
    assert "prod" in table_rows(summary, "Retrieval quality by segment")[0]


def test_a_missing_topic_is_named_with_its_setting(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    gone = settings.model_copy(update={"output_topic": f"{settings.output_topic}-missing"})
    done = seer_stream(gone, "scores")
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"no topic {gone.output_topic}" in done.stderr and "SEER_OUTPUT_TOPIC" in done.stderr
