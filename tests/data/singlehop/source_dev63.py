"""The sixty-fifth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev61.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v48, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 288 characters and distractors 286; the longest passage is a support in
6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered rhenium?",
        "Walter Noddack, Ida Tacke (later Noddack) and Otto Berg, in Berlin in 1925",
        [
            D(
                "Technetium: Element 43 was long sought in ores. In 1925 a group in Berlin said "
                "they had seen it and called it masurium, but nobody could repeat the work. It was "
                "finally made in 1937 by Carlo Perrier and Emilio Segr\u00e8 in Palermo, from a "
                "strip of molybdenum sent from a cyclotron in Berkeley, the first element to be "
                "made by people."
            ),
            D(
                "Ida Noddack: Born in Lackhausen in 1896, the German chemist Ida Noddack argued in "
                "1934 that uranium struck by neutrons might split into several large pieces. "
                "Physicists paid little heed until Otto Hahn and Fritz Strassmann found barium "
                "among such products in December 1938."
            ),
            S(
                "Rhenium: The last stable element to be found was tracked down in 1925 by three "
                "German chemists in Berlin, Walter Noddack, Ida Tacke and Otto Berg, who spotted "
                "its X-ray lines in platinum ores and in the mineral columbite. They named it "
                "after the Rhine, Rhenus in Latin; Tacke married Noddack a year later."
            ),
            D(
                "Rhenium alloys: Rhenium melts at about 3,186 \u00b0C, higher than almost any "
                "other metal. Nickel superalloys with 3 to 6 % of it make the turbine blades of "
                "modern jet engines, and most of the world's supply comes from Chile, recovered "
                "as a by-product of molybdenum from copper mines."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "pacinian corpuscle what does it sense",
        "vibration and changes in deep pressure",
        [
            D(
                "Filippo Pacini: The Italian anatomist Filippo Pacini of Florence, born in 1812, "
                "looked at the gut of cholera victims under his microscope during the outbreak of "
                "1854 and saw comma-shaped germs, thirty years before Robert Koch. He died poor in "
                "1883, and the bacterium was formally named Vibrio cholerae Pacini 1854 only in "
                "1965."
            ),
            S(
                "Pacinian corpuscle: Deep in the skin and around joints lie nerve endings wrapped "
                "in up to 60 layers like an onion, each capsule about 1 mm long. They respond to "
                "vibration, best at about 250 Hz, and to quick changes in deep pressure, then fall "
                "silent if the pressure holds. Filippo Pacini described them in the 1830s."
            ),
            D(
                "Meissner's corpuscle: Packed into the ridges of the fingertips, lips and palms, "
                "these small oval nerve endings react to light touch and slow flutter, which is "
                "why a fingertip can feel a raised dot of Braille. The German anatomist Georg "
                "Meissner described them with Rudolf Wagner in 1852."
            ),
            D(
                "Ruffini ending: The Italian histologist Angelo Ruffini described these spindle-"
                "shaped nerve endings in 1894. Lying in the deeper skin and in joint capsules, "
                "they fire steadily while the skin is stretched, for instance as the fingers bend, "
                "and help the brain sense the position of the hand."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is deeper, Lake Issyk-Kul or Lake Turkana?",
        "Lake Issyk-Kul, about 668 m at its deepest, against about 109 m for Lake Turkana",
        [
            D(
                "Lake Balkhash: In eastern Kazakhstan, Lake Balkhash stretches about 600 km from "
                "west to east yet is nowhere more than about 26 m deep. A narrow strait splits it "
                "in two: the western half, fed by the Ili River from China, is almost fresh, "
                "while the eastern half is salty and has no outlet at all."
            ),
            S(
                "Issyk-Kul: High in the Tian Shan of north-eastern Kyrgyzstan, at about 1,607 m, "
                "Issyk-Kul is some 180 km long and reaches a depth of about 668 m. Its slightly "
                "salty water never freezes in winter, which is why its Kyrgyz name means warm "
                "lake, and many rivers flow in while none flows out."
            ),
            D(
                "Song-Kul: Kyrgyzstan's second largest lake lies on a high plateau at about 3,016 "
                "m, and its fresh water, at most about 13 m deep, is frozen for half the year. In "
                "summer herders drive their horses and sheep up to its meadows, and yurt camps for "
                "visitors line the shore."
            ),
            S(
                "Lake Turkana: The largest permanent desert lake in the world lies in the Rift "
                "Valley of northern Kenya, its northern tip in Ethiopia. It is about 290 km long "
                "but only about 30 m deep on average and about 109 m at its deepest. Its green "
                "water has earned it the name Jade Sea."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Which countries border the Bab-el-Mandeb strait?",
        "Yemen on the Arabian side, and Djibouti and Eritrea on the African side",
        [
            D(
                "Strait of Tiran: At the mouth of the Gulf of Aqaba, narrow channels run between "
                "the Sinai coast of Egypt and the islands of Tiran and Sanafir, handed to Saudi "
                "Arabia in 2017. Egypt's closure of the strait to Israeli ships in May 1967 was "
                "one of the sparks of the Six-Day War."
            ),
            D(
                "Gulf of Aden: This arm of the Arabian Sea, about 900 km long, lies between Yemen "
                "to the north and Somalia to the south, narrowing towards Djibouti in the west. "
                "Ships bound for the Suez Canal pass through it, and pirates from the Somali coast "
                "attacked hundreds of them between 2008 and 2012, until navies began to patrol."
            ),
            D(
                "Perim: A small volcanic island of about 13 km\u00b2 sits in the strait at the "
                "southern end of the Red Sea and splits it into two channels, the eastern one only "
                "about 3 km wide. Britain held the island from 1857 and ran a coaling station "
                "there for steamships until the 1930s."
            ),
            S(
                "Bab-el-Mandeb: The strait that joins the Red Sea to the Gulf of Aden is about 30 "
                "km wide at its narrowest. Yemen lies on its eastern, Arabian shore, and Djibouti "
                "and Eritrea face it from the Horn of Africa. Its Arabic name means gate of grief, "
                "from the dangers it once held for sailors."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the greater honeyguide lead people to bees' nests?",
        (
            "it flies up to people with a loud chattering call, then flies ahead from tree to "
            "tree, stopping and calling, until it reaches the nest; it eats the wax left once the "
            "nest is opened"
        ),
        [
            S(
                "Greater honeyguide: This African bird comes to people with a loud chattering "
                "call, then flies off in short hops from tree to tree, stopping and calling until "
                "they catch up, and so leads them to a wild bees' nest. Once the honey hunters "
                "have opened it, the bird feeds on the wax and grubs left behind."
            ),
            D(
                "Honeyguide chicks: Honeyguides never raise their own young. A female lays in the "
                "nest hole of a barbet or bee-eater, and the hatchling kills its foster siblings "
                "with a sharp hook at the tip of its bill, which falls off after about two weeks. "
                "The hosts then feed the lone chick as their own."
            ),
            D(
                "Honey badger: The ratel of Africa and southern Asia has loose, thick skin that "
                "lets it twist round in a predator's grip and shrug off bee stings. It rips open "
                "hives with its long claws, and a popular tale says it follows birds to them, "
                "though scientists have seldom if ever seen such a thing in the wild."
            ),
            D(
                "Beeswax eaters: Few animals can digest wax, but the caterpillars of the greater "
                "wax moth chew through the combs of neglected hives. In 2017 researchers in Spain "
                "found that they can also break down polythene, which they had noticed eating "
                "holes in the plastic bags the combs were kept in."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "bearded vulture orange feathers why",
        (
            "the colour is not its own: it bathes in and rubs against iron-rich red mud and water, "
            "probably to show its rank"
        ),
        [
            D(
                "Bearded vulture diet: Bone makes up about 80 % of what the bearded vulture eats. "
                "It carries bones too big to swallow up to 50 m or more and drops them on rocks "
                "to crack them, and its stomach acid, nearly as strong as battery acid, dissolves "
                "a swallowed vertebra in about a day."
            ),
            D(
                "Flamingo: Flamingos are born grey. Their pink comes from carotenoid pigments in "
                "the algae and brine shrimp they sieve from salty lakes, which their livers turn "
                "into the colours that end up in their feathers. Birds fed without these pigments "
                "in zoos slowly fade to white."
            ),
            S(
                "Bearded vulture: The feathers of its neck and belly grow in white, yet wild "
                "adults look rusty orange, because the birds bathe in red, iron-rich mud and "
                "springs and rub the colour in. Captive birds with no such mud stay pale. Dominant "
                "birds tend to be the most deeply stained, so the colour is thought to signal "
                "rank."
            ),
            D(
                "Egyptian vulture: This small white vulture of Africa, southern Europe and India "
                "has a bare yellow face whose colour comes from carotenoids, some of them from "
                "the dung of cattle it eats. It is also known for throwing stones at ostrich eggs "
                "to crack their thick shells."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the colugo a lemur?",
        (
            "No: though called the flying lemur, it is not a lemur (and glides rather than flies); "
            "colugos have an order of their own, Dermoptera"
        ),
        [
            D(
                "Ring-tailed lemur: This grey primate with a black-and-white striped tail lives "
                "only in the south of Madagascar, in troops led by females. Males hold stink "
                "fights, rubbing their tails with scent from glands on their wrists and waving "
                "them at rivals, and the troop suns itself each morning."
            ),
            S(
                "Colugo: Though it is also called the flying lemur, the colugo of South-East Asia "
                "is not a lemur at all, nor does it fly. The two species form an order of their "
                "own, Dermoptera, and glide more than 100 m between trees on a furry skin that "
                "stretches from the neck to the tips of the fingers, toes and tail."
            ),
            D(
                "Draco lizards: The flying dragons of South-East Asian forests glide from tree to "
                "tree on wings of skin held out by long movable ribs, and steer with their tails. "
                "Males flash a bright throat flap at rivals and females, and the lizards rarely "
                "come down to the ground except to lay their eggs."
            ),
            D(
                "Treeshrew: Neither shrews nor always tree dwellers, treeshrews form their own "
                "order, Scandentia, in the forests of South and South-East Asia. The pen-tailed "
                "treeshrew of Malaysia drinks fermented palm nectar, as strong as beer, for hours "
                "each night without any sign of getting drunk, as a 2008 study found."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country whose highest peak is Mount Wilhelm?",
        "Port Moresby: Mount Wilhelm is the highest peak of Papua New Guinea",
        [
            S(
                "Mount Wilhelm: At about 4,509 m, Mount Wilhelm in the Bismarck Range is the "
                "highest peak of Papua New Guinea. The German journalist Hugo Z\u00f6ller named "
                "it in 1888 after a son of Otto von Bismarck, and climbers usually set out from "
                "two glacial lakes at its foot to watch sunrise from the top."
            ),
            D(
                "Puncak Jaya: The highest mountain of the island of New Guinea, about 4,884 m, "
                "rises in Indonesia's Papua province. In 1623 the Dutch sailor Jan Carstensz "
                "reported seeing snow near the equator and was laughed at in Europe, and the huge "
                "Grasberg copper and gold mine now lies just west of its summit."
            ),
            S(
                "Port Moresby: The capital of Papua New Guinea stands on the Gulf of Papua on the "
                "south-east coast of New Guinea. Captain John Moresby of the Royal Navy named its "
                "harbour in 1873 after his father, and to this day no road links the city with "
                "the towns of the Highlands."
            ),
            D(
                "Lae: Papua New Guinea's second city lies on the Huon Gulf at the mouth of the "
                "Markham River. It grew up round an airfield built in the 1920s for the gold "
                "fields, and Amelia Earhart took off from it on 2 July 1937 on the flight from "
                "which she never returned."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "When did Deception Island last erupt?",
        "in 1970, after eruptions in 1967 and 1969 that wrecked the research stations there",
        [
            D(
                "Mount Erebus on Ross Island, 3,794 m high, is the southernmost active volcano on "
                "Earth. A lake of molten lava has bubbled in its summit crater since at least "
                "1972, one of only a handful in the world, and members of Ernest Shackleton's "
                "Nimrod expedition first climbed it in March 1908."
            ),
            D(
                "Whalers Bay, just inside the entrance of Deception Island, held a Norwegian "
                "whaling station from 1912 to 1931, where the blubber of thousands of whales was "
                "boiled down for oil. Rusting tanks and boilers still line its black beach, and "
                "Britain later set up a base among the old buildings in 1944."
            ),
            D(
                "Livingston Island, the neighbour of Deception Island in the South Shetlands, has "
                "had a Spanish research station, Juan Carlos I, and a Bulgarian one, St. Kliment "
                "Ohridski, since 1988. Gentoo and chinstrap penguins nest at Hannah Point, where "
                "elephant seals haul out on the shingle to moult each summer."
            ),
            S(
                "Deception Island in the South Shetlands is the rim of a sunken volcano, and ships "
                "sail into its flooded crater, Port Foster, through a narrow gap called Neptune's "
                "Bellows. Eruptions in 1967 and 1969 buried and wrecked the Chilean and British "
                "stations on its shore, and the volcano last erupted in 1970."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "hale bopp comet discovered by",
        "Alan Hale and Thomas Bopp, independently, on the night of 23 July 1995",
        [
            S(
                "Two Americans found the great comet of 1997 on the same night, 23 July 1995, "
                "each unaware of the other: Alan Hale, an astronomer watching from his driveway "
                "in New Mexico, and Thomas Bopp, an amateur looking through a friend's telescope "
                "in the Arizona desert. It was then still beyond the orbit of Jupiter."
            ),
            D(
                "The Japanese amateur Yuji Hyakutake spotted the comet that bears his name with a "
                "pair of large binoculars on 30 January 1996. Two months later it passed only "
                "about 15 million km from Earth, its tail stretching across much of the sky, and "
                "in 1996 the Ulysses probe flew through that tail without anyone noticing."
            ),
            D(
                "The nucleus of Comet Hale-Bopp is thought to be about 40 to 60 km across, several "
                "times larger than that of Halley's Comet. It stayed visible to the naked eye for "
                "about 18 months in 1996 and 1997, longer than any comet on record, and it will "
                "not come back to the inner Solar System for more than 2,000 years."
            ),
            D(
                "Robert McNaught, at Siding Spring Observatory in Australia, found the comet named "
                "after him on 7 August 2006. In January 2007 it became the brightest comet seen "
                "in more than forty years, visible in daylight, and its great curved tail spread "
                "like a fan over the evening skies of the southern hemisphere."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, Bennu or Ryugu?",
        "Ryugu, about 900 m across, against about 490 m for Bennu",
        [
            D(
                "Itokawa, a peanut-shaped asteroid about 535 m long, was visited by Japan's first "
                "Hayabusa probe in 2005. After a journey dogged by broken wheels, a leaking "
                "thruster and a failed landing, the craft brought about 1,500 tiny grains back to "
                "Australia in June 2010, the first ever collected from an asteroid."
            ),
            S(
                "Ryugu, an asteroid shaped like a spinning top and about 900 m across, was visited "
                "by Japan's Hayabusa2 from 2018 to 2019. The probe fired a copper slug into its "
                "surface to dig a small crater, and in December 2020 it dropped off a capsule "
                "holding about 5 g of its dark rock in the Australian outback."
            ),
            S(
                "NASA's OSIRIS-REx reached Bennu, a loose pile of rubble about 490 m wide, in "
                "2018. When it touched down to grab a sample in October 2020, the surface gave "
                "way like a ball pit, and the capsule with about 120 g of dust and pebbles came "
                "down in the Utah desert on 24 September 2023."
            ),
            D(
                "On 26 September 2022 NASA's DART spacecraft crashed on purpose into Dimorphos, a "
                "moonlet about 160 m wide that circles the larger asteroid Didymos. The blow "
                "shortened its orbit by about 32 minutes, far more than the mission needed, in "
                "the first test of pushing an asteroid off course."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries share the Gulf of Fonseca?",
        "El Salvador, Honduras and Nicaragua",
        [
            D(
                "The Gulf of Honduras is a wide inlet of the Caribbean whose shores are shared by "
                "Belize, Guatemala and Honduras. The southern end of the Belize Barrier Reef runs "
                "into it, and its ports, Puerto Barrios and Puerto Cort\u00e9s, ship bananas, "
                "coffee and clothing to North America and Europe."
            ),
            D(
                "Isla El Tigre, a cone of an old volcano about 780 m high, rises from the water of "
                "the gulf, and its small town of Amapala was once the chief Pacific port of "
                "Honduras. Its beaches of dark sand draw weekend visitors, and boats run across "
                "to it from the mainland at Coyolito in about twenty minutes."
            ),
            S(
                "The Gulf of Fonseca is an arm of the Pacific of about 3,200 km\u00b2, named by "
                "the Spanish sailor Andr\u00e9s Ni\u00f1o in 1522 after a bishop. El Salvador "
                "holds its western shore, Honduras the middle and Nicaragua the south-east, and "
                "in 1992 the World Court ruled that the three share its waters."
            ),
            D(
                "The Gulf of Nicoya cuts about 80 km into the Pacific coast of Costa Rica. The "
                "port city of Puntarenas stands on a long sandy spit near its mouth, mangroves "
                "fringe its inner shores, and ferries carry cars across it to the Nicoya "
                "Peninsula, famous for people who live to a hundred."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the female argonaut make her shell?",
        (
            "she secretes it from the broad webs at the ends of two of her arms and moulds it with "
            "them into a thin, ribbed case that she holds round herself; it is an egg case, not "
            "part of her body"
        ),
        [
            D(
                "The chambered nautilus builds its coiled shell with its mantle, adding to the "
                "rim as it grows and walling off each old chamber behind it. A tube called the "
                "siphuncle draws liquid out of the sealed chambers to let gas in, so the animal "
                "can rise and sink on Indo-Pacific reefs down to about 700 m."
            ),
            S(
                "Only the female argonaut has a shell, and it is not part of her body. Two of her "
                "arms end in broad, flat webs that give out chalky matter, and with them she "
                "moulds a paper-thin, ribbed white case, holds it round herself, lays her eggs "
                "inside it, and gulps air at the surface into its top to float."
            ),
            D(
                "A male argonaut is tiny, only about 2 cm long, a small fraction of the size of "
                "the female. One of his arms carries his sperm; it breaks off and stays inside "
                "her, and early naturalists who found these arms thought they were parasitic "
                "worms and gave them a name of their own, Hectocotylus."
            ),
            D(
                "The cuttlefish carries its shell inside its body: the cuttlebone, a light, "
                "chambered plate of aragonite. By moving gas and liquid in and out of its tiny "
                "chambers the animal rises or sinks in the water, and cuttlebones washed up on "
                "beaches are sold to bird keepers as a source of calcium for caged budgies."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does the serval have such large ears?",
        (
            "to hear small prey such as rats in tall grass, or mole rats underground, before it "
            "leaps and pounces on them"
        ),
        [
            D(
                "The caracal takes its name from the Turkish for black ear, after the long black "
                "tufts on the tips of its ears. What the tufts are for is still debated: they "
                "may help caracals signal to each other by flicking them, or keep flies off "
                "their faces. The cat can leap about 3 m to swat birds from the air."
            ),
            D(
                "The fennec fox of the Sahara has ears up to 15 cm long, the largest for its size "
                "of any member of the dog family. Blood flowing through them gives off heat and "
                "keeps the little fox cool in the desert, and they also let it hear insects and "
                "lizards moving under the sand at night."
            ),
            D(
                "The serval has the longest legs for its size of any cat, and it stands about 60 "
                "cm at the shoulder. Crossed with a domestic cat, it gave rise to the Savannah "
                "breed, the first kitten of which was born in 1986, and some countries and US "
                "states ban keeping either as a pet."
            ),
            S(
                "The serval, a slim spotted cat of African grasslands, has the biggest ears for "
                "its size of any cat. They pick up the faint rustle of a rat in tall grass, or of "
                "a mole rat digging underground, before it springs high and lands on the prey "
                "with its forepaws; about half its pounces succeed."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is the jaguarundi a cat",
        "Yes: it is a small wild cat of the Americas, closely related to the puma",
        [
            S(
                "The jaguarundi looks more like a weasel or an otter than a cat, with its long low "
                "body, short legs and small flat head, but it is a wild cat all the same, found "
                "from Mexico to Argentina. Its closest living relatives are the puma and the "
                "cheetah, and its coat is plain grey or reddish brown."
            ),
            D(
                "The tayra, a large weasel of the forests of Central and South America, has a "
                "dark brown body, a pale patch on its throat and a long bushy tail. It climbs "
                "well, and it is one of very few animals seen to pick unripe plantains and hide "
                "them so that they can ripen before it comes back to eat them."
            ),
            D(
                "The binturong of South-East Asian forests is often called the bearcat, though "
                "it is neither a bear nor a cat but a relative of civets. It can hang from its "
                "grasping tail, and its urine smells strongly of buttered popcorn, from the same "
                "compound that gives popcorn its scent when it is cooked."
            ),
            D(
                "The South American coati is a member of the raccoon family with a long, "
                "ringed tail held upright as it forages. Females and their young roam in noisy "
                "bands of up to 30, snuffling through the leaf litter with their long snouts, "
                "while adult males mostly live alone outside the breeding season."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the melting point of the metal that Friedrich Stromeyer discovered?",
        "about 321 \u00b0C: Stromeyer discovered cadmium, in 1817",
        [
            S(
                "In 1817 Friedrich Stromeyer, professor of chemistry at G\u00f6ttingen and an "
                "inspector of pharmacies, noticed that a sample of zinc carbonate turned yellow "
                "when heated though it held no iron. From it he isolated a new metal, which he "
                "called cadmium after cadmia, the old Latin name for zinc ore."
            ),
            D(
                "In the same year J\u00f6ns Jacob Berzelius and Johan Gottlieb Gahn found selenium "
                "in the reddish sludge at the bottom of the lead chambers of a sulfuric acid "
                "works at Gripsholm in Sweden. It was so like tellurium, named after the Earth, "
                "that Berzelius named the new element after the Moon."
            ),
            D(
                "Zinc melts at about 420 \u00b0C and boils at about 907 \u00b0C, so early smelters "
                "had to catch it as a vapour. William Champion patented a way to distil it near "
                "Bristol in 1738, and today most zinc is used to coat steel against rust, while "
                "mixed with copper it makes brass."
            ),
            S(
                "Cadmium is a soft, bluish-white metal that melts at about 321 \u00b0C and boils "
                "at about 767 \u00b0C. It went into nickel-cadmium batteries and bright yellow "
                "paints, but it is highly toxic: waste from a mine poisoned rice fields in "
                "Toyama, Japan, and caused the painful bone disease itai-itai."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "What colour is the blood of the Antarctic icefish?",
        "almost colourless, nearly clear: icefishes have no haemoglobin",
        [
            D(
                "Home > Nature > Fish | The Patagonian toothfish of the cold Southern Ocean grows "
                "to more than 2 m and can live for 50 years, kept from freezing by antifreeze "
                "proteins in its blood. Sold in restaurants as Chilean sea bass, it was badly "
                "overfished by pirate boats in the 1990s. | Share this"
            ),
            S(
                "Home > Nature > Fish | Antarctic icefishes are the only adult backboned animals "
                "with no haemoglobin, so their blood is almost colourless, nearly clear. They "
                "manage because the icy Southern Ocean holds plenty of oxygen, and they make up "
                "for it with big hearts, wide vessels and a lot more blood. | Cookie policy"
            ),
            D(
                "Home > Nature > Reptiles | Several skinks of New Guinea have lime-green blood, "
                "muscles and bones, coloured by biliverdin, a bile pigment, at levels that would "
                "be toxic to people. Green blood seems to have evolved at least four times in "
                "these lizards, though nobody yet knows what it is for. | Share"
            ),
            D(
                "Home > Nature > Molluscs | An octopus's blood is blue, because it carries oxygen "
                "on haemocyanin, a protein built round copper rather than iron. Three hearts pump "
                "it, two through the gills and one round the body, and that third heart stops "
                "beating while the animal swims, which is why octopuses prefer to crawl. | Share "
                "this"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "jarrah tree native to",
        "only the south-west corner of Western Australia",
        [
            D(
                "Home > Nature > Trees | Karri, Eucalyptus diversicolor, one of the tallest "
                "hardwoods in the world, reaches about 90 m in the wet forests round Pemberton. "
                "Fire spotters once climbed to a platform 53 m up the Gloucester Tree on a spiral "
                "of steel pegs, and visitors still climb it today. | Share"
            ),
            D(
                "Home > Nature > Trees | Mountain ash, Eucalyptus regnans, of Victoria and "
                "Tasmania is the tallest flowering plant on Earth. A tree named Centurion in the "
                "south of Tasmania measured about 100.5 m in 2018, and it survived a bushfire "
                "that swept through its valley the following year, scorched but alive. | Share "
                "this"
            ),
            D(
                "Home > Nature > Trees | Jarrah timber is dark red, heavy and hard for termites "
                "and shipworms to damage. In the late 1800s it was cut into blocks to pave the "
                "streets of London, and it went into railway sleepers and wharves across the "
                "British Empire; it is now prized for floors. | Cookie policy"
            ),
            S(
                "Home > Nature > Trees | Jarrah, Eucalyptus marginata, grows wild only in the "
                "south-west corner of Western Australia, on the gravelly soils of the Darling "
                "Range and the coastal plain from near Perth south to Albany. It reaches 40 m, "
                "and a root rot spread on muddy vehicles now kills it. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is wider, the Drake Passage or the Torres Strait?",
        "the Drake Passage, about 800 km across, against about 150 km for the Torres Strait",
        [
            S(
                "Home > Geography > Oceans | The Drake Passage, between Cape Horn and the South "
                "Shetland Islands, is about 800 km wide, the narrowest gap between Antarctica and "
                "any other continent. The Antarctic Circumpolar Current pours through it, and its "
                "rough seas are dreaded by ships going south. | Share this"
            ),
            D(
                "Home > Geography > Oceans | The Strait of Magellan winds through the islands of "
                "southern Chile for about 570 km and narrows to about 2 km in places. Ferdinand "
                "Magellan took 38 days to pass it in 1520, and it was the main route for steamers "
                "between the Atlantic and Pacific until the Panama Canal opened in 1914. | Share"
            ),
            D(
                "Home > Geography > Oceans | The Bering Strait is about 82 km wide between Cape "
                "Dezhnev in Russia and Cape Prince of Wales in Alaska. In the middle lie the two "
                "Diomede Islands, only about 4 km apart but on either side of the date line, so "
                "that their clocks are nearly a day apart. | Cookie policy"
            ),
            S(
                "Home > Geography > Oceans | The Torres Strait parts Cape York, the northern tip "
                "of Australia, from the south coast of New Guinea and is about 150 km wide. More "
                "than 270 islands and many reefs make it shallow and hard to sail; Luis "
                "V\u00e1ez de Torres went through it in 1606. | Share"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which elements did Humphry Davy isolate in 1807?",
        "potassium and sodium",
        [
            D(
                "Home > Science > Chemistry | In 1808 Humphry Davy turned his battery on moist "
                "earths mixed with mercury oxide and obtained barium, strontium, calcium and "
                "magnesium as amalgams, from which he drove off the mercury by heating. His "
                "samples were tiny and impure, and pure magnesium came only in 1831. | Share this"
            ),
            D(
                "Home > Science > Inventions | The safety lamp Humphry Davy built in 1815 "
                "surrounds its flame with a fine iron gauze that takes away the heat, so the "
                "flame cannot set off the firedamp in a coal mine. George Stephenson designed a "
                "rival lamp at the same time, and the two men quarrelled. | Share"
            ),
            S(
                "Home > Science > Chemistry | In October 1807, at the Royal Institution in "
                "London, Humphry Davy sent the current of a huge battery through molten caustic "
                "potash and saw silvery globules that burst into flame: potassium. Days later, "
                "from caustic soda, he got sodium. | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry | Robert Bunsen and Gustav Kirchhoff found caesium in "
                "1860 in mineral water from D\u00fcrkheim and rubidium in 1861 in the mineral "
                "lepidolite, using the flame spectroscope they had built, and named them after "
                "the sky blue and deep red lines they saw. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do oxpeckers feed?",
        (
            "they cling to large mammals and comb through their hair with scissoring bills to pick "
            "off ticks and other parasites, and also drink blood from wounds they keep open"
        ),
        [
            S(
                "Home > Nature > Birds | Oxpeckers feed almost only on large mammals such as "
                "buffalo, giraffes, rhinos and cattle. Clinging to the hide with sharp claws, "
                "propped on stiff tails, they comb the hair with flat bills in a scissoring "
                "motion to pick off ticks, and peck at wounds to sip blood. | Share this"
            ),
            D(
                "Home > Nature > Birds | The cattle egret stalks beside grazing cattle and snaps "
                "up the grasshoppers and flies their hooves stir up. It crossed the Atlantic from "
                "Africa on its own in the late 1800s, reached Florida by the 1940s, and now lives "
                "on every continent but Antarctica. | Share"
            ),
            D(
                "Home > Nature > Birds | In Swahili the red-billed oxpecker is called askari wa "
                "kifaru, the rhino's guard. A 2020 study in South Africa found that black rhinos "
                "carrying the birds noticed people creeping up on them far more often, warned by "
                "the oxpeckers' loud, hissing alarm calls. | Cookie policy"
            ),
            D(
                "Home > Nature > Fish | At cleaning stations on coral reefs, the bluestreak "
                "cleaner wrasse eats parasites and dead skin from bigger fish that queue for its "
                "service, even swimming into the mouths of groupers. In 2019 scientists reported "
                "that it seems to pass the mirror test. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "pika hay piles why",
        (
            "pikas do not hibernate, so they gather and dry plants in summer and live on the "
            "stores through the winter under the snow"
        ),
        [
            D(
                "Home > Nature > Mammals | Alpine marmots spend six months or more of each year "
                "hibernating in family groups deep in their burrows, huddled together to save "
                "heat and breathing only a few times a minute. In summer a sentry's shrill "
                "whistle sends the whole colony underground. | Share"
            ),
            S(
                "Home > Nature > Mammals | The American pika does not hibernate. Through the short "
                "mountain summer it cuts grasses and wildflowers, carries them in its mouth to a "
                "sheltered spot among the rocks and stacks them into haypiles that dry; it lives "
                "on these stores all winter, under the snow. | Cookie policy"
            ),
            D(
                "Home > Nature > Mammals | With its thick coat and high body temperature the "
                "American pika cannot stand heat: a few hours at about 25 \u00b0C can kill it. As "
                "summers warm, pikas have vanished from several lower sites in the Great Basin, "
                "and those left move higher up the slopes. | Share this"
            ),
            D(
                "Home > Nature > Birds | Acorn woodpeckers of western North America drill "
                "thousands of small holes in a dead tree or a telephone pole and wedge an acorn "
                "into each one. A single granary tree may hold as many as 50,000 acorns, guarded "
                "by the whole family group all year. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the clouded leopard a leopard?",
        "No: it belongs to a genus of its own, Neofelis, not to the leopard's genus Panthera",
        [
            D(
                "Home > Nature > Cats | The snow leopard of the mountains of Central Asia is "
                "placed in Panthera, the genus of the lion and tiger, and its closest relative is "
                "the tiger. It cannot roar, and it wraps its long, thick tail round its face like "
                "a scarf when it sleeps in the cold. | Share this"
            ),
            D(
                "Home > Nature > Cats | The leopard, Panthera pardus, has the widest range of any "
                "wild cat, from the Cape to the Russian Far East, where just over a hundred Amur "
                "leopards survive. It often hauls its kills high into trees, out of reach of "
                "lions and hyenas. | Share"
            ),
            D(
                "Home > Nature > Cats | The marbled cat of South-East Asia, about the size of a "
                "house cat, has a blotched coat and a very long, bushy tail that make it look "
                "like a small clouded leopard. It lives high in the forest canopy and is one of "
                "the least known cats. | Cookie policy"
            ),
            S(
                "Home > Nature > Cats | Despite its name the clouded leopard is not a leopard. It "
                "has a genus of its own, Neofelis, split in 2006 into a mainland species and the "
                "Sunda clouded leopard of Borneo and Sumatra. It has the longest canines for its "
                "size of any living cat. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who discovered the element named after the asteroid Pallas?",
        "William Hyde Wollaston, in London in 1802: the element is palladium",
        [
            S(
                "Home > Space > Asteroids | Pallas was the second asteroid to be found, spotted by "
                "the German physician Heinrich Olbers in Bremen on 28 March 1802. About 510 km "
                "across, it circles the Sun on a steeply tilted orbit, and the metal palladium "
                "was named after it. | Share this"
            ),
            D(
                "Home > Science > Chemistry | Rhodium was found in 1804 in what was left after "
                "platinum ore was dissolved in aqua regia, and named from the Greek for rose, "
                "after the pink colour of its salts. One of the costliest metals, it now goes "
                "mostly into catalytic converters. | Share"
            ),
            S(
                "Home > Science > Chemistry | William Hyde Wollaston isolated palladium from "
                "platinum ore in London in 1802 and put it on sale anonymously in a Soho shop. "
                "Another chemist, Richard Chenevix, claimed it was only an alloy, until Wollaston "
                "owned up to the discovery in 1805. | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry | Smithson Tennant found two elements in 1803 in the "
                "black powder that platinum ore leaves behind: iridium, named after the rainbow "
                "goddess Iris for its colourful salts, and osmium, from the Greek for smell, "
                "after the sharp, choking odour of its oxide. | Share this"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who invented the iron lung?",
        "Philip Drinker and Louis Agassiz Shaw of the Harvard School of Public Health, in 1928",
        [
            D(
                "Q: Who made the first polio vaccine?\nA: Jonas Salk of the University of "
                "Pittsburgh. His injected vaccine of killed virus was declared safe and effective "
                "on 12 April 1955, after a trial on about 1.8 million children, and Albert "
                "Sabin's oral vaccine of weakened virus, given on a sugar lump, followed in the "
                "early 1960s."
            ),
            D(
                "Q: Who lived longest in an iron lung?\nA: Paul Alexander of Texas, paralysed by "
                "polio in 1952 at the age of six, spent most of the next 72 years inside one, "
                "though he learned to breathe on his own for short spells. He earned a law "
                "degree, wrote a book, and died in March 2024."
            ),
            S(
                "Q: Who invented the iron lung?\nA: Philip Drinker and Louis Agassiz Shaw of the "
                "Harvard School of Public Health built it in 1928: an airtight metal tank in "
                "which pumps lowered and raised the pressure round the body, drawing air in and "
                "out of the lungs. It was first used on a child in Boston that October."
            ),
            D(
                "Q: What replaced the iron lung?\nA: Machines that blow air into the lungs "
                "through a tube. In Copenhagen's polio epidemic of 1952 the anaesthetist "
                "Bj\u00f8rn Ibsen had patients ventilated by hand through a cut in the windpipe, "
                "with hundreds of medical students squeezing the bags day and night."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "gerenuk what does it eat",
        (
            "leaves, shoots, flowers and fruit of thorny bushes and small trees such as acacias, "
            "often browsed standing upright on its hind legs"
        ),
        [
            D(
                "Q: Where does the gerenuk live?\nA: In the dry thorn bush and scrub of the Horn "
                "of Africa and East Africa, from Somalia and Ethiopia through Kenya into northern "
                "Tanzania. Its name comes from the Somali for giraffe-necked, and only the males "
                "carry the thick horns, which curve back and then forward."
            ),
            S(
                "Q: What does a gerenuk eat?\nA: It browses on the leaves, shoots, flowers and "
                "fruit of thorny bushes and small trees such as acacias, often standing upright "
                "on its hind legs, forelegs against a branch, to reach about 2 m up. It gets so "
                "much water from its food that it seldom needs to drink."
            ),
            D(
                "Q: What does a dik-dik eat?\nA: This tiny antelope of 3 to 6 kg nibbles leaves, "
                "shoots, berries and fallen fruit close to the ground and gets most of its water "
                "from them. Pairs stay together for life in a territory marked with dung piles "
                "and with scent from glands in front of their eyes."
            ),
            D(
                "Q: What does Gr\u00e9vy's zebra eat?\nA: Mostly tough grasses that cattle will "
                "not touch, with some leaves in the dry season. The largest wild horse, it lives "
                "in northern Kenya and Ethiopia; nursing mothers must drink every day or two, "
                "while other adults can go five days without water."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, Hyperion or Mimas?",
        "Mimas, about 396 km across, against about 270 km on average for the lumpy Hyperion",
        [
            D(
                "Q: Why does Phoebe orbit Saturn backwards?\nA: It was probably captured from "
                "the outer Solar System rather than formed round Saturn. About 213 km across and "
                "dark as soot, it was found by William Pickering in 1899 on photographic plates, "
                "the first moon discovered that way."
            ),
            S(
                "Q: How big is Mimas?\nA: About 396 km across, just big enough for its own "
                "gravity to pull it into a ball. A crater about 140 km wide, named after William "
                "Herschel, who found the moon in 1789, gives it the look of the Death Star from "
                "Star Wars, with a peak in the middle."
            ),
            D(
                "Q: What is Ithaca Chasma?\nA: A valley up to 100 km wide that runs some three "
                "quarters of the way round Tethys, an icy moon of Saturn 1,062 km across that "
                "Giovanni Cassini found in 1684. Two tiny moons, Telesto and Calypso, share its "
                "orbit, one ahead of it and one behind."
            ),
            S(
                "Q: How big is Hyperion?\nA: It is not round: it measures about 360 by 266 by "
                "205 km, some 270 km on average, and is so porous that it looks like a sponge. "
                "It tumbles chaotically round Saturn, and was found in 1848 by William and "
                "George Bond and by William Lassell."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the three main types of bone cell?",
        "osteoblasts, osteocytes and osteoclasts",
        [
            S(
                "Bone cells \u2013 fact sheet\n\u2022 Osteoblasts: lay down new bone, making "
                "collagen and helping it harden with calcium phosphate\n\u2022 Osteocytes: "
                "osteoblasts walled up in the bone they made, which sense strain and signal to "
                "other cells\n\u2022 Osteoclasts: large cells with many nuclei that dissolve old "
                "bone"
            ),
            D(
                "Bone marrow \u2013 fact sheet\n\u2022 Red marrow: makes red and white blood "
                "cells and platelets\n\u2022 Where: in adults mainly in flat bones such as the "
                "hip, breastbone, skull and ribs\n\u2022 Yellow marrow: mostly fat, fills the "
                "shafts of long bones\n\u2022 First transplant: E. Donnall Thomas, 1956"
            ),
            D(
                "Osteoporosis \u2013 fact sheet\n\u2022 What: bones grow thin and porous, as old "
                "bone is removed faster than new bone is laid down\n\u2022 Who: 1 in 3 women and "
                "1 in 5 men over 50 break a bone because of it\n\u2022 Common breaks: hip, "
                "wrist, spine\n\u2022 Test: a DXA scan"
            ),
            D(
                "Vitamin D \u2013 fact sheet\n\u2022 Made: in the skin when sunlight (UVB) falls "
                "on it\n\u2022 Does: helps the gut absorb calcium and phosphate for bones\n"
                "\u2022 Lack: rickets in children, soft bones (osteomalacia) in adults\n\u2022 UK "
                "advice: 10 micrograms a day in autumn and winter"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does Darwin's bark spider build its web across a river?",
        (
            "it lets a silk thread out into the breeze, which carries it over the water until it "
            "snags on the far bank; it tightens this bridge line, up to 25 m long, and hangs its "
            "orb below it"
        ),
        [
            D(
                "Q: What are golden orb-weavers?\nA: Large spiders of warm countries whose webs "
                "shine yellow in the sun. A cape woven from the silk of more than a million "
                "golden orb-weavers caught in the highlands of Madagascar went on show at "
                "London's Victoria and Albert Museum in 2012."
            ),
            D(
                "Q: How does the ogre-faced spider hunt?\nA: At night it hangs head down, holding "
                "a small, stretchy net between its front legs. Its huge eyes see in very dim "
                "light; when an insect walks below, it lunges and scoops it up, and it can even "
                "catch flying insects by flicking backwards, guided by sound it picks up with its "
                "legs."
            ),
            D(
                "Q: How tough is Darwin's bark spider silk?\nA: It is the toughest biological "
                "material known, about ten times tougher than Kevlar, soaking up a great deal of "
                "energy before it snaps. The spider was described in 2010 from "
                "Andasibe-Mantadia National Park in eastern Madagascar."
            ),
            S(
                "Q: How does Darwin's bark spider build its web across a river?\nA: It lets a "
                "thread of silk out into the breeze, which carries it over the water until it "
                "snags on plants on the far bank. The spider tightens this bridge line, which "
                "can be 25 m long, and hangs its huge orb, up to 2.8 m\u00b2, below it."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is chloroform no longer used as an anaesthetic?",
        (
            "it is too dangerous: a small overdose can make the heart beat wildly and stop, and "
            "it damages the liver; safer agents such as halothane replaced it"
        ),
        [
            D(
                "Q: Why did surgeons stop using ether?\nA: It seldom stopped the heart, but it "
                "is highly flammable, and its vapour could explode once electric cautery and "
                "other sparks came into operating theatres. It also made patients cough and "
                "vomit. William Morton first showed it in public in Boston in October 1846."
            ),
            D(
                "Q: Can a rag soaked in chloroform knock someone out in seconds?\nA: No, that is "
                "a film myth. It takes several minutes of steady breathing of the vapour to make "
                "a person lose consciousness, and they have to keep breathing it to stay under, "
                "so a quick grab from behind would not work."
            ),
            S(
                "Q: Why is chloroform no longer used to put patients to sleep?\nA: It is too "
                "dangerous. A small overdose can make the heart beat wildly and stop without "
                "warning, and it damages the liver. Hannah Greener, 15, died under it in 1848 "
                "having a toenail removed; halothane replaced it from the 1950s."
            ),
            D(
                "Q: Who made chloroform anaesthesia famous?\nA: James Young Simpson of "
                "Edinburgh, who tried it on himself and two friends one evening in November 1847 "
                "and woke up under the table. Queen Victoria breathed it from John Snow when "
                "giving birth to Prince Leopold in 1853."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is a cashew a nut",
        (
            "No, not botanically: it is the seed of a kidney-shaped fruit (a drupe) that hangs "
            "below the cashew apple"
        ),
        [
            D(
                "Q: Is a hazelnut a true nut?\nA: Yes. To a botanist a true nut is a hard, dry "
                "fruit that does not split open and holds a single seed, like the hazelnut, the "
                "acorn and the sweet chestnut. Turkey grows about two thirds of the world's "
                "hazelnuts, on the hills along the Black Sea."
            ),
            S(
                "Q: Is a cashew a nut?\nA: Not in the botanical sense. What we eat is the seed of "
                "a kidney-shaped fruit, a drupe, that hangs below a swollen, juicy stalk called "
                "the cashew apple. The shell round the seed holds a caustic oil, so cashews are "
                "roasted or steamed and shelled before sale."
            ),
            D(
                "Q: Where do cashews come from?\nA: The cashew tree is native to north-eastern "
                "Brazil. Portuguese traders carried it to Goa and to East Africa in the 16th "
                "century, and today Ivory Coast, India and Vietnam grow or process most of the "
                "world's crop, much of it still shelled by hand in small factories."
            ),
            D(
                "Q: Is an almond a nut?\nA: Not botanically. The almond is the seed inside the "
                "stone of a drupe, a fruit like a peach with a leathery hull that splits when "
                "ripe. California grows about 80 % of the world's almonds, and its orchards need "
                "bees trucked in to pollinate the blossom."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which town was the surgeon born who performed the first human-to-human heart "
        "transplant?",
        "Beaufort West, in South Africa: Christiaan Barnard did the first one in 1967",
        [
            D(
                "Q: Who did the first heart transplant in the United States?\nA: Adrian "
                "Kantrowitz, in Brooklyn on 6 December 1967, three days after the first in the "
                "world; his patient, a baby, lived only about six hours. Norman Shumway at "
                "Stanford did the first adult one in the US in January 1968."
            ),
            S(
                "Q: Who performed the first human-to-human heart transplant?\nA: Christiaan "
                "Barnard, at Groote Schuur Hospital in Cape Town, on 3 December 1967. The "
                "patient, Louis Washkansky, a grocer of 53, lived 18 days before dying of "
                "pneumonia; the heart came from a young woman killed on the road."
            ),
            S(
                "Q: Where was Christiaan Barnard born?\nA: In Beaufort West, a small town in the "
                "Karoo in South Africa, on 8 November 1922. His father was a minister of the "
                "Dutch Reformed Church; he studied medicine at the University of Cape Town and "
                "later trained in heart surgery in Minneapolis."
            ),
            D(
                "Q: Who first put an animal heart into a person?\nA: James Hardy of the "
                "University of Mississippi, in January 1964, using a chimpanzee's heart; his "
                "patient, Boyd Rush, died within about 90 minutes. In January 2022 David Bennett "
                "received a gene-edited pig heart in Baltimore and lived two more months."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Where does yerba mate grow wild?",
        (
            "in the subtropical forests of the upper Paran\u00e1 basin: eastern Paraguay, "
            "north-eastern Argentina (Misiones) and southern Brazil"
        ),
        [
            D(
                "Yerba mate is drunk by steeping the dried, chopped leaves in a hollow gourd and "
                "sipping the brew through a metal straw called a bombilla. Uruguayans drink the "
                "most per head, close to 10 kg of leaf a year, and a single gourd is often passed "
                "round a whole circle of friends, topped up again and again with hot water from a "
                "flask."
            ),
            S(
                "Ilex paraguariensis, the holly whose leaves are brewed as mate, is at home in the "
                "humid subtropical woods of the upper Paran\u00e1 basin: eastern Paraguay, the "
                "Argentine province of Misiones and the south of Brazil. Jesuit missions were the "
                "first to farm it, in the 1600s, after the Guaran\u00ed taught them its use."
            ),
            D(
                "Guayusa, a holly that grows wild in the upper Amazon of Ecuador, has leaves rich "
                "in caffeine, much like yerba mate. Kichwa families brew it before dawn and sit "
                "round the fire sharing their dreams and telling stories, and in recent years it "
                "has been sold abroad in cans and tea bags."
            ),
            D(
                "Yaupon holly grows wild along the coast of the south-eastern United States, from "
                "Virginia to Texas, and is the only native plant of North America with caffeine. "
                "Native peoples brewed its leaves into a strong black drink, which is why "
                "botanists gave it the unkind name Ilex vomitoria."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "galantamine source plant",
        (
            "snowdrops: it was first taken from the bulbs of the Caucasian snowdrop (Galanthus "
            "woronowii); daffodils are now a source too"
        ),
        [
            D(
                "Galantamine slows the breakdown of acetylcholine, a chemical messenger in the "
                "brain, and it was approved for mild to moderate Alzheimer's disease in the "
                "United States in 2001. It can ease the symptoms for a time, but it does not stop "
                "the disease itself from progressing."
            ),
            D(
                "Digoxin, a heart drug, is still extracted from the leaves of a plant, the woolly "
                "foxglove, Digitalis lanata, because chemists find it hard to make. The English "
                "doctor William Withering first described the use of foxglove leaves against "
                "dropsy, or swelling, in 1785."
            ),
            D(
                "Huperzine A, which also keeps acetylcholine from being broken down, comes from a "
                "Chinese club moss, Huperzia serrata, long used in folk medicine against fever "
                "and swelling. In some countries it is sold as a supplement that claims to help "
                "the memory, though the evidence that it does so in healthy people is weak."
            ),
            S(
                "Galantamine was first drawn from the bulbs of snowdrops. In the early 1950s "
                "Soviet chemists extracted it from Galanthus woronowii, a species of the "
                "Caucasus, and a Bulgarian team later took it from the common snowdrop. Today "
                "daffodil bulbs yield much of it, when it is not made in the laboratory."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which weighs more, the margay or the ocelot?",
        "the ocelot, about 8 to 15 kg, against about 2.5 to 4 kg for the margay",
        [
            S(
                "Leopardus wiedii, the margay, is a spotted cat of the forests of Central and "
                "South America no bigger than a house cat, tipping the scales at about 2.5 to 4 "
                "kg. Its ankles can turn right round, so it runs head first down trunks and can "
                "hang from a branch by one hind foot."
            ),
            D(
                "The oncilla of the cloud forests of Central and South America weighs only about "
                "1.5 to 3 kg, less than most house cats, which makes it one of the smallest wild "
                "cats of the Americas. It was long thought to be a single species, but in 2013 "
                "those of southern Brazil were split off as a species of their own."
            ),
            S(
                "A grown ocelot is a solid animal of 8 to 15 kg, two or three times the bulk of a "
                "house cat, that hunts rodents, rabbits and iguanas on the forest floor at night. "
                "Its chain-like rosettes once made it a prize of the fur trade, and fewer than a "
                "hundred still roam southern Texas."
            ),
            D(
                "In 2005 researchers in the Amazon of Brazil watched a margay imitate the calls of "
                "baby pied tamarins, apparently to lure the adult monkeys closer. It was the "
                "first wild cat of the Americas seen to mimic the voice of its prey, though on "
                "that occasion no monkey was caught."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Which elements make up cinnabar?",
        "mercury and sulfur: cinnabar is mercury sulfide, HgS",
        [
            S(
                "Cinnabar, the bright red ore that the Romans dug at Almad\u00e9n in Spain and "
                "roasted to free quicksilver, is a compound of that liquid metal with brimstone, "
                "one atom of each. Ground to a powder it gave painters vermilion, and the miners "
                "who breathed its fumes were slowly poisoned."
            ),
            D(
                "Realgar is made of the elements arsenic and sulfur, and its orange-red crystals "
                "crumble to a yellow powder when they are left in the light. Painters once used "
                "it as a pigment, and in China a wine mixed with realgar is still drunk at the "
                "Dragon Boat Festival to keep evil spirits away."
            ),
            D(
                "Almad\u00e9n in Spain was the largest mercury mine in the world, worked for some "
                "2,000 years until it closed in 2003. With the mine at Idrija in Slovenia it "
                "became a World Heritage Site in 2012, and for centuries its metal was shipped "
                "to Mexico and Peru to extract silver."
            ),
            D(
                "Hematite, the mineral behind red ochre, is made of the elements iron and oxygen. "
                "Ground to a powder it coloured the cave paintings of Lascaux and Altamira, its "
                "name comes from the Greek for blood, and polished black hematite was once carved "
                "into mourning jewellery."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does the tailorbird build its nest?",
        (
            "it pierces holes along the edges of one or two large leaves with its bill and pulls "
            "plant fibre or spider silk through them to draw the leaves into a pouch, which it "
            "lines with soft grass"
        ),
        [
            D(
                "The male baya weaver of India builds his nest by knotting and weaving long strips "
                "torn from grass and palm leaves into a hanging flask with a long entrance tube "
                "facing down. Females inspect the half-built nests, and a male whose nest is "
                "turned down often tears it apart and starts all over again."
            ),
            D(
                "Long-tailed tits build their domed nest of moss bound together with spider silk, "
                "cover the outside with flakes of pale lichen and line it with as many as 2,000 "
                "feathers. The silk lets the nest stretch as the chicks grow, and a pair may take "
                "three weeks to finish it."
            ),
            S(
                "The common tailorbird of South and South-East Asia punches rows of holes along "
                "the margins of one or two big living leaves with its fine beak, then drags plant "
                "fibre or cobweb through them, fluffing out each end like a rivet. The leaves "
                "curl into a pouch that it pads with soft grass."
            ),
            D(
                "The common tailorbird is a tiny, restless warbler about 12 cm long with an "
                "olive-green back, a rusty cap and a tail it holds cocked up. Its loud, repeated "
                "call rings out from gardens and hedges in cities across India, and breeding "
                "males grow two long central tail feathers."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do hoopoe nests smell so bad?",
        (
            "the brooding female and her chicks smear a foul, bacteria-rich oil from their preen "
            "gland over the eggs and themselves; its microbes make antibiotics that protect the "
            "eggs, and the stench may keep predators away"
        ),
        [
            D(
                "The hoopoe, with a pinkish-brown body, black-and-white wings and a crest it fans "
                "open when excited, is named after its soft oop-oop-oop call. Israel chose it as "
                "its national bird in 2008, and it probes lawns and bare ground for insect larvae "
                "and pupae with its long, slender, gently curved bill."
            ),
            D(
                "Hoatzins of the Amazon are known as stinkbirds because they smell like fresh cow "
                "manure. They live on leaves, which bacteria ferment in their large crop, much as "
                "in a cow's stomach, and the smell of that fermentation clings to the birds and "
                "their nests."
            ),
            D(
                "Fulmar chicks defend their nests on sea cliffs by spitting a foul-smelling "
                "stomach oil at anything that comes too close. The oil mats the feathers of "
                "attacking birds such as skuas and can leave them unable to fly, so that some "
                "fall into the sea and drown."
            ),
            S(
                "While a female hoopoe, Upupa epops, is sitting, the oil gland above her tail "
                "begins to make a dark, rank fluid teeming with bacteria, which she and her young "
                "rub on the eggs and on themselves. The microbes make antibiotics that keep germs "
                "out of the eggs, and the reek may deter predators."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "proboscis monkey only in borneo",
        "Yes: it lives wild only on Borneo",
        [
            D(
                "Orangutans live only on two islands, Borneo and Sumatra, and the three species "
                "are split between them: the Bornean orangutan on Borneo, and the Sumatran and "
                "the Tapanuli orangutan, described only in 2017, on Sumatra, where fewer than "
                "800 Tapanuli orangutans survive."
            ),
            S(
                "Nasalis larvatus, the big-nosed, pot-bellied monkey of mangrove swamps and "
                "riverside forest, is native to a single island, Borneo, which Malaysia, Brunei "
                "and Indonesia share. No wild troop lives anywhere else, neither on Sumatra nor "
                "on the mainland of Asia."
            ),
            D(
                "A male proboscis monkey's nose can grow so long that it hangs below his mouth. "
                "A study published in 2018 found that males with bigger noses make deeper calls, "
                "have larger bodies and keep more females in their groups, so the nose seems to "
                "be a signal for choosing mates."
            ),
            D(
                "The pig-tailed langur, or simakobu, lives only on the Mentawai Islands off the "
                "west coast of Sumatra, where hunting and logging have made it one of the most "
                "endangered monkeys in the world. Unlike most langurs it has a short, almost "
                "bare tail, like that of a pig."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the physicist born who predicted the positron?",
        "Bristol, England: the positron was predicted by Paul Dirac",
        [
            D(
                "Carl Anderson, who found the positron in cloud-chamber photographs of cosmic "
                "rays at Caltech in 1932 and shared the 1936 Nobel Prize in Physics for it, was "
                "born in New York City in 1905 to Swedish parents. He went on to find the muon "
                "in 1936 with his student Seth Neddermeyer, again in cosmic rays."
            ),
            S(
                "In 1928 Paul Dirac wrote down an equation for the electron that obeyed "
                "relativity, and in 1931 he argued that its odd extra solutions meant that a twin "
                "particle must exist, with the electron's mass but a positive charge. Just such "
                "an anti-electron turned up in cosmic rays the next year."
            ),
            D(
                "The antiproton was first made at Berkeley in 1955 by Emilio Segr\u00e8 and Owen "
                "Chamberlain, using the Bevatron accelerator. Segr\u00e8, born in Tivoli near "
                "Rome in 1905, shared the 1959 Nobel Prize in Physics with Chamberlain for the "
                "discovery."
            ),
            S(
                "Dirac came into the world on 8 August 1902 in Bristol, the son of a Swiss-born "
                "French teacher, Charles Dirac. He took a degree in electrical engineering at "
                "the city's university before going to Cambridge, where he later held Isaac "
                "Newton's old chair."
            ),
        ],
        drop=1,
    ),
]
