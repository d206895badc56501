"""What surrounds a passage's text and says nothing of it, for the lexical evaluator.

- What a retrieval pipeline writes before a chunk (`unlabelled`): a label ("Document 3:",
  "Passage 1 (score: 0.82):", "Chunk 2 of 12"), a score, the page's address on a line of
  its own ("https://...", "Source: ..."). Read as text, "Document 3" is every passage's
  title.
- A web page's furniture (`unfurnished`): a navigation bar ("Menu | Search | Log in"),
  "Skip to main content", a byline or a date ("Posted on March 3, 2024 by Staff Writer"),
  "Advertisement", a cookie notice, links to other pages ("Related articles: ..."), a
  copyright notice (on a line of its own, or one with a "\u00a9" that ends the text). None
  of it says what the page is about, and over the text it hides the page's title
  ("Canberra: ..." on the next line).

Written from how pipelines label chunks and how news, blog and reference pages lay
themselves out, not from any test question. Only whole lines at the top and bottom of a
passage are read, and a notice that opens or ends its text: a sentence of the text that
starts with one of these words ("Published in 1851, Moby-Dick ...") is never one.
"""

from __future__ import annotations

import re
from typing import Final

from stream.evaluators.lexical_regex import Regex

_MONTH: Final = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY: Final = r"\d{1,2}(?:st|nd|rd|th)?"
_DATE: Final = (
    rf"(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?"
    rf"(?:{_DAY}\s+{_MONTH},?\s+\d{{4}}|{_MONTH}\s+{_DAY},?\s+\d{{4}}"
    r"|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d+\s+(?:minute|hour|day|week|month|year)s?"
    r"\s+ago|yesterday|today)"
    r"(?:,?\s+(?:at\s+)?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,4})?)?"  # a time
)
# (capitals matched as written: "By the river" is no byline)
_BYLINE: Final = r"by\s+(?-i:(?:[A-Z][\w.'\u2019-]*\s*){1,4})"
# What may follow a date or a byline on its line: "| 5 min read", ", Staff Writer", "at 10:30"
_AFTER: Final = r"(?:\s*(?:[|,\u00b7\u2022\u2013\u2014-]|at\b|in\b|by\b)\s*[^\n.!?]{0,60})?"
_PAGE: Final = (
    r"[-\u2013\u2014=\[(]*\s*(?:page|pg\.?|p\.)\s*\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?"
    r"\s*[-\u2013\u2014=\])]*"
)
# What says that a date or a name is the page's ("Posted on ...", "Last updated: ...")
_NOTICE_WORDS: Final = (
    r"(?:posted|published|updated|last\s+updated|last\s+modified|first\s+published)"
)
_NOTICE: Final = re.compile(
    r"\s*(?:"
    r"skip\s+to\s+(?:the\s+)?(?:main\s+)?(?:content|navigation|menu|search|article)"
    rf"|(?:{_NOTICE_WORDS}|written|reviewed|modified)(?:\s+(?:on|at))?\s*:?\s*"
    rf"(?:{_DATE}|{_BYLINE}){_AFTER}"
    rf"|{_BYLINE}{_AFTER}"
    r"|(?:\u00a9|\(c\)\s*\d{4}|copyright\b)[^\n]{0,200}"
    r"|all\s+rights\s+reserved\.?"
    r"|(?:we|this\s+(?:web)?site)\s+uses?\s+cookies\b[^\n]{0,300}"
    r"|(?:related(?:\s+(?:articles?|posts?|stories|content|reading|topics|links|pages))?"
    r"|see\s+also|read\s+(?:next|more|also)|also\s+read|more\s+from\b[^\n:]{0,40}"
    r"|you\s+(?:may|might)\s+also\s+(?:like|enjoy)|recommended(?:\s+for\s+you)?"
    r"|trending(?:\s+now)?|most\s+(?:popular|read))\s*(?::[^\n]{0,150})?"
    r"|advertisement|sponsored(?:\s+content)?|\d{1,2}\s*min(?:ute)?s?\s+read"
    # an encyclopedia's notes over an article ("Main article: Canberra", "For other uses, see
    # ...", "This article is about the city. For ..., see ...")
    r"|(?:main\s+articles?|further\s+information)\s*:[^\n]{0,150}"
    r"|(?:for\s+other\s+uses|this\s+article\s+is\s+about|not\s+to\s+be\s+confused)\b[^\n]{0,300}"
    r"|[^\n]{1,80}\s+redirects\s+here\.[^\n]{0,200}"
    # a document's page number or running header ("Page 3", "Page 3 of 12", "--- Page 3 ---",
    # "- 3 -", "Annual Report 2023 | Page 3"), which a PDF's text keeps between its pages
    rf"|{_PAGE}(?:\s*\|[^\n|]{{1,80}})?|[^\n|]{{1,80}}\|\s*{_PAGE}"
    r"|[-\u2013\u2014]\s*\d{1,4}\s*[-\u2013\u2014]"
    r")\s*$",
    re.IGNORECASE,
)
# The words of a navigation or sharing bar ("Menu | Search | Log in", "Share: Facebook X
# Email"), which a line of three or more of them and nothing else is
_NAV_WORDS: Final = """home menu search skip to main content share this print email e-mail tweet
    subscribe newsletter sign log in up out login logout register account my contact us about
    privacy policy terms of use conditions cookie cookies settings facebook twitter x linkedin
    whatsapp pinterest reddit instagram youtube copy link back top next previous prev
    comments comment follow save bookmark donate shop cart accept reject all manage on via with
    our article post page story"""
