"""The lexical evaluator beyond multi-hop Wikipedia (issue 14): single-hop questions of
every shape, passages with or without a title, web furniture, lists, units and word forms.
Each example scores recall 1 with its supporting passage and 0 without it."""

from __future__ import annotations

import pytest

from stream.evaluators.lexical_judge import Judge
from tests.support.lexical import cited, judge, recall

AUSTRALIA = "What is the capital of Australia?"
AUSTRALIA_OTHERS = [
    "Sydney: Sydney is the most populous city in Australia, on its east coast.",
    "Australian dollar: The Australian dollar is the currency of Australia.",
    "Australia: Australia is a country made up of the mainland of the Australian continent, "
    "the island of Tasmania and many smaller islands.",
]
EVEREST = "What is the highest mountain on Earth?"
EVEREST_SUPPORT = (
    "Mount Everest: Mount Everest is Earth's highest mountain above sea level, in the "
    "Mahalangur Himal sub-range of the Himalayas."
)
EVEREST_OTHERS = [
    "K2: K2 is the second-highest mountain on Earth, on the China-Pakistan border.",
    "Himalayas: The Himalayas are a mountain range in Asia separating the Indian "
    "subcontinent from the Tibetan Plateau.",
    "Mountaineering: Mountaineering is the sport of climbing mountains.",
]
BOILING = "At what temperature does water boil at sea level?"
BOILING_OTHERS = [
    "Water freezes at 0 degrees Celsius.",
    "Sea level is the average height of the ocean's surface, from which heights are measured.",
    "Pure water is a colourless liquid made of hydrogen and oxygen.",
]

# (question, supporting passage, distractors on the same topic)
EXAMPLES = [
    (AUSTRALIA, "Canberra: Canberra is the capital city of Australia.", AUSTRALIA_OTHERS),
    (AUSTRALIA, "Canberra is the capital city of Australia.", AUSTRALIA_OTHERS),
    (EVEREST, EVEREST_SUPPORT, EVEREST_OTHERS),
    (BOILING, "Water boils at 100 degrees Celsius at sea level.", BOILING_OTHERS),
    (BOILING, "Water boils at 100 \u00b0C (212 \u00b0F) at sea level.", BOILING_OTHERS),
    (
        "Is it safe to drink tap water in Germany?",
        "Travel FAQ: Germany\nQ: Can I drink the tap water?\nA: Yes. Tap water in Germany is "
        "strictly regulated and safe to drink.",
        [
            "Travel FAQ: Germany\nQ: Do shops open on Sundays?\nA: Most are closed on Sundays.",
            "Travel FAQ: Morocco\nQ: Can I drink the tap water?\nA: Drink bottled water.",
        ],
    ),
    (
        "What is the population of Canada?",
        "Canada \u2013 quick facts\n\u2022 Capital: Ottawa\n\u2022 Population: about 40 "
        "million\n\u2022 Currency: Canadian dollar",
        [
            "Toronto \u2013 quick facts\n\u2022 Province: Ontario\n\u2022 Population: 2.8 million",
            "Canada \u2013 geography\n\u2022 Area: 9.98 million km2\n\u2022 Coastline: the "
            "longest of any country",
        ],
    ),
    (
        "When did the Titanic sink?",
        "History > Maritime | Posted by admin | RMS Titanic sank on 15 April 1912 after "
        "striking an iceberg. Share on Facebook | Tweet | Comments (12)",
        [
            "Cookie policy | Films | James Cameron's Titanic was released in 1997. Privacy",
            "Home | The Lusitania was sunk by a submarine on 7 May 1915. Back to top",
        ],
    ),
    (
        "How tall is Mount Kilimanjaro?",
        "Travel > Africa | Mount Kilimanjaro rises 5,895 m above sea level. Book now | Share",
        [
            "Travel > Africa | The best time to climb Kilimanjaro is the dry season. Share",
            "Travel > Africa | Mount Kenya, at 5,199 m, is the second-highest peak in Africa.",
        ],
    ),
    (
        "Why do cats purr?",
        "Cats purr mostly when they are content, but also when they are stressed or hurt.",
        [
            "Cats sleep between 12 and 16 hours a day.",
            "Dogs wag their tails when they are excited.",
        ],
    ),
    (  # the topic: a passage about octopuses says "change colour" too
        "How do chameleons change colour?",
        "Chameleons change colour by stretching skin cells that hold tiny crystals.",
        [
            "Chameleons have long sticky tongues.",
            "Most chameleons live in Madagascar.",
            "Octopuses change colour with sacs of pigment in their skin.",
        ],
    ),
    (  # the setting: the answer need not say "in the Solar System"
        "Which planets in the Solar System have rings?",
        "Saturn, Jupiter, Uranus and Neptune, the four giant planets, all have rings.",
        [
            "The Solar System has eight planets and five dwarf planets.",
            "Mars has two small moons, Phobos and Deimos.",
        ],
    ),
    (
        "What are the official languages of Switzerland?",
        "Switzerland has four official languages: German, French, Italian and Romansh.",
        [
            "Geneva is a city in the French-speaking part of Switzerland.",
            "Liechtenstein is a German-speaking country between Switzerland and Austria.",
        ],
    ),
    (  # an acronym the passage spells out
        "How many member states does the EU have?",
        "The European Union has 27 member states, from Portugal to Finland.",
        [
            "The United Nations has 193 member states.",
            "The euro is used by 20 of the states that belong to the bloc's currency union.",
        ],
    ),
    (  # who the question is about: a sloth's hours of sleep are not a koala's
        "How many hours a day do koalas sleep?",
        "Koalas sleep for up to 20 hours a day, saving energy on a diet of eucalyptus leaves.",
        [
            "Sloths sleep about 15 hours a day in the wild.",
            "Koalas live in the eucalyptus forests of eastern Australia.",
        ],
    ),
    (  # a light verb: no answer says "happen"
        "When did the Great Fire of London happen?",
        "The Great Fire of London broke out in a bakery on Pudding Lane on 2 September 1666.",
        [
            "The Great Plague of London was the last major epidemic of plague in England.",
            "London's Monument commemorates the great fire and stands near where it began.",
        ],
    ),
    (  # "why" asks for a cause: a passage that only mentions yawning gives none
        "Why do we yawn?",
        "We yawn when the brain runs warm: a deep breath of air cools it, some studies suggest.",
        [
            "The average yawn lasts about six seconds.",
            "Yawning is contagious among humans and chimpanzees.",
        ],
    ),
]


