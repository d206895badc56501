"""How the lexical evaluator judges a comparison: the things compared and their passages.

"Which is older, X or Y?", "Are both X and Y ...?": one requirement per compared item,
supported by the passage about it (its title names the item; untitled, it names the item
early and no other), one per other name, and "the director of X" and the like, reached
by a link from the item's passage. Also the spans both kinds of question are read into.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from stream.evaluators.lexical_kinds import AMOUNT
from stream.evaluators.lexical_passages import extended
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_search import find, has_phrase
from stream.evaluators.lexical_text import WORD
from stream.schema import JudgedRequirement

if TYPE_CHECKING:
    from stream.evaluators.lexical_judge import Judge

_ITEM_HELD: Final = 1.0  # a compared item's titled passage holds this share of its words
_MENTIONS_OTHER: Final = 0.05  # less sure of a passage that names a word of another item too
_HEADED: Final = 0.05  # surer of a fact sheet whose heading names the item ("Coffee, brewed")
# a page's own counts are no amount of the thing: "Comments (310)", "Reviews (45)"
_TALLY: Final = re.compile(
    r"\b(?:comments|reviews|replies|votes|ratings?|likes|shares)\s*\(\d[\d,]*\)"
)
_EARLY: Final = 80  # an untitled passage is about an item it names within these characters
_OTHER_LATER: Final = 100  # ... and names another item, if at all, this many characters after it
_OPENS, _OPENS_BONUS = 24, 0.05  # surer of one that opens with the item's name
_OWNED: Final = re.compile(r"['\u2019]s\s*$")  # a possessive ends the text before the name


class Span:
    """A name of the question, or a thing it compares, and the passage that names it."""

    # A plain class, not a dataclass: mypyc compiles this __init__ (see Question's).
    def __init__(
        self,
        text: str,
        phrase: str,  # folded, for whole-word search
        content: list[int],  # indices of its words among the question's terms
        mask: int,  # the same, as bits
        setting: bool = False,  # "in the Solar System", "on Earth": where, not what, is asked
    ) -> None:
        self.text = text
        self.phrase = phrase
        self.content = content
        self.mask = mask
        self.anchor = -1  # the passage that names it
        self.setting = setting


def bits(indices: Sequence[int]) -> int:
    """Indices of the question's terms as a bit mask (term k is bit k)."""
    mask = 0
    for k in indices:
        mask |= 1 << k
    return mask


def compared(j: Judge) -> list[JudgedRequirement]:
    """One requirement per compared item, supported by the passage about it, and one
    per other name ("Are both X and Y based in Z?"); a name without a passage of its
    own is supported by the passage about an item that holds it."""
    items = j.items or j.spans
    rest = j.q_all & ~bits([k for s in items for k in s.content])
    named: list[tuple[Span, list[int]]] = []
    for item in items:
        others = [s for s in items if s is not item]
        best: tuple[float, int] | None = None
        for i in range(j.n):
            about = _about(j, item, others, i)
            if about:
                score = about + (j.cover(rest, j.hits[i]) if rest else 0.0)
                if best is None or score > best[0]:
                    best = (score, i)
        named.append((item, [best[1]] if best else []))
    chosen = [i for _, support in named for i in support]
    for span in j.spans if j.items else []:
        if not any(span.mask & item.mask for item in items):  # not a part of an item
            # a name the items' passages all hold says what they are ("Which John Hughes
            # film ...?"): theirs, not its own page, say it of them
            shared = bool(chosen) and all(has_phrase(span.phrase, j.ps[i].body) for i in chosen)
            own = [span.anchor] if span.anchor >= 0 else []
            named.append((span, sorted(set(chosen)) if shared else own))
    out = []
    for span, support in named:  # a compared item is not supported by the other's passage
        if not support and not _paired(j, span):
            support = [i for i in chosen if has_phrase(span.phrase, j.ps[i].body)]
        out.append(JudgedRequirement(text=span.text, supported_by=support))
    return out


