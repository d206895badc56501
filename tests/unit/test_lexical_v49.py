"""lexical-v49: rules drawn from the twelve multi-hop dev batches written blind after
lexical-v47 and v48, once measured. Hand-written examples, not from any test set; each
fails on lexical-v48."""

from __future__ import annotations

from tests.support.lexical import judge, recall


def test_sung_by_names_the_performer_as_the_performer_would() -> None:
    # "written by ... Tom Kerr and Dan Ives and sung by Nora Vale": she is the performer,
    # the songwriter just before the verb is not
    passages = [
        "Song Contest 1962: The Song Contest 1962 was held in Dublin in March 1962, with songs "
        "from nine countries, and it was broadcast on radio across Europe.",
        "Blue Lantern (song): Blue Lantern is a song written by the Cork schoolteachers Tom Kerr "
        "and Dan Ives and sung by Nora Vale, who took it to number one in Ireland in 1962.",
        "Dan Ives: Dan Ives (born 1935) is a songwriter and performer born in Cork, who wrote a "
        "song for the Song Contest in the 1960s.",
        "Nora Vale: Nora Vale (1940 - 2001) was an Irish singer born in Sligo, known for her "
        "ballads and her television shows.",
    ]
    task = "Where was the performer of the song Blue Lantern born?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [4]
    assert recall(judgment) == 1.0


def test_a_clubs_title_names_it_as_texts_spell_it_out() -> None:
    # "Dunmore Rovers F.C." is the "Dunmore Rovers Football Club" whose home Ferrow Park is
    passages = [
        "Ferrow Park: Ferrow Park is a football stadium in the town of Dunmore, home of Dunmore "
        "Rovers Football Club since 1910, with about 9,000 seats.",
        "Dunmore Rovers F.C.: Dunmore Rovers is a football club in the west of Scotland, "
        "founded in 1882 by workers of the town's ironworks.",
        "Dunmore Athletic F.C.: Dunmore Athletic is a football club founded in 1890 in the same "
        "town, which plays at Mill Lane.",
        "Dunmore: Dunmore is a town in Ayrshire on the River Garnock.",
    ]
    task = "In what year was the football club that plays its home matches at Ferrow Park founded?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
    assert recall(judgment) == 1.0


def test_a_number_is_a_name_where_a_page_is_titled_by_it() -> None:
    # the series "31": the page titled by the number gives the part to its player
    passages = [
        "Ray Lund: Ray Lund (born 1950) is an American actor born in Ohio, who played the "
        "police chief in the first three seasons of 31 and later a senator.",
        "31 (TV series): 31 is an American thriller series broadcast from 2004 to 2009. Sam "
        "Reed plays Max Doyle, a detective who has 31 days to solve each case.",
        "Sam Reed: Sam Reed (born 1968) is an American actor born in Boston, the son of the "
        "actress Jane Reed and the director Paul Reed.",
        "Jane Reed: Jane Reed (1940 - 2010) was an American stage actress.",
    ]
    task = "Who is the mother of the actor who played Max Doyle in 31?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [3]
    assert 1 not in {c for r in judgment.requirements for c in r.supported_by}


def test_a_title_of_a_names_first_word_alone_does_not_name_it() -> None:
    # "Harlow" is a town, not the Harlow Wanderers: without the team's page, nothing names it
    passages = [
        "Harlow: Harlow is a town in Essex, England, built after the Second World War as one "
        "of the new towns around London.",
        "Ned Crane: Ned Crane (1890 - 1961) was an English football manager born in Leeds, who "
        "coached clubs in the south of England between the wars.",
        "Essex: Essex is a county in the east of England.",
    ]
    task = "When was the founder of the Harlow Wanderers born?"
    judgment = judge(task, passages)
    assert judgment.requirements[0].supported_by == []
    assert recall(judgment) < 1.0


def test_which_town_was_someone_born_in_asks_a_life() -> None:
    # without the engineer's page, the page about the fair he built for is no answer
    passages = [
        "Orb Wheel: The Orb Wheel was a great wheel built for the Harbour Exhibition of 1901 "
        "and designed by the engineer Alan Pike. It stood 60 metres tall.",
        "Harbour Exhibition: The Harbour Exhibition was a world's fair held in 1901 on the "
        "waterfront, which drew five million visits and an engineer's great wheel.",
        "Galway: Galway is a city on the west coast of Ireland.",
    ]
    task = "which town was the engineer behind the orb wheel born in"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == []


def test_a_governors_page_need_not_call_its_subject_a_governor() -> None:
    # "the governor who gave his name to gerrymandering" is "an American politician"
    passages = [
        "Pellmandering: Pellmandering is the drawing of district lines to favour one party. "
        "The word was coined in 1822, after Governor Amos Pell of Vermont signed a map.",
        "Amos Pell: Amos Pell (1770 - 1840) was an American politician and merchant, born in "
        "the town of Bennington, Vermont, who later served in the Senate.",
        "Vermont: Vermont is a state of New England.",
        "Burlington: Burlington is a city on Lake Champlain.",
    ]
    task = "In which town was the governor who gave his name to pellmandering born?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
    assert recall(judgment) == 1.0


def test_the_maker_named_after_another_verb_by_the_asked_noun_is_the_maker() -> None:
    # "written by the Danish composer Anders Holm": "written by" names him, as the composer
    passages = [
        "Night on Skerry: Night on Skerry is a piece of orchestral music written by the Danish "
        "composer Anders Holm for the 1880 staging of a play by Niels Berg.",
        "Anders Holm: Anders Holm (1845 - 1910) was a Danish composer born in Aarhus, who "
        "taught at the conservatory in Copenhagen.",
        "Niels Berg: Niels Berg (1830 - 1900) was a Danish playwright born in Odense.",
        "Karl Lund: Karl Lund (1850 - 1920) was a Danish composer born in Aalborg.",
    ]
    task = "The composer of Night on Skerry was born in which Danish city?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
