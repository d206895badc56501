"""lexical-v26: a question typed all in lower case names the pages whose titles it holds
(where it is a bridge, a long question or holds two); "F.C." in a club's title is a mark
beside its name, not words the question lacks; "founded in Sweden" says where, not who
founded; a thing the question only describes ("the scientist who discovered penicillin") is
on a page that says most of what the clause says; a question about one named thing is not
answered by an untitled passage that does not name it. Hand-written examples, not from any
test set; each fails on lexical-v25."""

from __future__ import annotations

from tests.support.lexical import citations, judge, recall


def test_a_lower_case_question_names_the_pages_it_holds_titles_of() -> None:
    passages = [
        "Siemens (unit): The siemens is the SI unit of electrical conductance.",
        "Volvo: Volvo is a Swedish maker of lorries, buses and engines, founded in "
        "Gothenburg in 1927.",
        "Saab: Saab is a Swedish aerospace and defence company founded in 1937.",
        "Scania: Scania is a Swedish maker of lorries and buses, founded in 1891 in "
        "Malmo as a maker of bicycles.",
    ]
    judgment = judge("were volvo and scania both founded in the 19th century", passages)
    named = {r.text: r.supported_by for r in judgment.requirements}
    assert (named.get("volvo"), named.get("scania")) == ([2], [4])


def test_a_club_s_initials_are_no_words_its_name_lacks() -> None:
    passages = [
        "Everton F.C.: Everton Football Club is a football club in Liverpool, founded in "
        "1878 as St Domingo's.",
        "Liverpool (city): Liverpool is a city and port in the north-west of England.",
        "Liverpool F.C.: Liverpool Football Club is a football club founded in 1892 after "
        "a dispute over the rent of Anfield.",
        "Merseyside derby: The Merseyside derby is the match between the two clubs of "
        "Liverpool, first played in 1894.",
    ]
    task = "Which club was founded first, Everton or Liverpool?"
    assert citations(task, passages) == [[1], [3]]


def test_founded_in_a_place_names_no_other_founder() -> None:
    passages = [
        "Lego: Lego is a line of plastic construction toys made by a company founded in "
        "Denmark. It was started in 1932 by the carpenter Ole Kirk Christiansen, whose "
        "workshop in Billund made wooden toys.",
        "Ole Kirk Christiansen: Ole Kirk Christiansen (7 April 1891 - 11 March 1958) was a "
        "Danish carpenter who died in Billund.",
        "Legoland Billund: Legoland Billund is a theme park in Denmark, opened in 1968 next "
        "to the Lego factory.",
    ]
    assert recall(judge("When did the founder of Lego die?", passages)) == 1.0


def test_the_thing_described_is_on_a_page_that_says_what_describes_it() -> None:
    # the page about Jenner is missing: neither of these is the one who developed the
    # smallpox vaccine, though one names the other and both are about vaccines
    passages = [
        "Louis Pasteur: Louis Pasteur (1822 - 1895) was a French chemist who made the first "
        "vaccines against rabies and anthrax. He studied at the Ecole normale superieure in "
        "Paris and worked with Robert Koch's rivals.",
        "Robert Koch: Robert Koch (1843 - 1910) was a German physician who found the germs "
        "of tuberculosis and cholera, a rival of Louis Pasteur. He studied medicine at the "
        "University of Gottingen.",
        "Smallpox: Smallpox was a disease caused by the variola virus, declared eradicated "
        "in 1980.",
    ]
    task = "Which university did the doctor who developed the smallpox vaccine study at?"
    assert recall(judge(task, passages)) < 1.0


def test_an_untitled_answer_names_the_thing_asked_of() -> None:
    # the first passage shares "Washington" with the second and "agreed ... set" with the
    # question, but says nothing of Bretton Woods
    passages = [
        "In December 1971 the finance ministers of the Group of Ten met at the Smithsonian "
        "Institution in Washington and agreed to set new exchange rates, with a higher price "
        "for gold.",
        "In July 1944, at the Mount Washington Hotel in Bretton Woods, New Hampshire, "
        "delegates from 44 nations created the International Monetary Fund and the World "
        "Bank.",
        "The Marshall Plan, named after George Marshall, gave Western Europe about thirteen "
        "billion dollars from 1948.",
    ]
    assert citations("What did the Bretton Woods agreement set up?", passages) == [[2], []]
