"""The deployment files' paths and what their tests read from them alike: YAML, and the
settings a process gets from a set of SEER_* variables."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from stream.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
RULES = DEPLOY / "prometheus" / "seer-rules.yaml"
METRICS_PORT = 6066


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def settings_from_env(monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> Settings:
    """Settings as a process with exactly these SEER_* variables would see them."""
    for name in list(os.environ):
        if name.startswith("SEER_"):
            monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings()


def unknown_seer_variables(names: Iterator[str] | list[str]) -> list[str]:
    fields = {f"SEER_{field.upper()}" for field in Settings.model_fields}
    return sorted(n for n in names if n.startswith("SEER_") and n not in fields)
