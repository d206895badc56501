"""Question sets of one answer and one distractor a question (tests/data/everyday,
tests/data/helpdesk): their sources turned into gold-set records.

Each source line is one question, a passage that answers it and a distractor on the same
topic. The answerable record holds both, its incomplete twin the distractor alone; a set
may add the distractors of the next few questions of the same batch and style to both, so
that the twin has as many passages as a retrieval returns and no rule for one passage
decides it. The support stands at every position in turn. `source_dev.jsonl` is tuned
on, `source_heldout.jsonl` only measured with.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SPLITS = ("dev", "heldout")
FILES = ("answerable.jsonl", "incomplete.jsonl")


def _context(texts: list[str]) -> list[dict[str, Any]]:
    """Passages as a retriever returns them: numbered ids, scores falling in order."""
    return [
        {"id": f"p{i}", "text": text, "score": round(1.0 - 0.05 * (i - 1), 2)}
        for i, text in enumerate(texts, start=1)
    ]


class PairedSet:
    """The set in `folder`, named `dataset` in its records; each record's style is its
    source's `style_field` where it has one, else the dataset's name; `others`: how many
    neighbours' distractors each record adds."""

    def __init__(
        self, folder: Path, dataset: str, style_field: str | None = None, others: int = 0
    ) -> None:
        self.folder, self.dataset, self.style_field = folder, dataset, style_field
        self.others = others

    def style(self, item: dict[str, str]) -> str:
        return item[self.style_field] if self.style_field else self.dataset

    def neighbours(self, items: list[dict[str, str]], at: int) -> list[str]:
        """The distractors of the `others` items after item `at` in its batch and style,
        wrapping round: passages of the same documents that answer another question."""
        item = items[at]
        group = [
            i
            for i, o in enumerate(items)
            if o["batch"] == item["batch"] and self.style(o) == self.style(item)
        ]
        here = group.index(at)
        return [
            items[group[(here + k) % len(group)]]["distractor"] for k in range(1, self.others + 1)
        ]

    def sources(self, split: str) -> list[dict[str, str]]:
        with (self.folder / f"source_{split}.jsonl").open(encoding="utf-8") as fh:
            return [json.loads(line) for line in fh if line.strip()]

    def event(
        self, item: dict[str, str], split: str, number: int, others: list[str]
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """The item's answerable record and its incomplete twin, in the gold set's shape."""
        ident = f"{self.dataset}:{split}:{item['kind']}-{number:03d}"
        rest = [item["distractor"], *others]
        at = (number - 1) % (len(rest) + 1)  # the support is not always the first passage
        texts = [*rest[:at], item["support"], *rest[at:]]
        support = f"p{at + 1}"
        gold: dict[str, Any] = {
            "supporting_ids": [support],
            "answerable": True,
            "requirements": [{"fact": item["support"], "supporting_ids": [support]}],
            "dataset": self.dataset,
            "style": self.style(item),
            "type": item["kind"],
            "batch": item["batch"],
            "num_hops": 1,
            "expected": {"recall": 1.0, "precision": round(1 / len(texts), 4)},
            "split": split,
        }
        answerable = {"id": ident, "task": item["task"], "context": _context(texts), "gold": gold}
        incomplete = {
            "id": ident + ":incomplete",
            "task": item["task"],
            "context": _context(rest),
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

    def records(self) -> dict[str, dict[str, list[dict[str, Any]]]]:
        """{split: {file name: records}}, in source order, numbered from 1 in each split."""
        out: dict[str, dict[str, list[dict[str, Any]]]] = {}
        for split in SPLITS:
            items = self.sources(split)
            pairs = [
                self.event(item, split, n, self.neighbours(items, n - 1))
                for n, item in enumerate(items, 1)
            ]
            out[split] = {FILES[0]: [a for a, _ in pairs], FILES[1]: [i for _, i in pairs]}
        return out

    @staticmethod
    def render(rows: list[dict[str, Any]]) -> str:
        return "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)

    def write(self) -> int:
        for split, files in self.records().items():
            folder = self.folder / split
            folder.mkdir(exist_ok=True)
            for name, rows in files.items():
                (folder / name).write_text(self.render(rows), encoding="utf-8")
                print(f"{folder / name}: {len(rows)} records")
        return 0
