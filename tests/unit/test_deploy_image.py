"""The Dockerfile and its build context: the worker runs as a non-root user on the metrics
port, the build stage compiles the lexical evaluator after its dependencies, and what it
copies (minus .dockerignore) is all `pip install .` needs and builds a distribution with
the console script.

No container runs here: these tests read the two files, and build the distribution from
the copied sources with setuptools.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path, PurePosixPath

import pytest

from tests.support.deploy import METRICS_PORT, ROOT, unknown_seer_variables
from tests.support.dockerfile import (
    INSTALLS_PROJECT,
    DockerIgnore,
    Instruction,
    build_sources,
    build_stage,
    copied_into_build,
    dockerfile,
    image_uid,
    stages,
)


def env_of(stage: list[Instruction]) -> dict[str, str]:
    env: dict[str, str] = {}
    for instruction in stage:
        if instruction.name == "ENV":
            for pair in instruction.args.split():
                key, _, value = pair.partition("=")
                env[key] = value
    return env


def test_dockerfile_runs_the_worker_as_a_non_root_user() -> None:
    all_stages = stages(dockerfile())
    for stage in all_stages:
        assert stage[0].args.split()[0] == "python:3.11-slim"
    final = all_stages[-1]
    assert image_uid() != 0
    env = env_of(final)
    assert env["SEER_WEB_HOST"] == "0.0.0.0"
    assert env.get("SEER_WEB_PORT", str(METRICS_PORT)) == str(METRICS_PORT)
    assert not unknown_seer_variables(list(env))
    # faust creates SEER_DATA_DIR but not its parents: the image has the parent, writable.
    parent = str(PurePosixPath(env["SEER_DATA_DIR"]).parent)
    runs_final = " ".join(i.args for i in final if i.name == "RUN")
    assert re.search(rf"mkdir -p {re.escape(parent)}(\s|$)", runs_final), parent
    assert re.search(rf"chown \S+ {re.escape(parent)}(\s|$)", runs_final), parent
    assert [i.args for i in final if i.name == "EXPOSE"] == [str(METRICS_PORT)]
    assert [i.args for i in final if i.name == "CMD"] == ['["seer-stream", "worker"]']
    runs = " ".join(i.args for stage in all_stages for i in stage if i.name == "RUN")
    assert re.search(INSTALLS_PROJECT, runs), "the image installs this project"


def test_the_build_stage_compiles_the_lexical_evaluator_after_its_dependencies() -> None:
    """mypyc type-checks the lexical modules against the packages they import: a compiled
    build before the dependencies are in fails (`Cannot find ... module named "pydantic"`),
    so the stage installs the package pure first, then compiled over it, then checks that
    the compiled modules are the ones installed (outside /src, whose sources come first)."""
    stage, _ = build_stage()
    commands = [
        command.strip()
        for instruction in stage
        if instruction.name == "RUN"
        for command in instruction.args.split("&&")
    ]
    installs = [k for k, c in enumerate(commands) if re.search(INSTALLS_PROJECT, c)]
    compiled = [k for k in installs if "SEER_COMPILE=1" in commands[k]]
    assert len(compiled) == 1, "the stage compiles the package once"
    assert any(k < compiled[0] and "SEER_COMPILE" not in commands[k] for k in installs)
    assert "--no-build-isolation" in commands[compiled[0]]
    assert "--force-reinstall" in commands[compiled[0]]
    assert any(k > compiled[0] and " -I " in c and ".so" in c for k, c in enumerate(commands)), (
        "no check that the installed lexical evaluator is the compiled one"
    )


def test_build_context_holds_what_pip_install_needs() -> None:
    stage, workdir = build_stage()
    copied = copied_into_build(stage)
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    includes = pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    packages = [
        p.name
        for p in ROOT.iterdir()
        if (p / "__init__.py").exists()
        and any(re.fullmatch(i.replace("*", ".*"), p.name) for i in includes)
    ]
    needed = ["pyproject.toml", pyproject["project"]["readme"], "setup.py", *packages]
    ignore = DockerIgnore(ROOT / ".dockerignore")
    for name in needed:
        assert copied.get(name) == str(workdir / name), f"{name} is not copied to {workdir}"
        assert not ignore.excluded(name), f".dockerignore leaves {name} out of the context"
    for source in copied:
        assert (ROOT / source).exists(), f"COPY {source}: no such file in the repository"
        assert not ignore.excluded(source), f".dockerignore leaves {source} out of the context"
    for package in packages:
        for module in (ROOT / package).rglob("*.py"):
            relative = module.relative_to(ROOT).as_posix()
            assert "__pycache__" in relative or not ignore.excluded(relative), relative


def test_dockerignore_keeps_local_state_out_of_the_context() -> None:
    ignore = DockerIgnore(ROOT / ".dockerignore")
    for path in (
        ".venv/bin/python",
        ".git/HEAD",
        "stream/__pycache__/app.cpython-311.pyc",
        ".mypy_cache/3.11/x.json",
        "seer-data/x",
    ):
        assert ignore.excluded(path), path


def test_the_copied_sources_build_a_distribution_with_the_console_script(
    tmp_path: Path,
) -> None:
    """Lays out what the build stage copies (minus .dockerignore) and builds an sdist from it,
    with none of setuptools' deprecations (each is a build that fails on a later release:
    the licence as a table would from 2027-02-18)."""
    pytest.importorskip("setuptools", reason="setuptools is needed to build the sdist")
    source_dir = build_sources(tmp_path / "image")
    dist = tmp_path / "dist"
    build = (
        "import warnings, setuptools.warnings as w, setuptools.build_meta as b; "
        "warnings.simplefilter('error', w.SetuptoolsDeprecationWarning); "
        f"b.build_sdist({str(dist)!r})"
    )
    built = subprocess.run(
        [sys.executable, "-c", build],
        cwd=source_dir,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert built.returncode == 0, built.stderr[-2000:]
    [sdist] = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = archive.getnames()
        [entry_points] = [n for n in names if n.endswith(".egg-info/entry_points.txt")]
        extracted = archive.extractfile(entry_points)
        assert extracted is not None
        scripts = extracted.read().decode()
    assert re.search(r"^seer-stream = stream\.cli:main$", scripts, re.MULTILINE)
    assert any(n.endswith("/stream/cli.py") for n in names)
    # The licence the metadata declares travels with it (PEP 639: License-File)
    assert any(n.endswith("/LICENSE") for n in names), names
