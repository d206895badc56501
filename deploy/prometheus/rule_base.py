"""The base of the rule builder (deploy/prometheus/build.py): one config at one time scale,
its windows checked and its durations scaled, and the shape every alert rule takes."""

from __future__ import annotations

import math
from typing import Any

from deploy.prometheus.promql import duration, quoted, seconds
from deploy.prometheus.rules_config import checked


class RuleBase:
    """One config at one time scale, and how an alert is written."""

    def __init__(self, config: dict[str, Any], time_scale: float = 1.0) -> None:
        if time_scale <= 0:
            raise ValueError("the time scale must be positive")
        config = checked(config)
        self.config = config
        self.scale = time_scale
        self.keys = ", ".join(config["segment_keys"])
        self.job = f"job={quoted(config['job'])}"
        self.z = float(config["z"])
        self.windows = [str(w) for w in config["windows"]]
        self.offset = str(config["query_offset"])
        for pair in config["pairs"]:
            for side in ("long", "short"):
                if pair[side] not in self.windows:
                    raise ValueError(f"pair window {pair[side]} is not in `windows`")
        if config["baseline"] not in self.windows:
            raise ValueError(f"baseline {config['baseline']} is not in `windows`")

    def steadier(self, window: str) -> str:
        """The shortest recorded window longer than `window` (a pair's long one at least:
        rules_config.py checks it is the longer)."""
        return min((w for w in self.windows if seconds(w) > seconds(window)), key=seconds)

    def between(self, short: str, long: str) -> list[str]:
        """The recorded windows longer than `short` and shorter than `long`, shortest first."""
        inside = (w for w in self.windows if seconds(short) < seconds(w) < seconds(long))
        return sorted(inside, key=seconds)

    def d(self, text: str) -> str:
        """A configured duration at this time scale."""
        return duration(seconds(text) / self.scale)

    def _sure(self) -> str:
        return f"{math.erf(self.z / math.sqrt(2)):.0%} confidence"

    def _alert(
        self,
        name: str,
        expr: str,
        duration_for: str,
        severity: str,
        summary: str,
        description: str,
        keep_firing_for: str | None = None,
    ) -> dict[str, Any]:
        rule: dict[str, Any] = {"alert": name, "expr": expr, "for": self.d(duration_for)}
        if keep_firing_for is not None:
            rule["keep_firing_for"] = self.d(keep_firing_for)
        rule["labels"] = {"severity": severity}
        rule["annotations"] = {
            "summary": summary,
            "description": description,
            "runbook_url": f"{self.config['runbook_url']}#{name.lower()}",
        }
        return rule
