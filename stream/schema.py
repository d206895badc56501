"""Wire schemas: retrieval events (SPEC §2), judgments (§3), scored results (§5).

Events are validated strictly (a string where a number belongs is an error,
not a coercion) so that a producer bug shows up as a dead letter with a
reason instead of a silently wrong score. Unknown fields are ignored.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from typing import Annotated, Any, Protocol

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
)
from pydantic_core import to_json

Scalar = str | int | float | bool | None
HexId32 = Annotated[str, StringConstraints(pattern=r"^[0-9a-fA-F]{32}$")]
HexId16 = Annotated[str, StringConstraints(pattern=r"^[0-9a-fA-F]{16}$")]


class Passage(BaseModel):
    """One retrieved passage. The evaluator reads only `text`."""

    # NaN and Infinity are not JSON: refused, so that no result carries them.
    model_config = ConfigDict(strict=True, extra="ignore", frozen=True, allow_inf_nan=False)

    text: str
    id: str | None = None
    source: str | None = None
    score: float | None = None
    rank: Annotated[int, Field(ge=1)] | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    @field_validator("id", mode="before")
    @classmethod
    def _int_id_is_its_digits(cls, value: Any) -> Any:
        return _digits(value)

    @field_validator("score", mode="before")
    @classmethod
    def _int_score_is_a_float(cls, value: Any) -> Any:
        # JSON has one number type: a score of 1 is the float 1.0.
        if isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        return value


class GroundTruth(BaseModel):
    # NaN and Infinity are not JSON: refused, so that no result carries them.
    model_config = ConfigDict(strict=True, extra="ignore", frozen=True, allow_inf_nan=False)

    gold_doc_ids: list[str] = Field(default_factory=list)

    @field_validator("gold_doc_ids", mode="before")
    @classmethod
    def _int_ids_are_their_digits(cls, value: Any) -> Any:
        return [_digits(item) for item in value] if isinstance(value, list) else value


def _digits(value: Any) -> Any:
    """A document id given as a JSON integer (a database key, 42) is the id "42"."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