@pytest.mark.parametrize(("task", "support", "others"), EXAMPLES)
def test_the_supporting_passage_alone_answers(task: str, support: str, others: list[str]) -> None:
    judgment = judge(task, [support])
    assert recall(judgment) == 1.0, judgment
    assert cited(judgment) == {1}


@pytest.mark.parametrize(("task", "support", "others"), EXAMPLES)
def test_among_distractors_only_the_supporting_passage_is_cited(
    task: str, support: str, others: list[str]
) -> None:
    passages = [others[0], support, *others[1:]]
    judgment = judge(task, passages)
    assert recall(judgment) == 1.0, judgment
    assert cited(judgment) == {2}, judgment


@pytest.mark.parametrize(("task", "support", "others"), EXAMPLES)
def test_without_the_supporting_passage_nothing_is_supported(
    task: str, support: str, others: list[str]
) -> None:
    assert recall(judge(task, others)) == 0.0, judge(task, others)
    for passage in others:
        assert recall(judge(task, [passage])) == 0.0, passage
    assert recall(judge(task, [])) == 0.0


def test_a_comparison_needs_the_passage_about_each_item() -> None:
    task = "Which is heavier, an African elephant or a blue whale?"
    passages = [
        "Animals A\u2013Z | African elephant | Male African elephants weigh up to 6,000 kg.",
        "Animals A\u2013Z | Hippopotamus | Hippos weigh up to 3,200 kg.",
        "Ocean Life | The blue whale can weigh as much as 150,000 kg. Advertisement",
    ]
    full = judge(task, passages)
    assert recall(full) == 1.0
    assert cited(full) == {1, 3}
    assert len(full.requirements) == 2
    assert recall(judge(task, passages[:2])) == 0.5


