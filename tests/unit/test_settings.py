from __future__ import annotations

from pathlib import Path

import certifi
import faust
import pytest
from pydantic import ValidationError

from stream.app import create_app
from stream.settings import Settings
from stream.worker import settings_env
from tests.support.tls import KEY_PASSWORD, write_certificates


def test_defaults_match_the_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(__import__("os").environ):
        if name.startswith("SEER_"):
            monkeypatch.delenv(name)
    s = Settings()
    assert s.kafka_bootstrap == ["127.0.0.1:9092"]
    assert (s.input_topic, s.output_topic, s.dlq_topic) == (
        "seer.events",
        "seer.scores",
        "seer.dead-letters",
    )
    assert s.evaluator == "lexical" and s.web_port == 6066
    assert s.segment_keys == ["env", "feature_flag"]
    assert (s.sample_rate, s.llm_concurrency, s.llm_rpm, s.llm_tpm) == (1.0, 32, 0, 0)


def test_environment_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", "k1:9092, k2:9092")
    monkeypatch.setenv("SEER_SEGMENT_KEYS", "env,tenant")
    monkeypatch.setenv("SEER_KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
    monkeypatch.setenv("SEER_KAFKA_SASL_USERNAME", "u")
    s = Settings()
    assert s.broker_urls == ["kafka://k1:9092", "kafka://k2:9092"]
    assert s.segment_keys == ["env", "tenant"]
    config = s.confluent_config()
    assert config["bootstrap.servers"] == "k1:9092,k2:9092"
    assert config["security.protocol"] == "SASL_SSL" and config["sasl.username"] == "u"


@pytest.mark.parametrize(
    ("keys", "why"),
    [
        ("env,bad-key", "not a valid Prometheus label name"),
        ("instance", "clashes"),
        ("le", "clashes"),
        ("env,model", "clashes"),  # the judge's label, joined onto segments by the rules
        ("env,env", "listed twice"),  # was a ValueError from the registry, not a setting error
        ("__name__", "reserved"),  # was taken: the metric's own name as a segment label
    ],
)
def test_segment_keys_must_be_label_names(
    monkeypatch: pytest.MonkeyPatch, keys: str, why: str
) -> None:
    monkeypatch.setenv("SEER_SEGMENT_KEYS", keys)
    with pytest.raises(ValidationError, match=f"segment key .*{why}"):
        Settings()


def test_bad_values_are_rejected(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEER_SAMPLE_RATE", "1.5")
    with pytest.raises(ValidationError, match="sample_rate"):
        Settings()


def test_the_sasl_password_is_never_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEER_KAFKA_SECURITY_PROTOCOL", "SASL_SSL")
    monkeypatch.setenv("SEER_KAFKA_SASL_USERNAME", "seer")
    monkeypatch.setenv("SEER_KAFKA_SASL_PASSWORD", "s3cret-pa55")
    settings = Settings()
    assert "s3cret-pa55" not in repr(settings) and "s3cret-pa55" not in str(settings)
    assert "s3cret-pa55" not in settings.model_dump_json()
    # Still handed to the clients, and to a child worker's environment.
    assert settings.confluent_config()["sasl.password"] == "s3cret-pa55"
    assert settings_env(settings)["SEER_KAFKA_SASL_PASSWORD"] == "s3cret-pa55"


def test_a_client_certificate_reaches_librdkafka_and_its_key_password_is_never_shown(
    tmp_path: Path,
) -> None:
    files = write_certificates(tmp_path)[1]
    settings = Settings(
        kafka_security_protocol="SASL_SSL",
        kafka_ssl_certfile=files.client_cert,
        kafka_ssl_keyfile=files.encrypted_key,
        kafka_ssl_key_password=KEY_PASSWORD,
    )
    for shown in (repr(settings), str(settings), settings.model_dump_json()):
        assert KEY_PASSWORD not in shown
    librdkafka = settings.confluent_config()
    assert librdkafka["ssl.certificate.location"] == str(files.client_cert)
    assert librdkafka["ssl.key.location"] == str(files.encrypted_key)
    assert librdkafka["ssl.key.password"] == KEY_PASSWORD
    assert settings_env(settings)["SEER_KAFKA_SSL_KEY_PASSWORD"] == KEY_PASSWORD
    # A plain key needs no password, and none is passed.
    plain = Settings(
        kafka_security_protocol="SSL",
        kafka_ssl_certfile=files.client_cert,
        kafka_ssl_keyfile=files.client_key,
    )
    assert "ssl.key.password" not in plain.confluent_config()
    assert "ssl.certificate.location" not in Settings().confluent_config()


def test_kafka_settings_reach_faust_and_librdkafka(tmp_path: Path) -> None:
    cafile = Path(certifi.where())
    settings = Settings(
        kafka_security_protocol="SASL_SSL",
        kafka_sasl_mechanism="SCRAM-SHA-512",
        kafka_sasl_username="seer",
        kafka_sasl_password="pw",
        kafka_ssl_cafile=cafile,
        kafka_producer_linger_s=0.05,
        kafka_producer_max_batch_bytes=32768,
        topic_replication=3,
        data_dir=tmp_path,
    )
    conf = create_app(settings).app.conf
    credentials = conf.broker_credentials
    assert isinstance(credentials, faust.SASLCredentials)
    assert (credentials.username, credentials.password) == ("seer", "pw")
    assert credentials.mechanism.value == "SCRAM-SHA-512"
    assert credentials.protocol.value == "SASL_SSL"
    # The CA file is the one the TLS context trusts (its certificates are loaded).
    assert credentials.ssl_context is not None
    assert credentials.ssl_context.cert_store_stats()["x509_ca"] > 0
    assert (conf.producer_linger, conf.producer_max_batch_size) == (0.05, 32768)
    assert conf.topic_replication_factor == 3
    librdkafka = settings.confluent_config()
    assert librdkafka["sasl.mechanism"] == "SCRAM-SHA-512"
    assert librdkafka["ssl.ca.location"] == str(cafile)
    # Without a CA file, the system's trust store: no ssl.ca.location forced.
    plain = Settings(kafka_security_protocol="SSL", data_dir=tmp_path)
    assert "ssl.ca.location" not in plain.confluent_config()
    tls = create_app(plain).app.conf.broker_credentials
    assert isinstance(tls, faust.SSLCredentials)
    assert tls.protocol.value == "SSL"


@pytest.mark.parametrize(
    ("variables", "named", "why"),
    [
        ({"SEER_INPUT_TOPIC": ""}, "input_topic", "not a Kafka topic name"),
        ({"SEER_OUTPUT_TOPIC": "seer scores"}, "output_topic", "not a Kafka topic name"),
        ({"SEER_DLQ_TOPIC": ".."}, "dlq_topic", "not a Kafka topic name"),
        ({"SEER_INPUT_TOPIC": "x" * 250}, "input_topic", "not a Kafka topic name"),
        # A dead letter sent to the input topic would be dead-lettered again, for ever.
        ({"SEER_DLQ_TOPIC": "seer.events"}, "dlq_topic", "its own output as input"),
        ({"SEER_OUTPUT_TOPIC": "seer.events"}, "output_topic", "its own output as input"),
        ({"SEER_DLQ_TOPIC": "seer.scores"}, "dlq_topic", "read as scored results"),
    ],
)
def test_topics_are_kafka_names_and_distinct(
    monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], named: str, why: str
) -> None:
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError) as raised:
        Settings()
    (error,) = raised.value.errors()
    assert error["loc"] == (named,) and why in error["msg"]


