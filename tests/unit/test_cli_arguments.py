"""Bad arguments to the analysis commands are refused by name, with exit status 2, before
anything is read or any endpoint called."""

from __future__ import annotations

import pytest

from stream.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--min-effect", "0"], "'0'"),
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--min-effect", "x"], "'x'"),
        (["compare", "--key", "k", "--base", "a", "--test", "b", "--since", "soon"], "soon"),
        (["judge-check", "--rate", "0"], "not a rate above 0"),
        (["judge-check", "--rate", "inf"], "not a rate above 0"),
        (["judge-check", "--min-f1", "1.5"], "not a share from 0 to 1"),
        (["judge-check", "--min-readable", "half"], "not a share from 0 to 1"),
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
