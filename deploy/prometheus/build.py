"""Generate the seer-stream Prometheus rules from config.yaml (thresholds in one place).

    python deploy/prometheus/build.py [--config FILE] [--out FILE] [--check] [--time-scale N]

Recording rules (level:metric:operation) slide windows over the per-segment counters
that every worker exports, summed over workers: counts, sums and sums of squares,
means with a mean ± z·s/√n interval, shares with a Wilson interval. Alerts read
them; every alert carries severity, summary, description and a runbook_url into
docs/runbook.md. `--time-scale N` divides every duration (range selectors, offsets,
`for:`, ages) by N, so that the path from event to page runs in minutes in tests and
benches; the rule names keep their nominal windows.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
MEANS = ("recall", "precision", "f1")  # averaged over every scored event
JUDGE = ("evaluator", "model", "prompt_version")  # the labels of the judge's own checks
SHARES = ("incomplete", "bloated")  # events with recall < 1, with precision below the bloat line
# Every mean a window records, and the count it is over (nDCG: the events that have one)
COUNTED_BY = {**{m: "seer_events" for m in MEANS}, "ndcg": "seer_ndcg"}
_UNITS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400}
_DURATION = re.compile(r"(\d+)(ms|s|m|h|d)")


def seconds(text: str) -> float:
    """A Prometheus duration ("90s", "1h30m") in seconds."""
    parts = _DURATION.findall(text)
    if not parts or "".join(n + u for n, u in parts) != text:
        raise ValueError(f"not a duration: {text!r}")
    return sum(int(n) * _UNITS[u] for n, u in parts)


def duration(value_s: float) -> str:
    """Seconds as a Prometheus duration in the largest unit that fits exactly (ms at least)."""
    ms = round(value_s * 1000)
    if ms <= 0:
        raise ValueError(f"duration of {value_s}s is below a millisecond")
    for unit in ("d", "h", "m", "s"):
        size = round(_UNITS[unit] * 1000)
        if ms % size == 0:
            return f"{ms // size}{unit}"
    return f"{ms}ms"


def _number(value: float) -> str:
    return f"{value:.6g}"


def _limit(threshold: float) -> str:
    """A fixed threshold to compare a mean or a bound with. At 1.0, the top of a score's range,
    a window of perfect events sits exactly on the line, and its sums carry rounding
    (0.99999999999994): the line is drawn a hair below, so that only a miss crosses it."""
    return _number(threshold) if threshold < 1 else "0.999999999"


def _variance_of_mean(total: str, squares: str, n: str) -> str:
    """s²/n from a sum and a sum of squares over n: the sample variance, clamped at 0
    against rounding, NaN (no interval) below 2 events."""
    return f"clamp_min({squares} - {total} ^ 2 / {n}, 0) / ({n} - 1) / {n}"


def _kappa(cells: str) -> str:
    """Cohen's kappa from the recorded 2x2 table of passages (first judgment by second):
    (observed - expected agreement) / (1 - expected); NaN where both put every passage in
    one class (stream.recheck.cohen_kappa is the same formula)."""

    def share(matchers: str) -> str:
        return f"sum without (first, second) ({cells}{{{matchers}}})"

    n = f"sum without (first, second) ({cells})"
    agree = share('first="supported",second="supported"')
    neither = share('first="unsupported",second="unsupported"')
    first, second = share('first="supported"'), share('second="supported"')
    expected = f"({first} * {second} + ({n} - {first}) * ({n} - {second})) / {n} ^ 2"
    return f"(({agree} + {neither}) / {n} - {expected}) / (1 - {expected})"


def _matchers(labels: dict[str, str]) -> str:
    return ",".join(f'{key}="{value}"' for key, value in sorted(labels.items()))


class Rules:
    """The rules of one config at one time scale."""

    def __init__(self, config: dict[str, Any], time_scale: float = 1.0) -> None:
        if time_scale <= 0:
            raise ValueError("the time scale must be positive")
        self.config = config
        self.scale = time_scale
        self.keys = ", ".join(config["segment_keys"])
        self.job = f'job="{config["job"]}"'
        self.z = float(config["z"])
        self.windows = [str(w) for w in config["windows"]]
        self.offset = str(config["query_offset"])
        seconds(self.offset)  # refused here if it is not a duration
        for pair in config["pairs"]:
            for side in ("long", "short"):
                if pair[side] not in self.windows:
                    raise ValueError(f"pair window {pair[side]} is not in `windows`")
            self.steadier(pair["short"])  # a quiet short window stays on a longer one
        if config["baseline"] not in self.windows:
            raise ValueError(f"baseline {config['baseline']} is not in `windows`")

    def steadier(self, window: str) -> str:
        """The shortest recorded window longer than `window`."""
        longer = sorted((w for w in self.windows if seconds(w) > seconds(window)), key=seconds)
        if not longer:
            raise ValueError(f"no window in `windows` is longer than the short window {window}")
        return longer[0]

    def between(self, short: str, long: str) -> list[str]:
        """The recorded windows longer than `short` and shorter than `long`, shortest first."""
        inside = (w for w in self.windows if seconds(short) < seconds(w) < seconds(long))
        return sorted(inside, key=seconds)

    def d(self, text: str) -> str:
        """A configured duration at this time scale."""
        return duration(seconds(text) / self.scale)

    # --- recording rules ---------------------------------------------------------------

    def _gained(self, counter: str, window: str) -> str:
        """What each worker's series of a counter gained over the window.

        Between its first and last sample in the window, a series without a reset gained
        max - min exactly; increase() would extrapolate each worker's series by its own
        factor, which weights workers unequally in a mean and counts fractional events.
        A worker's series starts at 0 (stream.exporter), so a new segment counts whole.
        A series that was reset (a restarted worker) falls back to increase().

        Every window ends `query_offset` before the evaluation: a group's rules query one
        after another, and a scrape committed between two of them would give a window's
        count and its sums different scrapes (a mean or bound off for that evaluation).
        """
        series = f"{counter}{{{self.job}}}[{self.d(window)}]"
        if seconds(self.offset):
            series += f" offset {self.d(self.offset)}"
        return (
            f"(max_over_time({series}) - min_over_time({series}))"
            f" unless resets({series}) > 0 or increase({series})"
        )

    def _increase(self, counter: str, window: str, by: str = "") -> str:
        """What a counter gained over the window, summed over workers (by segment)."""
        return f"sum by ({by or self.keys}) ({self._gained(counter, window)})"

    def _interval(
        self, metric: str, count: str, w: str, level: str = "segment"
    ) -> list[dict[str, str]]:
        """Mean of a metric with mean ± z·s/√n, from its sum and sum of squares."""
        n = f"{level}:{count}:count_{w}"
        total, squares = f"{level}:seer_{metric}:sum_{w}", f"{level}:seer_{metric}:sum_squares_{w}"
        mean, error = f"{level}:seer_{metric}:mean_{w}", f"{level}:seer_{metric}:stderr_{w}"
        half = f"{_number(self.z)} * {error}"
        return [
            {"record": mean, "expr": f"{total} / {n}"},
            # recorded once: the bounds and every quality alert read it (an alert's text is
            # parsed at each evaluation, and the standard error was most of it)
            {"record": error, "expr": f"sqrt({_variance_of_mean(total, squares, n)})"},
            {
                "record": f"{level}:seer_{metric}:lower_{w}",
                "expr": f"clamp_min({mean} - {half}, 0)",
            },
            {
                "record": f"{level}:seer_{metric}:upper_{w}",
                "expr": f"clamp_max({mean} + {half}, 1)",
            },
        ]

    def _wilson(self, share: str, w: str) -> list[dict[str, str]]:
        n = f"segment:seer_events:count_{w}"
        ratio = f"segment:seer_{share}:ratio_{w}"
        z2 = self.z**2
        center = f"({ratio} + {_number(z2 / 2)} / {n}) / (1 + {_number(z2)} / {n})"
        half = (
            f"{_number(self.z)} / (1 + {_number(z2)} / {n})"
            f" * sqrt({ratio} * (1 - {ratio}) / {n} + {_number(z2 / 4)} / {n} ^ 2)"
        )
        return [
            {"record": ratio, "expr": f"segment:seer_{share}:count_{w} / {n}"},
            {
                "record": f"segment:seer_{share}:lower_{w}",
                "expr": f"clamp_min({center} - {half}, 0)",
            },
            {
                "record": f"segment:seer_{share}:upper_{w}",
                "expr": f"clamp_max({center} + {half}, 1)",
            },
        ]

    def window_group(self, w: str) -> dict[str, Any]:
        def count(name: str, counter: str) -> dict[str, str]:
            return {"record": f"segment:{name}:count_{w}", "expr": self._increase(counter, w)}

        rules = [
            count("seer_events", "seer_segment_events_total"),
            count("seer_received", "seer_segment_received_total"),
            count("seer_ndcg", "seer_segment_ndcg_events_total"),
            *(count(f"seer_{s}", f"seer_segment_{s}_events_total") for s in SHARES),
        ]
        for metric in (*MEANS, "ndcg"):
            for stat in ("sum", "sum_squares"):
                rules.append(
                    {
                        "record": f"segment:seer_{metric}:{stat}_{w}",
                        "expr": self._increase(f"seer_segment_{metric}_{stat}_total", w),
                    }
                )
        for metric, counted in COUNTED_BY.items():
            rules += self._interval(metric, counted, w)
        for share in SHARES:
            rules += self._wilson(share, w)
        if w == self.config["baseline"]:
            # what the drop alerts compare with, `offset` their long window
            minimum = self.config["min_events"]
            for metric, count in COUNTED_BY.items():
                rules.append(
                    {
                        "record": f"segment:seer_{metric}:baseline_{w}",
                        "expr": f"segment:seer_{metric}:mean_{w}"
                        f" and segment:{count}:count_{w} >= {minimum}",
                    }
                )
        group: dict[str, Any] = {"name": f"seer-stream.window.{w}"}
        slow = self.config["slow_windows"]
        if seconds(w) >= seconds(slow["from"]):
            # A long window moves little between evaluations and each reads many samples.
            group["interval"] = self.d(slow["interval"])
        group["rules"] = rules
        return group

    def health_group(self) -> dict[str, Any]:
        return {
            "name": "seer-stream.health",
            "rules": [
                {
                    "record": "job:seer_oldest_unscored_event_age_seconds:max",
                    "expr": f"max by (job) (seer_oldest_unscored_event_age_seconds{{{self.job}}})",
                },
                {
                    "record": "job:seer_consumer_lag:sum",
                    "expr": f"sum by (job) (seer_consumer_lag{{{self.job}}})",
                },
            ],
        }

    # --- the judge's own checks ---------------------------------------------------------

    def judge_group(self) -> dict[str, Any]:
        """Canary accuracy, the judge's agreement with itself and bias-corrected recall, by
        judge (evaluator, model, prompt version) over the judge window (stream/canary.py,
        stream/recheck.py). In order: each rule reads those before it."""
        w = self.config["judge"]["window"]
        by, z = ", ".join(JUDGE), _number(self.z)

        def count(name: str, counter: str, extra: str = "") -> dict[str, str]:
            return {
                "record": f"judge:{name}:count_{w}",
                "expr": self._increase(counter, w, by + extra),
            }

        canary, recheck = "judge:seer_canary", "judge:seer_recheck"
        n, error = f"{canary}_events:count_{w}", f"{canary}_recall_error"
        checks = f"{recheck}_events:count_{w}"
        rules = [
            count("seer_canary_events", "seer_canary_events_total"),
            *(
                {
                    "record": f"{canary}_f1:{stat}_{w}",
                    "expr": self._increase(f"seer_canary_f1_{stat}_total", w, by),
                }
                for stat in ("sum", "sum_squares")
            ),
            *self._interval("canary_f1", "seer_canary_events", w, "judge"),
            # The judge's error on labelled events (its recall - the true one): signed, so
            # its sum is the difference of two counters.
            {
                "record": f"{error}:sum_{w}",
                "expr": f"{self._increase('seer_canary_recall_sum_total', w, by)}"
                f" - {self._increase('seer_canary_true_recall_sum_total', w, by)}",
            },
            {
                "record": f"{error}:sum_squares_{w}",
                "expr": self._increase("seer_canary_recall_error_sum_squares_total", w, by),
            },
            {"record": f"{error}:mean_{w}", "expr": f"{error}:sum_{w} / {n}"},
            {
                "record": f"{error}:variance_of_mean_{w}",
                "expr": _variance_of_mean(f"{error}:sum_{w}", f"{error}:sum_squares_{w}", n),
            },
            count("seer_recheck_events", "seer_recheck_events_total"),
            {
                "record": f"{recheck}_identical:ratio_{w}",
                "expr": f"{self._increase('seer_recheck_identical_total', w, by)} / {checks}",
            },
            {
                "record": f"{recheck}_recall_abs_diff:mean_{w}",
                "expr": f"{self._increase('seer_recheck_recall_abs_diff_sum_total', w, by)}"
                f" / {checks}",
            },
            count("seer_recheck_passages", "seer_recheck_passages_total", ", first, second"),
            {"record": f"{recheck}:kappa_{w}", "expr": _kappa(f"{recheck}_passages:count_{w}")},
            *self._corrected_recall(w, by, z),
        ]
        return {"name": "seer-stream.judge", "rules": rules}

    def _corrected_recall(self, w: str, by: str, z: str) -> list[dict[str, str]]:
        """Each segment's mean recall corrected by its judge's mean error on the canary
        (prediction-powered inference): θ = mean_seg - mean_err, with the interval
        θ ± z·√(s²_seg/N + s²_err/n) from both samples, not clipped to [0, 1] (as
        `seer-stream accuracy` computes it: docs/statistics.md). A segment's events are
        put under the judge of the worker that scored them (seer_evaluator_info, now)."""
        level, keys = "segment_judge", f"{self.keys}, {by}"
        runs = f"on (job, instance) group_left ({by}) seer_evaluator_info{{{self.job}}}"
        n, total = f"{level}:seer_events:count_{w}", f"{level}:seer_recall:sum_{w}"
        squares = f"{level}:seer_recall:sum_squares_{w}"
        error = "judge:seer_canary_recall_error"
        theta = f"({total} / {n} - on ({by}) group_left {error}:mean_{w})"
        half = (
            f"{z} * sqrt({_variance_of_mean(total, squares, n)}"
            f" + on ({by}) group_left {error}:variance_of_mean_{w})"
        )
        return [
            *(
                {
                    "record": name,
                    "expr": f"sum by ({keys}) (({self._gained(counter, w)}) * {runs})",
                }
                for name, counter in (
                    (n, "seer_segment_events_total"),
                    (total, "seer_segment_recall_sum_total"),
                    (squares, "seer_segment_recall_sum_squares_total"),
                )
            ),
            {"record": f"{level}:seer_recall:corrected_mean_{w}", "expr": theta},
            {
                "record": f"{level}:seer_recall:corrected_lower_{w}",
                "expr": f"{theta} - {half}",
            },
            {
                "record": f"{level}:seer_recall:corrected_upper_{w}",
                "expr": f"{theta} + {half}",
            },
        ]

    def judge_alerts(self) -> list[dict[str, Any]]:
        j, w = self.config["judge"], self.config["judge"]["window"]
        judge = "{{ $labels.evaluator }} {{ $labels.model }} ({{ $labels.prompt_version }})"
        value = '{{ $value | printf "%.2f" }}'
        kappa, identical = (
            f"judge:seer_recheck:kappa_{w}",
            f"judge:seer_recheck_identical:ratio_{w}",
        )
        return [
            self._alert(
                "SeerJudgeCanaryBelowFloor",
                f"judge:seer_canary_f1:upper_{w} < {_number(j['canary_f1_floor'])}"
                f"\nand judge:seer_canary_events:count_{w} >= {j['min_canary_events']}",
                self.config["for"]["judge"],
                "critical",
                f"The judge {judge} cites wrong passages on labelled events",
                f"Its citation F1 on the canary's labelled events over the last {w} is below"
                f" {j['canary_f1_floor']} with {self._sure()}: its upper bound is {value}. The"
                " model may have changed under the endpoint, or a prompt change broke it: every"
                " quality figure this judge makes is suspect.",
            ),
            self._alert(
                "SeerJudgeInconsistent",
                f"{kappa}\nand ({kappa} < {_number(j['kappa_floor'])}"
                f" or {identical} < {_number(j['identical_floor'])})"
                f"\nand judge:seer_recheck_events:count_{w} >= {j['min_rechecks']}",
                self.config["for"]["judge"],
                "warning",
                f"The judge {judge} disagrees with itself",
                f"Events judged twice over the last {w} agree less than they should: Cohen's κ"
                f" on supported passages is {value} (floor {j['kappa_floor']}), or fewer than"
                f" {j['identical_floor']:.0%} of them cite the same documents. Its figures move"
                " between runs: a change of theirs may be noise.",
            ),
        ]

    def _sure(self) -> str:
        return f"{math.erf(self.z / math.sqrt(2)):.0%} confidence"

    # --- alerts --------------------------------------------------------------------------

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

    def _pairs(
        self,
        name: str,
        metric: str,
        limit: Callable[[str], str],
        selector: str = "",
        count: str = "seer_events",
    ) -> str:
        """Alert `name` holds while any pair does: the long window's upper bound is below
        `limit(long)`, with `min_events` in it, and the short window shows the segment still
        degraded: its mean plus `short_z` standard errors below the limit (its mean alone
        below 2 events), and so does every recorded window between the short and the long
        one (whose bound already says it): after a recovery the long windows of the longer
        pairs hold the degradation for hours, and a short window of a few events dips past
        the line by chance often enough to page again; the evidence must lie in the recent
        hours, not in the hours before a recovery. Once
        firing, a pair whose short window holds fewer than `min_events` events also holds
        while the next longer window's mean is below the limit: a few events a window
        wander across the line by chance, which would resolve the alert during a
        degradation; the longer window holds steadier (hysteresis). Where the short window
        has the events, the margin alone decides, so a recovered segment resolves without
        waiting for its mean to stop dipping past the line. The value is the long bound."""
        minimum = self.config["min_events"]
        enter, stay = [], []
        for pair in self.config["pairs"]:
            long, short = pair["long"], pair["short"]
            bound = limit(long)
            evidence = f"segment:seer_{metric}:upper_{long}{selector} < {bound}"
            enough = f"segment:{count}:count_{long} >= {minimum}"
            steadier = self.steadier(short)
            recent = " and ".join(
                self._still(metric, count, w, bound) for w in [short, *self.between(short, long)]
            )
            enter.append(f"({evidence} and {recent} and {enough})")
            quiet = (
                f"segment:{count}:count_{short} < {minimum}"
                f" and segment:seer_{metric}:mean_{steadier} < {bound}"
            )
            stay.append(f"({evidence} and {quiet} and {enough})")
        firing = f'ALERTS{{alertname="{name}",alertstate="firing"}}'
        either, indent = "\n  or ", "\n  "
        return (
            f"{either.join(enter)}\nor (({indent}{either.join(stay)})"
            f"\n  and on ({self.keys}) {firing})"
        )

    def _still(self, metric: str, count: str, w: str, bound: str) -> str:
        """Window `w` shows the segment still degraded: its mean plus `short_z` standard
        errors below `bound`, or its mean alone below 2 events."""
        return (
            f"({self._recent(metric, count, w)} < {bound}"
            f" or segment:seer_{metric}:mean_{w} < {bound} and segment:{count}:count_{w} < 2)"
        )

    def _recent(self, metric: str, count: str, w: str) -> str:
        """The window's mean plus `short_z` standard errors: where "still degraded now" is
        read. At a few events a window its mean alone dips past a line by chance often
        enough to page again after a recovery; a standard error of margin keeps that rare."""
        return (
            f"segment:seer_{metric}:mean_{w} + {_number(self.config['short_z'])}"
            f" * segment:seer_{metric}:stderr_{w}"
        )

    def _baseline(self, metric: str, long: str) -> str:
        """The segment's own mean over the baseline window before `long`, where it has events
        (recorded by the baseline window's group)."""
        return f"segment:seer_{metric}:baseline_{self.config['baseline']} offset {self.d(long)}"

    def alert_group(self) -> dict[str, Any]:
        config, t = self.config, self.config["thresholds"]
        keys = config["segment_keys"]
        segment = " ".join(f"{k}={{{{ $labels.{k} }}}}" for k in keys)
        hp = "{" + _matchers(config["high_priority"]) + "}"
        value = '{{ $value | printf "%.2f" }}'
        fours = config["for"]
        sure = self._sure()
        base = config["baseline"]
        keep = 1 - t["relative_drop"]
        health, rates = config["health"], config["rates"]
        failures = self.d(rates["failures"])
        quiet = f"segment:seer_received:count_{rates['no_traffic']}"
        stuck = (
            f"job:seer_oldest_unscored_event_age_seconds:max > "
            f"{_number(seconds(health['behind_age']) / self.scale)}"
        )
        stalled = self.d(health["stalled"])
        processed = f"seer_events_total{{{self.job},outcome=~"
        volume = f"segment:seer_received:count_{rates['volume']}"
        yesterday = f"({volume} offset {self.d('24h')})"
        for name in ("volume", "no_traffic"):
            if rates[name] not in self.windows:
                raise ValueError(f"rates.{name} {rates[name]} is not in `windows`")
        alerts = [
            self._alert(
                "SeerRecallBelowTargetHighPriority",
                self._pairs(
                    "SeerRecallBelowTargetHighPriority",
                    "recall",
                    lambda _: _limit(t["recall_high_priority"]),
                    hp,
                ),
                fours["quality"],
                "critical",
                f"Missing requirements on {segment}",
                f"Recall is below {t['recall_high_priority']} with {sure}: its upper "
                f"bound is {value}. Some queries lack a passage they need.",
                keep_firing_for=config["keep_firing_for"],
            ),
            self._alert(
                "SeerRecallLow",
                f"({self._pairs('SeerRecallLow', 'recall', lambda _: _limit(t['recall']))})\n"
                f"unless on ({self.keys}) segment:seer_events:count_{base}{hp}",
                fours["quality"],
                "warning",
                f"Recall is low on {segment}",
                f"Recall is below {t['recall']} with {sure}: its upper bound is {value}.",
                keep_firing_for=config["keep_firing_for"],
            ),
            self._alert(
                "SeerContextBloat",
                self._pairs("SeerContextBloat", "precision", lambda _: _limit(t["precision"])),
                fours["quality"],
                "warning",
                f"Context bloat on {segment}",
                f"Precision is below {t['precision']} with {sure} (upper bound {value}"
                f"): most retrieved documents support nothing the answer needs.",
                keep_firing_for=config["keep_firing_for"],
            ),
            *(
                self._alert(
                    f"Seer{title}Drop",
                    self._pairs(
                        f"Seer{title}Drop",
                        metric,
                        lambda long, m=metric, by=t[drop]: (
                            f"({self._baseline(m, long)} - {_number(by)})"
                        ),
                        count=COUNTED_BY[metric],
                    ),
                    fours["drop"],
                    "warning",
                    f"{what} dropped on {segment}",
                    f"{what} is at least {t[drop]} below the segment's own mean over the {base}"
                    f" before, with {sure}: its upper bound is {value}.",
                    keep_firing_for=config["keep_firing_for_drop"],
                )
                for metric, title, what, drop in (
                    ("f1", "F1", "F1", "f1_drop"),
                    ("ndcg", "Ndcg", "Ranking quality (nDCG)", "ndcg_drop"),
                )
            ),
            *(
                self._alert(
                    f"Seer{title}DailyDrop",
                    self._pairs(
                        f"Seer{title}DailyDrop",
                        metric,
                        lambda long, m=metric: f"{keep:g} * {self._baseline(m, long)}",
                    ),
                    fours["quality"],
                    "warning",
                    f"{title} fell against the previous {base} on {segment}",
                    f"{title} is {t['relative_drop']:.0%} or more below the segment's own mean"
                    f" over the {base} before, with {sure}: its upper bound is {value}"
                    f".",
                    keep_firing_for=config["keep_firing_for"],
                )
                for metric, title in (("recall", "Recall"), ("precision", "Precision"))
            ),
            self._alert(
                "SeerVolumeDrop",
                f"{volume} < {1 - t['volume_drop']:g} * {yesterday}"
                f" and {yesterday} >= {config['min_events']}"
                f"\nunless on () ({stuck})"
                f"\nunless on () (min(up{{{self.job}}}) == 0)",
                fours["volume"],
                "warning",
                f"Traffic fell on {segment}",
                f'{{{{ $value | printf "%.0f" }}}} events in the last {rates["volume"]}, less '
                f"than {1 - t['volume_drop']:.0%} of the same time yesterday.",
            ),
            self._alert(
                "SeerNoTraffic",
                f"segment:seer_received:count_{base} > 0 unless {quiet} > 0"
                f"\nunless on () ({stuck})"
                f"\nunless on () (min(up{{{self.job}}}) == 0)",
                fours["no_traffic"],
                "warning",
                f"No events from {segment}",
                f"{segment} sent events in the last {base} but none in the last "
                f"{rates['no_traffic']}, "
                "while every worker is up and keeping up: its input stopped. Its quality "
                "alerts are silenced meanwhile.",
            ),
            self._alert(
                "SeerWorkerDown",
                f"up{{{self.job}}} == 0",
                fours["worker_down"],
                "critical",
                "seer-stream worker {{ $labels.instance }} is down",
                "Prometheus cannot scrape the worker; its partitions move to the others after "
                "the session timeout. What it counted stays in the windows: the others go on.",
            ),
            self._alert(
                "SeerScoringBehind",
                stuck,
                fours["health"],
                "critical",
                "seer-stream is falling behind",
                "The oldest event a worker took and has not scored yet was written "
                f"{{{{ $value | humanizeDuration }}}} ago (limit {health['behind_age']}): the "
                "evaluator is slow or stuck, or the workers cannot keep up with the input.",
            ),
            self._alert(
                "SeerScoringStalled",
                f"sum by (job) (increase(seer_events_total{{{self.job}}}[{stalled}])) == 0"
                f"\nand on (job) (job:seer_consumer_lag:sum > 0"
                f" or sum by (job) (seer_evaluations_in_flight{{{self.job}}}) > 0)",
                fours["health"],
                "critical",
                "seer-stream stopped scoring",
                f"Events wait on the input topic or in evaluation, and nothing was processed "
                f"in the last {health['stalled']}.",
            ),
            self._alert(
                "SeerEvaluatorFailing",
                f'sum by (instance) (rate({processed}"evaluator_failed"}}[{failures}]))\n/ '
                f'sum by (instance) (rate({processed}"evaluated|evaluator_failed"}}[{failures}]))'
                f"\n> {_number(health['failing_ratio'])}",
                fours["health"],
                "critical",
                "The evaluator keeps failing on {{ $labels.instance }}",
                f"{{{{ $value | humanizePercentage }}}} of evaluations over the last "
                f"{rates['failures']} went to the dead-letter topic because the evaluator gave "
                "up: the endpoint refuses requests, keeps failing or timing out, or answers what "
                "cannot be parsed.",
            ),
            self._alert(
                "SeerEvaluatorRateLimited",
                "sum by (instance) (rate(seer_llm_rate_limit_wait_seconds_total"
                f'{{{self.job},limiter="retry_after"}}[{failures}])) > 0',
                fours["rate_limited"],
                "warning",
                "The LLM endpoint keeps rate-limiting {{ $labels.instance }}",
                "The endpoint has answered 429 with Retry-After for "
                f"{fours['rate_limited']}: events queue behind the pauses. Raise the endpoint's "
                "quota or lower the worker's limits.",
            ),
            *self.judge_alerts(),
        ]
        return {"name": "seer-stream.alerts", "rules": alerts}

    def groups(self) -> list[dict[str, Any]]:
        return [
            *(self.window_group(w) for w in self.windows),
            self.health_group(),
            self.judge_group(),
            self.alert_group(),
        ]


def build(config: dict[str, Any], time_scale: float = 1.0) -> dict[str, Any]:
    return {"groups": Rules(config, time_scale).groups()}


def render(config_path: Path, time_scale: float = 1.0) -> str:
    config = yaml.safe_load(config_path.read_text())
    scaled = f", every duration divided by {time_scale:g}" if time_scale != 1 else ""
    header = (
        f"# Generated by deploy/prometheus/build.py from {config_path.name}{scaled}: do not edit.\n"
    )
    return header + yaml.safe_dump(build(config, time_scale), sort_keys=False, width=1000)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=HERE / "config.yaml")
    parser.add_argument("--out", type=Path, default=HERE / "seer-rules.yaml")
    parser.add_argument("--check", action="store_true", help="fail if --out is not up to date")
    parser.add_argument(
        "--time-scale",
        type=float,
        default=1.0,
        metavar="N",
        help="divide every duration by N (e.g. 60: a simulated minute per second)",
    )
    args = parser.parse_args(argv)
    try:
        text = render(args.config, args.time_scale)
    except KeyError as exc:  # a config from before a setting existed, or a typo
        print(f"{args.config}: missing {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"{args.config}: {exc}", file=sys.stderr)
        return 2
    return write_or_check(args.out, text, args.check, "python deploy/prometheus/build.py")


def write_or_check(out: Path, text: str, check: bool, command: str) -> int:
    """Write `text` to `out`, or with `check` only say (exit 1) when `out` differs."""
    if check:
        if not out.is_file() or out.read_text() != text:
            print(f"{out} is out of date: run {command}")
            return 1
        return 0
    out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
