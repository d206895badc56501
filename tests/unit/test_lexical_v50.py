"""lexical-v50: two rules drawn from the multi-hop dev batches written blind after lexical-v48
(`source_dev55.py` to `source_dev58.py`), once measured. Hand-written examples, not from any
test set; each fails on lexical-v49."""

from __future__ import annotations

from tests.support.lexical import judge, recall


def test_born_in_which_town_anywhere_asks_a_life() -> None:
    # "named after a chemist born in which town": a page about him that gives no birth or
    # death does not say where he was born
    passages = [
        "Varga flask: The Varga flask is a glass flask with a long neck and a flat bottom, used "
        "to boil liquids slowly, and it is named after the chemist Tamas Varga.",
        "Tamas Varga: Tamas Varga was a Hungarian chemist who taught in the town of Szeged "
        "and designed the flask named after him, which the university still makes.",
        "Bunsen burner: A Bunsen burner gives a single open gas flame, used for heating, "
        "sterilisation and combustion in the laboratory.",
    ]
    task = "The Varga flask is named after a chemist born in which town?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == []
    assert recall(judgment) < 1.0


def test_a_piece_written_by_someone_names_its_composer() -> None:
    # "an interlude written by Pavel Orlov": for music, "written by" names the composer
    passages = [
        "Dance of the Hornets: Dance of the Hornets is an orchestral interlude written by Pavel "
        "Orlov for his opera The Tale of the Miller, first staged in Kiev in 1901.",
        "Pavel Orlov: Pavel Orlov (1850 - 1912) was a Russian composer born in the town of "
        "Tver, who taught at the conservatory in Moscow.",
        "Ivan Petrov: Ivan Petrov (1848 - 1910) was a Russian composer and conductor born in "
        "Kazan, who led the opera orchestra in Kiev.",
        "The Tale of the Miller: The Tale of the Miller is an opera in four acts, first staged "
        "in Kiev in 1901.",
    ]
    task = "The composer of Dance of the Hornets was born in which Russian town?"
    judgment = judge(task, passages)
    assert judgment.requirements[-1].supported_by == [2]
    assert recall(judgment) == 1.0
