"""lexical-v57: kinds a question asks with "which" or "what", FAQ entries that ask another
question word, and a place named inside another's name. Hand-written examples, not from any
test set; each behaviour test fails on lexical-v56."""

from __future__ import annotations

import re

from stream.evaluators.lexical_idioms import idioms_asked
from stream.evaluators.lexical_named import ASKED_WHICH
from stream.evaluators.lexical_passages import parse
from stream.evaluators.lexical_question import Question
from tests.support.lexical import assert_answers, judge, recall


def test_a_colour_asked_is_answered_by_a_colour_not_by_the_page_of_the_thing() -> None:
    assert_answers(
        [
            (
                "What colour is the flag of Japan?",
                "Flag of Japan: The flag of Japan is a red disc on a white field.",
                "Japan: Japan is an island country in East Asia whose capital is Tokyo.",
            ),
            (
                "Which colours are on the flag of Sweden?",
                "Flag of Sweden: The flag of Sweden shows a yellow Nordic cross on a blue field.",
                "Sweden: Sweden is a country in northern Europe whose capital is Stockholm.",
            ),
        ]
    )


def test_an_element_an_organ_or_a_planet_asked_is_answered_by_its_name() -> None:
    assert_answers(
        [
            (
                "which element has the symbol Na",
                "Sodium's symbol, Na, comes from its Latin name natrium.",
                "Every element has a symbol of one or two letters, the first a capital.",
            ),
            (
                "Which organ makes insulin?",
                "The pancreas makes insulin in small clusters of cells called the islets of "
                "Langerhans.",
                "Insulin was first given to a patient with diabetes in Toronto in 1922.",
            ),
            (
                "Which planet has the most moons?",
                "Saturn has more known moons than any other world in the Solar System, over 140.",
                "A moon is a natural satellite that orbits a larger body in space.",
            ),
        ]
    )


def test_such_a_word_asks_its_kind_only_after_which_or_what() -> None:
    # "Why do hydrangeas change colour?" asks a cause: any colour named is no answer
    asked = Question.of("Why do hydrangeas change colour?")
    assert asked.terms[asked.words.index("colour")].kind is None
    which = Question.of("What colour are hydrangeas in acid soil?")
    assert which.terms[which.words.index("colour")].kind is not None
    assert {"colour", "colours", "planet", "element", "organ"} <= set(ASKED_WHICH)
    assert re.search(ASKED_WHICH["planet"], "it orbits jupiter") is not None
    assert re.search(ASKED_WHICH["planet"], "a jupiterian moon") is None  # whole words
    assert recall(judge("Why do hydrangeas change colour?", ["Hydrangeas are red."])) == 0.0


def test_an_faq_entry_asking_another_question_word_does_not_answer() -> None:
    assert_answers(
        [
            (  # the entry asks when; its place answers where the electric one went up
                "Where was the first traffic light installed?",
                "The first traffic light was installed outside the Houses of Parliament in "
                "London in December 1868.",
                "Q: When did the first electric traffic light go up?\nA: In August 1914, at a "
                "street corner in Cleveland, Ohio, where it was installed by the city.",
            ),
            (  # the entry asks which one; its year is of another
                "penicillin discovered when",
                "Alexander Fleming discovered penicillin in September 1928, when a mould killed "
                "the bacteria on one of his plates.",
                "Q: Which penicillin was discovered next?\nA: Penicillin V was discovered in "
                "1948 at an Austrian drug firm, and it could be taken by mouth.",
            ),
        ]
    )


def test_a_place_named_inside_another_places_name_is_not_it() -> None:
    # the distractor still names Mongolia's name; it no longer says Mongolia's capital
    assert_answers(
        [
            (
                "What is the capital of Mongolia?",
                "Ulaanbaatar is the capital and largest city of Mongolia.",
                "Hohhot is the capital of Inner Mongolia, a region of northern China.",
            )
        ],
        alone=0.5,
    )


def test_what_causes_asks_a_cause_and_where_is_not_answered_by_on_earth() -> None:
    assert_answers(
        [
            (
                "What causes tetanus?",
                "Tetanus is caused by a toxin of the bacterium Clostridium tetani, which enters "
                "the body through deep cuts and wounds.",
                "Tetanus: Tetanus is rare in countries with vaccination, and most cases today "
                "are in older adults who missed a booster.",
            )
        ]
    )
    assert_answers(
        [
            (  # "the oldest deserts on Earth" says how it ranks, not where it is
                "Where is the Namib Desert?",
                "The Namib Desert stretches for about 2,000 km along the Atlantic coast of "
                "Namibia, Angola and South Africa.",
                "The Namib Desert is one of the oldest deserts on Earth, dry for at least 55 "
                "million years.",
            )
        ],
        alone=0.5,  # its name, said
    )


def test_what_a_name_means_is_said_by_what_it_is_for_not_by_its_page() -> None:
    assert_answers(
        [
            (
                "what does the name Volvo mean?",
                "Brands > Cars | Volvo is Latin for 'I roll', a name first used for a line of "
                "ball bearings in 1915. | Share",
                "Volvo: fact sheet\n- Founded: 1927, Gothenburg, Sweden\n- Products: cars, "
                "trucks and buses\n- Owner since 2010: Geely",
            )
        ]
    )


