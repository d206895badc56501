"""faust's Monitor sensor without the per-event statistics that nothing here reads.

faust calls its Monitor four or five times for every record (in, stream in, stream out,
out), keeping counts, timings and per-stream tallies for its own web stats, which the
worker turns off (/metrics is ours). What faust itself reads from the Monitor stays:
when each partition's stream last took an event (its slow-processing warnings), end
offsets and commits.
"""

from __future__ import annotations

from time import monotonic
from typing import Any

from faust.sensors import Monitor
from faust.types import TP


class QuietMonitor(Monitor):
    def on_message_in(self, tp: TP, offset: int, message: Any) -> None:
        pass

    def on_stream_event_in(self, tp: TP, offset: int, stream: Any, event: Any) -> None:
        self.stream_inbound_time[tp] = monotonic()  # read by faust's slow-stream check

    def on_stream_event_out(
        self, tp: TP, offset: int, stream: Any, event: Any, state: Any = None
    ) -> None:
        pass

    def on_message_out(self, tp: TP, offset: int, message: Any) -> None:
        pass
