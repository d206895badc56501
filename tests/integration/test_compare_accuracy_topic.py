"""`seer-stream compare` and `accuracy` over the scores topic on the real broker: the
same figures as over a file of the same results, within --since/--until by record
timestamp, a duplicate delivery counted once, a stray record named, not hidden."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from confluent_kafka import Producer

from stream.settings import Settings
from tests.support.kafka import seer_stream

pytestmark = pytest.mark.integration

FLAGS = ("--key", "feature_flag", "--base", "v1", "--test", "v2")
DAY_MS = 86_400_000


def result(i: int, flag: str, recall: float) -> dict[str, Any]:
    gold = {
        "gt_recall": recall,
        "gt_precision": 0.25 * recall,
        "gt_f1": 0.4 * recall,
        "evaluator_precision": 1.0 if recall else None,
        "evaluator_recall": recall if recall else None,
        "evaluator_f1": recall,
        "exact_match": recall == 1.0,
    }
    labels = {"env": "prod", "feature_flag": flag}
    return {
        "event_id": f"{flag}-{i}-{recall}",
        "task": f"question {i} of {flag}",
        "metadata": labels,
        "segment": labels,
        "recall": recall,
        "precision": 0.25 * recall,
        "f1": 0.4 * recall,
        "ndcg": recall or None,
        "accuracy": gold,
    }


def run(settings: Settings, *args: str, code: int = 0) -> dict[str, Any]:
    done = seer_stream(settings, *args, "--json")
    assert done.returncode == code, f"{args}: {done.stdout}{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    return dict(json.loads(done.stdout)) if code != 2 else {"err": done.stderr}


def test_compare_and_accuracy_read_the_topic_within_a_time_range(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = settings_factory()
    now = int(time.time() * 1000)
    recent = [result(i, flag, (1.0, 0.5)[i % 2]) for flag in ("v1", "v2") for i in range(8)]
    old = [result(100 + i, "v2", 0.0) for i in range(10)]  # three days ago, and bad
    producer = Producer(settings.confluent_config())
    for document, stamp in [*((r, now) for r in recent), *((r, now - 3 * DAY_MS) for r in old)]:
        value = json.dumps(document).encode()
        producer.produce(settings.output_topic, value, key=document["event_id"], timestamp=stamp)
    producer.produce(settings.output_topic, json.dumps(recent[0]).encode(), timestamp=now)
    producer.produce(settings.output_topic, b"\xffnot a result", timestamp=now)
    assert producer.flush(30) == 0
    path = tmp_path / "recent.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in recent))

    topic = run(settings, "compare", *FLAGS, "--since", "1d")
    from_file = run(settings, "compare", "--file", str(path), *FLAGS)
    assert topic["metrics"] == from_file["metrics"]
    assert topic["events"] == {"base": 8, "test": 8}
    assert {m["verdict"] for m in topic["metrics"]} == {"within noise"}
    notes = " ".join(topic["notes"])
    assert "duplicate deliveries skipped: 1" in notes
    assert "records outside the time range: 10" in notes
    assert "not scored results: 1 (partition " in notes and "not JSON" in notes

    # Everything on the topic: the old, bad results join the test arm.
    everything = run(settings, "compare", *FLAGS, "--fail-on", "recall", code=1)
    assert everything["events"] == {"base": 8, "test": 18}
    assert next(m for m in everything["metrics"] if m["metric"] == "recall")["verdict"] == "worse"
    before = run(settings, "compare", *FLAGS, "--until", "1d", code=2)
    assert "the base arm (feature_flag=v1) has 0 events" in before["err"]

    accuracy = run(settings, "accuracy", "--since", "1d")
    accuracy_file = run(settings, "accuracy", "--file", str(path))
    for part in ("overall", "segments", "results", "with_ground_truth"):
        assert accuracy[part] == accuracy_file[part], part
    assert [g["segment"]["feature_flag"] for g in accuracy["segments"]] == ["v1", "v2"]
    assert accuracy["overall"]["measures"]["exact_match"]["mean"] == 0.5
