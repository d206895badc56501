"""lexical-v40: rules drawn from the dev batches written blind after lexical-v39 (multi-hop
source_dev19.py and source_dev20.py, single-hop source_dev51.py), once they had been measured.
"the film for which ..." asks of a film (not of a kind "for"); in "Who was born first, X or
Y?" a surname names the page titled with the whole name; "Who discovered hafnium?" typed
without capitals is answered by the page titled "Hafnium". Hand-written examples, not from
any test set; each fails on lexical-v39."""

from __future__ import annotations

from tests.support.lexical import citations


def test_the_kind_asked_is_not_a_preposition() -> None:
    passages = [
        "Moon River: Moon River is a song composed by Henry Mancini with words by Johnny "
        "Mercer, written for the 1961 film Breakfast at Tiffany's.",
        "Henry Mancini: Henry Mancini (April 16, 1924 - June 14, 1994) was an American "
        "composer and conductor, known for The Pink Panther theme.",
        "Breakfast at Tiffany's (film): Breakfast at Tiffany's is a 1961 American romantic "
        "comedy film directed by Blake Edwards and starring Audrey Hepburn.",
        "Moon River (album): Moon River is a 1962 album by the singer Andy Williams, whose "
        "recording of the title song became his signature tune.",
    ]
    task = "Who directed the film for which the song Moon River was written?"
    assert citations(task, passages)[-1] == [3]


def test_a_surname_names_the_page_of_the_whole_name() -> None:
    passages = [
        "Ohm's law: Ohm's law states that the current through a conductor between two points "
        "is proportional to the voltage across them.",
        "Georg Ohm: Georg Simon Ohm (16 March 1789 - 6 July 1854) was a German physicist and "
        "mathematician born in Erlangen.",
        "Volta (crater): Volta is a lunar impact crater near the north-western limb of the "
        "Moon, named after the Italian physicist.",
        "Alessandro Volta: Alessandro Volta (18 February 1745 - 5 March 1827) was an Italian "
        "physicist and chemist born in Como, the inventor of the electric battery.",
    ]
    assert citations("who was born first ohm or volta", passages) == [[2], [4]]


def test_who_found_a_thing_named_in_lower_case_is_on_its_page() -> None:
    passages = [
        "Molybdenum: Carl Wilhelm Scheele told it apart from graphite in 1778, and Peter "
        "Jacob Hjelm first made the metal four years later in Uppsala.",
        "Tungsten: The Spanish brothers Juan Jose and Fausto Elhuyar first made the metal in "
        "1783 in Bergara, from the mineral wolframite.",
        "Chromium: Louis Nicolas Vauquelin made the metal in Paris in 1798 from a red lead "
        "ore from Siberia, and named it for its bright colours.",
    ]
    assert citations("who discovered tungsten", passages) == [[2]]