class RetrievalEvent(BaseModel):
    """One retrieval as the producer published it."""

    # NaN and Infinity are not JSON: refused, so that no result carries them.
    model_config = ConfigDict(strict=True, extra="ignore", frozen=True, allow_inf_nan=False)

    task: Annotated[str, StringConstraints(min_length=1, strip_whitespace=False)]
    context: list[Passage]
    metadata: dict[str, Scalar] = Field(default_factory=dict)
    event_id: Annotated[str, StringConstraints(min_length=1, max_length=256)] | None = None
    trace_id: HexId32 | None = None
    span_id: HexId16 | None = None
    parent_span_id: HexId16 | None = None
    span_name: str | None = None
    subquery: str | None = None
    is_final_context: bool = False
    ground_truth: GroundTruth | None = None
    created_at: datetime | None = None
    sample_rate: Annotated[float, Field(ge=0.0, le=1.0)] | None = None

    @field_validator("task")
    @classmethod
    def _task_has_words(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("task is blank")
        return value

    @field_validator("context", mode="before")
    @classmethod
    def _plain_strings_are_passages(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [{"text": item} if isinstance(item, str) else item for item in value]
        return value

    @field_validator("created_at", mode="before")
    @classmethod
    def _parse_timestamp(cls, value: Any) -> Any:
        # Strict mode refuses strings for datetimes; ISO-8601 text is the wire form.
        if isinstance(value, str):
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
            # Without an offset it is taken as UTC, as every other time of a result is
            return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)
        return value

    @field_validator("sample_rate", mode="before")
    @classmethod
    def _int_rate_is_a_float(cls, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        return value

    def content_id(self) -> str:
        """A stable id from the event's content, used when the producer sent none."""
        # Model fields serialise in declaration order; only the free-form metadata
        # maps can arrive in any order, so only they are sorted.
        body = self.model_dump(exclude={"event_id"}, exclude_none=True)
        body["metadata"] = _key_sorted(body["metadata"])
        for passage in body["context"]:
            if passage["metadata"]:
                passage["metadata"] = _key_sorted(passage["metadata"])
        return hashlib.sha256(to_json(body)).hexdigest()[:32]

    @property
    def resolved_id(self) -> str:
        return self.event_id or self.content_id()


def _key_sorted(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _key_sorted(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [_key_sorted(item) for item in value]
    return value


class InvalidEvent(ValueError):
    """A record that is not a valid retrieval event; `reason` says why, for humans."""

    def __init__(self, reason: str, code: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


MAX_REASON_ERRORS = 5  # a record with 300k bad passages must not make a 11 MB reason


def _describe(error: ValidationError) -> str:
    parts = []
    for item in error.errors(include_url=False)[:MAX_REASON_ERRORS]:
        where = ".".join(str(p) for p in item["loc"]) or "event"
        parts.append(f"{where}: {item['msg']}")
    more = error.error_count() - MAX_REASON_ERRORS
    if more > 0:
        parts.append(f"and {more} more error{'s' if more > 1 else ''}")
    return "; ".join(parts)


# Confluent Schema Registry's wire format: a zero byte and a 4-byte schema id before the
# serialized value (its JSON Schema serializers write JSON there; Avro and Protobuf, binary).
_MAGIC, _FRAME = b"\x00", 5
_FRAMED = (
    " (it starts as Schema Registry's framing does, a zero byte and a schema id, but no JSON "
    "object follows: Avro or Protobuf? seer-stream reads events as JSON)"
)


def parse_event(raw: bytes, max_bytes: int | None = None) -> RetrievalEvent:
    """Decode and validate one record, or raise InvalidEvent with a readable reason."""
    if max_bytes is not None and len(raw) > max_bytes:
        raise InvalidEvent(f"record is {len(raw)} bytes, over the limit of {max_bytes}", "oversize")
    if not raw:
        raise InvalidEvent("empty record: no value (a tombstone, or an empty message)", "not_json")
    framed = raw[:1] == _MAGIC and len(raw) > _FRAME
    if framed and raw[_FRAME:].lstrip()[:1] == b"{":
        raw = raw[_FRAME:]  # JSON behind Schema Registry's frame: read, its schema unchecked
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InvalidEvent(f"not UTF-8: {exc}{_FRAMED if framed else ''}", "not_utf8") from exc
    try:
        # Parsed and validated in one pass by pydantic-core: the hot path of every worker.
        return RetrievalEvent.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        if first["type"] == "json_invalid":
            detail = str(first["msg"]).removeprefix("Invalid JSON: ")
            hint = _FRAMED if framed else ""
            raise InvalidEvent(f"not JSON: {detail}{hint}", "not_json") from exc
        if first["type"] == "model_type" and not first["loc"]:
            raise _not_an_object(json.loads(text)) from exc
        raise InvalidEvent(_describe(exc), "invalid_event") from exc


def _not_an_object(data: Any) -> InvalidEvent:
    return InvalidEvent(f"not a JSON object but {type(data).__name__}", "not_object")


def validate_event(data: Any) -> RetrievalEvent:
    if not isinstance(data, dict):
        raise _not_an_object(data)
    try:
        return RetrievalEvent.model_validate(data)
    except ValidationError as exc:
        raise InvalidEvent(_describe(exc), "invalid_event") from exc


# --- judge protocol v1 (SPEC §3) -------------------------------------------------


class JudgedRequirement(BaseModel):
    """A requirement as the evaluator states it; passages are 1-based numbers."""

    text: str
    supported_by: list[int] = Field(default_factory=list)


class Judgment(BaseModel):
    requirements: list[JudgedRequirement]


class TokenCounts(Protocol):
    @property
    def prompt_tokens(self) -> int: ...

    @property
    def completion_tokens(self) -> int: ...


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def plus(self, other: TokenCounts) -> Usage:
        """These tokens and `other`'s (another request's, another judgment's)."""
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
        )


class EvaluatorInfo(BaseModel):
    name: str
    model: str | None = None
    prompt_version: str | None = None


# --- scored result (SPEC §5) -----------------------------------------------------


class AccuracyResult(BaseModel):
    """Against labelled gold documents: the retriever's and the evaluator's (SPEC §4)."""

    gt_recall: float | None  # gold documents in the context / gold documents
    gt_precision: float  # gold documents in the context / distinct documents
    gt_f1: float
    evaluator_precision: float | None  # cited and gold / cited (None when nothing was cited)
    evaluator_recall: float | None  # cited and gold / gold present (None when none is present)
    evaluator_f1: float | None  # None when nothing was cited and no gold is present
    exact_match: bool  # cited documents == gold documents present


class ScoredRequirement(BaseModel):
    text: str
    supported_by: list[str]
    present: bool


class ScoredResult(BaseModel):
    """One scored event. Top-level names are fixed: users' consumers read them."""

    event_id: str
    trace_id: str | None = None
    span_id: str | None = None
    task: str
    metadata: dict[str, Scalar] = Field(default_factory=dict)
    segment: dict[str, str] = Field(default_factory=dict)  # the metric labels it counts under
    recall: float
    precision: float
    f1: float
    ndcg: float | None
    k: int
    requirements: list[ScoredRequirement]
    supporting_ids: list[str]
    missing: list[str]
    context_size: int
    evaluator: EvaluatorInfo
    usage: Usage = Field(default_factory=Usage)
    latency_s: float = 0.0
    created_at: datetime | None = None
    evaluated_at: datetime
    # Added fields: how the evaluation went, and accuracy when the event carried gold ids.
    calls: int = 0
    chunks: int = 1
    cached: bool = False
    over_limits: bool = False
    accuracy: AccuracyResult | None = None
    # Multi-hop (SPEC §4): a span with a subquery is judged against the task (`recall`,
    # also `task_recall`) and against its subquery; the trace's quality is the span with
    # is_final_context's, so an earlier hop counts in no segment's quality metrics.
    parent_span_id: str | None = None
    subquery: str | None = None
    is_final_context: bool = False
    task_recall: float | None = None
    subquery_recall: float | None = None

    @property
    def intermediate_hop(self) -> bool:
        return intermediate_hop(self.subquery, self.is_final_context)

    def json_bytes(self) -> bytes:
        """The record value: model_dump_json's text, as the bytes pydantic-core makes."""
        return self.__pydantic_serializer__.to_json(self)


def intermediate_hop(subquery: object, is_final_context: object) -> bool:
    """A hop before the final context of a multi-hop trace: it has its own question and is
    not what the answering model saw. A trace's quality is its final-context span's."""
    return subquery is not None and not is_final_context
