"""Development multi-hop questions, batch 52.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who never
read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev50.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 307 characters, mean distractor 304 characters; a support
is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "what is the capital of the state where inle lake is",
        "Taunggyi",
        [
            D(
                "Indawgyi Lake: Indawgyi Lake is the largest natural lake in Myanmar, about 24 km "
                "long, lying in Kachin State in the far north of the country, whose capital is "
                "Myitkyina. Its wetlands are a sanctuary for migrating waterbirds, and a small "
                "pagoda stands out in the water near its western shore."
            ),
            S(
                "Shan State: Shan State is the largest of Myanmar's states and regions by area, "
                "covering much of the east of the country on the Shan Plateau. It borders China, "
                "Laos and Thailand and is home to the Shan and many other peoples, and its capital "
                "is Taunggyi, a hill town at about 1,400 metres."
            ),
            D(
                "Mandalay: Mandalay is the second-largest city of Myanmar, on the east bank of the "
                "Irrawaddy River. Founded in 1857 by King Mindon, it was the last royal capital of "
                "Burma until the British took it in 1885, and it is now the capital of Mandalay "
                "Region and a centre of Buddhist learning."
            ),
            D(
                "Intha people: The Intha are a people of the Myanmar highlands who live in "
                "villages of stilt houses built over the water around Inle Lake. Their fishermen "
                "are known for rowing while standing on one leg, with the other leg wrapped around "
                "the oar, and they grow tomatoes on floating gardens."
            ),
            D(
                "Kayah State: Kayah State is the smallest of Myanmar's states, lying in the east "
                "of the country on the border with Thailand, with Shan State to its north. Its "
                "capital is Loikaw, and it is home to the Kayan people, whose women are known for "
                "wearing coils of brass around their necks."
            ),
            S(
                "Inle Lake: Inle Lake is a shallow freshwater lake in Shan State, Myanmar, lying "
                "at an altitude of about 880 metres, and the second-largest lake in the country. "
                "Its stilt-house villages, leg-rowing fishermen and floating gardens draw many "
                "visitors, most of whom arrive through the town of Nyaungshwe."
            ),
            D(
                "Naypyidaw: Naypyidaw is the capital of Myanmar, a planned city built in the dry "
                "centre of the country. The government moved there from Yangon in November 2005 "
                "and named it the capital in March 2006; it is known for its very wide, nearly "
                "empty roads, one of them with twenty lanes."
            ),
            D(
                "Pindaya Caves: The Pindaya Caves are limestone caves in the hills above the town "
                "of Pindaya, Myanmar, holding more than 8,000 images of the Buddha made of "
                "alabaster, teak and lacquer. A long covered stairway climbs to the entrance above "
                "a small lake, and a pagoda festival is held there each year in March."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the largest island of the archipelago to which Stromboli belongs?",
        "Lipari",
        [
            S(
                "Stromboli: Stromboli is a small volcanic island in the Tyrrhenian Sea off the "
                "north coast of Sicily, one of the Aeolian Islands. Its volcano, 924 metres high, "
                "has been erupting almost without pause for over 2,000 years, and its glowing "
                "bursts earned it the name Lighthouse of the Mediterranean."
            ),
            D(
                "Vulcano: Vulcano is a volcanic island in the Tyrrhenian Sea, the southernmost of "
                "the Aeolian Islands, about 25 km off the coast of Sicily. The Romans believed it "
                "held the forge of the god Vulcan, it gave its name to all volcanoes, and its Gran "
                "Cratere last erupted between 1888 and 1890."
            ),
            D(
                "Strombolian eruption: A Strombolian eruption is a type of volcanic eruption in "
                "which large bubbles of gas burst at the top of a column of magma, throwing out "
                "glowing lumps of lava and cinders every few minutes. It is named after the island "
                "volcano where it was first described, and it is also seen at Yasur on Vanuatu."
            ),
            D(
                "Mount Etna: Mount Etna is an active stratovolcano on the east coast of Sicily, "
                "above the city of Catania, and at more than 3,300 metres the highest volcano in "
                "Europe outside the Caucasus. One of the most active volcanoes on Earth, it has "
                "erupted many times in recorded history and became a World Heritage Site in 2013."
            ),
            D(
                "Egadi Islands: The Egadi Islands are a group of small mountainous islands in the "
                "Mediterranean Sea off the west coast of Sicily, near Trapani and Marsala. The "
                "largest of them is Favignana, known for its old tuna fishery, and in 241 BC the "
                "Romans defeated a Carthaginian fleet in the waters nearby."
            ),
            D(
                "Pantelleria: Pantelleria is a volcanic island in the Strait of Sicily, about 100 "
                "km south-west of Sicily and 60 km east of the Tunisian coast. Its black lava soil "
                "grows capers and the Zibibbo grapes used for the sweet wine Passito di "
                "Pantelleria, and it gave its name to pantellerite, a volcanic rock."
            ),
            S(
                "Aeolian Islands: The Aeolian Islands are a volcanic archipelago in the Tyrrhenian "
                "Sea north of Sicily, named after Aeolus, the Greek god of the winds. Of its seven "
                "main islands, which include Vulcano, Salina, Panarea and Stromboli, the largest "
                "is Lipari, which gives the group its other name, the Lipari Islands."
            ),
            D(
                "Salina: Salina is the second-largest of the Aeolian Islands, formed by two "
                "extinct volcanoes, Monte dei Porri and Monte Fossa delle Felci, which at 962 "
                "metres is the highest point of the group. It is known for its capers and Malvasia "
                "wine, and parts of the 1994 film Il Postino were shot there."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Chinese province in which Jiuzhaigou lies?",
        "Chengdu",
        [
            D(
                "Huanglong: Huanglong is a scenic area in the Min Mountains of western China, "
                "below the snow peak of Xuebaoding at 5,588 metres. Its name means Yellow Dragon, "
                "after a long trail of yellow travertine terraces and coloured pools formed by "
                "calcite, and it was listed as a World Heritage Site in 1992."
            ),
            D(
                "Yunnan: Yunnan is a mountainous province in the far south-west of China, "
                "bordering Myanmar, Laos and Vietnam. Its capital is Kunming, known as the City of "
                "Eternal Spring for its mild climate, and it is home to more of China's ethnic "
                "minorities than any other province, among them the Yi, Bai and Naxi."
            ),
            D(
                "Leshan Giant Buddha: The Leshan Giant Buddha is a stone statue 71 metres tall, "
                "carved between 713 and 803 into a cliff where three rivers meet, the Min, the "
                "Dadu and the Qingyi. It is the largest stone Buddha in the world, and together "
                "with nearby Mount Emei it became a World Heritage Site in 1996."
            ),
            S(
                "Jiuzhaigou: Jiuzhaigou is a nature reserve and national park in the Min Mountains "
                "in the north of Sichuan province, China. Named after the nine Tibetan villages "
                "along its valleys, it is known for its clear blue and green lakes, terraced "
                "waterfalls and karst formations, and it became a World Heritage Site in 1992."
            ),
            S(
                "Sichuan: Sichuan is a province in south-west China, centred on the fertile "
                "Sichuan Basin and ringed by mountains that rise toward the Tibetan Plateau in the "
                "west. Its capital and largest city is Chengdu, and the province is known for its "
                "hot, numbing peppercorn cooking and as the main home of the wild giant panda."
            ),
            D(
                "Gansu: Gansu is a long, narrow province in north-west China that stretches along "
                "the Hexi Corridor, an old branch of the Silk Road. Its capital is Lanzhou, on the "
                "upper Yellow River, and among its sights are the Mogao Caves near Dunhuang and "
                "the western end of the Great Wall at Jiayuguan."
            ),
            D(
                "Min River: The Min River is a river of western China that rises in the Min "
                "Mountains and flows south across a wide plain to Yibin, where it meets the Jinsha "
                "River. At Dujiangyan, an irrigation system built around 256 BC under the engineer "
                "Li Bing still waters the fields of the plain today."
            ),
            D(
                "Chongqing: Chongqing is a large city and municipality in south-west China, built "
                "on hills where the Jialing River joins the Yangtze. It was split off from the "
                "neighbouring province in 1997 to become one of China's four direct-controlled "
                "municipalities, and it was the wartime capital of the Republic of China from 1937 "
                "to 1946."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "How wide is the asteroid from which the OSIRIS-REx probe collected a sample?",
        "about 490 metres",
        [
            D(
                "Hayabusa2: Hayabusa2 is a Japanese space probe launched by JAXA in December 2014 "
                "that studied the asteroid Ryugu from 2018 to 2019. It fired a copper projectile "
                "to make a crater, collected samples at two sites, and sent them back to Earth in "
                "a capsule that landed in the Australian outback in early December 2020."
            ),
            D(
                "162173 Ryugu: Ryugu is a dark, carbon-rich near-Earth asteroid discovered in 1999 "
                "by the LINEAR survey in New Mexico. It has a spinning-top shape about 900 metres "
                "across, with a ridge around its equator, and it is named after the undersea "
                "palace of the dragon king in a Japanese folk tale."
            ),
            S(
                "101955 Bennu: Bennu is a carbon-rich near-Earth asteroid discovered in 1999 by "
                "the LINEAR survey. Shaped like a spinning top, with a mean diameter of about 490 "
                "metres, it turns once every 4.3 hours, and it is among the asteroids with the "
                "highest known chance of striking Earth, late in the 22nd century."
            ),
            D(
                "99942 Apophis: Apophis is a near-Earth asteroid roughly 340 metres across, "
                "discovered in 2004 at Kitt Peak. Early estimates gave it a small chance of "
                "hitting Earth in 2029, since ruled out; it will instead pass closer than many "
                "satellites on 13 April 2029, and the probe OSIRIS-APEX is due to study it."
            ),
            D(
                "Double Asteroid Redirection Test: DART was a NASA mission that deliberately "
                "crashed a spacecraft into Dimorphos, a moonlet about 160 metres across that "
                "orbits the asteroid Didymos, on 26 September 2022. The impact shortened the "
                "moonlet's orbit by about 32 minutes, the first test of moving an asteroid."
            ),
            D(
                "Lucy (spacecraft): Lucy is a NASA probe launched in October 2021 to fly past "
                "several Trojan asteroids that share Jupiter's orbit around the Sun. Named after a "
                "famous fossil skeleton, it passed the small main-belt asteroid Dinkinesh in "
                "November 2023 and found that it had a tiny moon of its own."
            ),
            D(
                "25143 Itokawa: Itokawa is a small, peanut-shaped near-Earth asteroid about 535 "
                "metres long, named after the Japanese rocket pioneer Hideo Itokawa. In 2005 the "
                "Japanese probe Hayabusa touched down on it, and in 2010 the probe brought back "
                "the first grains ever collected from the surface of an asteroid."
            ),
            S(
                "OSIRIS-REx: OSIRIS-REx is a NASA space probe launched in September 2016 to study "
                "an asteroid and bring back a sample of it. It reached the asteroid Bennu in "
                "December 2018, touched its surface in October 2020 to collect rock and dust, and "
                "dropped the sample capsule into the Utah desert on 24 September 2023."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "What is the highest peak of the mountains that hold the largest population of the "
            "Ethiopian wolf?"
        ),
        "Tullu Dimtu",
        [
            S(
                "Bale Mountains: The Bale Mountains are a range of the Ethiopian Highlands in "
                "Oromia Region, east of the Great Rift Valley. Their high Sanetti Plateau is "
                "protected in Bale Mountains National Park, set up in 1970, and their highest "
                "peak, Tullu Dimtu, rises to 4,377 metres, the second-highest in Ethiopia."
            ),
            D(
                "Simien Mountains: The Simien Mountains are a range in northern Ethiopia, "
                "north-east of the city of Gondar, known for their jagged peaks and deep gorges. "
                "Their highest peak, Ras Dashen, at 4,550 metres, is the highest point in "
                "Ethiopia, and Simien National Park has been a World Heritage Site since 1978."
            ),
            D(
                "Gelada: The gelada is a large monkey of the Ethiopian Highlands, the only living "
                "member of the genus Theropithecus, that feeds almost entirely on grass. Males "
                "have a long cape of brown hair and a bright red patch of bare skin on the chest, "
                "and geladas gather in herds that can number several hundred animals."
            ),
            S(
                "Ethiopian wolf: The Ethiopian wolf is a slender, reddish canid found only in the "
                "highlands of Ethiopia, mostly above 3,000 metres. With fewer than 500 adults "
                "left, it is the most endangered canid in Africa, and it feeds mainly on giant "
                "mole rats and other rodents; its largest population lives in the Bale Mountains."
            ),
            D(
                "African golden wolf: The African golden wolf is a canid of North and East Africa, "
                "found from Senegal and Morocco to Egypt, Kenya and Tanzania. Long counted as a "
                "form of the golden jackal, it was shown by genetic studies in 2015 to be a "
                "separate species, more closely related to the grey wolf and the coyote."
            ),
            D(
                "Mountain nyala: The mountain nyala is a large antelope found only in the highland "
                "forests and moorlands of Ethiopia east of the Rift Valley. Males carry long, "
                "spiralled horns and may weigh up to 300 kg, and with only a few thousand animals "
                "left in the wild, the species is listed as endangered."
            ),
            D(
                "Awash National Park: Awash National Park is a national park in the Rift Valley of "
                "Ethiopia, about 225 km east of Addis Ababa, set up in 1966 and named after the "
                "Awash River on its southern edge. The dormant volcano Fentale rises above its "
                "grassy plains, where beisa oryx, gazelles and baboons live."
            ),
            D(
                "Giant mole rat: The giant mole rat is a burrowing rodent found only in the "
                "Afroalpine grasslands of south-eastern Ethiopia, above 3,000 metres. It weighs up "
                "to about 1 kg, spends most of its life underground, and is the main prey of the "
                "highlands' rare wolves, which wait beside its burrows to catch it."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which countries does the only living member of the order Microbiotheria live?",
        "Chile and Argentina",
        [
            D(
                "Didelphimorphia: Didelphimorphia is the order of the opossums, the largest group "
                "of marsupials in the Western Hemisphere, with more than 100 species, most of them "
                "in South and Central America. Opossums have a grasping tail and a thumb-like "
                "first toe on the hind foot, and many carry their young on their backs."
            ),
            D(
                "Paucituberculata: Paucituberculata is an order of small South American marsupials "
                "known as shrew opossums, with about seven living species in the Andes and in the "
                "forests of southern Chile. They have long, pointed snouts and small eyes, and "
                "they hunt insects and worms in the damp leaf litter at night."
            ),
            D(
                "Notoryctemorphia: Notoryctemorphia is an order of Australian marsupials made up "
                "of the two species of marsupial mole, which swim through the sand of the central "
                "and western deserts. They are blind, have no external ears, and dig with two "
                "large, flattened claws on each of their front feet."
            ),
            D(
                "Valdivian temperate forests: The Valdivian temperate forests are an ecoregion on "
                "the west coast of southern South America, one of the few temperate rainforests on "
                "Earth. They hold the alerce, a conifer that can live for more than 3,600 years, "
                "and many plants and animals that are found nowhere else."
            ),
            S(
                "Microbiotheria: Microbiotheria is an order of marsupials known from fossils in "
                "South America and Antarctica, whose only living member is the monito del monte, a "
                "small, mouse-like species. Though it lives in the Americas, it is thought to be "
                "more closely related to the marsupials of Australia than to the opossums."
            ),
            D(
                "Virginia opossum: The Virginia opossum is a marsupial about the size of a house "
                "cat, found from Central America north to southern Canada and the only marsupial "
                "north of Mexico. Known for playing dead when threatened, it carries its young in "
                "a pouch and has fifty teeth, more than any other land mammal in North America."
            ),
            S(
                "Monito del monte: The monito del monte is a small marsupial about the size of a "
                "mouse, native to the cool, damp forests of southern Chile and the neighbouring "
                "part of Argentina. It hibernates through cold spells on fat stored in the base of "
                "its tail, and it spreads the seeds of a mistletoe whose fruit it eats."
            ),
            D(
                "Diprotodontia: Diprotodontia is the largest order of marsupials, with about 155 "
                "living species, among them the kangaroos, wallabies, wombats and possums. Its "
                "members share two large, forward-pointing lower front teeth and joined second and "
                "third toes on the hind foot, and most live in Australia and New Guinea."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which crater did the rover that carried the Ingenuity helicopter to Mars land?",
        "Jezero crater",
        [
            D(
                "Curiosity (rover): Curiosity is a car-sized NASA rover that landed on Mars on 6 "
                "August 2012 in Gale crater, lowered to the ground by a rocket-powered sky crane. "
                "Since then it has been climbing Mount Sharp, the layered mountain in the middle "
                "of the crater, and it found that the area once held lakes of fresh water."
            ),
            S(
                "Ingenuity (helicopter): Ingenuity is a robotic helicopter built by NASA that "
                "reached Mars attached to the belly of the Perseverance rover. On 19 April 2021 it "
                "made the first powered, controlled flight on another planet, and it went on to "
                "make 72 flights before damage to a rotor blade ended its mission in January 2024."
            ),
            S(
                "Perseverance (rover): Perseverance is a car-sized NASA rover launched on 30 July "
                "2020 as part of the Mars 2020 mission. It landed on 18 February 2021 in Jezero "
                "crater, the bed of an ancient lake with a river delta, where it drills rock cores "
                "and seals them in tubes for a later mission to bring back to Earth."
            ),
            D(
                "Zhurong (rover): Zhurong is a Chinese Mars rover that landed in May 2021 in "
                "Utopia Planitia, carried there by the Tianwen-1 orbiter. Named after a god of "
                "fire in Chinese myth, it drove about 1.9 km across the plain, and after going "
                "into hibernation for the Martian winter in May 2022 it never woke up again."
            ),
            D(
                "Sojourner (rover): Sojourner was the first rover to drive on another planet, a "
                "six-wheeled NASA robot about the size of a microwave oven. It landed in the flood "
                "channel Ares Vallis on 4 July 1997 on board the Mars Pathfinder lander, and it "
                "studied the rocks around the lander for almost three months."
            ),
            D(
                "Wright Flyer: The Wright Flyer was the aircraft in which Orville and Wilbur "
                "Wright made the first controlled, powered flights of a heavier-than-air machine, "
                "near Kitty Hawk, North Carolina, on 17 December 1903. A small piece of its wing "
                "fabric was later carried to Mars, fixed under the solar panel of a NASA "
                "helicopter."
            ),
            D(
                "Mars Sample Return: Mars Sample Return is a planned campaign of NASA and the "
                "European Space Agency to bring rock and soil samples collected by a NASA rover on "
                "Mars back to Earth. Its landers and orbiters would pick up sealed sample tubes "
                "from the surface, but rising costs led NASA in 2024 to look for cheaper designs."
            ),
            D(
                "Opportunity (rover): Opportunity was a NASA rover that landed on Mars on 25 "
                "January 2004 on the plain of Meridiani Planum, planned to work for 90 Martian "
                "days. It kept driving for almost 15 years, covering more than 45 km, until a dust "
                "storm that spread over the whole planet cut off its power in June 2018."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what year was the national park around milford sound set up",
        "1952",
        [
            D(
                "Doubtful Sound: Doubtful Sound is a fiord in the south-west of the South Island "
                "of New Zealand, about 40 km long and among the deepest of the region's fiords. "
                "James Cook named it Doubtful Harbour in 1770, as he was unsure whether he could "
                "sail out of it again, and bottlenose dolphins live in it all year round."
            ),
            D(
                "Mitre Peak: Mitre Peak is a mountain 1,692 metres high that rises almost straight "
                "out of the water of Milford Sound, in the south-west of New Zealand's South "
                "Island, and is one of the most photographed sights in the country. It takes its "
                "name from its pointed shape, like a bishop's mitre, and was first climbed in "
                "1911."
            ),
            D(
                "Tongariro National Park: Tongariro National Park, in the centre of New Zealand's "
                "North Island, was established in 1887, the oldest national park in the country. "
                "Its three active volcanoes, Ruapehu, Ngauruhoe and Tongariro, were given to the "
                "Crown by the Ng\u0101ti T\u016bwharetoa chief Te Heuheu Tukino IV."
            ),
            D(
                "Milford Track: The Milford Track is a walking track about 53.5 km long in the "
                "south-west of New Zealand's South Island, from the head of Lake Te Anau over the "
                "Mackinnon Pass to Sandfly Point. Walkers pass Sutherland Falls, 580 metres high, "
                "and the track has been called the finest walk in the world."
            ),
            D(
                "Mount Aspiring National Park: Mount Aspiring National Park is a national park in "
                "the Southern Alps of New Zealand's South Island, established in 1964 and named "
                "after Mount Aspiring, 3,033 metres high. It is known for its glaciers and river "
                "valleys and for the Routeburn Track, which it shares with a neighbouring park."
            ),
            S(
                "Fiordland National Park: Fiordland National Park is a national park in the "
                "south-west of New Zealand's South Island, the country's largest at about 12,600 "
                "square kilometres. Established in 1952, it covers mountains, lakes and deep "
                "fiords carved by glaciers, and it is part of the Te Wahipounamu World Heritage "
                "Site."
            ),
            D(
                "Te Anau: Te Anau is a small town on the south-eastern shore of Lake Te Anau, the "
                "largest lake in the South Island of New Zealand. With about 3,000 residents, it "
                "is the main base for visitors to the fiords of the south-west, and boats from the "
                "town cross the lake to glow-worm caves on its western shore."
            ),
            S(
                "Milford Sound: Milford Sound is a fiord in the south-west of New Zealand's South "
                "Island, within Fiordland National Park, running about 15 km inland from the open "
                "sea. Its sheer walls rise more than 1,000 metres on either side, waterfalls pour "
                "down them after rain, and Mitre Peak, at 1,692 metres, stands above it."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the largest town on the island where the Old Man of Storr stands?",
        "Portree",
        [
            D(
                "Old Man of Hoy: The Old Man of Hoy is a sea stack of red sandstone, 137 metres "
                "high, off the west coast of the island of Hoy in Orkney, Scotland. Probably "
                "formed less than 400 years ago, it was first climbed in 1966 by Chris Bonington, "
                "Rusty Baillie and Tom Patey, and a second climb was shown live on BBC television "
                "in 1967."
            ),
            D(
                "Quiraing: The Quiraing is a landslip on the eastern face of Meall na Suiramach, "
                "the northernmost summit of the Trotternish ridge, where huge blocks of rock have "
                "slid away to leave pinnacles, cliffs and hidden grassy plateaus such as the "
                "Table. The ground is still moving, and the road below it needs repairs every "
                "year."
            ),
            S(
                "Old Man of Storr: The Old Man of Storr is a pinnacle of basalt rock about 50 "
                "metres high on the Trotternish peninsula of the Isle of Skye, in Scotland. It "
                "stands below the cliffs of the Storr, a hill of 719 metres, among rocks left by "
                "an ancient landslide, and is one of the most photographed places in Scotland."
            ),
            D(
                "Isle of Mull: Mull is the second-largest island of the Inner Hebrides, off the "
                "west coast of Scotland across the Sound of Mull from Morvern. Its main town is "
                "Tobermory, known for the brightly painted houses along its harbour, ferries link "
                "it to Oban on the mainland, and white-tailed eagles nest on its cliffs."
            ),
            D(
                "Cuillin: The Cuillin is a range of rocky mountains in the south of the Isle of "
                "Skye, made of dark gabbro and basalt carved by glaciers. Its highest summit is "
                "Sg\u00f9rr Alasdair, at 992 metres, and its Inaccessible Pinnacle is the only "
                "Munro summit in Scotland that can be reached only by rock climbing."
            ),
            D(
                "Dunvegan Castle: Dunvegan Castle stands on a rock above Loch Dunvegan in the "
                "north-west of the Isle of Skye and has been the seat of the chiefs of Clan "
                "MacLeod for about 800 years. Among its treasures is the Fairy Flag, a faded silk "
                "banner that is said to bring the clan victory when it is unfurled in battle."
            ),
            S(
                "Isle of Skye: Skye is the largest island of the Inner Hebrides, off the west "
                "coast of Scotland, and has been joined to the mainland by the Skye Bridge since "
                "1995. Its rugged landscape takes in the Cuillin mountains and several long "
                "peninsulas, and its largest town is Portree, a harbour town on the east coast."
            ),
            D(
                "Islay: Islay is the southernmost island of the Inner Hebrides, known as the Queen "
                "of the Hebrides, with about 3,000 people. Its largest village is Bowmore, where a "
                "round church was built in 1767 so that the devil would have no corner to hide in, "
                "and the island's distilleries are known for peaty single malt whisky."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The only wild population of Cyprinodon diabolis lives in a cavern that belongs to "
            "which national park?"
        ),
        "Death Valley National Park",
        [
            D(
                "Salt Creek pupfish: The Salt Creek pupfish, Cyprinodon salinus, is a small desert "
                "fish found only in Salt Creek, a salty stream on the floor of Death Valley in "
                "California. Males turn a bright blue in the breeding season in spring, and "
                "visitors can watch them from a wooden boardwalk built along the creek."
            ),
            D(
                "Ash Meadows National Wildlife Refuge: Ash Meadows is a national wildlife refuge "
                "of about 95 square kilometres in the Amargosa Valley of southern Nevada, set up "
                "in 1984 to protect springs fed by ancient groundwater. At least 24 kinds of "
                "plants and animals live only there, among them the Ash Meadows Amargosa pupfish."
            ),
            D(
                "Amargosa River: The Amargosa River is an intermittent river of Nevada and "
                "California, about 300 km long, that runs mostly underground through the Amargosa "
                "Valley and ends in Badwater Basin, the lowest point in North America. Its name "
                "comes from the Spanish word for bitter, after the taste of its water."
            ),
            S(
                "Devils Hole pupfish: The Devils Hole pupfish, Cyprinodon diabolis, is a small "
                "fish about 2.5 cm long whose only natural home is Devils Hole, a water-filled "
                "cavern in the Mojave Desert of Nevada. It is among the rarest fish on Earth, and "
                "in a count made in the spring of 2013 its numbers had fallen to just 35."
            ),
            D(
                "Owens pupfish: The Owens pupfish is a small fish of the Owens Valley in eastern "
                "California that was thought to be extinct until a few were found in 1964. In "
                "August 1969 a biologist saved the last wild group from a drying marsh by carrying "
                "them to safety in buckets, and the species now survives in a handful of refuges."
            ),
            D(
                "Spring Mountains: The Spring Mountains are a range west of Las Vegas, Nevada, "
                "whose highest point, Mount Charleston, rises to 3,632 metres. Their high slopes "
                "hold ancient bristlecone pines and a small blue butterfly found nowhere else, and "
                "the range is protected as a national recreation area."
            ),
            D(
                "Mojave Desert: The Mojave Desert is the driest desert in North America, covering "
                "south-eastern California and parts of Nevada, Arizona and Utah. Named after the "
                "Mohave people, it lies mostly between 900 and 1,800 metres up, and the Joshua "
                "tree, which grows almost nowhere else, is its best-known plant."
            ),
            S(
                "Devils Hole: Devils Hole is a deep, water-filled limestone cavern in the Amargosa "
                "Valley of Nye County, Nevada, near the California border. It is a detached unit "
                "of Death Valley National Park, set within the Ash Meadows National Wildlife "
                "Refuge, and divers have gone 130 metres down without finding its bottom."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which country governs the island on which the Beerenberg volcano stands?",
        "Norway",
        [
            S(
                "Beerenberg: Beerenberg is a stratovolcano 2,277 metres high at the north-eastern "
                "end of Jan Mayen, an island in the Arctic Ocean north-east of Iceland. Capped by "
                "glaciers that reach down to the sea, it is the northernmost active volcano on "
                "land anywhere on Earth, and it last erupted in 1985."
            ),
            D(
                "Mount Erebus: Mount Erebus is the southernmost active volcano on Earth, 3,794 "
                "metres high, on Ross Island in Antarctica. It holds one of the few long-lasting "
                "lava lakes in the world, and it was named by the British explorer James Clark "
                "Ross in 1841 after HMS Erebus, one of the two ships of his expedition."
            ),
            D(
                "Hekla: Hekla is a stratovolcano 1,491 metres high in southern Iceland and one of "
                "the most active on the island, with more than 20 eruptions since 874. In medieval "
                "Europe it was known as the gateway to hell, and its most recent eruption, which "
                "began on 26 February 2000, lasted less than two weeks."
            ),
            D(
                "Svalbard: Svalbard is an Arctic archipelago about halfway between mainland Norway "
                "and the North Pole, whose largest island is Spitsbergen. The Svalbard Treaty of "
                "1920 lets citizens of all its signatories live and work there, and its main town, "
                "Longyearbyen, is one of the northernmost settlements in the world."
            ),
            D(
                "Bouvet Island: Bouvet Island is an uninhabited volcanic island in the South "
                "Atlantic Ocean, often called the most remote island in the world, about 1,700 km "
                "from the coast of Antarctica. Almost entirely covered by a glacier, it was first "
                "sighted in 1739 by the French navigator Jean-Baptiste Charles Bouvet de Lozier."
            ),
            S(
                "Jan Mayen: Jan Mayen is a volcanic island in the Arctic Ocean, about 600 km "
                "north-east of Iceland, named after the Dutch whaling captain Jan Jacobszoon May. "
                "Norway took it over in 1929 and made it an integral part of the kingdom in 1930; "
                "it has no permanent population, only about 18 staff at Olonkinbyen."
            ),
            D(
                "Greenland Sea: The Greenland Sea is a marginal sea of the Arctic Ocean between "
                "Greenland and Spitsbergen, bounded to the south by the waters north of Iceland. "
                "In winter its cold, salty surface water sinks to great depths to feed the deep "
                "currents of the Atlantic, and the Fram Strait links it with the central Arctic."
            ),
            D(
                "Eyjafjallaj\u00f6kull: Eyjafjallaj\u00f6kull is an ice cap covering a volcano "
                "1,651 metres high in southern Iceland, near the coast. Its eruption in April 2010 "
                "threw a cloud of fine ash high into the air that closed much of the airspace of "
                "Europe for six days, grounding about 100,000 flights and millions of passengers."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Mount Elgon or Mount Cameroon?",
        "Mount Elgon",
        [
            D(
                "Rwenzori Mountains: The Rwenzori Mountains are a range on the border of Uganda "
                "and the Democratic Republic of the Congo, often identified with the Mountains of "
                "the Moon of the ancient geographers. Their highest point, Margherita Peak on "
                "Mount Stanley, reaches 5,109 metres, and glaciers still cling to the summits."
            ),
            S(
                "Mount Elgon: Mount Elgon is an extinct shield volcano on the border of Uganda and "
                "Kenya, north of Lake Victoria, thought to be at least 24 million years old. Its "
                "highest peak, Wagagai, on the Ugandan side, rises to 4,321 metres, and the "
                "waterfalls and salt caves on its lower slopes draw many visitors."
            ),
            D(
                "Sipi Falls: Sipi Falls is a series of three waterfalls on the slopes of Mount "
                "Elgon in eastern Uganda, near the town of Kapchorwa, the highest of them dropping "
                "about 100 metres. Coffee is grown on the hills around the falls, and runners from "
                "the district have won Olympic and world titles in long-distance races."
            ),
            D(
                "Lake Nyos: Lake Nyos is a crater lake on the flank of an inactive volcano in "
                "north-western Cameroon. On 21 August 1986 it suddenly released a huge cloud of "
                "carbon dioxide that flowed down into the valleys nearby and suffocated about "
                "1,700 people and thousands of cattle, and pipes now vent the gas from its depths."
            ),
            S(
                "Mount Cameroon: Mount Cameroon is an active volcano near the Gulf of Guinea in "
                "south-western Cameroon, rising to about 4,040 metres, the highest point in "
                "western and central Africa south of the Sahara. It last erupted in 2012, and each "
                "year runners race up and down it from the town of Buea in the Race of Hope."
            ),
            D(
                "Kitum Cave: Kitum Cave is a cave about 200 metres deep on the Kenyan side of "
                "Mount Elgon, known for the elephants that walk into it at night to scrape salt "
                "from its walls with their tusks. It became known far beyond Kenya after two "
                "visitors in the 1980s caught the deadly Marburg virus there."
            ),
            D(
                "Pico Basil\u00e9: Pico Basil\u00e9 is a shield volcano on the island of Bioko in "
                "the Gulf of Guinea and, at 3,011 metres, the highest point of Equatorial Guinea. "
                "It lies on the same chain of volcanoes as a taller peak on the mainland to the "
                "north-east, and its upper slopes are covered with cloud forest."
            ),
            D(
                "Buea: Buea is the capital of the Southwest Region of Cameroon, built on the lower "
                "eastern slopes of Mount Cameroon, where the air is cooler than on the coast. It "
                "served as a colonial capital under German rule early in the 20th century, and it "
                "is home to the University of Buea, founded in 1993."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the lamprey and the hagfish both jawless fish",
        "yes",
        [
            D(
                "Placodermi: Placoderms were a class of armoured prehistoric fish that lived from "
                "the Silurian to the end of the Devonian, about 359 million years ago. They were "
                "among the first fish with jaws, and the largest of them, Dunkleosteus, grew "
                "several metres long, with sharp bony plates in place of teeth."
            ),
            D(
                "European eel: The European eel is a snake-like fish with jaws that lives in the "
                "rivers and coasts of Europe and North Africa and swims thousands of kilometres to "
                "breed in the Sargasso Sea. Its see-through young drift back across the Atlantic "
                "on the currents, and the species is now critically endangered."
            ),
            S(
                "Lamprey: Lampreys are an ancient group of jawless fish, the order "
                "Petromyzontiformes, with about 38 living species in the rivers and coastal seas "
                "of cooler regions. The adult has a round, sucker-like mouth lined with horny "
                "teeth, and many species fasten onto other fish to feed on their blood and body "
                "fluids."
            ),
            D(
                "Lungfish: Lungfish are freshwater fish with lungs as well as gills, found in "
                "Africa, South America and Australia, and among the closest living relatives of "
                "the four-legged land animals. African lungfish can live through a dry season "
                "buried in mud inside a cocoon of mucus, breathing air for months."
            ),
            D(
                "Ostracoderm: Ostracoderms were fish of the Ordovician, Silurian and Devonian "
                "periods whose bodies were covered in heavy plates of bony armour. They fed by "
                "sucking up mud or water through a mouth that had no jaws, and the last of them "
                "had died out by the end of the Devonian period."
            ),
            S(
                "Hagfish: Hagfish are eel-shaped marine fish of the class Myxini, jawless animals "
                "with a skull but only traces of a backbone. Known as slime eels, they can release "
                "large amounts of slime when attacked, which clogs the gills of predators, and "
                "they feed on worms and the bodies of dead animals on the sea floor."
            ),
            D(
                "Wolf eel: The wolf eel is a fish of the northern Pacific that is not a true eel "
                "but a wolffish, and it can grow to about 2.4 metres long. It has powerful jaws "
                "with strong crushing teeth for eating crabs, sea urchins and snails, and a pair "
                "will often share the same rocky den for life."
            ),
            D(
                "Conodont: Conodonts were small eel-like animals that lived in the seas for more "
                "than 300 million years, from the Cambrian to the end of the Triassic. For over a "
                "century they were known only from tiny tooth-like fossils, which geologists use "
                "to date rocks, until whole bodies were found in Scotland in the 1980s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which was discovered first cobalt or nickel",
        "cobalt",
        [
            D(
                "Manganese: Manganese is a chemical element with the symbol Mn and atomic number "
                "25, a hard, brittle grey metal used mainly in making steel. It was first isolated "
                "in 1774 by the Swedish chemist Johan Gottlieb Gahn, who heated the mineral "
                "pyrolusite with charcoal, and it is a trace element that living things need."
            ),
            D(
                "Tungsten: Tungsten is a chemical element with the symbol W and atomic number 74, "
                "the metal with the highest melting point, 3,422 \u00b0C. It was first isolated in "
                "1783 by the Spanish brothers Juan Jos\u00e9 and Fausto Elhuyar, and its English "
                "name comes from the Swedish words for heavy stone."
            ),
            D(
                "Nickeline: Nickeline is a copper-coloured mineral of nickel arsenide found in "
                "Germany, Canada and elsewhere. Saxon miners called it Kupfernickel, or copper "
                "demon, because it looked like copper ore but gave no copper when it was smelted, "
                "and a metallic element was later named after it."
            ),
            D(
                "Smalt: Smalt is a blue pigment made by grinding glass coloured with cobalt oxide, "
                "widely used by European painters in the 16th and 17th centuries. It was cheaper "
                "than ultramarine but tends to fade to grey over time, and much of it was made in "
                "Saxony and Bohemia and sold across Europe."
            ),
            D(
                "Iron: Iron is a chemical element with the symbol Fe and atomic number 26, the "
                "most common element on Earth by mass, making up much of the planet's inner and "
                "outer core. People have smelted it from its ores for more than 3,000 years, and "
                "today most of it is turned into steel for buildings, ships, cars and machines."
            ),
            D(
                "Molybdenum: Molybdenum is a chemical element with the symbol Mo and atomic number "
                "42, a silvery metal with a very high melting point. Carl Wilhelm Scheele "
                "recognised it as a new element in 1778, and Peter Jacob Hjelm first isolated it "
                "in 1781; most of it is now used to make strong steel alloys."
            ),
            S(
                "Nickel: Nickel is a chemical element with the symbol Ni and atomic number 28, a "
                "hard, silvery-white metal with a golden tinge. It was first isolated in 1751 by "
                "the Swedish chemist Axel Fredrik Cronstedt, who named it after the mineral "
                "kupfernickel, and today it goes mostly into stainless steel and batteries."
            ),
            S(
                "Cobalt: Cobalt is a chemical element with the symbol Co and atomic number 27, a "
                "hard, brittle, silvery metal. Blue cobalt compounds have coloured glass since "
                "ancient times, but the metal itself was discovered in about 1735 by the Swedish "
                "chemist Georg Brandt. Its name comes from the German Kobold, a goblin."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which river is longer, the Limpopo or the Ogoou\u00e9?",
        "the Limpopo",
        [
            S(
                "Limpopo River: The Limpopo River rises in South Africa and flows about 1,750 km "
                "in a great arc to the Indian Ocean in Mozambique, forming parts of South Africa's "
                "borders with Botswana and Zimbabwe on the way. Rudyard Kipling called it the "
                "great grey-green, greasy Limpopo River in one of his Just So Stories."
            ),
            D(
                "Olifants River: The Olifants River is a river of South Africa and Mozambique that "
                "rises east of Johannesburg and flows north-east through the Kruger National Park "
                "to join a larger river in Mozambique. Its name is Dutch for elephants, which once "
                "lived along its banks in great numbers."
            ),
            S(
                "Ogoou\u00e9: The Ogoou\u00e9 is the main river of Gabon, about 1,200 km long, "
                "rising in the Republic of the Congo and draining most of Gabon before it reaches "
                "the Atlantic Ocean in a wide delta near Port-Gentil. Albert Schweitzer opened his "
                "hospital at Lambar\u00e9n\u00e9, on its lower course, in 1913."
            ),
            D(
                "Lambar\u00e9n\u00e9: Lambar\u00e9n\u00e9 is a town in western Gabon, built partly "
                "on an island in a river, and the capital of the province of Moyen-Ogoou\u00e9. It "
                "is known for the hospital founded there in 1913 by the Alsatian doctor Albert "
                "Schweitzer, who was awarded the Nobel Peace Prize for 1952."
            ),
            D(
                "Zambezi: The Zambezi is the fourth-longest river in Africa, rising in "
                "north-western Zambia and flowing east to the Indian Ocean in Mozambique. It "
                "plunges over Victoria Falls on the border of Zambia and Zimbabwe, and the Kariba "
                "and Cahora Bassa dams hold back two of the largest reservoirs in Africa."
            ),
            D(
                "Ivindo River: The Ivindo is a river of Gabon and the Republic of the Congo, one "
                "of the main tributaries of the Ogoou\u00e9, flowing through dense rainforest in "
                "the north-east of Gabon. Its Kongou Falls lie in Ivindo National Park, created in "
                "2002, and its rapids are home to rare fish found nowhere else."
            ),
            D(
                "Mapungubwe: Mapungubwe was a kingdom in Southern Africa that flourished from "
                "about 1075 to 1220 on a flat-topped hill near the meeting of the Limpopo and "
                "Shashe rivers. A small gold rhinoceros found in one of its graves in 1933 is its "
                "best-known treasure, and the site is now a World Heritage Site."
            ),
            D(
                "Congo River: The Congo River is the second-longest river in Africa, about 4,700 "
                "km long, and the deepest river in the world, with depths of more than 220 metres. "
                "It crosses the equator twice and drains a basin larger than any other in Africa "
                "before reaching the Atlantic at Banana, in the Democratic Republic of the Congo."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Gaspard-Gustave de Coriolis or Augustin-Jean Fresnel?",
        "Augustin-Jean Fresnel",
        [
            D(
                "Coriolis force: The Coriolis force is an apparent force that acts on objects "
                "moving within a rotating frame of reference, such as the surface of the Earth. It "
                "turns winds and ocean currents to the right in the Northern Hemisphere and to the "
                "left in the Southern, and it is named after a French scientist who described it "
                "in 1835."
            ),
            D(
                "Fran\u00e7ois Arago: Fran\u00e7ois Arago (26 February 1786 \u2013 2 October 1853) "
                "was a French physicist, astronomer and politician born in Estagel, in Roussillon. "
                "He directed the Paris Observatory, championed the wave theory of light, and in "
                "1848 served briefly as head of the provisional government of France."
            ),
            D(
                "Sim\u00e9on Denis Poisson: Sim\u00e9on Denis Poisson (21 June 1781 \u2013 25 "
                "April 1840) was a French mathematician and physicist born in Pithiviers. He is "
                "known for the Poisson distribution, and in 1818 he argued that the wave theory of "
                "light predicted a bright spot in the middle of a round shadow, which was then "
                "found."
            ),
            S(
                "Gaspard-Gustave de Coriolis: Gaspard-Gustave de Coriolis (21 May 1792 \u2013 19 "
                "September 1843) was a French mathematician, engineer and scientist born in Paris. "
                "He gave the word work its meaning in mechanics, and in 1835 he described the "
                "force, now named after him, that seems to act on bodies moving in a rotating "
                "frame."
            ),
            D(
                "Fresnel lens: A Fresnel lens is a flat lens made of a series of thin concentric "
                "rings, each shaped like a slice of a thick curved lens, so that it bends light "
                "like a large lens while using much less glass. First fitted in the Cordouan "
                "Lighthouse in 1823, such lenses let lighthouse beams reach far out to sea."
            ),
            S(
                "Augustin-Jean Fresnel: Augustin-Jean Fresnel (10 May 1788 \u2013 14 July 1827) "
                "was a French civil engineer and physicist born in Broglie, in Normandy. His "
                "studies of diffraction and polarisation won acceptance for the wave theory of "
                "light, and he invented the stepped lens named after him, first fitted in a "
                "lighthouse in 1823."
            ),
            D(
                "Thomas Young: Thomas Young (13 June 1773 \u2013 10 May 1829) was an English "
                "physician and polymath born in Milverton, Somerset. His double-slit experiment of "
                "the early 1800s showed that light behaves as a wave, and he helped to decipher "
                "Egyptian hieroglyphs from the text of the Rosetta Stone."
            ),
            D(
                "Sadi Carnot: Nicolas L\u00e9onard Sadi Carnot (1 June 1796 \u2013 24 August 1832) "
                "was a French military engineer and physicist born in Paris. His only book, "
                "Reflections on the Motive Power of Fire, published in 1824, laid the foundations "
                "of thermodynamics, and he died of cholera at the age of 36."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist after whom Cherenkov radiation is named born?",
        "Novaya Chigla",
        [
            D(
                "Igor Tamm: Igor Yevgenyevich Tamm (8 July 1895 \u2013 12 April 1971) was a Soviet "
                "physicist born in Vladivostok. With Ilya Frank he explained in 1937 why fast "
                "charged particles give off light in water, and he later worked with Andrei "
                "Sakharov on the tokamak, a design for taming nuclear fusion."
            ),
            D(
                "Ilya Frank: Ilya Mikhailovich Frank (23 October 1908 \u2013 22 June 1990) was a "
                "Soviet physicist born in Saint Petersburg, the son of a mathematician. He worked "
                "for many years at the Lebedev Physical Institute in Moscow and later headed a "
                "laboratory at the Joint Institute for Nuclear Research in Dubna."
            ),
            D(
                "Sergey Vavilov: Sergey Ivanovich Vavilov (24 March 1891 \u2013 25 January 1951) "
                "was a Soviet physicist born in Moscow who studied the glow of liquids. He "
                "directed the Lebedev Physical Institute, where one of his students saw a faint "
                "blue light in water near radium in 1934, and he led the Soviet Academy of "
                "Sciences from 1945."
            ),
            D(
                "Bremsstrahlung: Bremsstrahlung, German for braking radiation, is the radiation "
                "given off when a charged particle such as an electron is slowed down or turned "
                "aside by another charged particle, usually an atomic nucleus. It is the main "
                "source of the X-rays produced in the tubes used in hospitals and dental "
                "surgeries."
            ),
            S(
                "Cherenkov radiation: Cherenkov radiation is light given off when a charged "
                "particle passes through a medium such as water or glass faster than light travels "
                "in that medium. It causes the blue glow in the water around nuclear reactors and "
                "is named after the Soviet physicist Pavel Cherenkov, who first studied it in "
                "1934."
            ),
            D(
                "Super-Kamiokande: Super-Kamiokande is a neutrino observatory 1,000 metres "
                "underground beneath Mount Ikeno, near Hida in Gifu Prefecture, Japan. Its tank "
                "holds 50,000 tonnes of pure water watched by about 11,000 light sensors that "
                "catch the faint rings of light made by fast particles, and it began work in 1996."
            ),
            D(
                "Askaryan radiation: Askaryan radiation is a burst of radio waves given off when a "
                "very fast particle passing through a dense medium such as ice or rock sets off a "
                "shower of secondary particles. It was predicted in 1962 by the Soviet Armenian "
                "physicist Gurgen Askaryan and first seen in the laboratory in 2000."
            ),
            S(
                "Pavel Cherenkov: Pavel Alekseyevich Cherenkov (28 July 1904 \u2013 6 January "
                "1990) was a Soviet physicist born in the village of Novaya Chigla, in Voronezh "
                "Governorate, Russia. Working at the Lebedev Physical Institute in Moscow, he "
                "shared the 1958 Nobel Prize in Physics with Igor Tamm and Ilya Frank."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the botanist the camellia is named after born",
        "Brno",
        [
            D(
                "Camellia sinensis: Camellia sinensis is the evergreen shrub whose leaves and leaf "
                "buds are used to make tea, native to southern China, Myanmar and north-east "
                "India. Left alone it grows into a small tree, but on plantations it is pruned to "
                "waist height, and green, black and oolong teas all come from it."
            ),
            S(
                "Camellia: Camellia is a genus of evergreen shrubs and small trees in the tea "
                "family, native to eastern and southern Asia, with glossy leaves and large white, "
                "pink or red flowers. It includes the tea plant, Camellia sinensis, and it was "
                "named in 1753 after the Jesuit botanist Georg Joseph Kamel."
            ),
            D(
                "Gardenia: Gardenia is a genus of flowering plants in the coffee family, native to "
                "Africa, Asia and the Pacific islands and known for its strongly scented white "
                "flowers. It was named in 1761 after Alexander Garden, a Scottish-born doctor and "
                "naturalist who lived and worked in Charleston, South Carolina."
            ),
            D(
                "Camellia japonica: Camellia japonica, the Japanese camellia, is a flowering shrub "
                "native to Japan, Korea and eastern China that blooms in winter and early spring. "
                "Gardeners have bred thousands of varieties from it, with single or double flowers "
                "in shades of red, pink and white, and it is the state flower of Alabama."
            ),
            D(
                "Lobelia: Lobelia is a large genus of flowering plants in the bellflower family, "
                "ranging from small bedding plants to giant rosettes on the high mountains of East "
                "Africa. It is named after the Flemish botanist Matthias de l'Obel, who was born "
                "in Lille in 1538 and later worked as a physician in England."
            ),
            D(
                "Theaceae: Theaceae, the tea family, is a family of flowering plants with a few "
                "hundred species of trees and shrubs, most of them in the warm, moist forests of "
                "eastern and south-eastern Asia. Besides the camellias it includes Stewartia and "
                "Franklinia, an American tree last seen in the wild in 1803."
            ),
            S(
                "Georg Joseph Kamel: Georg Joseph Kamel (21 April 1661 \u2013 2 May 1706) was a "
                "Jesuit lay brother, pharmacist and botanist born in Brno, in Moravia. Sent as a "
                "missionary to the Philippines, he ran a pharmacy for the poor in Manila and sent "
                "descriptions of the islands' plants and animals to naturalists in London."
            ),
            D(
                "The Lady of the Camellias: The Lady of the Camellias is an 1848 novel by "
                "Alexandre Dumas fils about a Paris courtesan, Marguerite Gautier, who always "
                "carries camellias. Dumas turned it into a play in 1852, and Verdi's opera La "
                "traviata, first staged in Venice in 1853, is based on the story."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the navigator after whom Vancouver Island is named born?",
        "King's Lynn",
        [
            D(
                "Vancouver: Vancouver is a coastal city in British Columbia, Canada, on the "
                "mainland across the Strait of Georgia from a large island of the same name. "
                "Incorporated in 1886 and named after a British naval captain, it has the busiest "
                "port in Canada, and it hosted the Winter Olympic Games in 2010."
            ),
            D(
                "Strait of Juan de Fuca: The Strait of Juan de Fuca is a channel about 150 km long "
                "between the Olympic Peninsula of Washington and a large Canadian island to the "
                "north, linking the Salish Sea with the Pacific. It is named after a Greek sailor "
                "in Spanish service, born on Cephalonia, who claimed to have found it in 1592."
            ),
            S(
                "Vancouver Island: Vancouver Island is an island off the Pacific coast of Canada "
                "and the largest island on the west coast of North America. It belongs to British "
                "Columbia, whose capital, Victoria, stands at its southern tip, and it is named "
                "after George Vancouver, the Royal Navy officer who charted its coasts in 1792."
            ),
            S(
                "George Vancouver: George Vancouver (22 June 1757 \u2013 10 May 1798) was an "
                "officer of the Royal Navy born in King's Lynn, Norfolk, England. He sailed with "
                "James Cook on his second and third voyages, and from 1791 to 1795 he led an "
                "expedition that charted the north-west coast of North America as far as Alaska."
            ),
            D(
                "Victoria, British Columbia: Victoria is the capital of the Canadian province of "
                "British Columbia, on the southern tip of a large island off the Pacific coast. "
                "Founded in 1843 as a Hudson's Bay Company trading post and named after Queen "
                "Victoria, it is known for its mild climate and its Parliament Buildings, finished "
                "in 1898."
            ),
            D(
                "Nootka Sound: Nootka Sound is an inlet on the rugged west coast of a large island "
                "off British Columbia, home of the Nuu-chah-nulth people. James Cook anchored "
                "there in 1778 and traded for sea otter furs, and a quarrel between Spain and "
                "Britain over the sound in 1789, the Nootka Crisis, nearly led to war."
            ),
            D(
                "HMS Discovery (1789): HMS Discovery was a Royal Navy sloop launched in 1789 that "
                "carried a British expedition around the world between 1791 and 1795, charting the "
                "coast of north-west America in great detail. She later served as a bomb vessel "
                "and then as a convict hulk before being broken up in 1834."
            ),
            D(
                "Juan Francisco de la Bodega y Quadra: Juan Francisco de la Bodega y Quadra (1743 "
                "\u2013 1794) was a Spanish naval officer born in Lima, Peru, who explored the "
                "Pacific coast as far north as Alaska. In 1792 he met a British captain at Nootka "
                "Sound to settle the crisis there, and the island was at first named after both "
                "men."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist the Zeeman effect is named after born?",
        "Zonnemaire",
        [
            S(
                "Zeeman effect: The Zeeman effect is the splitting of a spectral line into several "
                "close lines when the source of the light is placed in a magnetic field. It was "
                "discovered in 1896 at Leiden by the Dutch physicist Pieter Zeeman, and "
                "astronomers use it to measure the magnetic fields of the Sun and other stars."
            ),
            D(
                "Stark effect: The Stark effect is the shifting and splitting of the spectral "
                "lines of atoms and molecules in an electric field. It is named after the German "
                "physicist Johannes Stark, born in Schickenhof, Bavaria, who found it in 1913 and "
                "was awarded the Nobel Prize in Physics in 1919 for the discovery."
            ),
            D(
                "Hendrik Lorentz: Hendrik Antoon Lorentz (18 July 1853 \u2013 4 February 1928) was "
                "a Dutch physicist born in Arnhem. His theory of electrons explained how a "
                "magnetic field splits spectral lines, and the transformation of space and time "
                "that he worked out became a foundation of the special theory of relativity."
            ),
            D(
                "Paschen\u2013Back effect: The Paschen\u2013Back effect is the change in the "
                "pattern of spectral lines that appears when atoms are placed in a magnetic field "
                "strong enough to overwhelm the coupling between their electrons' orbital motion "
                "and spin. It is named after Friedrich Paschen and Ernst Back, who described it in "
                "1912."
            ),
            D(
                "Schouwen-Duiveland: Schouwen-Duiveland is an island and municipality in the "
                "province of Zeeland, in the south-west of the Netherlands, with about 34,000 "
                "people and its main town at Zierikzee. Much of it was flooded in the North Sea "
                "flood of 1953, and it is now joined to the islands around it by the dams of the "
                "Delta Works."
            ),
            D(
                "Spectral line: A spectral line is a bright or dark line in a spectrum, caused by "
                "atoms or molecules giving out or absorbing light in one narrow range of "
                "wavelengths. Each element has its own pattern of lines, which lets astronomers "
                "tell what distant stars are made of, and Fraunhofer mapped hundreds in sunlight "
                "in 1814."
            ),
            D(
                "Faraday effect: The Faraday effect is the rotation of the plane of polarisation "
                "of light passing through a material in a magnetic field parallel to the beam. "
                "Discovered by Michael Faraday in 1845, it was the first sign that light and "
                "magnetism are linked, and it is used in devices that let light pass only one way."
            ),
            S(
                "Pieter Zeeman: Pieter Zeeman (25 May 1865 \u2013 9 October 1943) was a Dutch "
                "physicist born in Zonnemaire, a village on the island of Schouwen-Duiveland in "
                "Zeeland. He studied at Leiden University and became a professor in Amsterdam, and "
                "he shared the 1902 Nobel Prize in Physics with Hendrik Lorentz."
            ),
        ],
        drop=0,
    ),
]
