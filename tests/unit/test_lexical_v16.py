"""lexical-v16: of titles that name a thing alike, the one without a qualifier is its page
("Red Cross" over "Red Cross (band)"). A hand-written example, not from any test set; it
fails on lexical-v15."""

from __future__ import annotations

from tests.support.lexical import cited, judge

BAND = (
    "Red Cross (band): Red Cross is an American punk band from Los Angeles, founded in 1978"
    " by the brothers Jeff and Steve McDonald."
)
SOCIETY = (
    "Red Cross: The Red Cross was founded in Geneva in 1863 by Henry Dunant after he saw the"
    " wounded left on the field at Solferino."
)
FOUNDER = (
    "Henry Dunant: Henry Dunant was born in Geneva on 8 May 1828 into a devout Calvinist family."
)


def test_the_title_without_a_qualifier_is_the_page_about_the_name() -> None:
    task = "Where was the founder of the Red Cross born, and when?"
    judgment = judge(task, [BAND, SOCIETY, FOUNDER])
    named = next(r for r in judgment.requirements if r.text == "Red Cross")
    assert named.supported_by == [2]
    assert cited(judgment) == {2, 3}  # and from it, the founder's page
