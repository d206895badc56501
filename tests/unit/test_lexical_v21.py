"""lexical-v21: the page about what happened to the thing a why-question names answers it
("Quebec Bridge disaster" for "Why did the Quebec Bridge collapse?"); "a type of", "a kind
of" and "related to" say little of what is asked; "in the world" is a setting that a page
about the largest thing need not say. Hand-written examples, not from any test set; each
fails on lexical-v20."""

from __future__ import annotations

from tests.support.lexical import citations


def test_the_page_about_what_happened_to_the_named_thing_answers_why() -> None:
    passages = [
        "Quebec Bridge: The Quebec Bridge carries road and rail across the St Lawrence River "
        "upstream of Quebec City; at 549 m its main span is still the longest cantilever span.",
        "Quebec Bridge disaster: In August 1907 the southern arm of the unfinished bridge "
        "buckled and fell into the river, killing 75 workers: its engineers had underestimated "
        "the weight of the steel, and the lower chords gave way.",
        "Firth of Forth Bridge: The Forth Bridge in Scotland, opened in 1890, was built as a "
        "massive cantilever after the Tay Bridge fell in a gale in 1879.",
    ]
    assert citations("Why did the Quebec Bridge collapse?", passages) == [[2]]


def test_a_type_of_says_little_of_what_is_asked() -> None:
    passages = [
        "Koala: Despite its nickname, the koala is not a bear at all but a marsupial, carrying "
        "its young in a pouch; it lives in eucalyptus forests of eastern Australia.",
        "Sun bear: The sun bear of South-East Asia is the smallest bear, with a pale crescent "
        "on its chest and a very long tongue for licking honey from bees' nests.",
        "Wombat: Wombats are stocky Australian marsupials that dig long burrows with their "
        "strong claws; their pouch opens backwards so that it does not fill with soil.",
    ]
    assert citations("Is a koala a type of bear?", passages) == [[1]]


def test_in_the_world_is_a_setting() -> None:
    passages = [
        "Saltwater crocodile: The saltwater crocodile is the largest living reptile, with old "
        "males reaching 6 m and over a tonne in weight.",
        "Komodo dragon: The Komodo dragon of eastern Indonesia is the largest living lizard, "
        "growing to about 3 m long and 70 kg or more.",
        "Green iguana: The green iguana of Central and South America grows to about 1.7 m with "
        "its tail and is a popular pet.",
    ]
    assert citations("What is the largest lizard in the world?", passages) == [[2]]
