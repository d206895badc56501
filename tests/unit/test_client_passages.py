"""What retrievers return, as passages: the documents of LangChain, LlamaIndex and Haystack
are read by the attribute names their documentation gives (the frameworks are not installed
here; these classes carry those names and nothing else), vector stores' (document, score)
pairs, and dicts keyed as those frameworks key them."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import pytest

from stream.client_passages import to_passage
from stream.schema import validate_event


@dataclass
class LangChainDocument:  # langchain_core.documents.Document
    page_content: str
    metadata: dict[str, Any] = field(default_factory=dict)
    id: str | None = None


@dataclass
class TextNode:  # llama_index.core.schema.TextNode
    text: str
    id_: str
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass
class NodeWithScore:  # llama_index.core.schema.NodeWithScore: text and node_id from its node
    node: TextNode
    score: float | None = None

    @property
    def text(self) -> str:
        return self.node.text

    @property
    def node_id(self) -> str:
        return self.node.id_

    @property
    def metadata(self) -> dict[str, Any]:
        return self.node.metadata


@dataclass
class HaystackDocument:  # haystack.Document
    content: str | None
    id: str = ""
    score: float | None = None
    meta: dict[str, Any] = field(default_factory=dict)


CASES: list[tuple[str, Any, dict[str, Any]]] = [
    (
        "LangChain",
        LangChainDocument("Nolan directed it.", {"source": "films.md", "page": 3}, "d1"),
        {
            "text": "Nolan directed it.",
            "id": "d1",
            "source": "films.md",
            "metadata": {"source": "films.md", "page": 3},
        },
    ),
    (
        "LangChain, no id",
        LangChainDocument("Nolan directed it."),
        {"text": "Nolan directed it."},
    ),
    (
        "LlamaIndex",
        NodeWithScore(TextNode("Nolan directed it.", "n-7", {"file_name": "a.txt"}), 0.82),
        {
            "text": "Nolan directed it.",
            "id": "n-7",
            "score": 0.82,
            "metadata": {"file_name": "a.txt"},
        },
    ),
    (
        "Haystack",
        HaystackDocument("Nolan directed it.", "h1", 0.5, {"url": "https://x.test"}),
        {
            "text": "Nolan directed it.",
            "id": "h1",
            "score": 0.5,
            "metadata": {"url": "https://x.test"},
        },
    ),
    (
        "a vector store's (document, score), a score of another number type",
        (LangChainDocument("Nolan directed it.", id="d2"), Fraction(1, 4)),
        {"text": "Nolan directed it.", "id": "d2", "score": 0.25},
    ),
    ("(text, score)", ("Nolan directed it.", 1), {"text": "Nolan directed it.", "score": 1.0}),
    (
        "a dict as LangChain serialises a document, a row number for an id",
        {"page_content": "Nolan directed it.", "id": 7, "score": 3},
        {
            "page_content": "Nolan directed it.",
            "text": "Nolan directed it.",
            "id": "7",
            "score": 3.0,
        },
    ),
    (
        "a dict as Haystack serialises one",
        {"content": "Nolan directed it.", "id": "h2"},
        {"content": "Nolan directed it.", "text": "Nolan directed it.", "id": "h2"},
    ),
    ("a dict of ours", {"text": "t", "rank": 1}, {"text": "t", "rank": 1}),
]


@pytest.mark.parametrize(("shape", "item", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_shape_is_a_passage_of_a_valid_event(
    shape: str, item: Any, expected: dict[str, Any]
) -> None:
    passage = to_passage(item)
    assert passage == expected
    event = validate_event({"task": "Who directed Inception?", "context": [passage]})
    assert event.context[0].text == passage["text"]


@pytest.mark.parametrize(
    "item",
    [3, HaystackDocument(None, "table-only"), ("a", "b"), object()],
    ids=["a number", "a document without text", "a pair without a score", "an object"],
)
def test_what_holds_no_text_is_refused_by_name(item: Any) -> None:
    with pytest.raises(TypeError, match=f"cannot turn {type(item).__name__} into a passage"):
        to_passage(item)
