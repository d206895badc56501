"""Held-out multi-hop questions, batch 6 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison, 4 compositional; 8 titled passages each (2 supports, 6
distractors). Measured lengths: mean support 294 characters, mean distractor 285
characters; a support is the longest passage in 2 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which autonomous community does the river that flows through Zaragoza rise?",
        "Cantabria",
        [
            D(
                "Aragon: Aragon is an autonomous community in northeastern Spain, made up of the "
                "provinces of Huesca, Zaragoza and Teruel. It borders France to the north along "
                "the Pyrenees, and its capital and largest city is Zaragoza, which is home to "
                "about half of the region's 1.3 million people."
            ),
            D(
                "Zaragoza Province: The province of Zaragoza is a province in the centre of the "
                "autonomous community of Aragon, in northeastern Spain. It is the most populous of "
                "Aragon's three provinces, and more than half of its roughly 970,000 inhabitants "
                "live in the capital city. It borders Navarre, La Rioja, Soria and Guadalajara."
            ),
            S(
                "Ebro: The Ebro is a river of the north and northeast of the Iberian Peninsula, in "
                "Spain. It rises at Fontibre, near Reinosa in Cantabria, and flows about 930 km to "
                "the southeast before entering the Mediterranean Sea through a broad delta in the "
                "province of Tarragona. It is the longest river running entirely within Spain."
            ),
            D(
                "Tagus: The Tagus is the longest river in the Iberian Peninsula, flowing about "
                "1,007 km. It rises in the Sierra de Albarrac\u00edn in the province of Teruel, "
                "Aragon, and flows west across central Spain and Portugal before emptying into the "
                "Atlantic Ocean at Lisbon. On the way it almost encircles the old city of Toledo."
            ),
            S(
                "Zaragoza: Zaragoza is the capital city of the province of Zaragoza and of the "
                "autonomous community of Aragon, Spain. With about 675,000 inhabitants it is the "
                "fifth-largest city in the country. The city lies on the banks of the Ebro and its "
                "tributaries the Huerva and the G\u00e1llego, roughly midway between Madrid and "
                "Barcelona."
            ),
            D(
                "Ebro Delta: The Ebro Delta is a river delta in the province of Tarragona, "
                "Catalonia, covering about 320 km\u00b2. It is one of the largest wetland areas of "
                "the western Mediterranean and has been a natural park since 1983, known for its "
                "rice fields, lagoons and large colonies of water birds."
            ),
            D(
                "Cantabrian Mountains: The Cantabrian Mountains are one of the main mountain "
                "ranges of Spain, stretching more than 300 km across the north of the country "
                "close to the Bay of Biscay. Their highest peak is Torre de Cerredo in the Picos "
                "de Europa, at 2,650 m."
            ),
            D(
                "Zaragoza Cathedral: The Cathedral of the Savior of Zaragoza, known as La Seo, is "
                "a Roman Catholic cathedral in Zaragoza, Aragon. Built between the 12th and 17th "
                "centuries on the site of the Roman forum and a later mosque, it mixes Romanesque, "
                "Gothic, Mud\u00e9jar and Baroque styles and is part of a World Heritage Site. Its "
                "Baroque bell tower was finished in 1704."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "which two rivers meet to form the river that novosibirsk stands on",
        "the Biya and the Katun",
        [
            D(
                "Novosibirsk Oblast: Novosibirsk Oblast is a federal subject of Russia in the "
                "south-west of Siberia, bordering Kazakhstan. Its administrative centre is the "
                "city of Novosibirsk, and it covers about 178,000 km\u00b2 of steppe, forest and "
                "marsh, including Lake Chany, the largest lake in the region."
            ),
            S(
                "Ob (river): The Ob is a major river in western Siberia, Russia, and the "
                "seventh-longest in Asia. It is formed near Biysk in Altai Krai by the confluence "
                "of the Biya and the Katun, and flows north and west for about 3,650 km before it "
                "empties into the Gulf of Ob, an arm of the Kara Sea. Its chief tributary is the "
                "Irtysh."
            ),
            D(
                "Akademgorodok: Akademgorodok is a district of a large Siberian city and a centre "
                "of scientific research, founded in 1957 as the home of the Siberian Branch of the "
                "Soviet Academy of Sciences. It lies about 20 km south of the city centre, beside "
                "a large reservoir, and houses Novosibirsk State University and dozens of research "
                "institutes, set among birch and pine woods."
            ),
            D(
                "Irtysh: The Irtysh is a river in Siberia and Central Asia, rising in the "
                "Mongolian Altai in China and flowing about 4,250 km through Kazakhstan and "
                "Russia. It passes the cities of Semey, Pavlodar and Omsk before joining a larger "
                "river near Khanty-Mansiysk."
            ),
            D(
                "Yenisei: The Yenisei is the largest river system flowing into the Arctic Ocean. "
                "It is formed at Kyzyl in Tuva by the confluence of the Great Yenisei and the "
                "Little Yenisei, and flows north for about 3,490 km past Krasnoyarsk to the Kara "
                "Sea. Its basin covers about 2.6 million km\u00b2."
            ),
            S(
                "Novosibirsk: Novosibirsk is the largest city and administrative centre of "
                "Novosibirsk Oblast and of the Siberian Federal District in Russia. With a "
                "population of about 1.6 million, it is the third-most populous city in the "
                "country after Moscow and Saint Petersburg. It was founded in 1893 on the Ob "
                "River, at the point where the Trans-Siberian Railway crossed it."
            ),
            D(
                "Biysk: Biysk is a city in Altai Krai, Russia, with a population of about 200,000. "
                "Founded in 1709 as a fortress on the southern frontier of Siberia, it is a centre "
                "of food and pharmaceutical industries and the starting point of the Chuya Highway "
                "to Mongolia."
            ),
            D(
                "Omsk: Omsk is a city in southwestern Siberia, Russia, with a population of over "
                "1.1 million, the second-largest in Siberia. It stands at the confluence of the "
                "Irtysh and the Om, and was founded as a fortress in 1716. It is a major station "
                "on the Trans-Siberian Railway, and in 1918\u20131919 it was the seat of Admiral "
                "Kolchak's government."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest peak of the mountain range where giant sequoias grow naturally?",
        "Mount Whitney",
        [
            S(
                "Sequoiadendron giganteum: Sequoiadendron giganteum, commonly called the giant "
                "sequoia, is a species of coniferous tree and the only living member of its genus. "
                "It grows naturally only in about 70 scattered groves on the western slopes of the "
                "Sierra Nevada in California. The largest individuals are the most massive "
                "single-stem trees on Earth."
            ),
            D(
                "Sequoia sempervirens: Sequoia sempervirens, the coast redwood, is the sole living "
                "species of the genus Sequoia. It grows naturally in a narrow strip along the "
                "Pacific coast from southwestern Oregon to central California, and includes the "
                "tallest trees on Earth, the tallest of them reaching about 116 m."
            ),
            D(
                "Sequoia National Park: Sequoia National Park is a national park in Tulare County, "
                "California, east of Visalia. Established in 1890 as the second national park in "
                "the United States, it protects 1,635 km\u00b2 of forested mountains and is home "
                "to the General Sherman Tree and the Giant Forest."
            ),
            D(
                "Sierra Nevada (Spain): The Sierra Nevada is a mountain range in Andalusia, Spain, "
                "in the provinces of Granada and Almer\u00eda. Its highest peak, Mulhac\u00e9n at "
                "3,479 m, is the highest point of continental Spain, and the range has a ski "
                "resort and a national park established in 1999. Its name means 'snowy mountain "
                "range'."
            ),
            D(
                "Metasequoia glyptostroboides: Metasequoia glyptostroboides, the dawn redwood, is "
                "a fast-growing deciduous conifer and the only living species of its genus. First "
                "described from fossils, it was found growing in Hubei, China, in the 1940s, and "
                "has since been planted in parks around the world."
            ),
            S(
                "Sierra Nevada: The Sierra Nevada is a mountain range in the Western United "
                "States, between the Central Valley of California and the Great Basin. It runs "
                "about 640 km from north to south, mostly in California. Its highest point, Mount "
                "Whitney at 4,421 m, is the highest summit in the contiguous United States."
            ),
            D(
                "Mount Elbert: Mount Elbert is the highest summit of the Rocky Mountains of North "
                "America, at 4,401 m above sea level. It lies in Lake County, Colorado, in the "
                "Sawatch Range, and is the second-highest peak in the contiguous United States. It "
                "was named after Samuel Hitt Elbert, a governor of the Colorado Territory, and "
                "first climbed in 1874."
            ),
            D(
                "General Sherman (tree): General Sherman is a giant sequoia tree in the Giant "
                "Forest, in Tulare County, California. By volume it is the largest known living "
                "single-stem tree on Earth, about 83.8 m tall, with an estimated trunk volume of "
                "1,487 m\u00b3. It is named after the Civil War general William Tecumseh Sherman."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the brightest star in the constellation that contains the Crab Nebula?",
        "Aldebaran",
        [
            D(
                "Orion Nebula: The Orion Nebula (Messier 42) is a diffuse nebula lying south of "
                "Orion's Belt, one of the brightest nebulae in the night sky and visible to the "
                "naked eye. At about 1,340 light-years, it is the closest region of massive star "
                "formation to Earth."
            ),
            D(
                "Crab Pulsar: The Crab Pulsar (PSR B0531+21) is a young neutron star at the centre "
                "of a supernova remnant. It rotates about 30 times a second and was discovered in "
                "1968, one of the first pulsars to be linked with a historical supernova."
            ),
            S(
                "Taurus (constellation): Taurus is a large and prominent constellation in the "
                "northern sky and one of the twelve constellations of the zodiac; its name is "
                "Latin for 'bull'. Its brightest star is Aldebaran, an orange giant that marks the "
                "bull's eye. It also contains the Pleiades and the Hyades, two of the nearest open "
                "clusters to Earth."
            ),
            D(
                "SN 1054: SN 1054 is a supernova that was first observed on 4 July 1054 and "
                "remained visible in daylight for 23 days. It was recorded by Chinese and Japanese "
                "astronomers, and the nebula it left behind is one of the most studied objects in "
                "the sky."
            ),
            S(
                "Crab Nebula: The Crab Nebula (catalogue designations M1 and NGC 1952) is a "
                "supernova remnant and pulsar wind nebula in the constellation of Taurus. It is "
                "the remnant of a supernova recorded by Chinese astronomers in 1054, lies about "
                "6,500 light-years from Earth, and has a pulsar at its centre."
            ),
            D(
                "Taurus Mountains: The Taurus Mountains are a mountain complex in southern Turkey, "
                "separating the Mediterranean coast from the Anatolian Plateau. They run about "
                "1,500 km from Lake E\u011firdir to the upper Euphrates, and their highest peak is "
                "Demirkaz\u0131k at 3,756 m."
            ),
            D(
                "Pleiades: The Pleiades, also known as the Seven Sisters and Messier 45, is an "
                "open star cluster of hot B-type stars about 444 light-years away. It is among the "
                "nearest star clusters to Earth and the most obvious to the naked eye; its "
                "brightest member is Alcyone. The cluster has been known since antiquity and "
                "appears in the myths of many cultures."
            ),
            D(
                "Betelgeuse: Betelgeuse is a red supergiant and usually the tenth-brightest star "
                "in the night sky. One of the largest stars visible to the naked eye, it is "
                "expected to end its life in a supernova explosion within the next 100,000 years. "
                "Its name comes from an Arabic phrase."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which is deeper, Lake Tahoe or Lake Garda?",
        "Lake Tahoe",
        [
            D(
                "Lake Como: Lake Como is a lake of glacial origin in Lombardy, Italy, with an area "
                "of 146 km\u00b2. Shaped like an inverted Y, it is one of the deepest lakes in "
                "Europe and the third-largest in Italy, after Lake Garda and Lake Maggiore."
            ),
            S(
                "Lake Garda: Lake Garda is the largest lake in Italy, lying between Brescia, "
                "Verona and Trentino at the southern edge of the Alps. It covers 370 km\u00b2 and "
                "reaches a maximum depth of 346 m. It is fed mainly by the Sarca and drained by "
                "the Mincio."
            ),
            D(
                "Garda, Veneto: Garda is a town and comune in the province of Verona, Veneto, on "
                "the eastern shore of the lake to which it gives its name. It has about 4,000 "
                "inhabitants and is a summer resort, with a small harbour and a fifteenth-century "
                "loggia."
            ),
            D(
                "Tahoe City, California: Tahoe City is a census-designated place in Placer County, "
                "California, on the northwest shore of a large lake. It has about 1,500 residents "
                "and is a base for skiing, and the Truckee River leaves the lake at its dam."
            ),
            D(
                "Lake Chelan: Lake Chelan is a narrow glacier-fed lake in Chelan County, "
                "Washington, about 80 km long. It reaches a maximum depth of 453 m, the "
                "third-deepest lake in the United States, and is fed by the Stehekin River."
            ),
            D(
                "Lake Maggiore: Lake Maggiore is a large lake on the south side of the Alps, the "
                "second-largest in Italy and the largest in southern Switzerland. It covers 212 "
                "km\u00b2, has a maximum depth of 372 m, and contains the Borromean Islands. Its "
                "main inflow and outflow is the Ticino."
            ),
            S(
                "Lake Tahoe: Lake Tahoe is a large freshwater lake straddling the border between "
                "California and Nevada, west of Carson City. It lies at 1,897 m above sea level "
                "and has a maximum depth of 501 m, the second-deepest in the United States. It is "
                "known for the clarity of its water."
            ),
            D(
                "Tahoe National Forest: Tahoe National Forest is a United States National Forest "
                "in California, northwest of the lake of the same name. It covers about 3,500 "
                "km\u00b2 and includes part of the Pacific Crest Trail and the historic Donner "
                "Pass, where an emigrant party was trapped by snow in 1846."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which spacecraft orbited the asteroid that Heinrich Olbers discovered in 1807?",
        "Dawn",
        [
            D(
                "2 Pallas: Pallas (minor-planet designation 2 Pallas) is the third-largest "
                "asteroid in the Solar System by volume and mass, with a diameter of about 510 km. "
                "It was the second asteroid to be discovered, after Ceres, and its orbit is "
                "unusually steeply inclined to the plane of the asteroid belt, which makes it hard "
                "to reach by spacecraft."
            ),
            D(
                "Olbers' paradox: In astrophysics, Olbers' paradox, named after the German "
                "astronomer Heinrich Wilhelm Olbers, is the argument that the darkness of the "
                "night sky conflicts with the assumption of an infinite and eternal static "
                "universe. If the universe were so, every line of sight would end on the surface "
                "of a star, and the night sky would be uniformly bright."
            ),
            D(
                "Olbers (crater): Olbers is a large lunar impact crater near the western limb of "
                "the Moon, named after Heinrich Wilhelm Olbers. It is about 74 km across and lies "
                "west of the crater Hevelius, close to the edge of the Oceanus Procellarum; "
                "because of its position it is seen from Earth at a sharp angle."
            ),
            S(
                "4 Vesta: Vesta (minor-planet designation 4 Vesta) is one of the largest objects "
                "in the asteroid belt, with a mean diameter of about 525 km, and the brightest "
                "asteroid seen from Earth. The NASA spacecraft Dawn entered orbit around it on 16 "
                "July 2011 and studied it for fourteen months before leaving for Ceres in "
                "September 2012."
            ),
            D(
                "NEAR Shoemaker: NEAR Shoemaker was a NASA robotic space probe designed to study "
                "the near-Earth asteroid 433 Eros. Launched in 1996, it became the first "
                "spacecraft to orbit an asteroid in February 2000, and a year later the first to "
                "land on one, touching down on Eros in February 2001."
            ),
            D(
                "Vesta (mythology): Vesta is the virgin goddess of the hearth, home and family in "
                "Roman religion. Her sacred fire was tended in the Temple of Vesta in the Roman "
                "Forum by the Vestal Virgins, a college of priestesses, and her festival, the "
                "Vestalia, was held each June."
            ),
            S(
                "Heinrich Wilhelm Matthias Olbers: Heinrich Wilhelm Matthias Olbers (11 October "
                "1758 \u2013 2 March 1840) was a German physician and astronomer who practised "
                "medicine in Bremen and observed the sky at night from the upper floor of his "
                "house. He discovered the asteroid 2 Pallas in 1802 and 4 Vesta in 1807."
            ),
            D(
                "Hayabusa: Hayabusa was a robotic spacecraft of the Japan Aerospace Exploration "
                "Agency that returned samples from the small near-Earth asteroid 25143 Itokawa. "
                "Launched in May 2003, it reached the asteroid in 2005 and brought the samples "
                "back to Earth in June 2010, the first such return from an asteroid."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "porto's river rises in which spanish province",
        "Soria",
        [
            D(
                "Vila Nova de Gaia: Vila Nova de Gaia is a city and municipality in the Porto "
                "District of Portugal, with about 300,000 inhabitants. It lies opposite the old "
                "centre of Porto, to which it is joined by the Dom Lu\u00eds I Bridge, and is home "
                "to the cellars where port wine has been aged and stored since the seventeenth "
                "century."
            ),
            S(
                "Douro: The Douro is one of the major rivers of the Iberian Peninsula, flowing "
                "about 897 km from its source near Duruelo de la Sierra in the province of Soria, "
                "Spain, to its mouth at the Atlantic Ocean. For about 112 km it forms the border "
                "between Spain and Portugal, and its valley is known for the vineyards that "
                "produce port wine."
            ),
            D(
                "Mondego: The Mondego is the longest river entirely within Portugal, about 234 km "
                "long. It rises in the Serra da Estrela, the highest mountains of mainland "
                "Portugal, and flows past the university city of Coimbra before reaching the "
                "Atlantic Ocean at Figueira da Foz."
            ),
            D(
                "Guadiana: The Guadiana is an international river of the Iberian Peninsula, about "
                "829 km long. It rises in the Lagunas de Ruidera in Castilla\u2013La Mancha, flows "
                "west through Extremadura, and in its lower course forms the border between Spain "
                "and Portugal before reaching the Gulf of C\u00e1diz."
            ),
            D(
                "Porto Alegre: Porto Alegre is the capital and largest city of the Brazilian state "
                "of Rio Grande do Sul, with about 1.3 million inhabitants. It lies where five "
                "rivers meet to form the Gua\u00edba, and it was founded in 1772 by settlers from "
                "the Azores."
            ),
            D(
                "Porto Santo Island: Porto Santo is a Portuguese island about 43 km northeast of "
                "Madeira in the Atlantic Ocean. It is the northernmost and easternmost island of "
                "the Madeira archipelago, about 42 km\u00b2 in area, and is known for its 9 km "
                "sandy beach. Christopher Columbus lived there for a time."
            ),
            D(
                "Alto Douro Wine Region: The Alto Douro Wine Region in northeastern Portugal has "
                "produced wine for about 2,000 years and became the first demarcated wine region "
                "in the world in 1756. Its steep terraced vineyards, cut into schist hillsides, "
                "were inscribed as a UNESCO World Heritage Site in 2001. The town of Peso da "
                "R\u00e9gua is its traditional centre."
            ),
            S(
                "Porto: Porto, also known as Oporto, is the second-largest city in Portugal and "
                "the capital of the Porto District. It stands on the north bank of the estuary of "
                "the Douro, a few kilometres from the Atlantic coast. Its historic centre was "
                "declared a World Heritage Site in 1996."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which moon is larger, Callisto or Io?",
        "Callisto",
        [
            S(
                "Io (moon): Io is the innermost of the four Galilean moons of the planet Jupiter, "
                "with a diameter of about 3,643 km. It is the most geologically active object in "
                "the Solar System, with more than 400 active volcanoes, driven by tidal heating "
                "from its eccentric orbit. It was discovered by Galileo Galilei in January 1610."
            ),
            D(
                "Europa (moon): Europa is the smallest of the four Galilean moons orbiting Jupiter "
                "and the sixth-closest to the planet. Slightly smaller than Earth's Moon, it has a "
                "smooth surface of water ice, beneath which an ocean of liquid water is thought to "
                "lie, making it a leading target in the search for life beyond Earth. Its surface "
                "is crossed by long reddish cracks."
            ),
            D(
                "Callisto (mythology): In Greek mythology, Callisto was a nymph, or the daughter "
                "of King Lycaon, and one of the followers of Artemis. After Zeus seduced her, she "
                "was transformed into a bear, and she was later placed among the stars as the "
                "constellation Ursa Major, the Great Bear."
            ),
            D(
                "Io (mythology): In Greek mythology, Io was a priestess of Hera in Argos and one "
                "of the mortal lovers of Zeus. To hide her from his wife, Zeus turned her into a "
                "white heifer, and Hera sent a gadfly that chased her across the world; the Ionian "
                "Sea was said to be named after her."
            ),
            S(
                "Callisto (moon): Callisto is the second-largest moon of Jupiter and the "
                "third-largest moon in the Solar System. It has a diameter of about 4,821 km, "
                "roughly 99% that of the planet Mercury, and its surface is the most heavily "
                "cratered in the Solar System. It orbits Jupiter at a distance of about 1.9 "
                "million km."
            ),
            D(
                "Galilean moons: The Galilean moons are the four largest moons of Jupiter, "
                "discovered by Galileo Galilei in January 1610. They were the first objects found "
                "to orbit a planet other than Earth, and they are bright enough to be seen from "
                "Earth with binoculars. They were named by Simon Marius after lovers of Zeus."
            ),
            D(
                "Loki Patera: Loki Patera is the largest volcanic depression on Io, a lava lake "
                "about 200 km across. It is the most powerful volcano in the Solar System, "
                "regularly producing a large fraction of the moon's total heat output, and it "
                "brightens every few hundred days as its crust overturns."
            ),
            D(
                "Valhalla (crater): Valhalla is the largest multi-ring impact basin on Callisto, a "
                "moon of Jupiter. Its bright central region is about 600 km across, and concentric "
                "rings extend to a radius of about 1,800 km, making it one of the largest impact "
                "structures in the Solar System."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the discoverer of Iapetus born?",
        "Perinaldo",
        [
            D(
                "Iapetus (mythology): In Greek mythology, Iapetus was a Titan, the son of Uranus "
                "and Gaia and the father of Atlas, Prometheus, Epimetheus and Menoetius. He was "
                "regarded as an ancestor of mankind, and was one of the Titans imprisoned in "
                "Tartarus after their defeat by Zeus and the Olympians."
            ),
            D(
                "Cassini\u2013Huygens: Cassini\u2013Huygens was a joint mission of NASA, the "
                "European Space Agency and the Italian Space Agency to Saturn, launched in 1997. "
                "The orbiter studied the planet, its rings and its moons from 2004 until 2017, "
                "when it was deliberately plunged into Saturn's atmosphere; it flew past Iapetus "
                "at close range in 2007. Its lander, Huygens, came down on Titan in 2005."
            ),
            S(
                "Giovanni Domenico Cassini: Giovanni Domenico Cassini (8 June 1625 \u2013 14 "
                "September 1712) was an Italian-born French mathematician, astronomer and "
                "engineer. Born in Perinaldo, near Sanremo, in the Republic of Genoa, he taught at "
                "the University of Bologna before moving to France in 1669, where he became the "
                "first director of the Paris Observatory."
            ),
            D(
                "Jacques Cassini: Jacques Cassini (18 February 1677 \u2013 16 April 1756) was a "
                "French astronomer, the son of a famous Italian-born astronomer. Born at the Paris "
                "Observatory, he succeeded his father as its head and measured the arc of the "
                "meridian from Dunkirk to Perpignan."
            ),
            D(
                "Rhea (moon): Rhea is the second-largest moon of Saturn and the ninth-largest moon "
                "in the Solar System, with a diameter of about 1,528 km. It was discovered by "
                "Giovanni Domenico Cassini in 1672, and is an icy body with a heavily cratered "
                "surface and a very thin atmosphere of oxygen and carbon dioxide."
            ),
            S(
                "Iapetus (moon): Iapetus is the third-largest moon of Saturn, with a diameter of "
                "about 1,470 km. It was discovered by Giovanni Domenico Cassini in October 1671. "
                "It is best known for its striking two-tone colouring, one hemisphere being dark "
                "and the other bright."
            ),
            D(
                "Christiaan Huygens: Christiaan Huygens (14 April 1629 \u2013 8 July 1695) was a "
                "Dutch mathematician, physicist and astronomer. Born in The Hague, he discovered "
                "Saturn's largest moon, Titan, in 1655, described the true shape of Saturn's "
                "rings, and invented the pendulum clock."
            ),
            D(
                "Hyperion (moon): Hyperion is a moon of Saturn known for its irregular shape, its "
                "chaotic rotation and its sponge-like appearance. It was discovered in 1848 by "
                "William Cranch Bond, George Phillips Bond and William Lassell, and was the first "
                "non-round moon to be found."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Into which lake does the river that drains Lake Titicaca flow?",
        "Lake Poop\u00f3",
        [
            D(
                "Salar de Uyuni: Salar de Uyuni is the world's largest salt flat, covering more "
                "than 10,000 km\u00b2 in the Potos\u00ed and Oruro departments of southwest "
                "Bolivia, near the crest of the Andes at 3,656 m. It formed from the "
                "transformations between several prehistoric lakes and holds a large share of the "
                "world's known lithium reserves."
            ),
            D(
                "Desaguadero, Peru: Desaguadero is a town in the Puno Region of southern Peru, on "
                "the border with Bolivia, with about 15,000 inhabitants. It faces the Bolivian "
                "town of the same name across a short bridge and is one of the busiest land "
                "crossings between the two countries."
            ),
            D(
                "Desaguadero River (Argentina): The Desaguadero is a river in western Argentina, "
                "part of a long river system that drains the eastern slopes of the Andes through "
                "the provinces of San Juan, Mendoza and San Luis. Downstream it is known as the "
                "Salado, and in wet years its water reaches the Colorado River."
            ),
            D(
                "Isla del Sol: Isla del Sol is an island in the southern part of Lake Titicaca, "
                "belonging to Bolivia. Rocky and hilly, it has no motor roads, and it holds more "
                "than eighty ruins, most dating from the Inca period, when it was believed to be "
                "the birthplace of the sun god."
            ),
            S(
                "Desaguadero River: The Desaguadero is a river of the Altiplano in western "
                "Bolivia, about 436 km long. Leaving the southern end of its source lake near the "
                "town of Desaguadero, it flows south-east across the high plateau and ends in Lake "
                "Poop\u00f3, a shallow saline lake in the department of Oruro."
            ),
            D(
                "Uru people: The Uru are an indigenous people of Peru and Bolivia, many of whom "
                "live on artificial floating islands made of totora reeds in Lake Titicaca, near "
                "Puno. Their ancestors moved onto the lake to escape the Colla and the Inca, and "
                "fishing and tourism now support them."
            ),
            S(
                "Lake Titicaca: Lake Titicaca is a large freshwater lake in the Andes on the "
                "border between Bolivia and Peru, at an altitude of about 3,812 m. By volume of "
                "water it is the largest lake in South America. More than 25 rivers flow into it, "
                "but its only outlet is the Desaguadero River."
            ),
            D(
                "Lake Jun\u00edn: Lake Jun\u00edn is the largest lake lying wholly within Peru, at "
                "about 529 km\u00b2, at an altitude of 4,080 m in the Jun\u00edn Region. It is the "
                "source of the Mantaro River and is home to the endangered Jun\u00edn grebe and "
                "the Jun\u00edn giant frog."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "what is the highest mountain on the island where heraklion is",
        "Mount Ida (Psiloritis)",
        [
            D(
                "Knossos: Knossos is a Bronze Age archaeological site near the north coast of a "
                "large Greek island, often called Europe's oldest city. It was the ceremonial and "
                "political centre of the Minoan civilisation, and its palace was excavated by "
                "Arthur Evans from 1900 onward."
            ),
            S(
                "Crete: Crete is the largest and most populous of the Greek islands and the "
                "fifth-largest island in the Mediterranean Sea, with an area of 8,450 km\u00b2. It "
                "is mountainous along its whole length, and its highest point is Mount Ida, also "
                "called Psiloritis, at 2,456 m."
            ),
            D(
                "Mount Ida (Turkey): Mount Ida, known in Turkish as Kaz Da\u011f\u0131, is a "
                "mountain in northwestern Turkey, south of the ruins of Troy, rising to 1,774 m. "
                "In Greek mythology it was the site of the Judgement of Paris, and much of its "
                "forest is now a national park known for its clean air and many springs."
            ),
            D(
                "Heraklion International Airport: Heraklion International Airport 'Nikos "
                "Kazantzakis' is the main airport of a large Greek island and the second-busiest "
                "in Greece after Athens. It lies about 5 km east of the centre of Heraklion and is "
                "named after the writer Nikos Kazantzakis, who was born in the city."
            ),
            S(
                "Heraklion: Heraklion is the largest city and the administrative capital of the "
                "island of Crete and of the Crete region of Greece. With about 180,000 inhabitants "
                "it is the fourth-largest city in the country. It lies on the north coast of the "
                "island, about 5 km from the palace of Knossos."
            ),
            D(
                "Mount Olympus: Mount Olympus is the highest mountain in Greece, rising to 2,918 m "
                "at its peak, Mytikas. It stands on the border of Thessaly and Macedonia, about 80 "
                "km southwest of Thessaloniki, and in Greek mythology it was the home of the "
                "twelve Olympian gods."
            ),
            D(
                "Rhodes: Rhodes is the largest of the Dodecanese islands of Greece, with an area "
                "of about 1,400 km\u00b2. Its highest point is Mount Attavyros at 1,216 m, and in "
                "antiquity its harbour was the site of the Colossus of Rhodes, one of the Seven "
                "Wonders of the Ancient World."
            ),
            D(
                "Samaria Gorge: The Samaria Gorge is a gorge in the White Mountains of "
                "southwestern Crete, about 16 km long. It was made a national park in 1962 and is "
                "a refuge for the Cretan wild goat, the kri-kri; walkers descend from the Omalos "
                "plateau to the Libyan Sea."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which lake does the main river feeding the Dead Sea flow through?",
        "the Sea of Galilee",
        [
            D(
                "Dead Sea Scrolls: The Dead Sea Scrolls are ancient Jewish manuscripts found "
                "between 1947 and 1956 in caves near Qumran, in the Judaean Desert. Dating from "
                "the third century BC to the first century AD, they include the oldest known "
                "copies of books of the Hebrew Bible."
            ),
            D(
                "Yarmouk River: The Yarmouk is a river in the Middle East, about 57 km long, that "
                "rises on the slopes of the Hauran plateau in Syria. For part of its course it "
                "forms the border between Syria and Jordan, and then between Israel and Jordan, "
                "and it is the largest tributary of the Jordan River. Its waters are shared under "
                "a 1987 agreement."
            ),
            S(
                "Jordan River: The Jordan River is a 251 km river in the Middle East that rises "
                "near Mount Hermon and flows south through the Hula Valley and the Sea of Galilee "
                "and on down the Jordan Rift Valley. For part of its course it forms the border "
                "between Jordan and Israel and the West Bank."
            ),
            D(
                "Lake Hula: Lake Hula was a lake in the Hula Valley in northern Israel, north of "
                "the Sea of Galilee. Much of it was drained in the 1950s to make farmland, and a "
                "small part was later restored as a nature reserve on a key bird migration route "
                "between Europe and Africa."
            ),
            D(
                "Jordan River (Utah): The Jordan River is a river in the U.S. state of Utah, about "
                "82 km long. It flows north from Utah Lake through the Salt Lake Valley and Salt "
                "Lake City and empties into the Great Salt Lake. It was named by Mormon pioneers "
                "after the river of the Bible."
            ),
            D(
                "Ein Gedi: Ein Gedi is an oasis and nature reserve in Israel, west of the Dead "
                "Sea, near Masada and the caves of Qumran. Fed by springs, it supports ibex and "
                "hyraxes, and it has been known since biblical times for its dates and its balsam."
            ),
            S(
                "Dead Sea: The Dead Sea is a salt lake bordered by Jordan to the east and by "
                "Israel and the West Bank to the west. Its surface lies about 430 m below sea "
                "level, the lowest land elevation on Earth, and its water is almost ten times as "
                "salty as the ocean. Its main tributary is the Jordan River."
            ),
            D(
                "Jordan: Jordan, officially the Hashemite Kingdom of Jordan, is a country in West "
                "Asia. It borders Saudi Arabia, Iraq, Syria, Israel and the West Bank, and its "
                "capital and largest city is Amman; its only port is Aqaba, at the northern tip of "
                "the Red Sea."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Are the platypus and the koala both marsupials?",
        "no",
        [
            D(
                "Short-beaked echidna: The short-beaked echidna (Tachyglossus aculeatus) is one of "
                "four living species of echidna, covered in fur and spines, and is found "
                "throughout Australia and in New Guinea. It feeds on ants and termites, which it "
                "digs out with its snout and catches with its long sticky tongue."
            ),
            S(
                "Koala: The koala (Phascolarctos cinereus) is an arboreal herbivorous marsupial "
                "native to Australia. It is the only living member of the family Phascolarctidae, "
                "and its closest living relatives are the wombats. It feeds almost entirely on "
                "eucalyptus leaves."
            ),
            D(
                "Common wombat: The common wombat (Vombatus ursinus) is a burrowing marsupial "
                "found in the forested and mountainous areas of southeastern Australia and "
                "Tasmania. Stocky and short-legged, it can weigh up to 35 kg, and it is known for "
                "producing cube-shaped droppings."
            ),
            D(
                "Drop bear: The drop bear is a fictitious animal in contemporary Australian "
                "folklore, described as a large, predatory relative of the koala that lives in "
                "treetops and attacks by dropping onto the heads of people walking beneath. "
                "Stories about it are told mainly to tease tourists."
            ),
            D(
                "Red kangaroo: The red kangaroo (Osphranter rufus) is the largest of all "
                "kangaroos, the largest land mammal native to Australia and the largest living "
                "marsupial. It lives across most of the mainland, avoiding only the more fertile "
                "south and east coasts and the northern rainforests."
            ),
            S(
                "Platypus: The platypus (Ornithorhynchus anatinus), also called the duck-billed "
                "platypus, is a semiaquatic, egg-laying mammal endemic to eastern Australia, "
                "including Tasmania. It is one of only five living species of monotremes, the "
                "mammals that lay eggs instead of giving birth to live young."
            ),
            D(
                "Thylacine: The thylacine (Thylacinus cynocephalus) is an extinct carnivorous "
                "marsupial that was native to mainland Australia and the islands of Tasmania and "
                "New Guinea. The last known animal died in Hobart Zoo in 1936; it was often called "
                "the Tasmanian tiger because of the stripes across its back."
            ),
            D(
                "Eucalyptus: Eucalyptus is a genus of more than 700 species of flowering trees and "
                "shrubs in the myrtle family, Myrtaceae. Most are native to Australia, where they "
                "dominate the tree flora, and their tough leaves, rich in aromatic oils, are eaten "
                "by very few animals."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "When did the author of Histoire naturelle die?",
        "16 April 1788",
        [
            D(
                "Natural History (Pliny): The Natural History is a work by Pliny the Elder, a "
                "Roman author and naval commander who died in AD 79 during the eruption of Mount "
                "Vesuvius. Its 37 books cover astronomy, geography, zoology, botany and "
                "mineralogy, and it is one of the largest works to survive from the Roman Empire. "
                "It was dedicated to the future emperor Titus."
            ),
            D(
                "Jardin des Plantes: The Jardin des Plantes is the main botanical garden of "
                "France, on the left bank of the Seine in Paris. Founded in 1635 as the royal "
                "garden of medicinal plants, the Jardin du Roi, it became part of the National "
                "Museum of Natural History in 1793."
            ),
            D(
                "Louis-Jean-Marie Daubenton: Louis-Jean-Marie Daubenton (29 May 1716 \u2013 1 "
                "January 1800) was a French naturalist born in Montbard. He wrote the anatomical "
                "descriptions of animals for the first volumes of a great natural history, and in "
                "1793 became the first director of the National Museum of Natural History."
            ),
            S(
                "Georges-Louis Leclerc, Comte de Buffon: Georges-Louis Leclerc, Comte de Buffon (7 "
                "September 1707 \u2013 16 April 1788) was a French naturalist, mathematician and "
                "cosmologist. Born in Montbard in Burgundy, he was keeper of the Jardin du Roi in "
                "Paris from 1739, and his ideas influenced two generations of naturalists."
            ),
            D(
                "Natural History (magazine): Natural History is a magazine published in the United "
                "States since 1900, for many years by the American Museum of Natural History in "
                "New York. It covers biology, ecology, anthropology and astronomy, and for decades "
                "carried Stephen Jay Gould's monthly essay column."
            ),
            S(
                "Histoire Naturelle: Histoire naturelle, g\u00e9n\u00e9rale et particuli\u00e8re "
                "is an encyclopaedic work of natural history in 36 volumes, written by "
                "Georges-Louis Leclerc, Comte de Buffon, and published from 1749. It covers the "
                "history of the Earth, minerals, mammals and birds, and was widely read and "
                "translated across eighteenth-century Europe."
            ),
            D(
                "Montbard: Montbard is a commune in the C\u00f4te-d'Or department in the "
                "Bourgogne-Franche-Comt\u00e9 region of eastern France, on the Brenne and the "
                "Burgundy Canal. It has about 5,000 inhabitants, and the park laid out on its hill "
                "by a celebrated naturalist is open to the public."
            ),
            D(
                "Buffon's needle problem: In probability theory, Buffon's needle problem asks for "
                "the probability that a needle dropped onto a floor made of parallel strips of "
                "wood will cross a line between two strips. It was first posed in the eighteenth "
                "century by the naturalist whose name it bears, and it gives a way to estimate "
                "\u03c0."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which Canadian province is the national park containing the Burgess Shale in?",
        "British Columbia",
        [
            D(
                "Banff National Park: Banff National Park is Canada's oldest national park, "
                "established in 1885 in the Rocky Mountains of Alberta. Covering 6,641 km\u00b2 of "
                "mountains, glaciers and forests, it contains the resort town of Banff and Lake "
                "Louise, and it is part of the Canadian Rocky Mountain Parks World Heritage Site."
            ),
            D(
                "Charles Doolittle Walcott: Charles Doolittle Walcott (March 31, 1850 \u2013 "
                "February 9, 1927) was an American palaeontologist and administrator, the fourth "
                "Secretary of the Smithsonian Institution from 1907 to 1927. He was an expert on "
                "trilobites and other fossils of the Cambrian period."
            ),
            D(
                "Chengjiang biota: The Chengjiang biota is a deposit of Cambrian fossils in Yunnan "
                "Province, China, about 518 million years old. Like a better-known shale deposit "
                "found in North America, it preserves soft-bodied animals in great detail, and it "
                "became a World Heritage Site in 2012."
            ),
            D(
                "Opabinia: Opabinia regalis is an extinct stem-group arthropod known from middle "
                "Cambrian fossils of the Burgess Shale, about 505 million years old. It had five "
                "eyes and a long flexible proboscis ending in a claw, and its strange anatomy "
                "played a part in debates about the Cambrian explosion."
            ),
            D(
                "Kootenay National Park: Kootenay National Park is a national park in the Canadian "
                "Rockies of southeastern British Columbia, created in 1920 and covering 1,406 "
                "km\u00b2. Its attractions include the Radium Hot Springs, Marble Canyon and the "
                "Paint Pots, ochre-coloured mineral springs once used by the Ktunaxa people."
            ),
            S(
                "Yoho National Park: Yoho National Park is a national park of Canada in the Rocky "
                "Mountains along the western slope of the Continental Divide in southeastern "
                "British Columbia. It was established in 1886 and covers 1,313 km\u00b2. Its name "
                "comes from a Cree expression of awe and wonder."
            ),
            S(
                "Burgess Shale: The Burgess Shale is a fossil-bearing rock formation in the "
                "Canadian Rockies of Yoho National Park. About 508 million years old, from the "
                "middle Cambrian, it is famous for the exceptional preservation of the soft parts "
                "of its animals. It was discovered by the palaeontologist Charles Walcott in 1909."
            ),
            D(
                "Jasper National Park: Jasper National Park is the largest national park in the "
                "Canadian Rockies, covering 11,000 km\u00b2 in Alberta, north of Banff. It was "
                "established in 1907 and includes the Columbia Icefield, the Athabasca Falls and "
                "the town of Jasper, named after the fur trader Jasper Hawes."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "How high is the tallest peak of the Cascade Range?",
        "4,392 m (14,411 ft)",
        [
            D(
                "Mount Hood: Mount Hood is a potentially active stratovolcano in the Cascade "
                "Volcanic Arc, about 80 km east-southeast of Portland. At 3,429 m it is the "
                "highest mountain in Oregon, and it has twelve named glaciers and snowfields and "
                "several ski areas, including Timberline Lodge."
            ),
            S(
                "Mount Rainier: Mount Rainier, also known as Tahoma, is a large active "
                "stratovolcano about 95 km south-southeast of Seattle, in the state of Washington. "
                "With a summit elevation of 4,392 m (14,411 ft), it is the most topographically "
                "prominent mountain in the contiguous United States."
            ),
            D(
                "North Cascades National Park: North Cascades National Park is a national park in "
                "the state of Washington, covering 2,043 km\u00b2 of rugged peaks. It contains "
                "more than 300 glaciers, the largest concentration in the contiguous United States "
                "outside Alaska, and it was established in 1968."
            ),
            D(
                "Mount St. Helens: Mount St. Helens is an active stratovolcano in Skamania County, "
                "Washington, about 80 km northeast of Portland. Its eruption on 18 May 1980 was "
                "the deadliest and most destructive in US history, killing 57 people and lowering "
                "its summit from 2,950 m to 2,549 m."
            ),
            D(
                "Mount Shasta: Mount Shasta is a potentially active volcano at the southern end of "
                "a long volcanic mountain range, in Siskiyou County, California. At 4,322 m it is "
                "the fifth-highest peak in California, and it has an estimated volume of 350 "
                "km\u00b3."
            ),
            D(
                "Seattle: Seattle is a seaport city on the West Coast of the United States and the "
                "most populous city in the state of Washington, with about 750,000 people. It lies "
                "on an isthmus between Puget Sound and Lake Washington, about 160 km south of the "
                "Canadian border."
            ),
            D(
                "Rainier, Oregon: Rainier is a city in Columbia County, Oregon, on the Columbia "
                "River opposite Longview, Washington. It had about 1,900 inhabitants at the 2010 "
                "census and was named after the great snow-capped volcano that can be seen from "
                "the town on clear days."
            ),
            S(
                "Cascade Range: The Cascade Range is a major mountain range of western North "
                "America, extending from Canada through Washington and Oregon to Northern "
                "California. It includes a chain of large stratovolcanoes, the High Cascades, and "
                "its highest peak is Mount Rainier."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Georges Cuvier or Jean-Baptiste Lamarck?",
        "Jean-Baptiste Lamarck",
        [
            D(
                "Fr\u00e9d\u00e9ric Cuvier: Fr\u00e9d\u00e9ric Cuvier (28 June 1773 \u2013 24 July "
                "1838) was a French zoologist and palaeontologist, the younger brother of a more "
                "famous naturalist. He was head keeper of the menagerie at the Jardin des Plantes "
                "in Paris from 1804 until his death."
            ),
            D(
                "Lamarckism: Lamarckism, also known as Lamarckian inheritance, is the notion that "
                "an organism can pass on to its offspring physical characteristics that it "
                "acquired through use or disuse during its lifetime. The idea is named after a "
                "French naturalist, though it was widely held long before him."
            ),
            S(
                "Georges Cuvier: Jean L\u00e9opold Nicolas Fr\u00e9d\u00e9ric, Baron Cuvier (23 "
                "August 1769 \u2013 13 May 1832), known as Georges Cuvier, was a French naturalist "
                "and zoologist, sometimes called the founding father of palaeontology. Born in "
                "Montb\u00e9liard, he established extinction as a fact through the comparative "
                "anatomy of fossils."
            ),
            D(
                "\u00c9tienne Geoffroy Saint-Hilaire: \u00c9tienne Geoffroy Saint-Hilaire (15 "
                "April 1772 \u2013 19 June 1844) was a French naturalist who established the "
                "principle of 'unity of composition'. A colleague of Lamarck, he debated Cuvier in "
                "public in 1830 over whether all animals share a single anatomical plan."
            ),
            D(
                "Cuvier's beaked whale: Cuvier's beaked whale (Ziphius cavirostris) is the most "
                "widely distributed of all beaked whales, found in deep offshore waters of all the "
                "oceans. It holds the records for the deepest and longest dives of any mammal, "
                "reaching nearly 3,000 m and staying down for more than two hours."
            ),
            D(
                "Charles Darwin: Charles Robert Darwin (12 February 1809 \u2013 19 April 1882) was "
                "an English naturalist, geologist and biologist, best known for his contributions "
                "to evolutionary biology. His proposition that all species of life have descended "
                "from a common ancestor is now generally accepted."
            ),
            S(
                "Jean-Baptiste Lamarck: Jean-Baptiste Pierre Antoine de Monet, chevalier de "
                "Lamarck (1 August 1744 \u2013 18 December 1829), was a French naturalist, "
                "biologist and academic. A soldier in his youth, he became a professor of zoology "
                "at the National Museum of Natural History in 1793."
            ),
            D(
                "National Museum of Natural History (France): The French National Museum of "
                "Natural History is the national natural history museum of France, founded in 1793 "
                "in Paris. Its main site is the Jardin des Plantes, and its galleries include the "
                "Grand Gallery of Evolution and the Gallery of Palaeontology and Comparative "
                "Anatomy."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "which is higher ben nevis or snowdon",
        "Ben Nevis",
        [
            D(
                "Scafell Pike: Scafell Pike is the highest mountain in England, rising to 978 m in "
                "the Lake District National Park in Cumbria. It is part of the Southern Fells, and "
                "its summit was given to the National Trust in 1919 as a memorial to the men of "
                "the Lake District who died in the First World War."
            ),
            S(
                "Snowdon: Snowdon, or Yr Wyddfa in Welsh, is the highest mountain in Wales, at an "
                "elevation of 1,085 m above sea level. It lies in Snowdonia National Park in "
                "Gwynedd, and it is the busiest mountain in Britain, with a railway that carries "
                "visitors to a caf\u00e9 near the summit."
            ),
            D(
                "Carrauntoohil: Carrauntoohil is the highest peak on the island of Ireland, at "
                "1,038 m. It lies in the MacGillycuddy's Reeks range in County Kerry, and the "
                "usual ascent from the north climbs a steep, loose gully known as the Devil's "
                "Ladder."
            ),
            D(
                "Ben Macdui: Ben Macdui is the second-highest mountain in the British Isles, "
                "rising to 1,309 m in the Cairngorms National Park in Scotland. Until the middle "
                "of the nineteenth century it was thought to be the highest, and it is said to be "
                "haunted by the Big Grey Man."
            ),
            S(
                "Ben Nevis: Ben Nevis is the highest mountain in Scotland and in the British "
                "Isles, with a summit 1,345 m above sea level. It stands at the western end of the "
                "Grampian Mountains in the Lochaber area, close to the town of Fort William."
            ),
            D(
                "Snowdonia: Snowdonia, or Eryri, is a mountainous region and national park in "
                "northwest Wales, covering 2,130 km\u00b2. It was the first national park "
                "designated in Wales, in 1951, and contains all fifteen Welsh mountains over 3,000 "
                "feet."
            ),
            D(
                "Snowdon Mountain Railway: The Snowdon Mountain Railway is a narrow-gauge rack and "
                "pinion railway in Gwynedd, Wales, running for 7.6 km from Llanberis. Opened in "
                "1896, it is the only public rack railway in the United Kingdom, and its trains "
                "run from spring until autumn."
            ),
            D(
                "Nevis: Nevis is a small island in the Caribbean Sea forming part of the inner arc "
                "of the Leeward Islands, and part of the Federation of Saint Kitts and Nevis. It "
                "covers 93 km\u00b2, and at its centre is Nevis Peak, a dormant volcano rising to "
                "985 m."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of The Birds of America born?",
        "Les Cayes, Saint-Domingue (now Haiti)",
        [
            S(
                "The Birds of America: The Birds of America is a book by the American naturalist "
                "and painter John James Audubon, containing 435 hand-coloured, life-size prints of "
                "American birds. It was first published in parts between 1827 and 1838 in "
                "Edinburgh and London."
            ),
            D(
                "National Audubon Society: The National Audubon Society is an American non-profit "
                "environmental organisation dedicated to the conservation of birds and their "
                "habitats. Founded in 1905 and named after a celebrated painter of birds, it has "
                "about 450 local chapters and runs the yearly Christmas Bird Count."
            ),
            D(
                "Alexander Wilson (ornithologist): Alexander Wilson (6 July 1766 \u2013 23 August "
                "1813) was a Scottish-American poet, naturalist and illustrator, often called the "
                "father of American ornithology. Born in Paisley, he emigrated to the United "
                "States in 1794 and wrote the nine-volume American Ornithology."
            ),
            D(
                "Birds of America (short story collection): Birds of America is a 1998 collection "
                "of short stories by the American writer Lorrie Moore. It was a New York Times "
                "bestseller and includes 'People Like That Are the Only People Here'. Moore was "
                "born in Glens Falls, New York, in 1957."
            ),
            D(
                "John Gould: John Gould (14 September 1804 \u2013 3 February 1881) was an English "
                "ornithologist and bird artist. Born in Lyme Regis, Dorset, he published "
                "monographs on birds illustrated with plates drawn by his wife, Elizabeth Gould, "
                "and others, including The Birds of Australia."
            ),
            S(
                "John James Audubon: John James Audubon (born Jean Rabin; April 26, 1785 \u2013 "
                "January 27, 1851) was an American self-trained artist, naturalist and "
                "ornithologist. He was born in Les Cayes, in the French colony of Saint-Domingue, "
                "now Haiti, and grew up in France."
            ),
            D(
                "Audubon Park (New Orleans): Audubon Park is a 140-hectare city park in the Uptown "
                "area of New Orleans, Louisiana, between St. Charles Avenue and the Mississippi "
                "River. It was named after a naturalist who worked in Louisiana in the 1820s, and "
                "it contains the Audubon Zoo."
            ),
            D(
                "Passenger pigeon: The passenger pigeon (Ectopistes migratorius) is an extinct "
                "species of pigeon that was endemic to North America. Once probably the most "
                "abundant bird in the world, it was hunted to extinction, and the last known bird, "
                "Martha, died in the Cincinnati Zoo in 1914."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "what year was the compiler of the new general catalogue born",
        "1852",
        [
            D(
                "Messier object: The Messier objects are a set of 110 astronomical objects "
                "catalogued by the French astronomer Charles Messier, who was hunting comets and "
                "wanted to avoid objects that could be mistaken for them. The first version of his "
                "catalogue was published in 1774."
            ),
            D(
                "General Catalogue of Nebulae and Clusters of Stars: The General Catalogue of "
                "Nebulae and Clusters of Stars is a catalogue of deep-sky objects published in "
                "1864 by the English astronomer John Herschel. It contains 5,079 entries, many of "
                "them from the earlier lists of his father, William Herschel."
            ),
            D(
                "Caldwell catalogue: The Caldwell catalogue is an astronomical catalogue of 109 "
                "star clusters, nebulae and galaxies for observation by amateur astronomers, "
                "compiled by Sir Patrick Moore. Published in 1995 in Sky & Telescope, it was meant "
                "to complement the Messier catalogue."
            ),
            S(
                "New General Catalogue: The New General Catalogue of Nebulae and Clusters of Stars "
                "(NGC) is an astronomical catalogue of deep-sky objects compiled by John Louis "
                "Emil Dreyer in 1888. It lists 7,840 objects, including galaxies, star clusters "
                "and nebulae."
            ),
            D(
                "Armagh Observatory: Armagh Observatory is an astronomical research institute in "
                "Armagh, Northern Ireland, founded in 1790 by Archbishop Richard Robinson. It is "
                "one of the oldest working observatories in the United Kingdom and Ireland, and it "
                "holds a collection of historic instruments."
            ),
            S(
                "John Louis Emil Dreyer: John Louis Emil Dreyer (13 February 1852 \u2013 14 "
                "September 1926) was a Danish-Irish astronomer. Born in Copenhagen, he moved to "
                "Ireland in 1874 to work at Birr Castle, and from 1882 until 1916 he was director "
                "of the Armagh Observatory."
            ),
            D(
                "William Parsons, 3rd Earl of Rosse: William Parsons, 3rd Earl of Rosse (17 June "
                "1800 \u2013 31 October 1867), was an Anglo-Irish astronomer who built the "
                "Leviathan of Parsonstown, a 72-inch telescope that was the largest in the world "
                "from 1845 until 1917."
            ),
            D(
                "Henry Draper Catalogue: The Henry Draper Catalogue is an astronomical star "
                "catalogue published between 1918 and 1924, giving spectral classes for 225,300 "
                "stars. It was compiled by Annie Jump Cannon and her co-workers at Harvard College "
                "Observatory."
            ),
        ],
        drop=0,
        heldout=True,
    ),
]
