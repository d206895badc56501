"""lexical-v12: a general lexicon of words of one meaning (`lexical_lexicon`): a question's
"lunar" is a passage's "Moon", its "man" a "human", its "death" "died". Hand-written
examples, not from any test set; each fails without the lexicon."""

from __future__ import annotations

from stream.evaluators.lexical_text import Term
from tests.support.lexical import cited, judge, recall


def _forms(word: str) -> set[str]:
    return {form for form, _ in Term.of(word).forms}


def test_pertainyms_and_derivations_are_one_word() -> None:
    assert {"lunar"} <= _forms("moon") and {"moon"} <= _forms("lunar")
    assert {"solar"} <= _forms("sun")
    assert {"dental"} <= _forms("teeth")
    assert {"birth"} <= _forms("born")
    assert {"death"} <= _forms("died")
    assert {"invasion"} <= _forms("invaded") and {"volcano"} <= _forms("volcanic")
    assert {"scientific"} <= _forms("science") and {"growth"} <= _forms("grow")
    assert {"light"} <= _forms("glow") and {"prohibit"} <= _forms("banned")
    assert {"cycl"} <= _forms("bike") and {"garbag"} <= _forms("rubbish")


def test_a_passage_in_other_words_of_one_meaning_answers() -> None:
    task = "Where did the poet John Keats die?"
    support = "John Keats: The poet John Keats met his death in Rome in 1821, aged twenty-five."
    others = ["Percy Shelley: The poet Percy Shelley was born in Sussex in 1792."]
    assert cited(judge(task, [*others, support])) == {2}
    task = "When was the first lunar eclipse recorded?"
    # (with a date: since lexical-v56 a "When ...?" is answered alone only by a passage with one)
    support = "Astronomers in Babylon kept the first records of an eclipse of the Moon in 1100 BC."
    other = "Solar panels turn sunlight into electricity."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0


def test_a_word_finds_only_the_groups_it_is_a_form_of() -> None:
    # "many" shares its stem with "man" ("man" + "y"), but is no form of it
    assert "men" not in _forms("many") and "human" in _forms("men")
    assert {"author"} <= _forms("writing")  # "writ" + "ing": a form of "write"


def test_a_field_is_not_the_person_who_practises_it() -> None:
    # In Wikipedia a field is named everywhere: a question's "physicist" read as "physics"
    # once took the page about the Nobel Prize for the laureate's own page.
    for field, person in [("physics", "physicist"), ("science", "scientist"), ("art", "artist")]:
        assert not _forms(field) & _forms(person), (field, person)
