"""One settings model for every command; environment variables with the SEER_ prefix."""

from __future__ import annotations

import difflib
import logging
import os
import re
import ssl
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal, Self
from urllib.parse import urlsplit

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from stream.redact import redact

_log = logging.getLogger(__name__)
_SEGMENT_KEY = re.compile(r"^[a-zA-Z_][a-zA-Z0-9_]*$")
PREFIX = "SEER_"
# Labels a segment key cannot be: those a per-segment series carries beside the segment's
# (a histogram's `le`, a summary's `quantile`), those Prometheus adds at scrape time (`job`,
# `instance`), those the rules join onto segments from seer_evaluator_info (`evaluator`,
# `model`, `prompt_version`: the judge's bias-corrected recall), the dashboards' `window`
# variable, and the worker's `outcome` and `reason`. Names starting "__" are Prometheus's.
RESERVED_LABELS = frozenset(
    {"le", "quantile", "job", "instance", "evaluator", "model", "prompt_version", "window"}
    | {"outcome", "reason"}
)
# A broker as librdkafka and faust both read it: a name or IPv4 address, or an IPv6 one in
# brackets, and a port, 9092 when left out (librdkafka reads 99999 as 34463: mod 65536)
_HOST_PORT = re.compile(r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)(?::(?P<port>[0-9]{1,5}))?")
# A topic name Kafka takes (its own rule: 249 characters at most, "." and ".." refused)
_TOPIC = re.compile(r"[a-zA-Z0-9._-]{1,249}")
# Room above SEER_MAX_RECORD_BYTES in a producer's message.max.bytes for the key, the
# headers and the record framing, so that any record the worker takes can be sent whole.
PRODUCER_HEADROOM_BYTES = 65536


def _split_csv(value: Any) -> Any:
    if isinstance(value, str):
        return [part.strip() for part in value.split(",") if part.strip()]
    return value


class _DebugLogger(logging.Logger):
    """librdkafka's log lines (one per failed connect, every second: hundreds while a
    broker is away) at debug level; what matters is reported once, in our own words."""

    def log(self, level: int, msg: object, *args: object, **kwargs: Any) -> None:
        super().log(logging.DEBUG, msg, *args, **kwargs)


LIBRDKAFKA_LOG = _DebugLogger("stream.librdkafka")
LIBRDKAFKA_LOG.parent = logging.getLogger("stream")


def variable(field: str) -> str:
    """The environment variable of a settings field: `sample_rate` -> `SEER_SAMPLE_RATE`."""
    return f"{PREFIX}{field.upper()}"


