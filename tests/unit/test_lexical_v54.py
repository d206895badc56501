"""lexical-v54: two fixes in how the lexical evaluator reads what it judges. Hand-written
examples, not from any test set; the first fails on lexical-v53. Neither changes a judgment
of the labelled sets (their FAQ entries put the answer on a line of its own)."""

from __future__ import annotations

from stream.evaluators.lexical_asked import asked_itself
from stream.evaluators.lexical_faq import asks_else, entry_question
from stream.evaluators.lexical_judge import Judge
from stream.evaluators.lexical_numbers import number_forms
from stream.evaluators.lexical_places import place_forms
from stream.evaluators.lexical_search import spread_parted
from stream.evaluators.lexical_spelling import spellings
from stream.evaluators.lexical_text import expand_abbreviations
from tests.support.lexical import assert_answers, citations, cited, judge, recall


def test_an_entry_on_one_line_asks_only_its_question() -> None:
    # "Q: ... A: ..." on one line, as scraped pages write it: the question ends where the
    # answer starts, so a "how long" in the answer does not make it ask for a duration
    entry = (
        "Q: Can I freeze a sourdough starter? A: Yes. Frozen in a sealed jar it keeps for"
        " months; how long it then takes to revive depends on its age, so feed it twice"
        " after it thaws."
    )
    assert entry_question(entry) == "Can I freeze a sourdough starter?"
    assert entry_question("Q: Is it safe?\nA: Yes.") == "Is it safe?"
    assert entry_question("Q:  Is it safe?   A: Yes.") == "Is it safe?"
    task = "Can I freeze a sourdough starter?"
    assert not asks_else(entry, task)
    other = "Q: Can I keep a sourdough starter in the fridge? A: Yes, fed once a week."
    assert cited(judge(task, [other, entry])) == {2}
    assert recall(judge(task, [other])) == 0.0
    # ... and an entry that does ask for another kind of answer is still read as one
    why = "Q: Why does a sourdough starter smell of vinegar? A: It is hungry: feed it."
    assert asks_else(why, task)


def test_a_name_is_cited_once_by_its_own_page() -> None:
    # the page about Brazil is its anchor and also says the name: one citation, not two
    task = "What language is spoken in Brazil?"
    passages = [
        "Spanish is spoken in most of South America.",
        "Brazil is the largest country in South America.",
    ]
    for requirement in Judge(task, passages).requirements():
        assert len(requirement.supported_by) == len(set(requirement.supported_by))
    assert citations(task, passages)[0] == [2]


def test_latin_and_greek_plurals_are_the_same_word() -> None:
    # "fungi" is the plural of "fungus", "larvae" of "larva", "nuclei" of "nucleus"; the
    # rules for English plurals do not reach them
    cases = [
        (
            "How do fungi reproduce?",
            "A fungus reproduces by releasing spores into the air.",
            "Mushrooms are sold fresh or dried.",
        ),
        (
            "What do mosquito larvae eat?",
            "A mosquito larva feeds on algae and bacteria in still water.",
            "Adult mosquitoes drink nectar from flowers.",
        ),
        (
            "How many nuclei does a skeletal muscle cell have?",
            "A skeletal muscle cell has many nuclei, one for each of the cells that fused.",
            "A red blood cell has no nucleus at all.",
        ),
        (
            "Can a bacterium survive boiling?",
            "Some bacteria survive boiling by forming spores with tough coats.",
            "Viruses are destroyed by boiling water within a minute.",
        ),
        (
            "Who pays for the blood analyses?",
            "Each blood analysis is paid for by your insurer.",
            "Results of the blood test arrive by post.",
        ),
        (
            "What caused the economic crises of the 1930s?",
            "The economic crisis of the 1930s was caused by the Wall Street crash of 1929.",
            "Unemployment rose sharply in the 1930s.",
        ),
    ]
    assert_answers(cases)


