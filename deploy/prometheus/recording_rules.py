"""The recording rules of each window (counts, sums, means with their intervals, shares with
a Wilson interval, the baseline) and of the workers' health."""

from __future__ import annotations

from typing import Any

from deploy.prometheus.promql import COUNTED_BY, MEANS, SHARES, number, seconds, variance_of_mean
from deploy.prometheus.rule_base import RuleBase


class RecordingRules(RuleBase):
    """The windows' and the health recording rules."""

    def _ranged(self, selector: str, window: str) -> str:
        """`selector` over the window, ending `query_offset` before the evaluation (see
        `_gained`)."""
        series = f"{selector}[{self.d(window)}]"
        if seconds(self.offset):
            series += f" offset {self.d(self.offset)}"
        return series

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
        series = self._ranged(f"{counter}{{{self.job}}}", window)
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
        half = f"{number(self.z)} * {error}"
        return [
            {"record": mean, "expr": f"{total} / {n}"},
            # recorded once: the bounds and every quality alert read it (an alert's text is
            # parsed at each evaluation, and the standard error was most of it)
            {"record": error, "expr": f"sqrt({variance_of_mean(total, squares, n)})"},
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
        center = f"({ratio} + {number(z2 / 2)} / {n}) / (1 + {number(z2)} / {n})"
        half = (
            f"{number(self.z)} / (1 + {number(z2)} / {n})"
            f" * sqrt({ratio} * (1 - {ratio}) / {n} + {number(z2 / 4)} / {n} ^ 2)"
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
            for metric, counted in COUNTED_BY.items():
                rules.append(
                    {
                        "record": f"segment:seer_{metric}:baseline_{w}",
                        "expr": f"segment:seer_{metric}:mean_{w}"
                        f" and segment:{counted}:count_{w} >= {minimum}",
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
