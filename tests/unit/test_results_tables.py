"""The demo's and `summary`'s tables: labels as /metrics shows them, one row per reason."""

from __future__ import annotations

from collections import Counter

from rich.console import Console

from stream.kafka import Record
from stream.results import MAX_REASON_ROWS, dead_letter_table, reason_table, segment_table


def rendered(table: object) -> str:
    console = Console(width=200, record=True)
    console.print(table)
    return console.export_text()


def test_segments_are_the_labels_the_worker_counted_under() -> None:
    results = [
        # The worker's own labels: sanitised (and folded), as /metrics shows them.
        {"recall": 1.0, "metadata": {"env": "prod env!"}, "segment": {"env": "prod_env"}},
        # A result without them (an older worker, or `score`): sanitised the same way.
        {"recall": 0.5, "metadata": {"env": "prod env!"}},
        {"recall": 0.0, "metadata": {}},
    ]
    text = rendered(segment_table(results, ["env"]))
    assert "prod_env" in text and "prod env!" not in text and "unset" in text
    row = next(line for line in text.splitlines() if "prod_env" in line)
    assert "│      2 │" in row and "0.750" in row


def test_dead_letters_are_counted_by_code_and_reason() -> None:
    def dead(code: str, reason: str) -> Record:
        headers = {"seer-reason-code": code.encode(), "seer-reason": reason.encode()}
        return Record("dlq", 0, 0, None, b"x", headers)

    records = [dead("invalid_event", "task: Field required")] * 2 + [
        dead("invalid_event", "context: Input should be a valid array"),
        dead("not_json", "not JSON"),
    ]
    text = rendered(dead_letter_table(records))
    lines = [line for line in text.splitlines() if line.startswith("│")]
    assert [line.split("│")[1:4] for line in lines] == [
        [" invalid_event ", " task: Field required                   ", "     2 "],
        [" invalid_event ", " context: Input should be a valid array ", "     1 "],
        [" not_json      ", " not JSON                               ", "     1 "],
    ]


def test_past_the_row_limit_the_rest_are_one_line() -> None:
    reasons = Counter({("oversize", f"record is {n} bytes"): 1 for n in range(50)})
    text = rendered(reason_table(reasons, "Dead letters"))
    rows = [line for line in text.splitlines() if line.startswith("│")]
    assert len(rows) == MAX_REASON_ROWS + 1
    assert "30 more reasons" in rows[-1] and rows[-1].rstrip().endswith("30 │")
