"""Development multi-hop questions, batch 48.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev46.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 290 characters, mean distractor 283 characters; a
support is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the highest peak of the mountain range in which the Seven Rila Lakes lie?",
        "Musala",
        [
            D(
                "Pirin: Pirin is a mountain range in south-western Bulgaria, between the valleys "
                "of the Struma and the Mesta. Its highest peak, Vihren, reaches 2,914 metres, "
                "and its marble ridges hold well over a hundred glacial lakes. Pirin National "
                "Park was added to the UNESCO World Heritage List in 1983."
            ),
            S(
                "Seven Rila Lakes: The Seven Rila Lakes are a group of glacial lakes in the "
                "north-west of the Rila mountains in Bulgaria, lying one above another at "
                "heights of about 2,100 to 2,500 metres. Each takes its name from its shape, "
                "such as the Eye and the Kidney, and the Eye is the deepest at 37.5 metres."
            ),
            D(
                "Rhodope Mountains: The Rhodope Mountains are a range in south-eastern Europe, "
                "most of which lies in southern Bulgaria and the rest in Greece. Their highest "
                "peak is Golyam Perelik at 2,191 metres, and the range is known for its karst "
                "gorges, its caves, its pine forests and the lakes around the town of Smolyan."
            ),
            D(
                "Seven Lakes (Tajikistan): The Seven Lakes, or Haft Kul, are a chain of mountain "
                "lakes in the valley of the Shing river in the western Fann Mountains of "
                "Tajikistan. Each lake has its own colour and name, and the highest peak of the "
                "Fann Mountains is Chimtarga, which rises to 5,489 metres."
            ),
            D(
                "Iskar: The Iskar is the longest river that flows wholly within Bulgaria, about "
                "368 kilometres long. It rises on the north-western slopes of the Rila "
                "mountains, fills the Iskar Reservoir, the largest in the country, and then cuts "
                "a deep gorge through the Balkan Mountains on its way north."
            ),
            S(
                "Rila: Rila is a mountain range in south-western Bulgaria and the highest range "
                "in the Balkans. Its summit, Musala, rises to 2,925 metres, and the Iskar, the "
                "Mesta and the Maritsa all have their sources in it. Most of the range has been "
                "protected since 1992 as Rila National Park."
            ),
            D(
                "Rila Monastery: The Monastery of Saint Ivan of Rila is the largest Eastern "
                "Orthodox monastery in Bulgaria, founded in the 10th century by the hermit John "
                "of Rila. Most of its present buildings date from the 19th century, after a fire "
                "in 1833, and it became a UNESCO World Heritage Site in 1983."
            ),
            D(
                "Balkan Mountains: The Balkan Mountains run for about 560 kilometres across "
                "Bulgaria, from the Serbian border to the Black Sea, and gave their name to the "
                "Balkan Peninsula. Their highest peak is Botev, at 2,376 metres, and the Shipka "
                "Pass crosses the range near its middle."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Chinese region in which the Taklamakan Desert lies?",
        "\u00dcr\u00fcmqi",
        [
            D(
                "Kashgar: Kashgar is an oasis city at the western edge of the Taklamakan Desert, "
                "close to the borders with Kyrgyzstan and Tajikistan. For centuries a stop on "
                "the Silk Road, it is known for its great Sunday market and for the Id Kah "
                "Mosque, first built in 1442 and the largest mosque in China."
            ),
            D(
                "Inner Mongolia: Inner Mongolia is an autonomous region of northern China that "
                "stretches some 2,400 kilometres along the border with Mongolia. Its capital is "
                "Hohhot, and its western part holds the Badain Jaran Desert, whose sand dunes, "
                "some of them over 400 metres high, are among the tallest on Earth."
            ),
            D(
                "Tarim River: The Tarim is the longest inland river in China, about 2,030 "
                "kilometres long. It flows east along the northern edge of the Taklamakan "
                "Desert, fed by meltwater from the surrounding mountains, and its lower course "
                "once ended in the salt lakes of Lop Nur."
            ),
            S(
                "Taklamakan Desert: The Taklamakan is a desert of shifting dunes that fills "
                "most of the Tarim Basin in the Xinjiang Uyghur Autonomous Region of north-western "
                "China. Covering about 337,000 square kilometres, it is ringed by the Kunlun "
                "range, the Pamirs and the Tian Shan, with oases along its edges."
            ),
            D(
                "Ningxia: Ningxia, officially the Ningxia Hui Autonomous Region, is a small "
                "region in north-central China and home to many of the country's Hui Muslims. "
                "Its capital is Yinchuan, and the dunes of the Tengger Desert reach its "
                "north-western edge near the city of Zhongwei."
            ),
            D(
                "Lop Nur: Lop Nur is a group of dried-up salt lakes at the eastern end of the "
                "Tarim Basin, once fed by the Tarim River. China's first nuclear test took place "
                "near it in October 1964, and the Swedish explorer Sven Hedin described the "
                "lake's wandering position in the early 20th century."
            ),
            S(
                "Xinjiang: Xinjiang, officially the Xinjiang Uyghur Autonomous Region, is the "
                "largest province-level division of China, covering about 1.66 million square "
                "kilometres in the north-west of the country. It borders eight countries, and "
                "its capital and largest city is \u00dcr\u00fcmqi, north of the Tian Shan."
            ),
            D(
                "Dunhuang: Dunhuang is an oasis city in Gansu province at the western end of the "
                "Hexi Corridor. It is known for the Mogao Caves, nearly 500 Buddhist cave "
                "temples cut between the 4th and 14th centuries, and for the Crescent Lake among "
                "the dunes of the Mingsha Shan."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "the fuchsia is named after a botanist born in which bavarian town",
        "Wemding",
        [
            S(
                "Fuchsia: Fuchsia is a genus of flowering shrubs and small trees with drooping, "
                "bell-shaped flowers, most of them native to Central and South America. The "
                "French monk Charles Plumier found the first species on Hispaniola in the 1690s "
                "and named the genus after the German botanist Leonhart Fuchs."
            ),
            D(
                "Charles Plumier: Charles Plumier (1646 \u2013 1704) was a French botanist and "
                "friar of the Minim order, born in Marseille. He made three voyages to the "
                "French Antilles, described and drew hundreds of new plants, and named many "
                "genera after earlier botanists, among them the begonia and the magnolia."
            ),
            D(
                "Magnolia: Magnolia is a large genus of flowering trees and shrubs, among the "
                "earliest flowering plants to evolve, whose big flowers are pollinated by "
                "beetles. The name honours the French botanist Pierre Magnol, born in "
                "Montpellier in 1638, who devised an early system of plant families."
            ),
            D(
                "University of T\u00fcbingen: The University of T\u00fcbingen is a public "
                "research university in Baden-W\u00fcrttemberg, founded in 1477 by Count "
                "Eberhard V. It is one of the oldest universities in Germany, and the poet "
                "Friedrich H\u00f6lderlin, Hegel and Schelling shared a room at its seminary."
            ),
            D(
                "Dahlia: Dahlia is a genus of tuberous plants in the daisy family, native to "
                "Mexico and Central America, with about 42 species and many thousands of "
                "garden cultivars. It is named after the Swedish botanist Anders Dahl, and it "
                "was declared the national flower of Mexico in 1963."
            ),
            D(
                "Fuchsia (color): Fuchsia is a vivid purplish-red colour named after the flower "
                "of the fuchsia plant. It first appeared as a synthetic dye in 1859, when the "
                "French chemist Fran\u00e7ois-Emmanuel Verguin patented the aniline dye "
                "fuchsine, which was soon also sold under the name magenta."
            ),
            S(
                "Leonhart Fuchs: Leonhart Fuchs (1501 \u2013 1566) was a German physician and "
                "botanist, born in Wemding in Bavaria. He taught medicine at the University of "
                "T\u00fcbingen for more than thirty years, and his herbal De historia stirpium "
                "of 1542, with some 500 woodcuts of plants, is a landmark of botany."
            ),
            D(
                "Otto Brunfels: Otto Brunfels (c. 1488 \u2013 1534) was a German theologian and "
                "botanist, born in Mainz, who with Hieronymus Bock is counted among the fathers "
                "of German botany. His Herbarum vivae eicones of 1530 was among the first "
                "herbals illustrated with plants drawn from life."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The poinsettia is named after an American diplomat born in which city?",
        "Charleston, South Carolina",
        [
            D(
                "Euphorbia: Euphorbia is a very large genus of plants in the spurge family, with "
                "some 2,000 species ranging from small herbs to cactus-like succulents of African "
                "deserts. It takes its name from Euphorbus, physician to King Juba II of "
                "Numidia, and nearly all its plants share a milky, often poisonous sap."
            ),
            S(
                "Poinsettia: The poinsettia (Euphorbia pulcherrima) is a shrub of the spurge "
                "family native to Mexico and Central America, grown for its red leaf-like bracts "
                "and sold in millions at Christmas. It is named after Joel Roberts Poinsett, who "
                "brought it to the United States from Mexico in the 1820s."
            ),
            D(
                "Martin Van Buren: Martin Van Buren (1782 \u2013 1862) was the eighth President "
                "of the United States, serving from 1837 to 1841. Born in Kinderhook, New York, "
                "to a family of Dutch descent, he was the first president born a citizen of the "
                "United States rather than a British subject."
            ),
            D(
                "Schlumbergera: Schlumbergera, the Christmas cactus, is a small genus of cacti "
                "from the coastal mountains of south-eastern Brazil, where they grow on trees "
                "and rocks. Popular as houseplants for their winter flowers, they are named "
                "after Fr\u00e9d\u00e9ric Schlumberger, a French collector of cacti."
            ),
            D(
                "Charleston, West Virginia: Charleston is the capital of West Virginia and one "
                "of its largest cities, at the meeting of the Elk and Kanawha rivers. It grew "
                "around Fort Lee, built in 1788, and became the lasting seat of the state "
                "government in 1885 after years of rivalry with Wheeling."
            ),
            D(
                "Taxco: Taxco de Alarc\u00f3n is a hill town in the Mexican state of Guerrero, "
                "famous since colonial times for its silver mines and silversmiths. Its "
                "pink-stoned church of Santa Prisca, built between 1751 and 1758 for the mine "
                "owner Jos\u00e9 de la Borda, towers over the main square."
            ),
            D(
                "Tagetes erecta: Tagetes erecta, the Mexican marigold or cempas\u00fachil, is "
                "an annual plant of the daisy family native to Mexico and Central America. Its "
                "orange and yellow flowers are strung into garlands for altars and graves during "
                "the Day of the Dead, at the start of November."
            ),
            S(
                "Joel Roberts Poinsett: Joel Roberts Poinsett (1779 \u2013 1851) was an American "
                "physician, botanist and statesman, born in Charleston, South Carolina. He was "
                "the first United States minister to Mexico, from 1825 to 1829, and served as "
                "Secretary of War under President Martin Van Buren."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Thomson's gazelle is named after an explorer born in which Scottish village?",
        "Penpont",
        [
            D(
                "Grant's gazelle: Grant's gazelle (Nanger granti) is a large gazelle of East "
                "Africa, found from Tanzania to Ethiopia, that can go for long periods without "
                "drinking. It is named after the Scottish explorer James Augustus Grant, born in "
                "Nairn, who crossed East Africa in the 1860s in search of the source of the Nile."
            ),
            D(
                "J. J. Thomson: Sir Joseph John Thomson (1856 \u2013 1940) was an English "
                "physicist, born in Cheetham Hill, Manchester, who discovered the electron in "
                "1897 while studying cathode rays. He led the Cavendish Laboratory at Cambridge "
                "for 35 years and won the Nobel Prize in Physics in 1906."
            ),
            S(
                "Thomson's gazelle: Thomson's gazelle (Eudorcas thomsonii) is a small gazelle of "
                "the open grasslands of Kenya and Tanzania and one of the commonest antelopes of "
                "the Serengeti. It has a bold black stripe along each flank, can run at about 80 "
                "km/h, and is named after the Scottish explorer Joseph Thomson."
            ),
            D(
                "Thomson's Falls: Thomson's Falls is a waterfall of about 72 metres on the Ewaso "
                "Ng'iro river at Nyahururu in central Kenya, some 2,360 metres above sea level. "
                "It takes its name from the Scottish explorer who reached it in 1883, and the "
                "town beside it was itself known as Thomson's Falls for many decades."
            ),
            D(
                "Springbok: The springbok (Antidorcas marsupialis) is a medium-sized antelope of "
                "the dry south-west of Africa, famous for the stiff-legged leaps known as "
                "pronking. It is the national animal of South Africa, and it gave its name to the "
                "country's rugby union team, which first toured Britain in 1906."
            ),
            D(
                "Keith Johnston (explorer): Alexander Keith Johnston (1844 \u2013 1879) was a "
                "Scottish geographer and explorer, born in Edinburgh, the son of a noted mapmaker "
                "of the same name. He led a Royal Geographical Society expedition inland from Dar "
                "es Salaam towards Lake Nyasa in 1879 but died of dysentery on the way."
            ),
            S(
                "Joseph Thomson (explorer): Joseph Thomson (1858 \u2013 1895) was a Scottish "
                "geologist and explorer of Africa, born in Penpont in Dumfriesshire. At 21 he took "
                "over a Royal Geographical Society expedition to the great lakes of East Africa, "
                "and in 1883 he led a journey through the lands of the Maasai."
            ),
            D(
                "Dorcas gazelle: The dorcas gazelle (Gazella dorcas) is a small, pale gazelle of "
                "the Sahara and the dry lands around it, from Morocco to Sudan and Somalia. It "
                "can live without drinking, taking its water from leaves, and it was the gazelle "
                "most often shown in the art of the ancient Egyptians."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "seaborgium is named after a chemist born in which michigan city",
        "Ishpeming, Michigan",
        [
            D(
                "Dubnium: Dubnium is a synthetic element with the symbol Db and atomic number "
                "105, first made in the late 1960s by rival teams in the Soviet Union and the "
                "United States. After a long naming dispute it was named in 1997 after Dubna, "
                "the Russian town that is home to the Joint Institute for Nuclear Research."
            ),
            S(
                "Glenn T. Seaborg: Glenn Theodore Seaborg (1912 \u2013 1999) was an American "
                "chemist born in Ishpeming, Michigan, to a family of Swedish descent. He took "
                "part in the discovery of plutonium and nine other transuranium elements, shared "
                "the 1951 Nobel Prize in Chemistry and chaired the Atomic Energy Commission."
            ),
            D(
                "Lawrencium: Lawrencium is a radioactive synthetic element with the symbol Lr and "
                "atomic number 103, the last member of the actinide series. It was first made at "
                "Berkeley in 1961, and it is named after Ernest Lawrence, the physicist who "
                "invented the cyclotron there in the early 1930s."
            ),
            D(
                "Edwin McMillan: Edwin Mattison McMillan (1907 \u2013 1991) was an American "
                "physicist born in Redondo Beach, California. In 1940 he produced neptunium, the "
                "first element heavier than uranium, and he shared the 1951 Nobel Prize in "
                "Chemistry for his work on the transuranium elements."
            ),
            D(
                "Plutonium: Plutonium is a radioactive metal with the symbol Pu and atomic number "
                "94, first produced at Berkeley in December 1940 by bombarding uranium with "
                "deuterons. Named after Pluto, then counted as a planet, it fuelled the first "
                "nuclear explosion, the Trinity test of July 1945."
            ),
            S(
                "Seaborgium: Seaborgium is a synthetic chemical element with the symbol Sg and "
                "atomic number 106. It was first made in 1974 by a team led by Albert Ghiorso at "
                "Berkeley, and in 1997 it was named after the American chemist Glenn T. Seaborg, "
                "the first element to honour a person who was still alive."
            ),
            D(
                "Albert Ghiorso: Albert Ghiorso (1915 \u2013 2010) was an American nuclear "
                "scientist born in Vallejo, California, who helped to discover twelve chemical "
                "elements, more than anyone else. He worked at the Berkeley laboratory from the "
                "1940s, building many of the detectors that found the new atoms."
            ),
            D(
                "Hassium: Hassium is a synthetic element with the symbol Hs and atomic number "
                "108, first made in 1984 at the GSI Helmholtz Centre in Darmstadt. It is named "
                "after the German state of Hesse, in Latin Hassia, where the laboratory lies, and "
                "it has only ever been made a few atoms at a time."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain on the island whose capital is Douglas?",
        "Snaefell",
        [
            D(
                "Isle of Arran: Arran is the largest island in the Firth of Clyde, often called "
                "Scotland in miniature because the Highland Boundary Fault splits it into hills "
                "and lowlands. Its highest point is Goat Fell, at 874 metres, and ferries reach "
                "its main village, Brodick, from Ardrossan on the Ayrshire mainland."
            ),
            D(
                "Douglas, South Lanarkshire: Douglas is a village in South Lanarkshire, "
                "Scotland, on the Douglas Water about 20 kilometres south-west of Lanark. It was "
                "the home of the powerful Clan Douglas, whose castle stood nearby, and St Bride's "
                "Church in the village holds the tombs of several of the family."
            ),
            D(
                "Castletown, Isle of Man: Castletown is a town in the south of the Isle of Man "
                "and was the island's ancient capital. It grew up around Castle Rushen, a "
                "limestone fortress of the Norse kings of Mann, and its Old House of Keys, where "
                "the island's parliament long met, is now a museum."
            ),
            S(
                "Isle of Man: The Isle of Man is a self-governing British Crown Dependency in the "
                "Irish Sea, midway between Great Britain and Ireland. Its parliament, Tynwald, "
                "claims to be the oldest in continuous existence, and its highest mountain is "
                "Snaefell, at 621 metres, reached by an electric railway from Laxey."
            ),
            D(
                "Sn\u00e6fellsj\u00f6kull: Sn\u00e6fellsj\u00f6kull is a glacier-capped "
                "stratovolcano at the tip of the Sn\u00e6fellsnes peninsula in western Iceland, "
                "about 1,446 metres high. It is the setting of Jules Verne's Journey to the "
                "Centre of the Earth, whose travellers enter the underworld through its crater."
            ),
            S(
                "Douglas, Isle of Man: Douglas is the capital and largest town of the Isle of "
                "Man, on the island's east coast where the rivers Dhoo and Glass meet the sea. "
                "It became the seat of government in 1869, in place of Castletown, and "
                "horse-drawn trams have run along its promenade since 1876."
            ),
            D(
                "Anglesey: Anglesey is the largest island of Wales, lying off its north-west "
                "coast across the Menai Strait, which Thomas Telford's suspension bridge has "
                "spanned since 1826. Its largest town is the ferry port of Holyhead, and its "
                "county town is Llangefni, near the middle of the island."
            ),
            D(
                "Calf of Man: The Calf of Man is a small island of about 2.5 square kilometres "
                "off the south-west tip of the Isle of Man, across a narrow and fast sound. Its "
                "cliffs hold nesting seabirds, a bird observatory records the migrants, and old "
                "lighthouses stand at its western end."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Mohorovi\u010di\u0107 discontinuity is named after a seismologist born in which town?",
        "Volosko",
        [
            D(
                "Gutenberg discontinuity: The Gutenberg discontinuity is the boundary between "
                "the Earth's mantle and its liquid outer core, about 2,900 kilometres down. It "
                "is named after the German-American seismologist Beno Gutenberg, born in "
                "Darmstadt, who fixed its depth in 1913 from the shadow zone of earthquake waves."
            ),
            S(
                "Andrija Mohorovi\u010di\u0107: Andrija Mohorovi\u010di\u0107 (1857 \u2013 "
                "1936) was a Croatian meteorologist and seismologist born in Volosko, on the "
                "Kvarner Gulf near Opatija. As head of the observatory in Zagreb he studied the "
                "records of the Kupa valley earthquake of October 1909 and found the boundary "
                "beneath the crust."
            ),
            D(
                "Inge Lehmann: Inge Lehmann (1888 \u2013 1993) was a Danish seismologist born in "
                "Copenhagen. Studying the waves of a New Zealand earthquake of 1929, she showed "
                "in 1936 that the Earth has a solid inner core inside the liquid outer core, and "
                "she lived to the age of 104."
            ),
            D(
                "Conrad discontinuity: The Conrad discontinuity is a boundary found within the "
                "continental crust in some regions, between an upper and a lower layer, where "
                "seismic waves speed up. It is named after the Austrian seismologist Victor "
                "Conrad, born in Vienna in 1876, who described it in 1925."
            ),
            D(
                "Opatija: Opatija is a seaside resort on the Kvarner Gulf in western Croatia, at "
                "the foot of Mount U\u010dka. It grew into a fashionable winter resort of the "
                "Austro-Hungarian nobility after the Villa Angiolina was built in 1844, and a "
                "12-kilometre promenade runs along its coast."
            ),
            D(
                "Project Mohole: Project Mohole was an American attempt in the early 1960s to "
                "drill through the ocean floor to the Moho, the base of the crust. In 1961 a "
                "drilling ship off Guadalupe Island, Mexico, cored 183 metres into the seabed "
                "under 3,600 metres of water, but Congress ended the project in 1966."
            ),
            S(
                "Mohorovi\u010di\u0107 discontinuity: The Mohorovi\u010di\u0107 discontinuity, "
                "or Moho, is the boundary between the Earth's crust and the mantle, where seismic "
                "waves speed up sharply. It lies 5 to 10 kilometres down under the oceans and 30 "
                "to 50 under the continents, and it is named after Andrija Mohorovi\u010di\u0107."
            ),
            D(
                "Kola Superdeep Borehole: The Kola Superdeep Borehole is a scientific well on "
                "the Kola Peninsula in the far north-west of Russia. Begun in 1970, it reached a "
                "depth of 12,262 metres in 1989, the deepest artificial point on Earth, but it "
                "never came near the base of the continental crust."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "capital of the chinese province that contains zhangjiajie national forest park",
        "Changsha",
        [
            D(
                "Guilin: Guilin is a city in the north-east of the Guangxi Zhuang Autonomous "
                "Region, set among steep limestone hills along the Li River. The boat trip from "
                "Guilin down to Yangshuo is one of the best-known journeys in China, while the "
                "capital of the region is Nanning, far away to the south-west."
            ),
            D(
                "Huangshan: Huangshan, the Yellow Mountain, is a granite range in the south of "
                "Anhui province in eastern China, famous for its twisted pines, hot springs and "
                "seas of cloud. Its highest peak, Lotus Peak, rises to 1,864 metres, and the "
                "range became a UNESCO World Heritage Site in 1990."
            ),
            D(
                "Tianmen Mountain: Tianmen Mountain is a peak of 1,518 metres near the city of "
                "Zhangjiajie, named after Heaven's Gate, a natural arch about 130 metres high in "
                "its cliffs. A cable car some 7.5 kilometres long climbs to the summit, and a "
                "road with 99 bends winds up to the foot of the arch."
            ),
            S(
                "Hunan: Hunan is a province of south-central China lying south of the middle "
                "Yangtze, whose name means south of the lake, after Dongting Lake on its "
                "northern edge. Its capital and largest city is Changsha, on the Xiang River, "
                "and the province is home to about 66 million people."
            ),
            D(
                "Dongting Lake: Dongting Lake is a large, shallow lake in the north-east of "
                "Hunan, fed by the Xiang, Zi, Yuan and Li rivers and draining into the Yangtze. "
                "Its area swells greatly in the summer floods, and the Miluo River, in which the "
                "poet Qu Yuan drowned himself, flows into it from the east."
            ),
            D(
                "Stone Forest: The Stone Forest, or Shilin, is a mass of tall grey limestone "
                "pillars in Yunnan province, south-east of Kunming, the provincial capital. Worn "
                "into blades and columns by rain, it became part of the South China Karst World "
                "Heritage Site in 2007, and many of its rocks carry local legends."
            ),
            S(
                "Zhangjiajie National Forest Park: Zhangjiajie National Forest Park is a "
                "protected area in north-western Hunan, China, and the country's first national "
                "forest park, created in 1982. Its thousands of sandstone pillars, some over 200 "
                "metres tall, form part of the Wulingyuan Scenic Area."
            ),
            D(
                "Guizhou: Guizhou is a mountainous province of south-western China with a wet "
                "climate and wide areas of limestone karst. Its capital is Guiyang, and it is "
                "known for the Huangguoshu Waterfall, about 78 metres high, and for moutai, a "
                "strong liquor distilled in the town of Maotai."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The river under the \u0110ur\u0111evi\u0107a Tara Bridge forms which river with the Piva?",
        "the Drina",
        [
            D(
                "Hill of Tara: The Hill of Tara is a low ridge near the River Boyne in County "
                "Meath, Ireland, which tradition names as the seat of the High Kings of Ireland. "
                "It holds a Neolithic passage tomb, the Mound of the Hostages, and a standing "
                "stone, the Stone of Destiny, at which kings were said to be crowned."
            ),
            S(
                "\u0110ur\u0111evi\u0107a Tara Bridge: The \u0110ur\u0111evi\u0107a Tara Bridge "
                "is a concrete arch bridge over the Tara in northern Montenegro, on the road "
                "from \u017dabljak to Pljevlja. Completed in 1940, it is 365 metres long, its "
                "deck is about 172 metres above the water, and one arch was blown up in 1942."
            ),
            D(
                "Durmitor National Park: Durmitor National Park is a protected area in northern "
                "Montenegro, created in 1952 and listed as a World Heritage Site in 1980. It "
                "takes in the Durmitor massif, whose highest peak, Bobotov Kuk, reaches 2,523 "
                "metres, eighteen glacial lakes and the canyon of the Tara."
            ),
            D(
                "Verdon Gorge: The Verdon Gorge is a river canyon in south-eastern France, about "
                "25 kilometres long and up to 700 metres deep, often called the most beautiful "
                "in Europe. The green waters of the Verdon flow out of it into the Lac de "
                "Sainte-Croix, and the river later joins the Durance."
            ),
            D(
                "Mratinje Dam: Mratinje Dam is an arch dam about 220 metres high on the Piva in "
                "north-western Montenegro, completed in 1975. Its reservoir, Piva Lake, drowned "
                "the old town of Plu\u017eine, and the Piva Monastery was taken down and moved "
                "stone by stone to higher ground before the valley was flooded."
            ),
            S(
                "Tara (river): The Tara is a river of Montenegro and Bosnia and Herzegovina, "
                "about 146 kilometres long, that rises below the Komovi mountains and runs "
                "through a canyon some 1,300 metres deep, the deepest in Europe. At "
                "\u0160\u0107epan Polje on the border it meets the Piva, and the two form the "
                "Drina."
            ),
            D(
                "Mora\u010da: The Mora\u010da is a river of Montenegro, about 100 kilometres "
                "long, that rises in the mountains at the centre of the country and cuts a deep "
                "canyon past the Mora\u010da Monastery, founded in 1252. It flows through the "
                "capital, Podgorica, and empties into Lake Skadar."
            ),
            D(
                "Mehmed Pa\u0161a Sokolovi\u0107 Bridge: The Mehmed Pa\u0161a Sokolovi\u0107 "
                "Bridge is an Ottoman stone bridge of eleven arches across the Drina at "
                "Vi\u0161egrad, in eastern Bosnia and Herzegovina, finished in 1577 to designs "
                "by Mimar Sinan. It is the subject of Ivo Andri\u0107's novel The Bridge on the "
                "Drina."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Rydberg constant is named after a physicist born in which Swedish city?",
        "Halmstad",
        [
            D(
                "Planck constant: The Planck constant is the basic constant of quantum "
                "mechanics, linking the energy of a photon to its frequency, and since 2019 it "
                "has been fixed at exactly 6.62607015 \u00d7 10^-34 joule-seconds. Max Planck "
                "introduced it in 1900 to explain the spectrum of black-body radiation."
            ),
            D(
                "Balmer series: The Balmer series is the set of spectral lines that hydrogen "
                "gives off when its electron falls to the second energy level, four of them in "
                "visible light. It is named after the Swiss schoolteacher Johann Jakob Balmer, "
                "born in Lausen, who found a formula for their wavelengths in 1885."
            ),
            S(
                "Rydberg constant: The Rydberg constant is a physical constant, about 10,973,731 "
                "per metre, that sets the wavelengths of the spectral lines of hydrogen and "
                "other atoms. One of the most precisely measured constants in physics, it is "
                "named after the Swedish physicist Johannes Rydberg."
            ),
            D(
                "Lund University: Lund University is a public university in the city of Lund in "
                "Scania, southern Sweden, founded in 1666 after the province passed from Denmark "
                "to Sweden. It is one of the largest universities in Scandinavia, and its main "
                "building, finished in 1882, faces the city park Lundag\u00e5rd."
            ),
            D(
                "Anders Jonas \u00c5ngstr\u00f6m: Anders Jonas \u00c5ngstr\u00f6m (1814 \u2013 "
                "1874) was a Swedish physicist born in L\u00f6gd\u00f6, in Medelpad, and one of "
                "the founders of spectroscopy. In 1862 he found hydrogen in the Sun's spectrum, "
                "and the \u00e5ngstr\u00f6m, a unit of length of 0.1 nanometre, is named after him."
            ),
            D(
                "Paschen series: The Paschen series is the set of infrared lines that hydrogen "
                "gives off when its electron falls to the third energy level. It is named after "
                "the German physicist Friedrich Paschen, born in Schwerin in 1865, who first "
                "observed these lines in 1908 at the University of T\u00fcbingen."
            ),
            D(
                "Fine-structure constant: The fine-structure constant is a dimensionless "
                "physical constant, close to 1/137, that measures the strength of the "
                "electromagnetic force between charged particles. The German physicist Arnold "
                "Sommerfeld introduced it in 1916 to explain the splitting of spectral lines."
            ),
            S(
                "Johannes Rydberg: Johannes Robert Rydberg (1854 \u2013 1919) was a Swedish "
                "physicist born in Halmstad, in the province of Halland. He spent his whole "
                "career at Lund University, where he became professor of physics in 1901, and "
                "in 1888 he found the formula for spectral lines that bears his name."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Pico Crist\u00f3bal Col\u00f3n or Pico Bol\u00edvar?",
        "Pico Crist\u00f3bal Col\u00f3n",
        [
            D(
                "Mukumbar\u00ed: Mukumbar\u00ed is a cable car in the Venezuelan Andes that "
                "climbs from the city of M\u00e9rida to Pico Espejo, at 4,765 metres. Opened in "
                "2016 on the line of an older cableway of 1960, it is among the highest and "
                "longest cable cars in the world, at about 12.5 kilometres."
            ),
            S(
                "Pico Crist\u00f3bal Col\u00f3n: Pico Crist\u00f3bal Col\u00f3n is the highest "
                "mountain in Colombia, in the Sierra Nevada de Santa Marta, an isolated range "
                "only about 42 kilometres from the sea. Its height is usually given as 5,730 "
                "metres, recent surveys suggest nearer 5,700, and it was first climbed in 1939."
            ),
            D(
                "Nevado del Ruiz: Nevado del Ruiz is a glaciated stratovolcano of 5,321 metres "
                "in the Central Cordillera of Colombia. Its eruption in November 1985 melted part "
                "of its ice cap, and the mudflows that followed buried the town of Armero, "
                "killing more than 23,000 people."
            ),
            D(
                "Pico Sim\u00f3n Bol\u00edvar: Pico Sim\u00f3n Bol\u00edvar is a snow-capped "
                "peak of the Sierra Nevada de Santa Marta in northern Colombia, standing beside "
                "the range's other main summit. The massif is sacred to the Kogi, Arhuaco and "
                "Wiwa peoples, and its high peaks are rarely climbed."
            ),
            D(
                "Mount Roraima: Mount Roraima is a flat-topped table mountain, or tepui, of "
                "about 2,810 metres where Venezuela, Brazil and Guyana meet. Its sheer cliffs, "
                "some 400 metres high, rise above the rainforest, and its plateau inspired Arthur "
                "Conan Doyle's novel The Lost World."
            ),
            S(
                "Pico Bol\u00edvar: Pico Bol\u00edvar is the highest mountain in Venezuela, at "
                "4,978 metres, in the Sierra Nevada de M\u00e9rida, a branch of the Andes. Named "
                "after Sim\u00f3n Bol\u00edvar, it carries a bust of the liberator on its summit "
                "and rises above the Andean city of M\u00e9rida, home of the University of the "
                "Andes."
            ),
            D(
                "Ritacuba Blanco: Ritacuba Blanco is the highest peak of the Cordillera Oriental "
                "of the Colombian Andes, at about 5,400 metres, in the Sierra Nevada del Cocuy. "
                "Its glaciers, like others in the range, have shrunk quickly in recent decades, "
                "and the peak lies within El Cocuy National Park."
            ),
            D(
                "Tayrona National Park: Tayrona National Park is a protected area on the "
                "northern coast of Colombia, east of the city of Santa Marta, created in 1964. "
                "Its rainforest reaches down to sandy bays, and it holds the ruins of Pueblito, a "
                "town of the Tairona people who lived there before the Spanish came."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the seahorse and the pipefish both in the family syngnathidae",
        "yes",
        [
            D(
                "Hippocampus: The hippocampus is a curved structure deep in each temporal lobe of "
                "the brain, named after the seahorse for its shape. It is vital for forming new "
                "memories and for finding the way, and it is among the first regions damaged in "
                "Alzheimer's disease."
            ),
            D(
                "Ghost pipefish: Ghost pipefishes are small fishes of the family Solenostomidae "
                "from tropical reefs of the Indo-Pacific. Unlike true pipefishes, it is the "
                "females that carry the eggs, in a pouch formed by their joined pelvic fins, and "
                "they drift among sea fans and seaweed in disguise."
            ),
            S(
                "Pipefish: Pipefishes are slender, long-snouted fishes of the family "
                "Syngnathidae, found in shallow seas and some rivers around the world. They have "
                "a straight body armoured with bony rings, and, as in their relatives, the males "
                "brood the eggs, either in a pouch or glued to the belly."
            ),
            D(
                "Leafy seadragon: The leafy seadragon is a marine fish of the coastal waters of "
                "southern and western Australia, covered in leaf-like lobes of skin that hide it "
                "among seaweed. It is the marine emblem of the state of South Australia, and the "
                "male carries the eggs under its tail."
            ),
            D(
                "Trumpetfish: Trumpetfishes are long, thin fishes of the genus Aulostomus that "
                "live on tropical reefs of the Atlantic and the Indo-Pacific. They often hang "
                "head-down among sea whips, and they hunt small fish by shadowing larger grazing "
                "fish or by sucking prey into their tube-like snouts."
            ),
            D(
                "Stickleback: Sticklebacks are small fishes of the family Gasterosteidae, found "
                "in fresh and salt water across the Northern Hemisphere, with sharp spines in "
                "front of the dorsal fin. In spring the male builds a nest of plant fibres, "
                "courts the female and guards the eggs and the fry."
            ),
            S(
                "Seahorse: Seahorses are about 46 species of small marine fish of the genus "
                "Hippocampus, in the family Syngnathidae. They swim upright, grip seagrass with "
                "their curling tails and, unusually, it is the male that carries the eggs in a "
                "brood pouch until the young are born."
            ),
            D(
                "Shrimpfish: Shrimpfishes, or razorfishes, are small, flattened fishes of the "
                "family Centriscidae from the Indo-Pacific, covered in thin bony plates that "
                "meet in a sharp ridge. They swim in tight schools in a head-down position, "
                "often sheltering among the spines of sea urchins."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Karl Schwarzschild or Arthur Eddington?",
        "Karl Schwarzschild",
        [
            S(
                "Arthur Eddington: Sir Arthur Stanley Eddington (28 December 1882 \u2013 22 "
                "November 1944) was an English astronomer born in Kendal, Westmorland. His "
                "observations of the solar eclipse of 1919 from the island of Pr\u00edncipe "
                "supported general relativity, and he wrote The Internal Constitution of the Stars."
            ),
            D(
                "Martin Schwarzschild: Martin Schwarzschild (31 May 1912 \u2013 10 April 1997) "
                "was a German-American astrophysicist born in Potsdam, the son of a famous "
                "astronomer. He left Germany in 1936, taught at Princeton from 1947, and flew "
                "telescopes on high-altitude balloons to photograph the Sun."
            ),
            D(
                "Schwarzschild radius: The Schwarzschild radius is the radius of the event "
                "horizon of a non-rotating black hole, the size to which a mass must be squeezed "
                "before not even light can escape from it. For the Sun it is about 3 kilometres, "
                "and for the Earth about 9 millimetres."
            ),
            D(
                "Astrophysical Observatory Potsdam: The Astrophysical Observatory Potsdam was "
                "founded in 1874 on the Telegrafenberg in Potsdam as the first observatory in the "
                "world devoted to astrophysics. Its Great Refractor, a double telescope with "
                "lenses of 80 and 50 centimetres, was completed in 1899."
            ),
            S(
                "Karl Schwarzschild: Karl Schwarzschild (9 October 1873 \u2013 11 May 1916) was "
                "a German astronomer and physicist born in Frankfurt am Main. Serving in the army "
                "on the Russian front in 1915, he found the first exact solution of the equations "
                "of general relativity, and he died of an illness caught there."
            ),
            D(
                "Solar eclipse of May 29, 1919: The total solar eclipse of 29 May 1919 was "
                "watched by British expeditions to Sobral in Brazil and to the island of "
                "Pr\u00edncipe off West Africa. Their measurements of starlight bent by the "
                "Sun's gravity, announced in November 1919, made general relativity famous."
            ),
            D(
                "Eddington limit: The Eddington limit is the greatest luminosity a star can have "
                "before the outward pressure of its own radiation overcomes its gravity and "
                "drives off its outer layers. It rises in proportion to the star's mass, and very "
                "massive stars shine close to it, losing matter in strong winds."
            ),
            D(
                "Frank Watson Dyson: Sir Frank Watson Dyson (8 January 1868 \u2013 25 May 1939) "
                "was an English astronomer born in Measham, Leicestershire, and Astronomer Royal "
                "from 1910 to 1933. He planned the British eclipse expeditions of 1919 and began "
                "the Greenwich time signal broadcast by the BBC in 1924."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which lake is deeper, Hornindalsvatnet or Mj\u00f8sa?",
        "Hornindalsvatnet",
        [
            D(
                "Tinnsj\u00e5: Tinnsj\u00e5 is a long lake in the county of Telemark and one of "
                "the deepest in Norway, at about 460 metres. In February 1944 Norwegian "
                "saboteurs sank the ferry SF Hydro on the lake to stop a cargo of heavy water "
                "from the Vemork plant from reaching Germany."
            ),
            D(
                "Lillehammer: Lillehammer is a town at the northern end of Mj\u00f8sa in "
                "Innlandet county, Norway, where the river Gudbrandsdalsl\u00e5gen enters the "
                "lake. It hosted the 1994 Winter Olympics, and its open-air museum, Maihaugen, "
                "holds some 200 old buildings from the valley."
            ),
            S(
                "Mj\u00f8sa: Mj\u00f8sa is the largest lake in Norway, about 365 square "
                "kilometres, stretching some 117 kilometres from Lillehammer in the north to "
                "Minnesund in the south. It is about 450 metres deep at its deepest point, and "
                "the paddle steamer Skibladner has sailed on it since 1856."
            ),
            D(
                "Nordfjord: Nordfjord is a fjord in Vestland county, western Norway, about 106 "
                "kilometres long, reaching inland from the coast near M\u00e5l\u00f8y. Near its "
                "inner end lie the villages of Loen and Olden, below Jostedalsbreen, the largest "
                "glacier in continental Europe."
            ),
            D(
                "Femunden: Femunden is the third-largest lake in Norway, about 203 square "
                "kilometres, lying close to the Swedish border in Innlandet and Tr\u00f8ndelag. "
                "It is about 130 metres deep, and the wild forest and moorland east of it form "
                "Femundsmarka National Park, created in 1971."
            ),
            S(
                "Hornindalsvatnet: Hornindalsvatnet is a lake in Volda municipality in western "
                "Norway, about 50 square kilometres in area and 514 metres deep, the deepest lake "
                "in Europe. Its surface lies 53 metres above the sea, so its floor is some 460 "
                "metres below sea level, and it drains to the Nordfjord."
            ),
            D(
                "Skibladner: Skibladner is a paddle steamer built in 1856 at Motala in Sweden "
                "and assembled in Norway, the oldest paddle steamer still in scheduled service. "
                "Each summer it sails on a lake in eastern Norway between Lillehammer, "
                "Gj\u00f8vik and Hamar, and it has been protected as a historic vessel since "
                "2005."
            ),
            D(
                "Hamar: Hamar is a town on the eastern shore of Mj\u00f8sa in Innlandet county, "
                "Norway. Its medieval cathedral ruins have been sheltered under a glass roof since "
                "1998, and its Viking Ship arena, shaped like an upturned hull, held the speed "
                "skating of the 1994 Winter Olympics."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are the sea cucumber and the sea anemone both echinoderms?",
        "no",
        [
            D(
                "Sea urchin: Sea urchins are spiny, globe-shaped echinoderms of the class "
                "Echinoidea, found on sea floors from the shore down to the deep ocean. They "
                "graze on algae with a five-toothed jaw known as Aristotle's lantern, and their "
                "roe is eaten as uni in Japan."
            ),
            S(
                "Sea cucumber: Sea cucumbers are echinoderms of the class Holothuroidea, "
                "soft-bodied animals with leathery skin that crawl over the sea floor on tube "
                "feet. There are about 1,700 species, some throw out their own internal organs "
                "to escape predators, and many are dried as trepang in East Asia."
            ),
            D(
                "Portuguese man o' war: The Portuguese man o' war is a marine hydrozoan that "
                "floats on the ocean surface under a gas-filled sail, trailing stinging tentacles "
                "often 10 metres long or more. It is not a single animal but a colony of "
                "specialised individuals, and its stings are very painful to swimmers."
            ),
            D(
                "Clownfish: Clownfish are small orange or black fish with white bands that live "
                "on the reefs of the Indian and Pacific oceans. A coat of mucus protects them "
                "from the stings of the hosts in which they shelter, and every clownfish hatches "
                "male, the largest of a group later turning female."
            ),
            D(
                "Brittle star: Brittle stars are echinoderms of the class Ophiuroidea, with five "
                "long, thin, flexible arms around a small central disc. They move quickly by "
                "rowing with their arms, can shed an arm to escape a predator and grow it back, "
                "and live in great numbers on the deep sea floor."
            ),
            D(
                "Cucumber: The cucumber (Cucumis sativus) is a creeping vine of the gourd family "
                "whose long green fruit is eaten raw or pickled. Grown in India for at least "
                "3,000 years, it spread to Europe in ancient times, and the Roman emperor "
                "Tiberius was said to have one on his table every day."
            ),
            S(
                "Sea anemone: Sea anemones are predatory marine animals of the order Actiniaria, "
                "cnidarians related to corals and jellyfish. They live fixed to rocks or the sea "
                "floor and sting their prey with a ring of tentacles around the mouth, and some "
                "give shelter to clownfish among those tentacles."
            ),
            D(
                "Crinoid: Crinoids, the sea lilies and feather stars, are echinoderms with a "
                "cup-shaped body and feathery arms that filter food from the water. Sea lilies "
                "stand on a stalk fixed to the sea floor while feather stars swim or crawl "
                "freely, and their fossils fill many ancient limestones."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of Experiments on Plant Hybridization born?",
        "Heinzendorf, Austrian Silesia",
        [
            D(
                "Hugo de Vries: Hugo de Vries (1848 \u2013 1935) was a Dutch botanist who taught "
                "at the University of Amsterdam and studied the evening primrose. In 1900 he "
                "published results on plant hybrids that matched rules found 35 years earlier, "
                "and he saw sudden mutations as the source of new species."
            ),
            D(
                "Pea: The pea (Pisum sativum) is an annual climbing plant of the legume family, "
                "grown since Neolithic times for its round green seeds, which form in long "
                "pods. Its many varieties differ in clear-cut traits such as seed shape and "
                "flower colour, which made it a favourite of the early students of heredity."
            ),
            S(
                "Gregor Mendel: Gregor Johann Mendel (1822 \u2013 1884) was an Augustinian friar "
                "and scientist, born in Heinzendorf in Austrian Silesia, now Hyn\u010dice in the "
                "Czech Republic. He carried out his pea experiments in the garden of St Thomas's "
                "Abbey in Br\u00fcnn, now Brno, of which he became abbot in 1868."
            ),
            D(
                "Carl Correns: Carl Erich Correns (1864 \u2013 1933) was a German botanist and "
                "geneticist born in Munich. Working with maize and peas, he arrived at the laws "
                "of inheritance on his own in 1900, and from 1914 he led the new Kaiser Wilhelm "
                "Institute for Biology in Berlin."
            ),
            D(
                "St Thomas's Abbey, Brno: St Thomas's Abbey is an Augustinian monastery in Old "
                "Brno, in Moravia, founded in 1350 by Margrave John Henry. Its library holds "
                "valuable manuscripts, and a museum in the abbey grounds now tells the story of "
                "the experimental garden once kept beside it."
            ),
            D(
                "Erich von Tschermak: Erich von Tschermak-Seysenegg (1871 \u2013 1962) was an "
                "Austrian agronomist born in Vienna, one of three scientists who rediscovered the "
                "laws of heredity in 1900. He put them to use in breeding new varieties of "
                "wheat, barley and oats and taught in Vienna for decades."
            ),
            D(
                "William Bateson: William Bateson (1861 \u2013 1926) was an English biologist "
                "born in Whitby, Yorkshire, who became the leading champion of the new science of "
                "heredity in Britain. He coined the word genetics in 1905 and founded the Journal "
                "of Genetics with Reginald Punnett in 1910."
            ),
            S(
                "Experiments on Plant Hybridization: Experiments on Plant Hybridization is a "
                "paper by Gregor Mendel, read to the Natural History Society of Br\u00fcnn in "
                "February and March 1865 and printed in 1866. From crosses of thousands of pea "
                "plants it set out the laws of heredity, but it was overlooked until 1900."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of de magnete born",
        "Colchester",
        [
            D(
                "Epistola de magnete: The Epistola de magnete is a letter on the magnet written in "
                "1269 by the French scholar Peter Peregrinus of Maricourt during the siege of "
                "Lucera in Apulia, in southern Italy. It describes the poles of a lodestone and "
                "how like poles repel, and it gives an early account of a pivoted compass."
            ),
            S(
                "De Magnete: De Magnete is a book in Latin by the English physician William "
                "Gilbert, published in London in 1600. Based on experiments with lodestones and a "
                "small spherical magnet, it argued that the Earth itself is a great magnet, and "
                "it coined the word electricus for bodies that attract like amber."
            ),
            D(
                "W. S. Gilbert: Sir William Schwenck Gilbert (1836 \u2013 1911) was an English "
                "dramatist and librettist born in the Strand, London. With the composer Arthur "
                "Sullivan he wrote fourteen comic operas, among them H.M.S. Pinafore, The Mikado "
                "and The Gondoliers, staged at the Savoy Theatre."
            ),
            D(
                "Lodestone: A lodestone is a naturally magnetised piece of the mineral magnetite, "
                "able to attract iron. Lodestones were known in ancient Greece and China, and "
                "hung on a thread or floated on water they served as the first magnetic "
                "compasses, used by Chinese sailors by the 11th century."
            ),
            D(
                "Royal College of Physicians: The Royal College of Physicians of London was "
                "founded in 1518 by a royal charter of Henry VIII, at the urging of the scholar "
                "Thomas Linacre, to license physicians in the city. It is the oldest medical "
                "college in England, and its home since 1964 is in Regent's Park."
            ),
            D(
                "Robert Norman: Robert Norman was a 16th-century English mariner and maker of "
                "compasses who discovered magnetic dip, the downward tilt of a freely hung "
                "compass needle. He described it in his book The Newe Attractive, published in "
                "London in 1581, which later writers on the magnet built on."
            ),
            S(
                "William Gilbert (physicist): William Gilbert (1544 \u2013 1603) was an English "
                "physician and natural philosopher, born in Colchester, Essex. He became "
                "president of the Royal College of Physicians in 1600 and physician to the queen, "
                "and the gilbert, a unit of magnetomotive force, is named after him."
            ),
            D(
                "Earth's magnetic field: Earth's magnetic field is generated by currents of "
                "molten iron in the outer core and reaches from the interior far out into space. "
                "Its poles wander over time, and the field has reversed its direction many "
                "times, most recently about 780,000 years ago."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of Th\u00e9orie analytique de la chaleur born?",
        "Auxerre",
        [
            D(
                "Charles Fourier: Fran\u00e7ois Marie Charles Fourier (1772 \u2013 1837) was a "
                "French philosopher and early socialist born in Besan\u00e7on, the son of a "
                "cloth merchant. He planned ideal communities called phalansteries, and the word "
                "feminism is often credited to him."
            ),
            D(
                "R\u00e9flexions sur la puissance motrice du feu: Reflections on the Motive "
                "Power of Fire is a book on heat engines published in 1824 by Sadi Carnot, a "
                "French engineer born in Paris. It described an ideal engine working between a "
                "hot and a cold body, and it laid the basis of the science of thermodynamics."
            ),
            D(
                "Sim\u00e9on Denis Poisson: Sim\u00e9on Denis Poisson (1781 \u2013 1840) was a "
                "French mathematician and physicist born in Pithiviers. He worked on "
                "probability, electricity and celestial mechanics, and in 1835 he published his "
                "own Th\u00e9orie math\u00e9matique de la chaleur, on the flow of heat."
            ),
            S(
                "Th\u00e9orie analytique de la chaleur: Th\u00e9orie analytique de la chaleur is "
                "a treatise on the flow of heat by the French mathematician Joseph Fourier, "
                "published in Paris in 1822. It solved the heat equation by breaking functions "
                "into sums of sines and cosines, the method now called Fourier series."
            ),
            D(
                "Joseph Black: Joseph Black (1728 \u2013 1799) was a Scottish physician and "
                "chemist born in Bordeaux, where his father traded in wine. He discovered carbon "
                "dioxide, which he called fixed air, and he worked out the ideas of latent heat "
                "and specific heat while teaching at Glasgow."
            ),
            D(
                "Gabriel Lam\u00e9: Gabriel Lam\u00e9 (1795 \u2013 1870) was a French "
                "mathematician born in Tours, who spent twelve years as an engineer in Russia. "
                "He later taught at the \u00c9cole Polytechnique and wrote Le\u00e7ons sur la "
                "th\u00e9orie analytique de la chaleur, published in 1861."
            ),
            S(
                "Joseph Fourier: Jean-Baptiste Joseph Fourier (1768 \u2013 1830) was a French "
                "mathematician and physicist born in Auxerre, the son of a tailor. He went with "
                "Napoleon to Egypt in 1798, later served as prefect of the Is\u00e8re department "
                "at Grenoble, and in the 1820s he first described the greenhouse effect."
            ),
            D(
                "\u00c9mile Clapeyron: Beno\u00eet Paul \u00c9mile Clapeyron (1799 \u2013 1864) "
                "was a French engineer and physicist born in Paris. In 1834 he restated the ideas "
                "of a neglected book on heat engines in mathematical form, with pressure and "
                "volume diagrams, and he designed locomotives for French railways."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of the Tabula Rogeriana born?",
        "Ceuta",
        [
            D(
                "Roger II of Sicily: Roger II (1095 \u2013 1154) was a Norman king of Sicily, "
                "born in Mileto in Calabria, who united the Norman lands of southern Italy and "
                "was crowned in Palermo in 1130. His court mixed Latin, Greek and Arab learning, "
                "and he built the Palatine Chapel in his palace."
            ),
            S(
                "Muhammad al-Idrisi: Muhammad al-Idrisi (1100 \u2013 c. 1165) was an Arab "
                "geographer, traveller and cartographer born in Ceuta, on the African shore of "
                "the Strait of Gibraltar. He studied in C\u00f3rdoba, travelled widely around "
                "the Mediterranean and from about 1138 worked at the court in Palermo."
            ),
            D(
                "Geography (Ptolemy): The Geography is a treatise by the Greek scholar Claudius "
                "Ptolemy, written in Alexandria around 150 AD, that lists the coordinates of "
                "some 8,000 places in the known world. Rediscovered in western Europe around "
                "1400, it shaped European maps for two centuries."
            ),
            D(
                "Catalan Atlas: The Catalan Atlas of 1375 is a world map on parchment panels "
                "made in Majorca and usually credited to the Jewish cartographer Abraham "
                "Cresques. Richly painted with kings, camels and ships, it was in the library of "
                "King Charles V of France by 1380 and is now kept in the national library in "
                "Paris."
            ),
            D(
                "Fra Mauro map: The Fra Mauro map is a large round map of the world drawn around "
                "1450 by the Venetian monk Fra Mauro at the monastery of San Michele on the "
                "island of Murano. About two metres across, it is drawn with south at the top "
                "and is kept in the Biblioteca Marciana in Venice."
            ),
            D(
                "Piri Reis map: The Piri Reis map is a world map drawn in 1513 by the Ottoman "
                "admiral and cartographer Piri Reis, born in Gallipoli. Only a fragment survives, "
                "showing the Atlantic coasts of Europe, Africa and South America, and it was "
                "found in 1929 in the Topkap\u0131 Palace in Istanbul."
            ),
            S(
                "Tabula Rogeriana: The Tabula Rogeriana is a description of the known world with "
                "a map in 70 sections, completed in 1154 by the Arab geographer Muhammad "
                "al-Idrisi for King Roger II of Sicily. Drawn with south at the top, it remained "
                "among the most accurate world maps for some three centuries."
            ),
            D(
                "Hereford Mappa Mundi: The Hereford Mappa Mundi is a medieval map of the world "
                "drawn on a single calfskin around 1300 and kept in Hereford Cathedral in "
                "England. It puts Jerusalem at the centre and east at the top, and it is signed "
                "by a cleric, Richard of Haldingham."
            ),
        ],
        drop=1,
    ),
]
