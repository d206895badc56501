"""lexical-v18: a fact sheet's heading names its thing without "at a glance", "key facts" or
"fact file"; a name typed with a space is the name written with a hyphen ("walkie talkie",
"Walkie-Talkie"); a web snippet's trail and title, and a sentence before a colon, are not a
page title. Hand-written examples, not from any test set; each fails on lexical-v17."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_passages import parse
from tests.support.lexical import citations

LAKE = (
    "Q: Where is Lake Titicaca?\nA: Lake Titicaca lies high in the Andes on the border of "
    "Peru and Bolivia, at about 3,810 m the highest navigable lake of its size in the world."
)
SHEETS = [
    "Peru at a glance\n• Capital: Lima\n• Currency: Peruvian sol (PEN)\n• Population: about 34 "
    "million",
    "Chile at a glance\n• Capital: Santiago\n• Currency: Chilean peso (CLP)\n• Population: "
    "about 20 million",
]


@pytest.mark.parametrize("tail", ["at a glance", "\u2013 key facts", ": key facts", "fact file"])
def test_a_fact_sheet_heading_names_its_thing(tail: str) -> None:
    heading = f"Peru {tail}".replace("Peru :", "Peru:")
    assert parse(f"{heading}\n• Capital: Lima\n• Currency: Peruvian sol").key == "peru"


def test_the_bridge_reaches_the_sheet_about_the_country_the_first_hop_names() -> None:
    task = "What currency do they use in the country where Lake Titicaca is?"
    assert citations(task, [SHEETS[1], LAKE, SHEETS[0]]) == [[2], [3]]


def test_a_name_typed_with_a_space_is_the_name_written_with_a_hyphen() -> None:
    task = "walkie talkie vs gherkin which is taller"
    passages = [
        "Home > London > Architecture | The Gherkin | 30 St Mary Axe, the Gherkin, is a "
        "41-storey tower in the City of London, 180 m tall, opened in 2004.",
        "Home > London > Architecture | The Walkie-Talkie | 20 Fenchurch Street, the "
        "Walkie-Talkie, is a 160 m tower finished in 2014, wider at the top than the bottom.",
        "Home > London > Architecture | Tower 42 | Tower 42, opened in 1980 as the NatWest "
        "Tower, is 183 m tall and was once the tallest building in Britain.",
    ]
    assert citations(task, passages) == [[2], [1]]


def test_a_snippet_trail_and_title_over_its_text_is_not_a_page_title() -> None:
    snippet = "Business > Companies | Acme: a short history\nAcme was founded in 1902 in Ohio."
    assert parse(snippet).key == ""


def test_a_sentence_before_a_colon_in_a_snippet_is_not_a_title() -> None:
    snippet = (
        "Home > Nature > Britain | Britain's snakes | Great Britain has three native snakes: "
        "the adder, the grass snake and the smooth snake."
    )
    assert parse(snippet).key == ""
