"""Alert quality of the seer-stream rules through Prometheus' own rule engine (prints figures).

    python bench/alerting.py [--config FILE] [--seed N] [--quick] [--trials N]
                             [--engine promtool|model] [--json FILE] [--keep DIR]

Every scenario runs in simulated time through `promtool test rules` against both rule
sets, on the same simulated events: the current rules (deploy/prometheus/build.py on
`--config`, default the committed config.yaml) and the first design's
(bench/first_design/seer-rules.yaml, generated at ea059e7).

What is simulated (bench/alerting_data.py)
- One scrape and one rule evaluation per simulated minute (promtool `interval` and
  `evaluation_interval` 1m; the shipped Prometheus config scrapes every 15 s). Minute 0
  is the Unix epoch, so the first design's epoch-aligned windows start at minute 0, 15,
  ... and at each day; every scenario's change is placed off those boundaries, staggered
  per segment.
- Events: per segment and minute, a Poisson number at the rate (1, 5, 60 a minute). Each
  event's scores are one `seer-stream score` result on the gold set
  (../shared/goldset: answerable.jsonl, mean recall ~0.91; incomplete.jsonl, ~0.57),
  drawn from the answerable pool with the probability that gives the segment's target
  mean recall and from the incomplete pool otherwise. The gold set's precision (~0.19:
  2 supporting passages of 10) is below the 0.35 bloat line, so every precision is
  multiplied by 2.5 (capped at 1), as if contexts held 2/5 of their passages with
  every supporting one kept: healthy mean precision ~0.46; F1 is recomputed from
  recall and that precision; nDCG is kept (null where the scorer gives none). The score
  pools are cached in $TMPDIR/seer-stream-bench-alerting, by evaluator version.
- Current design: the worker's counters per segment (`seer_segment_*_total`: received,
  events, sums and sums of squares, nDCG events/sums, incomplete, bloated), from 0.
  First design: what its worker exported for the same events, `seer_window_{events,
  recall,precision,f1,ndcg}{window,period}` of its 15m and 24h tumbling windows by event
  time (period "current": the open window so far, absent until its first event; "last":
  the previous window; a series absent at a scrape is marked stale, as a scrape without
  it does), and `seer_event_recall_count`. Both get one worker's `up`,
  `seer_events_total{outcome}`, consumer lag, in-flight, unscored age and rate-limit
  waits (lag, in-flight and age 0 in the quality scenarios: every event is scored
  within the minute it arrives).
- Quality scenarios: per rate, 19 segments of 49 simulated hours, all env="staging"
  (not high priority), healthy recall = the config's recall threshold + 0.04 (0.89),
  precision and nDCG as the pools give them (stable); the segments of all rates are
  spread over two promtool files (one worker, instance w0):
  - healthy: 11 segments healthy throughout;
  - recall (3): a healthy baseline day, then recall 0.70 for 6 h from 24 h 30 min
    (+47 min per segment), then healthy again;
  - ndcg (3): likewise from 24 h 45 min, every nDCG scaled so that the segment's mean
    nDCG falls by 0.15 for 6 h;
  - drift (2): from 24 h (+31 min per segment), recall -0.01 an hour for 24 h from 0.89.
  The healthy row counts every segment while it is healthy: the 11 healthy segments
  whole and the 8 others until their change (the same truth until then), 30.8
  segment-days per rate, counted from the first minute (the first day's baseline is
  partial; its false pages are shown apart).
- judge down (one worker, 3 segments at the rate, 270 min, endpoint hanging from minute
  127 to 187, 3 trials): every evaluation taken while the endpoint hangs times out
  (5 attempts x SEER_LLM_TIMEOUT_S 30 s + backoffs = 157 s) and is dead-lettered as
  evaluator_failed, unless the endpoint is back first (then scored 30 s after it comes
  back); otherwise an evaluation takes 2 s. At most 32 evaluations run at once
  (SEER_LLM_CONCURRENCY); events are taken first in, first out, and counted received
  when taken; consumer lag = events arrived and not taken; in flight = taken and not
  done; unscored age = age of the oldest taken and unfinished event (since it was
  written). Segment scored counters (and the first design's windows and
  `seer_event_recall_count`) only grow with scored events.

Only the recording rules that some alert reads, directly or through other rules, are
given to promtool (it evaluates every rule every minute; the alerts are unchanged).
promtool gets an `exp_alerts: []` test at every minute for every alert name and prints
the alerts that fired instead; those become per-segment firing timelines.

How each figure is read (per scenario, rate and design)
- Alerts are read as Alertmanager passes them on: a segment's alert is muted while an
  alert that inhibits it fires on the same segment (each design's own inhibit rules:
  deploy/alertmanager/alertmanager.yml, bench/first_design/alertmanager.yml).
- page: an episode of one quality alert (SeerRecallBelowTargetHighPriority, SeerRecallLow,
  SeerContextBloat, SeerF1Drop, SeerNdcgDrop, SeerRecallDailyDrop,
  SeerPrecisionDailyDrop) firing on one segment, from the evaluation it fires at to the
  one it resolves at (Alertmanager groups by alertname and segment: one notification
  each). In the judge scenario the monitor-health alerts of the worker page too.
- precision: pages that start while the segment is degraded / all its pages ("-": no
  page). A page after the recovery is a false page. False pages: the others.
- recall: degraded segments (judge: trials) on which the scenario's alert fired while
  degraded: SeerRecallLow (recall, drift), SeerNdcgDrop (ndcg), SeerEvaluatorFailing,
  SeerScoringBehind or SeerScoringStalled (judge; the first design has only
  SeerEvaluatorFailing).
- detection: minutes from the change to that alert's first firing evaluation, median
  (max) over the cases where it fired ("never": on none). Drift: the true mean recall
  at that time too.
- reset: minutes from the recovery to the first evaluation where that alert is not
  firing, median (max) over the cases where it was firing at the recovery ("-": none).
- flaps: resolutions of any paging alert while the case is still degraded (the notes
  say which alerts).
- judge: in how many trials SeerNoTraffic fired on some segment (Alertmanager silences
  a segment's quality alerts meanwhile).

Seeds: `--seed 1` is the development seed (tune thresholds with it); the default, 2026,
is the reporting seed, so that a tuned config is reported on events it was not tuned
on. `--quick` runs 5 segments per rate and one judge trial, for iteration (a few
minutes); `--trials N` runs N segments per rate of the recall and nDCG scenarios
instead of 3 (their detection tails are a maximum over that many trials). The default
run spends ~2,600 s of CPU in promtool (2 processes at a time, GOMAXPROCS=1 and GOGC=400
each): ~22 minutes on 2 cores, longer on a busy machine.

Engines: `--engine model` has the rules' model (bench/alerting_model.py, the one the
generated rule tests come from) play the current design's quality runs, the bulk of
the promtool time, and promtool the rest (the judge runs, the first design): the
`--quick` run takes about a minute instead of six, with the same figures (the model
fires at promtool's minutes: tests/unit/test_bench_alerting.py). For trying settings;
the figures reported in docs/benchmarks.md are promtool's.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import yaml  # type: ignore[import-untyped, unused-ignore]  # PyYAML ships no stubs

sys.path.insert(0, str(Path(__file__).resolve().parent))

from alerting_data import Pools
from alerting_outcomes import QUALITY, other_alerts, summarize
from alerting_report import report, targets
from alerting_rules import load_build, read_by_alerts, rule_names, run_promtool, write_test
from alerting_scenarios import (
    QUALITY_MINUTES,
    QUICK,
    RULE_FILES,
    Job,
    Sizes,
    plan,
    quality_specs,
    run_all,
)

# What tests/unit/test_bench_alerting.py reads from this script, some of it the sibling
# modules' (re-exported here).
__all__ = [
    "CONFIG",
    "MAX_TRIALS",
    "QUALITY",
    "QUALITY_MINUTES",
    "QUICK",
    "arguments",
    "load_build",
    "main",
    "quality_specs",
    "read_by_alerts",
    "rule_names",
    "run",
    "run_promtool",
    "sizes_for",
    "write_test",
]

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "deploy/prometheus/config.yaml"
OLD_RULES = ROOT / "bench/first_design/seer-rules.yaml"


MAX_TRIALS = 16  # the last segment's degradation and recovery still end hours before the run


def sizes_for(args: argparse.Namespace) -> Sizes:
    sizes = QUICK if args.quick else Sizes()
    if args.trials is not None:  # more trials pin the detection tails closer
        sizes = replace(sizes, recall=args.trials, ndcg=args.trials)
    return sizes


def run(args: argparse.Namespace, workdir: Path) -> tuple[list[Job], Pools, float, int]:
    """Rules and test files into `workdir`, then promtool (and the model) over them."""
    config = yaml.safe_load(args.config.read_text())
    healthy = round(float(config["thresholds"]["recall"]) + 0.04, 4)
    doc = read_by_alerts(load_build().build(config))
    (workdir / RULE_FILES["new"]).write_text(yaml.safe_dump(doc, sort_keys=False, width=1000))
    shutil.copyfile(OLD_RULES, workdir / RULE_FILES["first"])
    pools = Pools.load()
    jobs = plan(pools, sizes_for(args), args.seed, healthy, workdir, args.engine)
    ties = run_all(jobs, config)
    return jobs, pools, healthy, ties


def arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=CONFIG, help="config.yaml of the new rules")
    parser.add_argument("--seed", type=int, default=2026, help="2026: reporting; 1: development")
    parser.add_argument("--quick", action="store_true", help="fewer segments and judge trials")
    parser.add_argument(
        "--trials",
        type=int,
        choices=range(1, MAX_TRIALS + 1),
        metavar="N",
        help=f"segments per rate of the recall and nDCG scenarios (default 3; 1-{MAX_TRIALS})",
    )
    parser.add_argument(
        "--engine",
        choices=("promtool", "model"),
        default="promtool",
        help="model: the rules' model plays the current design's quality runs (minutes, not"
        " half an hour; see bench/alerting_model.py)",
    )
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--keep", type=Path, help="keep the rules and promtool files here")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = arguments().parse_args(argv)
    started = time.monotonic()
    workdir = Path(tempfile.mkdtemp(prefix="seer-bench-alerting-"))
    try:
        jobs, pools, healthy, ties = run(args, workdir)
        if args.keep:
            shutil.copytree(workdir, args.keep, dirs_exist_ok=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    rows = summarize(jobs, healthy)
    checks = targets(rows)
    others = other_alerts(jobs)
    runtime = time.monotonic() - started
    promtool_s = sum(j.seconds for j in jobs if j.series is None)
    modelled = sum(1 for j in jobs if j.series is not None)
    engine = (
        f"; the model played {modelled} runs of the current design's quality segments"
        f" ({ties} too close to call)"
        if modelled
        else ""
    )
    report(
        rows,
        checks,
        f"seed {args.seed}, config {args.config}, healthy recall {healthy}; promtool "
        f"{promtool_s:.0f} s over {len(jobs) - modelled} runs (2 at a time){engine};"
        f" {runtime:.0f} s in all",
    )
    for design, counts in others.items():
        print(f"other alerts in the quality runs ({design} design): {counts}")
    if args.json:
        result = {
            "seed": args.seed,
            "config": str(args.config),
            "quick": args.quick,
            "engine": args.engine,
            "model_ties": ties,
            "trials": args.trials,
            "healthy_recall": healthy,
            "pools": pools.means,
            "runtime_s": round(runtime, 1),
            "runs": [
                {
                    "file": j.path.name,
                    "segments": len(j.specs),
                    "minutes": j.minutes,
                    "seconds": round(j.seconds, 1),
                }
                for j in jobs
            ],
            "rows": rows,
            "targets": checks,
            "other_alerts_in_quality_runs": others,
        }
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
