"""lexical-v47: three rules drawn from the multi-hop dev batches written blind after
lexical-v46, once measured. Hand-written examples, not from any test set; each fails on
lexical-v46 but `test_the_player_of_a_part_answers_through_her_page`, which shows that the
part's rule keeps the answer where the player's page is there."""

from __future__ import annotations

from tests.support.lexical import judge, recall

_PLAY = (
    "Harbour Lights (1962 film): Harbour Lights is a 1962 British drama set in a fishing "
    "village on the north coast of Cornwall. It stars Margaret Dunn as Nell Trask, a "
    "widow who runs the harbour inn, and Ruth Vane as her sister Bess."
)
_CO_STAR = (
    "Ruth Vane: Ruth Vane (1927 - 1999) was an English actress born in the town of Bath, who "
    "played the sister of the innkeeper in Harbour Lights and later worked in television."
)
_STAR = (
    "Margaret Dunn: Margaret Dunn (1925 - 2011) was an English actress born in Falmouth, "
    "Cornwall, who played widows and landladies in British films of the 1950s and 1960s."
)
_PLACES = [
    "Newlyn: Newlyn is a fishing port in Cornwall, west of Penzance, with an art school.",
    "Falmouth: Falmouth is a port town in Cornwall at the mouth of the River Fal.",
]
_ROLE_TASK = "In which town was the actress who played Nell Trask in Harbour Lights born?"


def test_the_player_of_a_part_is_the_one_the_film_gives_it() -> None:
    # the film's page gives Nell Trask to Margaret Dunn: without her page, the co-star's
    # page (an actor of the film, born somewhere) does not answer
    judgment = judge(_ROLE_TASK, [_PLAY, _CO_STAR, *_PLACES])
    assert judgment.requirements[-1].supported_by == []
    assert recall(judgment) < 1.0


def test_the_player_of_a_part_answers_through_her_page() -> None:
    judgment = judge(_ROLE_TASK, [_PLAY, _CO_STAR, _STAR, *_PLACES])
    assert judgment.requirements[-1].supported_by == [3]
    assert recall(judgment) == 1.0


def test_a_comparison_of_painters_reads_the_painter_of_the_name() -> None:
    # "John Marsh" is a bishop's page; "John Marsh (artist)" calls its subject a painter
    passages = [
        "John Marsh: John Marsh (1620 - 1688) was an English bishop and writer who served as "
        "Bishop of Exeter under Charles II and wrote sermons on patience.",
        "John Marsh (artist): John Marsh (1891 - 1960) was a Scottish painter, born in Perth, "
        "known for harbour scenes in bright colour.",
        "Edith Crane: Edith Crane (1885 - 1972) was a Welsh painter born in Cardiff, known for "
        "portraits of miners' families.",
        "Perth, Scotland: Perth is a city in central Scotland on the River Tay.",
    ]
    judgment = judge("Which painter was born first, John Marsh or Edith Crane?", passages)
    assert [r.supported_by for r in judgment.requirements] == [[2], [3]]


def test_the_only_holder_of_an_office_is_reached_through_its_page() -> None:
    # "the only president of X" is a holder, as "the first president" is: the page of
    # another officer of X, which holds every word of the question, does not answer
    passages = [
        "Republic of Tarnow: The Republic of Tarnow was a short-lived state proclaimed in 1918 "
        "in southern Poland. Its president was Jan Kowal, and it was absorbed into Poland in "
        "1919.",
        "Adam Nowak: Adam Nowak (1880 - 1950) was a Polish lawyer born in Krakow who served as "
        "vice president of the Republic of Tarnow.",
        "Jan Kowal: Jan Kowal (1875 - 1940) was a Polish politician born in Bochnia.",
        "Krakow: Krakow is a city in southern Poland on the Vistula.",
    ]
    task = "Where was the only president of the Republic of Tarnow born?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [3]
