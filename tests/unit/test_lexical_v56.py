"""lexical-v56: questions as a newcomer types them, a third batch. Hand-written examples,
not from any test set; each behaviour test fails on lexical-v55."""

from __future__ import annotations

import re

from stream.evaluators.lexical_chatter import phrased, unwrapped
from stream.evaluators.lexical_named import NAMED
from stream.evaluators.lexical_others import asked_thing
from tests.support.lexical import assert_answers, cited, judge, recall


def test_the_users_own_talk_around_a_question_is_left_out() -> None:
    assert unwrapped("hey, quick question: who discovered penicillin?") == (
        "who discovered penicillin?"
    )
    assert unwrapped("my son asked me how many legs an octopus has and I wasn't sure") == (
        "how many legs an octopus has"
    )
    assert unwrapped("We are having a debate... how tall is Ben Nevis? thanks") == (
        "how tall is Ben Nevis?"
    )
    # a question's own first part stays: it says nothing of the user
    for task in ("In 1969, who walked on the Moon?", "Telling lies: why do we do it?"):
        assert unwrapped(task) == task
    assert_answers(
        [
            (
                "hey, quick question: who discovered penicillin?",
                "Alexander Fleming discovered penicillin in 1928 at St Mary's Hospital.",
                "Penicillin is made by moulds of the genus Penicillium and was first "
                "mass-produced during the Second World War.",
            ),
            (
                "my son asked me how many legs an octopus has and I wasn't sure",
                "An octopus has eight arms, each lined with suckers, and no legs in the usual "
                "sense; its arms are often called legs.",
                "Octopuses are molluscs, related to squid and cuttlefish, and can change colour "
                "in a fraction of a second.",
            ),
        ]
    )


def test_verbs_of_two_words_are_read_as_one() -> None:
    assert phrased("When did Prince pass away?") == "When did Prince die?"
    assert phrased("when did oasis break up") == "when did oasis breakup"
    assert phrased("Who set up the Red Cross?") == "Who founded the Red Cross?"
    assert phrased("How do I set up my router?") == "How do I set up my router?"
    assert_answers(
        [
            (
                "When did Prince pass away?",
                "Prince died at his Paisley Park home in Minnesota on 21 April 2016.",
                "Prince was born in Minneapolis in 1958 and released his first album at 19.",
            ),
            (
                "when did oasis break up",
                "Oasis split up in August 2009 after a backstage row in Paris.",
                "Oasis formed in Manchester in 1991 and released Definitely Maybe in 1994.",
            ),
        ]
    )


def test_answers_known_by_name_answer_their_kind() -> None:
    country = re.compile(NAMED["country"])
    assert country.findall("a city in mali, near south africa") == ["mali", "south africa"]
    assert_answers(
        [
            (
                "In which country is Petra?",
                "Petra is an ancient city carved into rose-red rock in southern Jordan.",
                "Petra was built by the Nabataeans and became famous in the West after 1812.",
            ),
            (
                "What continent is Peru in?",
                "Peru lies on the Pacific coast of South America.",
                "Peru is home to Machu Picchu, built by the Inca high in the Andes.",
            ),
            (
                "What currency does Denmark use?",
                "Denmark kept its krone when it joined the European Union.",
                "Denmark is famous for Lego, which was founded in Billund in 1932.",
            ),
            (
                "what time zone is tokyo in",
                "Tokyo keeps Japan Standard Time (JST), nine hours ahead of UTC, all year round.",
                "Tokyo hosted the Summer Olympics in 1964 and again in 2021.",
            ),
            (
                "which century was the Magna Carta sealed",
                "King John sealed Magna Carta at Runnymede in 1215.",
                "Magna Carta limited the power of the English king and is seen as a root of "
                "modern democracy.",
            ),
            (
                "What language do they speak in Austria?",
                "Austrians speak German, though with an accent and words of their own.",
                "Austria is known for the Alps, Mozart and its coffee houses.",
            ),
            (
                "At what age did Mozart die?",
                "Mozart died in Vienna in 1791 at 35.",
                "Mozart died in Vienna in December 1791, leaving his Requiem unfinished.",
            ),
        ]
    )
    # "Which country has the most people?" names nothing: any country's page would do
    most = "Which country has the most people?"
    assert recall(judge(most, ["China has the second largest population."])) == 0.0


