"""Development multi-hop questions, batch 16.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Measured lengths: mean support 268 characters, mean distractor 255 characters; a support
is the longest passage in 6 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "how long is the largest river flowing through vilnius",
        "510 km",
        [
            D(
                "Vilnia: The Vilnia is a river in Lithuania, about 80 km long. It rises near the "
                "border with Belarus and winds through wooded hills, and the name of the "
                "Lithuanian capital is traditionally derived from it."
            ),
            D(
                "Neman: The Neman is a major river of Eastern Europe, about 914 km long. It rises "
                "in Belarus, flows through Lithuania and forms part of the border with Russia's "
                "Kaliningrad Oblast before entering the Curonian Lagoon."
            ),
            S(
                "Vilnius: Vilnius is the capital and largest city of Lithuania, with a population "
                "of about 590,000. It lies in the southeast of the country at the confluence of "
                "the Vilnia and the Neris rivers, and its Old Town is a UNESCO World Heritage "
                "Site."
            ),
            D(
                "Vilnius Old Town: The Old Town of Vilnius is one of the largest surviving "
                "medieval old towns in Northern Europe, covering about 3.6 km\u00b2. It was added "
                "to the UNESCO World Heritage List in 1994 for its Gothic, Renaissance, Baroque "
                "and Classical buildings."
            ),
            D(
                "Kaunas: Kaunas is the second-largest city in Lithuania and was the temporary "
                "capital of the country between the two world wars. It stands at the confluence "
                "of the two largest Lithuanian rivers and is home to Vytautas Magnus University."
            ),
            S(
                "Neris: The Neris is a river that rises in Belarus and flows through Lithuania. "
                "It is 510 km long, of which 228 km lie in Belarus, and it joins the Neman at "
                "Kaunas, making it the Neman's largest tributary."
            ),
            D(
                "Neris Regional Park: Neris Regional Park is a protected area in central "
                "Lithuania, established in 1992 along the valley between Vilnius and "
                "Kernav\u0117. It protects river terraces, oak forests and several archaeological "
                "sites."
            ),
            D(
                "Vilnius University: Vilnius University is a public research university in "
                "Lithuania, founded in 1579 by Stephen B\u00e1thory as a Jesuit academy. It is "
                "the oldest university in the Baltic states and one of the oldest in Central "
                "Europe."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which mountains does the river that fed the Aral Sea from the south rise?",
        "the Pamir Mountains",
        [
            D(
                "Syr Darya: The Syr Darya is a river in Central Asia, about 2,212 km long. It "
                "rises in the Tian Shan of Kyrgyzstan, crosses the Fergana Valley and flows "
                "northwest through Kazakhstan towards the northern remnant of the shrinking lake."
            ),
            S(
                "Aral Sea: The Aral Sea was an endorheic lake lying between Kazakhstan to the "
                "north and Uzbekistan to the south. Once the fourth-largest lake in the world, it "
                "was fed by the Amu Darya from the south and the Syr Darya from the northeast, "
                "and it began shrinking in the 1960s after Soviet irrigation projects diverted "
                "both rivers."
            ),
            D(
                "Aralkum Desert: The Aralkum is a desert in Central Asia that has formed since "
                "the 1960s on the exposed seabed of the former lake. Covering about 60,000 "
                "km\u00b2, it is considered the youngest desert in the world, and its salty dust "
                "storms affect the health of the surrounding population."
            ),
            D(
                "Tian Shan: The Tian Shan is a large mountain system of Central Asia, stretching "
                "about 2,500 km across Kazakhstan, Kyrgyzstan, China and Uzbekistan. Its highest "
                "peak is Jengish Chokusu, at 7,439 m, and its glaciers supply several major "
                "rivers of the region."
            ),
            S(
                "Amu Darya: The Amu Darya is a major river in Central Asia, about 2,400 km long. "
                "It is formed by the confluence of the Vakhsh and Panj rivers, whose headwaters "
                "lie in the Pamir Mountains, and it flows northwest along the border of "
                "Afghanistan and through Turkmenistan and Uzbekistan."
            ),
            D(
                "North Aral Sea: The North Aral Sea is the northern part of the former lake, "
                "lying in Kazakhstan. The Kok-Aral Dam, completed in 2005 with funding from the "
                "World Bank, separated it from the southern basin and allowed its water level and "
                "fisheries to recover."
            ),
            D(
                "Muynak: Muynak is a town in the Republic of Karakalpakstan in Uzbekistan. Once a "
                "busy fishing port on the shore of the lake, it now lies more than 100 km from "
                "the water, and rusting ships stranded in the sand have become a tourist "
                "attraction."
            ),
            D(
                "Karakum Canal: The Karakum Canal is one of the largest irrigation canals in the "
                "world, running about 1,375 km across the Karakum Desert in Turkmenistan. Built "
                "between 1954 and 1988, it made large-scale cotton growing possible in the region."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the elevation of the highest peak of Monte Rosa?",
        "4,634 m",
        [
            D(
                "Nordend: The Nordend is a mountain in the Pennine Alps on the border between "
                "Switzerland and Italy. With an elevation of 4,609 m it is the northernmost "
                "summit of the massif, and it was first climbed in 1861 by a party led by Edward "
                "Buxton."
            ),
            D(
                "Liskamm: The Liskamm is a mountain in the Pennine Alps on the border between "
                "Switzerland and Italy, with two summits reaching 4,527 m and 4,479 m. Its long, "
                "corniced ridge has earned it the nickname of 'man-eater' because of frequent "
                "fatal accidents."
            ),
            S(
                "Monte Rosa: Monte Rosa is a mountain massif in the eastern part of the Pennine "
                "Alps, on the border between Switzerland and Italy. It is the second-highest "
                "mountain in the Alps and in Western Europe after Mont Blanc, and its highest "
                "summit is the Dufourspitze."
            ),
            D(
                "Capanna Regina Margherita: The Capanna Regina Margherita is a mountain hut on "
                "the summit of the Signalkuppe in the Pennine Alps. Standing at 4,554 m, it is "
                "the highest building in Europe, and it was inaugurated in 1893 in the presence "
                "of Queen Margherita of Italy."
            ),
            D(
                "Gorner Glacier: The Gorner Glacier is a valley glacier in the Pennine Alps near "
                "Zermatt in the canton of Valais. About 12 km long, it is the second-largest "
                "glacier in the Alps and is fed by several tributary glaciers flowing down from "
                "the surrounding massif."
            ),
            S(
                "Dufourspitze: The Dufourspitze is the highest peak of Switzerland, with an "
                "elevation of 4,634 m above sea level. It lies in the Pennine Alps, and it was "
                "named in 1863 after the Swiss general and cartographer Guillaume-Henri Dufour."
            ),
            D(
                "Monte Rosa Hut: The Monte Rosa Hut is a mountain hut of the Swiss Alpine Club "
                "above Zermatt in the canton of Valais, at an altitude of 2,883 m. The present "
                "building, opened in 2009, is largely self-sufficient in energy and is a base for "
                "ascents of the massif."
            ),
            D(
                "Weisshorn: The Weisshorn is a major peak of the Pennine Alps in the canton of "
                "Valais, Switzerland, with an elevation of 4,506 m. It was first climbed in 1861 "
                "by John Tyndall with the guides Johann Joseph Bennen and Ulrich Wenger."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the company where Jack Kilby built the first integrated circuit founded?",
        "1930",
        [
            D(
                "Robert Noyce: Robert Norton Noyce (December 12, 1927 \u2013 June 3, 1990) was an "
                "American physicist and entrepreneur. He co-founded Fairchild Semiconductor in "
                "1957 and Intel in 1968, and he is credited with a monolithic silicon version of "
                "the integrated circuit in 1959."
            ),
            S(
                "Jack Kilby: Jack St. Clair Kilby (November 8, 1923 \u2013 June 20, 2005) was an "
                "American electrical engineer. In the summer of 1958, shortly after joining Texas "
                "Instruments, he built the first working integrated circuit, and he was awarded "
                "the Nobel Prize in Physics in 2000."
            ),
            D(
                "Fairchild Semiconductor: Fairchild Semiconductor International was an American "
                "semiconductor company founded in 1957 in San Jose, California, by eight "
                "engineers who had left Shockley Semiconductor Laboratory. It developed the first "
                "commercially practical integrated circuit and became a seedbed of Silicon Valley."
            ),
            D(
                "Integrated circuit: An integrated circuit is a small electronic device made of a "
                "semiconductor material, usually silicon, on which a large number of transistors "
                "and other components are fabricated together. The first working examples were "
                "demonstrated in the late 1950s, and they are now used in virtually all "
                "electronic equipment."
            ),
            S(
                "Texas Instruments: Texas Instruments Incorporated (TI) is an American "
                "multinational semiconductor company headquartered in Dallas, Texas. It was "
                "founded in 1930 as Geophysical Service Incorporated, a supplier of seismic "
                "exploration services, and adopted its present name in 1951."
            ),
            D(
                "Motorola: Motorola, Inc. was an American multinational telecommunications "
                "company based in Schaumburg, Illinois. Founded in 1928 by the brothers Paul and "
                "Joseph Galvin as Galvin Manufacturing Corporation, it was split into two "
                "independent public companies in 2011."
            ),
            D(
                "Speak & Spell (toy): Speak & Spell is a line of handheld electronic toys "
                "introduced in 1978 to teach children spelling. It was one of the first devices "
                "to use a single-chip speech synthesizer, and it appeared in the film E.T. the "
                "Extra-Terrestrial."
            ),
            D(
                "TI-83 series: The TI-83 series is a line of graphing calculators first released "
                "in 1996. It became one of the most widely used calculators in secondary schools "
                "in the United States, and later models added more memory and colour displays."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what year did the country whose capital is asmara become independent",
        "1993",
        [
            D(
                "Massawa: Massawa is a port city on the coast of the Red Sea in Eritrea. An "
                "important harbour for centuries, it was ruled by the Ottomans and the Egyptians "
                "before becoming the first capital of the Italian colony, and its old town is "
                "built on two islands."
            ),
            S(
                "Asmara: Asmara is the capital and most populous city of Eritrea, lying on the "
                "edge of an escarpment at an altitude of about 2,325 m. Known for its early "
                "twentieth-century Italian modernist architecture, the city was inscribed as a "
                "UNESCO World Heritage Site in 2017."
            ),
            D(
                "Eritrean War of Independence: The Eritrean War of Independence was an armed "
                "conflict fought between Eritrean independence fighters and successive Ethiopian "
                "governments from 1 September 1961 to 24 May 1991. It ended when the Eritrean "
                "People's Liberation Front took control of the territory."
            ),
            D(
                "Addis Ababa: Addis Ababa is the capital and largest city of Ethiopia, founded in "
                "1886 by Emperor Menelik II. Lying at about 2,355 m above sea level in the "
                "central highlands, it is the seat of the African Union and the United Nations "
                "Economic Commission for Africa."
            ),
            S(
                "Eritrea: Eritrea is a country in the Horn of Africa, bordered by Ethiopia, Sudan "
                "and Djibouti. After a thirty-year armed struggle, it gained its independence "
                "from Ethiopia in May 1993, following a referendum supervised by the United "
                "Nations in which almost all voters chose independence."
            ),
            D(
                "South Sudan: South Sudan is a landlocked country in East Africa whose capital is "
                "Juba. It became independent from Sudan on 9 July 2011 after a referendum in "
                "which nearly 99 per cent of voters chose secession, making it the most recent "
                "sovereign state with widespread recognition."
            ),
            D(
                "Fiat Tagliero Building: The Fiat Tagliero Building is a service station in the "
                "Eritrean capital, completed in 1938 to a design by the Italian engineer Giuseppe "
                "Pettazzi. It is a celebrated example of Futurist architecture, with two "
                "cantilevered wings each 15 metres long."
            ),
            D(
                "Asmara International Airport: Asmara International Airport is the main "
                "international airport of the country, located about 6 km south of the capital. "
                "Built during the Italian colonial period, it is the home base of the national "
                "carrier Eritrean Airlines."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city that hosts the headquarters of the Commonwealth of "
        "Independent States?",
        "the Svislach",
        [
            D(
                "Belovezha Accords: The Belovezha Accords are the agreement signed on 8 December "
                "1991 at the state dacha of Viskuli in the Bia\u0142owie\u017ca Forest by the "
                "leaders of Russia, Ukraine and Belarus. It declared that the Soviet Union had "
                "ceased to exist as a subject of international law and geopolitical reality."
            ),
            D(
                "Berezina: The Berezina is a river in Belarus and a right tributary of the "
                "Dnieper, about 613 km long. It is known for the Battle of the Berezina of "
                "November 1812, when Napoleon's retreating Grande Arm\u00e9e crossed it under "
                "Russian attack."
            ),
            S(
                "Commonwealth of Independent States: The Commonwealth of Independent States (CIS) "
                "is a regional intergovernmental organisation of post-Soviet states in Eurasia, "
                "formed in December 1991 after the dissolution of the Soviet Union. Its executive "
                "committee has its headquarters in Minsk."
            ),
            D(
                "Eurasian Economic Union: The Eurasian Economic Union is an economic union of "
                "five post-Soviet states, established by a treaty signed in Astana in May 2014. "
                "Its governing body, the Eurasian Economic Commission, is headquartered in Moscow."
            ),
            D(
                "Commonwealth of Nations: The Commonwealth of Nations is a voluntary association "
                "of 56 member states, most of them former territories of the British Empire. Its "
                "Secretariat, established in 1965, is headquartered at Marlborough House in "
                "London."
            ),
            S(
                "Minsk: Minsk is the capital and largest city of Belarus, with a population of "
                "about two million. It lies on the Svislach and the now largely underground "
                "Niamiha rivers, and it was almost completely rebuilt after its destruction in "
                "the Second World War."
            ),
            D(
                "Collective Security Treaty Organization: The Collective Security Treaty "
                "Organization is an intergovernmental military alliance of several post-Soviet "
                "states, based on a treaty signed in Tashkent in 1992. Its secretariat is located "
                "in Moscow."
            ),
            D(
                "Minsk (aircraft carrier): Minsk was a Kiev-class aircraft carrier of the Soviet "
                "Navy, commissioned in 1978 and decommissioned in 1993. After being sold, it "
                "became the centrepiece of a military theme park in Shenzhen, China."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "how far below sea level is the lowest point of djibouti",
        "155 m",
        [
            D(
                "Danakil Depression: The Danakil Depression is a plain in the Afar Triangle of "
                "northeastern Ethiopia, lying more than 100 m below sea level. Its hydrothermal "
                "field at Dallol is one of the hottest inhabited places on Earth, with colourful "
                "salt and sulphur deposits."
            ),
            S(
                "Djibouti: Djibouti is a country in the Horn of Africa, bordered by Eritrea to "
                "the north, Ethiopia to the west and south, and Somalia to the southeast. Its "
                "terrain is mostly volcanic desert, and its lowest point is Lake Assal in the "
                "centre of the country."
            ),
            D(
                "Mousa Alli: Mousa Alli is a stratovolcano at the meeting point of the borders of "
                "Djibouti, Eritrea and Ethiopia. With an elevation of 2,028 m, its summit is the "
                "highest point of Djibouti, and its slopes are covered with ancient lava flows."
            ),
            D(
                "Lake Abbe: Lake Abbe is a salt lake on the border between Ethiopia and Djibouti, "
                "fed by the Awash River. It is known for its limestone chimneys, some of them 50 "
                "m high, and for the large flocks of flamingos that gather on its shores."
            ),
            S(
                "Lake Assal: Lake Assal is a crater lake in central Djibouti, west of the Gulf of "
                "Tadjoura. Lying 155 m below sea level, it is the lowest point in Africa, and "
                "with a salinity about ten times that of the sea it is one of the saltiest bodies "
                "of water in the world."
            ),
            D(
                "Qattara Depression: The Qattara Depression is a large desert basin in "
                "northwestern Egypt, covering about 19,605 km\u00b2. Its lowest point lies 133 m "
                "below sea level, and during the Second World War its salt marshes protected the "
                "southern flank of the El Alamein line."
            ),
            D(
                "Gulf of Tadjoura: The Gulf of Tadjoura is a gulf of the Indian Ocean in the Horn "
                "of Africa, forming the westernmost part of the Gulf of Aden. Most of the "
                "country's coastline lies along it, and the capital stands on its southern shore."
            ),
            D(
                "Djibouti City: Djibouti City is the capital and largest city of the Republic of "
                "Djibouti, home to about 600,000 people. Founded by the French in 1888, it is an "
                "important port on the Gulf of Aden and hosts military bases of several foreign "
                "powers, including France, the United States, Japan and China."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the university where Chicago Pile-1 was built founded?",
        "1890",
        [
            D(
                "Chicago Pile-2: Chicago Pile-2 was a nuclear reactor built in 1943 in the "
                "Argonne Forest south of Chicago, using the graphite and uranium of the first "
                "reactor, which had been dismantled. It was operated until 1954 and later buried "
                "at the Site A / Plot M disposal site."
            ),
            S(
                "Chicago Pile-1: Chicago Pile-1 was the world's first artificial nuclear reactor. "
                "Built under the west viewing stands of the original Stagg Field at the "
                "University of Chicago as part of the Manhattan Project, it achieved the first "
                "self-sustaining nuclear chain reaction on 2 December 1942, under the direction "
                "of Enrico Fermi."
            ),
            D(
                "Argonne National Laboratory: Argonne National Laboratory is a science and "
                "engineering research laboratory of the United States Department of Energy, "
                "located in Lemont, Illinois. Founded in 1946 as the successor to the wartime "
                "Metallurgical Laboratory, it was the first national laboratory in the country."
            ),
            D(
                "Stagg Field: Stagg Field is the name of two successive athletic stadiums in "
                "Chicago, named after the football coach Amos Alonzo Stagg. The original stadium "
                "was demolished in 1957, and its site is now occupied by the Joe and Rika "
                "Mansueto Library."
            ),
            S(
                "University of Chicago: The University of Chicago is a private research "
                "university in Chicago, Illinois. It was founded in 1890 by the American Baptist "
                "Education Society with a large donation from the oil magnate John D. "
                "Rockefeller, and its main campus lies in the Hyde Park neighbourhood."
            ),
            D(
                "Northwestern University: Northwestern University is a private research "
                "university with its main campus in Evanston, Illinois, just north of the city of "
                "Chicago. It was founded in 1851 by a group of Methodist businessmen and is a "
                "member of the Big Ten Conference."
            ),
            D(
                "X-10 Graphite Reactor: The X-10 Graphite Reactor is a decommissioned nuclear "
                "reactor at Oak Ridge National Laboratory in Tennessee. It went critical in "
                "November 1943 as the world's second artificial nuclear reactor and the first "
                "designed for continuous operation."
            ),
            D(
                "Nuclear Energy (sculpture): Nuclear Energy is a bronze sculpture by Henry Moore, "
                "unveiled in 1967 on the site where the first controlled nuclear chain reaction "
                "took place. It marks the 25th anniversary of the experiment and is a National "
                "Historic Landmark."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which peninsula do the Flame Towers stand?",
        "the Absheron Peninsula",
        [
            D(
                "Maiden Tower (Baku): The Maiden Tower is a twelfth-century monument in the Old "
                "City of the Azerbaijani capital. About 29 m high, it is one of the country's "
                "most recognisable landmarks, and together with the Palace of the Shirvanshahs it "
                "was inscribed as a UNESCO World Heritage Site in 2000."
            ),
            S(
                "Flame Towers: The Flame Towers are a trio of skyscrapers in Baku, the capital of "
                "Azerbaijan, completed in 2012. The tallest is 182 m high, and at night their "
                "facades are covered with LED screens that display the movement of fire."
            ),
            D(
                "Heydar Aliyev Center: The Heydar Aliyev Center is a cultural centre in the "
                "Azerbaijani capital, designed by the architect Zaha Hadid and opened in 2012. "
                "Its flowing curved form without sharp angles won the Design of the Year award of "
                "the Design Museum in London in 2014."
            ),
            D(
                "Kamchatka Peninsula: The Kamchatka Peninsula is a peninsula about 1,250 km long "
                "in the Russian Far East, lying between the Pacific Ocean and the Sea of Okhotsk. "
                "It has one of the highest concentrations of active volcanoes in the world."
            ),
            S(
                "Baku: Baku is the capital and largest city of Azerbaijan and the largest city on "
                "the Caspian Sea. It lies on the southern shore of the Absheron Peninsula, about "
                "28 m below sea level, and it is a centre of the country's oil industry."
            ),
            D(
                "Baku Crystal Hall: Baku Crystal Hall is an indoor arena in the Azerbaijani "
                "capital, built on the shore of the Caspian at National Flag Square. With a "
                "capacity of about 25,000, it was completed in 2012 to host the Eurovision Song "
                "Contest."
            ),
            D(
                "Gobustan National Park: Gobustan National Park is a protected area southwest of "
                "the Azerbaijani capital, known for more than 6,000 rock carvings dating back as "
                "far as 40,000 years. It was inscribed as a UNESCO World Heritage Site in 2007."
            ),
            D(
                "Azerbaijan Tower: Azerbaijan Tower is a proposed skyscraper on the Khazar "
                "Islands, an artificial archipelago off the coast south of the Azerbaijani "
                "capital. Planned at a height of 1,050 m, it would be the tallest building in the "
                "world."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which pope issued the bull whose dividing line the Treaty of Tordesillas moved westward?",
        "Pope Alexander VI",
        [
            D(
                "Treaty of Zaragoza: The Treaty of Zaragoza was a peace treaty between Castile "
                "and Portugal, signed on 22 April 1529. It fixed an antimeridian line in the "
                "Pacific Ocean to divide the two kingdoms' spheres of influence in Asia, settling "
                "their dispute over the Moluccas."
            ),
            S(
                "Treaty of Tordesillas: The Treaty of Tordesillas, signed on 7 June 1494 in the "
                "Castilian town of Tordesillas, divided newly discovered lands outside Europe "
                "between Portugal and the Crown of Castile. The line was set 370 leagues west of "
                "the Cape Verde islands, replacing the line drawn by the papal bull Inter caetera "
                "of 1493."
            ),
            D(
                "Treaty of Alc\u00e1\u00e7ovas: The Treaty of Alc\u00e1\u00e7ovas was signed on 4 "
                "September 1479 between the Catholic Monarchs of Castile and Aragon and King "
                "Afonso V of Portugal. It ended the War of the Castilian Succession and "
                "recognised Portuguese control over the Atlantic islands except the Canaries."
            ),
            D(
                "Pope Julius II: Pope Julius II (born Giuliano della Rovere; 1443 \u2013 21 "
                "February 1513) was head of the Catholic Church from 1503 to 1513. Known as the "
                "Warrior Pope, he commissioned the rebuilding of St. Peter's Basilica and in 1506 "
                "issued a bull confirming an agreement between two Iberian kingdoms."
            ),
            S(
                "Inter caetera: Inter caetera is a papal bull issued by Pope Alexander VI on 4 "
                "May 1493. It granted to the Catholic Monarchs of Castile and Aragon all lands to "
                "the west and south of a pole-to-pole line 100 leagues west of the Azores or the "
                "Cape Verde islands."
            ),
            D(
                "Romanus Pontifex: Romanus Pontifex is a papal bull written by Pope Nicholas V on "
                "8 January 1455 to King Afonso V of Portugal. It confirmed Portuguese rights over "
                "lands discovered along the coast of West Africa and is regarded as one of the "
                "foundations of the doctrine of discovery."
            ),
            D(
                "Tordesillas: Tordesillas is a town and municipality in the province of "
                "Valladolid, in the Spanish autonomous community of Castile and Le\u00f3n. It "
                "lies on the Duero about 25 km southwest of Valladolid and is known for the Royal "
                "Monastery of Santa Clara."
            ),
            D(
                "Line of Demarcation: The line of demarcation is a term for a meridian dividing "
                "the world into zones of exploration, trade and colonisation between Castile and "
                "Portugal at the end of the fifteenth century. Its exact position was long "
                "disputed because longitude could not be measured accurately at sea."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the administrative centre of the county that contains the Lofoten archipelago?",
        "Bod\u00f8",
        [
            D(
                "Svolv\u00e6r: Svolv\u00e6r is a town in V\u00e5gan Municipality in northern "
                "Norway and the administrative centre of the municipality. Located on the island "
                "of Austv\u00e5g\u00f8ya, it is the largest town of the archipelago and a base "
                "for the cod fishery and for tourism."
            ),
            S(
                "Lofoten: Lofoten is an archipelago and traditional district in Nordland county, "
                "Norway. Lying north of the Arctic Circle, it is known for its steep mountains, "
                "sheltered bays and fishing villages, and for the seasonal cod fishery that has "
                "drawn fishermen for over a thousand years."
            ),
            D(
                "Vester\u00e5len: Vester\u00e5len is an archipelago in northern Norway lying just "
                "north of the better-known islands of the Lofoten district. Its largest island is "
                "Hinn\u00f8ya, the largest island of Norway outside Svalbard, and its towns "
                "include Sortland and Stokmarknes, where the Hurtigruten coastal ship service was "
                "founded in 1893."
            ),
            D(
                "Troms: Troms is a county in northern Norway, bordering Finnmark to the northeast "
                "and Sweden and Finland to the south. Its administrative centre is Troms\u00f8, a "
                "city known for its Arctic Cathedral and for sightings of the northern lights."
            ),
            S(
                "Nordland: Nordland is a county in northern Norway, stretching about 500 km along "
                "the coast between Tr\u00f8ndelag and Troms. Its administrative centre and "
                "largest town is Bod\u00f8, and the county includes the islands of Lofoten, "
                "Vester\u00e5len and Helgeland."
            ),
            D(
                "Moskstraumen: Moskstraumen is a system of tidal eddies and whirlpools in the "
                "open sea off the southern tip of the Lofoten islands. One of the strongest tidal "
                "currents in the world, it inspired the maelstrom described by Edgar Allan Poe."
            ),
            D(
                "Narvik: Narvik is a town in northern Norway on the Ofotfjord, founded in 1902 as "
                "an ice-free port for iron ore shipped by rail from the Swedish mines of Kiruna. "
                "It was the scene of fierce fighting in 1940 between German and Allied forces."
            ),
            D(
                "Lofoten Wall: The Lofoten Wall is the name given to the chain of steep mountains "
                "running along the islands of the district, which seen from the mainland appears "
                "as a continuous wall rising from the sea. Its peaks reach more than 1,000 m."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which is deeper, Loch Ness or Loch Lomond?",
        "Loch Ness",
        [
            D(
                "Loch Morar: Loch Morar is a freshwater loch in the Lochaber area of the Scottish "
                "Highlands. With a maximum depth of 310 m, it is the deepest freshwater body in "
                "the British Isles, and it is said to be home to a monster called Morag."
            ),
            S(
                "Loch Lomond: Loch Lomond is a freshwater Scottish loch crossing the Highland "
                "Boundary Fault. It is 36 km long and has the largest surface area of any lake in "
                "Great Britain, with a maximum depth of about 190 m in its narrow northern part."
            ),
            D(
                "Loch Ness Monster: The Loch Ness Monster, affectionately known as Nessie, is a "
                "creature in Scottish folklore said to inhabit the loch of the same name. Popular "
                "interest grew in 1933, and a famous photograph of 1934 was later revealed to be "
                "a hoax."
            ),
            D(
                "Ben Lomond: Ben Lomond is a mountain in the Scottish Highlands, rising to 974 m "
                "on the eastern shore of the loch that shares its name. It is the most southerly "
                "Munro and is one of the most popular hill walks in Scotland."
            ),
            D(
                "Loch Tay: Loch Tay is a freshwater loch in the central Highlands of Scotland, "
                "about 23 km long. It is the source of the River Tay, the longest river in "
                "Scotland, and it is known for its reconstructed Iron Age crannog, a dwelling "
                "built on stilts over the water."
            ),
            D(
                "Loch Lomond and The Trossachs National Park: Loch Lomond and The Trossachs "
                "National Park is a national park in Scotland, established in 2002 as the first "
                "of the country's two national parks. It covers 1,865 km\u00b2 and includes 21 "
                "Munros and 22 large lochs."
            ),
            S(
                "Loch Ness: Loch Ness is a large freshwater loch in the Scottish Highlands, "
                "extending about 36 km southwest of Inverness. It is the largest Scottish loch by "
                "volume, and with a maximum depth of about 230 m it is the second deepest after "
                "Loch Morar."
            ),
            D(
                "River Ness: The River Ness is a river in the Scottish Highlands, about 10 km "
                "long, flowing northeast from the northern end of the loch through the city of "
                "Inverness into the Beauly Firth."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which is higher, the Zugspitze or the Grossglockner?",
        "the Grossglockner",
        [
            D(
                "Watzmann: The Watzmann is a mountain in the Berchtesgaden Alps in Bavaria, "
                "Germany. With an elevation of 2,713 m it is the third-highest mountain of "
                "Germany, and its sheer east face is the highest rock face in the Eastern Alps."
            ),
            S(
                "Zugspitze: The Zugspitze is the highest peak of the Wetterstein Mountains and "
                "the highest mountain in Germany, at 2,962 m above sea level. It lies south of "
                "the town of Garmisch-Partenkirchen, and the border between Germany and Austria "
                "runs over its western summit."
            ),
            D(
                "Pasterze: The Pasterze is the longest glacier in Austria, about 8 km long, lying "
                "in the Glockner Group of the Hohe Tauern. It has retreated strongly since the "
                "middle of the nineteenth century and is a major attraction of the Hohe Tauern "
                "National Park."
            ),
            D(
                "Wildspitze: The Wildspitze is the highest mountain in the \u00d6tztal Alps and "
                "the second-highest mountain in Austria, at 3,768 m. It lies in the state of "
                "Tyrol and was first climbed in 1848 by Leander Klotz."
            ),
            S(
                "Grossglockner: The Grossglockner is the highest mountain in Austria and the "
                "highest mountain in the Alps east of the Brenner Pass, at 3,798 m above the "
                "Adriatic. It is the principal peak of the Glockner Group in the Hohe Tauern "
                "range."
            ),
            D(
                "Grossglockner High Alpine Road: The Grossglockner High Alpine Road is a scenic "
                "mountain pass road in Austria, opened in 1935. It is 48 km long and climbs to "
                "2,504 m at the Hochtor pass, connecting the states of Salzburg and Carinthia, "
                "and it is one of the most visited tourist attractions in the country."
            ),
            D(
                "Bavarian Zugspitze Railway: The Bavarian Zugspitze Railway is a metre-gauge rack "
                "railway in Bavaria, opened in 1930, that runs from Garmisch-Partenkirchen to the "
                "Zugspitzplatt. It is one of only four rack railways still operating in Germany."
            ),
            D(
                "Eibsee: The Eibsee is a lake in Bavaria, Germany, at an altitude of 973 m at the "
                "foot of the Wetterstein Mountains. It was formed by a prehistoric rockfall and "
                "is known for its clear green water and small islands."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which is longer the dnieper or the dniester",
        "the Dnieper",
        [
            S(
                "Dniester: The Dniester is a transboundary river in Eastern Europe. It rises in "
                "the Carpathian Mountains of Ukraine, flows through Moldova and back into "
                "Ukraine, and drains into the Black Sea after a course of 1,362 km."
            ),
            D(
                "Southern Bug: The Southern Bug is a navigable river in Ukraine, about 806 km "
                "long. It rises in the Podolian Upland and flows southeast into the "
                "Dnieper\u2013Bug Estuary of the Black Sea near the city of Mykolaiv, an old "
                "shipbuilding centre."
            ),
            D(
                "Prut: The Prut is a river in Eastern Europe, about 953 km long, and a left "
                "tributary of the Danube. It rises on the slopes of Hoverla in the Ukrainian "
                "Carpathians and forms much of the border between Romania and Moldova."
            ),
            D(
                "Dnieper Hydroelectric Station: The Dnieper Hydroelectric Station is a "
                "hydroelectric power station in the city of Zaporizhzhia, Ukraine. Completed in "
                "1932, it was the largest power plant in Europe at the time and a showpiece of "
                "the first Soviet five-year plan."
            ),
            D(
                "Pripyat River: The Pripyat is a river in Eastern Europe, about 761 km long, "
                "flowing through Ukraine and Belarus. It drains the Pinsk Marshes, and the "
                "abandoned city of Pripyat near the Chernobyl Nuclear Power Plant was named after "
                "it."
            ),
            S(
                "Dnieper: The Dnieper is one of the major transboundary rivers of Europe, rising "
                "in the Valdai Hills near Smolensk, Russia, and flowing through Russia, Belarus "
                "and Ukraine to the Black Sea. With a total length of 2,201 km, it is the "
                "fourth-longest river in Europe."
            ),
            D(
                "Dniester Estuary: The Dniester Estuary is a liman on the northwestern coast of "
                "the Black Sea in the Odesa Oblast of Ukraine, about 42 km long. It is separated "
                "from the sea by a narrow sandbar, and the fortress town of Bilhorod-Dnistrovskyi "
                "stands on its shore."
            ),
            D(
                "Kakhovka Reservoir: The Kakhovka Reservoir was a water reservoir on the lower "
                "course of the great river of Ukraine, created in 1956. It was drained after the "
                "destruction of the Kakhovka Dam in June 2023 during the Russian invasion of "
                "Ukraine."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Edward Jenner or Hans Christian \u00d8rsted?",
        "Edward Jenner",
        [
            D(
                "Anders Sand\u00f8e \u00d8rsted (jurist): Anders Sand\u00f8e \u00d8rsted (21 "
                "December 1778 \u2013 1 May 1860) was a Danish jurist and politician who served "
                "as Prime Minister of Denmark from 1853 to 1854. He was the younger brother of a "
                "well-known physicist."
            ),
            S(
                "Hans Christian \u00d8rsted: Hans Christian \u00d8rsted (14 August 1777 \u2013 9 "
                "March 1851) was a Danish physicist and chemist, born in Rudk\u00f8bing on the "
                "island of Langeland. In 1820 he discovered that electric currents create "
                "magnetic fields, an important step towards electromagnetism."
            ),
            D(
                "Smallpox vaccine: The smallpox vaccine was the first vaccine to be developed "
                "against a contagious disease. It was introduced in 1796 using material from "
                "cowpox lesions, and its worldwide use led to the eradication of smallpox, "
                "certified by the World Health Organization in 1980."
            ),
            D(
                "\u00d8rsted (unit): The oersted is the unit of the auxiliary magnetic field H in "
                "the centimetre\u2013gram\u2013second system of units. It was named in 1930 after "
                "a Danish physicist and is equivalent to 1,000/4\u03c0 amperes per metre."
            ),
            D(
                "\u00d8rsted (company): \u00d8rsted A/S is a Danish multinational power company "
                "based in Fredericia, the largest developer of offshore wind power in the world. "
                "Known as DONG Energy until 2017, it was renamed after a nineteenth-century "
                "Danish physicist."
            ),
            S(
                "Edward Jenner: Edward Jenner (17 May 1749 \u2013 26 January 1823) was an English "
                "physician and scientist, born in Berkeley, Gloucestershire. He pioneered the "
                "concept of vaccines, including the smallpox vaccine, and is often called the "
                "father of immunology."
            ),
            D(
                "Jenner Institute: The Jenner Institute is a research institute of the University "
                "of Oxford, founded in 2005 and dedicated to the development of vaccines against "
                "major global diseases. In 2020 it developed the Oxford\u2013AstraZeneca COVID-19 "
                "vaccine."
            ),
            D(
                "James Phipps: James Phipps was the first person to be given the experimental "
                "cowpox vaccine in May 1796, at the age of eight. He was the son of a labourer "
                "who worked for the English physician who carried out the experiment in "
                "Gloucestershire."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded earlier, Fokker or Saab?",
        "Fokker",
        [
            D(
                "Saab Automobile: Saab Automobile AB was a Swedish car manufacturer based in "
                "Trollh\u00e4ttan, created in 1945 when its aircraft-making parent began "
                "designing a small car. It was owned by General Motors from 2000 to 2010 and went "
                "bankrupt in 2011."
            ),
            D(
                "Anthony Fokker: Anton Herman Gerard Fokker (6 April 1890 \u2013 23 December "
                "1939) was a Dutch aviation pioneer and aircraft manufacturer. During the First "
                "World War his factory supplied the German air service with fighters such as the "
                "Fokker Eindecker and the Fokker D.VII."
            ),
            S(
                "Saab AB: Saab AB is a Swedish aerospace and defence company headquartered in "
                "Stockholm. It was founded in 1937 in Trollh\u00e4ttan as Svenska Aeroplan "
                "Aktiebolaget to build military aircraft for the Swedish Air Force, and it now "
                "makes the JAS 39 Gripen fighter."
            ),
            D(
                "Fokker F27 Friendship: The Fokker F27 Friendship is a turboprop airliner "
                "developed and manufactured by the Dutch aircraft maker. First flown in 1955, it "
                "became one of the best-selling turboprop airliners in the West, with 586 built "
                "in the Netherlands."
            ),
            D(
                "Saab JAS 39 Gripen: The Saab JAS 39 Gripen is a light single-engine multirole "
                "fighter aircraft manufactured by the Swedish aerospace company. It first flew in "
                "1988 and entered service with the Swedish Air Force in 1996, and it has been "
                "exported to several countries."
            ),
            S(
                "Fokker: Fokker was a Dutch aircraft manufacturer named after its founder, "
                "Anthony Fokker. The company was founded in 1912 in Johannisthal near Berlin, "
                "moved to the Netherlands in 1919, and produced aircraft until its bankruptcy in "
                "1996."
            ),
            D(
                "Fokker Dr.I: The Fokker Dr.I Dreidecker is a triplane fighter aircraft built by "
                "the Dutch-founded firm for the German air service in 1917 and 1918. It is best "
                "known as the aircraft in which Manfred von Richthofen gained his last 19 "
                "victories."
            ),
            D(
                "Scania AB: Scania AB is a Swedish manufacturer of heavy lorries and buses, "
                "headquartered in S\u00f6dert\u00e4lje. Founded in 1891 as Vabis, it merged with "
                "Scania in 1911 and was later part of Saab-Scania from 1969 to 1995."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the Swedish king defeated at the Battle of Poltava die?",
        "Fredriksten, Norway",
        [
            D(
                "Peter the Great: Peter I (9 June 1672 \u2013 8 February 1725), better known as "
                "Peter the Great, was Tsar of all Russia from 1682 and Emperor of all Russia from "
                "1721 until his death in Saint Petersburg. He led a cultural revolution that "
                "replaced traditionalist institutions with modern ones."
            ),
            S(
                "Battle of Poltava: The Battle of Poltava was fought on 8 July 1709 near the city "
                "of Poltava in present-day Ukraine. The Russian army under Peter the Great "
                "decisively defeated the Swedish army of Charles XII, marking the beginning of "
                "the end of Sweden's status as a great power."
            ),
            D(
                "Charles XI of Sweden: Charles XI (24 November 1655 \u2013 5 April 1697) was King "
                "of Sweden from 1660 until his death at Tre Kronor castle in Stockholm. He "
                "established absolute monarchy in Sweden and reformed its army and finances."
            ),
            D(
                "Ivan Mazepa: Ivan Stepanovych Mazepa (1639 \u2013 1709) was a Ukrainian military "
                "and political leader who was Hetman of Zaporizhian Host from 1687. He abandoned "
                "the tsar and allied with the Swedish invaders, and he died in exile in Bender a "
                "few months after their defeat."
            ),
            S(
                "Charles XII of Sweden: Charles XII (17 June 1682 \u2013 30 November 1718) was "
                "King of Sweden from 1697. He led the Swedish army in the Great Northern War, and "
                "he was killed by a projectile while besieging the Norwegian fortress of "
                "Fredriksten at Fredrikshald, now Halden."
            ),
            D(
                "Poltava: Poltava is a city in central Ukraine on the Vorskla River and the "
                "administrative centre of Poltava Oblast. It is known for the battle of 1709 and "
                "as the birthplace of the writer Ivan Kotliarevsky."
            ),
            D(
                "Great Northern War: The Great Northern War (1700\u20131721) was a conflict in "
                "which a coalition led by the Tsardom of Russia successfully contested the "
                "supremacy of the Swedish Empire in Northern, Central and Eastern Europe. It "
                "ended with the Treaty of Nystad in 1721, by which Sweden ceded its Baltic "
                "provinces to Russia."
            ),
            D(
                "Battle of Narva (1700): The Battle of Narva was fought on 30 November 1700 near "
                "the town of Narva in present-day Estonia. A Swedish relief force under its "
                "eighteen-year-old king defeated a much larger Russian besieging army in a "
                "snowstorm."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the wife of the author of Trait\u00e9 \u00e9l\u00e9mentaire de chimie?",
        "Marie-Anne Paulze Lavoisier",
        [
            D(
                "Claude Louis Berthollet: Claude Louis Berthollet (9 December 1748 \u2013 6 "
                "November 1822) was a Savoyard-French chemist. He was a co-author of the "
                "M\u00e9thode de nomenclature chimique of 1787, introduced the use of chlorine as "
                "a bleach, and accompanied Napoleon to Egypt."
            ),
            S(
                "Trait\u00e9 \u00e9l\u00e9mentaire de chimie: Trait\u00e9 \u00e9l\u00e9mentaire "
                "de chimie (Elementary Treatise of Chemistry) is a textbook written by Antoine "
                "Lavoisier and published in 1789. It presented a unified view of new theories of "
                "chemistry, contained a list of elements, and is considered the first modern "
                "chemistry textbook."
            ),
            D(
                "Joseph Priestley: Joseph Priestley (24 March 1733 \u2013 6 February 1804) was an "
                "English chemist and theologian who isolated oxygen in 1774. He married Mary "
                "Wilkinson, the sister of the ironmaster John Wilkinson, in 1762, and emigrated "
                "to Pennsylvania in 1794."
            ),
            D(
                "Pierre-Simon Laplace: Pierre-Simon, marquis de Laplace (23 March 1749 \u2013 5 "
                "March 1827) was a French mathematician and astronomer. His five-volume "
                "Trait\u00e9 de m\u00e9canique c\u00e9leste summarised and extended the work of "
                "his predecessors on celestial mechanics."
            ),
            D(
                "Ferme g\u00e9n\u00e9rale: The Ferme g\u00e9n\u00e9rale was an outsourced customs "
                "and excise operation in ancien r\u00e9gime France, which collected taxes on "
                "behalf of the king. Many of the tax farmers, including leading scientists, were "
                "arrested and guillotined in May 1794 during the Reign of Terror."
            ),
            S(
                "Antoine Lavoisier: Antoine-Laurent de Lavoisier (26 August 1743 \u2013 8 May "
                "1794) was a French nobleman and chemist, central to the chemical revolution. In "
                "1771 he married the thirteen-year-old Marie-Anne Pierrette Paulze, who assisted "
                "him in his laboratory and translated English works for him."
            ),
            D(
                "M\u00e9thode de nomenclature chimique: M\u00e9thode de nomenclature chimique is "
                "a book published in 1787 by four French chemists. It proposed a systematic "
                "naming of chemical substances based on their composition, which replaced the "
                "older alchemical names."
            ),
            D(
                "Elements of Chemistry (Kerr translation): Elements of Chemistry is the English "
                "translation by the Scottish surgeon Robert Kerr, published in Edinburgh in 1790, "
                "of a celebrated French chemistry textbook. It went through several editions and "
                "spread the new chemistry in Britain."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of the sceptical chymist born",
        "Lismore Castle, County Waterford, Ireland",
        [
            D(
                "Richard Boyle, 1st Earl of Cork: Richard Boyle, 1st Earl of Cork (13 October "
                "1566 \u2013 15 September 1643) was an English-born politician who was Lord "
                "Treasurer of the Kingdom of Ireland. Born in Canterbury, he became one of the "
                "richest men in Ireland through colonial plantations in Munster."
            ),
            S(
                "The Sceptical Chymist: The Sceptical Chymist: or Chymico-Physical Doubts & "
                "Paradoxes is a book by Robert Boyle, published in London in 1661. Written as a "
                "dialogue, it argued that matter consisted of atoms and clusters of atoms in "
                "motion, and it was an important step from alchemy towards modern chemistry."
            ),
            D(
                "Boyle's law: Boyle's law is an empirical gas law stating that the pressure of a "
                "given mass of gas is inversely proportional to its volume when the temperature "
                "is kept constant. It was published in 1662, and it was also formulated "
                "independently by Edme Mariotte in 1676."
            ),
            D(
                "Lismore, New South Wales: Lismore is a city in the Northern Rivers region of New "
                "South Wales, Australia, on the Wilsons River. It has a population of about "
                "28,000 and is the seat of Southern Cross University."
            ),
            D(
                "Robert Hooke: Robert Hooke (28 July 1635 \u2013 3 March 1703) was an English "
                "polymath, born in Freshwater on the Isle of Wight. He worked as an assistant to "
                "a leading chemist at Oxford, became the first curator of experiments of the "
                "Royal Society, and published Micrographia in 1665."
            ),
            S(
                "Robert Boyle: Robert Boyle (25 January 1627 \u2013 31 December 1691) was an "
                "Anglo-Irish natural philosopher, chemist and physicist, born at Lismore Castle "
                "in County Waterford, Ireland. He is regarded as one of the founders of modern "
                "chemistry and was a founding fellow of the Royal Society."
            ),
            D(
                "The Skeptical Environmentalist: The Skeptical Environmentalist: Measuring the "
                "Real State of the World is a book by the Danish author Bj\u00f8rn Lomborg, first "
                "published in Danish in 1998 and in English in 2001. It argued that many claims "
                "of global environmental problems were exaggerated."
            ),
            D(
                "Royal Society: The Royal Society is a learned society and the United Kingdom's "
                "national academy of sciences, founded on 28 November 1660 and granted a royal "
                "charter by King Charles II. It is the oldest continuously existing scientific "
                "academy in the world, and its motto, Nullius in verba, means 'take nobody's word "
                "for it'."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the statesman who chaired the Congress of Vienna born?",
        "15 May 1773",
        [
            D(
                "Charles Maurice de Talleyrand-P\u00e9rigord: Charles Maurice de "
                "Talleyrand-P\u00e9rigord (2 February 1754 \u2013 17 May 1838) was a French "
                "clergyman and diplomat. He served successive French governments from the "
                "Revolution to the July Monarchy and represented France at the great peace "
                "conference of 1814\u20131815."
            ),
            D(
                "Robert Stewart, Viscount Castlereagh: Robert Stewart, 2nd Marquess of "
                "Londonderry (18 June 1769 \u2013 12 August 1822), usually known as Lord "
                "Castlereagh, was an Anglo-Irish statesman. As British Foreign Secretary from "
                "1812 he led the British delegation at the peace conference in Vienna."
            ),
            S(
                "Klemens von Metternich: Klemens Wenzel Nepomuk Lothar, Prince of "
                "Metternich-Winneburg zu Beilstein (15 May 1773 \u2013 11 June 1859) was a "
                "conservative Austrian statesman and diplomat. He served as the Austrian Empire's "
                "foreign minister from 1809 and as its chancellor from 1821 until the revolutions "
                "of 1848."
            ),
            D(
                "Concert of Europe: The Concert of Europe was a general consensus among the great "
                "powers of nineteenth-century Europe to maintain the European balance of power "
                "and the borders settled in 1815. It was maintained through a series of "
                "congresses, and its influence declined after the Crimean War."
            ),
            D(
                "Congress of Verona: The Congress of Verona met at Verona from 20 October to 14 "
                "December 1822 as part of the series of international conferences that formed the "
                "Concert of Europe. It discussed the Greek revolt and authorised French "
                "intervention in Spain."
            ),
            S(
                "Congress of Vienna: The Congress of Vienna of 1814\u20131815 was a series of "
                "international diplomatic meetings to discuss and agree upon a new layout of the "
                "European political order after the downfall of Napoleon. It was chaired by the "
                "Austrian statesman Klemens von Metternich and held in Vienna from November 1814 "
                "to June 1815."
            ),
            D(
                "Pauline von Metternich: Princess Pauline von Metternich (25 February 1836 \u2013 "
                "28 September 1921) was a famous Austrian socialite, known for her wit and "
                "elegance at the court of Napoleon III. She was the granddaughter and "
                "daughter-in-law of a well-known Austrian chancellor."
            ),
            D(
                "Final Act of the Congress of Vienna: The Final Act was the treaty that embodied "
                "the agreements reached at the peace conference, signed on 9 June 1815, nine days "
                "before the Battle of Waterloo. It redrew the borders of Europe and created the "
                "German Confederation."
            ),
        ],
        drop=0,
    ),
]
