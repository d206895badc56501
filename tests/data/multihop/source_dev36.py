"""Development multi-hop questions, batch 36.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (printed with sed up to the line that opens the held-out
scores, nothing below it), and the other development sources (source_dev1.py to
source_dev34.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v46.

Measured lengths: mean support 303 characters, mean distractor 303 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the capital of the Canadian province where the Hopewell Rocks stand?",
        "Fredericton",
        [
            D(
                "Bay of Fundy: The Bay of Fundy lies between the provinces of New Brunswick and "
                "Nova Scotia on Canada's Atlantic coast. Its funnel shape gives it some of the "
                "highest tides in the world, with a range of up to 16 metres at the head of the "
                "bay, and twice a day about 100 billion tonnes of seawater flow in and out."
            ),
            S(
                "Hopewell Rocks: The Hopewell Rocks are a group of tall sea stacks at Hopewell "
                "Cape on the upper Bay of Fundy in New Brunswick, Canada. Carved by the tides from "
                "sandstone and conglomerate, they are also called the Flowerpot Rocks, and at low "
                "tide visitors can walk on the sea floor around their bases."
            ),
            D(
                "Nova Scotia: Nova Scotia is a Maritime province of Canada made up of a long "
                "peninsula and Cape Breton Island, almost surrounded by the Atlantic Ocean. Its "
                "capital and largest city is Halifax, one of the busiest ports of the region, and "
                "the province was one of the four founding members of Confederation in 1867."
            ),
            D(
                "Fundy National Park: Fundy National Park is a national park on the Bay of Fundy "
                "near the fishing village of Alma, a short drive along the coast from the Hopewell "
                "Rocks. Opened in 1948, it protects sea cliffs, Acadian forest and more than "
                "twenty waterfalls, and its beaches show the huge tidal range of the bay."
            ),
            D(
                "Joggins Fossil Cliffs: The Joggins Fossil Cliffs line the shore of Chignecto Bay, "
                "an arm of the Bay of Fundy, in Nova Scotia. Their layers of rock from the "
                "Carboniferous period, about 310 million years old, preserve upright fossil trees "
                "and some of the earliest known reptiles, and they became a World Heritage Site in "
                "2008."
            ),
            S(
                "New Brunswick: New Brunswick is one of the three Maritime provinces on the east "
                "coast of Canada and one of the four provinces that founded Confederation in 1867. "
                "It is the country's only officially bilingual province, its capital is "
                "Fredericton on the Saint John River, and its largest city is Moncton."
            ),
            D(
                "Prince Edward Island: Prince Edward Island is the smallest Canadian province, "
                "lying in the Gulf of St. Lawrence north of New Brunswick and Nova Scotia. Its "
                "capital is Charlottetown, where a conference on uniting the British colonies met "
                "in 1864, and since 1997 the Confederation Bridge has joined it to the mainland."
            ),
            D(
                "Reversing Falls: The Reversing Falls are a run of rapids on the Saint John River "
                "where it squeezes through a narrow rocky gorge in the city of Saint John just "
                "before entering the Bay of Fundy. At high tide the bay rises above the level of "
                "the river and pushes the current back upstream, so the rapids seem to run in "
                "reverse."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "uluru's english name honours a man who was premier of which australian colony",
        "South Australia",
        [
            D(
                "Kata Tjuta: Kata Tjuta is a group of 36 domed rock formations about 25 kilometres "
                "west of Uluru, in the same national park in the Northern Territory. Its highest "
                "dome, Mount Olga, rises 1,066 metres above sea level; the explorer Ernest Giles "
                "named it in 1872 after Queen Olga of W\u00fcrttemberg."
            ),
            D(
                "Mount Augustus: Mount Augustus is a great rock mountain in the Gascoyne region of "
                "Western Australia, often said to be more than twice the size of Uluru. It rises "
                "about 717 metres above the surrounding plain, and the explorer Francis Gregory "
                "named it in 1858 after his brother, the surveyor Augustus Gregory."
            ),
            D(
                "Northern Territory: The Northern Territory is a federal territory of Australia "
                "covering much of the centre and north of the continent, with the Timor and "
                "Arafura seas on its northern coast. Its capital and largest city is Darwin, about "
                "a quarter of its people are Aboriginal, and it has governed itself since 1978."
            ),
            S(
                "Uluru: Uluru is a huge sandstone monolith in the south of Australia's Northern "
                "Territory, rising about 348 metres above the surrounding desert plain. Sacred to "
                "the Anangu, the Aboriginal people of the area, it was named Ayers Rock in 1873 by "
                "the surveyor William Gosse in honour of Sir Henry Ayers."
            ),
            D(
                "Mount Conner: Mount Conner, also known as Attila, is a flat-topped mesa in the "
                "south of the Northern Territory, beside the highway to Uluru, and travellers "
                "often mistake it for that rock. It rises some 300 metres above the plain, and "
                "Europeans first saw it in 1873 on the expedition of the surveyor William Gosse."
            ),
            D(
                "Alice Springs: Alice Springs is a town in the MacDonnell Ranges near the middle "
                "of Australia, some 450 kilometres by road from Uluru. It grew up around a station "
                "of the Overland Telegraph Line in the 1870s, and the waterhole that gave it its "
                "name honours Alice Todd, the wife of the telegraph pioneer Charles Todd."
            ),
            D(
                "Lake Eyre: Lake Eyre, officially Kati Thanda\u2013Lake Eyre, is a salt lake in "
                "the deserts of northern South Australia and, about 15 metres below sea level, the "
                "lowest natural point on the continent. It fills only after rare heavy rains, and "
                "it is named after Edward John Eyre, the first European to see it, in 1840."
            ),
            S(
                "Henry Ayers: Sir Henry Ayers (1821 \u2013 1897) was an English-born businessman "
                "and politician who settled in Adelaide in 1841 and grew rich from the copper mine "
                "at Burra. He served several terms as Premier of South Australia between 1863 and "
                "1873, and his mansion on North Terrace in Adelaide is now a museum."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the county town of the Irish county in which the Cliffs of Moher stand?",
        "Ennis",
        [
            D(
                "Slieve League: Slieve League is a mountain on the Atlantic coast of County "
                "Donegal whose sea cliffs, at about 601 metres, are among the highest in Europe "
                "and almost three times the height of more famous cliffs further south. Donegal's "
                "county town is Lifford, and the nearest village to the cliffs is Teelin, on "
                "Donegal Bay."
            ),
            D(
                "Aran Islands: The Aran Islands are three islands at the mouth of Galway Bay, "
                "Inishmore, Inishmaan and Inisheer, which belong to County Galway. Irish is the "
                "main language spoken there, and the stone fort of D\u00fan Aonghasa stands on the "
                "edge of a cliff on Inishmore, about 100 metres above the Atlantic."
            ),
            S(
                "County Clare: County Clare is a county on the west coast of Ireland, in the "
                "province of Munster, bounded by the Atlantic Ocean and Galway Bay. Its county "
                "town and largest town is Ennis, on the River Fergus, and it takes in the "
                "limestone plateau of the Burren and the surfing beach at Lahinch."
            ),
            D(
                "O'Brien's Tower: O'Brien's Tower is a round stone viewing tower built in 1835 by "
                "Cornelius O'Brien, a local landowner and member of parliament, near the highest "
                "point of the Cliffs of Moher. From its top visitors can see the Aran Islands, "
                "Galway Bay and, on clear days, the mountains of Connemara."
            ),
            D(
                "Burren National Park: Burren National Park is the smallest of Ireland's six "
                "national parks, covering about 15 square kilometres in the south-east of the "
                "Burren, a landscape of bare limestone. Set up in 1991, it protects limestone "
                "pavement, hazel scrub, seasonal lakes called turloughs and rare orchids."
            ),
            D(
                "County Mayo: County Mayo is a county on the west coast of Ireland, in the "
                "province of Connacht, with a long Atlantic shore of bays, cliffs and islands. Its "
                "county town is Castlebar, and its holy mountain, Croagh Patrick, 764 metres high, "
                "is climbed by thousands of pilgrims on the last Sunday of July."
            ),
            S(
                "Cliffs of Moher: The Cliffs of Moher are sea cliffs on the Atlantic coast of "
                "County Clare in the west of Ireland, running for about 14 kilometres along the "
                "edge of the Burren. They rise to 214 metres at their highest point, where a round "
                "stone tower was built in 1835, and they draw more than a million visitors a year."
            ),
            D(
                "Poulnabrone dolmen: The Poulnabrone dolmen is a portal tomb on the limestone of "
                "the Burren, in the west of Ireland, made of a thin capstone resting on two tall "
                "upright slabs. Built in the Neolithic period more than 5,000 years ago, it held "
                "the remains of over twenty people when it was excavated in 1986."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which Dutch navigator named the island best known for its quokkas?",
        "Willem de Vlamingh",
        [
            S(
                "Quokka: The quokka is a small wallaby about the size of a domestic cat, found "
                "only in the south-west of Western Australia. Its largest population lives on "
                "Rottnest Island, where thousands of the animals roam free, and its round face and "
                "apparent smile have made it a favourite of tourists taking selfies."
            ),
            D(
                "Swan River (Western Australia): The Swan River flows through Perth to the Indian "
                "Ocean at Fremantle. The Dutch expedition of Willem de Vlamingh sailed up it in "
                "January 1697 and called it the Black Swan River after the birds seen there, and "
                "the black swan is now the emblem of the state of Western Australia."
            ),
            D(
                "Tammar wallaby: The tammar wallaby is a small wallaby of south-western Australia "
                "and its offshore islands. It was one of the first Australian marsupials described "
                "by Europeans, by the Dutch merchant Francisco Pelsaert in 1629, and it is able to "
                "survive on seawater when fresh water is scarce."
            ),
            D(
                "Dirk Hartog Island: Dirk Hartog Island is the largest island of Western "
                "Australia, lying on the western edge of Shark Bay. It is named after the Dutch "
                "captain Dirk Hartog, who landed there in October 1616 from the ship Eendracht and "
                "left behind an inscribed pewter plate, now in a museum in Amsterdam."
            ),
            D(
                "Abel Tasman: Abel Tasman (1603 \u2013 1659) was a Dutch seafarer in the service "
                "of the Dutch East India Company who in 1642 became the first European known to "
                "reach the island he named Van Diemen's Land, now Tasmania. On the same voyage he "
                "reached New Zealand, and the sea between the two bears his name."
            ),
            D(
                "Houtman Abrolhos: The Houtman Abrolhos is a chain of 122 islands and reefs in the "
                "Indian Ocean off the coast of Western Australia, named after the Dutch navigator "
                "Frederick de Houtman, who sighted them in 1619. The Dutch ship Batavia was "
                "wrecked on one of its reefs in June 1629, and many of its survivors were murdered "
                "there."
            ),
            S(
                "Rottnest Island: Rottnest Island is an island in the Indian Ocean about 18 "
                "kilometres west of Fremantle, in Western Australia. The Dutch navigator Willem de "
                "Vlamingh, who explored it in 1696, named it after a rat's nest because he took "
                "its quokkas for large rats, and private cars are banned on the island."
            ),
            D(
                "Fremantle: Fremantle is a port city in Western Australia at the mouth of the Swan "
                "River, about 19 kilometres south-west of central Perth. It is named after Captain "
                "Charles Fremantle of the Royal Navy, who took possession of the west coast for "
                "Britain in 1829, and ferries to Rottnest Island leave from its harbour."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Japanese prefecture is the park where snow monkeys bathe in a hot spring?",
        "Nagano Prefecture",
        [
            D(
                "Noboribetsu: Noboribetsu is a city in south-western Hokkaido known for its hot "
                "spring resort, one of the most famous in Japan. Its volcanic valley, Jigokudani "
                "or Hell Valley, is a crater full of sulphurous vents and boiling pools, and the "
                "resort's baths draw on springs of several different mineral waters."
            ),
            D(
                "K\u014dshima: K\u014dshima is a small island off the coast of Miyazaki Prefecture "
                "in Kyushu, known for a troop of Japanese macaques studied by scientists since the "
                "early 1950s. In 1953 a young female called Imo began washing sweet potatoes in "
                "the sea before eating them, and the habit spread through the troop."
            ),
            D(
                "Kusatsu Onsen: Kusatsu Onsen is a hot spring resort town in Gunma Prefecture on "
                "the island of Honshu, famous for the great volume of its acidic spring water. At "
                "its centre is the Yubatake, a field of wooden channels that cools the water, and "
                "bathers stir it with long paddles in a ritual called yumomi."
            ),
            S(
                "Jigokudani Monkey Park: Jigokudani Monkey Park is a wildlife park in the valley "
                "of the Yokoyu River at Yamanouchi, in the north of Nagano Prefecture on the "
                "island of Honshu. Its name, Hell's Valley, comes from the steam and boiling water "
                "that rise from the ground there, and the park opened to visitors in 1964."
            ),
            D(
                "Barbary macaque: The Barbary macaque is a tailless macaque of the Atlas Mountains "
                "of Morocco and Algeria and the only macaque living outside Asia. A few hundred "
                "live on the Rock of Gibraltar, the only wild monkeys in Europe, and a legend says "
                "that British rule there will end if they ever leave."
            ),
            D(
                "Nagano (city): Nagano is a city in central Honshu, the capital of the prefecture "
                "of the same name, lying near the meeting of the Sai and Chikuma rivers. It grew "
                "up around Zenk\u014d-ji, a Buddhist temple founded in the seventh century, and it "
                "hosted the Winter Olympic Games in February 1998."
            ),
            S(
                "Japanese macaque: The Japanese macaque, also called the snow monkey, is a monkey "
                "native to most of Japan and the most northerly living primate apart from humans. "
                "It survives winters far below freezing, and at Jigokudani Monkey Park a troop has "
                "become famous for sitting in a hot spring to keep warm."
            ),
            D(
                "Yakushima: Yakushima is a mountainous island south of Kyushu in Kagoshima "
                "Prefecture, covered in ancient forests of Japanese cedar that became a World "
                "Heritage Site in 1993. It has its own subspecies of Japanese macaque and of sika "
                "deer, and its oldest known cedar, J\u014dmon Sugi, may be several thousand years "
                "old."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "highest mountain of the island where the bee hummingbird lives",
        "Pico Turquino",
        [
            D(
                "Hispaniola: Hispaniola is the second-largest island of the Caribbean, shared by "
                "Haiti and the Dominican Republic. Its highest mountain, Pico Duarte in the "
                "Cordillera Central, rises to 3,098 metres, the highest point in the Caribbean, "
                "and Christopher Columbus landed on its north coast in December 1492."
            ),
            D(
                "Vervain hummingbird: The vervain hummingbird is the second-smallest bird in the "
                "world, about 6 centimetres long, and lives only in Jamaica and Hispaniola. It "
                "lays the smallest known eggs of any bird, each about a centimetre long and "
                "weighing well under half a gram, in a tiny cup woven from plant down."
            ),
            D(
                "Puerto Rico: Puerto Rico is an island in the north-east Caribbean that has been a "
                "territory of the United States since 1898, with its capital at San Juan. Its "
                "highest point is Cerro de Punta, 1,338 metres, in the Cordillera Central, and the "
                "El Yunque rainforest covers the slopes of its eastern mountains."
            ),
            D(
                "Isla de la Juventud: The Isla de la Juventud, formerly the Isle of Pines, is the "
                "second-largest island of the Cuban archipelago, lying south of the main island in "
                "the Gulf of Bataban\u00f3. Its chief town is Nueva Gerona, and its Presidio "
                "Modelo prison held Fidel Castro after the 1953 attack on the Moncada Barracks."
            ),
            S(
                "Bee hummingbird: The bee hummingbird is the smallest living bird, about 5 to 6 "
                "centimetres long and weighing less than 2 grams. It is found only in Cuba, "
                "including the nearby Isla de la Juventud, where it lives in forests and gardens, "
                "and its heart can beat more than a thousand times a minute."
            ),
            D(
                "Zapata Swamp: The Zapata Swamp is a huge wetland on the Zapata Peninsula in "
                "Matanzas Province, southern Cuba, and one of the largest in the Caribbean. It is "
                "home to the endangered Cuban crocodile and to the Zapata wren, found nowhere "
                "else, and the Bay of Pigs cuts into its coast."
            ),
            D(
                "Ruby-throated hummingbird: The ruby-throated hummingbird is the only hummingbird "
                "that regularly breeds in eastern North America. Each autumn many of them fly "
                "nonstop across the Gulf of Mexico to winter in Central America, a journey of some "
                "800 kilometres, after almost doubling their weight to about 6 grams."
            ),
            S(
                "Cuba: Cuba is the largest island in the Caribbean, lying between the Caribbean "
                "Sea, the Gulf of Mexico and the Atlantic Ocean about 150 kilometres south of "
                "Florida. Its capital is Havana, and its highest point is Pico Turquino, 1,974 "
                "metres high, in the Sierra Maestra near the south-east coast."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Van de Graaff generator is named after a physicist born in which Alabama city?",
        "Tuscaloosa",
        [
            D(
                "Wimshurst machine: The Wimshurst machine is an electrostatic generator with two "
                "glass or plastic discs turning in opposite directions, which separate charges "
                "that jump across a spark gap between two metal balls. It was developed between "
                "1880 and 1883 by the British inventor James Wimshurst, born in Poplar, London."
            ),
            D(
                "Museum of Science (Boston): The Museum of Science is a science museum in Boston, "
                "Massachusetts, built on a dam across the Charles River. Its Theater of "
                "Electricity houses the largest air-insulated Van de Graaff generator in the "
                "world, built in the early 1930s for research at MIT, and its lightning shows draw "
                "large crowds."
            ),
            S(
                "Van de Graaff generator: A Van de Graaff generator is an electrostatic machine in "
                "which a moving belt of rubber or fabric carries electric charge up to a hollow "
                "metal sphere, building a voltage of up to millions of volts. It is named after "
                "the physicist Robert J. Van de Graaff, who built the first at Princeton in 1929."
            ),
            D(
                "Cockcroft\u2013Walton generator: The Cockcroft\u2013Walton generator is a circuit "
                "of capacitors and diodes that builds a high direct voltage from a lower "
                "alternating one. John Cockcroft and Ernest Walton used one at the Cavendish "
                "Laboratory in Cambridge in 1932 to split atomic nuclei with fast protons, and won "
                "a Nobel Prize."
            ),
            D(
                "Leyden jar: The Leyden jar is an early device for storing static electricity, a "
                "glass jar coated inside and out with metal foil. It was invented independently in "
                "1745 by the German cleric Ewald Georg von Kleist and in 1746 by Pieter van "
                "Musschenbroek of Leiden, the university town after which it is named."
            ),
            D(
                "Cyclotron: The cyclotron is a particle accelerator in which charged particles "
                "spiral outwards between two hollow D-shaped electrodes inside a strong magnetic "
                "field. It was developed in the early 1930s by Ernest Lawrence at Berkeley, and "
                "Lawrence, who was born in Canton, South Dakota, won the 1939 Nobel Prize."
            ),
            D(
                "University of Alabama: The University of Alabama is a public research university "
                "in Tuscaloosa and the oldest public university in the state, opening to students "
                "in 1831. Most of its campus was burned by Union troops in April 1865, and its "
                "football team, the Crimson Tide, has won many national championships."
            ),
            S(
                "Robert J. Van de Graaff: Robert Jemison Van de Graaff (1901 \u2013 1967) was an "
                "American physicist born in Tuscaloosa, Alabama, who studied at the University of "
                "Alabama and then at Oxford as a Rhodes Scholar. He taught at the Massachusetts "
                "Institute of Technology, and in 1946 he co-founded High Voltage Engineering."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Tyndall effect is named after a physicist born in which Irish village?",
        "Leighlinbridge",
        [
            D(
                "Rayleigh scattering: Rayleigh scattering is the scattering of light by particles "
                "much smaller than its wavelength, such as the molecules of the air; it is "
                "strongest for short wavelengths, which is why the daytime sky looks blue. It is "
                "named after the physicist Lord Rayleigh, born at Langford Grove in Essex in 1842."
            ),
            S(
                "Tyndall effect: The Tyndall effect is the scattering of light by particles in a "
                "colloid or a very fine suspension, which makes a beam of light visible as it "
                "passes through, as in fog or smoky air. It is named after the nineteenth-century "
                "Irish physicist John Tyndall, who studied it in the late 1860s."
            ),
            D(
                "Raman scattering: Raman scattering is the scattering of light by molecules in "
                "which the light gains or loses energy and so changes its wavelength. It was "
                "discovered in 1928 by the Indian physicist C. V. Raman, born in Tiruchirappalli "
                "in 1888, who won the Nobel Prize in Physics for it in 1930."
            ),
            D(
                "Mie scattering: Mie scattering is the scattering of light by particles about as "
                "large as its wavelength, such as the water droplets in clouds, and it is the "
                "reason clouds look white rather than blue. It is named after the German physicist "
                "Gustav Mie, born in Rostock in 1868, who published its full theory in 1908."
            ),
            S(
                "John Tyndall: John Tyndall (1820 \u2013 1893) was an Irish physicist born in "
                "Leighlinbridge, County Carlow, who worked for many years at the Royal Institution "
                "in London, where he succeeded Michael Faraday. He showed in 1859 that water "
                "vapour and carbon dioxide absorb heat radiation, and he was a keen alpine "
                "climber."
            ),
            D(
                "Royal Institution: The Royal Institution of Great Britain is a scientific body on "
                "Albemarle Street in London, founded in 1799 for research and public lectures. "
                "Humphry Davy and Michael Faraday worked in its laboratories, and its Christmas "
                "Lectures for young people, begun by Faraday in 1825, are still given every year."
            ),
            D(
                "Weisshorn: The Weisshorn is a mountain of the Pennine Alps in the Swiss canton of "
                "Valais, rising to 4,506 metres, and is often called one of the most beautiful "
                "peaks of the Alps. It was first climbed in August 1861 by a party led by the "
                "physicist John Tyndall, who reached the top by the east ridge with two guides."
            ),
            D(
                "Tyndall Centre: The Tyndall Centre for Climate Change Research is a British "
                "research partnership founded in 2000 and based at the University of East Anglia "
                "in Norwich. It is named after the physicist who first measured how gases in the "
                "air trap heat, and it links climate scientists at several universities."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Into which larger river does the river that plunges over Kaieteur Falls flow?",
        "the Essequibo",
        [
            D(
                "Angel Falls: Angel Falls is the world's tallest uninterrupted waterfall, 979 "
                "metres high with a single plunge of 807 metres, falling from the edge of "
                "Auy\u00e1n-tepui in Canaima National Park, Venezuela. It is named after the "
                "American pilot Jimmie Angel, who flew over it in 1933 and landed on the tepui in "
                "1937."
            ),
            D(
                "Mazaruni River: The Mazaruni River rises in the Pakaraima Mountains of western "
                "Guyana and runs east through rapids and deep forest before meeting the Cuyuni and "
                "the Essequibo near the town of Bartica. Its basin has long been worked by miners "
                "for gold and diamonds, and its lower course is broken by many falls."
            ),
            D(
                "Kaieteur National Park: Kaieteur National Park is a national park in the "
                "Potaro-Siparuni region of central Guyana, set up in 1929 as the country's first "
                "protected area. It covers the rainforest and sandstone plateau around the great "
                "waterfall, and an airstrip near the rim brings most visitors from Georgetown."
            ),
            S(
                "Kaieteur Falls: Kaieteur Falls is a waterfall on the Potaro River in central "
                "Guyana, inside Kaieteur National Park. The river drops 226 metres in a single "
                "plunge over a sandstone cliff, which makes it one of the most powerful "
                "single-drop waterfalls in the world, and tiny golden frogs live in plants around "
                "it."
            ),
            D(
                "Demerara River: The Demerara River flows north through eastern Guyana for about "
                "350 kilometres to the Atlantic Ocean, and Georgetown, the capital, stands at its "
                "mouth. Its valley gave its name to demerara sugar, and the Demerara Harbour "
                "Bridge, opened in 1978, is one of the longest floating bridges in the world."
            ),
            S(
                "Potaro River: The Potaro River is a river of central Guyana that rises in the "
                "Pakaraima Mountains and flows east through thick rainforest. On its way it passes "
                "over Kaieteur Falls and the rapids at Tumatumari, and it ends by joining the "
                "Essequibo, the longest river of Guyana, from the west."
            ),
            D(
                "Golden rocket frog: The golden rocket frog is a tiny bright yellow frog found in "
                "Kaieteur National Park in Guyana. It spends almost its whole life in the "
                "water-filled leaves of giant tank bromeliads, where its tadpoles also grow, and "
                "its known range is a small area of the plateau near the waterfall."
            ),
            D(
                "Mount Roraima: Mount Roraima is a flat-topped table mountain, or tepui, in the "
                "Pakaraima chain, where the borders of Venezuela, Brazil and Guyana meet. Its "
                "summit plateau rises to 2,810 metres and is ringed by cliffs 400 metres high, and "
                "it is said to have inspired Arthur Conan Doyle's novel The Lost World."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which island is the village that gave its name to yttrium?",
        "Resar\u00f6",
        [
            D(
                "Ytterbium: Ytterbium is a soft rare earth metal with atomic number 70, used in "
                "atomic clocks and in some lasers. The Swiss chemist Jean Charles Galissard de "
                "Marignac found it in 1878 in the earth called erbia, and he named it after the "
                "Swedish village of Ytterby, which had already given its name to erbium."
            ),
            D(
                "Gadolinium: Gadolinium is a rare earth metal with atomic number 64, used as a "
                "contrast agent in magnetic resonance imaging. It was discovered in 1880 by Jean "
                "Charles Galissard de Marignac and is named after the mineral gadolinite, which in "
                "turn honours the Finnish chemist Johan Gadolin, born in Turku in 1760."
            ),
            S(
                "Yttrium: Yttrium is a silvery transition metal with atomic number 39, used in the "
                "red phosphors of screens, in lasers and in superconductors. It is named after "
                "Ytterby, a village in Sweden whose quarry yielded the heavy black mineral in "
                "which the Finnish chemist Johan Gadolin identified a new earth in 1794."
            ),
            D(
                "Holmium: Holmium is a rare earth metal with atomic number 67 that has the highest "
                "magnetic strength of any element and is used in very powerful magnets. The "
                "Swedish chemist Per Teodor Cleve found it in 1879 and named it after Holmia, the "
                "Latin name of Stockholm, the city where he had been born."
            ),
            D(
                "Thulium: Thulium is one of the rarest of the rare earth metals, with atomic "
                "number 69, and is used in portable X-ray machines. Per Teodor Cleve discovered it "
                "in 1879 in an impure sample of erbia and named it after Thule, the ancient name "
                "for a land in the far north, often taken to mean Scandinavia."
            ),
            D(
                "Vaxholm: Vaxholm is a small town and municipality in the Stockholm archipelago of "
                "Sweden, north-east of the capital along the main shipping lane. Its fortress, "
                "built on an islet in the sixteenth century to guard the sea approach to "
                "Stockholm, now holds a museum, and ferries link the town with many islands."
            ),
            D(
                "Scandium: Scandium is a light silvery metal with atomic number 21, used in "
                "aluminium alloys for aircraft parts and sports equipment. The Swedish chemist "
                "Lars Fredrik Nilson found it in 1879 in the minerals euxenite and gadolinite from "
                "Scandinavia, and he named it after Scandia, the Latin name of that region."
            ),
            S(
                "Ytterby: Ytterby is a village on the island of Resar\u00f6 in Vaxholm "
                "Municipality, in the Stockholm archipelago of Sweden. A quarry there, long worked "
                "for quartz and feldspar, yielded minerals in which several rare earth elements "
                "were first found, and four of them take their names from the village."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which university operates the observatory that houses the Hale Telescope?",
        "the California Institute of Technology",
        [
            D(
                "Yerkes Observatory: Yerkes Observatory is an observatory in Williams Bay, "
                "Wisconsin, founded in 1897 by George Ellery Hale and paid for by the businessman "
                "Charles Yerkes. Its 40-inch lens telescope is the largest refractor used for "
                "astronomy, and the University of Chicago ran it for more than a century, until "
                "2018."
            ),
            S(
                "Hale Telescope: The Hale Telescope is a reflecting telescope with a mirror 200 "
                "inches, or 5.1 metres, across, at Palomar Observatory in southern California. It "
                "is named after the astronomer George Ellery Hale, who planned it but died in "
                "1938; it saw first light in 1949 and was the largest in the world until 1975."
            ),
            D(
                "George Ellery Hale: George Ellery Hale (1868 \u2013 1938) was an American solar "
                "astronomer born in Chicago who invented the spectroheliograph and found magnetic "
                "fields in sunspots. He founded Yerkes Observatory, started the Astrophysical "
                "Journal in 1895 and won funding in 1928 for a telescope with a 200-inch mirror."
            ),
            D(
                "Lick Observatory: Lick Observatory is an astronomical observatory on the summit "
                "of Mount Hamilton in northern California, owned and operated by the University of "
                "California. It was built with money left by the land baron James Lick, who is "
                "buried beneath its great refractor, and it opened in 1888."
            ),
            D(
                "Samuel Oschin telescope: The Samuel Oschin telescope is a wide-field Schmidt "
                "camera with a 48-inch aperture, opened in 1948 on Palomar Mountain. It "
                "photographed the whole northern sky for the first Palomar Observatory Sky Survey "
                "in the 1950s, and it now feeds the Zwicky Transient Facility."
            ),
            D(
                "Very Large Telescope: The Very Large Telescope is a set of four telescopes with "
                "mirrors 8.2 metres across on Cerro Paranal, a mountain in the Atacama Desert of "
                "northern Chile. It is operated by the European Southern Observatory, an "
                "organisation of European states, and its first telescope saw first light in 1998."
            ),
            S(
                "Palomar Observatory: Palomar Observatory is an astronomical research observatory "
                "on Palomar Mountain in southern California, about 1,700 metres above sea level. "
                "It is owned and operated by the California Institute of Technology, and its "
                "telescopes have found many asteroids, comets and distant dwarf planets."
            ),
            D(
                "Gran Telescopio Canarias: The Gran Telescopio Canarias is a reflecting telescope "
                "on La Palma in the Canary Islands with a segmented mirror 10.4 metres across, the "
                "largest single-aperture optical telescope in the world. It stands at the Roque de "
                "los Muchachos Observatory and was inaugurated in 2009."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Aoraki / Mount Cook or Mount Ruapehu?",
        "Aoraki / Mount Cook",
        [
            D(
                "Mount Tasman: Mount Tasman is the second-highest mountain in New Zealand, rising "
                "to 3,497 metres in the Southern Alps just north of the country's highest peak. It "
                "is named after the Dutch navigator Abel Tasman, and its snowy summit ridge is "
                "often seen mirrored in Lake Matheson on the West Coast."
            ),
            S(
                "Mount Ruapehu: Mount Ruapehu is an active stratovolcano at the southern end of "
                "the Taup\u014d Volcanic Zone and, at 2,797 metres, the highest point of New "
                "Zealand's North Island. Its slopes carry the country's largest ski fields, and in "
                "1953 a lahar from its crater lake swept away the rail bridge at Tangiwai."
            ),
            D(
                "Mount Taranaki: Mount Taranaki, also called Mount Egmont, is a dormant "
                "stratovolcano on the west coast of the North Island, rising to 2,518 metres. Its "
                "almost perfect cone stands alone above the dairy farms of the Taranaki region, "
                "and the forest around it became Egmont National Park in 1900."
            ),
            D(
                "Mount Ngauruhoe: Mount Ngauruhoe is a young volcanic cone in Tongariro National "
                "Park in the centre of the North Island, rising to 2,291 metres. It erupted often "
                "during the twentieth century, most recently in 1977, and it stood in for Mount "
                "Doom in Peter Jackson's Lord of the Rings films."
            ),
            D(
                "Tongariro National Park: Tongariro National Park, in the centre of the North "
                "Island, was New Zealand's first national park, set up in 1887 after the "
                "M\u0101ori chief Te Heuheu T\u016bkino IV gave its sacred peaks to the nation. It "
                "contains three active volcanoes, and the Tongariro Alpine Crossing is a popular "
                "day walk."
            ),
            D(
                "Tasman Glacier: The Tasman Glacier is the longest glacier in New Zealand, flowing "
                "for about 23 kilometres down the eastern side of the Southern Alps within Aoraki "
                "/ Mount Cook National Park. In recent decades a lake has formed at its melting "
                "end, and icebergs now break off its face into the water."
            ),
            S(
                "Aoraki / Mount Cook: Aoraki / Mount Cook is the highest mountain in New Zealand, "
                "rising to 3,724 metres in the Southern Alps of the South Island. Its summit was "
                "lowered by a huge rock avalanche in 1991 and by erosion since, and it was first "
                "climbed on Christmas Day 1894 by Tom Fyfe, Jack Clarke and George Graham."
            ),
            D(
                "Mount Aspiring / Tititea: Mount Aspiring / Tititea is a pyramid-shaped peak of "
                "3,033 metres in the Southern Alps, the highest mountain in New Zealand outside "
                "the Aoraki / Mount Cook area. It gives its name to Mount Aspiring National Park, "
                "and it was first climbed in 1909 by Bernard Head and two guides."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the sea lion and the walrus both pinnipeds",
        "yes",
        [
            S(
                "Walrus: The walrus is a large flippered marine mammal of the Arctic Ocean and "
                "nearby seas and the only living member of the family Odobenidae, within the "
                "pinnipeds. Both males and females grow long tusks, up to a metre long in big "
                "males, and a large bull can weigh more than 1,500 kilograms."
            ),
            D(
                "Sea otter: The sea otter is a marine mammal of the coasts of the North Pacific "
                "and the heaviest member of the weasel family. It has the densest fur of any "
                "animal, with up to 150,000 hairs in each square centimetre, and it uses stones as "
                "tools to crack open shellfish while floating on its back."
            ),
            D(
                "Southern elephant seal: The southern elephant seal is the largest of all "
                "pinnipeds, with bulls weighing up to about 4,000 kilograms. It is a true seal of "
                "the family Phocidae that breeds on sub-Antarctic islands such as South Georgia, "
                "and it can dive to depths of more than 1,500 metres in search of squid."
            ),
            D(
                "Narwhal: The narwhal is a medium-sized toothed whale of the Arctic waters around "
                "Greenland, Canada and Russia. Males grow a single spiral tusk, an overgrown "
                "canine tooth that can reach about 3 metres, and the species belongs with the "
                "beluga to the family Monodontidae."
            ),
            D(
                "West Indian manatee: The West Indian manatee is a large, slow, plant-eating "
                "marine mammal of warm coasts, rivers and springs from Florida to Brazil. Like the "
                "dugong it belongs to the order Sirenia, whose closest living relatives are the "
                "elephants, and its calves are born after a pregnancy of about a year."
            ),
            S(
                "Sea lion: Sea lions are marine mammals of the eared seal family, Otariidae, one "
                "of the groups of pinnipeds, the fin-footed carnivores. Unlike true seals they "
                "have small external ear flaps and can turn their hind flippers forward to walk on "
                "land, and they live along the coasts of the Pacific and southern oceans."
            ),
            D(
                "Leopard seal: The leopard seal is a large true seal of the Antarctic pack ice, "
                "with a spotted coat and a long, almost reptile-like head. After the orca it is "
                "the top predator of its waters, hunting penguins, fish and the young of other "
                "seals, and it can grow to about 3.5 metres long."
            ),
            D(
                "Polar bear: The polar bear is the largest living land carnivore and hunts mainly "
                "ringed and bearded seals from the sea ice of the Arctic. It is classed as a "
                "marine mammal because it spends most of its life on the ice and in the sea, and "
                "adult males weigh from about 350 to 700 kilograms, twice as much as females."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Louis Agassiz or Ernst Haeckel?",
        "Louis Agassiz",
        [
            D(
                "Alexander Agassiz: Alexander Agassiz (1835 \u2013 1910) was an American marine "
                "zoologist and mining engineer, born on 17 December 1835 in Neuch\u00e2tel, "
                "Switzerland, the son of a famous naturalist. He made a fortune from copper mines "
                "in Michigan, led deep-sea expeditions and ran a Harvard museum."
            ),
            D(
                "Art Forms in Nature: Art Forms in Nature, in German Kunstformen der Natur, is a "
                "book of lithographs and halftone prints by Ernst Haeckel, first issued in sets "
                "between 1899 and 1904. Its 100 plates of radiolarians, jellyfish, sponges and "
                "other creatures influenced Art Nouveau design in the early twentieth century."
            ),
            D(
                "Lake Agassiz: Lake Agassiz was a huge glacial lake in central North America, fed "
                "by meltwater from the retreating ice sheet at the end of the last ice age. At its "
                "largest it covered more ground than any lake does today, and it was named in 1879 "
                "after the Swiss-born naturalist who championed the theory of ice ages."
            ),
            S(
                "Ernst Haeckel: Ernst Haeckel (1834 \u2013 1919) was a German zoologist, born in "
                "Potsdam on 16 February 1834, who spent most of his career as a professor at the "
                "University of Jena. He coined the word ecology in 1866, named thousands of new "
                "species of sea creatures, and published the illustrated Art Forms in Nature."
            ),
            D(
                "Ernst Mayr: Ernst Mayr (1904 \u2013 2005) was a German-born evolutionary "
                "biologist, born in Kempten, Bavaria, who worked for many years at Harvard and at "
                "the American Museum of Natural History. He helped build the modern synthesis of "
                "evolution and defined a species as a group of interbreeding populations."
            ),
            S(
                "Louis Agassiz: Jean Louis Rodolphe Agassiz (1807 \u2013 1873) was a Swiss-born "
                "naturalist, born on 28 May 1807 at M\u00f4tier in the canton of Fribourg, who won "
                "scientists over to the idea that the Earth had passed through an ice age. He "
                "moved to the United States in 1846 and founded a museum of zoology at Harvard in "
                "1859."
            ),
            D(
                "Phyletic Museum: The Phyletic Museum is a natural history museum in Jena, "
                "Germany, founded in 1907 by the zoologist Ernst Haeckel to show the evolution of "
                "living things. Its Art Nouveau building still holds displays on the tree of life "
                "and the history of animal groups, and it belongs to the University of Jena."
            ),
            D(
                "Radiolaria: Radiolarians are single-celled marine organisms that build delicate "
                "mineral skeletons, usually of silica, in the shape of spheres, cones and stars. "
                "Ernst Haeckel described thousands of new species from samples brought back by the "
                "Challenger expedition, and their remains form radiolarian ooze on the deep "
                "seabed."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which is larger lough neagh or lough corrib",
        "Lough Neagh",
        [
            D(
                "Lough Mask: Lough Mask is a limestone lake in County Mayo in the west of Ireland, "
                "covering about 80 square kilometres just north of a bigger lake. Its water drains "
                "south to that lake through underground channels in the limestone, and anglers "
                "know it for its large wild brown trout."
            ),
            S(
                "Lough Corrib: Lough Corrib is a lake in the west of Ireland, mostly in County "
                "Galway, covering about 176 square kilometres, the largest lake in the Republic of "
                "Ireland. It is said to hold 365 islands, one for each day of the year, and the "
                "short River Corrib carries its water through Galway city to the sea."
            ),
            D(
                "Lough Erne: Lough Erne is the name of two connected lakes on the River Erne in "
                "County Fermanagh, Northern Ireland, Upper and Lower Lough Erne. Together they "
                "hold more than 150 islands, among them Devenish Island with its round tower and "
                "Boa Island with its carved stone figures, and Enniskillen lies between them."
            ),
            D(
                "Loch Lomond: Loch Lomond is a freshwater loch in the west of Scotland, about 36 "
                "kilometres long and covering 71 square kilometres, the largest lake in Great "
                "Britain by surface area. It lies across the Highland Boundary Fault, and the loch "
                "and its hills form the heart of a national park set up in 2002."
            ),
            D(
                "River Bann: The River Bann is the longest river in Northern Ireland. The Upper "
                "Bann rises in the Mourne Mountains of County Down and flows north-west into Lough "
                "Neagh, and the Lower Bann carries the water on northwards past Coleraine to reach "
                "the Atlantic Ocean near Castlerock."
            ),
            D(
                "Lough Leane: Lough Leane is the largest of the three Lakes of Killarney, in the "
                "south-west of Ireland, set below the mountains of Killarney National Park. The "
                "medieval monastery on Innisfallen Island in the lake gave its name to the Annals "
                "of Inisfallen, and Ross Castle stands on its eastern shore."
            ),
            S(
                "Lough Neagh: Lough Neagh is a freshwater lake in Northern Ireland, about 30 "
                "kilometres long and covering 392 square kilometres, the largest lake by area in "
                "the British Isles. Five of the six counties of Northern Ireland touch its shores, "
                "and it supplies much of the region's drinking water."
            ),
            D(
                "Galway: Galway is a harbour city on the west coast of Ireland, where the River "
                "Corrib meets Galway Bay, and the county town of County Galway. It received its "
                "charter in 1484, its university was founded in 1845 as Queen's College, and it is "
                "known as a centre of Irish-language culture and music."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Svante Arrhenius or Wilhelm Ostwald?",
        "Wilhelm Ostwald",
        [
            D(
                "Jacobus van 't Hoff: Jacobus Henricus van 't Hoff (1852 \u2013 1911) was a Dutch "
                "chemist born in Rotterdam who proposed that the four bonds of a carbon atom point "
                "to the corners of a tetrahedron. In 1901 he received the first Nobel Prize in "
                "Chemistry, for his laws of chemical dynamics and osmotic pressure."
            ),
            D(
                "Arrhenius equation: The Arrhenius equation is a formula that links the rate of a "
                "chemical reaction to the temperature and to an energy barrier, the activation "
                "energy. Put forward in 1889 and named after the Swedish chemist who stated it, it "
                "explains why many reactions speed up sharply as they are heated."
            ),
            S(
                "Wilhelm Ostwald: Friedrich Wilhelm Ostwald (1853 \u2013 1932) was a Baltic German "
                "chemist born in Riga on 2 September 1853 who taught in Riga and then for many "
                "years in Leipzig. He won the Nobel Prize in Chemistry in 1909 for his work on "
                "catalysis, chemical equilibrium and reaction rates."
            ),
            D(
                "Ostwald process: The Ostwald process turns ammonia into nitric acid: the ammonia "
                "is oxidised with air over a hot gauze of platinum and rhodium, and the nitrogen "
                "oxides formed are taken up in water. Worked out in the early 1900s and paired "
                "with the Haber process, it supplies acid for fertilisers and explosives."
            ),
            D(
                "Walther Nernst: Walther Nernst (1864 \u2013 1941) was a German physical chemist, "
                "born in Briesen in West Prussia, who spent most of his career in Berlin. He "
                "stated the third law of thermodynamics, invented an electric lamp with a glowing "
                "ceramic rod, and won the Nobel Prize in Chemistry in 1920."
            ),
            D(
                "Svante P\u00e4\u00e4bo: Svante P\u00e4\u00e4bo (born 1955) is a Swedish "
                "geneticist born in Stockholm who led the sequencing of the Neanderthal genome at "
                "the Max Planck Institute for Evolutionary Anthropology in Leipzig. He won the "
                "Nobel Prize in Physiology or Medicine in 2022 for his work on extinct humans."
            ),
            S(
                "Svante Arrhenius: Svante August Arrhenius (1859 \u2013 1927) was a Swedish "
                "chemist born on 19 February 1859 at Vik, near Uppsala. He explained how salts "
                "split into ions in water, for which he won the Nobel Prize in Chemistry in 1903, "
                "and in 1896 he first estimated how much carbon dioxide warms the Earth."
            ),
            D(
                "Ostwald ripening: Ostwald ripening is the slow growth of larger crystals or "
                "droplets at the expense of smaller ones, which dissolve and redeposit on the big "
                "ones because their surface energy is higher. Described by Wilhelm Ostwald around "
                "1900, it makes ice cream grow gritty and coarsens emulsions."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the geologist who wrote Principles of Geology born?",
        "Kinnordy, near Kirriemuir",
        [
            D(
                "James Hutton: James Hutton (1726 \u2013 1797) was a Scottish geologist, physician "
                "and farmer born in Edinburgh, often called the father of modern geology. In his "
                "Theory of the Earth, read to the Royal Society of Edinburgh in 1785, he argued "
                "that rocks are made and worn away in endless slow cycles."
            ),
            D(
                "Roderick Murchison: Sir Roderick Impey Murchison (1792 \u2013 1871) was a "
                "Scottish geologist born at Tarradale House in Ross-shire who described and named "
                "the Silurian system in a great book of 1839. He later named the Permian after a "
                "Russian province, and he led the Royal Geographical Society for many years."
            ),
            S(
                "Principles of Geology: Principles of Geology is a book by the Scottish geologist "
                "Charles Lyell, published in three volumes between 1830 and 1833. It argued that "
                "the surface of the Earth was shaped by slow processes still at work today, such "
                "as erosion, deposition and earthquakes, and it ran through many editions."
            ),
            D(
                "Adam Sedgwick: Adam Sedgwick (1785 \u2013 1873) was an English geologist born in "
                "Dent, in the Yorkshire Dales, who taught geology at Cambridge for more than fifty "
                "years. He named the Cambrian period in 1835, after the Latin name for Wales, and "
                "his long quarrel with Murchison over its upper limit outlived them both."
            ),
            D(
                "Kirriemuir: Kirriemuir is a small burgh in Angus, Scotland, at the foot of glens "
                "that run up into the Grampian Mountains. It was the birthplace in 1860 of J. M. "
                "Barrie, the author of Peter Pan, whose childhood home is now a museum, and a "
                "statue of Peter Pan stands in the town square."
            ),
            D(
                "Uniformitarianism: Uniformitarianism is the principle that the same natural laws "
                "and slow processes that act on the Earth today have always acted in the past, so "
                "that the present is the key to the past. The English scholar William Whewell "
                "coined the word in 1832, in a review of a leading geology book."
            ),
            D(
                "Siccar Point: Siccar Point is a rocky headland on the coast of Berwickshire in "
                "south-east Scotland, where tilted grey sandstone is overlain by almost flat red "
                "sandstone. James Hutton visited it by boat in 1788, and the break between the "
                "two, which showed him a vast span of time, is called Hutton's Unconformity."
            ),
            S(
                "Charles Lyell: Sir Charles Lyell (1797 \u2013 1875) was a Scottish geologist born "
                "on 14 November 1797 at Kinnordy House, near Kirriemuir in Forfarshire, the eldest "
                "of ten children. He trained as a lawyer before turning to geology, was knighted "
                "in 1848, and is buried in Westminster Abbey."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the chemist who introduced the ph scale born",
        "Havrebjerg, Denmark",
        [
            D(
                "Carlsberg Laboratory: The Carlsberg Laboratory is a research centre in Copenhagen "
                "founded in 1875 by the brewer J. C. Jacobsen to study the science of brewing. Its "
                "scientists worked out a way to grow pure brewing yeast and a method for measuring "
                "nitrogen in proteins, and it is now run by the Carlsberg company."
            ),
            S(
                "pH: pH is a scale from about 0 to 14 that measures how acidic or basic a water "
                "solution is, with 7 neutral at room temperature. It was introduced in 1909 by the "
                "Danish chemist S. P. L. S\u00f8rensen at the Carlsberg Laboratory in Copenhagen, "
                "and each step on it marks a tenfold change in hydrogen ions."
            ),
            D(
                "Litmus: Litmus is a water-soluble mixture of dyes taken from certain lichens and "
                "one of the oldest acid\u2013base indicators in use. Paper soaked in it turns red "
                "in acid and blue in alkali, chemists have used it since the Middle Ages, and much "
                "of it was long produced in the Netherlands."
            ),
            D(
                "Henderson\u2013Hasselbalch equation: The Henderson\u2013Hasselbalch equation "
                "gives the pH of a buffer solution from the strength of its acid and the ratio of "
                "base to acid. Lawrence Joseph Henderson wrote a first form of it in 1908, and the "
                "Danish physician Karl Albert Hasselbalch put it in logarithmic terms in 1917."
            ),
            S(
                "S. P. L. S\u00f8rensen: S\u00f8ren Peter Lauritz S\u00f8rensen (1868 \u2013 1939) "
                "was a Danish chemist born in Havrebjerg, near Slagelse on the island of Zealand. "
                "From 1901 to 1938 he headed the chemistry department of the Carlsberg Laboratory "
                "in Copenhagen, where he studied proteins, amino acids and enzymes."
            ),
            D(
                "Johannes Nicolaus Br\u00f8nsted: Johannes Nicolaus Br\u00f8nsted (1879 \u2013 "
                "1947) was a Danish physical chemist born in Varde, in western Jutland, who taught "
                "at the University of Copenhagen. In 1923 he and the English chemist Thomas Lowry "
                "independently defined an acid as a substance that gives up a hydrogen ion."
            ),
            D(
                "Slagelse: Slagelse is a market town in western Zealand, Denmark, and the seat of "
                "a municipality of the same name. The Viking Age ring fortress of Trelleborg, "
                "built around 980, lies just west of the town, and St Michael's Church in its "
                "centre was built in the fourteenth century."
            ),
            D(
                "Universal indicator: A universal indicator is a mixture of several dyes that "
                "changes colour step by step across the whole pH scale, from red in strong acids "
                "through green at neutral to violet in strong alkalis. It is sold as a solution or "
                "as test papers and is widely used in schools and for testing garden soil."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the optician who mapped the dark lines in the spectrum of the Sun born?",
        "Straubing",
        [
            D(
                "William Hyde Wollaston: William Hyde Wollaston (1766 \u2013 1828) was an English "
                "chemist and physicist born in East Dereham, Norfolk, who discovered the metals "
                "palladium and rhodium in 1802 and 1804. He also found a way to work platinum into "
                "shapes and invented the camera lucida, a drawing aid for artists."
            ),
            D(
                "Fraunhofer Society: The Fraunhofer Society is a German research organisation for "
                "applied science, founded in Munich in 1949 and named after the optician Joseph "
                "von Fraunhofer. It runs more than 70 institutes across Germany, and one of them "
                "helped to develop the MP3 format for compressing sound."
            ),
            D(
                "Gustav Kirchhoff: Gustav Kirchhoff (1824 \u2013 1887) was a German physicist born "
                "in K\u00f6nigsberg, East Prussia, known for his laws of electric circuits. "
                "Working with Robert Bunsen at Heidelberg around 1859, he showed that the dark "
                "lines in sunlight match the bright lines given off by heated elements."
            ),
            D(
                "Benediktbeuern Abbey: Benediktbeuern Abbey is a former Benedictine monastery at "
                "the foot of the Alps in Upper Bavaria, founded in the eighth century. After it "
                "was dissolved in 1803, a glassworks in its buildings made fine optical glass for "
                "telescopes, and the abbey now belongs to the Salesians of Don Bosco."
            ),
            S(
                "Fraunhofer lines: The Fraunhofer lines are dark absorption lines in the spectrum "
                "of sunlight, caused by gases in the Sun's atmosphere that absorb particular "
                "colours. A few were noted by William Hyde Wollaston in 1802, but the German "
                "optician Joseph von Fraunhofer mapped hundreds of them from 1814."
            ),
            D(
                "Norman Lockyer: Sir Norman Lockyer (1836 \u2013 1920) was an English astronomer "
                "born in Rugby who in 1868 studied a yellow line in the spectrum of the Sun that "
                "matched no known element, and he named the new element helium. In 1869 he founded "
                "the journal Nature and edited it for fifty years."
            ),
            D(
                "Diffraction grating: A diffraction grating is an optical surface ruled with many "
                "fine, closely spaced parallel lines that spreads light into its colours more "
                "precisely than a prism. The American astronomer David Rittenhouse made an early "
                "one from hairs in 1785, and Fraunhofer built wire gratings in 1821."
            ),
            S(
                "Joseph von Fraunhofer: Joseph von Fraunhofer (1787 \u2013 1826) was a German "
                "optician and physicist born in Straubing, Bavaria, the son of a glazier. Orphaned "
                "young, he survived the collapse of his master's workshop in Munich in 1801, later "
                "ran the glassworks at Benediktbeuern, and died in Munich aged 39."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the biologist who wrote Silent Spring born?",
        "Springdale, Pennsylvania",
        [
            D(
                "DDT: DDT is a synthetic organochlorine compound first made in 1874, whose power "
                "as an insecticide was found in 1939 by the Swiss chemist Paul Hermann "
                "M\u00fcller. It was widely sprayed against the mosquitoes that carry malaria, but "
                "it builds up in food chains and thins the eggshells of birds of prey."
            ),
            S(
                "Silent Spring: Silent Spring is a book by the American marine biologist Rachel "
                "Carson, published in 1962, about the harm done to wildlife by synthetic "
                "pesticides such as DDT. It stirred a wide public debate and is often credited "
                "with starting the modern environmental movement in the United States."
            ),
            D(
                "The Sea Around Us: The Sea Around Us is a book about the oceans by Rachel Carson, "
                "published in 1951, describing the birth of the seas, their tides and currents and "
                "the life within them. It stayed on The New York Times best-seller list for 86 "
                "weeks and won the National Book Award for Nonfiction in 1952."
            ),
            S(
                "Rachel Carson: Rachel Carson (1907 \u2013 1964) was an American marine biologist "
                "and writer born on 27 May 1907 in Springdale, Pennsylvania, on the Allegheny "
                "River. She worked for the US Fish and Wildlife Service, won a wide readership "
                "with The Sea Around Us in 1951, and died at Silver Spring, Maryland."
            ),
            D(
                "Environmental Protection Agency: The Environmental Protection Agency is an agency "
                "of the United States federal government, set up in December 1970 under President "
                "Richard Nixon to protect human health and the environment. Its first head, "
                "William Ruckelshaus, banned most uses of DDT on crops in 1972."
            ),
            D(
                "Silver Spring, Maryland: Silver Spring is a large unincorporated community in "
                "Montgomery County, Maryland, just north of Washington, D.C. It takes its name "
                "from a spring flecked with mica that the newspaper editor Francis Preston Blair "
                "found there in 1840, and it grew quickly as a suburb after 1945."
            ),
            D(
                "The Everglades: River of Grass: The Everglades: River of Grass is a 1947 book by "
                "the American journalist Marjory Stoneman Douglas, born in Minneapolis, that "
                "described the Everglades of Florida as a slow-moving river rather than a "
                "worthless swamp, and it changed how many Americans saw wetlands."
            ),
            D(
                "Paul Hermann M\u00fcller: Paul Hermann M\u00fcller (1899 \u2013 1965) was a Swiss "
                "chemist who, working for the firm J. R. Geigy in Basel, discovered in 1939 that "
                "DDT kills insects on contact. He received the Nobel Prize in Physiology or "
                "Medicine in 1948, a rare honour for a chemist in industry."
            ),
        ],
        drop=1,
    ),
]
