from __future__ import annotations

from stream.segments import OTHER, UNSET, SegmentLabeler, sanitize


def test_sanitize() -> None:
    assert sanitize("retrieval-v2") == "retrieval-v2"
    assert sanitize('a"b\nc{d}') == "a_b_c_d"
    assert sanitize(None) == UNSET and sanitize("  ") == UNSET
    assert sanitize(True) == "true" and sanitize(3) == "3"
    assert len(sanitize("x" * 10_000)) == 64


def test_only_allowed_keys_and_bounded_values() -> None:
    folded: list[str] = []
    labeler = SegmentLabeler(["env"], max_values_per_key=2, on_fold=folded.append)
    assert labeler.labels({"env": "prod", "tenant": "acme"}) == {"env": "prod"}
    assert labeler.labels({"env": "staging"}) == {"env": "staging"}
    assert labeler.labels({"env": "dev"}) == {"env": OTHER}
    assert labeler.labels({"env": "prod"}) == {"env": "prod"}
    assert labeler.labels({}) == {"env": UNSET}
    assert folded == ["env"]
