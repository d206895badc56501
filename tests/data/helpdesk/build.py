"""Write the help-desk questions set from its sources as gold-set records.

Each source line is one question a user types to an assistant over a company's own
documents ("how do i cancel my Lumio subscription"), a chunk of those documents that
answers it and one from a neighbouring section that does not. The answerable record
holds the answering chunk, its own distractor and the distractors of the next two
questions of the same batch and domain, the answer at each of the four places in turn;
its incomplete twin holds the three distractors. Each record's style is its domain.
`source_dev.jsonl` is tuned on, `source_heldout.jsonl` only measured with;
`tests/data/helpdesk/README.md` says who wrote which.

Usage: python tests/data/helpdesk/build.py   (rewrites dev/ and heldout/ next to it)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parents[2]) not in sys.path:
    sys.path.insert(0, str(HERE.parents[2]))

from tests.data.paired import PairedSet  # noqa: E402

SET = PairedSet(HERE, "helpdesk", style_field="domain", others=2)
records, render = SET.records, SET.render

if __name__ == "__main__":
    sys.exit(SET.write())
