"""Other ways of writing one word, for the lexical evaluator: British and American
spellings: a question typed "behavior", "anemia" or "catalog" is answered by a passage that
writes "behaviour", "anaemia" or "catalogue", and the other way round. (A compound written
whole, open or hyphenated, "website" and "web site", is read by `lexical_search.spread_parted`
and the judge's scan.)

The rules are the regular ones (-our/-or, -ise/-ize, -yse/-yze, -tre/-ter, -ogue/-og,
ae and oe for e); a short table holds the words they do not reach ("mould", "plough",
"pyjamas") and the stems whose e is ae or oe in British writing ("hem" of "hemoglobin").
A form a rule makes that is no word ("watre" of "water") is never found in a passage, so
costs a substring test and nothing else. Written from general knowledge of the two
spellings, not from any test question.
"""

from __future__ import annotations

import functools
import re
from typing import Final

# -our/-or: "colour", "behaviour", "neighbouring", "favourite", "odours"; at least two letters
# before it ("hour", "four", "tour" keep theirs) and one of these after it ("court",
# "course", "journey" are no -our words)
_OUR: Final = re.compile(
    r"^(\w{2,})(our|or)(s|ed|ing|ite|ites|able|ful|less|hood|ist|ists|er|ers|al|y|ly|ism)?$"
)
# -ise/-ize, -yse/-yze and their forms: "apologise", "organisation", "analysed"
_ISE: Final = re.compile(r"^(\w{3,}[iy])([sz])(e|es|ed|ing|ings|er|ers|ation|ations|able)$")
# The American stems of the British -our and -re words: an American "-or" or "-er" word is
# looked for in its British spelling only when it is one of these (most are no such word:
# "actor", "water"), so that each does not cost a search of the passages
_OUR_STEM_WORDS: Final = """col hon lab fav flav harb hum neighb behavi rum vap od arm vig val
    splend endeav sav parl savi tum clam cand ard ranc rig glam demean succ ferv arb"""
_OUR_STEMS: Final = frozenset(_OUR_STEM_WORDS.split())
_RE_STEM_WORDS: Final = """cent theat met lit fib calib somb spect lust meag mit sab goit nit
    saltpet reconnoit lacklust"""
_RE_STEMS: Final = frozenset(_RE_STEM_WORDS.split())
# -tre/-ter, -bre/-ber, -gre/-ger at the end: "centre", "theatres", "fibre", "meagre"
_TRE: Final = re.compile(r"^(\w{2,}[tbg])(re|er)(s|d|ed|ing)?$")
_TRE_RESTS: Final = {
    "re": {"": "", "s": "s", "d": "ed", "ing": "ing"},
    "er": {"": "", "s": "s", "ed": "d", "ing": "ing"},
}
# -ogue/-og at the end: "catalogue", "dialogues", "analog"
_OGUE: Final = re.compile(r"^(\w{2,}og)(ue)?(s)?$")
# ae and oe in British writing where American has e: "anaemia", "oesophagus", "foetus"
# (not "canoes", "heroes": an -o word's plural)
_AE: Final = re.compile(r"(?<=\w)ae|oe(?=[a-z])(?!s$)")

# Stems whose e British writing spells ae or oe, as American writing has them
_AE_STEMS: Final = """hem haem|anem anaem|ped paed|pedia paedia|esophag oesophag|
    estr oestr|fet foet|leukem leukaem|gynec gynaec|encycloped encyclopaed|orthoped orthopaed|
    diarrhea diarrhoea|archeolog archaeolog|anesthe anaesthe|cesar caesar|septicem septicaem|
    ischem ischaem|edem oedem|celiac coeliac|hemorrh haemorrh|hemophil haemophil|
    hematolog haematolog|leukocyte leucocyte|maneuver manoeuvr"""
_AE_PAIRS: Final = [tuple(group.split()) for group in _AE_STEMS.split("|")]

# Words no rule reaches, British first
_WORDS: Final = """mould mold|moulds molds|mouldy moldy|plough plow|ploughs plows|pyjamas pajamas|
    storey story|storeys stories|licence license|licences licenses|offence offense|
    offences offenses|pretence pretense|practise practice|practised practiced|
    practising practicing|sceptic skeptic|sceptics skeptics|sceptical skeptical|
    scepticism skepticism|doughnut donut|doughnuts donuts|sulphur sulfur|sulphate sulfate|
    sulphates sulfates|sulphuric sulfuric|sulphide sulfide|draught draft|draughts drafts|
    cosy cozy|ageing aging|judgement judgment|judgements judgments|artefact artifact|
    artefacts artifacts|moustache mustache|whisky whiskey|kerb curb|
    gaol jail|manoeuvre maneuver|manoeuvres maneuvers|
    tyres tires|programmes programs|enrol enroll|
    enrolment enrollment|fulfil fulfill|instalment installment|skilful skillful|
    wilful willful"""
# ... and those read one way only: "check" is mostly the verb, so only a passage's "cheque"
# reads as "check", not a question's "check" as "cheque"
_ONE_WAY: Final = "cheque check|cheques checks"
_PAIRED: dict[str, str] = {}
for _group in _WORDS.split("|"):
    _uk, _us = _group.split()
    _PAIRED[_uk] = _us
    _PAIRED[_us] = _uk
for _group in _ONE_WAY.split("|"):
    _uk, _us = _group.split()
    _PAIRED[_uk] = _us


@functools.lru_cache(maxsize=8192)
def spellings(word: str) -> tuple[str, ...]:
    """The other spellings of a folded word ("behavior": "behaviour"); () for none."""
    if len(word) < 4 or not word.isalpha():
        return ()
    found: list[str] = []
    if word in _PAIRED:
        found.append(_PAIRED[word])
    if match := _OUR.match(word):
        stem, ending, rest = match.groups()
        if ending == "our" or stem in _OUR_STEMS:
            found.append(stem + ("or" if ending == "our" else "our") + (rest or ""))
    if match := _ISE.match(word):
        stem, letter, rest = match.groups()
        found.append(stem + ("z" if letter == "s" else "s") + rest)
    if len(word) >= 5 and (match := _TRE.match(word)):
        stem, ending, rest = match.groups()
        other = _TRE_RESTS[ending].get(rest or "")  # "centred": "centered"
        if other is not None and (ending == "re" or stem in _RE_STEMS):
            found.append(stem + ("er" if ending == "re" else "re") + other)
    if len(word) >= 6 and (match := _OGUE.match(word)):
        stem, ue, rest = match.groups()
        found.append(stem + ("" if ue else "ue") + (rest or ""))
    if len(word) >= 6 and _AE.search(word):
        found.append(_AE.sub(lambda m: m.group()[1], word))  # "anaemia": "anemia"
    for us, uk in _AE_PAIRS:
        if word.startswith(us) and not word.startswith(uk):
            found.append(uk + word[len(us) :])  # "hemoglobin": "haemoglobin"
    return tuple(dict.fromkeys(w for w in found if w != word))
