"""All real: broker, worker (LLM judge on a local endpoint), Prometheus with the project's
rules at a time scale of 60 (a simulated minute per second), Alertmanager with the
project's routes, a webhook receiver, and every dashboard panel's query run against that
Prometheus."""

from __future__ import annotations

import json
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]  # PyYAML ships no stubs
from confluent_kafka import Producer

from grafana.dashboards import fill, panel_queries
from stream.broker import free_port
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.integration.test_segment_counters_kafka import traffic
from tests.support.kafka import by_event_id, produce, read_all
from tests.support.monitoring import Alertmanager, Prometheus, WebhookReceiver
from tests.support.openai_server import ChatRequest, OpenAIServer, Reply, Script, error, judgment
from tests.support.polling import bounded, wait_for
from tests.support.scrape import shared_out
from tests.support.scripts import load_script

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
TIME_SCALE = 60  # every duration of the rules divided by 60: 15m windows last 15 s


def build_rules(time_scale: float = 1.0, query_offset: str | None = None) -> dict[str, Any]:
    """deploy/prometheus/build.py's rules for the committed config (a script, not a package),
    with its `query_offset` unless one is given."""
    module = load_script(ROOT / "deploy/prometheus/build.py", "rules_build")
    config = yaml.safe_load((ROOT / "deploy/prometheus/config.yaml").read_text())
    if query_offset is not None:
        config["query_offset"] = query_offset
    return dict(module.build(config, time_scale))


class Judge:
    """Answers at once (after a short 429 storm), or hangs while `stalled` is set."""

    def __init__(self) -> None:
        self.limited = 0
        self.stalled = threading.Event()

    def __call__(self, request: ChatRequest) -> Reply:
        if self.stalled.is_set():
            # The endpoint stops answering: each request outlasts the worker's 5 s timeout
            # (and ends soon enough for the server to stop with the test).
            return Reply(delay_s=6)
        if self.limited < 3:  # retries and rate-limit waits for the operations dashboard
            self.limited += 1
            return error(429, "slow down", **{"Retry-After": "0.2"})
        missing = "#bad" in request.user  # the degraded retriever lost the second passage
        return judgment(request, ("the director", [1]), ("the birthplace", [] if missing else [2]))


class Traffic:
    """Publishes 5 events a second for each of `good` and `bad`, and one every 20 s for
    `few`: 25 per simulated minute, and far fewer than min_events in any window for `few`.
    Flags in `degraded` lose a passage (recall 0.5)."""

    def __init__(self, settings: Settings) -> None:
        self.producer = Producer(settings.confluent_config())
        self.topic = settings.input_topic
        self.degraded = {"bad", "few"}
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
            if self.sent % 100 == 0:
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


def alertmanager_config(webhook: str) -> dict[str, Any]:
    config: dict[str, Any] = yaml.safe_load(
        (ROOT / "deploy/alertmanager/alertmanager.yml").read_text()
    )
    config["route"].update({"group_wait": "1s", "group_interval": "1s"})
    for receiver in config["receivers"]:
        for hook in receiver["webhook_configs"]:
            hook["url"] = hook["url"].replace("http://127.0.0.1:9095", webhook)
    return config


def wait_until(condition: Callable[[], Any], timeout_s: float, what: str) -> Any:
    deadline = time.monotonic() + bounded(timeout_s)
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
) -> Iterator[tuple[Settings, Judge, Prometheus, WebhookReceiver]]:
    judge = Judge()
    server = llm_server(judge)
    # The judge's own checks, so that the Judge dashboard has data: labelled canary events
    # (2 a second) and a share of live events judged again.
    canary = tmp_path / "canary.jsonl"
    canary.write_text(
        "".join(
            json.dumps(
                {
                    "task": f"Who directed film {n} and where was the director born?",
                    "context": [
                        f"Film {n} was directed by Ana Ruiz.",
                        "Ana Ruiz was born in Seville.",
                    ],
                    "gold": {"supporting_ids": ["p1", "p2"], "expected": {"recall": 1.0}},
                }
            )
            + "\n"
            for n in range(5)
        )
    )
    settings = settings_factory(
        evaluator="llm",
        llm_base_url=server.base_url,
        llm_model="judge",
        llm_timeout_s=5,
        max_values_per_key=3,  # good, bad, few
        llm_prompt_usd_per_mtok=0.15,
        llm_completion_usd_per_mtok=0.6,
        canary_file=canary,
        canary_rate=120.0,
        recheck_rate=0.2,
    )
    worker_factory(settings)
    rules = yaml.safe_dump(build_rules(TIME_SCALE), sort_keys=False)
    with WebhookReceiver() as webhook:
        (tmp_path / "am").mkdir()
        (tmp_path / "prom").mkdir()
        with Alertmanager(tmp_path / "am", alertmanager_config(webhook.url)) as alertmanager:
            target = f"127.0.0.1:{settings.web_port}"
            with Prometheus(tmp_path / "prom", [target], rules, alertmanager.url) as prometheus:
                assert prometheus.scraping(1)
                yield settings, judge, prometheus, webhook


