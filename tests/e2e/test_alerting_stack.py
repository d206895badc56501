"""All real: broker, worker (LLM judge on a local endpoint), Prometheus with the project's
rules, Alertmanager with the project's routes, a webhook receiver, and every dashboard
panel's query run against that Prometheus."""

from __future__ import annotations

import importlib.util
import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from confluent_kafka import Producer

from grafana.dashboards import fill, panel_queries
from stream.settings import Settings
from stream.windows import parse_window
from stream.worker import WorkerProcess
from tests.support.monitoring import Alertmanager, Prometheus, WebhookReceiver
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, error, judgment

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
WINDOW = "20s"


def build_rules(config: dict[str, Any]) -> dict[str, Any]:
    """deploy/prometheus/build.py's rules for `config` (a script, not a package)."""
    spec = importlib.util.spec_from_file_location(
        "rules_build", ROOT / "deploy/prometheus/build.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.build(config))


def judge(request: ChatRequest, limited: list[int]) -> Reply:
    if limited[0] < 3:  # a short 429 storm at the start: retries and rate-limit waits
        limited[0] += 1
        return error(429, "slow down", **{"Retry-After": "0.2"})
    missing = "#bad" in request.user  # the degraded retriever lost the second passage
    return judgment(request, ("the director", [1]), ("the birthplace", [] if missing else [2]))


class Traffic:
    """Publishes a steady stream per feature flag; `degraded` flags lose a passage."""

    def __init__(self, settings: Settings) -> None:
        self.producer = Producer(settings.confluent_config())
        self.topic = settings.input_topic
        self.degraded = {"bad"}
        self.stopped = threading.Event()
        self.fold = threading.Event()  # set: send values past SEER_MAX_VALUES_PER_KEY
        self.folded = False
        self.sent = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def event(self, flag: str, n: int, repeat: bool = False) -> bytes:
        mark = " #bad" if flag in self.degraded else ""
        task = f"Who directed film {n} and where was the director born?{mark}"
        return json.dumps(
            {
                "event_id": f"{flag}-{n}" if not repeat else None,
                "task": task if not repeat else "the same question again",
                "context": [
                    {"id": "d1", "text": f"Film {n} was directed by Ana Ruiz.", "score": 0.9},
                    {"id": "d2", "text": "Ana Ruiz was born in Seville.", "score": 0.8},
                ],
                "metadata": {"env": "staging", "feature_flag": flag},
            }
        ).encode()

    def _run(self) -> None:
        while not self.stopped.wait(0.2):
            for flag in ("good", "bad"):
                self.producer.produce(self.topic, self.event(flag, self.sent))
            self.producer.produce(self.topic, self.event("good", 0, repeat=True))  # cache hits
            if self.sent % 50 == 0:  # about 2 a window: too few events for any rule to speak
                self.producer.produce(self.topic, self.event("few", self.sent))
            if self.fold.is_set() and not self.folded:  # these fold into `other`
                for flag in ("extra-1", "extra-2"):
                    self.producer.produce(self.topic, self.event(flag, self.sent))
                self.folded = True
            self.sent += 1
            self.producer.poll(0)
        self.producer.flush(10)

    def __enter__(self) -> Traffic:
        self.producer.produce(self.topic, b"not json at all")  # a dead letter
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stopped.set()
        self.thread.join(timeout=10)


def rules_config() -> dict[str, Any]:
    """The project's rules with test-friendly windows, through the one config."""
    config = yaml.safe_load((ROOT / "deploy/prometheus/config.yaml").read_text())
    config["windows"] = {"quality": WINDOW, "daily": WINDOW}
    config["min_events"] = 10
    config["for"] = {key: "2s" for key in config["for"]}
    return config


def alertmanager_config(webhook: str) -> dict[str, Any]:
    config = yaml.safe_load((ROOT / "deploy/alertmanager/alertmanager.yml").read_text())
    config["route"].update({"group_wait": "1s", "group_interval": "1s"})
    for receiver in config["receivers"]:
        for hook in receiver["webhook_configs"]:
            hook["url"] = hook["url"].replace("http://127.0.0.1:9095", webhook)
    return config


def wait_until(condition: Callable[[], Any], timeout_s: float, what: str) -> Any:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def stack(
    tmp_path: Path,
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
    llm_server: Callable[[Script], OpenAIServer],
) -> Iterator[tuple[Settings, Prometheus, WebhookReceiver]]:
    limited = [0]
    server = llm_server(lambda request: judge(request, limited))
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        windows=[WINDOW],
        max_values_per_key=3,  # good, bad, few
        llm_prompt_usd_per_mtok=0.15,
        llm_completion_usd_per_mtok=0.6,
    )
    worker_factory(settings)
    rules = yaml.safe_dump(build_rules(rules_config()), sort_keys=False)
    with WebhookReceiver() as webhook:
        (tmp_path / "am").mkdir()
        (tmp_path / "prom").mkdir()
        with Alertmanager(tmp_path / "am", alertmanager_config(webhook.url)) as alertmanager:
            target = f"127.0.0.1:{settings.web_port}"
            with Prometheus(tmp_path / "prom", [target], rules, alertmanager.url) as prometheus:
                yield settings, prometheus, webhook  # type: ignore[misc]


