"""Development multi-hop questions, batch 30.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history, science, history, politics, companies and
technology, written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part
of tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev28.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v44.

Measured lengths: mean support 296 characters, mean distractor 297 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which city was the shipyard that built the RMS Titanic?",
        "Belfast",
        [
            D(
                "RMS Lusitania: RMS Lusitania was a British ocean liner of the Cunard Line, "
                "built by John Brown & Company at Clydebank on the River Clyde and launched in "
                "1906. A German submarine torpedoed her off the Old Head of Kinsale on 7 May "
                "1915, and 1,198 of the people on board were killed."
            ),
            D(
                "White Star Line: The White Star Line was a British shipping company based in "
                "Liverpool, bought in 1868 by Thomas Henry Ismay and built up into a leading "
                "carrier of emigrants across the Atlantic. Its fleet included the Oceanic, the "
                "Olympic and the Titanic, and in 1934 it was merged with its old rival Cunard."
            ),
            S(
                "RMS Titanic: RMS Titanic was a British passenger liner of the White Star Line "
                "and the largest ship afloat when she entered service in 1912. Built by the "
                "shipbuilders Harland and Wolff, she struck an iceberg on her maiden voyage from "
                "Southampton to New York and sank on 15 April 1912, with more than 1,500 deaths."
            ),
            D(
                "Sinking of the Titanic: The Titanic sank in the North Atlantic about 600 "
                "kilometres south of Newfoundland, some two hours and forty minutes after she hit "
                "an iceberg at 23:40 on 14 April 1912. Her lifeboats had room for only about half "
                "of those on board, and the disaster led to the first Safety of Life at Sea "
                "convention in 1914."
            ),
            D(
                "Cobh: Cobh is a port town on Great Island in Cork Harbour, in the south of "
                "Ireland, known as Queenstown from 1849 to 1920. It was the last port of call of "
                "the Titanic on 11 April 1912, and many victims of the Lusitania sinking of 1915 "
                "lie in the Old Church Cemetery just north of the town."
            ),
            D(
                "John Brown & Company: John Brown & Company was a Scottish shipbuilding firm "
                "whose yard at Clydebank, on the River Clyde west of Glasgow, built some of the "
                "best-known liners of the twentieth century. Its ships included the Lusitania, "
                "the Queen Mary, the Queen Elizabeth and the Queen Elizabeth 2, launched in 1967."
            ),
            S(
                "Harland and Wolff: Harland and Wolff is a shipbuilding company in Belfast, "
                "Northern Ireland, founded in 1861 by Edward James Harland and Gustav Wilhelm "
                "Wolff on Queen's Island in the harbour. It built the Olympic-class liners for "
                "the White Star Line, and its yellow cranes, Samson and Goliath, tower over the "
                "city."
            ),
            D(
                "Southampton: Southampton is a port city on the south coast of England, at the "
                "head of Southampton Water where the rivers Test and Itchen meet. Its docks were "
                "the home port of many transatlantic liners, the Titanic sailed from there on 10 "
                "April 1912, and Ordnance Survey, the national mapping agency, is based there."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where Archduke Franz Ferdinand was assassinated?",
        "the Miljacka",
        [
            D(
                "Mostar: Mostar is the largest city of Herzegovina, in the south of Bosnia and "
                "Herzegovina, lying on both banks of the Neretva River. Its symbol is the Stari "
                "Most, a single-arch stone bridge completed by the Ottomans in 1566, destroyed by "
                "shelling in November 1993 and rebuilt to the old design in 2004."
            ),
            S(
                "Assassination of Archduke Franz Ferdinand: Archduke Franz Ferdinand, heir to the "
                "throne of Austria-Hungary, and his wife Sophie were shot dead in Sarajevo on 28 "
                "June 1914 by Gavrilo Princip, a young Bosnian Serb nationalist. The killing set "
                "off the July Crisis that led to the First World War."
            ),
            D(
                "Gavrilo Princip: Gavrilo Princip (1894 \u2013 1918) was a Bosnian Serb student "
                "and member of Young Bosnia, born in the village of Obljaj in western Bosnia. Too "
                "young at nineteen to be sentenced to death, he was given twenty years in prison "
                "and died of tuberculosis in the fortress of Theresienstadt in April 1918."
            ),
            D(
                "Banja Luka: Banja Luka is the second-largest city of Bosnia and Herzegovina and "
                "the seat of government of Republika Srpska, lying on the Vrbas River. Its "
                "Ferhadija Mosque, built in 1579, was blown up in 1993 and reopened in 2016, and "
                "the Kastel fortress stands on the river bank in the city centre."
            ),
            D(
                "Konopi\u0161t\u011b: Konopi\u0161t\u011b is a castle near Bene\u0161ov in "
                "central Bohemia, bought in 1887 by Archduke Franz Ferdinand of Austria, who "
                "rebuilt it as his favourite country residence. It holds his vast collection of "
                "hunting trophies, thousands of stag antlers among them, and a gallery of works "
                "showing Saint George."
            ),
            S(
                "Sarajevo: Sarajevo is the capital and largest city of Bosnia and Herzegovina, set "
                "in a valley of the Dinaric Alps along the Miljacka river. Founded by the "
                "Ottomans in the fifteenth century, it is known for its old bazaar quarter of "
                "Ba\u0161\u010dar\u0161ija, and it hosted the Winter Olympic Games in 1984."
            ),
            D(
                "Franz Joseph I of Austria: Franz Joseph I (1830 \u2013 1916) was Emperor of "
                "Austria from 1848 and King of Hungary from 1867, reigning for almost 68 years. "
                "After his only son, Crown Prince Rudolf, died at Mayerling in 1889, his nephew "
                "Franz Ferdinand became heir presumptive in 1896, and he died in Vienna in 1916."
            ),
            D(
                "July Crisis: The July Crisis was the month of diplomatic escalation among the "
                "great powers of Europe in the summer of 1914. Austria-Hungary, backed by Germany, "
                "sent Serbia a harsh ultimatum on 23 July and declared war on 28 July, and Russia, "
                "Germany, France and Britain were drawn into the fighting within days."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "welwitschia grows wild in a desert along the coast of which ocean",
        "the Atlantic Ocean",
        [
            D(
                "Kalahari Desert: The Kalahari Desert is a large semi-arid sandy savanna covering "
                "much of Botswana and parts of Namibia and South Africa, far inland from any sea. "
                "Its red sands support grasses, acacias, the springbok and the brown hyena, and "
                "the San people have hunted and gathered there for thousands of years."
            ),
            D(
                "Sossusvlei: Sossusvlei is a salt and clay pan ringed by towering red dunes in "
                "the Namib-Naukluft National Park of Namibia, some of them more than 300 metres "
                "high. Close by lies Deadvlei, a white pan dotted with the blackened trunks of "
                "camel thorn trees that died there many centuries ago."
            ),
            S(
                "Namib Desert: The Namib is a coastal desert in southern Africa that runs for "
                "more than 2,000 kilometres along the Atlantic Ocean shore of Angola, Namibia and "
                "South Africa. Thought to be the oldest desert on Earth, it gets almost no rain, "
                "and many of its plants and beetles drink the fog that rolls in off the sea."
            ),
            D(
                "Quiver tree: The quiver tree, Aloidendron dichotomum, is a tall tree aloe of the "
                "dry south of Namibia and the Northern Cape province of South Africa. Its forking "
                "branches end in rosettes of thick leaves, and its name comes from the San, who "
                "hollowed out the soft branches to make quivers for their arrows."
            ),
            D(
                "Friedrich Welwitsch: Friedrich Welwitsch (1806 \u2013 1872) was an Austrian "
                "botanist and explorer who worked for many years for the Portuguese government. "
                "He gathered thousands of plant specimens in Portuguese West Africa, and the "
                "strange desert plant that Joseph Dalton Hooker described in the 1860s was named "
                "after him."
            ),
            S(
                "Welwitschia: Welwitschia mirabilis is a strange gymnosperm, the only species in "
                "its genus, found growing wild only in the Namib Desert. Each plant grows just "
                "two leaves, which lengthen from the base throughout its life and split into "
                "ribbons, and some big specimens are thought to be over a thousand years old."
            ),
            D(
                "Lithops: Lithops is a genus of small succulent plants from southern Africa, "
                "known as living stones because their pairs of fat, fused leaves look like "
                "pebbles. They grow mostly in dry parts of Namibia and South Africa, and in the "
                "dry season they shrink down to hide among the gravel from grazing animals."
            ),
            D(
                "Gnetales: The Gnetales are a small order of seed plants with three living "
                "genera, Gnetum, Ephedra and Welwitschia. Gnetum includes tropical trees and "
                "climbing vines of Asia, Africa and South America, while the shrubby Ephedra "
                "grows in dry lands and has long been a source of the drug ephedrine."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Scottish town was the engineer who gave his name to the SI unit of power born?",
        "Greenock",
        [
            D(
                "Joule: The joule is the SI unit of energy, equal to the work done when a force "
                "of one newton moves its point of application through one metre. It is named "
                "after the English physicist James Prescott Joule, whose experiments in the "
                "1840s showed that heat and mechanical work are forms of the same thing."
            ),
            S(
                "James Watt: James Watt (1736 \u2013 1819) was a Scottish inventor and mechanical "
                "engineer, born in Greenock on the Firth of Clyde. His separate condenser of 1765 "
                "made the Newcomen steam engine far more efficient, and with Matthew Boulton he "
                "built engines that powered mills and mines across Britain."
            ),
            D(
                "Matthew Boulton: Matthew Boulton (1728 \u2013 1809) was an English manufacturer "
                "born in Birmingham, whose Soho Manufactory turned out buttons, buckles and "
                "silver plate. From 1775 he was James Watt's partner in making steam engines, "
                "and his Soho Mint struck copper coins for the British government from 1797."
            ),
            D(
                "Horsepower: Horsepower is a unit of power first defined in the 1780s to compare "
                "the output of steam engines with the pulling power of draught horses. One "
                "mechanical horsepower equals about 745.7 watts and one metric horsepower about "
                "735.5 watts, and car engines are still commonly rated in it."
            ),
            S(
                "Watt: The watt, symbol W, is the SI unit of power, equal to one joule of energy "
                "transferred per second. It is named after the Scottish engineer James Watt, "
                "whose improvements to the steam engine drove the Industrial Revolution, and the "
                "British Association adopted it as a unit in 1882."
            ),
            D(
                "Thomas Newcomen: Thomas Newcomen (1664 \u2013 1729) was an English ironmonger "
                "and inventor born in Dartmouth, Devon. In 1712 he built the first practical "
                "atmospheric steam engine, pumping water from a coal mine near Dudley Castle, and "
                "many of his engines were draining mines in Britain and Europe by the 1730s."
            ),
            D(
                "Newton: The newton, symbol N, is the SI unit of force, the force that gives a "
                "mass of one kilogram an acceleration of one metre per second squared. It is "
                "named after Isaac Newton, whose second law of motion links force, mass and "
                "acceleration, and it was adopted under that name in 1948."
            ),
            D(
                "Ohm: The ohm, symbol \u03a9, is the SI unit of electrical resistance, the "
                "resistance across which one volt drives a current of one ampere. It is named "
                "after the German physicist Georg Simon Ohm, who set out the law linking "
                "voltage, current and resistance in a book published in Berlin in 1827."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the mercator projection is named after a cartographer born in which flemish town",
        "Rupelmonde",
        [
            S(
                "Mercator projection: The Mercator projection is a cylindrical map projection "
                "that the Flemish geographer Gerardus Mercator presented on a world map in 1569. "
                "Lines of constant compass bearing appear straight, which made it ideal for "
                "sailors, but land far from the equator is hugely enlarged."
            ),
            D(
                "Gall\u2013Peters projection: The Gall\u2013Peters projection is an equal-area "
                "map projection first described by the Scottish clergyman James Gall in 1855. "
                "The German historian Arno Peters promoted it from 1973 as a fairer picture of "
                "the world, since it shows the true relative sizes of Africa and Europe."
            ),
            D(
                "Abraham Ortelius: Abraham Ortelius (1527 \u2013 1598) was a Flemish "
                "cartographer and geographer born in Antwerp. In 1570 he published the Theatrum "
                "Orbis Terrarum, regarded as the first modern atlas, and he was among the first "
                "to suggest that the continents had once been joined together."
            ),
            D(
                "Gemma Frisius: Gemma Frisius (1508 \u2013 1555) was a Dutch physician, "
                "mathematician and instrument maker born in Dokkum, Friesland, who taught at the "
                "University of Leuven. In 1533 he described the method of triangulation used in "
                "surveying, and several leading mapmakers of the next generation were his pupils."
            ),
            D(
                "Winkel tripel projection: The Winkel tripel projection is a compromise world "
                "map projection devised in 1921 by the German cartographer Oswald Winkel, who "
                "tried to keep distortions of area, direction and distance all small. The "
                "National Geographic Society adopted it for its world maps in 1998."
            ),
            D(
                "Martin Waldseem\u00fcller: Martin Waldseem\u00fcller (about 1470 \u2013 1520) "
                "was a German cartographer who worked at Saint-Di\u00e9 in the Vosges. His large "
                "world map of 1507, made with Matthias Ringmann, was the first to use the name "
                "America, and the only surviving copy was bought by the Library of Congress."
            ),
            S(
                "Gerardus Mercator: Gerardus Mercator (1512 \u2013 1594) was a cartographer born "
                "in Rupelmonde, in the County of Flanders, who studied at the University of "
                "Leuven. Accused of heresy, he was jailed in 1544, and he later "
                "settled in the duchy of Cleves, where he first used the word atlas for a book "
                "of maps."
            ),
            D(
                "Transverse Mercator projection: The transverse Mercator projection is the "
                "Mercator map turned through ninety degrees, so that it is true along a chosen "
                "meridian instead of the equator. Described by Johann Heinrich Lambert in 1772, "
                "it is the basis of the Universal Transverse Mercator grid on topographic maps."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the first president of the country whose capital is Dhaka?",
        "Sheikh Mujibur Rahman",
        [
            D(
                "Islamabad: Islamabad is the capital of Pakistan, a planned city built in the "
                "1960s at the foot of the Margalla Hills to replace Karachi as the seat of "
                "government. Its best-known landmark is the Faisal Mosque, finished in 1986, and "
                "the country's first president, Iskander Mirza, held office from 1956 to 1958."
            ),
            D(
                "Chittagong: Chittagong, officially Chattogram, is the second-largest city of "
                "Bangladesh and its main seaport, on the Karnaphuli River near the Bay of Bengal. "
                "An old harbour known to Arab and Portuguese traders, it handles most of the "
                "country's foreign trade, and its ship-breaking yards are among the largest."
            ),
            D(
                "Ziaur Rahman: Ziaur Rahman (1936 \u2013 1981) was a Bangladeshi army officer "
                "who broadcast a declaration of independence from Chittagong in March 1971 and "
                "served as president from 1977 until his death. He founded the Bangladesh "
                "Nationalist Party in 1978 and was killed in a failed coup in May 1981."
            ),
            S(
                "Bangladesh: Bangladesh is a country in South Asia on the delta of the Ganges "
                "and Brahmaputra rivers, with more than 170 million people. Formerly East "
                "Pakistan, it won independence in the Liberation War of 1971, and Sheikh Mujibur "
                "Rahman, leader of the Awami League, was proclaimed its first president."
            ),
            D(
                "Kolkata: Kolkata, formerly Calcutta, is the capital of the Indian state of West "
                "Bengal, lying on the east bank of the Hooghly River. It was the capital of "
                "British India until 1911, and it is known for the Howrah Bridge, the Victoria "
                "Memorial and the Durga Puja festival held there every autumn."
            ),
            D(
                "Sylhet: Sylhet is a city in the north-east of Bangladesh on the Surma River, "
                "close to the border with the Indian state of Meghalaya. It is the centre of the "
                "country's tea-growing region, with more than a hundred estates on the "
                "surrounding hills, and many British Bangladeshis trace their roots to the area."
            ),
            S(
                "Dhaka: Dhaka is the capital and largest city of Bangladesh, lying on the "
                "Buriganga River in the middle of the Bengal delta. The Mughals made it the "
                "capital of Bengal in 1610, and today its metropolitan area holds more than 20 "
                "million people and is famous for its cycle rickshaws and many mosques."
            ),
            D(
                "Muhammad Ali Jinnah: Muhammad Ali Jinnah (1876 \u2013 1948) was a lawyer and "
                "politician who led the All-India Muslim League and is honoured as the founder "
                "of Pakistan. Born in Karachi, he became the first Governor-General of Pakistan "
                "at independence in August 1947 and died in the same city in September 1948."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that has owned hasselblad since 2017",
        "Frank Wang (Wang Tao)",
        [
            D(
                "Victor Hasselblad: Victor Hasselblad (1906 \u2013 1978) was a Swedish inventor "
                "and photographer born in Gothenburg into a family of merchants. During the "
                "Second World War he built aerial cameras for the Swedish air force, and in 1948 "
                "he brought out the first of the medium-format cameras that bear his name."
            ),
            S(
                "Hasselblad: Hasselblad is a Swedish maker of medium-format cameras, based in "
                "Gothenburg and known for the cameras NASA astronauts carried to the Moon on the "
                "Apollo missions. Since 2017 it has been majority-owned by DJI, the Chinese "
                "drone maker, which now fits Hasselblad cameras to some of its drones."
            ),
            D(
                "Leica Camera: Leica Camera is a German maker of cameras and lenses based in "
                "Wetzlar, Hesse, that grew out of the optical works of Ernst Leitz. Its first "
                "35 mm camera, the Leica I, went on sale in 1925 after Oskar Barnack's "
                "prototypes, and it set the pattern for small cameras using 35 mm film."
            ),
            D(
                "GoPro: GoPro is an American maker of action cameras, founded in 2002 by Nick "
                "Woodman and based in San Mateo, California. Its small, tough HERO cameras, "
                "strapped to helmets, handlebars and surfboards, made point-of-view video "
                "popular in the 2000s, and the company listed on the Nasdaq in June 2014."
            ),
            S(
                "DJI: DJI is a Chinese technology company based in Shenzhen that makes most of "
                "the world's consumer drones, among them the Phantom and Mavic series. It was "
                "founded in 2006 by Frank Wang (Wang Tao), who began building flight controllers "
                "for model helicopters while a student in Hong Kong."
            ),
            D(
                "Phase One: Phase One is a Danish maker of high-end medium-format cameras and "
                "digital backs, founded in 1993 and based in Copenhagen. Its digital backs fit "
                "onto the bodies of older film cameras, its aerial camera systems are flown for "
                "mapping, and it first developed the Capture One photo-editing software."
            ),
            D(
                "Xiaomi: Xiaomi is a Chinese electronics company based in Beijing, founded in "
                "2010 by Lei Jun and a group of partners. Best known for its low-priced "
                "smartphones, it also sells televisions, scooters and smart home devices, and in "
                "2024 it began selling its first electric car, the SU7 saloon."
            ),
            D(
                "Medium format: In photography, medium format means film or sensors larger "
                "than the 24 by 36 millimetre frame of 35 mm film but smaller than large format. "
                "Roll film of type 120, brought out by Kodak in 1901, gives frames such as 6 by "
                "6 centimetres, and square cameras made the format a studio standard."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company at which Kevlar was invented?",
        "\u00c9leuth\u00e8re Ir\u00e9n\u00e9e du Pont",
        [
            D(
                "Nomex: Nomex is a flame-resistant meta-aramid fibre developed in the early "
                "1960s and first sold in 1967. Because it chars rather than melts, it is woven "
                "into the suits of racing drivers and firefighters and the flight suits of "
                "military pilots, and as a paper it insulates electric motors and transformers."
            ),
            D(
                "Twaron: Twaron is a para-aramid fibre first developed in the 1970s by the Dutch "
                "chemical group Akzo and now made by Teijin Aramid, part of the Japanese Teijin "
                "group, at plants in the Netherlands. Heat-resistant and very strong for its "
                "weight, it goes into body armour, tyres, ropes and fibre-optic cables."
            ),
            S(
                "DuPont: DuPont is an American chemical company founded in July 1802 by "
                "\u00c9leuth\u00e8re Ir\u00e9n\u00e9e du Pont, a French immigrant, as a "
                "gunpowder mill on the Brandywine Creek in Delaware. It grew into one of the "
                "largest chemical makers in the world, developing nylon in the 1930s."
            ),
            D(
                "Dyneema: Dyneema is a fibre of ultra-high-molecular-weight polyethylene "
                "developed in 1979 by the Dutch company DSM, which began making it commercially "
                "in 1990. Weight for weight it is many times stronger than steel and light "
                "enough to float, so it goes into mooring lines, cut-proof gloves and armour."
            ),
            D(
                "Pierre S. du Pont: Pierre Samuel du Pont (1870 \u2013 1954) was an American "
                "businessman, a great-grandson of the family firm's founder, who ran the "
                "chemical company from 1915 to 1919. He also headed General Motors in the early "
                "1920s and created Longwood Gardens in Pennsylvania, famed for its fountains."
            ),
            S(
                "Kevlar: Kevlar is a heat-resistant para-aramid synthetic fibre invented in 1965 "
                "by the chemist Stephanie Kwolek at a DuPont research station in Delaware. Five "
                "times stronger than steel for its weight, it went on sale in the early 1970s "
                "and is best known for bulletproof vests, helmets and racing tyres."
            ),
            D(
                "Dow Chemical: Dow Chemical is an American chemical company founded in 1897 by "
                "the chemist Herbert Henry Dow in Midland, Michigan, where he extracted bromine "
                "from underground brine. It grew into one of the largest makers of plastics, and "
                "it merged with a rival in 2017 before being spun off again in 2019."
            ),
            D(
                "Bulletproof vest: A bulletproof vest is body armour worn on the torso to absorb "
                "the impact of bullets and fragments. Some early soft vests were made of many "
                "layers of silk, from the 1970s police forces adopted light vests woven from "
                "aramid fibres, and hard ceramic plates are added to stop rifle rounds."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the only country where bonobos live in the wild?",
        "Kinshasa",
        [
            D(
                "Chimpanzee: The chimpanzee, Pan troglodytes, is a great ape of the forests and "
                "savannas of West and Central Africa and one of the two closest living "
                "relatives of humans. It lives in communities led by males, uses sticks and "
                "stones as tools, and sometimes hunts monkeys in coordinated groups."
            ),
            D(
                "Republic of the Congo: The Republic of the Congo is a country in Central Africa "
                "on the west bank of the Congo and Ubangi rivers, a former French colony that "
                "became independent in 1960. Its capital, Brazzaville, faces a much larger city "
                "across the river, and rainforest covers much of its north."
            ),
            D(
                "Lubumbashi: Lubumbashi is the second-largest city of the Democratic Republic "
                "of the Congo and the capital of Haut-Katanga province, in the far south-east. "
                "Founded by the Belgians in 1910 as \u00c9lisabethville, it grew as the centre "
                "of the Copperbelt, and copper and cobalt mining still drive its economy."
            ),
            S(
                "Bonobo: The bonobo, Pan paniscus, is an endangered great ape found in the wild "
                "only in the Democratic Republic of the Congo, in the rainforests south of the "
                "Congo River. Slighter than the chimpanzee, it lives in peaceful groups led by "
                "females and shares about 98 percent of its DNA with humans."
            ),
            D(
                "Congo River: The Congo River of Central Africa is the second-longest river in "
                "Africa and the deepest river in the world, with depths of more than 220 "
                "metres. It crosses the equator twice on its course of some 4,700 kilometres to "
                "the Atlantic, and its basin holds the second-largest rainforest on Earth."
            ),
            D(
                "Gabon: Gabon is a country on the Atlantic coast of Central Africa, straddling "
                "the equator, whose capital and largest city is Libreville. A former French "
                "colony independent since 1960, it earns much of its income from oil, and "
                "rainforest covers close to 90 percent of its land, home to forest elephants."
            ),
            S(
                "Democratic Republic of the Congo: The Democratic Republic of the Congo is the "
                "second-largest country in Africa by area, a former Belgian colony that won "
                "independence in 1960. Its capital and largest city, Kinshasa, lies on the "
                "south bank of the Congo River, and its mines hold vast reserves of cobalt."
            ),
            D(
                "Kisangani: Kisangani is the capital of Tshopo province in the north-east of the "
                "Democratic Republic of the Congo, set on the Congo River just below Boyoma "
                "Falls. Founded by the explorer Henry Morton Stanley in 1883 as a trading "
                "station, it was long called Stanleyville and marks the head of navigation."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain in the country whose capital is Tirana?",
        "Mount Korab",
        [
            D(
                "Mount Dajti: Mount Dajti is a mountain of 1,613 metres that rises just east of "
                "Tirana and gives its name to a national park of beech and pine forest. A cable "
                "car opened in 2005 carries visitors up from the edge of the city, and the top "
                "looks out over the coastal plain towards the Adriatic Sea."
            ),
            D(
                "Maja Jezerc\u00eb: Maja Jezerc\u00eb is the highest summit of the Accursed "
                "Mountains, the range along the borders of northern Albania, Montenegro and "
                "Kosovo, rising to 2,694 metres. Its limestone walls tower over the Valbona and "
                "Theth valleys, crossed by the Peaks of the Balkans hiking trail."
            ),
            D(
                "Skopje: Skopje is the capital and largest city of North Macedonia, spread along "
                "the Vardar River beneath Mount Vodno. Its old Ottoman bazaar faces the modern "
                "centre across the Stone Bridge, and Mother Teresa was born in the city in 1910, "
                "when it was still part of the Ottoman Empire."
            ),
            D(
                "Durr\u00ebs: Durr\u00ebs is the second-largest city of Albania and its busiest "
                "seaport, on the Adriatic coast about 35 kilometres west of the capital. Founded "
                "by Greek colonists as Epidamnos in the seventh century BC, it has a large Roman "
                "amphitheatre and served as the capital from 1914 to 1920."
            ),
            S(
                "Tirana: Tirana is the capital and largest city of Albania, lying on a plain in "
                "the centre of the country. Founded in 1614 by the Ottoman general Sulejman "
                "Pasha, it became the capital in 1920, and its heart is Skanderbeg Square, named "
                "after the leader of the revolt against the Ottomans."
            ),
            D(
                "Skanderbeg: Gjergj Kastrioti Skanderbeg (1405 \u2013 1468) was an Albanian "
                "nobleman who led a long revolt against the Ottoman Empire from his stronghold "
                "at Kruj\u00eb. For 25 years he beat back Ottoman armies, and he is honoured as "
                "the national hero, whose family's double-headed eagle is on the flag."
            ),
            D(
                "Pristina: Pristina is the capital and largest city of Kosovo, which declared "
                "independence from Serbia in 2008. Its landmarks include the domed National "
                "Library and the Newborn monument, and the highest mountain of Kosovo, "
                "Gjeravica, rises to 2,656 metres in the Accursed Mountains in the west."
            ),
            S(
                "Albania: Albania is a country in Southeast Europe on the Adriatic and Ionian "
                "seas, with about 2.4 million people. It declared independence from the Ottoman "
                "Empire at Vlor\u00eb in 1912, and its highest mountain is Mount Korab, at "
                "2,764 metres, on the border with North Macedonia."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the man after whom Gr\u00e9vy's zebra is named become President of "
        "France?",
        "1879",
        [
            D(
                "Plains zebra: The plains zebra is the most common and widespread zebra, ranging "
                "over the grasslands and savannas of eastern and southern Africa. The width and "
                "shading of its broad stripes vary from region to region, and great herds of "
                "them travel with the wildebeest each year in search of fresh grazing."
            ),
            D(
                "Patrice de Mac-Mahon: Patrice de Mac-Mahon (1808 \u2013 1893) was a marshal of "
                "France who became the second President of the French Republic in 1873 after "
                "the fall of Adolphe Thiers. A monarchist, he clashed with the republican "
                "majority in the Chamber of Deputies in the crisis of 16 May 1877."
            ),
            S(
                "Jules Gr\u00e9vy: Jules Gr\u00e9vy (1807 \u2013 1891) was a French lawyer and "
                "republican politician born in Mont-sous-Vaudrey in the Jura. He became President "
                "of the French Republic in January 1879 and was re-elected in 1885, but resigned "
                "in 1887 after his son-in-law Daniel Wilson was caught selling honours."
            ),
            D(
                "Quagga: The quagga was a subspecies of the plains zebra that lived in the Karoo "
                "and the southern Free State of South Africa, striped only on the front half of "
                "its body. It was hunted out in the wild in the nineteenth century, and the last "
                "known animal died at the Artis zoo in Amsterdam on 12 August 1883."
            ),
            D(
                "Sadi Carnot: Marie Fran\u00e7ois Sadi Carnot (1837 \u2013 1894) was a French "
                "engineer and statesman who served as President of the French Republic from "
                "1887. A grandson of the revolutionary Lazare Carnot, he was stabbed by an "
                "Italian anarchist while visiting an exhibition in Lyon and died on 25 June 1894."
            ),
            S(
                "Gr\u00e9vy's zebra: Gr\u00e9vy's zebra is the largest living wild member of the "
                "horse family, with narrow stripes, a white belly and big rounded ears, found in "
                "the dry grasslands of northern Kenya and the Horn of Africa. It is named after "
                "Jules Gr\u00e9vy, who was given one by Abyssinia in the early 1880s."
            ),
            D(
                "Mountain zebra: The mountain zebra is a zebra of the rugged hills of "
                "south-western Africa, with one subspecies in South Africa and another in "
                "Namibia and Angola. It has a small dewlap on its throat and a grid of stripes "
                "on its rump, and it climbs steep, rocky slopes with sure-footed ease."
            ),
            D(
                "Adolphe Thiers: Adolphe Thiers (1797 \u2013 1877) was a French statesman and "
                "historian who crushed the Paris Commune in 1871 and served as the first "
                "President of the Third Republic from 1871 to 1873. He had twice been prime "
                "minister under King Louis-Philippe and wrote a history of the Revolution."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the hedgehog and the porcupine both rodents",
        "no",
        [
            D(
                "Beaver: Beavers are large semiaquatic rodents of North America and Eurasia, "
                "among the biggest rodents in the world. They fell trees with their strong front "
                "teeth to build dams and lodges, making ponds that shelter them from predators, "
                "and there are two living species, the North American and the Eurasian beaver."
            ),
            S(
                "Porcupine: Porcupines are large rodents whose coats bristle with sharp quills, "
                "stiff modified hairs that come away easily when touched. They form two "
                "families, the ground-dwelling Old World porcupines of Africa, Asia and southern "
                "Europe and the New World porcupines of the Americas, many of which climb trees."
            ),
            D(
                "Spiny mouse: Spiny mice are small rodents of the genus Acomys, found in dry "
                "parts of Africa and the Middle East, whose backs are covered in stiff, "
                "spine-like hairs. They can shed patches of skin to escape predators and regrow "
                "it without scars, which has made them a subject of research on healing."
            ),
            D(
                "Shrew: Shrews are small, mouse-like mammals of the family Soricidae with long "
                "pointed snouts, tiny eyes and a very fast metabolism. They eat insects and "
                "worms almost without a break, some species have a venomous bite, and the "
                "Etruscan shrew, weighing about two grams, is among the smallest mammals known."
            ),
            D(
                "Moonrat: The moonrat is a mammal of the lowland rainforests of Southeast Asia, "
                "with a long snout, a scaly tail and coarse black and white fur. Despite its "
                "name it is not a true rat, it forages at night for worms, insects and crabs, "
                "and it defends itself with a strong smell like rotting onions."
            ),
            D(
                "Hedgehog (weapon): The Hedgehog was a British anti-submarine weapon of the "
                "Second World War that threw a pattern of 24 small bombs ahead of an escorting "
                "warship. Because the bombs burst only on striking a submarine, the ship did not "
                "lose sonar contact as it did with depth charges, and it sank many U-boats."
            ),
            S(
                "Hedgehog: Hedgehogs are small spiny mammals of the subfamily Erinaceinae, "
                "native to Europe, Asia and Africa, that roll into a tight ball when threatened. "
                "They belong to the order Eulipotyphla with shrews and moles, not to the "
                "rodents, and they feed mostly on insects, worms and snails at night."
            ),
            D(
                "Crested rat: The crested rat of East Africa is a large rodent with a long, "
                "shaggy coat that it parts along its flanks when threatened, showing a band of "
                "special hairs. It chews the bark of a poisonous tree and smears the toxin on "
                "these hairs, so that dogs that bite it can sicken and even die."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became Chancellor of West Germany first, Helmut Schmidt or Helmut Kohl?",
        "Helmut Schmidt",
        [
            D(
                "Gerhard Schr\u00f6der: Gerhard Schr\u00f6der (born 1944) is a German Social "
                "Democrat who was Chancellor of Germany from 1998 to 2005, governing in "
                "coalition with the Greens. His Agenda 2010 reforms cut back unemployment "
                "benefits, and after leaving office he worked for the Nord Stream gas pipeline."
            ),
            D(
                "Angela Merkel: Angela Merkel (born 1954) is a German politician of the "
                "Christian Democratic Union who was Chancellor of Germany from 2005 to 2021, the "
                "first woman in the office. Raised in East Germany, she trained as a physicist "
                "and earned a doctorate in quantum chemistry before entering politics in 1989."
            ),
            S(
                "Helmut Schmidt: Helmut Schmidt (1918 \u2013 2015) was a German Social Democrat "
                "who served as Chancellor of West Germany from 1974 to 1982, after earlier spells "
                "as minister of defence and of finance. He steered the country through the oil "
                "crises and the terror of the Red Army Faction, and later co-published Die Zeit."
            ),
            D(
                "Kurt Georg Kiesinger: Kurt Georg Kiesinger (1904 \u2013 1988) was a German "
                "Christian Democrat who served as Chancellor of West Germany from 1966 to 1969, "
                "leading the first grand coalition with the Social Democrats. He had been "
                "minister-president of Baden-W\u00fcrttemberg, and his Nazi past drew protests."
            ),
            D(
                "Richard von Weizs\u00e4cker: Richard von Weizs\u00e4cker (1920 \u2013 2015) was "
                "a German Christian Democrat who was President of West Germany from 1984 and of "
                "reunited Germany until 1994. He had been governing mayor of West Berlin, and his "
                "speech of 8 May 1985 called the end of the war a day of liberation."
            ),
            D(
                "Bundestag: The Bundestag is the federal parliament of Germany, whose members "
                "elect the chancellor. It first met in 1949, moved in 1999 to the "
                "rebuilt Reichstag building in Berlin with its glass dome, and since 2025 it has "
                "had 630 seats, filled by a mix of constituency and list members."
            ),
            D(
                "Chancellor of Germany: The Chancellor of Germany is the head of the federal "
                "government, proposed by the president and elected by the Bundestag. The office "
                "in its present form dates from the founding of the Federal Republic in 1949, "
                "and a chancellor can be removed only by a constructive vote of no confidence."
            ),
            S(
                "Helmut Kohl: Helmut Kohl (1930 \u2013 2017) was a German Christian Democrat who "
                "served as Chancellor from 1982 to 1998, first of West Germany and then of "
                "reunified Germany, for sixteen years in all. He oversaw reunification in 1990 "
                "and, with Fran\u00e7ois Mitterrand, pushed for a single European currency."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Dr. Oetker or Storck?",
        "Dr. Oetker",
        [
            D(
                "Ritter Sport: Ritter Sport is a brand of square chocolate bars made by a family "
                "firm that Alfred and Clara Ritter founded in 1912 in Bad Cannstatt, Stuttgart. "
                "The square shape, chosen in 1932 so that a bar would fit a sports jacket pocket "
                "without breaking, gives the brand the second half of its name."
            ),
            D(
                "Katjes: Katjes is a German confectionery company founded in 1950 by Xaver "
                "Fassin in Emmerich, close to the Dutch border. Its name is Dutch for little "
                "cats, its liquorice sweets were first pressed in the shape of a cat, and in "
                "recent years it has made its fruit gums without animal gelatine."
            ),
            D(
                "Bielefeld: Bielefeld is a city in the Westphalia region of Germany, at the "
                "foot of the Teutoburg Forest, with about 340,000 people. Once a centre of the "
                "linen trade, it is watched over by the medieval Sparrenburg castle, and it is "
                "home to the food company Dr. Oetker and to a university founded in 1969."
            ),
            S(
                "Storck: Storck is a German confectionery company founded in 1903 by August "
                "Storck in Werther, Westphalia, and now run from Berlin. It makes Werther's "
                "Original caramels, named after its home town, as well as Toffifee, Merci "
                "chocolates and the Riesen chocolate toffees, and it is still family-owned."
            ),
            D(
                "Milka: Milka is a brand of chocolate first made in 1901 by the Swiss company "
                "Suchard, its name joining the words milk and cocoa. Known for its lilac "
                "wrappers and the lilac cow in its advertising, it now belongs to Mondelez "
                "International and is made largely at L\u00f6rrach in southern Germany."
            ),
            S(
                "Dr. Oetker: Dr. Oetker is a German food company based in Bielefeld, founded in "
                "1891 when the pharmacist August Oetker took over a pharmacy there and began "
                "selling baking powder in small packets for home bakers. Still family-owned, it "
                "is known across Europe for frozen pizzas, puddings and cake mixes."
            ),
            D(
                "Bahlsen: Bahlsen is a German biscuit maker founded in 1889 by Hermann Bahlsen "
                "in the city that is now the capital of Lower Saxony. In 1891 it launched the "
                "Leibniz butter biscuit, named after the philosopher Gottfried Wilhelm Leibniz, "
                "and its trademark is an ancient Egyptian hieroglyph meaning everlasting."
            ),
            D(
                "Baking powder: Baking powder is a dry leavening agent, a mix of a carbonate "
                "such as sodium bicarbonate with a weak acid, that gives off carbon dioxide when "
                "it is wet or warmed. The English chemist Alfred Bird made an early version in "
                "1843 for his wife, who could not eat yeast or eggs."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which element was discovered first, scandium or germanium?",
        "scandium",
        [
            S(
                "Germanium: Germanium is a chemical element with the symbol Ge and atomic number "
                "32, a lustrous grey metalloid in the carbon group. It was discovered in 1886 by "
                "the German chemist Clemens Winkler in a silver mineral called argyrodite, named "
                "after Germany, and used in the first transistors."
            ),
            D(
                "Gallium: Gallium is a soft, silvery metal with atomic number 31 that melts just "
                "above room temperature, so that it turns liquid in the hand. The French chemist "
                "Paul-\u00c9mile Lecoq de Boisbaudran found it in 1875 from its spectral lines "
                "in a zinc ore, and it is named after Gaul, the Latin name of France."
            ),
            D(
                "Holmium: Holmium is a rare-earth element with atomic number 67 and the highest "
                "magnetic moment of any natural element. It was seen by spectroscopy in 1878 by "
                "Marc Delafontaine and Jacques-Louis Soret, and in 1879 the Swedish chemist Per "
                "Teodor Cleve isolated its oxide and named it after Stockholm."
            ),
            D(
                "Thulium: Thulium is a rare-earth element with atomic number 69, one of the "
                "least abundant of the lanthanides. The Swedish chemist Per Teodor Cleve found "
                "it in 1879 as an oxide in the mineral erbia and named it after Thule, the "
                "ancient name for a land in the far north, and it is used in surgical lasers."
            ),
            S(
                "Scandium: Scandium is a chemical element with the symbol Sc and atomic number "
                "21, a silvery-white metal usually grouped with the rare earths. It was "
                "discovered in 1879 by the Swedish chemist Lars Fredrik Nilson in the minerals "
                "euxenite and gadolinite and named after Scandinavia."
            ),
            D(
                "Selenium: Selenium is a chemical element with atomic number 34, a nonmetal that "
                "conducts electricity better in light than in the dark. It was discovered in "
                "1817 by the Swedish chemists J\u00f6ns Jacob Berzelius and Johan Gottlieb Gahn "
                "in sludge from an acid works and named after Selene, goddess of the Moon."
            ),
            D(
                "Titanium: Titanium is a strong, light and corrosion-resistant metal with atomic "
                "number 22. It was discovered in 1791 by the Cornish clergyman William Gregor in "
                "a black sand, the German chemist Martin Heinrich Klaproth named it in 1795 after "
                "the Titans of Greek myth, and it is used in aircraft and hip joints."
            ),
            D(
                "Per Teodor Cleve: Per Teodor Cleve (1840 \u2013 1905) was a Swedish chemist, "
                "geologist and oceanographer who discovered the elements holmium and thulium in "
                "1879. He also studied diatoms and plankton to trace ocean currents, and his "
                "daughter Astrid Cleve was the first Swedish woman to earn a doctorate in science."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which lake is larger, V\u00e4nern or V\u00e4ttern?",
        "V\u00e4nern",
        [
            D(
                "M\u00e4laren: M\u00e4laren is the third-largest lake in Sweden, about 1,140 "
                "square kilometres of water west of Stockholm, which grew up where the lake "
                "drains into the Baltic Sea. Dotted with some 1,200 islands, it has the Viking "
                "trading town of Birka and the royal palace of Drottningholm on its islands."
            ),
            S(
                "V\u00e4ttern: V\u00e4ttern is a long, narrow and deep lake in southern Sweden "
                "with an area of about 1,900 square kilometres, the second largest in the "
                "country. Its water is so clear that it serves as the drinking supply for about "
                "a quarter of a million people, and J\u00f6nk\u00f6ping lies at its southern tip."
            ),
            D(
                "G\u00f6ta Canal: The G\u00f6ta Canal is a waterway across southern Sweden, dug "
                "between 1810 and 1832, that links the lakes V\u00e4nern and V\u00e4ttern with "
                "the Baltic Sea near S\u00f6derk\u00f6ping. With 58 locks it once carried timber "
                "and iron, and today it is used mostly by pleasure boats and by cyclists."
            ),
            D(
                "Saimaa: Saimaa is the largest lake in Finland, a maze of open water, channels "
                "and some 13,700 islands in the south-east of the country, covering about 4,400 "
                "square kilometres. It is home to the Saimaa ringed seal, one of the rarest "
                "seals in the world, which lives only in fresh water."
            ),
            D(
                "Lake Peipus: Lake Peipus is a lake of about 3,555 square kilometres on the "
                "border between Estonia and Russia, the largest lake in Europe shared by two "
                "countries. On its frozen surface in 1242 the army of Alexander Nevsky defeated "
                "the Livonian knights in the Battle on the Ice."
            ),
            D(
                "Hj\u00e4lmaren: Hj\u00e4lmaren is the fourth-largest lake in Sweden, covering "
                "about 480 square kilometres to the west of M\u00e4laren. It drains east into "
                "M\u00e4laren by way of the Eskilstuna River, and the city of \u00d6rebro, with "
                "its moated castle, stands close to its western end."
            ),
            S(
                "V\u00e4nern: V\u00e4nern, in south-western Sweden, is the biggest lake in the "
                "country and in the whole European Union, with an area of about 5,650 square "
                "kilometres. Its waters leave through the G\u00f6ta \u00e4lv, which passes the "
                "falls at Trollh\u00e4ttan on its way to the sea, and it holds some 22,000 islands."
            ),
            D(
                "Storsj\u00f6n: Storsj\u00f6n is a lake of about 460 square kilometres in "
                "J\u00e4mtland, in central Sweden, with the town of \u00d6stersund on its eastern "
                "shore. It is famous for tales of a lake monster, the Storsj\u00f6odjuret, said "
                "to have been sighted in its waters since the seventeenth century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the first President of Russia die?",
        "23 April 2007",
        [
            D(
                "Mikhail Gorbachev: Mikhail Gorbachev (1931 \u2013 2022) was the last leader of "
                "the Soviet Union and, from March 1990, its first and only president. His "
                "policies of glasnost and perestroika opened up Soviet society, he won the Nobel "
                "Peace Prize in 1990, and he died in Moscow on 30 August 2022."
            ),
            S(
                "Boris Yeltsin: Boris Yeltsin (1931 \u2013 2007) was a Russian politician, born "
                "in the village of Butka in the Urals, who led the resistance to the hard-line "
                "coup of August 1991 from atop a tank outside the parliament building. He "
                "resigned on the last day of 1999 and died in Moscow on 23 April 2007."
            ),
            D(
                "Alexander Rutskoy: Alexander Rutskoy (born 1947) is a former Soviet air force "
                "pilot who was the first and only Vice President of Russia, from 1991 to 1993. "
                "He sided with parliament in the constitutional crisis of October 1993, was "
                "jailed after its building was stormed, and later governed Kursk Oblast."
            ),
            D(
                "Dmitry Medvedev: Dmitry Medvedev (born 1965) is a Russian lawyer and politician "
                "from Leningrad who was the third President of Russia, from 2008 to 2012, and "
                "then prime minister until 2020. During his presidency Russia fought a short "
                "war with Georgia in August 2008 and signed the New START treaty in 2010."
            ),
            S(
                "President of Russia: The President of Russia is the head of state of the "
                "Russian Federation and commander-in-chief of its armed forces, elected by "
                "popular vote for a six-year term. The office was created in 1991, and its first "
                "holder was Boris Yeltsin, elected on 12 June 1991, who served until 1999."
            ),
            D(
                "Boris Nemtsov: Boris Nemtsov (1959 \u2013 2015) was a Russian physicist and "
                "liberal politician who was governor of Nizhny Novgorod Oblast and a deputy "
                "prime minister in the late 1990s. Later a leading opponent of the government, "
                "he was shot dead on a bridge near the Kremlin on 27 February 2015."
            ),
            D(
                "Moscow Kremlin: The Moscow Kremlin is a fortified complex in the centre of "
                "Moscow, on a hill above the Moskva River, and the official residence of the "
                "President of Russia. Its red brick walls and towers were built by Italian "
                "masters in the late fifteenth century and enclose cathedrals and palaces."
            ),
            D(
                "Stanislav Shushkevich: Stanislav Shushkevich (1934 \u2013 2022) was a "
                "Belarusian physicist who became the first head of state of independent Belarus "
                "as chairman of its Supreme Soviet from 1991 to 1994. He hosted the signing of "
                "the Belovezha Accords in December 1991 and died in Minsk on 3 May 2022."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the inventor of the Bessemer process born?",
        "19 January 1813",
        [
            D(
                "William Kelly: William Kelly (1811 \u2013 1888) was an American ironmaster in "
                "Kentucky who tried blowing air through molten iron in the 1850s, much as was "
                "being done in England at the same time. He won a United States patent for the "
                "method in 1857, and his claim complicated the rival's American rights."
            ),
            D(
                "Open-hearth furnace: The open-hearth furnace, developed in the 1860s by Carl "
                "Wilhelm Siemens and Pierre-\u00c9mile Martin, made steel in a shallow hearth "
                "heated by gas, recycling its waste heat. Slower than the converter but easier to "
                "control, it made most of the world's steel for much of the twentieth century."
            ),
            S(
                "Bessemer process: The Bessemer process was the first cheap industrial way to "
                "mass-produce steel, blowing air through molten pig iron in a tilting converter "
                "to burn off carbon and impurities. It is named after the English inventor Henry "
                "Bessemer, who patented it in 1856, and it transformed railways and building."
            ),
            D(
                "Robert Forester Mushet: Robert Forester Mushet (1811 \u2013 1891) was an "
                "English metallurgist of the Forest of Dean who found that adding spiegeleisen, "
                "an alloy of iron and manganese, made steel from the converter far less brittle. "
                "In 1868 he also brought out one of the first tool steels, Mushet steel."
            ),
            D(
                "Bessemer, Alabama: Bessemer is a city in Jefferson County, Alabama, south-west "
                "of Birmingham, founded in 1887 by Henry F. DeBardeleben and named after the "
                "English steelmaker. Rich local iron ore, coal and limestone made it a centre of "
                "iron and steel production, and it now has about 26,000 people."
            ),
            D(
                "Sidney Gilchrist Thomas: Sidney Gilchrist Thomas (1850 \u2013 1885) was an "
                "English inventor who, with his cousin Percy Gilchrist, found in 1877 how to "
                "remove phosphorus in a converter by lining it with basic material such as "
                "dolomite. Their process opened up the phosphoric iron ores of Lorraine."
            ),
            D(
                "Blast furnace: A blast furnace is a tall shaft furnace in which iron ore, coke "
                "and limestone are charged from the top while hot air is blown in near the base, "
                "giving molten pig iron. Abraham Darby first smelted iron with coke instead of "
                "charcoal at Coalbrookdale in Shropshire in 1709."
            ),
            S(
                "Henry Bessemer: Sir Henry Bessemer (19 January 1813 \u2013 15 March 1898) was "
                "an English engineer and inventor born in Charlton, Hertfordshire, the son of a "
                "type founder. He first made a fortune from a gold paint made of brass powder, "
                "was knighted in 1879 and died at Denmark Hill in London."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where did the first emperor of brazil die",
        "Queluz Palace, Portugal",
        [
            D(
                "Pedro II of Brazil: Pedro II (1825 \u2013 1891) was the second and last Emperor "
                "of Brazil, reigning for 58 years from 1831, when he was only five years old. A "
                "keen patron of science, he was overthrown by a military coup in November 1889, "
                "went into exile in Europe and died in Paris on 5 December 1891."
            ),
            D(
                "Agust\u00edn de Iturbide: Agust\u00edn de Iturbide (1783 \u2013 1824) was a "
                "Mexican army officer who led the final drive for independence from Spain and "
                "was crowned the first Emperor of Mexico in 1822. Forced to abdicate in 1823, he "
                "came back from exile and was shot by a firing squad at Padilla on 19 July 1824."
            ),
            D(
                "Independence of Brazil: Brazil declared its independence from Portugal on 7 "
                "September 1822, when Prince Pedro, the regent, proclaimed it on the banks of "
                "the Ipiranga brook, a scene remembered as the Cry of Ipiranga. Portugal "
                "recognised the new state in 1825, and 7 September is now Brazil's national day."
            ),
            S(
                "Pedro I of Brazil: Pedro I (1798 \u2013 1834), briefly King Pedro IV of "
                "Portugal, was born at Queluz Palace in Portugal. He gave up the Brazilian crown "
                "in 1831 in favour of his young son, won back the Portuguese throne for his "
                "daughter in a civil war, and died of tuberculosis at Queluz Palace."
            ),
            D(
                "Maria II of Portugal: Maria II (1819 \u2013 1853) was Queen of Portugal, born "
                "in Brazil, who reigned from 1826 to 1828 and again from 1834 until her death. "
                "Pushed aside by her uncle Miguel in 1828, she was restored after the Liberal "
                "Wars, and she died in childbirth at the Necessidades Palace in 1853."
            ),
            D(
                "Petr\u00f3polis: Petr\u00f3polis is a city in the Serra dos \u00d3rg\u00e3os "
                "mountains of south-eastern Brazil, named after Emperor Pedro II, who founded it "
                "in 1843 as a summer retreat for the court. His summer palace is now the "
                "Imperial Museum, and he and his wife were reburied in its cathedral in 1939."
            ),
            S(
                "Empire of Brazil: The Empire of Brazil was a monarchy in South America from "
                "1822 to 1889, born when Prince Pedro of Portugal declared Brazil independent "
                "and was acclaimed as its first emperor, Pedro I. His son Pedro II ruled from "
                "1831 until a military coup set up a republic on 15 November 1889."
            ),
            D(
                "Maria Leopoldina of Austria: Maria Leopoldina (1797 \u2013 1826) was an "
                "Austrian archduchess, a daughter of Emperor Francis I, who married the heir to "
                "the Portuguese throne in 1817 and became the first Empress of Brazil. A keen "
                "naturalist, she died at the S\u00e3o Crist\u00f3v\u00e3o Palace in December 1826."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first President of the European Central Bank born?",
        "Heerenveen",
        [
            D(
                "Jean-Claude Trichet: Jean-Claude Trichet (born 1942) is a French civil servant "
                "and banker, born in Lyon, who was governor of the Banque de France from 1993 and "
                "then the second President of the European Central Bank, from 2003 to 2011. He "
                "led the bank through the financial crisis of 2008."
            ),
            D(
                "Mario Draghi: Mario Draghi (born 1947) is an Italian economist, born in Rome, "
                "who was President of the European Central Bank from 2011 to 2019. His pledge in "
                "July 2012 to do whatever it takes to save the euro calmed the markets, and "
                "from 2021 to 2022 he served as Prime Minister of Italy."
            ),
            S(
                "Wim Duisenberg: Willem Frederik Duisenberg (1935 \u2013 2005) was a Dutch "
                "economist and Labour politician born in Heerenveen, in the province of "
                "Friesland. He was Minister of Finance from 1973 to 1977 and president of the "
                "Dutch central bank from 1982 to 1997, and he died in southern France in 2005."
            ),
            D(
                "Christine Lagarde: Christine Lagarde (born 1956) is a French lawyer and "
                "politician, born in Paris, who became President of the European Central Bank "
                "in November 2019. She had earlier been France's minister of the economy and "
                "the first woman to lead the International Monetary Fund, from 2011 to 2019."
            ),
            D(
                "European Monetary Institute: The European Monetary Institute was set up in "
                "1994 to prepare for the single currency and was the forerunner of the euro "
                "area's central bank, which replaced it in 1998. Its first president was the "
                "Hungarian-born Belgian economist Alexandre Lamfalussy, who led it until 1997."
            ),
            S(
                "European Central Bank: The European Central Bank is the central bank of the "
                "countries that use the euro, set up on 1 June 1998 to run monetary policy for "
                "the single currency. Its first president was the Dutch economist Wim "
                "Duisenberg, who served until 2003, and its main aim is to keep prices stable."
            ),
            D(
                "De Nederlandsche Bank: De Nederlandsche Bank is the central bank of the "
                "Netherlands, founded in Amsterdam in 1814 by King William I to restore the "
                "country's finances after French rule. Since 1999 it has been part of the "
                "Eurosystem, and it also supervises Dutch banks and pension funds."
            ),
            D(
                "Euro: The euro is the currency of most member states of the European Union, "
                "introduced on 1 January 1999 for accounts and bank transfers, with notes and "
                "coins following on 1 January 2002. Its sign is based on the Greek letter "
                "epsilon, and it is the second most widely held reserve currency."
            ),
        ],
        drop=1,
    ),
]
