"""lexical-v24: "Who wrote X?" asks of a book, a play or a song, so a page about a film or a
series of that name ("X (2013 film)") answers nothing; "How do X form?" is answered by how
they begin; a short list question about one named thing is answered by the page titled with
its name; "how big" asks a size, as "how tall" asks a height. Hand-written examples, not from
any test set; each fails on lexical-v23 but the one that keeps a film's page for "Who directed
X?", which both pass."""

from __future__ import annotations

from tests.support.lexical import cited, judge, recall


def test_who_wrote_is_not_answered_by_a_film_of_that_name() -> None:
    passages = [
        "Frankenstein (1931 film): Frankenstein is a 1931 horror film directed by James Whale "
        "and written for the screen by Garrett Fort and Francis Edward Faragoh, with Boris "
        "Karloff as the monster.",
        "Dracula: Dracula is an 1897 novel by the Irish writer Bram Stoker.",
        "Villa Diodati: Villa Diodati is a mansion near Lake Geneva where Lord Byron spent the "
        "summer of 1816.",
    ]
    assert recall(judge("Who wrote Frankenstein?", passages)) == 0.0


def test_a_film_of_that_name_answers_who_directed_it() -> None:
    passages = [
        "Frankenstein (1931 film): Frankenstein is a 1931 horror film directed by James Whale, "
        "with Boris Karloff as the monster.",
        "Dracula: Dracula is an 1897 novel by the Irish writer Bram Stoker.",
        "Villa Diodati: Villa Diodati is a mansion near Lake Geneva where Lord Byron spent the "
        "summer of 1816.",
    ]
    assert cited(judge("Who directed Frankenstein?", passages)) == {1}


def test_how_things_form_is_how_they_begin() -> None:
    passages = [
        "Dust devils are common over deserts and dry fields in summer, and most of them last "
        "less than a minute.",
        "Tornadoes form beneath severe thunderstorms, when winds that change with height set "
        "the air turning.",
        "Dust devils begin on hot, still afternoons, when air warmed by the ground rises in a "
        "plume and starts to spin as cooler air rushes in below it.",
    ]
    assert cited(judge("How do dust devils form?", passages)) == {3}


def test_a_list_asked_of_a_named_thing_is_on_its_page() -> None:
    passages = [
        "Sahara: The Sahara is the largest hot desert in the world, covering much of North Africa.",
        "Lake Victoria: Lake Victoria, the largest lake in Africa, is divided between Uganda, "
        "Kenya and Tanzania, and the Nile flows out of it at Jinja.",
        "Nile: The Nile flows north for about 6,650 km to the Mediterranean.",
    ]
    assert cited(judge("Which countries border Lake Victoria?", passages)) == {2}


def test_how_big_is_answered_by_a_size() -> None:
    passages = [
        "A white dwarf packs about the mass of the Sun into a ball the size of the Earth, "
        "glowing from leftover heat.",
        "A black hole's event horizon grows in step with its mass, and nothing inside it can "
        "escape.",
        "Home > Space | A magnetar is a neutron star about 20 km across with a magnetic field a "
        "thousand times stronger than an ordinary neutron star's. Share",
    ]
    assert cited(judge("How big is a magnetar?", passages)) == {3}
