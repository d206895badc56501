"""The token limiter's estimate of a request: ASCII text at about 4 characters a token,
every other character (CJK, Cyrillic, emoji) at about one token each."""

from __future__ import annotations

from stream.evaluators.prompt import estimate_tokens


def message(text: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


def test_non_ascii_text_is_about_a_token_a_character() -> None:
    # cl100k: these 33 characters are 45 tokens; a quarter of them, 8, let SEER_LLM_TPM be
    # overrun by two thirds.
    chinese = "克里斯托弗·诺兰执导了电影《盗梦空间》\uff0c他拥有英国和美国双重国籍。"
    assert estimate_tokens(message(chinese)) == len(chinese) + 4
    assert estimate_tokens(message("🙂" * 20)) == 20 + 4
    assert estimate_tokens(message("Нолан")) == 5 + 4


def test_ascii_and_other_text_are_counted_each_their_way() -> None:
    assert estimate_tokens(message("x" * 400 + "é" * 10)) == 100 + 10 + 4
    assert estimate_tokens(message("x" * 401)) == 100 + 4  # unchanged for ASCII