def test_every_kafka_topic_character_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEER_INPUT_TOPIC", "Team_A-1.events")
    monkeypatch.setenv("SEER_DLQ_TOPIC", "x" * 249)
    assert Settings().input_topic == "Team_A-1.events"


@pytest.mark.parametrize(
    ("servers", "why"),
    [
        ("kafka://k1:9092", "has a scheme"),  # librdkafka: "No brokers configured"
        ("PLAINTEXT://k1:9092", "has a scheme"),
        ("k1:99999", "not host:port"),  # librdkafka would dial port 34463
        ("k1:9092,k2:", "not host:port"),
        ("k1 :9092", "not host:port"),
        ("", "no broker"),
    ],
)
def test_bootstrap_servers_are_host_ports(
    monkeypatch: pytest.MonkeyPatch, servers: str, why: str
) -> None:
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", servers)
    with pytest.raises(ValidationError, match=why):
        Settings()


@pytest.mark.parametrize(
    "servers", ["k1:9092,k2:9093", "broker-0.kafka.svc.cluster.local:9094", "[::1]:9092", "k1"]
)
def test_bootstrap_servers_as_kafka_clients_take_them(
    monkeypatch: pytest.MonkeyPatch, servers: str
) -> None:
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", servers)
    assert Settings().kafka_bootstrap == servers.split(",")


@pytest.mark.parametrize("url", ["localhost:8000/v1", "http//localhost:8000", "ftp://x/v1"])
def test_the_judge_endpoint_is_an_http_url(monkeypatch: pytest.MonkeyPatch, url: str) -> None:
    # (each was taken, and the preflight then said only "Connection error.")
    monkeypatch.setenv("SEER_LLM_BASE_URL", url)
    with pytest.raises(ValidationError, match="not an http"):
        Settings()
    monkeypatch.setenv("SEER_LLM_BASE_URL", "http://[::1]:8000/v1")
    assert Settings().llm_base_url == "http://[::1]:8000/v1"


@pytest.mark.parametrize("host", ["", " "])
def test_an_empty_web_host_is_refused(monkeypatch: pytest.MonkeyPatch, host: str) -> None:
    # aiohttp took "" as every interface: /metrics on the network, unasked
    monkeypatch.setenv("SEER_WEB_HOST", host)
    with pytest.raises(ValidationError, match="empty: an address to serve /metrics on"):
        Settings()
    monkeypatch.setenv("SEER_WEB_HOST", "0.0.0.0")
    assert Settings().web_host == "0.0.0.0"


@pytest.mark.parametrize("app_id", ["my app", "", "x" * 250, "a/b"])
def test_the_app_id_is_a_group_id_in_a_topic_names_characters(
    monkeypatch: pytest.MonkeyPatch, app_id: str
) -> None:
    monkeypatch.setenv("SEER_APP_ID", app_id)
    with pytest.raises(ValidationError, match="not a consumer group id: 1 to 249 of"):
        Settings()
    monkeypatch.setenv("SEER_APP_ID", "x" * 249)
    assert len(Settings().app_id) == 249


def test_a_missing_ca_file_is_a_setting_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # (librdkafka refused it at the first client with "ssl.ca.location failed: ... BIO lib")
    monkeypatch.setenv("SEER_KAFKA_SSL_CAFILE", str(tmp_path / "ca.pem"))
    with pytest.raises(ValidationError, match="no such file"):
        Settings()
