"""bench/lexical_shapes.py: the single-hop dev events (every tenth) judged with their
passages and questions in other shapes score as they do as written. lexical-v57 lost up to
0.15 of citation F1 to a shape ("Q: ..."), 0.22 to a question in Title Case; lexical-v58 0.22
to a chunk's label ("Document 3:") and 0.07 to a byline over the text."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.support.scripts import load_script

pytestmark = pytest.mark.unit

BENCH = Path(__file__).resolve().parents[2] / "bench" / "lexical_shapes.py"
# What no shape can carry: a question in one case has no capital to tell a name
CASED = {"lower case": 0.03, "ALL CAPITALS": 0.03, "Title Case": 0.04}


@pytest.fixture(scope="module")
def shapes() -> ModuleType:
    return load_script(BENCH, "lexical_shapes")


def test_every_shape_scores_as_the_text_as_written(shapes: ModuleType) -> None:
    figures = shapes.measure_shapes(step=10)
    assert set(figures) == {"as written"} | set(shapes.PASSAGE_SHAPES) | set(shapes.QUESTION_FRAMES)
    base = figures.pop("as written")
    assert base["citation_f1"] > 0.8, base  # (a judge that cites nothing would pass the rest)
    for name, row in figures.items():
        allowed = CASED.get(name, 0.01)
        for metric in ("citation_f1", "auroc"):
            assert row[metric] >= base[metric] - allowed, (name, metric, row, base)


def test_a_title_shape_rewrites_only_titled_passages(shapes: ModuleType) -> None:
    html = shapes.PASSAGE_SHAPES["HTML"]
    assert html("Canberra: Canberra is the capital.") == (
        "<h2>Canberra</h2><p>Canberra is the capital.</p>"
    )
    assert html("No title here.") == "No title here."
