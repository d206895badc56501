"""Kafka behind TLS for the tests: a certificate authority of the test's own (trustme), a
TLS proxy that asks every client for a certificate of that authority and passes the
bytes on to the embedded broker, and the broker telling clients to come back through
the proxy. The clients then speak TLS to a real handshake, as to an Apache Kafka SSL
listener with `ssl.client.auth=required`."""

from __future__ import annotations

import asyncio
import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import trustme
from cryptography.hazmat.primitives import serialization

from stream.broker import EmbeddedBroker, free_port

KEY_PASSWORD = "k3y-pa55"


@dataclass(frozen=True)
class Certificates:
    """PEM files: the authority, and a client certificate it signed with its key."""

    ca: Path
    client_cert: Path
    client_key: Path
    encrypted_key: Path  # the client's key, encrypted with KEY_PASSWORD
    stranger_cert: Path  # signed by another authority
    stranger_key: Path


class _AdvertisedBroker(EmbeddedBroker):
    """The embedded broker, telling clients to connect to `advertised` (the proxy)."""

    def __init__(self, advertised: int, log_path: Path | None = None) -> None:
        super().__init__(log_path=log_path)
        self.advertised = advertised

    def command(self) -> list[str]:
        command = super().command()
        at = command.index("--advertised-listener-url") + 1
        command[at] = f"tcp://{self.host}:{self.advertised}"
        return command


@dataclass
class Handshakes:
    """What the proxy saw: the subject of each client certificate taken, and failures."""

    clients: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)


class TlsProxy:
    """TLS on 127.0.0.1:`port`, client certificates required, each connection piped to
    `target`; served from a thread of its own until `stop`."""

    def __init__(self, port: int, target: int, context: ssl.SSLContext) -> None:
        self.port, self.target, self.context = port, target, context
        self.handshakes = Handshakes()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._server: asyncio.Server | None = None

    def start(self, timeout_s: float = 10.0) -> TlsProxy:
        self._thread.start()
        serving = asyncio.run_coroutine_threadsafe(self._serve(), self._loop)
        self._server = serving.result(timeout_s)
        return self

    def stop(self, timeout_s: float = 10.0) -> None:
        async def close() -> None:
            if self._server is not None:
                self._server.close()
            pipes = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in pipes:
                task.cancel()  # each closes its two connections
            await asyncio.wait(pipes, timeout=timeout_s) if pipes else None

        with suppress(Exception):
            asyncio.run_coroutine_threadsafe(close(), self._loop).result(timeout_s)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout_s)
        if not self._thread.is_alive():
            self._loop.close()

    async def _serve(self) -> asyncio.Server:
        # Plain TCP, then TLS on each connection by hand: asyncio's TLS server reports a
        # refused handshake to no one (only in debug mode, to its log).
        return await asyncio.start_server(self._pipe, "127.0.0.1", self.port)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await writer.start_tls(self.context, ssl_handshake_timeout=10)
        except (TimeoutError, OSError) as exc:  # (ssl.SSLError is an OSError)
            self.handshakes.failed.append(str(exc))
            writer.transport.abort()
            return
        peer = writer.get_extra_info("peercert") or {}
        subject = dict(pair[0] for pair in peer.get("subject", ()))
        self.handshakes.clients.append(str(subject.get("commonName")))
        broker_reader, broker_writer = await asyncio.open_connection("127.0.0.1", self.target)
        await asyncio.gather(_copy(reader, broker_writer), _copy(broker_reader, writer))


async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except OSError:  # (ssl.SSLError is one)
        pass
    finally:
        writer.close()


def write_certificates(directory: Path) -> tuple[trustme.CA, Certificates]:
    ca, stranger_ca = trustme.CA(), trustme.CA()
    client = ca.issue_cert("seer-client@example.test", common_name="seer-client")
    stranger = stranger_ca.issue_cert("stranger@example.test")
    files = Certificates(
        ca=directory / "ca.pem",
        client_cert=directory / "client.pem",
        client_key=directory / "client.key",
        encrypted_key=directory / "client-encrypted.key",
        stranger_cert=directory / "stranger.pem",
        stranger_key=directory / "stranger.key",
    )
    ca.cert_pem.write_to_path(str(files.ca))
    client.cert_chain_pems[0].write_to_path(str(files.client_cert))
    client.private_key_pem.write_to_path(str(files.client_key))
    key = serialization.load_pem_private_key(client.private_key_pem.bytes(), password=None)
    files.encrypted_key.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(KEY_PASSWORD.encode()),
        )
    )
    stranger.cert_chain_pems[0].write_to_path(str(files.stranger_cert))
    stranger.private_key_pem.write_to_path(str(files.stranger_key))
    return ca, files


@dataclass(frozen=True)
class TlsKafka:
    bootstrap: str  # the proxy: the only address clients are given
    certificates: Certificates
    handshakes: Handshakes


@contextmanager
def tls_kafka(directory: Path) -> Iterator[TlsKafka]:
    """The embedded broker reachable only through mutual TLS, stopped on exit."""
    ca, certificates = write_certificates(directory)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
    ca.configure_trust(context)
    context.verify_mode = ssl.CERT_REQUIRED
    port = free_port()
    with _AdvertisedBroker(port, log_path=directory / "broker.log") as broker:
        proxy = TlsProxy(port, broker.port, context).start()
        try:
            yield TlsKafka(f"127.0.0.1:{port}", certificates, proxy.handshakes)
        finally:
            proxy.stop()
