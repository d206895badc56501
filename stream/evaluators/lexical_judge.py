"""The lexical judge's decisions: which passages answer the question alone, or else the
hops of a chain, as the event's requirements (the whole method: `lexical`).
"""

from __future__ import annotations

import re
from typing import Final

from stream.evaluators.lexical_chains import Chains
from stream.evaluators.lexical_compare import Span, bits, compared, relations
from stream.evaluators.lexical_faq import asks_else, entry_question
from stream.evaluators.lexical_kinds import DAY_NAMES, MONTH_NAMES
from stream.evaluators.lexical_links import kindless, lifeless, uncalled
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
from stream.evaluators.lexical_passages import JOINED, made_else, other_calling
from stream.evaluators.lexical_question import KIND_PRIOR
from stream.evaluators.lexical_search import find, has_phrase
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
from stream.evaluators.lexical_text import STOP, WORD, Term, fold, stem_runs
from stream.schema import JudgedRequirement

# weights and thresholds, set by hand against bench/goldset_lexical.py: the gold set and
# the single-hop dev set together, never the held-out part
_SUBJECT_MIN: Final = 0.7  # without names, the best chain passage holds this share of the question
_CLAUSE: Final = 0.6  # ... and this share of the clause that describes what it is about
_SELF_MIN: Final = 1.0  # without a bridge, a named passage holding this share of the rest answers
_NEEDED: Final = frozenset(("many", "much"))  # question words whose kind an answer holds
_WHEN_PAST: Final = ("when did ", "when was ", "when were ")  # ... and "when" opening these
_ALONE_REST: Final = 0.7  # one passage answers: it holds this share of the words beside the names
_ALONE_ALL: Final = 0.7  # ... and this share of all the question's words
_ALONE_NEAR: Final = 0.9  # passages within this share of the best one answer too
_ANSWER_REST: Final = 0.3  # one name asked of: the answer holds this share of the rest

# A setting that a passage gives ("in the United States"): case kept, so not "In fact";
# a month or a day is a time, not a place ("in January", "on Monday")
_ELSEWHERE: Final = re.compile(
    rf"\b(?:in|on|at|across|around|within)\s+(?:the\s+)?(?!(?i:{MONTH_NAMES}|{DAY_NAMES})\b)[A-Z]"
)


class Judge(Chains):
    """One event judged: its requirements and the passages that support each."""

    # Worked out when first asked, then kept: not functools.cached_property, which mypyc
    # (the compiled build) turns into a plain property that works it out at every use.
    _memo_own: list[int] | None = None
    _memo_qualified: set[int] | None = None
    _memo_name_runs: list[list[str]] | None = None
    _memo_about: set[int] | None = None

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
