"""What the shipped rules cost Prometheus to evaluate (prints figures, never fails).

    python bench/rules_cost.py [--segments 20 40] [--rules FILE]

For each number of segments: 25 hours of every per-segment counter a worker exports, one
sample a minute from each of two workers (13 counters a segment and worker), written as
OpenMetrics and backfilled with `promtool tsdb create-blocks-from openmetrics`; then the real
Prometheus (Debian's `prometheus`, on 127.0.0.1) evaluates the rules over it every minute
until each group has run twice, and its own `prometheus_rule_group_last_duration_seconds`
says what each group took. The windows read every sample in their range four times a
counter (`max_over_time`, `min_over_time`, `resets`, `increase`), so the 24h window's group
costs the most, and the cost grows with segments times workers.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path

from prometheus_client.parser import text_string_to_metric_families
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.monitoring import Prometheus  # noqa: E402
from tests.support.polling import wait_for  # noqa: E402

COUNTERS = [
    "events",
    "received",
    "ndcg_events",
    "incomplete_events",
    "bloated_events",
    *(f"{m}_{s}" for m in ("recall", "precision", "f1", "ndcg") for s in ("sum", "sum_squares")),
]
HOURS = 25  # the 24h window and its baseline `offset` read a day back
WORKERS = 2
EVALUATIONS = 2  # runs of every group before its last duration is read
console = Console()


def write_counters(path: Path, segments: int, end_s: int) -> None:
    """HOURS of every counter, one sample a minute ending at `end_s`: 5 events a minute."""
    start = end_s - HOURS * 3600
    with path.open("w") as out:
        for name in COUNTERS:
            out.write(f"# TYPE seer_segment_{name} counter\n")
            step = 4.0 if "sum" in name else 5.0  # (values do not change the cost)
            for segment in range(segments):
                for worker in range(1, WORKERS + 1):
                    labels = (
                        f'job="seer-stream",instance="w{worker}:9000",'
                        f'env="staging",feature_flag="f{segment}"'
                    )
                    for k, ts in enumerate(range(start, end_s, 60), start=1):
                        out.write(f"seer_segment_{name}_total{{{labels}}} {k * step} {ts}\n")
        out.write("# EOF\n")


def group_figures(url: str) -> dict[str, tuple[float, float]]:
    """Each rule group's (iterations, last duration in seconds), from Prometheus' own metrics."""
    with urllib.request.urlopen(f"{url}/metrics", timeout=10) as reply:
        text = reply.read().decode()
    out: dict[str, list[float]] = {}
    for family in text_string_to_metric_families(text):
        if family.name not in (
            "prometheus_rule_group_iterations",
            "prometheus_rule_group_last_duration_seconds",
        ):
            continue
        for sample in family.samples:
            group = sample.labels.get("rule_group", "").split(";")[-1]
            if sample.name == "prometheus_rule_group_iterations_total":
                out.setdefault(group, [0.0, 0.0])[0] = sample.value
            elif sample.name == "prometheus_rule_group_last_duration_seconds":
                out.setdefault(group, [0.0, 0.0])[1] = sample.value
    return {group: (n, s) for group, (n, s) in out.items()}


def measure(segments: int, rules: str, workdir: Path) -> dict[str, float]:
    end_s = int(time.time()) // 60 * 60
    data = workdir / "counters.om"
    write_counters(data, segments, end_s)
    backfill = [
        "promtool",
        "tsdb",
        "create-blocks-from",
        "openmetrics",
        str(data),
        str(workdir / "tsdb"),
    ]
    done = subprocess.run(backfill, capture_output=True, text=True, timeout=600)
    data.unlink()
    if done.returncode:
        raise RuntimeError(f"promtool tsdb create-blocks-from: {done.stderr[-1000:]}")
    prometheus = Prometheus(workdir, ["127.0.0.1:1"], rules, interval="1m")
    prometheus.start(timeout_s=120)
    try:
        figures: dict[str, tuple[float, float]] = {}

        def every_group_ran() -> bool:
            figures.update(group_figures(prometheus.url))
            return bool(figures) and min(n for n, _ in figures.values()) >= EVALUATIONS

        if not wait_for(every_group_ran, 60 * (EVALUATIONS + 2), interval_s=5):
            raise RuntimeError(f"the rule groups did not run {EVALUATIONS} times: {figures}")
        counted = prometheus.query("count(segment:seer_events:count_24h)")
        if not counted or int(float(counted[0]["value"][1])) != segments:
            raise RuntimeError(f"the 24h window holds {counted}, not {segments} segments")
        return {group: seconds for group, (_, seconds) in figures.items()}
    finally:
        prometheus.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--segments", type=int, nargs="+", default=[20, 40])
    parser.add_argument(
        "--rules", type=Path, default=ROOT / "deploy" / "prometheus" / "seer-rules.yaml"
    )
    args = parser.parse_args(argv)
    for tool in ("promtool", "prometheus"):
        if shutil.which(tool) is None:
            console.print(f"{tool} is not installed: `make system-deps`")
            return 2
    rules = args.rules.read_text()
    results: dict[int, dict[str, float]] = {}
    for segments in args.segments:
        with tempfile.TemporaryDirectory(prefix="seer-rules-cost-") as tmp:
            console.print(f"{segments} segments x {WORKERS} workers: backfilling {HOURS}h ...")
            results[segments] = measure(segments, rules, Path(tmp))
    table = Table(title=f"rule group evaluation, ms ({WORKERS} workers a segment, {HOURS}h)")
    table.add_column("group")
    for segments in args.segments:
        table.add_column(f"{segments} segments", justify="right")
    groups = sorted({g for figures in results.values() for g in figures})
    for group in groups:
        table.add_row(group, *(f"{1000 * results[n].get(group, 0.0):.1f}" for n in args.segments))
    totals = [sum(results[n].values()) for n in args.segments]
    table.add_row("all groups", *(f"{1000 * t:.1f}" for t in totals))
    each = (f"{1000 * t / n:.1f}" for t, n in zip(totals, args.segments, strict=True))
    table.add_row("a segment", *each)
    console.print(table)
    return 0


if __name__ == "__main__":
    sys.exit(main())
