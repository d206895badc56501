"""The forty-fifth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev41.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and
plants, and geography (countries, cities, rivers, mountains, landmarks); another writer took
history, politics, law, the arts, sports, technology and everyday life at the same time. A
quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v35, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 378 characters and distractors 370; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Which glands produce adrenaline?",
        (
            "the adrenal glands, from their inner part (the adrenal medulla); they sit on top of "
            "the kidneys"
        ),
        [
            D(
                "Thyroid gland: The butterfly-shaped thyroid wraps around the front of the "
                "windpipe just below the Adam's apple and weighs about 20 to 25 g in an adult. It "
                "uses iodine from food to make the hormones thyroxine and triiodothyronine, which "
                "set the pace of the body's metabolism, and too little iodine makes it swell into "
                "a goitre, once common in Alpine valleys."
            ),
            S(
                "Adrenal gland: The two adrenal glands sit like small caps on top of the kidneys, "
                "each weighing only about 4 to 5 g. Their outer layer, the cortex, makes cortisol "
                "and aldosterone, while the inner medulla pours adrenaline and noradrenaline into "
                "the blood within seconds of a fright, speeding the heart and opening the airways. "
                "Jokichi Takamine first isolated adrenaline in 1901."
            ),
            D(
                "Pancreas: Lying behind the stomach, the pancreas is about 15 cm long and does two "
                "jobs. Most of it makes digestive juices that flow into the duodenum, but about a "
                "million clusters of cells, the islets of Langerhans, named after Paul Langerhans, "
                "the German student who saw them in 1869, release insulin and glucagon straight "
                "into the blood to control its sugar."
            ),
            D(
                "Fight-or-flight response: The American physiologist Walter Cannon coined the "
                "phrase fight or flight in 1915 for the way animals react to a threat. The pupils "
                "widen, the heart beats faster, breathing quickens, blood is sent away from the "
                "gut to the muscles and the liver pours out glucose, all within moments, readying "
                "the body either to face the danger or to run from it."
            ),
            D(
                "Noradrenaline: Noradrenaline, also called norepinephrine, is both a hormone and a "
                "neurotransmitter. Most of it in the body is released from the endings of "
                "sympathetic nerves, which use it to tighten blood vessels and raise blood "
                "pressure, and in the brain a small cluster of cells in the brainstem, the locus "
                "coeruleus, sends it out to keep us alert and focused."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "how long does welwitschia live",
        "more than 1,000 years; the largest plants are thought to be about 2,000 years old",
        [
            D(
                "Quiver tree: The quiver tree, Aloidendron dichotomum, is a tall aloe of southern "
                "Namibia and the Northern Cape of South Africa that reaches about 7 m. The San "
                "people hollowed out its soft branches to make quivers for their arrows, which "
                "gave it its name, and a forest of some 250 of them near Keetmanshoop was declared "
                "a national monument in 1995."
            ),
            D(
                "Namib Desert: Stretching about 2,000 km along the Atlantic coast from Angola "
                "through Namibia into South Africa, the Namib is thought to be the oldest desert "
                "on Earth, dry for at least 55 million years. Fog rolling in from the cold "
                "Benguela Current brings most of its moisture, and the red dunes of Sossusvlei "
                "rise more than 300 m, among the highest in the world."
            ),
            S(
                "Welwitschia: Welwitschia mirabilis grows only in the Namib Desert of Namibia and "
                "southern Angola. Each plant has just two leaves, which grow from the base "
                "throughout its life and split into ribbons as the wind frays them. It is among "
                "the longest-lived of all plants: many are over 1,000 years old, and the largest "
                "are thought to be about 2,000."
            ),
            D(
                "Baobab: The African baobab can grow a trunk more than 10 m across and store about "
                "120,000 litres of water in its spongy wood. Radiocarbon dating suggested that the "
                "Panke baobab in Zimbabwe was about 2,450 years old when it died in 2011, and a "
                "study published in 2018 found that nine of the thirteen oldest baobabs had died "
                "or lost their oldest stems since 2005."
            ),
            D(
                "Welwitschiaceae: Welwitschia is the only genus in its family, Welwitschiaceae, "
                "and belongs to the gnetophytes, an odd group of cone-bearing seed plants "
                "distantly related to the conifers. Male and female cones grow on separate plants, "
                "and insects carry pollen between them; the plant appears on the coat of arms of "
                "Namibia, adopted at independence in 1990."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which contains more neurons, the cerebellum or the cerebral cortex?",
        "the cerebellum: about 69 billion neurons, against about 16 billion in the cerebral cortex",
        [
            S(
                "Cerebellum: The cerebellum, the little brain tucked under the back of the "
                "cerebrum, makes up only about a tenth of the brain's volume yet holds about 69 "
                "billion neurons, some 80 percent of the brain's total of about 86 billion, most "
                "of them tiny granule cells. It fine-tunes movement, posture and balance, and "
                "damage to it causes the unsteady gait called ataxia."
            ),
            D(
                "Brainstem: The brainstem links the brain to the spinal cord and is made up of the "
                "midbrain, the pons and the medulla oblongata. Though only about 7 cm long, it "
                "runs breathing, heart rate, swallowing and blood pressure without conscious "
                "effort, and ten of the twelve pairs of cranial nerves leave from it, which is why "
                "damage there is so often fatal."
            ),
            S(
                "Cerebral cortex: The cerebral cortex is the folded outer layer of the cerebrum, "
                "only 2 to 4 mm thick but, spread flat, about 2,500 square cm in area. It contains "
                "about 16 billion neurons, arranged mostly in six layers, and handles language, "
                "thought, perception and voluntary movement. Its ridges and grooves, the gyri and "
                "sulci, let a large sheet fit inside the skull."
            ),
            D(
                "Glial cell: Glial cells are the non-neuronal cells of the nervous system: "
                "astrocytes feed neurons and help form the blood-brain barrier, oligodendrocytes "
                "wrap their axons in myelin, and microglia clear away debris and germs. An old "
                "claim held that they outnumber neurons ten to one, but counts by Suzana "
                "Herculano-Houzel in 2009 pointed to a ratio closer to one to one."
            ),
            D(
                "Purkinje cell: Purkinje cells are among the largest neurons in the human brain, "
                "each with a flat, fan-shaped tree of dendrites that can receive about 200,000 "
                "inputs. They were described by the Czech anatomist Jan Evangelista Purkyne in "
                "1837, lie in a single sheet in the cerebellar cortex, and send out the only "
                "signals that leave it."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the three main kinds of radioactive decay?",
        "alpha decay, beta decay and gamma decay",
        [
            D(
                "Half-life: The half-life of a radioactive isotope is the time it takes for half "
                "of its atoms to decay, whatever the amount you start with. It ranges from a tiny "
                "fraction of a second for some heavy elements made in laboratories to about 4.5 "
                "billion years for uranium-238, while iodine-131, used to treat thyroid cancer, "
                "loses half its atoms in about eight days."
            ),
            D(
                "Nuclear fission: In nuclear fission a heavy nucleus such as uranium-235 absorbs a "
                "neutron and splits into two smaller nuclei, releasing two or three more neutrons "
                "and a great deal of energy. Otto Hahn and Fritz Strassmann found it in Berlin in "
                "December 1938, Lise Meitner and Otto Frisch explained it weeks later, and the "
                "first controlled chain reaction ran in Chicago in 1942."
            ),
            S(
                "Radioactive decay: An unstable atomic nucleus sheds energy in three main ways, "
                "named by how far their rays get into matter. In alpha decay it throws out a "
                "helium nucleus, stopped by a sheet of paper; in beta decay it emits an electron "
                "or positron, stopped by a few mm of aluminium; in gamma decay it releases a "
                "high-energy photon, which takes thick lead to stop."
            ),
            D(
                "Henri Becquerel: In 1896 the French physicist Henri Becquerel found that uranium "
                "salts left in a drawer on wrapped photographic plates had fogged them without any "
                "sunlight, showing that they gave off rays of their own. He shared the 1903 Nobel "
                "Prize in Physics for the discovery, and the SI unit of radioactivity, one decay "
                "per second, is named after him."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the piezoelectric effect work?",
        (
            "squeezing or bending certain crystals such as quartz shifts the positive and negative "
            "ions in their lattice apart, so opposite charges build up on opposite faces and a "
            "voltage appears; a voltage applied to the crystal does the reverse and changes its "
            "shape"
        ),
        [
            D(
                "Pyroelectricity: Some crystals, tourmaline among them, build up an electric "
                "charge on their faces when they are heated or cooled, because the change in "
                "temperature alters the natural polarisation of their lattice. The Greek "
                "philosopher Theophrastus noted around 314 BC that such stones attracted straw and "
                "ash once warmed, and thin pyroelectric films now sit in the motion sensors of "
                "burglar alarms."
            ),
            S(
                "Piezoelectricity: Certain crystals, such as quartz, Rochelle salt and the ceramic "
                "lead zirconate titanate, have no centre of symmetry in their lattice. When they "
                "are squeezed or bent, their positive and negative ions shift apart slightly, so "
                "charge builds up on opposite faces and a voltage appears across the crystal. It "
                "also runs backwards: a voltage makes the crystal change shape."
            ),
            D(
                "Triboelectric effect: Rub a balloon on a woollen jumper and electrons move from "
                "the wool to the rubber, leaving the balloon negatively charged so that it clings "
                "to a wall. Materials can be ranked in a triboelectric series by how readily they "
                "give up or take electrons, and the same effect causes the shocks felt from car "
                "doors on dry winter days and the sparks that can ignite grain dust in silos."
            ),
            D(
                "Quartz clock: In a quartz watch a tiny tuning fork cut from quartz crystal is "
                "kept vibrating 32,768 times a second by an electronic circuit, and a chip counts "
                "the vibrations to advance the display once each second. The first quartz clock "
                "was built at Bell Labs by Warren Marrison and J. W. Horton in 1927, and Seiko "
                "sold the first quartz wristwatch, the Astron, in December 1969."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do sunspots look dark?",
        (
            "they are cooler than the surface around them (about 3,500 to 4,500 °C against about "
            "5,500 °C) because strong magnetic fields hold back the hot gas rising from below, so "
            "they shine less brightly and look dark only by contrast"
        ),
        [
            D(
                "Solar cycle: The number of sunspots rises and falls over a cycle of about 11 "
                "years, first noticed by the German amateur astronomer Heinrich Schwabe in 1843 "
                "after seventeen years of daily watching. At each maximum the Sun's magnetic poles "
                "swap over, so the full magnetic cycle lasts about 22 years, and cycle 25, which "
                "began in December 2019, is numbered from the count begun in 1755."
            ),
            D(
                "Maunder Minimum: Between about 1645 and 1715 sunspots almost vanished, with only "
                "about fifty seen in thirty years against tens of thousands in a normal stretch of "
                "that length. The astronomer Edward Walter Maunder drew attention to the gap in "
                "the 1890s, and it overlapped the coldest part of the Little Ice Age, when the "
                "Thames froze hard enough in London for frost fairs to be held on the ice."
            ),
            S(
                "Sunspot: Sunspots are patches of the Sun's visible surface where magnetic fields "
                "thousands of times stronger than Earth's break through and choke off the "
                "upwelling of hot gas from below. Starved of heat, a spot cools to about 3,500 to "
                "4,500 °C, against about 5,500 °C around it, and so shines less brightly; seen on "
                "its own, a large spot would still glow brighter than the full Moon."
            ),
            D(
                "Solar flare: A solar flare is a sudden flash of brightness on the Sun, often "
                "above a group of sunspots, when twisted magnetic fields snap and reconnect and "
                "release the energy of billions of atomic bombs in minutes. The first one seen, by "
                "Richard Carrington and Richard Hodgson on 1 September 1859, was followed by a "
                "geomagnetic storm that set telegraph wires sparking."
            ),
            D(
                "Faculae: Faculae are bright patches on the Sun's surface, best seen near its "
                "edge, where thin bundles of magnetic field make the gas more transparent, so that "
                "we see down into hotter layers. Because they crowd around sunspot groups, the Sun "
                "actually gives out about 0.1 percent more light at the height of the solar cycle "
                "than at its low point, in spite of all the extra spots."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is the secretary bird a bird of prey",
        (
            "Yes: it is a raptor that hunts on foot, the only living member of its own family, "
            "Sagittariidae, in the order of eagles and hawks"
        ),
        [
            D(
                "Shoebill: The shoebill is a tall grey bird of the papyrus swamps of East and "
                "Central Africa, from South Sudan to Zambia, with a huge clog-shaped bill about 24 "
                "cm long. It stands still for hours waiting for lungfish to surface and then "
                "lunges. Once placed among the storks, it is now grouped with the pelicans and "
                "herons, and only about 5,000 to 8,000 remain."
            ),
            S(
                "Secretary bird: The secretary bird of the African savanna is a bird of prey, "
                "although it hunts on foot rather than from the air. Standing about 1.3 m tall on "
                "long legs, it strides up to 20 km a day and kills snakes, lizards and rodents "
                "with fast, hard kicks. It is the only living member of its own family, "
                "Sagittariidae, in the order Accipitriformes with the eagles and hawks."
            ),
            D(
                "Red-legged seriema: The red-legged seriema of the grasslands of Brazil, Argentina "
                "and Paraguay stands about 90 cm tall and runs down snakes, lizards and large "
                "insects, beating them against rocks to kill them. Its closest living relatives "
                "are thought to be the falcons and the parrots, and it comes from a line that once "
                "included the giant flightless terror birds."
            ),
            D(
                "Secretary bird (emblem): A secretary bird with outstretched wings stands at the "
                "top of the coat of arms of South Africa, adopted on Freedom Day, 27 April 2000, "
                "and another fills the emblem of Sudan. Its English name may come from the long "
                "quill-like feathers at the back of its head, said to recall the quill pens that "
                "office clerks once tucked behind their ears as they worked."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the main settlement on the archipelago where the Global Seed Vault is?",
        "Longyearbyen (the vault is on Spitsbergen, in Svalbard)",
        [
            S(
                "Svalbard Global Seed Vault: The Svalbard Global Seed Vault is a store dug about "
                "120 m into a sandstone mountain on the island of Spitsbergen, near the airport. "
                "Opened on 26 February 2008, it keeps spare copies of seeds from gene banks all "
                "over the world at minus 18 °C and has room for 4.5 million samples; in 2015 the "
                "first withdrawal replaced seeds lost in the war in Syria."
            ),
            D(
                "Millennium Seed Bank: The Millennium Seed Bank at Wakehurst, the country estate "
                "of Kew Gardens in West Sussex, opened in 2000 and is the largest wild plant seed "
                "bank in the world. Its underground vaults, built to last 500 years, hold more "
                "than two billion seeds from about 40,000 species, dried and frozen at minus 20 "
                "°C, gathered with partners in about 100 countries."
            ),
            D(
                "Barentsburg: Barentsburg, on the shore of Isfjorden, is a Russian coal-mining "
                "settlement in Svalbard with about 400 inhabitants, most of them from Russia and "
                "Ukraine. Under the Svalbard Treaty, signed in Paris in 1920, citizens of every "
                "signatory state may live and work in the archipelago, and the Soviet trust "
                "Arktikugol has run the mine there since 1932."
            ),
            S(
                "Svalbard: Svalbard is a Norwegian archipelago in the Arctic Ocean, about midway "
                "between mainland Norway and the North Pole, with about 3,000 inhabitants. Its "
                "administrative centre and largest settlement is Longyearbyen on Spitsbergen, "
                "named after John Munro Longyear, the American mine owner who founded it in 1906, "
                "and polar bears outnumber people on the islands."
            ),
            D(
                "Ny-Alesund: Ny-Alesund on Kongsfjorden is one of the northernmost permanent "
                "settlements in the world, at about 78.9 degrees north. Once a coal town, it "
                "became a research base after a mine disaster in 1962, and today about ten "
                "countries keep stations there; Roald Amundsen's airship Norge set out from it for "
                "the North Pole in May 1926."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What substance in a leech's saliva stops blood from clotting?",
        "hirudin, an anticoagulant protein that blocks thrombin",
        [
            D(
                "Heparin, the anticoagulant most widely used in hospitals, was found in 1916 by "
                "Jay McLean, a medical student at Johns Hopkins University working in the "
                "laboratory of William Henry Howell, who extracted it from dog liver and named it "
                "after the Greek word for liver. It is now made mostly from pig intestines and is "
                "given by injection during operations and to patients on kidney dialysis machines."
            ),
            S(
                "When a medicinal leech bites, its three jaws, each with about a hundred tiny "
                "teeth, cut a Y-shaped wound, and its saliva floods the cut with hirudin, a small "
                "protein that blocks the enzyme thrombin so that the blood cannot clot. The "
                "British physiologist John Berry Haycraft noticed the effect in 1884. A leech can "
                "drink several times its own weight and then go months without another meal."
            ),
            D(
                "A feeding tick can stay attached for a week or more, anchored by a barbed "
                "mouthpart called the hypostome and a cement-like secretion that glues it into the "
                "skin. Its saliva carries painkillers and substances that damp down swelling, so "
                "the host seldom notices the bite, and it is through this saliva that germs such "
                "as the spiral-shaped bacteria of the genus Borrelia pass into the blood."
            ),
            D(
                "In 1985 surgeons at a hospital in Boston used medicinal leeches to save a boy's "
                "reattached ear, whose veins kept clogging with blood, and in 2004 the US Food and "
                "Drug Administration cleared Hirudo medicinalis for sale as a medical device. "
                "Farms in Wales and France now breed the animals for hospitals, which use them "
                "after microsurgery on fingers, ears and flaps of skin."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "what does the vagus nerve do",
        (
            "it is the tenth cranial nerve, running from the brainstem to the heart, lungs and "
            "gut: it slows the heart, drives digestion, works the muscles of the throat and voice "
            "box, and carries signals from the organs back to the brain"
        ),
        [
            D(
                "The phrenic nerve arises from the third, fourth and fifth nerves of the neck and "
                "runs down each side of the chest to the diaphragm, the dome-shaped muscle that "
                "does most of the work of breathing, hence the medical students' rhyme 'C3, 4 and "
                "5 keep the diaphragm alive'. Irritating it can cause hiccups and a pain that is "
                "felt in the tip of the shoulder."
            ),
            D(
                "In 1997 the US Food and Drug Administration approved a pacemaker-like device for "
                "epilepsy that is placed under the skin of the chest, with a thin wire wrapped "
                "around the vagus nerve on the left side of the neck. It sends mild electrical "
                "pulses every few minutes, and in 2005 the same treatment was approved for "
                "depression that had not responded to several other treatments."
            ),
            S(
                "The vagus nerve, the tenth of the twelve cranial nerves, wanders from the "
                "brainstem through the neck into the chest and belly, hence its name, from the "
                "Latin for wandering. It is the main nerve of the rest-and-digest system: it slows "
                "the heart, stirs the gut to move food and release digestive juices, works the "
                "muscles of the throat and voice box, and carries signals from the organs back to "
                "the brain."
            ),
            D(
                "The sciatic nerve, the longest and thickest in the body, is about as wide as a "
                "thumb where it begins. It forms from nerve roots of the lower back and runs "
                "through the buttock and down the back of the thigh, splitting above the knee into "
                "branches that serve the lower leg and foot, and a slipped disc pressing on those "
                "roots causes the shooting pain of sciatica."
            ),
            D(
                "The trigeminal nerve, the fifth cranial nerve, is the largest of them and has "
                "three branches, to the forehead and eye, to the cheek and upper jaw, and to the "
                "lower jaw. It carries touch, pain and temperature from the face and works the "
                "chewing muscles, and in trigeminal neuralgia brief attacks of stabbing pain, set "
                "off by shaving or a breeze, strike one side of the face, most often in people "
                "over fifty."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "gila monster vs mexican beaded lizard which is bigger",
        (
            "the Mexican beaded lizard: about 57 to 90 cm long, against about 35 to 55 cm for the "
            "Gila monster"
        ),
        [
            D(
                "The Gila River rises in the Gila Wilderness of western New Mexico, the first area "
                "in the world to be set aside as wilderness, in 1924, at the urging of the "
                "forester Aldo Leopold, and flows about 1,040 km west across Arizona to join the "
                "Colorado River near Yuma. Dams and irrigation now leave much of its lower course "
                "dry for most of the year."
            ),
            S(
                "The Gila monster of the deserts of the south-western United States and "
                "north-western Mexico is a heavy, slow lizard with black skin patterned in pink, "
                "orange or yellow beads. Adults reach about 35 to 55 cm from snout to tail tip, "
                "and the fat stored in the thick tail lets one eat only a few times a year, so it "
                "spends about 95 percent of its life underground."
            ),
            D(
                "The chuckwalla is a plump, flat-bodied iguana of the Mojave and Sonoran deserts, "
                "up to about 45 cm long, which eats only leaves, flowers and fruit. When alarmed "
                "it wedges itself into a rock crack and gulps air to inflate its body until it "
                "cannot be pulled out, and on cool mornings it basks until its body reaches about "
                "38 °C before it starts to feed."
            ),
            S(
                "The Mexican beaded lizard lives in the dry tropical forests along Mexico's "
                "Pacific side and south into Guatemala, and is the Gila monster's only close "
                "relative. It grows to between about 57 and 90 cm long, with duller yellow and "
                "black bands on its bead-like scales, and like its cousin it carries venom in "
                "glands in the lower jaw, which it chews into a bite."
            ),
            D(
                "The Komodo dragon of the Indonesian islands of Komodo, Rinca, Flores and Gili "
                "Motang is the largest living lizard, reaching about 3 m and 70 kg in the wild. It "
                "brings down deer and pigs with a bite that delivers venom, as a study led by "
                "Bryan Fry showed in 2009, and about 1,400 adults remain, protected in Komodo "
                "National Park, set up in 1980 and a World Heritage Site since 1991."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the symptoms of glaucoma?",
        (
            "often none at first; then a slow loss of side (peripheral) vision that can narrow to "
            "tunnel vision; in acute angle-closure glaucoma, severe eye pain, headache, nausea and "
            "vomiting, blurred vision, haloes around lights and a red eye"
        ),
        [
            D(
                "Age-related macular degeneration damages the macula, the small central part of "
                "the retina, and is the commonest cause of sight loss in older people in rich "
                "countries. It blurs or blanks out the middle of the field of view, makes straight "
                "lines such as door frames look wavy, and makes faces hard to recognise, while "
                "side vision usually stays clear."
            ),
            S(
                "Glaucoma usually creeps up without warning: the most common, open-angle kind "
                "causes no pain and begins by eating away at side vision, so many people notice "
                "nothing until their sight has narrowed to a tunnel. The rarer acute angle-closure "
                "type strikes suddenly, with severe eye pain, headache, nausea and vomiting, "
                "blurred sight, rainbow haloes around lights and a red eye, and is an emergency."
            ),
            D(
                "Eye drops such as latanoprost, first approved in 1996, lower the pressure inside "
                "the eye in glaucoma by helping fluid drain out, and timolol, a beta-blocker, does "
                "it by making less fluid. When drops are not enough, a laser can open the drainage "
                "channels in a few minutes, or a surgeon can cut a new outlet, an operation called "
                "trabeculectomy that was first described by the British surgeon John Cairns in "
                "1968."
            ),
            D(
                "Conjunctivitis, or pink eye, is an inflammation of the thin membrane over the "
                "white of the eye and the inside of the lids. The eye turns pink or red, feels "
                "gritty, itches or burns and waters, and the lashes may be stuck together with a "
                "sticky discharge in the morning. Most cases are caused by viruses or bacteria and "
                "clear up on their own within one to two weeks."
            ),
            D(
                "At a routine eye test the pressure inside the eye is often measured with a puff "
                "of air, or with a small probe touched to the cornea after numbing drops stained "
                "with yellow fluorescein; normal readings lie between about 10 and 21 mm of "
                "mercury. The optician may also photograph the optic nerve at the back of the eye "
                "and test the field of vision with small flashing lights."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do clownfish live among sea anemones without being stung?",
        (
            "a coat of mucus on their skin keeps the anemone's stinging cells from firing; a "
            "clownfish gets used to a new anemone by touching its tentacles briefly at first, "
            "probably taking on some of the anemone's own mucus"
        ),
        [
            D(
                "Clownfish are all born male. Each anemone is home to a small group ruled by a "
                "single breeding pair, in which the largest fish is the female and the next "
                "largest her mate. If the female dies, the male changes sex and becomes a female "
                "within weeks, and the biggest of the young males grows to take his place, a "
                "pattern that biologists call protandry."
            ),
            D(
                "The man-of-war fish, Nomeus gronovii, spends its young life sheltering among the "
                "trailing tentacles of the Portuguese man o' war, whose sting can kill other fish "
                "of its size. It is many times more resistant to the venom than other fish, and it "
                "swims nimbly to avoid most of the stinging cells, sometimes even nibbling on the "
                "tentacles themselves; adults leave for deeper water."
            ),
            S(
                "A clownfish settling into a new anemone does not dive straight in. It brushes "
                "against the tentacles briefly at first, over hours, while the coat of mucus on "
                "its skin changes, probably by taking on some of the anemone's own slime, until "
                "the stinging cells no longer treat it as prey and stop firing. After that it can "
                "nestle safely among them."
            ),
            D(
                "Sea anemones catch their food with tentacles armed with thousands of cnidocytes, "
                "stinging cells that each hold a coiled, barbed thread. Touched by prey, a cell "
                "fires its thread in less than a millisecond, one of the fastest movements in "
                "nature, and injects venom that paralyses small fish and shrimp before the "
                "tentacles draw them into the mouth."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do horned lizards squirt blood from their eyes?",
        (
            "to drive off dogs, coyotes and foxes: the blood, squirted up to about 1.5 m, tastes "
            "foul to them, probably because of chemicals from the harvester ants the lizards eat"
        ),
        [
            D(
                "Horned lizards live mostly on harvester ants, and a single Texas horned lizard "
                "may eat a hundred or more at one meal, waiting beside a trail and flicking them "
                "up with its tongue. Its wide, squat body holds an unusually large stomach for its "
                "size, which lets it take in the great numbers of small, hard ants it needs, and "
                "it spends winter buried in loose soil."
            ),
            S(
                "When a coyote, fox or dog seizes it, a Texas horned lizard can raise the blood "
                "pressure in its head until tiny vessels around its eyes burst and squirt a jet of "
                "blood up to about 1.5 m. The trick is aimed at canine predators: the blood tastes "
                "foul to them, probably because of chemicals from the harvester ants the lizard "
                "eats, while hawks are not put off."
            ),
            D(
                "The thorny devil of central Australia is covered in conical spines and has a soft "
                "false head on the back of its neck, which it pushes forward when threatened by "
                "tucking its real head between its front legs. Grooves between its scales draw "
                "water by capillary action from damp sand or dew to the corners of its mouth, so "
                "that it can drink through its skin without ever lowering its head."
            ),
            D(
                "When threatened, the armadillo girdled lizard of the dry west coast of South "
                "Africa takes its own tail in its mouth and rolls into a tight ring, so that the "
                "thick spiny scales of its back and tail shield its soft belly. Unlike most "
                "lizards it lives in family groups of up to sixty in rock cracks, and the female "
                "gives birth to one or two live young."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Are beluga whales born white?",
        (
            "No: calves are born dark grey and fade through blue-grey to white as they grow up, "
            "fully white at about seven to nine years old"
        ),
        [
            D(
                "The beluga sturgeon of the Caspian and Black Sea basins is one of the largest "
                "fish that enter fresh water, and a female caught in the Volga delta in 1827 was "
                "said to weigh about 1,570 kg. Its roe is the costly beluga caviar, and "
                "overfishing has made it critically endangered; the United States banned imports "
                "of beluga caviar in 2005."
            ),
            S(
                "Beluga calves come into the world dark grey, sometimes brownish, and about 1.5 m "
                "long. Over the following years the colour fades through blue-grey to the familiar "
                "creamy white, which a female usually reaches at around seven years old and a male "
                "at around nine. The white hide hides adults among Arctic sea ice, and the "
                "species' name comes from the Russian word for white."
            ),
            D(
                "Belugas are among the most vocal of whales, so much so that nineteenth-century "
                "whalers called them sea canaries for the whistles, squeals, clicks and chirps "
                "they heard through the hulls of their ships. Unlike most whales, a beluga has "
                "unfused neck bones and can turn its head, and the bulging melon on its forehead "
                "changes shape as it makes sounds."
            ),
            D(
                "Killer whale calves are born with the black and white pattern of their parents "
                "already in place, but the patches that will be white in adults are tinged "
                "yellowish or orange at first and take about a year to brighten. A newborn orca is "
                "about 2.4 m long and weighs about 180 kg, and it stays close to its mother's side "
                "for its first years."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What currency is used in the country whose capital is Kathmandu?",
        "the Nepalese rupee (Kathmandu is the capital of Nepal)",
        [
            S(
                "Kathmandu lies in a bowl-shaped valley about 1,400 m up in the foothills of the "
                "Himalayas and has been the capital of Nepal since the Shah king Prithvi Narayan "
                "took it in 1768 and moved his court there. Its old Durbar Square, with pagoda "
                "temples and the palace of the Kumari, a girl worshipped as a living goddess, was "
                "badly damaged by the earthquake of 25 April 2015."
            ),
            D(
                "Thimphu, at about 2,300 m in a valley of western Bhutan, became the kingdom's "
                "capital in 1961 and is one of the few capitals in the world without traffic "
                "lights; a policeman directs cars at its main crossing. Bhutan's currency, the "
                "ngultrum, brought in in 1974, is tied one to one to the Indian rupee, which also "
                "circulates freely there."
            ),
            S(
                "The Nepalese rupee, divided into 100 paisa, has been Nepal's currency since 1932, "
                "when it replaced the silver mohar, and is issued by the Nepal Rastra Bank, the "
                "central bank founded in 1956. Since the early 1990s it has been pegged to the "
                "Indian rupee at 1.6 Nepalese rupees to one Indian rupee, and Indian notes are "
                "widely taken in towns near the open border."
            ),
            D(
                "Pokhara, Nepal's second city, sits beside Phewa Lake at about 820 m, below the "
                "Annapurna range, and is the starting point for most treks to Annapurna Base Camp. "
                "Machhapuchhare, the fishtail peak that rises above it to 6,993 m, is sacred to "
                "Shiva and has never officially been climbed to the top; permits for its summit "
                "have been refused since 1957."
            ),
            D(
                "Lhasa, on the Tibetan Plateau at about 3,650 m, is one of the highest cities in "
                "the world. Its Potala Palace, rising thirteen storeys up the Red Hill, was the "
                "winter home of the Dalai Lamas from the seventeenth century until 1959, and the "
                "Jokhang temple at the heart of the old city, founded in the seventh century, "
                "draws pilgrims from all over Tibet, many of whom walk the circuit around it "
                "clockwise."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did Yosemite become a national park?",
        (
            "on 1 October 1890 (Yosemite Valley and the Mariposa Grove had been protected as a "
            "state grant since 1864)"
        ),
        [
            D(
                "Home > Parks > Wyoming > Yellowstone | The first national park | On 1 March 1872 "
                "President Ulysses S. Grant signed the act that made Yellowstone the world's first "
                "national park, setting aside about 8,900 square km of geysers, hot springs and "
                "forest in the territories of Wyoming and Montana. The US Army ran it from 1886 "
                "until the National Park Service took over in 1918. Share this | Cookie policy"
            ),
            S(
                "Home > Parks > California > Yosemite | Yosemite's story | Congress made Yosemite "
                "a national park on 1 October 1890, after a campaign by the naturalist John Muir "
                "and the editor Robert Underwood Johnson. The valley itself and the Mariposa Grove "
                "had been protected since 1864, when Abraham Lincoln signed a grant handing them "
                "to California, and they were added to the park in 1906. Share this | Cookie policy"
            ),
            D(
                "Home > Parks > California > Sequoia | Sequoia National Park | Created on 25 "
                "September 1890, Sequoia National Park protects groves of giant sequoias on the "
                "western slope of the Sierra Nevada, among them the General Sherman Tree, the "
                "largest tree on Earth by volume. It is the second-oldest national park in the "
                "United States still in existence, and Mount Whitney marks its eastern edge. Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Parks > California > Yosemite > Hiking | Half Dome cables | The cables up "
                "the last 120 m of Half Dome's granite shoulder go up each May and come down in "
                "October. George Anderson first reached the summit in October 1875 by drilling "
                "holes for iron eyebolts, and since 2010 hikers have needed a permit, drawn by "
                "lottery, with about 300 allowed a day. Book now | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "crab nebula supernova year",
        "1054: Chinese astronomers recorded the 'guest star' that made it in July 1054",
        [
            D(
                "Home > Space > Deep sky | Kepler's supernova | The last supernova in our own "
                "galaxy seen with the naked eye burst into view in the constellation Ophiuchus in "
                "October 1604. Johannes Kepler watched it for a year from Prague and wrote a book "
                "about it, De Stella Nova, in 1606; the remnant, about 20,000 light-years away, is "
                "still expanding at several thousand km a second. Share this | Cookie policy"
            ),
            S(
                "Home > Space > Deep sky | The Crab Nebula | The Crab Nebula is the wreck of a "
                "star whose explosion was seen from Earth in 1054, when Chinese court astronomers "
                "recorded a guest star bright enough to see in daylight for 23 days. About 6,500 "
                "light-years away and 11 light-years across, it has a spinning pulsar at its heart "
                "that flashes about 30 times a second. Share this | Cookie policy"
            ),
            D(
                "Home > Space > News | SN 1987A: a star explodes next door | On 24 February 1987 "
                "Ian Shelton, working at Las Campanas Observatory in Chile, spotted a new star in "
                "a small galaxy next to our own, the nearest supernova seen since 1604. Hours "
                "before it was seen, detectors in Japan and the United States had caught a burst "
                "of about two dozen neutrinos from it. Share this | Cookie policy"
            ),
            D(
                "Home > Space > Stargazing | Finding Messier 1 | The Crab Nebula is the first "
                "entry in Charles Messier's catalogue of fuzzy objects that comet hunters might "
                "mistake for comets, which he began after coming across it in August 1758. Its "
                "nickname comes from a drawing made by Lord Rosse at Birr Castle in Ireland in "
                "1844, and a small telescope shows it as a faint oval smudge. Share this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "appalachians vs rocky mountains which is older",
        (
            "the Appalachians, raised between about 480 and 270 million years ago, against about "
            "80 to 55 million years ago for most of the Rockies"
        ),
        [
            S(
                "Home > Geography > North America | The Appalachians: worn-down giants | The "
                "Appalachian Mountains stretch about 3,200 km from Newfoundland to central "
                "Alabama. They were pushed up in a series of collisions between about 480 and 270 "
                "million years ago, as the continents came together to form Pangaea, and may once "
                "have rivalled the Himalayas; erosion has cut them to 2,037 m at Mount Mitchell. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Geography > Europe | The Ural Mountains | The Urals run about 2,500 km "
                "from the Arctic coast to the steppes of Kazakhstan and are usually taken as the "
                "boundary between Europe and Asia. They rose between about 300 and 250 million "
                "years ago, when the plates carrying Europe and Siberia collided, and their "
                "highest point, Mount Narodnaya, reaches 1,895 m. Share this | Cookie policy"
            ),
            S(
                "Home > Geography > North America | How the Rockies rose | The Rocky Mountains run "
                "about 4,800 km from British Columbia to New Mexico and peak at 4,401 m on Mount "
                "Elbert in Colorado. Most of the range was lifted between about 80 and 55 million "
                "years ago in the Laramide orogeny, when a slab of ocean floor slid at a shallow "
                "angle far beneath the continent. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Hiking | The Appalachian Trail | Completed in 1937, the "
                "Appalachian Trail follows the crest of the range for about 3,500 km from Springer "
                "Mountain in Georgia to Mount Katahdin in Maine, crossing fourteen states. Only "
                "about one in four of those who set out to walk it all in one season finish, "
                "usually after five to seven months on the trail and some five million steps. "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Geography > North America | The Sierra Nevada | California's Sierra Nevada "
                "is one huge block of granite, tilted so that a gentle western slope rises to a "
                "steep eastern wall above the Owens Valley. The granite cooled deep underground "
                "about 100 million years ago, but the range as it stands was lifted mostly in the "
                "last few million years, and Mount Whitney tops it at 4,421 m, the highest point "
                "in the lower 48 states. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What are the symptoms of a kidney stone?",
        (
            "severe pain in the side and back below the ribs, spreading to the lower belly and "
            "groin and coming in waves; pain when urinating; pink, red or brown urine; nausea and "
            "vomiting; needing to urinate more often; fever and chills if there is infection"
        ),
        [
            D(
                "Home > Health > Conditions > Gallstones | Gallstone attacks | Gallstones often "
                "cause no trouble, but one that blocks a bile duct brings sudden, intense pain in "
                "the upper right belly or just below the breastbone, sometimes reaching the right "
                "shoulder blade, often after a fatty meal and lasting from minutes to hours. "
                "Yellow skin or eyes, a high temperature or dark urine point to a complication. "
                "Share this | Cookie policy"
            ),
            S(
                "Home > Health > Conditions > Kidney stones | Signs of a kidney stone | A stone "
                "moving into the ureter can cause severe pain in the side and back below the ribs, "
                "often spreading to the lower belly and groin and coming in waves. Other signs are "
                "pain when passing urine, pink, red or brown urine, nausea and vomiting, and "
                "needing to go more often. Fever and chills mean infection. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Health > Treatments | Shock wave lithotripsy | In shock wave lithotripsy, "
                "first used in Munich in 1980 with a machine built by Dornier, focused pulses of "
                "sound are fired through the skin at a kidney stone to break it into grains small "
                "enough to pass in the urine. A session takes about an hour, and stones larger "
                "than about 2 cm usually need keyhole surgery instead. Share this | Cookie policy"
            ),
            D(
                "Home > Health > Prevention | Cutting your risk of stones | Drinking enough water "
                "to make about 2.5 litres of pale urine a day is the main advice after a first "
                "calcium oxalate stone. Doctors also suggest cutting down on salt and animal "
                "protein and going easy on oxalate-rich foods such as spinach, rhubarb and nuts, "
                "while keeping normal amounts of calcium in the diet. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do opossums play dead?",
        (
            "when badly frightened a Virginia opossum falls on its side, stiff, with lips drawn "
            "back and tongue out, drooling; its breathing and heartbeat slow and glands near its "
            "tail give off a foul smell; the faint is involuntary and lasts from minutes to about "
            "four hours"
        ),
        [
            D(
                "Home > Nature > Reptiles | The hognose snake's death act | Threatened, the "
                "eastern hognose snake of North America first flattens its neck like a cobra and "
                "hisses. If that fails it writhes, rolls onto its back with its mouth open and "
                "tongue out, and releases a musky smell; turned the right way up, it rolls "
                "straight back, as if a dead snake could only lie belly up, and it stays that way "
                "until the danger has passed. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Mammals | Playing possum, explained | Cornered by a dog or fox "
                "and badly frightened, a Virginia opossum keels over on its side, stiff, lips "
                "drawn back, tongue hanging out and drooling. Its breathing and heartbeat slow "
                "right down and glands near its tail release a foul, rotting smell. The faint is "
                "involuntary and can last from minutes to about four hours. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Nature > Mammals | Opossum babies | A Virginia opossum gives birth only "
                "about 12 to 13 days after mating, to as many as twenty young, each about the size "
                "of a honeybee. They crawl into the pouch and clamp onto one of thirteen teats, so "
                "that latecomers die, and after about two months the survivors ride about on their "
                "mother's back. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Mythbusting | Do opossums really eat thousands of ticks? | A "
                "widely shared claim that one opossum eats about 5,000 ticks a season came from a "
                "2009 laboratory study in which caged opossums groomed off most of the tick larvae "
                "put on them. Later studies of the stomach contents of wild opossums found hardly "
                "any ticks, so the figure is now doubted. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does vertigo make the room seem to spin?",
        (
            "the balance system of the inner ear, or the brain that reads it, sends false signals "
            "of movement; most often tiny chalky crystals have come loose and drifted into one of "
            "the inner ear's fluid-filled canals (benign paroxysmal positional vertigo), so moving "
            "the head feels like turning"
        ),
        [
            D(
                "Home > Health > Travel | Motion sickness | Motion sickness comes when the eyes "
                "and the balance organs disagree: below deck in a rolling ship the cabin looks "
                "still while the inner ear feels every lurch. Looking at the horizon, sitting near "
                "the middle of a boat or the front of a car and not reading all help, and hyoscine "
                "patches worn behind the ear work for up to three days. Share this | Cookie policy"
            ),
            S(
                "Home > Health > Ear, nose and throat | Why the room spins | Vertigo is a false "
                "sense of movement that comes from the balance system of the inner ear or the "
                "brain. The most common cause is benign paroxysmal positional vertigo: tiny chalky "
                "crystals break loose and drift into one of the ear's fluid-filled canals, so that "
                "moving the head sends the brain a false message that you are turning. Share this "
                "| Cookie policy"
            ),
            D(
                "Home > Health > Treatments | The Epley manoeuvre | Devised by the American ear "
                "surgeon John Epley and published in 1992, the Epley manoeuvre is a series of four "
                "head and body positions, each held for about 30 seconds to a minute, done lying "
                "on a couch with the head turned and tipped back. A doctor or physiotherapist can "
                "do it in about fifteen minutes, and many people are helped by one session. Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Health > Conditions | Meniere's disease | Meniere's disease, named after "
                "the French doctor Prosper Meniere, who described it in 1861, causes attacks of "
                "vertigo lasting from twenty minutes to several hours, with ringing in the ear, a "
                "feeling of fullness and hearing loss that comes and goes. It usually starts in "
                "one ear between the ages of 40 and 60, and its cause is still unclear. Share this "
                "| Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the Great Rift Valley getting wider?",
        (
            "Yes: its eastern branch is pulling apart by a few millimetres a year (about 6 to 7 mm "
            "in the north), and in tens of millions of years the sea may flood it"
        ),
        [
            D(
                "Home > Travel > Kenya | The Rift Valley lakes | Kenya's stretch of the Rift "
                "Valley holds a chain of lakes, from Turkana in the north, the largest desert lake "
                "in the world, to Baringo, Bogoria, Nakuru, Naivasha and Magadi. Bogoria has more "
                "than 200 hot springs and geysers, and at times more than a million lesser "
                "flamingos crowd onto its soda-rich shallows to feed. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Earth | Africa is slowly splitting | GPS stations show that the "
                "eastern branch of the Great Rift Valley is still widening as the Somali plate "
                "pulls away from the Nubian plate, by about 6 to 7 mm a year in the north and less "
                "farther south. In 2005 a stretch of ground about 60 km long in Ethiopia's Afar "
                "region tore open by several metres within days. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Earth | Iceland's two plates | At Thingvellir National Park in "
                "south-west Iceland the North American and Eurasian plates are pulling apart by "
                "about 2 cm a year along the Mid-Atlantic Ridge, and divers in the clear water of "
                "the Silfra fissure can touch both sides. The Althing, Iceland's parliament, first "
                "met on the plain there in 930. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Fossils | Olduvai Gorge | Olduvai Gorge, a steep ravine about 48 "
                "km long on the edge of the Serengeti in northern Tanzania, cuts through beds of "
                "ash and sediment laid down over the last two million years. Louis and Mary Leakey "
                "worked there from the 1930s, and in 1959 Mary found the skull of Paranthropus "
                "boisei, nicknamed Nutcracker Man. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Into which sea does the river that flows through Whitehorse empty?",
        "the Bering Sea (Whitehorse stands on the Yukon River)",
        [
            D(
                "Home > Geography > Rivers | The Mackenzie River | Canada's longest river, the "
                "Mackenzie, flows about 1,740 km from Great Slave Lake through the Northwest "
                "Territories to the Beaufort Sea, an arm of the Arctic Ocean. With the rivers that "
                "feed it, it drains about a fifth of Canada, and in winter stretches of its frozen "
                "surface serve as an ice road linking remote towns. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Canada > Yukon | Whitehorse city guide | Whitehorse, the capital "
                "of Canada's Yukon territory and home to about 28,000 people, grew up on the banks "
                "of the Yukon River during the Klondike gold rush of 1898, where stampeders built "
                "boats to float downstream to Dawson City. The restored sternwheeler SS Klondike "
                "now sits on the riverbank as a museum. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Canada > Yukon | Dawson City | Dawson City, where the Klondike "
                "River meets the Yukon, swelled to about 30,000 people within two years of the "
                "gold strike on Bonanza Creek in August 1896, then emptied as the rush moved on to "
                "Nome. Today about 1,500 people live there, and Diamond Tooth Gerties, Canada's "
                "oldest casino, opened in 1971. Share this | Cookie policy"
            ),
            S(
                "Home > Geography > Rivers | The Yukon River | Rising in British Columbia not far "
                "from the Pacific coast, the Yukon River flows about 3,190 km north-west across "
                "the Yukon and then west across Alaska, one of the longest rivers in North "
                "America. It empties into the Bering Sea through a wide, marshy delta, and king "
                "salmon swim almost its whole length to spawn each summer. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > Alaska | Skagway and the White Pass | From Skagway, at the head "
                "of the Lynn Canal, the White Pass and Yukon Route railway climbs about 880 m in "
                "32 km to the summit of the White Pass on the border. It was finished in 1900, "
                "blasted through rock along the trail of gold-seekers who had hauled a year's "
                "worth of supplies over the pass on foot in 1897 and 1898. Share this | Cookie "
                "policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What does dopamine do in the brain?",
        (
            "it is a chemical messenger that drives motivation, reward and learning from outcomes "
            "and helps start and smooth movement; the loss of the dopamine cells of the substantia "
            "nigra causes Parkinson's disease"
        ),
        [
            D(
                "Q: Is serotonin the happy hormone? A: Not exactly. Serotonin is a messenger in "
                "the brain that helps regulate mood, sleep, appetite and pain, but about 90 "
                "percent of the body's serotonin is made in the gut, where it controls the "
                "movement of the intestines. Drugs such as fluoxetine, sold as Prozac since 1988, "
                "raise its levels in the gaps between nerve cells."
            ),
            S(
                "Q: What does dopamine do? A: Dopamine is a chemical messenger between nerve "
                "cells. Released by neurons deep in the midbrain, it signals that something is "
                "worth seeking and so drives motivation, reward and learning from outcomes, and it "
                "helps the brain start and smooth movements. Parkinson's disease follows the death "
                "of the dopamine-making cells of the substantia nigra."
            ),
            D(
                "Levodopa: fact sheet\n"
                "- What it is: a drug that the brain converts into dopamine\n"
                "- Used for: Parkinson's disease, since the late 1960s\n"
                "- Pioneer: George Cotzias, who showed in 1967 that high doses work\n"
                "- Usually given with: carbidopa, which stops it breaking down before it reaches "
                "the brain\n"
                "- Common side effects: nausea, and jerky movements after years of use"
            ),
            D(
                "Q: What does oxytocin do? A: Oxytocin is a hormone made in the hypothalamus and "
                "released by the pituitary gland. It makes the womb contract during labour and "
                "lets milk flow during breastfeeding, and a synthetic version, first made by "
                "Vincent du Vigneaud in 1953, is used to start labour. In the brain it has been "
                "linked to bonding between mothers and babies and to trust between people."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "who discovered handwashing prevents infection",
        "Ignaz Semmelweis, a Hungarian doctor at the Vienna General Hospital, in 1847",
        [
            D(
                "Q: Who introduced antiseptic surgery? A: The British surgeon Joseph Lister, "
                "working in Glasgow, who in August 1865 dressed a boy's compound fracture with "
                "lint soaked in carbolic acid and saw it heal without infection. Inspired by Louis "
                "Pasteur's work on germs, he published his results in The Lancet in 1867, and the "
                "mouthwash Listerine, made from 1879, is named after him."
            ),
            S(
                "Q: Who first showed that washing hands prevents infection? A: The Hungarian "
                "doctor Ignaz Semmelweis, at the Vienna General Hospital in 1847. Mothers in the "
                "ward run by doctors, who came straight from dissecting corpses, died of childbed "
                "fever far more often than in the midwives' ward; once he made staff scrub their "
                "hands in chlorinated lime, deaths fell from about 10 percent to 1 or 2."
            ),
            D(
                "Q: What did Florence Nightingale change in hospitals? A: Arriving at the British "
                "army hospital at Scutari in November 1854, during the Crimean War, she found "
                "soldiers dying far more of disease than of their wounds. With a team of 38 nurses "
                "she pushed for clean linen, fresh air, good food and proper drains, and her "
                "diagrams of the death toll helped win a royal commission and reform of army "
                "hospitals."
            ),
            D(
                "Handwashing: fact sheet\n"
                "- How long: at least 20 seconds with soap and water\n"
                "- Key moments: after the toilet, before eating or handling food, after coughing "
                "or sneezing\n"
                "- Global Handwashing Day: 15 October, held since 2008\n"
                "- Hand gel: needs at least 60 percent alcohol to work well\n"
                "- Works less well on: norovirus and the spores of C. difficile"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is heavier, a wild yak or a domestic yak?",
        (
            "the wild yak: bulls weigh up to about 1,000 kg, against about 350 to 580 kg for "
            "domestic bulls"
        ),
        [
            D(
                "Gaur: fact sheet\n"
                "- Also called: the Indian bison\n"
                "- Range: forests and grassy clearings of South and Southeast Asia\n"
                "- Size: bulls up to about 2.2 m at the shoulder and 1,000 to 1,500 kg\n"
                "- Record: the largest of all wild cattle\n"
                "- Status: vulnerable, with perhaps 13,000 to 30,000 left in the wild"
            ),
            S(
                "Wild yak: fact sheet\n"
                "- Range: high, cold grassland of the Tibetan Plateau, mostly above 4,000 m\n"
                "- Size: bulls about 2 m at the shoulder and up to about 1,000 kg; cows about a "
                "third of that\n"
                "- Coat: long, dark brown to black, with a thick woolly undercoat\n"
                "- Status: vulnerable, with perhaps 10,000 mature animals left\n"
                "- Scientific name: Bos mutus"
            ),
            D(
                "Q: What is yak butter used for? A: In Tibet yak butter is churned into salty "
                "butter tea, drunk by the bowlful many times a day, and mixed with roasted barley "
                "flour to make tsampa. It also fuels the lamps in monasteries, and for the New "
                "Year festival monks carve elaborate coloured sculptures from it, some several "
                "metres high, which are shown at night."
            ),
            S(
                "Q: How big is a domestic yak? A: It depends on sex and breed. Domestic bulls "
                "weigh about 350 to 580 kg and cows about 225 to 255 kg, and they stand about 1.1 "
                "to 1.4 m at the shoulder. Some 14 million are kept across Tibet, Nepal, Mongolia "
                "and the Himalayas for milk, meat, wool and carrying loads, and they grunt like "
                "pigs instead of mooing."
            ),
            D(
                "Q: How heavy is an American bison? A: A big bull can weigh about 900 kg and stand "
                "1.8 m at the shoulder, the heaviest land animal in North America, and cows weigh "
                "about half as much. Some 30 million roamed the plains in 1800, but by 1889 fewer "
                "than a thousand were left; today about 500,000 live in herds, most of them on "
                "ranches."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the risk factors for cataracts?",
        (
            "getting older, diabetes, long-term use of steroid medicines, smoking, heavy drinking, "
            "years of strong sunlight on unprotected eyes, an eye injury, eye surgery or radiation "
            "to the head, and a family history of cataracts"
        ),
        [
            D(
                "Cataract surgery: fact sheet\n"
                "- What happens: the cloudy lens is broken up by ultrasound and replaced by a "
                "clear plastic one\n"
                "- Time taken: about 15 to 45 minutes, under local anaesthetic\n"
                "- First artificial lens: fitted by Harold Ridley in London in 1949\n"
                "- In England: about 400,000 operations a year\n"
                "- Recovery: most people see better within days"
            ),
            S(
                "Cataract risk factors: fact sheet\n"
                "- Age: the biggest factor; most people over 65 have some clouding of the lens\n"
                "- Diabetes, and long-term use of steroid medicines\n"
                "- Smoking and heavy drinking\n"
                "- Years of strong sunlight on unprotected eyes\n"
                "- An eye injury, eye surgery or radiation treatment to the head\n"
                "- A family history of cataracts"
            ),
            D(
                "Q: What raises the risk of glaucoma? A: The main risk is raised pressure inside "
                "the eye, though glaucoma can also occur at normal pressure. The risk grows with "
                "age, especially after 60, and is higher for people of African or Asian descent, "
                "for those with a parent or sibling who has it, and for people who are very "
                "short-sighted or have diabetes."
            ),
            D(
                "Q: What are the symptoms of a cataract? A: Sight becomes cloudy, blurred or "
                "misty, as if through a frosted window; colours look faded or yellowish; bright "
                "lights and oncoming headlights glare, especially at night; and more light is "
                "needed to read. Some people see double in one eye, and their glasses prescription "
                "may change often."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a defibrillator restore a normal heartbeat?",
        (
            "it sends a strong electric shock through the chest that makes nearly all the heart "
            "muscle cells fire at once, ending the chaotic rhythm of ventricular fibrillation, so "
            "that the heart's own pacemaker, the sinoatrial node, can take over again with a "
            "normal beat"
        ),
        [
            D(
                "Q: Can a defibrillator restart a heart that has stopped? A: Not when the heart "
                "shows no electrical activity at all, the flat line called asystole; then rescuers "
                "give CPR and drugs such as adrenaline instead. Automated external defibrillators, "
                "now found in stations, offices and sports grounds, analyse the rhythm themselves "
                "and will only advise a shock when they find one they can treat."
            ),
            S(
                "Q: How does a defibrillator work? A: In ventricular fibrillation the heart's "
                "muscle cells fire in chaos, so the heart quivers instead of pumping. A "
                "defibrillator sends a strong shock through pads on the chest that makes nearly "
                "all the cells fire at once and then fall briefly silent, giving the heart's own "
                "pacemaker, the sinoatrial node, the chance to take charge again with a normal "
                "beat."
            ),
            D(
                "Pacemaker: fact sheet\n"
                "- What it does: sends small electrical pulses to keep a slow heart beating at a "
                "steady rate\n"
                "- First fully implanted: in Arne Larsson, in Stockholm, in October 1958\n"
                "- Size today: about that of a matchbox, or smaller\n"
                "- Battery life: usually 7 to 15 years\n"
                "- Where it goes: under the skin below the collarbone, with wires to the heart"
            ),
            D(
                "Q: Who invented the portable defibrillator? A: The Belfast cardiologist Frank "
                "Pantridge, who in 1965 put a defibrillator powered by car batteries into an "
                "ambulance, creating the first mobile coronary care unit; the early model weighed "
                "about 70 kg. A statue of him stands in Lisburn, and Claude Beck had first used a "
                "defibrillator on an open heart in 1947."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do astronomers think dark matter exists?",
        (
            "because visible matter cannot supply the gravity they measure: stars in the outer "
            "parts of galaxies orbit too fast, galaxies in clusters move too fast to stay bound, "
            "and gravitational lensing shows far more mass than can be seen"
        ),
        [
            D(
                "Q: What is dark energy? A: Dark energy is the name given to whatever is making "
                "the expansion of the universe speed up. Two teams studying distant exploding "
                "stars found in 1998 that they were fainter than expected, so space was stretching "
                "faster than it used to, and their leaders, Saul Perlmutter, Brian Schmidt and "
                "Adam Riess, shared the 2011 Nobel Prize in Physics."
            ),
            D(
                "Dark matter searches: fact sheet\n"
                "- Leading candidates: WIMPs, axions and sterile neutrinos\n"
                "- LUX-ZEPLIN: 7 tonnes of liquid xenon, 1,478 m underground in South Dakota\n"
                "- Result so far: no confirmed detection\n"
                "- Euclid space telescope: launched in July 2023 to map it\n"
                "- Share of the universe: about 27 percent of its mass and energy"
            ),
            S(
                "Q: What is the evidence for dark matter? A: Gravity that visible matter cannot "
                "account for. In the 1970s Vera Rubin found that stars far out in spiral galaxies "
                "orbit as fast as those near the centre, which only makes sense if each galaxy "
                "sits in a vast unseen halo. Galaxies in clusters move too fast to stay together, "
                "as Fritz Zwicky saw in 1933, and lensing reveals the same hidden mass."
            ),
            D(
                "Q: Are black holes the dark matter? A: Probably not most of it. Black holes left "
                "by dying stars are too few, and surveys that watched for the brief brightening of "
                "stars as dark bodies passed in front of them, such as the MACHO and EROS projects "
                "of the 1990s, ruled out compact objects as the bulk of the Milky Way's halo. Tiny "
                "primordial black holes remain a long shot, though some physicists still favour "
                "them."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is astigmatism the same as being nearsighted",
        (
            "No: astigmatism comes from a cornea or lens curved more steeply one way than the "
            "other and blurs vision at every distance, while nearsightedness comes from an eyeball "
            "too long, which blurs distant things; many people have both"
        ),
        [
            D(
                "Q: What is farsightedness? A: Farsightedness, or hyperopia, happens when the "
                "eyeball is too short or the cornea too flat, so light from close objects would "
                "focus behind the retina. Young people can often make up for it by working the "
                "focusing muscles, which causes eye strain and headaches, but near vision usually "
                "worsens with age. Glasses or contact lenses with convex lenses, which bend the "
                "light inward, correct it."
            ),
            S(
                "Q: Is astigmatism a kind of nearsightedness? A: No, they are different focusing "
                "errors, though many people have both. In nearsightedness the eyeball is too long, "
                "so light from far away comes to a focus in front of the retina. In astigmatism "
                "the cornea or lens is curved more steeply one way than the other, like a rugby "
                "ball instead of a football, so vision is blurred or distorted at every distance."
            ),
            D(
                "Q: What is presbyopia? A: Presbyopia is the slow loss of the ability to focus on "
                "close things that comes with age, usually noticed in the mid-forties when small "
                "print has to be held at arm's length. The lens inside the eye stiffens and the "
                "ring of muscle around it can no longer change its shape enough, and reading "
                "glasses or varifocals correct it."
            ),
            D(
                "Toric contact lenses: fact sheet\n"
                "- Made for: people with astigmatism\n"
                "- Shape: a different power in each direction across the lens\n"
                "- Staying put: a weighted or thinner zone stops them from rotating on the eye\n"
                "- Types: soft daily and monthly lenses, and rigid gas-permeable ones\n"
                "- Fitting: an optician checks how the lens settles after a few minutes"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Who predicted the particle that Cowan and Reines detected in 1956?",
        "Wolfgang Pauli, who proposed the neutrino in 1930",
        [
            D(
                "Q: Who discovered the positron? A: Carl Anderson at Caltech, who in August 1932 "
                "photographed in a cloud chamber the curved track of a particle with the mass of "
                "an electron but a positive charge. Paul Dirac's equation for the electron, "
                "written in 1928, had implied that such antimatter should exist, and Anderson "
                "shared the 1936 Nobel Prize in Physics for finding it."
            ),
            S(
                "Q: What did Cowan and Reines discover? A: In June 1956 Clyde Cowan and Frederick "
                "Reines announced that they had detected the neutrino, using large tanks of water "
                "and cadmium chloride placed beside a nuclear reactor at the Savannah River Plant "
                "in South Carolina. They sent a telegram with the news to the physicist who had "
                "predicted it, and Reines shared the 1995 Nobel Prize in Physics."
            ),
            D(
                "Super-Kamiokande: fact sheet\n"
                "- Where: 1,000 m under Mount Ikeno, near Kamioka, Japan\n"
                "- Run by: the University of Tokyo's Institute for Cosmic Ray Research\n"
                "- Tank: 50,000 tonnes of ultra-pure water in a steel cylinder about 40 m high\n"
                "- Sensors: about 11,000 photomultiplier tubes\n"
                "- Began: 1996\n"
                "- Big result: evidence in 1998 that neutrinos change type and so must have mass, "
                "honoured by the 2015 Nobel Prize"
            ),
            S(
                "Q: Who first proposed the neutrino? A: Wolfgang Pauli, in a letter of December "
                "1930 addressed to the 'dear radioactive ladies and gentlemen' at a meeting in "
                "Tubingen. To save the conservation of energy in beta decay, he suggested that an "
                "unseen, neutral and very light particle carried off the missing energy. Enrico "
                "Fermi later named it the neutrino, Italian for little neutral one."
            ),
            D(
                "Q: How many neutrinos pass through your body? A: About 100 trillion every second, "
                "most of them made by nuclear fusion in the Sun's core. They hardly interact with "
                "matter at all: a neutrino could cross a light-year of lead with a good chance of "
                "not being stopped, and only about one in a lifetime is likely to collide with an "
                "atom in your body."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What does the hippocampus do?",
        (
            "it turns new experiences and facts into lasting memories and builds mental maps of "
            "places for finding the way"
        ),
        [
            D(
                "The almond-shaped amygdala, one in each temporal lobe, sets off fear and alarm: "
                "it reacts to a threatening face within a fraction of a second, even before we are "
                "aware of seeing it. People with the rare Urbach-Wiethe disease, which can wear it "
                "away, may feel no fear even of snakes and spiders, as studies of a woman known as "
                "S.M. have shown since the 1990s."
            ),
            S(
                "Tucked inside each temporal lobe is a curled ridge of grey matter, the "
                "hippocampus, named in the sixteenth century for its likeness to a seahorse, that "
                "lets us lay down fresh recollections of events and facts and keep them for the "
                "long term. It also builds mental maps of places: London cab drivers who had "
                "learned the city's streets were found in 2000 to have it enlarged at the back."
            ),
            D(
                "In 1953 the American surgeon William Scoville removed much of both medial "
                "temporal lobes from Henry Molaison, a 27-year-old from Connecticut with severe "
                "epilepsy. His seizures eased, but for the rest of his life, until 2008, he could "
                "not recall anything new about his days, though he could still learn skills, and "
                "as the patient H.M. he became the most studied patient in the history of "
                "neuroscience."
            ),
            D(
                "Seahorses are fish in which the male carries the young: the female lays her eggs "
                "in a pouch on his belly, where he fertilises them and supplies them with oxygen "
                "until, after two to four weeks, he gives birth to as many as a thousand tiny "
                "young. Their genus, Hippocampus, takes its name from the Greek words for horse "
                "and for sea monster."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "how deep can a nautilus dive",
        "to roughly 700 m; at around 800 m the water pressure implodes its shell",
        [
            D(
                "The argonaut, or paper nautilus, is not a nautilus at all but an open-ocean "
                "octopus. The female makes a thin, brittle, white egg case with two arms, rides in "
                "it, and traps air inside at the surface to stay afloat in warm seas; the male is "
                "only about a twentieth of her size and was long mistaken for a parasitic worm "
                "when found on her."
            ),
            S(
                "The chambered nautilus spends its days in the dim water of steep reef slopes in "
                "the western Pacific and Indian Oceans and rises toward the shallows at night to "
                "feed. It can go down as far as roughly 700 m, but not much further: at around 800 "
                "m the weight of the water above is enough to implode its gas-filled shell. It "
                "adjusts its buoyancy by pumping liquid in and out of its chambers."
            ),
            D(
                "Cuvier's beaked whale holds the record for the deepest and longest dives of any "
                "mammal: a whale tagged off southern California went down to 2,992 m, and another "
                "off North Carolina stayed under for 3 hours and 42 minutes in 2020. It hunts "
                "squid and fish in the dark, and its short stubby beak gives it the nickname "
                "goose-beaked whale."
            ),
            D(
                "A nautilus shell grows in a logarithmic spiral, with up to about thirty chambers, "
                "each sealed off by a pearly wall as the animal moves forward into a larger space; "
                "a tube called the siphuncle threads through them all. Its ancestors swam the seas "
                "about 500 million years ago, and in 2016 trade in nautilus shells was put under "
                "international controls."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is farther from Earth, Voyager 1 or Voyager 2?",
        (
            "Voyager 1: more than 24 billion km away in the mid-2020s, against roughly 20 billion "
            "km for Voyager 2"
        ),
        [
            S(
                "Launched on 5 September 1977, Voyager 1 took a quicker route past Jupiter and "
                "Saturn and is now the most remote object ever built by people, more than 24 "
                "billion km out, so far that its radio signals take over 22 hours to reach us. It "
                "crossed into interstellar space in August 2012, and its instruments are being "
                "switched off one by one to save power."
            ),
            D(
                "Each Voyager carries a gold-plated copper record, chosen by a committee chaired "
                "by Carl Sagan, holding 115 images, spoken greetings in 55 languages and about 90 "
                "minutes of music from Bach to Chuck Berry. Instructions for playing it are "
                "engraved on its cover, in case another civilisation should ever find one of the "
                "craft drifting between the stars tens of thousands of years from now."
            ),
            S(
                "Voyager 2 actually left the launch pad first, on 20 August 1977, and is the only "
                "craft to have visited the two ice giants of the outer solar system. Travelling "
                "more slowly than its twin, it is now roughly 20 billion km from home, its "
                "messages taking about 18 hours to arrive, and it slipped past the edge of the "
                "Sun's bubble of solar wind in November 2018."
            ),
            D(
                "Pioneer 10, launched in March 1972, was the first spacecraft to cross the "
                "asteroid belt and to fly past Jupiter, in December 1973. Its last faint signal "
                "was picked up in January 2003, when it was about 12 billion km away, and it "
                "carries a gold-anodised plaque showing a man and a woman and the Sun's place in "
                "the galaxy."
            ),
            D(
                "On 14 February 1990, at the urging of Carl Sagan, Voyager 1 turned its camera "
                "back toward home and took the picture known as the Pale Blue Dot, in which Earth "
                "is a speck less than a pixel across in a band of scattered sunlight. It was taken "
                "from about 6 billion km away, and soon afterwards the cameras were turned off for "
                "good."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What are the layers of the Sun?",
        (
            "from the centre out: the core, the radiative zone, the convective zone, the "
            "photosphere, the chromosphere and the corona"
        ),
        [
            D(
                "Beneath our feet the planet is divided into a thin rocky crust, 5 to 70 km thick, "
                "a hot mantle of slowly creeping rock about 2,900 km deep, a liquid outer core of "
                "iron and nickel whose flow makes the magnetic field, and a solid inner core about "
                "1,220 km in radius, roughly as hot as the surface of the Sun. The boundary "
                "between crust and mantle is named after the Croatian seismologist Andrija "
                "Mohorovicic, who found it in 1909."
            ),
            S(
                "Working outward from the centre, our star is built like an onion: a core where "
                "hydrogen fuses at about 15 million °C, then a thick shell where energy creeps out "
                "as light over many thousands of years, then a churning shell where hot gas "
                "carries it up in rising cells. Above that lies the visible surface, the "
                "photosphere, topped by the thin, reddish chromosphere and the vast, faint corona."
            ),
            D(
                "Under its striped cloud tops of ammonia ice, Jupiter is mostly hydrogen and "
                "helium that grows denser with depth until, some thousands of km down, the "
                "hydrogen is squeezed into a liquid metal that conducts electricity and drives the "
                "planet's huge magnetic field. Data from the Juno probe, in orbit since 2016, "
                "suggest a large, fuzzy core of heavier elements rather than a compact one."
            ),
            D(
                "During a total solar eclipse the Moon blocks the bright disc for up to about "
                "seven and a half minutes, and the pearly glow of the outer atmosphere streams out "
                "around it. The British astronomer Arthur Eddington used the eclipse of 29 May "
                "1919 to show that the Sun's gravity bends the light of stars behind it, as Albert "
                "Einstein had predicted."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do fig wasps pollinate figs?",
        (
            "a female wasp carrying pollen from the fig she hatched in squeezes into a young fig "
            "through the tiny hole at its tip, spreads the pollen over the flowers lining the "
            "inside while laying eggs in some of them, and dies there; her daughters later leave "
            "carrying fresh pollen to another fig"
        ),
        [
            D(
                "The yucca and a small white moth depend on each other completely. The female moth "
                "gathers pollen from one yucca flower with special mouthparts, rolls it into a "
                "ball, flies to another flower, lays her eggs in its ovary and then deliberately "
                "presses the ball onto the stigma, so that the seeds her caterpillars will feed on "
                "can form; the larvae eat only some of them, leaving the rest to grow into new "
                "plants."
            ),
            S(
                "Every fig is really a hollow bunch of tiny flowers turned inward, and only one "
                "kind of insect can reach them. A female no bigger than a grain of rice, dusted "
                "with pollen from the fig she hatched in, forces her way through the narrow hole "
                "at its tip, then spreads that pollen over the flowers while laying her eggs in "
                "some of them, and dies inside. Her daughters later leave carrying fresh pollen."
            ),
            D(
                "Many figs grown for food, such as the common fig varieties raised in California, "
                "Turkey and Egypt, set fruit without any pollination at all, a trait called "
                "parthenocarpy. Smyrna types do need pollinating, so growers hang baskets of wild "
                "caprifigs in their orchards each June, a practice called caprification that goes "
                "back to ancient Greece."
            ),
            D(
                "A strangler fig starts life as a seed dropped by a bird or a monkey high in the "
                "branches of another tree. Its roots grow down the trunk to the ground and thicken "
                "into a lattice that encircles the host, while its leaves shade it out, until the "
                "host dies and rots away, leaving a hollow fig tree that can stand for centuries "
                "in the rainforest."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why does mimosa pudica close when touched",
        (
            "to defend itself: touch sends an electrical signal to swellings at the base of each "
            "leaflet, whose cells lose potassium and water and go limp so the leaves fold and "
            "droop, which probably scares off grazing animals and insects"
        ),
        [
            D(
                "The telegraph plant of tropical Asia, Codariocalyx motorius, moves the small side "
                "leaflets of each leaf in jerky circles that can be seen with the naked eye, each "
                "circuit taking a few minutes, most actively in warm sunshine. Charles Darwin "
                "studied it for his 1880 book The Power of Movement in Plants, and why it does so "
                "is still debated among botanists today."
            ),
            S(
                "Brush the sensitive plant, a low tropical shrub of the pea family, and its "
                "feathery leaves fold shut and droop within seconds. A small electrical message "
                "races from the spot that was disturbed to fleshy hinges at the foot of each "
                "leaflet, whose cells let out potassium and then water, go limp and let the "
                "leaflets collapse. Botanists think the sudden wilting scares off hungry grazers "
                "and insects."
            ),
            D(
                "Many plants of the pea family, the sensitive plant among them, fold their leaves "
                "at dusk and open them at dawn, a rhythm called nyctinasty that goes on for "
                "several days even when the plant is kept in constant darkness. The French "
                "astronomer Jean-Jacques d'Ortous de Mairan noticed this in 1729 with a plant he "
                "kept shut in a dark cupboard, the first hint that plants keep time with an inner "
                "clock of their own."
            ),
            D(
                "The mimosa sold by florists in France each February is really the silver wattle, "
                "Acacia dealbata, an Australian tree brought to the Riviera in the nineteenth "
                "century. The town of Mandelieu-la-Napoule holds a mimosa festival every year, and "
                "the 130 km Route du Mimosa winds along the coast from Bormes-les-Mimosas to "
                "Grasse, at its most golden in January and February."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Does sickle cell trait protect against malaria?",
        (
            "Yes: people who carry one sickle cell gene are several times less likely to get "
            "severe malaria, which is why the gene is common where malaria is"
        ),
        [
            D(
                "Two copies of the gene cause sickle cell disease itself: red cells deform into "
                "stiff crescents that block small blood vessels, bringing bouts of severe pain, "
                "anaemia, strokes and damage to the spleen. The American doctor James Herrick "
                "described the odd-shaped cells in 1910, and in December 2023 a gene-editing "
                "treatment, Casgevy, was approved in the United States, a month after Britain."
            ),
            S(
                "Inheriting a single copy of the gene behind sickle-shaped red cells, rather than "
                "two, usually causes no illness at all, and where the mosquito-borne parasite "
                "Plasmodium falciparum is rife it is a real advantage: such carriers are several "
                "times less likely than others to fall dangerously ill with the fever it causes, "
                "which is why the gene stays common in parts of Africa."
            ),
            D(
                "Thalassaemia, another inherited disorder of haemoglobin, is common around the "
                "Mediterranean, in the Middle East and in South Asia; on Cyprus about one person "
                "in seven carries it, and a screening programme begun in the 1970s has made the "
                "birth of affected children rare. Some researchers think carriers gain a degree of "
                "protection against malaria too."
            ),
            D(
                "Most people of West and Central African descent lack the Duffy antigen on their "
                "red cells, a protein that Plasmodium vivax, another malaria parasite, uses as a "
                "doorway to get in. As a result vivax malaria has long been rare in that region, "
                "although cases in Duffy-negative people have been reported in several African "
                "countries since the 2010s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the highest peak of the mountain range that the Tre Cime di Lavaredo belong to?",
        "the Marmolada, 3,343 m (the Tre Cime are in the Dolomites)",
        [
            S(
                "The three great blocks of pale rock called the Tre Cime di Lavaredo, known in "
                "German as the Drei Zinnen, rise side by side near the border of South Tyrol and "
                "the Veneto and are among the most photographed sights of the Dolomites. The "
                "middle one, the Cima Grande, reaches 2,999 m, and its sheer north face was first "
                "climbed in 1933 by Emilio Comici and the Dimai brothers."
            ),
            D(
                "Rising above Cortina d'Ampezzo, host of the 1956 Winter Olympics and, with Milan, "
                "of the Games of 2026, the Tofane group reaches 3,244 m at Tofana di Mezzo, which "
                "a cable car called the Freccia nel Cielo, the arrow in the sky, has climbed since "
                "the late 1960s. Its south face is crossed by some of the best-known climbing "
                "routes in the area."
            ),
            S(
                "Crowned by the Marmolada, whose summit, Punta Penia, stands 3,343 m above sea "
                "level and carries their largest glacier, the Dolomites of north-eastern Italy are "
                "made of pale limestone and dolomite rock, named after the French geologist Deodat "
                "de Dolomieu, who described the mineral in 1791. Part of that glacier broke away "
                "on 3 July 2022, killing eleven climbers."
            ),
            D(
                "Triglav, at 2,864 m, is the highest summit of the Julian Alps and of Slovenia, "
                "and its three-headed outline appears on the country's coat of arms and flag. "
                "Slovenes say you are not truly Slovene until you have climbed it, and Triglav "
                "National Park, founded in 1981 on an older reserve, covers most of the range on "
                "the Slovenian side."
            ),
            D(
                "Many of the fixed-cable climbing routes known as vie ferrate in these mountains "
                "follow paths first equipped by Austro-Hungarian and Italian soldiers during the "
                "First World War, when the front line ran across the peaks and both armies "
                "tunnelled into the rock, as on the Lagazuoi, where the wartime galleries can "
                "still be walked today."
            ),
        ],
        drop=1,
    ),
]
