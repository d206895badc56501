"""The answer reader: how long 1 MB built to be slow takes, and how many events a judge
answering in the shapes servers return gets scored (prints figures, never fails).

    python bench/answer_reader.py [timings] [shapes]

- timings: each input of tests/support/reply_shapes.adversarial() (1 MB of unbalanced
  braces, long whitespace, nested fences, think openers, deep nesting...), the best of
  5 reads, against the target of 50 ms; and an ordinary reply.
- shapes: the gold set's events scored offline (`score_lines`) against a scripted
  endpoint that gives each event its gold judgment (as tests/integration/
  test_llm_oracle.py) in one of the shapes of tests/support/reply_shapes.SHAPES, the
  same shape on every try; events scored exactly as with plain JSON, dead-lettered, and
  requests per event. "before" is the reader of commit a93d1eb (found with git), which
  read a JSON object alone or in a fence around the whole reply.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import subprocess
import sys
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from parts import chosen  # noqa: E402  (bench/, this script's folder)

from stream.evaluators import llm  # noqa: E402
from stream.evaluators.answers import ChatReply, InvalidAnswer, Reading, read_answer  # noqa: E402
from stream.files import score_lines  # noqa: E402
from stream.settings import Settings  # noqa: E402
from tests.integration.test_llm_oracle import load, oracle  # noqa: E402
from tests.support.openai_server import (  # noqa: E402
    ChatRequest,
    OpenAIServer,
    Reply,
    Script,
    completion,
)
from tests.support.reply_shapes import SHAPES, SMALL, adversarial, shaped  # noqa: E402

console = Console(width=120)
BEFORE = "a93d1eb"  # the last commit with the reader that took one shape
TARGET_MS = 50.0


def best_of(runs: int, read: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        read()
        best = min(best, time.perf_counter() - started)
    return best


def outcome(text: str) -> str:
    try:
        read_answer(text)
    except InvalidAnswer as exc:
        return f"refused: {str(exc)[:60]}"
    return "read"


def timings() -> None:
    table = Table(title=f"Reading 1 MB built to be slow (best of 5; target < {TARGET_MS:.0f} ms)")
    for name in ("input", "chars", "ms", "outcome"):
        table.add_column(name, justify="left" if name in ("input", "outcome") else "right")
    worst = 0.0
    for name, (text, _) in adversarial().items():
        seconds = best_of(5, lambda t=text: outcome(t))  # type: ignore[misc]
        worst = max(worst, seconds)
        table.add_row(name, f"{len(text):,}", f"{seconds * 1000:.1f}", outcome(text))
    table.add_row(
        "an ordinary reply",
        f"{len(SMALL)}",
        f"{best_of(1000, lambda: read_answer(SMALL)) * 1000:.3f}",
        "read",
    )
    console.print(table)
    console.print(f"worst: {worst * 1000:.1f} ms (target < {TARGET_MS:.0f} ms)")


def goldset() -> Path:
    return Path(os.environ.get("SEER_GOLDSET") or ROOT.parent / "shared" / "goldset")


def shaping(rows: list[dict[str, Any]]) -> Callable[[ChatRequest], Reply]:
    """The gold judgment (the oracle's), in one shape per event, the same on every try."""
    gold = oracle(rows)
    number = {row["task"]: i for i, row in enumerate(rows)}

    def answer(request: ChatRequest) -> Reply:
        judged = gold(request)
        assert isinstance(judged, Reply)  # the oracle answers at once
        content = judged.body["choices"][0]["message"]["content"]
        requirements = [(r["text"], r["supported_by"]) for r in json.loads(content)["requirements"]]
        reply = shaped(SHAPES[number[request.task] % len(SHAPES)], requirements)
        return completion(reply.content, request, reasoning_content=reply.reasoning_content)

    return answer


class Reader(Protocol):
    """What reads a reply, as llm._read_answer does (its reading alone), its arguments'
    names too."""

    def __call__(self, reply: ChatReply, fixed: list[str] | None) -> Reading: ...


def old_reader() -> Reader | None:
    """llm's reader as it was at BEFORE, or None without git or that commit."""
    try:
        source = subprocess.run(
            ["git", "show", f"{BEFORE}:stream/evaluators/prompt.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    old = sys.modules["prompt_before"] = types.ModuleType("prompt_before")  # for pydantic
    exec(compile(source, "prompt_before.py", "exec"), old.__dict__)

    def answer(reply: ChatReply, fixed: list[str] | None) -> Reading:
        if not reply.choices:
            raise InvalidAnswer("reply has no choices")
        choice = reply.choices[0]
        if choice.finish_reason == "length":
            raise InvalidAnswer("reply cut off")
        try:
            parsed = old.parse_answer(choice.message.content)
        except old.InvalidAnswer as exc:
            raise InvalidAnswer(str(exc)) from exc
        if fixed is not None and len(parsed.requirements) != len(fixed):
            raise InvalidAnswer("wrong number of requirements")
        return Reading(parsed)  # the old Answer: the same fields

    return answer


@contextmanager
def reader(answer: Reader | None) -> Iterator[None]:
    kept = llm._read_answer
    if answer is not None:

        def read(reply: ChatReply, fixed: list[str] | None) -> tuple[Reading, bool]:
            return answer(reply, fixed), False  # (no requirement merged: the old reader's)

        llm._read_answer = read
    try:
        yield
    finally:
        llm._read_answer = kept


def score(rows: list[dict[str, Any]], script: Script, path: Path) -> tuple[list[Any], int]:
    with OpenAIServer(script) as server:
        settings = Settings.model_validate(
            {
                "evaluator": "llm",
                "llm_base_url": server.base_url,
                "llm_model": "judge",
                "llm_processes": 0,
                "llm_concurrency": 64,
                "llm_cache_size": 0,
            }
        )
        out = io.StringIO()
        asyncio.run(score_lines(settings, path, out, console=Console(file=io.StringIO())))
        requests = len(server.requests)
    return [json.loads(line) for line in out.getvalue().splitlines()], requests


def same(result: dict[str, Any], reference: dict[str, Any]) -> bool:
    fields = ("requirements", "supporting_ids", "recall", "precision", "f1")
    return "error" not in result and all(result[f] == reference[f] for f in fields)


def shapes() -> None:
    if not (goldset() / "answerable.jsonl").is_file():
        console.print(f"[yellow]shapes: no gold set at {goldset()}[/yellow]")
        return
    rows = load(goldset())
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"answer-reader-bench-{os.getpid()}.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    try:
        reference, _ = score(rows, oracle(rows), path)
        table = Table(title=f"{len(rows)} gold-set events, gold judgments in {len(SHAPES)} shapes")
        for name in ("reader", "scored exactly", "dead-lettered", "requests", "requests/event"):
            table.add_column(name, justify="right")
        for name, answer in (("before", old_reader()), ("after", None)):
            if name == "before" and answer is None:
                table.add_row("before", f"(commit {BEFORE} not found)", "", "", "")
                continue
            with reader(answer):
                results, requests = score(rows, shaping(rows), path)
            exact = sum(same(r, ref) for r, ref in zip(results, reference, strict=True))
            failed = sum("error" in r for r in results)
            table.add_row(
                name,
                f"{exact} ({exact / len(rows):.1%})",
                str(failed),
                str(requests),
                f"{requests / len(rows):.3f}",
            )
        console.print(table)
        console.print("targets: >= 99 % scored exactly, <= 1.05 requests per event")
    finally:
        path.unlink(missing_ok=True)


def main() -> None:
    parts = {"timings": timings, "shapes": shapes}
    for name in chosen(__doc__, list(parts)):
        parts[name]()


if __name__ == "__main__":
    main()
