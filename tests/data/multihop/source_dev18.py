"""Development multi-hop questions, batch 18.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev16.py) for the format and to choose subjects none of them asks about. The held-out
sources were only counted (grep -c) for the candidate subjects' names, and subjects with hits
were left out. Written after lexical-v38.

Measured lengths: mean support 267 characters, mean distractor 261 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where the Wright brothers ran their bicycle shop?",
        "the Great Miami River",
        [
            D(
                "Kitty Hawk, North Carolina: Kitty Hawk is a town in Dare County on the Outer "
                "Banks of North Carolina. The first powered flights of 17 December 1903 took place "
                "about four miles to the south, on the dunes of Kill Devil Hills, where the Wright "
                "Brothers National Memorial now stands."
            ),
            D(
                "Miami River (Florida): The Miami River is a short river in southeastern Florida, "
                "about 5.5 miles long. It drains water from the Everglades through a canal, flows "
                "through downtown Miami past the city's old warehouses and boatyards, and empties "
                "into Biscayne Bay."
            ),
            S(
                "Wright brothers: Wilbur Wright (1867\u20131912) and Orville Wright "
                "(1871\u20131948) were American aviation pioneers who made the first controlled, "
                "sustained flight of a powered aircraft in 1903. They funded their experiments "
                "with a bicycle shop they ran in Dayton, Ohio, the Wright Cycle Company."
            ),
            D(
                "Wright Flyer: The Wright Flyer was the first successful heavier-than-air powered "
                "aircraft. Its 12-horsepower engine was built by the mechanic Charlie Taylor, and "
                "its first flight lasted 12 seconds and covered 120 feet. Since 1948 it has been "
                "shown at the Smithsonian's National Air and Space Museum in Washington, D.C."
            ),
            D(
                "Little Miami River: The Little Miami River is a tributary of the Ohio River, "
                "about 111 miles long, in southwestern Ohio. It rises near South Charleston and "
                "flows southwest through wooded gorges to join the Ohio east of Cincinnati, and in "
                "1973 it was named a National Scenic River."
            ),
            D(
                "Akron, Ohio: Akron is the fifth-largest city in Ohio and the county seat of "
                "Summit County, lying near the Cuyahoga River. Once called the Rubber Capital of "
                "the World, it was home to Goodyear, founded there in 1898, as well as to "
                "Firestone and BFGoodrich."
            ),
            S(
                "Dayton, Ohio: Dayton is the sixth-largest city in Ohio and the county seat of "
                "Montgomery County, with about 137,000 inhabitants. It lies on the Great Miami "
                "River, and the nearby Wright-Patterson Air Force Base is one of the largest "
                "employers in the region."
            ),
            D(
                "Toledo, Ohio: Toledo is a city in northwestern Ohio at the western end of Lake "
                "Erie, where the Maumee River enters Maumee Bay. Known as the Glass City for its "
                "history of glassmaking, it grew as a port and rail hub and has about 270,000 "
                "inhabitants."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the manatee and the dugong both members of the order Sirenia?",
        "yes",
        [
            D(
                "Walrus: The walrus (Odobenus rosmarus) is a large flippered marine mammal of the "
                "Arctic Ocean and nearby seas. It belongs to the pinnipeds within the order "
                "Carnivora, and both sexes carry long tusks, which can reach about one metre in "
                "adult males."
            ),
            D(
                "Shark Bay: Shark Bay is a World Heritage Site on the westernmost coast of "
                "Australia, listed in 1991. Its vast seagrass meadows support one of the largest "
                "dugong populations in the world, about 10,000 animals, as well as stromatolites "
                "at Hamelin Pool."
            ),
            S(
                "Manatee: Manatees are large, fully aquatic, plant-eating mammals of the genus "
                "Trichechus, the only genus of the family Trichechidae in the order Sirenia. The "
                "three living species, the West Indian, Amazonian and West African manatees, have "
                "a rounded, paddle-shaped tail."
            ),
            D(
                "Sea otter: The sea otter (Enhydra lutris) is a marine mammal of the northern "
                "Pacific coasts and the heaviest member of the weasel family, Mustelidae. It has "
                "the densest fur of any animal and uses stones as tools to crack open shellfish "
                "while floating on its back."
            ),
            D(
                "Aardvark: The aardvark (Orycteropus afer) is a burrowing, nocturnal mammal of "
                "sub-Saharan Africa and the only living member of the order Tubulidentata. It "
                "feeds on ants and termites, and it belongs to the African group of mammals that "
                "also includes elephants and hyraxes."
            ),
            D(
                "Crystal River National Wildlife Refuge: The Crystal River National Wildlife "
                "Refuge in Citrus County, Florida, was established in 1983. It protects the warm "
                "springs of Kings Bay, where hundreds of manatees gather each winter, and it is "
                "the only refuge created chiefly for them."
            ),
            S(
                "Dugong: The dugong (Dugong dugon) is a marine mammal of the order Sirenia and the "
                "only living species of the family Dugongidae. It grazes on seagrass in warm "
                "coastal waters from East Africa to Vanuatu, and unlike its relatives it has a "
                "fluked, dolphin-like tail."
            ),
            D(
                "Elephant seal: Elephant seals are two species of earless seals of the genus "
                "Mirounga, in the order Carnivora. Named for the large trunk-like nose of the "
                "adult males, which can weigh up to 4,000 kg, they breed on beaches of California "
                "and the subantarctic islands."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the company that launched the Walkman founded?",
        "1946",
        [
            D(
                "Betamax: Betamax is a consumer videocassette format introduced in Japan on 10 May "
                "1975. Although it was often praised for its picture quality, it lost the format "
                "war of the late 1970s and 1980s to VHS, and the last Betamax cassettes were made "
                "in 2016."
            ),
            S(
                "Sony: Sony Group Corporation is a Japanese multinational conglomerate "
                "headquartered in Minato, Tokyo. It was founded on 7 May 1946 by Masaru Ibuka and "
                "Akio Morita as Tokyo Tsushin Kogyo, and it took the name Sony in 1958, a name "
                "drawn from the Latin sonus, meaning sound."
            ),
            D(
                "Panasonic: Panasonic Holdings Corporation is a Japanese electronics company "
                "headquartered in Kadoma, Osaka. It was founded in 1918 by K\u014dnosuke "
                "Matsushita as a maker of lamp sockets, and it was known as Matsushita Electric "
                "Industrial until 2008."
            ),
            D(
                "Compact Cassette: The Compact Cassette is an analogue magnetic tape format for "
                "audio recording and playback. It was introduced by Philips at the Berlin Radio "
                "Show in 1963, and in the following decades it became the most popular format for "
                "recorded music in many countries."
            ),
            D(
                "JVC: JVC, the Victor Company of Japan, is a Japanese electronics brand founded in "
                "1927 in Yokohama as a subsidiary of the Victor Talking Machine Company. It "
                "developed the VHS videocassette format in 1976 and has been part of JVCKenwood "
                "since 2008."
            ),
            S(
                "Walkman: Walkman is a brand of portable audio players made by Sony. The first "
                "model, the TPS-L2 cassette player, went on sale in Japan on 1 July 1979 and "
                "changed how people listened to music on the move, and cassette models were made "
                "in Japan until 2010."
            ),
            D(
                "Sony Music: Sony Music Entertainment is an American record company based in New "
                "York City. It traces its origins to the American Record Corporation of 1929, "
                "became CBS Records, was bought by a Japanese electronics group in 1988 and took "
                "its present name in 1991."
            ),
            D(
                "Discman: Discman was the name of a line of portable compact disc players. The "
                "first model, the D-50, appeared in November 1984, two years after the first home "
                "CD players, and later models added anti-skip memory so that the music would not "
                "jump when the player was moved."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of The Wealth of Nations born?",
        "Kirkcaldy, Fife",
        [
            D(
                "David Ricardo: David Ricardo (18 April 1772 \u2013 11 September 1823) was a "
                "British political economist born in London. A successful stockbroker, he "
                "published On the Principles of Political Economy and Taxation in 1817, in which "
                "he set out the theory of comparative advantage."
            ),
            D(
                "The Theory of Moral Sentiments: The Theory of Moral Sentiments is a 1759 book by "
                "Adam Smith that explains moral judgment through sympathy and the figure of an "
                "impartial spectator. Written while he taught at Glasgow, it made his reputation "
                "and went through six editions in his lifetime."
            ),
            D(
                "Thomas Malthus: Thomas Robert Malthus (1766 \u2013 1834) was an English economist "
                "and cleric born at Westcott, near Dorking in Surrey. In An Essay on the Principle "
                "of Population, first published in 1798, he argued that population tends to grow "
                "faster than the food supply."
            ),
            S(
                "Adam Smith: Adam Smith (c. 16 June 1723 \u2013 17 July 1790) was a Scottish "
                "economist and moral philosopher, often called the father of economics. Born in "
                "Kirkcaldy, Fife, he studied at Glasgow and at Balliol College, Oxford, and he "
                "died in Edinburgh."
            ),
            D(
                "David Hume: David Hume (7 May 1711 \u2013 25 August 1776) was a Scottish "
                "philosopher and historian born in Edinburgh. He wrote A Treatise of Human Nature "
                "and a six-volume History of England, and he is remembered for his empiricism and "
                "his scepticism about causation."
            ),
            D(
                "Das Kapital: Das Kapital is a critique of political economy by Karl Marx. Its "
                "first volume was published in Hamburg in 1867, and the second and third volumes "
                "were edited by Friedrich Engels from Marx's notes and published in 1885 and 1894, "
                "after the author's death."
            ),
            S(
                "The Wealth of Nations: An Inquiry into the Nature and Causes of the Wealth of "
                "Nations is a book by the Scottish economist Adam Smith, published on 9 March "
                "1776. Opening with the division of labour in a pin factory, it is seen as the "
                "founding work of classical economics."
            ),
            D(
                "John Stuart Mill: John Stuart Mill (20 May 1806 \u2013 7 May 1873) was an English "
                "philosopher and economist born in Pentonville, London. His Principles of "
                "Political Economy of 1848 was a leading textbook for decades, and his essay On "
                "Liberty appeared in 1859."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the leader of the first expedition to reach the South Pole born?",
        "Borge, Norway",
        [
            D(
                "Robert Falcon Scott: Robert Falcon Scott (6 June 1868 \u2013 c. 29 March 1912) "
                "was a Royal Navy officer and explorer born in Plymouth, Devon. He led two "
                "expeditions to Antarctica and died with his companions on the Ross Ice Shelf "
                "while returning from the pole."
            ),
            D(
                "Fram: Fram is a wooden polar ship built by the Scottish-Norwegian shipbuilder "
                "Colin Archer in Larvik and launched in 1892. It was used in Arctic and Antarctic "
                "expeditions between 1893 and 1912, and it is kept in the Fram Museum at "
                "Bygd\u00f8y in Oslo."
            ),
            D(
                "Nimrod Expedition: The Nimrod Expedition of 1907\u20131909 was a British "
                "Antarctic expedition led by Ernest Shackleton. On 9 January 1909 his southern "
                "party reached 88\u00b023\u2032S, about 180 km from the South Pole, before turning "
                "back; others made the first ascent of Mount Erebus."
            ),
            S(
                "Amundsen's South Pole expedition: The first expedition to reach the geographic "
                "South Pole was led by the Norwegian explorer Roald Amundsen. Sailing in the Fram, "
                "it set up its base at the Bay of Whales, and a party of five men reached the pole "
                "on 14 December 1911."
            ),
            D(
                "Fridtjof Nansen: Fridtjof Nansen (10 October 1861 \u2013 13 May 1930) was a "
                "Norwegian explorer and scientist born at Store Fr\u00f8en, near Christiania. He "
                "crossed the Greenland ice sheet in 1888 and later worked for refugees for the "
                "League of Nations."
            ),
            D(
                "Terra Nova Expedition: The Terra Nova Expedition of 1910\u20131913 was a British "
                "expedition to Antarctica. Its polar party of five men reached the South Pole on "
                "17 January 1912, and all of them died on the return journey across the Ross Ice "
                "Shelf to their base."
            ),
            S(
                "Roald Amundsen: Roald Engelbregt Gravning Amundsen (16 July 1872 \u2013 c. 18 "
                "June 1928) was a Norwegian polar explorer. Born in Borge, near Fredrikstad, he "
                "led the first crossing of the Northwest Passage in 1903\u20131906 and disappeared "
                "in 1928 during a rescue flight."
            ),
            D(
                "Fredrikstad: Fredrikstad is a city in south-eastern Norway at the mouth of the "
                "Glomma, the country's longest river. It was founded in 1567 by King Frederick II "
                "after the nearby town of Sarpsborg had burned, and its fortified Old Town is "
                "among the best preserved in Scandinavia."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what is the highest mountain of the country whose capital is tbilisi",
        "Shkhara",
        [
            D(
                "Georgia (U.S. state): Georgia is a state in the southeastern United States, "
                "founded in 1733 as the last of the Thirteen Colonies, with Atlanta as its capital "
                "and largest city. Its highest point is Brasstown Bald, at 1,458 m, in the Blue "
                "Ridge Mountains."
            ),
            D(
                "Mount Kazbek: Mount Kazbek is a dormant stratovolcano in the Caucasus, 5,054 m "
                "high, near the border between Georgia and Russia. Legend holds that Prometheus "
                "was chained to its slopes, and the Gergeti Trinity Church stands on a ridge below "
                "it."
            ),
            D(
                "Yerevan: Yerevan is the capital and largest city of Armenia, with about 1.1 "
                "million inhabitants. It traces its history to the fortress of Erebuni, founded in "
                "782 BC, and on clear days the snow-capped summit of Mount Ararat can be seen from "
                "the city."
            ),
            S(
                "Georgia (country): Georgia is a country in the South Caucasus, bordered by the "
                "Black Sea, Russia, Turkey, Armenia and Azerbaijan, with about 3.7 million people. "
                "Its highest mountain is Shkhara, which rises to 5,193 m in the Greater Caucasus "
                "on the border with Russia."
            ),
            D(
                "Kura (river): The Kura is a river of the South Caucasus, about 1,360 km long. It "
                "rises in northeastern Turkey, flows east through Georgia and Azerbaijan, where it "
                "is joined by the Aras, and empties into the Caspian Sea south of Baku."
            ),
            D(
                "Mount Aragats: Mount Aragats is an extinct volcanic massif with four summits in "
                "western Armenia. Its northern summit, at 4,090 m, is the highest point of the "
                "country, and a cosmic ray research station has operated on its slopes since 1943."
            ),
            D(
                "Greater Caucasus: The Greater Caucasus is the main mountain range of the "
                "Caucasus, running about 1,200 km from the Black Sea to the Caspian Sea. Its "
                "highest peak is Mount Elbrus, at 5,642 m, in Russia, the highest mountain in "
                "Europe by most definitions."
            ),
            S(
                "Tbilisi: Tbilisi is the capital and largest city of Georgia, lying on the banks "
                "of the Kura River with about 1.2 million inhabitants. According to tradition it "
                "was founded in the 5th century by King Vakhtang I Gorgasali of Iberia, near its "
                "warm sulphur springs."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Peugeot or Michelin?",
        "Peugeot",
        [
            D(
                "Citro\u00ebn: Citro\u00ebn is a French car brand founded in 1919 by the engineer "
                "Andr\u00e9 Citro\u00ebn. After its bankruptcy in 1934 it was taken over by its "
                "largest creditor, Michelin, and in 1976 it merged with Peugeot to form the PSA "
                "group, now part of Stellantis."
            ),
            S(
                "Michelin: Michelin is a French tyre manufacturer based in Clermont-Ferrand and "
                "one of the largest in the world. It was founded on 28 May 1889 by the brothers "
                "Andr\u00e9 and \u00c9douard Michelin, who in 1891 patented a detachable pneumatic "
                "tyre for bicycles."
            ),
            D(
                "Pirelli: Pirelli is an Italian tyre manufacturer based in Milan. It was founded "
                "in 1872 by Giovanni Battista Pirelli as a maker of rubber goods, began making "
                "bicycle tyres in 1890 and car tyres in 1901, and is the sole tyre supplier of "
                "Formula One."
            ),
            D(
                "Michelin Guide: The Michelin Guide is a series of guidebooks first published in "
                "1900 to encourage motorists to travel, and so to buy tyres. It began awarding "
                "stars to restaurants in 1926, and its three-star system for fine dining dates "
                "from 1931."
            ),
            D(
                "Sochaux Plant: The Sochaux Plant is a car factory in the Doubs department of "
                "eastern France and one of the largest industrial sites in the country. Opened in "
                "1912 to build trucks, it has long been the main factory of Peugeot and its "
                "museum, the Aventure Peugeot, stands next to it."
            ),
            D(
                "Bridgestone: Bridgestone Corporation is a Japanese tyre manufacturer "
                "headquartered in Ch\u016b\u014d, Tokyo. It was founded in 1931 in Kurume by "
                "Sh\u014djir\u014d Ishibashi, whose surname means stone bridge, and in 1988 it "
                "bought the American tyre maker Firestone."
            ),
            S(
                "Peugeot: Peugeot is a French car brand owned by Stellantis. It traces its origins "
                "to 1810, when the Peugeot family turned a mill in the Doubs into a steel foundry "
                "making saws, springs and coffee grinders; it built bicycles from 1882 and its "
                "first car in 1889."
            ),
            D(
                "Michelin Man: The Michelin Man, known in France as Bibendum, is the mascot of the "
                "tyre company. Drawn as a figure made of white tyres by the poster artist O'Galop, "
                "he first appeared in 1898 and is among the oldest trademarks in the world still "
                "in use."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the first President of the European Commission born?",
        "Mainz",
        [
            S(
                "European Commission: The European Commission is the executive of the European "
                "Union, which proposes laws and enforces the EU treaties. Based in the Berlaymont "
                "building in Brussels, it began work in 1958 under its first president, the German "
                "jurist Walter Hallstein."
            ),
            D(
                "Jean Monnet: Jean Monnet (9 November 1888 \u2013 16 March 1979) was a French "
                "businessman and diplomat born in Cognac, often called a father of Europe. He was "
                "the first president of the High Authority of the European Coal and Steel "
                "Community, from 1952 to 1955."
            ),
            D(
                "Ursula von der Leyen: Ursula von der Leyen (born 8 October 1958) is a German "
                "politician born in Ixelles, Brussels. She served as Germany's defence minister "
                "from 2013 to 2019 and in that year became the first woman to serve as President "
                "of the European Commission."
            ),
            D(
                "Treaty of Rome: The Treaty of Rome was signed on 25 March 1957 by Belgium, "
                "France, Italy, Luxembourg, the Netherlands and West Germany. It created the "
                "European Economic Community, with a common market and a customs union, and came "
                "into force on 1 January 1958."
            ),
            D(
                "Robert Schuman: Robert Schuman (29 June 1886 \u2013 4 September 1963) was a "
                "French statesman born in Clausen, Luxembourg. As foreign minister he issued the "
                "Schuman Declaration of 9 May 1950, and he was the first president of the European "
                "Parliamentary Assembly, from 1958 to 1960."
            ),
            S(
                "Walter Hallstein: Walter Hallstein (17 November 1901 \u2013 29 March 1982) was a "
                "German jurist and diplomat born in Mainz. A law professor, he served as state "
                "secretary in the West German foreign office, where he gave his name to the "
                "Hallstein Doctrine of 1955."
            ),
            D(
                "Jacques Delors: Jacques Delors (20 July 1925 \u2013 27 December 2023) was a "
                "French economist and politician born in Paris. He was President of the European "
                "Commission from 1985 to 1995, the first to serve three terms, and he led the work "
                "towards the single market and the euro."
            ),
            D(
                "Berlaymont building: The Berlaymont is an office building in Brussels that houses "
                "the headquarters of the European Commission. Completed in 1969 to a cross-shaped "
                "plan, it was emptied in 1991 to remove asbestos and reopened after renovation in "
                "2004."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "when was the founder of reuters born",
        "21 July 1816",
        [
            D(
                "Associated Press: The Associated Press is an American news agency headquartered "
                "in New York City. It was founded in May 1846 by five New York newspapers that "
                "agreed to share the cost of gathering news of the Mexican\u2013American War, and "
                "today it is run as a cooperative owned by its member newspapers."
            ),
            D(
                "Charles-Louis Havas: Charles-Louis Havas (5 July 1783 \u2013 21 May 1858) was a "
                "French translator and businessman born in Rouen. In 1835 he founded the Agence "
                "Havas in Paris, the first news agency in the world, which translated foreign "
                "newspapers for French clients."
            ),
            S(
                "Reuters: Reuters is an international news agency owned by Thomson Reuters and "
                "based in London. It was founded in London in October 1851 by Paul Julius Reuter, "
                "who used the new telegraph cable under the English Channel to send stock market "
                "prices between London and Paris."
            ),
            D(
                "Thomson Reuters: Thomson Reuters is a Canadian media and information company "
                "headquartered in Toronto. It was formed on 17 April 2008, when the Thomson "
                "Corporation bought the British news and financial data group, and the Thomson "
                "family remains its largest shareholder."
            ),
            D(
                "Agence France-Presse: Agence France-Presse is a French news agency based in Paris "
                "and one of the three largest in the world. It was set up in 1944, at the "
                "Liberation, as the successor to the news service of the Agence Havas, which had "
                "been seized during the German occupation."
            ),
            D(
                "Kassel: Kassel is a city on the Fulda River in northern Hesse, Germany, with "
                "about 200,000 inhabitants. The Brothers Grimm lived and worked there for many "
                "years, and since 1955 the city has hosted documenta, an exhibition of "
                "contemporary art held every five years."
            ),
            S(
                "Paul Julius Reuter: Paul Julius Reuter (21 July 1816 \u2013 25 February 1899) was "
                "a German-born British journalist and businessman, born Israel Beer Josaphat in "
                "Kassel. In 1850 he used carrier pigeons to fly stock prices between Aachen and "
                "Brussels, and he died in Nice."
            ),
            D(
                "Wolffs Telegraphisches Bureau: Wolffs Telegraphisches Bureau was a German news "
                "agency founded in Berlin in 1849 by Bernhard Wolff, the owner of the "
                "National-Zeitung. It was one of the three great European agencies of its century "
                "and was merged into a state agency in 1933."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that makes the Zippo lighter?",
        "George G. Blaisdell",
        [
            D(
                "Ronson: Ronson is an American maker of lighters and lighter fuel. It grew from "
                "the Art Metal Works, founded in Newark, New Jersey, in 1897 by Louis V. Aronson, "
                "and in 1926 it introduced the Banjo, one of the first lighters that lit with a "
                "single press of the thumb."
            ),
            D(
                "Bradford, Pennsylvania: Bradford is a city in McKean County, in the northwest of "
                "Pennsylvania near the New York border. It grew rapidly after oil was struck "
                "nearby in the 1870s, and it is home to the University of Pittsburgh at Bradford "
                "and to a large oil refinery."
            ),
            S(
                "Zippo Manufacturing Company: The Zippo Manufacturing Company is an American "
                "manufacturer based in Bradford, Pennsylvania. It was founded in 1932 by George G. "
                "Blaisdell, who adapted the design of an Austrian lighter, and since 1993 it has "
                "also owned the knife maker W. R. Case & Sons."
            ),
            S(
                "Zippo lighter: The Zippo is a refillable metal lighter with a hinged lid and a "
                "windproof chimney, first sold in 1933. It became famous among American soldiers "
                "in the Second World War, and it is made by the Zippo Manufacturing Company with a "
                "lifetime guarantee."
            ),
            D(
                "Soci\u00e9t\u00e9 Bic: Soci\u00e9t\u00e9 Bic is a French maker of ballpoint pens, "
                "lighters and razors based in Clichy. It was founded in 1945 by Marcel Bich and "
                "\u00c9douard Buffard, launched the Cristal pen in 1950 and introduced its "
                "disposable lighter in 1973."
            ),
            D(
                "W. R. Case & Sons Cutlery: W. R. Case & Sons Cutlery is an American maker of "
                "pocket knives. It was founded in 1889 in Little Valley, New York, by the Case "
                "brothers, moved its works to Bradford, Pennsylvania, in 1905, and is known for "
                "its hand-finished folding knives with handles of jigged bone."
            ),
            D(
                "S.T. Dupont: S.T. Dupont is a French maker of luxury goods based in Paris. It was "
                "founded in 1872 by Simon Tissot-Dupont as a maker of leather travel cases, and "
                "from the 1940s it became known for lacquered gold and silver lighters and "
                "fountain pens."
            ),
            D(
                "Lighter: A lighter is a portable device that makes a flame, usually by striking a "
                "spark onto a wick or a jet of gas. An early form was D\u00f6bereiner's lamp of "
                "1823, and the ferrocerium flint, patented by Carl Auer von Welsbach in 1903, made "
                "pocket lighters practical."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, the Royal Society or the French Academy of Sciences?",
        "the Royal Society",
        [
            D(
                "Accademia dei Lincei: The Accademia dei Lincei is an Italian academy of sciences "
                "in Rome, founded in 1603 by Federico Cesi, then aged eighteen. Galileo Galilei "
                "became a member in 1611, and the academy is named after the lynx, an animal famed "
                "for its sharp sight."
            ),
            S(
                "French Academy of Sciences: The French Academy of Sciences is a learned society "
                "in Paris that promotes scientific research. It was founded in 1666 by Louis XIV "
                "on the advice of his minister Jean-Baptiste Colbert, and since 1795 it has been "
                "one of the five academies of the Institut de France."
            ),
            D(
                "Acad\u00e9mie fran\u00e7aise: The Acad\u00e9mie fran\u00e7aise is the French "
                "council for matters of the French language. It was founded in 1635 by Cardinal "
                "Richelieu, chief minister to Louis XIII, and its forty members, known as the "
                "immortals, hold their seats for life."
            ),
            D(
                "Leopoldina: The Leopoldina is the national academy of sciences of Germany, based "
                "in Halle. It was founded on 1 January 1652 in Schweinfurt by four physicians as "
                "the Academia Naturae Curiosorum, and it took its present name from Emperor "
                "Leopold I, who confirmed it in 1687."
            ),
            D(
                "Royal Society of Edinburgh: The Royal Society of Edinburgh is Scotland's national "
                "academy of science and letters. It was founded in 1783 by royal charter of George "
                "III, and its early fellows included the geologist James Hutton and the economist "
                "Adam Smith."
            ),
            D(
                "Philosophical Transactions of the Royal Society: Philosophical Transactions is a "
                "scientific journal published by the Royal Society. Its first issue appeared in "
                "March 1665, edited by the society's secretary Henry Oldenburg, and it is often "
                "described as the longest-running scientific journal in the world."
            ),
            D(
                "Institut de France: The Institut de France is a French learned society that "
                "groups five academies. It was established on 25 October 1795 during the French "
                "Revolution, and it meets in a domed seventeenth-century palace on the left bank "
                "of the Seine, facing the Louvre."
            ),
            S(
                "Royal Society: The Royal Society is the national academy of sciences of the "
                "United Kingdom, based in London. It was founded on 28 November 1660 by a group of "
                "natural philosophers meeting at Gresham College, and King Charles II granted it a "
                "royal charter in 1662."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "official language of the country whose capital is paramaribo",
        "Dutch",
        [
            D(
                "Guyana: Guyana is a country on the northern coast of South America, with "
                "Georgetown as its capital. A former British colony that became independent in "
                "1966, it is the only country in South America whose official language is English, "
                "and most of its land is rainforest."
            ),
            D(
                "French Guiana: French Guiana is an overseas region of France on the northeastern "
                "coast of South America, with Cayenne as its capital. Its official language is "
                "French, its currency is the euro, and European rockets are launched from the "
                "Guiana Space Centre at Kourou."
            ),
            D(
                "Sranan Tongo: Sranan Tongo is an English-based creole language spoken by about "
                "half a million people. It grew up on the plantations of the seventeenth century, "
                "and its name means Surinamese tongue; it is the lingua franca between the "
                "country's many ethnic groups, though it has no official status."
            ),
            D(
                "Papiamento: Papiamento is a creole language based mostly on Portuguese and "
                "Spanish, spoken on the Caribbean islands of Aruba, Cura\u00e7ao and Bonaire. It "
                "is an official language of Aruba and Cura\u00e7ao alongside Dutch, and about "
                "340,000 people speak it."
            ),
            D(
                "Brokopondo Reservoir: The Brokopondo Reservoir is one of the largest reservoirs "
                "in the world, covering about 1,560 km\u00b2 of flooded rainforest. It was formed "
                "in 1964 when the Afobaka Dam closed the Suriname River, to supply power for the "
                "smelting of aluminium."
            ),
            S(
                "Paramaribo: Paramaribo is the capital and largest city of Suriname, with about "
                "240,000 inhabitants. It lies on the Suriname River about 15 km from the Atlantic "
                "Ocean, and its historic inner city of wooden colonial buildings became a UNESCO "
                "World Heritage Site in 2002."
            ),
            S(
                "Suriname: Suriname is a country on the northeastern coast of South America and "
                "the smallest sovereign state on the continent. A former colony of the "
                "Netherlands, it became independent on 25 November 1975, and Dutch is its official "
                "language, though Sranan Tongo is widely spoken."
            ),
            D(
                "Haiti: Haiti is a country on the western part of the island of Hispaniola in the "
                "Caribbean, with Port-au-Prince as its capital. It became independent from France "
                "in 1804 after a slave revolt, and its official languages are French and Haitian "
                "Creole."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the creator of the Python programming language born?",
        "Haarlem, Netherlands",
        [
            D(
                "Python (genus): Python is a genus of large nonvenomous snakes in the family "
                "Pythonidae, found in the tropics of Africa and Asia. They kill their prey by "
                "constriction, and the Burmese python, one of the largest snakes in the world, has "
                "become an invasive species in the Florida Everglades."
            ),
            S(
                "Python (programming language): Python is a high-level, general-purpose "
                "programming language known for its readable syntax and use of indentation. It was "
                "created by the Dutch programmer Guido van Rossum, who began work on it in late "
                "1989, and first released in February 1991."
            ),
            D(
                "Larry Wall: Larry Wall (born 27 September 1954) is an American programmer and "
                "linguist who created the Perl programming language in 1987, while working at "
                "Unisys. He also wrote the rn news reader and the patch program, and he has won "
                "the Free Software Foundation's award for the advancement of free software."
            ),
            D(
                "ABC (programming language): ABC is an imperative programming language developed "
                "in the 1980s at the Centrum Wiskunde & Informatica in Amsterdam by Leo Geurts, "
                "Lambert Meertens and Steven Pemberton. It was designed for teaching and "
                "prototyping, as a simpler alternative to BASIC."
            ),
            D(
                "Bjarne Stroustrup: Bjarne Stroustrup (born 30 December 1950) is a Danish computer "
                "scientist born in Aarhus. He created the C++ programming language at Bell Labs, "
                "starting in 1979 under the name C with Classes, and later taught at Texas A&M and "
                "Columbia University."
            ),
            D(
                "Ruby (programming language): Ruby is a dynamic, object-oriented programming "
                "language created in the mid-1990s by Yukihiro Matsumoto, born in Osaka Prefecture "
                "in 1965. It became widely used after the release of the Ruby on Rails web "
                "framework in 2004."
            ),
            D(
                "Centrum Wiskunde & Informatica: The Centrum Wiskunde & Informatica is the "
                "national research institute for mathematics and computer science of the "
                "Netherlands, in Amsterdam. Founded in 1946 as the Mathematisch Centrum, it "
                "employed Edsger Dijkstra in the 1950s and 1960s."
            ),
            S(
                "Guido van Rossum: Guido van Rossum (born 31 January 1956) is a Dutch programmer "
                "born in Haarlem, Netherlands. He studied mathematics and computer science at the "
                "University of Amsterdam and later worked at Google, Dropbox and Microsoft, and he "
                "was long called Python's benevolent dictator."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the scientific name of the species to which the ancient tree Methuselah belongs?",
        "Pinus longaeva",
        [
            D(
                "Methuselah: Methuselah is a figure of the Hebrew Bible, the son of Enoch and the "
                "grandfather of Noah. According to the Book of Genesis he lived for 969 years, the "
                "longest life of anyone named in the Bible, and his name has become a byword for "
                "great age."
            ),
            S(
                "Great Basin bristlecone pine: The Great Basin bristlecone pine (Pinus longaeva) "
                "is a long-lived pine tree of the high mountains of California, Nevada and Utah. "
                "It grows slowly on dry, rocky slopes near the tree line, and its dense, resinous "
                "wood resists rot and insects."
            ),
            D(
                "Rocky Mountain bristlecone pine: The Rocky Mountain bristlecone pine (Pinus "
                "aristata) is a pine of the mountains of Colorado and New Mexico, with an outlying "
                "stand in Arizona. It grows near the tree line, and some individuals are known to "
                "be more than 2,000 years old."
            ),
            D(
                "Old Tjikko: Old Tjikko is a Norway spruce (Picea abies) on Fulufj\u00e4llet "
                "Mountain in the Swedish province of Dalarna. Its visible trunk is young, but "
                "carbon dating of its root system, found by Leif Kullman in 2004, gave an age of "
                "about 9,550 years."
            ),
            S(
                "Methuselah (tree): Methuselah is a Great Basin bristlecone pine in the White "
                "Mountains of Inyo County, California. Its age was measured from a core by Edmund "
                "Schulman and Tom Harlan in 1957 at about 4,789 years, and its exact position is "
                "kept secret to protect it."
            ),
            D(
                "Pando (tree): Pando is a clonal colony of a single male quaking aspen (Populus "
                "tremuloides) in Fishlake National Forest, Utah. Its roughly 47,000 stems share "
                "one root system covering about 43 hectares, making it one of the heaviest known "
                "organisms on Earth."
            ),
            D(
                "Ancient Bristlecone Pine Forest: The Ancient Bristlecone Pine Forest is a "
                "protected area in the White Mountains of eastern California, within Inyo National "
                "Forest. The Schulman Grove visitor centre and trails lead through stands of "
                "gnarled trees growing at about 3,000 m."
            ),
            D(
                "Foxtail pine: The foxtail pine (Pinus balfouriana) is a rare high-altitude pine "
                "endemic to California, found in the Klamath Mountains and the southern Sierra "
                "Nevada. Named for its dense, brush-like needle clusters, it can live for more "
                "than 2,000 years."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that made the altair 8800",
        "Ed Roberts and Forrest Mims",
        [
            D(
                "Altair: Altair is the brightest star in the constellation Aquila and one of the "
                "closest stars visible to the naked eye, about 16.7 light years away. It spins so "
                "fast that it is visibly flattened, and it forms one corner of the Summer Triangle "
                "with Vega and Deneb."
            ),
            D(
                "IMSAI 8080: The IMSAI 8080 was an early microcomputer released in late 1975 by "
                "IMS Associates of San Leandro, California, a firm founded by William Millard. A "
                "close copy of the Altair 8800, with the same S-100 bus and processor but a "
                "sturdier power supply, it sold between 17,000 and 20,000 units."
            ),
            D(
                "Intel 8080: The Intel 8080 is an 8-bit microprocessor introduced in April 1974, "
                "running at 2 MHz. Designed mainly by Federico Faggin and Masatoshi Shima as a "
                "successor to the 8008, it powered many of the first personal computers and "
                "inspired the Z80."
            ),
            S(
                "Altair 8800: The Altair 8800 is a microcomputer designed in 1974 by MITS and "
                "based on the Intel 8080 processor. It was featured on the cover of Popular "
                "Electronics in January 1975, sold as a kit for $397, and is often credited with "
                "starting the personal computer revolution."
            ),
            D(
                "Popular Electronics: Popular Electronics was an American magazine for electronics "
                "hobbyists, founded by Ziff-Davis in 1954. Its January 1975 issue, with a "
                "home-built computer kit on the cover, inspired a generation of hobbyists, and the "
                "magazine was renamed Computers & Electronics in 1982."
            ),
            D(
                "Homebrew Computer Club: The Homebrew Computer Club was an early group of computer "
                "hobbyists in Silicon Valley. It first met on 5 March 1975 in Gordon French's "
                "garage in Menlo Park, California, and its members included Steve Wozniak, who "
                "showed the Apple I there."
            ),
            D(
                "Altair BASIC: Altair BASIC is an interpreter for the BASIC language written in "
                "1975 by Bill Gates, Paul Allen and Monte Davidoff. It was the first product of "
                "Micro-Soft, as the company was then spelled, and it was often copied by hobbyists "
                "without payment."
            ),
            S(
                "MITS: Micro Instrumentation and Telemetry Systems (MITS) was an American "
                "electronics company founded in New Mexico in December 1969 by Ed Roberts and "
                "Forrest Mims, two Air Force colleagues. It first sold telemetry modules for model "
                "rockets, then calculator kits, and it was sold to Pertec in 1977."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which island is larger, Honshu or Sulawesi?",
        "Honshu",
        [
            D(
                "Kyushu: Kyushu is the third-largest of the four main islands of Japan, lying "
                "southwest of Honshu, with an area of about 36,800 km\u00b2. Its largest city is "
                "Fukuoka, and it has several active volcanoes, among them Sakurajima and Mount "
                "Aso."
            ),
            D(
                "Luzon: Luzon is the largest and most populous island of the Philippines, with an "
                "area of about 109,965 km\u00b2. It is home to the capital, Manila, and to more "
                "than half of the country's people, and its highest peak is Mount Pulag, at 2,928 "
                "m."
            ),
            S(
                "Sulawesi: Sulawesi, formerly known as Celebes, is an island of Indonesia east of "
                "Borneo. With an area of about 180,680 km\u00b2 it is the eleventh-largest island "
                "in the world, and it is known for its shape of four long peninsulas; its largest "
                "city is Makassar."
            ),
            D(
                "Makassar Strait: The Makassar Strait is a strait between the islands of Borneo "
                "and Sulawesi in Indonesia. It links the Celebes Sea to the north with the Java "
                "Sea to the south, and it is a major route of the current that carries Pacific "
                "water into the Indian Ocean."
            ),
            D(
                "Shikoku: Shikoku is the smallest of the four main islands of Japan, with an area "
                "of about 18,800 km\u00b2, lying south of Honshu across the Seto Inland Sea. It is "
                "known for its pilgrimage route of 88 Buddhist temples associated with the monk "
                "K\u016bkai."
            ),
            S(
                "Honshu: Honshu is the largest and most populous island of Japan, with an area of "
                "about 227,960 km\u00b2 and some 104 million inhabitants. It is the "
                "seventh-largest island in the world, and it contains the cities of Tokyo, "
                "Yokohama, Osaka, Kyoto and Hiroshima."
            ),
            D(
                "Mindanao: Mindanao is the second-largest island of the Philippines, with an area "
                "of about 97,530 km\u00b2. Its largest city is Davao, and its highest point, Mount "
                "Apo, at 2,954 m, is also the highest mountain in the whole country."
            ),
            D(
                "Celebes Sea: The Celebes Sea is a sea of the western Pacific Ocean, bordered by "
                "Mindanao to the north and Borneo to the west. It covers about 280,000 km\u00b2, "
                "reaches a depth of more than 6,000 m, and opens to the south into the Makassar "
                "Strait."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the company that owns the Swatch brand headquartered?",
        "Biel/Bienne",
        [
            D(
                "Tissot: Tissot is a Swiss watchmaker founded in 1853 in Le Locle by "
                "Charles-F\u00e9licien Tissot and his son Charles-\u00c9mile. It was one of the "
                "first Swiss makers to sell its watches widely in Russia, and in 1930 it merged "
                "with Omega to form the group SSIH."
            ),
            D(
                "Richemont: Richemont is a Swiss luxury goods holding company headquartered in "
                "Bellevue, near Geneva. It was founded in 1988 by the South African businessman "
                "Johann Rupert, and its brands include Cartier, Van Cleef & Arpels, IWC "
                "Schaffhausen and Jaeger-LeCoultre."
            ),
            D(
                "Quartz crisis: The quartz crisis was the upheaval in the watch industry of the "
                "1970s and early 1980s, when cheap and accurate quartz watches from Japan and the "
                "United States replaced mechanical ones. Employment in the Swiss watch industry "
                "fell by about two-thirds."
            ),
            D(
                "Longines: Longines is a Swiss watchmaker founded in 1832 in Saint-Imier, in the "
                "Bernese Jura, by Auguste Agassiz. Its winged hourglass logo, registered in 1889, "
                "is the oldest unchanged trademark still on record with the World Intellectual "
                "Property Organization, and it has long timed sporting events."
            ),
            D(
                "Seiko Astron: The Seiko Astron was the first quartz wristwatch in the world, "
                "launched in Tokyo on 25 December 1969 by the Japanese watchmaker Seiko. It kept "
                "time to within five seconds a month, and at its launch it cost about as much as a "
                "small car."
            ),
            S(
                "Swatch Group: The Swatch Group is a Swiss maker of watches and jewellery and the "
                "largest watch company in the world, headquartered in Biel/Bienne in the canton of "
                "Bern. It was formed in 1983 by the merger of ASUAG and SSIH, and its brands "
                "include Omega, Longines, Tissot and Breguet."
            ),
            S(
                "Swatch: Swatch is a Swiss brand of colourful plastic quartz watches launched on 1 "
                "March 1983. Made of only 51 parts on an automated line, it helped the Swiss "
                "industry win back the cheaper end of the market, and it is owned by the Swatch "
                "Group, which took its name."
            ),
            D(
                "Casio G-Shock: G-Shock is a line of shock-resistant watches made by the Japanese "
                "electronics company Casio, headquartered in Shibuya, Tokyo. Designed by the "
                "engineer Kikuo Ibe, the first model went on sale in April 1983 and was built to "
                "survive a fall of ten metres."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "were ataturk and reza shah both born in the 1880s",
        "no",
        [
            D(
                "\u0130smet \u0130n\u00f6n\u00fc: \u0130smet \u0130n\u00f6n\u00fc (24 September "
                "1884 \u2013 25 December 1973) was a Turkish general and statesman born in Smyrna. "
                "He served as the first prime minister of Turkey, took his surname from the "
                "battles he won at \u0130n\u00f6n\u00fc, and from 1938 to 1950 was its second "
                "president."
            ),
            S(
                "Reza Shah: Reza Shah Pahlavi (15 March 1878 \u2013 26 July 1944) was Shah of Iran "
                "from 1925 to 1941 and the founder of the Pahlavi dynasty. Born in Alasht in "
                "Mazandaran, he rose in the Persian Cossack Brigade and was forced to abdicate "
                "after the Anglo-Soviet invasion of 1941."
            ),
            D(
                "Mohammad Reza Pahlavi: Mohammad Reza Pahlavi (26 October 1919 \u2013 27 July "
                "1980) was the last Shah of Iran, reigning from 1941 until the revolution of 1979. "
                "Born in Tehran, he left the country in January 1979 and died in exile in Cairo "
                "the following year."
            ),
            D(
                "Amanullah Khan: Amanullah Khan (1 June 1892 \u2013 25 April 1960) was the ruler "
                "of Afghanistan from 1919 to 1929, first as emir and then as king. Born in "
                "Paghman, he won full independence from Britain in 1919 and died in exile in "
                "Z\u00fcrich."
            ),
            D(
                "An\u0131tkabir: An\u0131tkabir is the mausoleum of the founder of the Republic of "
                "Turkey, standing on a hill in Ankara. Designed by Emin Onat and Orhan Arda after "
                "a competition held in 1941, it was completed in 1953, and it receives millions of "
                "visitors each year."
            ),
            S(
                "Mustafa Kemal Atat\u00fcrk: Mustafa Kemal Atat\u00fcrk (1881 \u2013 10 November "
                "1938) was a Turkish field marshal and statesman, the founder of the Republic of "
                "Turkey and its first president from 1923 until his death. He was born in "
                "Salonica, then a city of the Ottoman Empire."
            ),
            D(
                "Treaty of Lausanne: The Treaty of Lausanne was signed on 24 July 1923 in "
                "Switzerland between Turkey and the Allied powers of the First World War. It set "
                "the borders of the modern Turkish state and replaced the Treaty of S\u00e8vres of "
                "1920, which Turkey had rejected."
            ),
            D(
                "1921 Persian coup d'\u00e9tat: The 1921 Persian coup d'\u00e9tat took place on 21 "
                "February 1921, when the Persian Cossack Brigade under Reza Khan and the "
                "journalist Zia'eddin Tabatabaee seized Tehran. It brought a new government to "
                "power under the last Qajar shah, Ahmad Shah."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Near which city does the river that forms the Iguazu Falls rise?",
        "Curitiba",
        [
            D(
                "Foz do Igua\u00e7u: Foz do Igua\u00e7u is a city in the far west of the Brazilian "
                "state of Paran\u00e1, with about 285,000 inhabitants. It lies at the Triple "
                "Frontier with Argentina and Paraguay, and it is the base for visitors to the "
                "falls and to the Itaipu Dam."
            ),
            S(
                "Iguazu Falls: The Iguazu Falls are the waterfalls of the Iguazu River on the "
                "border between Argentina and Brazil. Made up of about 275 separate drops along "
                "2.7 km, with the Devil's Throat as the largest, they lie within two national "
                "parks that are World Heritage Sites."
            ),
            D(
                "Paran\u00e1 River: The Paran\u00e1 River is the second-longest river in South "
                "America, about 4,880 km long. It is formed in Brazil by the meeting of the "
                "Parana\u00edba and the Grande, flows south along the borders of Paraguay and "
                "Argentina, and ends in the R\u00edo de la Plata."
            ),
            D(
                "Tiet\u00ea River: The Tiet\u00ea River is a river of the Brazilian state of "
                "S\u00e3o Paulo, about 1,150 km long. It rises in the Serra do Mar near "
                "Sales\u00f3polis, only about 22 km from the Atlantic, but flows inland through "
                "the city of S\u00e3o Paulo to the Paran\u00e1."
            ),
            D(
                "Itaipu Dam: The Itaipu Dam is a hydroelectric dam on the Paran\u00e1 River on the "
                "border between Brazil and Paraguay. Opened in 1984 and owned jointly by both "
                "countries, it has a capacity of 14,000 MW and for many years produced more "
                "electricity than any other power plant in the world."
            ),
            D(
                "Puerto Iguaz\u00fa: Puerto Iguaz\u00fa is a town in the Argentine province of "
                "Misiones, at the point where the Iguazu River meets the Paran\u00e1. It has about "
                "82,000 inhabitants and serves as the gateway to the Argentine side of the "
                "national park around the falls."
            ),
            D(
                "Misiones Province: Misiones is a province in the far northeast of Argentina, "
                "squeezed between Paraguay and Brazil. Its capital is Posadas, on the Paran\u00e1 "
                "River, and it is the main producer of yerba mate in the country; it takes its "
                "name from the Jesuit missions."
            ),
            S(
                "Iguazu River: The Iguazu River is a tributary of the Paran\u00e1, about 1,320 km "
                "long. It rises in the Serra do Mar near Curitiba and flows west across the "
                "Brazilian state of Paran\u00e1; in its lower course it forms the border with "
                "Argentina before joining the Paran\u00e1."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the founder of the Scout Movement die?",
        "Nyeri, Kenya",
        [
            D(
                "Boys' Brigade: The Boys' Brigade is a Christian youth organisation founded on 4 "
                "October 1883 in Glasgow by William Alexander Smith, who combined drill and games "
                "with Bible classes. Smith died in London in 1914, and the movement spread across "
                "the British Empire."
            ),
            D(
                "Siege of Mafeking: The siege of Mafeking was a 217-day siege of the town of "
                "Mafeking in South Africa during the Second Boer War, from October 1899 to May "
                "1900. News of its relief set off such wild celebrations in London that they gave "
                "rise to the word mafficking."
            ),
            S(
                "Robert Baden-Powell: Robert Stephenson Smyth Baden-Powell, 1st Baron Baden-Powell "
                "(22 February 1857 \u2013 8 January 1941), was a British Army officer born in "
                "Paddington, London. He became a national hero in the Boer War, and he died in "
                "retirement at Nyeri, Kenya."
            ),
            D(
                "Olave Baden-Powell: Olave St Clair Baden-Powell (22 February 1889 \u2013 25 June "
                "1977) was a British leader of the Girl Guides, born in Chesterfield, Derbyshire. "
                "She was elected World Chief Guide in 1930, travelled widely for the movement and "
                "died in a nursing home in Surrey."
            ),
            D(
                "Ernest Thompson Seton: Ernest Thompson Seton (1860 \u2013 1946) was a wildlife "
                "artist and author born in South Shields, England. He founded the Woodcraft "
                "Indians in 1902, became the first Chief Scout of the Boy Scouts of America, and "
                "died near Santa Fe, New Mexico."
            ),
            S(
                "Scouting: Scouting, also known as the Scout Movement, is a worldwide youth "
                "movement founded by Robert Baden-Powell. It began with an experimental camp on "
                "Brownsea Island in August 1907 and the book Scouting for Boys in 1908, and it now "
                "has tens of millions of members."
            ),
            D(
                "Brownsea Island: Brownsea Island is the largest island in Poole Harbour, in "
                "Dorset, England, and is owned by the National Trust. It is one of the last places "
                "in southern England where red squirrels live, and its castle dates from the reign "
                "of Henry VIII."
            ),
            D(
                "YMCA: The Young Men's Christian Association is a worldwide youth organisation "
                "founded in London on 6 June 1844 by George Williams, a draper's assistant. "
                "Williams was knighted in 1894, died in Torquay in 1905 and was buried in St "
                "Paul's Cathedral."
            ),
        ],
        drop=1,
    ),
]
