"""Development multi-hop questions, batch 2 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of `tests/data/`. 11 bridge, 5 comparison
and 4 compositional questions; every question has 8 titled passages, 2 supports and
6 distractors.

Measured lengths (characters): mean support 330, mean distractor 356; a support
is the longest passage in 4 of the 20 questions.
"""

# ruff: noqa: RUF001 (en dashes in dates and ranges, as Wikipedia writes them)

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        (
            "Which church with the tallest steeple in the world stands in the city "
            "where Albert Einstein was born?"
        ),
        "Ulm Minster",
        [
            D(
                "Einstein Tower: The Einstein Tower is an astrophysical observatory in the "
                "Albert Einstein Science Park on the Telegrafenberg in Potsdam, Germany. It "
                "was designed by the architect Erich Mendelsohn and completed in 1921, and it "
                "was built so that a solar telescope in its tower could test predictions of "
                "Einstein's general theory of relativity. It is regarded as a landmark of "
                "expressionist architecture."
            ),
            D(
                "Cologne Cathedral: Cologne Cathedral is a Catholic cathedral in Cologne, "
                "North Rhine-Westphalia, and the seat of the Archbishop of Cologne. Building "
                "work began in 1248 but was halted in 1473 and only finished in 1880. With the "
                "completion of its twin spires, 157 metres high, it was for four years the "
                "tallest building in the world, until it was overtaken by the Washington "
                "Monument in 1884."
            ),
            S(
                "Albert Einstein: Albert Einstein (14 March 1879 – 18 April 1955) was a "
                "German-born theoretical physicist who developed the theory of relativity and "
                "made major contributions to quantum theory. He was born in Ulm, in the "
                "Kingdom of Württemberg in the German Empire, into a secular Jewish family "
                "that moved away when he was an infant."
            ),
            D(
                "Neu-Ulm: Neu-Ulm is a town in Swabia, Bavaria, Germany, and the seat of the "
                "district of Neu-Ulm. It lies on the Bavarian bank of the river directly "
                "opposite the larger city of the same name in Baden-Württemberg, with which it "
                "forms a twin city of about 180,000 people. It was a fortress town in the 19th "
                "century and now has a university of applied sciences."
            ),
            D(
                "Hans Albert Einstein: Hans Albert Einstein (14 May 1904 – 26 July 1973) was a "
                "Swiss-American engineer and educator, the second child and first son of "
                "Albert Einstein and Mileva Marić. He was born in Bern and studied civil "
                "engineering at the Swiss Federal Institute of Technology. From 1947 he was a "
                "professor of hydraulic engineering at the University of California, Berkeley."
            ),
            D(
                "St. Martin's Church, Landshut: St. Martin's Church is a Gothic church in the "
                "old town of Landshut, Lower Bavaria, built between about 1385 and 1500. Its "
                "tower, 130.6 metres high, is the tallest brick church tower in the world and "
                "the tallest brick structure in Bavaria. The church was mainly designed by the "
                "master builder Hans von Burghausen."
            ),
            S(
                "Ulm: Ulm is a city in the German state of Baden-Württemberg, on the border "
                "with Bavaria, with a population of about 126,000. It is best known for Ulm "
                "Minster, a Lutheran church whose steeple, 161.5 metres high, is the tallest "
                "of any church in the world. Ulm became a free imperial city in the Middle "
                "Ages."
            ),
            D(
                "Lincoln Cathedral: Lincoln Cathedral is a Church of England cathedral in "
                "Lincoln, England, and the seat of the Bishop of Lincoln. Building began in "
                "1072 under Bishop Remigius. Its central spire, thought to have been about 160 "
                "metres tall, made it the tallest building in the world from around 1311 until "
                "the spire collapsed in a storm in 1548, and it was never rebuilt."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What currency is used in the country where Angel Falls is located?",
        "Venezuelan bolívar",
        [
            D(
                "Iguazu Falls: Iguazu Falls are waterfalls of the Iguazu River on the border "
                "between the Argentine province of Misiones and the Brazilian state of Paraná. "
                "Together they form the largest waterfall system in the world, made up of "
                "about 275 individual drops along 2.7 kilometres of the river. The falls were "
                "declared UNESCO World Heritage Sites in 1984 and 1986."
            ),
            D(
                "Jimmie Angel: James Crawford Angel (1 August 1899 – 8 December 1956) was an "
                "American aviator after whom Angel Falls, the tallest waterfall in the world, "
                "is named. He first flew over the falls in 1933 while searching for a bed of "
                "gold ore, and in 1937 he landed his monoplane El Río Caroní on top of the "
                "tepui above them, where it remained for 33 years."
            ),
            D(
                "Colombian peso: The Colombian peso is the currency of Colombia. Its ISO 4217 "
                "code is COP, and it is issued and regulated by the Banco de la República, the "
                "country's central bank. The peso has been the national currency since 1810, "
                "when it replaced the Spanish colonial real, and banknotes are currently "
                "issued from 2,000 to 100,000 pesos."
            ),
            S(
                "Venezuela: Venezuela, officially the Bolivarian Republic of Venezuela, is a "
                "country on the northern coast of South America, bordered by Colombia, Brazil "
                "and Guyana. Its capital and largest city is Caracas. Its official currency is "
                "the Venezuelan bolívar, named after the independence leader Simón Bolívar, "
                "and the country has the largest proven oil reserves in the world."
            ),
            D(
                "Tugela Falls: Tugela Falls is a complex of five free-leaping waterfalls on "
                "the Tugela River in the Drakensberg, in the Royal Natal National Park of "
                "KwaZulu-Natal, South Africa. With a total drop of 948 metres, it is generally "
                "accepted as the second-tallest waterfall in the world. The falls can be "
                "reached by a hiking trail from the Sentinel car park."
            ),
            D(
                "Kaieteur Falls: Kaieteur Falls is a waterfall on the Potaro River in central "
                "Guyana, within Kaieteur National Park. It has a single drop of 226 metres "
                "over a sandstone and conglomerate cliff, which makes it one of the most "
                "powerful single-drop waterfalls in the world, given the large volume of water "
                "that flows over it. The national park was created in 1929."
            ),
            S(
                "Angel Falls: Angel Falls (Spanish: Salto Ángel) is a waterfall in Venezuela "
                "and the world's tallest uninterrupted waterfall, with a height of 979 metres "
                "and a plunge of 807 metres. It falls from the edge of the Auyán-tepui "
                "mountain in Canaima National Park, a UNESCO World Heritage Site in the Gran "
                "Sabana region."
            ),
            D(
                "Brazilian real: The real is the official currency of Brazil, subdivided into "
                "100 centavos. It was introduced on 1 July 1994 as part of the Plano Real, a "
                "programme to stabilise the economy after years of high inflation, and "
                "replaced the cruzeiro real. It is issued by the Central Bank of Brazil and is "
                "among the most traded currencies in Latin America."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Canadian province did the inventor granted the first US "
            "patent for the telephone die?"
        ),
        "Nova Scotia",
        [
            D(
                "Elisha Gray: Elisha Gray (2 August 1835 – 21 January 1901) was an American "
                "electrical engineer who co-founded the Western Electric Manufacturing "
                "Company. He is best known for filing a caveat for a telephone design with a "
                "liquid transmitter at the United States Patent Office on 14 February 1876, "
                "the same day as a rival application, which led to a long legal dispute over "
                "who had invented it."
            ),
            S(
                "Telephone: A telephone is a telecommunications device that allows two or more "
                "users to hold a conversation when they are too far apart to be heard "
                "directly. In March 1876 Alexander Graham Bell was granted the first United "
                "States patent for a device that reproduced the human voice clearly, and rapid "
                "improvements by many engineers followed."
            ),
            D(
                "New Brunswick: New Brunswick is one of the three Maritime provinces of Canada "
                "and the only officially bilingual province in the country. It is bordered by "
                "Quebec to the north, Nova Scotia to the east and the US state of Maine to the "
                "west. Its capital is Fredericton and its largest city is Moncton, and about a "
                "third of its people speak French."
            ),
            D(
                "Antonio Meucci: Antonio Meucci (13 April 1808 – 18 October 1889) was an "
                "Italian inventor and an associate of Giuseppe Garibaldi. He developed a "
                "voice-communication apparatus in New York, and in 1871 he filed a caveat for "
                "a telephone-like device at the US Patent Office, but he could not afford to "
                "renew it after 1874. In 2002 the US House of Representatives recognised his "
                "work."
            ),
            D(
                "Alexander Melville Bell: Alexander Melville Bell (1 March 1819 – 7 August "
                "1905) was a Scottish teacher and researcher of physiological phonetics, and "
                "the author of works on elocution. He devised Visible Speech, a system of "
                "symbols for teaching speech to deaf people. He emigrated to Canada with his "
                "family in 1870 and later settled in Washington, D.C., where he died."
            ),
            D(
                "Thomas A. Watson: Thomas Augustus Watson (18 January 1854 – 13 December 1934) "
                "was an American engineer and the assistant of Alexander Graham Bell in "
                "Boston. He is famous as the first person to hear speech transmitted over the "
                "telephone, on 10 March 1876. He left the telephone business in 1881 and later "
                "founded the Fore River Ship and Engine Company in Massachusetts."
            ),
            S(
                "Alexander Graham Bell: Alexander Graham Bell (3 March 1847 – 2 August 1922) "
                "was a Scottish-born Canadian-American inventor, scientist and engineer. He "
                "co-founded the American Telephone and Telegraph Company (AT&T) in 1885. Bell "
                "died at Beinn Bhreagh, his estate on Cape Breton Island near Baddeck, Nova "
                "Scotia, and he is buried there."
            ),
            D(
                "Cape Breton Island: Cape Breton Island is an island on the Atlantic coast of "
                "North America, separated from the Canadian mainland by the Strait of Canso. "
                "It covers about 10,300 square kilometres and had about 136,000 inhabitants in "
                "2021. Its largest community is Sydney, and the Cabot Trail, a scenic road, "
                "loops around its northern highlands."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which strait separates the island whose capital is palermo from the italian mainland",
        "Strait of Messina",
        [
            D(
                "Strait of Sicily: The Strait of Sicily, also known as the Sicilian Channel, "
                "is the strait between the island of Sicily and Tunisia in North Africa. It is "
                "about 145 kilometres wide at its narrowest point and divides the Tyrrhenian "
                "Sea from the eastern Mediterranean. The Italian island of Pantelleria lies in "
                "the middle of the strait, closer to Tunisia than to Sicily."
            ),
            S(
                "Sicily: Sicily is the largest island in the Mediterranean Sea and one of the "
                "20 regions of Italy, with about 4.8 million inhabitants. It is separated from "
                "Calabria, on the Italian mainland, by the Strait of Messina, which is about 3 "
                "kilometres wide at its narrowest. Mount Etna, on its east coast, is one of "
                "the most active volcanoes in the world."
            ),
            D(
                "Palermo, Buenos Aires: Palermo is a barrio, or neighbourhood, in the north of "
                "Buenos Aires, Argentina. It is the largest barrio of the city by area, with "
                "about 225,000 inhabitants, and is divided into smaller districts such as "
                "Palermo Soho and Palermo Hollywood. It is known for its parks, the Palermo "
                "Woods and the Japanese Garden, and for its bars and restaurants."
            ),
            D(
                "Strait of Bonifacio: The Strait of Bonifacio is the strait between the French "
                "island of Corsica and the Italian island of Sardinia, named after the "
                "Corsican town of Bonifacio. It is about 11 kilometres wide and links the "
                "Tyrrhenian Sea with the western Mediterranean. Its waters are notorious for "
                "strong winds and currents, and navigation through it is restricted for "
                "tankers."
            ),
            D(
                "Palermo Cathedral: Palermo Cathedral is the cathedral church of the Roman "
                "Catholic Archdiocese of Palermo, dedicated to the Assumption of the Virgin "
                "Mary. It was built in 1185 by Archbishop Walter Ophamil on the site of an "
                "earlier basilica that had been converted into a mosque. It forms part of the "
                "Arab-Norman Palermo UNESCO World Heritage Site, inscribed in 2015."
            ),
            S(
                "Palermo: Palermo is a city in southern Italy, the capital of both the "
                "autonomous region of Sicily and the Metropolitan City of Palermo. With about "
                "630,000 inhabitants, it is the largest city on the island. It was founded by "
                "the Phoenicians in 734 BC and is noted for its Arab-Norman buildings."
            ),
            D(
                "Sardinia: Sardinia is the second-largest island in the Mediterranean Sea, "
                "after Sicily, and one of the five autonomous regions of Italy. Its capital "
                "and largest city is Cagliari, and the island has about 1.6 million "
                "inhabitants. It lies south of Corsica and west of the Italian peninsula, and "
                "it is known for its prehistoric stone towers called nuraghi."
            ),
            D(
                "Strait of Otranto: The Strait of Otranto connects the Adriatic Sea with the "
                "Ionian Sea and separates the heel of Italy from Albania. It is about 72 "
                "kilometres wide at its narrowest point and takes its name from the Italian "
                "town of Otranto in Apulia. In the First World War the Allies built the "
                "Otranto Barrage across it to stop submarines."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What medical school did the scientist who discovered penicillin study at?",
        "St Mary's Hospital Medical School",
        [
            D(
                "Howard Florey: Howard Walter Florey, Baron Florey (24 September 1898 – 21 "
                "February 1968) was an Australian pharmacologist and pathologist who, with "
                "Ernst Chain, developed penicillin into a usable drug at the University of "
                "Oxford. He studied medicine at the University of Adelaide before going to "
                "Oxford as a Rhodes Scholar in 1922, and he later became Provost of The "
                "Queen's College."
            ),
            D(
                "Penicillium: Penicillium is a genus of ascomycetous fungi that is important "
                "in the natural environment and in food and drug production. Some members of "
                "the genus produce penicillin, a molecule used as an antibiotic that kills or "
                "stops the growth of some kinds of bacteria. Other species are used to make "
                "cheeses such as Roquefort, Brie and Camembert."
            ),
            S(
                "Alexander Fleming: Sir Alexander Fleming (6 August 1881 – 11 March 1955) was "
                "a Scottish physician and microbiologist. After four years in a shipping "
                "office, he enrolled at St Mary's Hospital Medical School in Paddington, "
                "London, where he qualified in 1906 and worked for the rest of his career. He "
                "shared the 1945 Nobel Prize in Physiology or Medicine."
            ),
            D(
                "Ian Fleming: Ian Lancaster Fleming (28 May 1908 – 12 August 1964) was a "
                "British writer and naval intelligence officer, best known for his novels "
                "about the secret agent James Bond. He was educated at Eton College and the "
                "Royal Military College, Sandhurst, and studied languages at Munich and Geneva "
                "before working as a journalist for the Reuters news agency."
            ),
            D(
                "Imperial College School of Medicine: Imperial College School of Medicine is "
                "the medical school of Imperial College London, one of the largest in Europe. "
                "It was formed by a series of mergers of the medical schools of several London "
                "teaching hospitals, including Charing Cross and Westminster, and its main "
                "teaching sites are in South Kensington, Hammersmith and Chelsea."
            ),
            S(
                "Penicillin: Penicillins are a group of beta-lactam antibiotics originally "
                "obtained from Penicillium moulds. The first of them was discovered in 1928 by "
                "the Scottish scientist Alexander Fleming, who noticed that a mould "
                "contaminating a culture plate had killed the surrounding bacteria. Mass "
                "production of the drug began during the Second World War."
            ),
            D(
                "Ernst Chain: Sir Ernst Boris Chain (19 June 1906 – 12 August 1979) was a "
                "German-born British biochemist. He studied chemistry and physiology at the "
                "Friedrich Wilhelm University in Berlin and left Germany for England in 1933. "
                "At the Sir William Dunn School of Pathology in Oxford he worked out how to "
                "isolate and purify penicillin, and he shared a Nobel Prize for it."
            ),
            D(
                "Streptomycin: Streptomycin is an antibiotic used to treat a number of "
                "bacterial infections, including tuberculosis and plague. It was discovered in "
                "1943 by Albert Schatz, a graduate student in the laboratory of Selman Waksman "
                "at Rutgers University, from the soil bacterium Streptomyces griseus. It was "
                "the first effective treatment for tuberculosis."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which English county was the physicist who formulated the law of "
            "universal gravitation born?"
        ),
        "Lincolnshire",
        [
            D(
                "Newton, Massachusetts: Newton is a city in Middlesex County, Massachusetts, "
                "United States, about 11 kilometres west of downtown Boston. It is made up of "
                "thirteen villages, among them Newton Centre, West Newton and Chestnut Hill, "
                "and had a population of 88,923 at the 2020 census. Boston College has its "
                "main campus partly within the city."
            ),
            S(
                "Newton's law of universal gravitation: Newton's law of universal gravitation "
                "states that every particle attracts every other particle with a force "
                "proportional to the product of their masses and inversely proportional to the "
                "square of the distance between their centres. It was formulated by Isaac "
                "Newton and published in the Principia in 1687."
            ),
            D(
                "Henry Cavendish: Henry Cavendish (10 October 1731 – 24 February 1810) was an "
                "English natural philosopher and chemist, born in Nice. He identified "
                "hydrogen, which he called inflammable air, in 1766. In the Cavendish "
                "experiment of 1797–1798 he measured the weak gravitational force between lead "
                "spheres, which gave the first accurate value for the density of the Earth."
            ),
            D(
                "Coulomb's law: Coulomb's law is an experimental law of physics that gives the "
                "force between two electrically charged particles at rest. It was published in "
                "1785 by the French physicist Charles-Augustin de Coulomb and was essential to "
                "the development of electromagnetism. Like the law of universal gravitation, "
                "it is an inverse-square law of force."
            ),
            D(
                "Newton (unit): The newton (symbol N) is the unit of force in the "
                "International System of Units (SI), named after the physicist Isaac Newton in "
                "recognition of his work on classical mechanics. One newton is the force "
                "needed to accelerate a mass of one kilogram at a rate of one metre per second "
                "squared. The name was adopted by the General Conference on Weights and "
                "Measures in 1948."
            ),
            D(
                "Robert Hooke: Robert Hooke (28 July 1635 – 3 March 1703) was an English "
                "polymath who was born in Freshwater, on the Isle of Wight. He was the first "
                "curator of experiments of the Royal Society and is known for Hooke's law of "
                "elasticity and for his book Micrographia. He quarrelled with Newton over "
                "credit for the inverse-square law of gravitation."
            ),
            D(
                "Kepler's laws of planetary motion: Kepler's laws of planetary motion, "
                "published by the German astronomer Johannes Kepler between 1609 and 1619, "
                "describe the orbits of the planets around the Sun. They state that orbits are "
                "ellipses with the Sun at one focus, and they were later explained by "
                "Newtonian mechanics. Kepler was born in the Swabian town of Weil der Stadt in "
                "1571."
            ),
            S(
                "Isaac Newton: Sir Isaac Newton (25 December 1642 – 20 March 1727) was an "
                "English mathematician, physicist and astronomer, a key figure in the "
                "Scientific Revolution. He was born at Woolsthorpe Manor in "
                "Woolsthorpe-by-Colsterworth, a hamlet in the county of Lincolnshire, and "
                "became Lucasian Professor of Mathematics at Cambridge."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what strait runs through the city that is home to the hagia sophia",
        "Bosporus",
        [
            D(
                "Hagia Sophia, Thessaloniki: The Hagia Sophia is one of the oldest churches in "
                "Thessaloniki, Greece, that are still standing today. The present building "
                "dates from the 8th century and is a domed cross-in-square church, modelled on "
                "earlier Byzantine designs. Since 1988 it has been part of the UNESCO World "
                "Heritage Site of the Paleochristian and Byzantine monuments of the city."
            ),
            D(
                "Strait of Gibraltar: The Strait of Gibraltar is a narrow strait that connects "
                "the Atlantic Ocean to the Mediterranean Sea and separates Europe from Africa. "
                "At its narrowest point, between Point Marroquí in Spain and Point Cires in "
                "Morocco, it is about 13 kilometres wide. The British Overseas Territory of "
                "Gibraltar lies on its northern shore."
            ),
            S(
                "Istanbul: Istanbul is the largest city in Turkey, with about 15.6 million "
                "people, and the country's economic and cultural centre. The city straddles "
                "the Bosporus strait, which separates Europe from Asia and links the Black Sea "
                "with the Sea of Marmara. It was founded as Byzantium in the 7th century BC "
                "and renamed Constantinople in 330."
            ),
            D(
                "Saint Sophia Cathedral, Kyiv: Saint Sophia Cathedral is an architectural "
                "monument of Kievan Rus' in Kyiv, Ukraine. It was founded in the 11th century "
                "under Prince Yaroslav the Wise and takes its name from the great church of "
                "the Byzantine capital. The cathedral has 13 cupolas and, together with the "
                "Kyiv Pechersk Lavra, it was inscribed as a UNESCO World Heritage Site in 1990."
            ),
            D(
                "Dardanelles: The Dardanelles, also known as the Strait of Gallipoli, is a "
                "narrow strait in northwestern Turkey that forms part of the boundary between "
                "Europe and Asia. It connects the Sea of Marmara with the Aegean Sea, is about "
                "61 kilometres long and between 1.2 and 6 kilometres wide. The 1915–1916 "
                "Gallipoli campaign was fought on its European shore."
            ),
            D(
                "Justinian I: Justinian I (c. 482 – 14 November 565) was Byzantine emperor "
                "from 527 to 565. His reign was marked by the ambitious but only partly "
                "realised reconquest of the western Roman Empire and by the codification of "
                "Roman law in the Corpus Juris Civilis. He also ordered the rebuilding of the "
                "Hagia Sophia after the Nika riots of 532 had destroyed the earlier church."
            ),
            S(
                "Hagia Sophia: Hagia Sophia, officially the Hagia Sophia Grand Mosque, is a "
                "mosque and former church in Istanbul, Turkey. The present building was "
                "completed in 537 under the Byzantine emperor Justinian I to a design by "
                "Anthemius of Tralles and Isidore of Miletus, and for nearly a thousand years "
                "it was the largest cathedral in the world."
            ),
            D(
                "Ankara: Ankara is the capital of Turkey and the country's second-largest "
                "city, with about 5.8 million people in Ankara Province. It lies on the "
                "Anatolian plateau in the centre of the country. It became the capital of the "
                "new Republic of Turkey in 1923, and it is home to Anıtkabir, the mausoleum of "
                "Mustafa Kemal Atatürk."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where the Okavango Delta is found?",
        "Gaborone",
        [
            D(
                "Okavango River: The Okavango River is a river in southwest Africa, about "
                "1,600 kilometres long, which makes it the fourth-longest river system in "
                "southern Africa. It rises in the central highlands of Angola, where it is "
                "known as the Cubango, and then flows south-east and forms part of the border "
                "between Angola and Namibia before it turns inland."
            ),
            D(
                "Windhoek: Windhoek is the capital and largest city of Namibia, with about "
                "490,000 inhabitants. It lies in the central Namibian highlands at an altitude "
                "of about 1,700 metres above sea level. The city was founded in 1840 by the "
                "Oorlam chief Jonker Afrikaner and later became the capital of the colony of "
                "German South West Africa."
            ),
            S(
                "Botswana: Botswana, officially the Republic of Botswana, is a landlocked "
                "country in Southern Africa, bordered by South Africa, Namibia, Zambia and "
                "Zimbabwe. It gained independence from the United Kingdom on 30 September "
                "1966. Its capital and largest city is Gaborone, and about 70 per cent of its "
                "land is covered by the Kalahari Desert."
            ),
            D(
                "Niger Delta: The Niger Delta is the delta of the Niger River on the Gulf of "
                "Guinea, within Nigeria. It is one of the largest river deltas in the world, "
                "covering about 70,000 square kilometres, and is home to more than 30 million "
                "people. The delta is a major oil-producing region, and oil spills and gas "
                "flaring there have caused serious environmental damage."
            ),
            D(
                "Kalahari Desert: The Kalahari Desert is a large semi-arid sandy savanna in "
                "Southern Africa, extending over about 900,000 square kilometres. It covers "
                "much of Botswana and parts of Namibia and South Africa. Despite its name it "
                "receives more rain than a true desert, and it supports grasses, acacia trees "
                "and wildlife such as lions, meerkats and gemsbok."
            ),
            S(
                "Okavango Delta: The Okavango Delta is a vast inland delta in Botswana, formed "
                "where the Okavango River reaches a tectonic trough in the Kalahari Basin. All "
                "of the water that reaches it evaporates or soaks into the sand instead of "
                "flowing to a sea or ocean. In June 2014 it became the 1,000th site inscribed "
                "on the UNESCO World Heritage List."
            ),
            D(
                "Chobe National Park: Chobe National Park is a national park in northern "
                "Botswana with one of the largest concentrations of game in Africa, notably a "
                "population of tens of thousands of elephants. Established in 1967, it was the "
                "country's first national park. Its northern edge follows the Chobe River, "
                "which marks the border with Namibia's Caprivi Strip."
            ),
            D(
                "Lusaka: Lusaka is the capital and largest city of Zambia, and one of the "
                "fastest-growing cities in southern Africa, with about 3 million people in its "
                "metropolitan area. It lies on the southern part of the central plateau at an "
                "elevation of about 1,280 metres. Lusaka became the capital of Northern "
                "Rhodesia in 1935, replacing Livingstone."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city that is home to Charles University?",
        "Vltava",
        [
            D(
                "Charles IV, Holy Roman Emperor: Charles IV (14 May 1316 – 29 November 1378), "
                "born Wenceslaus, was King of Bohemia from 1346 and Holy Roman Emperor from "
                "1355 until his death. He was a member of the House of Luxembourg and the "
                "first King of Bohemia to become emperor. His Golden Bull of 1356 set out the "
                "rules for electing the King of the Romans for more than four centuries."
            ),
            S(
                "Prague: Prague is the capital and largest city of the Czech Republic and the "
                "historical capital of Bohemia, with about 1.3 million inhabitants. It lies on "
                "the Vltava river, which is crossed in the centre of the city by the "
                "14th-century Charles Bridge. Its historic centre has been a UNESCO World "
                "Heritage Site since 1992."
            ),
            D(
                "Charles Sturt University: Charles Sturt University is a public university in "
                "New South Wales, Australia, named after the British explorer Charles Sturt, "
                "who charted the Murray and Darling river systems. It was founded in 1989 and "
                "has campuses in Bathurst, Wagga Wagga, Albury-Wodonga, Orange and Port "
                "Macquarie, and it is one of the largest providers of distance education in "
                "Australia."
            ),
            D(
                "Brno: Brno is the second-largest city in the Czech Republic, with about "
                "400,000 inhabitants, and the historical capital of Moravia. It lies at the "
                "confluence of the Svitava and Svratka rivers. The city is home to Masaryk "
                "University, founded in 1919, and to the seat of the Constitutional Court, and "
                "it hosts the Czech Republic's motorcycle Grand Prix."
            ),
            S(
                "Charles University: Charles University, also known as the University of "
                "Prague, is a public research university in Prague, Czech Republic. Founded in "
                "1348 by Charles IV, King of Bohemia, it is the oldest university in Central "
                "Europe and one of the oldest universities in the world in continuous "
                "operation."
            ),
            D(
                "Jagiellonian University: The Jagiellonian University is a public research "
                "university in Kraków, Poland. Founded in 1364 by King Casimir III the Great, "
                "it is the oldest university in Poland and the second-oldest in Central "
                "Europe. Nicolaus Copernicus studied there from 1491, and it has about 40,000 "
                "students in 16 faculties."
            ),
            D(
                "Morava (river): The Morava is a river in Central Europe and the main river of "
                "Moravia, the region that takes its name from it. It rises on the mountain of "
                "Králický Sněžník near the border between the Czech Republic and Poland and is "
                "354 kilometres long. In its lower course it forms parts of the borders "
                "between the Czech Republic, Slovakia and Austria."
            ),
            D(
                "Czech Technical University in Prague: The Czech Technical University in "
                "Prague is one of the largest universities in the Czech Republic and one of "
                "the oldest institutes of technology in Central Europe. It traces its origins "
                "to an engineering school established in 1707 by Emperor Joseph I, and today "
                "it has eight faculties and about 17,000 students."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "capital of the country where postojna cave is",
        "Ljubljana",
        [
            S(
                "Postojna Cave: Postojna Cave is a karst cave system near Postojna, in "
                "southwestern Slovenia, about 24 kilometres long. It is the second-longest "
                "cave system in the country and one of its most visited tourist sites. The "
                "caves were formed by the Pivka River, and a cave railway for visitors was "
                "first laid in 1872."
            ),
            D(
                "Zagreb: Zagreb is the capital and largest city of Croatia, with about 770,000 "
                "inhabitants. It lies in the north-west of the country, along the Sava river "
                "and on the southern slopes of the Medvednica mountain. Zagreb is the "
                "cultural, scientific and economic centre of Croatia, and its medieval Upper "
                "Town grew from the two settlements of Gradec and Kaptol."
            ),
            D(
                "Škocjan Caves: The Škocjan Caves are a system of limestone caves in the Kras "
                "region of southwestern Slovenia, carved by the Reka River, which sinks "
                "underground and flows through one of the largest known underground canyons in "
                "the world. Because of their significance, the caves were entered on the "
                "UNESCO list of World Heritage Sites in 1986."
            ),
            D(
                "Olm: The olm (Proteus anguinus) is an aquatic salamander that lives in the "
                "flooded limestone caves of the Dinaric Alps. It is blind, with pale, pinkish "
                "skin, and can live for more than a hundred years, breathing through external "
                "gills. Because of its colour it is sometimes called the human fish, and it "
                "was the first cave animal to be described by scientists."
            ),
            D(
                "Mammoth Cave National Park: Mammoth Cave National Park is a national park in "
                "central Kentucky, United States, which protects part of Mammoth Cave, the "
                "longest known cave system in the world, with more than 680 kilometres of "
                "surveyed passageways. It was established in 1941 and became a UNESCO World "
                "Heritage Site in 1981."
            ),
            S(
                "Slovenia: Slovenia, officially the Republic of Slovenia, is a country in "
                "Central Europe bordered by Italy, Austria, Hungary and Croatia, with a short "
                "coastline on the Adriatic Sea. It has about 2.1 million inhabitants, and its "
                "capital and largest city is Ljubljana. Slovenia declared independence from "
                "Yugoslavia in 1991."
            ),
            D(
                "Bratislava: Bratislava is the capital and largest city of Slovakia, with "
                "about 475,000 inhabitants. It lies in the south-west of the country, on the "
                "borders with Austria and Hungary, which makes it the only national capital "
                "that borders two sovereign states. From 1536 to 1783 it was the capital of "
                "the Kingdom of Hungary, where many Hungarian kings were crowned."
            ),
            D(
                "Carniola: Carniola was a historical region in the north-west of the Balkan "
                "Peninsula, which for centuries formed a duchy of the Habsburg monarchy, from "
                "1364 until the end of Austria-Hungary in 1918. Its capital was Laibach, and "
                "it was divided into Upper, Lower and Inner Carniola. Its territory is now "
                "mostly part of a single modern state in Central Europe."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where Credit Suisse had its headquarters?",
        "Limmat",
        [
            D(
                "UBS: UBS Group AG is a Swiss multinational investment bank and financial "
                "services company, founded in 1862 and based in both Zurich and Basel. It is "
                "the largest bank in Switzerland and one of the largest managers of private "
                "wealth in the world. In June 2023 it completed the emergency takeover of its "
                "long-time domestic rival, arranged by the Swiss government."
            ),
            S(
                "Zurich: Zurich is the largest city in Switzerland and the capital of the "
                "canton of Zurich, with about 440,000 inhabitants. It lies at the "
                "north-western end of Lake Zurich, where the Limmat river flows out of the "
                "lake and through the old town. The city is a leading global centre for "
                "banking and finance."
            ),
            D(
                "Reuss (river): The Reuss is a river in Switzerland, 164 kilometres long, and "
                "one of the largest rivers in the country. It rises in the Gotthard massif, "
                "flows through Lake Lucerne and then through the city of Lucerne, where it is "
                "crossed by the wooden Chapel Bridge, before it joins the Aare near Brugg."
            ),
            D(
                "Credit Suisse First Boston: Credit Suisse First Boston (CSFB) was the "
                "investment banking arm of Credit Suisse, formed in 1988 when the Swiss bank "
                "took control of the American bank First Boston. It was based in New York City "
                "and was one of the leading underwriters of technology shares in the 1990s. "
                "The CSFB name was dropped in 2006 when the group rebranded."
            ),
            D(
                "Alfred Escher: Alfred Escher (20 February 1819 – 6 December 1882) was a Swiss "
                "politician, business leader and railway pioneer, one of the most influential "
                "figures in 19th-century Switzerland. He led the Swiss Northeastern Railway "
                "and the company that built the Gotthard Railway and its tunnel under the "
                "Alps, and he helped to found the Swiss Life insurance company."
            ),
            S(
                "Credit Suisse: Credit Suisse was a global investment bank and financial "
                "services firm founded in 1856 by Alfred Escher and headquartered in Zurich, "
                "Switzerland. It was one of the nine global systemically important banks, and "
                "in June 2023, after a collapse in confidence, it was taken over by its rival "
                "UBS."
            ),
            D(
                "Aare: The Aare is the longest river that both rises and ends entirely within "
                "Switzerland, at about 295 kilometres long. It rises in the glaciers of the "
                "Bernese Alps, flows through Lake Brienz and Lake Thun, and loops around the "
                "old town of Bern before it flows north to meet a larger river at Koblenz, on "
                "the border with Germany."
            ),
            D(
                "Swiss Re: Swiss Re AG is a reinsurance company and one of the largest "
                "reinsurers in the world, founded in 1863 and headquartered in Zurich, "
                "Switzerland. It operates through more than 80 offices worldwide. Its London "
                "building at 30 St Mary Axe, known as the Gherkin and designed by Norman "
                "Foster, was completed in 2003 and sold in 2007."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, the University of Padua or the University of Salamanca?",
        "University of Salamanca",
        [
            D(
                "Pontifical University of Salamanca: The Pontifical University of Salamanca is "
                "a private Catholic university in Salamanca, Spain. It was established in 1940 "
                "by Pope Pius XII, who restored the faculties of theology and canon law that "
                "had been removed from the older public university of the city in the 19th "
                "century. It also has a campus in Madrid."
            ),
            D(
                "Orto Botanico di Padova: The Orto Botanico di Padova is a botanical garden "
                "run by the University of Padua. Founded in 1545, it is the oldest academic "
                "botanical garden in the world that is still in its original location, and it "
                "holds about 6,000 plant species. It was inscribed as a UNESCO World Heritage "
                "Site in 1997, and a new glasshouse was opened in 2014."
            ),
            S(
                "University of Padua: The University of Padua is an Italian public research "
                "university in Padua, in the Veneto region. It was founded in 1222 by a group "
                "of students and teachers who had left the University of Bologna, and it is "
                "the second-oldest university in Italy. Galileo Galilei taught mathematics "
                "there from 1592 to 1610, and in 1678 Elena Cornaro Piscopia graduated there "
                "as the first woman to receive a doctorate."
            ),
            D(
                "Salamanca, Guanajuato: Salamanca is a city and municipality in the Mexican "
                "state of Guanajuato, in the Bajío region of central Mexico. It was founded in "
                "1603 and named after the Spanish city of Salamanca. The city has about "
                "160,000 inhabitants and is known for its large oil refinery, one of the "
                "biggest in the country, and for the Augustinian convent of San Agustín."
            ),
            D(
                "University of Coimbra: The University of Coimbra is a public research "
                "university in Coimbra, Portugal. It was established in Lisbon in 1290 by King "
                "Denis and moved permanently to Coimbra in 1537, which makes it one of the "
                "oldest universities in continuous operation in the world and the oldest in "
                "Portugal. Its buildings were listed as a UNESCO World Heritage Site in 2013."
            ),
            D(
                "University of Bologna: The University of Bologna is a public research "
                "university in Bologna, Italy. Founded in 1088 by an organised guild of "
                "students, it is the oldest university in continuous operation in the world, "
                "and the first place of study to use the word universitas for a corporation of "
                "students and masters. It has campuses in Cesena, Forlì, Ravenna and Rimini."
            ),
            D(
                "Padua: Padua is a city and comune in the Veneto region of northern Italy, "
                "about 40 kilometres west of Venice, with about 210,000 inhabitants. It stands "
                "on the Bacchiglione river and is the economic centre of its province. The "
                "city is known for the Scrovegni Chapel, decorated with frescoes by Giotto, "
                "and for the Basilica of Saint Anthony."
            ),
            S(
                "University of Salamanca: The University of Salamanca is a public university "
                "in Salamanca, in western Spain. It was founded in 1218 by King Alfonso IX of "
                "León, which makes it the oldest university in Spain and one of the oldest "
                "universities in continuous operation in the world. Its Plateresque façade is "
                "a landmark of the city."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, Mont Blanc or Mount Elbrus?",
        "Mount Elbrus",
        [
            D(
                "Mont Blanc massif: The Mont Blanc massif is a mountain range in the Alps, "
                "spread over parts of France, Italy and Switzerland, and named after its "
                "highest summit. It contains eleven major independent peaks above 4,000 metres "
                "and some of the largest glaciers in the western Alps, such as the Mer de "
                "Glace. The town of Chamonix lies at its foot on the French side."
            ),
            S(
                "Mount Elbrus: Mount Elbrus is a dormant volcano in the Caucasus Mountains in "
                "southern Russia, near the border with Georgia. With a summit elevation of "
                "5,642 metres above sea level, it is the highest mountain in Russia and in "
                "Europe, and one of the Seven Summits. Its lower eastern summit was first "
                "climbed in 1829."
            ),
            D(
                "Matterhorn: The Matterhorn is a mountain of the Alps on the border between "
                "Switzerland and Italy, rising 4,478 metres above sea level. Its almost "
                "symmetrical pyramid shape has made it one of the best-known mountains in the "
                "world. It was first climbed on 14 July 1865 by a party led by Edward Whymper, "
                "four of whom died on the descent."
            ),
            D(
                "Mont Blanc Tunnel: The Mont Blanc Tunnel is a road tunnel in Europe, under "
                "the Mont Blanc mountain in the Alps, linking Chamonix in France with "
                "Courmayeur in Italy. It is 11.6 kilometres long and was opened in 1965. In "
                "March 1999 a fire started by a lorry killed 39 people, and the tunnel stayed "
                "closed for three years while safety systems were rebuilt."
            ),
            D(
                "Dykh-Tau: Dykh-Tau is a mountain in the northern part of the Greater Caucasus "
                "range, in the Kabardino-Balkarian Republic of Russia, not far from the border "
                "with Georgia. Rising 5,205 metres above sea level, it is the second-highest "
                "peak of the Caucasus. It was first climbed in 1888 by the British "
                "mountaineers Albert F. Mummery and Heinrich Zurfluh."
            ),
            D(
                "Mount Kazbek: Mount Kazbek is a dormant stratovolcano and one of the major "
                "mountains of the Caucasus, on the border between Georgia and the Russian "
                "republic of North Ossetia–Alania. It rises 5,054 metres above sea level and "
                "is the third-highest mountain in Georgia. The Gergeti Trinity Church stands "
                "at about 2,170 metres on its lower slopes."
            ),
            S(
                "Mont Blanc: Mont Blanc is the highest mountain in the Alps and in Western "
                "Europe, on the border between France and Italy. Its summit rises about 4,806 "
                "metres above sea level, a height that varies slightly with the thickness of "
                "its ice cap. It was first climbed on 8 August 1786 by Jacques Balmat and "
                "Michel-Gabriel Paccard."
            ),
            D(
                "Montblanc (company): Montblanc International GmbH is a German manufacturer of "
                "luxury writing instruments, watches, jewellery and leather goods, founded in "
                "Hamburg in 1906. It took its name from the highest mountain in the Alps, and "
                "its white star logo represents the snow-covered peak. Its best-known product "
                "is the Meisterstück fountain pen, first made in 1924."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Michael Faraday or Charles Darwin?",
        "Michael Faraday",
        [
            D(
                "Humphry Davy: Sir Humphry Davy, 1st Baronet (17 December 1778 – 29 May 1829) "
                "was a British chemist and inventor, born in Penzance, Cornwall. He isolated "
                "potassium, sodium and several other elements by electrolysis and invented the "
                "Davy lamp for coal miners. Michael Faraday worked as his laboratory assistant "
                "at the Royal Institution from 1813."
            ),
            D(
                "Erasmus Darwin: Erasmus Darwin (12 December 1731 – 18 April 1802) was an "
                "English physician, natural philosopher, inventor and poet. He was a founding "
                "member of the Lunar Society of Birmingham, and in his book Zoonomia he put "
                "forward early ideas about evolution. He was the grandfather of both Charles "
                "Darwin and the statistician Francis Galton."
            ),
            S(
                "Charles Darwin: Charles Robert Darwin (12 February 1809 – 19 April 1882) was "
                "an English naturalist, geologist and biologist, best known for his work on "
                "evolution. Born in Shrewsbury, he sailed on the five-year voyage of HMS "
                "Beagle and in 1859 published On the Origin of Species, setting out his theory "
                "of natural selection."
            ),
            D(
                "Faraday cage: A Faraday cage or Faraday shield is an enclosure used to block "
                "some electromagnetic fields. It can be made of a continuous covering of "
                "conductive material or of a mesh of such material. Faraday cages are named "
                "after the scientist Michael Faraday, who built one in 1836 and showed that "
                "the charge on a conductor lies only on its outer surface."
            ),
            D(
                "Alfred Russel Wallace: Alfred Russel Wallace (8 January 1823 – 7 November "
                "1913) was a British naturalist, explorer and biologist, born in Usk, "
                "Monmouthshire. He independently conceived the theory of evolution through "
                "natural selection, and his 1858 paper on the subject was published together "
                "with some of Darwin's writings. He also founded the study of biogeography."
            ),
            S(
                "Michael Faraday: Michael Faraday (22 September 1791 – 25 August 1867) was an "
                "English chemist and physicist who contributed to the study of "
                "electromagnetism and electrochemistry. Born into a poor family in Newington "
                "Butts, Surrey, he had little formal education, and in 1831 he discovered "
                "electromagnetic induction."
            ),
            D(
                "Darwin, Northern Territory: Darwin is the capital city of the Northern "
                "Territory of Australia, on the Timor Sea, with about 150,000 inhabitants. It "
                "is the largest city in the sparsely populated territory and the smallest of "
                "the Australian capital cities. The harbour was named in 1839 by John Clements "
                "Wickham after the naturalist Charles Darwin, who had sailed with him on HMS "
                "Beagle."
            ),
            D(
                "Francis Galton: Sir Francis Galton (16 February 1822 – 17 January 1911) was "
                "an English polymath and statistician, a half-cousin of Charles Darwin. He "
                "introduced the statistical concepts of correlation and regression toward the "
                "mean, made the first weather map, and promoted the classification of "
                "fingerprints. He also founded the discredited movement of eugenics."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "were nokia and ericsson both founded in the 19th century",
        "yes",
        [
            D(
                "Sony Ericsson: Sony Ericsson Mobile Communications AB was a multinational "
                "joint venture set up in 2001 by the Japanese electronics company Sony and the "
                "Swedish telecommunications company Ericsson to make mobile phones. It became "
                "known for its Cyber-shot camera phones and Walkman music phones. In 2012 Sony "
                "bought Ericsson's share and renamed it Sony Mobile."
            ),
            S(
                "Ericsson: Telefonaktiebolaget LM Ericsson is a Swedish multinational "
                "networking and telecommunications company headquartered in Stockholm. It was "
                "founded in 1876 by Lars Magnus Ericsson as a telegraph repair workshop, and "
                "it is now one of the leading suppliers of equipment for mobile networks "
                "worldwide."
            ),
            D(
                "Nokia, Finland: Nokia is a town and municipality in the Pirkanmaa region of "
                "Finland, about 15 kilometres west of the city of Tampere, with about 35,000 "
                "inhabitants. It lies on the Nokianvirta river. The telecommunications company "
                "of the same name took its name from the town, where paper and rubber "
                "factories were long the largest employers."
            ),
            D(
                "Lars Magnus Ericsson: Lars Magnus Ericsson (5 May 1846 – 17 December 1926) "
                "was a Swedish inventor and businessman. The son of a farmer in Värmland, he "
                "trained as an instrument maker in Germany and Switzerland, and he designed "
                "telephones and switchboards that were sold across Europe. He retired from "
                "business in 1900 and spent his last years on a farm."
            ),
            D(
                "Microsoft Mobile: Microsoft Mobile Oy was a Finnish subsidiary of Microsoft "
                "that made and sold mobile phones. It was formed in April 2014 when Microsoft "
                "bought the Devices and Services division of Nokia, and it made the Lumia "
                "smartphones running Windows Phone. Most of its operations were shut down in "
                "2016, and its feature phone business was sold to HMD Global and Foxconn."
            ),
            D(
                "Alcatel-Lucent: Alcatel-Lucent S.A. was a French global telecommunications "
                "equipment company, headquartered in Boulogne-Billancourt. It was formed in "
                "2006 by the merger of the French company Alcatel and the American company "
                "Lucent Technologies, the former equipment arm of AT&T. It was acquired by "
                "Nokia in 2016, which took over its research laboratories."
            ),
            D(
                "Motorola: Motorola, Inc. was an American multinational telecommunications "
                "company based in Schaumburg, Illinois. It was founded on 25 September 1928 by "
                "the brothers Paul and Joseph Galvin as the Galvin Manufacturing Corporation "
                "in Chicago, and it made the first commercial hand-held mobile phone, the "
                "DynaTAC 8000X, in 1983. It was split into two companies in 2011."
            ),
            S(
                "Nokia: Nokia Corporation is a Finnish multinational telecommunications and "
                "information technology company headquartered in Espoo. It was founded on 12 "
                "May 1865 by Fredrik Idestam as a pulp mill in Tampere, and it was later named "
                "after the town of Nokia, where a second mill was built. It was the world's "
                "largest maker of mobile phones from 1998 to 2012."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which river is longer, the Loire or the Seine?",
        "the Loire",
        [
            D(
                "Loire (department): Loire is a department in the Auvergne-Rhône-Alpes region "
                "of east-central France, named after the river that crosses it from south to "
                "north. Its prefecture is Saint-Étienne and its subprefectures are Montbrison "
                "and Roanne. The department had about 765,000 inhabitants in 2019, and it was "
                "historically a centre of coal mining and arms making."
            ),
            D(
                "Garonne: The Garonne is a river in south-western France and northern Spain, "
                "529 kilometres long. It rises in the Val d'Aran in the central Pyrenees, "
                "flows north through Toulouse and Bordeaux, and joins the Dordogne at the Bec "
                "d'Ambès to form the Gironde estuary, which opens onto the Bay of Biscay. It "
                "is known for its tidal bore, the mascaret."
            ),
            S(
                "Seine: The Seine is a river in northern France, 777 kilometres long. It rises "
                "at Source-Seine on the Langres plateau in Burgundy, flows north-west through "
                "Troyes, Paris and Rouen, and empties into the English Channel at Le Havre. It "
                "is an important commercial waterway, navigable by ocean-going vessels as far "
                "as Rouen."
            ),
            D(
                "Seine-Saint-Denis: Seine-Saint-Denis is a department in the Île-de-France "
                "region, bordering Paris to the north-east. Its prefecture is Bobigny, and it "
                "had about 1.6 million inhabitants in 2019, making it one of the most densely "
                "populated departments of France. It is home to the Stade de France in "
                "Saint-Denis and to part of Charles de Gaulle Airport."
            ),
            D(
                "Rhône: The Rhône is a major river of Switzerland and France, 813 kilometres "
                "long. It rises at the Rhône Glacier in the Swiss canton of Valais, flows "
                "through a large lake and then south through Lyon, where it is joined by the "
                "Saône, and it reaches the Mediterranean Sea in a delta that forms the "
                "Camargue wetlands. It is used heavily for hydroelectric power."
            ),
            S(
                "Loire: The Loire is a river in France, 1,006 kilometres long, that drains "
                "about a fifth of the country. It rises at Mont Gerbier de Jonc in the Massif "
                "Central, flows north and then west through Orléans, Tours and Nantes, and "
                "reaches the Atlantic Ocean at Saint-Nazaire. Part of its valley is a UNESCO "
                "World Heritage Site."
            ),
            D(
                "Marne (river): The Marne is a river in France, an eastern tributary of the "
                "Seine in the area east and south-east of Paris, 514 kilometres long. It rises "
                "on the Langres plateau and flows through Chaumont, Châlons-en-Champagne and "
                "Épernay before joining the Seine at Charenton-le-Pont. Two major battles of "
                "the First World War were fought on its banks."
            ),
            D(
                "Château de Chambord: The Château de Chambord in Chambord, Loir-et-Cher, is "
                "one of the best-known châteaux in the Loire Valley and the largest of them. "
                "It was built between 1519 and 1547 for King Francis I of France, and it has a "
                "famous double-helix staircase that some attribute to Leonardo da Vinci. The "
                "château is surrounded by a walled forest park of about 5,400 hectares."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the architect of the Sagrada Família die?",
        "10 June 1926",
        [
            D(
                "Jordi Faulí: Jordi Faulí i Oller (born 1959) is a Catalan architect who has "
                "been the chief architect of the Sagrada Família since 2012, when he succeeded "
                "Jordi Bonet i Armengol. He joined the team working on the basilica in 1990, "
                "and under his direction the central towers dedicated to the Evangelists and "
                "to the Virgin Mary were built."
            ),
            S(
                "Sagrada Família: The Basílica de la Sagrada Família is a large unfinished "
                "Catholic minor basilica in the Eixample district of Barcelona, Catalonia, "
                "Spain. It was designed by the architect Antoni Gaudí, who worked on it from "
                "1883 until his death. It was consecrated by Pope Benedict XVI in 2010."
            ),
            D(
                "Josep Maria Subirachs: Josep Maria Subirachs i Sitjar (11 March 1927 – 7 "
                "April 2014) was a Catalan sculptor and painter. From 1987 until 2006 he made "
                "the sculptures of the Passion façade of the Sagrada Família, whose angular, "
                "stark figures differ strongly from the older Nativity façade. His work there "
                "was controversial at first but is now widely admired."
            ),
            D(
                "Lluís Domènech i Montaner: Lluís Domènech i Montaner (21 December 1849 – 27 "
                "December 1923) was a Spanish architect and politician and one of the leading "
                "figures of Catalan Modernisme. His best-known works, the Palau de la Música "
                "Catalana and the Hospital de Sant Pau, were inscribed together as a UNESCO "
                "World Heritage Site in 1997."
            ),
            D(
                "Casa Batlló: Casa Batlló is a building in the centre of Barcelona, on the "
                "Passeig de Gràcia, remodelled between 1904 and 1906 for the textile "
                "industrialist Josep Batlló. Its façade of coloured glass and broken ceramic "
                "tiles and its roof, shaped like the back of a dragon, make it one of the "
                "landmarks of Catalan Modernisme. It is now a museum open to visitors."
            ),
            D(
                "Sagrada Família (Barcelona Metro): Sagrada Família is a station on lines 2 "
                "and 5 of the Barcelona Metro, in the Eixample district, next to the basilica "
                "of the same name. The line 5 station opened in 1970 and the line 2 station in "
                "1995. It is one of the busiest stations in the network because of the large "
                "number of tourists visiting the basilica."
            ),
            S(
                "Antoni Gaudí: Antoni Gaudí i Cornet (25 June 1852 – 10 June 1926) was a "
                "Spanish architect from Catalonia, known as the greatest exponent of Catalan "
                "Modernisme. His works have a highly individual style, and seven of them have "
                "been declared UNESCO World Heritage Sites. He died three days after being hit "
                "by a tram."
            ),
            D(
                "Temple of the Sacred Heart of Jesus: The Temple Expiatori del Sagrat Cor is a "
                "Roman Catholic church and minor basilica on the summit of Mount Tibidabo in "
                "Barcelona. It was designed by the architect Enric Sagnier and built between "
                "1902 and 1961, and it is topped by a large bronze statue of the Sacred Heart "
                "of Jesus, visible from much of the city."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of siemens born",
        "Lenthe",
        [
            D(
                "Johann Georg Halske: Johann Georg Halske (30 July 1814 – 18 March 1890) was a "
                "German precision mechanic and entrepreneur, born in Hamburg. In 1847 he and "
                "an army officer he had met in Berlin set up a small workshop to build pointer "
                "telegraphs, which grew into one of the leading electrical firms in Europe. He "
                "left the business in 1867."
            ),
            D(
                "Siemens (unit): The siemens (symbol S) is the unit of electric conductance, "
                "electric susceptance and electric admittance in the International System of "
                "Units (SI). It is the reciprocal of the ohm, and it is named after the German "
                "inventor and industrialist Werner von Siemens. The name was adopted by the "
                "General Conference on Weights and Measures in 1971."
            ),
            S(
                "Siemens: Siemens AG is a German multinational technology conglomerate and the "
                "largest industrial manufacturing company in Europe. It was founded in Berlin "
                "on 12 October 1847 by Werner von Siemens and Johann Georg Halske as the "
                "Telegraphen-Bauanstalt von Siemens & Halske. Today it works mainly in "
                "industrial automation, buildings, rail transport and healthcare."
            ),
            D(
                "Robert Bosch: Robert Bosch (23 September 1861 – 12 March 1942) was a German "
                "industrialist, engineer and inventor, and the founder of Robert Bosch GmbH. "
                "He was born in Albeck, in the Kingdom of Württemberg, the eleventh of twelve "
                "children. In 1886 he opened a workshop for precision mechanics and electrical "
                "engineering in Stuttgart, where he developed magneto ignition."
            ),
            D(
                "Emil Rathenau: Emil Moritz Rathenau (11 December 1838 – 20 June 1915) was a "
                "German entrepreneur and industrialist, born in Berlin. He was the founder of "
                "the Allgemeine Elektricitäts-Gesellschaft (AEG), which he set up in 1883 "
                "after buying the German rights to Thomas Edison's patents, and it became one "
                "of the largest electrical companies in the world."
            ),
            S(
                "Werner von Siemens: Ernst Werner Siemens, from 1888 von Siemens (13 December "
                "1816 – 6 December 1892), was a German electrical engineer and industrialist. "
                "He was born in Lenthe, near Hanover, one of fourteen children of a tenant "
                "farmer. He developed a pointer telegraph and the dynamo-electric generator."
            ),
            D(
                "Siemens-Schuckert: Siemens-Schuckertwerke was a German electrical engineering "
                "company formed in 1903, when Siemens & Halske merged its power engineering "
                "business with Elektrizitäts-AG vormals Schuckert & Co. of Nuremberg, founded "
                "by Sigmund Schuckert. It made generators, motors and power station equipment "
                "and was fully merged into Siemens AG in 1966."
            ),
            D(
                "Siemens Energy: Siemens Energy AG is a German energy technology company that "
                "was spun off from Siemens and listed on the Frankfurt Stock Exchange in "
                "September 2020. It makes gas and steam turbines, generators and equipment for "
                "power transmission, and it owns the wind turbine maker Siemens Gamesa. It has "
                "about 100,000 employees in more than 90 countries."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of Samsung born?",
        "12 February 1910",
        [
            D(
                "Lee Kun-hee: Lee Kun-hee (9 January 1942 – 25 October 2020) was a South "
                "Korean business magnate who was chairman of the Samsung Group from 1987 to "
                "2008 and again from 2010 until his death. Under his leadership Samsung "
                "Electronics became the largest maker of memory chips and of mobile phones in "
                "the world. At his death he was the richest person in South Korea."
            ),
            S(
                "Lee Byung-chul: Lee Byung-chul (12 February 1910 – 19 November 1987) was a "
                "South Korean businessman. Born in Uiryeong County, South Gyeongsang Province, "
                "he studied at Waseda University in Japan but left without a degree. He was "
                "succeeded as chairman of his company by his third son, Lee Kun-hee. In 1965 "
                "he also founded the daily newspaper JoongAng Ilbo, and at his death he was "
                "one of the richest men in South Korea."
            ),
            D(
                "Chung Ju-yung: Chung Ju-yung (25 November 1915 – 21 March 2001) was a South "
                "Korean entrepreneur and the founder of the Hyundai Group, one of the largest "
                "conglomerates in the country. Born into a poor farming family in Tongchon, "
                "Gangwon Province, now in North Korea, he started a car repair business in "
                "Seoul in 1940 and later moved into construction and shipbuilding."
            ),
            D(
                "Samsung Electronics: Samsung Electronics Co., Ltd. is a South Korean "
                "multinational electronics company headquartered in Suwon, Gyeonggi Province. "
                "It was founded on 13 January 1969 as an affiliate of the Samsung Group and "
                "has been the largest maker of smartphones in the world for much of the 2010s. "
                "It is also one of the largest makers of memory chips and televisions."
            ),
            D(
                "Koo In-hwoi: Koo In-hwoi (27 August 1907 – 31 December 1969) was a South "
                "Korean businessman and the founder of the LG Corporation. In 1947 he set up "
                "the Lak-Hui Chemical Industrial Corporation, which made cosmetic creams and "
                "later plastics, and in 1958 he founded GoldStar, the maker of the first radio "
                "produced in South Korea. The two firms became Lucky-Goldstar."
            ),
            D(
                "Lee Jae-yong: Lee Jae-yong (born 23 June 1968), also known as Jay Y. Lee, is "
                "a South Korean business executive who has been executive chairman of Samsung "
                "Electronics since October 2022. He is the only son of Lee Kun-hee. He studied "
                "East Asian history at Seoul National University and business at Keio "
                "University and Harvard University."
            ),
            S(
                "Samsung: Samsung Group is a South Korean multinational conglomerate "
                "headquartered in Samsung Town, Seoul. It was founded by Lee Byung-chul on 1 "
                "March 1938 as a trading company in Daegu, dealing in dried fish, groceries "
                "and noodles. Its best-known affiliate is Samsung Electronics."
            ),
            D(
                "Samsung Heavy Industries: Samsung Heavy Industries Co., Ltd. is one of the "
                "largest shipbuilders in the world and a subsidiary of the Samsung Group. It "
                "was founded in 1974, and its main shipyard is on Geoje Island in South "
                "Gyeongsang Province. It builds container ships, liquefied natural gas "
                "carriers, drillships and floating production platforms for the oil and gas "
                "industry."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the founder of IKEA die?",
        "27 January 2018",
        [
            D(
                "Älmhult: Älmhult is a locality and the seat of Älmhult Municipality in "
                "Kronoberg County, in the province of Småland, with about 10,000 inhabitants. "
                "It is known as the place where the first IKEA store was opened in 1958, and "
                "it is still home to several of the company's offices, to the IKEA Museum and "
                "to the IKEA Hotell."
            ),
            D(
                "Gillis Lundgren: Gillis Lundgren (4 June 1929 – 25 February 2016) was a "
                "Swedish furniture designer and the fourth employee of IKEA. He is credited "
                "with the idea of selling furniture flat-packed, after taking the legs off a "
                "table to fit it in a car in 1956, and he designed the Billy bookcase in 1979, "
                "along with hundreds of other products for the company."
            ),
            S(
                "Ingvar Kamprad: Feodor Ingvar Kamprad (30 March 1926 – 27 January 2018) was a "
                "Swedish business magnate. Born in Småland, he lived in Switzerland from 1976 "
                "to 2014 for tax reasons before returning to Sweden, and he died at his home "
                "in Småland at the age of 91. Despite his great wealth he was known for a "
                "frugal way of life, driving an old Volvo and flying economy class."
            ),
            D(
                "Ingka Group: Ingka Group is a Dutch holding company based in Leiden, "
                "Netherlands, that owns and runs most IKEA stores, as well as shopping centres "
                "and investments in renewable energy. It is controlled by the Stichting Ingka "
                "Foundation and operates as a franchisee of Inter IKEA Systems, which owns the "
                "IKEA concept and brand. It has about 170,000 employees."
            ),
            D(
                "Jysk: Jysk is a Danish retail chain that sells household goods such as "
                "mattresses, furniture and interior décor, with more than 3,000 stores in 48 "
                "countries. It was founded in 1979 by Lars Larsen, who opened the first store "
                "in Aarhus, and it is now owned by the Lars Larsen Group. Larsen died on 19 "
                "August 2019, shortly after his retirement."
            ),
            D(
                "Billy (bookcase): Billy is a bookcase sold by the Swedish furniture company "
                "IKEA. It was designed in 1979 by Gillis Lundgren and has been one of the "
                "company's best-selling products ever since, with more than 100 million units "
                "sold. Because it is sold at similar prices in many countries, it has been "
                "used as an informal index of purchasing power."
            ),
            S(
                "IKEA: IKEA is a multinational conglomerate founded in Sweden that designs and "
                "sells ready-to-assemble furniture, kitchen appliances and home accessories. "
                "It was founded in 1943 by the 17-year-old Ingvar Kamprad, and its name is an "
                "acronym of his initials and of Elmtaryd and Agunnaryd, the farm and village "
                "where he grew up."
            ),
            D(
                "Inter IKEA Systems: Inter IKEA Systems B.V. is a Dutch company based in Delft "
                "that owns the IKEA concept and trademark and grants franchise rights to the "
                "companies that run IKEA stores around the world. It is part of Inter IKEA "
                "Group, which also develops the range of IKEA products and supplies them to "
                "franchisees. It has about 20,000 employees."
            ),
        ],
        drop=0,
    ),
]
