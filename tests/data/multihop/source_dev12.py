"""Development multi-hop questions, batch 12 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, all "titled", 8 passages each
(2 supports, 6 distractors). Measured lengths (characters of "Title: text"): mean support
330, mean distractor 310; every distractor within 30% of its question's mean support
length; a support is the longest passage in 2 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the largest city in the state where Mount Rushmore is located?",
        "Sioux Falls",
        [
            D(
                "Crazy Horse Memorial: The Crazy Horse Memorial is a mountainside monument under "
                "construction on privately held land in Custer County, South Dakota. It depicts "
                "the Oglala Lakota warrior Crazy Horse riding a horse and pointing into the "
                "distance. The project was begun in 1948 by the sculptor Korczak Ziolkowski and is "
                "still far from finished; when complete it would be one of the largest sculptures "
                "in the world."
            ),
            D(
                "Rushmore, Minnesota: Rushmore is a small city in Nobles County, Minnesota, United "
                "States, in the southwestern corner of the state, with a population of fewer than "
                "400 people. The city grew up along a railway line in the late 19th century and is "
                "surrounded by farmland, and it is part of the Worthington micropolitan area."
            ),
            S(
                "Mount Rushmore: Mount Rushmore National Memorial is a national memorial centered "
                "on a colossal sculpture carved into the granite face of Mount Rushmore near "
                "Keystone, South Dakota, in the United States. Sculptor Gutzon Borglum created the "
                "design and oversaw the work from 1927 to 1941. It features the 60-foot heads of "
                "Presidents Washington, Jefferson, Theodore Roosevelt and Lincoln."
            ),
            D(
                "North Dakota: North Dakota is a U.S. state in the Upper Midwest, named after the "
                "Dakota Sioux peoples. It was admitted to the Union on November 2, 1889. Bismarck "
                "is the state capital and Fargo is its largest city, lying on the Red River of the "
                "North across from Moorhead, Minnesota. The state is a major producer of oil and "
                "wheat."
            ),
            D(
                "Gutzon Borglum: John Gutzon de la Mothe Borglum (March 25, 1867 \u2013 March 6, "
                "1941) was an American sculptor best known for his work on a mountain carving of "
                "four presidents. He was also associated with the early carving at Stone Mountain "
                "in Georgia, and he died in Chicago before his largest work was completed."
            ),
            S(
                "South Dakota: South Dakota is a landlocked state in the North Central region of "
                "the United States. It was admitted to the Union on November 2, 1889, at the same "
                "time as North Dakota. Pierre is the state capital, while Sioux Falls, with a "
                "population of about 200,000, is the state's largest city. The state is named "
                "after the Lakota and Dakota Sioux peoples."
            ),
            D(
                "Stone Mountain: Stone Mountain is a quartz monzonite dome monadnock about 15 "
                "miles east of Atlanta, Georgia. Its north face bears the Confederate Memorial "
                "Carving, the largest bas-relief sculpture in the world, which depicts three "
                "Confederate leaders on horseback and was completed in 1972."
            ),
            D(
                "Rapid City, South Dakota: Rapid City is the second-most populous city in South "
                "Dakota and the county seat of Pennington County. Named after Rapid Creek, on "
                "which it was founded in 1876, it lies on the eastern slope of a mountain range "
                "and had a population of about 74,700 at the 2020 census."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which river runs through the dutch city where the treaty founding the european union was "
        "signed",
        "Meuse",
        [
            D(
                "Treaty of Rome: The Treaty of Rome, officially the Treaty establishing the "
                "European Economic Community, brought about the creation of the European Economic "
                "Community. It was signed on 25 March 1957 by Belgium, France, Italy, Luxembourg, "
                "the Netherlands and West Germany, and it came into force on 1 January 1958."
            ),
            D(
                "Nijmegen: Nijmegen is a city and municipality in the Dutch province of "
                "Gelderland, situated on the Waal river close to the German border. It is often "
                "described as the oldest city in the Netherlands, having been founded as a Roman "
                "military camp, and it is home to Radboud University."
            ),
            D(
                "Treaty of Amsterdam: The Treaty of Amsterdam amended the treaties on which the "
                "European Union was founded. It was signed on 2 October 1997 in Amsterdam, the "
                "capital of the Netherlands, and entered into force on 1 May 1999. It strengthened "
                "the powers of the European Parliament and prepared the Union for enlargement."
            ),
            S(
                "Maastricht Treaty: The Treaty on European Union, commonly known as the Maastricht "
                "Treaty, is the foundation treaty of the European Union. It was signed on 7 "
                "February 1992 in Maastricht, Netherlands, by the members of the European "
                "Communities and entered into force on 1 November 1993. It created the three "
                "pillars of the Union and prepared the way for the euro."
            ),
            D(
                "Schengen Agreement: The Schengen Agreement is a treaty that led to the creation "
                "of Europe's Schengen Area, in which internal border checks have largely been "
                "abolished. It was signed on 14 June 1985 by five of the ten member states of the "
                "European Economic Community near the town of Schengen, Luxembourg, on the Moselle."
            ),
            D(
                "Li\u00e8ge: Li\u00e8ge is a major city and municipality of Wallonia and the "
                "capital of the Belgian province of Li\u00e8ge. It lies in the valley of the "
                "Meuse, near the eastern borders of Belgium with the Netherlands and Germany, and "
                "was the seat of a prince-bishopric for more than 800 years. Its metropolitan area "
                "is one of the largest in Belgium."
            ),
            S(
                "Maastricht: Maastricht is a city and municipality in the southeast of the "
                "Netherlands and the capital of the province of Limburg. The city lies on both "
                "sides of the Meuse, close to the Belgian and German borders, and has about "
                "120,000 inhabitants. It is one of the oldest cities in the Netherlands, with a "
                "history going back to Roman times."
            ),
            D(
                "Maastricht Aachen Airport: Maastricht Aachen Airport is a regional airport "
                "located in Beek, in the Dutch province of Limburg. It serves the surrounding "
                "border region, including Aachen in Germany, and is one of the most important "
                "cargo airports in the Netherlands after Amsterdam Airport Schiphol. It opened in "
                "1945 as a military airfield."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the company that bought Instagram founded?",
        "2004",
        [
            D(
                "Kevin Systrom: Kevin York Systrom (born December 30, 1983) is an American "
                "computer programmer and entrepreneur. He co-founded the photo-sharing app "
                "Instagram with Mike Krieger and served as its chief executive officer until both "
                "founders left the company in September 2018. In 2023 he co-founded Artifact, a "
                "news app powered by artificial intelligence."
            ),
            D(
                "WhatsApp: WhatsApp is an instant messaging and voice-over-IP service that lets "
                "users send text, voice messages and images. It was founded in 2009 by Brian Acton "
                "and Jan Koum, two former employees of Yahoo!, and was acquired by Facebook in "
                "February 2014 for approximately US$19 billion."
            ),
            D(
                "Vine (service): Vine was an American short-form video hosting service where users "
                "could share six-second looping clips. It was founded in June 2012 by Dom Hofmann, "
                "Rus Yusupov and Colin Kroll, and the company was bought by Twitter in October "
                "2012, shortly before the app's official launch."
            ),
            S(
                "Meta Platforms: Meta Platforms, Inc., formerly named Facebook, Inc., is an "
                "American multinational technology company headquartered in Menlo Park, "
                "California. It was founded in 2004 by Mark Zuckerberg together with fellow "
                "Harvard College students. The company owns Facebook, Messenger, Threads and "
                "WhatsApp, among other products and services."
            ),
            D(
                "Snapchat: Snapchat is an American multimedia instant messaging app and service "
                "developed by Snap Inc. It was created in 2011 by Evan Spiegel, Bobby Murphy and "
                "Reggie Brown, then students at Stanford University. In 2013 the company turned "
                "down an offer to be bought for about US$3 billion."
            ),
            S(
                "Instagram: Instagram is a photo and video sharing social networking service "
                "created by Kevin Systrom and Mike Krieger. It was launched for iOS in October "
                "2010 and quickly gained popularity. In April 2012, Facebook, Inc. acquired the "
                "service for approximately US$1 billion in cash and stock, and it has been owned "
                "by that company ever since."
            ),
            D(
                "Hipstamatic: Hipstamatic is a digital photography application for iOS, released "
                "by Synthetic Corporation in December 2009. It was one of the first photo apps to "
                "offer square images with vintage-style filters, and it was named Apple's App of "
                "the Year in 2010. Its popularity declined after free photo-filter apps appeared, "
                "and it was relaunched several times."
            ),
            D(
                "Twitter: Twitter, now known as X, is an American social media service. It was "
                "founded in March 2006 by Jack Dorsey, Noah Glass, Biz Stone and Evan Williams and "
                "launched in July of that year. In October 2022 the company was bought by Elon "
                "Musk for about US$44 billion, after which it was renamed and its logo changed "
                "from a bird to a letter."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of the Red Cross born?",
        "8 May 1828",
        [
            D(
                "Clara Barton: Clarissa Harlowe Barton (December 25, 1821 \u2013 April 12, 1912) "
                "was an American nurse and humanitarian who founded the American Red Cross in "
                "1881. She had worked as a hospital nurse during the American Civil War and led "
                "the new organization for more than twenty years."
            ),
            S(
                "International Committee of the Red Cross: The International Committee of the Red "
                "Cross (ICRC) is a humanitarian organization based in Switzerland whose mission is "
                "to protect the victims of armed conflict. It was founded in 1863 on the "
                "initiative of Henry Dunant and is the oldest part of the International Red Cross "
                "and Red Crescent Movement."
            ),
            D(
                "British Red Cross: The British Red Cross Society is the United Kingdom's branch "
                "of the worldwide humanitarian movement. It was founded on 4 August 1870 as the "
                "British National Society for Aid to the Sick and Wounded in War, at the start of "
                "the Franco-Prussian War, and was granted a royal charter in 1908."
            ),
            D(
                "Fr\u00e9d\u00e9ric Passy: Fr\u00e9d\u00e9ric Passy (20 May 1822 \u2013 12 June "
                "1912) was a French economist and pacifist who founded several peace societies and "
                "co-founded the Inter-Parliamentary Union. In 1901 he was one of the two joint "
                "recipients of the first Nobel Peace Prize, awarded in Kristiania, now Oslo, on 10 "
                "December of that year."
            ),
            D(
                "International Federation of Red Cross and Red Crescent Societies: The "
                "International Federation of Red Cross and Red Crescent Societies (IFRC) is a "
                "worldwide humanitarian aid organization. It was founded on 5 May 1919 in Paris as "
                "the League of Red Cross Societies, on the initiative of the American banker Henry "
                "P. Davison."
            ),
            D(
                "Battle of Solferino: The Battle of Solferino was fought on 24 June 1859 near "
                "Solferino and San Martino in Lombardy, between the French and Sardinian armies "
                "and the Austrian army. It ended in a victory for the allies, and the suffering of "
                "the thousands of wounded left on the field shocked many observers. It was the "
                "last major battle in which all armies were commanded by their monarchs."
            ),
            S(
                "Henry Dunant: Henry Dunant (8 May 1828 \u2013 30 October 1910), also known as "
                "Jean-Henri Dunant, was a Swiss humanitarian, businessman and social activist. "
                "Shocked by the suffering of wounded soldiers after the Battle of Solferino in "
                "1859, he wrote the book A Memory of Solferino. In 1901 he received the first "
                "Nobel Peace Prize, together with Fr\u00e9d\u00e9ric Passy."
            ),
            D(
                "Emblems of the Red Cross: The red cross on a white background was adopted in 1864 "
                "as a protective emblem for army medical services by the first Geneva Convention. "
                "It reverses the colours of the Swiss flag, and the red crescent and the red "
                "crystal were later recognised as equivalent emblems."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which is deeper, Lake Malawi or Lake Superior?",
        "Lake Malawi",
        [
            D(
                "Great Lakes: The Great Lakes are a series of large interconnected freshwater "
                "lakes in the mid-east of North America, draining into the Atlantic Ocean through "
                "the Saint Lawrence River. They are Lakes Superior, Michigan, Huron, Erie and "
                "Ontario, and together they hold about 21 percent of the world's surface fresh "
                "water."
            ),
            D(
                "Malawi: Malawi, officially the Republic of Malawi, is a landlocked country in "
                "Southeastern Africa, bordered by Zambia, Tanzania and Mozambique. It covers about "
                "118,000 km2 and has a population of more than 19 million. Its capital and largest "
                "city is Lilongwe, and its second-largest city is Blantyre."
            ),
            S(
                "Lake Superior: Lake Superior is the largest of the Great Lakes of North America, "
                "lying between Ontario to the north and the U.S. states of Minnesota, Wisconsin "
                "and Michigan. It is the world's largest freshwater lake by surface area, at "
                "82,100 km2. Its maximum depth is 406 metres (1,333 ft), and it drains into Lake "
                "Huron through the St. Marys River."
            ),
            D(
                "Lake Michigan: Lake Michigan is one of the five Great Lakes of North America and "
                "the only one located entirely within the United States. It is the second-largest "
                "of the Great Lakes by volume, covers about 58,000 km2 and reaches a maximum depth "
                "of 281 metres (923 ft)."
            ),
            D(
                "Superior, Wisconsin: Superior is a city in and the county seat of Douglas County, "
                "Wisconsin, United States. It lies at the western end of the largest of the Great "
                "Lakes, across the Saint Louis River from Duluth, Minnesota, and together the two "
                "cities form a major inland port, known as the Twin Ports. Its population was "
                "26,751 in 2020."
            ),
            D(
                "Lake Malawi National Park: Lake Malawi National Park is a national park at the "
                "southern end of Lake Malawi, centred on the Nankumba Peninsula. It was "
                "established in 1980 to protect the lake's fish and was the first freshwater park "
                "to be inscribed as a UNESCO World Heritage Site, in 1984. Its waters are famous "
                "for hundreds of species of colourful cichlid fish."
            ),
            S(
                "Lake Malawi: Lake Malawi, also called Lake Nyasa in Tanzania and Lago Niassa in "
                "Mozambique, is an African Great Lake and the southernmost lake of the East "
                "African Rift system. It is the fifth-largest freshwater lake in the world by "
                "volume and reaches a maximum depth of 706 metres (2,316 ft). It holds more "
                "species of fish than any other lake."
            ),
            D(
                "Lake Huron: Lake Huron is one of the five Great Lakes of North America, shared by "
                "the Canadian province of Ontario and the U.S. state of Michigan. By surface area "
                "it is the second-largest of the lakes, and it contains Manitoulin Island, the "
                "largest island in any freshwater lake. It is connected to Lake Michigan by the "
                "Straits of Mackinac."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that built the first commercial jet airliner?",
        "Geoffrey de Havilland",
        [
            D(
                "Boeing 707: The Boeing 707 is an American long-range narrow-body airliner, the "
                "first jetliner developed and produced by Boeing Commercial Airplanes. Developed "
                "from the Boeing 367-80 prototype, the initial 707-120 first flew on December 20, "
                "1957, and Pan Am began regular service with it on October 26, 1958. It went on to "
                "dominate passenger air transport in the 1960s."
            ),
            S(
                "de Havilland Comet: The de Havilland DH.106 Comet is the world's first commercial "
                "jet airliner. Developed and manufactured by de Havilland at its Hatfield "
                "Aerodrome in Hertfordshire, England, the Comet 1 prototype first flew on 27 July "
                "1949. After a series of fatal accidents in 1953 and 1954, the aircraft was "
                "grounded and extensively redesigned."
            ),
            D(
                "Tupolev Tu-104: The Tupolev Tu-104 is a twin-engined medium-range narrow-body "
                "turbojet-powered Soviet airliner, designed by the Tupolev bureau from the Tu-16 "
                "bomber. It entered service with Aeroflot in September 1956, and for almost two "
                "years it was the only jetliner operating anywhere in the world, carrying "
                "passengers on routes from Moscow."
            ),
            D(
                "Geoffrey de Havilland Jr.: Geoffrey Raoul de Havilland Jr. (18 February 1910 "
                "\u2013 27 September 1946) was an English test pilot, the eldest son of the "
                "aviation pioneer of the same name. He made the first flight of the Mosquito in "
                "1940 and was killed when the experimental DH 108 Swallow he was flying broke up "
                "over the Thames Estuary."
            ),
            D(
                "de Havilland Canada: De Havilland Aircraft of Canada Limited is a Canadian "
                "aircraft manufacturer, originally set up in 1928 as a subsidiary of the British "
                "company to build Moth aircraft for the Canadian market. Its post-war designs "
                "include the DHC-2 Beaver and the DHC-6 Twin Otter, which became famous as bush "
                "planes."
            ),
            D(
                "Frank Whittle: Air Commodore Sir Frank Whittle (1 June 1907 \u2013 8 August 1996) "
                "was an English engineer, inventor and Royal Air Force air officer. He is credited "
                "with inventing the turbojet engine, having patented his design in 1930, and in "
                "1936 he founded the company Power Jets to develop it."
            ),
            S(
                "de Havilland Aircraft Company: The de Havilland Aircraft Company Limited was a "
                "British aviation manufacturer established in late 1920 by Geoffrey de Havilland "
                "at Stag Lane Aerodrome in Edgware, on the outskirts of north London. It was known "
                "for the wooden Mosquito combat aircraft of the Second World War and was absorbed "
                "into Hawker Siddeley in 1960."
            ),
            D(
                "Hawker Siddeley: Hawker Siddeley was a group of British manufacturing companies "
                "engaged in aircraft production, formed in 1935 when Hawker Aircraft bought the "
                "Armstrong Siddeley companies. Its aviation interests were nationalised in 1977 "
                "and became part of British Aerospace, while the rest of the group was sold off in "
                "1991."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where the optics company Zeiss was founded?",
        "Saale",
        [
            D(
                "Carl Zeiss: Carl Zeiss (11 September 1816 \u2013 3 December 1888) was a German "
                "scientific instrument maker, optician and businessman, born in Weimar. He trained "
                "in precision mechanics and later worked closely with the physicist Ernst Abbe, "
                "whose theory allowed lenses for microscopes to be designed by calculation rather "
                "than by trial and error."
            ),
            D(
                "Leica Camera: Leica Camera AG is a German company that manufactures cameras, "
                "optical lenses, binoculars and rifle scopes. The company traces its origins to an "
                "optical workshop opened in 1849 and took the name of Ernst Leitz, who became its "
                "sole owner in 1869. It is headquartered in Wetzlar, Hesse, on the river Lahn."
            ),
            S(
                "Carl Zeiss AG: Carl Zeiss AG, branded as ZEISS, is a German manufacturer of "
                "optical systems and optoelectronics. It was founded in Jena in 1846 by the "
                "optician Carl Zeiss, and together with Ernst Abbe and Otto Schott he laid the "
                "foundation for modern optics manufacturing. The company is now headquartered in "
                "Oberkochen, Baden-W\u00fcrttemberg."
            ),
            D(
                "Oberkochen: Oberkochen is a town in the Ostalbkreis district of "
                "Baden-W\u00fcrttemberg, Germany, about 8 km south of Aalen. It lies at the source "
                "of the river Kocher, a tributary of the Neckar, and is best known as the "
                "headquarters of a large optics company, which moved there after the Second World "
                "War."
            ),
            D(
                "Schott AG: Schott AG is a German multinational company that manufactures glass "
                "and glass-ceramics, headquartered in Mainz on the Rhine. It was founded in 1884 "
                "by the chemist Otto Schott together with Ernst Abbe, Carl Zeiss and his son "
                "Roderich, and it is owned by the Carl Zeiss Foundation."
            ),
            D(
                "Ernst Abbe: Ernst Karl Abbe (23 January 1840 \u2013 14 January 1905) was a German "
                "physicist, optical scientist, entrepreneur and social reformer. Together with "
                "Otto Schott and Carl Zeiss he developed numerous optical instruments, and he "
                "formulated the Abbe sine condition and the diffraction limit of the microscope. "
                "In 1889 he set up the Carl Zeiss Foundation."
            ),
            D(
                "Weimar: Weimar is a city in the federal state of Thuringia, Germany, on the river "
                "Ilm, about 20 km west of Jena. It is known as the home of Goethe and Schiller "
                "during the age of Weimar Classicism, and it gave its name to the Weimar Republic, "
                "whose constitution was drawn up there in 1919."
            ),
            S(
                "Jena: Jena is a German city and the second-largest city in Thuringia, after "
                "Erfurt. It lies in the valley of the river Saale and has a population of about "
                "110,000. Jena is known for its university, founded in 1558, and as a historical "
                "centre of the optical industry; in 1806 Napoleon defeated the Prussian army "
                "nearby."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the emperor who was buried with the Terracotta Army?",
        "King Zhuangxiang of Qin",
        [
            D(
                "Yang Mausoleum of Han: The Yang Mausoleum of Han, or Hanyangling, is the tomb of "
                "Emperor Jing, the fourth emperor of the Western Han dynasty and a son of Emperor "
                "Wen, near Xianyang in Shaanxi. Its burial pits hold tens of thousands of small "
                "terracotta figures of soldiers and animals, which were originally dressed in silk "
                "clothing."
            ),
            D(
                "Qin Er Shi: Qin Er Shi (229 \u2013 207 BC), born Ying Huhai, was the second "
                "emperor of the Qin dynasty. He came to the throne in 210 BC through a plot by the "
                "chancellor Li Si and the eunuch Zhao Gao, and his short reign saw widespread "
                "revolts; in 207 BC Zhao Gao forced him to take his own life."
            ),
            S(
                "Qin Shi Huang: Qin Shi Huang (c. 259 \u2013 210 BC), born Ying Zheng, was the "
                "founder of the Qin dynasty and the first emperor of a unified China. He was the "
                "son of King Zhuangxiang of Qin and succeeded him as King of Qin in 246 BC, at the "
                "age of thirteen. By 221 BC he had conquered all the other Warring States."
            ),
            D(
                "King Zhaoxiang of Qin: King Zhaoxiang of Qin (325 \u2013 251 BC) was a king of "
                "the state of Qin during the Warring States period, who reigned for 56 years. His "
                "generals, including Bai Qi, defeated Zhao at the Battle of Changping in 260 BC, "
                "and in 256 BC his forces brought an end to the Zhou dynasty."
            ),
            D(
                "L\u00fc Buwei: L\u00fc Buwei (died 235 BC) was a Chinese merchant and politician "
                "of the Qin state during the Warring States period. He served as chancellor of Qin "
                "from 249 BC until he was removed from office in 237 BC, and he sponsored the "
                "encyclopedic compilation known as the L\u00fcshi Chunqiu."
            ),
            S(
                "Terracotta Army: The Terracotta Army is a collection of terracotta sculptures "
                "depicting the armies of Qin Shi Huang, the first emperor of China. It is a form "
                "of funerary art buried with the emperor in 210\u2013209 BC to protect him in his "
                "afterlife. The figures were discovered in 1974 by farmers digging a well in "
                "Lintong District, Xi'an."
            ),
            D(
                "Mausoleum of the First Qin Emperor: The Mausoleum of the First Qin Emperor is "
                "located in Lintong District, Xi'an, in the Chinese province of Shaanxi. It was "
                "built over 38 years, from 246 to 208 BC, and lies beneath a tumulus 76 metres "
                "tall. The tomb itself has never been excavated, and it was made a UNESCO World "
                "Heritage Site in 1987."
            ),
            D(
                "Xianyang: Xianyang is a prefecture-level city in central Shaanxi province, China, "
                "on the Wei River a few kilometres upstream from Xi'an. In the 3rd century BC it "
                "was the capital of the Qin state and then of the empire, and the ruins of its "
                "great palaces lie near the modern city."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which was founded first, the hudson's bay company or the dutch east india company",
        "the Dutch East India Company",
        [
            D(
                "East India Company: The East India Company was an English, and later British, "
                "joint-stock company founded on 31 December 1600 by a royal charter of Elizabeth "
                "I. Formed to trade in the Indian Ocean region, it came to rule large areas of the "
                "Indian subcontinent, and it was dissolved in 1874 after the Crown took over its "
                "possessions. Its headquarters was East India House in London."
            ),
            S(
                "Dutch East India Company: The United East India Company (Dutch: Vereenigde "
                "Oostindische Compagnie, VOC) was a chartered trading company founded on 20 March "
                "1602 by the States General of the Netherlands, which merged rival companies into "
                "one. It held a 21-year monopoly on Dutch trade in Asia and is often called the "
                "first publicly traded company."
            ),
            D(
                "Hudson Bay: Hudson Bay is a large body of saltwater in northeastern Canada with a "
                "surface area of about 1,230,000 km2. It drains a very large area that includes "
                "parts of Ontario, Quebec, Saskatchewan and Alberta and most of Manitoba, and it "
                "is named after Henry Hudson, who explored it in 1610."
            ),
            D(
                "Dutch West India Company: The Dutch West India Company was a chartered company of "
                "Dutch merchants and investors. It was granted its charter on 3 June 1621, giving "
                "it a monopoly on Dutch trade with the Americas and West Africa, and it founded "
                "the colony of New Netherland, with its capital at New Amsterdam."
            ),
            D(
                "North West Company: The North West Company was a fur trading business "
                "headquartered in Montreal from 1779 to 1821. It competed with growing success "
                "against its older British rival in the regions that later became Western Canada, "
                "until the two companies were forced to merge in 1821."
            ),
            D(
                "Danish East India Company: The Danish East India Company was a Danish chartered "
                "company, founded in 1616 under a charter from King Christian IV. It traded with "
                "India and China from the colony of Tranquebar on the Coromandel Coast, and it was "
                "refounded as the Danish Asiatic Company in 1732."
            ),
            S(
                "Hudson's Bay Company: The Hudson's Bay Company (HBC) is a Canadian holding "
                "company of department stores and the oldest corporation in North America. It was "
                "incorporated on 2 May 1670 by an English royal charter from King Charles II, "
                "which granted it a fur-trading monopoly over the lands draining into Hudson Bay."
            ),
            D(
                "Henry Hudson: Henry Hudson (c. 1565 \u2013 disappeared 23 June 1611) was an "
                "English sea explorer and navigator who searched for a northern passage to Asia. "
                "In 1609 he sailed for the Netherlands and explored the river that now bears his "
                "name, and in 1611 his mutinous crew set him adrift in a small boat."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which lake was the capital of the Aztec Empire built?",
        "Lake Texcoco",
        [
            D(
                "Texcoco (altepetl): Texcoco, or Tetzcoco, was a major Acolhua altepetl in the "
                "Valley of Mexico, on the eastern shore of the lake that bears its name. It "
                "reached its height in the 15th century under the poet-king Nezahualcoyotl, whose "
                "court was a centre of law, poetry and learning."
            ),
            S(
                "Aztec Empire: The Aztec Empire, or Triple Alliance, was an alliance of three "
                "Nahua city-states that ruled central Mexico from 1428 until its conquest by "
                "Spanish conquistadors in 1521. The dominant partner, and the capital of the "
                "empire, was Mexico-Tenochtitlan, ruled by the Mexica; its allies were Tetzcoco "
                "and Tlacopan."
            ),
            D(
                "Cusco: Cusco is a city in southeastern Peru, near the Urubamba Valley of the "
                "Andes mountain range, at an altitude of about 3,400 metres. It was the capital of "
                "the Inca Empire from the 13th century until the Spanish conquest in the 16th "
                "century, and it was declared a UNESCO World Heritage Site in 1983."
            ),
            D(
                "Moctezuma II: Moctezuma Xocoyotzin (c. 1466 \u2013 29 June 1520) was the ninth "
                "emperor of the Aztec Empire, reigning from 1502 or 1503 to 1520. He was ruling "
                "when Hern\u00e1n Cort\u00e9s and his Spanish force arrived in 1519, and he died "
                "in their custody during the uprising of the following year."
            ),
            D(
                "Lake Titicaca: Lake Titicaca is a large freshwater lake in the Andes on the "
                "border of Bolivia and Peru, at an elevation of 3,812 metres. It is often called "
                "the highest navigable lake in the world, and in Inca mythology the first Inca "
                "king, Manco C\u00e1pac, was born from its waters. Its largest island is Isla del "
                "Sol."
            ),
            D(
                "Xochimilco: Xochimilco is one of the sixteen boroughs of Mexico City, known for "
                "its network of canals and its chinampas, the artificial islands on which crops "
                "were grown. The canals are remnants of an ancient lake, and the area was named a "
                "UNESCO World Heritage Site together with the historic centre in 1987."
            ),
            D(
                "Tlatelolco (altepetl): Tlatelolco was a Mexica altepetl whose people settled on a "
                "separate island in the Valley of Mexico, just north of their kinsmen's city. It "
                "was home to the largest market of the region and was annexed by its more powerful "
                "neighbour in 1473 after a short war."
            ),
            S(
                "Tenochtitlan: Tenochtitlan was a large Mexica altepetl in what is now the "
                "historic centre of Mexico City. It was founded around 1325 on an island in Lake "
                "Texcoco, in the Valley of Mexico, and was linked to the shore by causeways. At "
                "its height it was the largest city in the pre-Columbian Americas."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who designed the rocket that put sputnik 1 into orbit",
        "Sergei Korolev",
        [
            D(
                "Sputnik 2: Sputnik 2 was the second spacecraft launched into Earth orbit, on 3 "
                "November 1957, and the first to carry an animal, a Soviet space dog named Laika. "
                "It was a cone-shaped capsule about 4 metres high, and Laika died within hours of "
                "the launch because the cabin overheated."
            ),
            S(
                "Sputnik 1: Sputnik 1 was the first artificial Earth satellite. It was launched "
                "into an elliptical low Earth orbit by the Soviet Union on 4 October 1957 aboard "
                "an R-7 Semyorka rocket. The satellite, a polished metal sphere 58 cm in diameter "
                "with four radio antennas, sent out signals for three weeks before its batteries "
                "ran down."
            ),
            D(
                "Explorer 1: Explorer 1 was the first satellite launched by the United States, on "
                "January 31, 1958, aboard a Juno I rocket developed by the Army Ballistic Missile "
                "Agency under Wernher von Braun. It carried instruments built by James Van Allen "
                "that led to the discovery of the radiation belts that bear his name. The "
                "satellite remained in orbit until 1970."
            ),
            D(
                "Valentin Glushko: Valentin Petrovich Glushko (2 September 1908 \u2013 10 January "
                "1989) was a Soviet engineer and the leading designer of rocket engines in the "
                "Soviet space programme. He designed many of the liquid-propellant engines used by "
                "Soviet launch vehicles, and from 1974 to 1989 he headed the bureau NPO Energia."
            ),
            D(
                "Sputnik crisis: The Sputnik crisis was a period of public fear and anxiety in "
                "Western nations about the perceived technological gap between the United States "
                "and the Soviet Union, caused by the launch of the first satellite in 1957. It led "
                "to the creation of NASA and to large increases in American spending on science "
                "education."
            ),
            D(
                "Vanguard (rocket): Vanguard was a rocket intended to be the first launch vehicle "
                "the United States would use to place a satellite into orbit. It was developed by "
                "the Naval Research Laboratory, and its first attempt to reach orbit, on 6 "
                "December 1957, ended when the rocket exploded on the launch pad at Cape Canaveral."
            ),
            D(
                "Mikhail Tikhonravov: Mikhail Klavdievich Tikhonravov (1900 \u2013 1974) was a "
                "Soviet engineer and a pioneer of spacecraft design. In the 1930s he worked on "
                "some of the first Soviet liquid-fuelled rockets, and in the early 1950s he wrote "
                "influential studies proposing that the Soviet Union build artificial satellites."
            ),
            S(
                "R-7 Semyorka: The R-7 Semyorka was a Soviet missile developed during the Cold War "
                "and the world's first intercontinental ballistic missile. It was designed by the "
                "OKB-1 bureau under Sergei Korolev and made its first successful flight in August "
                "1957. Modified versions became the basis of the Vostok and Soyuz launch vehicles."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country whose national bird is the resplendent quetzal?",
        "Guatemala City",
        [
            D(
                "Guatemalan quetzal: The quetzal is the currency of Guatemala, named after a bird "
                "of the trogon family and divided into 100 centavos. It was introduced in 1925, "
                "during the presidency of Jos\u00e9 Mar\u00eda Orellana, replacing the peso at par "
                "with the United States dollar, and its coins and banknotes are issued by the Bank "
                "of Guatemala. The currency symbol is Q."
            ),
            D(
                "Honduras: Honduras, officially the Republic of Honduras, is a country in Central "
                "America, bordered by Guatemala, El Salvador and Nicaragua. Its capital and "
                "largest city is Tegucigalpa, and its national bird is the scarlet macaw, which "
                "was chosen by decree in 1993."
            ),
            S(
                "Resplendent quetzal: The resplendent quetzal (Pharomachrus mocinno) is a bird in "
                "the trogon family, found from Chiapas in southern Mexico to western Panama. It is "
                "the national bird of Guatemala, and its image is found on the country's flag and "
                "coat of arms. Males have green plumage, a red breast and tail streamers up to 65 "
                "cm long."
            ),
            D(
                "Eared quetzal: The eared quetzal (Euptilotis neoxenus) is a near-passerine bird "
                "in the trogon family. It is found in the pine-oak forests of the Sierra Madre "
                "Occidental in western Mexico, and it has been recorded a few times in "
                "southeastern Arizona, where it is a rare visitor."
            ),
            D(
                "Quetzalcoatl: Quetzalcoatl is a deity in Aztec culture and literature whose name "
                "comes from the Nahuatl words for the quetzal bird and for serpent, meaning "
                "'feathered serpent'. He was associated with wind, the morning star, learning and "
                "merchants, and his cult was centred on the city of Cholula."
            ),
            S(
                "Guatemala: Guatemala, officially the Republic of Guatemala, is a country in "
                "Central America, bordered by Mexico to the north and west, Belize to the "
                "northeast, and Honduras and El Salvador to the southeast. With about 17.6 million "
                "people, it is the most populous country in Central America. Its capital and "
                "largest city is Guatemala City."
            ),
            D(
                "Costa Rica: Costa Rica, officially the Republic of Costa Rica, is a country in "
                "Central America, bordered by Nicaragua to the north and Panama to the southeast. "
                "Its capital is San Jos\u00e9, and its national bird is the clay-colored thrush, a "
                "plain brown bird whose song is heard at the start of the rainy season."
            ),
            D(
                "Antigua Guatemala: Antigua Guatemala is a city in the central highlands of "
                "Guatemala, known for its well-preserved Spanish Baroque architecture and the "
                "ruins of colonial churches. It was the seat of the colonial Kingdom of Guatemala "
                "until 1773, when a series of earthquakes led the authorities to move the seat "
                "elsewhere."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the komodo dragon and the gila monster both venomous",
        "yes",
        [
            D(
                "Komodo National Park: Komodo National Park is a national park in Indonesia within "
                "the Lesser Sunda Islands, made up of the three larger islands Komodo, Padar and "
                "Rinca and 26 smaller ones. It was founded in 1980 to protect the world's largest "
                "lizard and its habitat, and it became a UNESCO World Heritage Site in 1991. It is "
                "also known for its rich marine life."
            ),
            D(
                "Gila River: The Gila River is a 1,044-kilometre tributary of the Colorado River "
                "flowing through New Mexico and Arizona in the United States. It rises in the Gila "
                "Wilderness of western New Mexico and joins the Colorado near Yuma, and much of "
                "its lower course is now dry because of irrigation."
            ),
            S(
                "Gila monster: The Gila monster (Heloderma suspectum) is a species of venomous "
                "lizard native to the Southwestern United States and the northwestern Mexican "
                "state of Sonora. It is a heavy, slow-moving reptile up to 56 cm long, with "
                "bead-like scales in black and pink, orange or yellow, and it spends most of its "
                "life underground."
            ),
            D(
                "Mexican beaded lizard: The Mexican beaded lizard (Heloderma horridum) is a "
                "species of lizard in the family Helodermatidae, found mainly in Mexico and "
                "southern Guatemala. It is larger than its only close relative, reaching a length "
                "of about 90 cm, and it feeds mainly on the eggs of birds and reptiles."
            ),
            D(
                "Perentie: The perentie (Varanus giganteus) is the largest monitor lizard native "
                "to Australia and one of the largest living lizards in the world, reaching 2.5 "
                "metres. It lives in the arid deserts of the western and central parts of the "
                "continent and is a shy animal that is rarely seen in the wild."
            ),
            S(
                "Komodo dragon: The Komodo dragon (Varanus komodoensis) is a member of the monitor "
                "lizard family found in the Indonesian islands of Komodo, Rinca, Flores and Gili "
                "Motang. It is the largest living species of lizard, reaching 3 metres in length. "
                "Its bite is venomous: glands in its lower jaw secrete toxins that prevent blood "
                "clotting."
            ),
            D(
                "Gila woodpecker: The Gila woodpecker (Melanerpes uropygialis) is a medium-sized "
                "woodpecker of the desert regions of the southwestern United States and western "
                "Mexico. It nests in holes that it digs in saguaro cacti, and the abandoned holes "
                "are later used by many other desert animals, including the elf owl."
            ),
            D(
                "Komodo (island): Komodo is one of the 17,508 islands that make up the Republic of "
                "Indonesia, part of the Lesser Sunda chain in the province of East Nusa Tenggara. "
                "It has a surface area of 390 km2 and about 2,000 inhabitants, most of whom live "
                "in a single village on the east coast."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which river runs through the Iraqi city that contains the ruins of Nineveh?",
        "Tigris",
        [
            D(
                "Nineveh Governorate: Nineveh Governorate is a governorate in northern Iraq, with "
                "an area of 37,323 km2 and an estimated population of about 3.7 million people. It "
                "is home to many of Iraq's Assyrian Christians, Yazidis and Shabaks, especially in "
                "the district known as the Nineveh Plains."
            ),
            S(
                "Mosul: Mosul is a major city in northern Iraq, about 400 km north of Baghdad. The "
                "city stands on the west bank of the Tigris, and with a population of more than "
                "1.5 million it is the second-largest city in Iraq. It was captured by the Islamic "
                "State in 2014 and retaken by Iraqi forces in 2017 after a long battle."
            ),
            D(
                "Nimrud: Nimrud is an ancient Assyrian city located about 30 km southeast of "
                "Mosul, in the Nineveh Plains. It was the capital of the Neo-Assyrian Empire under "
                "Ashurnasirpal II in the 9th century BC, and many of its monuments were "
                "deliberately destroyed by the Islamic State in 2015."
            ),
            D(
                "Babylon: Babylon was the capital of the ancient kingdom of Babylonia in southern "
                "Mesopotamia. Its ruins lie on the Euphrates about 85 km south of Baghdad, near "
                "the modern city of Hillah, and under Nebuchadnezzar II in the 6th century BC it "
                "was one of the largest cities in the world."
            ),
            D(
                "Erbil: Erbil is the capital and most populous city of the Kurdistan Region of "
                "Iraq, lying about 80 km east of Mosul. Its ancient citadel, a mound occupied for "
                "at least six thousand years, is among the oldest continuously inhabited places in "
                "the world and became a UNESCO World Heritage Site in 2014. It is an important "
                "centre of trade and oil production."
            ),
            S(
                "Nineveh: Nineveh was an ancient Assyrian city of Upper Mesopotamia, located on "
                "the outskirts of Mosul in northern Iraq. It was the largest city of the "
                "Neo-Assyrian Empire from the reign of Sennacherib until its destruction in 612 BC "
                "by Babylonians and Medes. Its ruins include the remains of the library of "
                "Ashurbanipal."
            ),
            D(
                "Ashurbanipal: Ashurbanipal was king of the Neo-Assyrian Empire from 669 BC until "
                "his death in 631 BC. He is remembered for collecting a great library of clay "
                "tablets in cuneiform at his capital, including the Epic of Gilgamesh, and for his "
                "wars against Elam and Babylon."
            ),
            D(
                "Euphrates: The Euphrates is the longest and one of the most historically "
                "important rivers of Western Asia. It rises in eastern Turkey and flows through "
                "Syria and Iraq for about 2,800 km, and with its twin river it defines the region "
                "of Mesopotamia before the two join in the Shatt al-Arab."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the pharaoh for whom the Great Pyramid of Giza was built?",
        "Sneferu",
        [
            D(
                "Pyramid of Khafre: The Pyramid of Khafre is the second-tallest and second-largest "
                "of the ancient Egyptian pyramids of Giza and the tomb of the Fourth Dynasty "
                "pharaoh Khafre, who ruled from about 2558 to 2532 BC. It stands on higher bedrock "
                "than its larger neighbour and therefore looks taller."
            ),
            D(
                "Red Pyramid: The Red Pyramid, also called the North Pyramid, is the largest of "
                "the three major pyramids at the Dahshur necropolis in Egypt. Named for the "
                "reddish tint of its limestone, it is the third-largest Egyptian pyramid and is "
                "thought to be the first successful smooth-sided pyramid ever built."
            ),
            S(
                "Khufu: Khufu, known to the Greeks as Cheops, was the second pharaoh of the Fourth "
                "Dynasty of ancient Egypt, in the first half of the Old Kingdom (26th century BC). "
                "He was the son of Sneferu and Queen Hetepheres I, and succeeded his father on the "
                "throne. Little is known of his reign besides the monument built as his tomb."
            ),
            D(
                "Menkaure: Menkaure was an ancient Egyptian king of the Fourth Dynasty during the "
                "Old Kingdom, and a son of the pharaoh Khafre. His pyramid is the smallest of the "
                "three main pyramids of Giza, and a famous greywacke statue shows him standing "
                "beside his queen, Khamerernebty II."
            ),
            D(
                "Great Sphinx of Giza: The Great Sphinx of Giza is a limestone statue of a "
                "reclining sphinx, a mythical creature with the head of a human and the body of a "
                "lion. Facing directly from west to east, it stands on the Giza Plateau, and its "
                "face is generally believed to represent the pharaoh Khafre."
            ),
            D(
                "Djoser: Djoser was an ancient Egyptian pharaoh of the Third Dynasty, during the "
                "Old Kingdom, who ruled in the 27th century BC. He was a son of King Khasekhemwy "
                "and Queen Nimaathap, and he is best known for his step pyramid at Saqqara, "
                "designed by his chancellor Imhotep."
            ),
            S(
                "Great Pyramid of Giza: The Great Pyramid of Giza is the largest Egyptian pyramid "
                "and served as the tomb of the Fourth Dynasty pharaoh Khufu. Built in the early "
                "26th century BC over about 27 years, it is the oldest of the Seven Wonders of the "
                "Ancient World and the only one still largely intact."
            ),
            D(
                "Giza pyramid complex: The Giza pyramid complex, on the Giza Plateau in Greater "
                "Cairo, Egypt, includes the Great Pyramid, the pyramids of Khafre and Menkaure, "
                "the Great Sphinx, several cemeteries and the remains of a workers' village. It "
                "was built during the Fourth Dynasty and is part of a UNESCO World Heritage Site. "
                "It lies about 9 km inland from the old town of Giza on the Nile."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain in the country whose capital is Reykjav\u00edk?",
        "Hvannadalshn\u00fakur",
        [
            D(
                "Reykjav\u00edk Summit: The Reykjav\u00edk Summit was a meeting between U.S. "
                "President Ronald Reagan and Soviet General Secretary Mikhail Gorbachev, held on "
                "11 and 12 October 1986 at the H\u00f6f\u00f0i house. The talks on nuclear weapons "
                "collapsed at the last minute, but they prepared the way for the "
                "Intermediate-Range Nuclear Forces Treaty of 1987."
            ),
            S(
                "Iceland: Iceland is a Nordic island country in the North Atlantic Ocean, between "
                "Greenland and Norway, with a population of nearly 400,000. Much of its interior "
                "is a volcanic plateau of lava fields and glaciers, and its highest peak, "
                "Hvannadalshn\u00fakur, rises to 2,110 metres on the rim of the "
                "\u00d6r\u00e6faj\u00f6kull volcano. The country became fully independent from "
                "Denmark in 1944."
            ),
            D(
                "Hekla: Hekla is a stratovolcano in the south of Iceland with a height of 1,491 "
                "metres. It is one of the most active volcanoes in the country, with more than 20 "
                "eruptions recorded since 874, and in the Middle Ages Europeans sometimes called "
                "it the gateway to hell."
            ),
            D(
                "Galdh\u00f8piggen: Galdh\u00f8piggen is the highest mountain in Norway, "
                "Scandinavia and Northern Europe, at 2,469 metres above sea level. It lies in the "
                "Jotunheimen range in the municipality of Lom, in Innlandet county, and is a "
                "popular summit for guided walks across the glacier."
            ),
            D(
                "T\u00f3rshavn: T\u00f3rshavn is the capital and largest city of the Faroe "
                "Islands, lying on the east coast of the island of Streymoy. It has about 14,000 "
                "inhabitants, and its parliament, the L\u00f8gting, is one of the oldest in the "
                "world. The highest mountain of the islands, Sl\u00e6ttaratindur, is 880 metres "
                "high."
            ),
            D(
                "Vatnaj\u00f6kull: Vatnaj\u00f6kull is the largest and most voluminous ice cap in "
                "Iceland, covering about 8 percent of the country's land area. Several volcanoes "
                "lie beneath it, among them Gr\u00edmsv\u00f6tn and B\u00e1r\u00f0arbunga, and in "
                "2008 it became the centre of Vatnaj\u00f6kull National Park, one of the largest "
                "in Europe. Its outlet glaciers include Brei\u00f0amerkurj\u00f6kull, which feeds "
                "the J\u00f6kuls\u00e1rl\u00f3n lagoon."
            ),
            D(
                "Sn\u00e6fellsj\u00f6kull: Sn\u00e6fellsj\u00f6kull is a 700,000-year-old "
                "glacier-capped stratovolcano in western Iceland, at the tip of the "
                "Sn\u00e6fellsnes peninsula. It rises to 1,446 metres and can be seen on clear "
                "days from across the bay, and it is the setting of Jules Verne's Journey to the "
                "Center of the Earth."
            ),
            S(
                "Reykjav\u00edk: Reykjav\u00edk is the capital and largest city of Iceland. It "
                "lies in the southwest of the country, on the southern shore of Faxafl\u00f3i bay, "
                "and with about 140,000 inhabitants it is the northernmost capital of a sovereign "
                "state. According to tradition it was settled by Ing\u00f3lfur Arnarson around 874."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that makes the Vespa scooter?",
        "Rinaldo Piaggio",
        [
            D(
                "Lambretta: Lambretta is a line of motor scooters originally made in Milan, Italy, "
                "by Innocenti from 1947 until 1971. The company was founded by the industrialist "
                "Ferdinando Innocenti, who had built a steel tubing business in Rome, and it was "
                "the main rival of the other famous Italian scooter of the period."
            ),
            S(
                "Vespa: Vespa is an Italian brand of scooters and mopeds manufactured by Piaggio. "
                "The name means 'wasp' in Italian. The first model, designed by the aeronautical "
                "engineer Corradino D'Ascanio, was patented in April 1946, and the Vespa soon "
                "became a symbol of postwar Italian design."
            ),
            D(
                "Corradino D'Ascanio: Corradino D'Ascanio (1 February 1891 \u2013 5 August 1981) "
                "was an Italian aeronautical engineer. In the 1930s he designed and flew some of "
                "the first modern helicopter prototypes built in Italy, and after the Second World "
                "War he designed a famous motor scooter with a step-through frame."
            ),
            D(
                "Piaggio Aerospace: Piaggio Aerospace is an Italian aircraft manufacturer based in "
                "Villanova d'Albenga, Liguria, best known for the P.180 Avanti twin-turboprop "
                "business aircraft with its distinctive pusher propellers. Its aviation business "
                "was separated from the motor vehicle group in 1964."
            ),
            D(
                "Vespa (wasp): Vespa is the genus of true hornets, large eusocial wasps found "
                "mainly in Asia, with one species native to Europe. The northern giant hornet, "
                "Vespa mandarinia, is the largest wasp in the world, while the European hornet, "
                "Vespa crabro, has spread to North America."
            ),
            S(
                "Piaggio: Piaggio & C. SpA is an Italian motor vehicle manufacturer that produces "
                "two-wheeled vehicles and compact commercial vehicles under seven brands. It was "
                "founded in Sestri Ponente, Genoa, in 1884 by Rinaldo Piaggio, and at first made "
                "fittings for ships before turning to railway carriages and aircraft. It is "
                "headquartered in Pontedera, Tuscany."
            ),
            D(
                "Aprilia: Aprilia is an Italian motorcycle company founded after the Second World "
                "War in Noale, near Venice, by Cavaliere Alberto Beggio, and later run by his son "
                "Ivano. It began by making bicycles, moved into mopeds and racing motorcycles, and "
                "since 2004 it has been one of the brands of a larger Italian vehicle group. Its "
                "racing team has won many world championships."
            ),
            D(
                "Piaggio Ape: The Piaggio Ape is a three-wheeled light commercial vehicle first "
                "produced in 1948. Its name means 'bee' in Italian, and it is used widely in Italy "
                "and in India, where it is assembled locally and often serves as an auto rickshaw "
                "carrying goods or passengers."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which element has the higher atomic number, tungsten or osmium?",
        "osmium",
        [
            D(
                "Wolframite: Wolframite is an iron manganese tungstate mineral, (Fe,Mn)WO4, and "
                "together with scheelite the most important ore of the metal from which it takes "
                "its name. It forms dark, heavy crystals, is mined mainly in China, and was long "
                "called 'wolf's froth' because it interfered with the smelting of tin."
            ),
            D(
                "Iridium: Iridium is a chemical element with the symbol Ir and atomic number 77. A "
                "very hard, brittle, silvery-white transition metal of the platinum group, it is "
                "the most corrosion-resistant metal known. A thin layer rich in iridium marks the "
                "boundary between the Cretaceous and Paleogene periods."
            ),
            S(
                "Tungsten: Tungsten, or wolfram, is a chemical element with the symbol W and "
                "atomic number 74. It is a rare metal found on Earth almost only in compounds with "
                "other elements; it was identified as a new element in 1781 and first isolated as "
                "a metal in 1783. It has the highest melting point of all known elements, 3,422 "
                "\u00b0C."
            ),
            D(
                "Osmium tetroxide: Osmium tetroxide is the chemical compound with the formula "
                "OsO4. It is a volatile, highly toxic solid with a sharp and unpleasant smell, and "
                "it is used in electron microscopy to stain fatty tissues and in organic chemistry "
                "to convert alkenes into diols."
            ),
            D(
                "Rhenium: Rhenium is a chemical element with the symbol Re and atomic number 75. "
                "It is a silvery-grey, heavy transition metal and one of the rarest elements in "
                "the Earth's crust. It was discovered in 1925 by Walter Noddack, Ida Noddack and "
                "Otto Berg in Germany, and it is used in jet engine superalloys. It was the last "
                "stable element to be discovered."
            ),
            D(
                "Tungsten carbide: Tungsten carbide is a chemical compound containing equal parts "
                "of tungsten and carbon atoms, with the formula WC. In its most basic form it is a "
                "fine grey powder, but it can be pressed and sintered into shapes for industrial "
                "machinery, cutting tools, drill bits and armour-piercing rounds."
            ),
            D(
                "Platinum group: The platinum-group metals are six noble, precious metallic "
                "elements clustered together in the periodic table: ruthenium, rhodium, palladium, "
                "osmium, iridium and platinum. They have similar physical and chemical properties "
                "and tend to occur together in the same mineral deposits."
            ),
            S(
                "Osmium: Osmium is a chemical element with the symbol Os and atomic number 76. It "
                "is a hard, brittle, bluish-white transition metal in the platinum group, found as "
                "a trace element in alloys, mostly in platinum ores. It is the densest naturally "
                "occurring element, and its name comes from the Greek osme, 'smell'."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born earlier heinrich hertz or guglielmo marconi",
        "Heinrich Hertz",
        [
            S(
                "Guglielmo Marconi: Guglielmo Giovanni Maria Marconi, 1st Marquis of Marconi (25 "
                "April 1874 \u2013 20 July 1937), was an Italian inventor and electrical engineer "
                "known for his development of long-distance radio transmission. He shared the 1909 "
                "Nobel Prize in Physics with Karl Ferdinand Braun."
            ),
            D(
                "Gustav Ludwig Hertz: Gustav Ludwig Hertz (22 July 1887 \u2013 30 October 1975) "
                "was a German experimental physicist and a nephew of the discoverer of radio "
                "waves. With James Franck he carried out the Franck\u2013Hertz experiment, which "
                "showed the quantized energy levels of atoms, and the two shared the 1925 Nobel "
                "Prize in Physics."
            ),
            D(
                "Marconi Company: The Marconi Company was a British telecommunications and "
                "engineering company founded in 1897 as the Wireless Telegraph & Signal Company. "
                "It built many of the world's early radio stations and in 1922 was a founding "
                "member of the British Broadcasting Company; most of its business was sold in 2006."
            ),
            D(
                "Hertz (unit): The hertz (symbol Hz) is the unit of frequency in the International "
                "System of Units, equivalent to one event or cycle per second. It was established "
                "by the International Electrotechnical Commission in 1935 and adopted by the "
                "General Conference on Weights and Measures in 1960."
            ),
            D(
                "Alexander Popov: Alexander Stepanovich Popov (16 March 1859 \u2013 13 January "
                "1906) was a Russian physicist who was one of the first people to build a radio "
                "receiving device. In 1895 he demonstrated a receiver that detected lightning "
                "strikes, and Russia celebrates Radio Day on 7 May in his memory."
            ),
            S(
                "Heinrich Hertz: Heinrich Rudolf Hertz (22 February 1857 \u2013 1 January 1894) "
                "was a German physicist who first conclusively proved the existence of the "
                "electromagnetic waves predicted by the electromagnetic theory of light. The SI "
                "unit of frequency was named in his honour, and he died in Bonn at the age of 36."
            ),
            D(
                "Oliver Lodge: Sir Oliver Joseph Lodge (12 June 1851 \u2013 22 August 1940) was an "
                "English physicist and writer involved in the development of radio and of the "
                "coherer detector. In 1894 he gave one of the first public demonstrations of radio "
                "signalling, and he later became the first principal of the University of "
                "Birmingham."
            ),
            D(
                "Reginald Fessenden: Reginald Aubrey Fessenden (October 6, 1866 \u2013 July 22, "
                "1932) was a Canadian-born inventor who did a great deal of early work on radio. "
                "He is credited with the first transmission of speech by radio in 1900 and with "
                "the first two-way radiotelegraph link across the Atlantic Ocean in 1906."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the tsar who commissioned Saint Basil's Cathedral?",
        "Vasili III",
        [
            D(
                "Cathedral of Christ the Saviour: The Cathedral of Christ the Saviour is a Russian "
                "Orthodox cathedral in Moscow, on the northern bank of the Moskva River. It was "
                "commissioned by Emperor Alexander I after the retreat of Napoleon's army, "
                "consecrated in 1883, demolished on Stalin's orders in 1931 and rebuilt in the "
                "1990s."
            ),
            D(
                "Basil Fool for Christ: Basil Fool for Christ (1468 \u2013 1552 or 1557) was a "
                "Russian Orthodox saint known as a holy fool, who went about Moscow barefoot in "
                "all weather and was said to rebuke even the powerful for their sins. He was "
                "canonised in 1588, and his relics are kept in a chapel in Red Square."
            ),
            S(
                "Ivan the Terrible: Ivan IV Vasilyevich (25 August 1530 \u2013 28 March 1584), "
                "known as Ivan the Terrible, was Grand Prince of Moscow from 1533 to 1547 and then "
                "the first Tsar of all Russia until his death. He was the son of Vasili III, Grand "
                "Prince of Moscow, and Elena Glinskaya, and came to the throne at the age of three."
            ),
            D(
                "Feodor I of Russia: Feodor I Ivanovich (31 May 1557 \u2013 16 January 1598) was "
                "the last Rurikid Tsar of Russia, reigning from 1584 until his death. He was a son "
                "of Ivan IV and Anastasia Romanovna, and because of his poor health the country "
                "was governed in practice by his brother-in-law, Boris Godunov."
            ),
            D(
                "Ivan the Great Bell Tower: The Ivan the Great Bell Tower is a church-bell tower "
                "inside the Moscow Kremlin complex. Completed in 1508 during the reign of Vasili "
                "III and raised to 81 metres in 1600, it was for a long time the tallest building "
                "in Moscow, and it takes its name from an older church of John Climacus."
            ),
            S(
                "Saint Basil's Cathedral: The Cathedral of Vasily the Blessed, commonly known as "
                "Saint Basil's Cathedral, is an Orthodox church in Red Square in Moscow. It was "
                "built from 1555 to 1561 on orders from Ivan the Terrible to commemorate the "
                "capture of Kazan and Astrakhan, and its coloured domes are a symbol of Russia."
            ),
            D(
                "Siege of Kazan (1552): The siege of Kazan in 1552 was the final battle of the "
                "Russo-Kazan Wars and led to the fall of the Khanate of Kazan. The Russian army of "
                "about 150,000 men used mines to breach the walls, and the city was stormed on 2 "
                "October after a siege of more than a month."
            ),
            D(
                "Basil of Caesarea: Basil of Caesarea (330 \u2013 379), also called Saint Basil "
                "the Great, was bishop of Caesarea Mazaca in Cappadocia and an influential "
                "theologian who supported the Nicene Creed. Together with Gregory of Nazianzus and "
                "his brother Gregory of Nyssa, he is counted among the Cappadocian Fathers. His "
                "feast day in the Eastern Church is 1 January."
            ),
        ],
        drop=1,
    ),
]
