"""The twenty-ninth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev26.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, weather), animals and
plants, and geography; a quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v22, the batch measures how far the evaluator's tuning carries to
questions it was not written against (the evaluator may be tuned meanwhile on the earlier
batches, never on this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 347 characters and distractors 345; the longest passage is a
support in 5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "How many eyes does a box jellyfish have?",
        "24, in four clusters of six",
        [
            D(
                "Chironex fleckeri: Chironex fleckeri, the sea wasp of northern Australia, is the "
                "best known of the box jellyfish. Its pale bell can reach 30 cm across, and from "
                "each of its four corners hang up to fifteen tentacles as long as 3 metres, armed "
                "with millions of stinging cells whose venom can stop a swimmer's heart within "
                "minutes."
            ),
            S(
                "Box jellyfish: Box jellyfish, the class Cubozoa, have 24 eyes, set in four "
                "clusters called rhopalia, one on each flat side of the cube-shaped bell. Each "
                "cluster holds six eyes of four kinds, and two of them have a lens, cornea and "
                "retina much like ours, which lets the animal steer around mangrove roots and swim "
                "towards light."
            ),
            D(
                "Irukandji jellyfish: Carukia barnesi, the Irukandji jellyfish, is a box jellyfish "
                "with a bell only about a centimetre wide, found off Queensland. It was named in "
                "1964 by the doctor Jack Barnes, who let one sting himself, his son and a "
                "lifeguard, and its sting can bring on Irukandji syndrome, with severe pain and "
                "dangerously high blood pressure, hours later."
            ),
            D(
                "Scallop: A scallop can have as many as 200 small eyes lining the edge of its "
                "mantle, each a tiny blue or black dot. Instead of a lens, every eye focuses light "
                "with a curved mirror made of square guanine crystals, and the images from all of "
                "them warn the clam to snap its shells shut and jet away when a starfish or other "
                "predator comes near."
            ),
            D(
                "Jumping spider: Jumping spiders, the family Salticidae with more than 6,000 "
                "species, have eight eyes arranged in three or four rows on the front and top of "
                "the head. The two large principal eyes in the middle give them the sharpest "
                "vision of any spider, good enough to judge the distance of a fly before they leap "
                "up to fifty times their own length."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "victoria falls height",
        "about 108 metres, over a width of about 1,708 metres",
        [
            D(
                "Victoria Falls Bridge: The Victoria Falls Bridge crosses the Zambezi gorge just "
                "below the falls, joining Zambia and Zimbabwe. Designed by George Andrew Hobson "
                "and opened in 1905, its steel arch is 198 metres long and carries a road, a "
                "railway and a footpath about 128 metres above the river, and since 1993 it has "
                "been a famous bungee-jumping site."
            ),
            S(
                "Victoria Falls: Victoria Falls, or Mosi-oa-Tunya, 'the smoke that thunders', is "
                "where the Zambezi plunges into a narrow chasm on the border of Zambia and "
                "Zimbabwe. It drops about 108 metres over a width of some 1,708 metres, the "
                "largest single sheet of falling water in the world, and the spray rises hundreds "
                "of metres in the wet season."
            ),
            D(
                "Victoria Falls (town): Victoria Falls is a town of about 35,000 people on the "
                "Zimbabwean bank of the Zambezi, which grew up around the railway that reached it "
                "in 1904 and the hotel built for its passengers. Its airport, rebuilt in 2016, is "
                "one of the busiest in the country, and rafting, helicopter flights and safaris "
                "are its main trades."
            ),
            D(
                "Kalambo Falls: Kalambo Falls, on the Kalambo River where it forms the border of "
                "Zambia and Tanzania just before Lake Tanganyika, has an unbroken drop of about "
                "221 metres, one of the highest single falls in Africa. Wooden structures found at "
                "the site in 2019 were dated to about 476,000 years ago, the oldest known worked "
                "timber in the world."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Vistula or the Oder?",
        "the Vistula, about 1,047 km against about 840 km for the Oder",
        [
            S(
                "Vistula: The Vistula is the longest river in Poland, about 1,047 km from its "
                "source on Barania G\u00f3ra in the Silesian Beskids to the Bay of Gda\u0144sk on "
                "the Baltic. It flows north through Krak\u00f3w and Warsaw, and its basin covers "
                "nearly 194,000 square kilometres, almost all of it inside Poland, with small "
                "parts in Belarus and Ukraine."
            ),
            D(
                "Warta: The Warta rises in the Krak\u00f3w-Cz\u0119stochowa Upland and winds for "
                "about 808 km across western Poland, through Pozna\u0144 and Gorz\u00f3w "
                "Wielkopolski, before it joins the larger river at Kostrzyn on the German border. "
                "Its basin, about 54,500 square kilometres, lies wholly within Poland, and the "
                "Note\u0107 is its chief tributary."
            ),
            S(
                "Oder: The Oder, Odra in Polish and Czech, rises in the Oder Mountains of the "
                "Czech Republic and runs about 840 km to the Szczecin Lagoon on the Baltic. "
                "Passing Wroc\u0142aw and Opole, it forms some 187 km of the border between "
                "Germany and Poland, the line fixed at Potsdam in 1945 together with its tributary "
                "the Lusatian Neisse."
            ),
            D(
                "Elbe: The Elbe rises in the Krkono\u0161e mountains of the Czech Republic and "
                "flows about 1,094 km through Dresden, Magdeburg and Hamburg to the North Sea at "
                "Cuxhaven. For more than forty years after 1945 part of it marked the border "
                "between East and West Germany, and American and Soviet troops first met on its "
                "bank at Torgau on 25 April 1945."
            ),
            D(
                "Bug River: The Western Bug rises in Ukraine near Lviv and runs about 772 km, for "
                "much of the way as the border of Poland with Ukraine and then Belarus, before it "
                "flows into the Narew near the Zegrze reservoir north of Warsaw. Brest in Belarus "
                "stands on its right bank, and its valley is one of the least spoilt in central "
                "Europe."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Lake Chad?",
        "Chad, Cameroon, Niger and Nigeria",
        [
            D(
                "Chari River: The Chari is the main river feeding Lake Chad, supplying about 90 "
                "per cent of its water. It rises in the Central African Republic and flows some "
                "1,400 km north-west, taking in the Logone at N'Djamena before it enters the lake "
                "through a broad delta, and its yearly flood peaks in October and November after "
                "the rainy season."
            ),
            S(
                "Lake Chad: Lake Chad is a large, shallow freshwater lake in the Sahel of "
                "west-central Africa. Its shores are shared by four countries, Chad, Cameroon, "
                "Niger and Nigeria, and it is rarely more than 7 metres deep. Its water supports "
                "fishing, farming and herding for some 30 million people, and the Lake Chad Basin "
                "Commission was set up in 1964."
            ),
            D(
                "Shrinking of Lake Chad: In the early 1960s Lake Chad covered about 25,000 square "
                "kilometres, but a run of droughts from the 1970s and heavy use of its rivers for "
                "irrigation shrank it by roughly 90 per cent, and by the 1980s it had split into a "
                "northern and a southern pool separated by a vegetated bar of dunes known as the "
                "Great Barrier."
            ),
            D(
                "Lake Tanganyika: Lake Tanganyika, in the Great Rift Valley, is shared by four "
                "countries: Tanzania, the Democratic Republic of the Congo, Burundi and Zambia. It "
                "is about 673 km long, the longest freshwater lake in the world, and with a "
                "greatest depth of about 1,470 metres the second deepest, home to more than 250 "
                "kinds of cichlid fish."
            ),
            D(
                "N'Djamena: N'Djamena, the capital and largest city of Chad with about 1.5 million "
                "people, stands where the Logone meets the Chari, across the river from "
                "Kouss\u00e9ri in Cameroon. Founded by the French commander \u00c9mile Gentil in "
                "1900 as Fort-Lamy, it took its present name in 1973 under President Fran\u00e7ois "
                "Tombalbaye."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a pitcher plant catch insects?",
        "nectar lures them to a slippery rim; they slide into the pitcher and drown in digestive "
        "fluid",
        [
            D(
                "Sundew: Sundews, the genus Drosera with nearly 200 species, trap insects with "
                "glistening tentacles on their leaves, each tipped with a drop of sticky mucilage "
                "that looks like dew. An insect that lands is held fast, the tentacles bend slowly "
                "over it and the leaf curls round, and glands pour out enzymes that digest it over "
                "several days."
            ),
            S(
                "Pitcher plant: A pitcher plant catches insects with a leaf shaped into a deep "
                "cup. Nectar and bright colours lure them to the rim, the peristome, which becomes "
                "very slippery when it is wet, so that ants and flies aquaplane off it and fall "
                "in. Waxy inner walls stop them climbing out, and they drown in a pool of fluid in "
                "which enzymes digest them."
            ),
            D(
                "Nepenthes rajah: Nepenthes rajah, found only on a few mountains of Borneo, has "
                "the largest pitchers of any pitcher plant, up to 41 cm tall and holding as much "
                "as 3.5 litres of fluid. Studies in 2009 found that mountain tree shrews perch on "
                "its rim to lick sweet secretions and leave their droppings in the pitcher, which "
                "gives the plant much of its nitrogen."
            ),
            D(
                "Bladderwort: Bladderworts, the genus Utricularia, are rootless plants of ponds "
                "and wet soil that catch water fleas and tiny larvae in hundreds of small "
                "bladders. Each bladder pumps out water to make a vacuum, and when prey brushes "
                "its trigger hairs a trapdoor springs open and sucks it in in less than a "
                "millisecond, one of the fastest movements in plants."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why does the Tonl\u00e9 Sap river change direction?",
        "in the rainy season the swollen Mekong pushes water up it into the lake; when the Mekong "
        "falls it flows out again",
        [
            D(
                "Tonl\u00e9 Sap Lake: Tonl\u00e9 Sap Lake in central Cambodia is the largest "
                "freshwater lake in South-East Asia and one of the richest inland fisheries in the "
                "world. Its catch of some 400,000 tonnes of fish a year feeds much of the country, "
                "and tens of thousands of people live in floating villages of houseboats and stilt "
                "houses around its shores; UNESCO made it a biosphere reserve in 1997."
            ),
            S(
                "Tonl\u00e9 Sap River: The Tonl\u00e9 Sap River links Tonl\u00e9 Sap Lake to the "
                "Mekong at Phnom Penh. From June the monsoon rains and Himalayan snowmelt raise "
                "the Mekong so high that it forces water back up the river into the lake, which "
                "swells from about 2,500 to as much as 16,000 square kilometres; in October, as "
                "the Mekong falls, the flow turns and drains the lake again."
            ),
            D(
                "Chicago River: The Chicago River used to flow into Lake Michigan, carrying the "
                "city's sewage into its drinking water. In 1900 engineers opened the Sanitary and "
                "Ship Canal, which cut through the low divide to the Des Plaines River and turned "
                "the main stem round, so that it now runs away from the lake towards the "
                "Mississippi and the Gulf of Mexico."
            ),
            D(
                "Bon Om Touk: Bon Om Touk, the Cambodian Water Festival, is held over three days "
                "at the full moon of the month of Kadeuk, usually in November. Hundreds of long "
                "racing boats, each paddled by dozens of rowers, race on the river in front of the "
                "Royal Palace in Phnom Penh, and illuminated floats and fireworks fill the "
                "evenings."
            ),
            D(
                "Qiantang River: The Qiantang River in Zhejiang, China, is famous for the world's "
                "largest tidal bore, a wave up to 9 metres high that rushes upstream from Hangzhou "
                "Bay against the river's current at up to 40 km an hour. It is strongest around "
                "the eighteenth day of the eighth lunar month, when thousands gather on the banks "
                "at Yanguan to watch it."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is a mantis shrimp a shrimp?",
        "no: it is a stomatopod, not a true shrimp",
        [
            D(
                "Peacock mantis shrimp: The peacock mantis shrimp, Odontodactylus scyllarus, of "
                "the Indo-Pacific strikes its prey with a pair of club-like limbs that accelerate "
                "as fast as a bullet, reaching about 23 metres a second. The blow is so quick that "
                "it boils the water into collapsing bubbles, and a large one can crack a snail "
                "shell or the glass of an aquarium."
            ),
            S(
                "Mantis shrimp: Despite the name, mantis shrimp are not shrimp. They are "
                "stomatopods, an order of marine crustaceans of about 450 species that split from "
                "the line leading to true shrimp, crabs and lobsters more than 400 million years "
                "ago. They owe their name to raptorial forelimbs that fold like those of a praying "
                "mantis, and most are 10 to 30 cm long."
            ),
            D(
                "Praying mantis: Praying mantises are insects of the order Mantodea, with some "
                "2,400 species, named for the way they hold their spiny front legs folded as if in "
                "prayer. They ambush flies and crickets, can turn their heads through 180 degrees, "
                "and the females of some species eat the males during or after mating, as first "
                "recorded in 1886."
            ),
            D(
                "Pistol shrimp: Pistol shrimp, the family Alpheidae, are true shrimp that hunt "
                "with one oversized claw. Snapping it shut fires a jet of water that makes a "
                "bubble collapse with a crack of over 200 decibels and a flash of light, stunning "
                "small fish, and colonies of them are loud enough to have confused submarine sonar "
                "in the Second World War."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where the Giant's Causeway is?",
        "Belfast (the Giant's Causeway is in Northern Ireland)",
        [
            S(
                "Giant's Causeway: The Giant's Causeway is an area of about 40,000 interlocking "
                "basalt columns on the north coast of County Antrim, Northern Ireland. The mostly "
                "six-sided columns formed 50 to 60 million years ago as a thick lava flow cooled "
                "and cracked, and legend says the giant Finn McCool built them. It became a World "
                "Heritage Site in 1986."
            ),
            D(
                "Fingal's Cave: Fingal's Cave is a sea cave 69 metres deep on the uninhabited "
                "island of Staffa in the Inner Hebrides of Scotland, cut into the same ancient "
                "lava flow as its Irish counterpart and walled with hexagonal basalt columns. "
                "Felix Mendelssohn visited it in 1829 and the next year wrote his concert overture "
                "The Hebrides, also known by the cave's name."
            ),
            S(
                "Northern Ireland: Northern Ireland is one of the four countries of the United "
                "Kingdom, created in 1921 when Ireland was partitioned. Its capital and largest "
                "city is Belfast, on the River Lagan, where the Titanic was built, and its 1.9 "
                "million people elect a devolved assembly that has sat at Stormont since the Good "
                "Friday Agreement of 1998."
            ),
            D(
                "Republic of Ireland: Ireland is a republic covering five-sixths of the island of "
                "Ireland, with 26 counties and about 5.3 million people. It became independent of "
                "the United Kingdom as the Irish Free State in December 1922 and left the "
                "Commonwealth in 1949, and its capital, Dublin, on the River Liffey, is home to "
                "Trinity College, founded in 1592."
            ),
            D(
                "Devils Postpile: Devils Postpile is a national monument in the Sierra Nevada of "
                "California, near Mammoth Mountain, protecting a cliff of columnar basalt up to 18 "
                "metres tall. The lava cooled less than 100,000 years ago, and glaciers later "
                "polished the tops of the columns. President William Howard Taft made it a "
                "national monument in 1911."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "How far does the Arctic tern fly on its yearly migration?",
        "about 70,000 km a year, from the Arctic to the Antarctic and back",
        [
            D(
                "The sooty shearwater, a dark seabird that breeds on islands off New Zealand and "
                "Chile, makes one of the longest known migrations of any animal. Birds tracked "
                "with tiny data loggers in 2006 flew a figure-of-eight loop around the whole "
                "Pacific, travelling about 64,000 km in some 200 days before returning to their "
                "burrows to breed."
            ),
            S(
                "Every year the Arctic tern flies from its breeding grounds in the Arctic to the "
                "edge of the Antarctic pack ice and back, a round trip that tracking studies put "
                "at about 70,000 km, and some birds cover more than 90,000 km. Since the birds can "
                "live thirty years, one of them may travel about 2.4 million km in a lifetime, and "
                "it sees two summers a year."
            ),
            D(
                "The Arctic tern is a slender grey and white seabird about 35 cm long, with a "
                "black cap, a blood-red bill and short red legs. It nests in colonies on coasts "
                "and islands around the Arctic Ocean, dives for small fish and sand eels, and "
                "attacks people who come near its nest; one ringed in Finland was found still "
                "alive at the age of 34, and in Britain the Farne Islands hold a famous colony."
            ),
            D(
                "In 2022 a young bar-tailed godwit fitted with a satellite tag set a record for "
                "non-stop flight by a bird, flying 13,560 km from Alaska to Tasmania in 11 days "
                "without landing, feeding or drinking. Before leaving, godwits almost double their "
                "weight in fat and shrink their gut and other organs they will not need on the way "
                "across the Pacific."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "sirius vs canopus which is brighter",
        "Sirius, at magnitude -1.46, against -0.74 for Canopus",
        [
            S(
                "Sirius, in the constellation Canis Major, is the brightest star in the night sky, "
                "with an apparent magnitude of -1.46, about twice as bright as any other. Its "
                "brilliance owes more to its nearness than to its power: it lies only 8.6 "
                "light-years away and gives out about 25 times as much light as the Sun. The "
                "ancient Egyptians timed their calendar by its dawn rising."
            ),
            D(
                "Sirius B, the faint companion of the Dog Star, is a white dwarf about the size of "
                "the Earth but with nearly the mass of the Sun, so that a teaspoon of it would "
                "weigh several tonnes. Alvan Graham Clark first saw it in 1862 while testing a new "
                "18.5-inch telescope lens, and at magnitude 8.4 it is lost in the glare of its "
                "partner."
            ),
            S(
                "Canopus, the brightest star of the southern constellation Carina, shines at "
                "magnitude -0.74, making it the second brightest star in the night sky. It is a "
                "white giant about 310 light-years away, more than 10,000 times as luminous as the "
                "Sun, and it is so far south that it never rises for most of Europe; spacecraft "
                "have long used it for steering."
            ),
            D(
                "Arcturus, in the constellation Bo\u00f6tes, is the brightest star of the northern "
                "sky, shining at magnitude -0.05 about 37 light-years away. It is an orange giant "
                "some 25 times the Sun's width, and in 1933 light from it, caught by a telescope "
                "and photocell, was used to switch on the lights of the Century of Progress "
                "world's fair in Chicago. Its name is Greek for 'guardian of the bear'."
            ),
            D(
                "Alpha Centauri, the nearest star system to the Sun at 4.37 light-years, appears "
                "to the naked eye as a single star of magnitude -0.27, the third brightest in the "
                "sky. Its two main stars, A and B, circle each other every 80 years, and a faint "
                "red dwarf, Proxima Centauri, orbits far outside them; it lies too far south to be "
                "seen from Britain."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which countries does the Brahmaputra flow through?",
        "China (Tibet), India and Bangladesh",
        [
            D(
                "The Ganges rises at the Gangotri Glacier in the Indian Himalaya and flows about "
                "2,525 km across the northern plains of India, past Kanpur, Varanasi and Patna, "
                "before crossing into Bangladesh, where it is called the Padma. It is sacred to "
                "Hindus, and its basin is home to more than 400 million people, making it one of "
                "the most densely peopled on Earth."
            ),
            S(
                "The Brahmaputra rises near Mount Kailash in Tibet, in China, where it is called "
                "the Yarlung Tsangpo, and runs east for over 1,000 km before bending round the "
                "Himalaya into India. It crosses Arunachal Pradesh and Assam, then enters "
                "Bangladesh, where it is known as the Jamuna and joins the Ganges. It is about "
                "2,900 km long in all."
            ),
            D(
                "The Salween rises on the Tibetan Plateau and flows about 2,800 km south through "
                "the Chinese province of Yunnan, where it is called the Nu, and on through eastern "
                "Myanmar, marking part of its border with Thailand, before entering the Andaman "
                "Sea at Mawlamyine. It is one of the longest rivers in Asia without a single large "
                "dam on its main stem."
            ),
            D(
                "The Irrawaddy, Myanmar's most important river, flows about 2,170 km from the "
                "meeting of the Mali and N'mai rivers in Kachin State south past Mandalay to a "
                "vast delta on the Andaman Sea. The British built their river steamers for it in "
                "the nineteenth century, and the rare Irrawaddy dolphin still lives in its upper "
                "reaches."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a sonic boom happen?",
        "a craft faster than sound outruns its own pressure waves, which pile up into a "
        "cone-shaped shock wave heard as a boom when it sweeps past",
        [
            D(
                "On 14 October 1947 the American test pilot Chuck Yeager flew the rocket-powered "
                "Bell X-1, which he called Glamorous Glennis after his wife, to Mach 1.06 at about "
                "13,000 metres over the Mojave Desert. He was the first pilot confirmed to have "
                "gone faster than sound in level flight, and he had two broken ribs from a riding "
                "fall two days before."
            ),
            S(
                "An aircraft sends out pressure waves in all directions. Below the speed of sound "
                "they run ahead of it, but once it flies faster it outruns them, and they pile up "
                "into a cone-shaped shock wave trailing from its nose and tail. When the cone "
                "sweeps over the ground, people hear a sudden double bang, and it follows the "
                "plane all along its path."
            ),
            D(
                "The Mach number, named after the Austrian physicist Ernst Mach, is the ratio of "
                "an object's speed to the speed of sound in the air around it. Because sound "
                "travels slower in cold air, Mach 1 is about 1,235 km an hour at sea level on a "
                "mild day but only about 1,060 km an hour at the height where airliners cruise, "
                "and it is used for rockets and bullets as well as aircraft."
            ),
            D(
                "Since 1973 the United States has banned civil aircraft from flying faster than "
                "sound over land, a rule that confined Concorde to supersonic flight over the "
                "ocean. The Federal Aviation Administration made the rule after tests over "
                "Oklahoma City in 1964, when eight booms a day for six months brought thousands of "
                "complaints and cracked windows."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do people have their wisdom teeth taken out?",
        "because they often have no room to come through properly and get stuck (impacted), "
        "leading to pain, infection, cysts or decay in nearby teeth",
        [
            D(
                "Wisdom teeth are the third molars, the last teeth to appear, usually between the "
                "ages of 17 and 25, long after the others. Most adults have four, one at the back "
                "of each side of each jaw, but about a quarter of people are missing at least one, "
                "and a few never develop any; they were named in English for coming through at an "
                "age of greater wisdom."
            ),
            S(
                "Wisdom teeth are often removed because the jaw has no room left for them. They "
                "may come through only partly or stay stuck at an angle against the molar in "
                "front, which traps food and bacteria, inflames the gum and can cause pain, "
                "infection, cysts and decay in the neighbouring tooth. Dentists take out those "
                "that cause such trouble rather than wait."
            ),
            D(
                "A root canal treatment is done when the pulp inside a tooth, with its nerves and "
                "blood vessels, becomes infected through deep decay, a crack or a blow. The "
                "dentist drills into the tooth, removes the infected pulp, cleans and shapes the "
                "canals, and seals them with a rubbery filling, saving a tooth that would "
                "otherwise have to be pulled."
            ),
            D(
                "Children have 20 milk teeth, which begin to come through at about six months and "
                "are usually all in place by the age of three. From about six they are pushed out "
                "one by one by the 32 permanent teeth growing beneath them, starting with the "
                "lower front incisors, and the last of them, normally the canines or second "
                "molars, fall out around twelve."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is the appendix useless",
        "no: it holds immune tissue and seems to act as a store of helpful gut bacteria",
        [
            D(
                "Appendicitis, an inflammation of the appendix usually set off by a blockage, "
                "affects about one person in fifteen at some time in their life, most often "
                "between 10 and 30. It starts with pain around the navel that moves to the lower "
                "right of the abdomen, and the usual treatment is an appendectomy, first done "
                "successfully by Claudius Amyand in London in 1735."
            ),
            S(
                "The appendix, a narrow pouch about 9 cm long off the large intestine, was long "
                "thought to be a useless leftover of evolution, but that view has changed. Its "
                "walls are rich in lymphoid tissue that helps the immune system, and it seems to "
                "work as a safe house for helpful gut bacteria, which can repopulate the bowel "
                "after an illness such as cholera has flushed it out."
            ),
            D(
                "The coccyx, or tailbone, is made of three to five small vertebrae fused together "
                "at the base of the spine, the remains of the tail our ancestors had. It is often "
                "called a vestigial structure, yet it still anchors several muscles, tendons and "
                "ligaments of the pelvic floor and bears part of the body's weight when a person "
                "leans back while sitting, and it can be bruised or even broken in a hard fall."
            ),
            D(
                "The caecum is the pouch where the large intestine begins, below the point where "
                "the small intestine joins it in the lower right of the abdomen. In people it is "
                "only about 6 cm long, but in rabbits and horses it is huge, a fermenting chamber "
                "where bacteria break down the cellulose of grass and hay that the animal could "
                "not digest on its own."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What language is spoken in the country where the Strokkur geyser is?",
        "Icelandic (Strokkur is in Iceland)",
        [
            S(
                "Strokkur is a fountain geyser in the Haukadalur valley in south-west Iceland, a "
                "stop on the Golden Circle tourist route from Reykjav\u00edk. It erupts every six "
                "to ten minutes, throwing water usually 15 to 20 metres high and sometimes up to "
                "40, and it has been active since an earthquake in 1789 unblocked its channel; it "
                "stands beside the Great Geysir."
            ),
            D(
                "Old Faithful, in the Upper Geyser Basin of Yellowstone National Park in Wyoming, "
                "erupts about every 90 minutes, throwing between 14,000 and 32,000 litres of "
                "boiling water 30 to 55 metres into the air. It was named in 1870 by the Washburn "
                "expedition, the first organised exploration of the area, for the regularity of "
                "its eruptions, and a visitor centre opened beside it in 2010."
            ),
            S(
                "Icelandic is the national and official language of Iceland, spoken by nearly all "
                "of its roughly 380,000 people. A North Germanic language, it has changed so "
                "little since the Middle Ages that Icelanders can still read the sagas written in "
                "the thirteenth century, and a language committee coins new Icelandic words so "
                "that foreign ones need not be borrowed."
            ),
            D(
                "The Faroe Islands, 18 rocky islands in the North Atlantic between Shetland and "
                "Iceland, are a self-governing part of the Danish realm with about 54,000 people. "
                "Their own language, Faroese, comes from Old Norse like the languages of their "
                "neighbours, was first written down in a standard spelling in 1846 and is taught "
                "in all schools."
            ),
            D(
                "El Tatio, at 4,320 metres in the Andes of northern Chile, is one of the highest "
                "geyser fields in the world, with some 80 geysers, most of them small. Visitors "
                "set out from San Pedro de Atacama before dawn, because the columns of steam are "
                "most striking in the freezing air just after sunrise and die down as the day "
                "warms."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "How many taste buds does a person have?",
        "roughly 2,000 to 10,000",
        [
            D(
                "Cats have only about 470 taste buds and cannot taste sugar at all. In 2005 "
                "researchers found that one of the two genes needed to build the sweet receptor, "
                "Tas1r2, is broken in cats, tigers and cheetahs, which fits their diet of meat; "
                "dogs, with about 1,700 taste buds, can still taste sweetness and are often fond "
                "of fruit."
            ),
            S(
                "An adult has somewhere between about 2,000 and 10,000 taste buds, most of them on "
                "the tongue and the rest on the soft palate and in the throat. Each bud is a "
                "cluster of 50 to 150 receptor cells that live for only about ten days before they "
                "are replaced, and the number of working buds falls as people grow older, which "
                "dulls taste."
            ),
            D(
                "The tongue map, which showed sweet tasted at the tip, bitter at the back and "
                "salty and sour at the sides, comes from a misreading of a paper published in 1901 "
                "by the German scientist David H\u00e4nig. The Harvard psychologist Edwin Boring "
                "drew it as a chart in 1942, and it was taught in schools for decades, though "
                "every part of the tongue senses every taste."
            ),
            D(
                "The human nose has about 400 kinds of smell receptor, carried on some 10 million "
                "olfactory neurons high up in the nasal cavity. Because each smell triggers its "
                "own mix of receptors, a study published in 2014 suggested that people may be able "
                "to tell apart more than a trillion different odours, far more than the 10,000 "
                "often quoted."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how old can baobab trees get",
        "more than 2,000 years; radiocarbon dating put the Panke baobab at about 2,500",
        [
            D(
                "Home > Nature > Trees | The oldest trees on Earth\nThe Great Basin bristlecone "
                "pine, high in the White Mountains of California, holds the record for the oldest "
                "known individual tree that is not a clone: a specimen called Methuselah has grown "
                "more than 4,800 rings. Its exact location in the Inyo National Forest is kept "
                "secret by the Forest Service to protect it from vandals.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Nature > Trees > Africa | How long do baobabs live?\nRadiocarbon dating of "
                "African baobabs has shown that some live for well over 2,000 years. The oldest "
                "measured, the Panke baobab in Zimbabwe, was about 2,500 years old when it died in "
                "2011, and a 2018 study found that most of the oldest and largest trees had died "
                "since 2005.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Superfoods | Baobab fruit powder\nThe velvety pods of the baobab "
                "hold a dry, chalky pulp that is rich in vitamin C and fibre and tastes tart, like "
                "sherbet. Sold in Europe since the EU approved it as a food in 2008, the powder is "
                "stirred into smoothies, and in Africa the fruit is known as monkey bread.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > South Africa > Limpopo | The Sunland baobab\nThe Sunland baobab "
                "on a farm near Modjadjiskloof was one of the largest in Africa, with a trunk more "
                "than 30 metres round. From 1993 its owners ran a small bar with a dartboard "
                "inside the hollow trunk, until two of its stems split away and toppled in 2016 "
                "and 2017.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is taller, Niagara Falls or Iguazu Falls?",
        "Iguazu Falls, up to about 82 metres against about 51 for Niagara's Horseshoe Falls",
        [
            S(
                "Home > Travel > North America > Niagara | Niagara Falls in numbers\nNiagara is "
                "really three falls on the Niagara River between Lake Erie and Lake Ontario. The "
                "Horseshoe Falls, on the Canadian side, are about 51 metres high and 670 metres "
                "wide, while the American and Bridal Veil Falls drop 21 to 30 metres onto the "
                "rocks below.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Canada > Ontario | Niagara Falls, Ontario\nThe city of Niagara "
                "Falls, Ontario, with about 94,000 people, grew up as a honeymoon resort in the "
                "nineteenth century. Clifton Hill's arcades, casinos and hotels draw crowds today, "
                "and the Skylon Tower, opened in 1965, rises 160 metres above the street.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Travel > South America > Iguazu | Iguazu Falls: the facts\nThe Iguazu "
                "Falls on the border of Argentina and Brazil are made up of about 275 separate "
                "drops along 2.7 km of the Iguazu River. The highest, in the U-shaped chasm called "
                "the Devil's Throat, fall about 82 metres, and in the rainy season the flow can "
                "top 6,000 cubic metres a second.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > South America > Guyana | Kaieteur Falls\nKaieteur Falls on the "
                "Potaro River in central Guyana drops 226 metres in a single plunge, several times "
                "the height of any of the big horseshoe falls. Lying deep in the rainforest, it is "
                "reached mostly by small plane, and the Englishman Charles Barrington Brown "
                "recorded it in 1870; its name is said to honour Kai, a chief who paddled over the "
                "edge.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What are the three parts of the human ear?",
        "the outer ear, the middle ear and the inner ear",
        [
            D(
                "Home > Health > Eyes | Parts of the eye explained\nLight enters the eye through "
                "the cornea, the clear dome at the front, passes the pupil, whose size the "
                "coloured iris controls, and is focused by the lens onto the retina. There, about "
                "120 million rods and 6 million cones turn it into signals for the optic "
                "nerve.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Ears | How your ear is built\nThe ear has three parts. The outer "
                "ear, the flap and ear canal, funnels sound to the eardrum. The middle ear, an "
                "air-filled space, holds three tiny bones that pass the vibrations on, and the "
                "inner ear, with the snail-shaped cochlea and the balance organs, turns them into "
                "nerve signals.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Ears | What is earwax for?\nEarwax, or cerumen, is made by about "
                "2,000 glands in the outer third of the ear canal. It traps dust and germs, keeps "
                "the skin from drying out, and slowly moves outwards as you chew and talk, so most "
                "people never need to clean it; cotton buds only push it in deeper. Dry, flaky "
                "earwax is the usual kind in East Asia.\nShare this | Cookie policy"
            ),
            D(
                "Home > Gardening > Cereals | Anatomy of an ear of wheat\nAn ear of wheat is the "
                "grain-bearing spike at the top of the stem, made up of some 15 to 25 spikelets "
                "arranged alternately along a central stalk, the rachis. Each spikelet holds two "
                "to five florets, and a good ear can hold 40 to 60 grains when it ripens.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how do flying squirrels fly",
        "they do not fly but glide, spreading a furry membrane between wrists and ankles and "
        "steering with the tail",
        [
            D(
                "Home > Nature > Mammals | Pink in the dark\nIn 2019 researchers at Northland "
                "College in Wisconsin found by chance that the fur of North American flying "
                "squirrels glows bright pink under ultraviolet light. They checked museum skins of "
                "all three species, from Guatemala to Canada, and found the same, but nobody yet "
                "knows what use, if any, the glow has.\nShare this | Cookie policy"
            ),
            S(
                "Home > Nature > Mammals | How flying squirrels get around\nFlying squirrels "
                "cannot really fly: they glide. Leaping from a high branch, they spread a furry "
                "membrane, the patagium, stretched between wrist and ankle on each side, and use a "
                "stiff spur of cartilage at the wrist to widen it. The flat tail steers and "
                "brakes, and a glide can cover up to 90 metres.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Asia | Meet the colugo\nThe colugo of South-East Asia is neither "
                "a lemur nor a squirrel but the sole surviving family of its own order. Its "
                "gliding membrane is the largest of any mammal, reaching from the neck to the tips "
                "of its fingers, toes and tail, and it can sail more than 100 metres between "
                "trees. A mother carries her single baby on her belly, folding the membrane round "
                "it like a hammock.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Australia | Sugar gliders\nThe sugar glider is a small marsupial "
                "of Australia and New Guinea, about 17 cm long without its tail, that lives in "
                "family groups in tree hollows. Females carry their young in a pouch for about 70 "
                "days, and the animals feed on acacia gum, eucalyptus sap, nectar and "
                "insects.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is there so much lightning over Lake Maracaibo?",
        "warm, moist air over the lake meets cool winds off the Andes and Perij\u00e1 mountains at "
        "night, building storms on most nights of the year",
        [
            D(
                "Home > Science > Weather records | Earth's lightning capital\nSatellite records "
                "published in 2016 named Lake Maracaibo in Venezuela the place on Earth with the "
                "most lightning, with about 233 flashes per square kilometre a year, taking the "
                "title from the village of Kifuka in the mountains of the eastern Democratic "
                "Republic of the Congo.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Weather | What causes the Catatumbo lightning?\nAt night, warm, "
                "humid air over Lake Maracaibo meets cool winds flowing down from the Andes and "
                "the Perij\u00e1 mountains, which ring the lake on three sides. The warm air is "
                "forced up and builds towering thunderclouds, so that storms flicker above the "
                "lake on up to 260 nights a year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Energy | Oil under Lake Maracaibo\nThe Zumaque I well at Mene "
                "Grande, drilled in 1914, opened the oil fields around Lake Maracaibo, and after "
                "the Barroso blowout of 1922 Venezuela quickly became one of the world's largest "
                "oil exporters. Thousands of derricks and pipelines still stand in the lake "
                "today.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Venezuela | Crossing to Maracaibo\nThe General Rafael Urdaneta "
                "Bridge, opened in 1962, carries the road to Maracaibo 8.7 km across the strait at "
                "the mouth of Lake Maracaibo. Designed by the Italian engineer Riccardo Morandi, "
                "it was one of the longest concrete bridges in the world when it opened.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is vesuvius still active",
        "yes; it last erupted in 1944 and is considered one of the most dangerous volcanoes in the "
        "world",
        [
            D(
                "Home > Travel > Italy > Campania | Pompeii: plan your visit\nBuried by ash in AD "
                "79, Pompeii lay forgotten until digging began in 1748. About two-thirds of the "
                "66-hectare city have now been uncovered, and the site draws some 4 million "
                "visitors a year; allow at least four hours, wear sturdy shoes and bring water in "
                "summer.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Volcanoes | Vesuvius today\nVesuvius is still an active volcano. "
                "Its last eruption, in March 1944, sent lava into nearby villages and destroyed "
                "dozens of Allied bombers at an airfield, and it has slept since. About 600,000 "
                "people live in the official red zone around it, making it one of the most "
                "dangerous volcanoes in the world.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Volcanoes | Campi Flegrei\nWest of Naples lies Campi Flegrei, a "
                "caldera some 12 km wide made by huge eruptions 39,000 and 15,000 years ago. Its "
                "ground rises and falls, and since 2005 the port of Pozzuoli has been lifted more "
                "than a metre, with swarms of small earthquakes felt across the town, the "
                "strongest of magnitude 4.4 in May 2024.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Volcanoes | Monte Somma\nMonte Somma is the ring-shaped ridge, "
                "reaching 1,132 metres, that half encircles the cone above Naples on its northern "
                "side. It is the rim of an older and larger volcano whose summit collapsed "
                "thousands of years ago, and the Valle del Gigante separates it from the younger "
                "cone.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What currency is used in the country whose capital is Naypyidaw?",
        "the kyat (Naypyidaw is the capital of Myanmar)",
        [
            S(
                "Home > Travel > Asia | Naypyidaw, the empty capital\nNaypyidaw became the capital "
                "of Myanmar in November 2005, when the military government moved its ministries "
                "from Yangon to a new city built in secret in the scrubland 320 km to the north. "
                "Its highway has twenty lanes and little traffic, and its hotels, golf courses and "
                "zoo often stand almost empty.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Asia | Yangon city guide\nYangon, formerly Rangoon, is Myanmar's "
                "largest city, with about 5 million people, and was its capital from 1948 until "
                "2005. The gilded Shwedagon Pagoda, 99 metres tall, rises above the city, and its "
                "colonial streets hold the finest group of British-era buildings left in Asia. Its "
                "name, 'end of strife', was given by King Alaungpaya in 1755.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Money > Currencies | The Myanmar kyat\nThe kyat (MMK) is the currency of "
                "Myanmar. It replaced the Burmese rupee in 1952, and its notes carry the lion-like "
                "chinthe. Cash is still king in the country: many shops do not take cards, and in "
                "1987 the government cancelled the larger banknotes overnight, wiping out many "
                "people's savings.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Currencies | Travel money for Laos\nThe currency of Laos is the "
                "kip, issued by the Bank of the Lao PDR in Vientiane, and the largest note is "
                "100,000 kip. Thai baht and US dollars are also widely taken in towns near the "
                "border, but prices in markets and rural guesthouses are almost always quoted in "
                "kip.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "How far from the Sun is the Kuiper Belt?",
        "from about 30 to 50 astronomical units, beyond the orbit of Neptune",
        [
            D(
                "Home > Space > Solar System | The Oort Cloud\nThe Oort Cloud is a vast, unseen "
                "shell of icy bodies thought to surround the Solar System between about 2,000 and "
                "100,000 astronomical units from the Sun. The Dutch astronomer Jan Oort proposed "
                "it in 1950 as the source of long-period comets, and no one has ever observed it "
                "directly; its outer edge is so far out that passing stars tug at it.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Space > Solar System | What is the Kuiper Belt?\nThe Kuiper Belt is a "
                "doughnut-shaped ring of icy bodies beyond Neptune, stretching from about 30 to 50 "
                "astronomical units from the Sun. Pluto is its best-known member, and NASA's New "
                "Horizons probe flew past a smaller one, Arrokoth, on 1 January 2019, 6.6 billion "
                "km from Earth.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Solar System | The asteroid belt\nThe main asteroid belt lies "
                "between the orbits of Mars and Jupiter, from about 2.2 to 3.2 astronomical units "
                "from the Sun. Despite its fame it is mostly empty space: all its millions of "
                "asteroids put together weigh only about 3 per cent as much as our Moon.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Space > People | Who was Gerard Kuiper?\nGerard Kuiper, a Dutch-American "
                "astronomer born in 1905, discovered Uranus's moon Miranda in 1948 and Neptune's "
                "moon Nereid in 1949, and found carbon dioxide in the air of Mars. He founded the "
                "Lunar and Planetary Laboratory in Arizona and died in Mexico City in 1973.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "When is the Perseid meteor shower at its peak?",
        "around 12 to 13 August",
        [
            D(
                "Q: When can I see the Geminids?\nA: The Geminid meteor shower runs from early to "
                "mid-December and peaks on the night of 13 to 14 December, when a dark site can "
                "show more than 120 meteors an hour. Unlike most showers it comes from an "
                "asteroid, 3200 Phaethon, and its meteors are often slow, bright and yellowish."
            ),
            S(
                "Q: When do the Perseids peak?\nA: The Perseid meteor shower is active from about "
                "mid-July to late August, but it peaks around 12 to 13 August, when up to 100 "
                "meteors an hour can be seen from a dark site. The best time to look is after "
                "midnight, when the radiant in the constellation Perseus is high in the "
                "north-eastern sky."
            ),
            D(
                "Q: Where do the Perseids come from?\nA: The Perseid meteors are grains of dust "
                "shed by comet Swift-Tuttle, discovered in 1862 by Lewis Swift and Horace Tuttle. "
                "Its nucleus is about 26 km wide and it takes some 133 years to go round the Sun; "
                "it last passed close to Earth in 1992 and will next return in 2126."
            ),
            D(
                "Q: When is the best night for the Leonids?\nA: The Leonids peak around 17 "
                "November, usually at only 10 to 15 meteors an hour, from dust left by comet "
                "Tempel-Tuttle. Roughly every 33 years they can turn into a storm: on the night of "
                "12 to 13 November 1833 watchers in North America saw tens of thousands an hour."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a moose or an elk?",
        "the moose; bulls weigh up to about 700 kg against about 330 kg for an elk (wapiti)",
        [
            S(
                "Moose (Alces alces): fact sheet\n- Largest member of the deer family\n- Bulls "
                "stand up to 2.1 m at the shoulder and weigh 380 to 700 kg\n- Antlers of a bull "
                "can span 1.8 m\n- Called elk in Britain and Europe, moose in North America\n- "
                "Range: northern forests of Canada, Alaska, Scandinavia and Russia\n- Eats water "
                "plants, willow and birch twigs"
            ),
            D(
                "Irish elk (Megaloceros giganteus): fact sheet\n- Extinct giant deer, not an elk "
                "and not only Irish\n- Lived across Europe and Asia, last known about 7,700 years "
                "ago in Siberia\n- Stood about 2.1 m at the shoulder\n- Antlers spanned up to 3.6 "
                "m, the largest of any deer\n- Many skeletons found in Irish bogs\n- Related most "
                "closely to the fallow deer"
            ),
            S(
                "Elk or wapiti (Cervus canadensis): fact sheet\n- Second-largest deer in North "
                "America\n- Bulls stand about 1.5 m at the shoulder and weigh around 320 to 330 "
                "kg\n- Cows weigh about 225 kg\n- Called wapiti, a Shawnee word meaning 'white "
                "rump'\n- Famous for the bugling calls of bulls in the autumn rut\n- Range: Rocky "
                "Mountains, central Asia"
            ),
            D(
                "Caribou or reindeer (Rangifer tarandus): fact sheet\n- The only deer in which "
                "both sexes grow antlers\n- Bulls weigh about 160 to 180 kg, cows about 80 to 120 "
                "kg\n- Some herds migrate more than 1,000 km a year\n- Domesticated in northern "
                "Eurasia for milk, meat and sledge pulling\n- Wide hooves act as snowshoes\n- "
                "Feeds on lichen in winter"
            ),
            D(
                "Red deer (Cervus elaphus): fact sheet\n- Largest wild land mammal in Britain\n- "
                "Stags weigh about 160 to 240 kg, hinds about 95 kg\n- Stags roar and clash "
                "antlers during the October rut\n- Antlers are shed and regrown every year\n- "
                "Range: Europe, western Asia, north-west Africa\n- Introduced to New Zealand and "
                "Argentina"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "altitude sickness symptoms",
        "headache, nausea or vomiting, dizziness, tiredness, loss of appetite, shortness of breath "
        "and poor sleep",
        [
            D(
                "Q: How can I avoid getting ill at altitude?\nA: Go up slowly. Above about 3,000 "
                "metres, raise the height at which you sleep by no more than 300 to 500 metres a "
                "day and rest every third or fourth day. Drink enough, avoid alcohol on the first "
                "days, and ask a doctor about acetazolamide, which can speed the body's adjustment."
            ),
            S(
                "Q: What are the symptoms of altitude sickness?\nA: Mild altitude sickness usually "
                "begins 6 to 24 hours after arriving above about 2,500 metres. It feels like a bad "
                "hangover: a headache, nausea or vomiting, dizziness, tiredness, loss of appetite, "
                "shortness of breath when active and trouble sleeping. Stop climbing until the "
                "symptoms go, and go down if they get worse."
            ),
            D(
                "Q: What are the signs of decompression sickness?\nA: Divers who come up too fast "
                "can get decompression sickness, the bends, as nitrogen forms bubbles in the blood "
                "and tissues. Aching joints, mostly in the shoulders and elbows, are the commonest "
                "sign, with itching, a blotchy rash, numbness and extreme tiredness; treatment is "
                "oxygen and a spell in a recompression chamber as soon as possible."
            ),
            D(
                "Q: How thin is the air on top of Everest?\nA: On the summit of Everest, 8,849 "
                "metres up, the air pressure is only about a third of that at sea level, so each "
                "breath holds roughly a third as much oxygen. Most climbers use bottled oxygen "
                "above about 7,000 metres; Reinhold Messner and Peter Habeler first reached the "
                "top without it on 8 May 1978."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do snowflakes get their six-sided shape?",
        "water molecules freeze into a hexagonal crystal lattice, so the crystal grows from a "
        "six-sided prism and sprouts six matching arms",
        [
            D(
                "Q: Who first photographed a snowflake?\nA: Wilson Bentley, a farmer from Jericho, "
                "Vermont, took the first photograph of a single snow crystal on 15 January 1885, "
                "using a bellows camera fitted to a microscope. Over the next 46 years he captured "
                "more than 5,000 of them, never finding two alike, and in 1931, with the physicist "
                "William Humphreys, he published 2,400 in the book Snow Crystals. He died of "
                "pneumonia that December."
            ),
            S(
                "Q: Why are snowflakes six-sided?\nA: When water freezes, hydrogen bonds lock its "
                "molecules into a hexagonal lattice, so a snow crystal starts as a tiny six-sided "
                "prism around a speck of dust. As it falls, water vapour freezes fastest onto its "
                "six corners, which sprout arms, and since all six meet the same temperature and "
                "moisture on the way down they grow alike."
            ),
            D(
                "Q: What is graupel?\nA: Graupel, also called soft hail or snow pellets, forms "
                "when supercooled water droplets freeze onto a falling snow crystal until its "
                "shape is lost under a coat of rime. The result is a soft, white, crumbly ball 2 "
                "to 5 mm across that bounces when it lands, common in cold showers in spring and "
                "autumn."
            ),
            D(
                "Q: How big can snowflakes get?\nA: Single snow crystals are rarely more than a "
                "few millimetres wide, but clumps of them stick together in wet snow near "
                "freezing. Guinness World Records lists flakes 38 cm wide that fell at Fort Keogh, "
                "Montana, on 28 January 1887, as described by a rancher who said they were larger "
                "than milk pans."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do people get freckles",
        "skin cells make extra melanin in small patches when exposed to sunlight, mainly in "
        "fair-skinned people with inherited variants of the MC1R gene",
        [
            D(
                "Q: What are moles?\nA: Moles are small growths made of clusters of pigment cells, "
                "usually brown and round, and most adults have between 10 and 40 of them. They "
                "appear mainly in childhood and the teens and last for decades. See a doctor if a "
                "mole changes shape, size or colour, bleeds or itches, as this can be a sign of "
                "melanoma."
            ),
            S(
                "Q: What causes freckles?\nA: Freckles are small flat spots where pigment cells "
                "make extra melanin in response to the sun's ultraviolet light. How easily you get "
                "them is largely inherited: they are commonest in fair-skinned people, especially "
                "redheads with certain variants of the MC1R gene, and they darken in summer and "
                "fade in winter."
            ),
            D(
                "Q: Why do age spots appear?\nA: Age spots, also called liver spots or solar "
                "lentigines, are flat brown patches that appear on the face, hands and shoulders, "
                "usually after 50. They come from years of sun exposure building up in the skin, "
                "have nothing to do with the liver, and unlike summer spots they do not fade when "
                "the days get shorter."
            ),
            D(
                "Q: What is vitiligo?\nA: Vitiligo is a long-term condition in which pale white "
                "patches appear on the skin because the cells that make pigment stop working or "
                "are destroyed, probably by the body's own immune system. It affects about one "
                "person in a hundred, is not contagious, and is treated with creams, light therapy "
                "or camouflage make-up."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you hear sound in space?",
        "no: sound needs a medium such as air, and space is almost a perfect vacuum",
        [
            D(
                "Q: Is there a sound from a black hole?\nA: In 2003 NASA's Chandra X-ray "
                "Observatory found ripples in the hot gas around the black hole in the Perseus "
                "galaxy cluster, pressure waves equal to a B-flat 57 octaves below middle C. In "
                "2022 NASA raised them by 57 and 58 octaves into a sound that human ears can hear."
            ),
            S(
                "Q: Can sound travel through space?\nA: No. Sound is a vibration passed from one "
                "particle to the next, so it needs a medium such as air, water or rock. Space is "
                "an almost perfect vacuum, with too few particles to carry it, so an explosion "
                "there would be silent. Astronauts on a spacewalk talk by radio, since radio waves "
                "need no medium."
            ),
            D(
                "Q: Does sound travel faster in water than in air?\nA: Yes. In air at 20 \u00b0C "
                "sound travels at about 343 metres a second, but in sea water it moves at about "
                "1,500 metres a second, more than four times as fast, and in steel at around "
                "5,900. That is why whales can hear each other across hundreds of kilometres of "
                "ocean."
            ),
            D(
                "Q: What is on the Voyager Golden Record?\nA: Each of the two Voyager probes "
                "launched in 1977 carries a gold-plated copper disc with 115 images and sounds of "
                "Earth: greetings in 55 languages, surf, wind, birdsong, a kiss and 90 minutes of "
                "music from Bach to Chuck Berry. A committee chaired by Carl Sagan chose the "
                "contents."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the brightest star in the constellation that Betelgeuse belongs to?",
        "Rigel (Betelgeuse is in Orion)",
        [
            S(
                "Betelgeuse: fact sheet\n- A red supergiant in the constellation Orion, marking "
                "the hunter's right shoulder\n- Distance: about 550 to 700 light-years\n- Would "
                "swallow the orbit of Mars if it replaced the Sun\n- Brightness varies; it faded "
                "sharply in the Great Dimming of late 2019 and early 2020\n- Expected to explode "
                "as a supernova within about 100,000 years"
            ),
            D(
                "Antares: fact sheet\n- A red supergiant, the brightest star in the constellation "
                "Scorpius\n- Its name means 'rival of Mars', for its reddish colour\n- Distance: "
                "about 550 light-years\n- About 700 times the width of the Sun\n- Has a hot blue "
                "companion, Antares B\n- Lies near the ecliptic, so the Moon often passes in front "
                "of it\n- Seen low in the south from Britain on summer evenings"
            ),
            S(
                "Rigel: fact sheet\n- Normally the brightest star in the constellation Orion and "
                "seventh brightest in the sky\n- A blue supergiant, about 860 light-years away\n- "
                "Apparent magnitude about 0.13\n- Marks Orion's left foot\n- Some 120,000 times as "
                "luminous as the Sun\n- Name from the Arabic for 'the foot'"
            ),
            D(
                "Orion Nebula (M42): fact sheet\n- A vast cloud of gas and dust where new stars "
                "are forming\n- Distance: about 1,344 light-years\n- Visible to the naked eye as a "
                "fuzzy patch in the hunter's sword\n- Lit by the four young stars of the "
                "Trapezium\n- Charles Messier added it to his catalogue in 1769\n- About 24 "
                "light-years across"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How far away is the Andromeda Galaxy?",
        "about 2.5 million light-years",
        [
            D(
                "Q: How far is the Triangulum Galaxy?\nA: The Triangulum Galaxy, M33, is about 2.7 "
                "to 3 million light-years away, the third largest member of our Local Group after "
                "Andromeda and the Milky Way. It holds about 40 billion stars, and under very dark "
                "skies people with keen sight claim to see it as the most distant object visible "
                "to the naked eye, in the small constellation Triangulum."
            ),
            S(
                "Q: How far is it to the Andromeda Galaxy?\nA: The Andromeda Galaxy, M31, lies "
                "about 2.5 million light-years from us, so the light we see left it before modern "
                "humans existed. It is the nearest large spiral galaxy to the Milky Way, holds "
                "perhaps a trillion stars, and on a dark night it appears as a faint smudge in the "
                "constellation Andromeda."
            ),
            D(
                "Q: Will the Andromeda Galaxy hit the Milky Way?\nA: Hubble measurements published "
                "in 2012 showed the galaxy heading towards us at about 110 km a second, and "
                "astronomers expect the two to merge in about 4 to 5 billion years into one giant "
                "elliptical galaxy. Because stars are so far apart, almost none of them would "
                "actually collide."
            ),
            D(
                "Q: How far are the Magellanic Clouds?\nA: The Large Magellanic Cloud, a satellite "
                "galaxy of the Milky Way, lies about 160,000 light-years away and the Small "
                "Magellanic Cloud about 200,000. Both are easy naked-eye sights from the southern "
                "hemisphere, and in 1987 a supernova in the larger one was the closest seen since "
                "1604."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "How long do naked mole-rats live?",
        "more than 30 years; the record is about 37",
        [
            D(
                "A colony of naked mole-rats, often 70 to 80 animals and sometimes almost 300, is "
                "run like a beehive: a single breeding queen mates with one to three males, and "
                "all the rest are workers and soldiers that dig tunnels, gather tubers and defend "
                "the burrow against snakes. When the queen dies, females fight, sometimes to the "
                "death, to take her place, and the winner's spine grows longer as she becomes "
                "queen."
            ),
            S(
                "Heterocephalus glaber, the wrinkled, nearly hairless rodent that burrows under "
                "the dry grasslands of Kenya, Ethiopia and Somalia, can pass its thirtieth "
                "birthday, and one kept in a laboratory reached about 37. A house mouse of the "
                "same size is old at three, and it shows almost none of the usual signs of ageing, "
                "its risk of dying barely rising over the decades."
            ),
            D(
                "In a test published in 2017, naked mole-rats survived 18 minutes in air with no "
                "oxygen at all, long after a mouse would have died, and then recovered without "
                "harm. Their bodies switch to burning fructose instead of glucose, as plants do, "
                "and they also feel no sting from acid or the burn of chilli, because their nerves "
                "lack the usual pain signal."
            ),
            D(
                "The Damaraland mole-rat of Namibia, Botswana and Zambia is the only other mammal "
                "known to live in colonies with a single breeding queen, like social insects. "
                "Unlike its naked cousin it has a coat of short fur and a white patch on its head, "
                "and a colony of up to 40 animals can dig several kilometres of tunnels in a year."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is larger, Europa or Enceladus?",
        "Europa, about 3,120 km across against about 500 km",
        [
            S(
                "Jupiter's icy satellite Europa measures some 3,120 km from one side to the other, "
                "a shade under our own Moon, and its cracked white crust is thought to cover a "
                "salty ocean up to 100 km deep holding more water than all of Earth's seas "
                "together. Galileo spotted it through his telescope in January 1610, the smallest "
                "of the four he found."
            ),
            D(
                "Mimas, a moon of Saturn just 396 km wide, is dominated by the crater Herschel, "
                "which is 130 km across, a third of the moon's own width, with walls 5 km high and "
                "a central peak. The impact that made it nearly shattered the moon, and its look "
                "has earned it the nickname the Death Star, after the space station in Star Wars."
            ),
            S(
                "Saturn's bright little satellite Enceladus spans only about 500 km, small enough "
                "to fit within the length of Great Britain. Its surface reflects almost all the "
                "sunlight falling on it, and in 2005 the Cassini probe found jets of water vapour "
                "and ice grains shooting from cracks near its south pole, fed by an ocean beneath "
                "the ice."
            ),
            D(
                "In Greek myth Europa was a Phoenician princess of Tyre whom Zeus, taking the form "
                "of a white bull, carried across the sea to Crete, where she bore him three sons, "
                "among them Minos, later king of the island. The continent of Europe is often said "
                "to take its name from her, and she appears on the Greek two-euro coin."
            ),
            D(
                "Ganymede, which orbits Jupiter, is about 5,268 km wide, the largest moon in the "
                "Solar System and bigger even than the planet Mercury, though only half as heavy. "
                "It is the only moon known to make its own magnetic field, discovered by the "
                "Galileo spacecraft in 1996, and the European Space Agency's probe JUICE is due to "
                "go into orbit around it in 2034."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which gases cause acid rain?",
        "sulphur dioxide and nitrogen oxides",
        [
            D(
                "Rain is always slightly sour, even in the cleanest air: carbon dioxide dissolves "
                "in the drops to form weak carbonic acid and gives them a pH of about 5.6. "
                "Scientists speak of pollution only when the pH falls below about 5, and rain as "
                "low as 2.4, as sharp as vinegar, fell at Pitlochry in Scotland in April 1974."
            ),
            S(
                "When power stations burn high-sulphur coal and car engines run hot, they release "
                "sulphur dioxide and oxides of nitrogen into the air. High in the atmosphere these "
                "react with water, oxygen and sunlight to form sulphuric and nitric acids, which "
                "later come down in rain, snow and fog, and soured lakes in Scandinavia and "
                "eastern Canada lost their fish."
            ),
            D(
                "The main gases that trap heat in the atmosphere are water vapour, carbon dioxide, "
                "methane and nitrous oxide, together with man-made fluorinated gases. Carbon "
                "dioxide has risen from about 280 parts per million before the industrial age to "
                "more than 420 today, and methane, though shorter-lived, traps far more heat "
                "molecule for molecule, about 28 times more over a century."
            ),
            D(
                "Chlorofluorocarbons from aerosol sprays and refrigerators drift up to the "
                "stratosphere, where sunlight splits them and frees chlorine atoms that destroy "
                "ozone. The hole over Antarctica was reported by British scientists in 1985, and "
                "the Montreal Protocol, agreed two years later, phased the gases out; the layer is "
                "expected to heal by about 2066."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do sea otters stay warm in cold water?",
        "with the densest fur of any animal, which traps a layer of air next to the skin, kept "
        "fluffed by constant grooming, and a fast metabolism",
        [
            D(
                "Harbour seals keep out the cold of the North Atlantic and Pacific with a thick "
                "layer of blubber under the skin, which makes up about a quarter of their weight, "
                "and they can cut the blood flow to the skin and flippers when they dive. On land "
                "in summer they moult, lying in the sun on rocks and sandbanks for hours to warm "
                "the skin."
            ),
            S(
                "Unlike seals and whales, Enhydra lutris has no blubber. Instead it wears the "
                "thickest coat in the animal kingdom, up to about a million hairs per square inch, "
                "which traps a layer of air against the skin. It spends hours a day grooming to "
                "keep the coat clean and fluffed, and it burns food so fast that it must eat a "
                "quarter of its weight daily."
            ),
            D(
                "Sea otters are among the few mammals that use tools. Floating on its back, an "
                "otter rests a flat stone on its chest and bangs clams, mussels and sea urchins "
                "against it until the shells crack, and it may keep a favourite stone in a loose "
                "pouch of skin under its forearm; otters in California were seen doing so by "
                "scientists in the 1960s, and they also hammer abalone off the rocks with stones."
            ),
            D(
                "Resting sea otters often float together in groups called rafts, which can hold "
                "more than a thousand animals in Alaska. To keep from drifting apart while they "
                "sleep, they wrap themselves in strands of kelp anchored to the sea floor or hold "
                "one another's paws, and mothers carry their pups on their bellies for the first "
                "weeks."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does hair turn grey?",
        "the pigment cells in the hair follicles die off or stop making melanin with age, so new "
        "hairs grow without colour",
        [
            D(
                "Stories of hair going white overnight after a terrible shock, as Marie "
                "Antoinette's was said to have done before her execution in 1793, gave the name "
                "Marie Antoinette syndrome. Doctors think such cases are sudden patchy hair loss "
                "in which the dark hairs fall out first, leaving the pale hairs that were already "
                "there."
            ),
            S(
                "Each strand gets its colour from melanocytes, pigment-making cells at the root of "
                "the follicle. As the years pass the stem cells that replace them run out, and "
                "those left make less melanin, partly because hydrogen peroxide builds up inside "
                "them, so new strands grow in with no colour at all. A mix of coloured and "
                "colourless strands is what we see as silver."
            ),
            D(
                "Scalp hair grows about a centimetre a month, during a growing phase that lasts "
                "two to seven years, followed by a resting phase of a few months, after which the "
                "hair falls out and a new one starts. About 100,000 follicles cover the scalp, and "
                "losing 50 to 100 hairs a day is normal; redheads have fewer, about 90,000. "
                "Eyebrows grow for only about four months at a time."
            ),
            D(
                "Many children born with blond hair find that it darkens through childhood and the "
                "teenage years, because their follicles begin making more eumelanin, the dark "
                "brown to black pigment, as hormones change. Studies of twins suggest the change "
                "is largely inherited, and it usually stops by the early twenties."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is the coelacanth extinct",
        "no: a live one was caught off South Africa in 1938 and two species survive",
        [
            D(
                "Tiktaalik roseae, a lobe-finned fish with a flat head, a neck and sturdy fins "
                "with wrist bones, was found in 375-million-year-old rocks on Ellesmere Island in "
                "Arctic Canada in 2004. A transitional form between fish and the first four-legged "
                "animals, it vanished long ago and is known only from a handful of fossils."
            ),
            S(
                "Known only from fossils and assumed to have vanished with the dinosaurs some 66 "
                "million years ago, this lobe-finned fish turned up alive in a trawler's catch off "
                "East London, South Africa, in December 1938, recognised by the museum curator "
                "Marjorie Courtenay-Latimer. Small populations still survive today near the "
                "Comoros and, as a second species, off Sulawesi in Indonesia."
            ),
            D(
                "Lungfish are lobe-finned fish that breathe air with lungs as well as gills, and "
                "six species are found in Africa, South America and Australia. The African species "
                "survive droughts by burrowing into mud and sealing themselves in a cocoon of "
                "mucus, and an Australian lungfish named Granddad lived at Chicago's Shedd "
                "Aquarium from 1933 until 2017, when he was put to sleep at an age of over 90."
            ),
            D(
                "Dunkleosteus was an armoured fish up to several metres long, with bony blades "
                "instead of teeth and a bite among the most powerful of any fish. It hunted in the "
                "shallow seas that covered what is now Ohio and Morocco some 360 million years ago "
                "and died out, with almost all its kind, at the end of the Devonian."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "how much of the human body is water",
        "about 60 per cent in an adult man, somewhat less in women, about 75 per cent in newborns",
        [
            D(
                "Blood makes up about 7 per cent of body weight, some 5 litres in an adult. A "
                "little over half of it is plasma, a straw-coloured liquid that is itself about 92 "
                "per cent water and carries salts, sugars, hormones and proteins, while the rest "
                "is mostly cells, together with the platelets that help it clot when a vessel is "
                "cut."
            ),
            S(
                "Roughly three-fifths of a grown man's weight is H2O, and a little less in a "
                "woman, whose bodies hold more fat, a tissue with little fluid in it. Newborn "
                "babies are wetter still, at around three-quarters. About two-thirds of all this "
                "fluid sits inside the cells, and the rest bathes them or flows in the blood."
            ),
            D(
                "The brain and heart are about 73 per cent water, the lungs about 83 per cent, the "
                "skin 64 per cent, muscles and kidneys 79 per cent, and even bones about 31 per "
                "cent. Losing as little as 2 per cent of body water can dull concentration, and "
                "the kidneys filter about 180 litres of fluid a day, returning almost all of it."
            ),
            D(
                "Cucumbers are about 96 per cent water, the most of any common food, followed by "
                "lettuce, celery and tomatoes at about 95 per cent and watermelon at about 92 per "
                "cent. Food provides about a fifth of the water people take in each day, and the "
                "rest comes from drinks, including tea and coffee."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country where the Carpathians reach their highest point?",
        "Bratislava (the highest Carpathian peak is in Slovakia)",
        [
            S(
                "The loftiest summit anywhere along the 1,500 km arc of mountains from the Danube "
                "near Vienna round to the Iron Gates is Gerlachovsk\u00fd \u0161t\u00edt, 2,655 "
                "metres high, in the High Tatras on the Slovak side of the border with Poland. "
                "First climbed in 1834 by a teacher, J\u00e1n Still, it is a hard scramble, "
                "allowed only with a licensed guide."
            ),
            D(
                "Moldoveanu, 2,544 metres high in the F\u0103g\u0103ra\u0219 Mountains, is the "
                "highest peak in Romania, and its neighbour Negoiu is only 9 metres lower. "
                "Climbers usually reach it in two days from the valleys to the north, and the "
                "Transf\u0103g\u0103r\u0103\u0219an road, built across the range between 1970 and "
                "1974, runs nearby at over 2,000 metres and is closed by snow from November to "
                "June."
            ),
            S(
                "The Slovak Republic, independent since the peaceful split of Czechoslovakia on 1 "
                "January 1993, is governed from Bratislava, a city of about 475,000 on the Danube, "
                "the only national seat of power touching two other countries, Austria and "
                "Hungary. Slovakia joined the European Union and NATO in 2004 and adopted the euro "
                "in 2009."
            ),
            D(
                "Rysy, 2,499 metres, is the highest mountain in Poland, though its main summit "
                "stands on the other side of the border. The Polish climb from the lake Morskie "
                "Oko takes about four hours, with chains on the steepest rock, and Vladimir Lenin "
                "is said to have hiked to the top in 1913 while living in the Tatra village of "
                "Poronin."
            ),
            D(
                "Hoverla, 2,061 metres, in the Chornohora range of the Ukrainian Carpathians, is "
                "the highest mountain in Ukraine. Thousands climb it every summer, often carrying "
                "the national flag, and the Prut River rises on its slopes before flowing "
                "south-east to join the Danube on the Romanian border."
            ),
        ],
    ),
]
