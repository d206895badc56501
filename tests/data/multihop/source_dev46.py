"""Development multi-hop questions, batch 46.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev42.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v47.

Measured lengths: mean support 290 characters, mean distractor 295 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which New York town was the president who launched the New Deal born?",
        "Hyde Park, New York",
        [
            D(
                "Theodore Roosevelt: Theodore Roosevelt (1858 \u2013 1919) was the 26th President "
                "of the United States, serving from 1901 to 1909. Born in Manhattan, New York "
                "City, he led the Rough Riders in Cuba in 1898, promoted his Square Deal at home "
                "and won the Nobel Peace Prize in 1906 for ending the Russo-Japanese War."
            ),
            S(
                "New Deal: The New Deal was a series of programmes, public works projects and "
                "financial reforms enacted in the United States between 1933 and 1939. It was "
                "launched by President Franklin D. Roosevelt during his first hundred days in "
                "office to bring relief, recovery and reform after the Great Depression."
            ),
            D(
                "Hyde Park, London: Hyde Park is a royal park of 142 hectares in central London, "
                "opened to the public by Charles I in the 1630s. It holds the Serpentine lake and "
                "Speakers' Corner, and in 1851 it hosted the Great Exhibition in the Crystal "
                "Palace, a glass hall designed by Joseph Paxton."
            ),
            D(
                "Fair Deal: The Fair Deal was the domestic programme that President Harry S. "
                "Truman put before Congress in January 1949. Building on the reforms of the "
                "1930s, it proposed national health insurance, federal aid to schools and a "
                "higher minimum wage, though a conservative coalition blocked most of it."
            ),
            S(
                "Franklin D. Roosevelt: Franklin Delano Roosevelt (1882 \u2013 1945) was the 32nd "
                "President of the United States, serving from 1933 until his death. He was born "
                "on 30 January 1882 at Springwood, his family's estate in Hyde Park, New York, "
                "and he was elected to four terms, more than any other president."
            ),
            D(
                "Works Progress Administration: The Works Progress Administration was an "
                "American federal agency set up in May 1935 that gave jobs to millions of "
                "unemployed people on public projects. Its workers built roads, bridges, schools "
                "and parks, and it also paid artists and writers until it closed in 1943."
            ),
            D(
                "Eleanor Roosevelt: Eleanor Roosevelt (1884 \u2013 1962) was an American diplomat "
                "and activist born in New York City, a niece of Theodore Roosevelt. She was First "
                "Lady from 1933 to 1945, and as a delegate to the United Nations she chaired the "
                "commission that drafted the Universal Declaration of Human Rights in 1948."
            ),
            D(
                "Great Depression: The Great Depression was a worldwide economic slump that "
                "began with the Wall Street Crash of October 1929 and lasted through most of the "
                "1930s. In the United States about a quarter of the workforce was jobless by "
                "1933, and industrial output fell by nearly half from its 1929 level."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city did the king who defeated Darius III at Gaugamela die?",
        "Babylon",
        [
            D(
                "Darius III: Darius III (c. 380 \u2013 330 BC) was the last king of the "
                "Achaemenid Empire of Persia, reigning from 336 BC. Beaten at Issus in 333 BC "
                "and again two years later, he fled east towards Bactria, where he was murdered "
                "in July 330 BC by his own satrap Bessus, who then claimed the throne."
            ),
            D(
                "Battle of Issus: The Battle of Issus was fought in November 333 BC in southern "
                "Anatolia, near the modern Turkish city of Iskenderun. The Macedonian army routed "
                "a larger Persian force led in person by Darius III, who fled the field and left "
                "his mother, his wife and his daughters to be taken captive."
            ),
            D(
                "Pella: Pella was the capital of the ancient kingdom of Macedonia from about 400 "
                "BC, on a plain north-west of Thessaloniki in Greece. Its ruins, excavated since "
                "1957, include a large palace, an agora and houses with fine pebble mosaics, and "
                "a museum on the site opened to visitors in 2009."
            ),
            S(
                "Battle of Gaugamela: The Battle of Gaugamela was fought on 1 October 331 BC in "
                "northern Mesopotamia, in what is now Iraqi Kurdistan. Alexander the Great's "
                "Macedonian army defeated the far larger host of the Persian king Darius III, and "
                "the victory brought about the fall of the Achaemenid Empire."
            ),
            D(
                "Hephaestion: Hephaestion (c. 356 \u2013 324 BC) was a Macedonian nobleman and "
                "general, the closest friend of Alexander the Great since their boyhood. He "
                "commanded the Companion cavalry in the campaigns in Asia and died of a fever at "
                "Ecbatana in the autumn of 324 BC, after which he was mourned with great honours."
            ),
            D(
                "Babylon: Babylon was an ancient city on the Euphrates, about 85 kilometres south "
                "of modern Baghdad. It was the capital of Hammurabi around 1750 BC and later of "
                "Nebuchadnezzar II, who built the Ishtar Gate, and its ruins were added to the "
                "UNESCO World Heritage List in 2019."
            ),
            S(
                "Alexander the Great: Alexander III of Macedon (356 \u2013 323 BC) was king of "
                "Macedonia from 336 BC. Born in Pella and taught by Aristotle, he conquered the "
                "Persian Empire and led his army as far as the Indus. He died in Babylon in June "
                "323 BC, aged 32, in the palace that had belonged to Nebuchadnezzar II."
            ),
            D(
                "Susa: Susa was an ancient city at the foot of the Zagros Mountains in south-west "
                "Iran, first the capital of Elam and later a royal seat of the Persian kings, for "
                "whom Darius I built a great palace. In 324 BC the Macedonians held a mass "
                "wedding there, marrying some 90 officers to Persian noblewomen."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "hoover dam named after a president born in which iowa town",
        "West Branch, Iowa",
        [
            S(
                "Hoover Dam: Hoover Dam is a concrete arch-gravity dam in the Black Canyon of "
                "the Colorado River, on the border between Nevada and Arizona. Built between "
                "1931 and 1936, it holds back Lake Mead, and it is named after Herbert Hoover, "
                "the 31st President of the United States."
            ),
            D(
                "Grand Coulee Dam: Grand Coulee Dam is a concrete gravity dam on the Columbia "
                "River in Washington state, built from 1933 to 1942 as part of the Columbia Basin "
                "Project. Its power station is the largest in the United States by capacity, and "
                "its reservoir is named Franklin D. Roosevelt Lake."
            ),
            D(
                "J. Edgar Hoover: J. Edgar Hoover (1895 \u2013 1972) was an American lawyer "
                "born in Washington, D.C., who headed the Bureau of Investigation from 1924 and "
                "became the first director of the Federal Bureau of Investigation when it took "
                "that name in 1935. He kept the post until his death in May 1972."
            ),
            D(
                "Lake Mead: Lake Mead is a reservoir on the Colorado River formed behind a dam "
                "completed in 1936, lying in Nevada and Arizona about 40 kilometres east of Las "
                "Vegas. It is named after Elwood Mead, head of the Bureau of Reclamation from "
                "1924 to 1936, and it is the largest reservoir in the country by capacity."
            ),
            D(
                "Calvin Coolidge: Calvin Coolidge (1872 \u2013 1933) was the 30th President of "
                "the United States, serving from 1923 to 1929. Born in Plymouth Notch, Vermont, "
                "on 4 July 1872, he was Governor of Massachusetts and became president when "
                "Warren G. Harding died in office in August 1923."
            ),
            S(
                "Herbert Hoover: Herbert Clark Hoover (1874 \u2013 1964) was the 31st President "
                "of the United States, serving from 1929 to 1933. Born in West Branch, Iowa, to "
                "a Quaker family, he studied geology at Stanford, worked as a mining engineer and "
                "led food relief for occupied Belgium in the First World War."
            ),
            D(
                "Hoover Institution: The Hoover Institution is a public policy think tank and "
                "archive at Stanford University in California. It was founded in 1919 by a "
                "Stanford graduate who later became president, as a library on war, revolution "
                "and peace, and its Hoover Tower was completed in 1941."
            ),
            D(
                "Iowa: Iowa is a state in the Midwestern United States lying between the "
                "Mississippi and Missouri rivers. Admitted to the Union in 1846, it has its "
                "capital at Des Moines, produces more corn than any other state, and its "
                "caucuses open the presidential nominating season every four years."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Schuman Declaration of 1950 was made by a French foreign minister born in which city?",
        "Luxembourg City",
        [
            D(
                "Jean Monnet: Jean Monnet (1888 \u2013 1979) was a French businessman and "
                "diplomat born in Cognac, where his family traded in brandy. He drafted the plan "
                "to pool French and West German coal and steel, and he served as the first "
                "president of the High Authority of the new community from 1952 to 1955."
            ),
            D(
                "European Coal and Steel Community: The European Coal and Steel Community was "
                "founded by the Treaty of Paris, signed on 18 April 1951 by Belgium, France, West "
                "Germany, Italy, Luxembourg and the Netherlands. It came into force in July 1952 "
                "and was the forerunner of the European Union; it expired in 2002."
            ),
            S(
                "Schuman Declaration: The Schuman Declaration was a proposal read out in Paris on "
                "9 May 1950 by the French foreign minister Robert Schuman. It called for French "
                "and West German coal and steel production to be placed under a common authority, "
                "and it led to the European Coal and Steel Community."
            ),
            D(
                "Konrad Adenauer: Konrad Adenauer (1876 \u2013 1967) was the first Chancellor of "
                "West Germany, from 1949 to 1963. Born in Cologne on 5 January 1876, he had been "
                "the city's mayor from 1917 until the Nazis removed him in 1933, and he welcomed "
                "the French plan for a coal and steel union in 1950."
            ),
            D(
                "Alcide De Gasperi: Alcide De Gasperi (1881 \u2013 1954) was an Italian "
                "statesman born in Pieve Tesino, in Trentino, which was then part of Austria. "
                "He sat in the Austrian parliament before 1918, founded Christian Democracy in "
                "1943 and was Prime Minister of Italy from 1945 to 1953."
            ),
            D(
                "Europe Day: Europe Day is held by the European Union every year on 9 May to mark "
                "the anniversary of a 1950 proposal for a coal and steel union. The Council of "
                "Europe keeps its own Europe Day on 5 May, the date of its founding in London in "
                "1949, and the EU institutions open their doors to visitors around the day."
            ),
            D(
                "Luxembourg City: Luxembourg City is the capital of the Grand Duchy of "
                "Luxembourg, built on cliffs above the Alzette and P\u00e9trusse rivers. Its old "
                "quarters and fortifications became a UNESCO World Heritage Site in 1994, and it "
                "is the seat of the Court of Justice of the European Union."
            ),
            S(
                "Robert Schuman: Robert Schuman (1886 \u2013 1963) was a French statesman born on "
                "29 June 1886 in Clausen, a quarter of Luxembourg City. Raised a German citizen "
                "in annexed Lorraine, he was twice Prime Minister of France and served as foreign "
                "minister from 1948 to 1953."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Whom did the foreign secretary who signed the Balfour Declaration succeed as Prime "
        "Minister?",
        "Lord Salisbury",
        [
            D(
                "Sykes\u2013Picot Agreement: The Sykes\u2013Picot Agreement was a secret treaty of "
                "May 1916 between Britain and France, with the assent of Russia, that divided the "
                "Arab provinces of the Ottoman Empire into zones of control. It was negotiated by "
                "Mark Sykes and Fran\u00e7ois Georges-Picot and made public in November 1917."
            ),
            S(
                "Arthur Balfour: Arthur James Balfour (1848 \u2013 1930) was a British "
                "Conservative statesman born at Whittingehame in East Lothian. He succeeded his "
                "uncle, Lord Salisbury, as Prime Minister in July 1902 and held office until "
                "December 1905, and he later served as Foreign Secretary from 1916 to 1919."
            ),
            D(
                "Henry Campbell-Bannerman: Sir Henry Campbell-Bannerman (1836 \u2013 1908) was a "
                "Liberal statesman born in Glasgow who became Prime Minister in December 1905, "
                "when the Conservative government resigned. He won a landslide in January 1906, "
                "resigned through ill health in April 1908 and died weeks later in Downing Street."
            ),
            D(
                "Mandate for Palestine: The Mandate for Palestine was a League of Nations mandate "
                "that placed Palestine and Transjordan under British administration. Approved in "
                "July 1922 and in force from September 1923, it wrote the 1917 pledge of a "
                "Jewish national home into its text, and it ended on 14 May 1948."
            ),
            S(
                "Balfour Declaration: The Balfour Declaration was a public statement issued by "
                "the British government on 2 November 1917, during the First World War. Sent as "
                "a letter from the Foreign Secretary Arthur Balfour to Lord Rothschild, it backed "
                "the founding of a national home for the Jewish people in Palestine."
            ),
            D(
                "Walter Rothschild: Walter Rothschild, 2nd Baron Rothschild (1868 \u2013 1937), "
                "was a British banker, politician and zoologist born in London. A leader of the "
                "British Jewish community, he received the government's letter of November 1917, "
                "and his natural history museum at Tring opened to the public in 1892."
            ),
            D(
                "Edward Grey: Edward Grey, 1st Viscount Grey of Fallodon (1862 \u2013 1933), was "
                "a Liberal politician born in London who served as Foreign Secretary from 1905 "
                "to 1916, the longest unbroken tenure in that office. He is remembered for saying "
                "on the eve of war in 1914 that the lamps were going out all over Europe."
            ),
            D(
                "Chaim Weizmann: Chaim Weizmann (1874 \u2013 1952) was a chemist and Zionist "
                "leader born in Motal, near Pinsk, in the Russian Empire. Teaching at Manchester, "
                "he lobbied British ministers for the 1917 pledge, and in 1949 he became the "
                "first President of Israel, an office he held until his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "the maxim gun was invented by a man born in which maine town",
        "Sangerville, Maine",
        [
            D(
                "Gatling gun: The Gatling gun is a hand-cranked rapid-fire weapon with a ring of "
                "rotating barrels, patented in November 1862 by Richard Jordan Gatling, a doctor "
                "from North Carolina. The United States Army adopted it in 1866, and it saw use "
                "in the Spanish\u2013American War of 1898."
            ),
            D(
                "Hudson Maxim: Hudson Maxim (1853 \u2013 1927) was an American inventor and "
                "chemist born in Orneville, Maine, a younger brother of the inventor Hiram Maxim. "
                "He worked on smokeless powder and on a high explosive named Maximite, which he "
                "sold to the United States government in 1901."
            ),
            S(
                "Hiram Maxim: Sir Hiram Stevens Maxim (1840 \u2013 1916) was an inventor born on "
                "5 February 1840 in Sangerville, Maine. He moved to England in 1881, founded the "
                "Maxim Gun Company in 1884, became a British subject in 1900 and was knighted in "
                "1901, and he also built a large steam-powered flying machine."
            ),
            D(
                "Vickers machine gun: The Vickers machine gun was a water-cooled British weapon "
                "firing the .303 cartridge, developed by the firm of Vickers from an earlier "
                "recoil-operated design. The British Army adopted it in November 1912, and it "
                "stayed in service through both world wars until 1968."
            ),
            D(
                "MG 08: The MG 08 was the standard machine gun of the German Army in the First "
                "World War, a licensed copy of a British-made recoil-operated gun adopted in "
                "1908. Made in large numbers at the Spandau arsenal, it weighed about 26 "
                "kilograms without its sled mount and water for the cooling jacket."
            ),
            S(
                "Maxim gun: The Maxim gun was the first fully automatic machine gun, invented in "
                "1884 by the American-born engineer Hiram Maxim. It used the recoil of each shot "
                "to throw out the spent case and load the next round, and the British Army took "
                "it up in 1889 and used it in many colonial wars in Africa."
            ),
            D(
                "Maine: Maine is the north-easternmost state of the United States, bordered by "
                "New Hampshire, the Atlantic Ocean and the Canadian provinces of Quebec and New "
                "Brunswick. Once part of Massachusetts, it was admitted to the Union in 1820, "
                "and its capital is Augusta while Portland is its largest city."
            ),
            D(
                "Battle of Omdurman: The Battle of Omdurman was fought on 2 September 1898 near "
                "Khartoum in Sudan. An Anglo-Egyptian army under Herbert Kitchener crushed the "
                "forces of the Mahdist state led by Abdallahi ibn Muhammad, and its machine guns "
                "and artillery killed about 12,000 of the attacking soldiers."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the Frankish leader who won the Battle of Tours in 732 die?",
        "741",
        [
            D(
                "Battle of Poitiers (1356): The Battle of Poitiers was fought on 19 September "
                "1356 in western France, in the long war between England and France. An English "
                "army under Edward the Black Prince defeated a much larger French force and "
                "captured King John II, who was taken to England and held there for a ransom."
            ),
            D(
                "Pepin the Short: Pepin the Short (c. 714 \u2013 768) was King of the Franks from "
                "751 and the first ruler of the Carolingian line to take the royal title, after "
                "he deposed Childeric III. He died at Saint-Denis on 24 September 768, and his "
                "realm was shared between his sons Charlemagne and Carloman."
            ),
            S(
                "Charles Martel: Charles Martel (c. 688 \u2013 741) was a Frankish statesman and "
                "military leader who, as Mayor of the Palace, ruled the Frankish realm in all but "
                "name from about 718. The father of Pepin the Short and grandfather of "
                "Charlemagne, he died at Quierzy on 22 October 741."
            ),
            D(
                "Battle of Guadalete: The Battle of Guadalete was fought in July 711 in the "
                "south of the Iberian Peninsula. An Umayyad army of Berbers and Arabs led by "
                "Tariq ibn Ziyad defeated the Visigothic king Roderic, who was killed, and the "
                "victory opened most of Hispania to Muslim conquest within a few years."
            ),
            D(
                "Odo the Great: Odo the Great (died 735) was Duke of Aquitaine, in south-western "
                "Gaul. He defeated an Umayyad army besieging Toulouse on 9 June 721, but after a "
                "heavy defeat on the Garonne near Bordeaux in 732 he had to ask his northern "
                "rivals, the Franks, for help against the invaders."
            ),
            D(
                "Charles the Bald: Charles the Bald (823 \u2013 877) was King of West Francia from "
                "843, when the Treaty of Verdun split the empire of his father, Louis the Pious. "
                "A grandson of Charlemagne, he was crowned emperor in Rome in 875 and died on 6 "
                "October 877 while crossing the Alps."
            ),
            S(
                "Battle of Tours: The Battle of Tours, also called the Battle of Poitiers, was "
                "fought on 10 October 732 in west-central France. Frankish and Burgundian forces "
                "led by Charles Martel defeated an invading Umayyad army, whose commander, Abd "
                "al-Rahman al-Ghafiqi, the governor of al-Andalus, was killed."
            ),
            D(
                "Tours: Tours is a city on the Loire in the Centre-Val de Loire region of France, "
                "with about 137,000 inhabitants. Saint Martin was its bishop in the 4th century, "
                "and his shrine made it a great place of pilgrimage, while the city later became "
                "known for its silk weaving and for the chateaux of the Loire nearby."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the company that has owned Rolls-Royce Motor Cars since 2003 founded?",
        "1916",
        [
            D(
                "Rolls-Royce Holdings: Rolls-Royce Holdings is a British aero-engine maker with "
                "its main works in Derby. Its roots go back to the firm set up by Charles Rolls "
                "and Henry Royce in 1906; the company was nationalised in 1971 after going "
                "bankrupt, and it now builds the Trent family of jet engines."
            ),
            D(
                "Bentley: Bentley Motors is a British maker of luxury cars founded in January "
                "1919 by W. O. Bentley and based at Crewe in Cheshire. Its cars won the 24 Hours "
                "of Le Mans five times between 1924 and 1930, and the firm was bought by "
                "Rolls-Royce in 1931 after money troubles during the Depression."
            ),
            D(
                "Charles Rolls: Charles Stewart Rolls (1877 \u2013 1910) was a motoring and "
                "aviation pioneer born in London to a family seated near Monmouth. With Henry "
                "Royce he set up the firm of Rolls-Royce in 1906, and in July 1910 he became the "
                "first Briton killed in a powered aircraft accident, at an air show in Bournemouth."
            ),
            D(
                "Mercedes-Benz Group: Mercedes-Benz Group is a German maker of cars and vans "
                "with its headquarters in Stuttgart. It was formed in 1926 by the merger of "
                "Daimler-Motoren-Gesellschaft with Benz & Cie, and it owns the luxury brand "
                "Maybach, which it revived in 2002 and later made a Mercedes sub-brand."
            ),
            S(
                "Rolls-Royce Motor Cars: Rolls-Royce Motor Cars is a British maker of luxury "
                "cars based at Goodwood in West Sussex. It has been a wholly owned subsidiary of "
                "the German carmaker BMW since January 2003, when it began building cars under "
                "the name, and its models include the Phantom, the Ghost and the Spectre."
            ),
            D(
                "Goodwood House: Goodwood House is a country house near Chichester in West "
                "Sussex, the seat of the Dukes of Richmond since the late 17th century. Its "
                "estate holds a horse racecourse and a motor circuit, and the Goodwood Festival "
                "of Speed has been staged in the grounds every summer since 1993."
            ),
            D(
                "Rolls-Royce Phantom: The Phantom is the largest saloon made under the Rolls-Royce "
                "name. The first model was launched in 1925 to replace the Silver Ghost, the "
                "seventh generation appeared in 2003 from a new factory in Sussex, and the eighth "
                "was unveiled in London in July 2017 on an aluminium frame."
            ),
            S(
                "BMW: Bayerische Motoren Werke AG, known as BMW, is a German maker of cars and "
                "motorcycles with its headquarters in Munich. It dates its founding to 7 March "
                "1916 and began by building aircraft engines; it made its first motorcycle, the "
                "R 32, in 1923 and its first car in 1928."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which city is the company that makes geforce graphics cards based in",
        "Santa Clara, California",
        [
            S(
                "Nvidia: Nvidia Corporation is an American technology company with its "
                "headquarters in Santa Clara, California. It was founded in April 1993 by Jensen "
                "Huang, Chris Malachowsky and Curtis Priem, and it designs graphics processors "
                "for gaming as well as chips used to train artificial intelligence."
            ),
            D(
                "ATI Technologies: ATI Technologies was a Canadian maker of graphics chips "
                "founded in 1985 and based in Markham, Ontario. It launched its Radeon line of "
                "graphics cards in 2000, and in 2006 it was bought by an American processor "
                "maker for about 5.4 billion dollars, which kept the Radeon name."
            ),
            D(
                "3dfx Interactive: 3dfx Interactive was an American maker of graphics chips "
                "founded in 1994 and based in San Jose, California. Its Voodoo Graphics card of "
                "1996 made 3D games popular on home computers, but the firm lost ground to its "
                "rivals and sold its assets to one of them in December 2000."
            ),
            D(
                "Santa Clara, California: Santa Clara is a city in Silicon Valley, at the "
                "southern end of San Francisco Bay, named after a Spanish mission founded in "
                "1777. It is home to Santa Clara University, founded in 1851, and to Levi's "
                "Stadium, where the San Francisco 49ers have played since 2014."
            ),
            D(
                "Jensen Huang: Jensen Huang (born 1963) is a Taiwanese-American electrical "
                "engineer and businessman born in Tainan. He studied at Oregon State University "
                "and Stanford and worked at LSI Logic before he co-founded a graphics chip "
                "company in 1993, which he has led as chief executive ever since."
            ),
            S(
                "GeForce: GeForce is a brand of graphics processing units designed by Nvidia. It "
                "was introduced in 1999 with the GeForce 256, which the company marketed as the "
                "world's first GPU, and later lines such as the GeForce RTX 20 series of 2018 "
                "added hardware for real-time ray tracing."
            ),
            D(
                "Graphics processing unit: A graphics processing unit, or GPU, is a chip built "
                "to render images quickly by doing many simple calculations in parallel. First "
                "made for video games and workstations, GPUs became the main hardware for "
                "training deep neural networks in the 2010s, and cloud firms rent them by the hour."
            ),
            D(
                "Silicon Graphics: Silicon Graphics, or SGI, was an American maker of "
                "high-performance graphics workstations founded in 1981 by Jim Clark and based "
                "in Mountain View, California. It created the OpenGL standard in 1992, and its "
                "machines rendered the dinosaurs of Jurassic Park before it went bankrupt in 2009."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Yorkshire town was the prime minister whose government passed the Parliament "
        "Act 1911 born?",
        "Morley",
        [
            D(
                "Parliament Act 1949: The Parliament Act 1949 is a law of the United Kingdom that "
                "cut the House of Lords' power to delay bills from two years to one. The Labour "
                "government of Clement Attlee passed it without the Lords' consent, using the "
                "procedure of the earlier act, to protect its plans for nationalising steel."
            ),
            S(
                "Parliament Act 1911: The Parliament Act 1911 is a law of the United Kingdom "
                "that removed the House of Lords' power to veto money bills and reduced its "
                "veto over other bills to a delay of two years. It was passed by the Liberal "
                "government of H. H. Asquith after the Lords threw out the budget of 1909."
            ),
            D(
                "Reform Act 1832: The Reform Act 1832 changed the electoral system of England "
                "and Wales, abolishing many rotten boroughs and giving seats to new industrial "
                "towns such as Manchester and Leeds. It was carried by the Whig government of "
                "Earl Grey, who was born at Fallodon in Northumberland in 1764."
            ),
            D(
                "Bonar Law: Andrew Bonar Law (1858 \u2013 1923) was a Conservative statesman born "
                "in Kingston, now Rexton, in the colony of New Brunswick, the only prime minister "
                "born outside the British Isles. He became Conservative leader in November 1911, "
                "led his party against Irish Home Rule and was Prime Minister in 1922 and 1923."
            ),
            D(
                "Harold Wilson: Harold Wilson (1916 \u2013 1995) was a Labour statesman born on 11 "
                "March 1916 in Huddersfield, in the West Riding of Yorkshire. He was Prime "
                "Minister from 1964 to 1970 and again from 1974 to 1976, and his governments "
                "founded the Open University and kept Britain out of the Vietnam War."
            ),
            D(
                "Margot Asquith: Margot Asquith (1864 \u2013 1945), born Emma Margaret Tennant at "
                "The Glen in Peeblesshire, was a Scottish socialite and author. In 1894 she "
                "became the second wife of a rising Liberal barrister and minister, and her "
                "frank diaries and memoirs caused a stir when they appeared in the 1920s."
            ),
            S(
                "H. H. Asquith: Herbert Henry Asquith (1852 \u2013 1928) was a Liberal statesman "
                "born on 12 September 1852 in Morley, in the West Riding of Yorkshire. He was "
                "Prime Minister from 1908 to 1916, leading Britain into the First World War, and "
                "he was made Earl of Oxford and Asquith in 1925."
            ),
            D(
                "House of Lords: The House of Lords is the upper house of the Parliament of the "
                "United Kingdom, meeting in the Palace of Westminster. Most of its members are "
                "life peers appointed by the monarch on the prime minister's advice, 26 seats go "
                "to bishops of the Church of England, and it revises bills from the Commons."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Jacquard machine was invented by a Frenchman born in which city?",
        "Lyon",
        [
            D(
                "Analytical Engine: The Analytical Engine was a general-purpose mechanical "
                "computer designed by Charles Babbage from 1837 but never finished. It was to "
                "read its program and data from punched cards of the kind used to steer "
                "pattern-weaving looms, and Ada Lovelace wrote a program for it in 1843."
            ),
            D(
                "Herman Hollerith: Herman Hollerith (1860 \u2013 1929) was an American "
                "statistician and inventor born in Buffalo, New York. His electric tabulating "
                "machine read punched cards to count the United States census of 1890, and his "
                "Tabulating Machine Company of 1896 later became part of IBM."
            ),
            D(
                "Basile Bouchon: Basile Bouchon was a textile worker in Lyon, the son of an organ "
                "maker, who in 1725 first controlled a loom with a roll of perforated paper. His "
                "assistant Jean-Baptiste Falcon replaced the paper roll with a chain of stiff "
                "cards in 1728, but neither loom was widely taken up by the weavers."
            ),
            S(
                "Jacquard machine: The Jacquard machine is a device fitted to a loom that uses a "
                "chain of punched cards to choose which warp threads are raised, so that complex "
                "patterns such as brocade and damask can be woven. It was first shown in 1804 by "
                "the French inventor Joseph Marie Jacquard."
            ),
            S(
                "Joseph Marie Jacquard: Joseph Marie Jacquard (1752 \u2013 1834) was a French "
                "weaver and merchant born on 7 July 1752 in Lyon, the son of a master weaver. "
                "The emperor Napoleon granted him a pension and a royalty on each loom sold, and "
                "he died at Oullins, near his native city, in August 1834."
            ),
            D(
                "Jacques de Vaucanson: Jacques de Vaucanson (1709 \u2013 1782) was a French "
                "inventor born in Grenoble, famed for his automata such as a flute player and a "
                "mechanical duck that seemed to eat and digest grain. Made an inspector of silk "
                "factories, he built an automated loom in 1745 that was largely forgotten."
            ),
            D(
                "Canut revolts: The Canut revolts were uprisings of the silk workers of Lyon, who "
                "were known as canuts, in November 1831 and again in April 1834. The first began "
                "as a dispute over piece rates and briefly put the city in the workers' hands, "
                "and the army put both revolts down, the second with hundreds of deaths."
            ),
            D(
                "Spinning jenny: The spinning jenny is a multi-spindle spinning frame invented "
                "around 1764 by James Hargreaves, a weaver in Stanhill, Lancashire. It let one "
                "worker spin eight or more threads at once, and angry hand spinners broke into "
                "his house and smashed his machines, so he moved to Nottingham in 1768."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the first President of the Weimar Republic die?",
        "28 February 1925",
        [
            S(
                "Friedrich Ebert: Friedrich Ebert (1871 \u2013 1925) was a German Social Democrat "
                "born in Heidelberg, the son of a tailor, who trained as a saddler. He led his "
                "party from 1913, became Reich President in February 1919 and died in Berlin on "
                "28 February 1925 after an operation for appendicitis."
            ),
            D(
                "Paul von Hindenburg: Paul von Hindenburg (1847 \u2013 1934) was a German field "
                "marshal born in Posen who commanded the army in the First World War. Elected "
                "President of Germany in April 1925, he named Adolf Hitler chancellor in January "
                "1933 and died at his Neudeck estate in East Prussia on 2 August 1934."
            ),
            D(
                "Philipp Scheidemann: Philipp Scheidemann (1865 \u2013 1939) was a German Social "
                "Democrat born in Kassel who proclaimed the republic from a window of the "
                "Reichstag on 9 November 1918. He headed the first elected government from "
                "February to June 1919 and died in exile in Copenhagen on 29 November 1939."
            ),
            D(
                "Weimar: Weimar is a city of about 65,000 people in the German state of "
                "Thuringia. Goethe and Schiller lived and worked there around 1800, Walter "
                "Gropius founded the Bauhaus school of design there in 1919, and its classical "
                "buildings were named a UNESCO World Heritage Site in 1998."
            ),
            D(
                "Weimar Constitution: The Weimar Constitution was the constitution of the German "
                "Reich adopted by the national assembly on 31 July 1919 and signed on 11 August. "
                "It set up a parliamentary republic with a president elected by the people for "
                "seven years, whose emergency powers under Article 48 were widely abused."
            ),
            D(
                "Gustav Stresemann: Gustav Stresemann (1878 \u2013 1929) was a German statesman "
                "born in Berlin who was chancellor for a hundred days in 1923 and then foreign "
                "minister until his death. He shared the Nobel Peace Prize of 1926 for the "
                "Locarno treaties, and he died of a stroke in Berlin on 3 October 1929."
            ),
            S(
                "Weimar Republic: The Weimar Republic was the German state from 1918 to 1933, "
                "named after the city of Weimar, where its national assembly drew up a new "
                "constitution in 1919. Its first president was the Social Democrat Friedrich "
                "Ebert, and after his death Paul von Hindenburg was elected to the office."
            ),
            D(
                "Kapp Putsch: The Kapp Putsch was an attempted coup in Berlin in March 1920, led "
                "by the civil servant Wolfgang Kapp and General Walther von L\u00fcttwitz. The "
                "government fled to Dresden and then Stuttgart, and the putsch collapsed after "
                "four days when a general strike shut down the country's industry and transport."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Levi Strauss & Co. born?",
        "Buttenheim, Bavaria",
        [
            D(
                "Jacob Davis: Jacob W. Davis (1831 \u2013 1908) was a tailor born in Riga, in the "
                "Russian Empire, who settled in Reno, Nevada. In 1870 he began fixing the pocket "
                "corners of work trousers with copper rivets, and he took the idea to his cloth "
                "supplier in San Francisco, where he later ran the factory."
            ),
            D(
                "Wrangler: Wrangler is an American brand of jeans and workwear first sold in 1947 "
                "by the Blue Bell company of Greensboro, North Carolina. Its 13MWZ jeans were "
                "designed with the help of the Hollywood tailor Rodeo Ben, and since 2019 the "
                "brand has belonged to Kontoor Brands."
            ),
            D(
                "Levi's Stadium: Levi's Stadium is an American football stadium in Santa Clara, "
                "California, opened in July 2014 as the home of the San Francisco 49ers. A "
                "clothing company bought the naming rights for 220 million dollars over twenty "
                "years, and the ground hosted Super Bowl 50 in February 2016."
            ),
            S(
                "Levi Strauss & Co.: Levi Strauss & Co. is an American clothing company founded "
                "in San Francisco in 1853 by the German-born merchant Levi Strauss. With the "
                "tailor Jacob Davis it patented copper-riveted work trousers on 20 May 1873, and "
                "its Levi's 501 jeans are still sold around the world."
            ),
            D(
                "Denim: Denim is a sturdy cotton twill fabric in which the warp threads are "
                "usually dyed with indigo while the weft threads are left white. Its name comes "
                "from the French serge de N\u00eemes, a cloth of the southern city of N\u00eemes, "
                "and it became the standard cloth for jeans in the late 19th century."
            ),
            S(
                "Levi Strauss: Levi Strauss (1829 \u2013 1902) was a businessman born on 26 "
                "February 1829 in Buttenheim, in Franconia in the Kingdom of Bavaria. He "
                "emigrated to New York in 1847 to join his brothers' dry goods trade, moved to "
                "San Francisco in 1853 and died there in September 1902."
            ),
            D(
                "Gap Inc.: Gap Inc. is an American clothing retailer founded in 1969 in San "
                "Francisco by Donald and Doris Fisher. Its first shop sold records and jeans made "
                "by a local maker of denim work trousers, and the group now also owns the chains "
                "Old Navy, Banana Republic and Athleta."
            ),
            D(
                "Lee (jeans): Lee is an American brand of denim that goes back to the H. D. Lee "
                "Mercantile Company, founded in 1889 in Salina, Kansas, by Henry David Lee. The "
                "firm later made overalls for workers, brought out zip-fly jeans in 1926 and has "
                "been owned since 2019 by Kontoor Brands of Greensboro."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the first secretary general of the un born",
        "Oslo",
        [
            D(
                "Dag Hammarskj\u00f6ld: Dag Hammarskj\u00f6ld (1905 \u2013 1961) was a Swedish "
                "economist and diplomat born in J\u00f6nk\u00f6ping who served as the second "
                "Secretary-General of the United Nations from 1953. He was killed in a plane "
                "crash near Ndola in September 1961 and won the Nobel Peace Prize after his death."
            ),
            S(
                "Secretary-General of the United Nations: The Secretary-General is the chief "
                "administrative officer of the United Nations, appointed by the General Assembly "
                "on the recommendation of the Security Council for a term of five years. The "
                "first holder was the Norwegian Trygve Lie, who took office in February 1946."
            ),
            D(
                "Secretary-General of the League of Nations: The Secretary-General headed the "
                "secretariat of the League of Nations in Geneva from 1920 to 1946. The first "
                "holder was the British diplomat Sir Eric Drummond, who served until 1933, and "
                "he was followed by the Frenchman Joseph Avenol and the Irishman Se\u00e1n Lester."
            ),
            D(
                "Gladwyn Jebb: Gladwyn Jebb (1900 \u2013 1996) was a British diplomat born at "
                "Firbeck Hall in Yorkshire. He was executive secretary of the commission that "
                "prepared the new world body, served as its acting Secretary-General from October "
                "1945 until the first holder was appointed, and later became ambassador to France."
            ),
            D(
                "Oslo: Oslo is the capital and largest city of Norway, at the head of the "
                "Oslofjord. Founded around 1040, it was rebuilt after a fire in 1624 by King "
                "Christian IV and named Christiania, later spelled Kristiania, and it took back "
                "its old name of Oslo on 1 January 1925."
            ),
            D(
                "Halvard Lange: Halvard Lange (1902 \u2013 1970) was a Norwegian Labour "
                "politician born in Kristiania, the son of the Nobel peace laureate Christian "
                "Lange. He was foreign minister of Norway from 1946 to 1965, apart from a few "
                "weeks in 1963, and he led his country into NATO in 1949."
            ),
            D(
                "Kofi Annan: Kofi Annan (1938 \u2013 2018) was a Ghanaian diplomat born in "
                "Kumasi, in the British colony of the Gold Coast. He was the seventh "
                "Secretary-General of the United Nations, from 1997 to 2006, and he shared the "
                "Nobel Peace Prize of 2001 with the organisation he led."
            ),
            S(
                "Trygve Lie: Trygve Halvdan Lie (1896 \u2013 1968) was a Norwegian Labour "
                "politician born on 16 July 1896 in Kristiania, as Oslo was then called. He was "
                "foreign minister of the government in exile in London during the Second World "
                "War, and he led the United Nations from 1946 to 1952."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the last German Emperor die?",
        "Doorn, Netherlands",
        [
            D(
                "Frederick III, German Emperor: Frederick III (1831 \u2013 1888) was German "
                "Emperor and King of Prussia for only 99 days in 1888. Married to Victoria, the "
                "eldest daughter of Queen Victoria, he already had cancer of the throat when he "
                "came to the throne, and he died at Potsdam on 15 June 1888."
            ),
            D(
                "Charles I of Austria: Charles I (1887 \u2013 1922) was the last Emperor of "
                "Austria and King of Hungary, reigning from November 1916 until the end of the "
                "monarchy in 1918. Sent into exile, he twice failed to regain the Hungarian "
                "throne and died of pneumonia on the island of Madeira on 1 April 1922."
            ),
            S(
                "Wilhelm II, German Emperor: Wilhelm II (1859 \u2013 1941) was born in Berlin on "
                "27 January 1859, a grandson of Queen Victoria, and reigned from 1888 until he "
                "abdicated in November 1918. He went into exile in the Netherlands, bought a "
                "manor house at Doorn and died there on 4 June 1941."
            ),
            D(
                "Wilhelm I, German Emperor: Wilhelm I (1797 \u2013 1888) was King of Prussia from "
                "1861 and was proclaimed German Emperor in the Hall of Mirrors at Versailles in "
                "January 1871. With his chancellor Otto von Bismarck he led the unification of "
                "Germany, and he died in Berlin on 9 March 1888, aged 90."
            ),
            S(
                "German Emperor: German Emperor was the title of the head of state of the German "
                "Empire from its proclamation at Versailles on 18 January 1871 until the end of "
                "the monarchy in November 1918. It was held by three kings of Prussia: Wilhelm "
                "I, Frederick III and, last, Wilhelm II."
            ),
            D(
                "Amerongen Castle: Amerongen Castle is a moated house in the Dutch province of "
                "Utrecht, rebuilt in the 1670s after French troops burned the old one. From "
                "November 1918 to May 1920 its owner, Count Godard Bentinck, gave shelter there "
                "to the German emperor who had just fled his country."
            ),
            D(
                "Wilhelm, German Crown Prince: Wilhelm (1882 \u2013 1951) was the eldest son and "
                "heir of the emperor and the last crown prince of Germany and Prussia. He led an "
                "army at Verdun in 1916, lost his title with the monarchy in 1918 and died at "
                "Hechingen in south-western Germany on 20 July 1951."
            ),
            D(
                "German Empire: The German Empire was the German nation state from its founding "
                "in January 1871 until the revolution of November 1918. Made up of 25 states led "
                "by Prussia, with Berlin as its capital, it grew into a great industrial power "
                "with some 65 million people by 1910 and a colonial empire overseas."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was dissolved first, Comecon or the Warsaw Pact?",
        "Comecon",
        [
            D(
                "Dissolution of the Soviet Union: The Soviet Union broke up in December 1991. "
                "The leaders of Russia, Ukraine and Belarus signed the Belovezha Accords on 8 "
                "December, Mikhail Gorbachev resigned as president on 25 December, and the next "
                "day the Supreme Soviet voted the union itself out of existence."
            ),
            D(
                "Cominform: The Communist Information Bureau, or Cominform, was a body linking "
                "the communist parties of Europe, founded at a meeting in Szklarska Por\u0119ba, "
                "Poland, in September 1947. It expelled Yugoslavia in June 1948 after the split "
                "between Tito and Stalin, and it was wound up in April 1956."
            ),
            S(
                "Warsaw Pact: The Warsaw Pact was a collective defence treaty signed in Warsaw in "
                "May 1955 by the Soviet Union and seven states of Central and Eastern Europe. "
                "Albania left in 1968 and East Germany in 1990, and the alliance was formally "
                "dissolved at a meeting in Prague on 1 July 1991."
            ),
            D(
                "Molotov Plan: The Molotov Plan was the name given in the West to a set of trade "
                "agreements that the Soviet Union made with its Eastern European neighbours in "
                "1947. Offered in place of American aid under the Marshall Plan, which Moscow "
                "had told them to refuse, it helped to bind their economies to the Soviet one."
            ),
            D(
                "Southeast Asia Treaty Organization: The Southeast Asia Treaty Organization was "
                "a defence alliance set up by the Manila Pact of September 1954 to contain "
                "communism in the region. Its eight members included the United States, Britain, "
                "France and Pakistan, and it was formally dissolved on 30 June 1977."
            ),
            D(
                "Central Treaty Organization: The Central Treaty Organization was a Cold War "
                "alliance formed in 1955 as the Baghdad Pact by Turkey, Iraq, Iran, Pakistan and "
                "Britain. It took its later name after Iraq withdrew in 1959, moved its seat to "
                "Ankara and was dissolved in 1979 after the revolution in Iran."
            ),
            S(
                "Comecon: The Council for Mutual Economic Assistance, or Comecon, was an economic "
                "organisation of the Soviet Union and its allies founded in Moscow in January "
                "1949. It later took in Mongolia, Cuba and Vietnam, and after the fall of "
                "communism in Eastern Europe it was dissolved in Budapest on 28 June 1991."
            ),
            D(
                "Warsaw Pact invasion of Czechoslovakia: On the night of 20 to 21 August 1968 "
                "about 250,000 troops of the Soviet Union, Poland, Hungary and Bulgaria crossed "
                "into Czechoslovakia to end the reforms of the Prague Spring. Romania refused to "
                "take part, and Albania left the alliance in protest the next month."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which programming language is older lisp or basic",
        "Lisp",
        [
            S(
                "BASIC: BASIC, short for Beginners' All-purpose Symbolic Instruction Code, is a "
                "family of programming languages designed by John G. Kemeny and Thomas E. Kurtz "
                "at Dartmouth College. The first program in it ran on 1 May 1964, and versions "
                "of it came built into most home computers of the 1980s."
            ),
            D(
                "ALGOL: ALGOL is a family of programming languages drawn up by a committee of "
                "European and American computer scientists, first as ALGOL 58 and then in the "
                "revised report on ALGOL 60. It introduced nested blocks and was the first "
                "language whose syntax was defined in Backus\u2013Naur form."
            ),
            D(
                "Scheme (programming language): Scheme is a minimalist dialect of a much older "
                "list-processing language, created at MIT in 1975 by Guy L. Steele and Gerald "
                "Jay Sussman. It was the first such dialect to use lexical scope throughout, and "
                "it was taught for decades in the MIT course built on the 1985 textbook SICP."
            ),
            D(
                "John McCarthy (computer scientist): John McCarthy (1927 \u2013 2011) was an "
                "American computer scientist born in Boston who coined the term artificial "
                "intelligence in a proposal for the Dartmouth workshop of 1956. He founded the "
                "AI laboratory at Stanford in 1963 and won the Turing Award in 1971."
            ),
            D(
                "Logo (programming language): Logo is an educational programming language "
                "designed in 1967 by Wally Feurzeig, Seymour Papert and Cynthia Solomon at the "
                "firm Bolt Beranek and Newman. Best known for its turtle graphics, in which "
                "children steer a cursor or robot with commands, it was later used in schools."
            ),
            S(
                "Lisp (programming language): Lisp is a family of programming languages first "
                "specified in 1958 by John McCarthy at the Massachusetts Institute of Technology, "
                "which makes it the second-oldest high-level language in wide use after Fortran. "
                "Its code is written as lists in brackets, and it pioneered garbage collection."
            ),
            D(
                "True BASIC: True BASIC is a dialect of BASIC published in 1985 by the language's "
                "two original designers through their own company, True BASIC Inc. It was meant "
                "to follow the ANSI standard for the language and to replace the loose versions "
                "found on home computers with structured code and no line numbers."
            ),
            D(
                "Smalltalk: Smalltalk is an object-oriented programming language created in the "
                "1970s at the Xerox Palo Alto Research Center by Alan Kay, Dan Ingalls, Adele "
                "Goldberg and others. Its version Smalltalk-80 was released outside Xerox in "
                "1980 and shaped later languages such as Objective-C, Python and Ruby."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Compaq or Dell?",
        "Compaq",
        [
            D(
                "Gateway, Inc.: Gateway was an American maker of personal computers founded in "
                "September 1985 in a farmhouse near Sioux City, Iowa, by Ted Waitt and Mike "
                "Hammond. It shipped its machines in boxes printed with black-and-white cow "
                "spots, and in 2007 it was bought by a larger Taiwanese rival."
            ),
            D(
                "Hewlett-Packard: Hewlett-Packard was an American technology company founded in "
                "January 1939 by Bill Hewlett and David Packard in a garage in Palo Alto, "
                "California. It grew from making audio oscillators into a giant of computers and "
                "printers, and in 2015 it split into HP Inc. and Hewlett Packard Enterprise."
            ),
            D(
                "IBM Personal Computer: The IBM Personal Computer, model 5150, was launched on 12 "
                "August 1981 with an Intel 8088 processor and the PC DOS operating system. Built "
                "largely from parts bought from other firms, it set a standard that rival makers "
                "copied, and machines able to run its software became known as clones."
            ),
            S(
                "Dell Technologies: Dell Technologies is an American computer company based in "
                "Round Rock, Texas. Michael Dell founded it in 1984 as PC's Limited while he was "
                "a student at the University of Texas at Austin, selling IBM-compatible machines "
                "straight to buyers, and it bought the storage firm EMC in 2016."
            ),
            S(
                "Compaq: Compaq Computer Corporation was an American maker of personal computers "
                "founded in Houston, Texas, in February 1982 by Rod Canion, Jim Harris and Bill "
                "Murto, three former managers at Texas Instruments. Its first product was a "
                "portable IBM-compatible PC, and Hewlett-Packard bought it in 2002."
            ),
            D(
                "Round Rock, Texas: Round Rock is a city in Williamson County, Texas, about 30 "
                "kilometres north of downtown Austin, with some 120,000 residents in 2020. It is "
                "named after a round boulder in Brushy Creek that marked a safe crossing, and it "
                "is home to the headquarters of a large maker of personal computers."
            ),
            D(
                "Compaq Portable: The Compaq Portable was one of the first portable personal "
                "computers able to run software written for the IBM PC. Released in March 1983, "
                "it weighed about 13 kilograms and folded into a case the size of a sewing "
                "machine, and some 53,000 were sold in its first year on the market."
            ),
            D(
                "Osborne 1: The Osborne 1 was the first commercially successful portable "
                "computer, released in April 1981 by the Osborne Computer Corporation of "
                "Hayward, California, founded that year by Adam Osborne. It weighed about 11 "
                "kilograms and cost 1,795 dollars, and the firm went bankrupt in September 1983."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who became President of France first, Georges Pompidou or Val\u00e9ry Giscard d'Estaing?",
        "Georges Pompidou",
        [
            D(
                "Alain Poher: Alain Poher (1909 \u2013 1996) was a French centrist politician born "
                "in Ablon-sur-Seine who presided over the Senate from 1968 to 1992. In that role "
                "he twice served as interim President of the Republic, in 1969 and in 1974, and "
                "he stood for the full office himself in 1969 but lost the run-off."
            ),
            S(
                "Val\u00e9ry Giscard d'Estaing: Val\u00e9ry Giscard d'Estaing (1926 \u2013 2020) "
                "was a French statesman born in Koblenz, Germany, where his father served in the "
                "occupation administration. Long a finance minister, he was President of the "
                "Republic from May 1974 to May 1981, when he lost to Fran\u00e7ois Mitterrand."
            ),
            D(
                "Centre Pompidou: The Centre Pompidou is a complex of modern art, a public "
                "library and a music research institute in the Beaubourg area of Paris. Designed "
                "by Renzo Piano, Richard Rogers and Gianfranco Franchini with its pipes and "
                "escalators on the outside, it opened in 1977 and is named after a president."
            ),
            D(
                "Fran\u00e7ois Mitterrand: Fran\u00e7ois Mitterrand (1916 \u2013 1996) was a "
                "French socialist statesman born in Jarnac, in Charente. After losing the "
                "presidential run-offs of 1965 and 1974, he won in 1981 and served two full "
                "terms until 1995, the longest tenure of any president of the Fifth Republic."
            ),
            D(
                "Jacques Chirac: Jacques Chirac (1932 \u2013 2019) was a French Gaullist "
                "statesman born in Paris. He served twice as Prime Minister, was mayor of Paris "
                "from 1977 to 1995 and then President of the Republic from 1995 to 2007, and he "
                "kept France out of the invasion of Iraq in 2003."
            ),
            D(
                "1965 French presidential election: The French presidential election of December "
                "1965 was the first held by direct popular vote under the Fifth Republic. The "
                "sitting president, Charles de Gaulle, was forced into a run-off against "
                "Fran\u00e7ois Mitterrand and won it with about 55 per cent of the vote."
            ),
            D(
                "Michel Debr\u00e9: Michel Debr\u00e9 (1912 \u2013 1996) was a French Gaullist "
                "politician born in Paris and the main drafter of the constitution of 1958. He "
                "was the first Prime Minister of the Fifth Republic, from January 1959 to April "
                "1962, and later held the finance, foreign and defence ministries."
            ),
            S(
                "Georges Pompidou: Georges Pompidou (1911 \u2013 1974) was a French statesman "
                "born in Montboudif, in Cantal. He was Prime Minister under Charles de Gaulle "
                "from 1962 to 1968, was elected President of the Republic in June 1969 and died "
                "in office in Paris on 2 April 1974."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Lester B. Pearson and Pierre Trudeau both born in Ontario?",
        "no",
        [
            D(
                "John Turner: John Turner (1929 \u2013 2020) was a Canadian lawyer and Liberal "
                "politician born in Richmond, Surrey, in England, who moved to Canada as a child. "
                "He was finance minister in the 1970s and Prime Minister for only 79 days in "
                "1984, before his party lost a general election heavily that September."
            ),
            D(
                "Joe Clark: Joe Clark (born 1939) is a Canadian Progressive Conservative "
                "politician born in High River, Alberta. He became the youngest Prime Minister "
                "of Canada the day before his 40th birthday in June 1979, but his minority "
                "government fell on a budget vote that December and he lost the 1980 election."
            ),
            S(
                "Lester B. Pearson: Lester Bowles Pearson (1897 \u2013 1972) was a Canadian "
                "diplomat and Liberal statesman born in Newtonbrook, Ontario, now part of "
                "Toronto. He won the Nobel Peace Prize in 1957 for proposing a United Nations "
                "peacekeeping force and was Prime Minister of Canada from 1963 to 1968."
            ),
            D(
                "Justin Trudeau: Justin Trudeau (born 1971) is a Canadian Liberal politician "
                "born in Ottawa, Ontario, on 25 December 1971, while his father was Prime "
                "Minister. A former teacher, he led his party to a majority in October 2015 and "
                "was Prime Minister from November 2015 until March 2025."
            ),
            S(
                "Pierre Trudeau: Pierre Elliott Trudeau (1919 \u2013 2000) was a Canadian lawyer "
                "and Liberal statesman born in Montreal, Quebec. He was Prime Minister of Canada "
                "from 1968 to 1979 and again from 1980 to 1984, and in 1982 he brought the "
                "constitution home from Britain with a Charter of Rights and Freedoms."
            ),
            D(
                "John Diefenbaker: John Diefenbaker (1895 \u2013 1979) was a Canadian Progressive "
                "Conservative statesman born in Neustadt, Ontario, who grew up on a homestead in "
                "Saskatchewan. He was Prime Minister from 1957 to 1963 and won the largest "
                "majority in Canadian history up to then in the election of March 1958."
            ),
            D(
                "Flag of Canada: The national flag of Canada, a red maple leaf on a white square "
                "between two red bands, was adopted on 15 February 1965. It replaced the Red "
                "Ensign after a long debate in Parliament in 1964, when the Liberal government "
                "pushed for a new design with no colonial emblems."
            ),
            D(
                "Quiet Revolution: The Quiet Revolution was a period of rapid change in Quebec in "
                "the 1960s under the Liberal premier Jean Lesage, elected in June 1960. The "
                "province took schools and hospitals from the Catholic Church, nationalised its "
                "private power companies into Hydro-Qu\u00e9bec and grew a new nationalism."
            ),
        ],
        drop=0,
    ),
]
