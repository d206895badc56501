"""How the lexical evaluator finds words: folding, word forms, units, kinds of answer.

Passages are never split into words: that alone cost more than the whole budget of an
event (about 0.25 ms for the gold set's 6 kB). A passage is folded once (case, accents,
quotes) and each of the question's few terms is looked for in it with `str.find`, at a
word start, followed by nothing or by an ending of the same word ("boil" finds "boils",
"boiling", "boiled"; "larg" finds "large", "larger", "largest"). Only the question is
split into words.
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from stream.evaluators.lexical_lexicon import build
from stream.evaluators.lexical_named import ASKED_WHICH, NAMED
from stream.evaluators.lexical_numbers import number_forms
from stream.evaluators.lexical_places import place_forms
from stream.evaluators.lexical_spelling import spellings

MAX_CHARS = 20_000  # of one passage or question; the rest is not read

_MARKS = re.compile(r"[\u0300-\u036f]")  # combining accents, after NFKD
_SYMBOLS = (
    ("\u2019", "'"),
    ("\u2018", "'"),
    ("\u201c", '"'),
    ("\u201d", '"'),
    ("\u2013", "-"),
    ("\u2014", "-"),
    ("\u2212", "-"),
    ("\u00a0", " "),
    ("\u00ba", "\u00b0"),  # the ordinal sign often stands for a degree sign
    ("\u2022", "\n"),  # bullets start items, like a new line
)
# Shared by the lexical modules: a word, a parenthesis, a possessive ending
WORD = re.compile(r"[^\W_]+")
PAREN = re.compile(r"\([^)]*\)")
POSSESSIVE = re.compile(r"['\u2019]s?$")
_QWORD = re.compile(r"\d+(?:st|nd|rd|th)\b|\d+(?:[.,]\d+)*|[^\W\d_]+(?:\d+[^\W\d_]*)*|\d+")


def words_of(text: str) -> list[str]:
    """`WORD.findall(text)`: a plain title or name ("lake ohrid") split at its spaces, by
    str methods (cheaper than the regex for the short texts this is asked of)."""
    if text.replace(" ", "").isalnum():
        return text.split()  # (only spaces stand between its words)
    return WORD.findall(text)


# Words that stand between two names in one run of capitals: "Susan Walker in Miracle on
# 34th", "Nim in Return to Nim's Island".
BETWEEN_NAMES = ("in", "at", "for", "on", "to", "from", "by", "with")

# Endings of one word: what may follow a stem for the word to count as the same one, by
# what the stem lost. Any stem takes inflections; a long one ("japan", "iceland", "invent")
# takes the endings of its adjective and its nouns too ("japanese", "inventor", "invention",
# "government"); "city", "large", "australia" lost a last letter, and
# take what follows that letter ("cities", "larger", "australian") and nothing else, so
# that "cit" is never "cited" nor "larg" "largo".
_ENDINGS = {  # by what the stem lost: nothing (a short or a long stem), or a last letter
    "short": "s es ed ing ings er ers est",
    "long": "s es ed ing ings er ers est n ns an ans ian ians ese ic al ly or ors ion ions ment"
    " ments",
    "y": "y ys ies ied ier iest ily ian ians ying",
    "e": "e es ed er ers est ing ings en",
    "a": "a as an ans ian ians ese n",
    "i": "i is ian ians",
}
_INFLECT = frozenset(_ENDINGS["short"].split())
_AS_WRITTEN = frozenset(("",))
_SHORT = _INFLECT | {""}
_LONG = frozenset(_ENDINGS["long"].split()) | {""}
_LOST = {letter: frozenset(_ENDINGS[letter].split()) for letter in "yeai"}
_Y_LONG = _LOST["y"] | frozenset(("", "s", "an", "ans"))  # "germany": "german", "germans"
_SES = _LOST["e"] | {""}  # a plural in -ses, of a word in -se or in -s
Tails = frozenset[str]

_STOPWORDS = """a an the of in on at to for from by with and or but nor is are was were be been
    being am do does did done has have had having what which who whom whose when where why how that
    this these those it its as than then there their they he she his her him them we you your our i
    me my not no yes so if into onto over under about after before between both either neither same
    also other another any each all some such only one much many more most less least very can
    could would should will shall may might must s t name named called known here out up down off
    while during through until upon per via within without against among"""
STOP = frozenset(_STOPWORDS.split())

# Irregular verbs, the common ones: a question's "sink" is a passage's "sank" or "sunk". Left
# out where the past is more often another word: "dove" (a bird), "smelt" (ore), "spelt" (a
# wheat), "wound", "bound", "ground".
_IRREGULAR_FORMS = """
    arise arose arisen|awake awoke awoken|bear bore borne born|beat beaten|become became|
    begin began begun|bite bit bitten|blow blew blown|break broke broken|bring brought|
    build built|burn burnt|buy bought|catch caught|choose chose chosen|come came|dig dug|
    draw drew drawn|drink drank drunk|drive drove driven|eat ate eaten|fall fell fallen|
    feed fed|feel felt|fight fought|find found|flee fled|fly flew flown|forget forgot forgotten|
    freeze froze frozen|get got gotten|give gave given|go went gone|grow grew grown|hang hung|
    hear heard|hide hid hidden|hold held|keep kept|know knew known|lay laid|lead led|leave left|
    lend lent|lie lay lain|lose lost|make made|mean meant|meet met|pay paid|ride rode ridden|
    ring rang rung|rise rose risen|run ran|say said|see saw seen|seek sought|sell sold|send sent|
    shake shook shaken|shine shone|shoot shot|sing sang sung|sink sank sunk|sit sat|sleep slept|
    speak spoke spoken|spend spent|stand stood|steal stole stolen|stick stuck|strike struck|
    swim swam swum|take took taken|teach taught|tear tore torn|tell told|think thought|
    throw threw thrown|understand understood|wake woke woken|wear wore worn|win won|
    write wrote written|shrink shrank shrunk|spin spun|swing swung|spring sprang sprung|
    slide slid|bend bent|bleed bled|breed bred|cling clung|creep crept|deal dealt|
    dream dreamt|dwell dwelt|fling flung|forbid forbade forbidden|forgive forgave forgiven|
    kneel knelt|leap leapt|mistake mistook mistaken|sew sewn|show shown|sting stung|
    stink stank stunk|stride strode|strive strove striven|swear swore sworn|sweep swept|
    swell swollen|tread trod trodden|weave wove woven|weep wept|wring wrung|slay slew slain|
    sow sown|speed sped|spill spilt|spit spat|spoil spoilt|
    overcome overcame|withdraw withdrew withdrawn|undertake undertook undertaken|
    prove proven|mow mown|shear shorn|lean leant|sling slung|beget begot begotten"""
_IRREGULAR: dict[str, tuple[str, ...]] = {}
for _group in _IRREGULAR_FORMS.split("|"):
    _forms = tuple(_group.split())
    for _form in _forms:
        _IRREGULAR.setdefault(_form, _forms)

# Units: a question's "°C" is a passage's "degrees Celsius", and the other way round.
_UNIT_FORMS = """celsius \u00b0c|fahrenheit \u00b0f|kilometre kilometer km|metre meter|
    centimetre centimeter cm|millimetre millimeter mm|kilogram kg|gram g|tonne ton|mile mi|
    foot feet ft|inch in|pound lb lbs \u00a3|litre liter|percent %|ounce oz|hour hr hrs|
    minute mins|second secs|year yr yrs|calorie kcal|millilitre milliliter ml|dollar $|
    euro \u20ac|volt v|watt w|kilowatt kw|hertz hz"""
# Units a question writes as one word and a passage as three, or the other way round
_SPELLED_UNITS = {
    "mph": ("miles per hour", "miles an hour"),
    "kph": ("kilometres per hour", "kilometers per hour", "km/h"),
    # ... and words a passage writes in two (`lexical_chatter` reads the question's so)
    "breakup": ("broke up", "break up", "breaks up", "split up"),
    "ceo": ("chief executive",),
}
_UNITS: dict[str, tuple[str, ...]] = {}
for _group in _UNIT_FORMS.split("|"):
    _forms = tuple(_group.split())
    for _form in _forms:
        if _form not in ("in", "mi", "g"):  # words or letters too often to be read as units
            _UNITS.setdefault(_form, _forms)

# The same word in other spellings, shortenings and plurals: a question's "temp" is a
# passage's "temperature", "color" its "colour", "people" its "persons"; and the commonest
# words of one meaning ("signs" of an illness are its "symptoms", "on Earth" is "in the
# world"), a few, for a question never says it the passage's way.
_SAME_FORMS = """temp temperature|info information|fridge refrigerator|phone telephone|
    photo photograph|advert advertisement|exam examination|lab laboratory|maths math mathematics|
    flu influenza|vet veterinarian|bike bicycle|plane aeroplane airplane|tv television|
    uni university|pic picture|colour color|centre center|theatre theater|aluminium aluminum|
    programme program|defence defense|grey gray|tyre tire|favourite favorite|neighbour neighbor|
    honour honor|labour labor|harbour harbor|organise organize|recognise recognize|
    realise realize|jewellery jewelry|mum mom|film movie|child children kid kids|man men|
    woman women|person persons people|mouse mice|tooth teeth|goose geese|leaf leaves|life lives|
    knife knives|wolf wolves|half halves|symptom symptoms sign signs|world earth|begin start|
    big large|fast quick|end finish|buy purchase|sick ill|car automobile"""
# An adjective in -ant or -ent and its noun in -ance, -ancy, -ence or -ency ("pregnant",
# "pregnancy"; "distant", "distance"), but for pairs of two meanings. A form that is no
# word ("elephancy") is never found, so costs nothing but a look.
_QUALITIES = (("ant", ("ance", "ancy")), ("ent", ("ence", "ency")))
_NOT_QUALITIES = frozenset(
    {"current", "currency", "currencies", "patient", "patients", "patience"}
    | {"instant", "instance", "instances"}
)


# A verb in -ate, its noun in -ation and its doer in -ator ("generate", "generator";
# "pollinate", "pollination"); short ones are often other words ("state", "station")
_ACTIONS = ("ate", "ation", "ator")


def _derived(word: str) -> tuple[str, ...]:
    """The other forms of an -ant/-ent adjective or its -ance/-ence noun, or of an -ate
    verb, its -ation noun or its -ator doer; () for other words."""
    for ending in _ACTIONS:
        if word.endswith(ending) and len(word) - len(ending) >= 4 + (ending == "ation"):
            base = word[: -len(ending)]
            return tuple(base + other for other in _ACTIONS if other != ending)
    if len(word) < 7 or word in _NOT_QUALITIES or word.endswith("ment"):
        return ()
    for adjective, nouns in _QUALITIES:
        if word.endswith(adjective):
            return tuple(word[:-3] + noun for noun in nouns)
        for noun in nouns:
            if word.endswith(noun):
                return (word[:-4] + adjective, *(word[:-4] + n for n in nouns if n != noun))
    return ()


# Superlatives of one meaning, each with the stem of the other: the degree words
# themselves differ ("a tall man" is no "high man"), their superlatives of a thing do not
_SUPERLATIVES = {"tallest": "high", "highest": "tall"}
_EST = frozenset(("est",))
_SAME: dict[str, tuple[str, ...]] = {}
for _group in _SAME_FORMS.split("|"):
    _forms = tuple(_group.split())
    for _form in _forms:
        _SAME.setdefault(_form, _forms)

# What an answer of a kind looks like, for the question word that asks for it: "At what
# temperature ..." is answered by "100 degrees Celsius", which has no "temperature" in it.
_NUM = (
    r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
    r"twenty|thirty|forty|fifty|(?:hundred|thousand|million|billion)s?|a few|several|dozens?)"
)
AMOUNT = re.compile(rf"\b{_NUM}\b")  # a count or a measure, as a comparison weighs them
_TEMPERATURE = rf"{_NUM}\s*(?:\u00b0|degrees?\b|celsius|fahrenheit|kelvin)"
_LENGTH = (
    rf"{_NUM}\s*(?:km|m|cm|mm|ft|feet|foot|inch(?:es)?|miles?|(?:kilo|centi|milli)?met(?:re|er)s?"
    r"|light[- ]years?)\b"
)
# a thing's own length, not how far it lies from another: "70 km north of Beijing"
_EXTENT = (
    rf"(?:{_LENGTH})(?!,?\s+(?:(?:to\s+the\s+)?(?:north|south|east|west)(?:-?(?:east|west))?"
    r"|away|off|inland|offshore|outside|beyond)\b)"
)
_AREA = rf"{_NUM}\s*(?:km\u00b2|sq(?:uare)? (?:km|kilomet(?:re|er)s|miles)|acres|hectares)"
_WEIGHT = rf"{_NUM}\s*(?:kg|g|t|lbs?|pounds?|(?:kilo)?grams?|tonnes?|tons?)\b"
_DATA = rf"{_NUM}\s*(?:[kmgt]i?b|bytes?|(?:kilo|mega|giga|tera)bytes?)\b"  # "up to 256 KB"
_SIZE = f"{_EXTENT}|{_AREA}|{_WEIGHT}|{_DATA}"  # "How big is a neutron star?": "20 km across"
# (not a rate of anything else: "50 times a second")
_SPEED = rf"{_NUM}\s*(?:km/h|mph|m/s|knots?|(?!times\b|beats\b)\w+ (?:per|an|a) (?:second|hour))"
_DURATION = (
    rf"{_NUM}\s*(?:-\s*)?(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?"
    r"|centur(?:y|ies))\b"
)
_YEAR = r"\b(?:1\d{3}|20\d{2})s?\b"
# An age: "at the age of 35", "aged 46", "at 27", "when she was 19"
_AGE = (
    r"\b(?:aged?|at)\s+(?:the\s+age\s+of\s+)?\d{1,3}\b(?![.,]?\d)"
    r"|\bwhen\s+(?:he|she|they)\s+(?:was|were)\s+\d{1,3}\b(?![.,]?\d)"
)
_MONEY = (  # "How much did X cost?": "$15 million", "15 million dollars"
    rf"[$\u00a3\u20ac\u00a5]\s*{_NUM}|{_NUM}\s*(?:dollars?|euros?|pounds sterling|yen|usd|gbp|eur"
    r"|cents?|pence)\b"
)
_DECADE_WORDS = "twenties thirties forties fifties sixties seventies eighties nineties"
_DECADE = rf"\b(?:1\d|20)\d0s\b|['\u2019]\d0s\b|\b(?:{_DECADE_WORDS.replace(' ', '|')})\b"
_CENTURY = r"\b\d{1,2}(?:st|nd|rd|th)[\s-]+centur(?:y|ies)\b"
# a date long ago: "about 66 million years ago", "in the 5th century BC"
_AGO = rf"\b\d[\d,.]*(?:\s+(?:hundred|thousand|million|billion))?\s+years\s+ago\b|{_CENTURY}"
MONTH_NAMES = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
DAY_NAMES = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTHS = rf"\b(?:{MONTH_NAMES})\b"
# "Why ...?" is answered by a cause: a passage that only mentions the thing does not (a
# "why" question's passage must hold one; the connectives and causal verbs of English).
_CAUSE = (
    r"\b(?:because|due to|caus(?:e|es|ed|ing)|as a result|reasons?|thanks to|which is why"
    r"|owing to|when|so|since|leads? to|results? in|triggers?|produces?|allows?|makes?"
    r"|explanations?|explain(?:s|ed)?|in order to|purpose)\b"
)
_KINDS: dict[str, str] = {
    "why": _CAUSE,
    "temperature": _TEMPERATURE,
    "hot": _TEMPERATURE,
    "cold": _TEMPERATURE,
    "year": _YEAR,
    "date": f"{_YEAR}|{_MONTHS}|{_AGO}",
    "when": f"{_YEAR}|{_MONTHS}|{_AGO}",
    "tall": _EXTENT,
    "height": _EXTENT,
    "high": _EXTENT,
    "long": f"{_EXTENT}|{_DURATION}",
    "length": _EXTENT,
    "far": _LENGTH,
    "distance": _LENGTH,
    "deep": _EXTENT,
    "depth": _EXTENT,
    "wide": _EXTENT,
    "width": _EXTENT,
    "wingspan": _LENGTH,
    "diameter": _LENGTH,
    "elevation": _LENGTH,
    "altitude": _LENGTH,
    "lifespan": _DURATION,
    "area": _AREA,
    "big": _SIZE,
    "large": _SIZE,
    "size": _SIZE,
    "heavy": _WEIGHT,
    "weigh": _WEIGHT,
    "weight": _WEIGHT,
    "fast": _SPEED,
    "speed": _SPEED,
    "old": f"{_DURATION}|{_YEAR}|{_AGE}",
    "age": f"{_DURATION}|{_AGE}",
    "cost": _MONEY,
    "price": _MONEY,
    "month": _MONTHS,  # "What month is Thanksgiving?": "in November"
    "season": r"\b(?:spring|summer|autumn|winter)\b",  # "What season ...?" (not "fall")
    "decade": f"{_DECADE}|{_YEAR}",  # "the 1970s", or a year of it
    "century": f"{_CENTURY}|{_YEAR}",  # "the 15th century", or a year of it
    **NAMED,  # "which country": "Mali"; "what colour": "green, white and red"
    "many": rf"\b{_NUM}\b",
    "much": rf"\b{_NUM}\b",
}


ASKED_ONLY = frozenset(("country", "continent", *ASKED_WHICH))

# Where an answer of each kind can start: the literal each of its alternatives begins with
# (a digit, a number word, a month, a causal word). The kinds have no literal prefix that
# the regex engine could skip ahead by, so their own search tries every position of the
# text, slowly; the judge finds these starts with `str.find`, fast, and tries the kind at
# them alone: the same matches (`tests/unit/test_lexical_kinds.py` checks that on a phrase
# of each alternative and on gold-set passages). A run of digits is one start: a kind that
# matches inside the run ("1,250 m" at "250") matches from its first digit. `_NUM`'s
# "\w+teen" can start anywhere, so a text that holds "teen" is searched whole.
_DIGITS = tuple("0123456789")
# fmt: off
NUMBER_STARTS = (
    *_DIGITS, "one", "two", "three", "ten", "twelve", "twenty", "thirty", "thousand", "four",
    "five", "forty", "fifty", "six", "seven", "several", "eight", "eleven", "nine", "hundred",
    "million", "billion", "dozen", "a few",
)
_CAUSE_STARTS = (
    "because", "caus", "reason", "when", "so", "since", "lead", "result", "trigger", "produce",
    "allow", "make", "explanation", "explain", "purpose", "due to", "as a result", "thanks to",
    "which is why", "owing to", "in order to",
)
# fmt: on
_DATE_STARTS = (*_DIGITS, *MONTH_NAMES.split("|"))
_MONEY_STARTS = ("$", "\u00a3", "\u20ac", "\u00a5", *NUMBER_STARTS)
# ("at" and "when", not "at " and "when ": the pattern takes any space after them, a line break too)
_AGE_STARTS = (*NUMBER_STARTS, "age", "at", "when")
# The starts of kinds a number may lead, whatever else may: `_NUM`'s "\w+teen" starts anywhere
_NUMBERED_STARTS = (NUMBER_STARTS, _MONEY_STARTS, _AGE_STARTS)
_STARTS = {
    "why": _CAUSE_STARTS,
    "date": _DATE_STARTS,
    "when": _DATE_STARTS,
    "cost": _MONEY_STARTS,
    "price": _MONEY_STARTS,
    "old": _AGE_STARTS,
    "age": _AGE_STARTS,
    "month": tuple(MONTH_NAMES.split("|")),
    "season": ("spring", "summer", "autumn", "winter"),
    "decade": (*_DIGITS, "'", "\u2019", *_DECADE_WORDS.split()),
    "century": _DIGITS,
    **dict.fromkeys(NAMED, ()),  # (a trie: searched as it is)
}


@functools.lru_cache(maxsize=64)
def _kind(word: str) -> re.Pattern[str]:
    return re.compile(_KINDS[word])


def _kind_start(word: str) -> tuple[str, ...]:
    return _STARTS.get(word, NUMBER_STARTS)


# A name's abbreviated first word, before a capital: "Mt Everest", "St. Paul's", "Ft Worth"
_ABBREVIATED = re.compile(r"\b(Mt|St|Ft)\.?[^\S\n]+(?=[A-Z])")


# ... and in a question typed all in lower case ("mount st helens eruption year"), where no
# capital tells a name; not "ft", which is also feet
_ABBREVIATED_LOWER = re.compile(r"(?<![\w.])(mt|st)\.?[^\S\n]+(?=[a-z])")
_ABBREVIATIONS = {"Mt": "Mount ", "St": "Saint ", "Ft": "Fort ", "mt": "mount ", "st": "saint "}


def expand_abbreviations(text: str, only: str = "") -> str:
    """A question or passage with a name's abbreviated first word written out, so that
    "Mt Everest" and "Mount Everest", "St. Paul's" and "Saint Paul's" are one name; `only`:
    the one abbreviation to look for ("Mt"), where the question has one of them only."""
    if only:
        return _ABBREVIATED.sub(_expanded, text) if only in text else text
    if "t" not in text:
        return text
    if text.islower():
        if "mt" not in text and " st" not in text and not text.startswith("st"):
            return text
        return _ABBREVIATED_LOWER.sub(_expanded, text)
    if "Mt" not in text and "St" not in text and "Ft" not in text:
        return text  # (the usual case: a few substring tests, no regex)
    return _ABBREVIATED.sub(_expanded, text)


def _expanded(match: re.Match[str]) -> str:
    return _ABBREVIATIONS[match.group(1)]


# Spaces that are not " " (no-break, thin, narrow no-break), as pages copied from the web
# have them: "Canberra:\u00a0Canberra is ..." is titled as "Canberra: Canberra is ..." is
_SPACES = re.compile("[\u00a0\u2002\u2003\u2007\u2009\u200a\u202f\u3000]")


# What shows nothing and breaks a word in two for a pattern: a soft hyphen (HTML's &shy;), a
# zero-width space or joiner, a byte-order mark
_INVISIBLE = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")


def visible(text: str) -> str:
    """The text without what shows nothing (`_INVISIBLE`)."""
    # (a character above the text's widest one is found absent at once: a text of Latin-1
    # is searched for the soft hyphen alone)
    if text.isascii() or (
        "\u00ad" not in text
        and "\u200b" not in text
        and "\u200c" not in text
        and "\u200d" not in text
        and "\u2060" not in text
        and "\ufeff" not in text
    ):
        return text
    return _INVISIBLE.sub("", text)


def spaced(text: str) -> str:
    """The text with its other spaces as plain ones (each one character: nothing moves),
    where its first 300 characters have one."""
    if text.isascii() or (
        text.find("\u00a0", 0, 300) < 0  # (a string search, not a regular expression's:
        and text.find("\u202f", 0, 300) < 0  # one of Latin-1 has none of the other two
        and text.find("\u2009", 0, 300) < 0  # and says so at once)
    ):
        return text  # (where a title and its colon stand: `fold` reads the rest)
    return _SPACES.sub(" ", text)


def fold(text: str) -> str:
    """Lower case without accents, with plain quotes and dashes: "Mañalac\u2019s" ->
    "manalac's"."""
    text = text[:MAX_CHARS]
    if text.isascii():
        return text.lower()
    for char, plain in _SYMBOLS:  # str.translate is slower: a dict lookup for every char
        if char in text:
            text = text.replace(char, plain)
    if text.isascii():  # only quotes, dashes or spaces were not: nothing to decompose
        return text.lower()
    text = unicodedata.normalize("NFKD", text)
    return _MARKS.sub("", text).lower() if not text.isascii() else text.lower()


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> tuple[str, Tails]:
    """The part of a (folded) word its other forms share, and the endings it may take:
    "countries" -> "countr" (+ "y", "ies", ...), "boiling" -> "boil" (+ "", "s", ...).
    A word is always one of its own forms: where cutting its ending would lose it
    ("engineer" as "engine" + "er", "hogweed" as "hogw"), it is its own stem."""
    base, tails = _cut(word)
    if word == base or _same_word(word[len(base) :], base, tails):
        return base, tails
    return word, _SHORT


def _cut(word: str) -> tuple[str, Tails]:
    if len(word) <= 3 or word[0].isdigit():
        return word, _SHORT
    for ending in ("iest", "ies", "ied", "ier"):  # "flies": "fly", "countries": "country"
        if len(word) > len(ending) + 1 and word.endswith(ending):
            return word[: -len(ending)], _LOST["y"]
    base, verb = word, False
    if len(word) > 6 and word.endswith("ings"):  # "vikings" as "viking": "vik", one stem
        base, verb = word[:-4], True
    elif len(word) > 5 and word.endswith(("ing", "est")):
        base, verb = word[:-3], True
    elif len(word) > 4 and word.endswith(("ed", "er")):
        base, verb = word[:-2], True
    elif len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes", "zes")):
        base = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        base = word[:-1]
    if verb and len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiouls":
        base = base[:-1]  # "hottest" -> "hot", "bigger" -> "big"
    lost = base[-1:]
    if len(base) >= 4 and lost in _LOST and not (lost == "y" and base[-2] in "aeiou"):
        base = base[:-1]  # "large" -> "larg", "australia" -> "australi"; "play" stays
        if len(base) >= 3 and word.endswith("ses"):
            return base, _SES  # "octopuses": "octopus" too, as "houses" is "house"
        if len(base) >= 3:
            return base, _Y_LONG if lost == "y" and len(base) >= 5 else _LOST[lost]
        return word, _SHORT
    if len(base) < 3:
        return word, _SHORT
    return base, _LONG if len(base) >= 5 else _SHORT


def _same_word(tail: str, form: str, tails: Tails) -> bool:
    """Whether a word that is `form` followed by `tail` is one of the form's words."""
    if tail in tails:
        return True
    if tail in ("d", "r", "rs") and form[-1] == "e" and "" in tails:
        return True  # "die" + "d", "use" + "r"
    return len(tail) >= 3 and tail[0] == form[-1] and tail[1:] in _INFLECT  # "hot" + "test"


