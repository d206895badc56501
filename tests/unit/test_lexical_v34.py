"""lexical-v34: rules drawn from dev batches written blind after lexical-v32, once they had
been measured. Hand-written examples, not from any test set; every test fails on
lexical-v33."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_passage_about_one_item_may_name_the_other_later() -> None:
    passages = [
        "The Harwick Stakes, a handicap over 2,400 metres run each October at Harwick Park, "
        "was first held in 1879, when a colt called Redmire won it. It makes up the "
        "spring's double with the older and richer Dunmore Cup.",
        "The Dunmore Cup was first run on 7 November 1861, when seventeen horses raced for a "
        "gold watch and 700 sovereigns before a crowd of about four thousand.",
        "The Ashby Plate, run over 2,000 metres at Ashby Vale each September since 1922, is a "
        "weight-for-age race, so horses carry weights set by age rather than by form.",
    ]
    task = "Which is older, the Dunmore Cup or the Harwick Stakes?"
    assert citations(task, passages) == [[2], [1]]
    # one that names the other item first, or as early, is about neither alone
    early = passages[0].replace(
        "The Harwick Stakes, a handicap", "Like the Dunmore Cup, the Harwick Stakes, a handicap"
    )
    assert citations(task, [early, *passages[1:]]) == [[2], []]


def test_a_title_may_add_the_kind_of_place_to_the_name() -> None:
    passages = [
        "Orana: The Orana, about 2,140 km long, rises in the Parima highlands and makes a "
        "great arc before splitting into a delta of dozens of channels on the Atlantic.",
        "Velasca River: The Velasca runs about 1,540 km north from a lake in the Andes to "
        "the Caribbean, between two ranges of the cordillera.",
        "Caura River: The Caura, about 720 km long, flows north through the forest before "
        "joining the Orana near the town of Maripa.",
    ]
    assert citations("Which is longer, the Orana or the Velasca?", passages) == [[1], [2]]


def test_who_devised_it_invented_it() -> None:
    passages = [
        "Many students now run the Tally method with a phone timer instead of a sand glass, "
        "and some shorten its blocks to twenty minutes for harder subjects.",
        "The Tally method of study, devised by the Swiss student Anna Keller in the late "
        "1980s, breaks work into blocks of thirty minutes timed with a sand glass.",
        "Critics of the Tally method say that a fixed block of thirty minutes breaks up deep "
        "work just when it starts to go well, and suggest longer blocks instead.",
    ]
    assert citations("who invented the tally method", passages) == [[2]]


def test_a_lower_case_word_without_a_vowel_is_an_acronym() -> None:
    passages = [
        "Tom Brennan of the Fairview Otters became the first player from Iceland in the "
        "Northern Hockey League when he played against the Ridge Falcons in March 1961.",
        "Jon Ragnarsson became the first player from Iceland in the Danish ice hockey league "
        "when Aalborg signed him in 1958, three years before his brother followed him.",
        "The first indoor rink in Fairview opened in 1911 and still hosts junior games on "
        "Saturday mornings through the winter.",
    ]
    assert citations("first player from iceland in the nhl", passages) == [[1]]
