"""Passages about another thing than the one the question asks of: lexical rules that keep
such a passage from answering alone (`lexical_judge.Judge.alone` asks each of them).

- A title that holds a name of the question inside another thing's name, mostly words the
  question does not say (`other_thing`: "Louvre Abu Dhabi" for the Louvre), or beside a
  word the name does not have where it has another (`namesake`: "Spitzer Space Telescope"
  for the Hubble Space Telescope).
- A text that writes a word of the question only inside names with another word where the
  question has one (`other_name`: "Venus Williams" for "serena williams ...").
- A titled page about another thing than the one a list question names: its list is that
  thing's (`listed_elsewhere`: "Poland" for "Which countries border Germany?").
- A passage that gives a year, for a question of how a thing works or why it is so
  (`dated`: "Edward Jenner tested the first vaccine in 1796" for "How do vaccines work?").
- A passage that names no place but the question's, for "Where is X?" (`placeless`: "The
  Louvre's pyramid opened in 1989" for "Where is the Louvre?").
- A passage that mentions X without saying what it is, for "What is X?" (`undefined`:
  "Central banks raise rates when inflation is high" for "What is inflation?").
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import TYPE_CHECKING, Final

from stream.evaluators.lexical_faq import entry_question
from stream.evaluators.lexical_kinds import AMOUNT
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_search import has_phrase, positions
from stream.evaluators.lexical_text import STOP, WORD, fold, stem_runs

if TYPE_CHECKING:
    from stream.evaluators.lexical_judge import Judge

_OTHER_THING: Final = 0.5  # a title the question names less of than this is about another thing
_DATED: Final = re.compile(r"\b(?:1\d{3}|20\d{2})s?\b")  # a year: "in 1796", "the 1860s"
_BOUNDARY: Final = re.compile(r"\b(?:begins?|starts?|ends?)\b")  # "Where does space begin?"


def other_thing(j: Judge, i: int) -> bool:
    """Whether passage i's title holds one of the question's names inside the name of
    another thing, mostly words the question does not say ("Louvre Abu Dhabi" for
    "Where is the Louvre museum?"): a page about that thing answers nothing alone."""
    p = j.ps[i]
    if not j.head_hits[i] or p.line or i in j.about:
        return False  # no title, or none of the question's words in it
    if not any(has_phrase(s.phrase, p.head) for s in j.spans if not s.setting):
        return False
    return j.title_share(i)[0] < _OTHER_THING


def namesake(j: Judge, i: int) -> bool:
    """Whether passage i's title names another thing of the kind a name of the question
    names: a word of the name beside one the question does not say, where the name has
    another ("Spitzer Space Telescope" for "the Hubble Space Telescope"). A page about
    that thing answers nothing alone; a plain word beside it ("the first modern Olympic
    Games" for "1896 Summer Olympics") tells no other thing, so only names count."""
    p = j.ps[i]
    if not j.head_hits[i] or p.line or i in j.about:
        return False
    said = j.q.run_stems
    title = stem_runs(WORD.findall(p.key))
    mine = {w for run in title for w in run}
    for name in j.name_runs:
        for t in title:
            for a, b in itertools.product(range(len(t)), range(len(name))):
                if t[a] != name[b]:
                    continue
                if a and b and t[a - 1] not in said and name[b - 1] not in mine:
                    return True  # "Spitzer" where the name has "Hubble"
                after = a + 1 < len(t) and b + 1 < len(name)
                if after and t[a + 1] not in said and name[b + 1] not in mine:
                    return True
    return False


def other_name(j: Judge, i: int) -> bool:
    """Whether passage i writes a word of the question only inside names that put
    another word where the question has one the passage lacks ("Venus Williams" for
    "serena williams grand slam titles"): a page about another thing of that name."""
    hits = j.hits[i]
    pairs = []
    for a, b in j.q.word_pairs:
        ka, kb = j.by_stem.get(a), j.by_stem.get(b)
        if ka is None or kb is None:
            continue
        held_a, held_b = bool(hits >> ka & 1), bool(hits >> kb & 1)
        if held_a and not held_b:
            pairs.append((a, 1))  # the word after it is missing
        elif held_b and not held_a:
            pairs.append((b, -1))  # the word before it is missing
    if not pairs:
        return False
    said = j.q.run_stems
    p = j.ps[i]
    found = [stem_runs(WORD.findall(n)) for n in names(p.text) if not (p.line and n == p.key)]
    for word, side in pairs:
        inside = [
            (run, at) for runs in found for run in runs for at, w in enumerate(run) if w == word
        ]
        if inside and all(
            0 <= at + side < len(run) and run[at + side] not in said for run, at in inside
        ):
            return True
    return False


def listed_elsewhere(j: Judge, i: int) -> bool:
    """Whether passage i is a titled page about another thing than the one a list
    question names: its list is that thing's ("Poland" for "Which countries border
    Germany?")."""
    p = j.ps[i]
    if not j.q.lists or not p.titled or p.line or i in j.about:
        return False
    named = [s for s in j.spans if not s.setting]
    if not named or any(has_phrase(s.phrase, p.head) for s in named):
        return False
    return j.title_share(i)[0] < 1.0  # "Suite (music)" for the dances of a Baroque suite


def dated(j: Judge, i: int) -> bool:
    """Whether passage i tells of a year where the question asks how a thing works or
    why it is so: a story of its past (its inventor, a famous one), not how it works."""
    if not (j.q.timeless and _DATED.search(j.ps[i].body)):
        return False
    # an FAQ entry that asks the question itself answers it, its history and all ("Q: Why
    # are post boxes red? A: ... in 1874 the Post Office switched to red")
    return not j.asks_itself(i)


# A superlative ranked below the top ("the second smallest country"), or of a place the
# question does not name ("the deepest point of the Atlantic Ocean", "the smallest country
# in Africa"): not the one asked for
_RANKED: Final = ("second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th")
_SUPERLATIVE: Final = re.compile(r"\w{2,}est|first|last|most|least")
_EVERYWHERE: Final = frozenset(("earth", "world", "planet", "globe"))
_OF_PLACE: Final = re.compile(r"(?:\s+[a-z]\w*){0,2}?\s+(?:in|of|on)\s+(?:the\s+)?([A-Z]\w+)")
# A question's own place: "the largest lake in Africa" (folded)
_IN_PLACE: Final = re.compile(r"\b(?:in|of|on)\s+(?:the\s+)?([a-z]\w+)")


def _scoped(j: Judge) -> bool:
    """Whether the question names a place its superlative holds in, other than the world."""
    return any(s.setting for s in j.spans) or any(
        m.group(1) not in _EVERYWHERE for m in _IN_PLACE.finditer(j.q.folded)
    )


def ranked_below(j: Judge, i: int, places: bool = True) -> bool:
    """Whether passage i says a superlative of the question ("smallest", "first") only
    ranked below the top ("the second smallest country in the world", "the third-largest
    lake") or of a place the question does not name ("the smallest country in Africa"),
    where the question does not: it names another thing. Without `places`, only the
    ranking counts (a hop may say its superlative of a wider place: the Dufourspitze, "the
    highest peak of Switzerland", is Monte Rosa's highest peak)."""
    asked = [w for w in j.q.words[: j.q.shown] if _SUPERLATIVE.fullmatch(w)]
    if not asked or any(w in j.q.words for w in _RANKED):
        return False
    text = j.ps[i].text
    for w in asked:
        found = other = 0
        for m in re.finditer(rf"\b{w}\b", text, re.IGNORECASE):
            found += 1
            before = text[max(0, m.start() - 8) : m.start()].rstrip(" -").lower()
            place = _OF_PLACE.match(text, m.end()) if places and w.endswith("est") else None
            elsewhere = place is not None and fold(place.group(1)) not in j.q.words
            if elsewhere and place and fold(place.group(1)) in _EVERYWHERE:
                # "on Earth" is "in the world", and answers a question of no place; the
                # world's largest lake is not the question's "largest lake in Africa"
                elsewhere = _scoped(j) and not _EVERYWHERE & set(j.q.words)
            other += before.endswith(_RANKED) or elsewhere
        if found and found == other:
            return True
    return False


# A place a passage names: a capitalised word after a word of place ("in central Paris")
_PLACE: Final = re.compile(
    r"\b(?:in|at|near|on|off|across|of|from|between)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}?"
    r"([A-Z\u00c0-\u00de][^\W\d_]+)"
)


# A place in software: a menu path ("Settings > Billing"), an address, a file's path
_SOFTWARE_PLACE: Final = re.compile(
    r"\w\s*>\s*[A-Z]|https?://|\bwww\.|(?:^|[\s`(])~?/[\w.-]+/|\b[a-z][\w-]*(?:\.[a-z][\w-]*){2,}"
)


# A count beside the word it counts: "two small, lumpy moons", "Legs: six", "many nuclei",
# "no legs", not "three times a day" for "How many moons ...?"
_COUNT_WORDS: Final = (
    r"\b(?:many|no|several|multiple|countless|numerous|hundreds|thousands|millions)\b"
)
_COUNT_BEFORE: Final = re.compile(
    rf"(?:{AMOUNT.pattern}|{_COUNT_WORDS})(?:\s+[\w'-]+,?){{0,3}}\s*$"
)
_COUNT_AFTER: Final = re.compile(  # ("a wolf pack usually has six", "Players per side: 15")
    r"\w*(?:\s+[\w'-]+){0,3}?\s*(?::|\bis\b|\bare\b|\bwas\b|\bwere\b|\bnumber\w*|\btotal\w*)?\s*"
    rf"(?:about|around|over|some|nearly|roughly|just|only|exactly)?\s*{AMOUNT.pattern}"
)


def uncounted(j: Judge, i: int) -> bool:
    """Whether, for "How many X ...?", passage i writes X but no number beside it: a
    number of something else ("Phobos goes round three times a day" for "How many moons
    does Mars have?")."""
    k = j.q.counted
    if k < 0 or entry_question(j.ps[i].text):
        return False  # (an FAQ entry asks its count first and answers it after)
    body = j.ps[i].body
    if "|" in body and "---" in body:
        return False  # a table: its counts are in other cells than its words
    counted = [k] if j.q.counted_too < 0 else [k, j.q.counted_too]  # "sick days": days too
    found = [at for c in counted for at in positions(j.terms[c], body)]
    return bool(found) and not any(
        _COUNT_BEFORE.search(body, max(0, at - 40), at) or _COUNT_AFTER.match(body, at)
        for at in found
    )


def placeless(j: Judge, i: int) -> bool:
    """Whether a short "Where ...?" question's passage names no place but the question's
    ("in Paris" answers "Where is the Louvre?", "opened in 1989" does not); "Where does
    space begin?" asks for a boundary, which may be a height. A help page's place is in
    the software ("under Settings > Billing", "at logs.example.com", "in /var/log/")."""
    q = j.q
    if q.wants != "place" or q.bridged or not q.short or _BOUNDARY.search(q.folded):
        return False
    own = q.folded
    p = j.ps[i]
    text = p.text[len(p.head) :] if p.titled else p.text[p.lead :]  # (a trail, "Home >
    # Travel", is no menu path)
    if _SOFTWARE_PLACE.search(text):
        return False
    # "one of the driest places on Earth" says where it ranks, not where it is
    return all(
        fold(m.group(1)) in own or fold(m.group(1)) in _EVERYWHERE for m in _PLACE.finditer(text)
    )


# "What is X?", "what is a haboob": a question that asks only what a thing is (not "What are
# the noble gases?", which asks for a list most often, nor "What is the Swiss currency?", a
# thing by its name, which the text gives after it: "The Swiss franc is its currency")
# ... and so "What does X mean?", "What does X stand for?", "the meaning of X", "define X"
_QUOTE: Final = "['\"\u2018\u2019\u201c\u201d]?"
_CALLED: Final = r"(?:the\s+(?:word|term|phrase|expression|abbreviation|acronym|name)\s+)?"
_WHAT_IS: Final = re.compile(
    rf"^\s*(?:(?:what\s+is\s+)?the\s+(?:meaning|definition)\s+of\s+(?:an?\s+)?{_CALLED}"
    r"|what\s+is\s+(?:an?\s+)?"
    rf"|what\s+(?:does|do)\s+(?:an?\s+)?{_CALLED}(?=.*\s(?:mean|stand\s+for)\s*\??\s*$)"
    rf"|(?:define|definition\s+of|meaning\s+of)\s+(?:an?\s+)?{_CALLED})"
    rf"{_QUOTE}([a-z][\w\s'-]*?){_QUOTE}(?:\s+(?:mean|stand\s+for))?\s*\??\s*$"
)
# ... not a measure or a rank ("What is the largest ape?", "what is normal blood pressure")
_NOT_A_THING: Final = re.compile(
    r"\b(?:\w{2,}est|most|least|first|last|best|worst|main|normal|average|usual|typical)\b"
)
# What says what a thing is, after it: "X is a", "X are the", "X is black volcanic glass",
# "X refers to", "X happens when", "X, a", "X: ", "X (...) is"; and before it: "called X",
# "known as a X", "the term X", "These X" (after what they are). Not "X is high", "X is
# popular in": a word of state, then nothing or a word of the sentence's frame.
_COPULA: Final = r"\s+(?:is|are|was|were)\s+"
_ADVERB: Final = (
    r"(?:also|often|usually|sometimes|commonly|generally|simply|essentially|basically|not)"
)
_FRAME_WORDS: Final = STOP | frozenset(("because", "since", "unless", "although", "though"))
_DEFINES_AFTER: Final = re.compile(
    rf"(?:e?s)?(?:\s*\([^)]{{0,80}}\))?(?:{_COPULA}(?:{_ADVERB}\s+)?"
    r"(?:an?|the|one|any|what|when|how|where|something|defined|called|known|made|caused|used"
    r"|formed|\w+ed\s+(?:by|from|of|when|as))\b"
    r"|\s+(?:refers?|means?|describes?|denotes?|stands?)\b|\s+is\s+short\s+for\b"
    r"|\s*,\s*(?:short|latin|greek|french|german|italian|spanish|japanese|arabic)\s+for\b"
    r"|\s+(?:happens?|occurs?)\s+when\b"
    r"|\s*,\s*(?:an?|the|also|or)\b|\s*[:\u2014]|\s+-\s)"
)
_STATE_THEN: Final = re.compile(rf"(?:e?s)?{_COPULA}(?:{_ADVERB}\s+)?(?:[a-z-]+,?\s+)+?([a-z]+)")
_DEFINES_BEFORE: Final = re.compile(
    r"\b(?:(?:called|known\s+as|termed)\s+(?:an?\s+|the\s+)?|these\s+|such\s+|(?:word|term)\s+)$"
)
# ... nor one's own or another's ("Our API is rate-limited", "Halley's comet was last seen"),
# nor a rank ("The Aletsch glacier is the largest in the Alps")
_SOMEONES: Final = re.compile(r"(?:\b(?:our|your|my|their|its|his|her)|'s)\s+$")
_A_RANK: Final = re.compile(rf"(?:e?s)?{_COPULA}the\s+(?:\w+est|most|least|first|last|only)\b")


def _defines(text: str, at: int, end: int) -> bool:
    """Whether `text` says what the thing it writes at `at`..`end` is."""
    if _SOMEONES.search(text, max(0, at - 8), at) or _A_RANK.match(text, end):
        return False
    if _DEFINES_AFTER.match(text, end) or _DEFINES_BEFORE.search(text, max(0, at - 20), at):
        return True
    state = _STATE_THEN.match(text, end)  # "are icy bodies", not "is popular in"
    return state is not None and state.group(1) not in _FRAME_WORDS


@functools.lru_cache(maxsize=256)
def asked_thing(folded: str, words: tuple[str, ...]) -> str:
    """The thing a question asks what it is ("black hole" in "What is a black hole?"), when
    that is all it asks (every word of it is the question's own); "" otherwise."""
    match = _WHAT_IS.match(folded)
    if not match:
        return ""
    thing = match.group(1)
    said = thing.split()
    if not 0 < len(said) <= 4 or _NOT_A_THING.search(thing) or not set(said) <= set(words):
        return ""
    return thing


_MEANING_ASKED: Final = re.compile(r"\b(?:mean|meaning)\b")  # (an acronym's page spells it out)
# ... which a passage says of it: "X means", "X is Latin for", "named after", "short for"
_MEANS_WORDS: Final = (
    r"\b(?:means?|meaning|meant|stands?\s+for|short\s+for|named\s+(?:after|for)|comes?\s+from"
    r"|derived|derives|refers?\s+to|literally|translat\w+|abbreviation|acronym"
    r"|(?:word|term|phrase|name|slang|[a-z]+(?:ish|ese|an|ic|ch|in|it))\s+for)\b"
)
# anywhere in a text (no leading words: a search tries each)
_MEANS: Final = re.compile(_MEANS_WORDS)
_MEANS_AFTER: Final = re.compile(rf"(?:is\s+|was\s+|,\s*)?(?:\w+\s+){{0,2}}?{_MEANS_WORDS}")


def undefined(j: Judge, i: int) -> bool:
    """Whether, for "What is X?", passage i mentions X without saying what it is ("a black
    hole's shadow was published", "when inflation is high"): a page titled X, an FAQ entry
    asking it, or a text with "X is a ...", "X refers to", "X, a ...", "called X" says it.
    X's last word is looked for in any of its forms ("encyclopaedia", "comets"); a passage
    that writes X otherwise is not read."""
    q = j.q
    thing = asked_thing(q.folded, tuple(q.words[: q.shown]))
    if not thing:
        return False
    p = j.ps[i]
    headed = p.titled and has_phrase(thing, p.head)
    # "What does the name Samsung mean?": its page says what Samsung is, not what its
    # name means, unless it says so ("Korean for 'three stars'")
    meaning_asked = bool(_MEANING_ASKED.search(q.folded))
    means = meaning_asked and bool(_MEANS.search(p.body))
    if headed and (means or not meaning_asked):
        return False
    if j.asks_itself(i):
        return False
    text = p.body
    first = text[: text.find("\n")] if "\n" in text else ""
    if first.endswith("?") and has_phrase(thing, first):
        return False  # an entry asking it: "What does 'al dente' mean?\nIt is Italian for"
    *before, last = thing.split()
    lead = " ".join(before) + " " if before else ""
    seen = False
    for t in j.terms[: q.shown]:
        if t.word != last:
            continue
        for form, _ in t.forms:
            at = text.find(lead + form)
            while at >= 0:
                end = at + len(lead) + len(form)
                while end < len(text) and text[end].isalpha():
                    end += 1  # the rest of the word: "comets", "encyclopaedias"
                if at == 0 or not text[at - 1].isalnum():
                    if _defines(text, at, end) or (means and _MEANS_AFTER.match(text, end + 1)):
                        return False
                    seen = True
                at = text.find(lead + form, at + 1)
    return seen or headed  # (X written another way, "catalogue number": not read here)


# "the capital of Australia": a word of the question, "of", then one of its names
_OF_NAME: Final = r"\b([a-z]+)\s+of\s+(?:the\s+)?{name}\b"
# ... and in a passage, what follows the word up to its "of" ("the capital city of", "the
# capital and largest city of"), and what that "of" is of, to the sentence's end
_UP_TO_OF: Final = re.compile(
    r"\w*(?:\s+(?!(?:is|was|are|were|has|had|have|will)\b|(?:and|or)\s+(?:the|a|an|its|their)\b)"
    r"[\w-]+){0,3}?\s+of\s+([^.;:!?]{0,60})"
)  # (not across a verb, "wife was Catherine of Aragon", nor into a thing of its own:
# "Canada's capital and the home of its federal Parliament"; "capital and largest city of")
# ... which is no one's when it is an amount ("a population of about 14 million")
_AMOUNT_OF: Final = re.compile(
    r"(?:about|around|over|some|nearly|almost|roughly|more|less|up|just)\b|\d"
)


@functools.lru_cache(maxsize=1024)  # asked of each passage: worked out once a question
def _word_of(name: str, folded: str) -> str:
    """The question's word that is the name's: "capital" in "the capital of australia"."""
    match = re.search(_OF_NAME.format(name=re.escape(name)), folded)
    return match.group(1) if match else ""


def of_another(j: Judge, i: int) -> bool:
    """Whether, for "What is the capital of Australia?", passage i gives the question's word
    only as another thing's: each "capital" it writes is "the capital of" something that is
    not Australia ("the capital of the state of New South Wales", "once the capital of the
    Inca Empire"). A passage that says it of no one ("Australia's capital") is read as before."""
    q = j.q
    body = j.ps[i].body
    for span in j.spans:
        if span.setting or span.phrase not in body:
            continue
        word = _word_of(span.phrase, q.folded)
        k = q.words.index(word) if word in q.words[: q.shown] else -1
        if k < 0 or word in STOP:
            continue
        owners = []
        for at in positions(j.terms[k], body):
            of = _UP_TO_OF.match(body, at)
            if of is None or _AMOUNT_OF.match(of.group(1)):
                return False  # said of no one, or an amount: not read
            owners.append(of.group(1))
        if owners and not any(
            has_phrase(span.phrase, owner) and not _part_named(span.phrase, owner)
            for owner in owners
        ):
            return True
    return False


# Words that make a place's name another place's: "Inner Mongolia", "New South Wales"
_PART_OF_NAME_WORDS: Final = """inner outer upper lower north south east west northern southern
    eastern western new greater little"""
_PART_OF_NAME: Final = frozenset(_PART_OF_NAME_WORDS.split())


def _part_named(phrase: str, owner: str) -> bool:
    """Whether `owner` names the phrase only inside another place's name ("the capital of
    Inner Mongolia" is not Mongolia's)."""
    words = WORD.findall(owner)
    size = len(phrase.split())
    for at in range(1, len(words) - size + 1):
        if " ".join(words[at : at + size]) == phrase and words[at - 1] in _PART_OF_NAME:
            return True
    return False
