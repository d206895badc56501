"""lexical-v57: kinds a question asks with "which" or "what", FAQ entries that ask another
question word, and a place named inside another's name. Hand-written examples, not from any
test set; each behaviour test fails on lexical-v56."""

from __future__ import annotations

import re

from stream.evaluators.lexical_named import ASKED_WHICH
from stream.evaluators.lexical_question import Question
from tests.support.lexical import assert_answers, judge, recall


def test_a_colour_asked_is_answered_by_a_colour_not_by_the_page_of_the_thing() -> None:
    assert_answers(
        [
            (
                "What colour is the flag of Japan?",
                "Flag of Japan: The flag of Japan is a red disc on a white field.",
                "Japan: Japan is an island country in East Asia whose capital is Tokyo.",
            ),
            (
                "Which colours are on the flag of Sweden?",
                "Flag of Sweden: The flag of Sweden shows a yellow Nordic cross on a blue field.",
                "Sweden: Sweden is a country in northern Europe whose capital is Stockholm.",
            ),
        ]
    )


def test_an_element_an_organ_or_a_planet_asked_is_answered_by_its_name() -> None:
    assert_answers(
        [
            (
                "which element has the symbol Na",
                "Sodium's symbol, Na, comes from its Latin name natrium.",
                "Every element has a symbol of one or two letters, the first a capital.",
            ),
            (
                "Which organ makes insulin?",
                "The pancreas makes insulin in small clusters of cells called the islets of "
                "Langerhans.",
                "Insulin was first given to a patient with diabetes in Toronto in 1922.",
            ),
            (
                "Which planet has the most moons?",
                "Saturn has more known moons than any other world in the Solar System, over 140.",
                "A moon is a natural satellite that orbits a larger body in space.",
            ),
        ]
    )


def test_such_a_word_asks_its_kind_only_after_which_or_what() -> None:
    # "Why do hydrangeas change colour?" asks a cause: any colour named is no answer
    asked = Question.of("Why do hydrangeas change colour?")
    assert asked.terms[asked.words.index("colour")].kind is None
    which = Question.of("What colour are hydrangeas in acid soil?")
    assert which.terms[which.words.index("colour")].kind is not None
    assert {"colour", "colours", "planet", "element", "organ"} <= set(ASKED_WHICH)
    assert re.search(ASKED_WHICH["planet"], "it orbits jupiter") is not None
    assert re.search(ASKED_WHICH["planet"], "a jupiterian moon") is None  # whole words
    assert recall(judge("Why do hydrangeas change colour?", ["Hydrangeas are red."])) == 0.0


def test_an_faq_entry_asking_another_question_word_does_not_answer() -> None:
    assert_answers(
        [
            (  # the entry asks when; its place answers where the electric one went up
                "Where was the first traffic light installed?",
                "The first traffic light was installed outside the Houses of Parliament in "
                "London in December 1868.",
                "Q: When did the first electric traffic light go up?\nA: In August 1914, at a "
                "street corner in Cleveland, Ohio, where it was installed by the city.",
            ),
            (  # the entry asks which one; its year is of another
                "penicillin discovered when",
                "Alexander Fleming discovered penicillin in September 1928, when a mould killed "
                "the bacteria on one of his plates.",
                "Q: Which penicillin was discovered next?\nA: Penicillin V was discovered in "
                "1948 at an Austrian drug firm, and it could be taken by mouth.",
            ),
        ]
    )


def test_a_place_named_inside_another_places_name_is_not_it() -> None:
    # the distractor still names Mongolia's name; it no longer says Mongolia's capital
    assert_answers(
        [
            (
                "What is the capital of Mongolia?",
                "Ulaanbaatar is the capital and largest city of Mongolia.",
                "Hohhot is the capital of Inner Mongolia, a region of northern China.",
            )
        ],
        alone=0.5,
    )