_LEXICON = build(stem)  # "lunar" for "moon" (`lexical_lexicon`)


def _lexicon(word: str) -> tuple[str, ...]:
    """The lexicon's words of one meaning with `word`, for the groups whose word it is a
    form of ("writing": "write", "wrote", "author"; "many" is no form of "man")."""
    key = stem(word)[0]
    found: tuple[str, ...] = ()
    for tails, words in _LEXICON.get(key, ()):
        if word == key or _same_word(word[len(key) :], key, tails):
            found += words
    return found


# Latin and Greek plurals: "fungi" of "fungus", "bacteria" of "bacterium", "criteria" of
# "criterion", "larvae" of "larva", "analyses" of "analysis", "indices" of "index". Each
# ending gives the other number's, both ways, found as written: a form that is no word
# ("housis" of "houses") is never found, and "strontia" is not "Strontian". An ending
# English words share is turned only after the letters its Latin and Greek words have
# there, as each form costs a search: "-on" after "rion", "enon", "aton" or "lion"
# ("criterion", "phenomenon"; not "common", "season"), "-a" after one of a few letters.
_CLASSICAL = (
    ("us", ("i",), ""),
    ("i", ("us",), ""),
    ("um", ("a",), ""),
    ("rion", ("ria",), ""),
    ("enon", ("ena",), ""),
    ("aton", ("ata",), ""),
    ("lion", ("lia",), ""),
    ("ia", ("ium", "ion"), ""),  # "bacteria", "media", "criteria"
    ("na", ("non", "nae"), ""),  # "phenomena", "antennae"
    ("a", ("um",), "trld"),  # "data", "strata", "spectra", "curricula", "addenda"
    ("a", ("ae",), "lvrg"),  # "formula", "larva", "vertebra", "alga"
    ("ae", ("a",), ""),
    ("is", ("es",), ""),
    ("ses", ("sis",), ""),
    ("ex", ("ices",), ""),
    ("ix", ("ices",), ""),
    ("ices", ("ex", "ix"), ""),
)


