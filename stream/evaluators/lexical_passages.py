"""How the lexical evaluator reads a passage: its title, if any, and where its text starts.

Passages come in many shapes: "Title: text" (Wikipedia as the gold set has it), plain
prose, web snippets behind breadcrumbs and page furniture ("Home > Science | ... Share
this"), FAQ entries ("Q: ... A: ...") and fact sheets ("Canada - quick facts" over a
list). A title names what the passage is about; furniture and FAQ labels never do. A
title's qualifier ("X (2013 film)", "John Williams (guitarist)") says what kind of thing
or person it is (`other_kind`, `made_else`, `other_calling`). The shape the passage was
stored in is undone first (`lexical_reshape`), and its idioms read (`lexical_idioms`).
"""

from __future__ import annotations

import re
from typing import Final

from stream.evaluators.lexical_idioms import IDIOMS
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_reshape import (
    ABBREVIATIONS,
    BULLET,
    FURNITURE,
    SAID,
    SECTIONS,
    SEPARATORS,
    reshaped,
)
from stream.evaluators.lexical_search import has_phrase, word_at
from stream.evaluators.lexical_text import BETWEEN_NAMES, MAX_CHARS, STOP, WORD, fold, stem

# A sentence that counts what it lists after its colon: "Germany borders nine countries"
# (a lower-case word before the count: not "Romance of the Three Kingdoms")
_COUNTED_HEAD: Final = Regex(
    r"\s(?!(?:the|of|and|a|an)\s)[a-z]+\s+"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+[a-z]+s$"
)


# Prose under a title line: a sentence that starts with a capital or a digit (or a quote),
# not a list item or an FAQ entry ("- ", "Q:") nor a field ("Capital: Ottawa"; a label has
# no bracket: "Infinite H (Korean: ...) is ..." is prose)
_PROSE: Final = re.compile(
    r"\s*(?!Q:|A:|[^\W\d_][\w '/-]{0,30}:\s)[\"'\u201c\u2018(]?[A-Z0-9\u00c0-\u00de]"
    r"[^\n]*?\s[a-z][^\n]*[.!?:]"
)
# What a heading says of itself beside the name: "Indonesia at a glance" names Indonesia
_SHEET_TAIL: Final = Regex(
    r"(?:\s*[:,]\s*|\s+)"
    r"(?:at a glance|in brief|in numbers|(?:key |quick )?facts|fact (?:sheet|file))$",
    re.IGNORECASE,
)
# The letters `_SHEET_TAIL`'s endings end with, in either case ("\u017f", the long s, is an
# "s" to an IGNORECASE pattern): a title that ends otherwise is left alone without a search.
_SHEET_ENDS: Final = "efstEFST\u017f"


def _sheet_tail(name: str) -> str:
    """`name` without a trailing "fact sheet", "at a glance", "quick facts", ..."""
    last = name[-2:-1] if name.endswith("\n") else name[-1:]  # ("$" is also before a "\n")
    return _SHEET_TAIL.sub("", name) if last and last in _SHEET_ENDS else name


_PARENS: Final = Regex(r"\s*\([^)]*\)")
_DASH_HEAD: Final = re.compile(r"\s+[-\u2013\u2014]\s+|\s+\(")
_CRUMB: Final = re.compile(r"(?:[^|>\n.]{1,40}?(?:\s[|>\u203a\u00bb]\s|\s\|$))+")
_VALUE: Final = re.compile(
    r"(?:about |around |approximately |over |under |some |c\. ?)?[\d\u00a3$\u20ac]"
)
JOINED: Final = Regex(rf"\s(?:{'|'.join(BETWEEN_NAMES)})\s(?:the\s)?")  # "X in Y"
_QUALIFIER: Final = re.compile(r"\(([^)]*)\)")
# Kinds of things a title's qualifier names ("Giuseppe Verdi (film)"), words that are not
# verbs too ("play", "show"); people of every calling are one kind
_KIND_GROUPS: Final = """film films movie movies|song songs|album albums|band bands|series sitcom
    sitcoms|novel novels|opera operas|episode episodes|singer singers musician musicians
    songwriter songwriters rapper rappers composer composers actor actors actress actresses
    director directors politician politicians footballer footballers writer writers author
    authors poet poets painter painters"""
