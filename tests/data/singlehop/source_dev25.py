"""The twenty-seventh single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev24.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, biology, astronomy, earth science, medicine), animals
and plants, and geography; a quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v21, the batch measures how far the evaluator's tuning carries to
questions it was not written against (the evaluator may be tuned meanwhile on the earlier
batches, never on this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 347 characters and distractors 338; the longest passage is a
support in 9 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Which country is completely surrounded by South Africa?",
        "Lesotho, an enclave of about 30,000 square kilometres with its capital at Maseru",
        [
            D(
                "Eswatini: Eswatini, called Swaziland until 2018, is a small landlocked kingdom of "
                "about 17,400 square kilometres in southern Africa. South Africa borders it on the "
                "north, west and south, while Mozambique lies along its eastern side, and King "
                "Mswati III has ruled it as an absolute monarch since 1986 from Lobamba and "
                "Mbabane."
            ),
            S(
                "Lesotho: Lesotho is a mountain kingdom of about 30,000 square kilometres that "
                "lies wholly within South Africa, one of only three states on Earth entirely "
                "surrounded by another country. It won independence from Britain on 4 October "
                "1966, its capital is Maseru, and its lowest point, 1,400 metres above sea level, "
                "is the highest of any country."
            ),
            D(
                "San Marino: San Marino is a republic of 61 square kilometres on the slopes of "
                "Monte Titano, wholly enclosed by Italy between the regions of Emilia-Romagna and "
                "Marche. By tradition it was founded in 301 by a stonemason named Marinus, and it "
                "claims to be the oldest surviving republic, governed by two captains regent "
                "chosen every six months."
            ),
            D(
                "South Africa: South Africa has nine provinces and three capital cities: Pretoria, "
                "seat of the executive, Cape Town, where Parliament sits, and Bloemfontein, home "
                "of the Supreme Court of Appeal. Its 2,798 km coastline runs from the Namibian "
                "border on the Atlantic round Cape Agulhas to Mozambique on the Indian Ocean."
            ),
            D(
                "Vatican City: Vatican City, an enclave of just 0.44 square kilometres inside the "
                "city of Rome, is the smallest sovereign state in the world. It became independent "
                "under the Lateran Treaty, signed by Pope Pius XI's envoy and Benito Mussolini on "
                "11 February 1929, and about 800 people live there, most of them clergy and Swiss "
                "Guards."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "table mountain height",
        "1,085 metres, at Maclear's Beacon",
        [
            D(
                "Lion's Head: Lion's Head is a sharp granite and sandstone peak 669 metres high "
                "between Table Mountain and Signal Hill in Cape Town. A path spirals round it to "
                "the top, and on full-moon evenings hundreds of hikers climb it to watch the sun "
                "set over the Atlantic, using chains and ladders on the last steep sections."
            ),
            S(
                "Table Mountain: Table Mountain is the flat-topped sandstone massif that towers "
                "over Cape Town. Its highest point, Maclear's Beacon at the eastern end of the "
                "plateau, stands 1,085 metres above sea level, and the level summit runs for about "
                "3 km between Devil's Peak and Lion's Head. Cloud spilling over its edge is called "
                "the tablecloth."
            ),
            D(
                "Table Mountain Aerial Cableway: The cableway up Table Mountain opened on 4 "
                "October 1929 and has carried tens of millions of passengers. Its present "
                "Swiss-built cars, in service since 1997, hold 65 people and rotate a full circle "
                "during the five-minute ride, and the lower station stands on Tafelberg Road, 363 "
                "metres above sea level."
            ),
            D(
                "Devil's Peak: Devil's Peak, 1,000 metres high, forms the eastern end of the "
                "mountain chain above Cape Town. Legend says its clouds are the smoke of a "
                "pipe-smoking contest between a retired pirate, Jan van Hunks, and the devil "
                "himself, and the ruins of a King's Blockhouse built by the British around 1795 "
                "stand on its lower slopes."
            ),
            D(
                "Mount Roraima: Mount Roraima is the highest of the tepuis, the table mountains of "
                "the Guiana Highlands, rising to 2,810 metres where Venezuela, Brazil and Guyana "
                "meet. Its sheer cliffs, some 400 metres high, cut its summit off from the forest "
                "below, and it is said to have inspired Arthur Conan Doyle's novel The Lost World, "
                "published in 1912."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is farther south, Cape Horn or Cape Agulhas?",
        "Cape Horn, at about 56 degrees south against about 35 degrees south for Cape Agulhas",
        [
            S(
                "Cape Horn: Cape Horn is the headland of Hornos Island in the Tierra del Fuego "
                "archipelago of Chile, at about 55 degrees 59 minutes south, the southern limit of "
                "the Americas. Dutch sailors Willem Schouten and Jacob Le Maire first rounded it "
                "in 1616 and named it after the town of Hoorn, and its gales made it the graveyard "
                "of many ships."
            ),
            D(
                "Cape of Good Hope: The Cape of Good Hope, at the tip of the Cape Peninsula south "
                "of Cape Town, lies at about 34 degrees 21 minutes south. The Portuguese navigator "
                "Bartolomeu Dias rounded it in 1488 and called it the Cape of Storms, and King "
                "John II renamed it, although it is neither the southern tip of Africa nor where "
                "two oceans meet."
            ),
            S(
                "Cape Agulhas: Cape Agulhas, a low rocky point in the Western Cape, is the "
                "southernmost tip of the African continent, at about 34 degrees 50 minutes south. "
                "By the International Hydrographic Organization's definition the Atlantic and "
                "Indian Oceans meet here, and a lighthouse built in 1848 guards its shallow, "
                "wreck-strewn waters."
            ),
            D(
                "Cape York: Cape York, at the end of the Cape York Peninsula in Queensland, is the "
                "northernmost point of the Australian mainland, at about 10 degrees 41 minutes "
                "south. James Cook named it in August 1770 after Prince Edward, Duke of York, and "
                "only the 150 km wide Torres Strait separates it from the island of New Guinea."
            ),
            D(
                "Drake Passage: The Drake Passage, about 800 km wide, is the stretch of sea "
                "between Cape Horn and the South Shetland Islands of Antarctica. The Antarctic "
                "Circumpolar Current flows through it unchecked, and its swells often exceed 10 "
                "metres. It is named after Francis Drake, who was blown south into it in 1578 on "
                "his voyage around the world."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Kazakhstan?",
        "Russia, China, Kyrgyzstan, Uzbekistan and Turkmenistan",
        [
            D(
                "Uzbekistan: Uzbekistan is one of only two doubly landlocked countries in the "
                "world, surrounded by states that have no sea coast either. Its neighbours are "
                "Kazakhstan, Kyrgyzstan, Tajikistan, Afghanistan and Turkmenistan, and its "
                "capital, Tashkent, with some 3 million people, is the largest city in Central "
                "Asia."
            ),
            D(
                "Astana: Astana has been the capital of Kazakhstan since December 1997, when the "
                "government moved there from Almaty. Called Akmola, then Astana, then Nur-Sultan "
                "from 2019, it took back the name Astana in 2022. The Bayterek tower, 97 metres "
                "high, and a vast tent-shaped shopping centre by Norman Foster rise above the "
                "steppe."
            ),
            S(
                "Kazakhstan: Kazakhstan, at about 2.72 million square kilometres the largest "
                "landlocked country in the world, has land borders with five countries: Russia to "
                "the north and west, China to the east, and Kyrgyzstan, Uzbekistan and "
                "Turkmenistan to the south. Its frontier with Russia, some 7,600 km long, is one "
                "of the longest continuous land borders on Earth."
            ),
            D(
                "Kyrgyzstan: Kyrgyzstan is a mountainous republic of about 200,000 square "
                "kilometres, more than nine tenths of it over 1,500 metres. It shares borders with "
                "Kazakhstan, China, Tajikistan and Uzbekistan, and Lake Issyk-Kul in the Tian Shan "
                "range, 182 km long, is the second-largest mountain lake in the world and never "
                "freezes over."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do anglerfish attract their prey?",
        "a female dangles a lure, a fleshy tip on a modified spine of its dorsal fin that in "
        "deep-sea species glows with light-making bacteria, and swallows the prey that comes close",
        [
            D(
                "Anglerfish reproduction: In several families of deep-sea anglerfish the males are "
                "tiny and cannot live long on their own. A male finds a female by smell, bites "
                "into her side and fuses with her, their blood vessels joining, until he is little "
                "more than a pair of testes. One female may carry six or more males, and all of "
                "her eggs are then fertilised."
            ),
            S(
                "Anglerfish: Anglerfish hunt by fishing. The first spine of the female's dorsal "
                "fin has moved forward onto the snout as a flexible rod, the illicium, tipped with "
                "a fleshy bait, the esca. In deep-sea species the esca glows with bioluminescent "
                "bacteria, and when a fish or shrimp comes close to the twitching light the angler "
                "gulps it down whole."
            ),
            D(
                "Alligator snapping turtle: The alligator snapping turtle of the south-eastern "
                "United States can weigh over 80 kg. It lies still on the river bed with its jaws "
                "wide open, wriggling a pink, worm-shaped growth on its tongue, and snaps shut on "
                "any fish that swims in. Its bite is strong enough to cut through a broom handle."
            ),
            D(
                "Monkfish: Monkfish is the name fishmongers use for Lophius piscatorius, the "
                "European angler, a bottom-dweller of the north-east Atlantic that grows to 2 "
                "metres. Only the tail is usually sold, its firm white flesh having earned it the "
                "nickname 'poor man's lobster', and its liver is a delicacy in Japan, where it is "
                "called ankimo."
            ),
            D(
                "Gulper eel: The gulper eel, Eurypharynx pelecanoides, lives 500 to 3,000 metres "
                "down in every ocean. Its mouth, loosely hinged and far larger than its thin body, "
                "opens like a pelican's pouch to scoop up shrimp and small fish, and the tip of "
                "its whip-like tail carries a pink light organ whose purpose is still unknown to "
                "science."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do stinging nettles sting?",
        "their leaves and stems are covered in hollow hairs with brittle silica tips that break "
        "off on contact and inject an irritant mix of histamine, acetylcholine, serotonin and "
        "formic acid, a defence against grazing animals",
        [
            D(
                "Sea nettle: The Atlantic sea nettle, Chrysaora quinquecirrha, is a jellyfish of "
                "Chesapeake Bay whose bell grows to 25 cm. Its 24 trailing tentacles are armed "
                "with nematocysts, coiled stinging capsules that fire barbed threads into prey, "
                "and swimmers brushing against them in late summer suffer red, burning welts for "
                "hours."
            ),
            D(
                "Dock leaf: Broad-leaved dock, Rumex obtusifolius, often grows beside nettles on "
                "waste ground, and by an old British custom its leaves are rubbed on a nettle "
                "sting to soothe it. There is little evidence that the sap works; any relief is "
                "probably from the cool, wet leaf and the rubbing, and the charm 'Nettle in, dock "
                "out' appears in Chaucer's poetry of the 1380s."
            ),
            S(
                "Stinging nettle: The stinging nettle, Urtica dioica, is covered in hollow hairs "
                "called trichomes, each a tiny glass-like needle of silica. When brushed, the "
                "brittle tip snaps off and the hair pierces the skin like a syringe, injecting "
                "histamine, acetylcholine, serotonin and formic acid. The stinging rash deters "
                "grazing animals from eating the plant."
            ),
            D(
                "Gympie-gympie: The gympie-gympie, Dendrocnide moroides, is a stinging tree of the "
                "rainforests of Queensland. Contact with its hairy heart-shaped leaves causes pain "
                "that can last for months, caused by a toxin named moroidin and newer peptides "
                "called gympietides, and a surveyor, Cyril Bromley, is said to have shot his horse "
                "after it was stung."
            ),
            D(
                "Nettle soup: Young nettle tops, picked in spring before the plants flower, have "
                "been eaten for centuries and are rich in iron, calcium and vitamin C. Blanching "
                "them in boiling water for a minute destroys their sting, and they are cooked in "
                "soups, in the Cornish cheese Yarg, which is wrapped in nettle leaves, and as a "
                "substitute for spinach."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a coconut a nut",
        "no: botanically a coconut is a fibrous drupe, a stone fruit, not a true nut, though it is "
        "often called one",
        [
            D(
                "Hazelnut: The hazelnut, the fruit of the hazel, Corylus avellana, is a true nut "
                "in the botanical sense: a dry fruit with a hard shell that does not split open, "
                "holding a single seed. Turkey grows about two thirds of the world's hazelnuts on "
                "the Black Sea coast, and most of them go into chocolate spreads and pralines."
            ),
            S(
                "Coconut: Despite its name, the coconut is not a true nut to a botanist but a "
                "fibrous drupe, the same kind of fruit as a peach or plum. Its smooth outer skin, "
                "the exocarp, covers a thick husk of coir, the mesocarp, and the hard shell inside "
                "is the endocarp, or stone, which encloses the seed with its white flesh and "
                "coconut water."
            ),
            D(
                "Brazil nut: The Brazil nut is not a nut to a botanist but a seed. Between ten and "
                "twenty-five of them grow packed inside a woody capsule about the size of a "
                "coconut, which can weigh 2 kg and falls from trees 50 metres tall in the Amazon. "
                "Only large bees can pollinate the flowers, so almost the whole crop is gathered "
                "from wild forest."
            ),
            D(
                "Coconut palm: The coconut palm, Cocos nucifera, grows up to 30 metres tall on "
                "tropical coasts and can yield 75 fruits a year. Its fruits float and stay able to "
                "sprout after months in seawater, which helped the palm spread across the Pacific "
                "and Indian Oceans, and Indonesia, the Philippines and India grow most of the "
                "world's crop."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the man who developed the first licensed polio vaccine born?",
        "New York City (Jonas Salk)",
        [
            S(
                "Salk vaccine: The first polio vaccine to be licensed was the inactivated vaccine "
                "developed by Jonas Salk at the University of Pittsburgh from killed poliovirus. "
                "After a field trial in 1954 involving some 1.8 million American children, it was "
                "announced safe and effective on 12 April 1955 and licensed the same day, and mass "
                "vaccination began."
            ),
            D(
                "Albert Sabin: Albert Sabin, born in 1906 in Bia\u0142ystok, then in the Russian "
                "Empire, developed an oral polio vaccine made from weakened live virus, taken on a "
                "sugar lump. It was tested on millions of children in the Soviet Union in 1959, "
                "licensed in the United States in 1961 and 1962, and largely replaced the injected "
                "vaccine for decades afterwards."
            ),
            S(
                "Jonas Salk: Jonas Edward Salk was born on 28 October 1914 in New York City, the "
                "eldest son of Jewish immigrant parents from Russia. He studied at the City "
                "College of New York and at New York University's medical school, worked on "
                "influenza vaccines with Thomas Francis in Michigan, and moved to Pittsburgh in "
                "1947."
            ),
            D(
                "Salk Institute: The Salk Institute for Biological Studies in La Jolla, "
                "California, opened in 1963 on land given by the city of San Diego. Its concrete "
                "laboratories, designed by Louis Kahn, face each other across a travertine "
                "courtyard cut by a narrow channel of water. Jonas Salk led it until his death in "
                "La Jolla in June 1995."
            ),
            D(
                "Polio: Poliomyelitis is caused by a virus that spreads through contaminated water "
                "and food and can attack the nerves of the spinal cord, paralysing about one "
                "infected person in 200. The United States suffered its worst epidemic in 1952, "
                "with some 57,000 cases, and wild poliovirus now survives only in Pakistan and "
                "Afghanistan."
            ),
        ],
        drop=1,
    ),
    # --- prose --------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who discovered superconductivity?",
        "Heike Kamerlingh Onnes, in Leiden in 1911",
        [
            D(
                "In 1957 the American physicists John Bardeen, Leon Cooper and Robert Schrieffer "
                "published the first successful theory of superconductivity, explaining it by "
                "electrons that pair up through vibrations of the crystal lattice and move without "
                "scattering. The BCS theory, named from their initials, won them the Nobel Prize "
                "in Physics in 1972."
            ),
            D(
                "Walther Meissner and Robert Ochsenfeld found in Berlin in 1933 that a "
                "superconductor cooled below its critical temperature pushes a magnetic field out "
                "of its interior. This Meissner effect is why a small magnet can float above a "
                "cooled superconducting disc, and it showed that superconductors are more than "
                "perfect conductors."
            ),
            S(
                "Working in his laboratory at Leiden, the Dutch physicist Heike Kamerlingh Onnes "
                "discovered superconductivity on 8 April 1911, when the electrical resistance of a "
                "frozen mercury wire vanished at about 4.2 kelvin. He had been the first to "
                "liquefy helium, in 1908, which made such low temperatures possible, and he won "
                "the Nobel Prize in Physics in 1913."
            ),
            D(
                "In 1986 Georg Bednorz and Alex M\u00fcller, working at IBM's laboratory near "
                "Zurich, found superconductivity at about 35 kelvin in a ceramic of lanthanum, "
                "barium, copper and oxygen, far warmer than any before. A year later Paul Chu's "
                "group in Houston reached 93 kelvin with yttrium barium copper oxide, above the "
                "boiling point of liquid nitrogen, 77 kelvin."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many km in a light year",
        "about 9.46 trillion km (9,460,730,472,580.8 km)",
        [
            D(
                "The parsec, the unit most astronomers use for distances between stars, is the "
                "distance at which one astronomical unit would appear one arcsecond across. It "
                "comes to about 3.26 light-years, or some 30.9 trillion kilometres, and the "
                "nearest star beyond the Sun lies 1.3 parsecs away; galaxies are measured in "
                "megaparsecs."
            ),
            S(
                "A light-year is the distance that light, moving through empty space at "
                "299,792.458 km a second, covers in a Julian year of 365.25 days. Multiplied out, "
                "that comes to 9,460,730,472,580.8 kilometres, or roughly 9.46 trillion km, about "
                "63,000 times the distance from the Earth to the Sun. Despite its name it measures "
                "length, not time."
            ),
            D(
                "The astronomical unit, fixed by the International Astronomical Union in 2012 at "
                "exactly 149,597,870.7 kilometres, is roughly the average distance between the "
                "Earth and the Sun. Neptune orbits at about 30 astronomical units, and the Voyager "
                "1 probe, launched in 1977, passed 160 astronomical units from the Sun in 2023."
            ),
            D(
                "Light takes about 1.28 seconds to travel from the Moon to the Earth, a distance "
                "of roughly 384,400 kilometres, so the Moon lies about 1.3 light-seconds away. "
                "Radio signals from Mars take between about 3 and 22 minutes to arrive, depending "
                "on where the two planets are, which is why its rovers cannot be driven in real "
                "time."
            ),
            D(
                "The Milky Way's disc of stars is about 100,000 light-years across, and the Sun, "
                "some 26,000 light-years from the centre, takes about 230 million years to "
                "complete one orbit, a period sometimes called a galactic year. The Andromeda "
                "galaxy, 2.5 million light-years off, is the most distant object most people can "
                "see with the naked eye."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which has the longer pregnancy, a horse or a cow?",
        "a horse, about 11 months (around 340 days) against about 9 months (around 283 days) for a "
        "cow",
        [
            S(
                "A mare carries her foal for about eleven months, on average some 340 days, though "
                "anything from 320 to 370 days can be normal, and ponies and heavy breeds differ a "
                "little. Twins are rare and seldom both survive, so breeders hope for a single "
                "foal, which can usually stand within an hour of birth and suckle within two."
            ),
            D(
                "A jenny, the female donkey, carries her foal for about twelve months, often "
                "between 365 and 375 days, longer than a mare does. A mule, the offspring of a "
                "male donkey and a mare, is almost always sterile because its parents have "
                "different numbers of chromosomes, 62 in the donkey and 64 in the horse, leaving "
                "it with 63 in all."
            ),
            S(
                "A dairy or beef cow is pregnant for about nine months, around 283 days on "
                "average, much like a woman, with bull calves often carried a day or two longer "
                "than heifers. Most cows bear a single calf of 25 to 45 kg, and a dairy cow is "
                "usually bred again about three months after calving so that she gives birth once "
                "a year."
            ),
            D(
                "A ewe is pregnant for about five months, some 147 days, and many breeds commonly "
                "have twins or even triplets. Farmers in Britain usually put the rams in with the "
                "ewes in autumn so that the lambs arrive in spring, when the grass starts growing, "
                "and a scan at about 80 days shows how many lambs each ewe is carrying."
            ),
            D(
                "A sow's pregnancy is famously three months, three weeks and three days, about 114 "
                "days in all, and she gives birth to a litter of ten to fourteen piglets, each "
                "weighing little more than a kilogram. Piglets are usually weaned at three or four "
                "weeks on commercial farms, and a sow can have more than two litters a year."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries does the Ganges flow through?",
        "India and Bangladesh",
        [
            D(
                "The Brahmaputra rises near Mount Kailash in Tibet, where it is called the Yarlung "
                "Tsangpo, and carves one of the world's deepest canyons before turning south into "
                "India. It crosses Arunachal Pradesh and Assam and enters Bangladesh as the "
                "Jamuna, running some 2,900 km from source to its meeting with the Padma."
            ),
            S(
                "The Ganges rises at the Gangotri Glacier in the Indian Himalayas and flows about "
                "2,525 km across the northern plains of India, past Kanpur, Varanasi and Patna. "
                "Below Farakka it crosses into Bangladesh, where it is called the Padma, and after "
                "joining the Jamuna and the Meghna it empties into the Bay of Bengal through a "
                "vast delta."
            ),
            D(
                "The Indus rises on the Tibetan Plateau in China, flows north-west through the "
                "Indian region of Ladakh and turns south through the length of Pakistan to the "
                "Arabian Sea near Karachi, a course of about 3,180 km. Its waters are shared out "
                "under the Indus Waters Treaty, signed by India and Pakistan in 1960."
            ),
            D(
                "The Yamuna, the Ganges' longest tributary, rises at the Yamunotri Glacier and "
                "runs some 1,376 km past Delhi and Agra, where the Taj Mahal stands on its bank. "
                "It meets the Ganges at Prayagraj, at the Triveni Sangam, where the Kumbh Mela "
                "draws tens of millions of pilgrims to bathe every twelve years."
            ),
            D(
                "The Hooghly, a distributary that leaves the Ganges at the Farakka Barrage, runs "
                "about 260 km south through West Bengal to the Bay of Bengal. Kolkata grew up on "
                "its banks as the capital of British India, and the cantilever Howrah Bridge, "
                "opened in 1943, carries some 100,000 vehicles across it each day."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do hermit crabs find new shells?",
        "as they outgrow a shell they look for an empty snail shell, probe its opening and inside "
        "with their claws to judge the size and weight, then slip out and into it, and they may "
        "swap shells down a queue of crabs lined up by size",
        [
            D(
                "The coconut crab, or robber crab, the largest land arthropod, is a hermit crab "
                "that gives up borrowed shells as it grows. Young ones carry snail shells, but "
                "adults harden their own abdomens and can weigh 4 kg, with legs spanning a metre, "
                "and they climb palms to cut down coconuts, living on islands of the Pacific and "
                "Indian Oceans for 60 years or more."
            ),
            S(
                "A hermit crab's soft, curled abdomen must stay in an empty snail shell, and as it "
                "grows it needs a bigger one. When it finds a likely shell it turns it over, "
                "probes the opening and the inside with its claws to judge the size and weight, "
                "then slips quickly from old to new. Crabs may queue by size beside a large shell "
                "and swap down the line."
            ),
            D(
                "Decorator crabs disguise themselves by sticking sponges, seaweed and small "
                "anemones onto hooked bristles on their shells. Each crab picks pieces off the sea "
                "floor with its claws, chews their edges rough and presses them on, and a crab "
                "that moults will often strip the old shell and put the same decorations back on "
                "its new one."
            ),
            D(
                "A true crab grows by moulting. It absorbs some calcium from its old shell, grows "
                "a soft new one beneath, and splits the old shell along a seam at the back to back "
                "out of it. It then swallows water to swell the new shell before it hardens over a "
                "few days, and a young shore crab may moult more than a dozen times in its first "
                "year."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why can armadillos carry leprosy?",
        "their body temperature is low, about 32 to 35 degrees C, which suits the leprosy "
        "bacterium, a germ that grows best in the cooler parts of the body",
        [
            D(
                "The nine-banded armadillo almost always gives birth to four identical young. A "
                "single fertilised egg splits into four embryos, so the whole litter is of the "
                "same sex and genetically alike, and the female can delay the egg's implanting for "
                "months, so a pregnancy that begins in summer produces young the following spring."
            ),
            S(
                "Leprosy bacteria, Mycobacterium leprae, thrive best a little below human body "
                "heat, which is why they attack the skin, nerves and nose, the cooler parts of the "
                "body. The nine-banded armadillo has a body temperature of only about 32 to 35 "
                "degrees Celsius, so the germ multiplies readily in it, and scientists have grown "
                "it in armadillos since the 1970s."
            ),
            D(
                "Of the twenty or so species of armadillo, only the two three-banded armadillos of "
                "South America can roll up into a complete ball, tucking head and tail into a "
                "shell of bony plates. The others, such as the nine-banded, escape by digging or "
                "by springing a metre into the air when startled, which often gets them killed by "
                "cars."
            ),
            D(
                "Leprosy, or Hansen's disease, is named after the Norwegian doctor Gerhard Armauer "
                "Hansen, who identified its bacterium under the microscope in Bergen in 1873, the "
                "first germ shown to cause a human disease. Since 1981 it has been cured by a "
                "multidrug therapy of dapsone, rifampicin and clofazimine, which the World Health "
                "Organization supplies free of charge."
            ),
            D(
                "The giant armadillo of South America is the largest of its family, up to 1.5 "
                "metres long with its tail and weighing 50 kg or more, and the middle claw of each "
                "forefoot can be 20 cm long. The pink fairy armadillo of Argentina, by contrast, "
                "is only about 10 cm long, and it swims through sand like a mole, using its pale "
                "pink shell to cool itself."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is a dragonfly a fly?",
        "no: dragonflies belong to the order Odonata; true flies are Diptera, which have only one "
        "pair of wings",
        [
            D(
                "A dragonfly spends most of its life underwater as a nymph, hunting tadpoles and "
                "small fish with a hinged lower lip that shoots out to seize prey. In some species "
                "this stage lasts several years. When grown, the nymph climbs a plant stem at "
                "night, splits its skin, and the winged adult pumps up its wings before its first "
                "flight at dawn."
            ),
            S(
                "Despite the name, a dragonfly is no fly at all. True flies form the insect order "
                "Diptera, meaning two-winged, and have a single pair of wings, the hind pair "
                "reduced to tiny knobs called halteres that keep them balanced in flight. "
                "Dragonflies, with their four wings that beat independently, belong with the "
                "damselflies to another order, the Odonata."
            ),
            D(
                "Crane flies, sometimes called daddy-long-legs in Britain, are true flies of the "
                "family Tipulidae, with some 15,000 species. Their larvae, known as "
                "leatherjackets, eat grass roots and can ruin lawns, and despite the myth the "
                "adults are harmless: they have no venom and hardly feed at all during the week or "
                "two that they live."
            ),
            D(
                "Meganeura, a giant insect of the Carboniferous period about 300 million years "
                "ago, had wings spanning some 70 cm, among the largest of any known insect. Its "
                "fossils were found in coal measures at Commentry in central France in 1880, and "
                "scientists think the air of its time, rich in oxygen, let such large insects "
                "breathe through their tracheal tubes."
            ),
            D(
                "Hoverflies are true flies that look like bees and wasps, with black and yellow "
                "bands that fool birds into leaving them alone. They cannot sting, and they hover "
                "almost motionless over flowers on wings that beat about 120 times a second. Their "
                "larvae eat huge numbers of aphids, and the adults pollinate many crops."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the highest mountain in the country whose capital is Thimphu?",
        "Gangkhar Puensum, 7,570 m, the highest mountain in Bhutan",
        [
            S(
                "Thimphu, the capital of Bhutan since 1961, lies at about 2,300 metres in the "
                "valley of the Wang Chu river, in the west of the country. With some 115,000 "
                "people it is the kingdom's largest city, and it is famous for having no traffic "
                "lights: a police officer directs the cars by hand at its busiest junction."
            ),
            D(
                "Kathmandu, the capital of Nepal, sits at about 1,400 metres in a bowl-shaped "
                "valley, and on a clear day the Himalayas can be seen from its rooftops. Mount "
                "Everest, 8,849 metres high on Nepal's border with Tibet, lies about 160 km to the "
                "east, and most climbers fly from Kathmandu to the airstrip at Lukla to walk in."
            ),
            S(
                "Gangkhar Puensum, 7,570 metres high on the Tibetan border in the north of Bhutan, "
                "is the highest mountain in the kingdom and probably the highest unclimbed peak in "
                "the world. Four expeditions failed on it in 1985 and 1986, and since 1994 Bhutan "
                "has barred mountaineering on peaks above 6,000 metres out of respect for local "
                "beliefs."
            ),
            D(
                "Jomolhari, 7,326 metres, rises on the border between Bhutan and Tibet above the "
                "Paro valley, and Bhutanese believe a goddess lives on its summit. A British party "
                "led by Freddie Spencer Chapman climbed it from the Tibetan side in 1937, and the "
                "Jomolhari trek to its base camp is one of Bhutan's most popular hikes."
            ),
            D(
                "Kangchenjunga, 8,586 metres, is the third-highest mountain in the world, rising "
                "on the border between the Indian state of Sikkim and Nepal. The British climbers "
                "Joe Brown and George Band reached the top on 25 May 1955 but stopped just short "
                "of the summit itself, a custom later climbers have kept out of respect for the "
                "people of Sikkim."
            ),
        ],
        drop=1,
    ),
    # --- web ----------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "What is the largest artery in the human body?",
        "the aorta, about 2.5 cm across, which carries blood from the left ventricle of the heart",
        [
            D(
                "Home > Health > Body | The venae cavae\nThe superior and inferior venae cavae are "
                "the largest veins in the body. The inferior vena cava, about 3 cm wide, gathers "
                "blood from the legs, pelvis and abdomen and carries it up beside the spine to the "
                "right atrium of the heart, while the superior vena cava drains the head, neck and "
                "arms.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Body | The aorta\nThe aorta is the largest artery in the body, "
                "about 2.5 cm across in an adult. It leaves the left ventricle of the heart, "
                "arches over behind the breastbone and runs down in front of the spine through the "
                "chest and abdomen, branching as it goes, until it splits into the two common "
                "iliac arteries at about the level of the navel.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Body | The pulmonary artery\nThe pulmonary trunk, about 5 cm long "
                "and 3 cm wide, leaves the right ventricle and divides into the left and right "
                "pulmonary arteries. They are the only arteries in an adult that carry blood poor "
                "in oxygen, taking it to the lungs to pick up more, and a clot lodged in them, a "
                "pulmonary embolism, can be fatal within minutes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Body | The carotid arteries\nThe two common carotid arteries run "
                "up either side of the neck, where a pulse can be felt beside the windpipe. At the "
                "level of the Adam's apple each divides into an internal carotid, which supplies "
                "the brain and eyes, and an external carotid, which supplies the face, scalp and "
                "tongue.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "how hot does death valley get",
        "56.7 degrees C (134 degrees F), recorded at Furnace Creek on 10 July 1913, the world's "
        "highest recorded air temperature",
        [
            D(
                "Home > Travel > USA > California | Badwater Basin\nBadwater Basin in Death Valley "
                "National Park lies 86 metres below sea level, the lowest point in North America. "
                "A boardwalk leads onto its salt flats, which stretch for miles of white hexagonal "
                "crust, and Mount Whitney, the highest summit in the lower 48 states at 4,421 "
                "metres, lies only 136 km away.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Weather | Death Valley's record\nOn 10 July 1913 a thermometer "
                "at Greenland Ranch, now Furnace Creek, in Death Valley, California, read 56.7 C, "
                "or 134 F. The World Meteorological Organization accepts it as the highest air "
                "temperature ever recorded on Earth, and readings of 54.4 C in August 2020 and "
                "July 2021 came close to matching it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Weather | The record that fell\nFor ninety years El Azizia in "
                "Libya held the world heat record, with 58 C reported on 13 September 1922. In "
                "2012 a panel of the World Meteorological Organization threw the reading out, "
                "finding that an inexperienced observer had used an unsuitable instrument and "
                "written the figure in the wrong column.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Weather | The hottest ground on Earth\nSatellites measure the "
                "temperature of the ground itself, which can be far hotter than the air. NASA's "
                "Aqua satellite recorded a land surface of 70.7 C in the Lut Desert of Iran in "
                "2005, and the gravel plains of the Dasht-e Lut, with no plants or water to cool "
                "them, top the charts almost every year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > USA > California | Visiting Death Valley\nDeath Valley National "
                "Park covers about 13,800 square kilometres, the largest national park in the "
                "contiguous United States. The park service advises visiting between November and "
                "March, carrying at least four litres of water a person a day, and it closes some "
                "trails by ten in the morning in summer.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "mount kenya vs mount stanley which is higher",
        "Mount Kenya, 5,199 m at Batian, against 5,109 m for Mount Stanley's Margherita Peak",
        [
            D(
                "Home > Travel > Africa | Kilimanjaro\nKilimanjaro, in north-eastern Tanzania, is "
                "the highest mountain in Africa, its Uhuru Peak reaching 5,895 metres. The Marangu "
                "route, known as the Coca-Cola route, has huts to sleep in, and some 35,000 people "
                "set out for the summit each year, though only about two thirds of them reach "
                "it.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Africa | Mount Kenya\nMount Kenya, an extinct volcano just south "
                "of the equator, is Africa's second-highest mountain. Its highest peak, Batian, "
                "rises to 5,199 metres, with Nelion, 5,188 metres, close beside it; both need rock "
                "climbing, and most trekkers stop at Point Lenana, 4,985 metres. Halford Mackinder "
                "first reached Batian in 1899.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Mount Elgon\nMount Elgon, an old shield volcano on the "
                "border of Uganda and Kenya, rises to 4,321 metres at Wagagai peak. Its base is "
                "some 80 km across, wider than that of any other solitary volcano, and elephants "
                "walk deep into Kitum Cave on its slopes at night to lick salt from the "
                "walls.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Africa | Mount Stanley\nMount Stanley, in the Rwenzori range on "
                "the border of Uganda and the Democratic Republic of the Congo, is Africa's "
                "third-highest mountain. Its summit, Margherita Peak, stands 5,109 metres high and "
                "is still capped by a shrinking glacier. The Duke of the Abruzzi made the first "
                "ascent in 1906 and named it after Italy's queen.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Mount Meru\nMount Meru, 4,562 metres, is Tanzania's "
                "second-highest mountain and an active volcano, last erupting in about 1910. It "
                "rises from Arusha National Park some 70 km west of Kilimanjaro, and many climbers "
                "spend three or four days on it first to get used to the thin air before tackling "
                "its taller neighbour.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which vitamins are fat-soluble?",
        "vitamins A, D, E and K",
        [
            D(
                "Home > Health > Nutrition | Water-soluble vitamins\nVitamin C and the eight B "
                "vitamins, among them thiamin, riboflavin, niacin, folate and B12, dissolve in "
                "water. The body keeps little of most of them, passing any excess in urine, so "
                "they are needed in the diet often, and boiling vegetables for long can wash a "
                "good deal of them out into the water.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Nutrition | Fat-soluble vitamins\nFour vitamins dissolve in fat "
                "rather than water: A, D, E and K. They are absorbed from the gut along with fats "
                "in food and are stored in the liver and in fatty tissue, so the body can build up "
                "reserves lasting weeks or months, but large doses of supplements, especially of A "
                "and D, can build up to harmful levels.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Nutrition | The sunshine vitamin\nThe skin makes vitamin D when "
                "ultraviolet B light from the sun strikes it, and in the UK from October to March "
                "the sun is too low for this. The NHS therefore advises everyone to consider a "
                "daily supplement of 10 micrograms in autumn and winter, and a lack of it causes "
                "rickets in children.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Nutrition | Vitamin K and clotting\nVitamin K was found by the "
                "Danish scientist Henrik Dam in 1929 and named from Koagulation, as the blood "
                "needs it to clot. Leafy greens such as kale and spinach are rich in it, and "
                "newborn babies are offered an injection at birth because they have little of it, "
                "protecting them from a rare bleeding disorder.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Nutrition | Minerals\nBesides vitamins the body needs minerals, "
                "among them calcium for bones and teeth, iron for the haemoglobin in red blood "
                "cells, iodine for the thyroid gland and zinc for healing wounds. Iron deficiency "
                "is the commonest nutritional disorder in the world, and red meat, beans, lentils "
                "and fortified cereals are good sources of iron.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do termites build their mounds?",
        "worker termites carry up grains of soil mixed with saliva and dung and cement them into "
        "walls, building a network of tunnels and chimneys through which air circulates as the "
        "mound warms and cools each day",
        [
            S(
                "Home > Nature > Insects | How termites build\nA termite mound is built by "
                "millions of blind workers. Each carries up grains of soil, mixes them with saliva "
                "and dung into a paste and cements them into place, pellet by pellet. They leave a "
                "web of tunnels and chimneys inside, and as the mound warms and cools each day air "
                "flows through them, taking away carbon dioxide.\nShare this | Cookie policy"
            ),
            D(
                "Home > Design > Architecture | The termite building\nThe Eastgate Centre in "
                "Harare, Zimbabwe, opened in 1996, is an office and shopping block designed by the "
                "architect Mick Pearce to cool itself like a termite mound. Fans draw cool night "
                "air through its concrete floors and hot air escapes by chimneys, so it uses about "
                "a tenth of the energy of a conventional building.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | The termite queen\nIn a mature colony of African "
                "Macrotermes the queen lives in a sealed royal chamber with the king. Her abdomen "
                "swells to some 10 cm long, far too big for her to move, and she can lay over "
                "20,000 eggs a day for more than ten years, while workers feed her and carry the "
                "eggs away to be reared.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | Magnetic termites\nIn the Northern Territory of "
                "Australia, the magnetic termite, Amitermes meridionalis, builds thin, flat mounds "
                "up to 4 metres tall whose broad faces point east and west and whose narrow edges "
                "point north and south. The mound warms quickly in the morning sun and keeps "
                "cooler at midday, when the sun is overhead.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Mammals | The aardvark\nThe aardvark of Africa feeds almost only "
                "on ants and termites, which it finds at night by smell. Its strong claws rip open "
                "even hard termite mounds, and its sticky tongue, up to 30 cm long, can pick up "
                "tens of thousands of insects in a night. Its name is Afrikaans for 'earth "
                "pig'.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do periodical cicadas come out every 13 or 17 years?",
        "mainly to overwhelm predators: billions emerge together, far more than birds and other "
        "animals can eat, and the long prime-numbered cycles make it hard for predators with "
        "shorter cycles to keep in step and keep broods from mixing",
        [
            D(
                "Home > Nature > Insects | Brood X\nBrood X, one of the largest broods of 17-year "
                "cicadas, came out across 15 eastern states in May 2021, from Georgia to New York. "
                "Billions of nymphs tunnelled up when the soil 20 cm down reached about 18 C, and "
                "its next emergence is expected in 2038, the last having been in 2004.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Nature > Insects | Why the long wait?\nPeriodical cicadas spend 13 or 17 "
                "years underground feeding on tree roots, then come up all at once in their "
                "billions. The usual explanation is predator satiation: birds, squirrels and "
                "snakes gorge themselves but cannot eat more than a fraction. The prime-numbered "
                "cycles may also keep predators from timing their own cycles to match them.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | Bamboo blooms\nMany bamboo species flower all at once at "
                "long intervals, some only every 60 to 120 years, and then die. Plants of "
                "Phyllostachys bambusoides flower at the same time around the world. The huge seed "
                "crops feed rats whose numbers then explode, as in the mautam famines of Mizoram "
                "in India, most recently in 2006 and 2007.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | The cicada's song\nMale cicadas sing by buckling ribbed "
                "plates called tymbals on the sides of the abdomen up to 400 times a second, and a "
                "hollow abdomen amplifies the click. A chorus can exceed 90 decibels, as loud as a "
                "lawnmower, and each species has its own song, which only its own females answer "
                "with a flick of the wings.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | Annual cicadas\nAnnual cicadas, often called dog-day "
                "cicadas, appear every summer. Their nymphs also live in the soil, usually for two "
                "to five years, but the generations overlap, so some adults come out each July and "
                "August. They are larger and greener than periodical cicadas and lack their red "
                "eyes, and they emerge in far smaller numbers.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is the orange river the longest river in south africa",
        "yes: at about 2,200 km it is South Africa's longest river, rising in Lesotho and flowing "
        "west to the Atlantic",
        [
            D(
                "Home > Travel > Africa | The Limpopo\nThe Limpopo rises as the Crocodile River "
                "near Johannesburg and curves some 1,750 km north and east to the Indian Ocean in "
                "Mozambique. For much of its course it forms South Africa's border with Botswana "
                "and then with Zimbabwe, and Rudyard Kipling called it the 'great grey-green, "
                "greasy Limpopo River' in his Just So Stories of 1902.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Africa | The Orange River\nAt about 2,200 km the Orange is the "
                "longest river in South Africa. It rises as the Senqu in the Maloti Mountains of "
                "Lesotho and flows west across the country, forming the border with Namibia for "
                "its last stretch, to reach the Atlantic at Alexander Bay. Robert Gordon named it "
                "in 1779 after the Dutch House of Orange.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | The Vaal\nThe Vaal, about 1,120 km long, rises in "
                "Mpumalanga and flows west past Vereeniging to join the Orange near Douglas in the "
                "Northern Cape. The Vaal Dam, finished in 1938, supplies much of Gauteng's water, "
                "and its name comes from the Dutch word for dull or grey, after the silt the river "
                "carries.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Tugela Falls\nThe Tugela River rises on the "
                "Mont-aux-Sources plateau in the Drakensberg and plunges 948 metres in five "
                "free-leaping drops, which South Africa counts as the highest falls in the world. "
                "The river then runs about 500 km east through KwaZulu-Natal to the Indian Ocean "
                "north of Durban.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What currency is used in the country where the Kruger National Park is?",
        "the South African rand (Kruger is in South Africa)",
        [
            S(
                "Home > Travel > Africa | Kruger National Park\nKruger National Park covers about "
                "19,500 square kilometres of bush in north-eastern South Africa, along the border "
                "with Mozambique. First protected as the Sabi Game Reserve in 1898 by Paul "
                "Kruger's government, it became a national park in 1926 and is home to all of the "
                "Big Five, with some 147 species of mammal.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Coins | The Krugerrand\nThe Krugerrand, a gold bullion coin "
                "bearing the head of Paul Kruger and a springbok, was first struck in 1967 at the "
                "South African Mint to help market South African gold. Each holds exactly one troy "
                "ounce of fine gold, with copper for hardness, and it carries no face value, its "
                "worth rising and falling with the price of gold.\nShare this | Cookie policy"
            ),
            S(
                "Home > Money > Currencies | The South African rand\nThe rand has been South "
                "Africa's currency since 14 February 1961, when it replaced the South African "
                "pound at two rand to the pound. Named after the Witwatersrand, the ridge where "
                "gold was found in 1886, it is divided into 100 cents, and notes show Nelson "
                "Mandela on one side and the Big Five on the other.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Limpopo National Park\nMozambique's Limpopo National "
                "Park, created in 2001, lies across the fence from the northern part of Kruger, "
                "and the two form part of the Great Limpopo Transfrontier Park. Visitors there pay "
                "in meticais, the currency of Mozambique since 1980, and the Giriyondo border post "
                "lets visitors drive between the parks.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Currencies | The Botswana pula\nBotswana's pula replaced the South "
                "African rand there on 23 August 1976. Its name means rain in Setswana, a precious "
                "thing in a country that is mostly Kalahari Desert, and it is divided into 100 "
                "thebe, meaning shield. The Bank of Botswana links its value to a basket of "
                "currencies.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ----------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the longest nerve in the human body?",
        "the sciatic nerve, which runs from the lower back down the back of each leg",
        [
            D(
                "Q: Which is the longest cranial nerve?\nA: The vagus nerve, the tenth of the "
                "twelve pairs of cranial nerves, has the longest course of them all. It leaves the "
                "brainstem, runs down the neck beside the carotid artery and wanders through the "
                "chest and abdomen, slowing the heart and stirring the gut, which is why its name "
                "is Latin for wandering."
            ),
            S(
                "Q: What is the longest nerve in the body?\nA: The sciatic nerve is both the "
                "longest and the widest, as thick as a thumb where it starts. It forms from nerve "
                "roots in the lower back, passes through the buttock and runs down the back of the "
                "thigh, dividing above the knee into the tibial and common fibular nerves, which "
                "carry on to the foot."
            ),
            D(
                "Q: How long is the spinal cord?\nA: In an adult the spinal cord is about 45 cm "
                "long in men and 43 cm in women, and only about as thick as a finger. It ends at "
                "the first or second lumbar vertebra, well above the bottom of the spine, so a "
                "needle for a lumbar puncture can be put in lower down without touching it."
            ),
            D(
                "Q: Why does hitting my funny bone hurt so much?\nA: The funny bone is not a bone "
                "but the ulnar nerve, which passes close to the skin in a groove behind the elbow "
                "with little fat or muscle to protect it. A knock presses the nerve against the "
                "bone, sending a jolt of tingling down the forearm to the ring and little fingers."
            ),
            D(
                "Q: What does the optic nerve do?\nA: Each optic nerve carries signals from about "
                "a million ganglion cells of the retina to the brain. The two nerves meet at the "
                "optic chiasm, where fibres from the inner half of each retina cross over, and the "
                "point where the nerve leaves the eye has no light-sensing cells, forming a blind "
                "spot."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long does a tetanus jab last",
        "about 10 years, so adults are advised a booster every ten years (the UK counts five doses "
        "in all as lifelong protection)",
        [
            D(
                "Q: How do you catch tetanus?\nA: Tetanus is caused by the bacterium Clostridium "
                "tetani, whose spores live in soil, dust and animal dung. They get into the body "
                "through cuts, puncture wounds, burns or bites, not from rust as such, and the "
                "toxin they make causes painful muscle spasms, often starting in the jaw, which is "
                "why it is called lockjaw."
            ),
            S(
                "Q: How long does a tetanus vaccination protect me?\nA: After the full childhood "
                "course, the protection from a tetanus jab lasts about 10 years, so adults are "
                "advised to have a booster every ten years, or sooner after a dirty wound if the "
                "last dose was over five years ago. In the UK, five doses in total are counted as "
                "giving lifelong protection."
            ),
            D(
                "Q: How long after an injury do tetanus symptoms start?\nA: The incubation period "
                "is usually between 3 and 21 days, averaging about 8, but it can range from one "
                "day to several months depending on the kind of wound. The shorter the gap between "
                "injury and symptoms, the more severe the disease tends to be, and it needs urgent "
                "treatment in hospital."
            ),
            D(
                "Q: How long does the flu jab last?\nA: The flu vaccine protects for one winter "
                "season only. The viruses change from year to year and the vaccine is remade each "
                "spring to match the strains expected, and immunity also fades over about six "
                "months, so people at higher risk, such as those over 65, are offered a fresh dose "
                "every autumn."
            ),
            D(
                "Q: When is the whooping cough vaccine given in pregnancy?\nA: Pregnant women in "
                "the UK are offered the whooping cough vaccine from 16 weeks, ideally by 32 weeks, "
                "in every pregnancy. Antibodies pass across the placenta and protect the baby in "
                "its first weeks, before it can have its own vaccinations, which start at eight "
                "weeks old."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a wolverine or a honey badger?",
        "the wolverine, up to about 18 kg or more against about 6 to 14 kg for a honey badger",
        [
            D(
                "European badger \u2013 fact sheet\n\u2022 Latin name: Meles meles\n\u2022 Weight: "
                "7 to 14 kg, up to 17 kg before winter\n\u2022 Length: 60 to 90 cm plus a short "
                "tail\n\u2022 Home: setts of tunnels used for generations\n\u2022 Diet: mostly "
                "earthworms, some fruit and bulbs\n\u2022 Range: Britain and Ireland east to the "
                "Volga"
            ),
            S(
                "Wolverine \u2013 fact sheet\n\u2022 Latin name: Gulo gulo\n\u2022 Family: "
                "weasels, its largest land-dwelling member\n\u2022 Weight: males 11 to 18 kg, "
                "rarely up to 25 kg\n\u2022 Length: 65 to 105 cm plus a bushy tail\n\u2022 Range: "
                "boreal forest and tundra of the far north\n\u2022 Diet: carrion, reindeer calves, "
                "rodents"
            ),
            D(
                "Giant otter \u2013 fact sheet\n\u2022 Latin name: Pteronura brasiliensis\n\u2022 "
                "Weight: 22 to 32 kg\n\u2022 Length: up to 1.8 m with its flat tail\n\u2022 Range: "
                "rivers of the Amazon and the Pantanal\n\u2022 Groups: families of up to "
                "20\n\u2022 Status: endangered, a few thousand left in the wild"
            ),
            S(
                "Honey badger \u2013 fact sheet\n\u2022 Latin name: Mellivora capensis, the "
                "ratel\n\u2022 Weight: males 9 to 16 kg, females 6 to 10 kg\n\u2022 Length: 55 to "
                "77 cm plus a short tail\n\u2022 Range: Africa, Arabia and India\n\u2022 Diet: "
                "insects, snakes, honey and bee larvae\n\u2022 Known for: thick, loose skin that "
                "resists bites"
            ),
            D(
                "American badger \u2013 fact sheet\n\u2022 Latin name: Taxidea taxus\n\u2022 "
                "Weight: 4 to 12 kg\n\u2022 Length: 60 to 75 cm plus tail\n\u2022 Range: Great "
                "Plains, Canada to central Mexico\n\u2022 Diet: ground squirrels, prairie dogs, "
                "gophers\n\u2022 Known for: hunting alongside coyotes"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of gout?",
        "sudden, severe pain in a joint, most often at the base of the big toe, with swelling, "
        "redness, heat and tenderness, often starting at night",
        [
            D(
                "Q: What is pseudogout?\nA: Pseudogout is an arthritis caused by crystals of "
                "calcium pyrophosphate rather than uric acid. It most often strikes the knee or "
                "the wrist, mainly in people over 60, and doctors tell it apart by drawing fluid "
                "from the joint and looking at the crystals under a polarising microscope, as in "
                "1962 when it was first described."
            ),
            S(
                "Gout \u2013 symptoms at a glance\n\u2022 Sudden, severe pain in one joint, often "
                "starting at night\n\u2022 Most often the joint at the base of the big toe\n\u2022 "
                "Swelling, with red, shiny skin over the joint\n\u2022 Heat and tenderness: even a "
                "bed sheet can hurt\n\u2022 An attack peaks within a day and eases over one to two "
                "weeks"
            ),
            D(
                "Q: What causes gout?\nA: Gout happens when too much uric acid builds up in the "
                "blood and forms needle-like crystals in and around a joint. It is more likely if "
                "you are a man over 30, overweight or have high blood pressure, and eating a lot "
                "of red meat, offal or shellfish and drinking beer or sugary drinks raise the uric "
                "acid level."
            ),
            D(
                "Gout \u2013 treatment at a glance\n\u2022 Attacks: anti-inflammatory painkillers "
                "or colchicine\n\u2022 Steroids if other medicines are unsuitable\n\u2022 "
                "Prevention: allopurinol or febuxostat to lower uric acid\n\u2022 Rest the joint, "
                "keep it cool and raised\n\u2022 Drink plenty of water and cut down on alcohol"
            ),
            D(
                "Q: What is a bunion?\nA: A bunion, or hallux valgus, is a bony bump on the side "
                "of the foot at the base of the big toe, formed as the toe leans in towards the "
                "others. It develops slowly over years, is far commoner in women and often runs in "
                "families, and tight or pointed shoes make it worse; surgery is offered when the "
                "pain is severe."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How is malaria spread?",
        "by the bites of infected female Anopheles mosquitoes, mostly between dusk and dawn; more "
        "rarely through blood transfusions, shared needles or from mother to baby, never by "
        "ordinary contact",
        [
            D(
                "Q: What are the symptoms of malaria?\nA: The first symptoms, usually 7 to 30 days "
                "after the bite, look like flu: a high temperature, sweats and chills, headache, "
                "aching muscles and vomiting. Without quick treatment the most dangerous form, "
                "caused by Plasmodium falciparum, can lead to anaemia, kidney failure, coma and "
                "death within days."
            ),
            S(
                "Q: How do people catch malaria?\nA: Malaria is spread by the bite of an infected "
                "female Anopheles mosquito, which mostly bites between dusk and dawn. The "
                "Plasmodium parasites travel in the blood to the liver, multiply there and then "
                "invade red blood cells. More rarely it passes through blood transfusions, shared "
                "needles or from mother to unborn baby, never by touch."
            ),
            D(
                "Q: How is dengue fever spread?\nA: Dengue is spread by Aedes mosquitoes, chiefly "
                "Aedes aegypti, which bite mainly during the day, especially in the early morning "
                "and late afternoon. They breed in standing water in pots, tyres and gutters "
                "around homes and schools, and someone who catches dengue a second time with a "
                "different one of its four types risks a more severe illness."
            ),
            D(
                "Q: Which tablets protect against malaria?\nA: Doctors prescribe "
                "atovaquone-proguanil, doxycycline or mefloquine, depending on the destination and "
                "the traveller's health. They must be started before the trip, from one day to "
                "three weeks ahead depending on the drug, and carried on for one to four weeks "
                "after coming home, and none of them gives full protection."
            ),
            D(
                "Q: Is there a vaccine against malaria?\nA: Yes, two. In October 2021 the World "
                "Health Organization recommended RTS,S, made by GSK, for children in areas of "
                "moderate to high transmission, and in October 2023 a second, R21/Matrix-M, "
                "developed at the University of Oxford. Both are given in four doses from about "
                "five months of age."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do i get dizzy when i stand up",
        "when you stand, gravity pools blood in your legs and belly and your blood pressure drops "
        "for a moment; if your body is slow to tighten the blood vessels and speed the heart, less "
        "blood reaches the brain for a few seconds (postural or orthostatic hypotension)",
        [
            D(
                "Q: Why does the room spin when I turn over in bed?\nA: Brief spinning when you "
                "move your head, such as rolling over or looking up, is often benign paroxysmal "
                "positional vertigo. Tiny calcium crystals from one part of the inner ear have "
                "drifted into a fluid-filled canal, and the Epley manoeuvre, a series of head "
                "turns, can move them back in a few minutes."
            ),
            S(
                "Q: Why do I feel light-headed when I get up quickly?\nA: Standing up lets gravity "
                "pull about half a litre of blood into your legs and belly, so your blood pressure "
                "drops for a moment. Normally your body tightens the blood vessels and speeds up "
                "the heart within seconds, but if that is slow, from dehydration, heat or some "
                "medicines, the brain briefly gets too little blood."
            ),
            D(
                "Q: Why do some people faint at the sight of blood?\nA: This is vasovagal syncope. "
                "A trigger such as blood, a needle or pain makes the vagus nerve overreact, "
                "slowing the heart and widening the blood vessels at the same moment, so the blood "
                "pressure falls and the person passes out. Lying down with the legs raised helps, "
                "and tensing the arm and leg muscles can stop it."
            ),
            D(
                "Q: Why do I get travel sick?\nA: Motion sickness happens when the balance organs "
                "of your inner ear feel movement that your eyes do not see, as when reading in a "
                "car or sitting below deck on a boat. The brain gets mixed signals and responds "
                "with nausea, pale skin and cold sweats; looking at the horizon and fresh air "
                "help, and so do tablets such as hyoscine."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can children take aspirin?",
        "no: children under 16 should not be given aspirin unless a doctor prescribes it, because "
        "of its link with Reye's syndrome",
        [
            D(
                "Q: What painkillers can I give my child?\nA: Paracetamol can be given from 2 "
                "months of age and ibuprofen from 3 months, as long as the baby weighs at least 5 "
                "kg, at the dose on the packet for the child's age. Ibuprofen should be avoided in "
                "children with chickenpox, and neither should be given for more than three days "
                "without asking a doctor."
            ),
            S(
                "Q: Is it safe to give aspirin to children?\nA: No. In the UK children under 16 "
                "should not be given aspirin unless a doctor prescribes it, because it is linked "
                "with Reye's syndrome, a rare but serious illness that causes swelling of the "
                "liver and brain. The warning, widened to all under-16s in 2002, also covers "
                "teething gels containing salicylates."
            ),
            D(
                "Q: Where does aspirin come from?\nA: Willow bark, used against pain and fever "
                "since ancient times, contains salicin, which the body turns into salicylic acid. "
                "In 1897 Felix Hoffmann, a chemist at Bayer in Germany, made a gentler form of it, "
                "acetylsalicylic acid, and Bayer sold it as Aspirin from 1899, at first as a "
                "powder and later as tablets."
            ),
            D(
                "Q: What is Reye's syndrome?\nA: Reye's syndrome, described by the Australian "
                "pathologist Douglas Reye in 1963, is a rare condition that usually follows a "
                "viral infection such as flu or chickenpox. It causes vomiting, confusion and "
                "seizures as the brain swells and fat builds up in the liver, and it needs "
                "emergency treatment in hospital; it is now very rare."
            ),
            D(
                "Q: Should I take a daily aspirin to protect my heart?\nA: Low-dose aspirin, "
                "usually 75 mg a day, is prescribed for people who have had a heart attack or "
                "stroke, to keep clots from forming. For healthy people it is no longer advised, "
                "since the risk of bleeding in the stomach or brain outweighs the benefit, so talk "
                "to your doctor before starting or stopping it."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which city was the physicist who formulated the uncertainty principle born?",
        "W\u00fcrzburg, Germany (Werner Heisenberg)",
        [
            S(
                "Q: Who came up with the uncertainty principle?\nA: The German physicist Werner "
                "Heisenberg set it out in 1927, while working with Niels Bohr in Copenhagen. It "
                "says that the position and the momentum of a particle cannot both be known "
                "exactly at once: the more precisely one is measured, the less precisely the other "
                "can be, a limit set by nature, not by clumsy instruments."
            ),
            D(
                "Q: Who was Erwin Schr\u00f6dinger?\nA: Erwin Schr\u00f6dinger, born in Vienna on "
                "12 August 1887, wrote the wave equation that describes how the quantum state of a "
                "system changes, publishing it in 1926. He shared the Nobel Prize in Physics in "
                "1933 with Paul Dirac, and in 1935 he devised his famous thought experiment of a "
                "cat both alive and dead in a box."
            ),
            S(
                "Q: Where was Werner Heisenberg born?\nA: Werner Karl Heisenberg was born on 5 "
                "December 1901 in W\u00fcrzburg, in Bavaria, where his father taught classics at a "
                "school. The family moved to Munich in 1910, and he studied physics there under "
                "Arnold Sommerfeld. He won the Nobel Prize in Physics for 1932 and died in Munich "
                "on 1 February 1976."
            ),
            D(
                "Q: Who was Max Born?\nA: Max Born, born in Breslau, now Wroc\u0142aw in Poland, "
                "on 11 December 1882, showed in 1926 that the square of Schr\u00f6dinger's wave "
                "function gives the probability of finding a particle at a place. Forced out of "
                "G\u00f6ttingen in 1933, he taught at Edinburgh, and he won the Nobel Prize in "
                "Physics in 1954."
            ),
            D(
                "Q: What is the Pauli exclusion principle?\nA: Set out in 1925 by the Austrian "
                "physicist Wolfgang Pauli, born in Vienna in 1900, it states that no two electrons "
                "in an atom can have the same four quantum numbers. It explains how electrons fill "
                "shells around the nucleus, and with it the layout of the periodic table, and it "
                "earned Pauli, then at Princeton, the Nobel Prize in Physics in 1945."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the oldest known living tree?",
        "Methuselah, a Great Basin bristlecone pine in the White Mountains of California, about "
        "4,850 years old",
        [
            D(
                "General Sherman, a giant sequoia in California's Sequoia National Park, is the "
                "biggest single tree on Earth by volume, with about 1,487 cubic metres of wood in "
                "its trunk. It stands almost 84 metres high and is thought to be around 2,200 "
                "years old, and it was named in 1879 by a naturalist who had served under General "
                "William Sherman."
            ),
            S(
                "No single tree now standing has been shown to have more rings than Methuselah, a "
                "Great Basin bristlecone pine growing high in the White Mountains of eastern "
                "California. Edmund Schulman cored it in 1957 and counted rings going back more "
                "than 4,700 years, so it took root about 4,850 years ago, and the Forest Service "
                "keeps its exact spot a secret."
            ),
            D(
                "In 1964 a graduate student, Donald Currey, was allowed to cut down a bristlecone "
                "pine on Wheeler Peak in Nevada to study its rings. When they were counted the "
                "tree, later called Prometheus, turned out to have been about 4,900 years old, and "
                "the outcry over its felling helped lead to the creation of Great Basin National "
                "Park in 1986."
            ),
            D(
                "The Fortingall Yew, in a churchyard in Perthshire, is often said to be the most "
                "ancient tree in Britain, with estimates of its age ranging from 2,000 to 3,000 "
                "years. Its trunk, measured at 17 metres round by Daines Barrington in 1769, has "
                "since split into several separate stems, and visitors taking souvenirs led the "
                "parish to build a wall around it in 1785."
            ),
            D(
                "Pando, a stand of quaking aspen in Utah's Fishlake National Forest, looks like a "
                "forest of some 47,000 trees but is a single male clone joined by one root system. "
                "Spreading over about 43 hectares and weighing an estimated 6,000 tonnes, it is "
                "counted among the heaviest organisms on Earth, but browsing deer now keep young "
                "shoots from growing."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "largest spider in the world",
        "the goliath birdeater, up to about 175 g with a leg span of some 30 cm",
        [
            D(
                "Darwin's bark spider, found in Madagascar in 2009, spins the toughest silk known, "
                "about ten times tougher than Kevlar. It hangs its webs over rivers and lakes on "
                "lines up to 25 metres long, and a single orb can cover 2.8 square metres, yet the "
                "female itself is only about 2 cm long and the male a third of that."
            ),
            S(
                "No eight-legged creature outweighs the goliath birdeater, Theraphosa blondi, a "
                "tarantula of the rainforests of northern South America. It can tip the scales at "
                "about 175 grams, heavier than many small birds, and its hairy legs can stretch to "
                "some 30 cm, as wide as a dinner plate. Despite its name it rarely catches birds, "
                "living on insects and frogs."
            ),
            D(
                "The Brazilian wandering spiders, of the genus Phoneutria, are among the most "
                "venomous spiders in the world. Rather than spin webs they roam the forest floor "
                "at night, and they sometimes hide in banana bunches, which has given them the "
                "name banana spiders. Their bite causes intense pain, and an antivenom is made at "
                "the Butantan Institute in S\u00e3o Paulo."
            ),
            D(
                "Peacock spiders, tiny jumping spiders of Australia about 5 mm long, are famous "
                "for their courtship. The male raises a brightly coloured flap on his abdomen, "
                "patterned in blue, red and orange, and waves his third pair of legs while dancing "
                "before the female, who may eat him if she is unimpressed. More than 90 species "
                "have been named."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is farther north, London or Calgary?",
        "London, at about 51.5 degrees north against about 51.0 degrees north for Calgary",
        [
            D(
                "Edmonton, the capital of Alberta, lies on the North Saskatchewan River at about "
                "53.5 degrees north, making it the most northerly North American city with over a "
                "million people. Its West Edmonton Mall, opened in 1981, was for years the largest "
                "shopping centre in the world, with an indoor wave pool and a roller coaster."
            ),
            S(
                "The British capital sits at roughly 51 and a half degrees of latitude, its zero "
                "meridian running through the Royal Observatory at Greenwich. Mild Atlantic air "
                "gives it a far gentler climate than most places so close to the pole, and Big "
                "Ben's tower, finished in 1859, stands at about 51 degrees 30 minutes from the "
                "equator."
            ),
            D(
                "Dublin stands at about 53.3 degrees north on the River Liffey, which divides the "
                "city into its northside and southside. Founded as a Viking settlement around 841, "
                "it is the capital of Ireland and home to some 1.4 million people in its greater "
                "area, and Trinity College, founded by Queen Elizabeth I in 1592, keeps the "
                "ninth-century Book of Kells."
            ),
            S(
                "Calgary, Alberta's biggest city, lies just over 51 degrees from the equator, at "
                "about 51.05, where the Bow and Elbow rivers meet and the prairie rises towards "
                "the Rocky Mountain foothills, about 1,045 metres up. Warm chinook winds off the "
                "mountains can lift its winter temperatures by 20 degrees in a few hours, and its "
                "Stampede rodeo began in 1912."
            ),
            D(
                "Paris lies at about 48.9 degrees north on the Seine, and the Eiffel Tower, 330 "
                "metres high since a new antenna was added in 2022, stands on the Champ de Mars. "
                "Like London, it enjoys a mild climate for its latitude thanks to winds off the "
                "Atlantic, and the city proper has about 2.1 million people."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What bones are in the human arm?",
        "the humerus in the upper arm and the radius and ulna in the forearm (with the carpals, "
        "metacarpals and phalanges of the wrist and hand)",
        [
            D(
                "The leg has one long bone above the knee, the femur, the longest and strongest "
                "bone in the human body, and two below it: the tibia, or shinbone, which bears the "
                "weight, and the slender fibula on the outer side. The kneecap, or patella, is a "
                "sesamoid bone that sits within the tendon of the quadriceps muscle in front of "
                "the knee joint."
            ),
            S(
                "Between shoulder and elbow the upper limb has a single long bone, the humerus. "
                "Below the elbow two lie side by side: the radius, on the thumb side, which rolls "
                "around its partner when the palm is turned over, and the ulna, on the "
                "little-finger side, whose hooked tip forms the point of the elbow. Beyond them "
                "come the wrist and hand."
            ),
            D(
                "The shoulder girdle joins each upper limb to the trunk. It is made of the "
                "clavicle, or collarbone, a slender S-shaped bone that is the most often broken in "
                "the body, and the scapula, or shoulder blade, a flat triangular bone that glides "
                "over the back of the ribs and holds the shallow socket of the shoulder joint."
            ),
            D(
                "The human rib cage has twelve pairs of ribs. The first seven pairs, the true "
                "ribs, join the breastbone directly through strips of cartilage; the next three "
                "join it indirectly, and the last two, the floating ribs, are free at the front. "
                "Together they protect the heart and lungs and rise and fall with each breath."
            ),
            D(
                "The spine is built of 33 vertebrae: seven in the neck, twelve in the chest, five "
                "in the lower back, five fused into the sacrum and four small ones fused into the "
                "tailbone. Soft discs between them absorb shocks, and the spinal cord runs down a "
                "canal through their arches, from the skull to the first lumbar vertebra."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do mudskippers breathe out of water?",
        "they carry water in their enlarged gill chambers and take in oxygen through their moist "
        "skin and the lining of the mouth and throat",
        [
            D(
                "African lungfish have a pair of true lungs and must gulp air at the surface or "
                "they drown. When their pools dry up they burrow into the mud and seal themselves "
                "in a cocoon of dried mucus, breathing through a tube to the surface and slowing "
                "their bodies for months, or even years, until the rains return."
            ),
            S(
                "On the mudflats mudskippers, amphibious gobies, keep going much as a diver does, "
                "sealing a mouthful of water into swollen gill chambers and refreshing it from "
                "puddles. Most of their oxygen, though, comes through their skin and the lining of "
                "the mouth and throat, which must stay damp, so they keep rolling in wet mud to "
                "stop themselves drying out."
            ),
            D(
                "The climbing perch of South and South-East Asia has a labyrinth organ, a maze of "
                "thin, folded bony plates in a chamber above its gills, lined with blood vessels "
                "that take oxygen from gulped air. It can live out of water for several days, and "
                "it is said to cross land between ponds on rainy nights, pulling itself along with "
                "the spines on its gill covers."
            ),
            D(
                "Male mudskippers dig burrows in the soft mud of mangrove swamps and defend them "
                "fiercely. To attract a female a male leaps into the air and flares his fins, and "
                "after mating she lays her eggs on the walls of a chamber at the bottom, where the "
                "male carries down mouthfuls of air to keep them supplied with oxygen."
            ),
            D(
                "Many mangrove trees grow in mud so waterlogged that their roots can get little "
                "oxygen. Black mangroves send up pencil-like roots called pneumatophores, hundreds "
                "around each tree, which poke above the mud at low tide and take in air through "
                "small pores called lenticels, passing it down to the roots buried below."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is Lake Natron red?",
        "salt-loving microorganisms, haloarchaea and cyanobacteria, with red pigments bloom in its "
        "very salty, alkaline water, especially as it evaporates in the dry season",
        [
            D(
                "Lake Natron in northern Tanzania is the main breeding ground of the lesser "
                "flamingo. Some 2.5 million birds, three quarters of the world's lesser flamingos, "
                "nest on its mudflats, where the caustic water keeps predators away, and they feed "
                "on the blue-green algae of the lake, which give them their pink feathers."
            ),
            S(
                "The blood-like hue of Lake Natron, a Tanzanian soda lake, comes from microbes. As "
                "the dry season evaporates its shallow water, salt and soda become so concentrated "
                "that little else can live there, and salt-loving haloarchaea and cyanobacteria "
                "multiply, their red pigments staining the water and the crusts of salt across its "
                "surface crimson and orange."
            ),
            D(
                "In 2013 the photographer Nick Brandt published pictures of birds and bats found "
                "dead on the shores of Lake Natron, preserved by the lake's soda as if turned to "
                "stone. He posed the stiff bodies on branches to look alive, and the images spread "
                "widely online, although the water's alkalinity, not any magic, preserved them."
            ),
            D(
                "Lake Hillier, on Middle Island off the south coast of Western Australia, is a "
                "bright bubblegum pink that stays pink even in a glass. The colour comes from the "
                "salt-loving alga Dunaliella salina, which makes red carotenoid pigments, and the "
                "lake is only about 600 metres long, separated from the ocean by a thin strip of "
                "sand."
            ),
            D(
                "Ol Doinyo Lengai, 2,962 metres, rises just south of Lake Natron and is the only "
                "active volcano on Earth that erupts natrocarbonatite lava, and it last erupted "
                "explosively in 2007 and 2008. This lava is black or brown when it flows, at only "
                "about 500 degrees Celsius, and turns white within days, so the summit looks "
                "snow-capped, and the Maasai call it the Mountain of God."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "can flying fish actually fly",
        "no: they glide on stiff, spread fins after a leap, driven by beating their tails, without "
        "flapping",
        [
            D(
                "Flying squirrels cannot fly either: they glide, on a furry membrane called the "
                "patagium that stretches between their wrists and ankles. From the top of a tree "
                "they can sail 90 metres or more, steering with their tails and their outstretched "
                "limbs, and they land head-up on a trunk before scurrying round it out of sight."
            ),
            S(
                "For all their name, these fish never flap. A flying fish builds speed beneath the "
                "surface, breaks out, and beats the lower lobe of its tail on the water up to 70 "
                "times a second, then spreads its huge pectoral fins and sails on them like a "
                "glider, covering 50 metres at a time, or over 400 metres when it dips its tail to "
                "go again."
            ),
            D(
                "The flying fish is the national symbol of Barbados. It appears on the island's "
                "coins and in the logo of its tourist board, and flying fish with cou-cou, a dish "
                "of cornmeal and okra, is the national dish. Catches fell in the 1980s and 1990s "
                "as the fish moved away, leading to a fishing dispute with Trinidad and Tobago "
                "settled by arbitration in 2006."
            ),
            D(
                "The flying gurnard of the Atlantic, despite its name, is a bottom-dweller that "
                "never leaves the water. When alarmed it spreads enormous, blue-spotted pectoral "
                "fins like fans to startle predators, and it walks on the sea bed on its pelvic "
                "fins while looking for crabs and clams, growing to about 50 cm."
            ),
            D(
                "Tobiko, the tiny, crunchy orange eggs seen on sushi rolls, is the roe of flying "
                "fish. Each egg is under a millimetre across, and tobiko is often coloured black "
                "with squid ink, green with wasabi or red with beetroot. It is larger than masago, "
                "the roe of capelin, which is often sold as a cheaper substitute."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the scientist who first proposed the Big Bang born?",
        "Charleroi, Belgium (Georges Lema\u00eetre)",
        [
            D(
                "The English astronomer Fred Hoyle, of Cambridge University, born in Bingley, "
                "Yorkshire, in 1915, gave the Big Bang its name in a BBC radio talk on 28 March "
                "1949. He favoured a steady-state universe, always expanding but with new matter "
                "constantly created, and he meant the term only to set the two theories apart, "
                "although many took it as mockery."
            ),
            S(
                "The idea that the cosmos began from a single super-dense 'primeval atom' and has "
                "been spreading out ever since was put forward by Georges Lema\u00eetre, a Belgian "
                "Catholic priest and physicist. He showed in 1927 that the universe should be "
                "expanding, two years before Hubble, and in 1931 traced that expansion back to a "
                "starting point."
            ),
            D(
                "Edwin Hubble, born in Marshfield, Missouri, in 1889, showed in 1929 that the "
                "farther away a galaxy lies, the faster it is moving away from us. Working with "
                "the 100-inch telescope at Mount Wilson in California, he had already shown in "
                "1924 that the Andromeda nebula lay far outside the Milky Way, a separate galaxy "
                "of its own."
            ),
            S(
                "Georges Lema\u00eetre came into the world on 17 July 1894 in Charleroi, in the "
                "industrial south of Belgium. He studied engineering at the Catholic University of "
                "Louvain, broke off to serve in the Belgian artillery during the First World War, "
                "then turned to mathematics and physics and was ordained a priest in 1923. He died "
                "in Leuven in 1966."
            ),
            D(
                "George Gamow, born in Odessa in 1904, defected from the Soviet Union in 1933 and "
                "settled in the United States. In 1948, with his student Ralph Alpher, he showed "
                "how the lightest elements could have formed in the first minutes of a hot early "
                "universe, and the paper was jokingly signed Alpher, Bethe and Gamow."
            ),
        ],
        drop=1,
    ),
]