def _classical(word: str) -> tuple[str, ...]:
    """The other number of a Latin or Greek noun ("fungus": "fungi"); () for words too
    short to tell ("bus") or of an ending English words share ("common")."""
    found: tuple[str, ...] = ()
    for ending, others, before in _CLASSICAL:
        size = len(ending)
        if word.endswith(ending) and len(word) - size >= 3:
            if before and word[-size - 1] not in before:
                continue
            found += tuple(word[:-size] + other for other in others)
            if not before:
                break
    return found


@dataclass(frozen=True, slots=True)
class Term:
    """One word of the question and the forms it is looked for in, with their endings."""

    word: str
    forms: tuple[tuple[str, Tails], ...]
    kind: re.Pattern[str] | None = None  # an answer of the kind this word asks for
    kind_start: tuple[str, ...] = ()  # what an answer of the kind starts with

    @staticmethod
    def of(word: str) -> Term:
        unit = _UNITS.get(word) or _UNITS.get(word[:-1] if word.endswith("s") else "")
        words = _IRREGULAR.get(word) or unit or _SAME.get(word) or (word,)  # "grams": "g" too
        words += _SPELLED_UNITS.get(word, ())  # "mph": "miles per hour"
        # "temp": a temperature too; "country" only where asked ("Which country ...?"): a
        # bridge's "the country where X is" is no name of one (`Question.of`)
        asks = next((w for w in words if w in _KINDS and w not in ASKED_ONLY), None)
        # words of one meaning and derived forms ask no kind: "age" no "aged"
        more = _lexicon(word) + _derived(word) + number_forms(word)  # "9": "nine"
        more += place_forms(word)  # "french": "france"
        if len(word) >= 5 and word.endswith("is"):  # "okapis", "taxis": "okapi" too (stem
            more += (word[:-1],)  # keeps "-is", for "analysis" and "tennis")
        if more:
            words = tuple(dict.fromkeys(words + more))
        forms = tuple(dict.fromkeys(stem(w) for w in words))
        if word in _SUPERLATIVES:  # "tallest" is "highest", where "tall" is not "high"
            forms += ((_SUPERLATIVES[word], _EST),)
        if word.isdigit() and len(word) > 3:  # "1000" is also written "1,000"
            forms += ((f"{int(word):,}", _SHORT),)
        if not asks:
            return Term(word=word, forms=forms)
        return Term(word=word, forms=forms, kind=_kind(asks), kind_start=_kind_start(asks))

    def plain(self) -> Term:
        """The same word, also found in the other number of a Latin or Greek noun (as
        written) and in its British or American spelling: for a plain word, not a name
        ("The Metamorphosis" is not Ovid's "Metamorphoses", "Michael" not "Michel")."""
        other = tuple((w, _AS_WRITTEN) for w in _classical(self.word))
        other += tuple(stem(w) for w in spellings(self.word))
        if not other:
            return self
        forms = tuple(dict.fromkeys(self.forms + other))
        return Term(self.word, forms, kind=self.kind, kind_start=self.kind_start)

    def with_forms(self, other: Term) -> Term:
        """The same word, found in the other's forms too."""
        forms = tuple(dict.fromkeys(self.forms + other.forms))
        return Term(self.word, forms, kind=self.kind, kind_start=self.kind_start)

    def asking(self, kind: str) -> Term:
        """The same word, answered by an answer of `kind` too ("boiling point": a
        temperature)."""
        return Term(self.word, self.forms, kind=_kind(kind), kind_start=_kind_start(kind))


