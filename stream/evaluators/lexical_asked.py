"""A question as typed, made plain before it is read: what is said around it ("Can you tell
me ...", a chat template's frame), contractions written out, an all-capital or title-cased
question in lower case, common acronyms without dots; and its names: capitalised runs and
quoted phrases (`lexical_question` reads the rest).
"""

from __future__ import annotations

import functools
import re
from typing import Final

from stream.evaluators.lexical_chatter import framed, phrased, unwrapped
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_text import BETWEEN_NAMES, MAX_CHARS, PAREN, STOP

_TOKEN: Final = Regex(r"[^\W_]+(?:['\u2019\-.&][^\W_]+)*|[,;:!?\"\u201c\u201d]")
_QUOTED: Final = re.compile(r'"([^"]{2,})"|\u201c([^\u201d]{2,})\u201d')
# inside a name: "Rub' al Khali", "Mohammed bin Rashid" too
_JOIN_WORDS: Final = "of the de du la le von van der den a an & y del da di d l al el bin ibn"
_JOIN: Final = frozenset(_JOIN_WORDS.split())
_SPLIT: Final = frozenset(BETWEEN_NAMES)
# Words that open a question with a capital without being a name ("According to the 2001
# census, ...", "Besides Kenny G and ...", "Name three best sellers ...", "Define ...")
_OPENING_WORDS: Final = """according besides considered meaning until unlike including following
    despite name define explain describe list give compare summarise summarize tell show"""
_OPENING: Final = STOP | frozenset(_OPENING_WORDS.split())
_NATIONALITY_WORDS: Final = """american british english french german italian spanish canadian
    australian irish scottish welsh japanese chinese indian russian dutch swedish norwegian
    danish finnish polish mexican brazilian korean greek portuguese austrian swiss belgian"""
NATIONALITY: Final = frozenset(_NATIONALITY_WORDS.split())


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


_POSSESSIVE_ENDS: Final = ("'s", "\u2019s")
_CASED_WORD: Final = re.compile(r"[^\W\d_][\w'\u2019]*")
# Words before a name that a page about it may leave out
_NAME_OPENER_WORDS: Final = "the queen king president prince princess emperor empress pope sir dame"
_NAME_OPENERS: Final = frozenset(_NAME_OPENER_WORDS.split())


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


# What a question says before it asks, to a person or a chatbot: "Can you tell me what the
# capital of Australia is?", "Could someone tell me ...", "please tell me ...", "I'd like to
# know ..."
_WRAPPER: Final = Regex(
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
_CONTRACTED: Final = Regex(
    r"\b(where|when|how|why|there|here|that|it|he|she)['\u2019]s\b"
    r"|\b(ca|wo)n['\u2019]t\b|\b(\w+)n['\u2019]t\b"
    r"|\b(what|where|who|when|how|why|which|they|we|you)['\u2019](re|ve|ll|d)\b",
    re.IGNORECASE,
)
_CONTRACTED_TO: Final = {
    "ca": "can",
    "wo": "will",
    "re": "are",
    "ve": "have",
    "ll": "will",
    "d": "did",
}


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
_DOTTED: Final = re.compile(r"\b(?:[A-Z]\.){2,4}(?![A-Za-z])")
_DOTTED_ACRONYMS: Final = frozenset(("us", "usa", "uk", "eu", "un", "uae", "ussr", "dc"))


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
