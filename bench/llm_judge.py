"""LLM judge benchmarks against a local OpenAI-compatible server (prints figures, never fails).

    python bench/llm_judge.py [throughput] [rpm] [tokens]

- throughput: events/s through the pipeline (validate, judge, score) with the
  server answering after a fixed 200 ms, at concurrency C = 16, 64, 256, over
  the bound C / 0.2 s, with requests sent from the worker process
  (SEER_LLM_PROCESSES=0) and from one helper process (=1). The server runs in
  its own process.
- rpm: with SEER_LLM_RPM below what the concurrency could reach, requests in
  every 60 s window (never above the limit) and the share of the limit used.
- tokens: prompt tokens per event over the event's own text tokens on
  answerable.jsonl, the fixed overhead per request (instructions + schema),
  passages sent once, calls per event, and 0 calls for a cache hit.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from prometheus_client import CollectorRegistry
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from parts import chosen  # noqa: E402  (bench/, this script's folder)

from stream.broker import free_port, wait_for_port  # noqa: E402
from stream.evaluators.llm import LLMEvaluator  # noqa: E402
from stream.evaluators.prompt import ANSWER_SCHEMA, build_messages  # noqa: E402
from stream.metrics import PipelineMetrics  # noqa: E402
from stream.pipeline import Pipeline, Scored, Source  # noqa: E402
from stream.settings import Settings  # noqa: E402
from tests.support.openai_server import (  # noqa: E402
    ChatRequest,
    OpenAIServer,
    Reply,
    count_tokens,
    judgment,
)

console = Console()
LATENCY_S = 0.2


def goldset() -> Path:
    return Path(os.environ.get("SEER_GOLDSET") or ROOT.parent / "shared" / "goldset")


def sample_events(n: int) -> list[bytes]:
    """Realistic events (10 passages of ~100 words), each distinct so none is a cache hit."""
    path = goldset() / "answerable.jsonl"
    if path.is_file():
        rows = [json.loads(line) for line in path.read_text().splitlines()]
    else:
        rows = [{"task": "Who directed Inception?", "context": ["Nolan directed it."] * 10}]
    return [
        json.dumps(
            {
                "task": f"{rows[i % len(rows)]['task']} (#{i})",
                "context": rows[i % len(rows)]["context"],
                "metadata": {"env": "bench"},
            }
        ).encode()
        for i in range(n)
    ]


def settings_for(base_url: str, **overrides: Any) -> Settings:
    return Settings.model_validate(
        {
            "evaluator": "llm",
            "llm_base_url": base_url,
            "llm_model": "judge",
            "llm_cache_size": 0,
            **overrides,
        }
    )


async def run_pipeline(settings: Settings, events: list[bytes], warmup: int = 0) -> float:
    """Events per second through the pipeline, with SEER_LLM_CONCURRENCY in flight.

    The first `warmup` events open the connections and are not timed: a worker
    runs for hours, so the steady state is what counts.
    """
    registry = CollectorRegistry()
    evaluator = LLMEvaluator(settings, registry)
    pipeline = Pipeline(settings, evaluator, PipelineMetrics(registry, settings.segment_keys))
    scored = 0

    async def drain(queue: list[bytes]) -> None:
        nonlocal scored
        while queue:
            outcome = await pipeline.process(queue.pop(), Source("bench", 0, 0))
            scored += isinstance(outcome, Scored)

    async def run(batch: list[bytes]) -> float:
        queue = list(reversed(batch))
        started = time.perf_counter()
        await asyncio.gather(*(drain(queue) for _ in range(settings.llm_concurrency)))
        return time.perf_counter() - started

    try:
        await run(events[:warmup])
        elapsed = await run(events[warmup:])
    finally:
        await evaluator.aclose()  # also when cancelled, so the server can stop at once
    assert scored == len(events), f"only {scored} of {len(events)} scored"
    return (len(events) - warmup) / elapsed


def throughput() -> None:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.support.openai_server", "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    try:
        if not wait_for_port("127.0.0.1", port, 15):
            raise RuntimeError("bench server did not start")
        table = Table(title=f"Throughput, server latency {LATENCY_S * 1000:.0f} ms")
        columns = ("SEER_LLM_PROCESSES", "C", "events", "events/s", "bound C/0.2s", "ratio")
        for name in (*columns, "target"):
            table.add_column(name, justify="right")
        base_url = f"http://127.0.0.1:{port}/v1"
        # 0: requests sent from the worker process; 1: from one helper process.
        for processes in (0, 1):
            for concurrency, target in ((16, "-"), (64, "≥ 0.90"), (256, "≥ 0.80")):
                warmup = concurrency * 3
                events = sample_events(warmup + concurrency * 40)
                settings = settings_for(
                    base_url, llm_concurrency=concurrency, llm_processes=processes
                )
                rate = asyncio.run(run_pipeline(settings, events, warmup))
                bound = concurrency / LATENCY_S
                table.add_row(
                    str(processes),
                    str(concurrency),
                    str(len(events) - warmup),
                    f"{rate:.0f}",
                    f"{bound:.0f}",
                    f"{rate / bound:.2f}",
                    target,
                )
        console.print(table)
    finally:
        server.terminate()
        server.wait(10)


def rpm(limit: int = 600, seconds: float = 75.0) -> None:
    def answer(request: ChatRequest) -> Reply:
        reply = judgment(request, ("the answer", [1]))
        reply.delay_s = LATENCY_S
        return reply

    with OpenAIServer(answer) as server:
        settings = settings_for(server.base_url, llm_concurrency=64, llm_rpm=limit)
        capacity = 64 / LATENCY_S * 60
        events = sample_events(int(limit * seconds / 60) + 200)  # more than can be sent

        async def run() -> None:
            # The backlog is the point: stop while it still exists.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(run_pipeline(settings, events), timeout=seconds)

        asyncio.run(run())
        arrivals = sorted(r.received_at for r in server.requests)
    start = arrivals[0]

    def most_in(period: float) -> int:
        return max(bisect.bisect_left(arrivals, t + period) - i for i, t in enumerate(arrivals))

    first_minute = bisect.bisect_left(arrivals, start + 60)
    table = Table(title=f"RPM limit {limit} (concurrency could reach {capacity:.0f}/min)")
    for name in ("requests", "max in any 60 s", "max in any 1 s", "first minute", "share used"):
        table.add_column(name, justify="right")
    table.add_row(
        f"{len(arrivals)} in {arrivals[-1] - start:.0f} s",
        f"{most_in(60)} (limit {limit})",
        f"{most_in(1)} (share {-(-limit // 60)})",
        str(first_minute),
        f"{first_minute / limit:.3f} (target ≥ 0.95)",
    )
    console.print(table)


def tokens() -> None:
    path = goldset() / "answerable.jsonl"
    if not path.is_file():
        console.print(f"[yellow]tokens: no gold set at {path}[/yellow]")
        return
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    schema_tokens = count_tokens(json.dumps(ANSWER_SCHEMA))
    with OpenAIServer(lambda r: judgment(r, ("the answer", [1]))) as server:
        settings = settings_for(server.base_url, llm_concurrency=32, llm_cache_size=10_000)
        events = [json.dumps({"task": r["task"], "context": r["context"]}).encode() for r in rows]

        async def run() -> tuple[int, int]:
            evaluator = LLMEvaluator(settings)
            registry = CollectorRegistry()
            pipeline = Pipeline(
                settings, evaluator, PipelineMetrics(registry, settings.segment_keys)
            )
            first = [await pipeline.process(e, Source("bench", 0, 0)) for e in events]
            sent = len(server.requests)
            again = [await pipeline.process(e, Source("bench", 0, 0)) for e in events]
            await evaluator.aclose()
            assert all(isinstance(o, Scored) for o in first + again)
            return sent, len(server.requests) - sent

        first_calls, repeat_calls = asyncio.run(run())
        requests = server.requests[:first_calls]
    overheads, ratios, sent_once = [], [], 0
    for row, request in zip(rows, requests, strict=True):
        own = count_tokens(row["task"]) + sum(count_tokens(p["text"]) for p in row["context"])
        prompt = sum(count_tokens(m["content"]) + 4 for m in request.messages) + schema_tokens
        overheads.append(prompt - own)
        ratios.append(prompt / own)
        texts = [p["text"] for p in row["context"]]
        size = settings.max_passage_chars  # longer passages go out in pieces of this size
        sent_once += all(
            request.user.count(t[i : i + size]) == texts.count(t)
            for t in texts
            for i in range(0, len(t), size)
        )
    fixed = build_messages("", [], settings.llm_max_requirements)
    instructions = sum(count_tokens(m["content"]) + 4 for m in fixed) + schema_tokens
    table = Table(title=f"Tokens on {path.name} ({len(rows)} events, cl100k)")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row(
        "prompt tokens / event's own text tokens (mean)", f"{sum(ratios) / len(ratios):.3f}"
    )
    table.add_row("fixed overhead per request: instructions + schema", f"{instructions}")
    table.add_row(
        "overhead per request incl. numbering and fences (mean / max)",
        f"{sum(overheads) / len(overheads):.0f} / {max(overheads)}  (target ≤ 400)",
    )
    table.add_row("events whose every passage was sent exactly once", f"{sent_once} / {len(rows)}")
    table.add_row("calls per event within limits", f"{first_calls / len(rows):.2f}")
    table.add_row(
        "calls per event, same events again (cache hits)", f"{repeat_calls / len(rows):.2f}"
    )
    table.add_row("for scale: RAGAS context recall, fixed prompt", "~940, 1 call")
    table.add_row("for scale: RAGAS context precision", "~990 per passage, 1 call each")
    console.print(table)


def main() -> None:
    parts = {"tokens": tokens, "throughput": throughput, "rpm": rpm}
    for name in chosen(__doc__, list(parts)):
        parts[name]()


if __name__ == "__main__":
    main()
