"""How strongly a bridge's two passages link: lexical rules the chain search of
`lexical_chains.Chains.pair` adds to a plain link (hop 1's text names hop 2).

- A link to what hop 2 is about (`to_subject`): its title, or, untitled, the first name
  its text gives, not a name it mentions later ("Tanzania's currency is ..." for a hop 1
  that places the Serengeti in Tanzania, over "Kenya's currency ... across the border from
  the Serengeti").
- A link beside the question's word for the relation (`related`): hop 1 names hop 2 near
  that word ("Host: Russia" for "the country that hosted the 2018 World Cup", not
  "Winner: France").
- A link beside a name of the question that has no page of its own (`beside`): "Lucille
  Ball plays Lucy Ricardo" for "the actress who played Lucy Ricardo in I Love Lucy", not
  "Ricky Ricardo, who is played by Desi Arnaz".
- A title's acronyms (`marks`) are an organisation's mark beside a name, not another
  thing: "UEFA Euro 2004" is the page about "Euro 2004" (`whole_bare`), and "Arsenal F.C."
  about Arsenal.
- For a question about when or where someone was born or died, hop 2 is not a titled page
  that gives no birth or death (`lifeless`: "Hanafuda" for the founder of Nintendo), nor,
  for "Who was born first, X or Y?", is X's page (`unlived`: "Marco Polo (TV series)").
- For a question whose bridge passes through a kind of thing ("the country where the
  Okavango Delta is"), hop 2 is not a titled page whose first sentence calls its subject
  something else (`kindless`: "The Okavango River is a river ...").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final

from stream.evaluators.lexical_asked import NATIONALITY
from stream.evaluators.lexical_passages import Passage
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_search import has_phrase, positions
from stream.evaluators.lexical_text import WORD, stem

if TYPE_CHECKING:
    from stream.evaluators.lexical_chains import Chains
    from stream.evaluators.lexical_reading import Reading

_ACRONYM: Final = Regex(r"\b[A-Z]{2,5}\b")  # "UEFA" in "UEFA Euro 2004"
_DOTTED: Final = re.compile(r"\b(?:[A-Z]\.){2,4}")  # "F.C.", "A.F.C."
_NEAR: Final = 30  # characters: a name this close to the relation's word is the one it says
_AFTER: Final = 25  # characters: a name that starts this soon after the relation's word is its
# "founded in Sweden": where, not who
_PLACE: Final = re.compile(r"\s(?:in|at|on|near|from|into)\s")
_BREAK: Final = re.compile(r"[.;]\s|\n")  # ... in the same clause: "X withdrew. Y won" names Y
# "When did the founder of X die?" asks of a person's life: a titled page that gives no
# birth or death ("born", "died", "(3 March 1871 - ...", "(July 25, 1898 - ...", "( 25 June
# 1884, in Seoul - ...", "( April 27, 1672 ...") is not that person's
_LIFE: Final = Regex(
    r"\bborn\b|\bdied\b|\(\s*(?:c\.\s*)?\d{1,2}? ?\w* ?\d{3,4}\s*[\u2013-]"
    r"|\([^()]{0,40}\b\d{3,4}\b[^()]{0,60}[\u2013-]|\(\s*[a-z]+\.?\s+\d{1,2},\s+\d{3,4}",
    re.IGNORECASE,
)


def hop(j: Chains, a: int, b: int) -> tuple[int, int] | None:
    """The pair as (hop 1, hop 2): the passage naming one of the question's names first;
    None when both or neither do."""
    if j.anchor[a] > 0 and j.anchor[b] == 0:
        return a, b
    if j.anchor[b] > 0 and j.anchor[a] == 0:
        return b, a
    return None


def to_subject(j: Chains, a: int, b: int) -> bool:
    """Whether hop 1 names what the untitled hop 2 is about: the first name its text gives."""
    pair = hop(j, a, b)
    if pair is None or j.ps[pair[1]].titled:
        return False
    first = j.keys(pair[1])[:1]
    return bool(first) and has_phrase(first[0][0], j.ps[pair[0]].body)


def related(j: Chains, a: int, b: int) -> bool:
    """Whether hop 1 names hop 2 within `_NEAR` characters of one of the question's words
    beside its names that hop 1 holds (the relation: "hosted", "won", "wrote")."""
    pair = hop(j, a, b)
    if pair is None:
        return False
    first, second = pair
    said = j.relation_said(first)
    body = j.ps[first].body
    verbs = j.maker_said(first)
    if not said and not verbs:
        return False
    for _, at in _named_at(j, second, body):
        for p in said:  # near, and in the same clause
            if abs(at - p) <= _NEAR and not _BREAK.search(body, min(at, p), max(at, p)):
                return True
        for p in verbs:  # the name just after it: not "directed by X, in which Y plays"
            if p <= at <= p + _AFTER and "," not in body[p:at] and not _BREAK.search(body, p, at):
                return True
    return False


def maker_at(j: Chains, i: int) -> list[int]:
    """Where passage i's text may name the maker asked of just after a verb that says it,
    as "the director" does: "directed by Wong Kar-wai", "sung by Sandie Shaw"."""
    body = j.ps[i].body
    return [
        p + len(v)
        for v in _SAID_BY.get(j.q.maker, ())
        for p in _places(v, body)
        if _starts_word(body, p)  # not the "play by" of "screenplay by"
    ]


def _named_at(j: Chains, second: int, body: str) -> Iterator[tuple[str, int]]:
    """Each place where hop 1's text (`body`) names hop 2, with the key it names it by."""
    for key, _, _ in j.keys(second):
        for at in _places(key, body):
            yield key, at


