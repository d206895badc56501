"""Which of the question's terms each passage of an event holds, in its title and at all:
one search of all the passages' text per term and form (`lexical_search.spread`), and the
ways a passage says a word without writing it ("NYC": "New York City", "bed time":
"bedtime", "the five basic tastes": five listed). The judge's hot loop.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_links import MAKING, made_by, owned_work
from stream.evaluators.lexical_passages import COUNT, Passage, listed
from stream.evaluators.lexical_question import SPELLED_OUT, Question
from stream.evaluators.lexical_search import compoundable, spread, spread_kind, spread_parted
from stream.evaluators.lexical_text import STOP, dotted, joined, unit_pair

# Words an acronym skips between its initials ("United States of America": usa, "Fédération
# Internationale de Football Association": fifa, "light amplification by ...": laser)
_SKIPPED: Final = r"(?:(?:of|the|and|for|by|de|du|des|la|le|et|&)\s+)*"
# A capitalised run, those words allowed inside: what an acronym may spell out. (Not Final,
# unlike the other constants: tests/unit/test_work_bounds.py replaces it to count its searches.)
_SPELLED = re.compile(rf"[A-Z][\w'\u2019-]*(?:\s+{_SKIPPED}[A-Z][\w'\u2019-]*)+")
# ... and in any case, one word to the next ("chief executive officer", "sign-on")
_JOINED: Final = rf"[\w'\u2019]*[\s-]+{_SKIPPED}"


def spelled_lower(acronym: str, ps: Sequence[Passage]) -> list[int]:
    """The passages that spell an acronym of three letters or more out in words of any case
    ("CEO": "the chief executive officer"): only asked where no passage writes it, either way."""
    if len(acronym) < 3:
        return []  # two initials match by chance ("UN": "under new")
    run = re.compile(r"\b" + _JOINED.join(acronym) + r"[\w'\u2019-]*\b", re.IGNORECASE)
    return [i for i, p in enumerate(ps) if run.search(p.text)]


class Scan:
    """One event's search: the question's terms against its passages."""

    # Worked out when first asked, then kept: not functools.cached_property, which mypyc
    # (the compiled build) turns into a plain property that works it out at every use.
    _memo_spelled: dict[str, set[int]] | None = None

    def __init__(self, q: Question, ps: list[Passage]) -> None:
        self.q = q
        self.ps = ps
        self.n = len(ps)
        self.terms = q.terms

    def found(self) -> tuple[list[int], list[int], list[int]]:
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
