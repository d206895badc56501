"""`seer-stream score`'s loop: in-order output, a bounded number of evaluations in flight, and
a slow answer that does not hold back the evaluation of those after it."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console

from stream.evaluators import Evaluation
from stream.files import score_lines
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment
from stream.settings import Settings

WINDOW = 4


class Gated:
    """Event 0 answers only once `others` later events have started; the rest at once (after
    a turn of the loop). Counts how many are in flight at most."""

    info = EvaluatorInfo(name="gated")

    def __init__(self, others: int) -> None:
        self.others, self.started, self.flying, self.most = others, 0, 0, 0
        self.enough = asyncio.Event()

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        self.flying += 1
        self.most = max(self.most, self.flying)
        try:
            if task.endswith(" 0?"):
                await asyncio.wait_for(self.enough.wait(), 30)
            else:
                self.started += 1
                if self.started >= self.others:
                    self.enough.set()
                await asyncio.sleep(0)
            requirement = JudgedRequirement(text="what it asks", supported_by=[1])
            return Evaluation(Judgment(requirements=[requirement]))
        finally:
            self.flying -= 1

    async def aclose(self) -> None:
        pass


def test_a_slow_answer_lets_later_events_be_judged_and_the_output_keeps_its_order(
    tmp_path: Path,
) -> None:
    events = tmp_path / "events.jsonl"
    events.write_text(
        "".join(
            json.dumps({"event_id": f"e{i}", "task": f"Who is {i}?", "context": ["A passage."]})
            + "\n"
            for i in range(40)
        )
        + "not json\n"
    )
    # More events start while event 0 waits than a batch of WINDOW would let (it waited for
    # its whole batch before, and so for ever here).
    evaluator = Gated(others=3 * WINDOW)
    out = io.StringIO()
    report = asyncio.run(
        score_lines(
            Settings(llm_concurrency=WINDOW), events, out, evaluator, Console(file=io.StringIO())
        )
    )
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line.get("event_id") for line in lines[:-1]] == [f"e{i}" for i in range(40)]
    assert lines[-1]["line"] == 41 and lines[-1]["code"] == "not_json"
    assert (report.scored, report.invalid) == (40, 1)
    assert evaluator.most <= WINDOW
