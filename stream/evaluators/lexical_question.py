"""How the lexical evaluator reads a question: its words, its names, and its shape.

Shapes it tells apart, from the words alone: comparisons ("Which is older, X or Y?",
"Are both X and Y ...?"), bridges (a thing the question only describes: "the pianist
who recorded X", "X's father"), and the rest (factoid, list, how/why, yes/no), which
one passage may answer. Question words that ask for a kind of answer ("when", "how
many", "what temperature") are answered by a date, a number or "100 °C" too. The question
is made plain and its names found first (`lexical_asked`); what it asks beyond its words
and names (its relation, what it counts, the kind of answer) is `lexical_shape`'s.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from typing import Final

from stream.evaluators.lexical_asked import asked_itself, quoted, runs, undotted
from stream.evaluators.lexical_kinds import ASKED_ONLY
from stream.evaluators.lexical_named import ASKED_WHICH
from stream.evaluators.lexical_numbers import regnal
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_shape import MAKER, RELATIVE, QuestionShape, picked
from stream.evaluators.lexical_text import (
    MAX_CHARS,
    Term,
    content,
    expand_abbreviations,
    fold,
    question_words,
    spaced,
    visible,
    words_of,
)

_COMPARE: Final = frozenset(("or", "both", "same", "common"))
# ... but "Is Istanbul in Europe or Asia?" asks where one thing is, and compares nothing
_EITHER_PLACE: Final = Regex(
    r"\s*(?:is|are|was|were)\s+(?![^?]*\b(?:and|both|same|common)\b)[^?,]*?\s(?:in|on|at|from)\s+"
    r"(?:the\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+\s+or\s+(?:(?:in|on|at|from)\s+)?(?:the\s+)?"
    r"(?:[\w'-]+\s+){0,3}?[\w'-]+\s*\??\s*$",
    re.IGNORECASE,
)
# "Which is heavier, an African elephant or a blue whale?": the two items after the comma
_ITEMS: Final = Regex(
    r",\s*(?:the |a |an )?([^,?]+?),?\s+or\s+(?:the |a |an )?([^,?]+?)\s*\??\s*$", re.IGNORECASE
)
# "Which has more vitamin C: an orange or a red pepper?": after a colon, where no comma
# comes before "or" (a title may hold a colon: "Which came first, V-Day: Until ... or X?")
_COLON_ITEMS: Final = re.compile(
    r":\s*(?:the |a |an )?([^,:?]+?)\s+or\s+(?:the |a |an )?([^,:?]+?)\s*\??\s*$", re.IGNORECASE
)
# "golden gate bridge vs brooklyn bridge which is longer", "Python versus Java: which is
# faster?": the search-box comparison, each side up to a question word or a stop
_VERSUS: Final = re.compile(
    r"(?:^|[,:;?]\s*)(?:(?:which|what|who)\s+(?:is|are|was|were)\s+\w+\s+)?"
    r"(?:the |a |an )?([^,:;?]+?)\s+(?:vs\.?|versus)\s+(?:the |a |an )?"
    r"([^,:;?]+?)\s*(?=[,:;?]|\s(?:which|what|who|how)\b|$)",
    re.IGNORECASE,
)
# "which was founded first hearts or hibernian": typed without the comma, the two things
# after the comparative
_TYPED_ITEMS: Final = re.compile(
    r"^\s*(?:which|who|what)\b[^,?]*?\b(?:first|earlier|later|older|younger|bigger|larger"
    r"|smaller|longer|shorter|taller|higher|deeper|faster|heavier)\s+(?:the |a |an )?"
    r"([^,?]+?)\s+or\s+(?:the |a |an )?([^,?]+?)\s*\??\s*$",
    re.IGNORECASE,
)
# "was rubens or van dyck born earlier": the two things between the verb and what is asked
_WAS_ITEMS: Final = re.compile(
    r"^\s*(?:was|were|is|are)\s+(?:the |a |an )?([^,?]+?)\s+or\s+(?:the |a |an )?([^,?]+?)\s+"
    r"(?:born|founded|built|released|published|formed|established|opened|discovered|invented"
    r"|older|younger|bigger|larger|longer|taller|higher|deeper)\b",
    re.IGNORECASE,
)
# "Are the manatee and the dugong both ...?", "were ataturk and reza shah both born ...":
# the two things compared, where the question does not name both with capitals
_BOTH_ITEMS: Final = re.compile(
    r"^\s*(?:are|were|is|was|do|did|have|had)\s+(?:the |a |an )?([^,?]+?)\s+and\s+"
    r"(?:the |a |an )?([^,?]+?)\s+both\b",
    re.IGNORECASE,
)
# "carlsberg or heineken which brewery was founded first": the search-box comparison that
# names both before it asks (not "Who was born first, X or Y?", which starts with its asking)
_OR_FIRST: Final = re.compile(
    r"^\s*(?!(?:who|what|which|when|where|why|how|is|are|was|were|do|does|did|can)\b)"
    r"(?:the |a |an )?([^,:;?]+?)\s+or\s+(?:the |a |an )?([^,:;?]+?)\s*[,:;]?\s+"
    r"(?=(?:which|what|who)\b)",
    re.IGNORECASE,
)
_PARTS: Final = frozenset(("what", "who", "where", "when", "which", "how"))
# "Is it true that X ...?", "Do people say that ...": a "that" after these opens what is
# said, not a clause about another thing; in "Name the countries that make up the UK" the
# clause right after the things asked for describes them, not a thing they relate to
_SAYING_WORDS: Final = "true false possible likely fact say says said think believe know mean"
_SAYING: Final = frozenset(_SAYING_WORDS.split())
# "X's father"; not "What's", "it's": "is" after a question word or a pronoun. The
# apostrophe comes first, so that the search skips to one fast; the word before it is then
# checked behind it ("." the apostrophe).
_POSSESSED: Final = re.compile(
    r"['\u2019](?<!\bwhat.)(?<!\bwho.)(?<!\bwhere.)(?<!\bwhen.)(?<!\bhow.)(?<!\bwhy.)(?<!\bit.)"
    r"(?<!\bthat.)(?<!\bthere.)(?<!\bhere.)(?<!\bhe.)(?<!\bshe.)s\s+\w",
    re.IGNORECASE,
)
# ... nor one that only asks what the possessed thing is ("What is Scotland's national
# animal?", "Australia's capital?": the national animal of Scotland, one hop)
_IS_POSSESSED: Final = re.compile(
    r"\s*(?i:(?:what|who|which)(?:\s+(?:is|was|are|were)|['\u2019]s)\s+(?:the\s+)?)?"
    r"(?!(?i:what|who|which|when|where|why|how)\b)[A-Z][\w.-]*(?:\s+(?!of\b)[\w.-]+){0,2}"
    r"['\u2019]s(?:\s+[\w-]+){1,3}\s*\??\s*$"
)
# ... nor a name's own ("Gulliver's Travels", "Earth's Atmosphere" as a title)
_NAMED_POSSESSIVE: Final = Regex(r"\b[A-Z]\w*['\u2019]s\s+[A-Z]")
_SETTING: Final = Regex(r"\b(?:in|on|at|across|around|within)\s+(?:the\s+)?$", re.IGNORECASE)
_POINT: Final = re.compile(r"\b(?:boiling|freezing|melting|dew)\s+point\b", re.IGNORECASE)
# "Where was the first Secretary General of NATO born?": the holder of an office, whom a
# page about the office or the body names
_OFFICE: Final = Regex(
    r"\bthe\s+(?:first|last|founding|only)\s+(?:president|prime\s+minister|chancellor"
    r"|secretary[- ]general|king|queen|emperor|governor|mayor|chairman|chairwoman"
    r"|director[- ]general|commissioner|chief\s+justice)\s+of\s+\S",
    re.IGNORECASE,
)
# "Who was the author of X?", "Who was the first Secretary-General of the UN?", "Name the
# author of X": one hop
_WHO_WAS_THE: Final = r"^\s*(?:(?:who|what)(?:\s+(?:is|was|were|are)|['\u2019]s)\s+|name\s+)the\s+"
_HOLDER_ASKED: Final = re.compile(_WHO_WAS_THE + r"(?:first|last|founding|only)\b", re.IGNORECASE)
_MAKER_ASKED: Final = re.compile(_WHO_WAS_THE + r"\w+\s+of\b", re.IGNORECASE)
_SAID_BEFORE: Final = frozenset(("is", "are", "was", "were", "by"))  # "X was written by who?"
# question words that ask for a kind of answer themselves ("why": a cause)
_ASKED: Final[tuple[str, ...]] = ("when", "many", "much", "why")
KIND_PRIOR: Final = 0.5  # the weight of such a word, beside the question's own words
# Verbs and fillers that say little of what is asked ("When did X happen?", "How do
# vaccines work?", "Is it ok to put ...", "Is a hyena a type of dog?", "Are puffins related
# to penguins?"): an answer rarely repeats them.
_LIGHT_WORDS: Final = """happen happens happened happening occur occurs occurred work works worked
    make makes made reach reaches reached put puts get gets got go goes went use uses used
    take takes took need needs needed ok okay actually really usually still ever exactly mean
    means come comes came give gives gave find found exist exists existed possible true way
    main typical typically usual basic type kind related define definition explain describe
    meaning abbreviation acronym originally"""
LIGHT: Final = frozenset(_LIGHT_WORDS.split())
# Verbs a question's opening says for itself: "How fast can a cheetah run?" is answered
# by a speed ("reaches 110 km/h"), "Does the Kindle support audiobooks?" by what it can do
# ("can play"), "How many people live in X?" by a population, "What language do they speak
# in X?" by a language, said so. Not "Where do polar
# bears live?": a page on them names places for other things than where they live.
_MOVING_WORDS: Final = "run runs swim swims fly flies travel travels move moves go"
_MOVING: Final = frozenset(_MOVING_WORDS.split())
_SUPPORTING: Final = frozenset(("support", "supports"))
_LIVING: Final = frozenset(("live",))
_SPEAKING: Final = frozenset(("speak", "speaks", "spoken"))


def _implied(words: list[str]) -> frozenset[str]:
    """The words of a question that its opening says for itself."""
    if len(words) < 2:
        return frozenset()
    implied: frozenset[str] = frozenset()
    if words[0] == "how" and words[1] == "fast":
        implied = _MOVING
    elif words[0] in ("does", "do", "can", "will"):
        implied = _SUPPORTING
    if "many" in words[:3] and "people" in words:
        implied |= _LIVING
    if "language" in words or "languages" in words:
        implied |= _SPEAKING  # "What language do they speak in Brazil?": "Portuguese"
    return implied


# "What causes malaria?" asks what "Why ...?" does: a cause
_CAUSES: Final = frozenset(("cause", "causes", "caused"))


def _ask_named(words: list[str], mine: list[str], terms: list[Term], names: bool) -> None:
    """ "In which country is Timbuktu?" is answered by "a city in Mali": the question's
    "country" is a country's name too, where it asks which one of a thing it names, or ends a
    query typed as keywords ("erta ale lava lake country"); not "Which country has the most
    people?", where any country would do."""
    for k, w in enumerate(words[:-1]):
        asked = words[k + 1]
        if w in ("which", "what") and asked in mine and (asked in ASKED_WHICH or asked in _CAUSES):
            at = mine.index(asked)  # "What colour is the sky?": any sky would do
            terms[at] = terms[at].asking("why" if asked in _CAUSES else asked)
            return
    if ASKED_ONLY.isdisjoint(mine):
        return
    for k, w in enumerate(words[:-1]) if names else ():
        if w in ("which", "what") and words[k + 1] in ASKED_ONLY and words[k + 1] in mine:
            at = mine.index(words[k + 1])
            terms[at] = terms[at].asking(words[k + 1])
            return
    if mine and mine[-1] in ASKED_ONLY and mine[-1] not in ASKED_WHICH and words[0] not in _PARTS:
        terms[-1] = terms[-1].asking(mine[-1])


