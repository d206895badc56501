"""What a user sees for a misspelled or invalid SEER_* variable, from every command."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import ValidationError

import stream.settings as settings_module
from stream.settings import Settings
from tests.support.tls import write_certificates

EVENT = b'{"task": "Who directed Inception?", "context": ["Nolan directed Inception."]}\n'


def seer(env: dict[str, str], *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed command with these SEER_* variables and none from this environment;
    nothing listens at the bootstrap given, so no command gets far without settings."""
    clean = {k: v for k, v in os.environ.items() if not k.upper().startswith("SEER_")}
    return subprocess.run(
        [str(Path(sys.executable).with_name("seer-stream")), *args],
        env={**clean, "SEER_KAFKA_BOOTSTRAP": "127.0.0.1:1", **env},
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )


def lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


COMMANDS = [
    ["worker"],
    ["score", "events.jsonl"],
    ["publish", "events.jsonl"],
    ["topics"],
    ["dlq", "replay"],
    ["demo"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_an_invalid_value_is_one_line_naming_the_variable_from_every_command(
    tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "events.jsonl").write_bytes(EVENT)
    done = seer({"SEER_SAMPLE_RATE": "1.5"}, *command, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert lines(done.stderr) == [
        "seer-stream: invalid setting SEER_SAMPLE_RATE='1.5': "
        "Input should be less than or equal to 1"
    ], done.stderr


def test_every_invalid_setting_is_named_by_its_variable(tmp_path: Path) -> None:
    (tmp_path / "events.jsonl").write_bytes(EVENT)
    bad = {
        "SEER_SAMPLE_RATE": "1.5",
        "SEER_WEB_PORT": "abc",
        "SEER_SEGMENT_KEYS": "env,bad-key",  # a CSV setting
        "SEER_EVALUATOR": "gpt",
    }
    done = seer(bad, "score", "events.jsonl", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert sorted(lines(done.stderr)) == sorted(
        [
            "seer-stream: invalid setting SEER_SAMPLE_RATE='1.5': "
            "Input should be less than or equal to 1",
            "seer-stream: invalid setting SEER_WEB_PORT='abc': "
            "Input should be a valid integer, unable to parse string as an integer",
            "seer-stream: invalid setting SEER_SEGMENT_KEYS='env,bad-key': "
            "segment key 'bad-key' is not a valid Prometheus label name",
            "seer-stream: invalid setting SEER_EVALUATOR='gpt': Input should be 'lexical' or 'llm'",
        ]
    ), done.stderr


@pytest.mark.parametrize("command", [["score", "events.jsonl"], ["worker"]], ids=lambda c: c[0])
def test_the_llm_judge_without_a_model_is_a_setting_error(
    tmp_path: Path, command: list[str]
) -> None:
    (tmp_path / "events.jsonl").write_bytes(EVENT)
    done = seer({"SEER_EVALUATOR": "llm"}, *command, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert lines(done.stderr) == [
        "seer-stream: invalid setting SEER_LLM_MODEL (unset): required with SEER_EVALUATOR=llm"
    ], done.stderr
    blank = seer({"SEER_EVALUATOR": "llm", "SEER_LLM_MODEL": " "}, *command, cwd=tmp_path)
    assert blank.returncode == 2, blank.stderr
    assert lines(blank.stderr) == [
        "seer-stream: invalid setting SEER_LLM_MODEL=' ': required with SEER_EVALUATOR=llm"
    ], blank.stderr


def test_the_model_check_is_the_settings_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """From Python too (a SeerLogger, a test), not only from the CLI."""
    monkeypatch.delenv("SEER_LLM_MODEL", raising=False)
    with pytest.raises(ValidationError) as raised:
        Settings(evaluator="llm")
    assert [error["loc"] for error in raised.value.errors()] == [("llm_model",)]
    assert Settings(evaluator="llm", llm_model="judge").llm_model == "judge"
    assert Settings(evaluator="lexical").llm_model is None


def test_a_misspelled_variable_is_named_with_the_closest_known_one(tmp_path: Path) -> None:
    (tmp_path / "events.jsonl").write_bytes(EVENT)
    env = {
        "SEER_KAFKA_BOOTSRAP": "k1:9092",
        "SEER_WINDOWS": "5m,1h",  # like nothing seer-stream reads
        "seer_sample_rate": "1.0",  # known: the names are not case-sensitive
    }
    done = seer(env, "score", "events.jsonl", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    warnings = [line for line in lines(done.stderr) if "unknown setting" in line]
    assert sorted(warnings) == [
        "seer-stream: unknown setting SEER_KAFKA_BOOTSRAP is ignored; "
        "did you mean SEER_KAFKA_BOOTSTRAP?",
        "seer-stream: unknown setting SEER_WINDOWS is ignored",
    ], done.stderr
    assert "scored 1, invalid 0" in done.stderr


def test_an_unknown_variable_is_warned_about_once_per_process(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SEER_LLM_MODLE", "judge")
    with caplog.at_level(logging.WARNING):
        Settings()
        Settings(sample_rate=0.5)
    warned = [r.getMessage() for r in caplog.records if "SEER_LLM_MODLE" in r.getMessage()]
    assert warned == [
        "seer-stream: unknown setting SEER_LLM_MODLE is ignored; did you mean SEER_LLM_MODEL?"
    ]


def test_credentials_a_plaintext_client_would_not_send_are_warned_about_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(settings_module, "_warned", set())  # (whatever ran before in this process)
    with caplog.at_level(logging.WARNING):
        Settings(kafka_security_protocol="SASL_SSL", kafka_sasl_username="seer")
        assert not caplog.records
        Settings(kafka_sasl_username="seer")
        Settings(kafka_sasl_password="pw", kafka_security_protocol="SSL")
    assert [r.getMessage() for r in caplog.records] == [
        "seer-stream: SEER_KAFKA_SASL_USERNAME and _PASSWORD are not sent: "
        "SEER_KAFKA_SECURITY_PROTOCOL is PLAINTEXT (SASL_SSL or SASL_PLAINTEXT sends them)"
    ]


def test_a_client_certificate_is_checked_with_its_key_before_any_client_is_made(
    tmp_path: Path,
) -> None:
    files = write_certificates(tmp_path)[1]
    tls = {"SEER_KAFKA_SECURITY_PROTOCOL": "SSL"}
    cert, key = str(files.client_cert), str(files.client_key)
    cases = [
        (
            {"SEER_KAFKA_SSL_CERTFILE": cert},
            "SEER_KAFKA_SSL_KEYFILE (unset): required with SEER_KAFKA_SSL_CERTFILE",
        ),
        (
            {"SEER_KAFKA_SSL_KEYFILE": key},
            "SEER_KAFKA_SSL_CERTFILE (unset): required with SEER_KAFKA_SSL_KEYFILE",
        ),
        (
            {"SEER_KAFKA_SSL_KEY_PASSWORD": "pw"},
            "SEER_KAFKA_SSL_KEYFILE (unset): required with SEER_KAFKA_SSL_KEY_PASSWORD",
        ),
        (
            {"SEER_KAFKA_SSL_CERTFILE": cert, "SEER_KAFKA_SSL_KEYFILE": str(files.stranger_key)},
            f"SEER_KAFKA_SSL_KEYFILE='{files.stranger_key}': "
            f"the key of another certificate than {cert}",
        ),
        (
            {"SEER_KAFKA_SSL_CERTFILE": cert, "SEER_KAFKA_SSL_KEYFILE": str(files.encrypted_key)},
            f"SEER_KAFKA_SSL_KEYFILE='{files.encrypted_key}': cannot be read: not a PEM "
            "private key, or an encrypted one (set SEER_KAFKA_SSL_KEY_PASSWORD)",
        ),
        (
            {
                "SEER_KAFKA_SSL_CERTFILE": cert,
                "SEER_KAFKA_SSL_KEYFILE": str(files.encrypted_key),
                "SEER_KAFKA_SSL_KEY_PASSWORD": "n0t-th1s-0ne",
            },
            f"SEER_KAFKA_SSL_KEYFILE='{files.encrypted_key}': cannot be read with "
            "SEER_KAFKA_SSL_KEY_PASSWORD: a wrong password, or not a PEM private key",
        ),
        (
            {"SEER_KAFKA_SSL_CERTFILE": key, "SEER_KAFKA_SSL_KEYFILE": key},
            f"SEER_KAFKA_SSL_CERTFILE='{key}': not a PEM certificate",
        ),
        (
            {"SEER_KAFKA_SSL_CERTFILE": str(tmp_path / "gone.pem"), "SEER_KAFKA_SSL_KEYFILE": key},
            f"SEER_KAFKA_SSL_CERTFILE='{tmp_path / 'gone.pem'}': "
            f"no such file: {tmp_path / 'gone.pem'}",
        ),
    ]
    for env, error in cases:
        done = seer({**tls, **env}, "topics", cwd=tmp_path)
        assert done.returncode == 2, done.stderr
        assert lines(done.stderr) == [f"seer-stream: invalid setting {error}"], done.stderr
    # The password itself is never shown, even when it is the one at fault.
    assert "n0t-th1s-0ne" not in seer({**tls, **cases[5][0]}, "topics", cwd=tmp_path).stderr


def test_a_client_certificate_a_plaintext_client_would_not_send_is_warned_about(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(settings_module, "_warned", set())
    files = write_certificates(tmp_path)[1]
    pair = {"kafka_ssl_certfile": files.client_cert, "kafka_ssl_keyfile": files.client_key}
    with caplog.at_level(logging.WARNING):
        Settings(kafka_security_protocol="SASL_SSL", **pair)
        Settings(kafka_security_protocol="SSL", **pair)
        assert not caplog.records
        Settings(kafka_security_protocol="SASL_PLAINTEXT", **pair)
    assert [r.getMessage() for r in caplog.records] == [
        "seer-stream: SEER_KAFKA_SSL_CERTFILE and _KEYFILE are not sent: "
        "SEER_KAFKA_SECURITY_PROTOCOL is SASL_PLAINTEXT (SSL or SASL_SSL sends them)"
    ]


def test_a_setting_error_never_shows_a_password(tmp_path: Path) -> None:
    """The line names the variable and its value, but not a password in it: stderr lands in
    CI logs and log stores."""
    (tmp_path / "events.jsonl").write_bytes(EVENT)
    url = "http://judge:hunter2-s3cret@127.0.0.1:1/v1"
    done = seer(
        {"SEER_EVALUATOR": "llm", "SEER_LLM_MODEL": "m", "SEER_LLM_BASE_URL": url},
        "score",
        "events.jsonl",
        cwd=tmp_path,
    )
    assert done.returncode == 2, done.stderr
    assert "hunter2" not in done.stderr
    assert "invalid setting SEER_LLM_BASE_URL='http://[redacted]@127.0.0.1:1/v1'" in done.stderr
