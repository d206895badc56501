"""Development multi-hop questions, batch 32.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who never
read the evaluator, the gold set or the benchmarks; what they read: tests/data/singlehop/source.py
for the format, the first part of tests/data/multihop/README.md, and the other development
sources (source_dev1.py to source_dev30.py) for the format and to choose subjects none of them
asks about. The held-out sources and records were only counted (grep -c) for the candidate
subjects' names, and subjects with hits were left out. Written after lexical-v45.

Measured lengths: mean support 301 characters, mean distractor 296 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the largest island of the archipelago to which Surtsey belongs?",
        "Heimaey",
        [
            S(
                "Surtsey: Surtsey is a volcanic island off the south coast of Iceland that rose "
                "from the sea in an eruption lasting from November 1963 to June 1967. The "
                "southernmost island of the Vestmannaeyjar archipelago, it is closed to visitors "
                "so that scientists can study how plants and animals settle on new land."
            ),
            D(
                "Surtr: Surtr is a fire giant of Norse mythology who guards Muspelheim, the "
                "burning realm of the south. In the Prose Edda of Snorri Sturluson he rides out at "
                "Ragnar\u00f6k with a flaming sword, kills the god Freyr and sets the whole world "
                "alight, and a volcanic island that rose off Iceland in the 1960s bears his name."
            ),
            D(
                "Anak Krakatau: Anak Krakatau, the child of Krakatoa, is a volcanic island in the "
                "Sunda Strait between Java and Sumatra that first broke the surface in 1927, "
                "inside the caldera left by the great eruption of 1883. A collapse of its flank in "
                "December 2018 sent a tsunami onto nearby coasts and killed more than 400 people."
            ),
            D(
                "Hunga Tonga\u2013Hunga Ha\u02bbapai: Hunga Tonga\u2013Hunga Ha\u02bbapai is a "
                "submarine volcano in the South Pacific, about 65 kilometres north of Tongatapu, "
                "the main island of Tonga. Its eruptions joined two small islands with new land in "
                "2015, and its huge blast of 15 January 2022 sent pressure waves around the globe."
            ),
            S(
                "Vestmannaeyjar: Vestmannaeyjar, the Westman Islands, are an archipelago of some "
                "fifteen islands off the south coast of Iceland. Heimaey is the largest of them "
                "and the only one lived on all year, with about 4,000 people, and in January 1973 "
                "an eruption that built the new volcano Eldfell forced nearly everyone to flee."
            ),
            D(
                "Gr\u00edmsey: Gr\u00edmsey is a small island about 40 kilometres off the north "
                "coast of Iceland and the country's northernmost inhabited place, crossed by the "
                "Arctic Circle. Fewer than a hundred people live there, mostly by fishing, and its "
                "cliffs hold large colonies of puffins, razorbills and Arctic terns."
            ),
            D(
                "Hekla: Hekla is a stratovolcano in the south of Iceland, 1,491 metres high, and "
                "one of the country's most active volcanoes, with more than twenty eruptions since "
                "the year 874. Medieval Europeans called it the gateway to hell, and its most "
                "recent eruption began on 26 February 2000."
            ),
            D(
                "Eyjafjallaj\u00f6kull: Eyjafjallaj\u00f6kull is an ice cap in the south of "
                "Iceland covering a volcano about 1,650 metres high. Its eruption in April 2010 "
                "threw a plume of fine ash into the jet stream, and flights over much of northern "
                "and western Europe were grounded for about six days, stranding millions of "
                "travellers."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "in which country does the river that flows through bordeaux rise",
        "Spain",
        [
            D(
                "Dordogne (river): The Dordogne is a river of south-western France, about 480 "
                "kilometres long, that rises on the slopes of the Puy de Sancy in the Massif "
                "Central. It flows west past Bergerac and Libourne and meets another great river "
                "at the Bec d'Amb\u00e8s, north of Bordeaux, to form a wide estuary."
            ),
            S(
                "Bordeaux: Bordeaux is a port city in south-western France, the prefecture of the "
                "Gironde department and the seat of the Nouvelle-Aquitaine region. It lies on a "
                "crescent-shaped bend of the Garonne, its eighteenth-century riverside quarter is "
                "a World Heritage Site, and it is famed for its wine trade."
            ),
            D(
                "Adour: The Adour is a river of south-western France, a little over 300 kilometres "
                "long, that rises in the French Pyrenees near the Col du Tourmalet. It flows north "
                "and then west through Tarbes and Dax, and it reaches the Bay of Biscay below "
                "Bayonne, not far from the Spanish border."
            ),
            D(
                "Ebro: The Ebro is the longest river flowing entirely within Spain, about 930 "
                "kilometres, rising near Fontibre in Cantabria, not far from the Bay of Biscay. It "
                "runs south-east through Logro\u00f1o and Zaragoza and ends in a broad delta on "
                "the Mediterranean coast of Catalonia, rich in rice fields and water birds."
            ),
            D(
                "Toulouse: Toulouse is the capital of the Occitanie region and the fourth-largest "
                "city of France, built largely of pink brick on the banks of the Garonne. It is "
                "the centre of the European aerospace industry, where Airbus assembles its "
                "airliners, and the Canal du Midi links it to the Mediterranean."
            ),
            S(
                "Garonne: The Garonne is a river about 530 kilometres long that rises in the Val "
                "d'Aran, a valley of the Pyrenees in Catalonia, Spain. It enters France in the "
                "Haute-Garonne department, flows north-west through Toulouse and Agen, and below "
                "Bordeaux it meets the Dordogne to form the Gironde estuary."
            ),
            D(
                "Bordeaux wine: Bordeaux wine is made in the vineyards around the city of "
                "Bordeaux, more than 100,000 hectares in all, one of the largest fine-wine regions "
                "in the world. Its red wines are mostly blends of Cabernet Sauvignon and Merlot, "
                "and the classification of 1855 ranked the great estates of the M\u00e9doc."
            ),
            D(
                "Loire: The Loire is the longest river wholly in France, just over 1,000 "
                "kilometres, rising at the foot of Mont Gerbier de Jonc in the Massif Central. It "
                "flows north and then west past Orl\u00e9ans, Tours and Nantes to the Bay of "
                "Biscay, and its middle valley is famous for its Renaissance ch\u00e2teaux."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which seabird has one of the world's largest colonies on the island where the last "
            "known great auks were killed?"
        ),
        "the northern gannet",
        [
            D(
                "Razorbill: The razorbill is a black and white seabird of the auk family that "
                "breeds on cliffs around the North Atlantic, from Maine and Greenland to Iceland, "
                "Britain and the Baltic. It is the closest living relative of the great auk, dives "
                "more than 100 metres deep for fish and lays a single egg on a bare ledge."
            ),
            D(
                "Bass Rock: The Bass Rock is a steep volcanic island in the outer Firth of Forth, "
                "about two kilometres off the coast of East Lothian in Scotland. Each summer more "
                "than 150,000 northern gannets crowd onto it, the largest colony of the species "
                "anywhere, beside the ruins of a castle and a lighthouse of 1902."
            ),
            S(
                "Eldey: Eldey is a small uninhabited island some 15 to 20 kilometres off the "
                "Reykjanes peninsula in south-west Iceland, its sheer cliffs rising 77 metres from "
                "the sea. Its flat top holds one of the largest northern gannet colonies in the "
                "world, and the island is a protected reserve where landing is strictly limited."
            ),
            D(
                "Funk Island: Funk Island is a low granite island in the Atlantic about 60 "
                "kilometres off the north-east coast of Newfoundland. It once held a vast breeding "
                "colony of great auks, which sailors killed for food, feathers and oil until none "
                "were left there by about 1800; today it is a reserve for common murres."
            ),
            D(
                "Geirfuglasker: Geirfuglasker was a volcanic skerry off the Reykjanes peninsula of "
                "Iceland whose name means great auk rock. Its steep sides kept hunters away and "
                "sheltered one of the last colonies of the bird until the skerry sank beneath the "
                "waves in a submarine eruption in 1830, and the surviving birds moved elsewhere."
            ),
            S(
                "Great auk: The great auk was a large flightless seabird of the North Atlantic, "
                "about 80 centimetres tall, black above and white below. Hunted for its meat, eggs "
                "and down, it grew ever rarer, and the last two known birds were strangled by "
                "fishermen on the island of Eldey in June 1844 while they sat on an egg."
            ),
            D(
                "Atlantic puffin: The Atlantic puffin is a small auk with a large, brightly "
                "striped bill that nests in burrows on grassy cliff tops around the North "
                "Atlantic. About six in ten of all Atlantic puffins breed in Iceland, and in "
                "winter the birds live far out at sea, diving for sand eels and small fish."
            ),
            D(
                "Reykjanes: Reykjanes is a peninsula in south-west Iceland where the Mid-Atlantic "
                "Ridge rises above the sea, a land of lava fields, hot springs and steaming vents. "
                "Iceland's main international airport stands at Keflav\u00edk on its northern "
                "shore, and a run of eruptions near Grindav\u00edk began in 2021."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Erlenmeyer flask is named after a chemist born in which village?",
        "Wehen",
        [
            D(
                "Florence flask: A Florence flask is a round-bottomed glass vessel with a long "
                "neck, used in laboratories for heating and boiling liquids evenly over a flame. "
                "It takes its name from the Italian city of Florence, it is also called a boiling "
                "flask, and a flat-bottomed kind can stand on a bench without a ring."
            ),
            D(
                "B\u00fcchner flask: A B\u00fcchner flask is a thick-walled conical flask with a "
                "short side arm near the neck, to which a vacuum hose is fitted. Used with a "
                "B\u00fcchner funnel for suction filtration, it is named after the German "
                "industrial chemist Ernst B\u00fcchner, who brought the funnel into use in 1888."
            ),
            S(
                "Erlenmeyer flask: An Erlenmeyer flask, or conical flask, is a laboratory flask "
                "with a flat bottom, a cone-shaped body and a narrow cylindrical neck. It was "
                "devised in 1860 by the German chemist Emil Erlenmeyer, and its shape lets liquids "
                "be swirled without spilling while slowing their evaporation."
            ),
            D(
                "Liebig condenser: The Liebig condenser is a straight glass tube surrounded by a "
                "jacket of cold running water, used to cool and condense vapour during "
                "distillation. It is named after the chemist Justus von Liebig, who taught at "
                "Giessen and made it popular, although similar devices were older."
            ),
            D(
                "Kipp's apparatus: Kipp's apparatus is a glass device of three stacked bulbs for "
                "making small amounts of a gas, such as hydrogen sulfide or carbon dioxide, from a "
                "solid and a liquid. It was invented around 1844 by Petrus Jacobus Kipp, a Dutch "
                "pharmacist born in Utrecht who worked in Delft."
            ),
            D(
                "Wiesbaden: Wiesbaden is the capital of the German state of Hesse, on the right "
                "bank of the Rhine at the southern foot of the Taunus hills. Known since Roman "
                "times for its hot springs, it became a fashionable spa in the nineteenth century, "
                "and its Kurhaus, opened in 1907, houses a casino."
            ),
            D(
                "Beaker: A beaker is a simple cylindrical laboratory container with a flat bottom "
                "and a small spout, usually made of borosilicate glass. Unlike a conical flask it "
                "has straight sides and a wide mouth, so chemists use it for mixing, heating and "
                "holding liquids rather than for swirling them."
            ),
            S(
                "Emil Erlenmeyer: Richard August Carl Emil Erlenmeyer (1825 \u2013 1909) was a "
                "German chemist born in Wehen, a village in the Taunus hills near Wiesbaden. He "
                "studied under Justus von Liebig at Giessen, was a professor in Munich from 1868, "
                "and in 1866 proposed the structure of naphthalene."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "what year was the zoo where the last quagga died founded",
        "1838",
        [
            D(
                "London Zoo: London Zoo in Regent's Park is the oldest scientific zoo in the "
                "world, opened to fellows of the Zoological Society of London in April 1828 and to "
                "the public in 1847. Among its animals were the only quagga ever photographed "
                "alive, a mare pictured in the 1860s, and the black bear behind Winnie-the-Pooh."
            ),
            D(
                "Rotterdam Zoo: Rotterdam Zoo, known as Diergaarde Blijdorp, was founded in 1857 "
                "in the centre of Rotterdam and moved in 1940 to the Blijdorp district in the "
                "north of the city. Its Oceanium, opened in 2001, shows sea life of the Americas "
                "in huge tanks, and it keeps Asian elephants and giraffes."
            ),
            D(
                "Quagga Project: The Quagga Project is a South African effort begun in 1987 to "
                "breed plains zebras that look like the extinct quagga, choosing animals with "
                "fewer stripes on their hindquarters. Its founder, the taxidermist Reinhold Rau, "
                "argued that the coat pattern could be brought back by selection."
            ),
            D(
                "Plains zebra: The plains zebra is the most common and widespread zebra, ranging "
                "from southern Ethiopia to eastern South Africa in grassland and savanna. It lives "
                "in family groups of one stallion with several mares and their foals, and huge "
                "herds join the wildebeest on the Serengeti migration."
            ),
            S(
                "Artis: Natura Artis Magistra, known as Artis, is a zoo in the Plantage district "
                "of central Amsterdam and the oldest zoo in the Netherlands, founded on 1 May 1838 "
                "by three citizens of the city. Besides its animal houses it has an aquarium built "
                "in 1882, a planetarium and a museum of microbes."
            ),
            D(
                "Bluebuck: The bluebuck was an antelope of the south-western Cape in South Africa, "
                "with a bluish grey coat and long curved horns, and the first large African mammal "
                "to die out in historical times. Settlers shot the last ones around 1800, and only "
                "a few mounted specimens survive in European museums."
            ),
            D(
                "Tiergarten Sch\u00f6nbrunn: Tiergarten Sch\u00f6nbrunn in Vienna is the oldest "
                "zoo in the world still open, founded in 1752 as an imperial menagerie in the park "
                "of Sch\u00f6nbrunn Palace. It was opened to the public in 1779 and is laid out "
                "around an eight-sided pavilion where the imperial family took breakfast."
            ),
            S(
                "Quagga: The quagga was a zebra of the South African plains, brown on its "
                "hindquarters and striped only on its head, neck and forequarters, now treated as "
                "a subspecies of the plains zebra. Hunting wiped out the wild herds by the late "
                "1870s, and the last known quagga, a mare, died at Artis zoo on 12 August 1883."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which university runs the observatory that is home to the Lovell Telescope?",
        "the University of Manchester",
        [
            D(
                "Effelsberg 100-m Radio Telescope: The Effelsberg radio telescope in the Eifel "
                "hills south-west of Bonn has a steerable dish 100 metres across and opened in "
                "1972. For 28 years it was the largest fully steerable radio telescope in the "
                "world, and it is run by the Max Planck Institute for Radio Astronomy in Bonn."
            ),
            S(
                "Jodrell Bank Observatory: Jodrell Bank Observatory is a radio astronomy "
                "observatory near Goostrey in Cheshire, set up in 1945 when Bernard Lovell brought "
                "surplus army radar equipment to the site. It belongs to the University of "
                "Manchester, which runs it, and it became a World Heritage Site in 2019."
            ),
            D(
                "Jim Lovell: James Arthur Lovell was an American astronaut, born in Cleveland in "
                "1928, who flew on Gemini 7, Gemini 12 and Apollo 8, the first crewed flight "
                "around the Moon. He commanded Apollo 13 in 1970, whose Moon landing was called "
                "off after an oxygen tank burst, and brought its crew home safely."
            ),
            D(
                "Parkes Observatory: Parkes Observatory in New South Wales, Australia, is a radio "
                "observatory whose 64-metre dish began work in 1961. Known as The Dish, it relayed "
                "television pictures of the first Moon landing in July 1969 to much of the world, "
                "and it is run by CSIRO, the national science agency."
            ),
            S(
                "Lovell Telescope: The Lovell Telescope is a steerable radio telescope with a dish "
                "76 metres across, completed in 1957 at Jodrell Bank Observatory in Cheshire, "
                "England. Soon after it was finished it tracked the rocket that had carried "
                "Sputnik 1 into orbit, and in 1987 it took the name of its builder, Bernard Lovell."
            ),
            D(
                "Arecibo Telescope: The Arecibo Telescope was a radio telescope built into a "
                "natural sinkhole in Puerto Rico, its fixed dish 305 metres across. Completed in "
                "1963, it was the largest single-dish telescope in the world for more than fifty "
                "years, until its receiver platform crashed into the dish in December 2020."
            ),
            D(
                "Green Bank Telescope: The Robert C. Byrd Green Bank Telescope in West Virginia is "
                "the largest fully steerable radio telescope in the world, with a dish of 100 by "
                "110 metres, completed in 2000. It stands in the National Radio Quiet Zone, where "
                "radio transmissions are restricted to keep the sky free of noise."
            ),
            D(
                "Goonhilly Satellite Earth Station: Goonhilly Satellite Earth Station is a large "
                "radio site on the Lizard peninsula in Cornwall. Its first dish, known as Arthur, "
                "received the first live television pictures sent across the Atlantic by "
                "satellite, relayed by Telstar in July 1962, and the site now tracks deep-space "
                "missions."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Indonesian province is the national park that holds the last wild Javan "
            "rhinoceroses?"
        ),
        "Banten",
        [
            D(
                "Sumatran rhinoceros: The Sumatran rhinoceros is the smallest living rhinoceros "
                "and the only one in Asia with two horns, its body covered in reddish brown hair. "
                "Only a few dozen survive in scattered forests of Sumatra and Kalimantan, and "
                "breeding centres such as the sanctuary in Way Kambas National Park try to save it."
            ),
            D(
                "Indian rhinoceros: The Indian rhinoceros, or greater one-horned rhinoceros, lives "
                "in the grasslands of northern India and southern Nepal and is the largest "
                "rhinoceros of Asia. Once hunted close to extinction, it has recovered to more "
                "than 4,000 animals, about two thirds of them in Kaziranga National Park in Assam."
            ),
            D(
                "Cat Tien National Park: Cat Tien National Park is a protected area of lowland "
                "forest in southern Vietnam, about 150 kilometres north of Ho Chi Minh City. It "
                "was the last refuge of the Javan rhinoceros on the Asian mainland until 2010, "
                "when the final animal there was found shot, its horn hacked off."
            ),
            S(
                "Ujung Kulon National Park: Ujung Kulon National Park lies on the westernmost tip "
                "of Java, in the province of Banten, Indonesia, and takes in the Ujung Kulon "
                "peninsula, the island of Panaitan and the Krakatoa islands. Its rainforest grew "
                "back after the tsunami of 1883, and it became a World Heritage Site in 1991."
            ),
            D(
                "Way Kambas National Park: Way Kambas National Park is a lowland forest reserve in "
                "the province of Lampung, at the southern end of Sumatra, Indonesia. Declared a "
                "national park in 1989, it is known for its elephant conservation centre, opened "
                "in 1985, and for a sanctuary where Sumatran rhinoceroses are bred."
            ),
            D(
                "Krakatoa: Krakatoa is a volcanic island group in the Sunda Strait between Java "
                "and Sumatra. Its eruption of August 1883 was one of the deadliest in history, "
                "with tsunamis that killed more than 36,000 people on nearby coasts, and the "
                "explosion was heard on Rodrigues, nearly 5,000 kilometres away."
            ),
            S(
                "Javan rhinoceros: The Javan rhinoceros is a critically endangered rhino with a "
                "single horn and folds of skin that look like armour plates. It once lived across "
                "South-east Asia, but the last one in Vietnam was killed in 2010, and the only "
                "wild population, under a hundred animals, lives in Ujung Kulon National Park."
            ),
            D(
                "Java: Java is an island of Indonesia lying between Sumatra and Bali, and with "
                "more than 150 million people it is the most populous island in the world. The "
                "national capital, Jakarta, stands on its north-west coast, and a chain of "
                "volcanoes runs along its length, among them Merapi and Bromo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which indonesian province includes the island where homo floresiensis was found",
        "East Nusa Tenggara",
        [
            S(
                "Flores: Flores is an island of the Lesser Sunda chain in eastern Indonesia, about "
                "360 kilometres long, and part of the province of East Nusa Tenggara. Its main "
                "towns are Maumere, Ende and Labuan Bajo, and the three crater lakes on the "
                "volcano Kelimutu change colour between turquoise, red and black."
            ),
            D(
                "Homo luzonensis: Homo luzonensis is an extinct species of human named in 2019 "
                "from teeth and bones found in Callao Cave on the island of Luzon in the "
                "Philippines. The remains are at least 50,000 years old, and their mix of "
                "primitive and modern features has puzzled researchers."
            ),
            D(
                "Java Man: Java Man is the name given to fossils of Homo erectus found in 1891 and "
                "1892 by the Dutch anatomist Eug\u00e8ne Dubois at Trinil, on the Solo River in "
                "East Java. A skullcap, a thigh bone and a tooth, they were the first fossils of "
                "the species ever found, and Dubois named them Pithecanthropus erectus."
            ),
            D(
                "Lombok: Lombok is an island of the Lesser Sunda chain east of Bali, and its city "
                "of Mataram is the capital of the Indonesian province of West Nusa Tenggara. The "
                "volcano Rinjani, 3,726 metres high, rises in its north, and the strait to its "
                "west marks the Wallace Line between Asian and Australian wildlife."
            ),
            D(
                "Komodo: Komodo is a rugged island of about 390 square kilometres in the Lesser "
                "Sunda chain and part of Komodo National Park, founded in 1980. It is one of the "
                "few places where the Komodo dragon, the largest living lizard, lives in the wild, "
                "and about 2,000 people live in its fishing village."
            ),
            S(
                "Homo floresiensis: Homo floresiensis is an extinct species of small archaic "
                "human, nicknamed the hobbit, whose bones were found in 2003 in the cave of Liang "
                "Bua on the island of Flores. Adults stood about 1.1 metres tall and had small "
                "brains, and the skeletons are between about 100,000 and 60,000 years old."
            ),
            D(
                "Denisovan: The Denisovans are an extinct group of archaic humans first identified "
                "in 2010 from the DNA of a finger bone found in Denisova Cave in the Altai "
                "Mountains of Siberia. Their genes survive in many people of Melanesia and "
                "South-east Asia, and a jawbone from the Tibetan Plateau shows they lived there."
            ),
            D(
                "Flores Sea: The Flores Sea is a sea of Indonesia of about 240,000 square "
                "kilometres, bounded by Sulawesi to the north and the Lesser Sunda Islands to the "
                "south. It reaches depths of more than 5,000 metres, and in December 1992 an "
                "earthquake beneath it raised a tsunami that killed about 2,500 people."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The museum that displays the Tsavo Man-Eaters is named after which merchant?",
        "Marshall Field",
        [
            S(
                "Tsavo Man-Eaters: The Tsavo Man-Eaters were a pair of maneless male lions that "
                "killed many workers building a railway bridge over the Tsavo River in Kenya in "
                "1898. John Henry Patterson shot them that December, and in 1924 their skins and "
                "skulls were sold to the Field Museum of Natural History in Chicago."
            ),
            D(
                "John Henry Patterson: John Henry Patterson (1867 \u2013 1947) was an Irish-born "
                "soldier and engineer who oversaw the building of a railway bridge in British East "
                "Africa. His book The Man-Eaters of Tsavo, published in 1907, told of the lions he "
                "hunted there, and in 1915 he commanded the Zion Mule Corps in the Gallipoli "
                "campaign."
            ),
            D(
                "Tsavo East National Park: Tsavo East National Park is one of the oldest and "
                "largest parks in Kenya, opened in 1948 and covering about 13,700 square "
                "kilometres of dry bush. Its elephants look red from dusting themselves with the "
                "local soil, and the Galana River runs through it over the Lugard Falls."
            ),
            S(
                "Field Museum of Natural History: The Field Museum of Natural History is a natural "
                "history museum on the shore of Lake Michigan in Chicago, founded in 1893 after "
                "the World's Columbian Exposition. It is named after the department store owner "
                "Marshall Field, its first great benefactor, and holds some 40 million specimens."
            ),
            D(
                "Shedd Aquarium: The Shedd Aquarium on the lakefront of Chicago opened in 1930 and "
                "was for many years the largest indoor aquarium in the world. It was paid for by "
                "John G. Shedd, who had risen from stock boy to president of a great Chicago "
                "department store, and its Oceanarium of 1991 keeps beluga whales."
            ),
            D(
                "Mfuwe Man-Eater: The Mfuwe Man-Eater was an unusually large male lion that killed "
                "six people in the Luangwa valley of Zambia in 1991 before an American hunter shot "
                "it. About 3.2 metres long from nose to tail, it was later mounted and put on show "
                "in a Chicago museum near two famous Kenyan lions."
            ),
            D(
                "Lion: The lion is a large cat of the genus Panthera that lives in sub-Saharan "
                "Africa and in the Gir Forest of India. Males are larger than females and usually "
                "grow a mane, though some in hot, dry country such as Tsavo lack one, and the "
                "related females of a pride do most of the hunting."
            ),
            D(
                "Carl Akeley: Carl Akeley (1864 \u2013 1926) was an American taxidermist and "
                "naturalist who created lifelike museum dioramas, first in Chicago and later in "
                "New York, where a hall of African mammals is named after him. He died in the "
                "Belgian Congo in 1926 while studying mountain gorillas."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain on the island whose capital is Palma?",
        "Puig Major",
        [
            D(
                "Menorca: Menorca is the second-largest of the Balearic Islands, lying north-east "
                "of Mallorca, and its capital is Ma\u00f3, set on one of the longest natural "
                "harbours in Europe. Much of the island is a biosphere reserve, and its highest "
                "point is Monte Toro, a hill of 358 metres crowned by a sanctuary."
            ),
            D(
                "Las Palmas de Gran Canaria: Las Palmas de Gran Canaria is the capital of the "
                "island of Gran Canaria and co-capital of the Canary Islands, on the island's "
                "north-east coast. Its beach of Las Canteras is lined with hotels, and inland the "
                "island rises to almost 2,000 metres at Pico de las Nieves."
            ),
            S(
                "Mallorca: Mallorca is the largest of the Balearic Islands in the western "
                "Mediterranean, with an area of about 3,640 square kilometres. The limestone range "
                "of the Serra de Tramuntana runs along its north-west coast and became a World "
                "Heritage Site in 2011; its highest peak, Puig Major, rises to 1,436 metres."
            ),
            D(
                "Ibiza: Ibiza is the third-largest of the Balearic Islands, less than 100 "
                "kilometres off the Spanish mainland, known for its nightclubs and for its walled "
                "old town, Dalt Vila. Its capital is the town of Ibiza, and its highest point is "
                "Sa Talaiassa, 475 metres high, in the south-west of the island."
            ),
            D(
                "La Palma: La Palma is the north-westernmost of the Canary Islands, a steep "
                "volcanic island whose capital is Santa Cruz de La Palma. Its highest point, the "
                "Roque de los Muchachos at 2,426 metres, carries a major astronomical observatory, "
                "and an eruption in 2021 destroyed more than a thousand buildings."
            ),
            D(
                "Palma Cathedral: The Cathedral of Santa Maria of Palma, known as La Seu, is a "
                "Gothic cathedral begun after King James I of Aragon took the island from its "
                "Muslim rulers in 1229. It was finished in 1601, its great rose window is among "
                "the largest in the world, and Antoni Gaud\u00ed reworked its interior."
            ),
            D(
                "Formentera: Formentera is the smallest inhabited Balearic island, lying south of "
                "Ibiza and reached only by boat from Ibiza. Its white sand beaches are backed by "
                "pine and juniper, the seagrass meadows off its shores are a World Heritage Site, "
                "and the plateau of La Mola at its eastern end rises to about 200 metres."
            ),
            S(
                "Palma: Palma is the capital and largest city of Mallorca and of the Balearic "
                "Islands, a Spanish autonomous community in the western Mediterranean. Its Gothic "
                "cathedral, La Seu, looks out over the bay, Bellver Castle stands on a wooded hill "
                "to the west, and its airport is one of the busiest in Spain."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Brownian motion is named after a botanist born in which Scottish town?",
        "Montrose",
        [
            D(
                "Robert Brown (explorer): Robert Brown (1842 \u2013 1895) was a Scottish botanist "
                "and explorer, born in Caithness in the far north of Scotland, who led the "
                "Vancouver Island Exploring Expedition of 1864. He later visited Greenland and "
                "wrote at length on the plants, animals and peoples of the Arctic."
            ),
            D(
                "Brown noise: Brown noise, or red noise, is a random signal whose power falls "
                "steeply as its frequency rises, giving a deep rumble like a waterfall or heavy "
                "surf. It takes its name from the random walk of particles studied in physics, not "
                "from the colour brown, and some people play it at night to help them fall asleep."
            ),
            S(
                "Brownian motion: Brownian motion is the random jiggling of tiny particles in a "
                "liquid or gas, caused by collisions with the fast-moving molecules around them. "
                "It is named after the botanist Robert Brown, who saw it in 1827 in particles "
                "released from pollen grains in water, and Einstein explained it in 1905."
            ),
            D(
                "Annus mirabilis papers: Albert Einstein's annus mirabilis papers were four "
                "articles published in Annalen der Physik in 1905, while he worked at the patent "
                "office in Bern. They explained the photoelectric effect and the jiggling of "
                "particles in a fluid, set out special relativity and showed that E = mc\u00b2."
            ),
            D(
                "Jean Perrin: Jean Baptiste Perrin (1870 \u2013 1942) was a French physicist born "
                "in Lille who showed by experiment in 1908 that the random motion of small "
                "suspended particles matched Einstein's theory, settling the reality of atoms. He "
                "won the Nobel Prize in Physics in 1926 and died in New York."
            ),
            S(
                "Robert Brown (botanist): Robert Brown (1773 \u2013 1858) was a Scottish botanist "
                "born in Montrose, Angus, who sailed as naturalist on HMS Investigator's survey of "
                "the Australian coast from 1801. He named the cell nucleus in 1831 and later kept "
                "the botanical collections of the British Museum."
            ),
            D(
                "Ferdinand Bauer: Ferdinand Bauer (1760 \u2013 1826) was an Austrian botanical "
                "illustrator, born in Feldsberg in Lower Austria, who sailed with a Scottish "
                "botanist on the British survey of the Australian coast from 1801. His drawings of "
                "its plants and animals are famed for their precision."
            ),
            D(
                "Brown dwarf: A brown dwarf is an object heavier than a gas giant planet but too "
                "light to keep up hydrogen fusion like a true star, between about 13 and 80 times "
                "the mass of Jupiter. The first ones were confirmed in 1995, and they glow faintly "
                "in infrared light as they slowly cool over billions of years."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the red panda and the giant panda both bears",
        "no",
        [
            D(
                "Raccoon: The raccoon is a medium-sized mammal native to North America, with a "
                "black mask across its eyes and a ringed tail, and it belongs to the family "
                "Procyonidae. It has nimble front paws, eats almost anything, and has spread into "
                "cities and, after escapes and releases, into parts of Europe and Japan."
            ),
            S(
                "Giant panda: The giant panda is a bear native to the mountain forests of central "
                "China, mainly in Sichuan, Shaanxi and Gansu, known for its black and white coat. "
                "Although it belongs to the bear family, Ursidae, bamboo makes up more than 99 "
                "percent of its diet, and about 1,900 live in the wild."
            ),
            D(
                "Sun bear: The sun bear is the smallest bear in the world, living in the tropical "
                "forests of South-east Asia, with a golden crescent on its chest and a very long "
                "tongue for raiding bees' nests and termite mounds. It spends much of its time in "
                "trees and is listed as a vulnerable species."
            ),
            D(
                "Wolong National Nature Reserve: Wolong National Nature Reserve in Sichuan, China, "
                "set up in 1963, protects about 2,000 square kilometres of mountain forest and is "
                "known for its research and breeding centre for giant pandas. The earthquake of "
                "May 2008 badly damaged the centre, which was later rebuilt."
            ),
            D(
                "Binturong: The binturong, or bearcat, is a shaggy mammal of the forests of South "
                "and South-east Asia that is neither a bear nor a cat but a relative of the "
                "civets. It grips branches with its long prehensile tail while climbing, and its "
                "scent is often said to smell like buttered popcorn."
            ),
            D(
                "Spectacled bear: The spectacled bear, or Andean bear, is the only bear native to "
                "South America, living in the cloud forests and high grasslands of the Andes. It "
                "is named after the pale rings around its eyes, eats mostly plants such as "
                "bromeliads, and inspired the children's character Paddington."
            ),
            D(
                "Kinkajou: The kinkajou is a tree-dwelling mammal of the rainforests of Central "
                "and South America, a member of the raccoon family that is sometimes called the "
                "honey bear. It has a long prehensile tail and a slender tongue for reaching "
                "nectar and fruit, and it forages only at night."
            ),
            S(
                "Red panda: The red panda is a small tree-dwelling mammal of the eastern Himalayas "
                "and south-western China, with reddish brown fur, a ringed tail and a white-marked "
                "face. It is the only living member of the family Ailuridae, not a bear, although "
                "like the giant panda it feeds mainly on bamboo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are the orca and the pilot whale both members of the dolphin family?",
        "yes",
        [
            D(
                "Sperm whale: The sperm whale is the largest toothed whale, with males reaching "
                "about 16 metres, and it dives more than a kilometre deep to hunt giant squid. It "
                "belongs to a family of its own, Physeteridae, and its huge square head holds "
                "spermaceti, a waxy oil once prized for candles."
            ),
            D(
                "Pilot fish: The pilot fish is a small carnivorous fish of warm seas, dark blue "
                "with broad black bands, that swims alongside sharks, rays and sea turtles. It "
                "feeds on scraps from its host's meals and on its parasites, and sailors once "
                "believed that it guided ships and swimmers to safety."
            ),
            S(
                "Orca: The orca, or killer whale, is a toothed whale and the largest member of the "
                "oceanic dolphin family, Delphinidae, with males growing to about 9 metres long. "
                "Found in every ocean, it lives in close family pods, and different groups "
                "specialise in prey ranging from fish to seals and other whales."
            ),
            D(
                "Harbour porpoise: The harbour porpoise is one of the smallest marine mammals, "
                "rarely more than 1.9 metres long, found in cool coastal waters of the North "
                "Atlantic, the North Pacific and the Black Sea. It belongs to the porpoise family, "
                "Phocoenidae, and surfaces with a quick roll that shows its small fin."
            ),
            D(
                "Common bottlenose dolphin: The common bottlenose dolphin is the best-known member "
                "of the oceanic dolphin family, found in warm and temperate seas around the world. "
                "It hunts fish and squid by echolocation, often works with other dolphins to herd "
                "shoals, and is a familiar performer in aquariums."
            ),
            D(
                "False killer whale: The false killer whale is a large, slender, all-black toothed "
                "whale of warm oceans, about 6 metres long, whose skull looks much like that of a "
                "larger hunter of the seas. It is highly social, chases tuna and squid at speed, "
                "and has been seen sharing its catch with people in boats."
            ),
            D(
                "Common minke whale: The common minke whale is one of the smallest baleen whales, "
                "about 7 to 9 metres long, with a pointed snout and a white band on each flipper. "
                "It filters small fish and krill from the water, lives in all oceans, and is still "
                "hunted commercially by Norway and Japan."
            ),
            S(
                "Pilot whale: Pilot whales are two species of toothed whale in the genus "
                "Globicephala, the long-finned and the short-finned pilot whale, both members of "
                "the oceanic dolphin family, Delphinidae. Black, with bulbous foreheads, they live "
                "in tight groups, so whole pods sometimes strand together."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which element was discovered first, helium or argon?",
        "helium",
        [
            D(
                "Radon: Radon is a chemical element with symbol Rn and atomic number 86, a heavy "
                "radioactive noble gas formed by the decay of radium in rocks and soil. It was "
                "discovered in 1899 and 1900 among the gases given off by thorium and radium, and "
                "it can build up to harmful levels in the cellars and basements of houses."
            ),
            S(
                "Argon: Argon is a chemical element with symbol Ar and atomic number 18, a noble "
                "gas that makes up almost one percent of the Earth's atmosphere. It was discovered "
                "in 1894 by Lord Rayleigh and a colleague in the gas left over after nitrogen and "
                "oxygen were removed from air, and it is used in welding."
            ),
            D(
                "Krypton: Krypton is a chemical element with symbol Kr and atomic number 36, a "
                "rare noble gas found in 1898 in what was left when liquid air was almost entirely "
                "boiled away. Its name means the hidden one in Greek, and from 1960 to 1983 the "
                "metre was defined by an orange line in its spectrum."
            ),
            D(
                "Pierre Janssen: Jules Janssen (1824 \u2013 1907) was a French astronomer who "
                "watched the total solar eclipse of August 1868 from Guntur in India and found a "
                "way to study the Sun's prominences without an eclipse. He later founded the "
                "observatory at Meudon and in 1870 left besieged Paris by balloon."
            ),
            S(
                "Helium: Helium is a chemical element with symbol He and atomic number 2, a "
                "colourless noble gas and the second most abundant element in the universe. It was "
                "first detected in 1868 as a yellow line in the spectrum of the Sun, seen during a "
                "solar eclipse, and it was first found on Earth in 1895."
            ),
            D(
                "Noble gas: The noble gases are the six naturally occurring elements of group 18 "
                "of the periodic table: helium, neon, argon, krypton, xenon and radon. Their full "
                "outer shells of electrons make them very unreactive, and all of them are "
                "colourless, odourless gases at room temperature."
            ),
            D(
                "Hydrogen: Hydrogen is the lightest chemical element, with symbol H and atomic "
                "number 1, and the most abundant substance in the universe. Henry Cavendish first "
                "recognised it as a distinct substance in 1766, calling it inflammable air, and "
                "Antoine Lavoisier gave it its name, meaning water-former."
            ),
            D(
                "Xenon: Xenon is a chemical element with symbol Xe and atomic number 54, a dense "
                "noble gas present in air only in tiny traces. It was isolated in 1898 from "
                "liquefied air and named from the Greek word for stranger, and it fills the bright "
                "flash lamps of cameras and the headlights of many cars."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which lake is deeper, Lake Ohrid or Lake Prespa?",
        "Lake Ohrid",
        [
            S(
                "Lake Prespa: Lake Prespa is a pair of lakes, the Great and the Small Prespa, high "
                "in the mountains where North Macedonia, Albania and Greece meet, about 850 metres "
                "above sea level. The larger lake is no more than about 54 metres deep, and its "
                "water drains underground through limestone to Lake Ohrid."
            ),
            D(
                "Ohrid: Ohrid is a town in the south-west of North Macedonia on the north-east "
                "shore of the lake of the same name, with about 40,000 people. Once said to have "
                "365 churches, one for each day of the year, it is known for the Church of St John "
                "at Kaneo, perched on a cliff above the water."
            ),
            D(
                "Lake Dojran: Lake Dojran is a shallow lake of about 43 square kilometres on the "
                "border of North Macedonia and Greece, rarely more than 10 metres deep. Its level "
                "fell sharply in the 1990s when water was drawn off for farming, and its fishermen "
                "once used trained cormorants to drive fish into reed traps."
            ),
            D(
                "Lake Skadar: Lake Skadar, on the border of Montenegro and Albania, is the largest "
                "lake in the Balkans, covering between about 370 and 530 square kilometres "
                "depending on the season. Fed by the Mora\u010da river, it drains to the Adriatic "
                "through the Bojana and shelters colonies of pelicans."
            ),
            D(
                "Lake Trichonida: Lake Trichonida in western Greece is the largest natural lake in "
                "the country, covering about 96 square kilometres in the region of "
                "Aetolia-Acarnania. It reaches a depth of about 58 metres, and several small fish "
                "that live in it are found nowhere else in the world."
            ),
            S(
                "Lake Ohrid: Lake Ohrid lies on the mountainous border of North Macedonia and "
                "Albania and is one of the oldest lakes in Europe, more than a million years old. "
                "It covers about 358 square kilometres and reaches a depth of 288 metres, and the "
                "old town of Ohrid on its shore is a World Heritage Site."
            ),
            D(
                "Gali\u010dica National Park: Gali\u010dica National Park in North Macedonia "
                "covers the limestone mountain ridge that divides two great lakes close to the "
                "Albanian border. Founded in 1958, it rises above 2,200 metres, and its slopes are "
                "home to many rare plants that grow nowhere else."
            ),
            D(
                "Struga: Struga is a town in North Macedonia at the northern end of a large lake, "
                "where the Black Drin river flows out of it. It is known for the Struga Poetry "
                "Evenings, an international festival of poetry held every August since 1962, and "
                "for the eel fishing that was once its main trade."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which desert is larger, the Sonoran Desert or the Chihuahuan Desert?",
        "the Chihuahuan Desert",
        [
            D(
                "Mojave Desert: The Mojave Desert of south-eastern California and southern Nevada "
                "is the driest desert in North America, covering about 124,000 square kilometres. "
                "It holds Death Valley, where a temperature of 56.7 \u00b0C was recorded in 1913, "
                "and its best-known plant is the Joshua tree."
            ),
            D(
                "Saguaro: The saguaro is a tree-like cactus that can grow taller than 12 metres "
                "and live for more than 150 years, branching into arms only after many decades. "
                "Its white flowers, the state flower of Arizona, open at night in May and June and "
                "are pollinated by bats, birds and bees."
            ),
            D(
                "Chihuahua (state): Chihuahua is the largest state of Mexico, covering about "
                "247,000 square kilometres of the north of the country along the borders of Texas "
                "and New Mexico. Its capital is the city of Chihuahua, its largest city is Ciudad "
                "Ju\u00e1rez, and the Copper Canyon cuts through its western mountains."
            ),
            S(
                "Sonoran Desert: The Sonoran Desert covers about 260,000 square kilometres of "
                "south-western Arizona, south-eastern California and the Mexican states of Sonora, "
                "Baja California and Baja California Sur. It is the hottest desert in Mexico and "
                "the only place where the giant saguaro cactus grows wild."
            ),
            D(
                "Painted Desert: The Painted Desert is a region of badlands in northern Arizona, "
                "covering about 19,400 square kilometres, named for the bands of red, orange, "
                "purple and grey in its rocks. Part of it lies within Petrified Forest National "
                "Park, known for its fossil logs more than 200 million years old."
            ),
            D(
                "Big Bend National Park: Big Bend National Park in western Texas covers about "
                "3,240 square kilometres where the Rio Grande makes a wide turn along the border "
                "with Mexico. Created in 1944, it takes in deep river canyons, dry lowlands and "
                "the whole of the Chisos Mountains."
            ),
            S(
                "Chihuahuan Desert: The Chihuahuan Desert stretches across northern Mexico and "
                "into Texas, New Mexico and Arizona, covering more than 350,000 square kilometres, "
                "more than any other hot desert in North America. Much of it lies above 1,000 "
                "metres, so its winters are cool, and it is rich in cacti."
            ),
            D(
                "Sonora: Sonora is a state in north-western Mexico bordering Arizona and the Gulf "
                "of California, the second-largest in the country at about 179,000 square "
                "kilometres. Its capital is Hermosillo, and farming, cattle ranching and the "
                "copper mines of Cananea drive its economy."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of the Zoological Society of London born?",
        "at sea off Port Morant, Jamaica",
        [
            D(
                "Whipsnade Zoo: Whipsnade Zoo is a large zoo and safari park on the Dunstable "
                "Downs in Bedfordshire, opened in 1931 as the country home of a London scientific "
                "society's animals. It covers about 240 hectares, making it one of the biggest "
                "zoos in Europe, and a white lion cut into the chalk hillside marks it."
            ),
            D(
                "Humphry Davy: Sir Humphry Davy (1778 \u2013 1829) was a Cornish chemist born in "
                "Penzance who isolated sodium, potassium and several other elements by "
                "electrolysis and invented a safety lamp for miners in 1815. He was President of "
                "the Royal Society from 1820 and died in Geneva in 1829."
            ),
            D(
                "Philadelphia Zoo: The Philadelphia Zoo is often called the first zoo in the "
                "United States: the Zoological Society of Pennsylvania received its charter in "
                "1859, but the Civil War delayed the opening until 1 July 1874. It covers about 17 "
                "hectares beside the Schuylkill River in Fairmount Park."
            ),
            D(
                "Royal Zoological Society of Scotland: The Royal Zoological Society of Scotland is "
                "a charity founded in 1909 by the Edinburgh lawyer Thomas Gillespie. It opened "
                "Edinburgh Zoo on Corstorphine Hill in 1913, runs the Highland Wildlife Park near "
                "Kingussie, and works to protect wildlife in Scotland and abroad."
            ),
            S(
                "Zoological Society of London: The Zoological Society of London is a conservation "
                "charity founded in April 1826 by Sir Stamford Raffles, with the chemist Humphry "
                "Davy among its first members. It runs London Zoo in Regent's Park and Whipsnade "
                "Zoo in Bedfordshire, and its Institute of Zoology does research."
            ),
            S(
                "Stamford Raffles: Sir Thomas Stamford Raffles (1781 \u2013 1826) was a British "
                "colonial official born at sea aboard the merchant ship Ann, off Port Morant in "
                "Jamaica. He governed Java from 1811 to 1816 and founded the trading post of "
                "Singapore in 1819, and he died near London a few months after founding a "
                "zoological society."
            ),
            D(
                "Singapore Botanic Gardens: The Singapore Botanic Gardens are a tropical garden of "
                "about 82 hectares in the heart of the city, laid out on their present site in "
                "1859. In 2015 they became the first tropical botanic garden named a World "
                "Heritage Site, and their National Orchid Garden holds over 1,000 species."
            ),
            D(
                "Raffles Hotel: Raffles Hotel is a colonial-style luxury hotel in Singapore, "
                "opened in 1887 by the Armenian Sarkies brothers and named after the city's "
                "British founder. The Singapore Sling cocktail was first mixed in its Long Bar in "
                "the early twentieth century, and it became a national monument in 1987."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        (
            "Where was the geologist who published the first geological map of England and Wales "
            "in 1815 born?"
        ),
        "Churchill, Oxfordshire",
        [
            D(
                "William Smith (lexicographer): Sir William Smith (1813 \u2013 1893) was an "
                "English lexicographer born in Enfield, north of London, who edited dictionaries "
                "of Greek and Roman antiquities, biography and geography. His Latin-English "
                "dictionaries were used in schools for generations."
            ),
            D(
                "Geological Society of London: The Geological Society of London was founded in "
                "November 1807 at the Freemasons' Tavern in London and is the oldest national "
                "geological society in the world. Its home is Burlington House on Piccadilly, and "
                "it publishes journals and awards the Wollaston Medal."
            ),
            S(
                "William Smith (geologist): William Smith (1769 \u2013 1839) was an English "
                "geologist and canal surveyor born in the village of Churchill in Oxfordshire. "
                "Digging the Somerset Coal Canal, he saw that each layer of rock held its own "
                "fossils, which let him trace the strata across the land."
            ),
            D(
                "John Phillips (geologist): John Phillips (1800 \u2013 1874) was an English "
                "geologist born in Marden, Wiltshire, who was brought up by his uncle, a famous "
                "surveyor of rocks. In 1841 he published one of the first geological time scales, "
                "and he became the first keeper of the Oxford University Museum."
            ),
            D(
                "James Hutton: James Hutton (1726 \u2013 1797) was a Scottish geologist born in "
                "Edinburgh whose Theory of the Earth argued that rocks are shaped by slow "
                "processes still at work today over vast spans of time. The tilted layers he "
                "studied at Siccar Point in 1788 became a landmark of the science."
            ),
            D(
                "Geological Survey of Great Britain: The Geological Survey of Great Britain was "
                "founded in 1835 under Henry De la Beche to map the rocks of the country, and it "
                "is the oldest national geological survey in the world. It is now called the "
                "British Geological Survey, with headquarters near Nottingham."
            ),
            S(
                "A Delineation of the Strata of England and Wales: A Delineation of the Strata of "
                "England and Wales, with part of Scotland, is a geological map published in 1815 "
                "by the surveyor William Smith, the first to show the rocks of a whole country in "
                "detail. Coloured by hand, it measures about 2.6 by 1.8 metres."
            ),
            D(
                "Somerset Coal Canal: The Somerset Coal Canal was a narrow canal in south-west "
                "England, completed in about 1805, that carried coal from the Somerset coalfield "
                "to the Kennet and Avon Canal near Bath. Railways took away its trade, and it "
                "closed in 1898, though parts of it can still be walked."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the chemist who first made urea from an inorganic compound born?",
        "Eschersheim, near Frankfurt am Main",
        [
            S(
                "Urea: Urea is an organic compound with the formula CO(NH2)2, the main "
                "nitrogen-carrying substance in the urine of mammals. In 1828 the German chemist "
                "Friedrich W\u00f6hler made it from ammonium cyanate, an inorganic salt, and today "
                "it is produced by the million tonnes as a fertiliser."
            ),
            D(
                "J\u00f6ns Jacob Berzelius: J\u00f6ns Jacob Berzelius (1779 \u2013 1848) was a "
                "Swedish chemist born in V\u00e4versunda in \u00d6sterg\u00f6tland who devised the "
                "modern chemical symbols and measured atomic weights with great care. He "
                "discovered cerium, selenium and thorium and taught many young chemists in "
                "Stockholm."
            ),
            D(
                "Hermann Kolbe: Hermann Kolbe (1818 \u2013 1884) was a German chemist born in "
                "Elliehausen, near G\u00f6ttingen, who made acetic acid from inorganic starting "
                "materials in 1845, another blow to the idea that only life can make organic "
                "compounds. He also gave his name to a reaction in electrolysis."
            ),
            D(
                "Vitalism: Vitalism is the old belief that living things contain a vital force "
                "that sets them apart from non-living matter. Chemists long held that organic "
                "compounds could be made only by living bodies, a view that gave way during the "
                "nineteenth century as more of them were made in laboratories."
            ),
            D(
                "Marcellin Berthelot: Marcellin Berthelot (1827 \u2013 1907) was a French chemist "
                "born in Paris who made many organic compounds, among them methane and acetylene, "
                "from their elements, and in 1860 published a book on organic chemistry built on "
                "synthesis. He later served as France's foreign minister."
            ),
            D(
                "Urea cycle: The urea cycle is the chain of chemical reactions by which the liver "
                "turns poisonous ammonia into urea, which the kidneys then pass into the urine. "
                "Described in 1932 by Hans Krebs and Kurt Henseleit, it was the first metabolic "
                "cycle to be discovered, five years before the citric acid cycle."
            ),
            D(
                "Biuret: Biuret is a compound formed when urea is heated above its melting point, "
                "two molecules joining together with the loss of ammonia. It gives its name to the "
                "biuret test, in which copper sulfate in alkali turns violet when proteins are "
                "present, and it is an unwanted impurity in urea fertiliser."
            ),
            S(
                "Friedrich W\u00f6hler: Friedrich W\u00f6hler (1800 \u2013 1882) was a German "
                "chemist born in Eschersheim, a village near Frankfurt am Main that is now part of "
                "the city. A pupil of Berzelius in Stockholm, he was among the first to isolate "
                "aluminium and beryllium, and he worked with Justus von Liebig."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of souvenirs entomologiques born",
        "Saint-L\u00e9ons, Aveyron",
        [
            D(
                "Henri Fabre: Henri Fabre (1882 \u2013 1984) was a French aviator and engineer "
                "born in Marseille who made the first flight of a seaplane, taking off from the "
                "\u00c9tang de Berre near Martigues on 28 March 1910. He later built floats for "
                "other aircraft makers and lived to the age of 101."
            ),
            D(
                "Harmas: The Harmas is a house with a walled garden of about a hectare at "
                "S\u00e9rignan-du-Comtat in Provence, where a naturalist spent the last 36 years "
                "of his life watching insects. Bought by the National Museum of Natural History in "
                "1922, it is now a museum with a botanical garden."
            ),
            D(
                "Sacred scarab: The sacred scarab is a dung beetle of the lands around the "
                "Mediterranean that rolls balls of dung to feed on and to lay its eggs in. The "
                "ancient Egyptians linked it with the god Khepri, who rolled the sun across the "
                "sky, and carved amulets in its shape by the thousand."
            ),
            S(
                "Jean-Henri Fabre: Jean-Henri Fabre (1823 \u2013 1915) was a French naturalist and "
                "teacher born in Saint-L\u00e9ons, a village in the Aveyron department of southern "
                "France. He studied wasps, beetles and other insects, and from 1879 he lived at "
                "S\u00e9rignan-du-Comtat in a garden he called the Harmas."
            ),
            D(
                "Karl von Frisch: Karl von Frisch (1886 \u2013 1982) was an Austrian biologist "
                "born in Vienna who showed that honeybees tell one another where food lies by a "
                "waggle dance, and that they can see colours and polarised light. He shared the "
                "Nobel Prize in Physiology or Medicine in 1973."
            ),
            D(
                "Maurice Maeterlinck: Maurice Maeterlinck (1862 \u2013 1949) was a Belgian writer "
                "born in Ghent, known for symbolist plays such as The Blue Bird and for books on "
                "nature, among them The Life of the Bee of 1901. He won the Nobel Prize in "
                "Literature in 1911."
            ),
            S(
                "Souvenirs entomologiques: Souvenirs entomologiques is a series of ten volumes on "
                "the lives of insects, written by the French naturalist Jean-Henri Fabre and "
                "published between 1879 and 1907. Built on years of patient watching outdoors, it "
                "was translated into many languages and made its author famous late in life."
            ),
            D(
                "Pierre Andr\u00e9 Latreille: Pierre Andr\u00e9 Latreille (1762 \u2013 1833) was a "
                "French zoologist born in Brive-la-Gaillarde and a founder of the classification "
                "of insects. Jailed as a priest during the Revolution, he was freed after he found "
                "a rare beetle in his cell, and he later held a chair of zoology in Paris."
            ),
        ],
        drop=1,
    ),
]
