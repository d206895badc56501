"""Write the single-hop development set from its sources as gold-set records.

`source.py` holds the first batches; `source_dev2.py`, `source_dev3.py`, `source_dev4.py`,
`source_dev5.py`, `source_dev6.py`, `source_dev7.py`, `source_dev8.py`, `source_dev9.py`,
`source_dev10.py`, `source_dev11.py`, `source_dev12.py`, `source_dev13.py`, `source_dev14.py`,
`source_dev15.py`, `source_dev16.py`, `source_dev17.py`, `source_dev18.py`, `source_dev19.py`,
`source_dev20.py`, `source_dev21.py`, `source_dev22.py`, `source_dev23.py`, `source_dev24.py`,
`source_dev25.py`, `source_dev26.py`, `source_dev27.py`, `source_dev28.py`, `source_dev29.py`,
`source_dev30.py`, `source_dev31.py`, `source_dev32.py`, `source_dev33.py`, `source_dev35.py`,
`source_dev34.py`, `source_dev36.py` to `source_dev63.py`
later dev batches (in the order they were added) and
`source_heldout2.py`, `source_heldout3.py`, `source_heldout4.py`, `source_heldout5.py` and
`source_heldout6.py` later held-out batches, kept in files of their own so that whoever tunes
on the dev questions never has the held-out ones in front of them.

Usage: python tests/data/singlehop/build.py   (rewrites dev/ and heldout/ next to it)

The records have the shape of `../shared/goldset/*.jsonl` (SPEC §2 events plus a `gold`
object), so `bench/goldset_lexical.py` reads both. `tests/unit/test_lexical_devset.py`
checks that the files are what this script writes.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.singlehop import (  # noqa: E402
    source,
    source_dev2,
    source_dev3,
    source_dev4,
    source_dev5,
    source_dev6,
    source_dev7,
    source_dev8,
    source_dev9,
    source_dev10,
    source_dev11,
    source_dev12,
    source_dev13,
    source_dev14,
    source_dev15,
    source_dev16,
    source_dev17,
    source_dev18,
    source_dev19,
    source_dev20,
    source_dev21,
    source_dev22,
    source_dev23,
    source_dev24,
    source_dev25,
    source_dev26,
    source_dev27,
    source_dev28,
    source_dev29,
    source_dev30,
    source_dev31,
    source_dev32,
    source_dev33,
    source_dev34,
    source_dev35,
    source_dev36,
    source_dev37,
    source_dev38,
    source_dev39,
    source_dev40,
    source_dev41,
    source_dev42,
    source_dev43,
    source_dev44,
    source_dev45,
    source_dev46,
    source_dev47,
    source_dev48,
    source_dev49,
    source_dev50,
    source_dev51,
    source_dev52,
    source_dev53,
    source_dev54,
    source_dev55,
    source_dev56,
    source_dev57,
    source_dev58,
    source_dev59,
    source_dev60,
    source_dev61,
    source_dev62,
    source_dev63,
    source_heldout2,
    source_heldout3,
    source_heldout4,
    source_heldout5,
    source_heldout6,
)
from tests.data.singlehop.source import Q  # noqa: E402

# Appended in this order, so that later batches never renumber earlier records.
QUESTIONS = [
    *source.QUESTIONS,
    *source_dev2.QUESTIONS,
    *source_heldout2.QUESTIONS,
    *source_dev3.QUESTIONS,
    *source_dev4.QUESTIONS,
    *source_dev5.QUESTIONS,
    *source_dev6.QUESTIONS,
    *source_dev7.QUESTIONS,
    *source_dev8.QUESTIONS,
    *source_dev9.QUESTIONS,
    *source_dev10.QUESTIONS,
    *source_dev11.QUESTIONS,
    *source_dev12.QUESTIONS,
    *source_dev13.QUESTIONS,
    *source_dev14.QUESTIONS,
    *source_dev15.QUESTIONS,
    *source_dev16.QUESTIONS,
    *source_dev17.QUESTIONS,
    *source_dev18.QUESTIONS,
    *source_dev19.QUESTIONS,
    *source_dev20.QUESTIONS,
    *source_heldout3.QUESTIONS,
    *source_dev21.QUESTIONS,
    *source_dev22.QUESTIONS,
    *source_heldout4.QUESTIONS,
    *source_dev23.QUESTIONS,
    *source_dev24.QUESTIONS,
    *source_dev25.QUESTIONS,
    *source_dev26.QUESTIONS,
    *source_dev27.QUESTIONS,
    *source_dev28.QUESTIONS,
    *source_heldout5.QUESTIONS,
    *source_dev29.QUESTIONS,
    *source_dev30.QUESTIONS,
    *source_dev31.QUESTIONS,
    *source_dev32.QUESTIONS,
    *source_heldout6.QUESTIONS,
    *source_dev33.QUESTIONS,
    *source_dev35.QUESTIONS,
    *source_dev34.QUESTIONS,
    *source_dev36.QUESTIONS,
    *source_dev37.QUESTIONS,
    *source_dev38.QUESTIONS,
    *source_dev39.QUESTIONS,
    *source_dev40.QUESTIONS,
    *source_dev41.QUESTIONS,
    *source_dev42.QUESTIONS,
    *source_dev43.QUESTIONS,
    *source_dev44.QUESTIONS,
    *source_dev45.QUESTIONS,
    *source_dev46.QUESTIONS,
    *source_dev47.QUESTIONS,
    *source_dev48.QUESTIONS,
    *source_dev49.QUESTIONS,
    *source_dev50.QUESTIONS,
    *source_dev51.QUESTIONS,
    *source_dev52.QUESTIONS,
    *source_dev53.QUESTIONS,
    *source_dev54.QUESTIONS,
    *source_dev55.QUESTIONS,
    *source_dev56.QUESTIONS,
    *source_dev57.QUESTIONS,
    *source_dev58.QUESTIONS,
    *source_dev59.QUESTIONS,
    *source_dev60.QUESTIONS,
    *source_dev61.QUESTIONS,
    *source_dev62.QUESTIONS,
    *source_dev63.QUESTIONS,
]

SPLITS = ("dev", "heldout")
FILES = ("answerable.jsonl", "incomplete.jsonl")


def event(q: Q, number: int, dataset: str = "singlehop") -> tuple[dict[str, Any], dict[str, Any]]:
    """The question's answerable record and its incomplete twin, in the gold set's shape."""
    split = "heldout" if q.heldout else "dev"
    ident = f"{dataset}:{split}:{q.style}-{number:02d}"
    context = [
        {"id": f"p{i}", "text": text, "score": round(1.0 - 0.05 * (i - 1), 2)}
        for i, (_, text) in enumerate(q.passages, start=1)
    ]
    support = [f"p{i}" for i, (kind, _) in enumerate(q.passages, start=1) if kind == "S"]
    facts = [
        {"fact": text, "supporting_ids": [f"p{i}"]}
        for i, (kind, text) in enumerate(q.passages, start=1)
        if kind == "S"
    ]
    gold: dict[str, Any] = {
        "supporting_ids": support,
        "answer": q.answer,
        "answerable": True,
        "requirements": facts,
        "dataset": dataset,
        "style": q.style,
        "type": q.shape,
        "num_hops": len(support),
        "expected": {"recall": 1.0, "precision": round(len(support) / len(context), 4)},
        "split": split,
    }
    answerable = {"id": ident, "task": q.task, "context": context, "gold": gold}

    removed = support[q.drop]
    kept = [p for p in context if p["id"] != removed]
    left = [s for s in support if s != removed]
    incomplete = {
        "id": ident + ":incomplete",
        "task": q.task,
        "context": kept,
        "gold": {
            **gold,
            "answerable": False,
            "derived": f"removed {removed}",
            "derived_from": ident,
            "missing_supporting_ids": [removed],
            "supporting_ids": left,
            "requirements": [f for f in facts if f["supporting_ids"] != [removed]],
            "expected": {
                "recall": round(len(left) / len(support), 4),
                "precision": round(len(left) / len(kept), 4),
            },
        },
    }
    return answerable, incomplete


def records(
    questions: Sequence[Q] = QUESTIONS,
    numbered_by: Callable[[Q], str] = lambda q: q.style,
    dataset: str = "singlehop",
) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """{split: {file name: records}}, in the order of `questions`, each numbered within its
    `numbered_by` group (here its style, across both splits)."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {s: {f: [] for f in FILES} for s in SPLITS}
    numbers: dict[str, int] = {}
    for q in questions:
        group = numbered_by(q)
        numbers[group] = numbers.get(group, 0) + 1
        answerable, incomplete = event(q, numbers[group], dataset=dataset)
        split = answerable["gold"]["split"]
        out[split][FILES[0]].append(answerable)
        out[split][FILES[1]].append(incomplete)
    return out


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)


def write(root: Path, splits: dict[str, dict[str, list[dict[str, Any]]]]) -> None:
    """Each split's files in a folder of its own under `root`."""
    for split, files in splits.items():
        folder = root / split
        folder.mkdir(exist_ok=True)
        for name, rows in files.items():
            (folder / name).write_text(render(rows), encoding="utf-8")
            print(f"{folder / name}: {len(rows)} records")


def main() -> int:
    write(HERE, records())
    return 0


if __name__ == "__main__":
    sys.exit(main())
