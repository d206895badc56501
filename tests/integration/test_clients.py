"""Publishing from files and from applications, on the real broker."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from stream.client import SeerLogger, log_retrieval
from stream.files import publish_file
from stream.kafka import TopicReader
from stream.schema import parse_event
from stream.settings import Settings

pytestmark = pytest.mark.integration


def read_input(settings: Settings, count: int) -> list[bytes]:
    reader = TopicReader(settings, [settings.input_topic])
    try:
        return [r.value for r in reader.read_until(lambda rs: len(rs) >= count, 30)]
    finally:
        reader.close()


def test_publish_reports_lines_that_are_not_json(
    settings_factory: Callable[..., Settings], tmp_path: Path
) -> None:
    settings = settings_factory()
    path = tmp_path / "events.jsonl"
    path.write_text(
        '{"task": "a", "context": []}\nnot json at all\n\n{"task": "b", "context": []}\n'
    )
    report = publish_file(settings, path)
    assert (report.sent, report.delivered, report.failed) == (2, 2, 0)
    assert report.skipped and report.skipped[0].startswith("line 2: not JSON")
    assert not report.ok
    assert sorted(read_input(settings, 2)) == sorted(
        [b'{"task": "a", "context": []}', b'{"task": "b", "context": []}']
    )


def test_log_and_decorator_publish_valid_events(
    settings_factory: Callable[..., Settings],
) -> None:
    settings = settings_factory()
    seer = SeerLogger(settings)
    event_id = seer.log("q1", ["passage one", {"text": "two", "id": "d2"}], {"env": "prod"})
    assert event_id is not None

    @log_retrieval({"env": "staging", "feature_flag": "v2"}, logger=seer)
    def retrieve(query: str, k: int = 2) -> list[str]:
        return [f"{query} hit {i}" for i in range(k)]

    assert retrieve("q2") == ["q2 hit 0", "q2 hit 1"]
    assert seer.flush(10) == 0
    events = [parse_event(v) for v in read_input(settings, 2)]
    by_task = {e.task: e for e in events}
    assert by_task["q1"].event_id == event_id and by_task["q1"].context[1].id == "d2"
    assert by_task["q2"].metadata == {"env": "staging", "feature_flag": "v2"}
    assert by_task["q2"].created_at is not None
    assert seer.stats.delivered == 2 and seer.stats.dropped == 0


def test_log_never_blocks_and_counts_drops() -> None:
    # Nothing listens on port 1: events pile up in the bounded queue, then drop.
    seer = SeerLogger(Settings(kafka_bootstrap=["127.0.0.1:1"]), max_queue=5)
    ids = [seer.log("q", ["p"]) for _ in range(50)]  # a blocking log() would hang here
    assert sum(i is None for i in ids) == 45
    assert seer.stats.dropped == 45 and seer.stats.queued == 5


def test_log_rejects_a_bad_event_at_the_call() -> None:
    seer = SeerLogger(Settings(kafka_bootstrap=["127.0.0.1:1"]))
    with pytest.raises(ValueError, match="task"):
        seer.log("", ["p"])
    with pytest.raises(TypeError, match="cannot turn int"):
        seer.log("q", [3])


def test_decorator_never_breaks_retrieval(caplog: pytest.LogCaptureFixture) -> None:
    seer = SeerLogger(Settings(kafka_bootstrap=["127.0.0.1:1"]))

    @log_retrieval(logger=seer)
    def retrieve(query: str) -> object:
        return iter(["a"])  # not a list: not logged, but returned untouched

    assert list(retrieve("q")) == ["a"]  # type: ignore[call-overload]
    assert "could not log a retrieval" in caplog.text
    assert seer.stats.queued == 0
