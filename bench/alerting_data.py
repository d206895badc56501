"""What `bench/alerting.py` feeds to promtool: simulated events, counted per minute as the
worker of each design would have exported them (see that module's docstring for the
whole model).

- `Pools`: per-event scores from `seer-stream score` on the gold set, answerable and
  incomplete, precision rescaled (`PRECISION_SCALE`) and F1 recomputed.
- `quality_minutes` draws a segment's events minute by minute (Poisson at the rate,
  each from the answerable pool with the probability that gives the target mean
  recall), all scored within the minute they arrive.
- `judge_down` runs one worker's queue through an hour in which the judge endpoint
  hangs: 32 evaluation slots, 157 s per event that ends dead-lettered.
- `new_segment_series`, `old_segment_series` and `worker_series` turn the counted
  minutes into promtool input series: the current counters, and the first design's
  tumbling-window gauges (`seer_window_*{window,period}`) with their staleness.
"""

from __future__ import annotations

import bisect
import hashlib
import heapq
import json
import math
import random
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from stream.evaluators.lexical import LexicalEvaluator

ROOT = Path(__file__).resolve().parents[1]
GOLDSET = ROOT.parent / "shared" / "goldset"
CACHE = Path(tempfile.gettempdir()) / "seer-stream-bench-alerting"
PRECISION_SCALE = 2.5  # as if each context kept 2/5 of its passages, every supporting one
BLOAT_THRESHOLD = 0.35  # SEER_BLOAT_THRESHOLD's default
JOB = "seer-stream"

# The judge endpoint hangs: every attempt times out (SEER_LLM_TIMEOUT_S 30 s) and an event
# gives up after 5 attempts (SEER_LLM_MAX_RETRIES 4) and their backoffs (0.5 to 4 s).
CONCURRENCY = 32  # SEER_LLM_CONCURRENCY: evaluations in flight per worker
FAIL_AFTER_S = 157.0  # 5 x 30 s + ~7 s of backoff
ATTEMPT_S = 30.0  # an evaluation running when the endpoint comes back is scored this late
SCORE_S = 2.0  # an evaluation with the endpoint up

# A per-event row, in the order of the worker's segment counters after `received`:
# events, recall, recall^2, precision, precision^2, f1, f1^2, ndcg events, ndcg, ndcg^2,
# incomplete, bloated.
Row = tuple[float, ...]
WIDTH = 12
RECALL, PRECISION, NDCG_EVENTS, NDCG, NDCG_SQ = 1, 3, 7, 8, 9
COUNTERS = (
    "events",
    "recall_sum",
    "recall_sum_squares",
    "precision_sum",
    "precision_sum_squares",
    "f1_sum",
    "f1_sum_squares",
    "ndcg_events",
    "ndcg_sum",
    "ndcg_sum_squares",
    "incomplete_events",
    "bloated_events",
)
ZERO: Row = (0.0,) * WIDTH


def score_file(name: str) -> Path:
    """`seer-stream score` output for one gold-set file, cached outside the repository by
    the evaluator's version and the digest of its code (a new version's scores are not an
    old one's, nor are those of a change made under the same version)."""
    version = LexicalEvaluator().info.prompt_version
    out = CACHE / f"{name}.{version}.{evaluator_digest()}.scored.jsonl"
    if not out.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = out.with_suffix(".partial")
        command = [str(ROOT / ".venv/bin/seer-stream"), "score", str(GOLDSET / f"{name}.jsonl")]
        subprocess.run([*command, "-o", str(partial)], cwd=ROOT, check=True, capture_output=True)
        partial.replace(out)
    return out


def evaluator_digest() -> str:
    """A digest of the evaluators' code and of the gold set's records."""
    sha = hashlib.sha256()
    for path in sorted((ROOT / "stream" / "evaluators").glob("*.py")):
        sha.update(path.read_bytes())
    for name in ("answerable", "incomplete"):
        sha.update((GOLDSET / f"{name}.jsonl").read_bytes())
    return sha.hexdigest()[:12]


def event_row(recall: float, raw_precision: float, ndcg: float | None) -> Row:
    precision = min(1.0, PRECISION_SCALE * raw_precision)
    f1 = 2 * recall * precision / (recall + precision) if recall + precision > 0 else 0.0
    has, nd = (1.0, ndcg) if ndcg is not None else (0.0, 0.0)
    return (
        1.0,
        recall,
        recall * recall,
        precision,
        precision * precision,
        f1,
        f1 * f1,
        has,
        nd,
        nd * nd,
        1.0 if recall < 1.0 else 0.0,
        1.0 if precision < BLOAT_THRESHOLD else 0.0,
    )


def pool(name: str) -> list[Row]:
    rows = [json.loads(line) for line in score_file(name).read_text().splitlines() if line]
    return [event_row(r["recall"], r["precision"], r["ndcg"]) for r in rows]


