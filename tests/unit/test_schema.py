from __future__ import annotations

import json

import pytest

from stream.schema import InvalidEvent, Passage, parse_event


def raw(obj: object) -> bytes:
    return json.dumps(obj).encode()


def test_both_context_forms() -> None:
    event = parse_event(
        raw(
            {"task": "q", "context": ["plain", {"text": "rich", "id": "d1", "score": 1, "rank": 2}]}
        )
    )
    assert event.context[0] == Passage(text="plain")
    assert event.context[1].id == "d1"
    assert event.context[1].score == 1.0
    assert isinstance(event.context[1].score, float)
    assert event.metadata == {}


def test_unknown_fields_are_ignored() -> None:
    event = parse_event(raw({"task": "q", "context": [], "gold": {"supporting_ids": ["p1"]}}))
    assert not hasattr(event, "gold")


@pytest.mark.parametrize(
    ("record", "code", "fragment"),
    [
        (b"\xff\xfe", "not_utf8", "UTF-8"),
        (b"{nope", "not_json", "not JSON"),
        (b"[1, 2]", "not_object", "not a JSON object but list"),
        (raw({"context": []}), "invalid_event", "task: Field required"),
        (raw({"task": "   ", "context": []}), "invalid_event", "task"),
        (raw({"task": "q", "context": "text"}), "invalid_event", "context"),
        (raw({"task": "q", "context": [{"id": "x"}]}), "invalid_event", "context.0.text"),
        (raw({"task": "q", "context": [{"text": "t", "score": "high"}]}), "invalid_event", "score"),
        (raw({"task": "q", "context": [{"text": "t", "rank": 0}]}), "invalid_event", "rank"),
        (raw({"task": 3, "context": []}), "invalid_event", "task"),
        (raw({"task": "q", "context": [], "metadata": {"a": [1]}}), "invalid_event", "metadata"),
        (raw({"task": "q", "context": [], "trace_id": "xyz"}), "invalid_event", "trace_id"),
        (raw({"task": "q", "context": [], "sample_rate": 2}), "invalid_event", "sample_rate"),
        (raw({"task": "q", "context": [], "is_final_context": "yes"}), "invalid_event", "is_final"),
    ],
)
def test_invalid_records_say_which_field_and_why(record: bytes, code: str, fragment: str) -> None:
    with pytest.raises(InvalidEvent) as caught:
        parse_event(record)
    assert caught.value.code == code
    assert fragment in caught.value.reason


def test_oversize_record() -> None:
    with pytest.raises(InvalidEvent, match="over the limit of 1024") as caught:
        parse_event(raw({"task": "q", "context": ["x" * 2000]}), max_bytes=1024)
    assert caught.value.code == "oversize"


def test_content_id_is_stable_and_content_sensitive() -> None:
    a = parse_event(raw({"task": "q", "context": ["x"], "metadata": {"env": "prod"}}))
    b = parse_event(b'{"metadata": {"env": "prod"}, "context": ["x"], "task": "q", "extra": 1}')
    c = parse_event(raw({"task": "q", "context": ["y"], "metadata": {"env": "prod"}}))
    assert a.resolved_id == b.resolved_id
    assert a.resolved_id != c.resolved_id
    assert parse_event(raw({"task": "q", "context": [], "event_id": "e1"})).resolved_id == "e1"


def test_created_at_parses_iso8601() -> None:
    event = parse_event(raw({"task": "q", "context": [], "created_at": "2026-01-02T03:04:05Z"}))
    assert event.created_at is not None
    assert event.created_at.year == 2026
    assert event.created_at.utcoffset() is not None


def test_content_id_ignores_the_order_of_metadata_keys() -> None:
    a = parse_event(
        raw(
            {
                "task": "q",
                "context": [{"text": "x", "metadata": {"a": 1, "b": {"c": 2, "d": 3}}}],
                "metadata": {"env": "prod", "flag": "on"},
            }
        )
    )
    b = parse_event(
        raw(
            {
                "metadata": {"flag": "on", "env": "prod"},
                "context": [{"metadata": {"b": {"d": 3, "c": 2}, "a": 1}, "text": "x"}],
                "task": "q",
            }
        )
    )
    assert a.resolved_id == b.resolved_id
    assert len(a.resolved_id) == 32


def test_json_behind_schema_registrys_frame_is_read_and_binary_behind_it_is_named() -> None:
    """Confluent's JSON Schema serializers write a zero byte and a 4-byte schema id before
    the JSON; the event is read as if unframed (same id). Avro or Protobuf behind the same
    frame is dead-lettered with a reason that says what it looks like."""
    event = {"task": "Who directed Inception?", "context": ["Nolan directed Inception."]}
    plain = json.dumps(event).encode()
    for frame in (b"\x00\x00\x00\x00\x07", b"\x00\x00\x01\x86\xa0"):
        for body in (plain, b"\n  " + plain):
            framed = parse_event(frame + body)
            assert framed == parse_event(plain)
            assert framed.resolved_id == parse_event(plain).resolved_id
    hint = "Schema Registry's framing does, a zero byte and a schema id, but no JSON object"
    for binary, code in (
        (b"\x00\x00\x00\x00\x07\x02\x0eInception", "not_json"),  # Avro: a union, a string
        (b"\x00\x00\x00\x00\x07\x00\xff\x0a", "not_utf8"),  # Protobuf: an index, bytes
    ):
        with pytest.raises(InvalidEvent) as raised:
            parse_event(binary)
        assert raised.value.code == code and hint in raised.value.reason
    # A zero byte alone, or a frame with nothing after it, is no frame: plain "not JSON".
    for other in (b"\x00", b"\x00\x00\x00\x00\x07", b"\x00{}"):
        with pytest.raises(InvalidEvent) as raised:
            parse_event(other)
        assert raised.value.code == "not_json" and hint not in raised.value.reason
