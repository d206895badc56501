"""lexical-v37: two rules for comparisons drawn from the single-hop dev batches written blind
after lexical-v36, once measured. Hand-written examples, not from any test set; both tests
fail on lexical-v36."""

from __future__ import annotations

from tests.support.lexical import citations


def test_an_owner_before_the_name_is_no_longer_name() -> None:
    passages = [
        "Anna Lowe's Harbour Lights came out in May 1925 from the Tern Press, the small "
        "publishing house she ran with her husband in a back room in Leeds.",
        "Night Train, Anna Lowe's fifth novel, was published in May 1927 and follows a family "
        "travelling north through one long winter night.",
        "Salt Roads, published in October 1922, was Anna Lowe's third novel and her first to "
        "break with the plain storytelling of her earlier books.",
    ]
    task = "Which was published first, Harbour Lights or Night Train?"
    assert citations(task, passages) == [[1], [2]]


def test_a_passage_that_opens_with_the_item_is_about_it() -> None:
    passages = [
        "Mount Arlen, a volcano on the island of Sora, is the highest point of the islands "
        "at 3,715 m, and its last eruption was recorded in 1909.",
        "Kessar, 5,230 m, is the dormant volcano just north of Brodo, and its long ridge of "
        "several summits looks from the capital like a sleeping giant.",
        "Brodo, about 70 km south-east of the capital, is one of the most active volcanoes "
        "in the country and reaches about 5,400 m, the second-highest peak there.",
    ]
    assert citations("Which is higher, Mount Arlen or Brodo?", passages) == [[1], [3]]