def mean_of(rows: Sequence[Row], column: int, weight: int = 0) -> float:
    return sum(r[column] for r in rows) / sum(r[weight] for r in rows)


@dataclass
class Pools:
    answerable: list[Row]
    incomplete: list[Row]
    means: dict[str, float] = field(init=False)

    def __post_init__(self) -> None:
        a, i = self.answerable, self.incomplete
        self.means = {
            "answerable_recall": mean_of(a, RECALL),
            "incomplete_recall": mean_of(i, RECALL),
            "answerable_precision": mean_of(a, PRECISION),
            "incomplete_precision": mean_of(i, PRECISION),
            "answerable_ndcg": mean_of(a, NDCG, NDCG_EVENTS),
            "incomplete_ndcg": mean_of(i, NDCG, NDCG_EVENTS),
            # per event, with or without an nDCG: for the mixture's mean
            "answerable_ndcg_sum": mean_of(a, NDCG),
            "incomplete_ndcg_sum": mean_of(i, NDCG),
            "answerable_ndcg_share": mean_of(a, NDCG_EVENTS),
            "incomplete_ndcg_share": mean_of(i, NDCG_EVENTS),
        }

    @classmethod
    def load(cls) -> Pools:
        return cls(pool("answerable"), pool("incomplete"))

    def share(self, recall: float) -> float:
        """Probability of drawing from the answerable pool for a mean recall of `recall`."""
        high, low = self.means["answerable_recall"], self.means["incomplete_recall"]
        return min(1.0, max(0.0, (recall - low) / (high - low)))

    def ndcg_mean(self, share: float) -> float:
        """Mean nDCG (over events with one) of the mixture with this answerable share."""
        m = self.means
        total = share * m["answerable_ndcg_sum"] + (1 - share) * m["incomplete_ndcg_sum"]
        counted = share * m["answerable_ndcg_share"] + (1 - share) * m["incomplete_ndcg_share"]
        return total / counted


def poisson(rng: random.Random, rate: float) -> int:
    """Knuth's method (rates up to a few hundred)."""
    limit, k, product = math.exp(-rate), 0, rng.random()
    while product > limit:
        k += 1
        product *= rng.random()
    return k


@dataclass(frozen=True)
class Profile:
    """A segment's truth minute by minute: target mean recall and nDCG drop."""

    recall: Callable[[int], float]
    ndcg_drop: Callable[[int], float] = lambda _: 0.0


def draw(rng: random.Random, pools: Pools, n: int, recall: float, ndcg_drop: float) -> Row:
    """The summed rows of `n` events of a segment whose mean recall is `recall`."""
    if n == 0:
        return ZERO
    share = pools.share(recall)
    picked = [
        rng.choice(pools.answerable if rng.random() < share else pools.incomplete) for _ in range(n)
    ]
    sums = [math.fsum(column) for column in zip(*picked, strict=True)]
    if ndcg_drop:
        mean = pools.ndcg_mean(share)
        factor = max(0.0, (mean - ndcg_drop) / mean)  # every nDCG scaled: the mean drops
        sums[NDCG] *= factor
        sums[NDCG_SQ] *= factor * factor
    return tuple(sums)


@dataclass
class Minutes:
    """One segment's counted minutes: index m holds what happened in minute m, i.e. in
    [(m-1)*60 s, m*60 s), and a scrape at m*60 s sees it (index 0 is the first scrape)."""

    received: list[float]
    # Per minute of scoring: the summed rows by the minute the events arrived in.
    scored: list[dict[int, Row]]


def quality_minutes(
    rng: random.Random, pools: Pools, profile: Profile, rate: float, minutes: int
) -> Minutes:
    """Events at `rate` a minute, each scored within the minute it arrived."""
    received: list[float] = [0.0]
    scored: list[dict[int, Row]] = [{}]
    for m in range(1, minutes + 1):
        n = poisson(rng, rate)
        received.append(float(n))
        t = m - 1  # the truth during minute m
        scored.append(
            {m: draw(rng, pools, n, profile.recall(t), profile.ndcg_drop(t))} if n else {}
        )
    return Minutes(received, scored)


@dataclass
class Worker:
    """A worker's own series per scrape (index m: at m*60 s)."""

    evaluated: list[float]  # cumulative
    failed: list[float]  # cumulative evaluator_failed
    in_flight: list[float]
    lag: list[float]
    age_s: list[float]


def steady_worker(segments: Sequence[Minutes]) -> Worker:
    """Every event scored within its minute: nothing waits at a scrape."""
    minutes = len(segments[0].received)
    total, evaluated = 0.0, []
    for m in range(minutes):
        total += sum(s.received[m] for s in segments)
        evaluated.append(total)
    zeros = [0.0] * minutes
    return Worker(evaluated, zeros, zeros, zeros, zeros)


