"""lexical-v53: three rules from trying questions as a newcomer and a help desk would ask
them. Hand-written examples, not from any test set; each fails on lexical-v52."""

from __future__ import annotations

from tests.support.lexical import cited, judge, recall


def test_a_superlative_on_earth_answers_a_question_of_no_place() -> None:
    # "the longest river on Earth" is the longest river: Earth is no other place than the
    # question's, which names none
    task = "What is the longest river?"
    support = "The Corvan is the longest river on Earth, flowing 7,100 km to the Pale Sea."
    other = "The Talmir carries more water than any other river."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0
    # ... but not one that names a place of its own: the world's longest is not the
    # longest in Veloria
    task = "What is the longest river in Veloria?"
    local = "The Talmir is the longest river in Veloria, at 1,200 km."
    assert cited(judge(task, [support, local])) == {2}


def test_an_acronym_spelled_out_in_lower_case() -> None:
    # "CEO" is "the chief executive officer", however the passage writes it, and the rest
    # of the name ("of Zentrix") need not stand beside the acronym
    task = "Who is the CEO of Zentrix?"
    support = "Mara Quell has been the chief executive officer of Zentrix since 2019."
    other = "Zentrix makes industrial sensors in three factories."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0
    task = "What was the GDP of Veloria in 2020?"
    support = "Veloria's gross domestic product reached 41 billion euros in 2020."
    other = "Veloria's population reached 4 million in 2020."
    assert cited(judge(task, [other, support])) == {2}


def test_an_acronym_spelled_out_across_a_hyphen() -> None:
    task = "which plan has SSO"
    support = (
        "Single sign-on\nSigning in through your identity provider is part of the Enterprise plan."
    )
    other = "Two-step verification\nEvery plan supports two-step verification."
    assert cited(judge(task, [other, support])) == {2}
    assert recall(judge(task, [other])) == 0.0


def test_where_in_software_is_a_menu_path_an_address_or_a_file_path() -> None:
    # "Where can I ...?" on a help page asks where in the product: a path of menus, an
    # address or a directory is the answer, though it names no town
    task = "where can i download my receipts"
    support = (
        "Receipts\nAll past receipts are listed under Account > Billing > History, ready to"
        " download."
    )
    other = "Receipt emails\nWe email a receipt to the account owner after every payment."
    assert cited(judge(task, [other, support])) == {2}
    task = "where are the worker logs stored"
    support = "Worker logs are stored on each host under `/var/log/tallow/` for a week."
    assert cited(judge(task, [other, support])) == {2}


def test_an_origin_is_said_beside_the_whole_name_not_inside_another_word() -> None:
    # "rome" inside "syndrome" is no Rome (lexical-v52 cited this passage, recall 1); a
    # plural or a possessive is still the name
    from stream.evaluators.lexical_subject import _originated

    task = "who founded rome"
    syndrome = "The syndrome was first described by Walther Flemming in 1882."
    capital = "Rome is the capital of Italy and its largest city."
    assert recall(judge(task, [syndrome, capital])) == 0.0
    assert _originated("rome", "rome was founded by romulus, the legend says")
    assert _originated("printing press", "the first printing presses were built in mainz")
    assert _originated("rome", "rome's first walls were built in the 4th century bc")