def _paired(j: Judge, span: Span) -> bool:
    """Whether the span is one of the things compared: an item, or a name beside "or"
    or "and" ("Keith Bostic or Jerry Glanville", "Are X and Y both ...")."""
    if any(span is item for item in j.items):
        return True
    text, task = span.text.lower(), j.q.task.lower()
    return any(f"{text} {w} " in task or f" {w} {text}" in task for w in ("or", "and"))


def _about(j: Judge, item: Span, others: list[Span], i: int) -> float:
    """How surely passage i is about the item: its title names it, or its text names it
    early and names no other item but well after it."""
    p = j.ps[i]
    if j.q.more and not p.titled and not AMOUNT.search(_TALLY.sub(" ", p.body)):
        return 0.0  # "Texas added more residents" gives no size to compare
    if item.anchor >= 0 and j.ps[item.anchor].titled:  # the title that names it best
        held = j.cover(item.mask, j.hits[item.anchor]) >= _ITEM_HELD
        return 2.0 if item.anchor == i and held else 0.0
    if p.titled and not p.line:  # about what its title names, not what it mentions
        return 0.0
    if p.line and extended(item.phrase, p):  # "National Trust for Scotland: fact sheet"
        return 0.0
    hits = j.hits[i]
    if hits & item.mask != item.mask:
        return 0.0
    text = p.head + " " + p.body
    where = [find(j.terms[k], text) for k in item.content]
    if max(where) > _EARLY + len(p.head):
        return 0.0
    for o in others:  # another item's name, written well after this one's, is a mention:
        at = text.find(o.phrase.removeprefix("the ")) if hits & o.mask == o.mask else -1
        if 0 <= at <= max(where) + _OTHER_LATER:  # "The Caulfield Cup ... makes up the
            return 0.0  # spring's Cups double with the Melbourne Cup" is about the first
    # its words as one name ("the Shanghai Tower") over the same words apart ("Shanghai |
    # The Oriental Pearl Tower"); one that names none of another item's own words over one
    # that does ("Newton was born in the year Galileo died" is about neither alone)
    score = 1.1 if has_phrase(item.phrase, p.body) else 1.0
    if _inside(item.phrase, p.text):
        return 0.0
    if any(hits & o.mask & ~item.mask for o in others):
        score -= _MENTIONS_OTHER
    if p.line and j.head_hits[i] & item.mask:
        score += _HEADED  # a heading over a list names what the list is about
    if max(where) <= len(p.head) + _OPENS:
        score += _OPENS_BONUS  # "Popocatepetl, about 70 km ...", not "... just north of it"
    return score


def _inside(phrase: str, text: str) -> bool:
    """Whether a text writes a (folded) name of two words or more only inside a longer
    name: "the Mont Blanc Tunnel" is another thing than Mont Blanc."""
    if " " not in phrase:
        return False
    found = [n for n in names(text) if has_phrase(phrase, n)]
    words = WORD.findall(phrase.removeprefix("the "))  # "walkie talkie": "Walkie-Talkie"
    # "Virginia Woolf's Mrs Dalloway": an owner before the name, not a longer name
    bare = phrase.removeprefix("the ")
    found = [n for n in found if not _OWNED.search(n[: max(0, n.find(bare))])]
    return bool(found) and all(WORD.findall(n.removeprefix("the ")) != words for n in found)


def relations(j: Judge) -> list[JudgedRequirement]:
    """ "the director of X" for each compared item: the passage its passage links to."""
    if not j.q.relation:
        return []
    items = j.items or j.spans
    rest = j.rest([s for s in items if s.anchor >= 0])
    anchors = {s.anchor for s in items if s.anchor >= 0}
    out = []
    for span in items:  # "Which film's director died first, X or Y?"
        if span.anchor < 0:
            continue
        reached = [
            (j.cover(rest, j.hits[i]), -i)
            for i in range(j.n)
            if i not in anchors and j.mentions(span.anchor, i)
        ]
        support = [-max(reached)[1]] if reached else []
        text = f"the {j.q.relation} of {span.text}"
        out.append(JudgedRequirement(text=text, supported_by=support))
    return out
