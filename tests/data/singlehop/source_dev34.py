"""The thirty-sixth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev33.py`),
for the format and to choose subjects none of them asks about; the held-out sources were only
counted against each subject (`grep -c`), never read. Subjects are taken only from natural
science (physics, chemistry, astronomy, the human body, weather), animals and plants, and
geography (countries, cities, rivers, mountains); another writer took history, politics, law,
the arts, sports, technology and everyday life at the same time. A quarter of the questions (10
of 40) are typed search-box style. Written after lexical-v25, the batch measures how far the
evaluator's tuning carries to questions it was not written against (the evaluator may be tuned
meanwhile on the earlier batches, never on this one before it is measured; dev all the same:
tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 341 characters and distractors 338; the longest passage is a
support in 3 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered the first pulsar?",
        "Jocelyn Bell (now Bell Burnell), a Cambridge research student, in 1967",
        [
            D(
                "Quasar: Quasars were recognised in 1963, when the Dutch astronomer Maarten "
                "Schmidt, working at Palomar, saw that the odd spectrum of the radio source 3C 273 "
                "was shifted far to the red. That meant the star-like point was about two billion "
                "light-years away and shining more brightly than hundreds of whole galaxies put "
                "together."
            ),
            S(
                "Pulsar: The first pulsar was found in 1967 by Jocelyn Bell, then a research "
                "student at Cambridge, who noticed a strange bit of 'scruff' on the chart paper of "
                "a radio telescope she had helped to build. It pulsed every 1.34 seconds and was "
                "jokingly nicknamed LGM-1, for little green men. The 1974 Nobel Prize went to her "
                "supervisor, Antony Hewish."
            ),
            D(
                "Crab Pulsar: The Crab Pulsar, at the heart of the Crab Nebula in Taurus, was "
                "found in 1968 at the Green Bank observatory in West Virginia. It is the collapsed "
                "core of the star whose explosion Chinese astronomers recorded in 1054, and it "
                "spins about thirty times a second, sending out pulses of radio waves, visible "
                "light and X-rays."
            ),
            D(
                "PSR B1257+12: In 1992 the radio astronomers Aleksander Wolszczan and Dale Frail, "
                "using the great dish at Arecibo in Puerto Rico, found tiny wobbles in the ticking "
                "of a pulsar in the constellation Virgo. The timing showed that it is circled by "
                "planets, the first ever confirmed outside the Solar System, though no life could "
                "survive there."
            ),
            D(
                "Hulse-Taylor binary: In 1974 Russell Hulse and Joseph Taylor of the University of "
                "Massachusetts found a pulsar orbiting another neutron star every eight hours. "
                "Over the following years its orbit shrank at exactly the rate that Einstein's "
                "theory predicts for a pair losing energy as gravitational waves, and the two men "
                "shared the 1993 Nobel Prize."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "what is a derecho",
        (
            "a long-lived, widespread straight-line windstorm driven by a fast-moving band of "
            "thunderstorms"
        ),
        [
            D(
                "Tornado: A tornado is a violently rotating column of air reaching from a "
                "thunderstorm down to the ground, usually only a few hundred metres wide. The "
                "strongest can bring winds of over 300 km/h, and the United States has more than "
                "any other country, around 1,200 a year, most of them in the spring across the "
                "plains known as Tornado Alley."
            ),
            D(
                "Microburst: A microburst is a small, intense column of sinking air that hits the "
                "ground under a thunderstorm and spreads out in all directions, over an area less "
                "than four kilometres across. It was named by the meteorologist Ted Fujita, and "
                "the sudden shifts in wind it causes led to several airliner crashes in the 1970s "
                "and 1980s."
            ),
            S(
                "Derecho: A derecho is a widespread, long-lived windstorm in which a fast-moving "
                "line of thunderstorms drives damaging straight-line winds along a path hundreds "
                "of kilometres long. The name, Spanish for 'straight', was chosen by the Iowa "
                "physicist Gustavus Hinrichs in 1888 to set such storms apart from the whirling "
                "winds of a tornado."
            ),
            D(
                "Haboob: A haboob is a towering wall of dust and sand pushed ahead of a "
                "thunderstorm by the cold air rushing out beneath it, and can be more than a "
                "kilometre high. The word comes from Arabic and was first used of the storms "
                "around Khartoum in Sudan; today it is also used in Arizona, where Phoenix sees "
                "several haboobs each summer."
            ),
            D(
                "Squall line: A squall line is a long, narrow band of thunderstorms, often "
                "marching ahead of a cold front, that can stretch for hundreds of kilometres. As "
                "it passes, the temperature drops sharply, the wind swings round and gusts hard, "
                "and heavy rain falls for a short time, often followed by a longer spell of "
                "steadier, lighter rain."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, Sumatra or Sulawesi?",
        "Sumatra, at about 473,000 km\u00b2, against about 180,000 km\u00b2 for Sulawesi",
        [
            S(
                "Sumatra: Sumatra is the largest island lying wholly within Indonesia and the "
                "sixth largest in the world, covering about 473,000 square kilometres. The Barisan "
                "Mountains run down its western side, topped by the volcano Kerinci at 3,805 "
                "metres, and its forests are the last home of the Sumatran tiger and orangutan."
            ),
            D(
                "Borneo: Borneo, the third largest island in the world at about 743,000 square "
                "kilometres, is shared by three countries: Indonesia's Kalimantan takes the south, "
                "the Malaysian states of Sabah and Sarawak the north, and the small sultanate of "
                "Brunei a stretch of the northern coast. Mount Kinabalu, in Sabah, rises to 4,095 "
                "metres."
            ),
            S(
                "Sulawesi: Sulawesi, known to Europeans as Celebes, is an island of Indonesia of "
                "about 180,000 square kilometres, the eleventh largest in the world. Four long "
                "mountainous peninsulas give it a shape like a sprawling letter K, so that no "
                "place on it is far from the sea. Its largest city is Makassar, on the "
                "south-western arm."
            ),
            D(
                "Java: Java covers only about 128,000 square kilometres but is home to more than "
                "150 million people, making it the most populous island on Earth. Jakarta, the "
                "capital of Indonesia, lies on its north-west coast, and a chain of volcanoes runs "
                "along its length, among them Merapi, one of the most active in the country."
            ),
            D(
                "New Guinea: New Guinea, the second largest island in the world after Greenland, "
                "covers about 786,000 square kilometres. Its western half belongs to Indonesia and "
                "its eastern half to Papua New Guinea, and between them they hold over 800 "
                "languages. Puncak Jaya, at 4,884 metres, has some of the last glaciers in the "
                "tropics."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the three bones of the human arm?",
        "the humerus in the upper arm and the radius and ulna in the forearm",
        [
            D(
                "Leg (anatomy): The human leg has four long bones. The femur, the longest and "
                "strongest bone in the body, runs from the hip to the knee; below it the tibia, or "
                "shinbone, carries the weight down to the ankle, the slender fibula runs beside "
                "it, and the patella, or kneecap, sits in the tendon at the front of the knee "
                "joint."
            ),
            S(
                "Arm (anatomy): In anatomy the arm has three long bones. The humerus runs from the "
                "shoulder to the elbow, and below the elbow the forearm has two: the radius, on "
                "the same side as the thumb, and the ulna, on the side of the little finger. The "
                "radius can roll over the ulna, which is what lets a person turn the palm up or "
                "down."
            ),
            D(
                "Hand (anatomy): Each human hand holds 27 bones. Eight small carpal bones in two "
                "rows make up the wrist, five metacarpals form the palm, and fourteen phalanges "
                "make the fingers, three in each finger and two in the thumb. The thumb's "
                "saddle-shaped joint at its base is what allows it to be set opposite the other "
                "fingers."
            ),
            D(
                "Shoulder girdle: The shoulder girdle joins each arm to the trunk. It is made of "
                "the clavicle, or collarbone, which runs from the breastbone out to the shoulder, "
                "and the scapula, the flat triangular shoulder blade on the back of the rib cage. "
                "Its shallow socket makes the shoulder the most mobile joint in the body, and the "
                "easiest to dislocate."
            ),
            D(
                "Sesamoid bone: A sesamoid bone is one that grows inside a tendon where it passes "
                "over a joint, like a pulley. The kneecap is the largest in the human body; two "
                "pea-sized ones lie under the ball of the big toe, and others are found at the "
                "base of the thumb. Their name comes from their likeness to sesame seeds, "
                "described by the physician Galen."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a sun dog form?",
        (
            "sunlight is refracted through flat, plate-shaped ice crystals drifting level in thin "
            "high cloud, throwing a bright spot about 22 degrees to the side of the Sun"
        ),
        [
            D(
                "Rainbow: A rainbow appears when sunlight enters falling raindrops, is bent on the "
                "way in, reflected once off the back of each drop and bent again on the way out, "
                "which spreads white light into its colours. The bow is always centred on the "
                "point directly opposite the Sun, with red on the outside of an arc about 42 "
                "degrees in radius, and a fainter second bow may appear outside it."
            ),
            S(
                "Sun dog: A sun dog, or parhelion, is a bright, often rainbow-tinted patch of "
                "light about 22 degrees to the left or right of the Sun. It forms when sunlight "
                "passes through flat, six-sided plate crystals of ice in thin high cloud, which "
                "drift down with their faces level, so that each bends the light by 22 degrees, "
                "with red on the side nearer the Sun."
            ),
            D(
                "22\u00b0 halo: The 22\u00b0 halo is a ring of light around the Sun or Moon with a "
                "radius of about 22 degrees, roughly the width of an outstretched hand at arm's "
                "length. It forms in thin cirrostratus cloud made of small column-shaped ice "
                "crystals tumbling every which way, and country lore held that a ring around the "
                "Moon meant rain was on its way."
            ),
            D(
                "Light pillar: A light pillar is a vertical shaft of light that seems to rise "
                "above or below the Sun when it is low, or above street lights on very cold "
                "nights. It is caused by sunlight or lamplight reflecting off the flat faces of "
                "countless ice crystals in the air, and in Canada, Finland and Russia pillars over "
                "towns can look like searchlights."
            ),
            D(
                "Glory: A glory is a set of small coloured rings seen around the shadow of one's "
                "own head on a cloud or fog bank below, most often by mountaineers or airline "
                "passengers looking down. It is made by light scattered back from tiny water "
                "droplets, and it is what lies behind the ghostly Brocken spectre of the Harz "
                "mountains in Germany."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why do leaves change colour in autumn",
        (
            "as the days shorten trees stop making green chlorophyll, so the yellow and orange "
            "pigments underneath show through, and some trees also make new red pigments"
        ),
        [
            S(
                "Autumn leaf colour: Leaves change colour in autumn because, as the days shorten "
                "and nights turn cold, trees stop making chlorophyll, the green pigment that has "
                "masked everything else all summer. As it breaks down, yellow and orange "
                "carotenoids that were there all along show through, while maples and some other "
                "trees make fresh red anthocyanins from sugars trapped in the leaf."
            ),
            D(
                "Abscission: Before a tree drops its leaves, a layer of small corky cells called "
                "the abscission zone forms where each leaf stalk joins the twig. It slowly cuts "
                "off the flow of water into the leaf and seals the wound, so that wind or rain can "
                "then snap the leaf away cleanly, leaving a neat scar that can still be seen on "
                "the twig through the winter."
            ),
            D(
                "Evergreen: Pines, spruces and most other conifers keep their leaves all winter. "
                "Their narrow needles have a thick waxy coat and a small surface, so they lose "
                "little water when the ground is frozen, and their sap holds substances that stop "
                "it from freezing. Each needle may last several years before it is shed and "
                "replaced by a new one."
            ),
            D(
                "Japanese maple: Many garden forms of the Japanese maple, grown in Japan since the "
                "Edo period, have leaves that are deep red or purple all summer long rather than "
                "green. Their leaves are so full of red pigment that it hides the green "
                "chlorophyll beneath, and some, like the cultivar Bloodgood, keep their colour "
                "right through to leaf fall."
            ),
            D(
                "Leaf peeping: Leaf peeping is the habit of travelling to see autumn colours at "
                "their best, which in New England draws millions of visitors each year and earns "
                "the region several billion dollars. In Japan the custom is called momijigari, "
                "'red-leaf hunting', and goes back at least to the Heian period, when courtiers "
                "held poetry parties under the maples of Kyoto."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is Polaris the brightest star in the night sky?",
        "no: Polaris is only about the 48th brightest star; the brightest is Sirius",
        [
            S(
                "Polaris: Polaris, the North Star, lies less than a degree from the north "
                "celestial pole, so it seems to stay still while the other stars wheel around it. "
                "Despite its fame it is not especially bright: at a magnitude of about 2 it ranks "
                "only around 48th among the stars of the night sky, well behind Sirius, which is "
                "the brightest of all."
            ),
            D(
                "Sirius: Sirius, the Dog Star in the constellation Canis Major, is a white star "
                "about 8.6 light-years away, twice as massive as the Sun and some 25 times as "
                "luminous. It has a faint companion, Sirius B, a white dwarf about the size of "
                "Earth, whose existence Friedrich Bessel first inferred in 1844 from a wobble in "
                "the brighter star's path."
            ),
            D(
                "Sigma Octantis: Sigma Octantis is the nearest star visible to the naked eye from "
                "the south celestial pole, about a degree away from it. It is so faint, at a "
                "magnitude of about 5.4, that it can be seen only under dark skies, so sailors in "
                "the southern hemisphere have usually found south by following the long axis of "
                "the Southern Cross."
            ),
            D(
                "Thuban: Thuban, a star in the constellation Draco, was the pole star some 4,700 "
                "years ago, when the pyramids of Giza were being built. Because Earth's axis "
                "slowly swings round like a spinning top in a cycle of about 26,000 years, the "
                "pole has since wandered away from it, and Thuban will not mark the north again "
                "for more than twenty thousand years."
            ),
            D(
                "Big Dipper: The Big Dipper, called the Plough in Britain, is a group of seven "
                "bright stars in Ursa Major. The two stars at the end of its bowl, Dubhe and "
                "Merak, are known as the Pointers: a line drawn through them and carried on about "
                "five times the distance between them leads to the star that marks north, a trick "
                "long taught to scouts."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Which SI unit is named after the scientist who discovered electromagnetic induction?",
        ("the farad, the unit of capacitance: induction was discovered by Michael Faraday in 1831"),
        [
            S(
                "Electromagnetic induction: Electromagnetic induction, the making of an electric "
                "current by a changing magnetic field, was discovered by Michael Faraday at the "
                "Royal Institution in London on 29 August 1831. He wound two coils of wire on an "
                "iron ring and saw that a needle in the second circuit jumped whenever the current "
                "in the first was switched on or off."
            ),
            D(
                "Joseph Henry: Joseph Henry, an American physicist who taught at the Albany "
                "Academy in New York, built some of the most powerful electromagnets of his day "
                "and found self-inductance, the way a coil resists changes in its own current. The "
                "SI unit of inductance, the henry, bears his name, and in 1846 he became the first "
                "Secretary of the Smithsonian Institution."
            ),
            S(
                "Farad: The farad, symbol F, is the SI unit of capacitance, the ability of a body "
                "to store electric charge: one farad stores one coulomb for each volt. It was "
                "named in honour of Michael Faraday and adopted at the International Electrical "
                "Congress of 1881. A farad is very large, so everyday capacitors are rated in "
                "microfarads or picofarads."
            ),
            D(
                "Ohm: The ohm, symbol \u03a9, is the SI unit of electrical resistance, named after "
                "Georg Simon Ohm, a schoolteacher in Cologne who published his law of circuits in "
                "1827. Ohm's law states that the current through a conductor is equal to the "
                "voltage across it divided by its resistance, though his work was at first "
                "dismissed in Germany."
            ),
            D(
                "Tesla (unit): The tesla, symbol T, is the SI unit of magnetic flux density, "
                "adopted in 1960 and named after the Serbian-American inventor Nikola Tesla, "
                "pioneer of alternating-current motors. Earth's magnetic field at the surface is "
                "only about 50 millionths of a tesla, while the magnets of a hospital MRI scanner "
                "reach 1.5 or 3 teslas."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is the largest muscle in the human body?",
        "the gluteus maximus, the main muscle of the buttock",
        [
            D(
                "The masseter, the thick muscle at the back of the jaw that closes the mouth, is "
                "often called the strongest muscle in the body for its size. Working with the "
                "other chewing muscles, it can press the back teeth together with a force of "
                "around 900 newtons, and a man in Florida once recorded a bite of over 4,000 "
                "newtons in a test in 1986."
            ),
            D(
                "The sartorius is the longest muscle in the human body, a narrow strap about half "
                "a metre long that runs diagonally across the front of the thigh from the hip bone "
                "to the inside of the knee. It helps to cross the legs, and its name comes from "
                "the Latin for tailor, because tailors once sat cross-legged on the floor at work."
            ),
            S(
                "The largest muscle in the human body is the gluteus maximus, the thick muscle "
                "that gives the buttock its shape. It runs from the back of the pelvis and the "
                "base of the spine down to the top of the thigh bone, and it straightens the hip, "
                "which is what lets people stand up from a chair, climb stairs and keep the trunk "
                "upright when running."
            ),
            D(
                "The latissimus dorsi is the broadest muscle of the back, a wide flat sheet that "
                "fans out from the lower spine and the pelvis and narrows to a tendon at the top "
                "of the upper arm. It pulls the arm down and back, so it does much of the work in "
                "swimming, rowing and chin-ups, and bodybuilders train it hard for a broad, "
                "V-shaped torso."
            ),
            D(
                "The quadriceps is a group of four muscles on the front of the thigh, the rectus "
                "femoris and three vasti, which join in a single tendon around the kneecap. "
                "Together they straighten the knee, so they are used in every step, jump and kick, "
                "and a sharp tap just below the kneecap sets off the reflex doctors test with a "
                "rubber hammer."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "what is a blue moon",
        (
            "in popular use, the second full moon in a calendar month; in the older sense, the "
            "third full moon in a season that has four"
        ),
        [
            D(
                "A supermoon is a full moon that happens when the Moon is near perigee, the "
                "closest point of its slightly oval orbit, so that it looks up to about 14 per "
                "cent larger and 30 per cent brighter than at its farthest. The word was coined by "
                "the American astrologer Richard Nolle in 1979, and astronomers tend to prefer the "
                "term perigee full moon."
            ),
            S(
                "In everyday use a blue moon is the second full moon to fall in a single calendar "
                "month, which happens about once every two to three years, since full moons come "
                "round every 29.5 days. That meaning came from a mistake in a 1946 article in Sky "
                "and Telescope; the older almanac sense was the third full moon in a season that "
                "has four."
            ),
            D(
                "The harvest moon is the full moon that falls nearest to the autumn equinox, in "
                "September or early October in the northern hemisphere. For several evenings "
                "around it the Moon rises soon after sunset, giving farmers extra light to bring "
                "in their crops, and the next full moon, the hunter's moon, does much the same a "
                "month later."
            ),
            D(
                "A black moon has no single meaning, but it is most often used for the second new "
                "moon in a calendar month, or for a month such as February that has no full moon "
                "at all. Because a new moon cannot be seen, a black moon passes without anything "
                "to look at, though it does give stargazers a fully dark sky for the night."
            ),
            D(
                "Blue Moon is a song written by Richard Rodgers and Lorenz Hart in 1934, after two "
                "earlier sets of words for the same tune had been dropped from films. It became a "
                "hit for many singers, among them Mel Torm\u00e9 in 1949 and the Marcels, whose "
                "doo-wop version topped the charts in 1961, and it is sung by Manchester City "
                "fans."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is stronger on the Beaufort scale, a gale or a storm?",
        "a storm: force 10 (48 to 55 knots), against force 8 (34 to 40 knots) for a gale",
        [
            S(
                "On the Beaufort scale a gale is force 8, with mean winds of 34 to 40 knots, "
                "strong enough to break twigs off trees and make walking into the wind hard going. "
                "At sea the waves grow moderately high and long, and the crests begin to break "
                "into spindrift; force 7 below it is called a near gale, and force 9 a severe "
                "gale."
            ),
            D(
                "The Saffir-Simpson scale, drawn up in the early 1970s by the engineer Herbert "
                "Saffir and the meteorologist Robert Simpson, sorts hurricanes into five "
                "categories by their sustained wind speed. A Category 1 storm has winds of 74 to "
                "95 miles an hour, while Category 5 starts at 157, as in Hurricane Andrew, which "
                "struck Florida in 1992."
            ),
            S(
                "Force 10 on the Beaufort scale is a storm, with mean winds of 48 to 55 knots. On "
                "land it is rarely met away from the coast, but it can uproot trees and do "
                "considerable damage to buildings, and at sea the waves become very high, with "
                "long overhanging crests, while the surface turns white with dense streaks of foam "
                "blown off them."
            ),
            D(
                "Francis Beaufort was born in Navan, Ireland, in 1774 and went to sea as a "
                "teenager. He drew up his scale of wind force in 1805, while in command of HMS "
                "Woolwich, and it was first used officially on the voyage of the Beagle that "
                "carried Charles Darwin. As hydrographer of the Navy he oversaw charts of coasts "
                "around the world."
            ),
            D(
                "The Douglas sea scale, devised in 1921 by Captain Henry Percy Douglas of the "
                "Royal Navy, describes the state of the sea on its own, from 0 for calm and glassy "
                "to 9 for phenomenal waves over 14 metres high. A second part of the scale grades "
                "the swell, the long waves that have travelled from distant weather, from no swell "
                "to heavy."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which two seas does the Bosphorus connect?",
        "the Black Sea to the north and the Sea of Marmara to the south",
        [
            D(
                "The Dardanelles, known in ancient times as the Hellespont, is a strait about 61 "
                "kilometres long in north-western Turkey that joins the Sea of Marmara to the "
                "Aegean. The peninsula on its European side is Gallipoli, scene of the Allied "
                "landings of 1915, and in legend Leander swam across it each night to visit Hero."
            ),
            S(
                "The Bosphorus is a narrow strait about 31 kilometres long that runs through the "
                "middle of Istanbul, joining the Black Sea in the north to the Sea of Marmara in "
                "the south. It is only about 700 metres wide at its narrowest point, and it "
                "divides the city into a European and an Asian side, now linked by three bridges "
                "and two tunnels."
            ),
            D(
                "The Golden Horn is a curved inlet about seven kilometres long that splits the "
                "European side of Istanbul in two, with the old walled city on its southern shore "
                "and Galata on the north. It was the harbour of Byzantium for centuries, and in "
                "1453 a great chain stretched across its mouth kept the Ottoman fleet out until "
                "ships were dragged overland."
            ),
            D(
                "The Kerch Strait, about 35 kilometres long and only a few kilometres wide in "
                "places, joins the Black Sea to the shallow Sea of Azov and separates the Crimean "
                "peninsula from Russia's Taman peninsula. A road and rail bridge of about 19 "
                "kilometres, the longest in Europe, was opened across it in 2018 and has since "
                "been damaged twice."
            ),
            D(
                "The Sea of Marmara lies wholly within Turkey and covers about 11,350 square "
                "kilometres, making it one of the smallest seas in the world. It takes its name "
                "from Marmara Island, whose quarries supplied marble to Byzantium for centuries, "
                "and in 2021 a thick slimy layer of sea snot spread across much of its surface."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a saguaro cactus store water?",
        (
            "its pleated stem swells like an accordion to hold water taken in by its wide, shallow "
            "roots after rain, storing it in spongy tissue under a waxy skin"
        ),
        [
            S(
                "A saguaro stores water in the spongy tissue of its stem, which is folded into "
                "pleats like an accordion. After a desert storm its wide net of shallow roots, "
                "spreading as far as the cactus is tall but only about ten centimetres deep, soaks "
                "up water quickly, and the pleats open out so that the stem swells to hold "
                "hundreds of litres."
            ),
            D(
                "The saguaro flower, the state wildflower of Arizona, blooms in May and June at "
                "the tips of the stem and arms. Each waxy white flower opens after dark and closes "
                "by the next afternoon, so it is pollinated mainly by lesser long-nosed bats at "
                "night and by bees and white-winged doves by day, and its red fruit ripens by "
                "midsummer."
            ),
            D(
                "The barrel cactus of the Sonoran Desert is often said to hold drinkable water, "
                "and in old westerns stranded travellers hack one open to survive. In fact the "
                "pulp of most kinds is full of bitter acids and alkaloids that can bring on "
                "vomiting and diarrhoea, which only make dehydration worse, so survival manuals "
                "warn against it."
            ),
            D(
                "A saguaro grows very slowly: after ten years it may be only about four "
                "centimetres tall, and it usually puts out its first arm when it is somewhere "
                "between fifty and a hundred years old. The largest reach about 12 metres and can "
                "live for 150 years or more, and cutting one down without a permit is against the "
                "law in Arizona."
            ),
            D(
                "Gila woodpeckers dig nest holes in the soft flesh of the saguaro, which seals the "
                "wound by forming a hard callus around it. When the cactus dies and rots away, "
                "these tough linings are left behind as 'saguaro boots', which the Tohono O'odham "
                "people once used as containers, and old holes are taken over by elf owls and "
                "purple martins."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does a pencil look bent in a glass of water?",
        (
            "refraction: light from the part under water bends as it passes from water into air, "
            "so that part appears higher than it really is"
        ),
        [
            D(
                "A mirage forms when light passes through layers of air of different temperatures, "
                "which bend it by different amounts. On a hot road the air just above the tarmac "
                "is much warmer than the air higher up, so light from the sky curves upwards "
                "towards the eye, and drivers see what looks like a shimmering pool of water lying "
                "ahead."
            ),
            D(
                "An optical fibre is a strand of glass thinner than a human hair that carries "
                "light over long distances. Light sent down it strikes the boundary between the "
                "core and the cladding at a shallow angle and is reflected back in every time, a "
                "trick called total internal reflection, so it can follow the fibre around bends "
                "for many kilometres."
            ),
            S(
                "A pencil standing in a glass of water seems to bend at the surface because of "
                "refraction. Light travels more slowly in water than in air, so rays coming from "
                "the part under water change direction as they leave the surface, and the eye, "
                "which assumes light travels in straight lines, places that part higher than it "
                "really is."
            ),
            D(
                "In 1666 Isaac Newton let a beam of sunlight through a hole in his window shutter "
                "and passed it through a triangular glass prism, which spread it into a band of "
                "colours from red to violet. He then used a second prism to turn the colours back "
                "into white light, showing that white light is a mixture of colours, not pure."
            ),
            D(
                "The water in a swimming pool looks blue even though a glass of it seems clear, "
                "because water itself absorbs a little red light and the effect builds up over "
                "depth. A metre or two of water takes out enough of the red end of sunlight to "
                "leave the light that comes back from the bottom of the pool with a clear "
                "blue-green tint."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "does quinine come from a tree",
        "yes: quinine comes from the bark of the cinchona tree of the Andes",
        [
            D(
                "Aspirin has its roots in willow bark, which was chewed against fever and pain for "
                "thousands of years. Its active ingredient, salicin, was isolated in the 1820s, "
                "and in 1897 the chemist Felix Hoffmann at the Bayer company in Germany made a "
                "gentler form, acetylsalicylic acid, which was sold under the name Aspirin from "
                "1899."
            ),
            S(
                "Quinine is taken from the bark of the cinchona, a tree of the cloud forests on "
                "the eastern slopes of the Andes. Jesuit missionaries in Peru learned of the "
                "bark's power against fevers and brought it to Europe in the 1630s, and in 1820 "
                "the French chemists Pierre Joseph Pelletier and Joseph Caventou extracted pure "
                "quinine from it."
            ),
            D(
                "Artemisinin, now the basis of the main treatment for malaria, comes from sweet "
                "wormwood, a leafy herb used in Chinese medicine for centuries. The chemist Tu "
                "Youyou found it in the 1970s after reading a recipe from the fourth century on "
                "soaking the plant in cold water, and she shared the 2015 Nobel Prize in medicine "
                "for the work."
            ),
            D(
                "Tonic water began as a way to make quinine easier to swallow. British officers in "
                "India in the nineteenth century mixed their bitter daily dose with soda water and "
                "sugar, and then with gin, giving the world the gin and tonic. Modern tonic holds "
                "far less quinine, but it still glows blue under ultraviolet light at a disco."
            ),
            D(
                "Chloroquine, a drug against malaria made entirely in the laboratory, was first "
                "produced in 1934 by Hans Andersag at the German company Bayer, who named it "
                "Resochin. After the Second World War it became the main weapon in the World "
                "Health Organization's campaign to wipe out malaria, until resistant parasites "
                "spread in the 1960s."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the official language of the country whose capital is Paramaribo?",
        ("Dutch: Paramaribo is the capital of Suriname, whose only official language is Dutch"),
        [
            S(
                "Paramaribo is the capital and largest city of Suriname, lying on the Suriname "
                "River about 15 kilometres from the Atlantic coast, and home to about half of the "
                "country's people. Its old centre of white-painted wooden houses and churches, "
                "laid out in the colonial era, was named a World Heritage Site by UNESCO in 2002."
            ),
            D(
                "Georgetown, at the mouth of the Demerara River, is the capital of Guyana, the "
                "only country in South America where English is the official language. Much of the "
                "city lies below the level of high tide, protected by a sea wall and canals built "
                "by the Dutch, and its wooden St George's Cathedral, finished in 1899, is one of "
                "the tallest of its kind."
            ),
            S(
                "Dutch is the only official language of Suriname, which was a colony of the "
                "Netherlands until it became independent on 25 November 1975, and it is used in "
                "government, schools and newspapers. Sranan Tongo, an English-based creole, is "
                "widely spoken on the streets, alongside Sarnami Hindustani, Javanese and several "
                "Maroon languages."
            ),
            D(
                "Cayenne is the chief town of French Guiana, which is not an independent country "
                "but an overseas department and region of France, so its people vote in French "
                "elections and pay in euros. The territory is best known for the Guiana Space "
                "Centre at Kourou, from where European Ariane rockets have been launched since "
                "1979."
            ),
            D(
                "Papiamento, a creole drawing on Portuguese, Spanish, Dutch and African languages, "
                "is an official language of Aruba and Cura\u00e7ao alongside Dutch. Both islands "
                "lie off the coast of Venezuela and are self-governing countries within the "
                "Kingdom of the Netherlands, with Oranjestad and Willemstad as their capitals."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Which comet crashed into Jupiter in 1994?",
        "Comet Shoemaker-Levy 9, whose fragments hit Jupiter from 16 to 22 July 1994",
        [
            D(
                "Home > Space > Comets | Hale-Bopp, the great comet of 1997\nFound on the same "
                "July night in 1995 by two Americans, Alan Hale and Thomas Bopp, this comet was "
                "visible to the naked eye for a record eighteen months. Its nucleus is thought to "
                "be some 60 kilometres across, and it will not return for over two thousand "
                "years.\nShare this | Cookie policy"
            ),
            S(
                "Home > Space > Solar System | When a comet hit Jupiter\nComet Shoemaker-Levy 9 "
                "had been torn into about 21 pieces by Jupiter's gravity in 1992, and between 16 "
                "and 22 July 1994 the fragments slammed into the giant planet one after another. "
                "The biggest impacts left dark scars in its clouds larger than Earth, watched by "
                "telescopes around the world.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Missions | Deep Impact\nIn July 2005 NASA's Deep Impact spacecraft "
                "fired a copper projectile the size of a washing machine into Comet Tempel 1 at "
                "about 37,000 km/h. The crash threw up a bright cloud of fine dust, and the "
                "mothership photographed the crater to learn what lies beneath a comet's crust, "
                "which proved softer and dustier than expected.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Amateur astronomy | A new scar on Jupiter\nIn July 2009 an amateur "
                "astronomer in Australia, Anthony Wesley, spotted a fresh black mark near "
                "Jupiter's south pole from his backyard telescope. Professional observers "
                "confirmed that an object, probably a small asteroid a few hundred metres across, "
                "had just struck the planet.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Comets | Halley's Comet in 1986\nOn its last visit to the inner "
                "Solar System in 1986, Halley's Comet was met by a small fleet of spacecraft. The "
                "European probe Giotto flew within 600 kilometres of its nucleus in March, showing "
                "a dark, peanut-shaped body about 15 kilometres long spewing jets of gas and "
                "dust.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "what is a group of crows called",
        "a murder (of crows)",
        [
            S(
                "Home > Nature > Birds | Why is it a murder of crows?\nA group of crows is known "
                "as a murder. The phrase is one of many fanciful collective nouns, such as an "
                "exaltation of larks, listed in English books of hunting manners in the fifteenth "
                "century, and it may reflect old tales that crows gathered to judge and kill one "
                "of their own.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | Ravens and their names\nThe raven, the largest of the "
                "crow family with a wingspan of up to 1.3 metres, has collective nouns of its own, "
                "an unkindness or a conspiracy. Six ravens are kept at the Tower of London, and "
                "legend says the kingdom will fall if they ever leave, so one wing of each bird is "
                "trimmed.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | A parliament of rooks\nRooks nest together in noisy "
                "colonies called rookeries at the tops of tall trees, and a group of them is "
                "called a parliament or a building. They can be told from carrion crows by the "
                "bare, greyish-white skin at the base of the bill, and they feed mostly on grubs "
                "in ploughed fields.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Bird brains | Crows that make tools\nNew Caledonian crows, from "
                "an island in the Pacific east of Australia, shape twigs and the barbed edges of "
                "pandanus leaves into hooks to pull grubs out of holes in wood. In an Oxford "
                "laboratory in 2002 a female called Betty bent a straight piece of wire into a "
                "hook to fish out a bucket of food.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | The murmuration\nA great flock of starlings wheeling "
                "above its roost at dusk is called a murmuration, and in winter it can hold "
                "hundreds of thousands of birds. Each starling follows its seven nearest "
                "neighbours, and the whole cloud twists and folds like smoke, which may help to "
                "confuse hunting falcons.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "colossal squid vs giant squid which is heavier",
        (
            "the colossal squid: the largest caught weighed about 495 kg, against about 275 kg for "
            "the heaviest giant squid, though giant squid grow longer"
        ),
        [
            D(
                "Home > Oceans > Deep sea | The Humboldt squid\nThe Humboldt or jumbo squid of the "
                "eastern Pacific grows to about 1.5 metres and 50 kilograms and hunts in packs of "
                "up to 1,200. Fishermen in Mexico call it diablo rojo, red devil, because it "
                "flashes red and white when hooked, and it is caught by the hundred thousand "
                "tonnes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Oceans > Record breakers | The colossal squid\nThe colossal squid of the "
                "Southern Ocean is the heaviest invertebrate known. A female caught by a fishing "
                "boat in the Ross Sea in 2007 weighed about 495 kilograms and is now on show at "
                "the Te Papa museum in Wellington, and its eyes, some 27 centimetres across, are "
                "the largest in the animal kingdom.\nShare this | Cookie policy"
            ),
            D(
                "Home > Oceans > Legends | Where the kraken came from\nThe kraken, a sea monster "
                "said to lurk off the coasts of Norway and Greenland and to drag whole ships "
                "under, was described at length by the Danish bishop Erik Pontoppidan in 1752. "
                "Many writers since have guessed that sightings of huge squid floating at the "
                "surface lay behind the tales, and Tennyson wrote a sonnet about the beast in "
                "1830.\nShare this | Cookie policy"
            ),
            S(
                "Home > Oceans > Record breakers | The giant squid\nThe giant squid can be longer "
                "than any other, with females reaching about 12 metres from fin to the tips of the "
                "two long feeding tentacles, but it is slimmer, and the heaviest on record weighed "
                "about 275 kilograms. It was first photographed alive in its deep-sea home off "
                "Japan in 2004.\nShare this | Cookie policy"
            ),
            D(
                "Home > Oceans > Deep sea | The vampire squid\nDespite its name, the vampire squid "
                "of the deep oceans grows to only about 30 centimetres and feeds on drifting "
                "scraps of dead matter, which it catches with two sticky threads. It lives where "
                "there is little oxygen and, when threatened, pulls its webbed arms over its body "
                "like a cloak.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which stars make up the Alpha Centauri system?",
        ("Alpha Centauri A and Alpha Centauri B, a close pair, and the red dwarf Proxima Centauri"),
        [
            D(
                "Home > Space > Stars | The pointers to the Southern Cross\nBeta Centauri, also "
                "called Hadar, is the second-brightest star in the constellation of Centaurus and, "
                "with its brighter neighbour, points the way to the Southern Cross. It lies about "
                "390 light-years away and is in fact a system of three hot blue giant stars, each "
                "far hotter and thousands of times more luminous than the Sun.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Space > Stars | Our nearest neighbours\nThe Alpha Centauri system has "
                "three stars. Alpha Centauri A and B, both much like the Sun, circle each other "
                "every 80 years about 4.37 light-years away, and the small red dwarf Proxima "
                "Centauri orbits far from the pair. Proxima is the closest star to the Sun, and a "
                "planet was found circling it in 2016.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Stars | Barnard's Star\nBarnard's Star, a faint red dwarf in the "
                "constellation Ophiuchus about six light-years away, is the nearest single star to "
                "the Sun. It was named after the American astronomer E. E. Barnard, who found in "
                "1916 that it moves across the sky faster than any other star, the width of the "
                "full Moon every 180 years.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Stars | The Dog Star and its pup\nThe Sirius system is made of two "
                "stars about 8.6 light-years away: Sirius A, a bright white star twice the mass of "
                "the Sun, and Sirius B, a white dwarf about the size of Earth. The faint companion "
                "was first seen in 1862 by Alvan Graham Clark while he was testing a new telescope "
                "lens.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Stars | Luhman 16\nLuhman 16 is a pair of brown dwarfs, objects "
                "too small to shine by fusion like true stars, only about 6.5 light-years from the "
                "Sun. It was found in 2013 by the American astronomer Kevin Luhman in images from "
                "NASA's WISE telescope, and it is the third-nearest system to us after two stellar "
                "ones.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does the mistral wind form",
        (
            "cold air flowing from high pressure over the Atlantic towards low pressure over the "
            "Gulf of Genoa is funnelled between the Alps and the Massif Central down the "
            "Rh\u00f4ne valley to the sea"
        ),
        [
            D(
                "Home > Weather > Winds of the world | The tramontane\nThe tramontane is a cold, "
                "dry northwesterly wind that blows down through the gap between the Pyrenees and "
                "the Massif Central into Roussillon and Catalonia. Its name means 'beyond the "
                "mountains', and it is so steady near Perpignan that wind farms line the hills "
                "there.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Winds of the world | The sirocco\nThe sirocco is a hot wind that "
                "rises over the Sahara and blows north across the Mediterranean ahead of "
                "depressions moving east. It picks up moisture over the sea, so it reaches Sicily "
                "and southern Italy as sultry, dusty air, and it can leave a film of reddish sand "
                "on cars and washing lines as far north as the Alps.\nShare this | Cookie policy"
            ),
            S(
                "Home > Weather > Winds of the world | How the mistral forms\nThe mistral blows "
                "when high pressure sits over the Bay of Biscay and a low forms over the Gulf of "
                "Genoa. Cold air from the north rushes towards the low and is squeezed between the "
                "Alps and the Massif Central, speeding up as it pours down the Rh\u00f4ne valley "
                "to the Mediterranean at up to 90 km/h.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Winds of the world | The bora\nThe bora is a cold, gusty wind "
                "that falls from the Dinaric mountains onto the Adriatic coast of Croatia and the "
                "port of Trieste, where gusts of over 150 km/h have been measured. Ropes were once "
                "strung along the steepest streets of Trieste so that people could hold on when it "
                "blew.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Travel | Living with the mistral\nIn Provence the mistral can "
                "blow for days at a time, bringing bright blue skies and a biting chill. Farmers "
                "plant rows of tall cypresses as windbreaks and build farmhouses with their backs "
                "to the north, and Vincent van Gogh, living in Arles in 1888, had to weigh down "
                "his easel with stones.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does rain have a smell?",
        (
            "rain falling on dry ground releases oils from plants and geosmin, a chemical made by "
            "soil bacteria, which tiny bursting bubbles carry into the air: the smell called "
            "petrichor"
        ),
        [
            D(
                "Home > Food science | Why beetroot tastes of earth\nBeetroot tastes earthy "
                "because it contains geosmin, a compound also found in some fish such as carp and "
                "catfish. Scientists are still not sure whether the beet makes geosmin itself or "
                "takes it up from the soil, and plant breeders have tried to grow varieties with "
                "less of it for the many people who simply cannot stand the flavour.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Science > Weather | What is that smell after rain?\nThe smell of rain on "
                "dry ground, named petrichor in 1964 by two Australian chemists, comes from plant "
                "oils and from geosmin, made by bacteria in soil. Drops hitting dusty earth trap "
                "tiny bubbles of air that burst and fling these chemicals up in a fine mist, and "
                "the human nose can detect geosmin in the smallest traces.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Science > Nature | The smell of cut grass\nThe fresh smell of a newly mown "
                "lawn comes from a burst of chemicals called green leaf volatiles, which grass "
                "releases within seconds of being cut or chewed. They help to seal and heal the "
                "wounded leaves, and some of them draw in parasitic wasps that prey on the "
                "caterpillars feeding on the plant.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Oceans | Why the seaside smells like the sea\nThe smell of the "
                "seaside comes mostly from dimethyl sulphide, a gas given off when bacteria break "
                "down a substance made by tiny algae called phytoplankton. Seabirds such as "
                "albatrosses follow the scent to find feeding grounds, and the gas also helps to "
                "seed clouds over the open ocean.\nShare this | Cookie policy"
            ),
            D(
                "Home > Pets > Dogs | Why do wet dogs smell?\nA dog's coat is home to yeasts and "
                "bacteria that leave small amounts of smelly chemicals behind. When the fur gets "
                "wet, the water pulls these compounds out and helps them into the air as it "
                "evaporates, which is why a damp dog smells so much stronger than a dry one, "
                "especially after a swim in a muddy pond.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Does the Coriolis effect decide which way a sink drains?",
        (
            "no: at the scale of a sink the Coriolis effect is far too weak; the shape of the "
            "basin and how the water was moving decide the direction"
        ),
        [
            D(
                "Home > Science > Weather | Why hurricanes spin\nBecause the Earth turns, winds "
                "flowing towards the centre of a storm are deflected to the right in the northern "
                "hemisphere and to the left in the southern. That is why hurricanes turn "
                "anticlockwise north of the equator and clockwise south of it, and why they almost "
                "never form within about five degrees of the equator line itself.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Science > Myth busting | Do sinks drain the other way in Australia?\nNo. "
                "The Coriolis effect, which steers hurricanes, is far too weak to matter in a sink "
                "or bath, which are a million times smaller. The way the water swirls depends on "
                "the shape of the basin and on how the water was moving when the plug came out, so "
                "basins in either hemisphere can drain either way.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Physics | Foucault's pendulum\nIn 1851 L\u00e9on Foucault hung a "
                "28-kilogram ball from a wire 67 metres long under the dome of the Panth\u00e9on "
                "in Paris. As it swung, the line of its swing slowly turned around the floor, by "
                "about 11 degrees an hour at that latitude, the first simple proof that the Earth "
                "turns.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > People | Who was Coriolis?\nGaspard-Gustave de Coriolis, a "
                "French engineer and mathematician born in Paris in 1792, set out the effect that "
                "now bears his name in a paper of 1835 on the motion of machines such as water "
                "wheels. He also gave the word 'work' its modern meaning in physics, and he died "
                "in Paris in 1843.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Weather | The trade winds\nThe trade winds blow steadily towards "
                "the equator from about 30 degrees north and south, turned by the Earth's spin so "
                "that they come from the north-east in the northern hemisphere and from the "
                "south-east in the southern. Sailing ships crossing the Atlantic relied on them "
                "for centuries, and Columbus rode them west in 1492.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which river flows through the largest city in Switzerland?",
        (
            "the Limmat: the largest Swiss city is Zurich, and the Limmat flows out of Lake Zurich "
            "through its old town"
        ),
        [
            S(
                "Home > Travel > Switzerland | Switzerland's biggest cities\nZurich is the largest "
                "city in Switzerland, with about 430,000 people in the city itself and well over a "
                "million in its wider area. It is the country's main centre of banking and "
                "insurance, home to the Swiss stock exchange, and its airport is the busiest in "
                "the country, though it is not the capital.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Switzerland | Basel on the Rhine\nBasel sits on a sharp bend of "
                "the Rhine where Switzerland meets France and Germany, and it is the country's "
                "only port, with barges sailing down to Rotterdam. In summer people swim down the "
                "river through the middle of the city, carrying their clothes in fish-shaped "
                "waterproof bags.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Zurich | A walk along the Limmat\nThe Limmat flows out of the "
                "northern end of Lake Zurich and through the heart of the old town, with the twin "
                "towers of the Grossm\u00fcnster on its right bank and the Fraum\u00fcnster, with "
                "its windows by Marc Chagall, on its left. Below the main station it is joined by "
                "the Sihl before leaving the city.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Switzerland | Bern, the federal city\nBern, where the Swiss "
                "government and parliament sit, is built on a narrow spur of land in a tight loop "
                "of the Aare. Its old town of arcaded streets is a World Heritage Site, and bears "
                "have been kept in a pit, now a park on the riverbank, since at least the early "
                "sixteenth century, as the city's heraldic emblem.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Switzerland | Lucerne's wooden bridge\nThe Chapel Bridge in "
                "Lucerne, built across the Reuss where it leaves Lake Lucerne in the fourteenth "
                "century, is one of the oldest covered wooden bridges in Europe. Many of the "
                "paintings under its roof were lost when fire swept the bridge in 1993, and it was "
                "rebuilt within a year.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the triple point of water?",
        (
            "0.01 \u00b0C (273.16 K) at a pressure of about 611.7 pascals, where ice, liquid water "
            "and water vapour coexist"
        ),
        [
            D(
                "Q: What is the critical point of water?\nA: It is the temperature and pressure "
                "above which liquid water and steam can no longer be told apart, about 374 \u00b0C "
                "and 22.1 megapascals, some 218 times normal air pressure. Beyond it water becomes "
                "a supercritical fluid, which power stations use to drive their turbines more "
                "efficiently."
            ),
            S(
                "Q: What is the triple point of water?\nA: It is the one combination of "
                "temperature and pressure at which ice, liquid water and water vapour can all "
                "exist together in balance: 0.01 \u00b0C, or 273.16 kelvin, at a pressure of about "
                "611.7 pascals, under one per cent of normal air pressure. Until 2019 the kelvin "
                "was defined by it."
            ),
            D(
                "Q: Why does dry ice not melt into a liquid?\nA: Solid carbon dioxide can only "
                "turn to liquid at pressures above about 5.1 times that of the atmosphere, the "
                "pressure of its triple point at \u221256.6 \u00b0C. At ordinary pressure it "
                "passes straight from solid to gas, which is called sublimation, at \u221278.5 "
                "\u00b0C, leaving no puddle behind."
            ),
            D(
                "Q: At what temperature does water boil on top of Mount Everest?\nA: At about 70 "
                "\u00b0C. At 8,849 metres the air pressure is only about a third of that at sea "
                "level, so water molecules escape into vapour more easily, and climbers find that "
                "tea brews weakly and rice and pasta take a very long time to cook through."
            ),
            D(
                "Q: Can water stay liquid below 0 \u00b0C?\nA: Yes. Very pure water with nothing "
                "for ice crystals to form on can be supercooled to around \u221240 \u00b0C before "
                "it freezes of its own accord. Supercooled droplets are common in clouds, and when "
                "they hit an aircraft wing they freeze at once, which is why airliners carry "
                "de-icing systems."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "where does space begin",
        (
            "by the most widely used convention, at the K\u00e1rm\u00e1n line, 100 km above sea "
            "level (the US uses 50 miles, about 80 km)"
        ),
        [
            D(
                "Q: How high does the International Space Station fly?\nA: Usually at around 400 "
                "to 420 kilometres above the Earth, which it circles about every 93 minutes at "
                "some 28,000 km/h. At that height there is still a very thin trace of air, so the "
                "station slowly sinks and has to be boosted back up from time to time by its "
                "thrusters."
            ),
            S(
                "Q: Where does space begin?\nA: There is no sharp edge, but the boundary most "
                "often used is the K\u00e1rm\u00e1n line, 100 kilometres above sea level, adopted "
                "by the World Air Sports Federation for records. It is named after the "
                "Hungarian-American engineer Theodore von K\u00e1rm\u00e1n. The US Air Force and "
                "NASA award astronaut wings above 50 miles, about 80 km."
            ),
            D(
                "Q: What is the Armstrong limit?\nA: It is the height, around 18 to 19 kilometres, "
                "at which the air pressure is so low that water boils at the temperature of the "
                "human body, 37 \u00b0C. Above it a person without a pressure suit would lose "
                "consciousness within seconds. It is named after Harry Armstrong, a US Air Force "
                "doctor."
            ),
            D(
                "Q: What is a geostationary orbit?\nA: It is a circular orbit 35,786 kilometres "
                "above the equator, where a satellite takes exactly one day to go round and so "
                "seems to hang still over one spot. The idea was made famous by the writer Arthur "
                "C. Clarke in 1945, and weather and television satellites have been parked there "
                "since 1964."
            ),
            D(
                "Q: What was the highest skydive?\nA: In October 2014 Alan Eustace, a Google "
                "executive, jumped from a balloon at about 41.4 kilometres over New Mexico, "
                "beating Felix Baumgartner's jump of 2012 from about 39 kilometres. Eustace wore a "
                "pressure suit and broke the sound barrier on the way down, landing safely about "
                "fifteen minutes after he let go of the balloon."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is deeper, Lake Como or Lake Garda?",
        (
            "Lake Como, about 425 m at its deepest, against about 346 m for Lake Garda (though "
            "Garda is larger)"
        ),
        [
            S(
                "Lake Como: fact sheet\n- Region: Lombardy, northern Italy\n- Area: about 146 "
                "km\u00b2, third largest lake in Italy\n- Greatest depth: about 425 m, among the "
                "deepest lakes in Europe\n- Shape: an upside-down Y, with Bellagio where the arms "
                "meet\n- Fed and drained by the river Adda\n- Villas include Villa Carlotta and "
                "Villa del Balbianello"
            ),
            D(
                "Lake Maggiore: fact sheet\n- Shared by Italy (Piedmont and Lombardy) and "
                "Switzerland (Ticino)\n- Area: about 212 km\u00b2, second largest lake in Italy\n- "
                "Greatest depth: about 372 m\n- Length: about 65 km\n- The Borromean Islands, with "
                "the palace and gardens of Isola Bella\n- Main outflow: the river Ticino\n- "
                "Ferries link Locarno, Stresa and Arona"
            ),
            S(
                "Lake Garda: fact sheet\n- Shared by Lombardy, Veneto and Trentino\n- Area: about "
                "370 km\u00b2, the largest lake in Italy\n- Greatest depth: about 346 m\n- Length: "
                "about 52 km, with a broad southern basin\n- The Sirmione peninsula, with the "
                "ruins of a Roman villa linked to the poet Catullus\n- Olive groves and lemon "
                "houses on its shores"
            ),
            D(
                "Lake Iseo: fact sheet\n- Region: Lombardy, between Bergamo and Brescia\n- Area: "
                "about 65 km\u00b2\n- Greatest depth: about 251 m\n- Monte Isola, one of the "
                "largest islands in any lake in southern Europe\n- In 2016 Christo's Floating "
                "Piers let visitors walk across the water\n- Fed and drained by the river Oglio"
            ),
            D(
                "Q: Is Lake Trasimeno deep?\nA: No. Although it is the largest lake of peninsular "
                "Italy, at about 128 km\u00b2, it is only about six metres deep at most, and its "
                "level rises and falls with the rains. On its northern shore Hannibal ambushed and "
                "destroyed a Roman army under Gaius Flaminius in 217 BC, one of the worst defeats "
                "in Rome's history."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the ratings on the Enhanced Fujita scale?",
        "EF0, EF1, EF2, EF3, EF4 and EF5, from winds of 65-85 mph up to over 200 mph",
        [
            D(
                "Fujita scale (original): fact sheet\n- Devised in 1971 by Tetsuya Theodore Fujita "
                "of the University of Chicago\n- Ranked tornadoes from F0 to F5 by the damage they "
                "caused\n- F5 was linked to winds of 261-318 mph\n- Also had a theoretical F12, "
                "for winds near the speed of sound\n- Used in the United States until 2007"
            ),
            S(
                "Enhanced Fujita scale: fact sheet\n- EF0: winds of 65-85 mph, light damage\n- "
                "EF1: 86-110 mph\n- EF2: 111-135 mph\n- EF3: 136-165 mph\n- EF4: 166-200 mph\n- "
                "EF5: over 200 mph, incredible damage\n- In use in the United States since 1 "
                "February 2007\n- Rated from surveys of damage to 28 kinds of building and tree"
            ),
            D(
                "TORRO scale: fact sheet\n- Devised in 1972 by Terence Meaden of the Tornado and "
                "Storm Research Organisation in Britain\n- Runs from T0 to T11\n- Based on wind "
                "speed, linked to the Beaufort scale\n- Used mainly in the UK and parts of "
                "Europe\n- Britain has more tornadoes per square km than most countries"
            ),
            D(
                "Q: What was the Joplin tornado?\nA: A tornado that struck Joplin, Missouri, on 22 "
                "May 2011, rated at the top of the scale, with winds of over 200 mph. It carved a "
                "path about a mile wide through the town, destroyed a hospital and some 7,000 "
                "homes and killed 158 people, the deadliest single tornado in the US since 1947."
            ),
            D(
                "Saffir-Simpson scale: fact sheet\n- Rates hurricanes in the Atlantic and eastern "
                "Pacific\n- Category 1: 74-95 mph\n- Category 2: 96-110 mph\n- Category 3: 111-129 "
                "mph, the first major hurricane\n- Category 4: 130-156 mph\n- Category 5: 157 mph "
                "or more\n- Wind only: storm surge was dropped in 2010"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a basilisk lizard run on water?",
        (
            "it slaps the water with its large, fringed hind feet, making a pocket of air, and "
            "pulls each foot out before the pocket closes, taking many quick steps"
        ),
        [
            D(
                "Q: How do pond skaters stand on water?\nA: Pond skaters, or water striders, "
                "spread their weight over long, thin legs covered in thousands of tiny waxy hairs "
                "that repel water. Their feet only dimple the surface without breaking it, so "
                "surface tension holds them up, and they row across it with their middle legs at "
                "up to a metre a second."
            ),
            S(
                "Q: How does a basilisk run on water?\nA: The lizard rises onto its hind legs and "
                "slaps the surface with large feet whose toes have fringes of scales that spread "
                "out like paddles. Each slap pushes the water down and opens a pocket of air, and "
                "the foot is pulled up and out before the pocket closes, so with rapid strides it "
                "can cross several metres of a stream."
            ),
            D(
                "Q: What was the basilisk of legend?\nA: In European folklore the basilisk was the "
                "king of serpents, a small snake with a crown-like crest whose glance or breath "
                "could kill. Pliny the Elder wrote of it in the first century, and later tales "
                "said it hatched from an egg laid by a cockerel and could be killed only by a "
                "weasel or by the sight of itself in a mirror."
            ),
            D(
                "Q: How do western grebes rush across a lake?\nA: As part of their courtship, "
                "pairs of western grebes in North America rise up and run side by side across the "
                "surface for up to 20 metres, necks curved, in a display called rushing. They take "
                "about twenty steps a second, slapping the water with their large lobed feet, and "
                "are the heaviest animals known to do so."
            ),
            D(
                "Green basilisk: fact sheet\n- Also called the plumed basilisk\n- Found in the "
                "rainforests of Central America, near rivers and streams\n- Bright green, with "
                "blue and white spots\n- Males have tall crests on the head, back and tail\n- "
                "Grows to about 90 cm, most of it tail\n- Eats insects, small fish, fruit and "
                "flowers\n- Lives about ten years"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does hitting your funny bone hurt so much?",
        (
            "because you are knocking the ulnar nerve, which runs in a groove at the back of the "
            "elbow with almost no padding, against the bone"
        ),
        [
            D(
                "Q: Why does banging your shin hurt so much?\nA: The front of the tibia lies just "
                "under the skin, with no muscle or fat to cushion it. A knock presses straight "
                "onto the periosteum, the thin membrane covering the bone, which is packed with "
                "nerve endings, so even a small bump against a coffee table can bring tears to the "
                "eyes and leave a lasting bruise."
            ),
            S(
                "Q: Why does the funny bone hurt when it is knocked?\nA: The funny bone is not a "
                "bone at all but the ulnar nerve, which passes in a shallow groove behind the "
                "inner knob of the elbow with only skin and a little fat over it. A knock squashes "
                "the nerve against the bone, sending a jolt of tingling pain down the forearm into "
                "the ring and little fingers."
            ),
            D(
                "Q: What is carpal tunnel syndrome?\nA: It is pressure on the median nerve where "
                "it passes through a narrow tunnel of bones and ligament at the wrist. It brings "
                "numbness, tingling and weakness in the thumb, index and middle fingers, often "
                "worse at night, and is common in pregnancy and in people who grip tools or type "
                "for long hours."
            ),
            D(
                "Q: Why do I get pins and needles when I sit on my leg?\nA: Sitting cross-legged "
                "or on a foot presses on nerves and on the blood vessels that feed them, so they "
                "stop sending signals properly and the limb goes numb. When you move, the pressure "
                "lifts and the nerves start firing again in a jumble as they recover, which feels "
                "like prickling pins."
            ),
            D(
                "Tennis elbow: fact sheet\n- Medical name: lateral epicondylitis\n- Pain on the "
                "outer side of the elbow\n- Caused by overuse of the tendons that straighten the "
                "wrist\n- Common in painters, plumbers and gardeners, not only tennis players\n- "
                "First described as lawn-tennis arm by the surgeon Henry Morris in 1883\n- Usually "
                "eases within a year"
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "are babies born with kneecaps",
        (
            "yes, but they are made of soft cartilage, which usually starts turning into bone "
            "between about three and five years of age"
        ),
        [
            D(
                "Q: How many bones does a newborn baby have?\nA: Around 270 to 300, many of them "
                "small and partly made of cartilage. As the child grows, several fuse together, "
                "for example in the skull, the spine and the pelvis, so that an adult ends up with "
                "206. The bones of the skull stay apart at first so that the head can squeeze "
                "through the birth canal."
            ),
            D(
                "Q: When do a baby's soft spots close?\nA: A newborn has two main fontanelles, "
                "gaps between the plates of the skull covered by tough membrane. The small one at "
                "the back usually closes within two months, and the larger diamond-shaped one on "
                "top between about 12 and 18 months, leaving room for the brain to grow fast in "
                "the first year."
            ),
            S(
                "Q: Are babies born without kneecaps?\nA: No, babies do have kneecaps, but at "
                "birth they are made of soft cartilage, which does not show up on an X-ray, hence "
                "the myth. The cartilage usually begins to turn into bone somewhere between the "
                "ages of three and five, and the kneecap is not fully bony until around puberty, "
                "which helps cushion toddlers' many falls."
            ),
            D(
                "Q: Should I worry if my toddler is bow-legged?\nA: Usually not. Most babies are "
                "bow-legged because of the way they were curled up in the womb, and the legs "
                "straighten out by about the age of two, after which many children become "
                "knock-kneed for a few years. A doctor should look at bowing that is severe, on "
                "one side only, or still getting worse after the age of three."
            ),
            D(
                "Q: What is Osgood-Schlatter disease?\nA: It is a painful, swollen bump just below "
                "the kneecap, where the tendon from the kneecap pulls on the growth plate at the "
                "top of the shinbone. It is common in children between about 10 and 15 who play "
                "running and jumping sports during a growth spurt, and it nearly always settles "
                "once growing stops."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the capital of the country where most of the Pamir Mountains lie?",
        "Dushanbe: most of the Pamirs lie in Tajikistan, whose capital is Dushanbe",
        [
            S(
                "Pamir Mountains: fact sheet\n- Nickname: the Roof of the World\n- Most of the "
                "range lies in Tajikistan, in its Gorno-Badakhshan region\n- Edges reach into "
                "Afghanistan, China and Kyrgyzstan\n- Highest peak in Tajikistan: Ismoil Somoni, "
                "7,495 m, once called Communism Peak\n- Home of the Fedchenko Glacier, about 77 km "
                "long"
            ),
            D(
                "Bishkek: fact sheet\n- Capital of Kyrgyzstan\n- Lies in the Ch\u00fcy valley at "
                "the foot of the Kyrgyz Ala-Too range of the Tian Shan\n- Population: about 1.1 "
                "million\n- Called Frunze from 1926 to 1991, after a Red Army commander born "
                "there\n- Broad avenues lined with trees\n- The Ala-Too Square is its main square"
            ),
            S(
                "Dushanbe: fact sheet\n- Capital and largest city of Tajikistan\n- Population: "
                "about 1 million\n- Name means 'Monday' in Tajik, after the village's weekly "
                "market day\n- Called Stalinabad from 1929 to 1961\n- Lies on the Varzob river\n- "
                "Has one of the tallest flagpoles in the world, 165 m, raised in 2011"
            ),
            D(
                "Q: What is the Pamir Highway?\nA: The M41, a mostly rough road built by the "
                "Soviet Union in the 1930s, whose best-known stretch runs some 730 kilometres from "
                "Khorog to Osh. It climbs to 4,655 metres at the Ak-Baital pass, making it one of "
                "the highest international roads in the world, and it is now a favourite of "
                "long-distance cyclists."
            ),
            D(
                "Q: What is the Wakhan Corridor?\nA: A thin strip of Afghanistan, about 350 "
                "kilometres long and as little as 13 wide, that runs east to touch China. It was "
                "drawn in the 1890s as a buffer to keep the Russian Empire and British India "
                "apart, and its few thousand Wakhi and Kyrgyz people live by herding yaks and "
                "sheep."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who discovered phosphorus?",
        "Hennig Brand, an alchemist in Hamburg, in 1669",
        [
            D(
                "In 1766 the wealthy and famously shy London scientist Henry Cavendish showed that "
                "the 'inflammable air' given off when metals such as zinc dissolve in acid was a "
                "substance of its own, far lighter than ordinary air. Antoine Lavoisier later "
                "named the gas hydrogen, 'water-former', because it burns to make water."
            ),
            S(
                "In 1669 Hennig Brand, a Hamburg merchant turned alchemist who hoped to make gold, "
                "boiled down great vats of urine until he was left with a waxy white substance "
                "that glowed in the dark and burst into flame in air. It was the first chemical "
                "element to be isolated by a person whose name we know, and it is now element 15."
            ),
            D(
                "Safety matches, which light only when struck on the side of their box, were "
                "patented in 1844 by the Swedish chemist Gustaf Erik Pasch. The brothers Johan and "
                "Carl Lundstr\u00f6m made them a success at their factory in J\u00f6nk\u00f6ping "
                "from the 1850s, putting the harmless red form of the element on the box rather "
                "than the match head."
            ),
            D(
                "In 1772 Daniel Rutherford, a medical student at Edinburgh, found that after a "
                "mouse had lived in a sealed jar and a candle had burned out in it, the air left "
                "over would support neither life nor flame. He called it 'noxious air'; the gas, "
                "which makes up about 78 per cent of the atmosphere, was later named nitrogen."
            ),
            D(
                "Women making matches with white phosphorus in the nineteenth century often "
                "suffered from phossy jaw, in which the bone of the jaw slowly rotted away. Anger "
                "at this and at fines and low pay led the match girls at Bryant and May's factory "
                "in London's East End to strike in 1888, and they won better conditions within "
                "weeks."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "what is virga",
        (
            "rain or snow that falls from a cloud but evaporates before it reaches the ground, "
            "seen as streaks hanging below the cloud"
        ),
        [
            D(
                "Mammatus clouds are rounded pouches that hang from the underside of a cloud, most "
                "often the spreading anvil of a large thunderstorm, looking like a tray of "
                "upturned bowls. They form where cold, moist air sinks down into drier air below, "
                "and although they look threatening they usually appear as a storm is weakening."
            ),
            S(
                "Virga is the name forecasters give to the grey, wispy streaks that can sometimes "
                "be seen trailing from the base of a cloud like the fringe of a curtain while the "
                "ground beneath stays dry. The drops or snowflakes are falling, but in the parched "
                "air below they turn back into vapour on the way down and never arrive at the "
                "surface at all."
            ),
            D(
                "A fallstreak hole is a large round or oval gap that suddenly opens in a thin "
                "layer of high cloud made of water droplets cooled well below freezing. Something, "
                "often a passing aircraft, sets a few of them freezing, the ice crystals grow "
                "quickly at the expense of the droplets around them, and a clear hole spreads "
                "outwards."
            ),
            D(
                "Virgo, the Maiden, is the second largest constellation in the sky and the largest "
                "of the zodiac, and the Sun passes through it from mid-September to the end of "
                "October. Its brightest star, Spica, is a hot blue pair about 250 light-years "
                "away, and the Virgo Cluster, over a thousand galaxies, lies within its borders, "
                "some 54 million light-years away."
            ),
            D(
                "A sun shower is rain that falls while the Sun is shining, often when wind has "
                "carried drops from a distant cloud or when a shower is passing at the edge of a "
                "clear sky. Many cultures have names for it: in Japan it is called a fox's "
                "wedding, and in parts of the American South it is said that the devil is beating "
                "his wife."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lies farther south, the Skagerrak or the Kattegat?",
        (
            "the Kattegat, which lies south-east of the Skagerrak, between Jutland and Sweden, at "
            "about 56-57.5 degrees north"
        ),
        [
            S(
                "The Skagerrak is the broad, deep arm of the North Sea wedged between the southern "
                "coast of Norway, the west coast of Sweden and the northern tip of Jutland, "
                "roughly between 57 and 59 degrees north. Its bed drops to about 700 metres in the "
                "Norwegian Trench, and the Germans called the 1916 sea battle of Jutland after it."
            ),
            D(
                "The \u00d8resund, the narrow sound between the Danish island of Zealand and the "
                "Swedish province of Scania, is only about four kilometres wide at its narrowest, "
                "between Helsing\u00f8r and Helsingborg. Since 2000 a bridge and tunnel, meeting "
                "on the artificial island of Peberholm, have carried cars and trains between "
                "Copenhagen and Malm\u00f6."
            ),
            S(
                "Closer to the Baltic, in a band from about 56 to 57.5 degrees north, lies the "
                "Kattegat, a shallow sea of about 30,000 square kilometres between Jutland's east "
                "coast and the Swedish shore around Gothenburg. It is on average only about 23 "
                "metres deep, and its islands include Anholt and L\u00e6s\u00f8, famous for its "
                "seaweed-roofed houses."
            ),
            D(
                "The Oslofjord runs about a hundred kilometres inland from the open sea to the "
                "Norwegian capital, and its shores are dotted with summer cabins and small towns. "
                "In the early hours of 9 April 1940 the fortress at Dr\u00f8bak, at its narrowest "
                "point, sank the German cruiser Bl\u00fccher, delaying the invasion of Oslo long "
                "enough for the king to escape."
            ),
            D(
                "The Kiel Canal, opened in 1895 to let the German navy move between its bases "
                "without sailing round Denmark, cuts about 98 kilometres across Schleswig-Holstein "
                "from the mouth of the Elbe to Kiel on the Baltic. It is the busiest artificial "
                "waterway in the world by the number of ships, with more than 25,000 passing "
                "through in some years."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the parts of the brainstem?",
        "the midbrain, the pons and the medulla oblongata",
        [
            D(
                "The cerebrum, the largest part of the human brain, is divided on each side into "
                "four lobes named after the bones of the skull above them. The frontal lobe "
                "handles planning and movement, the parietal lobe touch and the sense of space, "
                "the temporal lobe hearing and memory, and the occipital lobe at the back of the "
                "head handles sight and the making sense of it."
            ),
            S(
                "The stalk that links the brain to the spinal cord is made of three sections "
                "stacked one above another. Uppermost is the midbrain, which steers eye movements; "
                "below it is the pons, a bulge named from the Latin for 'bridge'; and lowest is "
                "the medulla oblongata, which keeps the heart beating and the lungs breathing "
                "without any thought."
            ),
            D(
                "The brain and spinal cord are wrapped in three protective membranes, the "
                "meninges. The tough outer dura mater lines the skull, the delicate arachnoid in "
                "the middle is named for its cobweb-like fibres, and the thin pia mater clings to "
                "the surface of the brain itself; infection of these layers is called meningitis."
            ),
            D(
                "The cerebellum, Latin for 'little brain', sits at the back of the skull below the "
                "cerebrum. Though it makes up only about a tenth of the brain's volume, it holds "
                "more than half of its nerve cells and coordinates balance, posture and smooth "
                "movement, which is why alcohol, which dulls it, makes people stagger."
            ),
            D(
                "The spinal cord is divided into sections named after the parts of the backbone "
                "around them: the cervical in the neck, with eight pairs of nerves, the thoracic "
                "behind the chest, with twelve, the lumbar in the lower back, the sacral and the "
                "tiny coccygeal. An injury high in the neck can affect all four limbs."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do lithops avoid being eaten?",
        (
            "by camouflage: their two fused leaves are coloured and patterned like the pebbles "
            "around them and sit almost level with the ground, so grazing animals mistake them for "
            "stones"
        ),
        [
            S(
                "These small succulents of Namibia and South Africa survive hungry grazers by "
                "disguise. Each plant is just a pair of plump, fused leaves, mottled in greys, "
                "browns and ochres to match the gravel around it, and it sits almost flush with "
                "the soil, so tortoises and antelope looking for moisture pass them by, taking "
                "them for ordinary pebbles."
            ),
            D(
                "Lithops grow mostly buried, with only the flat tops of their leaves showing. "
                "Those tops have translucent patches called windows, which let sunlight pass down "
                "into the green tissue inside the leaves beneath the soil, where it is shielded "
                "from the worst of the desert heat, much as a greenhouse works in miniature and in "
                "reverse."
            ),
            D(
                "Welwitschia, found only in the Namib Desert of Namibia and Angola, grows just two "
                "leaves in its whole life, which keep growing from the base and split into ribbons "
                "as they are blown about by the wind. Some plants are thought to be well over a "
                "thousand years old; the Austrian botanist Friedrich Welwitsch found it in 1859."
            ),
            D(
                "The sensitive plant, Mimosa pudica, folds its small leaflets together and lets "
                "its leaf stalks droop within seconds of being touched, as water rushes out of "
                "cells at the base of each leaf. The sudden change may startle insects or make the "
                "plant look wilted and unappetising to grazing animals, and it recovers in a few "
                "minutes."
            ),
            D(
                "In autumn, after the first rains, lithops push a single daisy-like flower, "
                "usually white or yellow, up from the slit between their two leaves. The flowers "
                "open in the afternoon and close again at dusk for about a week, and later the dry "
                "seed capsules open only when wet, so that raindrops splash the seeds out."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does each eye have a blind spot?",
        (
            "because at the optic disc, where the optic nerve leaves the eye, there are no "
            "light-sensitive rods or cones"
        ),
        [
            D(
                "Near the centre of the retina is the fovea, a small pit packed with cone cells "
                "and free of the blood vessels and nerve layers that cover the rest, so light "
                "reaches the cones directly. It covers only about two degrees of the field of "
                "view, roughly the width of a thumbnail at arm's length, yet gives all our "
                "sharpest sight."
            ),
            S(
                "On the back of every eyeball there is one small patch, the optic disc, that holds "
                "no rods or cones at all, because that is where about a million nerve fibres "
                "gather from across the retina and leave the eye together as the optic nerve on "
                "their way to the brain. Light falling there is not registered, and the brain "
                "simply fills in the gap."
            ),
            D(
                "Floaters are the specks, threads and cobwebs that drift across the view, most "
                "noticeable against a bright sky. They are clumps of collagen in the clear jelly "
                "that fills the eyeball, casting shadows on the retina, and they grow more common "
                "with age; a sudden shower of new ones can mean a torn retina and needs checking "
                "by an eye doctor the same day."
            ),
            D(
                "Drivers are warned about the blind spot, the area beside and just behind a car "
                "that cannot be seen in either the wing mirrors or the rear-view mirror. Before "
                "changing lanes a driver should glance over the shoulder, and many newer cars have "
                "sensors that light up a small warning in the mirror when another vehicle is "
                "there."
            ),
            D(
                "Red-green colour blindness affects about one man in twelve and one woman in two "
                "hundred, because the genes for the red- and green-sensing cones sit on the X "
                "chromosome. The chemist John Dalton described his own case in 1794, after "
                "noticing that a geranium flower others called pink looked sky-blue to him by "
                "daylight."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is the ginkgo a conifer?",
        (
            "no: the ginkgo is the only living member of its own group, separate from the "
            "conifers, though like them it bears naked seeds"
        ),
        [
            S(
                "The maidenhair tree, Ginkgo biloba, has no close living relatives. Botanists "
                "place it alone in a division of its own, apart from the pines, firs, cypresses "
                "and other cone-bearing trees, even though it too bears naked seeds rather than "
                "seeds enclosed in a fruit. Its fan-shaped leaves turn butter-yellow and fall "
                "together each autumn."
            ),
            D(
                "The dawn redwood was known only from fossils until the 1940s, when living trees "
                "were found in a remote valley in central China. It is a true conifer of the "
                "cypress family, yet, unlike nearly all its cousins, it sheds its soft, feathery "
                "needles each autumn, turning a rusty orange-brown before they drop, and it now "
                "grows in parks around the world."
            ),
            D(
                "The monkey puzzle tree, a conifer from the Andes of Chile and Argentina, has "
                "branches covered in stiff, sharp, overlapping leaves. It got its English name in "
                "Cornwall in the 1850s, when a guest remarked that climbing it would puzzle a "
                "monkey, and the Scottish surgeon Archibald Menzies is said to have brought its "
                "seeds to Britain in 1795."
            ),
            D(
                "Cycads look like palms, with a crown of stiff feathery leaves on a stout trunk, "
                "but they are not palms at all; they are ancient seed plants that bear their seeds "
                "in large cones, and their group is older than the dinosaurs. Most are threatened "
                "in the wild, and their seeds are poisonous unless soaked and washed with care."
            ),
            D(
                "Six maidenhair trees growing within two kilometres of the centre of the atomic "
                "explosion at Hiroshima on 6 August 1945 were scorched but survived, sending up "
                "new shoots the next spring. They are still alive today, and one of them, at the "
                "Housenbou temple, stands in front of the rebuilt main hall, which was built "
                "around it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country whose highest mountain is Phou Bia?",
        ("Vientiane: Phou Bia is the highest peak of Laos, and Vientiane is the capital of Laos"),
        [
            D(
                "Fansipan, at 3,147 metres, rises above the town of Sa Pa in northern Vietnam and "
                "is the loftiest summit in all of Indochina, earning it the name Roof of "
                "Indochina. Reaching the top once took several days of trekking, but since 2016 a "
                "cable car has carried visitors almost all the way up in about twenty minutes."
            ),
            S(
                "At 2,819 metres, Phou Bia, in the mountains of Xaisomboun province south of the "
                "Plain of Jars, is the loftiest summit in Laos. For decades the area around it was "
                "closed to outsiders, partly because of the large number of unexploded bombs left "
                "over from the war of the 1960s and 1970s, and it is still seldom climbed."
            ),
            D(
                "Luang Prabang, on a peninsula where the Nam Khan meets the Mekong, was the seat "
                "of the Lao kings until the monarchy was abolished in 1975. Its mix of gilded "
                "Buddhist temples and French colonial houses was made a UNESCO World Heritage Site "
                "in 1995, and each dawn hundreds of monks walk its streets to collect alms."
            ),
            S(
                "Vientiane, the seat of government of the Lao People's Democratic Republic and its "
                "largest city, stretches along a wide bend of the Mekong across from Thailand, to "
                "which it is joined by the first Friendship Bridge, opened in 1994. Its golden "
                "stupa, Pha That Luang, appears on the national emblem, and the city has about a "
                "million people."
            ),
            D(
                "Doi Inthanon, at 2,565 metres the highest peak in Thailand, stands in a national "
                "park south-west of Chiang Mai. It is named after Inthawichayanon, one of the last "
                "kings of Chiang Mai, who asked that his remains be placed on the mountain, and "
                "the cloud forest near its summit, often below freezing in January, is one of the "
                "coldest places in the country."
            ),
        ],
        drop=1,
    ),
]
