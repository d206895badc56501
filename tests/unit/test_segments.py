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


def test_remembered_labels_are_the_labels() -> None:
    folded: list[str] = []
    labeler = SegmentLabeler(["env", "flag"], max_values_per_key=2, on_fold=folded.append)
    for _ in range(2):  # the second round answers from what the first remembered
        assert labeler.labels({"env": "prod", "flag": "on"}) == {"env": "prod", "flag": "on"}
        assert labeler.labels({"env": "prod"}) == {"env": "prod", "flag": "unset"}
    # Equal as keys, different as labels: numbers and booleans are never remembered.
    assert labeler.labels({"env": 1, "flag": True})["flag"] == "true"
    assert labeler.labels({"env": True, "flag": 1})["env"] == "other"  # a third env value
    assert labeler.labels({"env": "1", "flag": "on"}) == {"env": "1", "flag": "on"}
    # A folded value is folded (and counted) every time, not remembered.
    assert labeler.labels({"env": "dev", "flag": "on"})["env"] == "other"
    assert labeler.labels({"env": "dev", "flag": "on"})["env"] == "other"
    assert folded.count("env") == 3
    labels = labeler.labels({"env": "prod", "flag": "on"})
    labels["env"] = "changed"  # callers get their own copy
    assert labeler.labels({"env": "prod", "flag": "on"})["env"] == "prod"


def test_combinations_are_bounded_too() -> None:
    folded: list[str] = []
    segments_folded: list[None] = []
    labeler = SegmentLabeler(
        ["env", "flag"],
        max_values_per_key=10,
        on_fold=folded.append,
        max_segments=3,
        on_segment_fold=lambda: segments_folded.append(None),
    )
    first = [("prod", "a"), ("prod", "b"), ("staging", "a")]
    for env, flag in first:
        assert labeler.labels({"env": env, "flag": flag}) == {"env": env, "flag": flag}
    # Every value is within its key's limit, but the combination is a fourth one.
    assert labeler.labels({"env": "staging", "flag": "b"}) == {"env": OTHER, "flag": OTHER}
    assert labeler.labels({"env": "dev", "flag": 7}) == {"env": OTHER, "flag": OTHER}
    assert len(segments_folded) == 2 and folded == []
    for env, flag in first:  # the admitted ones keep their labels
        assert labeler.labels({"env": env, "flag": flag}) == {"env": env, "flag": flag}
    assert len(segments_folded) == 2


def test_the_all_other_segment_is_never_folded_again() -> None:
    segments_folded: list[None] = []
    labeler = SegmentLabeler(
        ["env"],
        max_values_per_key=1,
        max_segments=1,
        on_segment_fold=lambda: segments_folded.append(None),
    )
    assert labeler.labels({"env": "prod"}) == {"env": "prod"}
    assert labeler.labels({"env": "dev"}) == {"env": OTHER}  # folded by its key's limit
    assert segments_folded == []