# Who a question asks of when it asks of anyone, after "do" ("Why do people ...?")
_ANYONE: Final = frozenset(("people", "someone"))
# The kind of work a name is, said just before it: "the poem In Flanders Fields"
_WORK_BEFORE: Final = Regex(
    r"\bthe\s+(poem|song|album|novel|book|film|movie|play|opera|painting|sculpture|symphony"
    r"|musical|ballet|series|show|game|ship|magazine|newspaper)\s+$",
    re.IGNORECASE,
)
# Settings of a superlative, and the word of each that a page need not say ("the aorta, the
# body's largest artery" for "the largest artery in the human body")
_SETTINGS: Final = (
    (" in the world", "world"),
    (" in the human body", "human"),
    (" on earth", "earth"),
    (" top speed", "top"),  # "cheetah top speed": "can sprint at 110 km/h"
)
# Words that end a search-box query to say what form the answer takes, not what it is about
_REQUESTS: Final = frozenset(("list",))
# "How many hours do koalas sleep?", "Can penguins fly?": the word after the auxiliary
# is who or what the question is about; a passage without it answers for something else.
_DOER: Final = Regex(
    r"^(?:\w+\s+){0,5}?(?:do|does|did|can|could|should)\s+(?:a |an |the )?"
    r"(?:(?:first|last|earliest|oldest|original|average|typical) )?(\w+)",
    re.IGNORECASE,
)  # "When did the first CDs go on sale?": the CDs
_ACRONYM: Final = Regex(r"\b([A-Z]{2,5})s?\b")  # "NYC", "EU", "NASA"
# Acronyms a question typed in lower case writes as words ("the us supreme court"), and
# what they stand for, which a passage may write inside a longer name ("Supreme Court of
# the United States", whose capitals spell no "US")
SPELLED_OUT: Final = {
    "us": "united states",
    "usa": "united states",
    "uk": "united kingdom",
    "eu": "european union",
    "un": "united nations",
    "uae": "united arab emirates",
    "ussr": "soviet union",
}
_TYPED_ACRONYMS: Final = frozenset(SPELLED_OUT)
_VOWELS: Final = frozenset("aeiouy")
# The world wars, each by its names: a question may say one and its passages another
_WARS: Final = (
    re.compile(
        r"\b(?:world\s+war\s+(?:ii|2|two)|ww\s?(?:ii|2)|(?:the\s+)?second\s+world\s+war)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:world\s+war\s+(?:i|1|one)|ww\s?(?:i|1)|(?:the\s+)?(?:first\s+world|great)\s+war)\b",
        re.IGNORECASE,
    ),
)


