"""The worker's faust Monitor keeps what faust reads and skips its per-event statistics."""

from __future__ import annotations

from pathlib import Path

from faust.types import TP

from stream.app import create_app
from stream.faust_monitor import QuietMonitor
from stream.settings import Settings


class _Message:
    time_in: float | None = None
    time_out: float | None = None


def test_the_worker_runs_the_quiet_monitor(tmp_path: Path) -> None:
    app = create_app(Settings(data_dir=tmp_path)).app
    assert isinstance(app.monitor, QuietMonitor)


def test_it_keeps_what_faust_reads_and_nothing_else(tmp_path: Path) -> None:
    monitor = create_app(Settings(data_dir=tmp_path)).app.monitor
    tp, message = TP("seer.events", 3), _Message()
    monitor.on_message_in(tp, 7, message)  # type: ignore[arg-type]
    state = monitor.on_stream_event_in(tp, 7, None, None)  # type: ignore[arg-type]
    monitor.on_stream_event_out(tp, 7, None, None, state)  # type: ignore[arg-type]
    monitor.on_message_out(tp, 7, message)  # type: ignore[arg-type]
    # faust's slow-processing check reads when each partition's stream last took an event
    assert tp in monitor.stream_inbound_time
    # the statistics only faust's web stats read are not kept
    assert monitor.messages_received_total == 0
    assert monitor.events_total == 0
    assert not monitor.events_runtime
    assert message.time_in is None and message.time_out is None
