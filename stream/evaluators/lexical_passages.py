"""How the lexical evaluator reads a passage: its title, if any, and where its text starts.

Passages come in many shapes: "Title: text" (Wikipedia as the gold set has it), plain
prose, web snippets behind breadcrumbs and page furniture ("Home > Science | ... Share
this"), FAQ entries ("Q: ... A: ...") and fact sheets ("Canada - quick facts" over a
list). A title names what the passage is about; furniture and FAQ labels never do. A
title's qualifier ("X (2013 film)", "John Williams (guitarist)") says what kind of thing
or person it is (`other_kind`, `made_else`, `other_calling`).
"""

from __future__ import annotations

import functools
import html
import itertools
import json
import re

from stream.evaluators.lexical_faq import labelled
from stream.evaluators.lexical_furniture import unfurnished, unlabelled
from stream.evaluators.lexical_named import one_of
from stream.evaluators.lexical_search import has_phrase, word_at
from stream.evaluators.lexical_text import BETWEEN_NAMES, MAX_CHARS, STOP, WORD, fold, spaced, stem

# Page furniture of web snippets and labels of FAQ entries: never a passage's title or name.
_FURNITURE_WORDS = """home menu search skip content share print email tweet subscribe newsletter
    cookie cookies privacy policy terms advertisement related read more contact back top sign
    accept settings comments posted updated q a question answer faq faqs note tip source step
    summary overview"""
_FURNITURE = frozenset(_FURNITURE_WORDS.split())
# A site's sections, which name no topic of their own (a page's topic is the trail's last
# part: "Home > Tech > Linux | ...")
_SECTION_WORDS = """reference references science history news articles article blog blogs
    encyclopedia encyclopaedia facts learn learning topics knowledge guides guide library explore
    discover education culture technology tech health nature world lifestyle features resources
    misc miscellaneous general trivia"""
_SECTIONS = frozenset(_SECTION_WORDS.split())
_OPENER_WORDS = "although despite because since most scientists adult all"  # not names
_OPENERS = STOP | _FURNITURE | frozenset(_OPENER_WORDS.split())
_SEPARATORS = re.compile(r"\s*(?:\||>|\u203a|\u00bb)\s*")
# A verb that makes a snippet's "X: ..." a sentence, not a title ("Mould on bread is a
# fungus: ...")
_SAID = re.compile(r"\b(?:is|are|was|were|has|have|had|needs?|works?)\b", re.IGNORECASE)
# A sentence that counts what it lists after its colon: "Germany borders nine countries"
# (a lower-case word before the count: not "Romance of the Three Kingdoms")
_COUNTED_HEAD = re.compile(
    r"\s(?!(?:the|of|and|a|an)\s)[a-z]+\s+"
    r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,3})\s+[a-z]+s$"
)
# A leading citation mark a pipeline numbers passages with: "[1]", "[doc 2]", "[Source 3]"
_CITE_MARK = re.compile(
    r"\[\s*(?:(?:doc(?:ument)?|source|passage|context)\s*)?\d{1,3}\s*\]\s*", re.IGNORECASE
)
_MD_HEADING = re.compile(r"#{1,6}\s+")
# HTML tags, and those that end a block (read as a line break); not any word in angle
# brackets ("Bearer <token>", "List<String>")
_BLOCK_TAGS = "p div br li ul ol tr td th h1 h2 h3 h4 h5 h6 section article header title"
_INLINE_TAGS = """a b i u em strong span small sup sub code pre table thead tbody blockquote
    hr dl dt dd nav footer main aside figure figcaption img font"""


def _tags(names: str) -> re.Pattern[str]:
    alternatives = "|".join(names.split())
    return re.compile(rf"</?(?:{alternatives})(?:\s[^<>]{{0,200}})?/?>", re.IGNORECASE)


