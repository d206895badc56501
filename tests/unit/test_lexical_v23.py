"""lexical-v23: fewer distractors taken for support. A passage that writes a question's name
with another first name is about someone else; a people's adjective ("American") links no
two passages; hop 1's relation naming another person refuses the link to hop 2; a distance
from a place is no length; a story dated to a year does not say how a thing works; a
comparison of amounts needs an amount; "How many bones" needs bones; a list asked of a
named thing is on its page, not on the page of a thing the list holds. Hand-written
examples, not from any test set; each fails on lexical-v22."""

from __future__ import annotations

from tests.support.lexical import citations, judge, recall


def test_another_first_name_is_another_person() -> None:
    passages = [
        "Sport > American football > Players | Eli Manning | Super Bowl titles: 2 | Most "
        "valuable player of both finals. Share | Newsletter",
        "Sport > American football | Tom Brady won seven championship rings, five with New "
        "England and one with Tampa Bay. Related | Print",
        "Sport > American football | Joe Montana won four championships with San Francisco "
        "in the 1980s. Read more | Share",
    ]
    assert recall(judge("peyton manning super bowl titles", passages)) == 0.0


def test_a_peoples_adjective_links_nothing() -> None:
    passages = [
        "Jules Verne, the French author of the novel Twenty Thousand Leagues Under the Seas, "
        "wrote it in the 1860s.",
        "The Nautilus, the submarine of Captain Nemo, was later the name of the first "
        "nuclear-powered submarine.",
        "Georges Méliès was a French illusionist and filmmaker, born in Paris in 1861.",
    ]
    found = citations(
        "What nationality is the director of the film Twenty Thousand Leagues Under the Seas?",
        passages,
    )
    assert found[-1] == []


def test_a_relation_naming_another_refuses_the_link() -> None:
    passages = [
        "The Little Mermaid statue on the Langelinie promenade was made by the sculptor "
        "Edvard Eriksen and unveiled in 1913, paid for by the brewer Carl Jacobsen.",
        "Carl Jacobsen was born in Frederiksberg in 1842, the son of the founder of Carlsberg.",
        "The Manneken Pis in Brussels is a small bronze fountain of a boy, made in 1619.",
    ]
    found = citations("In which city was the sculptor of the Little Mermaid statue born?", passages)
    assert found[-1] == []


def test_a_distance_from_a_place_is_no_length() -> None:
    passages = [
        "Travel > Europe > France | The Canal du Midi starts about 10 km south of Toulouse "
        "and is lined with plane trees. Book a cruise | Share",
        "History > Engineering | Work on the Canal du Midi began in 1666 under Pierre-Paul "
        "Riquet. Subscribe",
        "Travel > Europe > France | The Rhône is one of Europe's great rivers, at 813 km. "
        "Share | Print",
    ]
    assert recall(judge("How long is the Canal du Midi?", passages)) == 0.0


def test_a_story_of_one_year_does_not_say_how_it_works() -> None:
    passages = [
        "The first pressure cooker for the home kitchen was shown at the New York World's "
        "Fair in 1939, and stores sold out within weeks.",
        "A slow cooker heats food gently for six to ten hours in a glazed pot.",
        "An air fryer blows hot air round a basket, crisping food with little oil.",
    ]
    assert recall(judge("how does a pressure cooker work", passages)) == 0.0


def test_a_comparison_of_amounts_needs_an_amount() -> None:
    passages = [
        "News > Europe > Portugal | Portugal welcomed more visitors than ever last summer, "
        "mostly to Lisbon and the Algarve. Comments (41) | Share",
        "Home > Geography > Countries > Ireland | Area: 70,273 km² | Population: about 5.3 "
        "million | Capital: Dublin. Share this",
        "Home > Geography > Countries > Denmark | Area: 42,933 km² | Population: about 5.9 "
        "million | Capital: Copenhagen. Related",
    ]
    found = citations("portugal vs ireland which is bigger", passages)
    assert [] in found and [2] in found


def test_how_many_needs_what_it_counts() -> None:
    passages = [
        "A full-size computer keyboard weighs about 1 kg and has a numeric pad on its "
        "right-hand side.",
        "A modern piano has 88 keys, 52 white and 36 black.",
        "A computer mouse was first shown by Douglas Engelbart in 1968, carved from wood.",
        "Most laptop screens measure between 13 and 17 inches across the diagonal.",
    ]
    task = "How many keys does a full-size computer keyboard have?"
    assert recall(judge(task, passages)) == 0.0


def test_a_list_is_the_page_of_the_thing_it_is_asked_of() -> None:
    passages = [
        "Hungary: Hungary is a landlocked country in central Europe. It borders seven "
        "countries: Austria to the west, Slovakia to the north, Ukraine and Romania to the "
        "east, and Serbia, Croatia and Slovenia to the south.",
        "Vienna: Vienna, the capital of Austria, lies on the Danube and has about two "
        "million people.",
        "Danube: The Danube flows through ten countries, more than any other river.",
    ]
    assert recall(judge("Which countries border Austria?", passages)) == 0.0
