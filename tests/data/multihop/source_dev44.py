"""Development multi-hop questions, batch 44.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (printed with sed up to the line that opens the held-out
scores, nothing below it), and the other development sources (source_dev1.py to
source_dev42.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v47.

Measured lengths: mean support 303 characters, mean distractor 297 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the highest peak of the mountain range to which the Eiger belongs?",
        "the Finsteraarhorn",
        [
            D(
                "Jungfrau: The Jungfrau is a mountain of 4,158 metres in the Swiss Alps, standing "
                "on the border between the cantons of Bern and Valais. It was first climbed in "
                "1811 by the brothers Johann Rudolf and Hieronymus Meyer, and the railway station "
                "at the Jungfraujoch below it, opened in 1912, is the highest in Europe."
            ),
            S(
                "Eiger: The Eiger is a mountain of 3,967 metres in the Bernese Alps of "
                "Switzerland, rising above the village of Grindelwald. Its north face, a wall of "
                "rock and ice some 1,800 metres high, was first climbed in July 1938 by Anderl "
                "Heckmair, Ludwig V\u00f6rg, Heinrich Harrer and Fritz Kasparek."
            ),
            D(
                "Pennine Alps: The Pennine Alps are a mountain range in the western Alps along the "
                "border between Switzerland and Italy. Their highest peak is the Dufourspitze of "
                "Monte Rosa, at 4,634 metres, and the range also holds the Matterhorn, the "
                "Weisshorn and the Dom, the highest mountain lying wholly in Switzerland."
            ),
            D(
                "Matterhorn: The Matterhorn is a pyramid-shaped peak of 4,478 metres on the main "
                "watershed of the Alps between Switzerland and Italy, overlooking the resort of "
                "Zermatt. It was first climbed on 14 July 1865 by a party led by Edward Whymper, "
                "and four of its seven members were killed in a fall on the way down."
            ),
            D(
                "Aletsch Glacier: The Great Aletsch Glacier is the largest glacier in the Alps, "
                "about 20 kilometres long, flowing south from the Jungfrau region towards the "
                "Rh\u00f4ne valley in the canton of Valais. In 2001 it became the core of the "
                "Swiss Alps Jungfrau-Aletsch World Heritage Site, and it has been shrinking "
                "steadily since the 1850s."
            ),
            S(
                "Bernese Alps: The Bernese Alps are a mountain range in western Switzerland, "
                "stretching from the Rh\u00f4ne valley in the west to the Grimsel Pass in the "
                "east, with the Bernese Oberland on their northern side. Their highest peak is the "
                "Finsteraarhorn, at 4,274 metres, and they also hold the Jungfrau, the M\u00f6nch "
                "and the Eiger."
            ),
            D(
                "Grindelwald: Grindelwald is a village in the Bernese Oberland, in the canton of "
                "Bern, Switzerland, lying at about 1,034 metres in a valley beneath a famous north "
                "face. A resort since the nineteenth century, it is linked by cogwheel railway to "
                "Kleine Scheidegg and by gondola to the meadows of First above it."
            ),
            D(
                "Glarus Alps: The Glarus Alps are a mountain range in eastern central Switzerland, "
                "lying mostly in the cantons of Glarus, Uri and Graub\u00fcnden. Their highest "
                "peak is the T\u00f6di, at 3,614 metres, and the Glarus thrust, where older rock "
                "lies on top of younger, was listed as a World Heritage Site in 2008."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the territory in which Mount Logan stands?",
        "Whitehorse",
        [
            S(
                "Mount Logan: Mount Logan is the highest mountain in Canada and the second-highest "
                "in North America, rising to 5,959 metres in the Saint Elias Mountains of "
                "south-western Yukon. It lies within Kluane National Park and Reserve and was "
                "named in 1890 after the geologist William Edmond Logan."
            ),
            D(
                "Denali: Denali, formerly Mount McKinley, is the highest mountain in North "
                "America, with a summit 6,190 metres above sea level in the Alaska Range of "
                "south-central Alaska. It was first climbed in 1913 by a party led by Hudson Stuck "
                "and Harry Karstens, and it lies within Denali National Park and Preserve."
            ),
            D(
                "William Edmond Logan: Sir William Edmond Logan (1798 \u2013 1875) was a Canadian "
                "geologist born in Montreal. He became the first director of the Geological Survey "
                "of Canada when it was founded in 1842, after mapping the coalfields of South "
                "Wales, and he was knighted in 1856 for his work on the rocks of Canada."
            ),
            D(
                "Northwest Territories: The Northwest Territories are a federal territory of "
                "northern Canada covering about 1.3 million square kilometres between Yukon and "
                "Nunavut. Their capital and largest city is Yellowknife, on the north shore of "
                "Great Slave Lake, and diamond mining has been a mainstay of the economy since the "
                "1990s."
            ),
            S(
                "Yukon: Yukon is the smallest and westernmost of Canada's three federal "
                "territories, bordering Alaska to the west and British Columbia to the south. Its "
                "capital and largest city is Whitehorse, on the Yukon River, and the territory was "
                "created in 1898, during the Klondike Gold Rush."
            ),
            D(
                "Nunavut: Nunavut is the largest and newest federal territory of Canada, split "
                "from the Northwest Territories on 1 April 1999 as a homeland for the Inuit. Its "
                "capital is Iqaluit, on Frobisher Bay in the south of Baffin Island, and its fewer "
                "than 40,000 people live in 25 communities."
            ),
            D(
                "Klondike Gold Rush: The Klondike Gold Rush was a stampede of prospectors to the "
                "Klondike region of north-western Canada between 1896 and 1899. Gold was found at "
                "Bonanza Creek in August 1896, some 100,000 people set out for the goldfields, and "
                "Dawson City grew from a camp into a town of about 30,000 by 1898."
            ),
            D(
                "Logan, Utah: Logan is a city in Cache Valley in northern Utah, the seat of Cache "
                "County and the home of Utah State University, founded in 1888 as an agricultural "
                "college. Settled by Mormon pioneers in 1859, it takes its name from the fur "
                "trapper Ephraim Logan, who worked in the valley in the 1820s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the si unit of electrical resistance is named after a physicist born in which city",
        "Erlangen",
        [
            D(
                "Siemens (unit): The siemens is the SI unit of electrical conductance, the "
                "reciprocal of resistance, formerly called the mho. It is named after the German "
                "engineer and industrialist Werner von Siemens, who was born in 1816 in Lenthe "
                "near Hanover and founded the firm that still bears his family name."
            ),
            D(
                "Ohm's law: Ohm's law states that the current through a conductor between two "
                "points is proportional to the voltage across them, and it is usually written V = "
                "IR. It was set out in 1827 in the book Die galvanische Kette, mathematisch "
                "bearbeitet, and it holds well for metal wires kept at a steady temperature."
            ),
            S(
                "Ohm: The ohm, with the symbol \u03a9, is the SI unit of electrical resistance, "
                "named after the German physicist Georg Ohm. A conductor has a resistance of one "
                "ohm when a steady potential difference of one volt across it drives a current of "
                "one ampere, and large values are given in kilohms and megohms."
            ),
            D(
                "Weber (unit): The weber is the SI unit of magnetic flux, equal to one "
                "volt-second. It is named after the German physicist Wilhelm Eduard Weber, born in "
                "1804 in Wittenberg, who built one of the first electromagnetic telegraphs in 1833 "
                "and later measured the ratio between the electrostatic and electromagnetic units."
            ),
            D(
                "Henry (unit): The henry is the SI unit of inductance, the property by which a "
                "changing current in a circuit induces a voltage. It is named after the American "
                "scientist Joseph Henry, born in 1797 in Albany, New York, who discovered "
                "self-inductance and later became the first Secretary of the Smithsonian "
                "Institution."
            ),
            D(
                "Wheatstone bridge: A Wheatstone bridge is a circuit of four arms used to measure "
                "an unknown resistance by balancing it against known ones until a galvanometer "
                "shows no current. Samuel Hunter Christie described it in 1833, and Charles "
                "Wheatstone, born near Gloucester, made it widely known ten years later."
            ),
            D(
                "Kirchhoff's circuit laws: Kirchhoff's circuit laws are two rules for the currents "
                "and voltages in electrical networks, set out in 1845 by Gustav Kirchhoff, then a "
                "student, who was born in K\u00f6nigsberg. They state that the currents meeting at "
                "a junction sum to zero, and so do the voltages around any closed loop."
            ),
            S(
                "Georg Ohm: Georg Simon Ohm (1789 \u2013 1854) was a German physicist and "
                "mathematician, born on 16 March 1789 in Erlangen, in Franconia, the son of a "
                "locksmith. While teaching at a school in Cologne he found that current is "
                "proportional to voltage, and the Royal Society awarded him its Copley Medal in "
                "1841."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest point of the island on which the Blue Grotto lies?",
        "Monte Solaro",
        [
            D(
                "Emerald Grotto: The Emerald Grotto is a sea cave on the Amalfi Coast of Italy, "
                "near the village of Conca dei Marini, where light entering through an underwater "
                "opening turns the water a bright green. It was found by a local fisherman in 1932 "
                "and is reached by a lift from the coast road or by boat from Amalfi."
            ),
            D(
                "Ischia: Ischia is a volcanic island at the northern edge of the Gulf of Naples, "
                "the largest of the islands in the bay at about 46 square kilometres. It is known "
                "for its thermal springs and spas, and its highest point is Monte Epomeo, at 789 "
                "metres, an uplifted block of green volcanic tuff."
            ),
            D(
                "Blue Grotto (Malta): The Blue Grotto is a group of sea caverns on the south coast "
                "of Malta, near the small fishing harbour of Wied i\u017c-\u017burrieq, from which "
                "boats take visitors through the caves. Morning sunlight reflected off the white "
                "sandy floor gives the water its bright blue colour, and a natural arch stands at "
                "the entrance."
            ),
            S(
                "Blue Grotto: The Blue Grotto is a sea cave on the coast of the island of Capri, "
                "in the Gulf of Naples in southern Italy. Sunlight passing through an underwater "
                "cavity lights the water a vivid blue, and visitors lie down in small rowing boats "
                "to pass through the entrance, which is only about a metre high."
            ),
            D(
                "Faraglioni: The Faraglioni are three rock stacks rising from the sea off the "
                "south-east coast of Capri, in the Gulf of Naples. The tallest is about 109 metres "
                "high, the outermost is home to a blue lizard found nowhere else, and small boats "
                "sail through a natural arch in the middle stack."
            ),
            D(
                "Sorrento: Sorrento is a town on the Sorrento Peninsula in Campania, Italy, set on "
                "cliffs above the Gulf of Naples. Known for its lemons and limoncello, it looks "
                "across the water to Mount Vesuvius, and ferries link it with Naples and with the "
                "islands that lie in the bay."
            ),
            S(
                "Capri: Capri is an island in the Tyrrhenian Sea off the Sorrento Peninsula, on "
                "the south side of the Gulf of Naples, with an area of about 10 square kilometres. "
                "It has two towns, Capri and Anacapri, its highest point is Monte Solaro, at 589 "
                "metres, and the Roman emperor Tiberius lived there from AD 27."
            ),
            D(
                "Procida: Procida is a small island of about 4 square kilometres in the Gulf of "
                "Naples, lying between Cape Miseno and the larger island of Ischia. Its fishing "
                "harbour of Marina Corricella is known for its pastel houses, and the island was "
                "named the Italian Capital of Culture for 2022."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the valley above whose eastern end Half Dome rises?",
        "the Merced River",
        [
            D(
                "El Capitan: El Capitan is a vertical rock formation on the north side of Yosemite "
                "Valley in California, rising about 900 metres from its base to its summit. A "
                "favourite of big-wall climbers, it was first climbed in 1958 by a team led by "
                "Warren Harding, and in 2017 Alex Honnold climbed it alone without any ropes."
            ),
            S(
                "Half Dome: Half Dome is a granite dome at the eastern end of Yosemite Valley in "
                "Yosemite National Park, California, rising about 1,440 metres above the valley "
                "floor to a summit of 2,694 metres. Its sheer north-west face looks as if the dome "
                "had been cut in half, and hikers reach the top by a cable route."
            ),
            D(
                "Hetch Hetchy Valley: Hetch Hetchy Valley is a glacial valley in the north-west of "
                "Yosemite National Park, California, through which the Tuolumne River flows. The "
                "O'Shaughnessy Dam, finished in 1923, flooded the valley to supply water to San "
                "Francisco, despite a long campaign against the project."
            ),
            D(
                "Stone Mountain: Stone Mountain is a dome of quartz monzonite near Atlanta, "
                "Georgia, rising about 250 metres above the surrounding plain to a summit of 514 "
                "metres. On its north face is the largest bas-relief in the world, a carving of "
                "three Confederate leaders that was finished in 1972."
            ),
            S(
                "Yosemite Valley: Yosemite Valley is a glacial valley in the Sierra Nevada of "
                "California, about 12 kilometres long and nearly a kilometre deep, cut first by "
                "the Merced River and then by glaciers. The river still winds along its floor "
                "beneath granite cliffs such as El Capitan, and waterfalls pour over its rim."
            ),
            D(
                "Glacier Point: Glacier Point is a viewpoint on the south wall of Yosemite Valley, "
                "about 975 metres above the valley floor at an elevation of 2,199 metres. Reached "
                "by road or by the steep Four Mile Trail, it looks out over Yosemite Falls and "
                "across to the high country of the Sierra Nevada."
            ),
            D(
                "Kings Canyon National Park: Kings Canyon National Park is a national park in the "
                "southern Sierra Nevada of California, established in 1940. It protects the deep "
                "glacial canyon of the South Fork of the Kings River, groves of huge old conifers "
                "and the high granite peaks along the crest of the range."
            ),
            D(
                "Yosemite National Park: Yosemite National Park is a national park of about 3,000 "
                "square kilometres in the Sierra Nevada of eastern California, set up on 1 October "
                "1890. Its giant trees, granite cliffs and waterfalls draw some four million "
                "visitors a year, and it was listed as a World Heritage Site in 1984."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Into which river does the river that flows out of Lake Lucerne flow?",
        "the Aare",
        [
            D(
                "Lake Zug: Lake Zug is a lake of about 38 square kilometres in central "
                "Switzerland, shared by the cantons of Zug, Schwyz and Lucerne and lying at the "
                "foot of the Rigi. It is fed mainly by the Lorze, which also drains it towards the "
                "north, and it reaches a depth of almost 200 metres."
            ),
            D(
                "Rigi: The Rigi is a mountain massif in central Switzerland whose summit, Rigi "
                "Kulm, rises to 1,798 metres between two large lakes. The Vitznau\u2013Rigi "
                "railway, opened in 1871, was the first mountain rack railway in Europe, and the "
                "summit has been a famous place to watch the sunrise since the eighteenth century."
            ),
            D(
                "Pilatus: Pilatus is a mountain massif rising above the city of Lucerne, with its "
                "highest summit, the Tomlishorn, at 2,128 metres. The Pilatus Railway from "
                "Alpnachstad, opened in 1889, is the steepest cogwheel railway in the world, with "
                "gradients of up to 48 per cent, and cable cars climb the other side."
            ),
            D(
                "Limmat: The Limmat is a river in Switzerland, about 35 kilometres long, that "
                "flows out of Lake Zurich through the middle of the city of Zurich. It then runs "
                "north-west past Dietikon and Baden, whose hot springs were used by the Romans, "
                "and ends near Brugg, where it meets two other rivers."
            ),
            D(
                "Ticino (river): The Ticino is a river about 248 kilometres long that rises near "
                "the Nufenen Pass in the Swiss Alps and flows south through the canton of Ticino. "
                "It passes through Lake Maggiore on the Italian border and joins the Po just below "
                "the city of Pavia, in Lombardy."
            ),
            S(
                "Lake Lucerne: Lake Lucerne is a lake of about 114 square kilometres in central "
                "Switzerland, bordered by the cantons of Lucerne, Uri, Schwyz, Nidwalden and "
                "Obwalden. Its winding arms lie between steep mountains, the Reuss enters it at "
                "Fl\u00fcelen, and the river leaves it again through the city of Lucerne."
            ),
            D(
                "R\u00fctli: The R\u00fctli is a meadow on a steep slope above Lake Lucerne, in "
                "the canton of Uri, usually reached by boat from Brunnen. By tradition, men from "
                "Uri, Schwyz and Unterwalden swore an oath of alliance there in 1291, and it is "
                "one of the national symbols of Switzerland."
            ),
            S(
                "Reuss: The Reuss is a river of central Switzerland, about 164 kilometres long and "
                "the fourth-largest river in the country. Rising in the Gotthard massif, it "
                "tumbles north through the Sch\u00f6llenen Gorge, crosses the lowlands of the "
                "Freiamt and joins the Aare near Brugg, where the Limmat flows in as well."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Into which bay does the river that drains Windermere flow?",
        "Morecambe Bay",
        [
            S(
                "Windermere: Windermere is the largest natural lake in England, about 18 "
                "kilometres long, lying in the Lake District in Cumbria. Fed by the Rothay and the "
                "Brathay at its northern end, it is drained from its southern tip at Newby Bridge "
                "by the River Leven, and lake steamers call at Bowness and Ambleside."
            ),
            D(
                "Ullswater: Ullswater is the second-largest lake in the English Lake District, a "
                "ribbon of water about 14.5 kilometres long between Glenridding and Pooley Bridge. "
                "It drains through the River Eamont, a tributary of the Eden, and its shores are "
                "said to have inspired Wordsworth's poem about daffodils."
            ),
            D(
                "River Leven (Fife): The River Leven is a river in Fife, Scotland, that flows east "
                "from Loch Leven, near Kinross, to the Firth of Forth at the town of Leven. Once "
                "lined with paper and flax mills, it takes its water from the loch in whose island "
                "castle Mary, Queen of Scots, was held in 1567."
            ),
            S(
                "River Leven (Cumbria): The River Leven is a short river in the south of Cumbria, "
                "England, running from Newby Bridge past the old mill villages of Backbarrow and "
                "Haverthwaite. Below Greenodd it widens into a sandy estuary and enters Morecambe "
                "Bay, where it meets the Crake from Coniston Water."
            ),
            D(
                "Coniston Water: Coniston Water is a lake in the Furness Fells of Cumbria, about 8 "
                "kilometres long, overlooked by the mountain known as the Old Man of Coniston. "
                "Donald Campbell set water speed records on it and died there in January 1967, "
                "when his hydroplane Bluebird K7 crashed at more than 480 km/h."
            ),
            D(
                "Derwentwater: Derwentwater is a lake in the northern Lake District, about 4.8 "
                "kilometres long, lying just south of the market town of Keswick in Cumbria. The "
                "River Derwent flows through it on its way to Bassenthwaite Lake and the Irish Sea "
                "at Workington, and several wooded islands rise from its water."
            ),
            D(
                "Lake District: The Lake District is a mountainous region of Cumbria in north-west "
                "England, made a national park in 1951 and a World Heritage Site in 2017. Its "
                "lakes fill valleys deepened by Ice Age glaciers, and it is linked with William "
                "Wordsworth, John Ruskin and the other writers who lived there."
            ),
            D(
                "Bowness-on-Windermere: Bowness-on-Windermere is a town on the eastern shore of a "
                "large lake in Cumbria, England, and a centre of tourism in the Lake District "
                "since the railway reached nearby Windermere in 1847. It has a busy steamer pier "
                "and a visitor attraction devoted to the stories of Beatrix Potter."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which sea does the river that flows through rome empty into",
        "the Tyrrhenian Sea",
        [
            D(
                "Arno: The Arno is a river in Tuscany, Italy, about 241 kilometres long, that "
                "rises on Monte Falterona in the Apennines and flows west through Florence and "
                "Pisa. It enters the Ligurian Sea at Marina di Pisa, and its flood of November "
                "1966 damaged thousands of works of art in Florence."
            ),
            D(
                "Po (river): The Po is the longest river in Italy, flowing about 652 kilometres "
                "east from Monte Viso in the Cottian Alps across the northern plain past Turin and "
                "Piacenza. It ends in a wide delta on the Adriatic Sea south of Venice, and its "
                "valley is the richest farming region in the country."
            ),
            S(
                "Rome: Rome is the capital city of Italy and of the Lazio region, with about 2.8 "
                "million people within its city limits. Built on seven hills on the banks of the "
                "Tiber, it was by legend founded in 753 BC, later became the capital of an empire, "
                "and surrounds Vatican City, the seat of the Pope."
            ),
            D(
                "Rome, Georgia: Rome is a city in north-west Georgia, in the United States, "
                "founded in 1834 where the Etowah and Oostanaula rivers meet to form the Coosa. "
                "Like the Italian capital it is built on seven hills, and a copy of the Capitoline "
                "Wolf, a gift from Italy in 1929, stands before its city hall."
            ),
            D(
                "Vatican City: Vatican City is an independent city-state of about 44 hectares, "
                "surrounded by Rome, that has been ruled by the Pope since the Lateran Treaty of "
                "1929. It holds St Peter's Basilica, the Sistine Chapel and the Vatican Museums, "
                "and with only a few hundred citizens it is the smallest state in the world."
            ),
            S(
                "Tiber: The Tiber is the third-longest river in Italy, flowing about 406 "
                "kilometres from Monte Fumaiolo in the Apennines through Tuscany, Umbria and "
                "Lazio. Near its mouth it passes the ruins of ancient Ostia and enters the "
                "Tyrrhenian Sea at Fiumicino, and an island in its course has held a hospital "
                "since 1584."
            ),
            D(
                "Seven hills of Rome: The seven hills of Rome are the Aventine, Caelian, "
                "Capitoline, Esquiline, Palatine, Quirinal and Viminal, on which the ancient city "
                "grew up east of the river. The Palatine held the palaces of the emperors, and the "
                "Capitoline was the religious heart of the city."
            ),
            D(
                "Lake Bracciano: Lake Bracciano is a volcanic crater lake about 30 kilometres "
                "north-west of Rome, covering some 57 square kilometres. The Emperor Trajan built "
                "an aqueduct to carry its water to the city in AD 109, and motorboats are banned "
                "on it to keep the water clean enough to drink."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "on which mountain does the river that flows through worcester rise",
        "Plynlimon",
        [
            D(
                "Worcester, Massachusetts: Worcester is a city in central Massachusetts, about 64 "
                "kilometres west of Boston, and the second-largest city in New England, with some "
                "200,000 people. Known as the Heart of the Commonwealth, it is home to Clark "
                "University and to the Worcester Polytechnic Institute, founded in 1865."
            ),
            D(
                "River Thames: The Thames is a river of southern England, about 346 kilometres "
                "long, that rises at Thames Head near Kemble in the Cotswolds of Gloucestershire. "
                "It flows east through Oxford, Reading and Windsor to London and enters the North "
                "Sea through a broad estuary beyond Southend."
            ),
            D(
                "Malvern Hills: The Malvern Hills are a ridge of ancient igneous rock running "
                "about 13 kilometres from north to south along the borders of Worcestershire, "
                "Herefordshire and Gloucestershire. Their highest point is the Worcestershire "
                "Beacon, at 425 metres, and their spring water has been bottled since the "
                "seventeenth century."
            ),
            D(
                "Worcester Cathedral: Worcester Cathedral is an Anglican cathedral in the city of "
                "Worcester, England, built between 1084 and 1504 on the site of a church founded "
                "in 680. It holds the tomb of King John, who died in 1216, and the chantry chapel "
                "of Prince Arthur, the elder brother of Henry VIII."
            ),
            S(
                "Worcester: Worcester is a cathedral city and the county town of Worcestershire, "
                "in the West Midlands of England, standing on the River Severn about 48 kilometres "
                "south-west of Birmingham. The Battle of Worcester of 1651 ended the English Civil "
                "War, and Worcestershire sauce was first made in the city in 1837."
            ),
            D(
                "Snowdon: Snowdon is the highest mountain in Wales, rising to 1,085 metres in "
                "Snowdonia National Park in the county of Gwynedd. Its Welsh name is Yr Wyddfa, "
                "several well-trodden paths lead to its summit, and the Snowdon Mountain Railway "
                "has carried visitors to the top since 1896."
            ),
            S(
                "River Severn: The Severn is the longest river in Great Britain, about 354 "
                "kilometres long. It rises at about 610 metres on Plynlimon in the Cambrian "
                "Mountains of mid Wales, flows east into England through Shrewsbury and then south "
                "to Gloucester, and enters the Bristol Channel, where its estuary is known for a "
                "tidal bore."
            ),
            D(
                "Severn Bridge: The Severn Bridge is a suspension bridge that spans the Severn "
                "estuary between Aust in England and Chepstow in Wales, opened by Queen Elizabeth "
                "II in September 1966. It now carries the M48 motorway, and a second crossing a "
                "few kilometres downstream was opened in 1996."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Petri dish is named after a bacteriologist born in which town?",
        "Barmen",
        [
            D(
                "Agar: Agar is a jelly made from the cell walls of certain red seaweeds, used in "
                "cooking and as a solid growth medium in microbiology. It was brought into the "
                "laboratory in 1881 by Fanny Hesse, who had used it in her kitchen, because unlike "
                "gelatin it stays firm at the warmth at which bacteria are grown."
            ),
            S(
                "Petri dish: A Petri dish is a shallow, flat, lidded dish of glass or clear "
                "plastic used to grow bacteria, fungi and small plants on a layer of agar or "
                "another medium. It is named after the German bacteriologist Julius Richard Petri, "
                "who published a description of it in 1887."
            ),
            D(
                "Petri net: A Petri net is a mathematical model of distributed systems, drawn as "
                "places, transitions and arcs along which tokens move. It is named after the "
                "German computer scientist Carl Adam Petri, who was born in Leipzig in 1926 and "
                "set out the idea in his doctoral thesis of 1962."
            ),
            D(
                "Gram stain: The Gram stain is a method of staining bacteria that sorts them into "
                "two large groups by the make-up of their cell walls, those that keep a violet dye "
                "and those that lose it. It was devised in 1884 by the Danish bacteriologist Hans "
                "Christian Gram, who was born in Copenhagen."
            ),
            D(
                "Pasteur pipette: A Pasteur pipette is a thin tube of glass or plastic with a "
                "rubber bulb, used to move small amounts of liquid in the laboratory without "
                "measuring them. It is named after the French chemist and microbiologist Louis "
                "Pasteur, who was born in Dole, in the Jura, in 1822."
            ),
            D(
                "Fanny Hesse: Angelina Fanny Hesse (1850 \u2013 1934) was a laboratory technician "
                "and illustrator born in New York City. Working beside her husband, the physician "
                "Walther Hesse, in Germany, she suggested using agar in place of gelatin to grow "
                "bacteria, a change soon taken up by laboratories everywhere."
            ),
            D(
                "B\u00fcchner flask: A B\u00fcchner flask is a thick-walled conical flask with a "
                "short side arm to which a vacuum hose can be fixed, used with a B\u00fcchner "
                "funnel to filter solids out of liquids quickly under suction. The funnel is named "
                "after the German industrial chemist Ernst B\u00fcchner, who described it in 1888."
            ),
            S(
                "Julius Richard Petri: Julius Richard Petri (1852 \u2013 1921) was a German "
                "bacteriologist born on 31 May 1852 in Barmen, now part of the city of Wuppertal. "
                "He trained as an army doctor in Berlin, worked as an assistant in the laboratory "
                "of Robert Koch from 1877 to 1879, and died in Zeitz in December 1921."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Przewalski's horse is named after an explorer born in which Russian governorate?",
        "Smolensk Governorate",
        [
            D(
                "Tarpan: The tarpan was a wild horse of the steppes of southern Russia and eastern "
                "Europe, grey or mouse-dun with a dark stripe along its back. Hunted and crowded "
                "out by farming, it died out in the wild in the nineteenth century, and the last "
                "known animal died in captivity in Russia in 1909."
            ),
            D(
                "Khulan: The khulan, or Mongolian wild ass, is a subspecies of the Asiatic wild "
                "ass living in the deserts and dry steppes of southern Mongolia and northern "
                "China. Sandy in colour with a pale belly, it can run at more than 60 kilometres "
                "an hour, and poaching and fences across its range threaten it."
            ),
            D(
                "Hustai National Park: Hustai National Park is a protected area of steppe and low "
                "mountains about 100 kilometres south-west of Ulaanbaatar, Mongolia. From 1992 it "
                "received wild horses bred in European zoos, and hundreds of their descendants now "
                "roam free there beside red deer, gazelles and wolves."
            ),
            S(
                "Przewalski's horse: Przewalski's horse is a stocky wild horse of the steppes of "
                "Central Asia, with a dun coat and an upright dark mane. It vanished from the wild "
                "in the 1960s and survived only in zoos until it was released in Mongolia in the "
                "1990s, and it is named after the Russian explorer Nikolay Przhevalsky."
            ),
            D(
                "Saiga antelope: The saiga is an antelope of the Eurasian steppes with a large, "
                "drooping nose that filters dust in summer and warms cold air in winter. Most "
                "saigas live in Kazakhstan, where about 200,000 of them died of a bacterial "
                "infection within a few weeks in May 2015."
            ),
            S(
                "Nikolay Przhevalsky: Nikolay Mikhaylovich Przhevalsky (1839 \u2013 1888) was a "
                "Russian geographer and explorer of Central Asia, born in the village of Kimborovo "
                "in Smolensk Governorate. He led four expeditions through Mongolia, China and "
                "Tibet between 1870 and 1885 and died of typhus in 1888 as he set out on a fifth."
            ),
            D(
                "Przewalski's gazelle: Przewalski's gazelle is an endangered gazelle of the "
                "Qinghai Plateau in China, now found only in a few small areas around Qinghai "
                "Lake. It was described from specimens collected by a Russian explorer in the "
                "1870s, and fences on the grasslands have cut its range into small pieces."
            ),
            D(
                "Mongolian horse: The Mongolian horse is the native domestic breed of Mongolia, "
                "small and hardy, living outdoors all year on the steppe in temperatures from "
                "about 30 \u00b0C in summer to minus 40 \u00b0C in winter. There are about as many "
                "horses in Mongolia as people, and it was this breed that carried the armies of "
                "Genghis Khan."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the cheetah and the jaguar both members of the genus Panthera?",
        "no",
        [
            S(
                "Cheetah: The cheetah (Acinonyx jubatus) is a large cat of Africa and central Iran "
                "and the only living member of the genus Acinonyx. Slender and long-legged, with a "
                "spotted coat and black tear marks on its face, it is the fastest land animal, "
                "reaching about 100 kilometres an hour in short sprints."
            ),
            D(
                "Lion: The lion (Panthera leo) is a large cat of the genus Panthera, native to "
                "Africa south of the Sahara and to the Gir Forest of western India. It is the only "
                "cat that lives in groups, called prides, and the mane of the male makes it the "
                "most easily recognised of the big cats."
            ),
            D(
                "Tiger: The tiger (Panthera tigris) is the largest living cat, a member of the "
                "genus Panthera with a reddish-orange coat striped in black. Once found from "
                "eastern Turkey to the Russian Far East, it now lives in scattered forests of "
                "Asia, and India is now home to most of the wild tigers that are left in the "
                "world."
            ),
            D(
                "Cougar: The cougar (Puma concolor), also called the puma or mountain lion, is a "
                "large cat of the Americas whose range runs from Yukon in Canada to the southern "
                "Andes. Unable to roar, it is grouped with the small cats, and it is the largest "
                "wild cat in North America after the jaguar."
            ),
            D(
                "Jaguarundi: The jaguarundi (Herpailurus yagouaroundi) is a small wild cat of "
                "Central and South America, with a long, slender body, short legs and an "
                "otter-like face. Its plain coat may be grey or reddish, it hunts mostly by day, "
                "and its closest living relative is the cougar."
            ),
            D(
                "Serval: The serval (Leptailurus serval) is a wild cat of the African savannas "
                "with the longest legs for its size of any cat and large ears that pick up rodents "
                "moving in tall grass. It can leap more than 2 metres into the air to knock birds "
                "down, and it is the only member of its genus."
            ),
            S(
                "Jaguar: The jaguar (Panthera onca) is a large cat of the genus Panthera and the "
                "only living member of that genus native to the Americas, ranging from the "
                "south-western United States to northern Argentina. It is the third-largest cat "
                "after the tiger and the lion, and its bite can pierce turtle shells."
            ),
            D(
                "Caracal: The caracal (Caracal caracal) is a medium-sized wild cat of Africa, the "
                "Middle East and India, with a sandy coat and long black tufts on its pointed "
                "ears. It hunts rodents, birds and small antelopes, often at night, and it was "
                "once trained in India and Persia to catch game birds."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "are the armadillo and the pangolin both xenarthrans",
        "no",
        [
            D(
                "Giant anteater: The giant anteater (Myrmecophaga tridactyla) is a xenarthran "
                "mammal of Central and South America, related to the sloths, with a long snout and "
                "a sticky tongue about 60 centimetres long. It tears open termite mounds with its "
                "claws and can eat some 30,000 ants and termites in a day."
            ),
            D(
                "Aardvark: The aardvark (Orycteropus afer) is a burrowing mammal of Africa south "
                "of the Sahara and the only living member of the order Tubulidentata. It digs into "
                "termite mounds at night with its powerful claws, and despite its pig-like snout "
                "its nearest relatives are elephants, hyraxes and tenrecs."
            ),
            S(
                "Armadillo: Armadillos are New World mammals of the order Cingulata, protected by "
                "a leathery shell of bony plates, and with the sloths and anteaters they make up "
                "the superorder Xenarthra. About 20 species live from the southern United States "
                "to Argentina, the nine-banded armadillo being the most widespread."
            ),
            D(
                "Glyptodon: Glyptodon was a genus of huge armoured mammals of South America, "
                "related to the armadillos, that could be as large as a small car and weighed up "
                "to about two tonnes. Its domed shell was made of more than a thousand bony "
                "plates, and it died out near the end of the last ice age."
            ),
            S(
                "Pangolin: Pangolins are scaly mammals of Africa and Asia that form the order "
                "Pholidota, the only mammals wholly covered in scales made of keratin. They eat "
                "ants and termites and look rather like armadillos, but their closest living "
                "relatives are the carnivorans, and they are the most trafficked mammals in the "
                "world."
            ),
            D(
                "Armadillo girdled lizard: The armadillo girdled lizard (Ouroborus cataphractus) "
                "is a lizard of the dry western coast of South Africa, covered in thick, square "
                "scales. When threatened it takes its tail in its mouth and rolls into a ball, "
                "like an armadillo, to shield its soft belly from predators."
            ),
            D(
                "Three-toed sloth: The three-toed sloths are slow tree-dwelling xenarthrans of the "
                "genus Bradypus, living in the rainforests of Central and South America. They hang "
                "from branches by long claws, feed on leaves, move so little that algae grow green "
                "in their fur, and climb down about once a week to defecate."
            ),
            D(
                "Numbat: The numbat (Myrmecobius fasciatus) is a small marsupial of south-western "
                "Australia that eats almost nothing but termites, up to 20,000 a day. Striped "
                "across the back in white and red-brown, it feeds by day, and it is the official "
                "mammal emblem of the state of Western Australia."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which island is larger, Sardinia or Cyprus?",
        "Sardinia",
        [
            D(
                "Malta: Malta is an island country in the central Mediterranean, about 80 "
                "kilometres south of Italy, made up of Malta, Gozo and Comino, with a total area "
                "of about 316 square kilometres. Its capital, Valletta, was built by the Knights "
                "of St John after they withstood the Great Siege of 1565."
            ),
            S(
                "Sardinia: Sardinia is an island in the western Mediterranean Sea and an "
                "autonomous region of Italy, covering about 24,090 square kilometres. Its capital "
                "is Cagliari, its highest point is Punta La Marmora, at 1,834 metres, and "
                "thousands of Bronze Age stone towers called nuraghi stand across it."
            ),
            D(
                "Cagliari: Cagliari is the capital and largest city of Sardinia, lying on the Gulf "
                "of Angels on the island's southern coast, with about 150,000 people. Founded by "
                "the Phoenicians, its old Castello quarter stands on a hill above the port, and "
                "flamingos feed in the lagoons at the edge of the city."
            ),
            D(
                "Rhodes: Rhodes is the largest of the Dodecanese islands of Greece, with an area "
                "of about 1,400 square kilometres, lying off the south-west coast of Turkey. The "
                "Knights Hospitaller ruled it from 1310 to 1522, and in ancient times the Colossus "
                "of Rhodes stood at its harbour."
            ),
            D(
                "Euboea: Euboea is a long, narrow island of Greece in the Aegean Sea, with an area "
                "of about 3,680 square kilometres, lying close along the east coast of the "
                "mainland. It is joined to Boeotia by bridges across the Euripus Strait at "
                "Chalcis, where the current changes direction several times a day."
            ),
            S(
                "Cyprus: Cyprus is an island country in the eastern Mediterranean, south of "
                "Turkey, covering about 9,251 square kilometres. Its capital is Nicosia, it became "
                "independent from Britain in 1960 and joined the European Union in 2004, and its "
                "highest point is Mount Olympus, at 1,952 metres."
            ),
            D(
                "Nicosia: Nicosia is the capital and largest city of Cyprus, lying on the Pedieos "
                "river in the middle of the island's central plain. Since 1974 a buffer zone "
                "controlled by the United Nations has divided it in two, and its old town is still "
                "ringed by Venetian walls of the sixteenth century."
            ),
            D(
                "Maddalena archipelago: The Maddalena archipelago is a group of seven main islands "
                "and many islets off the north-east coast of Sardinia, in the Strait of Bonifacio, "
                "protected as a national park since 1994. Giuseppe Garibaldi spent his last years "
                "on one of them, Caprera, where he died in 1882."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, John Dalton or Carl Friedrich Gauss?",
        "John Dalton",
        [
            D(
                "Dalton (unit): The dalton, or unified atomic mass unit, is a unit of mass equal "
                "to one-twelfth of the mass of a single atom of carbon-12, about 1.66 \u00d7 "
                "10^-27 kilograms. Chemists and biologists use it to give the masses of molecules, "
                "so that a protein may be said to weigh 50,000 daltons."
            ),
            D(
                "Gauss (unit): The gauss is the unit of magnetic flux density in the "
                "centimetre\u2013gram\u2013second system, equal to one ten-thousandth of the SI "
                "unit. The magnetic field of the Earth at its surface is about half a gauss, and "
                "the unit is named after the German mathematician who measured that field in the "
                "1830s."
            ),
            D(
                "Colour blindness: Colour blindness is a reduced ability to see the difference "
                "between certain colours, most often red and green, and it affects about one man "
                "in twelve and one woman in two hundred of northern European descent. It is also "
                "called Daltonism, after an English chemist who described his own case in a paper "
                "of 1794."
            ),
            S(
                "John Dalton: John Dalton (1766 \u2013 1844) was an English chemist, physicist and "
                "meteorologist, born on 6 September 1766 at Eaglesfield in Cumberland to a Quaker "
                "family. He is best known for his atomic theory, which held that each element is "
                "made of atoms of a single weight, and he spent most of his life in Manchester."
            ),
            D(
                "Joseph Louis Gay-Lussac: Joseph Louis Gay-Lussac (1778 \u2013 1850) was a French "
                "chemist and physicist born on 6 December 1778 at Saint-L\u00e9onard-de-Noblat. He "
                "found that gases combine in simple ratios by volume, and in 1804 he rose to about "
                "7,000 metres in a hydrogen balloon to study the upper air."
            ),
            D(
                "J\u00f6ns Jacob Berzelius: J\u00f6ns Jacob Berzelius (1779 \u2013 1848) was a "
                "Swedish chemist born on 20 August 1779 at V\u00e4versunda in "
                "\u00d6sterg\u00f6tland. He worked out the atomic weights of most known elements, "
                "brought in the letter symbols still used in chemical formulae, and discovered "
                "cerium, selenium and thorium."
            ),
            D(
                "Dalton, Georgia: Dalton is a city in north-west Georgia, in the United States, "
                "and the seat of Whitfield County, with about 34,000 people. Known as the Carpet "
                "Capital of the World, it and the towns around it make most of the carpet sold in "
                "the United States, and it lies near the site of a Civil War battle."
            ),
            S(
                "Carl Friedrich Gauss: Carl Friedrich Gauss (1777 \u2013 1855) was a German "
                "mathematician and physicist, born on 30 April 1777 in Brunswick to a poor working "
                "family. His Disquisitiones Arithmeticae of 1801 laid the foundations of number "
                "theory, and he also did major work in astronomy, geodesy and magnetism."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the tarantula and the scorpion both arachnids?",
        "yes",
        [
            D(
                "Wolf spider: Wolf spiders are hunting spiders of the family Lycosidae that run "
                "down their prey instead of catching it in webs. The females carry their egg sacs "
                "on their spinnerets and their young on their backs, and a large species of "
                "southern Italy, Lycosa tarantula, was the first spider to be called a tarantula."
            ),
            D(
                "Taranto: Taranto is a coastal city in Apulia, southern Italy, on the Gulf of "
                "Taranto, with about 190,000 people. Founded by Spartan colonists in the eighth "
                "century BC, it is a major base of the Italian Navy, and both the tarantella dance "
                "and the word tarantula take their names from it."
            ),
            S(
                "Tarantula: Tarantulas are large, hairy spiders of the family Theraphosidae, a "
                "group of arachnids with about 1,000 species found in warm regions of the "
                "Americas, Africa, Asia and Australia. Most hunt insects at night from burrows, "
                "and many American species flick barbed hairs from their abdomens at attackers."
            ),
            D(
                "Scorpius: Scorpius is a zodiac constellation of the southern sky, lying between "
                "Libra to the west and Sagittarius to the east, near the centre of the Milky Way. "
                "Its brightest star is the red supergiant Antares, and its curving line of stars "
                "looks like the body and raised tail of a scorpion."
            ),
            D(
                "Scorpionfly: Scorpionflies are insects of the order Mecoptera, named for the "
                "swollen genitals of the males, which curl up over the back like the tail of a "
                "scorpion but carry no sting. They have long beaks and four mottled wings, and "
                "many feed on dead insects that they steal from spider webs."
            ),
            D(
                "Eurypterid: Eurypterids, often called sea scorpions, were an extinct group of "
                "aquatic arthropods that lived from about 467 to 252 million years ago. Some were "
                "the largest arthropods that ever lived, and Jaekelopterus, known from a claw "
                "found in Germany, reached about 2.5 metres in length."
            ),
            S(
                "Scorpion: Scorpions are predatory arachnids of the order Scorpiones, with eight "
                "legs, a pair of grasping pincers and a segmented tail that ends in a venomous "
                "stinger. About 2,500 species are known, living on every continent except "
                "Antarctica, and their bodies glow blue-green under ultraviolet light."
            ),
            D(
                "Camel spider: Camel spiders, or solifuges, are arachnids of the order Solifugae "
                "that live in deserts and dry scrub, and despite the name they are neither true "
                "spiders nor scorpions. Fast runners with huge jaws, they have no venom, and tall "
                "tales about their size spread among soldiers in Iraq."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the inventor of the vacuum flask born?",
        "Kincardine-on-Forth",
        [
            D(
                "Thermos: Thermos is a brand of vacuum-insulated bottles first made in Berlin in "
                "1904 by Thermos GmbH, a firm founded by the glassblowers Reinhold Burger and "
                "Albert Aschenbrenner. Its name comes from the Greek word for heat, and in 1963 a "
                "court in the United States ruled that thermos had become a generic word."
            ),
            S(
                "Vacuum flask: A vacuum flask is an insulated container with two walls separated "
                "by a near-vacuum, which keeps hot drinks hot and cold ones cold by stopping heat "
                "from passing by conduction or convection. It was invented in 1892 by the Scottish "
                "chemist and physicist James Dewar, who used it to store liquefied gases."
            ),
            D(
                "Frederick Abel: Sir Frederick Augustus Abel (1827 \u2013 1902) was an English "
                "chemist born in London who spent most of his career as chemist to the War "
                "Department at Woolwich. He studied the safe making of guncotton, devised a "
                "standard test for the flash point of petroleum, and in 1889 patented the "
                "smokeless powder cordite."
            ),
            D(
                "Royal Institution: The Royal Institution of Great Britain is a scientific society "
                "in Albemarle Street, London, founded in 1799 to spread the use of science in "
                "everyday life. Ten chemical elements were discovered in its laboratory, and its "
                "Christmas Lectures for young people have been given almost every year since 1825."
            ),
            D(
                "Karol Olszewski: Karol Olszewski (1846 \u2013 1915) was a Polish chemist and "
                "physicist born at Bronisz\u00f3w. Working at the Jagiellonian University in "
                "Krak\u00f3w with Zygmunt Wr\u00f3blewski, he was among the first to liquefy "
                "oxygen and nitrogen from the air, in 1883, and he later liquefied argon as well."
            ),
            S(
                "James Dewar: Sir James Dewar (1842 \u2013 1923) was a Scottish chemist and "
                "physicist, born on 20 September 1842 at Kincardine-on-Forth, on the north shore "
                "of the Firth of Forth. He was the first to liquefy hydrogen, in 1898, worked for "
                "decades at the Royal Institution, and with Frederick Abel invented cordite in "
                "1889."
            ),
            D(
                "Dewar's: Dewar's is a brand of blended Scotch whisky founded in Perth, Scotland, "
                "in 1846 by the wine and spirit merchant John Dewar. His sons John Alexander and "
                "Thomas built it into one of the largest whisky firms in the world, and its White "
                "Label blend sells widely in the United States."
            ),
            D(
                "Kincardine Bridge: The Kincardine Bridge is a road bridge across the Firth of "
                "Forth between Kincardine in Fife and the Falkirk area, opened in 1936 with a "
                "central span that swung open to let ships pass. A second crossing just upstream, "
                "the Clackmannanshire Bridge, took over much of its traffic in 2008."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the chemist who first isolated sodium born?",
        "Penzance",
        [
            D(
                "Lithium: Lithium is a chemical element with the symbol Li and atomic number 3, "
                "the lightest metal and the least dense solid element. It was discovered in 1817 "
                "by the Swedish chemist Johan August Arfwedson in the mineral petalite, and today "
                "it is used above all in rechargeable batteries."
            ),
            D(
                "Sodium hydroxide: Sodium hydroxide, also called caustic soda or lye, is a white "
                "solid that dissolves in water to give a strongly alkaline solution. Made on a "
                "huge scale by passing electricity through brine, it is used to make soap, paper "
                "and aluminium, and to clear blocked drains."
            ),
            D(
                "Davy lamp: The Davy lamp is a safety lamp for coal mines, invented in 1815, in "
                "which the flame is surrounded by a fine wire gauze that keeps it from igniting "
                "the firedamp, or methane, in the air around it. A similar lamp was designed at "
                "the same time by the railway engineer George Stephenson."
            ),
            D(
                "William Hyde Wollaston: William Hyde Wollaston (1766 \u2013 1828) was an English "
                "chemist and physicist born at East Dereham in Norfolk. He discovered palladium "
                "and rhodium in 1802 and 1804, made a fortune by working platinum into a malleable "
                "form, and was the first to notice dark lines in the spectrum of the Sun."
            ),
            S(
                "Sodium: Sodium is a chemical element with the symbol Na and atomic number 11, a "
                "soft, silvery-white alkali metal that reacts violently with water. It was first "
                "isolated in 1807 by Humphry Davy, who passed an electric current through molten "
                "caustic soda, and it occurs most widely in common salt."
            ),
            D(
                "Sodium-vapour lamp: A sodium-vapour lamp is a gas-discharge lamp that makes light "
                "by passing an electric arc through vaporised sodium metal. The low-pressure type "
                "gives an almost pure yellow light and was widely used for street lighting from "
                "the 1930s, while the high-pressure type gives a pinker, whiter glow."
            ),
            D(
                "Sodium chloride: Sodium chloride, or common salt, is an ionic compound of sodium "
                "and chlorine that forms colourless cubic crystals. It is mined as rock salt or "
                "obtained by evaporating seawater, and besides seasoning food it is spread on icy "
                "roads and used to make chlorine and caustic soda."
            ),
            S(
                "Humphry Davy: Sir Humphry Davy (1778 \u2013 1829) was a British chemist and "
                "inventor, born on 17 December 1778 in Penzance, Cornwall. Working at the Royal "
                "Institution in London, he used electrolysis to isolate several elements, showed "
                "that chlorine is an element, and served as President of the Royal Society from "
                "1820."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where did the author of astronomia nova die",
        "Regensburg",
        [
            S(
                "Astronomia nova: Astronomia nova, or New Astronomy, is a book by the German "
                "astronomer Johannes Kepler, published in 1609. Working from Tycho Brahe's precise "
                "observations of Mars, it showed that the planet moves on an ellipse with the Sun "
                "at one focus and sweeps out equal areas in equal times."
            ),
            D(
                "Sidereus Nuncius: Sidereus Nuncius, or Starry Messenger, is a short book by "
                "Galileo Galilei, published in Venice in March 1610. It was the first work to "
                "report observations made through a telescope, describing the mountains of the "
                "Moon, countless new stars and four moons circling Jupiter."
            ),
            D(
                "Mysterium Cosmographicum: Mysterium Cosmographicum, or The Cosmographic Mystery, "
                "is a book of astronomy published in T\u00fcbingen in 1596. Its author, then a "
                "young teacher in Graz, argued that the spacing of the six known planets was fixed "
                "by the five Platonic solids nested one inside another."
            ),
            D(
                "Weil der Stadt: Weil der Stadt is a small town in Baden-W\u00fcrttemberg, "
                "Germany, about 25 kilometres west of Stuttgart, and it was a free imperial city "
                "until 1803. It is the birthplace of the astronomer Johannes Kepler, and a museum "
                "in the house where he was born tells the story of his life."
            ),
            D(
                "Kepler space telescope: The Kepler space telescope was a NASA observatory "
                "launched in March 2009 to find planets around other stars by watching for the "
                "slight dimming of a star as a planet passes in front of it. Before its fuel ran "
                "out in 2018 it had found more than 2,600 confirmed exoplanets."
            ),
            S(
                "Johannes Kepler: Johannes Kepler (1571 \u2013 1630) was a German astronomer and "
                "mathematician, born in Weil der Stadt, who served as imperial mathematician to "
                "Rudolf II in Prague. He set out three laws of planetary motion, and he died on 15 "
                "November 1630 in Regensburg, where he had gone to seek salary owed to him."
            ),
            D(
                "Rudolphine Tables: The Rudolphine Tables are a star catalogue and set of "
                "planetary tables published at Ulm in 1627 and named after the Holy Roman Emperor "
                "Rudolf II. Built on the observations of Tycho Brahe, they were far more accurate "
                "than any earlier tables and were used to predict a transit of Mercury in 1631."
            ),
            D(
                "Kepler's Supernova: Kepler's Supernova, or SN 1604, was an exploding star in the "
                "constellation Ophiuchus that appeared in October 1604 and for weeks outshone "
                "every other star in the night sky. It is the most recent supernova in the Milky "
                "Way to have been seen with the naked eye."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist who led the oil drop experiment of 1909 born?",
        "Morrison, Illinois",
        [
            D(
                "Pitch drop experiment: The pitch drop experiment is a long-running test at the "
                "University of Queensland in Brisbane, set up in 1927 by the physicist Thomas "
                "Parnell to show that pitch, though it seems solid, flows like a very thick "
                "liquid. Only nine drops have fallen from its funnel since then."
            ),
            D(
                "Harvey Fletcher: Harvey Fletcher (1884 \u2013 1981) was an American physicist "
                "born in Provo, Utah. As a graduate student at the University of Chicago he helped "
                "to measure the charge of single electrons, and at Bell Labs he later led research "
                "on hearing and speech and on stereophonic sound."
            ),
            S(
                "Oil drop experiment: The oil drop experiment was carried out in 1909 at the "
                "University of Chicago by Robert Millikan, with his student Harvey Fletcher, to "
                "measure the elementary electric charge. Tiny charged droplets of oil were held "
                "still between two metal plates by balancing their weight against an electric "
                "field."
            ),
            D(
                "Elementary charge: The elementary charge is the electric charge carried by a "
                "single proton, equal and opposite to that of an electron, about 1.602 \u00d7 "
                "10^-19 coulombs. Since 2019 its value has been fixed exactly in the International "
                "System of Units, and it serves to define the ampere and the coulomb."
            ),
            D(
                "California Institute of Technology: The California Institute of Technology, or "
                "Caltech, is a private research university in Pasadena, California, founded in "
                "1891 as Throop University. It manages the Jet Propulsion Laboratory for NASA, and "
                "its faculty and alumni have won more than 40 Nobel Prizes."
            ),
            D(
                "Arthur Compton: Arthur Holly Compton (1892 \u2013 1962) was an American physicist "
                "born in Wooster, Ohio, who shared the Nobel Prize in Physics in 1927 for the "
                "Compton effect, the loss of energy by high-energy light scattered off electrons. "
                "He later headed the Metallurgical Laboratory of the Manhattan Project in Chicago."
            ),
            S(
                "Robert Millikan: Robert Andrews Millikan (1868 \u2013 1953) was an American "
                "physicist born on 22 March 1868 in Morrison, Illinois. He won the Nobel Prize in "
                "Physics in 1923 for his work on the charge of the electron and on the "
                "photoelectric effect, and from 1921 he led the California Institute of Technology "
                "in Pasadena."
            ),
            D(
                "Photoelectric effect: The photoelectric effect is the release of electrons from a "
                "material when light shines on it, seen only when the frequency of the light is "
                "above a certain threshold. Albert Einstein explained it in 1905 by treating light "
                "as made of quanta, work for which he was awarded the Nobel Prize in Physics for "
                "1921."
            ),
        ],
        drop=0,
    ),
]