def test_a_search_box_comparison_x_vs_y_needs_each_side() -> None:
    task = "nile vs amazon river which is longer"
    passages = [
        "Rivers of Africa | Nile | Length: about 6,650 km | Outflow: Mediterranean Sea",
        "Rivers of Asia | Yangtze | Length: about 6,300 km | Outflow: East China Sea",
        "Rivers of South America | Amazon River | Length: about 6,400 km | Outflow: Atlantic",
    ]
    full = judge(task, passages)
    assert [r.text for r in full.requirements] == ["nile", "amazon river"], full
    assert recall(full) == 1.0 and cited(full) == {1, 3}, full
    assert recall(judge(task, passages[:2])) == 0.5  # the Amazon's page is gone


def test_a_faq_entry_is_about_what_it_asks_not_about_its_page() -> None:
    task = "Which needs more sleep, a baby or a teenager?"
    passages = [
        "Sleep FAQ\nQ: How much sleep does a baby need?\nA: 12 to 16 hours a day.",
        "Sleep FAQ\nQ: Is napping good for adults?\nA: A short nap can help.",
        "Sleep FAQ\nQ: How much sleep does a teenager need?\nA: 8 to 10 hours a night.",
    ]
    judgment = judge(task, passages)
    assert cited(judgment) == {1, 3}
    assert recall(judgment) == 1.0
    assert recall(judge(task, passages[:2])) == 0.5


def test_a_compared_item_is_the_passage_that_names_it_whole() -> None:
    task = "Which is taller, the Eiffel Tower or the Tokyo Tower?"
    passages = [  # the first has "Tokyo" in its breadcrumbs and another tower's name
        "Travel > Japan > Tokyo | The Tokyo Skytree, a broadcasting tower, is 634 metres tall.",
        "Travel > France | The Eiffel Tower is 330 metres tall. Book tickets",
        "Travel > Japan > Tokyo | The Tokyo Tower in Minato is 333 metres tall. Share",
    ]
    assert cited(judge(task, passages)) == {2, 3}


def test_a_comparison_passage_that_names_both_items_is_about_neither() -> None:
    task = "Which is older, Oxford or Cambridge?"
    passages = [
        "The Boat Race between Oxford and Cambridge has been rowed since 1829.",
        "Oxford is a university city where teaching began by 1096.",
    ]
    judgment = judge(task, passages)
    assert cited(judgment) == {2}
    assert recall(judgment) == 0.5
    passages.append("Cambridge grew around a university founded in 1209.")
    assert cited(judge(task, passages)) == {2, 3}


def test_a_bridge_follows_the_name_from_one_passage_to_the_next() -> None:
    task = "What currency is used in the country whose capital is Nairobi?"
    hop1 = "Nairobi is the capital and largest city of Kenya."
    hop2 = "The Kenyan shilling is the official currency of Kenya."
    other = "The Tanzanian shilling is the currency of Tanzania."
    full = judge(task, [hop1, other, hop2])
    assert cited(full) == {1, 3}
    assert recall(full) == 1.0
    assert len(full.requirements) >= 2
    assert recall(judge(task, [hop1, other])) < 1.0


def test_two_linked_pages_that_do_not_say_it_together_answer_nothing() -> None:
    """A short question without names is answered by one passage; two titled passages
    that link (one names the other's title) answer it only when together they hold
    most of its words."""
    task = "Which element has the atomic number 1?"
    passages = [
        "Helium: Helium is a chemical element with the symbol He and atomic number 2.",
        "Atomic number: The atomic number of an element is the number of protons in the "
        "nucleus of its atoms.",
        "Water: Water is a compound of hydrogen and oxygen.",
    ]
    assert recall(judge(task, passages)) == 0.0
    hydrogen = "Hydrogen: Hydrogen is the chemical element with the symbol H and atomic number 1."
    assert cited(judge(task, [*passages, hydrogen])) == {4}


