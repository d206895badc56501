"""Development multi-hop questions, batch 62.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev58.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v49.

Measured lengths: mean support 309 characters, mean distractor 308 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Who was the father of the Mauryan emperor who embraced Buddhism after the Kalinga War?",
        "Bindusara",
        [
            D(
                "Chandragupta Maurya: Chandragupta Maurya was the founder of the Maurya Empire, "
                "which he set up in Magadha around 322 BCE after overthrowing the Nanda dynasty "
                "with the help of the scholar Chanakya. He drove the Greek garrisons out of the "
                "Punjab and, late in life, is said to have become a Jain monk at Shravanabelagola."
            ),
            D(
                "Kharavela: Kharavela was a king of Kalinga of the Mahameghavahana dynasty who "
                "ruled in the first or second century BCE. Almost all that is known of him comes "
                "from the Hathigumpha inscription, seventeen lines cut into a cave at Udayagiri "
                "near Bhubaneswar, which lists his campaigns and his building works year by year."
            ),
            S(
                "Kalinga War: The Kalinga War was fought around 261 BCE between the Maurya Empire "
                "under Ashoka and the independent state of Kalinga on the east coast of India, in "
                "present-day Odisha. Its great slaughter, later lamented in his thirteenth rock "
                "edict, led the emperor to turn to Buddhism and to rule by dharma."
            ),
            D(
                "Dhauli: Dhauli is a hill on the banks of the Daya River, about 8 kilometres south "
                "of Bhubaneswar in Odisha, believed to lie near the battlefield of the Kalinga "
                "War. It carries rock edicts of the 3rd century BCE with an elephant carved above "
                "them, and a white Peace Pagoda was built on its top in 1972."
            ),
            D(
                "Bimbisara: Bimbisara was a king of Magadha of the Haryanka dynasty around 500 BCE "
                "who ruled from Rajagriha and was a patron of the Buddha. Buddhist texts say that "
                "he was imprisoned and starved by his own son and heir, Ajatashatru, who went on "
                "to build a fort at the village of Pataligrama on the Ganges."
            ),
            D(
                "Mahinda (Buddhist monk): Mahinda was a Buddhist monk of the 3rd century BCE, "
                "called a son of Ashoka in the chronicles of Sri Lanka. He is said to have brought "
                "Buddhism to the island around 250 BCE, converting King Devanampiya Tissa at "
                "Mihintale, a hill about 12 kilometres east of Anuradhapura."
            ),
            S(
                "Ashoka: Ashoka (c. 304 \u2013 232 BCE) was the third emperor of the Maurya "
                "dynasty, ruling most of the Indian subcontinent from Pataliputra from about 268 "
                "BCE. The son of the emperor Bindusara and grandson of Chandragupta Maurya, he "
                "spread Buddhism and had his edicts cut on pillars and rocks across his realm."
            ),
            D(
                "Pataliputra: Pataliputra was the capital of the Maurya Empire, on the south bank "
                "of the Ganges near its meeting with the Son, at the site of modern Patna in "
                "Bihar. The Greek envoy Megasthenes described its timber walls with 570 towers and "
                "64 gates, and the Gupta kings later ruled from it as well."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which river flows through the czech town where skoda auto has its headquarters",
        "the Jizera",
        [
            D(
                "\u0160koda Works: \u0160koda Works was an engineering company in Plze\u0148, in "
                "western Bohemia, bought and enlarged by the engineer Emil \u0160koda in 1869. It "
                "became one of the largest arms makers in Austria-Hungary, building heavy siege "
                "howitzers for the First World War, and it also made locomotives and turbines."
            ),
            D(
                "Plze\u0148: Plze\u0148 is the fourth-largest city in the Czech Republic, with "
                "over 160,000 inhabitants. Four rivers, the Radbuza, the M\u017ee, the \u00dahlava "
                "and the \u00daslava, meet there to form the Berounka, and its brewery has made "
                "Pilsner Urquell, the first pale lager, since 1842."
            ),
            D(
                "Tatra (company): Tatra is a Czech maker of heavy lorries based in "
                "Kop\u0159ivnice, in the Moravian-Silesian Region. It grew from a carriage works "
                "founded there by Ign\u00e1c \u0160ustala in 1850, built the Pr\u00e4sident, the "
                "first motor car in central Europe, in 1897, and is known for off-road trucks."
            ),
            S(
                "\u0160koda Auto: \u0160koda Auto is a Czech carmaker with its headquarters in "
                "Mlad\u00e1 Boleslav, in the Central Bohemian Region. It grew out of Laurin & "
                "Klement, a bicycle maker founded there in 1895, took the \u0160koda name after a "
                "merger with \u0160koda Works in 1925, and has been part of Volkswagen since 1991."
            ),
            D(
                "Kol\u00edn: Kol\u00edn is a town on the Elbe in the Central Bohemian Region of "
                "the Czech Republic, about 55 kilometres east of Prague. A car plant built there "
                "by Toyota and the French PSA group opened in 2005 to make small city cars, and "
                "the choir of its Gothic church of St Bartholomew was designed by Peter Parler."
            ),
            S(
                "Mlad\u00e1 Boleslav: Mlad\u00e1 Boleslav is a city in the Central Bohemian Region "
                "of the Czech Republic, about 50 kilometres north-east of Prague. It lies on the "
                "Jizera river, has more than 40,000 inhabitants, and grew up around a castle "
                "founded late in the 10th century by Boleslaus II, Duke of Bohemia."
            ),
            D(
                "Volkswagen Group: The Volkswagen Group is a German carmaker with its headquarters "
                "in Wolfsburg, Lower Saxony, a town on the Aller river and the Mittelland Canal. "
                "Founded by the German Labour Front in 1937, it owns brands such as SEAT, Bentley "
                "and Lamborghini, and it sold about 9 million vehicles in 2023."
            ),
            D(
                "Emil \u0160koda: Emil \u0160koda (1839 \u2013 1900) was a Czech engineer and "
                "industrialist born in Plze\u0148, the son of a doctor. He studied at the "
                "polytechnic in Karlsruhe, took over the Waldstein engineering works in his home "
                "city in 1869, and died on a train near Selzthal in Austria on 8 August 1900."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Frederick the Great or Maria Theresa?",
        "Frederick the Great",
        [
            D(
                "Frederick William I of Prussia: Frederick William I (1688 \u2013 1740), known as "
                "the Soldier King, ruled Prussia from 1713 until his death. Born in Berlin on 14 "
                "August 1688, he doubled the size of the army, kept a regiment of giant grenadiers "
                "at Potsdam and left his son a full treasury."
            ),
            S(
                "Frederick the Great: Frederick II (1712 \u2013 1786) was King in Prussia and then "
                "King of Prussia from 1740 until his death. Born in Berlin on 24 January 1712, he "
                "seized Silesia from Austria in the year he came to the throne, composed music for "
                "the flute, and built the palace of Sanssouci at Potsdam."
            ),
            D(
                "Charles VI, Holy Roman Emperor: Charles VI (1685 \u2013 1740) was Holy Roman "
                "Emperor and ruler of the Habsburg lands from 1711. Born in Vienna on 1 October "
                "1685, he had no surviving son and spent decades winning European consent for the "
                "Pragmatic Sanction of 1713, which let a daughter inherit his realms."
            ),
            D(
                "Sanssouci: Sanssouci is a summer palace in Potsdam, near Berlin, built between "
                "1745 and 1747 to designs by Georg Wenzeslaus von Knobelsdorff. Its single storey "
                "of rococo rooms sits above six terraces planted with vines, and the palace and "
                "its park have been a World Heritage Site since 1990."
            ),
            D(
                "Joseph II, Holy Roman Emperor: Joseph II (1741 \u2013 1790) was Holy Roman "
                "Emperor from 1765 and sole ruler of the Habsburg lands from 1780. Born in Vienna "
                "on 13 March 1741, he eased serfdom in Bohemia and Austria in 1781, issued a "
                "Patent of Toleration the same year and closed hundreds of monasteries."
            ),
            D(
                "Sch\u00f6nbrunn Palace: Sch\u00f6nbrunn Palace is the former summer residence of "
                "the Habsburgs in Vienna, rebuilt in its present rococo form from the 1740s. It "
                "has 1,441 rooms, its park holds the Tiergarten of 1752, the oldest zoo in the "
                "world still open, and it has been a World Heritage Site since 1996."
            ),
            S(
                "Maria Theresa: Maria Theresa (1717 \u2013 1780) was ruler of the Habsburg lands, "
                "among them Austria, Hungary and Bohemia, from 1740 until her death. Born in "
                "Vienna on 13 May 1717, the eldest daughter of Charles VI, she lost Silesia to "
                "Prussia, reformed her army and schools, and had sixteen children."
            ),
            D(
                "Francis I, Holy Roman Emperor: Francis Stephen (1708 \u2013 1765) was Duke of "
                "Lorraine and, from 1745, Holy Roman Emperor. Born in Nancy on 8 December 1708, he "
                "gave up Lorraine in exchange for Tuscany in 1737, left the government to his wife "
                "and died suddenly at Innsbruck in August 1765."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the Mexican revolutionary who proclaimed the Plan of Ayala born?",
        "Anenecuilco",
        [
            S(
                "Plan of Ayala: The Plan of Ayala was a manifesto proclaimed on 28 November 1911 "
                "by Emiliano Zapata in the state of Morelos, during the Mexican Revolution. "
                "Drafted with the schoolteacher Otilio Monta\u00f1o, it called President Francisco "
                "Madero a traitor and demanded that land taken by haciendas be returned."
            ),
            D(
                "Plan of San Luis Potos\u00ed: The Plan of San Luis Potos\u00ed was a manifesto "
                "issued by Francisco I. Madero, dated 5 October 1910 but written in exile in San "
                "Antonio, Texas. It declared the re-election of Porfirio D\u00edaz void, named "
                "Madero provisional president and called a rising for 20 November 1910."
            ),
            D(
                "Ayala, Morelos: Ayala is a municipality in the east of the Mexican state of "
                "Morelos, with its seat at Ciudad Ayala, formerly Villa de Ayala, a few kilometres "
                "south of Cuautla. It had more than 80,000 inhabitants in 2020 and lives mainly "
                "from sugar cane, rice and other crops grown on irrigated land."
            ),
            D(
                "Pancho Villa: Pancho Villa (1878 \u2013 1923), born Jos\u00e9 Doroteo Arango, was "
                "a Mexican revolutionary general born on 5 June 1878 at La Coyotada, a ranch in "
                "the state of Durango. He led the Division of the North, raided Columbus, New "
                "Mexico, in March 1916 and was shot dead in Parral in July 1923."
            ),
            S(
                "Emiliano Zapata: Emiliano Zapata (1879 \u2013 1919) was a Mexican revolutionary "
                "and the leader of the Liberation Army of the South. He was born on 8 August 1879 "
                "in Anenecuilco, a village in the state of Morelos, worked as a horse trainer and "
                "farmer, and was killed in an ambush at Chinameca in 1919."
            ),
            D(
                "Plan of Guadalupe: The Plan of Guadalupe was a manifesto signed on 26 March 1913 "
                "at the Guadalupe hacienda in Coahuila by Venustiano Carranza and his officers. "
                "Written after the coup of Victoriano Huerta, it refused to recognise Huerta as "
                "president and made Carranza First Chief of the Constitutionalist Army."
            ),
            D(
                "Francisco I. Madero: Francisco Ignacio Madero (1873 \u2013 1913) was President of "
                "Mexico from November 1911 to February 1913. Born on 30 October 1873 in Parras, "
                "Coahuila, to a rich landowning family, he was overthrown in the Ten Tragic Days "
                "and shot, with his vice-president, on 22 February 1913."
            ),
            D(
                "Cuautla: Cuautla is a city in the state of Morelos, about 100 kilometres "
                "south-east of Mexico City, with nearly 190,000 inhabitants in its municipality. "
                "It lies on the Cuautla River in a valley of sugar fields, and in 1812 the "
                "independence leader Jos\u00e9 Mar\u00eda Morelos held it for 72 days against a "
                "royalist siege."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of tesco born",
        "Whitechapel, London",
        [
            D(
                "Sainsbury's: Sainsbury's is a British supermarket chain founded in 1869 by John "
                "James Sainsbury and his wife Mary Ann, who opened a shop selling butter, milk and "
                "eggs at 173 Drury Lane in Holborn, London. The family ran it for over a century, "
                "and it is now the second-largest supermarket group in Britain."
            ),
            D(
                "Asda: Asda is a British supermarket chain with its head office in Leeds, formed "
                "in 1965 when the brothers Peter and Fred Asquith joined their supermarket "
                "business in Castleford with the dairy group Associated Dairies. Its name comes "
                "from the first letters of Asquith and Dairies, and it runs hundreds of stores."
            ),
            S(
                "Tesco: Tesco is a British supermarket chain with its head office in Welwyn Garden "
                "City, Hertfordshire. Jack Cohen founded it in 1919 with a market stall in "
                "Hackney, east London; the Tesco name, first used in 1924, joined the initials of "
                "the tea supplier T. E. Stockwell to the first letters of Cohen."
            ),
            D(
                "Morrisons: Morrisons is a British supermarket chain founded in 1899 by William "
                "Morrison, who started as an egg and butter merchant with a stall in Rawson "
                "Market, Bradford. His son Ken led the firm from 1952 to 2008, and in 2004 it "
                "bought the larger Safeway chain for about three billion pounds."
            ),
            D(
                "Welwyn Garden City: Welwyn Garden City is a town in Hertfordshire, England, about "
                "32 kilometres north of London, founded in 1920 by Sir Ebenezer Howard as the "
                "second of his garden cities after Letchworth. Its streets were planned by the "
                "architect Louis de Soissons, and it had about 48,000 inhabitants in 2011."
            ),
            S(
                "Jack Cohen (businessman): Sir John Edward Cohen (1898 \u2013 1979), known as Jack "
                "Cohen, was a British grocer born on 6 October 1898 in Whitechapel, in the East "
                "End of London, the son of a Jewish tailor from Poland. He served in the Royal "
                "Flying Corps in the First World War and was knighted in 1969."
            ),
            D(
                "Jack Cohen (scientist): Jack Cohen (1933 \u2013 2019) was a British reproductive "
                "biologist who taught for many years at the University of Birmingham. He advised "
                "science fiction writers on the design of alien life, and with the mathematician "
                "Ian Stewart and the novelist Terry Pratchett he wrote the four Science of "
                "Discworld books."
            ),
            D(
                "Hackney: Hackney is a borough of Inner London, north-east of the City, with about "
                "260,000 inhabitants. It takes in Dalston, Shoreditch and Stoke Newington, the "
                "Hackney Empire music hall on Mare Street opened in 1901, and part of the 2012 "
                "Olympic Park lies on its eastern edge at Hackney Wick."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The PHP scripting language was created by a programmer born in which Greenland town?",
        "Qeqertarsuaq",
        [
            D(
                "Perl: Perl is a general-purpose programming language created by the American "
                "linguist and programmer Larry Wall, who released its first version in December "
                "1987 while working at Unisys. Built for processing text on Unix systems, it "
                "became a favourite for web scripts in the 1990s, and Perl 5 appeared in 1994."
            ),
            S(
                "PHP: PHP is a general-purpose scripting language suited to web development, run "
                "on the server to build pages. It was created by Rasmus Lerdorf in 1994 as a set "
                "of Common Gateway Interface programs called Personal Home Page Tools, first "
                "released in June 1995; the name now stands for PHP: Hypertext Preprocessor."
            ),
            D(
                "Zend Technologies: Zend Technologies was a software company founded in 1999 by "
                "Andi Gutmans and Zeev Suraski, two Israeli developers who as students at the "
                "Technion had rewritten the parser of a popular web scripting language in 1997. "
                "First based in Ramat Gan and later in Cupertino, it was bought by Rogue Wave "
                "Software in 2015."
            ),
            D(
                "WordPress: WordPress is a free content management system written in PHP and first "
                "released on 27 May 2003 by Matt Mullenweg and Mike Little, as a fork of the b2 "
                "blogging software. Mullenweg, born in Houston, Texas, in 1984, later founded "
                "Automattic, and by the 2020s the software ran over 40 per cent of all websites."
            ),
            D(
                "David Heinemeier Hansson: David Heinemeier Hansson is a Danish programmer born on "
                "15 October 1979 in Copenhagen. He created the Ruby on Rails web framework while "
                "building the Basecamp project tool at 37signals, released it in 2004, and as a "
                "racing driver he won the LMP2 class at the 24 Hours of Le Mans in 2014."
            ),
            D(
                "Ilulissat: Ilulissat is a town on Disko Bay in western Greenland, with about "
                "4,700 inhabitants, the third-largest town in the country. The Ilulissat Icefjord "
                "nearby, fed by one of the fastest glaciers in the world, became a World Heritage "
                "Site in 2004, and the polar explorer Knud Rasmussen was born in the town in 1879."
            ),
            S(
                "Rasmus Lerdorf: Rasmus Lerdorf is a Danish-Canadian programmer born on 22 "
                "November 1968 in Qeqertarsuaq, a town on Disko Island off the west coast of "
                "Greenland. His family moved to Canada in the 1980s, and in 1993 he graduated from "
                "the University of Waterloo with a degree in systems design engineering."
            ),
            D(
                "Apache HTTP Server: The Apache HTTP Server is a free web server first released in "
                "April 1995 by a group of developers who had been patching the NCSA HTTPd program. "
                "Run since 1999 by the Apache Software Foundation, it was the most widely used web "
                "server in the world from 1996 for more than twenty years."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which was launched first linkedin or myspace",
        "LinkedIn",
        [
            D(
                "Friendster: Friendster was a social networking site founded in 2002 by the "
                "Canadian programmer Jonathan Abrams in Mountain View, California. It reached "
                "three million users within months of opening to the public, later became popular "
                "mainly in South-East Asia, was relaunched as a games site in 2011 and closed in "
                "2015."
            ),
            D(
                "XING: XING is a German social network for professional contacts, founded in "
                "Hamburg in 2003 by Lars Hinrichs under the name openBC. It took its present name "
                "in 2006, became the largest such site in the German-speaking countries, and came "
                "under the control of the publisher Hubert Burda Media in 2012."
            ),
            D(
                "Bebo: Bebo is a social networking site launched in July 2005 by the married "
                "couple Michael and Xochi Birch from their home in San Francisco. It was popular "
                "with teenagers in Britain and Ireland, AOL bought it for 850 million dollars in "
                "March 2008, and the Birches bought it back for about one million dollars in 2013."
            ),
            S(
                "Myspace: Myspace is a social networking website launched in August 2003 by Chris "
                "DeWolfe and Tom Anderson, who worked at the Los Angeles internet company "
                "eUniverse. It was the most visited social network in the world from 2005 to 2008, "
                "and News Corporation bought its parent company for 580 million dollars in July "
                "2005."
            ),
            D(
                "Reid Hoffman: Reid Hoffman is an American entrepreneur born on 5 August 1967 in "
                "Stanford, California. He was an executive vice president of the payment company "
                "PayPal and an early investor in Facebook, became a partner at the venture capital "
                "firm Greylock Partners in 2009, and co-wrote the book Blitzscaling in 2018."
            ),
            S(
                "LinkedIn: LinkedIn is an American social network for professional contacts and "
                "job seeking, founded in December 2002 by Reid Hoffman and a group of colleagues "
                "from PayPal and SocialNet. It was launched on 5 May 2003, has its head office in "
                "Sunnyvale, California, and passed one billion registered members in 2023."
            ),
            D(
                "Tom Anderson: Thomas Anderson, born on 8 November 1970, is an American "
                "entrepreneur known as Myspace Tom, because he was the first friend of every new "
                "member of the site he co-founded. He studied at the University of California, "
                "Berkeley, and at UCLA, left the company in 2009 and later took up landscape "
                "photography."
            ),
            D(
                "SixDegrees.com: SixDegrees.com was a social networking site launched in 1997 by "
                "Andrew Weinreich in New York, often called the first of its kind because members "
                "could list their friends and browse their friends' lists. It had about 3.5 "
                "million members at its peak, was sold for 125 million dollars in 1999 and shut "
                "down in 2001."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Near which County Cork town was the Irish leader killed in the ambush at "
        "B\u00e9al na Bl\u00e1th born?",
        "Clonakilty",
        [
            D(
                "Arthur Griffith: Arthur Griffith (1871 \u2013 1922) was an Irish journalist and "
                "politician born in Dublin who founded Sinn F\u00e9in in 1905. He led the Irish "
                "delegation at the London treaty talks of 1921, became President of D\u00e1il "
                "\u00c9ireann in January 1922 and died of a brain haemorrhage in Dublin on 12 "
                "August 1922."
            ),
            S(
                "Michael Collins (Irish leader): Michael Collins (1890 \u2013 1922) was an Irish "
                "revolutionary born on 16 October 1890 at Woodfield, a farm near Clonakilty in "
                "West Cork. He ran the IRA's intelligence war against the British, was Minister "
                "for Finance in the first D\u00e1il, and signed the treaty of December 1921 in "
                "London."
            ),
            D(
                "\u00c9amon de Valera: \u00c9amon de Valera (1882 \u2013 1975) was an Irish "
                "statesman born in New York City on 14 October 1882 and raised in Bruree, County "
                "Limerick. He opposed the treaty of 1921, founded Fianna F\u00e1il in 1926, headed "
                "the government for 21 years in all and was President of Ireland from 1959 to "
                "1973."
            ),
            D(
                "Kilmichael Ambush: The Kilmichael Ambush took place on 28 November 1920 near "
                "Kilmichael, County Cork, during the Irish War of Independence. A flying column of "
                "the IRA under Tom Barry, who was born in Killorglin, County Kerry, attacked two "
                "lorries of Auxiliaries and killed 17 of them, losing three of its own men."
            ),
            D(
                "Harry Boland: Harry Boland (1887 \u2013 1922) was an Irish republican politician "
                "born in Dublin, a close friend of the intelligence chief he later broke with over "
                "the treaty. He raised money for the republic in the United States, took the "
                "anti-Treaty side and died on 1 August 1922 after Free State soldiers shot him at "
                "Skerries."
            ),
            S(
                "B\u00e9al na Bl\u00e1th: B\u00e9al na Bl\u00e1th is a crossroads hamlet in County "
                "Cork, Ireland, between Macroom and Bandon. On 22 August 1922, early in the Irish "
                "Civil War, anti-Treaty fighters ambushed a Free State convoy on the road there "
                "and killed Michael Collins, commander-in-chief of the National Army; a stone "
                "cross marks the spot."
            ),
            D(
                "Macroom: Macroom is a market town in County Cork on the River Sullane, about 40 "
                "kilometres west of Cork city, with about 4,000 inhabitants. It lies on the main "
                "road from Cork to Killarney, and Macroom Castle, in the middle of the town, was "
                "burnt in 1922, during the Civil War."
            ),
            D(
                "Richard Mulcahy: Richard Mulcahy (1886 \u2013 1971) was an Irish soldier and "
                "politician born in Waterford. He was chief of staff of the IRA during the War of "
                "Independence, became commander-in-chief of the National Army in August 1922, and "
                "led the Fine Gael party from 1944 to 1959, serving twice as Minister for "
                "Education."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "in which minnesota town did the pilot of the spirit of st. louis grow up",
        "Little Falls, Minnesota",
        [
            D(
                "Orteig Prize: The Orteig Prize was a reward of 25,000 dollars offered in 1919 by "
                "Raymond Orteig, a French-born hotel owner in New York, for the first nonstop "
                "flight between New York and Paris in either direction. Several airmen were killed "
                "trying before it was claimed in May 1927; Ren\u00e9 Fonck's plane crashed on "
                "take-off in 1926."
            ),
            D(
                "Roosevelt Field: Roosevelt Field was an airfield on the Hempstead Plains of Long "
                "Island, named after Quentin Roosevelt, a son of President Theodore Roosevelt "
                "killed as a pilot over France in 1918. Many record flights began there in the "
                "1920s and 1930s, and after it closed in 1951 a shopping centre was built on the "
                "site."
            ),
            S(
                "Spirit of St. Louis: The Spirit of St. Louis is the single-engine monoplane in "
                "which Charles Lindbergh made the first solo nonstop flight across the Atlantic, "
                "from Long Island to Le Bourget near Paris, on 20 and 21 May 1927. Built by Ryan "
                "Airlines in San Diego, it hangs in the National Air and Space Museum in "
                "Washington."
            ),
            D(
                "Amelia Earhart: Amelia Earhart (1897 \u2013 1937) was an American aviator born on "
                "24 July 1897 in Atchison, Kansas, where she grew up in her grandparents' house "
                "above the Missouri River. In May 1932 she became the first woman to fly solo "
                "across the Atlantic, and she disappeared over the Pacific in July 1937."
            ),
            D(
                "Alcock and Brown: John Alcock and Arthur Whitten Brown were British airmen who "
                "made the first nonstop flight across the Atlantic on 14 and 15 June 1919, in a "
                "modified Vickers Vimy bomber. They flew from St. John's, Newfoundland, to a bog "
                "near Clifden in Ireland in about 16 hours, and both were knighted within a week."
            ),
            D(
                "Little Falls, New York: Little Falls is a city in Herkimer County, New York, on "
                "the Mohawk River, where the river drops through a narrow gorge. Its Lock 17, "
                "built for the Barge Canal in the 1910s, lifts boats about 12 metres, one of the "
                "highest lock lifts in the country, and the city had about 4,600 inhabitants in "
                "2020."
            ),
            S(
                "Charles Lindbergh: Charles Augustus Lindbergh (1902 \u2013 1974) was an American "
                "aviator born in Detroit on 4 February 1902. He grew up mainly in Little Falls, "
                "Minnesota, on a farm beside the Mississippi River, and in Washington, D.C., where "
                "his father represented Minnesota in Congress from 1907 to 1917."
            ),
            D(
                "Ryan Airlines: Ryan Airlines was an aircraft maker and airline in San Diego, "
                "California, set up by the pilot T. Claude Ryan with B. F. Mahoney. Its Los "
                "Angeles to San Diego service of 1925 was one of the first regular passenger "
                "airlines in the country, and in 1927 its staff built a long-range monoplane in "
                "about 60 days."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the last Holy Roman Emperor die?",
        "2 March 1835",
        [
            D(
                "Charles I of Austria: Charles I (1887 \u2013 1922) was the last Emperor of "
                "Austria and, as Charles IV, the last King of Hungary, reigning from November 1916 "
                "to November 1918. Born at Persenbeug Castle in Lower Austria, he went into exile "
                "after the war and died of pneumonia on Madeira on 1 April 1922."
            ),
            S(
                "Holy Roman Empire: The Holy Roman Empire was a union of territories in central "
                "Europe that lasted from the coronation of Otto I in 962 until 1806. Its last "
                "emperor, the Habsburg Francis II, laid down the crown on 6 August 1806, weeks "
                "after Napoleon had formed the Confederation of the Rhine from sixteen German "
                "states."
            ),
            D(
                "Francis II of the Two Sicilies: Francis II (1836 \u2013 1894) was the last King "
                "of the Two Sicilies, reigning from May 1859 until the fall of Gaeta in February "
                "1861 ended his kingdom. Born in Naples, he lived in exile in Rome and Paris and "
                "died at Arco, in the Austrian Tyrol, on 27 December 1894."
            ),
            D(
                "Otto I, Holy Roman Emperor: Otto I (912 \u2013 973), called the Great, was King "
                "of East Francia from 936 and was crowned emperor by Pope John XII in Rome on 2 "
                "February 962. He defeated the Magyars at the Battle of Lechfeld in 955 and died "
                "at Memleben on 7 May 973; he is buried in Magdeburg Cathedral."
            ),
            D(
                "Confederation of the Rhine: The Confederation of the Rhine was a union of German "
                "client states of France formed on 12 July 1806, when sixteen princes signed a "
                "treaty in Paris and left the Holy Roman Empire. Napoleon was its protector, it "
                "included the new kingdoms of Bavaria and W\u00fcrttemberg, and it broke up in "
                "1813."
            ),
            D(
                "Ferdinand I of Austria: Ferdinand I (1793 \u2013 1875) was Emperor of Austria "
                "from 1835 to 1848, born in Vienna on 19 April 1793. Afflicted by epilepsy, he "
                "left government to a council led by Metternich, abdicated in favour of his nephew "
                "Franz Joseph in December 1848 and died in Prague on 29 June 1875."
            ),
            S(
                "Francis II, Holy Roman Emperor: Francis II (1768 \u2013 1835) was a Habsburg "
                "ruler born in Florence on 12 February 1768, the eldest son of Leopold II. He "
                "fought revolutionary and Napoleonic France for over twenty years, took the title "
                "Emperor of Austria in 1804, and died in Vienna on 2 March 1835; he lies in the "
                "Imperial Crypt."
            ),
            D(
                "Imperial Crypt: The Imperial Crypt is a burial vault beneath the Capuchin Church "
                "in Vienna, founded in 1618 and used since 1633 for members of the Habsburg "
                "family. It holds the remains of 12 emperors and 18 empresses among about 150 "
                "people, and the last burial of an empress there, that of Zita, took place in "
                "1989."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the polish king who relieved the siege of vienna in 1683",
        "Olesko",
        [
            D(
                "Siege of Vienna (1529): The Siege of Vienna of 1529 was the first attempt by the "
                "Ottoman Empire to take the Habsburg capital. Sultan Suleiman the Magnificent "
                "besieged the city from 27 September to 15 October with over 100,000 men, but bad "
                "weather, a lack of heavy guns and the defence under Count Niklas Salm made him "
                "withdraw."
            ),
            D(
                "Kara Mustafa Pasha: Merzifonlu Kara Mustafa Pasha (1634 \u2013 1683) was an "
                "Ottoman general and Grand Vizier from 1676, born in Merzifon in Anatolia. After "
                "his defeat at Vienna in September 1683 he fell back to Belgrade, where he was "
                "strangled with a silk cord on the sultan's orders on 25 December 1683."
            ),
            S(
                "Battle of Vienna: The Battle of Vienna was fought on 12 September 1683 on the "
                "Kahlenberg hills above Vienna, which the Ottoman army of Grand Vizier Kara "
                "Mustafa Pasha had besieged for two months. A relief army of Polish and imperial "
                "troops under King John III Sobieski broke the siege with a great charge of "
                "cavalry."
            ),
            D(
                "Charles V, Duke of Lorraine: Charles of Lorraine (1643 \u2013 1690) was a general "
                "in the service of the Habsburg emperor, born in Vienna on 3 April 1643. He led "
                "the imperial troops at the Kahlenberg in 1683, took Buda from the Ottomans in "
                "1686 after a long siege and won the Battle of Moh\u00e1cs in 1687."
            ),
            D(
                "Wilan\u00f3w Palace: Wilan\u00f3w Palace is a baroque royal residence in the "
                "south of Warsaw, built from 1677 as a summer house for King John III Sobieski and "
                "enlarged by later owners. It survived the wars and partitions of Poland, has been "
                "open as a museum since 1805, one of the oldest in the country, and its gardens "
                "run down to a lake."
            ),
            S(
                "John III Sobieski: John III Sobieski (1629 \u2013 1696) was King of Poland and "
                "Grand Duke of Lithuania from 1674 until his death. He was born on 17 August 1629 "
                "at Olesko Castle, in the village of Olesko in present-day Lviv Oblast, Ukraine, "
                "and made his name as a commander against the Ottomans at Khotyn in 1673."
            ),
            D(
                "Polish hussars: The Polish hussars were the heavy cavalry of the "
                "Polish\u2013Lithuanian Commonwealth from the 16th to the 18th century, known for "
                "the tall wooden frames of feathers fixed to their armour. At Kircholm in 1605 "
                "about 3,600 Polish\u2013Lithuanian troops routed a Swedish army three times "
                "larger."
            ),
            D(
                "Holy League (1684): The Holy League of 1684 was an alliance against the Ottoman "
                "Empire formed by Pope Innocent XI, joining the Holy Roman Empire, "
                "Poland\u2013Lithuania and Venice, with Russia from 1686. Its Great Turkish War "
                "ended with the Treaty of Karlowitz in January 1699, which gave most of Hungary to "
                "the Habsburgs."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were the Battle of the Boyne and the Battle of Blenheim both fought in the 17th century?",
        "no",
        [
            D(
                "Battle of Aughrim: The Battle of Aughrim was fought on 12 July 1691 near Aughrim "
                "in County Galway, the decisive battle of the Williamite War in Ireland. The "
                "Jacobite general the Marquis de Saint-Ruth was killed by a cannonball during the "
                "fighting, and with perhaps 7,000 dead it was the bloodiest battle ever fought in "
                "Ireland."
            ),
            D(
                "Siege of Derry: The Siege of Derry was the blockade of the walled city of Derry "
                "by the Jacobite army of James II from 18 April to 28 July 1689. About 30,000 "
                "people were shut inside the walls, thousands died of hunger and disease, and the "
                "siege ended when ships broke through a boom laid across the River Foyle."
            ),
            S(
                "Battle of Blenheim: The Battle of Blenheim was fought on 13 August 1704 by the "
                "village of Blindheim on the Danube in Bavaria, during the War of the Spanish "
                "Succession. An allied army under the Duke of Marlborough and Prince Eugene of "
                "Savoy crushed a Franco-Bavarian army and took its commander, Marshal Tallard, "
                "prisoner."
            ),
            D(
                "Blenheim Palace: Blenheim Palace is a country house at Woodstock in Oxfordshire, "
                "built between 1705 and 1722 as a gift from the nation to John Churchill, 1st Duke "
                "of Marlborough. Designed by John Vanbrugh, it is the only non-royal, "
                "non-episcopal house in England called a palace, and Winston Churchill was born "
                "there in 1874."
            ),
            D(
                "Battle of Ramillies: The Battle of Ramillies was fought on 23 May 1706 in the "
                "Spanish Netherlands, in present-day Belgium, during the War of the Spanish "
                "Succession. The Duke of Marlborough routed the French army of Marshal Villeroi in "
                "an afternoon, and within weeks the allies had taken Brussels, Antwerp and Bruges."
            ),
            D(
                "River Boyne: The River Boyne is a river in Leinster, Ireland, about 112 "
                "kilometres long, rising at Trinity Well near Carbury in County Kildare and "
                "flowing into the Irish Sea near Drogheda. Its valley holds the passage tombs of "
                "Newgrange, Knowth and Dowth, a World Heritage Site since 1993."
            ),
            S(
                "Battle of the Boyne: The Battle of the Boyne was fought on 1 July 1690, in the "
                "Old Style calendar, across the River Boyne near Drogheda in Ireland. The "
                "Protestant King William III defeated the army of the deposed Catholic King James "
                "II, and the victory is still marked by the Orange Order's parades every 12 July."
            ),
            D(
                "Treaty of Limerick: The Treaty of Limerick was signed on 3 October 1691, ending "
                "the siege of Limerick and the Williamite War in Ireland. It let the Jacobite "
                "soldiers leave for France, where about 14,000 went in what came to be called the "
                "Flight of the Wild Geese, and it promised Catholics rights that were later "
                "ignored."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which hill fort was the Maratha ruler crowned at Raigad in 1674 born?",
        "Shivneri Fort",
        [
            D(
                "Sinhagad: Sinhagad is a hill fort about 35 kilometres south-west of Pune, "
                "standing some 1,300 metres above sea level. In the Battle of Sinhagad in 1670, "
                "Maratha soldiers climbed its cliffs at night and took it from the Mughals, but "
                "their commander Tanaji Malusare was killed in the fighting."
            ),
            S(
                "Shivaji: Shivaji Bhonsle (1630 \u2013 1680) was the founder of the Maratha "
                "kingdom in western India. The son of the general Shahaji and of Jijabai, he was "
                "born on 19 February 1630 in Shivneri Fort, a hill fort near the town of Junnar in "
                "present-day Pune district, and fought both the Mughals and the Bijapur Sultanate."
            ),
            D(
                "Pratapgad: Pratapgad is a mountain fort in the Satara district of Maharashtra, "
                "built in 1656 about 24 kilometres from Mahabaleshwar. Below its walls in November "
                "1659 the Bijapur general Afzal Khan was killed at a meeting with the Maratha "
                "leader, and his army was then routed in the Battle of Pratapgarh."
            ),
            D(
                "Sambhaji: Sambhaji (1657 \u2013 1689) was the second ruler of the Maratha kingdom "
                "and the eldest son of its founder. Born on 14 May 1657 in Purandar Fort near "
                "Pune, he was crowned at Raigad in January 1681, fought the Mughals for years, and "
                "was captured and executed on the orders of Aurangzeb in March 1689."
            ),
            D(
                "Rajgad Fort: Rajgad is a hill fort in the Pune district of Maharashtra, about 60 "
                "kilometres south-west of Pune, standing some 1,376 metres high. It served as the "
                "capital of the Maratha kingdom for about 26 years until the capital was moved in "
                "the early 1670s, and its three spurs are called Padmavati, Suvela and Sanjeevani."
            ),
            S(
                "Raigad Fort: Raigad is a hill fort in the Raigad district of Maharashtra, India, "
                "rising about 820 metres in the Sahyadri range. Shivaji was crowned Chhatrapati of "
                "the Maratha kingdom there on 6 June 1674, made it his capital, and died in the "
                "fort in April 1680; a ropeway now carries visitors to the top."
            ),
            D(
                "Aurangzeb: Aurangzeb (1618 \u2013 1707) was the sixth Mughal emperor, ruling from "
                "1658 until his death. Born in Dahod in Gujarat on 3 November 1618, he spent his "
                "last 26 years campaigning in the Deccan against the Marathas and the sultanates "
                "there, and he died at Ahmednagar on 3 March 1707."
            ),
            D(
                "Baji Rao I: Baji Rao I (1700 \u2013 1740) was the seventh Peshwa, or chief "
                "minister, of the Maratha Empire from 1720 until his death. Born in Sinnar near "
                "Nashik on 18 August 1700, he led fast cavalry campaigns as far as Delhi in 1737 "
                "and died of fever on the banks of the Narmada in April 1740."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who succeeded the Swedish king killed at the Battle of L\u00fctzen in 1632?",
        "Christina",
        [
            S(
                "Battle of L\u00fctzen (1632): The Battle of L\u00fctzen was fought on 16 November "
                "1632 near the town of L\u00fctzen, south-west of Leipzig, during the Thirty "
                "Years' War. The Swedish army held the field against the imperial forces of "
                "Albrecht von Wallenstein, but its king, Gustavus Adolphus, was killed in the fog "
                "while leading a cavalry charge."
            ),
            D(
                "Battle of L\u00fctzen (1813): The Battle of L\u00fctzen was fought on 2 May 1813 "
                "near Gro\u00dfg\u00f6rschen, south-west of Leipzig, in the War of the Sixth "
                "Coalition. Napoleon defeated a Russian and Prussian army under Peter "
                "Wittgenstein, and the Prussian general Gerhard von Scharnhorst was wounded and "
                "died of it in Prague on 28 June."
            ),
            D(
                "Battle of Breitenfeld (1631): The First Battle of Breitenfeld was fought on 17 "
                "September 1631 north of Leipzig. A Swedish and Saxon army under Gustavus Adolphus "
                "crushed the Catholic League forces of Count Tilly, the first great Protestant "
                "victory of the Thirty Years' War, and it opened the way into southern Germany."
            ),
            D(
                "Gottfried Heinrich zu Pappenheim: Count Pappenheim (1594 \u2013 1632) was a "
                "Bavarian cavalry general in the imperial army, born at Treuchtlingen. Famed for "
                "his daring charges, he reached the battlefield of L\u00fctzen in the afternoon of "
                "16 November 1632, was hit by a cannonball and died of his wounds the next day in "
                "Leipzig."
            ),
            S(
                "Gustavus Adolphus: Gustavus Adolphus (1594 \u2013 1632) was King of Sweden from "
                "1611 until his death, born in Stockholm on 9 December 1594. He made Sweden a "
                "great power, and on his death his six-year-old daughter Christina, his only "
                "surviving legitimate child, came to the throne under a regency led by Axel "
                "Oxenstierna."
            ),
            D(
                "Axel Oxenstierna: Axel Oxenstierna (1583 \u2013 1654) was Lord High Chancellor of "
                "Sweden from 1612 until his death, born at F\u00e5n\u00f6 in Uppland. He ran "
                "Swedish policy in Germany after 1632, led the regency council that governed for "
                "the young monarch, and helped shape the Peace of Westphalia of 1648."
            ),
            D(
                "Charles X Gustav: Charles X Gustav (1622 \u2013 1660) was King of Sweden from "
                "1654 until his death, born at Nyk\u00f6ping Castle. A cousin of the previous "
                "monarch, he came to the throne when she abdicated in June 1654, led his army "
                "across the frozen Danish straits in 1658 and died at Gothenburg in February 1660."
            ),
            D(
                "Vasa (ship): Vasa was a Swedish warship built at the order of Gustavus Adolphus "
                "between 1626 and 1628, which sank in Stockholm harbour on her maiden voyage on 10 "
                "August 1628, about 1,300 metres from where she set out. Raised almost intact in "
                "1961, she has been shown since 1990 in the Vasa Museum on Djurg\u00e5rden."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the last Emperor of Mexico die?",
        "Quer\u00e9taro",
        [
            D(
                "Agust\u00edn de Iturbide: Agust\u00edn de Iturbide (1783 \u2013 1824) was a "
                "Mexican army officer born in Valladolid, now Morelia, who led the last stage of "
                "the war of independence. He reigned as Emperor Agust\u00edn I of the First "
                "Mexican Empire from 1822 to 1823, and after returning from exile he was shot at "
                "Padilla, Tamaulipas, on 19 July 1824."
            ),
            D(
                "Carlota of Mexico: Charlotte of Belgium (1840 \u2013 1927), known in Mexico as "
                "Carlota, was the daughter of King Leopold I of the Belgians and wife of an "
                "Austrian archduke who became emperor. She went to Europe in 1866 to seek help for "
                "his throne, suffered a breakdown, and died at Bouchout Castle near Brussels on 19 "
                "January 1927."
            ),
            D(
                "Miramare Castle: Miramare Castle is a 19th-century palace on a rocky point of the "
                "Gulf of Trieste, in north-eastern Italy, built from 1856 to 1860 for Archduke "
                "Ferdinand Maximilian of Austria and his wife. The couple sailed from its harbour "
                "for their new realm in April 1864, and it is now a museum with a large park."
            ),
            S(
                "Second Mexican Empire: The Second Mexican Empire was the monarchy set up in "
                "Mexico during the French intervention, lasting from 1864 to 1867. Napoleon III "
                "backed the Austrian archduke Maximilian as its emperor, and it collapsed after "
                "French troops left and the republican forces of Benito Ju\u00e1rez closed in."
            ),
            D(
                "Battle of Puebla: The Battle of Puebla was fought on 5 May 1862 outside the city "
                "of Puebla, where a Mexican army under General Ignacio Zaragoza beat back a larger "
                "French force attacking the forts of Loreto and Guadalupe. The victory is "
                "remembered every year as Cinco de Mayo, although the French took the city a year "
                "later."
            ),
            D(
                "Franz Joseph I of Austria: Franz Joseph I (1830 \u2013 1916) was Emperor of "
                "Austria from December 1848 until his death and King of Hungary from 1867. Born at "
                "Sch\u00f6nbrunn Palace on 18 August 1830, he reigned for almost 68 years, longer "
                "than any other Habsburg ruler, and died in the same palace on 21 November 1916."
            ),
            D(
                "Cuauht\u00e9moc: Cuauht\u00e9moc (c. 1495 \u2013 1525) was the last Aztec "
                "emperor, ruling Tenochtitlan from 1520 and leading its defence against "
                "Hern\u00e1n Cort\u00e9s until he was captured on 13 August 1521. Taken along on "
                "Cort\u00e9s's march to Honduras, he was hanged in February 1525 on a charge of "
                "plotting a rebellion."
            ),
            S(
                "Maximilian I of Mexico: Maximilian (1832 \u2013 1867) was an Austrian archduke, a "
                "younger brother of Franz Joseph, born at Sch\u00f6nbrunn Palace on 6 July 1832. "
                "He commanded the Austrian navy before going to Mexico, and after a siege he was "
                "captured and shot by a firing squad on the Cerro de las Campanas at "
                "Quer\u00e9taro on 19 June 1867."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which order of chivalry was founded first, the Order of the Garter or the Order of the "
        "Golden Fleece?",
        "the Order of the Garter",
        [
            S(
                "Order of the Golden Fleece: The Order of the Golden Fleece is a Catholic order of "
                "chivalry founded in Bruges on 10 January 1430 by Philip the Good, Duke of "
                "Burgundy, at the festivities for his third marriage. It passed to the Habsburgs, "
                "and since the 18th century it has had separate Spanish and Austrian branches."
            ),
            D(
                "Order of the Bath: The Most Honourable Order of the Bath is a British order of "
                "chivalry founded by King George I on 18 May 1725, named after the ritual bath "
                "once taken by new knights. It is given mainly to senior officers and civil "
                "servants, and its chapel is the Henry VII Lady Chapel in Westminster Abbey."
            ),
            D(
                "Order of the Thistle: The Order of the Thistle is the senior order of chivalry of "
                "Scotland, founded in its present form by King James VII in 1687. It has the "
                "sovereign and 16 knights and ladies, its motto is Nemo me impune lacessit, and "
                "its chapel in St Giles' Cathedral, Edinburgh, was finished in 1911."
            ),
            D(
                "Order of the Star: The Order of the Star was a French order of chivalry founded "
                "by King John II of France in 1351, with its seat at Saint-Ouen near Paris. Its "
                "knights swore never to retreat more than four arpents in battle, and some 90 of "
                "them were killed at the Battle of Mauron in 1352, after which the order faded."
            ),
            D(
                "Order of the Elephant: The Order of the Elephant is Denmark's highest order of "
                "chivalry, given its present form by King Christian V in 1693, though it may go "
                "back to a brotherhood of the 1460s. Apart from royalty it is usually given only "
                "to foreign heads of state, and its badge is a white enamelled elephant carrying a "
                "tower."
            ),
            S(
                "Order of the Garter: The Most Noble Order of the Garter is an order of chivalry "
                "founded by King Edward III of England in about 1348. It is the most senior "
                "British order, limited to the sovereign, the Prince of Wales and 24 companions, "
                "its motto is Honi soit qui mal y pense, and its chapel is St George's Chapel at "
                "Windsor Castle."
            ),
            D(
                "Golden Fleece: In Greek mythology the Golden Fleece was the fleece of a winged "
                "ram, kept in the land of Colchis on the eastern shore of the Black Sea and "
                "guarded by a dragon. Jason sailed for it with the Argonauts in the ship Argo and "
                "took it with the help of the king's daughter Medea, whom he brought back with him "
                "to Greece."
            ),
            D(
                "Order of Saint Michael: The Order of Saint Michael was a French order of chivalry "
                "founded by King Louis XI at the castle of Amboise on 1 August 1469, in honour of "
                "the archangel. Limited at first to a few dozen knights, it was cheapened by mass "
                "grants in the 16th century, abolished in 1830 and never restored."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the Belgian city where Stella Artois is brewed?",
        "the Dijle",
        [
            D(
                "Jupiler: Jupiler is the best-selling beer in Belgium, a pale lager first brewed "
                "in 1966 by the Piedboeuf brewery in Jupille-sur-Meuse, a district of Li\u00e8ge "
                "on the river Meuse. The brand takes its name from that village, and it has long "
                "sponsored the top division of Belgian football, known as the Jupiler Pro League."
            ),
            D(
                "Artois: Artois is a former province of northern France, with Arras as its "
                "capital, lying between Picardy and Flanders. The Scarpe river flows through "
                "Arras, the region gave its name to the artesian well, first dug there in the 12th "
                "century, and its coalfield was mined from the 19th century until 1990."
            ),
            D(
                "Louvain-la-Neuve: Louvain-la-Neuve is a planned town in Walloon Brabant, Belgium, "
                "built from the early 1970s for the French-speaking Catholic University of Louvain "
                "after the old university split along language lines. Its centre is closed to cars "
                "and built over a concrete slab, and it holds the Herg\u00e9 Museum, opened in "
                "2009."
            ),
            D(
                "Leffe: Leffe is a Belgian abbey beer named after the Abbey of Notre-Dame de "
                "Leffe, founded in 1152 beside the Meuse at Dinant, where the canons brewed beer "
                "for centuries until the French Revolution. Since 1952 the beer has been brewed "
                "under licence by commercial breweries, and its blonde and brown styles are sold "
                "worldwide."
            ),
            S(
                "Stella Artois: Stella Artois is a pilsner first brewed in 1926 as a Christmas "
                "beer by the Artois brewery in Leuven, Belgium, whose roots go back to the Den "
                "Hoorn brewhouse recorded in 1366. The name recalls Sebastian Artois, who became "
                "its master brewer in 1708, and the beer now belongs to AB InBev."
            ),
            D(
                "Hoegaarden (beer): Hoegaarden is a Belgian wheat beer named after the village in "
                "Flemish Brabant where it is brewed. The style had died out there in 1957 when the "
                "milkman Pierre Celis revived it in 1966, and it is flavoured with coriander and "
                "orange peel, which give the cloudy white beer its taste."
            ),
            D(
                "Duvel Moortgat: Duvel Moortgat is a Belgian brewery founded in 1871 by "
                "Jan-Leonard Moortgat in Breendonk, in the province of Antwerp. Its strong golden "
                "ale Duvel, whose name is Flemish for devil, took its present form in 1970, and "
                "the family firm has since bought breweries in the Czech Republic and the United "
                "States."
            ),
            S(
                "Leuven: Leuven is a city in Belgium and the capital of the province of Flemish "
                "Brabant, about 25 kilometres east of Brussels. It lies on the Dijle river, has "
                "about 100,000 inhabitants, and is home to KU Leuven, a university founded in "
                "1425, and a Gothic town hall finished in 1469."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which company did the co-inventor of Ethernet found in 1979?",
        "3Com",
        [
            S(
                "Robert Metcalfe: Robert Melancton Metcalfe is an American engineer born on 7 "
                "April 1946 in Brooklyn, New York. After studying at MIT and Harvard he joined "
                "Xerox PARC, and in 1979 he founded 3Com, a maker of network cards and switches; "
                "Metcalfe's law, on the value of a network, is named after him."
            ),
            D(
                "Token Ring: Token Ring is a local area network technology in which a token passed "
                "around a ring of computers gives each one its turn to send. IBM brought it to "
                "market in 1984 at 4 megabits per second, it was standardised as IEEE 802.5 in "
                "1985 and later ran at 16 megabits, but it lost out to cheaper rivals in the "
                "1990s."
            ),
            D(
                "Xerox Alto: The Xerox Alto was a personal computer built at Xerox PARC in Palo "
                "Alto, California, and first working in March 1973. It had a mouse, a bitmapped "
                "screen in portrait shape and a graphical user interface, about 2,000 were made "
                "for use in research, and it was never sold as a commercial product."
            ),
            S(
                "Ethernet: Ethernet is a family of wired networking technologies for local area "
                "networks. It was developed at Xerox PARC in 1973 and 1974 by Robert Metcalfe and "
                "David Boggs, who described it in a paper of 1976, and it was standardised by the "
                "IEEE as 802.3 in 1983, first running at 10 megabits per second."
            ),
            D(
                "David Boggs: David Reeves Boggs (1950 \u2013 2022) was an American electrical "
                "engineer born in Washington, D.C., on 17 June 1950. He studied at Princeton and "
                "Stanford, worked at Xerox PARC in the 1970s and later at the Western Research "
                "Laboratory of Digital Equipment Corporation, and he died in Palo Alto in February "
                "2022."
            ),
            D(
                "Cisco Systems: Cisco Systems is an American maker of networking equipment founded "
                "in December 1984 by Leonard Bosack and Sandy Lerner, a married couple who ran "
                "computer networks at Stanford University. Its first product was a router that "
                "could handle several network protocols, and its headquarters are in San Jose, "
                "California."
            ),
            D(
                "Novell: Novell was an American software company based in Provo, Utah, that grew "
                "out of Novell Data Systems, founded in 1979. Its NetWare network operating "
                "system, first sold in 1983, ran most office file servers of the late 1980s and "
                "early 1990s, and the company was bought by Attachmate in 2011."
            ),
            D(
                "Wi-Fi: Wi-Fi is a family of wireless networking protocols based on the IEEE "
                "802.11 standards, the first of which was published in 1997. The name was coined "
                "in 1999 by the brand consultancy Interbrand for the industry group now called the "
                "Wi-Fi Alliance, and the technology uses radio bands around 2.4 and 5 gigahertz."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Ryanair and easyJet both founded in the 1980s?",
        "no",
        [
            D(
                "Aer Lingus: Aer Lingus is the flag carrier of Ireland, founded by the Irish "
                "government in 1936, whose first flight took off from Baldonnel on 27 May 1936 for "
                "Bristol in a six-seat de Havilland biplane named Iolar. It was privatised in 2006 "
                "and has been part of International Airlines Group since 2015."
            ),
            D(
                "Laker Airways: Laker Airways was a British airline founded in 1966 by Freddie "
                "Laker. In 1977 it began Skytrain, a cheap no-booking service between London "
                "Gatwick and New York, which forced the big carriers to cut their fares across the "
                "Atlantic, but the company collapsed with large debts in February 1982."
            ),
            D(
                "Southwest Airlines: Southwest Airlines is an American low-cost airline founded in "
                "1967 by Herb Kelleher and Rollin King and based at Dallas Love Field. It began "
                "flying within Texas in June 1971 with three Boeing 737s, and its model of quick "
                "turnarounds on short routes was copied by many airlines in Europe."
            ),
            D(
                "Virgin Atlantic: Virgin Atlantic is a British airline founded in 1984 by Richard "
                "Branson and the American lawyer Randolph Fields, with its head office at Crawley "
                "near Gatwick Airport. Its first flight, from Gatwick to Newark, took off on 22 "
                "June 1984, and it now flies long-haul routes from Heathrow and Manchester."
            ),
            D(
                "Wizz Air: Wizz Air is a Hungarian low-cost airline founded in 2003 by J\u00f3zsef "
                "V\u00e1radi, a former chief executive of the state airline Mal\u00e9v, with its "
                "head office in Budapest. It began flying in May 2004, the month Hungary and nine "
                "other countries joined the European Union, and grew quickly in central and "
                "eastern Europe."
            ),
            S(
                "Ryanair: Ryanair is an Irish low-cost airline founded in 1984 by Christopher "
                "Ryan, Liam Lonergan and Tony Ryan, with its head office at Dublin Airport. It "
                "began flying in July 1985 with a 15-seat plane between Waterford and London "
                "Gatwick, and by passenger numbers it has become the largest airline group in "
                "Europe."
            ),
            D(
                "Norwegian Air Shuttle: Norwegian Air Shuttle is a Norwegian airline founded in "
                "1993 to fly regional routes on the west coast of Norway for Braathens. It turned "
                "into a low-cost carrier in September 2002, later started cheap long-haul flights "
                "with Boeing 787s, and has its head office at Fornebu near Oslo."
            ),
            S(
                "easyJet: easyJet is a British low-cost airline founded in 1995 by the Greek "
                "Cypriot businessman Stelios Haji-Ioannou, with its head office at London Luton "
                "Airport. Its first flights, in November 1995, ran from Luton to Glasgow and "
                "Edinburgh with two leased Boeing 737s, and it now flies to more than 150 "
                "airports."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Selfridges born?",
        "Ripon, Wisconsin",
        [
            D(
                "Harrods: Harrods is a department store on Brompton Road in Knightsbridge, London, "
                "that grew from a grocery business taken over by Charles Henry Harrod in 1849. Its "
                "terracotta building dates from the early 1900s, it has about 90,000 square metres "
                "of floor space, and it has been owned by the Qatar Investment Authority since "
                "2010."
            ),
            D(
                "Marshall Field's: Marshall Field's was a chain of department stores whose "
                "flagship filled a block of State Street in Chicago. It took its name from "
                "Marshall Field, a merchant born in Conway, Massachusetts, in 1834, who became a "
                "partner in the business in 1865, and the stores were renamed Macy's in 2006."
            ),
            D(
                "Liberty (department store): Liberty is a department store on Great Marlborough "
                "Street in the West End of London, opened in 1875 by Arthur Lasenby Liberty, a "
                "draper's son born in Chesham, Buckinghamshire. Its mock-Tudor building of 1924 "
                "was made from the timbers of two old warships, and its printed fabrics are sold "
                "worldwide."
            ),
            S(
                "Selfridges: Selfridges is a group of department stores in Britain whose flagship "
                "on Oxford Street, London, opened on 15 March 1909. It was founded by the retailer "
                "Harry Gordon Selfridge, and with about 50,000 square metres of selling space the "
                "London store is the second-largest shop in the country after Harrods."
            ),
            D(
                "Ripon: Ripon is a cathedral city in North Yorkshire, England, where the rivers "
                "Ure, Skell and Laver meet, with about 16,000 inhabitants. Its cathedral stands "
                "over a crypt built by Saint Wilfrid in the 670s, a hornblower sounds a horn in "
                "the market square every evening, and the ruins of Fountains Abbey lie nearby."
            ),
            D(
                "John Lewis & Partners: John Lewis & Partners is a chain of department stores in "
                "Britain that grew from a draper's shop opened on Oxford Street in 1864 by John "
                "Lewis, born in Shepton Mallet, Somerset, in 1836. His son John Spedan Lewis began "
                "handing the business to its staff in 1929, and it is still owned by its "
                "employees."
            ),
            S(
                "Harry Gordon Selfridge: Harry Gordon Selfridge (1858 \u2013 1947) was an "
                "American-born British retailer, born on 11 January 1858 in Ripon, Wisconsin. He "
                "worked his way up over 25 years to become a partner in the Marshall Field's store "
                "in Chicago, moved to London in 1906, and died there, much poorer, in Putney on 8 "
                "May 1947."
            ),
            D(
                "Oxford Street: Oxford Street is a shopping street in the West End of London, "
                "about 1.9 kilometres long, running from Marble Arch to Tottenham Court Road along "
                "the line of an old Roman road. With about 300 shops and half a million visitors "
                "on some days, it is often called the busiest shopping street in Europe."
            ),
        ],
        drop=1,
    ),
]
