"""`seer-stream judge-check` against scripted endpoints: an oracle that answers each
event's gold judgment, and a sloppy model whose script says, event by event, which
shape it answers in, what it cites and when it cannot be read. The expected figures are
computed here from what the script answered, not copied from an output."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from stream.broker import free_port
from stream.cli import main
from stream.judge_check import SAMPLE
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, completion
from tests.support.reply_shapes import shaped

pytestmark = pytest.mark.integration
Server = Callable[[Script], OpenAIServer]
Requirements = list[tuple[str, list[int]]]

PROMPT_TOKENS, COMPLETION_TOKENS = 1000, 50  # per reply, whatever the reply
PROMPT_PRICE, COMPLETION_PRICE = 2.5, 10.0  # USD per million tokens
PARSE_RETRIES = 2  # SEER_LLM_PARSE_RETRIES: an always-unreadable event takes 3 replies
ROWS: list[dict[str, Any]] = [
    json.loads(line) for line in SAMPLE.read_text(encoding="utf-8").splitlines()
]
BY_TASK = {row["task"]: (i, row) for i, row in enumerate(ROWS)}


def ids(row: dict[str, Any]) -> list[str]:
    return [p["id"] for p in row["context"]]


def gold_judgment(row: dict[str, Any]) -> Requirements:
    """The labels as a judgment: each labelled fact, cited by the passages the context has."""
    names = ids(row)
    return [
        (r["fact"], [names.index(s) + 1 for s in r["supporting_ids"] if s in names])
        for r in row["gold"]["requirements"]
    ]


@dataclass
class Answered:
    """What the script sent for one event: per reply its repairs (None: unreadable), and
    the judgment of the reply that was read (None: none was)."""

    replies: list[tuple[str, ...] | None] = field(default_factory=list)
    judgment: Requirements | None = None


def scripted(
    plan: Callable[[int, dict[str, Any], int], Answered | tuple[str, Requirements]],
) -> tuple[Script, dict[int, Answered]]:
    """A script from `plan(event index, row, attempt)`: a (shape, judgment) to send, or
    an unreadable reply (`None` judgment, recorded as such); returns it and the record."""
    record: dict[int, Answered] = {}
    unreadable = "I am sorry, I cannot judge these passages."

    def script(request: ChatRequest) -> Reply:
        if request.task not in BY_TASK:  # the preflight
            return completion("OK", request)
        index, row = BY_TASK[request.task]
        answered = record.setdefault(index, Answered())
        planned = plan(index, row, len(answered.replies))
        content: str | None
        if isinstance(planned, Answered):  # unreadable this time
            answered.replies.append(None)
            content, reasoning = unreadable, None
        else:
            shape, requirements = planned
            reply = shaped(shape, requirements)
            answered.replies.append(reply.repairs)
            answered.judgment = requirements
            content, reasoning = reply.content, reply.reasoning_content
        return completion(
            content,
            request,
            prompt_tokens=PROMPT_TOKENS,
            completion_tokens=COMPLETION_TOKENS,
            reasoning_content=reasoning,
        )

    return script, record


def oracle(index: int, row: dict[str, Any], attempt: int) -> tuple[str, Requirements]:
    return "plain", gold_judgment(row)


def wrong(row: dict[str, Any]) -> Requirements:
    """Every requirement cited by the first passage that is not gold (even a missing one)."""
    gold = set(row["gold"]["supporting_ids"])
    other = next(i for i, name in enumerate(ids(row), start=1) if name not in gold)
    return [(text, [other]) for text, _ in gold_judgment(row)]


def sloppy(index: int, row: dict[str, Any], attempt: int) -> Answered | tuple[str, Requirements]:
    match index % 8:
        case 0:
            return "plain", gold_judgment(row)
        case 1:
            return "fenced", gold_judgment(row)
        case 2:
            return "think", gold_judgment(row)
        case 3:
            return "p_labels", gold_judgment(row)
        case 4:  # never readable: the event fails after its retries
            return Answered()
        case 5:  # unreadable once, then read
            return Answered() if attempt == 0 else ("plain", gold_judgment(row))
        case 6:
            return "everything", gold_judgment(row)
        case _:  # odd: an incomplete event (the sample alternates), now fully "supported"
            return "prose_before", wrong(row)


def expected_figures(record: dict[int, Answered]) -> dict[str, Any]:
    """The figures the script implies, computed from what it sent."""
    replies = [r for answered in record.values() for r in answered.replies]
    tp = fp = fn = 0
    answerable: list[float] = []
    incomplete: list[float] = []
    for index, row in enumerate(ROWS):
        names = ids(row)
        gold = set(row["gold"]["supporting_ids"]) & set(names)
        judgment = record[index].judgment
        cited = {names[n - 1] for _, cites in judgment or [] for n in cites}
        tp, fp, fn = tp + len(cited & gold), fp + len(cited - gold), fn + len(gold - cited)
        if judgment is not None:
            estimate = sum(1 for _, cites in judgment if cites) / len(judgment)
            is_answerable = row["gold"]["expected"]["recall"] == 1.0
            (answerable if is_answerable else incomplete).append(estimate)
    pairs = [(a, b) for a in answerable for b in incomplete]
    wins = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pairs)
    kinds = Counter(kind for r in replies if r for kind in r)
    return {
        "as_is": sum(1 for r in replies if r == ()),
        "repaired": sum(1 for r in replies if r),
        "unreadable": sum(1 for r in replies if r is None),
        "repairs": {kind: n for kind, n in kinds.items() if n},
        "precision": tp / (tp + fp),
        "recall": tp / (tp + fn),
        "f1": 2 * tp / (2 * tp + fp + fn),
        "auroc": wins / len(pairs),
        "judged": sum(1 for a in record.values() if a.judgment is not None),
        "requests": len(replies),
    }


@pytest.fixture
def judge_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[OpenAIServer], None]]:
    def point_at(server: OpenAIServer) -> None:
        monkeypatch.setenv("SEER_LLM_BASE_URL", server.base_url)
        monkeypatch.setenv("SEER_LLM_MODEL", "judge")
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("SEER_LLM_PROCESSES", "0")  # in-process: faster, same reader
        monkeypatch.setenv("SEER_LLM_PARSE_RETRIES", str(PARSE_RETRIES))
        monkeypatch.setenv("SEER_LLM_PROMPT_USD_PER_MTOK", str(PROMPT_PRICE))
        monkeypatch.setenv("SEER_LLM_COMPLETION_USD_PER_MTOK", str(COMPLETION_PRICE))

    yield point_at


def judge_check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["judge-check", *args])
    return code, capsys.readouterr().out


def assert_littles_law(doc: dict[str, Any]) -> None:
    """Concurrency = rate x mean request latency x requests per event, rounded up.

    The report rounds the latency and requests per event to 4 places, so the load is
    known only within those roundings (at 1000/s, +-0.05 a factor of 1): the needed
    concurrency must be the ceiling of some load inside that interval."""
    capacity = doc["capacity"]
    half = 0.5e-4
    mean, per_event = doc["latency_s"]["mean_request"], doc["requests_per_event"]
    low = capacity["rate_per_s"] * (mean - half) * (per_event - half)
    high = capacity["rate_per_s"] * (mean + half) * (per_event + half)
    assert math.ceil(low - 1e-9) <= capacity["concurrency_needed"] <= math.ceil(high)


def test_an_oracle_scores_perfectly_and_meets_its_floors(
    llm_server: Server,
    judge_env: Callable[[OpenAIServer], None],
    capsys: pytest.CaptureFixture[str],
) -> None:
    script, record = scripted(oracle)
    server = llm_server(script)
    judge_env(server)
    code, out = judge_check(
        capsys, "--json", "--min-f1", "1", "--min-readable", "1", "--rate", "1000"
    )
    assert code == 0, out
    doc = json.loads(out)
    expected = expected_figures(record)
    assert doc["events"] == {
        "sent": 40,
        "judged": 40,
        "failed": 0,
        "unlabelled_skipped": 0,
        "failures": {},
    }
    assert doc["answers"]["as_is"] == 40 == expected["as_is"]
    assert (doc["answers"]["repaired"], doc["answers"]["unreadable"]) == (0, 0)
    assert doc["citations"]["f1"] == 1.0 and doc["recall"]["auroc"] == 1.0
    assert (doc["recall"]["answerable"], doc["recall"]["incomplete"]) == (20, 20)
    assert doc["recall"]["mean_absolute_error"] == 0.0
    assert doc["requests_per_event"] == 1.0
    assert doc["tokens_per_event"] == {"prompt": PROMPT_TOKENS, "completion": COMPLETION_TOKENS}
    cost = (PROMPT_TOKENS * PROMPT_PRICE + COMPLETION_TOKENS * COMPLETION_PRICE) / 1e6 * 1000
    assert doc["cost_usd_per_1000_events"] == pytest.approx(cost)
    assert_littles_law(doc)
    assert 0 < doc["latency_s"]["p50"] <= doc["latency_s"]["p95"]
    assert doc["ok"] and doc["below"] == []

    code, table = judge_check(capsys, "-n", "10")  # the table, on the first 10 events
    assert code == 0
    assert "40 of 40" not in table and "10 of 10" in table
    assert "1.000 (5 answerable vs 5 incomplete)" in table


def test_a_sloppy_model_gets_the_figures_its_script_implies(
    llm_server: Server,
    judge_env: Callable[[OpenAIServer], None],
    capsys: pytest.CaptureFixture[str],
) -> None:
    script, record = scripted(sloppy)
    judge_env(llm_server(script))
    code, out = judge_check(capsys, "--json", "--min-f1", "0.99", "--rate", "1000")
    doc = json.loads(out)
    expected = expected_figures(record)
    answers, citations = doc["answers"], doc["citations"]
    assert (answers["as_is"], answers["repaired"], answers["unreadable"]) == (
        expected["as_is"],
        expected["repaired"],
        expected["unreadable"],
    )
    assert {k: n for k, n in answers["repairs"].items() if n} == expected["repairs"]
    assert answers["readable_share"] == pytest.approx(
        (expected["as_is"] + expected["repaired"]) / expected["requests"], abs=1e-4
    )
    for name in ("precision", "recall", "f1"):
        assert citations[name] == pytest.approx(expected[name], abs=1e-4), name
    assert doc["recall"]["auroc"] == pytest.approx(expected["auroc"], abs=1e-4)
    assert doc["events"]["judged"] == expected["judged"] < 40
    assert doc["requests"] == expected["requests"]
    assert doc["requests_per_event"] == pytest.approx(expected["requests"] / 40, abs=1e-4)
    assert_littles_law(doc)
    # The script is sloppy enough to show: each kind of failure is there.
    assert expected["unreadable"] and expected["repaired"] and expected["f1"] < 0.99
    assert expected["auroc"] < 1.0
    assert code == 1 and doc["ok"] is False
    assert doc["below"] and "--min-f1 0.99" in doc["below"][0]


def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("SEER_LLM_MODEL", "judge")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("SEER_LLM_PROCESSES", "0")
    monkeypatch.setenv("SEER_LLM_BASE_URL", f"http://127.0.0.1:{free_port()}/v1")
    good = SAMPLE.read_text(encoding="utf-8").splitlines()[0]
    broken = tmp_path / "broken.jsonl"
    broken.write_text("\n".join([good, "{not json", good, '{"task": "q"}']) + "\n")
    unlabelled = tmp_path / "unlabelled.jsonl"
    unlabelled.write_text(json.dumps({"task": "q", "context": ["a"]}) + "\n")
    cases = {
        broken: ("2 unreadable lines", "line 2: not JSON", "line 4:"),
        unlabelled: ("no labelled events",),
        tmp_path / "absent.jsonl": ("cannot read",),
        SAMPLE: ("not usable", "SEER_LLM_BASE_URL"),  # nothing listens there
    }
    for path, pieces in cases.items():
        assert main(["judge-check", "--events", str(path), "-n", "1"]) == 2, path
        said = capsys.readouterr().err.strip()
        assert len(said.splitlines()) == 1 and all(p in said for p in pieces), said
