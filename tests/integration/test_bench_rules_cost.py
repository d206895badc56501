"""bench/rules_cost.py's data: promtool backfills it, and it holds every counter the rules
read, for each segment and worker, a sample a minute over the hours the bench claims."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.support.scripts import load_script
from tests.support.tools import tool

pytestmark = pytest.mark.integration

BENCH = load_script(Path(__file__).resolve().parents[2] / "bench" / "rules_cost.py", "rules_cost")
RULES = Path(__file__).resolve().parents[2] / "deploy" / "prometheus" / "seer-rules.yaml"


def test_the_counters_backfill_and_are_those_the_rules_read(tmp_path: Path) -> None:
    data, end_s = tmp_path / "counters.om", 1_800_000_000
    BENCH.write_counters(data, 3, end_s)
    done = subprocess.run(
        [tool("promtool"), "tsdb", "create-blocks-from", "openmetrics", str(data), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = [line for line in data.read_text().splitlines() if not line.startswith("#")]
    minutes = BENCH.HOURS * 60
    assert len(lines) == len(BENCH.COUNTERS) * 3 * BENCH.WORKERS * minutes
    assert int(lines[-1].rsplit(" ", 1)[1]) == end_s - 60
    names, rules = {line.split("{", 1)[0] for line in lines}, RULES.read_text()
    read = {name for name in names if name in rules}
    assert read == names == {f"seer_segment_{c}_total" for c in BENCH.COUNTERS}
    dumped = subprocess.run(
        [tool("promtool"), "tsdb", "list", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert dumped.returncode == 0 and "BLOCK ULID" in dumped.stdout, dumped.stderr
