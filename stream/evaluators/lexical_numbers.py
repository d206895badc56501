"""Numbers in words and in digits, for the lexical evaluator: a question's "9 lives" is a
passage's "nine lives", its "16th president" a passage's "sixteenth president" (and the
other way round), its "21st century" the "twenty-first century".

Cardinals from two to twenty, the tens and a hundred, from digits to words only ("one" is a
stop word: it is also "a person"); ordinals from the first to the hundredth, both ways but
for "first" and "second"; a king's Roman numeral ("Henry VIII") as an ordinal, both ways
("Henry 8th", "Henry the Eighth"). Written from the English number words, not from any test
question.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from stream.evaluators.lexical_regex import Regex

_UNITS: Final = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS: Final = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS: Final = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_UNIT_NTH: Final = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
]
_TEEN_NTH: Final = [
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
]
_TENS_NTH: Final = [
    "twentieth",
    "thirtieth",
    "fortieth",
    "fiftieth",
    "sixtieth",
    "seventieth",
    "eightieth",
    "ninetieth",
]


def _suffix(n: int) -> str:
    if n % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _table() -> dict[str, tuple[str, ...]]:
    forms: dict[str, tuple[str, ...]] = {}

    def pair(digits: str, *words: str) -> None:
        forms[digits] = words
        for word in words:
            forms[word] = (digits,)

    # a question's "9" is a passage's "nine"; its "nine" is seldom a passage's "9", where
    # digits count everything ("1 in 3 women" is no "three types")
    for n, word in enumerate(_UNITS, start=2):
        forms[str(n)] = (word,)
    for n, word in enumerate(_TEENS, start=10):
        forms[str(n)] = (word,)
    for n, word in enumerate(_TENS, start=2):
        forms[str(n * 10)] = (word,)
    forms["100"] = ("hundred",)
    for n, word in enumerate(_UNIT_NTH, start=1):
        if n <= 2:  # a question's "1st" is "first", but its "first" is seldom a "1st"
            forms[f"{n}{_suffix(n)}"] = (word,)  # (nor its "second" a "2nd": a time)
        else:
            pair(f"{n}{_suffix(n)}", word)
    for n, word in enumerate(_TEEN_NTH, start=10):
        pair(f"{n}{_suffix(n)}", word)
    for tens, (word, nth) in enumerate(zip(_TENS, _TENS_NTH, strict=True), start=2):
        pair(f"{tens * 10}th", nth)
        for unit, unit_nth in enumerate(_UNIT_NTH, start=1):  # "21st": "twenty-first"
            n = tens * 10 + unit
            forms[f"{n}{_suffix(n)}"] = (f"{word}-{unit_nth}", f"{word} {unit_nth}")
    pair("100th", "hundredth")
    # a king's or a pope's number: "Henry 8th" or "Henry the Eighth" is "Henry VIII"
    for n, roman in enumerate(_ROMAN, start=2):
        if roman in _ROMAN_WORDS:
            continue
        nth = f"{n}{_suffix(n)}"
        words = forms[nth]
        forms[roman] = (nth, *words) if n > 2 else (nth,)
        forms[nth] = (*words, roman)
        if n > 2:  # (not "second", which is seldom a number: "a second", "World War II")
            forms[words[0]] = (*forms[words[0]], roman)
    return forms


# Roman numerals from two to twenty; not those that are words as often: one letter ("V" for
# volt, "X"), "xi" ("Xi Jinping")
_ROMAN_NUMERALS: Final = "ii iii iv v vi vii viii ix x xi xii xiii xiv xv xvi xvii xviii xix xx"
_ROMAN: Final = _ROMAN_NUMERALS.split()
_ROMAN_WORDS: Final = frozenset(("v", "x", "xi"))


_FORMS: Final = _table()


@functools.lru_cache(maxsize=1024)
def number_forms(word: str) -> tuple[str, ...]:
    """The other ways of writing a (folded) numeral or ordinal: "9": "nine", "16th":
    "sixteenth" and back, "21st": "twenty-first" and "twenty first"; () for any other word."""
    return _FORMS.get(word, ())


_ORDINALS: Final = (_UNIT_NTH + _TEEN_NTH + _TENS_NTH[:1])[1:]  # "second" to "twentieth"
_ORDINAL_WORDS: Final = "|".join(w.capitalize() for w in _ORDINALS)
# A name and its number written as an ordinal: "Henry 8th", "Henry the 8th", "Elizabeth the
# Second", "Elizabeth the First"
_REGNAL: Final = Regex(
    rf"\b([A-Z][a-z]+)\s+(?:the\s+)?"
    rf"(?:([1-9]|1[0-9]|20)(?:st|nd|rd|th)|(?<=the\s)(First)|({_ORDINAL_WORDS}))\b"
)


def _numeral(match: re.Match[str]) -> str:
    name, digits, first, word = match.groups()
    if name.lower() in _NOT_NAMES:
        return match.group()
    n = int(digits) if digits else 1 if first else _ORDINALS.index(word.lower()) + 2
    return f"{name} {'I' if n == 1 else _ROMAN[n - 2].upper()}"


# capitalised words before an ordinal that are no name ("In the 3rd century"), and months (a
# date: "March the 3rd")
_NOT_NAME_WORDS: Final = """in on at by of for from to since after before during until the and or
    what which who when where how why is was are were did does do january february march april
    may june july august september october november december"""
_NOT_NAMES: Final = frozenset(_NOT_NAME_WORDS.split())


def regnal(task: str) -> str:
    """A question with a name's ordinal written as its pages write it: "Henry 8th" and
    "Henry the Eighth" as "Henry VIII"."""
    return _REGNAL.sub(_numeral, task)
