"""lexical-v32: where no page is about what a question's relation is of ("the founder of
Tarnby Motors" with no page on Tarnby Motors), a page that only mentions it does not stand in
for that hop unless it says the relation too. Hand-written examples, not from any test set;
the first and the last test fail on lexical-v31, the second shows what v32 keeps."""

from __future__ import annotations

from stream.evaluators.lexical_question import Question
from tests.support.lexical import citations

COMPANY = (
    "Tarnby Motors: Tarnby Motors is a Danish maker of delivery vans based in Aarhus. It was "
    "founded in 1921 by the engineer Erik Lund, who had built his first van in a rented barn."
)
FOUNDER = (
    "Erik Lund: Erik Lund (3 May 1889 \u2013 12 June 1960) was a Danish engineer and "
    "industrialist, born in Randers, who built delivery vans for half a century."
)
CHAIR = (
    "Ingrid Vest: Ingrid Vest (born 14 March 1951) is a Danish business executive who was "
    "chairman of Tarnby Motors from 1990 to 2012, the years Erik Lund's old plant was rebuilt."
)
FERRY = (
    "Aarhus Ferry Terminal: The Aarhus Ferry Terminal is the port of Aarhus for ferries to "
    "Zealand, rebuilt in 1999."
)
TASK = "When was the founder of Tarnby Motors born?"


def test_a_page_that_only_mentions_the_company_is_not_who_founded_it() -> None:
    assert citations(TASK, [COMPANY, FOUNDER, CHAIR, FERRY]) == [[1], [2]]
    # the company's page is missing: its chairman's page names it, but not its founder
    assert citations(TASK, [FOUNDER, CHAIR, FERRY]) == [[], [1, 2]]


def test_a_mention_that_says_the_relation_still_counts() -> None:
    said = CHAIR.replace(
        "who was chairman of Tarnby Motors",
        "whose grandfather founded Tarnby Motors and who was its chairman",
    )
    assert citations(TASK, [FOUNDER, said, FERRY]) == [[2], [1, 2]]


def test_what_the_relation_is_of() -> None:
    assert Question.of(TASK).of_maker("tarnby motors")
    assert Question.of("When did the director of the film Seven Samurai die?").of_maker(
        "seven samurai"
    )
    assert not Question.of(TASK).of_maker("erik lund")
    assert not Question.of("When was Tarnby Motors founded?").of_maker("tarnby motors")
