"""How the lexical evaluator holds when a pipeline or a user changes the shape, not the
meaning: every single-hop dev event judged as written and again with each passage or
question rewritten one way (a JSON object, HTML, markdown, a breadcrumb trail, a chunk's
label, a web page's navigation and notices, a PDF's page numbers, a search engine's date,
"Q: ...", a remark in brackets ...), beside each other.

    python bench/lexical_shapes.py [--devset tests/data/singlehop/dev] [--step N]

Passage shapes of a title ("Title: text" rewritten as "## Title\\ntext", ...) apply to the
passages of events of the titled style; the others to every passage; question frames to
every question. A shape the evaluator reads as the plain text scores as the plain text
does. Dev data: the shapes were read against it. A benchmark, not a test: it always exits
0; `measure_shapes()` is what the tests call.
"""

from __future__ import annotations

import argparse
import copy
import importlib.util
import json
import re
import sys
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

HERE = Path(__file__).resolve().parent
DEVSET = HERE.parent / "tests" / "data" / "singlehop" / "dev"


def _titled(shape: Callable[[str, str], str]) -> Callable[[str], str]:
    """A shape of a titled passage ("Title: text"), for the events of the titled style."""

    def rewrite(text: str) -> str:
        head, sep, body = text.partition(": ")
        if not sep or len(head.split()) > 8 or "\n" in head:
            return text
        return shape(head, body)

    TITLE_SHAPES.add(rewrite)
    return rewrite


TITLE_SHAPES: set[Callable[[str], str]] = set()


def _wrapped(text: str, width: int) -> str:
    """Each line of the text broken at `width` characters, as a PDF's or an e-mail's is."""
    return "\n".join("\n".join(textwrap.wrap(line, width)) for line in text.split("\n"))


