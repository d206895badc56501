"""The page about a question's one subject: lexical rules that pick, among the passages,
the one about the thing a short question asks of (`lexical_judge.Judge` calls them).

- Who made it, or when it began (`origin_pages`): the page whose title, or whose web
  snippet's last breadcrumb, is the subject's name, holding an answer of the type asked;
  or an untitled passage that says how the subject began right beside it ("Microsoft was
  set up in 1975 by Bill Gates and Paul Allen").
- How or why (`own_pages`): the page whose title is a run of the question's words, in any
  form, holding half its other words.
- Why, where no passage answers alone (`cause_pages`): the one passage giving a cause; or
  the one page about what happened to the named thing (`event_pages`: "Tay Bridge
  disaster", "Repeal of Prohibition").
- A namesake's page ("X (1995 TV series)" beside "X", `namesake_pages`) answers nothing
  alone.
- A short list question's page (`list_pages`): the one titled with its one name, or
  without names with words of the question only ("Biathlon" for "Which sports are combined
  in the biathlon?").
- Of passages that answer alike, the one about the subject: a web snippet titled with its
  name (`snippets_about`), without names a page titled with the question's words
  (`titled_by_words`), an FAQ entry whose own question holds the user's words
  (`entries_about`), an untitled passage that opens with it (`doer_first`).
"""

from __future__ import annotations

import itertools
import re
from typing import TYPE_CHECKING, Final

from stream.evaluators.lexical_compare import bits
from stream.evaluators.lexical_faq import asks_else, entry_question
from stream.evaluators.lexical_others import namesake, other_thing
from stream.evaluators.lexical_passages import snippet_title, topic
from stream.evaluators.lexical_search import ORIGIN, answers, find, has_phrase
from stream.evaluators.lexical_text import PAREN, POSSESSIVE, STOP, WORD, fold, question_words, stem

if TYPE_CHECKING:
    from stream.evaluators.lexical_judge import Judge

# How a text says that someone made or began a thing, in any of the ways it may: "set up",
# "patented", "came up with", "first described" (not "stole", "bought", "restored")
_ORIGIN_SAID: Final = re.compile(
    r"\b(?:invent|discover|found(?:ed|er|ers|ing|ation)?\b|establish|creat(?:e|ed|es|ing|ion|or)\b"
    r"|start|began\b|begun\b|begin|open(?:ed|s|ing)?\b|buil[dt]|wr[io]t|compos|paint|design"
    r"|develop|launch|introduc|form(?:ed|s)?\b|publish|releas|set\s+up\b|devis|patent|propos"
    r"|pioneer|c[ao]me?\s+up\s+with|identif|isolat|first\s+describ|coined|conceiv)"
)
_OWN_REST: Final = 0.5  # a how/why question's own page holds this share of its other words
_NEAR_ORIGIN: Final = 35  # characters: an untitled text says how its subject began this near it
_OPENING: Final = 24  # characters: a passage that names a thing this early is about it


def origin_pages(j: Judge) -> list[int]:
    """The passages about the one thing a short factoid question names (their title,
    or their breadcrumbs' last part, is its name) that hold an answer of the type it
    asks for, and all its other words but one, its verb: "Who discovered X-rays?" is
    answered by "X-ray: ... Wilhelm Röntgen came across them in 1895", which never says
    "discovered"; "Linux mascot: ... drawn by Larry Ewing" is about another thing. An
    untitled passage answers when a verb of origin stands right beside the subject, in any
    form ("set up", "patented")."""
    q = j.q
    if not q.wants or not q.short or q.bridged or q.relation or j.n < 2:
        return []
    spans = [s for s in j.spans if not s.setting]
    if spans:
        subjects = [(s.phrase, s.mask) for s in spans]
    else:
        subjects = []
        for text, setting in q.names:
            indices = j._indices(text)
            if indices and not setting:
                subjects.append((fold(text).strip(), bits(indices)))
    if not subjects and not q.names:  # "Who discovered hafnium?": its one other word, or
        # its other words as they stand together ("who invented the printing press")
        weighed = [k for k in range(q.shown) if q.prior[k] == 1.0 and not j.terms[k].kind]
        things = [k for k in weighed if stem(q.words[k])[0] not in ORIGIN]
        phrase = " ".join(q.words[k] for k in things)
        if len(weighed) == len(things) + 1 and things and has_phrase(phrase, q.folded):
            subjects.append((phrase, bits(things)))
    if len(subjects) != 1:
        return []
    phrase, mask = subjects[0]
    phrase = POSSESSIVE.sub("", phrase).removeprefix("the ")
    verbs = [  # the question's words beside its subject and the type it asks
        k
        for k, t in enumerate(j.terms[: q.shown])
        if not (mask >> k & 1 or t.kind or q.prior[k] < 1.0)
    ]
    if len(verbs) != 1 or stem(q.words[verbs[0]])[0] not in ORIGIN:
        return []  # not "who made it", "when did it begin": a page may tell of another
    out = []
    for i, p in enumerate(j.ps):
        name = topic(p)
        if not name and not p.titled:
            # untitled: a verb of origin right beside the subject ("Microsoft was set up")
            if _originated(phrase, p.body) and answers(q.wants, p.text, phrase):
                out.append(i)
            continue
        if not name or not (has_phrase(phrase, name) and has_phrase(name, phrase)):
            continue
        if p.titled and "(" in p.head:
            continue  # "Frankenstein (1931 film)": a page about a namesake
        start = len(p.head) if p.titled else p.lead  # its text, past its title
        if answers(q.wants, p.text[start:], phrase):
            out.append(i)
    return out


