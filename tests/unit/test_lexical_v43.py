"""lexical-v43: two rules for links, drawn from the multi-hop dev batches written blind after
lexical-v42 once measured: a text names a company without its legal form ("Nintendo" for the
page "Nintendo Co., Ltd."), and of two pages hop 1 names, the one it names beside a name of
the question that has no page of its own is the one asked of ("Gregory Peck plays Atticus
Finch"). Hand-written examples, not from any test set; each fails on lexical-v42."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_company_is_named_without_its_legal_form() -> None:
    passages = [
        "Game Boy: The Game Boy is a handheld game console that Nintendo released in Japan in "
        "April 1989, with Tetris packed in with it in most countries.",
        "Sega Corporation: Sega is a Japanese video game company headquartered in Tokyo, the "
        "maker of the Game Gear handheld of 1990.",
        "Nintendo Co., Ltd.: Nintendo is a Japanese video game company headquartered in Kyoto, "
        "founded in 1889 to make hanafuda playing cards.",
        "Game Gear: The Game Gear is a handheld game console that Sega released in Japan in "
        "October 1990, with a backlit colour screen.",
    ]
    task = "In which city is the company that makes the Game Boy headquartered?"
    assert citations(task, passages) == [[1], [3]]


def test_the_page_named_beside_the_questions_name_is_the_one_asked_of() -> None:
    passages = [
        "To Kill a Mockingbird (film): To Kill a Mockingbird is a 1962 American drama film "
        "directed by Robert Mulligan. Gregory Peck plays Atticus Finch, a lawyer in Alabama, "
        "and his daughter Scout is played by the child actress Mary Badham.",
        "Mary Badham: Mary Badham (born 1952) is an American actress born in Birmingham, "
        "Alabama, who was nominated for an Academy Award at the age of ten.",
        "Gregory Peck: Gregory Peck (1916 - 2003) was an American actor born in La Jolla, "
        "California, who won the Academy Award for Best Actor in 1963.",
        "Robert Mulligan: Robert Mulligan (1925 - 2008) was an American film director born in "
        "the Bronx, New York City.",
    ]
    task = "Where was the actor who played Atticus Finch in To Kill a Mockingbird born?"
    assert citations(task, passages) == [[1], [1], [3]]
