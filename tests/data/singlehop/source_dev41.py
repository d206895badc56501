"""The forty-third single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev39.py`),
for the format and to choose subjects none of them asks about; the held-out sources were only
counted against each subject (`grep -c`), never read. Subjects are taken only from natural
science (physics, chemistry, astronomy, the human body, medicine), animals and plants, and
geography (countries, cities, rivers, mountains, landmarks); another writer took history,
politics, law, the arts, sports, technology and everyday life at the same time. A quarter of the
questions (10 of 40) are typed search-box style. Written after lexical-v34, the batch measures
how far the evaluator's tuning carries to questions it was not written against (the evaluator
may be tuned meanwhile on the earlier batches, never on this one before it is measured; dev all
the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 338 characters and distractors 330; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "How high is Annapurna I?",
        "8,091 m, the tenth-highest mountain on Earth",
        [
            D(
                "Dhaulagiri: Dhaulagiri I, across the deep Kali Gandaki gorge to the west of the "
                "Annapurna massif in Nepal, reaches 8,167 m and is the seventh-highest mountain in "
                "the world. In the early nineteenth century it was briefly thought to be the "
                "tallest peak on Earth, and it was first climbed on 13 May 1960 by a "
                "Swiss-Austrian expedition. Its name means white mountain in Sanskrit."
            ),
            S(
                "Annapurna: Annapurna I, the highest summit of the Annapurna massif in "
                "north-central Nepal, rises to 8,091 m above sea level, which makes it the "
                "tenth-highest mountain on Earth. The massif runs for about 55 km between the Kali "
                "Gandaki gorge to the west and the Marsyangdi valley to the east, with the "
                "lakeside town of Pokhara at its southern foot."
            ),
            D(
                "1950 French Annapurna expedition: On 3 June 1950 Maurice Herzog and Louis "
                "Lachenal stood on the top of Annapurna I, the first of the fourteen "
                "eight-thousanders to be climbed. The descent through a storm cost both men most "
                "of their toes to frostbite, and Herzog's book about the climb, published in 1951, "
                "sold millions of copies."
            ),
            D(
                "Machapuchare: Machapuchare, the fish-tail peak of the Annapurna range, rises to "
                "6,993 m above Pokhara. It is held sacred to the god Shiva and is closed to "
                "climbers; the only serious attempt, by a British team under Jimmy Roberts in "
                "1957, stopped about 50 m below the top, as its members had promised."
            ),
            D(
                "Manaslu: Manaslu, in the Gorkha district of Nepal some 60 km east of Annapurna, "
                "is 8,163 m high and the eighth-highest mountain on Earth. Its name comes from the "
                "Sanskrit for spirit, and it was first climbed on 9 May 1956 by Toshio Imanishi "
                "and Gyalzen Norbu of a Japanese expedition."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "lowest point in australia",
        "Kati Thanda-Lake Eyre in South Australia, about 15 m below sea level",
        [
            D(
                "Mount Kosciuszko: Mount Kosciuszko, 2,228 m, in the Snowy Mountains of New South "
                "Wales, is the highest point of mainland Australia. The Polish explorer Pawel "
                "Strzelecki climbed it in 1840 and named it after the Polish-Lithuanian general "
                "Tadeusz Kosciuszko; a walking track from Thredbo reaches the summit in about 6.5 "
                "km. Snow covers it for much of the winter."
            ),
            S(
                "Kati Thanda-Lake Eyre: Kati Thanda-Lake Eyre, in the desert of northern South "
                "Australia, is usually a dry crust of salt, but its bed, about 15 m below sea "
                "level, is the lowest natural point on the continent. It is fed by rivers of a "
                "basin that drains about a sixth of Australia and filled almost to the brim in "
                "1974, drawing huge flocks of pelicans."
            ),
            D(
                "Badwater Basin: Badwater Basin in Death Valley, California, lies 86 m below sea "
                "level, the lowest point in North America and one of the hottest places on Earth. "
                "A small spring-fed pool by the road is too salty to drink, which gave the place "
                "its name, and the salt flats beyond it cover nearly 200 square kilometres."
            ),
            D(
                "Lake Assal: Lake Assal, a crater lake in the centre of Djibouti, lies about 155 m "
                "below sea level, the lowest point in Africa. Its water is some ten times saltier "
                "than the sea, saltier even than the Dead Sea, and caravans of camels once carried "
                "slabs of salt cut from its shores to the highlands of Ethiopia."
            ),
            D(
                "Great Artesian Basin: The Great Artesian Basin, the largest and deepest artesian "
                "basin in the world, lies beneath about 1.7 million square kilometres of inland "
                "Australia, a fifth of the continent. Water that fell as rain up to two million "
                "years ago rises in springs and bores, some of it hot, and sustains outback farms "
                "and towns. Its first bores were sunk in 1878."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Teotihuacan or Chichen Itza?",
        (
            "Teotihuacan (founded around 100 BC, deserted by about AD 550; Chichen Itza rose "
            "around AD 600)"
        ),
        [
            S(
                "Teotihuacan: Teotihuacan, about 40 km north-east of Mexico City, was founded "
                "around 100 BC and by AD 450 was one of the largest cities in the world, with "
                "perhaps 100,000 people. Its Pyramid of the Sun, built around AD 200, and the "
                "Avenue of the Dead were largely deserted by about AD 550, centuries before the "
                "Aztecs gave the ruins their name."
            ),
            D(
                "Monte Alban: Monte Alban, on a levelled mountain top above the valley of Oaxaca "
                "in southern Mexico, was founded by the Zapotecs around 500 BC and remained their "
                "capital for more than a thousand years. Its carved stones of the danzantes show "
                "captives, and a Mixtec tomb found there by Alfonso Caso in 1932 held over 400 "
                "pieces of gold and jade. The site has been on the World Heritage list since 1987."
            ),
            S(
                "Chichen Itza: Chichen Itza in the north of Mexico's Yucatan Peninsula rose as a "
                "Maya city around AD 600 and was the leading power of the northern lowlands from "
                "about 900 to 1200. Its step pyramid, El Castillo, has stairways that add up to "
                "365 steps, and at the equinoxes the sun casts a serpent of light down one of "
                "them; it is a World Heritage Site."
            ),
            D(
                "Palenque: Palenque, a Maya city in the forested hills of Chiapas, reached its "
                "height in the seventh century under King Pakal, who ruled for 68 years from AD "
                "615. In 1952 the Mexican archaeologist Alberto Ruz found a hidden stairway inside "
                "the Temple of the Inscriptions leading down to Pakal's tomb and its jade death "
                "mask."
            ),
            D(
                "Templo Mayor: The Templo Mayor was the great twin temple of the Aztec capital "
                "Tenochtitlan, founded in 1325, and was rebuilt seven times before Hernan Cortes "
                "destroyed it in 1521. Electricity workers digging in central Mexico City in 1978 "
                "hit a huge carved stone disc of the goddess Coyolxauhqui, and the ruins were then "
                "excavated."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries does the Limpopo River flow through or along?",
        "South Africa, Botswana, Zimbabwe and Mozambique",
        [
            D(
                "Orange River: The Orange River, the longest in South Africa at about 2,200 km, "
                "rises in the Drakensberg of Lesotho, where it is called the Senqu, and flows west "
                "across the interior. For its last 550 km it forms the border with Namibia before "
                "it reaches the Atlantic Ocean between Alexander Bay and Oranjemund."
            ),
            D(
                "Limpopo (province): Limpopo is the northernmost province of South Africa, formed "
                "in 1994 and given the name of the river on its northern edge in 2003. Its capital "
                "is Polokwane, it holds the northern half of the Kruger National Park, and "
                "Mapungubwe hill, now a World Heritage Site, was the seat of a gold-trading "
                "kingdom from about 1220 to 1290."
            ),
            S(
                "Limpopo River: The Limpopo rises in South Africa where the Crocodile and Marico "
                "rivers meet and flows for about 1,750 km in a great arc to the Indian Ocean. It "
                "forms South Africa's border first with Botswana and then with Zimbabwe, and then "
                "crosses Mozambique to reach the sea near Xai-Xai; Kipling called it great, "
                "grey-green and greasy."
            ),
            D(
                "Olifants River: The Olifants River rises near eMalahleni in Mpumalanga, winds "
                "north-east across the coal and platinum country of the highveld and cuts through "
                "the Kruger National Park in a gorge. It is among the most polluted rivers of "
                "South Africa, and the Massingir Dam, built in 1977, holds back its water "
                "downstream."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do New Zealand glow-worms catch their prey?",
        (
            "they hang sticky, beaded silk threads from cave ceilings and lure insects to them "
            "with their glowing tails"
        ),
        [
            D(
                "Lampyris noctiluca: The common glow-worm of Europe is not a worm but a beetle. "
                "The wingless females climb grass stems on summer nights and shine a yellow-green "
                "light from the tip of the abdomen to draw in the flying males, and the larvae "
                "feed on snails, which they paralyse with a bite before dissolving them with "
                "digestive juices."
            ),
            S(
                "Arachnocampa luminosa: The New Zealand glow-worm is the larva of a fungus gnat. "
                "In caves and damp bush gullies it spins a silk nest on the ceiling and lets down "
                "dozens of threads beaded with sticky droplets. Its tail glows blue-green to lure "
                "midges and moths that fly up to the light; when one is caught, the larva hauls "
                "the thread up and eats it."
            ),
            D(
                "Waitomo Caves: The Waitomo Glowworm Cave in the King Country of New Zealand's "
                "North Island was explored in 1887 by the Maori chief Tane Tinorau and the English "
                "surveyor Fred Mace, who floated in on a raft of flax stems. It opened to paying "
                "visitors in 1889, and boats still glide in silence under its lit ceiling."
            ),
            D(
                "Anglerfish: Female deep-sea anglerfish carry a spine on the head tipped with a "
                "glowing lure, the esca, lit by bacteria living inside it. Small fish and shrimps "
                "drawn to the light in the dark are engulfed in a sudden gulp, and the jaws and "
                "stomach can stretch to swallow prey nearly twice the angler's own length."
            ),
            D(
                "Photuris: Females of the firefly genus Photuris answer the flash code of Photinus "
                "females, luring Photinus males that expect a mate, and then catch and eat them. "
                "Besides a meal, they gain the defensive chemicals their victims carry. "
                "Entomologists call them femme fatale fireflies, a name coined by James Lloyd in "
                "the 1960s."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do male bowerbirds decorate their bowers?",
        (
            "to attract females, who inspect the bowers and mate with the male whose display "
            "impresses them"
        ),
        [
            D(
                "Satin bowerbird: The satin bowerbird lives in the rainforests and woodlands of "
                "eastern Australia. Adult males are a glossy blue-black with violet eyes, but they "
                "take six or seven years to gain that plumage, looking green like the females "
                "until then, and they can live for more than twenty years in the wild."
            ),
            S(
                "Bowerbird: Male bowerbirds of Australia and New Guinea build a structure of "
                "sticks, the bower, that is used only for courtship and never as a nest. They "
                "decorate it with shells, flowers, berries and, in the satin bowerbird, blue "
                "objects such as bottle tops, because females visit several bowers and mate with "
                "the male whose display impresses them most."
            ),
            D(
                "Bower: A bower is a shady shelter in a garden made of climbing plants such as "
                "roses, clematis or honeysuckle trained over a frame of trellis or arching "
                "branches. Bowers were popular in Tudor and Elizabethan gardens as places for "
                "quiet talk, and the word comes from the Old English bur, meaning a dwelling or "
                "inner room. In poetry it can also mean a lady's private room."
            ),
            D(
                "Superb lyrebird: The superb lyrebird of south-eastern Australia is famous for its "
                "mimicry: the male scrapes a mound of earth on the forest floor and sings from it "
                "for hours, copying kookaburras, whipbirds and even camera shutters and chainsaws. "
                "It appears on the reverse of the Australian ten-cent coin, issued since 1966."
            ),
            D(
                "Village weaver: Male village weavers of Africa knot strips of grass into hanging "
                "nests and hang upside down beneath them, flapping their wings, when a female "
                "passes. If she does not take up a nest within a week or so, the male tears it "
                "down and starts again with fresh green grass, and a colony can hold hundreds of "
                "nests."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is the tuatara a lizard",
        "No: it is the only living member of a separate reptile order, Rhynchocephalia",
        [
            D(
                "Thorny devil: The thorny devil of the Australian deserts is a lizard about 20 cm "
                "long covered in conical spines, with a knob on its neck that it presents to "
                "predators as a false head. Grooves between its scales draw water from damp sand "
                "or dew to its mouth, and it eats thousands of small black ants in a single meal."
            ),
            S(
                "Tuatara: Although it looks like a lizard, the tuatara of New Zealand is not one. "
                "It is the only surviving member of the order Rhynchocephalia, which thrived "
                "alongside the early dinosaurs about 200 million years ago, while lizards and "
                "snakes form a separate order, Squamata. It can live beyond 100 years and has a "
                "third eye on top of its head."
            ),
            D(
                "Takapourewa: Takapourewa, or Stephens Island, in Cook Strait between New "
                "Zealand's two main islands, is a wildlife sanctuary closed to the public. Its "
                "lighthouse keeper's cat is said to have wiped out the flightless Lyall's wren in "
                "1894, and today it holds the largest population of tuatara anywhere, tens of "
                "thousands of animals. Landing needs a permit."
            ),
            D(
                "Gila monster: The Gila monster of the deserts of the south-western United States "
                "and north of Mexico is one of the few venomous lizards. It stores fat in its "
                "thick tail, may eat only a few times a year, and a hormone found in its saliva "
                "led to exenatide, a drug for type 2 diabetes approved in the United States in "
                "2005."
            ),
            D(
                "Slow worm: The slow worm of Europe is not a snake but a legless lizard. Unlike "
                "snakes it has eyelids, blinks, and can shed its tail to escape a predator. It "
                "eats slugs, which makes it a gardener's friend, and it is long-lived: one kept at "
                "Copenhagen Zoo is said to have reached an age of 54 years."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where the Blue Nile begins?",
        "Addis Ababa (the Blue Nile flows out of Lake Tana in Ethiopia)",
        [
            S(
                "Blue Nile: The Blue Nile flows out of Lake Tana in the highlands of north-western "
                "Ethiopia, plunges over the Tis Issat falls and cuts a gorge more than 1,500 m "
                "deep before crossing into Sudan. It meets the White Nile at Khartoum, and in the "
                "summer flood it brings most of the water and silt that the Nile carries down to "
                "Egypt."
            ),
            D(
                "White Nile: The White Nile is the longer branch of the Nile, traced to Lake "
                "Victoria, which it leaves at Jinja in Uganda. It crosses South Sudan, whose "
                "capital Juba stands on its banks, and loses half its water in the vast swamps of "
                "the Sudd before it meets its sister river at Khartoum, the capital of Sudan. Its "
                "name comes from the pale clay that tints its water."
            ),
            S(
                "Ethiopia: Ethiopia, a landlocked country in the Horn of Africa, has more than 120 "
                "million people, the second most in Africa after Nigeria. Its capital, Addis "
                "Ababa, was founded in 1886 by Emperor Menelik II and Empress Taytu at about 2,355 "
                "m and is the seat of the African Union; apart from an Italian occupation from "
                "1936, it was never colonised."
            ),
            D(
                "Grand Ethiopian Renaissance Dam: Work on the dam began in 2011 in the "
                "Benishangul-Gumuz region, some 15 km from the border with Sudan. Designed for "
                "about 5,150 MW, it is the largest hydropower plant in Africa; the first turbine "
                "began producing power in 2022, and Egypt and Sudan have long disputed how fast "
                "its reservoir is filled."
            ),
            D(
                "Khartoum: Khartoum, the capital of Sudan, stands where the two great branches of "
                "the Nile meet, on a narrow strip of land that gave it its name, the elephant's "
                "trunk. It began as an Egyptian army camp in 1821, and across the river lies "
                "Omdurman, where Kitchener's army defeated the forces of the Mahdist state in 1898."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What are the Magellanic Clouds?",
        "two irregular dwarf galaxies that orbit the Milky Way, seen from the Southern Hemisphere",
        [
            D(
                "The Andromeda Galaxy, M31, about 2.5 million light-years away, is the nearest "
                "large spiral galaxy to the Milky Way and the most distant object most people can "
                "see without a telescope. The Persian astronomer al-Sufi described it as a small "
                "cloud in 964, and it is approaching us at about 110 km/s, to collide in some 4.5 "
                "billion years. Charles Messier listed it in 1764."
            ),
            D(
                "The Strait of Magellan is a sea route at the southern tip of South America that "
                "separates the mainland from Tierra del Fuego. Ferdinand Magellan's fleet took 38 "
                "days to pass through it in late 1520 and became the first Europeans to sail from "
                "the Atlantic into the Pacific, which Magellan named for its calm waters."
            ),
            S(
                "The Large and Small Magellanic Clouds are two irregular dwarf galaxies that orbit "
                "our own Milky Way at about 160,000 and 200,000 light-years. Seen only from the "
                "Southern Hemisphere, they look to the naked eye like torn-off patches of the "
                "Milky Way. They are named after Ferdinand Magellan, whose crew described them on "
                "the first voyage around the world."
            ),
            D(
                "The Coalsack is a dark nebula beside the Southern Cross, about 600 light-years "
                "away, a cloud of cold dust that blocks the light of the stars behind it. To the "
                "naked eye it looks like a black hole in the bright band of the Milky Way, and "
                "Aboriginal astronomers see it as the head of the Emu in the Sky."
            ),
            D(
                "Supernova 1987A flared up in the Large Magellanic Cloud on 23 February 1987, the "
                "nearest supernova seen since Kepler's star of 1604, and it was bright enough to "
                "see without a telescope for months. Detectors in Japan and the United States "
                "caught a burst of about two dozen neutrinos from it some hours before the light "
                "arrived."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how old is the oldest bristlecone pine",
        "more than 4,800 years: Methuselah, in the White Mountains of California",
        [
            D(
                "Old Tjikko, a Norway spruce on Fulufjallet mountain in Sweden, is only about five "
                "metres tall, but carbon dating of its roots in 2008 showed that its root system "
                "has been sending up new stems for about 9,500 years. The trunk now standing is "
                "far younger, since each stem lives only about six hundred years before another "
                "replaces it."
            ),
            S(
                "Great Basin bristlecone pines grow on high, dry ridges of the American West, "
                "above all in the White Mountains of eastern California, and they are the oldest "
                "known individual trees. One of them, nicknamed Methuselah, has been shown by "
                "counting the rings in a core to be more than 4,800 years old, and its exact "
                "location is kept secret."
            ),
            D(
                "Pando, a grove of quaking aspens in Utah's Fishlake National Forest, is a single "
                "male clone of about 47,000 stems sharing one root system over 43 hectares. "
                "Weighing an estimated 6,000 tonnes, it is often called the heaviest organism on "
                "Earth, though the age of its root system is uncertain and is guessed at anywhere "
                "from thousands of years up."
            ),
            D(
                "The bristlecone pine keeps its needles for up to forty years, longer than almost "
                "any other conifer, so that its short twigs look like bottle brushes. The name "
                "comes from the bristle on each cone scale, and the trees grow so slowly in the "
                "thin, cold air near the tree line that a trunk may add less than a millimetre a "
                "year."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is heavier, a cassowary or an emu?",
        "the southern cassowary (up to about 60 kg, against about 30 to 45 kg for an emu)",
        [
            S(
                "The southern cassowary lives in the rainforests of north-eastern Queensland and "
                "New Guinea. Large females weigh up to about 60 kg and stand up to 1.8 m tall, "
                "with a horny casque on the head, and the dagger-like claw on the inner toe, about "
                "12 cm long, makes the bird dangerous when cornered. It swallows fallen fruit "
                "whole."
            ),
            D(
                "The ostrich of Africa is the largest living bird: males stand up to 2.7 m tall "
                "and can weigh over 100 kg. It is the fastest runner on two legs, reaching about "
                "70 km/h, and it lays the biggest eggs of any living bird, about 1.4 kg each, in a "
                "shared nest that the dominant female and the male guard."
            ),
            S(
                "The emu, Australia's national bird, is the second-tallest bird alive after the "
                "ostrich, up to about 1.9 m, yet adults weigh only about 30 to 45 kg. It roams "
                "open country over most of the mainland and can run at about 50 km/h. The male "
                "sits on the eggs for about eight weeks without eating or drinking."
            ),
            D(
                "The largest moas of New Zealand, females of the genus Dinornis, stood about 3.6 m "
                "tall with the neck raised and weighed up to about 230 kg. These wingless birds "
                "had no predator but the giant Haast's eagle until Polynesians settled the islands "
                "around 1300, and within about 150 years every species had been hunted out. Their "
                "bones are still found in swamps."
            ),
            D(
                "Cassowaries spread the seeds of more than two hundred rainforest plants, and some "
                "of them, such as the cassowary plum, sprout far better after passing through the "
                "bird's gut. Because the seeds are dropped in piles of dung kilometres from the "
                "parent tree, ecologists call the bird a gardener of the forest."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which countries border Laos?",
        "China, Myanmar, Thailand, Cambodia and Vietnam",
        [
            D(
                "Cambodia is bordered by Thailand to the west and north-west, Laos to the "
                "north-east and Vietnam to the east and south-east, and it has about 440 km of "
                "coast on the Gulf of Thailand. The Tonle Sap, the largest freshwater lake in "
                "South-East Asia, swells to several times its size each monsoon when the Mekong "
                "pushes water back up its outlet. Its capital is Phnom Penh."
            ),
            S(
                "Laos is the only landlocked country in South-East Asia. It shares borders with "
                "China to the north, Vietnam to the east, Cambodia to the south, Thailand to the "
                "west and Myanmar to the north-west, along a short stretch of the Mekong. Its "
                "capital, Vientiane, faces the Thai town of Nong Khai, linked to it by the "
                "Friendship Bridge opened in 1994."
            ),
            D(
                "The Golden Triangle is the area where the borders of Thailand, Laos and Myanmar "
                "meet, at the confluence of the Ruak and Mekong rivers. From the 1950s to the "
                "1990s it was one of the world's main sources of opium; the Thai village of Sop "
                "Ruak now has a Hall of Opium museum, and a casino zone stands on the far bank."
            ),
            D(
                "The Plain of Jars in Xiangkhouang Province, in central Laos, is strewn with "
                "thousands of stone jars, some up to 3 m tall, carved about 2,000 years ago, "
                "probably for burials. The area was heavily bombed during the Vietnam War, "
                "unexploded bomblets still limit where visitors can walk, and it became a World "
                "Heritage Site in 2019."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do sea cucumbers defend themselves?",
        (
            "some shoot out sticky threads (Cuvierian tubules) that entangle the attacker; others "
            "throw out part of their gut and organs and regrow them"
        ),
        [
            D(
                "Sea cucumbers are echinoderms, relatives of starfish and sea urchins, and they "
                "feed by sweeping sand and mud into their mouths with a ring of tentacles and "
                "digesting the organic matter in it. Dried as trepang, they are prized as food in "
                "China, and fishermen from Makassar sailed to northern Australia to gather them "
                "from the 1700s."
            ),
            S(
                "When a sea cucumber is attacked it has two unusual defences. Some species shoot a "
                "tangle of sticky white threads, the Cuvierian tubules, out of the rear end, which "
                "entangle a crab or fish; others split the body wall and throw out part of the gut "
                "and other organs, leaving the attacker a meal while the animal creeps away and "
                "regrows them within weeks."
            ),
            D(
                "The pearlfish lives inside the body of a sea cucumber, entering tail first "
                "through the host's anus and slipping out at night to hunt small shrimps. Some "
                "species simply shelter there, while others nibble the host's gonads, and the sea "
                "cucumber, which breathes through the same opening, has no way to keep its lodger "
                "out."
            ),
            D(
                "Sea urchins guard themselves with movable spines and with tiny pincers on stalks, "
                "the pedicellariae, some of which inject venom. The flower urchin of the "
                "Indo-Pacific has caused painful and even dangerous stings to divers, and urchin "
                "roe, sold as uni, is eaten raw in Japan, which imports much of it from Chile."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do vampire bats share blood with each other?",
        (
            "because a bat that goes two or three nights without a blood meal can starve, so fed "
            "bats regurgitate blood to hungry roost-mates, who return the favour"
        ),
        [
            D(
                "The common vampire bat, Desmodus rotundus, of Mexico and Central and South "
                "America feeds on the blood of cattle, horses and pigs. It lands near a sleeping "
                "animal, walks up to it on its wings and hind legs, finds a warm spot with heat "
                "sensors on its nose and cuts a small wound with razor-sharp teeth; a substance in "
                "its saliva stops clotting. It drinks about 20 ml a night."
            ),
            S(
                "A common vampire bat needs a meal of blood almost every night, and one that goes "
                "two or three nights without feeding can starve to death. Bats that fed well "
                "therefore regurgitate some blood into the mouths of hungry roost-mates, and "
                "Gerald Wilkinson's studies in Costa Rica in the 1980s found they give mostly to "
                "bats that have fed them before."
            ),
            D(
                "Vampire finches on the Galapagos islands of Wolf and Darwin peck at the skin of "
                "nesting boobies and drink their blood, a habit thought to have begun when the "
                "finches picked parasites from the seabirds' feathers. In the dry season they also "
                "roll boobies' eggs against rocks until they crack and then eat what is inside."
            ),
            D(
                "The vampire squid, Vampyroteuthis infernalis, lives 600 to 900 m down in "
                "oxygen-poor water and, despite its name, drinks no blood. It feeds on marine "
                "snow, drifting scraps of dead plankton and droppings, which it gathers on two "
                "long sticky filaments and rolls into balls of mucus. Carl Chun described it in "
                "1903."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is a bonobo a chimpanzee",
        (
            "No: bonobos are a separate species (Pan paniscus) in the same genus as the common "
            "chimpanzee"
        ),
        [
            D(
                "Chimpanzees in the Tai Forest of Cote d'Ivoire crack hard nuts with stone hammers "
                "on wooden or stone anvils, a skill their young take years to learn, and "
                "archaeologists have dug up nut-cracking stones there about 4,300 years old. Jane "
                "Goodall first saw wild chimpanzees make tools, fishing for termites with grass "
                "stems, at Gombe in 1960."
            ),
            S(
                "Bonobos were long called pygmy chimpanzees, but they are a species of their own, "
                "Pan paniscus, first described in 1929 and found only south of the Congo River in "
                "the Democratic Republic of the Congo. Common chimpanzees, Pan troglodytes, live "
                "north of the river; the two split about one to two million years ago, kept apart "
                "by its waters."
            ),
            D(
                "Orangutans are the only great apes of Asia, living on Borneo and Sumatra, and "
                "they were split into three species when the Tapanuli orangutan was described in "
                "2017 from a small patch of forest in northern Sumatra. They spend most of their "
                "lives in trees, and the gap between births, about eight years, is the longest of "
                "any mammal."
            ),
            D(
                "Lola ya Bonobo, on the outskirts of Kinshasa, is the only sanctuary in the world "
                "for orphaned bonobos, most of them rescued from the bushmeat trade. It was "
                "founded by Claudine Andre in 1994, moved to its present 30-hectare forest site in "
                "2002, and has returned groups of its bonobos to the wild in Equateur province "
                "since 2009."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What language is spoken in the country where Tikal is?",
        "Spanish (Tikal is in Guatemala), alongside more than twenty Mayan languages",
        [
            S(
                "Tikal, one of the largest cities of the ancient Maya, lies in the rainforest of "
                "the Peten region in northern Guatemala. Its temples, the tallest of which, Temple "
                "IV, rises about 65 m, were built mostly between AD 600 and 800, and the city was "
                "abandoned in the tenth century. The national park became a World Heritage Site in "
                "1979."
            ),
            D(
                "Copan, in western Honduras close to the Guatemalan border, was a Maya city famous "
                "for its carved stelae and its Hieroglyphic Stairway, whose more than 2,000 glyphs "
                "make up the longest known Maya text. A dynasty of sixteen kings ruled there from "
                "AD 426 until about 820, when the city fell into decline."
            ),
            S(
                "Spanish is the official language of Guatemala and the first language of about 60 "
                "per cent of its people. Most of the others speak one of more than twenty Mayan "
                "languages, such as K'iche', Q'eqchi' and Kaqchikel, which a law of 2003 "
                "recognised as national languages, and many Guatemalans are fluent in both."
            ),
            D(
                "English is the official language of Belize, the only country in Central America "
                "where that is so, a legacy of its time as British Honduras, which ended with "
                "independence in 1981. Kriol, Spanish, Garifuna and Mayan languages are widely "
                "spoken, and the Maya city of Caracol in its western hills once defeated Tikal in "
                "war. Its capital is Belmopan."
            ),
            D(
                "Flores, the chief town of the Peten department, sits on a small island in Lake "
                "Peten Itza, joined to the shore by a causeway. It was the last Maya kingdom to "
                "fall to the Spanish, as Nojpeten, in 1697, and its cobbled streets of painted "
                "houses are now the usual base for visitors heading to the ruins about 60 km away."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "How many islands make up the Maldives?",
        "about 1,190 coral islands, grouped in 26 atolls",
        [
            D(
                "Home > Travel > Africa > Seychelles | Seychelles: granite and coral | The "
                "Seychelles is made up of 115 islands scattered across the western Indian Ocean, "
                "about 40 of them granite and the rest low coral islands and atolls. Most of its "
                "100,000 people live on Mahe, home to the capital, Victoria, and the giant "
                "tortoises of Aldabra number about 100,000. Share this"
            ),
            S(
                "Home > Travel > Asia > Maldives | The Maldives at a glance | The Maldives is made "
                "up of about 1,190 coral islands grouped in 26 atolls, strung out over some 870 km "
                "of the Indian Ocean south-west of Sri Lanka. Only about 190 are inhabited and "
                "about 170 more hold resorts; with an average height of 1.5 m it is the lowest "
                "country on Earth. Share this | Cookie policy"
            ),
            D(
                "Home > News > Climate | A cabinet meeting under the sea | In October 2009 the "
                "Maldives' president, Mohamed Nasheed, and his ministers held a cabinet meeting in "
                "scuba gear 6 m below the surface off the island of Girifushi. They signed a call "
                "for deep cuts in carbon emissions before the Copenhagen climate summit that "
                "December. Share this | Comments (12)"
            ),
            D(
                "Home > Travel > Asia > India | Lakshadweep: India's coral islands | Lakshadweep, "
                "the smallest union territory of India, is a group of 36 coral islands in the "
                "Arabian Sea, 200 to 440 km off the coast of Kerala. Only ten are inhabited, most "
                "people speak Malayalam, and visitors need a special entry permit issued in Kochi. "
                "Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "old faithful eruption interval",
        "roughly every 60 to 110 minutes, about 90 minutes on average",
        [
            D(
                "Home > Parks > Yellowstone | Steamboat Geyser: the tallest of all | Steamboat "
                "Geyser in the Norris Geyser Basin can throw water more than 90 m into the air, "
                "higher than any other active geyser, but its major eruptions are wildly "
                "irregular, from days to fifty years apart. After a long quiet spell it went off "
                "48 times in 2019, a record. Share this | Cookie policy"
            ),
            S(
                "Home > Parks > Yellowstone | Old Faithful: when will it go off? | Old Faithful, "
                "in the Upper Geyser Basin, erupts roughly every 60 to 110 minutes, about 90 on "
                "average, and rangers predict each eruption from the length of the one before. "
                "Eruptions last 1.5 to 5 minutes and throw up to 32,000 litres of boiling water as "
                "high as 56 m. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > New Zealand > Rotorua | Pohutu Geyser at Te Puia | Pohutu, in the "
                "Whakarewarewa valley on the edge of Rotorua, is the largest active geyser in the "
                "southern hemisphere, shooting water up to 30 m high once or twice an hour. Its "
                "Maori name means big splash, and a walkway leads to a viewing terrace beside it. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Parks > Yellowstone > Lodging | Old Faithful Inn | Built over the winter "
                "of 1903 to 1904 to plans by the architect Robert Reamer, the Old Faithful Inn is "
                "one of the largest log buildings in the world. Its lobby rises about 23 m around "
                "a huge stone fireplace, and most rooms look out on the geyser basin. Book now | "
                "Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "mauna kea vs mauna loa which is higher",
        "Mauna Kea, 4,207 m, against 4,169 m for Mauna Loa",
        [
            S(
                "Home > Travel > Hawaii > Big Island | Mauna Kea summit guide | The summit of "
                "Mauna Kea stands 4,207 m above sea level, and measured from its base on the ocean "
                "floor the mountain is more than 10,000 m tall, taller than Everest. A dormant "
                "volcano, it last erupted about 4,500 years ago, and its dry, clear air draws a "
                "dozen telescopes. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Volcanoes | Kilauea: Hawaii's busiest volcano | Kilauea, on the "
                "south-east flank of its larger neighbour, erupted almost without a break from "
                "1983 to 2018. In 2018 lava from its lower east rift destroyed more than 700 homes "
                "in Leilani Estates, and the floor of the summit crater sank by about 500 m. It "
                "stands 1,247 m high. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Volcanoes | Mauna Loa: the biggest volcano on Earth | Mauna Loa "
                "rises to 4,169 m above sea level, and by volume, about 75,000 cubic km, it is the "
                "largest active volcano on the planet. It has erupted 34 times since 1843, most "
                "recently from 27 November to 10 December 2022, when lava crept to within a few km "
                "of the main cross-island road. Share this"
            ),
            D(
                "Home > Travel > Hawaii > Maui | Haleakala at sunrise | Haleakala, the volcano "
                "that makes up three quarters of Maui, rises to 3,055 m, and visitors must book a "
                "permit to drive up and watch the sunrise from its summit. The crater below, about "
                "11 km long, is dotted with cinder cones and the rare silversword plant. Share "
                "this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which countries does the Senegal River flow through?",
        (
            "Guinea (where its headwater, the Bafing, rises), Mali, and along the border of "
            "Senegal and Mauritania"
        ),
        [
            D(
                "Home > Geography > Africa > Rivers | The Gambia River | The Gambia River rises in "
                "the Fouta Djallon highlands of Guinea, crosses eastern Senegal and then runs the "
                "whole length of The Gambia, a country little wider than its two banks, to the "
                "Atlantic at Banjul. It is about 1,120 km long and ocean ships can sail up it for "
                "some 240 km. Share this | Cookie policy"
            ),
            S(
                "Home > Geography > Africa > Rivers | The Senegal River | The Senegal River is "
                "formed at Bafoulabe in Mali by the Bafing, which rises in the Fouta Djallon "
                "highlands of Guinea, and the Bakoy. It flows west and north-west for about 1,800 "
                "km counting the Bafing, forms the border between Senegal and Mauritania, and "
                "reaches the Atlantic at Saint-Louis. Share this"
            ),
            D(
                "Home > Geography > Africa > Rivers | The Niger River | The Niger rises in Guinea "
                "only about 250 km from the Atlantic but flows inland, north-east through Mali to "
                "Timbuktu, then south-east through Niger, along the border of Benin and across "
                "Nigeria to its delta. At about 4,180 km it is the third-longest river in Africa. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Senegal | Saint-Louis: the old colonial capital | Saint-Louis, on "
                "an island near the mouth of the river, was founded by the French in 1659 and was "
                "the capital of Senegal until 1957. Its iron Faidherbe Bridge, 507 m long, opened "
                "in 1897, and the old town became a World Heritage Site in 2000. Share this | 4 "
                "min read | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a tombolo form?",
        (
            "waves bend around an island and meet in its sheltered lee, where they drop sand "
            "carried by longshore drift until a bar joins the island to the mainland"
        ),
        [
            D(
                "Home > Science > Coasts | How spits grow | A spit is a ridge of sand or shingle "
                "joined to the land at one end and ending in open water, built where longshore "
                "drift carries sediment past a bend in the coast. Orford Ness in Suffolk, about 16 "
                "km long, has pushed the mouth of the River Alde far to the south over the "
                "centuries. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Coasts | What is a tombolo? | A tombolo is a bar of sand or "
                "shingle that joins an island to the mainland. It forms when waves bend around the "
                "island and meet in its sheltered lee, where they slow down and drop the sediment "
                "carried by longshore drift, until the deposit grows into a ridge. St Ninian's "
                "Isle in Shetland has one. Share this"
            ),
            D(
                "Home > Travel > Italy > Tuscany | Monte Argentario | Monte Argentario, once an "
                "island off the Tuscan coast, is now tied to the mainland by two long sandbars, "
                "the Giannella and the Feniglia, which enclose the Orbetello lagoon. A third link, "
                "a causeway built in 1842, carries the road to the town of Orbetello. Its two "
                "harbours are Porto Santo Stefano and Porto Ercole. Share this | Hotels nearby | "
                "Cookie policy"
            ),
            D(
                "Home > Science > Coasts | How sea stacks form | Waves attack cracks in a "
                "headland, hollowing them into caves; caves on either side meet to form an arch, "
                "and when the arch collapses a pillar is left standing alone. The Old Man of Hoy "
                "in Orkney, 137 m tall, was first climbed in 1966 by Chris Bonington, Rusty "
                "Baillie and Tom Patey. Share this"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why are cane toads a problem in Australia?",
        (
            "they are poisonous: toxin from glands behind the head kills native predators that eat "
            "them, and they have spread across the north"
        ),
        [
            D(
                "Home > Nature > Invasive species | Rabbits in Australia | Thomas Austin released "
                "24 wild rabbits on his estate near Geelong in 1859 for sport. Within decades "
                "there were hundreds of millions; a fence 3,256 km long was finished across "
                "Western Australia in 1907, and the myxoma virus, released in 1950, killed most of "
                "them. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Invasive species | Cane toads in Australia | About 100 cane toads "
                "were brought from Hawaii to Queensland in 1935 to eat beetles in sugar cane; they "
                "did not control the beetles and have spread west into Western Australia. The "
                "trouble is their poison: glands behind the head hold a toxin that kills quolls, "
                "goannas and snakes that eat them. Share this"
            ),
            D(
                "Home > Nature > Amphibians | Cane toad facts | The cane toad, Rhinella marina, is "
                "native to Central and South America from southern Texas to the Amazon. Females "
                "can lay up to 30,000 eggs at a time in long strings of jelly, and the largest "
                "toads reach 24 cm and over a kilogram; they eat almost anything they can swallow. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Amphibians | The chytrid fungus | A fungus, Batrachochytrium "
                "dendrobatidis, that attacks the skin through which frogs breathe has killed "
                "amphibians on every continent where they live. In Australia it was behind the "
                "loss of the two gastric-brooding frogs, last seen in the wild in the 1980s. Share "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Easter Island part of Chile?",
        "Yes: Chile annexed it in 1888, and it is a special territory in the Valparaiso Region",
        [
            D(
                "Home > Travel > South America > Ecuador | The Galapagos Islands | The Galapagos, "
                "about 1,000 km off the coast of Ecuador, were claimed by Ecuador in 1832 and now "
                "form one of its provinces. About 30,000 people live there, most on Santa Cruz and "
                "San Cristobal, and visitors pay a park entry fee of 200 dollars on arrival. Its "
                "capital is Puerto Baquerizo Moreno. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > South America > Chile | Easter Island (Rapa Nui) | Easter Island, "
                "about 3,500 km off the coast, has belonged to Chile since it was annexed in 1888 "
                "and is a special territory within the Valparaiso Region. About 7,700 people live "
                "there, most in Hanga Roa, and flights from Santiago take about five and a half "
                "hours. Share this | Cookie policy"
            ),
            D(
                "Home > Culture > Pacific | The moai of Rapa Nui | Nearly 900 moai were carved "
                "from volcanic tuff at the quarry of Rano Raraku between about 1250 and 1500. The "
                "average statue is about 4 m tall, the tallest ever raised, Paro, stood nearly 10 "
                "m, and hundreds were left unfinished in the quarry. Share this | 6 min read | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Pacific | The Pitcairn Islands | The Pitcairn Islands are "
                "Britain's last overseas territory in the Pacific. Pitcairn itself was settled in "
                "1790 by mutineers from HMS Bounty and their Tahitian companions, and fewer than "
                "50 people, most descended from them, now live in its one village, Adamstown. "
                "Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the only country completely surrounded by South Africa?",
        "Maseru, the capital of Lesotho",
        [
            S(
                "Home > Geography > Borders | Countries inside countries | Only three countries "
                "are wholly surrounded by a single other country: San Marino and Vatican City, "
                "both inside Italy, and Lesotho, a mountain kingdom of about 2.3 million people "
                "entirely encircled by South Africa. Lesotho is by far the largest, at about "
                "30,000 km2. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa > Eswatini | Eswatini: almost surrounded | Eswatini, "
                "called Swaziland until 2018, is bordered by South Africa on three sides and by "
                "Mozambique to the east. Its royal and legislative capital is Lobamba, while the "
                "government sits in Mbabane, in the hills of the north-west. Its king, Mswati III, "
                "has reigned since 1986. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Africa > Lesotho | Maseru, Lesotho's capital | Maseru, the "
                "capital and largest city of Lesotho, lies on the Caledon River at the main border "
                "crossing into South Africa's Free State. It began as a police camp in 1869, when "
                "Basutoland came under British rule, and grew fast after independence in 1966. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa > South Africa | One country, three capitals | South "
                "Africa splits its capital three ways: Pretoria for the government, Cape Town for "
                "Parliament and Bloemfontein for the Supreme Court of Appeal, a compromise struck "
                "when the Union of South Africa was formed in 1910. Share this | Cookie policy"
            ),
            D(
                "Home > Geography > Africa | Lesotho: the kingdom in the sky | Lesotho is the only "
                "independent country that lies wholly above 1,000 m; even its lowest point, where "
                "the Senqu River leaves it, is about 1,400 m up, the highest low point of any "
                "country. Thabana Ntlenyana, 3,482 m, is the tallest peak in southern Africa. "
                "Share this"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "Which gland produces melatonin?",
        "the pineal gland, deep in the brain",
        [
            D(
                "Q: What does the pituitary gland do? A: The pituitary, a pea-sized gland hanging "
                "below the hypothalamus at the base of the brain, is called the master gland "
                "because its hormones steer the thyroid, the adrenal glands, the ovaries and the "
                "testes. It also makes growth hormone and prolactin, and its rear lobe releases "
                "oxytocin."
            ),
            S(
                "Q: Where in the body is melatonin made? A: Mainly in the pineal gland, a gland "
                "the shape of a pine cone and the size of a grain of rice deep in the centre of "
                "the brain. It releases the hormone into the blood as darkness falls, on signals "
                "that reach it from the eyes through the hypothalamus, and bright light at night "
                "holds it back."
            ),
            D(
                "Q: Which hormone wakes you up in the morning? A: Cortisol, made by the adrenal "
                "glands that sit on top of the kidneys, rises sharply in the first 30 to 45 "
                "minutes after waking and falls through the day to its lowest around midnight. "
                "Long-term stress can keep it high, which disturbs sleep and raises blood pressure "
                "and blood sugar."
            ),
            D(
                "Melatonin supplements: fact sheet\n"
                "- Used for: jet lag and trouble falling asleep, mostly in short courses\n"
                "- UK and most of the EU: prescription only\n"
                "- United States: sold over the counter as a dietary supplement since the 1990s\n"
                "- Typical dose: 0.5 to 5 mg an hour before bed\n"
                "- Side effects: headache, dizziness, daytime sleepiness"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "who discovered buckyballs",
        "Harold Kroto, Robert Curl and Richard Smalley, at Rice University in 1985",
        [
            D(
                "Q: Who discovered carbon nanotubes? A: Sumio Iijima of the Japanese company NEC "
                "is usually credited, after electron microscope pictures of multi-walled tubes "
                "that he published in Nature in 1991. The Soviet scientists Radushkevich and "
                "Lukyanovich, however, had printed images of hollow carbon fibres 50 nm across as "
                "early as 1952."
            ),
            S(
                "Q: Who discovered buckyballs? A: Harold Kroto of the University of Sussex and "
                "Robert Curl and Richard Smalley of Rice University in Houston, in September 1985, "
                "when they blasted graphite with a laser and found molecules of sixty carbon "
                "atoms. They named C60 buckminsterfullerene and shared the 1996 Nobel Prize in "
                "Chemistry for it."
            ),
            D(
                "Buckminster Fuller: fact sheet\n"
                "- Born: 12 July 1895, Milton, Massachusetts\n"
                "- Known for: the geodesic dome, patented in 1954, and the Dymaxion house and car\n"
                "- Best-known dome: the United States pavilion at Expo 67 in Montreal, 76 m "
                "across\n"
                "- Also coined: the phrase Spaceship Earth\n"
                "- Died: 1 July 1983, Los Angeles"
            ),
            D(
                "Q: Are fullerenes found in nature? A: Yes, in small amounts. They form in candle "
                "soot and have been reported in rocks struck by lightning, and in space: in 2010 "
                "the Spitzer Space Telescope picked out the infrared signature of C60 and C70 in a "
                "planetary nebula, and in 2019 Hubble observations confirmed charged C60 between "
                "the stars."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is heavier, a snowy owl or a great horned owl?",
        "the snowy owl (about 1.5 to 3 kg, against about 0.9 to 2.5 kg)",
        [
            S(
                "Snowy owl: fact sheet\n"
                "- Range: the Arctic tundra of North America and Eurasia, wintering south to the "
                "Great Plains\n"
                "- Weight: about 1.5 to 3 kg, females heavier than males\n"
                "- Wingspan: about 1.3 to 1.5 m\n"
                "- Food: chiefly lemmings, up to 1,600 a year\n"
                "- Habit: hunts by day in the Arctic summer"
            ),
            D(
                "Eurasian eagle-owl: fact sheet\n"
                "- Range: Europe and Asia, from Spain and Scandinavia to the Pacific, and parts of "
                "the Middle East\n"
                "- Weight: up to about 4.2 kg in large females\n"
                "- Wingspan: up to about 1.9 m\n"
                "- Prey: from voles to hares, foxes, herons and buzzards"
            ),
            S(
                "Great horned owl: fact sheet\n"
                "- Range: from the tree line of Alaska and Canada south to Argentina\n"
                "- Weight: about 0.9 to 2.5 kg\n"
                "- Wingspan: about 0.9 to 1.5 m\n"
                "- Food: anything from mice and hares to skunks and other owls\n"
                "- Name: from its ear tufts, which are feathers, not ears"
            ),
            D(
                "Q: Why are snowy owls white? A: Mostly for camouflage on snow and ice. Adult "
                "males are almost pure white, while females and young birds are barred with dark "
                "brown, which hides them on the nest in the patchy summer tundra. The thick "
                "feathers, which cover even the toes, also keep them warm at minus 40 degrees."
            ),
            D(
                "Q: Can owls turn their heads all the way round? A: No, but close: an owl can turn "
                "its head about 270 degrees. It has 14 neck vertebrae, twice as many as a human, "
                "and blood vessels with reservoirs that keep blood flowing to the brain while the "
                "neck is twisted. It needs to, because its eyes are fixed in their sockets."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of myopia?",
        "blurred vision of distant things, squinting, eye strain and headaches",
        [
            D(
                "Hyperopia (long-sightedness): fact sheet\n"
                "- What it is: the eye focuses light behind the retina, usually because the "
                "eyeball is too short\n"
                "- Symptoms: blurred vision close up, trouble reading, aching eyes, headaches "
                "after close work\n"
                "- Children: often grow out of mild cases\n"
                "- Correction: glasses with convex lenses"
            ),
            S(
                "Myopia (short-sightedness): fact sheet\n"
                "- What it is: the eye focuses light in front of the retina, usually because the "
                "eyeball is too long\n"
                "- Symptoms: blurred distance vision such as road signs or a board, squinting, eye "
                "strain and headaches\n"
                "- Usual onset: between 6 and 14\n"
                "- Correction: glasses, contact lenses or laser surgery"
            ),
            D(
                "Q: Why is myopia becoming more common? A: In some East Asian cities 80 to 90 per "
                "cent of young people now leaving school are short-sighted, against about a third "
                "of adults in Britain. Studies tie the rise to more close work and less time "
                "outdoors in daylight, and schools in Taiwan have cut it by sending children out "
                "for two hours a day."
            ),
            D(
                "Presbyopia: fact sheet\n"
                "- What it is: the lens of the eye stiffens with age and can no longer focus up "
                "close\n"
                "- Starts: usually in the early to mid 40s, in everyone\n"
                "- Signs: holding menus and phones at arm's length, needing brighter light to "
                "read\n"
                "- Correction: reading glasses, bifocals or varifocals"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does the photoelectric effect work?",
        (
            "light hitting a metal gives each photon's energy to a single electron, which escapes "
            "only if the light's frequency is above a threshold for that metal"
        ),
        [
            D(
                "Q: How does a solar cell make electricity? A: It is a thin sandwich of two kinds "
                "of silicon whose junction holds an electric field. Light frees electrons in the "
                "silicon, and the field sweeps them one way and the gaps they leave the other, "
                "giving about 0.6 V per cell. Bell Labs built the first practical silicon cell in "
                "1954."
            ),
            S(
                "Q: How does the photoelectric effect work? A: When light falls on a metal, each "
                "photon can give all its energy to a single electron. If the light's frequency is "
                "above a threshold that depends on the metal, electrons escape; below it none do, "
                "however bright the light. Einstein explained this in 1905, and it won him the "
                "1921 Nobel Prize."
            ),
            D(
                "Photoelectric effect: fact sheet\n"
                "- First noticed: Heinrich Hertz, 1887, when sparks jumped more easily under "
                "ultraviolet light\n"
                "- Measured: Philipp Lenard, 1902, who won the 1905 Nobel Prize for work on "
                "cathode rays\n"
                "- Tested: Robert Millikan, 1914 to 1916, who set out to disprove the theory\n"
                "- Used in: photomultiplier tubes"
            ),
            D(
                "Q: What is the Compton effect? A: When an X-ray photon strikes a loosely bound "
                "electron, it bounces off at an angle and loses some energy, so its wavelength "
                "gets longer. Arthur Compton measured this at Washington University in St Louis in "
                "1923, showing that light carries momentum, and shared the 1927 Nobel Prize in "
                "Physics."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why can pronghorns run so fast?",
        (
            "they probably evolved their speed to escape predators such as the American cheetah "
            "that died out about 12,000 years ago"
        ),
        [
            D(
                "Pronghorn: fact sheet\n"
                "- Scientific name: Antilocapra americana, not a true antelope but the last of its "
                "own family\n"
                "- Horns: the outer sheath is shed and regrown every year\n"
                "- Range: grasslands and sagebrush of the western United States, Canada and "
                "Mexico\n"
                "- Migration: up to about 240 km each way in western Wyoming"
            ),
            S(
                "Q: Why can pronghorns run so fast? A: The pronghorn of the North American plains "
                "reaches about 88 km/h, far faster than any predator there today. Biologists think "
                "it evolved that speed to escape the American cheetah and other fast hunters that "
                "died out about 12,000 years ago; a large heart, lungs and windpipe keep it going "
                "for kilometres."
            ),
            D(
                "Q: Why can cheetahs run so fast? A: A cheetah's long legs, light build and very "
                "flexible spine let it cover about 7 m in a stride, and its claws grip like "
                "running spikes. It can reach about 100 km/h in a few seconds, but it overheats "
                "and must give up a chase after about 300 m, so it stalks close before it sprints. "
                "Its tail works as a rudder in sharp turns."
            ),
            D(
                "Q: Why do springboks pronk? A: A springbok that spots a predator may leap up to 2 "
                "m into the air again and again with stiff legs and an arched back, flashing a "
                "crest of white hair along its rump. The display is thought to show a cheetah or "
                "wild dog that the animal is fit and not worth chasing."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is graphene stronger than steel",
        (
            "Yes: measured in 2008 as the strongest material tested, about 200 times stronger than "
            "steel of the same thickness"
        ),
        [
            D(
                "Graphene: fact sheet\n"
                "- Structure: a single layer of carbon atoms in a honeycomb lattice\n"
                "- First isolated: 2004, at the University of Manchester, with sticky tape\n"
                "- Discoverers: Andre Geim and Konstantin Novoselov, Nobel Prize in Physics 2010\n"
                "- Also: conducts heat and electricity very well"
            ),
            S(
                "Q: Is graphene stronger than steel? A: Yes, by far. Tests at Columbia University "
                "in 2008, which pressed a diamond tip into flakes of it, found it the strongest "
                "material ever measured, about 200 times stronger than steel of the same "
                "thickness. A sheet as thin as cling film could hold up an elephant balanced on a "
                "pencil."
            ),
            D(
                "Q: Is spider silk stronger than steel? A: Weight for weight, yes: the dragline "
                "silk that a spider hangs from is several times stronger than a steel wire of the "
                "same weight, and much tougher. The silk of Darwin's bark spider of Madagascar, "
                "which spans rivers up to 25 m wide, is the toughest biological material known."
            ),
            D(
                "Q: Is carbon fibre stronger than steel? A: For its weight, yes. Carbon fibre "
                "composites are several times stronger and stiffer than steel of the same mass, "
                "which is why they are used in racing cars, bicycles and aircraft: about half of a "
                "Boeing 787 by weight is composite. They are brittle, though, costly to make and "
                "hard to recycle."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the capital of the country where Sigiriya is?",
        (
            "Sri Jayawardenepura Kotte, Sri Lanka's official capital (Colombo is the commercial "
            "capital)"
        ),
        [
            S(
                "Sigiriya: fact sheet\n"
                "- What: a fortress and palace on top of a granite rock about 180 m high\n"
                "- Where: Matale District, Central Province, Sri Lanka\n"
                "- Built: by King Kashyapa I in the late fifth century AD\n"
                "- Famous for: the giant paws of the Lion Gate and frescoes of women\n"
                "- World Heritage Site since 1982"
            ),
            D(
                "Q: What was the first great capital of Sri Lanka? A: Anuradhapura, in the dry "
                "north-central plains, was the seat of Sinhalese kings for about 1,400 years, from "
                "the fourth century BC until it was sacked by invaders from South India in 993. "
                "The capital then moved to Polonnaruwa, about 100 km to the south-east."
            ),
            S(
                "Q: What is the capital of Sri Lanka? A: The official capital is Sri "
                "Jayawardenepura Kotte, on the south-eastern edge of Colombo, where the Parliament "
                "has sat since 1982. Colombo, the largest city and main port, is the commercial "
                "capital and still holds the President's office and most embassies."
            ),
            D(
                "Kandy: fact sheet\n"
                "- Status: the last royal capital, taken by the British in 1815\n"
                "- Famous for: the Temple of the Tooth, said to hold a tooth of the Buddha\n"
                "- Festival: the Esala Perahera procession of elephants, July or August\n"
                "- Height: about 500 m, in the central hills\n"
                "- World Heritage Site since 1988"
            ),
            D(
                "Dambulla cave temple: fact sheet\n"
                "- What: five cave shrines under an overhanging rock, with over 150 statues of the "
                "Buddha\n"
                "- Where: Central Province, about 20 km from a famous rock fortress\n"
                "- Paintings: cover about 2,100 square metres of walls and ceilings\n"
                "- World Heritage Site since 1991"
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What does the cochlea do?",
        (
            "it turns sound vibrations into nerve signals that go to the brain, so it is the organ "
            "of hearing"
        ),
        [
            D(
                "Three fluid-filled loops set at right angles to each other in the inner ear, the "
                "semicircular canals, sense the turning of the head: as it rotates, the fluid lags "
                "behind and bends tufts of hair cells. After a fast spin the fluid keeps moving "
                "for a while, which is why the room seems to go on turning when a child stops."
            ),
            S(
                "Coiled two and a half times like a snail's shell, the fluid-filled cochlea of the "
                "inner ear is where hearing really happens. Vibrations passed on by the eardrum "
                "and three tiny bones set up waves in its fluid, and rows of hair cells along a "
                "membrane inside change these movements into electrical impulses that the auditory "
                "nerve carries to the brain."
            ),
            D(
                "The Australian surgeon Graeme Clark fitted his first multi-channel cochlear "
                "implant in Rod Saunders in Melbourne in 1978, after years of work funded partly "
                "by telethons. The device was approved in the United States in 1985 for adults, "
                "and by the early 2020s more than a million people around the world were using one."
            ),
            D(
                "The Eustachian tube, about 3.5 cm long, links the middle ear with the back of the "
                "nose and throat. It opens briefly each time we swallow or yawn so that air "
                "pressure on both sides of the eardrum stays equal, which is why ears pop in a "
                "plane. It is named after the sixteenth-century Italian anatomist Bartolomeo "
                "Eustachi. In small children it is shorter and flatter, so ear infections are "
                "common."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "what do lampreys eat",
        (
            "many adult lampreys are parasites that feed on the blood and body fluids of fish; the "
            "larvae filter food particles from mud"
        ),
        [
            D(
                "Sea lampreys reached the upper Great Lakes through the Welland Canal, which let "
                "them around Niagara Falls, and were found in Lake Erie in 1921. As the lake trout "
                "catch collapsed in the following decades, the United States and Canada set up a "
                "joint commission in 1955, and since 1958 streams have been treated with a "
                "chemical that kills their larvae."
            ),
            S(
                "The sea lamprey and many of its kin live as parasites once grown: they clamp a "
                "round sucker mouth lined with horny teeth onto the side of a trout or salmon, "
                "rasp through the skin with a toothed tongue and drink the fish's blood and body "
                "fluids, helped by a substance that keeps it from clotting. Their larvae sift tiny "
                "particles from the mud of streams."
            ),
            D(
                "Hagfish are jawless, eel-shaped scavengers of the cold sea floor that burrow into "
                "dead and dying fish and eat them from the inside. When grabbed, they release "
                "litres of slime from pores along their sides within a second, choking the gills "
                "of an attacking shark, and then tie themselves in a knot to wipe it off."
            ),
            D(
                "King Henry I of England died in 1135 after a meal of lampreys, against his "
                "doctor's advice, according to the chronicler Henry of Huntingdon. The city of "
                "Gloucester long sent the monarch a lamprey pie at Christmas, and baked one for "
                "Queen Elizabeth II's coronation in 1953 and her Diamond Jubilee in 2012."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, the Pantanal or the Sundarbans?",
        "the Pantanal (about 150,000 to 195,000 km2, against about 10,000 km2)",
        [
            D(
                "The jaguars of the Pantanal are the heaviest of their kind, with big males often "
                "over 100 kg, and they have the strongest bite for their size of any big cat, "
                "strong enough to crack the skull of a caiman. Boat trips from Porto Jofre along "
                "the Cuiaba River and its side channels now show visitors dozens of different "
                "jaguars each year."
            ),
            S(
                "Straddling the Brazilian states of Mato Grosso and Mato Grosso do Sul and "
                "reaching into Bolivia and Paraguay, the Pantanal spreads over some 150,000 to "
                "195,000 square kilometres of seasonally flooded grassland and forest, depending "
                "on where its edges are drawn. In the wet season the Paraguay River and its "
                "tributaries drown up to four-fifths of it."
            ),
            D(
                "The Sudd, in South Sudan, is a vast swamp of papyrus and floating grass through "
                "which the White Nile spreads out and loses about half its water to evaporation. "
                "It covers about 30,000 square kilometres in the dry season and several times that "
                "in the wet, and its floating islands blocked boats on the river for centuries. "
                "Its name is Arabic for barrier."
            ),
            S(
                "Where the Ganges, Brahmaputra and Meghna meet the Bay of Bengal, the Sundarbans, "
                "a maze of tidal channels and mangrove islands shared by Bangladesh and India, "
                "extends over roughly 10,000 square kilometres, among the largest mangrove forests "
                "anywhere. Its name is often read as beautiful forest, after the sundari tree that "
                "grows there."
            ),
            D(
                "The Bengal tigers of the Sundarbans swim between islands, drink brackish water "
                "and have a grim name for attacking people who come in to gather honey or wood. In "
                "the 1980s, since tigers prefer to attack from behind, forest workers in India "
                "wore masks with a face on the back of the head, and attacks on them fell."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "Which islands make up the Azores?",
        (
            "nine: Sao Miguel, Santa Maria, Terceira, Graciosa, Sao Jorge, Pico, Faial, Flores and "
            "Corvo"
        ),
        [
            D(
                "Portugal's other Atlantic region, about 1,000 km south-west of Lisbon, is the "
                "Madeira archipelago: the main island of Madeira and Porto Santo, with its long "
                "golden beach, are inhabited, while the Desertas and the Savage Islands are nature "
                "reserves. Funchal, the capital, gives its name to the fortified wine shipped from "
                "its harbour."
            ),
            S(
                "Some 1,400 km west of Lisbon, the Azores are nine volcanic islands in three "
                "groups: Sao Miguel and Santa Maria in the east; Terceira, Graciosa, Sao Jorge, "
                "Pico and Faial in the middle; and Flores and Corvo in the west, which sit on the "
                "North American plate. Ponta Delgada, on Sao Miguel, is the largest town of this "
                "Portuguese archipelago."
            ),
            D(
                "The seven main Canary Islands of Spain lie off the coast of Morocco: Tenerife, "
                "Gran Canaria, Lanzarote, Fuerteventura, La Palma, La Gomera and El Hierro. Mount "
                "Teide on Tenerife, 3,715 m, is the highest point of Spain, and a 2021 eruption on "
                "La Palma buried more than 1,600 buildings under lava."
            ),
            D(
                "The Azores High is a large area of high air pressure over the subtropical North "
                "Atlantic. In summer it swells north-east and brings long dry spells to Portugal, "
                "Spain and sometimes Britain, and the difference in pressure between it and the "
                "Icelandic Low, the North Atlantic Oscillation, steers the storms that cross to "
                "Europe in winter. Its counterpart in the Pacific is the Hawaiian High."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do howler monkeys make their calls so loud?",
        (
            "an enlarged, hollow hyoid bone in the throat works as a resonating chamber that "
            "amplifies the sound"
        ),
        [
            D(
                "Siamangs, the largest gibbons, of the forests of Sumatra and the Malay Peninsula, "
                "have a throat sac that they blow up to the size of their head. A mated pair sings "
                "long duets most mornings, the sac deepening and boosting their booms and barks, "
                "and the song can be heard several kilometres away across the canopy. Siamangs "
                "weigh about 10 to 12 kg."
            ),
            S(
                "The roars of howlers, which can carry for up to 5 km through the forests of "
                "Central and South America, owe their power to a greatly enlarged, hollow hyoid "
                "bone in the throat. This bony cup under the jaw acts as a resonator, magnifying "
                "the sound, and males, whose hyoids are biggest, call at dawn to tell neighbouring "
                "troops where they are."
            ),
            D(
                "Howler monkeys live mostly on leaves, a diet poor in energy, and may spend up to "
                "three quarters of the day resting high in the canopy while they digest it. Unlike "
                "most monkeys of the Americas, both sexes see in full colour, which helps them "
                "pick out tender young red leaves among the old ones."
            ),
            D(
                "The low moans of blue and fin whales are the loudest sounds made by any animal, "
                "reaching about 188 decibels underwater, and at frequencies too low for human ears "
                "they can travel hundreds of kilometres. Navy listening stations built in the Cold "
                "War to track submarines first recorded many of them."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do water droplets dance on a hot pan",
        (
            "above about 200 C the bottom of each drop turns to steam at once, and the vapour "
            "layer lifts and insulates it (the Leidenfrost effect)"
        ),
        [
            D(
                "If a pan is only a little hotter than boiling point, drops of water spread out on "
                "the metal and hiss away within a few seconds, because heat flows straight into "
                "them and bubbles of steam form at tiny pits in the surface. Engineers call this "
                "nucleate boiling, and it is the kind that goes on around a kettle's element."
            ),
            S(
                "Flick water onto a skillet far hotter than boiling, above about 200 C, and the "
                "beads skate about for a minute instead of fizzing away. The underside of each "
                "turns to steam at once, and that thin cushion of vapour holds the rest above the "
                "metal and shields it from the heat, an effect Johann Gottlob Leidenfrost "
                "described in 1756."
            ),
            D(
                "Non-stick pans are coated with PTFE, a plastic found by accident by Roy Plunkett "
                "at DuPont in 1938 and sold as Teflon. Water and oil bead up on it because almost "
                "nothing sticks to the coating, and makers warn against heating an empty pan above "
                "about 260 C, when the coating starts to break down."
            ),
            D(
                "Water heated in a microwave in a clean, smooth cup can go a few degrees past "
                "boiling without bubbling, because there are no scratches or specks for steam "
                "bubbles to form on. Dropping in a spoon or a teabag can then set off a sudden, "
                "violent boil, and safety agencies advise letting the cup stand for a moment."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Are tumbleweeds native to North America?",
        (
            "No: the commonest, Russian thistle, came from the steppes of Russia and Ukraine in "
            "the 1870s"
        ),
        [
            D(
                "Big sagebrush, the grey-green shrub that covers much of the Great Basin, is a "
                "true native of the American West, and it scents the air after rain. Sage grouse "
                "depend on it for food and shelter all year, and it is the state flower of Nevada; "
                "its bitter leaves were burned by many Native American peoples in ceremonies."
            ),
            S(
                "The rolling bush that stands for the Wild West in films is an immigrant. Russian "
                "thistle, commonest of the plants that snap off at the base and roll in the wind "
                "scattering seed, came from the steppes of Russia and Ukraine, probably in flax "
                "seed sown in South Dakota in the 1870s, and within twenty years it had spread "
                "across the plains."
            ),
            D(
                "The resurrection plant of the Chihuahuan Desert, Selaginella lepidophylla, curls "
                "into a tight brown ball in drought and can survive for years almost without "
                "water, unrolling its green fronds within hours of rain. Sold as a curiosity, it "
                "is sometimes called rose of Jericho, a name also given to a desert plant of the "
                "Middle East. It is a spikemoss, not a true moss."
            ),
            D(
                "In dry, windy springs, drifts of tumbleweeds can bury whole houses. In 2014 "
                "people in Clovis, New Mexico, woke to find homes buried to the roof after a "
                "storm, and in 2019 stretches of a highway in Washington state were closed while "
                "snowploughs cleared tumbleweed banks up to 9 m high that had trapped several cars."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country where the Rock Islands are?",
        "Ngerulmud, Palau's seat of government since 2006",
        [
            S(
                "The Chelbacheb, known to divers as the Rock Islands, are several hundred small "
                "limestone islets capped with jungle, many undercut at the waterline into mushroom "
                "shapes, scattered across the southern lagoon of the Republic of Palau in the "
                "western Pacific. The lagoon, with its marine lakes, became a World Heritage Site "
                "in 2012."
            ),
            D(
                "Jellyfish Lake, on one of the limestone islets, holds millions of golden "
                "jellyfish that swim across it each day following the sun, and whose sting is too "
                "weak to be felt. After a drought in 2016 their number crashed and the lake was "
                "closed to swimmers, until the jellyfish had recovered enough for it to reopen in "
                "2019."
            ),
            S(
                "In October 2006 Palau moved its seat of government from the crowded town of Koror "
                "to Ngerulmud, a purpose-built hilltop complex of white neoclassical buildings in "
                "Melekeok State on Babeldaob, the country's largest island. With only a few "
                "hundred people living around it, the new seat is among the least populous "
                "national capitals anywhere."
            ),
            D(
                "Yap, in the Federated States of Micronesia, is known for its rai stones, great "
                "discs of limestone up to 3.6 m across that were quarried on islands some 400 km "
                "away and carried home by canoe to be used as money. The federation's own seat of "
                "government is Palikir, on the island of Pohnpei, chosen in 1989."
            ),
            D(
                "Koror, on the island of the same name, is the biggest town of Palau, home to "
                "about half of its 18,000 people. The bridge that joined it to Babeldaob collapsed "
                "in September 1996, three months after repairs, cutting off water and power to the "
                "town, and a new bridge paid for by Japan was opened in 2002. Before 1945 it was "
                "the centre of Japan's South Seas Mandate."
            ),
        ],
        drop=1,
    ),
]