def test_the_page_about_the_named_thing_is_cited_not_one_that_mentions_it() -> None:
    task = "How tall is the Leaning Tower of Pisa?"
    mention = (
        "Galileo Galilei: Galileo is said to have dropped balls of different mass from the "
        "Leaning Tower of Pisa, 56 metres tall, to show they fall together."
    )
    about = (
        "Leaning Tower of Pisa: The Leaning Tower of Pisa is the freestanding bell tower of "
        "Pisa Cathedral, about 56 metres tall."
    )
    cathedral = (
        "Pisa Cathedral: Pisa Cathedral is a Romanesque cathedral in the Piazza dei Miracoli."
    )
    assert cited(judge(task, [mention, about, cathedral])) == {2}
    assert cited(judge(task, [mention, cathedral])) == {1}  # it does say it


def test_the_second_largest_is_not_the_largest() -> None:
    task = "What is the largest planet in the Solar System?"
    saturn = "Saturn: Saturn is the second-largest planet in the Solar System."
    jupiter = "Jupiter: Jupiter is the largest planet in the Solar System."
    assert cited(judge(task, [saturn, jupiter])) == {2}
    assert recall(judge(task, [saturn])) == 0.0


@pytest.mark.parametrize(
    ("task", "passage"),
    [
        ("Do sharks have bones?", "A shark's skeleton is made of cartilage, not bone."),
        ("What do caterpillars turn into?", "A caterpillar turns into a butterfly."),
        (  # "why" asks a cause (lexical-v7): the passage gives one
            "Why did the dinosaurs die out?",
            "The dinosaurs died out 66 million years ago, after an asteroid caused a long winter.",
        ),
        ("How do bees make honey?", "Bees make honey from the nectar of flowers."),
        ("What did the Romans build?", "The Romans built roads, aqueducts and walls."),
        ("Who wrote Hamlet?", "Hamlet was written by William Shakespeare around 1600."),
        ("When was the Eiffel Tower built?", "The Eiffel Tower was built from 1887 to 1889."),
        ("How many moons does Mars have?", "Mars has two small moons, Phobos and Deimos."),
        ("Is Venus hotter than Mercury?", "Venus is the hottest planet, hotter than Mercury."),
        ("Is the tomato a fruit?", "BOTANICALLY, THE TOMATO IS A FRUIT, NOT A VEGETABLE."),
    ],
)
def test_word_forms_case_and_punctuation(task: str, passage: str) -> None:
    """Plurals, possessives, irregular past forms, comparatives, number words, capitals."""
    assert recall(judge(task, [passage])) == 1.0, judge(task, [passage])
    assert recall(judge(task, ["An unrelated sentence about the weather in Spain."])) == 0.0


def test_html_entities_in_a_passage_read_as_their_characters() -> None:
    """Scraped pages keep "&amp;" for "&": the title still names the thing whole."""
    task = "In which city is Faith Lutheran Middle School & High School?"
    passages = [
        "Faith Lutheran High School: Faith Lutheran High School is a school in Crestwood.",
        "Faith Lutheran Middle School &amp; High School: Faith Lutheran Middle School &amp; "
        "High School is a private school in Las Vegas, Nevada.",
    ]
    judgment = judge(task, passages)  # its page answers, the other school's does not
    assert cited(judgment) == {2} and recall(judgment) == 1.0, judgment


def test_a_namesake_page_is_not_a_link() -> None:
    """ "Johnny Angel (song)" names "Johnny Angel" because it bears the same name: no hop
    from the film's page reaches it, so it does not stand in for the actor's page."""
    task = "Which American film actor and dancer starred in the 1945 film Johnny Angel?"
    film = (
        "Johnny Angel: Johnny Angel is a 1945 film noir directed by Edwin L. Marin. "
        "The movie stars George Raft and Claire Trevor."
    )
    song = (
        'Johnny Angel (song): "Johnny Angel" is a song by Lyn Duddy. It became a hit in '
        "1962 when covered by Shelley Fabares, an American actress."
    )
    actor = "George Raft: George Raft was an American film actor and dancer."
    assert recall(judge(task, [film, song])) < 1.0
    full = judge(task, [film, song, actor])
    assert cited(full) == {1, 3}
    assert recall(full) == 1.0


