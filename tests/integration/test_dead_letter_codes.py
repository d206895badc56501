"""Each kind of bad input through a real worker: the dead letter's code, stage and source."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, produce, read_all, read_to_end, scored_ids
from tests.support.polling import wait_for
from tests.support.scrape import sample

pytestmark = pytest.mark.integration
LIMIT = 4096  # SEER_MAX_RECORD_BYTES


def sized(event_id: str, size: int) -> bytes:
    """A valid event of exactly `size` bytes."""
    base: dict[str, Any] = {**event(0), "event_id": event_id}
    base["context"] = [*base["context"], {"text": ""}]
    padding = size - len(json.dumps(base).encode())
    base["context"][-1]["text"] = "x" * padding
    value = json.dumps(base).encode()
    assert len(value) == size
    return value


# key -> (value, seer-reason-code, a part of seer-reason); every one at stage "validate":
# the record is refused before it is evaluated (stream/pipeline.py, stream/schema.py).
BAD: dict[bytes, tuple[bytes, str, str]] = {
    b"not-utf8": (b'{"task": "caf\xe9", "context": []}', "not_utf8", "not UTF-8"),
    b"array": (b'[{"task": "q", "context": []}]', "not_object", "not a JSON object but list"),
    b"number": (b"42", "not_object", "not a JSON object but int"),
    b"string": (b'"a string"', "not_object", "not a JSON object but str"),
    b"over-limit": (
        sized("over-limit", LIMIT + 1),
        "oversize",
        f"record is {LIMIT + 1} bytes, over the limit of {LIMIT}",
    ),
    b"invalid": (b'{"context": ["no task"]}', "invalid_event", "task: Field required"),
}


def test_each_bad_input_is_dead_lettered_with_its_code_stage_and_source(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory(max_record_bytes=LIMIT)
    worker = worker_factory(settings)
    good = {b"good": json.dumps(event(1)).encode(), b"at-limit": sized("at-limit", LIMIT)}
    sent = {**good, **{key: value for key, (value, _, _) in BAD.items()}}
    produce(settings, list(sent.values()), list(sent))

    def settled(records: list[Record]) -> bool:
        dead = [r for r in records if r.topic == settings.dlq_topic]
        return {"e-1", "at-limit"} <= set(scored_ids(records, settings)) and len(dead) >= len(BAD)

    read_all(settings, settled, 90)
    records = read_to_end(settings, [settings.output_topic, settings.dlq_topic])
    assert sorted(scored_ids(records, settings)) == ["at-limit", "e-1"]  # at the limit: scored
    dead = {r.key: r for r in records if r.topic == settings.dlq_topic}
    assert len(dead) == len(records) - 2 and set(dead) == set(BAD)  # each once

    where = {r.key: r for r in read_to_end(settings, [settings.input_topic])}
    for key, (value, code, reason) in BAD.items():
        headers = dead[key].headers
        assert dead[key].value == value, key  # the original bytes
        assert headers["seer-reason-code"].decode() == code, key
        assert headers["seer-stage"] == b"validate", key
        assert reason in headers["seer-reason"].decode(), (key, headers["seer-reason"])
        assert headers["seer-source-topic"].decode() == settings.input_topic, key
        assert int(headers["seer-source-partition"]) == where[key].partition, key
        assert int(headers["seer-source-offset"]) == where[key].offset, key

    def counted() -> bool:
        text = worker.scrape()
        return all(
            sample(text, "seer_dead_letters_total", {"reason": code})
            == sum(c == code for _, c, _ in BAD.values())
            for _, code, _ in BAD.values()
        )

    assert wait_for(counted, 30), worker.scrape()
