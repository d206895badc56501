"""lexical-v1, frozen: the first lexical evaluator, the baseline of the speed targets.

The issue's speed targets are stated against this version: judging a gold-set event from
1.2 ms to 0.4 ms at most, `seer-stream score` from 2.1 ms to 1.0 ms an event. Ratios hold
from machine to machine where absolute figures do not, so bench/goldset_lexical.py times
this module and today's evaluator in the same run and prints the ratios. Kept unchanged for
that: its source is stream/evaluators/lexical.py as of 6960178~1 (the last commit before
lexical-v2; its judgments are those of 61a4cd8, where lexical-v1 was measured), with only
this docstring new. Not used by the product, which runs stream/evaluators/lexical.py.

Its original docstring:

Lexical evaluator: an offline, deterministic approximation of the LLM judge (SPEC §3).

It needs no network and no model. It is a heuristic, and it says so: its
requirements and citations are guesses from word overlap, not understanding.

How it works. Text is folded (accents, case), split into words, lightly
stemmed and stripped of stopwords; a word's weight is its IDF over the
event's own passages. A passage is read as "Title: text" (without a title,
its first capitalised name stands in for links). Requirements come from the
question: each named span (a quoted phrase or a capitalised run) is one, and
one more stands for what the question asks beyond those names ("the
answer"). A span is supported by the passage whose title names it (or, for
untitled passages, whose text contains it). The evidence chain is the pair
of passages that best covers the question's words, favouring named passages
and a link from one to the other (the first names the second's title, as a
multi-hop bridge does). The answer is supported by a chain passage that such
a link reaches. Comparison questions ("X or Y", "both") need only their
named spans, plus "the director of X" and the like when they ask about one.
"""

from __future__ import annotations

import asyncio
import functools
import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from stream.evaluators.base import Evaluation, OverBudget
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment

_WORD = re.compile(r"\w+")
_TOKEN = re.compile(r"[^\W_]+(?:['\u2019\-.&][^\W_]+)*|[,;:!?\"\u201c\u201d]")
_QUOTED = re.compile(r'"([^"]{2,})"|“([^”]{2,})”')
_PAREN = re.compile(r"\([^)]*\)")
_MARKS = re.compile(r"[\u0300-\u036f]")  # combining accents, after NFKD
_COMPARE = re.compile(r"\b(or|both|same|common)\b", re.IGNORECASE)
_RELATIVES = (
    "director|composer|author|writer|performer|producer|creator|founder|father|mother|spouse|wife"
    "|husband"
)
_RELATION = re.compile(  # "the director of X", "whose director was born first"
    rf"\b(?:the|whose|both|their)\s+({_RELATIVES})s?\b|\b({_RELATIVES})s?\s+(?:of|who|born|died)\b",
    re.IGNORECASE,
)
_STOPWORDS = """a an the of in on at to for from by with and or but nor is are was were be been
    being am do does did done has have had having what which who whom whose when where why how that
    this these those it its as than then there their they he she his her him them we you your our i
    me my not no yes so if into onto over under about after before between both either neither same
    also other another any each all some such only one much many more most less least very can
    could would should will shall may might must s t name named called known here out up down off
    while during through until upon per via within without against among"""
_STOP = frozenset(_STOPWORDS.split())
_JOINERS = "of the de du la le von van der den a an & y del da di d l"  # inside a name
_JOIN = frozenset(_JOINERS.split())
_SPLITTERS = "in at for on to from by with"  # between names ("Susan Walker in Miracle on 34th")
_SPLIT = frozenset(_SPLITTERS.split())
_MAX_CHARS = 20_000  # of one passage or question; the rest is not read
# Work of one event, in steps (a name of the question against a passage: 5-10 µs each).
# A hostile record of 500 names and 2,000 passages took 11 s, 1,000 and 5,000 took 83 s.
MAX_WORK = 200_000  # past it the event is dead-lettered (over_limits) unjudged
INLINE_WORK = 5_000  # past it the event is judged in a thread, off the event loop