def test_two_named_pages_answer_what_one_says_of_the_other() -> None:
    """Every name has its page, and no other passage is reached from them: the answer is
    what one page says of the other's subject."""
    task = "Alfie Allen played Theon Greyjoy on which show?"
    alfie = (
        "Alfie Allen: Alfie Allen is an English actor, best known for portraying Theon "
        'Greyjoy in the HBO series "Game of Thrones".'
    )
    theon = (
        'Theon Greyjoy: Theon Greyjoy is a fictional character in the "A Song of Ice and '
        'Fire" novels by George R. R. Martin.'
    )
    song = 'Alfie (Lily Allen song): "Alfie" is a song by Lily Allen.'
    full = judge(task, [alfie, theon, song])
    assert cited(full) == {1, 2}
    assert recall(full) == 1.0


def test_a_title_names_a_name_only_whole() -> None:
    """ "They Shall Have Music" holds the words of "She Shall Have Music" that weigh (both
    "she" and "have" say little), but names another film."""
    task = "Which film came out earlier, She Shall Have Music or That Devil, Bateese?"
    they = "They Shall Have Music: They Shall Have Music is a 1939 American musical film."
    devil = "That Devil, Bateese: That Devil, Bateese is a 1918 American silent drama film."
    she = "She Shall Have Music: She Shall Have Music is a 1935 British musical film."
    assert recall(judge(task, [they, devil])) < 1.0
    both = judge(task, [they, devil, she])
    assert cited(both) == {2, 3}
    assert recall(both) == 1.0


def test_a_capital_that_opens_the_question_is_not_a_name() -> None:
    """ "According" is capitalised only because it opens the sentence."""
    task = "According to the 2001 census, what was the population of Kirton?"
    kirton = (
        "Kirton: Kirton is a village in Lincolnshire known for farming and for its "
        "market. At the 2001 census it had a population of 5,371."
    )
    other = "Boston: Boston is a market town in Lincolnshire."
    judgment = judge(task, [kirton, other])
    assert cited(judgment) == {1}, judgment
    assert recall(judgment) == 1.0


def test_a_title_scattered_in_a_text_links_only_a_pair_that_says_more() -> None:
    """ "Miami University" is not named by "the University of Miami": its words, scattered,
    link it only if the two passages hold most of the question together."""
    task = "What is the enrollment at the school that owns the Miami Hurricane?"
    paper = (
        "Miami Hurricane: The Miami Hurricane is the student newspaper of the University of Miami."
    )
    ohio = (
        "Miami University: Miami University is a public university in Oxford, Ohio, founded "
        "in 1809."
    )
    school = (
        "University of Miami: The University of Miami is a private research university in "
        "Coral Gables, Florida, with an enrollment of 17,000 students."
    )
    assert recall(judge(task, [paper, ohio])) < 1.0
    full = judge(task, [paper, ohio, school])
    assert cited(full) == {1, 3}
    assert recall(full) == 1.0


def test_a_place_title_is_named_by_its_name_before_the_comma() -> None:
    """ "Boston, Lincolnshire" is named by "the Boston district of Lincolnshire": a link by
    its name, not by words scattered."""
    task = "What river flows through the town in whose district Kirton End lies?"
    hamlet = "Kirton End: Kirton End is a hamlet in the Boston district of Lincolnshire."
    town = "Boston, Lincolnshire: Boston is a market town on the River Witham."
    assert Judge(task, [hamlet, town]).mentions(0, 1) == 2


def test_the_page_about_the_named_thing_does_not_answer_for_its_relative() -> None:
    """ "X's father": the page about X holds "father" and "died" of its own."""
    task = "Where did James Stanley (Bishop)'s father die?"
    bishop = (
        "James Stanley (bishop): James Stanley was an English bishop, the son of Thomas "
        "Stanley, 1st Earl of Derby, and his wife. He died at Manchester in 1515; his father "
        "was a courtier."
    )
    other = "Hugh Oldham: Hugh Oldham was an English bishop of Exeter."
    judgment = judge(task, [bishop, other])
    assert recall(judgment) < 1.0, judgment
    father = (
        "Thomas Stanley, 1st Earl of Derby: Thomas Stanley was an English nobleman. He died "
        "at Lathom House in 1504."
    )
    assert recall(judge(task, [bishop, other, father])) == 1.0


