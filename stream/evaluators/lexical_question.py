"""How the lexical evaluator reads a question: its words, its names, and its shape.

Shapes it tells apart, from the words alone: comparisons ("Which is older, X or Y?",
"Are both X and Y ...?"), bridges (a thing the question only describes: "the pianist
who recorded X", "X's father"), and the rest (factoid, list, how/why, yes/no), which
one passage may answer. Question words that ask for a kind of answer ("when", "how
many", "what temperature") are answered by a date, a number or "100 °C" too.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence

from stream.evaluators.lexical_chatter import framed, phrased, unwrapped
from stream.evaluators.lexical_named import ASKED_WHICH
from stream.evaluators.lexical_numbers import regnal
from stream.evaluators.lexical_text import (
    ASKED_ONLY,
    BETWEEN_NAMES,
    MAX_CHARS,
    PAREN,
    STOP,
    WORD,
    Term,
    content,
    expand_abbreviations,
    fold,
    question_words,
    spaced,
    stem,
    stem_runs,
    visible,
    words_of,
)

_TOKEN = re.compile(r"[^\W_]+(?:['\u2019\-.&][^\W_]+)*|[,;:!?\"\u201c\u201d]")
_QUOTED = re.compile(r'"([^"]{2,})"|\u201c([^\u201d]{2,})\u201d')
_COMPARE = frozenset(("or", "both", "same", "common"))
# ... but "Is Istanbul in Europe or Asia?" asks where one thing is, and compares nothing
_EITHER_PLACE = re.compile(
    r"\s*(?:is|are|was|were)\s+(?![^?]*\b(?:and|both|same|common)\b)[^?,]*?\s(?:in|on|at|from)\s+"
    r"(?:the\s+)?(?:[\w'-]+\s+){0,3}?[\w'-]+\s+or\s+(?:(?:in|on|at|from)\s+)?(?:the\s+)?"
    r"(?:[\w'-]+\s+){0,3}?[\w'-]+\s*\??\s*$",
    re.IGNORECASE,
)
# "The Cy Young Award is named after a pitcher ...": a thing's page names the person's
_EPONYM = re.compile(r"\bnamed\s+(?:after|for)\b|\bhonou?rs\b")
# "the actor who played Gandalf in ...": the part (a few words), which a page about the film
# gives beside its player's name
_ROLE = re.compile(
    r"\b(?:who|that)\s+(?:played|plays|portrayed|portrays|voiced|voices)\s+(?:the\s+)?"
    r"((?:[\w.'-]+\s+){0,3}?[\w.'-]+)(?=\s+(?:in|on|of|from|at|for|and|was|is|born|died?)\b|[?,]|$)"
)
# "Which is heavier, an African elephant or a blue whale?": the two items after the comma
_ITEMS = re.compile(
    r",\s*(?:the |a |an )?([^,?]+?),?\s+or\s+(?:the |a |an )?([^,?]+?)\s*\??\s*$", re.IGNORECASE
)
# "Which has more vitamin C: an orange or a red pepper?": after a colon, where no comma
# comes before "or" (a title may hold a colon: "Which came first, V-Day: Until ... or X?")
_COLON_ITEMS = re.compile(
    r":\s*(?:the |a |an )?([^,:?]+?)\s+or\s+(?:the |a |an )?([^,:?]+?)\s*\??\s*$", re.IGNORECASE
)
# "golden gate bridge vs brooklyn bridge which is longer", "Python versus Java: which is
# faster?": the search-box comparison, each side up to a question word or a stop
_VERSUS = re.compile(
    r"(?:^|[,:;?]\s*)(?:(?:which|what|who)\s+(?:is|are|was|were)\s+\w+\s+)?"
    r"(?:the |a |an )?([^,:;?]+?)\s+(?:vs\.?|versus)\s+(?:the |a |an )?"
    r"([^,:;?]+?)\s*(?=[,:;?]|\s(?:which|what|who|how)\b|$)",
    re.IGNORECASE,
)
# "which was founded first hearts or hibernian": typed without the comma, the two things
# after the comparative
_TYPED_ITEMS = re.compile(
    r"^\s*(?:which|who|what)\b[^,?]*?\b(?:first|earlier|later|older|younger|bigger|larger"
    r"|smaller|longer|shorter|taller|higher|deeper|faster|heavier)\s+(?:the |a |an )?"
    r"([^,?]+?)\s+or\s+(?:the |a |an )?([^,?]+?)\s*\??\s*$",
    re.IGNORECASE,
)
# "was rubens or van dyck born earlier": the two things between the verb and what is asked
_WAS_ITEMS = re.compile(
    r"^\s*(?:was|were|is|are)\s+(?:the |a |an )?([^,?]+?)\s+or\s+(?:the |a |an )?([^,?]+?)\s+"
    r"(?:born|founded|built|released|published|formed|established|opened|discovered|invented"
    r"|older|younger|bigger|larger|longer|taller|higher|deeper)\b",
    re.IGNORECASE,
)
# "Are the manatee and the dugong both ...?", "were ataturk and reza shah both born ...":
# the two things compared, where the question does not name both with capitals
_BOTH_ITEMS = re.compile(
    r"^\s*(?:are|were|is|was|do|did|have|had)\s+(?:the |a |an )?([^,?]+?)\s+and\s+"
    r"(?:the |a |an )?([^,?]+?)\s+both\b",
    re.IGNORECASE,
)
# "carlsberg or heineken which brewery was founded first": the search-box comparison that
# names both before it asks (not "Who was born first, X or Y?", which starts with its asking)
_OR_FIRST = re.compile(
    r"^\s*(?!(?:who|what|which|when|where|why|how|is|are|was|were|do|does|did|can)\b)"
    r"(?:the |a |an )?([^,:;?]+?)\s+or\s+(?:the |a |an )?([^,:;?]+?)\s*[,:;]?\s+"
    r"(?=(?:which|what|who)\b)",
    re.IGNORECASE,
)
# "the pianist who recorded X", "the country whose capital is Y", "X's father", "Who
# directed X and what is their nationality?": the answer is about a thing the question
# only describes, or has two parts, so a passage about X is not enough
_RELATIVE = frozenset(("who", "whom", "whose", "which", "that", "where"))
_CLAUSE_OPENERS = frozenset(("who", "whose", "which", "that"))
_PARTS = frozenset(("what", "who", "where", "when", "which", "how"))
# "Is it true that X ...?", "Do people say that ...": a "that" after these opens what is
# said, not a clause about another thing; in "Name the countries that make up the UK" the
# clause right after the things asked for describes them, not a thing they relate to
_SAYING_WORDS = "true false possible likely fact say says said think believe know mean"
_SAYING = frozenset(_SAYING_WORDS.split())
# "X's father"; not "What's", "it's": "is" after a question word or a pronoun. The
# apostrophe comes first, so that the search skips to one fast; the word before it is then
# checked behind it ("." the apostrophe).
_POSSESSED = re.compile(
    r"['\u2019](?<!\bwhat.)(?<!\bwho.)(?<!\bwhere.)(?<!\bwhen.)(?<!\bhow.)(?<!\bwhy.)(?<!\bit.)"
    r"(?<!\bthat.)(?<!\bthere.)(?<!\bhere.)(?<!\bhe.)(?<!\bshe.)s\s+\w",
    re.IGNORECASE,
)
# ... nor one that only asks what the possessed thing is ("What is Scotland's national
# animal?", "Australia's capital?": the national animal of Scotland, one hop)
_IS_POSSESSED = re.compile(
    r"\s*(?i:(?:what|who|which)(?:\s+(?:is|was|are|were)|['\u2019]s)\s+(?:the\s+)?)?"
    r"(?!(?i:what|who|which|when|where|why|how)\b)[A-Z][\w.-]*(?:\s+(?!of\b)[\w.-]+){0,2}"
    r"['\u2019]s(?:\s+[\w-]+){1,3}\s*\??\s*$"
)
# ... nor a name's own ("Gulliver's Travels", "Earth's Atmosphere" as a title)
_NAMED_POSSESSIVE = re.compile(r"\b[A-Z]\w*['\u2019]s\s+[A-Z]")
_SETTING = re.compile(r"\b(?:in|on|at|across|around|within)\s+(?:the\s+)?$", re.IGNORECASE)
_POINT = re.compile(r"\b(?:boiling|freezing|melting|dew)\s+point\b", re.IGNORECASE)
_RELATIVES = (
    "director|composer|author|writer|performer|producer|creator|founder|father|mother|spouse|wife"
    "|husband"
)
_RELATIVE_WORDS = tuple(_RELATIVES.split("|"))
_RELATION = re.compile(  # "the director of X", "whose director was born first"
    rf"\b(?:the|whose|both|their)\s+({_RELATIVES})s?\b|\b({_RELATIVES})s?\s+(?:of|who|born|died)\b",
    re.IGNORECASE,
)
# "Where was the author of X born?": something asked of the one who made X, whom only a
# page about X names; "Who was the author of X?" asks for that one alone (one hop)
_MAKER = re.compile(
    rf"\bthe\s+({_RELATIVES}|sculptor|painter|architect|inventor|designer|builder|singer"
    r"|discoverer|leader)\s+of\s+\S",
    re.IGNORECASE,
)
# "Where was the first Secretary General of NATO born?": the holder of an office, whom a
# page about the office or the body names
_OFFICE = re.compile(
    r"\bthe\s+(?:first|last|founding|only)\s+(?:president|prime\s+minister|chancellor"
    r"|secretary[- ]general|king|queen|emperor|governor|mayor|chairman|chairwoman"
    r"|director[- ]general|commissioner|chief\s+justice)\s+of\s+\S",
    re.IGNORECASE,
)
# "Who was the author of X?", "Who was the first Secretary-General of the UN?", "Name the
# author of X": one hop
_WHO_WAS_THE = r"^\s*(?:(?:who|what)(?:\s+(?:is|was|were|are)|['\u2019]s)\s+|name\s+)the\s+"
_HOLDER_ASKED = re.compile(_WHO_WAS_THE + r"(?:first|last|founding|only)\b", re.IGNORECASE)
_MAKER_ASKED = re.compile(_WHO_WAS_THE + r"\w+\s+of\b", re.IGNORECASE)
_SAID_BEFORE = frozenset(("is", "are", "was", "were", "by"))  # "X was written by who?"
# "How does X ...?", "Why ...?": asks for an explanation, not how many, much or long
_EXPLAINS = re.compile(r"^\s*(?:why\b|how\s+(?:do|does|did|is|are|was|were|can|could)\b)")
# "Which countries border Germany?", "What are the symptoms of measles?": many answers
_LISTS = re.compile(  # ... and "Who were the members of Led Zeppelin?"
    r"^\s*(?:(?:which|what)\s+(?!(?:is|was|does|has)\b)\w{3,}s\b"
    r"|(?:what|who)\s+(?:are|were)\s+the\b|name\s+the\b)"
)
# "How many bones ...?": bones, counted (and the word after: "How many sick days ...?")
_COUNTED = re.compile(r"\bhow\s+many\s+(\w+)(?:\s+(\w+))?")
# "Which is bigger, X or Y?": compares amounts, which each one's passage must give
_MORE = re.compile(
    r"\b(?:bigg|larg|small|long|short|tall|high|low|old|young|new|fast|slow|hott|cold|warm"
    r"|cool|heavi|light|deep|shallow|wid|narrow|earli|lat|farth|furth|great)er\b"
    r"|\b(?:more|less|fewer|first)\b"
)
# "How does X work?", "Why do cats purr?": how things are, which a story of one year is not
_TIMELESS = re.compile(r"^\s*(?:how|why)\s+(?:do|does|is|are|can)\b")
# "When did the founder of X die?", "In which city was the inventor of X born?": a life
_LIFE_ASKED = re.compile(
    r"^\s*(?:when|where|(?:in\s+|on\s+)?(?:which|what)(?:\s+\w+){1,3}\s+(?:was|were|did))\b.*"
    r"\b(?:born|die|died)(?:\s+in|\s+on)?\s*\??\s*$"
)
# ... or anywhere: "The Seebeck effect is named after a physicist born in which city?"
_LIFE_IN = re.compile(r"\b(?:born|died)\s+(?:in|at|on)\s+(?:which|what)\b")
# "the country where X is", "the Union general who won ...": the kind of thing a bridge
# passes through, a word before its relative word ("the person who" names no kind)
_KIND_ASKED = re.compile(
    r"\bthe\s+(?:[a-z]+\s+)?(?!(?:for|from|with|into|onto)\b)([a-z]{3,})\s+"
    r"(?:that|which|where|whose|who|in\s+which)\b"
)  # not "for" in "the film for which ..."
# ... nor an office, which a holder's page seldom calls its subject ("the Egyptian president
# who signed ...": "Anwar Sadat ... was an Egyptian army officer and statesman")
_KINDLESS_WORDS = """man woman person people one player entity thing creature group place
    president leader governor mayor senator chancellor premier minister"""
_KINDLESS = frozenset(_KINDLESS_WORDS.split())
# "Who was born first, X or Y?": compares two people's lives
_LIVES_COMPARED = re.compile(r"^\s*who\s+(?:was\s+|were\s+)?(?:born|died|die)\b")
# ... or asks of their lives anywhere ("were X and Y both born in ..."); a title's "Born" is
# no life, hence the case
_LIFE_WORD = re.compile(r"\b(?:born|died)\b")
# "Which moon was discovered first, X or Y?": the kind of thing compared
_COMPARED_KIND = re.compile(
    r"^\s*(?:which|what)\s+(?:[a-z]+\s+)?([a-z]{3,})\s+"
    r"(?:was|is|were|are|did|does|do|has|had|came|won)\b"
)
# inside a name: "Rub' al Khali", "Mohammed bin Rashid" too
_JOIN_WORDS = "of the de du la le von van der den a an & y del da di d l al el bin ibn"
_JOIN = frozenset(_JOIN_WORDS.split())
_SPLIT = frozenset(BETWEEN_NAMES)
# Words that open a question with a capital without being a name ("According to the 2001
# census, ...", "Besides Kenny G and ...", "Name three best sellers ...", "Define ...")
_OPENING_WORDS = """according besides considered meaning until unlike including following despite
    name define explain describe list give compare summarise summarize tell show"""
_OPENING = STOP | frozenset(_OPENING_WORDS.split())
_NATIONALITY_WORDS = """american british english french german italian spanish canadian australian
    irish scottish welsh japanese chinese indian russian dutch swedish norwegian danish finnish
    polish mexican brazilian korean greek portuguese austrian swiss belgian"""
NATIONALITY = frozenset(_NATIONALITY_WORDS.split())
# question words that ask for a kind of answer themselves ("why": a cause)
_ASKED = ("when", "many", "much", "why")
KIND_PRIOR = 0.5  # the weight of such a word, beside the question's own words
# Verbs and fillers that say little of what is asked ("When did X happen?", "How do
# vaccines work?", "Is it ok to put ...", "Is a hyena a type of dog?", "Are puffins related
# to penguins?"): an answer rarely repeats them.
_LIGHT_WORDS = """happen happens happened happening occur occurs occurred work works worked
    make makes made reach reaches reached put puts get gets got go goes went use uses used
    take takes took need needs needed ok okay actually really usually still ever exactly mean
    means come comes came give gives gave find found exist exists existed possible true way
    main typical typically usual basic type kind related define definition explain describe
    meaning abbreviation acronym originally"""
LIGHT = frozenset(_LIGHT_WORDS.split())
# Verbs a question's opening says for itself: "How fast can a cheetah run?" is answered
# by a speed ("reaches 110 km/h"), "Does the Kindle support audiobooks?" by what it can do
# ("can play"), "How many people live in X?" by a population, "What language do they speak
# in X?" by a language, said so. Not "Where do polar
# bears live?": a page on them names places for other things than where they live.
_MOVING_WORDS = "run runs swim swims fly flies travel travels move moves go"
_MOVING = frozenset(_MOVING_WORDS.split())
_SUPPORTING = frozenset(("support", "supports"))
_LIVING = frozenset(("live",))
_SPEAKING = frozenset(("speak", "speaks", "spoken"))


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
_CAUSES = frozenset(("cause", "causes", "caused"))


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
_ANYONE = frozenset(("people", "someone"))
# The kind of work a name is, said just before it: "the poem In Flanders Fields"
_WORK_BEFORE = re.compile(
    r"\bthe\s+(poem|song|album|novel|book|film|movie|play|opera|painting|sculpture|symphony"
    r"|musical|ballet|series|show|game|ship|magazine|newspaper)\s+$",
    re.IGNORECASE,
)
# Settings of a superlative, and the word of each that a page need not say ("the aorta, the
# body's largest artery" for "the largest artery in the human body")
_SETTINGS = (
    (" in the world", "world"),
    (" in the human body", "human"),
    (" on earth", "earth"),
    (" top speed", "top"),  # "cheetah top speed": "can sprint at 110 km/h"
)
# Words that end a search-box query to say what form the answer takes, not what it is about
_REQUESTS = frozenset(("list",))
# "How many hours do koalas sleep?", "Can penguins fly?": the word after the auxiliary
# is who or what the question is about; a passage without it answers for something else.
_DOER = re.compile(
    r"^(?:\w+\s+){0,5}?(?:do|does|did|can|could|should)\s+(?:a |an |the )?"
    r"(?:(?:first|last|earliest|oldest|original|average|typical) )?(\w+)",
    re.IGNORECASE,
)  # "When did the first CDs go on sale?": the CDs
# A yes/no question's subject: "is jackfruit the biggest tree fruit", of jackfruit
_IS_SUBJECT = re.compile(r"^\s*(?:is|are|was|were)\s+(?:a |an |the )?(\w+)", re.IGNORECASE)
_ACRONYM = re.compile(r"\b([A-Z]{2,5})s?\b")  # "NYC", "EU", "NASA"
# Acronyms a question typed in lower case writes as words ("the us supreme court"), and
# what they stand for, which a passage may write inside a longer name ("Supreme Court of
# the United States", whose capitals spell no "US")
SPELLED_OUT = {
    "us": "united states",
    "usa": "united states",
    "uk": "united kingdom",
    "eu": "european union",
    "un": "united nations",
    "uae": "united arab emirates",
    "ussr": "soviet union",
}
_TYPED_ACRONYMS = frozenset(SPELLED_OUT)
_VOWELS = frozenset("aeiouy")


# The world wars, each by its names: a question may say one and its passages another
_WARS = (
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


_ABBREVIATED_WORDS = {"mount": "Mt", "saint": "St", "fort": "Ft"}
_ACRONYM_PLURAL = re.compile(r"\b([A-Z]{2,5})s\b")  # "CDs", "DVDs"
# The opening of a factoid question that asks for a type of answer (and its words)
_WANTS = re.compile(
    r"^\s*(?:(?:in|on|at|from) )?(?:(who|when|where|how many|how much)"
    r"|(?:what|which) (year|date))\b"
)
_WHERE_LOCATED = re.compile(r"\s*where\b")
_LOCATED = frozenset(("located", "situated", "found"))
_STANDS_FOR = re.compile(r"\bstands?\s+for\b")
_WANTED = {
    "who": "person",
    "when": "date",
    "year": "date",
    "date": "date",
    "many": "number",
    "much": "number",
    "where": "place",
}
LIGHT_PRIOR = 0.0  # such a word weighs nothing: looked for, it decides nothing
SHORT = 12  # words: a question this short with one name at most asks one thing


def _picked(pattern: re.Pattern[str], task: str, mine: list[str]) -> int:
    """The index among `mine` of the word `pattern` picks out of the question, or -1."""
    match = pattern.match(task)
    word = fold(match.group(1)) if match else ""
    return mine.index(word) if word in mine else -1


@functools.lru_cache(maxsize=256)  # the same question for the work estimate and the judge
def runs(text: str) -> tuple[str, ...]:
    """Capitalised runs of a text ("Live at Shelly's Manne-Hole", "Marcus Wayne Garland")."""
    found: list[str] = []
    run: list[str] = []
    pending: list[str] = []
    tokens = _TOKEN.findall(PAREN.sub(" ", text[:MAX_CHARS]))
    for i, tok in enumerate(tokens):
        low = tok.lower()  # the words it is compared with are plain ASCII
        if i == 0 and len(tokens) > 1 and tokens[1] == "of":  # "Capital of Canada?": a
            continue  # capital that only starts the question
        if (tok[0].isupper() or tok[0].isdigit()) and not (i == 0 and low in _OPENING):
            run.extend(pending)
            pending.clear()
            run.append(tok)
        elif run and (low in _JOIN or (low in _SPLIT and len(run) == 1)):
            pending.append(tok)
        else:
            if run:
                found.append(_named(run))
            run.clear()
            pending.clear()
    if run:
        found.append(_named(run))
    return tuple(found)


_POSSESSIVE_ENDS = ("'s", "\u2019s")
_CASED_WORD = re.compile(r"[^\W\d_][\w'\u2019]*")
# Words before a name that a page about it may leave out
_NAME_OPENER_WORDS = "the queen king president prince princess emperor empress pope sir dame"
_NAME_OPENERS = frozenset(_NAME_OPENER_WORDS.split())


def _named(run: list[str]) -> str:
    """A run less a nationality after a name: "Neil Jordan" in "Are both Jim McBride and
    Neil Jordan American?" (what is asked of him, not a part of his name)."""
    if len(run) >= 3 and run[0].lower() in _NAME_OPENERS and run[1][0].isupper():
        return _named(run[1:])  # "Queen Elizabeth II", "The Lord of the Rings trilogy": a
        # page may say "Elizabeth II", "all three Lord of the Rings films"
    if len(run) >= 3 and run[-1].lower() in NATIONALITY and run[-2][0].isupper():
        return " ".join(run[:-1])
    if len(run[-1]) > 3 and run[-1][-2:] in _POSSESSIVE_ENDS:  # "Scotland's national animal":
        return " ".join([*run[:-1], run[-1][:-2]])  # Scotland, which a page may not possess
    return " ".join(run)


