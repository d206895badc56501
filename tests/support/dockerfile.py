"""The Dockerfile read as its instructions (its stages, the image's user), the
.dockerignore rules, and the build context: what the build stage copies before it runs
`pip install .`, laid out as the image has it."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from tests.support.deploy import ROOT


@dataclass(frozen=True)
class Instruction:
    name: str
    args: str


def dockerfile(path: Path = ROOT / "Dockerfile") -> list[Instruction]:
    """Instructions with continuation lines joined and comments dropped."""
    instructions: list[Instruction] = []
    pending = ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        name, _, args = (pending + line).partition(" ")
        instructions.append(Instruction(name.upper(), args.strip()))
        pending = ""
    assert not pending, "Dockerfile ends inside a continued line"
    return instructions


def stages(instructions: list[Instruction]) -> list[list[Instruction]]:
    result: list[list[Instruction]] = []
    for instruction in instructions:
        if instruction.name == "FROM":
            result.append([])
        assert result, "the Dockerfile must start with FROM"
        result[-1].append(instruction)
    return result


def image_uid() -> int:
    user = [i.args for i in stages(dockerfile())[-1] if i.name == "USER"]
    assert user, "the image must switch to a non-root USER"
    uid = user[-1].split(":")[0]
    assert uid.isdigit(), "USER must be numeric so that runAsNonRoot can verify it"
    return int(uid)


class DockerIgnore:
    """The .dockerignore rules: last matching pattern wins, `!` re-includes, a match on a
    directory covers what is under it."""

    def __init__(self, path: Path) -> None:
        self.rules: list[tuple[re.Pattern[str], bool]] = []
        for raw in path.read_text(encoding="utf-8").splitlines():
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            include = line.startswith("!")
            pattern = line.removeprefix("!").strip().strip("/")
            self.rules.append((re.compile(self._regex(pattern)), include))

    @staticmethod
    def _regex(pattern: str) -> str:
        out = ""
        i = 0
        while i < len(pattern):
            if pattern.startswith("**/", i):
                out += "(?:.*/)?"
                i += 3
            elif pattern.startswith("**", i):
                out += ".*"
                i += 2
            elif pattern[i] == "*":
                out += "[^/]*"
                i += 1
            elif pattern[i] == "?":
                out += "[^/]"
                i += 1
            else:
                out += re.escape(pattern[i])
                i += 1
        return f"^{out}$"

    def excluded(self, relative: str) -> bool:
        parts = PurePosixPath(relative).parts
        candidates = ["/".join(parts[: n + 1]) for n in range(len(parts))]
        verdict = False
        for regex, include in self.rules:
            if any(regex.match(candidate) for candidate in candidates):
                verdict = not include
        return verdict


# `pip install .`, options allowed before the path (`--no-build-isolation`)
INSTALLS_PROJECT = r"pip install (?:--?[\w-]+\s+)*\.(\s|$)"


def copied_into_build(stage: list[Instruction]) -> dict[str, str]:
    """Context path -> path in the image, for the COPYs (from the context) before the first
    `pip install`, resolved against WORKDIR."""
    workdir = PurePosixPath("/")
    copied: dict[str, str] = {}
    for instruction in stage:
        if instruction.name == "WORKDIR":
            workdir = workdir / instruction.args
        elif instruction.name == "COPY" and "--from" not in instruction.args:
            *sources, dest = instruction.args.split()
            target = workdir / dest
            for source in sources:
                name = PurePosixPath(source).name
                into = target / name if dest.endswith("/") or len(sources) > 1 else target
                copied[source.strip("/")] = str(into)
        elif instruction.name == "RUN" and "pip install" in instruction.args:
            return copied
    raise AssertionError("no stage runs `pip install .`")


def build_stage() -> tuple[list[Instruction], PurePosixPath]:
    for stage in stages(dockerfile()):
        workdir = PurePosixPath("/")
        for instruction in stage:
            if instruction.name == "WORKDIR":
                workdir = workdir / instruction.args
            if instruction.name == "RUN" and re.search(INSTALLS_PROJECT, instruction.args):
                return stage, workdir
    raise AssertionError("no stage runs `pip install .`")


def build_sources(image: Path) -> Path:
    """Lays out under `image` what the build stage copies from the context (minus
    .dockerignore); returns the directory it runs `pip install .` in."""
    stage, workdir = build_stage()
    ignore = DockerIgnore(ROOT / ".dockerignore")
    for source, target in copied_into_build(stage).items():
        destination = image / PurePosixPath(target).relative_to("/")
        origin = ROOT / source
        if origin.is_dir():
            for file in origin.rglob("*"):
                relative = file.relative_to(ROOT).as_posix()
                if file.is_file() and not ignore.excluded(relative):
                    out = destination / file.relative_to(origin)
                    out.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(file, out)
        else:
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(origin, destination)
    return image / workdir.relative_to("/")
