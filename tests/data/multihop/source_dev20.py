"""Development multi-hop questions, batch 20.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev18.py) for the format and to choose subjects none of them asks about. The held-out
sources were only counted (grep -c) for the candidate subjects' names, and subjects with hits
were left out. Written after lexical-v39.

Measured lengths: mean support 288 characters, mean distractor 285 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where was the Roman emperor who won the Battle of the Milvian Bridge born?",
        "Naissus",
        [
            D(
                "Milvian Bridge: The Milvian Bridge, in Italian Ponte Milvio, is an ancient bridge "
                "that carries the Via Flaminia across the Tiber in northern Rome. A stone bridge "
                "was built there in 109 BC by the consul Marcus Aemilius Scaurus, and in recent "
                "years couples have fixed padlocks to its lamp posts."
            ),
            D(
                "Maxentius: Marcus Aurelius Valerius Maxentius (c. 278 \u2013 312) was Roman "
                "emperor in Italy and Africa from 306. The son of the emperor Maximian, he held "
                "Rome through six years of civil war, began the great basilica in the Forum that "
                "bears his name, and died when his army was routed outside the city."
            ),
            S(
                "Battle of the Milvian Bridge: The Battle of the Milvian Bridge was fought on 28 "
                "October 312 between the Roman emperors Constantine I and Maxentius just north of "
                "Rome. Constantine won, Maxentius drowned in the Tiber as his troops fled, and the "
                "victory left Constantine master of the western empire."
            ),
            D(
                "Battle of the Frigidus: The Battle of the Frigidus was fought on 5 and 6 "
                "September 394 near the Vipava river in present-day Slovenia. The emperor "
                "Theodosius I, who was born in Cauca in Hispania, defeated the usurper Eugenius "
                "and his general Arbogast, helped by a violent wind called the bora."
            ),
            D(
                "Diocletian: Diocletian (c. 244 \u2013 c. 312) was Roman emperor from 284 to 305. "
                "Born to a family of low status in Dalmatia, probably near Salona, he set up the "
                "Tetrarchy, a rule shared by four emperors, and after abdicating he retired to his "
                "vast palace at Split on the Adriatic coast."
            ),
            S(
                "Constantine the Great: Constantine I (c. 272 \u2013 22 May 337) was Roman emperor "
                "from 306 to 337 and the first emperor to embrace Christianity. The son of "
                "Constantius Chlorus and Helena, he was born in the Balkan city of Naissus, now "
                "Ni\u0161 in Serbia, and in 330 he refounded Byzantium as Constantinople."
            ),
            D(
                "Battle of Actium: The Battle of Actium was a naval battle fought on 2 September "
                "31 BC off the coast of western Greece. The fleet of Octavian, led by Marcus "
                "Agrippa, defeated the ships of Mark Antony and Cleopatra, and four years later "
                "Octavian, who was born in Rome, took the title Augustus."
            ),
            D(
                "Sirmium: Sirmium was a city of the Roman province of Pannonia on the Sava river, "
                "on the site of present-day Sremska Mitrovica in Serbia. In the late 3rd and 4th "
                "centuries it served as one of the capitals of the Tetrarchy, and the emperor "
                "Probus was born there in 232."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which company bought the firm that designed the sparc processor architecture",
        "Oracle Corporation",
        [
            D(
                "MIPS architecture: MIPS is a RISC instruction set architecture developed by MIPS "
                "Computer Systems, a company founded in 1984 by John Hennessy and colleagues from "
                "Stanford University. Silicon Graphics bought the company in 1992, and MIPS chips "
                "powered the Nintendo 64 and the first PlayStation."
            ),
            D(
                "DEC Alpha: Alpha is a 64-bit RISC instruction set architecture designed by "
                "Digital Equipment Corporation and launched in 1992 as the successor to its VAX "
                "line. After Compaq bought Digital in 1998 the Alpha line was wound down, and "
                "Hewlett-Packard sold the last Alpha systems in 2007."
            ),
            D(
                "PowerPC: PowerPC is a RISC instruction set architecture created in 1991 by the "
                "AIM alliance of Apple, IBM and Motorola. It powered Apple's Macintosh computers "
                "from 1994 until the company moved to Intel processors in 2006, and versions of it "
                "ran the GameCube, Wii and Xbox 360 consoles."
            ),
            S(
                "SPARC: SPARC (Scalable Processor Architecture) is a reduced instruction set "
                "computing (RISC) architecture developed by Sun Microsystems and introduced in "
                "1987 in its Sun-4 workstations. Its design drew on the Berkeley RISC project, and "
                "since 1989 the SPARC International trade group has licensed it openly."
            ),
            D(
                "Fujitsu: Fujitsu Limited is a Japanese information technology company founded in "
                "1935 and based in Tokyo. It built the K computer and the Fugaku supercomputer, "
                "ranked the fastest in the world in 2020, and for many years it designed its own "
                "SPARC64 server processors."
            ),
            D(
                "Silicon Graphics: Silicon Graphics, Inc. (SGI) was an American maker of "
                "high-performance computers founded in 1981 by Jim Clark in Mountain View, "
                "California. Its workstations were used to create the computer effects of Jurassic "
                "Park, and after a bankruptcy its assets were bought by Rackable Systems in 2009."
            ),
            D(
                "RISC-V: RISC-V is an open standard instruction set architecture begun in 2010 at "
                "the University of California, Berkeley, by Krste Asanovi\u0107, David Patterson "
                "and others. Anyone may build RISC-V processors without paying royalties, and the "
                "standard is kept by RISC-V International, based in Switzerland."
            ),
            S(
                "Sun Microsystems: Sun Microsystems was an American computer company founded in "
                "1982 by Andy Bechtolsheim, Vinod Khosla, Scott McNealy and Bill Joy, with its "
                "headquarters in Santa Clara, California. It created the Solaris operating system, "
                "and it was acquired by Oracle Corporation in January 2010."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the company that makes Nutella founded?",
        "Alba, Piedmont",
        [
            D(
                "Gianduja: Gianduja is a sweet paste of chocolate mixed with about 30 per cent "
                "hazelnut paste, first made in Turin in the Napoleonic era, when a blockade made "
                "cocoa scarce and costly. It takes its name from Gianduja, a carnival mask of "
                "Piedmont, and is sold as wrapped ingots called gianduiotti."
            ),
            S(
                "Nutella: Nutella is a sweetened spread of hazelnuts, cocoa and sugar made by the "
                "Italian confectioner Ferrero. It grew out of a hazelnut paste that Pietro Ferrero "
                "made from 1946 to stretch scarce chocolate, was first sold as Nutella in 1964, "
                "and is now made in factories on several continents."
            ),
            D(
                "Ferrero Rocher: Ferrero Rocher is a round chocolate sweet with a whole roasted "
                "hazelnut inside a wafer shell filled with hazelnut cream and coated in milk "
                "chocolate and chopped nuts. Launched in Italy in 1982, it is sold in gold foil, "
                "and its name comes from a rocky grotto at Lourdes."
            ),
            D(
                "Lindt & Spr\u00fcngli: Lindt & Spr\u00fcngli is a Swiss chocolate maker "
                "headquartered in Kilchberg, on Lake Zurich. It traces its history to a Zurich "
                "confectionery shop bought in 1836 by David Spr\u00fcngli and his son, and "
                "Rodolphe Lindt, whose firm it took over in 1899, invented the conching machine in "
                "1879."
            ),
            D(
                "The Hershey Company: The Hershey Company is an American chocolate maker founded "
                "in 1894 by Milton S. Hershey and based in Hershey, Pennsylvania, a town he built "
                "for his workers. Its products include Hershey's Kisses, first made in 1907, and "
                "it sells Kit Kat bars in the United States under licence."
            ),
            D(
                "Hazelnut: The hazelnut is the nut of the hazel, chiefly the common hazel Corylus "
                "avellana. Turkey grows about two thirds of the world's crop, mostly along its "
                "Black Sea coast, and much of the harvest goes into pralines, chocolate bars and "
                "sweet spreads; Italy is the second-largest producer."
            ),
            S(
                "Ferrero SpA: Ferrero is an Italian maker of chocolate and confectionery, founded "
                "in 1946 by the pastry maker Pietro Ferrero in Alba, a town in the Langhe hills of "
                "Piedmont. Owned by the Ferrero family, it also sells Kinder products and Tic Tac "
                "mints, and its group headquarters are in Luxembourg."
            ),
            D(
                "Perugina: Perugina is an Italian chocolate company founded in 1907 in Perugia, "
                "Umbria, by Francesco Buitoni, Annibale Spagnoli and two partners. Its best-known "
                "product, the Bacio, a chocolate with a whole hazelnut and a love note, was "
                "created in 1922, and Nestl\u00e9 has owned the firm since 1988."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which island is the company that makes Tabasco sauce based?",
        "Avery Island, Louisiana",
        [
            D(
                "Tabasco: Tabasco is a state in southeastern Mexico on the Gulf of Mexico, with "
                "its capital at Villahermosa. Its lowlands are crossed by the Grijalva and "
                "Usumacinta rivers, it has large oil fields, and it was home to the Olmec site of "
                "La Venta, whose colossal stone heads are kept in the capital."
            ),
            D(
                "Tabasco pepper: The tabasco pepper is a variety of the chili pepper species "
                "Capsicum frutescens, named after the Mexican state of Tabasco. Its small fruits, "
                "which ripen from yellow-green to orange and red, are unusually juicy, and they "
                "measure about 30,000 to 50,000 units on the Scoville scale."
            ),
            D(
                "Huy Fong Foods: Huy Fong Foods is an American hot sauce company founded in 1980 "
                "in Los Angeles by David Tran, a refugee who named it after the freighter that "
                "carried him from Vietnam. Best known for its sriracha sauce in bottles with a "
                "green cap, it works from a factory in Irwindale, California."
            ),
            S(
                "McIlhenny Company: The McIlhenny Company is a family-owned American food company "
                "founded in 1868 by Edmund McIlhenny, a banker who had taken up pepper growing. It "
                "is based on Avery Island, Louisiana, a salt dome rising above the marshes of "
                "Iberia Parish, where its first peppers were planted."
            ),
            D(
                "Cholula Hot Sauce: Cholula is a Mexican hot sauce made from arbol and piquin "
                "peppers and spices to a family recipe from Chapala, Jalisco, and sold in bottles "
                "with a round wooden cap. It is named after Cholula, an ancient city in Puebla, "
                "and the brand was bought by McCormick & Company in 2020."
            ),
            D(
                "Crystal Hot Sauce: Crystal is a Louisiana-style hot sauce of aged cayenne peppers "
                "made by Baumer Foods, a company founded in New Orleans in 1923 by Alvin Baumer. "
                "After Hurricane Katrina damaged its factory on Tulane Avenue in 2005, production "
                "moved upriver to Reserve, Louisiana."
            ),
            S(
                "Tabasco sauce: Tabasco is an American brand of hot sauce made from tabasco "
                "peppers, vinegar and salt, which are mashed and aged for up to three years in "
                "white oak barrels. It has been produced by the McIlhenny Company since 1868 and "
                "is sold in more than 190 countries."
            ),
            D(
                "Frank's RedHot: Frank's RedHot is an American cayenne pepper sauce first made in "
                "1920 by the Frank Tea and Spice Company of Cincinnati, Ohio, with peppers from a "
                "Louisiana farmer. It was used on the first Buffalo wings, served in 1964, and it "
                "is now owned by McCormick & Company."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which New Jersey community is the research laboratory where the transistor was "
            "invented headquartered?"
        ),
        "Murray Hill",
        [
            D(
                "Shockley Semiconductor Laboratory: Shockley Semiconductor Laboratory was a maker "
                "of silicon transistors and diodes founded in 1956 by William Shockley in Mountain "
                "View, California, with money from Beckman Instruments. In 1957 eight of its "
                "engineers left to found Fairchild Semiconductor."
            ),
            D(
                "PARC (company): PARC, founded in 1970 as the Xerox Palo Alto Research Center, is "
                "a research company in Palo Alto, California. Its scientists built the Alto "
                "personal computer and developed laser printing, Ethernet and the graphical user "
                "interface, and in 2023 Xerox gave PARC to SRI International."
            ),
            S(
                "Transistor: A transistor is a semiconductor device that amplifies or switches "
                "electrical signals. The first working transistor, a point-contact device of "
                "germanium, was built at Bell Labs in December 1947 by John Bardeen and Walter "
                "Brattain, in a group led by William Shockley, and the three shared a Nobel Prize."
            ),
            D(
                "David Sarnoff Research Center: The David Sarnoff Research Center in Princeton, "
                "New Jersey, opened in 1942 as RCA Laboratories, the central research arm of the "
                "Radio Corporation of America. Its scientists built the first liquid-crystal "
                "displays and much of color television, and in 1987 it passed to SRI "
                "International."
            ),
            D(
                "Thomas J. Watson Research Center: The Thomas J. Watson Research Center is the "
                "headquarters of IBM Research, in Yorktown Heights, New York, in a curved building "
                "by Eero Saarinen opened in 1961. Work done there includes the invention of DRAM "
                "memory and the Deep Blue chess computer."
            ),
            D(
                "Walter Houser Brattain: Walter Houser Brattain (1902 \u2013 1987) was an American "
                "physicist who shared the 1956 Nobel Prize in Physics for the transistor. Born in "
                "Amoy, China, to American parents, he grew up on a cattle ranch in Washington "
                "state, taught at Whitman College late in life and died in Seattle."
            ),
            S(
                "Bell Labs: Bell Labs, founded in 1925 as Bell Telephone Laboratories, is an "
                "industrial research laboratory that belonged to AT&T until 1996 and has belonged "
                "to Nokia since 2016. Headquartered in Murray Hill, New Jersey, it developed the "
                "Unix operating system, the C language and information theory."
            ),
            D(
                "Audion: The Audion was an amplifying vacuum tube invented in 1906 by the American "
                "engineer Lee de Forest, who placed a grid between the filament and the plate of a "
                "diode. As the first triode it made long-distance telephone calls and radio "
                "broadcasting possible, until transistors replaced tubes."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "largest lake of the country whose capital is managua",
        "Lake Nicaragua",
        [
            D(
                "Honduras: Honduras is a country in Central America with its capital at "
                "Tegucigalpa and coasts on both the Caribbean Sea and the Gulf of Fonseca on the "
                "Pacific. Its largest natural lake is Lake Yojoa, in the central highlands, and "
                "the Maya city of Cop\u00e1n lies near its border with Guatemala."
            ),
            S(
                "Managua: Managua is the capital and largest city of Nicaragua, with more than a "
                "million inhabitants. It lies on the southern shore of Lake Managua, also called "
                "Xolotl\u00e1n, and its old centre was destroyed by an earthquake on 23 December "
                "1972, which killed thousands of people."
            ),
            D(
                "Lake Managua: Lake Managua, also known as Xolotl\u00e1n, is a lake of about 1,000 "
                "square kilometres in western Nicaragua. The active volcano Momotombo rises above "
                "its northwestern shore, and for decades the lake took in untreated sewage from "
                "the capital, which lies along its southern edge."
            ),
            D(
                "Costa Rica: Costa Rica is a country in Central America whose capital, San "
                "Jos\u00e9, lies in the Central Valley. It abolished its army in 1948, and its "
                "largest lake is Lake Arenal, a reservoir enlarged in 1979 by a dam below the "
                "Arenal Volcano, which now feeds several hydroelectric plants."
            ),
            D(
                "Lake Atitl\u00e1n: Lake Atitl\u00e1n is a lake in the highlands of Guatemala, "
                "about 340 metres deep, which makes it the deepest lake in Central America. It "
                "fills a caldera formed by an eruption about 84,000 years ago and is ringed by "
                "three volcanoes and by Maya towns such as Santiago Atitl\u00e1n."
            ),
            D(
                "Gatun Lake: Gatun Lake is an artificial lake in Panama formed between 1907 and "
                "1913 by the Gatun Dam on the Chagres River. When it filled it was the largest "
                "man-made lake in the world, and ships crossing the Panama Canal sail about 33 "
                "kilometres across it between the locks."
            ),
            D(
                "Le\u00f3n, Nicaragua: Le\u00f3n is the second-largest city of Nicaragua, in the "
                "west of the country near the Pacific coast. Its cathedral, the largest in Central "
                "America, was named a World Heritage Site in 2011, and the poet Rub\u00e9n "
                "Dar\u00edo, who grew up in the city, is buried inside it."
            ),
            S(
                "Nicaragua: Nicaragua is the largest country in Central America, bordered by "
                "Honduras to the north and Costa Rica to the south, with its capital at Managua. "
                "Lake Nicaragua, its largest lake and the biggest in Central America, holds the "
                "volcanic island of Ometepe."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the man who proclaimed the State of Israel in May 1948 born?",
        "P\u0142o\u0144sk",
        [
            D(
                "Chaim Weizmann: Chaim Weizmann (1874 \u2013 1952) was a chemist and Zionist "
                "leader who became the first President of Israel in 1949. Born in the village of "
                "Motal, near Pinsk in present-day Belarus, he taught at the University of "
                "Manchester and helped secure the Balfour Declaration of 1917."
            ),
            D(
                "Independence Hall (Israel): Independence Hall is a building on Rothschild "
                "Boulevard in Tel Aviv, once the home of the city's first mayor, Meir Dizengoff, "
                "who gave it to the city as an art museum. On 14 May 1948 the State of Israel was "
                "proclaimed in its main hall, which is now a museum of that day."
            ),
            D(
                "Balfour Declaration: The Balfour Declaration was a public statement issued by the "
                "British government on 2 November 1917, in a letter from Foreign Secretary Arthur "
                "Balfour to Lord Rothschild, backing a national home for the Jewish people in "
                "Palestine. Its text was later written into the British Mandate."
            ),
            D(
                "Theodor Herzl: Theodor Herzl (1860 \u2013 1904) was an Austro-Hungarian "
                "journalist and the founder of modern political Zionism. Born in Pest, in the "
                "Kingdom of Hungary, he wrote the pamphlet The Jewish State in 1896 and a year "
                "later called the First Zionist Congress in Basel, Switzerland."
            ),
            S(
                "David Ben-Gurion: David Ben-Gurion (16 October 1886 \u2013 1 December 1973), born "
                "David Gr\u00fcn, was the first Prime Minister of Israel. He was born in "
                "P\u0142o\u0144sk, a town in Congress Poland then ruled by the Russian Empire, "
                "moved to Ottoman Palestine in 1906, and later retired to the desert kibbutz of "
                "Sde Boker."
            ),
            D(
                "Menachem Begin: Menachem Begin (1913 \u2013 1992) was the sixth Prime Minister of "
                "Israel, from 1977 to 1983. Born in Brest-Litovsk, then in the Russian Empire, he "
                "led the Irgun underground before independence and shared the 1978 Nobel Peace "
                "Prize with Anwar Sadat for the Camp David Accords."
            ),
            D(
                "Tel Aviv: Tel Aviv is the second-largest city of Israel, on the Mediterranean "
                "coast. It was founded in 1909 by Jewish families on the sand dunes north of the "
                "ancient port of Jaffa, with which it was merged in 1950, and its White City of "
                "some 4,000 Bauhaus-style buildings was listed by UNESCO in 2003."
            ),
            S(
                "Israeli Declaration of Independence: The Israeli Declaration of Independence was "
                "proclaimed on 14 May 1948 by David Ben-Gurion, head of the Jewish Agency, at a "
                "ceremony in the Tel Aviv Museum, hours before the British Mandate for Palestine "
                "expired. It declared a Jewish state to be called Israel."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Who founded the dynasty under which China's Grand Canal was first joined into a "
            "single waterway?"
        ),
        "Emperor Wen of Sui",
        [
            D(
                "Tang dynasty: The Tang dynasty ruled China from 618 to 907, with its capital at "
                "Chang'an. It was founded by Li Yuan, known as Emperor Gaozu of Tang, and under "
                "his son Taizong and later rulers it became a golden age of poetry, printing and "
                "trade along the Silk Road."
            ),
            S(
                "Grand Canal (China): The Grand Canal is a system of waterways about 1,800 "
                "kilometres long linking Beijing with Hangzhou, the world's longest canal. Parts "
                "of it date from the 5th century BC, but its sections were first joined into a "
                "single waterway under the Sui dynasty in the early 7th century."
            ),
            D(
                "Canal du Midi: The Canal du Midi is a canal of 240 kilometres in southern France "
                "that links Toulouse with the Mediterranean at the \u00c9tang de Thau. Built from "
                "1666 to 1681 under King Louis XIV to a design by Pierre-Paul Riquet, it became a "
                "UNESCO World Heritage Site in 1996."
            ),
            D(
                "Yuan dynasty: The Yuan dynasty was a Mongol-led dynasty that ruled China from "
                "1271 to 1368. It was founded by Kublai Khan, a grandson of Genghis Khan, who "
                "built a new capital called Dadu on the site of present-day Beijing, and it was "
                "overthrown by the rebels of the Red Turban movement."
            ),
            D(
                "Suzhou: Suzhou is a city in Jiangsu province, China, on the lower Yangtze plain "
                "by the shores of Lake Tai. Criss-crossed by canals and stone bridges, it is known "
                "for its classical gardens, nine of which are World Heritage Sites, and for a silk "
                "industry more than two thousand years old."
            ),
            D(
                "Lingqu Canal: The Lingqu is a canal in Guangxi, China, dug in 214 BC on the "
                "orders of the First Emperor of Qin to carry supplies for his armies in the south. "
                "About 36 kilometres long, it links the Xiang River, a tributary of the Yangtze, "
                "with the Li River, and is one of the oldest contour canals."
            ),
            D(
                "Erie Canal: The Erie Canal is a waterway in New York State, opened in 1825, that "
                "runs about 584 kilometres from Albany on the Hudson River to Buffalo on Lake "
                "Erie. Championed by Governor DeWitt Clinton, it helped make New York City the "
                "chief port of the United States."
            ),
            S(
                "Sui dynasty: The Sui dynasty ruled China from 581 to 618. It was founded by Yang "
                "Jian, known as Emperor Wen of Sui, who seized the throne of the Northern Zhou and "
                "in 589 conquered the Chen dynasty in the south, reuniting China after nearly "
                "three centuries of division."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the chemist who proposed the ring structure of benzene born?",
        "Darmstadt",
        [
            D(
                "Archibald Scott Couper: Archibald Scott Couper (1831 \u2013 1892) was a Scottish "
                "chemist born in Kirkintilloch, near Glasgow. Working in Paris in 1858, he "
                "proposed that carbon atoms link to each other in chains and drew structural "
                "formulas with lines for bonds, but illness ended his career a year later."
            ),
            D(
                "Naphthalene: Naphthalene is an aromatic hydrocarbon with the formula C10H8, made "
                "of two fused rings of carbon atoms. It forms white crystals with a strong smell, "
                "was first obtained from coal tar in the early 1820s, and is best known as the "
                "main ingredient of traditional mothballs."
            ),
            D(
                "Kathleen Lonsdale: Dame Kathleen Lonsdale (1903 \u2013 1971) was an Irish-born "
                "British crystallographer. In 1929 she used X-ray diffraction on crystals of "
                "hexamethylbenzene to prove that the benzene ring is flat, and in 1945 she became "
                "one of the first two women elected Fellows of the Royal Society."
            ),
            S(
                "Benzene: Benzene is an organic compound with the formula C6H6, a colourless and "
                "highly flammable liquid found in crude oil. Michael Faraday isolated it in 1825 "
                "from the oily residue of lighting gas, and its structure, a ring of six carbon "
                "atoms, was proposed in 1865 by the chemist August Kekul\u00e9."
            ),
            D(
                "Ghent University: Ghent University is a public university in Ghent, Belgium, "
                "founded in 1817 by King William I of the United Kingdom of the Netherlands. It "
                "has taught in Dutch since 1930, and its Book Tower, a library designed by the "
                "architect Henry van de Velde, was completed in 1942."
            ),
            D(
                "August Wilhelm von Hofmann: August Wilhelm von Hofmann (1818 \u2013 1892) was a "
                "German chemist born in Giessen. He ran the Royal College of Chemistry in London "
                "from 1845, where his student William Perkin made the first synthetic dye, "
                "mauveine, in 1856, and he founded the German Chemical Society in Berlin."
            ),
            D(
                "Aromaticity: Aromaticity is a property of flat rings of atoms whose electrons are "
                "shared around the whole ring, which makes them unusually stable. Erich "
                "H\u00fcckel stated in 1931 that such rings hold 4n + 2 pi electrons, a rule met "
                "by benzene, pyridine and the cyclopentadienyl anion."
            ),
            S(
                "August Kekul\u00e9: Friedrich August Kekul\u00e9 (7 September 1829 \u2013 13 July "
                "1896) was a German organic chemist, born in Darmstadt in the Grand Duchy of "
                "Hesse. He first studied architecture at Giessen, laid the foundations of the "
                "theory of chemical structure, and taught at Ghent and, from 1867, at Bonn."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which German state is the town whose limestone yielded the fossils of Archaeopteryx?",
        "Bavaria",
        [
            D(
                "Messel pit: The Messel pit is a disused oil shale quarry in Hesse, Germany, "
                "listed by UNESCO in 1995. Its Eocene lake deposits, about 47 million years old, "
                "have yielded finely preserved fossils of early horses, bats and birds, some with "
                "their stomach contents and feathers intact."
            ),
            D(
                "Holzmaden: Holzmaden is a village in the district of Esslingen in "
                "Baden-W\u00fcrttemberg, Germany. The Early Jurassic Posidonia Shale quarried "
                "there is famous for complete ichthyosaur skeletons, some showing the outline of "
                "skin and fins and others with unborn young inside them."
            ),
            D(
                "Compsognathus: Compsognathus is a genus of small, two-legged meat-eating "
                "dinosaurs about the size of a turkey that lived in Europe about 150 million years "
                "ago. Its two known skeletons were found in the Late Jurassic limestones of "
                "Germany and France, one of them with a lizard in its stomach."
            ),
            D(
                "Museum f\u00fcr Naturkunde: The Museum f\u00fcr Naturkunde in Berlin is a natural "
                "history museum founded in 1810. It holds more than 30 million specimens, shows "
                "the tallest mounted dinosaur skeleton in the world, a Giraffatitan, and keeps the "
                "Berlin specimen of Archaeopteryx, found in the 1870s."
            ),
            S(
                "Archaeopteryx: Archaeopteryx is a genus of feathered, bird-like dinosaurs that "
                "lived about 150 million years ago, in the Late Jurassic. Its first skeleton was "
                "found in 1861, two years after Darwin's On the Origin of Species, and its "
                "specimens come from the fine limestone quarried around Solnhofen."
            ),
            D(
                "Confuciusornis: Confuciusornis is a genus of crow-sized early birds that lived "
                "about 125 million years ago in what is now Liaoning province, in north-eastern "
                "China. It had a toothless beak, and thousands of its fossils, many from the "
                "Yixian Formation, show males with long tail feathers."
            ),
            S(
                "Solnhofen: Solnhofen is a municipality in the district of "
                "Wei\u00dfenburg-Gunzenhausen in Bavaria, Germany, on the Altm\u00fchl river. Its "
                "thin-bedded Late Jurassic limestone has been quarried since Roman times, and "
                "after lithography was invented in the 1790s it became the standard printing "
                "stone."
            ),
            D(
                "Lithography: Lithography is a printing method invented in 1796 by the German "
                "actor and playwright Alois Senefelder, based on the fact that oil and water do "
                "not mix. An image drawn with a greasy crayon on a smooth slab of stone holds ink, "
                "while the wet bare stone around it repels it."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which sea does the river through rostov-on-don flow into",
        "the Sea of Azov",
        [
            S(
                "Rostov-on-Don: Rostov-on-Don is a port city in southern Russia and the "
                "administrative centre of Rostov Oblast, with about 1.1 million inhabitants. It "
                "grew from a customs post set up on the right bank of the Don in 1749, and it is "
                "often called the gateway to the Caucasus."
            ),
            D(
                "Volga: The Volga is the longest river in Europe, flowing about 3,530 kilometres "
                "from the Valdai Hills north-west of Moscow to the Caspian Sea, which it enters "
                "through a wide delta below Astrakhan. Its basin is home to a large share of "
                "Russia's people, and its dams make much of its power."
            ),
            D(
                "Novocherkassk: Novocherkassk is a city in Rostov Oblast, Russia, founded in 1805 "
                "as the capital of the Don Cossacks. Its Ascension Cathedral is one of the largest "
                "Orthodox churches in Russia, and in 1962 Soviet troops shot striking workers of "
                "the city's electric locomotive works."
            ),
            D(
                "Seversky Donets: The Seversky Donets is a river about 1,050 kilometres long that "
                "rises on the Central Russian Upland near Belgorod. It flows south-east across "
                "eastern Ukraine and then turns back into Russia, where it joins the Don as its "
                "largest tributary."
            ),
            D(
                "Kuban River: The Kuban is a river in southern Russia, about 870 kilometres long, "
                "that rises from glaciers near Mount Elbrus in the Caucasus. It flows north and "
                "then west past the city of Krasnodar, and it ends in a wide delta of marshes and "
                "lagoons near the town of Temryuk."
            ),
            S(
                "Don (river): The Don is a river of European Russia, about 1,870 kilometres long. "
                "It rises near Novomoskovsk, south-east of Moscow, comes close to the Volga near "
                "Volgograd, where a canal links the two, and flows into the Sea of Azov through "
                "Taganrog Bay."
            ),
            D(
                "Krasnodar: Krasnodar is a city in southern Russia on the right bank of the Kuban "
                "River and the centre of Krasnodar Krai. Founded in 1793 by Black Sea Cossacks as "
                "Yekaterinodar, in honour of Catherine the Great, it was renamed in 1920 and now "
                "has more than a million people."
            ),
            D(
                "Volgograd: Volgograd, called Stalingrad from 1925 to 1961, is a city on the west "
                "bank of the lower Volga in southern Russia. The battle fought there from 1942 to "
                "1943 was a turning point of the Second World War, and the statue The Motherland "
                "Calls stands on the Mamayev Kurgan above it."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Electrolux or Husqvarna?",
        "Husqvarna",
        [
            D(
                "Husqvarna Motorcycles: Husqvarna Motorcycles is a maker of off-road and street "
                "motorcycles that began as the motorcycle branch of a Swedish arms maker, which "
                "built its first motorcycle in 1903. The branch was sold to the Italian firm "
                "Cagiva in 1987, to BMW in 2007 and to the owners of KTM in 2013."
            ),
            S(
                "Electrolux: AB Electrolux is a Swedish maker of household appliances such as "
                "refrigerators, cookers and vacuum cleaners, headquartered in Stockholm. It was "
                "founded in 1919 through the merger of Elektromekaniska AB and AB Lux, led by Axel "
                "Wenner-Gren, and it also sells under the AEG name."
            ),
            D(
                "Volvo Cars: Volvo Cars is a Swedish carmaker headquartered in Gothenburg. It "
                "began in 1927 as a subsidiary of the ball-bearing maker SKF, whose first car, the "
                "\u00d6V 4, left the factory that April, and it was owned by Ford from 1999 until "
                "the Chinese company Geely bought it in 2010."
            ),
            D(
                "Scania AB: Scania is a Swedish maker of heavy lorries and buses based in "
                "S\u00f6dert\u00e4lje. It traces its roots to 1891, when Vabis was founded to "
                "build railway wagons, took its present shape in 1911, when Vabis merged with the "
                "Scania works of Malm\u00f6, and is now part of the Volkswagen group's Traton."
            ),
            D(
                "Huskvarna: Huskvarna is a town in J\u00f6nk\u00f6ping Municipality, in the "
                "province of Sm\u00e5land, Sweden, at the southern end of Lake V\u00e4ttern. It "
                "grew up around the waterfalls of the Huskvarna River, which drove the wheels of "
                "its factories, and it has since grown together with the city of "
                "J\u00f6nk\u00f6ping."
            ),
            D(
                "SKF: SKF is a Swedish maker of bearings and seals founded in Gothenburg in 1907 "
                "to make the self-aligning ball bearing invented by the engineer Sven Wingquist. "
                "With factories in dozens of countries, it is one of the largest bearing makers in "
                "the world, and it started Volvo as a subsidiary."
            ),
            D(
                "Alfa Laval: Alfa Laval is a Swedish engineering company headquartered in Lund "
                "that makes heat exchangers, separators and pumps. It was founded in Stockholm in "
                "1883 by Gustaf de Laval and Oscar Lamm to sell de Laval's cream separator, a "
                "centrifuge that splits cream from milk."
            ),
            S(
                "Husqvarna Group: Husqvarna is a Swedish maker of chainsaws, lawn mowers, garden "
                "tools and cutting equipment for the building trade. It was founded in 1689 as a "
                "royal arms factory making muskets in the town of Huskvarna, and over the years it "
                "also made sewing machines, bicycles and motorcycles."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which river is longer, the Orinoco or the S\u00e3o Francisco?",
        "the S\u00e3o Francisco",
        [
            D(
                "Essequibo River: The Essequibo is the largest river of Guyana, about 1,010 "
                "kilometres long, and the largest river between the Orinoco and the Amazon. It "
                "rises in the Acarai Mountains near the border with Brazil and flows north to the "
                "Atlantic, and its wide estuary holds hundreds of islands."
            ),
            D(
                "Ciudad Bol\u00edvar: Ciudad Bol\u00edvar is the capital of Bol\u00edvar State in "
                "Venezuela, on the south bank of the Orinoco at a narrow point of the river. Known "
                "as Angostura until 1846, it hosted the Congress of Angostura of 1819, and it gave "
                "its old name to Angostura bitters, first made there."
            ),
            S(
                "S\u00e3o Francisco River: The S\u00e3o Francisco is the longest river that flows "
                "entirely within Brazil, about 2,900 kilometres long. It rises in the Serra da "
                "Canastra in Minas Gerais, flows north through the dry north-east and turns east "
                "to reach the Atlantic between Alagoas and Sergipe."
            ),
            D(
                "Tocantins River: The Tocantins is a river of central Brazil, about 2,450 "
                "kilometres long, that rises on the plateau of Goi\u00e1s and flows north to the "
                "Par\u00e1 River near Bel\u00e9m. The Tucuru\u00ed Dam on its lower course, "
                "finished in 1984, holds back one of the largest reservoirs in the country."
            ),
            D(
                "Parna\u00edba River: The Parna\u00edba is a river of north-eastern Brazil, about "
                "1,450 kilometres long, that forms the border between the states of Piau\u00ed and "
                "Maranh\u00e3o. It reaches the Atlantic through a delta of more than 70 islands, "
                "the only open-sea delta in the Americas."
            ),
            D(
                "Sobradinho Reservoir: The Sobradinho Reservoir is an artificial lake on the "
                "S\u00e3o Francisco in the state of Bahia, Brazil, formed by a dam completed in "
                "1979. Covering about 4,200 square kilometres, it is one of the largest reservoirs "
                "in the world by area, and its filling flooded several towns."
            ),
            D(
                "Caron\u00ed River: The Caron\u00ed is a river of south-eastern Venezuela, about "
                "950 kilometres long, that rises in the Gran Sabana and joins the Orinoco at "
                "Ciudad Guayana. The Guri Dam on its lower course, completed in 1986, supplies a "
                "large share of Venezuela's electricity."
            ),
            S(
                "Orinoco: The Orinoco is one of the longest rivers of South America, about 2,140 "
                "kilometres long. It rises in the Parima highlands near Venezuela's border with "
                "Brazil, forms part of the border with Colombia, and reaches the Atlantic through "
                "a wide delta, draining most of Venezuela."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the tuatara and the slow worm both lizards?",
        "no",
        [
            D(
                "Grass snake: The grass snake (Natrix natrix) is a non-venomous snake found across "
                "much of Europe, often near water, where it hunts frogs, toads and fish. When "
                "threatened it may hiss, give off a foul-smelling fluid or play dead, lying on its "
                "back with its tongue hanging out."
            ),
            D(
                "Stephens Island (New Zealand): Stephens Island, or Takapourewa, is a small island "
                "at the northern end of the Marlborough Sounds in New Zealand. It holds one of the "
                "largest populations of tuatara, about 30,000 animals, and lost its native Lyall's "
                "wren in the 1890s to cats brought by lighthouse keepers."
            ),
            S(
                "Slow worm: The slow worm (Anguis fragilis) is a legless lizard native to much of "
                "Europe, often mistaken for a snake. Unlike snakes it has eyelids that blink and "
                "can shed its tail to escape predators, and it belongs to the family Anguidae, "
                "which also includes the glass lizards."
            ),
            D(
                "Caecilian: Caecilians are limbless, worm-like amphibians of the order Gymnophiona "
                "that live mostly underground or in water in the tropics of South America, Africa "
                "and Asia. The young of some species feed on a specially grown outer layer of "
                "their mother's skin."
            ),
            D(
                "Amphisbaenia: Amphisbaenians, or worm lizards, are a group of about 200 species "
                "of burrowing, mostly legless reptiles found in Africa, South America, the "
                "Caribbean and around the Mediterranean. Their skin forms rings, so that they look "
                "like earthworms, and many species are pink."
            ),
            D(
                "Sand lizard: The sand lizard (Lacerta agilis) is a lizard found across most of "
                "Europe and east into Mongolia. In spring the males turn bright green on their "
                "flanks, and in Britain it is rare, living mainly on the heaths of Dorset and "
                "Surrey and on the sand dunes of Merseyside."
            ),
            S(
                "Tuatara: The tuatara (Sphenodon punctatus) is a reptile found only in New "
                "Zealand. Although it looks like a lizard, it is the only living member of the "
                "order Rhynchocephalia, a line that split from lizards and snakes about 250 "
                "million years ago, and it can live for more than a century."
            ),
            D(
                "Glass lizard: Glass lizards are legless lizards of the genus Ophisaurus, found in "
                "North America, Asia and North Africa. Their tails, often longer than their "
                "bodies, break easily into several pieces, which gives them their name, and like "
                "other lizards they have eyelids and ear openings."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first avogadro or amp\u00e8re",
        "Andr\u00e9-Marie Amp\u00e8re",
        [
            S(
                "Amedeo Avogadro: Lorenzo Romano Amedeo Carlo Avogadro (9 August 1776 \u2013 9 "
                "July 1856) was an Italian scientist born in Turin. He proposed in 1811 that equal "
                "volumes of gases at the same temperature and pressure hold equal numbers of "
                "molecules, and he taught physics at the University of Turin."
            ),
            D(
                "Avogadro constant: The Avogadro constant is the number of particles in one mole "
                "of a substance, fixed since 2019 at exactly 6.02214076 \u00d7 10^23. It was named "
                "in honour of the Italian scientist by the French physicist Jean Perrin, who "
                "measured it in 1909 and won the 1926 Nobel Prize in Physics."
            ),
            D(
                "Joseph Louis Gay-Lussac: Joseph Louis Gay-Lussac (6 December 1778 \u2013 9 May "
                "1850) was a French chemist born in Saint-L\u00e9onard-de-Noblat. In 1808 he found "
                "that gases combine in simple ratios by volume, and in 1804 he rose in a hydrogen "
                "balloon to about 7,000 metres to sample the air."
            ),
            D(
                "Amp\u00e8re's circuital law: Amp\u00e8re's circuital law relates the magnetic "
                "field around a closed loop to the electric current passing through the loop. It "
                "was first stated in 1826, and in 1861 James Clerk Maxwell added a term for a "
                "changing electric field, making it one of Maxwell's equations."
            ),
            D(
                "Humphry Davy: Sir Humphry Davy (17 December 1778 \u2013 29 May 1829) was a "
                "Cornish chemist born in Penzance. Using large electric batteries he isolated "
                "potassium and sodium in 1807 and calcium and barium a year later, and in 1815 he "
                "invented a safety lamp for coal miners."
            ),
            S(
                "Andr\u00e9-Marie Amp\u00e8re: Andr\u00e9-Marie Amp\u00e8re (20 January 1775 "
                "\u2013 10 June 1836) was a French physicist and mathematician born in Lyon. In "
                "1820 he showed that two wires carrying electric current attract or repel each "
                "other, founding electrodynamics, and the unit of electric current is named after "
                "him."
            ),
            D(
                "J\u00f6ns Jacob Berzelius: J\u00f6ns Jacob Berzelius (20 August 1779 \u2013 7 "
                "August 1848) was a Swedish chemist who devised the modern chemical notation of "
                "one- or two-letter symbols for the elements. He also discovered cerium, selenium "
                "and thorium and measured the atomic weights of most known elements."
            ),
            D(
                "University of Turin: The University of Turin is one of the oldest universities in "
                "Italy, founded in 1404 in the city that later became the capital of Piedmont and "
                "of the Kingdom of Sardinia. The Dutch scholar Erasmus took his doctorate in "
                "theology there in 1506."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became prime minister first, Golda Meir or Sirimavo Bandaranaike?",
        "Sirimavo Bandaranaike",
        [
            D(
                "S. W. R. D. Bandaranaike: Solomon West Ridgeway Dias Bandaranaike (1899 \u2013 "
                "1959) was the fourth Prime Minister of Ceylon, from 1956. Educated at Oxford, he "
                "founded the Sri Lanka Freedom Party in 1951 and made Sinhala the sole official "
                "language, and he was shot by a Buddhist monk in September 1959."
            ),
            D(
                "Chandrika Kumaratunga: Chandrika Bandaranaike Kumaratunga (born 1945) was the "
                "fifth President of Sri Lanka, from 1994 to 2005, and the first woman to hold that "
                "office. The daughter of two prime ministers, she was herself prime minister for a "
                "few months in 1994 before winning the presidency."
            ),
            D(
                "Benazir Bhutto: Benazir Bhutto (1953 \u2013 2007) was Prime Minister of Pakistan "
                "from 1988 to 1990 and again from 1993 to 1996, the first woman to lead the "
                "government of a Muslim-majority democracy. The daughter of Zulfikar Ali Bhutto, "
                "she was killed in an attack in Rawalpindi in December 2007."
            ),
            S(
                "Golda Meir: Golda Meir (3 May 1898 \u2013 8 December 1978) was an Israeli "
                "politician who served as Prime Minister of Israel from March 1969 to June 1974, "
                "the first woman to hold the post. Born in Kyiv, she grew up in Milwaukee, "
                "Wisconsin, and had earlier served as labour minister and foreign minister."
            ),
            D(
                "Gro Harlem Brundtland: Gro Harlem Brundtland (born 1939) is a Norwegian physician "
                "who became Norway's first woman prime minister in February 1981 and held the "
                "office three times until 1996. She chaired the UN commission whose 1987 report "
                "popularised sustainable development, and later led the WHO."
            ),
            D(
                "Knesset: The Knesset is the single-chamber parliament of Israel, with 120 members "
                "elected by proportional representation from national party lists. It first met in "
                "February 1949 and moved in 1966 to its present building at Givat Ram in "
                "Jerusalem, and it elects the country's President."
            ),
            D(
                "Dominion of Ceylon: The Dominion of Ceylon was the independent state that existed "
                "from 4 February 1948, when British rule over the island ended, until 22 May 1972, "
                "when it became the Republic of Sri Lanka. Until then the British monarch remained "
                "head of state, represented by a governor-general."
            ),
            S(
                "Sirimavo Bandaranaike: Sirimavo Bandaranaike (1916 \u2013 2000) became the "
                "world's first woman prime minister when she took office in Ceylon, now Sri Lanka, "
                "in July 1960, the year after her husband was assassinated. She led the country "
                "three times, the last term ending in 2000."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the designer of the AK-47 die?",
        "23 December 2013",
        [
            D(
                "M16 rifle: The M16 is an American assault rifle firing 5.56 mm rounds, adapted "
                "from the ArmaLite AR-15 designed by Eugene Stoner in the late 1950s. Adopted by "
                "the United States Army during the Vietnam War, it and its carbine version, the "
                "M4, remain in service with many armies."
            ),
            D(
                "Eugene Stoner: Eugene Morrison Stoner (22 November 1922 \u2013 24 April 1997) was "
                "an American firearms designer born in Gasport, Indiana. Working for ArmaLite in "
                "the 1950s he created the AR-10 and AR-15 rifles, and he later designed the Stoner "
                "63 weapon system."
            ),
            S(
                "AK-47: The AK-47 is a gas-operated assault rifle firing the 7.62\u00d739 mm "
                "cartridge, developed in the Soviet Union by Mikhail Kalashnikov. Adopted by the "
                "Soviet Army in 1949, it and its variants are the most widely produced firearms in "
                "history, and it appears on the flag of Mozambique."
            ),
            D(
                "StG 44: The StG 44 (Sturmgewehr 44) was a German rifle of the Second World War "
                "and the first assault rifle made in large numbers. Designed by Hugo Schmeisser at "
                "the C. G. Haenel works in Suhl, it fired a shortened 7.92 mm cartridge, and about "
                "425,000 were made from 1943 to 1945."
            ),
            D(
                "Izhevsk: Izhevsk is the capital of the Udmurt Republic in Russia, on the Izh "
                "river west of the Ural Mountains, with about 640,000 inhabitants. Founded in 1760 "
                "around an ironworks, it became a centre of arms making after 1807, when a rifle "
                "factory was set up there."
            ),
            D(
                "Dragunov sniper rifle: The Dragunov sniper rifle, or SVD, is a semi-automatic "
                "rifle firing the 7.62\u00d754mmR cartridge, adopted by the Soviet Army in 1963. "
                "It was designed by Yevgeny Dragunov (1920 \u2013 1991), a maker of sporting "
                "rifles in Izhevsk, and is used by armies in dozens of countries."
            ),
            D(
                "PPSh-41: The PPSh-41 is a Soviet submachine gun designed by Georgy Shpagin and "
                "adopted in 1941. Made largely of stamped steel parts, it was cheap to "
                "mass-produce, about six million were built during the Second World War, and it "
                "was often fitted with a 71-round drum magazine."
            ),
            S(
                "Mikhail Kalashnikov: Mikhail Timofeyevich Kalashnikov (10 November 1919 \u2013 23 "
                "December 2013) was a Soviet and Russian lieutenant general and small-arms "
                "designer, born in Kurya in the Altai region. A tank commander wounded in 1941, he "
                "died in Izhevsk at the age of 94."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where did the scientist who proposed continental drift die",
        "on the Greenland ice sheet",
        [
            D(
                "Plate tectonics: Plate tectonics is the theory that the Earth's outer shell is "
                "divided into large plates that glide over the mantle by a few centimetres a year. "
                "Developed in the late 1960s from evidence of seafloor spreading, it explains "
                "where earthquakes, volcanoes and mountain ranges form."
            ),
            D(
                "Harry Hammond Hess: Harry Hammond Hess (1906 \u2013 1969) was an American "
                "geologist and naval officer born in New York City. In 1962 he proposed that new "
                "ocean floor forms at mid-ocean ridges and spreads outwards, and he died of a "
                "heart attack at Woods Hole, Massachusetts, in August 1969."
            ),
            D(
                "Pangaea: Pangaea was a supercontinent that joined nearly all of the Earth's land "
                "masses. It formed about 335 million years ago and began to break apart about 200 "
                "million years ago; it was surrounded by a single world ocean, Panthalassa, and "
                "its break-up opened the Atlantic Ocean."
            ),
            D(
                "Eduard Suess: Eduard Suess (1831 \u2013 1914) was an Austrian geologist born in "
                "London. He named the former southern supercontinent Gondwana and the vanished "
                "Tethys Ocean, pressed for the mountain-spring water main that still supplies "
                "Vienna, and died in Vienna in April 1914."
            ),
            S(
                "Alfred Wegener: Alfred Wegener (1 November 1880 \u2013 November 1930) was a "
                "German meteorologist and polar researcher, born in Berlin. He took part in four "
                "expeditions to Greenland, and he died on the Greenland ice sheet in November "
                "1930, during the last of them, after bringing supplies to an inland station."
            ),
            D(
                "Arthur Holmes: Arthur Holmes (1890 \u2013 1965) was an English geologist from the "
                "north-east of England who pioneered the dating of rocks by radioactive decay. In "
                "1931 he suggested that slow convection currents in the mantle could carry the "
                "continents, and he wrote Principles of Physical Geology."
            ),
            D(
                "Mid-Atlantic Ridge: The Mid-Atlantic Ridge is a mid-ocean ridge running down the "
                "floor of the Atlantic Ocean, where the North American and Eurasian plates, and "
                "the South American and African plates, move apart by a few centimetres a year. "
                "Iceland is a part of it that rises above the sea."
            ),
            S(
                "Continental drift: Continental drift is the idea that the continents move slowly "
                "across the Earth's surface. It was set out in 1912 by the German scientist Alfred "
                "Wegener, who pointed to the matching coasts of Africa and South America and to "
                "fossils shared across oceans; it was accepted only in the 1960s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the French priest after whom P\u00e8re David's deer is named born?",
        "Espelette",
        [
            S(
                "P\u00e8re David's deer: P\u00e8re David's deer (Elaphurus davidianus), or milu, "
                "is a deer of the wetlands of eastern China with a long tail and wide hooves. It "
                "died out in the wild, but a herd in the imperial hunting park near Beijing was "
                "seen by the French missionary Armand David in 1865."
            ),
            D(
                "Woburn Abbey: Woburn Abbey is a country house in Bedfordshire, England, the seat "
                "of the Dukes of Bedford. Its deer park holds nine species of deer, and in the "
                "1890s the 11th Duke gathered the last P\u00e8re David's deer from European zoos "
                "there, saving the species from extinction."
            ),
            D(
                "Przewalski's horse: Przewalski's horse is a rare wild horse of the steppes of "
                "Central Asia, named after the Russian explorer Nikolai Przhevalsky, born in 1839 "
                "in the Smolensk region. It died out in the wild in the 1960s and was brought back "
                "to Mongolia from zoo herds in 1992."
            ),
            D(
                "Schomburgk's deer: Schomburgk's deer was a deer of the swampy plains of central "
                "Thailand with many-branched antlers, hunted to extinction by 1938, when the last "
                "known animal, kept as a pet at a temple, was killed. It was named after Sir "
                "Robert Schomburgk, a German-born British consul in Bangkok."
            ),
            D(
                "Beijing Milu Park: Beijing Milu Park, in the Nanhaizi area south of the city, "
                "lies on part of the former Nanyuan hunting ground of the Ming and Qing emperors. "
                "In 1985 deer sent from England were released there, bringing the milu back to "
                "China some 85 years after it had vanished."
            ),
            D(
                "Congregation of the Mission: The Congregation of the Mission, whose members are "
                "called Vincentians or Lazarists, is a Catholic society of priests founded in "
                "Paris in 1625 by Vincent de Paul. It takes its second name from the Paris priory "
                "of Saint-Lazare, and it sent missionaries to China from the 18th century."
            ),
            S(
                "Armand David: Armand David (7 September 1826 \u2013 10 November 1900) was a "
                "French Lazarist priest, zoologist and botanist, born in Espelette in the French "
                "Basque Country. Sent to China in 1862, he collected thousands of plants and "
                "animals for the Paris museum, and the dove tree Davidia is named after him."
            ),
            D(
                "Sika deer: The sika deer (Cervus nippon) is a deer native to East Asia, from "
                "Japan and Taiwan to the Russian Far East, with a coat that keeps its white spots "
                "in summer. Brought to Britain and Ireland in the 1860s, it has spread widely and "
                "often breeds with the native red deer."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the inventor of the hovercraft born?",
        "4 June 1910",
        [
            D(
                "SR.N1: The SR.N1 was the first practical full-size hovercraft, built by "
                "Saunders-Roe on the Isle of Wight for the National Research Development "
                "Corporation. On 25 July 1959, fifty years after Louis Bl\u00e9riot's flight, it "
                "crossed the English Channel from Calais to Dover in just over two hours."
            ),
            D(
                "Saunders-Roe: Saunders-Roe was a British aircraft and boat maker formed in 1929 "
                "at East Cowes, on the Isle of Wight, when Alliott Verdon Roe and John Lord took "
                "control of S. E. Saunders. It built flying boats such as the huge Princess, and "
                "in 1966 it became part of the British Hovercraft Corporation."
            ),
            D(
                "Hydrofoil: A hydrofoil is a boat with wing-like foils mounted below the hull, "
                "which lift it clear of the water as it gains speed and so cut drag. The Italian "
                "inventor Enrico Forlanini tested one on Lake Maggiore in 1906, and hydrofoil "
                "ferries later ran on routes such as Hong Kong to Macau."
            ),
            D(
                "Enrico Forlanini: Enrico Forlanini (1848 \u2013 1930) was an Italian engineer and "
                "aviation pioneer born in Milan. In 1877 he flew an unmanned steam-powered "
                "helicopter to a height of about 13 metres, and Milan's Linate airport is "
                "officially named after him."
            ),
            D(
                "Hovertravel: Hovertravel is a British ferry company that has run a hovercraft "
                "service across the Solent between Ryde on the Isle of Wight and Southsea, "
                "Portsmouth, since 1965. The crossing takes about ten minutes, and it is now the "
                "last scheduled passenger hovercraft route in Britain."
            ),
            S(
                "Christopher Cockerell: Sir Christopher Sydney Cockerell (4 June 1910 \u2013 1 "
                "June 1999) was an English engineer born in Cambridge, the son of the museum "
                "curator Sydney Cockerell. He worked on radio and radar at Marconi before running "
                "a boat-hire business on the Norfolk Broads, and was knighted in 1969."
            ),
            S(
                "Hovercraft: A hovercraft is a vehicle that travels over land, water, mud or ice "
                "on a cushion of air held beneath it by a flexible skirt. The English engineer "
                "Christopher Cockerell patented the idea in 1955, and the first full-size craft, "
                "the SR.N1, crossed the English Channel in 1959."
            ),
            D(
                "John Isaac Thornycroft: Sir John Isaac Thornycroft (1843 \u2013 1928) was an "
                "English naval architect born in Rome, the son of the sculptors Thomas and Mary "
                "Thornycroft. He founded a shipyard at Chiswick that built fast torpedo boats, and "
                "in the 1870s he patented ideas for an air-lubricated hull."
            ),
        ],
        drop=1,
    ),
]
