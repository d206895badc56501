"""A passage made plain before it is read: the shape a pipeline stored it in undone (a JSON
object, HTML, markdown, a PDF's wrapped lines, quoted lines, bullets of prose, a chunk's
"Title:"/"Text:" labels and source lines), a title joined to its text by a dash or a bar
told from a sentence; and the names a text gives (its capitalised runs), which that
telling needs and `lexical_passages` uses too.
"""

from __future__ import annotations

import html
import itertools
import json
import re
from typing import Final

from stream.evaluators.lexical_faq import labelled
from stream.evaluators.lexical_furniture import unfurnished, unlabelled
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_search import has_phrase
from stream.evaluators.lexical_text import STOP, WORD, fold, spaced

# Page furniture of web snippets and labels of FAQ entries: never a passage's title or name.
_FURNITURE_WORDS: Final = """home menu search skip content share print email tweet subscribe
    newsletter cookie cookies privacy policy terms advertisement related read more contact back
    top sign accept settings comments posted updated q a question answer faq faqs note tip source
    step summary overview"""
FURNITURE: Final = frozenset(_FURNITURE_WORDS.split())
# A site's sections, which name no topic of their own (a page's topic is the trail's last
# part: "Home > Tech > Linux | ...")
_SECTION_WORDS: Final = """reference references science history news articles article blog blogs
    encyclopedia encyclopaedia facts learn learning topics knowledge guides guide library explore
    discover education culture technology tech health nature world lifestyle features resources
    misc miscellaneous general trivia"""
SECTIONS: Final = frozenset(_SECTION_WORDS.split())
_OPENER_WORDS: Final = "although despite because since most scientists adult all"  # not names
_OPENERS: Final = STOP | FURNITURE | frozenset(_OPENER_WORDS.split())
SEPARATORS: Final = re.compile(r"\s*(?:\||>|\u203a|\u00bb)\s*")
# A verb that makes a snippet's "X: ..." a sentence, not a title ("Mould on bread is a
# fungus: ...")
SAID: Final = re.compile(r"\b(?:is|are|was|were|has|have|had|needs?|works?)\b", re.IGNORECASE)
# A leading citation mark a pipeline numbers passages with: "[1]", "[doc 2]", "[Source 3]"
_CITE_MARK: Final = re.compile(
    r"\[\s*(?:(?:doc(?:ument)?|source|passage|context)\s*)?\d{1,3}\s*\]\s*", re.IGNORECASE
)
_MD_HEADING: Final = re.compile(r"#{1,6}\s+")
# HTML tags, and those that end a block (read as a line break); not any word in angle
# brackets ("Bearer <token>", "List<String>")
_BLOCK_TAGS: Final = "p div br li ul ol tr td th h1 h2 h3 h4 h5 h6 section article header title"
_INLINE_TAGS: Final = """a b i u em strong span small sup sub code pre table thead tbody blockquote
    hr dl dt dd nav footer main aside figure figcaption img font"""


def _tags(names: str) -> re.Pattern[str]:
    alternatives = "|".join(names.split())
    return re.compile(rf"</?(?:{alternatives})(?:\s[^<>]{{0,200}})?/?>", re.IGNORECASE)