# Two substitutions without a callback: a page of 600 tags a passage took 0.3 ms a passage
# in a callback that told one kind from the other
_BLOCK_TAG = _tags(_BLOCK_TAGS)
_TAG = _tags(_BLOCK_TAGS + " " + _INLINE_TAGS)
_MD_LINK = re.compile(r"\[([^\[\]\n]{1,200})\]\((?:https?://|www\.|/|#|\.)[^()\s]{0,500}\)")
_BLANK_LINES = re.compile(r"\s*\n\s*")
# Prose under a title line: a sentence that starts with a capital or a digit (or a quote),
# not a list item or an FAQ entry ("- ", "Q:") nor a field ("Capital: Ottawa"; a label has
# no bracket: "Infinite H (Korean: ...) is ..." is prose)
_PROSE = re.compile(
    r"\s*(?!Q:|A:|[^\W\d_][\w '/-]{0,30}:\s)[\"'\u201c\u2018(]?[A-Z0-9\u00c0-\u00de]"
    r"[^\n]*?\s[a-z][^\n]*[.!?:]"
)
_LOWER_WORD = re.compile(r"\b(?!(?:of|the|and|in|on|at|an|for|to|de|la|le|von|van)\b)[a-z]{3,}\b")
# The fields of a JSON passage that hold its text and its title
_JSON_TEXT = ("text", "content", "page_content", "body", "passage", "chunk", "snippet")
_JSON_TITLE = ("title", "name", "heading", "page_title", "doc_title")
# Labels a pipeline writes before a chunk's title and text ("Title: X\nText: ...")
_TITLE_LABEL = re.compile(r"(?:title|heading|page)\s*:\s*(?=[^\n]{1,120}\n)", re.IGNORECASE)
_TEXT_LABELS = re.compile(
    r"(?<=\n)(?:text|content|body|passage|snippet|description|summary|excerpt)\s*:\s*",
    re.IGNORECASE,
)
# ... and the page's address between them, as a search tool gives a result ("Title: ...\nURL:
# https://...\nContent: ...")
_ADDRESS_LINES = re.compile(r"(?<=\n)(?:url|link|source)\s*:[^\n]{0,300}\n", re.IGNORECASE)
_SHAPED_STARTS = frozenset("{[#>.\u2026TtHhPp")
# A quoted text's marks (an e-mail's reply, markdown's block quote: "> Canberra: ...")
_QUOTE_MARKS = re.compile(r"^[ \t]*>[> \t]*", re.MULTILINE)
# What a shape changes starts a passage: its HTML tags, its bold title ("<h2>", "**X**:")
_SHAPE_HEAD = 200
_LABEL_WORDS = ("Title", "title", "TITLE", "Heading", "heading", "Page", "page")
_SOURCE_LINE = re.compile(r"\n\s*(?:source|sources|url|link|retrieved|last updated)\s*:", re.I)
# Text broken into lines: a line this long or longer goes on in the next; what starts a line
# of its own (a list item, "Q:", a table row, a heading, a field: "Capital: Ottawa")
_WRAPPED = 30
_KEPT = re.compile(
    r"\s*(?:[-*+>|#\u2022\u2013\u2014\u00b7]|\d{1,3}[.)]\s|[A-Z]:|[^\W\d_][\w '/()-]{0,30}:\s)"
)
_RANGE = re.compile(r"\s*[\u2013\u2014]\s*\d")
_FIELD = re.compile(r"\s*[^\W\d_][\w '/()-]{1,30}:\s")  # (`_KEPT`'s last, not "A:")
_TRAIL = re.compile(r"\s[|>\u203a\u00bb]\s")
_TITLE_JOIN = re.compile(r"\s+(?:\||[-\u2013\u2014])\s+")
_BULLET = re.compile(r"\s*(?:[-*\u2022\u2013\u00b7]|\d{1,2}[.)])\s")
# What a heading says of itself beside the name: "Indonesia at a glance" names Indonesia
_SHEET_TAIL = re.compile(
    r"(?:\s*[:,]\s*|\s+)"
    r"(?:at a glance|in brief|in numbers|(?:key |quick )?facts|fact (?:sheet|file))$",
    re.IGNORECASE,
)
# The letters `_SHEET_TAIL`'s endings end with, in either case ("\u017f", the long s, is an
# "s" to an IGNORECASE pattern): a title that ends otherwise is left alone without a search.
_SHEET_ENDS = "efstEFST\u017f"


