"""Rules of lexical-v10: a page about the one thing a short factoid question names, with an
answer of the type it asks for, answers "who made it" and "when did it begin" without the
question's verb. Hand-written examples; each fails without the rule."""

from __future__ import annotations

from tests.support.lexical import cited, judge, recall


def test_the_page_about_the_named_thing_gives_its_maker_in_its_own_words() -> None:
    # "founded" is not in the page: it says "set up"; the other pages are about other presses
    task = "Who founded Harbourside Press?"
    support = (
        "Harbourside Press: Harbourside Press is a small publisher of poetry in Bristol. "
        "Margaret Ellison set it up in 1962 with the savings from her father's shop."
    )
    others = [
        "Marlowe Books: Marlowe Books, a London publisher of crime novels, was founded by "
        "Arthur Penrose in 1971.",
        "Bristol Poetry Festival: The festival has been held every October since 1994 on the "
        "harbour side.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(full) == 1.0
    assert recall(judge(task, others)) == 0.0


def test_a_snippet_whose_breadcrumbs_end_in_the_name_is_about_it() -> None:
    # the snippet under "... > Riverside Museum" gives the date; the one under "Fun facts"
    # names the museum and holds a date, but is about something else of it
    task = "When did the Riverside Museum open?"
    support = (
        "Home > Glasgow > Museums > Riverside Museum | The Riverside Museum welcomed its "
        "first visitors on 21 June 2011, in a zinc-clad building on the Clyde. Share | Print"
    )
    others = [
        "Glasgow > Fun facts | The Riverside Museum's oldest tram was restored by volunteers "
        "in 1988. Read more | Share",
        "Home > Edinburgh > Museums > National Museum | The National Museum of Scotland "
        "reopened in 2011 after a three-year refit. Newsletter",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(judge(task, others)) == 0.0


def test_a_page_about_a_namesake_or_without_an_answer_of_the_type_answers_nothing() -> None:
    task = "Who wrote The Silent Orchard?"
    support = (
        "The Silent Orchard: The Silent Orchard is a novel of farm life by Ann Pryce of "
        "Cardiff, first printed in 1931."
    )
    film = (
        "The Silent Orchard (film): The 1958 film, directed by Peter Hale, moved the story "
        "from Wales to Kent."
    )
    no_person = "Orchards: Orchards of apples and pears covered much of the Welsh borders."
    full = judge(task, [film, no_person, support])
    assert cited(full) == {3}
    assert recall(judge(task, [film, no_person])) == 0.0
    bare = (
        "The Silent Orchard: The Silent Orchard is a short novel of farm life, first printed "
        "in 1931."
    )
    assert recall(judge(task, [film, bare])) == 0.0  # a page about it, but no person in it


def test_a_page_about_the_thing_gives_its_origin_not_any_event_of_it() -> None:
    # the question asks when it began: the page's date answers; asked when it closed,
    # the same page (which says nothing of a closing) answers nothing
    page = (
        "Alder Street Station: Alder Street Station is a disused railway station in Leeds. "
        "Its first trains called there in March 1869."
    )
    others = ["Kirkstall Abbey: Kirkstall Abbey is a ruined Cistercian monastery by the Aire."]
    assert cited(judge("When did Alder Street Station open?", [*others, page])) == {2}
    assert recall(judge("When did Alder Street Station close?", [*others, page])) == 0.0
