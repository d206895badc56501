"""A judgment written in the shapes OpenAI-compatible servers return it in, for scripted
endpoints (tests/integration/test_answer_shapes.py, bench/answer_reader.py); and inputs
of 1 MB that a reader that is not linear would take seconds over.

Every shape here is readable: `Shaped.repairs` is what the reader must count for it.
The shapes it must refuse are in the corpus, tests/data/replies/.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Requirements = Sequence[tuple[str, Sequence[int]]]


@dataclass(frozen=True)
class Shaped:
    content: str | None
    reasoning_content: str | None = None
    repairs: tuple[str, ...] = ()  # in the reader's order (stream.evaluators.answers.Repair)


def answer_json(requirements: Requirements, cite: Callable[[Sequence[int]], Any] = list) -> str:
    return json.dumps(
        {"requirements": [{"text": t, "supported_by": cite(s)} for t, s in requirements]}
    )


def _form(label: Callable[[int], str]) -> Callable[[Sequence[int]], list[str]]:
    return lambda cited: [label(n) for n in cited]


def _bare(cited: Sequence[int]) -> Any:
    return cited[0] if len(cited) == 1 else list(cited)


THINKING = (
    "Okay, the question has two hops: who directed it, then where that person was born. "
    'The first passage says "directed by"; the third one {weather} is off topic. '
    "The format is requirements with supported_by lists."
)


def _cited(requirements: Requirements) -> bool:
    return any(cited for _, cited in requirements)


def _single(requirements: Requirements) -> bool:
    return any(len(cited) == 1 for _, cited in requirements)


def shaped(shape: str, requirements: Requirements) -> Shaped:
    """`requirements` as a reply of this shape (one of SHAPES)."""
    plain = answer_json(requirements)
    forms = ("citation_form",) if _cited(requirements) else ()
    bare = ("bare_citation",) if _single(requirements) else ()
    match shape:
        case "plain":
            return Shaped(plain)
        case "pretty":
            return Shaped(json.dumps(json.loads(plain), indent=2) + "\n")
        case "fenced":
            return Shaped(f"```json\n{plain}\n```", repairs=("fence",))
        case "fenced_untagged":
            return Shaped(f"```\n{plain}\n```\n", repairs=("fence",))
        case "prose_before":
            return Shaped(f"Here is the judgment as JSON:\n\n{plain}", repairs=("prose",))
        case "prose_after":
            return Shaped(f"{plain}\n\nEach requirement is one hop.", repairs=("prose",))
        case "fence_then_note":
            note = "\nNote: passages that only share the topic were not counted."
            return Shaped(f"```json\n{plain}\n```{note}", repairs=("prose", "fence"))
        case "think":
            return Shaped(f"<think>\n{THINKING}\n</think>\n\n{plain}", repairs=("think_block",))
        case "thinking_fenced":
            content = f"<thinking>{THINKING}</thinking>\n```json\n{plain}\n```"
            return Shaped(content, repairs=("think_block", "fence"))
        case "template_think":  # the chat template wrote <think>: only its closer is sent
            return Shaped(f"{THINKING}\n</think>\n\n{plain}", repairs=("think_block",))
        case "reasoning_split":  # a server with a reasoning parser: read as-is
            return Shaped(plain, reasoning_content=THINKING)
        case "reasoning_only":  # the parser never saw </think>: all of it is "reasoning"
            return Shaped("", reasoning_content=plain, repairs=("reasoning_field",))
        case "numeric_strings":
            return Shaped(answer_json(requirements, _form(str)), repairs=forms)
        case "p_labels":
            return Shaped(answer_json(requirements, _form(lambda n: f"p{n}")), repairs=forms)
        case "P_labels":
            return Shaped(answer_json(requirements, _form(lambda n: f"P{n}")), repairs=forms)
        case "passage_words":
            content = answer_json(requirements, _form(lambda n: f"Passage {n}"))
            return Shaped(content, repairs=forms)
        case "brackets":
            return Shaped(answer_json(requirements, _form(lambda n: f"[{n}]")), repairs=forms)
        case "bare":
            return Shaped(answer_json(requirements, _bare), repairs=bare)
        case "repeated":
            return Shaped(f"{plain}\n\nFinal answer:\n{plain}", repairs=("prose",))
        case "everything":  # a bare integer for one citation, labels for several
            labelled = answer_json(
                requirements, lambda c: c[0] if len(c) == 1 else [f"p{n}" for n in c]
            )
            several = ("citation_form",) if any(len(c) > 1 for _, c in requirements) else ()
            content = f"{THINKING}</think>\nSure.\n```json\n{labelled}\n```\nThat is all."
            return Shaped(content, repairs=("think_block", "prose", "fence", *several, *bare))
    raise ValueError(f"no such shape: {shape}")


SHAPES = (
    "plain",
    "pretty",
    "fenced",
    "fenced_untagged",
    "prose_before",
    "prose_after",
    "fence_then_note",
    "think",
    "thinking_fenced",
    "template_think",
    "reasoning_split",
    "reasoning_only",
    "numeric_strings",
    "p_labels",
    "P_labels",
    "passage_words",
    "brackets",
    "bare",
    "repeated",
    "everything",
)

MB = 1_000_000
SMALL = answer_json([("the director", [1])])


def adversarial() -> dict[str, tuple[str, str | None]]:
    """Name -> (1 MB of text, None when it must be read, else a piece of the reason it
    must be refused with)."""
    half = MB // 2
    return {
        "unbalanced open braces": ("{" * MB, "too many to search"),
        "unbalanced close braces": ("}" * MB, "no JSON object"),
        "braces and quotes": ('{"' * half, "too many to search"),
        "open braces under the limit": (" {" * 5_000 + " " * (MB - 10_000), "no JSON object"),
        "keys that never get a value": (('{"a": x' + " " * 24_000) * 41, "more than 32 places"),
        "deeply nested objects": ('{"a":' * (MB // 5), "too many to search"),
        "deeply nested lists in an object": ('{"a":' + "[" * MB, "nested too deeply"),
        "deeply nested brackets": ("[" * MB, "no JSON object"),
        "an unterminated string": ('{"requirements": "' + "x" * MB, "Unterminated string"),
        "escaped quotes": ('\\"' * half, "no JSON object"),
        "long whitespace, then the answer": (" \n\t" * (MB // 3) + SMALL, None),
        "the answer, then long whitespace": (SMALL + "\n" * MB, None),
        "nested fences around the answer": ("```json\n" * (MB // 8) + SMALL + "\n```" * 99, None),
        "fences only": ("```" * (MB // 3), "no JSON object"),
        "many think openers": ("<think>" * (MB // 7), "never closed"),
        "think openers, a closer, the answer": ("<think>" * (MB // 7) + "</think>" + SMALL, None),
        "many think blocks": ("<think>{</think>" * (MB // 16), "nothing after </think>"),
        "many closers": ("</think>" * (MB // 8) + SMALL, None),
        "the same object many times": ((SMALL + " ") * (MB // len(SMALL)), "too many to search"),
        "the same object, 40 times far apart": ((SMALL + " " * 25_000) * 40, "more than 32"),
        "empty objects": ("{}" * half, "too many to search"),
        "a number of a million digits": (
            '{"requirements": [{"text": "a", "supported_by": [' + "7" * MB + "]}]}",
            "4300 digits",
        ),
        "prose of angle brackets, then the answer": ("<" * MB + SMALL, None),
    }