# Two substitutions without a callback: a page of 600 tags a passage took 0.3 ms a passage
# in a callback that told one kind from the other
_BLOCK_TAG: Final = _tags(_BLOCK_TAGS)
_TAG: Final = _tags(_BLOCK_TAGS + " " + _INLINE_TAGS)
_MD_LINK: Final = re.compile(r"\[([^\[\]\n]{1,200})\]\((?:https?://|www\.|/|#|\.)[^()\s]{0,500}\)")
_BLANK_LINES: Final = re.compile(r"\s*\n\s*")
_LOWER_WORD: Final = re.compile(
    r"\b(?!(?:of|the|and|in|on|at|an|for|to|de|la|le|von|van)\b)[a-z]{3,}\b"
)
# The fields of a JSON passage that hold its text and its title
_JSON_TEXT: Final = ("text", "content", "page_content", "body", "passage", "chunk", "snippet")
_JSON_TITLE: Final = ("title", "name", "heading", "page_title", "doc_title")
# Labels a pipeline writes before a chunk's title and text ("Title: X\nText: ...")
_TITLE_LABEL: Final = re.compile(r"(?:title|heading|page)\s*:\s*(?=[^\n]{1,120}\n)", re.IGNORECASE)
_TEXT_LABELS: Final = re.compile(
    r"(?<=\n)(?:text|content|body|passage|snippet|description|summary|excerpt)\s*:\s*",
    re.IGNORECASE,
)
# ... and the page's address between them, as a search tool gives a result ("Title: ...\nURL:
# https://...\nContent: ...")
_ADDRESS_LINES: Final = re.compile(r"(?<=\n)(?:url|link|source)\s*:[^\n]{0,300}\n", re.IGNORECASE)
_SHAPED_STARTS: Final = frozenset("{[#>.\u2026TtHhPp")
# A quoted text's marks (an e-mail's reply, markdown's block quote: "> Canberra: ...")
_QUOTE_MARKS: Final = re.compile(r"^[ \t]*>[> \t]*", re.MULTILINE)
# What a shape changes starts a passage: its HTML tags, its bold title ("<h2>", "**X**:")
_SHAPE_HEAD: Final = 200
_LABEL_WORDS: Final = ("Title", "title", "TITLE", "Heading", "heading", "Page", "page")
_SOURCE_LINE: Final = re.compile(
    r"\n\s*(?:source|sources|url|link|retrieved|last updated)\s*:", re.I
)
# Text broken into lines: a line this long or longer goes on in the next; what starts a line
# of its own (a list item, "Q:", a table row, a heading, a field: "Capital: Ottawa")
_WRAPPED: Final = 30
_KEPT: Final = re.compile(
    r"\s*(?:[-*+>|#\u2022\u2013\u2014\u00b7]|\d{1,3}[.)]\s|[A-Z]:|[^\W\d_][\w '/()-]{0,30}:\s)"
)
_RANGE: Final = re.compile(r"\s*[\u2013\u2014]\s*\d")
_FIELD: Final = re.compile(r"\s*[^\W\d_][\w '/()-]{1,30}:\s")  # (`_KEPT`'s last, not "A:")
_TRAIL: Final = re.compile(r"\s[|>\u203a\u00bb]\s")
_TITLE_JOIN: Final = re.compile(r"\s+(?:\||[-\u2013\u2014])\s+")
BULLET: Final = re.compile(r"\s*(?:[-*\u2022\u2013\u00b7]|\d{1,2}[.)])\s")
# A name stays on its line: a web snippet's last breadcrumb ("... | Lake Geneva") and the
# text below it ("Lake Geneva, or Lac Léman, ...") are two names, not one. It starts a word:
# the "D" of "3-D" is none. That is tested after the first capital (a lookbehind over it and
# the character before): a pattern that opens with a character class lets `re` skip to the
# next capital in C, where one that opens with a lookbehind tries it at every position.
_NAME: Final = Regex(
    r"[A-Z\u00c0-\u00de](?<![\w\-][A-Z\u00c0-\u00de])[\w'\u2019\-.&]*"
    r"(?:[^\S\n]+(?:of|the|de|van|von|la|le)?[^\S\n]*[A-Z\u00c0-\u00de][\w'\u2019\-.&]*)*"
)


def _joined_title(text: str) -> str:
    """A title joined to its text by a dash or a bar, written as "Title: text" is
    ("Canberra - Canberra is ...", "Loch Ness | Loch Ness is ..."): a short name that is no
    trail, section or sentence, before a text that starts as a sentence does."""
    join = _TITLE_JOIN.search(text, 0, 90)  # (the caller found one before any colon)
    if join is None or text.find("\n", 0, 120) >= 0:
        return text
    head = text[: join.start()].strip()
    words = head.lower().split()
    if not words or len(words) > 8 or words[0] in FURNITURE or " ".join(words) in SECTIONS:
        return text
    if not head[0].isupper() or not text[join.end() : join.end() + 1].isupper():
        return text
    if SEPARATORS.search(head) or ". " in head or head[-1] in ".?!" or SAID.search(head):
        return text
    start = join.end()
    stop = text.find(". ", start, start + 200)
    if SEPARATORS.search(text, start, stop if stop > 0 else start + 80):
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


# A word that ends a sentence ends a name ("... by Erno Rubik. Originally called ..." names
# "Erno Rubik"); initials ("J. R. R. Tolkien"), two-letter abbreviations ("St. Louis"),
# dotted acronyms ("U.S. Army") and these do not (those of two letters end a title before a
# colon: "Cal Ripken Jr.: ...", `lexical_passages._sentence`)
_SENTENCE_END: Final = Regex(r"[^\W\d_][^\W_]{2,}\.")
_ABBREVIATION_WORDS: Final = (
    "inc ltd bros corp gen col sgt rev ave capt gov sen jun jr sr co st dr mt ft"
)
ABBREVIATIONS: Final = frozenset(_ABBREVIATION_WORDS.split())


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
    return _SENTENCE_END.fullmatch(word) is not None and fold(word[:-1]) not in ABBREVIATIONS


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
            and not BULLET.match(before)
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


_ITEM: Final = re.compile(r"[ \t]*[-*\u2022][ \t]+")


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