def beside(j: Chains, a: int, b: int) -> bool:
    """Whether hop 1 names hop 2 right beside a name of the question that has no page of
    its own ("Lucille Ball plays Lucy Ricardo" for "the actress who played Lucy Ricardo")."""
    pair = hop(j, a, b)
    if pair is None:
        return False
    first, second = pair
    body = j.ps[first].body
    unpaged = [s.phrase for s in j.spans if s.anchor < 0]
    spots = [(at, len(phrase)) for phrase in unpaged for at in _places(phrase, body)]
    for key, k in _named_at(j, second, body) if spots else ():
        for at, size in spots:
            lo, hi = min(at, k), max(at, k)
            inside = at <= k < at + size  # "ricardo" in "lucy ricardo"
            if not inside and hi - lo <= _NEAR + len(key) and not _BREAK.search(body, lo, hi):
                return True
    return False


def _places(phrase: str, body: str) -> list[int]:
    """Every place where `phrase` stands in `body` (as `str.find` finds it)."""
    found, at = [], body.find(phrase)
    while at >= 0:
        found.append(at)
        at = body.find(phrase, at + 1)
    return found


# A relation's word in the plural ("a major influence on the writers of the Latin American
# Boom") says nothing of one thing's maker
_PLURAL: Final = re.compile(r"\w+[^\Ws]s\b")  # not "actress"


# The verb a page says a maker by: "a film directed by X" names the director of the film
_MADE_BY: Final = {
    "director": "directed by",
    "composer": "composed by",
    "author": "written by",
    "writer": "written by",
    "producer": "produced by",
    "creator": "created by",
    "founder": "founded by",
    "sculptor": "sculpted by",
    "painter": "painted by",
    "architect": "designed by",
    "designer": "designed by",
    "builder": "built by",
    "inventor": "invented by",
    "discoverer": "discovered by",
    "leader": "led by",
    "performer": "performed by",
    "singer": "sung by",
}

# ... and the verbs that say it (a song is sung or recorded by its performer)
_SONG_VERBS: Final = ("performed by", "sung by", "recorded by", "song by", "single by", "album by")
_WRITTEN: Final = (
    "written by",
    "novel by",
    "book by",
    "poem by",
    "play by",
    "tragedy by",
    "comedy by",
    "story by",
    "essay by",
    "song by",
    "attributed to",
)
_SAID_BY: Final = {maker: (verb,) for maker, verb in _MADE_BY.items()} | {
    "performer": _SONG_VERBS,
    "singer": _SONG_VERBS,
    "painter": ("painted by", "painting by", "portrait by"),
    "composer": (
        "composed by",
        "opera by",
        "symphony by",
        "ballet by",
        "music by",
        "concerto by",
        "concertos by",
        "sonata by",
    ),
    "author": _WRITTEN,
    "writer": _WRITTEN,
    "sculptor": ("sculpted by", "sculpture by", "statue by"),
    "director": ("directed by", "film by"),
}

_SAID_BY_SET: Final = {maker: frozenset(verbs) for maker, verbs in _SAID_BY.items()}
# ... and its works' nouns after a possessive: "Jane Austen's novel", "Vivaldi's concertos"
_WORKS_OF: Final = {
    maker: frozenset(
        verb.split()[0] for verb in verbs if not verb.split()[0].endswith(("ed", "en"))
    )
    for maker, verbs in _SAID_BY.items()
}
_WORK_OF: Final = re.compile(r"'s\s+([a-z0-9]+)(?:[\s-]+([a-z]+))?")  # "Hemingway's (short) novel"

