"""Development multi-hop questions, batch 10 (20 two-hop questions in the style of
Wikipedia multi-hop QA), written by someone who never read the evaluator, the gold set
or the benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, all titled, each with 2 supports
and 6 distractors. Measured lengths: mean support 318 characters, mean distractor 332
characters; a support is the longest passage in 0 of the 20 questions. Original text,
shared under CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the largest lake in the country whose capital is Bishkek?",
        "Issyk-Kul",
        [
            D(
                "Song-Kul: Song-Kul is an alpine lake in the Naryn Region of central Kyrgyzstan, "
                "lying at an elevation of about 3,016 m between the ridges of the Tian Shan. Its "
                "grassy shores are used as summer pasture by herders who set up yurts there, and "
                "the lake and its wetlands are protected as a Ramsar site. It is covered with ice "
                "for about half of the year."
            ),
            S(
                "Bishkek: Bishkek, formerly known as Pishpek and, from 1926 to 1991, as Frunze, is "
                "the capital and largest city of Kyrgyzstan. It lies in the Chüy Valley at the "
                "foot of the Kyrgyz Ala-Too range, at an elevation of about 800 m, and has a "
                "population of more than one million. The city grew up around a Kokand fortress "
                "built in 1825."
            ),
            D(
                "Lake Balkhash: Lake Balkhash is a large endorheic lake in southeastern Kazakhstan "
                "and one of the largest lakes in Asia. It is unusual in that its western half "
                "holds almost fresh water while its eastern half is saline. The lake is fed mainly "
                "by the Ili River, which rises in the Tian Shan in China, and it has no outflow to "
                "the sea."
            ),
            D(
                "Almaty: Almaty, formerly Alma-Ata, is the largest city of Kazakhstan, with a "
                "population of more than two million. It lies in the foothills of the Trans-Ili "
                "Alatau in the south of the country, close to the border. Almaty was the capital "
                "of Kazakhstan until 1997, when the government moved to Akmola, the city now "
                "called Astana."
            ),
            D(
                "Manas International Airport: Manas International Airport is the main "
                "international airport serving Bishkek, located about 25 km north-northwest of the "
                "city centre. It is named after Manas, the hero of a long Kyrgyz epic poem. From "
                "2001 to 2014 part of the airport was used by the United States military as a "
                "transit centre for operations in Afghanistan."
            ),
            S(
                "Kyrgyzstan: Kyrgyzstan, officially the Kyrgyz Republic, is a landlocked country "
                "in Central Asia, bordered by Kazakhstan, Uzbekistan, Tajikistan and China. The "
                "mountains of the Tian Shan cover most of its territory, and Issyk-Kul, in the "
                "east of the country, is its largest lake. Kyrgyzstan became independent from the "
                "Soviet Union in 1991."
            ),
            D(
                "Dushanbe: Dushanbe is the capital and largest city of Tajikistan. It lies on the "
                "Varzob River in the Hisor Valley, surrounded by the foothills of the Gissar "
                "Range, and grew from a village that held a market on Mondays, which gave the city "
                "its name. It was known as Stalinabad from 1929 to 1961."
            ),
            D(
                "Chüy (river): The Chüy is a river in northern Kyrgyzstan and southern Kazakhstan, "
                "about 1,067 km long. It rises in the Tian Shan, passes through the narrow Boom "
                "Gorge and then the broad Chüy Valley, where it forms part of the border between "
                "the two countries, and ends in the deserts of southern Kazakhstan without "
                "reaching the sea."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what currency is used in the country whose capital is thimphu",
        "the ngultrum",
        [
            D(
                "Indian rupee: The Indian rupee is the official currency of the Republic of India. "
                "It is divided into 100 paise and is issued and controlled by the Reserve Bank of "
                "India, which was established in 1935. The rupee sign, based on the Devanagari "
                "letter ra, was adopted in 2010 after a public design competition held by the "
                "government."
            ),
            D(
                "Punakha: Punakha is a town in western Bhutan and the administrative centre of "
                "Punakha District. It served as the seat of the country's government until 1955. "
                "The town is known for Punakha Dzong, a fortress monastery built in 1637 at the "
                "confluence of the Pho Chhu and Mo Chhu rivers, where the winter residence of the "
                "central monastic body is kept."
            ),
            S(
                "Thimphu: Thimphu is the capital and largest city of Bhutan. It lies in the "
                "western central part of the country, on the slopes of the valley of the Wang "
                "Chhu, at an elevation of between about 2,250 and 2,650 m. Thimphu replaced the "
                "ancient capital of Punakha as the seat of government in 1955."
            ),
            D(
                "Nepalese rupee: The Nepalese rupee is the official currency of Nepal. It was "
                "introduced in 1932, replacing the silver mohar, and is issued by the Nepal Rastra "
                "Bank, the country's central bank, founded in 1956. One rupee is divided into 100 "
                "paisa, and banknotes are printed with images of the country's animals and of "
                "Mount Everest."
            ),
            D(
                "Paro: Paro is a town in the Paro Valley of western Bhutan and the seat of Paro "
                "District. It is home to Paro International Airport, the country's only "
                "international airport, and to the National Museum. The Taktsang monastery, known "
                "as the Tiger's Nest, clings to a cliff about 900 m above the floor of the valley."
            ),
            D(
                "Tashichho Dzong: Tashichho Dzong is a Buddhist monastery and fortress on the "
                "northern edge of Thimphu, on the western bank of the Wang Chhu. It houses the "
                "throne room, the offices of the king and the summer quarters of the central "
                "monastic body. The present buildings were largely reconstructed in the "
                "traditional style during the 1960s."
            ),
            S(
                "Bhutan: Bhutan, officially the Kingdom of Bhutan, is a landlocked country in the "
                "Eastern Himalayas, bordered by China to the north and India to the south. It is a "
                "constitutional monarchy whose head of state is the Druk Gyalpo, or Dragon King. "
                "Its currency is the ngultrum, which is pegged at par to the Indian rupee."
            ),
            D(
                "Kathmandu: Kathmandu is the capital and most populous city of Nepal. It lies in "
                "the Kathmandu Valley at an elevation of about 1,400 m and is surrounded by the "
                "hills of the Himalayan foothills. The valley contains seven groups of monuments, "
                "among them Durbar squares and the Swayambhunath stupa, listed together as a "
                "UNESCO World Heritage Site."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the company that built the Programma 101 founded?",
        "Ivrea",
        [
            D(
                "Olivetti Lettera 22: The Lettera 22 is a portable mechanical typewriter designed "
                "by Marcello Nizzoli and produced by Olivetti from 1950. Light and compact, it "
                "became one of the best-selling portable typewriters of its time and won the "
                "Compasso d'Oro design award in 1954. An example is held in the permanent "
                "collection of the Museum of Modern Art in New York."
            ),
            D(
                "Hewlett-Packard 9100A: The HP 9100A is a programmable desktop calculator "
                "introduced by Hewlett-Packard in 1968, which the company advertised as a personal "
                "computer. It used magnetic cards to store programs and could compute "
                "trigonometric and logarithmic functions. Hewlett-Packard later paid royalties to "
                "Olivetti because of its similarities to an earlier Italian design."
            ),
            S(
                "Programma 101: The Programma 101, also known as the P101, is an early "
                "programmable desktop calculator produced by the Italian company Olivetti. "
                "Designed by a team led by the engineer Pier Giorgio Perotto, it was presented at "
                "the 1964 New York World's Fair and went on sale in 1965. It is often described as "
                "one of the first commercial personal computers."
            ),
            D(
                "Adriano Olivetti: Adriano Olivetti (11 April 1901 \u2013 27 February 1960) was an "
                "Italian engineer, industrialist and politician, the son of the founder of the "
                "typewriter maker Olivetti. As its president from 1938 he expanded the company "
                "abroad, hired leading designers and architects, and became known for his ideas "
                "about the welfare of workers and their communities."
            ),
            D(
                "Olivetti Elea 9003: The Elea 9003 was a mainframe computer produced by Olivetti "
                "and introduced in 1959. Designed by a team led by the engineer Mario Tchou, it "
                "was the first Italian commercial computer and one of the first in the world to be "
                "built entirely with transistors. About forty machines were sold, mostly to "
                "Italian banks and industrial firms."
            ),
            D(
                "Wang Laboratories: Wang Laboratories was an American computer company founded in "
                "1951 by An Wang and Ge-Yao Chu in Cambridge, Massachusetts. It made electronic "
                "desktop calculators in the 1960s and became a leading maker of word processors in "
                "the 1970s, later moving to Lowell. The company filed for bankruptcy in 1992."
            ),
            S(
                "Olivetti: Olivetti S.p.A. is an Italian manufacturer of computers, printers and "
                "other business machines. It was founded as a typewriter manufacturer by Camillo "
                "Olivetti in 1908 in Ivrea, near Turin, and grew into one of Italy's best-known "
                "industrial firms. In 2003 it became part of the Telecom Italia group."
            ),
            D(
                "Olivetti M24: The Olivetti M24 is a personal computer sold by Olivetti from 1983, "
                "based on the Intel 8086 processor and compatible with the IBM PC. It was marketed "
                "in the United States by AT&T as the AT&T 6300 and helped make Olivetti one of the "
                "largest personal computer makers in Europe during the middle of the 1980s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that made the commodore 64",
        "Jack Tramiel",
        [
            S(
                "Commodore 64: The Commodore 64, also known as the C64, is an 8-bit home computer "
                "introduced in January 1982 by Commodore International. With estimates of 12.5 to "
                "17 million units sold, it is listed by Guinness World Records as the best-selling "
                "desktop computer model of all time. It used the MOS Technology 6510 "
                "microprocessor and had 64 kilobytes of RAM."
            ),
            D(
                "VIC-20: The VIC-20 is an 8-bit home computer that was sold by Commodore Business "
                "Machines from 1980 in Japan and from 1981 elsewhere. Priced well below its rivals "
                "and advertised on television by the actor William Shatner, it became the first "
                "computer of any kind to sell one million units. It had 5 kilobytes of RAM and "
                "used the MOS Technology 6502 processor."
            ),
            D(
                "Atari Corporation: Atari Corporation was an American manufacturer of home "
                "computers and video game consoles from 1984 to 1996. It was formed when Jack "
                "Tramiel bought the consumer division of Atari, Inc. from Warner Communications, "
                "and it went on to release the Atari ST computers, the Atari Lynx handheld and the "
                "Atari Jaguar console before merging with JTS."
            ),
            D(
                "ZX Spectrum: The ZX Spectrum is an 8-bit home computer developed by Sinclair "
                "Research, the company of the British inventor Clive Sinclair, and released in the "
                "United Kingdom in April 1982. Built around the Zilog Z80 processor, it sold more "
                "than five million units and was one of the most popular machines of the British "
                "home computer boom of the early 1980s."
            ),
            D(
                "Commodore 128: The Commodore 128 is the last 8-bit home computer commercially "
                "released by Commodore Business Machines. Introduced in January 1985 at the "
                "Consumer Electronics Show in Las Vegas, it had 128 kilobytes of RAM and a "
                "separate Zilog Z80 processor for running CP/M, and it could run almost all of the "
                "software written for the earlier Commodore model."
            ),
            S(
                "Commodore International: Commodore International was a home computer and "
                "electronics manufacturer with its headquarters in West Chester, Pennsylvania. It "
                "was founded in Toronto in 1954 by Jack Tramiel, a Polish-born Holocaust survivor, "
                "with his business partner Manfred Kapp, as a typewriter repair business. The "
                "company went bankrupt in 1994."
            ),
            D(
                "Amiga: The Amiga is a family of personal computers introduced by Commodore in "
                "1985 with the Amiga 1000. The machine was originally designed by the Amiga "
                "Corporation, a small company that Commodore bought in 1984, and its custom chips "
                "gave it graphics and sound far ahead of other home computers of the time. The "
                "best-selling model was the Amiga 500."
            ),
            D(
                "MOS Technology: MOS Technology, Inc. was a semiconductor design and fabrication "
                "company based in Norristown, Pennsylvania, best known for the 6502 "
                "microprocessor, which was cheap enough to be used in many home computers and game "
                "consoles. The company was bought by Commodore in 1976 and later renamed Commodore "
                "Semiconductor Group."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What famous lake is in the city where Alibaba Group has its headquarters?",
        "West Lake",
        [
            D(
                "Taobao: Taobao is a Chinese online shopping platform owned by Alibaba Group. "
                "Launched in 2003 as a marketplace for small businesses and individual sellers, it "
                "grew to become one of the most visited websites in the world. Its sister site "
                "Tmall, split off in 2011, is used by larger brands and retailers selling to "
                "Chinese consumers."
            ),
            D(
                "Tencent: Tencent Holdings Ltd. is a Chinese multinational technology conglomerate "
                "and one of the largest companies in the world by market value. It was founded in "
                "1998 by Ma Huateng and others and has its headquarters in the Nanshan District of "
                "Shenzhen. Its products include the WeChat messaging app and a large portfolio of "
                "video games."
            ),
            S(
                "Hangzhou: Hangzhou is the capital and most populous city of Zhejiang province in "
                "eastern China. It lies at the southern end of the Grand Canal on the Qiantang "
                "River. The city is known for West Lake, a freshwater lake surrounded by temples, "
                "pagodas and gardens that was listed as a UNESCO World Heritage Site in 2011."
            ),
            D(
                "Xuanwu Lake: Xuanwu Lake is a lake in the centre of Nanjing, in Jiangsu province, "
                "lying next to the Ming dynasty city wall and below Purple Mountain. Once an "
                "imperial garden and a training ground for naval forces, it is now one of the "
                "largest city parks in China, with five islands linked by bridges and causeways."
            ),
            D(
                "Ant Group: Ant Group is an affiliate company of the Chinese conglomerate Alibaba "
                "Group and the operator of Alipay, one of the world's largest mobile and online "
                "payment platforms. Its planned initial public offering in 2020, expected to be "
                "the largest in history, was suspended by Chinese regulators two days before "
                "trading was due to begin."
            ),
            D(
                "Qiantang River: The Qiantang is a river in eastern China that rises in the "
                "mountains of Anhui and flows through Zhejiang province into Hangzhou Bay and the "
                "East China Sea. It is known for the world's largest tidal bore, a wave that can "
                "reach 9 m in height and travel up the river at up to 40 km/h, drawing large "
                "crowds in autumn."
            ),
            S(
                "Alibaba Group: Alibaba Group Holding Limited is a Chinese multinational "
                "technology company specialising in e-commerce, retail, internet services and "
                "cloud computing. It was founded in 1999 by Jack Ma and seventeen others, and its "
                "headquarters are in the Yuhang District of Hangzhou, Zhejiang."
            ),
            D(
                "Jack Ma: Ma Yun (born 10 September 1964), known professionally as Jack Ma, is a "
                "Chinese businessman, investor and philanthropist. A former English teacher, he "
                "co-founded the e-commerce company Alibaba Group and served as its executive "
                "chairman until 2019. He largely withdrew from public view after criticising "
                "Chinese financial regulators in 2020."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the US president who championed the League of Nations born?",
        "Staunton, Virginia",
        [
            D(
                "Henry Wilson: Henry Wilson (born Jeremiah Jones Colbath; February 16, 1812 \u2013 "
                "November 22, 1875) was an American politician who served as the 18th vice "
                "president of the United States from 1873 until his death in 1875. Born into "
                "poverty in Farmington, New Hampshire, he was a shoemaker before becoming a "
                "senator from Massachusetts and a leading opponent of slavery."
            ),
            S(
                "Woodrow Wilson: Thomas Woodrow Wilson (December 28, 1856 \u2013 February 3, 1924) "
                "was an American politician and academic who served as the 28th president of the "
                "United States from 1913 to 1921. Born in Staunton, Virginia, he was president of "
                "Princeton University and governor of New Jersey before his election. He received "
                "the 1919 Nobel Peace Prize."
            ),
            D(
                "Fourteen Points: The Fourteen Points was a statement of principles for peace to "
                "be used in negotiations to end the First World War, set out by President Woodrow "
                "Wilson in a speech to the United States Congress on 8 January 1918. Its last "
                "point called for a general association of nations to guarantee the independence "
                "and territory of great and small states."
            ),
            D(
                "United Nations: The United Nations is an intergovernmental organisation whose "
                "stated purposes are to maintain international peace and security and to develop "
                "friendly relations among nations. It was founded on 24 October 1945, after the "
                "Second World War, and has its headquarters in New York City. It has 193 member "
                "states."
            ),
            D(
                "Edith Wilson: Edith Bolling Galt Wilson (October 15, 1872 \u2013 December 28, "
                "1961) was the second wife of Woodrow Wilson and the first lady of the United "
                "States from 1915 to 1921. Born in Wytheville, Virginia, she took on an unusually "
                "large role in the White House after her husband suffered a severe stroke in "
                "October 1919."
            ),
            D(
                "Treaty of Versailles: The Treaty of Versailles was the most important of the "
                "peace treaties that brought the First World War to an end. Signed on 28 June 1919 "
                "in the Hall of Mirrors of the Palace of Versailles, it required Germany to "
                "disarm, give up territory and pay reparations. The United States Senate twice "
                "refused to ratify it."
            ),
            S(
                "League of Nations: The League of Nations was the first worldwide "
                "intergovernmental organisation whose principal mission was to maintain world "
                "peace. It was founded on 10 January 1920 following the Paris Peace Conference, "
                "and its creation was championed by the United States president Woodrow Wilson, "
                "although the United States never joined."
            ),
            D(
                "Warren G. Harding: Warren Gamaliel Harding (November 2, 1865 \u2013 August 2, "
                "1923) was the 29th president of the United States, serving from 1921 until his "
                "death in 1923. Born in Blooming Grove, Ohio, he was a newspaper publisher and "
                "senator who won the 1920 election on a promise of a return to normalcy after the "
                "First World War."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "where was the general who led the crossing of the andes born",
        "Yapeyú",
        [
            D(
                "Bernardo O'Higgins: Bernardo O'Higgins Riquelme (20 August 1778 \u2013 24 October "
                "1842) was a Chilean independence leader who, together with other generals, freed "
                "Chile from Spanish rule in the Chilean War of Independence. Born in Chillán, the "
                "illegitimate son of a Spanish-Irish colonial official, he served as the first "
                "Supreme Director of Chile from 1817 to 1823."
            ),
            D(
                "Andes: The Andes are the longest continental mountain range in the world, forming "
                "a continuous highland about 7,000 km long along the western edge of South "
                "America. The range passes through seven countries, from Venezuela to Argentina "
                "and Chile. Its highest peak, Aconcagua, rises to 6,961 m in the Argentine "
                "province of Mendoza."
            ),
            S(
                "Crossing of the Andes: The Crossing of the Andes was one of the most important "
                "feats of the Spanish American wars of independence, in which the Army of the "
                "Andes, led by General José de San Martín, crossed the mountains from Argentina "
                "into Chile in early 1817. It led to the patriot victory at the Battle of "
                "Chacabuco."
            ),
            D(
                "Simón Bolívar: Simón José Antonio de la Santísima Trinidad Bolívar Palacios (24 "
                "July 1783 \u2013 17 December 1830) was a Venezuelan military and political leader "
                "who led what are now Venezuela, Colombia, Ecuador, Peru, Panama and Bolivia to "
                "independence from the Spanish Empire. Born in Caracas, he is known as El "
                "Libertador."
            ),
            D(
                "Battle of Maipú: The Battle of Maipú was fought near Santiago, Chile, on 5 April "
                "1818 between South American rebels and Spanish royalists during the Chilean War "
                "of Independence. The patriot army won a decisive victory that all but ended "
                "Spanish resistance in central Chile and secured the independence that had been "
                "declared earlier that year."
            ),
            S(
                "José de San Martín: José Francisco de San Martín (25 February 1778 \u2013 17 "
                "August 1850) was an Argentine general and a leader of the struggle for "
                "independence from the Spanish Empire in southern South America. He was born in "
                "Yapeyú, a former Jesuit mission in what is now Corrientes Province, and died in "
                "exile in Boulogne-sur-Mer, France."
            ),
            D(
                "Army of the Andes: The Army of the Andes was a military force created by the "
                "United Provinces of the Río de la Plata to free Chile and Peru from Spanish rule. "
                "It was raised and trained in the province of Cuyo during 1816, at the camp of El "
                "Plumerillo near Mendoza, and was made up of Argentine soldiers, freed slaves and "
                "Chilean exiles."
            ),
            D(
                "Manuel Belgrano: Manuel José Joaquín del Corazón de Jesús Belgrano (3 June 1770 "
                "\u2013 20 June 1820) was an Argentine economist, lawyer, politician and military "
                "leader. Born in Buenos Aires, he took part in the May Revolution of 1810, "
                "commanded the Army of the North and created the flag of Argentina, first raised "
                "in 1812."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "To which species does the fossil skeleton found by Donald Johanson in 1974 belong?",
        "Australopithecus afarensis",
        [
            D(
                "Turkana Boy: Turkana Boy, also called Nariokotome Boy, is the name given to "
                "KNM-WT 15000, a nearly complete skeleton of a Homo erectus youth who lived about "
                "1.5 to 1.6 million years ago. It was discovered in 1984 by Kamoya Kimeu at "
                "Nariokotome, near Lake Turkana in Kenya, and is one of the most complete early "
                "human skeletons ever found."
            ),
            S(
                "Donald Johanson: Donald Carl Johanson (born June 28, 1943) is an American "
                "paleoanthropologist. In 1974, at Hadar in the Afar Triangle of Ethiopia, he "
                "discovered with Tom Gray the fossil of a female hominin that became known as "
                "Lucy. He later founded the Institute of Human Origins, now part of Arizona State "
                "University."
            ),
            D(
                "Taung Child: The Taung Child is the fossilised skull of a young Australopithecus "
                "africanus, found in 1924 by quarrymen at Taung in South Africa. It was described "
                "by the anatomist Raymond Dart in 1925, who argued that it was an ancestor of "
                "humans, an idea that was widely rejected for decades before later finds showed it "
                "to be correct."
            ),
            D(
                "Ardi: Ardi, designated ARA-VP-6/500, is the fossilised skeleton of a female "
                "Ardipithecus ramidus, an early hominin that lived about 4.4 million years ago. "
                "The first pieces were found in 1994 in the Middle Awash area of the Afar "
                "Depression in Ethiopia, and after years of study the skeleton was described in a "
                "series of papers in 2009."
            ),
            D(
                "Richard Leakey: Richard Erskine Frere Leakey (19 December 1944 \u2013 2 January "
                "2022) was a Kenyan paleoanthropologist, conservationist and politician, the son "
                "of Louis and Mary Leakey. He led expeditions at Koobi Fora near Lake Turkana that "
                "found many hominin fossils, and he later headed the Kenya Wildlife Service, "
                "campaigning against the ivory trade."
            ),
            D(
                "Hadar, Ethiopia: Hadar is a palaeontological site in the Afar Region of Ethiopia, "
                "in the lower valley of the Awash River. Its sediments, laid down between about "
                "3.4 and 2.9 million years ago, have yielded several hundred hominin fossils since "
                "excavations by an international expedition began in the early 1970s."
            ),
            D(
                "Mary Leakey: Mary Douglas Leakey (6 February 1913 \u2013 9 December 1996) was a "
                "British paleoanthropologist who discovered the first fossilised Proconsul skull "
                "in 1948 and, at Olduvai Gorge in Tanzania, the robust skull known as "
                "Zinjanthropus in 1959. In 1978 at Laetoli she found a trail of footprints left by "
                "hominins walking upright."
            ),
            S(
                "Lucy (Australopithecus): AL 288-1, commonly known as Lucy, is a collection of "
                "several hundred pieces of fossilised bone making up about 40 percent of the "
                "skeleton of a female of the hominin species Australopithecus afarensis. It is "
                "dated to about 3.2 million years ago and is kept at the National Museum of "
                "Ethiopia."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which university was founded by the man who designed Monticello?",
        "the University of Virginia",
        [
            D(
                "Mount Vernon: Mount Vernon is the former plantation of George Washington, the "
                "first president of the United States, on the banks of the Potomac River in "
                "Fairfax County, Virginia. Washington enlarged the Georgian-style mansion over "
                "several decades and is buried on the estate, which has been owned and restored by "
                "the Mount Vernon Ladies' Association since 1858."
            ),
            D(
                "Poplar Forest: Poplar Forest is a plantation in Bedford County, Virginia, that "
                "Thomas Jefferson used as a private retreat from the visitors who crowded his main "
                "home. Jefferson designed its octagonal brick house himself, beginning work in "
                "1806, and he visited the estate several times a year after leaving the "
                "presidency. It is now a museum."
            ),
            D(
                "College of William & Mary: The College of William & Mary is a public research "
                "university in Williamsburg, Virginia. It was founded in 1693 by letters patent "
                "issued by King William III and Queen Mary II, which makes it the second-oldest "
                "institution of higher education in the United States, after Harvard University."
            ),
            S(
                "Thomas Jefferson: Thomas Jefferson (April 13, 1743 \u2013 July 4, 1826) was an "
                "American statesman, planter and Founding Father who served as the third president "
                "of the United States from 1801 to 1809. He was the primary author of the "
                "Declaration of Independence. After leaving office he founded the University of "
                "Virginia, which opened in 1825."
            ),
            D(
                "Montpelier (Orange, Virginia): Montpelier is the plantation house and estate of "
                "James Madison, the fourth president of the United States, in Orange County, "
                "Virginia. Madison's father began the house in about 1764, and Madison enlarged it "
                "twice, adding a portico and wings. The estate is now owned by the National Trust "
                "for Historic Preservation."
            ),
            D(
                "Benjamin Henry Latrobe: Benjamin Henry Latrobe (May 1, 1764 \u2013 September 3, "
                "1820) was a British-born American neoclassical architect. He is best known for "
                "his work on the United States Capitol in Washington, D.C., and for the Baltimore "
                "Basilica, the first Catholic cathedral built in the United States, and he is "
                "often called the father of American architecture."
            ),
            S(
                "Monticello: Monticello is a historic plantation near Charlottesville, Virginia, "
                "that was the primary home of Thomas Jefferson, the third president of the United "
                "States. Jefferson designed the neoclassical main house himself, beginning work on "
                "it in 1768 at the age of 26, and he remodelled it over the following decades."
            ),
            D(
                "Monticello, Minnesota: Monticello is a city in Wright County, Minnesota, United "
                "States, on the Mississippi River about 40 miles northwest of Minneapolis. It is "
                "the site of the Monticello Nuclear Generating Plant, which began operating in "
                "1971, and it grew quickly as a commuter town for the Minneapolis\u2013Saint Paul "
                "metropolitan area."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who described the coelacanth genus named after Marjorie Courtenay-Latimer?",
        "J. L. B. Smith",
        [
            S(
                "Marjorie Courtenay-Latimer: Marjorie Eileen Doris Courtenay-Latimer (24 February "
                "1907 \u2013 17 May 2004) was a South African museum official who in 1938 brought "
                "to the attention of science a living coelacanth, a fish known only from fossils. "
                "The fish, caught off the mouth of the Chalumna River, was later named Latimeria "
                "chalumnae in her honour."
            ),
            D(
                "Coelacanth: Coelacanths are an ancient group of lobe-finned fish, more closely "
                "related to lungfish and four-limbed animals than to ordinary ray-finned fish. "
                "They were known only from fossils and believed to have died out at the end of the "
                "Cretaceous until a living specimen was caught off South Africa in 1938, and they "
                "are often called living fossils."
            ),
            D(
                "Louis Agassiz: Jean Louis Rodolphe Agassiz (May 28, 1807 \u2013 December 14, "
                "1873) was a Swiss-born American biologist and geologist who was a pioneer of the "
                "study of fossil fishes and the first to propose that the Earth had gone through "
                "an ice age. In 1839 he named the fossil fish genus Coelacanthus, from which the "
                "coelacanths take their name."
            ),
            D(
                "Lungfish: Lungfish are freshwater lobe-finned fish of the subclass Dipnoi, known "
                "for their ability to breathe air with primitive lungs. The six living species are "
                "found in Africa, South America and Australia, and some can survive for months "
                "buried in dried mud when their pools disappear. The Australian lungfish has a "
                "single lung, while the others have two."
            ),
            D(
                "Andrew Smith (zoologist): Sir Andrew Smith (3 December 1797 \u2013 11 August "
                "1872) was a Scottish military surgeon, explorer, ethnologist and zoologist. He "
                "spent many years at the Cape of Good Hope, where he led an expedition into the "
                "interior of southern Africa in 1834, and he is often called the father of zoology "
                "in South Africa."
            ),
            S(
                "Latimeria: Latimeria is a genus of lobe-finned fishes that includes the two "
                "living species of coelacanth, the West Indian Ocean coelacanth and the Indonesian "
                "coelacanth. The genus was described in 1939 by the South African ichthyologist J. "
                "L. B. Smith, from the specimen caught off South Africa the previous year."
            ),
            D(
                "East London Museum: The East London Museum is a natural and cultural history "
                "museum in East London, in the Eastern Cape province of South Africa. Founded in "
                "1921, it is best known for displaying the coelacanth caught near the city in "
                "1938, and it also holds what is thought to be the only surviving egg of the "
                "extinct dodo."
            ),
            D(
                "Indonesian coelacanth: The Indonesian coelacanth is one of the two living species "
                "of coelacanth. It was first noticed in 1997 at a fish market in Manado, on the "
                "island of Sulawesi, by Arnaz Mehta Erdmann, and after a second specimen was "
                "caught in 1998 it was described as a new species in 1999 by a team of French and "
                "Indonesian scientists."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "when was the dam that created lake volta completed",
        "1965",
        [
            D(
                "Kainji Dam: The Kainji Dam is a hydroelectric dam across the Niger River in "
                "western Nigeria. Built between 1964 and 1968, it holds back Kainji Lake, one of "
                "the largest artificial lakes in Africa, and was for many years the main source of "
                "electricity for the country. Its construction displaced the old town of Bussa, "
                "which was flooded."
            ),
            D(
                "Volta River: The Volta is the main river system of Ghana, draining a basin of "
                "about 400,000 km² in West Africa that also covers parts of Burkina Faso, Togo, "
                "Benin, Mali and Ivory Coast. It is formed by the Black Volta, the White Volta and "
                "the Oti River, and it flows south into the Gulf of Guinea at Ada Foah."
            ),
            S(
                "Akosombo Dam: The Akosombo Dam, also known as the Volta Dam, is a hydroelectric "
                "dam on the Volta River in southeastern Ghana. Constructed between 1961 and 1965 "
                "as part of the Volta River Project, it supplies electricity to Ghana and to "
                "neighbouring countries, and much of its output went to an aluminium smelter at "
                "Tema."
            ),
            D(
                "Lake Kariba: Lake Kariba is the world's largest artificial lake and reservoir by "
                "volume, lying on the Zambezi River along the border between Zambia and Zimbabwe. "
                "It was filled between 1958 and 1963, and the building of its dam forced the "
                "resettlement of about 57,000 Tonga people who had lived along the river."
            ),
            D(
                "Bui Dam: The Bui Dam is a 400-megawatt hydroelectric dam on the Black Volta River "
                "in western Ghana, at the Bui Gorge on the southern edge of Bui National Park. "
                "Built by the Chinese company Sinohydro and financed largely by Chinese loans, it "
                "was completed in 2013 and is the second-largest hydroelectric plant in the "
                "country."
            ),
            D(
                "Kpong Dam: The Kpong Dam is a hydroelectric dam on the lower Volta River in "
                "Ghana, about 24 km downstream of the town of Akosombo. Completed in 1982, it "
                "generates 160 megawatts using water released from the larger reservoir upstream, "
                "and its headpond also supplies drinking water and irrigation to the Accra plains."
            ),
            S(
                "Lake Volta: Lake Volta is the largest artificial reservoir in the world by "
                "surface area, covering about 8,502 km² in Ghana. It was formed behind the "
                "Akosombo Dam, which holds back the waters of the Volta River, and its creation "
                "required the relocation of about 78,000 people from some 700 towns and villages."
            ),
            D(
                "Aswan High Dam: The Aswan High Dam is an embankment dam built across the Nile at "
                "Aswan, in southern Egypt, between 1960 and 1970. It controls the annual flood of "
                "the river and generates hydroelectric power, and its reservoir, Lake Nasser, "
                "flooded much of Lower Nubia, forcing the relocation of the temples of Abu Simbel."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Lise Meitner or Otto Hahn?",
        "Lise Meitner",
        [
            D(
                "Fritz Strassmann: Friedrich Wilhelm Strassmann (22 February 1902 \u2013 22 April "
                "1980) was a German chemist who, together with Otto Hahn, identified barium among "
                "the products of uranium bombarded with neutrons in December 1938, the evidence "
                "for nuclear fission. During the war he and his wife hid a Jewish woman in their "
                "Berlin apartment."
            ),
            S(
                "Lise Meitner: Elise Meitner (7 November 1878 \u2013 27 October 1968) was an "
                "Austrian-Swedish nuclear physicist who was one of those responsible for the "
                "discovery of nuclear fission. Born in Vienna, she worked for three decades in "
                "Berlin, much of the time with the chemist Otto Hahn, before fleeing Nazi Germany "
                "in 1938."
            ),
            D(
                "Otto Frisch: Otto Robert Frisch (1 October 1904 \u2013 22 September 1979) was an "
                "Austrian-born British physicist and a nephew of Lise Meitner. With his aunt he "
                "gave the first theoretical explanation of nuclear fission in early 1939, coining "
                "the term, and with Rudolf Peierls he wrote the memorandum that first showed how "
                "an atomic bomb could be built."
            ),
            D(
                "Meitnerium: Meitnerium is a synthetic chemical element with the symbol Mt and "
                "atomic number 109. It was first made in 1982 by a team at the GSI Helmholtz "
                "Centre for Heavy Ion Research in Darmstadt, Germany, and it is extremely "
                "radioactive: its most stable known isotopes have half-lives of only a few seconds."
            ),
            D(
                "NS Otto Hahn: NS Otto Hahn was a German nuclear-powered cargo and research ship, "
                "named after the chemist who discovered nuclear fission. Launched in 1964 and in "
                "service from 1968, it was one of only four nuclear-powered merchant ships ever "
                "built, and after ten years its reactor was removed and it was converted to diesel "
                "propulsion."
            ),
            S(
                "Otto Hahn: Otto Hahn (8 March 1879 \u2013 28 July 1968) was a German chemist who "
                "was a pioneer in the field of radiochemistry. Born in Frankfurt am Main, he was "
                "awarded the 1944 Nobel Prize in Chemistry for the discovery of nuclear fission, "
                "which he made with Fritz Strassmann in December 1938."
            ),
            D(
                "Nuclear fission: Nuclear fission is a reaction in which the nucleus of an atom "
                "splits into two or more smaller nuclei, releasing a very large amount of energy. "
                "It was discovered in Berlin in December 1938 and explained early the following "
                "year, and it is the process that powers nuclear reactors and the first atomic "
                "bombs."
            ),
            D(
                "Max von Laue: Max Theodor Felix von Laue (9 October 1879 \u2013 24 April 1960) "
                "was a German physicist who received the 1914 Nobel Prize in Physics for his "
                "discovery of the diffraction of X-rays by crystals. Born in Pfaffendorf, near "
                "Koblenz, he was one of the few leading German physicists to oppose the Nazi "
                "regime openly."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which airliner flew first, Concorde or the Tupolev Tu-144?",
        "the Tupolev Tu-144",
        [
            D(
                "Tupolev Tu-154: The Tupolev Tu-154 is a three-engined medium-range narrow-body "
                "airliner designed in the mid-1960s by the Tupolev design bureau. It made its "
                "first flight on 3 October 1968 and entered service with Aeroflot in 1972, "
                "becoming the standard domestic jet of the Soviet Union, with more than 1,000 "
                "built."
            ),
            D(
                "Boeing 2707: The Boeing 2707 was an American supersonic airliner designed in the "
                "1960s, the winner of a government competition to build a larger and faster rival "
                "to the European and Soviet designs. The project was cancelled in 1971, after "
                "Congress withdrew its funding, before any of the planned prototypes had been "
                "completed."
            ),
            S(
                "Concorde: Concorde is a retired Anglo-French supersonic airliner developed "
                "jointly by Sud Aviation and the British Aircraft Corporation. It first flew on 2 "
                "March 1969 from Toulouse and entered service with Air France and British Airways "
                "in 1976, cruising at up to twice the speed of sound. It was retired in 2003."
            ),
            D(
                "Air France Flight 4590: Air France Flight 4590 was a charter flight operated by a "
                "Concorde that crashed on 25 July 2000 in Gonesse, shortly after taking off from "
                "Charles de Gaulle Airport near Paris. A strip of metal on the runway burst a tyre "
                "and ruptured a fuel tank, and all 109 people on board and four on the ground were "
                "killed."
            ),
            D(
                "Sud Aviation Caravelle: The Sud Aviation Caravelle is a French short- and "
                "medium-range jet airliner and one of the first jet airliners of its kind. Its "
                "prototype first flew on 27 May 1955, and it entered service with Scandinavian "
                "Airlines and Air France in 1959. Its engines were mounted on the rear of the "
                "fuselage."
            ),
            S(
                "Tupolev Tu-144: The Tupolev Tu-144 is a retired Soviet supersonic airliner "
                "designed by the Tupolev design bureau. The prototype made its first flight on 31 "
                "December 1968 near Moscow and later became the first commercial transport to "
                "exceed Mach 2. It carried passengers for Aeroflot only between 1977 and 1978."
            ),
            D(
                "1973 Paris Air Show Tu-144 crash: On 3 June 1973 a Tupolev Tu-144 supersonic "
                "airliner broke up in the air and crashed into the village of Goussainville during "
                "a display at the Paris Air Show. All six crew members and eight people on the "
                "ground were killed, and the cause of the crash has never been fully explained."
            ),
            D(
                "Tupolev: Tupolev is a Russian aerospace and defence company, founded in 1922 as "
                "the design bureau of the aircraft engineer Andrei Tupolev. It has designed more "
                "than 100 types of aircraft, including bombers such as the Tu-95 and Tu-160 and "
                "many of the airliners flown by Aeroflot, and is now part of the United Aircraft "
                "Corporation."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the narwhal and the beluga whale both members of the family Monodontidae?",
        "yes",
        [
            D(
                "Beluga (sturgeon): The beluga (Huso huso) is a species of anadromous fish in the "
                "sturgeon family, found mainly in the basins of the Caspian and Black seas. It is "
                "one of the largest bony fish in the world and can live for more than a century. "
                "Heavily fished for its roe, sold as beluga caviar, it is critically endangered."
            ),
            S(
                "Narwhal: The narwhal (Monodon monoceros) is a medium-sized toothed whale that "
                "lives all year in the Arctic waters around Greenland, Canada and Russia. It is "
                "one of two living species of whale in the family Monodontidae. Males have a long, "
                "straight, spiralled tusk, which is an elongated upper left canine tooth."
            ),
            D(
                "Bowhead whale: The bowhead whale (Balaena mysticetus) is a species of baleen "
                "whale in the family Balaenidae and the only baleen whale that spends its whole "
                "life in Arctic and sub-Arctic waters. It has a massive triangular skull that it "
                "uses to break through sea ice, and some individuals are thought to live for more "
                "than 200 years."
            ),
            D(
                "Irrawaddy dolphin: The Irrawaddy dolphin (Orcaella brevirostris) is a species of "
                "oceanic dolphin found near coasts and in estuaries and rivers of South and "
                "Southeast Asia, including the Irrawaddy, Mekong and Mahakam. With its rounded "
                "forehead and short beak it looks similar to some white whales, but it belongs to "
                "the family Delphinidae."
            ),
            D(
                "Toothed whale: The toothed whales, or Odontoceti, are a parvorder of cetaceans "
                "that includes dolphins, porpoises, sperm whales and beaked whales. They have "
                "teeth rather than baleen plates and hunt fish, squid and other prey using "
                "echolocation, and they range in size from small porpoises to the sperm whale, the "
                "largest predator on Earth."
            ),
            D(
                "Airbus Beluga: The Airbus A300-600ST Beluga is a version of the A300 wide-body "
                "airliner modified to carry aircraft parts and other outsized cargo, named for its "
                "resemblance to the white whale. It first flew on 13 September 1994, and Airbus "
                "uses its fleet to move wings and fuselage sections between its factories in "
                "Europe."
            ),
            S(
                "Beluga whale: The beluga whale (Delphinapterus leucas) is an Arctic and "
                "sub-Arctic toothed whale of the family Monodontidae. It is adapted to life in "
                "cold seas, with white colouring in adults, a prominent rounded forehead called "
                "the melon and no dorsal fin, and it often lives in groups of about ten animals."
            ),
            D(
                "Porpoise: Porpoises are small toothed whales of the family Phocoenidae, closely "
                "related to dolphins but distinguished by their flattened, spade-shaped teeth and "
                "shorter beaks. The seven living species include the harbour porpoise of the North "
                "Atlantic and Pacific and the vaquita, found only in the northern Gulf of "
                "California."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which cave's prehistoric paintings were discovered first, Altamira or Lascaux?",
        "Altamira",
        [
            D(
                "Chauvet Cave: The Chauvet-Pont-d'Arc Cave in the Ardèche department of southern "
                "France contains some of the oldest and best-preserved figurative cave paintings "
                "in the world, made more than 30,000 years ago. It was discovered on 18 December "
                "1994 by three cavers led by Jean-Marie Chauvet and is a UNESCO World Heritage "
                "Site."
            ),
            S(
                "Lascaux: Lascaux is a network of caves near the village of Montignac in the "
                "Dordogne department of southwestern France. Its walls hold more than 600 "
                "paintings, mainly of large animals, thought to be about 17,000 years old. The "
                "paintings were discovered on 12 September 1940 by four teenagers, and the cave "
                "was closed to the public in 1963."
            ),
            D(
                "Cave of El Castillo: The Cave of El Castillo is a cave near Puente Viesgo in "
                "Cantabria, Spain, known for red hand stencils and discs that are among the oldest "
                "known cave art in Europe, with one disc dated to more than 40,000 years ago. The "
                "cave was discovered in 1903 by the archaeologist Hermilio Alcalde del Río."
            ),
            D(
                "Altamira, Pará: Altamira is a city and municipality in the Brazilian state of "
                "Pará, on the Xingu River. With an area of about 159,500 km², it is one of the "
                "largest municipalities in the world, larger than many countries. The city grew "
                "rapidly during the building of the nearby Belo Monte Dam in the 2010s, which "
                "displaced thousands of residents."
            ),
            D(
                "Lascaux II: Lascaux II is a replica of two of the main halls of the Lascaux cave, "
                "built about 200 m from the original and opened to visitors in 1983. It was made "
                "after the original cave was closed because the breath of visitors had damaged the "
                "paintings, and it was followed by further copies known as Lascaux III and Lascaux "
                "IV."
            ),
            D(
                "Cueva de las Manos: The Cueva de las Manos, meaning Cave of the Hands, is a cave "
                "in Santa Cruz Province, Argentina, known for its many stencilled outlines of "
                "human hands, painted between about 9,000 and 13,000 years ago. It lies in the "
                "valley of the Pinturas River in Patagonia and was listed as a UNESCO World "
                "Heritage Site in 1999."
            ),
            S(
                "Cave of Altamira: The Cave of Altamira is a cave complex near the town of "
                "Santillana del Mar in Cantabria, Spain, known for its Upper Paleolithic charcoal "
                "drawings and polychrome paintings of wild bison. The paintings were first noticed "
                "in 1879 by the young daughter of the amateur archaeologist Marcelino Sanz de "
                "Sautuola."
            ),
            D(
                "Font-de-Gaume: Font-de-Gaume is a cave near Les Eyzies-de-Tayac in the Dordogne "
                "department of France, containing polychrome paintings of bison, horses and "
                "mammoths made during the Magdalenian period. The paintings were discovered in "
                "1901 by the local schoolteacher Denis Peyrony, and it is one of the few such "
                "caves still open to visitors."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Rolex born?",
        "Kulmbach",
        [
            D(
                "Omega SA: Omega SA is a Swiss luxury watchmaker based in Biel/Bienne, owned by "
                "the Swatch Group. It was founded by Louis Brandt in La Chaux-de-Fonds in 1848 and "
                "took its present name from a movement made by the firm in 1894. An Omega "
                "Speedmaster was the first watch worn on the Moon, during the Apollo 11 mission in "
                "1969."
            ),
            D(
                "Tudor (watchmaker): Tudor is a Swiss watch brand that was registered in 1926 and "
                "taken over in the 1930s by the owner of the Rolex company, who wanted to sell a "
                "cheaper watch through the same dealers. It is now owned by the same charitable "
                "foundation as Rolex and is best known for its diving watches, such as the Black "
                "Bay."
            ),
            S(
                "Hans Wilsdorf: Hans Wilsdorf (22 March 1881 \u2013 6 July 1960) was a German-born "
                "watchmaker and businessman. Born in Kulmbach, in Bavaria, and orphaned at the age "
                "of twelve, he moved to London in 1903 and later settled in Geneva, where in 1945 "
                "he set up a charitable foundation that came to own his company."
            ),
            D(
                "Patek Philippe: Patek Philippe SA is a Swiss luxury watch manufacturer based in "
                "Geneva. It traces its origins to 1839, when the Polish émigré Antoni Patek began "
                "making watches in the city, and the French watchmaker Adrien Philippe, inventor "
                "of the keyless winding mechanism, joined him in 1845. It is still owned by the "
                "Stern family."
            ),
            D(
                "Rolex Submariner: The Rolex Submariner is a line of diving watches made by Rolex, "
                "first presented at the Basel watch fair in 1954. It was one of the first "
                "wristwatches to be water-resistant to a depth of 100 m, and with its rotating "
                "bezel and luminous dial it became the model for many later diving watches made by "
                "other firms."
            ),
            S(
                "Rolex: Rolex SA is a Swiss watch designer and manufacturer based in Geneva. It "
                "was founded in London in 1905 as Wilsdorf and Davis by Hans Wilsdorf, with his "
                "brother-in-law Alfred Davis as a partner, and registered the name Rolex in 1908. "
                "The company moved its base to Geneva in 1919."
            ),
            D(
                "Louis Cartier: Louis Cartier (17 June 1875 \u2013 23 July 1942) was a French "
                "watchmaker and businessman, a grandson of the founder of the jewellery house "
                "Cartier. Born in Paris, he developed the firm's wristwatches, including the "
                "Santos, made in 1904 for the aviator Alberto Santos-Dumont, and the Tank, "
                "introduced in 1917."
            ),
            D(
                "Rolex Learning Center: The Rolex Learning Center is a library and study building "
                "on the campus of the École Polytechnique Fédérale de Lausanne in Switzerland. "
                "Designed by the Japanese architects SANAA and opened in 2010, it is a single "
                "rolling floor with hills and open courtyards, funded in part by the watchmaker "
                "whose name it bears."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the person who named iguanodon born",
        "Lewes",
        [
            D(
                "Megalosaurus: Megalosaurus is a genus of large carnivorous theropod dinosaur that "
                "lived in southern England during the Middle Jurassic, about 166 million years "
                "ago. It was named in 1824 by the geologist William Buckland from bones found near "
                "Oxford, and it was the first genus of non-avian dinosaur to be validly named."
            ),
            D(
                "Hylaeosaurus: Hylaeosaurus is a genus of armoured dinosaur that lived in the "
                "Early Cretaceous in what is now southern England. It was named in 1833 from a "
                "partial skeleton found in Tilgate Forest in Sussex, and it was one of the three "
                "animals that Richard Owen used in 1842 to define the new group Dinosauria."
            ),
            S(
                "Gideon Mantell: Gideon Algernon Mantell (3 February 1790 \u2013 10 November 1852) "
                "was an English obstetrician, geologist and palaeontologist. He was born in Lewes, "
                "Sussex, the son of a shoemaker, and practised medicine there before moving to "
                "Brighton and later London. His studies of the rocks of the Weald helped found the "
                "study of dinosaurs."
            ),
            D(
                "William Buckland: William Buckland (12 March 1784 \u2013 14 August 1856) was an "
                "English theologian, geologist and palaeontologist who became Dean of Westminster. "
                "Born in Axminster, Devon, he taught geology at the University of Oxford, wrote "
                "the first full account of a fossil dinosaur and was an early supporter of the "
                "theory of a great ice age."
            ),
            D(
                "Iguana: Iguana is a genus of large herbivorous lizards native to the tropical "
                "areas of Mexico, Central America, South America and the Caribbean. The genus was "
                "first described in 1768 by the Austrian naturalist Josephus Nicolaus Laurenti, "
                "and its best-known member, the green iguana, is often kept as a pet."
            ),
            D(
                "Bernissart: Bernissart is a municipality in the province of Hainaut in Belgium, "
                "close to the French border. It is known for the discovery in 1878 of the "
                "skeletons of at least 38 Iguanodon in a coal mine, more than 300 m underground, "
                "many of them complete; they are displayed at the Royal Belgian Institute of "
                "Natural Sciences in Brussels."
            ),
            S(
                "Iguanodon: Iguanodon is a genus of large herbivorous ornithopod dinosaur that "
                "lived in the Early Cretaceous in what is now Europe. Named in 1825 by the English "
                "geologist Gideon Mantell from fossil teeth, it was the second type of dinosaur to "
                "be formally named, after Megalosaurus. It had a large spike on each thumb."
            ),
            D(
                "Crystal Palace Dinosaurs: The Crystal Palace Dinosaurs are a series of life-sized "
                "sculptures of dinosaurs and other extinct animals in Crystal Palace Park in south "
                "London. Made by the artist Benjamin Waterhouse Hawkins under the direction of "
                "Richard Owen, they were unveiled in 1854 and were the first such models in the "
                "world."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "carlsberg or heineken which brewery was founded first",
        "Carlsberg",
        [
            D(
                "Tuborg: Tuborg is a Danish brewing company founded in 1873 in Hellerup, just "
                "north of Copenhagen, by a group of businessmen led by Philip Heyman. Its green "
                "label lager is sold in many countries, and a Christmas beer launched in 1981 "
                "became a well-known seasonal product in Denmark. Tuborg merged with its larger "
                "local rival in 1970."
            ),
            S(
                "Heineken N.V.: Heineken N.V. is a Dutch multinational brewing company founded in "
                "1864 by Gerard Adriaan Heineken, who bought the De Hooiberg brewery in Amsterdam. "
                "It is one of the largest brewers in the world, owning more than 165 breweries in "
                "over 70 countries, and has its headquarters in Amsterdam."
            ),
            D(
                "Amstel Brewery: The Amstel Brewery is a Dutch brewery founded in 1870 in "
                "Amsterdam and named after the Amstel, the river on which the city stands. Its "
                "pale lager became one of the best-known Dutch beers abroad, and the company was "
                "taken over by its larger Amsterdam rival in 1968, after which production moved to "
                "Zoeterwoude."
            ),
            D(
                "Freddy Heineken: Alfred Henry Heineken (4 November 1923 \u2013 3 January 2002), "
                "known as Freddy Heineken, was a Dutch businessman who led the family brewing "
                "company as chairman and turned its beer into a global brand. In 1983 he and his "
                "driver were kidnapped in Amsterdam and held for three weeks until a large ransom "
                "was paid."
            ),
            D(
                "Ny Carlsberg Glyptotek: The Ny Carlsberg Glyptotek is an art museum in "
                "Copenhagen, Denmark, founded on the private collection of the brewer Carl "
                "Jacobsen. Opened in 1897, it is known for its collection of ancient Mediterranean "
                "sculpture, its French Impressionist paintings and the palm-filled winter garden "
                "at its centre."
            ),
            S(
                "Carlsberg Group: The Carlsberg Group is a Danish multinational brewer founded in "
                "1847 by J. C. Jacobsen, who named it after his son Carl. Its headquarters are in "
                "Copenhagen, and its brands include Carlsberg, Tuborg and Kronenbourg 1664. The "
                "company is controlled by the Carlsberg Foundation."
            ),
            D(
                "Anheuser-Busch: Anheuser-Busch is an American brewing company based in St. Louis, "
                "Missouri, and part of AB InBev since 2008. Its history began with the Bavarian "
                "Brewery, founded in the city in 1852 and bought in 1860 by Eberhard Anheuser, "
                "whose son-in-law Adolphus Busch later ran the firm and launched Budweiser in 1876."
            ),
            D(
                "St. James's Gate Brewery: St. James's Gate Brewery is a brewery in Dublin, "
                "Ireland, founded in 1759 when Arthur Guinness signed a 9,000-year lease on an "
                "unused brewery at an annual rent of £45. It brews the dry stout Guinness, and its "
                "Guinness Storehouse visitor centre is one of the most visited attractions in "
                "Ireland."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the Spartan king who led the Greeks at the Battle of Thermopylae?",
        "Anaxandridas II",
        [
            S(
                "Battle of Thermopylae: The Battle of Thermopylae was fought in 480 BC between the "
                "Achaemenid Persian Empire under Xerxes I and an alliance of Greek city-states led "
                "by King Leonidas I of Sparta. It took place over three days at the narrow coastal "
                "pass of Thermopylae during the second Persian invasion of Greece."
            ),
            D(
                "Xerxes I: Xerxes I (c. 518 \u2013 August 465 BC), commonly known as Xerxes the "
                "Great, was the fourth King of Kings of the Achaemenid Empire, ruling from 486 BC "
                "until his murder in 465 BC. He was the son of Darius the Great and Atossa, a "
                "daughter of Cyrus the Great, and he led the second Persian invasion of Greece in "
                "480 BC."
            ),
            D(
                "Leonidas II: Leonidas II was an Agiad king of Sparta who reigned from about 254 "
                "to 235 BC, with a short break when he was deposed and exiled. He was the son of "
                "Cleonymus and had spent much of his early life at the court of the Seleucid "
                "Empire, and he opposed the reforms of his co-king Agis IV, who sought to cancel "
                "debts."
            ),
            D(
                "Battle of Artemisium: The Battle of Artemisium was a series of naval engagements "
                "over three days in 480 BC, fought off the northern tip of Euboea at the same time "
                "as the land battle in the pass to the west. The allied Greek fleet, under the "
                "command of the Spartan Eurybiades, held its position before withdrawing south to "
                "Salamis."
            ),
            D(
                "Cleomenes I: Cleomenes I was an Agiad king of Sparta who reigned from about 524 "
                "to 490 BC. He expanded Spartan influence in the Peloponnese, defeated Argos at "
                "the Battle of Sepeia around 494 BC and intervened in the politics of Athens, and "
                "according to Herodotus he died insane, although some historians suspect he was "
                "murdered."
            ),
            S(
                "Leonidas I: Leonidas I was a king of the Greek city-state of Sparta, the 17th of "
                "the Agiad line, who reigned from about 489 BC until his death in 480 BC. He was a "
                "son of King Anaxandridas II and succeeded his half-brother Cleomenes I. His wife "
                "was Gorgo, Cleomenes' daughter."
            ),
            D(
                "Thermopylae: Thermopylae is a narrow pass on the east coast of central Greece, "
                "between Mount Kallidromo and the Malian Gulf, near the modern town of Lamia. Its "
                "name, meaning hot gates, comes from its hot sulphur springs. Silt carried by the "
                "Spercheios River has since widened the coastal plain, so the pass is no longer as "
                "narrow."
            ),
            D(
                "Battle of Salamis: The Battle of Salamis was a naval battle fought in 480 BC in "
                "the straits between the mainland and the island of Salamis, near Athens, between "
                "an alliance of Greek city-states under Themistocles and the Persian Empire under "
                "Xerxes I. The decisive Greek victory led Xerxes to withdraw most of his army to "
                "Asia."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first provisional president of the Republic of China born?",
        "Cuiheng",
        [
            D(
                "Yuan Shikai: Yuan Shikai (16 September 1859 \u2013 6 June 1916) was a Chinese "
                "general and statesman who became the second provisional president and then the "
                "first formal president of the Republic of China. Born in Xiangcheng, Henan, he "
                "built up the Beiyang Army and briefly declared himself emperor in 1915 before his "
                "death the following year."
            ),
            D(
                "Xinhai Revolution: The Xinhai Revolution, also known as the 1911 Revolution, "
                "ended China's last imperial dynasty, the Qing, and led to the founding of the "
                "Republic of China. It began with the Wuchang Uprising on 10 October 1911, after "
                "which many provinces declared independence, and the child emperor Puyi abdicated "
                "on 12 February 1912."
            ),
            S(
                "Sun Yat-sen: Sun Yat-sen (12 November 1866 \u2013 12 March 1925) was a Chinese "
                "physician, revolutionary and statesman who led the Kuomintang. He was born to a "
                "farming family in Cuiheng, a village in Xiangshan County, Guangdong, and was "
                "educated in Honolulu and Hong Kong. He is called the Father of the Nation in "
                "Taiwan."
            ),
            D(
                "Chiang Kai-shek: Chiang Kai-shek (31 October 1887 \u2013 5 April 1975) was a "
                "Chinese soldier and statesman who led the Republic of China from 1928 until his "
                "death, for most of that time from Taiwan after 1949. Born in Xikou, Zhejiang, he "
                "trained at a military academy in Japan and became head of the Kuomintang after "
                "1925."
            ),
            D(
                "Sun Yat-sen Mausoleum: The Sun Yat-sen Mausoleum is the tomb of the revolutionary "
                "leader, standing at the foot of Purple Mountain on the eastern edge of Nanjing. "
                "Built between 1926 and 1929 to a design by the architect Lü Yanzhi, it is reached "
                "by a long stairway of 392 steps and is one of the most visited sites in the city."
            ),
            D(
                "Soong Ching-ling: Soong Ching-ling (27 January 1893 \u2013 29 May 1981) was a "
                "Chinese political figure and the third wife of Sun Yat-sen. Born in Shanghai into "
                "the wealthy Soong family, she later held high office in the People's Republic of "
                "China, and she was named its honorary president shortly before her death in 1981."
            ),
            S(
                "Republic of China (1912\u20131949): The Republic of China was a state in East "
                "Asia founded on 1 January 1912 after the Xinhai Revolution overthrew the Qing "
                "dynasty. Sun Yat-sen served as its first provisional president before handing the "
                "office to Yuan Shikai in March 1912. Its government moved to Taiwan in 1949."
            ),
            D(
                "Sun Yat-sen University: Sun Yat-sen University is a public research university in "
                "Guangzhou, Guangdong, China, founded in 1924 by the revolutionary leader whose "
                "name it bears. Known in Chinese as Zhongshan University, it has campuses in "
                "Guangzhou, Zhuhai and Shenzhen and is one of the leading universities of southern "
                "China."
            ),
        ],
        drop=1,
    ),
]