def test_a_nationality_after_a_name_is_what_is_asked_not_the_name() -> None:
    task = "Are both Jim McBride and Neil Jordan American?"
    mcbride = "Jim McBride: Jim McBride is an American film director and screenwriter."
    jordan = "Neil Jordan: Neil Jordan is an Irish film director and novelist."
    other = "Michael Jordan: Michael Jordan is an American former basketball player."
    judgment = judge(task, [mcbride, jordan, other])
    assert cited(judgment) == {1, 2}, judgment
    assert recall(judgment) == 1.0


def test_a_compared_item_is_not_a_page_of_another_kind() -> None:
    """ "Giuseppe Verdi (film)" is not the composer the comparison asks about."""
    task = "Are Giuseppe Verdi and Ambroise Thomas both opera composers?"
    film = "Giuseppe Verdi (film): Giuseppe Verdi is a 1938 Italian film about the composer."
    thomas = "Ambroise Thomas: Ambroise Thomas was a French composer of operas."
    assert recall(judge(task, [film, thomas])) < 1.0
    verdi = "Giuseppe Verdi: Giuseppe Verdi was an Italian composer of operas."
    full = judge(task, [film, thomas, verdi])
    assert cited(full) == {2, 3}
    assert recall(full) == 1.0


def test_a_page_about_another_thing_that_holds_the_name_answers_nothing() -> None:
    """ "Louvre Abu Dhabi" holds "Louvre", but it is another museum."""
    task = "Where is the Louvre museum?"
    abu_dhabi = (
        "Louvre Abu Dhabi: The Louvre Abu Dhabi is an art museum on Saadiyat Island in Abu Dhabi."
    )
    other = "British Museum: The British Museum is a public museum in London."
    assert recall(judge(task, [abu_dhabi, other])) == 0.0
    paris = "Louvre: The Louvre is the world's most-visited art museum, in Paris, France."
    assert cited(judge(task, [abu_dhabi, other, paris])) == {3}


def test_a_compared_item_is_not_a_page_qualified_by_another_work() -> None:
    """ "(Desperate Housewives)": an episode of a series, not the film asked about."""
    task = "Which film was released earlier, Smiles of a Summer Night or Two Idiots in Hollywood?"
    episode = (
        "Smiles of a Summer Night (Desperate Housewives): Smiles of a Summer Night is an "
        "episode of the series, first shown in 2005."
    )
    idiots = "Two Idiots in Hollywood: Two Idiots in Hollywood is a 1988 comedy film."
    assert recall(judge(task, [episode, idiots])) < 1.0
    film = "Smiles of a Summer Night: Smiles of a Summer Night is a 1955 Swedish comedy film."
    full = judge(task, [episode, idiots, film])
    assert cited(full) == {2, 3}
    assert recall(full) == 1.0


def test_a_month_in_a_passage_that_leaves_out_the_place_is_not_another_place() -> None:
    # A passage that omits the question's place and names another ("in Bergen") is about
    # that place; "in January" names no place.
    task = "How many people live in Oslo?"
    about_it = "About 710,000 people live in the city, which grew fast in January 2020."
    elsewhere = "About 290,000 people live in Bergen, on the west coast."
    assert recall(judge(task, [about_it])) == 1.0
    assert recall(judge(task, [elsewhere])) == 0.0


def test_the_items_compared_after_a_colon() -> None:
    # "Which has more X: A or B?" compares A and B as "Which has more X, A or B?" does:
    # one requirement each, and the page about either alone answers half.
    task = "Which has more protein: a boiled egg or a glass of milk?"
    egg = "Boiled egg \u2013 per 100 g\n\u2022 Protein: about 13 g\n\u2022 Calories: 155"
    milk = "Glass of milk \u2013 250 ml\n\u2022 Protein: about 8 g\n\u2022 Calories: 120"
    soy = "Tofu \u2013 per 100 g\n\u2022 Protein: about 8 g\n\u2022 Calories: 76"
    full = judge(task, [egg, soy, milk])
    assert cited(full) == {1, 3}
    assert recall(full) == 1.0
    assert recall(judge(task, [egg, soy])) == 0.5