def test_a_name_keeps_its_own_number() -> None:
    # "The Metamorphosis" (Kafka's) is not "The Metamorphoses" (Ovid's), and "strontium" is
    # not "Strontian" (the village it is named after), though the plain words would be
    task = "Who wrote The Metamorphosis?"
    kafka = "The Metamorphosis is a novella written by Franz Kafka, published in 1915."
    ovid = "The Metamorphoses is a long Latin poem written by the Roman poet Ovid."
    assert cited(judge(task, [ovid, kafka])) == {2}
    assert recall(judge(task, [ovid])) == 0.0
    task = "what is strontium used for"
    village = "Strontian is a village in the west of Scotland, used as a base by walkers."
    assert recall(judge(task, [village])) == 0.0


def test_british_and_american_spellings_are_the_same_word() -> None:
    # a question typed one way is answered by a passage written the other, by the regular
    # rules (-our/-or, -ise/-ize, -yse/-yze, -tre/-ter, -ogue/-og, ae and oe for e) and a
    # table of the words they do not reach
    cases = [
        (
            "What is the behavior of wolves in a pack?",
            "The behaviour of wolves in a pack follows a strict order of rank.",
            "Wolves hunt deer and elk in winter.",
        ),
        (
            "Which countries are neighbouring Peru?",
            "Peru's neighboring countries are Ecuador, Colombia, Brazil, Bolivia and Chile.",
            "Peru's capital is Lima, on the coast.",
        ),
        (
            "What is the best way to apologize?",
            "The best way to apologise is to name what you did and say sorry without excuses.",
            "Saying thank you often is good manners.",
        ),
        (
            "How do I analyze a blood sample?",
            "To analyse a blood sample, the lab spins it in a centrifuge.",
            "A blood sample is taken from a vein in the arm.",
        ),
        (
            "How many seats does the theatre have?",
            "The theater has 1,200 seats on three levels.",
            "The cinema next door has 300 seats.",
        ),
        (
            "What is a catalog number?",
            "A catalogue number identifies an item in a collection.",
            "An ISBN identifies a book edition.",
        ),
        (
            "What causes anemia?",
            "Iron deficiency is the most common cause of anaemia.",
            "Iron is found in red meat, beans and spinach.",
        ),
        (
            "What does hemoglobin do?",
            "Haemoglobin carries oxygen from the lungs to the tissues.",
            "Plasma is the liquid part of the blood.",
        ),
        (
            "How long is the oesophagus?",
            "The esophagus is about 25 cm long in adults.",
            "The stomach holds about a litre of food.",
        ),
        (
            "How do I remove mold from a shower?",
            "To remove mould from a shower, scrub it with diluted bleach.",
            "To unblock a shower drain, use a plunger.",
        ),
        (
            "What does sulfur smell like?",
            "Sulphur smells like rotten eggs.",
            "Chlorine smells like a swimming pool.",
        ),
    ]
    assert_answers(cases)


def test_a_spelling_rule_makes_no_other_word() -> None:
    assert spellings("floor") == ()  # not "flour"
    assert spellings("hour") == ()
    assert spellings("canoes") == ()  # not "canes"
    assert spellings("check") == ()  # mostly the verb; only "cheque" reads as "check"
    assert spellings("cheque") == ("check",)
    assert spellings("centred") == ("centered",)
    assert spellings("centered") == ("centred",)
    # and a name keeps its own spelling: "Michael" is not "Michel"
    task = "Where was Michael Faraday born?"
    other = "Michel Faraday was born in Lyon in 1801."
    assert recall(judge(task, [other])) == 0.0


def test_numerals_and_ordinals_in_words_or_digits() -> None:
    # a question's digits find a passage's words, and ordinals go both ways
    cases = [
        (
            "Who was the 16th president of the United States?",
            "Abraham Lincoln was the sixteenth president of the United States.",
            "Abraham Lincoln was born in a log cabin in Kentucky.",
        ),
        (
            "What changed in the twentieth century?",
            "In the 20th century two world wars were fought and people reached the Moon.",
            "The Industrial Revolution began in Britain.",
        ),
        (
            "What were the biggest inventions of the 21st century?",
            "The biggest inventions of the twenty-first century include the smartphone.",
            "The printing press spread across Europe after 1450.",
        ),
        (
            "What can you do at 18 in the UK?",
            "At eighteen in the UK you can vote, buy alcohol and serve on a jury.",
            "The UK has a mild, wet climate.",
        ),
    ]
    assert_answers(cases)
    # a word is not looked for in digits, which count everything ("1 in 3 women"), and
    # "first" not in "1st" ("the 1st Battalion")
    assert number_forms("three") == ()
    assert number_forms("first") == ()
    assert number_forms("1st") == ("first",)
    assert number_forms("sixteenth") == ("16th", "xvi")  # (a king's number: lexical-v55)


