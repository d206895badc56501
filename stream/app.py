"""The faust app factory: topics, the evaluate agent and the /metrics page.

The app is built from one Settings object and never bound at import time.
The agent stays thin: the work is in `stream.pipeline`.
"""

from __future__ import annotations

import logging
import ssl
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

import faust
from faust.types import TP, EventT, StreamT
from faust.web import Request, Response, View
from prometheus_client import CollectorRegistry

from stream import __version__
from stream.canary import Canary, load_canary
from stream.evaluators import Evaluator, build_evaluator
from stream.exporter import UnscoredAge, exposition, owned_partitions
from stream.faust_monitor import QuietMonitor
from stream.final_scrape import Exposure, FinalScrape, FinalScrapeBoot
from stream.kafka import Header, foreign_headers, replayed_from
from stream.lag import LagCollector
from stream.looplag import LoopLag
from stream.metrics import (
    CanaryMetrics,
    PipelineMetrics,
    RecheckMetrics,
    evaluator_info,
    process_metrics,
)
from stream.offsets import CommitBeforeRevoke, CommittingTransport, InOrderAcks
from stream.pipeline import DeadLetter, Pipeline, Scored, Source
from stream.publish import DeadLetterRefused, Publisher, Unpublishable, publish_dead_letter
from stream.recheck import Recheck
from stream.settings import Settings

log = logging.getLogger(__name__)


@dataclass
class Seer:
    """The app and what it was built with, for the CLI and the tests."""

    app: faust.App
    settings: Settings
    registry: CollectorRegistry
    pipeline: Pipeline


def _credentials(settings: Settings) -> Any:
    protocol = settings.kafka_security_protocol
    if protocol == "PLAINTEXT":
        return None
    context = None
    if protocol in ("SSL", "SASL_SSL"):
        cafile = str(settings.kafka_ssl_cafile) if settings.kafka_ssl_cafile else None
        context = ssl.create_default_context(cafile=cafile)
        settings.load_client_certificate(context)  # mutual TLS, where it is set
    if protocol.startswith("SASL"):
        return faust.SASLCredentials(
            username=settings.kafka_sasl_username,
            password=(
                settings.kafka_sasl_password.get_secret_value()
                if settings.kafka_sasl_password
                else None
            ),
            mechanism=settings.kafka_sasl_mechanism,
            ssl_context=context,
        )
    return faust.SSLCredentials(context)


def dead_letter_headers(dead: DeadLetter, source: Source) -> list[tuple[str, bytes]]:
    return [
        ("seer-reason", dead.reason.encode("utf-8")),
        ("seer-reason-code", dead.code.encode()),
        ("seer-stage", dead.stage.encode()),
        ("seer-source-topic", source.topic.encode("utf-8")),
        ("seer-source-partition", str(source.partition).encode()),
        ("seer-source-offset", str(source.offset).encode()),
    ]


