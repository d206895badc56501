"""lexical-v39: rules drawn from the single-hop dev batches written blind after lexical-v37
(source_dev46.py and source_dev47.py), once they had been measured. A word is always one of
its own forms ("hogweed" had been cut to "hogw", which "hogweed" does not continue); of
passages that answer alike, the one that says the question's words side by side ("the first
Kindle") and the fact sheet whose heading holds the question's words are the answer; a yes/no
question is about its subject. Hand-written examples, not from any test set; each fails on
lexical-v38."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_text import stem
from tests.support.lexical import citations


@pytest.mark.parametrize("word", ["hogweed", "engineer", "career", "carrying"])
def test_a_word_is_one_of_its_own_forms(word: str) -> None:
    base, tails = stem(word)
    assert word.startswith(base)
    assert word == base or word[len(base) :] in tails


def test_a_word_its_stem_would_lose_is_found() -> None:
    passages = [
        "Home > Garden > Weeds | Field weeds | Bindweed is hard to kill because its roots go "
        "down 5 m, and any piece left in the soil grows again. Share this | Cookie policy",
        "Home > Garden > Weeds | Field weeds | Knotweed is hard to kill because its roots "
        "spread 7 m sideways, and a piece the size of a fingernail grows again. Share this",
        "Home > Garden > Weeds | Ground elder | Ground elder spreads by white runners just "
        "under the soil and was brought to Britain as a pot herb. Share this",
    ]
    assert citations("why is bindweed so hard to kill", passages) == [[1]]


def test_the_passage_that_says_the_words_side_by_side() -> None:
    passages = [
        "The Kindle for children, sold with a case and a two-year guarantee, was announced on "
        "2 October 2019; its first owners got a year of books for young readers with it.",
        "Amazon put the first Kindle on sale on 19 November 2007 at 399 dollars, and the whole "
        "stock sold out in five and a half hours.",
        "The Nook, Barnes & Noble's e-reader, was announced in October 2009 with a small "
        "colour touch screen below its main display.",
    ]
    assert citations("when did the first kindle come out", passages) == [[2]]


def test_a_yes_no_question_is_about_its_subject() -> None:
    passages = [
        "Titan arum: The titan arum of Sumatra bears the largest unbranched flower head of any "
        "plant, up to 3 m tall, and smells of rotting meat when it opens.",
        "Corypha: The talipot palm has the largest branched flower head of any plant, with "
        "millions of small flowers, and flowers only once, after decades, before it dies.",
        "Rafflesia: Rafflesia grows as a parasite on Tetrastigma vines in the forests of "
        "Borneo and has no leaves, stem or roots of its own.",
        "Stamford Raffles: Raffles, the founder of British Singapore, gave his name to "
        "rafflesia after the botanist Joseph Arnold found it with him in Sumatra in 1818.",
    ]
    assert citations("is rafflesia the largest flower of any plant", passages) == [[]]


def test_the_fact_sheet_headed_by_the_question() -> None:
    passages = [
        "Mumps: the facts\n- Caused by the mumps virus, spread in saliva\n- Symptoms appear "
        "two to three weeks after infection\n- Prevented by the MMR vaccine",
        "Mumps: symptoms\n- Painful swelling below the ears on one or both sides\n- Headache "
        "and a high temperature\n- Pain when chewing or swallowing",
        "Measles: symptoms\n- A high fever and a cough\n- A red-brown blotchy rash\n- Small "
        "white spots inside the cheeks",
    ]
    assert citations("What are the symptoms of mumps?", passages) == [[2]]


def test_an_faq_entry_that_asks_the_question_may_tell_its_history() -> None:
    passages = [
        "Q: Why do school buses have no seat belts?\nA: Since a federal rule of 1977 their "
        "high padded seats, set close together, have protected children like eggs in a "
        "carton, so belts were not required.",
        "Q: Why are school buses yellow?\nA: At a conference at Columbia University in 1939, "
        "Frank Cyr had the states agree on one colour, and a yellow with black letters was "
        "chosen because it is the easiest to see at dawn and dusk.",
        "Q: Why are taxis yellow in New York?\nA: In 1907 John Hertz chose yellow for his "
        "cab company because a study told him it was the colour seen from furthest away.",
    ]
    assert citations("Why are school buses yellow?", passages) == [[2]]


def test_are_both_compares_the_two_things_it_names() -> None:
    passages = [
        "Axolotl: The axolotl is a salamander of the lakes near Mexico City that keeps its "
        "gills and lives in water all its life.",
        "Lake Xochimilco: Lake Xochimilco is a lake in the south of Mexico City, known for "
        "its canals and floating gardens and as the last home of the wild axolotl.",
        "Olm: The olm is a blind salamander of the flooded caves of the Dinaric Alps, which "
        "can live for a hundred years without seeing daylight.",
        "Postojna Cave: Postojna Cave is a limestone cave in Slovenia, 24 km long, where the "
        "olm was first described in 1768.",
    ]
    task = "Are the axolotl and the olm both salamanders?"
    assert citations(task, passages) == [[1], [3]]


def test_a_comparison_typed_without_its_comma() -> None:
    passages = [
        "Carlsberg: Carlsberg is a Danish brewery founded in 1847 by J. C. Jacobsen in "
        "Valby, on the edge of Copenhagen, and named after his son Carl.",
        "Copenhagen: Copenhagen is the capital of Denmark, with about 650,000 people; its "
        "breweries and the Little Mermaid statue draw visitors from around the world.",
        "Tuborg: Tuborg is a Danish beer brand whose brewery at Hellerup opened in 1873; it "
        "has been part of the Carlsberg group since a merger in 1970.",
    ]
    task = "which was founded first carlsberg or heineken"
    assert citations(task, passages) == [[1], []]