# A question's verb of making and the maker it asks of: "Who wrote X?" asks X's author
MAKING: Final = {
    "wrote": "author",
    "write": "author",
    "written": "author",
    "painted": "painter",
    "paint": "painter",
    "composed": "composer",
    "compose": "composer",
    "sang": "singer",
    "sing": "singer",
    "sung": "singer",
    "sculpted": "sculptor",
    "directed": "director",
    "direct": "director",
}


def made_by(word: str, head: str, body: str) -> bool:
    """Whether a passage says the making a question's verb asks of as its work's noun does
    ("Who wrote X?": "X is a novel by Y", "Y's novel"; "Who painted X?": "a portrait by Y"),
    or as a byline ("X, by Y")."""
    maker = MAKING.get(word)
    if maker is None:
        return False
    said = _SAID_BY_SET[maker]
    for text in (head, body):
        at = text.find(" by ")  # each "by", with the word before it: one search of the text
        while at >= 0:
            if text[text.rfind(" ", 0, at) + 1 : at + 3] in said or text[at - 1] == ",":
                return True  # ... or after a comma: "The Four Seasons, by Antonio Vivaldi"
            at = text.find(" by ", at + 4)
        if "attributed to " in text and "attributed to" in said:
            return True
        if "'s " in text and any(_WORKS_OF[maker] & set(words) for words in _WORK_OF.findall(text)):
            return True
    return False


def owned_work(word: str, folded: str) -> str:
    """For "who composed the four seasons", what a passage says when it gives the work as
    its maker's ("Antonio Vivaldi's The Four Seasons"): "four seasons", which a passage writes
    after "'s" or "'s the"; "" when no words follow the question's verb of making."""
    at = folded.find(f" {word} ")
    if at < 0:
        return ""
    work = folded[at + len(word) + 2 :].strip(" ?!.").removeprefix("the ")
    return work if work.count(" ") < 8 else ""


# Hop 1 names hop 2 as the maker of another kind: "directed by Hal Ashby" for the writer
_MADE_BY_BEFORE: Final = Regex(r"\b(\w+)\s+by\s+(?:the\s+)?(?:[\w-]+\s+){0,2}$")
# ... of a work's distinct roles only (a statue's designer may be its sculptor)
_ROLES: Final = {
    "director": "director",
    "producer": "producer",
    "composer": "composer",
    "author": "writer",
    "writer": "writer",
    "performer": "performer",
    "singer": "performer",
}
_ROLES_BY_VERB: Final = {_MADE_BY[maker].split()[0]: role for maker, role in _ROLES.items()}


def made_by_another(j: Chains, first: int, second: int) -> bool:
    """Whether hop 1 names hop 2 only just after the verb of a maker other than the one the
    question asks of ("directed by Hal Ashby and adapted from the novel by Jerzy Kosinski":
    Ashby is not the writer), never after its own ("written and directed by")."""
    asked = _ROLES.get(j.q.maker, "")
    if not asked:
        return False
    own = _MADE_BY[j.q.maker].split()[0]
    body = j.ps[first].body
    other = False
    for _, at in _named_at(j, second, body):
        verb = _MADE_BY_BEFORE.search(body, max(0, at - 40), at)
        role = _ROLES_BY_VERB.get(verb.group(1), "") if verb else ""
        if role == "writer" and asked == "composer":
            role = asked  # a piece of music is "written by" its composer
        if not role or role == asked or own in body[max(0, at - 40) : at]:
            return False  # named otherwise, or as the maker asked of
        if verb is not None and j.q.maker in body[verb.end(1) : at]:
            return False  # "written by the Norwegian composer Edvard Grieg": the composer
        other = True
    return other


# A page about a film gives a part to its player: "Ian McKellen plays the wizard Gandalf",
# "stars Audrey Hepburn as Holly Golightly", "Laurie Strode, played by Jamie Lee Curtis"
_CAST_BEFORE: Final = re.compile(
    r"\b(?:plays|played|playing|portrays|portrayed|voices|voiced|as)\s+(?:[\w'-]+\s+){0,4}$"
)
_CAST_AFTER: Final = re.compile(r"\W{0,3}(?:\w+\s+)?(?:played|portrayed|voiced)\s+by\s+")