def test_a_compound_written_whole_open_or_hyphenated() -> None:
    # the question writes it whole and the passage open or hyphenated, or the other way
    cases = [
        (
            "How do I build a website?",
            "To build a web site, pick a domain name and a hosting plan, then design the pages.",
            "To build a shed, lay a concrete base first.",
        ),
        (
            "How do I change my email address?",
            "To change your e-mail address, go to Settings > Account and type the new one.",
            "To change your password, go to Settings > Security.",
        ),
        (
            "Why is my wifi slow?",
            "Your Wi-Fi is slow when too many devices share the router.",
            "Your laptop battery drains fast when the screen is bright.",
        ),
        (
            "What is the best toothpaste for sensitive teeth?",
            "The best tooth paste for sensitive teeth contains potassium nitrate.",
            "Sensitive skin reacts to perfumed soap.",
        ),
        (
            "How much does health care cost in the US?",
            "Healthcare in the US costs about 13,000 dollars per person a year.",
            "College tuition in the US costs about 11,000 dollars a year.",
        ),
        (
            "What is a good bed time for kids?",
            "A good bedtime for kids aged 6 to 12 is between 8 and 9 pm.",
            "Good snacks for kids include fruit and yoghurt.",
        ),
    ]
    assert_answers(cases)
    # one space or hyphen, between halves of three letters or more (or a hyphen after one
    # or two letters), and a plural after it, nothing else
    text, starts = "a b-c web site | we bsite | websites | web  site", [0]
    assert spread_parted("website", text, starts, True) == {0}
    assert spread_parted("website", "we bsite, websi te", [0], False) == set()
    assert spread_parted("website", "the web sites", [0], True) == {0}
    assert spread_parted("website", "web siteful", [0], True) == set()
    assert spread_parted("email", "an e-mail", [0], True) == {0}
    assert spread_parted("email", "an e mail", [0], True) == set()


def test_a_name_abbreviated_or_written_out() -> None:
    # "Mt", "St" and "Ft" before a name are "Mount", "Saint" and "Fort", whichever the
    # question and the passage write; in a question typed in lower case, "mt" and "st" too
    cases = [
        (
            "How tall is Mt Everest?",
            "Mount Everest is 8,849 metres tall, the highest mountain on Earth.",
            "K2 is 8,611 metres tall, the second highest mountain on Earth.",
        ),
        (
            "How tall is Mount Fuji?",
            "Mt. Fuji is 3,776 metres tall and last erupted in 1707.",
            "Mount Aso is one of the largest active volcanoes in Japan.",
        ),
        (
            "When was St Paul's Cathedral built?",
            "Saint Paul's Cathedral was built between 1675 and 1710 to a design by Wren.",
            "Westminster Abbey was rebuilt from 1245 under Henry III.",
        ),
        (
            "mount st helens eruption year",
            "Mount Saint Helens erupted on 18 May 1980, killing 57 people.",
            "Mount Rainier last erupted about 1,000 years ago.",
        ),
    ]
    assert_answers(cases)
    # not "ft" in lower case (feet), nor an "St" that ends a word or stands before no name
    assert expand_abbreviations("it is 6 ft tall") == "it is 6 ft tall"
    assert (
        expand_abbreviations("The 1st Battalion and Mt. Fuji") == "The 1st Battalion and Mount Fuji"
    )
    assert expand_abbreviations("first street") == "first street"


