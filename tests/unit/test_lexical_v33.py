"""lexical-v33: rules drawn from the single-hop dev set, each checked on hand-written
examples, not from any test set. Every test but the last fails on lexical-v32 (the last
shows a plural it now reads: "okapis" for "okapi")."""

from __future__ import annotations

from tests.support.lexical import citations


def test_who_were_the_members_is_a_list_question() -> None:
    # the band's own page names them, without the word "members"
    band = (
        "The Harbour Lights: The Harbour Lights were a Welsh folk band formed in Swansea in "
        "1971 by the singer Megan Rhys, with Owen Pryce on fiddle and Dai Morgan on guitar."
    )
    singer = (
        "Megan Rhys: Megan Rhys is a Welsh singer born in Llanelli in 1950, who later sang "
        "with the Swansea Choral Society and taught music in Cardiff for thirty years."
    )
    festival = (
        "Swansea Folk Festival: The Swansea Folk Festival has been held every August since "
        "1968 on the seafront, and bands from all over Wales play on its three stages."
    )
    other = (
        "The Lighthouse Keepers: The Lighthouse Keepers were a Cornish folk band from "
        "Penzance, formed in 1973 by the brothers Jack and Tom Pascoe with Ann Hosking."
    )
    task = "Who were the members of the Harbour Lights?"
    assert citations(task, [band, singer, festival, other]) == [[1]]


def test_an_explanation_is_a_cause() -> None:
    passages = [
        "Giraffes have long necks with only seven bones in them, the same number as a "
        "mouse, each of them up to 25 cm long.",
        "The best explanation for a giraffe's long neck is that it lets the animal reach "
        "leaves high in acacia trees that no other grazer can get at.",
        "A giraffe's heart weighs about 11 kg and pumps blood at twice the pressure of ours "
        "up the long neck to the brain.",
    ]
    assert citations("Why do giraffes have long necks?", passages) == [[2]]


def test_a_lower_case_us_is_the_united_states() -> None:
    passages = [
        "House of Commons of the United Kingdom: The House of Commons has 650 seats, each a "
        "constituency that elects one member at least every five years.",
        "House of Representatives of the United States: The House has 435 voting seats, "
        "shared among the fifty states by population after every census.",
        "Senate of Canada: The Senate of Canada has 105 seats, filled by appointment on the "
        "advice of the prime minister, and senators sit until the age of 75.",
    ]
    task = "how many seats are in the us house of representatives"
    assert citations(task, passages) == [[2]]


def test_a_fact_sheet_title_names_its_subject() -> None:
    passages = [
        "Lake Ardrey fact sheet: Surface area: about 48 km2. Maximum depth: about 121 m. "
        "Fed by: the river Tay and mountain streams. Known for: trout fishing.",
        "Lake Corran fact sheet: Surface area: about 35 km2. Maximum depth: about 64 m. "
        "Fed by: springs and the river Arden. Known for: its island chapel.",
        "Lake Morven fact sheet: Surface area: about 29 km2. Maximum depth: about 230 m. "
        "Fed by: the river Morven. Known for: its eel fishery.",
    ]
    assert citations("Which is deeper, Lake Ardrey or Lake Corran?", passages) == [[1], [2]]


def test_a_half_life_is_asked_as_how_long() -> None:
    passages = [
        "Q: What is carbon-14 used for? A: Carbon-14 dates things that were once alive, such "
        "as wood, bone and cloth, up to about 50,000 years old.",
        "Q: How long does carbon-14 stay radioactive? A: Carbon-14 has a half-life of about "
        "5,730 years, so half of it is gone after that time and a quarter after twice as long.",
        "Q: What is the half-life of uranium-238? A: Uranium-238 has a half-life of about 4.5 "
        "billion years, close to the age of the Earth itself.",
    ]
    assert citations("What is the half-life of carbon-14?", passages) == [[2]]


def test_a_name_for_somewhere_is_another_body() -> None:
    society = (
        "Civic Society: fact sheet\n- Founded: 1895, in London\n- Looks after 200 historic "
        "houses in England\n- Runs a volunteer scheme"
    )
    welsh = (
        "Civic Society for Wales: fact sheet\n- Founded: 1931, in Cardiff\n- A separate "
        "charity from the society in England\n- Runs 40 historic houses"
    )
    board = (
        "Heritage Board: fact sheet\n- Founded: 1984, by act of parliament\n- Looks after "
        "400 monuments\n- Keeps the list of protected buildings"
    )
    task = "Which was founded first, the Civic Society or the Heritage Board?"
    assert citations(task, [society, welsh, board]) == [[1], [3]]
    # without the society's own sheet, the Welsh one does not stand in for it
    assert citations(task, [welsh, board]) == [[], [2]]


def test_a_page_titled_with_the_questions_own_word_is_not_another_things_list() -> None:
    passages = [
        "Feast (history): A Tudor feast was served in two or three courses, each of many "
        "dishes: roast swan and venison, pigeon pies, custards, jellies and marchpane.",
        "Henry VIII: Henry VIII, king of England from 1509 to 1547, held great feasts at "
        "Hampton Court, whose kitchens fed some 600 people twice a day.",
        "Hampton Court Palace: Hampton Court Palace, on the Thames west of London, has "
        "Tudor kitchens of 55 rooms, where visitors can see meat roasting on a spit.",
    ]
    assert citations("Which dishes make up a Tudor feast?", passages) == [[1]]


def test_why_do_people_asks_of_anyone() -> None:
    passages = [
        "Hiccups happen when the diaphragm suddenly tightens and the vocal cords snap shut a "
        "moment later, which makes the sound; eating fast or a fizzy drink can set it off.",
        "People have tried many cures for hiccups, from holding their breath to drinking "
        "water upside down, and most of them work only by chance.",
        "Yawning is catching: people yawn more often after seeing someone else yawn, and "
        "even reading about yawning can start it.",
    ]
    assert citations("Why do people get hiccups?", passages) == [[1]]


def test_the_second_smallest_and_the_smallest_elsewhere_are_not_the_smallest() -> None:
    smallest = (
        "Louth, on the east coast between Dublin and Belfast, is the smallest county in "
        "Ireland, at about 820 square kilometres, and is known as the Wee County."
    )
    second = (
        "Carlow is the second smallest county in Ireland, at about 900 square kilometres, and "
        "lies in the south-east on the River Barrow."
    )
    northern = (
        "Armagh is the smallest county in Northern Ireland, at about 1,250 square "
        "kilometres, and is known as the Orchard County for its apples."
    )
    task = "What is the smallest county in Ireland?"
    assert citations(task, [smallest, second, northern]) == [[1]]
    assert citations(task, [second, northern]) == [[]]


def test_a_plural_in_is_has_a_singular() -> None:
    passages = [
        "Okapis live in the Ituri rainforest of the Congo and browse on leaves and buds.",
        "The likeliest explanation for an okapi's striped legs is that they let a calf "
        "follow its mother through the dim forest.",
        "Zebras are striped all over, and the pattern confuses horseflies trying to land.",
    ]
    assert citations("Why do okapis have striped legs?", passages) == [[2]]
