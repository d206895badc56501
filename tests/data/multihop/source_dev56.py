"""Development multi-hop questions, batch 56.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev54.py) for the format and to choose
subjects none of them asks about. The held-out sources were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 291 characters, mean distractor 290 characters; a
support is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The zinnia is named after a German botanist born in which town?",
        "Schwabach",
        [
            D(
                "Cosmos (plant): Cosmos is a genus of about 36 species in the daisy family, native "
                "to scrub and meadows in Mexico and the American tropics. Spanish priests grew "
                "them in mission gardens and named them after the Greek word kosmos, order or "
                "ornament, and Cosmos bipinnatus is now a common garden annual."
            ),
            D(
                "Albrecht von Haller: Albrecht von Haller (1708 \u2013 1777) was a Swiss "
                "anatomist, physiologist and poet born in Bern. He taught at the new University of "
                "G\u00f6ttingen from 1736 to 1753, where he laid out its botanical garden and "
                "anatomical theatre, and his Elementa physiologiae ran to eight volumes."
            ),
            S(
                "Zinnia: Zinnia is a genus of annual and perennial plants in the daisy family, "
                "Asteraceae, native to scrub and dry grassland from the south-western United "
                "States to South America, with most of its species in Mexico. It is named in "
                "honour of the German anatomist and botanist Johann Gottfried Zinn."
            ),
            D(
                "Zonule of Zinn: The zonule of Zinn, or ciliary zonule, is a ring of fine fibres "
                "that holds the lens of the eye in place and ties it to the ciliary body. Changes "
                "in its tension alter the shape of the lens as the eye focuses, and it bears the "
                "name of the anatomist who described it in 1755."
            ),
            D(
                "University of G\u00f6ttingen: The Georg August University of G\u00f6ttingen is a "
                "public university in Lower Saxony, Germany, founded in 1734 by George II of Great "
                "Britain in his role as Elector of Hanover and opened in 1737. Its botanical "
                "garden, laid out in 1736, is one of the oldest in Germany."
            ),
            S(
                "Johann Gottfried Zinn: Johann Gottfried Zinn (1727 \u2013 1759) was a German "
                "anatomist and botanist born on 4 December 1727 in Schwabach, in Franconia. A "
                "professor at G\u00f6ttingen and head of its botanical garden, he published the "
                "first full anatomy of the human eye in 1755 and died at the age of 31."
            ),
            D(
                "Echinacea: Echinacea is a genus of ten species of herbaceous plants in the daisy "
                "family, known as coneflowers and native to the prairies and open woods of eastern "
                "and central North America. Their purple or pink petals droop around a spiny, "
                "cone-shaped centre, and the Plains peoples used them as medicine."
            ),
            D(
                "Common sunflower: The common sunflower, Helianthus annuus, is a tall annual in "
                "the daisy family that was domesticated in North America more than 4,000 years "
                "ago. Grown across the world for its oil-rich seeds, it can reach three metres, "
                "and its young flower heads turn to follow the Sun across the sky."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Kirtland's warbler is named after a naturalist born in which Connecticut town?",
        "Wallingford",
        [
            D(
                "Kirtland, Ohio: Kirtland is a city in Lake County, Ohio, about 30 kilometres east "
                "of Cleveland. In the 1830s it was the centre of the Latter Day Saint movement, "
                "whose followers under Joseph Smith built the Kirtland Temple there, dedicated in "
                "March 1836 and still standing on its hill above the river."
            ),
            S(
                "Jared Potter Kirtland: Jared Potter Kirtland (1793 \u2013 1877) was an American "
                "physician, naturalist and politician born on 10 November 1793 in Wallingford, "
                "Connecticut. He moved to Ohio, sat in the state legislature, taught medicine in "
                "Cleveland and kept a farm with fine orchards at Rockport, west of the city."
            ),
            D(
                "Spencer Fullerton Baird: Spencer Fullerton Baird (1823 \u2013 1887) was an "
                "American ornithologist and naturalist born in Reading, Pennsylvania. He joined "
                "the Smithsonian Institution as assistant secretary in 1850, became its second "
                "secretary in 1878, and described and named many North American birds."
            ),
            D(
                "Jack pine: The jack pine, Pinus banksiana, is a small North American pine that "
                "grows from the Northwest Territories east to Nova Scotia and south to the Great "
                "Lakes. Its cones can stay sealed for years until the heat of a forest fire opens "
                "them, so that dense young stands spring up on burned ground."
            ),
            S(
                "Kirtland's warbler: Kirtland's warbler, Setophaga kirtlandii, is a small songbird "
                "of the New World warbler family that nests almost only in young jack pine in the "
                "north of Michigan's Lower Peninsula and spends the winter in the Bahamas. It was "
                "named in 1852 after the naturalist Jared Potter Kirtland."
            ),
            D(
                "Cerulean warbler: The cerulean warbler, Setophaga cerulea, is a small sky-blue "
                "songbird of the New World warbler family. It breeds high in the canopy of mature "
                "broadleaf forest in eastern North America, winters on the slopes of the northern "
                "Andes, and its numbers have fallen steeply since the 1960s."
            ),
            D(
                "Kirtland Air Force Base: Kirtland Air Force Base is a United States Air Force "
                "base in the south-east of Albuquerque, New Mexico, beside the Sandia Mountains. "
                "It is named after Colonel Roy C. Kirtland, an early army aviator, and it is home "
                "to laboratories of the Air Force and of the Department of Energy."
            ),
            D(
                "Bachman's warbler: Bachman's warbler was a small songbird of the New World "
                "warbler family that bred in swampy canebrakes of the south-eastern United States "
                "and wintered in Cuba. Named after the Lutheran pastor John Bachman, it was last "
                "confirmed in the 1960s and was declared extinct in 2023."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Brewster's angle is named after a Scottish physicist who invented which optical toy?",
        "the kaleidoscope",
        [
            D(
                "Snell's law: Snell's law gives the relation between the angles of incidence and "
                "refraction when light passes from one medium into another, such as from air into "
                "water. It is named after the Dutch astronomer Willebrord Snellius of Leiden, who "
                "found it in 1621, though Ibn Sahl had set it out in 984."
            ),
            D(
                "Zoetrope: The zoetrope is an optical toy in which a strip of pictures inside a "
                "slotted, spinning drum seems to move when seen through the slots. The modern form "
                "was devised in 1834 by the English mathematician William George Horner, who "
                "called it the daedaleum, and it sold widely from the 1860s."
            ),
            S(
                "David Brewster: Sir David Brewster (1781 \u2013 1868) was a Scottish physicist "
                "born in Jedburgh who studied the polarisation of light. He invented the "
                "kaleidoscope in 1816 and patented it the next year, designed a lens stereoscope, "
                "and was principal of the University of Edinburgh from 1859."
            ),
            D(
                "\u00c9tienne-Louis Malus: \u00c9tienne-Louis Malus (1775 \u2013 1812) was a "
                "French army engineer and physicist born in Paris. In 1808, looking through a "
                "crystal of Iceland spar at sunlight reflected from the windows of the Luxembourg "
                "Palace, he found that reflection polarises light; Malus's law is his."
            ),
            D(
                "Thaumatrope: The thaumatrope is an optical toy popular in the 19th century: a "
                "card disc with a picture on each side, such as a bird and an empty cage, which "
                "seem to merge into one when the disc is twirled on two strings. The London "
                "physician John Ayrton Paris brought it to the public in 1825."
            ),
            D(
                "Phenakistiscope: The phenakistiscope was an early animation device made in 1832 "
                "by the Belgian physicist Joseph Plateau. A slotted disc of drawings was spun in "
                "front of a mirror, and the viewer, looking through the passing slots, saw the "
                "figures move; it was among the first devices to show fluid motion."
            ),
            S(
                "Brewster's angle: Brewster's angle, or the polarisation angle, is the angle of "
                "incidence at which light of one polarisation passes through a surface without "
                "being reflected, so that the reflected light is fully polarised. For glass in air "
                "it is about 56 degrees, and it was described by David Brewster in 1815."
            ),
            D(
                "Stereoscope: The stereoscope shows a pair of slightly different pictures, one to "
                "each eye, so that they fuse into a single scene with depth. The English scientist "
                "Charles Wheatstone described a mirror version in 1838, and hand-held viewers of "
                "stereo cards became a common parlour pastime in the Victorian era."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the seebeck effect is named after a physicist born in which city",
        "Reval (now Tallinn)",
        [
            S(
                "Seebeck effect: The Seebeck effect is the appearance of a voltage in a circuit of "
                "two different conductors when their two junctions are kept at different "
                "temperatures. It underlies the thermocouple, and it is named after the physicist "
                "Thomas Johann Seebeck, who reported it to the Berlin academy in 1821."
            ),
            D(
                "Peltier effect: The Peltier effect is the heating or cooling of the junction of "
                "two different conductors when an electric current flows across it, the reverse of "
                "the thermoelectric voltage. It was found in 1834 by a French watchmaker turned "
                "physicist, and it drives small solid-state coolers and fridges."
            ),
            D(
                "Jean Charles Athanase Peltier: Jean Charles Athanase Peltier (1785 \u2013 1845) "
                "was a French physicist born in Ham, in the Somme department. He worked as a "
                "watchmaker until about the age of 30 and then gave himself to science, studying "
                "electricity, the weather and the heat produced by currents."
            ),
            D(
                "Thermocouple: A thermocouple is a temperature sensor made of two wires of "
                "different metals joined at one end. The small voltage it gives depends on the "
                "difference in temperature along the wires, and common types such as type K, of "
                "chromel and alumel, work from far below freezing to well over 1,000 degrees."
            ),
            D(
                "Thomson effect: The Thomson effect is the heating or cooling of a single "
                "conductor that carries a current along which the temperature changes. It was "
                "predicted in 1851 and later observed by William Thomson, afterwards Lord Kelvin, "
                "at the University of Glasgow, who linked the older thermoelectric effects."
            ),
            D(
                "Radioisotope thermoelectric generator: A radioisotope thermoelectric generator "
                "turns the heat of decaying plutonium-238 into electricity through banks of "
                "thermocouples. Having no moving parts, such generators have powered the Pioneer "
                "probes, the Apollo surface experiments and the Curiosity rover on Mars."
            ),
            S(
                "Thomas Johann Seebeck: Thomas Johann Seebeck (1770 \u2013 1831) was a Baltic "
                "German physicist born on 9 April 1770 in Reval, now Tallinn, the capital of "
                "Estonia. He studied medicine in Berlin and G\u00f6ttingen, worked on colour with "
                "Goethe in Jena, and later became a member of the Berlin academy."
            ),
            D(
                "Thermopile: A thermopile is a set of thermocouples wired in series so that their "
                "small voltages add up. Leopoldo Nobili and Macedonio Melloni built early ones "
                "around 1830 to measure radiant heat, and modern thermopiles sense infrared light "
                "in the forehead thermometers used by doctors and at airports."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Japanese prefecture in which Lake Biwa lies?",
        "\u014ctsu",
        [
            D(
                "Lake Kasumigaura: Lake Kasumigaura is the second-largest lake in Japan, covering "
                "about 220 square kilometres in the south of Ibaraki Prefecture, north-east of "
                "Tokyo. Shallow and once slightly salty, it is fished for smelt and ringed by "
                "lotus-root fields, and the prefectural capital, Mito, lies to its north."
            ),
            D(
                "Hikone Castle: Hikone Castle is a castle completed in 1622 on a hill above the "
                "eastern shore of Lake Biwa. One of only twelve castles in Japan whose keep has "
                "survived from the Edo period, it was the seat of the Ii clan, and its keep is "
                "listed as a National Treasure of Japan."
            ),
            D(
                "Lake Biwa Canal: The Lake Biwa Canal is a waterway built between 1885 and 1890 to "
                "carry water from the lake through hill tunnels to Kyoto. It gave the old capital "
                "drinking water and, from 1891, power from Japan's first commercial hydroelectric "
                "station at Keage, and its cherry-lined banks draw walkers in spring."
            ),
            S(
                "Lake Biwa: Lake Biwa is the largest freshwater lake in Japan, with an area of "
                "about 670 square kilometres, lying north-east of Kyoto in Shiga Prefecture. Among "
                "the oldest lakes on Earth, perhaps four million years old, it supplies drinking "
                "water to some 14 million people in the Kansai region."
            ),
            D(
                "Kyoto Prefecture: Kyoto Prefecture is a prefecture in the Kansai region of "
                "Honshu, Japan, reaching from the coast of the Sea of Japan to the hills south of "
                "its capital, Kyoto. The city was the seat of the emperors from 794 to 1869, and "
                "its many temples include Kinkaku-ji and Kiyomizu-dera."
            ),
            D(
                "Lake Inawashiro: Lake Inawashiro is the fourth-largest lake in Japan, at about "
                "103 square kilometres, lying at the foot of the volcano Mount Bandai in Fukushima "
                "Prefecture. Its clear, slightly acid water mirrors the mountain, and thousands of "
                "whooper swans spend the winter along its northern shore."
            ),
            S(
                "Shiga Prefecture: Shiga Prefecture is a landlocked prefecture in the Kansai "
                "region of Honshu, Japan, set in a basin of mountains around Lake Biwa, which "
                "covers about a sixth of its area. Its capital and largest city is \u014ctsu, on "
                "the southern tip of the lake, next to the city of Kyoto."
            ),
            D(
                "Mie Prefecture: Mie Prefecture is a prefecture of central Japan on the eastern "
                "side of the Kii Peninsula, facing Ise Bay. Its capital is Tsu, and it is home to "
                "the Ise Grand Shrine, the most sacred shrine of Shinto, and to the Suzuka "
                "Circuit, where the Japanese Grand Prix is held."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "highest mountain of the country whose capital is andorra la vella",
        "Coma Pedrosa",
        [
            D(
                "San Marino: San Marino is a landlocked microstate of about 61 square kilometres "
                "surrounded by Italy, near the Adriatic coast. Its capital, the City of San "
                "Marino, sits on Monte Titano, the highest point of the country at 739 metres, and "
                "it claims to be the oldest republic in the world, founded in 301."
            ),
            S(
                "Andorra: Andorra is a landlocked principality of about 468 square kilometres in "
                "the eastern Pyrenees, bordered by France and Spain. Its co-princes are the Bishop "
                "of Urgell and the President of France, and its highest point is Coma Pedrosa, at "
                "2,942 metres, in the north-west of the country."
            ),
            D(
                "Pica d'Estats: Pica d'Estats is a mountain of 3,143 metres on the border between "
                "France and Spain in the eastern Pyrenees. It is the highest peak of Catalonia, "
                "and its Spanish side lies within the Alt Pirineu Natural Park, the largest "
                "natural park in Catalonia, at the head of the Vallferrera valley."
            ),
            D(
                "Escaldes-Engordany: Escaldes-Engordany is one of the seven parishes of Andorra, "
                "lying beside the capital where the Valira rivers meet. Named after its hot "
                "springs, it is home to Caldea, a large thermal spa under a glass spire that "
                "opened in 1994, and to busy streets of duty-free shops."
            ),
            D(
                "Monaco: Monaco is a sovereign city-state on the French Riviera, about two square "
                "kilometres in area and the most densely populated country in the world. Ruled by "
                "the House of Grimaldi since 1297, it is known for the Monte Carlo Casino and its "
                "Grand Prix, and its highest point lies on the slopes of Mont Agel."
            ),
            D(
                "La Seu d'Urgell: La Seu d'Urgell is a town of about 12,000 people in Catalonia, "
                "Spain, on the Segre river a few kilometres south of the Andorran border. It is "
                "the seat of the Bishop of Urgell, who is also a co-prince of the neighbouring "
                "principality, and its cathedral of Santa Maria dates from the 12th century."
            ),
            D(
                "Pic du Canigou: The Pic du Canigou is a mountain of 2,784 metres in the eastern "
                "Pyrenees of France, in the Pyr\u00e9n\u00e9es-Orientales department. Long thought "
                "to be the highest peak of the range, it is sacred to the Catalans, who light a "
                "fire on its summit each midsummer eve."
            ),
            S(
                "Andorra la Vella: Andorra la Vella is the capital of the Principality of Andorra, "
                "a small state in the eastern Pyrenees between France and Spain. At about 1,023 "
                "metres above sea level it is the highest capital city in Europe, and it lies in "
                "the valley of the Gran Valira, a tributary of the Segre."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Australian state in which the Twelve Apostles stand?",
        "Melbourne",
        [
            D(
                "Great Ocean Road: The Great Ocean Road is a coastal road of 243 kilometres "
                "between Torquay and Allansford in south-eastern Australia. Built between 1919 and "
                "1932 by soldiers home from the First World War, it is counted as the largest war "
                "memorial in the world, dedicated to those who died in that war."
            ),
            D(
                "Remarkable Rocks: Remarkable Rocks are a cluster of weathered granite boulders on "
                "a dome above the sea in Flinders Chase National Park on Kangaroo Island, South "
                "Australia. Streaked orange by lichen, the rock is some 500 million years old, and "
                "the state capital, Adelaide, lies across the water to the north-east."
            ),
            S(
                "Victoria (state): Victoria is a state in the south-east of Australia, the "
                "smallest of the mainland states and the most densely populated. It was separated "
                "from New South Wales in 1851, the year gold was found at Ballarat and Bendigo, "
                "and its capital and largest city is Melbourne, on Port Phillip Bay."
            ),
            D(
                "London Arch: London Arch, called London Bridge until 1990, is a sea arch off the "
                "coast of Port Campbell National Park. On 15 January 1990 the span joining it to "
                "the mainland fell into the sea, stranding two visitors on the outer part, who had "
                "to be lifted off by a police helicopter."
            ),
            D(
                "Three Sisters (Australia): The Three Sisters are a trio of sandstone peaks above "
                "the Jamison Valley at Echo Point, Katoomba, in the Blue Mountains of New South "
                "Wales. An Aboriginal legend tells of three sisters turned to stone, and the state "
                "capital, Sydney, lies about 100 kilometres to the east."
            ),
            S(
                "Twelve Apostles (Victoria): The Twelve Apostles are a group of limestone stacks "
                "rising from the Southern Ocean off Port Campbell National Park, beside the Great "
                "Ocean Road in Victoria, Australia. Cut from the cliffs by the waves, there were "
                "never twelve; one of the nine collapsed in July 2005."
            ),
            D(
                "Loch Ard Gorge: Loch Ard Gorge is a narrow inlet in Port Campbell National Park "
                "named after the clipper Loch Ard, which struck nearby Mutton Bird Island in June "
                "1878 at the end of its voyage from England. Of the 54 people on board only two "
                "lived, the apprentice Tom Pearce and the passenger Eva Carmichael."
            ),
            D(
                "Old Harry Rocks: Old Harry Rocks are two chalk stacks at Handfast Point on the "
                "Isle of Purbeck in Dorset, England, marking the eastern end of the Jurassic "
                "Coast. A third stack, Old Harry's Wife, fell into the sea in 1896, and the rocks "
                "look across the bay towards the Needles off the Isle of Wight."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Mexican state where the centre of the Chicxulub crater lies?",
        "M\u00e9rida",
        [
            D(
                "Campeche: Campeche is a state of Mexico on the western side of the Yucat\u00e1n "
                "Peninsula, facing the Gulf of Mexico. Its capital, San Francisco de Campeche, was "
                "walled against pirates in the 17th and 18th centuries, and the forests of its "
                "south hide the great Maya city of Calakmul."
            ),
            D(
                "Vredefort crater: The Vredefort crater in South Africa is the largest verified "
                "impact structure on Earth, first perhaps 250 to 300 kilometres across. It was "
                "made about two billion years ago, and the Vredefort Dome, a ring of hills "
                "south-west of Johannesburg, became a World Heritage Site in 2005."
            ),
            D(
                "Popigai crater: The Popigai crater in northern Siberia is an impact crater about "
                "100 kilometres wide, made some 35.7 million years ago. The shock of the impact "
                "turned graphite in the rocks into tiny diamonds, and in 2012 Russian scientists "
                "said it held trillions of carats of them."
            ),
            S(
                "Chicxulub crater: The Chicxulub crater is an impact crater about 180 kilometres "
                "wide buried under the Yucat\u00e1n Peninsula, with its centre near the coastal "
                "town of Chicxulub in the Mexican state of Yucat\u00e1n. It was made some 66 "
                "million years ago by an asteroid about ten kilometres across."
            ),
            D(
                "Cretaceous\u2013Paleogene extinction event: About 66 million years ago three "
                "quarters of the plant and animal species on Earth died out, among them all "
                "dinosaurs other than birds. In 1980 Luis and Walter Alvarez blamed an asteroid "
                "impact, having found a clay layer rich in iridium at Gubbio in Italy."
            ),
            D(
                "Quintana Roo: Quintana Roo is a state of Mexico on the eastern side of the "
                "Yucat\u00e1n Peninsula, along the Caribbean Sea. Its capital is Chetumal, on a "
                "bay in the far south, while its largest city, Canc\u00fan, grew from a small "
                "fishing village after 1970 into one of the busiest resorts in the Americas."
            ),
            D(
                "N\u00f6rdlinger Ries: The N\u00f6rdlinger Ries is an impact crater about 24 "
                "kilometres wide in western Bavaria, Germany, made some 14.8 million years ago. "
                "The walled town of N\u00f6rdlingen stands inside it, its church is built of "
                "impact rock, and Apollo astronauts trained there in 1970."
            ),
            S(
                "Yucat\u00e1n (state): Yucat\u00e1n is one of the 31 states of Mexico, covering "
                "the north of the Yucat\u00e1n Peninsula along the Gulf of Mexico. A flat "
                "limestone plain dotted with cenotes and Maya ruins such as Chich\u00e9n "
                "Itz\u00e1, it has as its capital and largest city M\u00e9rida, founded in 1542 on "
                "the site of the Maya town of T'h\u00f3."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "capital of the brazilian state that contains len\u00e7\u00f3is maranhenses national park",
        "S\u00e3o Lu\u00eds",
        [
            D(
                "Jericoacoara National Park: Jericoacoara National Park is a protected stretch of "
                "dunes, lagoons and beaches on the coast of Cear\u00e1 in north-eastern Brazil. "
                "The fishing village of Jericoacoara inside it became a haunt of windsurfers and "
                "kite surfers, and the state capital, Fortaleza, is about 300 kilometres away."
            ),
            D(
                "White Sands National Park: White Sands National Park in New Mexico protects the "
                "largest field of gypsum dunes in the world, covering about 710 square kilometres "
                "of the Tularosa Basin. Made a national monument in 1933 and a national park in "
                "2019, it lies within the White Sands Missile Range."
            ),
            S(
                "Maranh\u00e3o: Maranh\u00e3o is a state in north-eastern Brazil, on the Atlantic "
                "coast between the Amazon forest and the dry sert\u00e3o. Its capital, S\u00e3o "
                "Lu\u00eds, stands on an island in a wide bay and was founded by the French in "
                "1612, and the old tiled centre of the city is a World Heritage Site."
            ),
            D(
                "Chapada Diamantina National Park: Chapada Diamantina National Park is a park of "
                "table mountains, caves and waterfalls in the middle of the state of Bahia, "
                "Brazil, created in 1985. Diamonds found there in the 1840s drew miners to towns "
                "such as Len\u00e7\u00f3is, and the state capital is Salvador."
            ),
            D(
                "Fernando de Noronha: Fernando de Noronha is an archipelago of 21 volcanic islands "
                "in the Atlantic, about 350 kilometres off the north-eastern tip of Brazil. It "
                "belongs to the state of Pernambuco, whose capital is Recife, and its marine park "
                "is home to spinner dolphins and nesting sea turtles."
            ),
            D(
                "Piau\u00ed: Piau\u00ed is a state in north-eastern Brazil with only a short "
                "stretch of Atlantic coast. Its capital, Teresina, lies far inland, the only state "
                "capital of the north-east away from the sea, and the Serra da Capivara National "
                "Park in its south holds thousands of prehistoric rock paintings."
            ),
            S(
                "Len\u00e7\u00f3is Maranhenses National Park: Len\u00e7\u00f3is Maranhenses "
                "National Park is a protected area of about 1,550 square kilometres on the "
                "Atlantic coast of the state of Maranh\u00e3o, Brazil. Its white dunes catch the "
                "rain of January to June in thousands of clear lagoons; it was created in 1981."
            ),
            D(
                "Erg Chebbi: Erg Chebbi is a sea of wind-blown sand dunes in the Sahara in "
                "south-eastern Morocco, near the village of Merzouga and the border with Algeria. "
                "Its orange dunes rise to about 150 metres above the stony plain, and visitors "
                "cross them on camels to spend the night in desert camps."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Forsythia is named after a Scottish gardener who helped found which society in 1804?",
        "the Royal Horticultural Society",
        [
            D(
                "Linnean Society of London: The Linnean Society of London is a learned society for "
                "natural history founded in 1788 by the botanist James Edward Smith. It keeps the "
                "collections of the Swedish naturalist after whom it is named, which Smith bought "
                "in 1784, and in 1858 it heard the first papers on natural selection."
            ),
            D(
                "Chelsea Physic Garden: Chelsea Physic Garden is a walled botanical garden in "
                "Chelsea, London, founded in 1673 by the Worshipful Society of Apothecaries to "
                "grow medicinal plants. Under Philip Miller, its gardener from 1722 to 1770, it "
                "became one of the most richly stocked gardens in the world."
            ),
            D(
                "Lilac: Syringa, the lilacs, is a genus of about twelve species of shrubs and "
                "small trees in the olive family, native to woods and scrub from south-eastern "
                "Europe to eastern Asia. The common lilac, Syringa vulgaris, from the Balkans, is "
                "grown across the temperate world for its scented spring flowers."
            ),
            S(
                "Forsythia: Forsythia is a genus of about eleven species of shrubs in the olive "
                "family, Oleaceae, most of them native to eastern Asia and one to south-eastern "
                "Europe. Their bright yellow flowers open in early spring before the leaves, and "
                "the genus is named after the Scottish gardener William Forsyth."
            ),
            D(
                "Winter jasmine: Winter jasmine, Jasminum nudiflorum, is a shrub of the olive "
                "family native to China. Its arching green stems bear bright yellow flowers from "
                "November to March, before the leaves appear, and it was brought to Britain in "
                "1844 by the Scottish plant hunter Robert Fortune."
            ),
            D(
                "Magnolia: Magnolia is a large genus of about 210 species of flowering trees and "
                "shrubs, named by the French botanist Charles Plumier after Pierre Magnol, a "
                "professor of botany at Montpellier. It is an ancient group that arose before "
                "bees, and its flowers are pollinated mostly by beetles."
            ),
            D(
                "Royal Botanic Gardens, Kew: The Royal Botanic Gardens, Kew, in south-west London, "
                "grew from a garden laid out in 1759 for Augusta, Princess of Wales. With its Palm "
                "House of 1848, it holds one of the largest collections of living plants in the "
                "world, and it became a World Heritage Site in 2003."
            ),
            S(
                "William Forsyth (botanist): William Forsyth (1737 \u2013 1804) was a Scottish "
                "gardener born in Oldmeldrum, Aberdeenshire. He ran the Chelsea Physic Garden from "
                "1771 and then the royal gardens at Kensington, and in 1804 he was a founder of "
                "the Horticultural Society of London, now the Royal Horticultural Society."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Bewick's swan is named after an engraver best known for which illustrated book?",
        "A History of British Birds",
        [
            S(
                "Thomas Bewick: Thomas Bewick (1753 \u2013 1828) was an English wood engraver and "
                "naturalist born at Cherryburn, near Mickley in Northumberland. He is best known "
                "for A History of British Birds, issued in two volumes in 1797 and 1804, whose "
                "small, lively engravings were cut into the end grain of boxwood."
            ),
            D(
                "Whooper swan: The whooper swan, Cygnus cygnus, is a large swan with a yellow and "
                "black bill that breeds from Iceland across northern Europe and Asia. It is the "
                "national bird of Finland, and thousands winter on lakes in Japan, Britain and "
                "Ireland, calling to one another with loud, bugling notes."
            ),
            D(
                "Trumpeter swan: The trumpeter swan, Cygnus buccinator, is the largest native "
                "waterfowl of North America, with a wingspan of up to three metres. Hunted almost "
                "to extinction for its feathers and skin, it fell to fewer than 70 known birds in "
                "1933 before protection allowed it to recover."
            ),
            D(
                "Slimbridge Wetland Centre: Slimbridge Wetland Centre is a nature reserve on the "
                "Severn estuary in Gloucestershire, England, founded in 1946 by the naturalist and "
                "painter Peter Scott. Its staff have long studied the swans that winter there, "
                "each of which can be told apart by the pattern on its bill."
            ),
            D(
                "William Yarrell: William Yarrell (1784 \u2013 1856) was an English zoologist, "
                "bookseller and newsagent born in London. A leading member of the Zoological "
                "Society, he wrote A History of British Fishes in 1836, and the British race of "
                "the pied wagtail, Motacilla alba yarrellii, bears his name."
            ),
            S(
                "Bewick's swan: Bewick's swan, Cygnus columbianus bewickii, is the Eurasian form "
                "of the tundra swan, the smallest swan seen in Europe. It breeds on the Arctic "
                "tundra of Russia and winters in western Europe and East Asia, and it was named in "
                "1830 in memory of the engraver Thomas Bewick."
            ),
            D(
                "Mute swan: The mute swan, Cygnus olor, is a large white swan with an orange bill "
                "found across much of Europe and Asia. In England the Crown may claim unmarked "
                "mute swans on open water, and each July the birds on stretches of river west of "
                "London are counted in the old ceremony of swan upping."
            ),
            D(
                "Black swan: The black swan, Cygnus atratus, is a large waterbird with black "
                "feathers and a red bill that breeds mainly in the south-east and south-west of "
                "Australia. It is the state bird of Western Australia, and Dutch sailors first saw "
                "it on the west coast of the continent in 1697."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which element was discovered first, iodine or bromine?",
        "iodine",
        [
            D(
                "Iodised salt: Iodised salt is table salt mixed with a small amount of an iodine "
                "compound to prevent goitre and the other effects of too little iodine in the "
                "diet. Switzerland began adding it in 1922 and the United States in 1924, and "
                "today most households in the world use it."
            ),
            S(
                "Bromine: Bromine is a chemical element with the symbol Br and atomic number 35, "
                "the only non-metal that is liquid at room temperature, a fuming red-brown liquid. "
                "It was found independently by Carl Jacob L\u00f6wig in 1825 and by Antoine "
                "J\u00e9r\u00f4me Balard, who announced it in 1826."
            ),
            D(
                "Potassium bromide: Potassium bromide, KBr, is a white salt that became the first "
                "widely used drug for epilepsy after the English physician Charles Locock reported "
                "its effect in 1857. Bromide sedatives stayed common into the early 20th century, "
                "and vets still give it to dogs with seizures."
            ),
            D(
                "Tennessine: Tennessine is a synthetic chemical element with the symbol Ts and "
                "atomic number 117, the heaviest known member of the halogen group. It was first "
                "made in 2010 by a Russian and American team at Dubna, using berkelium from Oak "
                "Ridge, and it is named after the state of Tennessee."
            ),
            D(
                "Cadmium: Cadmium is a chemical element with the symbol Cd and atomic number 48, a "
                "soft bluish-white metal. The German chemist Friedrich Stromeyer found it in 1817 "
                "as an impurity in zinc carbonate while inspecting pharmacies, and it was long "
                "used in nickel-cadmium batteries and yellow paints."
            ),
            D(
                "Kelp: Kelps are large brown seaweeds of the order Laminariales that grow in "
                "underwater forests along cool, rocky coasts. In the 18th and 19th centuries they "
                "were burned on the shores of Scotland and Brittany for their ash, a source of "
                "soda for glass and soap and later of iodine."
            ),
            S(
                "Iodine: Iodine is a chemical element with the symbol I and atomic number 53, a "
                "dark violet-grey solid that gives off a violet vapour when warmed. The French "
                "chemist Bernard Courtois discovered it in 1811 in the ash of seaweed while making "
                "saltpetre for the armies of Napoleon."
            ),
            D(
                "Tyrian purple: Tyrian purple is a deep reddish-purple dye made in antiquity from "
                "the glands of murex sea snails at Tyre and other Phoenician ports. Thousands of "
                "snails gave a single gram, so it was worn by emperors, and in 1909 its colouring "
                "matter was shown to be a bromine compound of indigo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the king cobra and the black mamba both elapids",
        "yes",
        [
            D(
                "Reticulated python: The reticulated python, Malayopython reticulatus, is a large "
                "constricting snake of the family Pythonidae found in the forests of South-east "
                "Asia. The longest snake in the world, it can pass seven metres, and it is not "
                "venomous but kills its prey by squeezing it."
            ),
            S(
                "King cobra: The king cobra, Ophiophagus hannah, is a venomous snake of the family "
                "Elapidae found in the forests of South and South-east Asia. The longest venomous "
                "snake in the world, reaching more than five metres, it feeds mostly on other "
                "snakes, and the female builds a nest of leaves for her eggs."
            ),
            D(
                "Eastern green mamba: The eastern green mamba, Dendroaspis angusticeps, is a "
                "slender, bright green tree snake of the coastal forests of East Africa, from "
                "Kenya to Mozambique. Shy and rarely seen on the ground, it hunts birds and their "
                "eggs, and its venom acts on the nerves."
            ),
            D(
                "Gaboon viper: The Gaboon viper, Bitis gabonica, is a heavy-bodied venomous snake "
                "of the family Viperidae that lives on the floor of the rainforests of central and "
                "West Africa. Patterned like dead leaves, it has the longest fangs of any snake, "
                "up to five centimetres, and the largest venom yield."
            ),
            D(
                "Boomslang: The boomslang, Dispholidus typus, is a venomous tree snake of the "
                "family Colubridae found in sub-Saharan Africa, with large eyes and grooved fangs "
                "at the back of its mouth. In 1957 its bite killed the American herpetologist Karl "
                "Patterson Schmidt, who wrote notes on his symptoms as he died."
            ),
            D(
                "Indian cobra: The Indian cobra, Naja naja, is a venomous snake of South Asia, "
                "known for the spectacle-shaped mark on the back of its hood. It is one of the big "
                "four snakes that cause most snakebite deaths in India, and it has long been used "
                "by snake charmers, who play to it on a pipe."
            ),
            D(
                "Indian grey mongoose: The Indian grey mongoose, Urva edwardsii, is a small "
                "carnivore of South Asia and the Middle East, quick enough to fight and kill "
                "cobras and partly resistant to their venom. Rudyard Kipling made one the hero of "
                "his 1894 story Rikki-Tikki-Tavi."
            ),
            S(
                "Black mamba: The black mamba, Dendroaspis polylepis, is a large, fast venomous "
                "snake of the family Elapidae native to the savannas and rocky hills of southern "
                "and eastern Africa. Named for the inky black inside of its mouth rather than its "
                "grey-brown skin, it can grow to about three metres."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which river is longer, the Brahmaputra or the Irrawaddy?",
        "the Brahmaputra",
        [
            S(
                "Irrawaddy River: The Irrawaddy is the largest river of Myanmar, flowing about "
                "2,170 kilometres from the meeting of the N'Mai and Mali rivers in Kachin State "
                "south past Mandalay to a wide delta on the Andaman Sea. Since colonial times it "
                "has been the chief trade route of the country."
            ),
            D(
                "Chindwin River: The Chindwin is a river of Myanmar and the largest tributary of "
                "the Irrawaddy, rising in the hills of Kachin State and joining the main river "
                "near Myingyan. In 1944 Japanese armies crossed it to attack Imphal and Kohima, "
                "and Allied troops crossed it back that December."
            ),
            D(
                "Ganges: The Ganges is a river of about 2,525 kilometres that rises at the "
                "Gangotri Glacier in the western Himalayas and flows south-east across the plains "
                "of northern India into Bangladesh. Sacred to Hindus, it passes Varanasi and feeds "
                "a vast delta on the Bay of Bengal."
            ),
            D(
                "Meghna River: The Meghna is one of the three great rivers of the delta of Bengal. "
                "It rises in the hills of north-east India, crosses Bangladesh and takes in the "
                "Padma near Chandpur, and its broad estuary carries the combined waters of the "
                "delta out into the Bay of Bengal."
            ),
            D(
                "Teesta River: The Teesta is a river of about 414 kilometres that rises in the "
                "glaciers of northern Sikkim, runs through a deep valley past Rangpo and across "
                "West Bengal, and joins a larger river in Bangladesh. Sharing its water has long "
                "been a dispute between India and Bangladesh."
            ),
            S(
                "Brahmaputra River: The Brahmaputra is a river of about 2,900 kilometres that "
                "rises in south-western Tibet, where it is called the Yarlung Tsangpo, and bends "
                "around the eastern end of the Himalayas into Arunachal Pradesh and Assam. In "
                "Bangladesh it joins the Ganges to form a vast delta."
            ),
            D(
                "Yarlung Tsangpo Grand Canyon: The Yarlung Tsangpo Grand Canyon in Tibet is one of "
                "the deepest canyons on Earth, cut by a river where it loops around the peak of "
                "Namcha Barwa at the eastern end of the Himalayas. Its walls drop as much as 6,000 "
                "metres, and its inner gorge was first explored in the 1990s."
            ),
            D(
                "Majuli: Majuli is a large river island in the Brahmaputra in Assam, India, once "
                "counted as the largest river island in the world. Home to Vaishnavite monasteries "
                "founded from the 16th century, it has been shrinking for decades as floods wash "
                "away its banks."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are the gibbon and the chimpanzee both great apes?",
        "no",
        [
            D(
                "Siamang: The siamang, Symphalangus syndactylus, is the largest of the gibbons, a "
                "black ape of the forests of Malaysia, Thailand and Indonesia. It has a large "
                "throat sac that it inflates to make its booming calls, and pairs sing loud duets "
                "that carry for kilometres."
            ),
            D(
                "Mandrill: The mandrill, Mandrillus sphinx, is a large Old World monkey of the "
                "rainforests of Gabon, Cameroon and Equatorial Guinea. The males, the largest of "
                "all monkeys, have red and blue faces and rumps, and groups of several hundred "
                "have been seen moving through the forest."
            ),
            D(
                "Barbary macaque: The Barbary macaque, Macaca sylvanus, is a tailless monkey of "
                "the Atlas Mountains of Morocco and Algeria, often called the Barbary ape. A small "
                "population on the Rock of Gibraltar is the only wild monkey in Europe, and the "
                "males help to carry the young."
            ),
            S(
                "Chimpanzee: The chimpanzee, Pan troglodytes, is a great ape of the family "
                "Hominidae that lives in the forests and savannas of tropical Africa. One of the "
                "closest living relatives of humans, it makes and uses tools, such as stripped "
                "twigs for fishing termites from their mounds."
            ),
            D(
                "Spider monkey: Spider monkeys are New World monkeys of the genus Ateles, living "
                "in the tropical forests of Central and South America. With long arms and a "
                "grasping tail they swing through the high canopy, and most of their diet is ripe "
                "fruit; several species are endangered."
            ),
            D(
                "Western gorilla: The western gorilla, Gorilla gorilla, is a great ape of the "
                "lowland forests and swamps of Cameroon, Gabon, the Republic of the Congo and "
                "nearby countries. A huge, mostly peaceful ape, it lives in groups led by a "
                "silverback male and feeds mostly on fruit and leaves."
            ),
            D(
                "Slow loris: Slow lorises are small nocturnal primates of the genus Nycticebus, "
                "found from north-east India to the Philippines. They move slowly and quietly "
                "through the branches, and they are among the few venomous mammals, with a toxin "
                "from a gland on the arm that they lick into the bite."
            ),
            S(
                "Gibbon: Gibbons are apes of the family Hylobatidae that live in the tropical "
                "forests of South-east Asia, from north-east India and southern China to "
                "Indonesia. Called the lesser apes to set them apart from the great apes, they "
                "swing through the trees on their long arms and sing loud duets."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Mount Apo or Mount Pulag?",
        "Mount Apo",
        [
            D(
                "Mayon Volcano: Mayon is an active stratovolcano of 2,463 metres in the province "
                "of Albay in the Bicol region of Luzon, Philippines. Famous for its almost perfect "
                "cone, it is the most active volcano in the country, and its eruption of 1814 "
                "buried the town of Cagsawa, leaving only the church tower."
            ),
            D(
                "Mount Pinatubo: Mount Pinatubo is a volcano in the Zambales Mountains of Luzon, "
                "Philippines. Its eruption of June 1991, the second largest of the 20th century, "
                "threw so much ash and gas into the stratosphere that world temperatures fell by "
                "about half a degree, and it left a crater lake."
            ),
            S(
                "Mount Pulag: Mount Pulag is a mountain of 2,928 metres in the Cordillera Central "
                "of Luzon, Philippines, on the borders of Benguet, Ifugao and Nueva Vizcaya. The "
                "highest peak of Luzon, it is known for the sea of clouds seen at dawn from its "
                "grassy summit and for its slopes of dwarf bamboo."
            ),
            D(
                "Mount Kanlaon: Mount Kanlaon is an active stratovolcano on the island of Negros "
                "in the central Philippines, rising to 2,435 metres. The highest peak of the "
                "Visayas, it stands in a natural park of montane forest and has erupted many "
                "times, most recently sending ash over nearby towns."
            ),
            D(
                "Mount Dulang-dulang: Mount Dulang-dulang is a mountain of 2,938 metres in the "
                "Kitanglad Range of Bukidnon, on the island of Mindanao, Philippines. The second "
                "highest peak of the country, it rises above mossy forest that shelters rare birds "
                "and is sacred to the Talaandig people."
            ),
            D(
                "Taal Volcano: Taal Volcano is a volcano on an island in Taal Lake in the province "
                "of Batangas, south of Manila, Philippines. Though low, at about 311 metres, it is "
                "one of the most active volcanoes of the country, and its eruption of January 2020 "
                "drove hundreds of thousands of people from their homes."
            ),
            D(
                "Davao City: Davao City is the largest city of Mindanao and one of the largest "
                "cities by land area in the Philippines, on the Davao Gulf. Its lands stretch up "
                "the slopes of the nation's highest mountain, and it is known for durian fruit and "
                "for the Philippine Eagle Center near Malagos."
            ),
            S(
                "Mount Apo: Mount Apo is a dormant stratovolcano on the island of Mindanao in the "
                "Philippines, rising to 2,954 metres between Davao City and the province of "
                "Cotabato. The highest mountain of the country, it is protected as a natural park "
                "and is a home of the rare Philippine eagle."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physician who first set out the full circulation of the blood born?",
        "Folkestone, Kent",
        [
            D(
                "Ibn al-Nafis: Ibn al-Nafis (1213 \u2013 1288) was an Arab physician born near "
                "Damascus who worked in Cairo. In a commentary on the Canon of Avicenna, written "
                "in about 1242, he described how blood passes through the lungs from the right "
                "side of the heart to the left, the pulmonary circulation."
            ),
            S(
                "William Harvey: William Harvey (1578 \u2013 1657) was an English physician born "
                "on 1 April 1578 in Folkestone, Kent. He studied at Gonville and Caius College, "
                "Cambridge, and at Padua under Fabricius, became physician to James I and then to "
                "Charles I, and died at Roehampton in June 1657."
            ),
            D(
                "Michael Servetus: Michael Servetus (c. 1511 \u2013 1553) was a Spanish physician "
                "and theologian born in Villanueva de Sigena, Aragon. His book Christianismi "
                "Restitutio of 1553 described the passage of blood through the lungs, and he was "
                "burned as a heretic in Geneva in October of that year."
            ),
            D(
                "Hieronymus Fabricius: Hieronymus Fabricius (1537 \u2013 1619) was an Italian "
                "anatomist born in Acquapendente who taught anatomy and surgery at the University "
                "of Padua for some fifty years. His book of 1603 gave the first clear account of "
                "the valves of the veins, and he built its anatomical theatre."
            ),
            S(
                "De Motu Cordis: Exercitatio Anatomica de Motu Cordis et Sanguinis in Animalibus, "
                "known as De Motu Cordis, is a short Latin book printed in Frankfurt in 1628. In "
                "it the English physician William Harvey first set out in full how the heart "
                "drives the blood around the body in a closed circuit."
            ),
            D(
                "Andreas Vesalius: Andreas Vesalius (1514 \u2013 1564) was an anatomist born in "
                "Brussels who taught at Padua. His De humani corporis fabrica, printed in Basel in "
                "1543 in seven books, corrected many of Galen's errors from human dissection, and "
                "he died on his way home from a pilgrimage to Jerusalem."
            ),
            D(
                "Marcello Malpighi: Marcello Malpighi (1628 \u2013 1694) was an Italian physician "
                "and biologist born in Crevalcore, near Bologna. Looking through an early "
                "microscope in 1661, he saw the capillaries in a frog's lung that join arteries to "
                "veins, and he later became physician to Pope Innocent XII."
            ),
            D(
                "Galen: Galen (129 \u2013 c. 216) was a Greek physician born in Pergamon who "
                "served the Roman emperor Marcus Aurelius. He taught that blood was made in the "
                "liver and seeped through pores in the wall between the two sides of the heart, "
                "ideas that ruled European medicine for some 1,400 years."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the astronomer who first measured the distance to a star other than the Sun "
        "born?",
        "Minden",
        [
            D(
                "Thomas Henderson (astronomer): Thomas Henderson (1798 \u2013 1844) was a Scottish "
                "astronomer born in Dundee. Working at the Cape of Good Hope in 1832 and 1833, he "
                "measured the parallax of Alpha Centauri but published it only in 1839, and he "
                "became the first Astronomer Royal for Scotland."
            ),
            D(
                "Vega: Vega is the brightest star in the northern constellation Lyra and the "
                "fifth-brightest star of the night sky, about 25 light-years away. In 1850 it "
                "became the first star other than the Sun to be photographed, and in some 12,000 "
                "years it will serve as the pole star."
            ),
            S(
                "Friedrich Bessel: Friedrich Wilhelm Bessel (1784 \u2013 1846) was a German "
                "astronomer and mathematician born on 22 July 1784 in Minden, Westphalia. He began "
                "as a clerk in a Bremen trading house, ran the K\u00f6nigsberg Observatory from "
                "its completion in 1813, and gave his name to the Bessel functions."
            ),
            D(
                "Friedrich Georg Wilhelm von Struve: Friedrich Georg Wilhelm von Struve (1793 "
                "\u2013 1864) was a German-born astronomer born in Altona who worked at Dorpat and "
                "founded the Pulkovo Observatory near Saint Petersburg. In 1837 he published an "
                "early estimate of the parallax of Vega."
            ),
            D(
                "Proxima Centauri: Proxima Centauri is a small red dwarf star about 4.25 "
                "light-years away, the nearest known star to the Sun. The Scottish astronomer "
                "Robert Innes found it in 1915 from Johannesburg, and in 2016 a planet about the "
                "size of the Earth was found orbiting it."
            ),
            S(
                "61 Cygni: 61 Cygni is a pair of orange dwarf stars in the constellation Cygnus, "
                "about 11.4 light-years from the Sun. Its fast motion across the sky drew "
                "attention, and in 1838 Friedrich Bessel measured its parallax, making it the "
                "first star other than the Sun whose distance was known."
            ),
            D(
                "Alpha Centauri: Alpha Centauri is the star system nearest the Sun, about 4.37 "
                "light-years away, in the southern constellation Centaurus. Its two bright "
                "Sun-like stars look to the naked eye like a single point, the third-brightest "
                "star of the night sky, and a faint red dwarf belongs to it."
            ),
            D(
                "Cygnus (constellation): Cygnus is a northern constellation lying on the band of "
                "the Milky Way, whose brightest stars form the Northern Cross. Its name is Latin "
                "for swan, its brightest star is the white supergiant Deneb, and it holds Cygnus "
                "X-1, the first object widely accepted as a black hole."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the inventor of the stirling engine born",
        "Cloag Farm, near Methven, Perthshire",
        [
            D(
                "Stirling Castle: Stirling Castle is a royal castle on a volcanic crag above the "
                "town of Stirling in central Scotland. Guarding the lowest crossing of the River "
                "Forth, it went through many sieges, and Mary, Queen of Scots, was crowned in its "
                "chapel in September 1543, when she was nine months old."
            ),
            S(
                "Stirling engine: A Stirling engine is a heat engine that works by heating and "
                "cooling a sealed gas, such as air or helium, so that it expands and contracts to "
                "drive a piston. The Scottish clergyman Robert Stirling patented it in 1816, with "
                "a heat store that he called the economiser."
            ),
            D(
                "Newcomen atmospheric engine: The Newcomen atmospheric engine, built in 1712 by "
                "Thomas Newcomen, an ironmonger born in Dartmouth, Devon, was the first practical "
                "steam engine. Steam condensed under a piston let the air push it down to work a "
                "pump, and hundreds drained mines across Britain."
            ),
            D(
                "John Ericsson: John Ericsson (1803 \u2013 1889) was a Swedish-American engineer "
                "born in L\u00e5ngbanshyttan, V\u00e4rmland. He built hot-air caloric engines, a "
                "set of which drove the ship Ericsson on trials in 1853, and he designed the "
                "ironclad USS Monitor for the Union in the American Civil War."
            ),
            D(
                "Carnot cycle: The Carnot cycle is an ideal heat engine cycle set out in 1824 by "
                "the French engineer Sadi Carnot, who was born in the Petit Luxembourg palace in "
                "Paris. It gives the greatest efficiency that any engine can reach when it works "
                "between a hot and a cold reservoir."
            ),
            D(
                "George Cayley: Sir George Cayley (1773 \u2013 1857) was an English engineer born "
                "in Scarborough, Yorkshire, often called the father of aeronautics. He also built "
                "hot-air engines, and in 1853 one of his gliders carried his coachman across a "
                "small valley at Brompton Dale."
            ),
            S(
                "Robert Stirling: Robert Stirling (1790 \u2013 1878) was a Scottish minister and "
                "engineer born on 25 October 1790 at Cloag Farm near Methven, Perthshire. He "
                "served the Church of Scotland in Kilmarnock and then in Galston, Ayrshire, and "
                "improved his air engines with his brother James, an engineer."
            ),
            D(
                "Gotland-class submarine: The Gotland class are three Swedish submarines built by "
                "Kockums and launched from 1995. They were the first to be designed with engines "
                "of the Stirling type that run on liquid oxygen and diesel, letting them stay "
                "under water for weeks without surfacing."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the chemist who discovered ozone born?",
        "Metzingen",
        [
            D(
                "Ozone layer: The ozone layer is a region of the stratosphere, about 15 to 35 "
                "kilometres above the ground, where ozone absorbs most of the ultraviolet light of "
                "the Sun. It was found in 1913 by the French physicists Charles Fabry and Henri "
                "Buisson, and it has been thinning over Antarctica."
            ),
            D(
                "Joseph Priestley: Joseph Priestley (1733 \u2013 1804) was an English chemist and "
                "dissenting minister born in Birstall, Yorkshire. In 1774 he isolated a gas he "
                "called dephlogisticated air, now known as oxygen, and in 1794, after a mob had "
                "burned his house, he moved to Pennsylvania."
            ),
            D(
                "Martinus van Marum: Martinus van Marum (1750 \u2013 1837) was a Dutch physician "
                "and scientist born in Delft. As first director of Teylers Museum in Haarlem he "
                "had a huge electrostatic generator built in 1784, and he noticed a strange smell "
                "in air that had been passed through its sparks."
            ),
            S(
                "Christian Friedrich Sch\u00f6nbein: Christian Friedrich Sch\u00f6nbein (1799 "
                "\u2013 1868) was a German-Swiss chemist born on 18 October 1799 in Metzingen, "
                "W\u00fcrttemberg. A professor at the University of Basel for most of his career, "
                "he also discovered guncotton in 1846 and studied the principle of the fuel cell."
            ),
            D(
                "Montreal Protocol: The Montreal Protocol is an international treaty of 1987 that "
                "phases out the making of chlorofluorocarbons and other chemicals that damage the "
                "ozone layer. Ratified by every member of the United Nations, it is often called "
                "the most successful environmental agreement ever made."
            ),
            D(
                "Hydrogen peroxide: Hydrogen peroxide, H2O2, is a pale blue liquid and a strong "
                "oxidiser used to bleach paper and hair and to clean wounds. The French chemist "
                "Louis Jacques Th\u00e9nard first made it in 1818 by treating barium peroxide with "
                "nitric acid, and he called it oxygenated water."
            ),
            S(
                "Ozone: Ozone is a pale blue gas made of molecules of three oxygen atoms, with a "
                "sharp smell that is noticed near electrical machines. It was recognised as a "
                "distinct substance in 1840 by the German-Swiss chemist Christian Friedrich "
                "Sch\u00f6nbein, who named it after the Greek word for smelling."
            ),
            D(
                "University of Basel: The University of Basel is the oldest university in "
                "Switzerland, founded in 1460 with the backing of Pope Pius II. Erasmus, "
                "Paracelsus and members of the Bernoulli family taught or studied there, and "
                "Friedrich Nietzsche held its chair of classical philology from 1869."
            ),
        ],
        drop=1,
    ),
]