def _sheet_tail(name: str) -> str:
    """`name` without a trailing "fact sheet", "at a glance", "quick facts", ..."""
    last = name[-2:-1] if name.endswith("\n") else name[-1:]  # ("$" is also before a "\n")
    return _SHEET_TAIL.sub("", name) if last and last in _SHEET_ENDS else name


_PARENS = re.compile(r"\s*\([^)]*\)")
_DASH_HEAD = re.compile(r"\s+[-\u2013\u2014]\s+|\s+\(")
_CRUMB = re.compile(r"(?:[^|>\n.]{1,40}?(?:\s[|>\u203a\u00bb]\s|\s\|$))+")
_VALUE = re.compile(r"(?:about |around |approximately |over |under |some |c\. ?)?[\d\u00a3$\u20ac]")
JOINED = re.compile(rf"\s(?:{'|'.join(BETWEEN_NAMES)})\s(?:the\s)?")  # "X in Y"
_QUALIFIER = re.compile(r"\(([^)]*)\)")
# Kinds of things a title's qualifier names ("Giuseppe Verdi (film)"), words that are not
# verbs too ("play", "show"); people of every calling are one kind
_KIND_GROUPS = """film films movie movies|song songs|album albums|band bands|series sitcom
    sitcoms|novel novels|opera operas|episode episodes|singer singers musician musicians
    songwriter songwriters rapper rappers composer composers actor actors actress actresses
    director directors politician politicians footballer footballers writer writers author
    authors poet poets painter painters"""
_KIND_OF = {w: group.split()[0] for group in _KIND_GROUPS.split("|") for w in group.split()}
_OF = frozenset(("of", "in", "for", "on", "at", "to", "from", "by"))  # "Flag of Italy"
# A name stays on its line: a web snippet's last breadcrumb ("... | Lake Geneva") and the
# text below it ("Lake Geneva, or Lac Léman, ...") are two names, not one. It starts a word:
# the "D" of "3-D" is none. That is tested after the first capital (a lookbehind over it and
# the character before): a pattern that opens with a character class lets `re` skip to the
# next capital in C, where one that opens with a lookbehind tries it at every position.
_NAME = re.compile(
    r"[A-Z\u00c0-\u00de](?<![\w\-][A-Z\u00c0-\u00de])[\w'\u2019\-.&]*"
    r"(?:[^\S\n]+(?:of|the|de|van|von|la|le)?[^\S\n]*[A-Z\u00c0-\u00de][\w'\u2019\-.&]*)*"
)


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
        if _SEPARATORS.search(first):  # "News > Scotland | Loch Ness": a snippet's trail and
            # title, read as its topic (`lexical_subject`), not a page title; but a list's
            # heading behind a trail ("Food > Taste | The basic tastes" over bullets) is its
            # title
            if not _BULLET.match(text, line_end + 1):
                return "", "", text
            first = _SEPARATORS.split(first)[-1].strip()
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
        head = _SEPARATORS.split(head)[-1].strip()  # "Skip | Aviation basics: ..."
    words = head.lower().split()
    if not words or len(words) > 12 or _furnished(words) or _sentence(head, words[-1]):
        return "", "", text  # "Q: ...", "Updated: ...", or a sentence with a colon
    if all(w in STOP for w in words) or not any(c.isalpha() for c in head):
        return "", "", text  # "You are here: ...", "1903: ...": a label that names nothing
    if crumbs and (". " in head or _SAID.search(head)):
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
    return all(w in _FURNITURE or w in STOP for w in words)


