"""lexical-v20: "How many days ...?" asks what "How long ...?" asks; of FAQ entries that
answer alike, the one whose own question holds the user's words; "CDs" is the acronym "CD",
and "the first" is not what a question asks about; a measure named by a noun ("wingspan",
"lifespan", "area") is answered by an amount of its kind. Hand-written examples, not from
any test set; each fails on lexical-v19."""

from __future__ import annotations

from tests.support.lexical import citations


def test_how_many_days_asks_what_how_long_asks() -> None:
    passages = [
        "Q: How long does a chess olympiad last?\nA: About two weeks: eleven rounds of play "
        "with one rest day, each round a match of four boards between two national teams.",
        "Q: How many teams play in a chess olympiad?\nA: Over 180 teams in the open section "
        "at recent olympiads, and about 150 in the women's section, each with five players.",
        "Q: Where was the first chess olympiad held?\nA: In London in 1927, when sixteen "
        "teams played for the Hamilton-Russell Cup, won by Hungary.",
    ]
    assert citations("how many days does a chess olympiad last", passages) == [[1]]


def test_of_entries_that_answer_alike_the_one_asking_the_users_question() -> None:
    passages = [
        "Q: How do I freeze my gym membership?\nA: Ask at reception or in the app; you can "
        "freeze it for up to three months a year, and if you would rather cancel your "
        "membership, see below.",
        "Q: How do I cancel a gym membership?\nA: Give a month's notice in writing or in the "
        "app; your membership ends on the next billing date, and you can cancel without a fee "
        "after the first year.",
        "Q: Can I get a refund on a gym membership?\nA: Only for a medical reason with a "
        "doctor's note; otherwise fees already paid are kept, though you can cancel future "
        "payments.",
    ]
    assert citations("how do i cancel a gym membership", passages) == [[2]]


def test_an_acronyms_plural_is_the_acronym() -> None:
    passages = [
        "Home > Tech > History | The DVD's first million-seller\nThe Matrix, released on disc "
        "in November 1999, was the first DVD to sell a million copies in the United States.",
        "Home > Tech > History | The day the DVD arrived\nThe DVD went on sale in Japan on 1 "
        "November 1996, with the first players from Toshiba and a handful of film titles.",
        "Home > Tech > History | The videocassette\nThe VHS tape went on sale in Japan in "
        "1976 and won the format war against Betamax by the mid-1980s.",
    ]
    assert 2 in citations("When did the first DVDs go on sale?", passages)[0]


def test_a_measure_named_by_a_noun_is_answered_by_an_amount_of_its_kind() -> None:
    passages = [
        "Harpy eagle: The harpy eagle of the Amazon rainforest is among the most powerful "
        "birds of prey, with talons about 13 cm long that seize sloths and monkeys.",
        "Golden eagle: The golden eagle nests on cliffs across the northern hemisphere. Its "
        "broad wings reach about 2.3 m from tip to tip, and it hunts hares and marmots.",
        "Golden Eagle Inn: The Golden Eagle Inn, a coaching inn on the old road north, opened "
        "in 1850 and still serves travellers, with twelve rooms above the bar.",
    ]
    assert citations("golden eagle wingspan", passages) == [[2]]
