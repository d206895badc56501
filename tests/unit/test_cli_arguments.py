"""Bad arguments are refused by name, with exit status 2, before anything is read, started or
any endpoint called; a port another process holds is one line, exit status 1."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from stream.broker import free_port
from stream.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--min-effect", "0"], "'0'"),
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--min-effect", "x"], "'x'"),
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--since", "soon"], "soon"),
        (["compare", "--key", "", "--base", "a", "--test", "b"], "is not a metadata key"),
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--pair-by", " "], "' '"),
        (["judge-check", "--rate", "0"], "not a rate above 0"),
        (["judge-check", "--rate", "inf"], "not a rate above 0"),
        (["judge-check", "--min-f1", "1.5"], "not a share from 0 to 1"),
        (["judge-check", "--min-readable", "half"], "not a share from 0 to 1"),
        (["broker", "--port", "99999"], "not a TCP port"),
        (["demo", "--web-port", "0"], "not a TCP port"),
        (["demo", "--timeout", "-1"], "not a number of seconds above 0"),
        (["scores", "--timeout", "nan"], "not a number of seconds above 0"),
        (["summary", "--timeout", "0"], "not a number of seconds above 0"),
    ],
)
def test_a_bad_value_is_refused_by_name(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert said in err and argv[0] in err


def test_judge_check_needs_a_model(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("SEER_LLM_MODEL", raising=False)
    assert main(["judge-check"]) == 2
    assert "SEER_LLM_MODEL is not set" in capsys.readouterr().err


@pytest.fixture
def taken_port() -> Iterator[int]:
    """A port that another process listens on."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield int(other.getsockname()[1])


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["broker", "--port", "{port}"], "cannot listen on 127.0.0.1:{port}"),
        (["demo", "--web-port", "{port}"], "cannot serve /metrics on 127.0.0.1:{port}"),
        (["worker"], "cannot serve /metrics on 127.0.0.1:{port}"),
    ],
    ids=["broker", "demo", "worker"],
)
def test_a_port_in_use_is_one_line_before_anything_starts(
    argv: list[str],
    said: str,
    taken_port: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # (the worker's port is a setting; no broker is there: the port is said first)
    monkeypatch.setenv("SEER_WEB_PORT", str(taken_port))
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", "127.0.0.1:1")
    assert main([a.format(port=taken_port) for a in argv]) == 1
    err = capsys.readouterr().err
    assert said.format(port=taken_port) in err and "in use" in err, err
    assert len(err.strip().splitlines()) == 1, err


def test_a_web_host_not_of_this_machine_names_its_setting(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SEER_WEB_HOST", "192.0.2.1")  # TEST-NET-1: no interface has it
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", "127.0.0.1:1")
    assert main(["worker"]) == 1
    err = capsys.readouterr().err
    assert "cannot serve /metrics on 192.0.2.1:6066" in err and "(check SEER_WEB_HOST)" in err


def test_an_ipv6_web_host_is_probed_as_ipv6() -> None:
    from stream.broker import bind_error

    try:
        with socket.socket(socket.AF_INET6) as plain:
            plain.bind(("::", 0))
    except OSError:
        pytest.skip("no IPv6 on this machine")
    assert bind_error("::", 0) is None and bind_error("::1", 0) is None


def test_a_data_dir_the_worker_cannot_make_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = tmp_path / "a-file"
    taken.write_text("")
    monkeypatch.setenv("SEER_DATA_DIR", str(taken / "data"))  # (under a file: cannot be made)
    monkeypatch.setenv("SEER_WEB_PORT", str(free_port()))
    monkeypatch.setenv("SEER_KAFKA_BOOTSTRAP", "127.0.0.1:1")  # (never asked: said before)
    assert main(["worker"]) == 1
    err = capsys.readouterr().err.strip()
    assert err == f"seer-stream: cannot make {taken / 'data'}: Not a directory (SEER_DATA_DIR)"