def _joined_title(text: str) -> str:
    """A title joined to its text by a dash or a bar, written as "Title: text" is
    ("Canberra - Canberra is ...", "Loch Ness | Loch Ness is ..."): a short name that is no
    trail, section or sentence, before a text that starts as a sentence does."""
    join = _TITLE_JOIN.search(text, 0, 90)  # (the caller found one before any colon)
    if join is None or text.find("\n", 0, 120) >= 0:
        return text
    head = text[: join.start()].strip()
    words = head.lower().split()
    if not words or len(words) > 8 or words[0] in _FURNITURE or " ".join(words) in _SECTIONS:
        return text
    if not head[0].isupper() or not text[join.end() : join.end() + 1].isupper():
        return text
    if _SEPARATORS.search(head) or ". " in head or head[-1] in ".?!" or _SAID.search(head):
        return text
    start = join.end()
    stop = text.find(". ", start, start + 200)
    if _SEPARATORS.search(text, start, stop if stop > 0 else start + 80):
        return text  # a trail ("Animals A-Z | African elephant | Adult males weigh ...")
    colon = text.find(": ", start, 200)
    if colon > 0 and not _LOWER_WORD.search(text, start, colon):
        return text  # a title's own colon: "Nocturne in Black and Gold - The Falling Rocket: "
    if "|" in join.group():  # a site or section's name ("Ocean Life | The blue whale ..."),
        # unless the text goes on to name it ("Loch Ness | Loch Ness is ...")
        first = fold(text[start : stop if stop > 0 else start + 200])
        if not any(w not in STOP and has_phrase(w, first) for w in WORD.findall(fold(head))):
            return text
    return f"{head}: {text[start:]}"


def _sentence(head: str, last: str) -> bool:
    """Whether the text before a colon ends as a sentence does: "Cal Ripken Jr." and "U.S.
    Steel Corp." end with an abbreviation, a name's, not with a full stop."""
    if not head.endswith("."):
        return False
    word = last[:-1]
    return "." not in word and word not in _ABBREVIATIONS


_COUNTS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven")
COUNT = {w: n for n, w in enumerate(_COUNTS, 2)} | {str(n): n for n in range(2, 12)}
_NUMBERED = re.compile(r"(?:^|[\s|])(\d{1,2})[.)]\s")


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
    if not words or len(words) > 8 or len(label) > 3 or words[0] in _FURNITURE:
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
    parts = [part for part in _SEPARATORS.split(p.text[: p.lead]) if part.strip()]
    leaf = fold(parts[-1]).strip() if parts else ""
    if not leaf or leaf.split()[0] in _FURNITURE:
        return ""
    if leaf in _SECTIONS:
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


# A word that ends a sentence ends a name ("... by Erno Rubik. Originally called ..." names
# "Erno Rubik"); initials ("J. R. R. Tolkien"), two-letter abbreviations ("St. Louis"),
# dotted acronyms ("U.S. Army") and these do not (those of two letters end a title before a
# colon: "Cal Ripken Jr.: ...", `_sentence`)
_SENTENCE_END = re.compile(r"[^\W\d_][^\W_]{2,}\.")
_ABBREVIATION_WORDS = "inc ltd bros corp gen col sgt rev ave capt gov sen jun jr sr co st dr mt ft"
_ABBREVIATIONS = frozenset(_ABBREVIATION_WORDS.split())


def names(text: str) -> list[str]:
    """The folded capitalised names of a text, sentence openers left out."""
    out = []
    # Each name as written is read once: written again (a page's repeated title) it names
    # no one new, and the list keeps each name where it first appears.
    for written in dict.fromkeys(_NAME.findall(text)):
        every = written.split()
        last = len(every)
        # a name ends at its last word, or before at a word that ends a sentence (only a
        # word with a full stop can: most names have none, and are not read word by word)
        ends = (
            [end for end, word in enumerate(every, start=1) if end == last or _ends_sentence(word)]
            if "." in written
            else [last]
        )
        start = 0
        for end in ends:
            words, start = every[start:end], end
            while words and fold(words[0]) in _OPENERS:
                words.pop(0)
            if words:
                # a closing quote or a full stop ends the name ("'Mona Lisa'", "in Paris.")
                out.append(fold(" ".join(words)).rstrip("'.-&"))
    return list(dict.fromkeys(out))


