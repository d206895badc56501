"""lexical-v22: a five-letter -ies word is its -y word ("flies": "fly"); "in the human body"
and "on earth" are settings of a superlative, as "in the world" is. Hand-written examples,
not from any test set; each fails on lexical-v21."""

from __future__ import annotations

from tests.support.lexical import citations


def test_a_five_letter_ies_word_is_its_y_word() -> None:
    passages = [
        "A fruit fly lives about 40 to 50 days at room temperature, and females lay up to 500 "
        "eggs on fermenting fruit.",
        "An adult crane fly, the long-legged insect often called a daddy longlegs, lives only "
        "10 to 15 days and many never feed at all.",
        "Horse flies bite cattle and people in summer; their larvae grow in wet soil for one to "
        "three years before they pupate.",
    ]
    assert citations("how long do fruit flies live", passages) == [[1]]


def test_in_the_human_body_is_a_setting() -> None:
    passages = [
        "The femur, or thigh bone, is the longest and strongest bone in the body, about a "
        "quarter of a person's height.",
        "The sciatic nerve is the body's longest nerve, running from the lower back through "
        "the buttock and down the back of each leg to the foot.",
        "The vagus nerve wanders from the brainstem down the body to the abdomen, carrying "
        "signals to and from the heart, lungs and gut.",
    ]
    assert citations("What is the longest nerve in the human body?", passages) == [[2]]
