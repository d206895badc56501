"""The compiled lexical evaluator judges as the pure-Python one does.

The Docker image builds the package with SEER_COMPILE=1 (setup.py): mypyc compiles
stream/evaluators/lexical*.py into C extensions. Compiled code can differ from the Python it
came from (mypyc turns functools.cached_property into a plain property, and a dataclass
field left out of __init__ is never set), so the build the image makes is made here from the
sources the image copies, and checked: every labelled event of the gold set and the
tests/data sets gets the same requirements and citations, and the lexical unit tests pass
with the compiled modules in place of the pure ones.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from stream.evaluators.lexical import LexicalEvaluator
from tests.unit.test_deploy import ROOT, build_sources

pytestmark = [pytest.mark.slow(150), pytest.mark.timeout(900)]

GOLDSET = Path(os.environ.get("SEER_GOLDSET") or ROOT.parent / "shared" / "goldset")
LEXICAL_TESTS = sorted(
    p.relative_to(ROOT).as_posix()
    for pattern in ("test_lexical*.py", "test_work_bounds.py")
    for p in (ROOT / "tests" / "unit").glob(pattern)
)
_PIP_INSTALL = [sys.executable, "-m", "pip", "install", "--quiet", "--no-build-isolation"]
# Prints, for every record of the files named on stdin, its requirements and citations.
_JUDGE_ALL = """
import json, sys
import stream.evaluators.lexical as lexical
assert lexical.__file__.endswith(".so"), lexical.__file__
evaluator = lexical.LexicalEvaluator()
for name in sys.stdin.read().split():
    for line in open(name, encoding="utf-8"):
        row = json.loads(line)
        texts = [p["text"] if isinstance(p, dict) else p for p in row["context"]]
        judged = evaluator.judge_sync(row["task"], texts).judgment.requirements
        print(json.dumps([[r.text, r.supported_by] for r in judged]))
"""


def _labelled() -> list[Path]:
    files = sorted((ROOT / "tests" / "data").glob("*/*/*.jsonl"))
    if GOLDSET.is_dir():
        files += sorted(GOLDSET.glob("*.jsonl"))
    return files


def _judged(files: list[Path]) -> list[str]:
    evaluator = LexicalEvaluator()
    out = []
    for name in files:
        for line in name.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            texts = [p["text"] if isinstance(p, dict) else p for p in row["context"]]
            judged = evaluator.judge_sync(row["task"], texts).judgment.requirements
            out.append(json.dumps([[r.text, r.supported_by] for r in judged]))
    return out


def _env(**extra: str) -> dict[str, str]:
    """This environment without coverage's subprocess hooks (a child measuring a copy of
    `stream` would mix that copy's files into this run's report) and without SEER_*."""
    keep = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("COVERAGE_", "COV_CORE_", "SEER_", "PYTHONPATH"))
    }
    return {**keep, **extra}


def test_the_compiled_build_judges_as_the_pure_one(tmp_path: Path) -> None:
    assert shutil.which("gcc") or shutil.which("cc"), "no C compiler: `make system-deps`"
    source = build_sources(tmp_path / "image")
    site = tmp_path / "site"
    built = subprocess.run(
        [*_PIP_INSTALL, "--no-deps", "--target", str(site), str(source)],
        env=_env(SEER_COMPILE="1"),
        capture_output=True,
        text=True,
        timeout=600,
    )
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
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert judged.returncode == 0, judged.stderr[-3000:]
    expected = _judged(files)
    got = judged.stdout.splitlines()
    assert len(got) == len(expected)
    differ = [k for k, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert not differ, f"{len(differ)} of {len(got)} events judged otherwise, first {differ[:5]}"

    tested = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *LEXICAL_TESTS],
        cwd=work,
        env=_env(SEER_GOLDSET=str(GOLDSET)),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert tested.returncode == 0, tested.stdout[-5000:]
    assert " passed" in tested.stdout.splitlines()[-1], tested.stdout[-2000:]