def create_app(
    settings: Settings,
    *,
    evaluator: Evaluator | None = None,
    registry: CollectorRegistry | None = None,
) -> Seer:
    own_registry = registry if registry is not None else CollectorRegistry()
    process_metrics(own_registry, __version__)
    metrics = PipelineMetrics(
        own_registry, settings.segment_keys, zero_for_s=2 * settings.scrape_interval_s
    )
    pipeline = Pipeline(settings, evaluator or build_evaluator(settings, own_registry), metrics)
    session_timeout = settings.kafka_session_timeout_s
    app = faust.App(
        settings.app_id,
        broker=settings.broker_urls,
        broker_credentials=_credentials(settings),
        broker_session_timeout=session_timeout,
        broker_heartbeat_interval=min(3.0, session_timeout / 3),
        consumer_auto_offset_reset="earliest",
        producer_acks=-1,
        producer_max_batch_size=settings.kafka_producer_max_batch_bytes,
        # An input the broker took is dead-lettered whole, with headers: the client must
        # not refuse what the broker would take (faust's default is 1,000,000 bytes).
        producer_max_request_size=settings.producer_message_max_bytes,
        producer_linger=settings.kafka_producer_linger_s,
        # A send the broker has not answered by then fails and is sent again by us
        # (stream.publish), with a metric, rather than waiting silently (faust: 20 min).
        producer_request_timeout=settings.kafka_producer_request_timeout_s,
        topic_partitions=settings.topic_partitions,
        topic_replication_factor=settings.topic_replication,
        datadir=str(settings.data_dir),
        store="memory://",
        web_enabled=True,
        web_bind=settings.web_host,
        web_host=settings.web_host,
        web_port=settings.web_port,
        # /metrics only (and faust's {"status": "OK"} index): no tables, router or stats.
        web_router_enabled=False,
        web_tables_enabled=False,
        web_stats_enabled=False,
        web_graph_enabled=False,
        web_metrics_enabled=False,
        autodiscover=False,
        # No leader election: nothing here runs on the leader alone (on_leader=True), so
        # faust's topic <id>-__assignor-__leader is not made, which a Kafka user that may
        # not create topics could not do (faust would stop at start on the refusal).
        topic_disable_leader=True,
        Monitor=QuietMonitor,  # faust's per-event statistics feed only its web stats, off
    )

    # (as faust makes its own, before it makes the consumer)
    app.transport = CommittingTransport(app.conf.broker_consumer, app)

    def raw_topic(name: str) -> faust.TopicT:
        # Bytes in, bytes out: validation is ours, so that bad records reach the DLQ intact.
        return app.topic(
            name, key_type=bytes, value_type=bytes, key_serializer="raw", value_serializer="raw"
        )

    events = raw_topic(settings.input_topic)
    scores = raw_topic(settings.output_topic)
    dead_letters = raw_topic(settings.dlq_topic)
    unscored = UnscoredAge(own_registry)

    acks = InOrderAcks()
    # On stop, /metrics waits for a scrape to read the last counts (stream/final_scrape.py).
    exposure = Exposure()
    final = FinalScrape(exposure, min(settings.scrape_interval_s, settings.shutdown_deadline_s))
    app.boot_strategy = FinalScrapeBoot(app, final)

    async def handle(event: EventT[bytes]) -> None:
        message = event.message
        acks.take(event)  # before any await: nothing after it is committed until it settles
        timestamp_ms = _timestamp_ms(message)
        key = (message.partition, message.offset)
        unscored.taken(key, timestamp_ms / 1000 if timestamp_ms else time.time())
        try:
            await settle(
                message, Source(message.topic, message.partition, message.offset, timestamp_ms)
            )
        except DeadLetterRefused as exc:
            # Held in a running worker, the event would stop its partition's commits for
            # good and hang every rebalance (faust waits for each event in flight to be
            # acked): the worker stops, unacked, so the offset is never committed past it,
            # and says why; its supervisor restarts it (and it stops again until fixed).
            log.critical(
                "%s; input %s[%d]@%d: stopping the worker, the offset not committed past"
                " it (give the worker WRITE on the topic, or fix it, then restart)",
                exc,
                message.topic,
                message.partition,
                message.offset,
            )
            await app.crash(exc)
            return
        except Exception:
            # Held, never acked: its offset stays uncommitted (the next owner redoes it) and
            # its age keeps growing in seer_oldest_unscored_event_age_seconds.
            log.exception("event at %s:%d not settled; held", message.tp, message.offset)
            return
        unscored.done(key)
        acks.settle(event)

    async def send(
        topic: str,
        key: bytes | None,
        value: bytes | None,
        headers: Sequence[Header] | None,
        timestamp_s: float | None,
    ) -> Any:
        # Straight to the producer: faust's Topic.send machinery costs as much CPU as the
        # rest of the evaluate step, and these records need none of it.
        # (cast: faust's types say bytes; aiokafka writes a None value as Kafka's null)
        listed = cast(Any, list(headers)) if headers is not None else None
        return await app.producer.send(topic, key, value, None, timestamp_s, listed)

    publisher = Publisher(send, own_registry)

    async def settle(message: Any, source: Source) -> None:
        """Process one record, wait until the broker has its result or dead letter, and
        only then count the outcome (at-least-once: its offset may be committed now)."""
        value = message.value if isinstance(message.value, bytes) else b""
        outcome = await pipeline.outcome(value, source)
        if isinstance(outcome, Scored):
            result = outcome.result
            try:
                await publisher.publish(
                    "result",
                    scores.get_topic_name(),
                    result.event_id.encode("utf-8"),
                    result.json_bytes(),
                )
            except Unpublishable as exc:  # too large for the producer or the broker, ...
                log.warning("result of %s not published: %s", result.event_id, exc)
                outcome = pipeline.not_published(exc)
        if isinstance(outcome, DeadLetter):
            # The input as it was: its own headers and timestamp, so a replay restores them.
            await publish_dead_letter(
                publisher,
                dead_letters.get_topic_name(),
                message.key,
                message.value,  # (None stays Kafka's null: a replay sends a tombstone back)
                [
                    *foreign_headers(message.headers),
                    *dead_letter_headers(outcome, source),
                    *replayed_from(message.headers),
                ],
                source.timestamp_ms / 1000 if source.timestamp_ms else None,
            )
        pipeline.settled(outcome)
        exposure.counted += 1

    async def evaluate(stream: StreamT[bytes]) -> None:
        # faust's own acks would let it commit past an event still in flight.
        async for event in cast(faust.Stream[bytes], stream).noack().events():
            await handle(event)

    async def revoked(sender: Any, revoked: set[TP], **_: Any) -> None:
        acks.forget(revoked)
        unscored.forget({tp.partition for tp in revoked if tp.topic == settings.input_topic})

    # (cast: mode's signal types do not take a coroutine function with named arguments)
    app.on_partitions_revoked.connect(cast(Any, revoked))

    app.agent(events, name="seer.evaluate", concurrency=settings.llm_concurrency)(evaluate)

    def processed_to(partition: int) -> int | None:
        """One past the last offset whose outcome, and every earlier one's, is on the broker:
        this worker's own acks, or, before its first since the partition came to it, the
        group's committed offset, which faust reads at each assignment (else a restart or
        a rebalance on a quiet input showed the whole partition as lag); 0 where the group
        has none; None (no lag shown) between an assignment and that read."""
        tp = TP(settings.input_topic, partition)
        position = acks.position(tp)
        if position is None:
            consumer = app.consumer
            committed = getattr(consumer, "_committed_offset", {}).get(tp)
            if isinstance(committed, int):
                position = committed
            elif isinstance(consumer, CommitBeforeRevoke) and tp in consumer.sought:
                position = 0  # (faust reads a committed 0 as none, as it is)
        return position

    def log_end(topic: str, partition: int) -> int | None:
        try:
            return int(app.consumer.highwater(TP(topic, partition)))
        except Exception:  # not fetched yet, or the consumer is rebalancing
            return None

    own_registry.register(
        LagCollector(
            settings.input_topic,
            lambda: owned_partitions(app, settings.input_topic),
            processed_to,
            log_end,
        )
    )

    class MetricsView(View):
        async def get(self, request: Request) -> Response:
            exposure.scraped()  # (exposition reads the counts before its first await)
            written = await exposition(own_registry, request.headers.get("Accept-Encoding", ""))
            # aiohttp refuses a charset inside content_type=, so the header is set whole.
            return self.bytes(written.body, headers=written.headers)

    app.page("/metrics")(MetricsView)

    loop_lag = LoopLag(own_registry)
    app.task(loop_lag.run)
    _judge_checks(app, settings, pipeline, own_registry)

    return Seer(app=app, settings=settings, registry=own_registry, pipeline=pipeline)


