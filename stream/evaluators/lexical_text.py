"""How the lexical evaluator reads words: folding, word forms, units, the question's terms.

Passages are never split into words: that alone cost more than the whole budget of an
event (about 0.25 ms for the gold set's 6 kB). A passage is folded once (case, accents,
quotes) and each of the question's few terms is looked for in it with `str.find`, at a
word start, followed by nothing or by an ending of the same word ("boil" finds "boils",
"boiling", "boiled"; "larg" finds "large", "larger", "largest"). Only the question is
split into words. The search itself is `lexical_search`'s; what an answer of a kind looks
like ("100 °C" for "what temperature"), `lexical_kinds`'.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from stream.evaluators.lexical_kinds import ASKED_ONLY, KINDS, kind_pattern, starts_of_kind
from stream.evaluators.lexical_lexicon import build
from stream.evaluators.lexical_numbers import number_forms
from stream.evaluators.lexical_places import place_forms
from stream.evaluators.lexical_regex import Regex
from stream.evaluators.lexical_spelling import spellings

MAX_CHARS: Final = 20_000  # of one passage or question; the rest is not read

_MARKS: Final = re.compile(r"[\u0300-\u036f]")  # combining accents, after NFKD
_SYMBOLS: Final = (
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
WORD: Final = Regex(r"[^\W_]+")
PAREN: Final = re.compile(r"\([^)]*\)")
POSSESSIVE: Final = re.compile(r"['\u2019]s?$")
_QWORD: Final = Regex(r"\d+(?:st|nd|rd|th)\b|\d+(?:[.,]\d+)*|[^\W\d_]+(?:\d+[^\W\d_]*)*|\d+")


def words_of(text: str) -> list[str]:
    """`WORD.findall(text)`: a plain title or name ("lake ohrid") split at its spaces, by
    str methods (cheaper than the regex for the short texts this is asked of)."""
    if text.replace(" ", "").isalnum():
        return text.split()  # (only spaces stand between its words)
    return WORD.findall(text)


# Words that stand between two names in one run of capitals: "Susan Walker in Miracle on
# 34th", "Nim in Return to Nim's Island".
BETWEEN_NAMES: Final = ("in", "at", "for", "on", "to", "from", "by", "with")

# Endings of one word: what may follow a stem for the word to count as the same one, by
# what the stem lost. Any stem takes inflections; a long one ("japan", "iceland", "invent")
# takes the endings of its adjective and its nouns too ("japanese", "inventor", "invention",
# "government"); "city", "large", "australia" lost a last letter, and
# take what follows that letter ("cities", "larger", "australian") and nothing else, so
# that "cit" is never "cited" nor "larg" "largo".
_ENDINGS: Final = {  # by what the stem lost: nothing (a short or a long stem), or a last letter
    "short": "s es ed ing ings er ers est",
    "long": "s es ed ing ings er ers est n ns an ans ian ians ese ic al ly or ors ion ions ment"
    " ments",
    "y": "y ys ies ied ier iest ily ian ians ying",
    "e": "e es ed er ers est ing ings en",
    "a": "a as an ans ian ians ese n",
    "i": "i is ian ians",
}
_INFLECT: Final = frozenset(_ENDINGS["short"].split())
_AS_WRITTEN: Final = frozenset(("",))
SHORT_TAILS: Final = _INFLECT | {""}
_LONG: Final = frozenset(_ENDINGS["long"].split()) | {""}
_LOST: Final = {letter: frozenset(_ENDINGS[letter].split()) for letter in "yeai"}
_Y_LONG: Final = _LOST["y"] | frozenset(("", "s", "an", "ans"))  # "germany": "german", "germans"
_SES: Final = _LOST["e"] | {""}  # a plural in -ses, of a word in -se or in -s
Tails = frozenset[str]

_STOPWORDS: Final = """a an the of in on at to for from by with and or but nor is are was were be
    been being am do does did done has have had having what which who whom whose when where why
    how that this these those it its as than then there their they he she his her him them we you
    your our i me my not no yes so if into onto over under about after before between both either
    neither same also other another any each all some such only one much many more most less
    least very can could would should will shall may might must s t name named called known here
    out up down off while during through until upon per via within without against among"""
STOP: Final = frozenset(_STOPWORDS.split())

# Irregular verbs, the common ones: a question's "sink" is a passage's "sank" or "sunk". Left
# out where the past is more often another word: "dove" (a bird), "smelt" (ore), "spelt" (a
# wheat), "wound", "bound", "ground".
_IRREGULAR_FORMS: Final = """
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
_UNIT_FORMS: Final = """celsius \u00b0c|fahrenheit \u00b0f|kilometre kilometer km|metre meter|
    centimetre centimeter cm|millimetre millimeter mm|kilogram kg|gram g|tonne ton|mile mi|
    foot feet ft|inch in|pound lb lbs \u00a3|litre liter|percent %|ounce oz|hour hr hrs|
    minute mins|second secs|year yr yrs|calorie kcal|millilitre milliliter ml|dollar $|
    euro \u20ac|volt v|watt w|kilowatt kw|hertz hz"""
