"""The generated Grafana dashboards as the dashboard tests read them: their JSON by uid,
every panel's query, the rules config they are built from and the variable values a
query is filled with."""

from __future__ import annotations

from typing import Any

import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana.dashboards import RULES_CONFIG, dashboards, panel_queries, to_json

KEYS = ["env", "feature_flag"]
RULES_FILE = RULES_CONFIG.parent / "seer-rules.yaml"
CONFIG = yaml.safe_load(RULES_CONFIG.read_text(encoding="utf-8"))
Z = float(CONFIG["z"])
VALUES = {
    "env": "prod",
    "feature_flag": "retrieval-v2",
    "tenant": "acme",
    "window": "15m",
    "base": "retrieval-v1",
    "test": "retrieval-v2",
    "min_effect": "0.05",
    "datasource": "prometheus",
    "__rate_interval": "1m",
    "__interval": "15s",
    "__range": "6h",
}


def boards_by_uid(keys: list[str] = KEYS) -> dict[str, dict[str, Any]]:
    return {str(board.uid): to_json(board) for board in dashboards(keys)}


def all_queries() -> list[tuple[str, str, str]]:
    """(uid, panel title, expression) of every query of every dashboard."""
    return [
        (uid, title, expr) for uid, b in boards_by_uid().items() for title, expr in panel_queries(b)
    ]