def _judge_checks(
    app: faust.App, settings: Settings, pipeline: Pipeline, registry: CollectorRegistry
) -> None:
    """The judge checked beside live traffic: labelled canary events (SEER_CANARY_*) and
    a share of live events judged again (SEER_RECHECK_RATE). Neither publishes anything
    or counts in a segment; both wait for the evaluator's bound and limiters, and take at
    most a quarter of its concurrency each."""
    info = pipeline.evaluator.info
    evaluator_info(registry, info)
    share = max(1, settings.llm_concurrency // 4)
    if settings.recheck_rate > 0:
        recheck = Recheck(
            settings.recheck_rate,
            pipeline.evaluator,
            RecheckMetrics(registry, info),
            max_in_flight=share,
        )
        pipeline.on_judged = recheck.offer

        async def stop_rechecks(sender: Any, **_: Any) -> None:
            recheck.cancel()

        app.on_before_shutdown.connect(cast(Any, stop_rechecks))
    if settings.canary_rate > 0 and settings.canary_file is not None:
        canary = Canary(
            load_canary(settings.canary_file),
            settings.canary_rate,
            pipeline.evaluator,
            CanaryMetrics(registry, info),
            max_in_flight=share,
        )
        app.task(canary.run)


def _timestamp_ms(message: Any) -> int | None:
    # faust gives the record timestamp in seconds (float); the schema wants milliseconds.
    # Kafka's "no timestamp" is -1 ms (a record of the old v0 format, or a producer's -1):
    # none, rather than an event 57 years old in seer_oldest_unscored_event_age_seconds.
    timestamp = getattr(message, "timestamp", None)
    return int(timestamp * 1000) if timestamp and timestamp > 0 else None