# Units a question writes as one word and a passage as three, or the other way round
_SPELLED_UNITS: Final = {
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
_SAME_FORMS: Final = """temp temperature|info information|fridge refrigerator|phone telephone|
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
_QUALITIES: Final = (("ant", ("ance", "ancy")), ("ent", ("ence", "ency")))
_NOT_QUALITIES: Final = frozenset(
    {"current", "currency", "currencies", "patient", "patients", "patience"}
    | {"instant", "instance", "instances"}
)


# A verb in -ate, its noun in -ation and its doer in -ator ("generate", "generator";
# "pollinate", "pollination"); short ones are often other words ("state", "station")
_ACTIONS: Final = ("ate", "ation", "ator")


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
_SUPERLATIVES: Final = {"tallest": "high", "highest": "tall"}
_EST: Final = frozenset(("est",))
_SAME: dict[str, tuple[str, ...]] = {}
for _group in _SAME_FORMS.split("|"):
    _forms = tuple(_group.split())
    for _form in _forms:
        _SAME.setdefault(_form, _forms)

# A name's abbreviated first word, before a capital: "Mt Everest", "St. Paul's", "Ft Worth"
_ABBREVIATED: Final = Regex(r"\b(Mt|St|Ft)\.?[^\S\n]+(?=[A-Z])")


# ... and in a question typed all in lower case ("mount st helens eruption year"), where no
# capital tells a name; not "ft", which is also feet
_ABBREVIATED_LOWER: Final = re.compile(r"(?<![\w.])(mt|st)\.?[^\S\n]+(?=[a-z])")
_ABBREVIATIONS: Final = {
    "Mt": "Mount ",
    "St": "Saint ",
    "Ft": "Fort ",
    "mt": "mount ",
    "st": "saint ",
}


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
_SPACES: Final = re.compile("[\u00a0\u2002\u2003\u2007\u2009\u200a\u202f\u3000]")


# What shows nothing and breaks a word in two for a pattern: a soft hyphen (HTML's &shy;), a
# zero-width space or joiner, a byte-order mark
_INVISIBLE: Final = re.compile("[\u00ad\u200b\u200c\u200d\u2060\ufeff]")


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
    if word == base or same_word(word[len(base) :], base, tails):
        return base, tails
    return word, SHORT_TAILS


def _cut(word: str) -> tuple[str, Tails]:
    if len(word) <= 3 or word[0].isdigit():
        return word, SHORT_TAILS
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
        return word, SHORT_TAILS
    if len(base) < 3:
        return word, SHORT_TAILS
    return base, _LONG if len(base) >= 5 else SHORT_TAILS


def same_word(tail: str, form: str, tails: Tails) -> bool:
    """Whether a word that is `form` followed by `tail` is one of the form's words."""
    if tail in tails:
        return True
    if tail in ("d", "r", "rs") and form[-1] == "e" and "" in tails:
        return True  # "die" + "d", "use" + "r"
    return len(tail) >= 3 and tail[0] == form[-1] and tail[1:] in _INFLECT  # "hot" + "test"


_LEXICON: Final = build(stem)  # "lunar" for "moon" (`lexical_lexicon`)


def _lexicon(word: str) -> tuple[str, ...]:
    """The lexicon's words of one meaning with `word`, for the groups whose word it is a
    form of ("writing": "write", "wrote", "author"; "many" is no form of "man")."""
    key = stem(word)[0]
    found: tuple[str, ...] = ()
    for tails, words in _LEXICON.get(key, ()):
        if word == key or same_word(word[len(key) :], key, tails):
            found += words
    return found


# Latin and Greek plurals: "fungi" of "fungus", "bacteria" of "bacterium", "criteria" of
# "criterion", "larvae" of "larva", "analyses" of "analysis", "indices" of "index". Each
# ending gives the other number's, both ways, found as written: a form that is no word
# ("housis" of "houses") is never found, and "strontia" is not "Strontian". An ending
# English words share is turned only after the letters its Latin and Greek words have
# there, as each form costs a search: "-on" after "rion", "enon", "aton" or "lion"
# ("criterion", "phenomenon"; not "common", "season"), "-a" after one of a few letters.
_CLASSICAL: Final = (
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
        asks = next((w for w in words if w in KINDS and w not in ASKED_ONLY), None)
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
            forms += ((f"{int(word):,}", SHORT_TAILS),)
        if not asks:
            return Term(word=word, forms=forms)
        return Term(
            word=word, forms=forms, kind=kind_pattern(asks), kind_start=starts_of_kind(asks)
        )

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
        return Term(self.word, self.forms, kind=kind_pattern(kind), kind_start=starts_of_kind(kind))


COMPOUND_TAILS: Final = frozenset(("", "s", "es"))


# Units of two words a passage writes short: "miles per hour" as "mph"
_UNIT_PAIRS: Final = {
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
    return Term(first + " " + second, tuple((s, SHORT_TAILS) for s in short)) if short else None


@functools.lru_cache(maxsize=64)
def dotted(acronym: str) -> Term:
    """An acronym as a passage may write it with dots ("un": "u.n.")."""
    return Term(acronym, ((".".join(acronym) + ".", _AS_WRITTEN),))


def joined(first: str, second: str) -> Term:
    """Two words of a question written as one ("bed time": "bedtime")."""
    return Term(first + second, ((first + second, COMPOUND_TAILS),))


_CELSIUS: Final = re.compile(r"\u00b0\s*c\b")
_FAHRENHEIT: Final = re.compile(r"\u00b0\s*f\b")
_THOUSANDS: Final = Regex(r"(?<=\d),(?=\d{3}\b)")


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
