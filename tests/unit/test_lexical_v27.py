"""lexical-v27: "When did the founder of X die?" asks of a person's life, so a titled page
with no birth or death is not the one asked of; a comparison typed in lower case names the
one title it holds even when the other thing has no page. Hand-written examples, not from
any test set; each fails on lexical-v26."""

from __future__ import annotations

from tests.support.lexical import citations, judge, recall


def test_a_page_with_no_birth_or_death_is_not_the_person_asked_of() -> None:
    # Nintendo's page names its founder, whose page is missing; it also names hanafuda,
    # whose page is about playing cards, not a life
    passages = [
        "Nintendo: Nintendo Co., Ltd. is a Japanese video game company based in Kyoto. It was "
        "founded in 1889 by the craftsman Fusajiro Yamauchi to make hanafuda playing cards.",
        "Hanafuda: Hanafuda are Japanese playing cards with twelve suits, one for each month, "
        "first made in the 18th century and still sold by Nintendo.",
        "Sega: Sega is a Japanese video game company founded in Honolulu in 1940 and moved to "
        "Tokyo in 1951.",
    ]
    assert citations("When did the founder of Nintendo die?", passages)[-1] == []


def test_a_lower_case_comparison_names_the_one_title_it_holds() -> None:
    # no page about Qantas: a museum named after it does not say when it was founded
    passages = [
        "KLM: KLM Royal Dutch Airlines is the flag carrier of the Netherlands. Founded on 7 "
        "October 1919, it is the oldest airline still flying under its original name.",
        "Qantas Founders Museum: The Qantas Founders Museum is an aviation museum in "
        "Longreach, Queensland, set around one of the airline's early hangars, that tells the "
        "story of the men who started it.",
        "Air France: Air France is the flag carrier of France, formed on 7 October 1933 from "
        "the merger of several French airlines.",
        "Transavia: Transavia is a Dutch low-cost airline founded in 1965, owned by the Dutch "
        "flag carrier.",
    ]
    judgment = judge("which airline was founded first klm or qantas", passages)
    assert recall(judgment) < 1.0
    assert all(2 not in r.supported_by for r in judgment.requirements)
