"""A pytest plugin that `make mutate` loads into mutmut's test runs (setup.cfg, `-p`).

mutmut 3.7 maps tests to the functions they call through `item._nodeid`, which pytest 9
no longer has (`item.nodeid` is the public name); 3.8 reads `nodeid` but needs
click>=8.4.2, which faust-streaming refuses. Each collected item gets the old name back.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        vars(item).setdefault("_nodeid", item.nodeid)
