"""Answers known by name, for the lexical evaluator: "Which country is Timbuktu in?" is
answered by "a city in Mali", "What currency does Switzerland use?" by "the Swiss franc",
"What time zone is London in?" by "GMT", none of which says "country", "currency" or
"zone".

Each kind is a pattern over folded text (lower case, accents off), a trie of its names.
Written from general knowledge, not from any test question.
Left out: names that are more often other words ("won", "real", "mark" as currencies;
"west" and "wet" as zones); "Turkey", "Chad", "Jordan" and "Georgia" stay, as a passage that
gives a country by them seldom means the bird or the person.
"""

from __future__ import annotations

import re
from typing import Final

# Countries of one word, then of several (as one name each)
_COUNTRY_WORDS: Final = """afghanistan albania algeria andorra angola argentina armenia australia
    austria azerbaijan bahamas bahrain bangladesh barbados belarus belgium belize benin bhutan
    bolivia bosnia botswana brazil brunei bulgaria burundi cambodia cameroon canada chad chile
    china colombia comoros congo croatia cuba cyprus czechia denmark djibouti dominica ecuador
    egypt eritrea estonia eswatini ethiopia fiji finland france gabon gambia georgia germany
    ghana greece grenada guatemala guinea guyana haiti honduras hungary iceland india indonesia
    iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya kiribati korea kosovo
    kuwait kyrgyzstan laos latvia lebanon lesotho liberia libya liechtenstein lithuania
    luxembourg madagascar malawi malaysia maldives mali malta mauritania mauritius mexico
    micronesia moldova monaco mongolia montenegro morocco mozambique myanmar burma namibia nauru
    nepal netherlands holland nicaragua niger nigeria norway oman pakistan palau palestine
    panama paraguay peru philippines poland portugal qatar romania russia rwanda samoa senegal
    serbia seychelles singapore slovakia slovenia somalia spain sudan suriname sweden
    switzerland syria taiwan tajikistan tanzania thailand togo tonga trinidad tunisia turkey
    turkmenistan tuvalu uganda ukraine uae uk britain england scotland wales usa america
    uruguay uzbekistan vanuatu vatican venezuela vietnam yemen zambia zimbabwe ussr"""
_COUNTRIES_OF_WORDS: Final = """burkina faso|cape verde|costa rica|czech republic|
    dominican republic|el salvador|equatorial guinea|ivory coast|new zealand|north macedonia|
    papua new guinea|san marino|saudi arabia|sierra leone|south africa|sri lanka|
    united arab emirates|united kingdom|united states|soviet union"""
_COUNTRIES: Final = _COUNTRY_WORDS.split() + [n.strip() for n in _COUNTRIES_OF_WORDS.split("|")]
_CONTINENTS: Final = (
    "africa african europe european asia asian antarctica antarctic australia oceania"
)
_CURRENCIES: Final = """dollar dollars euro euros pound pounds sterling yen yuan renminbi franc
    francs peso pesos rupee rupees rupiah rand krona kronor krone kroner lira lire ruble rubles
    rouble roubles dinar dinars dirham dirhams riyal riyals rial baht shekel shekels zloty
    forint ringgit dong naira shilling shillings hryvnia taka kwacha cedi birr lek lev leu
    koruna guilder escudo peseta drachma deutschmark"""
_LANGUAGES: Final = """english french spanish portuguese german italian dutch arabic mandarin
    cantonese chinese japanese korean hindi urdu bengali punjabi tamil telugu russian swahili
    turkish greek polish swedish norwegian danish finnish icelandic hebrew persian farsi thai
    vietnamese indonesian malay tagalog filipino latin catalan basque galician welsh gaelic czech
    slovak hungarian romanian ukrainian bulgarian serbian croatian afrikaans zulu xhosa amharic
    quechua guarani maori hawaiian esperanto"""
_ZONES: Final = """utc gmt cet cest eet eest bst ist jst kst aest aedt acst awst nzst nzdt est
    edt cst cdt mst mdt pst pdt akst hst msk sast"""
_US_ZONES: Final = (
    r"(?:eastern|central|mountain|pacific|atlantic|alaska|hawaii)(?:\s+standard)?\s+time"
)


