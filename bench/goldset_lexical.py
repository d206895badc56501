"""Measure the lexical evaluator on the gold set, next to a naive word-overlap baseline.

Usage: python bench/goldset_lexical.py [--goldset DIR]

DIR defaults to $SEER_GOLDSET, else ../shared/goldset next to the repository.
Measures (see shared/goldset/README.md):

- citation precision / recall / F1 of the cited passage ids against
  `gold.supporting_ids` on answerable.jsonl (micro over events);
- mean absolute error of estimated recall (share of requirements with at least
  one supporting passage) against `gold.expected.recall`, per file;
- AUROC of estimated recall separating answerable (positive) from incomplete
  (negative) events, ties counted half;
- mean milliseconds per event.

A benchmark, not a test: it always exits 0. `measure()` is what tests call.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from stream.evaluators.lexical import LexicalEvaluator  # noqa: E402
from stream.schema import JudgedRequirement, Judgment  # noqa: E402

Judge = Callable[[str, Sequence[str]], Judgment]

METRICS = (
    "citation_precision",
    "citation_recall",
    "citation_f1",
    "auroc",
    "recall_mae_answerable",
    "recall_mae_incomplete",
    "ms_per_event",
)

_BASELINE_STOPWORDS = """a an the of in on at to for from by with and or but is are was were be
    been being do does did has have had what which who whom whose when where why how that this these
    those it its as than then there their they he she his her him them we you your our i me my
    not no"""
_BASELINE_STOP = frozenset(_BASELINE_STOPWORDS.split())
_WORD = re.compile(r"\w+")


def default_goldset() -> Path:
    env = os.environ.get("SEER_GOLDSET")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2] / "shared/goldset"


def baseline_judge(task: str, passages: Sequence[str]) -> Judgment:
    """Naive judge: one requirement per content word; a passage supports it if it has the word."""
    words = list(dict.fromkeys(w for w in _WORD.findall(task.lower()) if w not in _BASELINE_STOP))
    if not words:
        words = [task.strip() or "answer"]
    bags = [set(_WORD.findall(p.lower())) for p in passages]
    return Judgment(
        requirements=[
            JudgedRequirement(
                text=w, supported_by=[i + 1 for i, bag in enumerate(bags) if w in bag]
            )
            for w in words
        ]
    )


def _lexical_judge() -> Judge:
    evaluator = LexicalEvaluator()

    def judge(task: str, passages: Sequence[str]) -> Judgment:
        return evaluator.judge_sync(task, passages).judgment

    return judge


def _load(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _passages(row: dict[str, Any]) -> tuple[list[str], list[str]]:
    texts: list[str] = []
    ids: list[str] = []
    for pos, item in enumerate(row["context"], start=1):
        if isinstance(item, str):
            texts.append(item)
            ids.append(f"#{pos}")
        else:
            texts.append(str(item["text"]))
            ids.append(str(item.get("id") or f"#{pos}"))
    return texts, ids


def _auroc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    if not positives or not negatives:
        return float("nan")
    wins = 0.0
    for p in positives:
        for n in negatives:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(positives) * len(negatives))


def _run(judge: Judge, rows: list[dict[str, Any]]) -> tuple[list[float], list[set[str]], float]:
    """Estimated recall and cited ids per row, and the total seconds spent judging."""
    recalls: list[float] = []
    cited: list[set[str]] = []
    spent = 0.0
    for row in rows:
        texts, ids = _passages(row)
        start = time.perf_counter()
        judgment = judge(row["task"], texts)
        spent += time.perf_counter() - start
        reqs = judgment.requirements
        present = sum(1 for r in reqs if r.supported_by)
        recalls.append(present / len(reqs) if reqs else 0.0)
        cited.append({ids[n - 1] for r in reqs for n in r.supported_by if 1 <= n <= len(ids)})
    return recalls, cited, spent


def measure(goldset_dir: Path | str | None = None, judge: Judge | None = None) -> dict[str, float]:
    """The metrics of `judge` (default: the lexical evaluator) on the gold set in `goldset_dir`."""
    root = Path(goldset_dir) if goldset_dir is not None else default_goldset()
    judge = judge or _lexical_judge()
    answerable = _load(root / "answerable.jsonl")
    incomplete = _load(root / "incomplete.jsonl")
    rec_a, cited_a, spent_a = _run(judge, answerable)
    rec_i, _, spent_i = _run(judge, incomplete)

    tp = n_cited = n_gold = 0
    for row, ids in zip(answerable, cited_a, strict=True):
        gold = set(row["gold"]["supporting_ids"])
        tp += len(ids & gold)
        n_cited += len(ids)
        n_gold += len(gold)
    precision = tp / n_cited if n_cited else 0.0
    recall = tp / n_gold if n_gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0

    def mae(rows: list[dict[str, Any]], est: list[float]) -> float:
        errs = [
            abs(e - float(r["gold"]["expected"]["recall"])) for r, e in zip(rows, est, strict=True)
        ]
        return sum(errs) / len(errs) if errs else float("nan")

    events = len(answerable) + len(incomplete)
    return {
        "citation_precision": precision,
        "citation_recall": recall,
        "citation_f1": f1,
        "auroc": _auroc(rec_a, rec_i),
        "recall_mae_answerable": mae(answerable, rec_a),
        "recall_mae_incomplete": mae(incomplete, rec_i),
        "ms_per_event": 1000.0 * (spent_a + spent_i) / events if events else 0.0,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--goldset", type=Path, default=None, help="gold set directory")
    args = parser.parse_args(argv)
    root: Path = args.goldset or default_goldset()
    if not (root / "answerable.jsonl").exists():
        print(f"no gold set at {root}", file=sys.stderr)
        return 0

    from rich.console import Console
    from rich.table import Table

    try:
        ours = measure(root)
        base = measure(root, judge=baseline_judge)
    except (OSError, ValueError, KeyError, TypeError) as exc:  # a benchmark reports, never fails
        print(f"could not measure the gold set at {root}: {exc!r}", file=sys.stderr)
        return 0
    table = Table(title=f"lexical evaluator on {root}")
    table.add_column("metric")
    table.add_column("lexical", justify="right")
    table.add_column("baseline", justify="right")
    for key in METRICS:
        fmt = "{:.2f}" if key == "ms_per_event" else "{:.3f}"
        table.add_row(key, fmt.format(ours[key]), fmt.format(base[key]))
    Console().print(table)
    return 0


if __name__ == "__main__":
    main()
    sys.exit(0)
