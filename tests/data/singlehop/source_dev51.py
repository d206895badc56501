"""The fifty-third single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev49.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v39, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 297 characters and distractors 291; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered hafnium?",
        "Dirk Coster and George de Hevesy, at Niels Bohr's institute in Copenhagen, in 1923",
        [
            D(
                "Lutetium: Element 71 was separated from ytterbium in 1907 by the French chemist "
                "Georges Urbain, who named it after Lutetia, the Roman name of Paris. Carl Auer "
                "von Welsbach in Austria and Charles James in the United States found it at almost "
                "the same time, and the credit was long disputed."
            ),
            D(
                "Zirconium: The German chemist Martin Heinrich Klaproth found a new earth in a "
                "zircon from Ceylon in 1789 and called it zirconia, and J\u00f6ns Jacob Berzelius "
                "first isolated the impure metal in 1824. Because it absorbs few neutrons, "
                "zirconium now sheathes the fuel rods of most nuclear reactors."
            ),
            S(
                "Hafnium: Element 72 was found in 1923 by the Dutch physicist Dirk Coster and the "
                "Hungarian chemist George de Hevesy at Niels Bohr's institute in Copenhagen, who "
                "picked out its X-ray lines in zirconium ores, where it hides. They named it after "
                "Hafnia, the Latin name of the city."
            ),
            D(
                "Holmium: Marc Delafontaine and Jacques-Louis Soret saw the spectral lines of "
                "element 67 in Geneva in 1878, and Per Teodor Cleve separated its oxide from "
                "erbium in Uppsala a year later, naming it after Holmia, the Latin name of "
                "Stockholm. It has the highest magnetic moment of any natural element."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "kelimutu crater lakes which island",
        "Flores, in Indonesia's Lesser Sunda Islands",
        [
            D(
                "Mount Rinjani: Rinjani, at 3,726 m the second highest volcano in Indonesia, "
                "towers over the island of Lombok. Its caldera, some 6 by 8.5 km, holds Segara "
                "Anak, a crescent-shaped lake, and a young cone, Barujari, has grown out of the "
                "water and erupted as recently as 2016."
            ),
            S(
                "Kelimutu: Kelimutu is a volcano about 1,640 m high near the village of Moni in "
                "the middle of Flores, one of Indonesia's Lesser Sunda Islands. Its summit holds "
                "three crater lakes side by side whose water changes colour, from turquoise to "
                "green, red or black, as volcanic gases and minerals shift."
            ),
            D(
                "Kelimutu lakes: The Lio people who farm below the volcano believe that the souls "
                "of the dead go to its lakes: Tiwu Ata Polo takes those of wrongdoers, Tiwu Nuwa "
                "Muri Koo Fai those of the young and Tiwu Ata Mbupu those of the old. Visitors "
                "climb a short path from a car park before dawn to watch the sun rise over them."
            ),
            D(
                "Lake Toba: Lake Toba in northern Sumatra fills the caldera of a supervolcano that "
                "erupted about 74,000 years ago, one of the largest eruptions known. Some 100 km "
                "long and 30 km wide, it is the largest volcanic lake on Earth, and Samosir "
                "Island, nearly as big as Singapore, sits in its middle."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the frilled shark or the goblin shark?",
        (
            "the goblin shark, usually 3 to 4 m as an adult, against about 2 m at most for the "
            "frilled shark"
        ),
        [
            D(
                "Megamouth shark: The megamouth was unknown until 1976, when one tangled in the "
                "sea anchor of a US Navy ship off Oahu, Hawaii. It grows to about 5 m and swims "
                "with its huge, rubbery-lipped mouth open, filtering krill and other small "
                "shrimps, and only a few hundred have been seen since."
            ),
            S(
                "Frilled shark: The frilled shark, Chlamydoselachus anguineus, is an eel-like "
                "deep-sea shark that rarely grows longer than about 2 m. It is named for the "
                "frilly edges of its six pairs of gill slits, and its 300 or so tiny three-pointed "
                "teeth, in about 25 rows, snag the squid it catches."
            ),
            D(
                "Cookiecutter shark: The cookiecutter shark, only about 50 cm long, glows faintly "
                "from its belly in the open ocean. It latches onto whales, tuna and dolphins with "
                "its sucking lips and twists, biting out a round plug of flesh, and it has even "
                "left its marks on the rubber sonar domes of submarines."
            ),
            S(
                "Goblin shark: The goblin shark, Mitsukurina owstoni, a pinkish deep-water shark "
                "first described from Japan in 1898, usually measures 3 to 4 m as an adult, and "
                "bigger ones have been reported. Below its long, flat snout, its jaws can shoot "
                "forward to snatch fish, squid and crabs."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Which muscles make up the rotator cuff?",
        "supraspinatus, infraspinatus, teres minor and subscapularis",
        [
            S(
                "Rotator cuff: The rotator cuff is a group of four muscles, the supraspinatus, "
                "infraspinatus, teres minor and subscapularis, that run from the shoulder blade to "
                "the head of the upper arm bone. Their tendons hold the ball of the shoulder joint "
                "in its shallow socket, and tears are common after 40."
            ),
            D(
                "Deltoid: The deltoid is the thick, triangular muscle that gives the shoulder its "
                "round shape. Its front, middle and back fibres start from the collarbone and the "
                "shoulder blade and meet on the upper arm bone, and together they raise the arm "
                "out to the side. Vaccines are often injected into it, since it is large and easy "
                "to reach."
            ),
            D(
                "Hamstrings: The hamstrings are three muscles at the back of the thigh, the biceps "
                "femoris, semitendinosus and semimembranosus. Starting mostly from the sitting "
                "bone of the pelvis, they bend the knee and pull the thigh back, and sprinters "
                "often tear them when running flat out."
            ),
            D(
                "Quadriceps: The quadriceps femoris at the front of the thigh has four parts: the "
                "rectus femoris and three vastus muscles, lateral, medial and intermediate. They "
                "join in a tendon that holds the kneecap and straighten the knee, and a tap on "
                "that tendon sets off the knee-jerk reflex."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the diving bell spider breathe underwater?",
        (
            "it spins a silk bell among water plants and fills it with air carried down from the "
            "surface on its hairy abdomen; oxygen seeps into the bell from the water, so it works "
            "like a gill"
        ),
        [
            D(
                "Fishing spider: Fishing spiders of the genus Dolomedes rest with their front legs "
                "on the surface of ponds, feeling for ripples, and run across the water to seize "
                "insects, tadpoles and even small fish. When threatened they can climb down a "
                "plant stem and hide below the water for a long time."
            ),
            D(
                "Diving bell spider: Unusually among spiders, the male of Argyroneta aquatica is "
                "bigger than the female, perhaps because moving about under water takes strength. "
                "Its bite is painful to people but harmless. Courtship takes place in the female's "
                "bell, and she lays her eggs in a chamber at its top."
            ),
            S(
                "Diving bell spider: Argyroneta aquatica, of ponds across Europe and northern "
                "Asia, is the only spider that spends almost its whole life under water. It spins "
                "a silk bell among water plants and fills it with air carried down from the "
                "surface on its hairy abdomen; oxygen seeps into the bell from the water, so it "
                "works like a gill."
            ),
            D(
                "Great diving beetle: The great diving beetle of European ponds, Dytiscus "
                "marginalis, hunts tadpoles and small fish under water. Before each dive it pushes "
                "the tip of its abdomen through the surface and traps a store of air beneath its "
                "hard wing cases, and it breathes this through small holes along its sides."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "prince ruperts drop why so strong",
        (
            "its outer skin cooled and set first, then the hot core shrank as it cooled and pulled "
            "that skin into strong compression, which keeps cracks from opening"
        ),
        [
            D(
                "Toughened glass: Car side windows and shower doors are made of toughened glass. A "
                "finished sheet is heated to about 620 \u00b0C and its faces are then chilled "
                "quickly with jets of air, so that the surface ends up squeezed by the interior. "
                "Such glass is some four times stronger than ordinary glass and breaks into small, "
                "blunt cubes."
            ),
            S(
                "Prince Rupert's drop: A drop of molten glass let fall into cold water can take a "
                "hammer blow on its round head. Its surface cools and hardens first; the hot core "
                "then shrinks as it cools and pulls on that skin, locking it in strong "
                "compression, which keeps cracks from opening. Snap its thin tail, though, and it "
                "bursts."
            ),
            D(
                "Prince Rupert's drop (history): The drops are named after Prince Rupert of the "
                "Rhine, who brought some to England around 1660, where King Charles II showed them "
                "to the new Royal Society and Robert Hooke studied them. Glassmakers in Germany "
                "and the Netherlands had made them before as curiosities, known as Dutch tears."
            ),
            D(
                "Annealing (glass): Freshly shaped bottles and tableware are passed through a long "
                "oven called a lehr, where they are held a little above 500 \u00b0C and then "
                "cooled slowly over an hour or more, so that the strains locked in while forming "
                "them can relax. Glass cooled too fast may crack on its own days later."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the velvet worm a worm?",
        (
            "no: velvet worms form a phylum of their own, Onychophora, closer to the arthropods "
            "and tardigrades than to true worms"
        ),
        [
            D(
                "Slow worm: The slow worm of Europe looks like a snake but is a legless lizard: it "
                "has eyelids that blink, can shed its tail when seized, and its smooth bronze "
                "scales are small and tight. It hunts slugs in gardens and compost heaps and can "
                "live for decades in captivity."
            ),
            D(
                "Velvet worm (hunting): A velvet worm catches crickets, spiders and woodlice by "
                "squirting two jets of sticky slime from glands beside its mouth, from up to about "
                "30 cm away. The slime hardens into a net as it dries; the animal then bites the "
                "prey, pours in saliva and sucks out the softened insides."
            ),
            D(
                "Velvet ant: Velvet ants are not ants but wasps. The wingless, brightly furred "
                "females, red, orange or white, run over sandy ground seeking the nests of bees "
                "and other wasps to lay eggs on their grubs, and the sting of the red velvet ant "
                "of the United States is so painful it is nicknamed cow killer."
            ),
            S(
                "Velvet worm: Velvet worms are not worms at all. The 200 or so species make up a "
                "phylum of their own, Onychophora, whose closest living relatives are the "
                "arthropods and the tardigrades. They walk on 13 to 43 pairs of stubby legs "
                "through damp forest litter, and many give birth to live young."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Which two countries share the mountain whose crater holds Heaven Lake?",
        "North Korea and China (Heaven Lake lies in the crater of Paektu Mountain)",
        [
            D(
                "Tianchi (Xinjiang): The Heavenly Lake of Tianshan lies at about 1,900 m on the "
                "northern side of the Bogda range, east of \u00dcr\u00fcmqi. Fed by snowmelt from "
                "Bogda Peak, 5,445 m, it is a long, narrow glacial lake held back by an old "
                "moraine, and its shores of spruce forest draw crowds of visitors in summer, who "
                "come up by bus and cable car."
            ),
            S(
                "Heaven Lake: Heaven Lake fills the caldera at the top of Paektu Mountain, left by "
                "one of the largest eruptions of the last two thousand years, around the year 946. "
                "The lake lies at about 2,190 m, is some 5 km long and more than 300 m deep at its "
                "deepest, and is frozen for much of the year."
            ),
            D(
                "Baengnokdam: Baengnokdam is the small crater lake at the top of Hallasan, 1,947 "
                "m, the volcano that forms the core of Jeju Island and the highest mountain in "
                "South Korea. Its name means white deer lake, from a legend of deer drinking "
                "there, and in dry spells it shrinks to a few puddles."
            ),
            S(
                "Paektu Mountain: At 2,744 m, Paektu Mountain is the highest peak of the Korean "
                "peninsula and of Manchuria. The border between North Korea and China's Jilin "
                "province runs across its summit, and the Chinese call it Changbai Shan. Koreans "
                "hold it sacred as the legendary birthplace of their nation."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "who discovered thallium",
        "William Crookes, in 1861",
        [
            D(
                "In 1863 Ferdinand Reich and his assistant Hieronymus Theodor Richter at the "
                "Freiberg Mining Academy in Saxony were testing zinc ores for thallium when a "
                "bright indigo-blue line appeared in their spectrum. The new metal was named "
                "indium after that colour; Reich, who was colour-blind, relied on Richter's eyes."
            ),
            D(
                "In the 1870s the English chemist William Crookes built glass tubes pumped almost "
                "empty of air and passed electric currents through them, showing that the rays "
                "streaming from the negative electrode travel in straight lines and can turn a "
                "tiny paddle wheel. His tubes led to the discovery of X-rays and the electron, and "
                "he was knighted in 1897."
            ),
            S(
                "The English chemist William Crookes found thallium in 1861 while examining the "
                "residue left by a sulphuric acid works, when a vivid green line no one had seen "
                "before appeared in its spectrum. He named the element from the Greek thallos, a "
                "green shoot, and the Frenchman Claude-Auguste Lamy isolated the metal the next "
                "year."
            ),
            D(
                "The Swedish chemist J\u00f6ns Jacob Berzelius and his partner Johan Gottlieb Gahn "
                "found selenium in 1817 in a red sludge at a sulphuric acid works at Gripsholm. "
                "Because it resembled tellurium, named after the Earth, Berzelius named the new "
                "element after the Moon, from the Greek selene."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "What is the largest lake in Japan?",
        "Lake Biwa, in Shiga Prefecture, about 670 square km",
        [
            D(
                "Lake Tazawa in Akita Prefecture, a round caldera lake about 423 m deep, is the "
                "deepest lake in Japan. Its water, once famous for its clarity, was soured in 1940 "
                "by acid water channelled in from a hot spring for a hydroelectric scheme, which "
                "wiped out an endemic trout, the kunimasu."
            ),
            D(
                "Lake Kasumigaura in Ibaraki Prefecture, north-east of Tokyo, is the second "
                "largest lake in Japan, covering about 220 square km, but it is very shallow, "
                "averaging only about 4 m. Sailing boats called hobikisen once trawled it for "
                "smelt and whitebait and now sail for tourists in summer."
            ),
            D(
                "Lake Inawashiro in Fukushima Prefecture, at the foot of the volcano Bandai, is "
                "the fourth largest lake in Japan at about 103 square km. Its clear water mirrors "
                "the mountain, flocks of swans spend the winter on its shores, and the "
                "bacteriologist Hideyo Noguchi, whose face was on the 1,000 yen note from 2004, "
                "was born in a village nearby."
            ),
            S(
                "Lake Biwa, just north-east of Kyoto in Shiga Prefecture, is the biggest lake in "
                "Japan, spreading over about 670 square km. Formed some four million years ago, it "
                "is among the oldest lakes on Earth, holds dozens of fish and snails found nowhere "
                "else, and supplies water to about 14 million people in the Kansai region."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is more venomous, the stonefish or the lionfish?",
        (
            "the stonefish, the most venomous fish known, whose sting can kill; a lionfish sting "
            "is very painful but rarely dangerous"
        ),
        [
            D(
                "Weever fish lie buried in the sand of shallow beaches around Britain and the "
                "Mediterranean with only their eyes and black dorsal fin showing. Paddlers who "
                "tread on them are stung by venomous spines, and soaking the foot in water as hot "
                "as can be borne eases the pain, since heat breaks down the venom. Lifeguards "
                "treat many such stings each summer."
            ),
            S(
                "The lionfish, native to the Indo-Pacific, carries venom in the long spines of its "
                "striped fins. A sting causes intense pain, swelling and sometimes nausea for "
                "hours, but it is very rarely dangerous to healthy people. Released from "
                "aquariums, lionfish have spread since the 1980s along the Atlantic coast of the "
                "Americas."
            ),
            D(
                "Pufferfish are not venomous but poisonous: their liver, ovaries and skin hold "
                "tetrodotoxin, a nerve poison far deadlier than cyanide, which they do not inject "
                "but which harms whoever eats them. In Japan only chefs licensed after years of "
                "training may prepare the fish, called fugu, for diners."
            ),
            S(
                "The reef stonefish of the Indo-Pacific, a warty fish that looks like a rock "
                "covered in algae, is the most venomous fish known. Thirteen spines along its back "
                "inject a venom that causes agonising pain and swelling and can kill a person, and "
                "an antivenom has been made in Australia since 1959."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What are the symptoms of river blindness?",
        (
            "severe itching, rashes and lumps under the skin, patches of lost skin colour "
            "('leopard skin'), and eye damage that can end in blindness"
        ),
        [
            S(
                "River blindness, spread by blackflies that breed in fast rivers in Africa, is "
                "caused by a parasitic worm whose tiny larvae swarm through the skin. They bring "
                "on severe itching, rashes and lumps under the skin, and patches where the skin "
                "loses its colour, called leopard skin; in the eyes they can slowly cause "
                "blindness."
            ),
            D(
                "Sleeping sickness is spread by the bite of the tsetse fly in rural Africa. In its "
                "first stage the parasite, a trypanosome, causes fever, headaches, joint pain and "
                "itching; once it crosses into the brain, the patient grows confused, sleeps by "
                "day and lies awake at night, and without treatment dies."
            ),
            D(
                "Ivermectin, found by Satoshi \u014cmura and William Campbell, kills the young "
                "worms of river blindness, and since 1987 the drug company Merck has given it away "
                "free for as long as it is needed. The two shared the Nobel Prize in Physiology or "
                "Medicine in 2015 with Tu Youyou, who found a malaria drug."
            ),
            D(
                "Lymphatic filariasis is caused by thread-like worms passed on by mosquitoes that "
                "lodge in the lymph vessels. Most infected people notice nothing for years, but "
                "some develop elephantiasis, in which a leg, an arm or the breasts swell hugely "
                "with trapped fluid and the skin thickens and hardens."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how does a sidewinder snake move",
        (
            "by sidewinding: it throws its body sideways in loops, lifting most of it off the sand "
            "so that only two short stretches touch the ground at a time, leaving parallel "
            "J-shaped tracks"
        ),
        [
            D(
                "The sidewinder, a small rattlesnake of the Mojave and Sonoran deserts, has a "
                "horn-like scale above each eye that may shade it or keep out sand. It spends the "
                "day half-buried in sand, coiled in a shallow dip it scoops out, and ambushes "
                "lizards and kangaroo rats at night, sensing their warmth with pits between its "
                "eyes and nostrils."
            ),
            D(
                "Paradise tree snakes of Southeast Asia can glide from one tree to another over "
                "tens of metres. The snake launches itself from a branch, spreads its ribs to "
                "flatten its body into a concave strip that catches the air, and waves from side "
                "to side in an S as it falls, steering as it goes."
            ),
            S(
                "The sidewinder rattlesnake of North American deserts crosses loose sand by "
                "throwing its body sideways in a series of loops. It lifts most of itself clear of "
                "the hot ground, so only two short sections rest on it at any moment, each set "
                "down a little ahead of the last, and leaves a row of parallel, J-shaped marks."
            ),
            D(
                "The sandfish, a small skink of North African and Arabian deserts, escapes heat "
                "and enemies by diving head first into loose sand and swimming through it. It "
                "tucks its legs against its body and wriggles in fast waves, and its smooth, shiny "
                "scales slide through the grains with little friction."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why are there gaps in the asteroid belt?",
        (
            "Jupiter's gravity: an asteroid at those distances would go round the Sun a simple "
            "number of times, such as three, for each orbit of Jupiter, so the planet tugs it at "
            "the same point again and again until it is pulled into another orbit"
        ),
        [
            D(
                "The Cassini Division, a gap about 4,800 km wide between the two brightest rings "
                "of Saturn, was seen by Giovanni Domenico Cassini in 1675. Particles there would "
                "orbit Saturn exactly twice for each orbit of its moon Mimas, and the moon's "
                "repeated pulls have cleared most of them away, leaving a dark band that shows "
                "even in small telescopes."
            ),
            S(
                "In 1866 Daniel Kirkwood noticed gaps in the asteroid belt, distances from the Sun "
                "where few asteroids orbit. An asteroid there would make exactly three circuits "
                "for each of Jupiter's, or five for every two, so it would meet the giant at the "
                "same point again and again, and the repeated tugs pull it into another orbit."
            ),
            D(
                "Astronomers think no planet formed between Mars and Jupiter because Jupiter's "
                "strong gravity stirred up the small rocks there, so that they collided too fast "
                "to stick together, and flung many out of the region. What remains of the asteroid "
                "belt adds up to only about 3 % of the Moon's mass."
            ),
            D(
                "The first close-up pictures of asteroids came from NASA's Galileo probe on its "
                "way to Jupiter: it passed Gaspra, a lumpy rock about 18 km long, in October 1991, "
                "and in August 1993 it flew by Ida, which turned out to have a small moon of its "
                "own, later named Dactyl."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did passenger pigeons once number in the billions?",
        (
            "yes: there were probably three to five billion in North America in the early 1800s, "
            "before hunting and forest clearing wiped them out by 1914"
        ),
        [
            D(
                "The Carolina parakeet, the only parrot native to the eastern United States, lived "
                "in noisy flocks in river forests from Florida to the Great Lakes. Farmers shot it "
                "as a pest of fruit and grain, and the last known bird, Incas, died at the "
                "Cincinnati Zoo in 1918, in the cage where Martha had died."
            ),
            D(
                "Martha, the last passenger pigeon, died at the Cincinnati Zoo on 1 September "
                "1914, aged about 29, and was named after Martha Washington. Her body was frozen "
                "in a block of ice and sent to the Smithsonian Institution in Washington, where it "
                "was mounted and is kept to this day."
            ),
            S(
                "In the early 1800s passenger pigeons were probably the most numerous birds in "
                "North America, perhaps three to five billion of them, and a single migrating "
                "flock could darken the sky for hours. Commercial hunting and the clearing of the "
                "eastern forests destroyed them within a century."
            ),
            D(
                "Mourning doves are among the most common birds in North America today, with "
                "perhaps 350 million of them, and hunters in the United States shoot some 20 "
                "million a year, more than any other game bird. They look so like passenger "
                "pigeons, though smaller, that the two were often confused."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the Indian state where Loktak Lake lies?",
        "Imphal (Loktak Lake is in Manipur)",
        [
            S(
                "Loktak Lake, the largest freshwater lake in north-east India, lies in Manipur. "
                "Much of its surface is covered by phumdis, floating mats of soil and plants, and "
                "on the biggest of them lies Keibul Lamjao, the only floating national park in the "
                "world, last refuge of the brow-antlered sangai deer."
            ),
            D(
                "Dal Lake, on the edge of Srinagar in Jammu and Kashmir, is known for its carved "
                "cedar houseboats and for the shikaras, slim wooden boats that ferry people and "
                "vegetables across it. Floating gardens of reeds and soil grow tomatoes on its "
                "water, and the Mughal gardens of Shalimar Bagh line its shore."
            ),
            D(
                "Chilika Lake, on the coast of Odisha south of its capital Bhubaneswar, is the "
                "largest coastal lagoon in India, a mix of sea and river water spread over some "
                "1,100 square km. Hundreds of thousands of migrating birds spend the winter there, "
                "and Irrawaddy dolphins live in its channels."
            ),
            S(
                "Imphal, the capital of Manipur, lies in an oval valley ringed by hills near "
                "India's border with Myanmar. The Kangla Fort at its heart was the seat of "
                "Manipur's kings, and in 1944 the town held out through a long siege in which "
                "British and Indian forces turned back a Japanese invasion."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Where is the Dragon's Breath cave?",
        "near Grootfontein, in the Otjozondjupa Region of northern Namibia",
        [
            D(
                "Home > Travel > Namibia | Hoba meteorite | On a farm near Grootfontein lies the "
                "heaviest known meteorite on Earth, a slab of iron and nickel of about 60 tonnes "
                "that fell less than 80,000 years ago and has never been moved. A farmer found it "
                "while ploughing in 1920, and it is now a national monument. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > Namibia | Lake Otjikoto | Near Tsumeb, this round sinkhole lake "
                "about 100 m across is where German troops sank guns and ammunition in 1915 before "
                "surrendering to South African forces. Divers have raised some of them, now shown "
                "in the town's museum. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Namibia | Dragon's Breath Cave | Near Grootfontein, in the "
                "Otjozondjupa Region of northern Namibia, a narrow shaft leads down to the largest "
                "known underground lake not under ice, about two hectares of clear water some 100 "
                "m below ground. Cavers found it in 1986. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Namibia | Aigamas Cave | In a cave near Otavi lives the golden "
                "cave catfish, a pale, blind fish found nowhere else on Earth and one of the "
                "rarest fish in Africa. Only a few hundred are thought to survive in its "
                "underground pools. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "moeraki boulders location",
        (
            "Koekohe Beach near Moeraki, on the Otago coast of New Zealand's South Island, between "
            "Oamaru and Dunedin"
        ),
        [
            D(
                "Home > Travel > New Zealand | How the boulders formed | The boulders are "
                "concretions: balls of mudstone cemented by calcite that grew slowly around a core "
                "on the sea floor about 60 million years ago. Waves now wash them out of the "
                "cliffs behind the beach, and veins of yellow calcite crack their skins. Share | "
                "Print"
            ),
            S(
                "Home > Travel > New Zealand | Moeraki Boulders | Scattered along Koekohe Beach "
                "near the fishing village of Moeraki, on the Otago coast of the South Island "
                "between Oamaru and Dunedin, these grey spheres up to 2 m across weigh several "
                "tonnes each. They are best seen at low tide. Share | Print"
            ),
            D(
                "Home > Travel > New Zealand | Pancake Rocks | At Punakaiki, on the West Coast of "
                "the South Island, layered limestone stacks look like piles of pancakes, and at "
                "high tide with a westerly swell the sea bursts up through blowholes among them. "
                "The rocks lie in Paparoa National Park. Share | Print"
            ),
            D(
                "Home > Travel > New Zealand | Koutu Boulders | On the shore of the Hokianga "
                "Harbour in Northland, in the far north of the North Island, lie more boulders of "
                "the same kind, some up to 3 m across, many of them split open by the weather. "
                "They are reached along the beach at low tide. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is larger, Lake Van or Lake Sevan?",
        "Lake Van, about 3,755 square km, against about 1,250 square km for Lake Sevan",
        [
            D(
                "Home > Places > Iran | Lake Urmia | Once the largest lake in the Middle East, at "
                "about 5,000 square km, the salt lake in north-western Iran shrank by some 90 % "
                "after dams and wells took the water of its rivers in the 1990s and 2000s, and "
                "salt dust now blows from its dry bed onto nearby farms. Share this | Cookie policy"
            ),
            S(
                "Home > Places > Turkey | Lake Van | Turkey's biggest lake, about 3,755 square km, "
                "fills a basin at 1,640 m in the east of the country. Its water is salty and "
                "alkaline, with no outlet, and its only fish, the pearl mullet, swims up the "
                "inflowing rivers each spring to spawn. Share this | Cookie policy"
            ),
            D(
                "Home > Places > Turkey | Lake Tuz | Turkey's second largest lake, on the central "
                "Anatolian plateau, spreads over some 1,600 square km in spring but is only a "
                "metre or two deep and nearly dries in summer. Its salt pans yield most of the "
                "country's table salt. Share this | Cookie policy"
            ),
            S(
                "Home > Places > Armenia | Lake Sevan | The largest lake in the Caucasus lies at "
                "about 1,900 m and covers some 1,250 square km. Soviet engineers drained it for "
                "irrigation and power from the 1930s, lowering it by almost 20 m, and the island "
                "monastery of Sevanavank now stands on a peninsula. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "curonian spit which countries",
        "Lithuania and Russia (the Kaliningrad region)",
        [
            D(
                "Home > Travel > Poland | Vistula Spit | This narrow bar of sand between the "
                "Vistula Lagoon and the Gulf of Gda\u0144sk is split between Poland and Russia's "
                "Kaliningrad region. In 2022 Poland opened a shipping canal cut across its part, "
                "giving the port of Elbl\u0105g its own way to the sea without passing Russian "
                "waters. Share | Print"
            ),
            D(
                "Home > Travel > Baltic | Curonian Lagoon | Fed mainly by the Neman, the lagoon "
                "behind the spit is a shallow, almost fresh basin of about 1,600 square km, "
                "averaging under 4 m deep. Its fishermen catch bream, pike-perch and eel, and in "
                "hard winters they fish through the ice. Share | Print"
            ),
            D(
                "Home > Travel > Denmark | R\u00e5bjerg Mile | Near Skagen at the northern tip of "
                "Jutland, a bare dune about 40 m high creeps north-east some 15 m a year across "
                "the heath, burying whatever lies in its way. It is the largest migrating dune in "
                "northern Europe. Share | Print"
            ),
            S(
                "Home > Travel > Baltic | Curonian Spit | A ribbon of sand 98 km long separates "
                "the Curonian Lagoon from the Baltic Sea. Its northern half belongs to Lithuania, "
                "with the resort of Nida near the border, and its southern half to Russia's "
                "Kaliningrad region. UNESCO listed it in 2000. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How did the tufa towers of Mono Lake form?",
        (
            "springs rich in calcium bubbled up into the lake's carbonate-rich water, and the two "
            "combined into limestone around each spring mouth under water; the towers were left "
            "standing when the lake level fell"
        ),
        [
            D(
                "Home > Parks > California | Life in Mono Lake | No fish can live in the lake's "
                "salty, alkaline water, but trillions of tiny brine shrimp and alkali flies thrive "
                "in it, feeding on algae. The flies crawl under water in bubbles of air to feed "
                "and lay eggs, and millions of migrating birds, among them eared grebes and "
                "phalaropes, feast on them. Share | Print"
            ),
            S(
                "Home > Parks > California | Mono Lake tufa | The knobby towers along the shore "
                "grew under water where springs full of calcium bubbled up into the lake, whose "
                "water is rich in carbonates. The two combined into limestone around each spring "
                "mouth, and as the lake fell the towers were left high and dry. Share | Print"
            ),
            D(
                "Home > Parks > Wyoming | Mammoth Hot Springs | At the northern edge of "
                "Yellowstone, hot water rises through old limestone and dissolves it, then lays it "
                "down again as white travertine terraces as the water cools and loses carbon "
                "dioxide. The terraces grow and shift from year to year. Share | Print"
            ),
            D(
                "Home > Parks > California | Saving Mono Lake | After Los Angeles began taking "
                "water from its streams in 1941, the lake fell about 14 m and grew twice as salty. "
                "A ruling in 1994 ordered the city to let enough water through to raise it to "
                "about 1,948 m above sea level. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the fire at Kawah Ijen blue?",
        (
            "sulphur gases escaping from cracks in the crater at high temperature catch fire as "
            "they meet the air, and burning sulphur gives a blue flame"
        ),
        [
            S(
                "Home > Travel > Indonesia | The blue fire of Kawah Ijen | On the crater floor of "
                "this East Java volcano, sulphurous gases escape from cracks at up to about 600 "
                "\u00b0C and catch fire as they meet the air, burning with an electric-blue flame; "
                "some condense into liquid sulphur that runs down the rocks still alight. Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Indonesia | Ijen's acid lake | The turquoise lake inside the Ijen "
                "crater in East Java, about 1 km across, is the largest acid crater lake in the "
                "world; laden with sulphuric and hydrochloric acid, its water has a pH near zero "
                "and would eat through metal. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Indonesia | Ijen's sulphur miners | Before dawn, miners climb "
                "into the Ijen crater, break off yellow slabs of sulphur from pipes set over the "
                "vents and carry loads of 70 to 90 kg up the rim and down to a weighing station, "
                "breathing toxic fumes for little pay. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry | Why gas flames burn blue | A gas stove's flame glows "
                "blue because its fuel, mixed with plenty of air, burns completely, and "
                "short-lived fragments of carbon and hydrogen give off blue light. A flame short "
                "of oxygen burns yellow, from glowing specks of soot. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the Joshua tree a cactus?",
        "no: it is a tree-sized yucca, Yucca brevifolia, of the asparagus family",
        [
            D(
                "Home > Nature > Deserts | Saguaro | The saguaro of the Sonoran Desert is the "
                "largest cactus in the United States, reaching about 12 m and living 150 years or "
                "more, and it often grows its first arms only after 50 years. Its white flower is "
                "the state wildflower of Arizona. Share | Print"
            ),
            S(
                "Home > Nature > Deserts | Joshua tree | Despite its spiky looks, the emblem of "
                "the Mojave Desert is not a cactus but a tree-sized yucca, Yucca brevifolia, of "
                "the asparagus family. It can grow more than 10 m tall, adds only a few cm a year, "
                "and relies on small moths to pollinate its flowers. Share | Print"
            ),
            D(
                "Home > Nature > Deserts | Boojum tree | Found almost only in Baja California, the "
                "boojum is a tapering trunk like an upside-down carrot, up to about 20 m tall, "
                "covered in short twigs that sprout small leaves after rain. It takes its name "
                "from a poem by Lewis Carroll. Share | Print"
            ),
            D(
                "Home > Parks > California | Joshua Tree National Park | Where the Mojave and "
                "Colorado deserts meet in southern California, the park protects some 3,200 square "
                "km of granite domes and boulders, popular with climbers and stargazers. It became "
                "a national monument in 1936 and a national park in 1994. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which city is the prefecture of the French department where the Dune of Pilat stands?",
        "Bordeaux (the Dune of Pilat is in the Gironde department)",
        [
            D(
                "Home > Travel > France | Landes forest | South of Arcachon Bay lies the largest "
                "planted forest in western Europe, some 10,000 square km of maritime pine sown in "
                "the 1800s to hold the coastal dunes and drain the marshes. Much of it is in the "
                "Landes, whose prefecture is Mont-de-Marsan. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > France | Dune of Pilat | The tallest sand dune in Europe, about "
                "100 m high and nearly 3 km long, rises at the mouth of Arcachon Bay in the "
                "Gironde department. Westerly winds push it inland by a few metres a year, and it "
                "slowly buries the pine forest behind it. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > France | Cap Ferret | The sandy peninsula that shelters Arcachon "
                "Bay from the Atlantic is lined with oyster farmers' huts and holiday villas, and "
                "from its red-topped lighthouse visitors look across the water to the great dune. "
                "Oysters have been farmed in the bay since the 1800s. Share this | Cookie policy"
            ),
            S(
                "Home > Places > France | Gironde | Named after the estuary formed where the "
                "Garonne and the Dordogne meet, the Gironde is the largest department of "
                "metropolitan France, on the Atlantic coast of Nouvelle-Aquitaine. Its prefecture "
                "is Bordeaux, a port city famous for its wine. Share this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Which nerve is affected in Bell's palsy?",
        "the facial nerve, the seventh cranial nerve",
        [
            S(
                "Q: What causes Bell's palsy? A: Swelling of the facial nerve, the seventh cranial "
                "nerve, which works the muscles on one side of the face, where it passes through a "
                "narrow bony canal in the skull. The trigger is often unknown, though a virus such "
                "as herpes simplex may be to blame. Most people recover within six months."
            ),
            D(
                "Q: What is trigeminal neuralgia? A: Sudden, severe, electric-shock-like pain in "
                "the face, set off by things like chewing, brushing the teeth or a light breeze. "
                "It comes from the trigeminal nerve, the fifth cranial nerve, which carries "
                "feeling from the face, often pressed on by a blood vessel."
            ),
            D(
                "Q: How can I tell Bell's palsy from a stroke? A: Both can make one side of the "
                "face droop. In Bell's palsy the forehead on that side usually cannot wrinkle "
                "either, while a stroke tends to spare the forehead and may also weaken an arm or "
                "a leg or slur speech. If in doubt, call an ambulance."
            ),
            D(
                "Q: What does the hypoglossal nerve do? A: The twelfth cranial nerve moves the "
                "tongue, letting us speak, chew and swallow. If it is damaged on one side, the "
                "tongue points towards the weak side when stuck out, and over weeks that half of "
                "the tongue wastes and looks wrinkled."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "takotsubo cardiomyopathy name meaning",
        (
            "takotsubo is Japanese for an octopus trap, a pot with a round bottom and a narrow "
            "neck, the shape the heart's left ventricle takes"
        ),
        [
            D(
                "Q: What causes broken heart syndrome? A: A sudden shock, such as grief, fear, a "
                "row or even a surprise party, floods the body with stress hormones like "
                "adrenaline, which stun the heart muscle. It mostly strikes women past the "
                "menopause, and the heart usually recovers fully within weeks."
            ),
            D(
                "Q: Why is the mitral valve called that? A: The valve between the left atrium and "
                "the left ventricle has two pointed flaps that reminded anatomists of a bishop's "
                "mitre, the tall, split hat that bishops wear. It is also called the bicuspid "
                "valve, and when it leaks, blood flows back into the atrium with each beat."
            ),
            D(
                "Q: What does cardiomyopathy mean? A: Disease of the heart muscle, from the Greek "
                "kardia, heart, mys, muscle, and pathos, suffering. In the commonest kind, dilated "
                "cardiomyopathy, the chambers stretch and their walls thin, so the heart pumps "
                "weakly; some cases run in families."
            ),
            S(
                "Q: Why is it called takotsubo cardiomyopathy? A: Japanese doctors who described "
                "it in 1990 saw that the heart's main pumping chamber, the left ventricle, "
                "balloons out at its tip while its neck stays narrow, like a takotsubo, the clay "
                "pot with a round bottom that Japanese fishermen use to trap octopus."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has longer fangs, the gaboon viper or the king cobra?",
        (
            "the gaboon viper, whose fangs reach about 5 cm, the longest of any snake; a king "
            "cobra's are only about 1.25 cm"
        ),
        [
            D(
                "Q: Do rattlesnakes fold their fangs? A: Yes. Like all vipers, rattlesnakes have "
                "hinged fangs that lie back against the roof of the mouth when it is closed and "
                "swing forward to strike. A rattlesnake sheds and replaces its fangs several times "
                "a year, with spares waiting behind the working pair."
            ),
            S(
                "Q: How long are a gaboon viper's fangs? A: Up to about 5 cm, the longest of any "
                "snake. The gaboon viper of the rainforests of West and Central Africa is also the "
                "heaviest viper in Africa and injects more venom in one bite than any other snake, "
                "but it is placid and seldom bites people."
            ),
            S(
                "Q: Does the king cobra have big fangs? A: No. The world's longest venomous snake "
                "has short, fixed fangs at the front of its mouth, only about 1.25 cm long. It "
                "makes up for them with its size and the large dose of venom it injects in one "
                "bite, but it usually slips away from people."
            ),
            D(
                "Q: Which snake has the most toxic venom? A: Judged by tests on mice, the inland "
                "taipan of central Australia. One bite holds enough to kill many adults, yet this "
                "shy snake of remote cracking clay plains is not known to have killed anyone, and "
                "bites are very rare."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of Kawasaki disease?",
        (
            "a fever for five days or more, a rash, red eyes, red cracked lips and a strawberry "
            "tongue, swollen red hands and feet that later peel, and swollen glands in the neck"
        ),
        [
            D(
                "Scarlet fever: signs\n- Sore throat, headache and fever, mostly in children under "
                "10\n- A rough, sandpapery pink-red rash that starts on the chest and tummy\n- A "
                "white coating on the tongue that peels, leaving it red and bumpy\n- Flushed "
                "cheeks\n- Treated with antibiotics"
            ),
            S(
                "Kawasaki disease: signs\n- A high fever lasting five days or more\n- A rash, "
                "often worst in the groin\n- Red eyes without pus\n- Red, dry, cracked lips and a "
                "red, swollen strawberry tongue\n- Swollen, red hands and feet, with peeling skin "
                "later\n- Swollen glands in the neck"
            ),
            D(
                "Kawasaki disease: treatment\n- Hospital care as soon as it is diagnosed\n- "
                "Immunoglobulin through a drip, best within 10 days of the first fever\n- Aspirin, "
                "in this one case given to children, under medical advice\n- Heart scans to check "
                "the coronary arteries\n- Most children recover in 6 to 8 weeks"
            ),
            D(
                "Measles: signs\n- Cold-like symptoms: runny nose, sneezing and cough\n- Red, "
                "sore, watery eyes\n- A high fever\n- Small white spots inside the cheeks\n- A "
                "blotchy red-brown rash a few days later, starting on the face and behind the ears"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how do honeypot ants store food",
        (
            "some workers, called repletes, are fed nectar and other liquid food until their "
            "abdomens swell like grapes; they hang from the ceilings of underground chambers and "
            "give it back to nestmates when food is scarce"
        ),
        [
            D(
                "Q: Can people eat honeypot ants? A: Yes. Aboriginal people in the deserts of "
                "central Australia dig pits up to 2 m deep to reach the nest chambers and eat the "
                "swollen workers whole, biting off the sweet abdomen. The ants live in dry lands "
                "of Australia, Africa and North America."
            ),
            S(
                "Q: Why are they called honeypot ants? A: Some workers, called repletes, are fed "
                "nectar and other sweet liquids by their nestmates until their abdomens swell to "
                "the size of a grape. They hang from the ceilings of deep chambers as living "
                "larders and bring the food back up for the colony when it is scarce."
            ),
            D(
                "Q: How do honeybees make honey? A: Foragers suck nectar from flowers and pass it "
                "to house bees, whose enzymes break down its sugars. The bees spread it in wax "
                "cells and fan their wings to dry it until it is about 18 % water, then seal the "
                "cells with wax caps; a hive may store 25 kg or more."
            ),
            D(
                "Q: How do weaver ants build their nests? A: In the tree tops of tropical Asia, "
                "Africa and Australia, chains of workers pull the edges of living leaves together, "
                "while others hold larvae in their jaws and squeeze them, using the silk the "
                "larvae spin to stitch the leaves into a nest. A big colony may hold many such "
                "nests spread over several trees."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do people with Capgras delusion think their loved ones are impostors?",
        (
            "the brain still recognises the face, but its link to the emotional response is cut, "
            "so the familiar warm feeling is missing and the mind explains the gap as a double"
        ),
        [
            D(
                "Q: What is Cotard's delusion? A: A rare belief that one is dead, does not exist "
                "or has lost one's blood or inner organs, named after the French neurologist Jules "
                "Cotard, who described it in 1880 as the delirium of negation. It can follow "
                "severe depression and usually responds to treatment."
            ),
            D(
                "Q: What is Fregoli delusion? A: The belief that different people one meets are "
                "really a single person who keeps changing disguise, often a persecutor. It is "
                "named after Leopoldo Fregoli, an Italian actor famous for changing roles and "
                "costumes at lightning speed, and was first described in 1927."
            ),
            S(
                "Q: Why does someone with Capgras delusion take a loved one for an impostor? A: A "
                "leading theory holds that the brain still recognises the face, but the link to "
                "the emotional response is cut, so the familiar warm feeling is missing, and the "
                "mind explains the gap: this must be a double."
            ),
            D(
                "Q: Who was Joseph Capgras? A: A French psychiatrist who, with Jean "
                "Reboul-Lachaux, described in 1923 a woman convinced that her husband, her "
                "children and many others had been swapped for look-alikes. They called her "
                "condition the illusion of doubles."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is chikungunya usually fatal?",
        (
            "no: deaths are rare, mostly among newborns, older people and those with other "
            "illnesses, though the joint pain can last for months"
        ),
        [
            D(
                "Q: Can dengue kill? A: Most infections are mild or cause no symptoms, but a small "
                "share become severe dengue, with bleeding, fluid leaking from the blood vessels "
                "and shock. Without good hospital care about one in five such patients may die; "
                "with it, fewer than one in a hundred. There is no specific drug for it."
            ),
            D(
                "Q: Where does the name chikungunya come from? A: From a word in the Kimakonde "
                "language of southern Tanzania meaning that which bends up, for the stooped "
                "posture of patients racked by joint pain. The disease was first described during "
                "an outbreak on the Makonde Plateau in 1952."
            ),
            D(
                "Q: Is yellow fever dangerous? A: Yes. Most people recover after a few days of "
                "fever and aches, but some go on to a toxic phase with jaundice, bleeding and "
                "kidney failure, and about half of those die within 10 days. One dose of the "
                "vaccine protects most people for life."
            ),
            S(
                "Q: Can you die of chikungunya? A: Rarely. The fever and rash usually pass within "
                "a week or so, and deaths are uncommon, mostly among newborns, older people and "
                "those with other illnesses. The joint pain can be severe, though, and may last "
                "for months. Aedes mosquitoes spread the virus."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which vitamin is lacking in the disease known for the four Ds?",
        "niacin, vitamin B3 (the disease is pellagra)",
        [
            S(
                "Q: What are the four Ds? A: Doctors learn them as the classic signs of pellagra: "
                "dermatitis, a rough, dark rash on skin exposed to the sun; diarrhoea; dementia, "
                "beginning with confusion and low mood; and finally death, if the disease is left "
                "untreated. It was common in the American South around 1900."
            ),
            D(
                "Q: What causes night blindness? A: Most often a lack of vitamin A, which the eye "
                "needs to make rhodopsin, the pigment that lets the rods of the retina see in dim "
                "light. It remains common in poor countries, and a severe shortage dries the eyes "
                "and can blind children for good; a capsule of the vitamin twice a year prevents "
                "it."
            ),
            S(
                "Q: What causes pellagra? A: A lack of niacin, vitamin B3, usually in people who "
                "live mostly on maize that has not been soaked in lime, as Mexican cooks do for "
                "tortillas, which frees the vitamin. Joseph Goldberger showed in 1915 that it came "
                "from a poor diet, not a germ."
            ),
            D(
                "Q: What is pernicious anaemia? A: A shortage of vitamin B12 because the stomach "
                "lining, attacked by the immune system, stops making intrinsic factor, which is "
                "needed to absorb it. Tiredness, a sore red tongue, pins and needles and memory "
                "problems follow; regular injections keep it in check."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "What is the smallest flowering plant?",
        "watermeal, Wolffia, a rootless duckweed about a millimetre across or less",
        [
            D(
                "Orchids produce the smallest seeds of any flowering plant, dust-fine specks with "
                "no food store of their own, so light that one pod of some species holds millions "
                "of them and the wind carries them far. To sprout, each seed must be invaded by a "
                "fungus that feeds it."
            ),
            S(
                "Of everything green that blooms, none is tinier than watermeal, the genus "
                "Wolffia: rootless green specks about a millimetre across or less that drift by "
                "the million on still ponds and ditches. Its lone blossom sits in a pit on the "
                "upper surface, and its fruit is the tiniest known."
            ),
            D(
                "Common duckweed, Lemna minor, floats on ponds across the world as oval, leaf-like "
                "fronds a few millimetres long, each trailing a single root. In good conditions it "
                "doubles its mass in about two days, and farmers in Asia have long fed it to "
                "ducks, fish and pigs."
            ),
            D(
                "The titan arum of Sumatra raises the largest unbranched flower head of any plant, "
                "up to about 3 m tall, from a tuber that can weigh over 100 kg. It blooms only "
                "every few years and for just a day or two, when it warms up and smells of rotting "
                "meat to draw beetles and flies. It first flowered in a garden at Kew in 1889."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "cano cristales red colour plant",
        "Macarenia clavigera, a water plant that turns red in strong sunlight",
        [
            D(
                "Ca\u00f1o Cristales lies within the Sierra de la Macarena National Park in the "
                "department of Meta, and for years guerrilla fighting kept visitors away. Since it "
                "reopened in 2009, tourists fly to the small town of La Macarena and must go with "
                "a guide, and sunscreen is banned in the water."
            ),
            D(
                "The R\u00edo Tinto in Andalusia, Spain, runs a rusty red because its water is "
                "very acidic and full of dissolved iron from mines worked since before Roman "
                "times. Microbes that live on the iron thrive in it, and NASA has studied them as "
                "a model for life on Mars."
            ),
            S(
                "In Colombia's Serran\u00eda de la Macarena, the stream of Ca\u00f1o Cristales "
                "turns crimson between July and November thanks to Macarenia clavigera, a weed "
                "that clings to the rocks of its bed and blushes from green to scarlet when the "
                "sun beats down on it through the shallow, clear current."
            ),
            D(
                "Red algae, the seaweeds of the group Rhodophyta, owe their colour to "
                "phycoerythrin, a pigment that absorbs blue light, which reaches deeper into the "
                "sea than red light does. Some of them grow more than 200 m down, deeper than any "
                "other seaweed."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which laid bigger eggs, the elephant bird or the ostrich?",
        (
            "the elephant bird: its eggs held about 9 litres, as much as some 150 hen's eggs, "
            "against about 1.4 kg, two dozen hen's eggs, for an ostrich egg"
        ),
        [
            D(
                "New Zealand's moa, nine species of wingless birds, were hunted to extinction "
                "within about two centuries of people arriving in the late 1200s. The tallest, "
                "females of the giant moa, could reach about 3.6 m with the neck stretched up, and "
                "weighed perhaps 230 kg, far more than the males."
            ),
            S(
                "Madagascar's extinct elephant bird, Aepyornis, a flightless giant that died out "
                "roughly a thousand years ago, left shells up to about 30 cm long that held some 9 "
                "litres, as much as 150 from a hen, the largest known from any animal, dinosaurs "
                "included. Whole ones still turn up in the island's southern dunes."
            ),
            D(
                "Ostriches cannot fly but can sprint at about 70 km/h, faster than any other bird "
                "on land, on long legs with just two toes on each foot, and their kick can injure "
                "a lion. Males boom and dance with their black-and-white wings to court the brown "
                "females."
            ),
            S(
                "A single ostrich clutch is made of cream-coloured shells about 15 cm long that "
                "weigh some 1.4 kg apiece, as much as two dozen from a farmyard hen, the heaviest "
                "of any feathered creature alive, and strong enough for a grown person to stand on "
                "without cracking them."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What minerals does Spotted Lake contain?",
        (
            "mainly magnesium sulphate (Epsom salt), with calcium and sodium sulphates and traces "
            "of silver and titanium"
        ),
        [
            D(
                "In summer most of the water of Spotted Lake, near Osoyoos in British Columbia, "
                "evaporates, and what is left forms hundreds of small pools ringed by hard white "
                "walkways, each tinted yellow, green or blue by its own brew. The land was bought "
                "in 2001 for the Okanagan Nation, to whom it is sacred."
            ),
            D(
                "Epsom, in Surrey, gave its name to Epsom salt, magnesium sulphate, after a farmer "
                "in 1618 found that his cows would not drink from a bitter spring on the common. "
                "Its waters made the town a famous spa, and the salt is still stirred into baths "
                "to soothe aching muscles."
            ),
            D(
                "Lake Magadi in Kenya's Rift Valley is a crust of trona, a sodium carbonate, fed "
                "by hot springs that keep renewing it. It has been quarried since the early 1900s "
                "to make soda ash for glass and detergents, and flamingos feed in the pink "
                "shallows at its edges."
            ),
            S(
                "Kliluk, or Spotted Lake, holds some of the richest brine on Earth: chiefly Epsom "
                "salt, that is magnesium sulphate, along with calcium and sodium sulphates and "
                "small traces of silver and titanium. The Syilx people of the Okanagan valley have "
                "long used its mud and water to heal."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does the mimic octopus imitate other animals?",
        (
            "by changing its colour, shape and movement: it glides over the sand flattened like a "
            "flatfish, trails its banded arms like a lionfish, or waves two arms from a burrow "
            "like a sea snake"
        ),
        [
            D(
                "The veined octopus of the western Pacific carries halves of coconut shells under "
                "its body, walking stiffly on its arm tips across the sea floor, and when "
                "threatened it puts them together as a shelter and hides inside, one of the first "
                "known cases of tool use in an invertebrate."
            ),
            S(
                "Found in 1998 off Sulawesi in Indonesia, the mimic octopus, Thaumoctopus mimicus, "
                "passes itself off as creatures that predators avoid. Drawing its limbs together "
                "and gliding over the sand it becomes a flatfish; trailing its banded limbs it is "
                "a lionfish; and with six hidden in a burrow and two waving apart, a sea snake."
            ),
            D(
                "The blue-ringed octopus, only about the size of a golf ball, flashes bright blue "
                "rings when disturbed. Its saliva holds tetrodotoxin, made by bacteria, and a "
                "bite, often painless, can paralyse an adult within minutes; there is no "
                "antivenom, but artificial breathing until the toxin wears off saves lives."
            ),
            D(
                "The caterpillar of the hawk moth Hemeroplanes triptolemus, from the forests of "
                "Central and South America, rears up when disturbed and swells its front end into "
                "the head of a snake, complete with large false eyes, and may even lunge like one "
                "at the bird that found it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why is rainbow eucalyptus bark colourful",
        (
            "its bark peels off in strips at different times, showing bright green fresh bark that "
            "darkens over months to blue, purple, orange and maroon, so strips of many ages show "
            "side by side"
        ),
        [
            S(
                "The trunk of the rainbow eucalyptus, Eucalyptus deglupta, native to Mindanao, "
                "Sulawesi and New Guinea, sheds its outer layer in patches at different times. "
                "Each newly exposed strip starts out bright green and slowly ages through blue and "
                "purple to orange and maroon, so many shades sit side by side."
            ),
            D(
                "Birch bark is white because its outer layers are packed with betulin, a pale, "
                "waxy compound that may reflect sunlight and keep the trunk from overheating in "
                "the late winter sun. Native peoples of North America used the waterproof bark of "
                "the paper birch for canoes and containers."
            ),
            D(
                "The rainbow eucalyptus grows fast, to 60 m or more in its native rainforests, and "
                "is the only eucalyptus that grows wild north of the equator. In the Philippines "
                "and Papua New Guinea it is planted widely for pulpwood, the fibre used to make "
                "white paper."
            ),
            D(
                "The London plane, planted along the streets of London since the 1700s, sheds its "
                "bark in flakes, leaving a patchwork of cream, olive and grey; the shedding was "
                "long thought to help it cope with soot. It is a hybrid, probably of the American "
                "sycamore and the oriental plane."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is the seadragon related to the seahorse?",
        "yes: seadragons belong to the same family as seahorses and pipefishes, the Syngnathidae",
        [
            D(
                "The blue dragon, Glaucus atlanticus, is a sea slug a few centimetres long that "
                "floats upside down on the open ocean, buoyed by a swallowed air bubble. It eats "
                "bluebottles and stores their stinging cells in the feathery tips of its body, so "
                "handling one can hurt."
            ),
            D(
                "Male seahorses become pregnant: the female places her eggs in a brood pouch on "
                "the male's belly, where he fertilises and nourishes them for two to four weeks "
                "before giving birth to hundreds of tiny young in a series of muscular "
                "contractions."
            ),
            S(
                "The leafy and weedy seadragons of the cool waters off southern Australia are "
                "close kin of the seahorses, placed with them and the pipefishes in the family "
                "Syngnathidae. Like those cousins they have tube-shaped snouts and no teeth, and "
                "the males carry the eggs, glued under the tail, until they hatch."
            ),
            D(
                "The Komodo dragon of Indonesia is no dragon but a monitor lizard, the largest "
                "living lizard, up to about 3 m long. Females can lay fertile eggs without a male, "
                "as zoos in England found in 2006, and its bite carries venom that keeps wounds "
                "bleeding."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "On which mountain does the telescope that found \u02bbOumuamua stand?",
        (
            "Haleakal\u0101, on Maui in Hawaii (\u02bbOumuamua was found with the Pan-STARRS1 "
            "telescope)"
        ),
        [
            D(
                "Comet Borisov, the second known interstellar visitor and the first comet among "
                "them, was found in August 2019 by Gennadiy Borisov, an amateur astronomer, with a "
                "0.65 m telescope he had built himself, at his small observatory near Nauchnij in "
                "Crimea."
            ),
            S(
                "The first object known to have come from beyond our solar system, the elongated "
                "\u02bbOumuamua, was spotted on 19 October 2017 by the astronomer Robert Weryk in "
                "images from the Pan-STARRS1 sky survey, as it sped away from the Sun after a "
                "close pass; its name is Hawaiian for a scout."
            ),
            D(
                "Mauna Kea, on the Big Island of Hawaii, rises 4,207 m above the sea, and its "
                "summit holds about a dozen of the world's largest telescopes, among them the twin "
                "10 m Keck telescopes and Japan's Subaru, built above much of the water vapour of "
                "the air, which would blur their view of infrared light."
            ),
            S(
                "Pan-STARRS, run by the University of Hawai\u02bbi, photographs the whole sky it "
                "can see night after night in search of asteroids that might strike the Earth. Its "
                "two 1.8 m instruments sit at the top of Haleakal\u0101, the great volcano that "
                "makes up most of eastern Maui."
            ),
        ],
        drop=1,
    ),
]
