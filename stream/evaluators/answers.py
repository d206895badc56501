"""Reading the judge's reply (judge protocol v1): exact about the answer, tolerant of the
shapes OpenAI-compatible servers wrap it in.

A reply is read as-is when its content is the answer's JSON object and nothing else.
Otherwise these repairs are made, each reported by kind (`Repair`) so that a user sees
how much their model needs:

    think_block       <think>...</think> or <thinking>...</thinking> before the answer,
                      or text up to a </think> whose opener the chat template wrote
    reasoning_field   content empty: the answer is read from reasoning_content
    prose             text before, after or between copies of the object
    fence             a markdown code fence around the object
    citation_form     a citation written "3", "p3"/"P3", "passage 3" or "[3]"
    bare_citation     supported_by: 3 for [3]

Nothing looser: no guessed keys or numbers; two different JSON objects are ambiguous.
What cannot be read raises InvalidAnswer with a reason a human can act on.

Every step is linear in the reply, so that 1 MB built to be slow takes milliseconds:
reasoning tags and object starts are found by string searches and regular expressions
that never go back over what they read more than once, and each candidate object is
parsed by json's C scanner from where the last one ended, at most MAX_CANDIDATES of
them, in a reply with at most MAX_BRACES "{" (else it is refused unsearched).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    ValidationError,
    ValidatorFunctionWrapHandler,
    field_validator,
)


class Repair(StrEnum):
    THINK_BLOCK = "think_block"
    REASONING_FIELD = "reasoning_field"
    PROSE = "prose"
    FENCE = "fence"
    CITATION_FORM = "citation_form"
    BARE_CITATION = "bare_citation"


class AnswerRequirement(BaseModel):
    model_config = ConfigDict(extra="ignore")

    text: str = Field(min_length=1)
    # Strict: a citation is a passage number; the string forms are read before this,
    # and 1.0 or true are not passage numbers.
    supported_by: list[StrictInt]


class Answer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    requirements: list[AnswerRequirement]


class _Message(BaseModel):
    content: str | None = None
    # vLLM and DeepSeek name it reasoning_content; Ollama and OpenRouter, reasoning.
    reasoning_content: str | None = Field(
        default=None, validation_alias=AliasChoices("reasoning_content", "reasoning")
    )
    refusal: str | None = None  # OpenAI's structured-output refusal

    @field_validator("reasoning_content", "refusal", mode="before")
    @classmethod
    def _text_only(cls, value: Any) -> Any:
        # Some servers put an object here; it is never the answer, and no reason to
        # refuse the whole reply.
        return value if isinstance(value, str) else None


class _Choice(BaseModel):
    message: _Message
    finish_reason: str | None = None


class _ReplyUsage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @field_validator("prompt_tokens", "completion_tokens", mode="wrap")
    @classmethod
    def _a_count_or_none(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> int:
        # Usage is accounting, never part of the answer: a count a server or proxy sends
        # as null (or nonsense) is none, not a reason to refuse a good answer; never
        # negative, as it is added to counters.
        try:
            return max(int(handler(value)), 0)
        except ValidationError:
            return 0


class ChatReply(BaseModel):
    """The part of a chat.completion body the judge reads."""

    choices: list[_Choice] = Field(default_factory=list)
    usage: _ReplyUsage | None = None

    @field_validator("usage", mode="wrap")
    @classmethod
    def _usage_or_none(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:  # (as for its counts: usage that is not an object is no usage)
            return handler(value)
        except ValidationError:
            return None


class InvalidAnswer(ValueError):
    """The model's reply is not a usable judgment; `reason` says why."""


class _NoObject(InvalidAnswer):
    """No JSON object at all (as opposed to a broken or ambiguous one)."""


@dataclass(frozen=True)
class Reading:
    """An answer and the repairs it needed, in `Repair` order; none: read as-is."""

    answer: Answer
    repairs: tuple[Repair, ...] = ()

    @property
    def as_is(self) -> bool:
        return not self.repairs


MAX_CANDIDATES = 32  # places an object may start that are parsed; a real reply has a few
# A reply that is not JSON is searched only with at most this many "{" in it: a judgment
# holds one per requirement and one more, and each "{" costs a try of the pattern.
MAX_BRACES = 10_000
EXCERPT_CHARS = 60

