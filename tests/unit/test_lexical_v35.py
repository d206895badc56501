"""lexical-v35: two rules drawn from the multi-hop dev batches written blind after
lexical-v34, once measured. Hand-written examples, not from any test set; both tests fail on
lexical-v34."""

from __future__ import annotations

from stream.evaluators.lexical_question import Question
from tests.support.lexical import citations


def test_a_search_box_comparison_may_name_both_before_it_asks() -> None:
    assert Question.of("marlow or dunmore which brewery was founded first").items == [
        "marlow",
        "dunmore",
    ]
    assert Question.of("tea or coffee: which has more caffeine").items == ["tea", "coffee"]
    assert not Question.of("is it tea or coffee that has more caffeine").items
    passages = [
        "Marlow Brewery: The Marlow Brewery is an English brewer founded in 1847 by Thomas "
        "Wethered in Marlow, Buckinghamshire, on the banks of the Thames.",
        "Dunmore Brewery: The Dunmore Brewery is a Scottish brewer founded in 1864 by James "
        "Dunmore in Alloa, where the river Forth was deep enough for barges.",
        "Thames Ale House: The Thames Ale House is a pub in Marlow that has served the "
        "Marlow Brewery's beer since 1910 and hosts a beer festival each June.",
    ]
    task = "marlow or dunmore which brewery was founded first"
    assert citations(task, passages) == [[1], [2]]


def test_a_company_title_may_add_what_kind_of_body_it_is() -> None:
    passages = [
        "Halden Corporation: The Halden Corporation is an American maker of instant cameras, "
        "founded in 1937 by the scientist Edwin Marsh to sell his polarising filters.",
        "Edwin Marsh: Edwin Herbert Marsh (7 May 1909 \u2013 1 March 1991) was an American "
        "scientist and inventor, born in Bridgeport, Connecticut.",
        "Halden (filter): Halden is a type of plastic sheet used to polarise light, first "
        "patented in 1929 and made of tiny crystals lined up in a film.",
    ]
    # not the namesake's page, which names Halden alone
    assert citations("Where was the founder of Halden born?", passages) == [[1], [2]]
