"""A passage's common idioms, read as the word a question uses ("came into the world" for
"born", "set foot on" for "walked"): looked for only in events whose question holds one of
those words.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from stream.evaluators.lexical_named import one_of
from stream.evaluators.lexical_text import stem

# Idioms a passage says what a question asks with ("went down" for "sink", "set foot on
# the Moon" for "walk on the Moon", "died out" for "extinct"), each with the one word it
# means: "verb/its forms rest=word" (or two words, where it means either: "put out" a fire
# or an album). Written from general English, not from any test question. Not "set up" for
# "founded": a company's page that says so stands in for the founder's own page.
_IDIOM_TABLE: Final = """set/sets/setting foot on=walked|set/sets/setting foot in=walked|
    went/go/goes/gone/going down=sank|died/die/dies/dying out=extinct|
    came/come/comes/coming up with=invented created|broke/break/breaks out=began|
    found/find/finds out=discovered|touched/touch/touches down=landed|
    passes/passed/pass/passing through=flows|stepped/step/steps down=resigned|
    wiped/wipe/wipes out=destroyed|shut/shuts/closed/close/closes down=closed|
    grew/grow/grows/growing up=raised|brought/bring/brings up=raised|gave birth to=born|
    made up of=consists|took/take/takes off=departed|passed/pass/passes away=died|
    fronted/fronts by=singer|put/puts/putting out=extinguished released|
    called/call/calls off=cancelled|
    carried/carry/carries out=conducted|gave/give/gives up=quit|dropped/drop/drops out=quit|
    split/splits/broke/break/breaks up=breakup|came/come/comes out in=released|
    came/come/comes out on=released|went/go/goes on sale=released|blew/blow/blows up=exploded|
    knocked/pulled/torn/tore down=demolished|took/take/takes/taking part in=competed|
    thought/dreamed/dreamt up=invented created|hit on the idea=invented|hit upon the idea=invented|
    gives/give/gave off=emits|is/are/was/were home to=live|set sail=sailed|
    kicked/kicks/kick off=began|got/get/gets married=married|tied the knot=married|
    lost his life=died|lost her life=died|lost their lives=died|laid to rest=buried|
    came/come/comes into being=began|came/come/comes into existence=began|
    is/are/was/were known as=called|
    came/come/comes first=won|finished/finishes/finish first=won|took/take/takes first place=won|
    gives/give/gave rise to=caused|brought/bring/brings about=caused|
    is/are/was/were native to=live|
    came/come/comes to an end=ended|drew/draw/draws to a close=ended|
    set/sets fire to=burned|gave/give/gives way=collapsed|came/come/comes into the world=born|
    breathed his last=died|breathed her last=died|breathed their last=died|
    entered/enters the world=born|met his end=died|met her end=died|met their end=died|
    met his death=died|met her death=died|took/take/takes place=held|
    got/get/gets to=reached|made/make/makes it to=reached|came/come/comes down=fell|
    put his seal to=signed|set his seal to=signed|penned=wrote|was/were put to death=died|
    took/take/takes home=won"""


def _idioms(table: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for entry in table.split("|"):
        phrase, word = entry.strip().split("=")
        verbs, _, rest = phrase.partition(" ")
        out.update((f"{verb} {rest}".rstrip(), word) for verb in verbs.split("/"))
    return out


IDIOMS: Final = _idioms(_IDIOM_TABLE)
# the idioms by the stem of the word they mean: a question looks only for those it asks
IDIOM_STEMS: Final = frozenset(stem(word)[0] for words in IDIOMS.values() for word in words.split())


@functools.lru_cache(maxsize=64)
def idioms_asked(stems: frozenset[str]) -> tuple[tuple[str, ...], re.Pattern[str]]:
    """The idioms that mean a word of these stems, and one pattern (a trie) for them: the
    pattern is searched only in a text that holds one of them (`str.find` is far faster)."""
    phrases = tuple(p for p, w in IDIOMS.items() if any(stem(x)[0] in stems for x in w.split()))
    return phrases, re.compile(one_of(list(phrases)))
