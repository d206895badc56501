"""The Grafana dashboards' queries, checked against the recording rules: every filled
query well formed (and parsed by promtool), rates over $__rate_interval, figures read from
the recorded series of the chosen window (or the judge window) and never from the raw
counters, each recorded name a rule of the rules file, pooled means, shares and bounds
computed with the rules' own formula, and the change, operations and judge panels'
queries.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from grafana import build
from grafana import queries as q
from grafana.dashboards import (
    CHANGE_UID,
    JUDGE_UID,
    OPERATIONS_UID,
    QUALITY_UID,
    fill,
    panel_queries,
)
from tests.support.dashboards import (
    CONFIG,
    KEYS,
    RULES_FILE,
    VALUES,
    Z,
    all_queries,
    boards_by_uid,
)
from tests.support.tools import tool


def _balanced(expr: str) -> bool:
    """Brackets pair up outside string literals, and strings close."""
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    quoted = False
    escaped = False
    for char in expr:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "([{":
            stack.append(char)
        elif char in pairs and (not stack or stack.pop() != pairs[char]):
            return False
    return not stack and not quoted


# --- queries and the recording rules --------------------------------------------------------


def test_filled_queries_are_well_formed() -> None:
    queries = all_queries()
    # Every query in the JSON is read, nested ones too: as many as "expr" keys hold.
    exprs = sum(json.dumps(board).count('"expr": ') for board in boards_by_uid().values())
    assert len(queries) == exprs
    for uid, title, expr in queries:
        filled = fill(expr, VALUES)
        assert "$" not in filled and "[[" not in filled, (uid, title, filled)
        assert _balanced(filled), (uid, title, filled)


def test_rates_use_the_rate_interval_and_totals_the_range() -> None:
    for _, title, expr in all_queries():
        for window in re.findall(r"\brate\([^\[]*\[([^\]]*)\]", expr):
            assert window == "$__rate_interval", title
        for window in re.findall(r"\bincrease\([^\[]*\[([^\]]*)\]", expr):
            assert window == "$__range", title


def test_no_query_reads_the_removed_window_gauges() -> None:
    """The worker exports no `seer_window_*` gauges and no `period` label any more."""
    for uid, board in boards_by_uid().items():
        text = build.render(board)
        assert "seer_window_" not in text, uid
        for title, expr in panel_queries(board):
            assert "period" not in expr, (uid, title)


def _recorded_names(expr: str) -> list[str]:
    return re.findall(r"\b(?:segment|job):[\w:]+(?:\$\{window\})?", expr)


def test_quality_figures_read_the_recording_rules_of_the_chosen_window() -> None:
    """Means, shares, bounds and counts come from `segment:*_${window}` rules selected by
    the segment variables (or base/test), never from the raw counters."""
    boards = boards_by_uid()
    for uid in (QUALITY_UID, CHANGE_UID):
        for title, expr in panel_queries(boards[uid]):
            assert "seer_segment_" not in expr, (uid, title)
            if "seer_event_" in expr:  # the per-event histograms
                continue
            names = _recorded_names(expr)
            assert names, (uid, title)
            for name in names:
                assert re.fullmatch(r"segment:seer_\w+:\w+_\$\{window\}", name), (uid, title)
            for selector in re.findall(r"segment:[\w:]+_\$\{window\}(\{[^}]*\})", expr):
                assert 'env=~"$env"' in selector, (uid, title)
            assert len(re.findall(r"segment:[\w:]+_\$\{window\}\{", expr)) == len(names)


def test_every_recorded_name_is_a_rule_for_every_window() -> None:
    rules = yaml.safe_load(RULES_FILE.read_text(encoding="utf-8"))
    records = {r["record"] for g in rules["groups"] for r in g["rules"] if "record" in r}
    names = {n for _, _, expr in all_queries() for n in _recorded_names(expr)}
    assert "job:seer_oldest_unscored_event_age_seconds:max" in names
    assert "segment:seer_received:count_${window}" in names
    for window in q.WINDOWS:
        for name in names:
            assert fill(name, {"window": window}) in records, (window, name)


def _rule_exprs(window: str) -> dict[str, str]:
    rules = yaml.safe_load(RULES_FILE.read_text(encoding="utf-8"))
    return {
        r["record"]: r["expr"]
        for g in rules["groups"]
        for r in g["rules"]
        if r.get("record", "").endswith(f"_{window}")
    }


def _unpooled(expr: str) -> str:
    """A pooled expression with each `sum(<rule>{<selector>})` read as the rule itself."""
    return re.sub(r"sum\((segment:[\w:]+)\{[^}]*\}\)", r"\1", fill(expr, {"window": "15m"}))


@pytest.mark.parametrize("metric", q.METRICS)
def test_pooled_mean_and_bounds_are_the_rules_formula(metric: q.Metric) -> None:
    """Read for one segment, the pooled expression is the rule's, its mean inlined: the
    same operations on the same numbers, hence the recorded value to the bit (its standard
    error inlined too)."""
    rules = _rule_exprs("15m")
    count = "seer_ndcg" if metric == "ndcg" else "seer_events"
    mean, error = f"segment:seer_{metric}:mean_15m", f"segment:seer_{metric}:stderr_15m"
    assert rules[mean] == f"segment:seer_{metric}:sum_15m / segment:{count}:count_15m"
    assert _unpooled(q.pooled_mean(metric, KEYS)) == rules[mean]
    for bound in ("lower", "upper"):
        inlined = rules[f"segment:seer_{metric}:{bound}_15m"]
        inlined = re.sub(re.escape(error) + r"\b", rules[error], inlined)
        inlined = re.sub(re.escape(mean) + r"\b", rules[mean], inlined)
        assert _unpooled(q.pooled_bound(metric, bound, KEYS, Z)) == inlined, bound


@pytest.mark.parametrize("share", q.SHARES)
def test_pooled_share_and_wilson_bounds_are_the_rules_formula(share: q.Share) -> None:
    rules = _rule_exprs("15m")
    ratio = f"segment:seer_{share}:ratio_15m"
    assert _unpooled(q.pooled_share(share, KEYS)) == rules[ratio]
    for bound in ("lower", "upper"):
        inlined = re.sub(
            re.escape(ratio) + r"\b",
            f"({rules[ratio]})",
            rules[f"segment:seer_{share}:{bound}_15m"],
        )
        assert _unpooled(q.pooled_share_bound(share, bound, KEYS, Z)) == inlined, bound


def test_change_queries_compare_base_and_test() -> None:
    queries = panel_queries(boards_by_uid()[CHANGE_UID])
    for title, expr in queries:
        assert "$feature_flag" not in expr, title
        assert 'feature_flag="$base"' in expr or 'feature_flag="$test"' in expr, title
    [verdict] = [e for t, e in queries if t == "Recall: unpaired Welch test"]
    assert verdict == q.change_verdict("recall", KEYS, "feature_flag", Z)
    assert f"> bool {q.number(Z)}) - (" in verdict and f"< bool -{q.number(Z)})" in verdict
    [needed] = [e for t, e in queries if t == "Recall: events needed per arm"]
    assert needed.startswith(f"clamp_min(ceil({q.number(Z + q.POWER_Z)} ^ 2 * (")
    assert needed.endswith(") / $min_effect ^ 2), 2)")
    board = boards_by_uid()[CHANGE_UID]
    assert "Welch" in board["description"] and "unpaired" in board["description"]
    rows = [p["title"] for p in board["panels"] if p["type"] == "row"]
    assert rows[0] == "Evidence (unpaired: Welch's test over each arm's counters)"


def test_operations_shows_the_oldest_unscored_event_and_received_vs_scored() -> None:
    queries = panel_queries(boards_by_uid()[OPERATIONS_UID])
    assert [e for t, e in queries if t == "Oldest unscored event"] == [
        "job:seer_oldest_unscored_event_age_seconds:max",
        'max by (instance) (seer_oldest_unscored_event_age_seconds{job="seer-stream"})',
    ]
    segments = 'env=~"$env", feature_flag=~"$feature_flag"'
    assert [e for t, e in queries if t == "Received vs scored per segment"] == [
        f"segment:seer_received:count_${{window}}{{{segments}}}",
        f"segment:seer_events:count_${{window}}{{{segments}}}",
    ]


@pytest.mark.integration
def test_promtool_parses_every_filled_query(tmp_path: Path) -> None:
    """`promtool check rules` parses each expression, as a recording rule (no server)."""
    lines = ["groups:", "  - name: dashboards", "    rules:"]
    for n, (_, _, expr) in enumerate(all_queries()):
        filled = fill(expr, VALUES).replace("'", "''")
        lines += [f"      - record: dashboard_query_{n}", f"        expr: '{filled}'"]
    rules = tmp_path / "rules.yaml"
    rules.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = subprocess.run(
        [tool("promtool"), "check", "rules", str(rules)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr


# --- the Judge dashboard ----------------------------------------------------------------


def test_judge_figures_are_recorded_rules_of_the_judge_window() -> None:
    rules = yaml.safe_load(RULES_FILE.read_text(encoding="utf-8"))
    records = {r["record"] for g in rules["groups"] for r in g["rules"] if "record" in r}
    queries = panel_queries(boards_by_uid()[JUDGE_UID])
    names = {n for _, e in queries for n in re.findall(r"\b(?:segment_)?judge:[\w:]+", e)}
    window = CONFIG["judge"]["window"]
    assert names and all(n.endswith(f"_{window}") for n in names), names
    assert names <= records, names - records
    assert "segment_judge:seer_recall:corrected_mean_1h" in names
    assert "judge:seer_recheck:kappa_1h" in names and "judge:seer_canary_f1:upper_1h" in names
    for title, expr in queries:
        if "segment_judge:" in expr:
            assert 'env=~"$env", feature_flag=~"$feature_flag"' in expr, title
