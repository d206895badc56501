"""Every relative link in the README and the docs leads somewhere: the file exists, and
the section it names is a heading of that file (as GitHub writes a heading's anchor).

Sections move between the README and docs/benchmarks.md; a link copied with its text
from one to the other then points at a path relative to the wrong folder."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = [
    ROOT / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "tests" / "data").glob("*/README.md")),
    *sorted((ROOT / "examples").glob("**/README.md")),
]
LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def anchors(page: Path) -> set[str]:
    """GitHub's anchors for a page's headings: lower case, punctuation but hyphens
    dropped, spaces as hyphens, and -1, -2 ... after a heading written again."""
    seen: Counter[str] = Counter()
    out = set()
    for line in FENCE.sub("", page.read_text(encoding="utf-8")).splitlines():
        if not line.startswith("#"):
            continue
        slug = re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
        out.add(f"{slug}-{seen[slug]}" if seen[slug] else slug)
        seen[slug] += 1
    return out


def broken(page: Path) -> list[str]:
    problems = []
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    for link in LINK.findall(text):
        if re.match(r"[a-z]+:", link):  # https:, mailto:
            continue
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.exists():
            problems.append(f"{link}: no such file")
        elif anchor and target.suffix == ".md" and anchor not in anchors(target):
            problems.append(f"{link}: no such section")
    return problems


def test_the_pages_are_found() -> None:
    assert len(PAGES) > 10 and all(page.exists() for page in PAGES)


def test_every_relative_link_leads_to_a_file_and_a_section() -> None:
    problems = {str(page.relative_to(ROOT)): found for page in PAGES if (found := broken(page))}
    assert not problems, problems


def test_a_link_relative_to_the_wrong_folder_is_found(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "README.md").write_text("# Top\n\n## Where next\n", encoding="utf-8")
    page = tmp_path / "docs" / "page.md"
    page.write_text(
        "# Page\n\n## Results\n\nSee [a](docs/page.md#results), [b](#results), "
        "[c](../README.md#where-next), [d](#missing), [e](https://example.com/x).\n",
        encoding="utf-8",
    )
    assert broken(page) == ["docs/page.md#results: no such file", "#missing: no such section"]