def test_what_x_means_or_stands_for_asks_what_x_is() -> None:
    assert asked_thing("what does dna mean", ("dna",)) == "dna"
    assert asked_thing("what is the meaning of 'deja vu'", ("deja", "vu")) == "deja vu"
    assert asked_thing("what does the abbreviation atm stand for", ("atm",)) == "atm"
    assert_answers(
        [
            (
                "What does scuba stand for?",
                "Scuba, or self-contained underwater breathing apparatus, lets divers breathe "
                "below the surface.",
                "Scuba divers must learn to equalise the pressure in their ears as they descend.",
            ),
            (
                "What is the meaning of 'alma mater'?",
                "Alma mater, Latin for 'nourishing mother', is the school or university someone "
                "attended.",
                "Many graduates give money to their alma mater every year.",
            ),
        ]
    )


def test_names_joined_by_and_and_questions_that_end_in_their_question_word() -> None:
    assert_answers(
        [
            (
                "Who wrote Crime and Punishment?",
                "Crime and Punishment is a novel by Fyodor Dostoevsky, published in 1866.",
                "Crime and Punishment follows Raskolnikov, a poor former student in St Petersburg.",
            ),
            (
                "The Hobbit was written by who?",
                "The Hobbit is a 1937 novel by J. R. R. Tolkien.",
                "The Hobbit follows Bilbo Baggins on a journey to the Lonely Mountain.",
            ),
            (
                "Angkor Wat is in which country?",
                "Angkor Wat, the largest religious monument in the world, stands near Siem Reap "
                "in Cambodia.",
                "Angkor Wat was built in the early 12th century as a Hindu temple for the god "
                "Vishnu.",
            ),
        ]
    )


def test_a_maker_is_said_by_a_byline_or_a_possessive() -> None:
    assert_answers(
        [
            (
                "who wrote the old man and the sea",
                "The Old Man and the Sea, Ernest Hemingway's short novel of 1952, won him the "
                "Pulitzer Prize.",
                "The Old Man and the Sea follows an ageing fisherman's struggle with a giant "
                "marlin.",
            ),
            (
                "who composed the nutcracker",
                "The Nutcracker, by Pyotr Ilyich Tchaikovsky, was first staged in St Petersburg "
                "in 1892.",
                "The Nutcracker is performed by ballet companies every Christmas.",
            ),
        ]
    )


def test_an_answer_of_the_kind_asked() -> None:
    assert_answers(
        [
            (  # a temperature, or no answer to "What temperature ...?"
                "What temperature should I wash towels at?",
                "Wash towels at 60 \u00b0C to kill germs and keep them soft.",
                "Wash towels separately from clothes, and skip fabric conditioner, which makes "
                "them less absorbent.",
            ),
            (  # a date, or no answer to "When ...?"
                "When did the Game Boy come out?",
                "Nintendo released the Game Boy in Japan in April 1989.",
                "The Game Boy ran on four AA batteries and came with Tetris in most countries.",
            ),
            (  # "in the human body": a human's
                "How many muscles are in the human body?",
                "An adult human has more than 600 skeletal muscles.",
                "Muscles work in pairs: when one contracts, its partner relaxes.",
            ),
        ]
    )


def test_another_things_capital_is_not_the_one_asked() -> None:
    task = "What is the capital of Canada?"
    ottawa = "Ottawa, the capital of Canada, stands on the Ottawa River."
    toronto = "Toronto, Canada's largest city, is the capital of the province of Ontario."
    assert cited(judge(task, [toronto, ottawa])) == {2}
    assert recall(judge(task, [toronto])) < 1.0  # its name still held: 0.5


def test_a_plural_in_ses_is_also_the_word_in_s() -> None:
    # a bug the fifth newcomer batch showed: "octopuses" took only the endings of "house"
    task = "do octopuses have three hearts"
    octopus = "An octopus has three hearts: two pump blood through the gills."
    other = "Octopuses are molluscs that can change colour in a fraction of a second."
    assert cited(judge(task, [other, octopus])) == {2}


def test_a_remark_after_the_question_mark_is_the_users() -> None:
    # the other bug it showed: the remark was read as part of the question
    assert unwrapped("how long did the hundred years war last? seems like a weird name") == (
        "how long did the hundred years war last?"
    )
    assert unwrapped("is a tomato a fruit?? no idea lol") == "is a tomato a fruit??"
