"""lexical-v52: two rules drawn from the everyday questions' dev part
(`tests/data/everyday/source_dev.jsonl`). Hand-written examples, not from any test set;
each fails on lexical-v51."""

from __future__ import annotations

from tests.support.lexical import cited, judge, recall


def test_one_passage_holds_every_word_that_weighs() -> None:
    # With one passage no word is rarer than another: holding all the question's words but
    # its verb, it answers something else
    task = "when did the larsen dock strike end"
    began = "The Larsen dock strike began in March 1921 at the harbour of Tromsdal."
    ended = "The Larsen dock strike ended in June 1921, when the harbour of Tromsdal reopened."
    assert recall(judge(task, [began])) == 0.0
    assert recall(judge(task, [ended])) == 1.0
    # ... but for its setting: "in Tromsdal" need not be said by a passage about the town
    task = "How many people live in Tromsdal?"
    town = "About 12,000 people live in the town, most of them by the harbour."
    assert recall(judge(task, [town])) == 1.0


def test_who_made_a_thing_of_several_words_typed_in_lower_case() -> None:
    # "who invented the steam loom": the words beside the verb, as they stand together, name
    # the thing, and an untitled passage that says how it began right beside them answers
    task = "who invented the steam loom"
    support = "The steam loom was developed in 1785 by the engineer Edmund Hale of Bolton."
    other = "Steam looms spread quickly through the cotton mills of Lancashire after 1800."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0
