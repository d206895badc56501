"""Development multi-hop questions, batch 28.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history, science, history, politics, companies and
technology, written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part
of tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev26.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v43.

Measured lengths: mean support 315 characters, mean distractor 309 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "largest city of the country whose capital is abuja",
        "Lagos",
        [
            D(
                "Accra: Accra is the capital and largest city of Ghana, stretching along the Gulf "
                "of Guinea coast. It became the capital of the British Gold Coast colony in 1877 "
                "and stayed the capital when Ghana won independence on 6 March 1957 under Kwame "
                "Nkrumah, and its Makola Market is among the busiest in West Africa."
            ),
            D(
                "Yamoussoukro: Yamoussoukro is the official capital of Ivory Coast, chosen in 1983 "
                "because it was the home village of the first president, F\u00e9lix "
                "Houphou\u00ebt-Boigny. The government works largely from Abidjan, the biggest "
                "city, and the town is known for the Basilica of Our Lady of Peace, one of the "
                "largest churches in the world."
            ),
            S(
                "Abuja: Abuja is the capital of Nigeria, a planned city built in the centre of the "
                "country during the 1980s and made the seat of government on 12 December 1991. It "
                "lies at the foot of the granite monolith Aso Rock, where the presidential villa "
                "and the National Assembly stand, and the wider city has several million people."
            ),
            D(
                "Niamey: Niamey is the capital and largest city of Niger, spread along the banks "
                "of the Niger River in the far west of the country. A small village until the "
                "French made it the colonial capital in 1926, it grew quickly after independence "
                "in 1960, and it is now home to well over a million people."
            ),
            D(
                "Kano: Kano is a city in northern Nigeria and the capital of Kano State, an "
                "ancient trading centre at the southern end of the caravan routes across the "
                "Sahara. Its old city is ringed by the remains of earthen walls, and the indigo "
                "dye pits of Kofar Mata are said to have been worked for more than five centuries."
            ),
            D(
                "Ibadan: Ibadan is the capital of Oyo State in southwestern Nigeria, a city of "
                "rolling hills and rusty tin roofs that grew from a Yoruba war camp founded around "
                "1829. It is home to the University of Ibadan, set up in 1948 as the first "
                "university college in the country, and it was long a centre of the cocoa trade."
            ),
            S(
                "Nigeria: Nigeria is a country in West Africa on the Gulf of Guinea and, with more "
                "than 200 million people, the most populous nation in Africa. It won independence "
                "from Britain on 1 October 1960, and its largest city and commercial centre is "
                "Lagos, a sprawling port built around a lagoon on the Atlantic coast."
            ),
            D(
                "Porto-Novo: Porto-Novo is the official capital of Benin, lying on a coastal "
                "lagoon close to the border with Nigeria. Named by Portuguese traders, it is "
                "smaller than Cotonou, the seat of government and main port, but it houses the "
                "National Assembly, a royal palace of the old kingdom and an ethnographic museum."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Beaufort scale is named after a naval officer born in which Irish town?",
        "Navan",
        [
            D(
                "Saffir\u2013Simpson scale: The Saffir\u2013Simpson hurricane wind scale sorts "
                "Atlantic and eastern Pacific hurricanes into five categories by their highest "
                "sustained winds. It was worked out in the early 1970s by the engineer Herbert "
                "Saffir and the meteorologist Robert Simpson, then director of the National "
                "Hurricane Center in Miami."
            ),
            D(
                "Beaufort Sea: The Beaufort Sea is a marginal sea of the Arctic Ocean lying north "
                "of Alaska and of Canada's Northwest Territories and Yukon. The Mackenzie River "
                "empties into it, its surface is frozen for most of the year, and oil and gas "
                "fields have been explored beneath its broad and shallow continental shelf."
            ),
            D(
                "Robert FitzRoy: Robert FitzRoy (1805 \u2013 1865) was an English officer of the "
                "Royal Navy who commanded HMS Beagle during Charles Darwin's voyage around the "
                "world. He later became the first head of the office that grew into the Met "
                "Office, and in 1861 he began issuing the first public weather forecasts."
            ),
            S(
                "Beaufort scale: The Beaufort scale is an empirical measure that relates wind "
                "speed to the conditions seen at sea or on land, running from 0 for calm to 12 for "
                "hurricane force. It takes its name from Francis Beaufort, a hydrographer of the "
                "Royal Navy who drew up an early version of it in 1805 while commanding a ship."
            ),
            S(
                "Francis Beaufort: Sir Francis Beaufort (1774 \u2013 1857) was an Irish-born "
                "officer of the Royal Navy, born in Navan, County Meath. He served as Hydrographer "
                "of the Navy from 1829 to 1855, sending out surveys that charted coasts around the "
                "world, and he helped to plan the voyage of HMS Beagle that carried Charles "
                "Darwin."
            ),
            D(
                "Fujita scale: The Fujita scale rates the intensity of tornadoes by the damage "
                "they do to buildings and trees, from F0 to F5. It was introduced in 1971 by "
                "Tetsuya Theodore Fujita, a Japanese-born meteorologist at the University of "
                "Chicago, and in the United States it was replaced by the Enhanced Fujita scale in "
                "2007."
            ),
            D(
                "Beaufort, South Carolina: Beaufort is a small city on Port Royal Island in the "
                "Lowcountry of South Carolina, founded in 1711 and named after Henry Somerset, "
                "Duke of Beaufort. Its historic district of antebellum houses has appeared in many "
                "films, and the Marine Corps recruit depot at Parris Island lies close by."
            ),
            D(
                "Anemometer: An anemometer is an instrument that measures the speed of the wind. "
                "The familiar cup anemometer, with three or four hollow cups spinning on an "
                "upright shaft, was invented in 1846 by the Irish astronomer Thomas Romney "
                "Robinson at the Armagh Observatory, and sonic models now time pulses of sound."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that makes nivea",
        "Paul Carl Beiersdorf",
        [
            S(
                "Beiersdorf: Beiersdorf AG is a German maker of personal care products based in "
                "Hamburg. It was founded in 1882 by the pharmacist Paul Carl Beiersdorf, who "
                "patented a medicated plaster that year; in 1890 he sold the firm to Oscar "
                "Troplowitz, and its brands now include Nivea, Eucerin, La Prairie and Hansaplast."
            ),
            D(
                "Pond's: Pond's is an American brand of beauty and skin care products that began "
                "in 1846, when the chemist Theron T. Pond of Utica, New York, sold a healing "
                "extract of witch hazel. Its cold cream became a household name early in the 20th "
                "century, and the brand has been owned by Unilever since 1987."
            ),
            D(
                "Oscar Troplowitz: Oscar Troplowitz (1863 \u2013 1918) was a German pharmacist and "
                "businessman from Gleiwitz in Silesia. In 1890 he bought a small laboratory in "
                "Hamburg and built it into a large maker of plasters and creams; a keen collector "
                "of modern art, he also sat in the city's parliament for many years."
            ),
            D(
                "Henkel: Henkel is a German chemical and consumer goods company based in "
                "D\u00fcsseldorf, founded in Aachen in 1876 by the merchant Fritz Henkel. It began "
                "with a washing powder made from water glass, and today it sells Persil detergent, "
                "Schwarzkopf hair products and Loctite glues, while the Henkel family still "
                "controls it."
            ),
            D(
                "Eucerin: Eucerin is a brand of medical skin care creams and lotions first sold in "
                "1900, named after Eucerit, an ointment base that the chemist Isaac Lifsch\u00fctz "
                "had developed as an emulsifier able to bind water and oil together. The brand is "
                "aimed at dry and sensitive skin and is sold mainly through pharmacies."
            ),
            D(
                "Labello: Labello is a brand of lip care stick introduced in Germany in 1909, when "
                "it was one of the first lip balms to be sold in a push-up tube. Its name is "
                "formed from the Latin labellum, little lip, and in several European countries the "
                "word has come to be used for any kind of lip balm."
            ),
            S(
                "Nivea: Nivea is a brand of skin and body care products sold in about 200 "
                "countries, best known for a cream in a flat blue tin with white lettering. The "
                "cream was launched in 1911 by the Hamburg company Beiersdorf, whose chemists used "
                "the new emulsifier Eucerit, and its name comes from the Latin niveus, snow-white."
            ),
            D(
                "L'Or\u00e9al: L'Or\u00e9al is a French cosmetics company based in Clichy near "
                "Paris, founded in 1909 by the chemist Eug\u00e8ne Schueller, whose first product "
                "was a safe synthetic hair dye. It has grown into the largest beauty company in "
                "the world and owns brands such as Garnier, Maybelline and Lanc\u00f4me."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that developed VisiCalc?",
        "Dan Bricklin and Bob Frankston",
        [
            D(
                "Lotus 1-2-3: Lotus 1-2-3 is a spreadsheet program released in January 1983 for "
                "the IBM PC by Lotus Development Corporation, founded the year before by Mitch "
                "Kapor and Jonathan Sachs. Faster than its rivals and combining charts with a "
                "simple database, it became the best-selling program of the early PC era."
            ),
            D(
                "Apple II: The Apple II is an 8-bit home computer released in June 1977 by Apple "
                "Computer and designed mainly by Steve Wozniak. With colour graphics, expansion "
                "slots and, from 1978, an affordable floppy disk drive, it was sold in several "
                "models until 1993 and became a common machine in schools and small offices."
            ),
            D(
                "VisiCorp: VisiCorp, founded as Personal Software in 1976 by Dan Fylstra and Peter "
                "Jennings, was an American publisher of programs for early personal computers. It "
                "marketed a chess game and a family of Visi titles such as VisiWord and VisiPlot, "
                "and it declined after a costly lawsuit in 1984 and the failure of its VisiOn "
                "desktop."
            ),
            D(
                "Microsoft Excel: Microsoft Excel is a spreadsheet program developed by Microsoft, "
                "first released for the Apple Macintosh in 1985 and for Windows in 1987. Its "
                "graphical interface and mouse support helped it overtake older spreadsheets "
                "during the 1990s, and it is now sold as part of the Microsoft 365 suite of office "
                "programs."
            ),
            S(
                "VisiCalc: VisiCalc was the first spreadsheet program for personal computers, "
                "released for the Apple II in October 1979. Written by the firm Software Arts and "
                "sold by the publisher Personal Software, later VisiCorp, it showed a grid of "
                "cells that recalculated at once and is credited with making the Apple II a "
                "business tool."
            ),
            D(
                "SuperCalc: SuperCalc is a spreadsheet program published in 1980 by the company "
                "Sorcim for the Osborne 1 portable computer, running under the CP/M operating "
                "system. Bundled free with that machine and later sold for the IBM PC, it passed "
                "to Computer Associates when that firm bought Sorcim in 1985 and was sold into the "
                "1990s."
            ),
            D(
                "Spreadsheet: A spreadsheet is a computer application that organises data in a "
                "grid of rows and columns, where each cell can hold text, a number or a formula "
                "that refers to other cells. The idea grew out of the paper ledgers kept by "
                "accountants, and electronic versions became a main reason businesses bought "
                "personal computers."
            ),
            S(
                "Software Arts: Software Arts was an American software company founded in 1979 by "
                "Dan Bricklin and Bob Frankston, who had met at MIT. Working from an attic in "
                "Arlington, Massachusetts, they wrote VisiCalc for its publisher for a royalty on "
                "each copy, and in 1985 the company's assets were bought by Lotus Development."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the first president of the country whose capital is Dakar?",
        "L\u00e9opold S\u00e9dar Senghor",
        [
            S(
                "Senegal: Senegal is a country in West Africa on the Atlantic coast, almost "
                "surrounding the Gambia. It became independent from France in 1960, and the poet "
                "and statesman L\u00e9opold S\u00e9dar Senghor served as its first president from "
                "1960 until he stepped down at the end of 1980, handing power to Abdou Diouf."
            ),
            D(
                "Modibo Ke\u00efta: Modibo Ke\u00efta (1915 \u2013 1977) was a Malian politician "
                "who led his country to independence and became the first president of Mali in "
                "1960. A socialist who built close ties with the Soviet bloc, he was overthrown in "
                "a military coup led by Moussa Traor\u00e9 in November 1968 and died in detention."
            ),
            D(
                "Banjul: Banjul is the capital of the Gambia, built on St Mary's Island where the "
                "Gambia River meets the Atlantic. Founded by the British in 1816 as Bathurst, a "
                "base against the slave trade, it is small, with about 30,000 inhabitants, and "
                "Dawda Jawara became the country's first president in 1970."
            ),
            D(
                "Abdou Diouf: Abdou Diouf (born 1935) is a Senegalese politician who served as "
                "prime minister from 1970 and as the second president of Senegal from 1981 to "
                "2000, when he lost an election to Abdoulaye Wade. He then led the International "
                "Organisation of La Francophonie, based in Paris, from 2003 to 2014."
            ),
            S(
                "Dakar: Dakar is the capital and largest city of Senegal, set on the Cap-Vert "
                "peninsula, the westernmost point of mainland Africa. It was the capital of French "
                "West Africa from 1902 to 1960, and its busy port, its university named after "
                "Cheikh Anta Diop and the nearby island of Gor\u00e9e draw many visitors."
            ),
            D(
                "Ahmed S\u00e9kou Tour\u00e9: Ahmed S\u00e9kou Tour\u00e9 (1922 \u2013 1984) was a "
                "Guinean trade unionist who became the first president of Guinea when it voted "
                "against joining the French Community in 1958. He ruled a one-party state from "
                "Conakry until his death in March 1984, after which the army took power."
            ),
            D(
                "Cheikh Anta Diop: Cheikh Anta Diop (1923 \u2013 1986) was a Senegalese historian, "
                "anthropologist and physicist who argued that ancient Egyptian civilisation had "
                "African roots. He founded several opposition parties, and the main university of "
                "his country's capital was renamed after him in 1987, a year after his death."
            ),
            D(
                "F\u00e9lix Houphou\u00ebt-Boigny: F\u00e9lix Houphou\u00ebt-Boigny (1905 \u2013 "
                "1993) was an Ivorian doctor, planter and politician who served as the first "
                "president of Ivory Coast from independence in 1960 until his death in December "
                "1993. He kept close ties with France and moved the capital to his home village."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the chemist who first isolated fluorine win the Nobel Prize?",
        "1906",
        [
            D(
                "Chlorine: Chlorine is a chemical element with the symbol Cl and atomic number 17, "
                "a yellow-green gas widely used to disinfect drinking water. The Swedish chemist "
                "Carl Wilhelm Scheele produced it in 1774, but it was Humphry Davy who showed in "
                "1810 that it was an element and named it, from the Greek for pale green."
            ),
            S(
                "Fluorine: Fluorine is a chemical element with the symbol F and atomic number 9, a "
                "pale yellow gas and the most reactive of all the elements. Several chemists were "
                "hurt trying to free it before the French chemist Henri Moissan first isolated it "
                "in 1886, by electrolysis of a cooled solution in liquid hydrogen fluoride."
            ),
            S(
                "Henri Moissan: Henri Moissan (1852 \u2013 1907) was a French chemist, born in "
                "Paris, who taught at the School of Pharmacy and later at the Sorbonne. He "
                "developed an electric arc furnace able to reach very high temperatures, and he "
                "received the Nobel Prize in Chemistry in 1906, only two months before his sudden "
                "death."
            ),
            D(
                "Wilhelm Ostwald: Wilhelm Ostwald (1853 \u2013 1932) was a Baltic German chemist "
                "born in Riga who helped to found physical chemistry as a field of its own. "
                "Working in Leipzig, he studied catalysis, chemical equilibria and the rates of "
                "reactions, and he was awarded the Nobel Prize in Chemistry in 1909 for that work."
            ),
            D(
                "Moissanite: Moissanite is the mineral form of silicon carbide, first found in "
                "1893 as tiny crystals in the Canyon Diablo meteorite in Arizona and named after "
                "the chemist who identified it. Natural grains are very rare, so the gems sold "
                "today are made in laboratories as a hard, brilliant and cheap substitute for "
                "diamond."
            ),
            D(
                "Iodine: Iodine is a chemical element with the symbol I and atomic number 53, a "
                "lustrous dark solid that turns into a violet vapour when warmed. It was "
                "discovered in 1811 by the French chemist Bernard Courtois in the ashes of seaweed "
                "burned to make saltpetre, and the human thyroid gland needs it to make its "
                "hormones."
            ),
            D(
                "Polytetrafluoroethylene: Polytetrafluoroethylene, sold under the brand name "
                "Teflon, is a plastic made of carbon and fluorine to which almost nothing sticks. "
                "It was discovered by accident in 1938 by Roy Plunkett, a chemist at DuPont in New "
                "Jersey, and it is used to coat frying pans, seals, bearings and cables."
            ),
            D(
                "Fluorite: Fluorite is a colourful mineral made of calcium fluoride, found in "
                "shades of purple, green, blue and yellow, and many samples glow under ultraviolet "
                "light; the word fluorescence was coined from its name. It is used as a flux in "
                "steelmaking, and the acid made from it is the source of most fluorine compounds."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the province that contains the Chocolate Hills?",
        "Tagbilaran",
        [
            D(
                "Mayon Volcano: Mayon is an active stratovolcano in the province of Albay on the "
                "island of Luzon, famous for its almost perfectly symmetrical cone, which rises to "
                "about 2,460 metres above Legazpi, the provincial capital. It has erupted dozens "
                "of times since 1616, and its eruption of 1814 buried the town of Cagsawa."
            ),
            D(
                "Philippine tarsier: The Philippine tarsier is a tiny primate of the southern "
                "Philippines, with a body only about 12 centimetres long and huge eyes that cannot "
                "turn in their sockets. It hunts insects at night by leaping between trees, and a "
                "sanctuary near the town of Corella protects a population in the wild."
            ),
            S(
                "Bohol: Bohol is an island province of the Philippines in the Central Visayas "
                "region, lying east of Cebu across a narrow strait. Its capital and only city is "
                "Tagbilaran, on the southwestern coast, and the province is known for its white "
                "beaches, its old stone churches and a tiny primate, the Philippine tarsier."
            ),
            D(
                "Banaue Rice Terraces: The Banaue Rice Terraces are steps carved into the "
                "mountains of Ifugao province in northern Luzon by the ancestors of the Ifugao "
                "people and are often said to be about 2,000 years old. Fed by streams from the "
                "forests above, they are called the eighth wonder of the world by many Filipinos."
            ),
            D(
                "Cebu: Cebu is a province of the Philippines in the Central Visayas, made up of a "
                "long, narrow main island and about 160 smaller ones. Its capital is Cebu City, "
                "founded as a Spanish settlement by Miguel L\u00f3pez de Legazpi in 1565 and one "
                "of the oldest cities in the country, now a busy port and business centre."
            ),
            S(
                "Chocolate Hills: The Chocolate Hills are a group of more than 1,200 grassy, "
                "cone-shaped limestone mounds over some 50 square kilometres in the interior of "
                "Bohol, in the Philippines. Their grass browns in the dry season, which gives them "
                "their name, and they were declared a national geological monument in 1988."
            ),
            D(
                "Chocolate Mountains: The Chocolate Mountains are a range of dark, barren peaks in "
                "the Colorado Desert of southeastern California, running for about 100 kilometres "
                "near the Salton Sea. Much of the range has been used since the Second World War "
                "as a bombing and gunnery range by the US Navy and Marine Corps."
            ),
            D(
                "Siquijor: Siquijor is a small island province of the Philippines in the Central "
                "Visayas, lying southeast of Negros in the Bohol Sea. Its capital is the town of "
                "Siquijor, and the island is known across the country for its folk healers and "
                "tales of sorcery, as well as for its waterfalls, caves and quiet coral beaches."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who was the first president of the country whose capital is tashkent",
        "Islam Karimov",
        [
            D(
                "Nursultan Nazarbayev: Nursultan Nazarbayev (born 1940) is a Kazakh politician who "
                "led Kazakhstan from the last years of Soviet rule and served as its first "
                "president from 1991 until he resigned in March 2019. The capital Astana was "
                "renamed Nur-Sultan in his honour that year, a change reversed in 2022."
            ),
            D(
                "Samarkand: Samarkand is a city in southeastern Uzbekistan and one of the oldest "
                "inhabited cities of Central Asia. It grew rich on the caravan trade between China "
                "and the Mediterranean and became the seat of a great empire in the 14th century, "
                "and its Registan square, framed by three madrasas, is its best-known sight."
            ),
            D(
                "Dushanbe: Dushanbe is the capital and largest city of Tajikistan, in the Hisor "
                "Valley at the foot of the Pamir-Alay mountains. It grew from a village known for "
                "its Monday market, which gave it its name, and was called Stalinabad from 1929 to "
                "1961; Emomali Rahmon has led the country since 1992."
            ),
            D(
                "Shavkat Mirziyoyev: Shavkat Mirziyoyev (born 1957) is an Uzbek politician who "
                "served as prime minister from 2003 and became president of Uzbekistan in December "
                "2016, after the death of his predecessor. He has eased controls on the currency, "
                "reopened borders with neighbouring states and rewritten the constitution."
            ),
            S(
                "Tashkent: Tashkent is the capital and largest city of Uzbekistan, lying in an "
                "oasis on the Chirchiq River near the western foothills of the Tian Shan. An old "
                "caravan town, it was largely rebuilt in Soviet style after an earthquake in April "
                "1966, and with about three million people it is the biggest city in Central Asia."
            ),
            D(
                "Almaty: Almaty is the largest city of Kazakhstan, lying at the foot of the "
                "Trans-Ili Alatau mountains in the southeast of the country. It was the capital "
                "from 1929 until 1997, when the government moved north to Astana, and it remains "
                "the country's chief centre of business, banking and culture."
            ),
            D(
                "Saparmurat Niyazov: Saparmurat Niyazov (1940 \u2013 2006) was the first president "
                "of Turkmenistan, ruling from independence in 1991 until his death. Styling "
                "himself Turkmenbashi, leader of the Turkmen, he built a huge personality cult, "
                "renamed months after himself and his mother and raised a golden statue that "
                "turned with the sun."
            ),
            S(
                "Uzbekistan: Uzbekistan is a doubly landlocked country in Central Asia, one of "
                "only two in the world, bordered by Kazakhstan, Kyrgyzstan, Tajikistan, "
                "Afghanistan and Turkmenistan. It declared independence from the Soviet Union in "
                "1991, and Islam Karimov served as its first president from then until his death "
                "in 2016."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What does the caterpillar that spins most of the world's silk feed on?",
        "mulberry leaves",
        [
            D(
                "Spider silk: Spider silk is a protein fibre spun by spiders to build webs, wrap "
                "their prey and make sacs for their eggs. Weight for weight, some kinds are "
                "stronger than steel, and because spiders are territorial and hard to farm, "
                "scientists have tried to produce the protein in goats, bacteria and yeast "
                "instead."
            ),
            D(
                "Tussar silk: Tussar silk is a coarse, golden wild silk made in India, China and "
                "Japan from the cocoons of moths of the genus Antheraea. Their caterpillars live "
                "in forests and feed on the leaves of trees such as the Indian jujube, the arjun "
                "and the sal, and the thread is prized for its rich natural colour and texture."
            ),
            D(
                "Monarch butterfly: The monarch is a large orange and black butterfly of North "
                "America, known for migrating thousands of kilometres to spend the winter in the "
                "mountain forests of central Mexico. Its striped caterpillars feed only on "
                "milkweed plants, taking up toxins that make both larvae and adults distasteful to "
                "birds."
            ),
            S(
                "Silk: Silk is a natural protein fibre, some forms of which can be woven into a "
                "smooth and shiny cloth. Most commercial silk comes from the cocoons of the larvae "
                "of the domestic silk moth, Bombyx mori, reared in a craft called sericulture that "
                "began in China thousands of years ago; China and India produce most of it today."
            ),
            D(
                "Spongy moth: The spongy moth, long known as the gypsy moth, is a European and "
                "Asian moth whose hairy caterpillars strip the leaves from oaks and hundreds of "
                "other trees. It was brought to Massachusetts around 1869 by the amateur scientist "
                "\u00c9tienne L\u00e9opold Trouvelot, who hoped to breed a hardier silk moth, and "
                "it escaped."
            ),
            S(
                "Bombyx mori: Bombyx mori, the domestic silk moth, is an insect whose larva, the "
                "silkworm, spins a cocoon from a single raw thread that can be nearly a kilometre "
                "long. Bred from a wild moth, it can no longer fly or live without human care, and "
                "its caterpillars feed almost only on mulberry leaves, above all the white "
                "mulberry."
            ),
            D(
                "Eri silk: Eri silk is a soft, warm silk from northeastern India, spun by the "
                "caterpillars of the moth Samia ricini, which feed mainly on the leaves of the "
                "castor oil plant. Because the moth is allowed to leave through an opening at one "
                "end of the cocoon before the silk is gathered, it is often sold as peace silk."
            ),
            D(
                "Atlas moth: The Atlas moth is a large moth of the forests of tropical Asia, with "
                "a wingspan of up to about 25 centimetres and wing tips patterned like the heads "
                "of snakes. The adults have no working mouth and live only for about a week on fat "
                "stored by the caterpillar, and in Taiwan empty cocoons have been used as purses."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the empire whose ceremonial capital was Persepolis?",
        "Cyrus the Great",
        [
            D(
                "Darius I: Darius I, known as Darius the Great, was king of Persia from 522 to 486 "
                "BC, seizing the throne after the death of Cambyses II. He divided his realm into "
                "provinces called satrapies, built a royal road with relay posts for messengers, "
                "began new palaces, and sent the army that the Athenians beat at Marathon in 490 "
                "BC."
            ),
            D(
                "Sasanian Empire: The Sasanian Empire was the last Iranian empire before the "
                "Muslim conquests, founded by Ardashir I in AD 224 after he defeated the last "
                "Parthian king. Ruled mostly from Ctesiphon on the Tigris, it fought Rome and then "
                "Byzantium for four centuries and fell to the Arab armies in 651."
            ),
            D(
                "Naqsh-e Rustam: Naqsh-e Rustam is an ancient burial site a few kilometres "
                "northwest of Persepolis, where four royal tombs are cut high into a cliff face in "
                "the shape of a cross. One of them carries an inscription of Darius I, and below "
                "them the Sasanian kings later carved large reliefs of their victories over Rome."
            ),
            D(
                "Shiraz: Shiraz is a city in southwestern Iran and the capital of Fars province, "
                "known as the city of poets, gardens and wine. The tombs of the poets Hafez and "
                "Saadi stand in its gardens, and it served as the capital of Persia under the Zand "
                "dynasty during the second half of the 18th century, when its bazaar was built."
            ),
            D(
                "Parthian Empire: The Parthian Empire was an Iranian power founded around 247 BC "
                "by Arsaces I, leader of the Parni tribe, in the northeast of the Iranian plateau. "
                "At its height it reached from the Euphrates to eastern Iran, its main capital was "
                "Ctesiphon, and it was overthrown by the Sasanians in AD 224."
            ),
            S(
                "Achaemenid Empire: The Achaemenid Empire, also called the First Persian Empire, "
                "was an ancient Iranian empire founded by Cyrus the Great around 550 BC, when he "
                "overthrew the Medes. At its height under Darius I it stretched from the Balkans "
                "and Egypt to the Indus valley, and it fell to Alexander the Great in 330 BC."
            ),
            D(
                "Susa: Susa was an ancient city in the lower Zagros foothills of what is now "
                "Khuzestan in Iran, inhabited from about 4200 BC and once the capital of the "
                "Elamites. Persian kings later made it one of their royal residences, and the "
                "stone stele bearing the law code of Hammurabi was found there in 1901."
            ),
            S(
                "Persepolis: Persepolis was the ceremonial capital of the Achaemenid Empire, built "
                "on a great terrace at the foot of a mountain about 60 kilometres northeast of "
                "modern Shiraz, in Iran. Work began under Darius I around 518 BC, and its palaces, "
                "with reliefs of tribute bearers, were burned by Alexander the Great in 330 BC."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that makes J\u00e4germeister?",
        "Wilhelm Mast",
        [
            D(
                "Underberg: Underberg is a German herbal bitter sold in small 20-millilitre "
                "bottles wrapped in straw-coloured paper and meant to be drunk after a heavy meal. "
                "It has been made in Rheinberg on the Lower Rhine since 1846, when Hubert "
                "Underberg founded the company on the day of his wedding; his family still owns "
                "it."
            ),
            S(
                "Mast-J\u00e4germeister: Mast-J\u00e4germeister SE is a German drinks company "
                "based in Wolfenb\u00fcttel, Lower Saxony. It was founded in 1878 by Wilhelm Mast "
                "as a vinegar factory and wine merchant, and his son Curt Mast later created the "
                "herbal liqueur that gave the firm its name and is now sold in more than 150 "
                "countries."
            ),
            D(
                "Campari: Campari is a bright red Italian aperitif with a bitter taste, made by "
                "steeping herbs and fruit in alcohol and water. It was invented in 1860 by Gaspare "
                "Campari in Novara, and the company he started, now Campari Group and based in "
                "Sesto San Giovanni near Milan, also owns Aperol and Skyy vodka."
            ),
            D(
                "Saint Hubert: Saint Hubert (died 727) was a Frankish nobleman who became bishop "
                "of Li\u00e8ge and is the patron saint of hunters. Legend says he turned to "
                "religion after seeing a stag with a shining crucifix between its antlers while "
                "out hunting on Good Friday, and his feast day, 3 November, still opens many "
                "hunts."
            ),
            S(
                "J\u00e4germeister: J\u00e4germeister is a German herbal liqueur made from 56 "
                "herbs, fruits, roots and spices and bottled at 35 per cent alcohol in a green "
                "bottle. Created in 1934 and sold from 1935, it is produced in Wolfenb\u00fcttel "
                "by the family firm Mast-J\u00e4germeister, and its label shows a stag's head with "
                "a glowing cross."
            ),
            D(
                "Becherovka: Becherovka is a herbal bitter from Karlovy Vary in the Czech "
                "Republic, flavoured with anise, cinnamon and some twenty other herbs. The "
                "pharmacist Josef Becher began selling it as a remedy for the stomach in 1807, and "
                "the recipe, said to be known to only two people at a time, now belongs to Pernod "
                "Ricard."
            ),
            D(
                "Wolfenb\u00fcttel: Wolfenb\u00fcttel is a town in Lower Saxony on the Oker River, "
                "south of Braunschweig, and was the seat of the dukes of "
                "Brunswick-Wolfenb\u00fcttel from 1432 to 1753. Its Herzog August Library holds "
                "one of the richest collections of old books in Europe and was run for years by "
                "the writer Gotthold Ephraim Lessing."
            ),
            D(
                "J\u00e4ger (infantry): J\u00e4ger, German for hunter, is the name given to light "
                "infantry in German-speaking armies, first raised in the 17th century from "
                "foresters and huntsmen who were good shots. They fought in loose order as "
                "skirmishers and scouts, and the name is still carried by several units of the "
                "modern German army."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the capybara and the guinea pig both members of the family Caviidae?",
        "yes",
        [
            D(
                "Chinchilla: Chinchillas are two species of rodents of the family Chinchillidae, "
                "native to the high Andes of South America, that are most active at dawn and dusk. "
                "Their fur is the densest of any land mammal, with dozens of hairs growing from "
                "each follicle, and hunting for pelts pushed both wild species close to "
                "extinction."
            ),
            S(
                "Guinea pig: The guinea pig, or domestic cavy, is a small rodent of the family "
                "Caviidae that was domesticated in the Andes thousands of years ago for food. It "
                "does not come from Guinea and is not related to pigs; it is kept around the world "
                "as a pet, and its use in laboratories made its name a byword for a test subject."
            ),
            D(
                "Coypu: The coypu, or nutria, is a large semi-aquatic rodent from southern South "
                "America with bright orange front teeth, webbed hind feet and a round, scaly tail. "
                "Farmed for its fur, it escaped or was set free in North America, Europe and Asia, "
                "where it now damages marshes, crops and river banks."
            ),
            D(
                "Beaver: Beavers are large semi-aquatic rodents of the Northern Hemisphere and, "
                "after one South American species, the biggest living rodents. There are two "
                "kinds, the North American and the Eurasian beaver, and both build dams of logs, "
                "stones and mud that create ponds in which they raise their lodges."
            ),
            D(
                "Domestic pig: The domestic pig is an even-toed hoofed mammal of the family "
                "Suidae, descended from the wild boar and first domesticated about 10,000 years "
                "ago in the Near East and in China. Kept for its meat around the world, it is "
                "clever and social, and roughly a billion pigs are alive at any one time."
            ),
            S(
                "Capybara: The capybara is a giant cavy native to South America and the largest "
                "living rodent in the world, weighing up to about 65 kilograms. A member of the "
                "family Caviidae, it lives in groups near rivers, lakes and marshes, swims well on "
                "partly webbed feet and feeds mainly on grasses and water plants."
            ),
            D(
                "Guinea: Guinea is a country on the Atlantic coast of West Africa with its capital "
                "at Conakry, and it holds some of the largest reserves of bauxite, the ore of "
                "aluminium, in the world. The Niger, the Gambia and the Senegal rivers all rise in "
                "its highlands, which has earned it the name of the water tower of West Africa."
            ),
            D(
                "Patagonian mara: The Patagonian mara is a large rodent of the open grasslands and "
                "scrub of Argentina that looks rather like a small deer or a long-legged hare. "
                "Pairs stay together for life, and several couples may leave their young in a "
                "shared burrow, a habit that is rare among mammals."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Unilever or Procter & Gamble?",
        "Procter & Gamble",
        [
            S(
                "Procter & Gamble: Procter & Gamble is an American consumer goods company based in "
                "Cincinnati, Ohio. It was founded on 31 October 1837 by the candle maker William "
                "Procter and the soap maker James Gamble, brothers-in-law who had settled in the "
                "city, and it now owns brands such as Tide, Pampers, Gillette and Oral-B."
            ),
            D(
                "Colgate-Palmolive: Colgate-Palmolive is an American consumer products company "
                "based in New York City, whose history goes back to a starch, soap and candle "
                "business that William Colgate opened in Manhattan in 1806. It took its present "
                "name in 1953, after an earlier merger with the Palmolive soap company."
            ),
            D(
                "Lever Brothers: Lever Brothers was a British soap maker founded in 1885 by the "
                "brothers William and James Lever, who sold wrapped bars of Sunlight soap made "
                "with vegetable oils. To house their workers they built the model village of Port "
                "Sunlight on the Wirral, and in the end the firm became part of a larger "
                "Anglo-Dutch group."
            ),
            S(
                "Unilever: Unilever is a British consumer goods company based in London. It was "
                "formed in 1929 by the merger of the Dutch margarine maker Margarine Unie and the "
                "British soap maker Lever Brothers, and it became one of the largest sellers of "
                "food and household goods, with brands such as Dove, Knorr, Hellmann's and "
                "Vaseline."
            ),
            D(
                "Reckitt: Reckitt is a British maker of health, hygiene and home products based in "
                "Slough, formed in 1999 when Reckitt & Colman merged with the Dutch firm "
                "Benckiser. Its roots go back to a starch mill that Isaac Reckitt rented in Hull "
                "in 1840, and its brands include Dettol, Durex and Finish."
            ),
            D(
                "Kimberly-Clark: Kimberly-Clark is an American maker of paper-based personal care "
                "products, founded in 1872 in Neenah, Wisconsin, by John A. Kimberly, Havilah "
                "Babcock, Charles B. Clark and Frank C. Shattuck to run a paper mill. Its brands "
                "include Kleenex tissues and Huggies nappies, and it is based near Dallas."
            ),
            D(
                "Cincinnati: Cincinnati is a city in southwestern Ohio on the north bank of the "
                "Ohio River, facing Kentucky. Founded in 1788, it grew fast in the 19th century as "
                "a river port and meatpacking centre nicknamed Porkopolis, and its Roebling "
                "Suspension Bridge, finished in 1866, was then the longest in the world."
            ),
            D(
                "Johnson & Johnson: Johnson & Johnson is an American maker of medical devices, "
                "medicines and consumer health products based in New Brunswick, New Jersey. It was "
                "founded in 1886 by the brothers Robert Wood Johnson, James Wood Johnson and "
                "Edward Mead Johnson, and early on it made sterile surgical dressings."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which space probe was launched first, Voyager 1 or Voyager 2?",
        "Voyager 2",
        [
            D(
                "Pioneer 10: Pioneer 10 is an American space probe launched in March 1972, the "
                "first spacecraft to cross the asteroid belt and to fly past Jupiter, which it "
                "reached in December 1973. It carries a gold-anodised plaque showing a man and a "
                "woman and a map of the Sun's place, and contact with it was lost in January 2003."
            ),
            D(
                "Voyager Golden Record: The Voyager Golden Records are two gold-plated copper "
                "phonograph discs carried by the twin Voyager probes, holding sounds and pictures "
                "chosen to show the variety of life and culture on Earth. The contents were picked "
                "by a committee chaired by Carl Sagan and include spoken greetings in 55 "
                "languages."
            ),
            S(
                "Voyager 2: Voyager 2 is a space probe launched by NASA from Cape Canaveral on 20 "
                "August 1977, on a slower path through the outer Solar System than its twin. It is "
                "the only spacecraft to have flown past both ice giants of the Solar System, in "
                "1986 and 1989, and in November 2018 it crossed into interstellar space."
            ),
            D(
                "Rutan Voyager: The Rutan Voyager was a light aircraft built of composite "
                "materials that in December 1986 made the first flight around the world without "
                "stopping or refuelling. Designed by Burt Rutan and flown by his brother Dick "
                "Rutan and Jeana Yeager, it landed in California after just over nine days aloft."
            ),
            D(
                "Pioneer 11: Pioneer 11 is an American space probe launched in April 1973 that "
                "followed its twin past Jupiter and then became the first spacecraft to visit "
                "Saturn, in September 1979. Its instruments found a new thin ring and measured the "
                "planet's magnetic field, and the last signal from it was received in 1995."
            ),
            D(
                "New Horizons: New Horizons is a NASA space probe launched on 19 January 2006 that "
                "made the first flyby of Pluto in July 2015, sending back detailed pictures of a "
                "heart-shaped plain of nitrogen ice on its surface. It went on to pass the small, "
                "reddish Kuiper belt object Arrokoth on 1 January 2019."
            ),
            D(
                "Mariner 2: Mariner 2 was an American space probe launched on 27 August 1962 that "
                "made the first successful flyby of another planet when it passed Venus in "
                "December of that year. Its measurements showed that the surface of Venus is "
                "extremely hot, and it also confirmed the existence of the solar wind."
            ),
            S(
                "Voyager 1: Voyager 1 is a space probe launched by NASA from Cape Canaveral on 5 "
                "September 1977 to study the outer Solar System. It flew past Jupiter in 1979 and "
                "Saturn in 1980, taking a close look at the moon Titan, and in August 2012 it "
                "became the first human-made object to reach interstellar space."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which is higher, Pico de Orizaba or Popocat\u00e9petl?",
        "Pico de Orizaba",
        [
            D(
                "Iztacc\u00edhuatl: Iztacc\u00edhuatl is a dormant volcano in central Mexico that "
                "rises to 5,230 metres just north of its neighbour across the Paso de Cort\u00e9s. "
                "Its four snowy summits are said to look like a woman lying on her back, and in "
                "Aztec legend she was a princess who died of grief waiting for her warrior."
            ),
            D(
                "Orizaba: Orizaba is a city in the Mexican state of Veracruz, set in a green "
                "valley at about 1,230 metres on the old road from the port of Veracruz to the "
                "capital. It is known for its Palacio de Hierro, an iron building designed by the "
                "firm of Gustave Eiffel and shipped across the Atlantic in pieces from Belgium."
            ),
            S(
                "Pico de Orizaba: Pico de Orizaba, also called Citlalt\u00e9petl, is a dormant "
                "stratovolcano on the border of the Mexican states of Veracruz and Puebla. It "
                "rises to 5,636 metres above sea level and is capped with glaciers all year, its "
                "last eruption took place in 1846, and on clear days it can be seen from the Gulf "
                "coast."
            ),
            D(
                "Mount Logan: Mount Logan is the highest mountain in Canada and the second-highest "
                "in North America, rising to 5,959 metres in the Saint Elias Mountains of "
                "southwestern Yukon. Its huge base is thought to be the largest of any mountain on "
                "Earth that is not a volcano, and it is still being pushed upwards."
            ),
            S(
                "Popocat\u00e9petl: Popocat\u00e9petl is an active stratovolcano in central "
                "Mexico, about 70 kilometres southeast of Mexico City, rising to about 5,400 "
                "metres. Its name means smoking mountain in Nahuatl, and since it woke up in 1994 "
                "it has often thrown out ash and glowing rock, now and then closing the airport of "
                "nearby Puebla."
            ),
            D(
                "Par\u00edcutin: Par\u00edcutin is a cinder cone volcano in the state of "
                "Michoac\u00e1n that rose out of a farmer's cornfield in February 1943, growing to "
                "more than 300 metres in its first year. It erupted until 1952, and its lava "
                "buried the villages of Par\u00edcutin and San Juan Parangaricutiro, leaving only "
                "a church tower standing."
            ),
            D(
                "Nevado de Toluca: Nevado de Toluca is a large stratovolcano in the State of "
                "Mexico, about 80 kilometres west of Mexico City, whose summit reaches about 4,680 "
                "metres. Its broad crater holds two cold lakes, the Lake of the Sun and the Lake "
                "of the Moon, and a road climbs almost all the way to the rim."
            ),
            D(
                "Trans-Mexican Volcanic Belt: The Trans-Mexican Volcanic Belt is a chain of active "
                "and dormant volcanoes that crosses central Mexico for about 900 kilometres, from "
                "the Pacific coast to the Gulf of Mexico. It holds most of the country's tallest "
                "peaks as well as thousands of small cones, and Mexico City lies in one of its "
                "basins."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which became independent first morocco or tunisia",
        "Morocco",
        [
            D(
                "Algeria: Algeria is the largest country in Africa by area, lying in the Maghreb "
                "with a long Mediterranean coast and most of its land in the Sahara. Ruled by "
                "France from 1830, it won its independence on 5 July 1962 after a war of nearly "
                "eight years, and its capital and largest city is Algiers."
            ),
            D(
                "Habib Bourguiba: Habib Bourguiba (1903 \u2013 2000) was a Tunisian lawyer and "
                "nationalist who founded the Neo Destour party and led the campaign against French "
                "rule. After serving as prime minister he became his country's first president in "
                "1957, and he ruled until his own prime minister, Zine El Abidine Ben Ali, removed "
                "him in 1987."
            ),
            D(
                "Libya: Libya is a country in North Africa on the Mediterranean, between Egypt and "
                "Tunisia, and most of its land is desert. Once an Italian colony, it became "
                "independent as a kingdom under Idris I on 24 December 1951, the first country to "
                "win its independence through the United Nations."
            ),
            D(
                "Mohammed V of Morocco: Mohammed V (1909 \u2013 1961) was sultan and later king of "
                "Morocco, the grandfather of the present king. Sent into exile by the French "
                "authorities in 1953 for backing the nationalists, he came home in November 1955 "
                "to huge crowds, and he ruled until his sudden death after minor surgery in "
                "February 1961."
            ),
            S(
                "Morocco: Morocco is a country in the Maghreb region of North Africa, with coasts "
                "on the Atlantic Ocean and the Mediterranean Sea and its capital at Rabat. A "
                "French and Spanish protectorate from 1912, it regained its independence from "
                "France on 2 March 1956 under Sultan Mohammed V, who later took the title of king."
            ),
            D(
                "Mauritania: Mauritania is a country in northwest Africa on the Atlantic coast, "
                "most of it within the Sahara, with its capital at Nouakchott. A former French "
                "colony, it became independent on 28 November 1960, and in 1981 it became the last "
                "country in the world to abolish slavery officially."
            ),
            S(
                "Tunisia: Tunisia is the northernmost country in Africa, lying between Algeria and "
                "Libya on the Mediterranean, with its capital at Tunis. It was a French "
                "protectorate from 1881 until it became independent on 20 March 1956, and the "
                "nationalist Habib Bourguiba abolished the monarchy the next year to become its "
                "first president."
            ),
            D(
                "Tangier International Zone: The Tangier International Zone was a small territory "
                "around the port of Tangier on the Strait of Gibraltar that several European "
                "powers governed jointly from the mid-1920s. It was returned to Moroccan rule in "
                "October 1956, ending its long era as a haven for bankers, smugglers and spies."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first man in space born?",
        "Klushino",
        [
            D(
                "Alan Shepard: Alan Shepard (1923 \u2013 1998) was an American naval aviator and "
                "astronaut, born in Derry, New Hampshire. On 5 May 1961 his suborbital flight in "
                "the capsule Freedom 7 made him the first American in space, and ten years later, "
                "on Apollo 14, he hit two golf balls on the surface of the Moon."
            ),
            D(
                "Valentina Tereshkova: Valentina Tereshkova (born 1937) is a Russian engineer and "
                "former cosmonaut, born in the village of Bolshoye Maslennikovo near Yaroslavl. On "
                "16 June 1963 she flew Vostok 6 and became the first woman in space, circling the "
                "Earth 48 times in almost three days alone in orbit."
            ),
            D(
                "Gherman Titov: Gherman Titov (1935 \u2013 2000) was a Soviet cosmonaut, born in "
                "the village of Verkhneye Zhilino in the Altai region, who flew Vostok 2 in August "
                "1961 and became the first person to spend a whole day in orbit. Only 25 years old "
                "at launch, he is still the youngest person ever to have flown in space."
            ),
            S(
                "Yuri Gagarin: Yuri Gagarin (1934 \u2013 1968) was a Soviet pilot and cosmonaut, "
                "born in Klushino, a village near Gzhatsk in what is now Smolensk Oblast, to a "
                "family of collective farm workers. After his one spaceflight he toured the world "
                "as a hero, and he died in March 1968 when his MiG-15 jet crashed on a training "
                "flight."
            ),
            D(
                "Alexei Leonov: Alexei Leonov (1934 \u2013 2019) was a Soviet cosmonaut, born in "
                "Listvyanka in western Siberia, who made the first walk in space. On 18 March 1965 "
                "he left the Voskhod 2 spacecraft for about twelve minutes, and his suit swelled "
                "so much in the vacuum that he struggled to get back into the airlock."
            ),
            D(
                "Gagarin, Smolensk Oblast: Gagarin is a town in Smolensk Oblast, Russia, on the "
                "Gzhat River about 180 kilometres west of Moscow. Known as Gzhatsk until 1968, it "
                "was renamed after the cosmonaut whose family moved there after the Second World "
                "War, and it has several museums about his life and his schooldays."
            ),
            S(
                "Vostok 1: Vostok 1 was the first spaceflight to carry a human being, launched "
                "from the Baikonur Cosmodrome on 12 April 1961. The Soviet cosmonaut Yuri Gagarin "
                "circled the Earth once in about 108 minutes and ejected from the capsule on the "
                "way down, landing by parachute in a field near the Volga river."
            ),
            D(
                "Baikonur Cosmodrome: The Baikonur Cosmodrome is a spaceport in the desert steppe "
                "of southern Kazakhstan, leased by Russia and the oldest launch site in the world. "
                "Built from 1955 for Soviet missile tests, it sent up Sputnik 1 in 1957, and for "
                "years it was the only place launching crews to the International Space Station."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the chemist who developed the Haber process born?",
        "Breslau",
        [
            D(
                "Carl Bosch: Carl Bosch (1874 \u2013 1940) was a German chemist and engineer, born "
                "in Cologne, who turned a laboratory method of making ammonia into a giant "
                "industrial process at BASF. He shared the Nobel Prize in Chemistry in 1931 with "
                "Friedrich Bergius and later headed the chemical conglomerate IG Farben."
            ),
            S(
                "Haber process: The Haber process, also called the Haber\u2013Bosch process, is "
                "the main industrial method of making ammonia from nitrogen and hydrogen, over an "
                "iron catalyst under high heat and pressure. It is named after the German chemist "
                "Fritz Haber, who showed it in 1909, and Carl Bosch of BASF, who scaled it up."
            ),
            D(
                "Solvay process: The Solvay process is the main industrial method of making sodium "
                "carbonate, or soda ash, from brine and limestone, with ammonia recycled along the "
                "way. It was developed in the 1860s by the Belgian chemist Ernest Solvay, born in "
                "Rebecq, whose company built its first plant at Couillet in 1865."
            ),
            D(
                "Clara Immerwahr: Clara Immerwahr (1870 \u2013 1915) was a German chemist who in "
                "1900 became the first woman to earn a doctorate at the University of Breslau. She "
                "married a fellow chemist in 1901 and took her own life in May 1915, less than two "
                "weeks after the first large chlorine gas attack of the First World War."
            ),
            D(
                "Ostwald process: The Ostwald process is a chemical method of making nitric acid "
                "by burning ammonia with oxygen over a gauze of platinum and rhodium and then "
                "dissolving the gases in water. Patented in 1902 by the chemist Wilhelm Ostwald, "
                "it is used together with ammonia synthesis to make fertilisers and explosives."
            ),
            D(
                "Wroc\u0142aw: Wroc\u0142aw is the largest city in western Poland and the historic "
                "capital of Silesia, built on the Oder River and its many islands and crossed by "
                "more than a hundred bridges. Ruled in turn by Bohemia, Austria and Prussia, it "
                "passed to Poland in 1945, when nearly all of its German people were expelled."
            ),
            D(
                "Ammonia: Ammonia is a compound of nitrogen and hydrogen with the formula NH3, a "
                "colourless gas with a sharp, choking smell. It is one of the most produced "
                "chemicals in the world, with well over 150 million tonnes made each year, and "
                "about 70 per cent of it goes into fertilisers for farming."
            ),
            S(
                "Fritz Haber: Fritz Haber (1868 \u2013 1934) was a German chemist born in Breslau, "
                "now Wroc\u0142aw in Poland. He won the Nobel Prize in Chemistry in 1918 for the "
                "synthesis of ammonia from its elements, led Germany's poison gas programme in the "
                "First World War, and left the country in 1933, dying in Basel the next year."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the pharaoh who built abu simbel buried",
        "the Valley of the Kings",
        [
            D(
                "Valley of the Queens: The Valley of the Queens is a burial ground on the west "
                "bank of the Nile opposite Luxor, where wives and children of the pharaohs were "
                "laid to rest. Its finest tomb belongs to Nefertari, the favourite queen of a "
                "great builder king, and its walls are covered in brightly coloured paintings."
            ),
            D(
                "Mortuary Temple of Hatshepsut: The Mortuary Temple of Hatshepsut is a terraced "
                "temple at Deir el-Bahari on the west bank of the Nile near Luxor, built for the "
                "female pharaoh Hatshepsut in the 15th century BC. Set against tall limestone "
                "cliffs, its colonnades show an expedition she sent to the land of Punt."
            ),
            S(
                "Abu Simbel: Abu Simbel is a pair of rock-cut temples in Nubia, in southern Egypt "
                "near the border with Sudan, carved out of a sandstone cliff on the orders of the "
                "pharaoh Ramesses II in the 13th century BC. Threatened by the waters of the Aswan "
                "High Dam, both were cut into blocks and moved to higher ground in the 1960s."
            ),
            S(
                "Ramesses II: Ramesses II, often called Ramesses the Great, was the third pharaoh "
                "of the Nineteenth Dynasty of Egypt and ruled for about 66 years, from 1279 to "
                "1213 BC. He fought the Hittites at Kadesh and built widely across the land; he "
                "was buried in the Valley of the Kings, and his mummy is now kept in Cairo."
            ),
            D(
                "Ramesses III: Ramesses III was the second pharaoh of the Twentieth Dynasty, "
                "ruling in the 12th century BC, and is remembered for defeating the Sea Peoples. "
                "He built a great mortuary temple at Medinet Habu, was probably killed in a plot "
                "hatched in his harem; his tomb, known as KV11, lies in the Valley of the Kings."
            ),
            D(
                "Philae: Philae is an island in the Nile near Aswan whose temple complex, "
                "dedicated mainly to the goddess Isis, was built largely under the Ptolemies. "
                "After the old Aswan Dam left it flooded for much of each year, the temples were "
                "taken apart and moved to the nearby island of Agilkia, a task finished in 1980."
            ),
            D(
                "Lake Nasser: Lake Nasser is a vast reservoir in southern Egypt and northern "
                "Sudan, formed behind the Aswan High Dam in the 1960s and named after President "
                "Gamal Abdel Nasser. About 550 kilometres long, it drowned much of Lower Nubia and "
                "forced some 100,000 Nubians to leave their villages."
            ),
            D(
                "Karnak: Karnak is a vast complex of temples, chapels and pylons near Luxor, built "
                "and enlarged by pharaohs over some 2,000 years and dedicated chiefly to the god "
                "Amun. Its Great Hypostyle Hall has 134 massive columns, and an avenue of sphinxes "
                "once linked it to the temple of Luxor, about three kilometres away."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the creator of the Pascal programming language born?",
        "Winterthur",
        [
            S(
                "Pascal (programming language): Pascal is an imperative and procedural programming "
                "language published in 1970 by the Swiss computer scientist Niklaus Wirth, "
                "designed to encourage structured programming and clear data types. Named after "
                "the French mathematician Blaise Pascal, it was widely used for teaching "
                "programming."
            ),
            D(
                "Blaise Pascal: Blaise Pascal (1623 \u2013 1662) was a French mathematician, "
                "physicist and religious writer, born in Clermont-Ferrand. While still a young man "
                "he built one of the first mechanical calculators to help his father, a tax "
                "official, and with Pierre de Fermat he laid the foundations of the theory of "
                "probability."
            ),
            D(
                "Turbo Pascal: Turbo Pascal is a software development system for the Pascal "
                "language, released by Borland in 1983 with a compiler and an editor in one fast "
                "and cheap package. Written largely by the Danish programmer Anders Hejlsberg, it "
                "sold very widely on early PCs and was later followed by Delphi."
            ),
            D(
                "C (programming language): C is a general-purpose programming language created in "
                "the early 1970s at Bell Labs to rewrite the Unix operating system. Close to the "
                "machine yet portable, it became one of the most widely used languages ever, and "
                "its syntax shaped many later languages such as C++, Java and C#."
            ),
            D(
                "Ada (programming language): Ada is a structured, statically typed programming "
                "language developed from 1977 for the United States Department of Defense by a "
                "team led by the French computer scientist Jean Ichbiah. Named after Ada Lovelace, "
                "it is used in aircraft, railways and other systems where safety matters."
            ),
            S(
                "Niklaus Wirth: Niklaus Wirth (1934 \u2013 2024) was a Swiss computer scientist "
                "born in Winterthur, near Zurich. A professor at ETH Zurich for most of his "
                "career, he designed several programming languages, such as Modula-2 and Oberon, "
                "and he is remembered for the saying that software gets slower faster than "
                "hardware gets faster."
            ),
            D(
                "Winterthur: Winterthur is the sixth-largest city of Switzerland, in the canton of "
                "Zurich about 20 kilometres northeast of the city of Zurich. Once an industrial "
                "town known for its locomotive and textile machinery works, it is now known for "
                "its art museums, among them the collections of Oskar Reinhart."
            ),
            D(
                "ETH Zurich: ETH Zurich is a public university of science and technology in "
                "Zurich, founded by the Swiss federal government in 1854 and opened to students in "
                "1855. Albert Einstein studied there and later taught there, and it counts more "
                "than twenty Nobel laureates among its former students and staff."
            ),
        ],
        drop=1,
    ),
]
