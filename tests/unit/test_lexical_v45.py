"""lexical-v45: two rules drawn from the multi-hop dev batches written blind after lexical-v44,
once measured. Hand-written examples, not from any test set; each fails on lexical-v44."""

from __future__ import annotations

from stream.evaluators.lexical_passages import parse
from tests.support.lexical import citations


def test_a_title_may_end_with_an_abbreviation() -> None:
    # "Jr." ends the name, not a sentence: the text before the colon is the page's title
    passage = parse(
        "Sammy Davis Jr.: Samuel George Davis Jr. (1925 - 1990) was an American singer and "
        "dancer born in Harlem."
    )
    assert passage.titled and passage.key == "sammy davis jr."
    assert parse("Ford Motor Co.: The carmaker was founded in 1903.").key == "ford motor co."
    assert not parse("Hours vary in winter.: see the board.").titled  # a sentence's end is none


def test_a_shipbuilding_company_is_a_shipyard() -> None:
    # "the shipyard that built ...": a page that calls itself a shipbuilding company is one
    passages = [
        "Bismarck (battleship): Bismarck was a German battleship launched in 1939 and built by "
        "the shipbuilders Blohm & Voss, the lead ship of her class, sunk in the North Atlantic "
        "in May 1941.",
        "Tirpitz (battleship): Tirpitz was the second Bismarck-class battleship, built at the "
        "naval dockyard in Wilhelmshaven and sunk by British bombers in Norway in 1944.",
        "Blohm & Voss: Blohm & Voss is a shipbuilding company in Hamburg, Germany, founded in "
        "1877 by Hermann Blohm and Ernst Voss on the island of Kuhwerder in the harbour.",
        "Kiel: Kiel is the capital of the German state of Schleswig-Holstein, a port on the "
        "Baltic Sea with a large naval base and shipyards of its own.",
    ]
    task = "In which city was the shipyard that built the battleship Bismarck?"
    assert citations(task, passages) == [[1], [3]]
