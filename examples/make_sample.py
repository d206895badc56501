"""Regenerate sample-events.jsonl, the demo's traffic, from the shared gold set.

    python examples/make_sample.py [GOLDSET_DIR]

Two envs x two feature flags. `retrieval-v2` gets full contexts; `retrieval-v1`
gets contexts with a supporting passage missing half of the time, so the demo
shows a quality gap between the flags. A few malformed records exercise the
dead-letter topic. Deterministic: the same gold set gives the same file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PER_SEGMENT = 12
MAX_PASSAGES = 6

MALFORMED = [
    b'{"task": "what is the capital of France", "context": ["Paris is the capital"',  # cut short
    b'["not", "an", "object"]',
    b'{"context": ["a passage without a task"], "metadata": {"env": "prod"}}',
    b'{"task": "who wrote Hamlet?", "context": "Shakespeare wrote Hamlet."}',
    b'{"task": "who wrote Hamlet?", "context": [{"id": "d1", "score": 0.9}]}',
    b'{"task": "who wrote Hamlet?", "context": [{"text": "Shakespeare", "score": "high"}]}',
]


def trimmed(row: dict[str, Any]) -> list[dict[str, Any]]:
    """Gold passages plus the top distractors, in retrieval order, ranked 1..n."""
    gold = set(row["gold"]["supporting_ids"])
    keep = [p for p in row["context"] if p["id"] in gold]
    for passage in row["context"]:
        if len(keep) >= MAX_PASSAGES:
            break
        if passage not in keep:
            keep.append(passage)
    order = {p["id"]: i for i, p in enumerate(row["context"])}
    keep.sort(key=lambda p: order[p["id"]])
    return [
        {"id": p["id"], "text": p["text"], "score": round(1.0 - 0.05 * rank, 2), "rank": rank + 1}
        for rank, p in enumerate(keep)
    ]


def main(goldset: Path) -> None:
    answerable = [json.loads(line) for line in (goldset / "answerable.jsonl").open()]
    incomplete = [json.loads(line) for line in (goldset / "incomplete.jsonl").open()]
    incomplete = [r for r in incomplete if r["gold"].get("derived")]
    lines: list[bytes] = []
    n = 0
    for env in ("prod", "staging"):
        for flag in ("retrieval-v1", "retrieval-v2"):
            for i in range(PER_SEGMENT):
                degraded = flag == "retrieval-v1" and i % 2 == 0
                row = (incomplete if degraded else answerable)[n]
                n += 1
                event = {
                    "event_id": f"demo-{env}-{flag}-{i:02d}",
                    "task": row["task"],
                    "context": trimmed(row),
                    "metadata": {
                        "env": env,
                        "feature_flag": flag,
                        "dataset": row["gold"]["dataset"],
                    },
                }
                lines.append(json.dumps(event, ensure_ascii=False).encode("utf-8"))
    # Spread the malformed records through the stream rather than at the end.
    for k, bad in enumerate(MALFORMED):
        lines.insert(7 * (k + 1), bad)
    (HERE / "sample-events.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    print(f"wrote {len(lines)} records ({len(MALFORMED)} malformed)")


if __name__ == "__main__":
    default = HERE.parent.parent / "shared" / "goldset"
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else default)
