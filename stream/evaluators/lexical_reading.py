"""One event as the lexical judge reads it: its passages, how rare each of the question's
words is among them, the question's names (spans) and the passage each names.

`lexical_chains` and `lexical_judge` build on it: which passages link, and which answer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_compare import Span, bits
from stream.evaluators.lexical_idioms import IDIOM_STEMS, idioms_asked
from stream.evaluators.lexical_links import calls, marks, unlived, whole_bare
from stream.evaluators.lexical_passages import (
    Passage,
    extended,
    made_else,
    other_kind,
    other_sense,
    parse,
    snippet_title,
    whole,
)
from stream.evaluators.lexical_question import SPELLED_OUT, Question, as_asked
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_scan import Scan
from stream.evaluators.lexical_search import has_phrase
from stream.evaluators.lexical_text import (
    PAREN,
    POSSESSIVE,
    STOP,
    content,
    fold,
    question_words,
    stem,
    visible,
    words_of,
)

# weights and thresholds, set by hand against bench/goldset_lexical.py: the gold set and
# the single-hop dev set together, never the held-out part
_TITLE_MIN: Final = 0.75  # a span is named by a passage title at least this well
_TEXT_NAMED: Final = 0.8  # an untitled passage that contains the span verbatim
# among 3 passages or more, a word none holds tells none apart: below the rarest
_ABSENT: Final = 0.8


# Words of a title that say what kind of place or company its name is ("Magdalena River",
# "Mount Elbrus", "Polaroid Corporation"): the name, not another thing ("group" left out:
# "The Oberoi Group" is not the Oberoi family)
_TITLE_KIND_WORDS: Final = """river lake mount mountain island islands sea cave volcano desert
    company corporation inc plc ltd"""
_TITLE_KINDS: Final = frozenset(_TITLE_KIND_WORDS.split())
# A kind of place in a name of the question ("Lake Ohrid"): a title without it ("Ohrid", a
# town) names another thing
_PLACE_KIND_WORDS: Final = "river lake mount mountain island sea bay strait cape"
_PLACE_KINDS: Final = frozenset(_PLACE_KIND_WORDS.split())


def surnamed(word: str, p: Passage) -> bool:
    """Whether a titled passage is about a person of that surname: a title of two to four
    words, written as a name, whose last word is it ("Amedeo Avogadro", "Andre-Marie
    Ampere")."""
    words = p.key.split()
    return 2 <= len(words) <= 4 and words[-1] == word and p.text[:1].isupper()


class Reading:
    """One event's working state: passages, word weights, the question's spans.

    Sets of question terms are bit masks (term k is bit k): the pair search of multi-hop
    questions unites and weighs them hundreds of times an event."""

    def __init__(self, task: str, passages: Sequence[str]) -> None:
        q = self.q = Question.of(task)
        asked = IDIOM_STEMS.intersection([f for t in q.terms for f, _ in t.forms])
        idioms = idioms_asked(frozenset(asked)) if asked else None
        # (what shows nothing, a soft hyphen or a zero-width space, goes first: "St\u200b Paul's"
        # is read as "Saint Paul's" is)
        self.ps = [parse(p, idioms) for p in as_asked(q, [visible(p) for p in passages])]
        self.n = len(self.ps)
        self.terms = q.terms
        self.by_stem = {f: k for k, t in reversed(list(enumerate(q.terms))) for f, _ in t.forms}
        self.head_hits, self.hits, df = Scan(q, self.ps).found()
        self.df = df
        self.top = math.log(1.0 + (self.n + 1) / 1.5)
        self.absent = self.top * (_ABSENT if self.n >= 3 else 1.0)
        self.weight = [
            (math.log(1.0 + (self.n + 1) / (d + 0.5)) if d else self.absent) * p
            for d, p in zip(df, q.prior, strict=True)
        ]
        self._weights: dict[int, float] = {}
        self.q_all = (1 << len(self.terms)) - 1
        self.q_cover = [self.cover(self.q_all, h) for h in self.hits]
        self._titles: dict[int, tuple[float, int]] = {}
        self.spans = self._spans(df)
        self.items = self._items()
        self.comparison = bool(self.items) or (len(self.spans) >= 2 and q.compares)
        self.anchor = [0.0] * self.n
        for k, span in enumerate(self.spans + self.items):
            mask = span.mask
            scores = {  # only a title with its words, or a text with all of them, can name it
                i: self._named(span, i)
                for i, p in enumerate(self.ps)
                if (self.head_hits[i] & mask if p.titled else self.hits[i] & mask == mask)
            }
            named = [
                i
                for i, score in scores.items()
                if score >= _TITLE_MIN
                and (
                    not self.ps[i].titled
                    or whole(span.phrase, self.ps[i])
                    or whole_bare(span.phrase, self.ps[i])
                )
            ]
            if self.comparison:  # the kind asked is the compared things': "both composers",
                # "Which moon ...?" (not "Triton (mythology)"), "Who was born first?" (a life)
                named = [
                    i
                    for i in named
                    if not other_kind(self.ps[i], q.words)
                    and (
                        not other_sense(self.ps[i], q.compared_kind)
                        or calls(self.ps[i], q.compared_kind)
                    )
                    and not unlived(self, i)
                    and not extended(span.phrase, self.ps[i])
                ]
                # "Which painter ..., Francis Bacon or ...?": not the philosopher's page
                if len(named) > 1 and q.compared_kind:
                    kinds = [i for i in named if calls(self.ps[i], q.compared_kind) is not False]
                    named = kinds or named
            # "X (2013 film)" does not name the X of "Who wrote X?"
            if not q.bridged:
                named = [i for i in named if not made_else(self.ps[i], q.words)]
            if named:
                # of titles that name it alike, one without a qualifier: "Channel Islands"
                # over "Channel Islands (California)"
                best = max(
                    named,
                    key=lambda i: (
                        scores[i] + 0.05 * self.q_cover[i],
                        "(" not in self.ps[i].head,
                        -i,
                    ),
                )
                span.anchor = best
                if k < len(self.spans):  # an item's passage is not a hop of a chain
                    self.anchor[best] = max(self.anchor[best], scores[best])
        self.anchors = sorted({s.anchor for s in self.spans if s.anchor >= 0})
        self._said: dict[tuple[int, int], int] = {}
        self._keys: dict[int, list[tuple[str, str, list[tuple[str, str]]]]] = {}
        self._relations: dict[int, list[int]] = {}
        self._makers: dict[int, list[int]] = {}
        self._players: dict[int, list[str]] = {}

    def mass(self, mask: int) -> float:
        """The summed weight of the terms in `mask`."""
        total = self._weights.get(mask)
        if total is None:
            total, rest = 0.0, mask
            while rest:
                low = rest & -rest
                total += self.weight[low.bit_length() - 1]
                rest ^= low
            self._weights[mask] = total
        return total

    def cover(self, terms: int, hits: int) -> float:
        """The weighted share of the `terms` found in `hits` (both masks)."""
        total = self.mass(terms)
        return self.mass(terms & hits) / total if total else 0.0

    def _indices(self, text: str) -> list[int]:
        out = []
        for w in content(question_words(text)):
            k = self.by_stem.get(stem(w)[0])
            if k is not None and k not in out:
                out.append(k)
        return out

    def _spans(self, df: list[int]) -> list[Span]:
        in_titles = 0
        for h in self.head_hits:
            in_titles |= h
        every = [(self._extended(t), setting) for t, setting in self.q.names]
        asked = {text for text, _ in every}  # and, typed in lower case, what passages name
        every += [n for n in self._written_names() if n[0] not in asked]
        if len(every) >= 2:
            every = self._joined(every)
        order = [text for text, _ in every]
        spans: list[Span] = []
        for text, setting in sorted(every, key=lambda n: len(n[0]), reverse=True):
            indices = self._indices(text)
            if not indices:
                continue
            if all(self.q.words[k].isdigit() for k in indices) and not any(
                p.titled and p.key == text for p in self.ps
            ):
                continue  # a number, unless a page is titled by it: the series "24"
            mask = bits(indices)
            if any(mask & s.mask == mask for s in spans):
                continue  # part of a longer span
            if len(indices) == 1 and not in_titles & mask and df[indices[0]] >= max(3, self.n // 3):
                continue  # a common word ("American"), not a name to look up
            phrase = POSSESSIVE.sub("", fold(PAREN.sub(" ", text)).strip())
            spans.append(Span(text.strip(), phrase, indices, mask, setting=setting))
        return sorted(spans, key=lambda s: order.index(s.text) if s.text in order else 0)

    def _extended(self, text: str) -> str:
        """A one-word name the question writes with a capital, with the words after it that a
        passage's title adds and the question holds too: "Irish coffee" of "What goes into
        an Irish coffee?", "Beaufort scale" of "The Beaufort scale is named after ..."."""
        phrase = fold(text).removeprefix("the ")
        best = text
        if " " in phrase or f"{phrase} " not in self.q.folded:
            return text  # a name of two words or more says what it is itself
        for p in self.ps:
            title = p.key if p.titled else snippet_title(p) if p.lead else ""
            if (
                len(title) > len(best)
                and title.startswith(phrase + " ")
                and has_phrase(title, self.q.folded)
                and all(f" {w}" in self.q.task for w in title[len(phrase) :].split())
            ):
                best = title  # ... in lower case: not into the next name ("Sea of Fog")
        return best

    def _joined(self, every: list[tuple[str, bool]]) -> list[tuple[str, bool]]:
        """Two names the question joins with "and" that a passage's title names as one
        ("War and Peace", "Trinidad and Tobago"), or, but in a comparison ("Are both France
        and Spain ...?"), a passage's text writes whole ("Pride and Prejudice is a novel
        by ..."): one name, not two."""
        out = list(every)
        titles = {p.key for p in self.ps if p.titled and not p.line}
        for k in range(len(out) - 1):
            (a, setting), (b, _) = out[k], out[k + 1]
            joined = f"{a} and {b}"
            if joined not in self.q.task:
                continue
            if fold(joined) in titles or (
                not self.q.compares and any(joined in p.text for p in self.ps)
            ):
                out[k : k + 2] = [(joined, setting), ("", False)]
        return [n for n in out if n[0]]

    def _written_names(self) -> list[tuple[str, bool]]:
        """The names of a question typed in lower case. A question written all in lower
        case ("were nokia and ericsson both founded in the 19th century") names the titles
        of passages that it holds as phrases, when it is a bridge, a long question, a
        comparison or holds two of them (a short one about one thing is read without names,
        as it was typed: "who discovered uranus"). A short question that is not a bridge
        ("christ the redeemer statue height") names the passages' names of two words or more
        that it holds as phrases. (A long one, or a bridge, has words in a row that passages
        name as other things.)"""
        task = self.q.task
        if task[1:] != task[1:].lower():
            return []
        found: list[str] = []
        one_thing = self.q.short and not self.q.bridged
        if task == task.lower() or not one_thing:
            found = self._titles_held()
            if one_thing and len(found) < 2 and not self.q.compares:
                found = []
        if not one_thing:
            return [(key, False) for key in found]
        capitals = [w.capitalize() for w in self.q.words[: self.q.shown] if w.isalpha()]
        for p in self.ps:
            text = p.text[p.lead : p.lead + 300]
            if sum(1 for w in capitals if w in text) < 2:
                continue  # a cheap test first: two of its words written with capitals
            for key in names(text):
                key = key.removeprefix("the ")
                if " " in key and key not in found and has_phrase(key, self.q.folded):
                    found.append(key)
        return [(key, False) for key in found]

    def _titles_held(self) -> list[str]:
        """The titles of passages (without a qualifier: "Siemens" of "Siemens (unit)") that
        the question holds as phrases."""
        found: list[str] = []
        for p in self.ps:
            if not p.titled:
                continue
            key = p.key.removeprefix("the ").split(",")[0].strip()  # the key has no qualifier
            fresh = len(key) > 2 and key not in STOP and key not in found
            if fresh and has_phrase(key, self.q.folded):
                found.append(key)
        return found

    def _items(self) -> list[Span]:
        """The two things a "Which is X, A or B?" question compares, named or not."""
        items = []
        for text in self.q.items:
            indices = self._indices(text)
            if not indices:
                return []
            items.append(Span(text, fold(text), indices, bits(indices)))
        return items

    def title_share(self, i: int) -> tuple[float, int]:
        """How much of passage i's title the question names (weighted), and which of the
        question's terms the title's words are."""
        if i not in self._titles:
            key = self.ps[i].key
            words = [w for w in words_of(key) if w not in STOP]  # folded
            keys = [self.by_stem.get(stem(w)[0]) for w in words]
            for acronym in self.q.acronyms:  # "united states" in the title says "us"
                spelled = SPELLED_OUT.get(acronym, "")
                if spelled and spelled in key:
                    said, k = spelled.split(), self.by_stem.get(stem(acronym)[0])
                    keys = [k if w in said else was for w, was in zip(words, keys, strict=True)]
            named = sum(self.weight[k] for k in keys if k is not None)
            own = marks(self.ps[i])  # "UEFA": a mark beside the name, not another thing
            unsaid = sum(  # "Magdalena River" names the Magdalena: a kind of place says
                1  # no other thing
                for w, k in zip(words, keys, strict=True)
                if k is None and w not in own and w not in _TITLE_KINDS
            )
            total = named + self.top * unsaid  # as rare as can be
            mask = bits([k for k in keys if k is not None])
            self._titles[i] = (named / total if total else 0.0, mask)
        return self._titles[i]

    def _named(self, span: Span, i: int) -> float:
        """How well the passage's title names the span (1.0: exactly)."""
        p = self.ps[i]
        if not p.titled:
            return _TEXT_NAMED if has_phrase(span.phrase, p.body) else 0.0
        lives = self.comparison and self.q.asks_life_of_both
        if lives and len(span.content) == 1 and surnamed(span.phrase, p):
            return _TITLE_MIN  # "avogadro" in "who was born first avogadro or ampere"
        if not self.head_hits[i]:
            return 0.0  # the title has none of the question's words
        named, keys = self.title_share(i)
        if not named:
            return 0.0
        if any(w in _PLACE_KINDS and w not in p.key for w in span.phrase.split()):
            return 0.0  # "Lake Ohrid" is not the town "Ohrid": the title lacks its kind
        covered = self.cover(span.mask, self.head_hits[i])
        key = p.key.removeprefix("the ")
        if span.phrase.startswith(key) and self.hits[i] & span.mask == span.mask:
            covered = max(covered, 0.8)  # "V-Day" names "V-Day: Until the Violence Stops"
        exact = 0.01 if span.mask == keys else 0.0  # "X" over "X District"
        if key != span.phrase and span.phrase in key and has_phrase(key, self.q.folded):
            exact = 0.02  # the question says all of it: "Beaufort scale" over "Beaufort Sea"
        return named * math.sqrt(covered) + exact
