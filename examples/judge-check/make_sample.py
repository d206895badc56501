"""Regenerate sample.jsonl, the events `seer-stream judge-check` sends by default, from
the gold set in ../../../shared/goldset/ (or $SEER_GOLDSET): 20 answerable and 20
incomplete events, alternating, each question asked once (an incomplete event derived
from a chosen answerable one would repeat its question)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
GOLDSET = Path(os.environ.get("SEER_GOLDSET") or HERE.parents[2] / "shared" / "goldset")
PER_KIND = 20
SEED = 15  # the issue that asked for the command: any fixed seed keeps the file stable


def load(name: str) -> list[dict[str, Any]]:
    with (GOLDSET / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def fact(requirement: dict[str, Any]) -> str:
    """The labelled fact; rows without sentence labels name it by its passages."""
    ids = ", ".join(requirement["supporting_ids"]) or "no passage"
    return requirement.get("fact") or requirement.get("question") or f"the fact in {ids}"


def slim(row: dict[str, Any]) -> dict[str, Any]:
    """The event and the labels judge-check reads; sentence labels left out (size)."""
    gold = row["gold"]
    return {
        "event_id": row["id"],
        "task": row["task"],
        "context": row["context"],
        "metadata": {"dataset": gold["dataset"], "answerable": str(gold["answerable"]).lower()},
        "gold": {
            "supporting_ids": gold["supporting_ids"],
            "requirements": [
                {"fact": fact(r), "supporting_ids": r["supporting_ids"]}
                for r in gold["requirements"]
            ],
            "expected": gold["expected"],
            "answer": gold.get("answer"),
            "dataset": gold["dataset"],
        },
    }


def pick(rows: list[dict[str, Any]], taken: set[str], rng: random.Random) -> list[dict[str, Any]]:
    rows = sorted(rows, key=lambda r: r["id"])
    rng.shuffle(rows)
    chosen = []
    for row in rows:
        if row["task"] not in taken:
            taken.add(row["task"])
            chosen.append(row)
        if len(chosen) == PER_KIND:
            break
    return chosen


def main() -> None:
    rng = random.Random(SEED)
    taken: set[str] = set()
    answerable = pick(load("answerable.jsonl"), taken, rng)
    incomplete = pick(load("incomplete.jsonl"), taken, rng)
    with (HERE / "sample.jsonl").open("w", encoding="utf-8") as out:
        for pair in zip(answerable, incomplete, strict=True):
            for row in pair:
                out.write(json.dumps(slim(row), ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