_KIND_OF: Final = {w: group.split()[0] for group in _KIND_GROUPS.split("|") for w in group.split()}
_OF: Final = frozenset(("of", "in", "for", "on", "at", "to", "from", "by"))  # "Flag of Italy"


class Passage:
    """One passage as the judge reads it. A class with slots, not a NamedTuple: compiled
    (setup.py), reading its fields is a load from the object, not a Python attribute lookup."""

    __slots__ = ("body", "head", "key", "lead", "line", "text", "titled")

    def __init__(self, text: str, head: str, body: str, key: str, lead: int, line: bool) -> None:
        self.text = text  # the original, cut at MAX_CHARS
        self.head = head  # the folded title or heading line ("" without one)
        self.body = body  # the folded text after it
        self.key = key  # the folded name the title gives: what a link to this passage names
        self.lead = lead  # where the text starts in `text`, past breadcrumbs and page furniture
        self.line = line  # the title is a first line over the text ("Eurostar FAQ")
        self.titled = bool(key)  # a field, not a property: the judge asks it very often


def _heading(text: str) -> tuple[str, str, str]:
    """(name, heading, rest): "Title: text", a short first line over a list or FAQ
    ("Canada - quick facts" names "Canada"), or no title ("", "", text)."""
    line_end = text.find("\n", 0, 120)
    if line_end > 0:
        first = text[:line_end].strip()
        words = first.lower().split()
        if SEPARATORS.search(first):  # "News > Scotland | Loch Ness": a snippet's trail and
            # title, read as its topic (`lexical_subject`), not a page title; but a list's
            # heading behind a trail ("Food > Taste | The basic tastes" over bullets) is its
            # title
            if not BULLET.match(text, line_end + 1):
                return "", "", text
            first = SEPARATORS.split(first)[-1].strip()
            words = first.lower().split()
        if (
            0 < len(words) <= 10
            and not _furnished(words)
            and (first[-1] not in ".?!" or _titled_line(first, words, text, line_end))
        ):
            name = _sheet_tail(_DASH_HEAD.split(first, 1)[0]) or first
            return name, first, text[line_end + 1 :]
        if first[-1:] not in ".?!" or ": " not in first:
            return "", "", text
        # a sentence, and a title before a colon may open it: "Canberra: Canberra is the
        # capital.\n\nIt was chosen in 1908."
    cuts = []
    cut = text.find(": ", 0, 200)
    while cut >= 0:
        cuts.append(cut)
        cut = text.find(": ", cut + 2, 200)
    for cut in cuts:  # "McDull: Rise of the Rice Cooker: McDull: Rise of ..." repeats its title
        if cut and cut + 2 < len(text) and text[0].isalnum() and text[cut + 2].isalnum():
            # both words start right there (the usual case): read by a loop, not a search
            if word_at(text, 0, cut).lower() == word_at(text, cut + 2, cut + 60).lower():
                return text[:cut], text[:cut], text[cut + 2 :]
            continue
        first_word = WORD.search(text, 0, cut)
        after = WORD.search(text, cut + 2, cut + 60)
        if first_word and after and first_word.group().lower() == after.group().lower():
            return text[:cut], text[:cut], text[cut + 2 :]
    if not cuts:
        return "", "", text
    head = text[: cuts[0]]
    crumbs = "|" in head or ">" in head or "\u203a" in head or "\u00bb" in head
    sheet = _sheet(text, cuts[0]) if head.count("|") >= 2 else None
    if sheet:
        return sheet
    if crumbs:
        head = SEPARATORS.split(head)[-1].strip()  # "Skip | Aviation basics: ..."
    words = head.lower().split()
    if not words or len(words) > 12 or _furnished(words) or _sentence(head, words[-1]):
        return "", "", text  # "Q: ...", "Updated: ...", or a sentence with a colon
    if all(w in STOP for w in words) or not any(c.isalpha() for c in head):
        return "", "", text  # "You are here: ...", "1903: ...": a label that names nothing
    if crumbs and (". " in head or SAID.search(head)):
        return "", "", text  # a sentence before the colon, not a title
    if head[-1:] == "s" and head.count(" ") >= 3 and _COUNTED_HEAD.search(head):
        return "", "", text  # "Germany borders nine countries: Denmark, ...": a sentence
    if crumbs and _VALUE.match(text, cuts[0] + 2):
        return "", "", text  # "Nigeria | Population: about 230 million": a field, not a title
    name = _sheet_tail(head) or head  # "Lake Ohrid fact sheet: ..." names Lake Ohrid
    return name, text[: cuts[0]], text[cuts[0] + 2 :]


