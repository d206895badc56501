"""Countries (and a few old cities) and the words for their people and things, for the
lexical evaluator: a question's "French national anthem" is the passage's "national anthem
of France", its "capital of Spain" the "Spanish capital", "Rome" the "first Roman emperor",
and the other way round.

Only the pairs the rules for word endings do not reach are listed ("Germany" and
"German", "Japan" and "Japanese", "Italy" and "Italian" share a stem already). Written from
general knowledge of country names, not from any test question; "Pole" and "Finn" are left
out (a pole, a fin's namesake), as are the words of two countries' names ("New Zealand").
"""

from __future__ import annotations

from typing import Final

# Each group: a country (one word) and its adjectives or people, in one meaning
_GROUPS: Final = """france french frenchman frenchwoman|spain spanish spaniard spaniards|
    netherlands holland dutch|switzerland swiss|greece greek greeks|ireland irish|
    scotland scottish scots scot|wales welsh|england english|britain british briton britons|
    denmark danish dane danes|norway norwegian norwegians|sweden swedish swede swedes|
    finland finnish|poland polish|portugal portuguese|belgium belgian belgians|
    iceland icelandic icelanders|thailand thai thais|peru peruvian peruvians|
    mexico mexican mexicans|chile chilean chileans|morocco moroccan moroccans|
    congo congolese|lebanon lebanese|nepal nepali nepalese|ukraine ukrainian ukrainians|
    croatia croat croats|serbia serb serbs|czechia czech czechs|slovakia slovak slovaks|
    turkey turkish turk turks|qatar qatari qataris|bahrain bahraini|kuwait kuwaiti|
    yemen yemeni|oman omani|iraq iraqi iraqis|israel israeli israelis|pakistan pakistani|
    bangladesh bangladeshi|afghanistan afghan afghans|philippines filipino filipinos philippine|
    madagascar malagasy|monaco monegasque|cyprus cypriot cypriots|burma burmese|
    myanmar burmese|laos lao laotian|ghana ghanaian ghanaians|zimbabwe zimbabwean|
    singapore singaporean|argentina argentine argentines|uzbekistan uzbek|
    kazakhstan kazakh|tajikistan tajik|kyrgyzstan kyrgyz|azerbaijan azerbaijani azeri|
    luxembourg luxembourgish|liechtenstein liechtensteiner|somalia somali|
    ecuador ecuadorian|uruguay uruguayan|paraguay paraguayan|venezuela venezuelan|
    panama panamanian|malta maltese|sudan sudanese|senegal senegalese|vietnam vietnamese|
    china chinese|taiwan taiwanese|japan japanese|
    rome roman romans|athens athenian athenians|sparta spartan spartans|venice venetian|
    paris parisian parisians|vienna viennese|naples neapolitan|florence florentine|
    babylon babylonian babylonians|carthage carthaginian carthaginians|troy trojan trojans|
    byzantium byzantine"""

# ... and the countries of two words that those adjectives name
_NAMED: Final = {  # (not "UK": two letters found inside many words, "Ukraine", "duke")
    "british": ("united kingdom",),
    "britain": ("united kingdom",),
    "american": ("united states", "usa"),
    "americans": ("united states", "usa"),
}

_PLACES: dict[str, tuple[str, ...]] = dict(_NAMED)  # ("american": its stem has "america")
for _group in _GROUPS.split("|"):
    _words = tuple(_group.split())
    for _word in _words:
        _PLACES[_word] = tuple(w for w in _words if w != _word) + _NAMED.get(_word, ())


def place_forms(word: str) -> tuple[str, ...]:
    """The other words of a (folded) country's name or its people's: "france": "french",
    "frenchman", "frenchwoman"; "dutch": "netherlands", "holland"; () for other words."""
    return _PLACES.get(word, ())