def notifications(
    webhook: WebhookReceiver, alertname: str, flag: str | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """(receiver path, alert) of every notification about `alertname` (and `flag`)."""
    return [
        (path, alert)
        for path, alert in webhook.alerts()
        if alert["labels"]["alertname"] == alertname
        and (flag is None or alert["labels"].get("feature_flag") == flag)
    ]


@pytest.mark.slow(90)
def test_degraded_segment_pages_once_resolves_and_a_stalled_judge_pages(
    stack: tuple[Settings, Judge, Prometheus, WebhookReceiver],
) -> None:
    settings, judge, prometheus, webhook = stack
    with Traffic(settings) as flow:
        [(path, alert)] = wait_until(
            lambda: notifications(webhook, "SeerRecallLow", "bad"), 120, "SeerRecallLow for bad"
        )
        assert alert["status"] == "firing"
        assert path == "/default"  # a staging warning goes to the default receiver
        assert alert["labels"]["env"] == "staging" and alert["labels"]["severity"] == "warning"
        assert alert["annotations"]["runbook_url"].endswith("/docs/runbook.md#seerrecalllow")
        assert "upper bound is 0.50" in alert["annotations"]["description"], (
            alert["annotations"]["description"],
            prometheus.query('{__name__=~"segment:seer_(recall|events):.*",feature_flag="bad"}'),
            prometheus.query(
                '{__name__=~"seer_segment_(events|recall_sum.*)_total",feature_flag="bad"}[40s]'
            ),
        )

        # Degraded for 40 simulated minutes, across what were 15m window boundaries.
        time.sleep(40)
        # Only now, with good, bad and few seen, do new values fold: in any order before,
        # `few` itself could have been the value past the limit.
        flow.fold.set()
        wait_until(
            lambda: prometheus.query("increase(seer_segment_values_folded_total[1m]) > 0"),
            30,
            "folded values",
        )
        check_dashboard_queries(prometheus)
        # One notification, and no "resolved", while the segment stays degraded.
        assert [a["status"] for _, a in notifications(webhook, "SeerRecallLow", "bad")] == [
            "firing"
        ]
        # The healthy segment and the sparse degraded one: nothing, anywhere.
        quiet = {"good", "few"}
        assert not [a for _, a in webhook.alerts() if a["labels"].get("feature_flag") in quiet]
        assert not [a for a in prometheus.alerts() if a["labels"].get("feature_flag") in quiet]
        few = prometheus.query('segment:seer_events:count_6h{feature_flag="few"}')
        assert few and 0 < float(few[0]["value"][1]) < 30  # it has data, just too little

        flow.degraded.clear()  # the retriever is fixed
        wait_until(
            lambda: (
                [a for _, a in notifications(webhook, "SeerRecallLow", "bad")][-1]["status"]
                == "resolved"
            ),
            90,
            "SeerRecallLow for bad to resolve",
        )

        judge.stalled.set()  # the endpoint stops answering: scoring falls behind
        [(path, behind), *_] = wait_until(
            lambda: notifications(webhook, "SeerScoringBehind"), 90, "SeerScoringBehind"
        )
        assert path == "/pager" and behind["labels"]["severity"] == "critical"
        # The segments' input did not stop: the monitor did. Nothing silences them.
        assert not [a for a in prometheus.alerts() if a["labels"]["alertname"] == "SeerNoTraffic"]
        judge.stalled.clear()


def check_dashboard_queries(prometheus: Prometheus) -> None:
    values = {
        "env": "staging",
        "feature_flag": ".*",
        "window": "15m",
        "base": "good",
        "test": "bad",
        "min_effect": "0.05",
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
            query = fill(expr, values)
            checked += 1
            if not prometheus.query(query):
                empty.append(f"{path.name}: {title}: {query}")
    assert checked >= 80
    assert not empty, "panels without data:\n" + "\n".join(empty)


def test_two_workers_sum_in_prometheus_to_the_scored_results(
    tmp_path: Path,
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    second = settings.model_copy(update={"web_port": free_port(), "data_dir": tmp_path / "second"})
    workers = [worker_factory(settings), worker_factory(second)]
    assert wait_for(lambda: shared_out(workers), 60), "the group never shared out"
    targets = [f"127.0.0.1:{w.settings.web_port}" for w in workers]
    # Real-time rules: their windows end one scrape (1 s, its timeout too) before each
    # evaluation, where the shipped 1m would keep the 15m window empty for the test's run.
    rules = yaml.safe_dump(build_rules(query_offset="1s"), sort_keys=False)
    (tmp_path / "prom").mkdir()
    with Prometheus(tmp_path / "prom", targets, rules) as prometheus:
        assert prometheus.scraping(len(targets))
        published = 0
        for batch in range(6):  # spread over several scrapes
            values, _ = traffic(1000 * batch, lambda i: 3 + i)
            produce(settings, values, by_event_id(values))
            published += len(values)
            time.sleep(1)
        records = read_all(settings, lambda r: len(r) >= published)
        results = [json.loads(r.value) for r in records if r.topic == settings.output_topic]
        assert len(results) == published
        recalls: dict[tuple[str, str], list[float]] = {}
        for result in results:
            segment = (result["metadata"]["env"], result["metadata"]["feature_flag"])
            recalls.setdefault(segment, []).append(result["recall"])

        def by_segment(expr: str) -> dict[tuple[str, str], float]:
            return {
                (s["metric"]["env"], s["metric"]["feature_flag"]): float(s["value"][1])
                for s in prometheus.query(expr)
            }

        expected = {segment: float(len(values)) for segment, values in recalls.items()}
        counted = "sum by (env, feature_flag) (seer_segment_events_total)"
        assert wait_for(lambda: by_segment(counted) == expected, 30), by_segment(counted)
        # Both workers scored every segment: the rules sum them.
        per_worker = prometheus.query(
            "count by (env, feature_flag) (seer_segment_events_total > 0)"
        )
        assert {float(s["value"][1]) for s in per_worker} == {2.0}
        # The windows count every event once, over both workers (once a rule evaluation
        # follows the last scrape), and their means are the means of the results: to the
        # digit, not to an extrapolation.
        window = "segment:seer_events:count_15m"
        assert wait_for(lambda: by_segment(window) == expected, 30), by_segment(window)
        # A query can land while the rule group is mid-evaluation: the count written, the
        # rules after it (means, shares) not yet, their last samples from the evaluation
        # before. Once a later evaluation has written the count, the one that matched has
        # written every rule.
        matched = evaluated_at(prometheus, window)
        assert wait_for(lambda: evaluated_at(prometheus, window) > matched, 30)
        means = by_segment("segment:seer_recall:mean_15m")
        assert set(means) == set(recalls)
        for segment, scores in recalls.items():
            assert means[segment] == pytest.approx(sum(scores) / len(scores), rel=1e-9)
        check_panel_values(prometheus, results, settings.bloat_threshold)


def evaluated_at(prometheus: Prometheus, expr: str) -> float:
    """When the rule evaluation that wrote the query's latest samples ran."""
    return max(float(s["value"][0]) for s in prometheus.query(expr))


def check_panel_values(
    prometheus: Prometheus, results: list[dict[str, Any]], bloat_threshold: float
) -> None:
    """The quality and change dashboards' figures, as Grafana would query them, equal what
    the published results say."""
    values = {"datasource": "prometheus", "window": "15m", "env": ".*", "feature_flag": ".*"}
    values |= {"base": "a", "test": "b"}

    def queries(board: str, title: str) -> list[str]:
        dashboard = json.loads((ROOT / "grafana/dashboards" / board).read_text())
        found = [fill(expr, values) for t, expr in panel_queries(dashboard) if t == title]
        assert found, f"{board} has no panel {title!r}"
        return found

    def scalar(expr: str) -> float:
        [sample] = prometheus.query(expr)
        return float(sample["value"][1])

    def segment(result: dict[str, Any]) -> tuple[str, str]:
        return (result["metadata"]["env"], result["metadata"]["feature_flag"])

    def mean(key: str, chosen: list[dict[str, Any]]) -> float:
        figures: list[float] = [r[key] for r in chosen if r[key] is not None]
        return sum(figures) / len(figures)

    quality = "seer-quality.json"
    assert scalar(queries(quality, "Events")[0]) == len(results)
    for title, key in [
        ("Mean Recall", "recall"),
        ("Mean Precision", "precision"),
        ("Mean F1", "f1"),
        ("Mean nDCG", "ndcg"),
    ]:
        assert scalar(queries(quality, title)[0]) == pytest.approx(mean(key, results), rel=1e-9)

    def per_segment(expr: str) -> dict[tuple[str, str], float]:
        return {
            (s["metric"]["env"], s["metric"]["feature_flag"]): float(s["value"][1])
            for s in prometheus.query(expr)
        }

    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for result in results:
        groups.setdefault(segment(result), []).append(result)
    shares = {
        "Events with missing requirements per segment": lambda r: r["recall"] < 1,
        "Context bloat per segment": lambda r: r["precision"] < bloat_threshold,
    }
    for title, counted in shares.items():
        expected = {s: sum(map(counted, rs)) / len(rs) for s, rs in groups.items()}
        got = per_segment(queries(quality, title)[0])
        assert got == pytest.approx(expected, rel=1e-9), title
    assert 0 < sum(r["recall"] < 1 for r in results) < len(results)  # the shares say something

    change = "seer-change.json"
    arms = {flag: [r for r in results if segment(r)[1] == flag] for flag in ("a", "b")}
    base, test = queries(change, "Recall: base vs test")
    assert scalar(base) == pytest.approx(mean("recall", arms["a"]), rel=1e-9)
    assert scalar(test) == pytest.approx(mean("recall", arms["b"]), rel=1e-9)
    [delta] = queries(change, "Recall: test - base")
    difference = mean("recall", arms["b"]) - mean("recall", arms["a"])
    assert scalar(delta) == pytest.approx(difference, rel=1e-9, abs=1e-12)


class Prober:
    """GETs /metrics every 50 ms, as a Kubernetes probe or a second scraper may: whoever
    reads a new segment first must not take from Prometheus the zero its windows count from."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.stopped = threading.Event()
        self.reads = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.stopped.wait(0.05):
            try:
                with urllib.request.urlopen(self.url, timeout=2) as reply:
                    reply.read()
                self.reads += 1
            except OSError:
                pass

    def __enter__(self) -> Prober:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stopped.set()
        self.thread.join(5)


def test_every_prometheus_of_a_pair_counts_every_event_while_probes_read_metrics(
    tmp_path: Path,
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    settings = settings_factory()
    worker = worker_factory(settings)
    rules = yaml.safe_dump(build_rules(query_offset="1s"), sort_keys=False)
    target = [f"127.0.0.1:{settings.web_port}"]
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with (
        Prober(worker.metrics_url) as prober,
        Prometheus(tmp_path / "a", target, rules) as first,
        Prometheus(tmp_path / "b", target, rules) as second,
    ):
        assert first.scraping(1) and second.scraping(1)
        values, expected = traffic(0, lambda i: 5 + i)
        produce(settings, values, by_event_id(values))
        wanted = {segment: float(n) for segment, n in expected.items()}
        records = read_all(settings, lambda r: len(r) >= len(values))
        assert len([r for r in records if r.topic == settings.output_topic]) == len(values)
        window = "segment:seer_events:count_15m"
        for prometheus in (first, second):

            def counted(prometheus: Prometheus = prometheus) -> dict[tuple[str, str], float]:
                return {
                    (s["metric"]["env"], s["metric"]["feature_flag"]): float(s["value"][1])
                    for s in prometheus.query(window)
                }

            assert wait_for(lambda: counted() == wanted, 30), (counted(), wanted)
        assert prober.reads > 20