_NAV: Final = frozenset(_NAV_WORDS.split())
_NAV_WORD: Final = re.compile(r"[\w'-]+")
_EDGE: Final = 4  # lines read at each end

# A date that opens the text, with what says it is one ("Updated 3 March 2024. ...", "Posted
# on 2024-03-03 by Jane Smith - ...")
_LEAD_NOTICE: Final = re.compile(
    rf"\s*(?:{_NOTICE_WORDS}(?:\s+(?:on|at))?\s*:?\s*{_DATE}(?:\s+{_BYLINE})?"
    rf"|{_NOTICE_WORDS}\s+{_BYLINE})\s*[.|\u2013\u2014:-]\s+",
    re.IGNORECASE,
)
_LEAD_STARTS: Final = ("pos", "pub", "upd", "las", "fir")  # (of `_NOTICE_WORDS`)
_LEAD_FIRSTS: Final = "".join(sorted({c for s in _LEAD_STARTS for c in (s[0], s[0].upper())}))
# A search engine's date before its snippet ("Mar 3, 2024 \u2014 Canberra is ...", "3 days ago
# \u00b7 ..."): a page's date of this era, before the dash or dot that engines put there; a
# date before an en dash or a hyphen is a timeline's ("14 July 1789 - The storming ...")
_SNIPPET_DATE: Final = re.compile(
    rf"\s*(?:{_MONTH}\s+\d{{1,2}},?\s+|\d{{1,2}}\s+{_MONTH},?\s+)"
    r"(?:199[5-9]|20[0-3]\d)\s*[\u2014\u00b7]\s+"
    r"|\s*\d{1,2}\s+(?:minute|hour|day|week|month|year)s?\s+ago\s*[\u2014\u00b7]\s+",
    re.IGNORECASE,
)
# A date on a line of its own over the text ("March 3, 2024"): a page's date, no title
_DATE_LINE: Final = re.compile(rf"\s*{_DATE}{_AFTER}\s*$", re.IGNORECASE)
_BAR: Final = re.compile(r"\s*\|\s*")
# A running header or footer that opens with the page's number ("3 | Annual Report 2023"):
# on the first or the last line, and not beside another such line (a list's rows: "1 |
# Mercury", "2 | Venus")
_NUMBERED_LINE: Final = re.compile(r"\s*\d{1,3}\s*\|\s*[^\W\d][^\n|]{0,80}$")


_END_NOTICE: Final = re.compile(
    r"\s*(?:\u00a9|\(c\)\s*\d{4}|copyright\s+(?:\u00a9\s*)?(?:\d{4}|by)|all\s+rights\s+reserved)"
    r"[^\n]{0,200}$",
    re.IGNORECASE,
)

# What a pipeline writes before a chunk (`unlabelled`), looked for only in a passage whose
# first four characters start one of these words (in brackets too: "(score: 0.8)")
_LABEL_WORD_LIST: Final = """doc document passage chunk context result excerpt snippet source url
    link retrieved http https www score relevance summary overview answer text content body"""
_LABEL_FIRSTS: Final = "".join(
    sorted({c for w in _LABEL_WORD_LIST.split() for c in (w[0], w[0].upper())} | {"(", "["})
)
_HEADS: Final = frozenset(
    head
    for word in _LABEL_WORD_LIST.split()
    for lead in ("", "(", "[")
    for head in (
        [(lead + word)[:4]] if len(lead + word) >= 4 else [lead + word + c for c in " :#.-\t\n"]
    )
)
_CHUNK_LABEL: Final = re.compile(
    r"(?:"
    # "Document 3:", "Passage 1 (score: 0.82):", "Chunk 2 of 12" over the text, "Excerpt:"
    r"(?:doc(?:ument)?|passage|chunk|context|result|excerpt|snippet)\b[ \t]*"
    r"(?:(?:#[ \t]*|no\.[ \t]*)?\d{1,5}(?:[ \t]*(?:of|/)[ \t]*\d{1,6})?[ \t]*"
    r"(?:[(\[][^()\[\]\n]{0,40}[)\]][ \t]*)?(?:[:.)\]|\u2013-][ \t]+|:|(?=\n))"
    r"|(?:[(\[][^()\[\]\n]{0,40}[)\]][ \t]*)?(?::|(?=\n)))"
    # "Summary:", "Answer:", "Text:" over the text (the label, not a title)
    r"|(?:summary|overview|answer|text|content|body)[ \t]*:(?=\s*\S)"
    # the page's address on a line of its own
    r"|(?:source|url|link|retrieved\s+from)[ \t]*:[^\n]{0,300}(?=\n)"
    r"|(?:https?://|www\.)\S{1,300}[ \t]*(?=\n)"
    # a retrieval score: "(score: 0.82)", "score=0.8 |"
    r"|[(\[]?(?:score|relevance)[ \t]*[:=][ \t]*-?\d*\.?\d+[)\]]?[ \t]*(?:[:|\u2013-][ \t]*)?"
    r")\s*",
    re.IGNORECASE,
)


