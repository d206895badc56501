"""The answer reader (stream/evaluators/answers.py): each repair it makes, the limits of
what it reads, the reason for each refusal, and replies of 1 MB built to make a reader
that is not linear take seconds (behaviour only here; bench/answer_reader.py times them)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from stream.evaluators.answers import (
    EXCERPT_CHARS,
    MAX_BRACES,
    MAX_CANDIDATES,
    ChatReply,
    InvalidAnswer,
    Reading,
    Repair,
    read_answer,
    read_body,
    read_reply,
)
from tests.support.reply_shapes import SHAPES, adversarial, answer_json, shaped

ANSWER = answer_json([("the director", [1]), ("the nationality", [2])])
OTHER = answer_json([("the director", [1])])
JUDGMENT = [("the director", [1]), ("the nationality", [2])]


def judged(reading: Reading) -> list[tuple[str, list[int]]]:
    return [(r.text, r.supported_by) for r in reading.answer.requirements]


def kinds(reading: Reading) -> list[str]:
    return [kind.value for kind in reading.repairs]


def refusal(content: str | None, reasoning: str | None = None) -> str:
    with pytest.raises(InvalidAnswer) as refused:
        read_answer(content, reasoning)
    return str(refused.value)


def cited(*citations: object) -> str:
    return json.dumps({"requirements": [{"text": "a", "supported_by": list(citations)}]})


# --- as-is and the repairs -----------------------------------------------------------


def test_the_answer_alone_is_read_as_is() -> None:
    reading = read_answer(ANSWER)
    assert judged(reading) == JUDGMENT
    assert reading.repairs == () and reading.as_is


@pytest.mark.parametrize("shape", SHAPES)
def test_every_shape_of_a_correct_judgment_is_read_with_its_repairs(shape: str) -> None:
    requirements = [("the director", [1]), ("the birthplace", [1, 2]), ("the studio", [])]
    reply = shaped(shape, requirements)
    reading = read_answer(reply.content, reply.reasoning_content)
    assert judged(reading) == [(t, list(c)) for t, c in requirements]
    assert tuple(kinds(reading)) == reply.repairs
    assert reading.as_is == (not reply.repairs)


def test_repairs_are_listed_once_each_in_a_fixed_order() -> None:
    labelled = json.dumps(
        {
            "requirements": [
                {"text": "a", "supported_by": 1},
                {"text": "b", "supported_by": 2},
                {"text": "c", "supported_by": ["p1", "2"]},
                {"text": "d", "supported_by": ["[3]"]},
            ]
        }
    )
    reply = f"note\n```json\n{labelled}\n```\nend"
    reading = read_answer("", reasoning=f"<think>x</think>{reply}")
    assert kinds(reading) == [
        "think_block",
        "reasoning_field",
        "prose",
        "fence",
        "citation_form",
        "bare_citation",
    ]
    assert [r.value for r in Repair] == kinds(reading)
    assert judged(reading) == [("a", [1]), ("b", [2]), ("c", [1, 2]), ("d", [3])]


# --- reasoning -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        f"<think>a</think>{ANSWER}",
        f" \n<think>a</think>\n{ANSWER}",
        f"<thinking>a</thinking>{ANSWER}",
        f"<think>a</thinking>{ANSWER}",  # any closer closes
        f"<think>a</think><think>b</think>{ANSWER}",
        f"<think>a <think> b </think> c </think>{ANSWER}",  # to the last closer
        f"<think>{OTHER}</think>{ANSWER}",  # a draft in the reasoning is not an answer
        f"template wrote the opener</think>{ANSWER}",
        f"first</think>second</thinking>{ANSWER}",
    ],
)
def test_reasoning_blocks_before_the_answer_are_dropped(reply: str) -> None:
    reading = read_answer(reply)
    assert judged(reading) == JUDGMENT and kinds(reading) == ["think_block"]


def test_an_unclosed_block_is_read_for_the_answer_after_its_opener() -> None:
    reading = read_answer(f"<think>so the answer is {ANSWER}")
    assert judged(reading) == JUDGMENT and kinds(reading) == ["think_block", "prose"]
    reading = read_answer(f"<think>{ANSWER}")
    assert kinds(reading) == ["think_block"]


def test_a_block_after_prose_and_tags_in_capitals_are_prose() -> None:
    assert kinds(read_answer(f"Sure. <think>a</think>{ANSWER}")) == ["prose"]
    assert kinds(read_answer(f"Sure. <think></think>{ANSWER}")) == ["prose"]
    assert refusal(f"Sure. <think>{OTHER}</think>{ANSWER}").startswith("reply is ambiguous")
    assert kinds(read_answer(f"<THINK>a</THINK>{ANSWER}")) == ["prose"]
    # Not reasoning, so not "only reasoning" either.
    assert refusal("Sure. <think>a</think>") == (
        "reply is not JSON: no JSON object in it: 'Sure. <think>a</think>'"
    )


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("<think>a</think>", "reply is only reasoning: nothing after </think>"),
        ("<think>a</think> \n", "reply is only reasoning: nothing after </think>"),
        ("a</think>", "reply is only reasoning: nothing after </think>"),
        ("<think>a", "reply is only reasoning: <think> is never closed"),
        ("<thinking>a {broken", "reply is only reasoning: <think> is never closed"),
    ],
)
def test_reasoning_without_an_answer_is_refused_as_such(reply: str, reason: str) -> None:
    assert refusal(reply) == reason


def test_an_unclosed_block_with_two_answers_is_ambiguous_not_only_reasoning() -> None:
    assert refusal(f"<think>{OTHER} or {ANSWER}").startswith("reply is ambiguous")


def test_the_reasoning_field_is_read_only_when_content_is_empty() -> None:
    assert judged(read_answer(ANSWER, reasoning=OTHER)) == JUDGMENT
    assert read_answer(ANSWER, reasoning=OTHER).as_is
    for empty in (None, "", " \n"):
        reading = read_answer(empty, reasoning=ANSWER)
        assert judged(reading) == JUDGMENT and kinds(reading) == ["reasoning_field"]


def test_a_reasoning_field_without_an_answer_says_where_it_looked() -> None:
    assert refusal(None, "let me think") == (
        "content is empty, and in reasoning_content: reply is not JSON: "
        "no JSON object in it: 'let me think'"
    )
    assert refusal("", f"x</think>{OTHER} {ANSWER}").startswith(
        "content is empty, and in reasoning_content: reply is ambiguous"
    )
    assert refusal(None, "  ") == "empty reply"


def test_a_refusal_is_reported_when_there_is_no_content() -> None:
    with pytest.raises(InvalidAnswer, match=r"^the model refused: 'I cannot\.'$"):
        read_answer(None, reasoning=ANSWER, refusal="I cannot.")
    assert judged(read_answer(ANSWER, refusal="I cannot.")) == JUDGMENT
    with pytest.raises(InvalidAnswer, match=r"^empty reply$"):
        read_answer("", refusal="")


# --- finding the object --------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "repairs"),
    [
        (f"```json\n{ANSWER}\n```", ["fence"]),
        (f"```{ANSWER}```", ["fence"]),
        (f"```json5{ANSWER}```", ["fence"]),
        (f"```c++ \n {ANSWER}", ["fence"]),
        (f"{ANSWER}\n```", ["fence"]),
        (f"```{'x' * 20}\n{ANSWER}\n```", ["fence"]),
        (f"```{'x' * 21}\n{ANSWER}\n```", ["prose", "fence"]),  # no tag is that long
        (f"```json here\n{ANSWER}\n```", ["prose", "fence"]),
        (f"``` x\n{ANSWER}\n```", ["prose", "fence"]),
        (f"see ``` below\n```json\n{ANSWER}", ["prose", "fence"]),  # the last one opens
        (f"```\n{ANSWER}\n```x", ["prose", "fence"]),
        (f"``\n{ANSWER}", ["prose"]),
        (f"{ANSWER}\n``", ["prose"]),
        (f"``` ```json\n{ANSWER}\n``` ```", ["prose", "fence"]),
        (f"A: {ANSWER}", ["prose"]),
        (f"{ANSWER} .", ["prose"]),
        (f"\n\n{ANSWER}\n\n{ANSWER}\n", ["prose"]),
        (f"```\n{ANSWER}\n```\n```\n{ANSWER}\n```", ["prose", "fence"]),
        (f"{{x}} {{1: 2}} {{'a': 1}} {{\"a\" 1}} {ANSWER}", ["prose"]),  # braces, no objects
    ],
)
def test_text_around_the_object_is_a_fence_or_prose(reply: str, repairs: list[str]) -> None:
    reading = read_answer(reply)
    assert judged(reading) == JUDGMENT and kinds(reading) == repairs


def test_two_different_objects_are_ambiguous_and_where_they_are_is_said() -> None:
    reply = f"{OTHER} then {ANSWER}"
    assert refusal(reply) == (
        f"reply is ambiguous: two different JSON objects (chars 0 and {len(OTHER) + 6})"
    )
    assert refusal(f"{ANSWER} {ANSWER} {{}}").startswith("reply is ambiguous")
    assert refusal(f'x {ANSWER} {{"a": 1}}') == (
        f"reply is ambiguous: two different JSON objects (chars 2 and {len(ANSWER) + 3})"
    )


def test_a_whole_reply_that_is_json_but_no_object_does_not_fit_the_schema() -> None:
    for reply in ("[]", f"[{ANSWER}]", json.dumps(ANSWER), "3"):
        assert refusal(reply).startswith("reply does not fit the schema: reply: ")


def test_an_object_inside_an_object_is_part_of_it() -> None:
    reading = read_answer(json.dumps({"requirements": [{"text": "{}", "supported_by": [1]}]}))
    assert judged(reading) == [("{}", [1])] and reading.as_is
    nested = f'x {{"wrapper": {ANSWER}}}'
    assert refusal(nested) == "reply does not fit the schema: requirements: Field required"


def test_a_broken_object_is_refused_with_where_it_broke() -> None:
    assert refusal('{"requirements": [') == (
        "reply is not JSON: Expecting value: line 1 column 19 (char 18)"
    )
    # The last broken one is named: the answer comes after the prose.
    broken = 'x {"a": ] y\n{"requirements": [}'
    assert refusal(broken) == "reply is not JSON: Expecting value: line 2 column 19 (char 30)"


def test_an_object_after_a_broken_one_is_found() -> None:
    reading = read_answer(f'{{"a": nope}} {ANSWER}')
    assert judged(reading) == JUDGMENT and kinds(reading) == ["prose"]
    # A start inside what the broken object parsed is part of it, not an object.
    inside = f'{{"a": [{ANSWER}, nope]}}'
    where = len(ANSWER) + 9
    assert refusal(inside) == (
        f"reply is not JSON: Expecting value: line 1 column {where + 1} (char {where})"
    )


def test_without_any_object_the_reply_is_quoted() -> None:
    assert refusal("I cannot help with that.") == (
        "reply is not JSON: no JSON object in it: 'I cannot help with that.'"
    )
    assert refusal("a \n\t b") == "reply is not JSON: no JSON object in it: 'a b'"
    long = refusal("x" * 1000)
    assert long == f"reply is not JSON: no JSON object in it: '{'x' * (EXCERPT_CHARS - 3)}...'"
    exact = refusal("y" * EXCERPT_CHARS)
    assert exact == f"reply is not JSON: no JSON object in it: '{'y' * EXCERPT_CHARS}'"
    # Only the start is looked at: whitespace past it is not collapsed into the quote.
    assert refusal("a" + " " * (EXCERPT_CHARS * 4) + "b").endswith("in it: 'a'")
    assert refusal("a" + " " * (EXCERPT_CHARS * 4 - 2) + "b").endswith("in it: 'a b'")


def test_objects_are_searched_at_most_a_fixed_number_of_places() -> None:
    broken = '{"a": x} ' * (MAX_CANDIDATES - 1)
    assert judged(read_answer(broken + ANSWER)) == JUDGMENT
    assert refusal(broken + '{"a": x} ' + ANSWER) == (
        f"reply is not JSON, and has more than {MAX_CANDIDATES} places where an object "
        "may start: not searched further"
    )
    copies = " ".join([ANSWER] * MAX_CANDIDATES)
    assert kinds(read_answer(copies)) == ["prose"]
    assert refusal(f"{copies} {ANSWER}").startswith("reply is not JSON, and has more than")
    # Exactly that many tries and nothing after them: searched to the end.
    assert refusal(broken + '{"a": x}').startswith("reply is not JSON: Expecting value")


def test_a_reply_with_too_many_braces_is_not_searched() -> None:
    padding = "{" * (MAX_BRACES - ANSWER.count("{"))
    assert judged(read_answer(padding + " " + ANSWER)) == JUDGMENT
    assert refusal("{" + padding + " " + ANSWER) == (
        f"reply is not JSON, and holds {MAX_BRACES + 1:,} '{{', too many to search for the answer"
    )


def test_nesting_and_numbers_past_what_can_be_read_are_refused() -> None:
    deep = 'x {"requirements": ' + "[" * 100_000
    assert refusal(deep) == "reply is not JSON: nested too deeply (char 2)"
    huge = 'x {"requirements": [{"text": "a", "supported_by": [' + "9" * 5000 + "]}]}"
    reason = refusal(huge)
    assert reason.startswith("reply is not JSON: Exceeds the limit (4300 digits)")
    assert reason.endswith(" (char 2)")


# --- citations -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("citation", "number"),
    [
        ("3", 3),
        ("03", 3),
        ("p3", 3),
        ("P3", 3),
        ("passage 3", 3),
        ("Passage 3", 3),
        ("PASSAGE 3", 3),
        ("pAsSaGe 12", 12),
        ("[3]", 3),
        ("[12]", 12),
        ("123456789", 123456789),
        ("p123456789", 123456789),
        ("[123456789]", 123456789),
    ],
)
def test_a_citation_form_is_read_as_its_number(citation: str, number: int) -> None:
    reading = read_answer(cited(citation))
    assert judged(reading) == [("a", [number])] and kinds(reading) == ["citation_form"]


@pytest.mark.parametrize(
    "citation",
    [
        "three",
        "p 3",
        "passage3",
        "passage  3",
        "Passages 3",
        "<p3>",
        "[3",
        "3]",
        "[p3]",
        "p[3]",
        " 3",
        "3 ",
        "-3",
        "3.0",
        "\u0663",  # Arabic-Indic three: a digit to Python, not to us
        "1234567890",
        "p1234567890",
        "[1234567890]",
        "",
        3.0,
        True,
        None,
        [3],
        {"passage": 3},
    ],
)
def test_nothing_looser_is_read_as_a_citation(citation: object) -> None:
    assert refusal(cited(citation)).startswith(
        "reply does not fit the schema: requirements.0.supported_by.0: "
    )


def test_a_bare_integer_is_one_citation_and_nothing_else_is_bare() -> None:
    bare = json.dumps({"requirements": [{"text": "a", "supported_by": 2}]})
    reading = read_answer(bare)
    assert judged(reading) == [("a", [2])] and kinds(reading) == ["bare_citation"]
    for value in ("2", "p2", True, 2.0, None, {"n": 2}):
        reply = json.dumps({"requirements": [{"text": "a", "supported_by": value}]})
        assert refusal(reply).startswith(
            "reply does not fit the schema: requirements.0.supported_by: "
        )


def test_plain_integers_need_no_repair_and_an_empty_list_is_no_support() -> None:
    reading = read_answer(cited(1, 2, 0, -1))
    assert judged(reading) == [("a", [1, 2, 0, -1])] and reading.as_is
    assert read_answer(cited()).as_is


def test_citations_are_read_per_requirement_and_other_keys_kept_out_of_the_way() -> None:
    reply = json.dumps(
        {
            "requirements": [
                {"text": "a", "supported_by": ["p1"]},
                "not a requirement",
                {"text": "b"},
            ],
            "note": "x",
        }
    )
    assert refusal(reply) == (
        "reply does not fit the schema: requirements.1: Input should be a valid dictionary "
        "or instance of AnswerRequirement"
    )
    assert refusal(json.dumps({"requirements": {"text": "a"}})).startswith(
        "reply does not fit the schema: requirements: Input should be a valid list"
    )
    missing = json.dumps({"requirements": [{"text": "a", "supported_by": ["p1"]}, {"text": "b"}]})
    assert (
        refusal(missing)
        == "reply does not fit the schema: requirements.1.supported_by: Field required"
    )


# --- the chat completion around it ----------------------------------------------------


def reply_of(*choices: Any) -> ChatReply:
    return ChatReply.model_validate({"choices": list(choices)})


def test_the_first_choice_is_read_unless_it_was_cut_off() -> None:
    first = {"message": {"content": ANSWER}, "finish_reason": "stop"}
    second = {"message": {"content": "no"}, "finish_reason": "stop"}
    assert judged(read_reply(reply_of(first, second))) == JUDGMENT
    assert judged(read_reply(reply_of({"message": {"content": ANSWER}}))) == JUDGMENT
    cut = {"message": {"content": ANSWER}, "finish_reason": "length"}
    with pytest.raises(InvalidAnswer, match=r"^reply cut off at SEER_LLM_MAX_COMPLETION_TOKENS$"):
        read_reply(reply_of(cut, first))
    with pytest.raises(InvalidAnswer, match=r"^reply has no choices$"):
        read_reply(reply_of())
    split = {"message": {"content": None, "reasoning_content": ANSWER}}
    assert kinds(read_reply(reply_of(split))) == ["reasoning_field"]
    refused = {"message": {"content": None, "refusal": "No."}}
    with pytest.raises(InvalidAnswer, match=r"^the model refused: 'No\.'$"):
        read_reply(reply_of(refused))


def test_a_body_that_is_no_chat_completion_is_refused() -> None:
    with pytest.raises(InvalidAnswer, match=r"^response body is not a chat completion$"):
        read_body(b"<html>bad gateway</html>")
    assert read_body(b'{"choices": []}').choices == []


# --- 1 MB built to be slow -----------------------------------------------------------


@pytest.mark.parametrize(("text", "reason"), adversarial().values(), ids=list(adversarial()))
def test_a_megabyte_built_to_be_slow_is_read_or_refused(text: str, reason: str | None) -> None:
    assert len(text) >= 980_000
    if reason is None:
        assert judged(read_answer(text)) == [("the director", [1])]
    else:
        assert reason in refusal(text)


@pytest.mark.parametrize(
    ("usage", "counted"),
    [
        ({"prompt_tokens": 10, "completion_tokens": None}, (10, 0)),
        ({"completion_tokens": 5}, (0, 5)),
        ({"prompt_tokens": -1, "completion_tokens": "n/a"}, (0, 0)),
        ([], None),
    ],
)
def test_usage_counts_never_decide_whether_an_answer_is_valid(
    usage: object, counted: tuple[int, int] | None
) -> None:
    # (a proxy's null usage count made a good answer "not a chat completion")
    body = {"choices": [{"message": {"content": ANSWER}, "finish_reason": "stop"}]}
    reply = read_body(json.dumps({**body, "usage": usage}).encode())
    assert judged(read_reply(reply)) == JUDGMENT
    read = reply.usage
    assert (None if read is None else (read.prompt_tokens, read.completion_tokens)) == counted
