"""`seer-stream dlq replay` of dead letters stored without their value, and the
provenance of a replayed record that fails again."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from confluent_kafka import TIMESTAMP_CREATE_TIME, Message, Producer

from stream.dlq import ReplayIncomplete, replay
from stream.kafka import Record
from stream.settings import Settings
from stream.worker import WorkerProcess
from tests.support.kafka import messages_to_end, read_all, seer_stream

pytestmark = pytest.mark.integration
Headers = Sequence[tuple[str, str | bytes | None]]


def write(
    settings: Settings,
    topic: str,
    value: bytes,
    key: bytes | None = None,
    headers: Headers = (),
    timestamp: int = 0,
) -> None:
    producer = Producer(settings.confluent_config())
    producer.produce(topic, value, key=key, headers=list(headers), timestamp=timestamp)
    assert producer.flush(10) == 0


def dead_letter(settings: Settings, value: bytes, code: str, headers: Headers = ()) -> None:
    """A dead letter as the worker writes it (one at a time: one order, one partition)."""
    ours = [
        ("seer-reason-code", code.encode()),
        ("seer-source-topic", settings.input_topic.encode()),
    ]
    write(settings, settings.dlq_topic, value, b"k-" + value[:8], [*headers, *ours])


def omitted(settings: Settings, source_offset: int, size: int) -> list[tuple[str, bytes]]:
    """The headers of a dead letter sent without its value (stream/publish.py)."""
    return [
        ("seer-source-partition", b"0"),
        ("seer-source-offset", str(source_offset).encode()),
        ("seer-value-omitted", str(size).encode()),
    ]


def on_input(settings: Settings) -> list[Message]:
    return messages_to_end(settings, [settings.input_topic])


def test_a_dead_letter_without_its_value_replays_the_original_from_its_source(
    settings_factory: Callable[..., Settings],
) -> None:
    """The replay sent the dead letter's empty value in the original's place, said it
    had replayed it and moved on: the worker then dead-lettered an empty record, and
    nothing pointed at the original any more."""
    settings = settings_factory(topic_partitions=1)
    first = [("traceparent", b"00-abc"), ("x-tag", b"1")]
    write(settings, settings.input_topic, b"the original", b"k-orig", first, 1_700_000)
    write(settings, settings.input_topic, b"the second", b"k-two", [("x", b"2")], 1_800_000)
    dead_letter(settings, b"a", "evaluator_failed")
    # Sent without its value (its key and headers kept), then as its coordinates alone.
    ours = [("seer-reason-code", b"oversize"), ("seer-source-topic", settings.input_topic.encode())]
    write(settings, settings.dlq_topic, b"", b"k-orig", [*first, *ours, *omitted(settings, 0, 12)])
    coordinates = [
        ("seer-reason-code", b"not_json"),
        ("seer-source-topic", settings.input_topic.encode()),
        *omitted(settings, 1, 10),
        ("seer-headers-omitted", b"2"),
        ("seer-key-omitted", b"5"),
    ]
    write(settings, settings.dlq_topic, b"", None, coordinates)
    dead_letter(settings, b"c", "evaluator_failed")

    report = replay(settings)
    assert report.replayed == {"evaluator_failed": 2, "oversize": 1, "not_json": 1}
    replayed = {m.value() or b"": m for m in on_input(settings)[2:]}
    assert sorted(replayed) == [b"a", b"c", b"the original", b"the second"]  # none empty
    original, second = replayed[b"the original"], replayed[b"the second"]
    assert original.key() == b"k-orig" and second.key() == b"k-two"
    assert original.timestamp() == (TIMESTAMP_CREATE_TIME, 1_700_000)
    assert second.timestamp() == (TIMESTAMP_CREATE_TIME, 1_800_000)
    dlq = settings.dlq_topic
    assert original.headers() == [*first, ("seer-replayed-from", f"{dlq}:0:1".encode())]
    assert second.headers() == [("x", b"2"), ("seer-replayed-from", f"{dlq}:0:2".encode())]
    assert not replay(settings).replayed  # each once
    assert len(on_input(settings)) == 6


def test_a_dead_letter_whose_original_is_gone_is_not_replayed_and_holds_the_position(
    settings_factory: Callable[..., Settings],
) -> None:
    """Its original deleted (retention) or its topic recreated: nothing is sent in its
    place, the run fails saying so, and the position stays before it, so that nothing
    after it in its partition is sent (and then again by the rerun). A filter without
    its reason code passes it by."""
    settings = settings_factory(topic_partitions=1)
    write(settings, settings.input_topic, b"the only input")  # offset 0; offset 7 is gone
    dead_letter(settings, b"a", "evaluator_failed")
    lost = [("seer-reason-code", b"oversize"), ("seer-source-topic", settings.input_topic.encode())]
    write(settings, settings.dlq_topic, b"", b"k-lost", [*lost, *omitted(settings, 7, 5000)])
    dead_letter(settings, b"c", "evaluator_failed")

    for _ in range(2):  # the rerun stops at it again, and sends nothing twice
        with pytest.raises(ReplayIncomplete, match=r"not replayed.*gone") as stopped:
            replay(settings)
        assert stopped.value.report.unreplayable == 1
        assert f"{settings.dlq_topic}[0]@1" in str(stopped.value)
        assert [m.value() for m in on_input(settings)] == [b"the only input", b"a"]

    command = seer_stream(settings, "dlq", "replay")
    said = " ".join(command.stderr.split())  # (as the console wrapped it)
    assert command.returncode == 1, said
    assert "not replayed" in said and "gone" in said, said
    assert [m.value() for m in on_input(settings)] == [b"the only input", b"a"]

    passing = replay(settings, codes=["evaluator_failed"])
    assert passing.replayed == {"evaluator_failed": 1} and passing.skipped == {"oversize": 1}
    assert [m.value() for m in on_input(settings)] == [b"the only input", b"a", b"c"]


def test_a_replayed_record_dead_lettered_again_keeps_where_it_was_replayed_from(
    settings_factory: Callable[..., Settings],
    worker_factory: Callable[[Settings], WorkerProcess],
) -> None:
    """seer-replayed-from was dropped with the other seer-* input headers, so a replay
    that failed again could not be followed back. The worker now writes it on the dead
    letter itself, from the input's, only where it is well formed (an input's forged
    seer-* headers never pass as ours); a replay of that dead letter then points at it
    alone."""
    settings = settings_factory(topic_partitions=1)
    worker_factory(settings)
    forged = [("traceparent", b"00-abc"), ("seer-replayed-from", b"forged"), ("seer-stage", b"x")]
    write(settings, settings.input_topic, b"not json", b"k", forged)
    dlq = settings.dlq_topic

    def dead(count: int) -> list[Record]:
        read_all(settings, lambda r: sum(x.topic == dlq for x in r) >= count, 60)
        return [Record.of(m) for m in messages_to_end(settings, [dlq])]

    first = dead(1)[0]
    assert "seer-replayed-from" not in first.headers and first.headers["seer-stage"] == b"validate"
    assert first.headers["traceparent"] == b"00-abc"

    assert replay(settings).replayed == {"not_json": 1}
    again = dead(2)[1]  # the replay, at input offset 1, dead-lettered again
    assert again.headers["seer-source-offset"] == b"1"
    assert again.headers["seer-replayed-from"] == f"{dlq}:0:0".encode()
    [message] = [m for m in messages_to_end(settings, [dlq]) if m.offset() == 1]
    assert replayed_from(message) == [f"{dlq}:0:0".encode()]  # once

    assert replay(settings).replayed == {"not_json": 1}
    assert replayed_from(on_input(settings)[-1]) == [f"{dlq}:0:1".encode()]  # that one alone


def replayed_from(message: Message) -> list[str | bytes | None]:
    raw = message.headers() or []
    pairs = list(raw.items()) if isinstance(raw, dict) else raw
    return [value for name, value in pairs if name == "seer-replayed-from"]


def test_an_original_too_large_to_replay_is_a_clear_error_and_holds_the_position(
    settings_factory: Callable[..., Settings],
) -> None:
    """The original of a dead letter stored without its value is what was too large: a
    replay whose producer takes less (SEER_MAX_RECORD_BYTES + 64 KiB) failed with the
    client's traceback. It says what to raise, sends nothing and moves past nothing; with
    the setting raised, the rerun sends it."""
    small = settings_factory(topic_partitions=1, max_record_bytes=1024)
    big = b'{"task": "' + b"x" * 100_000 + b'"}'
    write(small, small.input_topic, big, b"k-big")
    ours = [("seer-reason-code", b"oversize"), ("seer-source-topic", small.input_topic.encode())]
    write(small, small.dlq_topic, b"", b"k-big", [*ours, *omitted(small, 0, len(big))])

    command = seer_stream(small, "dlq", "replay")
    said = " ".join(command.stderr.split())
    assert command.returncode == 1, said
    assert "Traceback" not in said and "SEER_MAX_RECORD_BYTES" in said, said
    assert f"{small.dlq_topic}[0]@0" in said, said
    assert [m.value() for m in on_input(small)] == [big]

    raised = small.model_copy(update={"max_record_bytes": 200_000})
    assert replay(raised).replayed == {"oversize": 1}
    assert [m.value() for m in on_input(raised)] == [big, big]
