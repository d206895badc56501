"""lexical-v25: a question whose words beside a setting are only a kind ("Which countries are
in the Sahel?") asks of the setting: a passage without it answers nothing; a short list
question with no name ("Which strokes make up a medley?") is answered by the one page titled
with words of the question only. Hand-written examples, not from any test set; each fails on
lexical-v24."""

from __future__ import annotations

from tests.support.lexical import judge, recall


def test_a_kind_alone_is_no_question_without_its_setting() -> None:
    passages = [
        "The Dodecanese are a group of twelve larger islands and many smaller ones in the "
        "south-eastern Aegean, among them Rhodes, Kos and Patmos.",
        "Crete, the largest of the Greek islands, lies across the southern edge of the Aegean Sea.",
        "Ferries to the Greek islands leave Piraeus every morning in summer.",
    ]
    assert recall(judge("Which islands are in the Cyclades?", passages)) == 0.0


def test_a_list_is_on_the_page_titled_with_its_word() -> None:
    passages = [
        "Butterfly stroke: The butterfly is the youngest of the four competitive swimming "
        "styles, first swum at the Olympics in 1956.",
        "Medley: In an individual medley race a swimmer covers four equal lengths in turn: "
        "butterfly, backstroke, breaststroke and freestyle.",
        "Open water swimming: Open water races of 10 km have been held at the Olympics "
        "since 2008, in lakes, rivers or the sea.",
    ]
    task = "Which strokes make up a medley?"
    assert [r.supported_by for r in judge(task, passages).requirements] == [[2]]
