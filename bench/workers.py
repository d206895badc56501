"""Bench-only workers, run as processes by bench/pipeline.py.

    python bench/workers.py seer [--delay S]    the seer-stream app with an instant evaluator
    python bench/workers.py bare                a bare faust agent: input -> output, nothing else

Both read SEER_* settings from the environment like `seer-stream worker`.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

import faust

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from stream.app import create_app
from stream.evaluators import Evaluation
from stream.kafka import ensure_topics
from stream.schema import EvaluatorInfo, JudgedRequirement, Judgment
from stream.settings import Settings
from stream.worker import execute


class InstantEvaluator:
    """Cites passage 1 for one requirement, after `delay` seconds (0: at once).

    The judgment is built once: the bench measures the pipeline around an evaluator
    that costs nothing, not the building of judgments."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        requirement = JudgedRequirement(text="what the task asks", supported_by=[1])
        self._evaluation = Evaluation(Judgment(requirements=[requirement]))

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="instant")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        if self.delay:
            await asyncio.sleep(self.delay)
        return self._evaluation

    async def aclose(self) -> None:
        pass


def bare(settings: Settings) -> faust.App:
    app = faust.App(
        settings.app_id,
        broker=settings.broker_urls,
        broker_session_timeout=settings.kafka_session_timeout_s,
        web_enabled=True,
        web_bind=settings.web_host,
        web_port=settings.web_port,
        datadir=str(settings.data_dir),
        # The same producer settings as seer-stream's: the comparison is of the work done.
        producer_max_batch_size=settings.kafka_producer_max_batch_bytes,
        producer_linger=settings.kafka_producer_linger_s,
    )
    raw = {
        "key_type": bytes,
        "value_type": bytes,
        "key_serializer": "raw",
        "value_serializer": "raw",
    }
    source = app.topic(settings.input_topic, **raw)  # type: ignore[arg-type]
    sink = app.topic(settings.output_topic, **raw)  # type: ignore[arg-type]

    async def forward(stream: faust.StreamT[bytes]) -> None:
        async for event in stream.events():
            await sink.send(key=event.message.key, value=event.message.value)

    app.agent(source, name="bare.forward")(forward)

    @app.page("/metrics")
    async def ready(view: faust.web.View, request: faust.web.Request) -> faust.web.Response:
        return view.bytes(b"")  # only tells the bench that the worker is up

    return app


def main() -> None:
    settings = Settings()
    ensure_topics(settings)
    if sys.argv[1] == "bare":
        app = bare(settings)
    else:
        delay = float(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "--delay" else 0.0
        app = create_app(settings, evaluator=InstantEvaluator(delay)).app
    execute(faust.Worker(app, loglevel="warning", quiet=True))


if __name__ == "__main__":
    main()
