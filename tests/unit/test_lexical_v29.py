"""lexical-v29: a question whose bridge passes through a kind of thing ("the country where
X is", "the architect who designed X") is not answered by a page whose first sentence calls
its subject something else. Hand-written examples, not from any test set; each test fails
on lexical-v28."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_question import Question
from tests.support.lexical import citations

ATACAMA = (
    "Atacama Desert: The Atacama Desert is a desert plateau on the Pacific coast of South "
    "America, covering a strip of land in northern Chile west of the Andes."
)
CHILE = (
    "Chile: Chile is a country in western South America, stretching along the Pacific "
    "coast. Its capital is Santiago and its official language is Spanish."
)
LOA = (
    "Loa River: The Loa River is a river in northern Chile, the longest in the country at "
    "440 kilometres, which crosses the Atacama Desert to the Pacific."
)
ANDES = (
    "Andes: The Andes are the longest continental mountain range in the world, running "
    "along the western edge of South America."
)


def test_a_river_is_not_the_country_asked_of() -> None:
    task = "What is the capital of the country where the Atacama Desert is found?"
    assert citations(task, [ATACAMA, CHILE, LOA, ANDES]) == [[1], [2]]
    # the country's page is missing: the river the desert's page names answers nothing
    assert citations(task, [ATACAMA, LOA, ANDES]) == [[1], []]
    # a page that does not open by saying what its subject is is not judged by its kind
    quake = (
        "Chile: In 2010 an earthquake of magnitude 8.8 struck off the coast of Chile; it was "
        "felt in Santiago, the capital, more than 300 kilometres away."
    )
    assert citations(task, [ATACAMA, quake, LOA, ANDES])[-1] == [2]


def test_a_singer_is_not_the_architect_asked_of() -> None:
    house = (
        "Sydney Opera House: The Sydney Opera House is a performing arts centre in Sydney, "
        "Australia. Designed by the Danish architect Jørn Utzon, it opened in 1973 with a "
        "performance by the soprano Joan Sutherland."
    )
    utzon = (
        "Jørn Utzon: Jørn Oberg Utzon (9 April 1918 \u2013 29 November 2008) was a Danish "
        "architect, born in Copenhagen, best known for designing the Sydney Opera House."
    )
    sutherland = (
        "Joan Sutherland: Dame Joan Sutherland (7 November 1926 \u2013 10 October 2010) was an "
        "Australian soprano, born in Sydney, who sang at the Sydney Opera House in its "
        "first season."
    )
    bridge = "Sydney Harbour Bridge: The Sydney Harbour Bridge is a steel arch bridge, 1932."
    task = "Where was the architect who designed the Sydney Opera House born?"
    assert citations(task, [house, utzon, sutherland, bridge])[-1] == [2]
    assert citations(task, [house, sutherland, bridge])[-1] == []


@pytest.mark.parametrize(
    ("task", "kind"),
    [
        ("What is the capital of the country where the Atacama Desert is found?", "country"),
        ("Where was the Union general who won the Battle of Gettysburg born?", "general"),
        ("which river flows through the city that is home to charles university", "city"),
        ("Who was the person who first climbed Everest?", ""),  # names no kind
        ("Which city hosts the team that the director of Jaws supports?", ""),  # a relation
        ("What is the river of the city where the band that sang Yesterday formed?", ""),
        ("What is the capital of France?", ""),
    ],
)
def test_the_kind_a_bridge_passes_through(task: str, kind: str) -> None:
    assert Question.of(task).kind == kind
