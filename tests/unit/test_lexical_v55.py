"""lexical-v55: questions as a newcomer types them, a second batch. Hand-written examples,
not from any test set; each behaviour test fails on lexical-v54."""

from __future__ import annotations

from stream.evaluators.lexical_asked import asked_itself, undotted
from stream.evaluators.lexical_numbers import number_forms, regnal
from stream.evaluators.lexical_others import asked_thing
from stream.evaluators.lexical_text import fold
from tests.support.lexical import assert_answers, cited, judge, recall


def test_contractions_are_written_out() -> None:
    assert asked_itself("Where's the Great Barrier Reef?") == "Where is the Great Barrier Reef?"
    assert asked_itself("Why doesn\u2019t ice sink?") == "Why does not ice sink?"
    assert asked_itself("Why can't penguins fly?") == "Why can not penguins fly?"
    assert asked_itself("Why won't it start?") == "Why will not it start?"
    # a name's "'s" stays, and so does a title's contraction, and "What's" (read as it is)
    assert asked_itself("Who is Newton's father?") == "Who is Newton's father?"
    title = "Who starred in Now You See Him, Now You Don't?"
    assert asked_itself(title) == title
    assert asked_itself("What's in a Bloody Mary?") == "What's in a Bloody Mary?"
    # "Where" asks a place: without it the question asked for nothing the passage gives
    task = "Where's the Great Barrier Reef?"
    reef = "The Great Barrier Reef lies off the coast of Queensland, Australia."
    other = "The Belize Barrier Reef lies off the coast of Belize in the Caribbean."
    assert cited(judge(task, [other, reef])) == {2}


def test_common_acronyms_are_read_with_or_without_dots() -> None:
    assert undotted("What is the capital of the U.S.?") == "What is the capital of the US?"
    assert undotted("Where is Washington D.C.?") == "Where is Washington DC?"
    # a person's initials stay ("J.K."), and so do other dotted names ("F.C.", "E.T.")
    assert undotted("Who is J.K. Rowling?") == "Who is J.K. Rowling?"
    assert (
        undotted("When was Wigan Athletic F.C. founded?") == "When was Wigan Athletic F.C. founded?"
    )
    assert_answers(
        [
            (
                "When was the UN founded?",
                "The U.N. was founded in 1945 after the Second World War.",
                "The League of Nations was founded in 1920 after the First World War.",
            ),
            (
                "What is the capital of the U.S.?",
                "Washington, D.C. is the capital of the United States.",
                "New York City is the most populous city in the United States.",
            ),
            (
                "What is the population of Washington DC?",
                "Washington, D.C. has a population of about 690,000.",
                "Washington State has a population of about 7.8 million.",
            ),
        ]
    )


def test_a_kings_number_is_one_however_written() -> None:
    assert regnal("Who was the wife of Henry 8th?") == "Who was the wife of Henry VIII?"
    assert regnal("When did Louis the Fourteenth die?") == "When did Louis XIV die?"
    assert regnal("Pope John Paul the Second") == "Pope John Paul II"
    # not a date, nor a word before an ordinal that names no one
    assert regnal("What happened on March the 3rd?") == "What happened on March the 3rd?"
    assert regnal("In the 3rd century") == "In the 3rd century"
    assert number_forms("viii") == ("8th", "eighth")
    assert "xiv" in number_forms("14th") and "xiv" in number_forms("fourteenth")
    assert number_forms("xi") == () and number_forms("v") == ()  # words as often
    assert "ii" not in number_forms("second")  # "a second", "World War II"
    assert_answers(
        [
            (
                "Who was the wife of Henry 8th?",
                "Henry VIII's first wife was Catherine of Aragon.",
                "Henry VII's wife was Elizabeth of York.",
            ),
            (
                "When did Louis the Fourteenth die?",
                "Louis XIV died at Versailles in 1715.",
                "Louis XV died at Versailles in 1774.",
            ),
        ]
    )


def test_a_cost_is_answered_by_an_amount_of_money() -> None:
    assert_answers(
        [
            (
                "How much did the Louisiana Purchase cost?",
                "The United States paid France $15 million for the Louisiana Purchase.",
                "The Louisiana Purchase doubled the size of the United States.",
            ),
            (
                "What was the price of the first iPhone?",
                "The first iPhone went on sale in 2007 for \u00a3399.",
                "The first iPhone had a 3.5-inch screen.",
            ),
        ]
    )


