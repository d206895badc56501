"""Metadata -> Prometheus segment labels, with bounded cardinality.

Only allow-listed keys become labels; values are sanitised and each key keeps
at most N distinct values per worker, the rest fold into `other`, so that no
producer can blow up Prometheus whatever it sends.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from stream.schema import Scalar

UNSET = "unset"
OTHER = "other"
MAX_VALUE_CHARS = 64
MAX_KNOWN = 10_000  # remembered combinations of raw values
_UNSAFE = re.compile(r"[^A-Za-z0-9_.:/@+-]+")


def sanitize(value: Scalar) -> str:
    """A short label value from safe characters; missing and blank values are `unset`."""
    if value is None:
        return UNSET
    if isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = str(value)
    text = _UNSAFE.sub("_", text.strip()).strip("_")[:MAX_VALUE_CHARS]
    return text or UNSET


class SegmentLabeler:
    """Labels per event. Each key keeps `max_values_per_key` values; the combinations are
    bounded too: past `max_segments` of them, a new one counts as every key `other`
    (without it, a few keys of 50 values each would allow 50^keys segments)."""

    def __init__(
        self,
        keys: Sequence[str],
        max_values_per_key: int,
        on_fold: Callable[[str], None] | None = None,
        max_segments: int | None = None,
        on_segment_fold: Callable[[], None] | None = None,
    ) -> None:
        self.keys = tuple(keys)
        self.max_values_per_key = max_values_per_key
        self.max_segments = max_segments
        self._seen: dict[str, set[str]] = {key: set() for key in self.keys}
        self._on_fold = on_fold
        self._on_segment_fold = on_segment_fold
        self._segments: set[tuple[str, ...]] = set()
        self._all_other = {key: OTHER for key in self.keys}
        # Raw values -> labels, for values already admitted: most events repeat a few
        # segments, and sanitising costs more than the lookup. Bounded like the labels.
        self._known: dict[tuple[str | None, ...], dict[str, str]] = {}

    def labels(self, metadata: Mapping[str, Scalar]) -> dict[str, str]:
        raw = tuple(metadata.get(key) for key in self.keys)
        # Only text is remembered: 1, 1.0 and True are equal keys but different labels.
        cacheable = all(value is None or value.__class__ is str for value in raw)
        known = self._known.get(raw) if cacheable else None  # type: ignore[arg-type]
        if known is not None:
            return dict(known)
        labels = {
            key: self._bounded(key, sanitize(value))
            for key, value in zip(self.keys, raw, strict=True)
        }
        segment = tuple(labels.values())
        if segment not in self._segments and labels != self._all_other:
            if self.max_segments is not None and len(self._segments) >= self.max_segments:
                if self._on_segment_fold is not None:
                    self._on_segment_fold()
                return dict(self._all_other)
            self._segments.add(segment)
        if cacheable and OTHER not in labels.values() and len(self._known) < MAX_KNOWN:
            self._known[raw] = labels  # type: ignore[index]
        return dict(labels)

    def _bounded(self, key: str, value: str) -> str:
        seen = self._seen[key]
        if value in seen or value in (UNSET, OTHER):
            return value
        if len(seen) < self.max_values_per_key:
            seen.add(value)
            return value
        if self._on_fold is not None:
            self._on_fold(key)
        return OTHER
