"""The published JSON Schemas (docs/schema/) and the README's event and result.

The schemas are generated from stream/schema.py and must be committed as generated; the
README's examples must validate against them, and its result must be what `seer-stream
score` writes for its event, so neither drifts from the code.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]  # no stubs in the dev dependencies
import pytest
from pydantic import BaseModel

from stream.files import score_lines
from stream.schema import (
    AccuracyResult,
    EvaluatorInfo,
    InvalidEvent,
    ScoredRequirement,
    ScoredResult,
    Usage,
    parse_event,
)
from stream.settings import PREFIX, Settings
from tests.support.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "docs" / "schema"
README = ROOT / "README.md"
SECTION = "## Events and results"
# Fields of the example result that differ from run to run: compared by key only.
VARYING = {("evaluated_at",), ("latency_s",), ("evaluator", "prompt_version")}
# The result's nested models, by the field that holds them: the README row of that field
# explains theirs.
NESTED: dict[str, type[BaseModel]] = {
    "requirements": ScoredRequirement,
    "evaluator": EvaluatorInfo,
    "usage": Usage,
    "accuracy": AccuracyResult,
}


build = load_script(SCHEMA_DIR / "build.py", "schema_build")


def schema(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((SCHEMA_DIR / name).read_text(encoding="utf-8"))
    return loaded


def validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(schema(name))


def section() -> str:
    text = README.read_text(encoding="utf-8")
    assert text.count(SECTION + "\n") == 1, f"README.md has no single {SECTION!r} section"
    body = text.split(SECTION + "\n", 1)[1]
    return re.split(r"^## ", body, maxsplit=1, flags=re.MULTILINE)[0]


def examples() -> tuple[dict[str, Any], dict[str, Any]]:
    """The section's JSON blocks: the event, then its result."""
    blocks = re.findall(r"^```json\n(.*?)^```$", section(), flags=re.MULTILINE | re.DOTALL)
    assert len(blocks) == 2, "the section shows one event and one result, in that order"
    event, result = (json.loads(block) for block in blocks)
    return event, result


def field_rows() -> dict[str, str]:
    """Each field named in the first column of the section's table → its whole row."""
    rows: dict[str, str] = {}
    for line in section().splitlines():
        cells = line.split("|")
        if line.startswith("| `") and len(cells) >= 4:
            for name in re.findall(r"`([^`]+)`", cells[1]):
                rows[name] = line
    return rows


def test_committed_schemas_are_what_the_models_generate() -> None:
    assert build.differences(SCHEMA_DIR, build.generate()) == []