@dataclass(order=True)
class Event:
    arrival_s: float
    segment: int = field(compare=False)
    row: Row = field(compare=False)
    taken_s: float = field(default=0.0, compare=False)
    done_s: float = field(default=0.0, compare=False)
    failed: bool = field(default=False, compare=False)


def serve(events: list[Event], down: tuple[float, float]) -> None:
    """FIFO over CONCURRENCY slots: taken when a slot is free, done after the judge."""
    start, end = down
    free = [0.0] * CONCURRENCY
    for event in sorted(events):
        event.taken_s = max(event.arrival_s, heapq.heappop(free))
        if not start <= event.taken_s < end:
            event.done_s = event.taken_s + SCORE_S
        elif event.taken_s + FAIL_AFTER_S <= end:
            event.done_s, event.failed = event.taken_s + FAIL_AFTER_S, True
        else:  # the endpoint is back before the last attempt: scored on the next one
            event.done_s = end + ATTEMPT_S
        heapq.heappush(free, event.done_s)


def judge_down(
    rng: random.Random,
    pools: Pools,
    recall: float,
    rate: float,
    segments: int,
    minutes: int,
    down: tuple[int, int],
) -> tuple[list[Minutes], Worker]:
    """Healthy segments at `rate` on one worker whose judge endpoint hangs in `down`
    (minutes): the queue, the counters and the worker's gauges at each scrape."""
    events: list[Event] = []
    for segment in range(segments):
        for m in range(1, minutes + 1):
            for _ in range(poisson(rng, rate)):
                row = draw(rng, pools, 1, recall, 0.0)
                events.append(Event((m - 1 + rng.random()) * 60, segment, row))
    serve(events, (down[0] * 60.0, down[1] * 60.0))
    counted = [
        Minutes([0.0] * (minutes + 1), [{} for _ in range(minutes + 1)]) for _ in range(segments)
    ]
    evaluated, failed = [0.0] * (minutes + 1), [0.0] * (minutes + 1)
    for event in events:
        taken, done = _minute(event.taken_s), _minute(event.done_s)
        if taken <= minutes:
            counted[event.segment].received[taken] += 1
        if done > minutes:
            continue
        if event.failed:
            failed[done] += 1
            continue
        evaluated[done] += 1
        by_arrival = counted[event.segment].scored[done]
        arrived = _minute(event.arrival_s)
        by_arrival[arrived] = _add(by_arrival.get(arrived, ZERO), event.row)
    return counted, _worker_gauges(events, minutes, evaluated, failed)


