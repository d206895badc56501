"""lexical-v13: English's irregular verbs, all the common ones ("shrank" for "shrink"), and a
name that stays on its line (a web snippet's last breadcrumb and the text below it are two
names). Hand-written examples, not from any test set; each fails on lexical-v12."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_reshape import names
from stream.evaluators.lexical_text import Term
from tests.support.lexical import cited, judge, recall


@pytest.mark.parametrize(
    ("verb", "past"),
    [("shrink", "shrank"), ("shrink", "shrunk"), ("spin", "spun"), ("swear", "sworn")],
)
def test_every_common_irregular_verb_has_its_past_forms(verb: str, past: str) -> None:
    assert past in {form for form, _ in Term.of(verb).forms}
    assert verb in {form for form, _ in Term.of(past).forms}


def test_a_past_form_of_an_irregular_verb_answers() -> None:
    task = "Why did the Dead Sea shrink?"
    support = (
        "Dead Sea: The Dead Sea shrank by about a third after 1960, as Israel and Jordan drew"
        " more and more water from the river that feeds it."
    )
    other = "Red Sea: The Red Sea is an inlet of the Indian Ocean between Africa and Arabia."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0


def test_a_name_ends_at_the_end_of_its_line() -> None:
    text = "Home > Travel > Japan | Mount Fuji\nMount Fuji, the highest peak in Japan, rises"
    assert names(text) == ["travel", "japan", "mount fuji"]


def test_web_snippets_of_the_compared_things_are_cited() -> None:
    task = "Which is taller, Mount Fuji or Mount Etna?"
    fuji = (
        "Home > Travel > Japan | Mount Fuji\nMount Fuji, on Honshu, stands 3,776 m high and"
        " last erupted in 1707.\nShare this | Cookie policy"
    )
    etna = (
        "Home > Travel > Italy | Mount Etna\nMount Etna, on the east coast of Sicily, stands"
        " about 3,350 m high.\nShare this | Cookie policy"
    )
    other = (
        "Home > Travel > Italy | Vesuvius\nVesuvius, above the Bay of Naples, buried Pompeii"
        " in AD 79.\nShare this | Cookie policy"
    )
    assert cited(judge(task, [other, fuji, etna])) == {2, 3}
    assert recall(judge(task, [other, fuji])) == 0.5
