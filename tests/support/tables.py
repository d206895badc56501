"""Reading rich tables back from a command's output."""

from __future__ import annotations


def table_rows(out: str, title: str) -> list[list[str]]:
    """The body rows of a rich table printed under `title`, as lists of cell texts, across
    its sections (the lines between them are not rows)."""
    lines = out[out.index(title) :].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("┡"))
    rows = []
    for line in lines[start + 1 :]:
        if line.startswith("└"):
            break
        if line.startswith("│"):
            rows.append([cell.strip() for cell in line.strip("│").split("│")])
    return rows