def one_of(words: list[str]) -> str:
    """A pattern for any of the words, whole: a trie ("mal(?:awi|aysia|dives|i|ta)"), which
    the regex engine walks letter by letter, where an alternation of 197 names would try
    each at every letter of the text."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = trie
        for letter in word:
            node = node.setdefault(letter, {})
        node[""] = {}
    return rf"(?<![a-z])(?:{_branches(trie)})(?![a-z])"


def _branches(node: dict) -> str:  # type: ignore[type-arg]
    ends = "" in node
    alts = [re.escape(letter) + _branches(node[letter]) for letter in sorted(node) if letter]
    if not alts:
        return ""
    body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
    if ends:  # a word that is another's start: "niger", "nigeria"
        return f"(?:{body})?" if len(alts) > 1 or len(body) > 1 else f"{body}?"
    return body


_COLOURS: Final = """red orange yellow green blue indigo violet purple pink brown black white grey
    gray gold golden silver crimson scarlet maroon turquoise cyan magenta beige ivory navy
    azure amber ochre olive teal lavender cream reddish bluish greenish yellowish blond blonde
    tricolour tricolor colourless colorless transparent"""
_ELEMENTS: Final = """hydrogen helium lithium beryllium boron carbon nitrogen oxygen fluorine neon
    sodium magnesium aluminium aluminum silicon phosphorus sulfur sulphur chlorine argon
    potassium calcium scandium titanium vanadium chromium manganese iron cobalt nickel copper
    zinc gallium germanium arsenic selenium bromine krypton rubidium strontium yttrium
    zirconium niobium molybdenum technetium ruthenium rhodium palladium silver cadmium indium
    tin antimony tellurium iodine xenon caesium cesium barium lanthanum cerium praseodymium
    neodymium promethium samarium europium gadolinium terbium dysprosium holmium erbium thulium
    ytterbium lutetium hafnium tantalum tungsten rhenium osmium iridium platinum gold mercury
    thallium lead bismuth polonium astatine radon francium radium actinium thorium
    protactinium uranium neptunium plutonium americium curium berkelium californium
    einsteinium fermium mendelevium nobelium lawrencium quicksilver brimstone"""
_PLANETS: Final = "mercury venus earth mars jupiter saturn uranus neptune pluto"
_OCEANS: Final = "atlantic pacific indian arctic southern antarctic"
_ORGANS: Final = """heart liver lung lungs brain kidney kidneys skin stomach pancreas spleen
    intestine intestines bowel bladder gallbladder thyroid appendix colon oesophagus esophagus
    uterus womb ovary ovaries testes prostate eye eyes ear ears tongue larynx trachea"""
_INSTRUMENTS: Final = """piano violin viola cello violoncello bass guitar drum drums flute piccolo
    trumpet cornet clarinet oboe bassoon saxophone harp trombone tuba horn organ harpsichord
    ukulele banjo mandolin lute accordion harmonica bagpipes sitar xylophone timpani
    recorder synthesizer keyboard"""
_SPORTS: Final = """football soccer cricket rugby tennis golf baseball basketball hockey volleyball
    handball netball badminton squash boxing wrestling judo karate fencing rowing sailing
    cycling swimming athletics skiing snowboarding skating curling polo lacrosse softball
    bowling darts snooker billiards archery gymnastics triathlon marathon"""
COLOURS: Final = ("colour", "color", "colours", "colors")
# Kinds a question asks with "what" or "which" ("Which planet ...?"), answered by one of
# their names; elsewhere ("a planet's moons") the word is only itself
ASKED_WHICH: dict[str, str] = {
    **dict.fromkeys(COLOURS, one_of(_COLOURS.split())),
    **dict.fromkeys(("element", "elements"), one_of(_ELEMENTS.split())),
    **dict.fromkeys(("planet", "planets"), one_of(_PLANETS.split())),
    **dict.fromkeys(("ocean", "oceans"), one_of(_OCEANS.split())),
    **dict.fromkeys(("organ", "organs"), one_of(_ORGANS.split())),
    **dict.fromkeys(("instrument", "instruments"), one_of(_INSTRUMENTS.split())),
    **dict.fromkeys(("sport", "sports"), one_of(_SPORTS.split())),
    **dict.fromkeys(("vitamin", "vitamins"), r"\bvitamins? [a-k]\d*\b"),
}
_CONTINENT_NAMES: Final = [*_CONTINENTS.split(), "north america", "south america"]

# kind: its pattern, searched as it is (its trie needs no list of where a match may start)
NAMED: dict[str, str] = {
    "country": one_of(_COUNTRIES),
    "continent": one_of(_CONTINENT_NAMES),
    "currency": one_of(_CURRENCIES.split()),
    "language": one_of(_LANGUAGES.split()),
    **ASKED_WHICH,
    "zone": one_of(_ZONES.split()) + r"|\b" + _US_ZONES + r"\b",
}
