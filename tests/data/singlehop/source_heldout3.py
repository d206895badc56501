"""A third held-out batch of the single-hop set: measured with at the end, never tuned on.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer never read the
evaluator's code, its benchmarks or its tests; they read only this set's README, `build.py`,
`source.py`, the dev sources (`source_dev2.py` to `source_dev20.py`) and `source_heldout2.py`, for
the format and to choose subjects none of them asks about. Written after lexical-v17: 40
questions, 8 per style, of every shape (10 factoid, 5 each of comparison, list, how, why, yes/no
and two-hop bridge); a quarter of them (10 of 40) are typed search-box style.

Like the dev batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 342 characters and distractors 339; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "In which city is the Alhambra?",
        "Granada, in Andalusia, southern Spain",
        [
            D(
                "Alc\u00e1zar of Seville: The Royal Alc\u00e1zar of Seville is a palace built "
                "for the Castilian king Peter I from 1364 by craftsmen working in the "
                "Mud\u00e9jar style, on the site of an earlier Muslim fortress. Its upper rooms "
                "are still used by the Spanish royal family when in the city, and it was listed "
                "as a World Heritage Site in 1987 together with the cathedral."
            ),
            S(
                "Alhambra: The Alhambra is a palace and fortress complex on the Sabika hill "
                "above the city of Granada in Andalusia, southern Spain. Begun as a small "
                "fortress in the 9th century, it was turned into a royal palace by the Nasrid "
                "emirs in the 13th and 14th centuries, and its Court of the Lions dates from the "
                "reign of Muhammad V."
            ),
            D(
                "Alhambra Decree: The Alhambra Decree was an edict issued on 31 March 1492 by "
                "Ferdinand II of Aragon and Isabella I of Castile ordering practising Jews to "
                "leave their kingdoms by the end of July that year. It was signed only a few "
                "months after the two monarchs had taken the last Nasrid emirate, and it was "
                "formally revoked in 1968."
            ),
            D(
                "Mezquita of C\u00f3rdoba: The Great Mosque of C\u00f3rdoba was begun in 785 by "
                "Abd al-Rahman I, the Umayyad emir of al-Andalus, and enlarged over two "
                "centuries into a forest of more than 850 columns with red and white striped "
                "arches. After the Christian conquest of 1236 it became a cathedral, and a "
                "Renaissance nave was built into its centre."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "factoid",
        "who came up with the laws of planetary motion",
        "Johannes Kepler, between 1609 and 1619",
        [
            D(
                "Tycho Brahe: Tycho Brahe was a Danish nobleman who built the observatory of "
                "Uraniborg on the island of Hven in 1576 and measured the positions of stars and "
                "planets more accurately than anyone before the telescope. He proposed a system "
                "in which the Sun circles the Earth while the other planets circle the Sun, and "
                "he died in Prague in 1601."
            ),
            D(
                "Kepler (spacecraft): The Kepler space telescope was launched by NASA in March "
                "2009 to look for Earth-sized planets around other stars by watching for the "
                "slight dimming when a planet passes in front of its star. Before it ran out of "
                "fuel in 2018 it had found more than 2,600 confirmed exoplanets, many of them in "
                "the habitable zone."
            ),
            S(
                "Johannes Kepler: Johannes Kepler was a German astronomer who, working from the "
                "precise observations of Tycho Brahe, set out three laws of planetary motion "
                "between 1609 and 1619: planets move in ellipses with the Sun at one focus, "
                "sweep out equal areas in equal times, and have periods whose squares grow as "
                "the cubes of their distances."
            ),
            D(
                "Nicolaus Copernicus: Nicolaus Copernicus was a Polish astronomer and canon of "
                "Frombork Cathedral whose book On the Revolutions of the Heavenly Spheres, "
                "printed in 1543 shortly before his death, placed the Sun rather than the Earth "
                "at the centre of the universe, with the planets moving around it in perfect "
                "circles."
            ),
            D(
                "Newton's law of universal gravitation: Isaac Newton published his law of "
                "gravitation in the Principia in 1687, stating that every mass attracts every "
                "other with a force proportional to the product of the masses and inversely "
                "proportional to the square of the distance between them. It let astronomers "
                "work out the pull of the Moon on the tides."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "ming dynasty or tudor dynasty which started first",
        "the Ming dynasty (1368, against 1485 for the Tudors)",
        [
            D(
                "Qing dynasty: The Qing dynasty was founded by the Manchus of the north-east and "
                "ruled China from 1644, when its armies entered Beijing, until the child emperor "
                "Puyi abdicated in February 1912. Under the Kangxi and Qianlong emperors it "
                "reached its largest extent, taking in Taiwan, Mongolia, Xinjiang and Tibet as "
                "well."
            ),
            S(
                "Ming dynasty: The Ming dynasty ruled China from 1368, when the rebel leader Zhu "
                "Yuanzhang drove out the Mongol Yuan and took the throne as the Hongwu Emperor, "
                "until 1644. Its emperors moved the capital from Nanjing to Beijing, built the "
                "Forbidden City between 1406 and 1420, and rebuilt much of the Great Wall in "
                "brick and stone."
            ),
            D(
                "House of Stuart: The Stuarts ruled Scotland from 1371 and became kings of "
                "England too in 1603, when James VI of Scotland succeeded his cousin Elizabeth "
                "I. Their reigns saw the Civil War, the execution of Charles I in 1649 and the "
                "Glorious Revolution of 1688, and the last Stuart monarch, Queen Anne, died in "
                "1714."
            ),
            S(
                "House of Tudor: The Tudors were an English royal house of Welsh origin that "
                "took the throne in 1485, when Henry Tudor defeated Richard III at the Battle of "
                "Bosworth Field and was crowned as Henry VII. Five Tudor monarchs reigned, among "
                "them Henry VIII and Elizabeth I, until the line ended with Elizabeth's death in "
                "1603."
            ),
            D(
                "Ming porcelain: Blue-and-white porcelain from the imperial kilns at Jingdezhen, "
                "painted in cobalt under a clear glaze, became the best-known export of Ming "
                "China. Pieces marked with the reign of the Xuande Emperor (1426-1435) are among "
                "the most prized, and a small Chenghua chicken cup sold in Hong Kong in 2014 for "
                "about 36 million dollars."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Bolivia?",
        "Brazil, Paraguay, Argentina, Chile and Peru",
        [
            D(
                "Ecuador: Ecuador lies on the equator on the Pacific coast of South America, "
                "bordered by Colombia to the north and Peru to the east and south. Besides its "
                "mainland, with the capital Quito at 2,850 metres, it owns the Gal\u00e1pagos "
                "Islands 1,000 kilometres offshore, and it has used the US dollar as its "
                "currency since 2000."
            ),
            D(
                "Salar de Uyuni: The Salar de Uyuni in south-western Bolivia is the largest salt "
                "flat in the world, covering about 10,500 square kilometres at an altitude of "
                "3,650 metres. It holds a large share of the world's known lithium, and after "
                "rain a thin layer of water turns its surface into a vast mirror of the sky that "
                "draws many visitors."
            ),
            S(
                "Bolivia: Bolivia is a landlocked country in central South America. It shares "
                "borders with Brazil to the north and east, Paraguay to the south-east, "
                "Argentina to the south, Chile to the south-west and Peru to the west, and its "
                "constitutional capital is Sucre, while the government sits in La Paz, at about "
                "3,600 metres."
            ),
            D(
                "Uruguay: Uruguay is a small country on the Atlantic coast of South America, "
                "facing Argentina across the R\u00edo de la Plata and bordered by Brazil to the "
                "north. Its capital, Montevideo, holds about half of its 3.4 million people, and "
                "it won the first football World Cup, which it hosted in 1930, beating Argentina "
                "4-2."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "how",
        "How does a Geiger counter detect radiation?",
        "radiation ionises the gas in a Geiger-M\u00fcller tube, setting off an avalanche of "
        "electrons between a high-voltage wire and the wall; each avalanche is counted as a "
        "pulse or click",
        [
            D(
                "Hans Geiger: Hans Geiger was a German physicist who worked with Ernest "
                "Rutherford in Manchester, where in 1909 he and Ernest Marsden fired alpha "
                "particles at thin gold foil and found that a few bounced straight back, "
                "evidence for the atomic nucleus. In 1928 he and his student Walther M\u00fcller "
                "improved his particle counter at Kiel."
            ),
            D(
                "Scintillation counter: A scintillation counter uses a crystal such as sodium "
                "iodide that gives off a tiny flash of light when radiation strikes it. A "
                "photomultiplier tube turns each flash into an electrical pulse whose size "
                "depends on the energy deposited, so it can tell different isotopes apart, which "
                "makes it useful in medical imaging."
            ),
            D(
                "Dosimeter: A dosimeter measures the total dose of radiation a person has "
                "received over a period rather than counting particles as they arrive. Workers "
                "in nuclear plants and hospitals wear film badges or thermoluminescent "
                "dosimeters, whose crystals store energy from radiation and release it as light "
                "when heated, read every month."
            ),
            S(
                "Geiger counter: A Geiger counter detects ionising radiation with a "
                "Geiger-M\u00fcller tube, a sealed tube of low-pressure gas with a high voltage "
                "between a central wire and the wall. When a particle or gamma ray passes "
                "through, it ionises the gas and sets off an avalanche of electrons, and each "
                "avalanche is counted as a pulse, often heard as a click."
            ),
            D(
                "Cloud chamber: A cloud chamber, invented by the Scottish physicist Charles "
                "Wilson in 1911, makes the paths of charged particles visible. The chamber holds "
                "air saturated with alcohol or water vapour, and a passing particle leaves a "
                "trail of ions on which droplets condense, so its track shows up as a thin line "
                "of mist, like a vapour trail."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "why",
        "Why are the tides in the Bay of Fundy so high?",
        "the bay narrows and shallows like a funnel, and its natural sloshing period (about 13 "
        "hours) is close to the 12.4-hour ocean tide, so the two reinforce each other (resonance)",
        [
            D(
                "Tide: Tides are the regular rise and fall of the sea caused mainly by the pull "
                "of the Moon's gravity, with a smaller contribution from the Sun. Most coasts "
                "have two high and two low tides a day, about 12 hours and 25 minutes apart, and "
                "spring tides, the largest of each fortnight, come near new and full moon, when "
                "Sun and Moon line up."
            ),
            D(
                "Hopewell Rocks: The Hopewell Rocks are sea stacks of sandstone and conglomerate "
                "on the shore of Shepody Bay in New Brunswick, carved by the tides into shapes "
                "called flowerpot rocks. At low tide visitors can walk on the ocean floor around "
                "their bases, and a few hours later the same rocks are standing in water up to "
                "about 14 metres deep."
            ),
            S(
                "Bay of Fundy: The Bay of Fundy, between New Brunswick and Nova Scotia in "
                "Canada, has the highest tides in the world, up to about 16 metres in the Minas "
                "Basin. The bay narrows and shallows like a funnel, and its length gives its "
                "water a natural sloshing period of about 13 hours, close to the 12.4-hour ocean "
                "tide, so the two reinforce each other."
            ),
            D(
                "Severn Estuary: The Severn Estuary between England and Wales has a tidal range "
                "of up to about 14 metres, the second largest in the world, and on the biggest "
                "spring tides it produces a tidal bore, a wave running upstream that surfers "
                "ride for several kilometres. A barrage to harness it for power has been "
                "proposed many times since the 1920s."
            ),
            D(
                "Annapolis Royal Generating Station: The Annapolis Royal station in Nova Scotia, "
                "opened in 1984, was the first tidal power plant in North America, with a single "
                "20-megawatt turbine set in a causeway on the Annapolis River. It let water in "
                "on the rising tide and ran it back out through the turbine, and it was closed "
                "in 2019 after damage to the turbine."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "yesno",
        "Is Antarctica a desert?",
        "yes: it gets less than about 50 mm of precipitation a year, making it the largest "
        "desert on Earth",
        [
            D(
                "Antarctic ice sheet: The Antarctic ice sheet is the largest single mass of ice "
                "on Earth, averaging about 1.9 kilometres thick and holding roughly 60 percent "
                "of the world's fresh water. If it all melted, sea level would rise by about 58 "
                "metres, and the bed beneath the Denman Glacier lies more than 3,500 metres "
                "below sea level."
            ),
            D(
                "Atacama Desert: The Atacama Desert on the Pacific coast of northern Chile is "
                "one of the driest places in the world, and some weather stations there have "
                "never recorded rain. It lies in the rain shadow of the Andes beside the cold "
                "Humboldt Current, and its clear skies have made it home to observatories such "
                "as ALMA and Paranal."
            ),
            D(
                "McMurdo Station: McMurdo Station, the largest research base in Antarctica, was "
                "built by the United States in 1955 on Ross Island at the edge of the Ross Ice "
                "Shelf. In summer it holds more than 1,000 people, with a harbour, three "
                "airfields and a chapel, and supplies arrive each year on a cargo ship escorted "
                "through the sea ice by an icebreaker."
            ),
            S(
                "Antarctica: Antarctica is the coldest, windiest and highest continent on "
                "average, and it is also classed as a desert, since its interior receives on "
                "average less than 50 millimetres of precipitation a year, all of it as snow. "
                "Covering about 14 million square kilometres, it is the largest desert on Earth, "
                "and about 98 percent of it lies under ice."
            ),
            D(
                "Arctic: The Arctic is the region around the North Pole, mostly a frozen ocean "
                "covered by drifting sea ice and surrounded by the northern coasts of Canada, "
                "Greenland, Russia, Alaska and Norway. The extent of its summer ice has shrunk "
                "by about 13 percent per decade since satellite records began in 1979, and polar "
                "bears hunt seals from the ice."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city that is home to the Uffizi Gallery?",
        "the Arno (the Uffizi is in Florence)",
        [
            D(
                "Vatican Museums: The Vatican Museums in Vatican City, inside Rome, were founded "
                "by Pope Julius II in the early 16th century and display the collections of the "
                "popes, from classical sculpture such as the Laoco\u00f6n to the Raphael Rooms. "
                "About six million people visit them each year, and the usual route ends in the "
                "Sistine Chapel."
            ),
            S(
                "Uffizi Gallery: The Uffizi is an art museum in Florence, housed in a building "
                "designed by Giorgio Vasari from 1560 as offices for the magistrates of Tuscany "
                "under Cosimo I de' Medici. It holds one of the world's great collections of "
                "Italian Renaissance painting, including Botticelli's Birth of Venus and "
                "Primavera."
            ),
            D(
                "Tiber: The Tiber is the third-longest river in Italy, rising on Monte Fumaiolo "
                "in the Apennines and flowing 406 kilometres south through Umbria and Lazio to "
                "the Tyrrhenian Sea at Ostia. It passes through the centre of Rome, where Tiber "
                "Island stands in its stream, and legend says Romulus and Remus were left on its "
                "banks."
            ),
            S(
                "Florence: Florence is the capital of the Italian region of Tuscany, standing on "
                "the Arno river, which is crossed in the city centre by the Ponte Vecchio, a "
                "medieval bridge lined with jewellers' shops. With about 360,000 inhabitants, it "
                "was the cradle of the Renaissance and the seat of the Medici family for three "
                "centuries."
            ),
            D(
                "Brera Gallery: The Pinacoteca di Brera in Milan opened in 1809 in a palace that "
                "had been a Jesuit college, filled largely with paintings taken from churches "
                "and monasteries closed under Napoleon. Its highlights include Mantegna's "
                "Lamentation over the Dead Christ, Raphael's Marriage of the Virgin and Hayez's "
                "The Kiss."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- prose --------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote The Master and Margarita?",
        "Mikhail Bulgakov",
        [
            D(
                "The Heart of a Dog is a satirical novella by Mikhail Bulgakov, written in 1925, "
                "in which a Moscow surgeon, Professor Preobrazhensky, transplants a human "
                "pituitary gland into a stray dog, which turns into a crude and insolent man. "
                "Banned in the Soviet Union, it circulated in samizdat and was officially "
                "published there only in 1987."
            ),
            D(
                "Doctor Zhivago is a novel by Boris Pasternak, following a physician and poet "
                "through the Russian Revolution and the Civil War. Rejected by Soviet "
                "publishers, it was first printed in Italian in Milan in 1957, and the next year "
                "Pasternak was awarded the Nobel Prize in Literature, which he was forced to "
                "decline under pressure."
            ),
            S(
                "The Master and Margarita is a novel by Mikhail Bulgakov, written in Moscow "
                "between 1928 and his death in 1940. In it the Devil, calling himself Professor "
                "Woland, visits Soviet Moscow with a retinue that includes a huge black cat, and "
                "the story is interwoven with chapters about Pontius Pilate. It was first "
                "published, censored, in 1966-67."
            ),
            D(
                "Faust is a two-part tragic play by Johann Wolfgang von Goethe, published in "
                "1808 and 1832, about a scholar who makes a pact with the devil Mephistopheles "
                "in exchange for knowledge and worldly pleasure. It also tells of his love for "
                "the young Gretchen, whom he seduces and abandons, and it inspired operas by "
                "Gounod and Berlioz."
            ),
            D(
                "Dead Souls is a novel by Nikolai Gogol, published in 1842, about Pavel "
                "Chichikov, a minor official who travels through provincial Russia buying up the "
                "papers of serfs who have died since the last census, planning to mortgage them "
                "as if they were alive. Gogol burned most of a second volume in Moscow shortly "
                "before his death in February 1852."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "factoid",
        "founder of the ottoman empire",
        "Osman I, around 1299",
        [
            D(
                "Mehmed II, known as the Conqueror, was the seventh Ottoman sultan. In May 1453, "
                "at the age of 21, he took Constantinople after a siege of 53 days, using huge "
                "cannon to breach its land walls, and so ended the Byzantine Empire. He made the "
                "city his capital, turned the Hagia Sophia into a mosque and died in 1481 while "
                "on campaign."
            ),
            S(
                "The Ottoman state takes its name from Osman I, a Turkish tribal chief in "
                "north-western Anatolia who around 1299 began expanding his small principality "
                "at the expense of the Byzantine Empire. His son Orhan captured Bursa in 1326 "
                "and made it the capital, and the dynasty Osman founded went on to rule for more "
                "than six centuries, until 1922."
            ),
            D(
                "Mustafa Kemal Atat\u00fcrk founded the Republic of Turkey in 1923, after "
                "leading the national movement that drove out the occupying forces in the War of "
                "Independence. As its first president until his death in 1938 he moved the "
                "capital to Ankara, replaced the Arabic script with a Latin alphabet and gave "
                "women the vote in 1934."
            ),
            D(
                "Suleiman the Magnificent ruled the Ottoman Empire from 1520 to 1566, the "
                "longest reign of any sultan. His armies took Belgrade in 1521 and Rhodes in "
                "1522, defeated the Hungarians at Moh\u00e1cs in 1526 and besieged Vienna in "
                "1529, and at home he was known as the Lawgiver for his reform of the empire's "
                "legal code."
            ),
            D(
                "Osman Hamdi Bey was an Ottoman painter, archaeologist and museum director, born "
                "in Istanbul in 1842, the son of a grand vizier. He founded the Istanbul "
                "Archaeology Museums and the Academy of Fine Arts, led the excavations at Sidon "
                "where the Alexander Sarcophagus was found in 1887, and his painting The "
                "Tortoise Trainer is among the best-known Turkish artworks."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, the Iliad or the Aeneid?",
        "the Iliad (8th century BC; the Aeneid was written 29-19 BC)",
        [
            S(
                "The Iliad, the epic poem about a few weeks in the last year of the Trojan War "
                "and the wrath of Achilles, is traditionally attributed to Homer and is thought "
                "to have been composed in the 8th century BC, making it one of the oldest works "
                "of Western literature. Its 24 books in Greek hexameters end with the funeral of "
                "Hector."
            ),
            D(
                "The Epic of Gilgamesh, from ancient Mesopotamia, is often called the oldest "
                "surviving great work of literature. Its best-known version, on twelve clay "
                "tablets found in the library of the Assyrian king Ashurbanipal at Nineveh, "
                "dates from the 7th century BC, but poems about Gilgamesh, king of Uruk, go back "
                "to about 2100 BC."
            ),
            D(
                "Ovid's Metamorphoses, a Latin poem in fifteen books completed in AD 8, retells "
                "some 250 myths of transformation, from the creation of the world to the "
                "deification of Julius Caesar. Shortly after finishing it Ovid was exiled by "
                "Augustus to Tomis on the Black Sea, where he died around AD 17, and the poem "
                "shaped Renaissance painting and poetry."
            ),
            S(
                "The Aeneid is a Latin epic poem written by Virgil between 29 and 19 BC, under "
                "the patronage of the emperor Augustus. It tells how the Trojan prince Aeneas "
                "escaped the burning of Troy and wandered the Mediterranean before reaching "
                "Italy, where his descendants would found Rome; Virgil died before finishing it "
                "and asked for it to be burned."
            ),
            D(
                "The Odyssey follows Odysseus, king of Ithaca, on his ten-year voyage home after "
                "the fall of Troy, during which he blinds the Cyclops Polyphemus, spends a year "
                "with the sorceress Circe and has himself tied to the mast to hear the Sirens. "
                "Reaching Ithaca disguised as a beggar, he kills the suitors who have been "
                "courting his wife Penelope."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "list",
        "What is gunpowder made of?",
        "saltpetre (potassium nitrate), charcoal and sulfur, about 75:15:10",
        [
            D(
                "Gun cotton, or nitrocellulose, was discovered in 1846 by the Swiss chemist "
                "Christian Sch\u00f6nbein, who is said to have mopped up a spill of nitric and "
                "sulfuric acid with his wife's cotton apron, which then burned in a flash when "
                "it dried. Developed into smokeless powders such as the French Poudre B of 1884, "
                "it replaced older propellants in rifles and artillery."
            ),
            D(
                "Gunpowder was invented in China, probably by Taoist alchemists searching for an "
                "elixir of life in the 9th century AD. A formula was printed in the military "
                "manual Wujing Zongyao in 1044, and by the 13th century the Song and Mongol "
                "armies were using fire arrows, bombs and the first simple guns made of bamboo "
                "and later of bronze."
            ),
            S(
                "Black powder, the earliest known chemical explosive, is a mixture of three "
                "ingredients: saltpetre, which is potassium nitrate, charcoal and sulfur, "
                "usually in proportions of about 75, 15 and 10 percent by weight. The saltpetre "
                "supplies oxygen, so the charcoal and sulfur burn very fast even in a closed "
                "barrel, producing hot gas and thick white smoke."
            ),
            D(
                "Fireworks get their colours from metal salts packed into small pellets called "
                "stars: strontium burns red, barium green, copper blue and sodium a strong "
                "yellow, while aluminium or magnesium powder gives bright white sparks. A "
                "lifting charge at the bottom of the shell throws it high into the air, and a "
                "timed fuse then sets off a bursting charge."
            ),
            D(
                "The Gunpowder Plot of 1605 was a failed attempt by a group of English Catholics "
                "led by Robert Catesby to blow up the House of Lords during the State Opening of "
                "Parliament and kill King James I. Guy Fawkes was arrested guarding 36 barrels "
                "of powder in a cellar beneath the chamber, and Bonfire Night on 5 November "
                "marks its failure."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "how",
        "How does a barometer measure air pressure?",
        "by balancing the air's pressure against a column of mercury in a sealed tube (about 760 "
        "mm at sea level), or, in an aneroid barometer, by the flexing of a sealed metal capsule "
        "that moves a needle",
        [
            D(
                "Evangelista Torricelli, a pupil of Galileo, made the first barometer in "
                "Florence in 1643, and the torr, a unit of pressure equal to one millimetre of "
                "mercury, is named after him. Five years later Blaise Pascal had his "
                "brother-in-law carry one up the Puy de D\u00f4me, a volcano in central France, "
                "showing that the reading fell with height."
            ),
            S(
                "A barometer measures air pressure by balancing it against something that can be "
                "read. In the mercury type, a glass tube closed at the top stands in a dish of "
                "mercury, and the weight of the air on the dish holds the column up at about 760 "
                "millimetres at sea level; in an aneroid barometer a sealed metal capsule flexes "
                "as the pressure changes, moving a needle."
            ),
            D(
                "A thermometer measures temperature, most simply through the expansion of a "
                "liquid such as alcohol or mercury inside a thin glass tube as it warms. Digital "
                "thermometers instead use a thermistor, whose electrical resistance changes with "
                "temperature, and infrared ones read the heat radiated by a surface without "
                "touching it at all."
            ),
            D(
                "Falling air pressure usually means that a low-pressure system is approaching, "
                "bringing cloud, wind and rain, while rising pressure signals clearing, settled "
                "weather. Average pressure at sea level is 1013 hectopascals; the lowest ever "
                "measured there, 870 hectopascals, was recorded in the eye of Typhoon Tip over "
                "the Pacific in October 1979."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "why",
        "Why do we see lightning before we hear thunder?",
        "light travels about a million times faster than sound (300,000 km/s against about 343 "
        "m/s), so the flash arrives almost at once and the sound later",
        [
            D(
                "Thunder is the sound made by lightning. A stroke heats the narrow channel of "
                "air it passes through to around 30,000 degrees Celsius in a few millionths of a "
                "second, five times hotter than the surface of the Sun, and the air expands so "
                "violently that it sends out a shock wave, heard as a sharp crack nearby and a "
                "long rumble further off."
            ),
            D(
                "Ball lightning is a rare and still unexplained phenomenon reported during "
                "thunderstorms: a glowing sphere, usually the size of a grapefruit, that drifts "
                "for several seconds before vanishing, sometimes with a bang. In 2012 Chinese "
                "scientists studying a storm on the Qinghai plateau by chance recorded the "
                "spectrum of one, showing silicon and iron."
            ),
            D(
                "Lightning forms when ice crystals and soft hail collide inside a thundercloud, "
                "separating electric charge so that the top of the cloud becomes positive and "
                "the base negative. When the difference grows large enough, a stepped leader of "
                "ionised air zigzags towards the ground, and a return stroke of up to 30,000 "
                "amperes flashes back up the channel."
            ),
            S(
                "A flash of lightning and its thunder happen at the same moment, but they reach "
                "us at very different speeds. Light covers about 300,000 kilometres a second, so "
                "the flash arrives almost at once, while sound travels through air at only about "
                "343 metres a second, roughly a kilometre every three seconds, which is why the "
                "rumble comes later."
            ),
            D(
                "Heat lightning is the name often given to silent flashes seen on summer "
                "evenings from a storm too far away to be heard. The light of lightning can be "
                "seen more than 150 kilometres away on a clear night, but thunder is rarely "
                "heard beyond about 15 to 25 kilometres, because the sound is bent upwards and "
                "absorbed by the air and the land."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "is the mohs hardness scale linear",
        "no: it is an ordinal ranking; diamond (10) is about four times as hard as corundum (9)",
        [
            D(
                "Friedrich Mohs was a German geologist and mineralogist, born in Gernrode in "
                "1773, who devised his scratch scale in 1812 while cataloguing a mineral "
                "collection in Graz. He later taught at Freiberg and Vienna, and he died in 1839 "
                "in Agordo, in the Italian Alps, while on a journey to study the volcanic rocks "
                "of the region."
            ),
            D(
                "The Richter scale, devised by Charles Richter in 1935 for earthquakes in "
                "southern California, is logarithmic: each whole number up means a tenfold "
                "increase in the measured amplitude of ground shaking and about 32 times more "
                "energy released. It has largely been replaced by the moment magnitude scale, "
                "which gives similar values for moderate earthquakes."
            ),
            S(
                "The Mohs scale ranks minerals from 1, talc, to 10, diamond, by which will "
                "scratch which, and the steps between its numbers are far from equal. Measured "
                "with instruments, corundum at 9 is about twice as hard as topaz at 8, while "
                "diamond at 10 is roughly four times as hard as corundum, so the scale is an "
                "ordinal ranking rather than a linear measure."
            ),
            D(
                "Common objects are often used to test hardness in the field: a fingernail has a "
                "hardness of about 2.5, a copper coin about 3.5, a steel knife blade or a glass "
                "plate about 5.5 and a steel file about 6.5. A mineral that scratches glass but "
                "not a file therefore lies between 5.5 and 6.5, as orthoclase feldspar, at 6, "
                "does."
            ),
            D(
                "The Vickers hardness test presses a square-based diamond pyramid into a "
                "material with a known force, and the hardness is worked out from the area of "
                "the dent it leaves. Developed at the British firm Vickers in 1921, it works for "
                "metals and ceramics alike and, unlike the Rockwell test, uses one kind of "
                "indenter for every material."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "bridge",
        "Who wrote the novel that the film Blade Runner is based on?",
        "Philip K. Dick (Do Androids Dream of Electric Sheep?, 1968)",
        [
            D(
                "Blade Runner 2049, directed by Denis Villeneuve and released in 2017, is a "
                "sequel set thirty years after the first film, with Ryan Gosling as K, a "
                "replicant who works for the police hunting down older models. Harrison Ford "
                "returns as Deckard, the cinematographer Roger Deakins won his first Oscar for "
                "it, and it earned about 277 million dollars worldwide."
            ),
            S(
                "Blade Runner, the 1982 science-fiction film directed by Ridley Scott, stars "
                "Harrison Ford as Rick Deckard, a police officer in a rain-soaked Los Angeles of "
                "2019 who must hunt down four escaped replicants, artificial humans. It is "
                "loosely adapted from the novel Do Androids Dream of Electric Sheep?, although "
                "the word replicant is the film's own."
            ),
            D(
                "The Bladerunner is a 1974 novel by the American doctor and writer Alan E. "
                "Nourse, about a future in which health care is rationed and smugglers, called "
                "bladerunners, carry surgical instruments to doctors treating patients "
                "illegally. William S. Burroughs turned it into a film treatment, and Ridley "
                "Scott's producers later bought the title."
            ),
            S(
                "Do Androids Dream of Electric Sheep? is a science-fiction novel by the American "
                "writer Philip K. Dick, published in 1968. Set in a San Francisco emptied by "
                "nuclear war, it follows the bounty hunter Rick Deckard as he retires escaped "
                "androids in order to buy a real animal, and Dick wrote more than forty novels "
                "before his death in 1982."
            ),
            D(
                "Neuromancer, the first novel of the American-Canadian writer William Gibson, "
                "published in 1984, follows Case, a burned-out hacker hired for one last job in "
                "cyberspace, a word Gibson had coined two years earlier. It won the Hugo, Nebula "
                "and Philip K. Dick awards in a single year and helped to found the genre known "
                "as cyberpunk."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- web ----------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "gallium melting point",
        "29.76 \u00b0C (85.6 \u00b0F)",
        [
            D(
                "Home > Science > Chemistry > Elements | Caesium\nCaesium is a soft, pale gold "
                "alkali metal, element 55, that melts at 28.5 \u00b0C and explodes on contact "
                "with water. Discovered in 1860 by Robert Bunsen and Gustav Kirchhoff from the "
                "blue lines in its spectrum, it runs atomic clocks, and the second has been "
                "defined by its vibrations since 1967.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Chemistry > Elements | Gallium\nGallium is a soft, silvery "
                "metal, element 31, that melts at 29.76 \u00b0C (85.6 \u00b0F), so a small piece "
                "held in the hand turns to liquid. It was predicted by Dmitri Mendeleev and "
                "discovered in 1875 by Paul-\u00c9mile Lecoq de Boisbaudran, and most of it now "
                "goes into semiconductors such as gallium arsenide.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry > Elements | Gallium in use\nGallium boils only at "
                "about 2,400 \u00b0C, and it expands by about 3 percent when it freezes, like "
                "water, so it is never kept in glass bottles that might crack. Its compounds "
                "gallium nitride and gallium arsenide are used in blue LEDs, laser diodes and "
                "the solar cells that power many satellites.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry > Metals | Mercury\nMercury is the only metal that "
                "is liquid at ordinary room temperature, freezing at -38.8 \u00b0C and boiling "
                "at 356.7 \u00b0C. Its symbol Hg comes from the Greek hydrargyrum, water silver, "
                "and it was long used in thermometers and barometers until worries about its "
                "toxicity led to bans in many countries.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "Who painted The School of Athens?",
        "Raphael, in 1509-1511",
        [
            D(
                "Home > Art > Renaissance > Masterpieces | The Last Supper\nLeonardo da Vinci "
                "painted The Last Supper between about 1495 and 1498 on the wall of the "
                "refectory of the convent of Santa Maria delle Grazie in Milan. Because he used "
                "tempera on dry plaster instead of true fresco, it began to flake within "
                "decades, and the latest restoration ended in 1999.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Antiquity > Philosophy | The Academy\nThe Academy was the school "
                "founded by Plato around 387 BC in a grove outside the walls of Athens sacred to "
                "the hero Akademos. Aristotle studied there for twenty years before opening his "
                "own school, the Lyceum, and the Academy lasted in some form until the Roman "
                "general Sulla destroyed it in 86 BC.\nShare this | Cookie policy"
            ),
            S(
                "Home > Art > Renaissance > Masterpieces | The School of Athens\nThe School of "
                "Athens is a fresco painted by Raphael between 1509 and 1511 in the Stanza della "
                "Segnatura, one of the rooms of the Apostolic Palace in the Vatican. It gathers "
                "the philosophers of ancient Greece under a great vaulted hall, with Plato and "
                "Aristotle at its centre.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Renaissance > Masterpieces | The Disputation of the Holy "
                "Sacrament\nThe Disputation of the Holy Sacrament, painted in 1509 in the Stanza "
                "della Segnatura, faces another famous fresco across the room. It shows saints, "
                "popes and theologians gathered on earth and in heaven around the Eucharist, "
                "with Dante among the crowd on the right.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "Which is older, Beowulf or Sir Gawain and the Green Knight?",
        "Beowulf (composed about 700-1000; Sir Gawain in the late 14th century)",
        [
            D(
                "Home > Literature > Middle English | The Canterbury Tales\nGeoffrey Chaucer "
                "began The Canterbury Tales around 1387 and left it unfinished at his death in "
                "1400. A group of pilgrims travelling from Southwark to the shrine of Thomas "
                "Becket tell stories to win a free supper, and William Caxton printed it in "
                "1476, among the first books printed in England.\nShare this | Cookie policy"
            ),
            S(
                "Home > Literature > Old English | Beowulf\nBeowulf is an Old English epic of "
                "3,182 lines about a Geatish hero who kills the monster Grendel, then Grendel's "
                "mother, and dies fighting a dragon in old age. Its date is disputed, anywhere "
                "from about 700 to 1000 AD, and it survives in a single manuscript copied around "
                "1000 and damaged by fire in 1731.\nShare this | Cookie policy"
            ),
            D(
                "Home > Literature > Old English | The Dream of the Rood\nThe Dream of the Rood "
                "is an Old English poem in which the cross on which Christ died speaks to the "
                "dreamer about the crucifixion. Some of its lines are carved in runes on the "
                "Ruthwell Cross in Dumfriesshire, a stone monument of the 8th century, and the "
                "full text is in the Vercelli Book in Italy.\nShare this | Cookie policy"
            ),
            S(
                "Home > Literature > Middle English | Sir Gawain and the Green Knight\nSir "
                "Gawain and the Green Knight is a Middle English verse romance written in the "
                "late 14th century by an unknown poet from the north-west Midlands. It tells how "
                "Gawain, a knight of King Arthur, accepts a beheading game from a giant green "
                "stranger, and it survives in one manuscript with the poem Pearl.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Film > Fantasy | The Green Knight (2021)\nThe Green Knight is a 2021 "
                "fantasy film written and directed by David Lowery, starring Dev Patel as "
                "Gawain, nephew of King Arthur, who sets out to find the mysterious giant a year "
                "after striking his head off. Shot in Ireland on a budget of about 15 million "
                "dollars, it was released by A24 in July, after a year's delay caused by the "
                "pandemic.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "list",
        "scurvy symptoms",
        "tiredness and weakness, swollen bleeding gums, loose teeth, leg and joint pain, easy "
        "bruising and red-blue spots, slow-healing wounds",
        [
            D(
                "Home > Health > Conditions A-Z | Rickets\nRickets is a softening of the bones "
                "in children caused by a lack of vitamin D or calcium, leading to bowed legs, "
                "delayed growth and pain in the spine, pelvis and legs. It had become rare in "
                "Britain but has returned in recent decades, partly because children spend less "
                "time outdoors in sunlight.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Exploration | James Lind and the lemons\nIn 1747 the Scottish "
                "naval surgeon James Lind gave twelve sailors sick with scurvy on HMS Salisbury "
                "six different remedies, and the two given oranges and lemons recovered fastest, "
                "in one of the first controlled trials. The Royal Navy issued lemon juice from "
                "1795, and later lime juice.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Conditions A-Z | Scurvy\nScurvy is caused by a lack of vitamin "
                "C over at least a month or so. Early signs are tiredness, weakness and "
                "irritability, followed by swollen, bleeding gums, loose teeth, pain in the legs "
                "and joints, easy bruising with small red-blue spots around hair follicles, and "
                "wounds that heal slowly or reopen.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Nutrition | Vitamin C\nAdults need about 40 milligrams of "
                "vitamin C a day according to the NHS, and 75 to 90 milligrams according to US "
                "guidance. Good sources include citrus fruit, peppers, strawberries, "
                "blackcurrants, broccoli and potatoes, and as the body cannot store it you need "
                "some every day; cooking destroys part of it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Conditions A-Z | Beriberi\nBeriberi is caused by a lack of "
                "thiamine, vitamin B1, and was common where people lived mainly on polished "
                "white rice. Wet beriberi affects the heart, causing a fast heartbeat, "
                "breathlessness and swollen legs, while dry beriberi damages the nerves, "
                "bringing numbness, muscle wasting and confusion.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "how",
        "How is maple syrup made?",
        "sap from sugar maples is collected in late winter and early spring by tapping the "
        "trunks, then boiled down in an evaporator; about 40 litres of sap make one litre of "
        "syrup",
        [
            D(
                "Home > Food > Sweeteners | Golden syrup\nGolden syrup is a thick, amber syrup "
                "of inverted sugar made while refining cane sugar, first sold by Abram Lyle's "
                "refinery in London's East End in 1883. Its green and gold tin, showing a dead "
                "lion with bees and the words Out of the strong came forth sweetness, is listed "
                "as Britain's oldest unchanged brand.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Sweeteners | From tree to table\nMaple syrup is made from the sap "
                "of sugar maples, collected in late winter and early spring when freezing nights "
                "and mild days make it flow. Producers drill a small hole in each trunk, fit a "
                "spout and run the sap to an evaporator, boiling off water until about 40 litres "
                "of sap give one litre of syrup.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Sweeteners | Maple syrup grades\nSince 2016 Canada and the United "
                "States have sold maple syrup in four grades by colour and taste: golden with a "
                "delicate taste, amber with a rich taste, dark with a robust taste and very dark "
                "with a strong taste. Late-season syrup is usually darker, and Quebec produces "
                "about 70 percent of the world's supply.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Sweeteners | Agave syrup\nAgave syrup is made mainly in Jalisco, "
                "Mexico, from the blue agave plant, the same species used for tequila. The sweet "
                "juice is extracted from the core of the plant, called the pi\u00f1a, then "
                "heated or treated with enzymes to break its fructans down into fructose, giving "
                "a syrup that is sweeter than sugar.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Scandals | The great maple syrup heist\nBetween 2011 and 2012 "
                "thieves drained about 3,000 tonnes of maple syrup, worth some 18.7 million "
                "Canadian dollars, from barrels in a warehouse of the Federation of Quebec Maple "
                "Syrup Producers at Saint-Louis-de-Blandford, refilling them with water. The "
                "ringleader was jailed in 2017.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "why",
        "Why was Lisbon destroyed in 1755?",
        "a great earthquake on 1 November 1755, followed by a tsunami up the Tagus and fires "
        "that burned for days",
        [
            D(
                "Home > History > Disasters | San Francisco, 1906\nThe earthquake that struck "
                "San Francisco at 5:12 in the morning of 18 April 1906, of about magnitude 7.9, "
                "broke water mains across the city, so the fires that followed burned for three "
                "days almost unchecked. About 3,000 people died and more than 80 percent of the "
                "city was destroyed, some 28,000 buildings across about 500 city blocks.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > History > Portugal | The Marquis of Pombal\nSebasti\u00e3o Jos\u00e9 de "
                "Carvalho e Melo, later the Marquis of Pombal, was the chief minister of King "
                "Joseph I of Portugal from 1750 to 1777. He expelled the Jesuits in 1759, "
                "reformed the University of Coimbra and the trade with Brazil, and laid out the "
                "Baixa, Lisbon's lower town, on a grid of straight streets.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > History > Disasters | Messina, 1908\nOn 28 December 1908 an earthquake "
                "of about magnitude 7.1 destroyed the city of Messina in Sicily and Reggio "
                "Calabria across the strait, followed within minutes by a tsunami with waves up "
                "to 12 metres high. Between 75,000 and 82,000 people died, and Messina lost more "
                "than half of its population.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Disasters | Lisbon, 1 November 1755\nOn the morning of All "
                "Saints' Day 1755 a great earthquake, now put at magnitude 8.5 or more, struck "
                "off the coast and shook Lisbon for several minutes. About forty minutes later a "
                "tsunami swept up the Tagus into the lower city, and fires burned for five days, "
                "leaving much of the Portuguese capital in ruins.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Portugal | Lisbon's trams\nLisbon's yellow trams have climbed "
                "the city's steep hills since electric service began in 1901, replacing "
                "horse-drawn cars. The most famous line, number 28, runs from Martim Moniz "
                "through the old districts of Gra\u00e7a, Alfama and Estrela, and its small "
                "wooden Remodelado cars date from the 1930s.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "yesno",
        "can you eat raw kidney beans",
        "no: raw or undercooked kidney beans contain phytohaemagglutinin and can cause severe "
        "vomiting; soak and boil hard for at least 10 minutes",
        [
            D(
                "Home > Food > Safety | Cassava\nCassava root contains compounds that release "
                "cyanide, and bitter varieties must be peeled, grated, soaked and cooked or "
                "fermented before they are eaten. Eating poorly processed cassava in times of "
                "famine has caused konzo, a paralysis of the legs, in parts of Africa, while "
                "sweet varieties are safer once boiled.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Safety | Kidney beans\nRaw or undercooked red kidney beans are "
                "not safe to eat. They contain a lectin called phytohaemagglutinin, and as few "
                "as four or five raw beans can cause severe vomiting and diarrhoea within a few "
                "hours. Soak dried beans for at least five hours, then boil them hard for at "
                "least ten minutes; tinned beans are already cooked.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Nutrition | Beans and pulses\nKidney beans are rich in protein "
                "and fibre: 100 grams of boiled beans give about 9 grams of protein, 6 grams of "
                "fibre and 130 calories, along with iron, folate and potassium. An 80-gram "
                "portion of cooked pulses counts as one of your five a day in the UK, though "
                "only once however much you eat.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Safety | Green potatoes\nPotatoes that turn green after being "
                "left in the light have also built up solanine, a bitter natural toxin, under "
                "the skin. Eating a lot of it can cause nausea, headaches and stomach cramps, so "
                "peel or cut away green patches and sprouts, and throw away any potatoes that "
                "are green all the way through or taste bitter.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Recipes | Chilli con carne\nChilli con carne is a spicy stew of "
                "minced beef, onions, tomatoes, chilli and cumin, most often cooked with red "
                "kidney beans. Texans who claim the dish as their own say it should contain no "
                "beans at all, and one of the first chili cook-offs was held in 1967 at "
                "Terlingua, a ghost town in the far west of Texas.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "bridge",
        "In which country does the river that flows through Baghdad rise?",
        "Turkey (the Tigris rises in the Taurus Mountains)",
        [
            D(
                "Home > Geography > Rivers | Euphrates\nThe Euphrates is the longest river of "
                "western Asia, about 2,800 kilometres long. It flows through Syria, where the "
                "Tabqa Dam holds back Lake Assad, and through the Iraqi cities of Ramadi, "
                "Fallujah and Nasiriyah before meeting its twin river in the southern marshes, "
                "and the ruins of Babylon lie close to its old course.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Travel > Middle East > Iraq | Baghdad\nBaghdad, the capital of Iraq, "
                "stands on both banks of the Tigris, which divides the city into Karkh on the "
                "west and Rusafa on the east. It was founded in 762 by the Abbasid caliph "
                "al-Mansur as a round city, and in the 9th century its House of Wisdom drew "
                "scholars from across the Islamic world.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Middle East > Iran | Tehran\nTehran, the capital of Iran since "
                "1786, sits at the foot of the Alborz mountains, which rise to Mount Damavand at "
                "5,610 metres. The city has no large river and draws its water from dams such as "
                "Karaj and Lar, and its Grand Bazaar stretches for more than ten kilometres of "
                "covered lanes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Rivers | Tigris\nThe Tigris rises in the Taurus Mountains of "
                "eastern Turkey, near Lake Hazar, and flows about 1,850 kilometres south-east, "
                "briefly forming the border with Syria, through Iraq. It joins the Euphrates at "
                "Al-Qurnah to form the Shatt al-Arab, which empties into the Persian Gulf, and "
                "Mosul also lies on its banks.\nShare this | Cookie policy"
            ),
            D(
                "Home > Geography > Rivers | Jordan River\nThe Jordan River rises from springs "
                "at the foot of Mount Hermon, on the borders of Lebanon, Syria and Israel, and "
                "flows south through the Sea of Galilee to the Dead Sea, where it ends. It is "
                "only about 250 kilometres long, and in the Bible John baptised Jesus in its "
                "waters.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- faq ----------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "At what temperature does seawater freeze?",
        "about -1.9 \u00b0C (28.4 \u00b0F)",
        [
            D(
                "Q: At what temperature does fresh water freeze?\nA: Pure water at normal air "
                "pressure freezes at 0 \u00b0C (32 \u00b0F), one of the fixed points Anders "
                "Celsius built his scale on, although very pure, still water can be supercooled "
                "below -40 \u00b0C without turning to ice. Water is also unusual in being "
                "densest at about 4 \u00b0C, so lakes freeze from the top down."
            ),
            S(
                "Q: At what temperature does seawater freeze?\nA: Ordinary seawater, with about "
                "35 grams of salt in each litre, starts to freeze at around -1.9 \u00b0C (28.4 "
                "\u00b0F), rather than at 0 \u00b0C like fresh water, because the dissolved salt "
                "gets in the way of the forming ice crystals. The ice that forms pushes most of "
                "the salt out into the water below."
            ),
            D(
                "Q: How salty is the sea?\nA: On average each kilogram of seawater holds about "
                "35 grams of dissolved salts, mostly sodium chloride, which is why "
                "oceanographers give its salinity as 35 parts per thousand. The Red Sea, with "
                "hot sun and little rain, reaches about 40, while the Baltic, fed by many "
                "rivers, is below 10 in places and almost fresh in its far north."
            ),
            D(
                "Sea ice facts\n\u2022 Sea ice is frozen ocean water; icebergs are broken-off "
                "pieces of glaciers and are made of fresh water\n\u2022 Arctic sea ice usually "
                "reaches its smallest extent in September and its largest in March\n\u2022 New "
                "ice forms as frazil, then grease ice, then pancake ice\n\u2022 Ice that "
                "survives several summers can be 3 to 4 metres thick"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "factoid",
        "carbon 14 half life",
        "about 5,730 years",
        [
            D(
                "Q: What is the half-life of uranium-238?\nA: Uranium-238, which makes up more "
                "than 99 percent of natural uranium, has a half-life of about 4.5 billion years, "
                "close to the age of the Earth, so about half of the uranium-238 the planet "
                "began with is still here. Through a long chain of decays it ends up as "
                "lead-206, which is used to date the oldest rocks."
            ),
            S(
                "Carbon-14 at a glance\n\u2022 A radioactive isotope of carbon with 6 protons "
                "and 8 neutrons\n\u2022 Half-life: about 5,730 years, so half of any sample "
                "decays in that time\n\u2022 Formed in the upper atmosphere when neutrons from "
                "cosmic rays strike nitrogen-14\n\u2022 Decays back to nitrogen-14 by beta "
                "decay\n\u2022 Used to date once-living material up to about 50,000 years old"
            ),
            D(
                "Q: Who invented radiocarbon dating?\nA: The American chemist Willard Libby and "
                "his team at the University of Chicago developed radiocarbon dating in the late "
                "1940s, testing it on wood from Egyptian tombs of known age. Libby was awarded "
                "the Nobel Prize in Chemistry for it in 1960, and it changed archaeology by "
                "giving dates without any written records."
            ),
            D(
                "Carbon-12 at a glance\n\u2022 The most common isotope of carbon, about 98.9 "
                "percent of all carbon\n\u2022 6 protons and 6 neutrons; stable, so it never "
                "decays\n\u2022 Since 1961 the basis of the atomic mass unit, defined as one "
                "twelfth of its mass\n\u2022 Made in stars by the triple-alpha process, which "
                "fuses three helium nuclei\n\u2022 Carbon-13 makes up the remaining 1.1 percent"
            ),
            D(
                "Q: What is the half-life of iodine-131?\nA: Iodine-131, released in accidents "
                "such as Chernobyl in 1986 and used to treat thyroid cancer, has a half-life of "
                "about eight days, so after three months only a tiny fraction is left. Potassium "
                "iodide tablets are handed out near nuclear plants because they fill the thyroid "
                "and stop it taking up the radioactive form."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which is denser, Earth or Saturn?",
        "Earth (5.51 g/cm\u00b3 against Saturn's 0.69 g/cm\u00b3)",
        [
            S(
                "Earth fact sheet\n\u2022 Mean radius: 6,371 km\n\u2022 Mass: 5.97 x 10^24 "
                "kg\n\u2022 Mean density: 5.51 g/cm\u00b3\n\u2022 One day: 23 hours 56 minutes; "
                "one year: 365.25 days\n\u2022 Surface gravity: 9.8 m/s\u00b2\n\u2022 "
                "Atmosphere: 78 percent nitrogen, 21 percent oxygen\n\u2022 Natural satellites: "
                "one, the Moon"
            ),
            D(
                "Jupiter fact sheet\n\u2022 Mean radius: 69,911 km, about eleven times "
                "Earth's\n\u2022 Mass: 318 times Earth's, more than all the other planets "
                "together\n\u2022 Mean density: 1.33 g/cm\u00b3\n\u2022 One day: about 9 hours "
                "56 minutes; one year: 11.9 Earth years\n\u2022 Great Red Spot: a storm wider "
                "than Earth\n\u2022 Largest moon: Ganymede"
            ),
            S(
                "Saturn fact sheet\n\u2022 Mean radius: 58,232 km, about nine times "
                "Earth's\n\u2022 Mass: 95 times Earth's\n\u2022 Mean density: 0.69 g/cm\u00b3, "
                "less than that of water\n\u2022 One day: about 10 hours 33 minutes; one year: "
                "29.4 Earth years\n\u2022 Main rings span about 280,000 km\n\u2022 Largest moon: "
                "Titan"
            ),
            D(
                "Q: How heavy is Saturn compared with Earth?\nA: Saturn has about 95 times the "
                "mass of Earth, making it the second most massive planet after Jupiter. At its "
                "cloud tops you would feel a pull only slightly stronger than at home, about "
                "10.4 m/s\u00b2, because you would be so far from its centre."
            ),
            D(
                "Mars fact sheet\n\u2022 Mean radius: 3,390 km, about half of Earth's\n\u2022 "
                "Mass: 0.107 times Earth's\n\u2022 Mean density: 3.93 g/cm\u00b3\n\u2022 One "
                "day: 24 hours 37 minutes; one year: 687 Earth days\n\u2022 Surface gravity: 3.7 "
                "m/s\u00b2\n\u2022 Highest volcano: Olympus Mons, about 22 km\n\u2022 Moons: "
                "Phobos and Deimos"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "list",
        "What goes into hollandaise sauce?",
        "egg yolks, melted butter and lemon juice (or a vinegar reduction), seasoned with salt "
        "and cayenne or white pepper",
        [
            D(
                "B\u00e9arnaise sauce\n\u2022 A child of hollandaise, first served near Paris "
                "around 1836\n\u2022 Flavoured with a reduction of shallots, tarragon and "
                "chervil in vinegar\n\u2022 The classic partner for grilled steak and "
                "chips\n\u2022 Named after B\u00e9arn, home region of King Henry IV\n\u2022 Kept "
                "warm, never hot, so it does not split"
            ),
            S(
                "Hollandaise sauce\n\u2022 Egg yolks, usually three for about 250 g of "
                "butter\n\u2022 Melted or clarified butter, whisked in slowly so the sauce "
                "emulsifies\n\u2022 Lemon juice, or a reduction of white wine vinegar with "
                "peppercorns\n\u2022 Salt, and a pinch of cayenne or white pepper\n\u2022 Served "
                "warm with eggs Benedict, asparagus or fish"
            ),
            D(
                "Q: Why did my hollandaise split?\nA: A warm emulsion sauce splits when the tiny "
                "droplets of fat stop being held apart, usually because it got too hot and began "
                "to scramble, or the fat went in too fast. Rescue it by whisking a spoonful into "
                "a clean bowl with a little warm water, then beating the rest back in drop by "
                "drop."
            ),
            D(
                "Mayonnaise\n\u2022 A cold emulsion of oil in egg yolk, unlike the warm butter "
                "sauces\n\u2022 Usually one yolk for about 250 ml of neutral oil\n\u2022 A "
                "little mustard helps it emulsify and adds flavour\n\u2022 Vinegar or lemon "
                "juice thins and sharpens it\n\u2022 Said to be named after Mah\u00f3n, taken by "
                "French forces in 1756"
            ),
            D(
                "Eggs Benedict\n\u2022 Two halves of a toasted English muffin\n\u2022 Topped "
                "with ham or back bacon and a poached egg\n\u2022 Finished with a spoonful of "
                "warm sauce\n\u2022 Said to have been created in New York in the 1890s, at "
                "Delmonico's or the Waldorf\n\u2022 Variants: eggs Florentine with spinach, eggs "
                "Royale with smoked salmon"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "how",
        "how does a thermostat work",
        "it measures the room temperature and compares it with the set point, switching the "
        "heating on when the room is colder and off when it is warmer (with a bimetallic strip "
        "or an electronic sensor)",
        [
            D(
                "Q: How does a smart meter work?\nA: A smart meter records how much gas and "
                "electricity you use every half hour and sends the readings automatically to "
                "your supplier over a secure wireless network, so no one needs to come round and "
                "read the meter. An in-home display shows your use in pounds and pence, and "
                "British suppliers have been fitting them in homes since 2011."
            ),
            D(
                "Q: What temperature should I set my thermostat to?\nA: Most people are "
                "comfortable with a living room at 18 to 21 \u00b0C, and UK health guidance "
                "advises at least 18 \u00b0C for older people in winter. Turning the thermostat "
                "down by just one degree can cut a heating bill by around 10 percent, and "
                "bedrooms can usually be kept a little cooler than living rooms."
            ),
            S(
                "Q: How does a room thermostat work?\nA: It measures the air temperature and "
                "compares it with the temperature you have set. When the room falls below that "
                "point it closes a switch that tells the boiler or furnace to heat, and when it "
                "rises past it the switch opens again. Older dials used a bimetallic strip that "
                "bends as it warms, newer ones an electronic sensor."
            ),
            D(
                "Q: How does a combi boiler work?\nA: A combination boiler heats water straight "
                "from the mains whenever you turn on a hot tap, so there is no hot-water "
                "cylinder or tank in the loft. When a tap opens, a flow sensor lights the gas "
                "burner and the water is heated as it passes through a heat exchanger, and the "
                "same boiler also supplies the radiators."
            ),
            D(
                "Thermostat history\n\u2022 1620s: Cornelis Drebbel builds a mercury regulator "
                "to keep an incubator warm\n\u2022 1883: Warren Johnson patents an electric room "
                "thermostat in Wisconsin\n\u2022 1953: Honeywell launches its round T86 "
                "thermostat\n\u2022 2011: Nest sells a learning thermostat that adjusts "
                "itself\n\u2022 Today many are run from a phone app"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "why",
        "Why do tectonic plates move?",
        "heat from the Earth's interior keeps the mantle slowly convecting; the plates are "
        "dragged mainly by their sinking edges (slab pull) and pushed away from mid-ocean ridges "
        "(ridge push)",
        [
            D(
                "Q: How fast do tectonic plates move?\nA: Most plates move between about 2 and "
                "10 centimetres a year, roughly as fast as fingernails grow. The Pacific Plate "
                "is among the fastest, at 7 to 10 centimetres a year, while the Eurasian Plate "
                "moves only about 2, and receivers of the Global Positioning System now measure "
                "these motions directly."
            ),
            S(
                "Q: Why do tectonic plates move?\nA: Heat escaping from the Earth's interior "
                "keeps the rocky mantle slowly churning, and the rigid plates ride on top of it. "
                "The strongest force is thought to be slab pull: old, cold, dense plate sinking "
                "into the mantle at a trench drags the rest behind it, helped by ridge push, as "
                "new hot crust slides off the raised mid-ocean ridges."
            ),
            D(
                "Q: Who came up with continental drift?\nA: The German meteorologist Alfred "
                "Wegener proposed in 1912 that the continents had once formed a single landmass, "
                "Pangaea, and had since drifted apart, pointing to the matching coastlines of "
                "Africa and South America and to identical fossils on both. Most geologists at "
                "the time rejected it, as he could not explain what force moved them."
            ),
            D(
                "Plate tectonics fact sheet\n\u2022 The lithosphere is broken into about 15 "
                "major plates\n\u2022 Largest plate: the Pacific Plate, about 103 million "
                "km\u00b2\n\u2022 Three kinds of boundary: divergent, convergent and "
                "transform\n\u2022 The San Andreas Fault is a transform boundary\n\u2022 The "
                "Himalayas rise where the Indian Plate meets the Eurasian Plate"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Can I refreeze meat that has been thawed?",
        "yes, if it was thawed in the fridge (within a day or two); not if thawed at room "
        "temperature or in the microwave, unless it is cooked first",
        [
            D(
                "Q: How long can I keep meat in the freezer?\nA: Food kept at -18 \u00b0C stays "
                "safe indefinitely, because bacteria cannot grow, but its quality falls over "
                "time. As a guide, raw steaks and joints are at their best for 4 to 12 months, "
                "mince and sausages for 3 to 4 months, and bacon for about a month, after which "
                "freezer burn can leave dry, greyish patches."
            ),
            D(
                "Q: What is the safest way to defrost a chicken?\nA: Thaw it in its packaging on "
                "the bottom shelf of the fridge, on a plate to catch the juices, allowing about "
                "5 hours for every 500 grams, so a whole bird can take a day or more. In a "
                "hurry, seal it in a bag and sink it in cold water, changing the water every 30 "
                "minutes, and cook it straight away."
            ),
            S(
                "Q: Can I refreeze meat after it has defrosted?\nA: Yes, if it was thawed in the "
                "fridge and has not been out of it: raw meat defrosted that way can go back into "
                "the freezer within a day or two, though it may lose some texture. Meat thawed "
                "on the counter or in the microwave should not be refrozen raw, but you can cook "
                "it thoroughly and then freeze the cooked dish."
            ),
            D(
                "Q: Can I cook meat straight from frozen?\nA: Many cuts can be cooked from "
                "frozen, such as thin steaks, chops, sausages and burgers, as long as they are "
                "cooked right through; allow about half as long again as usual. Large joints and "
                "whole birds should be fully thawed first, or the outside may be done long "
                "before the middle is hot enough to be safe."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "bridge",
        "What spacecraft did the first woman in space fly in?",
        "Vostok 6 (Valentina Tereshkova, 16 June 1963)",
        [
            D(
                "Vostok 1 mission facts\n\u2022 Launched 12 April 1961 from Baikonur\n\u2022 "
                "Crew: one, Yuri Gagarin, the first human in space\n\u2022 One orbit of the "
                "Earth in 108 minutes\n\u2022 Gagarin ejected and came down by parachute near "
                "Saratov\n\u2022 Spacecraft designed by Sergei Korolev's bureau\n\u2022 Gagarin "
                "was made a Hero of the Soviet Union"
            ),
            S(
                "Q: Who was the first woman in space?\nA: Valentina Tereshkova, a textile worker "
                "and amateur parachutist from Yaroslavl, was chosen from more than 400 "
                "applicants for the Soviet women's cosmonaut group. She was launched on 16 June "
                "1963 at the age of 26, orbited the Earth 48 times in nearly three days, and is "
                "still the only woman to have flown alone."
            ),
            D(
                "Q: Who was the first American woman in space?\nA: Sally Ride, a physicist from "
                "Los Angeles, flew on the space shuttle Challenger on mission STS-7 in June "
                "1983, twenty years after the first woman went up. At 32 she was also the "
                "youngest American astronaut to have flown, and she later served on the panels "
                "that investigated both shuttle disasters."
            ),
            S(
                "Vostok 6 mission facts\n\u2022 Launched 16 June 1963 from Baikonur\n\u2022 "
                "Crew: one, Valentina Tereshkova, call sign Chaika (Seagull)\n\u2022 In orbit at "
                "the same time as Vostok 5, piloted by Valery Bykovsky\n\u2022 48 orbits in 2 "
                "days 22 hours 50 minutes\n\u2022 Landed in the Altai region\n\u2022 Last flight "
                "of the Vostok programme"
            ),
            D(
                "Q: Who was the first woman to walk in space?\nA: Svetlana Savitskaya, a Soviet "
                "test pilot, left the Salyut 7 station for about three and a half hours on 25 "
                "July 1984, cutting and welding metal samples outside. She had already become "
                "the second woman in space in 1982, and the first American woman to walk in "
                "space, Kathryn Sullivan, followed that October."
            ),
        ],
        heldout=True,
    ),
    # --- paraphrase ---------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote the Rubaiyat?",
        "Omar Khayyam, the 11th- and 12th-century Persian poet and mathematician",
        [
            D(
                "Hafez of Shiraz, who lived in the 14th century, is the most loved of Persian "
                "lyric poets, and his collected ghazals, the Divan, are found in almost every "
                "Iranian home, where people open it at random to seek advice. Goethe admired him "
                "so much that he wrote his West-\u00f6stlicher Divan in reply, and his tomb in "
                "Shiraz is a place of pilgrimage."
            ),
            D(
                "Edward FitzGerald was an English writer, born in Suffolk in 1809, who lived "
                "quietly in the country and published most of his work anonymously. His free "
                "version of a set of Persian quatrains sold almost nothing when it appeared in "
                "1859, until Dante Gabriel Rossetti found copies in a bookseller's penny box and "
                "it became a Victorian best seller."
            ),
            S(
                "The four-line Persian verses that Edward FitzGerald turned into English in "
                "1859, full of wine, roses and the shortness of life, are credited to Omar "
                "Khayyam, the mathematician and astronomer of Nishapur who died in 1131. In his "
                "own time he was better known for solving cubic equations and for reforming the "
                "Persian calendar than for poetry."
            ),
            D(
                "Ferdowsi spent some thirty years on the Shahnameh, the Persian Book of Kings, "
                "finishing it around 1010. Its roughly 50,000 couplets tell the history of Iran "
                "from the creation of the world to the Arab conquest, including the deeds of the "
                "hero Rostam, and the poem did much to keep the Persian language alive under "
                "foreign rule."
            ),
            D(
                "Rumi, the 13th-century Persian poet and Sufi mystic from Balkh who settled in "
                "Konya, in present-day Turkey, is the author of the Masnavi, a vast spiritual "
                "poem in six books. After his death his followers founded the Mevlevi order, "
                "known in the West as the whirling dervishes for the turning dance of their "
                "ceremony."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "factoid",
        "enzyme in saliva that breaks down starch",
        "salivary amylase (ptyalin)",
        [
            D(
                "Pepsin, made in the lining of the stomach, is the catalyst that begins breaking "
                "proteins into shorter chains, and it works best in the strongly acidic "
                "conditions there, at a pH of about 2. It was the first digestive enzyme to be "
                "identified, by the German physiologist Theodor Schwann in 1836, and it is "
                "secreted in an inactive form, pepsinogen, that the acid switches on."
            ),
            S(
                "Chew a piece of bread for long enough and it starts to taste sweet, because "
                "spit carries amylase, also called ptyalin, a protein from the glands of the "
                "mouth that begins snipping the long chains of plant sugars into maltose before "
                "the food is even swallowed. Its work stops in the acid of the stomach and is "
                "finished in the gut by a twin from the pancreas."
            ),
            D(
                "Lactase, made by cells lining the small intestine, splits the milk sugar "
                "lactose into glucose and galactose. Most mammals stop making much of it after "
                "weaning, and about two thirds of adults worldwide digest milk poorly, while in "
                "northern Europe a genetic change has kept it working in most people for some "
                "7,000 years."
            ),
            D(
                "Lysozyme, found in tears, saliva and egg white, attacks the cell walls of "
                "bacteria, and it was discovered in 1922 by Alexander Fleming, six years before "
                "penicillin, after a drop of mucus from his own runny nose dissolved the "
                "bacteria on a culture plate. It was also among the first proteins to have its "
                "structure solved, in 1965."
            ),
            D(
                "Lipase from the pancreas, poured into the small intestine, splits fats into "
                "fatty acids and glycerol once bile from the liver has broken the fat into tiny "
                "droplets it can reach. People whose pancreas has failed take capsules of pig "
                "lipase with their meals, and the slimming drug orlistat works by blocking this "
                "enzyme in the gut."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who reached the Pacific first, Balboa or Magellan?",
        "Balboa (1513; Magellan entered it in 1520)",
        [
            D(
                "The Portuguese navigator Bartolomeu Dias was the first European to round the "
                "southern tip of Africa, in 1488, after storms blew his ships past it; he named "
                "it the Cape of Storms, and King John II renamed it the Cape of Good Hope. Ten "
                "years later Vasco da Gama followed the route all the way to Calicut in India."
            ),
            S(
                "In September 1513 the Spanish conquistador Vasco N\u00fa\u00f1ez de Balboa led "
                "a party across the Isthmus of Panama through dense jungle, and from a mountain "
                "peak became the first European to set eyes on the great ocean west of the "
                "Americas. Days later he waded into the water and claimed it, which he called "
                "the South Sea, for the Castilian crown."
            ),
            D(
                "Francis Drake became the first Englishman to sail around the world, in the "
                "Golden Hind between 1577 and 1580, raiding Spanish ports and treasure ships "
                "along the west coast of South America on the way. Queen Elizabeth I knighted "
                "him on board the ship at Deptford in 1581, and in 1588 he was second in command "
                "of the English fleet against the Armada."
            ),
            S(
                "Ferdinand Magellan, a Portuguese captain sailing for Spain, threaded the stormy "
                "strait at the tip of South America that now bears his name in November 1520, "
                "and came out into calm water he called the Mar Pac\u00edfico, the peaceful sea. "
                "He was killed in the Philippines the next spring, and only one ship of his five "
                "came home, in 1522."
            ),
            D(
                "Balboa Park in San Diego, set aside in 1868 and named in 1910 after the Spanish "
                "explorer, covers about 490 hectares of gardens, museums and theatres. Much of "
                "its Spanish Colonial Revival architecture was built for the Panama-California "
                "Exposition of 1915, and it is home to the San Diego Zoo, opened in 1916."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "paraphrase",
        "list",
        "What were the seven liberal arts?",
        "grammar, logic (dialectic) and rhetoric (the trivium); arithmetic, geometry, music and "
        "astronomy (the quadrivium)",
        [
            D(
                "The Nine Muses of Greek myth, daughters of Zeus and the Titaness Mnemosyne, "
                "each watched over an art: Calliope over epic poetry, Clio over history, Euterpe "
                "over music, Erato over love poetry, Melpomene over tragedy, Polyhymnia over "
                "sacred song, Terpsichore over dance, Thalia over comedy and Urania over "
                "astronomy."
            ),
            D(
                "Martianus Capella, a Latin writer from Roman North Africa in the 5th century, "
                "wrote The Marriage of Philology and Mercury, an allegory in which seven "
                "bridesmaids each give a long speech about the subject they stand for. The book "
                "was copied and taught all through the Middle Ages and did much to fix the "
                "curriculum of the schools."
            ),
            D(
                "The four faculties of a medieval university were arts, which every student "
                "passed through first, and the three higher faculties of theology, law and "
                "medicine. Paris was famous for theology, Bologna for law and Salerno and "
                "Montpellier for medicine, and a master of arts was licensed to teach anywhere "
                "in Latin Christendom."
            ),
            S(
                "Medieval schools built education on seven subjects thought fit for a free man: "
                "first the three arts of language, grammar, logic and rhetoric, known as the "
                "trivium, and then the four arts of number, arithmetic, geometry, music and "
                "astronomy, the quadrivium. Only after mastering them could a student go on to "
                "theology, law or medicine."
            ),
            D(
                "The seven deadly sins, as listed by Pope Gregory the Great around 590 and later "
                "ordered by Thomas Aquinas, are pride, greed, lust, envy, gluttony, wrath and "
                "sloth. Dante arranged the terraces of his Mount Purgatory around them, and each "
                "was paired with one of the seven virtues meant to overcome it."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How do hummingbirds hover?",
        "their wings swivel at the shoulder and trace a figure of eight, so both the forward and "
        "back strokes give lift, at 50-80 beats a second",
        [
            D(
                "The bee hummingbird of Cuba is the smallest bird in the world, about 5 to 6 "
                "centimetres long and weighing under two grams, less than a small coin. Males "
                "have a fiery red head and throat in the breeding season, and the species builds "
                "a cup-shaped nest of cobwebs and lichen barely 2.5 centimetres across."
            ),
            D(
                "Kestrels are famous for hanging in the wind above roadside verges while they "
                "watch for voles, a trick that once earned them the name windhover. Facing into "
                "the breeze, a kestrel flies forward at exactly the speed of the wind, fanning "
                "its tail and making small adjustments so that its head stays almost perfectly "
                "still."
            ),
            S(
                "A hummingbird can stay fixed in the air in front of a flower because its wings, "
                "swivelling almost freely at the shoulder, trace a flattened figure of eight. "
                "Turning the wing over on the backstroke lets it make lift on the way back as "
                "well as on the way forward, about a quarter of the total, and the wings may "
                "beat 50 to 80 times each second."
            ),
            D(
                "A hummingbird's heart can beat more than 1,200 times a minute in flight, and to "
                "fuel such a furious metabolism it drinks up to its own weight in nectar each "
                "day. On cold nights many species save energy by falling into torpor, letting "
                "their body temperature drop by as much as 20 degrees and their heartbeat slow "
                "to about 50."
            ),
            D(
                "Helicopters stay still in the air by tilting the blades of the main rotor, "
                "which spins at a few hundred turns a minute, so that they push air downwards "
                "with a force equal to the machine's weight. A tail rotor stops the body from "
                "spinning the other way, and the pilot changes the angle of all the blades "
                "together with a lever called the collective."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "why",
        "Why does the Moon look bigger near the horizon?",
        "it is an illusion: its image is no larger (it is even slightly farther away); the brain "
        "judges it against the skyline and treats the low sky as more distant, so perceives it "
        "as bigger",
        [
            D(
                "A supermoon is a full Moon that falls near perigee, the closest point of the "
                "Moon's elliptical orbit, about 357,000 kilometres from Earth instead of the "
                "average 384,400. It can then appear about 14 percent wider and 30 percent "
                "brighter than a full Moon at the far point, apogee, though the difference is "
                "hard to notice without a side-by-side photograph."
            ),
            S(
                "The full Moon rising over a rooftop can seem huge, yet photographs show its "
                "disc is the same width as when it rides high in the sky, and it is in fact "
                "slightly farther away when low. The swelling happens in the mind: the brain "
                "compares the low Moon with trees and buildings on the skyline and treats the "
                "sky there as more distant, so inflates its size."
            ),
            D(
                "The Moon often looks orange or red when it is close to the skyline because its "
                "light passes through a much thicker slice of atmosphere, in which air molecules "
                "scatter away blue light and leave the reds and oranges. The same effect colours "
                "sunsets, and dust or smoke from wildfires and volcanic eruptions can deepen it "
                "further."
            ),
            D(
                "The Ebbinghaus illusion, described by the German psychologist Hermann "
                "Ebbinghaus in the 1890s, shows two circles of the same size, one ringed by "
                "large circles and one by small ones. The circle among the small ones looks "
                "clearly bigger, yet experiments suggest that people reaching to pick up such "
                "discs open their fingers to the true size."
            ),
            D(
                "The Moon's diameter is 3,474 kilometres, about a quarter of Earth's, and by "
                "coincidence it is about 400 times smaller than the Sun but also about 400 times "
                "closer, which is why the two look almost exactly the same size in the sky. This "
                "is what allows the Moon to cover the Sun completely in a total solar eclipse."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a narwhal's tusk a tooth?",
        "yes: it is an overgrown canine, usually the left one, that grows out through the upper "
        "lip",
        [
            D(
                "The long horn of the unicorn sold in medieval Europe as a cure for poison was "
                "usually a narwhal's tusk, brought south by Norse traders from Greenland, and it "
                "was worth many times its weight in gold. The Danish kings had a coronation "
                "throne built with them in the 1660s, and Queen Elizabeth I was given one valued "
                "at ten thousand pounds."
            ),
            D(
                "An elephant's tusks are its upper incisors, which keep growing throughout its "
                "life and are made of dentine, or ivory. In African elephants both males and "
                "females carry them, while among Asian elephants only some males do, and the "
                "heaviest pair on record, from a Kenyan bull shot in 1898, weighed about 200 "
                "kilograms together."
            ),
            S(
                "The spiralled spike of up to three metres that juts from the head of the male "
                "narwhal is in fact an overgrown canine, usually the left one, which pushes out "
                "through the upper lip and twists anticlockwise as it grows. It is packed with "
                "millions of nerve endings, and about one female in six grows one too; a rare "
                "few males have two."
            ),
            D(
                "The horn of a rhinoceros is not bone but a solid mass of keratin, the same "
                "protein as hair and fingernails, growing from the skin of the snout. Demand for "
                "it in traditional medicine, though it has no proven effect, has driven heavy "
                "poaching, and the western black rhinoceros was declared extinct in 2011."
            ),
            D(
                "Narwhals live in the Arctic waters of Canada, Greenland, Norway and Russia, "
                "spending the winter under the pack ice of Baffin Bay, where they dive as deep "
                "as 1,500 metres to feed on Greenland halibut. Some 170,000 survive, and they "
                "have no dorsal fin, which may help them swim beneath the ice."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "bridge",
        "Near which city is the tomb of the first emperor of unified China?",
        "Xi'an (at Lintong, about 35 km east), the tomb of Qin Shi Huang",
        [
            D(
                "The Ming Tombs, the burial ground of thirteen emperors of the Ming dynasty, lie "
                "in a valley about 50 kilometres north of Beijing, approached along a Sacred Way "
                "lined with stone animals and officials. Only one, the Dingling tomb of the "
                "Wanli Emperor, has been excavated, in 1956, and many of its silks decayed once "
                "brought into the air."
            ),
            S(
                "In 221 BC the king of the state of Qin finished conquering his six rivals and "
                "declared himself Qin Shi Huang, literally the First Emperor, the first ruler of "
                "a single Chinese empire. He standardised writing, coins, weights and the width "
                "of cart axles, and linked earlier walls in the north into a first version of "
                "the Great Wall."
            ),
            D(
                "Puyi became emperor of China in 1908 at the age of two and was forced to "
                "abdicate in 1912, ending more than two thousand years of imperial rule; he was "
                "later made the puppet ruler of Manchukuo by Japan. His ashes now lie in a "
                "commercial cemetery close to the Western Qing Tombs outside Beijing."
            ),
            S(
                "Qin Shi Huang was buried in 210 BC beneath a great earthen mound at Lintong, "
                "about 35 kilometres east of Xi'an in Shaanxi province. In 1974 farmers digging "
                "a well nearby found the first pieces of the Terracotta Army, some 8,000 "
                "life-size clay soldiers with horses and chariots, placed to guard him in the "
                "afterlife."
            ),
            D(
                "Xi'an's city wall, built in the 14th century under the first Ming emperor on "
                "the line of an older Tang palace wall, is one of the best preserved in China: "
                "about 14 kilometres round, 12 metres high and broad enough on top for bicycles. "
                "The city, then called Chang'an, had been the capital of the Tang and the start "
                "of the Silk Road."
            ),
        ],
        heldout=True,
    ),
]
