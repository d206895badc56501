"""Development multi-hop questions, batch 24.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev22.py) for the format and to choose subjects none of them asks about. The held-out
sources and records were only counted (grep -c) for the candidate subjects' names, and
subjects with hits were left out. Written after lexical-v41.

Measured lengths: mean support 298 characters, mean distractor 298 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "currency of the country whose capital is ashgabat",
        "the Turkmen manat",
        [
            D(
                "Dushanbe: Dushanbe is the capital of Tajikistan, set in the Hisor Valley below "
                "the Gissar Range. Its name means Monday in Persian, after a weekly market once "
                "held there, it was called Stalinabad from 1929 to 1961, and the country has used "
                "the somoni as its currency since 2000."
            ),
            D(
                "Darvaza gas crater: The Darvaza gas crater, known as the Door to Hell, is a "
                "burning natural gas field in the Karakum Desert of Turkmenistan, about 260 km "
                "north of the capital. It is said to have collapsed during Soviet drilling in 1971 "
                "and been set alight to burn off the gas; it is about 70 m wide."
            ),
            S(
                "Ashgabat: Ashgabat is the capital and largest city of Turkmenistan, lying between "
                "the Karakum Desert and the Kopet Dag range near the border with Iran. Founded as "
                "a Russian military fort in 1881, it was almost entirely destroyed by an "
                "earthquake in October 1948 and rebuilt, much of it later in white marble."
            ),
            D(
                "Azerbaijani manat: The Azerbaijani manat is the currency of Azerbaijan, issued by "
                "the Central Bank of Azerbaijan in Baku. Brought in during 1992 to replace the "
                "Soviet rouble, it was redenominated on 1 January 2006 at 5,000 old units to one "
                "new, and its new banknotes were designed by Robert Kalina."
            ),
            D(
                "Saparmurat Niyazov: Saparmurat Niyazov (1940 \u2013 2006) was a Turkmen "
                "politician who led the country from 1985, first as Communist Party chief and from "
                "1991 as its first president. Styled Turkmenbashi, he put up a golden statue of "
                "himself that turned to face the sun and renamed months after himself and his "
                "mother."
            ),
            D(
                "Tashkent: Tashkent is the capital and largest city of Uzbekistan and one of the "
                "biggest cities of Central Asia, with about three million people. Much of it was "
                "rebuilt after an earthquake in April 1966, its metro opened in 1977, and the "
                "Uzbek som has been the national currency since 1994."
            ),
            S(
                "Turkmenistan: Turkmenistan is a country in Central Asia bordered by Kazakhstan, "
                "Uzbekistan, Afghanistan and Iran, with a long shore on the Caspian Sea. It became "
                "independent from the Soviet Union in October 1991, the Karakum Desert covers most "
                "of its land, and its currency is the Turkmen manat, introduced in 1993."
            ),
            D(
                "Merv: Merv was a great oasis city on the Silk Road in the delta of the Murghab "
                "River, near present-day Mary. Under the Seljuks in the 12th century it may have "
                "been the largest city in the world, but the Mongols sacked it in 1221, and the "
                "ruins of its several walled cities have been a World Heritage Site since 1999."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain on the island whose capital is Ajaccio?",
        "Monte Cinto",
        [
            D(
                "Sardinia: Sardinia is the second-largest island in the Mediterranean Sea and an "
                "autonomous region of Italy, with Cagliari as its capital. Known for the Bronze "
                "Age stone towers called nuraghi, it rises to 1,834 metres at Punta La Marmora in "
                "the Gennargentu massif, and it has about 1.6 million people."
            ),
            S(
                "Ajaccio: Ajaccio is a port city on the west coast of Corsica and the island's "
                "capital, seat of its regional assembly and of the department of Corse-du-Sud. "
                "Founded by the Genoese in 1492 on the Gulf of Ajaccio, it is best known as the "
                "birthplace of Napoleon Bonaparte, born there in August 1769."
            ),
            D(
                "Bastia: Bastia is a port city in the north-east of Corsica and the seat of the "
                "department of Haute-Corse. It grew up around a fortress built by the Genoese "
                "governors in the late 14th century, served as the island's capital under Genoese "
                "rule, and has ferries to Marseille, Nice, Livorno and Genoa."
            ),
            S(
                "Corsica: Corsica is a mountainous island in the Mediterranean Sea and a "
                "territorial collectivity of France, lying north of Sardinia. Ruled by Genoa for "
                "centuries and ceded to France in 1768, it has a granite spine of peaks whose "
                "highest point is Monte Cinto, 2,706 metres above sea level."
            ),
            D(
                "Monte Rotondo: Monte Rotondo is a mountain in the centre of Corsica, rising 2,622 "
                "metres above sea level and ranked as the island's second-highest peak. A small "
                "glacial lake lies below its summit, which gives wide views over both coasts, and "
                "most climbers set out from the Restonica valley near Corte."
            ),
            D(
                "Maison Bonaparte: The Maison Bonaparte is the family home of the Bonapartes in "
                "the old town of Ajaccio, where the future emperor was born in 1769. Sacked by "
                "Corsican supporters of Pasquale Paoli in 1793, it was later restored by the "
                "family, and it has been a national museum since 1967."
            ),
            D(
                "Elba: Elba is the largest island of the Tuscan Archipelago, lying about 10 km off "
                "the Italian coast at Piombino. Napoleon was exiled there from May 1814 to "
                "February 1815, and its highest point is Monte Capanne, 1,019 metres high, with a "
                "cable car that runs close to the summit."
            ),
            D(
                "GR 20: The GR 20 is a long-distance hiking trail that crosses Corsica from "
                "Calenzana in the north-west to Conca in the south-east, a distance of about 180 "
                "km. Often called the hardest of Europe's marked trails, it usually takes about 15 "
                "days and climbs a total of some 12,000 metres."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "How tall is the sea stack on which the Lord Howe Island stick insect was rediscovered "
            "in 2001?"
        ),
        "562 metres",
        [
            D(
                "Lord Howe Island: Lord Howe Island is a crescent-shaped volcanic island in the "
                "Tasman Sea, about 600 km east of mainland Australia, and part of New South Wales. "
                "Its lagoon holds the world's southernmost coral reef, the number of visitors at "
                "any time is capped at 400, and it became a World Heritage Site in 1982."
            ),
            D(
                "Old Man of Hoy: The Old Man of Hoy is a sandstone sea stack on the west coast of "
                "Hoy in the Orkney Islands of Scotland. Standing 137 metres tall, it was first "
                "climbed in 1966 by Chris Bonington, Rusty Baillie and Tom Patey, and a later "
                "ascent was broadcast live by the BBC in 1967."
            ),
            D(
                "Mount Gower: Mount Gower is the highest mountain on Lord Howe Island, rising 875 "
                "metres above the Tasman Sea at the island's southern end. Its flat summit holds a "
                "cloud forest of mosses and tree ferns, and the guided climb, which takes about "
                "eight hours, is one of Australia's hardest day walks."
            ),
            S(
                "Ball's Pyramid: Ball's Pyramid is an eroded volcanic remnant in the Tasman Sea, "
                "about 20 km south-east of Lord Howe Island. Rising 562 metres out of the sea "
                "while only about 300 metres wide at its base, it is the tallest volcanic stack in "
                "the world, and it was first climbed in 1965."
            ),
            D(
                "Black rat: The black rat (Rattus rattus) is a long-tailed rodent that spread from "
                "southern Asia around the world aboard ships. It has driven many island birds, "
                "reptiles and insects to extinction; on Lord Howe Island rats came ashore from the "
                "stranded steamer SS Makambo in 1918, and a baiting drive began in 2019."
            ),
            D(
                "Phasmatodea: The Phasmatodea are the order of insects made up of stick and leaf "
                "insects, whose bodies mimic twigs or leaves to hide from predators. There are "
                "more than 3,000 species, mostly in the tropics, and one from Borneo, at almost 57 "
                "cm with its legs stretched out, is among the longest insects known."
            ),
            S(
                "Lord Howe Island stick insect: The Lord Howe Island stick insect (Dryococelus "
                "australis) is a large, flightless stick insect up to 15 cm long. Thought extinct "
                "after black rats reached Lord Howe Island in 1918, it was rediscovered in 2001 on "
                "Ball's Pyramid, where a small colony lived under a single shrub."
            ),
            D(
                "Giant weta: Giant weta are large flightless insects of the genus Deinacrida, "
                "found only in New Zealand, where some are among the heaviest insects in the "
                "world. Many species now survive only on offshore islands free of rats, and a "
                "female of the Little Barrier Island giant weta once weighed 71 grams."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the explorer whose wife gave her name to the Ad\u00e9lie penguin born?",
        "Cond\u00e9-sur-Noireau",
        [
            S(
                "Ad\u00e9lie penguin: The Ad\u00e9lie penguin (Pygoscelis adeliae) is a penguin "
                "that breeds all along the coast of Antarctica, building its nests from small "
                "stones. It takes its name from Ad\u00e9lie Land, which the French explorer Jules "
                "Dumont d'Urville named after his wife, Ad\u00e8le, when he reached it in 1840."
            ),
            D(
                "Emperor penguin: The emperor penguin is the tallest and heaviest of all living "
                "penguins, standing about 1.1 metres tall, and it is found only in Antarctica. It "
                "breeds on the sea ice during the southern winter, when the male holds the single "
                "egg on his feet for about two months while the female feeds at sea."
            ),
            D(
                "Jean-Fran\u00e7ois de La P\u00e9rouse: Jean-Fran\u00e7ois de Galaup, comte de La "
                "P\u00e9rouse (1741 \u2013 c. 1788) was a French naval officer born near Albi. "
                "Sent by Louis XVI to explore the Pacific in 1785, he vanished with both his ships "
                "after leaving Botany Bay in 1788, and their wrecks were later found at Vanikoro."
            ),
            D(
                "Chinstrap penguin: The chinstrap penguin is a penguin of the Antarctic Peninsula "
                "and the islands of the Southern Ocean, named after the narrow black band under "
                "its head. First described by the German naturalist Johann Reinhold Forster in "
                "1781, it belongs to the genus Pygoscelis, the brush-tailed penguins."
            ),
            S(
                "Jules Dumont d'Urville: Jules Dumont d'Urville (23 May 1790 \u2013 8 May 1842) "
                "was a French naval officer and explorer, born in Cond\u00e9-sur-Noireau in "
                "Normandy. He helped to secure the Venus de Milo for France in 1820, led two long "
                "voyages on the Astrolabe, and died in a railway accident near Paris."
            ),
            D(
                "Venus de Milo: The Venus de Milo is an ancient Greek marble statue of a woman, "
                "probably Aphrodite, made around 150 to 125 BC. A farmer found it on the island of "
                "Milos in 1820, a young French naval officer saw its worth, and the marquis de "
                "Rivi\u00e8re gave it to Louis XVIII; it has been in the Louvre since 1821."
            ),
            D(
                "Louis Antoine de Bougainville: Louis Antoine de Bougainville (1729 \u2013 1811) "
                "was a French admiral and explorer born in Paris. He led the first French voyage "
                "around the world, from 1766 to 1769, and both the flowering vine bougainvillea "
                "and Bougainville Island, now part of Papua New Guinea, are named after him."
            ),
            D(
                "Dumont d'Urville Station: Dumont d'Urville Station is a French research station "
                "on \u00cele des P\u00e9trels, off the coast of Antarctica, opened in January 1956 "
                "and named after a 19th-century naval explorer. It is staffed all year, and "
                "emperor penguins breeding nearby were filmed for the 2005 documentary March of "
                "the Penguins."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the si unit of energy is named after a physicist born in which town",
        "Salford",
        [
            D(
                "Henry (unit): The henry (symbol H) is the SI unit of inductance, named after the "
                "American scientist Joseph Henry, who was born in Albany, New York, in 1797. Henry "
                "found self-inductance independently of Michael Faraday while building powerful "
                "electromagnets at the Albany Academy, and he later taught at Princeton."
            ),
            D(
                "Calorie: The calorie is a unit of energy first defined as the heat needed to "
                "raise the temperature of one gram of water by one degree. It equals about 4.184 "
                "joules, the large calorie or kilocalorie is used on food labels, and the unit was "
                "introduced by the French chemist Nicolas Cl\u00e9ment in the 1820s."
            ),
            S(
                "James Prescott Joule: James Prescott Joule (24 December 1818 \u2013 11 October "
                "1889) was an English physicist and brewer, born in Salford, Lancashire. Working "
                "largely in a laboratory at his family's brewery, he measured the mechanical "
                "equivalent of heat and helped to establish the law of conservation of energy."
            ),
            D(
                "Sievert: The sievert (symbol Sv) is the SI unit of equivalent radiation dose, "
                "used to measure the health effect of ionising radiation on the human body. It is "
                "named after the Swedish medical physicist Rolf Sievert, born in Stockholm in "
                "1896, and people receive about 2.4 millisieverts a year from natural sources."
            ),
            D(
                "Joule heating: Joule heating is the heat released when an electric current passes "
                "through a conductor, as in toasters, electric kettles and filament lamps. The "
                "physicist after whom it is named found in 1841 that the heat produced is "
                "proportional to the resistance and to the square of the current."
            ),
            D(
                "John Dalton: John Dalton (1766 \u2013 1844) was an English chemist and physicist, "
                "born in Eaglesfield, Cumberland, who taught in Manchester for most of his life. "
                "He set out a modern atomic theory in 1808 and described colour blindness, which "
                "he had himself, and a young brewer's son was among his private pupils."
            ),
            S(
                "Joule: The joule (symbol J) is the unit of energy in the International System of "
                "Units, equal to the work done when a force of one newton moves an object through "
                "one metre. It is named after the English physicist James Prescott Joule, and one "
                "kilowatt-hour is equal to 3.6 million joules."
            ),
            D(
                "Electronvolt: The electronvolt (symbol eV) is a unit of energy equal to the "
                "energy an electron gains when it is accelerated through a potential difference of "
                "one volt, about 1.602 \u00d7 10\u207b\u00b9\u2079 joules. It is not an SI unit, "
                "but it is widely used in particle physics, where collision energies are given in "
                "TeV."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the conquistador who captured Atahualpa killed?",
        "Lima",
        [
            D(
                "Hu\u00e1scar: Hu\u00e1scar (c. 1491 \u2013 1532) was Sapa Inca from 1527, ruling "
                "from the capital, Cusco, after his father Huayna Capac died in an epidemic. He "
                "lost a civil war against his half-brother, was taken prisoner by his brother's "
                "generals in 1532, and was killed while still held captive."
            ),
            D(
                "Diego de Almagro: Diego de Almagro (c. 1475 \u2013 1538) was a Spanish "
                "conquistador and a partner in the conquest of Peru, who went on to lead the first "
                "Spanish expedition into Chile in 1535. After a quarrel over who should control "
                "Cusco, he was beaten at the Battle of Las Salinas and garrotted in Cusco in July "
                "1538."
            ),
            S(
                "Atahualpa: Atahualpa (c. 1502 \u2013 26 July 1533) was the last Sapa Inca, who "
                "had won a civil war against his half-brother Hu\u00e1scar. In November 1532 he "
                "was captured at Cajamarca by Spanish soldiers under Francisco Pizarro, and "
                "although he paid a ransom of a room filled with gold and silver, he was executed."
            ),
            D(
                "Hern\u00e1n Cort\u00e9s: Hern\u00e1n Cort\u00e9s (1485 \u2013 1547) was a Spanish "
                "conquistador who brought down the Aztec Empire between 1519 and 1521 after taking "
                "its ruler Moctezuma II prisoner. Born in Medell\u00edn, Extremadura, he died at "
                "Castilleja de la Cuesta near Seville while he was preparing to return to Mexico."
            ),
            D(
                "T\u00fapac Amaru: T\u00fapac Amaru (c. 1545 \u2013 24 September 1572) was the "
                "last ruler of the Neo-Inca State, the small kingdom that held out at Vilcabamba "
                "after the Spanish conquest. Captured in 1572 by the forces of the viceroy "
                "Francisco de Toledo, he was beheaded in the main square of Cusco."
            ),
            S(
                "Francisco Pizarro: Francisco Pizarro (c. 1478 \u2013 26 June 1541) was a Spanish "
                "conquistador born in Trujillo, Extremadura, who led the conquest of Peru. He "
                "founded the city of Lima in January 1535, and he was killed in his palace there "
                "by supporters of Diego de Almagro's son, avenging his father's execution."
            ),
            D(
                "Cajamarca: Cajamarca is a city in the northern highlands of Peru, about 2,750 "
                "metres above sea level, and the capital of the region of the same name. It is "
                "known for the hot springs called Ba\u00f1os del Inca and for the Ransom Room, "
                "said to be the one an Inca ruler promised to fill with gold in 1532."
            ),
            D(
                "Pedro de Valdivia: Pedro de Valdivia (1497 \u2013 1553) was a Spanish "
                "conquistador from Extremadura who served in Peru and then led the conquest of "
                "Chile. He founded Santiago in February 1541 and Concepci\u00f3n in 1550, and he "
                "was killed by Mapuche warriors after the Battle of Tucapel in December 1553."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the emperor crowned by Pope Leo III on Christmas Day 800 buried?",
        "Aachen",
        [
            D(
                "Otto I: Otto I (912 \u2013 973), known as Otto the Great, was King of East "
                "Francia from 936 and defeated the Magyars at the Battle of Lechfeld in 955. Pope "
                "John XII crowned him emperor in Rome on 2 February 962, and he was buried beside "
                "his first wife, Edith, in Magdeburg Cathedral."
            ),
            S(
                "Pope Leo III: Pope Leo III was bishop of Rome from 795 until his death in 816. "
                "Attacked in the streets of Rome in 799 by relatives of his predecessor, he fled "
                "to the Frankish king at Paderborn, and on Christmas Day 800, in St Peter's "
                "Basilica, he crowned Charlemagne Emperor of the Romans."
            ),
            D(
                "Pope Adrian I: Pope Adrian I led the Church from 772 until his death on Christmas "
                "Day 795, one of the longest papacies of the early Middle Ages. He called on the "
                "Franks for help against the Lombard king Desiderius, and his tomb in St Peter's "
                "Basilica bears an epitaph written at the Frankish court."
            ),
            D(
                "Pepin the Short: Pepin the Short (c. 714 \u2013 768) was the first Carolingian "
                "King of the Franks, taking the throne in 751 after deposing the last Merovingian "
                "king. Pope Stephen II anointed him at Saint-Denis in 754, Pepin gave the Pope "
                "lands in central Italy, and he was buried in the Basilica of Saint-Denis."
            ),
            D(
                "Louis the Pious: Louis the Pious (778 \u2013 840) was emperor of the Franks from "
                "814 until his death in 840. Crowned co-emperor by his father in 813, he was "
                "crowned again by Pope Stephen IV at Reims in 816; his reign was troubled by "
                "revolts of his own sons, and he was buried in Metz."
            ),
            D(
                "Pope Leo IV: Pope Leo IV was bishop of Rome from 847 to 855. After Arab raiders "
                "had sacked the basilicas of St Peter and St Paul outside the city walls in 846, "
                "he built a wall around the Vatican Hill, and the district it enclosed became "
                "known as the Leonine City, after him."
            ),
            D(
                "Treaty of Verdun: The Treaty of Verdun, agreed in August 843, split the "
                "Carolingian Empire among three grandsons of its founder after years of civil war. "
                "Lothair I kept the imperial title and a middle kingdom, Louis the German received "
                "the eastern lands, and Charles the Bald took the west."
            ),
            S(
                "Charlemagne: Charlemagne (c. 747 \u2013 28 January 814) was King of the Franks "
                "from 768 and King of the Lombards from 774, and he united much of western Europe "
                "under his rule. He made Aachen his favourite residence, died there after a fever "
                "in January 814, and was buried in its Palatine Chapel, now Aachen Cathedral."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the founder of Mexico's Institutional Revolutionary Party born?",
        "Guaymas, Sonora",
        [
            D(
                "National Action Party: The National Action Party (PAN) is a conservative Mexican "
                "party founded in September 1939 by Manuel G\u00f3mez Mor\u00edn, a lawyer and "
                "former head of the central bank. Its candidate Vicente Fox won the 2000 "
                "presidential election, ending seven decades of rule by a single party."
            ),
            D(
                "L\u00e1zaro C\u00e1rdenas: L\u00e1zaro C\u00e1rdenas (1895 \u2013 1970) was "
                "president of Mexico from 1934 to 1940, born in Jiquilpan, Michoac\u00e1n. He "
                "carried out a sweeping land reform, nationalised the oil industry in March 1938 "
                "to create Pemex, and broke the power of the former president who had backed his "
                "rise."
            ),
            D(
                "Party of the Democratic Revolution: The Party of the Democratic Revolution (PRD) "
                "is a left-wing Mexican party founded in May 1989 by Cuauht\u00e9moc "
                "C\u00e1rdenas, Porfirio Mu\u00f1oz Ledo and others who had broken away from the "
                "ruling party. It governed Mexico City from 1997 to 2018 but lost its national "
                "registration in 2024."
            ),
            S(
                "Plutarco El\u00edas Calles: Plutarco El\u00edas Calles (25 September 1877 \u2013 "
                "19 October 1945) was a Mexican general and politician, born in Guaymas, Sonora, "
                "who was president from 1924 to 1928. His strict enforcement of anticlerical laws "
                "set off the Cristero War, and he was sent into exile in 1936."
            ),
            D(
                "\u00c1lvaro Obreg\u00f3n: \u00c1lvaro Obreg\u00f3n (1880 \u2013 1928) was a "
                "Mexican general from Sonora who lost his right arm in battle in 1915. President "
                "from 1920 to 1924, he won a second term in July 1928 but was shot dead by a "
                "Catholic militant at a restaurant in Mexico City before he could take office."
            ),
            D(
                "Cristero War: The Cristero War was an uprising in central and western Mexico from "
                "1926 to 1929 against laws restricting the Catholic Church. Rebels from Jalisco, "
                "Guanajuato and Michoac\u00e1n fought federal troops, and some 90,000 people died "
                "before a settlement was brokered by the US ambassador Dwight Morrow."
            ),
            D(
                "Vicente Fox: Vicente Fox Quesada (born 2 July 1942) is a Mexican businessman and "
                "politician, born in Mexico City, who ran Coca-Cola's operations in Mexico before "
                "entering politics. Governor of Guanajuato from 1995 to 1999, he was elected "
                "president in 2000, the first opposition candidate to win in 71 years."
            ),
            S(
                "Institutional Revolutionary Party: The Institutional Revolutionary Party (PRI) is "
                "a Mexican political party founded in March 1929 by the former president Plutarco "
                "El\u00edas Calles as the National Revolutionary Party. Renamed twice, taking its "
                "present name in 1946, it held the presidency without a break until 2000."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that has owned the Ray-Ban brand since 1999?",
        "Leonardo Del Vecchio",
        [
            S(
                "Ray-Ban: Ray-Ban is a brand of sunglasses and eyeglasses created in 1937 by the "
                "American optics firm Bausch & Lomb, whose first model was designed for military "
                "pilots. It is known for the Aviator and for the Wayfarer, launched in 1952, and "
                "it was sold to the Italian eyewear maker Luxottica in 1999."
            ),
            D(
                "Bausch & Lomb: Bausch & Lomb is an American eye-health company founded in 1853 in "
                "Rochester, New York, by the German immigrants John Jacob Bausch and Henry Lomb. "
                "It began by making spectacle frames of vulcanised rubber and is now one of the "
                "largest makers of contact lenses, lens solutions and eye drops."
            ),
            D(
                "Persol: Persol is an Italian brand of sunglasses whose roots go back to an "
                "optician's business opened in Turin in 1917 by Giuseppe Ratti, and its name comes "
                "from per il sole, for the sun. Its folding 714 model was worn by Steve McQueen, "
                "and its frames have a flexible stem and an arrow-shaped hinge."
            ),
            D(
                "Oakley, Inc.: Oakley, Inc. is an American maker of sports sunglasses and goggles "
                "founded in 1975 by Jim Jannard in his garage in California and named after his "
                "dog. It began by selling motorcycle grips, moved into ski goggles in 1980, and "
                "was bought by an Italian eyewear group in 2007 for about $2.1 billion."
            ),
            D(
                "Safilo: Safilo is an Italian eyewear company founded in 1934 when Guglielmo "
                "Tabacchi took over a lens workshop at Calalzo di Cadore, in the Dolomites. Now "
                "based in Padua, it designs and makes frames and sunglasses under its own brands, "
                "including Carrera, and under licence for fashion houses."
            ),
            D(
                "Essilor: Essilor is a French maker of ophthalmic lenses formed in 1972 by the "
                "merger of Essel and Silor, and based in Charenton-le-Pont near Paris. Its "
                "engineer Bernard Maitenaz invented the Varilux progressive lens in 1959, and in "
                "2018 the company joined an Italian rival to form a single eyewear group."
            ),
            S(
                "Luxottica: Luxottica is an Italian eyewear company founded in 1961 by Leonardo "
                "Del Vecchio in Agordo, a small town in the Dolomites north of Belluno. It grew "
                "into the world's largest maker of glasses, owning Oakley and Persol, and in 2018 "
                "it merged with the French lens maker Essilor to form EssilorLuxottica."
            ),
            D(
                "Sunglass Hut: Sunglass Hut is a chain of sunglasses shops founded in 1971 by the "
                "optometrist Sanford Ziff with a single kiosk in a shopping mall in Miami, "
                "Florida. It has grown to thousands of stores around the world, many of them in "
                "airports, and has belonged since 2001 to the company that makes many of its "
                "frames."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that makes the Roomba robotic vacuum cleaner?",
        "Colin Angle, Helen Greiner and Rodney Brooks",
        [
            D(
                "Dyson: Dyson is a British technology company founded in 1991 by the inventor "
                "James Dyson, whose bagless cyclonic vacuum cleaner came after more than 5,000 "
                "prototypes. Its products include cordless vacuum cleaners, bladeless fans and "
                "hair dryers, and in 2015 it brought out a robot vacuum, the 360 Eye."
            ),
            D(
                "Boston Dynamics: Boston Dynamics is an American engineering company founded in "
                "1992 by Marc Raibert as a spin-off from the Massachusetts Institute of "
                "Technology. It is known for legged robots such as the four-legged Spot and the "
                "humanoid Atlas, and it has been owned by Hyundai Motor Group since 2021."
            ),
            D(
                "Shakey the robot: Shakey was the first general-purpose mobile robot able to "
                "reason about its own actions, built at the Stanford Research Institute in "
                "California from 1966 to 1972. Fitted with a television camera and bump sensors, "
                "it planned routes between rooms, and work on it produced the A* search algorithm."
            ),
            S(
                "iRobot: iRobot Corporation is an American robotics company founded in 1990 by "
                "Colin Angle, Helen Greiner and Rodney Brooks, who had met at the artificial "
                "intelligence lab of the Massachusetts Institute of Technology. Based in Bedford, "
                "Massachusetts, it also built the PackBot robots used by bomb squads."
            ),
            D(
                "The Hoover Company: The Hoover Company is a maker of vacuum cleaners that began "
                "in North Canton, Ohio, where the leather-goods maker William Henry Hoover bought "
                "the patent for an electric suction sweeper in 1908. Its name became so well known "
                "in Britain that to hoover is a common verb for vacuuming."
            ),
            D(
                "K\u00e4rcher: K\u00e4rcher is a German family-owned maker of cleaning equipment "
                "founded in 1935 by the engineer Alfred K\u00e4rcher in Stuttgart and now based in "
                "nearby Winnenden. Best known for its yellow high-pressure washers, it also makes "
                "floor scrubbers and vacuum cleaners, and it employs more than 15,000 people."
            ),
            D(
                "Vorwerk: Vorwerk is a German family company founded in 1883 in Wuppertal by the "
                "brothers Carl and Adolf Vorwerk, first as a carpet factory. It sells its Kobold "
                "vacuum cleaners and Thermomix kitchen machines door to door through a large "
                "direct-sales force, and the Kobold range now includes robot vacuums."
            ),
            S(
                "Roomba: The Roomba is a series of autonomous robotic vacuum cleaners sold by the "
                "American company iRobot since September 2002, when the first model cost about "
                "$200. A low, round machine, it steers around furniture with bump and cliff "
                "sensors and returns by itself to its dock to recharge."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "At which mining academy did the mineralogist after whom the Mohs scale is named study?",
        "the Freiberg Mining Academy",
        [
            D(
                "Vickers hardness test: The Vickers hardness test measures the hardness of a "
                "material by pressing a square-based diamond pyramid into its surface and "
                "measuring the dent. It was developed in 1921 by Robert Smallman and George "
                "Sandland at the British engineering firm Vickers, and it can be used on almost "
                "any metal."
            ),
            D(
                "Brinell scale: The Brinell scale describes the hardness of a material from the "
                "size of the dent left by a hard steel or carbide ball pressed into it. It was "
                "proposed in 1900 by the Swedish engineer Johan August Brinell, and it was the "
                "first hardness test to be widely used in engineering and metallurgy."
            ),
            S(
                "Friedrich Mohs: Carl Friedrich Christian Mohs (29 January 1773 \u2013 29 "
                "September 1839) was a German mineralogist born in Gernrode in the Harz. After "
                "studying at the University of Halle, he went on to the Freiberg Mining Academy in "
                "Saxony, and he later taught in Graz, Freiberg and Vienna."
            ),
            D(
                "Talc: Talc is a clay mineral made of hydrated magnesium silicate, and it is the "
                "softest mineral known, easily scratched with a fingernail. It is mined in many "
                "countries, including China, India and Finland, and it is used in paper, plastics, "
                "paints and ceramics and, ground fine, as talcum powder."
            ),
            D(
                "Rockwell scale: The Rockwell scale is a hardness scale based on how deep an "
                "indenter sinks into a material under a large load, compared with a small preload. "
                "It was developed by Hugh and Stanley Rockwell in Connecticut around 1914, and it "
                "is now the most widely used hardness test in the metal industry."
            ),
            S(
                "Mohs scale: The Mohs scale of mineral hardness ranks minerals by their ability to "
                "scratch one another, from talc at 1 to diamond at 10. It was devised in 1812 by "
                "the German geologist and mineralogist Friedrich Mohs, and it is still used in the "
                "field, where hardness is tested with a steel knife or a glass plate."
            ),
            D(
                "Knoop hardness test: The Knoop hardness test is a microhardness test for brittle "
                "materials such as ceramics and glass, using an elongated diamond indenter that "
                "leaves a shallow, rhombic mark. It was devised in 1939 by Frederick Knoop and his "
                "colleagues at the National Bureau of Standards in the United States."
            ),
            D(
                "Corundum: Corundum is a crystalline form of aluminium oxide and one of the "
                "hardest natural minerals, ranked 9 on the scale of mineral hardness. Its red gem "
                "variety is ruby and its other gem colours are called sapphire, while the crushed "
                "mineral and emery, a rock rich in it, are used as abrasives."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Intel or AMD?",
        "Intel",
        [
            D(
                "Fairchild Semiconductor: Fairchild Semiconductor was an American chipmaker "
                "founded in 1957 by eight engineers who had left William Shockley's laboratory, "
                "backed by Fairchild Camera and Instrument. It built the first practical silicon "
                "integrated circuit in 1959, and it was bought by ON Semiconductor in 2016."
            ),
            D(
                "Nvidia: Nvidia Corporation is an American technology company founded in April "
                "1993 by Jensen Huang, Chris Malachowsky and Curtis Priem, who drew up their plans "
                "at a Denny's restaurant in San Jose. It introduced the GeForce 256 in 1999, "
                "calling it the first GPU, and its chips now drive much AI research."
            ),
            D(
                "Intel 4004: The Intel 4004 is a 4-bit central processing unit released in "
                "November 1971, the first commercially produced microprocessor on a single chip. "
                "It was designed by Federico Faggin, Ted Hoff and Stanley Mazor for a Japanese "
                "calculator maker, Busicom, and it held about 2,300 transistors."
            ),
            D(
                "ATI Technologies: ATI Technologies was a Canadian maker of graphics chips founded "
                "in 1985 in Markham, Ontario, by Kwok Yuen Ho, Benny Lau and Lee Lau. Its Radeon "
                "cards competed with Nvidia's GeForce for two decades, and it was bought in 2006 "
                "by a larger American chipmaker for about $5.4 billion."
            ),
            S(
                "AMD: Advanced Micro Devices, Inc. (AMD) is an American semiconductor company "
                "founded on 1 May 1969 by Jerry Sanders and seven other former Fairchild "
                "employees. Based in Santa Clara, California, it makes Ryzen and EPYC processors "
                "and Radeon graphics chips, and it bought the graphics firm ATI in 2006."
            ),
            S(
                "Intel: Intel Corporation is an American chipmaker founded on 18 July 1968 by "
                "Robert Noyce and Gordon Moore in Mountain View, California, and now based in "
                "Santa Clara. It released the first commercial microprocessor, the 4004, in 1971, "
                "and its x86 processors power most personal computers."
            ),
            D(
                "Shockley Semiconductor Laboratory: Shockley Semiconductor Laboratory was founded "
                "in 1956 in Mountain View, California, by the physicist William Shockley, "
                "co-inventor of the transistor, with backing from Beckman Instruments. It was the "
                "first silicon device maker in what became Silicon Valley."
            ),
            D(
                "Moore's law: Moore's law is the observation that the number of transistors on an "
                "integrated circuit doubles about every two years. It is named after Gordon Moore, "
                "who described a yearly doubling in a 1965 article in Electronics magazine while "
                "at Fairchild, and slowed the rate to every two years in 1975."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are the horseshoe crab and the hermit crab both crustaceans?",
        "no",
        [
            S(
                "Hermit crab: Hermit crabs are decapod crustaceans of the superfamily Paguroidea, "
                "found from the seashore to deep water and, in some species, on land. Unlike true "
                "crabs, they have a soft, spiral abdomen, which they protect by living in empty "
                "snail shells that they swap for larger ones as they grow."
            ),
            D(
                "Japanese spider crab: The Japanese spider crab is a marine crab living in the "
                "waters around Japan, at depths of about 50 to 600 metres. It has the longest legs "
                "of any arthropod, spanning up to 3.7 metres from claw to claw, and it can weigh "
                "up to 19 kg and may live for a century."
            ),
            D(
                "Antarctic krill: Antarctic krill is a small crustacean of the Southern Ocean, "
                "about 6 cm long, that lives in swarms which can stretch for kilometres. Feeding "
                "on phytoplankton, it is a key food of whales, seals, penguins and fish, and its "
                "total mass may exceed 300 million tonnes."
            ),
            D(
                "Trilobite: Trilobites are an extinct group of marine arthropods that first "
                "appeared about 521 million years ago and died out in the mass extinction at the "
                "end of the Permian. Their hard, three-lobed exoskeletons made them common "
                "fossils, and more than 20,000 species have been described."
            ),
            D(
                "Limulus amebocyte lysate: Limulus amebocyte lysate is an extract of blood cells "
                "from the Atlantic horseshoe crab, used since the 1970s to detect bacterial "
                "endotoxins in drugs, vaccines and medical implants. Hundreds of thousands of "
                "crabs are caught each year, partly bled and then put back into the sea."
            ),
            S(
                "Horseshoe crab: Horseshoe crabs are marine arthropods of the family Limulidae "
                "that live in shallow coastal waters, and despite their name they are not "
                "crustaceans but chelicerates, closer to spiders and scorpions. Their copper-based "
                "blue blood is used to test medicines for bacterial toxins."
            ),
            D(
                "Sea spider: Sea spiders, or pycnogonids, are marine arthropods found in every "
                "ocean, from shallow rock pools to the deep sea, with more than 1,300 species. "
                "Their bodies are so slender that parts of the gut and reproductive organs extend "
                "into the legs, and the males carry the eggs until they hatch."
            ),
            D(
                "Mantis shrimp: Mantis shrimp are marine crustaceans of the order Stomatopoda, "
                "often brightly coloured, that live in burrows on tropical and subtropical "
                "seabeds. Some species strike their prey with club-like limbs at about 23 metres "
                "per second, fast enough to break snail shells and aquarium glass."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which is larger lake balaton or lake neusiedl",
        "Lake Balaton",
        [
            D(
                "Lake H\u00e9v\u00edz: Lake H\u00e9v\u00edz is a thermal lake in western Hungary "
                "and the largest thermal lake in the world in which people can bathe. Covering "
                "about 4.4 hectares, it is fed by a spring rising from a crater 38 metres deep, "
                "its water stays above 22 \u00b0C even in winter, and water lilies grow on its "
                "surface."
            ),
            D(
                "Tihany: Tihany is a village on a peninsula on Lake Balaton's northern shore, with "
                "a Benedictine abbey founded in 1055 by King Andrew I, who is buried in its crypt. "
                "The abbey's founding charter is the oldest surviving document that contains words "
                "in the Hungarian language."
            ),
            S(
                "Lake Neusiedl: Lake Neusiedl is a shallow steppe lake on the border between "
                "Austria and Hungary, covering about 315 km\u00b2, most of it in Austria. It has "
                "no natural outflow, its depth rarely exceeds 1.8 metres, it has dried out "
                "completely several times, last in the 1860s, and it is ringed by a wide belt of "
                "reeds."
            ),
            D(
                "Lake Velence: Lake Velence is a shallow lake in Fej\u00e9r County, Hungary, about "
                "halfway between the capital and Sz\u00e9kesfeh\u00e9rv\u00e1r, covering some 26 "
                "km\u00b2. Much of its surface is covered by reed beds that shelter a large bird "
                "reserve, and in summer its water warms to about 26 \u00b0C, among the warmest in "
                "Europe."
            ),
            D(
                "Lake Ohrid: Lake Ohrid is a lake on the border between North Macedonia and "
                "Albania, covering about 358 km\u00b2 and reaching a depth of 288 metres. Formed "
                "more than a million years ago, it is among the oldest lakes in Europe, over 200 "
                "of its species are found nowhere else, and the lake and its shores are a World "
                "Heritage Site."
            ),
            D(
                "Rust, Austria: Rust is a small town in Burgenland, Austria, on the western shore "
                "of a steppe lake near the Hungarian border. With about 2,000 inhabitants it is "
                "the smallest Austrian town with its own charter, and it is known for its sweet "
                "Ausbruch wine and for the white storks that nest on its roofs."
            ),
            D(
                "Si\u00f3fok: Si\u00f3fok is a town on the southern shore of Lake Balaton in "
                "Hungary and the largest resort on the lake, with about 25,000 inhabitants. The "
                "Si\u00f3 canal, the lake's only outflow, leaves it there, and the town was the "
                "birthplace of the operetta composer Imre K\u00e1lm\u00e1n in 1882."
            ),
            S(
                "Lake Balaton: Lake Balaton is a freshwater lake in western Hungary and the "
                "largest lake in Central Europe, covering about 592 km\u00b2. It is some 77 km "
                "long but very shallow, with an average depth of about 3 metres, and it is fed "
                "mainly by the Zala River, while resort towns line its southern shore."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Leonhard Euler or Daniel Bernoulli?",
        "Daniel Bernoulli",
        [
            D(
                "Johann Bernoulli: Johann Bernoulli (1667 \u2013 1748) was a Swiss mathematician "
                "from Basel who did early work on infinitesimal calculus and taught the young "
                "Leonhard Euler. He succeeded his elder brother as professor of mathematics at "
                "Basel in 1705, and the rule for limits known as L'H\u00f4pital's rule is his."
            ),
            D(
                "Seven Bridges of K\u00f6nigsberg: The Seven Bridges of K\u00f6nigsberg is a "
                "problem that asks whether a walk through the Prussian city could cross each of "
                "its seven bridges exactly once. Euler showed in 1736 that no such walk exists, "
                "and his argument is seen as the first result of graph theory."
            ),
            S(
                "Leonhard Euler: Leonhard Euler (15 April 1707 \u2013 18 September 1783) was a "
                "Swiss mathematician and physicist born in Basel, one of the most prolific in "
                "history. He worked mainly at the academies of St Petersburg and Berlin, kept "
                "working after losing his sight, and introduced much of modern notation."
            ),
            S(
                "Daniel Bernoulli: Daniel Bernoulli (8 February 1700 \u2013 17 March 1782) was a "
                "Swiss mathematician and physicist, born in Groningen while his father was "
                "teaching there. He set out the principle linking the pressure and speed of a "
                "moving fluid in his book Hydrodynamica, published in 1738."
            ),
            D(
                "Jacob Bernoulli: Jacob Bernoulli (1655 \u2013 1705) was a Swiss mathematician "
                "from Basel and the first of his family to become famous in the field. He proved "
                "an early form of the law of large numbers, published after his death in Ars "
                "Conjectandi in 1713, and the Bernoulli numbers are named after him."
            ),
            D(
                "Joseph-Louis Lagrange: Joseph-Louis Lagrange (25 January 1736 \u2013 10 April "
                "1813) was a mathematician and astronomer born in Turin, who succeeded Euler as "
                "director of mathematics at the Berlin Academy in 1766. He wrote the "
                "M\u00e9canique analytique and later helped to create the metric system in Paris."
            ),
            D(
                "Bernoulli's principle: Bernoulli's principle states that within a flowing fluid, "
                "an increase in speed goes with a fall in pressure or in potential energy. It is "
                "named after the Swiss scientist who published it in 1738, and it helps to explain "
                "the lift on a wing, the carburettor and the Venturi meter."
            ),
            D(
                "Euler's identity: Euler's identity is the equation e^(i\u03c0) + 1 = 0, which "
                "links five basic constants of mathematics: 0, 1, e, i and \u03c0. It follows from "
                "a formula published by Euler in 1748 in his Introductio in analysin infinitorum, "
                "and it is often called the most beautiful equation in mathematics."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became president first, Get\u00falio Vargas or Juan Per\u00f3n?",
        "Get\u00falio Vargas",
        [
            D(
                "Eva Per\u00f3n: Mar\u00eda Eva Duarte de Per\u00f3n (7 May 1919 \u2013 26 July "
                "1952), known as Evita, was an Argentine actress who became First Lady of "
                "Argentina after marrying an army colonel in 1945. She ran a large charitable "
                "foundation, campaigned for women's right to vote, won in 1947, and died of cancer "
                "at 33."
            ),
            S(
                "Juan Per\u00f3n: Juan Domingo Per\u00f3n (8 October 1895 \u2013 1 July 1974) was "
                "an Argentine army officer and politician who was first elected president in "
                "February 1946 and took office that June. Overthrown by a military coup in 1955, "
                "he came back from exile in Spain to win a third term in 1973."
            ),
            D(
                "Juscelino Kubitschek: Juscelino Kubitschek (1902 \u2013 1976) was a Brazilian "
                "physician and politician who was president of Brazil from 1956 to 1961. Promising "
                "fifty years of progress in five, he built the new capital, Bras\u00edlia, which "
                "was inaugurated in April 1960, and he died in a car crash in 1976."
            ),
            D(
                "Isabel Per\u00f3n: Isabel Mart\u00ednez de Per\u00f3n (born 4 February 1931) is "
                "an Argentine politician who served as vice-president and then, from July 1974, as "
                "president, the first woman in the world to hold the title of president. She was "
                "removed by a military coup in March 1976 and later lived in Spain."
            ),
            S(
                "Get\u00falio Vargas: Get\u00falio Dornelles Vargas (19 April 1882 \u2013 24 "
                "August 1954) was a Brazilian lawyer and politician who took power as president "
                "after the Revolution of 1930 and ruled until 1945. Elected president again in "
                "1950, he shot himself in the Catete Palace in Rio de Janeiro during a political "
                "crisis."
            ),
            D(
                "Hip\u00f3lito Yrigoyen: Hip\u00f3lito Yrigoyen (1852 \u2013 1933) was an "
                "Argentine politician of the Radical Civic Union who served as president from 1916 "
                "to 1922, the first chosen under a law bringing in the secret ballot. He won a "
                "second term in 1928 but was overthrown by the army in September 1930."
            ),
            D(
                "Catete Palace: The Catete Palace is a 19th-century mansion in Rio de Janeiro that "
                "was the seat of the President of Brazil from 1897 until the capital moved to "
                "Bras\u00edlia in 1960. Built for a coffee baron, it now houses the Museum of the "
                "Republic, which keeps the room where a president died in 1954."
            ),
            D(
                "Casa Rosada: The Casa Rosada is the office of the President of Argentina, on the "
                "Plaza de Mayo in Buenos Aires, named for its pink colour. Its balcony has been "
                "used for speeches by many leaders, the building holds a museum on the country's "
                "presidents, and the official residence is at Olivos."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the first King of the Belgians?",
        "Francis, Duke of Saxe-Coburg-Saalfeld",
        [
            D(
                "Leopold II of Belgium: Leopold II (1835 \u2013 1909) was King of the Belgians "
                "from 1865 until his death, the eldest surviving son of his predecessor and of "
                "Louise of Orl\u00e9ans. He ruled the Congo Free State as his private property "
                "from 1885 to 1908, and his regime there was notorious for forced labour and "
                "killings."
            ),
            S(
                "King of the Belgians: The King of the Belgians is the head of state of Belgium, a "
                "constitutional monarch whose title refers to the people rather than the land. The "
                "first holder, Leopold I, took the oath on 21 July 1831, the date now kept as "
                "Belgian National Day, and Philippe has reigned since 2013."
            ),
            D(
                "William I of the Netherlands: William I (1772 \u2013 1843) was the first King of "
                "the Netherlands, reigning from 1815 until he abdicated in 1840, and the son of "
                "William V, Prince of Orange, the last stadtholder of the Dutch Republic. His "
                "kingdom took in present-day Belgium until the revolt of 1830."
            ),
            D(
                "Belgian Revolution: The Belgian Revolution was the uprising that split the "
                "southern provinces from the United Kingdom of the Netherlands, beginning in "
                "Brussels in August 1830 after a performance of the opera La Muette de Portici. A "
                "National Congress declared independence that October."
            ),
            D(
                "Princess Charlotte of Wales: Princess Charlotte of Wales (1796 \u2013 1817) was "
                "the only child of the future George IV and Caroline of Brunswick, and second in "
                "line to the British throne. She married a German prince in 1816 but died the next "
                "year after giving birth to a stillborn son, causing national mourning."
            ),
            D(
                "Albert I of Belgium: Albert I (1875 \u2013 1934) was King of the Belgians from "
                "1909 to 1934, the son of Prince Philippe, Count of Flanders, and a nephew of his "
                "predecessor. He led the Belgian army through the First World War, earning the "
                "name Soldier King, and died in a climbing accident at Marche-les-Dames."
            ),
            S(
                "Leopold I of Belgium: Leopold I (16 December 1790 \u2013 10 December 1865) was a "
                "German prince born in Coburg, the youngest son of Francis, Duke of "
                "Saxe-Coburg-Saalfeld, and his wife Augusta. Widowed when Princess Charlotte of "
                "Wales died in 1817, he was chosen as Belgium's king in 1831."
            ),
            D(
                "Louise of Orl\u00e9ans: Louise of Orl\u00e9ans (1812 \u2013 1850) was the first "
                "Queen of the Belgians, the eldest daughter of Louis Philippe I, King of the "
                "French, and Maria Amalia of Naples and Sicily. Married in 1832 at the "
                "Ch\u00e2teau de Compi\u00e8gne, she had four children and died of tuberculosis at "
                "Ostend."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of walmart born",
        "Kingfisher, Oklahoma",
        [
            D(
                "Kmart: Kmart is an American chain of discount department stores that grew out of "
                "the S. S. Kresge Company, founded by Sebastian Spering Kresge in Detroit in 1899. "
                "The first Kmart opened in Garden City, Michigan, in 1962, and after a long "
                "decline only a handful of its stores are still open."
            ),
            D(
                "Sam's Club: Sam's Club is an American chain of membership-only warehouse clubs, "
                "named after the founder of the retail group that owns it. The first club opened "
                "in Midwest City, Oklahoma, in April 1983, and there are now about 600 of them in "
                "the United States, selling groceries and goods in bulk."
            ),
            D(
                "Alice Walton: Alice Louise Walton (born 7 October 1949) is an American heiress "
                "and art collector, born in Newport, Arkansas, the daughter of a retail "
                "entrepreneur. She founded the Crystal Bridges Museum of American Art in "
                "Bentonville, which opened in November 2011, and is among the richest women in the "
                "world."
            ),
            S(
                "Walmart: Walmart Inc. is an American retail corporation that runs a chain of "
                "hypermarkets, discount department stores and grocery stores, with its "
                "headquarters in Bentonville, Arkansas. It was founded by Sam Walton, who opened "
                "the first Walmart store in 1962, and it is the world's largest company by revenue."
            ),
            D(
                "James Cash Penney: James Cash Penney (1875 \u2013 1971) was an American "
                "businessman, born in Hamilton, Missouri, who opened his first store, the Golden "
                "Rule, in Kemmerer, Wyoming, in 1902. The chain later took his initials as its "
                "name, and by 1929 it had about 1,400 stores across the United States."
            ),
            S(
                "Sam Walton: Samuel Moore Walton (29 March 1918 \u2013 5 April 1992) was an "
                "American businessman, born in Kingfisher, Oklahoma, who grew up in Missouri. "
                "After running a variety store franchise in Newport, Arkansas, from 1945, he built "
                "a chain of discount stores, and he received the Presidential Medal of Freedom in "
                "1992."
            ),
            D(
                "Rob Walton: Samuel Robson Walton (born 27 October 1944) is an American "
                "businessman, born in Tulsa, Oklahoma, the eldest son of a retail entrepreneur. A "
                "lawyer by training who studied at the College of Wooster and Columbia Law School, "
                "he was chairman of the family's retail company from 1992 to 2015."
            ),
            D(
                "Bentonville, Arkansas: Bentonville is a city in Benton County in north-western "
                "Arkansas, with about 55,000 inhabitants. It is home to the headquarters of the "
                "world's largest retailer, to a museum in the variety store where that company's "
                "story began, and to the Crystal Bridges Museum of American Art."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "when was the inventor of the barometer born",
        "15 October 1608",
        [
            D(
                "Torr: The torr is a unit of pressure defined as exactly 1/760 of a standard "
                "atmosphere, so that it is very nearly equal to the pressure of a millimetre of "
                "mercury. It is named after the physicist who made the first mercury barometer, "
                "and it is still used for vacuum measurements, though it is not an SI unit."
            ),
            S(
                "Evangelista Torricelli: Evangelista Torricelli (15 October 1608 \u2013 25 October "
                "1647) was an Italian physicist and mathematician who became court mathematician "
                "to the Grand Duke of Tuscany in Florence in 1642. He also found the area under a "
                "cycloid, and he died of typhoid fever at the age of 39."
            ),
            D(
                "Blaise Pascal: Blaise Pascal (19 June 1623 \u2013 19 August 1662) was a French "
                "mathematician, physicist and writer, born in Clermont-Ferrand. In 1648 he had his "
                "brother-in-law carry a mercury tube up the Puy de D\u00f4me to show that air "
                "pressure falls with height, and the SI unit of pressure is named after him."
            ),
            D(
                "Otto von Guericke: Otto von Guericke (20 November 1602 \u2013 11 May 1686) was a "
                "German scientist and mayor of Magdeburg who invented the first air pump around "
                "1650. In 1654 he showed the force of air pressure with two copper hemispheres, "
                "emptied of air, that teams of horses could not pull apart."
            ),
            D(
                "Aneroid barometer: An aneroid barometer measures air pressure without any liquid, "
                "using a small sealed metal box that flexes as the pressure changes. It was "
                "patented in 1844 by the French scientist Lucien Vidie, and its compact design "
                "made it the usual type for home barometers and for altimeters."
            ),
            D(
                "Robert FitzRoy: Robert FitzRoy (5 July 1805 \u2013 30 April 1865) was a British "
                "naval officer and scientist who commanded HMS Beagle on its second voyage. In "
                "1854 he set up the forerunner of the Met Office, and he designed a simple, sturdy "
                "barometer that was put up in fishing ports around Britain."
            ),
            S(
                "Barometer: A barometer is an instrument that measures the pressure of the "
                "atmosphere, used to forecast the weather and to find altitude. The first mercury "
                "barometer was made in 1643 by the Italian physicist Evangelista Torricelli, who "
                "showed that air pressure holds up a column of mercury about 76 cm tall."
            ),
            D(
                "Hygrometer: A hygrometer is an instrument that measures the humidity of the air. "
                "An early design was sketched by Leonardo da Vinci around 1480, the Swiss "
                "physicist Horace B\u00e9n\u00e9dict de Saussure built the first hair hygrometer "
                "in 1783, and most modern ones use electronic sensors."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the inventor of the cash machine born?",
        "Shillong, India",
        [
            D(
                "James Goodfellow: James Goodfellow (born 1937) is a Scottish engineer, born in "
                "Paisley, who in 1966 patented a system in which a customer used a coded card and "
                "a personal identification number to draw cash. He was appointed OBE in 2006, and "
                "his patent lies behind the PIN still used today."
            ),
            D(
                "De La Rue: De La Rue is a British company that designs and prints banknotes and "
                "passports, founded in London in 1821 by Thomas de la Rue, a printer born on "
                "Guernsey. It began by making straw hats, went on to playing cards and stamps, and "
                "printed its first banknotes, for Mauritius, in 1860."
            ),
            S(
                "Automated teller machine: An automated teller machine, or cash machine, is a "
                "device that lets bank customers withdraw money without a cashier. The first one "
                "went into service at a Barclays branch in Enfield, north London, on 27 June 1967; "
                "it was invented by John Shepherd-Barron of the printing firm De La Rue."
            ),
            D(
                "Luther Simjian: Luther George Simjian (1905 \u2013 1997) was an Armenian-American "
                "inventor, born in Gaziantep in the Ottoman Empire, who held more than 200 "
                "patents. His Bankograph, a machine that took deposits of cash and cheques, was "
                "tried by a New York bank in 1960 but removed after six months."
            ),
            D(
                "Reg Varney: Reg Varney (1916 \u2013 2008) was an English actor and comedian, born "
                "in Canning Town, east London, and best known as the bus driver Stan Butler in the "
                "sitcom On the Buses. In June 1967 he became the first person to take money from a "
                "cash machine, at a bank branch in Enfield."
            ),
            S(
                "John Shepherd-Barron: John Adrian Shepherd-Barron (23 June 1925 \u2013 15 May "
                "2010) was a British engineer, born in Shillong, India, who ran De La Rue's "
                "instruments business. He was appointed OBE in 2005 for his work on the cash "
                "machine, and he died in Inverness, in the Scottish Highlands."
            ),
            D(
                "Barclays: Barclays is a British bank whose roots go back to a goldsmith banking "
                "business in Lombard Street, London, in 1690, and its emblem is a spread eagle. It "
                "issued the first British credit card, Barclaycard, in 1966, and the following "
                "year it put the world's first cash dispenser into service at one of its London "
                "branches."
            ),
            D(
                "Enfield Town: Enfield Town is the main shopping district of the London Borough of "
                "Enfield, about 16 km north of central London. It grew up around a medieval market "
                "granted a charter in 1303, and a plaque on a bank there marks the spot where the "
                "world's first cash machine was installed in 1967."
            ),
        ],
        drop=0,
    ),
]