def test_what_a_questions_opening_says_for_itself() -> None:
    assert_answers(
        [
            (  # "live": a population answers how many people live there
                "How many people live in Iceland?",
                "Iceland has a population of roughly 380,000.",
                "Iceland has an area of about 103,000 square kilometres.",
            ),
            (  # "run": a speed answers how fast
                "How fast can a cheetah run?",
                "A cheetah can reach 110 km/h in short sprints.",
                "A cheetah hunts mostly by day, unlike lions.",
            ),
            (  # "support": what it can do answers whether it supports it
                "Does the Kindle support audiobooks?",
                "Kindle devices can play Audible audiobooks over Bluetooth.",
                "The Kindle Paperwhite has a 6.8-inch screen.",
            ),
            (  # an ascent is a climb
                "mount everest first ascent",
                "Mount Everest was first climbed by Edmund Hillary and Tenzing Norgay in 1953.",
                "K2 was first climbed by an Italian expedition in 1954.",
            ),
        ]
    )
    # a rate of something else is no speed
    task = "How fast does a hummingbird fly?"
    beats = "Hummingbirds beat their wings about 50 times a second."
    assert recall(judge(task, [beats])) == 0.0


def test_what_is_x_is_answered_by_what_says_what_x_is() -> None:
    words = tuple(fold("black hole").split())
    assert asked_thing("what is a black hole?", words) == "black hole"
    # a thing by its name, a list, a measure or a rank: not asked what it is
    assert asked_thing("what is the swiss currency?", ("swiss", "currency")) == ""
    assert asked_thing("what are the noble gases?", ("noble", "gases")) == ""
    assert asked_thing("what is normal blood pressure", ("normal", "blood", "pressure")) == ""
    assert asked_thing("what is the largest ape?", ("largest", "ape")) == ""
    assert_answers(
        [
            (
                "What is a black hole?",
                "A black hole is a region of space where gravity is so strong that nothing,"
                " not even light, can escape.",
                "The first image of a black hole's shadow was published in 2019.",
            ),
            (
                "what is inflation",
                "Inflation is the rate at which the general level of prices rises over time.",
                "Central banks raise interest rates when inflation is high.",
            ),
            (  # in the plural, and as a state: "Comets are icy bodies"
                "What is a comet?",
                "Comets are icy bodies that release gas and dust when they near the Sun.",
                "Halley's comet was last seen from Earth in 1986.",
            ),
            (
                "What is a tariff?",
                "A tariff is a tax on goods brought into a country.",
                "The United States raised tariffs on steel in 2018.",
            ),
            (  # named after what it is
                "What is a fulgurite?",
                "Lightning striking sand fuses it into tubes of glass. These fulgurites can run"
                " several metres into the ground.",
                "Fulgurite collectors dig in the dunes of Florida after summer storms.",
            ),
            (  # a heading says it
                "What is a haiku?",
                "Haiku: a short Japanese poem of three lines with five, seven and five syllables.",
                "Matsuo Basho wrote his most famous haiku about a frog in 1686.",
            ),
            (
                "What is umami?",
                "Umami, the fifth basic taste, is a savoury flavour found in broths and cheese.",
                "The Japanese chemist Kikunae Ikeda named umami in 1908.",
            ),
        ]
    )
    # a passage that writes the thing another way is not read by this rule
    task = "What is a catalog number?"
    support = "A catalogue number identifies an item in a collection."
    assert cited(judge(task, [support])) == {1}


def test_a_help_pages_words() -> None:
    # a file size is answered by an amount of data, "normal" is "standard", and a light
    # that blinks is one that flashes
    assert_answers(
        [
            (
                "How big can an attachment be?",
                "Attachments can be up to 25 MB each; larger files are shared as links.",
                "Attachments are scanned for viruses before they are delivered.",
            ),
            (
                "what are the normal opening hours",
                "Standard opening hours are 9:00 to 17:00, Monday to Saturday.",
                "Opening hours change on bank holidays and are posted on the door.",
            ),
            (
                "router light blinking orange",
                "A flashing orange light on the router means the firmware is updating.",
                "A steady orange light on the modem means no internet signal.",
            ),
        ]
    )