# A chunk's number in a list of them ("1. Canberra: ...", "2) ..."), not a list's first item
_NUMBER_LABEL: Final = Regex(r"(\d{1,3})[.)][ \t]+(?=\S)")


def unlabelled(text: str) -> str:
    """The text without what a pipeline wrote before it: a chunk's label, number and score,
    the page's address on a line of its own; the text as it is when nothing would be left."""
    number = _NUMBER_LABEL.match(text) if text[:1].isdigit() else None
    if number is not None and f"\n{int(number[1]) + 1}" not in text:  # not "1. ...\n2. ..."
        text = text[number.end() :]
    for _ in range(3):  # "Document 2 | score=0.7\nhttps://...\n..."
        # (most passages: a test of a letter, or of four, far cheaper than the pattern's call)
        if text[:1] not in _LABEL_FIRSTS or text[:4].lower() not in _HEADS:
            break
        label = _CHUNK_LABEL.match(text)
        if label is None or not label.end() or label.end() >= len(text):
            break
        text = text[label.end() :]
    return text


def _furniture(line: str) -> bool:
    said = line.strip()
    if not said or len(said) > 300:
        return False
    if _NOTICE.match(said):
        return True
    if said.count(" ") > 20:
        return False
    words = _NAV_WORD.findall(said.lower())
    return 3 <= len(words) <= 16 and all(w in _NAV for w in words)


def unfurnished(text: str) -> str:
    """The text without furniture lines among its first and last few lines, and without a
    copyright notice that ends it ("... © 2024 Example Media. All rights reserved."); the
    text as it is when that would leave nothing."""
    if "\n" in text:
        lines = text.split("\n")
        edges = set(range(min(_EDGE, len(lines)))) | set(range(len(lines) - _EDGE, len(lines)))
        dropped = {i for i in edges if i >= 0 and _furniture(lines[i])}
        for end, beside in ((0, 1), (len(lines) - 1, len(lines) - 2)):
            if "|" in lines[end] and _numbered(lines[end]) and not _numbered(lines[beside]):
                dropped.add(end)
        dated = [i for i in range(min(_EDGE, len(lines) - 1)) if _DATE_LINE.match(lines[i])]
        if dropped or dated:
            kept = [line for i, line in enumerate(lines) if i not in dropped and i not in dated]
            if any(line.strip() for line in kept):
                text = "\n".join(kept).strip()
    if text[:1] in _LEAD_FIRSTS and text[:3].lower().startswith(_LEAD_STARTS):
        notice = _LEAD_NOTICE.match(text)  # "Updated 3 March 2024. Canberra: ..."
        if notice and notice.end() < len(text):
            text = text[notice.end() :]
    if "|" in text and text.find(" | ", 0, 60) > 0:
        text = _past_bar(text)
    if text.find(" \u2014 ", 0, 30) > 0 or text.find(" \u00b7 ", 0, 30) > 0:
        date = _SNIPPET_DATE.match(text)
        if date and date.end() < len(text):
            text = text[date.end() :]
    if "\u00a9" in text:  # (a test of one character reads the text far faster than of more)
        notice = _END_NOTICE.search(text, max(0, len(text) - 250))
        if notice and notice.start() > 0:
            text = text[: notice.start()].rstrip()
    return text


def _numbered(line: str) -> bool:
    return _NUMBERED_LINE.match(line) is not None


def _past_bar(text: str) -> str:
    """The text past a navigation bar on its first line ("Menu | Search | Log in | Canberra:
    ..."): two or more parts of nothing but its words; the text as it is otherwise."""
    start = 0
    parts = 0
    for bar in _BAR.finditer(text, 0, 120):
        words = _NAV_WORD.findall(text[start : bar.start()].lower())
        if not words or len(words) > 4 or not all(w in _NAV for w in words):
            break
        start = bar.end()
        parts += 1
    return text[start:] if parts >= 2 and start < len(text) else text