_COMPOUND_TAILS = frozenset(("", "s", "es"))


# Units of two words a passage writes short: "miles per hour" as "mph"
_UNIT_PAIRS = {
    ("miles", "hour"): ("mph",),
    ("mile", "hour"): ("mph",),
    ("kilometres", "hour"): ("km/h", "kph"),
    ("kilometers", "hour"): ("km/h", "kph"),
    ("square", "miles"): ("sq mi", "sq. mi"),
    ("square", "kilometres"): ("km\u00b2", "sq km"),
    ("square", "kilometers"): ("km\u00b2", "sq km"),
}


@functools.lru_cache(maxsize=64)
def unit_pair(first: str, second: str) -> Term | None:
    """Two words of a question that name a unit a passage may write short ("miles per
    hour": "mph"), as one term; None for any other two words."""
    short = _UNIT_PAIRS.get((first, second))
    return Term(first + " " + second, tuple((s, _SHORT) for s in short)) if short else None


@functools.lru_cache(maxsize=64)
def dotted(acronym: str) -> Term:
    """An acronym as a passage may write it with dots ("un": "u.n.")."""
    return Term(acronym, ((".".join(acronym) + ".", _AS_WRITTEN),))


def joined(first: str, second: str) -> Term:
    """Two words of a question written as one ("bed time": "bedtime")."""
    return Term(first + second, ((first + second, _COMPOUND_TAILS),))


