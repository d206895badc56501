"""Secrets out of text that leaves the worker (dead-letter reasons): an endpoint's error
message may quote the API key it refused, a URL the credentials in it."""

from __future__ import annotations

import re

# OpenAI-style keys (sk-..., also masked as sk-test-****abcd), bearer tokens, and the
# value after a name that says it is secret.
_KEYS = re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_\-*.]{6,}")
_BEARER = re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]+=*")
_NAMED = re.compile(
    r"(?i)\b(api[_-]?key|access[_-]?token|token|secret|password)(\s*[=:]\s*)[^\s,;'\"}]+"
)
# A URL's userinfo (scheme://user:password@host): up to the last "@" before the host ends
# (a user written with an "@" of its own, unencoded, is userinfo all the same). (The
# scheme's length is bounded so that a long run of letters is not scanned from each of
# its word boundaries: linear in the text.)
_USERINFO = re.compile(r"\b([A-Za-z][A-Za-z0-9+.\-]{0,31}://)[^\s/?#'\"<>]+@")
REDACTED = "[redacted]"


def redact(text: str) -> str:
    """`text` with anything shaped like a key or token replaced by [redacted]."""
    text = _USERINFO.sub(rf"\1{REDACTED}@", text)
    text = _KEYS.sub(REDACTED, text)
    text = _BEARER.sub(f"Bearer {REDACTED}", text)
    return _NAMED.sub(lambda m: f"{m.group(1)}{m.group(2)}{REDACTED}", text)


def without_userinfo(url: str) -> str:
    """`url` without its user:password@, for messages and logs (OPENAI_BASE_URL may carry
    one)."""
    return _USERINFO.sub(r"\1", url)
