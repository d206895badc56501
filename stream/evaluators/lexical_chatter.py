"""What a user types around a question, and verbs a question says in two words, for the
lexical evaluator: "I'm going to Japan next month, what currency do they use?" asks
"what currency do they use?"; "When did Freddie Mercury pass away?" asks when he died.

Written from how people type into a search box or a chatbot, not from any test question.
"""

from __future__ import annotations

import re
from typing import Final

from stream.evaluators.lexical_regex import Regex

# What opens the question proper after what the user said first
_OPENER: Final = (
    r"(?:who|whom|whose|what|when|where|which|why|how|is|are|was|were|do|does|did|can|could"
    r"|should|will|would|has|have|had"
    # ... or a preposition before its question word: "In which year ...?", "At what ...?"
    r"|(?:in|at|on|for|from|to|by|during|with|of|after|before)\s+(?:which|what|whom|how))\b"
)
# A first part ends at a break ("...,", ":", " - ", "...", "but") or in a verb that asks
# ("my kid asked me how many ...", "I can't remember who ..."), before the question proper
_BREAK: Final = re.compile(
    r"\s*(?:[,:;!]|\.{2,}|\u2026|\s[-\u2013\u2014]|\s+but)\s*"
    r"|\s+(?:asked|asks|asking|wondering|wondered|wonder|know|remember|tell|ask)\s+"
    r"(?:me\s+|us\s+)?",
    re.IGNORECASE,
)
_OPENS: Final = Regex(_OPENER, re.IGNORECASE)
# ... and what it may say between that verb and the question: "for her homework"
_ASIDE: Final = re.compile(
    rf"for\s+(?:my|her|his|our|their|a)\s+(?:[\w'-]+\s+){{1,2}}?(?={_OPENER})", re.IGNORECASE
)
# ... which is the user's own talk when it speaks of them ("I", "my", "we"), or says it is
# a question ("quick question", "settle an argument", "sorry if this is silly but"), or
# greets ("hi!"), not a question's own first part
# ("In 1969, who walked on the Moon?", "Telling lies: why do we do it?")
_OWN_WORDS: Final = """i i'm i've i'd me my we we're us our question argument debate bet hi hey
    hello sorry quick planning"""
_OWN: Final = frozenset(_OWN_WORDS.split())
# What the user adds after it: "... and I honestly wasn't sure", "... thanks"
_TAIL: Final = re.compile(
    r"(?:\s*,?\s+(?:and|but|because|so)\s+(?:i|we)\b[^?]*"
    r"|[\s,]+(?:thanks|thank\s+you|thx|cheers|please|pls|lol|haha)[.!]*"
    # ... or what it asks of the answer: "... answer in one word", "... be concise"
    r"|[\s,.;-]+(?:please\s+)?(?:(?:answer|reply|respond)\s+(?:in|with)\s+(?:one|a\s+few|a"
    r"|a\s+single|\d+)\s+(?:word|sentence|line)s?|be\s+(?:brief|concise)|keep\s+it\s+(?:short"
    r"|brief)|cite\s+(?:your\s+)?sources?|short\s+answer|one\s+word\s+answer)"
    r"(?:\s+please)?[.!]*)\s*$",
    re.IGNORECASE,
)
_TAIL_SAID: Final = (
    "i we thanks thank thx cheers please pls lol haha answer reply respond be keep cite"
)
_TAIL_WORDS: Final = frozenset(_TAIL_SAID.split())
_WORD: Final = Regex(r"[\w'\u2019]+")  # "hi!", "question:", "I'm"


# Words of a first part that is only the user's talk: "quick question", "hey there", "ok so"
_TALK_WORDS: Final = "a one just random simple silly dumb stupid small there ok okay so"
_TALK: Final = _OWN | frozenset(_TALK_WORDS.split())


def _only_talk(text: str) -> bool:
    """Whether a first part is nothing but the user's talk ("Quick question", "hey there")."""
    words = _WORD.findall(text.lower())
    return 0 < len(words) <= 4 and all(w in _TALK for w in words)


def _says(text: str, words: frozenset[str]) -> bool:
    """Whether `text` has one of `words` (lower case) as a word: a set's look-up, not a
    search of the text for each (most questions have none)."""
    return not words.isdisjoint(_WORD.findall(text.lower().replace("\u2019", "'")))


# Verbs of two words and the word a passage says them with: "pass away" is "die" ("died",
# "death", `lexical_lexicon`), "break up" a "breakup" ("split", "broke up"); "Who set up
# X?" asks who founded it (not "How do I set up ...?"). Not "come out" (a phone "went on
# sale", a book was "published") nor "come down" (a wall "torn down"): "come" weighs
# nothing, and a word for them would weigh what passages seldom say.
_PHRASAL: Final = (
    (re.compile(r"\bpass(?:es|ed|ing)?\s+away\b", re.IGNORECASE), "die"),
    (re.compile(r"\b(?:break|breaks|broke|breaking)\s+up\b", re.IGNORECASE), "breakup"),
    (re.compile(r"^(\s*who\s+)set\s+up\b", re.IGNORECASE), r"\1founded"),
)
_PHRASAL_WORDS: Final = ("away", " up")


