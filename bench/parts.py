"""Which parts of a bench to run, from its command line: `python bench/X.py [PART ...]`,
every part by default, `--help` for their names, an unknown one refused by name."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def chosen(doc: str | None, parts: Sequence[str]) -> list[str]:
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("part", nargs="*", help=f"of {', '.join(parts)} (default: all)")
    wanted: list[str] = parser.parse_args().part or list(parts)
    unknown = [name for name in wanted if name not in parts]
    if unknown:
        parser.error(f"no part {', '.join(unknown)}: choose from {', '.join(parts)}")
    return wanted
