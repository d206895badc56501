"""Lexical evaluator: an offline, deterministic approximation of the LLM judge (SPEC §3).

It needs no network and no model. It is a heuristic, and it says so: its
requirements and citations are guesses from word overlap, not understanding.

How it works. The question's words are looked for in each passage in their other
forms too ("boils" for "boil", "sank" for "sink", "°C" for "Celsius", "temperature"
for "temp", "colour" for "color", "lunar" for "Moon", "human" for "man"; `lexical_text`,
`lexical_lexicon`), an acronym in the capitalised run
that spells it out ("New York City" for "NYC"), weighted by how rare they are among
the event's passages; verbs that say little ("happen", "work") weigh nothing. A
passage may have a title ("Title: text", or a short first line over a list;
`lexical_passages`), which counts as part of it. The question's names (quoted
phrases, capitalised runs; `lexical_question`) are looked up in titles and texts; a
question typed all in lower case names the titles it holds, where it is a bridge, a long
question, a comparison or holds two ("were nokia and ericsson both founded ..."). Then, in
this order:

- a comparison ("Which is older, X or Y?", "Are both X and Y ...?"): one
  requirement per compared item, supported by the passage about it (its title
  names the item; untitled, it names the item early and no other), one per other
  name, and "the director of X" and the like;
- a bridge ("the pianist who recorded X", "X's father", "Where was the author of X
  born?", "Who directed X and what is their nationality?"), or a question that no one
  passage answers: one requirement per name, supported by the passage whose title
  names it, and "the answer", supported by the passage the named one links to (its
  text names the other's title, a company's without its legal form: "Canonical" for
  "Canonical Ltd") when the pair covers the question; a link that names it beside the
  question's word for the relation or beside a name of the question that has no page
  ("Lucille Ball plays Lucy Ricardo"), or names what an untitled passage is about, weighs
  more (`lexical_links`); without names, the passage the chain starts from
  holds most of the clause that describes it ("the scientist who discovered penicillin"),
  a question about one named thing is not answered by an untitled passage that does not
  name it, one that asks when or where someone was born or died is not answered by a
  titled page that gives no birth or death, and "the composer of X" not by a page whose
  title gives its person another calling ("John Williams (guitarist)");
- otherwise one passage answers it when it holds the question's names (a setting,
  "in the Solar System", may be left out), most of its other words, and the words
  most passages share ("chameleons" in "How do chameleons change colour?", which a
  passage about octopuses lacks): one requirement, supported by that passage and
  any as good, unless a linked pair says more (two hops after all); of titled
  pages, the one about the named thing rather than one that mentions it (without
  names, the one titled with the question's words), and so of web snippets by their
  titles, and of FAQ entries the one whose own question holds the user's words; of
  untitled passages, the one that opens with what is asked about. It says the
  question's names as phrases, a cause for "why", what "How many" counts, and is not a
  page about another thing of the named kind ("Spitzer Space Telescope" for the Hubble,
  "Venus Williams" for "serena williams ...", "Poland" for the countries that border
  Germany; `lexical_others`), nor a story dated to a year for how a thing works, nor,
  leaving out the question's setting, about another place ("tip in the United States") or
  with nothing left but a kind ("countries" in "Which countries are in the Sahel?"), nor
  an FAQ entry that asks for a cause, a frequency, an amount (a duration is one) or a yes
  or no the question does not (`lexical_faq`). A short question with one name at most
  that no passage answers has one requirement, unsupported: a page about the named thing
  alone answers nothing, but for a list question (`lexical_subject.list_pages`).

Names joined by "and" that a title names whole are one name ("War and Peace"), and a page
about a namesake ("X (1995 TV series)") answers nothing alone beside the page about X, which
is the one whose title names X without a qualifier.
A short how/why question that no passage answers alone is answered by the page about its
thing (its title, or a snippet's, is a run of the question's words: "Tide" for "How does
the Moon cause tides?", "How GPS works") that holds half its other words; of passages that
answer, such a page is preferred. A why-question that no passage answers alone is
answered by the one passage that gives a cause and holds its subject and one more of its
words, or else by the one page about what happened to the thing it names ("Tay Bridge
disaster" for "Why did the Tay Bridge collapse?").

Everyday questions say some things their own way: "Who wrote X?" is answered by "X is a
novel by Y" (the work's noun before "by" says the making), "What does NASA stand for?" by
the passage that spells it out, "When did World War II end?" by "the Second World War
ended in 1945", and "tallest" by "highest". An answer to "How many ...?" holds a number,
and one to "Where is X?" a place besides the question's.
"""

from __future__ import annotations

import asyncio
import math
import re
from collections.abc import Sequence

