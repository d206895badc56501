"""Twenty-first dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev18.py`), for the format and to choose subjects none of them asks about; the subjects
all come from natural science, animals and plants, and geography, and a quarter of the questions
(10 of 40) are typed search-box style. Written after lexical-v17, while no version was being
tuned, the batch measures how far the evaluator's tuning carries to questions it was not written
against (dev all the same: tuned on from now on).

Like the twelfth to twentieth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 339 characters and distractors 334; the longest passage is a
support in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered the neutron?",
        "James Chadwick, in 1932",
        [
            D(
                "Proton: The proton is the positively charged particle of the atomic nucleus, "
                "and the number of protons fixes which element an atom belongs to. Ernest "
                "Rutherford identified it in experiments between 1917 and 1919, when he knocked "
                "hydrogen nuclei out of nitrogen gas with alpha particles, and he suggested the "
                "name proton in 1920."
            ),
            D(
                "Electron: The electron is a light, negatively charged particle that surrounds "
                "the nucleus of the atom, about 1,836 times lighter than a proton. J. J. Thomson "
                "showed in 1897 at the Cavendish Laboratory in Cambridge that cathode rays are "
                "made of such particles, and he received the Nobel Prize in Physics in 1906 for "
                "his studies of electricity in gases."
            ),
            S(
                "Neutron: The neutron is an uncharged particle found in the nucleus of every "
                "atom except ordinary hydrogen, with a mass slightly greater than that of the "
                "proton. The English physicist James Chadwick discovered it in 1932 at the "
                "Cavendish Laboratory in Cambridge, and he was awarded the Nobel Prize in "
                "Physics for the discovery in 1935."
            ),
            D(
                "Neutron star: A neutron star is the collapsed core of a massive star left "
                "behind by a supernova, only about 20 km across yet heavier than the Sun. "
                "Jocelyn Bell Burnell and Antony Hewish found the first pulsar, a spinning "
                "neutron star, in 1967 with a radio telescope near Cambridge, and Hewish shared "
                "the 1974 Nobel Prize in Physics."
            ),
            D(
                "Positron: The positron is the antimatter counterpart of the electron, with the "
                "same mass but a positive charge. Paul Dirac predicted it from his equation for "
                "the electron in 1928, and the American physicist Carl Anderson found its tracks "
                "in cosmic rays with a cloud chamber in 1932, work that won him a share of the "
                "1936 Nobel Prize in Physics."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "halleys comet next visit",
        "mid-2061; it last came in 1986 and returns about every 75 to 76 years",
        [
            D(
                "Comet Hale-Bopp: Comet Hale-Bopp was found independently by Alan Hale and "
                "Thomas Bopp on 23 July 1995, when it was still far beyond the orbit of Jupiter. "
                "It stayed visible to the naked eye for a record 18 months and shone brightest "
                "in the spring of 1997; its orbit is so long that it will not return to the "
                "inner Solar System for more than 2,000 years."
            ),
            D(
                "Edmond Halley: Edmond Halley was an English astronomer, born in 1656, who "
                "became the second Astronomer Royal in 1720. He charted the stars of the "
                "southern sky from the island of St Helena, paid for the printing of Isaac "
                "Newton's Principia in 1687, and died in 1742, sixteen years before the comet "
                "named after him came back as he had said it would."
            ),
            D(
                "Comet Shoemaker-Levy 9: Comet Shoemaker-Levy 9 was discovered in March 1993 by "
                "Carolyn and Eugene Shoemaker and David Levy, already captured into orbit around "
                "Jupiter and torn into more than twenty pieces. The fragments struck the giant "
                "planet between 16 and 22 July 1994, leaving dark scars in its clouds that "
                "stayed visible for months."
            ),
            S(
                "Halley's Comet: Halley's Comet is a short-period comet that returns to the "
                "inner Solar System every 75 to 76 years and can be seen with the naked eye. "
                "Edmond Halley predicted its return of 1758 from earlier sightings. It last "
                "appeared in 1986, when the Giotto probe flew past its nucleus, and it is next "
                "expected back in the middle of 2061."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Yangtze or the Yellow River?",
        "the Yangtze, about 6,300 km, against about 5,460 km for the Yellow River",
        [
            S(
                "Yangtze: The Yangtze is the longest river in Asia and the third longest in the "
                "world, flowing about 6,300 km from the glaciers of the Tibetan Plateau "
                "eastwards across China to the East China Sea at Shanghai. Its basin is home to "
                "about a third of China's people, and the main wall of the Three Gorges Dam, "
                "finished in 2006, spans it in Hubei province."
            ),
            D(
                "Pearl River: The Pearl River is the third longest river system in China, about "
                "2,400 km, formed where the West, North and East rivers meet near Guangzhou. Its "
                "delta, shared by Guangzhou, Shenzhen, Hong Kong and Macau, is one of the most "
                "densely built regions on Earth, and the Hong Kong-Zhuhai-Macau Bridge, opened "
                "in 2018, crosses its mouth."
            ),
            D(
                "Grand Canal (China): The Grand Canal is the longest artificial waterway in the "
                "world, running about 1,800 km from Beijing to Hangzhou and linking the Yellow "
                "River with the Yangtze. Its oldest sections were dug in the 5th century BC, the "
                "Sui dynasty joined them into one system around 609 AD, and it became a UNESCO "
                "World Heritage Site in 2014."
            ),
            S(
                "Yellow River: The Yellow River, or Huang He, runs about 5,460 km from the Bayan "
                "Har Mountains in Qinghai to the Bohai Sea, the second longest river in China. "
                "It takes its name from the fine loess silt it carries, and its floods, such as "
                "that of 1887, have been among the deadliest in history, which earned it the "
                "name China's Sorrow."
            ),
            D(
                "Amur: The Amur is a river of about 2,820 km that forms much of the border "
                "between the Russian Far East and north-eastern China, where it is called the "
                "Heilong Jiang, or Black Dragon River. It flows into the Strait of Tartary "
                "opposite Sakhalin, freezes for about five months a year and is home to the "
                "kaluga, a sturgeon that can weigh more than a tonne."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the halogens?",
        "fluorine, chlorine, bromine, iodine and astatine (with the synthetic tennessine)",
        [
            D(
                "Alkali metal: The alkali metals form group 1 of the periodic table: lithium, "
                "sodium, potassium, rubidium, caesium and francium. Soft enough to cut with a "
                "knife and stored under oil, they have a single outer electron and react "
                "violently with water, giving off hydrogen; caesium was the first element found "
                "by spectroscopy, in 1860."
            ),
            D(
                "Halogen lamp: A halogen lamp is an incandescent bulb whose tungsten filament "
                "sits in a small quartz capsule filled with an inert gas and a trace of iodine "
                "or bromine. The halogen carries evaporated tungsten back onto the filament, so "
                "the lamp runs hotter, brighter and longer; the European Union phased most of "
                "them out from September 2018."
            ),
            S(
                "Halogen: The halogens are the elements of group 17 of the periodic table: "
                "fluorine, chlorine, bromine, iodine and astatine, with the synthetic tennessine "
                "added in 2010. Each has seven electrons in its outer shell and reacts readily "
                "with metals to form salts, which is what the name, coined from the Greek for "
                "salt-former, refers to."
            ),
            D(
                "Chalcogen: The chalcogens are the elements of group 16: oxygen, sulfur, "
                "selenium, tellurium and polonium, with the synthetic livermorium below them. "
                "The name means ore-former, since many metal ores are oxides or sulfides; "
                "polonium was discovered by Marie and Pierre Curie in 1898 and named after "
                "Poland, her native country."
            ),
            D(
                "Chlorine: Chlorine is a choking yellow-green gas with atomic number 17, first "
                "made by Carl Wilhelm Scheele in 1774 and named by Humphry Davy in 1810 from the "
                "Greek for pale green. It is added to drinking water and swimming pools to kill "
                "bacteria, and with sodium it forms common salt, sodium chloride, mined and "
                "dried from seawater."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do tardigrades survive being completely dried out?",
        "they curl into a dry, barrel-shaped tun, losing almost all their water while sugars "
        "such as trehalose and special proteins protect their cells, and their metabolism nearly "
        "stops until water returns",
        [
            D(
                "Rotifer: Rotifers are tiny aquatic animals, most of them under half a "
                "millimetre long, named for the crown of beating hairs around the mouth that "
                "looks like a turning wheel. The bdelloid rotifers reproduce without males, and "
                "in 2021 Russian scientists revived specimens that had been frozen in the "
                "Siberian permafrost for about 24,000 years."
            ),
            S(
                "Tardigrade: Tardigrades, or water bears, are eight-legged animals about half a "
                "millimetre long that live in moss, lichen and sediments. When their home dries "
                "out they draw in their legs and shrink into a barrel-shaped tun, losing nearly "
                "all their water while sugars such as trehalose and special proteins shield "
                "their cells; metabolism almost stops until water returns."
            ),
            D(
                "Tardigrades in space: In September 2007 the European Space Agency's FOTON-M3 "
                "mission carried dried tardigrades into low Earth orbit for ten days, exposing "
                "them to the vacuum of space and to solar radiation. Many survived the vacuum "
                "and the cold, and some females later laid eggs that hatched normally, although "
                "the full ultraviolet dose killed most of them."
            ),
            D(
                "Brine shrimp: Brine shrimp are small crustaceans of the genus Artemia that live "
                "in salt lakes such as the Great Salt Lake in Utah, where few predators can "
                "follow them. Females can release dormant cysts that stay alive for years in dry "
                "salt, and these are sold to be hatched as fish food in home aquariums or as the "
                "Sea-Monkeys pets first sold in 1957 through comic books."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why does the Earth have a magnetic field?",
        "molten iron churning in the liquid outer core, twisted by Earth's rotation, carries "
        "electric currents that generate the field (the geodynamo)",
        [
            D(
                "Magnetosphere: The magnetosphere is the region around a planet where its "
                "magnetic field controls the motion of charged particles. On Earth it stretches "
                "about 60,000 km towards the Sun and far out into a long tail on the night side; "
                "it turns aside most of the solar wind, and the Van Allen radiation belts, found "
                "in 1958, lie trapped inside it."
            ),
            D(
                "Geomagnetic reversal: Earth's magnetic field has flipped many times, its north "
                "and south magnetic poles changing places at irregular intervals of tens of "
                "thousands to millions of years. The last full reversal, the Brunhes-Matuyama, "
                "took place about 780,000 years ago, and the record of the flips in the ocean "
                "floor helped confirm seafloor spreading in the 1960s."
            ),
            D(
                "Compass: A magnetic compass is a needle of magnetised steel that turns on a "
                "pivot to line up with Earth's magnetic field, pointing towards magnetic north. "
                "The Chinese used lodestone compasses for divination by the 2nd century BC and "
                "for steering ships by the 11th century, and William Gilbert argued in 1600 that "
                "the Earth itself is a great magnet."
            ),
            S(
                "Geodynamo: The geodynamo is the process that produces Earth's magnetic field. "
                "In the liquid outer core, some 2,900 km down, molten iron and nickel churn as "
                "heat escapes from the inner core, and Earth's rotation twists these flows into "
                "spirals; the moving conducting metal carries electric currents, which in turn "
                "generate the field and keep it going."
            ),
            D(
                "Magnetic field of Mars: Mars lost its global magnetic field about four billion "
                "years ago, and without that shield the solar wind gradually stripped away much "
                "of its atmosphere and water. The MAVEN orbiter, arriving in 2014, measured the "
                "gas that is still escaping today, while magnetised rocks in the southern "
                "highlands keep traces of the ancient field."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is a sea sponge an animal?",
        "yes: sponges (phylum Porifera) are simple multicellular animals",
        [
            D(
                "Kitchen sponge: A kitchen sponge is a cleaning pad of synthetic foam, usually "
                "polyurethane or cellulose made from wood pulp, often with a green scouring "
                "layer of nylon on one side. Cellulose sponges were first made by DuPont in the "
                "1930s; because damp sponges harbour bacteria, cleaning advice suggests "
                "replacing them every week or two."
            ),
            D(
                "Sea cucumber: Sea cucumbers are soft-bodied echinoderms, related to starfish "
                "and sea urchins, that lie on the seabed like leathery sausages and feed on "
                "particles in the sediment. Some species defend themselves by throwing out "
                "sticky threads or even parts of their gut, which they later regrow, and dried "
                "ones are prized as a delicacy in East Asia."
            ),
            D(
                "Sponge diving: The island of Kalymnos in the Dodecanese was for centuries the "
                "capital of sponge diving in Greece, its divers working down to 70 m on a single "
                "breath and later in heavy suits. Greek divers from the island also founded the "
                "sponge docks of Tarpon Springs in Florida around 1905, and the harvest there is "
                "still sold at the docks."
            ),
            S(
                "Sponge: Sponges make up the phylum Porifera and are among the simplest of all "
                "animals, with no nerves, muscles or true organs. Fixed to rocks or the seabed, "
                "they pump water through pores in their bodies and filter out bacteria and food "
                "particles; about 9,000 species are known, and their fossils go back at least "
                "540 million years."
            ),
            D(
                "Coral: Corals are colonies of tiny polyps related to jellyfish and sea "
                "anemones, and the reef-building kinds lay down skeletons of calcium carbonate. "
                "They live in partnership with algae called zooxanthellae, which give them food "
                "and colour; when the water grows too warm the corals expel the algae and turn "
                "white, which is called bleaching."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain in the country where kiwis live?",
        "Aoraki / Mount Cook, 3,724 m, in New Zealand",
        [
            D(
                "Emu: The emu is a large flightless bird found only in Australia, standing up to "
                "1.9 m tall and second in height only to the ostrich. It can run at about 50 "
                "km/h, appears on the Australian coat of arms, and in 1932 soldiers with machine "
                "guns failed to cut the numbers of emus damaging wheat farms in Western "
                "Australia."
            ),
            S(
                "Kiwi (bird): Kiwi are small flightless birds found only in New Zealand, where "
                "they are the national symbol and have given New Zealanders their nickname. "
                "About the size of a chicken, they are mostly nocturnal, have nostrils at the "
                "tip of a long bill to sniff out worms, and lay an egg up to a fifth of the "
                "female's weight."
            ),
            D(
                "Kiwifruit: The kiwifruit is the fuzzy brown berry of a climbing vine native to "
                "central and eastern China, where it was known as the Chinese gooseberry. "
                "Growers in New Zealand took it up in the early 20th century and renamed it "
                "after the national bird in 1959 for export; Italy, New Zealand and Greece are "
                "now big producers."
            ),
            S(
                "Aoraki / Mount Cook: Aoraki / Mount Cook is the highest mountain in New "
                "Zealand, rising 3,724 m in the Southern Alps of the South Island. A rock "
                "avalanche in 1991 and later erosion cut it down from 3,764 m, and Edmund "
                "Hillary trained on its slopes before Everest; the first ascent was made on "
                "Christmas Day 1894."
            ),
            D(
                "Mount Kosciuszko: Mount Kosciuszko, 2,228 m, is the highest mountain of "
                "mainland Australia, in the Snowy Mountains of New South Wales. The Polish "
                "explorer Pawel Strzelecki climbed it in 1840 and named it after the Polish "
                "patriot Tadeusz Kosciuszko; a walking track from Thredbo leads to its rounded "
                "summit."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is the closest star to Earth after the Sun?",
        "Proxima Centauri, about 4.24 light-years away",
        [
            D(
                "Sirius, in the constellation Canis Major, is the brightest star in the night "
                "sky, about twice as bright as the next brightest, Canopus. It lies 8.6 "
                "light-years from Earth and has a faint white dwarf companion, Sirius B, first "
                "seen by Alvan Graham Clark in 1862 while he was testing a new 18.5-inch "
                "telescope lens in Massachusetts."
            ),
            D(
                "Alpha Centauri A and B are a pair of Sun-like stars that orbit each other every "
                "80 years and together appear as the third brightest point of light in the night "
                "sky, visible only from southern latitudes. The pair lie about 4.37 light-years "
                "away, and with Beta Centauri they point the way towards the Southern Cross."
            ),
            S(
                "Proxima Centauri, a small red dwarf in the constellation Centaurus, is the "
                "nearest known star to the Sun, about 4.24 light-years away. It was found by the "
                "Scottish astronomer Robert Innes in 1915 and is far too faint to see without a "
                "telescope; in 2016 astronomers announced a planet, Proxima b, circling it where "
                "liquid water could exist."
            ),
            D(
                "Barnard's Star is a faint red dwarf in the constellation Ophiuchus, about six "
                "light-years from the Sun, and it moves across the sky faster than any other "
                "star, about 10.3 arcseconds a year. The American astronomer E. E. Barnard "
                "measured this motion in 1916, and the star will pass within about 3.8 "
                "light-years of the Sun in some 10,000 years."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many eyes do spiders have",
        "most have eight; some six, four, two or none",
        [
            D(
                "Spiders have eight legs, each made of seven segments, and a pair of short "
                "leg-like pedipalps near the mouth that males use to transfer sperm. Unlike "
                "insects, which have three body parts, a spider has two, the cephalothorax and "
                "the abdomen, and the silk-spinning spinnerets sit at the tip of the abdomen, "
                "usually three pairs of them."
            ),
            S(
                "Most spiders have eight eyes, usually set in two or three rows across the front "
                "of the head, although some families have six, a few have two or four, and "
                "certain cave-dwelling species have none at all. In jumping spiders the two "
                "large front eyes give sharp colour vision for stalking prey, while the smaller "
                "side eyes pick up movement."
            ),
            D(
                "Insects such as bees and dragonflies have two large compound eyes, each built "
                "from many separate units called ommatidia, up to about 30,000 in a dragonfly. "
                "Many insects also have three small simple eyes, or ocelli, on top of the head, "
                "which sense light levels and help them keep level in flight rather than forming "
                "images."
            ),
            D(
                "Scorpions, relatives of spiders, usually have a pair of eyes on top of the head "
                "and two to five pairs along the front corners, yet they see poorly and hunt "
                "mostly by touch and vibration. Their outer skeleton glows blue-green under "
                "ultraviolet light, which lets scientists find them at night with a UV lamp; "
                "about 2,500 species are known."
            ),
            D(
                "The goliath birdeater of the rainforests of northern South America is the "
                "heaviest spider, weighing up to about 175 grams with a leg span near 30 "
                "centimetres. Despite its name it seldom eats birds, feeding mostly on insects, "
                "worms and frogs, and when threatened it rubs its legs to fling irritating hairs "
                "at an attacker."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, the Caspian Sea or the Black Sea?",
        "the Black Sea, about 436,000 km\u00b2, against about 371,000 km\u00b2 for the Caspian",
        [
            D(
                "The Baltic Sea covers about 377,000 square kilometres of northern Europe, a "
                "shallow, brackish sea enclosed by nine countries, among them Sweden, Finland, "
                "Poland and Germany. It averages only about 55 metres deep, its northern Gulf of "
                "Bothnia freezes most winters, and it is linked to the North Sea through the "
                "Danish straits."
            ),
            S(
                "The Caspian Sea, lying between Europe and Asia, is the largest enclosed body of "
                "water on Earth, with an area of about 371,000 square kilometres and no outlet "
                "to the ocean. Its water is about a third as salty as seawater, it is fed mainly "
                "by the Volga, and five countries share its shores, among them Russia, "
                "Kazakhstan and Iran."
            ),
            D(
                "The Sea of Azov, joined to the Black Sea by the narrow Kerch Strait, is the "
                "shallowest sea in the world, nowhere deeper than about 14 metres, and covers "
                "some 39,000 square kilometres. The Don and the Kuban rivers pour into it, "
                "keeping its water only slightly salty, and in cold winters much of its surface "
                "freezes over."
            ),
            S(
                "The Black Sea covers about 436,000 square kilometres between south-eastern "
                "Europe and Anatolia and reaches depths of more than 2,200 metres. It connects "
                "to the Mediterranean through the Bosporus, the Sea of Marmara and the "
                "Dardanelles, and below about 150 metres its water holds no oxygen, which has "
                "kept ancient shipwrecks almost intact."
            ),
            D(
                "The Sea of Marmara lies wholly within Turkey, linking the Black Sea to the "
                "Aegean through the Bosporus and the Dardanelles, and covers about 11,350 square "
                "kilometres. Istanbul spreads along its north-eastern shore, its name comes from "
                "the marble quarried on Marmara Island, and in 2021 a thick slime known as sea "
                "snot coated its surface."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the Galilean moons of Jupiter?",
        "Io, Europa, Ganymede and Callisto",
        [
            D(
                "Saturn's largest moons include Titan, Rhea, Iapetus, Dione, Tethys, Enceladus "
                "and Mimas. Christiaan Huygens discovered Titan in 1655, and Giovanni Domenico "
                "Cassini found four more between 1671 and 1684; Titan is the only moon with a "
                "thick atmosphere, and jets of water ice erupt from the south pole of Enceladus."
            ),
            D(
                "Jupiter also has a swarm of small inner moons, Metis, Adrastea, Amalthea and "
                "Thebe, which orbit closer to the planet than Io and feed dust into its faint "
                "rings. Amalthea, the largest of them at about 250 km long, was found by Edward "
                "Emerson Barnard in 1892, the last moon to be discovered by eye rather than by "
                "photography."
            ),
            D(
                "The five major moons of Uranus, Miranda, Ariel, Umbriel, Titania and Oberon, "
                "are named after characters in the works of Shakespeare and Alexander Pope. "
                "William Herschel found Titania and Oberon in 1787, six years after he "
                "discovered the planet itself, and Miranda shows a jumble of cliffs up to 20 km "
                "high, seen by Voyager 2 in 1986."
            ),
            S(
                "The four largest moons of Jupiter, Io, Europa, Ganymede and Callisto, are "
                "called the Galilean moons because Galileo Galilei spotted them with his "
                "telescope in January 1610. Their discovery showed that not everything in the "
                "sky circles the Earth; Ganymede is the largest moon in the Solar System and Io "
                "the most volcanically active body known."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does an oxbow lake form?",
        "a meander's outer bank is eroded and its inner bank built up until only a narrow neck "
        "remains; the river cuts through the neck, often in a flood, and silt seals off the old "
        "loop as a crescent lake",
        [
            D(
                "A kettle lake forms where a block of ice breaks off a retreating glacier and is "
                "buried in sand and gravel washed out from the melting front. When the ice "
                "finally melts, the ground above it slumps into a round hollow that fills with "
                "water; Walden Pond in Massachusetts, where Henry David Thoreau lived from 1845 "
                "to 1847, is a kettle lake."
            ),
            S(
                "An oxbow lake begins as a meander in a river winding across a flat floodplain. "
                "The current erodes the outer bank of each bend and drops sediment on the inner "
                "one, so the loop swells until only a narrow neck of land separates its ends; in "
                "a flood the river breaks through the neck, takes the shorter path, and silt "
                "seals off the abandoned curve as a crescent-shaped lake."
            ),
            D(
                "The word oxbow first meant the U-shaped wooden collar that fits under the neck "
                "of an ox and attaches to the yoke. The Connecticut River near Northampton, "
                "Massachusetts, makes a famous sweeping curve known as the Oxbow, painted by "
                "Thomas Cole in 1836 as he looked down on it from Mount Holyoke after a passing "
                "thunderstorm."
            ),
            D(
                "Billabong is the Australian name for a pool of water left in a dry channel or "
                "cut off from a river, a word taken from the Wiradjuri language. Many billabongs "
                "along the Murray and Darling rivers fill only after floods, they are rich in "
                "waterbirds and river red gums, and one appears in the first line of the "
                "Australian bush ballad Waltzing Matilda, written by Banjo Paterson in 1895."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do beavers build dams?",
        "to make a deep, still pond that keeps their lodge entrances underwater, safe from "
        "predators, and that does not freeze to the bottom, so they can reach their underwater "
        "winter store of branches",
        [
            D(
                "The longest beaver dam known, about 850 metres long, lies in Wood Buffalo "
                "National Park in northern Alberta, Canada. Scientists spotted it on satellite "
                "images in 2007; it was probably begun in the 1970s by several generations of "
                "beavers, and it is so remote that the first person known to reach it on foot, "
                "the American explorer Rob Mark, arrived only in July 2014."
            ),
            D(
                "Eurasian beavers were hunted out of Britain by the 16th century for their fur, "
                "meat and castoreum, a scent from glands that was used in medicine and perfume. "
                "Trial releases at Knapdale in Scotland began in 2009, and in 2022 wild beavers "
                "became a protected species in England, where they are now set free to slow "
                "floods and restore wetlands."
            ),
            S(
                "Beavers build dams of sticks and mud to raise the water level of a stream and "
                "make a deep, still pond. The water keeps the entrances of their lodge below the "
                "surface, out of reach of wolves, coyotes and other predators, and because the "
                "pond does not freeze to the bottom in winter, the family can swim out under the "
                "ice to the store of branches it has sunk nearby."
            ),
            D(
                "Muskrats build dome-shaped houses of cattails, reeds and mud in shallow marshes "
                "across North America, up to a metre high, with underwater entrances like those "
                "of beaver lodges. Unlike beavers they neither build dams nor fell trees, they "
                "weigh about a tenth as much, and their thick fur was once sold by the million "
                "as Hudson seal."
            ),
            D(
                "Beavers are the largest rodents of North America and Europe, weighing up to "
                "about 30 kilograms, second in the world only to the capybara of South America. "
                "Their orange front teeth are hardened with iron and never stop growing, and a "
                "single beaver can fell a willow 15 centimetres thick in a night, gnawing around "
                "the trunk."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "do fish sleep",
        "yes, in their own way: they have regular periods of rest when alertness, breathing and "
        "metabolism drop, though most cannot close their eyes",
        [
            D(
                "Dolphins and whales sleep with one half of the brain at a time, a pattern "
                "called unihemispheric sleep, keeping the other half awake to watch for danger "
                "and to remember to come up for air, since for them breathing is a deliberate "
                "act. During this rest a dolphin often swims slowly with one eye closed, "
                "switching sides every couple of hours."
            ),
            D(
                "Goldfish have no eyelids, so their eyes stay open all the time; they control "
                "how much light they take in by moving into darker water or under plants. A "
                "goldfish kept alone in a small bowl may live only a few years, yet in a large "
                "pond they often pass 20, and one called Tish, won at a fair in Yorkshire in "
                "1956, lived to 43."
            ),
            D(
                "Parrotfish graze on algae growing over coral with beak-like fused teeth, "
                "grinding up the rock as they feed and passing it out as fine white sand; one "
                "large parrotfish can produce hundreds of kilograms of sand a year, and much of "
                "the sand on the beaches of the Maldives and Hawaii has passed through them. "
                "Many species change sex from female to male."
            ),
            S(
                "Fish do sleep, although not as we do: most have no eyelids and many keep "
                "swimming slowly, but they settle into regular periods of rest when they are "
                "less alert and their breathing and metabolism slow down. Some wrasses hide in "
                "crevices or bury themselves in sand at night, and zebrafish kept awake by "
                "researchers rest longer afterwards, just as sleep-deprived mammals do."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where Mount Kinabalu is?",
        "Kuala Lumpur; Mount Kinabalu is in Sabah, Malaysia",
        [
            D(
                "Mount Apo, 2,954 metres high, is the highest mountain in the Philippines, a "
                "dormant volcano on the island of Mindanao near the city of Davao. It is home to "
                "the critically endangered Philippine eagle, and the country's capital, Manila, "
                "lies about 950 kilometres to the north on the island of Luzon."
            ),
            S(
                "Mount Kinabalu, 4,095 metres high, rises in the state of Sabah on the northern "
                "tip of Borneo and is the highest mountain in Malaysia. Its granite summit "
                "plateau can be reached in two days on foot, and the park around it, one of "
                "Malaysia's first two World Heritage Sites, listed in 2000, holds more than "
                "5,000 plant species."
            ),
            D(
                "Borneo, the third largest island in the world, is shared by three countries: "
                "Indonesia's Kalimantan covers most of the south, two Malaysian states lie along "
                "the north, and the small sultanate of Brunei, whose capital is Bandar Seri "
                "Begawan, sits between them. Its rainforests are home to orangutans and "
                "proboscis monkeys."
            ),
            S(
                "Kuala Lumpur is the capital and largest city of Malaysia, founded in the 1850s "
                "as a tin-mining settlement where the Klang and Gombak rivers meet; its name "
                "means muddy confluence in Malay. The Petronas Twin Towers, finished in 1998, "
                "were the tallest buildings in the world until 2004, while much of the "
                "government has moved to Putrajaya."
            ),
            D(
                "Jakarta, on the north-west coast of Java, is the capital of Indonesia and with "
                "its suburbs home to more than 30 million people. The city is sinking by several "
                "centimetres a year in places as groundwater is pumped out, and in 2019 the "
                "government announced that the capital would move to Nusantara, a new city being "
                "built in East Kalimantan on Borneo."
            ),
        ],
        drop=0,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "What is the largest lizard in the world?",
        "the Komodo dragon, up to about 3 m long and 70 kg or more",
        [
            D(
                "Home > Nature > Reptiles | Saltwater crocodile fact file | The saltwater "
                "crocodile is the largest living reptile, with old males reaching 6 m and over a "
                "tonne. It ranges from eastern India to northern Australia, swims far out to sea "
                "between islands, and Lolong, caught in the Philippines in 2011, measured 6.17 "
                "m. Share this | Newsletter | Cookie policy"
            ),
            S(
                "Home > Nature > Reptiles | Komodo dragon: the biggest lizard alive | The Komodo "
                "dragon of eastern Indonesia is the largest living lizard, growing to about 3 m "
                "long and 70 kg or more. It lives on Komodo, Rinca, Flores and a few nearby "
                "islands, ambushes deer and pigs, and has venom glands in its lower jaw. Share "
                "this | Related: Monitor lizards | Cookie policy"
            ),
            D(
                "Home > Nature > Prehistoric | Megalania, the giant monitor | Megalania was a "
                "huge monitor lizard that lived in Australia until about 40,000 years ago; "
                "estimates of its length run from 4.5 to 7 m. Known only from fossil bones first "
                "described by Richard Owen in 1859, it may have met the first people to reach "
                "the continent. Share this | Read next: Diprotodon | Cookie policy"
            ),
            D(
                "Home > Pets > Reptiles | Green iguana care guide | The green iguana of Central "
                "and South America can grow to about 1.7 m including its long tail and is one of "
                "the most popular large lizards kept as pets. It eats only plants and needs "
                "strong UVB lighting; escaped iguanas thrive in southern Florida, where they "
                "fall from trees in cold snaps. Share this | Shop: vivariums | Cookie policy"
            ),
            D(
                "Home > Travel > Indonesia | Visiting Komodo National Park | Komodo National "
                "Park, created in 1980 and listed by UNESCO in 1991, covers three large islands "
                "and many small ones between Sumbawa and Flores. Boats leave daily from Labuan "
                "Bajo, rangers with forked sticks lead the walks, and Pink Beach draws "
                "snorkellers. Share this | Book a tour | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "axolotl lifespan",
        "usually 10 to 15 years in captivity, a few over 20",
        [
            D(
                "Home > Nature > Conservation | Axolotls in the wild | Wild axolotls survive "
                "only in the canals of Xochimilco on the southern edge of Mexico City, where "
                "surveys found about 6,000 per km\u00b2 in 1998 and fewer than 36 per km\u00b2 "
                "by 2014. Pollution, drained wetlands and introduced tilapia and carp are to "
                "blame; the species is critically endangered. Share this | Donate | Cookie policy"
            ),
            D(
                "Home > Pets > Amphibians | Olm: the cave salamander that lives a century | The "
                "olm, a blind, pale salamander of the flooded caves of Slovenia and Croatia, may "
                "live for over 100 years, scientists estimated in 2010 from a colony studied "
                "since the 1950s. Like the axolotl it keeps its gills as an adult, and it can go "
                "years without food. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Pets > Amphibians | Axolotl life expectancy | Kept well, in cool, clean "
                "water at 16-18 \u00b0C, a pet axolotl usually lives 10 to 15 years, and a few "
                "have passed 20. These Mexican salamanders stay in their larval form for life, "
                "keeping their feathery gills, and can regrow lost limbs, parts of the heart and "
                "even of the brain. Share this | Tank setup guide | Cookie policy"
            ),
            D(
                "Home > Pets > Amphibians | Tiger salamander care | The tiger salamander of "
                "North America, a close relative of the axolotl, usually changes into a "
                "land-dwelling adult 20-30 cm long. In captivity it eats crickets and worms, "
                "likes a moist burrow of coconut fibre, and may reach 12 to 15 years; its larvae "
                "are sold as bait as waterdogs. Share this | Shop | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "zambezi vs niger which is longer",
        "the Niger, about 4,180 km, against about 2,574 km for the Zambezi",
        [
            D(
                "Home > Geography > Africa > Rivers | The Congo | The Congo River flows about "
                "4,700 km from the highlands of the East African Rift to the Atlantic, crossing "
                "the equator twice on its way. With depths over 220 m it is the deepest river "
                "known, and its basin drains about 4 million km\u00b2 of mostly rainforest, "
                "second only to the Amazon's. Share this | Map | Cookie policy"
            ),
            S(
                "Home > Geography > Africa > Rivers | The Zambezi | Rising in north-western "
                "Zambia, the Zambezi runs about 2,574 km through Angola, along the borders of "
                "Namibia, Botswana and Zimbabwe, and across Mozambique to the Indian Ocean. It "
                "plunges over Victoria Falls and is dammed at Kariba and Cahora Bassa. Share "
                "this | Map | Cookie policy"
            ),
            D(
                "Home > Geography > Africa > Rivers | The Limpopo | The Limpopo winds about "
                "1,750 km from South Africa along the borders of Botswana and Zimbabwe and "
                "through Mozambique to the Indian Ocean, north of Maputo. Rudyard Kipling called "
                "it the great grey-green, greasy Limpopo in his Just So Stories of 1902. Share "
                "this | Map | Cookie policy"
            ),
            S(
                "Home > Geography > Africa > Rivers | The Niger | The Niger, West Africa's main "
                "river, flows about 4,180 km in a great arc from the Guinea Highlands through "
                "Mali, Niger and Nigeria to the Gulf of Guinea. Near Timbuktu it spreads into "
                "the Inner Niger Delta, a vast seasonal wetland; it is the third longest river "
                "in Africa. Share this | Map | Cookie policy"
            ),
            D(
                "Home > Travel > Zambia | Zambezi river safaris | Canoe trips on the Lower "
                "Zambezi run for three to five days from Chirundu, drifting past hippos and "
                "elephants, while rafting below Victoria Falls offers grade 5 rapids from August "
                "to December. Game viewing is best in the dry season, from June. Share this | "
                "Book now | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "Which countries does the Mekong flow through?",
        "China, Myanmar, Laos, Thailand, Cambodia and Vietnam",
        [
            D(
                "Home > Geography > Asia > Rivers | The Salween | The Salween rises in Tibet and "
                "flows about 2,800 km south through China's Yunnan province and eastern Myanmar, "
                "forming part of the Myanmar-Thailand border, to the Andaman Sea at Mawlamyine. "
                "It runs almost entirely without large dams, one of the last such big rivers in "
                "Asia. Share this | Print | Cookie policy"
            ),
            D(
                "Home > Travel > Cambodia | Tonle Sap lake | Each monsoon the Mekong swells so "
                "much that it forces the Tonle Sap River to flow backwards, and Cambodia's great "
                "lake grows from about 2,500 km\u00b2 to as much as 16,000 km\u00b2. Floating "
                "villages rise and fall with it, and Siem Reap and Angkor lie near its northern "
                "shore. Share this | Tours | Cookie policy"
            ),
            S(
                "Home > Geography > Asia > Rivers | The Mekong at a glance | From its source on "
                "the Tibetan Plateau the Mekong runs about 4,900 km through or along six "
                "countries: China, Myanmar, Laos, Thailand, Cambodia and Vietnam, where it "
                "splits into the many arms of its delta. It is the twelfth longest river in the "
                "world. Share this | Print | Cookie policy"
            ),
            D(
                "Home > Geography > Asia > Rivers | The Irrawaddy | The Irrawaddy is Myanmar's "
                "longest river, running about 2,170 km from the meeting of two headwaters in "
                "Kachin State past Mandalay to a nine-armed delta on the Andaman Sea. It carries "
                "rice and teak, and Irrawaddy dolphins live in its upper reaches. Share this | "
                "Print | Cookie policy"
            ),
            D(
                "Home > Nature > Fish | Mekong giant catfish | The Mekong giant catfish can "
                "reach 3 m and 300 kg; one caught in northern Thailand in 2005 weighed 293 kg. "
                "Dams and overfishing have made it critically endangered, and in 2022 fishermen "
                "in Cambodia hooked a giant freshwater stingray of 300 kg. Share this | Related "
                "| Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do hailstones form?",
        "thunderstorm updrafts lift raindrops above the freezing level, where they freeze and "
        "gather layers of supercooled water as they are tossed up and down, until they are too "
        "heavy for the updraft and fall",
        [
            D(
                "Home > Weather > Records | The biggest hailstones | The largest hailstone "
                "measured in the United States fell at Vivian, South Dakota, on 23 July 2010: it "
                "was 20 cm across and weighed 0.88 kg. In 1986 stones of up to a kilogram killed "
                "92 people in the Gopalganj district of Bangladesh, the heaviest ever reported. "
                "Share this | More records | Cookie policy"
            ),
            D(
                "Home > Weather > Explainers | Sleet and freezing rain | Sleet forms when "
                "snowflakes melt in a warm layer of air and then refreeze into small ice pellets "
                "as they fall through cold air near the ground. If the cold layer is too "
                "shallow, the drops land as supercooled rain and freeze on contact, glazing "
                "roads, trees and power lines and bringing down branches. Share this | Cookie "
                "policy"
            ),
            S(
                "Home > Weather > Explainers | Where does hail come from? | In a thunderstorm, "
                "strong updrafts carry raindrops above the freezing level, where they freeze "
                "into pellets. These collide with supercooled droplets that freeze onto them "
                "layer by layer as they are tossed up and down in the cloud, until they are too "
                "heavy for the updraft to hold and fall. Share this | Cookie policy"
            ),
            D(
                "Home > Weather > Explainers | How snowflakes form | Snowflakes grow when water "
                "vapour freezes directly onto a tiny particle of dust or pollen in a cloud "
                "colder than about -10 \u00b0C. The six-sided shape comes from the structure of "
                "ice, and the temperature and humidity decide whether a flake grows plates, "
                "needles or branching stars. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do crickets chirp at night",
        "male crickets call to attract females and warn off rival males, by rubbing a scraper on "
        "one wing along a file on the other; many call after dark, when fewer predators hunt by "
        "sight",
        [
            D(
                "Home > Nature > Insects | Dolbear's law | In 1897 the physicist Amos Dolbear "
                "published a rule linking the chirping of the snowy tree cricket to the "
                "temperature: count the chirps in 14 seconds and add 40 to get the temperature "
                "in Fahrenheit. Crickets are cold-blooded, so they chirp faster on warm nights. "
                "Share this | Try it | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | Why cicadas are so loud | Male cicadas make their "
                "buzz with tymbals, ribbed membranes on the sides of the abdomen that buckle in "
                "and out hundreds of times a second, amplified by a largely hollow body; some "
                "species top 100 decibels. Periodical cicadas in North America appear every 13 "
                "or 17 years. Share this | Cookie policy"
            ),
            D(
                "Home > Garden > Pests | Crickets in the house | House crickets slip indoors in "
                "autumn through gaps round doors and vents, drawn by warmth and lights. They eat "
                "fabric, paper and crumbs; to get rid of them, seal cracks, cut outdoor "
                "lighting, reduce damp and set sticky traps along the skirting boards. Share "
                "this | Shop traps | Cookie policy"
            ),
            S(
                "Home > Nature > Insects | The sound of summer nights | Only male crickets sing. "
                "Each chirp is made by rubbing a scraper on one front wing along a toothed file "
                "on the other, and the song serves to draw in females and warn rival males away; "
                "many species call after dark, when fewer birds and lizards are hunting by "
                "sight. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Are there any snakes in Ireland?",
        "no native ones: rising seas cut Ireland off after the last Ice Age before snakes could "
        "reach it",
        [
            D(
                "Home > Nature > Britain | Britain's three snakes | Great Britain has three "
                "native snakes: the adder, the only venomous one, the grass snake, which often "
                "swims in ponds, and the rare smooth snake of the sandy heaths of Dorset and "
                "Hampshire. Britain stayed joined to Europe until about 8,000 years ago, giving "
                "them time to arrive. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Ireland | Ireland's missing snakes | Ireland has no native "
                "snakes. After the last Ice Age rising seas cut the island off from Britain, "
                "before snakes moving north from Europe could reach it, so the legend of Saint "
                "Patrick driving them out has no basis; the only native land reptile is the "
                "viviparous lizard. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Ireland | Saint Patrick's Day | Saint Patrick's Day on 17 March "
                "marks the death of Ireland's patron saint in the fifth century. Dublin's "
                "festival runs over several days, with a parade watched by about half a million "
                "people, and Chicago has dyed its river green every year since 1962. Share this "
                "| Events | Cookie policy"
            ),
            D(
                "Home > Nature > World | Snake-free places | New Zealand, Iceland and Antarctica "
                "are the best-known places with no wild land snakes, while Hawaii bans pet "
                "snakes and uses dogs to catch stowaways at its airports. New Zealand's coasts "
                "do get rare visits from the yellow-bellied sea snake. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What language is spoken in the country where Angel Falls is?",
        "Spanish; Angel Falls is in Venezuela",
        [
            D(
                "Home > Travel > South America | Iguazu Falls | Iguazu Falls, on the border of "
                "Argentina and Brazil, is a chain of about 275 cascades nearly 3 km wide, the "
                "biggest being the Devil's Throat, 82 m high. The falls lie in national parks on "
                "both sides, listed by UNESCO in 1984 and 1986. Share this | Tours | Cookie "
                "policy"
            ),
            S(
                "Home > Travel > South America | Angel Falls | Angel Falls, Kerepakupai Meru in "
                "the Pemon language, drops 979 m from the edge of Auyan-tepui in Canaima "
                "National Park, Venezuela, making it the highest uninterrupted waterfall on "
                "Earth. It is named after Jimmie Angel, an American pilot who flew over it in "
                "1933. Share this | Tours | Cookie policy"
            ),
            D(
                "Home > Countries > Guyana | Guyana fact file | Capital: Georgetown. Official "
                "language: English, the only South American country where it is. Currency: the "
                "Guyanese dollar. Population: about 800,000. Famous sight: Kaieteur Falls, a "
                "single drop of 226 m on the Potaro River. Share this | Cookie policy"
            ),
            S(
                "Home > Countries > Venezuela | Venezuela fact file | Capital: Caracas. Official "
                "language: Spanish, though the constitution also recognises indigenous languages "
                "such as Wayuu and Warao. Currency: the bolivar. Population: about 28 million. "
                "Highest point: Pico Bolivar, 4,978 m, in the Andes. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > South America | Roraima | Mount Roraima, 2,810 m, is a "
                "flat-topped tepui in the Guiana Highlands where Venezuela, Brazil and Guyana "
                "meet, its sheer cliffs often wrapped in cloud. It inspired Arthur Conan Doyle's "
                "novel The Lost World of 1912, and trekkers reach the summit and return in about "
                "six days. Share this | Tours | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the pH of pure water?",
        "7, neutral, at 25 \u00b0C",
        [
            D(
                "Q: What is the pH of seawater?\nA: Surface seawater today averages about 8.1, "
                "slightly alkaline, thanks to dissolved carbonate and bicarbonate. It was about "
                "8.2 before the Industrial Revolution; the fall of roughly 0.1 since then, "
                "caused by the ocean taking up carbon dioxide, means about 30 per cent more "
                "hydrogen ions."
            ),
            S(
                "Q: What pH does pure water have?\nA: At 25 \u00b0C pure water has a pH of 7, "
                "the neutral point of the scale, because it splits into equal, tiny amounts of "
                "hydrogen and hydroxide ions. The value falls slightly as water warms, to about "
                "6.1 at 100 \u00b0C, though the water stays neutral. Rain is usually a little "
                "acidic, around 5.6, as it dissolves carbon dioxide."
            ),
            D(
                "Q: Who invented the pH scale?\nA: The Danish chemist S\u00f8ren S\u00f8rensen "
                "introduced it in 1909 at the Carlsberg Laboratory in Copenhagen, where he "
                "studied proteins and brewing. The scale is logarithmic, so each step means a "
                "tenfold change in hydrogen ions; stomach acid sits near 1.5 to 3.5 and "
                "household bleach near 12 or 13."
            ),
            D(
                "pH of common liquids\n\u2022 Lemon juice: about 2\n\u2022 Cola: about "
                "2.5\n\u2022 Black coffee: about 5\n\u2022 Milk: about 6.7\n\u2022 Human blood: "
                "7.35 to 7.45\n\u2022 Baking soda in water: about 8.3\n\u2022 Household ammonia: "
                "about 11 to 12\n\u2022 Drain cleaner (lye): about 13 to 14\n\u2022 Vinegar: "
                "about 2.5 to 3\n\u2022 Seawater: about 8.1\n\u2022 Soap solution: about 9 to 10"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how far away is the moon",
        "about 384,400 km on average",
        [
            D(
                "Q: How far is the Sun from Earth?\nA: About 149.6 million km on average, a "
                "distance astronomers call one astronomical unit. Earth is closest to the Sun, "
                "about 147 million km, in early January and farthest, about 152 million km, in "
                "early July, so the changing distance does not cause the seasons. Sunlight takes "
                "about 8 minutes 20 seconds to reach us."
            ),
            D(
                "Moon fact sheet\n\u2022 Diameter: 3,474 km, about a quarter of Earth's\n\u2022 "
                "Mass: 1.2 per cent of Earth's\n\u2022 Surface gravity: about one sixth of "
                "Earth's\n\u2022 Orbital period: 27.3 days; phases repeat every 29.5 "
                "days\n\u2022 Surface temperature: about 120 \u00b0C by day, -130 \u00b0C at "
                "night\n\u2022 Largest crater: South Pole-Aitken basin"
            ),
            S(
                "Q: How far is the Moon from Earth?\nA: On average about 384,400 km, centre to "
                "centre, or roughly 30 Earth diameters. Because its orbit is an ellipse, the "
                "distance swings between about 363,000 km at perigee and 405,000 km at apogee, "
                "and laser beams bounced off reflectors left by Apollo crews show it drifting "
                "away by about 3.8 cm a year."
            ),
            D(
                "Q: How long did Apollo astronauts take to reach the Moon?\nA: About three days. "
                "Apollo 11 was launched on 16 July 1969 and entered lunar orbit on 19 July, some "
                "76 hours later, and the crew splashed down in the Pacific on 24 July. The "
                "fastest probe to pass the Moon, New Horizons, launched in 2006, crossed its "
                "orbit in under nine hours."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which conducts electricity better, copper or silver?",
        "silver, resistivity about 1.59 \u00d7 10\u207b\u2078 \u03a9\u00b7m against about 1.68 "
        "\u00d7 10\u207b\u2078 for copper",
        [
            S(
                "Q: How well does silver conduct electricity?\nA: Silver has a resistivity of "
                "about 1.59 \u00d7 10\u207b\u2078 ohm-metres at 20 \u00b0C. It is too costly for "
                "ordinary wiring, but it coats the contacts of switches and relays, forms the "
                "tracks printed on car rear-window heaters and goes into some audio cables; it "
                "also conducts heat well, which is why a silver spoon gets hot in tea."
            ),
            D(
                "Q: Is gold a better conductor than copper?\nA: No. Gold's resistivity, about "
                "2.44 \u00d7 10\u207b\u2078 ohm-metres, is higher than copper's, but gold does "
                "not tarnish, so a thin layer of it plates connectors, SIM card contacts and the "
                "pins of computer chips, where a clean, lasting contact matters more than a "
                "small loss of current."
            ),
            D(
                "Q: What is a superconductor?\nA: A material that, cooled below a critical "
                "temperature, carries current with no electrical resistance at all. Heike "
                "Kamerlingh Onnes found the effect in mercury at about 4.2 K in 1911, and "
                "high-temperature superconductors, found in 1986, work in liquid nitrogen; "
                "superconducting coils drive MRI scanners and the Large Hadron Collider."
            ),
            S(
                "Q: Why is copper used for household wiring?\nA: Copper combines a low "
                "resistivity, about 1.68 \u00d7 10\u207b\u2078 ohm-metres at 20 \u00b0C, with "
                "strength, ductility and a moderate price, so it can be drawn into thin wires "
                "that bend without breaking. Aluminium, cheaper and lighter but a poorer "
                "conductor, is used for overhead power lines instead."
            ),
            D(
                "Conductivity of metals at 20 \u00b0C (million siemens per metre)\n\u2022 Gold: "
                "41\n\u2022 Aluminium: 38\n\u2022 Tungsten: 18\n\u2022 Zinc: 17\n\u2022 Brass: "
                "about 16\n\u2022 Nickel: 14\n\u2022 Iron: 10\n\u2022 Platinum: 9.4\n\u2022 "
                "Lead: 4.8\n\u2022 Titanium: 2.4\n\u2022 Stainless steel: about 1.4\n\u2022 "
                "Mercury: about 1\n\u2022 Higher figures mean less resistance"
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the main ranks of biological classification?",
        "domain, kingdom, phylum, class, order, family, genus and species",
        [
            D(
                "Q: Who devised the two-part names of species?\nA: The Swedish botanist Carl "
                "Linnaeus made binomial names standard in Species Plantarum, 1753, for plants, "
                "and in the tenth edition of Systema Naturae, 1758, for animals. Each species "
                "gets a genus name with a capital letter and a species name in lower case, both "
                "in italics, as in Homo sapiens."
            ),
            S(
                "Taxonomic ranks at a glance\n\u2022 Domain: the broadest, e.g. Eukarya\n\u2022 "
                "Kingdom: e.g. Animalia\n\u2022 Phylum: e.g. Chordata\n\u2022 Class: e.g. "
                "Mammalia\n\u2022 Order: e.g. Carnivora\n\u2022 Family: e.g. Felidae\n\u2022 "
                "Genus: e.g. Panthera\n\u2022 Species: e.g. Panthera leo, the lion\n\u2022 Each "
                "rank sits inside the one above it"
            ),
            D(
                "Q: How many kingdoms of life are there?\nA: It depends on the scheme. Robert "
                "Whittaker proposed five in 1969: animals, plants, fungi, protists and monera, "
                "the bacteria; later systems split the bacteria to give six, and since 1990 Carl "
                "Woese's three domains, Bacteria, Archaea and Eukarya, have been placed above "
                "the kingdoms."
            ),
            D(
                "Classification of the grey wolf\n\u2022 Common name: grey wolf\n\u2022 "
                "Scientific name: Canis lupus\n\u2022 Family: Canidae, with foxes and "
                "jackals\n\u2022 Subspecies: about 38, including the domestic dog, Canis lupus "
                "familiaris\n\u2022 Range: North America, Europe and Asia\n\u2022 Weight: 30 to "
                "80 kg\n\u2022 Pack size: usually 5 to 10"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How can I tell a frog from a toad?",
        "frogs have smooth, moist skin and long legs for leaping and stay near water; toads have "
        "dry, warty skin, short legs for walking or small hops, and bulging glands behind the "
        "eyes",
        [
            D(
                "Q: Is it true that touching a toad gives you warts?\nA: No. Human warts are "
                "caused by the human papillomavirus, which toads do not carry. Toads can, "
                "however, ooze a bitter toxin from glands in their skin that irritates the eyes "
                "and mouth and makes dogs that bite them drool and foam, so wash your hands "
                "after handling one."
            ),
            D(
                "Q: What is the difference between frogspawn and toadspawn?\nA: Common frogs lay "
                "their eggs in large clumps that float at the surface of ponds, usually in "
                "February or March, while common toads lay theirs a little later in long double "
                "strings wound around water plants. Toad tadpoles are darker and tend to swim "
                "together in shoals."
            ),
            S(
                "Q: What's the difference between frogs and toads?\nA: There is no strict "
                "scientific line, but you can usually tell by looking: frogs have smooth, moist "
                "skin and long back legs for big leaps, and stay near water, while toads have "
                "dry, warty skin, short legs for walking or small hops, and bulging poison "
                "glands behind the eyes."
            ),
            D(
                "Q: How do I attract frogs to my garden?\nA: Dig a pond with gently sloping "
                "sides and no fish, let it fill with rainwater and plant native water plants "
                "around the edge. Leave log piles and long grass for shelter, avoid slug pellets "
                "and weedkillers, and don't move frogspawn between ponds, as it can spread "
                "disease."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do hydrangeas change colour",
        "soil pH: in acid soil the plant takes up aluminium and the flowers turn blue; in "
        "neutral or alkaline soil the aluminium is locked up and they turn pink",
        [
            D(
                "Q: Why are my hydrangea leaves turning brown?\nA: Usually from too little "
                "water. Hydrangeas have shallow roots and lose a lot of water through their "
                "large leaves, so in a hot, dry spell the leaf edges scorch and crisp. Water "
                "deeply at the base in the morning, mulch to keep the soil cool, and move "
                "pot-grown plants out of the afternoon sun."
            ),
            S(
                "Q: My hydrangea was blue and now it's pink. What happened?\nA: In bigleaf "
                "hydrangeas the flower colour depends on aluminium the plant takes up from the "
                "soil. In acid soil, below about pH 5.5, the aluminium dissolves and the blooms "
                "turn blue; in neutral or chalky soil it stays locked up and they turn pink. "
                "Fresh compost or lime can shift a plant from one to the other."
            ),
            D(
                "Q: Why do red cabbage juice and some flowers change colour?\nA: They contain "
                "anthocyanins, pigments that act as natural pH indicators: red in acid, purple "
                "near neutral and blue to green in alkaline conditions. Boil chopped red "
                "cabbage, strain the juice and add lemon juice or baking soda to watch it "
                "change; cornflowers and purple petunias owe their colour to the same pigments."
            ),
            D(
                "Q: When should I prune hydrangeas?\nA: It depends on the type. Bigleaf and "
                "lacecap hydrangeas flower on last year's wood, so just remove the old flower "
                "heads in early spring, cutting back to the first pair of fat buds. Panicle and "
                "smooth hydrangeas flower on new growth and can be cut back hard in late winter, "
                "to about 30 cm."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is mercury a liquid at room temperature?",
        "yes; it melts at -38.8 \u00b0C",
        [
            D(
                "Mercury (planet)\n\u2022 Distance from the Sun: about 58 million km on "
                "average\n\u2022 Year: 88 Earth days\n\u2022 Diameter: 4,879 km, the smallest "
                "planet\n\u2022 Surface temperature: about 430 \u00b0C by day, -180 \u00b0C at "
                "night\n\u2022 Moons: none\n\u2022 Visited by: Mariner 10, MESSENGER and "
                "BepiColombo\n\u2022 Named after: the Roman messenger of the gods"
            ),
            D(
                "Q: Which non-metal is liquid at room temperature?\nA: Bromine, a dark red-brown "
                "liquid that gives off choking orange fumes and melts at -7.2 \u00b0C. Two "
                "metals come close: gallium and caesium are solid at a room temperature of 20 "
                "\u00b0C but melt just above it, at about 29.8 \u00b0C and 28.5 \u00b0C, so a "
                "lump of gallium melts in your hand."
            ),
            S(
                "Mercury (element)\n\u2022 Symbol: Hg, from the Latin hydrargyrum, liquid "
                "silver\n\u2022 Atomic number: 80\n\u2022 Melting point: -38.8 \u00b0C, so it is "
                "liquid at room temperature, the only metal that is\n\u2022 Boiling point: 356.7 "
                "\u00b0C\n\u2022 Density: 13.5 g/cm\u00b3\n\u2022 Hazard: its vapour is toxic to "
                "breathe\n\u2022 Uses: thermometers, barometers, dental amalgam and fluorescent "
                "lamps"
            ),
            D(
                "Q: Why were mercury thermometers banned?\nA: The European Union stopped the "
                "sale of new mercury fever thermometers to the public in 2009 and of most other "
                "mercury measuring devices in 2014, because broken ones release a toxic metal "
                "that builds up in the environment and the food chain. Digital and "
                "alcohol-filled thermometers do the same job safely."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do they use in the country where Lake Toba is?",
        "the Indonesian rupiah; Lake Toba is in North Sumatra, Indonesia",
        [
            S(
                "Q: What is Lake Toba?\nA: Lake Toba, in the highlands of North Sumatra, "
                "Indonesia, is the largest volcanic lake in the world, about 100 km long. It "
                "fills the caldera left by a supereruption some 74,000 years ago, one of the "
                "largest known, and Samosir, an island almost the size of Singapore, rises in "
                "its middle."
            ),
            D(
                "Philippines at a glance\n\u2022 Capital: Manila\n\u2022 Currency: Philippine "
                "peso (PHP)\n\u2022 Population: about 115 million\n\u2022 Islands: about "
                "7,600\n\u2022 Official languages: Filipino and English\n\u2022 Highest point: "
                "Mount Apo, 2,954 m\n\u2022 Largest lake: Laguna de Bay, near Manila"
            ),
            D(
                "Q: What is Lake Taupo?\nA: Lake Taupo, in the centre of New Zealand's North "
                "Island, is the largest lake in the country, about 616 km\u00b2. It fills a "
                "caldera formed by the Oruanui supereruption about 25,500 years ago, and the "
                "Hatepe eruption around 232 AD was one of the most violent of the last 5,000 "
                "years."
            ),
            S(
                "Indonesia at a glance\n\u2022 Capital: Jakarta, with a new capital, Nusantara, "
                "being built on Borneo\n\u2022 Currency: Indonesian rupiah (IDR)\n\u2022 "
                "Population: about 280 million, fourth largest in the world\n\u2022 Islands: "
                "more than 17,000\n\u2022 Official language: Indonesian"
            ),
            D(
                "Q: What was the Tambora eruption?\nA: Mount Tambora on Sumbawa erupted in April "
                "1815 in the most powerful eruption in recorded history, killing tens of "
                "thousands. The ash and sulfur it threw into the stratosphere cooled the globe, "
                "and 1816 became the Year Without a Summer, with snow in New England in June and "
                "failed harvests in Europe."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the largest fish in the world?",
        "the whale shark, up to about 18 m and over 20 tonnes",
        [
            D(
                "The blue whale is the heaviest animal known ever to have lived, reaching about "
                "30 metres and up to 190 tonnes, though as a mammal it breathes air through a "
                "pair of blowholes. Hunted almost to extinction in the twentieth century, it was "
                "protected worldwide in 1966, and its low calls can carry for hundreds of "
                "kilometres through the deep ocean."
            ),
            D(
                "The ocean sunfish and its cousin the bump-head sunfish are the heaviest of the "
                "bony fishes: one found off the Azores in 2021 weighed 2,744 kilograms. "
                "Flattened and almost tailless, they drift near the surface eating jellyfish, "
                "and a single female can carry some 300 million eggs, more than any other known "
                "vertebrate."
            ),
            S(
                "Of all the creatures that breathe through gills, none outgrows the whale shark, "
                "a slow, spotted filter feeder of warm seas that can reach some 18 metres from "
                "snout to tail and weigh more than 20 tonnes. Despite its bulk it lives on "
                "plankton and small fry sieved from the water, and divers swim beside it off "
                "Ningaloo in Western Australia."
            ),
            D(
                "The basking shark, often seen off the coasts of Cornwall and Ireland in summer, "
                "grows to around 8 to 10 metres and cruises near the surface with its huge mouth "
                "wide open, straining plankton through its gill rakers. It was hunted for the "
                "oil in its liver until the 1990s and is now protected in British waters."
            ),
            D(
                "The giant oarfish, a ribbon-shaped fish with a red crest, is the longest of the "
                "bony fishes, recorded at up to 8 metres and perhaps more. It lives hundreds of "
                "metres down and is rarely seen alive, but dead ones that wash ashore, as on "
                "Santa Catalina Island in California in 2013, may explain old tales of sea "
                "serpents."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "coldest place on earth",
        "the high plateau of East Antarctica: -89.2 \u00b0C at Vostok Station in 1983, and about "
        "-94 \u00b0C from satellites",
        [
            D(
                "Oymyakon, a village of about 500 people in the Sakha Republic of Siberia, is "
                "often called the coldest permanently inhabited place on Earth. Its record low "
                "of minus 67.7 degrees Celsius was set in February 1933, and its school closes "
                "only when it drops below about minus 52; nearby Verkhoyansk claims the same "
                "title."
            ),
            S(
                "The lowest air temperature ever measured by a thermometer at the surface, minus "
                "89.2 degrees Celsius, was logged on 21 July 1983 at Vostok, a Russian research "
                "base high on the ice sheet of East Antarctica. Satellite readings from 2004 to "
                "2016 suggest that hollows on the nearby plateau fall further still, to about "
                "minus 94 on clear winter nights."
            ),
            D(
                "The hottest air temperature ever recorded, 56.7 degrees Celsius, was measured "
                "at Furnace Creek in Death Valley, California, on 10 July 1913, though some "
                "meteorologists doubt the reading. The ground there can pass 90 degrees in "
                "summer, and the valley also holds North America's lowest point, Badwater Basin, "
                "86 metres below sea level."
            ),
            D(
                "The summit of Denali in Alaska, 6,190 metres high, is among the coldest spots "
                "outside Antarctica; a weather station set up high on its slopes in 1990 has "
                "recorded wind chills below minus 80 degrees Celsius. Climbers on the usual West "
                "Buttress route need about three weeks to reach the top and return, and storms "
                "can pin them in their tents for days on end."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lives longer, a Greenland shark or a bowhead whale?",
        "the Greenland shark, estimated at about 270 to 500 years, against about 200 for the "
        "bowhead",
        [
            D(
                "The ocean quahog, a clam of the North Atlantic, can pass 500 years: one dredged "
                "off Iceland in 2006, later nicknamed Ming, had 507 growth rings in its shell, "
                "making it the oldest individual animal whose age has been counted. Researchers "
                "had frozen and opened it before they knew how old it was."
            ),
            S(
                "Radiocarbon dating of the eye lenses of Greenland sharks, published in 2016, "
                "suggested that the biggest of these slow giants of the Arctic and North "
                "Atlantic had been alive for some 270 to 500 years, the oldest perhaps around "
                "390. They grow only about a centimetre a year, and females seem not to breed "
                "until they are about 150."
            ),
            D(
                "Orcas in the wild usually live 30 to 50 years, females longer than males, and a "
                "matriarch known as Granny, of the southern resident group off Washington, was "
                "thought by some to be about 105 when she was last seen in 2016. Like humans, "
                "females stop breeding in middle age and guide their families for decades."
            ),
            S(
                "Bowhead whales of the Arctic can keep going for more than two centuries: stone "
                "and ivory harpoon tips from the 1800s have been found in living ones, and "
                "chemical studies of their eyes put one male at about 211 years. These baleen "
                "whales carry the thickest blubber of any animal, up to half a metre, and break "
                "through sea ice with their heads."
            ),
            D(
                "Galapagos giant tortoises can live well beyond 100 years; Harriet, said to have "
                "been collected by Charles Darwin in 1835, died at Australia Zoo in 2006 at an "
                "estimated 175. Jonathan, an Aldabra giant tortoise on Saint Helena, was "
                "reckoned to be about 190 in 2022, and was brought to the island from the "
                "Seychelles in 1882, when he was already fully grown."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the main parts of a flower?",
        "sepals, petals, stamens (filament and anther) and the pistil (stigma, style and ovary)",
        [
            D(
                "A seed has three main parts: the embryo, a tiny plant with a root and one or "
                "two seed leaves, the endosperm or cotyledons that store food for it, and the "
                "seed coat, a tough outer skin that shields it until conditions are right. When "
                "it takes up water the coat splits and the root comes out first; beans and peas "
                "store their food in two thick cotyledons."
            ),
            D(
                "A leaf is made up of a flat blade, a stalk called the petiole that joins it to "
                "the stem, and a network of veins carrying water in and sugars out. Its upper "
                "skin is coated in wax, and tiny pores called stomata, mostly on the underside, "
                "open and close to let in carbon dioxide; in autumn many trees seal off their "
                "leaves and drop them."
            ),
            S(
                "Look inside a blossom from the outside in and you meet four rings: the green "
                "sepals that wrapped the bud, the coloured petals that lure pollinators, the "
                "stamens, each a slender filament topped by a pollen-bearing anther, and at the "
                "very centre the pistil, made up of a sticky stigma, a stalk-like style and the "
                "ovary that will become the fruit."
            ),
            D(
                "The titan arum of Sumatra bears the tallest unbranched cluster of flowers in "
                "the world, up to about 3 metres, which opens for only a day or two and gives "
                "off a smell of rotting meat to draw carrion beetles and flies. Kew Gardens in "
                "London first brought one into bloom in 1889, and crowds still queue whenever "
                "one opens there."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do mangrove trees cope with salt water?",
        "their roots filter out most of the salt, some species sweat the excess out through "
        "glands in their leaves, and others store it in old leaves that they shed",
        [
            D(
                "Mangrove forests line about 150,000 square kilometres of tropical coast, and "
                "the Sundarbans, shared by Bangladesh and India in the delta of the Ganges and "
                "Brahmaputra, is the largest single stretch. They shelter the Bengal tiger, trap "
                "sediment, store several times more carbon per hectare than inland forests and "
                "soften the blow of cyclones."
            ),
            S(
                "Trees of tidal swamps keep the sea's brine at bay in several ways. Red mangrove "
                "roots act as ultrafine filters, letting fresh water through but holding back "
                "over 90 per cent of the salt, while black and grey mangroves sweat the excess "
                "out through glands on their leaves, where crystals can be seen, and others "
                "store it in old leaves that they then shed."
            ),
            D(
                "Because the mud they grow in holds almost no oxygen, many mangroves send up "
                "pencil-like breathing roots called pneumatophores that poke out of the sand at "
                "low tide, while red mangroves stand on arching prop roots. Their seeds sprout "
                "while still on the tree and drop as long spears that float for months before "
                "lodging in mud."
            ),
            D(
                "Saltmarsh plants of cooler coasts, such as glasswort and sea lavender, flourish "
                "where the tide floods in twice a day. Glasswort, also called marsh samphire, "
                "has fleshy jointed stems and is picked in summer and sold as a vegetable, and "
                "sea lavender turns the marshes of the north Norfolk coast purple each July and "
                "August."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do squirrels bury nuts",
        "to store food for winter and early spring, when little is to be found; they find many "
        "again by memory and smell",
        [
            D(
                "Red squirrels once lived throughout Britain, but since grey squirrels were "
                "brought from North America in 1876 their numbers have fallen to about 290,000, "
                "most of them in Scotland. Greys carry squirrelpox, which kills reds but not "
                "themselves, and they also digest unripe acorns better, leaving less food for "
                "their smaller cousins."
            ),
            D(
                "Jays are the great oak planters of Europe: a single Eurasian jay may carry off "
                "and hide several thousand acorns in a season, several at a time in its throat "
                "and bill, pushing them into soil and moss, often up to a few kilometres from "
                "the parent tree. Many oak woods are thought to have spread this way since the "
                "end of the last Ice Age, some 11,700 years ago."
            ),
            D(
                "Chipmunks, small striped relatives of squirrels, pack their cheek pouches with "
                "seeds and nuts and carry them to a single larder in their burrow, where they "
                "spend the cold months; they do not truly hibernate but wake every few days to "
                "eat. One eastern chipmunk can gather 165 acorns in a day."
            ),
            S(
                "Grey and red squirrels hide hundreds of acorns and hazelnuts one by one in "
                "shallow holes each autumn, a habit known as scatter hoarding, so that they will "
                "have something to eat in winter and early spring when little else can be found. "
                "They find many again by memory and smell, and the ones they forget often sprout "
                "into new oak and hazel trees."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a starfish a fish?",
        "no; it is an echinoderm, an invertebrate related to sea urchins",
        [
            D(
                "The crown-of-thorns starfish, covered in venomous spines and up to 35 "
                "centimetres across, feeds on living coral by turning its stomach out over it. "
                "Outbreaks of hundreds of thousands of them have stripped large parts of the "
                "Great Barrier Reef since the 1960s, and divers now kill them with single "
                "injections of vinegar or bile salts."
            ),
            S(
                "Despite the name, sea stars have nothing in common with cod or salmon: they are "
                "echinoderms, spiny-skinned invertebrates related to sea urchins and sand "
                "dollars, with no backbone, no fins and no gills. Water pumped through a system "
                "of canals works their hundreds of tube feet, and many can regrow a lost arm, "
                "some even a whole body from one."
            ),
            D(
                "The seahorse really is a fish, a bony fish related to the pipefish, that swims "
                "upright and steers with a tiny fin on its back; it breathes with gills, and the "
                "male carries the eggs in a brood pouch until up to 2,000 young are born. "
                "Seahorses have no stomach, so they must eat almost constantly."
            ),
            D(
                "Despite its name, the cuttlefish is a mollusc, a cousin of squid and octopuses "
                "with eight arms, two long tentacles and an internal shell, the cuttlebone, "
                "which is sold for pet birds to peck at. It can change colour and skin texture "
                "in a fraction of a second, and it sees polarised light that is hidden to us."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the longest river in the country where Mount Ararat is?",
        "the K\u0131z\u0131l\u0131rmak, about 1,355 km; Ararat is in Turkey",
        [
            D(
                "Armenia's highest peak, Mount Aragats, a four-summited extinct volcano of 4,090 "
                "metres, stands north-west of Yerevan; its crater holds snow late into summer, "
                "and a station on its slopes has studied cosmic rays since 1943. The longest "
                "river lying wholly within Armenia is the Hrazdan, about 141 kilometres long, "
                "which flows through the capital."
            ),
            S(
                "Ararat, the snow-capped double volcano where tradition says Noah's ark came to "
                "rest, rises to 5,137 metres in the far east of Turkey, close to the borders of "
                "Iran and Armenia. Although it appears on Armenia's coat of arms and looms over "
                "Yerevan, it lies wholly inside Turkish territory and is that nation's loftiest "
                "summit."
            ),
            D(
                "Lake Van, in the east of Turkey, is the country's largest lake at about 3,755 "
                "square kilometres, and its water is so salty and alkaline that only one fish, "
                "the pearl mullet, lives in it. The Armenian church of the Holy Cross, built on "
                "Akdamar island in the lake in the 10th century, was restored in 2007."
            ),
            S(
                "Of the rivers that both rise and end within Turkey's borders, none runs farther "
                "than the K\u0131z\u0131l\u0131rmak, the Red River, which arcs about 1,355 "
                "kilometres across central Anatolia before entering the Black Sea near Bafra. "
                "The Hittites knew it as the Marassantiya, and the ancient Greeks called it the "
                "Halys."
            ),
            D(
                "The Aras rises south of Erzurum in eastern Turkey and flows about 1,070 "
                "kilometres eastward, marking for long stretches the borders between Turkey, "
                "Armenia, Azerbaijan and Iran before it joins the Kura. Its valley, below the "
                "slopes of Mount Ararat, was the heart of the ancient kingdom of Urartu."
            ),
        ],
        drop=1,
    ),
]
