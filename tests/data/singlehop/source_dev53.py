"""The fifty-fifth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev51.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v40, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 295 characters and distractors 290; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "In which ocean is Point Nemo?",
        "the South Pacific Ocean",
        [
            D(
                "Eurasian pole of inaccessibility: The spot on land farthest from any ocean lies "
                "in the Dzungarian Basin of Xinjiang, in north-western China, some 2,500 km from "
                "the nearest coast. The city of \u00dcr\u00fcmqi, about 320 km away, is often "
                "called the big city most distant from the sea."
            ),
            S(
                "Point Nemo: The oceanic pole of inaccessibility, the place in the sea farthest "
                "from any land, lies in the South Pacific Ocean at about 48.9 degrees south and "
                "123.4 degrees west. Its nearest shores, Ducie Island, Motu Nui near Easter Island "
                "and Maher Island off Antarctica, are each about 2,700 km away."
            ),
            D(
                "Bouvet Island: Bouvet Island, a Norwegian dependency in the South Atlantic Ocean, "
                "is often called the remotest island on Earth, about 1,700 km from Queen Maud Land "
                "in Antarctica and 2,600 km from South Africa. A glacier covers more than 90 % of "
                "it, and only seals and seabirds live there."
            ),
            D(
                "Ducie Island: Ducie is a small coral atoll of the Pitcairn Islands, about 540 km "
                "east of Pitcairn itself, with a lagoon ringed by four low islets. Nobody lives "
                "there, but it holds one of the largest colonies of Murphy's petrels, and Captain "
                "Edward Edwards named it after Lord Francis Ducie, a Royal Navy captain, in 1791."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "erta ale lava lake country",
        "Ethiopia, in the Afar Region",
        [
            D(
                "Nyiragongo: Nyiragongo, a 3,470 m volcano in the Virunga Mountains of the "
                "Democratic Republic of the Congo, holds one of the largest lava lakes on Earth in "
                "its crater. In 1977 its crater wall split and lava raced down its flanks at up to "
                "60 km/h, and in 2002 flows cut through the city of Goma, on the shore of Lake "
                "Kivu."
            ),
            D(
                "Kilauea: Kilauea, on the south-eastern flank of the Big Island of Hawaii, is one "
                "of the most active volcanoes on Earth. A lava lake filled a pit in its summit "
                "crater, Halemaumau, from 2008 until 2018, when the crater floor caved in and the "
                "eruption moved to the lower East Rift Zone."
            ),
            S(
                "Erta Ale: Erta Ale, whose name means smoking mountain in the Afar language, is a "
                "basalt shield volcano about 613 m high in the Afar Region of north-eastern "
                "Ethiopia, rising from the scorching lowlands of the Danakil Depression. A lake of "
                "molten lava has churned in its summit pit for more than a century."
            ),
            D(
                "Masaya: Masaya Volcano, some 20 km south of Managua in Nicaragua, was called the "
                "mouth of hell by the Spanish, and in the sixteenth century the friar Francisco de "
                "Bobadilla planted a cross on its rim to keep the devil inside. A glowing lava "
                "lake reappeared in its Santiago crater in 2015."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is heavier, the Hoba meteorite or the Ahnighito meteorite?",
        "the Hoba meteorite, about 60 tonnes, against about 31 tonnes for Ahnighito",
        [
            D(
                "Willamette meteorite: The largest meteorite found in the United States, about "
                "15.5 tonnes of iron and nickel, was found near West Linn, Oregon, in 1902 and now "
                "stands in the American Museum of Natural History. The Confederated Tribes of "
                "Grand Ronde, who call it Tomanowos, may visit it for a yearly ceremony."
            ),
            S(
                "Hoba meteorite: The Hoba meteorite, a flat slab of iron and nickel about 2.7 m "
                "across, still lies where it fell on a farm near Grootfontein in Namibia. Weighing "
                "about 60 tonnes, it is the heaviest single meteorite known, and it came to light "
                "in 1920, when a farmer ploughing his field struck it."
            ),
            D(
                "Campo del Cielo: Campo del Cielo, a field of small craters between the Chaco and "
                "Santiago del Estero provinces of Argentina, was strewn with iron when a meteorite "
                "broke up over it some 4,000 years ago. Its largest recovered piece, El Chaco, "
                "weighing about 29 tonnes, was found in 1969."
            ),
            S(
                "Ahnighito: Ahnighito, the largest piece of the Cape York meteorite, weighs about "
                "31 tonnes. The Inuit of north-western Greenland chipped iron from it for tools "
                "for centuries before Robert Peary shipped it to New York in 1897, and it now "
                "rests in the American Museum of Natural History."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Which arteries form the circle of Willis?",
        (
            "the two internal carotid, two anterior cerebral, anterior communicating, two "
            "posterior cerebral and two posterior communicating arteries"
        ),
        [
            D(
                "Basilar artery: The two vertebral arteries climb through holes in the neck bones, "
                "enter the skull through the foramen magnum and merge in front of the brainstem "
                "into the basilar artery, which feeds the brainstem and the cerebellum. A clot in "
                "it can leave a person awake but able to move only the eyes, a state called "
                "locked-in syndrome."
            ),
            D(
                "Thomas Willis: The English physician Thomas Willis (1621\u20131675) taught "
                "natural philosophy at Oxford and was a founder of the Royal Society. His 1664 "
                "book on the anatomy of the brain, drawn partly by Christopher Wren, gave us the "
                "word neurology, and he noted the sweet taste of diabetic urine."
            ),
            D(
                "Berry aneurysm: A berry aneurysm is a small, round bulge on an artery at the base "
                "of the brain, most often where two vessels fork. About one adult in fifty has "
                "one, usually without harm, but if it bursts, blood floods the space around the "
                "brain and causes a sudden, crushing thunderclap headache."
            ),
            S(
                "Circle of Willis: The circle of Willis is a ring of joined arteries under the "
                "base of the brain. It is formed by the two internal carotid arteries, the two "
                "anterior cerebral arteries and the anterior communicating artery that links them, "
                "and the two posterior cerebral and two posterior communicating arteries."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a hagfish escape predators?",
        (
            "it shoots slime from glands along its flanks that swells in seawater into gel "
            "clogging the attacker's gills, then knots itself to wipe the slime off"
        ),
        [
            D(
                "Sea cucumber: Threatened by a crab or a fish, many sea cucumbers squirt sticky "
                "white threads, the Cuvierian tubules, from their rear end to tangle the attacker. "
                "Others split their body wall and throw out part of their gut for the attacker to "
                "eat, then slip away and grow the lost organs back within a few weeks."
            ),
            S(
                "Hagfish: When a shark or a grouper seizes a hagfish, it shoots slime from rows of "
                "glands along its flanks. Protein threads and mucus in the slime swell in seawater "
                "within a fraction of a second into litres of gel that clog the attacker's gills. "
                "The hagfish then ties itself in a knot and slides it down its body to wipe itself "
                "clean."
            ),
            D(
                "Hagfish: Hagfish have a skull but no backbone and no jaws; instead, two rows of "
                "horny, tooth-like plates on the tongue rasp flesh from carcasses. They burrow "
                "into dead whales and fish on the sea floor and can also soak up nutrients through "
                "their skin and gills. Some 80 species live in cold seas around the world."
            ),
            D(
                "Sea lamprey: The sea lamprey has no jaws but a round sucking mouth lined with "
                "horny teeth. It clamps onto a fish, rasps a hole and feeds on its blood. After it "
                "reached the upper Great Lakes through the Welland Canal, it helped wipe out the "
                "lake trout fisheries of Lakes Huron and Michigan by the 1950s."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is the rio tinto river red",
        "its water is very acidic and full of dissolved iron from the Iberian Pyrite Belt",
        [
            D(
                "Rio Tinto Group: The mining company takes its name from the Spanish river, where "
                "investors led by Hugh Matheson bought the ancient state mines in 1873. Now "
                "Anglo-Australian and run from London, it is among the world's biggest producers "
                "of iron ore, copper and aluminium, with large mines in the Pilbara of Western "
                "Australia."
            ),
            D(
                "Red River (Asia): The Red River rises in Yunnan in southern China and flows about "
                "1,150 km through northern Vietnam, past Hanoi, to the Gulf of Tonkin. It is named "
                "for the heavy load of reddish-brown silt, washed from iron-rich soils, that tints "
                "its water, and its delta is one of Vietnam's two rice bowls."
            ),
            D(
                "Minas de Riotinto: The mining town of Minas de Riotinto, near the river's source, "
                "keeps a museum of its 5,000 years of mining and runs tourist trains on a restored "
                "railway. Nearby, Corta Atalaya, an oval open pit about 1.2 km long and 350 m "
                "deep, was once one of the largest opencast mines in Europe."
            ),
            S(
                "R\u00edo Tinto: The R\u00edo Tinto of Huelva province in south-western Spain "
                "rises in the Iberian Pyrite Belt, where people have mined copper, silver and iron "
                "for about 5,000 years. Its water, with a pH near 2, is about as acidic as lemon "
                "juice and holds so much dissolved iron that it runs the deep red of wine or rust."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the rock hyrax related to the elephant?",
        "yes: elephants and sea cows are its closest living relatives",
        [
            D(
                "Dassie rat: The dassie rat of south-western Africa is named after the rock hyrax, "
                "called dassie in Afrikaans, whose rocky hills it shares. Unlike its namesake it "
                "is a true rodent, the only living member of the family Petromuridae, and it "
                "flattens its soft skull and ribs to squeeze into narrow cracks."
            ),
            D(
                "Rock hyrax: Rock hyraxes live in colonies of up to 50 among boulders and cliffs, "
                "and because they control their body heat poorly they bask in the morning sun "
                "before feeding. Each colony uses shared latrines, and the hardened mass of urine "
                "they leave, called hyraceum, is sold as a perfume base."
            ),
            S(
                "Rock hyrax: Though it looks like an overgrown guinea pig, the rock hyrax of "
                "Africa and the Middle East is not a rodent. Its closest living relatives are the "
                "elephants and the sea cows, and it shares traits with them such as upper incisors "
                "that grow into small tusks and flat, nail-like hooves on its toes."
            ),
            D(
                "Elephant shrew: Sengis, or elephant shrews, are small African insect-eaters named "
                "for their long, twitching, trunk-like snouts. They are not true shrews but belong "
                "to an old African group of mammals with aardvarks, tenrecs and golden moles, and "
                "the largest, the grey-faced sengi, was described only in 2008."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        (
            "To which country does the atoll where about one person in ten is born totally "
            "colour-blind belong?"
        ),
        "the Federated States of Micronesia (Pingelap, in Pohnpei State)",
        [
            D(
                "Colour blindness: Red-green colour blindness, passed down on the X chromosome, "
                "affects about one man in twelve and one woman in 200 among people of northern "
                "European descent. The chemist John Dalton described his own in 1794, and in "
                "several languages the condition is still called Daltonism."
            ),
            S(
                "Achromatopsia: People with complete achromatopsia have no working cone cells, so "
                "they see only shades of grey, squint in daylight and see fine detail poorly. It "
                "is rare almost everywhere, but on Pingelap atoll about one person in ten has it, "
                "descendants of a chief who survived a typhoon around 1775."
            ),
            D(
                "Kosrae: Kosrae, a single high volcanic island of about 110 square km, is the "
                "easternmost of the four states of the Federated States of Micronesia. Near its "
                "coast lie the basalt ruins of Lelu, a walled town where chiefs ruled from about "
                "1250, and its people speak Kosraean."
            ),
            S(
                "Pingelap: Pingelap is a small atoll of three islets lying east of Pohnpei, the "
                "island that gives its name to Pohnpei State, one of the four states of the "
                "Federated States of Micronesia. Its roughly 250 people grow taro and breadfruit, "
                "fish from canoes and speak their own language, Pingelapese."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Which people suffered from kuru?",
        "the Fore people of the Eastern Highlands of Papua New Guinea",
        [
            D(
                "In the 1960s the American doctor Carleton Gajdusek showed that a trembling "
                "disease of the New Guinea highlands could be passed to chimpanzees by injecting "
                "them with brain tissue from people who had died of it. He shared the 1976 Nobel "
                "Prize in medicine with Baruch Blumberg."
            ),
            D(
                "Fatal familial insomnia is a prion disease that runs in a small number of "
                "families, first described in 1986 in an Italian family from the Veneto. Sufferers "
                "lose the ability to sleep, then grow confused and frail, and die within months to "
                "a few years; one faulty copy of the PRNP gene passes it on."
            ),
            S(
                "Kuru, a fatal brain disease caused by prions, struck the Fore people of the "
                "Eastern Highlands of Papua New Guinea in the mid-twentieth century, killing women "
                "and children above all. It spread through funeral feasts at which relatives ate "
                "the dead, and faded after the custom ended in the 1950s."
            ),
            D(
                "Variant Creutzfeldt-Jakob disease was first identified in Britain in 1996 and "
                "linked to eating beef from cattle with bovine spongiform encephalopathy, or mad "
                "cow disease. Unlike the classic form it struck young adults, and it has killed "
                "about 178 people in the United Kingdom."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "lake peigneur drilling disaster year",
        "1980 (20 November 1980)",
        [
            S(
                "On 20 November 1980 a Texaco rig drilling for oil in Lake Peigneur, Louisiana, "
                "punched through the roof of the Diamond Crystal salt mine beneath it. Water "
                "poured into the mine, and the shallow lake drained into the hole like a bath, "
                "swallowing the rig, eleven barges and part of a garden, though no one died."
            ),
            D(
                "Lake Peigneur was once a freshwater lake only about 3 m deep. As it emptied, the "
                "Delcambre Canal, which links it to Vermilion Bay and the Gulf of Mexico, ran "
                "backwards, and for a few days a waterfall some 50 m high poured salt water in, "
                "leaving a far deeper, salty lake beside Jefferson Island and its gardens."
            ),
            D(
                "On 29 May 2006 hot mud began to erupt from a rice field near a gas well in "
                "Sidoarjo, East Java, and it has never fully stopped. The flow, known as Lusi, "
                "buried more than a dozen villages under grey mud and forced some 40,000 people "
                "from their homes; scientists still argue whether drilling or an earthquake set it "
                "off."
            ),
            D(
                "In August 2012 a sinkhole opened in a swamp near Bayou Corne, in Assumption "
                "Parish, Louisiana, after the wall of an underground salt cavern run by the "
                "company Texas Brine gave way. It grew to more than 10 hectares, leaked methane "
                "and oil, and led most of the community's 350 residents to leave."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which has more bones, the human hand or the human foot?",
        "the hand, with 27 bones, against 26 in the foot",
        [
            D(
                "A newborn's spine has 33 vertebrae, but in adults five fuse into the sacrum and "
                "the last few into the coccyx, leaving 26 separate bones: 7 in the neck, 12 in the "
                "upper back, 5 in the lower back, the sacrum and the coccyx. Discs of cartilage "
                "between them absorb shocks."
            ),
            S(
                "Each human hand is built from 27 bones: eight small carpals packed into the wrist "
                "in two rows, five metacarpals in the palm, and fourteen phalanges in the fingers, "
                "two in the thumb and three in each of the others. Worked by more than 30 muscles, "
                "they let us grip a hammer or thread a needle."
            ),
            D(
                "The scaphoid is the wrist bone most often broken, usually in a fall onto an "
                "outstretched hand. Because its blood supply enters from the end nearer the "
                "fingers, a break across its waist can starve the other half of blood, and the "
                "fracture often fails to show on X-rays taken on the first day, so doctors may "
                "splint the wrist anyway."
            ),
            S(
                "The human foot contains 26 bones: seven tarsals, including the heel bone and the "
                "talus that meets the shin, five metatarsals, and fourteen phalanges in the toes. "
                "With 33 joints and more than 100 muscles, tendons and ligaments, they carry the "
                "body's weight and spring it forward at each step."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What acids is aqua regia made of?",
        "nitric acid and hydrochloric acid, usually one part to three",
        [
            D(
                "Piranha solution, a mixture of concentrated sulfuric acid and hydrogen peroxide, "
                "usually three parts to one, is used in laboratories to strip grease and other "
                "organic residue from glassware and silicon wafers. It heats up fiercely as it is "
                "made and can explode if it meets solvents such as acetone."
            ),
            D(
                "When German troops entered Copenhagen in April 1940, the chemist George de Hevesy "
                "dissolved the gold Nobel medals of Max von Laue and James Franck in a beaker at "
                "Niels Bohr's institute to keep them from the Nazis. After the war the gold was "
                "recovered and the Nobel Foundation recast the medals."
            ),
            S(
                "Aqua regia, Latin for royal water, is a fuming yellow-orange mixture of "
                "concentrated nitric acid and hydrochloric acid, usually one part of the first to "
                "three of the second. It earned its name by dissolving gold and platinum, which "
                "neither acid attacks alone, and it must be mixed fresh."
            ),
            D(
                "Aqua fortis, strong water, was the alchemists' name for nitric acid on its own. "
                "Assayers used it to part gold from silver, since it dissolves silver but leaves "
                "gold untouched, and testing a metal with it gave English the phrase acid test; "
                "etchers also used it to bite designs into copper plates."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how do you get guinea worm disease",
        (
            "by drinking water from ponds or shallow wells that holds tiny water fleas carrying "
            "the worm's larvae"
        ),
        [
            D(
                "River blindness is passed on by the bites of small blackflies that breed in "
                "fast-flowing rivers, mostly in Africa. The flies carry larvae of the worm "
                "Onchocerca volvulus, whose offspring swarm through the skin, causing fierce "
                "itching, and when they die in the eye they can leave a person blind."
            ),
            D(
                "The campaign against Guinea worm disease, led by the Carter Center since 1986, "
                "has cut cases from about 3.5 million a year in 21 countries to just 14 in 2023, "
                "with no vaccine or drug at all. Villagers learned to strain drinking water "
                "through cloth and to keep anyone with an emerging worm out of ponds."
            ),
            D(
                "Schistosomiasis, or bilharzia, is caught by wading, bathing or washing in fresh "
                "water where certain snails live. Larvae shed by the snails bore straight through "
                "the skin, travel in the blood to the veins of the gut or bladder, and grow into "
                "worms whose eggs damage the liver, bowel or bladder."
            ),
            S(
                "People catch Guinea worm disease by drinking water from ponds or shallow wells "
                "that holds tiny water fleas carrying the worm's larvae. Stomach acid kills the "
                "fleas and frees the larvae, which pass through the gut wall; about a year later a "
                "female worm up to a metre long pushes out through a painful blister."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does a binturong smell like popcorn?",
        "its urine contains 2-acetyl-1-pyrroline, the compound that gives hot popcorn its smell",
        [
            D(
                "The striped skunk of North America sprays an oily yellow liquid from two glands "
                "beside its anus, aiming over its shoulder at targets up to about 3 m away. The "
                "stench comes from sulfur compounds called thiols, which the human nose can detect "
                "at a few parts per billion, and it can linger for days."
            ),
            S(
                "The binturong, or bearcat, of South-East Asian forests gives off a smell much "
                "like hot buttered popcorn. A 2016 study traced it to 2-acetyl-1-pyrroline, the "
                "compound formed when popcorn kernels are heated, in the animal's urine, which it "
                "dribbles onto its feet and tail as it climbs to mark its trail."
            ),
            D(
                "The binturong, a shaggy black relative of the civets weighing up to about 20 kg, "
                "lives in the forest canopy from India to the Philippines. It is one of only two "
                "carnivores, with the kinkajou, to have a gripping tail, and it eats mostly figs, "
                "spreading the seeds of strangler figs in its droppings."
            ),
            D(
                "Male musk deer of the Himalayas and Siberia carry a gland on the belly that makes "
                "musk, a strong-smelling waxy substance prized by perfumers for centuries. Each "
                "yields only about 25 grams, so they were hunted heavily, and most perfumes now "
                "use synthetic musks; the males grow long upper tusks instead of antlers."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Does the blue-ringed octopus carry the same poison as pufferfish?",
        "yes: tetrodotoxin",
        [
            D(
                "In Japan only chefs with a special licence may serve fugu, the pufferfish, whose "
                "liver, ovaries and skin can hold enough poison to kill. Cooks train for years and "
                "must pass a written and a practical exam, and serving the liver, once a prized "
                "delicacy, has been banned since 1984."
            ),
            D(
                "A blue-ringed octopus is a dull yellowish brown at rest, but when disturbed it "
                "flashes its 50 to 60 bright blue rings as a warning. The female carries her eggs "
                "under her arms for about a month without feeding and dies soon after the young "
                "hatch, and most live only about two years."
            ),
            D(
                "Cone snails of warm seas hunt fish with a hollow, harpoon-like tooth loaded with "
                "venom, a blend of hundreds of small proteins called conotoxins. The geographic "
                "cone has killed a few dozen people, and ziconotide, a painkiller copied from the "
                "toxin of another cone, was approved in the United States in 2004."
            ),
            S(
                "The blue-ringed octopuses of the Pacific and Indian Oceans are no bigger than a "
                "golf ball, but their saliva holds tetrodotoxin, the same nerve poison found in "
                "pufferfish, made for them by bacteria. A bite is often painless, yet it can "
                "paralyse a person within minutes, and there is no antidote."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which country is the forest that gave the Zika virus its name?",
        "Uganda (the Zika Forest, near Entebbe)",
        [
            S(
                "Zika virus was first isolated in 1947 from the blood of a caged rhesus monkey "
                "that scientists studying yellow fever had placed in the Zika Forest as bait for "
                "mosquitoes. Spread mainly by Aedes mosquitoes, it drew little notice until 2015, "
                "when an outbreak in Brazil was linked to babies born with small heads."
            ),
            D(
                "West Nile virus was first isolated in 1937 from the blood of a woman with a fever "
                "in the West Nile district of northern Uganda. Carried by Culex mosquitoes between "
                "birds, it reached New York in 1999, killing many crows, and within five years it "
                "had spread across the United States, where it is now the commonest mosquito-borne "
                "disease."
            ),
            D(
                "Dengue, spread by the mosquito Aedes aegypti, is caused by four related viruses, "
                "and a second infection with a different one is more likely to turn severe. Its "
                "old name, breakbone fever, describes the fierce pain in muscles and joints, and "
                "cases have soared since 2000 as tropical cities have grown."
            ),
            S(
                "The Zika Forest is a small strip of tropical forest beside the swamps on the "
                "shore of Lake Victoria, near Entebbe in Uganda; its name means overgrown in the "
                "Luganda language. The Uganda Virus Research Institute has studied mosquitoes "
                "there since the 1940s, catching them from a tall steel tower."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Who discovered the volcanoes on Io?",
        "Linda Morabito, a navigation engineer at NASA's Jet Propulsion Laboratory, in 1979",
        [
            D(
                "Home > Space > Jupiter | Io's inner heat | Days before Voyager 1 flew past "
                "Jupiter in 1979, Stan Peale, Patrick Cassen and Ray Reynolds predicted that tides "
                "raised by Jupiter, kept going by the pulls of Europa and Ganymede, would heat the "
                "inside of Io enough to melt much of it. Share this | Cookie policy"
            ),
            D(
                "Home > Space > Jupiter | Galileo Galilei | Galileo first saw Io, Europa, Ganymede "
                "and Callisto through his telescope in Padua in January 1610, and he named them "
                "the Medicean stars after his patrons, the Medici of Florence. The names used "
                "today were proposed by Simon Marius. Share this | Cookie policy"
            ),
            S(
                "Home > Space > Jupiter | Linda Morabito and Io | On 9 March 1979, Linda Morabito, "
                "a navigation engineer at NASA's Jet Propulsion Laboratory, spotted a faint plume "
                "rising off the edge of Io in a Voyager 1 image. It was the first active volcano "
                "ever seen beyond Earth. Share this | Cookie policy"
            ),
            D(
                "Home > Space > Saturn | Enceladus | In 2005 the Cassini spacecraft found jets of "
                "water vapour and ice grains shooting from four long cracks, nicknamed tiger "
                "stripes, near the south pole of Saturn's moon Enceladus. They feed Saturn's E "
                "ring and come from an ocean under the ice. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "great blue hole belize depth",
        "about 125 m",
        [
            D(
                "Home > Travel > Bahamas | Dean's Blue Hole | In a bay on Long Island in the "
                "Bahamas, Dean's Blue Hole plunges about 202 m, ringed by a sandy beach and "
                "limestone cliffs. Its calm, clear water makes it a favourite of free divers, who "
                "have held world-record contests there since 2008. Share | Print"
            ),
            S(
                "Home > Travel > Belize | Great Blue Hole | Near the middle of Lighthouse Reef, "
                "some 70 km off the coast of Belize, a round sinkhole about 300 m across drops to "
                "a depth of about 125 m. It formed as a limestone cave in the ice ages, when the "
                "sea was lower, and its roof later fell in. Share | Print"
            ),
            D(
                "Home > Travel > Belize | Diving the Blue Hole | Jacques Cousteau brought his ship "
                "Calypso to the reef in 1971 and called it one of the best dive sites in the "
                "world. Divers go down to about 40 m to swim among huge stalactites under an "
                "overhang, while Caribbean reef sharks circle above. Share | Print"
            ),
            D(
                "Home > Travel > China | Dragon Hole | In the Paracel Islands of the South China "
                "Sea, Chinese researchers measured the Sansha Yongle Blue Hole at about 300 m deep "
                "in 2016, deeper than any other then known. Local fishermen say it is the eye of "
                "the South China Sea. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is saltier, Don Juan Pond or Lake Assal?",
        "Don Juan Pond, over 40 % salt, against about 35 % for Lake Assal",
        [
            D(
                "Home > Science > Earth | Lake Vanda | Also in the Wright Valley, ice-covered Lake "
                "Vanda is layered: fresh water near the top, and at the bottom, some 70 m down, "
                "brine ten times saltier than the sea and warmed to about 23 \u00b0C by sunlight "
                "trapped under the ice. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Earth | Lake Assal | In central Djibouti, Lake Assal lies about "
                "155 m below sea level, the lowest point in Africa. Fed by seawater seeping "
                "underground from the Gulf of Tadjoura, it holds about 35 % salt, some ten times "
                "as much as the ocean, and its shores glitter with salt. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Earth | Don Juan Pond | In the Wright Valley of Antarctica's "
                "McMurdo Dry Valleys lies a shallow pond so loaded with calcium chloride, over 40 "
                "% salt by weight, that it stays liquid at about minus 50 \u00b0C. It is the "
                "saltiest body of water known on Earth. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Earth | Dead Sea | The shore of the Dead Sea, between Jordan and "
                "Israel, is about 430 m below sea level, the lowest dry land on Earth. Its water "
                "is about 34 % salt, and as the Jordan River is drawn off for farms, its level "
                "falls by over a metre a year, leaving sinkholes along the shore. Share this | "
                "Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "lagrange points which are stable",
        "L4 and L5",
        [
            D(
                "Home > Space > Telescopes | Webb at L2 | Since early 2022 the James Webb Space "
                "Telescope has circled the second Sun-Earth Lagrange point, about 1.5 million km "
                "beyond Earth on the side away from the Sun, where one sunshield can block the "
                "light and heat of the Sun, Earth and Moon together. Share | Print"
            ),
            D(
                "Home > Space > History | Joseph-Louis Lagrange | Born in Turin in 1736, Lagrange "
                "succeeded Leonhard Euler at the Berlin Academy and later helped set up the metric "
                "system in Paris. Euler had found three of the special points of the three-body "
                "problem around 1767, and Lagrange found the other two in 1772. Share | Print"
            ),
            S(
                "Home > Space > Orbits | The five Lagrange points | Around two large bodies such "
                "as the Sun and Earth lie five spots where a small object can keep pace with them. "
                "L1, L2 and L3, on the line through both, are unstable, so craft there must fire "
                "their thrusters, while L4 and L5, 60 degrees ahead of and behind the smaller "
                "body, are stable. Share | Print"
            ),
            D(
                "Home > Space > Asteroids | Jupiter trojans | More than 10,000 known asteroids "
                "share Jupiter's orbit, in two great swarms. The first, 588 Achilles, was found by "
                "Max Wolf in 1906, and they are named after heroes of the Trojan War. NASA's Lucy "
                "probe, launched in 2021, is on its way to visit several. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does the pistol shrimp stun its prey?",
        (
            "it snaps its big claw so fast that a collapsing bubble bursts with a loud crack and a "
            "flash of heat that stuns small fish"
        ),
        [
            D(
                "Home > Nature > Ocean life | Pistol shrimp and gobies | Many pistol shrimps share "
                "burrows with gobies: the nearly blind shrimp digs and keeps the home clear while "
                "the goby stands guard at the entrance, and the shrimp keeps one antenna on the "
                "fish so that it feels the tail flick of a warning. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Ocean life | Electric rays | Torpedo rays lie buried in sand and "
                "wrap their wings around passing fish, stunning them with shocks from a pair of "
                "kidney-shaped organs, one on each side of the head. The Atlantic torpedo can "
                "deliver about 220 volts. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Ocean life | Mantis shrimp | The peacock mantis shrimp smashes "
                "snails and crabs with a pair of hammer-like clubs that strike at about 23 m/s, "
                "among the fastest blows in nature. The shells of its prey crack, and its clubs "
                "are built from layers that stop cracks from spreading. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Ocean life | Pistol shrimp | The pistol shrimp hunts with one "
                "oversized claw. Snapping it shut shoots out a jet of water so fast that it leaves "
                "a bubble behind, and the bubble collapses with a crack of over 200 decibels and a "
                "flash of heat that stuns small fish and worms. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why are bismuth crystals rainbow-coloured?",
        (
            "a thin oxide film forms on their surface, and light reflected from its top and bottom "
            "interferes, giving different colours at different thicknesses"
        ),
        [
            D(
                "Home > Science > Chemistry | Bismuth in medicine | Bismuth subsalicylate, the "
                "active ingredient of pink stomach remedies, calms indigestion and diarrhoea. It "
                "can harmlessly turn the tongue or stools black, because it reacts with traces of "
                "sulfur in the mouth and gut to form bismuth sulfide. Share | Print"
            ),
            S(
                "Home > Science > Chemistry | Bismuth crystals | Bismuth cooled from a melt grows "
                "stepped, hollow, box-like crystals. Their rainbow hues are not the metal's own, "
                "which is silvery pink: a film of oxide forms on the fresh surface, and light "
                "reflected from its top and bottom interferes, so each thickness shows another "
                "colour. Share | Print"
            ),
            D(
                "Home > Science > Physics | Soap bubbles | A soap bubble swirls with colour "
                "because light bounces off both the outer and inner faces of its thin film of "
                "water. As the film drains and thins, the colours shift, and just before it bursts "
                "the top turns black because it is too thin to reflect. Share | Print"
            ),
            D(
                "Home > Science > Chemistry | Bismuth | Element 83 was long thought the heaviest "
                "stable element, until French scientists showed in 2003 that its only natural "
                "isotope, bismuth-209, decays, with a half-life of about 20 billion billion years, "
                "over a billion times the age of the universe. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can the superb lyrebird imitate the sound of a chainsaw?",
        "yes: birds living near people have copied chainsaws, car alarms and camera shutters",
        [
            D(
                "Home > Nature > Birds | Northern mockingbird | The northern mockingbird may learn "
                "some 200 songs in its life, copying other birds, frogs and squeaky gates, and it "
                "sings through the night in spring. It is the state bird of five US states, among "
                "them Texas, Florida and Tennessee. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | The lyrebird's tail | The male's tail of 16 feathers, "
                "with two broad, curved outer plumes, reminded Europeans of a lyre; he fans it "
                "over his head while he dances on a cleared mound of earth. A male lyrebird "
                "appears on Australia's ten-cent coin. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Birds | Superb lyrebird | The male superb lyrebird of "
                "south-eastern Australia's forests is a master mimic. Besides the calls of "
                "kookaburras, whipbirds and other birds, individuals living near people have been "
                "recorded copying camera shutters, car alarms and the whine of chainsaws. Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds | African grey parrot | Alex, an African grey parrot "
                "trained by Irene Pepperberg for 30 years, learned more than 100 words and could "
                "name colours, shapes and numbers of objects up to six. When he died in 2007 his "
                "last words to her were said to be: you be good, see you tomorrow. Share this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        (
            "What is the capital of the Mexican state where the Par\u00edcutin volcano rose from a "
            "cornfield?"
        ),
        "Morelia (the state is Michoac\u00e1n)",
        [
            D(
                "Home > Science > Volcanoes | Volc\u00e1n de Colima | Astride the border of "
                "Jalisco and Colima, this cone of about 3,820 m is one of the most active "
                "volcanoes in Mexico. A great eruption in 1913 blew off its summit, and since then "
                "it has poured out lava and ash every few years. Share | Print"
            ),
            S(
                "Home > Science > Volcanoes | Par\u00edcutin | On 20 February 1943 a farmer named "
                "Dionisio Pulido watched the ground of his cornfield crack and smoke near the "
                "village of Par\u00edcutin in Michoac\u00e1n. The cone grew about 50 m in its "
                "first day, and when it fell silent in 1952 it stood some 424 m high. Share | Print"
            ),
            D(
                "Home > Travel > Mexico | Jalisco | The western state of Jalisco has its capital "
                "at Guadalajara, Mexico's second-largest city and the home of mariachi music. Blue "
                "agave for tequila grows around the town of Tequila, and the state has a long "
                "Pacific coast with the resort of Puerto Vallarta on the Bay of Banderas. Share | "
                "Print"
            ),
            S(
                "Home > Travel > Mexico | Michoac\u00e1n | The western Mexican state of "
                "Michoac\u00e1n has its capital at Morelia, a colonial city of pink stone whose "
                "centre is a World Heritage Site. The state is known for the avocado orchards "
                "around Uruapan and the forests where monarch butterflies spend the winter. Share "
                "| Print"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "What is the toxin in rosary pea seeds?",
        "abrin",
        [
            D(
                "Q: Are apple pips poisonous? A: They contain amygdalin, which releases cyanide "
                "when the pips are crushed or chewed, but the amount is small, and swallowing a "
                "few whole pips does no harm. An adult would have to chew the pips of dozens of "
                "apples at once to be in danger."
            ),
            S(
                "Q: What makes rosary pea seeds poisonous? A: The shiny red-and-black seeds of "
                "Abrus precatorius, a tropical climbing vine, contain abrin, a protein that stops "
                "cells from making proteins. A seed swallowed whole may pass through unharmed, but "
                "one that is chewed or cracked can kill."
            ),
            D(
                "Q: Where does the rosary pea grow? A: The vine is native to tropical Asia and has "
                "spread as a weed through Florida, the Caribbean and Africa. Its seeds were long "
                "used by jewellers in India as a unit of weight for gold, and they are still "
                "strung as beads in necklaces."
            ),
            D(
                "Q: What is the poison in deadly nightshade? A: Its glossy black berries and "
                "leaves hold atropine and related alkaloids, which race the heart and widen the "
                "pupils. Women in Renaissance Italy used drops of its juice to enlarge their eyes, "
                "which is why the plant is called belladonna."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "slime mould maze who solved",
        "Toshiyuki Nakagaki and his colleagues, in 2000",
        [
            D(
                "Q: Did a slime mould really copy the Tokyo railways? A: In 2010 a team in Japan "
                "and Britain set oat flakes in the pattern of the cities around Tokyo, and "
                "Physarum linked them with a web of tubes much like the real rail network, about "
                "as efficient and nearly as resilient."
            ),
            D(
                "Q: Is a slime mould a fungus? A: No. Though long classed with the fungi, slime "
                "moulds are amoeba-like organisms that creep over rotting wood and leaves, "
                "engulfing bacteria. The bright yellow Fuligo septica, which appears on garden "
                "mulch, is known as dog vomit slime mould."
            ),
            D(
                "Q: Can plants learn? A: In 2014 the ecologist Monica Gagliano dropped potted "
                "Mimosa pudica plants 15 cm again and again. At first they folded their leaves "
                "each time, but soon they stopped, as if they had learned the fall was harmless, "
                "and they kept this for a month."
            ),
            S(
                "Q: Can a slime mould really solve a maze? A: Yes. In 2000 the Japanese scientist "
                "Toshiyuki Nakagaki and his colleagues spread the yellow slime mould Physarum "
                "polycephalum through a plastic maze and set oat flakes at its two exits. It drew "
                "back from the dead ends and kept one tube along the shortest path."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is higher, Mount Erebus or Mount Terror?",
        "Mount Erebus, about 3,794 m, against about 3,230 m for Mount Terror",
        [
            D(
                "Q: What is Ross Island? A: Ross Island, built by four volcanoes, lies in the Ross "
                "Sea off the coast of Antarctica. The American McMurdo Station and New Zealand's "
                "Scott Base stand on its southern tip, the Hut Point Peninsula, where Robert "
                "Falcon Scott built a hut in 1902 that still stands."
            ),
            S(
                "Q: How high is Mount Erebus? A: About 3,794 m. The southernmost active volcano on "
                "Earth, it rises on Ross Island in Antarctica and holds a long-lived lake of lava "
                "in its summit crater. James Clark Ross named it in 1841 after one of his two "
                "ships, and it was first climbed in 1908."
            ),
            D(
                "Q: How high is Mount Vinson? A: About 4,892 m, the highest peak in Antarctica. It "
                "stands in the Sentinel Range of the Ellsworth Mountains, about 1,200 km from the "
                "South Pole, and was first climbed in 1966 by an American team led by Nicholas "
                "Clinch."
            ),
            S(
                "Q: How high is Mount Terror? A: About 3,230 m. The second-highest mountain on "
                "Ross Island, this extinct shield volcano stands east of Mount Erebus and was "
                "named by James Clark Ross in 1841 after his other ship, HMS Terror, later lost on "
                "John Franklin's Arctic expedition."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "chagas disease symptoms",
        (
            "early fever, swollen glands and swelling where the parasite entered, often one "
            "eyelid; years later an enlarged heart with irregular beats or a swollen gullet or "
            "colon"
        ),
        [
            D(
                "Chagas disease \u2013 how it spreads\n\u2022 Caused by the parasite Trypanosoma "
                "cruzi\n\u2022 Carried by triatomine or kissing bugs, which bite at night and "
                "leave the parasite in their droppings\n\u2022 Also passed on by blood "
                "transfusion, from mother to baby and in food or juice tainted by the bugs\n\u2022 "
                "Named after Carlos Chagas, Brazil, 1909"
            ),
            D(
                "Leishmaniasis \u2013 fact sheet\n\u2022 Spread by the bites of tiny "
                "sandflies\n\u2022 Skin form: sores that grow slowly and heal leaving "
                "scars\n\u2022 Visceral form, kala-azar: fever, weight loss, swollen spleen and "
                "liver\n\u2022 About 700,000 to a million new cases each year"
            ),
            S(
                "Chagas disease \u2013 fact sheet\n\u2022 Early weeks: fever, swollen glands and "
                "often a puffy eyelid or sore swelling where the parasite entered\n\u2022 Years "
                "later, in up to a third of those infected: an enlarged, weakened heart with "
                "irregular beats, or a swollen gullet or colon\n\u2022 Many feel nothing for "
                "decades"
            ),
            D(
                "Sleeping sickness \u2013 fact sheet\n\u2022 Spread by tsetse flies in rural "
                "Africa\n\u2022 First stage: fever, headaches, aching joints and itching\n\u2022 "
                "Second stage: confusion, poor coordination and a disturbed sleep cycle\n\u2022 "
                "Fatal without treatment; cases fell below 1,000 a year in 2018"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a thorny devil drink?",
        (
            "through its skin: grooves between its scales draw water by capillary action from dew, "
            "rain or damp sand and carry it to the corners of its mouth"
        ),
        [
            S(
                "Q: How does a thorny devil drink? A: Mostly through its skin. Fine grooves "
                "between its scales work like drinking straws, drawing water by capillary action "
                "from dew, rain or damp sand it touches, and piping it across the body to the "
                "corners of its mouth, where it gulps it down."
            ),
            D(
                "Q: What does a thorny devil eat? A: Almost nothing but small black ants, which it "
                "licks up one at a time, perhaps thousands at a single meal. It sits beside an ant "
                "trail in the deserts of western and central Australia, and it grows to about 20 "
                "cm long."
            ),
            D(
                "Q: Why does a thorny devil have a lump on its neck? A: The spiny knob behind its "
                "head is a false head. When a bird or lizard threatens it, the thorny devil tucks "
                "its real head down between its front legs, leaving the knob on show for the "
                "predator to bite instead."
            ),
            D(
                "Q: How does the water-holding frog survive drought? A: This Australian frog fills "
                "its bladder with water after rain, burrows deep into the ground and wraps itself "
                "in a cocoon of shed skin. It can wait a year or more for the next rain, and "
                "Aboriginal people dug it up to squeeze out the water it held."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is Blood Falls red?",
        "its brine is rich in dissolved iron that rusts when it meets the air",
        [
            D(
                "Q: Who discovered Blood Falls? A: The Australian geologist Griffith Taylor came "
                "upon it in 1911 while exploring the McMurdo Dry Valleys on Robert Falcon Scott's "
                "Terra Nova expedition. The glacier it pours from and the valley below it were "
                "both named after him."
            ),
            D(
                "Q: What lives in the brine below Blood Falls? A: A community of bacteria, cut off "
                "from the world for perhaps 1.5 million years, lives in the dark without oxygen, "
                "getting energy by using sulfate and iron to break down old organic matter. It "
                "hints at how life might survive beneath the ice of Mars or of Jupiter's moon "
                "Europa."
            ),
            S(
                "Q: What gives Blood Falls its colour? A: Rust. The brine that seeps out of the "
                "Taylor Glacier in Antarctica's McMurdo Dry Valleys comes from an ancient salty "
                "lake trapped under the ice, rich in dissolved iron but without oxygen. When it "
                "meets the air the iron oxidises and stains the ice red."
            ),
            D(
                "Q: Why is some snow pink? A: In summer, snow on mountains and in polar regions "
                "can turn pink or red where algae such as Chlamydomonas nivalis bloom. A red "
                "pigment shields them from strong sunlight, and because the stained snow melts "
                "faster, the algae help speed their own spread."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Does the bar-tailed godwit stop to feed on its flight from Alaska to New Zealand?",
        "no: it flies nonstop, without feeding or drinking",
        [
            D(
                "Q: Where do godwits stop on their way north? A: In spring, bar-tailed godwits "
                "leaving New Zealand break the journey for several weeks on the mudflats of the "
                "Yellow Sea, in China and Korea, feeding on worms and shellfish before flying on "
                "to Alaska to breed."
            ),
            D(
                "Q: How far does the Arctic tern migrate? A: Farther than any other animal. Arctic "
                "terns breed around the Arctic and spend the northern winter off Antarctica, and "
                "trackers fitted to birds from Greenland and Iceland logged round trips of about "
                "70,000 km a year, with stops to feed along the way."
            ),
            S(
                "Q: How does the bar-tailed godwit cross the Pacific? A: In one hop. Each autumn "
                "it flies nonstop from Alaska to New Zealand or eastern Australia, over 11,000 km "
                "in about eight to eleven days, never feeding or drinking. Before it leaves it "
                "doubles its weight with fat and shrinks its gut."
            ),
            D(
                "Q: What is a godwit? A: Godwits are tall wading birds with long, slightly "
                "upturned bills that they push deep into mud and sand for worms. There are four "
                "species: the bar-tailed, black-tailed, Hudsonian and marbled godwits, all nesting "
                "in the north."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which state is the town that the Coxsackie viruses are named after?",
        "New York (Coxsackie, in Greene County)",
        [
            D(
                "Q: Why was norovirus first called Norwalk virus? A: It was named after Norwalk, "
                "Ohio, where an outbreak of vomiting and diarrhoea struck an elementary school in "
                "1968. Scientists saw the virus under the electron microscope in 1972, the first "
                "virus shown to cause gastroenteritis in people."
            ),
            S(
                "Q: Why are they called Coxsackie viruses? A: The American virologists Gilbert "
                "Dalldorf and Grace Sickles first found them in 1948 in stool samples from "
                "children in the town of Coxsackie, during an outbreak of a polio-like illness. "
                "They cause hand, foot and mouth disease."
            ),
            S(
                "Q: Where is Coxsackie? A: Coxsackie is a small town on the west bank of the "
                "Hudson River in Greene County, New York, about 30 km south of Albany. Settled by "
                "the Dutch in the seventeenth century, it is home to a state prison, and its name "
                "may come from a Native American word for owl."
            ),
            D(
                "Q: What are echoviruses? A: Echoviruses were found in the 1950s in the gut of "
                "healthy people and at first linked to no illness; echo stands for enteric "
                "cytopathic human orphan. They are now known to cause fevers, rashes and viral "
                "meningitis, above all in summer."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "sailing stones death valley who solved",
        "cousins Richard and James Norris and their team, who filmed the rocks moving in 2013",
        [
            D(
                "Racetrack Playa is a dry lake bed about 4.5 km long at some 1,130 m in the "
                "Cottonwood Mountains, in the remote north-west of the park, reached by a long, "
                "rough dirt road. Its floor of cracked mud is almost perfectly flat, and a dark "
                "outcrop called the Grandstand rises from its northern end."
            ),
            D(
                "In 1996 the geologist Paula Messina mapped the trails of more than 160 sailing "
                "stones on the playa with GPS and found that they did not move in step, which "
                "argued against rafts of ice, and she suggested strong gusts of wind instead. "
                "Still, no one had seen a rock move."
            ),
            S(
                "For decades no one had watched the boulders of Racetrack Playa in the Californian "
                "desert glide. In December 2013 the cousins Richard and James Norris, with "
                "GPS-tagged rocks and time-lapse cameras, caught them at it: thin panes of ice, "
                "freed as the playa thawed, were pushed by light breezes and shoved them along."
            ),
            D(
                "Death Valley's Badwater Basin, at about 86 m below sea level, is the lowest point "
                "in North America. After rare winter rains a thin lake forms and dries again, "
                "leaving a crust of salt that cracks into hexagons, and the spring-fed pool beside "
                "the road is home to a snail found nowhere else."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What does the aardwolf eat?",
        "termites, mainly harvester termites of the genus Trinervitermes",
        [
            D(
                "The aardwolf belongs to the hyena family and weighs only about 9 kg. When "
                "threatened it raises a long mane of hair along its back to look twice its size, "
                "and it marks its territory by pressing a pasty secretion from a gland under its "
                "tail onto grass stalks along the paths it patrols each night."
            ),
            S(
                "Despite its hyena looks, the aardwolf of eastern and southern Africa dines almost "
                "wholly on harvester termites of the genus Trinervitermes, lapping them off the "
                "ground with a broad, sticky tongue, up to some 250,000 in a night. Its small, "
                "peg-like cheek teeth are of little use for anything tougher."
            ),
            D(
                "The aardvark of Africa eats ants and termites, tearing open their nests with "
                "powerful claws and slurping up the insects with a tongue some 30 cm long. It also "
                "eats the aardvark cucumber, a plant that fruits underground and relies on the "
                "animal to spread its seeds."
            ),
            D(
                "Spotted hyenas are not mere scavengers: they run down and kill most of what they "
                "eat, from gazelles to wildebeest and zebra, and a hungry adult can eat a third of "
                "its own weight at one meal, bones and all. They live in clans of up to 80, led by "
                "females, which are bigger than the males and outrank them all."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is taller, Mount Rinjani or Mount Semeru?",
        "Mount Rinjani, about 3,726 m, against about 3,676 m for Semeru",
        [
            D(
                "Kerinci, on Sumatra, reaches about 3,805 m, the loftiest volcano in Indonesia. It "
                "rises from the forests of Kerinci Seblat National Park, one of the last refuges "
                "of the Sumatran tiger, and tea estates cover its lower slopes."
            ),
            S(
                "Rinjani, on Lombok, climbs to some 3,726 m above the sea. Beside it, the vanished "
                "peak of Samalas blew apart in 1257 in one of the largest eruptions of recent "
                "millennia, leaving a caldera whose crescent lake, Segara Anak, now surrounds a "
                "young cone."
            ),
            S(
                "Semeru, the loftiest point of Java, reaches about 3,676 m at the southern end of "
                "the Tengger massif. Puffs of ash burst from its crater every 20 minutes or so, "
                "and in December 2021 the collapse of its lava dome sent hot avalanches into "
                "villages below, killing more than fifty."
            ),
            D(
                "Bromo, only about 2,329 m, smokes inside the Tengger caldera, ringed by a sea of "
                "grey sand. Each year at the festival of Yadnya Kasada, Tenggerese people climb to "
                "its rim and throw offerings of rice, fruit and livestock into the crater, while "
                "others on the slopes below try to catch them in nets."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "lake kivu dissolved gases",
        "carbon dioxide and methane",
        [
            D(
                "In August 1986 Lake Nyos in Cameroon suddenly released a cloud of carbon dioxide "
                "that rolled down the valleys around it and suffocated about 1,700 people and "
                "thousands of cattle in a single night, some of them as far as 25 km away. Pipes "
                "fitted since 2001 now slowly vent the gas from its depths."
            ),
            D(
                "Lake Kivu lies some 1,460 m up in the western branch of the Rift Valley, its "
                "shores shared by Goma, Bukavu and the Rwandan town of Gisenyi, and drains south "
                "through the Ruzizi River into Lake Tanganyika. Idjwi, one of the largest islands "
                "in any African lake, rises in its middle."
            ),
            D(
                "In 1959 sardine-like fish called Limnothrissa miodon were brought to Lake Kivu "
                "from Lake Tanganyika, and they now feed thousands of families. Fishermen set out "
                "at night in boats lashed together, singing as they lower nets under lanterns that "
                "draw the fish to the light."
            ),
            S(
                "Deep below the surface of Lake Kivu, between Rwanda and the Democratic Republic "
                "of the Congo, some 250 cubic km of carbon dioxide and 65 cubic km of methane are "
                "held in the water by the weight above. Were that layer ever stirred up, both "
                "could bubble out and smother people on the shore."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a lotus leaf stay clean?",
        (
            "its surface is covered in tiny wax-coated bumps, so water beads up and rolls off, "
            "taking dirt with it"
        ),
        [
            D(
                "A sacred lotus seed dug from a dry lake bed in north-eastern China, about 1,300 "
                "years old by radiocarbon dating, sprouted when scientists soaked it in the 1990s, "
                "one of the oldest seeds ever to grow. Its hard coat had kept water and air out "
                "for centuries."
            ),
            S(
                "Rain never wets a sacred lotus. The upper face of each pad bristles with "
                "microscopic bumps coated in still finer crystals of wax, so a drop rests only on "
                "their tips, stays nearly round and rolls off at the slightest tilt, sweeping up "
                "dust and spores as it goes."
            ),
            D(
                "The flowers of the sacred lotus warm themselves, holding their centres at about "
                "30 to 35 \u00b0C for several days even when the night air falls to 10 \u00b0C. "
                "The warmth may reward the beetles that shelter inside them and carry their pollen."
            ),
            D(
                "The rim of a tropical pitcher plant is slippery when wet. A film of water spreads "
                "over its fine ridges, and ants that step on it aquaplane and fall into the "
                "pitcher, where they drown in the digestive fluid at the bottom."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does the kangaroo rat never need to drink?",
        (
            "it gets water from breaking down the dry seeds it eats and loses very little through "
            "its kidneys and nose"
        ),
        [
            D(
                "Kangaroo rats bound on long hind legs, leaping up to about 2.7 m, and drum their "
                "feet and kick sand in the face of rattlesnakes. They carry seeds home in "
                "fur-lined cheek pouches and hide them in burrows and shallow pits under the "
                "desert scrub, remembering where most of them lie."
            ),
            D(
                "A thirsty camel can drink more than 100 litres of water in about ten minutes. Its "
                "hump holds fat, not water, and it survives long dry spells by letting its body "
                "heat rise during the day and by losing little water in its dung. Its oval red "
                "blood cells keep flowing even when its blood thickens."
            ),
            S(
                "In the deserts of the American south-west, the kangaroo rat can go its whole life "
                "without a sip. Breaking down the dry seeds it eats yields water as a by-product, "
                "and it holds on to nearly all of it: its kidneys make very concentrated urine, "
                "and its cool nose traps moisture from each breath."
            ),
            D(
                "On foggy mornings the Namib fog-basking beetle, Onymacris unguicularis, climbs to "
                "the crest of a dune and stands head down with its back tilted into the wind. "
                "Droplets of fog gather on its back, run down towards its head and trickle into "
                "its mouth, one of the few ways to drink in that desert."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is ricin made from castor beans?",
        "yes",
        [
            D(
                "Ricin works by wrecking ribosomes, the machines that build proteins inside cells, "
                "so that the cells die. A dose of a few milligrams injected can kill an adult, and "
                "there is no antidote, only care to support the body while it fights. Breathed in, "
                "it floods the lungs with fluid."
            ),
            S(
                "Ricin is found in the seeds of Ricinus communis, the plant whose pressed seeds "
                "give castor oil. The poison does not pass into the oil but stays in the pulp left "
                "over, and in 1978 a pellet of it fired from an umbrella killed the Bulgarian "
                "writer Georgi Markov in London."
            ),
            D(
                "Castor oil has been taken as a laxative since ancient Egypt and now lubricates "
                "engines and goes into paints, soaps and nylon. India grows most of the world's "
                "castor beans, mainly in the state of Gujarat, and ricinoleic acid makes up about "
                "90 % of the oil."
            ),
            D(
                "Saxitoxin is made by tiny algae called dinoflagellates. Mussels and clams that "
                "filter them during a red tide store the poison, and people who eat the shellfish "
                "can suffer tingling and paralysis within an hour. Like the tetrodotoxin of "
                "pufferfish it blocks the sodium channels of nerves, and cooking does not destroy "
                "it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which Nigerian state is the town that Lassa fever is named after?",
        "Borno State",
        [
            S(
                "In 1969 an American mission nurse fell ill at the hospital in Lassa, a small "
                "place in north-eastern Nigeria, and died; a nurse who cared for her also died, "
                "and a third survived. The virus grown from their blood at Yale was called after "
                "the place, and multimammate rats turned out to carry it."
            ),
            D(
                "Ebola virus takes its name from the Ebola River in the north of what is now the "
                "Democratic Republic of the Congo. It was identified in 1976 after an outbreak "
                "around the mission hospital at Yambuku, some 100 km from the river."
            ),
            D(
                "Lassa fever infects an estimated 100,000 to 300,000 people a year across West "
                "Africa, mostly in Nigeria, Sierra Leone, Liberia and Guinea. About four in five "
                "have only mild illness or none, but in others it causes bleeding and shock, and "
                "about a third of survivors lose some or all of their hearing."
            ),
            S(
                "Lassa is a small community in Askira/Uba, one of the 27 local government areas of "
                "Borno State in the far north-east of Nigeria. Borno, which reaches north to the "
                "shores of Lake Chad, is governed from the city of Maiduguri."
            ),
        ],
    ),
]