def check_segment_keys(keys: Sequence[Any]) -> list[str]:
    """The keys, when each can be a segment label and none repeats; else ValueError naming
    the first that cannot (SEER_SEGMENT_KEYS, the rules' and the dashboards' configs)."""
    seen: set[str] = set()
    for key in keys:
        if not isinstance(key, str) or not _SEGMENT_KEY.match(key):
            raise ValueError(f"segment key {key!r} is not a valid Prometheus label name")
        if key.startswith("__"):
            raise ValueError(f"segment key {key!r} is reserved: names starting __ are Prometheus's")
        if key in RESERVED_LABELS:
            raise ValueError(f"segment key {key!r} clashes with a label seer-stream uses")
        if key in seen:
            raise ValueError(f"segment key {key!r} is listed twice")
        seen.add(key)
    return list(keys)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix=PREFIX, extra="ignore")

    def __init__(self, **values: Any) -> None:
        # Before validation: a misspelled name is often why a value is missing or invalid.
        warn_unknown_variables(os.environ)
        super().__init__(**values)

    # Kafka
    kafka_bootstrap: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: ["127.0.0.1:9092"]
    )
    input_topic: str = "seer.events"
    output_topic: str = "seer.scores"
    dlq_topic: str = "seer.dead-letters"
    app_id: str = "seer-stream"
    topic_partitions: Annotated[int, Field(ge=1)] = 4
    topic_replication: Annotated[int, Field(ge=1)] = 1
    kafka_session_timeout_s: Annotated[float, Field(gt=0)] = 30.0
    # How long a command waits for a broker to answer before it says it cannot reach one.
    kafka_connect_timeout_s: Annotated[float, Field(gt=0, le=300)] = 15.0
    kafka_producer_max_batch_bytes: Annotated[int, Field(ge=1)] = 16384
    # How long the producer waits to fill a batch (Apache Kafka's own default since 4.0):
    # fewer, fuller produce requests cost less CPU per record than one request each.
    kafka_producer_linger_s: Annotated[float, Field(ge=0, le=1)] = 0.005
    kafka_producer_request_timeout_s: Annotated[float, Field(gt=0, le=1200)] = 30.0
    # After SIGTERM, how long the worker may drain before it exits with what is left
    # uncommitted: below Kubernetes' 60 s grace, so that SIGKILL never comes.
    shutdown_deadline_s: Annotated[float, Field(gt=0, le=3600)] = 30.0
    kafka_security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = "PLAINTEXT"
    kafka_sasl_mechanism: Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"] = "PLAIN"
    kafka_sasl_username: str | None = None
    kafka_sasl_password: SecretStr | None = None  # never shown by repr() or in logs
    kafka_ssl_cafile: Path | None = None
    # A client certificate (mutual TLS: Strimzi's tls authentication, Aiven, MSK): the
    # certificate and its private key, PEM files; the key's password where it has one.
    kafka_ssl_certfile: Path | None = None
    kafka_ssl_keyfile: Path | None = None
    kafka_ssl_key_password: SecretStr | None = None  # never shown by repr() or in logs

    # Evaluation
    evaluator: Literal["lexical", "llm"] = "lexical"
    llm_base_url: str | None = None
    llm_model: str | None = None
    # Before `score` reads its file and before the worker consumes: the key, and one tiny
    # request, so that a judge that cannot work stops at once with the cause.
    llm_preflight: bool = True
    llm_concurrency: Annotated[int, Field(ge=1, le=4096)] = 32
    # Helper processes that send the judge's requests (the openai client costs ~0.5 ms
    # of CPU per request; a helper puts that on another core); 0: from the worker.
    llm_processes: Annotated[int, Field(ge=0, le=64)] = 1
    llm_rpm: Annotated[int, Field(ge=0)] = 0
    llm_tpm: Annotated[int, Field(ge=0)] = 0
    llm_timeout_s: Annotated[float, Field(gt=0, le=120)] = 30.0
    llm_max_retries: Annotated[int, Field(ge=0)] = 4
    llm_parse_retries: Annotated[int, Field(ge=0)] = 2
    llm_max_requirements: Annotated[int, Field(ge=1, le=50)] = 12
    # Requests one over-limit event may be judged in (SEER_OVERSIZE=chunk); past it the
    # event is dead-lettered before any is sent (257k tiny passages planned 5,140).
    llm_max_chunks: Annotated[int, Field(ge=1, le=1000)] = 8
    llm_max_completion_tokens: Annotated[int, Field(ge=64)] = 1024
    # The most of one response body read from the endpoint; a longer answer is no
    # judgment (a well-formed one at 1024 completion tokens is a few kB).
    llm_max_response_bytes: Annotated[int, Field(ge=4096)] = 1_048_576
    llm_response_format: Literal["auto", "json_schema", "json_object"] = "auto"
    llm_prompt_usd_per_mtok: Annotated[float, Field(ge=0)] = 0.0
    llm_completion_usd_per_mtok: Annotated[float, Field(ge=0)] = 0.0
    llm_cache_size: Annotated[int, Field(ge=0)] = 10_000
    llm_cache_ttl_s: Annotated[float, Field(ge=0)] = 900.0
    llm_cache_max_bytes: Annotated[int, Field(ge=0)] = 64 * 1024 * 1024
    sample_rate: Annotated[float, Field(ge=0.0, le=1.0)] = 1.0

    # Input limits (SPEC §2)
    max_passages: Annotated[int, Field(ge=1)] = 50
    max_passage_chars: Annotated[int, Field(ge=1)] = 4000
    max_record_bytes: Annotated[int, Field(ge=1024)] = 1_048_576
    oversize: Literal["chunk", "dead_letter"] = "chunk"

    # Metrics
    web_host: str = "127.0.0.1"
    web_port: Annotated[int, Field(ge=0, le=65535)] = 6066
    segment_keys: Annotated[list[str], NoDecode] = Field(
        default_factory=lambda: ["env", "feature_flag"]
    )
    max_values_per_key: Annotated[int, Field(ge=1)] = 50
    # Combinations of those values a worker labels; past it a new one counts as all `other`.
    max_segments: Annotated[int, Field(ge=1)] = 200
    # Precision below this counts an event as bloated (seer_segment_bloated_events_total).
    bloat_threshold: Annotated[float, Field(ge=0.0, le=1.0)] = 0.35
    # The longest interval at which any Prometheus scrapes /metrics (Prometheus' own default
    # is 1m). A new segment's counters read 0 for twice this, so that each one records the
    # zero its windows count from (stream/exporter.py).
    scrape_interval_s: Annotated[float, Field(gt=0.0, le=3600.0)] = 60.0

    # The judge's own checks (stream/canary.py, stream/recheck.py): labelled events judged
    # beside live traffic, and a share of live events judged a second time.
    canary_file: Path | None = None
    canary_rate: Annotated[float, Field(ge=0.0, le=6000.0)] = 0.0  # events a minute; 0: off
    recheck_rate: Annotated[float, Field(ge=0.0, le=1.0)] = 0.0  # share of events; 0: off

    data_dir: Path = Path("seer-data")

    _csv_kafka = field_validator("kafka_bootstrap", mode="before")(_split_csv)

    @field_validator("kafka_bootstrap")
    @classmethod
    def _host_ports(cls, servers: list[str]) -> list[str]:
        if not servers:
            raise ValueError("no broker: give host:port, e.g. kafka:9092")
        for server in servers:
            if "://" in server:  # (faust's kafka://, a listener's PLAINTEXT://)
                raise ValueError(
                    f"{server!r} has a scheme: give host:port (the protocol is "
                    "SEER_KAFKA_SECURITY_PROTOCOL)"
                )
            found = _HOST_PORT.fullmatch(server)
            if found is None or not 1 <= int(found["port"] or 9092) <= 65535:  # (9092 unsaid)
                raise ValueError(f"{server!r} is not host:port (a port from 1 to 65535)")
        return servers

    @field_validator("segment_keys", mode="before")
    @classmethod
    def _segment_keys(cls, value: Any) -> Any:
        keys = _split_csv(value)
        return check_segment_keys(keys) if isinstance(keys, list) else keys

    @field_validator("kafka_ssl_cafile", "kafka_ssl_certfile", "kafka_ssl_keyfile")
    @classmethod
    def _cafile_reads(cls, value: Path | None) -> Path | None:
        # librdkafka refuses a missing one with "ssl.ca.location failed: ... BIO lib"
        if value is not None and not value.is_file():
            raise ValueError(f"no such file: {value}")
        return value

    @field_validator("llm_base_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is not None and value.strip():  # (empty: the openai client's default)
            parts = urlsplit(value.strip())
            if parts.scheme not in {"http", "https"} or not parts.hostname:
                raise ValueError("not an http(s) URL, e.g. http://localhost:8000/v1")
        return value

    @model_validator(mode="after")
    def _no_credentials_in_the_judge_url(self) -> Self:
        # aiohttp refuses user:password@ in a URL beside the Authorization header the key
        # goes in, so every request would fail; and the URL is shown in messages and logs.
        # A check after the fields, so that the error carries the URL without them.
        url = (self.llm_base_url or "").strip()
        if not url or "@" not in urlsplit(url).netloc:
            return self
        raise self._error(
            "llm_base_url",
            "credentials_in_url",
            "has credentials in the URL (user:password@), which cannot be sent: give the "
            "URL without them and the key in OPENAI_API_KEY (sent as a bearer token)",
            shown=redact(url),
        )

    @field_validator("input_topic", "output_topic", "dlq_topic")
    @classmethod
    def _topic_name(cls, value: str) -> str:
        if not _TOPIC.fullmatch(value) or value in {".", ".."}:
            raise ValueError("not a Kafka topic name (1 to 249 of a-z A-Z 0-9 . _ -)")
        return value

    @field_validator("web_host")
    @classmethod
    def _a_host(cls, value: str) -> str:
        # aiohttp binds every interface for "", so an empty line in an env file would serve
        # /metrics to the network without anyone asking for it
        if not value.strip():
            raise ValueError("empty: an address to serve /metrics on (0.0.0.0 for every one)")
        return value

    @field_validator("app_id")
    @classmethod
    def _group_id(cls, value: str) -> str:
        # The consumer group (and the start of the dlq replay's groups), in the characters
        # of a topic name, which every Kafka tool and ACL takes unquoted.
        if not _TOPIC.fullmatch(value):
            raise ValueError("not a consumer group id: 1 to 249 of a-z A-Z 0-9 . _ -")
        return value

    @model_validator(mode="after")
    def _topics_differ(self) -> Self:
        # One topic in two roles would feed the worker its own results or dead letters as
        # events: each dead letter dead-lettered again, for ever.
        if self.output_topic == self.input_topic or self.dlq_topic == self.input_topic:
            field = "output_topic" if self.output_topic == self.input_topic else "dlq_topic"
            why = "the worker would read its own output as input"
        elif self.dlq_topic == self.output_topic:
            field, why = "dlq_topic", "dead letters would be read as scored results"
        else:
            return self
        raise self._error(field, "same_topic", "{why}: give each topic its own name", why=why)

    @model_validator(mode="after")
    def _credentials_are_sent(self) -> Self:
        # Set and never sent: a SASL broker then drops the client with no word of why.
        if not self.kafka_security_protocol.startswith("SASL") and (
            self.kafka_sasl_username or self.kafka_sasl_password
        ):
            warn_once(
                "sasl-unused",
                "seer-stream: SEER_KAFKA_SASL_USERNAME and _PASSWORD are not sent: "
                f"SEER_KAFKA_SECURITY_PROTOCOL is {self.kafka_security_protocol} "
                "(SASL_SSL or SASL_PLAINTEXT sends them)",
            )
        return self

    @model_validator(mode="after")
    def _client_certificate_loads(self) -> Self:
        # Checked here, once, rather than as a TLS handshake the broker ends with no word of
        # why, in every client: a certificate needs its key, and the two must go together.
        certfile, keyfile = self.kafka_ssl_certfile, self.kafka_ssl_keyfile
        if certfile is None and keyfile is None:
            if self.kafka_ssl_key_password is not None:
                raise self._error(
                    "kafka_ssl_keyfile",
                    "missing_setting",
                    "required with SEER_KAFKA_SSL_KEY_PASSWORD",
                )
            return self
        if certfile is None or keyfile is None:
            given = "SEER_KAFKA_SSL_KEYFILE" if certfile is None else "SEER_KAFKA_SSL_CERTFILE"
            missing = "kafka_ssl_certfile" if certfile is None else "kafka_ssl_keyfile"
            raise self._error(missing, "missing_setting", f"required with {given}")
        try:
            pem = certfile.read_bytes()
        except OSError as exc:
            raise self._error("kafka_ssl_certfile", "unreadable", str(exc.strerror)) from None
        if b"-----BEGIN CERTIFICATE-----" not in pem:
            raise self._error("kafka_ssl_certfile", "client_certificate", "not a PEM certificate")
        password = self.kafka_ssl_key_password
        try:
            self.load_client_certificate(ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT))
        except ssl.SSLError as exc:
            if exc.reason == "KEY_VALUES_MISMATCH":
                why = "the key of another certificate than {cert}"
            elif password is not None:
                why = (
                    "cannot be read with SEER_KAFKA_SSL_KEY_PASSWORD: "
                    "a wrong password, or not a PEM private key"
                )
            else:
                why = (
                    "cannot be read: not a PEM private key, "
                    "or an encrypted one (set SEER_KAFKA_SSL_KEY_PASSWORD)"
                )
            raise self._error(
                "kafka_ssl_keyfile", "client_certificate", why, cert=str(certfile)
            ) from None
        except OSError as exc:  # (not ssl.SSLError) the key cannot be read at all
            raise self._error("kafka_ssl_keyfile", "unreadable", str(exc.strerror)) from None
        if not self.kafka_security_protocol.endswith("SSL"):
            warn_once(
                "certificate-unused",
                "seer-stream: SEER_KAFKA_SSL_CERTFILE and _KEYFILE are not sent: "
                f"SEER_KAFKA_SECURITY_PROTOCOL is {self.kafka_security_protocol} "
                "(SSL or SASL_SSL sends them)",
            )
        return self

    def load_client_certificate(self, context: ssl.SSLContext) -> None:
        """Into a TLS context, the client certificate and key of the settings, if set (faust's
        context, and the check above, which librdkafka's clients rely on too)."""
        certfile, keyfile = self.kafka_ssl_certfile, self.kafka_ssl_keyfile
        if certfile is not None and keyfile is not None:
            password = self.kafka_ssl_key_password
            # (a password, even empty, so that OpenSSL never prompts on a terminal for one)
            context.load_cert_chain(
                certfile, keyfile, password.get_secret_value() if password else ""
            )

    def _error(
        self, field: str, kind: str, message: str, *, shown: Any = None, **context: str
    ) -> ValidationError:
        """A model check's failure, reported as `field`'s own (so as SEER_<FIELD>), with
        its value, or `shown` in its place (a value with a password in it)."""
        error = PydanticCustomError(kind, message, context or None)
        given = getattr(self, field) if shown is None else shown
        detail = InitErrorDetails(type=error, loc=(field,), input=given)
        return ValidationError.from_exception_data(type(self).__name__, [detail])

    @model_validator(mode="after")
    def _canary_needs_a_file(self) -> Self:
        if self.canary_rate <= 0:  # off: the file is not read (it may be large)
            return self
        if self.canary_file is None:
            raise self._error(
                "canary_file", "missing_setting", "required with SEER_CANARY_RATE > 0"
            )
        # Read at start, so that a bad file stops the worker with the line at fault
        # instead of failing one canary judgment after another (read once: cached).
        from stream.canary import load_canary

        try:
            load_canary(self.canary_file)
        except ValueError as exc:
            raise self._error("canary_file", "canary_file", "{reason}", reason=str(exc)) from None
        return self

    @model_validator(mode="after")
    def _judge_needs_a_model(self) -> Self:
        if self.evaluator == "llm" and not (self.llm_model or "").strip():
            # Raised as the field's own error, so that it is reported as SEER_LLM_MODEL.
            raise self._error("llm_model", "missing_setting", "required with SEER_EVALUATOR=llm")
        return self

    @property
    def producer_message_max_bytes(self) -> int:
        """A producer's message.max.bytes: SEER_MAX_RECORD_BYTES plus key and headers."""
        return self.max_record_bytes + PRODUCER_HEADROOM_BYTES

    @property
    def broker_urls(self) -> list[str]:
        return [f"kafka://{server}" for server in self.kafka_bootstrap]

    def confluent_config(self) -> dict[str, Any]:
        """librdkafka settings shared by every confluent-kafka client we build."""
        config: dict[str, Any] = {
            "bootstrap.servers": ",".join(self.kafka_bootstrap),
            "security.protocol": self.kafka_security_protocol,
            "logger": LIBRDKAFKA_LOG,
        }
        if self.kafka_security_protocol.startswith("SASL"):
            config["sasl.mechanism"] = self.kafka_sasl_mechanism
            config["sasl.username"] = self.kafka_sasl_username or ""
            password = self.kafka_sasl_password
            config["sasl.password"] = password.get_secret_value() if password else ""
        if self.kafka_ssl_cafile is not None:
            config["ssl.ca.location"] = str(self.kafka_ssl_cafile)
        if self.kafka_ssl_certfile is not None and self.kafka_ssl_keyfile is not None:
            config["ssl.certificate.location"] = str(self.kafka_ssl_certfile)
            config["ssl.key.location"] = str(self.kafka_ssl_keyfile)
            if self.kafka_ssl_key_password is not None:
                config["ssl.key.password"] = self.kafka_ssl_key_password.get_secret_value()
        return config