def as_asked(q: Question, passages: Sequence[str]) -> Sequence[str]:
    """The passages with a world war named the question's way ("When did World War II
    end?" over "The Second World War ended in 1945"), and with a name's abbreviated first
    word written out where the question has one ("Mt. Fuji" for "How tall is Mount Fuji?":
    looked for only then, as the search costs more than judging some events)."""
    short = [_ABBREVIATED_WORDS[w] for w in q.words if w in _ABBREVIATED_WORDS]
    if short:
        only = short[0] if len(short) == 1 else ""
        passages = [expand_abbreviations(p, only) for p in passages]
    if " war" not in q.folded and "ww" not in q.folded:  # not "award", "Edward"
        return passages
    for war in _WARS:
        asked = war.search(q.task)
        if asked is not None:
            name = asked.group(0)
            return [war.sub(name, p) for p in passages]
    return passages


def _typed_acronyms(words: list[str]) -> frozenset[str]:
    """The acronyms of a question typed in lower case: the common ones, and words of two to
    five letters without a vowel, which no English word is ("nhl", "bbc", "nyc")."""
    return _TYPED_ACRONYMS | frozenset(
        w for w in words if 2 <= len(w) <= 5 and w.isalpha() and not _VOWELS & set(w)
    )


_ABBREVIATED_WORDS: Final = {"mount": "Mt", "saint": "St", "fort": "Ft"}
_ACRONYM_PLURAL: Final = Regex(r"\b([A-Z]{2,5})s\b")  # "CDs", "DVDs"
_WHERE_LOCATED: Final = re.compile(r"\s*where\b")
_LOCATED: Final = frozenset(("located", "situated", "found"))
LIGHT_PRIOR: Final = 0.0  # such a word weighs nothing: looked for, it decides nothing
SHORT: Final = 12  # words: a question this short with one name at most asks one thing


