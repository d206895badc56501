"""lexical-v48: three rules drawn from the eight multi-hop dev batches written blind after
lexical-v46, once measured. Hand-written examples, not from any test set; each fails on
lexical-v47."""

from __future__ import annotations

from tests.support.lexical import judge, recall


def test_the_director_a_film_names_is_not_the_writer_asked_of() -> None:
    # "directed by Paul Hart and based on the novel by Ruth Lowe": without her page, the
    # director's page (born in York) does not say where the writer was born
    passages = [
        "Salt Harbour (film): Salt Harbour is a 1984 British drama film directed by Paul Hart "
        "and based on the 1979 novel by Ruth Lowe, set in a fishing village on the coast.",
        "Paul Hart: Paul Hart (1940 - 2015) was an English film director born in York, "
        "known for television dramas and for the films he made in the 1980s.",
        "Ruth Rendell: Ruth Rendell (1930 - 2015) was an English writer of crime novels.",
        "York: York is a cathedral city in North Yorkshire on the River Ouse.",
    ]
    task = "The 1984 film Salt Harbour was based on a novel by a writer born in which city?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == []
    assert recall(judgment) < 1.0


def test_a_thing_named_after_someone_links_to_that_persons_page() -> None:
    # "Ada Morrow Medal" holds the name "Ada Morrow": for "named after", her page is the hop
    passages = [
        "Ada Morrow Medal: The Ada Morrow Medal is given each year by the Royal Society of "
        "Chemistry to a chemist under forty for work on catalysis, first awarded in 1975.",
        "Ada Morrow: Ada Morrow (1890 - 1962) was a British chemist born in the town of "
        "Kendal, Westmorland, who studied catalysts for the making of ammonia.",
        "Royal Society of Chemistry: The Royal Society of Chemistry is a learned society for "
        "chemists in the United Kingdom, founded in 1980 from older societies.",
        "Kendal: Kendal is a market town in Cumbria, known for its mint cake.",
    ]
    task = "The Ada Morrow Medal is named after a chemist born in which town?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
    assert recall(judgment) == 1.0


def test_an_office_holders_page_need_not_call_its_subject_by_the_office() -> None:
    # "the Ruritanian president who signed the Treaty of Zenda": the holder's page calls
    # him a lawyer and statesman, not a president
    passages = [
        "Treaty of Zenda: The Treaty of Zenda was signed in 1921 by the Ruritanian President "
        "Rudolf Elphberg and the Austrian chancellor, ending a border war.",
        "Rudolf Elphberg: Rudolf Elphberg (1870 - 1940) was a Ruritanian lawyer and statesman "
        "born in the village of Tarlenheim, who led his country from 1918 to 1930.",
        "Zenda: Zenda is a town in Ruritania with a castle on a lake.",
        "Strelsau: Strelsau is the capital of Ruritania, on the river Starel.",
    ]
    task = "In which village was the Ruritanian president who signed the Treaty of Zenda born?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