_ORDINAL = re.compile(
    r"(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d(?:nd|rd|th))-$"
)


def word_at(text: str, start: int, stop: int | None = None) -> str:
    """The letters and digits that run from `start`, cut at `stop`: what `[^\\W_]*` matches
    there (a loop, cheaper than a regex call for the few characters of a word or its rest)."""
    end = start
    size = len(text) if stop is None else min(stop, len(text))
    while end < size and text[end].isalnum():
        end += 1
    return text[start:end]


def _starts(text: str, pos: int) -> bool:
    """Whether a word starts at `pos`: not inside another, nor after "second-" (the
    second-largest is not the largest)."""
    if pos == 0:
        return True
    before = text[pos - 1]
    if before == "-":
        return _ORDINAL.search(text, max(0, pos - 8), pos) is None
    return not before.isalnum()


def _at(text: str, form: str, tails: Tails, start: int) -> int:
    """Where `form` begins a word of `text` at or after `start` that is one of its forms."""
    size = len(form)
    pos = text.find(form, start)
    while pos >= 0:
        if not form[0].isalnum() or _starts(text, pos):
            if not form[-1].isalnum():  # a symbol ("$", "%") ends it: anything may follow
                return pos
            tail = word_at(text, pos + size)
            if _same_word(tail, form, tails):
                return pos
        pos = text.find(form, pos + size)
    return -1