def _whole_at(text: str, at: int, size: int) -> bool:
    """Whether the words found at `at` stand whole in the text, a plural or possessive
    ending allowed ("printing presses", "Rome's"), not inside another word."""
    if at and text[at - 1].isalnum():
        return False
    end = at + size
    for ending in ("es", "s"):
        if text.startswith(ending, end):
            end += len(ending)
            break
    return end >= len(text) or not text[end].isalnum()


def _originated(phrase: str, body: str) -> bool:
    """Whether a text says how its subject began right beside it: a verb of origin within
    `_NEAR_ORIGIN` characters, in the same sentence ("Microsoft was set up in 1975 by ...",
    not "The House of the Spirits, published in 1982, is often compared to X")."""
    at = body.find(phrase)
    while at >= 0:
        if not _whole_at(body, at, len(phrase)):  # "rome" in "syndrome"
            at = body.find(phrase, at + 1)
            continue
        lo, hi = max(0, at - _NEAR_ORIGIN), min(len(body), at + len(phrase) + _NEAR_ORIGIN)
        for m in _ORIGIN_SAID.finditer(body, lo, hi):
            a, b = sorted((m.start(), at))
            if ". " not in body[a:b]:
                return True
        at = body.find(phrase, at + 1)
    return False


def own_pages(j: Judge, near: float) -> list[int]:
    """The passages about the thing a short how/why question asks of: their title, or
    their breadcrumbs' (or snippet title's) last part, is a run of the question's words,
    in any form ("Tide" for "How does the Moon cause tides?", "How GPS works" for "How
    does GPS work?"), not a namesake's ("Frankenstein (1931 film)"); they hold the
    question's names and half its other words ("Thermos: a brand name" does not answer
    "How does a thermos flask keep drinks hot?", nor "Dam" "How does a hydroelectric dam
    make electricity?")."""
    q = j.q
    if not (q.short and q.explains) or q.bridged or j.comparison or j.n < 2:
        return []
    runs, run = [], []  # the question's words in runs that stop words break
    for w in [*question_words(q.task), "the"]:
        if w not in STOP:
            run.append(w)
        elif run:
            runs += [run[a:b] for a in range(len(run)) for b in range(a + 1, len(run) + 1)]
            run = []
    out = []
    for i, p in enumerate(j.ps):
        name = topic(p)
        if not name or (p.titled and "(" in p.head):
            continue
        words = [w for w in WORD.findall(name) if w not in STOP]
        if name.startswith("how ") and words[-1:] in (["work"], ["works"]) and len(words) > 1:
            words.pop()  # "How air source heat pumps work": about air source heat pumps
        said = [r for r in runs if len(r) == len(words) and all(map(_same, r, words))]
        if not said:
            continue
        keys = [j.by_stem.get(stem(w)[0]) for w in said[0]]
        if not any(k is not None and q.prior[k] == 1.0 for k in keys):
            continue  # "How it works": a light word only
        if any(j.hits[i] & s.mask != s.mask for s in j.spans if not s.setting):
            continue
        rest = [
            k for k in range(q.shown) if q.prior[k] == 1.0 and k not in keys and q.words[k] != "why"
        ]
        held = sum(1 for k in rest if j.hits[i] >> k & 1)
        if held < _OWN_REST * len(rest):
            continue
        out.append(i)
    if not out:
        return []
    best = max(j.q_cover[i] for i in out)
    return [i for i in out if j.q_cover[i] >= near * best]


