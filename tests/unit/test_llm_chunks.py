"""How many requests an over-limit context is judged in, counted before planning."""

from __future__ import annotations

import random

from stream.evaluators.llm import count_chunks, plan_chunks


def test_the_count_is_the_plan_s_length() -> None:
    rng = random.Random(7)
    for _ in range(300):
        passages = ["x" * rng.choice([0, 1, 5, 9, 10, 11, 40]) for _ in range(rng.randint(0, 40))]
        max_passages, max_chars = rng.randint(1, 12), rng.randint(1, 12)
        planned = plan_chunks(passages, max_passages, max_chars)
        assert count_chunks(passages, max_passages, max_chars) == len(planned), passages
