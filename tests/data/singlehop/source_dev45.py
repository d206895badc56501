"""The forty-seventh single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev43.py`, most
of them only for their questions), for the format and to choose subjects none of them asks about;
the held-out sources were only counted against each subject (`grep -c`), never read. Subjects are
taken only from natural science (physics, chemistry, astronomy, the human body, medicine), animals
and plants, and geography (countries, cities, rivers, mountains, landmarks); another writer took
history, politics, law, the arts, sports, technology and everyday life at the same time. A
quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v36, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 340 characters and distractors 336; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered buckminsterfullerene?",
        "Harold Kroto, Robert Curl and Richard Smalley, at Rice University in Houston in 1985",
        [
            D(
                "Graphene: Graphene, a sheet of carbon one atom thick with its atoms in a "
                "honeycomb pattern, was first isolated in 2004 at the University of Manchester by "
                "Andre Geim and Konstantin Novoselov, who peeled flakes off a block of graphite "
                "with sticky tape. The pair shared the Nobel Prize in Physics in 2010 for the "
                "work."
            ),
            S(
                "Buckminsterfullerene: The C60 molecule, a hollow cage of sixty carbon atoms "
                "shaped like a football, was discovered in 1985 at Rice University in Houston by "
                "Harold Kroto, Robert Curl and Richard Smalley while they fired a laser at "
                "graphite. They named it after the geodesic domes of Buckminster Fuller and "
                "shared the 1996 Nobel Prize in Chemistry."
            ),
            D(
                "Carbon nanotube: In a paper in Nature in 1991, Sumio Iijima of the Japanese "
                "electronics firm NEC described needle-like tubes of carbon found in the soot of "
                "an arc discharge, each a rolled-up sheet of graphite a few nanometres wide. Such "
                "tubes are many times stronger than steel for their weight and conduct heat very "
                "well. Today they stiffen some bicycle frames, tennis rackets and wind turbine "
                "blades."
            ),
            D(
                "Buckminster Fuller: Richard Buckminster Fuller (1895-1983) was an American "
                "architect and inventor who made the geodesic dome famous, a sphere built from a "
                "web of triangles that grows stronger as it grows larger. His best-known dome, 76 "
                "m across, housed the United States pavilion at Expo 67 in Montreal."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "escape velocity of earth",
        (
            "about 11.2 km per second (roughly 40,000 km/h) from the surface, ignoring air "
            "resistance"
        ),
        [
            D(
                "Orbital speed: To stay in a low circular orbit about 400 km up, a spacecraft "
                "must travel sideways at about 7.7 km per second, or some 28,000 km/h. At that "
                "speed the International Space Station goes round the planet in about 92 minutes, "
                "so its crew see sixteen sunrises and sixteen sunsets every day."
            ),
            D(
                "Moon: The Moon's gravity is about a sixth of Earth's, and a body needs only "
                "about 2.4 km per second to leave its surface for good. That is why the small "
                "ascent stage of the Apollo lunar module, with one engine of about 16,000 "
                "newtons, could lift two astronauts back to the orbiting command module."
            ),
            S(
                "Escape velocity: Escape velocity is the speed an object must reach to break free "
                "of a body's gravity without further push. From Earth's surface it is about 11.2 "
                "km per second, close to 40,000 km/h, if air resistance is ignored; it does not "
                "depend on the mass of the object launched, only on the mass and radius of the "
                "planet."
            ),
            D(
                "Jupiter: Jupiter, with 318 times the mass of Earth, has the deepest gravity well "
                "of any planet in the Solar System: a body would need about 59.5 km per second to "
                "escape from its cloud tops. The planet spins once in under ten hours, the "
                "fastest day of any planet, which flattens it visibly at the poles."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, Lhotse or Makalu?",
        "Lhotse, at 8,516 m, against 8,485 m for Makalu",
        [
            D(
                "Cho Oyu: Cho Oyu, 8,188 m high, stands on the border of Nepal and Tibet about 20 "
                "km west of Everest and is the sixth-highest mountain in the world. An Austrian "
                "party, Herbert Tichy, Joseph Jochler and Pasang Dawa Lama, first reached its "
                "summit on 19 October 1954, and it is now thought the easiest of the 8,000 m "
                "peaks. Its first winter ascent came in 1985, by a Polish team."
            ),
            S(
                "Lhotse: Lhotse is the fourth-highest mountain on Earth, rising to 8,516 m on the "
                "border of Nepal and Tibet, joined to Everest by the South Col. The Swiss "
                "climbers Ernst Reiss and Fritz Luchsinger first stood on its summit on 18 May "
                "1956, and its south face, over 3,000 m of rock and ice, is among the biggest "
                "walls in the world."
            ),
            D(
                "Lhotse Shar: Lhotse Shar, 8,383 m, is a subsidiary summit on the long east ridge "
                "of Lhotse, not counted among the fourteen independent 8,000 m peaks. It was "
                "first climbed on 12 May 1970 by the Austrians Sepp Mayerl and Rolf Walter, and "
                "the traverse from it to the main summit was not done until decades later."
            ),
            S(
                "Makalu: Makalu, 19 km southeast of Everest on the Nepal-Tibet border, is the "
                "fifth-highest mountain in the world at 8,485 m, an isolated four-sided pyramid "
                "of granite. A French expedition led by Jean Franco made the first ascent, Lionel "
                "Terray and Jean Couzy reaching the top on 15 May 1955, with the whole team "
                "following."
            ),
            D(
                "Kangchenjunga: Kangchenjunga, on the border of Nepal and the Indian state of "
                "Sikkim, is the third-highest mountain in the world at 8,586 m. Joe Brown and "
                "George Band made the first ascent on 25 May 1955 but stopped a few metres short "
                "of the top, keeping a promise to the ruler of Sikkim that the summit stay "
                "untrodden."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Which countries border Belize?",
        (
            "Mexico to the north and Guatemala to the west and south (the Caribbean Sea lies to "
            "the east)"
        ),
        [
            D(
                "Belize City: Belize City, at the mouth of the Haulover Creek, is the largest "
                "city and chief port of Belize, with about 60,000 people. It was the capital "
                "until Hurricane Hattie flooded it in October 1961, after which the government "
                "moved 80 km inland to a new town finished in 1970, safer from storms."
            ),
            S(
                "Belize: Belize is a small country on the Caribbean coast of Central America, "
                "bordered by Mexico to the north and by Guatemala to the west and south, with the "
                "Caribbean Sea along its eastern shore. Known until 1973 as British Honduras, it "
                "won independence from Britain in 1981 and is the only Central American country "
                "with English as its official language."
            ),
            D(
                "Belize Barrier Reef: The Belize Barrier Reef runs for about 300 km off the "
                "country's coast, part of the Mesoamerican reef that is second in length only to "
                "the Great Barrier Reef. Its Great Blue Hole, a round sinkhole 300 m wide and 124 "
                "m deep, was made famous by Jacques Cousteau in 1971; the reef became a World "
                "Heritage Site in 1996. Manatees and sea turtles feed in its lagoons."
            ),
            D(
                "Honduras: Honduras is bordered by Guatemala to the west, El Salvador to the "
                "southwest and Nicaragua to the southeast, with a long Caribbean coast on the "
                "north and a short stretch of Pacific shore on the Gulf of Fonseca. Its capital "
                "is Tegucigalpa, and the Mayan city of Copan, near the Guatemalan border, is its "
                "best known ruin."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a Faraday cage protect what is inside it?",
        (
            "an outside electric field pushes the free charges in the conducting shell around "
            "until they set up a field that cancels it inside, so the interior stays field-free "
            "and currents flow round the outer skin"
        ),
        [
            D(
                "Michael Faraday: The English scientist Michael Faraday (1791-1867), a "
                "blacksmith's son with little schooling, discovered electromagnetic induction in "
                "1831, showing that a moving magnet makes a current flow in a coil of wire. He "
                "began the Royal Institution's Christmas Lectures for young people in 1825 and "
                "gave nineteen of them himself."
            ),
            S(
                "Faraday cage: A Faraday cage is an enclosure of conducting material, solid or "
                "mesh. When an outside electric field reaches it, the free electrons in the metal "
                "shift until the charges on its surface make a field that exactly cancels the "
                "outside one within, so the space inside stays unaffected; a lightning current "
                "flows round the outer skin. Faraday tried it in 1836."
            ),
            D(
                "Lightning rod: Benjamin Franklin proposed in 1750 that a pointed iron rod on a "
                "roof, joined by a thick wire to the ground, would lead a lightning strike safely "
                "away from a building. The first rods went up in Philadelphia in the 1750s, and "
                "by the 1780s they were common on churches and powder stores across Europe."
            ),
            D(
                "Van de Graaff generator: Robert J. Van de Graaff built the first of his "
                "generators at Princeton in 1929: a rubber belt carries electric charge up to a "
                "hollow metal dome, where it builds up to hundreds of thousands of volts. Science "
                "museums use small ones to make the hair of a visitor who touches the dome stand "
                "on end. The largest air-insulated one, built by him in the 1930s, is at Boston's "
                "Museum of Science."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why do scorpions glow under uv light",
        (
            "chemicals in the hyaline layer of their exoskeleton, among them beta-carboline and a "
            "coumarin, fluoresce blue-green under ultraviolet; what the glow is for is still "
            "unsure"
        ),
        [
            D(
                "Deathstalker: The deathstalker, Leiurus quinquestriatus, is a pale yellow "
                "scorpion of the deserts of North Africa and the Middle East, about 8 cm long, "
                "whose sting is among the most dangerous of any scorpion. One of its venom "
                "peptides, chlorotoxin, sticks to brain tumour cells and is being tested to light "
                "up tumours for surgeons. Its genus name means smooth tail, and its species name "
                "five-striped."
            ),
            S(
                "Scorpion fluorescence: Under ultraviolet light a scorpion shines a vivid "
                "blue-green because substances in the hyaline layer, a thin coat of its "
                "exoskeleton, fluoresce; beta-carboline and 7-hydroxy-4-methylcoumarin are two of "
                "them. A freshly moulted scorpion does not glow until its new shell hardens. Why "
                "the trait evolved is unknown; one idea is that it helps them sense moonlight."
            ),
            D(
                "Green fluorescent protein: Osamu Shimomura isolated a protein that glows green "
                "under blue or ultraviolet light from the jellyfish Aequorea victoria, caught off "
                "Friday Harbor in Washington, in 1962. Biologists now fuse its gene to others to "
                "watch cells at work, and he shared the 2008 Nobel Prize in Chemistry with Martin "
                "Chalfie and Roger Tsien."
            ),
            D(
                "Emperor scorpion: The emperor scorpion, Pandinus imperator, of the rainforests "
                "and savannas of West Africa, is one of the largest scorpions, up to 20 cm long "
                "and 30 g. Its sting is mild and it relies on huge pincers to catch termites, so "
                "it has long been a popular pet; trade in it has been limited under CITES since "
                "1995."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Are the Dolomites part of the Alps?",
        (
            "yes: the Dolomites are a range of the Southern Limestone Alps in north-east Italy, "
            "their highest peak the Marmolada at 3,343 m"
        ),
        [
            D(
                "Dolomite (mineral): Dolomite is a calcium magnesium carbonate that forms pale "
                "grey or pinkish rock, often where sea water has altered limestone. It is named "
                "after the French geologist Deodat de Dolomieu, who described it in 1791 after a "
                "journey through the Tyrol; the rock is quarried for building stone and for the "
                "making of steel and glass."
            ),
            S(
                "Dolomites: The Dolomites are a mountain range in north-east Italy and a part of "
                "the Southern Limestone Alps, spread across the provinces of Belluno, Bolzano and "
                "Trento. They have eighteen peaks above 3,000 m, the highest being the Marmolada "
                "at 3,343 m, and their pale towers of rock were made a UNESCO World Heritage Site "
                "in 2009."
            ),
            D(
                "Jura Mountains: The Jura is a range of folded limestone hills running about 360 "
                "km along the border of France and Switzerland, north of Lake Geneva, with its "
                "highest point at Cret de la Neige, 1,720 m. The Jurassic period of geology, 201 "
                "to 145 million years ago, takes its name from the rocks first studied there."
            ),
            D(
                "Marmolada: On 3 July 2022, after a record heatwave, a large block of the "
                "Marmolada glacier broke away below Punta Rocca and swept down the normal route, "
                "killing eleven climbers. The glacier, the largest of its group, has lost more "
                "than 80 percent of its volume since the early twentieth century, and it may be "
                "gone by 2050."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain on South Korea's largest island?",
        "Hallasan (1,947 m), the volcano at the centre of Jeju Island",
        [
            S(
                "Jeju Island: Jeju, about 1,850 square km, is the largest island of South Korea, "
                "lying some 80 km south of the mainland across the Jeju Strait. Built up by "
                "volcanic eruptions over the last two million years, it forms Jeju Province and "
                "is known for its lava tubes and for the haenyeo, women who dive for shellfish "
                "without breathing gear."
            ),
            D(
                "Geoje Island: Geoje, off the south coast near Busan, is the second-largest "
                "island of South Korea at about 380 square km, linked to the mainland by bridges "
                "and, since 2010, by an undersea tunnel. Two of the world's largest shipyards "
                "stand there, and a prisoner-of-war camp held about 170,000 men during the Korean "
                "War."
            ),
            S(
                "Hallasan: Hallasan is the shield volcano that forms the centre of Jeju Island "
                "and, at 1,947 m, the highest mountain in South Korea. Its summit crater holds a "
                "small lake, Baengnokdam, and its slopes climb from subtropical forest to alpine "
                "shrubs; the last eruptions are thought to have been around a thousand years ago."
            ),
            D(
                "Jirisan: Jirisan, 1,915 m, is the highest peak on the Korean mainland south of "
                "the border and gave its name to South Korea's first national park, created in "
                "1967. Its ridge spreads over three provinces, and its forests shelter a small "
                "population of Asiatic black bears, brought back there since 2004. Its "
                "Cheonwangbong summit is a favourite place to watch the sunrise."
            ),
            D(
                "Ulleungdo: Ulleungdo is a volcanic island in the sea east of the Korean "
                "peninsula, about 73 square km, whose highest point, Seonginbong, reaches 984 m. "
                "Its steep coast left little farmland, so its 9,000 people live largely from "
                "fishing for squid, which is hung to dry along the harbour walls."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Which bone in the human body is not connected to any other bone?",
        "the hyoid bone, the U-shaped bone in the neck that anchors the tongue",
        [
            D(
                "The kneecap, or patella, is the largest sesamoid bone in the body: it grows "
                "inside the tendon of the quadriceps muscle and glides in a groove at the lower "
                "end of the femur. It shields the knee joint and gives the thigh muscles more "
                "leverage; babies are born with kneecaps of soft cartilage that turn to bone "
                "between the ages of three and five."
            ),
            S(
                "The hyoid is a small U-shaped bone in the front of the neck, between the chin "
                "and the voice box, and it is the only bone in the human body that does not form "
                "a joint with any other bone. It hangs in a sling of muscles and ligaments, "
                "anchoring the tongue and helping with swallowing, and a broken hyoid is a sign "
                "forensic doctors look for in cases of strangling."
            ),
            D(
                "The collarbone, or clavicle, is the bone most often broken in the human body, "
                "usually in a fall onto an outstretched hand. It is the only long bone that lies "
                "horizontally, running from the top of the breastbone to the shoulder blade, and "
                "it is one of the first bones to begin hardening in an unborn baby, at about five "
                "weeks. A broken one usually heals in a sling within about six weeks."
            ),
            D(
                "The femur, or thigh bone, is the longest and strongest bone in the human body, "
                "about a quarter of a person's height, and can bear several times the body's "
                "weight. Its rounded head fits into the socket of the hip to make a "
                "ball-and-socket joint, and forensic scientists use its length to estimate how "
                "tall a dead person was."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how tall is mount logan",
        "5,959 m, the highest mountain in Canada",
        [
            D(
                "Mount Saint Elias, 5,489 m, rises only about 16 km from the head of an inlet of "
                "the Pacific, on the border between Alaska and the Yukon. The Danish navigator "
                "Vitus Bering sighted it in 1741, and an Italian expedition led by the Duke of "
                "the Abruzzi made the first ascent in 1897, after a long haul over the glaciers "
                "from the sea. It is the second-highest peak in both countries."
            ),
            S(
                "Mount Logan, in Kluane National Park in the south-west of the Yukon, is the "
                "highest mountain in Canada at 5,959 m, and the second highest in North America. "
                "It is named after the geologist Sir William Logan, and its massif is thought to "
                "have the largest base of any mountain on Earth that is not a volcano; a party of "
                "six first reached the top in 1925."
            ),
            D(
                "Mount Lucania, 5,226 m, in the Saint Elias Mountains of the Yukon, is the "
                "third-highest peak in Canada. Bradford Washburn and Robert Bates made its first "
                "ascent in 1937, after their pilot had landed them on a glacier and could not "
                "come back for them, so they had to climb it and then walk out for many days to "
                "the nearest settlement."
            ),
            D(
                "Another Mount Logan rises in the Chic-Choc Mountains of the Gaspe Peninsula in "
                "Quebec, a rounded summit of the Appalachians inside Gaspesie National Park. It "
                "also honours Sir William Logan, who founded the Geological Survey of Canada in "
                "1842 and mapped the rocks of the peninsula; woodland caribou still live on the "
                "high plateaus around it."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is higher, Mount Teide or Popocatepetl?",
        "Popocatepetl, at about 5,400 m, against 3,715 m for Mount Teide",
        [
            S(
                "Mount Teide, a volcano on the island of Tenerife in the Canary Islands, is the "
                "highest point of Spain at 3,715 m, and it rises some 7,500 m from the floor of "
                "the Atlantic. It last erupted in 1909, from a vent on its north-west flank, and "
                "the national park around it, created in 1954, is one of the most visited in the "
                "world."
            ),
            D(
                "Iztaccihuatl, 5,230 m, is the dormant volcano just north of Popocatepetl, and "
                "its long ridge of several summits looks from Mexico City like a woman lying on "
                "her back, which is what its Nahuatl name means. Unlike its neighbour it has "
                "shown no eruptions in recorded history, and small glaciers still cling to its "
                "upper slopes. Climbers set out for it from Paso de Cortes."
            ),
            S(
                "Popocatepetl, about 70 km south-east of Mexico City, is one of the most active "
                "volcanoes in Mexico and reaches about 5,400 m, the second-highest peak in the "
                "country. Its Nahuatl name means smoking mountain; it woke up again in December "
                "1994 after decades of quiet, and it has puffed ash over the capital many times "
                "since."
            ),
            D(
                "Roque de los Muchachos, 2,426 m, is the highest point of La Palma in the Canary "
                "Islands, on the rim of the great Caldera de Taburiente. Clear, steady air above "
                "the clouds made it the site of a major observatory, opened in 1985, whose Gran "
                "Telescopio Canarias, with a mirror 10.4 m across, is among the largest in the "
                "world."
            ),
            D(
                "Pico de Orizaba, or Citlaltepetl, is the highest mountain in Mexico at 5,636 m "
                "and the third-highest in North America, a dormant volcano on the border of the "
                "states of Puebla and Veracruz. Its snowy cone can be seen from ships far out in "
                "the Gulf of Mexico, and its last eruption is thought to have been in 1846."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries border Eswatini?",
        "South Africa (north, west and south) and Mozambique (east)",
        [
            D(
                "Zimbabwe is a landlocked country in southern Africa bordered by Zambia to the "
                "north-west, Mozambique to the east, South Africa to the south and Botswana to "
                "the west. The Zambezi forms its northern border, with the Victoria Falls and "
                "Lake Kariba along it, and its name comes from the stone city of Great Zimbabwe."
            ),
            S(
                "Eswatini, called Swaziland until King Mswati III renamed it in 2018, is a small "
                "landlocked kingdom of about 17,000 square km. South Africa surrounds it on the "
                "north, west and south, and Mozambique lies along its eastern side. It has two "
                "capitals, Mbabane for the government and Lobamba for the king and parliament."
            ),
            D(
                "Mbabane, the administrative capital of Eswatini, lies at about 1,240 m in the "
                "Mdimba hills of the highveld, which keeps it cooler than the lowveld to the "
                "east. It grew up around the store and the British administrative post set up "
                "there in 1902, and today about 95,000 people live there."
            ),
            D(
                "Botswana is a landlocked country of southern Africa bordered by South Africa to "
                "the south, Namibia to the west and north, and Zimbabwe to the north-east, and it "
                "touches Zambia at a single point at Kazungula, where a bridge over the Zambezi "
                "opened in 2021. About 70 percent of it is covered by the Kalahari."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how does tsetse fly spread sleeping sickness",
        (
            "it sucks up trypanosome parasites with the blood of an infected person or animal; "
            "they multiply in the fly and move to its salivary glands, and it injects them with "
            "its saliva when it next bites"
        ),
        [
            D(
                "Chagas disease is caused by the parasite Trypanosoma cruzi and is spread in "
                "Latin America by blood-sucking triatomine bugs, known as kissing bugs because "
                "they often bite the face at night. The parasites are left in the bug's droppings "
                "and get in when a sleeper rubs them into the bite. Carlos Chagas described the "
                "disease in Brazil in 1909."
            ),
            S(
                "Sleeping sickness is carried from one host to the next by tsetse flies, which "
                "feed on blood. A fly that bites an infected person or animal takes in "
                "trypanosome parasites; over about three weeks these multiply in its gut and move "
                "up to its salivary glands, and from then on each time it bites it injects them "
                "into the skin with its saliva, passing the infection on."
            ),
            D(
                "Tsetse flies breed in an unusual way: instead of laying many eggs, a female "
                "keeps a single larva at a time inside her body and feeds it on a milky "
                "secretion, then gives birth to it fully grown, so she has fewer than a dozen "
                "young in her life of about three months. The flies are drawn to blue and black, "
                "which is why traps use blue cloth."
            ),
            D(
                "Malaria is spread by female Anopheles mosquitoes, which bite mostly between dusk "
                "and dawn. The Plasmodium parasites they inject travel to the liver and then "
                "invade red blood cells, and the British doctor Ronald Ross proved the mosquito's "
                "part in 1897 in Secunderabad, India, work for which he won the Nobel Prize in "
                "1902. The parasite itself had been seen in blood by Alphonse Laveran in 1880."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does hydrogen peroxide fizz when you put it on a cut?",
        (
            "blood and damaged cells in the wound contain the enzyme catalase, which splits the "
            "hydrogen peroxide into water and oxygen gas; the bubbles are oxygen"
        ),
        [
            D(
                "Rubbing alcohol stings on a cut because ethanol and isopropyl alcohol make the "
                "heat-sensing nerve endings in the skin, the receptors called TRPV1, fire at "
                "lower temperatures than normal, so body warmth feels like burning. A solution of "
                "about 70 percent alcohol kills germs better than pure alcohol, since water helps "
                "it get into cells."
            ),
            S(
                "When a three percent hydrogen peroxide solution touches a wound, it meets blood "
                "and broken cells full of catalase, an enzyme that splits hydrogen peroxide into "
                "water and oxygen gas very quickly. The foam is simply oxygen escaping, not a "
                "sign that germs are being killed, and doctors now advise plain water instead, "
                "because the peroxide also harms healthy tissue."
            ),
            D(
                "Baking soda and vinegar foam when mixed because the acetic acid in the vinegar "
                "reacts with the sodium bicarbonate to form carbonic acid, which at once breaks "
                "down into water and carbon dioxide. The gas makes the bubbles, and the same "
                "reaction, with a dry acid in place of vinegar, makes cakes rise in baking "
                "powder."
            ),
            D(
                "Concentrated hydrogen peroxide, 85 percent or stronger, was used as a rocket "
                "propellant: passed over a silver or permanganate catalyst it breaks down into "
                "hot steam and oxygen. The German engineer Hellmuth Walter built engines on it in "
                "the 1930s, among them the one in the Messerschmitt Me 163 rocket fighter of "
                "1944."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Can lungfish breathe air?",
        (
            "yes: lungfish have lungs and gulp air at the surface; the African and South American "
            "species must breathe air and drown if kept under water"
        ),
        [
            D(
                "The betta, or Siamese fighting fish, and its relatives have a folded organ above "
                "the gills called the labyrinth, lined with blood vessels, with which they take "
                "oxygen from gulps of air. It lets them live in warm, stagnant rice paddies and "
                "ditches in Thailand, where the males build nests of bubbles for their eggs."
            ),
            S(
                "Lungfish are fish with true lungs, which grew from the same pouch as the swim "
                "bladder of other fish, and they rise to the surface to gulp air. The Australian "
                "species mostly uses its gills and breathes air when the water turns stale, but "
                "the African and South American lungfish depend on air so much that they drown if "
                "kept from the surface."
            ),
            D(
                "Granddad, an Australian lungfish, lived at the Shedd Aquarium in Chicago from "
                "1933 until he was put down in February 2017, when he was thought to be well over "
                "ninety, the oldest fish in any public aquarium. He had come from Sydney for the "
                "Century of Progress world fair and was watched by more than 100 million "
                "visitors."
            ),
            D(
                "Tiktaalik was a fish that lived about 375 million years ago, found in 2004 on "
                "Ellesmere Island in the Canadian Arctic by a team led by Neil Shubin. It had a "
                "flat head on a movable neck and fins with bones like a wrist, and it is seen as "
                "a link between fish and the first four-legged animals to walk on land."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the highest mountain in the country that completely surrounds Lesotho?",
        "Mafadi (3,450 m) in the Drakensberg; the country is South Africa",
        [
            S(
                "Lesotho is an enclave, a country surrounded on all sides by South Africa. It is "
                "a kingdom of about 30,000 square km and two million people, with its capital at "
                "Maseru on the Caledon River, and it is the only independent state in the world "
                "lying entirely above 1,000 m; its lowest point, at 1,400 m, is the highest of "
                "any country."
            ),
            D(
                "Thabana Ntlenyana, 3,482 m, in the east of Lesotho, is the highest mountain of "
                "southern Africa. Its name means beautiful little mountain, and despite its "
                "height it is a gentle hump, reached on foot in a day from the top of the Sani "
                "Pass; it was only surveyed as the highest point of the region in the 1950s."
            ),
            S(
                "Mafadi, 3,450 m, on the edge of the Drakensberg escarpment where KwaZulu-Natal "
                "meets Lesotho, is the highest mountain in South Africa. It stands near the "
                "Injisuthi valley and is usually climbed in three or four days from there, and "
                "for a long time its height was not measured precisely enough to tell it from the "
                "peaks around it."
            ),
            D(
                "Champagne Castle, 3,377 m, in the central Drakensberg of KwaZulu-Natal, was long "
                "thought to be the highest peak in South Africa, until more careful surveys put "
                "other summits above it. Its name is said to come from a bottle of champagne that "
                "two climbers, a British officer and his companion, broke on the way up in 1861. "
                "It remains a favourite of hikers in the range today."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the big eruption of Mount St. Helens?",
        "on 18 May 1980, at 8:32 in the morning",
        [
            D(
                "Home > Volcanoes > California | Lassen Peak | Lassen Peak, the southernmost "
                "volcano of the Cascades, began erupting in May 1914 and kept it up for three "
                "years; its largest blast, on 22 May 1915, sent a column of ash some 9 km high "
                "and mudflows down the valleys to the east. Lassen Volcanic National Park was "
                "created in 1916. Share this | Cookie policy"
            ),
            S(
                "Home > Volcanoes > Washington | Mount St. Helens, 1980 | At 8:32 am on 18 May "
                "1980 an earthquake of magnitude 5.1 shook loose the bulging north face of Mount "
                "St. Helens, setting off the largest landslide in recorded history and a sideways "
                "blast that flattened forest over 600 square km. Fifty-seven people died, and the "
                "summit lost about 400 m. Share this | Cookie policy"
            ),
            D(
                "Home > Volcanoes > Alaska | Novarupta | The largest eruption of the twentieth "
                "century began on 6 June 1912 at Novarupta, on the Alaska Peninsula, and over "
                "three days threw out about 13 cubic km of magma. Ash filled a nearby valley to a "
                "depth of up to 200 m, and the steaming vents seen there in 1916 gave it the name "
                "Valley of Ten Thousand Smokes. Share this | Cookie policy"
            ),
            D(
                "Home > Volcanoes > Washington > History | Where the name comes from | The "
                "British navigator George Vancouver sighted the mountain from his ship in October "
                "1792 and named it after a fellow countryman, the diplomat Alleyne FitzHerbert, "
                "Baron St Helens, then ambassador to Spain. The Cowlitz people's name for it is "
                "Lawetlat'la, the smoker. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "sagittarius a* mass",
        "about 4 million times the mass of the Sun (about 4.3 million by recent measurements)",
        [
            D(
                "Home > Space > Black holes | The first picture of our black hole | On 12 May "
                "2022 the Event Horizon Telescope team showed the first image of Sagittarius A*, "
                "the black hole at the centre of the Milky Way: a ring of glowing gas around a "
                "dark shadow, pieced together from radio dishes around the globe that observed it "
                "in April 2017. Share this | Cookie policy"
            ),
            S(
                "Home > Space > Black holes | Weighing the giant at the heart of the galaxy | "
                "Sagittarius A*, about 26,000 light-years away, has a mass of about four million "
                "Suns, squeezed into a space smaller than Mercury's orbit. Astronomers found it "
                "by tracking stars such as S2 whipping round it for decades, work that won "
                "Reinhard Genzel and Andrea Ghez a Nobel Prize in 2020. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Space > Black holes | M87* | The first image ever made of a black hole, "
                "released in April 2019, showed the one at the heart of the giant galaxy Messier "
                "87, some 55 million light-years away in the constellation Virgo. It weighs about "
                "6.5 billion times as much as the Sun, and it shoots a jet of particles out for "
                "thousands of light-years. Its ring is about 40 billion km across. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Space > Black holes | Cygnus X-1 | Found by rocket-borne X-ray detectors "
                "in 1964, Cygnus X-1 was the first source widely accepted as a black hole. It "
                "weighs about 21 times as much as the Sun, orbits a blue supergiant star every "
                "5.6 days, and was the subject of a famous bet between Stephen Hawking and Kip "
                "Thorne in 1974. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "black widow vs tarantula which bite is worse",
        (
            "the black widow's: its nerve venom can cause severe pain and cramps, while most "
            "tarantula bites are no worse than a bee sting"
        ),
        [
            S(
                "Home > Nature > Spiders | Black widow | The female black widow, shiny black with "
                "a red hourglass under her belly, injects a nerve venom, latrotoxin, that can "
                "cause intense pain, muscle cramps in the belly and back, sweating and a racing "
                "heart for a day or more. An antivenom exists, and deaths are now very rare, "
                "mostly in small children. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Spiders | Brown recluse | The brown recluse of the central and "
                "southern United States has a violin-shaped mark on its back and six eyes instead "
                "of eight. Its venom can kill the skin around a bite, leaving a slow-healing sore "
                "a few centimetres across, though most bites heal on their own within weeks. It "
                "likes to hide in closets, attics and shoes. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Spiders | Tarantulas | Despite their size and hairy legs, "
                "tarantulas are not dangerous to people: for most species a bite hurts about as "
                "much as a bee sting, with some swelling. American tarantulas prefer to defend "
                "themselves by kicking off barbed hairs from their abdomen, which itch badly in "
                "the skin or eyes. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Spiders | Brazilian wandering spider | Wandering spiders of the "
                "genus Phoneutria hunt on the forest floor at night in South America and "
                "sometimes hide in bunches of bananas. Their venom acts on the nerves and can "
                "cause pain, sweating and, in men, painful erections; an antivenom has been made "
                "in Brazil since the 1920s. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "Which countries border Djibouti?",
        "Eritrea, Ethiopia and Somalia",
        [
            D(
                "Home > Travel > Africa > Djibouti | Djibouti City | The capital, home to more "
                "than half of the country's people, grew from a port founded by the French in the "
                "1880s. Its docks now handle most of landlocked Ethiopia's trade, carried since "
                "2018 by an electric railway of about 750 km to Addis Ababa, and several foreign "
                "navies keep bases nearby. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Africa > Djibouti | Djibouti at a glance | A small country of "
                "about 23,000 square km on the Horn of Africa, Djibouti is bordered by Eritrea to "
                "the north, Ethiopia to the west and south, and Somalia to the south-east, with "
                "the Gulf of Aden and the Bab-el-Mandeb strait to the east. It won independence "
                "from France in 1977. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa > Djibouti | Lake Assal | Lying 155 m below sea level in "
                "a hot, dry depression west of the Gulf of Tadjoura, Lake Assal is the lowest "
                "point in Africa and one of the saltiest bodies of water on Earth. Its shores are "
                "crusted with white salt, which caravans of camels once carried inland to the "
                "Ethiopian highlands. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa > Somalia | Somalia at a glance | Somalia has the longest "
                "coastline of any country on the African mainland, about 3,300 km along the Gulf "
                "of Aden and the Indian Ocean. Its capital, Mogadishu, was a busy trading port by "
                "the tenth century, and its two main rivers, the Jubba and the Shabelle, rise in "
                "the Ethiopian highlands. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How is cinnamon harvested?",
        (
            "shoots of cinnamon trees are cut close to the ground, the outer bark is scraped off "
            "and the inner bark is peeled away in strips, which curl into quills as they dry"
        ),
        [
            D(
                "Home > Food > Spices | Cassia or true cinnamon? | Most cinnamon sold in "
                "supermarkets is cassia, from Chinese, Indonesian and Vietnamese trees, with "
                "thick, hard, dark sticks of a single layer. True cinnamon, from Sri Lanka, is "
                "paler and crumbly, and has far less coumarin, a compound that can harm the liver "
                "in large doses. Share this | Cookie policy"
            ),
            S(
                "Home > Food > Spices | From tree to stick | Cinnamon comes from the inner bark "
                "of Cinnamomum trees, which growers cut back so that they sprout many straight "
                "shoots. Every two years or so the shoots are cut, the rough outer bark is "
                "scraped away, and the thin inner bark is peeled off in long strips, which roll "
                "up into quills as they dry in the shade. Share this | Cookie policy"
            ),
            D(
                "Home > Food > Spices | Cloves | Cloves are the dried flower buds of a tree, "
                "Syzygium aromaticum, native to the Maluku Islands of Indonesia. Pickers take the "
                "clusters by hand when the buds turn from green to pink, just before they open, "
                "and spread them in the sun for several days until they turn dark brown and hard. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Food > Spices | Black, white or green pepper | Peppercorns are the "
                "berries of a climbing vine, Piper nigrum, native to the Malabar coast of India. "
                "For black pepper the unripe green berries are picked and dried in the sun until "
                "they wrinkle and darken; for white pepper ripe berries are soaked and their "
                "skins rubbed off. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Mariana Trench so deep?",
        (
            "it is where the old, cold and dense Pacific plate sinks steeply beneath the Mariana "
            "plate (subduction), dragging the sea floor down to almost 11 km"
        ),
        [
            D(
                "Home > Oceans > Exploration | Down to the Challenger Deep | On 23 January 1960 "
                "Jacques Piccard and Don Walsh took the bathyscaphe Trieste to the bottom of the "
                "Challenger Deep, the lowest point of the Mariana Trench, a dive of almost five "
                "hours. James Cameron made the first solo dive there in March 2012, in his "
                "submersible Deepsea Challenger. Share this | Cookie policy"
            ),
            S(
                "Home > Oceans > Geology | How the deepest trench formed | The Mariana Trench "
                "marks the place where the Pacific plate, some 180 million years old and so cold "
                "and heavy, sinks beneath the smaller Mariana plate. Because the old slab is so "
                "dense it dives down very steeply, pulling the sea floor with it to about 10,900 "
                "m at the Challenger Deep. Share this | Cookie policy"
            ),
            D(
                "Home > Oceans > Atlantic | Puerto Rico Trench | The deepest point of the "
                "Atlantic lies in the Puerto Rico Trench, about 8,400 m down in a spot called the "
                "Milwaukee Deep, named after the US Navy ship that sounded it in 1939. The trench "
                "lies where the North American plate slides past and under the Caribbean plate. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Pacific | The Mariana Islands | The fifteen Mariana Islands, a "
                "chain of volcanic peaks in the western Pacific, were named in 1668 by Spanish "
                "Jesuits after Mariana of Austria, the widowed queen of Spain. Guam, the largest "
                "and southernmost, is a territory of the United States, and the rest form the "
                "Northern Mariana Islands. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Bhutan carbon negative?",
        (
            "yes: its forests, which cover about 70 percent of the country, absorb several times "
            "the carbon dioxide it emits"
        ),
        [
            D(
                "Home > Travel > Asia > Bhutan | The highest unclimbed mountain | Gangkhar "
                "Puensum, 7,570 m, on the border of Bhutan and Tibet, is thought to be the "
                "highest mountain in the world that no one has climbed. Four attempts in the "
                "1980s failed, and since 2003 Bhutan has banned climbing peaks above 6,000 m out "
                "of respect for local beliefs. Share this | Cookie policy"
            ),
            S(
                "Home > Environment > Asia | A country that soaks up more carbon than it makes | "
                "Bhutan is carbon negative: forests cover about 70 percent of the kingdom, and "
                "its constitution of 2008 says at least 60 percent must stay wooded, so its trees "
                "absorb several times the carbon dioxide that its 770,000 people emit. Clean "
                "power from its rivers is sold to India. Share this | Cookie policy"
            ),
            D(
                "Home > Environment > South America | Suriname's green record | Suriname, on the "
                "north coast of South America, is one of only a handful of countries that absorb "
                "more greenhouse gas than they emit, because rainforest covers about 93 percent "
                "of it. It has pledged to keep that forest and its population of about 600,000 "
                "lives mostly on the coast. Its capital is Paramaribo. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Asia > Bhutan | Gross National Happiness | In the 1970s the "
                "fourth king of Bhutan, Jigme Singye Wangchuck, said that Gross National "
                "Happiness mattered more than Gross Domestic Product. The idea is measured today "
                "by a survey of nine areas of life, from health and education to culture and the "
                "use of time. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the highest mountain on the island where Fiji's capital stands?",
        "Mount Tomanivi (1,324 m), on Viti Levu, where Suva lies",
        [
            S(
                "Home > Travel > Pacific > Fiji | Suva | Fiji's capital and largest city, Suva, "
                "lies on a peninsula on the south-east coast of Viti Levu, the biggest of the "
                "country's more than 300 islands. It took over from Levuka as capital in 1882 and "
                "is home to the main campus of the University of the South Pacific. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Pacific > Fiji | Levuka | Levuka, on the small island of Ovalau, "
                "was Fiji's first capital and the place where the islands were handed to Britain "
                "in 1874. A whaling and trading town of wooden shopfronts, it became Fiji's first "
                "World Heritage Site in 2013. Its Royal Hotel is one of the oldest hotels in the "
                "South Pacific. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Pacific > Fiji > Hiking | Mount Tomanivi | Mount Tomanivi, once "
                "called Mount Victoria, is the highest point of Viti Levu and of all Fiji at "
                "1,324 m. It rises in the rainy highlands in the north of the island, and the "
                "path to its summit starts from the village of Navai. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Pacific > Fiji | Taveuni, the Garden Island | Taveuni, Fiji's "
                "third-largest island, is crossed by the 180th meridian and rises to Uluigalau, "
                "about 1,240 m, one of the wettest places in the country. Its forests shelter the "
                "orange dove and the rare tagimoucia, a red and white flower. Share this | Cookie "
                "policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What causes diphtheria?",
        (
            "the bacterium Corynebacterium diphtheriae, through a toxin made by strains that "
            "carry the toxin gene"
        ),
        [
            D(
                "Q: What causes tetanus? A: Tetanus is caused by a toxin from Clostridium tetani, "
                "a bacterium whose spores live in soil, dust and animal dung and get into the "
                "body through cuts, burns or puncture wounds such as a step on a rusty nail. The "
                "toxin makes muscles lock in painful spasms, often starting with the jaw, hence "
                "the old name lockjaw."
            ),
            S(
                "Q: What causes diphtheria? A: Diphtheria is an infection with the bacterium "
                "Corynebacterium diphtheriae, spread by coughs and sneezes. The harm is done by a "
                "toxin that only some strains make, those carrying a gene brought in by a virus "
                "that infects the bacteria; it kills cells in the throat, leaving a thick grey "
                "coating that can block breathing."
            ),
            D(
                "Emil von Behring: fact sheet\n"
                "- Born: 1854, in Hansdorf, Prussia\n"
                "- Known for: serum therapy, with Kitasato Shibasaburo in Berlin in 1890\n"
                "- What it did: blood serum from immunised animals neutralised a bacterial "
                "poison\n"
                "- First used on: a child in Berlin, at Christmas 1891\n"
                "- Honours: the first Nobel Prize in Physiology or Medicine, 1901"
            ),
            D(
                "Q: What causes whooping cough? A: Whooping cough, or pertussis, is caused by the "
                "bacterium Bordetella pertussis, which clings to the lining of the airways and "
                "releases toxins that make them swell. Jules Bordet and Octave Gengou first grew "
                "it in Brussels in 1906, and the fits of coughing can go on for ten weeks, which "
                "is why it is called the hundred-day cough."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "cpr compression rate",
        "100 to 120 compressions a minute, about 5 to 6 cm deep in an adult",
        [
            D(
                "Q: How many rescue breaths should I give during CPR? A: If you are trained and "
                "willing, give two rescue breaths after every thirty chest compressions, each "
                "lasting about one second and just enough to make the chest rise. If you are not "
                "trained, or do not want to give breaths, hands-only CPR with compressions alone "
                "is still far better than doing nothing."
            ),
            S(
                "Q: How fast and how hard should I push during CPR? A: Push on the centre of the "
                "chest at a rate of 100 to 120 compressions a minute, about two every second, and "
                "press down at least 5 cm but no more than 6 cm in an adult, letting the chest "
                "come all the way back up between pushes. The beat of the song Stayin' Alive is "
                "about the right speed."
            ),
            D(
                "Defibrillators (AEDs): fact sheet\n"
                "- What they do: give an electric shock to reset a heart in ventricular "
                "fibrillation\n"
                "- Who can use one: anyone; the machine talks you through every step\n"
                "- Pads: one below the right collarbone, one on the left side below the armpit\n"
                "- Why hurry: survival falls by about 10 percent for each minute without a shock"
            ),
            D(
                "Q: Is CPR different for a baby? A: Yes. For an infant under one year, press with "
                "two fingers or the two thumbs in the centre of the chest, just below the nipple "
                "line, to about a third of the depth of the chest, roughly 4 cm. Start with five "
                "rescue breaths, covering the baby's mouth and nose with your mouth, before you "
                "begin the compressions."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is more common, haemophilia A or haemophilia B?",
        (
            "haemophilia A, in about 1 in 5,000 boys born, against about 1 in 25,000 to 30,000 "
            "for haemophilia B"
        ),
        [
            S(
                "Q: What is haemophilia A? A: Haemophilia A is an inherited lack of clotting "
                "factor VIII, so that bleeding goes on far longer than it should, often into the "
                "joints. The gene lies on the X chromosome, so it affects mostly boys: about 1 in "
                "5,000 males are born with it, and it makes up about four in five of all cases of "
                "haemophilia."
            ),
            D(
                "Q: What is von Willebrand disease? A: It is an inherited shortage or fault of "
                "von Willebrand factor, a protein that helps platelets stick at a wound. "
                "Described by the Finnish doctor Erik von Willebrand in 1926 in a family from the "
                "Aland Islands, it may touch as many as 1 in 100 people, men and women alike, "
                "though most cases are mild."
            ),
            S(
                "Q: What is haemophilia B? A: Haemophilia B is an inherited lack of clotting "
                "factor IX. It is rarer than the other main type, found in about 1 in 25,000 to "
                "30,000 boys born, and it is also called Christmas disease after Stephen "
                "Christmas, a Canadian boy whose case was described in the British Medical "
                "Journal in December 1952."
            ),
            D(
                "Q: What is haemophilia C? A: Haemophilia C is a lack of clotting factor XI. "
                "Unlike the two commoner types its gene is not on the X chromosome, so men and "
                "women are equally likely to have it; it is most frequent among Ashkenazi Jews, "
                "and bleeding is usually milder, often showing up only after surgery or a tooth "
                "being pulled."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of mumps?",
        (
            "painful swelling of the salivary glands below the ears (puffy cheeks and jaw), "
            "fever, headache, aching muscles, tiredness and loss of appetite"
        ),
        [
            D(
                "Q: What are the symptoms of measles? A: Measles starts with a high fever, a "
                "cough, a runny nose and red, watery eyes, and tiny white spots may show inside "
                "the cheeks. Three to five days later a blotchy red rash spreads from the face "
                "and behind the ears down over the body. The virus is one of the most contagious "
                "known."
            ),
            S(
                "Q: What are the symptoms of mumps? A: The best-known sign is painful swelling of "
                "the parotid glands, the salivary glands below and in front of the ears, which "
                "gives a puffy face and jaw. Before or along with it come fever, headache, aching "
                "muscles, tiredness and loss of appetite, usually 16 to 18 days after catching "
                "the virus."
            ),
            D(
                "MMR vaccine: fact sheet\n"
                "- Protects against: measles, mumps and rubella\n"
                "- Developed by: Maurice Hilleman at Merck, licensed in the United States in "
                "1971\n"
                "- Mumps part: the Jeryl Lynn strain, taken from his daughter in 1963\n"
                "- Doses: two, usually at about one year and before school\n"
                "- Given in: more than 100 countries"
            ),
            D(
                "Q: What are the symptoms of rubella? A: Rubella, or German measles, is usually "
                "mild: a low fever, a sore throat and a pink rash that starts on the face and "
                "spreads, with swollen glands behind the ears and at the back of the neck. Adults "
                "often get sore joints. The danger is to unborn babies, whose eyes, ears and "
                "heart can be harmed."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How is dengue fever spread?",
        (
            "by the bites of infected Aedes mosquitoes, mainly Aedes aegypti and also Aedes "
            "albopictus, which bite in the daytime; it does not pass directly from person to "
            "person"
        ),
        [
            D(
                "Q: How is malaria spread? A: Malaria spreads through the bites of female "
                "Anopheles mosquitoes infected with Plasmodium parasites, which they picked up by "
                "feeding on an infected person. These mosquitoes mostly bite between dusk and "
                "dawn, which is why bed nets treated with insecticide are one of the best "
                "protections. The parasites then grow in the liver before invading red blood "
                "cells."
            ),
            S(
                "Q: How do people catch dengue? A: Dengue is passed on by the bites of infected "
                "Aedes mosquitoes, above all Aedes aegypti and also the Asian tiger mosquito, "
                "Aedes albopictus. They bite in the daytime, especially in the early morning and "
                "late afternoon, and pick the virus up from an infected person. It does not "
                "spread directly from one person to another."
            ),
            D(
                "Dengue: symptoms fact sheet\n"
                "- Main signs: high fever, severe headache, pain behind the eyes\n"
                "- Also: aching muscles and joints, hence the old name breakbone fever\n"
                "- Rash: often appears two to five days after the fever starts\n"
                "- Warning signs: stomach pain, vomiting, bleeding gums\n"
                "- Second infections: a risk of severe dengue"
            ),
            D(
                "Yellow fever vaccine: fact sheet\n"
                "- Strain: 17D, a weakened virus\n"
                "- Developed by: Max Theiler, at the Rockefeller Foundation, in 1937\n"
                "- Award: Nobel Prize in Physiology or Medicine, 1951\n"
                "- Doses: one, which gives protection for life\n"
                "- Needed: for entry to some countries in Africa and South America"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do we have earwax?",
        (
            "to protect the ear canal: it traps dust and dirt, keeps the skin moist, repels water "
            "and fights bacteria and fungi, and jaw movements carry it slowly outward"
        ),
        [
            D(
                "Q: Why are there two kinds of earwax? A: Whether your earwax is wet and sticky "
                "or dry and flaky depends on one gene, ABCC11. The dry type, from a change in "
                "that gene, is common in East Asia, found in most people of Korean and northern "
                "Chinese descent, while most people of European and African descent have the wet "
                "type."
            ),
            S(
                "Q: What is earwax for? A: Earwax, or cerumen, is made by glands in the outer "
                "part of the ear canal to protect it. It traps dust, dirt and tiny insects, keeps "
                "the thin skin of the canal moist, and repels water, and it is slightly acidic, "
                "which helps hold back bacteria and fungi. Chewing and talking slowly move it out "
                "of the ear."
            ),
            D(
                "Q: Why do my ears pop on a plane? A: The middle ear is linked to the back of the "
                "throat by the Eustachian tube. When the cabin pressure changes during take-off "
                "or landing, air pressure on either side of the eardrum gets out of balance until "
                "the tube opens, often when you swallow or yawn, and the pressure evens out with "
                "a pop."
            ),
            D(
                "Q: Should I clean my ears with cotton buds? A: Doctors advise not to. Cotton "
                "buds tend to push wax deeper, where it can pack hard against the eardrum, and "
                "can scratch or even puncture it. Ear candling does not work either; for a "
                "blocked ear a few drops of olive oil or a pharmacy softener over several days is "
                "enough."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is foxglove poisonous",
        (
            "yes: every part of the plant contains cardiac glycosides such as digitoxin, which "
            "can upset the heartbeat"
        ),
        [
            D(
                "Foxglove in the garden: fact sheet\n"
                "- Latin name: Digitalis purpurea\n"
                "- Life cycle: biennial; leaves the first year, flowers the second\n"
                "- Height: 1 to 2 m\n"
                "- Flowers: purple or white tubes with spotted throats, loved by bumblebees\n"
                "- Sow: in late spring; it seeds itself freely in light shade"
            ),
            S(
                "Q: Is foxglove poisonous? A: Yes. Every part of the plant, leaves, flowers and "
                "seeds, contains cardiac glycosides such as digitoxin, which upset the rhythm of "
                "the heart. Eating it can cause nausea, vomiting, a slow or irregular pulse and "
                "blurred or yellowish vision; the heart drug digoxin was first taken from a "
                "related species."
            ),
            D(
                "Q: Is deadly nightshade poisonous? A: Yes, very. Atropa belladonna contains "
                "atropine and related alkaloids, which block nerve signals, causing a racing "
                "heart, a dry mouth, confusion and wide pupils; its shiny black berries are the "
                "biggest danger to children. Women in Renaissance Italy used drops of it to widen "
                "their pupils."
            ),
            D(
                "Q: Is oleander poisonous? A: Yes. Nerium oleander, a shrub grown along roads and "
                "in gardens in warm countries, contains oleandrin, which acts on the heart like "
                "digitalis drugs. Even the smoke from burning its wood, or water in which its "
                "leaves have soaked, can make people ill, and it has killed horses that ate its "
                "clippings. It is the official flower of Hiroshima."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which German state is the town the Marburg virus is named after?",
        "Hesse: the virus is named after Marburg, where it was first recognised in 1967",
        [
            S(
                "Q: Why is it called the Marburg virus? A: It is named after the town where it "
                "was first recognised, in 1967, when laboratory workers in Marburg, and at the "
                "same time in Frankfurt and Belgrade, fell ill after handling tissue from African "
                "green monkeys brought from Uganda. Thirty-one people were infected, and seven of "
                "them died."
            ),
            D(
                "Q: Why is it called Ebola? A: The virus was first identified in 1976, during an "
                "outbreak around the mission hospital at Yambuku in what was then Zaire. To avoid "
                "tying the village's name to the disease, the scientists named it after the Ebola "
                "River, about 100 km away, whose name in the local Ngbandi language means black "
                "river. Since then it has broken out many times in Africa."
            ),
            S(
                "Marburg: fact sheet\n"
                "- Where: on the River Lahn, in the German state of Hesse\n"
                "- People: about 77,000, a quarter of them students\n"
                "- University: Philipps University, founded in 1527, the oldest Protestant one\n"
                "- Landmark: St Elizabeth's Church, one of the first Gothic churches in Germany\n"
                "- Famous residents: the Brothers Grimm studied law here"
            ),
            D(
                "Q: Why is it called the Coxsackie virus? A: In 1948 Gilbert Dalldorf and Grace "
                "Sickles of the New York State health laboratory in Albany found a new virus in "
                "the stools of two children with a paralysing illness, and named it after their "
                "home town, Coxsackie, on the Hudson River. It is a common cause of hand, foot "
                "and mouth disease."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the Chandrasekhar limit?",
        (
            "the greatest mass a white dwarf can have, about 1.4 times the mass of the Sun; above "
            "it electron pressure can no longer hold the star up"
        ),
        [
            D(
                "Neutron stars, too, have a ceiling. In 1939 Robert Oppenheimer and George "
                "Volkoff, building on work by Richard Tolman, worked out that a ball of packed "
                "neutrons cannot hold itself up beyond a certain weight, now put at roughly two "
                "to three Suns; anything heavier must fall in on itself and become a black hole."
            ),
            S(
                "A burnt-out star that has shrunk to the size of the Earth is held up only by the "
                "crowding of its electrons, and that support gives way if the star weighs more "
                "than about 1.4 times our Sun. The young Indian physicist Subrahmanyan "
                "Chandrasekhar worked out this ceiling in 1930, aged nineteen, on the voyage from "
                "Madras to Cambridge."
            ),
            D(
                "NASA's Chandra X-ray Observatory, carried into orbit by the shuttle Columbia in "
                "July 1999, was named after Subrahmanyan Chandrasekhar after a contest that drew "
                "more than 6,000 entries. Its mirrors, the smoothest ever made, let it pick out "
                "the X-ray glow of hot gas around black holes and exploded stars."
            ),
            D(
                "Arthur Eddington worked out that a star cannot shine beyond a certain "
                "brightness: if its light pushes outward on its gas harder than gravity pulls "
                "inward, it blows its own outer layers away. For a star like the Sun this ceiling "
                "is about 33,000 times its present output, and the heaviest stars come close to "
                "it. He also led the 1919 eclipse expedition that tested Einstein."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "how big is pando",
        (
            "about 43 hectares (106 acres), with some 47,000 stems weighing around 6,000 tonnes "
            "in all, all one root system"
        ),
        [
            D(
                "In the Blue Mountains of eastern Oregon, a single honey fungus, Armillaria "
                "ostoyae, spreads its threads through the soil under some 9.6 square km of "
                "forest, killing conifers as it goes. Tests of samples taken in 1998 showed it "
                "was all one individual, which may be thousands of years old. Its mushrooms come "
                "up in honey-coloured clumps in autumn."
            ),
            S(
                "A grove of quaking aspen in Utah's Fishlake National Forest is really a single "
                "male tree: its roughly 47,000 trunks all rise from one shared root system that "
                "covers some 43 hectares, about 106 acres, and together they weigh around 6,000 "
                "tonnes, which makes it the heaviest living thing known. Its name is Latin for I "
                "spread."
            ),
            D(
                "The aspen clone known as Pando is shrinking: few young shoots have grown into "
                "trees for decades, because mule deer and cattle eat them as soon as they come "
                "up. Since 2013 fences have kept grazing animals out of parts of the grove, and "
                "inside them new stems have shot up again, a sign that it can still recover."
            ),
            D(
                "In California's Mojave Desert a creosote bush ring called King Clone, about 20 m "
                "across, has been growing outward from one seedling for an estimated 11,700 "
                "years. The botanist Frank Vasek measured its growth and dated it in 1980, making "
                "it one of the oldest living things on Earth."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is larger, Hokkaido or Kyushu?",
        "Hokkaido, at about 78,000 square km, more than twice Kyushu's 36,000 or so",
        [
            D(
                "Shikoku is the smallest of Japan's four main islands, about 18,800 square km, "
                "lying between the Inland Sea and the Pacific. It is famous for a pilgrimage of "
                "88 temples linked with the monk Kukai, a loop of about 1,200 km that pilgrims in "
                "white clothes walk over six weeks or more."
            ),
            S(
                "Japan's northernmost main island spreads over about 78,000 square km, second "
                "only to Honshu among the country's islands, yet holds only about five million "
                "people. Its cold winters bring drift ice to the Sea of Okhotsk coast, and its "
                "chief city, Sapporo, hosted the Winter Olympics in 1972."
            ),
            D(
                "Sakhalin, the long island just north of Hokkaido across the La Perouse Strait, "
                "covers about 72,000 square km and belongs to Russia. Japan held its southern "
                "half from 1905 to 1945, and today oil and gas fields off its north-east coast "
                "supply tankers bound for Japan and Korea."
            ),
            S(
                "The third-largest of Japan's main islands, in the far south-west, takes up about "
                "36,000 square km and is home to some thirteen million people. It is one of the "
                "most volcanic parts of the country, with Sakurajima puffing ash over Kagoshima "
                "and the giant caldera of Aso at its heart; Fukuoka is its biggest city."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which countries do the Atlas Mountains cross?",
        "Morocco, Algeria and Tunisia",
        [
            D(
                "The Rif is a crescent of mountains in northern Morocco that runs along the "
                "Mediterranean from near Tangier to the Algerian border, rising to 2,456 m at "
                "Jebel Tidirhine. Its Berber tribes fought off Spain under Abd el-Krim in the "
                "1920s, and the blue-washed town of Chefchaouen sits on its slopes. Its cedar "
                "forests shelter Barbary macaques."
            ),
            S(
                "The great chain of north-west Africa runs for some 2,500 km, starting on "
                "Morocco's Atlantic coast, crossing northern Algeria and ending in Tunisia near "
                "the Mediterranean. It cuts the coast off from the Sahara, and its highest "
                "summit, Jebel Toubkal at 4,167 m, rises in Morocco's High Atlas south of "
                "Marrakesh."
            ),
            D(
                "The Hoggar, or Ahaggar, is a high plateau of volcanic rock in the south of "
                "Algeria, deep in the Sahara, whose highest point, Mount Tahat, reaches 2,908 m. "
                "It is the home of Tuareg herders, and the French monk Charles de Foucauld built "
                "a hermitage on its Assekrem plateau in 1911."
            ),
            D(
                "In Greek myth Atlas was a Titan who fought against Zeus and was punished by "
                "being made to hold up the sky for ever on his shoulders. Greek writers placed "
                "him at the western edge of the world, and a book of maps has been called an "
                "atlas since Gerardus Mercator used the word in 1595."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do mycorrhizal fungi help plants?",
        (
            "their threads wrap around or enter the roots and reach far into the soil, bringing "
            "the plant water and nutrients such as phosphorus and nitrogen in return for sugars"
        ),
        [
            D(
                "Peas, beans and clover carry swellings on their roots, called nodules, that are "
                "packed with Rhizobium bacteria. The bacteria turn nitrogen gas from the air in "
                "the soil into ammonia, which the plant uses to build proteins, and in return the "
                "plant feeds them sugars; farmers sow clover to enrich fields for this reason."
            ),
            S(
                "Most land plants, some nine in ten species, live in partnership with soil fungi "
                "whose fine threads wrap around their roots or push into the root cells. The "
                "threads reach much further through the soil than roots can, gathering water, "
                "phosphorus and nitrogen and handing them over; the plant pays with sugars made "
                "by its leaves."
            ),
            D(
                "Dodder is a plant with no roots or leaves to speak of, just thin orange or "
                "yellow stems that twine around other plants. It pushes little suckers into its "
                "host's stems to steal water, sugars and minerals, and young dodder shoots find "
                "their victims by sniffing out the chemicals that those plants give off into the "
                "air."
            ),
            D(
                "Black truffles, Tuber melanosporum, grow underground around the roots of oaks "
                "and hazels in south-west France, northern Italy and Spain. Because they never "
                "break the surface, hunters use trained dogs, or in the past pigs, to sniff them "
                "out, and a single large one can fetch thousands of euros at auction."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do fairy rings form in grass?",
        (
            "a fungus grows outward from one spot in all directions through the soil; the old "
            "centre dies off, so mushrooms and greener or dead grass appear only at the advancing "
            "edge"
        ),
        [
            D(
                "In 1991 two Englishmen, Doug Bower and Dave Chorley, admitted that they had made "
                "many of the crop circles that had puzzled people in southern England since the "
                "late 1970s, flattening wheat at night with a plank, a rope and a wire sighting "
                "device. They showed reporters how by making one in a field in Kent."
            ),
            S(
                "A circle of toadstools on a lawn starts from a single spore. Its threads spread "
                "out through the soil in every direction at the same pace, and as the food behind "
                "them runs out the middle dies back, so only the outer edge stays alive, feeding "
                "and putting up mushrooms. Nitrogen freed as it breaks down dead matter can also "
                "turn the grass above it dark green."
            ),
            D(
                "Fairy circles are bare, round patches, 2 to 15 m across, dotted by the million "
                "across the grasslands at the edge of the Namib Desert in Namibia, each ringed by "
                "taller grass. Some scientists blame sand termites eating the roots, while others "
                "argue the grasses arrange themselves this way as they compete for scarce water. "
                "Similar circles have since been found in the outback of Western Australia."
            ),
            D(
                "The fairy ring champignon, Marasmius oreades, is a small tan mushroom of lawns "
                "and meadows, good to eat and easy to dry. It is often confused with the fool's "
                "funnel, Clitocybe rivulosa, a white mushroom of the same lawns that contains "
                "muscarine and causes sweating, tears and stomach cramps."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do magpies recognise themselves in a mirror",
        (
            "yes, by one test: in a 2008 study Eurasian magpies tried to remove a mark on their "
            "own throats that they could see only in a mirror, the first non-mammals to pass (a "
            "repeat in 2020 did not confirm it)"
        ),
        [
            D(
                "In 1970 the psychologist Gordon Gallup put a dab of red dye on the faces of "
                "sleeping chimpanzees; when they woke and saw themselves in a mirror, they "
                "touched the spot on their own faces, showing they knew whose face it was. "
                "Monkeys tested the same way treated their reflection as a stranger. Orangutans "
                "passed too."
            ),
            S(
                "In 2008 Helmut Prior and colleagues in Frankfurt stuck a small yellow or red "
                "sticker on the throats of Eurasian magpies, where a bird can only see it in a "
                "glass. Shown a mirror, several birds kept scratching at their own marks, "
                "suggesting they knew the bird they saw was themselves, the first animal outside "
                "the mammals to do so; a 2020 repeat did not confirm it."
            ),
            D(
                "The Australian magpie is not a true magpie but a black and white songbird "
                "related to butcherbirds. In spring some males swoop on walkers and cyclists who "
                "come near their nests, and councils put up warning signs, though the birds learn "
                "to recognise people who are kind to them and leave them alone. Its warbling, "
                "flute-like song is among the most admired in the country."
            ),
            D(
                "In 2002 a New Caledonian crow named Betty, at Oxford University, bent a straight "
                "piece of garden wire into a hook to pull a small bucket of food out of a tube, "
                "without ever having been taught. Wild crows of her kind shape hooks out of twigs "
                "and leaves to fish grubs out of holes in trees. Her feat was reported in the "
                "journal Science."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the only country that lies in all four hemispheres?",
        "South Tarawa, the capital of Kiribati",
        [
            S(
                "Kiribati, a nation of 33 coral atolls and islands in the central Pacific, is the "
                "only one whose territory lies both north and south of the equator and both east "
                "and west of the 180th meridian. Its islands are scattered across some 3.5 "
                "million square km of ocean, and in 1995 it moved the date line to keep them all "
                "on the same day."
            ),
            D(
                "Kiritimati, or Christmas Island, in the Line Islands, is the largest coral atoll "
                "in the world by land area, about 390 square km, and among the first places to "
                "see each new year. Captain James Cook landed there on Christmas Eve in 1777, and "
                "Britain and the United States tested nuclear bombs nearby in 1957 and 1962."
            ),
            S(
                "The seat of government of Kiribati is South Tarawa, a string of islets on the "
                "southern rim of Tarawa atoll in the Gilbert group, joined by causeways and home "
                "to about half the country's people. Most of its land is less than 3 m above the "
                "sea, which makes rising water a real threat to its future."
            ),
            D(
                "Sao Tome and Principe, two volcanic islands in the Gulf of Guinea, is the "
                "country that lies closest to the point where the equator crosses the prime "
                "meridian. The equator runs across the islet of Rolas, just south of Sao Tome, "
                "and a marker there lets visitors stand with a foot in each hemisphere. Cocoa "
                "made the islands rich in the early twentieth century."
            ),
            D(
                "Majuro, an atoll of some 64 islets strung around a lagoon, is the capital of the "
                "Marshall Islands, north of the equator in the western Pacific. Its 20,000 or so "
                "people live on a strip of land often only a few hundred metres wide, and a "
                "single road runs about 50 km from one end of it to the other."
            ),
        ],
    ),
]
