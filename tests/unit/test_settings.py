from __future__ import annotations

import pytest
from pydantic import ValidationError

from stream.settings import Settings
from stream.worker import settings_env


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


@pytest.mark.parametrize("keys", ["env,bad-key", "instance", "le"])
def test_segment_keys_must_be_label_names(monkeypatch: pytest.MonkeyPatch, keys: str) -> None:
    monkeypatch.setenv("SEER_SEGMENT_KEYS", keys)
    with pytest.raises(ValidationError, match="segment key"):
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