def _titled_line(first: str, words: list[str], text: str, line_end: int) -> bool:
    """Whether a first line that ends as a sentence does is a title all the same: it ends
    with an abbreviation ("Arsenal F.C.", "Born in the U.S.A."), or with "!" and the text
    under it repeats its first word, as a page names itself ("Hey Mama!\nHey Mama! is ...")."""
    if first[-1] == ".":
        return not _sentence(first, words[-1])
    said = word_at(first, 0).lower()
    return first[-1] == "!" and bool(said) and word_at(text, line_end + 1).lower() == said


def _furnished(words: list[str]) -> bool:
    """Whether a title's (lower-case) words are only furniture: "Share this", "Q", "Read
    more"; not "Back in Black" nor "Home Alone"."""
    return all(w in FURNITURE or w in STOP for w in words)


def _sentence(head: str, last: str) -> bool:
    """Whether the text before a colon ends as a sentence does: "Cal Ripken Jr." and "U.S.
    Steel Corp." end with an abbreviation, a name's, not with a full stop."""
    if not head.endswith("."):
        return False
    word = last[:-1]
    return "." not in word and word not in ABBREVIATIONS


_COUNTS: Final = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
COUNT: Final = {w: n for n, w in enumerate(_COUNTS, 2)} | {str(n): n for n in range(2, 12)}
_NUMBERED: Final = re.compile(r"(?:^|[\s|])(\d{1,2})[.)]\s")


def listed(p: Passage) -> int:
    """How many items a passage lists: the lines of a list under its heading ("The basic
    tastes" over five bullets), or its items numbered from 1 ("1. Great Pyramid | 2. ..."),
    0 when it lists nothing."""
    lines = [line for line in p.body.split("\n") if line.strip()]
    if len(lines) >= 2 and p.line:
        return len(lines)
    numbers = [int(n) for n in _NUMBERED.findall(p.body)]
    if len(numbers) >= 2 and numbers == list(range(1, len(numbers) + 1)):
        return len(numbers)
    return 0


def _sheet(text: str, colon: int) -> tuple[str, str, str] | None:
    """A web fact sheet's name: "Chillies | Jalapeño | Heat: 2,500-8,000 SHU | ..." is
    about the jalapeño, the segment before its first field ("Heat")."""
    label_at = text.rfind("|", 0, colon)
    name_at = text.rfind("|", 0, label_at)
    name = text[name_at + 1 : label_at].strip()
    label = text[label_at + 1 : colon].split()
    words = name.lower().split()
    if not words or len(words) > 8 or len(label) > 3 or words[0] in FURNITURE:
        return None
    if not name[0].isupper() or any(c in name for c in ">\u203a\u00bb:("):  # "(": an alias
        return None
    name = _sheet_tail(name) or name  # "Guyana fact file" names Guyana
    return name, name, text[label_at + 1 :]


def lead(text: str) -> int:
    """Where a web snippet's text starts, past "Home > Science | Share this | "."""
    match = _CRUMB.match(text)
    return match.end() if match and ("|" in match.group() or ">" in match.group()) else 0


