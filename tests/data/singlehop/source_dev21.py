"""The twenty-third single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev20.py`), for the format and to choose subjects none of them asks about, taken only from
natural science, animals and plants and geography; of the held-out sources only counts of a
subject's name were looked at, to leave out any subject they use. A quarter of the questions (10
of 40) are typed search-box style. Written after lexical-v18 (the evaluator may be tuned meanwhile
on the earlier batches, never on this one before it is measured), the batch measures how far the
evaluator's tuning carries to questions it was not written against (dev all the same: tuned on
once measured).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 330 characters and distractors 329; the longest passage is a
support in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled --------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who first described the Doppler effect?",
        "Christian Doppler, an Austrian physicist, in 1842",
        [
            D(
                "Hippolyte Fizeau: Hippolyte Fizeau was a French physicist who in 1849 made the "
                "first measurement of the speed of light that did not rely on astronomy, using a "
                "toothed wheel and a beam of light sent 8 km and back between Suresnes and "
                "Montmartre. In 1848 he had also worked out how the motion of a star shifts its "
                "spectral lines, which is why French texts speak of the Doppler-Fizeau effect."
            ),
            S(
                "Doppler effect: The Doppler effect is the change in the frequency of a wave heard "
                "or seen by an observer moving relative to its source, which is why a siren sounds "
                "higher as it comes closer and lower as it goes away. It is named after the "
                "Austrian physicist Christian Doppler, who first described it in 1842 in a paper "
                "on the coloured light of double stars, written in Prague."
            ),
            D(
                "Buys Ballot: C. H. D. Buys Ballot was a Dutch meteorologist who founded the Royal "
                "Netherlands Meteorological Institute in 1854. In 1845 he hired horn players to "
                "hold a steady note on an open railway wagon near Utrecht while trained musicians "
                "on the platform judged the pitch, and he is also known for a rule linking wind "
                "direction to air pressure."
            ),
            D(
                "Ernst Mach: Ernst Mach was an Austrian physicist and philosopher who in 1887 took "
                "the first photographs of the shock waves around a bullet flying faster than "
                "sound. The Mach number, the ratio of a speed to the local speed of sound, was "
                "named after him in 1929, and Einstein called his critique of absolute space a "
                "step towards general relativity."
            ),
            D(
                "Doppler radar: A Doppler radar measures the speed of rain, hail or aircraft from "
                "the shift in frequency of the pulses they reflect. Weather services began to use "
                "it widely in the 1980s and 1990s, when the United States built its NEXRAD "
                "network of about 160 stations, which can spot the rotation inside a storm before "
                "a tornado touches down."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "wandering albatross wingspan",
        "up to about 3.5 m, the widest of any living bird",
        [
            D(
                "Andean condor: The Andean condor of South America is one of the heaviest flying "
                "birds, with males weighing up to 15 kg, and its wings span about 3.2 m. It soars "
                "for hours on mountain updrafts while looking for carcasses, can live for more "
                "than 70 years in zoos, and appears on the coats of arms of Bolivia, Chile, "
                "Colombia and Ecuador."
            ),
            S(
                "Wandering albatross: The wandering albatross has the widest wings of any living "
                "bird, spanning about 2.5 to 3.5 m from tip to tip. Weighing 6 to 12 kg, it spends "
                "most of its life gliding over the Southern Ocean, locking its wings in place so "
                "that it can travel hundreds of kilometres a day with hardly a flap, and it breeds "
                "on islands such as South Georgia."
            ),
            D(
                "Wisdom (albatross): Wisdom is a female Laysan albatross on Midway Atoll in the "
                "North Pacific, the oldest known wild bird. She was first ringed in 1956 as an "
                "adult, so she hatched in about 1951 or earlier, and she has raised dozens of "
                "chicks since; in 2021 and again in 2024, aged over 70, she was seen with a "
                "new egg."
            ),
            D(
                "Pelagornis sandersi: Pelagornis sandersi was a seabird known from a fossil skull "
                "and wing bones found in 1983 near Charleston, South Carolina, about 25 million "
                "years old. Its wingspan is estimated at 6.1 to 7.4 m, perhaps the largest of any "
                "flying bird, and bony tooth-like spikes lined its beak, which helped it to hold "
                "on to slippery fish and squid, and like an albatross it probably glided far more "
                "than it flapped."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which has a higher melting point, tungsten or platinum?",
        "tungsten: about 3,422 \u00b0C, against about 1,768 \u00b0C for platinum",
        [
            S(
                "Tungsten: Tungsten is a hard, heavy grey metal with the symbol W, from its older "
                "name wolfram. It has the highest melting point of any metal, about 3,422 "
                "\u00b0C, and a density of 19.3 g/cm\u00b3, close to that of gold, which is why "
                "it was used for the glowing filaments of incandescent light bulbs and is used "
                "today in welding electrodes and armour-piercing shells."
            ),
            D(
                "Rhenium: Rhenium is a rare silvery metal found in 1925 by Walter Noddack, Ida "
                "Tacke and Otto Berg in Germany, the last stable element to be discovered. It "
                "melts at about 3,186 \u00b0C, higher than any other metal but one, and almost all "
                "of the roughly 50 tonnes produced each year goes into nickel superalloys for the "
                "turbine blades of jet engines and into catalysts for making high-octane petrol."
            ),
            S(
                "Platinum: Platinum is a dense, silvery-white precious metal with the symbol Pt "
                "that melts at about 1,768 \u00b0C and hardly tarnishes or corrodes. About 70 per "
                "cent of the world's supply is mined in South Africa, and it is used in jewellery, "
                "in laboratory crucibles and electrodes, and above all in the catalytic "
                "converters that clean car exhaust."
            ),
            D(
                "Palladium: Palladium is a silvery metal of the platinum group discovered in 1803 "
                "by William Hyde Wollaston in London, who named it after the asteroid Pallas. It "
                "melts at about 1,555 \u00b0C, is the lightest of its group, and can soak up 900 "
                "times its own volume of hydrogen; most of it goes into catalytic converters for "
                "petrol cars."
            ),
            D(
                "Wolframite: Wolframite is an iron and manganese tungstate, the main ore of "
                "tungsten together with scheelite, forming dark, heavy crystals in quartz veins. "
                "China mines more than 80 per cent of the world's tungsten, and the metal's symbol "
                "W comes from this mineral's German name, said to mean 'wolf's froth' because it "
                "ate up tin in smelting."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which islands make up the Balearic Islands?",
        "Majorca, Minorca, Ibiza and Formentera, with Cabrera and smaller islets",
        [
            D(
                "Canary Islands: The Canary Islands are a Spanish archipelago in the Atlantic "
                "Ocean about 100 km off the coast of Morocco. The eight inhabited islands are "
                "Tenerife, Gran Canaria, Lanzarote, Fuerteventura, La Palma, La Gomera, El Hierro "
                "and La Graciosa, and Mount Teide on Tenerife, at 3,715 m, is the highest peak in "
                "Spain."
            ),
            S(
                "Balearic Islands: The Balearic Islands are an archipelago in the western "
                "Mediterranean and an autonomous community of Spain, with Palma as its capital. "
                "The four largest islands are Majorca, Minorca, Ibiza and Formentera, and the "
                "group also includes Cabrera and many small islets. Catalan and Spanish are both "
                "official, and tourism drives the economy."
            ),
            D(
                "Aeolian Islands: The Aeolian Islands are a volcanic archipelago in the "
                "Tyrrhenian Sea north of Sicily, named after Aeolus, the Greek god of the winds. "
                "The seven main islands are Lipari, Vulcano, Salina, Stromboli, Panarea, Filicudi "
                "and Alicudi; Stromboli has erupted almost without pause for over 2,000 years, and "
                "UNESCO listed the whole group as a World Heritage Site in 2000."
            ),
            D(
                "Palma de Mallorca: Palma is the largest city of the Balearic Islands, with about "
                "420,000 people, on a wide bay on the south-west coast of its island. Its Gothic "
                "cathedral, La Seu, was begun in 1229 after James I of Aragon took the island from "
                "the Moors, and Antoni Gaud\u00ed reworked its interior between 1904 and 1914."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do sinkholes form?",
        "groundwater slowly dissolves soluble rock such as limestone, gypsum or salt, leaving "
        "hollows underground; when the roof over a hollow grows too thin, the ground above "
        "collapses into it",
        [
            D(
                "Great Blue Hole: The Great Blue Hole is a round marine sinkhole off the coast of "
                "Belize, about 318 m across and 124 m deep, in the middle of Lighthouse Reef. "
                "Jacques Cousteau brought his ship Calypso there in 1971 to explore it, and "
                "stalactites on its walls show that it was once a dry cave, before sea levels rose "
                "at the end of the last ice age."
            ),
            S(
                "Sinkhole: A sinkhole is a hollow in the ground made when rock below the surface "
                "is dissolved by water. Rain, made slightly acidic by carbon dioxide, seeps down "
                "and eats away soluble bedrock such as limestone, gypsum or salt, opening "
                "cavities; when the roof of a cavity becomes too thin to bear the weight above, "
                "the soil collapses into it, sometimes within hours."
            ),
            D(
                "Xiaozhai Tiankeng: The Xiaozhai Tiankeng in Chongqing, China, is the deepest "
                "known sinkhole in the world, about 662 m deep and over 500 m across, with an "
                "underground river running along its floor. Local people long knew it, but it "
                "drew wide notice only after a British and Chinese caving expedition surveyed it "
                "in 1994, and rare plants grow on its walls."
            ),
            D(
                "Winter Park sinkhole: In May 1981 a sinkhole opened in Winter Park, Florida, and "
                "within a day grew to about 107 m wide and 30 m deep. It swallowed a three-bedroom "
                "house, part of a municipal swimming pool, several cars and a Porsche dealership's "
                "stock, and the city later sealed its bottom and turned it into an ornamental lake "
                "that is still there today, ringed by a fence and trees."
            ),
            D(
                "Cenote: A cenote is a natural well in the limestone of Mexico's Yucat\u00e1n "
                "Peninsula, filled with clear groundwater. The Maya used them as their main source "
                "of water and as sacred places, throwing offerings and sometimes people into the "
                "Sacred Cenote at Chich\u00e9n Itz\u00e1, and thousands of them trace a ring "
                "around the buried Chicxulub crater."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is the great salt lake salty",
        "it has no outlet: rivers bring in minerals dissolved from rock, but water leaves only "
        "by evaporation, so the salts stay behind and build up",
        [
            D(
                "Lake Bonneville: Lake Bonneville was a huge freshwater lake that covered about "
                "51,000 km\u00b2 of western Utah during the last ice age. About 14,500 years ago "
                "it broke through a natural dam at Red Rock Pass in Idaho, and the Bonneville "
                "Flood poured out along the Snake River; its old shorelines can still be seen as "
                "benches on the Wasatch Range."
            ),
            S(
                "Great Salt Lake: The Great Salt Lake in northern Utah is salty because it is a "
                "terminal lake, with no outlet to the sea. The Bear, Weber and Jordan rivers carry "
                "in small amounts of salt and other minerals washed out of rock, but water leaves "
                "only by evaporating, which leaves the salts behind, so over thousands of years "
                "they have built up to several times the saltiness of the ocean."
            ),
            D(
                "Salton Sea: The Salton Sea is a lake in southern California created by accident "
                "in 1905, when floodwater from the Colorado River broke through irrigation canals "
                "and ran into the Salton Basin for two years. Fed since then mostly by runoff from "
                "farms, it has been shrinking and has lost many of its fish, and dust from its "
                "drying shore is blamed for high rates of asthma in nearby towns."
            ),
            D(
                "Brine shrimp: Brine shrimp of the genus Artemia are small crustaceans, about 1 "
                "cm long, that live in salt lakes where few predators can survive. Their dried "
                "eggs, called cysts, can stay alive for years, and the ones harvested each autumn "
                "from the Great Salt Lake feed farmed shrimp and fish across the world; they were "
                "sold to children as pets from 1957, later as Sea-Monkeys."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a slow worm a snake",
        "no, it is a legless lizard: unlike snakes it has eyelids and can shed its tail",
        [
            D(
                "Grass snake: The grass snake is the longest snake in Britain, with females "
                "reaching about 1.5 m, and is olive green with a yellow collar behind its head. "
                "It is harmless, swims well and eats mostly frogs, toads and fish, and when "
                "threatened it releases a foul smell or plays dead, lying on its back with its "
                "tongue hanging out."
            ),
            D(
                "Adder: The adder is the only venomous snake native to Britain, recognised by the "
                "dark zigzag down its back, and is found as far north as the Arctic Circle in "
                "Scandinavia. Its bite is painful but rarely dangerous, with about a dozen deaths "
                "recorded in Britain since 1876, and it spends the winter in groups in dry "
                "burrows or under tree roots."
            ),
            S(
                "Slow worm: Despite its name and its look, the slow worm is not a snake or a worm "
                "but a lizard that has no legs. Unlike snakes it can blink, having eyelids, and "
                "like many lizards it can drop its tail to escape a predator. Up to 50 cm long, it "
                "lives across Europe in gardens and compost heaps, eats slugs, and one lived 54 "
                "years in a Danish zoo."
            ),
            D(
                "Smooth snake: The smooth snake is Britain's rarest reptile, found mainly on "
                "sandy heaths in Dorset, Hampshire and Surrey. Grey or brown with two rows of dark "
                "spots, it grows to about 60 cm, is not venomous, and kills its prey, mostly "
                "lizards and small mammals, by squeezing it in its coils, and it gives birth to "
                "live young in late summer."
            ),
            D(
                "Caecilian: Caecilians are about 200 species of limbless amphibians that live "
                "mostly underground in the wet tropics of America, Africa and Asia. They look "
                "like large earthworms, with rings around their bodies and tiny eyes often hidden "
                "under skin, and the young of some species feed by peeling off and eating their "
                "mother's fatty outer skin."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where Toubkal is?",
        "Rabat: Toubkal, the highest peak of the Atlas Mountains, is in Morocco",
        [
            S(
                "Toubkal: Jbel Toubkal is the highest mountain in the Atlas range and in North "
                "Africa, rising to 4,167 m in the High Atlas of Morocco, about 60 km south of "
                "Marrakesh. It lies in Toubkal National Park, created in 1942, and most climbers "
                "start from the village of Imlil and spend a night at a refuge before reaching "
                "the summit, which needs no ropes in summer."
            ),
            D(
                "Marrakesh: Marrakesh is a city at the foot of the High Atlas, founded about 1070 "
                "by the Almoravids, who ruled an empire stretching into Spain from it. Its square "
                "Jemaa el-Fnaa fills with storytellers, musicians and food stalls every evening, "
                "and the Koutoubia Mosque, finished in the 12th century, has a minaret about 77 m "
                "tall."
            ),
            S(
                "Morocco: Morocco is a kingdom in north-western Africa with coasts on the Atlantic "
                "Ocean and the Mediterranean Sea. Its capital is Rabat, while Casablanca is its "
                "largest city and main port; Arabic and Amazigh (Berber) are the official "
                "languages, and King Mohammed VI has reigned since 1999, after his father Hassan "
                "II."
            ),
            D(
                "Algeria: Algeria is the largest country in Africa, covering about 2.4 million "
                "km\u00b2, most of it Sahara desert. Its capital is Algiers, on the Mediterranean "
                "coast, and its highest point is Mount Tahat, 2,908 m, in the Hoggar Mountains of "
                "the far south; it won independence from France in 1962 after an eight-year war."
            ),
            D(
                "Atlas (mythology): In Greek myth Atlas was a Titan who fought against the gods of "
                "Olympus and was punished by Zeus, who made him hold up the sky for ever at the "
                "western edge of the world. Gerardus Mercator used his name in 1595 for a book of "
                "maps, and the sixteenth-century picture of him carrying a globe gave the word "
                "atlas its modern meaning of a bound book of maps."
            ),
        ],
    ),
    # --- prose ---------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who discovered cells?",
        "Robert Hooke, who saw and named them in slices of cork and described them in "
        "Micrographia (1665)",
        [
            D(
                "Antonie van Leeuwenhoek, a cloth merchant in Delft, ground tiny glass lenses that "
                "magnified up to about 270 times, better than any microscope of his day. From 1674 "
                "he wrote to the Royal Society in London about the 'animalcules' he saw in pond "
                "water and in scrapings from his own teeth, the first people to see bacteria and "
                "protozoa."
            ),
            S(
                "The English scientist Robert Hooke discovered cells in 1665. Looking at a thin "
                "slice of cork through a microscope of his own design, he saw that it was made of "
                "many tiny boxes, and he called them cells because they reminded him of the small "
                "rooms of monks. He published the drawings in Micrographia, a best-seller of its "
                "day."
            ),
            D(
                "Cell theory, the idea that all living things are made of cells, was put forward "
                "by the German botanist Matthias Schleiden for plants in 1838 and extended to "
                "animals by Theodor Schwann a year later. In 1855 the doctor Rudolf Virchow added "
                "that every cell comes from another cell, summed up in the Latin phrase omnis "
                "cellula e cellula."
            ),
            D(
                "Hooke's law says that the force needed to stretch or squeeze a spring is "
                "proportional to the distance it is stretched or squeezed, as long as it is not "
                "pushed past its elastic limit. Robert Hooke first published it in 1676 as an "
                "anagram, ceiiinosssttuv, and revealed two years later that it stood for ut tensio "
                "sic vis, 'as the extension, so the force'."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many hearts does an earthworm have",
        "five pairs of heart-like aortic arches, which pump blood round its body",
        [
            D(
                "An octopus has three hearts: two branchial hearts push blood through the gills, "
                "and a larger systemic heart sends it on round the rest of the body. The blood is "
                "blue because it carries oxygen with copper-based haemocyanin rather than the "
                "iron-based haemoglobin of humans, and the systemic heart stops beating when the "
                "octopus swims."
            ),
            S(
                "An earthworm has no single heart. Instead five pairs of muscular tubes called "
                "aortic arches, often counted as five pairs of hearts, squeeze blood along two "
                "main vessels near the front of its body. The blood stays inside vessels the whole "
                "way, a closed system like ours, and the worm takes in oxygen through its moist "
                "skin instead of lungs."
            ),
            D(
                "The common earthworm, Lumbricus terrestris, has a body made of 110 to 160 ring-"
                "like segments and can live six years or more. Every worm is both male and female, "
                "and two worms swap sperm before a swollen band called the clitellum makes a "
                "cocoon for the eggs; Charles Darwin devoted his last book, in 1881, to how worms "
                "make soil."
            ),
            D(
                "The Giant Gippsland earthworm, found only in a small area of Victoria in south-"
                "eastern Australia, is one of the largest earthworms in the world, averaging about "
                "1 m long and sometimes reaching 3 m. It lives deep in wet clay, makes gurgling "
                "sounds people can hear as it moves through its burrows, and lays eggs that take "
                "about a year to hatch into young already 20 cm long."
            ),
            D(
                "Hagfish, eel-shaped fish that feed on dead whales on the sea floor, have one main "
                "heart and three extra pumps, so they are sometimes said to have four hearts. They "
                "can survive for months without food, and when attacked they release litres of "
                "slime in less than a second, enough to clog the gills of a shark trying to bite "
                "one."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, the Gobi Desert or the Kalahari?",
        "the Gobi: about 1.3 million km\u00b2, against about 900,000 km\u00b2 for the Kalahari",
        [
            S(
                "The Gobi Desert covers about 1.3 million km\u00b2 of southern Mongolia and "
                "northern China, which makes it the largest desert in Asia after the Arabian. It "
                "is a cold desert on a high plateau, where winter nights fall below -40 \u00b0C, "
                "and its surface is mostly bare rock and gravel rather than sand; the first "
                "dinosaur eggs known to science were found there in 1923."
            ),
            D(
                "The Namib stretches for about 2,000 km along the Atlantic coast of Angola, "
                "Namibia and South Africa and may be the oldest desert in the world, dry for at "
                "least 55 million years. Its red dunes at Sossusvlei are among the highest on "
                "Earth, some over 300 m, and beetles there survive by drinking fog that condenses "
                "on their backs after rolling in from the cold ocean."
            ),
            S(
                "The Kalahari is a semi-arid sandy basin of about 900,000 km\u00b2 that spreads "
                "over most of Botswana and parts of Namibia and South Africa. It gets more rain "
                "than a true desert, so grass, thorn trees and wildlife such as gemsbok and "
                "meerkats live there, and the San people have hunted and gathered on it for tens "
                "of thousands of years."
            ),
            D(
                "The Taklamakan in the Tarim Basin of Xinjiang, in western China, covers about "
                "337,000 km\u00b2, most of it shifting sand dunes, and its name is often said to "
                "mean 'you go in and never come out'. Caravans on the Silk Road skirted it through "
                "oasis towns such as Kashgar and Khotan, and a highway was built across it in "
                "1995."
            ),
            D(
                "The Gobi bear, known in Mongolia as the mazaalai, is a small brown bear that "
                "lives only in the Great Gobi Strictly Protected Area in the south-west of the "
                "country. Fewer than 70 are thought to be left, they eat mostly roots and berries "
                "near a few desert springs, and Mongolia named 2013 the Year of the Gobi Bear to "
                "raise money."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What are the zones of the ocean by depth?",
        "the sunlight (epipelagic), twilight (mesopelagic), midnight (bathypelagic), abyssal and "
        "hadal zones",
        [
            D(
                "The atmosphere is divided by temperature into layers: the troposphere, where "
                "weather happens, up to about 12 km; the stratosphere with its ozone layer, to "
                "about 50 km; the mesosphere, where meteors burn up, to about 85 km; then the "
                "thermosphere, where the International Space Station orbits, and the thin "
                "exosphere."
            ),
            S(
                "Oceanographers divide the open sea into zones by depth. The sunlight zone reaches "
                "to about 200 m, the twilight zone to 1,000 m and the midnight zone to 4,000 m; "
                "below lie the abyssal zone, to 6,000 m, and the hadal zone of the deep trenches. "
                "Their formal names are epipelagic, mesopelagic, bathypelagic, abyssopelagic and "
                "hadopelagic."
            ),
            D(
                "The Challenger Deep in the Mariana Trench is the deepest known point of the "
                "ocean, about 10,935 m below the surface. Jacques Piccard and Don Walsh reached it "
                "in the bathyscaphe Trieste in January 1960, the film-maker James Cameron dived "
                "there alone in 2012, and in 2019 Victor Vescovo found a plastic bag on the "
                "bottom."
            ),
            D(
                "From the shore the sea floor usually slopes gently across the continental shelf, "
                "which ends on average about 80 km out at a depth of around 140 m. Beyond it the "
                "steeper continental slope drops to the continental rise and then to the flat "
                "abyssal plains, which cover about half of the Earth's surface and are among its "
                "least explored places."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do coral atolls form?",
        "a fringing reef grows around a volcanic island; as the island slowly sinks the coral "
        "keeps growing upwards, until the island vanishes and only a ring of reef around a "
        "lagoon is left",
        [
            D(
                "The Great Barrier Reef runs for about 2,300 km off the coast of Queensland, "
                "Australia, and is made of some 2,900 separate reefs and 900 islands. It is the "
                "largest structure built by living things, home to about 1,500 species of fish, "
                "and it was listed by UNESCO in 1981; mass bleaching in 2016, 2017 and 2020 "
                "killed large areas of its coral."
            ),
            S(
                "An atoll begins as a fringing reef of coral around a volcanic island in a warm "
                "sea. Over millions of years the extinct volcano slowly sinks, but the coral keeps "
                "building upwards towards the light, so the reef stays at the surface as the "
                "island shrinks; at last the island disappears, leaving a ring of reef around a "
                "lagoon, as Charles Darwin proposed in 1842."
            ),
            D(
                "The Maldives are a country of 26 atolls in the Indian Ocean, made up of about "
                "1,200 coral islands of which some 200 are inhabited. With an average height of "
                "just 1.5 m above the sea, they are the lowest country on Earth, and in 2009 "
                "President Mohamed Nasheed held a cabinet meeting underwater to draw attention to "
                "rising seas."
            ),
            D(
                "Bikini Atoll in the Marshall Islands was used by the United States for 23 "
                "nuclear tests between 1946 and 1958, after its 167 inhabitants were moved away. "
                "The Castle Bravo hydrogen bomb of March 1954, about 1,000 times stronger than the "
                "Hiroshima bomb, left a crater 2 km wide, and the islanders still cannot safely "
                "return."
            ),
            D(
                "Coral bleaching happens when water stays too warm for weeks and corals expel the "
                "tiny algae living in their tissues, which give them both colour and most of "
                "their food. Bleached corals turn white and can recover if the water cools, but "
                "many starve; the fourth global bleaching event, declared in April 2024, reached "
                "reefs in more than 50 countries and territories."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do bears hibernate?",
        "to survive the winter, when their food is scarce: they live off the fat stored in "
        "autumn and slow their bodies down to save energy",
        [
            D(
                "Giant pandas do not hibernate. Bamboo, almost their only food, is so poor in "
                "nutrients that they cannot build up enough fat to last a winter, so instead they "
                "stay active all year, eating for up to 14 hours a day, and simply move down the "
                "mountainsides of Sichuan to warmer slopes when snow falls on the higher bamboo "
                "forests."
            ),
            S(
                "Bears hibernate to get through winters in which berries, insects, fish and other "
                "food are scarce or buried under snow. Fattened up in autumn, they retire to a den "
                "and slow their bodies right down, with the heart beating as little as eight times "
                "a minute, so that their fat lasts for months without eating, drinking or "
                "passing waste."
            ),
            D(
                "Only pregnant polar bears spend the winter in a den, dug into snow drifts near "
                "the coast, where they give birth in December or January to one to three cubs "
                "each weighing about 600 g. Males and other females keep hunting seals on the sea "
                "ice through the dark months, and mothers leave the den with their cubs in March "
                "or April."
            ),
            D(
                "Every October the Katmai National Park in Alaska holds Fat Bear Week, an online "
                "contest in which viewers vote for the fattest brown bear fishing for salmon at "
                "Brooks Falls. A big male can eat some 40 salmon a day there, and the 2023 "
                "winner, a bear known as 128 Grazer, was chosen from a field of twelve by more "
                "than 1.2 million votes."
            ),
            D(
                "The hedgehog is one of the few British mammals that truly hibernates, from about "
                "November to March. Its body temperature falls from around 35 \u00b0C to as low "
                "as 5 \u00b0C, its heart slows from about 190 beats a minute to 20, and it may "
                "wake several times during the winter to move to a new nest of leaves under a "
                "hedge or shed."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Are hippos related to whales?",
        "yes: hippos are whales' closest living relatives, sharing an ancestor that lived about "
        "55 million years ago",
        [
            D(
                "The pygmy hippopotamus lives in the forests and swamps of Liberia and nearby "
                "countries in West Africa and weighs about 250 kg, a tenth of its larger cousin. "
                "Fewer than 2,500 are thought to survive in the wild, and in 2024 a baby named "
                "Moo Deng at the Khao Kheow Open Zoo in Thailand became famous around the world "
                "online."
            ),
            S(
                "Genetic studies since the late 1990s have shown that the closest living relatives "
                "of whales and dolphins are hippos. The two groups shared a common ancestor, a "
                "hoofed mammal that lived about 55 million years ago, and they are now placed "
                "together in a group sometimes called Whippomorpha, within the even-toed "
                "ungulates."
            ),
            D(
                "Pakicetus was a wolf-sized animal that lived about 50 million years ago in what "
                "is now Pakistan, where its fossils were first found in 1981. It walked on four "
                "legs and probably hunted near rivers, but the shape of its ear bones shows that "
                "it was an early whale, and its descendants took to the sea over the next 10 "
                "million years."
            ),
            D(
                "Hippos cannot really swim and are too dense to float; instead they walk or "
                "gallop along river bottoms and can hold their breath for about five minutes. "
                "Their skin gives off a red and orange liquid that works as a sunscreen and kills "
                "germs, which is why people once thought they sweated blood, and they kill about "
                "500 people a year in Africa."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which sea does the river that flows through Warsaw empty into?",
        "the Baltic Sea: Warsaw stands on the Vistula, which reaches the Baltic at the Gulf of "
        "Gda\u0144sk",
        [
            S(
                "Warsaw, the capital and largest city of Poland, with about 1.8 million people, "
                "stands on both banks of the Vistula in the east of the country. Its historic Old "
                "Town, on the river's left bank, was almost entirely destroyed in 1944 and rebuilt "
                "after the war from old paintings and drawings, and it was listed by UNESCO in "
                "1980."
            ),
            D(
                "The Oder rises in the Czech Republic and flows about 840 km north through Poland, "
                "forming much of the border with Germany for its last stretch. It empties into "
                "the Szczecin Lagoon and from there into the Baltic Sea, and in the summer of 2022 "
                "a toxic algal bloom killed hundreds of tonnes of fish along its course."
            ),
            S(
                "The Vistula is the longest river in Poland, about 1,047 km long. It rises on the "
                "slopes of Barania G\u00f3ra in the Silesian Beskids and flows north past "
                "Krak\u00f3w and Toru\u0144 to empty into the Baltic Sea at the Gulf of "
                "Gda\u0144sk, through a delta whose main mouth was cut by hand in 1895 to stop "
                "floods."
            ),
            D(
                "Kyiv, the capital of Ukraine, lies on the Dnieper, which rises in the Valdai "
                "Hills west of Moscow and flows about 2,200 km south through Belarus and Ukraine "
                "to the Black Sea near Kherson. The Kakhovka dam on its lower course was destroyed "
                "in June 2023, draining one of the largest reservoirs in Europe and flooding towns "
                "downstream."
            ),
            D(
                "Krak\u00f3w was the capital of Poland until 1596, when King Sigismund III Vasa "
                "moved his court to a city further north. Its Wawel Castle, where Polish kings "
                "were crowned and buried, and its great market square, among the largest in "
                "Europe, survived the Second World War almost unharmed and were listed by UNESCO "
                "in 1978."
            ),
        ],
        drop=1,
    ),
    # --- web -----------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the Tunguska event happen?",
        "on 30 June 1908, over Siberia",
        [
            D(
                "Home > Space > Meteors | The Chelyabinsk fireball | On the morning of 15 February "
                "2013 a rock about 20 m wide exploded about 30 km above Chelyabinsk in Russia's "
                "southern Urals, shining brighter than the Sun. The shock wave blew out windows "
                "across the city and about 1,500 people were hurt, mostly by flying glass. Share "
                "this | Related: meteor showers | Cookie policy"
            ),
            S(
                "Home > Space > Impacts | Tunguska, the biggest impact in recorded history | Early "
                "on 30 June 1908 a space rock or comet fragment exploded a few kilometres above "
                "the forest near the Podkamennaya Tunguska River in Siberia. The blast flattened "
                "some 80 million trees over 2,150 km\u00b2 but left no crater. Share this | Read "
                "next: asteroid defence | Cookie policy"
            ),
            D(
                "Home > Space > Meteorites | Sikhote-Alin: the iron rain | On 12 February 1947 an "
                "iron meteorite broke apart over the Sikhote-Alin mountains in Russia's far east, "
                "showering an area of about 1.3 km\u00b2 with fragments and leaving more than 100 "
                "small craters. About 23 tonnes have been collected, the largest piece weighing "
                "1,745 kg. Share this | Shop | Cookie policy"
            ),
            D(
                "Home > Travel > Siberia | Rivers of the Yenisei basin | The Lower Tunguska, at "
                "about 2,989 km, is the longest tributary of the Yenisei, winding through "
                "roadless taiga where the only towns are reached by boat or plane. Frozen from "
                "October to May, it floods each June as the snow melts, rising by up to 25 m in "
                "narrow gorges. Share this | Tours | Cookie policy"
            ),
            D(
                "Home > Science > Expeditions | Leonid Kulik and the search for the crater | The "
                "mineralogist Leonid Kulik led the first scientific expedition into the Siberian "
                "blast zone in 1927, hoping to find a huge iron meteorite to mine. He found miles "
                "of fallen trees pointing away from a centre, but no crater, and went back several "
                "times. Share this | Related | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "what are pangolin scales made of",
        "keratin, the same protein as human hair and fingernails",
        [
            D(
                "Home > Animals > Mammals | What do pangolins eat? | Pangolins eat almost nothing "
                "but ants and termites, which they lick up with a sticky tongue that can be longer "
                "than their body, up to 40 cm in the largest species. One pangolin is thought to "
                "eat about 70 million insects a year, and it has no teeth at all. Share this | "
                "Related: anteaters | Cookie policy"
            ),
            S(
                "Home > Animals > Mammals | Pangolin scales: what are they? | The hard, "
                "overlapping scales that cover a pangolin are made of keratin, the same protein "
                "as our hair and fingernails, and make up about a fifth of its weight. Pangolins "
                "are the only mammals covered in scales, and they roll into a tight ball when "
                "threatened. Share this | Donate | Cookie policy"
            ),
            D(
                "Home > Animals > Mammals | How the armadillo got its armour | An armadillo's "
                "shell is made of bony plates called osteoderms that grow in its skin, covered by "
                "a thin layer of horny scutes. Only the three-banded armadillos of South America "
                "can roll up completely; the nine-banded armadillo jumps about 1 m in the air "
                "when startled. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Conservation > Trade | Pangolins and the wildlife trade | Pangolins are "
                "said to be the most trafficked mammals in the world, hunted for their meat and "
                "for use in traditional medicine. In 2016 all eight species, four in Asia and "
                "four in Africa, were moved to Appendix I of CITES, banning international "
                "commercial trade. Share this | Donate | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "inland taipan vs black mamba which is more venomous",
        "the inland taipan, whose venom is the most toxic of any land snake; the black mamba's is "
        "far weaker drop for drop, though its bites are more often deadly",
        [
            S(
                "Home > Animals > Reptiles | Inland taipan: the world's most venomous snake | The "
                "inland taipan of central Australia has the most toxic venom of any land snake, "
                "measured on mice; one bite carries enough to kill about 100 adult men. Yet it "
                "is shy and lives in remote plains, and no human death from its bite is recorded. "
                "Share this | Related | Cookie policy"
            ),
            D(
                "Home > Animals > Reptiles | King cobra: the longest venomous snake | The king "
                "cobra of South and South-east Asia can reach 5.5 m, the longest of all venomous "
                "snakes, and it feeds mainly on other snakes. It can rear up a third of its body "
                "to look a person in the eye and is the only snake known to build a nest for "
                "its eggs. Share this | Shop | Cookie policy"
            ),
            S(
                "Home > Animals > Reptiles | Black mamba facts | The black mamba of eastern and "
                "southern Africa grows to about 2.5 m, and its name comes from the inky inside of "
                "its mouth. Its venom is far less toxic than an inland taipan's, drop for drop, "
                "but it injects a lot, and untreated bites are nearly always fatal. Share this | "
                "Related: green mamba | Cookie policy"
            ),
            D(
                "Home > Health > Bites | Eastern brown snake bites | The eastern brown snake of "
                "eastern Australia causes more deaths than any other snake on the continent, "
                "about 60 per cent of them, because it lives near farms and towns. Its venom, the "
                "second most toxic of land snakes, stops blood from clotting. Share this | First "
                "aid guide | Cookie policy"
            ),
            D(
                "Home > Animals > Reptiles | Belcher's sea snake, a myth corrected | Belcher's "
                "sea snake of the Timor Sea and the Philippines is often named online as the most "
                "venomous snake in the world, a claim based on one 1970s study now doubted. It is "
                "gentle, rarely bites, and fishermen handle it in nets. Share this | Related | "
                "Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which countries border Lake Malawi?",
        "Malawi, Mozambique and Tanzania",
        [
            D(
                "Home > Travel > Africa | Lake Tanganyika | Lake Tanganyika, about 673 km long, is "
                "the longest freshwater lake in the world and the second deepest, reaching 1,470 "
                "m. Its shores are shared by Tanzania, the Democratic Republic of the Congo, "
                "Burundi and Zambia, and the ferry MV Liemba has sailed it since 1915. Share "
                "this | Book a tour | Cookie policy"
            ),
            S(
                "Home > Travel > Africa | Lake Malawi: the lake of stars | Lake Malawi, the third "
                "largest lake in Africa, is about 580 km long and is shared by three countries: "
                "Malawi, Mozambique and Tanzania. Tanzanians call it Lake Nyasa and "
                "Mozambicans Lago Niassa. Share this | Where to stay: Cape Maclear | Cookie "
                "policy"
            ),
            D(
                "Home > Nature > Fish | Cichlids of Lake Malawi | Lake Malawi holds more kinds of "
                "fish than any other lake on Earth, probably over 700 species of cichlids alone, "
                "nearly all found nowhere else. The brightly coloured mbuna graze algae on rocky "
                "shores and are popular in home aquariums. Share this | Shop: tanks | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > Africa | Lake Kivu | Lake Kivu lies on the border between Rwanda "
                "and the Democratic Republic of the Congo, at 1,460 m above sea level. Its deep "
                "water holds vast amounts of dissolved methane, now piped up to generate "
                "electricity for Rwanda since 2016. Share this | Book a tour | Cookie policy"
            ),
            D(
                "Home > World > Africa | Malawi at a glance | Malawi is a landlocked country of "
                "about 21 million people in south-east Africa. Its capital is Lilongwe, Hastings "
                "Banda led it to independence from Britain in 1964, and it is among the poorest "
                "countries on Earth. Share this | Read next: Zomba | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do fjords form?",
        "glaciers carve deep U-shaped valleys, often below sea level; when the ice melts at the "
        "end of an ice age the sea floods in",
        [
            D(
                "Home > Travel > Norway | Sognefjord, the king of the fjords | The Sognefjord "
                "reaches about 205 km inland from the North Sea coast, the longest in Norway, and "
                "is 1,308 m deep in places, with cliffs rising 1,000 m above the water. Its arm, "
                "the N\u00e6r\u00f8yfjord, is a UNESCO World Heritage Site, like the narrow "
                "Geirangerfjord further north. Share this | Book a cruise | Cookie policy"
            ),
            S(
                "Home > Science > Earth | How are fjords made? | A fjord begins as a river valley "
                "that a glacier deepens and widens during an ice age, grinding it into a steep "
                "U-shaped trough, often far below sea level. When the climate warms and the ice "
                "melts back, the sea floods in, leaving a long, narrow inlet between cliffs. "
                "Share this | Related: glaciers | Cookie policy"
            ),
            D(
                "Home > Science > Earth | What is a ria? | A ria is a coastal inlet formed when "
                "rising seas drown a river valley that was never carved by ice, so it is shallow "
                "and branches like a tree. The word comes from Galicia in Spain, where rias cut "
                "the Atlantic coast, and Kingsbridge in Devon is a classic English one. Share "
                "this | Related | Cookie policy"
            ),
            D(
                "Home > Travel > New Zealand | Milford Sound | Milford Sound in Fiordland is one "
                "of the wettest places in New Zealand, with about 6,800 mm of rain a year, and "
                "Mitre Peak rises 1,692 m straight from the water. Rudyard Kipling called it the "
                "eighth wonder of the world. Share this | Book a tour | Cookie policy"
            ),
            D(
                "Home > Animals > Horses | The Fjord horse | The Fjord horse of western Norway is "
                "one of the oldest breeds in the world, used by farmers for hundreds of years. "
                "Almost all are dun, with a dark stripe running from forelock to tail, and their "
                "manes are trimmed short to show it. Share this | Related | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do woodpeckers peck on trees?",
        "to dig out insects and grubs to eat, to carve nest holes, and to drum out loud signals "
        "that claim a territory and attract a mate",
        [
            D(
                "Home > Nature > Birds | How do woodpeckers avoid headaches? | A woodpecker can "
                "hit wood up to 20 times a second, and for years scientists thought its skull "
                "worked as a shock absorber. A 2022 study of high-speed films found instead that "
                "it acts as a stiff hammer, and that the bird's small brain is not shaken hard "
                "enough to be hurt. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Nature > Birds | Why woodpeckers peck | Woodpeckers hammer at trees for "
                "three reasons: to reach beetle grubs and ants under the bark, which they spear "
                "with a long, barbed tongue; to carve out holes for nesting; and to drum, a loud "
                "signal used instead of song to claim territory and to attract a mate in spring. "
                "Share this | Related | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | The nuthatch | The nuthatch is a small blue-grey bird "
                "that can walk head-first down tree trunks, something woodpeckers cannot do. It "
                "wedges hazelnuts and seeds into cracks in bark and hammers them open with its "
                "beak, which gave it its name, and it plasters mud around nest holes. Share "
                "this | Related | Cookie policy"
            ),
            D(
                "Home > Conservation > Birds | Ivory-billed woodpecker | The ivory-billed "
                "woodpecker of the south-eastern United States, once the largest woodpecker north "
                "of Mexico, has not been confirmed alive since 1944. In 2021 the US Fish and "
                "Wildlife Service proposed declaring it extinct, though some claim sightings. "
                "Share this | Donate | Cookie policy"
            ),
            D(
                "Home > Film > Animation | Woody Woodpecker at 80 | Woody Woodpecker first "
                "appeared in the 1940 cartoon Knock Knock by Walter Lantz, who said he got the "
                "idea from a bird that kept drumming on his cabin roof on his honeymoon. Mel "
                "Blanc gave Woody his first voice and famous laugh. Share this | Watch | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the Sargasso Sea a real sea?",
        "yes, though it is the only sea with no coastline: it is bounded by ocean currents in the "
        "North Atlantic",
        [
            D(
                "Home > Nature > Fish | The great eel migration | Every European eel in rivers "
                "from Portugal to Norway began life as an egg far out in the Atlantic, and the "
                "adults swim some 5,000 km back to breed and die. No one has yet filmed them "
                "spawning, though satellite tags traced some in 2022. Share this | Related | "
                "Cookie policy"
            ),
            S(
                "Home > Science > Oceans | The sea without a shore | The Sargasso Sea is a real "
                "sea, but the only one in the world with no coastline. It lies in the North "
                "Atlantic, around Bermuda, and its edges are set by four ocean currents, among "
                "them the Gulf Stream, which circle its calm, clear water and its floating mats "
                "of sargassum seaweed. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Oceans | The great sargassum belt | Since 2011 vast blooms of "
                "sargassum seaweed have spread across the tropical Atlantic from West Africa to "
                "the Gulf of Mexico, and in June 2018 satellites measured a belt 8,850 km long. "
                "Rotting mats on beaches in the Caribbean give off hydrogen sulphide. Share this "
                "| Related | Cookie policy"
            ),
            D(
                "Home > Travel > Turkey | The Sea of Marmara | The Sea of Marmara is an inland sea "
                "of about 11,350 km\u00b2 lying wholly within Turkey, linked to the Black Sea by "
                "the Bosphorus and to the Aegean by the Dardanelles. In 2021 a thick slime of 'sea "
                "snot' covered parts of its surface, blamed on warm water and sewage. Share this | "
                "Book a hotel | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where Ha Long Bay is?",
        "Hanoi: Ha Long Bay is in north-eastern Vietnam",
        [
            S(
                "Home > Travel > Asia | Ha Long Bay cruises | Ha Long Bay, in Qu\u1ea3ng Ninh "
                "province in north-eastern Vietnam, holds about 1,600 limestone islands and "
                "pillars rising from emerald water, many with caves. It was listed by UNESCO in "
                "1994, and most visitors sleep a night on a junk boat. Share this | Book a "
                "cruise | Cookie policy"
            ),
            D(
                "Home > Travel > Asia | Phang Nga Bay | Phang Nga Bay in southern Thailand is "
                "dotted with sheer limestone towers, the most famous being Khao Phing Kan, known "
                "as James Bond Island since The Man with the Golden Gun was filmed there in 1974. "
                "Sea kayaks slip into hidden lagoons at low tide. Share this | Book a tour | "
                "Cookie policy"
            ),
            S(
                "Home > World > Asia | Vietnam at a glance | Vietnam is a long, narrow country of "
                "about 100 million people on the east of the Indochinese Peninsula. Its capital "
                "is Hanoi, on the Red River in the north, while Ho Chi Minh City, formerly "
                "Saigon, in the south is its largest city. Share this | Read next | Cookie policy"
            ),
            D(
                "Home > Travel > Asia | Cat Ba Island | Cat Ba is the largest of the 366 islands "
                "of its archipelago, with a national park founded in 1986 where the golden-headed "
                "langur, one of the rarest primates on Earth, survives in numbers under 100. "
                "Ferries run from Hai Phong. Share this | Book a hotel | Cookie policy"
            ),
            D(
                "Home > World > Asia | Laos at a glance | Laos is the only landlocked country in "
                "South-east Asia, home to about 7.5 million people. Its capital is Vientiane, on "
                "the Mekong facing Thailand, and the old royal city of Luang Prabang is listed by "
                "UNESCO. Share this | Read next | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq -----------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is absolute zero in Celsius?",
        "-273.15 \u00b0C (0 kelvin, or -459.67 \u00b0F)",
        [
            D(
                "Q: What is the coldest temperature ever recorded on Earth?\nA: The lowest "
                "reading from a weather station is -89.2 \u00b0C, taken at the Soviet Vostok "
                "Station in Antarctica on 21 July 1983. Satellites have since detected surface "
                "snow as cold as about -98 \u00b0C in hollows on the East Antarctic plateau, "
                "though that is not an air temperature."
            ),
            S(
                "Q: How cold is absolute zero?\nA: Absolute zero, the point at which particles "
                "have the least possible energy, is -273.15 \u00b0C, or -459.67 \u00b0F. It is "
                "defined as 0 on the kelvin scale, so a change of one kelvin equals one degree "
                "Celsius. It can be approached but never reached; laboratories have cooled atoms "
                "to within a billionth of a degree."
            ),
            D(
                "Q: Where is the coldest natural place known in the universe?\nA: The Boomerang "
                "Nebula, a cloud of gas blown off by a dying star about 5,000 light years away in "
                "the constellation Centaurus, is about 1 kelvin. That makes it colder even than "
                "the faint afterglow of the Big Bang that fills space, measured at 2.725 kelvin "
                "by the COBE satellite."
            ),
            D(
                "Q: Who devised the kelvin temperature scale?\nA: The Belfast-born physicist "
                "William Thomson proposed it in 1848, while a professor at Glasgow, and was later "
                "made Lord Kelvin, taking the name from the River Kelvin that flows past the "
                "university. The unit was renamed from 'degree Kelvin' to simply 'kelvin' in 1967, "
                "with the symbol K."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how many eggs does a sea turtle lay",
        "about 100 per nest, in several nests a season, nesting every two to three years",
        [
            D(
                "Q: What decides whether a baby sea turtle is male or female?\nA: The "
                "temperature of the sand. In most species eggs kept below about 27.7 \u00b0C "
                "hatch as males and those above about 31 \u00b0C as females, with a mix in "
                "between, so warming beaches are producing more females; on some Australian "
                "beaches over 99 per cent of young green turtles are now female."
            ),
            S(
                "Q: How many eggs does a sea turtle lay?\nA: A female crawls ashore at night and "
                "digs a nest in which she lays about 100 eggs, from around 50 to nearly 200 "
                "depending on the species. She comes back to lay several clutches in one season, "
                "about two weeks apart, and usually breeds only every two or three years. The "
                "eggs hatch after about 60 days."
            ),
            D(
                "Q: How many baby sea turtles survive?\nA: Only about one hatchling in a thousand "
                "is thought to live to adulthood. Crabs, birds and foxes catch them as they race "
                "to the sea, fish eat them in the shallows, and beach lights lead many astray; "
                "those that survive may take 20 to 30 years to mature and may live for more than "
                "50."
            ),
            D(
                "Q: What is the largest sea turtle?\nA: The leatherback, which can grow over 2 m "
                "long and weigh more than 600 kg, and which has a leathery shell instead of hard "
                "plates. The biggest on record, a male that washed up dead on the coast of Wales "
                "in 1988, weighed 916 kg. Leatherbacks dive below 1,000 m and feed mainly on "
                "jellyfish."
            ),
            D(
                "Q: What is an arribada?\nA: A mass nesting of olive ridley turtles, when tens of "
                "thousands of females come ashore on the same beach over a few nights. The word "
                "is Spanish for 'arrival'; the largest happen at Ostional in Costa Rica, at "
                "Escobilla in Mexico and on the coast of Odisha in India, where over 600,000 "
                "turtles have nested at once."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a European hornet or a common wasp?",
        "the European hornet: workers about 2.5 cm long and queens up to 3.5 cm, against about "
        "1.2 to 1.7 cm for common wasp workers",
        [
            S(
                "European hornet fact sheet\n\u2022 Latin name: Vespa crabro\n\u2022 Size: "
                "workers about 2.5 cm long, queens up to 3.5 cm, the largest social wasp in "
                "Europe\n\u2022 Colour: brown and yellow, with a reddish-brown head\n\u2022 "
                "Nest: papery, in hollow trees or roofs, up to 700 workers\n\u2022 Flies at "
                "night too, drawn to lit windows"
            ),
            D(
                "Asian hornet fact sheet\n\u2022 Latin name: Vespa velutina\n\u2022 Size: "
                "workers about 2.5 cm long, queens up to 3 cm\n\u2022 Colour: mostly black, with "
                "one orange band and yellow leg tips\n\u2022 Arrived: south-west France in 2004, "
                "in pottery from China\n\u2022 Threat: hovers outside beehives to catch "
                "honeybees"
            ),
            S(
                "Common wasp fact sheet\n\u2022 Latin name: Vespula vulgaris\n\u2022 Size: "
                "workers 1.2 to 1.7 cm long, queens about 2 cm\n\u2022 Colour: black and bright "
                "yellow, with a black anchor mark on the face\n\u2022 Nest: underground or in "
                "lofts, up to 10,000 workers by late summer\n\u2022 Diet: insects for the young, "
                "sugar for adults"
            ),
            D(
                "Q: Do hornet stings hurt more than wasp stings?\nA: Not much. On the Schmidt "
                "sting pain index, which the entomologist Justin Schmidt compiled by being stung "
                "by about 80 kinds of insect, common wasps and European hornets both score about "
                "2 out of 4. Hornet venom is less potent per sting, though a hornet injects "
                "more."
            ),
            D(
                "Northern giant hornet fact sheet\n\u2022 Latin name: Vespa mandarinia\n\u2022 "
                "Range: East Asia, from Japan to India\n\u2022 Nickname: 'murder hornet'\n\u2022 "
                "Found in North America: Washington state, 2019\n\u2022 Status there: declared "
                "eradicated in December 2024\n\u2022 Can wipe out a honeybee hive in hours"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the main types of galaxy?",
        "spiral (including barred spiral), elliptical, lenticular and irregular",
        [
            D(
                "Q: What kind of galaxy is the Milky Way?\nA: A barred spiral about 100,000 light "
                "years across, with a bar of stars through its centre and between 100 and 400 "
                "billion stars. The Sun lies about 26,000 light years from the centre, where a "
                "black hole of about 4 million solar masses, Sagittarius A*, was imaged in 2022."
            ),
            S(
                "Q: What types of galaxy are there?\nA: Astronomers sort galaxies by shape into "
                "four main types: spirals, with arms winding out from a bulge, many of them "
                "barred; ellipticals, smooth oval balls of mostly old stars; lenticulars, "
                "disc-shaped but without arms; and irregulars, with no clear shape. Edwin Hubble "
                "drew up the scheme in 1926."
            ),
            D(
                "Star types at a glance\n\u2022 O: blue, above 30,000 K\n\u2022 B: blue-white, "
                "10,000 to 30,000 K\n\u2022 A: white, like Sirius\n\u2022 F: yellow-white\n"
                "\u2022 G: yellow, like the Sun, about 5,800 K\n\u2022 K: orange\n\u2022 M: red, "
                "below 3,700 K, the most common kind\n\u2022 Memory aid: Oh Be A Fine Girl/Guy, "
                "Kiss Me"
            ),
            D(
                "Q: What is the Local Group?\nA: The group of more than 80 galaxies to which the "
                "Milky Way belongs, spread over about 10 million light years. Andromeda and the "
                "Milky Way are its two largest members, followed by the Triangulum Galaxy, and "
                "Andromeda, 2.5 million light years away, is heading towards us at about 110 km "
                "a second, due to merge with the Milky Way in about 4.5 billion years."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I identify poison ivy?",
        "look for leaves of three leaflets, the middle one on a longer stalk, growing as a vine "
        "with hairy roots or as a low shrub, with pale berries; 'leaves of three, let it be'",
        [
            D(
                "Q: What should I do if I touch poison ivy?\nA: Wash the skin with soap and cool "
                "water as soon as you can, ideally within 10 minutes, to remove the oily urushiol "
                "before it binds. Wash clothes, tools and pets too. An itchy red rash with "
                "blisters may appear 12 to 72 hours later and can last up to three weeks; "
                "calamine lotion helps."
            ),
            S(
                "Q: How can I recognise poison ivy?\nA: Remember 'leaves of three, let it be': "
                "each leaf is split into three leaflets, and the middle one has a longer stalk "
                "than the two side ones. The edges may be smooth or toothed and turn red in "
                "autumn. It grows as a low shrub or as a vine climbing trees with hairy roots, and "
                "has clusters of pale berries."
            ),
            D(
                "Q: How can I tell poison sumac?\nA: Poison sumac grows as a shrub or small tree "
                "in swamps and wet woods of the eastern United States. Each leaf has 7 to 13 "
                "smooth-edged leaflets on a red stem, and it carries hanging clusters of whitish "
                "berries. Its urushiol is stronger than that of its relatives, and even smoke from "
                "burning it is dangerous to breathe."
            ),
            D(
                "Q: Is poison oak the same as poison ivy?\nA: No, they are separate species of "
                "the same genus, both of which cause rashes. Pacific poison oak is common along "
                "the west coast of North America, from British Columbia to Baja California, and "
                "is the most widespread woody shrub in California; its leaflets have rounded "
                "lobes, like an oak leaf."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why does the moon look bigger on the horizon",
        "it is an illusion made by the brain, not the eye or the air: the Moon's image is no "
        "bigger low in the sky, but the brain judges the horizon Moon farther away and so "
        "larger (the Moon illusion)",
        [
            D(
                "Q: What is a supermoon?\nA: A full moon that falls near perigee, the point of "
                "the Moon's orbit closest to Earth, about 357,000 km away against an average of "
                "384,400 km. It then looks up to about 14 per cent wider and 30 per cent brighter "
                "than a full moon at the farthest point of the orbit; there are three or four "
                "supermoons in most years."
            ),
            S(
                "Q: Why does the Moon look so big when it is rising?\nA: It is an illusion. "
                "Photos show that the Moon's image is the same size low or high, slightly smaller "
                "near the horizon in fact, as it is farther away. The brain seems to judge the "
                "horizon Moon more distant, beyond trees and buildings, and makes it look larger "
                "to match."
            ),
            D(
                "Q: Why does the Moon look orange when it rises?\nA: Near the horizon its light "
                "passes through much more air than when it is high in the sky. Air scatters blue "
                "light more than red, as it does at sunset, so mostly orange and red light gets "
                "through to your eyes, and dust or smoke from wildfires makes the colour even "
                "deeper."
            ),
            D(
                "Q: What is the harvest moon?\nA: The full moon closest to the autumn equinox, "
                "which falls around 22 or 23 September in the northern hemisphere. For several "
                "evenings around it the Moon rises only about 25 minutes later each night instead "
                "of the usual 50, giving farmers extra light at dusk to bring in their crops."
            ),
            D(
                "Q: What is the Ebbinghaus illusion?\nA: Two circles of the same size look "
                "different when one is ringed by large circles and the other by small ones: the "
                "one among the small circles looks bigger. It is named after the German "
                "psychologist Hermann Ebbinghaus, better known for his experiments on memory and "
                "the forgetting curve of 1885."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you drown in quicksand?",
        "no, you cannot be sucked under: quicksand is about twice as dense as the body, so you "
        "sink only to about the waist; the danger is being stuck when the tide comes in",
        [
            D(
                "Q: Why are Morecambe Bay's sands so dangerous?\nA: The bay in Lancashire has one "
                "of the largest tidal ranges in Britain, and its tide can race in across the flats "
                "faster than a person can run. Guided walks across it have been led by an official "
                "Queen's, now King's, Guide to the Sands since 1548, and the current guide took "
                "over in 2019."
            ),
            S(
                "Q: Can quicksand pull you under?\nA: No. Quicksand is sand soaked with water, "
                "about twice as dense as the human body, so a person sinks only to about the "
                "waist and then floats. A 2005 study in the journal Nature showed this in the "
                "lab. The real danger is being stuck for hours, tired or cold, as a rising tide "
                "comes in."
            ),
            D(
                "Q: What are the La Brea Tar Pits?\nA: Pools of natural asphalt in the middle of "
                "Los Angeles, where sticky tar has seeped up through the ground for tens of "
                "thousands of years. Animals that waded in became stuck and died, and over 3.5 "
                "million fossils have been dug up, including mammoths, dire wolves and more than "
                "2,000 sabre-toothed cats."
            ),
            D(
                "Q: What is quick clay?\nA: A kind of clay laid down in seawater after the last "
                "ice age, found in Norway, Sweden and Canada, which can suddenly turn from solid "
                "to liquid when disturbed. In 1978 a quick-clay landslide at Rissa in Norway "
                "carried away farms and houses over about 33 hectares, and one person died."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do they use in the country where Mount Etna is?",
        "the euro: Mount Etna is on Sicily, in Italy",
        [
            S(
                "Q: Where is Mount Etna?\nA: On the east coast of Sicily, in Italy, above the "
                "city of Catania. At about 3,300 m it is the highest active volcano in Europe "
                "outside the Caucasus and one of the most active in the world, erupting every "
                "few years; its summit height changes with each eruption, and UNESCO listed it in "
                "2013."
            ),
            D(
                "Q: Where is Hekla, and what money is used there?\nA: Hekla is a volcano of "
                "about 1,490 m in southern Iceland, nicknamed the Gateway to Hell in the Middle "
                "Ages, which last erupted in 2000. Iceland has its own currency, the Icelandic "
                "kr\u00f3na, and has never adopted the euro, though it joined the Schengen area "
                "in 2001."
            ),
            S(
                "Q: What currency does Italy use?\nA: The euro, which replaced the Italian lira "
                "for electronic payments in 1999 and in cash on 1 January 2002, at a rate of "
                "1,936.27 lire to the euro. Italy's one-euro coin shows Leonardo da Vinci's "
                "drawing of the Vitruvian Man, and its two-euro coin the poet Dante Alighieri."
            ),
            D(
                "Q: Is Stromboli still erupting?\nA: Yes. Stromboli, an island volcano off the "
                "north coast of Sicily, has erupted almost without stopping for at least 2,000 "
                "years, throwing out glowing lava every few minutes, so sailors called it the "
                "Lighthouse of the Mediterranean. Visitors can climb it with licensed guides."
            ),
            D(
                "Q: How high is Mount Teide?\nA: Teide, on Tenerife in the Canary Islands, rises "
                "to 3,715 m, the highest point in Spain and of any island in the Atlantic. "
                "Measured from the ocean floor it is about 7,500 m tall. A cable car climbs to "
                "within 200 m of the top, and a permit is needed for the last path."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the largest species of deer?",
        "the moose (called elk in Europe), with bulls up to about 700 kg and 2 m at the shoulder",
        [
            D(
                "The Irish elk, Megaloceros giganteus, roamed Europe and northern Asia during "
                "the ice ages and died out about 7,700 years ago in Siberia. Its males carried "
                "antlers up to 3.6 m across, the widest of any known animal, and its bones are "
                "found in such numbers in Irish bogs that skulls hung in many country houses."
            ),
            S(
                "No member of the antlered family alive today comes close to the moose, known in "
                "Britain and Europe as the elk. A bull can stand over 2 m at the shoulder and "
                "weigh up to about 700 kg, and his broad, flat antlers may span 1.8 m; moose wade "
                "into northern lakes to feed on water plants, and dive for them."
            ),
            D(
                "The wapiti of North America and eastern Asia, which Americans call the elk, is a "
                "large red-brown deer whose bulls weigh up to about 330 kg. In autumn the males "
                "give a high, whistling call known as bugling to gather their harems, and "
                "Yellowstone National Park is home to several thousand of them in summer."
            ),
            D(
                "The southern pudu of the rainforests of Chile and Argentina stands only about "
                "35 to 40 cm at the shoulder and weighs up to 10 kg, the size of a small dog. Its "
                "tiny spiked antlers are shed each year, and it escapes predators such as pumas "
                "by running in zigzags through thick bamboo and climbing onto fallen trunks."
            ),
            D(
                "Reindeer, known as caribou in North America, are the only deer in which females "
                "as well as males grow antlers. Some herds in Alaska and Canada travel over "
                "4,000 km a year between their summer and winter ranges, the longest land "
                "migration of any animal, and Sami herders in Lapland keep about 200,000 of them."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "deepest cave in the world",
        "Veryovkina Cave in the Arabika Massif, Abkhazia (Georgia), about 2,212 m deep",
        [
            D(
                "Krubera Cave, also called Voronya, in the Arabika Massif of Abkhazia, was the "
                "first cave found to go down more than 2,000 m, reached by Ukrainian cavers in "
                "2004. Its lowest sump was later pushed to about 2,199 m, and divers at the "
                "bottom have found tiny blind springtails living in total darkness."
            ),
            S(
                "No known cave on Earth reaches farther below its entrance than Veryovkina, in "
                "the Arabika limestone massif of Abkhazia, in the Caucasus of Georgia. A Russian "
                "team from Moscow pushed its floor to about 2,212 m down in 2018, and the cave "
                "flooded suddenly on a later trip, forcing cavers to race up ropes."
            ),
            D(
                "Son Doong in central Vietnam has the biggest known cave passage, over 5 km long "
                "and in places 200 m high, wide enough for a 40-storey block. A local man found "
                "its entrance in 1991, British cavers explored it in 2009, and inside it has its "
                "own jungle and clouds, where the roof has collapsed."
            ),
            D(
                "Mammoth Cave in Kentucky is the longest known cave system on Earth, with more "
                "than 680 km of passages mapped so far in its limestone. It became a national park "
                "in 1941, and before the Civil War enslaved guides such as Stephen Bishop explored "
                "and named many of its halls and rivers for visitors."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is larger, the Arctic Ocean or the Southern Ocean?",
        "the Southern Ocean: about 21 million km\u00b2, against about 15 million km\u00b2 for the "
        "Arctic",
        [
            S(
                "The Arctic is the smallest and shallowest of the world's five oceans, covering "
                "around 15 million km\u00b2 around the North Pole, less than a tenth the area of "
                "the Pacific. Much of it is capped by sea ice all year, and its average depth is "
                "only about 1,200 m, as wide continental shelves lie under it off Siberia."
            ),
            D(
                "The Indian Ocean, third largest of the world's oceans, spreads over about 70 "
                "million km\u00b2 between Africa, Asia and Australia. It is the warmest of them, "
                "and in the north its monsoon winds reverse with the seasons, which for centuries "
                "let Arab and Indian traders sail to East Africa and home again in a single year."
            ),
            S(
                "The waters encircling Antarctica, south of 60 degrees south, make up the Southern "
                "Ocean, which covers about 21 million km\u00b2, more than the Arctic and behind "
                "only the Pacific, Atlantic and Indian. National Geographic recognised it as the "
                "fifth ocean in 2021, following scientists who had long treated it so."
            ),
            D(
                "The Antarctic Circumpolar Current flows eastwards all the way round Antarctica "
                "and is the strongest ocean current on Earth, carrying over 100 times the flow of "
                "all the world's rivers. Sailors once named the winds above it the Roaring "
                "Forties and Furious Fifties, and the Drake Passage is its narrowest point."
            ),
            D(
                "Sea ice in the Arctic shrinks every summer to a low in September. The smallest "
                "extent recorded by satellites, about 3.4 million km\u00b2, came in 2012, roughly "
                "half the average of the 1980s, and scientists expect the ocean to be nearly free "
                "of ice in some Septembers before 2050."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which big cats can roar?",
        "the lion, the tiger, the jaguar and the leopard",
        [
            D(
                "Cheetahs, pumas and lynxes belong to the small-cat branch of the family, however "
                "large some of them grow. They cannot produce a deep bellow, but they purr "
                "steadily both breathing in and breathing out, as house cats do; a cheetah also "
                "chirps like a bird to call its cubs, and pumas scream when mating."
            ),
            S(
                "Only four felines can let out the deep, booming call that carries for "
                "kilometres across the savanna or forest: the lion, the tiger, the jaguar and "
                "the leopard. Their voice box has long, thick vocal folds and a stretchy ligament "
                "that lets it sound at a very low pitch, something the other cats lack."
            ),
            D(
                "The snow leopard of Central Asia is placed in the same genus as the lion and "
                "tiger, Panthera, yet it has never been heard to roar. Instead it calls with "
                "yowls, mews and a friendly puffing sound called chuffing, and it can leap about "
                "9 m, using its long, thick tail for balance on steep rock."
            ),
            D(
                "The clouded leopard of the forests of South-east Asia, about 20 kg, has the "
                "longest canine teeth for its size of any living cat, like those of the extinct "
                "sabre-toothed cats. It can climb down trees head first and hang from branches by "
                "its hind feet, and in 2006 the Bornean population was named a separate species."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do archerfish catch insects?",
        "they shoot a jet of water from the mouth to knock insects off leaves above the water, "
        "then grab them as they fall",
        [
            D(
                "The arowana of the Amazon is called the water monkey because it leaps up to 2 m "
                "out of the river to snatch beetles, spiders and even small birds and bats from "
                "branches overhanging the water. It can grow to about 1 m long, and the males "
                "carry the eggs and young in their mouth for about two months."
            ),
            S(
                "Archerfish hunt by spitting. Lurking near the surface of mangrove creeks, the "
                "fish presses its tongue against a groove in the roof of its mouth and snaps its "
                "gill covers shut, firing a jet of water that can knock a beetle off a leaf 2 m "
                "above. It allows for the bending of light at the surface and picks its prey up "
                "as it drops."
            ),
            D(
                "The four-eyed fish of Central and South America swims with its eyes half above "
                "the water, and each eye has two pupils, one for the air and one for below, so "
                "it can watch for birds and prey at the same time. It has only two eyes despite "
                "its name, and it feeds on insects floating on the surface."
            ),
            D(
                "A pistol shrimp snaps its oversized claw shut so fast that it fires a jet of "
                "water and forms a bubble that collapses with a bang of over 200 decibels, "
                "stunning small fish. For an instant the inside of the bubble reaches about "
                "4,700 \u00b0C, and colonies of the shrimp can jam submarine sonar."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why are poison dart frogs so brightly coloured?",
        "as a warning: their vivid skin tells predators that they are toxic to eat",
        [
            D(
                "When a red-eyed tree frog of Central America is disturbed while resting on a "
                "leaf, it suddenly opens its huge red eyes and shows its blue and yellow flanks "
                "and orange feet. The flash of colour can startle a snake or bird for a moment, "
                "long enough for the frog, which is not poisonous, to leap away."
            ),
            S(
                "The gaudy reds, yellows and blues of these little rainforest frogs are a warning "
                "sign to predators. Their skin is loaded with toxins taken up from the ants and "
                "mites they eat, and a bird or snake that tries one learns to leave anything "
                "that looks like it alone; frogs raised in captivity on other food are harmless."
            ),
            D(
                "Glass frogs of Central and South America have skin on their undersides so clear "
                "that their hearts, guts and eggs can be seen through it. A 2022 study found that "
                "when they sleep on leaves they hide about 89 per cent of their red blood cells "
                "in the liver, turning the rest of their bodies almost transparent."
            ),
            D(
                "Only three of the roughly 170 species of poison frog have been used to tip "
                "blowgun darts, all of them in western Colombia, where the Ember\u00e1 people "
                "rub darts on a frog's back. The golden poison frog, the most deadly, carries "
                "enough batrachotoxin to kill about ten grown men, and it is endangered."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "are bald eagles actually bald",
        "no: their heads are covered in white feathers; 'bald' here comes from an old word for "
        "white",
        [
            D(
                "Vultures have bare heads and necks, which keep them clean as they push deep into "
                "carcasses and help them shed heat on hot days. The turkey vulture of the "
                "Americas finds carrion by smell, unusual among birds, and the bearded vulture of "
                "the mountains of Europe, Africa and Asia lives mostly on bone marrow."
            ),
            S(
                "The American national bird has a full covering of feathers on its head; they are "
                "simply snow-white, which it gets at about five years old. Its name comes from an "
                "old English word, balde, that meant white or white-patched, as in the piebald "
                "horse, not from a scalp without feathers."
            ),
            D(
                "The northern bald ibis, with a wrinkled red face and no feathers on its head, "
                "once lived across North Africa, the Middle East and the Alps. By 2002 only a few "
                "hundred were left, most on the coast of Morocco, and a team from Austria has "
                "since taught young ones to migrate by leading them behind microlight aircraft."
            ),
            D(
                "The bald eagle was listed as endangered in most of the United States in 1967, "
                "after the insecticide DDT made its eggshells so thin that they broke. DDT was "
                "banned in 1972, and with about 500 nesting pairs left at the low point, the bird "
                "recovered well enough to be taken off the list in 2007."
            ),
            D(
                "A pair of American eagles near St Petersburg, Florida, built the largest bird "
                "nest on record, found in 1963: about 2.9 m wide and 6 m deep, with an estimated "
                "weight of over 2 tonnes. Pairs keep adding sticks to the same nest year after "
                "year, and trees sometimes break under them."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country where lemurs live in the wild?",
        "Antananarivo: lemurs live wild only in Madagascar",
        [
            S(
                "These wide-eyed primates are found naturally on just one island: Madagascar, off "
                "the south-east coast of Africa, which they reached from the mainland perhaps 50 "
                "million years ago, probably floating on mats of plants. Over 100 kinds have been "
                "described, from the 30 g mouse lemur to the 9 kg indri."
            ),
            D(
                "Lorises are small, slow-moving primates of the forests of India and South-east "
                "Asia that hunt insects at night. Slow lorises are the only venomous primates: "
                "they lick a gland in their elbow and mix the oil with saliva, giving a bite that "
                "can cause shock in people, and they are often sold illegally as pets."
            ),
            S(
                "Madagascar, the fourth-largest island in the world, is governed from "
                "Antananarivo, a city of about 3 million spread over hills in the central "
                "highlands, whose name means 'city of the thousand'. The country won independence "
                "from France in 1960, and its languages are Malagasy and French."
            ),
            D(
                "Mauritius, an island nation about 900 km east of Madagascar, has its capital at "
                "Port Louis. The dodo, a flightless pigeon, lived only there and was wiped out by "
                "about 1662, within a century of Dutch sailors arriving, and the island now uses "
                "the Mauritian rupee and is one of Africa's richest countries."
            ),
            D(
                "Galagos, or bushbabies, are small nocturnal primates of mainland Africa, from "
                "Senegal to Kenya and South Africa, with huge eyes and ears. The lesser galago "
                "can leap over 2 m straight up, and their name comes from their cries, which "
                "sound like a crying human baby in the night."
            ),
        ],
        drop=1,
    ),
]
