"""The deployment files: Dockerfile, deploy/compose.yaml, Prometheus, deploy/kubernetes/.

No container runs here, so these tests check what can be checked without one: the files
validate against their schemas or tools (compose specification, promtool, kustomize), and
they agree with each other and with the code (settings names, ports, labels, rules).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
import yaml

from stream.settings import Settings
from tests.support.tools import tool

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
COMPOSE = DEPLOY / "compose.yaml"
PROMETHEUS_CONFIG = DEPLOY / "prometheus" / "prometheus.yml"
RULES = DEPLOY / "prometheus" / "seer-rules.yaml"
ALERTMANAGER_CONFIG = DEPLOY / "alertmanager" / "alertmanager.yml"
K8S = DEPLOY / "kubernetes"
BUILD_PY = K8S / "build.py"
WORKERS = ("worker-1", "worker-2")
METRICS_PORT = 6066


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def settings_from_env(monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> Settings:
    """Settings as a process with exactly these SEER_* variables would see them."""
    for name in list(os.environ):
        if name.startswith("SEER_"):
            monkeypatch.delenv(name)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return Settings()


def unknown_seer_variables(names: Iterator[str] | list[str]) -> list[str]:
    fields = {f"SEER_{field.upper()}" for field in Settings.model_fields}
    return sorted(n for n in names if n.startswith("SEER_") and n not in fields)


# ---------------------------------------------------------------------------------------------
# Dockerfile


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


def env_of(stage: list[Instruction]) -> dict[str, str]:
    env: dict[str, str] = {}
    for instruction in stage:
        if instruction.name == "ENV":
            for pair in instruction.args.split():
                key, _, value = pair.partition("=")
                env[key] = value
    return env


def image_uid() -> int:
    user = [i.args for i in stages(dockerfile())[-1] if i.name == "USER"]
    assert user, "the image must switch to a non-root USER"
    uid = user[-1].split(":")[0]
    assert uid.isdigit(), "USER must be numeric so that runAsNonRoot can verify it"
    return int(uid)


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
    assert re.search(_INSTALLS_PROJECT, runs), "the image installs this project"


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
_INSTALLS_PROJECT = r"pip install (?:--?[\w-]+\s+)*\.(\s|$)"


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
            if instruction.name == "RUN" and re.search(_INSTALLS_PROJECT, instruction.args):
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
    installs = [k for k, c in enumerate(commands) if re.search(_INSTALLS_PROJECT, c)]
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
    """Lays out what the build stage copies (minus .dockerignore) and builds an sdist from it."""
    pytest.importorskip("setuptools", reason="setuptools is needed to build the sdist")
    source_dir = build_sources(tmp_path / "image")
    dist = tmp_path / "dist"
    subprocess.run(
        [
            sys.executable,
            "-c",
            f"import setuptools.build_meta as b; b.build_sdist({str(dist)!r})",
        ],
        cwd=source_dir,
        check=True,
        capture_output=True,
        timeout=120,
    )
    [sdist] = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = archive.getnames()
        [entry_points] = [n for n in names if n.endswith(".egg-info/entry_points.txt")]
        extracted = archive.extractfile(entry_points)
        assert extracted is not None
        scripts = extracted.read().decode()
    assert re.search(r"^seer-stream = stream\.cli:main$", scripts, re.MULTILINE)
    assert any(n.endswith("/stream/cli.py") for n in names)


# ---------------------------------------------------------------------------------------------
# deploy/compose.yaml


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    document = load_yaml(COMPOSE)
    assert isinstance(document, dict)
    return document


def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    result: dict[str, dict[str, Any]] = compose["services"]
    return result


def interpolate(value: str) -> str:
    """Compose interpolation with nothing set in the shell: ${VAR:-default} -> default."""

    def replace(match: re.Match[str]) -> str:
        return match.group(2) or ""

    return re.sub(r"\$\{(\w+)(?::?-([^}]*))?\}", replace, value)


def environment(service: dict[str, Any]) -> dict[str, str | None]:
    env = service.get("environment", {})
    if isinstance(env, list):
        pairs = [item.partition("=") for item in env]
        return {key: (value if sep else None) for key, sep, value in pairs}
    return {key: None if value is None else str(value) for key, value in env.items()}


@dataclass(frozen=True)
class Mount:
    source: str
    target: str
    bind: bool


def mounts(service: dict[str, Any]) -> list[Mount]:
    result = []
    for volume in service.get("volumes", []):
        if isinstance(volume, str):
            source, target, *_ = volume.split(":")
            bind = source.startswith((".", "/", "~", "$"))
        else:
            source, target = volume.get("source", ""), volume["target"]
            bind = volume.get("type") == "bind"
        result.append(Mount(source, target, bind))
    return result


def host_path(service: dict[str, Any], container_path: str) -> Path | None:
    """The host path a bind mount shows at `container_path`, deepest mount first."""
    path = PurePosixPath(container_path)
    for mount in sorted(mounts(service), key=lambda m: len(m.target), reverse=True):
        target = PurePosixPath(mount.target)
        if mount.bind and (path == target or target in path.parents):
            return (COMPOSE.parent / mount.source / path.relative_to(target)).resolve()
    return None


def flag(command: list[str], name: str) -> str:
    values = [c.split("=", 1)[1] for c in command if c.startswith(f"{name}=")]
    assert values, f"{name} is not set"
    return values[-1]


def test_compose_validates_against_the_compose_specification() -> None:
    checker = Path(sys.executable).parent / "check-jsonschema"
    assert checker.exists(), f"check-jsonschema (a dev dependency) is not next to {sys.executable}"
    result = subprocess.run(
        [str(checker), "--builtin-schema", "vendor.compose-spec", str(COMPOSE)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_compose_file_has_no_version_key(compose: dict[str, Any]) -> None:
    assert "version" not in compose


def test_compose_mounts_exist_in_the_repository(compose: dict[str, Any]) -> None:
    missing = [
        f"{name}: {mount.source}"
        for name, service in services(compose).items()
        for mount in mounts(service)
        if mount.bind and "${" not in mount.source and not (COMPOSE.parent / mount.source).exists()
    ]
    assert not missing, f"bind mounts of missing paths: {missing}"


def test_compose_publishes_ports_on_loopback_only(compose: dict[str, Any]) -> None:
    published = 0
    for name, service in services(compose).items():
        for port in service.get("ports", []):
            published += 1
            if isinstance(port, dict):
                assert port.get("host_ip") == "127.0.0.1", f"{name}: {port}"
            else:
                assert str(port).startswith("127.0.0.1:"), f"{name}: {port}"
    assert published


def test_compose_workers(compose: dict[str, Any]) -> None:
    all_services = services(compose)
    assert sorted(n for n in all_services if n.startswith("worker")) == list(WORKERS)
    envs = [environment(all_services[name]) for name in WORKERS]
    assert len({env["SEER_APP_ID"] for env in envs}) == 1
    for name, env in zip(WORKERS, envs, strict=True):
        worker = all_services[name]
        assert worker["build"]["context"] == ".."
        assert (
            COMPOSE.parent / worker["build"]["context"] / worker["build"]["dockerfile"]
        ).exists()
        assert env["SEER_KAFKA_BOOTSTRAP"] == "kafka:9092"
        assert env["SEER_EVALUATOR"] == "${SEER_EVALUATOR:-lexical}"
        for passed in ("SEER_LLM_BASE_URL", "SEER_LLM_MODEL", "OPENAI_API_KEY"):
            # No value: taken from the shell when set there, else left unset (an empty
            # SEER_LLM_BASE_URL would replace the openai client's default URL with "").
            assert passed in env and env[passed] is None, f"{name}: {passed} is not passed through"
        depends = worker["depends_on"]
        assert depends["kafka"]["condition"] == "service_healthy"
        assert depends["topics"]["condition"] == "service_completed_successfully"
        assert worker.get("command") in (None, ["seer-stream", "worker"])


def test_compose_settings_are_valid(
    compose: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, service in services(compose).items():
        env = environment(service)
        assert not unknown_seer_variables(list(env)), name
        if service.get("image") == services(compose)[WORKERS[0]]["image"]:
            values = {k: interpolate(v) for k, v in env.items() if k.startswith("SEER_") and v}
            settings = settings_from_env(monkeypatch, values)
            assert settings.topic_partitions >= len(WORKERS), name


def test_compose_kafka_and_topics(compose: dict[str, Any]) -> None:
    all_services = services(compose)
    kafka = all_services["kafka"]
    assert kafka["image"] == "apache/kafka:3.9.0"
    env = environment(kafka)
    assert env["KAFKA_PROCESS_ROLES"] == "broker,controller"
    assert "kafka:9092" in (env["KAFKA_ADVERTISED_LISTENERS"] or "")
    assert kafka["healthcheck"]["test"]
    topics = all_services["topics"]
    assert topics["command"] == ["seer-stream", "topics"]
    assert topics["image"] == all_services[WORKERS[0]]["image"]
    assert topics["depends_on"]["kafka"]["condition"] == "service_healthy"
    assert environment(topics)["SEER_KAFKA_BOOTSTRAP"] == "kafka:9092"


def test_compose_prometheus_alertmanager_grafana(compose: dict[str, Any]) -> None:
    all_services = services(compose)
    prometheus = all_services["prometheus"]
    assert prometheus["image"] == "prom/prometheus:v2.53.0"
    assert "--web.enable-lifecycle" in prometheus["command"]
    config = flag(prometheus["command"], "--config.file")
    assert host_path(prometheus, config) == PROMETHEUS_CONFIG
    for rule_file in load_yaml(PROMETHEUS_CONFIG)["rule_files"]:
        in_container = PurePosixPath(config).parent / rule_file
        assert host_path(prometheus, str(in_container)) == RULES

    alertmanager = all_services["alertmanager"]
    assert alertmanager["image"] == "prom/alertmanager:v0.27.0"
    config = flag(alertmanager["command"], "--config.file")
    assert host_path(alertmanager, config) == ALERTMANAGER_CONFIG

    grafana = all_services["grafana"]
    assert grafana["image"] == "grafana/grafana:11.6.0"
    expected = {
        "/etc/grafana/provisioning/datasources": ROOT / "grafana/provisioning/datasources",
        "/etc/grafana/provisioning/dashboards": ROOT / "grafana/provisioning/dashboards",
        "/var/lib/grafana/dashboards/seer": ROOT / "grafana/dashboards",
    }
    for target, host in expected.items():
        assert host_path(grafana, target) == host, target


# ---------------------------------------------------------------------------------------------
# deploy/prometheus/prometheus.yml


def job_matchers(path: Path) -> set[str]:
    """The values of job="..." matchers in a rules file or a dashboard's JSON."""
    text = path.read_text(encoding="utf-8")
    return set(re.findall(r'\bjob\s*=~?\s*\\?"([^"\\]+)', text))


