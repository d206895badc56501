"""Every command's --help says what it reads, the settings that matter and an example."""

from __future__ import annotations

import argparse
import re

import pytest

from stream import __version__
from stream.cli import main, parser
from stream.settings import KNOWN_VARIABLES


def commands() -> dict[str, argparse.ArgumentParser]:
    """Every leaf command by its words ("dlq replay"), from the real parser."""
    found: dict[str, argparse.ArgumentParser] = {}

    def walk(prefix: str, command: argparse.ArgumentParser) -> None:
        subparsers = [a for a in command._actions if isinstance(a, argparse._SubParsersAction)]
        if not subparsers:
            found[prefix] = command
        for action in subparsers:
            for name, child in action.choices.items():
                walk(f"{prefix} {name}".strip(), child)

    walk("", parser())
    return found


def test_every_command_is_documented() -> None:
    assert set(commands()) == {
        "worker",
        "broker",
        "topics",
        "publish",
        "score",
        "dlq replay",
        "dlq show",
        "scores",
        "summary",
        "compare",
        "accuracy",
        "judge-check",
        "demo",
    }


@pytest.mark.parametrize("name", sorted(commands()))
def test_help_says_what_it_reads_which_settings_and_an_example(name: str) -> None:
    text = commands()[name].format_help()
    assert "\nreads:\n" in text and "\nexample:\n" in text, text
    examples = text.split("\nexample:\n", 1)[1].strip().splitlines()
    assert examples and all(name in line for line in examples[:1]), examples
    named = set(re.findall(r"\bSEER_[A-Z_]+[A-Z]", text))
    assert named <= KNOWN_VARIABLES, named - KNOWN_VARIABLES


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"seer-stream {__version__}"


@pytest.mark.parametrize("words", [[], ["dlq"], *([name] for name in ("compare", "judge-check"))])
def test_help_of_every_group_prints(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """The listing of commands formats each one's short help with %: a stray "%" in one
    ("95 % interval") broke `seer-stream --help` itself."""
    with pytest.raises(SystemExit) as done:
        main([*words, "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: seer-stream")
    if not words:
        assert all(f"\n    {name} " in out for name in ("compare", "accuracy", "judge-check"))