from stream.evaluators.base import Evaluation, OverBudget
from stream.evaluators.lexical_compare import Span, bits, compared, relations
from stream.evaluators.lexical_faq import asks_else, entry_question
from stream.evaluators.lexical_links import (
    MAKING,
    beside,
    calls,
    cast,
    hop,
    kindless,
    lifeless,
    made_by,
    maker_at,
    marks,
    misrelated,
    owned_work,
    played_in,
    related,
    relation_at,
    to_subject,
    uncalled,
    unlived,
    whole_bare,
)
from stream.evaluators.lexical_others import (
    dated,
    listed_elsewhere,
    namesake,
    of_another,
    other_name,
    other_thing,
    placeless,
    ranked_below,
    uncounted,
    undefined,
)
from stream.evaluators.lexical_passages import (
    COUNT,
    IDIOM_STEMS,
    JOINED,
    Passage,
    extended,
    idioms_asked,
    listed,
    made_else,
    names,
    namesakes,
    other_calling,
    other_kind,
    other_sense,
    parse,
    snippet_title,
    whole,
)
from stream.evaluators.lexical_question import (
    KIND_PRIOR,
    NATIONALITY,
    SPELLED_OUT,
    Question,
    as_asked,
    term,
)
from stream.evaluators.lexical_subject import (
    cause_pages,
    doer_first,
    entries_about,
    event_pages,
    headed,
    list_pages,
    namesake_pages,
    origin_pages,
    own_pages,
    phrased,
    snippets_about,
    titled_by_words,
)
from stream.evaluators.lexical_text import (
    DAY_NAMES,
    MONTH_NAMES,
    PAREN,
    POSSESSIVE,
    STOP,
    WORD,
    Term,
    compoundable,
    content,
    dotted,
    find,
    fold,
    has_phrase,
    joined,
    question_words,
    spread,
    spread_kind,
    spread_parted,
    stem,
    stem_runs,
    unit_pair,
    visible,
    words_of,
)
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment

# A setting that a passage gives ("in the United States"): case kept, so not "In fact";
# a month or a day is a time, not a place ("in January", "on Monday")
_ELSEWHERE = re.compile(
    rf"\b(?:in|on|at|across|around|within)\s+(?:the\s+)?(?!(?i:{MONTH_NAMES}|{DAY_NAMES})\b)[A-Z]"
)
# Words an acronym skips between its initials ("United States of America": usa, "Fédération
# Internationale de Football Association": fifa, "light amplification by ...": laser)
_SKIPPED = r"(?:(?:of|the|and|for|by|de|du|des|la|le|et|&)\s+)*"
# A capitalised run, those words allowed inside: what an acronym may spell out.
_SPELLED = re.compile(rf"[A-Z][\w'\u2019-]*(?:\s+{_SKIPPED}[A-Z][\w'\u2019-]*)+")
# ... and in any case, one word to the next ("chief executive officer", "sign-on")
_JOINED = rf"[\w'\u2019]*[\s-]+{_SKIPPED}"

# Work of one event, in steps (a name of the question against a passage: a few µs each).
# A hostile record of 500 names and 2,000 passages took 11 s, 1,000 and 5,000 took 83 s.
MAX_WORK = 200_000  # past it the event is dead-lettered (over_limits) unjudged
INLINE_WORK = 5_000  # past it the event is judged in a thread, off the event loop

# weights and thresholds, set by hand against bench/goldset_lexical.py: the gold set and
# the single-hop dev set together, never the held-out part
_TITLE_MIN = 0.75  # a span is named by a passage title at least this well
_TEXT_NAMED = 0.8  # an untitled passage that contains the span verbatim
_ANCHOR = 0.5  # weight of naming a span, in choosing the chain
_LINK = 0.5  # weight of a link between the two chain passages
_HEADS = 5  # first chain passages tried: those that best match the question
# The pairs without any of the question's terms whose links are looked up, at most
_IDLE_PAIRS = 16
_SUBJECT_MIN = 0.7  # without names, the best chain passage holds this share of the question
_CLAUSE = 0.6  # ... and this share of the clause that describes what it is about
_SELF_MIN = 1.0  # without a bridge, a named passage holding this share of the rest answers
_NEEDED = frozenset(("many", "much"))  # question words whose kind an answer holds
_WHEN_PAST = ("when did ", "when was ", "when were ")  # ... and "when" opening these
_ALONE_REST = 0.7  # one passage answers: it holds this share of the words beside the names
_ALONE_ALL = 0.7  # ... and this share of all the question's words
_ALONE_NEAR = 0.9  # passages within this share of the best one answer too
_ANSWER_REST = 0.3  # one name asked of: the answer holds this share of the rest
_WEAK_LINK = 0.6  # a link by scattered words holds when the pair holds this share of the question
_SUBJECT_LINK = 0.2  # ... and more when it reaches what that passage is about
_RELATED = 0.3  # ... and more when hop 1 names it beside the question's word for the relation
_BESIDE = 0.3  # ... or beside a name of the question that has no page ("plays Lucy Ricardo")
_ABSENT = 0.8  # among 3 passages or more, a word none holds tells none apart: below the rarest