def test_degraded_segment_pages_resolves_and_dashboards_have_data(
    stack: tuple[Settings, Prometheus, WebhookReceiver],
) -> None:
    settings, prometheus, webhook = stack
    with Traffic(settings) as traffic:

        def firing(flag: str) -> list[tuple[str, dict[str, Any]]]:
            return [
                (path, alert)
                for path, alert in webhook.alerts()
                if alert["labels"]["alertname"] == "SeerRecallLow"
                and alert["labels"].get("feature_flag") == flag
                and alert["status"] == "firing"
            ]

        [(path, alert), *_] = wait_until(lambda: firing("bad"), 120, "SeerRecallLow for bad")
        assert path == "/default"  # a staging warning goes to the default receiver
        assert alert["labels"]["env"] == "staging" and alert["labels"]["window"] == WINDOW
        assert alert["labels"]["severity"] == "warning"
        assert alert["annotations"]["runbook_url"].endswith("/docs/runbook.md#seerrecalllow")

        # Healthy and sparse segments fire nothing, on the webhook or in Prometheus.
        quiet = {"good", "few"}
        assert not [a for _, a in webhook.alerts() if a["labels"].get("feature_flag") in quiet]
        assert not [a for a in prometheus.alerts() if a["labels"].get("feature_flag") in quiet]
        few = prometheus.query(f'seer_window_events{{feature_flag="few",window="{WINDOW}"}}')
        assert few and float(few[0]["value"][1]) < 10  # it has data, just too little

        # Only now, with good, bad and few seen, do new values fold: in any order before,
        # `few` itself could have been the value past the limit.
        traffic.fold.set()
        wait_until(
            # increase() needs two scrapes of the new counter
            lambda: prometheus.query("increase(seer_segment_values_folded_total[1m])"),
            30,
            "folded values",
        )
        check_dashboard_queries(prometheus)

        traffic.degraded.clear()  # the retriever is fixed

        def resolved() -> bool:
            return any(
                a["labels"]["alertname"] == "SeerRecallLow"
                and a["labels"].get("feature_flag") == "bad"
                and a["status"] == "resolved"
                for _, a in webhook.alerts()
            )

        wait_until(resolved, 90, "SeerRecallLow for bad to resolve")


def away_from_a_window_start(size_s: int, settle_s: float = 5.0, check_s: float = 5.0) -> None:
    """Sleep until `settle_s` into the current window, with `check_s` left in it: a new
    current window has no series until its first flush and scrape (about 2 s here)."""
    into = time.time() % size_s
    if into < settle_s:
        time.sleep(settle_s - into)
    elif into > size_s - check_s:
        time.sleep(size_s - into + settle_s)


def check_dashboard_queries(prometheus: Prometheus) -> None:
    away_from_a_window_start(parse_window(WINDOW))
    values = {
        "env": "staging",
        "feature_flag": ".*",
        "window": WINDOW,
        "base": "good",
        "test": "bad",
        "datasource": "prometheus",
        "__rate_interval": "15s",
        "__interval": "1s",
        "__range": "1m",
    }
    empty = []
    checked = 0
    for path in sorted((ROOT / "grafana/dashboards").glob("*.json")):
        dashboard = json.loads(path.read_text())
        for title, expr in panel_queries(dashboard):
            # Panels show 0 where a counter does not exist yet; here the data must be real.
            query = fill(expr, values).replace(" or on() vector(0)", "")
            checked += 1
            if not prometheus.query(query):
                empty.append(f"{path.name}: {title}: {query}")
    assert checked >= 60
    assert not empty, "panels without data:\n" + "\n".join(empty)