# What frames a question as a chat log or a form writes it: a label ("Q:", "Question:",
# "User:"), quotes around it all, a remark in brackets after it ("(for a school project)")
_LABEL: Final = re.compile(r"\s*(?:q|question|query|user|human|prompt)\s*[:.)]\s+", re.IGNORECASE)
# ... after an instruction to whoever answers it
_LATER_LABEL: Final = re.compile(
    r"[.!]\s+(?:question|query|user|human)\s*:\s+(?=\S)", re.IGNORECASE
)
# ... a log's time stamp before it
# (a time of day or a whole date in it: "[2024] What happened?" asks of 2024)
_STAMP: Final = re.compile(
    r"\[(?=[^\]]{0,30}(?:\d:\d\d|\d[-/.]\d{1,2}[-/.]\d))[\d\s:./TZ+-]{4,30}\]\s*"
)
# ... and the label of the reply it waits for, after it ("Human: ...?\nAssistant:")
_REPLY: Final = re.compile(r"\s+(?:a|answer|assistant|ai|bot|model|response)\s*:$", re.IGNORECASE)
_AROUND: Final = ('""', "''", "\u201c\u201d", "\u2018\u2019", "``")
_REMARK: Final = Regex(
    r"\s*\((?:for|asking|just|i|i'm|im|my|need|curious|sorry|thanks|thank|pls|please|lol|"
    r"homework|school)\b[^()]{0,60}\)\s*([?.!]*)\s*$",
    re.IGNORECASE,
)


# "whats" typed for "what's": "whats the capital of peru"
_TYPED_IS: Final = re.compile(r"\b(what|who|where|when|how)s(?= )", re.IGNORECASE)


def _typed_is(task: str) -> bool:
    """Whether the question may have "whats", "whos", ...: tests of the text, far cheaper than
    the pattern's (most questions have none)."""
    return (
        "hats " in task or "hos " in task or "eres " in task or "hens " in task or "hows " in task
    )


# A voice assistant or a chatbot the user speaks to before the question
# ("Google" or "Gemini" only after a greeting: "Google, Amazon: which is older?" asks of it)
_ADDRESSED: Final = re.compile(
    r"\s*(?:(?:hey|hi|hello|ok|okay|yo)[\s,]+(?:google|gemini|claude|copilot|gpt|bot)\s*[,:]"
    r"|(?:(?:hey|hi|hello|ok|okay|yo)[\s,]+)?(?:siri|alexa|cortana|bixby|chat\s?gpt|assistant)"
    r"\s*[,:])\s*",
    re.IGNORECASE,
)


def framed(task: str) -> str:
    """The question without its frame (`_LABEL`, `_REPLY`, `_ADDRESSED`, `_AROUND`, `_REMARK`), its
    spaces single, one question mark at its end, and "whats" read as "what is"."""
    if "  " in task or "\n" in task or "\t" in task:
        task = " ".join(task.split())
    else:
        task = task.strip()
    if task[:1] == "[" and (stamp := _STAMP.match(task)) and stamp.end() < len(task):
        task = task[stamp.end() :]  # "[2024-03-03 10:15:02] What ...?"
    if ":" in task[:10] or ")" in task[:10] or "." in task[:3]:
        task = _LABEL.sub("", task, count=1) if _LABEL.match(task) else task
    elif ":" in task[:200] and (label := _LATER_LABEL.search(task, 0, 200)):
        task = task[label.end() :]  # "Answer from the context. Question: deepest point ...?"
    if task.endswith(":") and (reply := _REPLY.search(task, max(0, len(task) - 20))):
        task = task[: reply.start()]
    if "," in task[:24] or ":" in task[:24]:  # "Hey Google, ...", "Siri: ..."
        addressed = _ADDRESSED.match(task)
        task = task[addressed.end() :] if addressed and addressed.end() < len(task) else task
    if len(task) > 2 and task[0] + task[-1] in _AROUND and task.count(task[0]) <= 2:
        task = task[1:-1].strip()
    if task.endswith((")", ")?", ").", ")!")):
        task = _REMARK.sub(r"\1", task)
    if task.endswith(("??", "?!", "!?")):  # "what is it??"
        task = task.rstrip("?!") + "?"
    if _typed_is(task):
        task = _TYPED_IS.sub(r"\1 is", task)
    return task


def unwrapped(task: str) -> str:
    """The question without what the user says before and after it, when that is about
    themselves ("my kid asked me how many legs a spider has": "how many legs a spider has"),
    and without a remark after its question mark."""
    if not _OPENS.match(task.lstrip()) and _says(task[:160], _OWN):  # (most questions open
        talk = 0  # where the user's talk ends ("Quick question: deepest point ...")
        for found in _BREAK.finditer(task, 2, 162):  # with their question word: no look)
            if "?" in task[: found.start()]:
                break
            start = found.end()
            if not _OPENS.match(task, start):  # "... wants to know for her homework how ..."
                aside = _ASIDE.match(task, start)
                start = aside.end() if aside else start
            said = task[: found.start()]
            if _OPENS.match(task, start) and _says(said, _OWN):
                talk = start
                break
            if _only_talk(said):
                talk = start
        task = task[talk:]
    asked, mark, after = task.rpartition("?")
    if mark and after.strip() and after.count(" ") < 10:
        task = asked + mark  # "how long did it last? seems like a weird name"
    tail = _TAIL.search(task) if "?" not in task and _says(task, _TAIL_WORDS) else None
    return task[: tail.start()] if tail and tail.start() > 0 else task


def phrased(task: str) -> str:
    """The question with its verbs of two words said in one ("pass away": "die")."""
    lowered = task.lower()
    if not any(word in lowered for word in _PHRASAL_WORDS):
        return task
    for pattern, word in _PHRASAL:
        task = pattern.sub(word, task)
    return task