def _hyphenated(text: str, width: int) -> str:
    """Each line of the text broken at `width` characters, a long word that does not fit cut
    in two with a hyphen ("capi-\ntal"), as typeset text (a PDF's) is."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                cut = min(width - len(line) - 2, len(word) - 3)
                if word.isalpha() and cut >= 3:
                    line, word = f"{line} {word[:cut]}-", word[cut:]
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return "\n".join(lines)


def _bulleted(text: str) -> str:
    """Each sentence of the text a bullet ("- ..."), as slides and notes set prose out."""
    return "\n".join(f"- {s}" for s in _SENTENCE_BREAK.split(text) if s)


_SENTENCE_BREAK = re.compile(r"(?<=[a-z0-9)]{3}[.!?])\s+(?=[A-Z])")

# Each passage shape: what a pipeline or a web page may send in place of the plain text
PASSAGE_SHAPES: dict[str, Callable[[str], str]] = {
    "markdown heading": _titled(lambda h, b: f"## {h}\n{b}"),
    "title on its own line": _titled(lambda h, b: f"{h}\n{b}"),
    "bold title": _titled(lambda h, b: f"**{h}**: {b}"),
    "HTML": _titled(lambda h, b: f"<h2>{h}</h2><p>{b}</p>"),
    "title - text": _titled(lambda h, b: f"{h} - {b}"),
    "title | text": _titled(lambda h, b: f"{h} | {b}"),
    "JSON object": _titled(lambda h, b: json.dumps({"title": h, "text": b})),
    "Title: / Text: labels": _titled(lambda h, b: f"Title: {h}\nText: {b}"),
    "citation mark [1]": lambda t: f"[1] {t}",
    "Source: line after": lambda t: f"{t}\nSource: Wikipedia",
    "lines of 70 characters": lambda t: _wrapped(t, 70),
    "lines of 40 characters": lambda t: _wrapped(t, 40),
    "lines of 40, words hyphenated": lambda t: _hyphenated(t, 40),
    "a paragraph break": lambda t: t.replace(". ", ".\n\n", 1),
    "breadcrumb trail": lambda t: f"Home > Reference | {t} | Share this",
    "no-break spaces": lambda t: t.replace(" ", "\u00a0", 3),
    "leading ellipsis": lambda t: f"... {t}",
    "tabs for spaces": lambda t: t.replace(" ", "\t", 2),
    "sentences as bullets": _titled(lambda h, b: f"{h}\n{_bulleted(b)}"),
    "hatnote over it": _titled(lambda h, b: f"Main article: {h}\n{h}: {b}"),
    "title as a markdown link": _titled(lambda h, b: f"[{h}](https://example.org/{h[:3]}): {b}"),
    '"Summary:" label': lambda t: f"Summary: {t}",
    "chunk label over it": lambda t: f"Document 3:\n{t}",
    "retrieval score before it": lambda t: f"(score: 0.82) {t}",
    "its address over it": lambda t: f"https://www.example.org/wiki/page\n{t}",
    "navigation bar over it": lambda t: f"Skip to main content\nMenu | Search | Log in\n{t}",
    "byline over it": lambda t: f"Posted on March 3, 2024 by Staff Writer\n{t}",
    "a page number over it": lambda t: f"Page 3\n{t}",
    "a running footer under it": lambda t: f"{t}\n3 | Annual Report 2023",
    "a list's number before it": lambda t: f"3. {t}",
    "a search engine's date before it": lambda t: t if "\n" in t else f"Mar 3, 2024 \u2014 {t}",
    "a search tool's fields": _titled(
        lambda h, b: f"Title: {h}\nURL: https://example.org/page\nContent: {b}"
    ),
    "quoted as in an e-mail": lambda t: "> " + t.replace("\n", "\n> "),
    "soft hyphens, zero-width spaces": lambda t: t.replace("ation", "a\u00adtion").replace(
        " ", " \u200b", 3
    ),
    "notices under it": lambda t: (
        f"{t}\nRelated articles: Ten facts you never knew\n"
        "\u00a9 2024 Example Media. All rights reserved."
    ),
}

# Each question frame: what a chat log, a form or a user puts around the question
QUESTION_FRAMES: dict[str, Callable[[str], str]] = {
    "Q: label": lambda q: f"Q: {q}",
    "in quotes": lambda q: f'"{q}"',
    "a remark in brackets": lambda q: f"{q} (for a school project)",
    "Quick question:": lambda q: f"Quick question: {q}",
    "doubled spaces": lambda q: q.replace(" ", "  "),
    "lower case": str.lower,
    "ALL CAPITALS": str.upper,
    "Title Case": lambda q: " ".join(w[:1].upper() + w[1:] for w in q.split()),
    '"whats" for "what is"': lambda q: q.replace("What is ", "Whats ").replace(
        "what is ", "whats "
    ),
    'ends "??"': lambda q: f"{q.rstrip('?')}??",
    '"Hey Google,"': lambda q: f"Hey Google, {q[:1].lower()}{q[1:]}",
    "a chat template's roles": lambda q: f"Human: {q}\nAssistant:",
    "an instruction after it": lambda q: f"{q} Answer in one word.",
    "a log's time stamp": lambda q: f"[2024-03-03 10:15:02] {q}",
}


def _lexical_quality() -> Any:
    spec = importlib.util.spec_from_file_location("lexical_quality", HERE / "lexical_quality.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("lexical_quality", module)
    spec.loader.exec_module(module)
    return module


def _reshaped(
    rows: list[dict[str, Any]],
    passage: Callable[[str], str] | None,
    question: Callable[[str], str] | None,
) -> list[dict[str, Any]]:
    out = copy.deepcopy(rows)
    for row in out:
        if question is not None:
            row["task"] = question(row["task"])
        titled = row.get("gold", {}).get("style", "titled") == "titled"
        if passage is not None and (titled or passage not in TITLE_SHAPES):
            for item in row["context"]:
                item["text"] = passage(item["text"])
    return out


def measure_shapes(
    devset: Path | str = DEVSET, step: int = 1, names: Sequence[str] | None = None
) -> dict[str, dict[str, float]]:
    """Citation F1 and AUROC of the lexical evaluator on `devset` as written ("as written")
    and with each shape and frame (or those in `names`), on every `step`-th event."""
    bench = _lexical_quality()
    answerable, incomplete = bench.load_set(Path(devset))
    answerable, incomplete = answerable[::step], incomplete[::step]
    judge = bench.lexical_judge()
    variants: dict[str, tuple[Callable[[str], str] | None, Callable[[str], str] | None]] = {
        "as written": (None, None)
    }
    variants |= {name: (shape, None) for name, shape in PASSAGE_SHAPES.items()}
    variants |= {name: (None, frame) for name, frame in QUESTION_FRAMES.items()}
    out = {}
    for name, (passage, question) in variants.items():
        if names is not None and name not in names and name != "as written":
            continue
        figures = bench.measure_rows(
            _reshaped(answerable, passage, question),
            _reshaped(incomplete, passage, question),
            judge,
        )
        out[name] = {"citation_f1": figures["citation_f1"], "auroc": figures["auroc"]}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--devset", type=Path, default=DEVSET)
    parser.add_argument("--step", type=int, default=1, help="every N-th event only")
    args = parser.parse_args(argv)
    figures = measure_shapes(args.devset, args.step)
    base = figures["as written"]
    table = Table(title=f"Lexical evaluator by shape ({args.devset})")
    for column in ("shape", "citation F1", "AUROC", "F1 against as written"):
        table.add_column(column, justify="left" if column == "shape" else "right")
    for name, row in figures.items():
        table.add_row(
            name,
            f"{row['citation_f1']:.3f}",
            f"{row['auroc']:.3f}",
            f"{row['citation_f1'] - base['citation_f1']:+.3f}",
        )
    Console().print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
