"""`seer-stream publish` past the lines it cannot send, and `log()` refusing a bare string
as the context, on the real broker."""

from __future__ import annotations

import codecs
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from stream.client import SeerLogger
from stream.schema import parse_event
from stream.settings import Settings
from stream.worker import settings_env
from tests.support.kafka import read_to_end, seer_stream

pytestmark = pytest.mark.integration


def event_line(event_id: str, size: int | None = None) -> bytes:
    """A valid event as one JSONL line, padded to exactly `size` bytes when given."""
    event: dict[str, Any] = {"event_id": event_id, "task": "Who directed Inception?"}
    event["context"] = [{"text": "Christopher Nolan directed Inception."}]
    line = json.dumps(event).encode()
    if size is not None:
        event["context"].append({"text": "x" * (size - len(line) - len(', {"text": ""}'))})
        line = json.dumps(event).encode()
        assert len(line) == size
    return line


def test_publish_reports_a_line_over_the_limit_and_sends_the_rest(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = settings_factory()
    assert settings.max_record_bytes == 1_048_576  # the README's default
    lines = [
        event_line("good-1"),
        event_line("too-large", 1_400_000),
        event_line("near-limit", 1_010_191),  # under the limit: librdkafka's 1,000,000 is not
        event_line("good-2"),
    ]
    path = tmp_path / "events.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")

    done = seer_stream(settings, "publish", str(path))
    assert done.returncode == 1, done.stderr  # a line was not sent
    assert "Traceback" not in done.stderr, done.stderr
    assert "skipped line 2: 1,400,000 bytes, over SEER_MAX_RECORD_BYTES (1,048,576)" in (
        done.stderr
    ), done.stderr
    assert "sent 3, delivered 3, failed 0, skipped 1" in done.stderr, done.stderr
    arrived = read_to_end(settings, [settings.input_topic])
    assert sorted(r.value for r in arrived) == sorted([lines[0], lines[2], lines[3]])


def test_publish_raw_reports_a_line_the_producer_refuses_and_sends_the_rest(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    """With --raw an oversized line is offered to Kafka (to exercise the dead-letter path);
    one past even the producer's limit is reported with its line number, not a traceback."""
    settings = settings_factory()
    lines = [event_line("good-1"), event_line("too-large", 1_400_000), event_line("good-2")]
    path = tmp_path / "events.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")

    done = seer_stream(settings, "publish", "--raw", str(path))
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    reports = [line for line in done.stderr.splitlines() if "line 2" in line]
    assert len(reports) == 1 and "MSG_SIZE_TOO_LARGE" in reports[0], done.stderr
    assert "sent 2, delivered 2, failed 1, skipped 0" in done.stderr, done.stderr
    arrived = read_to_end(settings, [settings.input_topic])
    assert sorted(r.value for r in arrived) == sorted([lines[0], lines[2]])


def test_publish_dash_sends_standard_input_with_a_byte_order_mark_dropped(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    lines = [event_line("stdin-1"), event_line("stdin-2")]
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEER_")}
    done = subprocess.run(
        [str(Path(sys.executable).with_name("seer-stream")), "publish", "-"],
        input=codecs.BOM_UTF8 + b"\n".join(lines) + b"\n",  # (as a Windows tool writes it)
        env={**env, **settings_env(settings)},
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert b"sent 2, delivered 2, failed 0, skipped 0" in done.stderr
    assert sorted(r.value for r in read_to_end(settings, [settings.input_topic])) == lines


@pytest.mark.parametrize(
    "context",
    ["Paris is in France.", {"text": "Paris is in France."}],
    ids=["str", "dict"],
)
def test_log_refuses_a_single_passage_as_the_context(
    settings_factory: Callable[..., Settings], context: Any
) -> None:
    settings = settings_factory()
    seer = SeerLogger(settings)
    with pytest.raises(TypeError, match=r"context must be a list of passages"):
        seer.log("Where is Paris?", context)
    assert seer.log("Where is Paris?", ["Paris is in France."]) is not None
    assert seer.flush(10) == 0
    [record] = read_to_end(settings, [settings.input_topic])  # only the list
    assert [p.text for p in parse_event(record.value).context] == ["Paris is in France."]