# weights and thresholds, set by hand against bench/goldset_lexical.py
_TITLE_MIN = 0.75  # a span is named by a passage title at least this well
_TEXT_NAMED = 0.8  # an untitled passage that contains the span verbatim
_ANCHOR = 0.5  # weight of naming a span, in choosing the chain
_LINK = 0.5  # weight of a link between the two chain passages
_HEADS = 5  # first chain passages tried: those that best match the question
_SUBJECT_MIN = 0.7  # without names or links, the best passage holds this share
_SELF_MIN = 1.0  # without a bridge, a named passage holding this share of the rest answers


def _fold(text: str) -> str:
    """Lower case without accents: "Mañalac" -> "manalac"."""
    text = text[:_MAX_CHARS]
    if text.isascii():
        return text.lower()
    return _MARKS.sub("", unicodedata.normalize("NFKD", text)).lower()


@functools.lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _terms(text: str) -> tuple[str, ...]:
    return tuple(_stem(w) for w in _WORD.findall(_fold(text)) if w != "s")


def _content(terms: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t for t in terms if t not in _STOP))


def _phrase(terms: Sequence[str]) -> str:
    return " " + " ".join(terms) + " "


def _runs(text: str) -> list[str]:
    """Capitalised runs of a text ("Live at Shelly's Manne-Hole", "Marcus Wayne Garland")."""
    found: list[str] = []
    run: list[str] = []
    pending: list[str] = []
    for i, tok in enumerate(_TOKEN.findall(_PAREN.sub(" ", text[:_MAX_CHARS]))):
        low = _fold(tok)
        if (tok[0].isupper() or tok[0].isdigit()) and not (i == 0 and low in _STOP):
            run.extend(pending)
            pending.clear()
            run.append(tok)
        elif run and (low in _JOIN or (low in _SPLIT and len(run) == 1)):
            pending.append(tok)
        else:
            if run:
                found.append(" ".join(run))
            run.clear()
            pending.clear()
    if run:
        found.append(" ".join(run))
    return found


@dataclass(frozen=True)
class _Passage:
    titled: bool
    key: tuple[str, ...]  # the title, or the text's first capitalised name: what links name
    key_content: tuple[str, ...]
    body: str  # " w1 w2 ... " for phrase search
    body_set: frozenset[str]
    bag: frozenset[str]  # every word, title included

    def mentions(self, other: _Passage) -> bool:
        """Whether this passage's text names the other passage (its title or first name)."""
        if not other.key_content:
            return False
        key = other.key[1:] if other.key[:1] == ("the",) else other.key
        if _phrase(key) in self.body:
            return True
        return len(other.key_content) >= 2 and all(t in self.body_set for t in other.key_content)


def _parse(text: str) -> _Passage:
    text = text[:_MAX_CHARS]
    head, rest = "", text
    cuts = [m.start() for m in re.finditer(": ", text[:200])]
    for cut in cuts:  # "McDull: Rise of the Rice Cooker: McDull: Rise of ..." repeats its title
        first = _WORD.search(_fold(text[:cut]))
        after = _WORD.search(_fold(text[cut + 2 :]))
        if first and after and first.group() == after.group():
            head, rest = text[:cut], text[cut + 2 :]
            break
    else:
        if cuts:
            head, rest = text[: cuts[0]], text[cuts[0] + 2 :]
    body = _terms(rest)
    key = _terms(_PAREN.sub(" ", head))
    if not _content(key):
        names = _runs(rest[:300])
        key = _terms(names[0]) if names else ()
    return _Passage(
        titled=bool(head.strip()),
        key=key,
        key_content=_content(key),
        body=_phrase(body),
        body_set=frozenset(body),
        bag=frozenset(_terms(head)) | frozenset(body),
    )


@dataclass
class _Span:
    text: str
    terms: tuple[str, ...]
    content: tuple[str, ...]
    anchor: int = -1  # the passage that names it


