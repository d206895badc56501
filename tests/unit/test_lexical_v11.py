"""Rules of lexical-v11: the page about the thing a how/why question asks of (its title,
or a web snippet's own title line, is the thing); a name joined by "and" that a title
names whole; a page about a namesake ("X (TV series)") beside the page about X; a cause
about the subject of a why-question. Hand-written examples; each fails without its rule."""

from __future__ import annotations

from tests.support.lexical import cited, judge, recall


def test_a_how_question_is_answered_by_the_page_about_its_thing() -> None:
    # the page titled "Glacier" never says "carve"; it holds the valleys the question asks of
    task = "How do glaciers carve valleys?"
    support = (
        "Glacier: A glacier is a slow river of ice. Rock frozen into its base scrapes the "
        "ground as it creeps downhill, grinding a narrow V-shaped valley into a broad U."
    )
    others = [
        "Fjord: A fjord is a long, narrow inlet of the sea between high cliffs, common on "
        "the coasts of Norway and New Zealand.",
        "Moraine: Moraines are ridges of rock and soil that glaciers push ahead of them or "
        "leave behind when they melt.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(judge(task, others)) == 0.0
    # but not a page on part of the thing ("Dam" of "tidal barrage dam"), nor one that holds
    # nothing of the question beside the thing asked of
    task = "How does a tidal barrage dam make electricity?"
    dam = "Dam: A dam is a barrier across a river that holds back water for drinking."
    assert recall(judge(task, [dam, "Tide: Tides rise and fall twice a day."])) == 0.0
    task = "Why do thermostats click?"
    page = "Thermostat: A thermostat is a device that keeps a room near a set temperature."
    others = ["Boiler: A boiler heats water for a house's radiators and taps."]
    assert recall(judge(task, [page, *others])) == 0.0


def test_a_snippet_under_how_the_thing_works_is_about_it() -> None:
    task = "How does radar work?"
    support = (
        "Home > Tech > Explainers > How radar works | A radar dish sends out short pulses "
        "of radio waves; the echo from a ship or a plane comes back, and the delay gives its "
        "distance. Share"
    )
    others = [
        "Tech > History | Radar was developed in secret in several countries in the 1930s. "
        "Related | Comments",
        "Shop > Car accessories | Speed camera detector with voice alerts. Add to basket",
    ]
    assert cited(judge(task, [*others, support])) == {3}  # not the history of radar too


def test_a_name_joined_by_and_that_a_title_names_whole_is_one_name() -> None:
    # not two names, "Salt" and "Iron", each with its page, and an answer still to find
    task = "Who wrote Salt and Iron?"
    novel = (
        "Salt and Iron: Salt and Iron is a 1958 novel of the Cornish mines by Harriet Lowe, "
        "her third book."
    )
    salt = "Salt: Salt is mined in Cheshire, where it was first dug by the Romans."
    iron = "Iron: Iron is the metal most used by industry, mostly as steel."
    full = judge(task, [salt, iron, novel])
    assert cited(full) == {3}
    assert recall(full) == 1.0
    film = (
        "Salt and Iron (1979 film): The film of the novel, written by Tom Hale, was shot "
        "in Cornwall."
    )
    assert cited(judge(task, [film, salt, novel])) == {3}


def test_a_page_about_a_namesake_gives_way_to_the_page_about_the_thing() -> None:
    # the TV series' page says "written", the novel's page does not: the novel's answers
    task = "Who wrote Harvest Moon Lane?"
    novel = (
        "Harvest Moon Lane: Harvest Moon Lane is a 1954 novel of village life by Edith Marr, "
        "set in Suffolk."
    )
    series = (
        "Harvest Moon Lane (1980 TV series): The BBC's serial, written for television by "
        "Colin Reeve, starred Anna Hale."
    )
    other = "Suffolk: Suffolk is a county in the east of England."
    assert cited(judge(task, [series, other, novel])) == {3}
    # a question that says the qualifier asks about the series
    asked = "Who wrote the TV series Harvest Moon Lane?"
    assert 1 in cited(judge(asked, [series, other, novel]))


def test_a_why_question_is_answered_by_the_cause_given_for_its_subject() -> None:
    # the support gives a cause ("because") for the bakers and the bread, without "score"
    task = "Why do bakers score bread before it goes in the oven?"
    support = (
        "Bakers slash the top of the dough because the bread swells fast in its first "
        "minutes of heat; the cut lets the steam out, so the crust does not tear at random."
    )
    others = [
        "Sourdough is raised with wild yeast rather than with the yeast bakers buy.",
        "A bread oven of brick holds its heat for hours after the fire is raked out.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(judge(task, others)) == 0.0
