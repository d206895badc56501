"""Write the multi-hop questions written for seer-stream from their sources as gold-set
records.

Two-hop questions over Wikipedia-style leads (`Title: text`: bridges, comparisons and
compositional questions, two supports and six distractors each), written by people who
never read the evaluator, the gold set or the benchmarks. `source_heldout1.py` to
`source_heldout6.py` are held out: nobody tuning the evaluator reads them, and they measure
the issue's multi-hop held-out targets, which the gold set, tuned on, cannot.
`source_dev1.py` to `source_dev62.py` were measured once, blind, and are tuned on since.

Usage: python tests/data/multihop/build.py   (rewrites dev/ and heldout/ next to it)

The records have the shape of `../shared/goldset/*.jsonl`, as the single-hop set's do
(`tests/data/singlehop/build.py`, whose `event` writes both), so
`bench/goldset_lexical.py` reads them (`build.write` writes both too).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.multihop import (  # noqa: E402
    source_dev1,
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
    source_heldout1,
    source_heldout2,
    source_heldout3,
    source_heldout4,
    source_heldout5,
    source_heldout6,
)
from tests.data.singlehop.build import records as numbered  # noqa: E402
from tests.data.singlehop.build import render, write  # noqa: E402

# Appended in this order, so that later batches never renumber earlier records.
QUESTIONS = [
    *source_heldout1.QUESTIONS,
    *source_heldout2.QUESTIONS,
    *source_dev1.QUESTIONS,
    *source_dev2.QUESTIONS,
    *source_heldout3.QUESTIONS,
    *source_heldout4.QUESTIONS,
    *source_dev3.QUESTIONS,
    *source_dev4.QUESTIONS,
    *source_dev5.QUESTIONS,
    *source_dev6.QUESTIONS,
    *source_heldout5.QUESTIONS,
    *source_heldout6.QUESTIONS,
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
    *source_dev21.QUESTIONS,
    *source_dev22.QUESTIONS,
    *source_dev23.QUESTIONS,
    *source_dev24.QUESTIONS,
    *source_dev25.QUESTIONS,
    *source_dev26.QUESTIONS,
    *source_dev27.QUESTIONS,
    *source_dev28.QUESTIONS,
    *source_dev29.QUESTIONS,
    *source_dev30.QUESTIONS,
    *source_dev31.QUESTIONS,
    *source_dev32.QUESTIONS,
    *source_dev33.QUESTIONS,
    *source_dev34.QUESTIONS,
    *source_dev35.QUESTIONS,
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
]


def records() -> dict[str, dict[str, list[dict[str, Any]]]]:
    """{split: {file name: records}}, in the order of `QUESTIONS`, numbered within each
    split (every question is titled)."""
    return numbered(QUESTIONS, lambda q: "heldout" if q.heldout else "dev", "multihop")


__all__ = ["QUESTIONS", "main", "records", "render"]  # render: what the files hold, for tests


def main() -> int:
    write(HERE, records())
    return 0


if __name__ == "__main__":
    sys.exit(main())
