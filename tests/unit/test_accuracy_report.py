"""`seer-stream accuracy` on a hand-written file of scored results: every figure equal
to one worked out by hand (the t values from printed tables)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from stream.cli import main
from tests.support.tables import table_rows


def accuracy(
    gt_recall: float | None,
    gt_precision: float,
    gt_f1: float,
    judge_precision: float | None,
    judge_recall: float | None,
    judge_f1: float | None,
    exact: bool,
) -> dict[str, Any]:
    return {
        "gt_recall": gt_recall,
        "gt_precision": gt_precision,
        "gt_f1": gt_f1,
        "evaluator_precision": judge_precision,
        "evaluator_recall": judge_recall,
        "evaluator_f1": judge_f1,
        "exact_match": exact,
    }


def result(event_id: str, env: str, recall: float, gold: dict[str, Any] | None) -> dict[str, Any]:
    return {
        "event_id": event_id,
        "task": f"question {event_id}",
        "metadata": {"env": env, "feature_flag": "v1"},
        "segment": {"env": env, "feature_flag": "v1"},
        "recall": recall,
        "precision": 0.5,
        "f1": 0.5,
        "ndcg": None,
        "accuracy": gold,
    }


# Five results whose events carried gold ids (r3's gold list was empty: no gt_recall; r3
# and r5 cited nothing where no gold was present: no judge precision, recall or F1) and one
# without ground truth.
RESULTS = [
    result("r1", "prod", 1.0, accuracy(1.0, 0.5, 0.666667, 1.0, 1.0, 1.0, True)),
    result("r2", "prod", 0.5, accuracy(0.5, 0.25, 0.333333, 0.5, 1.0, 0.666667, False)),
    result("r3", "prod", 0.0, accuracy(None, 0.0, 0.0, None, None, None, True)),
    result("r4", "staging", 1.0, accuracy(1.0, 0.4, 0.571429, 0.5, 1.0, 0.666667, False)),
    result("r5", "staging", 0.5, accuracy(0.0, 0.0, 0.0, None, None, None, True)),
    result("r6", "staging", 0.5, None),
]


@pytest.fixture
def scores(tmp_path: Path) -> Path:
    path = tmp_path / "scores.jsonl"
    lines = [json.dumps(r) for r in RESULTS]
    lines.insert(3, json.dumps({"line": 9, "error": "context: missing", "code": "invalid_event"}))
    path.write_text("\n".join(lines) + "\n")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["accuracy", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def report(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    code, out, err = run(capsys, *args, "--json")
    assert code == 0, err
    return dict(json.loads(out))


def test_figures_equal_those_worked_by_hand(
    scores: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SEER_SEGMENT_KEYS", "env")
    found = report(capsys, "--file", str(scores))
    assert (found["results"], found["with_ground_truth"]) == (6, 5)
    assert found["notes"] == ["invalid events (not scored): 1"]
    overall = found["overall"]["measures"]

    # Retriever recall, r1, r2, r4, r5: 1, 0.5, 1, 0: mean 0.625, s² = 0.6875/3, se =
    # 0.239357, t(3) = 3.182446: half 0.761740: -0.137 to 1.387, clipped to [0, 1].
    recall = overall["retriever_recall"]
    assert (recall["n"], recall["method"]) == (4, "t")
    assert recall["mean"] == pytest.approx(0.625)
    assert (recall["low"], recall["high"]) == (0.0, 1.0)
    # Retriever precision, .5 .25 0 .4 0: mean 0.23, s² = 0.208/4, se = 0.101980,
    # t(4) = 2.776445: half 0.283142.
    precision = overall["retriever_precision"]
    assert (precision["n"], precision["mean"]) == (5, pytest.approx(0.23))
    assert (precision["low"], precision["high"]) == (0.0, pytest.approx(0.513142, abs=1e-5))
    # Judge citation precision, r1, r2, r4: 1, 0.5, 0.5: mean 0.666667, s = 0.288675, se =
    # 0.166667, t(2) = 4.302653: half 0.717109 (clipped at 0 and 1).
    judge = overall["judge_precision"]
    assert (judge["n"], judge["mean"], judge["high"]) == (3, pytest.approx(2 / 3), 1.0)
    assert overall["judge_recall"]["n"] == 3 and overall["judge_recall"]["mean"] == 1.0
    # Judge citation F1, r1, r2, r4 (r3 and r5 abstained rightly: undefined, left out).
    assert overall["judge_f1"]["n"] == 3
    assert overall["judge_f1"]["mean"] == pytest.approx(2.333334 / 3, abs=1e-6)
    # Exact match 3 of 5, Wilson: 0.2307 to 0.8824.
    exact = overall["exact_match"]
    assert (exact["n"], exact["mean"], exact["method"]) == (5, 0.6, "Wilson")
    assert (exact["low"], exact["high"]) == (
        pytest.approx(0.230724, abs=1e-5),
        pytest.approx(0.882375, abs=1e-5),
    )

    prod, staging = found["segments"]
    assert (prod["segment"], prod["events"], prod["with_ground_truth"]) == ({"env": "prod"}, 3, 3)
    assert (staging["events"], staging["with_ground_truth"]) == (3, 2)
    # prod retriever F1 .666667 .333333 0: mean 1/3, s = 1/3, se = 0.192450, t(2) =
    # 4.302653: half 0.828046: -0.495 to 1.161, clipped.
    f1 = prod["measures"]["retriever_f1"]
    assert (f1["n"], f1["mean"], f1["low"], f1["high"]) == (3, pytest.approx(1 / 3), 0.0, 1.0)
    # prod judge F1 1, .666667 (r3 left out): mean 0.833334.
    assert prod["measures"]["judge_f1"]["n"] == 2
    assert prod["measures"]["judge_f1"]["mean"] == pytest.approx(0.833334, abs=1e-6)
    # staging judge precision: only r4 cited anything: a mean, no interval.
    single = staging["measures"]["judge_precision"]
    assert (single["n"], single["mean"], single["low"]) == (1, 0.5, None)

    code, out, _ = run(capsys, "--file", str(scores))
    assert code == 0
    rows = table_rows(out, "Accuracy against gold documents")  # one section a segment
    assert ["(all)", "retriever recall", "4", "0.625", "[0.000, 1.000]"] in rows
    assert ["(all)", "retriever precision", "5", "0.230", "[0.000, 0.513]"] in rows
    assert ["prod", "judge exact match", "3", "0.667", "[0.208, 0.939]"] in rows
    assert ["staging", "judge citation precision", "1", "0.500", "-"] in rows


def test_corrected_recall_worked_by_hand(
    scores: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    labelled = tmp_path / "labelled.jsonl"
    judged = {"l1": 1.0, "l2": 1.0, "l3": 0.5}
    labelled.write_text(
        "".join(json.dumps(result(k, "prod", r, None)) + "\n" for k, r in judged.items())
    )
    truth = tmp_path / "truth.jsonl"
    truth.write_text(
        "".join(
            json.dumps({"event_id": k, "true_recall": y}) + "\n"
            for k, y in {"l1": 1.0, "l2": 0.5, "l3": 0.5}.items()
        )
    )
    found = report(
        capsys, "--file", str(scores), "--correct-with", str(labelled), "--truth", str(truth)
    )
    assert found["labelled"] == {
        "events": 3,
        "judge_error": pytest.approx(1 / 6),
        "unused_labels": 0,
    }
    # Every result's recall (r6 too): 1, .5, 0, 1, .5, .5: mean 0.583333, s² 0.141667.
    # Rectifier 0, .5, 0: mean 1/6, s² 1/12. se = √(0.141667/6 + 0.083333/3) = 0.226691.
    corrected = found["overall"]["corrected_recall"]
    assert corrected["estimate"] == pytest.approx(0.583333 - 1 / 6, abs=1e-6)
    assert corrected["high"] - corrected["estimate"] == pytest.approx(1.959964 * 0.226691, abs=1e-5)
    assert found["overall"]["judge_recall"]["n"] == 6

    # Without results carrying accuracy, the corrected recall is still the answer.
    plain = tmp_path / "plain.jsonl"
    plain.write_text(
        "".join(json.dumps(result(f"p{i}", "prod", 1.0, None)) + "\n" for i in range(3))
    )
    code, _, err = run(capsys, "--file", str(plain))
    assert code == 2 and "none of the 3 results carries accuracy" in err
    found = report(
        capsys, "--file", str(plain), "--correct-with", str(labelled), "--truth", str(truth)
    )
    assert found["overall"]["corrected_recall"]["estimate"] == pytest.approx(1 - 1 / 6)


def test_truth_from_a_gold_set_style_events_file(
    scores: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An events file with gold.expected.recall is joined to `score`'s results by the id
    `score` gives an event without one (its content hash)."""
    events = [
        {"task": f"who wrote book {i}?", "context": [f"Book {i} was written by A{i}."],
         "gold": {"expected": {"recall": y}}}
        for i, y in enumerate([1.0, 0.5, 0.0])
    ]  # fmt: skip
    source = tmp_path / "gold.jsonl"
    source.write_text("".join(json.dumps(e) + "\n" for e in events))
    labelled = tmp_path / "gold-scores.jsonl"
    assert main(["score", str(source), "-o", str(labelled)]) == 0
    judged = [json.loads(line)["recall"] for line in labelled.read_text().splitlines()]
    found = report(
        capsys, "--file", str(scores), "--correct-with", str(labelled), "--truth", str(source)
    )
    error = sum(judged) / 3 - 0.5
    assert found["labelled"]["judge_error"] == pytest.approx(error)

    source.write_text(source.read_text() + '{"task": "x", "context": []}\n')
    code, _, err = run(
        capsys, "--file", str(scores), "--correct-with", str(labelled), "--truth", str(source)
    )
    assert code == 2 and "line 4: neither" in err
