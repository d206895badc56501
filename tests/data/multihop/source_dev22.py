"""Development multi-hop questions, batch 22.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev20.py) for the format and to choose subjects none of them asks about. The held-out
sources were only counted (grep -c) for the candidate subjects' names, and subjects with hits
were left out. Written after lexical-v40.

Measured lengths: mean support 272 characters, mean distractor 273 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Who was the first president of the country whose capital is Windhoek?",
        "Sam Nujoma",
        [
            D(
                "Lusaka: Lusaka is the capital and largest city of Zambia, set on a plateau about "
                "1,280 metres above sea level. It replaced Livingstone as the capital of Northern "
                "Rhodesia in 1935, and Kenneth Kaunda led the country as its first president from "
                "independence in 1964 until 1991."
            ),
            S(
                "Windhoek: Windhoek is the capital and largest city of Namibia, lying in the "
                "central highlands at about 1,650 metres above sea level. It grew up around hot "
                "springs settled by the Oorlam leader Jonker Afrikaner in the 1840s, and under "
                "German rule it became the seat of South West Africa."
            ),
            D(
                "Luanda: Luanda is the capital of Angola, a port on the Atlantic coast founded by "
                "the Portuguese captain Paulo Dias de Novais in 1576. Agostinho Neto proclaimed "
                "the country's independence there on 11 November 1975 and became Angola's first "
                "president, serving until his death in 1979."
            ),
            D(
                "Walvis Bay: Walvis Bay is a port town on the Atlantic coast of Namibia, named "
                "after the whales once common in its sheltered lagoon. Britain annexed the enclave "
                "in 1878, and South Africa kept governing it until March 1994, four years after "
                "the rest of the territory had become independent."
            ),
            D(
                "Hage Geingob: Hage Geingob (1941 \u2013 2024) was a Namibian politician who "
                "served as the country's first prime minister from 1990 to 2002 and again from "
                "2012 to 2015. He was elected the third president of Namibia in 2014, took office "
                "the next year and died in office in February 2024."
            ),
            D(
                "Namib: The Namib is a coastal desert stretching more than 2,000 km along the "
                "Atlantic shores of Angola, Namibia and South Africa. Thought to be one of the "
                "oldest deserts on Earth, it holds the towering red dunes of Sossusvlei, and it "
                "gave its name to the country that covers most of it."
            ),
            S(
                "Namibia: Namibia is a country in southern Africa bordered by Angola, Zambia, "
                "Botswana and South Africa, with the Atlantic Ocean to the west. It won "
                "independence from South African rule on 21 March 1990, and Sam Nujoma, the leader "
                "of SWAPO, served as its first president until 2005."
            ),
            D(
                "Harare: Harare is the capital of Zimbabwe, founded in 1890 as Fort Salisbury by "
                "the Pioneer Column and renamed in 1982. At independence in April 1980 Canaan "
                "Banana became the country's first president, a largely ceremonial post, while "
                "Robert Mugabe took office as prime minister."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company at which Martin Cooper made the first handheld mobile phone call?",
        "Paul and Joseph Galvin",
        [
            D(
                "DynaTAC 8000X: The DynaTAC 8000X was the first handheld mobile phone sold to the "
                "public, approved by the US Federal Communications Commission in 1983. It weighed "
                "about 790 grams, gave some 30 minutes of talk time after a ten-hour charge and "
                "cost $3,995 when it went on sale in 1984."
            ),
            D(
                "Zenith Electronics: Zenith Electronics is an American maker of televisions "
                "founded in Chicago in 1918 by Ralph Matthews and Karl Hassel as the Chicago Radio "
                "Laboratory. It brought out the Flash-Matic, an early wireless remote control, in "
                "1955, and it has been owned by LG Electronics since 1999."
            ),
            S(
                "Martin Cooper: Martin Cooper (born 1928) is an American engineer who led the team "
                "at Motorola that built the first handheld cellular telephone. On 3 April 1973, "
                "standing on Sixth Avenue in New York, he placed the first public call from such a "
                "phone, to a rival engineer at Bell Labs."
            ),
            D(
                "Gordon Cooper: Leroy Gordon Cooper Jr. (1927 \u2013 2004) was an American "
                "astronaut and one of the seven chosen for Project Mercury. He flew the last "
                "Mercury mission in May 1963, circling the Earth 22 times, and commanded Gemini 5 "
                "in 1965, which set an endurance record of nearly eight days."
            ),
            D(
                "IBM Simon: The IBM Simon Personal Communicator was a handheld device sold from "
                "August 1994 and often called the first smartphone. Built for IBM by Mitsubishi "
                "Electric, it combined a mobile phone with a touchscreen, email, a calendar and a "
                "notepad, and about 50,000 units were sold in six months."
            ),
            D(
                "Advanced Mobile Phone System: The Advanced Mobile Phone System (AMPS) was the "
                "first-generation analogue cellular standard used in North America. The first "
                "commercial network built on it was opened in Chicago by Ameritech on 13 October "
                "1983, and AMPS networks were switched off in the United States in 2008."
            ),
            D(
                "Motorola Solutions: Motorola Solutions, Inc. is an American company based in "
                "Chicago that makes two-way radios, command-centre software and video security "
                "systems for police, fire and other emergency services. It is the legal successor "
                "of the old Motorola, which spun off its phone maker in 2011."
            ),
            S(
                "Motorola: Motorola, Inc. was an American electronics company founded in Chicago "
                "on 25 September 1928 by the brothers Paul and Joseph Galvin as the Galvin "
                "Manufacturing Corporation. It took its name from a brand of car radio, made the "
                "DynaTAC phones and was split into two companies in 2011."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the first Secretary General of NATO born?",
        "Naini Tal",
        [
            S(
                "Secretary General of NATO: The Secretary General of NATO is the alliance's chief "
                "civil servant, who chairs the North Atlantic Council and directs the "
                "international staff. The post was created in 1952, and its first holder was the "
                "British general Lord Ismay, who served until May 1957."
            ),
            D(
                "Paul-Henri Spaak: Paul-Henri Spaak (1899 \u2013 1972) was a Belgian statesman, "
                "born in Schaerbeek, who served several times as prime minister of Belgium. He was "
                "the first president of the United Nations General Assembly in 1946 and NATO's "
                "second secretary general, from 1957 to 1961."
            ),
            D(
                "Trygve Lie: Trygve Halvdan Lie (1896 \u2013 1968) was a Norwegian politician who "
                "became the first Secretary-General of the United Nations in February 1946. Born "
                "in Kristiania, now Oslo, he had served as foreign minister of Norway's government "
                "in exile in London during the Second World War."
            ),
            D(
                "North Atlantic Treaty: The North Atlantic Treaty, which created NATO, was signed "
                "in Washington, D.C., on 4 April 1949 by twelve founding states. Its Article 5 "
                "says that an armed attack on one member is an attack on all, and the article was "
                "invoked for the first time after the September 2001 attacks."
            ),
            D(
                "Naini Lake: Naini Lake is a natural freshwater lake in the Kumaon hills of "
                "Uttarakhand, India, lying about 1,940 metres above sea level. The hill station "
                "that grew up around its shores was founded in 1841, when a British sugar trader "
                "built the first European house there."
            ),
            S(
                "Hastings Ismay: Hastings Lionel Ismay, 1st Baron Ismay (1887 \u2013 1965), was a "
                "British Army officer who served as Winston Churchill's chief military assistant "
                "during the Second World War. He was born on 21 June 1887 in Naini Tal, a hill "
                "station in the Kumaon hills of British India."
            ),
            D(
                "Supreme Allied Commander Europe: The Supreme Allied Commander Europe heads NATO's "
                "Allied Command Operations, a post always held by an American officer. The first "
                "commander was General Dwight D. Eisenhower, who took it up in April 1951 and left "
                "it the following year to run for president."
            ),
            D(
                "J. Bruce Ismay: Joseph Bruce Ismay (1862 \u2013 1937) was an English businessman "
                "and chairman of the White Star Line who survived the sinking of the Titanic in "
                "April 1912. He was born in Crosby, near Liverpool, the son of the shipping line's "
                "founder Thomas Henry Ismay."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the company that created the PDF file format headquartered?",
        "San Jose, California",
        [
            D(
                "PostScript: PostScript is a page description language created by John Warnock and "
                "Charles Geschke and released in 1984. Its use in the Apple LaserWriter printer of "
                "1985 helped to start the desktop publishing boom, and it remained the standard "
                "language of professional printing for years."
            ),
            D(
                "PARC: PARC, the Palo Alto Research Center, is a research laboratory in Palo Alto, "
                "California, founded by Xerox in 1970. Its researchers developed laser printing, "
                "Ethernet and the graphical user interface with windows and icons, and Xerox gave "
                "the laboratory to SRI International in 2023."
            ),
            D(
                "Open XML Paper Specification: The XML Paper Specification (XPS) is a fixed-layout "
                "document format developed by Microsoft, which is based in Redmond, Washington. "
                "Introduced with Windows Vista in 2006 as a rival to an older format, it was "
                "standardised by Ecma International in 2009."
            ),
            S(
                "Adobe Inc.: Adobe Inc. is an American software company founded in December 1982 "
                "by John Warnock and Charles Geschke, who had worked together at Xerox PARC. Known "
                "for Photoshop, Acrobat and the PostScript language, it has its headquarters in "
                "San Jose, California."
            ),
            D(
                "DjVu: DjVu is a file format for storing scanned documents, especially those that "
                "mix text, line drawings and photographs, at small file sizes. It was developed "
                "from 1996 at AT&T Labs by Yann LeCun, L\u00e9on Bottou, Patrick Haffner and Paul "
                "G. Howard, and it is still used by online libraries."
            ),
            D(
                "Cisco: Cisco Systems, Inc. is an American maker of networking equipment, "
                "headquartered in San Jose, California. It was founded in December 1984 by Leonard "
                "Bosack and Sandy Lerner, a married couple who had run computer networks at "
                "Stanford University, and it went public in 1990."
            ),
            S(
                "PDF: The Portable Document Format (PDF) is a file format for presenting "
                "documents, including their text, fonts and images, the same way on any device. It "
                "was created by Adobe in the early 1990s, released in 1993, and became an open "
                "standard, ISO 32000, in 2008."
            ),
            D(
                "Macromedia: Macromedia was an American software company headquartered in San "
                "Francisco that made the Flash animation player, the Dreamweaver web editor and "
                "the Director authoring tool. It was bought by a larger rival for about $3.4 "
                "billion in a deal completed in December 2005."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the company that has made ThinkPad laptops since 2005 founded?",
        "1984",
        [
            D(
                "IBM Personal Computer: The IBM Personal Computer, model 5150, was released on 12 "
                "August 1981 and set the standard for PC-compatible machines. It was built around "
                "an Intel 8088 processor running at 4.77 MHz and shipped with PC DOS, an operating "
                "system supplied by Microsoft."
            ),
            D(
                "Dell Technologies: Dell is an American computer company founded in 1984 by "
                "Michael Dell in his dormitory room at the University of Texas at Austin. Based in "
                "Round Rock, Texas, it makes the Latitude and XPS lines of laptops, and it was "
                "taken private in 2013 before returning to the stock market."
            ),
            S(
                "Lenovo: Lenovo Group Limited is a Chinese multinational maker of computers, "
                "phones and servers, with headquarters in Beijing and in Morrisville, North "
                "Carolina. It was founded in Beijing in 1984 by Liu Chuanzhi and ten other "
                "engineers under the name Legend."
            ),
            D(
                "TrackPoint: The TrackPoint is a small isometric joystick set between the G, H and "
                "B keys of a keyboard and used to move the pointer. It was invented by Ted Selker "
                "and Joseph Rutledge at IBM Research, and it first appeared on a notebook "
                "computer, the ThinkPad 700, in 1992."
            ),
            D(
                "Huawei: Huawei Technologies Co., Ltd. is a Chinese maker of telecommunications "
                "equipment, smartphones and laptops, founded in 1987 by Ren Zhengfei, a former "
                "army engineer, in Shenzhen, where it still has its headquarters. It became the "
                "world's largest maker of telecom network gear."
            ),
            S(
                "ThinkPad: ThinkPad is a line of business laptops and tablets introduced by IBM in "
                "October 1992, known for its black case and the red TrackPoint pointing stick in "
                "its keyboard. Since IBM sold its personal computer business in 2005, the line has "
                "been made by Lenovo."
            ),
            D(
                "ThinkCentre: ThinkCentre is a line of business desktop computers first sold by "
                "IBM in 2003, in black cases that matched its laptops. The line passed to a new "
                "owner along with the rest of IBM's personal computer division, and it now "
                "includes compact and all-in-one models."
            ),
            D(
                "Acer: Acer Inc. is a Taiwanese maker of computers founded in 1976 by Stan Shih, "
                "his wife Carolyn Yeh and five partners under the name Multitech. Based in New "
                "Taipei City, it bought the American PC maker Gateway in 2007 and is one of the "
                "world's larger makers of laptops."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which state was led as president by the man after whom Kruger National Park is named?",
        "the South African Republic (Transvaal)",
        [
            D(
                "Orange Free State: The Orange Free State was an independent Boer republic between "
                "the Orange and Vaal rivers, with Bloemfontein as its capital, from 1854 to 1902. "
                "Its longest-serving president was Johannes Brand, and Britain annexed it during "
                "the Second Boer War."
            ),
            S(
                "Kruger National Park: Kruger National Park is one of Africa's largest game "
                "reserves, covering about 19,500 square kilometres in north-eastern South Africa. "
                "It grew out of the Sabi Game Reserve of 1898, became a national park in 1926 and "
                "is named after Paul Kruger."
            ),
            D(
                "Krugerrand: The Krugerrand is a South African gold coin first minted in 1967 to "
                "help market the country's gold abroad. One side shows a springbok and the other "
                "the bearded face of a 19th-century Boer leader, and each coin contains exactly "
                "one troy ounce of fine gold."
            ),
            D(
                "Hluhluwe\u2013iMfolozi Park: Hluhluwe\u2013iMfolozi Park is a game reserve of "
                "about 960 square kilometres in KwaZulu-Natal, South Africa, and the oldest "
                "proclaimed nature reserve in Africa, set aside in 1895. Its breeding programme "
                "saved the southern white rhinoceros from extinction."
            ),
            S(
                "Paul Kruger: Stephanus Johannes Paulus Kruger (1825 \u2013 1904) was a Boer "
                "politician who served as president of the South African Republic, also called the "
                "Transvaal, from 1883 to 1900. He went into exile in Europe during the Second Boer "
                "War and died at Clarens, Switzerland."
            ),
            D(
                "Addo Elephant National Park: Addo Elephant National Park is a wildlife park near "
                "Gqeberha in the Eastern Cape of South Africa, founded in 1931 to protect the last "
                "eleven elephants of the region. It now holds more than 600 elephants, along with "
                "lions, buffalo and a rare flightless dung beetle."
            ),
            D(
                "Jan Smuts: Jan Christiaan Smuts (1870 \u2013 1950) was a South African soldier "
                "and statesman who led Boer commandos in the Second Boer War. He later served as "
                "prime minister of the Union of South Africa from 1919 to 1924 and from 1939 to "
                "1948, and he helped draft the preamble of the UN Charter."
            ),
            D(
                "Sabi Sand Game Reserve: Sabi Sand Game Reserve is a group of private game "
                "reserves in Mpumalanga, South Africa, with no fences on its border with a larger "
                "national park to the east. It is named after the Sabie and Sand rivers that cross "
                "it and is known for its sightings of leopards."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which river flows through the valley the neanderthal is named after",
        "the D\u00fcssel",
        [
            D(
                "Homo heidelbergensis: Homo heidelbergensis is an extinct species of archaic human "
                "named after the city of Heidelberg, near which a lower jawbone was found in a "
                "sand pit at Mauer in 1907. It lived in Africa and Europe between about 600,000 "
                "and 300,000 years ago."
            ),
            D(
                "Denisovan: Denisovans are an extinct group of archaic humans first identified "
                "from a finger bone found in 2008 in the Denisova Cave in the Altai Mountains of "
                "Siberia. The cave, named after an 18th-century hermit called Denis, lies above "
                "the Anuy River."
            ),
            D(
                "D\u00fcsseldorf: D\u00fcsseldorf is the capital of the German state of North "
                "Rhine-Westphalia, on the right bank of the Rhine, with about 620,000 inhabitants. "
                "It received its town charter in 1288, and it is known for its fashion trade, its "
                "art academy and its old town of breweries."
            ),
            S(
                "Neanderthal: Neanderthals are an extinct species or subspecies of archaic humans "
                "who lived across Europe and western Asia until about 40,000 years ago. They are "
                "named after the Neander Valley in Germany, where quarry workers found a skull cap "
                "and other bones in a limestone cave in August 1856."
            ),
            D(
                "Cro-Magnon 1: Cro-Magnon 1 is the skull of an early modern human found in 1868 in "
                "the Abri de Cro-Magnon, a rock shelter at Les Eyzies in the Dordogne. The site "
                "lies in the valley of the V\u00e9z\u00e8re, and its name came to stand for the "
                "modern humans of Ice Age Europe."
            ),
            D(
                "Joachim Neander: Joachim Neander (1650 \u2013 1680) was a German Reformed pastor, "
                "teacher and hymn writer, born in Bremen. His best-known hymn, Praise to the Lord, "
                "the Almighty, is still widely sung in many languages, and he died of tuberculosis "
                "at the age of thirty."
            ),
            D(
                "Neanderthal Museum: The Neanderthal Museum in Mettmann, North Rhine-Westphalia, "
                "opened in 1996 close to the spot where the first recognised Neanderthal bones "
                "were found. Its exhibition traces four million years of human evolution, and its "
                "lifelike models of early humans draw many school classes."
            ),
            S(
                "Neander Valley: The Neander Valley, in German Neandertal, is a small valley about "
                "12 km east of D\u00fcsseldorf in North Rhine-Westphalia. It is cut by the river "
                "D\u00fcssel and takes its name from the 17th-century pastor and hymn writer "
                "Joachim Neander, who liked to walk there."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which treaty ended the war in which the Battle of Austerlitz was fought?",
        "the Peace of Pressburg",
        [
            S(
                "War of the Third Coalition: The War of the Third Coalition was a European "
                "conflict of 1803 to 1806 between France and an alliance of Britain, Austria, "
                "Russia, Naples and Sweden. After French victories at Ulm and in Moravia, Austria "
                "signed the Peace of Pressburg on 26 December 1805, ending the war."
            ),
            D(
                "Ulm campaign: The Ulm campaign was a series of French manoeuvres in October 1805 "
                "that trapped an Austrian army under Karl Mack von Leiberich in the Swabian city "
                "of Ulm. Mack surrendered on 20 October with more than 20,000 men, and the road to "
                "Vienna lay open to Napoleon's army."
            ),
            D(
                "Treaties of Tilsit: The Treaties of Tilsit were signed by Napoleon in July 1807 "
                "with Tsar Alexander I of Russia and King Frederick William III of Prussia, after "
                "the emperors first met on a raft in the Neman river. They ended the War of the "
                "Fourth Coalition and cost Prussia half its land."
            ),
            D(
                "Treaty of Sch\u00f6nbrunn: The Treaty of Sch\u00f6nbrunn, signed on 14 October "
                "1809 in Vienna, ended the War of the Fifth Coalition between France and Austria. "
                "After its defeat at Wagram, Austria gave up its Adriatic coast and lands in "
                "Galicia and joined Napoleon's blockade of British trade."
            ),
            D(
                "Bratislava: Bratislava, known in German as Pressburg, is the capital of Slovakia, "
                "lying close to the borders of Austria and Hungary. From 1536 to 1783 it was the "
                "capital of the Kingdom of Hungary, and eleven Hungarian kings were crowned in its "
                "St Martin's Cathedral."
            ),
            D(
                "Gare d'Austerlitz: The Gare d'Austerlitz is one of the main railway termini of "
                "Paris, on the left bank of the Seine in the 13th arrondissement. It opened in "
                "1840 and, like the nearby Pont d'Austerlitz, is named after Napoleon's victory "
                "over two emperors in Moravia in 1805."
            ),
            S(
                "Battle of Austerlitz: The Battle of Austerlitz, fought on 2 December 1805 near "
                "Brno in Moravia, was one of Napoleon's greatest victories. His Grande Arm\u00e9e "
                "defeated the armies of Russia and Austria, and it was the decisive battle of the "
                "War of the Third Coalition."
            ),
            D(
                "Slavkov u Brna: Slavkov u Brna is a town in the South Moravian Region of the "
                "Czech Republic, about 20 km east of Brno, with about 7,000 inhabitants. Known in "
                "German as Austerlitz, it has a Baroque chateau where France and Austria agreed an "
                "armistice on 6 December 1805."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which party ruled the state that built the Berlin Wall?",
        "the Socialist Unity Party of Germany",
        [
            D(
                "Glienicke Bridge: The Glienicke Bridge crosses the Havel between Berlin and "
                "Potsdam. Because the Cold War border ran through its middle, it was used for "
                "exchanges of captured spies, the first in February 1962, when the American pilot "
                "Francis Gary Powers was swapped for Rudolf Abel."
            ),
            D(
                "Inner German border: The inner German border was the 1,393 km frontier between "
                "East and West Germany from 1949 to 1990. Fortified with fences, watchtowers and "
                "minefields from 1952, it ran from the Baltic coast in the north to the border of "
                "Czechoslovakia in the south."
            ),
            S(
                "Berlin Wall: The Berlin Wall was a guarded barrier of concrete and fences that "
                "the German Democratic Republic began building on 13 August 1961 to cut West "
                "Berlin off from East Berlin and the surrounding country. It was opened on 9 "
                "November 1989 and torn down in the years that followed."
            ),
            D(
                "Social Democratic Party of Germany: The Social Democratic Party of Germany (SPD) "
                "is one of the oldest political parties in the world, tracing its roots to 1863. "
                "Willy Brandt, who was mayor of West Berlin when the wall went up in 1961, led it "
                "from 1964 and became chancellor in 1969."
            ),
            D(
                "Berlin Crisis of 1961: The Berlin Crisis of 1961 was a Cold War confrontation "
                "over the status of Berlin, begun when Nikita Khrushchev demanded in June that the "
                "Western powers leave the city. It peaked in October, when American and Soviet "
                "tanks faced each other across the Friedrichstra\u00dfe crossing."
            ),
            S(
                "East Germany: East Germany, officially the German Democratic Republic, was a "
                "state that existed from 1949 to 1990 in the former Soviet zone of occupied "
                "Germany. It was ruled by the Socialist Unity Party of Germany, led first by "
                "Walter Ulbricht and from 1971 by Erich Honecker."
            ),
            D(
                "Stasi: The Stasi, the Ministry for State Security, was the secret police and "
                "intelligence service of East Germany, founded in February 1950 and headed from "
                "1957 to 1989 by Erich Mielke. Its headquarters in the Lichtenberg district of "
                "Berlin is now a museum, and its files were opened to the public."
            ),
            D(
                "West Berlin: West Berlin was a political enclave made up of the American, British "
                "and French sectors of Berlin from 1949 to 1990. Surrounded by East German "
                "territory, it was supplied by air during the Soviet blockade of 1948 and 1949, "
                "and it was closely tied to the Federal Republic."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "To which country does the island where the dragon's blood tree grows wild belong?",
        "Yemen",
        [
            D(
                "Dracaena draco: Dracaena draco, the Canary Islands dragon tree, is a slow-growing "
                "tree native to the Canary Islands, Madeira, Cape Verde and parts of western "
                "Morocco. A famous old specimen, El Drago Milenario, stands in the town of Icod de "
                "los Vinos on the island of Tenerife."
            ),
            D(
                "Adenium obesum: Adenium obesum, the desert rose, is a succulent shrub of dry "
                "regions of Africa and Arabia with a swollen, water-storing trunk and pink or red "
                "flowers. Its milky sap is highly poisonous and has been used in East Africa as an "
                "arrow poison for hunting large game."
            ),
            D(
                "Boswellia sacra: Boswellia sacra is a small tree of the southern Arabian "
                "Peninsula and the Horn of Africa that is tapped for its fragrant resin, "
                "frankincense. Trees in the Dhofar region of Oman have been harvested for "
                "thousands of years, and the old incense trade made the area rich."
            ),
            D(
                "Dahlak Archipelago: The Dahlak Archipelago is a group of more than 120 islands in "
                "the Red Sea off the coast of Eritrea, near the port of Massawa. Only a few of "
                "them are inhabited, and the islands are known for their coral reefs, ancient "
                "cisterns and early Arabic inscriptions."
            ),
            S(
                "Dracaena cinnabari: Dracaena cinnabari, the Socotra dragon tree or dragon's blood "
                "tree, is an evergreen tree with a dense, umbrella-shaped crown that grows wild "
                "only on the Socotra archipelago. Its red resin, called dragon's blood, has been "
                "used since ancient times as a dye, a varnish and a medicine."
            ),
            D(
                "Cinnabar: Cinnabar is a bright red mineral made of mercury sulfide and the main "
                "ore from which mercury is refined. Ground into powder, it gave the pigment "
                "vermilion, and in ancient times it was sometimes confused with dragon's blood, "
                "the red resin taken from certain trees."
            ),
            S(
                "Socotra: Socotra is an island in the Arabian Sea, about 240 km east of the Horn "
                "of Africa and 380 km south of the Arabian Peninsula. The largest island of a "
                "small archipelago that belongs to Yemen, it is known for its unusual plants and "
                "was listed as a World Heritage Site in 2008."
            ),
            D(
                "Aldabra: Aldabra is a large raised coral atoll in the Indian Ocean belonging to "
                "Seychelles, home to about 100,000 Aldabra giant tortoises, the largest such "
                "population in the world. It was made a World Heritage Site in 1982, and its "
                "remoteness has kept it one of the least disturbed atolls on Earth."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "strontium is named after a village on which sea loch",
        "Loch Sunart",
        [
            D(
                "Ytterby: Ytterby is a village on the island of Res\u00e4r\u00f6 in Vaxholm "
                "Municipality, in the Stockholm archipelago of Sweden. A feldspar quarry there "
                "yielded the minerals from which four chemical elements were later isolated and "
                "named after the village: yttrium, terbium, erbium and ytterbium."
            ),
            S(
                "Strontian: Strontian is a village in Lochaber, in the west of Scotland, at the "
                "head of Loch Sunart. Lead was mined in the hills above it in the 18th century, "
                "and a mineral found in those mines and described in 1790 later gave its name to a "
                "chemical element."
            ),
            D(
                "Barium: Barium is a soft, silvery alkaline earth metal with atomic number 56, "
                "named from the Greek barys, heavy, after the dense mineral baryte. Humphry Davy "
                "first isolated it by electrolysis in 1808, and its compounds give fireworks their "
                "green colour."
            ),
            S(
                "Strontium: Strontium is a soft, silvery alkaline earth metal with the symbol Sr "
                "and atomic number 38. It is named after Strontian, a Scottish village near whose "
                "lead mines the mineral strontianite was found, and Humphry Davy first isolated "
                "the metal in 1808."
            ),
            D(
                "Loch Shiel: Loch Shiel is a narrow freshwater loch about 28 km long in the west "
                "of Scotland, lying between the districts of Moidart and Sunart. At its northern "
                "end stands the Glenfinnan Monument, raised in 1815 where Charles Edward Stuart "
                "raised his standard in August 1745."
            ),
            D(
                "Ardnamurchan: Ardnamurchan is a rugged peninsula in Lochaber, Scotland, whose "
                "point is the most westerly on the mainland of Great Britain. Its rocks preserve "
                "the eroded rings of an ancient volcano, and a granite lighthouse built in 1849 "
                "stands at the point."
            ),
            D(
                "Celestine (mineral): Celestine is a mineral made of strontium sulfate and the "
                "chief ore of strontium, named for its often pale blue colour. One of the largest "
                "known geodes lined with its crystals, the Crystal Cave, lies under a winery on "
                "South Bass Island in Lake Erie, Ohio."
            ),
            D(
                "Gallium: Gallium is a soft, silvery metal with atomic number 31 that melts at "
                "about 30 \u00b0C, just above room temperature. It was discovered in 1875 by the "
                "French chemist Paul-\u00c9mile Lecoq de Boisbaudran, who named it after Gallia, "
                "the Latin name of France."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which appeared first fortran or cobol",
        "Fortran",
        [
            S(
                "Fortran: Fortran is a compiled programming language especially suited to "
                "numerical and scientific computing. It was developed at IBM by a team led by John "
                "Backus, and the first compiler was delivered for the IBM 704 computer in 1957. "
                "Its latest standard is Fortran 2023."
            ),
            D(
                "ALGOL: ALGOL, short for Algorithmic Language, is a family of programming "
                "languages first described in 1958 by a committee of European and American "
                "computer scientists. ALGOL 60 introduced nested block structure and was the first "
                "language defined in Backus\u2013Naur form."
            ),
            D(
                "Lisp: Lisp is a family of programming languages with a syntax built from "
                "parenthesised lists, specified by John McCarthy at the Massachusetts Institute of "
                "Technology in 1958. It introduced tree data structures, automatic garbage "
                "collection and dynamic typing, and it long dominated AI research."
            ),
            D(
                "FLOW-MATIC: FLOW-MATIC was an early programming language developed for the UNIVAC "
                "I at Remington Rand by a team led by Grace Hopper, starting in 1955. It used "
                "English-like statements for business data processing, and it strongly influenced "
                "the business languages that followed it."
            ),
            S(
                "COBOL: COBOL, short for Common Business-Oriented Language, is a programming "
                "language designed for business data processing. It was specified in 1959 by the "
                "CODASYL committee, drawing heavily on Grace Hopper's FLOW-MATIC, and it still "
                "runs many bank and government systems."
            ),
            D(
                "John Backus: John Warner Backus (1924 \u2013 2007) was an American computer "
                "scientist who joined IBM in 1950 as a programmer. He led the team that designed "
                "the company's scientific programming language, co-devised the Backus\u2013Naur "
                "form for describing syntax, and won the Turing Award in 1977."
            ),
            D(
                "Grace Hopper: Grace Brewster Hopper (1906 \u2013 1992) was an American computer "
                "scientist and US Navy rear admiral. She worked on the Harvard Mark I from 1944, "
                "wrote one of the first compilers, A-0, in 1952, and helped to popularise the word "
                "bug for a fault in a computer."
            ),
            D(
                "BASIC: BASIC, the Beginner's All-purpose Symbolic Instruction Code, is a family "
                "of programming languages designed by John Kemeny and Thomas Kurtz at Dartmouth "
                "College, where the first BASIC program ran on 1 May 1964. Versions of it were "
                "built into most home computers of the 1980s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Nikon or Canon?",
        "Nikon",
        [
            D(
                "Olympus Corporation: Olympus Corporation is a Japanese maker of medical and "
                "scientific optics founded in Tokyo on 12 October 1919 as Takachiho Seisakusho, a "
                "maker of microscopes and thermometers. It sold its camera business in 2021 to "
                "concentrate on endoscopes."
            ),
            D(
                "Minolta: Minolta was a Japanese maker of cameras and photocopiers founded in "
                "Osaka in 1928 by Kazuo Tashima as Nichi-Doku Shashinki Sh\u014dten. It merged "
                "with Konica in 2003, and three years later Konica Minolta handed its camera "
                "business to another electronics firm."
            ),
            S(
                "Canon Inc.: Canon Inc. is a Japanese maker of cameras, printers and medical "
                "equipment, with its headquarters in \u014cta, Tokyo. It was founded on 10 August "
                "1937 as Precision Optical Industry by Goro Yoshida, Saburo Uchida and Takeshi "
                "Mitarai, and took the Canon name in 1947."
            ),
            D(
                "Fujifilm: Fujifilm Holdings Corporation is a Japanese company founded in January "
                "1934 as Fuji Photo Film to make photographic film. As film sales collapsed in the "
                "2000s it moved into medical imaging, cosmetics and drugs, and it also makes the X "
                "series of mirrorless digital cameras."
            ),
            D(
                "Kwanon: The Kwanon was a prototype 35 mm camera built in Tokyo in 1934 and named "
                "after the Buddhist goddess of mercy. Its makers bought lenses from another "
                "Japanese optics firm, and when the camera reached the market the name was changed "
                "to a similar-sounding brand."
            ),
            D(
                "Nikon F: The Nikon F is a 35 mm single-lens reflex camera introduced in April "
                "1959. Its interchangeable viewfinders, bayonet lens mount and rugged build made "
                "it a favourite of press photographers, and its F mount is still used on the "
                "firm's lenses more than sixty years later."
            ),
            S(
                "Nikon: Nikon Corporation is a Japanese maker of cameras, lenses and optical "
                "equipment, headquartered in Tokyo. It was founded on 25 July 1917 as Nippon "
                "K\u014dgaku K.K. through the merger of three optical firms, and it took the name "
                "of its camera brand in 1988."
            ),
            D(
                "Pentax: Pentax is a brand of cameras that began with Asahi Optical, founded in "
                "Tokyo in 1919 to grind spectacle lenses. Its Asahiflex of 1952 was the first "
                "Japanese single-lens reflex camera, and the camera maker Ricoh has owned the "
                "brand since 2011."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which bird has the longer wingspan, the wandering albatross or the Andean condor?",
        "the wandering albatross",
        [
            D(
                "California condor: The California condor is a New World vulture with a wingspan "
                "of about 3 m, the largest of any North American land bird. It was extinct in the "
                "wild by 1987, when the last wild birds were caught for captive breeding, and it "
                "has since been released in the western United States and Mexico."
            ),
            D(
                "Southern royal albatross: The southern royal albatross is a large seabird that "
                "breeds mainly on Campbell Island, far to the south of New Zealand. With a "
                "wingspan of around 3 m it rivals the largest of its family, and pairs usually "
                "raise a chick only every second year."
            ),
            D(
                "Marabou stork: The marabou stork is a large wading bird of sub-Saharan Africa "
                "that often feeds on carrion beside vultures. It has one of the largest wingspans "
                "of any land bird, reported at up to about 3.2 m, along with a bare pink head and "
                "a pouch that hangs from its throat."
            ),
            S(
                "Wandering albatross: The wandering albatross is a large seabird of the Southern "
                "Ocean that breeds on islands such as South Georgia and the Crozets. Its wingspan, "
                "typically 2.5 to 3.5 m, is the longest of any living bird, and it can glide for "
                "hours without flapping."
            ),
            D(
                "Dalmatian pelican: The Dalmatian pelican is the largest member of the pelican "
                "family, breeding on lakes and deltas from south-eastern Europe to China. Its "
                "wingspan can reach about 3.2 m, and it weighs up to 15 kg, which makes it one of "
                "the heaviest flying birds alive."
            ),
            S(
                "Andean condor: The Andean condor is a large New World vulture of the Andes and "
                "the Pacific coast of South America. Among the heaviest flying birds, weighing up "
                "to about 15 kg, it has a wingspan of up to 3.3 m, and it is a national symbol of "
                "Chile, Bolivia and other Andean states."
            ),
            D(
                "Black-browed albatross: The black-browed albatross is a medium-sized albatross "
                "named after the dark feathers above its eyes. The most widespread of its family, "
                "it breeds on the Falkland Islands, South Georgia and other southern islands, and "
                "it has a wingspan of about 2.2 m."
            ),
            D(
                "Argentavis: Argentavis magnificens is an extinct bird known from fossils about "
                "six million years old found in Argentina. Estimated to have had a wingspan of "
                "some 6 m and a weight of about 70 kg, it is among the largest flying birds known "
                "to have lived."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Vladimir Lenin or Joseph Stalin?",
        "Vladimir Lenin",
        [
            D(
                "Leon Trotsky: Lev Davidovich Bronstein, known as Leon Trotsky (7 November 1879 "
                "\u2013 21 August 1940), was a Russian revolutionary who founded the Red Army. "
                "Expelled from the Soviet Union in 1929, he was murdered in Mexico City by a "
                "Soviet agent with an ice axe."
            ),
            S(
                "Joseph Stalin: Joseph Vissarionovich Stalin (18 December 1878 \u2013 5 March "
                "1953) was a Soviet politician born Ioseb Jughashvili in Gori, Georgia. He became "
                "general secretary of the Communist Party in 1922 and ruled the Soviet Union from "
                "the mid-1920s until his death."
            ),
            D(
                "Nikolai Bukharin: Nikolai Ivanovich Bukharin (9 October 1888 \u2013 15 March "
                "1938) was a Bolshevik theorist and editor of the party newspaper Pravda. A close "
                "ally of the Soviet leader in the mid-1920s, he was tried in the last great Moscow "
                "show trial and shot in 1938."
            ),
            D(
                "Nadezhda Krupskaya: Nadezhda Konstantinovna Krupskaya (26 February 1869 \u2013 27 "
                "February 1939) was a Russian revolutionary and educator, born in Saint "
                "Petersburg. She married a fellow Marxist during his Siberian exile in 1898 and "
                "later served as deputy commissar for education."
            ),
            D(
                "Gori: Gori is a city in the Shida Kartli region of eastern Georgia, on the "
                "Mtkvari river, with about 48,000 inhabitants. Above it stands a medieval hilltop "
                "fortress, and a museum opened in the town in 1957 is devoted to the life of its "
                "most famous native."
            ),
            D(
                "Ulyanovsk: Ulyanovsk, called Simbirsk until 1924, is a city in Russia with about "
                "600,000 inhabitants. It was renamed after the family name of the revolutionary "
                "born there, and the novelist Ivan Goncharov, author of Oblomov, was also a native "
                "of the city."
            ),
            D(
                "Felix Dzerzhinsky: Felix Edmundovich Dzerzhinsky (11 September 1877 \u2013 20 "
                "July 1926) was a Polish-born Bolshevik who founded the Cheka, the first Soviet "
                "secret police, in December 1917. A statue of him stood outside its Moscow "
                "headquarters until it was pulled down in August 1991."
            ),
            S(
                "Vladimir Lenin: Vladimir Ilyich Ulyanov, known as Lenin (22 April 1870 \u2013 21 "
                "January 1924), was a Russian revolutionary born in the provincial town of "
                "Simbirsk. He led the Bolsheviks to power in the October Revolution of 1917 and "
                "headed the Soviet government until his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "are the kiwi and the emu both flightless birds",
        "yes",
        [
            D(
                "K\u0101k\u0101p\u014d: The k\u0101k\u0101p\u014d is a large, nocturnal parrot of "
                "New Zealand and the heaviest parrot in the world. Once widespread, it was reduced "
                "to a few dozen birds by the 1990s, and a breeding programme on predator-free "
                "islands has since raised the number to more than 240."
            ),
            D(
                "Kiwifruit: Kiwifruit is the edible berry of woody vines of the genus Actinidia, "
                "native to central and eastern China. Formerly called the Chinese gooseberry, it "
                "was renamed by New Zealand exporters in 1959 after the country's national bird, "
                "and Italy is now among its leading growers."
            ),
            S(
                "Emu: The emu is a large flightless bird found only in Australia, where it is the "
                "tallest native bird, standing up to about 1.9 m. It can run at nearly 50 km/h on "
                "its long legs, and it appears with the red kangaroo on the Australian coat of "
                "arms."
            ),
            S(
                "Kiwi (bird): Kiwi are flightless birds of the genus Apteryx, found only in New "
                "Zealand and now its national symbol. About the size of a domestic chicken, they "
                "have tiny vestigial wings, hair-like feathers and nostrils at the tip of a long "
                "bill, and they feed at night."
            ),
            D(
                "Southern cassowary: The southern cassowary is a large bird of the rainforests of "
                "New Guinea and north-eastern Australia, with a horn-like casque on its head and a "
                "dagger-like claw on each foot. It is the heaviest bird in Australia and an "
                "important disperser of rainforest seeds."
            ),
            D(
                "Emu War: The Emu War was a wildlife control operation in Western Australia in "
                "late 1932, in which soldiers armed with Lewis guns tried to cull the emus that "
                "were damaging wheat crops. The birds proved hard to hit, and the operation was "
                "widely mocked in the press."
            ),
            D(
                "Common ostrich: The common ostrich is the largest and heaviest living bird, "
                "native to the savannas and semi-deserts of Africa. Males can stand 2.7 m tall and "
                "weigh more than 100 kg, and it runs faster than any other bird, reaching about 70 "
                "km/h over short distances."
            ),
            D(
                "Moa: Moa were giant birds found only in New Zealand, with nine known species, the "
                "largest standing about 3.6 m tall with its neck stretched up. They had no trace "
                "of wings, and they were hunted to extinction by about 1445, within two centuries "
                "of Polynesian settlement."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of De revolutionibus orbium coelestium die?",
        "Frombork",
        [
            D(
                "Commentariolus: The Commentariolus is a short handwritten outline of a "
                "Sun-centred cosmology that circulated among astronomers from around 1514. It was "
                "never printed in its author's lifetime, and it survives in only three manuscript "
                "copies, two of them found in the 19th century."
            ),
            S(
                "Nicolaus Copernicus: Nicolaus Copernicus (19 February 1473 \u2013 24 May 1543) "
                "was a Renaissance astronomer and canon of the Warmia chapter, born in Toru\u0144. "
                "He spent most of his last three decades in the cathedral town of Frombork, near "
                "the Baltic coast, where he died."
            ),
            D(
                "Georg Joachim Rheticus: Georg Joachim Rheticus (1514 \u2013 1574) was a "
                "mathematician from Feldkirch, in present-day Austria, who taught at the "
                "University of Wittenberg. He spent two years with an older astronomer in Warmia, "
                "and he died in Kassa, in present-day Slovakia."
            ),
            D(
                "Toru\u0144: Toru\u0144 is a city in northern Poland with a well-preserved "
                "medieval old town listed by UNESCO in 1997. Founded by the Teutonic Knights in "
                "1233, it is known for its gingerbread, and its university is named after the most "
                "famous person born in the city."
            ),
            D(
                "Johannes Kepler: Johannes Kepler (1571 \u2013 1630) was a German astronomer born "
                "in Weil der Stadt who worked for Emperor Rudolf II in Prague. He formulated three "
                "laws of planetary motion, and he died in Regensburg while travelling to collect "
                "salary he was owed."
            ),
            S(
                "De revolutionibus orbium coelestium: De revolutionibus orbium coelestium (On the "
                "Revolutions of the Heavenly Spheres) is a book by the Polish astronomer Nicolaus "
                "Copernicus, printed in Nuremberg in 1543. It set out a model in which the Earth "
                "and planets move around the Sun."
            ),
            D(
                "Almagest: The Almagest is a 2nd-century treatise in Greek by Claudius Ptolemy of "
                "Alexandria that sets out an Earth-centred model of the universe. Its name comes "
                "from the Arabic version of its title, and it remained the standard text of "
                "astronomy for more than a thousand years."
            ),
            D(
                "Olsztyn Castle: Olsztyn Castle is a 14th-century Gothic castle in northern Poland "
                "built by the chapter of Warmia. An administrator of the chapter's estates lived "
                "there from 1516 to 1521, and he organised the defence of the town against the "
                "Teutonic Knights."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first black president of South Africa born?",
        "Mvezo",
        [
            D(
                "F. W. de Klerk: Frederik Willem de Klerk (1936 \u2013 2021) was the last state "
                "president of apartheid-era South Africa, serving from 1989 to 1994. Born in "
                "Johannesburg, he lifted the ban on the liberation movements in 1990 and shared "
                "the Nobel Peace Prize in 1993."
            ),
            D(
                "Thabo Mbeki: Thabo Mvuyelwa Mbeki (born 18 June 1942) is a South African "
                "politician who served as the country's second post-apartheid president, from 1999 "
                "to 2008. He was born in Mbewuleni, a village in the Transkei region of the "
                "Eastern Cape, to a family of activists."
            ),
            D(
                "Robben Island: Robben Island is an island in Table Bay, about 7 km off Cape Town, "
                "used for centuries as a place of banishment. Political prisoners held there under "
                "apartheid included three future presidents, and it has been a World Heritage Site "
                "since 1999."
            ),
            D(
                "Qunu: Qunu is a rural village in the Eastern Cape of South Africa, about 30 km "
                "south-west of Mthatha. A statesman spent his childhood there after his family "
                "moved from the village where he was born, and he was buried in Qunu in December "
                "2013."
            ),
            S(
                "President of South Africa: The President of South Africa is both head of state "
                "and head of government, elected by the National Assembly after each general "
                "election. Nelson Mandela became the first president chosen after a fully "
                "democratic election, and the first black head of state, from 1994 to 1999."
            ),
            D(
                "Walter Sisulu: Walter Max Ulyate Sisulu (1912 \u2013 2003) was a South African "
                "anti-apartheid activist and secretary-general of the African National Congress "
                "from 1949 to 1954. Born in Ngcobo in the Transkei, he was jailed on Robben Island "
                "after the Rivonia Trial."
            ),
            S(
                "Nelson Mandela: Nelson Rolihlahla Mandela (18 July 1918 \u2013 5 December 2013) "
                "was a South African anti-apartheid leader who spent 27 years in prison. He was "
                "born in the village of Mvezo in the Eastern Cape, into the Thembu royal house, "
                "and grew up in nearby Qunu."
            ),
            D(
                "Oliver Tambo: Oliver Reginald Tambo (1917 \u2013 1993) was a South African "
                "anti-apartheid leader who led the African National Congress from 1967 to 1991, "
                "mostly in exile. He was born in Mbizana in the Eastern Cape, and Johannesburg's "
                "main airport has carried his name since 2006."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the scientist who coined the word dinosaur born",
        "Lancaster",
        [
            S(
                "Dinosaur: Dinosaurs are a group of reptiles that first appeared about 230 million "
                "years ago and dominated life on land for much of the Mesozoic. Their name, from "
                "Greek words meaning terrible lizard, was coined in 1842 by the English anatomist "
                "Richard Owen."
            ),
            D(
                "William Buckland: William Buckland (1784 \u2013 1856) was an English geologist "
                "and clergyman, born in Axminster in Devon. In 1824 he gave the first full "
                "scientific description of a dinosaur, which he named Megalosaurus, from bones "
                "found in Oxfordshire."
            ),
            D(
                "Pterosaur: Pterosaurs were flying reptiles of the Mesozoic Era and the first "
                "vertebrates known to have evolved powered flight. Their name means winged lizard, "
                "and the first fossil of one was described in 1784 by the Italian naturalist "
                "Cosimo Alessandro Collini."
            ),
            S(
                "Richard Owen: Sir Richard Owen (1804 \u2013 1892) was an English biologist and "
                "palaeontologist, born in Lancaster, who trained as a surgeon. He became a leading "
                "opponent of evolution by natural selection and drove the founding of the Natural "
                "History Museum in London."
            ),
            D(
                "Mary Anning: Mary Anning (1799 \u2013 1847) was an English fossil collector and "
                "palaeontologist, born in Lyme Regis in Dorset. Searching the cliffs there, she "
                "found the first correctly identified ichthyosaur skeleton and the first two "
                "plesiosaur skeletons ever found."
            ),
            D(
                "Thomas Henry Huxley: Thomas Henry Huxley (1825 \u2013 1895) was an English "
                "biologist, born in Ealing near London, who defended the theory of evolution so "
                "fiercely that he became known as its bulldog. He coined the word agnostic in 1869 "
                "to describe his own religious views."
            ),
            D(
                "Natural History Museum, London: The Natural History Museum in South Kensington, "
                "London, opened in 1881 in a building designed by Alfred Waterhouse. A cast of a "
                "Diplodocus skeleton, known as Dippy, stood in its main hall from 1979 to 2017, "
                "when it was replaced by a whale."
            ),
            D(
                "Lancaster Castle: Lancaster Castle is a medieval castle in the city of Lancaster "
                "in north-west England, owned by the reigning monarch as Duke of Lancaster. It "
                "housed a court and a prison until 2011, and the Pendle witches were tried there "
                "in 1612."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the man who founded the Salvation Army born?",
        "Sneinton, Nottingham",
        [
            D(
                "Catherine Booth: Catherine Booth (1829 \u2013 1890) was an English preacher, born "
                "Catherine Mumford in Ashbourne, Derbyshire. Known as the mother of the movement "
                "she led with her husband, she campaigned for women's right to preach and, in "
                "1885, for raising the age of consent."
            ),
            D(
                "Bramwell Booth: William Bramwell Booth (1856 \u2013 1929) was the eldest son of "
                "the Salvation Army's founder and became its second General in 1912. Born in "
                "Halifax, Yorkshire, he was removed from office by the movement's High Council in "
                "1929, shortly before his death."
            ),
            S(
                "William Booth: William Booth (10 April 1829 \u2013 20 August 1912) was an English "
                "preacher and the first General of the Salvation Army. Born in Sneinton, "
                "Nottingham, he was apprenticed to a pawnbroker as a boy and later became a "
                "minister of the Methodist New Connexion."
            ),
            D(
                "YMCA: The Young Men's Christian Association was founded in London on 6 June 1844 "
                "by George Williams, a draper's assistant born in Dulverton, Somerset. It set out "
                "to offer young workers in the city Bible study and prayer, and it now has "
                "branches in more than 120 countries."
            ),
            D(
                "John Wesley: John Wesley (1703 \u2013 1791) was an English cleric and theologian, "
                "born in Epworth, Lincolnshire, who led the revival movement that became "
                "Methodism. He travelled some 250,000 miles on horseback, preaching in the open "
                "air to crowds of working people."
            ),
            D(
                "Green's Windmill: Green's Windmill is a restored tower mill in Sneinton, "
                "Nottingham, built in 1807 by the baker George Green, father of the mathematician "
                "of the same name, who later worked the mill himself. It now houses a small "
                "science centre about his work."
            ),
            D(
                "Charles Booth: Charles Booth (1840 \u2013 1916) was an English shipowner and "
                "social researcher, born in Liverpool, whose survey Life and Labour of the People "
                "in London mapped poverty in the capital street by street between 1886 and 1903."
            ),
            S(
                "The Salvation Army: The Salvation Army is a Protestant church and charity with a "
                "military-style structure, at work in more than 130 countries. It was founded in "
                "the East End of London in 1865 by the former Methodist minister William Booth, "
                "helped by his wife Catherine."
            ),
        ],
        drop=0,
    ),
]
