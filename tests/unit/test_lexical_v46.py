"""lexical-v46: three rules drawn from the multi-hop dev batches written blind after
lexical-v45, once measured. Hand-written examples, not from any test set; each fails on
lexical-v45. Each is an incomplete event: the page that answers is missing, and a page that
only looks like it must not stand in for it."""

from __future__ import annotations

from tests.support.lexical import judge, recall


def test_a_lake_is_not_the_town_of_its_name() -> None:
    # "Lake Bled" is not named by the page "Bled", a town: the title lacks "lake"
    passages = [
        "Bled: Bled is a town in the north-west of Slovenia on the shore of a glacial lake, "
        "known for its island church and for the castle on a cliff above the water.",
        "Lake Bohinj: Lake Bohinj is the largest permanent lake in Slovenia, in the Julian "
        "Alps, about 4.5 kilometres long and up to about 45 metres deep.",
        "Triglav: Triglav is the highest mountain of Slovenia, at 2,864 metres, and the symbol "
        "of the nation, shown on its coat of arms.",
        "Ljubljana: Ljubljana is the capital of Slovenia, on the Ljubljanica river, with a "
        "castle on a hill above its old town.",
    ]
    judgment = judge("Which lake is deeper, Lake Bled or Lake Bohinj?", passages)
    assert [r.supported_by for r in judgment.requirements] == [[], [2]]


def test_led_by_another_says_who_the_leader_is() -> None:
    # "Led by Patrick Pearse": the Chief Secretary the page also names is not the leader
    passages = [
        "Easter Rising: The Easter Rising was an armed rebellion in Dublin in April 1916 "
        "against British rule in Ireland, where Augustine Birrell was Chief Secretary. Led by "
        "Patrick Pearse, the rebels held the city centre for six days.",
        "Augustine Birrell: Augustine Birrell (1850 - 1933) was a British politician born in "
        "Wavertree, near Liverpool, who resigned as Chief Secretary for Ireland after the "
        "rising.",
        "General Post Office, Dublin: The General Post Office is a building on O'Connell Street "
        "in Dublin, the rebels' headquarters in 1916.",
        "Dublin Castle: Dublin Castle was the seat of British government in Ireland until 1922.",
    ]
    judgment = judge("In which town was the leader of the Easter Rising born?", passages)
    assert [r.supported_by for r in judgment.requirements] == [[1], []]
    assert recall(judgment) == 0.5


def test_the_composer_asked_of_is_called_a_composer() -> None:
    # the film's page names an actor, whose page calls him an actor: not the composer
    passages = [
        "The Bridge on the River Kwai: The Bridge on the River Kwai is a 1957 war film directed "
        "by David Lean, in which Alec Guinness plays a British colonel held in a Japanese "
        "prison camp in Burma.",
        "Alec Guinness: Sir Alec Guinness (1914 - 2000) was an English actor born in London, "
        "who won the Academy Award for Best Actor for the film.",
        "David Lean: Sir David Lean (1908 - 1991) was an English film director born in Croydon.",
        "Burma Railway: The Burma Railway was built by prisoners of war between Thailand and "
        "Burma in 1942 and 1943.",
    ]
    task = "When was the composer of the score for The Bridge on the River Kwai born?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == []
    assert recall(judgment) < 1.0
