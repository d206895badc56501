"""Measure the lexical evaluator by dataset and by passage style, beside a naive judge.

Usage: python bench/goldset_lexical.py [--goldset DIR] [--devset DIR] [--no-heldout]
       [--no-compiled]

Datasets (each a directory holding answerable.jsonl and incomplete.jsonl):

- the multi-hop gold set: --goldset, else $SEER_GOLDSET, else ../shared/goldset next to
  the repository (skipped when absent);
- the single-hop development set, tests/data/singlehop/dev (tuned on), and its held-out
  part, tests/data/singlehop/heldout (measured with, never tuned on);
- two-hop questions written blind in the gold set's style: tests/data/multihop/dev (tuned
  on since it was measured) and tests/data/multihop/heldout (measured with, never tuned on);
- everyday questions as a newcomer types them, each over its answer and one distractor:
  tests/data/everyday/dev (tuned on) and tests/data/everyday/heldout (written blind,
  measured with, never tuned on);
- questions to a company's own documents (help centre, API docs, handbook, product
  manuals), each over its answer and three passages of the same documents:
  tests/data/helpdesk/dev and tests/data/helpdesk/heldout (written blind), by domain too.

Measures (see shared/goldset/README.md):

- citation precision / recall / F1 of the cited passage ids against
  `gold.supporting_ids` on answerable.jsonl (micro over events);
- mean absolute error of estimated recall (share of requirements with at least
  one supporting passage) against `gold.expected.recall`, per file;
- AUROC of estimated recall separating answerable (positive) from incomplete
  (negative) events, ties counted half;
- citation recall by `gold.style` where the records have one;
- milliseconds per event (judging alone), the slowest event (the five slowest timed
  again, best of three), the whole `seer-stream score` path per event on the gold
  set (validation, judging, scoring, JSON out; in-process, no interpreter start),
  and an event at the default limits (50 passages of 4,000 characters);
- speed against lexical-v1 (bench/lexical_v1.py), the version the issue's speed targets
  are stated against: judging and the `score` path per gold-set event in CPU time, both
  versions timed in this run in alternating passes, their ratios beside the targets; for the
  pure-Python evaluator and for the one setup.py compiles with mypyc (SEER_COMPILE=1, as the
  Docker image is built; a minute to build), unless --no-compiled.

A benchmark, not a test: it always exits 0. `measure()`, `measure_styles()` and
`speed_against_v1()` are what tests call. The measures are lexical_quality.py's, the
timings lexical_speed.py's; this script prints them.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# Its sibling modules, wherever it is loaded from: bench/ is no package (once: both this
# script and the modules it imports ask)
BENCH = str(Path(__file__).resolve().parent)
if BENCH not in sys.path:
    sys.path.insert(1, BENCH)

from lexical_quality import (  # noqa: E402
    DEVSET,
    EVERYDAY,
    EVERYDAY_DEV,
    HELDOUT,
    HELPDESK,
    HELPDESK_DEV,
    METRICS,
    MULTIHOP,
    MULTIHOP_DEV,
    baseline_judge,
    default_goldset,
    lexical_v1,
    measure,
    measure_styles,
    v1_judge,
)
from lexical_speed import (  # noqa: E402
    child_env,
    compiled_speed_against_v1,
    install_compiled,
    limits_event_ms,
    score_path_ms,
    speed_against_v1,
)

# What the tests and other benches call through this script, besides what `main` prints
__all__ = [
    "baseline_judge",
    "child_env",
    "default_goldset",
    "install_compiled",
    "lexical_v1",
    "measure",
    "measure_styles",
    "speed_against_v1",
    "v1_judge",
]

# What stops a measure: the benchmark reports it and exits 0
_UNMEASURED = (ImportError, OSError, ValueError, KeyError, TypeError, subprocess.SubprocessError)


def _speed_table(title: str, builds: Sequence[tuple[str, dict[str, float]]]) -> Any:
    from rich.table import Table

    table = Table(title=title)
    table.add_column("per event (CPU)")
    table.add_column("build")
    table.add_column("lexical ms", justify="right")
    table.add_column("lexical-v1 ms", justify="right")
    table.add_column("ratio", justify="right")
    table.add_column("target", justify="right")
    table.add_column("met", justify="right")
    for name, label in (("judge", "judging"), ("score", "`score` path")):
        for build, figures in builds:
            ratio, target = figures[f"{name}_ratio"], figures[f"{name}_target"]
            table.add_row(
                label,
                build,
                f"{figures[f'{name}_ms']:.3f}",
                f"{figures[f'{name}_ms_v1']:.3f}",
                f"{ratio:.3f}",
                f"{target:.3f}",
                "yes" if ratio <= target else "no",
            )
    return table


def _table(title: str, ours: dict[str, float], base: dict[str, float]) -> Any:
    from rich.table import Table

    table = Table(title=title)
    table.add_column("metric")
    table.add_column("lexical", justify="right")
    table.add_column("naive overlap", justify="right")
    for key in METRICS:
        fmt = "{:.2f}" if key.startswith("ms_") else "{:.3f}"
        table.add_row(key, fmt.format(ours[key]), fmt.format(base[key]))
    return table


def _styles_table(
    title: str, ours: dict[str, dict[str, float]], base: dict[str, dict[str, float]]
) -> Any:
    from rich.table import Table

    table = Table(title=title)
    table.add_column("style")
    for name in ("citation recall", "citation F1", "AUROC"):
        table.add_column(f"{name} lexical", justify="right")
        table.add_column("naive", justify="right")
    for style, figures in ours.items():
        other = base[style]
        table.add_row(
            style,
            *(
                f"{value:.3f}"
                for key in ("citation_recall", "citation_f1", "auroc")
                for value in (figures[key], other[key])
            ),
        )
    return table


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--goldset", type=Path, default=None, help="gold set directory")
    parser.add_argument("--devset", type=Path, default=DEVSET, help="single-hop dev set")
    parser.add_argument("--no-heldout", action="store_true", help="leave out the held-out parts")
    parser.add_argument(
        "--no-compiled",
        action="store_true",
        help="time the pure-Python evaluator alone, not also the one setup.py compiles",
    )
    args = parser.parse_args(argv)
    goldset: Path = args.goldset or default_goldset()
    datasets: list[tuple[str, Path]] = []
    if (goldset / "answerable.jsonl").exists():
        datasets.append(("multi-hop gold set", goldset))
    else:
        print(f"no gold set at {goldset}", file=sys.stderr)
    datasets.append(("single-hop dev set", args.devset))
    datasets.append(("multi-hop dev set", MULTIHOP_DEV))
    datasets.append(("everyday questions, dev", EVERYDAY_DEV))
    datasets.append(("help-desk questions, dev", HELPDESK_DEV))
    if not args.no_heldout:
        datasets.append(("single-hop held-out", HELDOUT))
        datasets.append(("multi-hop held-out", MULTIHOP))
        datasets.append(("everyday questions, held-out", EVERYDAY))
        datasets.append(("help-desk questions, held-out", HELPDESK))

    from rich.console import Console

    console = Console()
    try:
        for name, root in datasets:
            ours = measure(root)
            base = measure(root, judge=baseline_judge)
            console.print(_table(f"{name} ({root})", ours, base))
        ours_s = measure_styles(args.devset)
        base_s = measure_styles(args.devset, judge=baseline_judge)
        console.print(_styles_table("single-hop dev set by passage style", ours_s, base_s))
        for name, root in [("dev", HELPDESK_DEV)] + (
            [] if args.no_heldout else [("held-out", HELPDESK)]
        ):
            ours_d, base_d = measure_styles(root), measure_styles(root, judge=baseline_judge)
            console.print(_styles_table(f"help-desk questions, {name}, by domain", ours_d, base_d))
        if (goldset / "answerable.jsonl").exists():
            console.print(f"score path: {score_path_ms(goldset):.2f} ms per gold-set event")
        console.print(f"an event at the limits (50 x 4,000 chars): {limits_event_ms():.1f} ms")
        if (goldset / "answerable.jsonl").exists():
            passes = 5
            title = (
                f"speed against lexical-v1 on the gold set (best of {passes} alternating "
                "passes of each, after a warm-up pass of each)"
            )
            builds = [("pure Python", speed_against_v1(goldset, passes))]
            if not args.no_compiled:
                builds.append(("compiled", compiled_speed_against_v1(goldset, passes)))
            console.print(_speed_table(title, builds))
    except _UNMEASURED as exc:  # a benchmark reports, never fails
        print(f"could not measure: {exc!r}", file=sys.stderr)
        return 0
    return 0


if __name__ == "__main__":
    main()
    sys.exit(0)
