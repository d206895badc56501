"""The alerts on the segments' quality (pairs of windows, with hysteresis), on their traffic
and on the workers' health, read from the recording rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deploy.prometheus.judge_rules import JudgeRules
from deploy.prometheus.promql import COUNTED_BY, label_matchers, number, seconds, threshold_line


class AlertRules(JudgeRules):
    """The alert group."""

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
            f"({self._recent(metric, w)} < {bound}"
            f" or segment:seer_{metric}:mean_{w} < {bound} and segment:{count}:count_{w} < 2)"
        )

    def _recent(self, metric: str, w: str) -> str:
        """The window's mean plus `short_z` standard errors: where "still degraded now" is
        read. At a few events a window its mean alone dips past a line by chance often
        enough to page again after a recovery; a standard error of margin keeps that rare."""
        return (
            f"segment:seer_{metric}:mean_{w} + {number(self.config['short_z'])}"
            f" * segment:seer_{metric}:stderr_{w}"
        )

    def _baseline(self, metric: str, long: str) -> str:
        """The segment's own mean over the baseline window before `long`, where it has events
        (recorded by the baseline window's group)."""
        return f"segment:seer_{metric}:baseline_{self.config['baseline']} offset {self.d(long)}"

    def _segment_keys_alert(self, keys: list[str], hold: str) -> dict[str, Any]:
        """A worker whose segments lack a label the rules group by: its SEER_SEGMENT_KEYS
        and this config's segment_keys differ, and every window, quality alert and panel
        would add its segments up wrongly, in silence. Workers write every key they have
        (`unset` where an event lacks it), so a series without one of these keys comes from
        other keys. (A worker with these keys and more is summed rightly, and not caught.)
        rules_config.py asks for one key at least."""
        lacking = "\n  or ".join(
            f'seer_segment_received_total{{{self.job},{key}=""}}' for key in keys
        )
        return self._alert(
            "SeerSegmentKeysMismatch",
            f"group by (job, instance) (\n  {lacking}\n)",
            hold,
            "warning",
            "seer-stream worker {{ $labels.instance }} labels segments by other keys",
            f"Its segment counters lack a label the rules group by ({', '.join(keys)}): "
            "its SEER_SEGMENT_KEYS is not segment_keys of the rules' config.yaml, so the "
            "windows, quality alerts and dashboards add its segments up wrongly. Give "
            "both the same keys, and Alertmanager's group_by and inhibitions too.",
        )

    def alert_group(self) -> dict[str, Any]:
        config, t = self.config, self.config["thresholds"]
        keys = config["segment_keys"]
        segment = " ".join(f"{k}={{{{ $labels.{k} }}}}" for k in keys)
        hp = "{" + label_matchers(config["high_priority"]) + "}"
        value = '{{ $value | printf "%.2f" }}'
        fours = config["for"]
        sure = self._sure()
        base = config["baseline"]
        recall_line = threshold_line(t["recall"])
        keep = 1 - t["relative_drop"]
        health, rates = config["health"], config["rates"]
        failures = self.d(rates["failures"])
        quiet = f"segment:seer_received:count_{rates['no_traffic']}"
        stuck = (
            f"job:seer_oldest_unscored_event_age_seconds:max > "
            f"{number(seconds(health['behind_age']) / self.scale)}"
        )
        stalled = self.d(health["stalled"])
        up = f"up{{{self.job}}}"
        # SeerWorkerDown's condition: a worker that cannot be scraped (up 0), or no target
        # of the job at all (a Deployment scaled to 0, its pods Pending: `up` itself goes)
        down = f"{up} == 0 or absent({up})"
        # SeerScoringStalled's condition, per worker: it processed nothing over the window
        # while records wait on the partitions it owns or in its evaluations
        waiting = " or ".join(
            f"sum by (job, instance) ({m}{{{self.job}}}) > 0"
            for m in ("seer_consumer_lag", "seer_evaluations_in_flight")
        )
        stall = (
            f"sum by (job, instance) (increase(seer_events_total{{{self.job}}}[{stalled}])) == 0"
            f"\n  and on (job, instance) ({waiting})"
        )
        # the input of a segment is judged only while the monitor takes and scores it: no
        # worker down or missing, none behind, none stalled (without waiting for their `for:`)
        monitored = f"\nunless on () ({stuck})\nunless on () ({down})\nunless on () (\n  {stall}\n)"
        processed = f"seer_events_total{{{self.job},outcome=~"
        volume = f"segment:seer_received:count_{rates['volume']}"
        yesterday = f"({volume} offset {self.d('24h')})"
        for name in ("volume", "no_traffic"):
            if rates[name] not in self.windows:
                raise ValueError(f"rates.{name} {rates[name]} is not in `windows`")

        def drop_limit(m: str, by: float) -> Callable[[str], str]:
            """A drop alert's limit: `by` below the segment's baseline before `long`."""
            return lambda long: f"({self._baseline(m, long)} - {number(by)})"

        def daily_limit(m: str) -> Callable[[str], str]:
            """A daily drop alert's limit: `keep` times the baseline before `long`."""
            return lambda long: f"{keep:g} * {self._baseline(m, long)}"

        alerts = [
            self._alert(
                "SeerRecallBelowTargetHighPriority",
                self._pairs(
                    "SeerRecallBelowTargetHighPriority",
                    "recall",
                    lambda _: threshold_line(t["recall_high_priority"]),
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
                f"({self._pairs('SeerRecallLow', 'recall', lambda _: recall_line)})\n"
                f"unless on ({self.keys}) segment:seer_events:count_{base}{hp}",
                fours["quality"],
                "warning",
                f"Recall is low on {segment}",
                f"Recall is below {t['recall']} with {sure}: its upper bound is {value}.",
                keep_firing_for=config["keep_firing_for"],
            ),
            self._alert(
                "SeerContextBloat",
                self._pairs(
                    "SeerContextBloat", "precision", lambda _: threshold_line(t["precision"])
                ),
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
                        drop_limit(metric, t[drop]),
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
                        daily_limit(metric),
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
                # a segment without input over the baseline window is done with, as
                # SeerNoTraffic is: yesterday's hour would hold its last events an hour more
                f" and segment:seer_received:count_{base} > 0"
                f"{monitored}",
                fours["volume"],
                "warning",
                f"Traffic fell on {segment}",
                f'{{{{ $value | printf "%.0f" }}}} events in the last {rates["volume"]}, less '
                f"than {1 - t['volume_drop']:.0%} of the same time yesterday.",
            ),
            self._alert(
                "SeerNoTraffic",
                f"segment:seer_received:count_{base} > 0 unless {quiet} > 0{monitored}",
                fours["no_traffic"],
                "warning",
                f"No events from {segment}",
                f"{segment} sent events in the last {base} but none in the last "
                f"{rates['no_traffic']}, "
                "while every worker is up, keeping up and processing what it takes: its "
                "input stopped. Its quality alerts are silenced meanwhile.",
            ),
            self._alert(
                "SeerWorkerDown",
                down,
                fours["worker_down"],
                "critical",
                # a worker (instance), or the whole job (no target: no instance label)
                "{{ if $labels.instance }}seer-stream worker {{ $labels.instance }} is down"
                f"{{{{ else }}}}No worker of job {config['job']} is up{{{{ end }}}}",
                "{{ if $labels.instance }}Prometheus cannot scrape the worker; its partitions "
                "move to the others after the session timeout. What it counted stays in the "
                "windows: the others go on.{{ else }}Prometheus has no target of the job that "
                "is up: the Deployment is scaled to 0, its pods are Pending or evicted, or "
                "none is discovered. Nothing is scored; events wait on the input topic, and "
                "the traffic alerts are silenced meanwhile.{{ end }}",
            ),
            self._segment_keys_alert(keys, fours["health"]),
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
                stall,
                fours["health"],
                "critical",
                "seer-stream worker {{ $labels.instance }} stopped scoring",
                "Events wait on the input partitions the worker owns or in its evaluations, "
                f"and it processed nothing in the last {health['stalled']}.",
            ),
            self._alert(
                "SeerEvaluatorFailing",
                f'sum by (instance) (rate({processed}"evaluator_failed"}}[{failures}]))\n/ '
                f'sum by (instance) (rate({processed}"evaluated|evaluator_failed"}}[{failures}]))'
                f"\n> {number(health['failing_ratio'])}",
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
                "The endpoint has kept answering 429 for "
                f"{fours['rate_limited']}: every request of the worker holds for each 429's "
                "Retry-After (a backoff where it gives none), and events queue behind the "
                "pauses. Raise the endpoint's quota or lower the worker's limits.",
            ),
            *self.judge_alerts(),
        ]
        return {"name": "seer-stream.alerts", "rules": alerts}
