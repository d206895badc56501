"""The forty-first single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev37.py`),
for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and
plants, and geography (countries, cities, rivers, mountains, landmarks); another writer took
history, politics, law, the arts, sports, technology and everyday life at the same time. A
quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v32, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 352 characters and distractors 349; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "What is a magnetar?",
        (
            "a neutron star with an extremely strong magnetic field, about a thousand times that "
            "of an ordinary neutron star, which gives off bursts of X-rays and gamma rays"
        ),
        [
            D(
                "Pulsar: A pulsar is a spinning neutron star whose beams of radio waves sweep past "
                "the Earth like the light of a lighthouse, so that it is seen as a string of "
                "regular pulses. Jocelyn Bell Burnell and Antony Hewish found the first one at "
                "Cambridge in 1967; it pulses every 1.337 seconds, and Hewish shared the 1974 "
                "Nobel Prize in Physics for the discovery."
            ),
            S(
                "Magnetar: A magnetar is a kind of neutron star whose magnetic field is "
                "extraordinarily strong, around a thousand times that of an ordinary neutron star "
                "and a million billion times the Earth's. Robert Duncan and Christopher Thompson "
                "proposed the idea in 1992. Quakes in its crust release bursts of X-rays and gamma "
                "rays, such as the giant flare from SGR 1806-20 in December 2004."
            ),
            D(
                "White dwarf: A white dwarf is the hot, dense core left behind when a star like "
                "the Sun runs out of fuel and sheds its outer layers, packing about the Sun's mass "
                "into a ball the size of the Earth. Sirius B, faint companion of the brightest "
                "star in the night sky, is the nearest one to us, and Subrahmanyan Chandrasekhar "
                "showed in 1930 that none can exceed about 1.4 solar masses."
            ),
            D(
                "Neutron star: A neutron star is the collapsed core of a massive star after a "
                "supernova, only about 20 km across yet heavier than the Sun, so dense that a "
                "teaspoon of its matter would weigh billions of tonnes. Walter Baade and Fritz "
                "Zwicky predicted such objects in 1934, and the Crab Pulsar, inside the nebula "
                "left by the supernova seen from Earth in 1054, is a famous example."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who explained brownian motion",
        (
            "Albert Einstein, in a paper of 1905 that put it down to collisions with the molecules "
            "of the fluid; Jean Perrin confirmed it by experiment in 1908"
        ),
        [
            D(
                "Robert Brown (botanist): Robert Brown was a Scottish botanist who sailed round "
                "Australia with Matthew Flinders from 1801 to 1803 and brought home thousands of "
                "plant specimens, most new to science. He named the cell nucleus in 1831, and from "
                "1827 he watched pollen grains of Clarkia pulchella in water under his microscope, "
                "though he could not say why the tiny particles in them kept moving."
            ),
            D(
                "Diffusion: Diffusion is the net spread of particles from where they are crowded "
                "to where they are sparse, as when a drop of ink slowly colours a glass of still "
                "water. Thomas Graham measured the rates at which different gases diffuse in the "
                "1830s, and in 1855 the German physiologist Adolf Fick set out the laws that bear "
                "his name, likening the flow of matter to the flow of heat."
            ),
            S(
                "Brownian motion: Brownian motion is the restless, random jiggling of tiny "
                "particles suspended in a liquid or a gas. It was first described in 1827, but it "
                "was Albert Einstein who explained it, in a paper of 1905, as the result of "
                "countless collisions with the moving molecules of the fluid. Jean Perrin's "
                "measurements of 1908 confirmed his theory and won Perrin the Nobel Prize in 1926."
            ),
            D(
                "Annus mirabilis papers: In 1905 Albert Einstein, then a clerk at the patent "
                "office in Bern, published four papers in Annalen der Physik. The first, on the "
                "photoelectric effect, treated light as made of quanta and earned him the Nobel "
                "Prize in Physics for 1921; two others set out special relativity and the equation "
                "E = mc², which ties the energy of a body to its mass."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is smaller in area, Nauru or Tuvalu?",
        "Nauru, about 21 km² of land against about 26 km² for Tuvalu",
        [
            S(
                "Nauru: Nauru is an island country in the central Pacific, about 42 km south of "
                "the equator, with a land area of only about 21 km², which makes it the smallest "
                "republic in the world. Phosphate mining made it briefly one of the richest "
                "countries per head after independence from Australian rule in 1968, but left most "
                "of the island a field of bare coral pinnacles."
            ),
            D(
                "Vatican City: Vatican City, an enclave in Rome of about 0.44 km², is the smallest "
                "country in the world by both area and population, with fewer than a thousand "
                "residents. It became an independent state under the Lateran Treaty of 1929, "
                "signed by Benito Mussolini and Cardinal Pietro Gasparri, and is governed by the "
                "Pope as absolute monarch, with its own stamps, euro coins and post office."
            ),
            S(
                "Tuvalu: Tuvalu is a Polynesian country made up of three reef islands and six "
                "atolls spread over the western Pacific, with a total land area of about 26 km². "
                "Its highest point is only about 4.6 m above sea level. Formerly the Ellice "
                "Islands, it became independent from Britain in 1978, its capital is Funafuti, and "
                "it earns money by leasing its internet domain, .tv."
            ),
            D(
                "Monaco: Monaco is a city-state of about 2 km² on the French Riviera, the "
                "second-smallest country in the world and the most densely populated, with about "
                "38,000 people. It has been ruled by the House of Grimaldi since 1297, when "
                "François Grimaldi took its fortress disguised as a monk, and the Monte Carlo "
                "casino opened in 1863 under Prince Charles III."
            ),
            D(
                "Kiribati: Kiribati is spread across 33 atolls and reef islands straddling the "
                "equator, with about 811 km² of land scattered over some 3.5 million km² of ocean. "
                "Its capital is on South Tarawa, the easternmost Line Islands are among the first "
                "places to see each new year, and phosphate was mined on Banaba until 1979, the "
                "year of independence from Britain."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "types of cacao beans",
        "three main types: Criollo, Forastero and Trinitario (a hybrid of the first two)",
        [
            D(
                "Coffee: Almost all the coffee drunk today comes from two species. Arabica, Coffea "
                "arabica, first grown in Ethiopia and Yemen, makes up about 60 percent of the crop "
                "and is prized for its sweeter taste, while robusta, Coffea canephora, grows at "
                "lower altitudes, resists disease better and carries about twice as much caffeine. "
                "Brazil is by far the largest producer, followed by Vietnam."
            ),
            S(
                "Cacao: The cacao tree, Theobroma cacao, grows in the humid tropics within about "
                "20 degrees of the equator. Growers recognise three main kinds of bean: Criollo, "
                "prized for its delicate flavour but prone to disease; Forastero, hardy and "
                "high-yielding, which makes up most of the world's crop; and Trinitario, a hybrid "
                "of the two that arose on Trinidad in the eighteenth century."
            ),
            D(
                "Chocolate: To make chocolate, cocoa beans are fermented, dried, roasted and "
                "ground into a paste called cocoa liquor, which can be pressed to separate cocoa "
                "butter from cocoa solids. Coenraad van Houten patented such a press in 1828, J. "
                "S. Fry and Sons of Bristol made the first solid bar in 1847, and Daniel Peter "
                "made milk chocolate in Vevey in 1875 with condensed milk from Henri Nestlé."
            ),
            D(
                "Cocoa production in Ivory Coast: Côte d'Ivoire is the largest grower of cocoa "
                "beans in the world, with about 2 million tonnes a year, roughly 40 percent of the "
                "global harvest, followed by neighbouring Ghana. Cacao reached West Africa in the "
                "nineteenth century; Tetteh Quarshie is said to have brought pods to the Gold "
                "Coast from Fernando Po in 1879."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How is ammonia made industrially?",
        (
            "by the Haber-Bosch process: nitrogen from the air and hydrogen (mostly from natural "
            "gas) react over an iron catalyst at about 400-500 °C and 150-300 atmospheres"
        ),
        [
            D(
                "Ostwald process: The Ostwald process turns ammonia into nitric acid. Ammonia is "
                "burned with air over a platinum-rhodium gauze at about 900 °C to form nitric "
                "oxide, which is oxidised further to nitrogen dioxide and absorbed in water. "
                "Wilhelm Ostwald patented it in 1902 and won the Nobel Prize in Chemistry in 1909 "
                "for his work on catalysis, chemical equilibrium and reaction rates."
            ),
            D(
                "Contact process: The contact process is the main industrial method of making "
                "sulfuric acid. Sulfur is burned to sulfur dioxide, which is combined with oxygen "
                "over a vanadium oxide catalyst at about 450 °C to give sulfur trioxide, and this "
                "is dissolved in concentrated acid to form oleum. Peregrine Phillips, a British "
                "vinegar maker, patented the idea in 1831."
            ),
            S(
                "Haber process: The Haber-Bosch process makes ammonia by reacting nitrogen, taken "
                "from the air, with hydrogen, today mostly made from natural gas. The gases are "
                "passed over an iron-based catalyst at about 400 to 500 °C and 150 to 300 "
                "atmospheres, and the ammonia is cooled out as a liquid. Fritz Haber showed it "
                "worked in 1909 and Carl Bosch scaled it up at BASF by 1913."
            ),
            D(
                "Ammonia: Ammonia, NH3, is a colourless gas with a sharp smell that boils at -33 "
                "°C. About 70 percent of the roughly 180 million tonnes produced each year goes "
                "into fertilisers such as urea and ammonium nitrate, and it is also used as a "
                "refrigerant and in household cleaners. In nature it is released when bacteria "
                "break down proteins and urea in soil, dung and rotting plants."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why does the water around a nuclear reactor core glow blue?",
        (
            "Cherenkov radiation: charged particles from the core move through the water faster "
            "than light travels in water (about three quarters of its speed in a vacuum) and give "
            "off a cone of light, strongest at the blue end of the spectrum"
        ),
        [
            D(
                "Spent fuel pool: Used fuel rods taken out of a reactor are stored for years under "
                "about 12 metres of water in a steel-lined concrete pool beside it. The water both "
                "cools the rods, which still give off decay heat, and shields workers from "
                "radiation, so that people can stand at the edge; boron is often dissolved in it "
                "to soak up neutrons and stop the fuel reacting again until it is moved into dry "
                "casks."
            ),
            S(
                "Cherenkov radiation: Cherenkov radiation is the eerie blue glow seen in the water "
                "around the cores of research reactors. Light slows to about three quarters of its "
                "vacuum speed in water, and fast electrons from the core can outrun it; like a "
                "boat's bow wave, they leave a cone of light behind them, strongest at the blue "
                "end of the spectrum. Pavel Cherenkov observed it in 1934."
            ),
            D(
                "Sea sparkle: Noctiluca scintillans, known as sea sparkle, is a single-celled "
                "plankton that flashes blue when it is disturbed by waves, oars or swimmers, "
                "lighting up beaches from Hong Kong to the Derwent estuary of Tasmania. The light "
                "comes from the enzyme luciferase acting on luciferin, and the flashes may startle "
                "the small animals that graze on it."
            ),
            D(
                "Radium: Radium is a highly radioactive metal found in uranium ores, discovered in "
                "1898. Its salts glow faintly in the dark, and in the 1910s and 1920s it was mixed "
                "into luminous paint for watch dials in factories in New Jersey and Illinois; many "
                "of the young women who painted them, licking their brushes to a point, later fell "
                "gravely ill with anaemia and decay of the jaw."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is dodder a parasitic plant?",
        (
            "yes: dodder (Cuscuta) twines around a host plant and draws water and nutrients from "
            "it through suckers called haustoria, after its own root withers"
        ),
        [
            D(
                "Dodder (river): The Dodder is a river in Ireland that rises in the Dublin "
                "Mountains near Kippure and flows about 27 km north through the southern suburbs "
                "of Dublin, among them Tallaght, Templeogue and Rathfarnham, before joining the "
                "Liffey at Ringsend close to the sea. Its waters once drove mills making paper, "
                "flour and cotton, and it often floods after heavy rain."
            ),
            S(
                "Dodder: Dodder, the genus Cuscuta, is a group of about 200 species of thin, "
                "leafless vines that look like tangles of yellow or orange string. A seedling has "
                "only a few days to find a host; once it wraps around one, it pushes suckers "
                "called haustoria into the stem and draws water, sugars and minerals from it, and "
                "its own root then withers away."
            ),
            D(
                "Morning glory: Morning glories are twining vines of the bindweed family, "
                "Convolvulaceae, whose trumpet-shaped flowers open at dawn and fade by the "
                "afternoon. The sweet potato belongs to the same family, and the seeds of some "
                "species, such as Ipomoea tricolor, were used in rituals by the Aztecs, who called "
                "them tlitliltzin. Gardeners grow them for their blue and purple flowers."
            ),
            D(
                "Mistletoe: European mistletoe, Viscum album, grows on the branches of apple, "
                "poplar, lime and other trees, spread by birds such as the mistle thrush that eat "
                "its white berries and wipe the sticky seeds onto bark. Kissing under a sprig at "
                "Christmas was popular in England by the late eighteenth century, and the plant is "
                "sacred in Druid lore."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where the Richat Structure is?",
        "Nouakchott: the Richat Structure is in Mauritania",
        [
            S(
                "Richat Structure: The Richat Structure, nicknamed the Eye of the Sahara, is a set "
                "of concentric rings of rock about 40 km across in the Adrar region of "
                "west-central Mauritania, near the town of Ouadane. Long taken for an impact "
                "crater, it is now explained as an eroded dome of uplifted layers, and astronauts "
                "have used it as a landmark since the early space missions."
            ),
            S(
                "Nouakchott: Nouakchott, the capital and largest city of Mauritania, lies on the "
                "Atlantic coast at the western edge of the Sahara. It was a small fishing village "
                "until 1958, when it was chosen as the capital of the soon-to-be independent "
                "country, and it has grown to well over a million people, many of whom came "
                "fleeing the droughts of the 1970s."
            ),
            D(
                "Aorounga crater: Aorounga is an eroded impact crater about 13 km across in the "
                "Sahara of northern Chad, far to the north-east of N'Djamena, the capital. Radar "
                "images taken from the Space Shuttle in 1994 hinted that it may be one of a chain "
                "of three craters made by pieces of a single broken asteroid some 345 million "
                "years ago. It is one of the best-preserved craters in the Sahara."
            ),
            D(
                "Tassili n'Ajjer: Tassili n'Ajjer is a sandstone plateau in south-east Algeria, "
                "near the borders with Libya and Niger, whose eroded rock arches and pillars look "
                "like a ruined city. Its thousands of paintings and engravings, some 10,000 years "
                "old, show cattle, giraffes and hippopotamuses from a wetter Sahara; it became a "
                "World Heritage Site in 1982."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "When did the Chicxulub impact happen?",
        "about 66 million years ago, at the end of the Cretaceous period",
        [
            D(
                "The Vredefort crater near Johannesburg in South Africa is the largest confirmed "
                "impact structure on Earth; its original rim is thought to have been 250 to 300 km "
                "across. The asteroid struck about two billion years ago, and the deeply eroded "
                "remains, known as the Vredefort Dome, were made a UNESCO World Heritage Site in "
                "2005; the town of Parys lies inside it."
            ),
            S(
                "The Chicxulub crater, buried beneath the Yucatán Peninsula of Mexico, is about "
                "180 km wide and was made by an asteroid some 10 km across. Dating of glassy beads "
                "thrown out by the blast puts the impact at about 66 million years ago, at the "
                "very end of the Cretaceous, and it is widely blamed for the mass extinction that "
                "ended the age of the dinosaurs."
            ),
            D(
                "The Deccan Traps of western India are a vast pile of lava flows, in places more "
                "than 2 km thick, poured out over several hundred thousand years around the close "
                "of the Cretaceous. Some geologists argue that the carbon dioxide and sulfur "
                "dioxide they released did as much as any asteroid to bring about the mass "
                "extinction of the time."
            ),
            D(
                "Luis Alvarez and his son Walter, a geologist, reported in 1980 that a thin layer "
                "of clay at Gubbio in Italy, laid down when the dinosaurs vanished, was rich in "
                "iridium, a metal rare in the Earth's crust but common in asteroids. They proposed "
                "that a giant impact caused the extinction, about a decade before the crater "
                "itself was identified under the Yucatán."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "where is the pitch lake",
        "at La Brea in south-west Trinidad, in Trinidad and Tobago",
        [
            D(
                "The La Brea Tar Pits in the middle of Los Angeles are pools where natural asphalt "
                "has seeped up for tens of thousands of years, trapping animals that came to "
                "drink. More than a million bones have been dug out of them, from sabre-toothed "
                "cats, dire wolves and Columbian mammoths, and the George C. Page Museum beside "
                "them opened in 1977 beside Hancock Park."
            ),
            S(
                "The Pitch Lake at La Brea, in the south-west of Trinidad, is the largest natural "
                "deposit of asphalt worked anywhere, covering about 40 hectares and thought to be "
                "some 75 metres deep in the middle. Sir Walter Raleigh used its pitch to caulk his "
                "ships in 1595, and asphalt dug from it has since paved streets from Port of Spain "
                "to London and New York."
            ),
            D(
                "Asphalt, or bitumen, is the black, sticky, heaviest part of petroleum. The people "
                "of Mesopotamia used it as mortar and waterproofing some 5,000 years ago; today "
                "most of it is refined from crude oil, about 85 percent of it goes into road "
                "surfaces, and among the largest natural deposits are the oil sands of the "
                "Athabasca region in Alberta."
            ),
            D(
                "Trinidad, the larger of the two main islands of Trinidad and Tobago, lies only "
                "about 11 km off the coast of Venezuela. Its capital, Port of Spain, hosts one of "
                "the biggest carnivals in the Caribbean each year before Lent, the steelpan was "
                "developed there in the 1930s and 1940s, and scarlet ibises roost in the Caroni "
                "Swamp south of the capital."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which gas eruption killed more people, Lake Nyos or Lake Monoun?",
        "Lake Nyos: about 1,700 people in August 1986, against 37 at Lake Monoun in August 1984",
        [
            S(
                "On the night of 21 August 1986 Lake Nyos, a crater lake in the highlands of "
                "north-west Cameroon, suddenly released a huge cloud of carbon dioxide that had "
                "built up in its deep water. The heavy gas rolled down the valleys and suffocated "
                "about 1,700 people and some 3,500 cattle in the villages below. Since 2001 pipes "
                "have vented gas from the lake bed."
            ),
            D(
                "Lake Kivu, on the border of Rwanda and the Democratic Republic of the Congo, "
                "holds some 300 km³ of dissolved carbon dioxide and 60 km³ of methane in its deep "
                "water, and about two million people live around its shores. Since 2015 the "
                "KivuWatt plant has pumped up methane to make electricity, which also lowers the "
                "risk of a sudden release of gas like the ones in Cameroon."
            ),
            S(
                "Two years before the disaster at Nyos, on 15 August 1984, Lake Monoun in the west "
                "of Cameroon gave off a smaller burst of carbon dioxide, probably set off by a "
                "landslide into the lake. The gas settled along a road below it and killed 37 "
                "people, some of them passengers on a truck, and at first the deaths were blamed "
                "on a chemical attack or a volcanic blast."
            ),
            D(
                "Mount Cameroon, at about 4,040 metres the highest peak in West Africa, is one of "
                "the most active volcanoes on the continent, with eruptions in 1922, 1959, 1982, "
                "1999 and 2000. Each February since 1973 runners have raced from the town of Buea "
                "to its summit and back in the Race of Hope, a climb of about 3,000 metres. The "
                "port of Limbe lies at its foot, by the sea."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "which countries is the danakil depression in",
        (
            "Ethiopia and Eritrea: it lies in the north of Ethiopia's Afar Region and reaches into "
            "southern Eritrea"
        ),
        [
            D(
                "The Qattara Depression in north-west Egypt drops to 133 metres below sea level "
                "and covers about 19,000 km² of salt marsh and sand. During the Second World War "
                "its soft ground guarded the southern flank of the Allied line at El Alamein in "
                "1942, and plans to flood it from the Mediterranean for hydroelectric power have "
                "come and gone since the 1910s, but none has ever been carried out."
            ),
            S(
                "The Danakil Depression is a stretch of desert lowland in the Afar Triangle, lying "
                "across the north of Ethiopia's Afar Region and reaching into the south of "
                "Eritrea. Parts of it sink more than 100 metres below sea level; with the yellow "
                "and green hot springs of Dallol and salt flats where men still cut blocks by hand "
                "for camel caravans, it is one of the hottest places on Earth."
            ),
            D(
                "Lake Assal in central Djibouti lies about 155 metres below sea level, the lowest "
                "point on land in Africa, and its water is roughly ten times as salty as the "
                "ocean. A broad white crust of salt rings its shore, and for centuries caravans "
                "have carried its salt inland by camel to be traded in the highlands of Ethiopia, "
                "a trade that goes on today."
            ),
            D(
                "The Afar people, who number a few million, herd camels, goats and cattle across "
                "the hot lowlands of the Horn of Africa where Ethiopia, Eritrea and Djibouti meet. "
                "They speak Afar, a Cushitic language, most are Muslims, and their traditional "
                "sultanates, such as Aussa with its seat at Asaita, long controlled the salt trade "
                "of the region."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a strangler fig kill its host tree?",
        (
            "it starts as a seed dropped high in the host's crown, sends roots down to the ground "
            "that thicken and fuse into a mesh around the trunk, and shades the host's crown with "
            "its own leaves, until the host dies and rots away"
        ),
        [
            D(
                "The common fig, Ficus carica, was one of the first plants people grew, perhaps "
                "11,000 years ago in the Jordan Valley. Its fruit is really a hollow flower stalk "
                "lined with tiny flowers, pollinated by the fig wasp Blastophaga psenes, which "
                "crawls in through a small opening at the tip; many cultivated varieties now set "
                "fruit without it."
            ),
            S(
                "A strangler fig begins life high in the crown of another tree, where a bird or a "
                "bat has left a seed in its droppings. The seedling lets down long roots that "
                "reach the soil, thicken and fuse into a mesh gripping the host's trunk so it "
                "cannot grow outward, while the fig's leaves spread above and steal its light. The "
                "host slowly dies and rots away."
            ),
            D(
                "The banyan, Ficus benghalensis, the national tree of India, drops roots from its "
                "branches that grow into new trunks, so that one tree can spread into a small "
                "wood. The Great Banyan in the botanic garden at Howrah near Kolkata covers more "
                "than a hectare with more than 3,000 such prop roots, although its original trunk "
                "was removed after decay in 1925."
            ),
            D(
                "Rattans are climbing palms of the tropics of Asia and Africa whose stems can run "
                "for 150 metres through the forest canopy, hooking onto other trees with whip-like "
                "tendrils armed with backward-pointing spines. Cut, stripped and dried, the tough "
                "stems are woven into chairs and baskets, and Indonesia supplies most of the "
                "world's raw rattan."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does the sensitive plant fold up its leaves when you touch it?",
        (
            "to protect itself: a touch sends an electrical signal to the pulvini at the leaf "
            "bases, whose cells lose water and go limp, so the leaves fold and droop, looking "
            "wilted and less appetising to grazers and shaking off insects"
        ),
        [
            D(
                "The prayer plant, Maranta leuconeura, from the rainforests of Brazil, raises its "
                "leaves upright every evening and lowers them flat again each morning, like hands "
                "opening and closing in prayer. The movement is set by an internal daily clock "
                "rather than by touch, and it is driven by swollen joints at the base of each leaf "
                "that take up and lose water; it is a popular houseplant in Europe and America."
            ),
            S(
                "Mimosa pudica, the sensitive plant, folds its leaflets together within seconds "
                "when touched, and a harder knock makes the whole leaf droop. The touch sends an "
                "electrical signal to swollen joints at the leaf bases called pulvini, whose cells "
                "pump out potassium and lose water, so they go limp. The trick probably protects "
                "the plant, making it look wilted to grazers."
            ),
            D(
                "Linnaeus named the genus Mimosa in 1753 from the Greek word for a mimic, since "
                "its leaves seem to imitate animal movement. Confusingly, the yellow-flowered tree "
                "sold by florists as mimosa is an acacia, the silver wattle of south-east "
                "Australia, which fills the Côte d'Azur with blossom each February, when "
                "Mandelieu-la-Napoule holds a festival."
            ),
            D(
                "The telegraph plant, Codariocalyx motorius, of tropical Asia, moves the small "
                "side leaflets of each leaf in jerky circles every few minutes, fast enough to "
                "watch, especially in warm sunshine. Charles Darwin studied it for The Power of "
                "Movement in Plants, published in 1880 with his son Francis, and no one is sure "
                "what the motion is for."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Does the gharial attack people?",
        (
            "no: it is a fish-eater whose long, very thin snout is too fragile for large prey, and "
            "there are no reliable records of it killing a person"
        ),
        [
            D(
                "The mugger crocodile, found from Iran to Sri Lanka, has the broadest snout of the "
                "crocodiles of the Indian subcontinent and eats fish, birds, monkeys and deer that "
                "come down to drink. It also attacks people, and injuries and deaths are reported "
                "every year in India, Sri Lanka and Iran, often where villagers bathe or wash "
                "clothes."
            ),
            S(
                "The gharial of the rivers of northern India and Nepal has the slenderest snout of "
                "any crocodilian, a long thin beak lined with about a hundred sharp, interlocking "
                "teeth that is swept sideways to snap up fish. Its jaws are too fragile to seize "
                "large animals, and there are no reliable records of it killing a person; adult "
                "males grow a knob on the snout tip."
            ),
            D(
                "The false gharial, or tomistoma, of the peat swamps of Borneo, Sumatra and the "
                "Malay Peninsula also has a long, narrow snout, but it takes mammals as well as "
                "fish, and in 2008 one killed a fisherman in Central Kalimantan, the first "
                "confirmed fatal attack by the species. Fewer than 2,500 adults are thought to "
                "remain in the wild."
            ),
            D(
                "The saltwater crocodile, the largest living reptile, with males up to about 6 "
                "metres long and more than a tonne in weight, ranges from eastern India to "
                "northern Australia and the Solomon Islands. It ambushes prey as large as buffalo "
                "at the water's edge and kills people every year, most often in Indonesia, Papua "
                "New Guinea and northern Australia."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which expedition first climbed the world's southernmost active volcano?",
        (
            "Ernest Shackleton's Nimrod Expedition: a party led by Edgeworth David reached the "
            "summit of Mount Erebus on 10 March 1908"
        ),
        [
            S(
                "Mount Erebus on Ross Island, rising to 3,794 metres, is the southernmost active "
                "volcano on Earth and one of the few anywhere with a long-lived lake of molten "
                "lava in its crater. It was named in 1841 by James Clark Ross after HMS Erebus, "
                "one of his two ships; the other, HMS Terror, gave its name to the quieter peak "
                "beside it."
            ),
            D(
                "Deception Island in the South Shetlands is the flooded caldera of an active "
                "volcano, and ships sail into its sheltered harbour through a narrow gap called "
                "Neptune's Bellows. Eruptions in 1967 and 1969 destroyed the Chilean and British "
                "research stations there, and tourists now bathe where hot springs warm the black "
                "sand beach of Whalers Bay."
            ),
            S(
                "Members of Ernest Shackleton's British Antarctic Expedition of 1907 to 1909, "
                "known as the Nimrod Expedition after its ship, made the first ascent of Mount "
                "Erebus. A party led by the Australian geologist Edgeworth David set off on 5 "
                "March 1908 and reached the crater rim on 10 March, where they measured its height "
                "and looked down into the steaming pit."
            ),
            D(
                "Robert Falcon Scott's Discovery Expedition of 1901 to 1904 built a hut at Hut "
                "Point on Ross Island, and in December 1902 Scott, Edward Wilson and Ernest "
                "Shackleton reached a record farthest south of about 82 degrees before scurvy and "
                "exhausted dogs forced them back; Shackleton was sent home early to recover on a "
                "relief ship."
            ),
            D(
                "Ojos del Salado, on the border of Chile and Argentina, is the highest volcano on "
                "Earth at 6,893 metres, and a small crater lake near its summit may be the highest "
                "lake in the world. It was first climbed in 1937 by the Polish mountaineers Jan "
                "Alfred Szczepański and Justyn Wojsznis; its last known eruption was about 1,300 "
                "years ago."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "when was zhangjiajie national forest park established",
        "in 1982, as China's first national forest park",
        [
            D(
                "Home > Travel > China > Hunan | Zhangjiajie glass bridge: walking on air | The "
                "glass-bottomed bridge over the Zhangjiajie Grand Canyon opened in August 2016, "
                "spanning about 430 m at some 300 m above the valley floor. It was designed by the "
                "Israeli architect Haim Dotan and closed within two weeks because far too many "
                "visitors came. Share this | 3 min read | Cookie policy"
            ),
            S(
                "Home > Travel > China > Hunan | Zhangjiajie: the park of stone pillars | "
                "Zhangjiajie National Forest Park in north-west Hunan was set up in 1982 as "
                "China's first national forest park, and in 1992 it became part of the Wulingyuan "
                "Scenic Area, a World Heritage Site. Its sandstone pillars, some over 200 m tall, "
                "are said to have inspired Avatar. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > China > Guangxi | Guilin and the Li River cruise | The limestone "
                "peaks along the Li River between Guilin and Yangshuo are best seen from a boat on "
                "the 83 km cruise downstream. The view near Xingping has been printed on the back "
                "of the 20-yuan banknote since 1999, and cormorant fishermen pose for photographs "
                "at dusk. Share this | Comments (4) | Cookie policy"
            ),
            D(
                "Home > Travel > China > Sichuan | Jiuzhaigou: valley of nine villages | The "
                "turquoise lakes and waterfalls of Jiuzhaigou in northern Sichuan were protected "
                "as a nature reserve in 1978 and listed as a World Heritage Site in 1992. An "
                "earthquake in August 2017 damaged the Nuorilang Falls and drained one lake, "
                "closing the park for two years. Share this"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Which plant has the largest seed in the world?",
        (
            "the coco de mer palm (Lodoicea maldivica) of the Seychelles, whose seeds can weigh "
            "about 25 kg"
        ),
        [
            D(
                "Home > Nature > Plants > Water plants | Victoria amazonica: the giant water lily "
                "| The floating leaves of this Amazon lily grow up to about 3 m across, with "
                "upturned rims and spiny undersides. Named after Queen Victoria, it was first "
                "coaxed into flower in England by Joseph Paxton at Chatsworth in 1849, inspiring "
                "his design for the Crystal Palace. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Plants > Palms | Coco de mer: the double coconut | The coco de "
                "mer palm, Lodoicea maldivica, grows wild only on two islands of the Seychelles, "
                "and it bears the biggest seeds of any plant, weighing up to about 25 kg and "
                "taking years to ripen. Its forest in the Vallée de Mai on Praslin has been a "
                "World Heritage Site since 1983. Share this | Cookie policy"
            ),
            D(
                "Home > Food > Tropical fruit | Coconut: the tree of life | A ripe coconut weighs "
                "about 1.4 kg and can float across oceans for months and still sprout, which "
                "helped the palm spread along tropical shores. Indonesia, the Philippines and "
                "India grow most of the world's crop, used for copra, oil, milk and coir rope. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants > Orchids | Orchid seeds: the dust of the plant world | "
                "Orchids make the smallest seeds of any flowering plant, as fine as dust and "
                "weighing about a millionth of a gram, and a single pod of some tropical species "
                "holds millions of them. They carry no food store, so they can sprout only with "
                "the help of a fungus. Share this | Cookie policy | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is longer, Mammoth Cave or Sistema Sac Actun?",
        (
            "Mammoth Cave, with more than 680 km of mapped passages, against about 370 km for Sac "
            "Actun"
        ),
        [
            S(
                "Home > Travel > USA > Kentucky | Mammoth Cave National Park | Beneath the hills "
                "of central Kentucky lies the longest known cave system on Earth, with more than "
                "680 km of passages surveyed so far and new ones mapped each year. The national "
                "park was set up in 1941 and named a World Heritage Site in 1981; guided tours "
                "last from an hour to a day. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Caves | Veryovkina: the deepest cave on Earth | Veryovkina Cave "
                "in the Arabika Massif of Abkhazia, in the Caucasus, reaches about 2,212 m below "
                "its entrance, deeper than any other known cave since Russian cavers reached its "
                "bottom in 2018. Its neighbour Krubera, the record holder before it, is only a few "
                "metres shallower. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Mexico > Yucatán | Diving Sac Actun | Sistema Sac Actun near "
                "Tulum, on the Caribbean coast of Mexico, is the longest flooded cave system "
                "known, with about 370 km of underwater passages since divers linked it to Sistema "
                "Dos Ojos in 2018. Its clear cenotes draw cave divers from around the world, and "
                "Maya pottery lies on its floor. Share this | Book a tour"
            ),
            D(
                "Home > Travel > USA > Kentucky | Mammoth Cave: history underground | Stephen "
                "Bishop, an enslaved guide, explored and mapped many of the cave's passages from "
                "1838, and saltpetre was mined in it for gunpowder during the War of 1812. Until "
                "1990 visitors could take boats along the Echo River, home to eyeless fish and "
                "cave shrimp, listed as endangered in 1983. Share this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which countries do shoebills live in?",
        (
            "the swamps of east-central Africa: South Sudan, Uganda, western Tanzania, Zambia and "
            "the east of the Democratic Republic of the Congo"
        ),
        [
            D(
                "Home > Nature > Birds > Africa | Hamerkop: the hammer-headed bird | The hamerkop, "
                "a brown wading bird with a crest that makes its head look like a hammer, lives "
                "across Africa south of the Sahara, in Madagascar and in south-west Arabia. A pair "
                "builds a huge domed nest up to 1.5 m across from thousands of sticks, with a "
                "mud-lined entrance. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Birds > Africa | Where to see the shoebill | The shoebill, a grey "
                "stork-like bird about 1.2 m tall with a huge clog-shaped bill, lives only in the "
                "papyrus swamps of east-central Africa: the Sudd of South Sudan, Uganda, western "
                "Tanzania, the Bangweulu wetlands of Zambia and the east of the Democratic "
                "Republic of the Congo. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds > Africa | Marabou stork: the undertaker bird | With a "
                "wingspan of up to about 3.2 m, the marabou has one of the largest of any land "
                "bird. It ranges across most of Africa south of the Sahara and scavenges at "
                "rubbish dumps and slaughterhouses in cities such as Kampala and Nairobi, nesting "
                "in tall trees in town. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Wetlands | The Sudd: Africa's great swamp | On the White Nile in "
                "South Sudan, the Sudd swells from about 30,000 km² in the dry season to more than "
                "130,000 km² in the rains, and about half of the river's water is lost to "
                "evaporation there. Work on the Jonglei Canal to bypass it began in 1978 and "
                "stopped in 1984. Share this"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does the star-nosed mole find food",
        (
            "by touch: it taps the mud with the 22 fleshy rays around its nose, covered with about "
            "25,000 touch sensors (Eimer's organs), and can find and swallow a small prey item in "
            "about 120 milliseconds"
        ),
        [
            D(
                "Home > Nature > Mammals | European mole: life in the tunnels | The European mole, "
                "Talpa europaea, can dig up to 20 m of tunnel in a day with its broad, spade-like "
                "front feet. It keeps larders of live earthworms, paralysed by a bite to the head, "
                "sometimes hundreds in a single chamber, and molehills are the soil it pushes up "
                "from below. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Mammals | Star-nosed mole: nature's fastest forager | This small "
                "mole of wet ground in eastern Canada and the north-east US hunts by touch. Its "
                "nose is ringed by 22 pink fleshy rays bearing about 25,000 tiny sensors called "
                "Eimer's organs; tapping the mud many times a second, it can find and swallow a "
                "worm in as little as 120 milliseconds. Share this"
            ),
            D(
                "Home > Nature > Mammals | Platypus: the electric bill | Diving in Australian "
                "streams with its eyes, ears and nostrils shut, the platypus sweeps its soft bill "
                "from side to side. Some 40,000 electroreceptors in the bill pick up the tiny "
                "electric fields made by the muscles of shrimps and insect larvae hiding in the "
                "gravel. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Mammals | Star-nosed mole: a winter swimmer | Unlike most moles, "
                "the star-nosed mole is a strong swimmer and stays active all winter, even "
                "paddling under ice. Its tail swells with stored fat before the spring breeding "
                "season, and females bear one litter a year of two to seven young in a nest of dry "
                "leaves. Share this | Comments (8)"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is Lake Hillier pink?",
        (
            "because of salt-loving microbes in its very salty water, above all the alga "
            "Dunaliella salina and halobacteria, which make red carotenoid pigments"
        ),
        [
            D(
                "Home > Travel > Senegal | Lac Rose: a day at Lake Retba | Lake Retba, about 30 km "
                "north-east of Dakar, is famous for its rosy water and for the salt collectors who "
                "work in it up to their chests, rubbing shea butter on their skin for protection. "
                "Until 2007 it was the finishing line of the Paris-Dakar Rally. Share this | "
                "Cookie policy"
            ),
            S(
                "Home > Travel > Australia > Western Australia | Lake Hillier: the bubble-gum lake "
                "| Seen from the air, this 600 m lake on Middle Island, off the south coast, is "
                "bright pink. Its colour comes from micro-organisms that thrive in its extremely "
                "salty water, chiefly the alga Dunaliella salina and halobacteria, which make red "
                "pigments. Share this"
            ),
            D(
                "Home > Nature > Birds | Why are flamingos pink? | Flamingo chicks hatch grey and "
                "only turn pink over two or three years, as they eat algae and brine shrimp rich "
                "in carotenoid pigments, which their livers break down and store in their feathers "
                "and skin. Birds in zoos are given food with added pigment so they keep their "
                "colour. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Australia > Western Australia | The Recherche Archipelago | "
                "Middle Island is the largest of the more than 100 islands of the Recherche "
                "Archipelago, named after a French ship that sailed past in 1792. In the 1820s and "
                "1830s sealers and the pirate Black Jack Anderson used it as a base. Share this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can you eat kudzu?",
        (
            "yes: the young leaves, shoots and flowers are edible, and the starchy roots yield "
            "kudzu (kuzu) starch used in Japanese cooking"
        ),
        [
            D(
                "Home > Nature > Invasive species | How kudzu came to America | Kudzu, a climbing "
                "vine from Japan and China, was shown at the Philadelphia Centennial Exposition in "
                "1876. In the 1930s and 1940s the Soil Conservation Service paid farmers in the "
                "South to plant it against erosion, and today it smothers whole forests, growing "
                "up to 30 cm a day. Share this | Cookie policy"
            ),
            S(
                "Home > Food > Foraging | Eating the vine that ate the South | Kudzu is a nuisance "
                "in the south-eastern US, but most of it can be eaten. The young leaves and shoots "
                "cook like spinach, the purple flowers make a grape-scented jelly, and the big "
                "roots give a fine white starch, kuzu, used in Japan to thicken sauces. Only pick "
                "from unsprayed patches. Share this"
            ),
            D(
                "Home > Food > Foraging | Poison ivy: leaves of three, let it be | Every part of "
                "poison ivy carries urushiol, an oil that gives most people an itchy, blistering "
                "rash, even from a dead vine or a dog's fur. Never eat it, and never burn it: "
                "smoke from burning poison ivy can inflame the lungs and throat. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Garden > Weeds | Japanese knotweed: the bane of builders | Japanese "
                "knotweed came to Britain in the 1840s as an ornamental, and its roots can push up "
                "through tarmac and foundations. Its young shoots are edible, with a sour taste "
                "like rhubarb, but banks may refuse a mortgage on a house where it grows. Share "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which national park is the world's largest cave?",
        "Phong Nha-Ke Bang National Park in Quang Binh province, Vietnam, home of Hang Son Doong",
        [
            S(
                "Home > Science > Caves | Hang Son Doong: the biggest cave passage on Earth | Hang "
                "Son Doong in Quang Binh province, central Vietnam, is the largest known cave by "
                "volume, with a main passage over 5 km long and up to about 200 m high. A local "
                "man, Ho Khanh, found its entrance around 1990, and a British-Vietnamese team "
                "explored it in 2009. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Malaysia | Gunung Mulu National Park: the Sarawak Chamber | In "
                "Gunung Mulu in Sarawak, British cavers found in 1981 the largest known "
                "underground chamber by floor area, about 600 m long, 400 m wide and 80 m high. "
                "Visitors can also watch millions of bats leave Deer Cave at dusk to hunt. The "
                "park has been a World Heritage Site since 2000. Share this"
            ),
            S(
                "Home > Travel > Vietnam | Phong Nha-Ke Bang National Park | This park near the "
                "border with Laos protects one of the oldest karst landscapes in Asia and hundreds "
                "of caves, among them Phong Nha Cave, reached by boat on the Son River, and Hang "
                "Son Doong, where only a few hundred visitors a year may go on week-long guided "
                "trips. Share this"
            ),
            D(
                "Home > Travel > Vietnam | Ha Long Bay by boat | Some 1,600 limestone islands and "
                "islets rise from the Gulf of Tonkin in Ha Long Bay, a World Heritage Site since "
                "1994. Most cruises stop at Sung Sot, the Surprise Cave, the biggest in the bay, "
                "whose chambers were opened to visitors by the French in 1901. Share this | Cookie "
                "policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "When were the Van Allen belts discovered?",
        (
            "in 1958, from the readings of a Geiger counter built by James Van Allen's team that "
            "flew on Explorer 1 and Explorer 3"
        ),
        [
            D(
                "Q: What is Earth's magnetosphere? A: It is the region of space around the Earth "
                "ruled by the planet's magnetic field, squeezed by the solar wind on the day side "
                "to about 60,000 km and drawn out on the night side into a long tail. The name was "
                "coined by the astrophysicist Thomas Gold in 1959, and the field shields the "
                "atmosphere from erosion by the solar wind."
            ),
            S(
                "Q: When were the Van Allen radiation belts discovered? A: In 1958. A Geiger "
                "counter built by James Van Allen's group at the University of Iowa flew on "
                "Explorer 1, the first American satellite, launched on 31 January, and on Explorer "
                "3 in March; its readings, which dropped to zero high up because the counter was "
                "swamped, revealed trapped particles."
            ),
            D(
                "Q: When was the first artificial satellite launched? A: Sputnik 1 was launched by "
                "the Soviet Union on 4 October 1957 from Baikonur. It was a polished sphere 58 cm "
                "across, weighing 83.6 kg, with four long antennas, and its radio beeps were "
                "picked up around the world for three weeks; it burned up on re-entering the "
                "atmosphere in January 1958."
            ),
            D(
                "Q: Are the Van Allen belts dangerous to astronauts? A: Only with long exposure. "
                "The Apollo crews of 1968 to 1972 crossed them in a few hours on paths that "
                "avoided the densest parts, and received doses comparable to a few CT scans. "
                "Satellites that orbit within the belts need shielding and hardened electronics to "
                "survive for years."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what does a hoatzin eat",
        (
            "mostly leaves, with some flowers and fruit, which it ferments in its large crop with "
            "the help of bacteria, rather like a cow"
        ),
        [
            D(
                "Hoatzin: fact sheet\n"
                "- Scientific name: Opisthocomus hoazin, the only living member of its family\n"
                "- Size: about 65 cm long, with a spiky crest and bare blue skin on the face\n"
                "- Status: national bird of Guyana\n"
                "- Relatives: fossils of its family have turned up in Namibia and France, the "
                "oldest about 34 million years old\n"
                "- Voice: hoarse hisses and grunts"
            ),
            S(
                "Hoatzin: fact sheet\n"
                "- Range: swamps, mangroves and riverside forest of the Amazon and Orinoco basins\n"
                "- Diet: almost only leaves, plus some flowers and fruit, fermented by bacteria in "
                "a huge crop, the only bird known to digest like a cow\n"
                "- Nickname: stinkbird, for its manure-like smell\n"
                "- Chicks: two claws on each wing for climbing"
            ),
            D(
                "Q: What does a koala eat? A: Almost nothing but eucalyptus leaves, about half a "
                "kilogram a day, chosen from a few dozen of the hundreds of eucalyptus species. "
                "The leaves are poor in energy and toxic to most animals; bacteria in a long gut "
                "pouch, the caecum, help break them down, and the koala sleeps up to 20 hours a "
                "day to save energy."
            ),
            D(
                "Q: What does the oilbird eat? A: The oilbird of northern South America lives only "
                "on fruit, chiefly of oil palms and laurels, which it plucks at night, finding its "
                "way in pitch-dark caves by echolocation clicks. Its chicks grow so fat that they "
                "were once boiled down for oil used in cooking and lamps, and that is how the bird "
                "got its name."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more people living on it, Tristan da Cunha or the Kerguelen Islands?",
        (
            "Tristan da Cunha, with about 250 permanent residents; the Kerguelen Islands have no "
            "permanent population, only some 45 to 100 scientists and staff"
        ),
        [
            S(
                "Tristan da Cunha: fact sheet\n"
                "- Where: South Atlantic, about 2,400 km from St Helena and 2,800 km from Cape "
                "Town\n"
                "- Population: about 250, all in the village of Edinburgh of the Seven Seas, "
                "sharing a handful of surnames\n"
                "- Governed: as part of the British territory of St Helena, Ascension and Tristan "
                "da Cunha\n"
                "- Evacuated: 1961-63, after an eruption"
            ),
            D(
                "Pitcairn Islands: fact sheet\n"
                "- Where: South Pacific, about halfway between New Zealand and Peru\n"
                "- Population: about 40 to 50, most descended from mutineers of HMS Bounty and "
                "their Tahitian companions, who settled in 1790\n"
                "- Capital: Adamstown, the only settlement\n"
                "- Status: British overseas territory, the least populous national jurisdiction\n"
                "- Money: the New Zealand dollar"
            ),
            S(
                "Kerguelen Islands: fact sheet\n"
                "- Where: southern Indian Ocean, about 3,300 km from Madagascar\n"
                "- Owner: France, as part of the French Southern and Antarctic Lands\n"
                "- Population: none permanent; between about 45 in winter and 100 in summer "
                "scientists and support staff at Port-aux-Français\n"
                "- Nickname: the Desolation Islands, given by James Cook in 1776"
            ),
            D(
                "Bouvet Island: fact sheet\n"
                "- Where: South Atlantic, about 2,600 km south-west of South Africa, often called "
                "the most remote island on Earth\n"
                "- Owner: Norway, which claimed it in 1927\n"
                "- Population: none; no one has ever lived there\n"
                "- Surface: about 93 percent glacier, around an ice-filled volcanic crater\n"
                "- Landing: by helicopter only"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the types of synovial joint?",
        "six: hinge, pivot, ball-and-socket, saddle, condyloid (ellipsoid) and plane (gliding)",
        [
            D(
                "Fibrous joints: fact sheet\n"
                "- What they are: joints held by tough fibrous tissue, allowing little or no "
                "movement\n"
                "- Sutures: the wavy seams between the bones of the skull, which fuse with age\n"
                "- Gomphoses: the sockets holding the teeth in the jaw\n"
                "- Syndesmoses: the sheet of tissue between tibia and fibula\n"
                "- Babies: soft fontanelles close by about 18 months"
            ),
            S(
                "Synovial joints: fact sheet\n"
                "- What they are: freely movable joints whose bone ends are capped with cartilage "
                "and sealed in a capsule of lubricating fluid\n"
                "- Six types: hinge (elbow, knee), pivot (top of the neck), ball-and-socket (hip, "
                "shoulder), saddle (base of the thumb), condyloid (wrist) and plane or gliding "
                "(small bones of the foot)"
            ),
            D(
                "Q: What is synovial fluid? A: It is the thick, slippery liquid inside movable "
                "joints, rich in hyaluronic acid, which lubricates the cartilage and feeds it. "
                "Paracelsus is said to have named it after its likeness to egg white, from the "
                "Latin ovum. A healthy knee holds only a few millilitres, and the crack of "
                "knuckles comes from gas bubbles in it."
            ),
            D(
                "Q: Which is the largest joint in the body? A: The knee, where the thigh bone "
                "meets the shin bone, with the kneecap sliding in a groove in front. It is held "
                "together by four main ligaments, among them the anterior cruciate ligament, or "
                "ACL, whose tear is one of the most common sports injuries, often needing surgery "
                "and months of rehab."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does the bombardier beetle defend itself?",
        (
            "it squeezes hydroquinones and hydrogen peroxide into a reaction chamber with enzymes, "
            "and the reaction shoots a boiling, irritating spray of benzoquinones at the attacker "
            "with a pop, in rapid pulses"
        ),
        [
            D(
                "Q: How does a skunk defend itself? A: It first warns the attacker by stamping its "
                "feet, raising its tail and, in spotted skunks, doing a handstand. If that fails, "
                "it sprays an oily liquid of sulfur compounds called thiols from two glands beside "
                "the tail, aimed up to about 3 m, and the smell can be noticed more than a "
                "kilometre away downwind, and it lingers for days."
            ),
            S(
                "Q: How does a bombardier beetle fight off predators? A: It keeps hydroquinones "
                "and hydrogen peroxide in a reservoir; when attacked, it squeezes them into a "
                "tough-walled chamber holding enzymes, where they react violently and heat to "
                "about 100 °C. A hot, stinging spray of benzoquinones shoots from the tip of the "
                "abdomen with a pop, in about 500 pulses a second."
            ),
            D(
                "Q: Where do bombardier beetles live? A: More than 500 species of these ground "
                "beetles live on every continent except Antarctica, mostly in woodland and "
                "grassland, where they hide under stones and logs by day and hunt other insects at "
                "night. The larvae of some species grow up as parasites on the pupae of water "
                "beetles."
            ),
            D(
                "Q: How do ants defend themselves with acid? A: Wood ants and other formicine ants "
                "spray formic acid from the tip of the abdomen, and a nest of them disturbed by a "
                "hand gives off a sharp, vinegary smell. The English naturalist John Ray first "
                "obtained formic acid in 1671 by distilling large numbers of dead ants, hence its "
                "name."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do cats' eyes glow in the dark?",
        (
            "a mirror-like layer behind the retina, the tapetum lucidum, reflects light back "
            "through the retina to help them see in dim light; the reflected light is the eyeshine "
            "we see"
        ),
        [
            D(
                "Q: Why do people get red eyes in flash photos? A: In dim light the pupils are "
                "wide, and a camera flash close to the lens lights up the back of the eye, where "
                "the blood-rich choroid reflects red light straight back into the camera before "
                "the pupils can shrink. Red-eye reduction fires a short pre-flash that makes them "
                "close first."
            ),
            S(
                "Q: Why do a cat's eyes shine in headlights? A: Behind the retina lies a "
                "mirror-like layer of cells called the tapetum lucidum. Light that passes through "
                "the retina without being absorbed bounces back off it for a second chance, which "
                "helps cats see in about a sixth of the light we need; the returning glow, often "
                "green or yellow, is eyeshine."
            ),
            D(
                "Q: Can cats see in complete darkness? A: No. Cats need at least a little light. "
                "Their retinas are packed with rod cells, their pupils open into wide circles at "
                "night and narrow to slits in sunshine, and their whiskers help them judge gaps. "
                "They see blues and greens but probably not reds, and they are short-sighted close "
                "up."
            ),
            D(
                "Q: How do cat's eyes on roads work? A: The road studs patented by Percy Shaw of "
                "Halifax in 1934 set two pairs of glass lenses in a rubber dome that reflect "
                "headlights back to the driver. When a car drives over one, the dome is pushed "
                "down and the rubber wipes the glass clean, using rainwater caught in its base. "
                "Shaw became a millionaire, and the studs spread to roads all over the world."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is vitiligo contagious",
        (
            "no: vitiligo is not an infection; the pale patches appear because the immune system "
            "destroys the skin's pigment cells, so it cannot be caught from someone"
        ),
        [
            D(
                "Q: Is ringworm contagious? A: Yes. Despite its name, ringworm is a fungal "
                "infection of the skin, not a worm, and causes an itchy red ring with a clearer "
                "centre. It spreads by skin contact, shared towels and combs, and from pets, "
                "especially cats, and it usually clears in two to four weeks with antifungal "
                "creams such as clotrimazole or terbinafine."
            ),
            S(
                "Q: Can you catch vitiligo from someone? A: No. Vitiligo is not an infection, and "
                "touching, kissing or sharing towels with someone who has it cannot pass it on. "
                "The pale patches appear because the body's own immune system attacks melanocytes, "
                "the cells that make the pigment melanin; it affects about 1 in 100 people and "
                "often runs in families."
            ),
            D(
                "Q: How is vitiligo treated? A: There is no cure, but steroid creams, tacrolimus "
                "ointment and narrowband UVB light therapy two or three times a week can bring "
                "back colour. In July 2022 the US Food and Drug Administration approved a "
                "ruxolitinib cream, the first drug made for vitiligo, and cosmetic camouflage can "
                "hide the patches."
            ),
            D(
                "Q: What is albinism? A: Albinism is an inherited condition in which the body "
                "makes little or no melanin, so the skin, hair and eyes are pale from birth, often "
                "with poor eyesight. It affects about 1 in 17,000 people in Europe and North "
                "America but as many as 1 in 1,400 in parts of Tanzania, where people with "
                "albinism have faced attacks."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Where was the inventor of the stethoscope born?",
        "in Quimper, in Brittany, France: the stethoscope was invented in 1816 by René Laennec",
        [
            S(
                "Q: Who invented the stethoscope? A: The French physician René Laennec, in 1816, "
                "at the Necker Hospital in Paris. Too embarrassed to press his ear to a young "
                "woman's chest, he rolled a quire of paper into a tube and found he could hear her "
                "heart more clearly than ever. He later made wooden tubes and described the method "
                "in a book in 1819."
            ),
            D(
                "Q: Who invented the blood pressure cuff? A: Samuel von Basch built the first "
                "sphygmomanometer in Vienna in 1881, and Scipione Riva-Rocci of Turin made the "
                "easier inflatable arm cuff in 1896. In 1905 the Russian surgeon Nikolai Korotkov "
                "described the sounds heard through a stethoscope as the cuff is let down, still "
                "used today."
            ),
            S(
                "Q: Who was René Laennec? A: René-Théophile-Hyacinthe Laennec was born on 17 "
                "February 1781 in Quimper, in Brittany, the son of a lawyer. He studied medicine "
                "in Nantes and then in Paris, gave cirrhosis of the liver its name, and taught at "
                "the Collège de France before dying of tuberculosis in 1826, at the age of 45."
            ),
            D(
                "Q: Who invented the clinical thermometer? A: The English physician Thomas "
                "Clifford Allbutt, born in Dewsbury in Yorkshire in 1836, designed in 1867 a "
                "thermometer only about 15 cm long that took a patient's temperature in five "
                "minutes rather than twenty. Before it, doctors used instruments a foot long that "
                "had to stay in place far longer in the armpit."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "what is vanilla made from",
        (
            "the cured seed pods of the vanilla orchid, Vanilla planifolia, a climbing orchid "
            "native to Mexico"
        ),
        [
            D(
                "On Réunion in 1841 Edmond Albius, an enslaved boy of twelve, found a quick way to "
                "pollinate the flowers by hand with a sliver of bamboo and his thumb. Until then "
                "the crop had set fruit only in Mexico, where local bees did the work, and his "
                "method, still used today, let planters in Madagascar and the Comoros grow it on a "
                "large scale, though he himself died poor."
            ),
            S(
                "The flavouring comes from the long fruit capsules of a climbing member of the "
                "orchid family, Vanilla planifolia, native to the forests of eastern Mexico. "
                "Picked green and scentless, the capsules gain their aroma only after weeks of "
                "sweating in the sun and slow drying, turning black and wrinkled; Madagascar now "
                "grows most of the world's supply."
            ),
            D(
                "Tonka beans, the wrinkled black seeds of Dipteryx odorata, a tall tree of "
                "northern South America, smell of vanilla, almond and cinnamon. Because they are "
                "rich in coumarin, which can harm the liver in large doses, the United States "
                "banned them in food in 1954, though chefs in Europe still grate them sparingly "
                "into desserts."
            ),
            D(
                "Cinnamon is the dried inner bark of trees of the genus Cinnamomum. True cinnamon "
                "comes mainly from Sri Lanka and curls into soft, layered quills as it dries, "
                "while the harder and more common cassia is grown in China, Indonesia and Vietnam; "
                "cassia contains far more coumarin, so food agencies advise limiting how much is "
                "eaten."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What is the Meissner effect?",
        (
            "the expulsion of a magnetic field from a material when it is cooled below its "
            "superconducting transition temperature, which lets a magnet float above it"
        ),
        [
            D(
                "Heike Kamerlingh Onnes, working at Leiden, was the first to liquefy helium, in "
                "1908, and three years later found that the electrical resistance of mercury "
                "cooled to about 4.2 kelvin suddenly vanished, a state later called "
                "superconductivity. He received the Nobel Prize in Physics in 1913 for his studies "
                "of matter at low temperatures."
            ),
            S(
                "When certain materials are chilled below the point at which they lose all "
                "electrical resistance, they do more than conduct perfectly: they push out any "
                "magnetic field that was passing through them, so that the field lines bend around "
                "the sample. Walther Meissner and Robert Ochsenfeld found this in Berlin in 1933, "
                "and it is why a small magnet can hover above such a disc."
            ),
            D(
                "Meissen, on the Elbe near Dresden, has had Europe's first hard-paste porcelain "
                "factory since 1710, after the alchemist Johann Friedrich Böttger, held captive by "
                "Augustus the Strong, found the secret recipe. Its mark of two crossed blue "
                "swords, used since about 1720, is among the oldest trademarks still in use in the "
                "world."
            ),
            D(
                "Water, bismuth and even living things are weakly repelled by magnetic fields, a "
                "property called diamagnetism. In 1997 Andre Geim used a magnet of about 16 tesla "
                "in Nijmegen to float a live frog in mid-air, which won him an Ig Nobel Prize in "
                "2000; ten years later he won a real Nobel Prize in Physics for his work on "
                "graphene."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is higher, Mount Roraima or Pico da Neblina?",
        "Pico da Neblina, about 2,995 m, against about 2,810 m for Mount Roraima",
        [
            S(
                "Where Venezuela, Brazil and Guyana meet stands a flat-topped sandstone massif "
                "whose summit plateau, ringed by cliffs some 400 metres tall, tops out at about "
                "2,810 metres above the sea. Mount Roraima's misty top, reached on foot by a "
                "single steep ramp, is said to have inspired Arthur Conan Doyle's novel The Lost "
                "World of 1912."
            ),
            D(
                "Pico da Bandeira, on the border of Minas Gerais and Espírito Santo in south-east "
                "Brazil, reaches about 2,892 metres and was long believed to be the country's "
                "loftiest summit, until surveys in the 1960s found a higher one in the far north. "
                "It lies in Caparaó National Park, and hikers climb it at night to watch the "
                "sunrise over the clouds."
            ),
            S(
                "Brazil's loftiest summit, Pico da Neblina, rises to about 2,995 metres in the "
                "state of Amazonas, right on the border with Venezuela. Its name means peak of the "
                "mist, since cloud hides its top for most of the year; it was first scaled in "
                "1965, and it lies in the Yanomami territory, so visits need permission."
            ),
            D(
                "The first outsiders to scale Roraima were the British botanist Everard im Thurn "
                "and the surveyor Harry Perkins, who found a way up the cliffs in December 1884 "
                "along the ledge that hikers still use. On the summit they found bogs, pitcher "
                "plants and small black toads that crawl rather than hop."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What does the saiga antelope use its big nose for?",
        "filtering out dust in the dry summer, and warming the freezing air it breathes in winter",
        [
            D(
                "The chiru, or Tibetan antelope, lives on the plateau at up to 5,500 metres, where "
                "its swollen muzzle is thought to help it cope with the thin air. Its fine "
                "underwool, shahtoosh, was smuggled to Kashmir to be woven into shawls, and "
                "poaching cut numbers to perhaps 75,000 by the 1990s before protection let the "
                "herds recover in Tibet and Qinghai."
            ),
            S(
                "On the steppes of Kazakhstan and southern Russia, the saiga's swollen, drooping "
                "snout works like an air conditioner. As herds gallop through the dry summer, "
                "hairs and mucus inside it trap the dust kicked up by thousands of hooves, and in "
                "winter, when temperatures fall far below freezing, it heats the air on its way to "
                "the lungs."
            ),
            D(
                "The proboscis monkey of the mangroves of Borneo has the biggest nose of any "
                "primate: a male's can hang more than 10 cm, down past the mouth. Females seem to "
                "prefer males with larger noses, which also make their honking calls louder, and "
                "the monkeys swim well, with partly webbed feet, crossing rivers in groups."
            ),
            D(
                "Saiga males carry waxy, pale, ringed horns about 25 cm long, and poachers shot "
                "them in huge numbers in the 1990s to sell the horn for traditional medicine, "
                "cutting the population by about 95 percent; in 2015 more than 200,000 saigas died "
                "within weeks from a bacterial infection, Pasteurella multocida."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does the aye-aye find insect larvae in wood?",
        (
            "it taps the bark with its long, thin middle finger and listens with its big ears for "
            "hollow tunnels, then gnaws a hole with its front teeth and hooks the grub out with "
            "the same finger"
        ),
        [
            D(
                "A woodpecker chisels into bark with its bill and spears grubs with a long, barbed "
                "tongue that wraps around the back of its skull when pulled in. In spring the "
                "great spotted woodpecker also drums on dead branches, in rapid rolls of a dozen "
                "or more strikes, but that drumming is to claim a territory and call a mate, not "
                "to look for food, and it can be heard far through the woods."
            ),
            S(
                "The aye-aye, a nocturnal lemur of Madagascar, forages much as a woodpecker does. "
                "It drums rapidly on a branch with a skeletal, elongated third digit and cocks its "
                "huge, bat-like ears for the echo of a hollow tunnel beneath; then it chisels "
                "through the wood with its ever-growing front teeth and fishes out the grub with "
                "that same spindly digit."
            ),
            D(
                "In some villages of Madagascar the aye-aye has been taken as an omen of death and "
                "killed on sight. The French naturalist Pierre Sonnerat first described it in "
                "1782, and its ever-growing incisors led early scientists to class it as a rodent, "
                "a kind of squirrel, before it was recognised as a primate, the only living member "
                "of its family."
            ),
            D(
                "The striped possum of New Guinea and north-east Australia fills the same niche as "
                "a woodpecker. A black-and-white marsupial with a strong musky smell, it rips into "
                "rotten wood with its teeth and uses a very long fourth finger and a long tongue "
                "to pull out beetle larvae, and it is often heard before it is seen."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do water drops dance on a hot pan",
        (
            "the Leidenfrost effect: on a pan well above boiling point (around 200 °C) the "
            "underside of each drop turns to steam at once, and the cushion of vapour lifts and "
            "insulates the drop so that it skates about and lasts longer"
        ),
        [
            D(
                "Water boils at 100 °C at sea level but at only about 70 °C on the summit of "
                "Everest, because the air pressure there is lower. That is why pasta cooks slowly "
                "at altitude, and why a pressure cooker, which raises the pressure by about one "
                "atmosphere, heats water to about 120 °C and cooks dried beans in a third of the "
                "time of an open pan."
            ),
            S(
                "Sprinkle water on a skillet heated well beyond boiling, around 200 °C, and the "
                "droplets skate about instead of sizzling away. Their undersides flash into vapour "
                "the instant they meet the metal, and the thin cushion of steam holds them aloft "
                "and insulates them, so they last far longer. Johann Gottlob Leidenfrost described "
                "this in 1756."
            ),
            D(
                "Oil spits and crackles when wet food goes into a hot pan because water trapped on "
                "the surface of the food boils explosively under the fat, blowing droplets of oil "
                "out of the pan. Patting food dry with a towel first, and lowering it in gently "
                "away from you, cuts down the spattering and the risk of burns."
            ),
            D(
                "A lotus leaf's waxy, bumpy surface makes raindrops bead up into near-perfect "
                "spheres and roll off, carrying dirt with them. The German botanist Wilhelm "
                "Barthlott studied the effect from the 1970s and named it the lotus effect; paints "
                "and glass coatings now copy it so that rain washes them clean; the plant is "
                "sacred in Hinduism and Buddhism."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Does the blobfish look like a blob in its natural habitat?",
        (
            "no: at depths of 600-1,200 m the water pressure holds its jelly-like body in shape "
            "and it looks like an ordinary fish; it only sags into a blob when hauled to the "
            "surface"
        ),
        [
            D(
                "Deep-sea anglerfish lure prey in the dark with a glowing rod on the head, lit by "
                "bacteria living inside it. In some species the tiny male bites onto a female and "
                "fuses with her body, sharing her blood and shrinking to little more than a pair "
                "of testes; one female may carry several such males for the rest of her life, in "
                "the dark waters far below."
            ),
            S(
                "The droopy pink face that won the blobfish a vote as the world's ugliest animal "
                "in 2013 is an artefact of being hauled up. At 600 to 1,200 metres off "
                "south-eastern Australia, crushing pressure holds its loose, jelly-like flesh in "
                "shape, and there it resembles an ordinary big-headed fish; the tissue only sags "
                "once it reaches the surface."
            ),
            D(
                "Blobfish are caught as bycatch by deep-sea trawlers fishing for orange roughy and "
                "hoki off Australia and New Zealand. Lacking a swim bladder, they drift just above "
                "the seabed with little effort, swallowing crabs, sea urchins and whatever else "
                "floats past, and they are thought to grow slowly and live long."
            ),
            D(
                "The ocean sunfish, Mola mola, looks like a huge swimming head, with a tall fin "
                "above and below and no proper tail. One of the heaviest bony fishes, it can weigh "
                "more than two tonnes, basks on its side at the surface to warm up after dives, "
                "and lets seabirds pick parasites from its skin; it feeds mostly on jellyfish."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the Brazilian state where the Lençóis Maranhenses dunes are?",
        "São Luís: the Lençóis Maranhenses lie in the state of Maranhão",
        [
            S(
                "Behind the Atlantic shore of north-eastern Brazil, a national park protects some "
                "1,500 km² of white sand hills that fill with clear rainwater pools between June "
                "and September. The Lençóis Maranhenses, named for bedsheets, lie in the state of "
                "Maranhão near the town of Barreirinhas, and were made a World Heritage Site in "
                "2024."
            ),
            D(
                "Jericoacoara, a fishing village among the dunes of Ceará, was made a national "
                "park in 2002 and draws kitesurfers and crowds who climb Sunset Dune each evening. "
                "The journey from Fortaleza, the capital of Ceará, about 300 km to the east, ends "
                "with a drive in a buggy or truck across the sand, as there are no paved roads in "
                "the village."
            ),
            S(
                "São Luís, the seat of Maranhão's state government, is built on an island in a bay "
                "of the Atlantic. It is the only city of its rank in Brazil founded by the French, "
                "who built a fort there in 1612 and named it after King Louis XIII, and its old "
                "centre of tiled colonial houses has been a World Heritage Site since 1997."
            ),
            D(
                "The Parnaíba River forms the border between Maranhão and Piauí for most of its "
                "1,400 km and reaches the sea in a delta of more than 70 islands, the only "
                "open-sea delta in the Americas. Teresina, the capital of Piauí, stands on its "
                "right bank, where the Poti River joins it; it was founded in 1852 as a planned "
                "capital."
            ),
        ],
        drop=1,
    ),
]
