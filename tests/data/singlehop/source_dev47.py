"""The forty-ninth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev45.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v37, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 290 characters and distractors 286; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered the link between the period and the brightness of Cepheid variable stars?",
        "Henrietta Swan Leavitt, at Harvard College Observatory, published in 1908 and 1912",
        [
            D(
                "Edwin Hubble: In 1923, working with the 100-inch Hooker telescope on Mount "
                "Wilson, Edwin Hubble picked out a variable star in the Andromeda nebula and used "
                "it to show that the nebula lay far beyond the Milky Way. In 1929 he set out the "
                "relation between the distances of galaxies and the speed at which they move away "
                "from us. The Hubble Space Telescope, launched in 1990, is named after him."
            ),
            S(
                "Henrietta Swan Leavitt: Leavitt was a 'computer' at Harvard College Observatory "
                "who studied thousands of variable stars on photographic plates of the Magellanic "
                "Clouds. In 1908, and more fully in 1912, she showed that the longer a Cepheid's "
                "period of pulsation, the brighter the star really is, a rule that made Cepheids "
                "yardsticks for measuring distances in space."
            ),
            D(
                "John Goodricke: The deaf English astronomer John Goodricke, working from York "
                "with his neighbour Edward Pigott, found in 1784 that the star Delta Cephei "
                "brightens and fades over a little more than five days; the whole class of "
                "Cepheid variables is named after it. He also explained the dimming of Algol and "
                "died in 1786, aged only twenty-one."
            ),
            D(
                "Annie Jump Cannon: Annie Jump Cannon joined the Harvard College Observatory in "
                "1896 and classified the spectra of some 350,000 stars by hand for the Henry "
                "Draper Catalogue. Her scheme, sorting the stars into the classes O, B, A, F, G, "
                "K and M from hottest to coolest, was adopted by astronomers worldwide in 1922."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "meteor crater arizona size",
        "about 1.2 km across and about 170 m deep",
        [
            S(
                "Meteor Crater: Meteor Crater, also called Barringer Crater, lies in the desert of "
                "northern Arizona east of Flagstaff. It is about 1,200 m across and some 170 m "
                "deep, with a rim rising about 45 m above the plain, and it was blasted out around "
                "50,000 years ago by an iron meteorite perhaps 50 m wide."
            ),
            D(
                "Wolfe Creek crater: Wolfe Creek crater in the Great Sandy Desert of Western "
                "Australia is about 880 m wide and 60 m deep below its rim, partly filled by wind-"
                "blown sand. Made by an iron meteorite some 120,000 years ago, it was first seen "
                "by Europeans from the air in 1947 and is known to Jaru people as Kandimalal."
            ),
            D(
                "Daniel Barringer: The Philadelphia mining engineer Daniel Moreau Barringer bought "
                "the Arizona crater's land in 1903, sure that a huge iron meteorite lay buried "
                "beneath it. He drilled for twenty-six years without finding it and died in 1929; "
                "the crater still belongs to his family's company, which runs its visitor centre."
            ),
            D(
                "Chicxulub crater: Buried under the Yucat\u00e1n Peninsula of Mexico, the "
                "Chicxulub crater is about 180 km across. The asteroid, some 10 km wide, struck "
                "about 66 million years ago, and the dust, soot and sulphur it threw up are "
                "blamed for the extinction of the dinosaurs; it was identified in the early 1990s."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Yenisei or the Mackenzie River?",
        "the Yenisei, about 3,490 km, against about 1,740 km for the Mackenzie",
        [
            S(
                "Yenisei: The Yenisei is formed at Kyzyl in the Tuva Republic where the Big and "
                "Little Yenisei meet, and it flows north across Siberia for about 3,490 km to the "
                "Kara Sea. Counted from the head of the Selenga in Mongolia, through Lake Baikal "
                "and the Angara, its system is about 5,500 km long."
            ),
            D(
                "Ob: The Ob rises in the Altai Mountains, where the Biya and the Katun meet near "
                "Biysk, and flows about 3,650 km north to its gulf on the Kara Sea. With its "
                "great tributary the Irtysh, which starts in China and crosses Kazakhstan, it "
                "forms a river system about 5,400 km long, among the longest in Asia."
            ),
            S(
                "Mackenzie River: The Mackenzie leaves Great Slave Lake in Canada's Northwest "
                "Territories and runs about 1,740 km north to the Beaufort Sea. With the Peace "
                "and Finlay rivers that feed it by way of the Slave River, its system is about "
                "4,240 km long, the longest in Canada and second in North America."
            ),
            D(
                "Yukon River: The Yukon rises in British Columbia near the Llewellyn Glacier, "
                "runs through Whitehorse and Dawson City in the Yukon Territory and crosses "
                "Alaska to the Bering Sea, about 3,190 km in all. Its banks saw the Klondike gold "
                "rush of 1896 to 1899, when stampeders floated to the goldfields on rafts."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries share the Rwenzori Mountains?",
        "Uganda and the Democratic Republic of the Congo",
        [
            D(
                "Virunga Mountains: The Virunga Mountains are a chain of eight volcanoes on the "
                "borders of Rwanda, Uganda and the Democratic Republic of the Congo. Nyiragongo "
                "and Nyamuragira are still active, and the bamboo and cloud forest of their "
                "slopes shelter about half of the world's mountain gorillas."
            ),
            S(
                "Rwenzori Mountains: The Rwenzori range, about 120 km long, runs along the border "
                "between western Uganda and the Democratic Republic of the Congo. Its highest "
                "point, Margherita Peak on Mount Stanley, reaches 5,109 m and keeps glaciers on "
                "the equator; the range is often linked with Ptolemy's Mountains of the Moon."
            ),
            D(
                "Mount Elgon: Mount Elgon is an extinct shield volcano on the border of Uganda "
                "and Kenya, about 80 km across at its base. Its highest peak, Wagagai, rises to "
                "4,321 m on the Ugandan side, and the caves in its flanks are visited at night by "
                "elephants that come to scrape salt from the walls, a habit seen almost nowhere "
                "else."
            ),
            D(
                "Mount Stanley: Mount Stanley, 5,109 m, is the highest mountain of the Rwenzori "
                "and the third highest in Africa. It was first climbed in 1906 by the Duke of the "
                "Abruzzi's expedition, which named its summit Margherita after the Queen of Italy "
                "and mapped the main peaks of the range in a few weeks."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do legumes fix nitrogen?",
        (
            "Rhizobium bacteria infect their roots and live in nodules, where the enzyme "
            "nitrogenase turns nitrogen from the air into ammonia that the plant uses, in return "
            "for sugars"
        ),
        [
            D(
                "Haber-Bosch process: In the Haber-Bosch process, worked out by Fritz Haber in "
                "1909 and scaled up by Carl Bosch at BASF by 1913, nitrogen from the air and "
                "hydrogen are pushed over an iron catalyst at about 450 \u00b0C and 200 times "
                "atmospheric pressure to make ammonia, the basis of most fertiliser today."
            ),
            S(
                "Root nodule: Peas, beans, clover and other legumes let soil bacteria of the "
                "Rhizobium group into their root hairs, and the roots grow small swellings, "
                "nodules, to house them. Inside, the bacteria's enzyme nitrogenase turns nitrogen "
                "gas from the air into ammonia for the plant, which pays them with sugars."
            ),
            D(
                "Crop rotation: Farmers in medieval Europe left one field in three fallow each "
                "year. The Norfolk four-course rotation of the 1700s, made famous by Charles "
                "'Turnip' Townshend, replaced fallow with wheat, turnips, barley and clover, "
                "which fed livestock over winter and left the soil richer for the next crop."
            ),
            D(
                "Lightning: A lightning bolt heats the air around it to about 30,000 \u00b0C, hot "
                "enough to split nitrogen and oxygen molecules, which join up as nitrogen oxides. "
                "Rain washes these into the soil as nitrates; lightning is reckoned to fix a few "
                "million tonnes of nitrogen a year, a small share of the total."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why are prions so hard to destroy?",
        (
            "they are misfolded proteins with no DNA or RNA to damage, so ordinary cooking, "
            "boiling, radiation and standard autoclaving do not inactivate them"
        ),
        [
            S(
                "Prion: A prion is a misfolded form of a normal brain protein that makes other "
                "copies fold the same way. Because it carries no DNA or RNA, the usual ways of "
                "killing germs, such as boiling, ultraviolet light, radiation or a standard "
                "autoclave cycle, leave it intact; hospitals use strong alkali or long, hot cycles."
            ),
            D(
                "Bacterial spore: Some bacteria, such as Clostridium and Bacillus, survive bad "
                "times as spores, dormant cells wrapped in a tough coat with little water inside. "
                "Spores can last for decades in soil and withstand boiling for hours, which is "
                "why canned food is heated under pressure to 121 \u00b0C before sealing, enough "
                "to kill the spores of botulism."
            ),
            D(
                "Stanley Prusiner: The American neurologist Stanley Prusiner coined the word prion "
                "in 1982 for the agent of scrapie, a brain disease of sheep, arguing it was a "
                "protein and not a virus. The idea was mocked at first, but he was awarded the "
                "Nobel Prize in Physiology or Medicine in 1997 for the discovery."
            ),
            D(
                "Kuru: Kuru was a fatal brain disease among the Fore people of the highlands of "
                "Papua New Guinea, spread by the funeral custom of eating dead relatives. It "
                "peaked in the 1950s, killing up to 200 people a year, and faded once the "
                "practice stopped; the last known case died in 2009."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is jackfruit the biggest tree fruit",
        "yes: a single jackfruit can weigh up to about 50 kg, more than any other fruit of a tree",
        [
            D(
                "Breadfruit: Breadfruit is a close cousin of the jackfruit, grown across the "
                "Pacific islands for its round starchy fruits of 1 to 5 kg, eaten roasted or "
                "boiled. HMS Bounty was carrying breadfruit seedlings from Tahiti to the West "
                "Indies for the British planters when its crew mutinied in 1789."
            ),
            S(
                "Jackfruit: The jackfruit tree, native to the rain forests of south-western India, "
                "bears the largest fruit of any tree: a single fruit, hanging straight from the "
                "trunk, can be 90 cm long and weigh up to about 50 kg. Its yellow pods are eaten "
                "ripe, and the unripe flesh is cooked as a stand-in for pulled meat."
            ),
            D(
                "Atlantic Giant pumpkin: The biggest fruits of all grow on a vine, not a tree. "
                "Atlantic Giant pumpkins, bred by Howard Dill of Nova Scotia in the 1970s, now "
                "pass 1,000 kg; the record of 1,247 kg was set in 2023 by Travis Gienger of "
                "Minnesota, whose pumpkin was weighed at Half Moon Bay in California in October "
                "that year."
            ),
            D(
                "Durian: The durian of Borneo and Sumatra grows up to about 30 cm long and 3 kg "
                "in weight, covered in hard thorny spikes. Its custard-like flesh has a smell so "
                "strong that it is banned on public transport in Singapore, yet it is prized "
                "across South-East Asia as the king of fruits."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest mountain in the country where the Skeleton Coast is?",
        "the Brandberg, whose summit K\u00f6nigstein reaches about 2,573 m (Namibia)",
        [
            S(
                "Skeleton Coast: The Skeleton Coast is the northern part of Namibia's Atlantic "
                "shore, running some 500 km from the Ugab River to the Kunene on the border with "
                "Angola. Cold fog from the Benguela Current and hidden sandbanks wrecked many "
                "ships, whose rusting hulls lie in the dunes with the bones of whales."
            ),
            D(
                "Table Mountain: Table Mountain, the flat-topped mountain above Cape Town in "
                "South Africa, rises to 1,085 m at Maclear's Beacon. Its sandstone top is often "
                "covered by a sheet of cloud called the tablecloth, and a cableway has carried "
                "visitors up its northern face since 1929."
            ),
            S(
                "Brandberg: The Brandberg is a granite massif rising out of the Namib desert in "
                "north-western Namibia, and its peak K\u00f6nigstein, at about 2,573 m, is the "
                "highest point in the country. Its name means fire mountain, from the glow of "
                "the rock at sunset, and its gullies hide thousands of rock paintings."
            ),
            D(
                "Thabana Ntlenyana: Thabana Ntlenyana in the Drakensberg of Lesotho reaches 3,482 "
                "m and is the highest point in southern Africa. Its name means beautiful little "
                "mountain in Sesotho; it was only measured in 1951, and the path to its summit "
                "starts near the Sani Pass on the South African border, a climb of about a day."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who first made a Bose-Einstein condensate?",
        (
            "Eric Cornell and Carl Wieman, at JILA in Boulder, Colorado, in June 1995, with a gas "
            "of rubidium atoms"
        ),
        [
            D(
                "Satyendra Nath Bose, a physicist at the University of Dhaka, sent Albert "
                "Einstein a paper in 1924 that counted light quanta in a new way. Einstein "
                "translated it into German, had it published, and in 1924 and 1925 extended the "
                "idea to atoms, predicting that at very low temperatures they would crowd into a "
                "single state."
            ),
            S(
                "In June 1995 Eric Cornell and Carl Wieman, at JILA in Boulder, Colorado, cooled "
                "a cloud of about two thousand rubidium atoms to some 170 billionths of a degree "
                "above absolute zero and saw them fall together into one quantum state, the first "
                "Bose-Einstein condensate ever made, seventy years after it was predicted."
            ),
            D(
                "Wolfgang Ketterle at the Massachusetts Institute of Technology made a condensate "
                "of sodium atoms in September 1995, a few months behind the team in Colorado, "
                "but with far more atoms, and showed two condensates interfering like waves. He "
                "shared the Nobel Prize in Physics in 2001 for the work."
            ),
            D(
                "Heike Kamerlingh Onnes liquefied helium at Leiden in 1908, reaching about 4 "
                "kelvin, and in 1911 found that mercury cooled in it lost all electrical "
                "resistance, the first superconductor. Pyotr Kapitsa showed in 1937 that liquid "
                "helium below 2.17 kelvin flows with no friction at all."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "sedna orbit how long",
        "about 11,000 years (estimates run from about 10,000 to 12,000)",
        [
            D(
                "Eris, found in images taken in 2003 and announced in 2005, is a dwarf planet "
                "almost exactly the size of Pluto, and it takes about 559 years to go round the "
                "Sun on a steeply tilted orbit. Its discovery forced the debate that ended with "
                "the International Astronomical Union demoting Pluto in 2006."
            ),
            S(
                "Sedna, found in November 2003 by Mike Brown, Chad Trujillo and David Rabinowitz "
                "with the Samuel Oschin telescope at Palomar, follows one of the longest orbits "
                "known in the Solar System: it comes no closer than about 76 times Earth's "
                "distance from the Sun and takes roughly 11,000 years to go round once."
            ),
            D(
                "Sedna is a reddish body about 1,000 km across, one of the reddest objects in the "
                "Solar System, perhaps coloured by a coating of tholins made when sunlight acts "
                "on methane ice. Its name comes from the Inuit goddess of the sea, who lives in "
                "the cold depths of the Arctic Ocean."
            ),
            D(
                "Halley's Comet returns to the inner Solar System about every 75 to 76 years, "
                "swinging out beyond the orbit of Neptune in between. It was last seen from "
                "Earth in 1986, when the European probe Giotto flew within 600 km of its "
                "nucleus, and it is due back in the middle of 2061."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, a fennec fox or an Arctic fox?",
        "the Arctic fox: about 3 to 5 kg, against about 1 to 1.5 kg for the fennec",
        [
            S(
                "The fennec of the Sahara and Sinai is the smallest of all foxes, weighing only "
                "about 1 to 1.5 kg with a body some 35 to 40 cm long. Its ears, up to 15 cm long, "
                "give off heat on hot days and pick up the sound of insects and rodents moving "
                "under the sand at night."
            ),
            D(
                "The red fox is the largest and most widespread of the true foxes, found from the "
                "Arctic Circle to North Africa and brought to Australia in the 1850s for hunting. "
                "Adults usually weigh 4 to 8 kg, and some males in the north pass 10 kg in "
                "autumn when they have fattened up."
            ),
            S(
                "The Arctic fox lives on the tundra around the North Pole and weighs about 3 to "
                "5 kg, with a body 55 cm long. Its thick winter coat, white in most animals and "
                "blue-grey in some, lets it stay active at -50 \u00b0C, and it follows polar bears "
                "to feed on scraps."
            ),
            D(
                "The bat-eared fox of eastern and southern Africa weighs about 3 to 5 kg and has "
                "ears up to 13 cm long, which it uses to hear termites and beetle larvae under "
                "the ground. It has more teeth than almost any other mammal that has a placenta, "
                "up to 50."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the parts of a comet?",
        "the nucleus, the coma around it, and two tails: a dust tail and an ion (gas) tail",
        [
            S(
                "A comet's solid heart, the nucleus, is a lump of ice and dust a few kilometres "
                "wide. As it nears the Sun the ice turns to gas and builds a glowing cloud, the "
                "coma, up to 100,000 km across, and the Sun then draws out two tails: a curved "
                "yellowish dust tail and a straight bluish ion tail."
            ),
            D(
                "An asteroid is a rocky or metallic body orbiting the Sun, most of them in the "
                "main belt between Mars and Jupiter. The largest, Ceres, is 940 km across and "
                "counts as a dwarf planet; the others are far smaller, and all of them together "
                "weigh less than a twentieth of our Moon."
            ),
            D(
                "A meteor is the streak of light from a grain of rock burning up in the air, "
                "usually about 100 km above the ground. A meteor that survives to reach the "
                "ground is called a meteorite, and the showers that come each year, such as the "
                "Perseids in August, happen when Earth crosses a comet's dusty trail."
            ),
            D(
                "The Oort cloud is a vast sphere of icy bodies thought to surround the Solar "
                "System out to perhaps 100,000 times Earth's distance from the Sun. Proposed by "
                "the Dutch astronomer Jan Oort in 1950, it has never been seen directly but is "
                "taken to be the home of long-period comets."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do marine iguanas get rid of the salt they swallow?",
        (
            "glands linked to their noses take salt out of the blood and they sneeze it out "
            "through their nostrils, which is why their heads are often crusted white"
        ),
        [
            D(
                "Marine iguanas live only on the Gal\u00e1pagos Islands and are the only lizards "
                "that feed in the sea, diving to graze on red and green algae. Large males can "
                "stay under for up to an hour and dive about 10 m; afterwards they bask on the "
                "black lava rocks to warm up again before the next dive."
            ),
            S(
                "Eating seaweed fills a marine iguana with salt, and special glands near its "
                "nose pull the salt out of its blood. The animal then sneezes the salty liquid "
                "out through its nostrils in a fine spray, several times a day, and the dried "
                "salt often leaves a white crust on its head."
            ),
            D(
                "Sea turtles drink seawater and take in salt with their food of seagrass, "
                "jellyfish and sponges. Large glands beside their eyes pour out the extra salt "
                "as a thick liquid, which is why nesting females on the beach seem to be crying "
                "tears as they lay."
            ),
            D(
                "Gal\u00e1pagos land iguanas live in the dry lowlands of islands such as Santa "
                "Cruz and Fernandina, growing to about 1 m and 13 kg. They feed mainly on the "
                "pads and fruit of prickly pear cactus, which also give them most of the water "
                "they need in the long dry season."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why does the tonle sap river change direction",
        (
            "in the rainy season the Mekong swells with monsoon rain and snowmelt and rises "
            "higher than the lake, pushing water up the river into the Tonle Sap lake; in the dry "
            "season the flow turns back"
        ),
        [
            S(
                "For about half the year the Tonle Sap River in Cambodia runs backwards. From "
                "June, monsoon rain and snowmelt swell the Mekong, which rises above the lake and "
                "pushes water up the river, so that the Tonle Sap lake grows to four or five "
                "times its size; around October the flow turns and drains south again."
            ),
            D(
                "The Tonle Sap lake is the largest freshwater lake in South-East Asia and one of "
                "the world's richest inland fisheries. Some 1.2 million people live around it, "
                "many in floating villages of houseboats, and Angkor, the capital of the Khmer "
                "Empire, was built on the plain north of it, near today's town of Siem Reap."
            ),
            D(
                "Cambodia celebrates Bon Om Touk, the Water Festival, every year around the full "
                "moon of November, with three days of boat races on the river in front of the "
                "royal palace in Phnom Penh. Hundreds of long dragon boats, some with more than "
                "seventy rowers, race in front of crowds of visitors."
            ),
            D(
                "The Mekong rises on the Tibetan Plateau and flows about 4,900 km through China, "
                "Myanmar, Laos, Thailand, Cambodia and Vietnam. Its delta in southern Vietnam "
                "splits into many branches, which is why Vietnamese call the river Cuu Long, the "
                "river of nine dragons."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is the monkey puzzle tree a conifer?",
        "yes: it is an evergreen conifer, Araucaria araucana, that bears large cones",
        [
            D(
                "The ginkgo, or maidenhair tree, is the last living species of a group that "
                "flourished in the age of the dinosaurs. It bears seeds but no cones, sheds its "
                "fan-shaped leaves in autumn, and the female trees drop fleshy seeds that smell "
                "strongly of rancid butter when they fall and rot on the pavement."
            ),
            S(
                "The monkey puzzle tree, Araucaria araucana, is an evergreen conifer from the "
                "Andes of Chile and Argentina, where it grows up to 40 m tall. Its stiff, sharp, "
                "scale-like leaves cover every branch, and female trees bear round cones the size "
                "of a coconut, full of large edible seeds."
            ),
            D(
                "The Chilean wine palm, which grows in the central valleys of Chile, can reach "
                "25 m and has the thickest trunk of any palm. Its sap was once tapped and boiled "
                "down into palm honey, a practice that killed so many trees that it is now "
                "protected by law."
            ),
            D(
                "Cycads, such as the sago palm sold as a houseplant, look like palms but are not "
                "related to them. They grow slowly, bear their seeds in large cones, and have "
                "been around for some 280 million years, so that they are often called living "
                "fossils."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which chemist first isolated the element named after the Moon?",
        "J\u00f6ns Jacob Berzelius, who discovered selenium in 1817",
        [
            S(
                "Selenium takes its name from Selene, the Greek goddess of the Moon. It was "
                "given this name as a companion to tellurium, named after the Earth, which it "
                "closely resembles; today it is used in glass making, in some solar cells and as "
                "a trace element that the human body needs."
            ),
            D(
                "Tellurium was found in 1782 by Franz-Joseph M\u00fcller von Reichenstein in gold "
                "ore from Transylvania, and named in 1798 by Martin Heinrich Klaproth after "
                "tellus, the Latin for Earth. It is one of the rarest stable elements in the "
                "crust and is used in solar panels."
            ),
            S(
                "In 1817 the Swedish chemist J\u00f6ns Jacob Berzelius, working with Johan "
                "Gottlieb Gahn, found a new element in the red sludge left in the lead chambers "
                "of a sulphuric acid works at Gripsholm. At first he took it for tellurium, then "
                "saw it was new and called it selenium."
            ),
            D(
                "Helium was first seen in the Sun, as a yellow line in the spectrum of a solar "
                "eclipse in 1868, and was named by Norman Lockyer after Helios, the Greek god of "
                "the Sun. William Ramsay first found it on Earth in 1895, in gas given off by a "
                "uranium mineral called cleveite, in London."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "How big is the Ngorongoro Crater?",
        "about 260 square km, roughly 19 km across and about 600 m deep",
        [
            D(
                "Home > Travel > Tanzania | Serengeti National Park | Covering 14,763 square km "
                "of grassland, the Serengeti hosts the great migration, when some 1.5 million "
                "wildebeest follow the rains between Tanzania and Kenya's Maasai Mara. It became "
                "a national park in 1951. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Volcanoes | Ngorongoro Crater | The Ngorongoro Crater in northern "
                "Tanzania is the largest unbroken, unflooded caldera on Earth: its floor covers "
                "about 260 square km, it is some 19 km across and its walls drop about 600 m. "
                "It formed when a great volcano collapsed 2 to 3 million years ago. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Nature > Wildlife | Who lives in the crater? | Some 25,000 large animals "
                "live on the floor of Ngorongoro, including lions, hyenas, buffalo, zebra and one "
                "of the last black rhino populations in Tanzania; Maasai herders may graze their "
                "cattle in the conservation area. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Tanzania | Olduvai Gorge | Olduvai Gorge, a steep ravine about "
                "48 km long west of Ngorongoro, is where Louis and Mary Leakey found stone tools "
                "and the skull of Paranthropus boisei in 1959, making it one of the key sites of "
                "human evolution; a small museum now stands on its rim. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "where does catatumbo lightning happen",
        (
            "over the mouth of the Catatumbo River at the south-western end of Lake Maracaibo, "
            "in Venezuela"
        ),
        [
            S(
                "Home > Weather > Wonders | Catatumbo lightning | Over the marshes where the "
                "Catatumbo River flows into the south-west of Lake Maracaibo in Venezuela, "
                "storms flash on up to 260 nights a year, often for hours at a time, so that the "
                "place has the most lightning per square km on Earth. Share this | Cookie policy"
            ),
            D(
                "Home > Weather > Records | Lightning capital of Africa | Kifuka, a village in "
                "the mountains of the eastern Democratic Republic of the Congo, was long ranked "
                "the most lightning-struck spot in the world, with about 158 flashes per square "
                "km each year before satellite data favoured Venezuela. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Atmosphere | What is ball lightning? | Witnesses describe a "
                "glowing sphere the size of a grapefruit that floats through the air during "
                "thunderstorms for a few seconds; in 2012 Chinese scientists recorded one on a "
                "spectrometer by chance on the Qinghai plateau. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Venezuela | Lake Maracaibo | Lake Maracaibo is a large brackish "
                "lagoon joined to the Gulf of Venezuela, about 13,200 square km in area; oil was "
                "struck under it in 1914, and the 8.7 km General Rafael Urdaneta Bridge has "
                "spanned its narrow northern neck since 1962. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "japanese spider crab vs coconut crab which is heavier",
        "the Japanese spider crab, up to about 19 kg, against about 4 kg for the coconut crab",
        [
            S(
                "Home > Animals > Crustaceans | Japanese spider crab | The giant of the seabed off "
                "Japan has legs spanning up to 3.7 m, the widest of any arthropod, and a big male "
                "can weigh around 19 kg. It lives at depths of 150 to 300 m and may reach 100 "
                "years old. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Crustaceans | American lobster | The heaviest crustacean ever "
                "recorded was an American lobster caught off Nova Scotia in 1977 that weighed "
                "20.1 kg; most lobsters landed in Maine weigh about 0.5 to 1 kg and are about "
                "seven years old. Share this | Cookie policy"
            ),
            S(
                "Home > Animals > Island life | Coconut crab | The coconut crab of Indian and "
                "Pacific islands is the largest arthropod living on land, up to about 4 kg with "
                "legs 1 m across. It climbs palms and cracks coconuts with claws that grip "
                "harder than almost any animal's. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Crustaceans | Tasmanian giant crab | Found on the continental "
                "shelf off southern Australia, the Tasmanian giant crab has a shell up to 46 cm "
                "wide and males reach about 13 kg, with one huge claw; it is fished in deep "
                "water with baited pots set at depths of 140 to 270 m. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What is thermite made of?",
        (
            "a powdered metal fuel, usually aluminium, mixed with a metal oxide, usually iron(III) "
            "oxide (rust)"
        ),
        [
            D(
                "Home > Science > Chemistry | What's in gunpowder? | Black powder is about 75 "
                "parts potassium nitrate, 15 parts charcoal and 10 parts sulphur by weight. It "
                "was invented in China in the 800s and was the only explosive used in guns until "
                "the 1800s, when guncotton and then dynamite replaced it. Share this | Cookie "
                "policy"
            ),
            S(
                "Home > Science > Chemistry | Thermite explained | Thermite is a mix of two "
                "powders: a metal fuel, almost always aluminium, and a metal oxide, usually iron "
                "oxide, in other words rust. Lit with a magnesium ribbon it burns at about 2,500 "
                "\u00b0C and leaves molten iron. Share this | Cookie policy"
            ),
            D(
                "Home > Science > History | Hans Goldschmidt | The German chemist Hans "
                "Goldschmidt patented the thermite process in 1895 as a way of making pure "
                "metals, and from 1899 it was used to weld tram and railway rails together on "
                "the spot. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry | Why does a sparkler burn so hot? | A sparkler is an "
                "iron wire coated in a paste of potassium nitrate, iron or steel filings, "
                "aluminium or magnesium dust and dextrin, and its tip can reach 1,000 to 1,600 "
                "\u00b0C. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do blue-footed boobies attract a mate?",
        (
            "the male shows off his bright blue feet, strutting and lifting them high in front "
            "of the female, and points his bill and wings to the sky while whistling; brighter "
            "feet mean a healthier bird"
        ),
        [
            S(
                "Home > Animals > Birds | The booby's dance | To win a female, a male blue-footed "
                "booby parades in front of her, lifting each bright blue foot high in turn, then "
                "points his bill and wingtips to the sky and whistles. Females pick the bluest "
                "feet, a sign of a well-fed male. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Birds | Frigatebirds | On the Gal\u00e1pagos, male magnificent "
                "frigatebirds sit in the bushes and blow up a red throat pouch like a balloon, "
                "drumming on it and calling as females fly over. The pouch can take twenty "
                "minutes to fill, and the male keeps it puffed up for hours. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Animals > Birds | Blue-footed booby fishing | Blue-footed boobies hunt in "
                "flocks, plunging into the sea from up to 30 m at speeds near 100 km/h to catch "
                "sardines, anchovies and mackerel; air sacs in their skulls cushion the impact. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Birds | Nazca booby | The Nazca booby lays two eggs, but the "
                "older chick nearly always pushes its sibling out of the nest, where it dies; the "
                "parents do not step in. It nests on the Gal\u00e1pagos and islands off Mexico. "
                "Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is giant hogweed dangerous?",
        (
            "its sap contains furanocoumarins that make skin react to sunlight, causing severe "
            "burns and blisters (phytophotodermatitis) and scars or sensitivity that can last "
            "for years"
        ),
        [
            D(
                "Home > Garden > Invasive plants | Japanese knotweed | Japanese knotweed grows up "
                "to 10 cm a day and its roots can spread 7 m, pushing through paving and drains. "
                "In the UK, sellers must declare it, and mortgage lenders may refuse a home with "
                "knotweed growing within 7 m of the house. Share this | Cookie policy"
            ),
            S(
                "Home > Garden > Safety | Giant hogweed warning | The sap of giant hogweed holds "
                "chemicals, furanocoumarins, that make skin burn in sunlight. Within a day or "
                "two of contact, red weals and large blisters appear, and the skin can stay "
                "scarred and sun-sensitive for years. Share this | Cookie policy"
            ),
            D(
                "Home > Garden > Invasive plants | Where giant hogweed came from | Giant hogweed "
                "comes from the Caucasus and was brought to Britain as a showy garden plant in "
                "the 1800s; it can grow 5 m tall with flower heads 80 cm wide and sheds up to "
                "50,000 seeds. Share this | Cookie policy"
            ),
            D(
                "Home > Garden > Safety | Stinging nettles | A nettle's leaves are covered in "
                "hollow hairs tipped with silica that snap off in the skin and inject "
                "histamine and formic acid, causing an itchy rash that usually fades within a "
                "day. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the manchineel tree really deadly?",
        (
            "yes, it is one of the most dangerous trees: its fruit can be fatal if eaten, and "
            "its milky sap blisters skin and can blind"
        ),
        [
            D(
                "Home > Nature > Plants | Castor oil plant | The seeds of the castor oil plant "
                "hold ricin, one of the deadliest natural poisons; a few chewed seeds can kill a "
                "child, although the oil pressed from them is harmless and sold as a laxative. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Caribbean | Beach safety | Many Caribbean beaches put up red "
                "signs and paint red bands on certain trees. Visitors are also warned about sea "
                "urchins, jellyfish, strong rip currents and the midday sun, the cause of most "
                "hospital visits made by tourists. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Plants | Manchineel: the tree of death | The manchineel of "
                "Caribbean shores is among the most dangerous trees on Earth. Its small green "
                "apples can kill if eaten, and its milky sap blisters skin and can blind; even "
                "shelter under it in rain is unsafe. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | Suicide tree | The pong-pong tree of India's coastal "
                "marshes bears fruit whose kernel holds cerberin, a poison that stops the heart; "
                "it has been blamed for many deaths in Kerala and is hard to find in a post "
                "mortem. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who led the first ascent of the highest mountain on the island of New Guinea?",
        ("Heinrich Harrer, whose party climbed Puncak Jaya (Carstensz Pyramid) in 1962"),
        [
            S(
                "Home > Mountains > Oceania | New Guinea's rooftop | Puncak Jaya, or Carstensz "
                "Pyramid, in the Indonesian province of Central Papua, is the highest mountain "
                "on New Guinea at 4,884 m, the highest island peak on Earth. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Mountains > Oceania | Mount Wilhelm | At 4,509 m, Mount Wilhelm is the "
                "highest peak in Papua New Guinea. It was named in 1888 after a son of Bismarck, "
                "and on a clear day both seas can be seen from its top, the Bismarck Sea and the "
                "Coral Sea. Share this | Cookie policy"
            ),
            S(
                "Home > Mountains > History | Carstensz first ascent | In February 1962 the "
                "Austrian Heinrich Harrer led Philip Temple, Russell Kippax and Bert Huizenga "
                "to the top of the Carstensz Pyramid, after weeks of walking in. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Mountains > History | Kinabalu | Mount Kinabalu, 4,095 m, in Sabah on "
                "Borneo, was first climbed in 1888 by the British zoologist John Whitehead. "
                "Thousands walk to its granite top each year. Share this | Cookie policy"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "What does the thymus do?",
        (
            "it trains T cells, white blood cells of the immune system, to recognise germs and "
            "leave the body's own tissues alone; it is most active in childhood"
        ),
        [
            S(
                "Q: What is the thymus for? A: The thymus, a small gland behind the breastbone, "
                "is where young white blood cells called T cells mature. They learn there to "
                "attack germs and to leave the body's own tissues alone, and those that fail are "
                "weeded out. It works hardest in childhood and shrinks after puberty."
            ),
            D(
                "Q: What does the thyroid gland do? A: The butterfly-shaped thyroid in the front "
                "of the neck makes the hormones thyroxine and triiodothyronine, which set how "
                "fast the body burns energy. Too much speeds up the heart and causes weight loss; "
                "too little brings tiredness, weight gain and feeling cold, and both are treated "
                "with daily tablets."
            ),
            D(
                "Q: What does the spleen do? A: The spleen, about the size of a fist, sits under "
                "the ribs on the upper left of the belly. It filters the blood, clears out worn "
                "red blood cells and stores white ones that fight infection; people can live "
                "without it but need extra vaccines afterwards."
            ),
            D(
                "Q: Where are the lymph nodes? A: There are about 600 lymph nodes in the body, "
                "grouped in the neck, armpits, groin, chest and belly. These bean-shaped filters "
                "trap germs from the lymph fluid, which is why those in the neck swell and "
                "become tender during a sore throat."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "yellow fever vaccine how long does it last",
        "for life in most people: one dose is enough, according to the WHO since 2016",
        [
            D(
                "Q: What is yellow fever? A: Yellow fever is a viral disease of tropical Africa "
                "and South America, spread by Aedes and Haemagogus mosquitoes. Most cases are "
                "mild, but some patients go on to liver damage, jaundice, which gives the "
                "disease its name, and bleeding, and up to half of those die."
            ),
            S(
                "Q: Do I need a yellow fever booster? A: Usually not. A single dose of the "
                "yellow fever vaccine gives lifelong protection to most people, and since 2016 "
                "the WHO has held certificates valid for life. Boosters may still be advised for "
                "children vaccinated under two or those with weak immune systems."
            ),
            D(
                "Q: How long does the typhoid vaccine last? A: The injected typhoid vaccine "
                "protects for about three years and the capsules taken by mouth for about five "
                "years, depending on the country's advice. Neither gives full protection, so "
                "travellers should still take care with food and water."
            ),
            D(
                "Q: When should I get my travel jabs? A: See a travel clinic six to eight weeks "
                "before you go, since some vaccines need several doses. The yellow fever "
                "certificate becomes valid ten days after the jab, and some countries will not "
                "let you in from an infected area without it."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is more dangerous, inhalation anthrax or skin anthrax?",
        (
            "inhalation anthrax: it kills about half of patients or more even with treatment, "
            "while skin (cutaneous) anthrax is rarely fatal when treated"
        ),
        [
            S(
                "Q: How serious is skin anthrax? A: Cutaneous anthrax, the most common form, "
                "begins as an itchy bump that turns into a painless sore with a black centre, "
                "usually on the hands or face. It is caught from infected animal hides or wool, "
                "and with antibiotics fewer than one patient in a hundred dies."
            ),
            D(
                "Q: Is there a vaccine for anthrax? A: Yes, but it is given mainly to people at "
                "risk through work, such as soldiers, vets and laboratory staff, in a course of "
                "several injections with yearly boosters. After exposure, it may be given with "
                "sixty days of antibiotics to stop the disease from taking hold."
            ),
            S(
                "Q: How dangerous is inhalation anthrax? A: Breathing in anthrax spores is the "
                "deadliest form. It starts like flu, then suddenly causes severe breathing "
                "trouble and shock; even with intensive care about half of patients die, as "
                "five of the eleven did in the US letter attacks of 2001."
            ),
            D(
                "Q: What is gastrointestinal anthrax? A: It comes from eating undercooked meat "
                "from an infected animal and causes fever, vomiting, bloody diarrhoea and belly "
                "pain. It is rare, seen mostly in parts of Africa and Asia, and kills about a "
                "quarter to a half of patients if it goes untreated."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of rubella?",
        (
            "a spotty pink rash that starts on the face and spreads, mild fever, swollen glands "
            "behind the ears and at the back of the neck, cold-like symptoms, and aching joints "
            "in adults"
        ),
        [
            D(
                "Rubella and pregnancy\n- Most dangerous in the first 12 weeks\n- Can cause "
                "deafness, cataracts and heart defects in the baby\n- Can cause miscarriage or "
                "stillbirth\n- Women planning a pregnancy should check they have had two doses "
                "of MMR\n- Tell your midwife if you meet someone with a rash"
            ),
            S(
                "Rubella (German measles): symptoms\n- A spotty pink or red rash, starting on "
                "the face and spreading to the body\n- A mild fever\n- Swollen glands behind "
                "the ears and at the back of the neck\n- Cold-like symptoms such as a runny "
                "nose\n- Aching joints, especially in adult women"
            ),
            D(
                "Scarlet fever: symptoms\n- A sore throat, headache and high temperature\n- A "
                "fine red rash that feels like sandpaper, starting on the chest\n- A red, "
                "bumpy 'strawberry' tongue\n- Flushed cheeks with a pale ring round the mouth\n- "
                "Treated with a course of antibiotics"
            ),
            D(
                "Rubella: the facts\n- Caused by the rubella virus, spread in coughs and sneezes\n"
                "- Infectious for a week before and after the rash\n- Symptoms appear two to "
                "three weeks after infection\n- Prevented by the MMR vaccine\n- Declared "
                "eliminated from the UK by the WHO in 2016"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How is narcolepsy diagnosed?",
        (
            "with an overnight sleep study (polysomnography) followed by a multiple sleep "
            "latency test the next day, which measures how fast you fall asleep and reach REM "
            "sleep; sometimes hypocretin is measured in spinal fluid"
        ),
        [
            D(
                "Q: What is narcolepsy? A: Narcolepsy is a long-term brain disorder in which "
                "the brain cannot keep sleep and waking apart. People feel overwhelmingly "
                "sleepy in the day and can nod off without warning; many also have cataplexy, "
                "a sudden loss of muscle strength set off by laughter or surprise."
            ),
            S(
                "Q: What tests show narcolepsy? A: Usually two, at a sleep centre. First an "
                "overnight sleep study records brain waves, breathing and movement; the next day "
                "a multiple sleep latency test offers five naps two hours apart. Falling asleep "
                "in under eight minutes and reaching REM sleep quickly points to narcolepsy."
            ),
            D(
                "Q: How is narcolepsy treated? A: There is no cure, but planned short naps and "
                "regular sleep times help. Doctors may prescribe stimulants such as modafinil "
                "to keep patients awake in the day, and sodium oxybate or some antidepressants "
                "to control cataplexy and improve the broken, restless sleep many have at night."
            ),
            D(
                "Q: How is sleep apnoea diagnosed? A: Often with a home test: you wear a small "
                "device overnight that records your breathing, oxygen level and heart rate. If "
                "your breathing stops for ten seconds or more many times an hour, you may be "
                "offered a CPAP machine that keeps the airway open."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do telomeres get shorter as we age?",
        (
            "because the enzymes that copy DNA cannot copy the very end of a chromosome, so a "
            "little of each telomere is lost every time a cell divides; most body cells make "
            "too little telomerase to rebuild them"
        ),
        [
            D(
                "Q: What are telomeres? A: Telomeres are caps of repeated DNA, the sequence "
                "TTAGGG over and over, at the ends of every chromosome. Like the plastic tips "
                "of shoelaces, they stop the ends fraying or sticking to other chromosomes; in "
                "a newborn each can be about 10,000 letters long."
            ),
            S(
                "Q: Why do telomeres wear down? A: Every time a cell divides it copies its DNA, "
                "but the copying machinery cannot reach the very tip of each chromosome, so a "
                "small piece of telomere is lost each round. Most body cells make too little "
                "of the repair enzyme telomerase to put it back."
            ),
            D(
                "Q: Who discovered telomerase? A: Elizabeth Blackburn and her student Carol "
                "Greider found the enzyme in 1984 in a single-celled pond creature, Tetrahymena, "
                "and with Jack Szostak they shared the 2009 Nobel Prize in Physiology or "
                "Medicine for showing how chromosomes are protected."
            ),
            D(
                "Q: Why do cancer cells keep dividing? A: Most cancer cells switch telomerase "
                "back on, so their telomeres never run out and they can divide without limit. "
                "The HeLa cells taken from Henrietta Lacks in 1951 have been growing in "
                "laboratories ever since for this reason."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is sleep paralysis dangerous",
        ("no: it is frightening but harmless, and it passes within seconds or a few minutes"),
        [
            S(
                "Q: Can sleep paralysis hurt me? A: No. Being awake but unable to move or speak "
                "for a few seconds or minutes, as you drift off or wake up, is frightening, "
                "especially with the sense of someone in the room, but it does no harm and "
                "goes away by itself. It is most common in teenagers and young adults."
            ),
            D(
                "Q: What causes sleep paralysis? A: During REM sleep, when most dreaming "
                "happens, the brain switches off the muscles so we do not act out our dreams. "
                "In sleep paralysis the mind wakes up before this switch is turned back, often "
                "after poor sleep, shift work, jet lag or stress."
            ),
            D(
                "Q: Is sleepwalking dangerous? A: It can be. Sleepwalkers have fallen down "
                "stairs, gone out into the street or even driven cars without waking. It is "
                "most common in children aged four to eight, and making the house safe, with "
                "locked doors and windows, is the main advice given by doctors to families."
            ),
            D(
                "Q: Are night terrors harmful? A: Night terrors, when a child sits up screaming "
                "in the first hours of sleep and cannot be comforted, alarm parents but do not "
                "harm the child, who remembers nothing. They usually stop by the age of twelve, "
                "and waking the child is not advised."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Into which sea does the river that flows out of Lake Baikal eventually empty?",
        "the Kara Sea, part of the Arctic Ocean (the Angara joins the Yenisei)",
        [
            D(
                "Lake Baikal: key facts\n- Deepest lake on Earth, about 1,642 m\n- Holds about "
                "a fifth of the world's unfrozen fresh surface water\n- More than 300 rivers "
                "flow in, the largest being the Selenga\n- Home of the Baikal seal, the nerpa\n"
                "- A UNESCO World Heritage Site since 1996"
            ),
            S(
                "Q: Which river drains Lake Baikal? A: Only one river leaves the lake: the "
                "Angara, which flows out at Listvyanka and runs north-west past Irkutsk and "
                "Bratsk, through a chain of hydroelectric dams, for about 1,780 km before it "
                "joins the Yenisei near Strelka in Krasnoyarsk Krai."
            ),
            D(
                "Q: Where does the Lena River end? A: The Lena rises in the mountains just west "
                "of Lake Baikal and flows some 4,400 km north-east past Yakutsk to the Laptev "
                "Sea, where it forms a delta of about 30,000 square km that freezes solid for "
                "seven months a year."
            ),
            S(
                "Q: Where does the Yenisei reach the sea? A: After its long run north through "
                "Siberia, past Krasnoyarsk and Igarka, the Yenisei widens into the Yenisei Gulf, "
                "a funnel about 400 km long, and empties into the Kara Sea of the Arctic Ocean "
                "near the port of Dikson."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who proposed that mitochondria descend from bacteria?",
        "Lynn Margulis, in a paper of 1967 (the endosymbiotic theory)",
        [
            D(
                "The German botanist Andreas Schimper noticed in 1883 that the green bodies in "
                "plant cells split in two much as free-living blue-green algae do, and in 1905 "
                "the Russian Konstantin Mereschkowski argued that they had once been such algae, "
                "taken in by a larger cell; few biologists took the idea seriously."
            ),
            S(
                "In a paper of 1967, turned down by some fifteen journals before it was printed, "
                "the American biologist Lynn Margulis argued that the cell's energy-making "
                "compartments were once free-living microbes, swallowed by a larger cell and "
                "kept alive inside it; their own small ring of genes was the clue."
            ),
            D(
                "Carl Woese of the University of Illinois compared the RNA of ribosomes across "
                "many microbes and in 1977 announced that life falls into three great domains, "
                "not two: bacteria, eukaryotes, and a third group he called archaea, tiny cells "
                "that look like bacteria but differ in their chemistry."
            ),
            D(
                "In 1963 Margit and Sylvan Nass at Stockholm University saw threads of DNA "
                "inside the energy-making compartments of chicken cells under the electron "
                "microscope. Later work showed that in humans this DNA holds 37 genes and is "
                "passed on almost only from the mother."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "when was the wollemi pine discovered",
        "in September 1994, by David Noble, in a gorge in Wollemi National Park, New South Wales",
        [
            S(
                "In September 1994 David Noble, a ranger with the New South Wales parks service, "
                "abseiled into a remote sandstone gorge about 150 km north-west of Sydney and "
                "noticed tall trees with odd bubbly bark that nobody could name. They turned out "
                "to be a conifer known before only from fossils tens of millions of years old."
            ),
            D(
                "The dawn redwood was first described from fossils in 1941 by the Japanese "
                "botanist Shigeru Miki, and within a few years living trees were found in a "
                "village on the border of Sichuan and Hubei, China. Seeds collected by an "
                "expedition from Harvard in 1948 were sent out, and it now grows in parks and "
                "gardens all over the world, including Kew."
            ),
            D(
                "To keep the last wild grove of fewer than a hundred trees safe from disease "
                "carried on boots, its exact place is kept secret. Cuttings from it were grown "
                "in nurseries and sold at auction by Sotheby's in 2005, and the trees are now "
                "planted in gardens from Kew to Tokyo."
            ),
            D(
                "The coelacanth, a fish thought to have died out with the dinosaurs, was caught "
                "off the mouth of the Chalumna River in South Africa in December 1938 and spotted "
                "on a trawler by the museum curator Marjorie Courtenay-Latimer, who sent a sketch "
                "of it to the ichthyologist J. L. B. Smith."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which has the bigger wingspan, an Andean condor or a California condor?",
        "the Andean condor, up to about 3.3 m, against about 3 m for the California condor",
        [
            S(
                "Soaring over the high ridges of South America from Venezuela to Tierra del "
                "Fuego, the largest vulture of the Andes spreads its black-and-white wings up to "
                "some 3.3 metres from tip to tip, and males weigh as much as 15 kg; it is the "
                "national bird of Chile, Bolivia, Ecuador and Colombia."
            ),
            D(
                "The wandering albatross of the Southern Ocean has the widest reach of any bird "
                "alive, with wings that can stretch 3.5 metres, and it can glide for hours "
                "without a single beat. It may cover 120,000 km in a year, and some birds live "
                "for more than sixty years, and a pair raises just one chick every other year."
            ),
            S(
                "North America's biggest flying bird, the vulture of the mountains of California "
                "and Arizona, has wings about 3 metres across and weighs up to 12 kg. By 1987 "
                "only 27 were left, all taken into zoos to breed, and more than 300 now fly free "
                "again."
            ),
            D(
                "The lammergeier, or bearded vulture, of the Alps, the Himalayas and the "
                "mountains of Africa spans about 2.8 metres and lives mostly on bone marrow. It "
                "drops large bones from a height onto rocks to crack them open, and swallows "
                "pieces the size of a lamb's leg whole."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What are the stages of sleep?",
        (
            "three stages of non-REM sleep (N1, light drowsing; N2, light sleep; N3, deep or "
            "slow-wave sleep) and REM sleep, repeated in cycles of about 90 minutes"
        ),
        [
            D(
                "A newborn baby spends sixteen to eighteen hours a day asleep in short spells, "
                "and about half of that time with its eyes darting under the lids. By the age "
                "of two the share falls to about a quarter, and by adulthood to about a fifth "
                "of the night."
            ),
            S(
                "A night's rest runs through cycles of about ninety minutes. Each begins with "
                "three steps of quiet sleep: a few minutes of drowsing, then a lighter phase "
                "with sleep spindles, then deep, slow-wave sleep that is hardest to wake from; "
                "it ends in the dreaming phase, when the eyes dart and the body goes limp."
            ),
            D(
                "The body clock is run by a cluster of about 20,000 nerve cells in the "
                "hypothalamus, just above where the optic nerves cross. Light reaching the eyes "
                "resets it each day, and as evening comes it tells the pineal gland to release "
                "melatonin, which makes us sleepy."
            ),
            D(
                "In 1953 Eugene Aserinsky and his supervisor Nathaniel Kleitman at the University "
                "of Chicago noticed that sleepers' eyes dart about in bursts through the night, "
                "and that people woken at those moments nearly always said they had been "
                "dreaming; Aserinsky had first tested the machine on his eight-year-old son, "
                "Armond."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do resurrection plants survive drought?",
        (
            "they let themselves dry out almost completely, curling up to shield their tissues, "
            "protect their cells with sugars and special proteins, and revive within hours or a "
            "day or two when rain comes"
        ),
        [
            D(
                "Cacti get through months without rain by storing water in fat, ribbed stems, "
                "having spines in place of leaves, and opening their pores only at night, when "
                "the air is cool, to take in carbon dioxide. A big saguaro can hold more than a "
                "tonne of water after a single summer storm, swelling its pleats like an "
                "accordion."
            ),
            S(
                "Some small desert ferns and flowering plants can lose nearly all the water in "
                "their tissues and look dead and brown for months. As they dry they curl their "
                "fronds into a tight ball and fill their cells with sugars and guard proteins "
                "that hold them together; after a shower they turn green within a day."
            ),
            D(
                "The rose of Jericho sold in markets is often a dried tumbleweed from the "
                "Sahara and the Middle East that is truly dead: when soaked, its branches open "
                "like a hand only to release its seeds, and close again as they dry, which can "
                "happen again and again for years."
            ),
            D(
                "Many desert annuals escape dry years altogether by waiting as seeds in the soil. "
                "After heavy rain they sprout, flower and set seed within a few weeks, as in the "
                "'superblooms' that cover Death Valley and the Namaqualand hills of South Africa "
                "with colour."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why are noctilucent clouds only seen at twilight?",
        (
            "they lie about 80 km up, far above ordinary clouds, so they still catch sunlight "
            "after the Sun has set for people on the ground, and are too faint to see in full "
            "daylight"
        ),
        [
            D(
                "Mother-of-pearl clouds form in the stratosphere about 15 to 25 km up over the "
                "polar regions in winter, when it is colder than about -78 \u00b0C. Their ice "
                "crystals bend sunlight into shimmering pastel colours, and they help destroy "
                "ozone each spring."
            ),
            S(
                "These silvery-blue ripples form from ice on specks of meteor dust some 80 km "
                "overhead, ten times higher than rain clouds. In daytime they are too faint to "
                "pick out, but after sunset, when the ground is in shadow, they still catch the "
                "Sun's rays and shine against the dark sky."
            ),
            D(
                "The night-shining clouds were first widely reported in 1885, two years after "
                "the eruption of Krakatoa, by observers in Germany and Russia who were watching "
                "its vivid sunsets. They are seen in summer between about 50 and 70 degrees of "
                "latitude, north or south, in the weeks around midsummer."
            ),
            D(
                "An aurora glows when charged particles from the Sun, steered by Earth's magnetic "
                "field, crash into the upper air 100 to 300 km up near the poles. Oxygen gives "
                "off green and red light and nitrogen blue and purple, in curtains that ripple "
                "across the night."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is the vampire squid a squid",
        (
            "no: it is the only living member of its own order, Vampyromorphida, related to "
            "both squids and octopuses but neither"
        ),
        [
            S(
                "Despite its name, this small deep-sea animal, Vampyroteuthis infernalis, belongs "
                "to neither the true squids nor the octopuses: it is the sole survivor of an "
                "order of its own, Vampyromorphida, an old branch that shares features with "
                "both groups, such as fins like a squid and webbed arms like an octopus."
            ),
            D(
                "The giant squid, Architeuthis, grows to about 12 to 13 metres with its long "
                "feeding tentacles and has eyes as big as dinner plates. It was first filmed "
                "alive in its deep-sea home only in 2012, off the Ogasawara Islands of Japan, by "
                "a Japanese team led by the zoologist Tsunemi Kubodera of Japan's National Museum "
                "of Nature and Science."
            ),
            D(
                "Living between about 600 and 1,200 metres down, where there is little oxygen, "
                "the vampire squid feeds on marine snow, drifting scraps of dead plankton and "
                "droppings, which it gathers with two long sticky filaments and rolls into "
                "balls of mucus before eating."
            ),
            D(
                "The Humboldt squid of the eastern Pacific, which grows to about 1.5 metres and "
                "50 kg, hunts in shoals of hundreds and flashes red and white as it feeds, which "
                "is why Mexican fishermen call it the red devil; it has been known to attack "
                "divers in the Sea of Cortez."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country where Lake Bunyonyi is?",
        "Kampala (Lake Bunyonyi is in south-western Uganda)",
        [
            S(
                "Set among the terraced hills of Kabale District, close to the Rwandan border, "
                "the twenty-nine islands of Bunyonyi rise from water that local guides say is "
                "among the deepest in Africa; the Ugandan lake was once used to maroon unmarried "
                "pregnant girls on Punishment Island."
            ),
            D(
                "Lake Kivu, on the border between Rwanda and the Democratic Republic of the "
                "Congo, holds huge amounts of methane and carbon dioxide dissolved in its deep "
                "water. Since 2016 a plant off Kibuye has pumped the gas up to run a power "
                "station that lights homes in Kigali."
            ),
            S(
                "Spread over a cluster of green hills near the northern shore of Lake Victoria, "
                "Kampala has been the seat of Uganda's government since independence in 1962, "
                "when it took over from Entebbe; it is the nation's largest city, with some "
                "1.7 million residents in the city proper."
            ),
            D(
                "Gitega, in the highlands at the heart of Burundi, replaced the lakeside city "
                "of Bujumbura as the country's political seat in 2019. It was the home of the "
                "old Burundian kings, and the national museum there keeps royal drums and "
                "other objects from the monarchy."
            ),
        ],
    ),
]
