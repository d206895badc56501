"""lexical-v41: a rule drawn from the multi-hop dev batch written blind after lexical-v40
(source_dev22.py), once it had been measured: "the first Secretary General of NATO" is the
holder of an office, whom the office's page names, so "Where was the first ... born?" takes
two hops, the office's page the first ("Who was the first ...?" still takes one). Before, such
a short question was read as asking one thing, and no page held it all. Hand-written example,
not from any test set: the first fails on lexical-v40, the second holds on both."""

from __future__ import annotations

from tests.support.lexical import citations

PASSAGES = [
    "Governor of the Bank of Ruritania: The Governor of the Bank of Ruritania heads the "
    "country's central bank and chairs its council. The post was created in 1921, and its first "
    "holder was Lord Weiss, who served until 1931.",
    "Karl Brandt: Karl Brandt (1890 - 1960) was a Ruritanian statesman born in Zenda, who "
    "served several times as prime minister and was the first president of the Council of the "
    "League of Nations.",
    "Otto Lind: Otto Lind (1885 - 1950) was a Ruritanian banker who became the first Governor "
    "of the Bank of Zenda in 1925. Born in Hentzau, he had run a trading house before the war.",
    "Anton Weiss: Anton Weiss, 1st Baron Weiss (1870 - 1941), was a Ruritanian banker and "
    "soldier. He was born in Strelsau, served as chief of staff in the war, and later sat in "
    "the upper house.",
    "Karl Weiss: Karl Weiss (1902 - 1980) was a Ruritanian painter born in Tarlenheim, known for "
    "his views of the royal castle and the lakes around it.",
]


def test_the_first_holder_of_an_office_is_reached_through_its_page() -> None:
    found = citations("Where was the first Governor of the Bank of Ruritania born?", PASSAGES)
    assert len(found) == 2 and found[0] == [1]


def test_who_was_the_first_holder_asks_one_thing() -> None:
    found = citations("Who was the first Governor of the Bank of Ruritania?", PASSAGES)
    assert len(found) == 1
