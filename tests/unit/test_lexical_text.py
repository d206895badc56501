"""How the lexical evaluator reads words and passages: forms of a word, units, kinds of
answer, titles, page furniture."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_passages import lead, parse
from stream.evaluators.lexical_question import Question
from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_search import find, has_phrase, spread
from stream.evaluators.lexical_text import Term, fold, question_words


def holds(word: str, text: str) -> bool:
    return find(Term.of(fold(word)), fold(text)) >= 0


@pytest.mark.parametrize(
    ("word", "text"),
    [
        ("boil", "Water boils at 100 degrees."),
        ("boiling", "It boiled for an hour."),
        ("countries", "The country has two coasts."),
        ("country", "Both countries signed."),
        ("largest", "the larger of the two"),
        ("hotter", "the hottest planet"),
        ("bigger", "the big one"),
        ("sink", "The ship sank in 1912."),
        ("written", "She wrote it in 1813."),
        ("australia", "an Australian city"),
        ("canada", "the Canadian dollar"),
        ("celsius", "100 \u00b0C at sea level"),
        ("km", "about 6,650 kilometres long"),
        ("1000", "a crowd of 1,000 people"),
        ("mañalac", "MANALAC was born"),
        ("earth", "Earth\u2019s highest mountain"),
        ("temp", "the temperature inside"),
        ("color", "a deep blue colour"),
        ("people", "a crowd of persons"),
        ("children", "every child"),
        ("invented", "the inventor of the telephone"),
        ("assassinated", "the assassination of Garfield"),
        ("govern", "the government of France"),
    ],
)
def test_a_word_is_found_in_its_other_forms(word: str, text: str) -> None:
    assert holds(word, text)


@pytest.mark.parametrize(
    ("word", "text"),
    [
        ("ethanol", "Methanol is toxic."),
        ("art", "They start early."),
        ("capital", "capitalism spread"),
        ("man", "many of them"),
        ("war", "a warning sign"),
        ("largest", "the second-largest city"),
        ("highest", "K2 is the 2nd-highest peak"),
        ("fly", "the flyleaf of a book"),  # (since lexical-v51 "flightless" is: a bird that
        # cannot fly, a word of one meaning with "fly" in the lexicon)
    ],
)
def test_another_word_is_not_taken_for_it(word: str, text: str) -> None:
    assert not holds(word, text)


def test_question_words_spell_out_units_ordinals_and_numbers() -> None:
    assert question_words("Does water boil at 100 \u00b0C?") == [
        "does",
        "water",
        "boil",
        "at",
        "100",
        "celsius",
    ]
    assert "20th" in question_words("Who was the 20th President?")
    assert "1000" in question_words("Is it 1,000 km long?")


def test_a_phrase_is_found_whatever_stands_between_its_words() -> None:
    text = fold('He was inducted into the "Modern Drummer" Hall of Fame in 1993.')
    assert has_phrase("modern drummer hall of fame", text)
    assert has_phrase("cranberry", fold("the cultivation of cranberries"))
    assert not has_phrase("modern drummer hall of fame", fold("Modern Drummer magazine"))
    assert not has_phrase("hall", fold("the hallway"))


def test_one_search_finds_which_parts_hold_a_term() -> None:
    parts = ["the boiling point", "", "water boils", "methanol boils", "no"]
    starts, at = [], 0
    for part in parts:
        starts.append(at)
        at += len(part) + 1
    assert spread(Term.of("boil"), "\n".join(parts), starts) == {0, 2, 3}
    assert spread(Term.of("methanol"), "\n".join(parts), starts) == {3}


@pytest.mark.parametrize(
    ("text", "head", "key"),
    [
        ("Canberra: Canberra is the capital.", "canberra", "canberra"),
        ("Mercury (planet): Mercury is small.", "mercury (planet)", "mercury"),
        (
            "McDull: Rise of the Rice Cooker: McDull: Rise of ...",
            "mcdull: rise of the rice cooker",
            None,
        ),
        ("Canada \u2013 quick facts\n\u2022 Capital: Ottawa", "canada - quick facts", "canada"),
        ("Egg FAQ\nQ: How long do I boil an egg?\nA: Six minutes.", "egg faq", "egg faq"),
        ("Skip to content | Aviation basics: An aircraft ...", None, "aviation basics"),
        ("Q: Is Montreal the capital?\nA: No.", "", ""),
        ("Updated: 12 March | Water boils at 100 \u00b0C.", "", ""),
        ("Canberra is the capital city of Australia.", "", ""),
        ("Profiles > Africa | Population: about 230 million.", "", ""),  # a field
        # a fact sheet: its name, before its first field
        ("Profiles > Africa | Nigeria | Population: about 230 million.", "nigeria", "nigeria"),
        (
            "2010 FIFA World Cup: 2010 was the year of the first African World Cup.",
            None,
            "2010 fifa world cup",
        ),
    ],
)
def test_a_title_is_told_from_a_label_or_a_sentence(
    text: str, head: str | None, key: str | None
) -> None:
    p = parse(text)
    if head is not None:
        assert p.head == head
    if key is not None:
        assert p.key == key
    assert p.titled == bool(p.key)


def test_a_web_snippet_starts_after_its_breadcrumbs_and_furniture() -> None:
    text = "Home > Science > Physics | Posted by admin | Light travels fast. Share this"
    assert text[lead(text) :].startswith("Light travels")
    assert lead("Canberra is the capital city of Australia.") == 0
    assert names(text[lead(text) :]) == ["light"]
    assert names("Although Mercury is closer to the Sun, Venus is hotter.") == [
        "mercury",
        "sun",
        "venus",
    ]


@pytest.mark.parametrize(
    ("task", "bridged", "compares", "items"),
    [
        ("What is the capital of Australia?", False, False, []),
        ("In which year did the Berlin Wall fall?", False, False, []),
        ("When was the pianist who recorded Live at Shelly's Manne-Hole born?", True, False, []),
        ("Where did James Stanley's father die?", True, False, []),
        (
            "Which is heavier, an African elephant or a blue whale?",
            False,
            True,
            ["African elephant", "blue whale"],
        ),
        (
            "Are both Duke Energy and Affiliated Managers Group based in Massachusetts?",
            False,
            True,
            [],
        ),
    ],
)
def test_the_shape_of_a_question(
    task: str, bridged: bool, compares: bool, items: list[str]
) -> None:
    q = Question.of(task)
    assert (q.bridged, q.compares, q.items) == (bridged, compares, items)


def test_a_question_word_that_asks_a_kind_weighs_half() -> None:
    q = Question.of("How many bones are in the adult human body?")
    assert q.words[-1] == "many" and q.prior[-1] == 0.5
    assert q.said() == "bones adult human body"  # a requirement names the question's words
    assert Question.of("Which countries border France?").prior[0] == 0.5
    assert Question.of("At what temperature does water boil?").terms[0].kind is not None
    assert Question.of("What is the boiling point of ethanol?").terms[1].kind is not None


def test_a_light_verb_weighs_nothing_and_an_acronym_is_known() -> None:
    q = Question.of("When did the Chernobyl disaster happen?")
    assert q.prior[q.words.index("happen")] == 0.0 and q.prior[q.words.index("disaster")] == 1.0
    assert q.said() == "chernobyl disaster happen"  # still named in the requirement
    assert Question.of("What are the five boroughs of NYC?").acronyms == {"nyc"}
    assert Question.of("Who wrote It?").acronyms == set()  # "It" is a word, not capitals
    assert Question.of("Ideal fridge temp?").terms[2].kind is not None  # as "temperature"


@pytest.mark.parametrize(
    ("task", "doer"),
    [
        ("How many hours a day do koalas sleep?", "koalas"),
        ("Can penguins fly?", "penguins"),
        ("How does a thermos flask keep drinks hot?", "thermos"),
        ("How do I reset a router?", None),  # "I" asks for the reader
        ("What is the capital of Australia?", None),
    ],
)
def test_the_word_a_question_asks_about(task: str, doer: str | None) -> None:
    q = Question.of(task)
    assert (q.words[q.doer] if q.doer >= 0 else None) == doer
