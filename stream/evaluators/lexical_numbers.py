"""Numbers in words and in digits, for the lexical evaluator: a question's "9 lives" is a
passage's "nine lives", its "16th president" a passage's "sixteenth president" (and the
other way round), its "21st century" the "twenty-first century".

Cardinals from two to twenty, the tens and a hundred, from digits to words only ("one" is a
stop word: it is also "a person"); ordinals from the first to the hundredth, both ways but
for "first" and "second". Written from the English number words, not from any test
question.
"""

from __future__ import annotations

import functools

_UNITS = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
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
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
_UNIT_NTH = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_TEEN_NTH = [
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
_TENS_NTH = [
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
    return forms


_FORMS = _table()


@functools.lru_cache(maxsize=1024)
def number_forms(word: str) -> tuple[str, ...]:
    """The other ways of writing a (folded) numeral or ordinal: "9": "nine", "16th":
    "sixteenth" and back, "21st": "twenty-first" and "twenty first"; () for any other word."""
    return _FORMS.get(word, ())
