"""lexical-v44: rules drawn from the four dev batches written blind after lexical-v43, once
measured. Hand-written examples, not from any test set; each fails on lexical-v43."""

from __future__ import annotations

from stream.evaluators.lexical_asked import runs
from tests.support.lexical import citations, judge, recall


def test_a_name_after_a_hyphen_is_another_place() -> None:
    # "Stoke-on-Trent" names the Trent, as a link: not a namesake of the page "Trent (river)"
    passages = [
        "Stoke-on-Trent: Stoke-on-Trent is a city in Staffordshire, England, on the Trent, "
        "known for the pottery made there since the 17th century.",
        "Trent (river): The Trent is the third-longest river in the United Kingdom, rising in "
        "Staffordshire and joining the Ouse to form the Humber Estuary.",
        "Mersey: The Mersey is a river in north-west England that flows through Stockport and "
        "Warrington and into the Mersey Estuary at Liverpool.",
        "Stoke City F.C.: Stoke City is a football club based in Stoke-on-Trent that plays at "
        "the bet365 Stadium.",
    ]
    task = "Into which estuary does the river that flows through Stoke-on-Trent drain?"
    assert citations(task, passages) == [[1], [2]]


def test_a_name_of_one_word_takes_the_words_a_title_adds() -> None:
    # "Irish" alone names the coffee as well as the stew; "Irish stew" is the snippet's title
    passages = [
        "Food & Drink > Stews | Irish stew\nLamb or mutton neck is simmered slowly with "
        "potatoes, onions and a little parsley, with nothing else added in the old country "
        "recipe.\nShare | Print",
        "Food & Drink > Drinks | Irish coffee\nHot coffee, brown sugar and Irish whiskey are "
        "stirred in a warmed glass, and lightly whipped cream is floated on top.\nShare | Print",
        "Food & Drink > Stews | Beef bourguignon\nBeef is braised in red Burgundy wine with "
        "lardons, mushrooms and small onions, a dish from eastern France.\nShare | Print",
        "Food & Drink > Soups | Scotch broth\nBarley, lamb and root vegetables such as carrots, "
        "swede and leeks go into this thick soup from Scotland, cooked for hours.\nShare | Print",
    ]
    assert citations("What goes into an Irish stew?", passages) == [[1]]


def test_the_page_of_a_name_answers_when_the_rest_is_light() -> None:
    # "goes" is all the question says beside "Scotch egg": the page about it answers
    passages = [
        "Food & Drink > Snacks | Scotch egg\nA hard-boiled egg is wrapped in sausage meat, "
        "rolled in breadcrumbs and deep-fried, a picnic food sold in British shops since the "
        "1800s.\nShare | Print",
        "Food & Drink > Drinks | Scotch whisky\nMalted barley is dried over peat smoke, mashed, "
        "fermented and distilled twice in copper pot stills, then aged in oak casks for at "
        "least three years.\nShare | Print",
        "Food & Drink > Breakfast | Eggs Benedict\nAn English muffin is topped with ham, a "
        "poached egg and hollandaise sauce, a dish often said to come from New York.\nShare | "
        "Print",
        "Food & Drink > Snacks | Sausage roll\nSausage meat is wrapped in puff pastry, brushed "
        "with beaten egg and baked until golden, a snack sold in bakeries across Britain.\n"
        "Share | Print",
    ]
    assert citations("What goes into a Scotch egg?", passages) == [[1]]


def test_directed_by_another_says_the_director_is_not_the_actor() -> None:
    # without the director's page, the actress the film's page names is no answer
    passages = [
        "Roman Holiday: Roman Holiday is a 1953 American romantic comedy film directed by "
        "William Wyler, in which a princess played by Audrey Hepburn slips away from her duties "
        "in Rome.",
        "Audrey Hepburn: Audrey Hepburn (4 May 1929 - 20 January 1993) was a British actress "
        "born in Brussels who won an Academy Award for the film Roman Holiday.",
        "Gregory Peck: Gregory Peck (1916 - 2003) was an American actor who starred in Roman "
        "Holiday as a reporter and died in Los Angeles.",
        "Ben-Hur (1959 film): Ben-Hur is a 1959 American epic film about a Jewish prince in "
        "Roman times, the winner of eleven Academy Awards.",
    ]
    judgment = judge("When did the director of the film Roman Holiday die?", passages)
    assert [r.supported_by for r in judgment.requirements] == [[1], []]
    assert recall(judgment) == 0.5


def test_the_kind_of_work_before_a_name_need_not_be_said() -> None:
    # "the novel Middlemarch": its fact sheet need not call it a novel
    passages = [
        "Jane Eyre\n- Written by: Charlotte Bronte, under the name Currer Bell\n- Published: "
        "October 1847 in London\n- Opens: 'There was no possibility of taking a walk that day'",
        "Silas Marner\n- Novel by: George Eliot, who wrote it before her longest book\n- "
        "Published: 1861\n- Set in: the weaving village of Raveloe",
        "Middlemarch\n- Written by: George Eliot, the pen name of Mary Ann Evans\n- Published: in "
        "eight parts in 1871 and 1872\n- Set in: a Midlands town around 1830",
        "Vanity Fair\n- Written by: William Makepeace Thackeray, a novelist born in Calcutta\n- "
        "Published: in monthly parts in 1847 and 1848",
    ]
    assert citations("Who wrote the novel Middlemarch?", passages) == [[3]]


def test_a_name_the_compared_pages_share_is_said_by_them() -> None:
    # "Which Alfred Hitchcock film ...": both films' pages say it, not his own page
    passages = [
        "Alfred Hitchcock: Sir Alfred Hitchcock (1899 - 1980) was an English film director born "
        "in Leytonstone who made more than fifty films over six decades.",
        "Vertigo (film): Vertigo is a 1958 American thriller film directed by Alfred Hitchcock, "
        "starring James Stewart as a retired detective with a fear of heights.",
        "Psycho (1960 film): Psycho is a 1960 American horror film directed by Alfred Hitchcock, "
        "starring Anthony Perkins as the motel keeper Norman Bates.",
        "Rear Window: Rear Window is a 1954 American mystery film directed by Alfred Hitchcock, "
        "starring James Stewart as a photographer in a wheelchair.",
    ]
    task = "Which Alfred Hitchcock film came out first, Vertigo or Psycho?"
    assert citations(task, passages) == [[2], [3], [2, 3]]


def test_arabic_articles_and_patronymics_are_inside_a_name() -> None:
    assert runs("When did Mohammed bin Rashid become ruler of Dubai?") == (
        "Mohammed bin Rashid",
        "Dubai",
    )
    assert runs("How tall is the Burj al Arab?") == ("Burj al Arab",)
