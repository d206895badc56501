"""The lexical evaluator's speed: the `seer-stream score` path per event, an event at the
default limits, and the speed against lexical-v1 (the issue's targets are ratios to it) of
the pure-Python evaluator and of the one setup.py compiles with mypyc, in a child process.
`goldset_lexical.py` prints it.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Its sibling modules, wherever it is loaded from: bench/ is no package (once: both this
# script and the modules it imports ask)
BENCH = str(Path(__file__).resolve().parent)
if BENCH not in sys.path:
    sys.path.insert(1, BENCH)

from lexical_quality import (  # noqa: E402
    REPO,
    Judge,
    lexical_judge,
    lexical_v1,
    load_set,
    passage_texts,
    v1_judge,
)

if TYPE_CHECKING:
    from stream.evaluators.base import Evaluator
    from stream.settings import Settings

# The speed targets, as ratios to lexical-v1 (measured when the machine was quiet:
# 1.2 ms to judge a gold-set event, 2.1 ms through `score`): ratios hold across machines.
JUDGE_TARGET = 0.4 / 1.2
SCORE_TARGET = 1.0 / 2.1


def score_path_ms(root: Path) -> float:
    """Milliseconds per event through `seer-stream score`'s code (read, validate, judge,
    score, JSON out) on the records of `root`, in-process."""
    with _events_file(root) as (path, events):
        spent = _score_s(path, events, time.perf_counter)
    return 1000.0 * spent / events if events else 0.0


@contextlib.contextmanager
def _events_file(root: Path) -> Iterator[tuple[Path, int]]:
    """The records of `root` in one file, as `score` reads them, and how many there are."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "events.jsonl"
        lines = [
            (root / name).read_text(encoding="utf-8")
            for name in ("answerable.jsonl", "incomplete.jsonl")
        ]
        path.write_text("".join(lines), encoding="utf-8")
        yield path, sum(text.count("\n") for text in lines)


def _score_s(
    path: Path,
    events: int,
    clock: Callable[[], float],
    build: Callable[[Settings], Evaluator] | None = None,
) -> float:
    """Seconds by `clock` of `score_lines` over `path`, its evaluator made by `build` from
    the settings (None: left to `score_lines`, which builds the one the settings name)."""
    from stream.files import score_lines
    from stream.settings import Settings

    settings = Settings(evaluator="lexical")
    evaluator = build(settings) if build is not None else None
    out = io.StringIO()
    start = clock()
    report = asyncio.run(score_lines(settings, path, out, evaluator, console=_quiet()))
    spent = clock() - start
    assert report.scored == events, report
    return spent


def _quiet() -> Any:
    from rich.console import Console

    return Console(file=io.StringIO())


_LIMITS_TEXT = """the album was recorded by a pianist who was born in Chicago and died in Paris
    after a long career as a composer of film music and Broadway shows"""


def limits_event_ms(repeat: int = 5) -> float:
    """The slowest of `repeat` judgments of an event at the default limits: 50 passages of
    4,000 characters, a question with names and words found in every passage."""
    words = _LIMITS_TEXT.split()
    passages = [
        f"Title {i}: " + " ".join(words[(i + k) % len(words)] for k in range(700))[:3990]
        for i in range(50)
    ]
    task = "When was the pianist who recorded the album Live in Chicago born, and where did he die?"
    judge = lexical_judge()
    worst = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        judge(task, passages)
        worst = max(worst, time.perf_counter() - start)
    return 1000.0 * worst


def _judging_s(judge: Judge, events: Sequence[tuple[str, list[str]]]) -> float:
    """CPU seconds of one pass of `judge` over `events`."""
    start = time.process_time()
    for task, texts in events:
        judge(task, texts)
    return time.process_time() - start


def _alternating(
    ours: Callable[[], float], theirs: Callable[[], float], passes: int
) -> tuple[float, float]:
    """The best of `passes` timings of each, taken in turn (ours, theirs, ours, ...) so that
    load on the machine falls on both alike, after one untimed pass of each: their caches
    fill on the first pass, and a stream meets the same words again."""
    ours()
    theirs()
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(max(1, passes)):
        times[0].append(ours())
        times[1].append(theirs())
    return min(times[0]), min(times[1])