def test_a_unit_or_a_currency_short_or_spelled_out() -> None:
    # the question names a unit in words and the passage writes its symbol or abbreviation,
    # or the other way round
    cases = [
        (
            "How fast can a cheetah run in miles per hour?",
            "A cheetah can run at up to 70 mph in short bursts.",
            "A cheetah can spot prey from 5 km away in the open.",
        ),
        (
            "What is the speed limit in mph on UK motorways?",
            "The speed limit on UK motorways is 70 miles per hour for cars.",
            "Learner drivers may use UK motorways with an instructor.",
        ),
        (
            "How much does a Big Mac cost in dollars?",
            "A Big Mac costs $5.69 in the United States.",
            "A Big Mac has two beef patties and three slices of bun.",
        ),
        (
            "How much is a first class stamp in pounds?",
            "A first class stamp costs \u00a31.65 at the Post Office.",
            "A first class stamp is delivered the next working day.",
        ),
        (
            "How many ounces are in a pint?",
            "A British pint holds 20 fl oz; an American pint 16.",
            "A pint of milk is about 568 millilitres in Britain.",
        ),
        (
            "How many square miles is Texas?",
            "Texas covers 268,596 sq mi, the second largest state.",
            "Texas has a population of about 30 million.",
        ),
    ]
    assert_answers(cases)


def test_a_question_asked_politely_or_in_capitals() -> None:
    # what a person says before the question ("Can you tell me ...") is not asked, and a
    # question typed in capitals has no names for its capitals
    support = "Canberra is the capital city of Australia."
    other = "Sydney is the largest city in Australia."
    for task in [
        "Can you tell me what the capital of Australia is?",
        "please tell me the capital of australia",
        "Hi, could you please tell me the capital of Australia?",
        "I'd like to know the capital of Australia",
        "WHAT IS THE CAPITAL OF AUSTRALIA?",
    ]:
        assert cited(judge(task, [other, support])) == {2}, task
        assert recall(judge(task, [other])) == 0.0, task
    assert asked_itself("Do you know when the Berlin Wall fell?") == "when the Berlin Wall fell?"
    assert asked_itself("Would you tell me who wrote Dracula?") == "who wrote Dracula?"
    assert asked_itself("Will you tell me who wrote Dracula?") == "who wrote Dracula?"
    assert asked_itself("Telling lies: why do we do it?") == "Telling lies: why do we do it?"
    assert asked_itself("E_CHANNEL_NOT_FOUND") == "E_CHANNEL_NOT_FOUND"  # a code, not a sentence


def test_a_definition_or_a_difference_asked_for() -> None:
    # "Define X", "the definition of X", "Explain X": the page that says what X is; "the
    # difference between X and Y": a page on both, which says it without the word
    cases = [
        (
            "Define photosynthesis",
            "Photosynthesis is the process by which green plants turn light, water and carbon"
            " dioxide into sugar and oxygen.",
            "Respiration releases energy from sugar in cells.",
        ),
        (
            "What is the definition of inflation?",
            "Inflation is the rate at which the general level of prices rises over time.",
            "Unemployment is the share of the workforce without a job.",
        ),
        (
            "What is the difference between weather and climate?",
            "Weather is the state of the air on a given day, while climate is the average"
            " weather of a place over 30 years or more.",
            "Meteorologists forecast the weather using computer models.",
        ),
    ]
    assert_answers(cases)


def test_a_country_and_its_people_are_one() -> None:
    # "French" is of France, "Dutch" of the Netherlands, "Spanish" of Spain, "British" of
    # the United Kingdom: words the rules for endings do not reach
    cases = [
        (
            "What is the French national anthem?",
            "La Marseillaise is the national anthem of France.",
            "God Save the King is the national anthem of the United Kingdom.",
        ),
        (
            "Who is the Dutch prime minister?",
            "Dick Schoof is the prime minister of the Netherlands.",
            "Keir Starmer is the prime minister of the United Kingdom.",
        ),
        (
            "What is the capital of Spain?",
            "Madrid is the Spanish capital.",
            "Lisbon is the Portuguese capital.",
        ),
        (
            "Who is the British head of state?",
            "The head of state of the United Kingdom is the monarch.",
            "The head of state of France is the president.",
        ),
        (
            "What is the capital of the Japanese prefecture where Lake Biwa lies?",
            "Lake Biwa lies in Shiga Prefecture, Japan, whose capital is Otsu.",
            "Lake Kawaguchi lies in Yamanashi Prefecture, at the foot of Mount Fuji.",
        ),
    ]
    assert_answers(cases, alone=0.5)  # (the distractor holds one of two hops)
    assert place_forms("polish") == ("poland",)
    assert place_forms("pole") == ()  # a pole is no Pole