def _ends_sentence(word: str) -> bool:
    if word[-1] != ".":
        return False  # (the common case, without a pattern's call)
    return _SENTENCE_END.fullmatch(word) is not None and fold(word[:-1]) not in _ABBREVIATIONS


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
_EXTENDED = re.compile(r" (?:for|of|in|at) \w")


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
_WRITES = frozenset(("wrote", "write", "writes", "written", "writer", "author"))
_WRITTEN = frozenset(("novel", "song", "opera"))  # kinds of `_KIND_OF`


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
_CALLING_WORDS = """guitarist singer musician songwriter rapper composer actor actress director
    politician footballer cricketer boxer writer author poet painter sculptor architect
    businessman engineer scientist physicist chemist bishop general admiral"""
_CALLINGS = frozenset(_CALLING_WORDS.split())


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


# Idioms a passage says what a question asks with ("went down" for "sink", "set foot on
# the Moon" for "walk on the Moon", "died out" for "extinct"), each with the one word it
# means: "verb/its forms rest=word" (or two words, where it means either: "put out" a fire
# or an album). Written from general English, not from any test question. Not "set up" for
# "founded": a company's page that says so stands in for the founder's own page.
_IDIOM_TABLE = """set/sets/setting foot on=walked|set/sets/setting foot in=walked|
    went/go/goes/gone/going down=sank|died/die/dies/dying out=extinct|
    came/come/comes/coming up with=invented created|broke/break/breaks out=began|
    found/find/finds out=discovered|touched/touch/touches down=landed|
    passes/passed/pass/passing through=flows|stepped/step/steps down=resigned|
    wiped/wipe/wipes out=destroyed|shut/shuts/closed/close/closes down=closed|
    grew/grow/grows/growing up=raised|brought/bring/brings up=raised|gave birth to=born|
    made up of=consists|took/take/takes off=departed|passed/pass/passes away=died|
    fronted/fronts by=singer|put/puts/putting out=extinguished released|
    called/call/calls off=cancelled|
    carried/carry/carries out=conducted|gave/give/gives up=quit|dropped/drop/drops out=quit|
    split/splits/broke/break/breaks up=breakup|came/come/comes out in=released|
    came/come/comes out on=released|went/go/goes on sale=released|blew/blow/blows up=exploded|
    knocked/pulled/torn/tore down=demolished|took/take/takes/taking part in=competed|
    thought/dreamed/dreamt up=invented created|hit on the idea=invented|hit upon the idea=invented|
    gives/give/gave off=emits|is/are/was/were home to=live|set sail=sailed|
    kicked/kicks/kick off=began|got/get/gets married=married|tied the knot=married|
    lost his life=died|lost her life=died|lost their lives=died|laid to rest=buried|
    came/come/comes into being=began|came/come/comes into existence=began|
    is/are/was/were known as=called|
    came/come/comes first=won|finished/finishes/finish first=won|took/take/takes first place=won|
    gives/give/gave rise to=caused|brought/bring/brings about=caused|
    is/are/was/were native to=live|
    came/come/comes to an end=ended|drew/draw/draws to a close=ended|
    set/sets fire to=burned|gave/give/gives way=collapsed|came/come/comes into the world=born|
    breathed his last=died|breathed her last=died|breathed their last=died|
    entered/enters the world=born|met his end=died|met her end=died|met their end=died|
    met his death=died|met her death=died|took/take/takes place=held|
    got/get/gets to=reached|made/make/makes it to=reached|came/come/comes down=fell|
    put his seal to=signed|set his seal to=signed|penned=wrote|was/were put to death=died|
    took/take/takes home=won"""


