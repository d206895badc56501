"""How the lexical judge searches a passage's (folded) text: a term in any of its forms at a
word's start, a phrase's words in a row, a compound written open ("web site"), an answer of
the kind a question asks for ("Wilhelm Röntgen" for "Who ...?"). Passages are never split
into words: each of the question's few terms is looked for with `str.find`.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_kinds import ANSWERS, NUMBERED_STARTS, PERSON, kind_at, kind_starts
from stream.evaluators.lexical_text import (
    COMPOUND_TAILS,
    SHORT_TAILS,
    STOP,
    Tails,
    Term,
    fold,
    same_word,
    stem,
    words_of,
)

_ORDINAL: Final = re.compile(
    r"(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d(?:nd|rd|th))-$"
)


def word_at(text: str, start: int, stop: int | None = None) -> str:
    """The letters and digits that run from `start`, cut at `stop`: what `[^\\W_]*` matches
    there (a loop, cheaper than a regex call for the few characters of a word or its rest)."""
    end = start
    size = len(text) if stop is None else min(stop, len(text))
    while end < size and text[end].isalnum():
        end += 1
    return text[start:end]


def _starts(text: str, pos: int) -> bool:
    """Whether a word starts at `pos`: not inside another, nor after "second-" (the
    second-largest is not the largest)."""
    if pos == 0:
        return True
    before = text[pos - 1]
    if before == "-":
        return _ORDINAL.search(text, max(0, pos - 8), pos) is None
    return not before.isalnum()


def _at(text: str, form: str, tails: Tails, start: int) -> int:
    """Where `form` begins a word of `text` at or after `start` that is one of its forms."""
    size = len(form)
    pos = text.find(form, start)
    while pos >= 0:
        if not form[0].isalnum() or _starts(text, pos):
            if not form[-1].isalnum():  # a symbol ("$", "%") ends it: anything may follow
                return pos
            tail = word_at(text, pos + size)
            if same_word(tail, form, tails):
                return pos
        pos = text.find(form, pos + size)
    return -1


# Endings of words that are seldom a compound written apart ("directed", "nationality"):
# such a word is not looked for in parts, which saves a search of the text for many of a
# long question's words that no passage holds
_UNCOMPOUNDED: Final = ("ed", "tion", "sion", "ment", "ness", "ity", "ous", "ive", "ical", "ism")


def compoundable(word: str) -> bool:
    """Whether a word may be (part of) a compound that a text writes otherwise ("bed" and
    "speed" may, not "directed")."""
    for ending in _UNCOMPOUNDED:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return False
    return True


def spread_parted(word: str, text: str, starts: Sequence[int], hyphens: bool) -> set[int]:
    """The parts of `text` that write a (folded) word as a compound open or hyphenated:
    "web site" or "web-site" for "website", both halves of three letters at least, or with
    a hyphen after its first two letters ("co-operate", "wi-fi") or, in a short word, its
    first ("e-mail"); a plural "s" or "es" may follow. Read where the word's first letters
    stand, not by a search of the text for each way to part it. (For a question's word no
    passage writes whole; `hyphens`: whether the text has any.)"""
    found: set[int] = set()
    size = len(word)
    if size < (4 if hyphens else 6) or not word.isalpha() or not compoundable(word):
        return found
    where = bisect.bisect_right
    length = len(text)

    def add(pos: int) -> None:
        end = pos + size + 1  # the word and one space or hyphen
        tail = word_at(text, end) if end < length and text[end].isalnum() else ""
        if (pos == 0 or not text[pos - 1].isalnum()) and tail in COMPOUND_TAILS:
            found.add(where(starts, pos) - 1)

    if size >= 6:  # a space or a hyphen between halves of three letters or more
        prefix, last = word[:3], word[-3:]
        pos = text.find(prefix)
        while pos >= 0:
            if text.startswith(last, pos + size - 2):  # (it ends where the word would)
                chunk = text[pos : pos + size + 1]
                at = chunk.find(" ", 3, size - 2)
                if at < 0:
                    at = chunk.find("-", 3, size - 2)
                if at > 0 and chunk[:at] + chunk[at + 1 :] == word:
                    add(pos)
            pos = text.find(prefix, pos + 1)
    if hyphens:  # a hyphen after two letters ("co-operate", "wi-fi"), or one in a short
        for form in (word[:2] + "-" + word[2:], word[:1] + "-" + word[1:] if size <= 6 else ""):
            pos = text.find(form) if form else -1  # word ("e-mail")
            while pos >= 0:
                add(pos)
                pos = text.find(form, pos + 1)
    return found


def spread(term: Term, text: str, starts: Sequence[int]) -> set[int]:
    """The parts of `text` (part k begins at starts[k], in order) that hold the term: one
    search of the whole text per form, skipping to the next part after each hit, instead
    of a search per part and form. (The hot loop of the judge: the checks of `_at` are
    written out here, cheapest first.)"""
    found: set[int] = set()
    last = len(starts) - 1
    where = bisect.bisect_right
    length = len(text)
    for form, tails in term.forms:
        size = len(form)
        open_start = not form[0].isalnum()
        pos = text.find(form)
        while pos >= 0:
            before = text[pos - 1] if pos else " "
            if open_start or (not before.isalnum() and (before != "-" or _starts(text, pos))):
                end = pos + size
                if end < length and text[end].isalnum() and form[-1].isalnum():
                    ok = same_word(word_at(text, end), form, tails)
                else:
                    ok = "" in tails
                if ok:
                    part = where(starts, pos) - 1
                    found.add(part)
                    if part == last:
                        break
                    pos = text.find(form, starts[part + 1])
                    continue
            pos = text.find(form, pos + size)
    return found


def spread_kind(term: Term, text: str, starts: Sequence[int]) -> list[int]:
    """The parts of `text` (as for `spread`) that hold an answer of the term's kind."""
    found: list[int] = []
    if term.kind is None:
        return found
    kinds = term.kind_start
    numbered = any(kinds is led for led in NUMBERED_STARTS)
    whole = not kinds or (numbered and "teen" in text)  # (no starts: a trie of names)
    begins = None if whole else kind_starts(text, kinds)
    at = kind_at(term.kind, begins, text, 0)
    while at >= 0:
        part = bisect.bisect_right(starts, at) - 1
        found.append(part)
        if part == len(starts) - 1:
            break
        at = kind_at(term.kind, begins, text, starts[part + 1])
    return found


