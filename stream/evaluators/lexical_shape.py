"""What a question asks, worked out from its words when first asked: the relation it
follows ("the director of X"), the maker or office it names, what it counts, the kind of
answer it wants (a person, a date, a place), whether it compares lives, lists, explains.
`lexical_question.Question` adds how a question is read from its text.
"""

from __future__ import annotations

import itertools
import re
from typing import Final

from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_text import STOP, WORD, Term, fold, question_words, stem, stem_runs

# "The Cy Young Award is named after a pitcher ...": a thing's page names the person's
_EPONYM: Final = Regex(r"\bnamed\s+(?:after|for)\b|\bhonou?rs\b")
# "the actor who played Gandalf in ...": the part (a few words), which a page about the film
# gives beside its player's name
_ROLE: Final = Regex(
    r"\b(?:who|that)\s+(?:played|plays|portrayed|portrays|voiced|voices)\s+(?:the\s+)?"
    r"((?:[\w.'-]+\s+){0,3}?[\w.'-]+)(?=\s+(?:in|on|of|from|at|for|and|was|is|born|died?)\b|[?,]|$)"
)
# "the pianist who recorded X", "the country whose capital is Y", "X's father", "Who
# directed X and what is their nationality?": the answer is about a thing the question
# only describes, or has two parts, so a passage about X is not enough
RELATIVE: Final = frozenset(("who", "whom", "whose", "which", "that", "where"))
_CLAUSE_OPENERS: Final = frozenset(("who", "whose", "which", "that"))
_RELATIVES: Final = (
    "director|composer|author|writer|performer|producer|creator|founder|father|mother|spouse|wife"
    "|husband"
)
_RELATIVE_WORDS: Final = tuple(_RELATIVES.split("|"))
_RELATION: Final = Regex(  # "the director of X", "whose director was born first"
    rf"\b(?:the|whose|both|their)\s+({_RELATIVES})s?\b|\b({_RELATIVES})s?\s+(?:of|who|born|died)\b",
    re.IGNORECASE,
)
# "Where was the author of X born?": something asked of the one who made X, whom only a
# page about X names; "Who was the author of X?" asks for that one alone (one hop)
MAKER: Final = Regex(
    rf"\bthe\s+({_RELATIVES}|sculptor|painter|architect|inventor|designer|builder|singer"
    r"|discoverer|leader)\s+of\s+\S",
    re.IGNORECASE,
)
# "How does X ...?", "Why ...?": asks for an explanation, not how many, much or long
_EXPLAINS: Final = re.compile(r"^\s*(?:why\b|how\s+(?:do|does|did|is|are|was|were|can|could)\b)")
# "Which countries border Germany?", "What are the symptoms of measles?": many answers
_LISTS: Final = Regex(  # ... and "Who were the members of Led Zeppelin?"
    r"^\s*(?:(?:which|what)\s+(?!(?:is|was|does|has)\b)\w{3,}s\b"
    r"|(?:what|who)\s+(?:are|were)\s+the\b|name\s+the\b)"
)
# "How many bones ...?": bones, counted (and the word after: "How many sick days ...?")
_COUNTED: Final = Regex(r"\bhow\s+many\s+(\w+)(?:\s+(\w+))?")
# "Which is bigger, X or Y?": compares amounts, which each one's passage must give
_MORE: Final = Regex(
    r"\b(?:bigg|larg|small|long|short|tall|high|low|old|young|new|fast|slow|hott|cold|warm"
    r"|cool|heavi|light|deep|shallow|wid|narrow|earli|lat|farth|furth|great)er\b"
    r"|\b(?:more|less|fewer|first)\b"
)
# "How does X work?", "Why do cats purr?": how things are, which a story of one year is not
_TIMELESS: Final = re.compile(r"^\s*(?:how|why)\s+(?:do|does|is|are|can)\b")
# "When did the founder of X die?", "In which city was the inventor of X born?": a life
_LIFE_ASKED: Final = re.compile(
    r"^\s*(?:when|where|(?:in\s+|on\s+)?(?:which|what)(?:\s+\w+){1,3}\s+(?:was|were|did))\b.*"
    r"\b(?:born|die|died)(?:\s+in|\s+on)?\s*\??\s*$"
)
# ... or anywhere: "The Seebeck effect is named after a physicist born in which city?"
_LIFE_IN: Final = re.compile(r"\b(?:born|died)\s+(?:in|at|on)\s+(?:which|what)\b")
# "the country where X is", "the Union general who won ...": the kind of thing a bridge
# passes through, a word before its relative word ("the person who" names no kind)
_KIND_ASKED: Final = Regex(
    r"\bthe\s+(?:[a-z]+\s+)?(?!(?:for|from|with|into|onto)\b)([a-z]{3,})\s+"
    r"(?:that|which|where|whose|who|in\s+which)\b"
)  # not "for" in "the film for which ..."
# ... nor an office, which a holder's page seldom calls its subject ("the Egyptian president
# who signed ...": "Anwar Sadat ... was an Egyptian army officer and statesman")
_KINDLESS_WORDS: Final = """man woman person people one player entity thing creature group place
    president leader governor mayor senator chancellor premier minister"""
_KINDLESS: Final = frozenset(_KINDLESS_WORDS.split())
# "Who was born first, X or Y?": compares two people's lives
_LIVES_COMPARED: Final = Regex(r"^\s*who\s+(?:was\s+|were\s+)?(?:born|died|die)\b")
# ... or asks of their lives anywhere ("were X and Y both born in ..."); a title's "Born" is
# no life, hence the case
_LIFE_WORD: Final = Regex(r"\b(?:born|died)\b")
# "Which moon was discovered first, X or Y?": the kind of thing compared
_COMPARED_KIND: Final = Regex(
    r"^\s*(?:which|what)\s+(?:[a-z]+\s+)?([a-z]{3,})\s+"
    r"(?:was|is|were|are|did|does|do|has|had|came|won)\b"
)
# A yes/no question's subject: "is jackfruit the biggest tree fruit", of jackfruit
_IS_SUBJECT: Final = Regex(r"^\s*(?:is|are|was|were)\s+(?:a |an |the )?(\w+)", re.IGNORECASE)
# The opening of a factoid question that asks for a type of answer (and its words)
_WANTS: Final = re.compile(
    r"^\s*(?:(?:in|on|at|from) )?(?:(who|when|where|how many|how much)"
    r"|(?:what|which) (year|date))\b"
)
_STANDS_FOR: Final = re.compile(r"\bstands?\s+for\b")
_WANTED: Final = {
    "who": "person",
    "when": "date",
    "year": "date",
    "date": "date",
    "many": "number",
    "much": "number",
    "where": "place",
}


def picked(pattern: Regex, task: str, mine: list[str]) -> int:
    """The index among `mine` of the word `pattern` picks out of the question, or -1."""
    match = pattern.match(task)
    word = fold(match.group(1)) if match else ""
    return mine.index(word) if word in mine else -1


class QuestionShape:
    """A read question's words, names and shape; `Question.of` reads one from its text."""

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
        match = MAKER.search(self.task)
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
            k = picked(_IS_SUBJECT, self.task, self.words[: self.shown])
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
        if sum(w in RELATIVE for w in WORD.findall(self.folded, match.start())) > 1:
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
