"""Windowed aggregates per segment over a table (a faust Table in the worker, a dict in tests).

One table entry per segment, holding every window of every size it still needs:

    key   "env=prod,feature_flag=retrieval-v2"
    value {"p": partition, "w": {"15m": {"1764481200": <WindowAggregate state>, ...}, ...}}

so a batch of a segment's scored events costs one table write (one changelog
record). Events go to their window by event time. A window takes events while
it is the current or the last complete one (by the clock); an event for an
older window is counted as late and dropped. Segment label values never hold
`,` or `=` (`segments.sanitize`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from stream.windows import Observation, WindowAggregate, WindowResult, parse_window

Entry = dict[str, Any]


def segment_key(labels: Mapping[str, str]) -> str:
    return ",".join(f"{key}={value}" for key, value in labels.items())


def segment_labels(key: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in key.split(",")) if key else {}


@dataclass(frozen=True)
class Window:
    label: str  # as configured, e.g. "15m": the `window` label
    size_s: int


@dataclass(frozen=True)
class Row:
    """One exported window: a segment's current or last complete window of one size."""

    segment: dict[str, str]
    window: str
    period: str  # "current" or "last"
    result: WindowResult


def parse_windows(labels: Sequence[str]) -> list[Window]:
    return [Window(label, parse_window(label)) for label in labels]


class WindowStore:
    def __init__(self, windows: Sequence[Window], bloat_threshold: float) -> None:
        self.windows = list(windows)
        self._sizes = {w.label: w.size_s for w in self.windows}
        self.aggregate = WindowAggregate(bloat_threshold)

    def period(self, window: str, start: int, now: float) -> str | None:
        """`current`, `last`, or None when the window has expired (or not begun)."""
        size = self._sizes.get(window)
        if size is None:
            return None  # a window size no longer configured
        if start <= now < start + size:
            return "current"
        if start + size <= now < start + 2 * size:
            return "last"
        return None

    def _live(self, window: str, start: int, now: float) -> bool:
        """Still worth keeping: current, last, or in the future (a producer's clock ahead)."""
        return start > now or self.period(window, start, now) is not None

    def add(
        self,
        table: MutableMapping[str, Entry],
        segment: str,
        obs: Observation,
        event_time: float,
        now: float,
        partition: int,
    ) -> list[str]:
        """Count one scored event in each window size; returns the sizes it was late for."""
        late = self.add_many(table, segment, [(event_time, obs)], now, partition)
        return [window.label for window in self.windows if late[window.label]]

    def add_many(
        self,
        table: MutableMapping[str, Entry],
        segment: str,
        timed: Sequence[tuple[float, Observation]],
        now: float,
        partition: int,
    ) -> Counter[str]:
        """Count scored events (event time, observation) of one segment with one table
        write; returns how many were late, by window size."""
        # Events that share their window in every size are folded once and merged.
        # Sizes are whole seconds, so events of the same second share every window.
        sizes = [w.size_s for w in self.windows]
        by_second: dict[float, list[Observation]] = {}
        for event_time, obs in timed:
            second = event_time // 1
            group = by_second.get(second)
            if group is None:
                by_second[second] = [obs]
            else:
                group.append(obs)
        batches: dict[tuple[int, ...], list[Observation]] = {}
        for second, observations in by_second.items():
            starts = tuple([int(second // size) * size for size in sizes])
            batches.setdefault(starts, []).extend(observations)
        groups = {starts: self.aggregate.fold(batch) for starts, batch in batches.items()}
        entry = table.get(segment)
        old = entry["w"] if entry is not None else {}
        windows: dict[str, dict[str, Any]] = {}
        late: Counter[str] = Counter()
        for i, window in enumerate(self.windows):
            kept = {
                start: state
                for start, state in old.get(window.label, {}).items()
                if self._live(window.label, int(start), now)
            }
            for starts, batch in groups.items():
                start = starts[i]
                if self._live(window.label, start, now):
                    state = kept.get(str(start))
                    kept[str(start)] = (
                        batch if state is None else self.aggregate.merge(state, batch)
                    )
                else:
                    late[window.label] += batch["events"]
            windows[window.label] = kept
        table[segment] = {"p": partition, "w": windows}
        return late

    def expired(self, items: Iterable[tuple[str, Entry]], now: float, partition: int) -> list[str]:
        """Segments of `partition` with no live window left, to delete."""
        return [
            segment
            for segment, entry in items
            if entry.get("p") == partition
            and not any(
                self._live(window, int(start), now)
                for window, starts in entry["w"].items()
                for start in starts
            )
        ]

    def rows(
        self, items: Iterable[tuple[str, Entry]], now: float, partitions: set[int]
    ) -> Iterator[Row]:
        """The current and last windows of the segments in `partitions`."""
        for segment, entry in items:
            if entry.get("p") not in partitions:
                continue
            labels = segment_labels(segment)
            for window, starts in entry["w"].items():
                for start, state in starts.items():
                    period = self.period(window, int(start), now)
                    if period is not None:
                        yield Row(labels, window, period, self.aggregate.result(state))
