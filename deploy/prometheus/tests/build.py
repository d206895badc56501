"""Generate the promtool unit tests of the seer-stream rules from config.yaml.

    python deploy/prometheus/tests/build.py [--config FILE] [--out FILE] [--rules FILE] [--check]

The thresholds, windows, pairs, min_events, z, `for:` and `keep_firing_for:` of the rules
are tuned in deploy/prometheus/config.yaml, so their tests are generated from the same
file: every input series is a set of counters a worker would export (events, sums and
sums of squares of per-event values) built from values placed just past or just inside
the configured thresholds, and every expected result comes from a model of what the
rules mean (max - min of counters scraped every minute, the same doubles promtool adds
up, so the model is exact, rounding included). The model is checked against what each
case claims to show (e.g. "only the 6h pair holds when it fires"): a config under which a
scenario no longer shows its point is an error here (exit 2), not a test that passes for
the wrong reason.

Where promtool spends its time: every rule (about 290) is evaluated at every one-minute
step of a test group, about 60 ms a step before any data (100 steps with one series take
6 s here), plus a few ms a step for each segment that has data. Prometheus parses a rule's
text again at each evaluation, and the quality alerts were most of that text until the
standard errors and the baselines were recorded (85 ms a step before; the whole file
239 s -> 168 s). The quality alerts share one group that runs a day (the volume alert
compares with the same hour yesterday, and SeerNoTraffic lasts up to a day). Each segment
starts when its case needs it and exports only the counters its alerts read.

Where this script spends its time: playing each quality alert on a segment, minute by
minute (model.World.condition). A timeline is played when a case or a probe first reads
it, and each condition is played once per world: 53 s here, 116 s when every timeline
was played on every simulation.

The modules beside this one (a script folder, not a package):
    counters.py       counter series in promtool's notation, traffic phases, PromQL arithmetic
    model.py          the config and rules as a model: windows, alert conditions
    states.py         the rule manager's states, the quality alerts' two branches
    rendering.py      cases, checks and test groups, and their YAML
    day.py            the day group: its segments, claims, and each case's placement
    quality_cases.py  every quality family: threshold, confidence, min_events, pairs
    hysteresis_cases.py  a margin to start firing, none to stay: margin, stay, no page again
                      (values searched for the configured short_z), a quiet mild drop pages
    fleeting_cases.py  the entry's second window: a fleeting dip after a recovery
    between_cases.py  every window between a pair's two: a healthy gap in one blocks the pair
    target_cases.py   the high-priority target: quiet, high priority only, float rounding
    drop_cases.py     the baseline comparisons: quiet drops, own baseline, baseline count
    traffic_cases.py  SeerVolumeDrop and SeerNoTraffic over the day
    health_cases.py   SeerNoTraffic and what silences it: the monitor behind, a worker down,
                      no worker left (SeerWorkerDown on the job), a worker stalled
    scoring_cases.py  scoring stalled, the evaluator failing or rate-limited
    recording_cases.py  exact values of the recording rules
    judge_cases.py    the judge's canary against its floor, its agreement with itself,
                      bias-corrected recall per segment and judge
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import between_cases as between  # noqa: E402
import drop_cases as drop  # noqa: E402
import fleeting_cases as fleeting  # noqa: E402
import health_cases as health  # noqa: E402
import hysteresis_cases as hysteresis  # noqa: E402
import judge_cases as judge  # noqa: E402
import quality_cases as quality  # noqa: E402
import scoring_cases as scoring  # noqa: E402
import target_cases as target  # noqa: E402
import traffic_cases as traffic  # noqa: E402
from day import Day, Fixed, Plan  # noqa: E402
from model import PROMETHEUS, RB, Settings  # noqa: E402
from recording_cases import recording_group  # noqa: E402


def day_plans(s: Settings) -> list[Plan]:
    """Every case of the day group: an id, the alignment of its minute 0, what adds its
    segments (each placed as late in the day as it can)."""
    out: list[Plan] = []
    for f in ("a", "b", "p"):
        out += [
            (f"{f}-threshold", 1, partial(quality.plan_threshold, f=f)),
            (f"{f}-gates", 1, partial(quality.plan_gates, f=f)),
            (f"{f}-min", 1, partial(quality.plan_min_events, f=f)),
            # the old tumbling windows' boundaries fall on the hour
            (f"{f}-severe", 60, partial(quality.plan_severe, f=f)),
        ]
        for index in range(1, len(s.pairs) - 1):
            out.append((f"{f}-pair{index}", 1, partial(quality.plan_pair, f=f, index=index)))
        out += [
            (f"{f}-margin", 1, partial(hysteresis.plan_margin, f=f)),
            (f"{f}-stay", 1, partial(hysteresis.plan_stay, f=f)),
            (f"{f}-dip", 1, partial(hysteresis.plan_dip, f=f)),
            (f"{f}-fleeting", 1, partial(fleeting.plan_fleeting, f=f)),
            (f"{f}-between", 1, partial(between.plan_between, f=f)),
        ]
    out += [
        ("p-quiet", 1, target.plan_quiet_high_priority),
        ("q-quiet", 1, drop.plan_quiet_drops),
        ("p-low", 1, target.plan_high_priority_only),
        ("p-round", 1, target.plan_rounding),
        ("q-mild", 1, hysteresis.plan_quiet_mild),
        ("p-mild", 1, hysteresis.plan_quiet_one_miss),
    ]
    for f in ("a", "b"):
        out += [
            (f"{f}-own", 1, partial(drop.plan_own_baseline, f=f)),
            (f"{f}-base", 1, partial(drop.plan_baseline_gate, f=f)),
        ]
    return out


# at fixed minutes of the day; the volume case says when the monitor falls behind
DAY_FIXED: list[Fixed] = [traffic.plan_volume, traffic.plan_no_traffic, traffic.plan_retired]


def generate(config: dict[str, Any], rules_path: str, config_name: str) -> str:
    s = Settings(config)
    groups = [
        recording_group(s),
        Day(s).build(day_plans(s), DAY_FIXED),
        health.group_no_traffic(s),
        health.group_behind(s),
        health.group_worker_down(s),
        health.group_no_worker(s),
        health.group_stalled_input(s),
        health.group_segment_keys(s),
        scoring.group_stalled(s),
        scoring.group_evaluator(s),
        judge.group_canary(s),
        judge.group_consistency(s),
        judge.group_corrected(s),
    ]
    lines = [
        f"# Generated by deploy/prometheus/tests/build.py from {config_name}: do not edit.",
        "# Run: promtool test rules deploy/prometheus/tests/seer-rules.test.yaml",
        "# Input series are the counters workers export (events, sums and sums of squares of",
        "# per-event values); each case says what it shows; a case's segments and checks carry",
        "# its name in the last segment label. ALERTS{...} checks show pending and firing.",
        f"rule_files: [{rules_path}]",
        "evaluation_interval: 1m",
        "# the windows are recorded before the alerts read them, at every evaluation",
        f"group_eval_order: [{', '.join(s.groups)}]",
        "tests:",
    ]
    for group in groups:
        lines += group.yaml(s)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--config", type=Path, default=PROMETHEUS / "config.yaml")
    parser.add_argument("--out", type=Path, default=HERE / "seer-rules.test.yaml")
    parser.add_argument(
        "--rules",
        type=Path,
        default=PROMETHEUS / "seer-rules.yaml",
        help="the rule file the tests load (written relative to --out)",
    )
    parser.add_argument("--check", action="store_true", help="fail if --out is not up to date")
    args = parser.parse_args(argv)
    try:
        config = RB.read_config(args.config)
        rules = os.path.relpath(args.rules.resolve(), args.out.resolve().parent)
        text = generate(config, rules, args.config.name)
    except KeyError as exc:  # a config from before a setting existed, or a typo
        print(f"{args.config}: missing {exc}", file=sys.stderr)
        return 2
    except (ValueError, TypeError) as exc:
        print(f"{args.config}: {exc}", file=sys.stderr)
        return 2
    command = "python deploy/prometheus/tests/build.py"
    return int(RB.write_or_check(args.out, text, args.check, command))


if __name__ == "__main__":
    sys.exit(main())