def quoted(text: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTED.finditer(text[:MAX_CHARS])]


def _apostrophe(text: str) -> bool:
    return "'" in text or "\u2019" in text


# What a question says before it asks, to a person or a chatbot: "Can you tell me what the
# capital of Australia is?", "Could someone tell me ...", "please tell me ...", "I'd like to
# know ..."
_WRAPPER = re.compile(
    r"^\s*(?:(?:hi|hello|hey)[,!.]?\s+)?(?:please\s+)?(?:(?:can|could|would|will)\s+"
    r"(?:you|someone|anyone|somebody|anybody)\s+"
    r"(?:please\s+)?(?:tell|show)\s+me|(?:please\s+)?tell\s+me|do\s+you\s+know|"
    r"i(?:\s+want|\s+would\s+like|['\u2019]d\s+like|\s+need)\s+to\s+know|i\s+wonder|"
    r"i\s+was\s+wondering)"
    r"[,:]?\s+(?:please\s+)?(?=\w)",
    re.IGNORECASE,
)


# Contractions a question is typed with: "Where's", "doesn't", "can't" (a name's "'s" stays;
# "What's" and "Who's" are read as they are: "What's in X?" asks of X, not of a setting)
_CONTRACTED = re.compile(
    r"\b(where|when|how|why|there|here|that|it|he|she)['\u2019]s\b"
    r"|\b(ca|wo)n['\u2019]t\b|\b(\w+)n['\u2019]t\b"
    r"|\b(what|where|who|when|how|why|which|they|we|you)['\u2019](re|ve|ll|d)\b",
    re.IGNORECASE,
)
_CONTRACTED_TO = {"ca": "can", "wo": "will", "re": "are", "ve": "have", "ll": "will", "d": "did"}