# Words of a title that say what kind of place or company its name is ("Magdalena River",
# "Mount Elbrus", "Polaroid Corporation"): the name, not another thing ("group" left out:
# "The Oberoi Group" is not the Oberoi family)
_TITLE_KIND_WORDS = """river lake mount mountain island islands sea cave volcano desert
    company corporation inc plc ltd"""
_TITLE_KINDS = frozenset(_TITLE_KIND_WORDS.split())
# A kind of place in a name of the question ("Lake Ohrid"): a title without it ("Ohrid", a
# town) names another thing
_PLACE_KIND_WORDS = "river lake mount mountain island sea bay strait cape"
_PLACE_KINDS = frozenset(_PLACE_KIND_WORDS.split())
# A company's legal form at the end of its title ("Canonical Ltd", "Adobe Inc.", "Nintendo Co.,
# Ltd."), which texts that name the company leave out
_LEGAL_FORM_WORDS = "ltd inc plc llc corp corporation co gmbh ag sa s.a spa ab nv oyj asa"
_LEGAL_FORMS = frozenset(_LEGAL_FORM_WORDS.split())
# A football club's title, which texts spell out: "Rangers F.C.", "Bournemouth A.F.C."
_CLUB = re.compile(r"^(.+?),?\s+a?\.?f\.?c\.?$")
_CLUB_ENDS = ("fc", "f.c", "f.c.")


def spelled_lower(acronym: str, ps: Sequence[Passage]) -> list[int]:
    """The passages that spell an acronym of three letters or more out in words of any case
    ("CEO": "the chief executive officer"): only asked where no passage writes it, either way."""
    if len(acronym) < 3:
        return []  # two initials match by chance ("UN": "under new")
    run = re.compile(r"\b" + _JOINED.join(acronym) + r"[\w'\u2019-]*\b", re.IGNORECASE)
    return [i for i, p in enumerate(ps) if run.search(p.text)]


def surnamed(word: str, p: Passage) -> bool:
    """Whether a titled passage is about a person of that surname: a title of two to four
    words, written as a name, whose last word is it ("Amedeo Avogadro", "Andre-Marie
    Ampere")."""
    words = p.key.split()
    return 2 <= len(words) <= 4 and words[-1] == word and p.text[:1].isupper()