def speed_against_v1(root: Path, passes: int = 5) -> dict[str, float]:
    """Today's lexical evaluator against lexical-v1 on the records of `root`, in CPU
    milliseconds per event, each the best of `passes` alternating passes over all of them:
    judging alone (`judge_*`) and `seer-stream score`'s path (`score_*`: read, validate,
    judge, score, JSON out; in-process); `*_ratio` is today's over lexical-v1's and
    `*_target` the issue's ratio for it."""
    from stream.evaluators import build_evaluator

    v1 = lexical_v1()
    answerable, incomplete = load_set(root)
    events = [(row["task"], passage_texts(row)[0]) for row in answerable + incomplete]
    ours, theirs = lexical_judge(), v1_judge()
    judge_s = _alternating(
        lambda: _judging_s(ours, events), lambda: _judging_s(theirs, events), passes
    )

    def build_v1(settings: Settings) -> Evaluator:
        evaluator: Evaluator = v1.LexicalEvaluator()
        return evaluator

    # Both evaluators are handed to `score_lines` as `seer-stream score` hands it the one it
    # built: the same path, no setting or factory patched.
    with _events_file(root) as (path, count):
        score_s = _alternating(
            lambda: _score_s(path, count, time.process_time, build_evaluator),
            lambda: _score_s(path, count, time.process_time, build_v1),
            passes,
        )
    figures: dict[str, float] = {"events": float(len(events))}
    for name, (now, then), target in (
        ("judge", judge_s, JUDGE_TARGET),
        ("score", score_s, SCORE_TARGET),
    ):
        figures[f"{name}_ms"] = 1000.0 * now / len(events) if events else 0.0
        figures[f"{name}_ms_v1"] = 1000.0 * then / len(events) if events else 0.0
        figures[f"{name}_ratio"] = now / then if then else float("nan")
        figures[f"{name}_target"] = target
    return figures


def child_env(**extra: str) -> dict[str, str]:
    """This environment for a child Python, plus `extra`: without PYTHONPATH (which would
    put other sources first), SEER_* settings, or coverage's subprocess hooks (a child
    measuring a copy of `stream` would mix that copy's files into a test run's report)."""
    dropped = ("COVERAGE_", "COV_CORE_", "SEER_", "PYTHONPATH")
    return {**{k: v for k, v in os.environ.items() if not k.startswith(dropped)}, **extra}


def install_compiled(source: Path, site: Path) -> subprocess.CompletedProcess[str]:
    """`pip install` the package at `source` into `site` compiled as the Docker image
    compiles it (setup.py, SEER_COMPILE=1; build isolation off, so mypy and the dependencies,
    whose types mypyc reads, come from this environment; about a minute, with a C
    compiler). tests/integration/test_lexical_compiled.py builds with it too."""
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-build-isolation"]
    return subprocess.run(
        [*command, "--no-deps", "--target", str(site), str(source)],
        env=child_env(SEER_COMPILE="1"),
        capture_output=True,
        text=True,
        timeout=900,
    )


# Run by `compiled_speed_against_v1` in a child process: the compiled package is imported
# first, so that the bench (which puts the repository on sys.path) measures it, not the
# sources beside it.
_COMPILED_CHILD = """
import importlib.util, json, sys
from pathlib import Path
site, bench, root, passes = sys.argv[1:]
sys.path.insert(0, site)
import stream.evaluators.lexical as lexical
assert lexical.__file__.endswith(".so"), lexical.__file__
spec = importlib.util.spec_from_file_location("lexical_speed", bench)
module = importlib.util.module_from_spec(spec)
sys.modules["lexical_speed"] = module
spec.loader.exec_module(module)
print(json.dumps(module.speed_against_v1(Path(root), int(passes))))
"""


def compiled_speed_against_v1(root: Path, passes: int = 5) -> dict[str, float]:
    """`speed_against_v1` for the lexical evaluator compiled as the Docker image compiles it
    (`install_compiled`), in a child process. Both versions are timed in that child,
    alternately, as in this one."""
    with tempfile.TemporaryDirectory() as tmp:
        source, site = Path(tmp) / "source", Path(tmp) / "site"
        source.mkdir()
        for name in ("pyproject.toml", "README.md", "setup.py"):
            (source / name).write_bytes((REPO / name).read_bytes())
        shutil.copytree(
            REPO / "stream", source / "stream", ignore=shutil.ignore_patterns("__pycache__")
        )
        install_compiled(source, site).check_returncode()
        child = subprocess.run(
            [sys.executable, "-c", _COMPILED_CHILD, str(site), __file__, str(root), str(passes)],
            env=child_env(),
            cwd=tmp,
            check=True,
            capture_output=True,
            text=True,
            timeout=900,
        )
    figures: dict[str, float] = json.loads(child.stdout.splitlines()[-1])
    return figures
