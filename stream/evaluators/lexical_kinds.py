"""What an answer of each kind looks like, for the question word that asks for it ("At what
temperature ...?" is answered by "100 degrees Celsius", "When ...?" by a year or a month,
"Why ...?" by a cause), and where in a text such an answer can start, so that the judge
tries each kind's pattern there alone.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_named import ASKED_WHICH, NAMED

# What an answer of a kind looks like, for the question word that asks for it: "At what
# temperature ..." is answered by "100 degrees Celsius", which has no "temperature" in it.
_NUM: Final = (
    r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
    r"twenty|thirty|forty|fifty|(?:hundred|thousand|million|billion)s?|a few|several|dozens?)"
)
AMOUNT: Final = re.compile(rf"\b{_NUM}\b")  # a count or a measure, as a comparison weighs them
_TEMPERATURE: Final = rf"{_NUM}\s*(?:\u00b0|degrees?\b|celsius|fahrenheit|kelvin)"
_LENGTH: Final = (
    rf"{_NUM}\s*(?:km|m|cm|mm|ft|feet|foot|inch(?:es)?|miles?|(?:kilo|centi|milli)?met(?:re|er)s?"
    r"|light[- ]years?)\b"
)
# a thing's own length, not how far it lies from another: "70 km north of Beijing"
_EXTENT: Final = (
    rf"(?:{_LENGTH})(?!,?\s+(?:(?:to\s+the\s+)?(?:north|south|east|west)(?:-?(?:east|west))?"
    r"|away|off|inland|offshore|outside|beyond)\b)"
)
_AREA: Final = rf"{_NUM}\s*(?:km\u00b2|sq(?:uare)? (?:km|kilomet(?:re|er)s|miles)|acres|hectares)"
_WEIGHT: Final = rf"{_NUM}\s*(?:kg|g|t|lbs?|pounds?|(?:kilo)?grams?|tonnes?|tons?)\b"
_DATA: Final = rf"{_NUM}\s*(?:[kmgt]i?b|bytes?|(?:kilo|mega|giga|tera)bytes?)\b"  # "up to 256 KB"
# "How big is a neutron star?": "20 km across"
_SIZE: Final = f"{_EXTENT}|{_AREA}|{_WEIGHT}|{_DATA}"
# (not a rate of anything else: "50 times a second")
_SPEED: Final = (
    rf"{_NUM}\s*(?:km/h|mph|m/s|knots?|(?!times\b|beats\b)\w+ (?:per|an|a) (?:second|hour))"
)
_DURATION: Final = (
    rf"{_NUM}\s*(?:-\s*)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?"
    r"|centur(?:y|ies))\b"
)
_YEAR: Final = r"\b(?:1\d{3}|20\d{2})s?\b"
# An age: "at the age of 35", "aged 46", "at 27", "when she was 19"
_AGE: Final = (
    r"\b(?:aged?|at)\s+(?:the\s+age\s+of\s+)?\d{1,3}\b(?![.,]?\d)"
    r"|\bwhen\s+(?:he|she|they)\s+(?:was|were)\s+\d{1,3}\b(?![.,]?\d)"
)
_MONEY: Final = (  # "How much did X cost?": "$15 million", "15 million dollars"
    rf"[$\u00a3\u20ac\u00a5]\s*{_NUM}|{_NUM}\s*(?:dollars?|euros?|pounds sterling|yen|usd|gbp|eur"
    r"|cents?|pence)\b"
)
_DECADE_WORDS: Final = "twenties thirties forties fifties sixties seventies eighties nineties"
_DECADE: Final = rf"\b(?:1\d|20)\d0s\b|['\u2019]\d0s\b|\b(?:{_DECADE_WORDS.replace(' ', '|')})\b"
_CENTURY: Final = r"\b\d{1,2}(?:st|nd|rd|th)[\s-]+centur(?:y|ies)\b"
# a date long ago: "about 66 million years ago", "in the 5th century BC"
_AGO: Final = rf"\b\d[\d,.]*(?:\s+(?:hundred|thousand|million|billion))?\s+years\s+ago\b|{_CENTURY}"
MONTH_NAMES: Final = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
DAY_NAMES: Final = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTHS: Final = rf"\b(?:{MONTH_NAMES})\b"
# "Why ...?" is answered by a cause: a passage that only mentions the thing does not (a
# "why" question's passage must hold one; the connectives and causal verbs of English).
_CAUSE: Final = (
    r"\b(?:because|due to|caus(?:e|es|ed|ing)|as a result|reasons?|thanks to|which is why"
    r"|owing to|when|so|since|leads? to|results? in|triggers?|produces?|allows?|makes?"
    r"|explanations?|explain(?:s|ed)?|in order to|purpose)\b"
)
KINDS: dict[str, str] = {
    "why": _CAUSE,
    "temperature": _TEMPERATURE,
    "hot": _TEMPERATURE,
    "cold": _TEMPERATURE,
    "year": _YEAR,
    "date": f"{_YEAR}|{_MONTHS}|{_AGO}",
    "when": f"{_YEAR}|{_MONTHS}|{_AGO}",
    "tall": _EXTENT,
    "height": _EXTENT,
    "high": _EXTENT,
    "long": f"{_EXTENT}|{_DURATION}",
    "length": _EXTENT,
    "far": _LENGTH,
    "distance": _LENGTH,
    "deep": _EXTENT,
    "depth": _EXTENT,
    "wide": _EXTENT,
    "width": _EXTENT,
    "wingspan": _LENGTH,
    "diameter": _LENGTH,
    "elevation": _LENGTH,
    "altitude": _LENGTH,
    "lifespan": _DURATION,
    "area": _AREA,
    "big": _SIZE,
    "large": _SIZE,
    "size": _SIZE,
    "heavy": _WEIGHT,
    "weigh": _WEIGHT,
    "weight": _WEIGHT,
    "fast": _SPEED,
    "speed": _SPEED,
    "old": f"{_DURATION}|{_YEAR}|{_AGE}",
    "age": f"{_DURATION}|{_AGE}",
    "cost": _MONEY,
    "price": _MONEY,
    "month": _MONTHS,  # "What month is Thanksgiving?": "in November"
    "season": r"\b(?:spring|summer|autumn|winter)\b",  # "What season ...?" (not "fall")
    "decade": f"{_DECADE}|{_YEAR}",  # "the 1970s", or a year of it
    "century": f"{_CENTURY}|{_YEAR}",  # "the 15th century", or a year of it
    **NAMED,  # "which country": "Mali"; "what colour": "green, white and red"
    "many": rf"\b{_NUM}\b",
    "much": rf"\b{_NUM}\b",
}


ASKED_ONLY: Final = frozenset(("country", "continent", *ASKED_WHICH))

# Where an answer of each kind can start: the literal each of its alternatives begins with
# (a digit, a number word, a month, a causal word). The kinds have no literal prefix that
# the regex engine could skip ahead by, so their own search tries every position of the
# text, slowly; the judge finds these starts with `str.find`, fast, and tries the kind at
# them alone: the same matches (`tests/unit/test_lexical_kinds.py` checks that on a phrase
# of each alternative and on gold-set passages). A run of digits is one start: a kind that
# matches inside the run ("1,250 m" at "250") matches from its first digit. `_NUM`'s
# "\w+teen" can start anywhere, so a text that holds "teen" is searched whole.
_DIGITS: Final = tuple("0123456789")
# fmt: off
NUMBER_STARTS: Final = (
    *_DIGITS, "one", "two", "three", "ten", "twelve", "twenty", "thirty", "thousand", "four",
    "five", "forty", "fifty", "six", "seven", "several", "eight", "eleven", "nine", "hundred",
    "million", "billion", "dozen", "a few",
)
_CAUSE_STARTS: Final = (
    "because", "caus", "reason", "when", "so", "since", "lead", "result", "trigger", "produce",
    "allow", "make", "explanation", "explain", "purpose", "due to", "as a result", "thanks to",
    "which is why", "owing to", "in order to",
)
# fmt: on
_DATE_STARTS: Final = (*_DIGITS, *MONTH_NAMES.split("|"))
_MONEY_STARTS: Final = ("$", "\u00a3", "\u20ac", "\u00a5", *NUMBER_STARTS)
# ("at" and "when", not "at " and "when ": the pattern takes any space after them, a line break too)
_AGE_STARTS: Final = (*NUMBER_STARTS, "age", "at", "when")
# The starts of kinds a number may lead, whatever else may: `_NUM`'s "\w+teen" starts anywhere
NUMBERED_STARTS: Final = (NUMBER_STARTS, _MONEY_STARTS, _AGE_STARTS)
_STARTS: Final = {
    "why": _CAUSE_STARTS,
    "date": _DATE_STARTS,
    "when": _DATE_STARTS,
    "cost": _MONEY_STARTS,
    "price": _MONEY_STARTS,
    "old": _AGE_STARTS,
    "age": _AGE_STARTS,
    "month": tuple(MONTH_NAMES.split("|")),
    "season": ("spring", "summer", "autumn", "winter"),
    "decade": (*_DIGITS, "'", "\u2019", *_DECADE_WORDS.split()),
    "century": _DIGITS,
    **dict.fromkeys(NAMED, ()),  # (a trie: searched as it is)
}


@functools.lru_cache(maxsize=64)
def kind_pattern(word: str) -> re.Pattern[str]:
    return re.compile(KINDS[word])


def starts_of_kind(word: str) -> tuple[str, ...]:
    return _STARTS.get(word, NUMBER_STARTS)


def kind_starts(text: str, literals: Sequence[str]) -> list[int]:
    """Where in `text` one of `literals` begins (a digit: where a run of digits begins),
    in order."""
    found: set[int] = set()
    for literal in literals:
        digit = literal in _DIGITS
        at = text.find(literal)
        while at >= 0:
            if not (digit and at and text[at - 1].isdigit()):
                found.add(at)
            at = text.find(literal, at + 1)
    return sorted(found)


def kind_at(kind: re.Pattern[str], begins: list[int] | None, text: str, pos: int) -> int:
    """Where the first match of `kind` at or after `pos` starts, or -1: found by `kind`'s
    own search, or by trying it only where a match can start (`begins`, in order)."""
    if begins is None:
        match = kind.search(text, pos)
        return match.start() if match else -1
    for k in range(bisect.bisect_left(begins, pos), len(begins)):
        at = begins[k]
        if kind.match(text, at):
            return at
    return -1


# Answers of the types a factoid question asks for ("Who ...?", "When ...?", "How many
# ...?", "Where ...?"), in a passage's text as written (capitals kept): a person's name
# (two capitalised words or more), a date, a number, a place after "in" or "at"
_CAPITAL: Final = r"[A-Z\u00c0-\u00de][^\W\d_]+"
# (the first capital before the test that it starts a word, as for names: `re` then skips to
# the next capital in C)
_FIRST: Final = r"[A-Z\u00c0-\u00de](?<!\w[A-Z\u00c0-\u00de])[^\W\d_]+"
PERSON: Final = re.compile(rf"({_FIRST}(?:\s+[A-Z]\.)?(?:\s+(?:de |van |von )?{_CAPITAL})+)")
ANSWERS: Final = {
    "date": re.compile(rf"{_YEAR}|\b(?:{MONTH_NAMES.title()})\b"),  # not "may" nor "march"
    "number": re.compile(rf"\b(?i:{_NUM})\b"),
    "place": re.compile(r"\b(?:in|at|near)\s+(?:the\s+)?[A-Z\u00c0-\u00de]"),
}