def test_prometheus_scrapes_both_workers(compose: dict[str, Any]) -> None:
    config = load_yaml(PROMETHEUS_CONFIG)
    assert config["global"]["evaluation_interval"] == "15s"
    assert config["rule_files"] == ["seer-rules.yaml"]
    [job] = [j for j in config["scrape_configs"] if j["job_name"] == "seer-stream"]
    assert job.get("scrape_interval", config["global"].get("scrape_interval")) == "15s"
    assert job["metrics_path"] == "/metrics"
    targets = {t for c in job["static_configs"] for t in c["targets"]}
    assert targets == {f"{name}:{METRICS_PORT}" for name in WORKERS}
    [alerting] = config["alerting"]["alertmanagers"]
    [am_target] = [t for c in alerting["static_configs"] for t in c["targets"]]
    host, port = am_target.split(":")
    assert host in services(compose) and port == "9093"


def test_rules_and_dashboards_select_the_scrape_job() -> None:
    """compose and the PodMonitor both name the job seer-stream; so must their readers."""
    readers = [*sorted((ROOT / "grafana" / "dashboards").glob("*.json")), RULES]
    assert len(readers) > 1, "no dashboard JSON"
    for path in readers:
        assert job_matchers(path) <= {"seer-stream"}, path.relative_to(ROOT)


