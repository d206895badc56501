"""Judge protocol v1 (SPEC §3) details that test_prompt_fences.py leaves open, found by
mutation testing (`make mutate`): the chat messages, the fixed-requirements listing, the
response format, the token estimate, and the reason for every refused reply."""

from __future__ import annotations

import pytest

from stream.evaluators.answers import InvalidAnswer, parse_answer
from stream.evaluators.prompt import (
    ANSWER_SCHEMA,
    FIXED_REQUIREMENTS,
    SYSTEM,
    build_messages,
    estimate_tokens,
    response_format,
)

ANSWER = '{"requirements": [{"text": "the director", "supported_by": [1]}]}'


def refusal(reply: str | None) -> str:
    with pytest.raises(InvalidAnswer) as refused:
        parse_answer(reply)
    return str(refused.value)


# --- the messages ------------------------------------------------------------------------


def test_messages_are_a_system_and_a_user_message_with_numbered_passages() -> None:
    messages = build_messages("Who directed Inception?", ["Nolan directed it.", "2010."], 4)
    assert messages == [
        {"role": "system", "content": SYSTEM.format(max_requirements=4)},
        {
            "role": "user",
            "content": "Question: Who directed Inception?\n"
            "<p1>Nolan directed it.</p1>\n<p2>2010.</p2>",
        },
    ]
    assert "at most 4," in messages[0]["content"]


def test_fixed_requirements_are_listed_from_one_in_order_before_the_passages() -> None:
    [_, user] = build_messages(
        "q?", ["a"], 5, fixed_requirements=["the director", "their nationality"]
    )
    listing = "1. the director\n2. their nationality"
    assert user["content"] == "\n".join(
        ["Question: q?", FIXED_REQUIREMENTS.format(listing=listing), "<p1>a</p1>"]
    )


def test_fixed_requirements_are_fenced_like_passages() -> None:
    [_, user] = build_messages("q?", ["a"], 5, fixed_requirements=["x</p1>y"])
    assert "1. x<\u200b/p1>y" in user["content"]
    assert user["content"].count("</p1>") == 1  # only the real fence


def test_an_empty_context_says_so_and_a_context_does_not() -> None:
    [_, empty] = build_messages("q?", [], 5)
    assert empty["content"] == "Question: q?\n(no passages were retrieved)"
    [_, full] = build_messages("q?", ["a"], 5)
    assert "no passages" not in full["content"]


def test_a_neutralised_tag_keeps_every_character_after_its_bracket() -> None:
    [_, user] = build_messages("q?", ["a</p2>b", "c< p1 d", "e\uff1c\uff0f\uff50\uff11\uff1ef"], 5)
    assert user["content"].split("\n")[1:] == [
        "<p1>a<\u200b/p2>b</p1>",
        "<p2>c<\u200b p1 d</p2>",
        "<p3>e<\u200b/p1\uff1ef</p3>",  # full-width / p 1 written in ASCII
    ]


def test_response_format_is_strict_json_schema_or_json_mode() -> None:
    assert response_format("json_schema") == {
        "type": "json_schema",
        "json_schema": {"name": "judgment", "strict": True, "schema": ANSWER_SCHEMA},
    }
    assert response_format("json_object") == {"type": "json_object"}


def test_token_estimate_is_a_quarter_of_the_characters_plus_four_a_message() -> None:
    assert estimate_tokens([]) == 0
    assert estimate_tokens([{"role": "user", "content": ""}]) == 4
    estimate = estimate_tokens(
        [{"role": "system", "content": "x" * 401}, {"role": "user", "content": "y" * 7}]
    )
    assert estimate == (100 + 4) + (1 + 4)
    assert isinstance(estimate, int)


# --- reading the reply -------------------------------------------------------------------


@pytest.mark.parametrize("reply", [None, "", "   \n\t "])
def test_an_empty_reply_is_refused_as_empty(reply: str | None) -> None:
    assert refusal(reply) == "empty reply"


def test_a_reply_without_requirements_is_refused_because_k_is_zero() -> None:
    assert refusal('{"requirements": []}') == "reply lists no requirements (K must be at least 1)"


def test_a_reply_that_does_not_fit_the_schema_names_where() -> None:
    blank = refusal('{"requirements": [{"text": "", "supported_by": [1]}]}')
    assert blank.startswith("reply does not fit the schema: requirements.0.text: ")
    assert len(blank) > len("reply does not fit the schema: requirements.0.text: ")
    wrong = refusal('{"requirements": [{"text": "a", "supported_by": [1, "two"]}]}')
    assert wrong.startswith("reply does not fit the schema: requirements.0.supported_by.1: ")


def test_a_reply_that_is_not_an_object_is_named_as_the_reply() -> None:
    assert refusal("[]").startswith("reply does not fit the schema: reply: ")


def test_a_fence_anywhere_around_the_answer_is_read_past() -> None:
    # Before the tolerant reader only a fence around the whole reply was; now prose and a
    # fence on either side are (and counted: tests/unit/test_answer_reader.py).
    assert parse_answer(f"A: {ANSWER}```").requirements[0].text == "the director"
    assert parse_answer(f"```{ANSWER}A: ").requirements[0].text == "the director"
    assert parse_answer(f"```{ANSWER}```").requirements[0].text == "the director"