def _apostrophe(text: str) -> bool:
    return "'" in text or "\u2019" in text


@functools.lru_cache(maxsize=8192)  # bounded: a worker's memory must not grow with words
def term(word: str) -> Term:
    return Term.of(word)


@functools.lru_cache(maxsize=8192)
def plain_term(word: str) -> Term:
    """`term` for a word that names nothing: its Latin or Greek plural too ("fungi"), and
    its British or American spelling ("behaviour")."""
    return term(word).plain()


class Question(QuestionShape):
    """What the judge needs from a question, before it sees any passage."""

    @staticmethod
    @functools.lru_cache(maxsize=256)  # read once for the work estimate and the judge
    def of(task: str) -> Question:
        task = spaced(visible(task[:MAX_CHARS]))
        task = expand_abbreviations(asked_itself(task))  # "Mt": "Mount"
        task = regnal(task)  # "Henry 8th": "Henry VIII"
        said = undotted(task)
        words = question_words(said)
        mine = content(words)
        plurals = {f"{a.lower()}s": a.lower() for a in _ACRONYM_PLURAL.findall(task)}
        if plurals:  # "CDs": the acronym "cd", which a passage's "CD" or "CDs" holds
            mine = list(dict.fromkeys(plurals.get(w, w) for w in mine))
        if len(mine) > 2 and mine[-1] in _REQUESTS:  # "seven wonders list": asks for a list
            mine.pop()
        named = set(words_of(fold(" ".join(runs(task)))))  # the words of its names
        # a plain word, not a name's, in its other spellings too ("behaviour", "fungus")
        terms = [term(w) if w in named else plain_term(w) for w in mine]
        if "point" in mine and _POINT.search(task):  # "boiling point": a temperature
            k = mine.index("point")
            terms[k] = terms[k].asking("temperature")
        if "number" in mine and " number of " in f" {task.lower()} ":  # a count: "Keys: 88"
            k = mine.index("number")  # (not "my order number")
            terms[k] = terms[k].asking("many")
        asked = [w for w in _ASKED if w in words[:4] and w not in mine]
        prior = [LIGHT_PRIOR if w in LIGHT else 1.0 for w in mine]
        folded = fold(task)
        for setting, word in _SETTINGS:  # "the largest living lizard" need not say it
            if word in mine and setting in folded:
                prior[mine.index(word)] = LIGHT_PRIOR
        if "body" in mine and "human" in mine and " human body" in folded:
            k = mine.index("body")  # "the body's largest artery", "the human skeleton"
            terms[k] = terms[k].with_forms(terms[mine.index("human")])
        for k, w in enumerate(words[:-1]):  # "which countries ...": the answer is one, by name
            if w in ("which", "what") and words[k + 1] in mine:
                prior[mine.index(words[k + 1])] = KIND_PRIOR
                break
        if "between" in words:  # "the difference between weather and climate": a page on
            for w in ("difference", "differences"):  # both says it ("while", "unlike")
                if w in mine:
                    prior[mine.index(w)] = LIGHT_PRIOR
        for w in _implied(words) & set(mine):
            prior[mine.index(w)] = LIGHT_PRIOR
        doer = picked(_DOER, task, mine)
        if doer >= 0 and mine[doer] in _ANYONE:  # "Why do people get tinnitus?": of anyone,
            prior[doer] = LIGHT_PRIOR  # which a passage on it need not say
        every = quoted(task) + list(runs(task))
        found = list(dict.fromkeys(every))
        _ask_named(words, mine, terms, bool(found))
        names = []
        for text in found:  # "in the Solar System", "on Earth": where, not what, is asked
            at = task.find(text)
            before = _WORK_BEFORE.search(task, max(0, at - 16), at) if at > 0 else None
            kind = before.group(1).lower() if before else ""
            if kind in mine and prior[mine.index(kind)] > KIND_PRIOR:
                prior[mine.index(kind)] = KIND_PRIOR  # "the poem In Flanders Fields": its
                # page need not call it a poem
            names.append((text, at > 0 and bool(_SETTING.search(task, max(0, at - 16), at))))
        match = _ITEMS.search(task) if "," in task and " or " in task.lower() else None
        if match is None and ":" in task and " or " in task.lower():
            match = _COLON_ITEMS.search(task)
        if match is None and ("vs" in words or "versus" in words):
            match = _VERSUS.search(task)
        if match is None and " or " in task.lower():
            match = _OR_FIRST.match(task) or _TYPED_ITEMS.match(task) or _WAS_ITEMS.match(task)
        if match is None and len(found) < 2 and " both " in task.lower():
            match = _BOTH_ITEMS.match(task)
        pairs = itertools.pairwise(words)  # a second question: "and what is ..."
        bridged = (
            any(
                w in RELATIVE
                and not (w == "that" and words[k - 1] in _SAYING)
                and not (words[0] in ("name", "list") and k <= 3)
                # nor what ends a short one: "X was written by who?", "X is in which
                # country?" (a longer one goes on from a hop: "X is named after a chemist born
                # in which town?")
                and not (
                    len(mine) <= 4
                    and (k == len(words) - 1 or (k == len(words) - 2 and w in _PARTS))
                    and any(v in _SAID_BEFORE for v in words[:k])  # a sentence, not keywords
                )
                for k, w in enumerate(words)
                if k >= 2
            )
            or any(a == "and" and b in _PARTS for a, b in pairs)
            # (each pattern needs an apostrophe or an "of": not looked for without one)
            or (
                _apostrophe(task)
                and bool(_POSSESSED.search(_NAMED_POSSESSIVE.sub(" ", task)))
                and not _IS_POSSESSED.match(task)
            )
            or ("of" in folded and bool(MAKER.search(task) and not _MAKER_ASKED.match(task)))
            or ("of" in folded and bool(_OFFICE.search(task) and not _HOLDER_ASKED.match(task)))
        )
        if not bridged and len(mine) <= 4 and _WHERE_LOCATED.match(folded):
            for k, w in enumerate(mine):  # "Where is Machu Picchu located?": an answer
                if w in _LOCATED:  # names the place, seldom the word
                    prior[k] = LIGHT_PRIOR
        return Question(
            task=task,
            folded=folded,
            words=mine + asked,
            shown=len(mine),
            terms=terms + [term(w) for w in asked],
            prior=prior + [KIND_PRIOR] * len(asked),
            names=names,
            found=len(every),
            items=[g.strip() for g in match.groups()] if match else [],
            doer=doer,
            acronyms=(
                frozenset(a.lower() for a in _ACRONYM.findall(said))
                | (_typed_acronyms(mine) if task == task.lower() else frozenset())
            )
            & set(mine),
            bridged=bridged,
            compares=any(w in _COMPARE for w in words) and not _EITHER_PLACE.match(task),
            short=len(words) <= SHORT,
            plain=frozenset(w for w in mine if w not in named),
        )