def _uncontracted(match: re.Match[str]) -> str:
    if match.start() > 0 and match.group()[0].isupper():
        return match.group()  # a title's ("Now You See Him, Now You Don't")
    is_after, short, not_after, word, rest = match.groups()
    if is_after:
        return f"{is_after} is"
    if short:
        return f"{_CONTRACTED_TO[short.lower()]} not"
    if not_after:
        return f"{not_after} not"
    return f"{word} {_CONTRACTED_TO[rest.lower()]}"


# The common acronyms written with dots ("the U.S.", "D.C."): a question's words read them
# as their letters, which a passage may write either way; its names keep the dots ("Born in
# the U.S.A.", as its page writes it)
_DOTTED = re.compile(r"\b(?:[A-Z]\.){2,4}(?![A-Za-z])")
_DOTTED_ACRONYMS = frozenset(("us", "usa", "uk", "eu", "un", "uae", "ussr", "dc"))


def _undotted(match: re.Match[str]) -> str:
    letters = match.group().replace(".", "")
    return letters if letters.lower() in _DOTTED_ACRONYMS else match.group()


def undotted(task: str) -> str:
    """The question with its common acronyms without dots ("U.S.": "US")."""
    return _DOTTED.sub(_undotted, task) if "." in task else task


def _title_cased(task: str) -> bool:
    """Whether every word of a question of three or more starts with a capital, a common
    word ("The", "Of", "Is", "Who") too, so that no capital tells a name ("What Is The
    Capital Of Australia?", "Who Wrote Hamlet?"); not "Tom Hanks Movies"."""
    second = task.find(" ") + 1  # (most questions stop at their second word: "What is")
    if not second or task[:1].islower() or task[second : second + 1].islower():
        return False
    for word in task.split():
        if word[0].isalpha() and not word[0].isupper():
            return False
    words = _CASED_WORD.findall(task)
    return len(words) >= 3 and sum(1 for w in words if w.lower() in STOP) >= 1


