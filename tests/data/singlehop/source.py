"""The single-hop development set, as written: questions and passages in five styles.

Written by hand for seer-stream (issue 14), original text, shared under CC0 1.0 like the
rest of `tests/data/singlehop/`. `build.py` turns it into gold-set records (see README.md).

Each question has passages of one style: the ones that support the answer (`S`) and
distractors on the same topic (`D`). `drop` is which supporting passage (0-based among
the `S` ones) the incomplete twin loses; a question with one supporting passage loses it.
`heldout` questions are measured with at the end, never tuned on.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Q:
    style: str  # titled | prose | web | faq | paraphrase
    shape: str  # factoid | comparison | list | how | why | yesno | bridge
    task: str
    answer: str
    passages: list[tuple[str, str]] = field(default_factory=list)  # ("S" | "D", text)
    drop: int = 0
    heldout: bool = False


def S(text: str) -> tuple[str, str]:
    return ("S", text)


def D(text: str) -> tuple[str, str]:
    return ("D", text)


QUESTIONS: list[Q] = [
    # --- titled: "Title: text" -------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who painted the ceiling of the Sistine Chapel?",
        "Michelangelo",
        [
            D(
                "Raphael Rooms: The Raphael Rooms are four reception rooms in the Apostolic "
                "Palace, decorated with frescoes by Raphael and his workshop."
            ),
            S(
                "Sistine Chapel: The Sistine Chapel is a chapel in the Apostolic Palace in "
                "Vatican City. Its ceiling was painted by Michelangelo between 1508 and 1512, "
                "at the commission of Pope Julius II."
            ),
            D(
                "The Last Judgment: The Last Judgment is a fresco on the altar wall of a "
                "chapel in Vatican City, completed in 1541."
            ),
            D(
                "Apostolic Palace: The Apostolic Palace is the official residence of the Pope "
                "in Vatican City. It contains the Vatican Library and several chapels."
            ),
            D(
                "Pope Julius II: Julius II was pope from 1503 to 1513 and a patron of the arts "
                "who commissioned many works for Rome."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "In which year did the Berlin Wall fall?",
        "1989",
        [
            D(
                "Berlin Wall: The Berlin Wall was a guarded concrete barrier built by the "
                "German Democratic Republic from 1961 to separate East and West Berlin."
            ),
            D(
                "German reunification: German reunification took place on 3 October 1990, "
                "when the German Democratic Republic joined the Federal Republic of Germany."
            ),
            S(
                "Fall of the Berlin Wall: The Berlin Wall fell on 9 November 1989, when East "
                "German authorities opened the border crossings to West Berlin."
            ),
            D(
                "Checkpoint Charlie: Checkpoint Charlie was the best-known crossing point "
                "between East and West Berlin during the Cold War."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "What is the largest planet in the Solar System?",
        "Jupiter",
        [
            D(
                "Saturn: Saturn is the sixth planet from the Sun and the second-largest in the "
                "Solar System, known for its prominent ring system."
            ),
            D(
                "Solar System: The Solar System consists of the Sun and the objects that orbit "
                "it, including eight planets, their moons, and smaller bodies such as asteroids."
            ),
            D(
                "Mercury (planet): Mercury is the smallest planet in the Solar System and the "
                "closest to the Sun."
            ),
            S(
                "Jupiter: Jupiter is the fifth planet from the Sun and the largest in the "
                "Solar System, with a mass more than twice that of all the other planets "
                "combined."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Nile or the Amazon River?",
        "the Nile",
        [
            S(
                "Nile: The Nile is a major river in northeastern Africa. At about 6,650 km "
                "long, it is often cited as the longest river in the world."
            ),
            D(
                "Yangtze: The Yangtze is the longest river in Asia, flowing 6,300 km from the "
                "Tibetan Plateau to the East China Sea."
            ),
            S(
                "Amazon River: The Amazon River in South America is about 6,400 km long by "
                "most measurements and carries more water than any other river."
            ),
            D(
                "Congo River: The Congo River is the deepest river in the world, with depths "
                "of more than 220 m."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the official languages of Switzerland?",
        "German, French, Italian and Romansh",
        [
            D(
                "Romansh language: Romansh is a Romance language spoken mainly in the Swiss "
                "canton of Graub\u00fcnden."
            ),
            D(
                "Liechtenstein: Liechtenstein is a German-speaking microstate between "
                "Switzerland and Austria; its capital is Vaduz."
            ),
            S(
                "Switzerland: Switzerland has four national languages: German, French, Italian "
                "and Romansh. German is spoken by the majority of the population."
            ),
            D(
                "Geneva: Geneva is a city in the French-speaking part of Switzerland, home to "
                "many international organisations."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do bees make honey?",
        "from nectar, broken down by enzymes and dried in wax cells",
        [
            D(
                "Beeswax: Beeswax is produced by glands on the abdomen of worker bees, which "
                "use it to build the comb."
            ),
            D(
                "Bumblebee: Bumblebees live in small colonies that die off each autumn, and "
                "they store only a little food."
            ),
            S(
                "Honey: Honey is made by bees from the nectar of flowers. Worker bees swallow "
                "the nectar, break down its sugars with enzymes, and store it in wax cells, "
                "where fanning their wings evaporates the water until it thickens."
            ),
            D(
                "Royal jelly: Royal jelly is a secretion fed by worker bees to larvae that "
                "will become queens."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the Great Wall of China visible from the Moon with the naked eye?",
        "no",
        [
            D(
                "Great Wall of China: The Great Wall of China is a series of fortifications "
                "built across northern China over many centuries, stretching more than "
                "20,000 km."
            ),
            D(
                "Apollo 11: Apollo 11 was the first crewed mission to land on the Moon, in July "
                "1969."
            ),
            S(
                "Great Wall of China: Despite a popular claim, the Great Wall of China is not "
                "visible from the Moon with the naked eye; it is far too narrow, and even from "
                "low Earth orbit it is hard to spot."
            ),
            D(
                "Naked eye: Objects visible to the naked eye are those that can be seen "
                "without a telescope or binoculars, such as the five brightest planets."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which year was the author of The Hobbit born?",
        "1892",
        [
            S(
                "The Hobbit: The Hobbit is a children's fantasy novel by J. R. R. Tolkien, "
                "first published in 1937."
            ),
            D(
                "C. S. Lewis: Clive Staples Lewis (born 29 November 1898) was a British writer "
                "best known for The Chronicles of Narnia."
            ),
            S(
                "J. R. R. Tolkien: John Ronald Reuel Tolkien (3 January 1892 \u2013 2 September "
                "1973) was an English writer and philologist."
            ),
            D(
                "The Lord of the Rings: The Lord of the Rings is an epic fantasy novel, "
                "written as a sequel to an earlier children's book and published in 1954 and "
                "1955."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "factoid",
        "What is the chemical symbol for gold?",
        "Au",
        [
            D("Silver: Silver is a chemical element with the symbol Ag and atomic number 47."),
            D(
                "Gold standard: A gold standard is a monetary system in which the value of a "
                "currency is tied to a fixed quantity of gold."
            ),
            S(
                "Gold: Gold is a chemical element with the symbol Au (from the Latin aurum) "
                "and atomic number 79."
            ),
            D(
                "Periodic table: The periodic table arranges the chemical elements by atomic "
                "number; each element has a symbol of one or two letters."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "factoid",
        "Who wrote the novel Pride and Prejudice?",
        "Jane Austen",
        [
            D("Emma (novel): Emma is a novel by Jane Austen, published in 1815."),
            D(
                "Sense and Sensibility: Sense and Sensibility was the first published novel of "
                "its author, appearing anonymously in 1811."
            ),
            D(
                "Charlotte Bront\u00eb: Charlotte Bront\u00eb was an English novelist who "
                "wrote Jane Eyre."
            ),
            S(
                "Pride and Prejudice: Pride and Prejudice is an 1813 novel of manners written "
                "by Jane Austen."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "why",
        "Why do leaves change colour in autumn?",
        "chlorophyll breaks down and reveals other pigments",
        [
            D(
                "Chlorophyll: Chlorophyll is the green pigment that lets plants absorb light "
                "for photosynthesis."
            ),
            S(
                "Autumn leaf color: In autumn, trees stop producing chlorophyll, the green "
                "pigment in their leaves; as it breaks down, yellow and orange pigments that "
                "were hidden become visible, and some trees also make red pigments."
            ),
            D(
                "Deciduous: Deciduous trees shed their leaves each year, usually in autumn, to "
                "save water through the winter."
            ),
            D("Evergreen: Evergreen plants keep their leaves throughout the year."),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which was built first, the Eiffel Tower or the Statue of Liberty?",
        "the Statue of Liberty",
        [
            D(
                "Empire State Building: The Empire State Building is a skyscraper in Manhattan "
                "completed in 1931."
            ),
            S(
                "Eiffel Tower: The Eiffel Tower is a wrought-iron lattice tower in Paris, "
                "built for the 1889 World's Fair."
            ),
            D(
                "Gustave Eiffel: Gustave Eiffel was a French engineer whose company built the "
                "Eiffel Tower and designed the internal frame of a famous statue in New York."
            ),
            S(
                "Statue of Liberty: The Statue of Liberty, a gift from France to the United "
                "States, was dedicated in New York Harbor in 1886."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    # --- prose: plain text, no title -------------------------------------------------
    Q(
        "prose",
        "factoid",
        "How many bones are in the adult human body?",
        "206",
        [
            D("The femur, or thigh bone, is the longest and strongest bone in the human body."),
            D("Bone marrow is the soft tissue inside bones where red blood cells are produced."),
            S(
                "An adult human skeleton is made up of 206 bones, although babies are born "
                "with around 270 that fuse together as they grow."
            ),
            D(
                "The human body contains about 600 skeletal muscles, which make up roughly 40 "
                "percent of body weight."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "Who developed the theory of general relativity?",
        "Albert Einstein",
        [
            D(
                "Isaac Newton's law of universal gravitation described gravity as a force "
                "between masses."
            ),
            S(
                "Albert Einstein published his theory of general relativity in 1915, "
                "describing gravity as the curvature of space and time."
            ),
            D(
                "Special relativity, introduced in 1905, deals with the motion of objects at "
                "constant speeds close to the speed of light."
            ),
            D(
                "Arthur Eddington's observations of a solar eclipse in 1919 provided early "
                "support for Einstein's predictions."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "What is the boiling point of ethanol?",
        "about 78 \u00b0C",
        [
            D("Methanol, the simplest alcohol, is toxic and boils at 65 \u00b0C."),
            D(
                "Ethanol is the type of alcohol found in beer, wine and spirits, and it is "
                "also used as a fuel additive."
            ),
            D("Water boils at 100 \u00b0C at sea level, but at lower temperatures at altitude."),
            S(
                "Ethanol boils at about 78 \u00b0C (172 \u00b0F) at standard atmospheric "
                "pressure, which is why it can be separated from water by distillation."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is larger, Lake Superior or Lake Victoria?",
        "Lake Superior",
        [
            S(
                "Lake Superior, the largest of North America's Great Lakes, covers about "
                "82,000 square kilometres."
            ),
            D(
                "Lake Baikal in Siberia is the deepest lake in the world and holds about a "
                "fifth of the world's unfrozen fresh water."
            ),
            S(
                "Lake Victoria in East Africa has a surface area of roughly 59,000 square "
                "kilometres, making it Africa's largest lake."
            ),
            D(
                "Lake Michigan is the only one of the Great Lakes located entirely within the "
                "United States."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "Which planets in the Solar System have rings?",
        "Jupiter, Saturn, Uranus and Neptune",
        [
            D("Saturn has more than 140 known moons, the largest of which is Titan."),
            D("The inner planets, Mercury, Venus, Earth and Mars, are small rocky worlds."),
            S(
                "All four giant planets have ring systems: Saturn's are the most spectacular, "
                "while Jupiter, Uranus and Neptune have fainter, darker rings."
            ),
            D(
                "The asteroid belt lies between the orbits of Mars and Jupiter and contains "
                "millions of rocky bodies."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does the Moon have phases?",
        "we see different parts of its sunlit half as it orbits Earth",
        [
            D(
                "A lunar eclipse occurs when the Earth passes directly between the Sun and the "
                "Moon, casting its shadow on the lunar surface."
            ),
            S(
                "The Moon's phases happen because, as it orbits Earth, we see different "
                "portions of its sunlit half; at new moon the lit side faces away from us."
            ),
            D("The Moon is slowly moving away from Earth, by about 3.8 centimetres each year."),
            D("Tides are caused mainly by the gravitational pull of the Moon on the oceans."),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Can penguins fly?",
        "no",
        [
            D(
                "Emperor penguins are the largest penguin species and breed during the "
                "Antarctic winter."
            ),
            D("Most birds can fly, thanks to hollow bones and powerful chest muscles."),
            S(
                "Penguins are flightless birds; their wings have evolved into stiff flippers "
                "that make them fast, agile swimmers."
            ),
            D("Penguins feed mainly on krill, fish and squid caught at sea."),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What currency is used in the country whose capital is Nairobi?",
        "the Kenyan shilling",
        [
            S(
                "Nairobi is the capital and largest city of Kenya, lying on the edge of a "
                "national park."
            ),
            D("The Tanzanian shilling is the currency of Tanzania, Kenya's southern neighbour."),
            S(
                "The Kenyan shilling is the official currency of Kenya and is divided into 100 "
                "cents."
            ),
            D("Mombasa is Kenya's main port city on the Indian Ocean coast."),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "factoid",
        "What is the tallest animal in the world?",
        "the giraffe",
        [
            D(
                "The blue whale is the largest animal ever known to have lived, reaching up to "
                "30 metres in length."
            ),
            S(
                "Giraffes are the tallest living animals: adult males can reach about 5.5 "
                "metres, most of it neck and legs."
            ),
            D("Giraffes live in the savannas of Africa and feed mainly on acacia leaves."),
            D("The African elephant is the largest land animal in the world."),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "how",
        "How do vaccines protect against disease?",
        "they train the immune system to recognise a pathogen",
        [
            D(
                "Edward Jenner developed the first smallpox vaccine in 1796 using material "
                "from cowpox sores."
            ),
            D(
                "Antibiotics kill bacteria or stop them from growing, but they do not work "
                "against viruses."
            ),
            D(
                "Herd immunity occurs when enough of a population is immune to a disease that "
                "its spread becomes unlikely."
            ),
            S(
                "Vaccines train the immune system by exposing it to a harmless piece or "
                "weakened form of a pathogen, so that it can recognise and fight the real "
                "infection quickly later."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "Is Venus hotter than Mercury?",
        "yes",
        [
            D(
                "Mercury has almost no atmosphere, so its temperature swings from about 430 "
                "\u00b0C in the day to \u2212180 \u00b0C at night."
            ),
            S(
                "Although Mercury is closer to the Sun, Venus is the hottest planet, because "
                "its thick carbon dioxide atmosphere traps heat; its surface stays around 465 "
                "\u00b0C."
            ),
            D("Venus rotates very slowly and in the opposite direction to most planets."),
            D("Mars is cold and dry, with a thin atmosphere made mostly of carbon dioxide."),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Who was born first, Wolfgang Amadeus Mozart or Ludwig van Beethoven?",
        "Mozart",
        [
            D(
                "Joseph Haydn, born in 1732, was a friend of Mozart and for a short time a "
                "teacher of Beethoven."
            ),
            S("Wolfgang Amadeus Mozart was born in Salzburg on 27 January 1756."),
            D("Franz Schubert was born in Vienna in 1797 and died at the age of 31."),
            S(
                "Ludwig van Beethoven was born in Bonn in December 1770 and baptised on the "
                "17th of that month."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- web: snippets with breadcrumbs and page furniture --------------------------------
    Q(
        "web",
        "factoid",
        "What is the speed of sound in air?",
        "about 343 metres per second",
        [
            D(
                "Home > Science > Physics | Light travels at about 299,792 km per second in a "
                "vacuum, nearly a million times faster than sound in air. Related articles | "
                "Subscribe"
            ),
            S(
                "Home > Science > Physics | The speed of sound in dry air at 20 \u00b0C is "
                "about 343 metres per second (1,235 km/h). It is faster in water and faster "
                "still in steel. Share this article | Cookie settings"
            ),
            D(
                "Skip to content | Aviation basics: An aircraft that flies faster than sound "
                "breaks the 'sound barrier' and produces a sonic boom. Accept cookies"
            ),
            D(
                "Menu Search | Why does thunder follow lightning? Because light reaches you "
                "almost instantly while the sound takes longer. Advertisement | Read more"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When did the Titanic sink?",
        "15 April 1912",
        [
            D(
                "History > Maritime | The wreck of the Titanic was located in 1985 at a depth "
                "of about 3,800 metres, roughly 600 km off Newfoundland. Sign up for our "
                "newsletter"
            ),
            D(
                "Cookie policy | Films | James Cameron's Titanic, released in 1997, became the "
                "highest-grossing film of its time. Privacy | Terms of use"
            ),
            S(
                "History > Maritime | Posted by admin | RMS Titanic sank in the early hours of "
                "15 April 1912 after striking an iceberg on her maiden voyage from Southampton "
                "to New York. Share on Facebook | Tweet | Comments (12)"
            ),
            D(
                "Home | The Lusitania, a British ocean liner, was sunk by a German submarine "
                "on 7 May 1915. Back to top"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "How tall is Mount Kilimanjaro?",
        "5,895 m",
        [
            D(
                "Travel > Africa > Kenya | Mount Kenya, at 5,199 m, is the second-highest peak "
                "on the continent. Book now | Cookie policy"
            ),
            D(
                "Travel > Africa > Tanzania | The best time to climb Kilimanjaro is during the "
                "dry seasons, from January to March and June to October. Share | Print"
            ),
            D(
                "Home > Guides | Altitude sickness can affect climbers above 2,500 m; ascend "
                "slowly and drink plenty of water. Related: Trekking tips"
            ),
            S(
                "Travel > Africa > Tanzania | Mount Kilimanjaro rises 5,895 m (19,341 ft) "
                "above sea level, making it the highest mountain in Africa. Book your trek "
                "today! | Newsletter | Contact us"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is heavier, an African elephant or a blue whale?",
        "a blue whale",
        [
            S(
                "Animals A\u2013Z | African elephant | Adult male African elephants weigh up "
                "to about 6,000 kg, making them the heaviest land animals. Share this page | "
                "Cookies"
            ),
            D(
                "Animals A\u2013Z | Hippopotamus | Hippos weigh between 1,500 and 3,200 kg and "
                "spend most of the day in water. Share this page"
            ),
            S(
                "Ocean Life > Mammals | The blue whale can weigh as much as 150,000 kg, "
                "heavier than any other animal known to have existed. Advertisement | "
                "Subscribe to our newsletter"
            ),
            D(
                "Ocean Life > Mammals | Killer whales, or orcas, are the largest members of "
                "the dolphin family. Related articles"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What are the ingredients of a traditional pesto?",
        "basil, pine nuts, garlic, cheese, olive oil and salt",
        [
            D(
                "Recipes > Sauces | A classic marinara sauce uses tomatoes, garlic, olive oil "
                "and oregano. Save | Share"
            ),
            S(
                "Recipes > Sauces | Print recipe | Traditional Genoese pesto is made from "
                "fresh basil, pine nuts, garlic, Parmesan and pecorino cheese, olive oil and "
                "coarse salt. Jump to recipe | Rate this recipe \u2605\u2605\u2605\u2605\u2605"
            ),
            D(
                "Gardening > Herbs | Basil grows best in warm, sunny spots and should be "
                "watered regularly. Cookie settings"
            ),
            D(
                "Recipes > Pasta | Trofie is a short twisted pasta from Liguria, traditionally "
                "served with pesto. Print | Email"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a microwave oven heat food?",
        "microwaves make the water molecules in it vibrate",
        [
            D(
                "Home > Technology > Kitchen | Conventional ovens heat food with hot air and "
                "radiant heat from electric elements or gas flames. Share | Cookie policy"
            ),
            D(
                "Shop > Appliances | Microwave ovens on sale! Free delivery on orders over "
                "\u00a350. Add to basket | Compare"
            ),
            S(
                "Home > Technology > Kitchen | A microwave oven heats food by making water "
                "molecules in it vibrate with microwave radiation; the vibration produces heat "
                "that cooks the food from within. Was this article helpful? Yes / No"
            ),
            D(
                "Home > Science | Microwaves are radio waves with wavelengths between about "
                "one millimetre and one metre, also used in radar and mobile phones. Read more"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Do sharks have bones?",
        "no",
        [
            D(
                "Marine Biology | Sharks have several rows of teeth and can replace lost ones "
                "throughout their lives. Subscribe | Cookies"
            ),
            D(
                "Health > Body | Bones store calcium and protect organs such as the brain and "
                "heart. Privacy policy"
            ),
            S(
                "Marine Biology FAQ | Menu | No: a shark's skeleton is made of cartilage, the "
                "same flexible tissue found in human ears and noses, not bone. Share | Report "
                "an error"
            ),
            D(
                "Marine Biology | Great white sharks can detect a drop of blood in 100 litres "
                "of water. Related articles | Advertisement"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What river flows through the capital of Hungary?",
        "the Danube",
        [
            S(
                "Travel > Europe > Hungary | Budapest, the capital of Hungary, grew from the "
                "union of Buda, \u00d3buda and Pest in 1873. Book hotels | Cookie policy"
            ),
            D(
                "Travel > Europe > Austria | Vienna, the capital of Austria, also lies on the "
                "Danube. Book now"
            ),
            S(
                "Travel > Europe | The Danube flows through Budapest, dividing hilly Buda on "
                "its west bank from flat Pest on the east. River cruises from \u20ac499 | Share"
            ),
            D(
                "Travel > Europe > Hungary | Lake Balaton is the largest lake in Central "
                "Europe and a popular summer resort. Newsletter sign-up"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "factoid",
        "Who invented the telephone?",
        "Alexander Graham Bell",
        [
            D(
                "Home > History of Technology | Thomas Edison invented the phonograph in 1877 "
                "and improved the light bulb. Subscribe"
            ),
            S(
                "Home > History of Technology | Alexander Graham Bell was awarded the first US "
                "patent for the telephone in 1876 and is widely credited with inventing it. "
                "Share this | Comments"
            ),
            D(
                "Tech News | The first mobile telephone call was made in 1973 by Martin Cooper "
                "of Motorola. Advertisement | Cookie policy"
            ),
            D(
                "Home > History of Technology | Samuel Morse developed the electric telegraph "
                "and Morse code in the 1830s and 1840s. Read more"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "What is the population of Iceland?",
        "about 390,000",
        [
            D(
                "Country profiles > Europe | Greenland | Population: about 56,000. Capital: "
                "Nuuk. Share | Print"
            ),
            D(
                "Travel > Iceland | Reykjav\u00edk is home to roughly two thirds of Iceland's "
                "residents and is the northernmost capital of a sovereign state. Book tours"
            ),
            S(
                "Country profiles > Europe | Iceland | Population: about 390,000 (2024 "
                "estimate). Capital: Reykjav\u00edk. Currency: Icelandic kr\u00f3na. Share | "
                "Print | Cookie settings"
            ),
            D(
                "Nature > Iceland | Iceland has about 130 volcanoes, around 30 of them active. "
                "Newsletter"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "why",
        "Why do cats purr?",
        "mostly from contentment, possibly also to calm and heal themselves",
        [
            D("Pets > Cats > Health | Cats sleep between 12 and 16 hours a day on average. Share"),
            D(
                "Pets > Dogs > Behaviour | Dogs wag their tails to communicate excitement, but "
                "also nervousness. Share | Advertisement"
            ),
            D(
                "Wildlife > Big cats | Lions and tigers roar but cannot purr continuously, "
                "unlike domestic cats. Read more"
            ),
            S(
                "Pets > Cats > Behaviour | Cats purr mostly when they are content, but also "
                "when stressed or injured; scientists think the vibrations may help them calm "
                "down and even heal. Was this helpful? | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "Which is older, Oxford University or Cambridge University?",
        "Oxford",
        [
            S(
                "Education > UK | University of Oxford | Teaching existed at Oxford in some "
                "form by 1096, making it the oldest university in the English-speaking world. "
                "Apply now | Cookie settings"
            ),
            D(
                "Education > UK | University of St Andrews | Founded in 1413, St Andrews is "
                "the oldest university in Scotland. Open days"
            ),
            D(
                "Sport > Rowing | The Boat Race between Oxford and Cambridge has been rowed on "
                "the Thames since 1829. Tickets | Newsletter"
            ),
            S(
                "Education > UK | University of Cambridge | Cambridge was founded in 1209 by "
                "scholars who left Oxford after a dispute with the townspeople. Apply now | "
                "Share"
            ),
        ],
        drop=0,
        heldout=True,
    ),
    # --- faq: questions and answers, fact sheets, bullet lists ----------------------------
    Q(
        "faq",
        "factoid",
        "What is the capital of Canada?",
        "Ottawa",
        [
            D(
                "Toronto \u2013 quick facts\n\u2022 Province: Ontario\n\u2022 Population: "
                "about 2.8 million\n\u2022 Known for: the CN Tower"
            ),
            S(
                "Canada \u2013 quick facts\n\u2022 Capital: Ottawa\n\u2022 Largest city: "
                "Toronto\n\u2022 Official languages: English and French\n\u2022 Currency: "
                "Canadian dollar"
            ),
            D(
                "Q: Is Montreal the capital of Quebec?\nA: No. The capital of the province of "
                "Quebec is Quebec City; Montreal is its largest city."
            ),
            D(
                "Australia \u2013 quick facts\n\u2022 Capital: Canberra\n\u2022 Largest city: "
                "Sydney\n\u2022 Currency: Australian dollar"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How long should you boil an egg for a soft yolk?",
        "about 6 minutes",
        [
            D(
                "Q: How do I poach an egg?\nA: Crack it into simmering water with a dash of "
                "vinegar and cook for 3 minutes."
            ),
            S(
                "Egg FAQ\nQ: How long do I boil an egg for a runny yolk?\nA: About 6 minutes "
                "from boiling water for a large egg; 9\u201310 minutes gives a firm, "
                "hard-boiled yolk."
            ),
            D(
                "Q: Can I freeze eggs?\nA: Yes, but only out of the shell: beat them lightly "
                "and freeze in a sealed container."
            ),
            D(
                "Q: How long do eggs keep?\nA: In the fridge, fresh eggs keep for about three "
                "to five weeks."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "What is the freezing point of water in Fahrenheit?",
        "32 \u00b0F",
        [
            D(
                "Temperature scales\n- Fahrenheit: proposed by Daniel Gabriel Fahrenheit in "
                "1724\n- Celsius: based on water's freezing and boiling points at 0 and 100\n"
                "- Kelvin: starts at absolute zero"
            ),
            S(
                "Water facts\n- Freezes at 0 \u00b0C (32 \u00b0F) at standard pressure\n- "
                "Boils at 100 \u00b0C (212 \u00b0F) at sea level\n- Densest at about 4 \u00b0C"
            ),
            D(
                "Salt water facts\n- Seawater freezes at about \u22122 \u00b0C\n- Average "
                "salinity: 3.5%"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more calories, an apple or a banana?",
        "a banana",
        [
            S(
                "Apple \u2013 nutrition per medium fruit (182 g)\n\u2022 Calories: 95\n"
                "\u2022 Fibre: 4.4 g\n\u2022 Sugar: 19 g"
            ),
            D(
                "Orange \u2013 nutrition per medium fruit (131 g)\n\u2022 Calories: 62\n"
                "\u2022 Vitamin C: 70 mg"
            ),
            S(
                "Banana \u2013 nutrition per medium fruit (118 g)\n\u2022 Calories: 105\n"
                "\u2022 Potassium: 422 mg\n\u2022 Sugar: 14 g"
            ),
            D(
                "Q: Are apples good for your teeth?\nA: Crunchy apples help clean teeth, but "
                "their acid and sugar can still cause decay."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of the common cold?",
        "runny nose, sore throat, sneezing, coughing, aches, low fever",
        [
            D(
                "Common cold \u2013 prevention\n- Wash your hands often\n- Avoid touching "
                "your face\n- Keep away from people who are sick"
            ),
            D(
                "Flu \u2013 symptoms\n- Sudden high fever\n- Chills and sweats\n- Severe "
                "muscle aches\n- Exhaustion"
            ),
            S(
                "Common cold \u2013 symptoms\n- Runny or stuffy nose\n- Sore throat\n- "
                "Sneezing and coughing\n- Mild headache or body aches\n- Low fever (more "
                "common in children)"
            ),
            D(
                "Q: Do antibiotics help with a cold?\nA: No. Colds are caused by viruses, and "
                "antibiotics only work against bacteria."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I reset a forgotten router password?",
        "hold the reset button for 10 seconds",
        [
            D(
                "Q: How do I change my Wi-Fi network name?\nA: Log in to the admin page at "
                "192.168.1.1 and edit the SSID under Wireless settings."
            ),
            S(
                "Router FAQ\nQ: I forgot my router's admin password. What now?\nA: Hold the "
                "reset button on the back for 10 seconds with a paperclip. The router restarts "
                "with the factory password printed on its label."
            ),
            D(
                "Q: Why is my Wi-Fi slow?\nA: Move the router away from walls and microwaves, "
                "and restart it once a week."
            ),
            D(
                "Q: How do I reset my email password?\nA: Click 'Forgot password' on the "
                "sign-in page and follow the link we email you."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is it safe to drink tap water in Germany?",
        "yes",
        [
            D(
                "Travel FAQ: Germany\nQ: Do shops open on Sundays?\nA: Most shops are closed "
                "on Sundays, except at stations and airports."
            ),
            S(
                "Travel FAQ: Germany\nQ: Can I drink the tap water?\nA: Yes. Tap water in "
                "Germany is strictly regulated and safe to drink everywhere unless a sign says "
                "otherwise."
            ),
            D(
                "Travel FAQ: Morocco\nQ: Can I drink the tap water?\nA: Visitors are advised "
                "to drink bottled water."
            ),
            D(
                "Travel FAQ: Germany\nQ: Is tipping expected?\nA: Rounding up or adding about "
                "10 % in restaurants is usual."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which ocean borders the country that hosted the 2016 Summer Olympics?",
        "the Atlantic Ocean",
        [
            S(
                "2016 Summer Olympics \u2013 key facts\n\u2022 Host city: Rio de Janeiro, "
                "Brazil\n\u2022 Dates: 5\u201321 August 2016\n\u2022 Nations: 207"
            ),
            D(
                "2012 Summer Olympics \u2013 key facts\n\u2022 Host city: London, United "
                "Kingdom\n\u2022 Dates: 27 July \u2013 12 August 2012"
            ),
            S(
                "Brazil \u2013 geography\n\u2022 Continent: South America\n\u2022 Coastline: "
                "about 7,500 km along the Atlantic Ocean\n\u2022 Largest river: Amazon"
            ),
            D(
                "Argentina \u2013 geography\n\u2022 Continent: South America\n\u2022 "
                "Coastline: about 5,000 km along the Atlantic Ocean"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "factoid",
        "How many players are on a football team on the pitch?",
        "11",
        [
            D(
                "Basketball basics\n- Players per team on the court: 5\n- Match length: four "
                "quarters"
            ),
            S(
                "Football (soccer) basics\n- Players per team on the pitch: 11, including the "
                "goalkeeper\n- Match length: two halves of 45 minutes\n- Substitutes allowed: "
                "up to 5"
            ),
            D(
                "Q: How many players are in a rugby union team?\nA: Fifteen on the field, "
                "with up to eight replacements."
            ),
            D(
                "Football (soccer) basics \u2013 the pitch\n- Length: 90\u2013120 m\n- Width: "
                "45\u201390 m\n- Penalty area: 16.5 m from the goal line"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "why",
        "Why should you not feed bread to ducks?",
        "it lacks nutrients, can cause angel wing and pollutes ponds",
        [
            D(
                "Q: What can I feed ducks instead?\nA: Oats, peas, sweetcorn or chopped "
                "lettuce are all better choices."
            ),
            D(
                "Q: Why do ducks not get wet?\nA: Their feathers are coated with oil from a "
                "gland near the tail."
            ),
            S(
                "Park wildlife FAQ\nQ: Is bread bad for ducks?\nA: Yes. Bread fills ducks up "
                "without giving them the nutrients they need, can cause a wing deformity "
                "called angel wing, and leftover bread pollutes ponds."
            ),
            D(
                "Q: Can I feed the pigeons in the park?\nA: Many councils ask visitors not to, "
                "as it attracts rats."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Does the Eurostar train stop in Lille?",
        "yes",
        [
            D(
                "Eurostar FAQ\nQ: How long is the journey from London to Paris?\nA: About 2 "
                "hours 16 minutes on the fastest trains."
            ),
            D(
                "Q: Is Lille worth visiting?\nA: Yes: its old town, Flemish architecture and "
                "Christmas market are highlights."
            ),
            S(
                "Eurostar FAQ\nQ: Which stations does Eurostar serve between London and "
                "Paris?\nA: Trains may stop at Ebbsfleet International, Ashford International, "
                "Calais-Fr\u00e9thun and Lille-Europe, though many run non-stop."
            ),
            D(
                "Eurostar FAQ\nQ: Can I take a bike on the train?\nA: Yes, bikes can be taken "
                "as registered luggage for a fee."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which uses more water, a bath or a five-minute shower?",
        "a bath",
        [
            S(
                "Water-saving FAQ\nQ: How much water does a bath use?\nA: A typical bath uses "
                "about 80 litres of water."
            ),
            D(
                "Water-saving FAQ\nQ: Does a dishwasher use more water than washing by hand?\n"
                "A: Modern dishwashers use as little as 10 litres a cycle, usually less than a "
                "sink of hand washing."
            ),
            S(
                "Water-saving FAQ\nQ: How much does a shower use?\nA: An eight-minute power "
                "shower can use more than 100 litres, but a five-minute standard shower uses "
                "around 40 litres."
            ),
            D(
                "Q: How often should I clean my shower head?\nA: Descale it every few months "
                "to keep the flow strong."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    # --- paraphrase: the supporting passage says it in other words ------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first person to walk on the Moon?",
        "Neil Armstrong",
        [
            D("Yuri Gagarin was the first person to travel into space, orbiting Earth in 1961."),
            S(
                "In July 1969 Neil Armstrong became the first human to set foot on the lunar "
                "surface, followed minutes later by Buzz Aldrin."
            ),
            D(
                "The Moon has no atmosphere, so footprints left there may last for millions of "
                "years."
            ),
            D("Apollo 17 in 1972 was the last crewed mission to the Moon."),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What do pandas mainly eat?",
        "bamboo",
        [
            D(
                "Red pandas are small mammals of the eastern Himalayas with reddish fur and a "
                "long ringed tail."
            ),
            D("Koalas feed almost exclusively on eucalyptus leaves, which are low in nutrients."),
            S(
                "Giant pandas live almost entirely on bamboo, chewing through 12 to 38 "
                "kilograms of stems and leaves every day."
            ),
            D("Pandas are found in the mountain forests of central China, mainly in Sichuan."),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "How long does it take light from the Sun to reach Earth?",
        "about eight minutes",
        [
            D(
                "Light from the nearest star beyond the Sun, Proxima Centauri, takes more than "
                "four years to reach us."
            ),
            D("The Sun is about 150 million kilometres from Earth on average."),
            S("Sunlight needs a little over eight minutes to cover the distance to our planet."),
            D("Light travels through a vacuum at almost 300,000 kilometres per second."),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is hotter, the surface of the Sun or the Earth's core?",
        "about the same; the Sun's surface slightly",
        [
            S("The visible surface of our star sits at roughly 5,500 degrees Celsius."),
            D("Lava erupting from volcanoes is typically between 700 and 1,200 degrees Celsius."),
            S(
                "Scientists estimate that the inner core of our planet reaches about 5,200 "
                "degrees Celsius, close to the temperature of the solar surface."
            ),
            D(
                "The Sun's corona, its outer atmosphere, is far hotter than the layers below "
                "it, at over a million degrees."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which countries share a border with France?",
        "Belgium, Luxembourg, Germany, Switzerland, Italy, Monaco, Andorra and Spain",
        [
            D("France is divided into 18 regions, 13 of them in metropolitan France."),
            S(
                "On land, France touches Belgium, Luxembourg, Germany, Switzerland, Italy, "
                "Monaco, Andorra and Spain."
            ),
            D("Spain shares land frontiers with Portugal, France, Andorra and Gibraltar."),
            D("The English Channel separates France from the United Kingdom."),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do we get goosebumps?",
        "tiny muscles raise the hairs, a reflex from furrier ancestors",
        [
            D("Shivering is the body's way of producing heat through rapid muscle contractions."),
            D("Porcupines raise their quills when they feel threatened."),
            S(
                "When we feel cold or frightened, tiny muscles at the base of each hair "
                "contract and pull the hairs upright, a reflex left over from furrier "
                "ancestors that fluffed up their coats."
            ),
            D("Sweating cools the body as the moisture evaporates from the skin."),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a whale a fish?",
        "no",
        [
            D("Whale sharks are the largest fish in the sea and feed on plankton."),
            D("Fish breathe through gills that take oxygen from water."),
            S(
                "Whales breathe air, are warm-blooded and feed their young on milk, so they "
                "are mammals rather than fish."
            ),
            D("Humpback whales are known for their long songs."),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the nationality of the scientist who discovered penicillin?",
        "Scottish",
        [
            S(
                "Penicillin was found by accident in 1928, when Alexander Fleming noticed that "
                "mould had killed the bacteria on one of his culture plates."
            ),
            D("Louis Pasteur, the French chemist, developed vaccines against rabies and anthrax."),
            S(
                "Alexander Fleming was a physician and microbiologist from Scotland, born on "
                "a farm in Ayrshire in 1881."
            ),
            D(
                "Penicillin was first mass-produced in the United States during the Second "
                "World War."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "factoid",
        "What is the capital of Japan?",
        "Tokyo",
        [
            D("Kyoto was the imperial residence of Japan for more than a thousand years."),
            S(
                "Tokyo has been the seat of the Japanese government since 1868, when the "
                "emperor moved there from Kyoto."
            ),
            D("Osaka is Japan's third-largest city and a major port."),
            D("Japan is made up of four main islands and thousands of smaller ones."),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How do plants make their food?",
        "photosynthesis: sunlight, water and carbon dioxide into sugar",
        [
            D(
                "Venus flytraps catch insects to get nitrogen, which is scarce in the boggy "
                "soils where they grow."
            ),
            D("Plant roots take up water and minerals from the soil."),
            S(
                "Green plants turn sunlight, water and carbon dioxide into sugar inside their "
                "leaves, giving off oxygen as a by-product."
            ),
            D("Fungi cannot photosynthesise and must absorb food from their surroundings."),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lives longer, a tortoise or an elephant?",
        "a tortoise",
        [
            S(
                "Giant tortoises can survive for well over a century; one living on St Helena "
                "is thought to be older than 190."
            ),
            D("Parrots such as macaws may live for 50 years or more in captivity."),
            S("Elephants in the wild often reach 60 or 70 years of age."),
            D("Sea turtles take decades to reach maturity."),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "Can you see the Great Barrier Reef from space?",
        "yes",
        [
            D(
                "The Great Barrier Reef stretches for more than 2,300 kilometres off the coast "
                "of Queensland."
            ),
            S(
                "Astronauts in orbit can make out the Great Barrier Reef, the largest structure "
                "built by living things on Earth."
            ),
            D(
                "Coral bleaching happens when stressed corals expel the algae living in their "
                "tissues."
            ),
            D("From the International Space Station, city lights are clearly visible at night."),
        ],
        heldout=True,
    ),
]

# A second batch of dev questions, written after the first was tuned on, so that the
# dev set holds more than the cases its first tuning saw (still dev: tuned on).
QUESTIONS += [
    Q(
        "titled",
        "factoid",
        "Which element has the atomic number 1?",
        "hydrogen",
        [
            D(
                "Helium: Helium is a chemical element with the symbol He and atomic number 2. "
                "It is the second lightest element."
            ),
            S(
                "Hydrogen: Hydrogen is the chemical element with the symbol H and atomic "
                "number 1. It is the lightest element and the most abundant in the universe."
            ),
            D(
                "Atomic number: The atomic number of an element is the number of protons in "
                "the nucleus of each of its atoms."
            ),
            D("Water: Water is a compound of hydrogen and oxygen, with the formula H2O."),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the dinosaurs die out?",
        "an asteroid impact about 66 million years ago",
        [
            D(
                "Tyrannosaurus: Tyrannosaurus was a large meat-eating dinosaur that lived in "
                "western North America at the end of the Cretaceous."
            ),
            D(
                "Chicxulub crater: The Chicxulub crater is an impact crater buried under the "
                "Yucatan Peninsula in Mexico, about 180 km wide."
            ),
            S(
                "Cretaceous-Paleogene extinction event: Most scientists think the non-avian "
                "dinosaurs died out about 66 million years ago because a large asteroid struck "
                "the Earth, filling the sky with dust and cooling the climate."
            ),
            D(
                "Fossil: Fossils are the preserved remains or traces of animals and plants "
                "from a past geological age, including dinosaur bones and footprints."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was Napoleon Bonaparte born in Corsica?",
        "yes",
        [
            S(
                "Napoleon: Napoleon Bonaparte was born on 15 August 1769 in Ajaccio, on the "
                "island of Corsica, shortly after France annexed it from Genoa."
            ),
            D(
                "Corsica: Corsica is a Mediterranean island and one of the regions of France, "
                "south-east of the French mainland."
            ),
            D(
                "Battle of Waterloo: At the Battle of Waterloo in 1815, Napoleon was defeated by "
                "a coalition led by Wellington and Blucher."
            ),
            D("Saint Helena: Napoleon died in exile on the island of Saint Helena in 1821."),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which has more moons, Mars or Neptune?",
        "Neptune",
        [
            D("Venus: Venus is the second planet from the Sun and has no moons."),
            S("Mars: Mars has two small moons, Phobos and Deimos."),
            D(
                "Phobos (moon): Phobos is the larger and inner of the two moons of Mars, "
                "orbiting only about 6,000 km above its surface."
            ),
            S(
                "Neptune: Neptune has 16 known moons; the largest, Triton, orbits the planet "
                "in the opposite direction to its rotation."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "factoid",
        "What is the largest ocean on Earth?",
        "the Pacific Ocean",
        [
            D(
                "The Atlantic Ocean is the second-largest ocean and separates the Americas "
                "from Europe and Africa."
            ),
            S(
                "The Pacific Ocean is the largest and deepest of Earth's oceans, covering "
                "about a third of the planet's surface."
            ),
            D("The Arctic Ocean is the smallest and shallowest of the world's five oceans."),
            D("Oceans cover about 71 percent of the surface of the Earth."),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do chameleons change colour?",
        "by rearranging crystals in their skin cells",
        [
            D(
                "Chameleons have long sticky tongues that can shoot out faster than the eye can "
                "follow."
            ),
            S(
                "Chameleons change colour by tensing or relaxing a layer of skin cells that "
                "hold tiny crystals, which changes how the crystals reflect light."
            ),
            D("Octopuses change their skin colour using sacs of pigment controlled by muscles."),
            D("Most chameleon species live in Madagascar and mainland Africa."),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the three states of matter?",
        "solid, liquid and gas",
        [
            D("Plasma is sometimes called a fourth state of matter and is found in stars."),
            S("The three familiar states of matter are solid, liquid and gas."),
            D("Matter is anything that has mass and takes up space."),
            D("Water changes from a liquid to a gas when it boils."),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What language is spoken in the country where the Taj Mahal is located?",
        "Hindi (and English)",
        [
            S("The Taj Mahal is a white marble mausoleum in the city of Agra, in India."),
            D("The Taj Mahal was commissioned by the Mughal emperor Shah Jahan in 1632."),
            S(
                "Hindi and English are the official languages of the government of India, "
                "which also recognises 22 scheduled languages."
            ),
            D("Urdu is the national language of Pakistan."),
        ],
        drop=1,
    ),
    Q(
        "web",
        "factoid",
        "How long is the Great Wall of China?",
        "about 21,196 km",
        [
            D(
                "Travel > Asia > China | The Great Wall of China can be visited at Badaling, "
                "about 70 km north of Beijing. Book a tour | Share"
            ),
            S(
                "History > Landmarks | A 2012 survey measured all sections of the Great Wall "
                "of China at 21,196 km long. Related articles | Cookie settings"
            ),
            D(
                "History > Landmarks | Work on the Great Wall of China continued for centuries, "
                "under many dynasties. Subscribe to our newsletter"
            ),
            D(
                "Travel > Asia > China | The Yangtze is the longest river in Asia, at 6,300 km. "
                "Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can dogs eat chocolate?",
        "no",
        [
            D("Pets > Dogs > Food | Dogs can eat plain cooked rice and chicken. Share | Print"),
            S(
                "Pets > Dogs > Health | No. Chocolate contains theobromine, which dogs cannot "
                "break down quickly, and even a small amount can poison them. Was this "
                "helpful?"
            ),
            D(
                "Food > Sweets | Dark chocolate contains more cocoa solids than milk "
                "chocolate. Cookie policy"
            ),
            D("Pets > Cats > Food | Cats should not drink cow's milk. Advertisement"),
        ],
    ),
    Q(
        "web",
        "how",
        "How many hours a day do koalas sleep?",
        "up to 20 hours",
        [
            D(
                "Animals A\u2013Z | Koala | Koalas live in the eucalyptus forests of eastern "
                "Australia. Share this page | Cookies"
            ),
            S(
                "Animals A\u2013Z | Koala | Koalas sleep up to 20 hours a day, saving energy "
                "because their diet of leaves gives them little. Share this page"
            ),
            D(
                "Animals A\u2013Z | Sloth | Sloths sleep about 15 hours a day in the wild. "
                "Related: Rainforest animals"
            ),
            D("Health > Sleep | Adults need seven to nine hours of sleep a night. Subscribe"),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Colosseum or the Parthenon?",
        "the Parthenon",
        [
            S(
                "Travel > Italy > Rome | The Colosseum was completed in 80 AD under the "
                "emperor Titus. Tickets | Share"
            ),
            D(
                "Travel > Italy > Rome | The Pantheon was rebuilt by the emperor Hadrian "
                "around 125 AD. Tickets | Share"
            ),
            S(
                "Travel > Greece > Athens | The Parthenon was built between 447 and 432 BC on "
                "the Acropolis. Book a guide | Newsletter"
            ),
            D(
                "Travel > Greece > Athens | The Acropolis Museum opened in 2009. Tickets | "
                "Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "factoid",
        "What is the currency of Japan?",
        "the yen",
        [
            D(
                "Japan \u2013 quick facts\n\u2022 Capital: Tokyo\n\u2022 Population: about 124 "
                "million"
            ),
            S(
                "Japan \u2013 money\n\u2022 Currency: Japanese yen (\u00a5)\n\u2022 Cards: "
                "widely accepted in cities\n\u2022 Tipping: not expected"
            ),
            D(
                "South Korea \u2013 money\n\u2022 Currency: South Korean won\n\u2022 "
                "Tipping: not expected"
            ),
            D("Q: Do I need cash in Japan?\nA: Small shops and temples often take cash only."),
        ],
    ),
    Q(
        "faq",
        "how",
        "How often should I water a cactus?",
        "every two to four weeks",
        [
            S(
                "Cactus care FAQ\nQ: How often do cacti need water?\nA: Every two to four "
                "weeks in summer, and hardly at all in winter."
            ),
            D("Q: How often should I water a fern?\nA: Keep the soil moist: water twice a week."),
            D("Q: Do cacti need sun?\nA: Yes, at least four hours of direct light a day."),
            D(
                "Cactus care FAQ\nQ: Why is my cactus soft?\nA: Usually too much water has "
                "rotted it."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Do I need a visa to visit Canada from the UK?",
        "no, but an eTA",
        [
            D("Q: Do I need a visa to visit the USA from the UK?\nA: No, but you need an ESTA."),
            S(
                "Canada travel FAQ\nQ: Do UK visitors need a visa?\nA: No visa is needed for "
                "short visits, but you must get an electronic travel authorisation (eTA) "
                "before flying."
            ),
            D(
                "Canada travel FAQ\nQ: What plugs are used in Canada?\nA: Type A and B, at 120 "
                "volts."
            ),
            D("Q: How long is the flight from London to Toronto?\nA: About eight hours."),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the main ingredients of guacamole?",
        "avocado, lime, onion, chilli, coriander, salt",
        [
            D("Salsa \u2013 ingredients\n- Tomatoes\n- Onion\n- Chilli\n- Lime juice"),
            S(
                "Guacamole \u2013 ingredients\n- Ripe avocados\n- Lime juice\n- Red onion\n- "
                "Green chilli\n- Fresh coriander\n- Salt"
            ),
            D("Q: How do I stop guacamole going brown?\nA: Press cling film onto its surface."),
            D("Avocado \u2013 nutrition\n- Calories: 160 per 100 g\n- Fat: 15 g"),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who invented the light bulb?",
        "Thomas Edison (and Joseph Swan)",
        [
            D("Alessandro Volta built the first electric battery in 1800."),
            S(
                "In 1879 Thomas Edison and, independently, Joseph Swan produced practical "
                "lamps that glowed when current ran through a carbon filament."
            ),
            D("Nikola Tesla worked on alternating current systems in the 1880s."),
            D("Energy-saving LED bulbs use far less electricity than older designs."),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is the sea salty?",
        "rivers carry dissolved minerals from rocks into it",
        [
            D("The Dead Sea is so salty that people float easily on its surface."),
            S(
                "Rain slowly dissolves minerals from rocks on land, and rivers carry them to "
                "the ocean, where they stay when the water evaporates."
            ),
            D("Salt has been used to preserve food for thousands of years."),
            D("Fresh water makes up only about three percent of the water on Earth."),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "How fast does a cheetah run?",
        "up to about 110 km/h",
        [
            D("Cheetahs live mainly in the grasslands of eastern and southern Africa."),
            D("Lions usually hunt in groups and can reach about 80 km/h in short bursts."),
            S("In a sprint the big cat can reach roughly 110 km/h, though only for a few seconds."),
            D("Cheetah cubs are born with a mantle of long grey fur along their backs."),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Do bats see well?",
        "most see reasonably; many rely on echolocation",
        [
            D("Bats are the only mammals capable of true flight."),
            S(
                "Contrary to the saying 'blind as a bat', these animals have working eyes, "
                "though many also find their way in the dark by listening to echoes."
            ),
            D("Vampire bats feed on the blood of other animals."),
            D("Owls have large forward-facing eyes that help them hunt at night."),
        ],
    ),
]

# A third batch, written after the second was tuned on (dev all the same).
QUESTIONS += [
    Q(
        "titled",
        "factoid",
        "Where is the Louvre museum?",
        "Paris",
        [
            D("Mona Lisa: The Mona Lisa is a portrait painted by Leonardo da Vinci."),
            S(
                "Louvre: The Louvre is the world's most-visited art museum, housed in a "
                "former royal palace on the Right Bank of the Seine in Paris."
            ),
            D(
                "Louvre Abu Dhabi: Louvre Abu Dhabi is an art museum on Saadiyat Island in "
                "Abu Dhabi that opened in 2017."
            ),
            D("Musee d'Orsay: The Musee d'Orsay is a museum in Paris in a former railway station."),
        ],
    ),
    Q(
        "titled",
        "list",
        "Which colours are on the flag of Italy?",
        "green, white and red",
        [
            S(
                "Flag of Italy: The flag of Italy is a tricolour of three equal vertical bands "
                "of green, white and red."
            ),
            D(
                "Flag of Ireland: The flag of Ireland has vertical bands of green, white and "
                "orange."
            ),
            D("Italy: Italy is a country in southern Europe whose capital is Rome."),
            D("Flag of France: The flag of France is blue, white and red."),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "In which year did the first humans land on the Moon?",
        "1969",
        [
            D(
                "The Soviet probe Luna 2 was the first human-made object to reach the Moon, in "
                "1959."
            ),
            S("The first humans landed on the Moon in July 1969, during the Apollo 11 mission."),
            D("The last humans to walk on the Moon left it in December 1972."),
            D("The Moon is about 384,000 kilometres from Earth."),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, a lion or a tiger?",
        "a tiger",
        [
            S("Male lions usually weigh between 150 and 250 kilograms."),
            D("Lions live in groups called prides, while most big cats live alone."),
            S("The tiger is the largest living cat species; big males can exceed 300 kilograms."),
            D("Leopards are smaller than both and often hide their prey in trees."),
        ],
        drop=1,
    ),
    Q(
        "web",
        "factoid",
        "How many people live in Tokyo?",
        "about 14 million",
        [
            D(
                "Travel > Asia > Japan | Tokyo's metro system carries almost 9 million "
                "passengers a day. Book a pass | Share"
            ),
            S(
                "City guides > Japan | About 14 million people live in the city of Tokyo, and "
                "37 million in its wider metropolitan area. Share | Print"
            ),
            D("City guides > Japan | Osaka is home to about 2.7 million people. Share | Print"),
            D("Travel > Asia > Japan | Tokyo hosted the Summer Olympics in 1964 and 2021. Share"),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do onions make you cry?",
        "they release a gas that irritates the eyes",
        [
            D("Recipes > Basics | How to dice an onion in under a minute. Print | Save"),
            S(
                "Science > Kitchen | Cutting an onion releases a gas, syn-propanethial-S-oxide, "
                "which irritates the eyes and makes you cry. Was this article helpful?"
            ),
            D(
                "Health > Eyes | Tears keep the surface of the eye wet and wash away dust. "
                "Related articles"
            ),
            D("Gardening > Vegetables | Onions are planted in spring and harvested in summer."),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "What is the boiling point of water at sea level in Fahrenheit?",
        "212 \u00b0F",
        [
            D("Cooking temperatures\n- Simmer: about 85 \u00b0C\n- Oven, moderate: 180 \u00b0C"),
            S(
                "Water at a glance\n\u2022 Boiling point at sea level: 100 \u00b0C (212 "
                "\u00b0F)\n\u2022 Freezing point: 0 \u00b0C (32 \u00b0F)"
            ),
            D("Q: Does salt make water boil faster?\nA: No, it raises the boiling point slightly."),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I bring a laptop in my hand luggage?",
        "yes",
        [
            S(
                "Airport security FAQ\nQ: Are laptops allowed in hand luggage?\nA: Yes, but "
                "you may need to take them out of your bag at security."
            ),
            D("Airport security FAQ\nQ: Can I take liquids?\nA: Only in containers of 100 ml."),
            D(
                "Q: How heavy can my hand luggage be?\nA: Usually 7 to 10 kg, depending on the "
                "airline."
            ),
            D("Laptop buying guide\n- Screen: 13 to 16 inches\n- Battery: 8 hours or more"),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What is the hardest natural substance?",
        "diamond",
        [
            D(
                "Graphite, like diamond, is made only of carbon, but it is soft enough to write "
                "with."
            ),
            S("No material found in nature resists scratching better than diamond."),
            D("Steel is an alloy of iron and carbon used in buildings and bridges."),
            D("Talc is the softest mineral on the Mohs scale."),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do birds migrate?",
        "to follow food and better breeding conditions as seasons change",
        [
            D("Many birds navigate using the Earth's magnetic field and the stars."),
            S(
                "Each autumn many species fly south to places where insects and seeds stay "
                "plentiful through the winter, and return in spring to raise their young."
            ),
            D("Penguins cannot fly but swim long distances to find food."),
            D("The Arctic tern makes the longest known journey of any bird."),
        ],
    ),
]
