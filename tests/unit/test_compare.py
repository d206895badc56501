"""`seer-stream compare` on results that `seer-stream score` wrote for the shared gold set
(../shared/goldset; skipped without it), and on small hand-made results for the rules:
pairing, filters, the events needed, bad input."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
from typing import Any

import pytest

from stream.cli import main
from tests.support.tables import table_rows

Result = dict[str, Any]
SEER = Path(sys.executable).with_name("seer-stream")
SHIFTED_TASKS = 60  # few enough that the spread between tasks hides the shift, unpaired


def score(events: list[dict[str, Any]], tmp: Path, name: str) -> list[Result]:
    """The events scored by the installed `seer-stream score` (lexical evaluator)."""
    source, out = tmp / f"{name}.jsonl", tmp / f"{name}-scores.jsonl"
    source.write_text("".join(json.dumps(e) + "\n" for e in events))
    env = {k: v for k, v in os.environ.items() if not k.startswith("SEER_")}
    done = subprocess.run(
        [str(SEER), "score", str(source), "-o", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in out.read_text().splitlines()]
    assert all("error" not in r for r in results) and len(results) == len(events)
    return results


@dataclass(frozen=True)
class Gold:
    answerable: list[Result]
    incomplete: dict[str, Result]  # by task: the same question with a gold passage removed
    extra_passage: list[Result]  # the first SHIFTED_TASKS answerable, one distractor more


def events(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


@pytest.fixture(scope="module")
def gold(goldset_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Gold:
    tmp = tmp_path_factory.mktemp("compare-gold")
    answerable = events(goldset_dir / "answerable.jsonl")
    widened = copy.deepcopy(answerable[:SHIFTED_TASKS])
    for event in widened:  # ranked last, supporting nothing: precision drops a little
        event["context"].append(
            {"id": "extra", "text": "Oslo weather: Oslo is cold in winter.", "score": 0.0}
        )
    incomplete = score(events(goldset_dir / "incomplete.jsonl"), tmp, "incomplete")
    return Gold(
        score(answerable, tmp, "answerable"),
        {r["task"]: r for r in incomplete},
        score(widened, tmp, "widened"),
    )


def arm(results: list[Result], value: str, key: str = "feature_flag") -> list[Result]:
    """Copies of `results` in the arm `key=value`, as the worker would have labelled them."""
    found = []
    for result in results:
        result = copy.deepcopy(result)
        result["metadata"] = {**result["metadata"], key: value}
        result["segment"] = {**result.get("segment", {}), key: value}
        found.append(result)
    return found


@dataclass
class Run:
    code: int
    out: str
    err: str

    def json(self) -> dict[str, Any]:
        return dict(json.loads(self.out))

    def metric(self, name: str) -> dict[str, Any]:
        return next(m for m in self.json()["metrics"] if m["metric"] == name)


@pytest.fixture
def compare(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Any:
    """Runs `seer-stream compare --file` over the given results (in this process)."""

    def run(results: list[Result | str], *args: str) -> Run:
        path = tmp_path / "scores.jsonl"
        lines = [r if isinstance(r, str) else json.dumps(r) for r in results]
        path.write_text("\n".join(lines) + "\n")
        capsys.readouterr()
        code = main(["compare", "--file", str(path), *args])
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run


FLAGS = ("--key", "feature_flag", "--base", "v1", "--test", "v2")


def test_a_half_incomplete_mix_is_worse_on_recall_and_fails_the_gate(
    gold: Gold, compare: Any
) -> None:
    base = arm(gold.answerable, "v1")
    # Every question in both arms; in the test arm every other one lost a gold passage.
    mixed = [gold.incomplete[r["task"]] if i % 2 else r for i, r in enumerate(gold.answerable)]
    test = arm(mixed, "v2")
    done = compare(base + test, *FLAGS, "--fail-on", "recall", "--json")
    assert done.code == 1, done.err
    assert "significantly worse on recall" in done.err
    found = done.json()
    assert found["paired"] is True and found["shared_keys"] == len(base) == 348
    assert found["failed"] == ["recall"]
    recall = done.metric("recall")
    assert (recall["verdict"], recall["test"], recall["pairs"]) == ("worse", "paired t", 348)
    expected = fmean(r["recall"] for r in test) - fmean(r["recall"] for r in base)
    assert recall["difference"] == pytest.approx(expected)
    assert recall["low"] < recall["difference"] < recall["high"] < 0
    assert done.metric("incomplete")["verdict"] == "worse"  # more incomplete: worse
    assert done.metric("incomplete")["difference"] > 0

    unpaired = compare(base + test, *FLAGS, "--fail-on", "recall", "--unpaired", "--json")
    assert unpaired.code == 1
    assert (unpaired.metric("recall")["verdict"], unpaired.metric("recall")["test"]) == (
        "worse",
        "Welch t",
    )
    incomplete = unpaired.metric("incomplete")
    assert (incomplete["test"], incomplete["verdict"]) == ("Newcombe", "worse")
    assert 0 < incomplete["low"] < incomplete["difference"] < incomplete["high"]

    table = compare(base + test, *FLAGS, "--fail-on", "recall")
    rows = {row[0]: row for row in table_rows(table.out, "feature_flag: v2 (test) vs v1 (base)")}
    assert rows["recall *"][5:8] == ["worse", "paired t", "348 pairs"]
    assert rows["recall *"][3] == f"{expected:+.3f}"


def test_two_halves_of_one_arm_are_within_noise(gold: Gold, compare: Any) -> None:
    halves = [
        *arm(gold.answerable[0::2], "v1"),
        *arm(gold.answerable[1::2], "v2"),
    ]
    done = compare(halves, *FLAGS, "--fail-on", "recall,precision,f1,ndcg,incomplete", "--json")
    assert done.code == 0, done.err
    found = done.json()
    assert found["paired"] is False and found["shared_keys"] == 0
    assert found["events"] == {"base": 174, "test": 174}
    for metric in found["metrics"]:
        assert metric["verdict"] == "within noise", metric
        assert metric["low"] < 0 < metric["high"]
        assert metric["test"] == ("Newcombe" if metric["metric"] == "incomplete" else "Welch t")
        assert metric["needed_per_arm"] > 1


def test_pairing_shows_a_small_per_task_shift_that_unpaired_misses(
    gold: Gold, compare: Any
) -> None:
    base = arm(gold.answerable[:SHIFTED_TASKS], "v1")
    test = arm(gold.extra_passage, "v2")
    shifts = [t["precision"] - b["precision"] for b, t in zip(base, test, strict=True)]
    assert all(s < 0 for s in shifts), "the extra passage lowers every task's precision"
    spread = max(r["precision"] for r in base) - min(r["precision"] for r in base)
    assert -fmean(shifts) < spread / 10  # small against the spread between tasks

    paired = compare(base + test, *FLAGS, "--fail-on", "precision", "--json")
    assert paired.code == 1, paired.err
    precision = paired.metric("precision")
    assert (precision["verdict"], precision["test"], precision["pairs"]) == (
        "worse",
        "paired t",
        SHIFTED_TASKS,
    )
    assert precision["difference"] == pytest.approx(fmean(shifts))

    unpaired = compare(base + test, *FLAGS, "--fail-on", "precision", "--unpaired", "--json")
    assert unpaired.code == 0, unpaired.err
    missed = unpaired.metric("precision")
    assert (missed["verdict"], missed["test"]) == ("within noise", "Welch t")
    assert missed["difference"] == pytest.approx(fmean(shifts))
    assert missed["needed_per_arm"] > precision["needed_per_arm"]  # pairing needs fewer


def result(task: str, recall: float, ndcg: float | None = None, **metadata: Any) -> Result:
    return {
        "event_id": f"{task}-{recall}-{sorted(metadata.items())}",
        "task": task,
        "metadata": metadata,
        "recall": recall,
        "precision": 0.5,
        "f1": 0.5,
        "ndcg": ndcg,
    }


def test_bad_input_is_refused_with_exit_2_and_a_reason(
    compare: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    good = [result(f"q{i}", 1.0, feature_flag=f) for i in range(3) for f in ("v1", "v2")]
    one_test = [r for r in good if r["metadata"]["feature_flag"] == "v1"]
    done = compare([*one_test, result("q9", 1.0, feature_flag="v2")], *FLAGS)
    assert done.code == 2 and "test arm (feature_flag=v2) has 1 events" in done.err

    lines: list[Result | str] = [*good, "not json", '{"recall": 2, "precision": 0, "f1": 0}']
    done = compare(lines, *FLAGS)
    assert done.code == 2
    assert "line 7: not JSON" in done.err and "line 8: recall is 2" in done.err

    scored_error = '{"line": 4, "error": "task: missing", "code": "invalid_event"}'
    done = compare([*good, scored_error], *FLAGS, "--json")  # counted, not an error
    assert done.code == 0 and done.json()["notes"] == ["invalid events (not scored): 1"]

    assert compare(good, *FLAGS, "--fail-on", "ndcg").code == 2  # no nDCG to gate on
    assert compare(good, "--key", "feature_flag", "--base", "v1", "--test", "v1").code == 2
    assert compare(good, *FLAGS, "--since", "2h").code == 2
    assert compare(good, *FLAGS, "--correct-with", "x.jsonl").code == 2
    with pytest.raises(SystemExit) as refused:
        compare(good, *FLAGS, "--fail-on", "recall,mrr")
    assert refused.value.code == 2
    assert "unknown metric mrr" in capsys.readouterr().err


README = Path(__file__).resolve().parents[2] / "README.md"
README_ROWS = {  # the README's row labels for compare's metrics
    "recall *": "recall",
    "precision": "precision",
    "F1": "f1",
    "nDCG": "ndcg",
    "incomplete (recall < 1)": "incomplete",
}


def test_the_readme_example_is_what_compare_says_of_the_half_incomplete_mix(
    gold: Gold, compare: Any
) -> None:
    """The README shows this comparison as the default evaluator scores it; an evaluator
    change that moves a figure must move the README too."""
    mixed = [gold.incomplete[r["task"]] if i % 2 else r for i, r in enumerate(gold.answerable)]
    done = compare(
        arm(gold.answerable, "v1") + arm(mixed, "v2"), *FLAGS, "--fail-on", "recall", "--json"
    )
    text = README.read_text(encoding="utf-8")
    shown = {
        README_ROWS[cells[0]]: cells[1:5]
        for cells in table_rows(text, "$ seer-stream compare --file scores.jsonl")
        if cells[0] in README_ROWS
    }
    assert set(shown) == set(README_ROWS.values())
    for name, (base, test, difference, interval) in shown.items():
        m = done.metric(name)
        assert [base, test, difference, interval] == [
            f"{m['base_mean']:.3f}",
            f"{m['test_mean']:.3f}",
            f"{m['difference']:+.3f}",
            f"[{m['low']:+.3f}, {m['high']:+.3f}]",
        ], name


def test_pair_by_a_metadata_key_averages_repeats_and_needs_half_of_each_arm(
    compare: Any,
) -> None:
    # Tasks differ in wording between the arms; the question id pairs them. q1 is asked
    # twice in the base arm: its mean (0.75) is its side of the pair.
    rows = [
        result("who 1", 1.0, qid="q1", feature_flag="v1"),
        result("who 1 again", 0.5, qid="q1", feature_flag="v1"),
        result("who 2", 1.0, qid="q2", feature_flag="v1"),
        result("who 3", 0.5, qid="q3", feature_flag="v1"),
        result("who is 1", 0.5, qid="q1", feature_flag="v2"),
        result("who is 2", 0.5, qid="q2", feature_flag="v2"),
        result("who is 3", 0.0, qid="q3", feature_flag="v2"),
    ]
    done = compare(rows, *FLAGS, "--pair-by", "qid", "--json")
    assert done.json()["paired"] is True
    recall = done.metric("recall")
    # Differences -0.25, -0.5, -0.5: mean -0.416667, s 0.144338, t(2) 4.302653.
    assert (recall["pairs"], recall["n_base"], recall["n_test"]) == (3, 4, 3)
    assert recall["difference"] == pytest.approx(-0.416667, abs=1e-6)
    assert recall["high"] == pytest.approx(-0.416667 + 4.302653 * 0.144338 / 3**0.5, abs=1e-5)
    assert recall["base_mean"] == pytest.approx((0.75 + 1.0 + 0.5) / 3)
    by_task = compare(rows, *FLAGS, "--json").json()  # no task text in both arms
    assert by_task["paired"] is False and by_task["shared_keys"] == 0

    # Two tasks of five in both arms: 40 % of each arm, short of half: unpaired.
    few = [result(f"t{i}", 1.0, feature_flag="v1") for i in range(5)]
    few += [result(f"t{i}" if i < 2 else f"u{i}", 1.0, feature_flag="v2") for i in range(5)]
    found = compare(few, *FLAGS, "--json").json()
    assert found["paired"] is False and found["shared_keys"] == 2
    assert "covering 2 of 5 base and 2 of 5 test events" in found["design"]


def test_where_segment_labels_and_the_events_needed(compare: Any) -> None:
    rows = [
        result(f"a{i}", recall, env=env, feature_flag="v1")
        for i, recall in enumerate([1.0, 0.0, 1.0, 0.0])
        for env in ("prod",)
    ]
    rows += [result(f"b{i}", r, env="prod", feature_flag="v2") for i, r in enumerate([1, 1, 0, 0])]
    rows += [result(f"c{i}", 0.0, env="staging", feature_flag="v2") for i in range(5)]
    # A result counted under `other` by the worker (its value folded past the limits).
    folded = result("d0", 1.0, env="prod", feature_flag="v7")
    folded["segment"] = {"feature_flag": "other"}
    done = compare([*rows, folded], *FLAGS, "--where", "env=prod", "--json")
    found = done.json()
    assert found["events"] == {"base": 4, "test": 4}
    assert found["left_out"] == {"where": 5, "other_values": 1}
    # Recall variances 1/3 and 1/3: (1.959964 + 0.841621)² · (2/3) / 0.05² = 2093.03.
    assert done.metric("recall")["needed_per_arm"] == 2094
    # Shares 0.5 and 0.5: 7.848861 · 0.5 / 0.1² = 392.44.
    wide = compare([*rows, folded], *FLAGS, "--where", "env=prod", "--min-effect", "0.1", "--json")
    assert wide.metric("incomplete")["needed_per_arm"] == 393
    other = compare([*rows, folded], "--key", "feature_flag", "--base", "v1", "--test", "other")
    assert other.code == 2 and "has 1 events" in other.err  # found by its label, alone


def test_corrected_recall_shifts_each_arm_by_the_judge_error(compare: Any, tmp_path: Path) -> None:
    rows = [result(f"q{i}", r, feature_flag="v1") for i, r in enumerate([1.0, 0.5, 1.0, 0.5])]
    rows += [result(f"q{i}", r, feature_flag="v2") for i, r in enumerate([1.0, 1.0, 0.5, 1.0])]
    labelled = tmp_path / "labelled-scores.jsonl"
    labelled.write_text(
        "".join(
            json.dumps(result(f"l{i}", r) | {"event_id": f"l{i}"}) + "\n"
            for i, r in enumerate([1.0, 1.0, 0.5])
        )
    )
    truth = tmp_path / "truth.jsonl"
    truth.write_text(
        "".join(
            json.dumps({"event_id": f"l{i}", "true_recall": y}) + "\n"
            for i, y in enumerate([1.0, 0.5, 0.5, 0.0])
        )
    )
    args = ("--correct-with", str(labelled), "--truth", str(truth), "--json")
    found = compare(rows, *FLAGS, *args).json()["corrected_recall"]
    assert (found["labelled"], found["unused_labels"]) == (3, 1)
    # The judge's error on the labelled: mean(0, 0.5, 0) = 1/6.
    v1, v2 = found["arms"]["v1"], found["arms"]["v2"]
    assert v1["judge_error"] == pytest.approx(1 / 6)
    assert v1["corrected"]["estimate"] == pytest.approx(0.75 - 1 / 6)
    assert v2["corrected"]["estimate"] == pytest.approx(0.875 - 1 / 6)
    assert v1["judge"]["estimate"] == pytest.approx(0.75)

    truth.write_text(json.dumps({"event_id": "l0", "true_recall": 1.0}) + "\n")
    missing = compare(rows, *FLAGS, *args)
    assert missing.code == 2 and "2 results have no true recall" in missing.err


def test_a_compare_that_fails_has_no_verdict_exit_2_not_1(
    gold: Gold, compare: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Exit 1 is the CI gate's "worse": a compare that ran out of memory on a big topic
    exited 1 through Python's own handler (measured at 1M results: MemoryError)."""

    def out_of_memory(*args: object, **kwargs: object) -> None:
        raise MemoryError

    monkeypatch.setattr("stream.compare.compare", out_of_memory)
    results = arm(gold.answerable, "v1") + arm(gold.answerable, "v2")
    done = compare(results, *FLAGS, "--fail-on", "recall")
    assert done.code == 2
    assert "MemoryError" in done.err
    assert done.err.rstrip().endswith("seer-stream: compare failed, so it has no verdict (exit 2)")


def test_the_analysis_holds_of_each_result_only_what_it_reads(gold: Gold, tmp_path: Path) -> None:
    """A result's requirements, citations, evaluator and usage are not held: compare and
    accuracy kept every result whole, about 7 kB each, and ran out of memory on a day of a
    busy topic (measured with 40,000 results: 321 MB, 109 MB held as read now)."""
    from stream.scored_input import ANALYSED, read_file

    results = arm(gold.answerable, "v1")[:3]
    path = tmp_path / "scores.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in results))
    held = read_file(path).results
    assert [set(r) for r in held] == [set(ANALYSED) & set(r) for r in results]
    assert all(h[name] == r[name] for h, r in zip(held, results, strict=True) for name in h)
    assert "requirements" in results[0] and "requirements" not in held[0]
