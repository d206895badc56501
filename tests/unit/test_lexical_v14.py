"""lexical-v14: something asked of the one who made a thing ("Where was the painter of X
born?") is two hops; "what's" is no possessive, nor is a name's own "'s"; an -ant adjective
and its -ance/-ancy noun are one word; a web snippet titled with the named thing is the page
about it; a how or why question of no named thing is answered by its best page alone.
Hand-written examples, not from any test set; each fails on lexical-v13."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_question import Question
from stream.evaluators.lexical_text import Term
from tests.support.lexical import cited, judge, recall


@pytest.mark.parametrize(
    ("task", "bridged"),
    [
        ("Where was the painter of The Starry Night born?", True),
        ("In what year did the architect of the Chrysler Building die?", True),
        ("Who was the painter of The Starry Night?", False),  # the painter is what is asked
        ("What's in a mojito?", False),
        ("Who's the author of Dune?", False),
        ("Who wrote Gulliver's Travels?", False),
        ("When was Tolkien's father born?", True),
    ],
)
def test_what_a_question_asks_of_another_thing(task: str, bridged: bool) -> None:
    assert Question.of(task).bridged is bridged


def test_the_birthplace_of_the_one_who_made_it_is_a_second_hop() -> None:
    task = "Where was the painter of The Starry Night born?"
    work = (
        "The Starry Night: The Starry Night is an oil painting by the Dutch artist Vincent van"
        " Gogh, made in June 1889 in the asylum at Saint-Rémy."
    )
    painter = (
        "Vincent van Gogh: Vincent van Gogh was born on 30 March 1853 in Zundert, a village in"
        " the south of the Netherlands."
    )
    other = (
        "Sunflowers: Sunflowers is a series of still lifes by Vincent van Gogh, painted in Arles"
        " in 1888 and 1889."
    )
    assert cited(judge(task, [other, work, painter])) == {2, 3}
    assert recall(judge(task, [other, work])) == 0.5


def test_an_ingredient_list_under_whats_is_one_requirement() -> None:
    task = "What's in a mojito?"
    drink = (
        "Home > Food & Drink > Cocktails | Mojito\nA mojito is made of white rum, lime juice,"
        " sugar, soda water and fresh mint leaves."
    )
    mint = (
        "Home > Food & Drink > Ingredients | Spearmint\nSpearmint, the mint of a classic"
        " mojito, grows in damp ground and spreads fast."
    )
    other = (
        "Home > Food & Drink > Cocktails | Daiquiri\nA daiquiri is made of white rum, lime"
        " juice and sugar, shaken with ice."
    )
    judgment = judge(task, [drink, mint, other])
    assert len(judgment.requirements) == 1
    assert cited(judgment) == {1}  # the snippet titled "Mojito", not the one naming it


def test_an_adjective_in_ant_and_its_noun_are_one_word() -> None:
    assert "pregnanc" in {form for form, _ in Term.of("pregnant").forms}
    assert "distant" in {form for form, _ in Term.of("distance").forms}
    # two meanings: the flow of a river is not its money
    assert "currenc" not in {form for form, _ in Term.of("current").forms}
    task = "how long are giraffes pregnant"
    support = "A giraffe's pregnancy lasts about fifteen months, and the calf is born standing."
    other = "Giraffes sleep for less than two hours a day, in naps of a few minutes."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0


def test_the_web_snippet_titled_with_the_named_thing_answers() -> None:
    task = "When did the Eiffel Tower open?"
    tower = (
        "Home > Travel > Paris | Eiffel Tower\nThe Eiffel Tower, 330 m of wrought iron on the"
        " Champ de Mars, opened on 31 March 1889 for the World's Fair.\nShare this"
    )
    museum = (
        "Home > Travel > Paris | Musée d'Orsay\nThe Musée d'Orsay, in a railway station across"
        " the river from the Eiffel Tower, opened in December 1986.\nShare this"
    )
    assert cited(judge(task, [museum, tower])) == {2}


def test_a_how_question_without_names_is_answered_by_its_page_alone() -> None:
    task = "How does a biro put ink on paper?"
    fountain = (
        "Fountain pen: A fountain pen feeds water-based ink from a reservoir to its nib through"
        " a narrow channel, drawn down by gravity and capillary action."
    )
    ballpoint = (
        "Ballpoint pen: A ballpoint pen has a tiny metal ball in its tip that rolls as it moves"
        " across the paper, picking up thick oil-based ink from the tube behind it and leaving"
        " it on the page."
    )
    name = (
        "Biro: Biro is the British word for any ballpoint pen, after László Bíró, a Hungarian"
        " journalist who patented his design in Paris in 1938 and later moved to Argentina."
    )
    # the page that links to the best one is about the word, not how the pen works
    judgment = judge(task, [fountain, ballpoint, name])
    assert len(judgment.requirements) == 1
    assert cited(judgment) == {2}
