"""How the lexical evaluator reads FAQ entries: the kind of answer an entry's question asks.

An FAQ entry ("Q: Why is my cactus soft?\nA: ...") answers its own question. Its answer is
of the kind that question asks for (a cause, how often, an amount or a duration, a yes or
a no), whatever words it shares with another question.
"""

from __future__ import annotations

import functools
import re
from typing import Final

# An FAQ entry's question, at a line's start or after a web page's trail ("Help > Billing |
# Q: ..."), up to its answer when "A:" follows on the same line ("Q: Is foxglove poisonous?
# A: Yes ..."), and the kinds of answer that some questions ask for: a cause,
# a frequency, a duration, an amount ("how much" and "how many" ask alike)
_ENTRY: Final = re.compile(r"(?:^|\n|[|>\u203a\u00bb])\s*Q:\s*((?:(?!\s+A:)[^\n]){0,200})")
_ASKED: Final = re.compile(r"\b(why|how (?:often|long|much|many))\b", re.IGNORECASE)
# "How many days does a Test match last?" asks what "How long does a Test match last?" does:
# a duration and an amount are one kind of answer, a number
_ALIKE: Final = {"how long": "how much"}
# ... or a yes or a no: "Q: Is a troy ounce the same?" does not say how many grams
_YES_NO: Final = re.compile(
    r"\s*(?:is|are|was|were|can|could|do|does|did|should|will|would|has|have|am)\b", re.IGNORECASE
)

_MEASURE_ASKED: Final = re.compile(
    r"\bhow (?:deep|tall|high|far|big|large|fast|heavy|wide)\b", re.I
)
_WHEN: Final = re.compile(r"\s*(when|where|who)\b", re.IGNORECASE)
# ... the task's, at its start or ending a query typed as keywords ("yeti crab found when")
_TASK_WHEN: Final = re.compile(
    r"^\s*(when|where|who)\b|\b(when|where|who)\s*\??\s*$", re.IGNORECASE
)
_WHICH: Final = re.compile(
    r"\s*(?:which|what)\s+(?!is\b|are\b|was\b|were\b|does\b|do\b|did\b)(\w+)", re.I
)
_TIME_OR_PLACE: Final = re.compile(
    r"(?:year|date|month|day|time|century|decade|age|city|country|town|place|state|region"
    r"|continent|island|part|side|area)s?$",
    re.IGNORECASE,
)
_MEASURE_WORD: Final = re.compile(
    r"\bwhat\s+(?:temperature|height|depth|speed|size|weight)\b", re.I
)

# ... and "What is the half-life of X?" asks what "How long does X stay radioactive?" does
_MEASURE: Final = re.compile(
    r"^\s*what(?:'s|\s+is|\s+was|\s+are)\s+(?:the\s+)?(?:\w+\s+)?(?:half[- ]life|lifespan|life"
    r" expectancy|length|height|weight|population|speed|temperature|age|distance|depth|size"
    r"|cost|price|area|diameter|duration)\b",
    re.IGNORECASE,
)


def asked(question: str) -> str:
    """The kind of answer a question asks for, "" when none of those."""
    match = _ASKED.search(question)
    if match:
        kind = match.group(1).lower().replace("many", "much")
        return _ALIKE.get(kind, kind)
    if _MEASURE.match(question):
        return "how much"
    return "yes or no" if _YES_NO.match(question) else ""


def asks_else(text: str, task: str) -> bool:
    """Whether a passage is one FAQ entry whose question asks for another kind of answer
    than the task does: a cause ("Q: Why is my cactus soft?"), how often, how long, how
    much or many ("Q: How often should I descale my kettle?" for "How do I descale a
    kettle?"), a yes or a no ("Q: Is a troy ounce the same?" for "How many grams are in an
    ounce?"). Its answer is of that kind, whatever words it shares."""
    question = entry_question(text)
    kind = asked(question) if question else ""
    if kind:
        return kind != _task_asks(task)[0]
    # a measure, where the task asks when, where or who ("Q: How deep should I plant tulip
    # bulbs?" for "When should I plant tulip bulbs?"); not "How old is X?", which its
    # origin may answer ("Henry Cole ... sent it to friends" for who sent the first one)
    if not question:
        return False
    if _MEASURE_ASKED.search(question) and _WHEN.match(task):
        return True
    # when, where or who, where the task asks another of them or a measure ("Q: When did
    # Britain get parking meters?" for "Where was the first parking meter installed?")
    opens = _WHEN.match(question)
    _, other, measure = _task_asks(task)
    if opens is None:
        # "Q: Which yeti crab dances?" says nothing of when one was found
        thing = _WHICH.match(question)
        return thing is not None and bool(other) and not _TIME_OR_PLACE.match(thing[1])
    if other:
        return other != opens.group(1).lower()
    return measure


@functools.lru_cache(maxsize=256)  # the same task for each of its passages
def _task_asks(task: str) -> tuple[str, str, bool]:
    """What the task asks: the kind `asked` reads, its when, where or who ("" for none), and
    whether it asks a measure."""
    found = _TASK_WHEN.search(task)
    other = (found[1] or found[2]).lower() if found else ""
    measure = bool(_MEASURE_ASKED.search(task) or _MEASURE_WORD.search(task))
    return asked(task), other, measure


# An entry's labels as pages write them: "Question:", "Q.", "Q)", "Q -"; and the answer's
_QUESTION_LABEL: Final = re.compile(
    r"(?m)^[ \t]*(?:Q|Question)[ \t]*(?:[.):]|[ \t][-\u2013])[ \t]*"
)
_ANSWER_LABEL: Final = re.compile(r"(?m)^[ \t]*(?:A|Answer)[ \t]*(?:[.):]|[ \t][-\u2013])[ \t]*")
# A line that is a question over its answer ("How often should I descale my kettle?\nAbout
# once a month ..."), as an FAQ page without labels sets its entries
_ASKING_LINE: Final = re.compile(
    r"(?m)^[ \t]*(?=(?:who|what|when|where|which|why|how|is|are|was|were|can|could|do|does"
    r"|did|should|will|would|has|have|am)\b)[^\n]{3,200}\?[ \t]*\n(?![ \t]*(?:A:|\n))",
    re.IGNORECASE,
)


def labelled(text: str) -> str:
    """A passage's FAQ entries with the labels the judge reads ("Q: ...\nA: ..."), whatever
    labels its page gave them ("Question:", "Q.", none: a question over its answer); the
    text as it is otherwise. (Most passages are no FAQ: a test of a character or two first;
    a search for a longer string reads the whole text, one for a character is far faster.)"""
    lines = "\n" in text
    if "Q" in text and (text.startswith("Q") or (lines and "\nQ" in text)):
        if "Q:" in text and "A:" in text:
            return text  # (the usual labels)
        if _QUESTION_LABEL.search(text):
            return _ANSWER_LABEL.sub("A: ", _QUESTION_LABEL.sub("Q: ", text))
    if lines and "?" in text and "?\n" in text:
        return _ASKING_LINE.sub(_entry, text)
    return text


def _entry(line: re.Match[str]) -> str:
    return f"Q: {line.group().strip()}\nA: "


def entry_question(text: str) -> str:
    """The question of a passage that is one FAQ entry ("Q: ...?\nA: ..."), "" otherwise."""
    if "Q:" not in text:
        return ""
    entries = _ENTRY.findall(text)
    return entries[0] if len(entries) == 1 else ""
