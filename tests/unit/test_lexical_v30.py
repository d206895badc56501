"""lexical-v30: a comparison's thing is on a page of the kind compared ("Which moon ...?"
is not answered by "Triton (mythology)", "Who was born first ...?" not by a film), and a
life written "(July 25, 1898 - ..." is a life. Hand-written examples, not from any test
set; each test fails on lexical-v29."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_question import Question
from tests.support.lexical import citations


def test_a_film_is_not_the_person_whose_birth_is_compared() -> None:
    queen = (
        "Marie Antoinette: Marie Antoinette (2 November 1755 \u2013 16 October 1793) was the "
        "last queen of France before the French Revolution, born in Vienna."
    )
    film = (
        "Marie Antoinette (2006 film): Marie Antoinette is a 2006 historical drama film "
        "written and directed by Sofia Coppola, with Kirsten Dunst in the title role."
    )
    king = (
        "Louis XVI: Louis XVI (23 August 1754 \u2013 21 January 1793) was the last king of "
        "France before the fall of the monarchy, born at Versailles."
    )
    palace = (
        "Palace of Versailles: The Palace of Versailles is a former royal residence near "
        "Paris, the seat of the French court from 1682 to 1789."
    )
    task = "Who was born first, Marie Antoinette or Louis XVI?"
    assert citations(task, [queen, film, king, palace]) == [[1], [3]]
    assert citations(task, [film, king, palace]) == [[], [2]]  # the queen's page is missing


def test_a_god_is_not_the_moon_compared() -> None:
    moon = (
        "Titan (moon): Titan is the largest moon of Saturn, discovered by the Dutch "
        "astronomer Christiaan Huygens on 25 March 1655."
    )
    gods = (
        "Titan (mythology): In Greek mythology the Titans were the pre-Olympian gods, "
        "children of Uranus and Gaia, overthrown by Zeus and the Olympians."
    )
    europa = (
        "Europa (moon): Europa is the smallest of the four Galilean moons of Jupiter, "
        "discovered by Galileo Galilei in January 1610."
    )
    saturn = (
        "Saturn: Saturn is the sixth planet from the Sun and the second-largest in the Solar "
        "System, known for its prominent ring system."
    )
    task = "Which moon was discovered first, Titan or Europa?"
    assert citations(task, [moon, gods, europa, saturn]) == [[1], [3]]
    assert citations(task, [gods, europa, saturn]) == [[], [2]]


def test_a_life_written_month_first_is_a_life() -> None:
    film = (
        "The Great Escape (film): The Great Escape is a 1963 American war film directed by "
        "John Sturges, starring Steve McQueen, James Garner and Richard Attenborough."
    )
    director = (
        "John Sturges: John Eliot Sturges (January 3, 1910 \u2013 August 18, 1992) was an "
        "American film director, whose films include Bad Day at Black Rock."
    )
    actor = (
        "Steve McQueen: Terrence Steven McQueen (March 24, 1930 \u2013 November 7, 1980) was an "
        "American actor, nicknamed the King of Cool."
    )
    task = "When did the director of The Great Escape die?"
    assert citations(task, [film, director, actor]) == [[1], [2]]


@pytest.mark.parametrize(
    ("task", "lives", "kind"),
    [
        ("Who was born first, Marie Antoinette or Louis XVI?", True, ""),
        ("who died later tolstoy or chekhov", True, ""),
        ("Which moon was discovered first, Titan or Europa?", False, "moon"),
        ("Which American band was formed first, Queen or Genesis?", False, "band"),
        ("Which film has the director born first, Heat or Ronin?", False, "film"),
        ("When was Marie Antoinette born?", False, ""),
    ],
)
def test_what_a_comparison_compares(task: str, lives: bool, kind: str) -> None:
    question = Question.of(task)
    assert (question.compares_lives, question.compared_kind) == (lives, kind)
