"""Write the everyday-questions set from its sources as gold-set records.

Each source line is one question as a newcomer types it ("who wrote the hobbit"), a
passage that answers it in its own words and a distractor on the same topic. The
answerable record holds both (the support first in every other record), its incomplete
twin the distractor alone. `source_dev.jsonl` is tuned on, `source_heldout.jsonl` only
measured with; `tests/data/everyday/README.md` says who wrote which.

Usage: python tests/data/everyday/build.py   (rewrites dev/ and heldout/ next to it)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SPLITS = ("dev", "heldout")
FILES = ("answerable.jsonl", "incomplete.jsonl")


def sources(split: str) -> list[dict[str, str]]:
    with (HERE / f"source_{split}.jsonl").open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def event(item: dict[str, str], split: str, number: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The item's answerable record and its incomplete twin, in the gold set's shape."""
    ident = f"everyday:{split}:{item['kind']}-{number:03d}"
    texts = [item["support"], item["distractor"]]
    if number % 2 == 0:  # the support is not always the first passage
        texts.reverse()
    context = [
        {"id": f"p{i}", "text": text, "score": round(1.0 - 0.05 * (i - 1), 2)}
        for i, text in enumerate(texts, start=1)
    ]
    support = "p1" if number % 2 else "p2"
    gold: dict[str, Any] = {
        "supporting_ids": [support],
        "answerable": True,
        "requirements": [{"fact": item["support"], "supporting_ids": [support]}],
        "dataset": "everyday",
        "style": "everyday",
        "type": item["kind"],
        "batch": item["batch"],
        "num_hops": 1,
        "expected": {"recall": 1.0, "precision": 0.5},
        "split": split,
    }
    answerable = {"id": ident, "task": item["task"], "context": context, "gold": gold}
    incomplete = {
        "id": ident + ":incomplete",
        "task": item["task"],
        "context": [{"id": "p1", "text": item["distractor"], "score": 1.0}],
        "gold": {
            **gold,
            "answerable": False,
            "derived": f"removed {support}",
            "derived_from": ident,
            "missing_supporting_ids": [support],
            "supporting_ids": [],
            "requirements": [],
            "expected": {"recall": 0.0, "precision": 0.0},
        },
    }
    return answerable, incomplete


def records() -> dict[str, dict[str, list[dict[str, Any]]]]:
    """{split: {file name: records}}, in source order, numbered from 1 in each split."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for split in SPLITS:
        pairs = [event(item, split, n) for n, item in enumerate(sources(split), start=1)]
        out[split] = {FILES[0]: [a for a, _ in pairs], FILES[1]: [i for _, i in pairs]}
    return out


def render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)


def main() -> int:
    for split, files in records().items():
        folder = HERE / split
        folder.mkdir(exist_ok=True)
        for name, rows in files.items():
            (folder / name).write_text(render(rows), encoding="utf-8")
            print(f"{folder / name}: {len(rows)} records")
    return 0


if __name__ == "__main__":
    sys.exit(main())