def cast(j: Chains, first: int) -> list[str]:
    """The names passage `first` gives the question's part to (`Question.role`)."""
    role, p = j.q.role, j.ps[first]
    body = p.body
    spots = [at for at in _places(role, body) if _starts_word(body, at)] if role else []
    if not spots:
        return []
    players = []
    known = [
        name
        for name in names(p.text)
        if name not in NATIONALITY and not has_phrase(name, j.q.folded)
    ]
    for at in spots:
        start = max(at - 90, body.rfind(". ", 0, at) + 1, 0)
        verb = _CAST_BEFORE.search(body, start, at)
        if verb is not None:  # the name nearest before the verb: "Shirley Temple as ..."
            ends = [(body.rfind(n, start, verb.start()) + len(n), n) for n in known]
            found = [(end, n) for end, n in ends if end >= len(n)]
            if found:
                players.append(max(found)[1])
        after = _CAST_AFTER.match(body, at + len(role))
        if after is not None:
            players += [n for n in known if body.startswith(n, after.end())]
    return players


def played_in(j: Chains, first: int, second: int) -> bool:
    """Whether passage `second` names a player `first` gives the question's part to: his
    own page, or one that names him ("On Broadway ... starring Amy Poehler and Will Arnett"
    for "the spouse of the actor who voices Batman in the Lego Batman movie")."""
    other = j.ps[second]
    return any(has_phrase(name, other.head) or name in other.body for name in j.players(first))


def _starts_word(body: str, at: int) -> bool:
    return at == 0 or not body[at - 1].isalnum()


def misrelated(j: Chains, a: int, b: int) -> bool:
    """Whether hop 1 says the question's relation beside another name than hop 2's and
    never beside hop 2's ("designed by the French sculptor Bartholdi, with an iron
    framework by Gustave Eiffel": the page about Eiffel is not the sculptor's; "a film
    directed by Mike Nichols, ... played by Anne Bancroft": hers is not the director's)."""
    pair = hop(j, a, b)
    if pair is None or not (j.relation_terms or j.q.role):
        return False
    first, second = pair
    if j.players(first):  # "Audrey Hepburn as Holly Golightly": not George Peppard's page,
        return not played_in(j, first, second)  # nor one that never names her
    if made_by_another(j, first, second):
        return True
    body = j.ps[first].body
    said = [
        at
        for k in j.relation_terms
        for at in positions(j.terms[k], body)
        if not _PLURAL.match(body, at)
    ]
    verb = _MADE_BY.get(j.q.maker, "")
    if verb:  # "directed by Mike Nichols" says who the director is, as "the director" does
        said += _places(verb, body)
    if not said:
        return False
    own = {key for key, _, _ in j.keys(second)}
    for name in names(j.ps[first].text):
        name = name.removeprefix("the ")
        if name in own or has_phrase(name, j.q.folded) or name in NATIONALITY:
            continue
        at = body.find(name)
        while at >= 0:
            for p in said:  # just after the relation's word: "the sculptor Bartholdi"
                if p < at <= p + _AFTER and not _BREAK.search(body, p, at):
                    if _PLACE.search(body, p, at):
                        continue  # "founded in Sweden": where, not who
                    return not related(j, a, b)  # ... and hop 2's name not beside it
            at = body.find(name, at + 1)
    return False


def relation_at(j: Chains, i: int) -> list[int]:
    """Where passage i's text says the question's words beside its (anchored) names."""
    relation = j.hits[i] & j.rest([s for s in j.spans if s.anchor >= 0])
    body = j.ps[i].body
    return [
        p
        for k, t in enumerate(j.terms)
        if relation >> k & 1 and j.q.prior[k] > 0
        for p in positions(t, body)
    ]


def marks(p: Passage) -> frozenset[str]:
    """The (folded) acronyms a titled passage's title writes in capitals."""
    if not p.titled:
        return frozenset()
    head = p.text[: len(p.head) + 2]
    found = frozenset(a.lower() for a in _ACRONYM.findall(head))
    if "." not in head:
        return found
    # "F.C." in "Arsenal F.C.", which the folded title holds as the words "f" and "c"
    return found | {c.lower() for a in _DOTTED.findall(head) for c in a if c != "."}


def whole_bare(phrase: str, p: Passage) -> bool:
    """Whether the title holds the (folded) name whole once its acronyms are left out:
    "2018 World Cup" in "2018 FIFA World Cup"."""
    left_out = marks(p)
    if not left_out:
        return False
    return has_phrase(phrase, " ".join(w for w in WORD.findall(p.head) if w not in left_out))


