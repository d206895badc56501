"""Held-out multi-hop questions, batch 4 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of the data. 11 bridge, 5 comparison and
4 compositional questions on geography, science and scientists, medicine and natural
history; each has 8 titled passages (2 supports, 6 distractors). Measured lengths: mean
support 308 characters, mean distractor 304 characters; a support is the longest passage
in 3 of the 20 questions.
"""

# ruff: noqa: RUF001

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Which channel separates Africa from the island where lemurs are found in the wild?",
        "Mozambique Channel",
        [
            D(
                "Lemures: In Roman religion, the lemures were restless or malignant spirits of "
                "the dead, appeased each May during the festival of Lemuria, when the head of "
                "the household walked barefoot through the house at midnight and threw black "
                "beans over his shoulder. Carl Linnaeus later borrowed the name for a group of "
                "nocturnal primates."
            ),
            S(
                "Lemur: Lemurs are wet-nosed primates of the superfamily Lemuroidea, divided "
                "into 8 families and consisting of 15 genera and around 100 existing species. "
                "They are endemic to the island of Madagascar. Most existing lemurs are small, "
                "with a pointed snout, large eyes and a long tail, and they chiefly live in trees."
            ),
            D(
                "Colugo: Colugos are arboreal gliding mammals of the order Dermoptera that are "
                "native to Southeast Asia. Often called flying lemurs, they are not true lemurs "
                "and cannot truly fly; instead they glide between trees on a broad membrane of "
                "skin stretched between their limbs, covering as much as 70 metres in one glide."
            ),
            D(
                "Mozambique: Mozambique, officially the Republic of Mozambique, is a country on "
                "the southeastern coast of Africa, bordered by the Indian Ocean to the east, "
                "Tanzania to the north and South Africa to the southwest. Its capital and "
                "largest city is Maputo. The country gained independence from Portugal in 1975."
            ),
            D(
                "Ring-tailed lemur: The ring-tailed lemur (Lemur catta) is a medium- to "
                "larger-sized strepsirrhine primate and the most widely recognised lemur, owing "
                "to its long, black and white ringed tail. It belongs to Lemuridae, one of five "
                "lemur families, and is the only member of the genus Lemur. It lives in troops "
                "of up to 30 individuals led by females."
            ),
            S(
                "Madagascar: Madagascar, officially the Republic of Madagascar, is an island "
                "country lying off the southeastern coast of Africa. It is separated from the "
                "African mainland by the Mozambique Channel. At about 592,800 square kilometres, "
                "it is the world's fourth-largest island, and its capital and largest city is "
                "Antananarivo."
            ),
            D(
                "Comoros: The Comoros, officially the Union of the Comoros, is an archipelagic "
                "country made up of three major volcanic islands in the Indian Ocean, lying at "
                "the northern end of the Mozambique Channel. Its capital and largest city is "
                "Moroni, on Grande Comore. The country declared its independence from France on "
                "6 July 1975."
            ),
            D(
                "Madagascar (2005 film): Madagascar is a 2005 American computer-animated comedy "
                "film produced by DreamWorks Animation and directed by Eric Darnell and Tom "
                "McGrath. It follows four animals from the Central Park Zoo in New York City who "
                "are unexpectedly shipped overseas, and it stars the voices of Ben Stiller, "
                "Chris Rock, David Schwimmer and Jada Pinkett Smith."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "what is the capital of the country the galapagos islands belong to",
        "Quito",
        [
            D(
                "Galápagos tortoise: The Galápagos tortoise (Chelonoidis niger) is a species of "
                "very large tortoise and the largest living species of tortoise, with some modern "
                "individuals weighing over 400 kilograms. With lifespans in the wild of over 100 "
                "years, it is one of the longest-lived vertebrates, and it gave the islands "
                "their name."
            ),
            D(
                "Bogotá: Bogotá, officially Bogotá, Distrito Capital, is the capital and largest "
                "city of Colombia. It lies on a high plateau in the Andes known as the Bogotá "
                "savanna, at an average elevation of 2,640 metres above sea level, and with "
                "more than seven million inhabitants it is one of the largest cities in South "
                "America."
            ),
            S(
                "Ecuador: Ecuador, officially the Republic of Ecuador, is a country in "
                "northwestern South America, bordered by Colombia on the north, Peru on the east "
                "and south, and the Pacific Ocean on the west. Its capital is Quito, one of the "
                "highest capital cities in the world, while its largest city is Guayaquil."
            ),
            D(
                "Isabela Island (Galápagos): Isabela Island is the largest island of the "
                "Galápagos, with an area of 4,586 square kilometres. It was formed by the "
                "merging of six shield volcanoes, five of which are still active, and its main "
                "settlement is the port of Puerto Villamil, on the island's southern coast."
            ),
            D(
                "Guayaquil: Guayaquil, officially Santiago de Guayaquil, is the largest city of "
                "Ecuador and the country's main port. It lies on the west bank of the Guayas "
                "River, which flows into the Gulf of Guayaquil on the Pacific Ocean, and it was "
                "founded by Spanish colonists in the first half of the 16th century."
            ),
            S(
                "Galápagos Islands: The Galápagos Islands are an archipelago of volcanic islands "
                "in the Pacific Ocean, straddling the equator about 900 kilometres west of the "
                "South American mainland. They form a province of Ecuador and are famed for "
                "their many endemic species, among them giant tortoises and marine iguanas."
            ),
            D(
                "Ecuadorian sucre: The sucre was the currency of Ecuador between 1884 and 2000, "
                "when the country replaced it with a foreign currency after a severe financial "
                "crisis. It was named after Antonio José de Sucre, a leader in South America's "
                "wars of independence from Spain, and it was divided into 100 centavos."
            ),
            D(
                "Galápagos (novel): Galápagos is a 1985 novel by the American writer Kurt "
                "Vonnegut. It questions the merit of the large human brain from the perspective "
                "of a ghost looking back a million years, by which time the descendants of a "
                "small group of shipwrecked tourists have evolved into furry, seal-like creatures."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the atomic number of the element named after the chemist who devised the "
        "periodic table?",
        "101",
        [
            D(
                "Einsteinium: Einsteinium is a synthetic chemical element; it has symbol Es and "
                "atomic number 99. It was named after Albert Einstein and was first identified "
                "in the debris of the first hydrogen bomb explosion in 1952. It is a member of "
                "the actinide series and the seventh transuranium element."
            ),
            D(
                "Periodic table: The periodic table is a tabular arrangement of the chemical "
                "elements, ordered by their atomic number, in which elements with similar "
                "chemical properties fall in the same vertical columns, called groups. Its "
                "horizontal rows are called periods, and the table is widely used in chemistry, "
                "physics and other sciences."
            ),
            S(
                "Dmitri Mendeleev: Dmitri Ivanovich Mendeleev (8 February 1834 – 2 February "
                "1907) was a Russian chemist and inventor. He is best known for formulating the "
                "Periodic Law and creating his own version of the periodic table of elements, "
                "which he used to correct the properties of some known elements and to predict "
                "eight elements yet to be discovered."
            ),
            D(
                "Julius Lothar Meyer: Julius Lothar Meyer (19 August 1830 – 11 April 1895) was a "
                "German chemist and professor at the University of Tübingen. He was one of the "
                "pioneers in arranging the chemical elements in tables by their atomic weights, "
                "and he published a classification of 28 elements in 1864, followed in 1870 by "
                "a fuller table that set the elements out by their valences."
            ),
            D(
                "Nobelium: Nobelium is a synthetic chemical element; it has symbol No and atomic "
                "number 102. It is named in honour of Alfred Nobel, the inventor of dynamite and "
                "benefactor of science. A radioactive metal, it is the tenth transuranium "
                "element and the penultimate member of the actinide series."
            ),
            D(
                "Mendeleev (crater): Mendeleev is a large lunar impact crater on the far side of "
                "the Moon, measuring about 313 kilometres across, which makes it a walled plain. "
                "It lies just north of the lunar equator, and its floor is crossed by a chain of "
                "small craters known as Catena Mendeleev."
            ),
            S(
                "Mendelevium: Mendelevium is a synthetic chemical element; it has symbol Md and "
                "atomic number 101. A metallic radioactive transuranium element in the actinide "
                "series, it was first produced in 1955 by bombarding einsteinium with alpha "
                "particles, and it was named after the Russian chemist Dmitri Mendeleev."
            ),
            D(
                "Fermium: Fermium is a synthetic chemical element; it has symbol Fm and atomic "
                "number 100. It is an actinide and the heaviest element that can be formed by "
                "neutron bombardment of lighter elements. It was discovered in the debris of "
                "the first hydrogen bomb explosion in 1952 and named after Enrico Fermi."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "The Hippocratic Oath is named after a physician born on which island?",
        "Kos",
        [
            S(
                "Hippocratic Oath: The Hippocratic Oath is an oath of ethics historically taken "
                "by physicians. It is one of the most widely known of Greek medical texts, and "
                "in its original form it requires a new physician to swear by a number of "
                "healing gods to uphold specific ethical standards. It is traditionally "
                "attributed to Hippocrates."
            ),
            D(
                "Galen: Aelius Galenus or Claudius Galenus (129 – c. 216 AD), often anglicised "
                "as Galen or Galen of Pergamon, was a Greek physician, surgeon and philosopher "
                "in the Roman Empire. Considered one of the most accomplished medical researchers "
                "of antiquity, he influenced the development of anatomy, physiology and "
                "pharmacology."
            ),
            D(
                "Hippocrates of Chios: Hippocrates of Chios (c. 470 – c. 410 BC) was an ancient "
                "Greek mathematician, geometer and astronomer. He was born on the island of "
                "Chios, where he was originally a merchant, and he later moved to Athens, where "
                "he wrote the first systematic textbook of geometry."
            ),
            D(
                "Kos: Kos is a Greek island, part of the Dodecanese island chain in the "
                "southeastern Aegean Sea, lying off the coast of Turkey. It is the third-largest "
                "island of the Dodecanese by area, after Rhodes and Karpathos, and has a "
                "population of about 37,000. Its main town and port is also called Kos."
            ),
            S(
                "Hippocrates: Hippocrates of Kos (c. 460 – c. 370 BC), also known as Hippocrates "
                "II, was a Greek physician of the classical period who is considered one of the "
                "most outstanding figures in the history of medicine. He was born on the island "
                "of Kos, and he is traditionally called the Father of Medicine."
            ),
            D(
                "Hippocratic Corpus: The Hippocratic Corpus is a collection of around 60 early "
                "Ancient Greek medical works strongly associated with the classical physician "
                "and his teachings. Written in Ionic Greek, the texts vary widely in content, "
                "age and style, and modern scholars hold that many were written by his students "
                "and later followers."
            ),
            D(
                "Asclepius: Asclepius is a hero and god of medicine in ancient Greek religion and "
                "mythology. He is the son of Apollo and Coronis, and his daughters include "
                "Hygieia, goddess of health, and Panacea, goddess of universal remedy. The rod "
                "of Asclepius, a snake-entwined staff, remains a symbol of medicine today."
            ),
            D(
                "Declaration of Geneva: The Declaration of Geneva is a pledge for physicians "
                "adopted by the General Assembly of the World Medical Association in Geneva in "
                "1948. Intended as a modern revision of the ancient Greek oath of medical "
                "ethics, it has been amended several times, most recently in 2017."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "schrodinger's cat was thought up by a physicist who shared his nobel prize with whom",
        "Paul Dirac",
        [
            D(
                "Schrödinger equation: The Schrödinger equation is a partial differential "
                "equation that governs the wave function of a non-relativistic quantum-mechanical "
                "system. Its discovery was a significant landmark in the development of quantum "
                "mechanics, and it is named after the physicist who postulated it in 1925 and "
                "published it in 1926."
            ),
            D(
                "Wigner's friend: Wigner's friend is a thought experiment in theoretical quantum "
                "physics, first published by the Hungarian-American physicist Eugene Wigner in "
                "1961 and further developed by David Deutsch in 1985. The scenario involves an "
                "indirect observation of a quantum measurement and extends an earlier thought "
                "experiment about a cat in a box."
            ),
            S(
                "Erwin Schrödinger: Erwin Rudolf Josef Alexander Schrödinger (12 August 1887 – "
                "4 January 1961) was an Austrian-Irish theoretical physicist who developed "
                "fundamental results in quantum theory. He is best known for the equation that "
                "bears his name, and he shared the 1933 Nobel Prize in Physics with Paul Dirac "
                "for new productive forms of atomic theory."
            ),
            D(
                "Dirac equation: In particle physics, the Dirac equation is a relativistic wave "
                "equation derived by the British physicist Paul Dirac in 1928. It describes all "
                "spin-1/2 massive particles, such as electrons and quarks, and it was the first "
                "theory to account fully for special relativity in the context of quantum "
                "mechanics."
            ),
            D(
                "Einstein–Podolsky–Rosen paradox: The Einstein–Podolsky–Rosen paradox is a "
                "thought experiment proposed by the physicists Albert Einstein, Boris Podolsky "
                "and Nathan Rosen in 1935, which argued that the description of physical reality "
                "provided by quantum mechanics was incomplete."
            ),
            D(
                "Louis de Broglie: Louis Victor Pierre Raymond, 7th Duc de Broglie (15 August "
                "1892 – 19 March 1987) was a French physicist who made groundbreaking "
                "contributions to quantum theory. In his 1924 doctoral thesis he proposed the "
                "wave nature of electrons, and he received the Nobel Prize in Physics in 1929."
            ),
            S(
                "Schrödinger's cat: In quantum mechanics, Schrödinger's cat is a thought "
                "experiment concerning quantum superposition. In it, a hypothetical cat may be "
                "considered simultaneously both alive and dead while it is unobserved in a "
                "sealed box. It was devised by the Austrian physicist Erwin Schrödinger in 1935 "
                "during discussions with Albert Einstein."
            ),
            D(
                "Nobel Prize in Physics: The Nobel Prize in Physics is a yearly award given by "
                "the Royal Swedish Academy of Sciences to those who have made the most "
                "outstanding contributions to mankind in the field of physics. It is one of the "
                "five Nobel Prizes established by the will of Alfred Nobel in 1895, and it has "
                "been awarded since 1901, when Wilhelm Röntgen received the first prize."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Halley's Comet takes its name from an astronomer who later held which post?",
        "Astronomer Royal",
        [
            D(
                "Comet Hale–Bopp: Comet Hale–Bopp (formally C/1995 O1) is a long-period comet "
                "that was one of the most widely observed of the 20th century and one of the "
                "brightest seen for many decades. It was discovered independently on 23 July "
                "1995 by Alan Hale and Thomas Bopp, and it stayed visible to the naked eye for a "
                "record 18 months."
            ),
            D(
                "John Flamsteed: John Flamsteed (19 August 1646 – 31 December 1719) was an "
                "English astronomer and the first Astronomer Royal, appointed by King Charles II "
                "in 1675. His main achievements were the preparation of a catalogue of nearly "
                "3,000 stars and the founding of the Royal Observatory at Greenwich."
            ),
            S(
                "Edmond Halley: Edmond Halley (8 November 1656 – 25 January 1742) was an English "
                "astronomer, mathematician and physicist. In 1720 he succeeded John Flamsteed as "
                "Astronomer Royal, the second person to hold the post, and as a young man he "
                "published a catalogue of the stars of the southern sky."
            ),
            D(
                "Encke's Comet: Encke's Comet, officially designated 2P/Encke, is a periodic comet "
                "that completes an orbit of the Sun once every 3.3 years, the shortest period of "
                "any bright comet. It is named after the German astronomer Johann Franz Encke, "
                "who calculated its orbit in 1819, although he was not its discoverer."
            ),
            D(
                "Giotto (spacecraft): Giotto was a European robotic spacecraft mission of the "
                "European Space Agency, launched in July 1985. It flew past the famous periodic "
                "comet during its 1986 appearance, approaching within 596 kilometres of its "
                "nucleus, and it was the first spacecraft to take close-up images of a comet's "
                "nucleus."
            ),
            S(
                "Halley's Comet: Halley's Comet, officially designated 1P/Halley, is a "
                "short-period comet visible from Earth every 75 to 79 years. It is the only known "
                "short-period comet that is consistently visible to the naked eye, and it last "
                "appeared in the inner Solar System in 1986. It is named after the English "
                "astronomer Edmond Halley, who computed its orbit."
            ),
            D(
                "Halley (lunar crater): Halley is the remains of a lunar impact crater that lies "
                "to the south of the prominent crater Hipparchus, in the central highlands of "
                "the Moon. Its rim is worn and eroded, and its relatively flat interior floor is "
                "marked by a few small craterlets. It was named after a 17th-century English "
                "astronomer."
            ),
            D(
                "Royal Observatory, Greenwich: The Royal Observatory, Greenwich, is an "
                "observatory on a hill in Greenwich Park in south-east London, overlooking the "
                "River Thames. It played a major role in the history of astronomy and "
                "navigation, and it is best known as the location of the prime meridian, which "
                "passes through the building. It was commissioned by King Charles II in 1675."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "which strait separates the australian mainland from the island the tasmanian devil "
        "lives on",
        "Bass Strait",
        [
            D(
                "Thylacine: The thylacine (Thylacinus cynocephalus), also commonly known as the "
                "Tasmanian tiger or Tasmanian wolf, is an extinct carnivorous marsupial. The "
                "last known living animal died at Hobart Zoo on 7 September 1936. It was the "
                "largest carnivorous marsupial of modern times and one of only two marsupials in "
                "which both sexes had a pouch."
            ),
            D(
                "Torres Strait: The Torres Strait is a strait between Australia and the "
                "Melanesian island of New Guinea. It is about 150 kilometres wide at its "
                "narrowest and joins the Coral Sea to the east with the Arafura Sea to the west. "
                "It is named after the Spanish navigator Luis Váez de Torres, who sailed through "
                "it in 1606."
            ),
            S(
                "Tasmania: Tasmania is an island state of Australia, lying 240 kilometres to the "
                "south of the Australian mainland and separated from it by Bass Strait. The "
                "state takes in the main island of Tasmania, the 26th-largest island in the "
                "world, and about 1,000 surrounding islands. Its capital and largest city is "
                "Hobart."
            ),
            D(
                "Spotted-tailed quoll: The spotted-tailed quoll (Dasyurus maculatus), also known "
                "as the tiger quoll, is a carnivorous marsupial of the family Dasyuridae, native "
                "to the forests of eastern Australia. It is the second-largest living "
                "carnivorous marsupial, and its males are considerably larger than its females."
            ),
            D(
                "Devil facial tumour disease: Devil facial tumour disease (DFTD) is an aggressive "
                "non-viral transmissible parasitic cancer that affects Tasmanian devils. It was "
                "first seen in 1996 and has since devastated the animals' wild population, which "
                "is estimated to have declined by as much as 80 per cent."
            ),
            S(
                "Tasmanian devil: The Tasmanian devil (Sarcophilus harrisii) is a carnivorous "
                "marsupial of the family Dasyuridae. It is found in the wild only on the "
                "Australian island state of Tasmania, having died out on the mainland about "
                "3,500 years ago. The size of a small dog, it is the largest surviving "
                "carnivorous marsupial."
            ),
            D(
                "Tasmanian Devil (Looney Tunes): The Tasmanian Devil, commonly referred to as "
                "Taz, is an animated cartoon character featured in the Warner Bros. Looney Tunes "
                "and Merrie Melodies series. He first appeared in the 1954 short Devil May Hare, "
                "and he is known for his gluttony, his short temper and his habit of spinning "
                "like a tornado."
            ),
            D(
                "Flinders Island: Flinders Island is the largest island in the Furneaux Group, a "
                "cluster of about 52 islands lying off the north-east coast of Tasmania. It "
                "covers about 1,330 square kilometres and is named after the English navigator "
                "Matthew Flinders, who charted the area in 1798 and first sailed around the "
                "main island."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "The Aldabra giant tortoise lives on an atoll belonging to which country?",
        "Seychelles",
        [
            D(
                "Jonathan (tortoise): Jonathan is a giant tortoise living on the island of Saint "
                "Helena in the South Atlantic Ocean. Hatched around 1832, he is the oldest known "
                "living land animal, and he has lived in the grounds of Plantation House, the "
                "official residence of the island's governor, since he was brought there from "
                "the Seychelles in 1882."
            ),
            S(
                "Aldabra giant tortoise: The Aldabra giant tortoise (Aldabrachelys gigantea) is "
                "one of the largest tortoises in the world. The species is endemic to the "
                "islands of the Aldabra Atoll, which hold a population of around 100,000 "
                "animals, the largest of its kind anywhere. Males can weigh as much as 250 "
                "kilograms."
            ),
            D(
                "Kiritimati: Kiritimati, also known as Christmas Island, is a Pacific Ocean "
                "raised coral atoll in the northern Line Islands, part of the Republic of "
                "Kiribati. It has the greatest land area of any coral atoll in the world, about "
                "388 square kilometres, and a lagoon of roughly the same size."
            ),
            D(
                "Aldabra rail: The Aldabra rail (Dryolimnas cuvieri aldabranus) is a subspecies "
                "of the white-throated rail and the last surviving flightless bird in the "
                "western Indian Ocean. It is thought to have evolved flightlessness after a "
                "flying ancestor colonised the atoll, a process that may have happened twice."
            ),
            D(
                "Giant tortoise: Giant tortoises are any of several species of very large land "
                "tortoises, which today survive in the wild on only two remote groups of "
                "tropical islands, one in the western Indian Ocean and one in the eastern "
                "Pacific. They can live for well over 100 years and weigh up to 400 kilograms."
            ),
            D(
                "Mauritius: Mauritius, officially the Republic of Mauritius, is an island "
                "country in the Indian Ocean, about 2,000 kilometres off the southeastern coast "
                "of the African continent. Its capital and largest city is Port Louis, and "
                "besides the main island the country includes Rodrigues, Agaléga and St. "
                "Brandon."
            ),
            S(
                "Aldabra: Aldabra is the world's second-largest coral atoll, lying in the "
                "Aldabra Group of islands in the Indian Ocean. It is part of the Outer Islands "
                "of the Seychelles and lies about 1,100 kilometres southwest of the capital, "
                "Victoria. Virtually untouched by humans, it was declared a UNESCO World "
                "Heritage Site in 1982."
            ),
            D(
                "Victoria, Seychelles: Victoria is the capital and largest city of the "
                "Seychelles, situated on the north-eastern side of Mahé, the archipelago's main "
                "island. It was first established as the seat of the British colonial "
                "government, and it is one of the smallest capital cities in the world."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Australian state off whose coast the Great Barrier Reef lies?",
        "Brisbane",
        [
            D(
                "Belize Barrier Reef: The Belize Barrier Reef is a series of coral reefs "
                "straddling the coast of Belize, roughly 300 metres offshore in the north and 40 "
                "kilometres in the south. It is part of the 1,000-kilometre Mesoamerican Barrier "
                "Reef System, the second-largest coral reef system in the world."
            ),
            D(
                "Great Barrier Island: Great Barrier Island lies in the outer Hauraki Gulf of New "
                "Zealand, 100 kilometres north-east of central Auckland. With an area of 285 "
                "square kilometres, it is the sixth-largest island of New Zealand, and its "
                "highest point, Mount Hobson, rises 621 metres above sea level."
            ),
            D(
                "Ningaloo Coast: The Ningaloo Coast is a World Heritage Site in the north-west "
                "coastal region of Western Australia, about 1,200 kilometres north of Perth, the "
                "state capital. It includes Ningaloo Reef, one of the longest near-shore "
                "fringing coral reefs in the world, which is famous for its whale sharks."
            ),
            S(
                "Queensland: Queensland is a state in northeastern Australia and the "
                "second-largest and third-most populous of the Australian states. It shares land "
                "borders with three other Australian jurisdictions and has the country's "
                "second-longest coastline. Its capital and largest city is Brisbane."
            ),
            D(
                "Coral Sea: The Coral Sea is a marginal sea of the South Pacific off the "
                "northeast coast of Australia. It is bounded by Vanuatu and New Caledonia to the "
                "east and by the southeast tip of Papua New Guinea to the north, and it contains "
                "numerous small islands, cays and reefs."
            ),
            D(
                "Sydney: Sydney is the capital city of the state of New South Wales and the most "
                "populous city in Australia. Located on the country's east coast, the metropolis "
                "surrounds Port Jackson and extends about 80 kilometres towards the Blue "
                "Mountains to the west."
            ),
            S(
                "Great Barrier Reef: The Great Barrier Reef is the world's largest coral reef "
                "system, composed of over 2,900 individual reefs and 900 islands stretching for "
                "over 2,300 kilometres over an area of about 344,400 square kilometres. It lies "
                "in the Coral Sea, off the coast of Queensland, Australia."
            ),
            D(
                "Crown-of-thorns starfish: The crown-of-thorns starfish (Acanthaster planci) is a "
                "large starfish that preys upon hard coral polyps. It takes its name from the "
                "venomous thorn-like spines that cover its upper surface, and outbreaks of the "
                "species are a major cause of coral loss across the Indo-Pacific."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "The Bering Strait is named after a navigator born in which town?",
        "Horsens",
        [
            D(
                "Bering Sea: The Bering Sea is a marginal sea of the northern Pacific Ocean, "
                "forming, along with the strait to its north, the divide between the two largest "
                "landmasses on Earth, Eurasia and the Americas. It covers more than 2,000,000 "
                "square kilometres and is bordered on the south by the Aleutian Islands."
            ),
            S(
                "Vitus Bering: Vitus Jonassen Bering (baptised 5 August 1681 – 19 December 1741) "
                "was a cartographer and explorer in the Russian Navy. Born in the Danish town of "
                "Horsens, he joined the Russian service in 1704 and led two expeditions to the "
                "North Pacific, the second of which ended with his death off the Kamchatka "
                "Peninsula."
            ),
            D(
                "Strait of Magellan: The Strait of Magellan is a navigable sea route in southern "
                "Chile separating mainland South America to the north and the archipelago of "
                "Tierra del Fuego to the south. It is named after the Portuguese explorer "
                "Ferdinand Magellan, who became the first European to navigate it in 1520 "
                "during his voyage around the world."
            ),
            D(
                "Bering Island: Bering Island is the largest of the Commander Islands, lying off "
                "the Kamchatka Peninsula in the Bering Sea. It is about 90 kilometres long and 24 "
                "kilometres wide, and its only settlement is the village of Nikolskoye. The "
                "island is named after the commander of an expedition who died there in 1741."
            ),
            D(
                "Davis Strait: The Davis Strait is a northern arm of the Labrador Sea lying "
                "between mid-western Greenland and Baffin Island in Nunavut, Canada. It is named "
                "after the English explorer John Davis, who explored the area while seeking a "
                "Northwest Passage, and it is about 320 kilometres wide at its narrowest."
            ),
            S(
                "Bering Strait: The Bering Strait is a strait between the Pacific and Arctic "
                "oceans, separating the Chukchi Peninsula of the Russian Far East from the "
                "Seward Peninsula of Alaska. It is about 82 kilometres wide at its narrowest and "
                "takes its name from Vitus Bering, a navigator in the service of the Russian "
                "Empire."
            ),
            D(
                "Beringia: Beringia is the region surrounding the strait between Asia and North "
                "America, including parts of Chukotka and Kamchatka in Russia as well as Alaska "
                "in the United States. During the ice ages it formed a land bridge up to 1,000 "
                "kilometres wide, across which humans are thought to have first entered the "
                "Americas."
            ),
            D(
                "Georg Wilhelm Steller: Georg Wilhelm Steller (10 March 1709 – 14 November 1746) "
                "was a German botanist, zoologist and physician who took part in the Great "
                "Northern Expedition to Alaska in 1741. Several animals he first described bear "
                "his name, among them Steller's sea cow, Steller's jay and Steller's sea eagle."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which organ makes the hormone that people with type 1 diabetes lack?",
        "pancreas",
        [
            D(
                "Diabetes insipidus: Diabetes insipidus is a condition characterised by large "
                "amounts of dilute urine and increased thirst. Despite the shared name it is "
                "unrelated to diabetes mellitus, and its most common type, central diabetes "
                "insipidus, is caused by a lack of the hormone vasopressin, which is made in the "
                "hypothalamus."
            ),
            S(
                "Insulin: Insulin is a peptide hormone produced by the beta cells in the islets "
                "of the pancreas, and in humans it is encoded by the INS gene. It is the main "
                "anabolic hormone of the body, regulating the metabolism of carbohydrates, fats "
                "and protein by promoting the absorption of glucose from the blood into liver, "
                "fat and muscle cells."
            ),
            D(
                "Type 2 diabetes: Type 2 diabetes, formerly known as adult-onset diabetes, is a "
                "form of diabetes mellitus characterised by high blood sugar, insulin resistance "
                "and a relative lack of insulin. Common symptoms include increased thirst, "
                "frequent urination and unexplained weight loss, and it makes up about 90 per "
                "cent of cases of diabetes."
            ),
            D(
                "Glucagon: Glucagon is a peptide hormone that works to raise the concentration "
                "of glucose and fatty acids in the bloodstream, and it is considered the main "
                "catabolic hormone of the body. Its effect is opposite to that of insulin, which "
                "lowers blood glucose, and it is also used as a medication."
            ),
            D(
                "Frederick Banting: Sir Frederick Grant Banting (14 November 1891 – 21 February "
                "1941) was a Canadian medical scientist and physician. With Charles Best he "
                "co-discovered insulin in 1921, and he shared the 1923 Nobel Prize in Physiology "
                "or Medicine with John Macleod for the discovery."
            ),
            D(
                "Hypothyroidism: Hypothyroidism is a disorder of the endocrine system in which "
                "the thyroid gland does not produce enough thyroid hormone. It can cause a "
                "number of symptoms, such as poor tolerance of cold, a feeling of tiredness, "
                "constipation, a slow heart rate, depression and weight gain."
            ),
            S(
                "Type 1 diabetes: Type 1 diabetes, formerly known as juvenile diabetes, is an "
                "autoimmune disease in which the body produces very little or no insulin, "
                "because the immune system destroys the cells that make the hormone. Classic "
                "symptoms include frequent urination, increased thirst, increased hunger and "
                "weight loss."
            ),
            D(
                "Insulin (medication): As a medication, insulin is any pharmaceutical "
                "preparation of the protein hormone that is used to treat high blood glucose. "
                "It is given by injection under the skin, by insulin pump or by inhalation, and "
                "it is on the World Health Organization's List of Essential Medicines, which "
                "names the safest and most effective drugs."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the discoverer of Uranus die?",
        "Slough",
        [
            D(
                "Caroline Herschel: Caroline Lucretia Herschel (16 March 1750 – 9 January 1848) "
                "was a German astronomer whose most significant contributions were the "
                "discoveries of several comets, including the periodic comet "
                "35P/Herschel–Rigollet. She was the younger sister of a famous astronomer, with "
                "whom she worked throughout both of their careers."
            ),
            D(
                "Titania (moon): Titania is the largest moon of Uranus and the eighth-largest "
                "moon in the Solar System, with a diameter of 1,578 kilometres. Discovered in "
                "1787, it is named after the queen of the fairies in Shakespeare's A Midsummer "
                "Night's Dream, and its orbit lies inside the planet's magnetosphere."
            ),
            D(
                "Ceres (dwarf planet): Ceres is a dwarf planet in the main asteroid belt between "
                "the orbits of Mars and Jupiter. It was the first asteroid to be discovered, on "
                "1 January 1801, by Giuseppe Piazzi at the Palermo Astronomical Observatory in "
                "Sicily, and it was at first considered to be a planet."
            ),
            S(
                "Uranus: Uranus is the seventh planet from the Sun and is a gaseous cyan-coloured "
                "ice giant. It was the first planet to be discovered with the aid of a "
                "telescope, having been identified by the astronomer William Herschel on 13 March "
                "1781. Uranus has the coldest planetary atmosphere in the Solar System."
            ),
            D(
                "John Herschel: Sir John Frederick William Herschel, 1st Baronet (7 March 1792 – "
                "11 May 1871) was an English polymath active as a mathematician, astronomer, "
                "chemist and inventor. He originated the use of the Julian day system in "
                "astronomy, and he named seven moons of Saturn and four moons of Uranus."
            ),
            D(
                "Uranus (mythology): In Greek mythology, Uranus is the personification of the sky "
                "and one of the Greek primordial deities. According to Hesiod's Theogony, he was "
                "the son and husband of Gaia, the Earth, and together they conceived the first "
                "generation of Titans, the Cyclopes and the Hecatoncheires."
            ),
            S(
                "William Herschel: Frederick William Herschel (15 November 1738 – 25 August 1822) "
                "was a German-born British astronomer and composer. Born in the Electorate of "
                "Hanover, he moved to Great Britain at the age of nineteen, and he died at "
                "Observatory House, his home in Slough, Buckinghamshire, where he had built a "
                "40-foot telescope."
            ),
            D(
                "Herschel Space Observatory: The Herschel Space Observatory was a space "
                "observatory built and operated by the European Space Agency. It was active from "
                "2009 to 2013 and was the largest infrared telescope ever launched, carrying a "
                "single mirror 3.5 metres across. It was named after the astronomer who "
                "discovered infrared radiation."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "where was the inventor of the stethoscope born",
        "Quimper",
        [
            D(
                "Sphygmomanometer: A sphygmomanometer, also known as a blood pressure monitor or "
                "gauge, is a device used to measure blood pressure, made up of an inflatable "
                "cuff, a measuring unit and a bulb for inflation. The first non-invasive "
                "version was invented by Samuel Siegfried Karl von Basch in 1881."
            ),
            S(
                "René Laennec: René-Théophile-Hyacinthe Laennec (17 February 1781 – 13 August "
                "1826) was a French physician and musician. Born in Quimper, in Brittany, he "
                "studied medicine in Paris, where he developed the practice of auscultation and "
                "advanced the understanding of diseases of the chest, including pneumonia, "
                "bronchiectasis and pleurisy."
            ),
            D(
                "Auscultation: Auscultation is listening to the internal sounds of the body, "
                "usually with a medical instrument, for the purposes of examining the "
                "circulatory and respiratory systems as well as the alimentary canal. It is a "
                "skill that requires substantial clinical experience, a fine instrument and good "
                "listening skills."
            ),
            D(
                "Thomas Clifford Allbutt: Sir Thomas Clifford Allbutt (20 July 1836 – 22 February "
                "1925) was an English physician who invented the short clinical thermometer in "
                "1867, which took about five minutes to record a patient's temperature. He later "
                "served as Regius Professor of Physic at the University of Cambridge."
            ),
            D(
                "Necker–Enfants Malades Hospital: The Necker–Enfants Malades Hospital is a French "
                "teaching hospital in the 15th arrondissement of Paris, part of the Assistance "
                "Publique – Hôpitaux de Paris. Founded in 1778 by Suzanne Necker, it merged with "
                "a children's hospital in 1920 and is now a leading centre for paediatrics."
            ),
            D(
                "Electronic stethoscope: An electronic stethoscope overcomes the low sound levels "
                "of an acoustic instrument by electronically amplifying body sounds. It converts "
                "the acoustic sound waves to electrical signals, which can then be amplified, "
                "filtered and recorded for later analysis or sent to a distant doctor for "
                "telemedicine."
            ),
            S(
                "Stethoscope: The stethoscope is a medical device for auscultation, or listening "
                "to the internal sounds of an animal or human body. It typically has a small "
                "disc-shaped resonator that is placed against the skin and tubes connected to "
                "two earpieces. It was invented in 1816 by the French physician René Laennec."
            ),
            D(
                "Leopold Auenbrugger: Josef Leopold Auenbrugger (19 November 1722 – 18 May 1809) "
                "was an Austrian physician who invented percussion as a diagnostic technique, "
                "tapping on a patient's chest to judge the state of the organs beneath. He "
                "described the method in his book Inventum Novum, published in 1761, which was "
                "largely ignored for decades."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the namesake of the Celsius temperature scale born?",
        "Uppsala",
        [
            S(
                "Anders Celsius: Anders Celsius (27 November 1701 – 25 April 1744) was a Swedish "
                "astronomer, physicist and mathematician. He was born in Uppsala, where he later "
                "became professor of astronomy at the university and founded the Uppsala "
                "Astronomical Observatory in 1741."
            ),
            D(
                "Fahrenheit: The Fahrenheit scale is a temperature scale based on one proposed in "
                "1724 by the European physicist Daniel Gabriel Fahrenheit. It uses the degree "
                "Fahrenheit as the unit and sets the freezing point of water at 32 °F and its "
                "boiling point at 212 °F. It remains the official scale in the United States."
            ),
            D(
                "Rømer scale: The Rømer scale is a temperature scale named after the Danish "
                "astronomer Ole Christensen Rømer, who developed it for his own use in about "
                "1702. In it, the zero was first set using freezing brine, and the boiling point "
                "of water was defined as 60 degrees."
            ),
            D(
                "Carl Linnaeus: Carl Linnaeus (23 May 1707 – 10 January 1778) was a Swedish "
                "biologist and physician who formalised binomial nomenclature, the modern system "
                "of naming organisms. In 1744 he reversed the temperature scale of his "
                "countryman, so that 0 marked the freezing point of water and 100 its boiling "
                "point."
            ),
            D(
                "Kelvin: The kelvin is the base unit for temperature in the International System "
                "of Units, where its absolute zero is the lowest possible temperature. It is "
                "named after the physicist and engineer William Thomson, 1st Baron Kelvin, who "
                "wrote of the need for an absolute thermometric scale in 1848."
            ),
            D(
                "Celsius (crater): Celsius is the remains of a lunar impact crater that lies in "
                "the rugged southern highlands of the Moon. It is an old, heavily worn formation "
                "whose outer rim has been eroded by later impacts, and its interior floor is "
                "relatively level, marked only by a few tiny craterlets."
            ),
            S(
                "Celsius: The degree Celsius is the unit of temperature on the Celsius scale, one "
                "of two temperature scales used in the International System of Units. In its "
                "modern form 0 °C is close to the freezing point of water and 100 °C to its "
                "boiling point. It is named after the Swedish astronomer Anders Celsius."
            ),
            D(
                "Réaumur scale: The Réaumur scale, also known as the octogesimal division, is a "
                "temperature scale for which the freezing and boiling points of water are set "
                "to 0 and 80 degrees respectively. It is named after René Antoine Ferchault de "
                "Réaumur, who first proposed a similar scale in 1730."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "What is the birthplace of the psychiatrist after whom Alzheimer's disease is named?",
        "Marktbreit",
        [
            D(
                "Parkinson's disease: Parkinson's disease is a long-term neurodegenerative "
                "disease of the central nervous system that mainly affects the motor system. Its "
                "symptoms usually emerge slowly and include tremor, rigidity and slowness of "
                "movement, and it is named after the English surgeon James Parkinson."
            ),
            D(
                "Emil Kraepelin: Emil Wilhelm Georg Magnus Kraepelin (15 February 1856 – 7 "
                "October 1926) was a German psychiatrist, often regarded as the founder of modern "
                "scientific psychiatry. In the 1910 edition of his textbook of psychiatry he "
                "named a form of dementia after one of his colleagues in Munich."
            ),
            S(
                "Alzheimer's disease: Alzheimer's disease is a neurodegenerative disease that "
                "usually starts slowly and progressively worsens, and it is the cause of 60–70% "
                "of cases of dementia. The most common early symptom is difficulty in "
                "remembering recent events. It is named after the German psychiatrist Alois "
                "Alzheimer."
            ),
            D(
                "Auguste Deter: Auguste Deter (16 May 1850 – 8 April 1906) was a German woman "
                "notable for being the first person to be diagnosed with the disease that now "
                "bears her doctor's name. She was admitted to a mental asylum in Frankfurt in "
                "1901, where a psychiatrist followed her case until her death."
            ),
            D(
                "Huntington's disease: Huntington's disease is a neurodegenerative disease that "
                "is mostly inherited, and its earliest symptoms are often subtle problems with "
                "mood or mental abilities. It is named after the American physician George "
                "Huntington, who gave a clear description of it in 1872."
            ),
            D(
                "Pick's disease: Pick's disease is a rare neurodegenerative disease that causes "
                "progressive destruction of nerve cells in the brain, with symmetrical shrinking "
                "of the frontal and temporal lobes. It is named after the Czech psychiatrist "
                "Arnold Pick, who first described it in 1892."
            ),
            S(
                "Alois Alzheimer: Alois Alzheimer (14 June 1864 – 19 December 1915) was a German "
                "psychiatrist and neuropathologist and a colleague of Emil Kraepelin. He was "
                "born in Marktbreit, a small town in Lower Franconia, Bavaria, and he studied "
                "medicine in Berlin, Tübingen and Würzburg."
            ),
            D(
                "Dementia: Dementia is a syndrome associated with many neurodegenerative "
                "diseases, characterised by a general decline in cognitive abilities that "
                "affects a person's ability to perform everyday activities. It typically "
                "involves problems with memory, thinking, behaviour and motor control, and it "
                "becomes more common with age."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "which is longer the yangtze or the mekong",
        "Yangtze",
        [
            D(
                "Three Gorges Dam: The Three Gorges Dam is a hydroelectric gravity dam that "
                "spans the Yangtze by the town of Sandouping in Yiling District, Yichang, Hubei "
                "province, central China. It has been the world's largest power station in "
                "terms of installed capacity since 2012, at 22,500 megawatts."
            ),
            S(
                "Mekong: The Mekong is a trans-boundary river in East Asia and Southeast Asia and "
                "the world's twelfth-longest river, with an estimated length of 4,909 "
                "kilometres. From the Tibetan Plateau it runs through China, Myanmar, Laos, "
                "Thailand, Cambodia and Vietnam before emptying into the South China Sea."
            ),
            D(
                "Yellow River: The Yellow River, or Huang He, is the second-longest river in "
                "China and the sixth-longest river system on Earth, at an estimated 5,464 "
                "kilometres. Rising in the Bayan Har Mountains in Qinghai, it flows through nine "
                "provinces and empties into the Bohai Sea."
            ),
            D(
                "Mekong Delta: The Mekong Delta, also known as the Western Region, is the region "
                "in southwestern Vietnam where the great river approaches and empties into the "
                "sea through a network of distributaries. It covers about 40,500 square "
                "kilometres and is known as the country's rice bowl."
            ),
            D(
                "Salween River: The Salween is a river about 2,815 kilometres long that flows "
                "from the Tibetan Plateau south into the Andaman Sea in Southeast Asia. It runs "
                "through China, Myanmar and Thailand, and for most of its course it cuts through "
                "deep, narrow gorges with few large settlements."
            ),
            D(
                "Mekong giant catfish: The Mekong giant catfish (Pangasianodon gigas) is a large, "
                "critically endangered species of shark catfish native to the river basin in "
                "Southeast Asia. It is one of the largest freshwater fish in the world, and the "
                "largest recorded specimen, caught in Thailand in 2005, weighed 293 kilograms."
            ),
            S(
                "Yangtze: The Yangtze or Chang Jiang is the longest river in Eurasia and the "
                "third-longest in the world. It rises at Jari Hill in the Tanggula Mountains of "
                "the Tibetan Plateau and flows 6,300 kilometres in a generally easterly "
                "direction to the East China Sea at Shanghai."
            ),
            D(
                "Baiji: The baiji (Lipotes vexillifer), also known as the Chinese river dolphin, "
                "is a probably extinct species of freshwater dolphin once found only in the "
                "middle and lower reaches of China's greatest river. Nicknamed the Goddess of "
                "the Yangtze, it was regarded as a goddess of protection by local fishermen."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which island is larger, Borneo or Sumatra?",
        "Borneo",
        [
            S(
                "Sumatra: Sumatra is one of the Sunda Islands of western Indonesia. It is the "
                "largest island that is fully within Indonesian territory and the sixth-largest "
                "island in the world, at 473,481 square kilometres. Its neighbours include Java "
                "to the southeast, across the Sunda Strait, and the Malay Peninsula across the "
                "Strait of Malacca."
            ),
            D(
                "New Guinea: New Guinea is the world's second-largest island, with an area of "
                "786,000 square kilometres. Located in Melanesia in the southwestern Pacific "
                "Ocean, it is separated from Australia by the Torres Strait and is divided "
                "between Papua New Guinea in the east and Indonesia in the west."
            ),
            D(
                "Sumatran orangutan: The Sumatran orangutan (Pongo abelii) is one of the three "
                "species of orangutans. Critically endangered and found only in the north of "
                "the island, it is rarer than the Bornean orangutan but more common than the "
                "recently identified Tapanuli orangutan."
            ),
            D(
                "Lake Toba: Lake Toba is a large natural lake in North Sumatra, Indonesia, "
                "occupying the caldera of a supervolcano. The lake is about 100 kilometres long "
                "and 30 kilometres wide and is the largest volcanic lake in the world, and its "
                "super-eruption some 74,000 years ago was among the largest known."
            ),
            D(
                "Java: Java is one of the Greater Sunda Islands in Indonesia, bordered by the "
                "open ocean to the south and the Java Sea to the north. With a population of "
                "over 150 million people, it is the world's most populous island, and it is "
                "home to the Indonesian capital, Jakarta."
            ),
            S(
                "Borneo: Borneo is the third-largest island in the world and the largest in "
                "Asia. At the geographic centre of Maritime Southeast Asia, it has an area of "
                "743,330 square kilometres and is politically divided among three countries: "
                "Malaysia and Brunei in the north, and Indonesia to the south."
            ),
            D(
                "Bornean orangutan: The Bornean orangutan (Pongo pygmaeus) is a species of "
                "orangutan endemic to its island. Together with the Sumatran and Tapanuli "
                "orangutans it belongs to the only genus of great apes native to Asia, and it "
                "is critically endangered, largely because of the loss of its forest habitat."
            ),
            D(
                "Mount Kinabalu: Mount Kinabalu is the highest mountain in Malaysia, rising "
                "4,095 metres in the state of Sabah, in the north of Borneo. It is protected as "
                "Kinabalu National Park, a World Heritage Site, and its flora includes one of "
                "the world's richest assemblages of orchids."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, Mauna Kea or Mauna Loa?",
        "Mauna Kea",
        [
            D(
                "Kīlauea: Kīlauea is an active shield volcano in the Hawaiian Islands, lying on "
                "the southeastern side of the island of Hawaiʻi. It is the most active of the "
                "five volcanoes that together form the island, and its eruption from 1983 to "
                "2018 was one of the longest on record."
            ),
            D(
                "Mauna Loa Observatory: The Mauna Loa Observatory is an atmospheric baseline "
                "station on the northern flank of the volcano, at an elevation of 3,397 metres. "
                "It is known for its continuous monitoring of atmospheric carbon dioxide since "
                "1958, the record that produced the Keeling Curve."
            ),
            S(
                "Mauna Kea: Mauna Kea is a dormant shield volcano on the island of Hawaiʻi, "
                "about one million years old. Its peak stands 4,207 metres above sea level, and "
                "measured from its base on the ocean floor it rises about 10,200 metres. Its "
                "summit hosts a number of major astronomical observatories."
            ),
            D(
                "Haleakalā: Haleakalā, or the East Maui Volcano, is a massive shield volcano "
                "that forms more than 75% of the Hawaiian island of Maui. Its tallest peak, "
                "Puʻu ʻUlaʻula, rises 3,055 metres above sea level, and the summit area is "
                "protected as Haleakalā National Park."
            ),
            D(
                "Mauna Kea Observatories: The Mauna Kea Observatories are a group of independent "
                "astronomical research facilities and large telescopes at the summit of the "
                "dormant volcano. The dry, stable air and the lack of light pollution make the "
                "site one of the best places in the world for astronomy."
            ),
            S(
                "Mauna Loa: Mauna Loa is one of five volcanoes that form the island of Hawaiʻi. "
                "The largest subaerial volcano in both mass and volume, it is an active shield "
                "volcano whose summit rises 4,169 metres above sea level. It has erupted 34 "
                "times since 1843, most recently in 2022."
            ),
            D(
                "Hualālai: Hualālai is an active volcano on the island of Hawaiʻi, the "
                "third-youngest and third-most active of the five volcanoes that form the "
                "island. It rises 2,521 metres above sea level and last erupted in 1801, sending "
                "lava flows towards the western coast."
            ),
            D(
                "Teide: Mount Teide is a volcano on Tenerife in the Canary Islands, Spain. Its "
                "summit, at 3,715 metres, is the highest point in Spain and the highest point "
                "above sea level in the islands of the Atlantic, and measured from the ocean "
                "floor it rises about 7,500 metres."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Luigi Galvani or Alessandro Volta?",
        "Luigi Galvani",
        [
            D(
                "Volt: The volt is the unit of electric potential, electric potential "
                "difference and electromotive force in the International System of Units. It is "
                "named after the Italian physicist Alessandro Volta, who invented the voltaic "
                "pile, possibly the first chemical battery."
            ),
            S(
                "Alessandro Volta: Alessandro Giuseppe Antonio Anastasio Volta (18 February 1745 "
                "– 5 March 1827) was an Italian chemist and physicist who was a pioneer of "
                "electricity and power. He invented the electric battery, the voltaic pile, in "
                "1799, and he is credited as the discoverer of methane."
            ),
            D(
                "Galvanization: Galvanization is the process of applying a protective zinc "
                "coating to steel or iron to prevent rusting. The most common method is hot-dip "
                "galvanizing, in which the parts are submerged in a bath of molten zinc, and the "
                "process takes its name from an Italian scientist of the 18th century."
            ),
            D(
                "Charles-Augustin de Coulomb: Charles-Augustin de Coulomb (14 June 1736 – 23 "
                "August 1806) was a French officer, engineer and physicist. He is best known for "
                "Coulomb's law, which describes the electrostatic force of attraction and "
                "repulsion, and the SI unit of electric charge is named in his honour."
            ),
            D(
                "Giovanni Aldini: Giovanni Aldini (16 April 1762 – 17 January 1834) was an "
                "Italian physicist and the nephew of a famous pioneer of animal electricity, "
                "whose work he publicised across Europe, most famously by applying electric "
                "current to the body of an executed criminal in London in 1803."
            ),
            D(
                "Galvanometer: A galvanometer is an electromechanical measuring instrument for "
                "electric current. Early galvanometers were uncalibrated, but improved versions, "
                "called ammeters, were calibrated and could measure the flow of current more "
                "precisely. The first was described by Johann Schweigger in 1820."
            ),
            S(
                "Luigi Galvani: Luigi Galvani (9 September 1737 – 4 December 1798) was an "
                "Italian physician, physicist, biologist and philosopher who studied animal "
                "electricity. In 1780 he discovered that the muscles of dead frogs' legs "
                "twitched when struck by an electrical spark, laying the groundwork for "
                "bioelectromagnetics."
            ),
            D(
                "André-Marie Ampère: André-Marie Ampère (20 January 1775 – 10 June 1836) was a "
                "French physicist and mathematician who was one of the founders of the science "
                "of classical electromagnetism, which he called electrodynamics. The SI unit of "
                "electric current, the ampere, is named after him."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Were Antonie van Leeuwenhoek and Jan Swammerdam both Dutch?",
        "yes",
        [
            D(
                "Christiaan Huygens: Christiaan Huygens (14 April 1629 – 8 July 1695) was a "
                "Dutch mathematician, physicist, engineer, astronomer and inventor who is "
                "regarded as a key figure in the Scientific Revolution. He discovered Titan, the "
                "largest moon of Saturn, and was the first to identify the rings of Saturn."
            ),
            D(
                "Marcello Malpighi: Marcello Malpighi (10 March 1628 – 30 November 1694) was an "
                "Italian biologist and physician who is referred to as the founding father of "
                "microscopical anatomy and histology. His name is borne by several physiological "
                "features of the excretory system, such as the Malpighian tubules."
            ),
            D(
                "Animalcule: Animalcule is an old term for microscopic organisms that included "
                "bacteria, protozoans and very small animals. The word was used by a "
                "seventeenth-century pioneer of microscopy to describe the tiny creatures he saw "
                "in pond water, rainwater and scrapings from his own teeth."
            ),
            S(
                "Antonie van Leeuwenhoek: Antonie Philips van Leeuwenhoek (24 October 1632 – 26 "
                "August 1723) was a Dutch microbiologist and microscopist in the Golden Age of "
                "Dutch science and technology. Largely self-taught in science, he is commonly "
                "known as the Father of Microbiology, and he was the first to observe "
                "single-celled organisms."
            ),
            D(
                "Nehemiah Grew: Nehemiah Grew (26 September 1641 – 25 March 1712) was an English "
                "plant anatomist and physiologist, known as the Father of Plant Anatomy. His book "
                "The Anatomy of Plants, published in 1682, described the structure of stems, "
                "roots and flowers as seen under the microscope."
            ),
            D(
                "Leeuwenhoek Medal: The Leeuwenhoek Medal is awarded every ten years by the "
                "Royal Netherlands Academy of Arts and Sciences to the scientist judged to have "
                "made the most significant contribution to microbiology during the preceding "
                "decade. It was first awarded in 1877, to the German naturalist Christian "
                "Gottfried Ehrenberg."
            ),
            S(
                "Jan Swammerdam: Jan Swammerdam (12 February 1637 – 17 February 1680) was a "
                "Dutch biologist and microscopist. His work on insects demonstrated that the "
                "various phases during the life of an insect, egg, larva, pupa and adult, are "
                "different forms of the same animal."
            ),
            D(
                "Delft: Delft is a city and municipality in the province of South Holland, "
                "Netherlands, located between Rotterdam and The Hague. It is known for its "
                "historic town centre with canals, for Delft Blue pottery, for the Dutch Golden "
                "Age painter Johannes Vermeer and for its ties to the House of Orange-Nassau, "
                "whose members are buried in its New Church."
            ),
        ],
        drop=1,
        heldout=True,
    ),
]
