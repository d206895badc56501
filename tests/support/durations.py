"""Prometheus durations and rule shapes, read independently of the rule builder that
the tests check."""

from __future__ import annotations

import re
from typing import Any

_UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}


def seconds(text: str) -> float:
    """A Prometheus duration (`1h30m`, `500ms`) in seconds; anything else fails."""
    parts = re.findall(r"(\d+)(ms|s|m|h|d)", text)
    assert parts and "".join(n + u for n, u in parts) == text, text
    return sum(int(n) * _UNITS[u] for n, u in parts)


def rule_shape(rule: dict[str, Any]) -> tuple[str, list[float]]:
    """A rule with its durations (range selectors, offsets, for, keep_firing_for) and the
    age limit in seconds taken out, and those values in seconds."""
    taken: list[float] = []

    def take(match: re.Match[str]) -> str:
        taken.append(seconds(match.group(2)))
        return match.group(1) + "D"

    expr = re.sub(r"(\[|offset )((?:\d+(?:ms|s|m|h|d))+)", take, rule.get("expr", ""))

    def age(match: re.Match[str]) -> str:
        taken.append(float(match.group(2)))
        return match.group(1) + "N"

    expr = re.sub(r"(age_seconds:max > )([0-9.e+]+)", age, expr)
    for key in ("for", "keep_firing_for"):
        if key in rule:
            taken.append(seconds(rule[key]))
    rest = {k: v for k, v in rule.items() if k not in {"expr", "for", "keep_firing_for"}}
    return f"{expr} {sorted(rest.items())!r}", taken
