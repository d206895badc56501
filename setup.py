"""Build hook; the package's metadata lives in pyproject.toml.

With SEER_COMPILE=1 a wheel or `pip install .` compiles the lexical evaluator's modules
(stream/evaluators/lexical*.py) with mypyc into C extensions that judge an event in about two
thirds of the pure-Python time, with the same judgments; the Docker image is built so.
Without it, and always for an editable install (`make test`), the package is pure Python.
Compiling needs mypy (which ships mypyc), a C compiler and the package's dependencies (mypyc
reads their types) in the build environment: `pip install mypy 'setuptools>=77'`,
`pip install .`, then `SEER_COMPILE=1 pip install --no-build-isolation --no-deps
--force-reinstall .` (as the Dockerfile does).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from setuptools import setup  # type: ignore[import-untyped, unused-ignore]  # setuptools ships no py.typed

HERE = Path(__file__).resolve().parent
# The commands that build what is installed (pip's build_wheel runs bdist_wheel). Not the
# ones that only describe the package, where mypyc's type check and C generation (most of a
# minute) would be wasted, nor an sdist (sources, not C), nor an editable install, which
# would leave the extensions in the source tree, in front of the modules being edited.
_BUILDING = {"bdist_wheel", "build", "build_ext", "install"}


def compiled() -> list[Any]:
    if os.environ.get("SEER_COMPILE", "") != "1" or not _BUILDING & set(sys.argv[1:]):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError as exc:
        raise SystemExit(
            "SEER_COMPILE=1 needs mypy (which ships the mypyc compiler) in the build "
            "environment: pip install mypy, then pip install --no-build-isolation ."
        ) from exc
    # Paths relative to the project: mypyc names each module by its path.
    modules = sorted(
        p.relative_to(HERE).as_posix() for p in HERE.glob("stream/evaluators/lexical*.py")
    )
    return mypycify(modules, opt_level="3")


setup(ext_modules=compiled())
