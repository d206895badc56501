"""Scripts of this repository loaded by their path: bench/, deploy/ and docs/ are not
packages."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_script(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look a class's module up by its name
    spec.loader.exec_module(module)
    return module
