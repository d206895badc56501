"""lexical-v28: "the composer of X" is not answered by a page whose title gives its person
another calling ("John Williams (guitarist)"). A hand-written example, not from any test
set; it fails on lexical-v27."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_namesake_of_another_calling_is_not_the_maker_asked_of() -> None:
    # the composer's own page is missing; the guitarist shares his name
    passages = [
        "Jaws (film): Jaws is a 1975 American thriller film directed by Steven Spielberg, with "
        "a score by John Williams that won the Academy Award for Best Original Score.",
        "John Williams (guitarist): John Williams (born 24 April 1941) is an Australian "
        "classical guitarist who has lived in London since his youth and led the group Sky.",
        "Steven Spielberg: Steven Spielberg (born 18 December 1946) is an American film "
        "director and producer, born in Cincinnati.",
    ]
    task = "Which group did the composer of the score for Jaws lead?"
    assert citations(task, passages)[-1] == []