class Judge:
    """One event's working state: passages, word weights, the question's spans, links.

    Sets of question terms are bit masks (term k is bit k): the pair search of multi-hop
    questions unites and weighs them hundreds of times an event."""

    # Worked out when first asked, then kept: not functools.cached_property, which mypyc
    # (the compiled build) turns into a plain property that works it out at every use.
    _memo_spelled: dict[str, set[int]] | None = None
    _memo_relation_terms: list[int] | None = None
    _memo_pair: list[int] | None = None
    _memo_own: list[int] | None = None
    _memo_qualified: set[int] | None = None
    _memo_name_runs: list[list[str]] | None = None
    _memo_about: set[int] | None = None

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
        self.head_hits, self.hits, df = self._scan()
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

    def _scan(self) -> tuple[list[int], list[int], list[int]]:
        """Which of the question's terms each passage holds, in its title and at all, and
        how many passages hold each."""
        starts, parts, at = [], [], 0
        for p in self.ps:  # titles and texts, alternately, in one text
            for part in (p.head, p.body):
                starts.append(at)
                parts.append(part)
                at += len(part) + 1
        text = "\n".join(parts)
        head, body, helds = [0] * self.n, [0] * self.n, []
        shown, plain, prior = self.q.shown, self.q.plain, self.q.prior
        hyphens = -1  # whether the text has a hyphen: read when first asked
        for k, t in enumerate(self.terms):
            bit = 1 << k
            held = set()
            for at in spread(t, text, starts) if t.forms else ():
                held.add(at // 2)
                if at % 2:
                    body[at // 2] |= bit
                else:
                    head[at // 2] |= bit
            if not held and k < shown and prior[k] == 1.0 and t.word in plain:
                if hyphens < 0:
                    hyphens = int("-" in text)
                for at in spread_parted(t.word, text, starts, hyphens > 0):  # "web site"
                    held.add(at // 2)
                    body[at // 2] |= bit
            for at in spread_kind(t, text, starts):  # "100 °C" answers "what temperature"
                held.add(at // 2)
                body[at // 2] |= bit
            if t.word in MAKING:  # "Who wrote X?": "X is a novel by Y" says it
                own = owned_work(t.word, self.q.folded)  # ... and "Vivaldi's The Four Seasons"
                for i, p in enumerate(self.ps):
                    if not body[i] & bit and (
                        made_by(t.word, p.head, p.body)
                        or (own and (f"'s {own}" in p.body or f"'s the {own}" in p.body))
                    ):
                        held.add(i)
                        body[i] |= bit
            if t.word == "stand" and self.q.stands_for:  # "What does NASA stand for?": a
                words = self.q.words[: self.q.shown]  # passage that spells it out says
                asked = words[words.index(t.word) - 1]  # it, in capitals or not ("automated
                for w in words:  # teller machine"): the word before "stand" or an acronym
                    typed = w in self.q.acronyms or w == asked
                    for i in self._spelled.get(w, ()) or (
                        spelled_lower(w, self.ps) if typed and w != t.word else ()
                    ):
                        held.add(i)
                        body[i] |= bit
            count = 0 if held else COUNT.get(t.word, 0)  # no passage writes the number:
            for i in range(self.n) if count else ():  # "the five basic tastes", five listed
                if listed(self.ps[i]) == count:
                    held.add(i)
                    body[i] |= bit
            if not held and t.word in self.q.acronyms:  # "NYC": "New York City" in the text
                for i in self._spelled.get(t.word, ()) or spelled_lower(t.word, self.ps):
                    held.add(i)
                    body[i] |= bit
            for at in spread(dotted(t.word), text, starts) if t.word in self.q.acronyms else ():
                held.add(at // 2)  # "UN": a passage's "U.N."
                body[at // 2] |= bit
            spelled = SPELLED_OUT.get(t.word, "") if t.word in self.q.acronyms else ""
            for i, p in enumerate(self.ps) if spelled else ():  # "the United States" says
                if spelled in p.head or spelled in p.body:  # "US", whether others write "US"
                    held.add(i)
                    body[i] |= bit
            helds.append(held)
        self._closed(text, starts, body, helds)
        return head, [h | b for h, b in zip(head, body, strict=True)], [len(h) for h in helds]

    def _closed(self, text: str, starts: list[int], body: list[int], helds: list[set[int]]) -> None:
        """Two words of the question that a passage writes as one ("bed time": "bedtime",
        "health care": "healthcare"): the passage holds both. Looked for where no passage
        writes one of them apart (a search of the text for each pair would cost more than
        the rest of the scan)."""
        q = self.q
        by_word = {t.word: k for k, t in enumerate(q.terms[: q.shown])}
        words = q.words
        if all(helds[k] for k in by_word.values()):
            return  # every word of the question is written apart somewhere
        plain, prior = self.q.plain, self.q.prior
        for j in range(len(words) - 1):
            first, second = words[j], words[j + 1]
            k1, k2 = by_word.get(first, -1), by_word.get(second, -1)
            if k1 < 0 or k2 < 0 or (helds[k1] and helds[k2]):
                continue
            if prior[k1] != 1.0 or prior[k2] != 1.0 or first not in plain or second not in plain:
                continue  # a plain word that weighs, and may be part of a compound
            if not compoundable(first) or not compoundable(second):
                continue
            short = unit_pair(first, second)  # "miles per hour": "mph"
            if short:
                self._mark(spread(short, text, starts), k1, k2, body, helds)
            if first + second not in text:
                continue
            self._mark(spread(joined(first, second), text, starts), k1, k2, body, helds)

    @staticmethod
    def _mark(found: set[int], k1: int, k2: int, body: list[int], helds: list[set[int]]) -> None:
        both = (1 << k1) | (1 << k2)
        for at in found:
            body[at // 2] |= both
            helds[k1].add(at // 2)
            helds[k2].add(at // 2)

    @property
    def _spelled(self) -> dict[str, set[int]]:
        """What the passages' capitalised runs spell ("New York City": nyc; "United States
        of America": usa, and its parts of three letters or more: "usa" in "tusa"), with the
        passages that hold each: one pass over the passages, however many acronyms ask."""
        if self._memo_spelled is None:
            self._memo_spelled = self._find_spelled()
        return self._memo_spelled

    def _find_spelled(self) -> dict[str, set[int]]:
        out: dict[str, set[int]] = {}
        for i, p in enumerate(self.ps):
            for run in _SPELLED.findall(p.text):
                words = [w for w in run.split() if w[0].isupper() and w.lower() not in STOP]
                initials = "".join(w[0] for w in words).lower()  # "The" starts a sentence
                out.setdefault(initials, set()).add(i)
                if len(initials) > 12:
                    continue  # a page of capitals spells no acronym; its parts cost too much
                for size in range(3, min(len(initials), 6)):
                    for at in range(len(initials) - size + 1):
                        out.setdefault(initials[at : at + size], set()).add(i)
        return out

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

    def _topic(self) -> int:
        """The question's words that most passages share: what it is about."""
        return bits(
            [
                k
                for k, d in enumerate(self.df)
                if self.n >= 3 and 2 * d > self.n and self.q.prior[k] == 1.0
            ]
        )

    def kind_asked(self) -> int:
        """The words that ask a kind of answer with "what" or "which" ("What temperature
        ...?"): an answer holds one of the kind, or the word."""
        return bits(
            [
                k
                for k, t in enumerate(self.terms)
                if t.kind is not None and k < self.q.shown and self.q.prior[k] == KIND_PRIOR
            ]
        )

    def alone(self) -> list[int]:
        """The passages that answer the question by themselves: the names and most words,
        and the words most passages share (the topic: "chameleons" in "How do chameleons
        change colour?", which a passage about octopuses lacks)."""
        rest = self.rest(self.spans)
        setting = bits([k for s in self.spans if s.setting for k in s.content])
        shared = self._topic()
        if self.q.doer >= 0 and self.q.prior[self.q.doer] == 1.0:
            shared |= 1 << self.q.doer  # "koalas" in "How many hours do koalas sleep?"
        if self.q.counted >= 0:
            shared |= 1 << self.q.counted  # "bones" in "How many bones ...?": what is counted
        if self.q.subject >= 0:
            shared |= 1 << self.q.subject  # "jackfruit" in "is jackfruit the biggest tree fruit"
        shared |= self.kind_asked()  # "What temperature ...?": a temperature, or the word
        for k, t in enumerate(self.terms):  # "How many ...?": a passage without a
            if t.kind is not None and t.word in _NEEDED:  # number answers something else
                shared |= 1 << k
            elif t.word == "when" and self.q.folded.startswith(_WHEN_PAST):
                shared |= 1 << k  # "When did X come out?": a date ("When should I ...?": a
                # time of the year, an age, a sign)
        if "why" in self.q.words[self.q.shown :]:  # a cause: a page on the thing may not say
            shared |= 1 << self.q.words.index("why")
        # without the setting, the rest must say more than a kind ("countries" in "Which
        # countries are in the Sahel?" is no question without the Sahel)
        weighs = any(rest >> k & 1 and self.q.prior[k] == 1.0 for k in range(len(self.terms)))
        # With one passage no word is rarer than another: it holds every word of the
        # question that weighs but its setting ("World War II began in 1939" does not say
        # when it ended, though it holds all the rest)
        whole = 0
        if self.n == 1:
            whole = bits([k for k in range(self.q.shown) if self.q.prior[k] == 1.0]) & ~setting
        scores = []
        for i, hits in enumerate(self.hits):
            if hits & shared != shared:
                continue
            if any(hits & s.mask != s.mask for s in self.spans if not s.setting):
                continue
            if any(not self._says(s, i) for s in self.spans if not s.setting):
                continue  # a name's words apart ("Great Red Spot ... planet"): not the name
            if (
                other_thing(self, i)
                or (self.name_runs and namesake(self, i))
                or of_another(self, i)
            ):
                continue
            if other_name(self, i):
                continue  # "Venus Williams" for "serena williams titles"
            if i in self._qualified:
                continue  # "Pride and Prejudice (1995 TV series)" beside "Pride and Prejudice"
            if not self.q.bridged and made_else(self.ps[i], self.q.words):
                continue  # "Pride and Prejudice (1995 TV series)" for "Who wrote ...?"
            if asks_else(self.ps[i].text, self.q.task):
                continue  # an FAQ entry that asks for a cause or a measure not asked
            if ranked_below(self, i):
                continue  # "Monaco is the second smallest country" for the smallest
            if listed_elsewhere(self, i):
                continue  # "Poland borders seven countries: Germany ..." lists Poland's
            if dated(self, i):
                continue  # "Jenner tested the first vaccine in 1796" for "How do vaccines work?"
            if placeless(self, i):
                continue  # "The Louvre's pyramid opened in 1989" for "Where is the Louvre?"
            if uncounted(self, i):
                continue  # "three times a day" for "How many moons does Mars have?"
            if undefined(self, i):
                continue  # "when inflation is high" for "What is inflation?"
            if hits & whole != whole:
                continue  # one passage, and a word of the question it does not hold
            held = all(hits & s.mask == s.mask for s in self.spans)
            if held:
                said = self.q_cover[i]
                enough = self.cover(rest, hits) >= _ALONE_REST or not weighs
            elif _ELSEWHERE.search(self.ps[i].text):
                continue  # without the setting, and in another place ("tip in the US")
            else:  # without the setting, all the rest, and most of what the setting leaves
                said = self.cover(self.q_all & ~setting, hits)
                enough = weighs and self.cover(rest, hits) >= 1.0
            if enough and said >= _ALONE_ALL:
                scores.append((self.q_cover[i], i))
        if not scores:
            return []
        best = max(score for score, _ in scores)
        chosen = [i for score, i in scores if score >= _ALONE_NEAR * best]
        about = {i for i in chosen if self.ps[i].titled and i in self.about}
        if not about and not self.spans and len(chosen) > 1:
            # no names: the page whose title is the question's words ("1883 eruption of
            # Krakatoa" for "krakatoa eruption year"), not one about another thing
            about = {i for i in chosen if self.ps[i].titled and titled_by_words(self, i)}
        if about:  # the page about the named thing answers; a page that mentions it is beside it
            chosen = [i for i in chosen if i in about or not self.ps[i].titled]
        elif len(chosen) > 1 and (snippets := snippets_about(self, chosen)):
            # the same of web snippets: "Seattle | Space Needle", not "Seattle | Museum ..."
            chosen = snippets
        elif len(chosen) > 1 and (entries := entries_about(self, chosen)):
            chosen = entries  # "Q: How do I cancel a Direct Debit?", not "Q: How do I stop ...?"
        elif len(chosen) > 1 and set(chosen) & set(self.own):
            chosen = [i for i in chosen if i in self.own]  # "How radar works", not its history
        elif len(chosen) > 1 and (paired := phrased(self, chosen)):
            chosen = paired  # "the first iPad", not "The iPad mini ... its first model"
        elif len(chosen) > 1 and (first := doer_first(self, chosen)):
            chosen = first  # "A violin has four strings", not "The viola looks like a violin"
        if len(chosen) > 1 and (heads := headed(self, chosen)):
            chosen = heads  # "Rubella: symptoms", not "Rubella: the facts"
        return sorted(chosen)

    @property
    def own(self) -> list[int]:
        """A short how/why question's own page (`lexical_subject.own_pages`)."""
        if self._memo_own is None:
            self._memo_own = own_pages(self, _ALONE_NEAR)
        return self._memo_own

    def _says(self, span: Span, i: int) -> bool:
        """Whether passage i names the span as one phrase (in its title or text); a name
        of one word is its word."""
        if len(span.content) < 2:
            return True
        p = self.ps[i]
        for part in JOINED.split(span.phrase):  # "Canada from the UK": two names
            part = part.removeprefix("the ")
            if " " in part and not (has_phrase(part, p.body) or has_phrase(part, p.head)):
                # "CEO of Tesla": the passage may spell the acronym out ("chief executive
                # officer of Tesla"), which the terms' hits have found; the rest stays one phrase
                parts = part.split()
                words = [w for w in parts if w not in self.q.acronyms]
                if len(words) == len(parts):
                    return False
                while words and words[0] in STOP:  # "of France": France, wherever it stands
                    del words[0]
                rest = " ".join(words)
                if " " in rest and not (has_phrase(rest, p.body) or has_phrase(rest, p.head)):
                    return False
        return True

    @property
    def _qualified(self) -> set[int]:
        """Pages about a namesake, "X (1995 TV series)" beside "X"
        (`lexical_subject.namesake_pages`)."""
        if self._memo_qualified is None:
            self._memo_qualified = namesake_pages(self)
        return self._memo_qualified

    @property
    def name_runs(self) -> list[list[str]]:
        """The stems of the question's names (not its settings), run by run."""
        if self._memo_name_runs is None:
            self._memo_name_runs = self._find_name_runs()
        return self._memo_name_runs

    def _find_name_runs(self) -> list[list[str]]:
        names = [WORD.findall(s.phrase) for s in self.spans if not s.setting]
        return [run for words in names for run in stem_runs(words)]

    @property
    def weighed(self) -> list[Term]:
        """The question's own words that weigh (not "happen", nor "when" or "many")."""
        return [t for k, t in enumerate(self.terms[: self.q.shown]) if self.q.prior[k] == 1.0]

    def asks_itself(self, i: int) -> bool:
        """Whether passage i is one FAQ entry whose own question holds every word of the
        question that weighs ("Q: How do I cancel a Direct Debit?" for "how do i cancel a
        direct debit")."""
        asked = fold(entry_question(self.ps[i].text))
        weighed = self.weighed
        return bool(asked and weighed) and all(find(t, asked) >= 0 for t in weighed)

    @property
    def about(self) -> set[int]:
        """The passages whose titles name one of the question's names (not a setting)."""
        if self._memo_about is None:
            self._memo_about = {s.anchor for s in self.spans if s.anchor >= 0 and not s.setting}
        return self._memo_about

    def requirements(self) -> list[JudgedRequirement]:
        if self.comparison:
            return compared(self) + relations(self)
        if self.q.bridged:  # the passage about the named thing is not enough: follow links
            return self._hops()
        answer = "the answer: " + self.q.said()
        alone = self.alone()
        if alone:
            best = max(self.q_cover[i] for i in alone)
            pair = self.pair if best < 1.0 else []  # else no pair could say more
            if len(pair) == 2 and self.linked(*pair):
                union = self.cover(self.q_all, self.hits[pair[0]] | self.hits[pair[1]])
                hops = self._hops() if union > best else []
                if hops and all(r.supported_by for r in hops):
                    return hops  # a linked pair says more than the one passage: two hops
            return [JudgedRequirement(text=answer, supported_by=alone)]
        listing = list_pages(self)
        if listing:  # "Which countries share New Guinea?": the page titled "New Guinea"
            return [JudgedRequirement(text=answer, supported_by=listing)]
        typed = origin_pages(self)  # who made it, when it began: its own page
        if typed:
            return [JudgedRequirement(text=answer, supported_by=typed)]
        if self.own:  # a how/why question: the page about its thing
            return [JudgedRequirement(text=answer, supported_by=self.own)]
        explained = cause_pages(self)
        if explained:  # a why-question: the one cause given for its subject
            return [JudgedRequirement(text=answer, supported_by=explained)]
        happened = event_pages(self)
        if happened:  # the page about what happened to it: "Tay Bridge disaster"
            return [JudgedRequirement(text=answer, supported_by=happened)]
        hops = self._hops()
        one_thing = len(self.spans) <= 1 and self.q.short
        if one_thing:  # "the second smallest county in Ireland" answers "the smallest county
            last = hops[-1]  # in Ireland" no more by a hop
            last.supported_by = [
                i for i in last.supported_by if not ranked_below(self, i, places=False)
            ]
        led = self.anchors or not self.spans  # the answer is reached from a named passage
        if one_thing and not (hops[-1].supported_by and led):
            # one thing asked, and no passage about the named thing leads to the answer
            return [JudgedRequirement(text=answer, supported_by=[])]
        if one_thing and not self.q.bridged:
            # one name asked of: an untitled answer holds some of the rest (a page, its own
            # words) and the name itself, for no link leads on from it ("the Smithsonian
            # agreement of 1971 ..." does not say what Bretton Woods set up)
            rest = self.rest(self.spans)
            name = self.spans[0].mask if self.spans else 0
            asked = self.kind_asked()
            last = hops[-1]
            last.supported_by = [
                i
                for i in last.supported_by
                if (
                    self.ps[i].titled
                    or (
                        self.cover(rest, self.hits[i]) >= _ANSWER_REST
                        and self.hits[i] & name == name
                    )
                )
                and not placeless(self, i)  # nor, for "Where is X?", a page that names no place
                and not undefined(self, i)  # nor, for "What is X?", one that only mentions X
                and not of_another(self, i)  # nor one with another's capital
                and not uncounted(self, i)  # nor, for "How many X ...?", one with no count of X
                and self.hits[i] & asked == asked  # nor, for "What colour ...?", one of none
            ]
        return hops

    def _hops(self) -> list[JudgedRequirement]:
        chain = self.pair
        linked = len(chain) == 2 and self.linked(chain[0], chain[1])
        # a chain passage counts when the question names it or a link reaches it
        live = [i for i in chain if self.anchor[i] > 0 or linked]
        out: list[JudgedRequirement] = []
        for span in self.spans:
            support = [span.anchor] if span.anchor >= 0 else []
            said = [i for i in live if has_phrase(span.phrase, self.ps[i].body)]
            if span.anchor < 0 and self.relation_terms and self.q.of_maker(span.phrase):
                # no page is about what the relation is of: one that only mentions it must
                # say the relation too ("chairman of the Samsung Group" does not say who
                # founded Samsung)
                relation = bits(self.relation_terms)
                said = [i for i in said if self.hits[i] & relation]
            support += [i for i in said if i not in support]  # the page about it says it too
            out.append(JudgedRequirement(text=span.text, supported_by=support))
        rest = self.rest([s for s in self.spans if s.anchor >= 0])
        words = self.q.said(rest)
        subject: list[int] = []
        titled = all(self.ps[i].titled for i in chain)  # a link by title, as in Wikipedia
        union = self.cover(self.q_all, self.hits[chain[0]] | self.hits[chain[-1]]) if chain else 0
        hopped = linked and titled and union >= _ALONE_ALL  # the pair says most of it
        if hopped and not self.spans:  # nothing named to start from: a title's words
            a, b = chain  # scattered in the other's text ("the second month ... leap
            hopped = 2 in (self.mentions(a, b), self.mentions(b, a))  # years") link nothing
        if not self.spans and not (self.q.bridged or hopped):  # nothing to follow
            return [JudgedRequirement(text="the answer: " + words, supported_by=[])]
        if not self.spans:  # no names: the passage that best matches the question
            best = sorted(live or chain, key=lambda i: (-self.q_cover[i], i))[:1]
            subject = [i for i in best if i in live or self.q_cover[i] >= _SUBJECT_MIN]
            # the thing the question only describes: its page says most of what the
            # clause says of it ("Ernst Chain" worked on penicillin; Fleming discovered it)
            clause = bits([k for k in self.q.clause if self.q.prior[k] == 1.0])
            if clause:
                subject = [i for i in subject if self.cover(clause, self.hits[i]) >= _CLAUSE]
            if not self.q.bridged and self.q.short and self.q.explains:
                # a short how or why question of no named thing: the page that best matches
                # it explains; the page it links to is about something else
                return [JudgedRequirement(text="the answer: " + words, supported_by=subject)]
            out.append(JudgedRequirement(text="the subject: " + words, supported_by=subject))
            live = sorted(set(live) | set(subject))
        bridge = [i for i in live if self.anchor[i] == 0 and i not in subject]
        # "John Williams (guitarist)" is not the composer asked of, "Hanafuda" no life, and
        # "The Okavango River is a river" not the country asked of
        bridge = [
            i
            for i in bridge
            if not other_calling(self.ps[i], self.q.maker)
            and not lifeless(self, i)
            and not kindless(self, i)
            and not uncalled(self, i)
        ]
        if not bridge:  # one hop: the named passage may hold the answer itself, unless the
            # question asks about what the named thing relates to ("X's father", "the group
            # whose sub-unit is X"): the page about X holds its own words ("father", "died")
            bridge = [
                i
                for i in live
                if self.cover(rest, self.hits[i]) >= _SELF_MIN
                and not (self.q.bridged and self.ps[i].titled and self.anchor[i] > 0)
            ]
        named = [i for i in live if self.anchor[i] > 0 and self.ps[i].titled]
        if not bridge and len(named) >= 2 and all(s.anchor >= 0 for s in self.spans):
            # every name has its page and nothing else is reached from them: what one says
            # of the other answers ("Alfie Allen played Theon Greyjoy on which show?")
            bridge = named
        out.append(JudgedRequirement(text="the answer: " + words, supported_by=bridge))
        return out


def work(task: str, passages: Sequence[str]) -> tuple[int, int]:
    """An upper estimate of the steps judging the event takes, and the names it has: each
    name of the question is looked up in every passage and against the other names, and
    each of its words in every passage (cheaper: a substring search)."""
    q = Question.of(task)  # read once: the judge finds it again
    count, words, n = q.found, q.shown, len(passages)
    return count * n + count * count + words * n // 10, count


class LexicalEvaluator:
    """Requirements from the question's names and words; citations from the passages that
    hold them, and from titles and links for multi-hop questions."""

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="lexical", model=None, prompt_version="lexical-v60")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        steps, count = work(task, passages)
        if steps > MAX_WORK:
            raise OverBudget(
                f"judging this event takes about {steps:,} steps ({count:,} names, "
                f"{len(passages):,} passages), over the lexical evaluator's limit of {MAX_WORK:,}"
            )
        if steps > INLINE_WORK:  # seconds of CPU: the loop must go on serving and committing
            return await asyncio.to_thread(self.judge_sync, task, passages)
        return self.judge_sync(task, passages)

    async def aclose(self) -> None:
        pass

    def judge_sync(self, task: str, passages: Sequence[str]) -> Evaluation:
        """Judge one retrieval: pure, deterministic, well under a millisecond."""
        requirements = Judge(task, passages).requirements()  # never empty: K >= 1
        for r in requirements:
            r.supported_by = sorted({i + 1 for i in r.supported_by})
        return Evaluation(judgment=Judgment(requirements=requirements))
