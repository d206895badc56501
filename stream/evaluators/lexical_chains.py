"""Which two passages of an event chain into an answer: the lexical judge's links (hop 1's
text names hop 2's title, or a name in its text) and the search for the pair that best
covers a multi-hop question (`lexical_links` holds the rules that weigh a link).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_asked import NATIONALITY
from stream.evaluators.lexical_compare import Span, bits
from stream.evaluators.lexical_links import (
    beside,
    cast,
    hop,
    maker_at,
    misrelated,
    played_in,
    related,
    relation_at,
    to_subject,
)
from stream.evaluators.lexical_passages import namesakes
from stream.evaluators.lexical_question import term
from stream.evaluators.lexical_reading import Reading
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_search import find, has_phrase
from stream.evaluators.lexical_text import STOP, stem, words_of

# weights and thresholds, set by hand against bench/goldset_lexical.py: the gold set and
# the single-hop dev set together, never the held-out part
_ANCHOR: Final = 0.5  # weight of naming a span, in choosing the chain
_LINK: Final = 0.5  # weight of a link between the two chain passages
_HEADS: Final = 5  # first chain passages tried: those that best match the question
# The pairs without any of the question's terms whose links are looked up, at most
_IDLE_PAIRS: Final = 16
# a link by scattered words holds when the pair holds this share of the question
_WEAK_LINK: Final = 0.6
_SUBJECT_LINK: Final = 0.2  # ... and more when it reaches what that passage is about
# ... and more when hop 1 names it beside the question's word for the relation
_RELATED: Final = 0.3
_BESIDE: Final = 0.3  # ... or beside a name of the question that has no page ("plays Lucy Ricardo")


# A company's legal form at the end of its title ("Canonical Ltd", "Adobe Inc.", "Nintendo Co.,
# Ltd."), which texts that name the company leave out
_LEGAL_FORM_WORDS: Final = "ltd inc plc llc corp corporation co gmbh ag sa s.a spa ab nv oyj asa"
_LEGAL_FORMS: Final = frozenset(_LEGAL_FORM_WORDS.split())
# A football club's title, which texts spell out: "Rangers F.C.", "Bournemouth A.F.C."
_CLUB: Final = re.compile(r"^(.+?),?\s+a?\.?f\.?c\.?$")
_CLUB_ENDS: Final = ("fc", "f.c", "f.c.")


class Chains(Reading):
    """An event's links between passages, and its best chain."""

    # Worked out when first asked, then kept: not functools.cached_property, which mypyc
    # (the compiled build) turns into a plain property that works it out at every use.
    _memo_relation_terms: list[int] | None = None
    _memo_pair: list[int] | None = None

    def keys(self, j: int) -> list[tuple[str, str, list[tuple[str, str]]]]:
        """What a link to passage j names, with its words: its title, or the names in its
        text that the question does not name (hop 2 of "the country whose capital is
        Nairobi" names Kenya, as hop 1 does). With each, a part of its last word that any
        text naming it holds (a substring test rules out most texts at once)."""
        if j not in self._keys:
            p = self.ps[j]
            keys = [p.key] if p.titled else names(p.text[p.lead : p.lead + 300])
            bare = p.key  # a text names "Canonical Ltd" "Canonical"
            while " " in bare and bare[bare.rfind(" ") + 1 :].rstrip(".") in _LEGAL_FORMS:
                bare = bare[: bare.rfind(" ")].rstrip(",")
            if bare != p.key:
                keys.append(bare)
            club = _CLUB.match(p.key) if p.titled and p.key.endswith(_CLUB_ENDS) else None
            if club is not None:  # "Rangers F.C.": "home of Rangers Football Club"
                keys.append(club[1] + " football club")
            out = []
            for key in keys:
                key = key.removeprefix("the ")
                if key in NATIONALITY and not p.titled:
                    continue  # "American": where someone is from, not what it is about
                if key and (p.titled or not has_phrase(key, self.q.folded)):
                    every = words_of(key)
                    words = [w for w in every if w not in STOP]
                    gate = stem(every[-1])[0] if every and every[-1] not in STOP else ""
                    out.append((key, gate, [(stem(w)[0], w) for w in words]))
            self._keys[j] = out
        return self._keys[j]

    def mentions(self, i: int, j: int) -> int:
        """Whether passage i's text names passage j: its title (or a name in its text) as
        one phrase (2), or two words or more of it anywhere in the text (1), or not (0)."""
        said = self._said.get((i, j))
        if said is None:
            said = 0
            body = self.ps[i].body
            for key, gate, words in self.keys(j):  # loops, not any(): this runs often
                if gate not in body:
                    continue
                if has_phrase(key, body):
                    said = 2
                    break
                if len(words) < 2 or said:
                    continue
                for part, _ in words:  # a cheap test first
                    if part not in body:
                        break
                else:
                    if all(find(term(w), body) >= 0 for _, w in words):
                        said = 1
                        if ", " in key and has_phrase(key.split(", ")[0], body):
                            said = 2  # "Boston, Lincolnshire": "Boston" with its county
                            break
            self._said[i, j] = said
        return said

    def linked(self, i: int, j: int) -> bool:
        """A link from the named passage to the other (hop 1 names hop 2), or either way;
        not between namesakes, nor by scattered words when the pair says little."""
        pair = hop(self, i, j)
        if pair is not None:
            said = self.mentions(*pair)
        else:
            said = self.mentions(i, j)
            if said == 0 or (said == 1 and self._weak(i, j)):
                said = max(said, self.mentions(j, i))
        if said == 1 and self._weak(i, j):
            return False  # a title's words scattered in a text: a link only if the pair says more
        if not said and pair is not None and self.q.role and played_in(self, *pair):
            return True  # hop 1 gives the part to a player whom hop 2 names
        if said and misrelated(self, i, j):
            return False  # hop 1's relation names another: "the sculptor Bartholdi"
        if said and self.q.eponym and self.ps[i].key != self.ps[j].key:
            return True  # "Cy Young Award" names Cy Young: what it is named after
        return bool(said) and not namesakes(self.ps[i].key, self.ps[j].key)

    @property
    def relation_terms(self) -> list[int]:
        """The term of the question's relation word ("director" in "the director of X")."""
        if self._memo_relation_terms is None:
            self._memo_relation_terms = self._find_relation_terms()
        return self._memo_relation_terms

    def _find_relation_terms(self) -> list[int]:
        word = self.q.maker
        return [k for k, t in enumerate(self.terms) if word and t.word == word]

    def relation_said(self, i: int) -> list[int]:
        """Where passage i says the question's relation (`lexical_links.relation_at`), once."""
        if i not in self._relations:
            self._relations[i] = relation_at(self, i)
        return self._relations[i]

    def maker_said(self, i: int) -> list[int]:
        """Where a name after a maker's verb starts in passage i (`lexical_links.maker_at`),
        once."""
        if i not in self._makers:
            self._makers[i] = maker_at(self, i)
        return self._makers[i]

    def players(self, i: int) -> list[str]:
        """The names passage i gives the question's part to (`lexical_links.cast`), once."""
        if i not in self._players:
            self._players[i] = cast(self, i)
        return self._players[i]

    def _weak(self, i: int, j: int) -> bool:
        return self.cover(self.q_all, self.hits[i] | self.hits[j]) < _WEAK_LINK

    @property
    def pair(self) -> list[int]:
        """The pair of passages that best covers the question, favouring names and links."""
        if self._memo_pair is None:
            self._memo_pair = self._find_pair()
        return self._memo_pair

    def _find_pair(self) -> list[int]:
        if self.n <= 1:
            return list(range(self.n))
        unary = [self.q_cover[i] + _ANCHOR * self.anchor[i] for i in range(self.n)]
        heads = sorted(range(self.n), key=lambda i: (-unary[i], i))[:_HEADS]
        if self.comparison and self.anchors:
            heads = self.anchors
        pairs = set()
        for i in heads:
            for j in range(self.n):
                if j != i:
                    pairs.add((i, j) if i < j else (j, i))
        hits, anchor, mass = self.hits, self.anchor, self.mass
        share = 1.0 / (mass(self.q_all) or 1.0)
        scored = sorted(
            (-mass(hits[i] | hits[j]) * share - _ANCHOR * (anchor[i] + anchor[j]), i, j)
            for i, j in pairs
        )
        best, chain = -1.0, [0, 1]
        beside_weight = _BESIDE if any(s.anchor < 0 for s in self.spans) else 0.0
        most = _LINK + _SUBJECT_LINK + _RELATED + beside_weight
        idle = 0  # pairs that hold none of the question's terms: a link is all they offer
        for base, i, j in scored:  # best first: links are looked up only while they matter
            if most - base < best:
                break
            if base >= 0.0:
                idle += 1
                if idle > _IDLE_PAIRS:
                    break  # bounded: 50 passages of names alone looked up some 470 links
            if (anchor[i] > 0) == (anchor[j] > 0) and _LINK - base < best:
                continue  # no hop 1 and hop 2: no more than a plain link to gain
            score = -base + (_LINK if self.linked(i, j) else 0.0)
            # linked: more when the link reaches what hop 2 is about, and when hop 1 names
            # hop 2 beside the question's word for the relation, or beside a name of the
            # question that has no page (`lexical_links`)
            if -base < score and score + _SUBJECT_LINK + _RELATED + beside_weight >= best:
                score += _SUBJECT_LINK * to_subject(self, i, j)
                score += _RELATED * related(self, i, j)
                score += beside_weight * beside(self, i, j)
            if score > best or (score == best and [i, j] < chain):
                best, chain = score, [i, j]
        return chain

    def rest(self, spans: Sequence[Span]) -> int:
        """The question's terms beside those of `spans` (all of them when none is left)."""
        named = bits([k for s in spans for k in s.content])
        return (self.q_all & ~named) or self.q_all