def cause_pages(j: Judge) -> list[int]:
    """The passage that gives a cause for what a why-question asks of its subject, where
    none holds enough of its words to answer alone: it holds the subject (the word after
    "do", "does", and the question's names), a cause ("because", "so", "leads to", ...)
    and one more of the question's words, and is the only one that holds as much
    ("A solid lump of steel sinks because ... a ship's hull is a thin steel shell" for
    "Why do ships float even though they're made of steel?")."""
    q = j.q
    words = q.words[q.shown :]
    if not q.short or "why" not in words or q.bridged or j.comparison or j.n < 2:
        return []
    need = 1 << (q.shown + words.index("why"))
    if q.doer >= 0:
        need |= 1 << q.doer
    for s in j.spans:
        if not s.setting:
            need |= s.mask
    if need.bit_count() < 2:
        return []  # no subject
    more = bits([k for k in range(q.shown) if q.prior[k] == 1.0]) & ~need
    scores = []
    for i, hits in enumerate(j.hits):
        if hits & need != need or not hits & more:
            continue
        if other_thing(j, i) or (j.name_runs and namesake(j, i)):
            continue
        if asks_else(j.ps[i].text, q.task):
            continue
        scores.append((j.q_cover[i], i))
    if not scores:
        return []
    best = max(scores)[0]
    top = [i for c, i in scores if c >= best]
    return top if len(top) == 1 else []


def namesake_pages(j: Judge) -> set[int]:
    """The titled passages about a namesake of another passage's subject: "X (1995 TV
    series)" beside "X", where the question says nothing of the qualifier."""
    plain = {p.key for p in j.ps if p.titled and "(" not in p.head}
    out = set()
    for i, p in enumerate(j.ps):
        if not p.titled or "(" not in p.head or p.key not in plain:
            continue
        match = PAREN.search(p.head)
        said = match and any(
            stem(w)[0] in j.by_stem
            for w in WORD.findall(match.group())
            if w not in STOP and not w.isdigit()
        )
        if not said:
            out.add(i)
    return out


def _same(a: str, b: str) -> bool:
    """Whether two (folded) words are one, in any of their forms ("glaciers", "glacier")."""
    return a == b or has_phrase(a, b) or has_phrase(b, a)


def snippets_about(j: Judge, chosen: list[int]) -> list[int]:
    """Of `chosen`, the web snippets whose breadcrumbs or title end in one of the
    question's names, or without names, in a run of its words ("Mojito"), and the passages
    that say of nothing what they are about; [] when no snippet is about it."""
    named = {s.phrase.removeprefix("the ") for s in j.spans if not s.setting}
    mine = set(j.q.words[: j.q.shown])

    def about(title: str) -> bool:
        if named:
            return title in named
        words = [w for w in WORD.findall(title) if w not in STOP]
        return bool(words) and all(w in mine for w in words)

    heads = {i: (topic(j.ps[i]), snippet_title(j.ps[i])) for i in chosen}  # each read once
    found = {i for i in chosen if not j.ps[i].titled and any(about(h) for h in heads[i])}
    return [i for i in chosen if i in found or not any(heads[i])] if found else []


def titled_by_words(j: Judge, i: int) -> bool:
    """Whether passage i's title says nothing but the question's words (and numbers):
    "1883 eruption of Krakatoa" for "krakatoa eruption year", not "Anak Krakatau"."""
    words = [w for w in WORD.findall(j.ps[i].key) if w not in STOP and not w.isdigit()]
    return bool(words) and all(stem(w)[0] in j.q.stems for w in words)


def doer_first(j: Judge, chosen: list[int]) -> list[int]:
    """Of untitled `chosen`, those that open with what the question asks about (its word
    after "do": "violin" in "how many strings does a violin have"), when some do and some
    open with another thing ("The viola looks much like a violin"); [] otherwise."""
    if j.q.doer < 0 or any(j.ps[i].titled for i in chosen):
        return []
    term = j.terms[j.q.doer]
    opening = [j.ps[i].body[j.ps[i].lead :][:_OPENING] for i in chosen]
    first = [i for i, text in zip(chosen, opening, strict=True) if find(term, text) >= 0]
    return first if 0 < len(first) < len(chosen) else []


