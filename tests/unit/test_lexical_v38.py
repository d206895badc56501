"""lexical-v38: a hop may say its superlative of a wider place. v33's rule against "the
smallest country in Africa" for "the smallest country in the world" had refused the answer
hop of "the highest peak of Monte Rosa" that calls itself "the highest peak of Switzerland"
(found on a multi-hop dev batch written blind after v37). Hand-written example, not from any
test set; it fails on lexical-v37."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_hop_may_say_its_superlative_of_a_wider_place() -> None:
    passages = [
        "Arlen Massif: The Arlen Massif is a group of summits in the Pennine Alps on the "
        "border of two cantons. It is the second-highest massif of the range, and its highest "
        "summit is the Kessarspitze.",
        "Kessarspitze: The Kessarspitze is the highest peak of Nordland, with an elevation of "
        "4,634 m above sea level, named in 1863 after a Swiss cartographer.",
        "Lisshorn: The Lisshorn is a mountain of the Pennine Alps with two summits reaching "
        "4,527 m and 4,479 m, known for its long corniced ridge.",
        "Arlen Hut: The Arlen Hut is a mountain hut of the Alpine Club above Zerbach, at an "
        "altitude of 2,883 m, and a base for ascents of the massif.",
    ]
    task = "What is the elevation of the highest peak of the Arlen Massif?"
    assert citations(task, passages) == [[1], [2]]