# Endings of words that are seldom a compound written apart ("directed", "nationality"):
# such a word is not looked for in parts, which saves a search of the text for many of a
# long question's words that no passage holds
_UNCOMPOUNDED = ("ed", "tion", "sion", "ment", "ness", "ity", "ous", "ive", "ical", "ism")


def compoundable(word: str) -> bool:
    """Whether a word may be (part of) a compound that a text writes otherwise ("bed" and
    "speed" may, not "directed")."""
    for ending in _UNCOMPOUNDED:
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return False
    return True


def spread_parted(word: str, text: str, starts: Sequence[int], hyphens: bool) -> set[int]:
    """The parts of `text` that write a (folded) word as a compound open or hyphenated:
    "web site" or "web-site" for "website", both halves of three letters at least, or with
    a hyphen after its first two letters ("co-operate", "wi-fi") or, in a short word, its
    first ("e-mail"); a plural "s" or "es" may follow. Read where the word's first letters
    stand, not by a search of the text for each way to part it. (For a question's word no
    passage writes whole; `hyphens`: whether the text has any.)"""
    found: set[int] = set()
    size = len(word)
    if size < (4 if hyphens else 6) or not word.isalpha() or not compoundable(word):
        return found
    where = bisect.bisect_right
    length = len(text)

    def add(pos: int) -> None:
        end = pos + size + 1  # the word and one space or hyphen
        tail = word_at(text, end) if end < length and text[end].isalnum() else ""
        if (pos == 0 or not text[pos - 1].isalnum()) and tail in _COMPOUND_TAILS:
            found.add(where(starts, pos) - 1)

    if size >= 6:  # a space or a hyphen between halves of three letters or more
        prefix, last = word[:3], word[-3:]
        pos = text.find(prefix)
        while pos >= 0:
            if text.startswith(last, pos + size - 2):  # (it ends where the word would)
                chunk = text[pos : pos + size + 1]
                at = chunk.find(" ", 3, size - 2)
                if at < 0:
                    at = chunk.find("-", 3, size - 2)
                if at > 0 and chunk[:at] + chunk[at + 1 :] == word:
                    add(pos)
            pos = text.find(prefix, pos + 1)
    if hyphens:  # a hyphen after two letters ("co-operate", "wi-fi"), or one in a short
        for form in (word[:2] + "-" + word[2:], word[:1] + "-" + word[1:] if size <= 6 else ""):
            pos = text.find(form) if form else -1  # word ("e-mail")
            while pos >= 0:
                add(pos)
                pos = text.find(form, pos + 1)
    return found


