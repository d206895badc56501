"""Whole commands as a user runs them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from stream.broker import free_port
from stream.demo import SAMPLE
from stream.kafka import ensure_topics
from stream.settings import Settings

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


def test_demo_prints_the_segment_table_and_stops_everything() -> None:
    done = seer("demo", timeout=150)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "Retrieval quality by segment" in out
    for segment in ("prod", "staging", "retrieval-v1", "retrieval-v2"):
        assert segment in out
    assert "48 scored, 6 dead-lettered" in out
    assert "evaluated=48" in out and "dead_lettered=6" in out
    for code in ("not_json", "not_object", "invalid_event"):
        assert code in out


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


def test_missing_file_is_a_clear_error() -> None:
    done = seer("score", "no-such-file.jsonl")
    assert done.returncode == 2 and "no such file" in done.stderr


def test_bad_setting_is_a_clear_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "stream", "topics"],
        capture_output=True,
        text=True,
        timeout=30,
        env={"SEER_SAMPLE_RATE": "2", "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode == 2 and "sample_rate" in done.stderr


def test_broker_command_serves_kafka_until_terminated() -> None:

    port = free_port()
    with subprocess.Popen(
        [sys.executable, "-m", "stream", "broker", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as broker:
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
        finally:
            demo.send_signal(signal.SIGTERM)
            assert demo.wait(timeout=30) == 0
    with pytest.raises(OSError):
        urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2)
