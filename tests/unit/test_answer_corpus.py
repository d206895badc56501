"""The corpus of replies (tests/data/replies/*.jsonl): each case yields its judgment with
the repairs it states, or is refused with its reason.

A case is a message as a server sent it (content, reasoning_content or reasoning,
refusal) with its finish_reason, or a whole response body; `expect` holds the
requirements it must be read as, or `refused`, a piece of the reason.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from stream.evaluators.answers import (
    ChatReply,
    InvalidAnswer,
    Reading,
    read_answer,
    read_body,
)
from stream.evaluators.llm import _read_answer

CORPUS = Path(__file__).resolve().parents[1] / "data" / "replies"


def cases() -> list[Any]:
    found = []
    for path in sorted(CORPUS.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            case = json.loads(line)
            found.append(pytest.param(case, id=f"{path.stem}:{number}:{case['case']}"))
    return found


CASES = cases()


def body_of(case: dict[str, Any]) -> bytes:
    if "body" in case:
        raw = case["body"]
        return (raw if isinstance(raw, str) else json.dumps(raw)).encode()
    choice = {"index": 0, "message": case["message"], "finish_reason": case["finish_reason"]}
    return json.dumps({"object": "chat.completion", "choices": [choice]}).encode()


def read(case: dict[str, Any]) -> Reading:
    """As the judge reads a response body: the body, then the first choice."""
    return _read_answer(read_body(body_of(case)), None)[0]


def judged(reading: Reading) -> dict[str, Any]:
    return reading.answer.model_dump()


def test_the_corpus_covers_every_shape_the_issue_names() -> None:
    assert len(CASES) >= 80
    names = " ".join(c.values[0]["case"] for c in CASES)
    for shape in ("think", "reasoning_content", "fence", "before", "after", "note", "cut off"):
        assert shape in names, shape
    for shape in ("refusal", "empty", "error", "two different", "schema"):
        assert shape in names or shape in json.dumps([c.values[0] for c in CASES]), shape
    repairs = {r for c in CASES for r in c.values[0].get("repairs", [])}
    assert repairs == {
        "think_block",
        "reasoning_field",
        "prose",
        "fence",
        "citation_form",
        "bare_citation",
    }
    assert sum(not c.values[0].get("repairs", True) for c in CASES) >= 8  # read as-is


@pytest.mark.parametrize("case", CASES)
def test_each_reply_yields_its_judgment_or_its_reason(case: dict[str, Any]) -> None:
    expected = case["expect"]
    if "refused" in expected:
        with pytest.raises(InvalidAnswer) as refused:
            read(case)
        assert expected["refused"] in str(refused.value)
        return
    reading = read(case)
    assert judged(reading) == expected
    assert [kind.value for kind in reading.repairs] == case["repairs"]
    assert reading.as_is == (not case["repairs"])


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if "message" in c.values[0] and c.values[0]["finish_reason"] == "stop"],
)
def test_the_reader_alone_reads_a_message_as_the_judge_does(case: dict[str, Any]) -> None:
    """What the reader makes of a message's fields is all the judge adds for a reply that
    finished: the same answer, the same repairs, the same reason."""
    message = case["message"]
    reasoning = message.get("reasoning_content", message.get("reasoning"))

    def alone() -> Reading:
        return read_answer(message.get("content"), reasoning, message.get("refusal"))

    try:
        through_judge = read(case)
    except InvalidAnswer as exc:
        with pytest.raises(InvalidAnswer) as refused:
            alone()
        assert str(refused.value) == str(exc)
        return
    reading = alone()
    assert judged(reading) == judged(through_judge)
    assert reading.repairs == through_judge.repairs


def test_a_chat_reply_keeps_what_the_reader_needs() -> None:
    reply = ChatReply.model_validate(
        {
            "choices": [
                {
                    "message": {"content": "x", "reasoning": "why", "refusal": {"odd": 1}},
                    "finish_reason": "stop",
                }
            ]
        }
    )
    message = reply.choices[0].message
    assert (message.content, message.reasoning_content, message.refusal) == ("x", "why", None)
    both = ChatReply.model_validate(
        {"choices": [{"message": {"reasoning_content": "a", "reasoning": "b"}}]}
    )
    assert both.choices[0].message.reasoning_content == "a"
