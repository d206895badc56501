"""What retrieval functions return, as the passages of an event (`stream.client`).

Strings, dicts, `schema.Passage`, and the documents of the common frameworks, read by
their attributes (none of them is imported): LangChain's `Document` (`page_content`,
`metadata`, `id`), LlamaIndex's `NodeWithScore` and nodes (`text`, `score`, `node_id`,
`metadata`), Haystack's `Document` (`content`, `id`, `score`, `meta`), and the
`(document, score)` pairs that vector stores' `similarity_search_with_score` return.
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from typing import Any

from stream.schema import Passage

# Where each kind of document keeps its text, and its id (first found wins)
_TEXT = ("text", "page_content", "content")
_ID = ("id", "node_id", "id_")


def to_passage(item: Any) -> dict[str, Any]:
    """A passage of `item`: a str, a mapping, a Passage, a document of the frameworks, or a
    (document, score) pair; TypeError for anything else."""
    if isinstance(item, str):
        return {"text": item}
    if isinstance(item, Passage):
        return item.model_dump(exclude_none=True)
    if isinstance(item, tuple) and len(item) == 2 and _is_number(item[1]):
        passage = to_passage(item[0])
        passage["score"] = float(item[1])
        return passage
    if isinstance(item, Mapping):
        passage = dict(item)
        if "text" not in passage:
            text = _first_text(passage.get(name) for name in _TEXT)
            if text is not None:
                passage["text"] = text
        _normalise(passage)
        return passage
    text = _first_text(getattr(item, name, None) for name in _TEXT)
    if text is None:
        raise TypeError(
            f"cannot turn {type(item).__name__} into a passage: give str, dict, or a "
            "document with text, page_content or content"
        )
    passage = {"text": text}
    for name in _ID:
        value = getattr(item, name, None)
        if value is not None:
            passage["id"] = value
            break
    for name in ("score", "rank", "source"):
        value = getattr(item, name, None)
        if value is not None:
            passage[name] = value
    metadata = getattr(item, "metadata", None)
    if not isinstance(metadata, Mapping):
        metadata = getattr(item, "meta", None)  # Haystack's
    if isinstance(metadata, Mapping) and metadata:
        passage["metadata"] = dict(metadata)
        if "source" not in passage and isinstance(metadata.get("source"), str):
            passage["source"] = metadata["source"]  # where LangChain's loaders put it
    _normalise(passage)
    return passage


def _first_text(values: Any) -> str | None:
    return next((value for value in values if isinstance(value, str)), None)


def _is_number(value: Any) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def _normalise(passage: dict[str, Any]) -> None:
    """Ids as text (a vector store's row number) and scores as floats (numpy's float32,
    which the event's strict schema would refuse): the event is still valid."""
    ident = passage.get("id")
    if ident is not None and not isinstance(ident, str):
        passage["id"] = str(ident)
    score = passage.get("score")
    if isinstance(score, numbers.Real) and not isinstance(score, bool | float):
        passage["score"] = float(score)
