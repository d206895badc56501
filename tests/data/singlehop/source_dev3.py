"""A fifth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README and sources, so the batch measures how far the evaluator's tuning carries
to questions it was not written against (dev all the same: tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who painted The Starry Night?",
        "Vincent van Gogh",
        [
            D(
                "Starry Night Over the Rh\u00f4ne: Starry Night Over the Rh\u00f4ne is a "
                "painting made in Arles in September 1888, showing gas lamps on the riverbank "
                "reflected in the water under a night sky."
            ),
            D(
                "Museum of Modern Art: The Museum of Modern Art in New York has owned The "
                "Starry Night since 1941; it is among the most visited works in its collection."
            ),
            S(
                "The Starry Night: The Starry Night is an oil painting on canvas completed in "
                "June 1889 by the Dutch painter Vincent van Gogh. It shows the view from his "
                "window at the asylum in Saint-R\u00e9my-de-Provence, with an imagined village "
                "beneath a swirling sky."
            ),
            D(
                "The Scream: The Scream is a composition by the Norwegian artist Edvard Munch, "
                "first made in 1893, in which a figure stands on a bridge under a blood-red sky."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "When did the Chernobyl disaster happen?",
        "26 April 1986",
        [
            D(
                "Pripyat: Pripyat is an abandoned city in northern Ukraine, founded in 1970 to "
                "house the workers of the nearby nuclear power plant. Its residents were "
                "evacuated the day after the accident."
            ),
            D(
                "Fukushima Daiichi nuclear disaster: The Fukushima Daiichi nuclear disaster "
                "began on 11 March 2011, when an earthquake and tsunami cut power to the "
                "reactors' cooling systems in Japan."
            ),
            D(
                "Three Mile Island accident: The Three Mile Island accident was a partial "
                "meltdown of a reactor in Pennsylvania on 28 March 1979."
            ),
            S(
                "Chernobyl disaster: The Chernobyl disaster was an explosion and fire at "
                "reactor No. 4 of the Chernobyl Nuclear Power Plant, in the Ukrainian SSR, on "
                "26 April 1986, during a late-night safety test."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "What's the smallest bone in the human body?",
        "the stapes (stirrup), in the middle ear",
        [
            D(
                "Femur: The femur, or thigh bone, is the longest and strongest bone in the "
                "human body."
            ),
            S(
                "Stapes: The stapes, or stirrup, is one of three tiny bones in the middle ear. "
                "At about 3 mm long it is the smallest and lightest bone in the human body."
            ),
            D(
                "Malleus: The malleus, or hammer, is one of the three ossicles of the middle "
                "ear; it is attached to the inner surface of the eardrum."
            ),
            D(
                "Hyoid bone: The hyoid is a small U-shaped bone in the front of the neck, the "
                "only bone in the body that does not meet another bone at a joint."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which has a higher melting point, iron or copper?",
        "iron (1,538 \u00b0C against 1,085 \u00b0C)",
        [
            D(
                "Tungsten: Tungsten has the highest melting point of all metals, 3,422 \u00b0C, "
                "which is why it was used for light bulb filaments."
            ),
            S(
                "Iron: Iron is a chemical element with the symbol Fe. Pure iron melts at "
                "1,538 \u00b0C and is the main component of steel."
            ),
            D(
                "Bronze: Bronze is an alloy of copper and tin that melts at around 950 "
                "\u00b0C, lower than pure copper, which made it easy to cast in the Bronze Age."
            ),
            S(
                "Copper: Copper is a reddish metal with the symbol Cu and atomic number 29. It "
                "melts at 1,085 \u00b0C and conducts electricity very well."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "What are the noble gases?",
        "helium, neon, argon, krypton, xenon and radon (and the synthetic oganesson)",
        [
            D(
                "Halogen: The halogens make up group 17 of the periodic table, among them "
                "fluorine, chlorine, bromine and iodine. They react readily with metals to form "
                "salts."
            ),
            D(
                "Neon sign: A neon sign glows when an electric current passes through gas at "
                "low pressure in a glass tube; neon gives a red-orange light, and other gases "
                "give other colours."
            ),
            D(
                "Alkali metal: The alkali metals of group 1 are lithium, sodium, potassium, "
                "rubidium, caesium and francium, all soft and highly reactive."
            ),
            S(
                "Noble gas: The noble gases form group 18 of the periodic table: helium, neon, "
                "argon, krypton, xenon and radon, together with the synthetic element "
                "oganesson. They are colourless, odourless and very unreactive."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do we have leap years?",
        "a year is about 365.25 days, so an extra day every four years keeps the calendar "
        "in step with the seasons",
        [
            D(
                "Gregorian calendar: The Gregorian calendar was introduced by Pope Gregory XIII "
                "in 1582 to replace the Julian calendar, and is now used in most of the world."
            ),
            S(
                "Leap year: A leap year has 366 days rather than 365. The Earth takes about "
                "365.25 days to go round the Sun, so adding one day every fourth year keeps the "
                "calendar from drifting away from the seasons."
            ),
            D(
                "Leap second: A leap second is occasionally added to clock time to keep it in "
                "step with the rotation of the Earth, which is slightly irregular."
            ),
            D(
                "February: February is the second month of the year and the shortest, with 28 "
                "days in common years and 29 in leap years."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is Pluto still a planet?",
        "no, it has been a dwarf planet since 2006",
        [
            D(
                "Pluto: Pluto is an icy world in the Kuiper belt, discovered by Clyde Tombaugh "
                "in 1930. Its largest moon, Charon, is about half its size."
            ),
            S(
                "Definition of planet: In 2006 the International Astronomical Union adopted a "
                "definition of a planet that requires a body to have cleared its orbit of "
                "other objects. Pluto does not meet it and was reclassified as a dwarf planet."
            ),
            D(
                "Ceres (dwarf planet): Ceres is the largest object in the asteroid belt between "
                "Mars and Jupiter, and is classed as a dwarf planet."
            ),
            D(
                "New Horizons: New Horizons is a NASA space probe that flew past Pluto in July "
                "2015, sending back the first close-up images of its surface."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a thermos flask keep drinks hot?",
        "a vacuum between two walls stops conduction and convection; silvered walls reflect "
        "radiated heat",
        [
            D(
                "James Dewar: Sir James Dewar was a Scottish chemist who invented the vacuum "
                "flask in 1892 while working on the liquefaction of gases."
            ),
            D(
                "Cool box: A cool box is an insulated container, usually lined with foam, that "
                "keeps food cold with the help of ice packs."
            ),
            S(
                "Vacuum flask: A vacuum flask has two walls with a near-vacuum between them. "
                "Because there is almost no air in the gap, heat cannot pass through by "
                "conduction or convection, and the silvered inner surfaces reflect radiated "
                "heat back, so a hot drink stays hot for hours."
            ),
            D(
                "Thermos: Thermos is a brand name that began in Germany in 1904 and became a "
                "common word for any vacuum flask."
            ),
        ],
    ),
    # --- prose -----------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "who discovered radium?",
        "Marie and Pierre Curie, in 1898",
        [
            D(
                "The first new element Marie and Pierre Curie announced, in July 1898, was "
                "polonium, which they named after Marie's homeland."
            ),
            D(
                "Henri Becquerel found in 1896 that uranium salts give off rays that can "
                "fog a photographic plate wrapped in black paper."
            ),
            S(
                "Radium was discovered in December 1898 by Marie Curie and Pierre Curie, who "
                "separated it from pitchblende, a uranium ore, after noticing that the ore was "
                "more radioactive than its uranium alone could explain."
            ),
            D("Wilhelm R\u00f6ntgen discovered X-rays in 1895 while experimenting with tubes."),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many hearts does an octopus have",
        "three",
        [
            D(
                "An octopus has eight arms lined with suckers, and about two thirds of its "
                "neurons sit in those arms rather than in its brain."
            ),
            D(
                "Like squid and cuttlefish, octopuses have blue blood, coloured by a "
                "copper-rich protein called haemocyanin."
            ),
            D(
                "Earthworms have five pairs of aortic arches that pump blood, sometimes called "
                "hearts."
            ),
            S(
                "An octopus has three hearts: two of them pump blood through the gills, while "
                "the third sends it around the rest of the body."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "When did the Wright brothers make their first powered flight?",
        "17 December 1903",
        [
            D(
                "Orville and Wilbur Wright ran a bicycle shop in Dayton, Ohio, before they "
                "began testing gliders on the coast of North Carolina in 1900."
            ),
            S(
                "On 17 December 1903, near Kitty Hawk in North Carolina, Orville Wright flew "
                "the Wright Flyer for 12 seconds, the first controlled, sustained flight of a "
                "powered aeroplane; Wilbur flew it later the same day."
            ),
            D(
                "Louis Bl\u00e9riot was the first to fly an aeroplane across the English "
                "Channel, in 1909."
            ),
            D("Charles Lindbergh made the first solo non-stop flight across the Atlantic in 1927."),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is deeper, Lake Baikal or Lake Tanganyika?",
        "Lake Baikal (about 1,642 m against about 1,470 m)",
        [
            D(
                "The Caspian Sea is the largest lake on Earth by area, although its water is "
                "slightly salty."
            ),
            S(
                "Lake Baikal in Siberia reaches a depth of about 1,642 metres, making it the "
                "deepest lake in the world."
            ),
            D("Crater Lake in Oregon, at 594 metres, is the deepest lake in the United States."),
            S(
                "Lake Tanganyika, shared by four countries in East Africa, is about 1,470 metres "
                "deep at its deepest point."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries make up Scandinavia?",
        "Denmark, Norway and Sweden",
        [
            D(
                "The Nordic countries are a wider group: besides the Scandinavian ones they "
                "include Finland and Iceland, as well as the Faroe Islands, Greenland and "
                "\u00c5land."
            ),
            D(
                "The Scandinavian Peninsula, the largest in Europe, is shared by Norway, Sweden "
                "and a corner of northern Finland."
            ),
            S(
                "In its strict sense, Scandinavia means the three kingdoms of northern Europe: "
                "Denmark, Norway and Sweden."
            ),
            D(
                "Viking raiders and traders set out from Scandinavia between the late eighth "
                "century and the eleventh."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do vaccines work?",
        "they show the immune system a harmless form or piece of a germ, so it makes "
        "antibodies and memory cells in advance",
        [
            D(
                "Antibiotics kill bacteria or stop them from multiplying, but they have no "
                "effect on viruses."
            ),
            S(
                "A vaccine shows the immune system a harmless version or piece of a germ, such "
                "as a weakened virus or one of its surface proteins. The body responds by "
                "making antibodies and memory cells, so it can fight off the real infection "
                "quickly if it ever meets it."
            ),
            D(
                "Edward Jenner tested the first vaccine in 1796, using material from cowpox "
                "sores to protect a boy against smallpox."
            ),
            D(
                "Herd immunity occurs when so many people in a population are immune that a "
                "disease can no longer spread easily."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Do giraffes have more neck bones than humans?",
        "no, both have seven",
        [
            D("A giraffe's neck can be close to two metres long."),
            D(
                "Manatees and some sloths are among the very few mammals with more or fewer "
                "than seven vertebrae in the neck."
            ),
            S(
                "For all its length, a giraffe's neck holds just seven vertebrae, the same "
                "number as a human neck and that of almost every other mammal; each of them is "
                "simply very long."
            ),
            D(
                "The human spine has 33 vertebrae in all, counting those fused together in the "
                "sacrum and the tailbone."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What sea does Europe's longest river flow into?",
        "the Caspian Sea (the Volga)",
        [
            D(
                "The Danube, the second-longest river in Europe, ends in a wide delta on the "
                "Black Sea in Romania and Ukraine."
            ),
            S("At about 3,530 kilometres, the Volga is the longest river in Europe."),
            D(
                "The Ural River, often taken as part of the boundary between Europe and Asia, "
                "rises in the Ural Mountains and flows south through Kazakhstan."
            ),
            S(
                "The Volga flows through central Russia and empties into the Caspian Sea "
                "through a broad delta below the city of Astrakhan."
            ),
        ],
        drop=1,
    ),
    # --- web -------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "deepest point in the ocean?",
        "the Challenger Deep in the Mariana Trench (about 10,935 m)",
        [
            D(
                "Science > Oceans | The Puerto Rico Trench, about 8,400 m deep, holds the "
                "deepest point of the Atlantic Ocean. Share | Cookie settings"
            ),
            S(
                "Home > Science > Oceans > Explainers | The Challenger Deep, at the southern end "
                "of the Mariana Trench in the western Pacific, lies about 10,935 m below the "
                "surface, the deepest known point in the oceans. Reading time: 3 min | Share "
                "this article"
            ),
            D(
                "Travel > Pacific > Guam | Guam, the largest of the Mariana Islands, is a "
                "popular spot for diving and snorkelling. Book now | Newsletter"
            ),
            D(
                "Skip to main content | Science > Oceans | The average depth of the ocean is "
                "about 3,700 m. Sign in | Subscribe"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When was YouTube founded?",
        "February 2005",
        [
            D(
                "Tech > History | Google bought YouTube for $1.65 billion in stock in 2006. "
                "Related articles | Advertisement"
            ),
            D(
                "You are here: Tech / Social media | Facebook was launched in February 2004, at "
                "first only for Harvard students. Print | Cookie policy"
            ),
            D(
                "Tech > Streaming | Netflix, which began by posting DVDs, started streaming "
                "films online in 2007. Share"
            ),
            S(
                "Tech > History | Last updated 3 March 2023 | YouTube was founded in February "
                "2005 by three former PayPal employees, Chad Hurley, Steve Chen and Jawed "
                "Karim, in San Mateo, California. Share | Comments (54)"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When was Magna Carta sealed?",
        "15 June 1215",
        [
            D(
                "Travel > UK > Surrey | Runnymede, the meadow by the Thames, is cared for by "
                "the National Trust; car park open 8am-7pm. Plan your visit | Cookies"
            ),
            S(
                "History > Medieval England | King John set his seal to Magna Carta at "
                "Runnymede on 15 June 1215, under pressure from rebel barons. Advertisement | "
                "Share on Facebook | Comments (31)"
            ),
            D(
                "History > Medieval England | Pope Innocent III annulled Magna Carta within "
                "months, but the charter was reissued in 1216, 1217 and 1225. Read more"
            ),
            D(
                "History > Law | The United States Bill of Rights, the first ten amendments to "
                "the Constitution, was ratified in 1791. Newsletter sign-up"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which has more people, Nigeria or Brazil?",
        "Nigeria (about 230 million against about 203 million)",
        [
            S(
                "Country profiles > Africa | Nigeria | Population: about 230 million (2024 "
                "estimate), the most of any country in Africa. Capital: Abuja. Print | Share"
            ),
            D(
                "Country profiles > Africa | Ethiopia | Population: about 125 million. "
                "Capital: Addis Ababa. Print | Share"
            ),
            D(
                "Travel > Brazil > S\u00e3o Paulo | Greater S\u00e3o Paulo is home to more than "
                "21 million people, the largest city in the Americas. Hotels | Cookie settings"
            ),
            S(
                "Country profiles > South America | Brazil | Population: about 203 million "
                "(2022 census). Capital: Bras\u00edlia. Print | Share | Report an error"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the five boroughs of NYC?",
        "Manhattan, Brooklyn, Queens, the Bronx and Staten Island",
        [
            D(
                "Travel > UK > London | Greater London is divided into 32 boroughs plus the "
                "City of London. Book hotels | Cookie policy"
            ),
            S(
                "Travel > USA > New York > Neighbourhood guide | New York City is made up of "
                "five boroughs: Manhattan, Brooklyn, Queens, the Bronx and Staten Island. "
                "Download our free map | Share"
            ),
            D(
                "Travel > USA > New Jersey | Jersey City and Hoboken sit across the Hudson River "
                "from Manhattan, a short PATH train ride away. Deals"
            ),
            D("Travel > USA > New York | The Staten Island Ferry is free and runs 24 hours a day."),
        ],
    ),
    Q(
        "web",
        "why",
        "why does bread go stale",
        "its starch recrystallises and pushes water out, so the crumb firms and dries",
        [
            D(
                "Food > Storage | Mould on bread is a fungus: if you see any, throw the whole "
                "loaf away. Was this helpful? Yes / No"
            ),
            D(
                "Recipes > Leftovers | Stale bread makes great croutons, breadcrumbs or bread "
                "and butter pudding. Jump to recipe | Save"
            ),
            S(
                "Food > Baking > The science | Bread goes stale mainly because the starch in "
                "it slowly recrystallises after baking, squeezing water out of its gel, so the "
                "crumb turns firm and dry even in a sealed bag; a fridge speeds this up. Print "
                "| Save | Accept all cookies"
            ),
            D(
                "Food > Baking | Yeast makes dough rise by giving off carbon dioxide as it "
                "feeds on sugars. Share | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Australia wider than the Moon?",
        "yes (about 4,000 km against 3,474 km)",
        [
            D(
                "Space > The Moon | The Moon orbits at an average distance of about 384,400 km "
                "from Earth. Cookie policy"
            ),
            D(
                "Travel > Australia | Australia is the sixth-largest country by area and the "
                "only one to cover a whole continent. Book flights | Share"
            ),
            S(
                "Space > Fun facts | Australia stretches about 4,000 km from east to west, "
                "while the Moon's diameter is only about 3,474 km, so the country is wider "
                "than the Moon. Share | Sign up for our newsletter"
            ),
            D(
                "Space > Planets | Mercury's diameter is about 4,880 km, a little larger than "
                "the Moon's. Advertisement | Read more"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do solar panels generate electricity?",
        "silicon photovoltaic cells: sunlight frees electrons and makes a direct current, "
        "which an inverter turns into AC",
        [
            D(
                "Home > Energy > Renewables | Solar water heaters use the sun's heat to warm "
                "water in rooftop tubes; they do not make electricity at all. Share | Print"
            ),
            D(
                "Shop > Solar | Get a free quote for rooftop solar panels and save up to 70% on "
                "your bills! Request a call | Privacy"
            ),
            D(
                "Home > Energy > Renewables | A wind turbine generates electricity when the "
                "wind turns blades connected to a generator. Related articles"
            ),
            S(
                "Home > Energy > Explained | A solar panel is made of photovoltaic cells, "
                "usually of silicon. When sunlight strikes a cell it knocks electrons loose, "
                "and the cell's layers push them into a direct current; an inverter changes "
                "it to alternating current for the home. Was this useful? | Cookie settings"
            ),
        ],
    ),
    # --- faq -------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "what internal temp should chicken reach?",
        "74 \u00b0C (165 \u00b0F)",
        [
            D(
                "Q: How long can cooked chicken stay in the fridge?\nA: Three to four days in "
                "a sealed container."
            ),
            S(
                "Safe cooking temperatures (internal)\n- Chicken and turkey: 74 \u00b0C "
                "(165 \u00b0F)\n- Minced beef: 71 \u00b0C (160 \u00b0F)\n- Pork chops: "
                "63 \u00b0C (145 \u00b0F), then rest 3 minutes"
            ),
            D(
                "Q: Should I wash raw chicken before cooking it?\nA: No. Washing splashes "
                "bacteria around the sink; cooking it through is what kills them."
            ),
            D(
                "Fridge and freezer temperatures\n- Fridge: 5 \u00b0C or below\n- Freezer: "
                "\u221218 \u00b0C"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How many litres are in a US gallon?",
        "about 3.785 litres",
        [
            D(
                "Imperial units\n\u2022 1 imperial gallon = 4.546 litres\n\u2022 1 pint = "
                "568 ml\n\u2022 1 fluid ounce = 28.4 ml"
            ),
            D(
                "Q: Is a US pint the same as a UK pint?\nA: No: a US pint is 473 ml, a UK pint "
                "568 ml."
            ),
            S(
                "US liquid measures\n\u2022 1 US gallon = 3.785 litres\n\u2022 1 US quart = "
                "0.946 litres\n\u2022 1 US fluid ounce = 29.6 ml"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "What's the emergency number in the EU?",
        "112",
        [
            D(
                "Emergency numbers \u2013 United Kingdom\n- Police, fire, ambulance: 999 "
                "(112 also works)\n- Non-urgent police: 101"
            ),
            D(
                "Emergency numbers \u2013 United States\n- Police, fire, ambulance: 911\n- "
                "Poison control: 1-800-222-1222"
            ),
            S(
                "Travel safety FAQ\nQ: Which number do I call in an emergency anywhere in the "
                "European Union?\nA: 112. It is free from mobiles and landlines in every member "
                "state, often alongside the national numbers."
            ),
            D(
                "Q: Can I call emergency services without a SIM card?\nA: In many countries, "
                "yes, though a call without a SIM gives responders no way to call you back."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more protein per 100 g, chicken breast or tofu?",
        "chicken breast (about 31 g against about 12 g)",
        [
            S("Tofu, firm \u2013 per 100 g\n\u2022 Protein: about 12 g\n\u2022 Calories: 120"),
            D("Lentils, cooked \u2013 per 100 g\n\u2022 Protein: about 9 g\n\u2022 Fibre: 8 g"),
            D(
                "Q: Is tofu a complete protein?\nA: Yes. Soya contains all nine essential amino "
                "acids."
            ),
            S(
                "Chicken breast, cooked, skinless \u2013 per 100 g\n\u2022 Protein: about 31 g"
                "\n\u2022 Fat: 3.6 g\n\u2022 Calories: 165"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the warning signs of a stroke?",
        "face drooping, arm weakness, slurred speech; then call an ambulance (FAST)",
        [
            D(
                "Heart attack \u2013 warning signs\n\u2022 Chest pain or pressure\n\u2022 Pain "
                "spreading to the arm, jaw or back\n\u2022 Shortness of breath\n\u2022 Cold "
                "sweat"
            ),
            D(
                "Q: What is a mini-stroke?\nA: A transient ischaemic attack (TIA): stroke "
                "symptoms that pass within 24 hours, often a warning that a full stroke may "
                "follow."
            ),
            S(
                "Stroke \u2013 spot it FAST\n\u2022 Face: one side has dropped\n\u2022 Arms: "
                "weakness or numbness in one arm\n\u2022 Speech: slurred or muddled\n\u2022 "
                "Time: call an ambulance at once"
            ),
            D(
                "Q: Can young people have strokes?\nA: Yes, although the risk rises sharply "
                "with age."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I descale a kettle?",
        "boil equal parts white vinegar (or citric acid solution) and water in it, leave it an "
        "hour, rinse and boil clean water",
        [
            D(
                "Q: How often should I descale my kettle?\nA: About once a month in hard-water "
                "areas, every few months elsewhere."
            ),
            D(
                "Q: Why does limescale build up?\nA: Hard water carries dissolved calcium and "
                "magnesium, which are left behind as a crust when the water boils."
            ),
            D(
                "Q: How do I descale a coffee machine?\nA: Run a descaling solution through a "
                "brewing cycle without coffee, then two cycles of clean water."
            ),
            S(
                "Kitchen cleaning FAQ\nQ: What's the easiest way to get limescale out of a "
                "kettle?\nA: Half fill it with equal parts white vinegar and water (or water "
                "with two spoons of citric acid), bring it to the boil and leave it for an "
                "hour. Pour it away, rinse well and boil a kettle of clean water once before "
                "use."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is it ok to put a cast iron skillet in the dishwasher?",
        "no",
        [
            D(
                "Q: Can stainless steel pans go in the dishwasher?\nA: Yes, most are "
                "dishwasher-safe, though washing by hand keeps them shinier."
            ),
            S(
                "Cast iron care FAQ\nQ: Can cast iron go in the dishwasher?\nA: No. The "
                "detergent and the long soak strip the seasoning and leave the pan rusty; wash "
                "it by hand and dry it straight away."
            ),
            D(
                "Cast iron care FAQ\nQ: How do I season a cast iron pan?\nA: Rub a thin layer "
                "of oil all over it and bake it upside down at 230 \u00b0C for an hour."
            ),
            D(
                "Q: Can I use metal utensils on cast iron?\nA: Yes. Well-seasoned cast iron "
                "stands up to metal spatulas."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What's the time difference between London and the city hosting the 2028 Summer Olympics?",
        "8 hours (Los Angeles is 8 hours behind London)",
        [
            D(
                "2032 Summer Olympics \u2013 key facts\n\u2022 Host city: Brisbane, Australia"
                "\n\u2022 Season: July\u2013August 2032"
            ),
            S(
                "2028 Summer Olympics \u2013 key facts\n\u2022 Host city: Los Angeles, United "
                "States\n\u2022 Dates: 14\u201330 July 2028\n\u2022 Third Games in the city"
            ),
            D(
                "Q: What's the time difference between London and New York?\nA: New York is "
                "usually 5 hours behind London."
            ),
            S(
                "World clock FAQ\nQ: How far behind London is Los Angeles?\nA: Los Angeles is "
                "8 hours behind London for most of the year."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Which planet is known as the Red Planet?",
        "Mars",
        [
            D(
                "The Great Red Spot, a storm larger than Earth, has raged on the planet Jupiter "
                "for centuries."
            ),
            D(
                "The planet Venus is known as the Morning Star or the Evening Star, because it "
                "shines brightly near sunrise and sunset."
            ),
            S(
                "Dust rich in iron oxide, much like rust, covers Mars and gives the fourth world "
                "from the Sun its ruddy look in the night sky."
            ),
            D("Red dwarfs are the most common kind of star in the Milky Way."),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "How many teeth does an adult have?",
        "32",
        [
            S(
                "A grown person's full permanent set numbers thirty-two, counting the four "
                "wisdom molars at the back."
            ),
            D("Children have 20 baby teeth, which start to fall out from about the age of six."),
            D("An adult shark may lose and regrow thousands of teeth over its life."),
            D("Tooth enamel is the hardest tissue in the human body."),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "On what date did the fighting in WWI stop?",
        "11 November 1918",
        [
            D(
                "The Treaty of Versailles, signed in June 1919, formally ended the war between "
                "Germany and the Allies."
            ),
            D(
                "The First World War began in the summer of 1914, weeks after the assassination "
                "of Archduke Franz Ferdinand in Sarajevo."
            ),
            D("The fighting in World War II ended in Europe on 8 May 1945."),
            S(
                "The guns on the Western Front fell silent at eleven in the morning on 11 "
                "November 1918, when the armistice signed with Germany took effect."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, the Pacific Ocean or all of Earth's land put together?",
        "the Pacific Ocean (about 165 against about 149 million km\u00b2)",
        [
            D(
                "The Atlantic Ocean, the second-largest ocean, covers about 106 million square "
                "kilometres."
            ),
            S("The Pacific spreads over roughly 165 million square kilometres of the globe."),
            D(
                "Asia is the biggest landmass on Earth, with about 44 million square kilometres "
                "of land."
            ),
            S(
                "Taken together, the continents and islands occupy some 149 million square "
                "kilometres, less than a third of the surface."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the main types of rock?",
        "igneous, sedimentary and metamorphic",
        [
            D(
                "Rock music grew out of rock and roll in the 1960s, and its main types include "
                "punk, metal and indie."
            ),
            D("Granite, a common rock in mountain ranges, is made mostly of quartz and feldspar."),
            S(
                "Geologists sort the stone of the Earth's crust into three families: igneous, "
                "which set from cooled magma; sedimentary, built up from layers of particles; "
                "and metamorphic, changed by heat and pressure."
            ),
            D(
                "Minerals are ranked by hardness on the Mohs scale, from talc at 1 to diamond "
                "at 10."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do we have seasons on Earth",
        "the Earth's axis is tilted, so each hemisphere is angled toward the Sun for part of "
        "the year",
        [
            D(
                "Many people think we have seasons because the Earth is closer to the Sun in "
                "summer, but Earth is actually nearest the Sun in early January."
            ),
            D("The monsoon season of South Asia brings heavy rain between June and September."),
            S(
                "Because our planet's axis leans by about 23.5 degrees, each hemisphere spends "
                "half the year angled toward the Sun, with more direct light and longer days, "
                "and half angled away from it."
            ),
            D(
                "At the equinoxes, in March and September, day and night are about equally long "
                "all over the Earth."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a seahorse a fish?",
        "yes, a bony fish",
        [
            D(
                "Starfish, despite the name, are not fish at all but echinoderms, related to "
                "sea urchins."
            ),
            D(
                "Seahorse fathers carry the eggs in a brood pouch and give birth to the young "
                "themselves."
            ),
            D("A jellyfish has no brain, no heart and no bones."),
            S(
                "For all its horse-like head and upright stance, the seahorse breathes through "
                "gills, steers with fins and keeps afloat with a swim bladder; it belongs to "
                "the same family as the pipefishes, among the bony, ray-finned swimmers."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What language did the author of Don Quixote write in?",
        "Spanish",
        [
            D("Don Quixote has been translated into more than 140 languages."),
            S(
                "The tale of an ageing gentleman who imagines himself a knight errant and rides "
                "out with his squire Sancho Panza was penned by Miguel de Cervantes."
            ),
            D(
                "William Shakespeare, who died in the same year as the author of Don Quixote, "
                "wrote in English."
            ),
            S(
                "Cervantes is widely regarded as the greatest writer in the Castilian tongue, "
                "and his prose shaped its modern literary form."
            ),
        ],
        drop=1,
    ),
]