def test_a_count_a_citys_people_and_originally() -> None:
    assert_answers(
        [
            (  # "number of": a count ("Strings: 6"), as "how many" is
                "guitar number of strings",
                "Classical guitar: fact sheet\n- Strings: 6, tuned E A D G B E\n- Body: spruce "
                "or cedar top",
                "Guitar: The guitar came to Spain from North Africa and was widely played in "
                "Europe by the sixteenth century.",
            ),
            (  # Rome's is "Roman", as France's is "French"
                "Who built the first aqueduct of Rome?",
                "The Aqua Appia, the first Roman aqueduct, was built in 312 BC by the censor "
                "Appius Claudius Caecus.",
                "Aqueducts carried water across valleys on arches, and some in Spain and France "
                "still stand today.",
            ),
            (  # "originally" weighs nothing: a place of origin is where it is from
                "where is lego from originally",
                "Lego was founded in Billund, Denmark, in 1932 by the carpenter Ole Kirk "
                "Christiansen.",
                "Lego bricks made since 1958 still fit together with the ones made today.",
            ),
        ]
    )


def test_a_passages_idioms_say_the_word_they_mean() -> None:
    assert_answers(
        [
            (  # "went down": sank
                "When did the Lusitania sink?",
                "The Lusitania went down off the south coast of Ireland on 7 May 1915, after a "
                "German torpedo struck her.",
                "The Lusitania was launched at Clydebank in 1906 and crossed the Atlantic in "
                "under five days.",
            ),
            (  # "died out": extinct
                "When did the passenger pigeon go extinct?",
                "The passenger pigeon died out in 1914, when Martha, the last known bird, died "
                "at the Cincinnati Zoo.",
                "The passenger pigeon once flew in flocks so large that they darkened the sky "
                "for hours.",
            ),
            (  # "broke out": began, which is "start"
                "When did the Second World War start?",
                "The Second World War broke out on 1 September 1939, when Germany invaded Poland.",
                "The Second World War ended in Europe on 8 May 1945 and in Asia on 2 September "
                "1945.",
            ),
            (  # "went on sale": released
                "When was Thriller released?",
                "Thriller, Michael Jackson's sixth album, went on sale on 30 November 1982.",
                "Thriller was recorded at Westlake Studio in Los Angeles in 1982, produced by "
                "Quincy Jones.",
            ),
            (  # "came into the world": born
                "Where was Marie Curie born?",
                "Marie Curie came into the world in Warsaw on 7 November 1867, the youngest of "
                "five children of two teachers.",
                "Marie Curie moved to Paris in 1891 to study physics and mathematics at the "
                "Sorbonne.",
            ),
            (  # "set foot on": walked
                "Who was the first person to walk on the Moon?",
                "Neil Armstrong was the first person to set foot on the Moon, on 21 July 1969.",
                "The first person to orbit the Moon alone was Michael Collins, in July 1969.",
            ),
        ]
    )
    # only the idioms a question asks are looked for: a passage's "went down" stays
    # unread for "Who built the Lusitania?"
    text = "The Lusitania went down in 1915."
    assert parse(text).body == parse(text, idioms_asked(frozenset({"walk"}))).body
    assert parse(text, idioms_asked(frozenset({"sank"}))).body.endswith("; sank")
    # ... and a text that holds none of them is not searched: "wentdown" is no idiom
    assert parse("It wentdown.", idioms_asked(frozenset({"sank"}))).body == "it wentdown."


def test_a_date_long_ago_and_someone_asked() -> None:
    # "When ...?" is answered by "10,000 years ago", as by a year
    assert_answers(
        [
            (
                "When did the mammoths die out?",
                "Most woolly mammoths had died out by about 10,000 years ago; a last group "
                "lived on Wrangel Island until some 4,000 years ago.",
                "Woolly mammoths had small ears and short tails, which kept them from losing "
                "heat in the cold.",
            ),
            (  # "Could someone tell me" is said to whoever reads it, as "Can you tell me"
                "Could someone tell me how tall the Shard is?",
                "The Shard in London rises to 310 metres, the tallest building in the United "
                "Kingdom.",
                "The Shard was designed by the Italian architect Renzo Piano and opened to the "
                "public in 2013.",
            ),
        ]
    )
    assert Question.of("Could someone tell me how tall the Shard is?").words == ["tall", "shard"]


def test_how_many_x_is_answered_by_a_count_of_x() -> None:
    assert_answers(
        [
            (  # "three times a day" counts something else
                "How many moons does Mars have?",
                "Mars has two small moons, Phobos and Deimos, found in 1877.",
                "Phobos, a moon of Mars, goes round the planet about three times a day.",
            )
        ],
        alone=0.5,  # Mars, named
    )
    # a count beside its word, after it, or in a fact sheet's field
    for task, text in (
        ("how many wolves in a pack", "A wolf pack usually has six to ten members."),
        (
            "how many players rugby union",
            "Rugby union\n- Players per side: 15\n- Match length: 80 minutes",
        ),
        ("how many hearts does an octopus have", "An octopus has three hearts."),
    ):
        assert recall(judge(task, [text])) == 1.0, task


def test_more_of_the_users_talk_and_more_idioms() -> None:
    assert_answers(
        [
            (  # "for his homework" between the asking verb and the question
                "my son wants to know for his homework how many legs a spider has",
                "A spider has eight legs, where an insect has six.",
                "Spiders spin silk from glands called spinnerets at the tip of the abdomen.",
            ),
            (  # "dreamed up": invented or created
                "Who created Sherlock Holmes?",
                "Arthur Conan Doyle dreamed up Sherlock Holmes in 1886, while working as a "
                "doctor in Southsea.",
                "Sherlock Holmes lives at 221B Baker Street in London, with Dr Watson.",
            ),
            (  # "penned": wrote
                "Who wrote Frankenstein?",
                "Frankenstein was penned by Mary Shelley in 1817, when she was nineteen.",
                "Frankenstein's creature has been played by Boris Karloff and many others "
                "since 1931.",
            ),
        ]
    )
