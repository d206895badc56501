"""lexical-v36: two rules drawn from dev batches written blind after lexical-v35, once
measured. Hand-written examples, not from any test set; both tests fail on lexical-v35."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_relation_word_in_the_plural_names_no_maker() -> None:
    passages = [
        "Marta Solis: Marta Solis (3 May 1911 \u2013 9 June 1980) was a Chilean writer and "
        "teacher, born in Valdivia, best known for two short novels of the southern rains.",
        "The Rain Orchard: The Rain Orchard is a novel by Marta Solis, first published in "
        "1952. It follows a widow who returns to her family's farm. It was a major influence "
        "on the writers of the Southern Generation.",
        "The Rain Orchard (1971 film): The Rain Orchard is a 1971 drama film directed by "
        "Luis Varela, adapted from a celebrated novel about a widow and her family's farm.",
        "Luis Varela: Luis Varela (12 March 1930 \u2013 4 April 2001) was a Chilean film "
        "director, born in Santiago, who adapted several novels for the screen.",
    ]
    task = "What nationality was the author of The Rain Orchard?"
    assert citations(task, passages) == [[2], [1]]


def test_credited_with_it_is_who_invented_it() -> None:
    passages = [
        "Word ladder: The word ladder, in which one word becomes another a letter at a time, "
        "appeared in Vanity Fair in 1879 and is now a staple of puzzle books.",
        "Crossword: The first crossword is usually credited to Arthur Wynne, a journalist who "
        "edited the puzzle page of a Sunday supplement in New York in 1913.",
        "Cryptic crossword: The cryptic crossword, in which each clue is a small riddle, grew "
        "up in British newspapers in the 1920s and 1930s.",
    ]
    assert citations("who invented the crossword puzzle", passages) == [[2]]
