"""The sixty-third single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev59.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v44, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 284 characters and distractors 281; the longest passage is a support in
9 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered scandium?",
        "Lars Fredrik Nilson, a Swedish chemist at Uppsala, in 1879",
        [
            D(
                "Lutetium: The last of the lanthanides to be found was separated from ytterbia in "
                "1907 by three chemists working apart: Georges Urbain in Paris, Carl Auer von "
                "Welsbach in Austria and Charles James in New Hampshire. Urbain won the naming and "
                "chose Lutetia, the Roman name of his home city."
            ),
            D(
                "Eka-boron: When Dmitri Mendeleev drew up his periodic table in 1869 and 1871 he "
                "left gaps for elements nobody had yet seen. One, which he called eka-boron, was "
                "to sit between calcium and titanium, with an atomic weight near 44 and an oxide "
                "with the formula Eb2O3."
            ),
            S(
                "Scandium: In 1879 the Swedish chemist Lars Fredrik Nilson of Uppsala University "
                "was studying the rare minerals euxenite and gadolinite when he isolated the oxide "
                "of a new element. He named it scandium after Scandinavia, and it soon proved to "
                "be an element Mendeleev had predicted."
            ),
            D(
                "Scandium alloys: Adding a fraction of a percent of scandium to aluminium makes "
                "the metal much stronger and easier to weld. Soviet designers used such alloys in "
                "parts of MiG fighter jets, and since the 1990s they have turned up in bicycle "
                "frames, baseball bats and revolvers."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "loop of henle named after",
        "Friedrich Gustav Jakob Henle, the German anatomist who described it in 1862",
        [
            D(
                "Bowman's capsule: The cup of thin cells that wraps round each glomerulus in the "
                "kidney and catches the fluid filtered from the blood takes its name from the "
                "English surgeon and anatomist William Bowman. He described it in 1842, when he "
                "was only 25, after studying injected kidneys under a microscope."
            ),
            D(
                "Collecting duct: Each day the kidneys filter about 180 litres of fluid, yet only "
                "about 1.5 litres leave as urine. Much of the final adjustment is made in the "
                "collecting ducts, whose walls let water back into the body when antidiuretic "
                "hormone from the pituitary gland tells them to."
            ),
            D(
                "Malpighian corpuscle: The Italian physician Marcello Malpighi of Bologna saw tiny "
                "knots of blood vessels inside the kidney in 1666 and showed that it was not a "
                "shapeless mass. The filtering unit made of a glomerulus and its capsule is still "
                "often called a Malpighian or renal corpuscle."
            ),
            S(
                "Loop of Henle: The hairpin part of each kidney tubule, which dips from the cortex "
                "deep into the medulla and back, is named after the German anatomist Friedrich "
                "Gustav Jakob Henle, who described it in 1862. Salt pumped out of its rising limb "
                "lets the kidney make urine stronger than the blood."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is higher, Emi Koussi or Mount Tahat?",
        "Emi Koussi, at about 3,415 m, against about 2,908 m for Mount Tahat",
        [
            S(
                "Emi Koussi: This huge shield volcano at the south-eastern end of the Tibesti "
                "Mountains in northern Chad rises to about 3,415 m and measures some 60 km by 80 "
                "km at its base. Its summit holds a caldera about 15 km wide, and one of the "
                "craters inside it is lined with white deposits of natron."
            ),
            D(
                "Jebel Marra: In the Darfur region of western Sudan a range of volcanic peaks "
                "climbs to about 3,042 m, high enough to catch rain that the surrounding plains "
                "never see. At its top lies the Deriba caldera, holding two crater lakes, and "
                "orchards of oranges and apples grow on its cooler slopes."
            ),
            D(
                "Toussid\u00e9: At the western end of the Tibesti Mountains in Chad stands "
                "Toussid\u00e9, a volcano about 3,265 m high that still gives off steam from vents "
                "near its top. Just south-east of it lies the Trou au Natron, a caldera about 8 km "
                "across and 1,000 m deep with a floor of white salt."
            ),
            S(
                "Mount Tahat: The highest peak of Algeria, Mount Tahat reaches about 2,908 m in "
                "the Ahaggar, or Hoggar, Mountains of the central Sahara, north of the city of "
                "Tamanrasset. It is the eroded remains of volcanic rock, and the Tuareg herders of "
                "the region drive their camels through its valleys."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Which countries share Lake Neusiedl?",
        "Austria and Hungary",
        [
            D(
                "Lake Constance: Formed where the Rhine flows out of the Alps, Lake Constance "
                "covers about 536 km\u00b2 and touches Germany, Switzerland and Austria. The three "
                "have never agreed on a border across its main basin, and its water supplies about "
                "four million people in southern Germany."
            ),
            D(
                "Rust: The little town of Rust on the western shore of Lake Neusiedl is famous for "
                "the white storks that nest on the chimneys of its old houses each spring, and for "
                "its sweet wines. A wide belt of reeds, covering more than half the lake's area, "
                "keeps most of the town away from open water."
            ),
            S(
                "Lake Neusiedl: The largest steppe lake in central Europe, Lake Neusiedl covers "
                "about 315 km\u00b2 but is nowhere more than about 1.8 m deep. Roughly three "
                "quarters of it lies in Austria's Burgenland and the southern end in Hungary, "
                "where it is called Fert\u0151 t\u00f3. It dried up completely in the 1860s."
            ),
            D(
                "Lake Ohrid: One of the oldest lakes on Earth, more than a million years old, Lake "
                "Ohrid is shared by North Macedonia and Albania. It is about 288 m deep and so "
                "clear that you can see 20 m down, and more than 200 of its plants and animals, "
                "such as the Ohrid trout, are found nowhere else in the world."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a thermocouple measure temperature?",
        (
            "two wires of different metals joined at one end give a small voltage that grows with "
            "the temperature difference (the Seebeck effect)"
        ),
        [
            D(
                "Peltier effect: In 1834 the French watchmaker Jean Peltier found that a current "
                "sent through a joint between two different metals carries heat away from one side "
                "and dumps it on the other. Stacks of such junctions in small coolers keep picnic "
                "drinks cold and chill the sensor chips of some cameras."
            ),
            D(
                "Resistance thermometer: The common Pt100 sensor is a coil or film of platinum "
                "whose resistance is 100 ohms at 0 \u00b0C and rises by about 0.385 ohm for every "
                "degree. A meter passes a small current through it and works out the temperature "
                "from the resistance, accurate to about 0.1 \u00b0C."
            ),
            S(
                "Thermocouple: A thermocouple is two wires of different metals, such as chromel "
                "and alumel, welded together at the tip that goes into the heat. When that tip is "
                "hotter or colder than the free ends, a tiny voltage of a few tens of microvolts "
                "per degree appears, and a meter turns it into a reading."
            ),
            D(
                "Bimetallic strip: Two strips of metals that expand at different rates, such as "
                "brass and steel, are riveted together so that the strip bends as it warms. Old "
                "thermostats used the bend to open a switch at a set point, and dial thermometers "
                "coil the strip to turn a needle."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "gelada red chest patch why",
        (
            "it is a signal: a male's brighter patch shows his rank and a female's swells when she "
            "is fertile, since geladas sit on their rumps all day"
        ),
        [
            D(
                "Mandrill: The male mandrill of the rain forests of Gabon and Cameroon has a "
                "bright red stripe down its nose, ridged blue cheeks and a blue and red rump. The "
                "colours are brightest in the dominant males, whose testosterone levels are "
                "highest, and they quickly fade if a male loses his rank."
            ),
            S(
                "Gelada: Geladas spend most of the day sitting down, plucking grass, so the "
                "swollen rear that other baboons use as a signal is hidden. Instead they have a "
                "bare patch of skin on the chest: a leading male's turns bright red, and a "
                "female's swells with bead-like blisters when she is ready to mate."
            ),
            D(
                "Gelada diet: Found only in the highlands of Ethiopia, between about 1,800 m and "
                "4,400 m, the gelada is the only primate that lives mainly on grass. Grass blades, "
                "seeds and roots make up some 90% of its food, and it shuffles along on its "
                "haunches while it picks them with nimble fingers."
            ),
            D(
                "Hamadryas baboon: The males of this baboon of the Horn of Africa and south-west "
                "Arabia wear a heavy silvery cape of hair and are about twice the size of the "
                "females. The ancient Egyptians held the animal sacred to Thoth, god of writing, "
                "and sometimes mummified it in temples."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Does cardamom belong to the ginger family?",
        "Yes: cardamom (Elettaria cardamomum) is a member of the ginger family, Zingiberaceae",
        [
            D(
                "Cardamom Mountains: The Cardamom Mountains, or Kr\u00e2vanh, run across "
                "south-western Cambodia towards the border with Thailand and hold one of the "
                "largest rain forests left in mainland South-East Asia. Phnom Aural, at about "
                "1,813 m the highest point of all Cambodia, rises at their eastern end."
            ),
            D(
                "Black pepper: Black pepper comes from Piper nigrum, a climbing vine of the "
                "Piperaceae native to the Malabar Coast of south-western India. Its berries are "
                "picked green and dried in the sun until they shrivel and blacken, and it is the "
                "most traded spice in the world."
            ),
            D(
                "Cardamom in Guatemala: German coffee planters brought cardamom to the highlands "
                "of Alta Verapaz in Guatemala early in the 20th century, and the country now grows "
                "more of the spice than any other, selling most of it to the Middle East, where it "
                "is ground into coffee."
            ),
            S(
                "Cardamom: Green cardamom, Elettaria cardamomum, is a leafy perennial of the "
                "ginger family, Zingiberaceae, native to the forests of the Western Ghats of "
                "southern India. Its seed pods grow on runners near the ground, are picked by "
                "hand, and make it one of the world's most expensive spices."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the island on which the Piton de la Fournaise volcano stands?",
        "Saint-Denis: the Piton de la Fournaise is on R\u00e9union",
        [
            D(
                "Piton des Neiges: The highest point in the Indian Ocean, the extinct volcano "
                "Piton des Neiges reaches 3,070 m. Its collapse and erosion carved three great "
                "amphitheatres, the cirques of Mafate, Cilaos and Salazie, and Mafate can still be "
                "reached only on foot or by helicopter."
            ),
            S(
                "Piton de la Fournaise: One of the most active volcanoes in the world, the Piton "
                "de la Fournaise rises to 2,632 m in the south-east of R\u00e9union, the French "
                "island east of Madagascar. It erupts every year or two, and its lava often runs "
                "down a broad slope to the sea."
            ),
            D(
                "Mauritius: About 175 km north-east of its French neighbour lies Mauritius, "
                "independent from Britain since 1968, whose capital and main port is Port Louis. "
                "Its volcanic island is ringed by coral reefs, and it was the only home of the "
                "dodo, which was gone before the end of the 17th century."
            ),
            S(
                "R\u00e9union: An overseas department and region of France in the Indian Ocean, "
                "R\u00e9union has about 870,000 people and uses the euro. Its capital, "
                "Saint-Denis, lies on the north coast, and the island was uninhabited until French "
                "settlers arrived in the 1660s."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Where does the Sepik River reach the sea?",
        "in the Bismarck Sea, on the north coast of New Guinea",
        [
            D(
                "The Fly River, about 1,050 km long, drains the southern side of New Guinea's "
                "central ranges and for part of its course forms the border between Papua New "
                "Guinea and Indonesia. It carries a huge load of mud into the Gulf of Papua, where "
                "it has built a broad, funnel-shaped delta dotted with low islands."
            ),
            D(
                "Among the Iatmul people of the middle Sepik, young men were once initiated by "
                "having their backs and chests cut in patterns that heal into raised scars like "
                "the skin of a crocodile, the animal from which they say their ancestors came. "
                "Tall spirit houses stand in many river villages."
            ),
            S(
                "The Sepik, about 1,126 km long, rises in the Victor Emanuel Range in the "
                "highlands of Papua New Guinea, loops briefly into Indonesian Papua and then winds "
                "east through swamps and grasslands. It has no delta: it pours straight into the "
                "Bismarck Sea, staining the water brown far offshore."
            ),
            D(
                "The Ramu River runs about 640 km north-west from the Kratke Range of Papua New "
                "Guinea, parallel to the coast behind the Adelbert Range, and meets the Bismarck "
                "Sea close to the mouth of a larger neighbour. Its upper waters feed a "
                "hydroelectric scheme that was built in the 1970s to power the towns of the "
                "highlands."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "simpson desert named after",
        (
            "Alfred Allen Simpson, an Adelaide manufacturer who funded Cecil Madigan's exploration "
            "of it"
        ),
        [
            D(
                "The Gibson Desert of Western Australia was named by the explorer Ernest Giles "
                "after Alfred Gibson, a young member of his 1874 expedition. Sent back for help on "
                "the one good horse when their water ran low, Gibson rode off into the sand hills "
                "and was never seen again; Giles, on foot, barely survived the walk back."
            ),
            S(
                "The geologist Cecil Madigan, who mapped it from the air in 1929 and crossed it on "
                "camels ten years later, named the Simpson Desert after Alfred Allen Simpson, an "
                "Adelaide manufacturer whose family firm later became known for washing machines "
                "and who, as head of the local geographical society, paid for the 1939 trip."
            ),
            D(
                "Ernest Giles named the Great Victoria Desert after Queen Victoria during his "
                "crossing of 1875. Covering some 348,000 km\u00b2 of Western Australia and South "
                "Australia, it is the largest desert in the country, a land of red sand ridges, "
                "salt lakes and spinifex grass."
            ),
            D(
                "Big Red, or Nappanerica, is the tallest dune of the Simpson Desert, about 40 m "
                "high, and stands some 35 km west of Birdsville in Queensland. Drivers on the "
                "track across the desert try to charge up its steep sandy face, and a music "
                "festival is held at its foot each July."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is deeper, Lake V\u00e4nern or Lake V\u00e4ttern?",
        "Lake V\u00e4ttern, about 128 m at its deepest, against about 106 m for V\u00e4nern",
        [
            D(
                "Hornavan, a long narrow lake in Swedish Lapland near the town of Arjeplog, "
                "reaches a depth of about 221 m, the deepest of any lake in Sweden. It lies on the "
                "Skellefte River, and in winter its thick ice is used by car makers to test new "
                "models on frozen tracks."
            ),
            S(
                "Lake V\u00e4nern, the largest lake in Sweden and in the European Union, covers "
                "about 5,650 km\u00b2, yet it is fairly shallow for its size: its deepest point is "
                "about 106 m and its average depth only 27 m. The G\u00f6ta River drains it "
                "south-west to the sea at Gothenburg."
            ),
            S(
                "Lake V\u00e4ttern, Sweden's second-largest lake, is long and narrow, about 135 km "
                "from end to end, and covers some 1,890 km\u00b2. It reaches a depth of about 128 "
                "m, averages 41 m, and its water is so clear that it supplies several towns, among "
                "them J\u00f6nk\u00f6ping at its southern tip."
            ),
            D(
                "Lake M\u00e4laren, Sweden's third-largest lake, stretches about 120 km west from "
                "Stockholm, where it drains into the Baltic through channels in the middle of the "
                "city. On the island of Bj\u00f6rk\u00f6 in the lake lie the remains of Birka, a "
                "Viking trading town of the 8th to 10th centuries."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "thar desert countries",
        "India and Pakistan",
        [
            D(
                "The Rann of Kutch is a vast salt marsh in the Indian state of Gujarat, flooded by "
                "the sea and by rivers in the monsoon and baked into a glittering white crust in "
                "the dry season. The Great Rann alone covers some 7,500 km\u00b2, and the Little "
                "Rann beside it is the last refuge of the Indian wild ass."
            ),
            D(
                "The Karakum Desert covers about 70% of Turkmenistan, some 350,000 km\u00b2 of "
                "sand and clay plains. The Karakum Canal, dug from 1954, carries water from the "
                "Amu Darya across it for more than 1,100 km, and near the village of Derweze a gas "
                "crater has been burning since 1971."
            ),
            S(
                "The Thar, or Great Indian Desert, spreads over about 200,000 km\u00b2 on both "
                "sides of the border between India and Pakistan. Roughly 85% of it lies in India, "
                "mostly in Rajasthan, and the rest in the Pakistani provinces of Sindh and Punjab, "
                "and it is one of the most crowded deserts on Earth."
            ),
            D(
                "The Dasht-e Lut in south-eastern Iran is among the hottest places on the planet: "
                "satellites measured a ground temperature of 70.7 \u00b0C there in 2005. Its winds "
                "have carved long ridges called kaluts out of the soft rock, some of them tens of "
                "metres high, and almost nothing lives on its hottest, saltiest ground."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does brown fat make heat?",
        (
            "its many mitochondria contain uncoupling protein 1 (thermogenin), which lets the "
            "energy from burning fat escape as heat instead of being stored as ATP"
        ),
        [
            D(
                "Shivering is the body's quickest way to warm itself. When the skin and blood "
                "cool, the hypothalamus sets skeletal muscles contracting rapidly against each "
                "other, so that they do no useful work and nearly all the energy they burn turns "
                "to heat, up to five times the resting rate."
            ),
            D(
                "White fat, the body's main store of energy, holds triglycerides in cells that "
                "each carry a single large droplet. It is also a gland: in 1994 Jeffrey Friedman's "
                "team at Rockefeller University found that it releases leptin, a hormone that "
                "tells the brain how much fat the body holds."
            ),
            D(
                "In a fever, chemicals released during an infection, chiefly prostaglandin E2, "
                "raise the set point of the thermostat in the hypothalamus. The body then feels "
                "cold at its normal temperature, so blood vessels in the skin narrow and the "
                "person shivers under the blankets until the new set point is reached."
            ),
            S(
                "Brown fat owes its colour to its crowded, iron-rich mitochondria. These carry "
                "uncoupling protein 1, or thermogenin, which lets protons leak back across their "
                "inner membrane without driving the enzyme that makes ATP, so the energy of the "
                "fat they burn is given off straight away as heat."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why is the gegenschein seen opposite the Sun?",
        (
            "dust grains in space reflect sunlight most strongly straight back towards the Sun, "
            "where their lit faces show fully and hide their own shadows"
        ),
        [
            S(
                "The gegenschein is a faint glow in the night sky at the point directly opposite "
                "the Sun. It is sunlight reflected by dust grains in interplanetary space, and it "
                "gathers there because, seen from that direction, every grain shows its fully lit "
                "face and hides its own shadow, so it throws back the most light."
            ),
            D(
                "The zodiacal light is a tall, faint cone of light that rises along the ecliptic "
                "in the west after dusk in spring and in the east before dawn in autumn, as seen "
                "from northern latitudes. It is sunlight scattered by dust spread through the "
                "inner Solar System, and the glow of city lights easily hides it from view."
            ),
            D(
                "Airglow is the faint light that the upper atmosphere gives off even on the "
                "darkest night, as atoms and molecules excited by sunlight during the day release "
                "their energy. Its strongest line, a green glow from oxygen atoms about 95 km up, "
                "is seen in photographs taken from orbit."
            ),
            D(
                "To see the gegenschein, observers need a moonless night far from city lights, "
                "with the antisolar point high in the sky and away from the Milky Way, as in "
                "September and October. It is oval, about 10 degrees across, and best looked for "
                "around midnight, when it stands due south for northern observers."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is the dhole a wolf?",
        "No: the dhole is the only living member of its own genus, Cuon, not a wolf (Canis)",
        [
            D(
                "The Ethiopian wolf, Canis simensis, is a true wolf, a slender, rust-red animal "
                "that lives above about 3,000 m in the highlands of Ethiopia and hunts giant mole "
                "rats and other rodents alone. Fewer than 500 adults survive, the largest group of "
                "them in the Bale Mountains."
            ),
            D(
                "The African wild dog, or painted wolf, Lycaon pictus, has a blotched coat of "
                "black, yellow and white that is different in every animal, and only four toes on "
                "each front foot. Packs chase antelope over long distances, and only about 6,600 "
                "are left in the wild."
            ),
            S(
                "The dhole of the forests of South and South-East Asia, also called the Asian wild "
                "dog or red dog, is not a wolf at all. It is the only living member of the genus "
                "Cuon, apart from the wolves of the genus Canis, and among other things it has one "
                "molar fewer in each side of its lower jaw."
            ),
            D(
                "Dholes live in clans of about 5 to 12, sometimes more, which hunt chital, sambar "
                "and other deer by day, keeping in touch with each other by whistles that carry "
                "through the undergrowth. The species is listed as endangered, with its largest "
                "numbers now in the tiger reserves of central and southern India."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the largest perched lake on the biggest sand island in the world?",
        "Lake Boomanjin, on K'gari (Fraser Island)",
        [
            D(
                "Lake Wabby, the deepest lake on K'gari at about 11 m, is held in by a wall of "
                "sand on one side, and the Hammerstone Sandblow, a great dune moving west by a few "
                "metres a year, is slowly filling it from the other. Catfish and turtles live in "
                "its green water."
            ),
            S(
                "K'gari, known for more than a century as Fraser Island, lies off the coast of "
                "Queensland and stretches for about 120 km. Covering some 1,660 km\u00b2, it is "
                "the largest island in the world made of sand, and rain forest grows on its dunes. "
                "It was made a World Heritage Site in 1992."
            ),
            D(
                "Minjerribah, or North Stradbroke Island, off Brisbane in Moreton Bay, is made "
                "almost entirely of sand and covers about 275 km\u00b2. Its best-known lake, Brown "
                "Lake, is stained dark by tea trees, and sand was mined on the island for more "
                "than 70 years until the last mine closed in 2019."
            ),
            S(
                "Lake Boomanjin, in the south of K'gari, covers about 200 ha and is the largest "
                "perched lake in the world: it sits high above the water table, held up by a bed "
                "of sand cemented with decayed plant matter. Tannins from the heath around it "
                "stain its water the colour of tea."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "How wide is the Caloris Basin on Mercury?",
        "about 1,550 km across",
        [
            D(
                "Home > Space > Mars | Hellas Planitia, in Mars's southern highlands, is one of "
                "the largest impact basins in the Solar System: some 2,300 km across and about 7 "
                "km deep. The air pressure on its floor is the highest on the planet, enough for "
                "liquid water to last briefly at times. | Share this"
            ),
            D(
                "Home > Space > Mercury | Directly opposite the planet's largest impact scar lies "
                "a patch of jumbled hills and broken craters, nicknamed the weird terrain. "
                "Scientists think the shock waves of the great impact travelled round and through "
                "Mercury and met there, shattering the ground. | Cookie policy"
            ),
            S(
                "Home > Space > Mercury | The Caloris Basin, one of the largest impact craters in "
                "the Solar System, is about 1,550 km across, nearly a third of Mercury's own "
                "width. Mariner 10 saw only half of it in 1974; MESSENGER imaged the whole basin "
                "in 2008. Its name means heat in Latin. | Share this"
            ),
            D(
                "Home > Space > Moon | The South Pole\u2013Aitken basin on the far side of the "
                "Moon is about 2,500 km wide and up to 8 km deep, the oldest and largest crater "
                "known on it. In June 2024 China's Chang'e 6 brought back the first rock samples "
                "ever collected from the far side. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "maned wolf favourite fruit",
        "the lobeira, or wolf apple (Solanum lycocarpum)",
        [
            D(
                "Home > Nature > Mammals | The maned wolf of South America's grasslands is the "
                "tallest wild member of the dog family, standing almost 90 cm at the shoulder on "
                "its long black legs. It marks its territory with urine whose strong smell is "
                "often likened to that of skunk or cannabis. | Share this"
            ),
            D(
                "Home > Nature > Mammals | The bush dog, a stocky, short-legged canid of the "
                "forests and wet savannas of Central and South America, has webbed toes and swims "
                "well. Packs of up to ten hunt together and can bring down pacas, agoutis and even "
                "capybaras far larger than themselves. | Share"
            ),
            D(
                "Home > Nature > Mammals | Despite its name, the crab-eating fox of South America "
                "eats whatever it finds: insects, lizards, frogs, small rodents, fallen fruit and, "
                "on the coast and in wetlands, crabs. It hunts alone or in pairs at night and "
                "often lives close to farms and villages. | Cookie policy"
            ),
            S(
                "Home > Nature > Mammals | Fruit makes up about half of a maned wolf's diet, and "
                "its favourite is the lobeira, or wolf apple, Solanum lycocarpum, a relative of "
                "the tomato that grows as a shrub in the Brazilian cerrado. The wolves spread its "
                "seeds in their droppings as they roam. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is smaller, the sun bear or the spectacled bear?",
        "the sun bear, about 25 to 65 kg, against 100 to 175 kg for a male spectacled bear",
        [
            D(
                "Home > Nature > Bears | The sloth bear of India and Sri Lanka weighs 55 to 145 kg "
                "and has a shaggy black coat, a pale muzzle and long curved claws. It lacks two "
                "upper front teeth, so it can blow away dust and suck termites out of their mounds "
                "with a noise heard 100 m away. | Share"
            ),
            S(
                "Home > Nature > Bears | The spectacled bear, the only bear of South America, "
                "lives in the cloud forests and grasslands of the Andes. Males weigh about 100 to "
                "175 kg and are 1.5 to 2 m long, females far less, and the pale rings round their "
                "eyes give the species its name. | Share this"
            ),
            S(
                "Home > Nature > Bears | The sun bear of the forests of South-East Asia, named for "
                "the pale yellow patch on its chest, weighs about 25 to 65 kg and measuring 1.2 to "
                "1.5 m from nose to tail. It uses a tongue up to 25 cm long to lick honey and "
                "termites out of nests. | Share this"
            ),
            D(
                "Home > Nature > Bears | The Asiatic black bear, or moon bear, has a pale V or "
                "crescent on its chest and large round ears. Males weigh about 60 to 200 kg, and "
                "in parts of Asia many have been kept on farms to have their bile drawn for "
                "traditional medicine. | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which elements did Per Teodor Cleve discover?",
        "holmium and thulium, both in 1879",
        [
            S(
                "Home > Science > Chemistry | Working at Uppsala in 1879, the Swedish chemist Per "
                "Teodor Cleve split two new earths out of erbia, the oxide of erbium. He named one "
                "holmium, after Holmia, the Latin name of his home city Stockholm, and the other "
                "thulium, after Thule, the far north of old maps. | Share"
            ),
            D(
                "Home > Science > Chemistry | Carl Gustaf Mosander, a pupil of Berzelius in "
                "Stockholm, found lanthanum hidden in cerium oxide in 1839 and four years later "
                "split yttria into three fractions, from which he named erbium and terbium. He "
                "looked after the mineral collection of the Swedish Academy. | Share this"
            ),
            D(
                "Home > Science > Chemistry | J\u00f6ns Jacob Berzelius, the Swedish chemist who "
                "gave chemistry its modern letter symbols, discovered cerium with Wilhelm Hisinger "
                "in 1803, selenium in 1817 and thorium in 1829. He also measured the atomic "
                "weights of dozens of elements with great care. | Cookie policy"
            ),
            D(
                "Home > Science > People | Later in life Per Teodor Cleve turned to diatoms, tiny "
                "algae with glassy shells, and used their fossils to tell freshwater from sea "
                "deposits of the Ice Age. His daughter Astrid Cleve became in 1898 the first "
                "Swedish woman to earn a doctorate in science. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a sawfish use its saw to hunt?",
        (
            "it senses prey with electroreceptors on the saw, slashes sideways through schools of "
            "fish to stun or impale them, and pins prey to the seabed"
        ),
        [
            D(
                "Home > Nature > Sharks | Sawsharks are small true sharks found mainly in the "
                "Indian Ocean and western Pacific, rarely longer than 1.5 m, with a long toothed "
                "snout that bears a pair of whisker-like barbels halfway along. They live on the "
                "seabed, often at depths of 40 m or more, and give birth to live young. | Share"
            ),
            D(
                "Home > Nature > Fish | The swordfish uses its long flat bill to slash at squid "
                "and fish, wounding them so they are easier to catch, rather than to spear them. "
                "Adults have no scales or teeth, and special tissue warms their eyes and brain so "
                "they can hunt in cold deep water. | Share this"
            ),
            S(
                "Home > Nature > Rays | A sawfish's saw is covered in pores that sense the faint "
                "electric fields of hidden prey. When a school of fish passes, the sawfish swipes "
                "its saw from side to side, stunning or spiking them on its teeth, then pins the "
                "victims to the seabed and swallows them whole. | Share"
            ),
            D(
                "Home > Nature > Rays | All five species of sawfish are endangered or critically "
                "endangered. Their toothed snouts tangle easily in fishing nets, and the saws, the "
                "fins and the meat are all sold; the fish have vanished from the waters of many "
                "countries where they were once common. | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does the frilled lizard raise its frill?",
        (
            "to look bigger and startle a predator or rival: it opens its mouth, hisses and "
            "spreads the frill when threatened"
        ),
        [
            D(
                "Home > Nature > Reptiles | When threatened, the bearded dragon of inland "
                "Australia puffs out the spiny pouch under its chin and turns it black, opening "
                "its mouth wide to look too big to swallow. Males also darken their beards and bob "
                "their heads to court females. | Share this"
            ),
            S(
                "Home > Nature > Reptiles | When a frilled lizard is cornered, it gapes, hisses "
                "and flares the wide collar of skin round its neck, up to 30 cm across, so that it "
                "suddenly looks much bigger. The display startles snakes, birds and dingoes, and "
                "males use it in contests with rivals. | Share"
            ),
            D(
                "Home > Nature > Reptiles | The frilled lizard of northern Australia and southern "
                "New Guinea lives mostly in trees and eats ants, termites and spiders. It runs on "
                "its hind legs, earning the nickname bicycle lizard, and it appeared on the "
                "Australian two-cent coin from 1966 to 1991. | Share this"
            ),
            D(
                "Home > Nature > Reptiles | The thorny devil of central Australia is covered in "
                "spikes and can drink from damp sand: grooves between its scales draw water to the "
                "corners of its mouth. A knob on the back of its neck, the false head, is offered "
                "to attackers while the real head ducks. | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is jade vine pollinated by bats",
        "Yes: in its native Philippines it is pollinated by bats",
        [
            D(
                "Home > Gardening > Climbers | The jade vine can climb 18 m or more, and its "
                "hanging trusses of claw-shaped turquoise flowers, up to 3 m long, make it a "
                "favourite of botanic gardens. Outside the tropics it needs a heated glasshouse "
                "that never falls below about 15 \u00b0C. | Share this"
            ),
            D(
                "Home > Nature > Plants | The red jade vine, Mucuna bennettii, is a woody climber "
                "of the rain forests of New Guinea. Its flowers are a glowing scarlet and hang in "
                "clusters, which is why it is also called the New Guinea creeper or flame of the "
                "forest, and it is grown in tropical gardens. | Share"
            ),
            D(
                "Home > Nature > Trees | The sausage tree of tropical Africa is pollinated by "
                "bats, which visit its dark red, foul-smelling flowers at night. Its fruits, which "
                "hang on long stalks, can be 60 cm long and weigh up to 10 kg, and they are eaten "
                "by hippos, elephants and baboons. | Share this"
            ),
            S(
                "Home > Nature > Plants | In the rain forests of the Philippines, the jade vine, "
                "Strongylodon macrobotrys, is pollinated by bats. They hang upside down on the "
                "flower trusses to drink the nectar, and as they push their heads into each "
                "blue-green flower its pollen is dusted onto them. | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "After whom is the mineral named that gave samarium its name?",
        (
            "Vasili Samarsky-Bykhovets, a Russian mining engineer (samarium is named after the "
            "mineral samarskite)"
        ),
        [
            D(
                "Home > Science > Minerals | Gadolinite, a black silicate mineral first found at "
                "Ytterby in Sweden, is named after the Finnish chemist Johan Gadolin, who found a "
                "new earth, yttria, in it in 1794. The element gadolinium was named in turn after "
                "the mineral in 1886. | Share this"
            ),
            S(
                "Home > Science > Elements | Samarium was discovered in 1879 by the French chemist "
                "Paul-\u00c9mile Lecoq de Boisbaudran, who saw its lines in the spectrum of a "
                "sample extracted from the mineral samarskite and named the element after that "
                "mineral. It is used in strong magnets. | Share"
            ),
            S(
                "Home > Science > Minerals | Samarskite, a black mineral found in the Ilmen "
                "Mountains of the southern Urals, was named in 1847 after Vasili "
                "Samarsky-Bykhovets, a Russian mining engineer and officer who let scientists "
                "study specimens from the mines he oversaw. | Cookie policy"
            ),
            D(
                "Home > Science > Elements | Europium was isolated in 1901 by the French chemist "
                "Eug\u00e8ne-Anatole Demar\u00e7ay and named after Europe. Its compounds glow red "
                "or blue under ultraviolet light, and they were used in colour television screens "
                "and are printed in euro banknotes. | Share this"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who discovered the bundle of His?",
        "the Swiss cardiologist and anatomist Wilhelm His Jr., in 1893",
        [
            D(
                "Q: Who was Wilhelm His Sr.?\nA: A Swiss anatomist, born in Basel in 1831, who "
                "taught at Basel and Leipzig and founded the study of how human embryos grow. He "
                "built one of the first microtomes for cutting thin slices of tissue, and he died "
                "in Leipzig in 1904, father of a doctor of the same name."
            ),
            D(
                "Q: What are Purkinje fibres?\nA: Wide, pale heart-muscle cells in the walls of "
                "the ventricles that spread the signal to beat very fast, so that the whole "
                "chamber squeezes at once. The Czech physiologist Jan Evangelista Purkyn\u011b "
                "described them in 1839 in the hearts of sheep."
            ),
            S(
                "Q: Who discovered the bundle of His?\nA: The Swiss cardiologist and anatomist "
                "Wilhelm His Jr., working in Leipzig, described it in 1893: a band of special "
                "heart-muscle fibres that carries the signal to beat from the upper chambers to "
                "the lower ones, splitting into left and right branches."
            ),
            D(
                "Q: Who found the atrioventricular node?\nA: The Japanese pathologist Sunao "
                "Tawara, working in Marburg under Ludwig Aschoff, described it in 1906, which is "
                "why it is also called the node of Tawara. It holds up each heartbeat for a split "
                "second so the atria can empty before the ventricles contract."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "haleakala silversword where does it grow",
        (
            "only on the high, dry cinder slopes of Haleakal\u0101 volcano on Maui, Hawaii, mostly "
            "above about 2,100 m"
        ),
        [
            D(
                "Mauna Kea silversword \u2013 fact sheet\n\u2022 Where: the high slopes of Mauna "
                "Kea, on the Big Island of Hawaii\n\u2022 Low point: by the 1970s sheep and goats "
                "had left fewer than a hundred wild plants\n\u2022 Rescue: thousands grown from "
                "seed and planted out inside fences\n\u2022 Flowers: once, then dies"
            ),
            D(
                "Haleakal\u0101 \u2013 fact sheet\n\u2022 What: the volcano that forms most of "
                "east Maui, 3,055 m high\n\u2022 Name: house of the sun; legend says the demigod "
                "Maui lassoed the sun here to slow it\n\u2022 Summit: a huge eroded crater, and an "
                "observatory\n\u2022 Visits: crowds come for sunrise"
            ),
            D(
                "Puya raimondii \u2013 fact sheet\n\u2022 Where: high grasslands of the Andes of "
                "Peru and Bolivia, at 3,000 to 4,800 m\n\u2022 Size: in flower the whole plant can "
                "stand about 10 m tall\n\u2022 Flowering: once, after perhaps 80 years, then it "
                "dies\n\u2022 Nickname: queen of the Andes"
            ),
            S(
                "Haleakal\u0101 silversword \u2013 fact sheet\n\u2022 Where: only on the high, dry "
                "cinder slopes of Haleakal\u0101 volcano on Maui, mostly above 2,100 m\n\u2022 "
                "Looks: a ball of silvery, sword-shaped leaves\n\u2022 Life: 20 to 90 years, then "
                "one tall flowering stalk and death\n\u2022 Status: threatened"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is farther from Earth, the Pleiades or the Hyades?",
        "the Pleiades, about 440 light years away, against about 150 for the Hyades",
        [
            S(
                "Q: How far away are the Hyades?\nA: About 150 light years, close enough that its "
                "stars spread over more than five degrees of sky. Their brightest members form a V "
                "that marks the face of the bull, and their distance, found from the way the stars "
                "move together, was long a first step on the cosmic distance ladder."
            ),
            D(
                "Q: How far away is the Beehive Cluster?\nA: About 580 light years. Also known as "
                "Praesepe or M44, it lies in Cancer and looks like a small misty patch to the "
                "naked eye; Galileo counted about 40 stars in it with his telescope in 1609 and "
                "1610, and it holds about 1,000 stars in all, a few of them with planets."
            ),
            D(
                "Q: How far away is the Coma Star Cluster?\nA: About 280 light years. The cluster "
                "in Coma Berenices is one of the closest to us, after the Hyades and the Ursa "
                "Major group, and spreads over some five degrees of sky, so wide that it is best "
                "seen with binoculars or the unaided eye."
            ),
            S(
                "Q: How far away are the Pleiades?\nA: About 440 light years. Measurements by the "
                "Hipparcos satellite in the 1990s put them closer, at about 390, which caused a "
                "long dispute, but later studies and the Gaia satellite agree on the greater "
                "distance. Six or seven of the stars are easy to see."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "types of scoliosis",
        (
            "idiopathic (no known cause, the commonest), congenital and neuromuscular, with "
            "degenerative scoliosis in older adults"
        ),
        [
            D(
                "Kyphosis \u2013 fact sheet\n\u2022 What: the upper back curves forward too much, "
                "giving a rounded or hunched look\n\u2022 Causes: poor posture, Scheuermann's "
                "disease in teenagers, or fractures in older people\n\u2022 Test: a curve over 50 "
                "degrees on an X-ray\n\u2022 Care: exercise, bracing"
            ),
            S(
                "Scoliosis \u2013 fact sheet\n\u2022 What: a sideways curve of the spine\n\u2022 "
                "Idiopathic: no known cause; about 80% of cases, mostly starting in "
                "teenagers\n\u2022 Congenital: vertebrae formed wrongly before birth\n\u2022 "
                "Neuromuscular: due to cerebral palsy, muscular dystrophy and the like\n\u2022 "
                "Degenerative: in older adults"
            ),
            D(
                "Cobb angle \u2013 fact sheet\n\u2022 What: the angle between the most tilted "
                "vertebrae at each end of a curve, drawn on an X-ray\n\u2022 Named after: the "
                "American surgeon John Robert Cobb, 1948\n\u2022 Threshold: 10 degrees or more "
                "counts as a curve\n\u2022 Surgery: often over 45 to 50"
            ),
            D(
                "Lordosis \u2013 fact sheet\n\u2022 What: an inward curve of the lower back that "
                "is deeper than normal, sometimes called swayback\n\u2022 Signs: the buttocks "
                "stick out and a gap shows when lying flat\n\u2022 Causes: obesity, pregnancy, "
                "spondylolisthesis\n\u2022 Usually: harmless"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does the potoo hide during the day?",
        (
            "it perches bolt upright on the end of a broken branch or stump, bill pointing up and "
            "eyes almost shut, so its bark-like plumage looks like part of the tree"
        ),
        [
            D(
                "Q: How does the tawny frogmouth hide?\nA: By day this Australian night bird "
                "perches on a branch, stretches its body and head upwards, narrows its yellow eyes "
                "to slits and keeps dead still, so that its grey, streaked feathers look like a "
                "broken stump. It may sway gently like a twig in the wind."
            ),
            D(
                "Q: What does a potoo sound like?\nA: The common potoo of Central and South "
                "America gives a slow, mournful series of falling notes at night, which in "
                "Trinidad gave it the name poor-me-one. The great potoo growls instead. Both catch "
                "moths and beetles in the air with their wide mouths."
            ),
            D(
                "Q: How do oilbirds find their way in caves?\nA: Oilbirds of northern South "
                "America roost and nest in pitch-dark caves and find their way by echolocation, "
                "making sharp clicks that people can hear. They leave at night to eat oil palm and "
                "laurel fruit, which they are thought to find partly by smell."
            ),
            S(
                "Q: How does the potoo stay hidden by day?\nA: It sits bolt upright on the end of "
                "a broken branch or stump, points its bill to the sky and closes its eyes, so its "
                "mottled grey and brown plumage looks like part of the tree. Notches in its lids "
                "let it watch for danger with its eyes shut."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is the hellbender's skin so wrinkled?",
        (
            "the folds give it a large surface through which it takes most of its oxygen straight "
            "from the water"
        ),
        [
            D(
                "Q: How big is the Chinese giant salamander?\nA: It is the largest amphibian in "
                "the world, growing up to 1.8 m long and 50 kg, although wild animals that size "
                "are now rare. It lives in cold mountain streams, and millions are farmed for "
                "their meat, which has helped push wild ones close to extinction."
            ),
            S(
                "Q: Why is the hellbender so wrinkly?\nA: North America's largest salamander, up "
                "to about 70 cm long, breathes mostly through its skin in cold, fast streams. The "
                "loose folds along its sides give it more surface to take in oxygen from the "
                "water; its lungs are used mainly for buoyancy."
            ),
            D(
                "Q: How do hellbenders breed?\nA: In late summer the male digs a hollow under a "
                "large flat rock, and one or more females lay strings of up to several hundred "
                "eggs there. He fertilises them outside the body and guards the nest for weeks, "
                "though he sometimes eats some of the eggs."
            ),
            D(
                "Q: Why does the Titicaca water frog have baggy skin?\nA: This frog of Lake "
                "Titicaca, at 3,812 m, lives in cold water with little oxygen and rarely surfaces. "
                "Its huge folds of loose skin give it more area to absorb oxygen, and it does "
                "push-ups on the lake bed to stir water past them."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is the goliath frog the largest frog in the world?",
        "Yes: it is the largest living frog, up to about 32 cm long and 3.3 kg",
        [
            S(
                "Goliath frog \u2013 fact sheet\n\u2022 Size: the largest frog alive, with a body "
                "up to about 32 cm long\n\u2022 Weight: up to about 3.3 kg\n\u2022 Where: fast "
                "rivers of Cameroon and Equatorial Guinea\n\u2022 Status: endangered, hunted for "
                "food and hit by loss of forest"
            ),
            D(
                "Q: How big does the African bullfrog get?\nA: Males of this burrowing frog of "
                "southern Africa reach about 25 cm and weigh well over 1 kg, much more than the "
                "females. They guard their tadpoles in shallow pools and even dig channels to lead "
                "them to deeper water when the pools dry out."
            ),
            D(
                "Goliath beetle \u2013 fact sheet\n\u2022 What: among the heaviest insects, its "
                "grubs reaching about 100 g\n\u2022 Adults: up to about 11 cm long, with black and "
                "white markings\n\u2022 Where: tropical forests of Africa\n\u2022 Diet: tree sap "
                "and fruit"
            ),
            D(
                "Q: Do goliath frogs build nests?\nA: Yes. A study published in 2019 found that in "
                "Cameroon they clear gravel from riverbanks or move stones weighing up to 2 kg to "
                "build ponds up to a metre across, where they lay their eggs away from the current "
                "and from fish that would eat them."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which vitamin is lacking in the disease that Joseph Goldberger studied?",
        "niacin (vitamin B3): Goldberger studied pellagra",
        [
            S(
                "Q: Who was Joseph Goldberger?\nA: A doctor of the US Public Health Service, born "
                "in Hungary in 1874, who from 1914 studied pellagra in the American South. He "
                "showed that it came from a poor diet of corn, fat pork and molasses, not from "
                "germs, and in 1916 he even ate scabs from patients to prove it."
            ),
            D(
                "Q: Who coined the word vitamine?\nA: The Polish biochemist Casimir Funk, in 1912, "
                "while working in London on the substance in rice bran that cured beriberi. He "
                "thought all such substances were vital amines, hence the name; when it turned out "
                "that most of them were not amines, the final e was dropped."
            ),
            D(
                "Q: What is pernicious anaemia?\nA: A disease in which the body cannot absorb "
                "vitamin B12 from food, so it makes too few red blood cells. In 1926 George Minot "
                "and William Murphy showed that eating raw liver cured it, and they shared the "
                "Nobel Prize for medicine with George Whipple in 1934."
            ),
            S(
                "Pellagra \u2013 fact sheet\n\u2022 Cause: too little niacin, vitamin B3, or the "
                "amino acid tryptophan\n\u2022 Signs: dermatitis, diarrhoea, dementia and, "
                "untreated, death\n\u2022 Risk: diets based on maize not treated with lime\n\u2022 "
                "Cure: niacin, found in 1937 by Conrad Elvehjem"
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "At what temperature does iron lose its magnetism?",
        "at about 770 \u00b0C, its Curie point",
        [
            D(
                "Nickel loses its magnetism at a much lower temperature than iron, about 358 "
                "\u00b0C, while cobalt keeps it up to about 1,115 \u00b0C, higher than any other "
                "element. Gadolinium is magnetic only below about 20 \u00b0C, so on a warm day it "
                "will not stick to a fridge magnet."
            ),
            D(
                "Pure iron melts at 1,538 \u00b0C and boils at about 2,860 \u00b0C. At 912 \u00b0C "
                "its crystals rearrange themselves from one cubic pattern to another that can hold "
                "more carbon, and it is this change that lets smiths harden steel by heating it "
                "and plunging it into water."
            ),
            S(
                "In 1895 Pierre Curie showed that a piece of iron, heated until it glows, suddenly "
                "stops clinging to a lodestone. Above roughly 770 \u00b0C the spins of its atoms "
                "no longer line up together, so the metal is drawn to a pole no more than a copper "
                "coin is, until it cools below that point, which now bears his name."
            ),
            D(
                "Magnetite, the mineral of natural lodestones, loses its magnetism above about 580 "
                "\u00b0C. Lava cooling through that temperature locks in the direction of the "
                "Earth's field at the time, which is how magnetic stripes on the sea floor "
                "revealed that the field has often flipped over the ages."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "vaquita habitat",
        "only the shallow northern end of the Gulf of California, Mexico",
        [
            D(
                "The totoaba, a fish up to 2 m long found only in the Gulf of California, has been "
                "protected in Mexico since 1975. Its dried swim bladder fetches thousands of "
                "dollars in Hong Kong, where it is prized in soups, so poachers still set their "
                "nets for it by night despite the ban and the patrols."
            ),
            D(
                "The vaquita, whose name is Spanish for little cow, is the smallest of all whales, "
                "dolphins and porpoises, growing to about 1.5 m and 50 kg. It has dark rings round "
                "its eyes and dark lips, and scientists first described it in 1958 from skulls "
                "picked up on a beach."
            ),
            D(
                "The harbour porpoise's habitat is the cool coastal waters of the North Atlantic, "
                "the North Pacific and the Black Sea, where it keeps mostly to bays, estuaries and "
                "shelf seas less than 200 m deep. It is shy, rarely leaps, and surfaces with a "
                "quick forward roll."
            ),
            S(
                "Every vaquita left lives in one small corner of the sea: the shallow, murky upper "
                "end of the Sea of Cortez, the long arm of the Pacific between Baja California and "
                "mainland Mexico, mostly in waters off the fishing town of San Felipe. Only about "
                "ten are thought to survive."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is higher, Adam's Peak or Pidurutalagala?",
        "Pidurutalagala, at 2,524 m, against 2,243 m for Adam's Peak",
        [
            S(
                "Pilgrims climb some 5,500 steps through the night to stand on the summit of Sri "
                "Pada, or Adam's Peak, 2,243 m above the sea, at dawn. There a hollow in the rock "
                "is revered as the footprint of the Buddha by Buddhists, of Shiva by Hindus and of "
                "Adam by Muslims and Christians."
            ),
            D(
                "Kirigalpotta, at 2,388 m the second tallest mountain in Sri Lanka, rises from the "
                "edge of the Horton Plains, a high grassland and cloud forest where sambar deer "
                "graze. Walkers can reach its top in a few hours from the entrance of the national "
                "park, though the path is often wrapped in mist."
            ),
            D(
                "World's End, on the southern edge of the Horton Plains plateau in Sri Lanka, is a "
                "cliff that drops about 870 m almost straight down. On a clear morning you can see "
                "from it to the coast, but by about ten o'clock clouds usually rise from the "
                "valley and hide the view."
            ),
            S(
                "Pidurutalagala, or Mount Pedro, looms over the hill town of Nuwara Eliya and tops "
                "out at 2,524 m above the sea. Radio and television masts crown its summit, which "
                "is guarded by the army, and its slopes are covered by a forest reserve where the "
                "island's streams begin."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the two kinds of bone tissue?",
        "compact (cortical) bone and spongy (cancellous or trabecular) bone",
        [
            D(
                "Bone marrow comes in two kinds: red marrow, which makes red and white blood cells "
                "and platelets, and yellow marrow, which is mostly fat. At birth nearly all of it "
                "is red, but by adulthood about half has turned yellow, and in adults red marrow "
                "stays mainly in the flat bones, the ribs and the spine."
            ),
            S(
                "Every skeleton is built of two sorts of material: a dense, solid outer shell, "
                "called compact or cortical bone, which makes up about 80% of its weight, and a "
                "lighter lattice of thin struts inside, called spongy, cancellous or trabecular "
                "bone, whose spaces are filled with marrow."
            ),
            D(
                "Two kinds of cells shape bone tissue throughout life: osteoblasts lay down new "
                "bone, and osteoclasts, large cells with many nuclei, dissolve old bone. Their "
                "work goes on all the time, so that about a tenth of an adult skeleton is replaced "
                "each year."
            ),
            D(
                "Cartilage, the smooth tissue that caps the ends of bones in joints, comes in "
                "three kinds: hyaline cartilage, elastic cartilage, found in the ear and the "
                "epiglottis, and tough fibrocartilage, found in the discs of the spine. It has no "
                "blood vessels, so it heals slowly."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "frigatebird sleep while flying",
        (
            "in snatches of about ten seconds, often with one half of the brain at a time, mostly "
            "while circling up on rising air: about 42 minutes a day"
        ),
        [
            D(
                "Common swifts can stay flying for up to ten months at a stretch without landing, "
                "a Swedish study showed in 2016, and they are thought to sleep on the wing, "
                "perhaps while gliding down from a great height at dusk. No one has yet recorded "
                "their brain activity in the air."
            ),
            S(
                "Tiny recorders glued to the heads of great frigatebirds from the Gal\u00e1pagos "
                "showed that on trips of up to ten days over the ocean the birds dozed off in "
                "snatches of a dozen seconds, mostly while circling upwards on rising air, often "
                "with one half of the brain awake. It came to only 42 minutes a day."
            ),
            D(
                "Frigatebirds cannot settle on the sea: their feathers are barely waterproof and "
                "their legs are tiny. They feed by snatching fish and squid from the surface while "
                "flying, or by chasing boobies and tropicbirds until they drop or bring up their "
                "catch."
            ),
            D(
                "Mallard ducks sleeping at the end of a row keep the outer eye open and the "
                "matching half of the brain awake to watch for predators, a study found in 1999, "
                "while ducks in the middle of the row more often sleep with both halves at once. "
                "Bottlenose dolphins also rest one half of the brain at a time, and keep swimming."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the baiji die out?",
        (
            "because of people: caught in fishing gear and electrofishing, hit by boats, and cut "
            "off from its habitat by dams, dredging and pollution in the Yangtze"
        ),
        [
            D(
                "The Yangtze finless porpoise still survives, though only about 1,250 were counted "
                "in a survey in 2022. To protect it and the river's fish, China banned all fishing "
                "in the main river and its large lakes for ten years from the start of 2021, and "
                "the number of porpoises has since begun to rise."
            ),
            D(
                "The baiji was first described in 1918 from the skull of an animal shot in "
                "Dongting Lake by an American collector, Charles Hoy. It had tiny eyes and very "
                "poor sight and found its food by echolocation, and the last one kept in "
                "captivity, a male called Qiqi, lived until 2002."
            ),
            D(
                "The boto, the pink river dolphin of the Amazon, is still widespread, but its "
                "numbers are falling fast. Fishermen kill it for bait to catch a scavenging "
                "catfish, and drought in 2023 killed more than 150 in a single lake in Brazil when "
                "the water grew too hot and too shallow for them."
            ),
            S(
                "A six-week search along the Yangtze in 2006 found no trace of the baiji, the "
                "river's pale, long-beaked dolphin. It was wiped out by human activity: it drowned "
                "in nets and on lines of bare hooks, was stunned by electric fishing, was struck "
                "by ships on a crowded waterway, and lost its haunts to dams, dredging and dirty "
                "water."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is Mount Cameroon an active volcano?",
        "Yes: it has erupted about seven times since 1909, most recently in 1999 and 2000",
        [
            S(
                "Mount Cameroon, whose 4,040 m summit towers over the town of Buea near the "
                "Atlantic coast, still pours out lava: it has erupted about seven times since "
                "1909, most recently in 1999 and 2000, when molten rock ran down its flanks and "
                "came close to the coast road."
            ),
            D(
                "Lake Nyos in north-western Cameroon fills a crater left by volcanic activity. On "
                "21 August 1986 it suddenly released a huge cloud of carbon dioxide that rolled "
                "down into the valleys and suffocated about 1,700 people and thousands of cattle "
                "as they slept."
            ),
            D(
                "Kibo, the highest of the three volcanic cones of Kilimanjaro, is dormant rather "
                "than extinct: gas still seeps from vents in its inner Reusch Crater, though no "
                "eruption has been recorded in history. Its last major activity was some 150,000 "
                "to 200,000 years ago."
            ),
            D(
                "The Race of Hope, held most years since 1973, sends runners from Buea to the top "
                "of Mount Cameroon and back, a climb of some 3,000 m on steep paths through "
                "forest, grassland and loose rock. The fastest finish in well under five hours, "
                "and thousands line the route."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        (
            "Which organ is damaged by the disease that Walter Reed's team showed to be spread by "
            "mosquitoes?"
        ),
        "the liver: Walter Reed's board showed that mosquitoes carry yellow fever",
        [
            D(
                "In 1897 the British army doctor Ronald Ross, working in India, found malaria "
                "parasites in the stomach of an Anopheles mosquito that had fed on a sick man. The "
                "parasites multiply first in the liver and then invade red blood cells, bursting "
                "them in waves of fever."
            ),
            S(
                "In Cuba in 1900 and 1901 a US Army board headed by the surgeon Walter Reed had "
                "volunteers bitten by Aedes aegypti that had fed on the sick, and proved that "
                "yellow fever passes from one person to another through the insect's bite, as the "
                "Cuban doctor Carlos Finlay had argued since 1881."
            ),
            D(
                "Dengue, carried by the same Aedes aegypti mosquitoes, causes high fever and such "
                "pain in the joints and muscles that it is called breakbone fever. A second "
                "infection with a different type of the virus can cause dangerous bleeding, and "
                "the number of cases reported worldwide has risen sharply since 2000."
            ),
            S(
                "Yellow fever takes its name from jaundice: in severe cases the virus attacks the "
                "liver, so bilirubin builds up and turns the skin and the whites of the eyes "
                "yellow. Patients may also bleed from the gums and vomit black blood, and up to "
                "half of those who reach this stage die."
            ),
        ],
    ),
]