def test_a_that_after_true_opens_what_is_said_not_a_clause() -> None:
    # "Is it true that X was Y?" asks one thing of X: the page about X answers, and no
    # page is reached from it as a bridge ("French" in a page about a university).
    task = "Is it true that Marie Curie was French?"
    curie = (
        "Marie Curie: Marie Curie was a physicist born in Warsaw who took French nationality "
        "after her marriage and worked in Paris."
    )
    others = [
        "Pierre Curie: Pierre Curie was a French physicist, a pioneer of crystallography.",
        "Sorbonne: The Sorbonne is a French university building in the Latin Quarter of Paris.",
        "Warsaw: Warsaw is the capital and largest city of Poland.",
    ]
    full = judge(task, [*others, curie])
    assert cited(full) == {4}
    assert recall(full) == 1.0
    assert recall(judge(task, others)) == 0.0


def test_a_year_before_a_colon_is_a_field_not_a_title() -> None:
    # "... > Winners | 1987: New Zealand ...": a year labels a line of a list; read as the
    # passage's title, it made the page one about another thing than the question names.
    task = "Who won the first Rugby World Cup?"
    winners = (
        "Home > Sport > Rugby > Rugby World Cup > Winners | 1987: New Zealand, who won the "
        "first tournament by beating France in the final. Full list | Accept cookies"
    )
    others = [
        "Sport > Rugby > Rugby World Cup | The tournament is held every four years. Share",
        "Sport > Rugby > Six Nations | England won the first Six Nations in 2000. Print",
    ]
    assert cited(judge(task, [*others, winners])) == {3}
    assert recall(judge(task, others)) == 0.0


def test_an_faq_entry_that_asks_for_another_kind_of_answer_answers_nothing() -> None:
    # "Q: How often ...?" is answered by a frequency and "Q: Why ...?" by a cause: neither
    # says how to do the thing, whatever words it shares with the question.
    task = "How do I clean an oven?"
    often = "Q: How often should I clean my oven?\nA: Every three months, or after a spill."
    why = "Q: Why does my oven smoke when I clean it?\nA: Old grease burns off the oven walls."
    how = (
        "Kitchen FAQ\nQ: What is the best way to clean an oven?\nA: Spread a paste of baking "
        "soda and water inside, leave it overnight and wipe it off with vinegar."
    )
    assert recall(judge(task, [often, why])) == 0.0
    assert cited(judge(task, [often, why, how])) == {3}
    assert recall(judge("How often should I clean my oven?", [often, why])) == 1.0


def test_a_question_in_lower_case_names_what_the_passages_name() -> None:
    # "who composed swan lake" names Swan Lake as "Who composed Swan Lake?" does: the page
    # about a park named after it is about another thing.
    ballet = "Swan Lake: Swan Lake is a ballet composed by Pyotr Ilyich Tchaikovsky in 1875."
    park = "Swan Lake Park: Swan Lake Park is a public park in Belfast, composed of gardens."
    swan = "Mute swan: The mute swan is a large swan that lives on lakes across Europe."
    for task in ("who composed swan lake", "Who composed Swan Lake?"):
        assert cited(judge(task, [park, swan, ballet])) == {3}


def test_a_clause_right_after_the_things_listed_describes_them() -> None:
    # "Name the X that ...": the clause says which X are asked for; the page about the
    # named region answers alone, no page has to be reached from it.
    task = "Name the states that make up New England."
    region = (
        "New England: New England is a region of the north-east United States made up of "
        "six states: Maine, Vermont, New Hampshire, Massachusetts, Rhode Island and Connecticut."
    )
    others = [
        "Mid-Atlantic states: The states that make up the Mid-Atlantic include New York, New "
        "Jersey and Pennsylvania.",
        "Boston: Boston is the largest city in New England and the capital of Massachusetts.",
    ]
    full = judge(task, [*others, region])
    assert cited(full) == {3}
    assert recall(full) == 1.0
