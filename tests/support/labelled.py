"""The labelled sets under tests/data (single-hop, multi-hop, everyday and help-desk
questions): their records read back, and checked against what their build scripts write."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.scripts import load_script


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The records of one JSON-lines file."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def stale_files(data: Path) -> list[str]:
    """The files of the set in `data` that differ from what its `build.py` writes (each as
    "split/name"); none when the set is fresh."""
    build = load_script(data / "build.py", f"{data.name}_build")
    return [
        f"{split}/{name}"
        for split, files in build.records().items()
        for name, records in files.items()
        if (data / split / name).read_text(encoding="utf-8") != build.render(records)
    ]


def twins(data: Path, split: str, passages: int) -> tuple[list[dict[str, Any]], set[str]]:
    """A paired set's answerable records of `split` and the ids their supports stand at,
    once each record is checked: `passages` passages, one support, and an incomplete twin
    asking the same over the same passages but the support, with expected recall 0."""
    answerable = read_rows(data / split / "answerable.jsonl")
    incomplete = read_rows(data / split / "incomplete.jsonl")
    assert len(answerable) == len(incomplete)
    positions = set()
    for full, twin in zip(answerable, incomplete, strict=True):
        [support] = full["gold"]["supporting_ids"]
        positions.add(support)
        rest = [p["text"] for p in full["context"] if p["id"] != support]
        assert len(full["context"]) == passages and twin["task"] == full["task"]
        assert [p["text"] for p in twin["context"]] == rest
        assert twin["gold"]["expected"]["recall"] == 0.0
    return answerable, positions
