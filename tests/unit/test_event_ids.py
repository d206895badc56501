"""Event fields the spec leaves untyped or open, read as a producer would mean them."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import jsonschema  # type: ignore[import-untyped]  # no stubs in the dev dependencies
import pytest

from stream.schema import parse_event
from stream.scoring import accuracy
from tests.unit.test_schema_docs import schema


def test_integer_document_ids_are_their_digits() -> None:
    """Database keys as document ids (42): every such event was dead-lettered."""
    raw = {
        "task": "q",
        "context": [{"id": 42, "text": "a"}, {"id": "x", "text": "b"}],
        "ground_truth": {"gold_doc_ids": [42, "x"]},
    }
    event = parse_event(json.dumps(raw).encode())
    assert [p.id for p in event.context] == ["42", "x"]
    jsonschema.validate(raw, schema("event.schema.json"))  # the published schema says so
    assert event.ground_truth is not None and event.ground_truth.gold_doc_ids == ["42", "x"]


def test_a_boolean_is_still_no_id() -> None:
    with pytest.raises(Exception, match="id"):
        parse_event(json.dumps({"task": "q", "context": [{"id": True, "text": "a"}]}).encode())


def test_a_created_at_without_an_offset_is_utc() -> None:
    """Echoed without a zone, it mixed naive and aware times in one result."""
    raw = {"task": "q", "context": ["a"], "created_at": "2025-01-15T10:30:00"}
    assert parse_event(json.dumps(raw).encode()).created_at == datetime(
        2025, 1, 15, 10, 30, tzinfo=UTC
    )


def test_retriever_precision_counts_documents_as_precision_does() -> None:
    """An id "p2" and the id-less second passage are two documents for `precision`; the
    retriever's precision took them for one (1.0 where 0.5)."""
    event = parse_event(
        json.dumps({"task": "q", "context": [{"id": "p2", "text": "a"}, "b"]}).encode()
    )
    assert accuracy(event.context, ["p2"], []).gt_precision == 0.5
