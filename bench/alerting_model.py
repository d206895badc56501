"""bench/alerting.py's `--engine model`: the rules' model in place of promtool.

The rule tests' model (deploy/prometheus/tests/model.py) plays the current design's
quality alerts and SeerNoTraffic from the same counter series that promtool would read,
with promtool's arithmetic (sums, divisions and comparisons in the rules' order, windows
ending `query_offset` early, the alert's own state for the stay branch), in seconds per
segment where promtool takes minutes. It models nothing else: the monitor-health and
volume alerts, the judge-down scenario and the first design still go through promtool.
A comparison too close to call (where Go and Python could round a sum over workers
differently) is counted in `ties`: where there are none, the model's firing minutes are
promtool's (tests/unit/test_bench_alerting.py checks them against each other).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
TESTS = BENCH.parent / "deploy" / "prometheus" / "tests"
for folder in (BENCH, TESTS):  # neither is a package
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from alerting_data import Series  # noqa: E402
from alerting_rules import Firing  # noqa: E402
from model import Settings, World, qualities  # noqa: E402

_SELECTOR = re.compile(r"(\w+)\{(.*)\}")
_PAIR = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')


@dataclass
class Counter:
    """One worker's counter of one segment as the model reads it: a sample a minute from
    minute 0 (the same floats promtool is given)."""

    name: str
    labels: dict[str, str]
    values: list[float]
    start: int = 0

    @property
    def last(self) -> int:
        return self.start + len(self.values) - 1


def counters(series: Sequence[Series]) -> list[Counter]:
    """The segment counters among a run's series (the worker's own series are not a
    segment's, and no modelled alert reads them)."""
    found = []
    for selector, values in series:
        match = _SELECTOR.fullmatch(selector)
        if match is None:
            raise ValueError(f"not a series selector: {selector!r}")
        name = match.group(1)
        if not name.startswith("seer_segment_"):
            continue
        samples = [v for v in values if v is not None]
        if len(samples) != len(values):
            raise ValueError(f"{selector} has a gap: the model reads counters without one")
        found.append(Counter(name, dict(_PAIR.findall(match.group(2))), samples))
    return found


@dataclass
class Modelled:
    firing: Firing  # segment (feature_flag) -> alert -> minutes firing, as promtool's
    ties: int  # alerts of a segment with a comparison too close to call


def play(config: dict[str, Any], series: Sequence[Series], minutes: int) -> Modelled:
    """Every segment's quality alerts and SeerNoTraffic at evaluations 1..`minutes`."""
    s = Settings(config)
    found = counters(series)
    labels = {tuple(c.labels[k] for k in s.keys): c.labels for c in found}
    world = World(s, found, labels)  # a Counter reads as the model's Series
    firing: Firing = {}
    played = qualities(s).values()
    for key, segment in labels.items():
        alerts: dict[str, set[int]] = {}
        timelines = {q.alert: world.quality_timeline(q, key, minutes) for q in played}
        # the worker is steady in the quality runs: nothing silences SeerNoTraffic
        timelines["SeerNoTraffic"] = world.no_traffic_timeline(key, minutes, lambda _: False)
        for alert, line in timelines.items():
            on = {t for t in range(1, minutes + 1) if line.state[t] == "firing"}
            if on:
                alerts[alert] = on
        firing[segment[s.keys[-1]]] = alerts
    return Modelled(firing, len(world.ties))


def play_all(
    config: dict[str, Any], runs: Sequence[tuple[Sequence[Series], int]]
) -> list[Modelled]:
    """`play` over several runs, on two processes (as promtool runs two at a time)."""
    if not runs:
        return []
    with ProcessPoolExecutor(max_workers=2) as pool:
        futures = [pool.submit(play, config, series, minutes) for series, minutes in runs]
        return [f.result() for f in futures]
