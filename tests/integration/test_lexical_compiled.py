"""The compiled lexical evaluator judges as the pure-Python one does.

The Docker image builds the package with SEER_COMPILE=1 (setup.py): mypyc compiles
stream/evaluators/lexical*.py into C extensions. Compiled code can differ from the Python it
came from (mypyc turns functools.cached_property into a plain property, and a dataclass
field left out of __init__ is never set), so the build the image makes is made here from the
sources the image copies, and checked: every labelled event of the gold set and the
tests/data sets gets the same requirements and citations, and the lexical unit tests pass
with the compiled modules in place of the pure ones (but those that only compute figures from
those judgments, and the one that judges the dev set in every shape at once).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.deploy import ROOT
from tests.support.dockerfile import build_sources
from tests.support.lexical import judgments
from tests.support.scripts import load_script

pytestmark = [pytest.mark.slow(150), pytest.mark.timeout(900)]

BENCH = load_script(ROOT / "bench" / "goldset_lexical.py", "goldset_lexical")
GOLDSET = Path(os.environ.get("SEER_GOLDSET") or ROOT.parent / "shared" / "goldset")
LEXICAL_TESTS = sorted(
    p.relative_to(ROOT).as_posix()
    for pattern in ("test_lexical*.py", "test_work_bounds.py")
    for p in (ROOT / "tests" / "unit").glob(pattern)
)
# Tests that only compute the labelled sets' figures: functions of the judgments that are
# compared event by event here first, so the compiled run skips them (about 20 s of it)
SKIPPED = (
    "test_quality_on_the_goldset",
    "test_quality_on_the_dev_set",
    "test_every_style_but_paraphrase_is_cited",
    "test_the_lexical_evaluator_beats_naive_overlap_on_the_dev_set",
    "test_quality_beside_naive_overlap",
    "test_quality_floors",
    # (and the dev set judged in 49 shapes: each shape's reading is checked on its own by
    # test_lexical_v58.py to test_lexical_v60.py, which run here)
    "test_every_shape_scores_as_the_text_as_written",
)
# In the child, with the compiled package: the judgments of the files named on stdin
_JUDGE_ALL = """
import sys
from pathlib import Path
import stream.evaluators.lexical as lexical
assert lexical.__file__.endswith(".so"), lexical.__file__
from tests.support.lexical import judgments
print("\\n".join(judgments([Path(name) for name in sys.stdin.read().split()])))
"""


def _labelled() -> list[Path]:
    files = sorted((ROOT / "tests" / "data").glob("*/*/*.jsonl"))
    if GOLDSET.is_dir():
        files += sorted(GOLDSET.glob("*.jsonl"))
    return files


def test_the_compiled_build_judges_as_the_pure_one(tmp_path: Path) -> None:
    assert shutil.which("gcc") or shutil.which("cc"), "no C compiler: `make system-deps`"
    source = build_sources(tmp_path / "image")
    site = tmp_path / "site"
    built = BENCH.install_compiled(source, site)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    modules = ROOT / "stream" / "evaluators"
    compiled = sorted(p.name.split(".")[0] for p in (site / modules.relative_to(ROOT)).glob("*.so"))
    assert compiled == sorted(p.stem for p in modules.glob("lexical*.py"))

    # A tree whose `stream` is the compiled package, with the tests and the bench beside it
    work = tmp_path / "work"
    shutil.copytree(site, work, ignore=shutil.ignore_patterns("bin", "*.dist-info"))
    for name in ("tests", "bench"):
        shutil.copytree(ROOT / name, work / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copyfile(ROOT / "pyproject.toml", work / "pyproject.toml")

    files = _labelled()
    judged = subprocess.run(
        [sys.executable, "-c", _JUDGE_ALL],
        input="\n".join(str(f) for f in files),
        cwd=work,
        env=BENCH.child_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert judged.returncode == 0, judged.stderr[-3000:]
    expected = judgments(files)
    got = judged.stdout.splitlines()
    assert len(got) == len(expected)
    differ = [k for k, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert not differ, f"{len(differ)} of {len(got)} events judged otherwise, first {differ[:5]}"

    tested = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"),
            *("-k", f"not ({' or '.join(SKIPPED)})", *LEXICAL_TESTS),
        ],
        cwd=work,
        env=BENCH.child_env(SEER_GOLDSET=str(GOLDSET)),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert tested.returncode == 0, tested.stdout[-5000:]
    last = tested.stdout.splitlines()[-1]
    assert " passed" in last and f"{len(SKIPPED)} deselected" in last, tested.stdout[-2000:]
