"""Publishing from files and from applications, on the real broker."""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
import os
import re
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from confluent_kafka import KafkaException, Producer

from stream.broker import EmbeddedBroker, free_port
from stream.client import LoggerStats, SeerLogger, log_retrieval
from stream.files import publish_file
from stream.kafka import TopicReader, ensure_topics
from stream.schema import parse_event
from stream.settings import Settings
from stream.worker import settings_env
from tests.support.kafka import read_to_end, seer_stream

pytestmark = pytest.mark.integration
REPO = Path(__file__).resolve().parents[2]
NOWHERE = Settings(kafka_bootstrap=["127.0.0.1:1"])  # nothing listens on port 1


def nowhere_logger(**options: Any) -> SeerLogger:
    # Its events can never arrive: pytest's own exit should not wait for them.
    return SeerLogger(NOWHERE, exit_timeout_s=0, **options)


def read_input(settings: Settings, count: int) -> list[bytes]:
    reader = TopicReader(settings, [settings.input_topic])
    try:
        return [r.value for r in reader.read_until(lambda rs: len(rs) >= count, 30)]
    finally:
        reader.close()


def run_python(code: str, settings: Settings) -> subprocess.CompletedProcess[str]:
    """`code` in a fresh interpreter configured by `settings` (SEER_* variables)."""
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        env={**os.environ, **settings_env(settings)},
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_publish_reports_lines_that_are_not_json(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = settings_factory()
    path = tmp_path / "events.jsonl"
    path.write_text(
        '{"task": "a", "context": []}\nnot json at all\n\n{"task": "b", "context": []}\n'
    )
    report = publish_file(settings, path)
    assert (report.sent, report.delivered, report.failed) == (2, 2, 0)
    assert report.skipped and report.skipped[0].startswith("line 2: not JSON")
    assert not report.ok
    assert sorted(read_input(settings, 2)) == sorted(
        [b'{"task": "a", "context": []}', b'{"task": "b", "context": []}']
    )


def test_publish_command_sends_to_the_topic_given_and_with_raw_lines_that_are_not_json(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = settings_factory()
    elsewhere = f"{settings.input_topic}.raw"
    ensure_topics(settings, [elsewhere])
    lines = [
        b'{"event_id": "p-1", "task": "a", "context": []}',
        b"not json at all",
        b'{"task": "b", "context": []}',
    ]
    path = tmp_path / "events.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")

    plain = seer_stream(settings, "publish", str(path))
    assert plain.returncode == 1, plain.stderr  # a line was not sent
    assert "sent 2, delivered 2, failed 0, skipped 1" in plain.stderr, plain.stderr
    raw = seer_stream(settings, "publish", str(path), "--raw", "--topic", elsewhere)
    assert raw.returncode == 0, raw.stderr
    assert "sent 3, delivered 3, failed 0, skipped 0" in raw.stderr, raw.stderr

    on_input = read_to_end(settings, [settings.input_topic])
    assert sorted(r.value for r in on_input) == sorted([lines[0], lines[2]])
    on_raw = read_to_end(settings, [elsewhere])
    assert sorted(r.value for r in on_raw) == sorted(lines)
    assert {r.value: r.key for r in on_raw}[lines[0]] == b"p-1"  # keyed by event_id


def test_log_and_decorator_publish_valid_events(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    seer = SeerLogger(settings)
    event_id = seer.log("q1", ["passage one", {"text": "two", "id": "d2"}], {"env": "prod"})
    assert event_id is not None

    @log_retrieval({"env": "staging", "feature_flag": "v2"}, logger=seer)
    def retrieve(query: str, k: int = 2) -> list[str]:
        return [f"{query} hit {i}" for i in range(k)]

    assert retrieve("q2") == ["q2 hit 0", "q2 hit 1"]
    assert seer.flush(10) == 0
    events = [parse_event(v) for v in read_input(settings, 2)]
    by_task = {e.task: e for e in events}
    assert by_task["q1"].event_id == event_id and by_task["q1"].context[1].id == "d2"
    assert by_task["q2"].metadata == {"env": "staging", "feature_flag": "v2"}
    assert by_task["q2"].created_at is not None
    assert seer.stats.delivered == 2 and seer.stats.dropped == 0


def test_the_decorator_logs_an_async_retrieval(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    seer = SeerLogger(settings)

    @log_retrieval({"env": "prod"}, logger=seer, query_arg="query")
    async def retrieve(k: int, query: str) -> list[dict[str, str]]:
        await asyncio.sleep(0)
        return [{"text": f"{query} hit {i}", "id": f"d{i}"} for i in range(k)]

    assert inspect.iscoroutinefunction(retrieve)  # still awaitable for the caller
    hits = asyncio.run(retrieve(2, query="q3"))
    assert hits == [{"text": "q3 hit 0", "id": "d0"}, {"text": "q3 hit 1", "id": "d1"}]
    assert seer.flush(10) == 0 and seer.stats.delivered == 1
    [record] = read_to_end(settings, [settings.input_topic])
    logged = parse_event(record.value)
    assert logged.task == "q3" and logged.metadata == {"env": "prod"}
    assert [(p.id, p.text) for p in logged.context] == [("d0", "q3 hit 0"), ("d1", "q3 hit 1")]


def test_the_module_level_log_is_delivered_at_exit(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    result = run_python(
        """
        from stream import client, log
        real = client.Producer
        # Held back for 5 s: only the exit flush sends it before the interpreter is gone.
        client.Producer = lambda config: real({**config, "linger.ms": 5000})
        print(log("module level", ["p"], {"env": "prod"}))
        # No flush here: interpreter exit must deliver it.
        """,
        settings,
    )
    assert result.returncode == 0, result.stderr
    assert "seer-stream:" not in result.stderr
    [record] = read_to_end(settings, [settings.input_topic])
    logged = parse_event(record.value)
    assert logged.task == "module level" and logged.metadata == {"env": "prod"}
    assert logged.event_id == result.stdout.strip()


def test_log_never_blocks_and_counts_drops() -> None:
    # Nothing listens on port 1: events pile up in the bounded queue, then drop.
    seer = nowhere_logger(max_queue=5)
    ids = [seer.log("q", ["p"]) for _ in range(50)]  # a blocking log() would hang here
    assert sum(i is None for i in ids) == 45
    assert seer.stats.dropped == 45 and seer.stats.queued == 5


def test_log_rejects_a_bad_event_at_the_call() -> None:
    seer = nowhere_logger()
    with pytest.raises(ValueError, match="task"):
        seer.log("", ["p"])
    with pytest.raises(TypeError, match="cannot turn int"):
        seer.log("q", [3])


def test_decorator_never_breaks_retrieval(caplog: pytest.LogCaptureFixture) -> None:
    seer = nowhere_logger()

    @log_retrieval(logger=seer)
    def retrieve(query: str) -> Iterator[str]:
        return iter(["a"])  # not a list: not logged, but returned untouched

    assert list(retrieve("q")) == ["a"]
    assert "could not log a retrieval" in caplog.text
    assert seer.stats.queued == 0


def test_exit_reports_the_events_it_could_not_deliver() -> None:
    result = run_python(
        """
        import atexit, dataclasses, json
        loggers = []
        # Registered before seer-stream's own exit hook, so it runs after it.
        atexit.register(lambda: print(json.dumps([dataclasses.asdict(l.stats) for l in loggers])))
        from stream import client
        client.default_logger().exit_timeout_s = 1.0
        for i in range(2):
            client.log(f"default {i}", ["p"])
        explicit = client.SeerLogger(exit_timeout_s=1.0)
        for i in range(3):
            explicit.log(f"explicit {i}", ["p"])
        loggers += [client.default_logger(), explicit]
        """,
        NOWHERE,
    )
    assert result.returncode == 0, result.stderr
    reports = sorted(line for line in result.stderr.splitlines() if line.startswith("seer-stream"))
    assert reports == [
        f"seer-stream: {n} events not delivered to topic seer.events at 127.0.0.1:1: "
        f"{n} still queued after the 1 s exit flush, 0 failed"
        for n in (2, 3)
    ], result.stderr
    stats = json.loads(result.stdout.splitlines()[-1])
    assert [(s["queued"], s["undelivered"]) for s in stats] == [(2, 2), (3, 3)]


def test_exit_flushes_an_explicitly_created_logger(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    result = run_python(
        """
        from stream.client import SeerLogger
        # Held back for 5 s: only a flush sends them before the interpreter is gone.
        seer = SeerLogger(producer_config={"linger.ms": 5000})
        for i in range(3):
            assert seer.log(f"exit {i}", ["p"]) is not None
        # No flush here: interpreter exit must deliver them.
        """,
        settings,
    )
    assert result.returncode == 0, result.stderr
    assert "seer-stream:" not in result.stderr
    tasks = sorted(parse_event(v).task for v in read_input(settings, 3))
    assert tasks == ["exit 0", "exit 1", "exit 2"]


def test_a_forked_child_publishes_with_a_producer_of_its_own(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    result = run_python(
        """
        import os
        from stream.client import SeerLogger
        seer = SeerLogger()
        seer.log("before fork", ["p"])  # maybe still queued at the fork: the parent's to send
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                seer.log("in child", ["p"])
                # The child sends and counts only its own event. A new producer's first
                # delivery can take seconds on a loaded machine: 30 s, and an exit code
                # that tells a slow delivery (2) from a wrong count (3).
                left = seer.flush(30)
                code = 2 if left else 0 if seer.stats.delivered == 1 else 3
            finally:
                os._exit(code)
        seer.log("in parent after fork", ["p"])
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0, status
        assert seer.flush(20) == 0 and seer.stats.delivered == 2, seer.stats
        """,
        settings,
    )
    assert result.returncode == 0, result.stderr
    tasks = sorted(parse_event(v).task for v in read_input(settings, 3))
    assert tasks == ["before fork", "in child", "in parent after fork"]


def test_log_rejects_an_oversized_event_at_the_call() -> None:
    seer = nowhere_logger()
    with pytest.raises(
        ValueError,
        match=r"^event is \d+ bytes as JSON, over the limit of 1048576 bytes "
        r"\(SEER_MAX_RECORD_BYTES\)",
    ):
        seer.log("q", ["x" * 1_100_000])
    assert seer.stats == LoggerStats()
    # Over librdkafka's default message.max.bytes (1,000,000) but within the worker's limit.
    assert seer.log("q", ["x" * 1_040_000]) is not None


def test_log_refuses_what_the_producer_would_refuse() -> None:
    seer = nowhere_logger(producer_config={"message.max.bytes": 1000})
    fixed: dict[str, Any] = {"event_id": "e" * 32, "created_at": "2026-01-01T00:00:00+00:00"}
    with pytest.raises(ValueError, match=r"message\.max\.bytes of 1000") as info:
        seer.log("q", ["x" * 1000], **fixed)
    found = re.search(
        r"event is (\d+) bytes as JSON, over the limit of (\d+) bytes", str(info.value)
    )
    assert found is not None
    size, limit = int(found[1]), int(found[2])
    text = 1000 - (size - limit)  # makes an event of exactly `limit` bytes
    assert seer.log("q", ["x" * text], **fixed) is not None  # librdkafka takes it
    with pytest.raises(ValueError, match=f"event is {limit + 1} bytes"):
        seer.log("q", ["x" * (text + 1)], **fixed)
    # ... and one byte more is what librdkafka itself would refuse.
    raw = Producer({**NOWHERE.confluent_config(), "message.max.bytes": 1000})
    with pytest.raises(KafkaException, match="MSG_SIZE_TOO_LARGE"):
        raw.produce("t", b"x" * (limit + 1), key=b"e" * 32)


def test_a_queue_filled_in_an_outage_takes_events_again_once_the_broker_is_back(
    tmp_path: Path,
) -> None:
    """Delivery reports are what empty the queue: when it was full, log() returned before
    serving them, so a queue filled while the broker was away stayed full after it came
    back, and every later event was dropped in silence."""
    port = free_port()
    settings = Settings(kafka_bootstrap=[f"127.0.0.1:{port}"], input_topic="outage.events")
    seer = SeerLogger(settings, max_queue=20, exit_timeout_s=0)
    ids = [seer.log(f"before {i}", ["p"]) for i in range(25)]
    assert sum(i is None for i in ids) == 5 and seer.stats.dropped == 5
    with EmbeddedBroker(port=port, log_path=tmp_path / "broker.log"):
        ensure_topics(settings, [settings.input_topic])
        after = None
        deadline = time.monotonic() + 30
        while after is None and time.monotonic() < deadline:
            after = seer.log("after the outage", ["p"])
            time.sleep(0.05)
        assert after is not None, seer.stats
        assert seer.flush(30) == 0
        tasks = [parse_event(v).task for v in read_input(settings, 21)]
    assert "after the outage" in tasks and len([t for t in tasks if t.startswith("before")]) == 20


def test_the_queue_is_bounded_in_bytes_too() -> None:
    # 10 passages of 500 characters: about 5 kB an event, 64 kB of queue
    seer = nowhere_logger(max_queue_bytes=64 * 1024)
    passages = ["x" * 500] * 10
    ids = [seer.log("q", passages) for _ in range(40)]
    assert 0 < sum(i is not None for i in ids) <= 13 and seer.stats.dropped > 0


def test_undelivered_and_unloggable_events_are_warned_about_once_not_each(
    caplog: pytest.LogCaptureFixture,
) -> None:
    seer = nowhere_logger(producer_config={"message.timeout.ms": 500})
    with caplog.at_level(logging.WARNING, logger="stream.client"):
        for _ in range(200):
            seer.log("q", ["p"])
        seer.flush(5)

        @log_retrieval(logger=seer)
        def retrieve(query: str) -> list[object]:
            return [object()]  # no text: never an event

        for _ in range(100):
            assert retrieve("q")
    assert seer.stats.failed == 200 and seer.stats.unlogged == 100
    lines = [r.getMessage() for r in caplog.records]
    assert len([line for line in lines if "not delivered" in line]) == 1, lines
    assert len([line for line in lines if "could not log a retrieval" in line]) == 1, lines


def test_a_multiprocessing_child_s_events_arrive_without_a_flush(
    settings_factory: Callable[..., Settings],
) -> None:
    """multiprocessing's children end in os._exit, past atexit: a Process's or a closed
    Pool's events were lost unless the child flushed (0 of 100, 148 of 200 measured)."""
    settings = settings_factory()
    result = run_python(
        """
        import multiprocessing
        from stream.client import SeerLogger
        seer = SeerLogger()

        def work(i):
            seer.log(f"child {i}", ["p"])
            return i

        def one():
            for i in range(10):
                work(100 + i)

        if __name__ == "__main__":
            fork = multiprocessing.get_context("fork")
            process = fork.Process(target=one)
            process.start()
            process.join(60)
            assert process.exitcode == 0, process.exitcode
            pool = fork.Pool(2)
            assert sorted(pool.map(work, range(10))) == list(range(10))
            pool.close()
            pool.join()
        """,
        settings,
    )
    assert result.returncode == 0, result.stderr
    tasks = sorted(parse_event(v).task for v in read_input(settings, 20))
    assert tasks == sorted(
        [f"child {i}" for i in range(10)] + [f"child {i}" for i in range(100, 110)]
    )


def test_a_forked_child_reports_what_it_could_not_deliver_once() -> None:
    """A child's producer is flushed by multiprocessing's finalizer and by atexit, whichever
    comes: one report, not two."""
    result = run_python(
        """
        import os, sys
        from stream.client import SeerLogger
        seer = SeerLogger(exit_timeout_s=0)
        pid = os.fork()
        if pid == 0:
            seer.log("in child", ["p"])
            sys.exit(0)  # atexit, and multiprocessing's exit function
        os.waitpid(pid, 0)
        """,
        NOWHERE,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("event not delivered to topic") == 1, result.stderr
