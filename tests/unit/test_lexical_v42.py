"""lexical-v42: two rules for comparisons drawn from the multi-hop dev set: "was rubens or van
dyck born earlier", typed without a comma, compares the two; and where a comparison asks of
lives ("were ataturk and reza shah both born in the 1880s"), a surname names the page titled
with the whole name, as in "Who was born first, X or Y?". Hand-written examples, not from any
test set; each fails on lexical-v41."""

from __future__ import annotations

from tests.support.lexical import citations


def test_was_x_or_y_born_earlier_compares_the_two() -> None:
    passages = [
        "Johannes Vermeer: Johannes Vermeer (October 1632 - December 1675) was a Dutch painter "
        "born in Delft.",
        "Frans Hals: Frans Hals (c. 1582 - 26 August 1666) was a Dutch painter of portraits, "
        "born in Antwerp, who worked in Haarlem.",
        "Girl with a Pearl Earring: Girl with a Pearl Earring is a painting by Vermeer of about "
        "1665, in the Mauritshuis in The Hague.",
        "Haarlem: Haarlem is a city in North Holland, home of the Frans Hals Museum since 1913.",
    ]
    assert citations("was vermeer or hals born earlier", passages) == [[1], [2]]


def test_both_born_in_names_a_person_by_surname() -> None:
    passages = [
        "Jean Sibelius: Jean Sibelius (8 December 1865 - 20 September 1957) was a Finnish "
        "composer born in Hameenlinna.",
        "Sibelius Monument: The Sibelius Monument in Helsinki, unveiled in 1967, is a sculpture "
        "of some 600 steel pipes.",
        "Carl Nielsen: Carl Nielsen (9 June 1865 - 3 October 1931) was a Danish composer born "
        "near Sortelung on Funen.",
        "Nielsen (crater): Nielsen is a small crater on the Moon, named after a Danish astronomer.",
    ]
    task = "were sibelius and nielsen both born in 1865"
    assert citations(task, passages) == [[1], [3]]