def unlived(j: Reading, i: int) -> bool:
    """Whether the question compares people's lives ("Who was born first, X or Y?", "Were X
    and Y both born in ...?") and passage i is a titled page that gives no birth or death:
    "Marco Polo (TV series)", the "Georgia O'Keeffe Museum"."""
    return j.q.asks_life_of_both and _no_life(j.ps[i])


def lifeless(j: Chains, i: int) -> bool:
    """Whether the question asks when or where someone was born or died and passage i is a
    titled page that gives no birth or death ("Hanafuda" for "When did the founder of
    Nintendo die?"). Untitled passages are not judged so."""
    return j.q.asks_life and _no_life(j.ps[i])


def _no_life(p: Passage) -> bool:
    return p.titled and not _LIFE.search(p.text)


# What a page's first sentence may call the kind of thing a question names: "a town" is a
# city, "a public research university" a school, "an inactive stratovolcano" a volcano (a
# word ending in a kind of five letters or more is one)
_KIN_GROUPS: Final = """city town municipality village capital borough|school university college
    academy institute|company corporation firm business bank conglomerate manufacturer
    shipyard shipbuilder|film
    movie|band group duo trio|country nation state kingdom republic monarchy|team club side|
    river tributary|scientist physicist chemist biologist mathematician|author writer
    novelist poet playwright|singer musician songwriter vocalist rapper|actor actress|general
    commander officer|admiral officer"""
# by the stem of each word: its kin, and their stems
_KIN: dict[str, tuple[frozenset[str], frozenset[str]]] = {}
for _group in _KIN_GROUPS.split("|"):
    _words = frozenset(_group.split())
    for _word in _words:
        _known, _ = _KIN.get(stem(_word)[0], (frozenset(), frozenset()))
        _kin = _known | _words
        _KIN[stem(_word)[0]] = (_kin, frozenset(stem(w)[0] for w in _kin))
# "Toledo is a city and municipality of Spain": what the page's subject is, said first
_DEFINES: Final = Regex(r"^([^.?]*?)\b(?:is|was|are|were)\s+(?:a|an|the|one)\b[^.]*")


# A maker's calling, as the lead of the maker's own page names it ("a French composer")
_CALLINGS: Final = {
    "composer": ("composer", "songwriter"),
    "painter": ("painter", "artist"),
    "sculptor": ("sculptor", "artist"),
    "architect": ("architect",),
    "singer": ("singer", "vocalist", "rapper"),
}


def uncalled(j: Chains, i: int) -> bool:
    """Whether the question asks of a maker by a calling ("the composer of the score for
    Lawrence of Arabia") and passage i is a titled page whose first sentence calls its
    subject something else: "T. E. Lawrence ... was a British army officer and writer"."""
    callings = _CALLINGS.get(j.q.maker, ())
    p = j.ps[i]
    if not callings or not p.titled:
        return False
    defined = _DEFINES.match(p.body)  # judged only by a lead that says what its subject is
    return defined is not None and not any(c in defined[0] for c in callings)


def calls(p: Passage, kind: str) -> bool | None:
    """Whether a titled page's first sentence calls its subject a `kind` or its kin ("Francis
    Bacon (artist): Francis Bacon (1909 - 1992) was an Irish-born British painter" for "Which
    painter was born first, ...?"); None when it does not open by saying what it is."""
    defined = _DEFINES.match(p.body) if kind and p.titled else None
    return None if defined is None else _kind_in(defined[0], kind)


def _kind_in(text: str, kind: str) -> bool:
    kin, stems = _KIN.get(stem(kind)[0], (frozenset((kind,)), frozenset((stem(kind)[0],))))
    if not any(s in text for s in stems) and not any(k in text for k in kin):
        return False  # a stem or a kin word is in the text wherever a word of it is
    return any(
        stem(w)[0] in stems or any(len(k) >= 5 and w.endswith(k) for k in kin)
        for w in WORD.findall(text)
    )


def kindless(j: Chains, i: int) -> bool:
    """Whether the question's bridge passes through a kind of thing (`Question.kind`) and
    passage i is a titled page whose first sentence says its subject is something else:
    "The Okavango River is a river ..." for "the country where the Okavango Delta is",
    "Titanic is a musical ..." for "the film that won Best Picture". A page that does not
    open by saying what its subject is (a paragraph from further down) is not judged so."""
    kind, p = j.q.kind, j.ps[i]
    if not kind or not p.titled:
        return False
    defined = _DEFINES.match(p.body)
    first = WORD.search(p.key)
    if defined is None or first is None or first.group() not in WORD.findall(defined[1]):
        return False
    return not _kind_in(defined[0], kind)