_OPENER = re.compile(r"<think(?:ing)?>")
_CLOSER = re.compile(r"</think(?:ing)?>")
_REASONING = re.compile(r".*</think(?:ing)?>", re.DOTALL)  # to the last closer
# An object starts with "{", then its first key and ":" (or "}"): a brace in prose
# rarely does. Possessive (*+): a try that fails gives nothing back, so it never costs
# more than the run it read (backtracking through a megabyte of spaces did).
_OBJECT_START = re.compile(r'\{[ \t\n\r]*+(?:"[^"\\\n]*+"[ \t\n\r]*+:|\})')
_FENCE_TAG = re.compile(r"[A-Za-z0-9_+-]{0,20}")
_CITATION = re.compile(r"(?:[pP]|(?i:passage) )?([0-9]{1,9})|\[([0-9]{1,9})\]")
_DECODER = json.JSONDecoder()


def read_body(raw: bytes) -> ChatReply:
    """A chat.completion body, or InvalidAnswer."""
    try:
        return ChatReply.model_validate_json(raw)
    except ValidationError as exc:
        raise InvalidAnswer("response body is not a chat completion") from exc


def read_reply(reply: ChatReply) -> Reading:
    """The answer in the first choice of a chat completion."""
    if not reply.choices:
        raise InvalidAnswer("reply has no choices")
    choice = reply.choices[0]
    if choice.finish_reason == "length":
        raise InvalidAnswer("reply cut off at SEER_LLM_MAX_COMPLETION_TOKENS")
    message = choice.message
    return read_answer(message.content, message.reasoning_content, message.refusal)


def parse_answer(content: str | None) -> Answer:
    """The answer in a reply's content; InvalidAnswer with a reason a human can act on."""
    return read_answer(content).answer


