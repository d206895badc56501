"""Kafka behind mutual TLS: every client seer-stream makes (the worker's faust and aiokafka,
the commands' librdkafka) presents the client certificate of SEER_KAFKA_SSL_CERTFILE and
_KEYFILE, its key decrypted with SEER_KAFKA_SSL_KEY_PASSWORD, and trusts the broker by
SEER_KAFKA_SSL_CAFILE; a broker that takes no certificate it does not trust is named as
the likely cause when none reaches it. The broker is the embedded one behind a TLS proxy
that requires client certificates (tests/support/tls.py)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import event, isolated_settings, read_all, scored_ids, seer_stream
from tests.support.tls import KEY_PASSWORD, TlsKafka, tls_kafka

pytestmark = pytest.mark.integration

CLIENT = "seer-client"


@pytest.fixture(scope="module")
def kafka(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TlsKafka]:
    with tls_kafka(tmp_path_factory.mktemp("tls")) as running:
        yield running


def over_tls(kafka: TlsKafka, **files: object) -> dict[str, object]:
    return {
        "kafka_bootstrap": [kafka.bootstrap],
        "kafka_security_protocol": "SSL",
        "kafka_ssl_cafile": kafka.certificates.ca,
        "kafka_connect_timeout_s": 5.0,
        **files,
    }


def test_the_worker_and_the_commands_score_events_through_mutual_tls(
    kafka: TlsKafka,
    worker_factory: Callable[[Settings], WorkerProcess],
    tmp_path: Path,
) -> None:
    taken = len(kafka.handshakes.clients)
    certificates = kafka.certificates
    settings = isolated_settings(  # (its topics created through the proxy: librdkafka's admin)
        kafka.bootstrap,
        tmp_path,
        "mtls",
        **over_tls(
            kafka,
            kafka_ssl_certfile=certificates.client_cert,
            kafka_ssl_keyfile=certificates.encrypted_key,
            kafka_ssl_key_password=KEY_PASSWORD,
        ),
    )
    events = tmp_path / "events.jsonl"
    events.write_text("".join(json.dumps(event(i)) + "\n" for i in range(6)))
    published = seer_stream(settings, "publish", str(events))  # librdkafka's producer
    assert published.returncode == 0, published.stderr
    assert "delivered 6, failed 0" in published.stderr

    worker_factory(settings)  # faust's consumer and producer: aiokafka
    records = read_all(settings, lambda got: len(scored_ids(got, settings)) >= 6)
    assert sorted(scored_ids(records, settings)) == sorted(f"e-{i}" for i in range(6))

    scores = seer_stream(settings, "summary")  # librdkafka's consumer
    assert scores.returncode == 0, scores.stderr
    assert "6 scored, 0 dead-lettered" in scores.stdout
    # Every connection was TLS with the client's certificate: none came without one.
    clients = kafka.handshakes.clients[taken:]
    assert clients and set(clients) == {CLIENT}


@pytest.mark.parametrize("certificate", ["none", "another authority's"])
def test_a_client_the_broker_does_not_take_is_told_why_it_cannot_reach_it(
    kafka: TlsKafka, certificate: str
) -> None:
    certificates = kafka.certificates
    files: dict[str, object] = {}
    if certificate != "none":
        files = {
            "kafka_ssl_certfile": certificates.stranger_cert,
            "kafka_ssl_keyfile": certificates.stranger_key,
        }
    refused = len(kafka.handshakes.failed)
    settings = Settings.model_validate(over_tls(kafka, **files))
    done = seer_stream(settings, "topics")
    assert done.returncode == 1
    # (librdkafka counts the brokers it knows of: "1/1" or "0/2", as it goes)
    assert re.fullmatch(
        re.escape(f"seer-stream: cannot reach Kafka at {kafka.bootstrap} (SEER_KAFKA_BOOTSTRAP) ")
        + r"within 5s: \d+/\d+ brokers are down "
        + re.escape(
            "(after the TLS handshake: a broker that requires a client certificate drops one "
            "it does not trust, or none; see SEER_KAFKA_SSL_CERTFILE)"
        ),
        done.stderr.strip(),
    ), done.stderr
    assert len(kafka.handshakes.failed) > refused  # the proxy refused it: no other cause


def test_the_plain_key_reaches_the_broker_too(kafka: TlsKafka) -> None:
    certificates = kafka.certificates
    settings = Settings.model_validate(
        over_tls(
            kafka,
            kafka_ssl_certfile=certificates.client_cert,
            kafka_ssl_keyfile=certificates.client_key,
            input_topic="plain-key.events",
            output_topic="plain-key.scores",
            dlq_topic="plain-key.dead-letters",
        )
    )
    done = seer_stream(settings, "topics")
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[0] == "plain-key.events: created, 4 partitions"