def test_grafana_provisioning_fits_the_compose_mounts(compose: dict[str, Any]) -> None:
    """The datasource points at the compose Prometheus; the dashboard provider reads the
    directory where compose mounts grafana/dashboards."""
    datasources = sorted((ROOT / "grafana/provisioning/datasources").glob("*.y*ml"))
    providers = sorted((ROOT / "grafana/provisioning/dashboards").glob("*.y*ml"))
    assert datasources and providers, "grafana/provisioning/ lacks a datasource or a provider"
    all_services = services(compose)
    for path in datasources:
        for source in load_yaml(path).get("datasources", []):
            if source.get("type") == "prometheus":
                match = re.fullmatch(r"https?://([\w.-]+):(\d+)/?", source["url"])
                assert match and match.group(1) in all_services, source["url"]
                assert match.group(2) == "9090" and match.group(1) == "prometheus"
    grafana = all_services["grafana"]
    for path in providers:
        for provider in load_yaml(path).get("providers", []):
            folder = host_path(grafana, provider["options"]["path"])
            assert folder is not None and folder.is_dir(), provider["options"]["path"]
            assert list(folder.glob("*.json")), f"no dashboard in {folder}"


@pytest.mark.integration
def test_prometheus_config_passes_promtool() -> None:
    promtool = tool("promtool")
    # promtool check config also loads the rule files: a missing one fails here.
    result = subprocess.run(
        [promtool, "check", "config", str(PROMETHEUS_CONFIG)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


# ---------------------------------------------------------------------------------------------
# deploy/kubernetes/


def kustomization() -> dict[str, Any]:
    document = load_yaml(K8S / "kustomization.yaml")
    assert isinstance(document, dict)
    return document


@pytest.fixture(scope="module")
def manifests() -> dict[str, dict[str, Any]]:
    """kind -> the one object of that kind."""
    objects: dict[str, dict[str, Any]] = {}
    for resource in kustomization()["resources"]:
        for document in yaml.safe_load_all((K8S / resource).read_text(encoding="utf-8")):
            if document is None:
                continue
            assert document["kind"] not in objects, f"two {document['kind']}s"
            objects[document["kind"]] = document
    return objects


def test_kustomization_lists_every_manifest() -> None:
    listed = set(kustomization()["resources"])
    present = {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    assert listed == present
    assert kustomization()["namespace"]


@pytest.mark.parametrize(
    "path", sorted(p.name for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")
)
def test_manifest_has_api_version_kind_and_name(path: str) -> None:
    documents = [d for d in yaml.safe_load_all((K8S / path).read_text(encoding="utf-8")) if d]
    assert documents
    for document in documents:
        assert isinstance(document.get("apiVersion"), str), path
        assert isinstance(document.get("kind"), str), path
        assert isinstance(document.get("metadata", {}).get("name"), str), path


def worker_container(deployment: dict[str, Any]) -> dict[str, Any]:
    [container] = deployment["spec"]["template"]["spec"]["containers"]
    result: dict[str, Any] = container
    return result


def pod_labels(manifests: dict[str, dict[str, Any]]) -> dict[str, str]:
    labels: dict[str, str] = manifests["Deployment"]["spec"]["template"]["metadata"]["labels"]
    return labels


def selects(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def test_replicas_stay_within_the_partitions(manifests: dict[str, dict[str, Any]]) -> None:
    partitions = int(manifests["ConfigMap"]["data"]["SEER_TOPIC_PARTITIONS"])
    assert partitions == 4
    assert 1 <= manifests["Deployment"]["spec"]["replicas"] <= partitions


def test_configmap_settings_are_valid(
    manifests: dict[str, dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    data: dict[str, str] = manifests["ConfigMap"]["data"]
    assert all(isinstance(v, str) for v in data.values()), "ConfigMap values must be strings"
    assert not unknown_seer_variables(list(data))
    settings = settings_from_env(monkeypatch, data)
    assert settings.web_host == "0.0.0.0" and settings.web_port == METRICS_PORT


def test_worker_deployment(manifests: dict[str, dict[str, Any]]) -> None:
    deployment = manifests["Deployment"]
    spec = deployment["spec"]
    assert selects(spec["selector"]["matchLabels"], pod_labels(manifests))
    pod = spec["template"]["spec"]
    container = worker_container(deployment)
    assert {"configMapRef": {"name": manifests["ConfigMap"]["metadata"]["name"]}} in container[
        "envFrom"
    ]
    [port] = container["ports"]
    assert port == {"name": "metrics", "containerPort": METRICS_PORT, "protocol": "TCP"}
    for probe in ("readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"] == {"path": "/metrics", "port": "metrics"}, probe
    for kind in ("requests", "limits"):
        assert set(container["resources"][kind]) == {"cpu", "memory"}, kind
    [key] = [e for e in container["env"] if e["name"] == "OPENAI_API_KEY"]
    ref = key["valueFrom"]["secretKeyRef"]
    assert ref["name"] == "seer-stream-llm" and ref["optional"] is True
    assert not unknown_seer_variables([e["name"] for e in container["env"]])
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"].get("runAsUser", image_uid()) == image_uid() != 0


def test_worker_writes_only_to_its_volumes(manifests: dict[str, dict[str, Any]]) -> None:
    container = worker_container(manifests["Deployment"])
    # docs/deployment.md promises a read-only root filesystem.
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    data_dir = PurePosixPath(manifests["ConfigMap"]["data"]["SEER_DATA_DIR"])
    mounted = [PurePosixPath(m["mountPath"]) for m in container["volumeMounts"]]
    # faust creates the data dir without its parents (mkdir(exist_ok=True)): the volume is
    # the data dir or its parent.
    assert data_dir in mounted or data_dir.parent in mounted, data_dir
    assert PurePosixPath("/tmp") in mounted


def test_service_and_podmonitor_select_the_workers(manifests: dict[str, dict[str, Any]]) -> None:
    labels = pod_labels(manifests)
    service = manifests["Service"]["spec"]
    assert service.get("type", "ClusterIP") == "ClusterIP"
    assert selects(service["selector"], labels)
    [port] = service["ports"]
    assert port["name"] == "metrics" and port["port"] == METRICS_PORT
    assert port["targetPort"] in ("metrics", METRICS_PORT)

    podmonitor = manifests["PodMonitor"]
    assert podmonitor["apiVersion"] == "monitoring.coreos.com/v1"
    spec = podmonitor["spec"]
    assert selects(spec["selector"]["matchLabels"], labels)
    [endpoint] = spec["podMetricsEndpoints"]
    assert endpoint["port"] == "metrics" and endpoint["interval"] == "15s"
    assert endpoint.get("path", "/metrics") == "/metrics"
    # The job label comes from a pod label: the same job name as the compose Prometheus.
    assert labels[spec["jobLabel"]] == "seer-stream"


def test_prometheusrule_holds_the_rules_file_groups(manifests: dict[str, dict[str, Any]]) -> None:
    rule = manifests["PrometheusRule"]
    assert rule["apiVersion"] == "monitoring.coreos.com/v1"
    assert rule["spec"]["groups"] == load_yaml(RULES)["groups"]
    result = subprocess.run(
        [sys.executable, str(BUILD_PY), "--check"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_prometheusrule_fits_the_crd() -> None:
    """What the PrometheusRule CRD's schema enforces beyond the rules file: string labels and
    annotations, unique group names."""
    groups = load_yaml(K8S / "prometheusrule.yaml")["spec"]["groups"]
    names = [g["name"] for g in groups]
    assert len(names) == len(set(names))
    for group in groups:
        for rule in group["rules"]:
            assert ("alert" in rule) != ("record" in rule) and rule["expr"]
            for field in ("labels", "annotations"):
                values = rule.get(field, {}).values()
                assert all(isinstance(v, str) for v in values), (rule.get("alert"), field)
            assert isinstance(rule.get("for", ""), str)


def run_build(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BUILD_PY), *args], capture_output=True, text=True, timeout=60
    )


def test_build_py_is_deterministic_and_checks(tmp_path: Path) -> None:
    rules = tmp_path / "rules.yaml"
    rules.write_text(
        "groups:\n- name: g\n  rules:\n  - alert: A\n    expr: up == 0\n    for: 5m\n"
        "    labels: {severity: warning}\n",
        encoding="utf-8",
    )
    out = tmp_path / "prometheusrule.yaml"
    assert run_build("--rules", str(rules), "--out", str(out)).returncode == 0
    first = out.read_text(encoding="utf-8")
    assert run_build("--rules", str(rules), "--out", str(out)).returncode == 0
    assert out.read_text(encoding="utf-8") == first
    assert load_yaml(out)["spec"]["groups"] == load_yaml(rules)["groups"]
    assert run_build("--rules", str(rules), "--out", str(out), "--check").returncode == 0
    out.write_text(first.replace("up == 0", "up == 1"), encoding="utf-8")
    stale = run_build("--rules", str(rules), "--out", str(out), "--check")
    assert stale.returncode == 1 and "not up to date" in stale.stderr
    assert run_build("--rules", str(tmp_path / "none.yaml"), "--check").returncode == 2


def test_kustomize_renders_every_resource_in_the_namespace() -> None:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl is not on PATH")
    result = subprocess.run(
        [kubectl, "kustomize", str(K8S)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    documents = [d for d in yaml.safe_load_all(result.stdout) if d]
    namespace = kustomization()["namespace"]
    kinds = set()
    for document in documents:
        kinds.add(document["kind"])
        if document["kind"] != "Namespace":
            assert document["metadata"]["namespace"] == namespace, document["kind"]
    assert {"ConfigMap", "Deployment", "Service", "PodMonitor", "PrometheusRule"} <= kinds
    [deployment] = [d for d in documents if d["kind"] == "Deployment"]
    image = worker_container(deployment)["image"]
    assert re.fullmatch(r"[\w./-]+:[\w.-]+", image), image
