"""lexical-v31: a text's names start a word and stop at a sentence's end, so "3-D" names
nothing and "... by Erno Rubik. Originally ..." names "Erno Rubik". Hand-written examples,
not from any test set; each test fails on lexical-v30."""

from __future__ import annotations

from stream.evaluators.lexical_reshape import names
from tests.support.lexical import citations


def test_names_start_a_word_and_end_with_a_sentence() -> None:
    text = (
        "It was designed by Jean Prouve. Later the firm of J. R. Smith of St. Louis sold "
        "3-D prints to the U.S. Army."
    )
    assert names(text) == ["jean prouve", "later", "j. r. smith of st. louis", "u.s. army"]


def test_a_letter_after_a_hyphen_is_no_other_name_beside_the_relation() -> None:
    # v30 read the "D" of "3-D" as a name, found its "d" in "invented" and took the
    # inventor's page for someone else's
    viewer = (
        "View-Master: The View-Master is a line of 3-D stereoscope viewers, invented in 1939 "
        "by the Portland organ maker and keen photographer William Gruber."
    )
    inventor = (
        "William Gruber: William B. Gruber (1903 \u2013 1965) was an American inventor and "
        "photographer, born in Munich, Germany, who moved to Portland in 1924."
    )
    maker = (
        "Sawyer's: Sawyer's was a photographic company of Portland, Oregon, that made and "
        "sold the View-Master from 1939 until 1966."
    )
    task = "Where was the inventor of the View-Master born?"
    assert citations(task, [viewer, inventor, maker]) == [[1], [2]]
    assert citations(task, [viewer, maker])[-1] == []
