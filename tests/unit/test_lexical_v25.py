"""lexical-v25: a question whose words beside a setting are only a kind ("Which countries are
in the Sahel?") asks of the setting: a passage without it answers nothing. Hand-written
examples, not from any test set; each fails on lexical-v24."""

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