class _Judge:
    """One event's working state: passages, word weights, the question's spans, links."""

    def __init__(self, task: str, passages: Sequence[str]) -> None:
        self.task = task[:_MAX_CHARS]
        self.ps = [_parse(p) for p in passages]
        self.n = len(self.ps)
        df: dict[str, int] = {}
        for p in self.ps:
            for t in p.bag:
                df[t] = df.get(t, 0) + 1
        self.idf = {t: math.log(1.0 + (self.n + 1) / (c + 0.5)) for t, c in df.items()}
        self.top = max(self.idf.values(), default=1.0)
        self.q_terms = _content(_terms(self.task))
        self.hits = [frozenset(t for t in self.q_terms if t in p.bag) for p in self.ps]
        self.q_cover = [self.cover(self.q_terms, h) for h in self.hits]
        self.spans = self._spans()
        self.comparison = len(self.spans) >= 2 and bool(_COMPARE.search(self.task))
        self.anchor = [0.0] * self.n
        for span in self.spans if self.n else []:
            scores = [self._named(span, p) for p in self.ps]
            best = max(range(self.n), key=lambda i: (scores[i] + 0.05 * self.q_cover[i], -i))
            if scores[best] >= _TITLE_MIN:
                span.anchor = best
                self.anchor[best] = max(self.anchor[best], scores[best])
        self.anchors = sorted({s.anchor for s in self.spans if s.anchor >= 0})
        self._said: dict[tuple[int, int], bool] = {}

    def cover(self, terms: Sequence[str], bag: frozenset[str] | set[str]) -> float:
        """The IDF-weighted share of `terms` found in `bag`."""
        total = sum(self.idf.get(t, self.top) for t in terms)
        hit = sum(self.idf.get(t, self.top) for t in terms if t in bag)
        return hit / total if total else 0.0

    def _spans(self) -> list[_Span]:
        quoted = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(self.task)]
        found = list(dict.fromkeys(quoted + _runs(self.task)))
        titles = frozenset(t for p in self.ps if p.titled for t in p.key_content)
        spans: list[_Span] = []
        for text in sorted(found, key=len, reverse=True):
            terms = _terms(text)
            content = _content(terms)
            if not content or all(t.isdigit() for t in content):
                continue
            if any(set(content) <= set(s.content) for s in spans):
                continue  # part of a longer span
            if len(content) == 1 and content[0] not in titles:
                df = sum(1 for p in self.ps if content[0] in p.bag)
                if df >= max(3, self.n // 3):
                    continue  # a common word ("American"), not a name to look up
            spans.append(_Span(text=text.strip(), terms=terms, content=content))
        return sorted(spans, key=lambda s: found.index(s.text) if s.text in found else 0)

    def _named(self, span: _Span, p: _Passage) -> float:
        """How well the passage's title names the span (1.0: exactly)."""
        if not p.titled:
            return _TEXT_NAMED if _phrase(span.terms) in p.body else 0.0
        named = self.cover(p.key_content, frozenset(self.q_terms))
        covered = self.cover(span.content, set(p.key_content))
        if _phrase(span.terms).startswith(_phrase(p.key)):
            covered = max(covered, 0.8)  # "V-Day" names "V-Day: Until the Violence Stops"
        exact = 0.01 if set(span.content) == set(p.key_content) else 0.0  # "X" over "X District"
        return named * math.sqrt(covered) + exact

    def mentions(self, i: int, j: int) -> bool:
        if (i, j) not in self._said:
            self._said[i, j] = self.ps[i].mentions(self.ps[j])
        return self._said[i, j]

    def linked(self, i: int, j: int) -> bool:
        """A link from the named passage to the other (hop 1 names hop 2), or either way."""
        if self.anchor[i] > 0 and self.anchor[j] == 0:
            return self.mentions(i, j)
        if self.anchor[j] > 0 and self.anchor[i] == 0:
            return self.mentions(j, i)
        return self.mentions(i, j) or self.mentions(j, i)

    def chain(self) -> list[int]:
        """The pair of passages that best covers the question, favouring names and links."""
        if self.n <= 1:
            return list(range(self.n))
        unary = [self.q_cover[i] + _ANCHOR * self.anchor[i] for i in range(self.n)]
        heads = sorted(range(self.n), key=lambda i: (-unary[i], i))[:_HEADS]
        if self.comparison and self.anchors:
            heads = self.anchors
        best, chain = -1.0, [0, 1]
        for i in heads:
            for j in range(self.n):
                if j == i:
                    continue
                score = self.cover(self.q_terms, self.hits[i] | self.hits[j])
                score += _ANCHOR * (self.anchor[i] + self.anchor[j])
                score += _LINK if self.linked(i, j) else 0.0
                pair = sorted((i, j))
                if score > best or (score == best and pair < chain):
                    best, chain = score, pair
        return chain

    def requirements(self) -> list[JudgedRequirement]:
        chain = self.chain()
        # a chain passage counts when the question names it or a link reaches it
        live = [
            i
            for i in chain
            if self.anchor[i] > 0
            or (not self.comparison and any(self.linked(i, j) for j in chain if j != i))
        ]
        out: list[JudgedRequirement] = []
        for span in self.spans:
            support = [span.anchor] if span.anchor >= 0 else []
            support += [i for i in live if _phrase(span.terms) in self.ps[i].body]
            out.append(JudgedRequirement(text=span.text, supported_by=support))
        named = {t for s in self.spans if s.anchor >= 0 for t in s.content}
        rest = tuple(t for t in self.q_terms if t not in named) or self.q_terms
        words = " ".join(rest) or "?"
        subject: list[int] = []
        if not self.spans:  # no names: the passage that best matches the question
            best = sorted(live or chain, key=lambda i: (-self.q_cover[i], i))[:1]
            subject = [i for i in best if i in live or self.q_cover[i] >= _SUBJECT_MIN]
            out.append(JudgedRequirement(text="the subject: " + words, supported_by=subject))
            live = sorted(set(live) | set(subject))
        if not self.comparison:
            bridge = [i for i in live if self.anchor[i] == 0 and i not in subject]
            if not bridge:  # one hop: the named passage may hold the answer itself
                bridge = [i for i in live if self.cover(rest, self.hits[i]) >= _SELF_MIN]
            out.append(JudgedRequirement(text="the answer: " + words, supported_by=bridge))
        elif relation := _RELATION.search(self.task):
            noun = (relation.group(1) or relation.group(2)).lower()
            for span in self.spans:  # "Which film's director died first, X or Y?"
                if span.anchor < 0:
                    continue
                reached = [
                    (self.cover(rest, self.hits[j]), -j)
                    for j in range(self.n)
                    if j not in self.anchors and self.mentions(span.anchor, j)
                ]
                support = [-max(reached)[1]] if reached else []
                out.append(
                    JudgedRequirement(text=f"the {noun} of {span.text}", supported_by=support)
                )
        return out


def work(task: str, passages: Sequence[str]) -> tuple[int, int]:
    """An upper estimate of the steps judging the event takes, and the names it has: each
    name of the question is looked up in every passage and against the other names, and
    each of its words in every passage (cheaper: a set lookup)."""
    task = task[:_MAX_CHARS]
    names = len(_QUOTED.findall(task)) + len(_runs(task))
    words = len(_content(_terms(task)))
    n = len(passages)
    return names * n + names * names + words * n // 10, names


class LexicalEvaluator:
    """Requirements from the question's names and words; citations from titles and links."""

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="lexical", model=None, prompt_version="lexical-v1")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        steps, names = work(task, passages)
        if steps > MAX_WORK:
            raise OverBudget(
                f"judging this event takes about {steps:,} steps ({names:,} names, "
                f"{len(passages):,} passages), over the lexical evaluator's limit of {MAX_WORK:,}"
            )
        if steps > INLINE_WORK:  # seconds of CPU: the loop must go on serving and committing
            return await asyncio.to_thread(self.judge_sync, task, passages)
        return self.judge_sync(task, passages)

    async def aclose(self) -> None:
        pass

    def judge_sync(self, task: str, passages: Sequence[str]) -> Evaluation:
        """Judge one retrieval: pure, deterministic, a few milliseconds."""
        requirements = _Judge(task, passages).requirements()  # never empty: K >= 1
        for r in requirements:
            r.supported_by = sorted({i + 1 for i in r.supported_by})
        return Evaluation(judgment=Judgment(requirements=requirements))
