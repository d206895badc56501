"""Cases, checks and test groups, and how they are written for promtool.

A case holds the checks it claims (an alert's state on a segment at a minute), each checked
against the model before it is written (`expect`, `never`): a claim the model does not bear
out is a CaseError, not a test. Annotations are rendered from the rules' own templates.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from counters import Series, selector
from model import Settings, Timeline


class CaseError(ValueError):
    pass


@dataclass
class Check:
    alert: str
    match: dict[str, str]  # the labels that pick the series out
    labels: dict[str, str]  # all of the alert's labels
    minute: int
    state: str


@dataclass
class Case:
    title: str
    checks: list[Check] = field(default_factory=list)


def expect(
    s: Settings,
    case: Case,
    tl: Timeline,
    alert: str,
    match: dict[str, str],
    t: int,
    want: str,
) -> None:
    """Claim: `alert` on the series that `match` picks is in state `want` at minute t."""
    if t >= len(tl.state):
        raise CaseError(f"{case.title}: minute {t} is past the simulated time")
    got = tl.state[t]
    if got != want:
        raise CaseError(f"{case.title}: {alert} on {match} is {got} at minute {t}, not {want}")
    full = {**match, "severity": s.severity(alert)}
    case.checks.append(Check(alert, match, full, t, want))


def never(
    s: Settings,
    case: Case,
    tl: Timeline,
    alert: str,
    match: dict[str, str],
    until: int,
) -> None:
    """Claim: `alert` is not even pending on that series up to minute `until`."""
    states = tl.state[: until + 1]
    if any(st != "inactive" for st in states):
        first = next(i for i, st in enumerate(states) if st != "inactive")
        raise CaseError(f"{case.title}: {alert} on {match} is active at minute {first}")
    expect(s, case, tl, alert, match, until, "inactive")


# --- promtool's YAML ----------------------------------------------------------------------


def quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _flow(mapping: dict[str, str]) -> str:
    return "{" + ", ".join(f"{k}: {quote(v)}" for k, v in mapping.items()) + "}"


def _check_yaml(check: Check) -> str:
    if check.state == "inactive":
        samples = "[]"
    else:
        labels = {"alertname": check.alert, "alertstate": check.state, **check.labels}
        samples = (
            f"[{{labels: {quote(selector('ALERTS', dict(sorted(labels.items()))))}, value: 1}}]"
        )
    expr = selector("ALERTS", {"alertname": check.alert, **check.match})
    return f"      - {{expr: {quote(expr)}, eval_time: {check.minute}m, exp_samples: {samples}}}"


_TEMPLATE = re.compile(r"\{\{\s*(.*?)\s*\}\}")
# {{ if $labels.x }}...{{ else }}...{{ end }}, not nested: the branch the alert's labels take
_BRANCH = re.compile(
    r"\{\{\s*if \$labels\.(\w+)\s*\}\}(.*?)\{\{\s*else\s*\}\}(.*?)\{\{\s*end\s*\}\}", re.S
)


def humanize_duration(v: float) -> str:
    if v == 0:
        return "0s"
    if abs(v) < 1:
        raise ValueError("sub-second durations are not rendered by this generator")
    sign = "-" if v < 0 else ""
    whole = int(abs(v))
    seconds, minutes_, hours, days = (
        whole % 60,
        whole // 60 % 60,
        whole // 3600 % 24,
        whole // 86400,
    )
    if days:
        return f"{sign}{days}d {hours}h {minutes_}m {seconds}s"
    if hours:
        return f"{sign}{hours}h {minutes_}m {seconds}s"
    if minutes_:
        return f"{sign}{minutes_}m {seconds}s"
    return f"{sign}{abs(v):.4g}s"


def render(template: str, labels: dict[str, str], value: float) -> str:
    def one(match: re.Match[str]) -> str:
        expr = match.group(1)
        if expr.startswith("$labels."):
            return labels[expr[len("$labels.") :]]
        if expr == '$value | printf "%.2f"':
            if abs(value * 100 - math.floor(value * 100) - 0.5) < 1e-6:
                raise CaseError(f"{value} rounds ambiguously to two decimals")
            return f"{value:.2f}"
        if expr == '$value | printf "%.0f"':
            return f"{value:.0f}"
        if expr == "$value | humanizeDuration":
            return humanize_duration(value)
        if expr == "$value | humanizePercentage":
            return f"{value * 100:.4g}%"
        raise ValueError(f"the template {{{{ {expr} }}}} is not known to the test generator")

    def branch(match: re.Match[str]) -> str:
        return match.group(2) if labels.get(match.group(1)) else match.group(3)

    return _TEMPLATE.sub(one, _BRANCH.sub(branch, template))


Firing = list[tuple[dict[str, str], float]]  # each firing series' labels and value


def alert_rule_yaml(s: Settings, alert: str, minute: int, firing: Firing) -> list[str]:
    rule = s.alerts[alert]
    out = [f"      - eval_time: {minute}m", f"        alertname: {alert}"]
    if not firing:
        out[-1] += "\n        exp_alerts: []"
        return out
    out.append("        exp_alerts:")
    for labels, value in firing:
        full = {**labels, "severity": s.severity(alert)}
        out.append(f"          - exp_labels: {_flow(full)}")
        out.append("            exp_annotations:")
        for name in ("summary", "description", "runbook_url"):
            text = render(str(rule["annotations"][name]), full, value)
            out.append(f"              {name}: {quote(text)}")
    return out


def _wrap(text: str, width: int) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


ExprTest = tuple[str, int, list[tuple[str, float]]]  # expr, minute, expected samples


def expr_test(
    record: str, labels: dict[str, str], t: int, value: float | None, query: str = ""
) -> ExprTest:
    """`query` (the recorded series `record` by default) at minute t: `record` on `labels`
    with `value`, or nothing (None)."""
    series = selector(record, labels)
    return (query or record, t, [] if value is None else [(series, value)])


@dataclass
class Group:
    name: str
    comment: str
    end: int
    series: list[tuple[str | None, Series]] = field(default_factory=list)
    cases: list[tuple[str, list[Check]]] = field(default_factory=list)
    rule_tests: list[tuple[str, str, int, Firing]] = field(default_factory=list)
    exprs: list[tuple[str, list[ExprTest]]] = field(default_factory=list)

    def add_series(self, series: list[Series], comment: str | None = None) -> None:
        for i, one in enumerate(series):
            self.series.append((comment if i == 0 else None, one))

    def add_case(self, case: Case) -> None:
        self.cases.append((case.title, case.checks))

    def yaml(self, s: Settings) -> list[str]:
        out = ["", f"  # {'=' * 86}"]
        out += [f"  # {line}" for line in _wrap(self.comment, 86)]
        out += [f"  - name: {quote(self.name)}", "    interval: 1m", "    input_series:"]
        for comment, one in self.series:
            if comment:
                out += [f"      # {line}" for line in _wrap(comment, 84)]
            out.append(f"      - series: {quote(one.selector())}")
            out.append(f"        values: {quote(one.notation)}")
        if self.cases or self.exprs:
            out.append("    promql_expr_test:")
        for title, checks in self.cases:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            out += [_check_yaml(c) for c in checks]
        for title, tests in self.exprs:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            for expr, minute, samples in tests:
                rows = ", ".join(f"{{labels: {quote(lb)}, value: {v!r}}}" for lb, v in samples)
                out.append(
                    f"      - {{expr: {quote(expr)}, eval_time: {minute}m, exp_samples: [{rows}]}}"
                )
        if self.rule_tests:
            out.append("    alert_rule_test:")
        for title, alert, minute, firing in self.rule_tests:
            out += [f"      # {line}" for line in _wrap(title, 84)]
            out += alert_rule_yaml(s, alert, minute, firing)
        return out
