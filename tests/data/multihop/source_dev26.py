"""Development multi-hop questions, batch 26.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history, science, history, politics, companies and
technology, written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part
of tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev24.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v42.

Measured lengths: mean support 309 characters, mean distractor 309 characters; a support
is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What are the official languages of the country whose capital is Dili?",
        "Tetum and Portuguese",
        [
            D(
                "Kupang: Kupang is the capital of the Indonesian province of East Nusa Tenggara, "
                "lying at the western end of the island of Timor on a bay of the Savu Sea. The "
                "Dutch East India Company built a fort there in the 17th century, and the city "
                "now has about 440,000 people, most of them Christians."
            ),
            S(
                "Dili: Dili is the capital and largest city of East Timor, spread along the north "
                "coast of the island of Timor facing the Wetar Strait. Made the seat of the "
                "Portuguese colony in 1769, it was badly damaged in the violence that followed "
                "the independence vote of 1999, and it now has about 280,000 people."
            ),
            D(
                "Macau: Macau is a special administrative region of China on the western side of "
                "the Pearl River Delta, across the estuary from Hong Kong. Run by Portugal for "
                "more than four centuries until the handover of 20 December 1999, it keeps "
                "Chinese and Portuguese as its official languages and earns most of its income "
                "from casinos."
            ),
            D(
                "Atauro Island: Atauro is a mountainous island of East Timor lying about 25 "
                "kilometres north of the capital across the Wetar Strait. The Portuguese used it "
                "as a place of exile, it has roughly 10,000 inhabitants, and surveys of its "
                "fringing reefs have counted more kinds of reef fish per site than almost "
                "anywhere else."
            ),
            D(
                "Xanana Gusm\u00e3o: Xanana Gusm\u00e3o is an East Timorese politician who led "
                "the armed resistance to Indonesian rule until his capture in 1992. Freed in "
                "1999, he was elected the first president of the independent state in 2002 and "
                "served until 2007, and he has since headed three governments as prime minister."
            ),
            S(
                "East Timor: East Timor, officially the Democratic Republic of Timor-Leste, is a "
                "country in Southeast Asia that covers the eastern half of Timor and a few nearby "
                "islands. After Portuguese rule and Indonesian occupation it became fully "
                "independent on 20 May 2002, and its official languages are Tetum and Portuguese."
            ),
            D(
                "Praia: Praia is the capital and largest city of Cape Verde, an island country in "
                "the Atlantic Ocean off West Africa, and stands on the southern coast of its "
                "largest island. Cape Verde became independent from Portugal on 5 July 1975; "
                "Portuguese is its official language, while most people speak Cape Verdean Creole "
                "at home."
            ),
            D(
                "Cristo Rei of Dili: The Cristo Rei of Dili is a statue of Christ standing on a "
                "globe at the tip of Cape Fatucama, a few kilometres east of the city centre. Put "
                "up under Indonesian rule and unveiled in 1996, it is 27 metres tall, and "
                "visitors climb to it by a path of several hundred steps lined with stations of "
                "the cross."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the company that created Angry Birds headquartered?",
        "Espoo",
        [
            D(
                "Supercell: Supercell is a mobile game developer founded in 2010 and based in "
                "Helsinki, the Finnish capital. Its free-to-play titles include Hay Day, Clash of "
                "Clans and Brawl Stars, and in 2016 the Chinese internet company Tencent bought a "
                "majority stake in it in a deal that valued the firm at about 10 billion dollars."
            ),
            D(
                "Cut the Rope: Cut the Rope is a physics puzzle game released for the iPhone in "
                "October 2010 by ZeptoLab, a studio founded that year by the brothers Semyon and "
                "Efim Voinov. Players slice ropes to swing a piece of candy into the mouth of a "
                "small green creature called Om Nom, who became the mascot of the series."
            ),
            S(
                "Angry Birds: Angry Birds is a puzzle video game released for the iPhone in "
                "December 2009, in which players use a slingshot to launch birds at structures "
                "sheltering green pigs that have stolen their eggs. Developed by the Finnish "
                "company Rovio Entertainment, it led to many sequels, a range of toys and feature "
                "films."
            ),
            D(
                "Sega: Sega is a Japanese video game company based in Tokyo, founded in 1960 and "
                "known for its arcade machines and for home consoles such as the Mega Drive and "
                "the Dreamcast. It stopped making consoles in 2001 to become a publisher for "
                "other makers' machines, and since 2004 it has belonged to Sega Sammy Holdings."
            ),
            D(
                "Flappy Bird: Flappy Bird is a mobile game made by the Vietnamese developer Dong "
                "Nguyen and released in May 2013, in which a bird must be steered through gaps "
                "between green pipes by tapping the screen. It became the most downloaded free "
                "game early in 2014, and its creator removed it from the app stores in February "
                "of that year."
            ),
            D(
                "Temple Run: Temple Run is an endless running game released in August 2011 by "
                "Imangi Studios, a small company in Raleigh, North Carolina, run by the married "
                "couple Keith Shepherd and Natalia Luckyanova. The player flees along a crumbling "
                "temple path chased by demon monkeys, and a sequel followed in January 2013."
            ),
            S(
                "Rovio Entertainment: Rovio Entertainment is a Finnish video game company "
                "headquartered in Espoo, next to Helsinki. It was founded in 2003 as Relude by "
                "three students from the Helsinki University of Technology, took the name Rovio "
                "in 2005, and was bought by the Japanese company Sega in 2023 for about 700 "
                "million euros."
            ),
            D(
                "Plants vs. Zombies: Plants vs. Zombies is a tower defence game released in May "
                "2009 by PopCap Games, the studio behind Bejeweled. Players plant sunflowers, "
                "peashooters and walnuts on a lawn to stop waves of zombies from reaching a "
                "house, and Electronic Arts bought the studio in 2011 for up to 750 million "
                "dollars."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which palace did the king who revoked the Edict of Nantes die?",
        "the Palace of Versailles",
        [
            D(
                "Henry IV of France: Henry IV was King of Navarre from 1572 and King of France "
                "from 1589, the first of the Bourbon line on the French throne. Raised a "
                "Protestant, he became a Catholic in 1593 to win over Paris, and on 14 May 1610 "
                "he was stabbed to death in his coach in a Paris street by the Catholic zealot "
                "Fran\u00e7ois Ravaillac."
            ),
            S(
                "Edict of Nantes: The Edict of Nantes was a decree signed in April 1598 by Henry "
                "IV of France that gave the Protestant Huguenots freedom of worship in many "
                "places and ended decades of religious war. King Louis XIV revoked it in October "
                "1685 with the Edict of Fontainebleau, driving many thousands of Huguenots abroad."
            ),
            D(
                "Huguenots: The Huguenots were French Protestants who followed the teachings of "
                "John Calvin, and by the 1560s they may have made up a tenth of the kingdom's "
                "people. Facing persecution, at least 200,000 of them fled in the late 17th "
                "century to England, the Dutch Republic, Switzerland, Prussia and the Cape Colony."
            ),
            D(
                "Nantes: Nantes is a city on the Loire in western France, about 50 kilometres "
                "from the Atlantic coast, and the capital of the Pays de la Loire region. Once a "
                "seat of the dukes of Brittany, whose castle still stands in its centre, it grew "
                "rich on Atlantic trade and was the birthplace of the writer Jules Verne in 1828."
            ),
            D(
                "Cardinal Mazarin: Jules Mazarin was an Italian-born cardinal who became chief "
                "minister of France in December 1642 and governed for the boy king together with "
                "the queen mother, Anne of Austria. He steered the crown through the revolts of "
                "the Fronde and died at the Ch\u00e2teau de Vincennes on 9 March 1661."
            ),
            D(
                "St. Bartholomew's Day massacre: The St. Bartholomew's Day massacre was a wave of "
                "killings of Huguenots by Catholic mobs that began in Paris on the night of 23 to "
                "24 August 1572, days after the wedding of Henry of Navarre to Margaret of "
                "Valois. It spread to other towns, and thousands had died within weeks."
            ),
            D(
                "Palace of Fontainebleau: The Palace of Fontainebleau is a royal ch\u00e2teau "
                "about 55 kilometres south-east of Paris, largely rebuilt by Francis I from 1528 "
                "and set in a vast hunting forest. Napoleon signed his first abdication there in "
                "April 1814, and the palace and its park were made a World Heritage Site in 1981."
            ),
            S(
                "Louis XIV: Louis XIV, known as the Sun King, was King of France from 1643 until "
                "his death, a reign of 72 years that is the longest recorded for any European "
                "sovereign. He moved the court and government to the Palace of Versailles in "
                "1682, and he died there on 1 September 1715, four days before his 77th birthday."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "largest lake in the country whose capital is yerevan",
        "Lake Sevan",
        [
            D(
                "Lake Van: Lake Van is the largest lake in Turkey, a salty soda lake in the east "
                "of the country at about 1,640 metres above sea level, with no outlet to the sea. "
                "It covers about 3,750 square kilometres, and on Akdamar Island stands the "
                "10th-century Armenian Cathedral of the Holy Cross."
            ),
            D(
                "Tbilisi: Tbilisi is the capital and largest city of Georgia, set on the banks of "
                "the Kura River in a valley of the South Caucasus. Said to have been founded by "
                "King Vakhtang Gorgasali in the 5th century, it takes its name from the warm "
                "sulphur springs that still feed the bathhouses of its old town."
            ),
            D(
                "Mount Aragats: Mount Aragats is a volcanic massif in the north-west of Armenia "
                "whose four summits ring a large crater, the northern one reaching 4,090 metres, "
                "the highest point in the country. A cosmic-ray research station works on its "
                "slopes, and a small glacial lake lies below the southern peak."
            ),
            S(
                "Yerevan: Yerevan is the capital and largest city of Armenia, lying on the "
                "Hrazdan River in the Ararat plain in view of Mount Ararat. Its history is traced "
                "to the Urartian fortress of Erebuni, founded in 782 BC, and the city has about "
                "1.1 million inhabitants, more than a third of the country's people."
            ),
            D(
                "Lake Urmia: Lake Urmia is a salt lake in north-western Iran between the "
                "provinces of East and West Azerbaijan, once the largest lake in the Middle East. "
                "Since the 1990s dams, wells and drought have shrunk it sharply, and by the 2010s "
                "it had lost most of its water, leaving wide flats of salt around its shores."
            ),
            D(
                "Baku: Baku is the capital and largest city of Azerbaijan, on a bay of the "
                "Caspian Sea, the largest lake on Earth. Lying about 28 metres below sea level, "
                "it is the lowest national capital in the world, and its walled old town with the "
                "Maiden Tower and the Palace of the Shirvanshahs is a World Heritage Site."
            ),
            D(
                "Etchmiadzin Cathedral: Etchmiadzin Cathedral in the city of Vagharshapat is the "
                "mother church of the Armenian Apostolic Church and the seat of its Catholicos. "
                "First built in the early 4th century soon after the conversion of King Tiridates "
                "III, it is often called the oldest cathedral in the world."
            ),
            S(
                "Armenia: Armenia is a landlocked country in the South Caucasus, bordered by "
                "Georgia, Azerbaijan, Iran and Turkey. It adopted Christianity as its state "
                "religion in 301, regained independence from the Soviet Union in 1991, and its "
                "largest lake is Lake Sevan, which lies about 1,900 metres above sea level."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which party did the first President of Finland belong to?",
        "the National Progressive Party",
        [
            D(
                "Pehr Evind Svinhufvud: P. E. Svinhufvud was a Finnish lawyer and politician who "
                "led the Senate that declared independence in December 1917 and served as regent "
                "in 1918. Earlier exiled by the Russian authorities, he was President of Finland "
                "from 1931 to 1937 for the conservative National Coalition Party."
            ),
            S(
                "President of Finland: The President of the Republic of Finland is the country's "
                "head of state, an office created by the constitution of July 1919. The first "
                "holder was the lawyer Kaarlo Juho St\u00e5hlberg, chosen by parliament that "
                "month to serve until 1925; since 1994 presidents have been elected directly for "
                "six-year terms."
            ),
            D(
                "Carl Gustaf Emil Mannerheim: Mannerheim was a Finnish military leader who "
                "commanded the White forces in the civil war of 1918 and served as regent of "
                "Finland from December 1918 to July 1919. He led the army in the Winter War and "
                "the Continuation War, was made Marshal of Finland in 1942 and was president from "
                "1944 to 1946."
            ),
            D(
                "Lauri Kristian Relander: Lauri Kristian Relander was a Finnish agronomist and "
                "politician of the Agrarian League who served as President of Finland from 1925 "
                "to 1931. Born in Kurkijoki in Karelia in 1883, he had been speaker of parliament "
                "and governor of Viipuri Province before the electors chose him in 1925."
            ),
            D(
                "Finnish Declaration of Independence: The Finnish Declaration of Independence was "
                "presented by the Senate and approved by parliament on 6 December 1917, ending "
                "the country's union with Russia. The Soviet government recognised the new state "
                "on 31 December 1917, and 6 December is now kept as Finland's Independence Day."
            ),
            S(
                "Kaarlo Juho St\u00e5hlberg: K. J. St\u00e5hlberg (1865 \u2013 1952) was a "
                "Finnish jurist and politician, born in Suomussalmi, who drafted much of the "
                "republican constitution of 1919. A liberal, he belonged to the National "
                "Progressive Party, which he helped found in 1918, and in 1930 he was kidnapped "
                "by activists of the Lapua Movement."
            ),
            D(
                "Urho Kekkonen: Urho Kekkonen was a Finnish politician of the Agrarian League who "
                "served as President of Finland from 1956 to 1982, the longest tenure of any "
                "holder of the office. Born in Pielavesi in 1900, he had been a national champion "
                "in the high jump, and he steered a careful neutrality towards the Soviet Union."
            ),
            D(
                "National Coalition Party: The National Coalition Party is a liberal-conservative "
                "party in Finland founded in December 1918 by monarchists of the old Finnish "
                "Party. Known in Finnish as Kokoomus, it has supplied several prime ministers and "
                "the presidents Svinhufvud and Sauli Niinist\u00f6, who held office from 2012 to "
                "2024."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that publishes ubuntu",
        "Mark Shuttleworth",
        [
            D(
                "Debian: Debian is a free operating system developed by a volunteer community, "
                "announced by Ian Murdock on 16 August 1993 and named after him and his then "
                "girlfriend, Debra. Its stable releases come out about every two years, and its "
                "APT package tools are used by a large family of systems derived from it."
            ),
            D(
                "Ubuntu philosophy: Ubuntu is a Nguni Bantu word from southern Africa meaning "
                "humanity, often rendered as 'I am because we are', and it names an ethic of "
                "shared care and belonging. Archbishop Desmond Tutu wrote about it widely, and it "
                "shaped the work of the country's Truth and Reconciliation Commission in the "
                "1990s."
            ),
            S(
                "Canonical Ltd: Canonical is a privately held software company founded in 2004 by "
                "the entrepreneur Mark Shuttleworth, who in 2002 had paid to fly to the "
                "International Space Station. Its staff work in dozens of countries, and it earns "
                "money from support contracts, cloud services and device engineering."
            ),
            D(
                "Red Hat: Red Hat is an American software company founded in 1993 and based in "
                "Raleigh, North Carolina, best known for Red Hat Enterprise Linux, which it sells "
                "to businesses by subscription. Its founders were Bob Young and Marc Ewing, and "
                "IBM bought the company in July 2019 for about 34 billion dollars."
            ),
            D(
                "Thawte: Thawte is a certificate authority that issues digital certificates for "
                "secure websites, started in 1995 by Mark Shuttleworth in his parents' garage. It "
                "was among the first firms outside the United States to sell such certificates, "
                "and the American company VeriSign bought it in 1999 for about 575 million "
                "dollars."
            ),
            S(
                "Ubuntu: Ubuntu is a free Linux distribution based on Debian, first released in "
                "October 2004 and published by the British company Canonical. New versions come "
                "out every April and October, with long-term support releases every two years, "
                "and its name is taken from a southern African word for humanity towards others."
            ),
            D(
                "FreeBSD: FreeBSD is a free Unix-like operating system descended from the "
                "Berkeley Software Distribution, developed at the University of California, "
                "Berkeley. Its first release came in November 1993, and its code has been reused "
                "in products such as Sony's PlayStation consoles and parts of Apple's macOS."
            ),
            D(
                "Shuttleworth Collection: The Shuttleworth Collection is an aviation and motoring "
                "museum at Old Warden Aerodrome in Bedfordshire, England, known for keeping "
                "historic aircraft in flying condition. It was set up in 1944 by Dorothy "
                "Shuttleworth in memory of her son Richard, a racing driver and pilot killed in "
                "1940."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the admiral who won the Battle of Tsushima born?",
        "Kagoshima",
        [
            D(
                "Zinovy Rozhestvensky: Zinovy Rozhestvensky was a Russian admiral, born in St "
                "Petersburg in 1848, who commanded the Second Pacific Squadron on its long voyage "
                "from the Baltic to the Far East in 1904 and 1905. Badly wounded and captured in "
                "the battle that ended it, he was court-martialled, acquitted, and died in 1909."
            ),
            D(
                "Tsushima Island: Tsushima is a Japanese island in the strait between Kyushu and "
                "the Korean Peninsula, and it belongs to Nagasaki Prefecture. Mostly covered by "
                "mountain forest, it has an area of about 700 square kilometres and about 30,000 "
                "people, and it is the only home in Japan of the rare Tsushima leopard cat."
            ),
            D(
                "Mikasa (ship): Mikasa is a pre-dreadnought battleship built for the Imperial "
                "Japanese Navy by Vickers at Barrow-in-Furness and launched in 1900. She served "
                "as the flagship of the Combined Fleet in the war with Russia, and she is now "
                "preserved as a museum ship, set in concrete on the waterfront at Yokosuka."
            ),
            S(
                "Battle of Tsushima: The Battle of Tsushima was a naval battle fought on 27 and "
                "28 May 1905 in the straits around the island of Tsushima, the last great clash "
                "of the Russo-Japanese War. The Japanese fleet under Admiral T\u014dg\u014d "
                "Heihachir\u014d sank or captured most of the Russian ships, which had sailed "
                "round from the Baltic."
            ),
            D(
                "Isoroku Yamamoto: Isoroku Yamamoto was a Japanese admiral born in Nagaoka in "
                "1884, who as a young officer lost two fingers at the Battle of Tsushima. He "
                "became commander of the Combined Fleet in 1939, planned the attack on the "
                "American fleet in Hawaii, and was killed when his plane was shot down over "
                "Bougainville in April 1943."
            ),
            D(
                "Battle of the Yellow Sea: The Battle of the Yellow Sea was fought on 10 August "
                "1904, when the besieged Russian Pacific squadron tried to break out to sea. "
                "Japanese battleships hit the Russian flagship, killing Admiral Vilgelm Vitgeft, "
                "and most of the squadron turned back to port, where it was later sunk by siege "
                "guns."
            ),
            S(
                "T\u014dg\u014d Heihachir\u014d: T\u014dg\u014d Heihachir\u014d (1848 \u2013 "
                "1934) was a Japanese admiral, born in Kagoshima in the Satsuma domain at the "
                "southern end of Kyushu. He studied naval science in Britain in the 1870s, "
                "commanded the Combined Fleet throughout the war with Russia, and in 1913 was "
                "given the honorary rank of marshal-admiral."
            ),
            D(
                "Russo-Japanese War: The Russo-Japanese War was fought from February 1904 to "
                "September 1905 between the Russian Empire and the Empire of Japan over rival "
                "ambitions in north-east Asia. It opened with a surprise Japanese torpedo attack "
                "on the Russian fleet, and its defeats helped to set off the Russian Revolution "
                "of 1905."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the official language of the country whose national bird is the hoatzin?",
        "English",
        [
            D(
                "Harpy eagle: The harpy eagle is a large bird of prey of the tropical rainforests "
                "of Central and South America, where it hunts sloths and monkeys in the canopy. "
                "Females can weigh about 9 kilograms, their rear talons are longer than a grizzly "
                "bear's claws, and the species is the national bird of Panama."
            ),
            S(
                "Hoatzin: The hoatzin is a tropical bird of swamps and riverside forests in "
                "northern South America, about the size of a pheasant, with a spiky crest and "
                "bare blue skin around its eyes. It eats leaves that it ferments in its crop, its "
                "chicks have claws on their wings, and it is the national bird of Guyana."
            ),
            D(
                "Suriname: Suriname is a small country on the north-eastern coast of South "
                "America and the smallest sovereign state on the continent, with Paramaribo as "
                "its capital. A Dutch colony for three centuries, it became independent on 25 "
                "November 1975, and Dutch remains its official language, beside the widely spoken "
                "Sranan Tongo."
            ),
            D(
                "Guianan cock-of-the-rock: The Guianan cock-of-the-rock is a bird of the "
                "rainforests of the Guiana Shield in which the male is bright orange, with a "
                "half-moon crest that hides its bill. Males gather at display grounds on the "
                "forest floor to court females, which build nests of mud on rock faces and the "
                "walls of caves."
            ),
            S(
                "Guyana: Guyana is a country on the northern coast of South America, lying "
                "between Venezuela and Suriname, with its capital at Georgetown. Formerly the "
                "colony of British Guiana, it became independent on 26 May 1966, and it is the "
                "only country in South America whose official language is English."
            ),
            D(
                "French Guiana: French Guiana is an overseas department and region of France on "
                "the north-east coast of South America, with Cayenne as its capital and French as "
                "its official language. Most of it is covered by rainforest, it uses the euro, "
                "and European rockets are launched from the Guiana Space Centre at Kourou."
            ),
            D(
                "Demerara River: The Demerara is a river in eastern Guyana that rises in the "
                "central rainforest and flows north for about 350 kilometres to the Atlantic "
                "Ocean, meeting the sea at Georgetown. It gave its name to a former Dutch colony "
                "and to demerara sugar, a light brown cane sugar first made on its banks."
            ),
            D(
                "Clay-colored thrush: The clay-colored thrush is a plain brown songbird found "
                "from southern Texas to northern Colombia, common in gardens and town parks. "
                "Known locally as the yig\u00fcirro, it is the national bird of Costa Rica, where "
                "its song is said to herald the start of the rainy season."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "first president of the country whose capital is montevideo",
        "Fructuoso Rivera",
        [
            S(
                "Montevideo: Montevideo is the capital and largest city of Uruguay, on the "
                "northern shore of the R\u00edo de la Plata estuary. Founded as a Spanish "
                "fortress in 1724 to check Portuguese expansion, it has about 1.3 million people, "
                "nearly half of the country's population, and its port is one of the busiest on "
                "the estuary."
            ),
            D(
                "Bernardino Rivadavia: Bernardino Rivadavia was a politician of the United "
                "Provinces of the R\u00edo de la Plata who in February 1826 became the first to "
                "hold the title of president of the country. Opposition from the provinces and an "
                "unpopular peace proposal in the war over the Banda Oriental forced him to resign "
                "in June 1827."
            ),
            D(
                "Jos\u00e9 Gervasio Artigas: Jos\u00e9 Gervasio Artigas (1764 \u2013 1850) was a "
                "leader of the independence wars in the R\u00edo de la Plata region and is "
                "honoured as the national hero of Uruguay. Defeated in 1820, he went into exile "
                "in Paraguay, where he lived for three decades and died near Asunci\u00f3n."
            ),
            D(
                "Juan Antonio Lavalleja: Juan Antonio Lavalleja was a military leader who in "
                "April 1825 landed on the bank of the Uruguay River with the band known as the "
                "Thirty-Three Orientals to free the Banda Oriental from foreign rule. Their "
                "revolt led to a war between the regional powers and to the birth of an "
                "independent state in 1828."
            ),
            S(
                "Uruguay: Uruguay is a country in south-eastern South America on the Atlantic "
                "coast, once the province known as the Banda Oriental. It became independent in "
                "1828, and under its first constitution, adopted in 1830, the general Fructuoso "
                "Rivera was chosen as the first constitutional president, serving until 1834."
            ),
            D(
                "Colonia del Sacramento: Colonia del Sacramento is a town in south-western "
                "Uruguay facing the R\u00edo de la Plata, founded by the Portuguese in 1680 and "
                "fought over with Spain for about a century. Its old quarter of cobbled streets "
                "and colonial houses was made a World Heritage Site in 1995 and draws many day "
                "visitors by ferry."
            ),
            D(
                "Asunci\u00f3n: Asunci\u00f3n is the capital and largest city of Paraguay, on the "
                "east bank of the Paraguay River where it meets the Pilcomayo. Founded by Spanish "
                "settlers on 15 August 1537, it is one of the oldest cities in South America and "
                "for a time served as the base for the colonisation of the region."
            ),
            D(
                "Jos\u00e9 Batlle y Ord\u00f3\u00f1ez: Jos\u00e9 Batlle y Ord\u00f3\u00f1ez was a "
                "Uruguayan politician of the Colorado Party who served as president from 1903 to "
                "1907 and again from 1911 to 1915. He brought in the eight-hour working day, "
                "legal divorce and state-owned companies, and he founded the newspaper El "
                "D\u00eda in 1886."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which town is the company that develops the Unreal Engine headquartered?",
        "Cary, North Carolina",
        [
            D(
                "id Software: id Software is an American video game developer founded in 1991 by "
                "John Carmack, John Romero, Tom Hall and Adrian Carmack, and now part of ZeniMax "
                "Media. Its games Wolfenstein 3D, Doom and Quake set the pattern of the "
                "first-person shooter, and its engines were licensed to many other studios."
            ),
            D(
                "Valve Corporation: Valve is an American video game company founded in 1996 by "
                "two veterans of the software industry and headquartered in Bellevue, Washington. "
                "Its first game, Half-Life, came out in 1998, and the company later built its own "
                "Source engine and in 2003 launched what became the biggest online shop for PC "
                "games."
            ),
            D(
                "CryEngine: CryEngine is a game engine made by the German developer Crytek, a "
                "studio founded in 1999 by the brothers Cevat, Avni and Faruk Yerli. First used "
                "in the 2004 shooter Far Cry, it became known for its dense jungle scenes and "
                "realistic lighting in Crysis, which was released in 2007."
            ),
            D(
                "Fortnite: Fortnite is an online video game released in 2017 whose free Battle "
                "Royale mode drops up to 100 players onto an island to fight until one remains. "
                "Its in-game concerts and tie-ins drew huge audiences, and in 2020 its developer "
                "took the two biggest mobile app store owners to court over their fees."
            ),
            S(
                "Epic Games: Epic Games is an American video game and software company "
                "headquartered in Cary, North Carolina. Tim Sweeney founded it in 1991 as Potomac "
                "Computer Systems in his parents' house in Potomac; it moved to Cary in 1999, "
                "released Fortnite in 2017, and in 2012 the Chinese firm Tencent bought about 40 "
                "percent of it."
            ),
            D(
                "Godot (game engine): Godot is a free and open-source game engine released under "
                "the MIT licence in 2014, first developed by Juan Linietsky and Ariel Manzur. It "
                "supports both 2D and 3D games, has its own scripting language called GDScript, "
                "and is now run with the help of a non-profit foundation."
            ),
            S(
                "Unreal Engine: Unreal Engine is a game engine developed by Epic Games, first "
                "seen in the 1998 first-person shooter Unreal. Written in C++, it has been "
                "licensed for thousands of games and is also used in architecture and film "
                "production, and its fifth version was released in April 2022."
            ),
            D(
                "Frostbite (game engine): Frostbite is a game engine built by the Swedish studio "
                "DICE and first used in Battlefield: Bad Company in 2008. Its owner, Electronic "
                "Arts, made it the standard engine across many of its studios, and it has since "
                "been used for sports, racing and role-playing games."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the physicist who discovered superconductivity born?",
        "Groningen",
        [
            D(
                "BCS theory: BCS theory is the first microscopic account of ordinary "
                "superconductivity, published in 1957 by the American physicists John Bardeen, "
                "Leon Cooper and John Robert Schrieffer. It explains the effect by electrons "
                "binding into Cooper pairs through vibrations of the crystal lattice."
            ),
            S(
                "Heike Kamerlingh Onnes: Heike Kamerlingh Onnes (1853 \u2013 1926) was a Dutch "
                "physicist born in Groningen, where his father owned a brickworks. As professor "
                "at Leiden from 1882 he built a cryogenic laboratory, and in July 1908 his team "
                "became the first to liquefy helium, reaching a few degrees above absolute zero."
            ),
            D(
                "Meissner effect: The Meissner effect is the expulsion of a magnetic field from a "
                "superconductor as it is cooled below its critical temperature. It was found in "
                "1933 by the German physicists Walther Meissner and Robert Ochsenfeld in Berlin, "
                "and it lets small magnets float above superconducting discs."
            ),
            D(
                "Hendrik Lorentz: Hendrik Antoon Lorentz (1853 \u2013 1928) was a Dutch physicist "
                "born in Arnhem who taught at Leiden University for most of his career. He "
                "explained the Zeeman effect, gave his name to the Lorentz transformation of "
                "special relativity, and later chaired a state committee on the Zuiderzee "
                "enclosure works."
            ),
            D(
                "Johannes Diderik van der Waals: Johannes Diderik van der Waals (1837 \u2013 "
                "1923) was a Dutch physicist born in Leiden, the son of a carpenter, who trained "
                "as a schoolteacher before turning to science. His thesis of 1873 set out an "
                "equation of state for real gases and liquids, and weak forces between molecules "
                "are named after him."
            ),
            D(
                "Josephson effect: The Josephson effect is the flow of a supercurrent between two "
                "superconductors separated by a thin insulating barrier, with no voltage applied. "
                "It was predicted in 1962 by Brian Josephson, then a 22-year-old research student "
                "at the University of Cambridge, and it is used in very sensitive magnetometers."
            ),
            S(
                "Superconductivity: Superconductivity is the complete loss of electrical "
                "resistance in some materials cooled below a critical temperature, together with "
                "the expulsion of magnetic fields. It was discovered on 8 April 1911 in Leiden by "
                "the Dutch physicist Heike Kamerlingh Onnes while measuring a metal cooled with "
                "liquid helium."
            ),
            D(
                "High-temperature superconductivity: High-temperature superconductors lose all "
                "resistance far above the temperatures that ordinary metals need. The first, a "
                "copper oxide ceramic, was found in 1986 by Georg Bednorz and Alex M\u00fcller at "
                "IBM near Zurich, and in 1987 a related compound passed the boiling point of "
                "liquid nitrogen."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Heinz or Kellogg's?",
        "Heinz",
        [
            D(
                "Nabisco: Nabisco is an American maker of biscuits, crackers and snacks, formed "
                "in 1898 as the National Biscuit Company by the merger of several large bakery "
                "groups. It introduced Oreo cookies in 1912, took its short name in 1971, and has "
                "belonged to Mondelez International since 2012."
            ),
            S(
                "Kellogg's: Kellogg's is an American food brand whose company was founded on 19 "
                "February 1906 by Will Keith Kellogg in Battle Creek, Michigan, as the Battle "
                "Creek Toasted Corn Flake Company. Known for Corn Flakes, Rice Krispies and "
                "Pringles, the business was split into two companies in October 2023."
            ),
            D(
                "John Harvey Kellogg: John Harvey Kellogg (1852 \u2013 1943) was an American "
                "physician who for decades ran the Battle Creek Sanitarium in Michigan, a health "
                "resort built on diet and exercise. With his younger brother Will he developed a "
                "flaked cereal in 1894, and the brothers later quarrelled in court over the "
                "family name."
            ),
            D(
                "General Mills: General Mills is an American food company formed in Minneapolis "
                "in 1928 when the Washburn-Crosby Company merged with several other flour mills. "
                "It makes Cheerios, first sold in 1941 as CheeriOats, along with Betty Crocker "
                "baking mixes, and it bought Pillsbury in 2001."
            ),
            S(
                "Heinz: The H. J. Heinz Company is an American food company founded in 1869 by "
                "Henry John Heinz in Sharpsburg, Pennsylvania, where it began by bottling grated "
                "horseradish. It added tomato ketchup in 1876, advertised its '57 varieties' from "
                "1896, and merged with Kraft Foods Group in 2015."
            ),
            D(
                "Kraft Heinz: The Kraft Heinz Company is an American food company formed in July "
                "2015 by the merger of Kraft Foods Group and the H. J. Heinz Company, arranged "
                "with backing from the investment firm 3G Capital. It is one of the largest food "
                "makers in the world, with brands such as Philadelphia cream cheese and Oscar "
                "Mayer."
            ),
            D(
                "C. W. Post: Charles William Post (1854 \u2013 1914) was an American businessman "
                "who, after a stay at a sanitarium in Battle Creek, founded the Postum Cereal "
                "Company there in 1895 to sell a coffee substitute. He launched Grape-Nuts cereal "
                "in 1897, and his company later grew into General Foods."
            ),
            D(
                "Quaker Oats Company: The Quaker Oats Company is an American food company formed "
                "in 1901 by the merger of four oat mills, one of which had registered a man in "
                "Quaker dress as the first trademark for a breakfast cereal in 1877. Known for "
                "rolled oats and Cap'n Crunch, it was bought by PepsiCo in 2001."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Xerox or IBM?",
        "Xerox",
        [
            S(
                "IBM: International Business Machines is an American technology company "
                "headquartered in Armonk, New York. It was incorporated on 16 June 1911 as the "
                "Computing-Tabulating-Recording Company through the merger of four firms and took "
                "the name IBM in 1924, and it is known for mainframes, software and consulting."
            ),
            D(
                "Herman Hollerith: Herman Hollerith (1860 \u2013 1929) was an American inventor "
                "who built an electric tabulating machine that read holes punched in cards, first "
                "used to process the 1890 count of the United States population. In 1896 he "
                "founded the Tabulating Machine Company to sell and lease his machines."
            ),
            D(
                "Ricoh: Ricoh is a Japanese maker of office equipment headquartered in Tokyo, "
                "founded in 1936 as a company producing sensitised paper. It grew into one of the "
                "largest makers of photocopiers and multifunction printers, and since 2011 it has "
                "also owned the Pentax camera brand."
            ),
            D(
                "Deep Blue (chess computer): Deep Blue was a chess-playing supercomputer built by "
                "IBM that in May 1997 beat the world champion Garry Kasparov in a six-game match "
                "in New York, winning by three and a half points to two and a half. It had lost "
                "an earlier match against him in February 1996."
            ),
            D(
                "Xerox 914: The Xerox 914 was the first automatic plain-paper photocopier, shown "
                "to the public in New York in September 1959 and made by the company then called "
                "Haloid Xerox. It made about seven copies a minute, weighed nearly 300 kilograms, "
                "and is often named among the most successful products in American business."
            ),
            S(
                "Xerox: Xerox Holdings is an American company that makes printers and copiers, "
                "based in Norwalk, Connecticut. It was founded on 18 April 1906 as the Haloid "
                "Photographic Company, a maker of photographic paper, and took the name Xerox in "
                "1961 after the success of its plain-paper copiers."
            ),
            D(
                "IBM Personal Computer: The IBM Personal Computer, model 5150, was a desktop "
                "computer released on 12 August 1981. Built largely from parts bought from other "
                "firms, including an Intel 8088 processor and the PC DOS operating system, it set "
                "the standard that most later personal computers followed."
            ),
            D(
                "Lexmark: Lexmark International is an American maker of laser printers and "
                "imaging products based in Lexington, Kentucky. It was formed in 1991 when IBM "
                "sold its printer and keyboard business to an investment firm, and since 2016 it "
                "has been owned by a group of Chinese investors led by Apex Technology."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "are the axolotl and the olm both salamanders",
        "yes",
        [
            D(
                "Chinese giant salamander: The Chinese giant salamander is one of the largest "
                "amphibians in the world, reaching about 1.8 metres in length, and lives in rocky "
                "mountain streams of central and southern China. Heavily hunted for food and "
                "medicine, it is critically endangered, and recent studies have split it into "
                "several species."
            ),
            D(
                "Bipes biporus: Bipes biporus, the five-toed worm lizard, is a burrowing reptile "
                "of the Baja California peninsula with a pink, ringed body and only a pair of "
                "small front legs near its head. Locals call it ajolote, the same Spanish name "
                "that is given to the axolotl, although the two animals are not closely related."
            ),
            S(
                "Olm: The olm (Proteus anguinus) is a blind aquatic salamander that lives in "
                "flooded caves of the Dinaric Alps, from Slovenia to Herzegovina. Pale pink and "
                "eel-like, with three toes on its front legs, it breathes through feathery gills, "
                "can survive for years without food, and may live for more than a century."
            ),
            D(
                "Caecilian: Caecilians are limbless amphibians of the order Gymnophiona that look "
                "like large earthworms or snakes and live mostly hidden in soil or streams in the "
                "tropics. There are about 200 species, many with tiny eyes covered by skin, and "
                "in some of them the young feed on a fatty outer layer of their mother's skin."
            ),
            D(
                "Hellbender: The hellbender is a giant aquatic salamander of fast, rocky streams "
                "in the eastern United States, growing to about 70 centimetres long. Flat-headed, "
                "with wrinkled folds of skin along its sides through which it takes in most of "
                "its oxygen, it is also known by names such as snot otter and mud devil."
            ),
            S(
                "Axolotl: The axolotl (Ambystoma mexicanum) is a salamander native to the lake "
                "and canal system of Xochimilco in the Valley of Mexico. It usually keeps its "
                "feathery external gills and stays in the water all its life without changing "
                "into a land form, it can regrow lost limbs, and it is critically endangered in "
                "the wild."
            ),
            D(
                "Xochimilco: Xochimilco is a borough in the south of the Mexican capital known "
                "for its network of canals, the remains of an ancient lake, and its chinampas, "
                "the artificial farming islands of the Aztec era. Visitors ride brightly painted "
                "flat-bottomed boats called trajineras, and it became a World Heritage Site in "
                "1987."
            ),
            D(
                "Mudpuppy: The common mudpuppy is an aquatic amphibian of lakes, rivers and ponds "
                "in eastern North America that keeps bushy red external gills throughout its "
                "life. It is active at night, feeds on crayfish, insects and small fish, and got "
                "its name from the old belief that it could bark like a dog."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, the Arab League or the Organization of American States?",
        "the Arab League",
        [
            D(
                "League of Nations: The League of Nations was the first worldwide "
                "intergovernmental organisation set up to keep the peace, founded on 10 January "
                "1920 after the Paris Peace Conference. Weakened by the absence of the United "
                "States, it failed to stop the aggression of the 1930s and was formally dissolved "
                "in April 1946."
            ),
            D(
                "ASEAN: The Association of Southeast Asian Nations is a regional organisation set "
                "up on 8 August 1967, when the foreign ministers of five founding states signed a "
                "short declaration. It aims to speed economic growth and keep peace in the "
                "region, later grew to ten members, and holds summits of its leaders twice a year."
            ),
            S(
                "Organization of American States: The Organization of American States is a "
                "regional body founded on 30 April 1948, when 21 countries of the Americas signed "
                "its charter at a conference in Colombia. Headquartered in Washington, D.C., it "
                "now has 35 member states and works on democracy, human rights and security."
            ),
            D(
                "Gulf Cooperation Council: The Gulf Cooperation Council is a political and "
                "economic union of six Arab monarchies on the Persian Gulf, founded on 25 May "
                "1981 in the early years of the war between Iran and Iraq. Its secretariat is "
                "based in Riyadh, and its members have set up a customs union and a joint "
                "military force."
            ),
            D(
                "Alexandria Protocol: The Alexandria Protocol was an agreement reached on 7 "
                "October 1944 at a conference of Arab delegations in the Mediterranean port of "
                "Alexandria. The delegates agreed in principle to form a league of independent "
                "Arab states, and the protocol set out aims that were later written into its "
                "founding pact."
            ),
            D(
                "African Union: The African Union is a continental union of 55 member states, "
                "launched on 9 July 2002 in Durban to replace the Organisation of African Unity. "
                "Its headquarters are in Addis Ababa, and it is modelled in part on the European "
                "Union, with a commission, a parliament and a peace and security council."
            ),
            D(
                "Organisation of Islamic Cooperation: The Organisation of Islamic Cooperation is "
                "an intergovernmental body of 57 states, founded in September 1969 at a summit in "
                "Rabat after an arson attack on the Al-Aqsa Mosque. Its headquarters are in "
                "Jeddah, and it describes itself as the collective voice of the Muslim world."
            ),
            S(
                "Arab League: The Arab League is a regional organisation of Arab states in the "
                "Middle East and North Africa, formed on 22 March 1945 by six founding members. "
                "It aims to coordinate the politics, economies and culture of its members, has "
                "grown to 22 member states, and holds regular summits of their heads of state."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which element was discovered first, hafnium or rhenium?",
        "hafnium",
        [
            D(
                "Zirconium: Zirconium is a chemical element with atomic number 40, a strong metal "
                "that resists corrosion. The German chemist Martin Heinrich Klaproth identified "
                "its oxide in the gemstone zircon in 1789, and because it absorbs few neutrons it "
                "is used to clad the fuel rods of nuclear reactors."
            ),
            S(
                "Rhenium: Rhenium is a chemical element with atomic number 75, a heavy "
                "silvery-white metal and one of the rarest elements in the Earth's crust. It was "
                "discovered in 1925 by Walter Noddack, Ida Tacke and Otto Berg in Germany, and it "
                "is added to nickel superalloys for the turbine blades of jet engines."
            ),
            D(
                "Tantalum: Tantalum is a chemical element with atomic number 73, a hard blue-grey "
                "metal that resists corrosion. It was discovered in 1802 by the Swedish chemist "
                "Anders Gustaf Ekeberg, who named it after Tantalus of Greek myth, and it is used "
                "in small capacitors for phones and computers."
            ),
            D(
                "Technetium: Technetium is a chemical element with atomic number 43, the lightest "
                "element whose isotopes are all radioactive. It was first made in 1937 by Carlo "
                "Perrier and Emilio Segr\u00e8 in Italy from a molybdenum plate, making it the "
                "first element produced artificially, and it is widely used in medical imaging."
            ),
            D(
                "Ida Noddack: Ida Noddack, born Ida Tacke in 1896, was a German chemist who "
                "worked with her husband Walter Noddack on the search for elements that were "
                "still unknown. In 1934 she was the first to suggest that heavy nuclei might "
                "break into large fragments when bombarded, an idea that was then largely ignored."
            ),
            S(
                "Hafnium: Hafnium is a chemical element with atomic number 72, a lustrous "
                "silvery-grey transition metal almost always found with zirconium. It was "
                "discovered in 1923 by Dirk Coster and George de Hevesy through X-ray "
                "spectroscopy of zirconium ores, and it is used in the control rods of nuclear "
                "reactors."
            ),
            D(
                "Tungsten: Tungsten is a chemical element with atomic number 74 and the highest "
                "melting point of any metal, about 3,400 \u00b0C. The Spanish brothers Juan "
                "Jos\u00e9 and Fausto Elhuyar first isolated it in 1783 from the mineral "
                "wolframite, which is why its chemical symbol is W."
            ),
            D(
                "Lutetium: Lutetium is a chemical element with atomic number 71, the last of the "
                "lanthanide series of rare-earth metals. It was discovered in 1907 independently "
                "by Georges Urbain in France, Carl Auer von Welsbach in Austria and Charles James "
                "in the United States, and its name comes from the Latin name for Paris."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of the Mughal Empire born?",
        "Andijan",
        [
            D(
                "Humayun: Humayun was the second Mughal emperor, born in Kabul on 6 March 1508, "
                "who lost his lands to the Afghan ruler Sher Shah Suri in 1540 and spent years in "
                "exile in Persia. He won back Delhi in 1555 but died early the next year after "
                "falling down the stone stairs of his library."
            ),
            S(
                "Mughal Empire: The Mughal Empire was an early modern empire in South Asia "
                "founded by Babur, a Central Asian prince who defeated the last sultan of Delhi "
                "at the First Battle of Panipat in 1526. At its height around 1700 it ruled most "
                "of the Indian subcontinent, and it ended when the British deposed its last "
                "emperor in 1857."
            ),
            D(
                "Delhi Sultanate: The Delhi Sultanate was a Muslim state based in Delhi that "
                "ruled large parts of the Indian subcontinent from 1206 to 1526. Five dynasties "
                "held it in turn, the Mamluk, Khalji, Tughlaq, Sayyid and Lodi, and the Qutb "
                "Minar, a brick tower 73 metres tall, was begun under its first rulers."
            ),
            D(
                "Ibrahim Lodi: Ibrahim Lodi was the last sultan of Delhi, ruling from 1517 as the "
                "third sultan of the Lodi dynasty, which was of Afghan origin. His harsh "
                "treatment of his nobles turned many of them against him, and he was killed in "
                "battle at Panipat on 21 April 1526, the only sultan of Delhi to die on the "
                "battlefield."
            ),
            D(
                "Fergana Valley: The Fergana Valley is a wide, fertile basin in Central Asia "
                "divided between Uzbekistan, Kyrgyzstan and Tajikistan and ringed by the Tian "
                "Shan and Alay mountains. Watered by the Syr Darya and its headstreams, it is one "
                "of the most densely populated parts of the region and has long been known for "
                "cotton and silk."
            ),
            D(
                "Shah Jahan: Shah Jahan was the fifth Mughal emperor, born in Lahore on 5 January "
                "1592, who ruled from 1628 to 1658. He built the Taj Mahal as a tomb for his wife "
                "Mumtaz Mahal, as well as the Red Fort in Delhi, and he spent his last years held "
                "captive by his son Aurangzeb."
            ),
            S(
                "Babur: Babur (1483 \u2013 1530) was a Turkic prince born on 14 February 1483 in "
                "Andijan in the Fergana Valley, in present-day Uzbekistan. He inherited the small "
                "kingdom of Fergana at the age of eleven, held Samarkand only briefly, took Kabul "
                "in 1504, and wrote his memoirs, the Baburnama, in the Chagatai language."
            ),
            D(
                "Second Battle of Panipat: The Second Battle of Panipat was fought on 5 November "
                "1556 between the Mughal army and the forces of Hemu, a Hindu general who had "
                "just taken Delhi. Hemu was struck in the eye by an arrow and captured, and the "
                "victory secured the throne for the fourteen-year-old emperor and his regent "
                "Bairam Khan."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the inventor of the Segway born?",
        "Rockville Centre, New York",
        [
            S(
                "Segway PT: The Segway PT is a two-wheeled, self-balancing personal transporter "
                "invented by Dean Kamen and unveiled in December 2001 after months of hype. "
                "Riders steer it by leaning while gyroscopes and tilt sensors keep it upright, "
                "and production ended in July 2020 after far fewer sales than its backers had "
                "hoped."
            ),
            D(
                "Ninebot: Ninebot is a Chinese maker of electric scooters and self-balancing "
                "vehicles, founded in 2012. Backed by the electronics company Xiaomi, it bought "
                "the American firm Segway Inc. in April 2015, and it now sells kick scooters and "
                "other small electric vehicles under both brand names."
            ),
            D(
                "Jimi Heselden: Jimi Heselden (1948 \u2013 2010) was an English businessman, born "
                "in Halton, who left coal mining to make a fortune from Hesco barriers, wire-mesh "
                "containers filled with earth. He bought the Segway company in 2009 and died the "
                "next year when the machine he was riding fell from a cliff into a river."
            ),
            D(
                "iBOT: The iBOT is a powered wheelchair that can climb stairs and rise up on two "
                "wheels to lift its user to standing eye level. Developed by DEKA with a large "
                "health-care company and approved in the United States in 2003, it was withdrawn "
                "in 2009 for lack of sales and later revived in a new version."
            ),
            D(
                "Self-balancing scooter: Self-balancing scooters, often called hoverboards, are "
                "boards with a wheel at each end that riders steer by shifting their weight on "
                "two pressure pads. They became a craze in 2015, but battery fires led to the "
                "recall of more than half a million of them in the United States in 2016."
            ),
            S(
                "Dean Kamen: Dean Kamen is an American engineer and inventor, born on 5 April "
                "1951 in Rockville Centre, New York. He founded the research company DEKA, "
                "designed portable drug pumps and a dialysis machine for use at home, and in 1989 "
                "started the FIRST programme of robotics contests for school students."
            ),
            D(
                "Sinclair C5: The Sinclair C5 was a small battery-assisted electric tricycle "
                "launched in Britain in January 1985 by Sir Clive Sinclair, who was born in "
                "Richmond, Surrey, in 1940. With a top speed of 15 miles per hour and a low, open "
                "seat, it sold poorly, and production stopped in August of the same year."
            ),
            D(
                "FIRST (organization): FIRST is an American non-profit that runs robotics "
                "competitions for school students, founded in 1989 to make science and "
                "engineering as exciting to young people as sport. Its main high-school contest "
                "began in 1992 with 28 teams in a school gym and now draws thousands of teams "
                "from dozens of countries."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of the tata group born",
        "Navsari, Gujarat",
        [
            D(
                "Ratan Tata: Ratan Tata (1937 \u2013 2024) was an Indian industrialist, born in "
                "Bombay, who was chairman of Tata Sons from 1991 to 2012 and again for a short "
                "time in 2016 and 2017. He led the purchases of Tetley, Corus and Jaguar Land "
                "Rover and launched the low-cost Tata Nano car in 2009."
            ),
            D(
                "Reliance Industries: Reliance Industries is an Indian conglomerate headquartered "
                "in Mumbai, started in 1958 as a small yarn-trading firm by Dhirubhai Ambani, who "
                "was born in 1932 in Chorwad, Gujarat. It grew into refining, petrochemicals, "
                "retail and telecommunications, and it is led today by his son Mukesh Ambani."
            ),
            S(
                "Tata Group: The Tata Group is an Indian multinational conglomerate founded in "
                "1868 by Jamsetji Tata as a trading company in Bombay, now Mumbai, where it is "
                "still headquartered at Bombay House. Its companies include Tata Steel, Tata "
                "Consultancy Services and Tata Motors, which bought Jaguar Land Rover in 2008."
            ),
            D(
                "J. R. D. Tata: J. R. D. Tata (1904 \u2013 1993) was an Indian aviator and "
                "industrialist born in Paris, who in 1929 received the first pilot's licence "
                "issued in India. He founded Tata Airlines in 1932, the company that became Air "
                "India, and he was chairman of Tata Sons for more than fifty years, from 1938 to "
                "1991."
            ),
            D(
                "Mahindra Group: The Mahindra Group is an Indian conglomerate headquartered in "
                "Mumbai, founded in 1945 in Ludhiana as a steel trading company by the brothers "
                "J. C. and K. C. Mahindra with Malik Ghulam Muhammad. It took the name Mahindra & "
                "Mahindra in 1948 and is best known for tractors and sport utility vehicles."
            ),
            D(
                "Tata Steel: Tata Steel is an Indian steelmaker headquartered in Mumbai, founded "
                "in 1907 as the Tata Iron and Steel Company, with its first plant at Jamshedpur "
                "in what is now Jharkhand. It began producing steel in 1912, and in 2007 it "
                "bought the Anglo-Dutch steelmaker Corus, becoming one of the largest in the "
                "world."
            ),
            D(
                "Taj Mahal Palace Hotel: The Taj Mahal Palace is a luxury hotel in the Colaba "
                "district of Mumbai, opened on 16 December 1903 facing the harbour, two decades "
                "before the nearby Gateway of India was finished. Run by the Tata-owned Indian "
                "Hotels Company, it was badly damaged during the terrorist attacks of November "
                "2008."
            ),
            S(
                "Jamsetji Tata: Jamsetji Nusserwanji Tata (1839 \u2013 1904) was an Indian "
                "industrialist, born on 3 March 1839 into a Parsi family in Navsari, in "
                "present-day Gujarat. He set up cotton mills at Nagpur, planned India's first "
                "steelworks and the Indian Institute of Science, and died in Bad Nauheim in "
                "Germany in 1904."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of the Sierra Club born?",
        "Dunbar, Scotland",
        [
            D(
                "Gifford Pinchot: Gifford Pinchot (1865 \u2013 1946) was an American forester, "
                "born in Simsbury, Connecticut, who became the first chief of the United States "
                "Forest Service in 1905. He favoured the managed use of forests rather than their "
                "strict preservation, and he was later twice elected governor of his home state."
            ),
            D(
                "Yosemite National Park: Yosemite National Park lies in the mountains of central "
                "California and is known for its granite cliffs, high waterfalls and groves of "
                "giant trees. Yosemite Valley and the Mariposa Grove were granted to California "
                "in 1864, the wider park was created in 1890, and it became a World Heritage Site "
                "in 1984."
            ),
            D(
                "Hetch Hetchy: Hetch Hetchy is a glacial valley in the north-west of Yosemite "
                "National Park that was flooded by the O'Shaughnessy Dam, completed in 1923, to "
                "supply water to a city on the coast. The long fight over the dam, approved by "
                "Congress in 1913, was an early landmark of the American conservation movement."
            ),
            S(
                "Sierra Club: The Sierra Club is an American environmental organisation founded "
                "on 28 May 1892 by the naturalist John Muir, who served as its first president "
                "until his death. It began as a club for mountaineers in California, campaigned "
                "to protect Yosemite and other wild lands, and now has chapters in every state."
            ),
            D(
                "David Brower: David Brower (1912 \u2013 2000) was an American environmentalist "
                "and mountaineer, born in Berkeley, California, who became the first executive "
                "director of the Sierra Club in 1952. He led campaigns against dams in Dinosaur "
                "National Monument and in the canyons of the Southwest, and he founded Friends of "
                "the Earth in 1969."
            ),
            D(
                "Aldo Leopold: Aldo Leopold (1887 \u2013 1948) was an American forester and "
                "ecologist, born in Burlington, a river town in the Midwest, who pressed for the "
                "Gila Wilderness, set aside in New Mexico in 1924 as the first area of its kind. "
                "His essays, published after his death as A Sand County Almanac, set out his idea "
                "of a land ethic."
            ),
            D(
                "Enos Mills: Enos Mills (1870 \u2013 1922) was an American naturalist and writer, "
                "born near Pleasanton, Kansas, who moved to the Colorado mountains as a teenager. "
                "After a chance meeting with John Muir on a California beach in 1889 he took up "
                "the cause of conservation and campaigned for the national park created there in "
                "1915."
            ),
            S(
                "John Muir: John Muir (1838 \u2013 1914) was a naturalist, writer and early "
                "advocate of wilderness preservation, born on 21 April 1838 in Dunbar, Scotland. "
                "His family emigrated to the United States in 1849, and his writings on the "
                "mountains of California helped to bring about the creation of several national "
                "parks."
            ),
        ],
        drop=0,
    ),
]