def spread(term: Term, text: str, starts: Sequence[int]) -> set[int]:
    """The parts of `text` (part k begins at starts[k], in order) that hold the term: one
    search of the whole text per form, skipping to the next part after each hit, instead
    of a search per part and form. (The hot loop of the judge: the checks of `_at` are
    written out here, cheapest first.)"""
    found: set[int] = set()
    last = len(starts) - 1
    where = bisect.bisect_right
    length = len(text)
    for form, tails in term.forms:
        size = len(form)
        open_start = not form[0].isalnum()
        pos = text.find(form)
        while pos >= 0:
            before = text[pos - 1] if pos else " "
            if open_start or (not before.isalnum() and (before != "-" or _starts(text, pos))):
                end = pos + size
                if end < length and text[end].isalnum() and form[-1].isalnum():
                    ok = _same_word(word_at(text, end), form, tails)
                else:
                    ok = "" in tails
                if ok:
                    part = where(starts, pos) - 1
                    found.add(part)
                    if part == last:
                        break
                    pos = text.find(form, starts[part + 1])
                    continue
            pos = text.find(form, pos + size)
    return found


def spread_kind(term: Term, text: str, starts: Sequence[int]) -> list[int]:
    """The parts of `text` (as for `spread`) that hold an answer of the term's kind."""
    found: list[int] = []
    if term.kind is None:
        return found
    kinds = term.kind_start
    numbered = any(kinds is led for led in _NUMBERED_STARTS)
    whole = not kinds or (numbered and "teen" in text)  # (no starts: a trie of names)
    begins = None if whole else kind_starts(text, kinds)
    at = kind_at(term.kind, begins, text, 0)
    while at >= 0:
        part = bisect.bisect_right(starts, at) - 1
        found.append(part)
        if part == len(starts) - 1:
            break
        at = kind_at(term.kind, begins, text, starts[part + 1])
    return found


def kind_starts(text: str, literals: Sequence[str]) -> list[int]:
    """Where in `text` one of `literals` begins (a digit: where a run of digits begins),
    in order."""
    found: set[int] = set()
    for literal in literals:
        digit = literal in _DIGITS
        at = text.find(literal)
        while at >= 0:
            if not (digit and at and text[at - 1].isdigit()):
                found.add(at)
            at = text.find(literal, at + 1)
    return sorted(found)


def kind_at(kind: re.Pattern[str], begins: list[int] | None, text: str, pos: int) -> int:
    """Where the first match of `kind` at or after `pos` starts, or -1: found by `kind`'s
    own search, or by trying it only where a match can start (`begins`, in order)."""
    if begins is None:
        match = kind.search(text, pos)
        return match.start() if match else -1
    for k in range(bisect.bisect_left(begins, pos), len(begins)):
        at = begins[k]
        if kind.match(text, at):
            return at
    return -1


def positions(term: Term, text: str) -> list[int]:
    """Every position where a word of `text` is one of the term's forms."""
    found = []
    for form, tails in term.forms:
        if form in text:
            pos = _at(text, form, tails, 0)
            while pos >= 0:
                found.append(pos)
                pos = _at(text, form, tails, pos + len(form))
    return sorted(found)


