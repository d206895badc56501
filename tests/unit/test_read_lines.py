"""The lines the file commands read (`score`, `publish`, `summary --file`, ...)."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from stream.files import read_lines


def test_numbers_survive_blank_lines_and_windows_endings(tmp_path: Path) -> None:
    path = tmp_path / "events.jsonl"
    path.write_bytes(b'{"a": 1}\r\n\r\n   \n{"b": 2}\n{"c": 3}')
    assert list(read_lines(path)) == [(1, b'{"a": 1}'), (4, b'{"b": 2}'), (5, b'{"c": 3}')]


def test_a_byte_order_mark_opening_the_file_is_not_part_of_its_first_line(
    tmp_path: Path,
) -> None:
    # (Windows tools write one: it made the first event "not JSON ... column 1")
    path = tmp_path / "events.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}\n\xef\xbb\xbf{"b": 2}\n')
    assert list(read_lines(path)) == [(1, b'{"a": 1}'), (2, b'\xef\xbb\xbf{"b": 2}')]


def test_dash_is_standard_input(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b'\xef\xbb\xbf{"a": 1}\n')))
    assert list(read_lines(Path("-"))) == [(1, b'{"a": 1}')]
