"""lexical-v17: a name ends before a closing quote or a full stop ("'Mona Lisa'", "in
Paris."), so a requirement that a passage's name gives says the name as written. A
hand-written example, not from any test set; it fails on lexical-v16."""

from __future__ import annotations

from stream.evaluators.lexical_reshape import names


def test_a_name_ends_before_a_closing_quote_or_a_full_stop() -> None:
    text = "'Blue Moon', a song by Rodgers and Hart, was first sung in New York."
    assert names(text) == ["blue moon", "rodgers", "hart", "new york"]
