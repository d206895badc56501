"""deploy/kubernetes/: the kustomization lists every manifest (each with its apiVersion,
kind and name) and renders them into its namespace; the ConfigMap holds valid settings and
the replicas stay within its partitions; the worker Deployment runs as the image's
non-root user on a read-only root filesystem, probed on the metrics port; the Service and
PodMonitor select the workers; the PrometheusRule holds the rules file's groups, fits the
CRD and is what build.py writes.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs

from stream.settings import Settings
from tests.support.deploy import (
    DEPLOY,
    METRICS_PORT,
    RULES,
    load_yaml,
    settings_from_env,
    unknown_seer_variables,
)
from tests.support.dockerfile import image_uid

K8S = DEPLOY / "kubernetes"
BUILD_PY = K8S / "build.py"


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
        # faust's status page, not /metrics: a scrape's CPU each time (87 ms at 200 segments)
        assert container[probe]["httpGet"] == {"path": "/", "port": "metrics"}, probe
    for kind in ("requests", "limits"):
        assert set(container["resources"][kind]) == {"cpu", "memory"}, kind
    [key] = [e for e in container["env"] if e["name"] == "OPENAI_API_KEY"]
    ref = key["valueFrom"]["secretKeyRef"]
    assert ref["name"] == "seer-stream-llm" and ref["optional"] is True
    assert not unknown_seer_variables([e["name"] for e in container["env"]])
    assert pod["securityContext"]["runAsNonRoot"] is True
    # SIGKILL only after the worker's drain (SEER_SHUTDOWN_DEADLINE_S, unset in the ConfigMap)
    assert "SEER_SHUTDOWN_DEADLINE_S" not in manifests["ConfigMap"]["data"]
    deadline = Settings.model_fields["shutdown_deadline_s"].default
    assert pod["terminationGracePeriodSeconds"] > deadline
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


def test_kafka_tls_files_come_from_an_optional_secret_where_the_configmap_says(
    manifests: dict[str, dict[str, Any]],
) -> None:
    """The ConfigMap's comment names the paths; the Deployment mounts the Secret there,
    read-only, and starts without it (PLAINTEXT needs none). An encrypted key's password
    comes from the Kafka Secret, as the SASL password does."""
    deployment = manifests["Deployment"]
    container = worker_container(deployment)
    [mount] = [m for m in container["volumeMounts"] if m["name"] == "kafka-tls"]
    assert mount["readOnly"] is True
    [volume] = [
        v for v in deployment["spec"]["template"]["spec"]["volumes"] if v["name"] == "kafka-tls"
    ]
    assert volume["secret"] == {"secretName": "seer-stream-kafka-tls", "optional": True}
    comment = (K8S / "configmap.yaml").read_text()
    for name in ("ca.crt", "user.crt", "user.key"):
        assert f"{mount['mountPath']}/{name}" in comment, name
    for password in ("SEER_KAFKA_SASL_PASSWORD", "SEER_KAFKA_SSL_KEY_PASSWORD"):
        [env] = [e for e in container["env"] if e["name"] == password]
        ref = env["valueFrom"]["secretKeyRef"]
        assert ref == {"name": "seer-stream-kafka", "key": password, "optional": True}


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
