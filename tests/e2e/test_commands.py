"""Whole commands as a user runs them."""

from __future__ import annotations

import json
import os
import re
import select
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from stream.broker import free_port
from stream.demo import SAMPLE
from stream.kafka import ensure_topics
from stream.settings import Settings
from tests.support.polling import wait_for
from tests.support.tables import table_rows

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]


def seer(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "stream", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
    )


def port_closed(address: str) -> bool:
    host, port = address.rsplit(":", 1)
    with socket.socket() as probe:
        probe.settimeout(2)
        return probe.connect_ex((host, int(port))) != 0


def processes_with(variable: str) -> list[int]:
    """Processes whose environment holds `variable` (NAME=value): what a command started."""
    found = []
    for environ in Path("/proc").glob("[0-9]*/environ"):
        try:
            if variable.encode() in environ.read_bytes().split(b"\0"):
                found.append(int(environ.parent.name))
        except OSError:  # gone, or not ours to read
            continue
    return found


def test_demo_prints_the_segment_table_and_stops_everything(tmp_path: Path) -> None:
    done = seer("demo", timeout=150)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "48 scored, 6 dead-lettered" in out
    assert "evaluated=48" in out and "dead_lettered=6" in out

    # The table's figures are the means of what `seer-stream score` gives for the sample.
    scored = tmp_path / "scores.jsonl"
    assert seer("score", str(SAMPLE), "-o", str(scored)).returncode == 0
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for line in scored.read_text().splitlines():
        result = json.loads(line)
        if "error" not in result:
            segment = (result["metadata"]["env"], result["metadata"]["feature_flag"])
            groups.setdefault(segment, []).append(result)

    def mean(rows: list[dict[str, Any]], key: str) -> str:
        figures = [r[key] for r in rows if r[key] is not None]
        return f"{sum(figures) / len(figures):.3f}" if figures else "-"

    expected = [
        [
            *segment,
            str(len(rows)),
            *(mean(rows, key) for key in ("recall", "precision", "f1", "ndcg")),
            f"{sum(r['recall'] < 1 for r in rows) / len(rows):.0%}",
        ]
        for segment, rows in sorted(groups.items())
    ]
    assert table_rows(out, "Retrieval quality by segment") == expected
    assert len(expected) == 4
    # A row per distinct reason: the four invalid events fail four different ways.
    dead = [(row[0], row[2]) for row in table_rows(out, "Dead letters")]
    assert dead == [("invalid_event", "1")] * 4 + [("not_json", "1"), ("not_object", "1")]

    # Everything it started is gone: the broker's and the worker's ports, their processes.
    broker = re.search(r"broker on (\S+)", out)
    worker = re.search(r"worker serving http://([^/\s]+)/metrics", out)
    assert broker and worker, out
    assert port_closed(broker.group(1)) and port_closed(worker.group(1))
    port = worker.group(1).rsplit(":", 1)[1]
    assert not processes_with(f"SEER_WEB_PORT={port}")


def test_score_writes_one_line_per_event(tmp_path: Path) -> None:
    out = tmp_path / "scores.jsonl"
    done = seer("score", str(SAMPLE), "-o", str(out))
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 54
    errors = [line for line in lines if "error" in line]
    assert len(errors) == 6 and all(isinstance(e["line"], int) for e in errors)
    scored = [line for line in lines if "error" not in line]
    assert {s["event_id"] for s in scored} == {
        json.loads(raw)["event_id"]
        for raw in SAMPLE.read_text().splitlines()
        if raw.startswith('{"event_id"')
    }
    assert "scored 48, invalid 6" in done.stderr


def test_score_reads_a_pipe_as_a_file(tmp_path: Path) -> None:
    """A named pipe, as bash's `<(zcat events.jsonl.gz)` and /dev/stdin are (refused as "no
    such file" before)."""
    fifo = tmp_path / "events"
    os.mkfifo(fifo)
    script = f'cat "$1" > {fifo} & exec "$2" -m stream score {fifo}'
    done = subprocess.run(
        ["bash", "-c", script, "-", str(SAMPLE), sys.executable],
        capture_output=True,
        text=True,
        timeout=60,  # (refused, the writer waits for a reader until then)
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()) == 54 and "scored 48, invalid 6" in done.stderr


