"""An oracle endpoint that answers with the gold labels: scores must equal the expected ones.

This checks passage numbering, chunking and id mapping on real data.
"""

from __future__ import annotations

import asyncio
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from stream.files import score_lines
from tests.conftest import llm_settings
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, judgment

PASSAGE = re.compile(r"<p(\d+)>(.*?)</p\1>", re.DOTALL)


def load(goldset: Path) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for name in ("answerable.jsonl", "incomplete.jsonl")
        for line in (goldset / name).read_text().splitlines()
    ]


def oracle(rows: list[dict[str, Any]]) -> Script:
    """Per question, one requirement per labelled supporting passage (facts from one
    passage are one requirement, as `gold.expected.recall` counts them), each with the
    texts of the passages that state it; a hop with no passage stays unsupported."""
    facts: dict[str, list[str]] = {}
    texts: dict[str, list[set[str]]] = {}
    for row in rows:
        task = row["task"]
        units: dict[tuple[str, ...], str] = {}
        for i, requirement in enumerate(row["gold"]["requirements"]):
            key = tuple(requirement["supporting_ids"]) or (f"missing-{i}",)
            # Some HotpotQA rows label a passage title instead of a sentence.
            units.setdefault(key, requirement["fact"] or f"a fact from {requirement['title']}")
        by_id = {p["id"]: p["text"] for p in row["context"]}
        facts.setdefault(task, list(units.values()))
        found = texts.setdefault(task, [set() for _ in units])
        for i, key in enumerate(units):
            found[i] |= {by_id[d] for d in key if d in by_id}

    def answer(request: ChatRequest) -> Reply:
        task = request.user.split("\n", 1)[0].removeprefix("Question: ")
        pieces = [(int(n), text) for n, text in PASSAGE.findall(request.user)]
        return judgment(
            request,
            *(
                (fact, [n for n, piece in pieces if any(piece in t for t in texts[task][i])])
                for i, fact in enumerate(facts[task])
            ),
        )

    return answer


@pytest.mark.integration
@pytest.mark.parametrize("max_passages", [50, 4])  # 4: most events take several requests
def test_oracle_reproduces_expected_recall_and_precision(
    llm_server: Callable[[Script], OpenAIServer],
    goldset_dir: Path,
    tmp_path: Path,
    max_passages: int,
) -> None:
    rows = load(goldset_dir)
    server = llm_server(oracle(rows))
    events = tmp_path / "events.jsonl"
    events.write_text("".join(json.dumps(row) + "\n" for row in rows))
    settings = llm_settings(server, llm_concurrency=64, llm_cache_size=0, max_passages=max_passages)
    out = io.StringIO()
    report = asyncio.run(score_lines(settings, events, out))
    assert report.scored == len(rows) == 699 and report.invalid == 0
    results = [json.loads(line) for line in out.getvalue().splitlines()]
    split = 0
    for row, result in zip(rows, results, strict=True):
        expected = row["gold"]["expected"]
        assert result["recall"] == pytest.approx(expected["recall"], abs=1e-4), row["id"]
        assert result["precision"] == pytest.approx(expected["precision"], abs=1e-4), row["id"]
        present = {p["id"] for p in row["context"]}
        labelled = {d for r in row["gold"]["requirements"] for d in r["supporting_ids"]}
        assert set(result["supporting_ids"]) == labelled & present, row["id"]  # id mapping
        split += result["over_limits"]
    assert split > 0  # some passages are over 4,000 characters: splitting was exercised
    calls = [r["calls"] for r in results]
    assert (max(calls) == 1) == (max_passages == 50)
    assert len(server.requests) == sum(r["calls"] for r in results)