def test_check_reports_stale_and_missing_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert build.main(["--check", "--out", str(tmp_path)]) == 1
    assert "event.schema.json: missing" in capsys.readouterr().out
    assert build.main(["--out", str(tmp_path)]) == 0
    assert build.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "result.schema.json").write_text("{}\n", encoding="utf-8")
    (tmp_path / "old.schema.json").write_text("{}\n", encoding="utf-8")
    assert build.main(["--check", "--out", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "result.schema.json: differs" in out and "old.schema.json: not generated" in out


@pytest.mark.parametrize("name", ["event.schema.json", "result.schema.json"])
def test_schemas_are_valid_draft_2020_12_with_an_id(name: str) -> None:
    document = schema(name)
    jsonschema.Draft202012Validator.check_schema(document)
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert document["$id"].endswith(f"/docs/schema/{name}")
    assert document["title"] and document["description"]


def test_every_result_field_is_required() -> None:
    # Results are written with every field: consumers may rely on each key.
    document = schema("result.schema.json")
    assert document["required"] == list(ScoredResult.model_fields)
    for model in NESTED.values():
        assert document["$defs"][model.__name__]["required"] == list(model.model_fields)


# The build corrects pydantic's schema where validators say more than the types: each
# case is judged the same by the schema and by the worker. A schema for other languages
# must not refuse what the worker takes, nor take what it dead-letters.
BASE: dict[str, Any] = {"task": "Who directed Inception?", "context": ["Nolan directed it."]}
EVERY_FIELD: dict[str, Any] = {
    "metadata": {"env": "prod", "n": 3, "ratio": 0.5, "on": True, "none": None},
    "event_id": "e-1",
    "trace_id": "0af7651916cd43dd8448eb211c80319c",
    "span_id": "b7ad6b7169203331",
    "parent_span_id": "00f067aa0ba902b7",
    "span_name": "hop-1",
    "subquery": "who directed it?",
    "is_final_context": True,
    "ground_truth": {"gold_doc_ids": ["d1"]},
    "created_at": "2025-01-15T10:30:00Z",
    "sample_rate": 0.5,
}
# Each case changes BASE; a None value removes the key.
AGREEMENT: list[tuple[str, dict[str, Any]]] = [
    ("plain strings", {}),
    ("passage objects", {"context": [{"text": "a", "id": "d1", "score": 1, "rank": 1}]}),
    ("mixed context", {"context": ["a", {"text": "b", "metadata": {"x": [1]}}]}),
    ("empty context", {"context": []}),
    ("unknown fields", {"gold": {"anything": True}, "extra": 1}),
    ("every field", EVERY_FIELD),
    ("blank task", {"task": " \n\t"}),
    ("empty task", {"task": ""}),
    ("no task", {"task": None}),
    ("context not a list", {"context": "Nolan directed it."}),
    ("passage without text", {"context": [{"id": "d1"}]}),
    ("number as a passage", {"context": [3]}),
    ("score as a string", {"context": [{"text": "a", "score": "0.9"}]}),
    ("rank 0", {"context": [{"text": "a", "rank": 0}]}),
    ("nested metadata", {"metadata": {"env": {"name": "prod"}}}),
    ("trace_id not hex", {"trace_id": "z" * 32}),
    ("span_id too short", {"span_id": "b7ad"}),
    ("sample_rate over 1", {"sample_rate": 1.5}),
    ("empty event_id", {"event_id": ""}),
    ("is_final_context as a string", {"is_final_context": "true"}),
]


@pytest.mark.parametrize(("case", "change"), AGREEMENT, ids=[case for case, _ in AGREEMENT])
def test_event_schema_and_model_agree(case: str, change: dict[str, Any]) -> None:
    event = {key: value for key, value in {**BASE, **change}.items() if value is not None}
    try:
        parse_event(json.dumps(event).encode())
        model_takes = True
    except InvalidEvent:
        model_takes = False
    assert validator("event.schema.json").is_valid(event) == model_takes, case


def test_readme_event_is_valid() -> None:
    event, _ = examples()
    validator("event.schema.json").validate(event)
    parse_event(json.dumps(event).encode())  # the worker's own path, raises when invalid


def test_readme_result_is_valid() -> None:
    _, result = examples()
    validator("result.schema.json").validate(result)
    ScoredResult.model_validate(result)
    # The validator checks no `format` without extra packages: these are RFC 3339 times.
    for key in ("created_at", "evaluated_at"):
        assert datetime.fromisoformat(result[key]).tzinfo is not None, key


def differing(expected: Any, actual: Any, path: tuple[str, ...] = ()) -> list[str]:
    """Where two JSON values differ; VARYING paths need only be there."""
    if path in VARYING:
        return []
    if isinstance(expected, dict) and isinstance(actual, dict):
        problems = [f"{'.'.join((*path, k))}: not in the README" for k in actual.keys() - expected]
        problems += [f"{'.'.join((*path, k))}: not in the output" for k in expected.keys() - actual]
        for key in expected.keys() & actual.keys():
            problems += differing(expected[key], actual[key], (*path, key))
        return problems
    if expected != actual or type(expected) is not type(actual):
        return [f"{'.'.join(path)}: README {expected!r}, output {actual!r}"]
    return []


def test_readme_result_is_what_score_writes_for_the_readme_event(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in os.environ:  # the defaults, whatever this shell sets
        if name.startswith(PREFIX):
            monkeypatch.delenv(name)
    event, expected = examples()
    events = tmp_path / "events.jsonl"
    events.write_text(json.dumps(event) + "\n", encoding="utf-8")
    out = io.StringIO()
    report = asyncio.run(score_lines(Settings(), events, out))
    assert (report.scored, report.invalid) == (1, 0)
    actual = json.loads(out.getvalue())
    assert actual["evaluator"]["name"] == "lexical"
    assert differing(expected, actual) == []


def test_every_result_field_is_explained_in_the_readme() -> None:
    rows = field_rows()
    unexplained = [name for name in ScoredResult.model_fields if name not in rows]
    for parent, model in NESTED.items():
        row = rows.get(parent, "")
        unexplained += [f"{parent}.{name}" for name in model.model_fields if f"`{name}`" not in row]
    assert unexplained == []
    assert set(rows) <= set(ScoredResult.model_fields), "rows for fields the result lacks"
