"""The mutation score of the last `mutmut run` (`make mutate`), by module and overall.

    python tools/mutation_score.py [--mutants DIR] [--doc FILE] [--fail-under N] [--list]

Reads mutmut's per-file results (mutants/<path>.meta: mutant -> exit code of its test run)
and prints, per mutated module, how many mutants were killed, timed out, survived or had no
test, then, as its last line, `mutation score: N%`: killed / all, where a timeout counts as
killed (the tests noticed: the mutant never finished) and the equivalent mutants listed in
docs/testing.md ("Surviving mutants", the first column of its table) are left out of "all"
(no test can tell them from the original: they are not misses). N is rounded down.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# What mutmut 3.7 makes of a mutant's exit code (mutmut.__main__.status_by_exit_code).
STATUS_BY_EXIT_CODE: dict[int | None, str] = {
    1: "killed",
    3: "killed",  # an internal error in pytest: the tests did notice
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    37: "killed",  # caught by the type checker (not configured here)
    2: "interrupted",
    None: "not checked",
    -24: "timeout",  # SIGXCPU: past the CPU-time limit
    24: "timeout",
    152: "timeout",
    255: "timeout",
    -11: "killed",  # the mutant crashed the interpreter
    -9: "timeout",  # SIGKILL, one second after SIGXCPU
}
DETECTED = ("killed", "timeout")
COLUMNS = ("killed", "timeout", "survived", "no tests", "equivalent", "other")
_MUTANT = re.compile(r"`([\w.ǁ]+__mutmut_\d+)`")


def equivalent_mutants(doc: Path) -> set[str]:
    """Mutant names in the first column of the table under "Surviving mutants" in `doc`."""
    if not doc.is_file():
        return set()
    names: set[str] = set()
    inside = False
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            inside = line.lstrip("#").strip().lower() == "surviving mutants"
        elif inside and line.startswith("|"):
            first = line.strip("|").split("|")[0]
            names.update(_MUTANT.findall(first))
    return names


def module_of(mutant: str) -> str:
    """`stream.scoring.x_ndcg__mutmut_3` -> `stream.scoring` (methods: `xǁClassǁname`)."""
    return mutant.rsplit(".", 1)[0]


def statuses(mutants_dir: Path) -> dict[str, str]:
    """Every mutant of the last run and its status, from mutmut's .meta files."""
    found: dict[str, str] = {}
    for meta in sorted(mutants_dir.rglob("*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        for name, code in data["exit_code_by_key"].items():
            found[name] = STATUS_BY_EXIT_CODE.get(code, "suspicious")
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutants", type=Path, default=ROOT / "mutants")
    parser.add_argument("--doc", type=Path, default=ROOT / "docs/testing.md")
    parser.add_argument("--fail-under", type=float, metavar="N", help="exit 1 below N %%")
    parser.add_argument("--list", action="store_true", help="name every mutant not detected")
    args = parser.parse_args(argv)

    found = statuses(args.mutants)
    if not found:
        print(f"no mutmut results under {args.mutants}: run `make mutate`", file=sys.stderr)
        return 2
    equivalent = equivalent_mutants(args.doc)
    for name in sorted(equivalent - found.keys()):
        print(f"warning: {name} is listed as equivalent but was not generated", file=sys.stderr)

    by_module: dict[str, Counter[str]] = {}
    missed: list[tuple[str, str]] = []
    for name, status in sorted(found.items()):
        if name in equivalent:
            if status in DETECTED:
                print(f"warning: {name} is listed as equivalent but was {status}", file=sys.stderr)
            column = "equivalent"
        elif status in COLUMNS:
            column = status
        else:
            column = "other"  # suspicious, skipped, not checked, interrupted
        by_module.setdefault(module_of(name), Counter())[column] += 1
        if column not in (*DETECTED, "equivalent"):
            missed.append((name, status))

    width = max(len(m) for m in by_module)
    print(f"{'module':<{width}}  " + "  ".join(f"{c:>10}" for c in COLUMNS) + "   score")
    total: Counter[str] = Counter()
    for module, counts in sorted(by_module.items()):
        total.update(counts)
        print(f"{module:<{width}}  {_row(counts)}")
    print(f"{'all':<{width}}  {_row(total)}")
    if args.list:
        for name, status in missed:
            print(f"{status}: {name}")
    score = _score(total)
    print(f"mutation score: {math.floor(score)}%")
    return 1 if args.fail_under is not None and score < args.fail_under else 0


def _score(counts: Counter[str]) -> float:
    counted = sum(counts.values()) - counts["equivalent"]
    return 100.0 * sum(counts[c] for c in DETECTED) / counted if counted else 0.0


def _row(counts: Counter[str]) -> str:
    return "  ".join(f"{counts[c]:>10}" for c in COLUMNS) + f"  {_score(counts):5.1f}%"


if __name__ == "__main__":
    sys.exit(main())
