"""Development multi-hop questions, batch 6 (20 two-hop questions in the style of
Wikipedia multi-hop QA), written by someone who never read the evaluator, the gold set
or the benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, all "titled", 8 passages each
(2 supports, 6 distractors). Measured lengths: mean support 297 characters, mean
distractor 291 characters; a support is the longest passage in 4 of the 20 questions.
Original text, shared under CC0 1.0 like the rest of the test data.
"""

# ruff: noqa: RUF001  (en dashes, primes and signs as Wikipedia writes them)

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # 1 bridge: Joseph Banks -> HMS Endeavour -> James Cook
    Q(
        "titled",
        "bridge",
        "Who commanded the ship on which the naturalist Joseph Banks sailed to the Pacific?",
        "James Cook",
        [
            D(
                "Endeavour (yacht): Endeavour is a J-class racing yacht built in 1934 for the "
                "English aviation pioneer Thomas Sopwith, who commanded her himself in his "
                "challenge for the America's Cup that year. Designed by Charles Ernest Nicholson, "
                "she won the first two races but lost the series four races to two against the "
                "American defender Rainbow."
            ),
            S(
                "HMS Endeavour: HMS Endeavour was a British Royal Navy research vessel that was "
                "commanded by Lieutenant James Cook on his first voyage of discovery, to "
                "Australia and New Zealand, from 1768 to 1771. She was launched in 1764 as the "
                "collier Earl of Pembroke and was purchased by the Navy in 1768 for a scientific "
                "mission to the Pacific Ocean."
            ),
            D(
                "Banks Peninsula: Banks Peninsula is a peninsula of volcanic origin on the east "
                "coast of the South Island of New Zealand, with an area of about 1,150 square "
                "kilometres. It encloses two large natural harbours, Lyttelton Harbour and Akaroa "
                "Harbour, and was named in honour of the English naturalist Joseph Banks, who "
                "sailed past it in 1770."
            ),
            D(
                "Joseph Dalton Hooker: Sir Joseph Dalton Hooker (30 June 1817 – 10 December 1911) "
                "was a British botanist and explorer. He sailed to Antarctica as assistant surgeon "
                "aboard HMS Erebus on the expedition commanded by James Clark Ross from 1839 to "
                "1843, and later succeeded his father, William Jackson Hooker, as director of the "
                "Royal Botanic Gardens, Kew, from 1865 to 1885. He had also explored the Himalayas "
                "from 1847."
            ),
            S(
                "Joseph Banks: Sir Joseph Banks, 1st Baronet (24 February 1743 – 19 June 1820) "
                "was an English naturalist, botanist and patron of the natural sciences. He made "
                "his name on the first great voyage of HMS Endeavour to the Pacific Ocean between "
                "1768 and 1771, visiting Brazil, Tahiti, New Zealand and eastern Australia, and he "
                "served as President of the Royal Society for over 41 years."
            ),
            D(
                "Space Shuttle Endeavour: Space Shuttle Endeavour (Orbiter Vehicle Designation "
                "OV-105) is a retired orbiter from NASA's Space Shuttle program and the fifth and "
                "final operational shuttle built. It flew its first mission, STS-49, in May 1992 "
                "and its 25th and last, STS-134, in May 2011, and is now displayed at the "
                "California Science Center in Los Angeles."
            ),
            D(
                "HMS Resolution (1771): HMS Resolution was a sloop of the Royal Navy that carried "
                "a British expedition on the second voyage of exploration to the Pacific, from "
                "1772 to 1775, and became the first ship to cross the Antarctic Circle. The "
                "naturalist Joseph Banks had planned to sail on her as well, but he withdrew after "
                "a dispute over the alterations made to her cabins."
            ),
            D(
                "Daniel Solander: Daniel Carlsson Solander (19 February 1733 – 13 May 1782) was a "
                "Swedish naturalist who worked at the British Museum from 1763. He sailed to the "
                "Pacific as a botanist alongside Joseph Banks between 1768 and 1771, collecting "
                "thousands of plant specimens, and afterwards became Banks's secretary and "
                "librarian in London."
            ),
        ],
        drop=1,
    ),
    # 2 bridge: Lake Tana -> Blue Nile -> Khartoum
    Q(
        "titled",
        "bridge",
        "In which city does the river that flows out of Lake Tana join the White Nile?",
        "Khartoum",
        [
            D(
                "Tana River (Kenya): The Tana River is the longest river in Kenya, with a length "
                "of about 1,000 kilometres. It rises in the Aberdare Range west of Nyeri, flows "
                "through a series of hydroelectric reservoirs such as Masinga, and crosses the "
                "coastal plain before entering the Indian Ocean at Kipini, on Ungwana Bay."
            ),
            D(
                "White Nile: The White Nile is a river of Africa, one of the two main tributaries "
                "of the Nile. Its name comes from the pale clay sediment carried in its water. In "
                "the strict sense, the White Nile is the stretch formed at Lake No in South Sudan "
                "by the confluence of the Bahr al Jabal and the Bahr el Ghazal rivers."
            ),
            S(
                "Blue Nile: The Blue Nile is a river that rises in the highlands of Ethiopia and "
                "travels for approximately 1,450 kilometres through Ethiopia and Sudan. Along "
                "with the White Nile, it is one of the two major tributaries of the Nile; the two "
                "rivers meet at Khartoum, the capital of Sudan. During the rainy season it "
                "supplies most of the water of the Nile."
            ),
            D(
                "Bahir Dar: Bahir Dar is a city in northwestern Ethiopia and the capital of the "
                "Amhara Region. It stands on the southern shore of Lake Tana and is one of the "
                "leading tourist destinations in the country, known for its wide avenues lined "
                "with palm trees and for the island monasteries of the lake nearby."
            ),
            D(
                "Grand Ethiopian Renaissance Dam: The Grand Ethiopian Renaissance Dam is a "
                "gravity dam on the Blue Nile in the Benishangul-Gumuz Region of Ethiopia, about "
                "15 kilometres east of the border with Sudan. Built from 2011, it is the largest "
                "hydroelectric power plant in Africa, and the filling of its reservoir has been "
                "a long-running source of dispute with the downstream states of Egypt and Sudan."
            ),
            S(
                "Lake Tana: Lake Tana is the largest lake in Ethiopia and the source of the Blue "
                "Nile. Located in the Amhara Region in the northwestern Ethiopian Highlands, it is "
                "approximately 84 kilometres long and 66 kilometres wide, with a maximum depth of "
                "15 metres, and it lies at an elevation of 1,788 metres."
            ),
            D(
                "Lake Victoria: Lake Victoria is one of the African Great Lakes and, with an area "
                "of 59,947 square kilometres, the largest lake in Africa. It is shared by Uganda, "
                "Kenya and Tanzania, and its only outflow, the Victoria Nile, leaves the lake at "
                "Jinja in Uganda on its way north towards Lake Kyoga and Lake Albert."
            ),
            D(
                "Tana (river): The Tana or Teno is a river in northern Europe, about 360 "
                "kilometres long, whose middle course forms part of the border between Finland "
                "and Norway. It flows generally northeast and empties into the Tanafjord of the "
                "Arctic Ocean coast, and it is known as one of the best salmon rivers in Europe."
            ),
        ],
        drop=0,
    ),
    # 3 bridge: Toledo, Spain -> Tagus -> Teruel
    Q(
        "titled",
        "bridge",
        "which spanish province is the source of the river that flows past toledo",
        "Teruel",
        [
            D(
                "Toledo, Ohio: Toledo is a city in and the county seat of Lucas County, Ohio, "
                "United States. It lies at the western end of Lake Erie, where the Maumee River "
                "flows into the lake, and had a population of 270,871 at the 2020 census. The "
                "city was incorporated in 1837 and takes its name from the Spanish city."
            ),
            S(
                "Tagus: The Tagus is the longest river in the Iberian Peninsula, running 1,007 "
                "kilometres, generally west, through Spain and Portugal. It rises in the Montes "
                "Universales, in the Sierra de Albarracín in the province of Teruel, and empties "
                "into the Atlantic Ocean through a broad estuary at Lisbon."
            ),
            D(
                "Júcar: The Júcar is a river in eastern Spain, about 500 kilometres long. It "
                "rises in the Montes Universales in the province of Cuenca, passes the city of "
                "Cuenca in a deep gorge, and flows into the Mediterranean Sea near Cullera, in "
                "the province of Valencia, after irrigating the rice fields of the Ribera."
            ),
            D(
                "Province of Toledo: The province of Toledo is a province of central Spain, in "
                "the western part of the autonomous community of Castilla–La Mancha. It borders "
                "the provinces of Madrid, Cuenca, Ciudad Real, Badajoz, Cáceres and Ávila, and "
                "has about 700,000 inhabitants; its capital is the city of the same name."
            ),
            D(
                "Guadiana: The Guadiana is an international river of the Iberian Peninsula, about "
                "829 kilometres long, a stretch of which forms the border between Spain and "
                "Portugal. Its source is usually placed at the Lagunas de Ruidera in La Mancha, "
                "and it flows into the Gulf of Cádiz between Ayamonte and Vila Real de Santo "
                "António."
            ),
            S(
                "Toledo, Spain: Toledo is a city and municipality of Spain, the capital of the "
                "province of Toledo and of the autonomous community of Castilla–La Mancha. It "
                "stands on a hill above the plains of New Castile, bounded on three sides by a "
                "meander of the Tagus. Its old town was declared a World Heritage Site in 1986."
            ),
            D(
                "Alcázar of Toledo: The Alcázar of Toledo is a stone fortification on the highest "
                "point of the city of Toledo, Spain. Rebuilt under Charles I and Philip II in the "
                "16th century, it became famous for the siege of 1936 at the start of the Spanish "
                "Civil War, and it now houses the Army Museum of Spain."
            ),
            D(
                "Tagus–Segura Water Transfer: The Tagus–Segura Water Transfer is one of the "
                "largest hydraulic works in Spain. In service since 1979, it diverts water from "
                "the Entrepeñas and Buendía reservoirs on the upper course of the river to the "
                "basin of the Segura in the southeast, supplying Murcia, Alicante and Almería."
            ),
        ],
        drop=0,
    ),
    # 4 bridge: Tycho Brahe -> Ven (Sweden) -> Øresund
    Q(
        "titled",
        "bridge",
        "In which strait lies the island where Tycho Brahe built his observatory?",
        "Øresund",
        [
            D(
                "Tycho (lunar crater): Tycho is a prominent lunar impact crater in the southern "
                "highlands of the Moon, named after the Danish astronomer Tycho Brahe. It is about "
                "85 kilometres in diameter and is estimated to be 108 million years old, and its "
                "bright system of rays can be seen from Earth at full moon."
            ),
            D(
                "Great Belt: The Great Belt is a strait between the main Danish islands of "
                "Zealand and Funen. It is the largest of the three Danish straits that connect "
                "the Kattegat with the Baltic Sea, and since 1998 it has been crossed by the Great "
                "Belt Fixed Link, a system of bridges and a railway tunnel 18 kilometres long "
                "between Nyborg and Korsør."
            ),
            S(
                "Ven (Sweden): Ven, historically spelled Hven, is a small Swedish island in the "
                "Øresund strait, which separates Skåne in Sweden from Zealand in Denmark. It has "
                "an area of 7.5 square kilometres and about 370 inhabitants and belongs to "
                "Landskrona Municipality. It was Danish until the Treaty of Roskilde of 1658."
            ),
            D(
                "Round Tower (Copenhagen): The Round Tower is a 17th-century tower in central "
                "Copenhagen, Denmark, built by King Christian IV as an astronomical observatory "
                "and completed in 1642. It is known for its equestrian staircase, a helical "
                "ramp of seven and a half turns leading to the observation platform at the top."
            ),
            D(
                "Tycho Brahe Planetarium: The Tycho Brahe Planetarium is a planetarium in "
                "Copenhagen, Denmark, named after the astronomer Tycho Brahe. Designed by the "
                "architect Knud Munk, the cylindrical building stands beside the Sankt Jørgens "
                "Lake and was opened in 1989, with a large dome theatre for films about space."
            ),
            S(
                "Tycho Brahe: Tycho Brahe (14 December 1546 – 24 October 1601) was a Danish "
                "astronomer known for his accurate observations of the stars and planets. In "
                "1576 King Frederick II granted him the island of Hven, where he built the "
                "observatory Uraniborg. In 1599 he moved to Prague as imperial astronomer to "
                "Rudolf II."
            ),
            D(
                "Saltholm: Saltholm is a flat Danish island in the Øresund, about seven "
                "kilometres east of Copenhagen Airport at Kastrup. It has an area of about 16 "
                "square kilometres, rises barely above sea level and has almost no inhabitants; "
                "it is used for grazing cattle and is an important bird sanctuary."
            ),
            D(
                "SN 1572: SN 1572, or Tycho's Supernova, was a Type Ia supernova in the "
                "constellation Cassiopeia, one of about eight supernovae visible to the naked eye "
                "in historical records. It was observed by Tycho Brahe in November 1572, and his "
                "book De nova stella described the new star it produced."
            ),
        ],
        drop=1,
    ),
    # 5 bridge: Victoria Falls -> Zambezi -> length
    Q(
        "titled",
        "bridge",
        "How long is the river that plunges over Victoria Falls?",
        "about 2,574 kilometres",
        [
            D(
                "Victoria Falls (town): Victoria Falls is a town in the province of Matabeleland "
                "North, Zimbabwe, at the western end of the country close to the border with "
                "Zambia. It had about 33,000 inhabitants in 2012 and is a centre of tourism, "
                "linked to the Zambian city of Livingstone by the Victoria Falls Bridge."
            ),
            D(
                "Kariba Dam: The Kariba Dam is a double-curvature concrete arch dam in the Kariba "
                "Gorge of the Zambezi river basin, on the border between Zambia and Zimbabwe. "
                "Completed in 1959, it stands 128 metres high and holds back Lake Kariba, the "
                "largest artificial lake in the world by volume."
            ),
            S(
                "Victoria Falls: Victoria Falls is a waterfall on the Zambezi River in southern "
                "Africa, on the border between Zambia and Zimbabwe. With a width of 1,708 metres "
                "and a height of 108 metres, it is often called the largest sheet of falling "
                "water in the world. David Livingstone named it after Queen Victoria in 1855."
            ),
            D(
                "Tugela Falls: Tugela Falls is a complex of five free-leaping falls on the Tugela "
                "River in the Royal Natal National Park in KwaZulu-Natal, South Africa. With a "
                "total drop of about 948 metres it is generally listed as the second-highest "
                "waterfall in the world, and in winter its upper part often freezes."
            ),
            D(
                "Orange River: The Orange River is the longest river in South Africa, with a "
                "length of about 2,200 kilometres. It rises in the Drakensberg mountains of "
                "Lesotho, flows west across South Africa and forms part of the border with "
                "Namibia before entering the Atlantic Ocean at Alexander Bay."
            ),
            S(
                "Zambezi: The Zambezi is the fourth-longest river in Africa and the longest "
                "east-flowing river on the continent, with a length of about 2,574 kilometres. It "
                "rises in northwestern Zambia and flows through eastern Angola, along the borders "
                "of Namibia, Botswana, Zambia and Zimbabwe, and across Mozambique to the sea."
            ),
            D(
                "Livingstone, Zambia: Livingstone is a historic colonial city and the tourism "
                "capital of Zambia, about ten kilometres from Victoria Falls. Named after the "
                "Scottish missionary and explorer David Livingstone, it was the capital of "
                "Northern Rhodesia from 1911 until 1935, when the capital moved to Lusaka."
            ),
            D(
                "Mosi-oa-Tunya National Park: Mosi-oa-Tunya National Park is a national park in "
                "Zambia that protects the Zambian side of Victoria Falls. Covering 66 square "
                "kilometres, it is home to a small herd of white rhinoceros, and together with "
                "Victoria Falls National Park in Zimbabwe it has been a World Heritage Site since "
                "1989."
            ),
        ],
        drop=0,
    ),
    # 6 bridge: Vasco da Gama -> Kozhikode -> Kerala
    Q(
        "titled",
        "bridge",
        "which indian state is home to the port where vasco da gama landed in 1498",
        "Kerala",
        [
            D(
                "Vasco da Gama, Goa: Vasco da Gama, often called simply Vasco, is a city in the "
                "Indian state of Goa, named after the Portuguese explorer. Founded by the "
                "Portuguese in 1543, it lies at the western tip of the Mormugao peninsula, near "
                "the mouth of the Zuari River, and is the largest city of the state."
            ),
            S(
                "Kozhikode: Kozhikode, also known in English as Calicut, is a city on the Malabar "
                "Coast in the Indian state of Kerala. It is the third-largest city of Kerala and "
                "the headquarters of Kozhikode district. In the Middle Ages it was the capital of "
                "the Zamorins and a major port of the spice trade."
            ),
            D(
                "Bartolomeu Dias: Bartolomeu Dias (c. 1450 – 29 May 1500) was a Portuguese "
                "mariner and explorer. In 1488 he became the first European navigator to round "
                "the southern tip of Africa, opening a sea route towards Asia. He died at sea "
                "near the Cape of Good Hope while commanding a ship in Cabral's fleet."
            ),
            D(
                "Pedro Álvares Cabral: Pedro Álvares Cabral (c. 1467 – c. 1520) was a Portuguese "
                "nobleman and navigator, regarded as the European discoverer of Brazil. Leading "
                "the second Portuguese fleet sent to India, he reached the coast of South America "
                "in April 1500 before continuing around Africa to the Indian coast."
            ),
            S(
                "Vasco da Gama: Vasco da Gama, 1st Count of Vidigueira (c. 1460s – 24 December "
                "1524), was a Portuguese explorer and the first European to reach India by sea. "
                "On his first voyage, from 1497 to 1499, he sailed around the Cape of Good Hope "
                "and arrived at Calicut on 20 May 1498."
            ),
            D(
                "Kochi: Kochi, formerly known as Cochin, is a major port city on the Malabar Coast "
                "of southwestern India. It was the first European colonial settlement in India, "
                "taken by the Portuguese in 1503, and the explorer Vasco da Gama died there in "
                "1524 and was first buried in St. Francis Church."
            ),
            D(
                "Goa: Goa is a state on the southwestern coast of India, within the Konkan region, "
                "and the smallest Indian state by area. It was a Portuguese colony from 1510 "
                "until it was annexed by India in 1961, and its capital is Panaji, while its "
                "largest city is Vasco da Gama."
            ),
            D(
                "São Gabriel (ship): São Gabriel was a carrack that served as the flagship of "
                "Vasco da Gama on his first voyage to India, which left Lisbon in July 1497. She "
                "sailed with the carrack São Rafael, the caravel Berrio and a storeship, and was "
                "built under the supervision of Bartolomeu Dias."
            ),
        ],
        drop=1,
    ),
    # 7 bridge: Alexander von Humboldt -> Chimborazo -> 6,263 m
    Q(
        "titled",
        "bridge",
        "How high is the volcano that Alexander von Humboldt tried to climb in 1802?",
        "6,263 metres",
        [
            D(
                "Humboldt Current: The Humboldt Current is a cold, low-salinity ocean current "
                "that flows north along the western coast of South America, from southern Chile "
                "to northern Peru. Named after the Prussian naturalist Alexander von Humboldt, "
                "it supports one of the most productive marine ecosystems in the world."
            ),
            D(
                "Cotopaxi: Cotopaxi is an active stratovolcano in the Andes, in the Ecuadorian "
                "province of the same name. With a summit at 5,897 metres it is the "
                "second-highest mountain of the country and one of the highest active volcanoes "
                "in the world, and its most recent eruptive phase began in 2015."
            ),
            S(
                "Alexander von Humboldt: Alexander von Humboldt (14 September 1769 – 6 May 1859) "
                "was a German polymath, geographer, naturalist and explorer. From 1799 to 1804 he "
                "travelled in the Americas with the botanist Aimé Bonpland, and in June 1802 they "
                "attempted to climb Chimborazo, setting an altitude record for their time."
            ),
            D(
                "Aimé Bonpland: Aimé Jacques Alexandre Bonpland (22 August 1773 – 11 May 1858) was "
                "a French explorer and botanist who travelled with Alexander von Humboldt in Latin "
                "America from 1799 to 1804. He later settled in South America and was held for "
                "nearly ten years in Paraguay by the dictator José Gaspar Rodríguez de Francia."
            ),
            D(
                "Wilhelm von Humboldt: Wilhelm von Humboldt (22 June 1767 – 8 April 1835) was a "
                "Prussian philosopher, linguist, government official and diplomat, and the "
                "founder of the University of Berlin, now the Humboldt University of Berlin. He "
                "was the elder brother of the naturalist and explorer Alexander von Humboldt."
            ),
            S(
                "Chimborazo: Chimborazo is an inactive stratovolcano in the Cordillera Occidental "
                "of the Andes, in Ecuador. Its summit, at 6,263 metres above sea level, is the "
                "highest point of the country, and because of the equatorial bulge it is the "
                "point on the Earth's surface farthest from the planet's centre."
            ),
            D(
                "Humboldt penguin: The Humboldt penguin is a medium-sized penguin that breeds in "
                "coastal Peru and Chile, where it takes its name from the cold ocean current named "
                "after Alexander von Humboldt. It grows to between 56 and 70 centimetres tall and "
                "is classified as vulnerable by the IUCN."
            ),
            D(
                "Huascarán: Huascarán is a mountain in the Cordillera Blanca range of the Peruvian "
                "Andes. Its southern summit, at 6,768 metres, is the highest point in Peru and in "
                "the Earth's tropics, and a debris avalanche from its north face destroyed the "
                "town of Yungay during the earthquake of 1970."
            ),
        ],
        drop=1,
    ),
    # 8 bridge: Discovery Expedition -> RRS Discovery -> Dundee
    Q(
        "titled",
        "bridge",
        "Where is the ship of Scott's Discovery Expedition preserved today?",
        "Dundee",
        [
            D(
                "Terra Nova Expedition: The Terra Nova Expedition, officially the British "
                "Antarctic Expedition, went to Antarctica from 1910 to 1913. Led by Robert Falcon "
                "Scott, it aimed to be first at the South Pole; Scott's party reached it on 17 "
                "January 1912, a month after Roald Amundsen, and died on the return."
            ),
            S(
                "Discovery Expedition: The British National Antarctic Expedition of 1901–1904, "
                "known as the Discovery Expedition, was the first official British exploration of "
                "the Antarctic since the voyage of James Clark Ross sixty years earlier. Led by "
                "Robert Falcon Scott, it sailed in the ship RRS Discovery and explored the Ross "
                "Sea region."
            ),
            D(
                "SS Terra Nova: SS Terra Nova was a whaler and polar expedition ship built in "
                "Dundee by Alexander Stephen and Sons in 1884. She carried the British Antarctic "
                "Expedition of 1910 to the Antarctic, returned to sealing off Newfoundland "
                "afterwards, and sank off the coast of Greenland in 1943 after being damaged by "
                "ice."
            ),
            D(
                "Space Shuttle Discovery: Space Shuttle Discovery (OV-103) is a retired American "
                "orbiter and the third of NASA's fleet. It flew 39 missions between 1984 and "
                "2011, more than any other spacecraft, and has been preserved since 2012 at the "
                "Steven F. Udvar-Hazy Center of the Smithsonian in Chantilly, Virginia."
            ),
            D(
                "Robert Falcon Scott: Captain Robert Falcon Scott (6 June 1868 – c. 29 March "
                "1912) was a British Royal Navy officer and explorer who led two expeditions to "
                "the Antarctic regions, the Discovery Expedition and the Terra Nova Expedition. "
                "He and four companions died on the return journey from the South Pole."
            ),
            D(
                "Scott Polar Research Institute: The Scott Polar Research Institute is a centre "
                "for research into the polar regions and part of the University of Cambridge. "
                "Founded in 1920 by Frank Debenham as a memorial to Robert Falcon Scott and his "
                "companions, it houses the Polar Museum and a large polar library."
            ),
            S(
                "RRS Discovery: RRS Discovery is a barque-rigged auxiliary steamship built in "
                "Dundee in 1901 for research in Antarctic waters, the last traditional wooden "
                "three-masted ship to be built in Britain. Since 1986 she has been preserved in "
                "Dundee, where she is the centrepiece of the visitor attraction Discovery Point."
            ),
            D(
                "Discovery Hut: Discovery Hut is a hut built in 1902 at Hut Point on Ross Island, "
                "by McMurdo Sound, during the Discovery Expedition. It was little used at the "
                "time but later sheltered parties of Shackleton's and Scott's later expeditions, "
                "and it is preserved today as a protected historic site."
            ),
        ],
        drop=0,
    ),
    # 9 bridge: Dian Fossey -> Karisoke Research Center -> Rwanda
    Q(
        "titled",
        "bridge",
        "In which country is the research center that Dian Fossey founded?",
        "Rwanda",
        [
            D(
                "Biruté Galdikas: Biruté Marija Filomena Galdikas (born 10 May 1946) is a "
                "Lithuanian-Canadian anthropologist and primatologist known for her study of "
                "orangutans in Tanjung Puting National Park in Central Kalimantan, Indonesia, "
                "where she founded the research station Camp Leakey in 1971."
            ),
            D(
                "Mountain gorilla: The mountain gorilla is one of the two subspecies of the "
                "eastern gorilla. It lives in two populations, one in the Virunga volcanic "
                "mountains of central Africa and one in Bwindi Impenetrable National Park in "
                "Uganda, and is listed as endangered, with about 1,000 individuals."
            ),
            S(
                "Karisoke Research Center: The Karisoke Research Center is a research institute "
                "in Volcanoes National Park in Rwanda. It stands between the volcanoes Karisimbi "
                "and Bisoke, from whose names its own is formed, and it has been the base of one "
                "of the longest-running field studies of mountain gorillas."
            ),
            D(
                "Virunga National Park: Virunga National Park is a national park in the Albertine "
                "Rift Valley in the eastern Democratic Republic of the Congo. Created in 1925 as "
                "Albert National Park, it was the first national park in Africa, and it is home "
                "to about a third of the world's mountain gorillas."
            ),
            D(
                "Louis Leakey: Louis Seymour Bazett Leakey (7 August 1903 – 1 October 1972) was a "
                "Kenyan-British palaeoanthropologist and archaeologist. He encouraged three young "
                "women, Jane Goodall, Dian Fossey and Biruté Galdikas, to study chimpanzees, "
                "gorillas and orangutans in the wild, and they became known as Leakey's Angels."
            ),
            S(
                "Dian Fossey: Dian Fossey (16 January 1932 – 26 December 1985) was an American "
                "primatologist and conservationist known for her study of mountain gorilla "
                "groups from 1966 until her murder in 1985. In 1967 she founded the Karisoke "
                "Research Center, and her book Gorillas in the Mist appeared in 1983."
            ),
            D(
                "Bwindi Impenetrable National Park: Bwindi Impenetrable National Park lies in "
                "southwestern Uganda on the edge of the Albertine Rift. Its forest covers about "
                "331 square kilometres, it was declared a World Heritage Site in 1994, and it "
                "holds nearly half of the world's mountain gorillas."
            ),
            D(
                "Karisimbi: Karisimbi is a dormant volcano in the Virunga Mountains on the border "
                "between Rwanda and the Democratic Republic of the Congo. At 4,507 metres it is "
                "the highest of the eight major mountains of the range, and its summit is often "
                "covered in hail or snow in the dry season."
            ),
        ],
        drop=1,
    ),
    # 10 bridge: Niagara Falls -> Niagara River -> Lake Ontario
    Q(
        "titled",
        "bridge",
        "which lake does the river that forms niagara falls empty into",
        "Lake Ontario",
        [
            D(
                "Niagara Falls, New York: Niagara Falls is a city in Niagara County, New York, "
                "United States, with a population of 48,671 at the 2020 census. It lies across "
                "the international border from the city of Niagara Falls, Ontario, and was "
                "incorporated in 1892 from the villages of Niagara Falls and Suspension Bridge."
            ),
            D(
                "Welland Canal: The Welland Canal is a ship canal in Ontario, Canada, connecting "
                "Lake Ontario and Lake Erie. Forming a key section of the Saint Lawrence Seaway, "
                "it lets ships bypass Niagara Falls, climbing about 100 metres through eight "
                "locks along its 43 kilometres."
            ),
            S(
                "Niagara River: The Niagara River is a river about 58 kilometres long that flows "
                "north from Lake Erie to Lake Ontario. It forms part of the border between the "
                "province of Ontario in Canada and the state of New York in the United States, "
                "and drops about 99 metres along its course."
            ),
            D(
                "Detroit River: The Detroit River flows for about 51 kilometres from Lake St. "
                "Clair to Lake Erie, forming part of the border between the cities of Detroit in "
                "Michigan and Windsor in Ontario. It carries heavy shipping traffic between the "
                "upper Great Lakes and the lower ones."
            ),
            D(
                "Lake Erie: Lake Erie is the fourth-largest of the five Great Lakes of North "
                "America by surface area and the southernmost, shallowest and smallest by volume. "
                "Its shores are shared by the Canadian province of Ontario and the US states of "
                "Michigan, Ohio, Pennsylvania and New York."
            ),
            S(
                "Niagara Falls: Niagara Falls is a group of three waterfalls at the southern end "
                "of Niagara Gorge, spanning the border between Ontario in Canada and New York in "
                "the United States. The largest is Horseshoe Falls. The falls are formed by the "
                "Niagara River and have the highest flow rate of any waterfall in North America "
                "with a drop of more than 50 metres."
            ),
            D(
                "Saint Lawrence River: The Saint Lawrence River is a large river in North "
                "America that flows about 1,200 kilometres from the outflow of Lake Ontario to "
                "the Gulf of Saint Lawrence, passing Kingston, Montreal and Quebec City, and it "
                "forms part of the border between Canada and the United States."
            ),
            D(
                "Maid of the Mist: The Maid of the Mist is a boat tour of Niagara Falls, first run "
                "in 1846, that carries passengers past the base of the American Falls and into "
                "the basin of the Horseshoe Falls. Since 2014 tours from the Canadian side have "
                "been run by a different company."
            ),
        ],
        drop=0,
    ),
    # 11 bridge: Imperial Trans-Antarctic Expedition -> Endurance (1912 ship) -> Weddell Sea
    Q(
        "titled",
        "bridge",
        "In which sea did the ship of Shackleton's Imperial Trans-Antarctic Expedition sink?",
        "Weddell Sea",
        [
            D(
                "Nimrod Expedition: The Nimrod Expedition of 1907–1909 was the first of three "
                "Antarctic expeditions led by Ernest Shackleton. Its ship Nimrod carried the "
                "party to Ross Island, from where a group reached a record farthest south of "
                "88° 23′ S and another made the first ascent of Mount Erebus."
            ),
            S(
                "Endurance (1912 ship): Endurance was a three-masted barquentine built in Norway "
                "and launched in 1912 under the name Polaris. Trapped in pack ice, she was "
                "crushed and sank in the Weddell Sea off Antarctica in November 1915, and her "
                "wreck was found in 2022 at a depth of about 3,008 metres."
            ),
            D(
                "Shackleton–Rowett Expedition: The Shackleton–Rowett Expedition of 1921–1922 was "
                "Sir Ernest Shackleton's last Antarctic project, carried out aboard the ship "
                "Quest. Shackleton died of a heart attack on board while the ship was moored at "
                "South Georgia on 5 January 1922, and the voyage continued without him."
            ),
            D(
                "Ross Sea: The Ross Sea is a deep bay of the Southern Ocean in Antarctica, between "
                "Victoria Land and Marie Byrd Land. It was named after the British explorer James "
                "Clark Ross, who visited it in 1841, and its southern part is covered by the Ross "
                "Ice Shelf, the largest in Antarctica."
            ),
            D(
                "Ross Sea party: The Ross Sea party was a component of the Imperial "
                "Trans-Antarctic Expedition that laid supply depots across the Great Ice Barrier "
                "from 1915 to 1917. Its ship, Aurora, was torn from her moorings and drifted for "
                "months, and three men of the party died."
            ),
            D(
                "HMS Endurance (1967): HMS Endurance was an ice patrol ship of the Royal Navy "
                "from 1967 to 1991, built in Denmark as the Anita Dan and named after the polar "
                "ship of 1912. She patrolled the waters of the South Atlantic and Antarctica and "
                "took part in the Falklands War of 1982."
            ),
            S(
                "Imperial Trans-Antarctic Expedition: The Imperial Trans-Antarctic Expedition of "
                "1914–1917 was led by Sir Ernest Shackleton and aimed to make the first land "
                "crossing of Antarctica. Its ship, Endurance, was trapped in pack ice and "
                "crushed, but all 28 men of the main party survived."
            ),
            D(
                "South Georgia: South Georgia is a mountainous island in the South Atlantic "
                "Ocean, part of the British Overseas Territory of South Georgia and the South "
                "Sandwich Islands. It has no permanent population, and the explorer Ernest "
                "Shackleton is buried in the cemetery at Grytviken."
            ),
        ],
        drop=1,
    ),
    # 12 comparison: Robert Koch / Paul Ehrlich, nationality
    Q(
        "titled",
        "comparison",
        "Were Robert Koch and Paul Ehrlich both German?",
        "yes",
        [
            D(
                "Koch's postulates: Koch's postulates are four criteria designed to establish a "
                "causal relationship between a microbe and a disease. They were formulated by "
                "Robert Koch and Friedrich Loeffler in 1884, based on earlier concepts of Jakob "
                "Henle, and refined and published by Koch in 1890."
            ),
            D(
                "Paul R. Ehrlich: Paul Ralph Ehrlich (born May 29, 1932) is an American biologist "
                "known for his warnings about the consequences of population growth. A professor "
                "at Stanford University, he is best known for the 1968 book The Population Bomb, "
                "written with his wife Anne Ehrlich."
            ),
            S(
                "Robert Koch: Heinrich Hermann Robert Koch (11 December 1843 – 27 May 1910) was a "
                "German physician and microbiologist. As the discoverer of the causative agents "
                "of tuberculosis, cholera and anthrax, he is regarded as one of the founders of "
                "modern bacteriology, and he won the Nobel Prize in 1905."
            ),
            D(
                "Robert Koch Institute: The Robert Koch Institute is the federal government "
                "agency and research institute responsible for disease control and prevention in "
                "Germany. Founded in Berlin in 1891 as the Royal Prussian Institute for Infectious "
                "Diseases, it was later renamed after its first director."
            ),
            D(
                "Emil von Behring: Emil Adolf von Behring (15 March 1854 – 31 March 1917) was a "
                "physiologist who received the first Nobel Prize in Physiology or Medicine, in "
                "1901, for his discovery of a diphtheria antitoxin. He was widely known as the "
                "saviour of children, as diphtheria killed many of them."
            ),
            D(
                "Sahachiro Hata: Sahachiro Hata (23 March 1873 – 22 November 1938) was a Japanese "
                "bacteriologist who in 1909 discovered the antisyphilitic activity of the "
                "compound arsphenamine while working in a laboratory in Frankfurt, where it was "
                "developed into a drug sold under the name Salvarsan."
            ),
            S(
                "Paul Ehrlich: Paul Ehrlich (14 March 1854 – 20 August 1915) was a Nobel "
                "Prize-winning German physician and scientist who worked in haematology, "
                "immunology and antimicrobial chemotherapy. With Sahachiro Hata he developed "
                "Salvarsan, the first effective drug against syphilis, in 1909."
            ),
            D(
                "Paul Ehrlich Institute: The Paul Ehrlich Institute is the federal institute for "
                "vaccines and biomedicines, based in Langen, Hesse. It is responsible for the "
                "approval of vaccines and blood products and was founded in 1896 in Berlin as the "
                "Institute for Serum Research and Serum Testing."
            ),
        ],
        drop=1,
    ),
    # 13 comparison: Lake Ladoga / Lake Onega, area
    Q(
        "titled",
        "comparison",
        "Which lake is larger, Lake Ladoga or Lake Onega?",
        "Lake Ladoga",
        [
            D(
                "Lake Peipus: Lake Peipus is a lake on the border between Estonia and Russia. "
                "With an area of about 3,555 square kilometres it is the largest transboundary "
                "lake in Europe, and in 1242 the Battle on the Ice was fought on its frozen "
                "surface between the Teutonic Order and the forces of Novgorod."
            ),
            S(
                "Lake Onega: Lake Onega is a large freshwater lake in northwestern Russia, lying "
                "in the Republic of Karelia and the Leningrad and Vologda oblasts. It has a "
                "surface area of about 9,700 square kilometres, is about 248 kilometres long and "
                "contains some 1,650 islands, among them Kizhi."
            ),
            D(
                "Neva (river): The Neva is a river in northwestern Russia flowing from Lake "
                "Ladoga through the western part of Leningrad Oblast and the city of Saint "
                "Petersburg to the Neva Bay of the Gulf of Finland. Although only 74 kilometres "
                "long, it is one of the largest rivers of Europe by discharge."
            ),
            D(
                "Kizhi Pogost: Kizhi Pogost is a historical site on Kizhi Island in Lake Onega, "
                "in the Republic of Karelia. It contains two large wooden churches of the 18th "
                "century and an octagonal bell tower, and it was declared a UNESCO World "
                "Heritage Site in 1990."
            ),
            D(
                "Vänern: Vänern is the largest lake in Sweden and in the European Union, with a "
                "surface area of 5,655 square kilometres. Situated in the provinces of "
                "Västergötland, Dalsland and Värmland, it drains to the Kattegat through the "
                "Göta älv river."
            ),
            S(
                "Lake Ladoga: Lake Ladoga is a freshwater lake in the Republic of Karelia and "
                "Leningrad Oblast in northwestern Russia, just outside Saint Petersburg. With a "
                "surface area of about 17,700 square kilometres, it is the largest lake lying "
                "entirely within Europe, and its outflow is the Neva."
            ),
            D(
                "Svir (river): The Svir is a river in Leningrad Oblast in northwestern Russia, "
                "about 224 kilometres long, that flows from Lake Onega westward to Lake Ladoga. "
                "It forms part of the Volga–Baltic Waterway and is dammed by two hydroelectric "
                "stations, at Podporozhye and Lodeynoye Pole."
            ),
            D(
                "Valaam: Valaam is an archipelago in the northern part of Lake Ladoga, in the "
                "Republic of Karelia, with a total area of about 36 square kilometres. It is best "
                "known for the Valaam Monastery, a stauropegic Orthodox monastery founded in the "
                "14th century on the largest island."
            ),
        ],
        drop=0,
    ),
    # 14 comparison: Triton / Phobos, discovery
    Q(
        "titled",
        "comparison",
        "Which moon was discovered first, Triton or Phobos?",
        "Triton",
        [
            D(
                "Deimos (moon): Deimos is the smaller and outer of the two natural satellites of "
                "Mars. With a mean radius of 6.2 kilometres, it takes 30.3 hours to orbit the "
                "planet, and its surface is smoothed by a layer of fine regolith. It is named "
                "after the Greek personification of dread."
            ),
            S(
                "Phobos (moon): Phobos is the innermost and larger of the two natural satellites "
                "of Mars. It was discovered by the American astronomer Asaph Hall on 18 August "
                "1877 at the United States Naval Observatory in Washington, D.C., and it is a "
                "small, irregular body with a mean radius of 11 kilometres."
            ),
            D(
                "Nereid (moon): Nereid, or Neptune II, is the third-largest moon of Neptune. It "
                "has one of the most eccentric orbits of any known moon in the Solar System, and "
                "it was discovered by Gerard Kuiper on 1 May 1949, from photographic plates taken "
                "with the 82-inch telescope at McDonald Observatory in Texas."
            ),
            D(
                "Triton (mythology): Triton is a Greek god of the sea, the son of Poseidon and "
                "Amphitrite, who lived with his parents in a golden palace in the depths of the "
                "sea. He is usually depicted as a merman with a fish's tail and is often shown "
                "blowing a conch shell like a trumpet."
            ),
            S(
                "Triton (moon): Triton is the largest natural satellite of the planet Neptune and "
                "the first Neptunian moon to be discovered, on 10 October 1846, by the English "
                "astronomer William Lassell. It is the only large moon in the Solar System with a "
                "retrograde orbit, opposite to its planet's rotation."
            ),
            D(
                "Phobos (mythology): Phobos is the god and personification of fear and panic in "
                "Greek mythology. He is the offspring of Aphrodite and Ares and the brother of "
                "Deimos, and he accompanied his father into battle, driving his chariot together "
                "with his brother."
            ),
            D(
                "Neptune: Neptune is the eighth and farthest known planet from the Sun. It is the "
                "fourth-largest planet in the Solar System by diameter, and it was the first "
                "planet found by mathematical prediction rather than by observation, when Johann "
                "Galle saw it on 23 September 1846."
            ),
            D(
                "Phobos program: The Phobos program was a Soviet mission to Mars consisting of two "
                "probes, Phobos 1 and Phobos 2, launched in July 1988 to study the planet and its "
                "moons. Phobos 1 was lost on the way, and Phobos 2 reached Mars orbit in 1989 but "
                "failed shortly before landing its craft."
            ),
        ],
        drop=1,
    ),
    # 15 comparison: Aconcagua / Denali, elevation
    Q(
        "titled",
        "comparison",
        "aconcagua or denali which one is higher",
        "Aconcagua",
        [
            D(
                "Ojos del Salado: Ojos del Salado is a dormant complex volcano in the Andes on "
                "the border between Argentina and Chile. Its summit, at 6,893 metres, makes it "
                "the highest volcano on Earth and the highest peak in Chile, and a crater lake "
                "near it is among the highest lakes in the world."
            ),
            S(
                "Denali: Denali, also known as Mount McKinley, is the highest mountain peak in "
                "North America, with a summit elevation of 6,190 metres above sea level. It lies "
                "in the Alaska Range in the interior of the US state of Alaska, within Denali "
                "National Park and Preserve."
            ),
            D(
                "Mount Logan: Mount Logan is the highest mountain in Canada and the "
                "second-highest peak in North America, with a summit of 5,959 metres. Located in "
                "Kluane National Park Reserve in southwestern Yukon, it was named after the "
                "Canadian geologist Sir William Edmond Logan."
            ),
            D(
                "Denali National Park and Preserve: Denali National Park and Preserve is an "
                "American national park and preserve in interior Alaska, covering about 24,585 "
                "square kilometres. It was established in 1917 as Mount McKinley National Park, "
                "and the George Parks Highway runs along its eastern edge."
            ),
            D(
                "Aconcagua Provincial Park: Aconcagua Provincial Park is a protected area in the "
                "Las Heras Department of Mendoza Province, Argentina, created in 1983. Covering "
                "about 710 square kilometres of the high Andes, it attracts thousands of "
                "mountaineers each summer season from November to March."
            ),
            D(
                "Mount Foraker: Mount Foraker is a mountain in the central Alaska Range, about 23 "
                "kilometres southwest of the highest peak of the range. With a summit of 5,304 "
                "metres, it is the third-highest peak in the United States and was named after "
                "the Ohio senator Joseph B. Foraker."
            ),
            S(
                "Aconcagua: Aconcagua is a mountain in the Principal Cordillera of the Andes, in "
                "Mendoza Province, Argentina, about 15 kilometres from the border with Chile. It "
                "is the highest peak of the Andes, with a summit elevation of 6,961 metres, and "
                "its normal route is not technically difficult."
            ),
            D(
                "Aconcagua River: The Aconcagua River is a river in Chile that rises in the Andes "
                "at the confluence of the Juncal and Blanco rivers. It flows west for about 142 "
                "kilometres through the Valparaíso Region and reaches the Pacific Ocean near the "
                "town of Concón."
            ),
        ],
        drop=0,
    ),
    # 16 comparison: James Clerk Maxwell / Ludwig Boltzmann, birth
    Q(
        "titled",
        "comparison",
        "Who was born first, James Clerk Maxwell or Ludwig Boltzmann?",
        "James Clerk Maxwell",
        [
            D(
                "Maxwell–Boltzmann distribution: In physics, the Maxwell–Boltzmann distribution "
                "is a probability distribution that describes the speeds of particles in an "
                "idealised gas in thermodynamic equilibrium. It was first derived by Maxwell in "
                "1860 on heuristic grounds and later studied in depth by Boltzmann."
            ),
            D(
                "Boltzmann constant: The Boltzmann constant is the proportionality factor that "
                "relates the average kinetic energy of particles in a gas to the thermodynamic "
                "temperature of the gas. Since the 2019 redefinition of the SI base units it has "
                "an exact value of 1.380649 × 10⁻²³ joules per kelvin."
            ),
            S(
                "Ludwig Boltzmann: Ludwig Eduard Boltzmann (20 February 1844 – 5 September 1906) "
                "was an Austrian physicist and philosopher. His greatest achievements were the "
                "development of statistical mechanics and the statistical explanation of the "
                "second law of thermodynamics."
            ),
            D(
                "Maxwell's equations: Maxwell's equations are a set of coupled partial "
                "differential equations that, together with the Lorentz force law, form the "
                "foundation of classical electromagnetism, optics and electric circuits. They "
                "were published in an early form between 1861 and 1862."
            ),
            D(
                "Maxwell (unit): The maxwell is the unit of magnetic flux in the CGS system of "
                "units, named after the physicist James Clerk Maxwell. One maxwell is equal to "
                "10⁻⁸ weber, and the unit was adopted by the International Electrotechnical "
                "Commission in 1930 alongside the gauss."
            ),
            D(
                "Josiah Willard Gibbs: Josiah Willard Gibbs (February 11, 1839 – April 28, 1903) "
                "was an American scientist who made major theoretical contributions to physics, "
                "chemistry and mathematics. Together with two European physicists he is counted "
                "among the founders of statistical mechanics."
            ),
            S(
                "James Clerk Maxwell: James Clerk Maxwell (13 June 1831 – 5 November 1879) was a "
                "Scottish physicist and mathematician responsible for the classical theory of "
                "electromagnetic radiation, which for the first time described electricity, "
                "magnetism and light as manifestations of the same phenomenon."
            ),
            D(
                "Stefan–Boltzmann law: The Stefan–Boltzmann law states that the total energy "
                "radiated per unit surface area of a black body is proportional to the fourth "
                "power of its temperature. It was deduced from experiment by Josef Stefan in 1879 "
                "and derived theoretically by Boltzmann in 1884."
            ),
        ],
        drop=1,
    ),
    # 17 compositional: Pluto -> Clyde Tombaugh -> Las Cruces
    Q(
        "titled",
        "compositional",
        "Where did the discoverer of Pluto die?",
        "Las Cruces",
        [
            D(
                "Percival Lowell: Percival Lowell (March 13, 1855 – November 12, 1916) was an "
                "American businessman, author and astronomer who fuelled speculation about canals "
                "on Mars. He founded an observatory in Flagstaff, Arizona, began the search for a "
                "planet beyond Neptune, and died in Flagstaff."
            ),
            S(
                "Clyde Tombaugh: Clyde William Tombaugh (February 4, 1906 – January 17, 1997) was "
                "an American astronomer, born in Streator, Illinois. He worked at Lowell "
                "Observatory in Flagstaff, Arizona, from 1929, later taught at New Mexico State "
                "University, and died at his home in Las Cruces, New Mexico."
            ),
            D(
                "Lowell Observatory: Lowell Observatory is an astronomical observatory in "
                "Flagstaff, Arizona, founded in 1894 by the astronomer Percival Lowell. It is one "
                "of the oldest observatories in the United States and was designated a National "
                "Historic Landmark in 1965."
            ),
            D(
                "Charon (moon): Charon is the largest of the five known natural satellites of the "
                "dwarf planet Pluto, with a mean radius of 606 kilometres. It was discovered in "
                "1978 by the astronomer James Christy at the United States Naval Observatory "
                "station in Flagstaff, Arizona, on photographic plates of the dwarf planet."
            ),
            S(
                "Pluto: Pluto is a dwarf planet in the Kuiper belt, a ring of bodies beyond the "
                "orbit of Neptune. It was discovered by Clyde Tombaugh in 1930 and was "
                "originally considered the ninth planet from the Sun, until it was reclassified "
                "as a dwarf planet in 2006."
            ),
            D(
                "Eris (dwarf planet): Eris is the most massive known dwarf planet in the Solar "
                "System. It was discovered in January 2005 by a team led by Mike Brown at "
                "Palomar Observatory, and its discovery led the International Astronomical Union "
                "to define the term planet for the first time."
            ),
            D(
                "Pluto (mythology): In ancient Greek religion and mythology, Pluto was the ruler "
                "of the underworld, a name used for the god Hades. The name was associated with "
                "wealth, and in Roman mythology the god of the underworld was also called Dis "
                "Pater or Orcus."
            ),
            D(
                "New Horizons: New Horizons is an interplanetary space probe launched by NASA in "
                "January 2006. It flew past Pluto in July 2015, becoming the first spacecraft to "
                "explore the dwarf planet, and it carries a small portion of the ashes of the "
                "astronomer who found it."
            ),
        ],
        drop=0,
    ),
    # 18 compositional: Mount Kosciuszko -> Tadeusz Kościuszko -> 4 February 1746
    Q(
        "titled",
        "compositional",
        "when was the man mount kosciuszko is named after born",
        "4 February 1746",
        [
            D(
                "Paweł Edmund Strzelecki: Sir Paweł Edmund Strzelecki (20 July 1797 – 6 October "
                "1873) was a Polish explorer and geologist who became a British subject. He "
                "explored the Snowy Mountains in south-eastern Australia in 1840 and later "
                "organised relief during the Great Famine in Ireland."
            ),
            D(
                "Kosciuszko National Park: Kosciuszko National Park is a national park in the "
                "south-east of New South Wales, Australia, covering about 6,900 square "
                "kilometres of the Snowy Mountains. It contains the main ski resorts of the "
                "state and the sources of the Murray and Snowy rivers."
            ),
            S(
                "Tadeusz Kościuszko: Andrzej Tadeusz Bonawentura Kościuszko (4 February 1746 – 15 "
                "October 1817) was a Polish-Lithuanian military engineer, statesman and military "
                "leader who became a national hero in Poland, Lithuania, Belarus and the United "
                "States, and led the uprising of 1794."
            ),
            D(
                "Mount Townsend (New South Wales): Mount Townsend is a mountain in the Main Range "
                "of the Snowy Mountains in New South Wales. At 2,209 metres above sea level it is "
                "the second-highest mountain on the Australian mainland, and it was named after "
                "the surveyor Thomas Townsend."
            ),
            D(
                "Kosciusko, Mississippi: Kosciusko is a city in and the county seat of Attala "
                "County, Mississippi, United States, with a population of about 7,000. It was "
                "named in honour of the Polish military leader who served as an engineer in the "
                "Continental Army during the American Revolution."
            ),
            S(
                "Mount Kosciuszko: Mount Kosciuszko is mainland Australia's tallest mountain, at "
                "2,228 metres above sea level. It lies in the Snowy Mountains of New South Wales "
                "and was named in 1840 by the explorer Paweł Strzelecki in honour of the Polish "
                "military leader Tadeusz Kościuszko."
            ),
            D(
                "Kosciuszko Bridge: The Kosciuszko Bridge is a cable-stayed bridge in New York "
                "City that carries the Brooklyn–Queens Expressway over Newtown Creek. It replaced "
                "an earlier truss bridge of the same name, opened in 1939, with two new spans "
                "completed in 2017 and 2019."
            ),
            D(
                "Casimir Pulaski: Kazimierz Michał Władysław Wiktor Pułaski (6 March 1745 – 11 "
                "October 1779) was a Polish nobleman and military commander who fought in the "
                "American Revolutionary War. He is called the father of the American cavalry and "
                "died of wounds received at Savannah."
            ),
        ],
        drop=1,
    ),
    # 19 compositional: Barents Sea -> Willem Barentsz -> Novaya Zemlya
    Q(
        "titled",
        "compositional",
        "Where did the explorer that the Barents Sea is named after die?",
        "near Novaya Zemlya",
        [
            D(
                "Kara Sea: The Kara Sea is a marginal sea of the Arctic Ocean north of Siberia, "
                "separated from the sea to its west by Novaya Zemlya and from the Laptev Sea by "
                "the Severnaya Zemlya archipelago. It is frozen over for much of the year and "
                "receives the great rivers Ob and Yenisei."
            ),
            S(
                "Barents Sea: The Barents Sea is a marginal sea of the Arctic Ocean, off the "
                "northern coasts of Norway and Russia. It is named after the Dutch navigator "
                "Willem Barentsz, and it is relatively shallow, with an average depth of 230 "
                "metres. The North Atlantic Current keeps its south ice-free."
            ),
            D(
                "Barentsburg: Barentsburg is a Russian coal-mining settlement on the island of "
                "Spitsbergen in the Svalbard archipelago, on the shore of Isfjorden. Named after "
                "the Dutch navigator who sighted the islands, it has a population of about 450, "
                "most of them from Russia and Ukraine."
            ),
            D(
                "Henry Hudson: Henry Hudson (c. 1565 – disappeared 1611) was an English sea "
                "explorer and navigator who searched for a northern route to Asia. On his last "
                "voyage his crew mutinied in the bay that now bears his name and set him adrift "
                "in a small boat, and he was never seen again."
            ),
            D(
                "Svalbard: Svalbard is a Norwegian archipelago in the Arctic Ocean, lying between "
                "mainland Norway and the North Pole. Its largest settlement is Longyearbyen, and "
                "the islands were first recorded by the Dutch navigator Willem Barentsz, who "
                "sighted them in June 1596."
            ),
            S(
                "Willem Barentsz: Willem Barentsz (c. 1550 – 20 June 1597) was a Dutch navigator "
                "and Arctic explorer who led three voyages in search of a Northeast Passage. On "
                "the third his ship was trapped in ice and the crew wintered on Novaya Zemlya, "
                "and he died at sea near the island on the way home."
            ),
            D(
                "Jacob van Heemskerck: Jacob van Heemskerck (3 March 1567 – 25 April 1607) was a "
                "Dutch explorer and admiral who sailed with Willem Barentsz on his third voyage "
                "to the Arctic. He was killed in command of the Dutch fleet at the Battle of "
                "Gibraltar against the Spanish."
            ),
            D(
                "Bear Island (Svalbard): Bear Island is the southernmost island of the Svalbard "
                "archipelago, lying between Spitsbergen and mainland Norway. It was discovered by "
                "Willem Barentsz and Jacob van Heemskerck in June 1596 and named after a polar "
                "bear that the crew killed there."
            ),
        ],
        drop=0,
    ),
    # 20 compositional: Oort cloud -> Jan Oort -> Franeker
    Q(
        "titled",
        "compositional",
        "Where was the astronomer the Oort cloud is named after born?",
        "Franeker",
        [
            D(
                "Kuiper belt: The Kuiper belt is a circumstellar disc in the outer Solar System, "
                "extending from the orbit of Neptune to about 50 astronomical units from the "
                "Sun. It is named after the Dutch astronomer Gerard Kuiper, and it is home to "
                "dwarf planets such as Haumea and Makemake."
            ),
            D(
                "Gerard Kuiper: Gerard Peter Kuiper (7 December 1905 – 23 December 1973) was a "
                "Dutch-American astronomer, planetary scientist and university professor. Born "
                "in Tuitjenhorn in North Holland, he studied at Leiden University and later "
                "discovered the moons Miranda and Nereid."
            ),
            S(
                "Oort cloud: The Oort cloud is a theoretical cloud of icy planetesimals thought "
                "to surround the Sun at distances from about 2,000 to 200,000 astronomical units. "
                "It is named after the Dutch astronomer Jan Oort, who proposed it in 1950 as the "
                "source of long-period comets."
            ),
            D(
                "Ernst Öpik: Ernst Julius Öpik (22 October 1893 – 10 September 1985) was an "
                "Estonian astronomer and astrophysicist who spent the second half of his career "
                "at the Armagh Observatory in Northern Ireland. In 1932 he proposed that comets "
                "come from a cloud at the edge of the Solar System."
            ),
            D(
                "Oort constants: The Oort constants are empirically derived parameters that "
                "characterise the local rotational properties of the Milky Way. They were "
                "introduced in 1927 to describe the differential rotation of the galaxy as seen "
                "from the position of the Sun."
            ),
            D(
                "Leiden Observatory: Leiden Observatory is an astronomical institute of Leiden "
                "University in the Netherlands. Founded in 1633, it is the oldest operating "
                "university observatory in the world, and several of its directors shaped "
                "twentieth-century studies of the Milky Way."
            ),
            S(
                "Jan Oort: Jan Hendrik Oort (28 April 1900 – 5 November 1992) was a Dutch "
                "astronomer who made major contributions to the understanding of the Milky Way. "
                "Born in Franeker in Friesland, he studied at the University of Groningen and "
                "directed Leiden Observatory from 1945 to 1970."
            ),
            D(
                "Hills cloud: The Hills cloud, also called the inner Oort cloud, is a vast "
                "theoretical circumstellar disc interior to the outer cloud of icy bodies around "
                "the Sun. It is named after Jack G. Hills, who proposed its existence in 1981, "
                "and it may hold many times more comets."
            ),
        ],
        drop=1,
    ),
]
