"""lexical-v51: everyday questions as a newcomer types them, over passages that say the
answer their own way (rules drawn from questions written for it, `tests/data/everyday/`).
Hand-written examples, not from any test set; each fails on lexical-v50."""

from __future__ import annotations

import pytest

from tests.support.lexical import judge, recall


def _supported(task: str, support: str, others: list[str]) -> None:
    """The support answers alone (recall 1, cited alone), the others without it do not."""
    judgment = judge(task, [support, *others])
    assert recall(judgment) == 1.0
    assert {n for r in judgment.requirements for n in r.supported_by} == {1}
    assert recall(judge(task, others)) < 1.0


@pytest.mark.parametrize(
    ("task", "support", "other"),
    [
        (
            "Who wrote The Glass Orchard?",
            "The Glass Orchard is a 1931 novel by Edith Maren, set on a fruit farm in Kent.",
            "The Glass Orchard was adapted for the stage in 1950 and toured for two years.",
        ),
        (
            "Who painted Lady in Grey?",
            "Lady in Grey is a portrait by Jonas Hild, finished in 1888.",
            "Lady in Grey hangs in the city museum beside the harbour.",
        ),
        (
            "who wrote the song Harbour Lights",
            "Harbour Lights is a 1962 song by Dora Venn, released on her first album.",
            "Harbour Lights spent six weeks at the top of the charts in the spring of 1962.",
        ),
    ],
)
def test_a_works_noun_before_by_says_who_made_it(task: str, support: str, other: str) -> None:
    # "X is a novel by Y" says who wrote X, as "written by" does
    _supported(task, support, [other])


def test_an_acronym_is_answered_by_its_spelling_out() -> None:
    _supported(
        "What does ESA stand for?",
        "ESA: the European Space Agency, an intergovernmental body of 23 member states.",
        ["ESA launched the Rosetta probe to a comet in March 2004."],
    )


def test_a_world_war_by_either_name() -> None:
    _supported(
        "When did World War I end?",
        "The First World War ended with the armistice of 11 November 1918.",
        ["World War I drew in soldiers from every continent."],
    )
    _supported(
        "When did the Second World War begin?",
        "World War II began on 1 September 1939 with the invasion of Poland.",
        ["The Second World War was fought by the Allies and the Axis powers."],
    )


def test_the_tallest_is_the_highest_but_tall_is_not_high() -> None:
    _supported(
        "What is the tallest tower in Toronto?",
        "The CN Tower is the highest tower in Toronto, at 553 metres.",
        ["The CN Tower opened to the public in June 1976."],
    )
    # "how tall" still asks for a height, which "a high plateau" does not give
    plateau = ["The Ruwen Tower stands on a high plateau."]
    assert recall(judge("How tall is the Ruwen Tower?", plateau)) == 0.0


def test_how_many_is_answered_by_a_number() -> None:
    _supported(
        "How many bones are in the human body?",
        "An adult human skeleton has 206 bones, which hold up the body.",
        ["The femur is the longest bone in the human body."],
    )


def test_where_is_answered_by_a_place() -> None:
    _supported(
        "Where is the Alhambra?",
        "The Alhambra is a palace and fortress in Granada, Spain.",
        ["The Alhambra was begun in the 13th century by the Nasrid emir Muhammad I."],
    )


def test_a_question_that_opens_with_of_names_no_capital() -> None:
    # "Capital of Peru?": "Capital" is capitalised for opening the question, not a name
    _supported(
        "Capital of Peru?",
        "Lima is the capital city of Peru and its largest city.",
        ["Cusco was the capital of the Inca Empire."],
    )


@pytest.mark.parametrize(
    ("task", "support", "other"),
    [
        (
            "Can ostriches fly?",
            "Ostriches are large flightless birds of the African savanna.",
            "Ostriches lay the largest eggs of any living bird.",
        ),
        (
            "What do manatees eat?",
            "Manatees feed on seagrass and other water plants.",
            "Manatees are large, slow marine mammals of warm coastal waters.",
        ),
        (
            "What money do they use in Sweden?",
            "The currency of Sweden is the krona, divided into 100 ore.",
            "Sweden joined the European Union in 1995.",
        ),
    ],
)
def test_words_of_one_meaning(task: str, support: str, other: str) -> None:
    _supported(task, support, [other])


def test_an_untitled_passage_that_says_how_its_subject_began() -> None:
    # "set up ... by": a verb of origin right beside the subject, with a person in the text
    _supported(
        "Who founded Halvorsen Foods?",
        "Halvorsen Foods was set up in 1921 by the baker Ingrid Dahl, in a shop in Bergen.",
        ["Halvorsen Foods sells frozen fish and bread across Norway."],
    )
    # another verb beside it tells of something else that happened to it
    bought = "Halvorsen Foods was bought in 1990 by the investor Karl Berg."
    assert recall(judge("Who founded Halvorsen Foods?", [bought])) < 1.0
