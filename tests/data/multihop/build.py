"""Write the held-out multi-hop questions from their sources as gold-set records.

`source_heldout1.py` and `source_heldout2.py` hold two-hop questions over Wikipedia-style
leads (`Title: text`: bridges, comparisons and compositional questions, two supports and
six distractors each), written by people who never read the evaluator, the gold set or the
benchmarks. Nobody tuning the evaluator reads them: they measure the issue's multi-hop
held-out targets, which the gold set, tuned on, cannot.

Usage: python tests/data/multihop/build.py   (rewrites heldout/ next to it)

The records have the shape of `../shared/goldset/*.jsonl`, as the single-hop set's do
(`tests/data/singlehop/build.py`, whose `event` writes both), so
`bench/goldset_lexical.py` reads them.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.multihop import source_heldout1, source_heldout2  # noqa: E402
from tests.data.singlehop.build import event, render  # noqa: E402

# Appended in this order, so that later batches never renumber earlier records.
QUESTIONS = [*source_heldout1.QUESTIONS, *source_heldout2.QUESTIONS]
FILES = ("answerable.jsonl", "incomplete.jsonl")


def records() -> dict[str, list[dict[str, Any]]]:
    """{file name: records}, in the order of `QUESTIONS`."""
    out: dict[str, list[dict[str, Any]]] = {name: [] for name in FILES}
    for number, q in enumerate(QUESTIONS, start=1):
        if not q.heldout:
            raise ValueError(f"multi-hop question {number} is not marked heldout")
        answerable, incomplete = event(q, number, dataset="multihop")
        out[FILES[0]].append(answerable)
        out[FILES[1]].append(incomplete)
    return out


def main() -> int:
    folder = HERE / "heldout"
    folder.mkdir(exist_ok=True)
    for name, rows in records().items():
        (folder / name).write_text(render(rows), encoding="utf-8")
        print(f"{folder / name}: {len(rows)} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