def read_answer(
    content: str | None, reasoning: str | None = None, refusal: str | None = None
) -> Reading:
    """The answer in a message's content (or, when that is empty, in its reasoning), and
    the repairs it took."""
    repairs: set[Repair] = set()
    where = ""
    if not content or content.isspace():
        if refusal:
            raise InvalidAnswer(f"the model refused: {_excerpt(refusal)}")
        if not reasoning or reasoning.isspace():
            raise InvalidAnswer("empty reply")
        # A reasoning parser that never saw </think> (a reasoning model asked not to
        # think) files the whole reply under reasoning_content.
        content, where = reasoning, "content is empty, and in reasoning_content: "
        repairs.add(Repair.REASONING_FIELD)
    text, dropped, unclosed = _without_reasoning(content)
    if dropped:
        repairs.add(Repair.THINK_BLOCK)
    try:
        if not text or text.isspace():
            raise _NoObject("reply is only reasoning: nothing after </think>")
        data, spans = _json_in(text)
    except InvalidAnswer as exc:
        reason = str(exc)
        if unclosed and isinstance(exc, _NoObject):
            reason = "reply is only reasoning: <think> is never closed"
        raise InvalidAnswer(where + reason) from None
    if spans:
        repairs |= _surroundings(text, spans)
    data = _citations(data, repairs)
    try:
        answer = Answer.model_validate(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        place = ".".join(str(p) for p in first["loc"]) or "reply"
        raise InvalidAnswer(f"reply does not fit the schema: {place}: {first['msg']}") from exc
    if not answer.requirements:
        raise InvalidAnswer("reply lists no requirements (K must be at least 1)")
    return Reading(answer, tuple(kind for kind in Repair if kind in repairs))


def _without_reasoning(text: str) -> tuple[str, bool, bool]:
    """The text after the reasoning it starts with; whether there was any, and whether
    it is never closed (then the text after its opener is returned).

    Reasoning runs to the last closing tag: blocks one after another, or a block that
    mentions the tags, are all reasoning. Tags are lower case, as models write them.
    """
    # Two searches with a literal prefix each: one for "</?think" tried at every "<"
    # of a page of them costs ten times as much.
    opener, closer = _OPENER.search(text), _CLOSER.search(text)
    if opener is not None and (closer is None or opener.end() <= closer.start()):
        if text[: opener.start()].strip():
            return text, False, False  # a block after prose is not where reasoning goes
        if closer is None:
            return text[opener.end() :], True, True
    elif closer is None:
        return text, False, False
    # (Else a closer before any opener: the chat template wrote the <think>, as for
    # DeepSeek-R1 and its distills, so the reply starts inside the block.)
    reasoning = _REASONING.match(text)
    assert reasoning is not None  # there is a closer
    return text[reasoning.end() :], True, False


def _json_in(text: str) -> tuple[Any, list[tuple[int, int]]]:
    """The JSON value the text is, with no spans; else the one object in it, with the
    span of each copy of it."""
    try:
        return json.loads(text), []
    except (ValueError, RecursionError):
        pass
    braces = text.count("{")
    if braces > MAX_BRACES:
        raise InvalidAnswer(
            f"reply is not JSON, and holds {braces:,} '{{', too many to search for the answer"
        )
    copies: list[tuple[int, int, Any]] = []  # where the object is, and what it is
    failure: json.JSONDecodeError | None = None
    position = tries = 0
    while (start := _OBJECT_START.search(text, position)) is not None:
        if tries == MAX_CANDIDATES:
            raise InvalidAnswer(
                f"reply is not JSON, and has more than {MAX_CANDIDATES} places where an "
                "object may start: not searched further"
            )
        tries += 1
        at = start.start()
        try:
            value, end = _DECODER.raw_decode(text, at)
        except json.JSONDecodeError as exc:
            # Parsed up to exc.pos (past the first key: the pattern saw it): a start
            # before that is inside this broken object.
            failure, position = exc, exc.pos
            continue
        except RecursionError:
            raise InvalidAnswer(f"reply is not JSON: nested too deeply (char {at})") from None
        except ValueError as exc:  # an integer over Python's 4,300 digits
            raise InvalidAnswer(f"reply is not JSON: {exc} (char {at})") from None
        if copies and value != copies[0][2]:
            raise InvalidAnswer(
                f"reply is ambiguous: two different JSON objects (chars {copies[0][0]} and {at})"
            )
        position = end
        copies.append((at, end, value))
    if copies:
        return copies[0][2], [(at, end) for at, end, _ in copies]
    if failure is not None:
        raise _NoObject(f"reply is not JSON: {failure}")
    raise _NoObject(f"reply is not JSON: no JSON object in it: {_excerpt(text)}")


def _surroundings(text: str, spans: list[tuple[int, int]]) -> set[Repair]:
    """What the text around the object was: a code fence, prose, or both."""
    repairs: set[Repair] = set()
    before = text[: spans[0][0]].rstrip()
    after = text[spans[-1][1] :].lstrip()
    fence = before.rfind("```")
    if fence >= 0 and _FENCE_TAG.fullmatch(before, fence + 3):
        before = before[:fence]
        repairs.add(Repair.FENCE)
    if after.startswith("```"):
        after = after[3:]
        repairs.add(Repair.FENCE)
    if before.strip() or after.strip() or len(spans) > 1:
        repairs.add(Repair.PROSE)
    return repairs


def _citations(data: Any, repairs: set[Repair]) -> Any:
    """`data` with each requirement's citations as passage numbers where they are
    written in a form read as one; anything else is left for the schema to refuse."""
    if not isinstance(data, dict) or not isinstance(data.get("requirements"), list):
        return data
    requirements = []
    for requirement in data["requirements"]:
        if isinstance(requirement, dict) and "supported_by" in requirement:
            cited = requirement["supported_by"]
            if isinstance(cited, int) and not isinstance(cited, bool):
                repairs.add(Repair.BARE_CITATION)
                cited = [cited]
            elif isinstance(cited, list):
                cited = [_citation(c, repairs) for c in cited]
            requirement = {**requirement, "supported_by": cited}
        requirements.append(requirement)
    return {**data, "requirements": requirements}


def _citation(cited: Any, repairs: set[Repair]) -> Any:
    if not isinstance(cited, str):
        return cited
    match = _CITATION.fullmatch(cited)
    if match is None:
        return cited
    repairs.add(Repair.CITATION_FORM)
    return int(match.group(1) or match.group(2))


def _excerpt(text: str) -> str:
    """The start of a text for a reason: short, on one line, quoted."""
    head = " ".join(text[: EXCERPT_CHARS * 4].split())
    if len(head) > EXCERPT_CHARS:
        head = head[: EXCERPT_CHARS - 3] + "..."
    return repr(head)
