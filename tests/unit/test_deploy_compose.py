"""deploy/compose.yaml and the Prometheus it runs (deploy/prometheus/prometheus.yml): the
compose file validates against the compose specification, its workers, Kafka, Prometheus,
Alertmanager and Grafana fit together and with the code (settings names, ports, mounts of
files in the repository), Prometheus scrapes both workers and its config passes promtool,
and the rules and dashboards select the job it scrapes.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

import pytest

from stream.settings import Settings
from tests.support.deploy import (
    DEPLOY,
    METRICS_PORT,
    ROOT,
    RULES,
    load_yaml,
    settings_from_env,
    unknown_seer_variables,
)
from tests.support.durations import seconds
from tests.support.tools import tool

COMPOSE = DEPLOY / "compose.yaml"
PROMETHEUS_CONFIG = DEPLOY / "prometheus" / "prometheus.yml"
ALERTMANAGER_CONFIG = DEPLOY / "alertmanager" / "alertmanager.yml"
WORKERS = ("worker-1", "worker-2")


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

    # SIGKILL only after the worker's drain: its deadline, in the settings the workers get.
    deadline = Settings.model_fields["shutdown_deadline_s"].default
    for name in WORKERS:
        env = environment(all_services[name])
        assert "SEER_SHUTDOWN_DEADLINE_S" not in env, name  # (else compare with that)
        assert seconds(all_services[name]["stop_grace_period"]) > deadline, name


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