def topic(p: Passage) -> str:
    """The folded name of what a passage is about: its title's name, or the last part of
    a web snippet's breadcrumbs ("Home > Tech > Linux | ..." is about Linux); "" when
    neither says ("Tech > Fun facts | The Linux mascot ..." is about fun facts)."""
    if p.titled:
        return p.key.removeprefix("the ")
    if not p.lead:
        return ""
    parts = [part for part in SEPARATORS.split(p.text[: p.lead]) if part.strip()]
    leaf = fold(parts[-1]).strip() if parts else ""
    if not leaf or leaf.split()[0] in FURNITURE:
        return ""
    if leaf in SECTIONS:
        return ""  # a site's section ("Home > Reference | Bell received ..."), not a topic
    return leaf.removeprefix("the ")


def snippet_title(p: Passage) -> str:
    """The folded title line of a web snippet, under its breadcrumbs ("Home > Travel |
    Space Needle" over the text); "" when it has none."""
    end = p.text.find("\n", p.lead) if p.lead else -1
    line = p.text[p.lead : end].strip() if end > 0 else ""
    if not line or len(line.split()) > 8 or line[-1] in ".!?":
        return ""
    return fold(line).removeprefix("the ")


def whole(phrase: str, p: Passage) -> bool:
    """Whether a titled passage's title holds a (folded) name of the question whole, or the
    name its title: "They Shall Have Music" does not name "She Shall Have Music", nor
    "Sigmund Selberg" "Henrik Selberg". A name of two ("Nim in Return to Nim's Island") is
    named by either."""
    if has_phrase(phrase, p.head):
        return True
    if has_phrase(p.key.removeprefix("the "), phrase):
        return True
    if " & " not in p.head and " & " not in phrase and not JOINED.search(phrase):
        return False  # nothing more to try (the common case: no "&", one name)
    head = p.head.replace(" & ", " and ")
    for part in JOINED.split(phrase.replace(" & ", " and ")):
        if has_phrase(part.removeprefix("the "), head):
            return True
    return False


# "National Trust for Scotland" after the name "National Trust": another body of that name
_EXTENDED: Final = Regex(r" (?:for|of|in|at) \w")


def extended(phrase: str, p: Passage) -> bool:
    """Whether passage p's title is the name followed by "for", "of", "in" or "at" and more
    words: a page about another thing that bears the name ("National Trust for Scotland"
    for the National Trust)."""
    key = p.key.removeprefix("the ")
    name = phrase.removeprefix("the ")
    return key.startswith(name) and bool(_EXTENDED.match(key, len(name)))


def other_kind(p: Passage, words: list[str]) -> bool:
    """Whether a title's qualifier says its page is of a kind the question's words do not
    ask for: "Giuseppe Verdi (film)" when "Are ... both opera composers?" asks of people,
    or names a place or a work the question does not ("Smiles of a Summer Night (Desperate
    Housewives)", an episode, when it asks which film came first)."""
    qualifier = _QUALIFIER.search(p.head)
    if not qualifier:
        return False
    asked = {_KIND_OF.get(w) for w in words} - {None}
    if not asked:
        return False
    said = {_KIND_OF.get(w) for w in WORD.findall(qualifier.group(1))} - {None}
    if said:
        return not said & asked
    raw, named = _qualifier_as_written(p)
    capitals = bool(named) and all(w[0].isupper() for w in named)
    return capitals and not set(words) & set(WORD.findall(fold(raw)))


def _qualifier_as_written(p: Passage) -> tuple[str, list[str]]:
    """A title's qualifier with its capitals kept, and those of its words that start with a
    letter ("1995 film": "film")."""
    shown = _QUALIFIER.search(p.text, 0, len(p.head) + 1)
    raw = shown.group(1) if shown else ""
    return raw, [w for w in raw.split() if w[0].isalpha()]


def other_sense(p: Passage, kind: str) -> bool:
    """Whether a title's qualifier, written in lower case, gives its page another sense than
    the kind a comparison asks of: "Triton (mythology)" for "Which moon was discovered
    first, Triton or Phobos?"; not "Phobos (moon)", nor "Heat (1995 film)" for "Which film
    ...", nor a place ("Paris (Texas)")."""
    if not kind:
        return False
    raw, words = _qualifier_as_written(p)
    if not words or not all(w[0].islower() for w in words):
        return False
    wanted = stem(kind)[0]
    return all(stem(w)[0] != wanted for w in WORD.findall(fold(raw)))


