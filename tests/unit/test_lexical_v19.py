"""lexical-v19: a bridge's second hop is the passage its first hop names beside the
question's word for the relation ("Argentina won it", not "Colombia withdrew"), or names as
what that passage is about (its first name, not one it mentions later); a title's acronym
is a mark beside the name ("UEFA Euro 1988" is the page about "Euro 1988"). Hand-written
examples, not from any test set; each fails on lexical-v18."""

from __future__ import annotations

from tests.support.lexical import citations


def country(name: str, where: str, capital: str) -> str:
    return f"{name}: {name} is a country in {where}. Its capital is {capital}."


def test_hop_one_names_hop_two_beside_the_relation_the_question_asks_for() -> None:
    task = "What is the capital of the country that won the 1986 World Cup?"
    cup = (
        "1986 World Cup: Mexico hosted the 1986 World Cup after Colombia withdrew. Argentina "
        "won it; in the final at the Azteca the runners-up, West Germany, lost 3-2."
    )
    passages = [
        cup,
        country("Mexico", "North America", "Mexico City"),
        country("West Germany", "central Europe", "Bonn"),
        country("Colombia", "the north of South America", "Bogota"),
        country("Argentina", "the south of South America", "Buenos Aires"),
    ]
    assert citations(task, passages) == [[1], [5]]


def test_a_title_acronym_is_a_mark_beside_the_name() -> None:
    task = "What is the capital of the country that won Euro 1988?"
    passages = [
        country("Netherlands", "north-western Europe", "Amsterdam"),
        "UEFA Euro 1988: West Germany hosted the tournament in June 1988, and the Netherlands "
        "won it; in the final in Munich the Soviet Union lost 2-0.",
        country("Soviet Union", "Europe and Asia", "Moscow"),
        country("West Germany", "central Europe", "Bonn"),
    ]
    assert citations(task, passages) == [[2], [1]]


def test_hop_two_is_the_passage_about_what_hop_one_names() -> None:
    task = "What is the capital of the country where the Atacama Desert is?"
    passages = [
        "The Atacama Desert, one of the driest places on Earth, stretches along the Pacific "
        "coast of northern Chile.",
        "Bolivia is a landlocked country whose capital is Sucre, though its government sits "
        "in La Paz; it lost its coast to Chile in 1884.",
        "Chile is a long, narrow country on the Pacific coast of South America, and its "
        "capital is Santiago.",
        "The Namib Desert runs along the Atlantic coast of Namibia and is thought to be the "
        "oldest desert in the world.",
    ]
    assert citations(task, passages) == [[1], [3]]