def headed(j: Judge, chosen: list[int]) -> list[int]:
    """Of `chosen`, the titled ones whose heading holds every word of the question that
    weighs ("Rubella (German measles): symptoms", not "Rubella: the facts", for "What are
    the symptoms of rubella?"), and the untitled ones; [] when no heading holds them all,
    or every one does."""
    weighed = j.weighed
    titled = [i for i in chosen if j.ps[i].titled]
    holding = [i for i in titled if all(find(t, j.ps[i].head) >= 0 for t in weighed)]
    if not weighed or not holding or len(holding) == len(titled):
        return []
    return [i for i in chosen if i in holding or not j.ps[i].titled]


_FIRST_TO: Final = re.compile(r"\b(?:first|last|second|third) \w+(?:'s)? to\b")


def phrased(j: Judge, chosen: list[int]) -> list[int]:
    """Of `chosen`, those that say most of the question's pairs of words as it does, side
    by side ("the first iPad", not "The iPad mini ... its first model", for "when did the
    first ipad come out"), when some say more than others; [] otherwise."""
    words = question_words(j.q.task)
    pairs = [f"{a} {b}" for a, b in itertools.pairwise(words) if a not in STOP and b not in STOP]
    if not pairs:
        return []
    # "the first DVD to sell a million" is the first of another kind, not the first DVD
    bodies = {i: _FIRST_TO.sub(" ", j.ps[i].body) for i in chosen}
    said = {i: sum(has_phrase(pair, bodies[i]) for pair in pairs) for i in chosen}
    most = max(said.values())
    if not most or min(said.values()) == most:
        return []
    return [i for i in chosen if said[i] == most]


def entries_about(j: Judge, chosen: list[int]) -> list[int]:
    """Of `chosen`, the FAQ entries whose own question holds every word of the question that
    weighs ("Q: How do I cancel a Direct Debit?" for "how do i cancel a direct debit", not
    "Q: How do I stop a recurring card payment?"), and the passages that are no entry; []
    when no entry's question holds them all, or every entry's does."""
    entries = [i for i in chosen if entry_question(j.ps[i].text)]
    holding = [i for i in entries if j.asks_itself(i)]
    if not holding or len(holding) == len(entries):
        return []
    return [i for i in chosen if i in holding or i not in entries]


# What happened to a thing, as a page's title says it: "Tay Bridge disaster", "Repeal of
# Prohibition", "Sinking of the Titanic"
_EVENT_WORDS: Final = """disaster disasters crash collapse explosion fire eruption repeal fall
    sinking assassination death siege bombing attack massacre riot riots wreck accident failure
    bankruptcy decline end dissolution partition"""
EVENTS: Final = frozenset(_EVENT_WORDS.split())


def event_pages(j: Judge) -> list[int]:
    """The page about what happened to the thing a short why- or how-question names, where
    no passage answers alone: its title is the name and words for an event ("Tay Bridge
    disaster" for "Why did the Tay Bridge collapse?", "Repeal of Prohibition" for "Why did
    Prohibition end?"); the only such page."""
    q = j.q
    if not q.short or not q.explains or q.bridged or j.comparison:
        return []
    names = [s for s in j.spans if not s.setting]
    if len(names) != 1:
        return []
    name = names[0].phrase.removeprefix("the ")
    found = []
    for i, p in enumerate(j.ps):
        if not p.titled or p.line:
            continue
        key = p.key.removeprefix("the ")
        if not has_phrase(name, key):
            continue
        # the question's own words beside the name: "Space Shuttle Challenger disaster"
        words = [w for w in WORD.findall(key) if w not in STOP and stem(w)[0] not in q.stems]
        if any(w in EVENTS for w in words) and all(w in EVENTS for w in words):
            found.append(i)
    return found if len(found) == 1 else []


def list_pages(j: Judge) -> list[int]:
    """The page titled with the one name a short list question asks of ("New Guinea"
    for "Which countries share the island of New Guinea?"): its members are on it."""
    if not (j.q.lists and j.q.short) or j.q.bridged:
        return []
    named = [s for s in j.spans if not s.setting] or j.spans  # "in the biathlon"
    asked = j.kind_asked()  # "Which colours are on the flag of Italy?": not "Italy" alone
    if not named:  # no names: the one page titled with words of the question only
        pages = [i for i in range(j.n) if j.ps[i].titled and titled_by_words(j, i)]
        if len(pages) != 1 or j.ps[pages[0]].line or j.hits[pages[0]] & asked != asked:
            return []
        return pages
    if len(named) != 1:
        return []
    i = named[0].anchor
    if i < 0 or not j.ps[i].titled or j.ps[i].line or j.hits[i] & asked != asked:
        return []
    return [i] if j.ps[i].key.removeprefix("the ") == named[0].phrase.removeprefix("the ") else []