# "Who wrote X?" asks of a book, a play or a song, so "X (2013 film)" is a namesake of X,
# whatever its page says of writing
_WRITES: Final = frozenset(("wrote", "write", "writes", "written", "writer", "author"))
_WRITTEN: Final = frozenset(("novel", "song", "opera"))  # kinds of `_KIND_OF`


def made_else(p: Passage, words: list[str]) -> bool:
    """Whether a title's qualifier names a kind of thing other than the one the question's
    verb makes ("The Great Gatsby (2013 film)" for "Who wrote The Great Gatsby?")."""
    qualifier = _QUALIFIER.search(p.head) if _WRITES.intersection(words) else None
    if not qualifier:
        return False
    said = {_KIND_OF.get(w) for w in WORD.findall(qualifier.group(1))} - {None}
    asked = {_KIND_OF.get(w) for w in words}  # "Who wrote the TV series X?" asks of it
    return bool(said) and not said & asked and not said & _WRITTEN


# Callings a title's qualifier gives a person ("John Williams (guitarist)")
_CALLING_WORDS: Final = """guitarist singer musician songwriter rapper composer actor actress
    director politician footballer cricketer boxer writer author poet painter sculptor architect
    businessman engineer scientist physicist chemist bishop general admiral"""
_CALLINGS: Final = frozenset(_CALLING_WORDS.split())


def other_calling(p: Passage, maker: str) -> bool:
    """Whether a title's qualifier gives its person another calling than the question's
    maker word: "John Williams (guitarist)" for "the composer of the score for X"."""
    qualifier = _QUALIFIER.search(p.head) if maker else None
    if not qualifier:
        return False
    words = set(WORD.findall(qualifier.group(1)))
    return bool(words & _CALLINGS) and stem(maker)[0] not in {stem(w)[0] for w in words}


def namesakes(a: str, b: str) -> bool:
    """Whether two titles (keys) bear the same name, or one holds the other's as its head
    ("Johnny Angel" and "Johnny Angel (song)", "Seminole" and "Black Seminoles", "Batman"
    and "The Lego Batman Movie"): one page names the other because it names itself, not as
    a link from one thing to another. A name after "of" is another thing: "Flag of Italy"
    is about a flag; so is one after a hyphen: "Rostov-on-Don" is a city on the Don."""
    if not a or not b:
        return False
    a = a.removeprefix("the ")
    b = b.removeprefix("the ")
    short, long = (a, b) if len(a) <= len(b) else (b, a)
    at = long.find(short)
    while at >= 0:
        before = long[:at].split()
        if (
            (not at or not (long[at - 1].isalnum() or long[at - 1] == "-"))
            and has_phrase(short, long[at:])
            and not (before and before[-1] in _OF)
        ):
            return True
        at = long.find(short, at + 1)
    return False


def parse(text: str, idioms: tuple[tuple[str, ...], re.Pattern[str]] | None = None) -> Passage:
    text = reshaped(text[:MAX_CHARS])
    name, heading, rest = _heading(text)
    if "(" in name:  # "Mercury (planet)" names "Mercury"
        name = _PARENS.sub("", name).strip()
    head = fold(heading) if heading else ""
    body = fold(rest)
    if idioms is not None and any(phrase in body for phrase in idioms[0]):
        # the idioms the question asks, said in the one word they mean, after the text (no
        # word of it moves)
        plain = {IDIOMS[m.group()] for m in idioms[1].finditer(body)}
        if plain:
            body = f"{body} ; {' '.join(sorted(plain))}"
    return Passage(
        text=text,
        head=head,
        body=body,
        key=head if name == heading else fold(name),
        lead=0 if heading else lead(text),
        # (a title line over prose is a title as "Canberra: ..." is, not a list's heading)
        line=bool(heading) and text.find("\n", 0, 120) > 0 and not _PROSE.match(rest),
    )
