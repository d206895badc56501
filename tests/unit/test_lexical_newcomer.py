"""The newcomer questions (tests/data/newcomer/): what lexical-v54 to v58 read right stays
read right. Development data, written to find what the version before could not read."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from tests.support.lexical import cited, judge, recall

NEWCOMER = Path(__file__).resolve().parents[1] / "data" / "newcomer"
QUESTIONS = NEWCOMER / "questions.jsonl"
BATCH2 = NEWCOMER / "batch2.jsonl"  # lexical-v55's
BATCH3 = NEWCOMER / "batch3.jsonl"  # lexical-v56's
BATCH4 = NEWCOMER / "batch4.jsonl"  # written after lexical-v56's first rules, read once
BATCH5 = NEWCOMER / "batch5.jsonl"  # written after all of them, read once
BATCH6 = NEWCOMER / "batch6.jsonl"  # written after v57's first rules, read once
BATCH7 = NEWCOMER / "batch7.jsonl"  # written after v57's idioms, read once

# The questions lexical-v54 still reads wrong, each for a reason of its own: a word a
# passage never writes ("How long does a plow last?" over "lasts for decades"), an
# abbreviation read as a title ("Dr"), a why or how its one passage does not explain
MISREAD = 23  # (25 with v54 and v55, 24 with v56 and v57; v58 reads "Which countries
# border Germany?" over "Germany borders nine countries: ...", a sentence and no title)


def read_right(row: dict[str, object]) -> bool:
    support = row["support"] if isinstance(row["support"], list) else [row["support"]]
    passages = ([str(row["distractor"])] if "distractor" in row else []) + [str(p) for p in support]
    task = str(row["task"])
    judged = judge(task, passages)
    first = len(passages) - len(support) + 1
    if recall(judged) != 1.0 or not set(range(first, len(passages) + 1)) <= cited(judged):
        return False
    return "distractor" not in row or recall(judge(task, [str(row["distractor"])])) == 0.0


def wrongly_read(path: Path) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """The questions of a file, and those read wrong."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return rows, [row for row in rows if not read_right(row)]


def misread_by_family(path: Path, count: int, misread: int) -> Counter[str]:
    """The questions of a batch read wrong, by family, once the batch is checked to hold
    `count` questions and no more than `misread` of them read wrong."""
    rows, wrong = wrongly_read(path)
    assert len(rows) == count
    by_family = Counter(str(row["family"]) for row in wrong)
    assert len(wrong) <= misread, (by_family, [row["task"] for row in wrong])
    return by_family


def test_the_newcomer_questions_stay_read_right() -> None:
    by_family = misread_by_family(QUESTIONS, 176, MISREAD)
    # every family of reading v54 added is read right but for the odd question
    assert by_family["shapes"] == 0
    assert by_family["units"] <= 2
    assert by_family["written another way"] <= 5


# The second batch's questions lexical-v55 still reads wrong (28 of 149; lexical-v54: 72):
# paraphrase ("lies on the Rhine" for "flows through"), a name's page whose distractor
# answers its name ("Where is the Taj Mahal?": its name, recall 0.5), typos ("captial")
MISREAD_BATCH2 = 28


def test_the_second_batch_stays_read_right() -> None:
    by_family = misread_by_family(BATCH2, 149, MISREAD_BATCH2)
    # every family of reading v55 added is read right but for the odd question
    assert by_family["define"] <= 5  # of 36 (v54: 33)
    assert by_family["dots"] <= 1  # of 8 (v54: 6)
    assert by_family["roman"] <= 2  # of 8 (v54: 5)
    assert by_family["contractions"] <= 2  # of 9 (v54: 3)
    assert by_family["money"] + by_family["fast"] + by_family["support"] <= 3  # of 7 (v54: 5)


# The third batch's questions lexical-v56 still reads wrong (41 of 167; lexical-v55: 75):
# two-step questions over untitled passages, paraphrase ("touched down" for "landing",
# "fronted by" for "lead singer"), a distractor that says the same of another thing
MISREAD_BATCH3 = 39  # (41 with v56; v57 reads the idiom "touched down" as landed; v58
# reads "Australia's capital?" as one thing asked)


def test_the_third_batch_stays_read_right() -> None:
    by_family = misread_by_family(BATCH3, 167, MISREAD_BATCH3)
    # every family of reading v56 added is read right (v55 read 6, 6, 2, 2 and 1 wrong)
    assert by_family["chatty"] == 0
    assert by_family["stand-for-mean"] == 0
    assert by_family["death-birth"] == 0
    assert by_family["language-currency-zone"] == 0
    assert by_family["imperative"] == 0


# The fourth batch, written blind after v56's first rules: v55 read 90 of 189 wrong, v56's
# first rules 74; then tuned on (66)
MISREAD_BATCH4 = 63  # (66 with v56, 65 with v57)


def test_the_fourth_batch_stays_read_right() -> None:
    misread_by_family(BATCH4, 189, MISREAD_BATCH4)


# The fifth batch, 180 questions of every field written blind after all of v56's rules: v55
# and v56 each read 81 wrong, measured once; two bugs it showed ("octopuses" was no form of
# "octopus", a remark after the question mark was read as the question) then fixed (78)
MISREAD_BATCH5 = 74  # (78 with v56, 76 with v57)


def test_the_fifth_batch_stays_read_right() -> None:
    misread_by_family(BATCH5, 180, MISREAD_BATCH5)


# The sixth batch, 180 questions of every field written blind after lexical-v57's first rules
# (kinds asked with which/what, FAQ entries asking another question word): v56 and those
# rules each read 83 wrong, measured once, most of them paraphrase ("went down" for "sink",
# "set foot on the lunar surface" for "walk on the Moon"); v57's later rules, drawn from
# them ("What causes X?" asks a cause, "on Earth" is no place) 81, and with a passage's
# idioms read as the word they mean ("went down": sank) 75, and "66 million years ago" read
# as a date 74
MISREAD_BATCH6 = 74


def test_the_sixth_batch_stays_read_right() -> None:
    misread_by_family(BATCH6, 180, MISREAD_BATCH6)


# The seventh batch, 180 questions written blind after v57's idioms, half of their answers
# in other words than the question's (the writers were shown a few idioms as examples, some
# of which v57 reads): v56 read 111 wrong and v57 then 105, measured once; the rules drawn
# from them ("How many X?" needs a count of X, more idioms, "for her homework") 98
MISREAD_BATCH7 = 97  # (98 with v57)


def test_the_seventh_batch_stays_read_right() -> None:
    misread_by_family(BATCH7, 180, MISREAD_BATCH7)