# Every SEER_* variable seer-stream reads: the settings' (none is read elsewhere).
KNOWN_VARIABLES = frozenset(variable(name) for name in Settings.model_fields)
_warned: set[str] = set()
_warned_lock = threading.Lock()


def unknown_variables(environ: Mapping[str, str]) -> dict[str, str | None]:
    """SEER_* names in `environ` that no setting reads, each with the closest known name."""
    suffixes = sorted(name.removeprefix(PREFIX) for name in KNOWN_VARIABLES)
    unknown: dict[str, str | None] = {}
    for name in environ:
        upper = name.upper()
        # pydantic-settings reads the names whatever their case.
        if upper.startswith(PREFIX) and upper not in KNOWN_VARIABLES:
            # Matched without the prefix, which every name shares and would make all alike.
            close = difflib.get_close_matches(upper.removeprefix(PREFIX), suffixes, n=1)
            unknown[name] = PREFIX + close[0] if close else None
    return unknown


def warn_once(key: str, message: str) -> None:
    """Log `message` as a warning the first time `key` is warned about in this process."""
    with _warned_lock:
        if key in _warned:
            return
        _warned.add(key)
    _log.warning("%s", message)


def warn_unknown_variables(environ: Mapping[str, str]) -> None:
    """Log a warning for each unknown SEER_* variable, once per process: a misspelled
    setting is otherwise silently ignored and its default used."""
    for name, closest in unknown_variables(environ).items():
        hint = f"; did you mean {closest}?" if closest else ""
        warn_once(name, f"seer-stream: unknown setting {name} is ignored{hint}")