def find(term: Term, text: str) -> int:
    """The first position of the term (any of its forms) in the folded `text`, or -1."""
    best = -1
    for form, tails in term.forms:
        if form in text:
            pos = _at(text, form, tails, 0)
            if pos >= 0 and (best < 0 or pos < best):
                best = pos
    return best


@functools.lru_cache(maxsize=8192)  # a title is looked for in every passage of its event
def _phrase(phrase: str) -> tuple[tuple[str, ...], str, Tails]:
    words = tuple(words_of(phrase))
    return (words, *stem(words[-1])) if words else ((), "", _SHORT)


def _phrase_at(words: tuple[str, ...], last: str, tails: Tails, text: str, pos: int) -> bool:
    """Whether the phrase's words run from `pos` (where its first word was found)."""
    if pos and text[pos - 1].isalnum():
        return False
    end = pos + len(words[0] if len(words) > 1 else last)
    for n in range(1, len(words)):
        word = last if n == len(words) - 1 else words[n]
        start, gap_end = end, min(end + 3, len(text))  # one to three other characters
        while start < gap_end and not text[start].isalnum():  # (a loop, not a regex call)
            start += 1
        if start == end or not text.startswith(word, start):
            return False
        end = start + len(word)
    return _same_word(word_at(text, end), last, tails)


# Places a phrase's first word is tried at before it is taken as absent: prose of the
# longest passage holds a word a few dozen times; a text that repeats it hundreds of times
# ("Menu | Menu | ...") would otherwise cost a try at each, for each name looked up in it
_MAX_TRIED = 64


def has_phrase(phrase: str, text: str) -> bool:
    """Whether the words of the folded `phrase` occur in `text` in a row, whatever stands
    between them ("modern drummer hall of fame" in '"Modern Drummer" Hall of Fame'), the
    last one in any of its forms ("cranberry" in "cranberries")."""
    words, last, tails = _phrase(phrase)
    if not words or last not in text:
        return False  # most phrases are not there: a substring test or two says so
    for word in words[:-1]:
        if word not in text:
            return False
    first = words[0] if len(words) > 1 else last
    pos = text.find(first)
    tried = 0
    while pos >= 0 and tried < _MAX_TRIED:
        if _phrase_at(words, last, tails, text, pos):
            return True
        pos = text.find(first, pos + 1)
        tried += 1
    return False


_CELSIUS = re.compile(r"\u00b0\s*c\b")
_FAHRENHEIT = re.compile(r"\u00b0\s*f\b")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")


def question_words(text: str) -> list[str]:
    """The folded words of a question, units spelled out ("100 °C" -> "100", "celsius")."""
    low = fold(text)
    if "\u00b0" in low:
        low = _FAHRENHEIT.sub(" fahrenheit ", _CELSIUS.sub(" celsius ", low))
    if "," in low:
        low = _THOUSANDS.sub("", low)
    return _QWORD.findall(low)


def stem_runs(words: Iterable[str]) -> list[list[str]]:
    """The stems of (folded) words, in runs that stop words break: "hubble space telescope
    launch" in "What year did the Hubble Space Telescope launch?"."""
    out: list[list[str]] = [[]]
    for w in words:
        if w in STOP:
            if out[-1]:
                out.append([])
        else:
            out[-1].append(stem(w)[0])
    return [run for run in out if run]


def content(words: list[str]) -> list[str]:
    """The words that carry meaning, each once, in order."""
    return list(dict.fromkeys(w for w in words if w not in STOP))


# Answers of the types a factoid question asks for ("Who ...?", "When ...?", "How many
# ...?", "Where ...?"), in a passage's text as written (capitals kept): a person's name
# (two capitalised words or more), a date, a number, a place after "in" or "at"
_CAPITAL = r"[A-Z\u00c0-\u00de][^\W\d_]+"
# (the first capital before the test that it starts a word, as for names: `re` then skips to
# the next capital in C)
_FIRST = r"[A-Z\u00c0-\u00de](?<!\w[A-Z\u00c0-\u00de])[^\W\d_]+"
_PERSON = re.compile(rf"({_FIRST}(?:\s+[A-Z]\.)?(?:\s+(?:de |van |von )?{_CAPITAL})+)")
ANSWERS = {
    "date": re.compile(rf"{_YEAR}|\b(?:{MONTH_NAMES.title()})\b"),  # not "may" nor "march"
    "number": re.compile(rf"\b(?i:{_NUM})\b"),
    "place": re.compile(r"\b(?:in|at|near)\s+(?:the\s+)?[A-Z\u00c0-\u00de]"),
}


# Verbs that ask for a thing's origin: who made it, when or where it began. A page about
# the thing tells its origin, in its own words ("came across them in 1895" for
# "discovered"), and the person or date it gives first are its maker and its start; of
# another event ("the Berlin Wall fell") it may give none, or another's date.
_ORIGIN_WORDS = """invent invented discover discovered found founded establish established
    create created start started begin began begun open opened build built write wrote
    written compose composed paint painted design designed develop developed launch launched
    introduce introduced form formed publish published release released born"""
ORIGIN = frozenset(stem(w)[0] for w in _ORIGIN_WORDS.split())


def answers(kind: str, text: str, subject: str) -> bool:
    """Whether a text (as written) holds an answer of the `kind` a question asks for, other
    than its (folded) subject: "Wilhelm Röntgen" for a person, "1895" for a date."""
    if kind != "person":
        pattern = ANSWERS.get(kind)
        return bool(pattern and pattern.search(text))
    read: set[str] = set()
    for match in _PERSON.finditer(text):
        written = match.group(1)
        if written in read:
            continue  # the same name again: the same answer (a page's repeated title)
        read.add(written)
        words = [w for w in fold(written).split() if w not in STOP]
        if len(words) >= 2 and not any(has_phrase(w, subject) for w in words):
            return True
    return False