def _minute(seconds: float) -> int:
    """The index of the minute [(m-1)*60, m*60) that holds `seconds`."""
    return int(seconds // 60) + 1


def _add(a: Row, b: Row) -> Row:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _cumulative(values: Sequence[float]) -> list[float]:
    total, out = 0.0, []
    for value in values:
        total += value
        out.append(total)
    return out


def _worker_gauges(
    events: Sequence[Event], minutes: int, evaluated: list[float], failed: list[float]
) -> Worker:
    """In flight, consumer lag and the age of the oldest unfinished taken event at each
    scrape. Events are taken in arrival order (FIFO), so the events before the first one
    not done yet are all done, and if that one is not taken yet, none after it is."""
    by_arrival = sorted(events)
    arrivals = [e.arrival_s for e in by_arrival]
    taken = sorted(e.taken_s for e in events)
    done = sorted(e.done_s for e in events)
    in_flight, lag, age = [], [], []
    first = 0  # the first event by arrival that is not done yet
    for m in range(minutes + 1):
        now = m * 60.0
        n_taken = bisect.bisect_right(taken, now)
        in_flight.append(float(n_taken - bisect.bisect_right(done, now)))
        lag.append(float(bisect.bisect_right(arrivals, now) - n_taken))
        while first < len(by_arrival) and by_arrival[first].done_s <= now:
            first += 1
        oldest = by_arrival[first] if first < len(by_arrival) else None
        running = oldest is not None and oldest.taken_s <= now
        age.append(now - oldest.arrival_s if oldest is not None and running else 0.0)
    return Worker(_cumulative(evaluated), _cumulative(failed), in_flight, lag, age)


# --- promtool input series ---------------------------------------------------------------

Series = tuple[str, list[float | None]]  # a series selector and its value at each scrape


def _selector(name: str, labels: dict[str, str]) -> str:
    inner = ",".join(f'{key}="{value}"' for key, value in labels.items())
    return f"{name}{{{inner}}}"


def new_segment_series(minutes: Minutes, labels: dict[str, str]) -> list[Series]:
    """The worker's `seer_segment_*_total` counters of one segment (zero at the start)."""
    per_minute = [_sum_rows(by_arrival.values()) for by_arrival in minutes.scored]
    columns = [_cumulative([row[i] for row in per_minute]) for i in range(WIDTH)]
    series: list[Series] = [
        (_selector("seer_segment_received_total", labels), list(_cumulative(minutes.received)))
    ]
    for name, values in zip(COUNTERS, columns, strict=True):
        series.append((_selector(f"seer_segment_{name}_total", labels), list(values)))
    return series


def _sum_rows(rows: Iterable[Row]) -> Row:
    total = ZERO
    for row in rows:
        total = _add(total, row)
    return total


# The first design's tumbling windows (stream/windows.py at ea059e7): epoch-aligned, by
# event time; a window takes events while it is current or last, and is exported while it
# is current or last and holds an event. Gauges are the window's means.
OLD_WINDOWS = {"15m": 15, "24h": 1440}
OLD_GAUGES = {"events": 0, "recall": 1, "precision": 3, "f1": 5, "ndcg": NDCG}


def _old_values(state: Row | None) -> dict[str, float | None]:
    if state is None or state[0] == 0:
        return dict.fromkeys(OLD_GAUGES)
    values: dict[str, float | None] = {"events": state[0]}
    for name in ("recall", "precision", "f1"):
        values[name] = state[OLD_GAUGES[name]] / state[0]
    values["ndcg"] = state[NDCG] / state[NDCG_EVENTS] if state[NDCG_EVENTS] else None
    return values


def old_segment_series(minutes: Minutes, labels: dict[str, str]) -> list[Series]:
    """The first design's `seer_window_*` gauges and `seer_event_recall_count`."""
    out: dict[tuple[str, str, str], list[float | None]] = {}
    for label, size in OLD_WINDOWS.items():
        windows: dict[int, Row] = {}
        for m, by_arrival in enumerate(minutes.scored):
            added_in = (m - 1) // size  # the window current while minute m ran
            for arrived, row in by_arrival.items():
                index = (arrived - 1) // size
                if index >= added_in - 1:  # current or last: taken; older: late, dropped
                    windows[index] = _add(windows.get(index, ZERO), row)
            current = m // size  # as a scrape at m*60 s sees them
            for period, index in (("current", current), ("last", current - 1)):
                for name, value in _old_values(windows.get(index)).items():
                    out.setdefault((name, label, period), []).append(value)
            for stale in [i for i in windows if i < current - 1]:
                del windows[stale]
    series: list[Series] = []
    for (name, label, period), values in out.items():
        full = {**labels, "window": label, "period": period}
        series.append((_selector(f"seer_window_{name}", full), values))
    counts = _cumulative([sum(r[0] for r in by.values()) for by in minutes.scored])
    first = next((i for i, c in enumerate(counts) if c), len(counts))
    histogram: list[float | None] = [None] * first + list(counts[first:])
    series.append((_selector("seer_event_recall_count", labels), histogram))
    return series


def worker_series(worker: Worker, instance: str) -> list[Series]:
    """`up`, `seer_events_total{outcome}`, lag, in-flight, unscored age, rate-limit waits."""
    base = {"job": JOB, "instance": instance}
    zeros: list[float | None] = [0.0] * len(worker.evaluated)
    return [
        (_selector("up", base), [1.0] * len(worker.evaluated)),
        (_selector("seer_events_total", {**base, "outcome": "evaluated"}), list(worker.evaluated)),
        (
            _selector("seer_events_total", {**base, "outcome": "evaluator_failed"}),
            list(worker.failed),
        ),
        (_selector("seer_events_total", {**base, "outcome": "dead_lettered"}), zeros),
        (_selector("seer_events_total", {**base, "outcome": "sampled_out"}), zeros),
        (
            _selector("seer_consumer_lag", {**base, "topic": "events", "partition": "0"}),
            list(worker.lag),
        ),
        (_selector("seer_evaluations_in_flight", base), list(worker.in_flight)),
        (_selector("seer_oldest_unscored_event_age_seconds", base), list(worker.age_s)),
        (
            _selector("seer_llm_rate_limit_wait_seconds_total", {**base, "limiter": "retry_after"}),
            zeros,
        ),
    ]


def _number(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")


def encode(values: Sequence[float | None]) -> str:
    """promtool's series notation: `v` or `vxN` (N+1 times), `_xN` missing, `stale` where a
    series that was exported disappears (as a scrape without it marks it)."""
    out, i, present = [], 0, False
    while i < len(values):
        value, j = values[i], i
        while j + 1 < len(values) and values[j + 1] == value:
            j += 1
        run = j - i + 1
        if value is None:
            if present:
                out.append("stale")
                run -= 1
            if run:
                out.append(f"_x{run}" if run > 1 else "_")
            present = False
        else:
            text = _number(value)
            out.append(f"{text}x{run - 1}" if run > 1 else text)
            present = True
        i = j + 1
    return " ".join(out)
