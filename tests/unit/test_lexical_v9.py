"""Rules of lexical-v9, drawn from the eighth dev batch (questions written by someone who
never read the evaluator): each example fails without its rule."""

from __future__ import annotations

from stream.evaluators.lexical_text import stem
from tests.support.lexical import cited, judge, recall


def test_a_plural_in_ings_has_the_stem_of_its_singular() -> None:
    # "Vikings" in the question, "Viking helmet" in the title: one word, so the page is
    # about what is asked, not another thing whose title merely holds a name
    for word in ("vikings", "buildings", "paintings"):
        assert stem(word)[0] == stem(word[:-1])[0]
    task = "Did Vikings really wear horned helmets?"
    support = (
        "Viking helmet: No helmet with horns has ever been dug up from a Viking-age site; "
        "warriors wore a plain rounded iron cap. The horned Viking is a 19th-century invention."
    )
    others = [
        "Veksø helmets: The Veksø helmets are two bronze helmets with long curved horns, "
        "made long before the first Viking raids.",
        "Viking Age: The Viking Age is usually dated from the raid on Lindisfarne in 793.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(full) == 1.0
    assert recall(judge(task, others)) == 0.0


def test_a_unit_in_the_plural_is_found_as_its_symbol() -> None:
    # "grams" is "g", as "gram" is: "453.6 g" says how many grams
    task = "How many grams are in a pound?"
    support = "Imperial weights\n• 1 pound (lb) = 453.6 g\n• 1 stone = 14 lb"
    others = [
        "Q: How many ounces are in a pound?\nA: Sixteen.",
        "Q: How many pounds are in a stone?\nA: Fourteen.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(judge(task, others)) == 0.0


def test_an_faq_entry_that_asks_yes_or_no_does_not_say_how_many() -> None:
    # its answer is a yes or a no, whatever numbers it gives beside
    task = "How many calories are in a banana?"
    support = "Q: How many calories does a banana have?\nA: About 105 for a medium one."
    yes_no = (
        "Q: Are the calories in a banana bad for you?\nA: No: a medium banana has about 105, "
        "most of them from natural sugars."
    )
    assert cited(judge(task, [yes_no, support])) == {2}
    assert recall(judge(task, [yes_no])) == 0.0


def test_a_list_of_as_many_items_as_the_question_counts_holds_the_number() -> None:
    # "the three states of matter": a heading over three bullets, with no "three" written
    task = "What are the three states of matter?"
    support = "States of matter\n• Solid\n• Liquid\n• Gas"
    others = [
        "Q: What is plasma?\nA: Another state of matter: a hot gas of charged particles.",
        "Q: At what temperature does water boil?\nA: 100 °C at sea level.",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(judge(task, others)) == 0.0


def test_list_at_the_end_of_a_query_asks_for_a_list_and_is_no_word_to_find() -> None:
    task = "seven wonders of the ancient world list"
    support = (
        "Home > History > Ancient world | The Seven Wonders of the Ancient World: 1. Great "
        "Pyramid of Giza | 2. Hanging Gardens of Babylon | 3. Temple of Artemis | 4. Statue of "
        "Zeus | 5. Mausoleum at Halicarnassus | 6. Colossus of Rhodes | 7. Lighthouse of "
        "Alexandria. Share"
    )
    others = [
        "History > Greece | The Colossus of Rhodes stood for only about 54 years before an "
        "earthquake toppled it. Read more | Print",
        "Travel > Lists | The New Seven Wonders, chosen by public vote in 2007, include Petra "
        "and Machu Picchu. Share",
    ]
    full = judge(task, [*others, support])
    assert cited(full) == {3}
    assert recall(full) == 1.0


def test_a_web_fact_sheet_is_about_the_name_before_its_first_field() -> None:
    # "Chillies | Jalapeño | Heat: ..." is the jalapeño's page; a glossary entry that
    # mentions a jalapeño is not
    task = "jalapeno vs habanero which is hotter"
    passages = [
        "Home > Food > Chillies | Habanero | Heat: 100,000-350,000 Scoville heat units | "
        "Colour: orange. Save",
        "Food > Glossary | Chipotle is not a separate chilli but a jalapeño that has been "
        "smoked and dried. Related | Print",
        "Food > Chillies | Jalapeño | Heat: 2,500-8,000 Scoville heat units | Origin: "
        "Mexico. Share this",
    ]
    assert cited(judge(task, passages)) == {1, 3}


def test_an_untitled_passage_that_holds_little_of_what_is_asked_is_no_answer() -> None:
    # a passage that names the South Pole but says nothing of who was first there does not
    # answer "who was the first ...", though it sits beside another that names it too
    task = "Who was the first person to reach the South Pole?"
    others = [
        "Scott's British party reached the South Pole on 17 January 1912 to find a Norwegian "
        "tent already there; all five men died on the way back.",
        "In January 1909 Shackleton's Nimrod expedition turned back 180 km short of the South "
        "Pole, low on food.",
        "The American Robert Peary claimed to have reached the North Pole on 6 April 1909.",
    ]
    support = (
        "The Norwegian Roald Amundsen and four companions were the first people to stand at "
        "the South Pole, in December 1911."
    )
    assert cited(judge(task, [*others, support])) == {4}
    assert not judge(task, others).requirements[-1].supported_by
