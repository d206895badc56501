"""The judge's own checks: the recording rules of its canary accuracy, its agreement with
itself and the bias-corrected recall, and the alerts on them."""

from __future__ import annotations

from typing import Any

from deploy.prometheus.promql import JUDGE, kappa_of, number, variance_of_mean
from deploy.prometheus.recording_rules import RecordingRules


class JudgeRules(RecordingRules):
    """The judge's recording rules and alerts."""

    def judge_group(self) -> dict[str, Any]:
        """Canary accuracy, the judge's agreement with itself and bias-corrected recall, by
        judge (evaluator, model, prompt version) over the judge window (stream/canary.py,
        stream/recheck.py). In order: each rule reads those before it."""
        w = self.config["judge"]["window"]
        by, z = ", ".join(JUDGE), number(self.z)

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
                "expr": variance_of_mean(f"{error}:sum_{w}", f"{error}:sum_squares_{w}", n),
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
            {"record": f"{recheck}:kappa_{w}", "expr": kappa_of(f"{recheck}_passages:count_{w}")},
            *self._corrected_recall(w, by, z),
        ]
        return {"name": "seer-stream.judge", "rules": rules}

    def _corrected_recall(self, w: str, by: str, z: str) -> list[dict[str, str]]:
        """Each segment's mean recall corrected by its judge's mean error on the canary
        (prediction-powered inference): θ = mean_seg - mean_err, with the interval
        θ ± z·√(s²_seg/N + s²_err/n) from both samples, not clipped to [0, 1] (as
        `seer-stream accuracy` computes it: docs/statistics.md). A segment's events are
        put under the judge of the worker that scored them (seer_evaluator_info: now, or, for a
        worker gone within the window, the last it showed)."""
        level, keys = "segment_judge", f"{self.keys}, {by}"
        # The judge of each worker that scored in the window: its info now, or the last it
        # showed in the window (a worker gone since: a restart, a scale-down), whose events
        # are still in the counts and whose canary events in the judge's error. (One per
        # worker: a worker gone after it changed judges would otherwise match twice.)
        info = f"seer_evaluator_info{{{self.job}}}"
        seen = self._ranged(info, w)
        runs = (
            f"on (job, instance) group_left ({by})"
            f" ({info} or on (job, instance) topk by (job, instance) (1, last_over_time({seen})))"
        )
        n, total = f"{level}:seer_events:count_{w}", f"{level}:seer_recall:sum_{w}"
        squares = f"{level}:seer_recall:sum_squares_{w}"
        error = "judge:seer_canary_recall_error"
        theta = f"({total} / {n} - on ({by}) group_left {error}:mean_{w})"
        half = (
            f"{z} * sqrt({variance_of_mean(total, squares, n)}"
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
                f"judge:seer_canary_f1:upper_{w} < {number(j['canary_f1_floor'])}"
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
                f"{kappa}\nand ({kappa} < {number(j['kappa_floor'])}"
                f" or {identical} < {number(j['identical_floor'])})"
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