def _idioms(table: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for entry in table.split("|"):
        phrase, word = entry.strip().split("=")
        verbs, _, rest = phrase.partition(" ")
        out.update((f"{verb} {rest}".rstrip(), word) for verb in verbs.split("/"))
    return out


_IDIOMS = _idioms(_IDIOM_TABLE)
# the idioms by the stem of the word they mean: a question looks only for those it asks
IDIOM_STEMS = frozenset(stem(word)[0] for words in _IDIOMS.values() for word in words.split())


@functools.lru_cache(maxsize=64)
def idioms_asked(stems: frozenset[str]) -> tuple[tuple[str, ...], re.Pattern[str]]:
    """The idioms that mean a word of these stems, and one pattern (a trie) for them: the
    pattern is searched only in a text that holds one of them (`str.find` is far faster)."""
    phrases = tuple(p for p, w in _IDIOMS.items() if any(stem(x)[0] in stems for x in w.split()))
    return phrases, re.compile(one_of(list(phrases)))


def reshaped(text: str) -> str:
    """The text as its reader sees it, whatever shape a pipeline gave it: without a leading
    citation mark ("[1] ..."), HTML tags (a block's a line break), markdown's heading marks
    and bold ("## Canberra", "**Canberra**"); entities ("&amp;") read; lines of a width
    joined; a title joined by a dash or a bar written with a colon. (Most passages have none
    of these: each is looked for by a test of a character or two first, HTML and bold in
    the passage's first 200 characters only.)"""
    text = unlabelled(text)  # "Document 3:", "(score: 0.82)", "https://..." over the text
    if "\t" in text:
        text = text.replace("\t", " ")
    first = text[:1]
    if first in _SHAPED_STARTS:
        if first == "{" and text.rstrip()[-1:] == "}":
            text = _from_json(text)
        elif first == "[":
            text = _CITE_MARK.sub("", text, count=1)
        elif first == "#":
            text = _MD_HEADING.sub("", text, count=1)
        elif text.startswith(("> ", ">>")):  # (not ">50 km")
            text = _QUOTE_MARKS.sub("", text)
        elif text.startswith(("...", "\u2026")):  # a chunk cut mid-text: "... the Danube"
            text = text.lstrip(".\u2026 ")
        elif text.startswith(_LABEL_WORDS) and (label := _TITLE_LABEL.match(text)):
            # "Title: Canberra\nText: Canberra is ...": labels, not a title
            text = _TEXT_LABELS.sub("", _ADDRESS_LINES.sub("", text[label.end() :]))
    if "&" in text and ";" in text:  # "Tunnels &amp; Trolls"
        text = html.unescape(text)
    if text.find("<", 0, _SHAPE_HEAD) >= 0 and ">" in text and _TAG.search(text):
        text = _TAG.sub("", _BLOCK_TAG.sub("\n", text))
        text = _BLANK_LINES.sub("\n", text).strip()
    if text.find("**", 0, _SHAPE_HEAD) >= 0:
        text = text.replace("**", "")
    if "]" in text and "](" in text:  # markdown's links: "[Canberra](https://...)"
        text = _MD_LINK.sub(r"\1", text)
    text = unfurnished(text)  # "Skip to main content", a byline, a copyright notice, ...
    text = labelled(text)  # an FAQ entry's labels: "Question:", "Q.", a question line
    last = text.rfind("\n")
    if last > 0:
        if _SOURCE_LINE.match(text, last):  # "Source: Wikipedia" under the text
            text = text[:last]
        if "\n- " in text or "\n\u2022 " in text or "\n* " in text:
            text = _bulleted_prose(text)
        text = _unwrapped(text)
    if not text.isascii():
        text = spaced(text)
    colon = text.find(": ", 0, 90)  # (a title before a colon is read as it is)
    end = colon if colon >= 0 else 90
    if (
        text.find(" - ", 0, end) > 0
        or text.find(" | ", 0, end) > 0
        or text.find(" \u2013 ", 0, end) > 0
        or text.find(" \u2014 ", 0, end) > 0
    ):
        return _joined_title(text)
    return text


def _unwrapped(text: str) -> str:
    """Prose broken into lines of a width (a PDF's or an e-mail's text: "Canberra: Canberra is
    the capital city of\nAustralia."), its lines joined as one paragraph. A line shorter than
    the width (a title over its text, a paragraph's last line), a blank one, a line that
    starts a list item, an FAQ's "Q:" or "A:", a table row, a heading or a field ("Capital:
    Ottawa"), and a web page's trail and furniture ("Home > Travel | Loch Morar", "Share this
    | ...") are kept where they are."""
    lines = text.split("\n")
    width = max(len(line) for line in lines)
    short = max(_WRAPPED, width * 3 // 5)  # a line this short ends where it means to
    wrapped: bool | None = None  # cut at a width throughout (counted only when asked)
    out = [lines[0]]
    for before, line in itertools.pairwise(lines):
        prev = out[-1].rstrip()
        rest = line.lstrip() if prev[-1:] == "-" and prev[-2:-1].isalpha() else ""
        if rest[:1].isalpha():
            # a word cut at the line's end, whatever the line after looks like ("nati-\nonal
            # languages: German, ..." is no field): "exam-\nple", "African-\nAmerican"
            out[-1] = (prev[:-1] if rest[0].islower() else prev) + rest
            continue
        said = len(before.rstrip())
        # Cut at the width: the next line's first word would not have fitted on a line of
        # half the width or more, in a text cut at a width throughout (three lines or more
        # near the widest); "... was a\ncounterculture-era rock concert ..."
        cut = False
        if (
            width >= _WRAPPED
            and said * 2 >= width
            and said + 1 + len(line) > width
            and not _fits(said, line, width)
            and not _BULLET.match(before)
        ):
            if wrapped is None:
                wrapped = sum(1 for each in lines if len(each) >= width - 12) >= 3
            cut = wrapped
        if said < short and not cut:
            out.append(line)  # (the common case, first)
            continue
        if (
            not line.strip()
            or (prev[-1:] == ":" and not cut)
            # (after a line cut at the width, a range's dash or a field's label that no field
            # comes before: "... of the Leonese\nCountry: Regionalist Party ...", "(9 January
            # 1942\n\u2013 25 October ..."; not a fact sheet's next field)
            or (_KEPT.match(line) and not (cut and (_RANGE.match(line) or _fielded(line, before))))
            or _TRAIL.search(before)  # "Home > Travel | Loch Morar" over its text, "| Share this"
            or _TRAIL.search(line)
        ):
            out.append(line)
        else:
            out[-1] = f"{prev} {line.lstrip()}"
    return "\n".join(out)


def _fielded(line: str, before: str) -> bool:
    return _FIELD.match(line) is not None and _FIELD.match(before) is None


def _fits(said: int, line: str, width: int) -> bool:
    """Whether the first word of a line would have fitted at the end of the line before (of
    `said` characters): if so, the line before ended where it meant to; if not, the text was
    broken at a width there ("... was a\ncounterculture-era rock concert ...")."""
    word = line.lstrip().split(" ", 1)[0]
    return said + 1 + len(word) <= width


_ITEM = re.compile(r"[ \t]*[-*\u2022][ \t]+")


def _bulleted_prose(text: str) -> str:
    """Prose set out as bullets ("Andes\n- The Andes are the longest ...\n- They stretch
    ..."), its sentences as one paragraph. A list of names or fields ("- Red", "- Capital:
    Ottawa") stays a list: every item must be a sentence."""
    lines = text.split("\n")
    items = {}
    for i, line in enumerate(lines):
        mark = _ITEM.match(line)
        if mark:
            item = line[mark.end() :].rstrip()
            if item[-1:] not in ".!?" or item.count(" ") < 4 or not item[:1].isupper():
                return text
            items[i] = item
    out: list[str] = []
    for i, line in enumerate(lines):
        if i not in items:
            out.append(line)
        elif i - 1 in items:
            out[-1] = f"{out[-1]} {items[i]}"
        else:
            out.append(items[i])
    return "\n".join(out)


def _from_json(text: str) -> str:
    """A passage a pipeline sent as a JSON object ({"title": ..., "text": ...}): its title
    and text as "Title: text"; the text as it is when it is no such object."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):  # (not JSON, or nested past the parser's depth)
        return text
    if not isinstance(doc, dict):
        return text
    said = {str(k).lower(): v for k, v in doc.items() if isinstance(v, str) and v.strip()}
    body = next((said[k] for k in _JSON_TEXT if k in said), "")
    title = next((said[k] for k in _JSON_TITLE if k in said), "")
    if not body:
        return text
    return f"{title.strip()}: {body.strip()}" if title else body.strip()


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
        plain = {_IDIOMS[m.group()] for m in idioms[1].finditer(body)}
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