def asked_itself(task: str) -> str:
    """The question itself: without what is said before it ("Can you tell me ..."), in
    lower case when it is all in capitals (where no capital tells a name), and with its
    contractions written out ("Where's": "Where is"), without the user's own talk around it
    and with its verbs of two words in one (`lexical_chatter`)."""
    task = framed(task)  # "Q: ...", '"..."', "  what   is ..."
    if (task.isupper() and task.count(" ") >= 2) or _title_cased(task):  # a sentence, not an
        task = task.lower()  # error code; "What Is The Capital Of Australia?"
    if match := _WRAPPER.match(task):  # (anchored: most questions fail at their first word)
        task = task[match.end() :]
    if "'" in task or "\u2019" in task:
        task = _CONTRACTED.sub(_uncontracted, task)
    return phrased(unwrapped(task))  # "I'm going to Japan, what ...?"; "pass away": "die"


@functools.lru_cache(maxsize=8192)  # bounded: a worker's memory must not grow with words
def term(word: str) -> Term:
    return Term.of(word)


@functools.lru_cache(maxsize=8192)
def plain_term(word: str) -> Term:
    """`term` for a word that names nothing: its Latin or Greek plural too ("fungi"), and
    its British or American spelling ("behaviour")."""
    return term(word).plain()


class Question:
    """What the judge needs from a question, before it sees any passage."""

    # A plain class, not a dataclass: mypyc compiles this __init__, where a dataclass's
    # generated one stays interpreted Python (a few per cent of the compiled judge's time).
    def __init__(
        self,
        *,
        task: str,
        folded: str,
        words: list[str],  # the words that carry meaning, then question words that ask a kind
        shown: int,  # how many of `words` are the question's own (not "when", "many", ...)
        terms: list[Term],
        prior: list[float],  # each word's weight beside its rarity among the passages
        names: list[tuple[str, bool]],  # quoted phrases and capitalised runs; True: a setting
        found: int,  # how many phrases and runs, repeats counted: what the work estimate counts
        items: list[str],  # the two things "Which is older, X or Y?" compares
        doer: int,  # the index of the word the question asks about (after "do"), or -1
        acronyms: frozenset[str],  # its words in capitals ("nyc"): a passage may spell them out
        bridged: bool,
        compares: bool,  # "or", "both", "same": a comparison when it has two names or items
        short: bool,
        plain: frozenset[str] = frozenset(),  # its words that are no name's
    ) -> None:
        self.plain = plain
        self.task = task
        self.folded = folded
        self.words = words
        self.shown = shown
        self.terms = terms
        self.prior = prior
        self.names = names
        self.found = found
        self.items = items
        self.doer = doer
        self.acronyms = acronyms
        self.bridged = bridged
        self.compares = compares
        self.short = short
        # Worked out when first asked, then kept: not functools.cached_property, which mypyc
        # (the compiled build) turns into a plain property that works it out at every use.
        self._memo_stems: frozenset[str] | None = None
        self._memo_word_runs: list[list[str]] | None = None
        self._memo_word_pairs: list[tuple[str, str]] | None = None
        self._memo_run_stems: frozenset[str] | None = None
        self._memo_maker: str | None = None
        self._memo_relation: str | None = None
        self._memo_explains: bool | None = None
        self._memo_lists: bool | None = None
        self._memo_clause: list[int] | None = None
        self._memo_counted: int | None = None
        self._memo_counted_too: int | None = None
        self._memo_more: bool | None = None
        self._memo_kind: str | None = None
        self._memo_compares_lives: bool | None = None
        self._memo_compared_kind: str | None = None
        self._memo_asks_life: bool | None = None
        self._memo_asks_life_of_both: bool | None = None
        self._memo_timeless: bool | None = None
        self._memo_subject: int | None = None
        self._memo_wants: str | None = None
        self._memo_role: str | None = None
        self._memo_eponym: bool | None = None

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
        doer = _picked(_DOER, task, mine)
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
                w in _RELATIVE
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
            or ("of" in folded and bool(_MAKER.search(task) and not _MAKER_ASKED.match(task)))
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

    @property
    def stems(self) -> frozenset[str]:
        """The stems of its own words (not "when", "many", ...)."""
        if self._memo_stems is None:
            self._memo_stems = frozenset(stem(w)[0] for w in self.words[: self.shown])
        return self._memo_stems

    @property
    def word_runs(self) -> list[list[str]]:
        """The stems of its words in runs that stop words break."""
        if self._memo_word_runs is None:
            self._memo_word_runs = stem_runs(question_words(self.task))
        return self._memo_word_runs

    @property
    def word_pairs(self) -> list[tuple[str, str]]:
        """The pairs of stems side by side in `word_runs`, each once (a question that repeats
        itself is read pair by pair for every passage)."""
        if self._memo_word_pairs is None:
            pairs = (pair for run in self.word_runs for pair in itertools.pairwise(run))
            self._memo_word_pairs = list(dict.fromkeys(pairs))
        return self._memo_word_pairs

    @property
    def run_stems(self) -> frozenset[str]:
        """The stems of all its words in `word_runs` (what a name beside them may not say)."""
        if self._memo_run_stems is None:
            self._memo_run_stems = frozenset(w for run in self.word_runs for w in run)
        return self._memo_run_stems

    @property
    def maker(self) -> str:
        """ "sculptor" in "Where was the sculptor of X born?" (or the relation's word)."""
        if self._memo_maker is None:
            self._memo_maker = self._find_maker()
        return self._memo_maker

    def _find_maker(self) -> str:
        match = _MAKER.search(self.task)
        return match.group(1).lower() if match else self.relation

    @property
    def relation(self) -> str:
        """ "director" in "Which film's director died first, X or Y?"."""
        if self._memo_relation is None:
            self._memo_relation = self._find_relation()
        return self._memo_relation

    def _find_relation(self) -> str:
        # (only a question that holds one of the words is searched: folding makes the long
        # s an "s"; the dotless i is an "i" to the IGNORECASE pattern too)
        low = self.folded.replace("\u0131", "i")
        if not any(word in low for word in _RELATIVE_WORDS):
            return ""
        match = _RELATION.search(self.task)
        return (match.group(1) or match.group(2)).lower() if match else ""

    @property
    def subject(self) -> int:
        """The index of a yes/no question's subject ("jackfruit" in "is jackfruit the biggest
        tree fruit"), which a passage that answers it names; -1 for other questions."""
        if self._memo_subject is None:
            k = _picked(_IS_SUBJECT, self.task, self.words[: self.shown])
            self._memo_subject = k if k >= 0 and self.prior[k] == 1.0 else -1
        return self._memo_subject

    @property
    def asks_life_of_both(self) -> bool:
        """Whether a comparison asks of the lives of the things it compares: "Who was born
        first, X or Y?", "were ataturk and reza shah both born in the 1880s" (not "Which film
        has the director born first, ...?", nor "... or Born in the U.S.A.?")."""
        if self._memo_asks_life_of_both is None:  # asked for every span and page it names
            life = bool(_LIFE_WORD.search(self.task) and not self.relation)
            self._memo_asks_life_of_both = self.compares_lives or life
        return self._memo_asks_life_of_both

    @property
    def explains(self) -> bool:
        """Whether it asks how or why ("How does a thermos keep drinks hot?"), not how
        many, much, long, ..."""
        if self._memo_explains is None:
            self._memo_explains = bool(_EXPLAINS.match(self.folded))
        return self._memo_explains

    @property
    def lists(self) -> bool:
        """Whether it asks for a list: "Which countries border Germany?"."""
        if self._memo_lists is None:
            self._memo_lists = bool(_LISTS.match(self.folded))
        return self._memo_lists

    @property
    def clause(self) -> list[int]:
        """The indices of the words that describe the thing a question only describes,
        after its first relative word: "discovered", "penicillin" in "What medical school
        did the scientist who discovered penicillin study at?"."""
        if self._memo_clause is None:
            self._memo_clause = self._find_clause()
        return self._memo_clause

    def _find_clause(self) -> list[int]:
        words = WORD.findall(self.folded)
        at = next((k for k, w in enumerate(words) if k >= 2 and w in _CLAUSE_OPENERS), -1)
        if at < 0:
            return []
        mine = self.words[: self.shown]
        return sorted({mine.index(w) for w in words[at + 1 :] if w in mine})

    @property
    def counted(self) -> int:
        """The index of the word "How many ...?" counts ("bones"), or -1."""
        if self._memo_counted is None:
            self._memo_counted = self._find_counted()
        return self._memo_counted

    def _find_counted(self) -> int:
        match = _COUNTED.search(self.folded)
        word = match.group(1) if match else ""
        return self.words.index(word) if word in self.words[: self.shown] else -1

    @property
    def counted_too(self) -> int:
        """The index of the word after the one "How many ...?" counts, where it names the
        thing counted too ("days" in "How many sick days ...?"), or -1."""
        if self._memo_counted_too is None:
            match = _COUNTED.search(self.folded) if self.counted >= 0 else None
            word = (match.group(2) or "") if match else ""
            shown = self.words[: self.shown]
            self._memo_counted_too = shown.index(word) if word in shown and word not in STOP else -1
        return self._memo_counted_too

    @property
    def more(self) -> bool:
        """Whether it compares amounts: "Which is bigger ...?", "Which has more moons?"."""
        if self._memo_more is None:
            self._memo_more = bool(_MORE.search(self.folded))
        return self._memo_more

    @property
    def kind(self) -> str:
        """ "country" in "What is the capital of the country where the Okavango Delta is
        found?": the kind of thing its one bridge passes through, which hop 2's page says it
        is; "" without one, or with two relations ("the city where the creator of X died"),
        where the word may be another hop's kind."""
        if self._memo_kind is None:
            self._memo_kind = self._find_kind()
        return self._memo_kind

    def _find_kind(self) -> str:
        match = _KIND_ASKED.search(self.folded)
        if match is None or match.group(1) in _KINDLESS or self.relation:
            return ""
        if sum(w in _RELATIVE for w in WORD.findall(self.folded, match.start())) > 1:
            return ""
        return match.group(1)

    @property
    def compares_lives(self) -> bool:
        """Whether it asks whose life came first or last ("Who was born first, X or Y?",
        "Who died later, X or Y?")."""
        if self._memo_compares_lives is None:
            self._memo_compares_lives = bool(_LIVES_COMPARED.match(self.folded))
        return self._memo_compares_lives

    @property
    def compared_kind(self) -> str:
        """ "moon" in "Which moon was discovered first, Triton or Phobos?", "band" in "Which
        American band formed first, ...?" (one of its words), or ""."""
        if self._memo_compared_kind is None:
            self._memo_compared_kind = self._find_compared_kind()
        return self._memo_compared_kind

    def _find_compared_kind(self) -> str:
        match = _COMPARED_KIND.match(self.folded)
        return match.group(1) if match and match.group(1) in self.words else ""

    @property
    def asks_life(self) -> bool:
        """Whether it asks when or where someone was born or died ("When did the founder of
        Nintendo die?", the asked word ending it; "... a physicist born in which city?")."""
        if self._memo_asks_life is None:
            folded = self.folded  # (a word the pattern needs first: it is slow to fail)
            self._memo_asks_life = ("born" in folded or "die" in folded) and bool(
                _LIFE_ASKED.match(folded) or _LIFE_IN.search(folded)
            )
        return self._memo_asks_life

    @property
    def timeless(self) -> bool:
        """Whether it asks how or why in the present tense: how a thing works or is, not
        what happened once ("How does a siphon work?", not "Why did Rome fall?")."""
        if self._memo_timeless is None:
            self._memo_timeless = bool(_TIMELESS.match(self.folded))
        return self._memo_timeless

    @property
    def eponym(self) -> bool:
        """Whether it asks of whom a thing is named after ("The Cy Young Award is named after
        a pitcher born in ...?"): the thing's page and the person's share a name, as a link."""
        if self._memo_eponym is None:
            self._memo_eponym = bool(_EPONYM.search(self.folded))
        return self._memo_eponym

    @property
    def role(self) -> str:
        """The part a player played: "gandalf" in "the actor who played Gandalf in ...", or
        ""."""
        if self._memo_role is None:
            match = _ROLE.search(self.folded)
            self._memo_role = match.group(1) if match else ""
        return self._memo_role

    @property
    def stands_for(self) -> bool:
        """Whether the question asks what an acronym stands for."""
        return _STANDS_FOR.search(self.folded) is not None

    @property
    def wants(self) -> str:
        """The type of answer a factoid question asks for, from its opening: a person
        ("Who discovered ...?"), a date ("When did ...?", "In what year ...?"), a number
        ("How many ...?", "How much ...?") or a place ("Where is ...?"); "" otherwise."""
        if self._memo_wants is None:
            self._memo_wants = self._find_wants()
        return self._memo_wants

    def _find_wants(self) -> str:
        match = _WANTS.match(self.folded)
        if not match:
            return ""
        word = match.group(1) or match.group(2)
        return _WANTED[word.split()[-1]]

    def of_maker(self, phrase: str) -> bool:
        """Whether the folded `phrase` is what the question's relation is of: "samsung" in
        "When was the founder of Samsung born?", "seven samurai" in "When did the director
        of the film Seven Samurai die?" (three words at most between)."""
        if not self.maker:
            return False
        of = rf"\b{re.escape(self.maker)}s?\s+of\s+(?:\w+\s+){{0,3}}{re.escape(phrase)}\b"
        return re.search(of, self.folded) is not None

    def said(self, mask: int = -1) -> str:
        """The question's own words in `mask` (bit k: word k), for a requirement's text."""
        return " ".join(w for k, w in enumerate(self.words[: self.shown]) if mask >> k & 1) or "?"
