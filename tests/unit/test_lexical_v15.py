"""lexical-v15: an -ate verb, its -ation noun and its -ator doer are one word; without
names, the titled page whose title is the question's words is the page about it; of
untitled passages, the one that opens with what the question asks about answers.
Hand-written examples, not from any test set; each fails on lexical-v14."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_text import Term
from tests.support.lexical import cited, judge, recall


@pytest.mark.parametrize(
    ("word", "other"),
    [
        ("generate", "generator"),
        ("generator", "generat"),
        ("hibernation", "hibernat"),
        ("hibernate", "hibernation"),
        ("operator", "operation"),
    ],
)
def test_a_verb_in_ate_its_noun_and_its_doer_are_one_word(word: str, other: str) -> None:
    assert other in {form for form, _ in Term.of(word).forms}


@pytest.mark.parametrize(
    ("word", "other"), [("state", "station"), ("rate", "ration"), ("station", "stat")]
)
def test_short_words_in_ate_or_ation_stay_apart(word: str, other: str) -> None:
    # "state" is no "station", "rate" no "ration"
    assert other not in {form for form, _ in Term.of(word).forms}


def test_a_generator_answers_how_electricity_is_generated() -> None:
    task = "How does a hydroelectric dam generate power?"
    support = (
        "Water held behind a hydroelectric dam falls through pipes called penstocks and spins"
        " turbines, each of which turns a generator that makes electric power."
    )
    other = (
        "The power a hydroelectric dam can give falls in a dry year, when its reservoir runs"
        " low and less water is let through."
    )
    assert cited(judge(task, [other, support])) == {2}


def test_without_names_the_page_titled_with_the_questions_words_answers() -> None:
    task = "vesuvius eruption year"
    eruption = (
        "Eruption of Vesuvius in 79: Mount Vesuvius erupted in the year 79, burying the Roman"
        " towns of Pompeii and Herculaneum under ash and pumice."
    )
    other = (
        "Pompeii: Pompeii was a Roman town near Naples, buried in the eruption of Vesuvius in"
        " 79 and found again in 1748, in a year of digging under the king of Naples."
    )
    assert cited(judge(task, [other, eruption])) == {2}
    assert recall(judge(task, [other])) == 1.0  # alone, the page that mentions it answers


def test_the_passage_that_opens_with_the_asked_thing_answers() -> None:
    task = "how many legs does a spider have"
    spider = (
        "A spider has eight legs and two body parts, and most spin silk from glands at the"
        " tip of the abdomen."
    )
    mite = (
        "The mite, a tiny relative of the spider, also has eight legs as an adult, though"
        " its larvae hatch with six."
    )
    scorpion = (
        "Scorpions, which like a spider have eight legs, also carry a pair of pincers and a"
        " stinging tail."
    )
    assert cited(judge(task, [mite, spider, scorpion])) == {2}
