"""A multi-hop trace in the commands that read results: counted by its final-context span,
as the workers' segment counters count it (SPEC §4)."""

from __future__ import annotations

from typing import Any

from rich.console import Console

from stream.compare import split_arms
from stream.results import intermediate_hop, segment_table


def result(event_id: str, recall: float, **span: Any) -> dict[str, Any]:
    return {
        "event_id": event_id,
        "task": "q",
        "metadata": {"env": "prod", "feature_flag": "v1"},
        "segment": {"env": "prod", "feature_flag": "v1"},
        "recall": recall,
        "precision": 0.5,
        "f1": 0.5,
        "ndcg": None,
        **span,
    }


RESULTS = [
    result("hop", 0.0, subquery="who?", is_final_context=False),
    result("final", 1.0, subquery="what?", is_final_context=True),
    result("plain", 0.5),
]


def test_an_intermediate_hop_is_in_no_segment_figure() -> None:
    assert [intermediate_hop(r) for r in RESULTS] == [True, False, False]
    console = Console(width=200, record=True)
    console.print(segment_table(RESULTS, ["env", "feature_flag"]))
    row = next(line for line in console.export_text().splitlines() if "prod" in line)
    cells = [cell.strip() for cell in row.split("│")]
    assert cells[3:5] == ["2", "0.750"], row  # events, mean recall: final and plain


def test_change_testing_leaves_intermediate_hops_out() -> None:
    arms = split_arms(RESULTS, "feature_flag", "v1", "v2")
    assert [r["event_id"] for r in arms.base] == ["final", "plain"]
