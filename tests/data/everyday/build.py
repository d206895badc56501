"""Write the everyday-questions set from its sources as gold-set records.

Each source line is one question as a newcomer types it ("who wrote the hobbit"), a
passage that answers it in its own words and a distractor on the same topic. The
answerable record holds both (the support first in every other record), its incomplete
twin the distractor alone. `source_dev.jsonl` is tuned on, `source_heldout.jsonl` only
measured with; `tests/data/everyday/README.md` says who wrote which.

Usage: python tests/data/everyday/build.py   (rewrites dev/ and heldout/ next to it)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.paired import PairedSet  # noqa: E402

SET = PairedSet(HERE, "everyday")
records, render = SET.records, SET.render

if __name__ == "__main__":
    sys.exit(SET.write())