def test_score_from_a_pipe_answers_each_event_before_the_next_is_written() -> None:
    """`producer | seer-stream score -` is a filter: the input is read as it comes, not
    all of it first (a file of any size, a stream that does not end)."""
    lines = [line for line in SAMPLE.read_text().splitlines() if '"event_id"' in line][:3]
    with subprocess.Popen(
        [sys.executable, "-m", "stream", "score", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=ROOT,
    ) as child:
        assert child.stdin and child.stdout
        try:
            for line in lines:
                child.stdin.write(line.encode() + b"\n")
                child.stdin.flush()
                ready, _, _ = select.select([child.stdout], [], [], 30)
                assert ready, "no result before the next event was written"
                result = json.loads(child.stdout.readline())
                assert result["event_id"] == json.loads(line)["event_id"]
            child.stdin.close()
            assert child.wait(timeout=60) == 0
        finally:
            child.kill()


def test_score_into_a_reader_that_stops_early_ends_quietly(tmp_path: Path) -> None:
    """`seer-stream score big.jsonl | head -1` ends as Unix tools end, 128 + SIGPIPE and no
    traceback (a BrokenPipeError's before)."""
    big = tmp_path / "big.jsonl"
    big.write_text(SAMPLE.read_text() * 20)  # results well past a pipe's 64 KiB
    script = 'set -o pipefail; "$1" -m stream score "$2" | head -1'
    done = subprocess.run(
        ["bash", "-c", script, "-", sys.executable, str(big)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 128 + signal.SIGPIPE, done.stderr
    assert done.stderr.strip() == "" and json.loads(done.stdout)["event_id"]


def test_score_and_summary_read_standard_input_as_dash() -> None:
    """`-` is standard input, so that `score - | summary --file -` is a pipeline."""
    piped = subprocess.run(
        [sys.executable, "-m", "stream", "score", "-"],
        input=SAMPLE.read_text(),
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert piped.returncode == 0, piped.stderr
    assert "scored 48, invalid 6" in piped.stderr
    from_file = seer("score", str(SAMPLE))

    def stable(out: str) -> list[dict[str, Any]]:
        lines = [json.loads(line) for line in out.splitlines()]
        for line in lines:
            line.pop("evaluated_at", None), line.pop("latency_s", None)
        return lines

    assert len(stable(piped.stdout)) == 54 and stable(piped.stdout) == stable(from_file.stdout)
    summary = subprocess.run(
        [sys.executable, "-m", "stream", "summary", "--file", "-"],
        input=piped.stdout,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    assert summary.returncode == 0, summary.stderr
    rows = table_rows(summary.stdout, "Retrieval quality by segment")
    assert sum(int(row[2]) for row in rows) == 48


def test_score_is_deterministic_and_ignores_unknown_fields(tmp_path: Path) -> None:
    events = tmp_path / "events.jsonl"
    events.write_text(
        json.dumps(
            {
                "task": "Who directed Inception and what is their nationality?",
                "context": [
                    {"id": "p1", "text": "Christopher Nolan directed Inception.", "score": 0.95},
                    {"id": "p2", "text": "Nolan is British-American.", "score": 0.89},
                ],
                "gold": {"supporting_ids": ["p1", "p2"]},
            }
        )
        + "\n"
    )
    first, second = seer("score", str(events)), seer("score", str(events))
    assert first.returncode == 0, first.stderr
    a, b = json.loads(first.stdout), json.loads(second.stdout)
    for volatile in ("evaluated_at", "latency_s"):
        a.pop(volatile), b.pop(volatile)
    assert a == b
    assert a["supporting_ids"]


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    done = seer("score", "no-such-file.jsonl")
    assert done.returncode == 2 and "no such file" in done.stderr
    # An output it cannot write: one line, before anything is scored.
    for out, why in (
        (tmp_path / "no-dir" / "out.jsonl", "No such file or directory"),
        (tmp_path, "Is a directory"),
    ):
        done = seer("score", str(SAMPLE), "-o", str(out))
        assert done.returncode == 2 and done.stdout == "", done.stderr
        assert done.stderr.strip() == f"seer-stream: cannot write {out}: {why}"
    assert seer("score", str(tmp_path)).stderr.startswith("a folder, not a file")
    # The demo starts nothing for events it cannot read (it reads them twice: not stdin).
    for events, why in (("no-such-file.jsonl", "no such file"), ("-", "reads its events twice")):
        done = seer("demo", "--events", events, timeout=30)
        assert done.returncode == 2 and why in done.stderr, done.stderr
        assert "broker on" not in done.stdout


def test_bad_setting_is_a_clear_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "stream", "topics"],
        capture_output=True,
        text=True,
        timeout=30,
        env={"SEER_SAMPLE_RATE": "2", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == (
        "seer-stream: invalid setting SEER_SAMPLE_RATE='2': Input should be less than or equal to 1"
    )


@pytest.mark.parametrize(
    "command",
    [["topics"], ["publish", str(SAMPLE)], ["worker"], ["dlq", "replay"], ["scores"], ["summary"]],
    ids=lambda command: "-".join(command[:2]).replace(str(SAMPLE), "file"),
)
def test_an_unreachable_broker_is_one_line_naming_the_setting(command: list[str]) -> None:
    address = f"127.0.0.1:{free_port()}"  # nothing listens there
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEER_")}
    env |= {"SEER_KAFKA_BOOTSTRAP": address, "SEER_KAFKA_CONNECT_TIMEOUT_S": "2"}
    # Bounded: the 2 s wait and a start-up; librdkafka alone retried for 15-30 s before.
    done = subprocess.run(
        [sys.executable, "-m", "stream", *command],
        capture_output=True,
        text=True,
        timeout=30,
        env=env,
    )
    assert done.returncode == 1, done.stderr
    # librdkafka's own "after N ms" is how long the refused connect took: timing, not content.
    lines = done.stderr.splitlines()
    assert len(lines) == 1, lines
    assert re.fullmatch(
        re.escape(
            f"seer-stream: cannot reach Kafka at {address} (SEER_KAFKA_BOOTSTRAP) within 2s: "
            f"{address}/bootstrap: Connect to ipv4#{address} failed: Connection refused "
        )
        + r"\(after \d+ms in state CONNECT\)",
        lines[0],
    ), lines[0]


def test_broker_command_serves_kafka_until_terminated() -> None:
    port = free_port()
    with subprocess.Popen(
        [sys.executable, "-m", "stream", "broker", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as broker:
        assert broker.stderr is not None
        # The port is random and the default bootstrap 9092: it says what to export.
        lines = [broker.stderr.readline().strip() for _ in range(2)]
        assert lines[1] == f"export SEER_KAFKA_BOOTSTRAP=127.0.0.1:{port}", lines
        _use_broker(broker, port)


def _use_broker(broker: subprocess.Popen[str], port: int) -> None:
    try:
        assert broker.stdout is not None
        assert broker.stdout.readline().strip() == f"127.0.0.1:{port}"
        settings = Settings(kafka_bootstrap=[f"127.0.0.1:{port}"])
        assert ensure_topics(settings) == [
            settings.input_topic,
            settings.output_topic,
            settings.dlq_topic,
        ]
        done = subprocess.run(
            [sys.executable, "-m", "stream", "topics"],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "SEER_KAFKA_BOOTSTRAP": f"127.0.0.1:{port}"},
        )
        assert done.returncode == 0 and "seer.events: exists" in done.stderr
    finally:
        broker.send_signal(signal.SIGTERM)
        assert broker.wait(timeout=15) == 0


def test_demo_keep_running_serves_metrics_until_terminated() -> None:
    port = free_port()
    with subprocess.Popen(
        [sys.executable, "-m", "stream", "demo", "--keep-running", "--web-port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
        env={**os.environ, "COLUMNS": "200"},
    ) as demo:
        try:
            assert demo.stdout is not None
            lines = []
            for line in demo.stdout:  # bounded by the demo's own timeout and pytest-timeout
                lines.append(line)
                if "keep running" in line:
                    break
            assert f"http://127.0.0.1:{port}/metrics" in lines[-1]
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as reply:
                assert 'seer_events_total{outcome="evaluated"} 48.0' in reply.read().decode()

            def page() -> str:
                url = f"http://127.0.0.1:{port}/metrics"
                with urllib.request.urlopen(url, timeout=5) as reply:
                    return str(reply.read().decode())

            # the segments' counters show within seconds: nothing scrapes the demo but you
            counted = 'seer_segment_events_total{env="prod",feature_flag="retrieval-v1"} 12.0'
            assert wait_for(lambda: counted in page(), 15)
        finally:
            demo.send_signal(signal.SIGTERM)
            assert demo.wait(timeout=30) == 0
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2)
