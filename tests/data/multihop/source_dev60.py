"""Development multi-hop questions, batch 60.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev58.py) for the format and to choose
subjects none of them asks about. The held-out sources were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v49.

Measured lengths: mean support 292 characters, mean distractor 288 characters; a
support is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The Douglas fir is named after a Scottish botanist born in which village?",
        "Scone",
        [
            D(
                "Archibald Menzies: Archibald Menzies (1754 \u2013 1842) was a Scottish surgeon "
                "and naturalist born at Weem in Perthshire. Sailing with George Vancouver's "
                "expedition, he recorded a tall conifer on Vancouver Island in 1791, and the "
                "tree's scientific name, menziesii, was later given in his honour."
            ),
            D(
                "Sitka spruce: The Sitka spruce (Picea sitchensis) is the largest spruce in the "
                "world, growing to nearly 100 metres along the Pacific coast from Alaska to "
                "northern California. David Douglas sent it to Britain in 1831, and it later "
                "became the most widely planted tree in Scottish forestry."
            ),
            S(
                "Douglas fir: The Douglas fir (Pseudotsuga menziesii) is a tall evergreen "
                "conifer of western North America, reaching about 100 metres in coastal forests. "
                "Its common name honours the Scottish botanist David Douglas, who sent its seeds "
                "to Britain in 1827 and brought it into cultivation there."
            ),
            D(
                "Scone Palace: Scone Palace is a country house near Perth in Scotland, rebuilt "
                "in the early 19th century for the Earls of Mansfield. Its grounds hold Moot "
                "Hill, where Scottish kings were crowned on the Stone of Scone, and a pinetum "
                "planted in 1848 with tall conifers from North America."
            ),
            D(
                "Douglas squirrel: The Douglas squirrel (Tamiasciurus douglasii) is a small "
                "tree squirrel of the coniferous forests of the Pacific coast of North America. "
                "It feeds on the seeds of cones, which it stores in piles called middens, and "
                "it bears the name of a Scottish plant collector who noted it in the 1820s."
            ),
            D(
                "Pseudotsuga: Pseudotsuga is a genus of evergreen conifers in the pine family, "
                "with about five species in western North America and eastern Asia. Its name "
                "means false hemlock; the French botanist \u00c9lie-Abel Carri\u00e8re set it up "
                "in 1867, and its cones bear distinctive three-pointed bracts."
            ),
            S(
                "David Douglas: David Douglas (1799 \u2013 1834) was a Scottish botanist and "
                "plant collector, born on 25 June 1799 in the village of Scone in Perthshire. "
                "Trained at the Glasgow Botanic Garden, he made three journeys to North America "
                "and died on the island of Hawaii in 1834."
            ),
            D(
                "Grand fir: The grand fir (Abies grandis) is a conifer of the Pacific Northwest "
                "and northern Rocky Mountains that grows up to 80 metres tall. It was brought to "
                "Britain by a Scottish plant hunter in 1830, and its flat needles give "
                "off a citrus scent when crushed, making it a popular Christmas tree."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the hall effect is named after a physicist born in which maine town",
        "Gorham, Maine",
        [
            D(
                "Henry Augustus Rowland: Henry Augustus Rowland (1848 \u2013 1901) was an "
                "American physicist born in Honesdale, Pennsylvania. The first professor of "
                "physics at Johns Hopkins University, he supervised the doctoral student who "
                "found the transverse voltage in 1879, and he ruled precise gratings for "
                "spectroscopy."
            ),
            D(
                "Gorham, New Hampshire: Gorham is a town in Coos County, New Hampshire, where "
                "the Peabody River meets the Androscoggin below the White Mountains. "
                "Incorporated in 1836, it grew as a railway and logging centre and had about "
                "2,700 inhabitants at the 2020 census."
            ),
            D(
                "Quantum Hall effect: The quantum Hall effect is a form of the effect seen in "
                "two-dimensional electron systems at very low temperatures and in strong "
                "magnetic fields, where the resistance takes exactly quantised values. Klaus "
                "von Klitzing discovered it in 1980 and won the 1985 Nobel Prize in Physics."
            ),
            D(
                "Asaph Hall: Asaph Hall (1829 \u2013 1907) was an American astronomer born in "
                "Goshen, Connecticut. Working at the United States Naval Observatory, he "
                "discovered the two moons of Mars, Phobos and Deimos, in August 1877, and the "
                "largest crater on Phobos bears his wife's maiden name, Stickney."
            ),
            S(
                "Hall effect: The Hall effect is the voltage that appears across an electrical "
                "conductor carrying a current when a magnetic field is applied at right angles "
                "to the current. It was discovered in 1879 by the American physicist Edwin "
                "Hall, and Hall sensors now measure speed and position in cars and phones."
            ),
            D(
                "Bowdoin College: Bowdoin College is a private liberal arts college in "
                "Brunswick, Maine, chartered in 1794. Its graduates include the writers "
                "Nathaniel Hawthorne and Henry Wadsworth Longfellow and the Arctic explorer "
                "Robert Peary, who claimed to have reached the North Pole in 1909."
            ),
            S(
                "Edwin Hall: Edwin Herbert Hall (1855 \u2013 1938) was an American physicist "
                "born on 7 November 1855 in Gorham, Maine. He studied at Bowdoin College and "
                "made his discovery as a doctoral student at Johns Hopkins University, later "
                "teaching physics at Harvard University for nearly forty years."
            ),
            D(
                "Hall-effect thruster: A Hall-effect thruster is an electric engine for "
                "spacecraft in which a magnetic field traps electrons and an electric field "
                "accelerates ionised xenon or krypton to produce thrust. Developed in the "
                "Soviet Union, it first flew in 1971, and thousands of satellites now carry one."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Van Allen radiation belts are named after a physicist born in which Iowa town?",
        "Mount Pleasant, Iowa",
        [
            S(
                "Van Allen radiation belt: The Van Allen radiation belts are two zones of "
                "energetic charged particles held in place around the Earth by its magnetic "
                "field. They were detected in 1958 by instruments on the Explorer 1 and "
                "Explorer 3 satellites and are named after James Van Allen, who led the "
                "experiment."
            ),
            D(
                "Explorer 1: Explorer 1 was the first satellite launched by the United States, "
                "carried into orbit by a Jupiter-C rocket from Cape Canaveral on 31 January "
                "1958. Built by the Jet Propulsion Laboratory, it carried a cosmic ray detector "
                "and sent data until its batteries ran down in May 1958."
            ),
            D(
                "Mount Pleasant, Michigan: Mount Pleasant is a city in central Michigan and the "
                "seat of Isabella County. It is home to Central Michigan University, founded in "
                "1892, and to the Saginaw Chippewa Indian Tribe, and it had about 21,700 "
                "inhabitants at the 2020 census."
            ),
            D(
                "Sergei Vernov: Sergei Nikolayevich Vernov (1910 \u2013 1982) was a Soviet "
                "physicist born in Sestroretsk. Instruments he built for Sputnik 3, launched in "
                "May 1958, recorded high counts of charged particles that Soviet scientists "
                "took as a sign of an outer radiation zone around the Earth."
            ),
            D(
                "Starfish Prime: Starfish Prime was a high-altitude nuclear test carried out by "
                "the United States on 9 July 1962, with a 1.4-megaton warhead exploded 400 "
                "kilometres above Johnston Island in the Pacific. It created an artificial "
                "radiation belt that damaged several satellites, among them Telstar 1."
            ),
            D(
                "Magnetosphere: A magnetosphere is the region around a planet in which its "
                "magnetic field controls the motion of charged particles. The Earth's reaches "
                "about 64,000 kilometres towards the Sun and stretches into a long tail on the "
                "night side, shielding the surface from most of the solar wind."
            ),
            D(
                "University of Iowa: The University of Iowa is a public research university in "
                "Iowa City, founded in 1847 as the first university in the state. Its physics "
                "department built instruments for many early satellites and space probes, and "
                "its Writers' Workshop, begun in 1936, is the oldest creative writing course in "
                "the country."
            ),
            S(
                "James Van Allen: James Alfred Van Allen (1914 \u2013 2006) was an American "
                "space scientist born on 7 September 1914 in Mount Pleasant, Iowa. He studied "
                "at Iowa Wesleyan College in his home town and spent most of his career at the "
                "University of Iowa, whose physics department he led for decades."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Chilean region in which Torres del Paine National Park lies?",
        "Punta Arenas",
        [
            D(
                "Puerto Natales: Puerto Natales is a town on the \u00daltima Esperanza Sound in "
                "southern Chile and the capital of \u00daltima Esperanza Province. Founded in "
                "1911, it is the nearest town to the Paine massif, a little over 100 kilometres "
                "away by road, and its port serves ferries through the Patagonian fjords."
            ),
            S(
                "Torres del Paine National Park: Torres del Paine National Park is a protected "
                "area of mountains, glaciers and lakes in Chilean Patagonia, in the Magallanes "
                "Region. Created in 1959, it takes its name from three granite towers of the "
                "Paine massif, the highest about 2,850 metres, and draws walkers from far away."
            ),
            D(
                "Bernardo O'Higgins National Park: Bernardo O'Higgins National Park is the "
                "largest protected area in Chile, covering about 35,000 square kilometres of the "
                "Southern Patagonian Ice Field in the Ays\u00e9n and Magallanes regions. Created "
                "in 1969, it holds the P\u00edo XI Glacier, one of the few advancing glaciers."
            ),
            D(
                "Ays\u00e9n Region: The Ays\u00e9n Region is a region of southern Chile between "
                "the Los Lagos and Magallanes regions, crossed by the Carretera Austral. Its "
                "capital is Coyhaique, and with about 103,000 inhabitants in 2017 it is the "
                "least populated of Chile's regions, though the third-largest by area."
            ),
            D(
                "Grey Glacier: Grey Glacier is a glacier that flows from the Southern Patagonian "
                "Ice Field into Grey Lake, on the western side of the Paine massif. Its front is "
                "split by a rocky island into two ice walls, boats take visitors close to them, "
                "and it has retreated by several kilometres since the 1980s."
            ),
            D(
                "Strait of Magellan: The Strait of Magellan is a navigable sea passage about 570 "
                "kilometres long that separates mainland South America from Tierra del Fuego. "
                "Ferdinand Magellan's fleet sailed through it in late 1520, and until the "
                "Panama Canal opened in 1914 it was a main route between two oceans."
            ),
            D(
                "Guanaco: The guanaco (Lama guanicoe) is a wild camelid of the dry grasslands and "
                "mountains of South America and the wild ancestor of the llama. It stands about "
                "1.1 metres at the shoulder, and some of its densest herds in Chile graze the "
                "steppe around the Paine massif, where pumas hunt them."
            ),
            S(
                "Magallanes Region: The Magallanes and Chilean Antarctica Region is the "
                "southernmost of Chile's sixteen regions, covering southern Patagonia and the "
                "Chilean part of Tierra del Fuego. Its capital and largest city is Punta Arenas, "
                "on the Strait of Magellan, and it had about 166,000 inhabitants in 2017."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "capital of the indian state where kaziranga national park is",
        "Dispur",
        [
            D(
                "Manas National Park: Manas National Park is a protected area in Assam on the "
                "border with Bhutan, where the Manas River leaves the Himalayan foothills. A "
                "World Heritage Site since 1985, it is known for the pygmy hog and the golden "
                "langur and adjoins Royal Manas National Park on the Bhutanese side."
            ),
            D(
                "Indian rhinoceros: The Indian rhinoceros (Rhinoceros unicornis) is the largest "
                "of the Asian rhinos, with a single horn and thick skin folded into plate-like "
                "shields. Hunted down to about 200 animals in the early 1900s, it has recovered to "
                "more than 4,000, living in protected grasslands of northern India and Nepal."
            ),
            D(
                "Sundarbans National Park: Sundarbans National Park is a tiger reserve in the "
                "mangrove delta of the Ganges in the Indian state of West Bengal, whose capital "
                "is Kolkata. Listed as a World Heritage Site in 1987, it shelters Bengal tigers "
                "that swim between the islands and hunt in the tidal forest."
            ),
            S(
                "Kaziranga National Park: Kaziranga National Park is a protected area on the "
                "floodplain of the Brahmaputra in the Indian state of Assam. Listed as a World "
                "Heritage Site in 1985, it holds about two-thirds of the world's great "
                "one-horned rhinoceroses, along with wild water buffalo, swamp deer and tigers."
            ),
            D(
                "Chitwan National Park: Chitwan National Park is a protected area in the "
                "lowlands of southern Nepal, set up in 1973 as the country's first national "
                "park. It holds the second-largest population of one-horned rhinoceroses, about "
                "700 animals, and also shelters Bengal tigers and gharials."
            ),
            S(
                "Assam: Assam is a state in north-eastern India, south of the eastern Himalayas, "
                "known for its tea, its silk and the valley of the Brahmaputra. Its capital is "
                "Dispur, a locality within the city of Guwahati, where the seat of the state "
                "government moved in 1973, and its largest city is Guwahati itself."
            ),
            D(
                "Guwahati: Guwahati is the largest city of north-eastern India, spread along the "
                "south bank of the Brahmaputra below the Shillong Plateau. It is home to the "
                "Kamakhya Temple on Nilachal Hill and to an Indian Institute of Technology "
                "founded in 1994, and its river port is one of the oldest in the region."
            ),
            D(
                "Majuli: Majuli is a large river island in the Brahmaputra in Assam and, since "
                "2016, a district of its own. Long a centre of the Vaishnavite monasteries "
                "called satras, it has shrunk from about 1,250 square kilometres in the early "
                "20th century to under 500 because of erosion by the river."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Lorentz force is named after a physicist born in which Dutch city?",
        "Arnhem",
        [
            D(
                "Ludvig Lorenz: Ludvig Valentin Lorenz (1829 \u2013 1891) was a Danish "
                "physicist and mathematician born in Helsing\u00f8r. He worked on optics and "
                "the theory of light, and a gauge condition in electromagnetism and a formula "
                "linking refractive index to density carry his name beside a Dutch colleague's."
            ),
            S(
                "Hendrik Lorentz: Hendrik Antoon Lorentz (1853 \u2013 1928) was a Dutch "
                "physicist born on 18 July 1853 in Arnhem, in the province of Gelderland. "
                "Professor of theoretical physics at Leiden University from 1878, he shared the "
                "1902 Nobel Prize in Physics with Pieter Zeeman for work on magnetism and light."
            ),
            D(
                "Lorentz transformation: The Lorentz transformations are equations relating the "
                "space and time coordinates of two frames moving at constant velocity relative "
                "to each other. Set out around 1904, they became central to Albert Einstein's "
                "special theory of relativity of 1905, which derived them from two postulates."
            ),
            D(
                "Konrad Lorenz: Konrad Lorenz (1903 \u2013 1989) was an Austrian zoologist born "
                "in Vienna and one of the founders of ethology. He described imprinting in young "
                "geese, which followed him as if he were their mother, and he shared the 1973 "
                "Nobel Prize in Physiology or Medicine with Tinbergen and von Frisch."
            ),
            D(
                "Arnhem Land: Arnhem Land is a region in the north-east of Australia's Northern "
                "Territory, named after the Dutch ship Arnhem, which sailed along its coast in "
                "1623. Much of it is Aboriginal land held by the Yolngu and other peoples, and "
                "visitors need a permit to enter it."
            ),
            D(
                "Faraday's law of induction: Faraday's law of induction states that a changing "
                "magnetic flux through a circuit produces an electromotive force in it. Michael "
                "Faraday found the effect in August 1831 with an iron ring wound with two coils, "
                "and James Clerk Maxwell later wrote it as one of his equations."
            ),
            D(
                "Lorentz Medal: The Lorentz Medal is a prize for theoretical physics awarded "
                "every four years by the Royal Netherlands Academy of Arts and Sciences. Founded "
                "to mark the 50th anniversary of a Leiden professor's doctorate, it was first "
                "given to Max Planck in 1927; later winners include Peter Debye."
            ),
            S(
                "Lorentz force: The Lorentz force is the combined force that electric and "
                "magnetic fields exert on a moving point charge, depending on the charge, the "
                "electric field and the cross product of its velocity with the magnetic field. "
                "It is named after the Dutch physicist Hendrik Lorentz, who set it out in 1895."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Stokes shift is named after a physicist born in which Irish village?",
        "Skreen",
        [
            D(
                "Navier\u2013Stokes equations: The Navier\u2013Stokes equations describe the "
                "motion of viscous fluids such as air and water. First written by the French "
                "engineer Claude-Louis Navier in 1822 and refined in the 1840s, they remain "
                "unsolved in general, and proving their smoothness is a Millennium Prize Problem."
            ),
            D(
                "Raman scattering: Raman scattering is the inelastic scattering of light by "
                "molecules, in which the scattered light gains or loses energy to molecular "
                "vibrations. The Indian physicist C. V. Raman reported it in 1928 and won the "
                "1930 Nobel Prize in Physics; lines shifted to lower energy are Stokes lines."
            ),
            D(
                "Skreen, County Meath: Skreen is a small village in County Meath, Ireland, on a "
                "hill a few kilometres from the Hill of Tara. Its name comes from a shrine "
                "said to have held relics of Saint Columba, and the ruins of a medieval church "
                "and a carved stone cross stand on the hilltop."
            ),
            S(
                "George Gabriel Stokes: Sir George Gabriel Stokes (1819 \u2013 1903) was a "
                "physicist and mathematician born on 13 August 1819 in Skreen, County Sligo, "
                "where his father was the rector. He held the Lucasian chair of mathematics at "
                "Cambridge from 1849 until his death and gave fluorescence its name."
            ),
            D(
                "Fluorescence: Fluorescence is the emission of light by a substance that has "
                "absorbed light or other radiation, stopping within about a hundred-millionth "
                "of a second once the source is removed. Quinine in tonic water glows blue "
                "under ultraviolet light, and fluorescent lamps work the same way."
            ),
            D(
                "Lucasian Professor of Mathematics: The Lucasian Professorship of Mathematics "
                "is a chair at the University of Cambridge founded in 1663 by Henry Lucas, a "
                "member of parliament for the university. Isaac Newton held it from 1669 to "
                "1702, and later holders include Charles Babbage and Stephen Hawking."
            ),
            S(
                "Stokes shift: The Stokes shift is the difference in wavelength between the "
                "light a molecule absorbs most strongly and the light it gives back by "
                "fluorescence, which is usually redder. It is named after the Irish-born "
                "physicist George Gabriel Stokes, who described the effect in a paper of 1852."
            ),
            D(
                "Stokes' law: Stokes' law gives the drag force on a small sphere moving slowly "
                "through a viscous fluid, in proportion to the viscosity, the radius and the "
                "speed. It underlies the falling-ball viscometer, and Robert Millikan used it in "
                "his oil drop experiment of 1909 to find the size of the drops."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "capital of the canadian territory where nahanni national park reserve lies",
        "Yellowknife",
        [
            S(
                "Nahanni National Park Reserve: Nahanni National Park Reserve is a protected "
                "wilderness in the Dehcho Region of the Northwest Territories of Canada, along "
                "the South Nahanni River. One of the first World Heritage Sites in 1978, it "
                "contains Virginia Falls, which drop about 96 metres, twice as far as Niagara."
            ),
            D(
                "Nunavut: Nunavut is the largest and newest territory of Canada, split from the "
                "Northwest Territories on 1 April 1999 as a homeland for the Inuit. Its capital "
                "is Iqaluit, on Baffin Island, and about 36,900 people lived across its two "
                "million square kilometres in 2021."
            ),
            D(
                "Nahanni Butte: Nahanni Butte is a small Dene community at the meeting of the "
                "South Nahanni and Liard rivers, below a mountain of the same name. Reached by "
                "boat in summer and by an ice road in winter, it had fewer than 100 inhabitants "
                "in 2021 and serves as a starting point for river trips."
            ),
            D(
                "Kluane National Park and Reserve: Kluane National Park and Reserve is a "
                "protected area in the south-western corner of Yukon, on the border with Alaska. "
                "It holds the highest peaks of the Saint Elias Mountains and one of the largest "
                "icefields outside the polar regions, and it became a World Heritage Site in 1979."
            ),
            D(
                "South Nahanni River: The South Nahanni River flows over 500 kilometres from "
                "the Mackenzie Mountains to the Liard River, cutting four deep canyons on the "
                "way. Its Deadmen Valley is named after two prospectors whose headless bodies "
                "were found there in 1908, a story that fed many legends of the river."
            ),
            S(
                "Northwest Territories: The Northwest Territories is a federal territory of "
                "northern Canada, between Yukon and Nunavut, with about 41,000 inhabitants in "
                "2021. Its capital and largest city is Yellowknife, on the north shore of Great "
                "Slave Lake, which grew from a gold mining camp of the 1930s."
            ),
            D(
                "Great Slave Lake: Great Slave Lake is the deepest lake in North America, "
                "reaching 614 metres, and the second-largest lake lying wholly within Canada. "
                "Fed mainly by the Slave River, it drains west into the Mackenzie River, and "
                "its surface stays frozen for up to eight months a year."
            ),
            D(
                "Fort Simpson: Fort Simpson is a village on an island at the meeting of the "
                "Liard and Mackenzie rivers, founded as a fur trading post in the early 19th "
                "century. The headquarters of a nearby national park reserve are there, and "
                "about 1,200 people lived in it at the 2021 census."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the Brazilian state in which Chapada dos Veadeiros National Park "
        "lies?",
        "Goi\u00e2nia",
        [
            D(
                "Emas National Park: Emas National Park is a protected area of grassland and "
                "cerrado in the south-west of Goi\u00e1s, named after the rheas that roam it. "
                "Known for termite mounds that glow at night with the larvae of click beetles, "
                "it was listed with another park as a World Heritage Site in 2001."
            ),
            D(
                "Chapada Diamantina National Park: Chapada Diamantina National Park is a "
                "protected area of tablelands and canyons in the centre of the state of Bahia, "
                "created in 1985. Once mined for diamonds, the region draws visitors to the "
                "Fuma\u00e7a waterfall, which drops more than 300 metres and turns to mist "
                "before it reaches the ground."
            ),
            S(
                "Goi\u00e1s: Goi\u00e1s is a state in the Central-West Region of Brazil that "
                "almost surrounds the Federal District. Its capital and largest city is "
                "Goi\u00e2nia, a planned city founded in 1933, which replaced the old colonial "
                "town of Goi\u00e1s as the seat of the state government in 1937."
            ),
            D(
                "Goi\u00e1s (town): Goi\u00e1s, often called Goi\u00e1s Velho, is a colonial "
                "town in central Brazil founded by gold prospectors in 1727 and the seat of the "
                "state's government until 1937. Its baroque churches and stone streets made it "
                "a World Heritage Site in 2001, and the poet Cora Coralina lived there."
            ),
            D(
                "Chapada dos Guimar\u00e3es National Park: Chapada dos Guimar\u00e3es National "
                "Park is a protected area of sandstone cliffs and cerrado in Mato Grosso, about "
                "65 kilometres from Cuiab\u00e1, the state capital. Created in 1989, it is best "
                "known for the V\u00e9u de Noiva waterfall, which drops 86 metres."
            ),
            D(
                "Cerrado: The cerrado is a vast tropical savanna of central Brazil covering "
                "about a fifth of the country. Rich in species, with more than 10,000 kinds of "
                "plants, it is home to the maned wolf and the giant anteater, and much of it "
                "has been cleared for soya and cattle since the 1970s."
            ),
            S(
                "Chapada dos Veadeiros National Park: Chapada dos Veadeiros National Park is a "
                "protected area of high plateau, canyons and waterfalls in the north-east of the "
                "Brazilian state of Goi\u00e1s. Created in 1961, it protects a wide stretch of "
                "cerrado savanna and became part of a World Heritage Site in 2001."
            ),
            D(
                "Alto Para\u00edso de Goi\u00e1s: Alto Para\u00edso de Goi\u00e1s is a small "
                "town at about 1,200 metres on a high plateau in central Brazil and the gateway "
                "to a national park of canyons and waterfalls. Its quartz rocks have drawn "
                "mystics and new-age communities since the 1980s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Balmer series is named after a mathematician born in which Swiss village?",
        "Lausen",
        [
            D(
                "Lyman series: The Lyman series is the set of hydrogen spectral lines emitted "
                "when the electron falls to the lowest energy level, all of them in the "
                "ultraviolet. It is named after the American physicist Theodore Lyman, who "
                "measured the lines at Harvard University between 1906 and 1914 with a vacuum "
                "spectrograph."
            ),
            S(
                "Balmer series: The Balmer series is the set of spectral lines that hydrogen "
                "emits when its electron falls to the second energy level, four of them in "
                "visible light, the red line at 656 nanometres the brightest. It is named after "
                "Johann Balmer, who found a formula for their wavelengths in 1885."
            ),
            D(
                "Paschen series: The Paschen series is the set of hydrogen lines emitted when the "
                "electron falls to the third energy level, all of them in the infrared. It is "
                "named after the German physicist Friedrich Paschen, born in Schwerin in 1865, "
                "who first observed the lines in 1908."
            ),
            D(
                "Gustav Kirchhoff: Gustav Robert Kirchhoff (1824 \u2013 1887) was a German "
                "physicist born in K\u00f6nigsberg. Working in Heidelberg around 1859, he showed "
                "that each chemical element gives its own pattern of bright spectral lines, and "
                "with a chemist colleague he found caesium and rubidium."
            ),
            D(
                "Pickering series: The Pickering series is a set of lines in the spectra of hot "
                "stars, found by the American astronomer Edward Charles Pickering in 1896 in the "
                "star Zeta Puppis. First taken for an unknown form of hydrogen, the lines were "
                "later shown to come from ionised helium."
            ),
            D(
                "Anders Jonas \u00c5ngstr\u00f6m: Anders Jonas \u00c5ngstr\u00f6m (1814 \u2013 "
                "1874) was a Swedish physicist born at L\u00f6gd\u00f6 in Medelpad. In 1862 he "
                "measured the wavelengths of four visible hydrogen lines in the solar spectrum, "
                "and a unit of length of 0.1 nanometres bears his name."
            ),
            D(
                "Hydrogen-alpha: H-alpha is a deep red spectral line of hydrogen at 656.3 "
                "nanometres, emitted when an electron falls from the third to the second energy "
                "level. Filters tuned to it let astronomers photograph the Sun's chromosphere "
                "and the glowing clouds of gas in which new stars form."
            ),
            S(
                "Johann Balmer: Johann Jakob Balmer (1825 \u2013 1898) was a Swiss mathematician "
                "and physicist born on 1 May 1825 in Lausen, a village in the Ergolz valley in "
                "north-western Switzerland. He taught mathematics at a girls' school for most "
                "of his life and was 60 when he published his hydrogen formula."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Kuiper belt is named after an astronomer born in which Dutch village?",
        "Tuitjenhorn",
        [
            D(
                "Kuiper Airborne Observatory: The Kuiper Airborne Observatory was a NASA "
                "telescope carried in a converted Lockheed C-141 jet, flying from 1974 to 1995 "
                "above most of the water vapour in the atmosphere. In 1988 its observers found "
                "that Pluto has a thin atmosphere as it passed in front of a star."
            ),
            D(
                "Kenneth Edgeworth: Kenneth Essex Edgeworth (1880 \u2013 1972) was an Irish "
                "astronomer, engineer and economist born at Streete in County Westmeath. In "
                "papers of 1943 and 1949 he suggested that a reservoir of small icy bodies lay "
                "beyond the planets, and the belt sometimes carries his name as well."
            ),
            D(
                "Arrokoth: Arrokoth is a small body in the outer Solar System, about 36 "
                "kilometres long, made of two flattened lobes joined at a narrow neck. The New "
                "Horizons probe flew past it on 1 January 2019, the most distant close flyby of "
                "any object so far, and found its surface deep red."
            ),
            S(
                "Gerard Kuiper: Gerard Peter Kuiper (1905 \u2013 1973) was a Dutch-American "
                "astronomer born on 7 December 1905 in Tuitjenhorn, a village in North Holland. "
                "He studied at Leiden University, moved to the United States in 1933 and "
                "detected carbon dioxide in the atmosphere of Mars in 1947."
            ),
            D(
                "Eris: Eris is the most massive known dwarf planet, about 2,326 kilometres "
                "across, found in January 2005 by a team led by Mike Brown at Palomar "
                "Observatory. Its discovery led the International Astronomical Union to define "
                "the word planet in 2006, and it has one moon, Dysnomia."
            ),
            S(
                "Kuiper belt: The Kuiper belt is a disc of icy bodies beyond the orbits of the "
                "giant planets, stretching from about 30 to 50 astronomical units from the Sun. "
                "It holds dwarf planets such as Pluto and Makemake and is named after the "
                "astronomer Gerard Kuiper, who discussed such a disc in 1951."
            ),
            D(
                "Yerkes Observatory: Yerkes Observatory is an astronomical observatory at "
                "Williams Bay, Wisconsin, opened by the University of Chicago in 1897. Its "
                "40-inch refractor is the largest lens telescope ever used for research, and a "
                "Dutch-born astronomer directed the observatory in the 1940s."
            ),
            D(
                "Makemake: Makemake is a dwarf planet about 1,430 kilometres across, found in "
                "2005 by a team led by Mike Brown at Palomar Observatory and named after the "
                "creator god of the people of Rapa Nui. It has one small known moon and a "
                "bright surface coated with frozen methane."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which element was discovered first, tellurium or selenium?",
        "tellurium",
        [
            D(
                "Polonium: Polonium is a rare and highly radioactive metal with the symbol Po "
                "and atomic number 84, in the same group of the periodic table as oxygen and "
                "sulphur. Marie and Pierre Curie discovered it in July 1898 in uranium ore and "
                "named it after Poland, her native country."
            ),
            S(
                "Tellurium: Tellurium is a rare, brittle, silver-white metalloid with the symbol "
                "Te and atomic number 52. It was discovered in 1782 by Franz-Joseph M\u00fcller "
                "von Reichenstein in gold ores from Transylvania, and Martin Heinrich Klaproth "
                "named it in 1798 after the Latin word for the Earth."
            ),
            D(
                "Calaverite: Calaverite is a gold telluride mineral, AuTe2, first described in "
                "1868 from a mine in Calaveras County, California. Taken for worthless rock "
                "during the gold rush at Kalgoorlie in Australia, it was used to fill potholes "
                "until its gold was recognised in 1896."
            ),
            D(
                "Martin Heinrich Klaproth: Martin Heinrich Klaproth (1743 \u2013 1817) was a "
                "German chemist born in Wernigerode. He discovered uranium and zirconium in "
                "1789 and gave titanium its name in 1795, and from 1810 he was the first "
                "professor of chemistry at the new University of Berlin."
            ),
            S(
                "Selenium: Selenium is a nonmetal with the symbol Se and atomic number 34, used "
                "in glass making and once in photocopiers and solar cells. The Swedish chemist "
                "J\u00f6ns Jacob Berzelius discovered it in 1817 in the residue of a sulphuric "
                "acid works and named it after the Greek word for the Moon."
            ),
            D(
                "Tellurion: A tellurion is a clockwork model that shows how the Earth's spin "
                "and its orbit around the Sun produce day and night and the seasons, often with "
                "the Moon circling the Earth as well. Such models were common in schools and "
                "lecture halls in the 18th and 19th centuries."
            ),
            D(
                "Selene: In Greek mythology, Selene is the goddess of the Moon, often shown "
                "driving a chariot across the night sky. She was said to love the shepherd "
                "Endymion, the Romans knew her as Luna, and the study of the lunar surface, "
                "selenography, and a chemical element take their names from her."
            ),
            D(
                "Cadmium telluride: Cadmium telluride is a crystalline compound of cadmium and "
                "tellurium used to make thin-film solar panels, the most common alternative to "
                "silicon ones. It also serves in infrared and X-ray detectors, and the American "
                "company First Solar makes most of the panels of this kind."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which lake is larger by area, Lake Winnipeg or Lake Erie?",
        "Lake Erie",
        [
            D(
                "Lake Winnipegosis: Lake Winnipegosis is a lake in western Manitoba, west of a "
                "much larger lake to which it drains through Lake Manitoba. With an area of "
                "about 5,370 square kilometres it is the province's second-largest lake, and its "
                "name comes from the Cree words for little muddy water."
            ),
            D(
                "Erie, Pennsylvania: Erie is a city in north-western Pennsylvania on the southern "
                "shore of the lake of the same name, with about 94,800 inhabitants in 2020. Its "
                "harbour is sheltered by the Presque Isle peninsula, and the brig Niagara, a "
                "rebuilt warship of the War of 1812, is based there."
            ),
            S(
                "Lake Winnipeg: Lake Winnipeg is a large, shallow lake in the Canadian province "
                "of Manitoba, about 55 kilometres north of the city of Winnipeg. Covering 24,514 "
                "square kilometres, it is the largest lake within southern Canada, and it drains "
                "north through the Nelson River into Hudson Bay."
            ),
            D(
                "Lake Huron: Lake Huron is the second-largest of the Great Lakes by area, "
                "covering about 59,600 square kilometres between Ontario and Michigan. It holds "
                "Manitoulin Island, the largest island in any freshwater lake, and it is joined "
                "to Lake Michigan through the Straits of Mackinac."
            ),
            D(
                "Winnipeg: Winnipeg is the capital and largest city of Manitoba, at the meeting "
                "of the Red and Assiniboine rivers. Founded around a fur trading post, it had "
                "about 749,600 inhabitants in 2021 and is home to the Canadian Museum for Human "
                "Rights, which opened in 2014."
            ),
            D(
                "Lake of the Woods: Lake of the Woods is a lake on the borders of Ontario, "
                "Manitoba and Minnesota, with more than 14,000 islands and about 4,350 square "
                "kilometres of water. An arm of it supplies the city of Winnipeg with drinking "
                "water through an aqueduct about 135 kilometres long, opened in 1919."
            ),
            S(
                "Lake Erie: Lake Erie is the fourth-largest of the five Great Lakes of North "
                "America by area, covering 25,744 square kilometres on the border between Canada "
                "and the United States. The shallowest of the group, with an average depth of "
                "19 metres, it drains east through the Niagara River."
            ),
            D(
                "Battle of Lake Erie: The Battle of Lake Erie was a naval battle fought on 10 "
                "September 1813 during the War of 1812, in which nine American vessels under "
                "Oliver Hazard Perry defeated six British ships. Perry reported the victory in "
                "the words: We have met the enemy and they are ours."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first john cockcroft or ernest walton",
        "John Cockcroft",
        [
            S(
                "Ernest Walton: Ernest Thomas Sinton Walton (1903 \u2013 1995) was an Irish "
                "physicist born on 6 October 1903 in Dungarvan, County Waterford, the son of a "
                "Methodist minister. He shared the 1951 Nobel Prize in Physics for splitting the "
                "atom with an accelerator and taught for decades at Trinity College Dublin."
            ),
            D(
                "Cockcroft\u2013Walton generator: A Cockcroft\u2013Walton generator is a circuit "
                "of capacitors and diodes that turns a low alternating voltage into a high "
                "direct one. Built at Cambridge in 1932 to drive the first accelerator to split "
                "a nucleus, such multipliers now power X-ray machines and photocopiers."
            ),
            D(
                "Cavendish Laboratory: The Cavendish Laboratory is the physics department of the "
                "University of Cambridge, opened in 1874 and named after the scientist Henry "
                "Cavendish and his kin, the Dukes of Devonshire. James Clerk Maxwell was its "
                "first director, and it saw the discovery of the electron in 1897 and the "
                "structure of DNA in 1953."
            ),
            D(
                "Walton-on-Thames: Walton-on-Thames is a town in Surrey, England, on the south "
                "bank of the River Thames about 25 kilometres south-west of central London. Its "
                "bridge over the river was painted by Canaletto in 1754, and the town had about "
                "22,800 inhabitants at the 2011 census."
            ),
            D(
                "Izaak Walton: Izaak Walton (1593 \u2013 1683) was an English writer born in "
                "Stafford, best known for The Compleat Angler, a book on the art and pleasures "
                "of fishing first published in 1653. It has been reprinted hundreds of times, "
                "and many angling clubs around the world are named after him."
            ),
            D(
                "Todmorden: Todmorden is a market town in the upper Calder Valley, on the old "
                "boundary between Lancashire and Yorkshire. It grew with cotton mills in the "
                "19th century, and its town hall, opened in 1875, was built across a stream "
                "that once marked the border between the two counties."
            ),
            D(
                "Cockcroft Institute: The Cockcroft Institute is a centre for accelerator science "
                "at the Daresbury Laboratory in Cheshire, set up in the mid-2000s by several "
                "universities and research councils. It trains physicists and engineers to "
                "design particle accelerators for research, medicine and industry."
            ),
            S(
                "John Cockcroft: Sir John Douglas Cockcroft (1897 \u2013 1967) was an English "
                "physicist born on 27 May 1897 in Todmorden, Yorkshire. At the Cavendish "
                "Laboratory in Cambridge he split the lithium nucleus with artificially "
                "accelerated protons in 1932, and he was the first director of Harwell."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are the aardwolf and the striped hyena both members of the family Hyaenidae?",
        "yes",
        [
            D(
                "Aardvark: The aardvark (Orycteropus afer) is a burrowing, nocturnal mammal of "
                "Africa south of the Sahara and the only living member of the order "
                "Tubulidentata. Its name is Afrikaans for earth pig; it breaks into termite "
                "mounds with strong claws and licks up the insects with a long tongue."
            ),
            D(
                "Bat-eared fox: The bat-eared fox (Otocyon megalotis) is a small canid of the "
                "African savannas with ears up to 13 centimetres long. It feeds mostly on "
                "harvester termites and dung beetles, which it finds by sound, and it has up to "
                "50 teeth, more than almost any other placental mammal."
            ),
            D(
                "Brown hyena: The brown hyena (Parahyaena brunnea) is a shaggy, dark-coated "
                "hyena of the deserts and dry savannas of southern Africa, especially the Namib "
                "and the Kalahari. Largely a scavenger, it patrols the beaches of the Namib "
                "coast for dead seals and fish, and fewer than 10,000 remain."
            ),
            S(
                "Aardwolf: The aardwolf (Proteles cristata) is a small insect-eating mammal of "
                "eastern and southern Africa and a member of the hyena family, Hyaenidae. Unlike "
                "its relatives it feeds almost only on termites, licking up to 300,000 in a "
                "night with its sticky tongue, and it has tiny peg-like cheek teeth."
            ),
            D(
                "Striped polecat: The striped polecat (Ictonyx striatus), or zorilla, is a small "
                "black-and-white member of the weasel family found across much of Africa south "
                "of the Sahara. Like a skunk, it sprays a foul fluid from glands under its tail "
                "when threatened, and it hunts rodents and insects at night."
            ),
            S(
                "Striped hyena: The striped hyena (Hyaena hyaena) is a member of the family "
                "Hyaenidae that lives in North and East Africa, the Middle East, the Caucasus "
                "and the Indian subcontinent. Mostly a scavenger, it has a shaggy grey coat with "
                "black stripes and raises a mane along its back when threatened."
            ),
            D(
                "Spotted hyena: The spotted hyena (Crocuta crocuta) is the largest living hyena, "
                "a strong hunter of the African savannas that lives in clans of up to 80 "
                "animals led by females. Its whooping calls and giggling sounds carry for "
                "kilometres, and its jaws can crush the bones of large animals."
            ),
            D(
                "Termite: Termites are social insects that live in colonies led by a king and a "
                "queen and feed mainly on wood and other dead plant matter. Some African "
                "species build mounds more than 8 metres tall, cooled by air shafts, and many "
                "mammals and birds feed on the insects."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the pika and the coypu both rodents?",
        "no",
        [
            D(
                "Muskrat: The muskrat (Ondatra zibethicus) is a medium-sized semi-aquatic rodent "
                "of North America that builds lodges of reeds and mud in marshes. Brought to "
                "Europe for its fur in the early 20th century, it spread widely from farms and "
                "releases, and it now burrows into dykes in the Netherlands."
            ),
            D(
                "Eurasian beaver: The Eurasian beaver (Castor fiber) is a large semi-aquatic "
                "rodent that was hunted almost to extinction for its fur and scent glands, with "
                "perhaps 1,200 left by 1900. Protected and reintroduced, it now numbers more "
                "than a million and has returned to rivers in Scotland and England."
            ),
            D(
                "Coypu in Britain: Coypus escaped from fur farms in East Anglia from the 1930s "
                "and spread through the Norfolk Broads, burrowing into riverbanks and eating "
                "crops. A trapping campaign begun in 1981 removed the last of them by 1989, "
                "one of the few successful eradications of an introduced mammal."
            ),
            D(
                "European rabbit: The European rabbit (Oryctolagus cuniculus) is native to Spain, "
                "Portugal and north-western Africa and is the ancestor of all domestic rabbits. "
                "Released in Australia in 1859, a few dozen animals multiplied into hundreds of "
                "millions, stripping pasture across the south of the continent."
            ),
            S(
                "Coypu: The coypu (Myocastor coypus), also called the nutria, is a large, "
                "semi-aquatic rodent of South America with orange front teeth and webbed hind "
                "feet. Farmed for its fur, it escaped or was released in Europe, Asia and North "
                "America, where it damages wetlands and riverbanks."
            ),
            S(
                "Pika: A pika is a small, short-eared, tailless mammal of the mountains and "
                "steppes of Asia and North America, in the family Ochotonidae. Though it looks "
                "like a rodent, it belongs to the order Lagomorpha with rabbits and hares, and "
                "it gathers grasses into haypiles to eat in winter."
            ),
            D(
                "Naked mole-rat: The naked mole-rat (Heterocephalus glaber) is a burrowing "
                "rodent of East Africa that lives in colonies ruled by a single breeding queen. "
                "Almost hairless and barely able to keep its body warm, it can live for more "
                "than 30 years, far longer than other rodents of its size."
            ),
            D(
                "Chinchilla: The chinchilla is a small rodent of the high Andes with some of the "
                "densest fur of any land mammal, with up to 60 hairs growing from a single "
                "follicle. Hunted almost to extinction for its pelts in the 19th and 20th "
                "centuries, both wild species are now endangered."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the geochemist who first dated the Earth to about 4.55 billion years born?",
        "Mitchellville, Iowa",
        [
            D(
                "Arthur Holmes: Arthur Holmes (1890 \u2013 1965) was an English geologist born "
                "in Hebburn on Tyneside who pioneered the radiometric dating of rocks. In his "
                "book The Age of the Earth, published in 1913, he put it at 1.6 billion years, "
                "and he later argued that heat currents in the mantle move the continents."
            ),
            D(
                "Bertram Boltwood: Bertram Borden Boltwood (1870 \u2013 1927) was an American "
                "radiochemist born in Amherst, Massachusetts. In 1907 he dated rocks from the "
                "ratio of lead to uranium in them and found ages of up to 2.2 billion years, far "
                "older than most geologists of the time believed."
            ),
            D(
                "Canyon Diablo meteorite: The Canyon Diablo meteorite is the iron meteorite "
                "whose impact about 50,000 years ago made a crater more than a kilometre wide in "
                "the American south-west. Thousands of its fragments have been collected, and "
                "one of its minerals is the standard for sulphur isotope measurements."
            ),
            D(
                "Tetraethyllead: Tetraethyllead is an organic lead compound that was added to "
                "petrol from the 1920s to stop engines knocking. Developed by Thomas Midgley Jr. "
                "at General Motors in 1921, it spread lead around the world until most "
                "countries banned it; Algeria was the last to stop selling it, in 2021."
            ),
            D(
                "Zircon: Zircon is a silicate mineral of zirconium that resists weathering and "
                "takes in uranium but almost no lead when it forms, which makes it ideal for "
                "dating. Grains from the Jack Hills of Western Australia, about 4.4 billion "
                "years old, are the oldest known pieces of the Earth's crust."
            ),
            S(
                "Age of the Earth: The age of the Earth is about 4.54 billion years, found by "
                "radiometric dating of meteorites and of the oldest minerals. The American "
                "geochemist Clair Patterson first obtained a close figure, 4.55 billion years, "
                "in 1956 from the lead isotopes of the Canyon Diablo meteorite."
            ),
            D(
                "Geologic time scale: The geologic time scale divides the history of the Earth "
                "into eons, eras, periods and epochs, from the Hadean, which began as the planet "
                "formed, to the present Holocene. Its boundaries are set by the International "
                "Commission on Stratigraphy and marked by golden spikes in rock sections."
            ),
            S(
                "Clair Patterson: Clair Cameron Patterson (1922 \u2013 1995) was an American "
                "geochemist born on 2 June 1922 in Mitchellville, Iowa. After his work on the "
                "meteorites he showed how leaded petrol had spread lead through the air, water "
                "and food, and his studies helped bring about its ban in the United States."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the physicist who invented the maser born",
        "Greenville, South Carolina",
        [
            D(
                "Theodore Maiman: Theodore Harold Maiman (1927 \u2013 2007) was an American "
                "physicist born in Los Angeles who built the first working laser, a ruby laser, "
                "at Hughes Research Laboratories in Malibu on 16 May 1960. His short paper on it "
                "was turned down by one journal and then published in Nature."
            ),
            S(
                "Maser: A maser is a device that produces coherent microwaves by stimulated "
                "emission, the forerunner of the laser. The first was built in 1953 at Columbia "
                "University by Charles Townes with James Gordon and Herbert Zeiger, using "
                "ammonia molecules, and masers now serve in atomic clocks and amplifiers."
            ),
            D(
                "Arthur Leonard Schawlow: Arthur Leonard Schawlow (1921 \u2013 1999) was an "
                "American physicist born in Mount Vernon, New York. With his brother-in-law he "
                "set out the design of an optical maser in 1958, and he shared the 1981 Nobel "
                "Prize in Physics for his work on laser spectroscopy."
            ),
            S(
                "Charles H. Townes: Charles Hard Townes (1915 \u2013 2015) was an American "
                "physicist born on 28 July 1915 in Greenville, South Carolina. He shared the "
                "1964 Nobel Prize in Physics for work in quantum electronics with two Soviet "
                "physicists, and he later studied the centre of the Milky Way."
            ),
            D(
                "Greenville, North Carolina: Greenville is a city in eastern North Carolina on "
                "the Tar River and the seat of Pitt County. Home to East Carolina University, "
                "founded in 1907 as a school for training teachers, it had about 87,500 "
                "inhabitants at the 2020 census."
            ),
            D(
                "Hydrogen maser: A hydrogen maser is a very stable frequency standard in which "
                "hydrogen atoms held in a coated bulb amplify microwaves at 1,420 megahertz. "
                "Developed at Harvard by Norman Ramsey and Daniel Kleppner around 1960, such "
                "masers keep time for radio telescopes and satellite navigation."
            ),
            D(
                "Ammonia: Ammonia is a colourless gas with a sharp smell, made of one nitrogen "
                "and three hydrogen atoms. Most of it is made from the nitrogen of the air for "
                "fertiliser, and its molecule turns inside out about 24 billion times a second, "
                "a motion used in the earliest microwave amplifiers."
            ),
            D(
                "Astrophysical maser: Astrophysical masers are natural sources of amplified "
                "microwave emission from molecules such as water, hydroxyl and methanol in gas "
                "clouds around young and dying stars. The first was detected in 1965, and water "
                "masers in the galaxy NGC 4258 gave a precise measure of its distance."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the Greek scholar who first calculated the circumference of the Earth born?",
        "Cyrene",
        [
            S(
                "Eratosthenes: Eratosthenes of Cyrene (c. 276 \u2013 c. 194 BC) was a Greek "
                "mathematician, geographer and astronomer born in Cyrene, a Greek city in what "
                "is now Libya. He became chief librarian at Alexandria, devised a sieve for "
                "finding prime numbers and was among the first to use the word geography."
            ),
            D(
                "Posidonius: Posidonius (c. 135 \u2013 c. 51 BC) was a Greek Stoic philosopher "
                "and scientist born in Apamea in Syria. He estimated the size of the Earth from "
                "the height of the star Canopus above the horizon at Rhodes and at Alexandria, "
                "and Cicero attended his school on Rhodes."
            ),
            D(
                "Aswan: Aswan, called Syene in antiquity, is a city in southern Egypt on the "
                "east bank of the Nile below the First Cataract. Lying close to the Tropic of "
                "Cancer, it had a well into which the Sun shone straight down at noon at "
                "midsummer, and the Aswan High Dam was finished upstream in 1970."
            ),
            D(
                "Cyrene (mythology): In Greek mythology, Cyrene was a huntress and princess of "
                "the Lapiths loved by the god Apollo, who carried her off to Libya and founded "
                "a city there in her name. She bore him a son, Aristaeus, who taught people to "
                "keep bees, make cheese and grow olives."
            ),
            D(
                "Library of Alexandria: The Library of Alexandria was the largest library of the "
                "ancient world, founded in Egypt under the Ptolemaic kings early in the 3rd "
                "century BC. Its heads included the poet Apollonius of Rhodes, and it declined "
                "over several centuries rather than in the single great fire of later legend."
            ),
            S(
                "Earth's circumference: The circumference of the Earth is about 40,075 kilometres "
                "at the equator. It was first calculated by Eratosthenes around 240 BC, who "
                "compared the angle of the noon Sun at Alexandria and at Syene on the summer "
                "solstice, and his result may have been within a few per cent of the truth."
            ),
            D(
                "Aristarchus of Samos: Aristarchus of Samos (c. 310 \u2013 c. 230 BC) was a "
                "Greek astronomer born on the island of Samos who put forward the first known "
                "model with the Sun rather than the Earth at the centre. He also tried to work "
                "out the sizes and distances of the Sun and the Moon."
            ),
            D(
                "Gnomon: A gnomon is the upright part of a sundial, such as a rod or a pillar, "
                "whose shadow marks the time of day. Ancient astronomers measured the length of "
                "its shadow at noon to find the height of the Sun and the dates of the "
                "solstices, and the word is Greek for one that knows."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist who founded the Institute for Physical Problems in Moscow born?",
        "Kronstadt",
        [
            D(
                "Lev Landau: Lev Davidovich Landau (1908 \u2013 1968) was a Soviet physicist "
                "born in Baku who explained the superfluidity of liquid helium in a theory of "
                "1941 and won the 1962 Nobel Prize in Physics. From 1937 he led the theory "
                "department of a Moscow research institute."
            ),
            D(
                "Kronstadt rebellion: The Kronstadt rebellion was a rising of sailors and "
                "soldiers of the Baltic Fleet's island base against the Bolshevik government in "
                "March 1921. Demanding free elections and an end to grain seizures, it was "
                "crushed by the Red Army, which attacked across the frozen sea."
            ),
            D(
                "Sergei Kapitsa: Sergei Petrovich Kapitsa (1928 \u2013 2012) was a Russian "
                "physicist and science broadcaster born in Cambridge, England, the son of a "
                "famous physicist. From 1973 until his death he presented the Soviet and then "
                "Russian television programme Obvious, Incredible."
            ),
            D(
                "Arno Penzias: Arno Allan Penzias (1933 \u2013 2024) was an American physicist "
                "born in Munich who, with Robert Wilson, found the cosmic microwave background "
                "in 1964 at Bell Labs in New Jersey. The two shared the 1978 Nobel Prize in "
                "Physics with a Soviet expert on low temperatures."
            ),
            S(
                "Pyotr Kapitsa: Pyotr Leonidovich Kapitsa (1894 \u2013 1984) was a Soviet "
                "physicist born on 9 July 1894 in Kronstadt, on Kotlin Island in the Gulf of "
                "Finland. After thirteen years at Cambridge he was kept in the Soviet Union in "
                "1934, and he shared the 1978 Nobel Prize in Physics."
            ),
            D(
                "Superfluid helium-4: Superfluid helium-4 is the state of liquid helium below "
                "2.17 kelvin, in which it flows without friction, creeps up the walls of its "
                "container and leaks through the tiniest pores. The state was found in 1937 "
                "and is described by a model of two mixed fluids."
            ),
            S(
                "Institute for Physical Problems: The Institute for Physical Problems is a "
                "research institute of the Russian Academy of Sciences in Moscow, founded in "
                "1934 by the physicist Pyotr Kapitsa, who directed it for about forty years. Its "
                "work on low temperatures led to the discovery of superfluidity."
            ),
            D(
                "Mond Laboratory: The Royal Society Mond Laboratory was a building for research "
                "on low temperatures and strong magnetic fields at Cambridge, opened in 1933 "
                "with money left to the Royal Society by the chemist Ludwig Mond. Its outer wall "
                "bears a carved crocodile by the sculptor Eric Gill."
            ),
        ],
        drop=0,
    ),
]
