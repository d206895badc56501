"""How `seer-stream judge-check` shows its report: one JSON document (`--json`), or a
table of the same figures with what failed and why in its caption."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from stream.judge_check import Report, fig, percentile


def _round(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def report_json(report: Report) -> dict[str, Any]:
    tp, fp, fn = report.counts
    events = report.events or 1
    latencies = report.latencies
    return {
        "model": report.model,
        "endpoint": report.endpoint,
        "response_format": report.response_format,
        "events": {
            "sent": report.events,
            "judged": report.judged,
            "failed": report.events - report.judged,
            "unlabelled_skipped": report.unlabelled,
            "failures": report.failures,
        },
        "answers": {
            "replies": len(report.replies),
            "as_is": report.as_is,
            "repaired": report.repaired,
            "unreadable": report.unreadable,
            "repairs": report.repairs,
            "readable_share": _round(report.readable_share),
        },
        "citations": {
            "true_positives": tp,
            "false_positives": fp,
            "false_negatives": fn,
            "precision": _round(report.precision),
            "recall": _round(report.recall),
            "f1": _round(report.f1),
            "dropped": report.dropped_citations,
        },
        "recall": {
            "auroc": _round(report.auroc),
            "answerable": len(report._estimates(True)),
            "incomplete": len(report._estimates(False)),
            "mean_absolute_error": _round(report.recall_mae),
        },
        "latency_s": {
            "p50": _round(percentile(latencies, 0.5)),
            "p95": _round(percentile(latencies, 0.95)),
            "mean_request": _round(report.mean_request_s),
        },
        "requests": report.requests,
        "requests_per_event": _round(report.requests_per_event),
        "tokens_per_event": {
            "prompt": _round(report.prompt_tokens / events, 1),
            "completion": _round(report.completion_tokens / events, 1),
        },
        "cost_usd_per_1000_events": _round(report.cost_usd / events * 1000, 6)
        if report.priced
        else None,
        "capacity": {
            "rate_per_s": report.rate,
            "concurrency_needed": report.concurrency_needed,
            "measured_at_concurrency": report.concurrency,
        },
        "floors": {"min_f1": report.min_f1, "min_readable": report.min_readable},
        "below": report.below,
        "ok": report.ok,
    }


def report_table(report: Report) -> Table:
    doc = report_json(report)
    answers, citations, recall = doc["answers"], doc["citations"], doc["recall"]
    latency, tokens = doc["latency_s"], doc["tokens_per_event"]
    replies = answers["replies"] or 1
    cost = doc["cost_usd_per_1000_events"]
    rows: list[tuple[str, str]] = [
        ("events judged", f"{report.judged} of {report.events}"),
        (
            "requests per event",
            f"{report.requests_per_event:.2f} ({report.requests} requests)",
        ),
        ("answers read as-is", f"{answers['as_is']} ({answers['as_is'] / replies:.0%})"),
        ("answers read after repair", f"{answers['repaired']}"),
        # One row a kind: a reply may need several, so they can add up to more.
        *((f"  with {kind}", str(n)) for kind, n in answers["repairs"].items() if n),
        ("answers unreadable", f"{answers['unreadable']}"),
        ("citation precision", fig(report.precision)),
        ("citation recall", fig(report.recall)),
        ("citation F1", fig(report.f1)),
        (
            "recall AUROC",
            f"{fig(report.auroc)} ({recall['answerable']} answerable vs "
            f"{recall['incomplete']} incomplete)",
        ),
        ("recall mean abs. error", fig(report.recall_mae)),
        ("latency p50 / p95", f"{fig(latency['p50'], 2)} s / {fig(latency['p95'], 2)} s"),
        (
            "tokens per event",
            f"{tokens['prompt']:.0f} prompt, {tokens['completion']:.0f} completion",
        ),
        (
            "cost per 1,000 events",
            f"${cost:.4f}" if cost is not None else "- (set SEER_LLM_*_USD_PER_MTOK)",
        ),
        (
            f"concurrency for {report.rate:g} events/s",
            f"{fig(report.concurrency_needed, 0) if report.concurrency_needed else '-'} "
            "(SEER_LLM_CONCURRENCY)",
        ),
    ]
    caption = [
        f"{report.endpoint}, SEER_LLM_RESPONSE_FORMAT={report.response_format}, "
        f"measured with {report.concurrency} in flight",
        "citations micro over events, against the gold passages in each context",
    ]
    if report.dropped_citations:
        caption.append(f"citations of passages not in the context, dropped: {citations['dropped']}")
    if report.unlabelled:
        caption.append(f"events without labels, not sent: {report.unlabelled}")
    for reason, count in sorted(report.failures.items(), key=lambda item: -item[1])[:3]:
        caption.append(f"not judged ({count}): {reason[:160]}")
    caption.extend(f"FAIL: {line}" for line in report.below)
    table = Table(
        title=f"Judge check: {report.model}",
        caption=Text("\n".join(caption)),
        caption_justify="left",
    )
    table.add_column("measure")
    table.add_column("value", justify="right")
    for name, value in rows:
        table.add_row(name, Text(value))
    return table
