"""Generate the seer-stream Prometheus rules from config.yaml (thresholds in one place).

    python deploy/prometheus/build.py [--config FILE] [--out FILE] [--check]

Recording rules are named level:metric:operation. Every alert carries severity,
summary, description and a runbook_url into docs/runbook.md, and every quality
alert requires the window to hold `min_events` events.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
WINDOW_METRICS = ("events", "recall", "precision", "f1", "ndcg")


def _matchers(labels: dict[str, str]) -> str:
    return ",".join(f'{key}="{value}"' for key, value in sorted(labels.items()))


def recording_rules(config: dict[str, Any]) -> list[dict[str, Any]]:
    keys = ", ".join(config["segment_keys"])
    volume = config["rates"]["volume"]
    rules: list[dict[str, Any]] = [
        {
            # One worker exports a segment at a time; max() also hides the brief overlap
            # of a rebalance and drops the instance label.
            "record": f"segment_window:seer_window_{name}:max",
            "expr": f"max by ({keys}, window, period) (seer_window_{name})",
        }
        for name in WINDOW_METRICS
    ]
    rules.append(
        {
            "record": f"segment:seer_events:rate{volume}",
            "expr": f"sum by ({keys}) (rate(seer_event_recall_count[{volume}]))",
        }
    )
    return rules


def _alert(
    config: dict[str, Any],
    name: str,
    expr: str,
    duration: str,
    severity: str,
    summary: str,
    description: str,
) -> dict[str, Any]:
    return {
        "alert": name,
        "expr": expr,
        "for": duration,
        "labels": {"severity": severity},
        "annotations": {
            "summary": summary,
            "description": description,
            "runbook_url": f"{config['runbook_url']}#{name.lower()}",
        },
    }


def alert_rules(config: dict[str, Any]) -> list[dict[str, Any]]:
    keys = config["segment_keys"]
    on = f"on ({', '.join(keys)}, window)"
    segment = " ".join(f"{k}={{{{ $labels.{k} }}}}" for k in keys)
    t, durations, rates = config["thresholds"], config["for"], config["rates"]
    minimum = config["min_events"]
    quality, daily = config["windows"]["quality"], config["windows"]["daily"]
    hp = _matchers(config["high_priority"])

    def window(name: str, label: str, period: str = "current", extra: str = "") -> str:
        # Without `period`, current and last windows compare one to one, and alerts
        # carry only the segment and window labels.
        selector = f'window="{label}",period="{period}"' + (f",{extra}" if extra else "")
        return f"max without (period) (segment_window:seer_window_{name}:max{{{selector}}})"

    def enough(label: str, period: str = "current") -> str:
        return f"{on} {window('events', label, period)} >= {minimum}"

    def dropped(name: str, label: str, by: float) -> str:
        return (
            f"({window(name, label, 'last')} - {window(name, label)}) >= {by}"
            f" and {enough(label)} and {enough(label, 'last')}"
        )

    daily_keep = 1 - t["daily_relative_drop"]
    volume = f"segment:seer_events:rate{rates['volume']}"
    quiet = rates["no_traffic"]
    by_keys = ", ".join(keys)
    return [
        _alert(
            config,
            "SeerRecallBelowTargetHighPriority",
            f"{window('recall', quality, extra=hp)} < {t['recall_high_priority']}"
            f" and {enough(quality)}",
            durations["quality"],
            "critical",
            f"Missing requirements on {segment}",
            f'Mean recall over the last {quality} is {{{{ $value | printf "%.2f" }}}}, below '
            f"{t['recall_high_priority']}: some queries lack a passage they need.",
        ),
        _alert(
            config,
            "SeerRecallLow",
            f"({window('recall', quality)} < {t['recall']}"
            f" unless {on} {window('recall', quality, extra=hp)}) and {enough(quality)}",
            durations["quality"],
            "warning",
            f"Recall is low on {segment}",
            f'Mean recall over the last {quality} is {{{{ $value | printf "%.2f" }}}}, '
            f"below {t['recall']}.",
        ),
        _alert(
            config,
            "SeerContextBloat",
            f"{window('precision', quality)} < {t['precision']} and {enough(quality)}",
            durations["quality"],
            "warning",
            f"Context bloat on {segment}",
            f"Only {{{{ $value | humanizePercentage }}}} of retrieved documents support the "
            f"answer over the last {quality} (threshold {t['precision']}).",
        ),
        _alert(
            config,
            "SeerF1Drop",
            dropped("f1", quality, t["f1_drop"]),
            durations["quality"],
            "warning",
            f"F1 dropped on {segment}",
            f'F1 is {{{{ $value | printf "%.2f" }}}} lower than in the previous {quality} window.',
        ),
        _alert(
            config,
            "SeerNdcgDrop",
            dropped("ndcg", quality, t["ndcg_drop"]),
            durations["quality"],
            "warning",
            f"Ranking quality (nDCG) dropped on {segment}",
            f'nDCG is {{{{ $value | printf "%.2f" }}}} lower than in the previous {quality} '
            "window.",
        ),
        *(
            _alert(
                config,
                f"Seer{title}DailyDrop",
                f"{window(name, daily)} < {daily_keep:g} * {window(name, daily, 'last')}"
                f" and {enough(daily)}"
                f" and {enough(daily, 'last')}",
                durations["drift"],
                "warning",
                f"{title} fell against the previous {daily} on {segment}",
                f'{title} over the current {daily} window is {{{{ $value | printf "%.2f" }}}}, '
                f"{t['daily_relative_drop']:.0%} or more below the previous {daily}.",
            )
            for name, title in (("recall", "Recall"), ("precision", "Precision"))
        ),
        _alert(
            config,
            "SeerVolumeDrop",
            f"{volume} < {1 - t['volume_drop']:g} * ({volume} offset 24h)",
            durations["volume"],
            "warning",
            f"Traffic fell on {segment}",
            f'Events per second ({{{{ $value | printf "%.2f" }}}}) are less than '
            f"{1 - t['volume_drop']:.0%} of the same time yesterday.",
        ),
        _alert(
            config,
            "SeerNoTraffic",
            f"sum by ({by_keys}) (increase(seer_event_recall_count[{quiet}])) == 0"
            f" and sum by ({by_keys}) (increase(seer_event_recall_count[{quiet}] offset {quiet}))"
            " > 0",
            durations["no_traffic"],
            "warning",
            f"No events from {segment}",
            f"{segment} sent events before but none in the last {rates['no_traffic']}; its "
            "quality alerts are silenced meanwhile.",
        ),
        _alert(
            config,
            "SeerWorkerDown",
            f'up{{job="{config["job"]}"}} == 0',
            durations["worker_down"],
            "critical",
            "seer-stream worker {{ $labels.instance }} is down",
            "Prometheus cannot scrape the worker; its partitions move to the others after "
            "the session timeout, and its segments' series vanish until then.",
        ),
        _alert(
            config,
            "SeerEvaluatorFailing",
            f'sum by (instance) (rate(seer_events_total{{outcome="evaluator_failed"}}'
            f"[{rates['failures']}])) > 0",
            durations["evaluator_failing"],
            "warning",
            "Evaluations fail on {{ $labels.instance }}",
            "Events go to the dead-letter topic because the evaluator gave up on them: "
            "the endpoint refuses requests, keeps failing, or answers what cannot be parsed.",
        ),
    ]


def build(config: dict[str, Any]) -> dict[str, Any]:
    return {
        "groups": [
            {"name": "seer-stream.recording", "rules": recording_rules(config)},
            {"name": "seer-stream.alerts", "rules": alert_rules(config)},
        ]
    }


def render(config_path: Path) -> str:
    config = yaml.safe_load(config_path.read_text())
    header = f"# Generated by deploy/prometheus/build.py from {config_path.name}: do not edit.\n"
    return header + yaml.safe_dump(build(config), sort_keys=False, width=1000)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=HERE / "config.yaml")
    parser.add_argument("--out", type=Path, default=HERE / "seer-rules.yaml")
    parser.add_argument("--check", action="store_true", help="fail if --out is not up to date")
    args = parser.parse_args()
    text = render(args.config)
    if args.check:
        if not args.out.is_file() or args.out.read_text() != text:
            print(f"{args.out} is out of date: run python deploy/prometheus/build.py")
            return 1
        return 0
    args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