def positions(term: Term, text: str) -> list[int]:
    """Every position where a word of `text` is one of the term's forms."""
    found = []
    for form, tails in term.forms:
        if form in text:
            pos = _at(text, form, tails, 0)
            while pos >= 0:
                found.append(pos)
                pos = _at(text, form, tails, pos + len(form))
    return sorted(found)


def find(term: Term, text: str) -> int:
    """The first position of the term (any of its forms) in the folded `text`, or -1."""
    best = -1
    for form, tails in term.forms:
        if form in text:
            pos = _at(text, form, tails, 0)
            if pos >= 0 and (best < 0 or pos < best):
                best = pos
    return best


@functools.lru_cache(maxsize=8192)  # a title is looked for in every passage of its event
def _phrase(phrase: str) -> tuple[tuple[str, ...], str, Tails]:
    words = tuple(words_of(phrase))
    return (words, *stem(words[-1])) if words else ((), "", SHORT_TAILS)


def _phrase_at(words: tuple[str, ...], last: str, tails: Tails, text: str, pos: int) -> bool:
    """Whether the phrase's words run from `pos` (where its first word was found)."""
    if pos and text[pos - 1].isalnum():
        return False
    end = pos + len(words[0] if len(words) > 1 else last)
    for n in range(1, len(words)):
        word = last if n == len(words) - 1 else words[n]
        start, gap_end = end, min(end + 3, len(text))  # one to three other characters
        while start < gap_end and not text[start].isalnum():  # (a loop, not a regex call)
            start += 1
        if start == end or not text.startswith(word, start):
            return False
        end = start + len(word)
    return same_word(word_at(text, end), last, tails)


# Places a phrase's first word is tried at before it is taken as absent: prose of the
# longest passage holds a word a few dozen times; a text that repeats it hundreds of times
# ("Menu | Menu | ...") would otherwise cost a try at each, for each name looked up in it
_MAX_TRIED: Final = 64


def has_phrase(phrase: str, text: str) -> bool:
    """Whether the words of the folded `phrase` occur in `text` in a row, whatever stands
    between them ("modern drummer hall of fame" in '"Modern Drummer" Hall of Fame'), the
    last one in any of its forms ("cranberry" in "cranberries")."""
    words, last, tails = _phrase(phrase)
    if not words or last not in text:
        return False  # most phrases are not there: a substring test or two says so
    for word in words[:-1]:
        if word not in text:
            return False
    first = words[0] if len(words) > 1 else last
    pos = text.find(first)
    tried = 0
    while pos >= 0 and tried < _MAX_TRIED:
        if _phrase_at(words, last, tails, text, pos):
            return True
        pos = text.find(first, pos + 1)
        tried += 1
    return False


# Verbs that ask for a thing's origin: who made it, when or where it began. A page about
# the thing tells its origin, in its own words ("came across them in 1895" for
# "discovered"), and the person or date it gives first are its maker and its start; of
# another event ("the Berlin Wall fell") it may give none, or another's date.
_ORIGIN_WORDS: Final = """invent invented discover discovered found founded establish established
    create created start started begin began begun open opened build built write wrote
    written compose composed paint painted design designed develop developed launch launched
    introduce introduced form formed publish published release released born"""
ORIGIN: Final = frozenset(stem(w)[0] for w in _ORIGIN_WORDS.split())


def answers(kind: str, text: str, subject: str) -> bool:
    """Whether a text (as written) holds an answer of the `kind` a question asks for, other
    than its (folded) subject: "Wilhelm Röntgen" for a person, "1895" for a date."""
    if kind != "person":
        pattern = ANSWERS.get(kind)
        return bool(pattern and pattern.search(text))
    read: set[str] = set()
    for match in PERSON.finditer(text):
        written = match.group(1)
        if written in read:
            continue  # the same name again: the same answer (a page's repeated title)
        read.add(written)
        words = [w for w in fold(written).split() if w not in STOP]
        if len(words) >= 2 and not any(has_phrase(w, subject) for w in words):
            return True
    return False
