"""The twenty-fifth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev22.py`), for the format and to choose subjects none of them asks about; of the
held-out sources only counts of a subject's name were looked at (`grep -c`), never their lines,
to leave out any subject they use. Subjects are taken only from natural science (physics,
chemistry, biology, astronomy, earth science, medicine) and animals and plants; a quarter of the
questions (10 of 40) are typed search-box style. Written after lexical-v19 (the evaluator may be
tuned meanwhile on the earlier batches, never on this one before it is measured), the batch
measures how far the evaluator's tuning carries to questions it was not written against (dev all
the same: tuned on once measured).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 350 characters and distractors 345; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "What is the largest amphibian in the world?",
        "the Chinese giant salamander, up to about 1.8 m long",
        [
            D(
                "Japanese giant salamander: The Japanese giant salamander, Andrias japonicus, "
                "lives in clear, cool rivers on Honshu, Shikoku and Kyushu and grows to about 1.5 "
                "m. It has been protected as a Special Natural Monument since 1952, some captive "
                "animals have lived for over 50 years, and the physician Philipp Franz von Siebold "
                "took one to Leiden in 1829."
            ),
            S(
                "Chinese giant salamander: The Chinese giant salamander, Andrias davidianus, is "
                "the biggest amphibian alive, reaching about 1.8 m in length and 50 kg or more. It "
                "lives in cold, fast mountain streams in central and southern China, breathes "
                "mostly through its wrinkled skin, and is critically endangered because it is "
                "farmed and poached for food."
            ),
            D(
                "Goliath frog: The goliath frog, Conraua goliath, of the rivers of Cameroon and "
                "Equatorial Guinea, is the largest frog on Earth, with a body up to 32 cm long and "
                "a weight of over 3 kg. Males are thought to shift stones of up to 2 kg to build "
                "nesting pools at the edges of fast streams, and the species is endangered by "
                "hunting and logging."
            ),
            D(
                "Hellbender: The hellbender, Cryptobranchus alleganiensis, is a flat, brown "
                "aquatic salamander of the eastern United States, from the Ozarks to New York, "
                "that grows to about 74 cm. It has tiny eyes, breathes through loose folds of skin "
                "along its sides, hides under large rocks by day, and became Pennsylvania's state "
                "amphibian in 2019."
            ),
            D(
                "Cane toad: The cane toad, Rhinella marina, was brought from Hawaii to Queensland "
                "in 1935 to eat the beetles in sugar cane fields, but it spread across northern "
                "Australia and now numbers over 200 million. Adults can reach 24 cm and weigh over "
                "1 kg, and glands behind the eyes ooze a poison that kills quolls, snakes and pet "
                "dogs."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "how far can a flea jump",
        "about 30 cm along the ground and 18 cm high, over 100 times its own length",
        [
            D(
                "Flea circus: Flea circuses, in which tiny carts and chariots were pulled by real "
                "fleas wired into harnesses, drew crowds in Europe and America from the 1830s. One "
                "of the last in Britain, Professor Tomlinson's, played at the Belle Vue fair in "
                "Manchester until the 1970s, and many later shows used no live fleas at all, only "
                "hidden magnets."
            ),
            D(
                "Froghopper: Froghoppers, also called spittlebugs, are sap-sucking bugs about 6 mm "
                "long whose young hide in frothy 'cuckoo spit' on garden plants in spring. Filmed "
                "in 2003 by Malcolm Burrows at Cambridge, an adult can leap about 70 cm into the "
                "air, pushing off with a force over 400 times its body weight, more than any other "
                "insect."
            ),
            S(
                "Flea: Fleas are small wingless insects that live on the blood of mammals and "
                "birds. A cat flea only 2 to 3 mm long can leap about 18 cm high and some 30 cm "
                "along the ground, over 100 times its own length, using a pad of an elastic "
                "protein called resilin in its thorax that stores energy and releases it like a "
                "catapult."
            ),
            D(
                "Grasshopper: Grasshoppers are plant-eating insects of the order Orthoptera, with "
                "powerful hind legs that can launch them about 20 times their body length, up to 1 "
                "m in the larger species. Males of many kinds sing by rubbing a row of pegs on the "
                "hind leg against a wing vein, and the desert locust is a grasshopper that swarms."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "harpy eagle vs golden eagle which is heavier",
        "the harpy eagle: females weigh about 6 to 9 kg, against about 3.5 to 6.5 kg for a female "
        "golden eagle",
        [
            S(
                "Harpy eagle: The harpy eagle, Harpia harpyja, hunts sloths and monkeys in the "
                "lowland rainforests of Central and South America, from southern Mexico to "
                "northern Argentina. Females are much larger than males, weighing about 6 to 9 kg, "
                "and their talons, up to 13 cm long, rival a grizzly bear's claws. It is the "
                "national bird of Panama."
            ),
            D(
                "Philippine eagle: The Philippine eagle, Pithecophaga jefferyi, lives only on "
                "Luzon, Mindanao, Samar and Leyte and is among the longest of all eagles, about 1 "
                "m from beak to tail. Fewer than 400 pairs are thought to survive in the wild; it "
                "was declared the national bird of the Philippines in 1995, and killing one can "
                "bring 12 years in prison."
            ),
            D(
                "Steller's sea eagle: Steller's sea eagle, Haliaeetus pelagicus, breeds on the "
                "coasts of Kamchatka and the Sea of Okhotsk and winters in Hokkaido, where "
                "hundreds gather on the drift ice to catch fish and steal from fishing boats. It "
                "has a massive yellow-orange bill and white shoulders and is named after the "
                "German naturalist Georg Wilhelm Steller."
            ),
            S(
                "Golden eagle: The golden eagle, Aquila chrysaetos, is the most widespread of all "
                "eagles, breeding across North America, Europe, North Africa and Asia. Females, "
                "the larger sex, weigh about 3.5 to 6.5 kg and have wings up to 2.3 m across; "
                "pairs hunt hares, marmots and grouse over open hills, and it is the national bird "
                "of Mexico."
            ),
            D(
                "Martial eagle: The martial eagle, Polemaetus bellicosus, is the largest eagle of "
                "sub-Saharan Africa, with a wingspan of up to 2.6 m, and it hunts from high in the "
                "air, spotting prey several kilometres away. It takes guineafowl, monitor lizards, "
                "young antelope and even jackals, and its numbers in South Africa have fallen by "
                "over half since the early 1990s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the lobes of the brain?",
        "the frontal, parietal, temporal and occipital lobes",
        [
            D(
                "Cerebellum: The cerebellum, Latin for 'little brain', sits beneath the back of "
                "the cerebrum and holds more than half of the brain's neurons, though it makes up "
                "only about 10 per cent of its volume. It coordinates balance, posture and finely "
                "timed movement, and damage to it, from a stroke or from heavy drinking, makes "
                "walking unsteady."
            ),
            D(
                "Lobes of the lung: The right lung has three lobes, upper, middle and lower, and "
                "the left has only two, leaving room for the heart, which sits slightly to the "
                "left. Each lobe is supplied by its own branch of the bronchial tree, so a surgeon "
                "can remove one in an operation called a lobectomy to treat lung cancer and leave "
                "the rest working."
            ),
            S(
                "Lobes of the brain: Each half of the cerebral cortex is divided into four lobes, "
                "named after the skull bones that lie over them. The frontal lobe handles "
                "planning, movement and speech; the parietal lobe processes touch and the sense of "
                "space; the temporal lobe deals with hearing and memory; and the occipital lobe, "
                "at the back, handles vision."
            ),
            D(
                "Phineas Gage: Phineas Gage was an American railway foreman who survived an "
                "accident in Vermont on 13 September 1848, when a blast drove a 1.1 m iron tamping "
                "rod up through his left cheek and out of the top of his skull. Friends said he "
                "was 'no longer Gage', and his case became an early clue to the part the brain "
                "plays in personality."
            ),
            D(
                "Corpus callosum: The corpus callosum is a broad band of some 200 million nerve "
                "fibres that joins the left and right cerebral hemispheres. In the 1960s Roger "
                "Sperry and Michael Gazzaniga studied epilepsy patients whose corpus callosum had "
                "been cut, showing that the two halves can work independently; Sperry shared a "
                "Nobel Prize in 1981."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do black holes form?",
        "most form when the core of a very massive star runs out of fuel and collapses under its "
        "own gravity, often in a supernova",
        [
            D(
                "White dwarf: A white dwarf is the hot, dense core left behind when a star like "
                "the Sun has used up its fuel and shed its outer layers as a planetary nebula. It "
                "packs about half the Sun's mass into a body the size of the Earth, and no white "
                "dwarf can be heavier than about 1.4 solar masses, the Chandrasekhar limit, worked "
                "out in 1930."
            ),
            S(
                "Stellar black hole: A stellar black hole is born when a star of more than about "
                "20 times the Sun's mass runs out of nuclear fuel. With nothing left to hold it "
                "up, its core collapses under its own gravity, often in a supernova explosion, "
                "crushing so much mass into so small a space that nothing, not even light, can "
                "escape its pull."
            ),
            D(
                "Hawking radiation: Hawking radiation is the faint glow that Stephen Hawking "
                "predicted in 1974 should be given off just outside the event horizon of every "
                "black hole because of quantum effects. It means black holes slowly lose mass and "
                "might in the end evaporate, but for one as heavy as the Sun this would take far "
                "longer than the age of the universe."
            ),
            D(
                "Cygnus X-1: Cygnus X-1 is a strong source of X-rays in the constellation Cygnus, "
                "about 7,200 light years away, found by rocket-borne detectors in 1964. It was the "
                "first object widely accepted as a black hole: its unseen partner of about 21 "
                "solar masses pulls gas from a blue supergiant star, and Stephen Hawking bet in "
                "1974 that it was not one."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do pufferfish puff up?",
        "to defend themselves: too slow to outswim predators, they gulp water until they are a "
        "big, stiff, often spiny ball too awkward to swallow",
        [
            D(
                "Tetrodotoxin: Tetrodotoxin is a nerve poison about 1,000 times more deadly than "
                "cyanide, found in the liver, ovaries and skin of most pufferfish and also in "
                "blue-ringed octopuses and some newts. It is made not by the animals themselves "
                "but by bacteria they harbour, and it blocks the sodium channels that nerves use "
                "to fire, causing paralysis."
            ),
            D(
                "Fugu: Fugu is the Japanese name for pufferfish and for the dish made from it, "
                "served as paper-thin sashimi or in hot pot, mostly in winter. Chefs must train "
                "for years and pass an exam before they are licensed to prepare it, the best-known "
                "market is at Shimonoseki, and the liver, the most poisonous part, was banned in "
                "restaurants in 1984."
            ),
            S(
                "Pufferfish: Pufferfish are some 120 species of slow-swimming fish of warm seas. "
                "Since they cannot outswim an attacker, they defend themselves by rapidly gulping "
                "water into a very stretchy stomach until they swell to several times their normal "
                "size, becoming a stiff ball, often covered in spines, that is too big and awkward "
                "for most predators to swallow."
            ),
            D(
                "Boxfish: Boxfish are small tropical reef fish whose bodies are enclosed in a "
                "rigid shell of fused bony plates, leaving only the fins, eyes and mouth free to "
                "move. Instead of swelling, they protect themselves by releasing a toxin called "
                "ostracitoxin from their skin when stressed, and the yellow boxfish's shape "
                "inspired a Mercedes-Benz concept car in 2005."
            ),
            D(
                "White-spotted pufferfish: In 1995 divers off Amami-Oshima, in southern Japan, "
                "found strange geometric circles about 2 m across in the sandy seabed. In 2011 "
                "they were shown to be the work of males of a small pufferfish, Torquigener "
                "albomaculosus, which spend about a week ploughing the ridges with their fins to "
                "lure a female to lay her eggs in the centre."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is a hyena a type of dog?",
        "no; hyenas have a family of their own on the cat-like branch of the carnivores, closest "
        "to mongooses and civets",
        [
            D(
                "African wild dog: The African wild dog, Lycaon pictus, also called the painted "
                "wolf, is a true member of the dog family, with a blotched coat of black, yellow "
                "and white and large round ears. Packs of up to 30 hunt impala and other antelope "
                "in relays at up to 60 km/h, and fewer than 7,000 are thought to survive in the "
                "wild today."
            ),
            S(
                "Hyena: Hyenas are four species, the spotted, striped and brown hyenas and the "
                "aardwolf, that make up the family Hyaenidae. Despite their dog-like build they "
                "are not canids: they belong to the cat-like branch of the carnivores, and their "
                "closest living relatives are the mongooses and civets. Spotted hyena clans, up to "
                "80 strong, are led by females."
            ),
            D(
                "Aardwolf: The aardwolf, Proteles cristatus, of the dry grasslands of eastern and "
                "southern Africa, looks like a small, slender striped hyena with a mane along its "
                "back. It eats almost nothing but termites, licking up as many as 300,000 in a "
                "night with its broad sticky tongue, and its cheek teeth are tiny pegs, of no use "
                "for chewing meat."
            ),
            D(
                "Dingo: The dingo is a wild dog of Australia, descended from domestic dogs brought "
                "from Asia at least 3,500 years ago and now the mainland's largest land predator. "
                "It hunts kangaroos, wallabies and rabbits alone or in packs, and the 5,600 km "
                "Dingo Fence was built across the south-east from the 1880s to keep it away from "
                "sheep."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the astronomer who devised the Celsius scale born?",
        "Uppsala, Sweden: Anders Celsius was born there in 1701",
        [
            S(
                "Celsius scale: The Celsius temperature scale was proposed in 1742 by the Swedish "
                "astronomer Anders Celsius in a paper to the Royal Swedish Academy of Sciences. In "
                "his version water boiled at 0 degrees and froze at 100; the scale was turned the "
                "other way up soon after his death, and until 1948 it was usually called the "
                "centigrade scale."
            ),
            D(
                "Daniel Gabriel Fahrenheit: Daniel Gabriel Fahrenheit was a physicist and "
                "instrument maker born on 24 May 1686 in Danzig, now Gda\u0144sk in Poland, who "
                "spent most of his working life in the Dutch Republic. He made the first reliable "
                "mercury thermometer in 1714 and in 1724 published the temperature scale named "
                "after him, still used in the United States."
            ),
            S(
                "Anders Celsius: Anders Celsius was born on 27 November 1701 in Uppsala, where his "
                "father and both grandfathers had taught, and became professor of astronomy at its "
                "university in 1730. He joined the French expedition of 1736 to Lapland that "
                "showed the Earth is flattened at the poles, built the town's observatory, and "
                "died there of tuberculosis in 1744."
            ),
            D(
                "Uppsala University: Uppsala University, founded in 1477, is the oldest university "
                "in Scandinavia. The botanist Carl Linnaeus taught there from 1741, its "
                "Gustavianum building, with an anatomical theatre under its dome, is now a museum, "
                "and its library, Carolina Rediviva, holds the Silver Bible, a 6th-century Gothic "
                "gospel book written in silver ink."
            ),
            D(
                "Ren\u00e9 Antoine Ferchault de R\u00e9aumur: Ren\u00e9 Antoine Ferchault de "
                "R\u00e9aumur was a French scientist born in La Rochelle in 1683 who in 1730 "
                "proposed a temperature scale on which water froze at 0 and boiled at 80 degrees. "
                "Once common in France, Germany and Russia, it lingered into the 20th century "
                "among Italian and Swiss cheesemakers; he also wrote six volumes on insects."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is the most abundant protein in the human body?",
        "collagen, about a third of all the body's protein",
        [
            D(
                "Albumin is the most plentiful protein in blood plasma, which normally holds about "
                "35 to 50 g of it in every litre. Made in the liver, it keeps water from leaking "
                "out of the blood vessels into the tissues and carries hormones, fatty acids and "
                "many drugs around the body; a low level can be a sign of liver or kidney disease "
                "or of poor nutrition."
            ),
            D(
                "Keratin is the tough, fibrous protein that forms hair, nails and the outer layer "
                "of skin in people, and horns, hooves, claws, feathers and beaks in other animals. "
                "Its strands are cross-linked by sulphur bonds, which is why burning hair smells "
                "of rotten eggs and why a perm uses chemicals that break and then remake those "
                "bonds to set a new shape."
            ),
            S(
                "Collagen makes up roughly a third of all the protein in the human body, more than "
                "any other. Its long fibres, built from three chains wound into a triple helix, "
                "give strength to skin, tendons, ligaments, cartilage and bone. Some 28 types are "
                "known, of which type I accounts for about 90 per cent, and the body slowly makes "
                "less of it with age."
            ),
            D(
                "Titin, also called connectin, is the largest protein known, a giant chain of "
                "about 34,000 amino acids that acts like a molecular spring inside muscle fibres, "
                "letting them stretch and recoil. Its full chemical name runs to some 189,000 "
                "letters and is often said to be the longest word in English, though no dictionary "
                "lists it."
            ),
            D(
                "Haemoglobin is the iron-containing protein that gives blood its red colour and "
                "carries oxygen from the lungs to the tissues. Each molecule has four chains and "
                "can hold four oxygen molecules, a healthy man has about 130 to 170 g of it in "
                "every litre of blood, and its structure was worked out by Max Perutz in Cambridge "
                "in 1959."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how long do house flies live",
        "about 15 to 30 days as adults, typically around four weeks",
        [
            D(
                "The common fruit fly, Drosophila melanogaster, lives around 40 to 50 days in a "
                "laboratory kept at 25 \u00b0C. With a generation time of only about ten days, it "
                "has been a favourite animal of geneticists since Thomas Hunt Morgan set up his "
                "'fly room' at Columbia University in 1910, and work on it has won several Nobel "
                "Prizes."
            ),
            S(
                "An adult house fly usually lives about 15 to 30 days, longer in cool conditions "
                "and less in a hot summer. In that time a female can lay some 500 eggs in batches "
                "of around 100 on rotting food or dung, and in warm weather a new generation takes "
                "only a week or so to go from egg to maggot to pupa to a fly ready to breed."
            ),
            D(
                "Adult mayflies live for only a few hours to a day or two: they have no working "
                "mouthparts, do not feed, and spend their short winged life mating in swarms over "
                "rivers and lakes. Before that the nymphs may spend a year or more underwater, and "
                "in summer huge emergences along the Mississippi show up on weather radar."
            ),
            D(
                "A house fly's compound eyes are each made of several thousand tiny lenses, giving "
                "it an almost all-round view, and it takes in about 250 images a second, against "
                "about 60 for us, so a swatting hand looks slow to it. It tastes with hairs on its "
                "feet and can only take liquids, spitting saliva onto solid food to dissolve it "
                "first."
            ),
            D(
                "The bluebottle, Calliphora vomitoria, is a large blowfly with a shiny metallic "
                "blue body, whose loud buzzing is a familiar sound in British houses in summer. "
                "Females can smell a dead animal from a long way off and lay eggs on it within "
                "hours, which lets forensic scientists estimate the time of a death from the age "
                "of the maggots."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "llama vs alpaca which is bigger",
        "the llama: up to about 200 kg and 1.2 m at the shoulder, against about 55 to 90 kg and 90 "
        "cm for an alpaca",
        [
            S(
                "The llama is the largest of the domesticated South American camelids, standing "
                "about 1.2 m at the shoulder and 1.8 m at the head and weighing up to about 200 "
                "kg. Bred by Andean peoples from the wild guanaco at least 4,000 years ago, it was "
                "used mainly as a pack animal, carrying loads of about a quarter of its own weight "
                "over long distances."
            ),
            D(
                "The vicu\u00f1a, the wild camelid of the high Andes, is the smallest member of "
                "the camel family, weighing only about 35 to 65 kg, and its wool is among the "
                "finest and costliest in the world. The Inca let it be sheared only every few "
                "years, and after numbers fell to some 6,000 in the 1960s, strict protection has "
                "brought them back to over 350,000."
            ),
            D(
                "The guanaco roams the dry plains and mountains of Argentina, Chile and Patagonia "
                "in herds led by a single male. It is the wild ancestor of the llama, copes with "
                "life above 4,000 m thanks to blood that carries oxygen well, can run at 56 km/h, "
                "and in Torres del Paine National Park it is the main prey of pumas."
            ),
            S(
                "Alpacas were bred from the wild vicu\u00f1a in the Andes of Peru, Bolivia and "
                "Chile for their soft, fine fleece rather than as beasts of burden. An adult "
                "stands about 90 cm at the shoulder and weighs some 55 to 90 kg, and there are two "
                "breeds, the fluffy Huacaya and the rarer Suri, whose long locks hang down in "
                "silky dreadlocks."
            ),
            D(
                "The Bactrian camel of the Gobi and the steppes of Central Asia has two humps and "
                "a thick winter coat that it sheds in clumps, and it can drink 100 litres of water "
                "in a few minutes. Its wild cousin, the wild Bactrian camel, numbers fewer than "
                "1,000 in China and Mongolia and can drink salty water that tame camels refuse."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the layers of a rainforest?",
        "the emergent layer, the canopy, the understorey and the forest floor",
        [
            D(
                "Temperate rainforests grow where cool, wet ocean air meets coastal mountains, as "
                "in British Columbia, southern Chile, New Zealand and the west of Ireland. The Hoh "
                "Rainforest in Olympic National Park in Washington receives about 3.5 m of rain a "
                "year, its trees are mostly conifers such as Sitka spruce, and its bigleaf maples "
                "are draped in mosses and ferns, while Roosevelt elk graze beneath."
            ),
            S(
                "A tropical rainforest is usually described in four layers. The emergent layer is "
                "scattered giant trees rising above the rest to 60 m or more; below them the "
                "canopy forms a dense, leafy roof where most animals live; the dim understorey "
                "holds shrubs, young trees and palms; and the forest floor, which gets about 2 per "
                "cent of the sunlight, is covered in rotting leaves."
            ),
            D(
                "Soil scientists describe a soil profile in layers called horizons. At the top, "
                "the O horizon is fallen leaves and humus; the A horizon, or topsoil, is dark and "
                "full of life; the B horizon, or subsoil, collects clay and minerals washed down "
                "from above; the C horizon is broken-up parent rock; and R is the solid bedrock "
                "beneath it all."
            ),
            D(
                "Bromeliads are plants of the pineapple family, many of which grow perched high on "
                "the branches of rainforest trees without harming them. Their stiff leaves form a "
                "cup that can hold several litres of rainwater, and in Central and South America "
                "tiny poison frogs carry their tadpoles up to these tanks, which also house "
                "insects, snails and even crabs."
            ),
            D(
                "The Amazon rainforest covers about 5.5 million km\u00b2 across nine countries, "
                "with some 60 per cent of it in Brazil, and holds an estimated 390 billion trees "
                "of about 16,000 species. Scientists warn that if clearing and fires destroy more "
                "than about 20 to 25 per cent of it, much of what is left could dry out and turn "
                "into savanna."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does an MRI scanner work?",
        "a strong magnet lines up hydrogen nuclei in the body; radio pulses knock them out of "
        "line, and the radio signals they give off as they realign are picked up and turned into "
        "images",
        [
            D(
                "A CT scanner sends a thin fan of X-rays through the body from many angles as the "
                "tube rotates around the patient, and detectors on the far side measure how much "
                "gets through. A computer combines the readings into cross-sectional slices; the "
                "first was built by Godfrey Hounsfield at EMI in Britain and scanned a patient's "
                "head in London in 1971; a modern scanner can image the whole chest in a few "
                "seconds."
            ),
            D(
                "Having an MRI scan is painless but noisy: the switching of the gradient coils "
                "makes loud knocking and buzzing sounds, up to about 110 decibels, so patients are "
                "given earplugs or headphones. Anyone with a pacemaker, some metal implants or "
                "metal fragments in the eye must be checked first, and a scan of the head usually "
                "takes 15 to 45 minutes."
            ),
            S(
                "An MRI scanner surrounds the patient with a powerful magnet, usually of 1.5 or 3 "
                "tesla, which lines up the hydrogen nuclei in the water and fat of the body. "
                "Pulses of radio waves then knock them out of line, and as they fall back they "
                "give off radio signals that coils pick up; because different tissues relax at "
                "different rates, a computer can turn the signals into images."
            ),
            D(
                "Magnetic resonance imaging grew out of nuclear magnetic resonance, discovered in "
                "1946 by Felix Bloch and Edward Purcell. Raymond Damadian showed in 1971 that "
                "tumours gave different signals from healthy tissue, and Paul Lauterbur in the "
                "United States and Peter Mansfield in Nottingham found ways to make pictures, "
                "sharing the 2003 Nobel Prize in medicine."
            ),
            D(
                "Ultrasound scanning uses a hand-held probe that sends pulses of high-pitched "
                "sound, far above the range of human hearing, into the body and listens for the "
                "echoes from the boundaries between tissues. Because it uses no radiation it is "
                "the standard way of checking a baby in the womb, a practice begun by Ian Donald "
                "in Glasgow in the late 1950s."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do peacocks have such long tails?",
        "to win mates: peahens choose males with the most impressive trains, so sexual selection "
        "has made them ever longer",
        [
            D(
                "The Indian peafowl, native to India and Sri Lanka, was declared India's national "
                "bird in 1963 and is protected by law there. It lives in open forest and farmland, "
                "eats seeds, insects, small snakes and lizards, roosts high in trees at night, and "
                "its loud, wailing call, often heard before the monsoon rains, carries for more "
                "than a kilometre."
            ),
            S(
                "A peacock's great train of about 200 feathers exists to win a mate. Peahens "
                "choose among displaying males, and studies in the 1990s found they favour those "
                "whose trains carry the most eyespots, which also tend to be the healthiest birds. "
                "Over many generations this female choice, which Darwin called sexual selection, "
                "has made the train ever longer."
            ),
            D(
                "Male birds of paradise in the forests of New Guinea clear a patch of ground or a "
                "branch and perform elaborate dances, spreading capes of velvety black feathers, "
                "puffing up bright breast shields or swinging long wire-like plumes. European "
                "traders at first saw only skins with the feet cut off, which is why one species "
                "was named Paradisaea apoda, 'legless'."
            ),
            D(
                "Peacocks shed their long train feathers every year after the breeding season, "
                "usually in late summer, and grow them back in time for the next spring, so the "
                "feathers sold in craft shops are mostly collected from the ground rather than "
                "plucked. A young male's train does not reach its full length until he is about "
                "three or four years old."
            ),
            D(
                "White peafowl are not albinos but Indian peafowl with a genetic condition called "
                "leucism, which stops pigment being laid down in the feathers while leaving the "
                "eyes their normal dark colour. Bred in European collections since the 18th "
                "century, they are kept today in many parks and stately-home gardens, and their "
                "chicks hatch a pale yellow."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Can kangaroos walk backwards?",
        "no: their long hind feet and heavy tail make it almost impossible for them to move "
        "backwards",
        [
            D(
                "At speed a kangaroo hops on its hind legs alone, and the red kangaroo can reach "
                "about 70 km/h and cover 8 m in a single bound. Hopping is remarkably efficient "
                "because the long tendons of the legs store energy like springs; at slow speeds it "
                "moves on five limbs instead, swinging its body forward on its tail and forearms."
            ),
            S(
                "Kangaroos are almost unable to move in reverse. Their long, narrow hind feet and "
                "the heavy, muscular tail they lean on make it very hard for them to step or hop "
                "backwards, so they go only forwards or sideways. This is often said to be why the "
                "kangaroo and the emu, said to share the trait, were chosen for Australia's coat "
                "of arms in 1908."
            ),
            D(
                "A newborn kangaroo is about the size of a jelly bean, under 2 cm long, and crawls "
                "unaided through its mother's fur into the pouch, where it fastens onto a teat for "
                "months. It first peeps out at about five months and leaves for good at eight to "
                "ten, and the mother can keep a tiny embryo on hold, ready to grow once the pouch "
                "is empty."
            ),
            D(
                "Tree kangaroos live in the rainforests of New Guinea and far north Queensland "
                "and, unlike their ground-dwelling relatives, spend most of their lives in the "
                "branches. They have shorter hind legs, strong forearms for climbing and a long "
                "tail for balance, and can drop 18 m to the ground unhurt; Lumholtz's tree "
                "kangaroo was described in 1884."
            ),
            D(
                "The quokka, a small wallaby about the size of a cat, lives mainly on Rottnest "
                "Island off Perth, which the Dutch explorer Willem de Vlamingh named 'rat's nest "
                "island' in 1696, taking quokkas for giant rats. Its upturned mouth has earned it "
                "a name as the world's happiest animal, and feeding one there can bring a fine of "
                "A$300."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which country was the scientist who discovered the tuberculosis bacterium born?",
        "Germany: Robert Koch was born in Clausthal, in the Kingdom of Hanover, in 1843",
        [
            D(
                "Louis Pasteur was born on 27 December 1822 in Dole, in the Jura region of eastern "
                "France, the son of a tanner. He showed that microbes cause fermentation and "
                "spoilage, devised the gentle heating now called pasteurisation, and in 1885 gave "
                "the first rabies vaccine to a boy, Joseph Meister, who had been bitten by a rabid "
                "dog."
            ),
            S(
                "The bacterium that causes tuberculosis, Mycobacterium tuberculosis, was "
                "identified by Robert Koch, who announced his discovery to the Physiological "
                "Society in Berlin on 24 March 1882. He had stained the rod-shaped microbes with a "
                "new dye and grown them on blood serum; the date is marked each year as World TB "
                "Day, and he received the Nobel Prize in 1905."
            ),
            D(
                "The BCG vaccine against tuberculosis was developed by Albert Calmette and Camille "
                "Gu\u00e9rin at the Pasteur Institute in Lille, who spent 13 years growing a "
                "weakened strain of the cattle bacterium through 230 generations on potato slices "
                "soaked in bile. It was first given to a baby in Paris in 1921 and is still used "
                "in many countries today."
            ),
            S(
                "Robert Koch was born on 11 December 1843 in Clausthal, a mining town in the Harz "
                "mountains of the Kingdom of Hanover, in Germany, the third of thirteen children "
                "of a mining official. He studied medicine at the University of G\u00f6ttingen, "
                "served as a surgeon in the Franco-Prussian War and worked as a country doctor in "
                "Wollstein before turning to microbes."
            ),
            D(
                "Paul Ehrlich was born in 1854 in Strehlen in Prussian Silesia, now Strzelin in "
                "Poland, and worked in Berlin in the 1880s alongside the leading bacteriologists "
                "of the day. He found the first effective drug against syphilis, Salvarsan, in "
                "1909 after testing hundreds of arsenic compounds, and he shared the 1908 Nobel "
                "Prize with Ilya Mechnikov for their work on immunity."
            ),
        ],
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how long do hamsters live",
        "about 2 to 3 years for a Syrian hamster; dwarf hamsters often 1.5 to 2",
        [
            D(
                "Home > Pets > Small animals | How long do pet rats live? | Fancy rats, the tame "
                "form of the brown rat, usually live 2 to 3 years, and females are prone to lumps "
                "and tumours as they age. They are clever and sociable, can learn their names and "
                "simple tricks, and should always be kept in pairs or small groups of the same "
                "sex. Share this | Related: rat diet | Cookie policy"
            ),
            S(
                "Home > Pets > Small animals | How long do hamsters live? | Most pet hamsters live "
                "about 2 to 3 years. Syrian, or golden, hamsters commonly reach 2 to 3, while "
                "dwarf kinds such as Campbell's and winter whites average 1.5 to 2, and the tiny "
                "Roborovski can manage 3 or more. Signs of old age include thinning fur and "
                "sleeping more. Share this | Related: hamster diet | Cookie policy"
            ),
            D(
                "Home > Pets > Small animals | What size cage does a hamster need? | Animal "
                "welfare groups now advise a floor area of at least 100 cm by 50 cm for a Syrian "
                "hamster, far bigger than many cages sold, with 20 cm or more of bedding for "
                "burrowing and a solid wheel at least 28 cm across so that its back does not arch. "
                "Share this | Shop cages | Cookie policy"
            ),
            D(
                "Home > Wildlife > Mammals | The wild hamster of Alsace | The European hamster, as "
                "big as a guinea pig and with a black belly, once lived across the farmland of "
                "Europe but is now critically endangered. In France it survives only on the Alsace "
                "plain, where farmers are paid to leave strips of wheat and alfalfa standing for "
                "it. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Pets > Small animals | How long do gerbils live? | A pet gerbil usually "
                "lives 2 to 4 years, and Mongolian gerbils, the kind sold in pet shops, are "
                "happiest kept in pairs or small groups of the same sex. They need deep bedding to "
                "dig burrows and something to gnaw, and you should never pick one up by the tail, "
                "as its skin can slip off. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "What is the normal pH of human blood?",
        "7.35 to 7.45, slightly alkaline",
        [
            D(
                "Home > Health > Digestion | How acidic is stomach acid? | The gastric juice in an "
                "empty stomach has a pH of about 1.5 to 3.5, acidic enough to kill most germs "
                "swallowed with food and to switch on the enzyme pepsin, which breaks down "
                "protein. The stomach protects itself with a thick layer of mucus, and when acid "
                "escapes upwards into the gullet it causes heartburn. Share this | Cookie policy"
            ),
            D(
                "Home > Health > Tests | What does a urine test show? | Normal urine has a pH "
                "anywhere between about 4.5 and 8, depending on diet: meat makes it more acidic "
                "and vegetables more alkaline. A dipstick test also checks for sugar, protein, "
                "blood and signs of infection, and very dark urine usually means you need to drink "
                "more water. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Health > Body | What is the pH of blood? | Healthy human blood is slightly "
                "alkaline, with a pH held between 7.35 and 7.45. Buffers such as bicarbonate, "
                "together with the lungs, which breathe out carbon dioxide, and the kidneys, keep "
                "it in that narrow range; below 7.35 is called acidosis and above 7.45 alkalosis, "
                "and both can be dangerous. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Health > Diabetes | What is a normal blood sugar level? | For most adults "
                "without diabetes, blood glucose after fasting overnight is between about 4 and "
                "5.9 mmol/L, or 72 to 106 mg/dL, and it stays under 7.8 mmol/L two hours after a "
                "meal. A fasting level of 7 mmol/L or more on two tests usually means diabetes. "
                "Share this | Related | Cookie policy"
            ),
            D(
                "Home > Science > Chemistry | The pH scale explained | The pH scale, introduced by "
                "the Danish chemist S\u00f8ren S\u00f8rensen at the Carlsberg Laboratory in "
                "Copenhagen in 1909, runs from 0 to 14 and measures how acidic or alkaline a "
                "solution is. Each step is a tenfold change, so lemon juice at pH 2 is 100,000 "
                "times more acidic than pure water. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is bigger, a manatee or a dugong?",
        "the manatee: West Indian manatees grow to about 4 m and 400 to 550 kg, dugongs to about 3 "
        "m and 400 kg",
        [
            D(
                "Home > Animals > Extinct | Steller's sea cow | Described by the naturalist Georg "
                "Steller in 1741 after his ship was wrecked in the Commander Islands, this giant "
                "relative of the sea cows alive today reached 8 m or more and fed on kelp in the "
                "cold North Pacific. Sailors and fur hunters killed it for its meat, and within 27 "
                "years it was gone. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Animals > Marine mammals | Meet the West Indian manatee | The West Indian "
                "manatee of Florida and the Caribbean is a slow, grey plant-eater that grows to "
                "about 4 m long and usually weighs 400 to 550 kg, with some topping 1,500 kg. It "
                "has a rounded, paddle-shaped tail and spends the winter in warm springs and "
                "power-station outflows. Share this | Donate | Cookie policy"
            ),
            D(
                "Home > Animals > Myths | Were mermaids really manatees? | Sailing near Hispaniola "
                "in January 1493, Christopher Columbus wrote that he saw three 'mermaids' rise "
                "from the sea, adding that they were not as beautiful as they are painted. "
                "Historians think they were manatees, and the order that holds manatees and "
                "dugongs, Sirenia, is named after the sirens of Greek myth. Share this | Cookie "
                "policy"
            ),
            S(
                "Home > Animals > Marine mammals | Dugongs of the Indo-Pacific | The dugong, found "
                "in warm coastal waters from East Africa to Australia, grows to about 3 m long and "
                "weighs up to about 400 kg, with a fluked, dolphin-like tail. It lives entirely in "
                "the sea, grazing on seagrass meadows, and Shark Bay in Western Australia has one "
                "of the largest herds. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Animals > Marine mammals | The Amazonian manatee | The Amazonian manatee, "
                "the only sirenian that never leaves fresh water, has smooth skin, lacks the nails "
                "on its flippers that its relatives have, and often bears a white patch on its "
                "chest. It feeds on floating grasses in the flooded forests of the Amazon basin "
                "and can fast for months in the dry season. Share this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "types of tissue in the human body",
        "epithelial, connective, muscle and nervous tissue",
        [
            D(
                "Home > Biology > Plants | Plant tissues explained | Plants have three main tissue "
                "systems. Dermal tissue forms the protective outer skin, with its waxy cuticle and "
                "pores called stomata; vascular tissue, the xylem and phloem, carries water, "
                "minerals and sugars; and ground tissue fills the rest, storing food and carrying "
                "out photosynthesis. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Biology > Human body | The body's organ systems | Doctors usually count 11 "
                "organ systems in the human body, from the circulatory, respiratory and digestive "
                "systems to the nervous, endocrine, immune and reproductive ones. The skin, hair "
                "and nails form the integumentary system, the largest by area, and the systems "
                "work together to keep conditions inside steady. Share this | Cookie policy"
            ),
            S(
                "Home > Biology > Human body | The four tissue types | Every organ in the body is "
                "built from just four basic kinds of tissue. Epithelial tissue lines surfaces and "
                "cavities, such as the skin and the gut; connective tissue, including bone, blood, "
                "fat and cartilage, supports and binds; muscle tissue contracts to move; and "
                "nervous tissue carries signals. Share this | Related: cells | Cookie policy"
            ),
            D(
                "Home > Biology > Cells | How many cells are in the body? | A study published in "
                "2013 estimated that an average adult is made of about 37 trillion cells of some "
                "200 different types, and a later count put it nearer 30 trillion, most of them "
                "red blood cells. The bacteria living in and on us are thought to be about as "
                "numerous, though far smaller. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Health > Transplants | What is tissue typing? | Before a kidney or bone "
                "marrow transplant, donor and recipient are tissue typed: their HLA markers, "
                "proteins on the surface of cells that the immune system uses to tell self from "
                "non-self, are compared. The closer the match, the lower the risk of rejection, "
                "and brothers and sisters match fully about one time in four. Share this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how do leafcutter ants use the leaves",
        "they don't eat them: they chew them into a mulch to grow a fungus in underground gardens, "
        "and the fungus feeds the colony",
        [
            D(
                "Home > Wildlife > Insects | Weaver ants and their leaf nests | Weaver ants of "
                "tropical Asia, Africa and Australia build nests high in trees by pulling the "
                "edges of living leaves together in long chains of workers, then gluing them with "
                "silk squeezed from larvae held in their jaws like tubes of glue. A big colony may "
                "have over 150 nests spread across a dozen trees. Share this | Cookie policy"
            ),
            D(
                "Home > Wildlife > Insects | How big is a leafcutter colony? | A mature colony of "
                "Atta leafcutter ants can hold several million workers, all daughters of one queen "
                "who may live for over 15 years. Their nest can reach 8 m deep and spread over "
                "tens of square metres, and a single colony can strip as much vegetation in a day "
                "as a cow. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Wildlife > Insects | Leafcutter ants: farmers of the forest | Leafcutter "
                "ants do not eat the leaves they carry home. Underground, smaller workers chew the "
                "pieces into a pulp and spread it in chambers as compost for a fungus that the "
                "colony tends, weeds and manures; the ants, and above all their larvae, feed on "
                "the fungus's swollen tips. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Wildlife > Insects | Army ants on the march | Army ants build no permanent "
                "nest. Colonies of up to a million workers raid the forest floor in swarms, "
                "overwhelming insects, spiders and even small lizards, and at night they link "
                "their bodies together into a living shelter called a bivouac that protects the "
                "queen and brood. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Wildlife > Insects | The termite farmers of Africa | Macrotermes termites "
                "of the African savanna build mounds up to 9 m tall whose tunnels keep the nest at "
                "a steady temperature. Deep inside, workers grow combs of Termitomyces fungus on "
                "their own chewed droppings, and the fungus breaks down the tough plant matter "
                "they gather. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why are some people colour blind?",
        "it is usually inherited: a faulty gene for the red- or green-sensitive cones on the X "
        "chromosome, which is why far more men than women are affected",
        [
            D(
                "Home > Health > Eyes | How is colour vision tested? | The most common check is "
                "the Ishihara test, devised by the Japanese eye doctor Shinobu Ishihara in 1917: a "
                "book of plates made of coloured dots, each hiding a number that people with "
                "normal colour vision can read and those with a red-green deficiency cannot. A "
                "full set has 38 plates. Share this | Related | Cookie policy"
            ),
            S(
                "Home > Health > Eyes | What causes colour blindness? | Most colour blindness is "
                "inherited. The genes for the retina's red- and green-sensitive cone cells lie on "
                "the X chromosome, and when one is faulty those cones are missing or respond to "
                "the wrong light. Men have only one X, so about 1 in 12 are affected, against "
                "about 1 in 200 women. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Health > Eyes | What is snow blindness? | Snow blindness is sunburn of the "
                "cornea caused by ultraviolet light reflected from snow or ice, which can bounce "
                "back up to 80 per cent of it. Hours later the eyes become painful, gritty, watery "
                "and sensitive to light; it usually heals in a day or two, and good sunglasses or "
                "goggles prevent it. Share this | Cookie policy"
            ),
            D(
                "Home > Science > Vision | How do we see colour? | The retina holds about 6 "
                "million cone cells, packed most densely at its centre, each with one of three "
                "pigments tuned to long, medium or short wavelengths of light. The brain compares "
                "their signals to work out colour, while some 120 million rod cells handle dim "
                "light but see only shades of grey. Share this | Related | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the okapi related to the zebra?",
        "no; despite its striped legs the okapi belongs to the giraffe family",
        [
            D(
                "Home > Animals > Mammals | The quagga: a zebra that vanished | The quagga, a kind "
                "of plains zebra striped only on its head, neck and front half, lived in huge "
                "herds in South Africa's Karoo until it was hunted out; the last died in Amsterdam "
                "Zoo on 12 August 1883. In 1984 it became the first extinct animal to have its DNA "
                "studied. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Animals > Mammals | How many species of giraffe are there? | Giraffes were "
                "long treated as one species with nine subspecies, but genetic studies since 2016 "
                "suggest there may be four separate species: the northern, southern, reticulated "
                "and Masai giraffes. Only about 117,000 giraffes remain in Africa, and some "
                "populations number a few hundred. Share this | Cookie policy"
            ),
            S(
                "Home > Animals > Mammals | Okapi: the forest giraffe | With its zebra-striped "
                "legs the okapi looks like a cross between a zebra and a horse, but it has no "
                "close kinship with either: it belongs to the giraffe family, of which it and the "
                "giraffe are the only living members. It lives in the Ituri rainforest of the "
                "Democratic Republic of the Congo. Share this | Donate | Cookie policy"
            ),
            D(
                "Home > Animals > Mammals | Bongo: the striped antelope | The bongo, a large "
                "forest antelope of Central and West Africa, has a chestnut coat with 10 to 15 "
                "thin white stripes on its sides and long spiralled horns in both sexes. Shy and "
                "mostly active at night, it browses in dense undergrowth, and the mountain bongo "
                "of Kenya is critically endangered. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Animals > Explorers | How the okapi was found | Rumours of a forest "
                "'donkey' reached Europe through Henry Morton Stanley, and in 1900 Sir Harry "
                "Johnston, governor of Uganda, obtained strips of striped skin from Congolese "
                "soldiers; the okapi was described to science in 1901. Johnston first thought it "
                "was a new kind of horse. Share this | Related | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Where was the scientist who discovered hydrogen born?",
        "Nice, France: Henry Cavendish, who identified hydrogen in 1766, was born there in 1731",
        [
            D(
                "Home > Science > People | Joseph Black and 'fixed air' | The chemist Joseph "
                "Black, born in Bordeaux in 1728 to a family of Scottish wine merchants, "
                "identified carbon dioxide in the 1750s, calling it 'fixed air' because it was "
                "locked up in chalk and magnesia. A professor at Glasgow and then Edinburgh, he "
                "also worked out the idea of latent heat. Share this | Cookie policy"
            ),
            S(
                "Home > Science > Elements | Hydrogen: the first element | Hydrogen was first "
                "recognised as a distinct substance by the English scientist Henry Cavendish, who "
                "in 1766 collected the gas given off when metals react with acids and called it "
                "'inflammable air'. Antoine Lavoisier later named it hydrogen, 'water-former', as "
                "it burns to make water. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Science > Places | The Cavendish Laboratory | Cambridge University's "
                "physics laboratory opened in 1874, paid for by William Cavendish, 7th Duke of "
                "Devonshire, a relative of the 18th-century scientist. James Clerk Maxwell was its "
                "first director, its researchers have won some 30 Nobel Prizes, and it moved to "
                "West Cambridge in the 1970s. Share this | Cookie policy"
            ),
            S(
                "Home > Science > People | Henry Cavendish, the shy genius | Henry Cavendish was "
                "born on 10 October 1731 in Nice, then part of the Kingdom of Sardinia, where his "
                "mother had gone for her health; she died two years later. Heir to a vast fortune, "
                "he lived alone in London, spoke little, and in 1798 weighed the Earth with a "
                "torsion balance. Share this | Related | Cookie policy"
            ),
            D(
                "Home > Science > People | Joseph Priestley and 'dephlogisticated air' | Joseph "
                "Priestley, born near Birstall in Yorkshire in 1733, isolated oxygen on 1 August "
                "1774 by heating mercury oxide with sunlight focused through a large lens. A "
                "dissenting minister as well as a chemist, he also invented soda water, and after "
                "a mob burned his Birmingham home in 1791 he emigrated to Pennsylvania. Share this "
                "| Cookie policy"
            ),
        ],
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the largest seed in the world?",
        "the coco de mer, the seed of a Seychelles palm, up to about 50 cm long and 25 kg",
        [
            D(
                "Q: What is the biggest fruit that grows on a tree?\nA: The jackfruit, native to "
                "the rainforests of the Western Ghats in southern India. A single fruit can weigh "
                "up to about 50 kg and grow 90 cm long, hanging straight from the trunk and the "
                "thick branches; unripe, it is cooked as a meat substitute, and it is the national "
                "fruit of Bangladesh."
            ),
            S(
                "Q: Which plant has the biggest seed?\nA: The coco de mer, a fan palm found wild "
                "only on Praslin and Curieuse in the Seychelles. Its double-lobed seed, up to "
                "about 50 cm long and 25 kg, is the largest and heaviest in the plant kingdom and "
                "takes about two years to sprout; seeds once washed up on Indian Ocean shores and "
                "were prized as treasures."
            ),
            D(
                "Q: What is the oldest seed ever grown into a plant?\nA: A Judean date palm seed "
                "about 2,000 years old, found in the ruins of Herod's palace at Masada in Israel, "
                "sprouted in 2005 and was nicknamed Methuselah. In 2012 Russian scientists went "
                "further, growing a narrow-leaved campion from fruit buried by a squirrel in "
                "Siberian permafrost 32,000 years ago."
            ),
            D(
                "Q: What is the Svalbard Global Seed Vault?\nA: A backup store for the world's "
                "crop seeds, cut 120 m into a sandstone mountain near Longyearbyen on the Arctic "
                "island of Spitsbergen and opened in 2008. Kept at -18 \u00b0C, it holds over 1.2 "
                "million samples from almost every country; the first withdrawal came in 2015, to "
                "replace a gene bank lost in Syria's war."
            ),
            D(
                "Q: Which plants have the smallest seeds?\nA: Orchids. A single orchid seed pod "
                "can hold millions of dust-like seeds, each weighing about a millionth of a gram "
                "and carrying no food store of its own, so they can sprout only with the help of a "
                "fungus in the soil. Because they are so light, the wind can carry them hundreds "
                "of kilometres."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long does a broken bone take to heal",
        "about 6 to 8 weeks for most bones in adults, often less in children; full strength can "
        "take months more",
        [
            D(
                "Q: How long does a sprained ankle take to get better?\nA: A mild sprain, where "
                "the ligaments are stretched but not torn, usually improves within 2 weeks, while "
                "a bad one can take 3 to 6 months. For the first few days, rest, ice wrapped in a "
                "cloth, a compression bandage and keeping the foot raised help bring the swelling "
                "down."
            ),
            D(
                "Q: How can I tell if a bone is broken?\nA: Signs include severe pain that gets "
                "worse when you move, swelling and bruising, a limb or joint that looks bent or "
                "out of place, a snap or grinding noise at the time of the injury, and being "
                "unable to put weight on it. Only an X-ray can confirm it, so go to A&E or a minor "
                "injuries unit."
            ),
            D(
                "Q: What is a greenstick fracture?\nA: A break in which the bone bends and cracks "
                "on one side without snapping all the way through, like a green twig. It happens "
                "mostly in children under 10, whose bones are softer and more flexible than "
                "adults', and is usually treated with a cast or splint; the forearm is the most "
                "common place for one."
            ),
            S(
                "Q: How long does a broken bone take to heal?\nA: Most fractures in adults knit "
                "together well enough to use in about 6 to 8 weeks, and children's often heal "
                "faster, sometimes in 3 or 4. Large bones such as the thigh bone may need 3 months "
                "or more, and it can take many months after that for the bone to regain its full "
                "strength. Smoking slows healing."
            ),
            D(
                "Q: Which bone is broken most often?\nA: In adults it is the radius, the larger of "
                "the two forearm bones, which snaps near the wrist when people put out a hand to "
                "break a fall; in children the collarbone is among the most common. Hip fractures "
                "are far more serious, mostly in older people with osteoporosis, who often never "
                "regain their independence."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is older, the Earth or the Moon?",
        "the Earth, about 4.54 billion years old; the Moon formed tens of millions of years later, "
        "about 4.5 billion years ago",
        [
            D(
                "Q: How old is the Sun?\nA: About 4.6 billion years. It formed from a collapsing "
                "cloud of gas and dust, and it is roughly halfway through its life as a "
                "main-sequence star. In about 5 billion years it will run short of hydrogen in its "
                "core, swell into a red giant big enough to engulf Mercury and Venus, and end as a "
                "white dwarf."
            ),
            S(
                "Q: How old is the Earth?\nA: About 4.54 billion years, give or take some 50 "
                "million. The figure comes from radiometric dating of meteorites, which formed "
                "along with the planets, and it agrees with the oldest mineral grains found on "
                "Earth, zircon crystals from the Jack Hills of Western Australia that are about "
                "4.4 billion years old."
            ),
            D(
                "Q: Is the Moon moving away from us?\nA: Yes, by about 3.8 cm a year, measured "
                "since 1969 by bouncing lasers off reflectors left on its surface by Apollo 11, 14 "
                "and 15 and by two Soviet rovers. The tides are slowing the Earth's spin at the "
                "same time, so our days are growing longer by about 2 milliseconds a century."
            ),
            S(
                "Q: How did the Moon form?\nA: Most scientists think it formed from the debris "
                "thrown out when a body about the size of Mars, named Theia, struck the young "
                "Earth some 4.5 billion years ago, tens of millions of years after the Earth "
                "itself had formed. Rocks brought back by the Apollo astronauts are so like the "
                "Earth's mantle that they support this idea."
            ),
            D(
                "Q: What are the oldest rocks on Earth?\nA: The oldest known intact rocks are the "
                "Acasta Gneiss of Canada's Northwest Territories, about 4.0 billion years old, and "
                "parts of the Nuvvuagittuq belt on Hudson Bay in Quebec may be older still, though "
                "their age is disputed and some put them at 4.3 billion years. Older material "
                "survives only as tiny mineral grains inside younger rocks."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of sepsis?",
        "confusion or slurred speech, shivering or muscle pain, passing no urine, severe "
        "breathlessness or fast breathing, a fast heartbeat, mottled or bluish skin, a high or low "
        "temperature",
        [
            D(
                "Meningitis \u2013 signs to look for\n\u2022 High temperature with cold hands and "
                "feet\n\u2022 Severe headache and a stiff neck\n\u2022 Dislike of bright "
                "lights\n\u2022 Drowsiness or being hard to wake\n\u2022 Seizures\n\u2022 A "
                "blotchy rash that does not fade when a glass is pressed on it\n\u2022 Babies may "
                "be floppy, with a bulging soft spot"
            ),
            S(
                "Sepsis \u2013 warning signs in adults\n\u2022 Slurred speech or confusion\n\u2022 "
                "Extreme shivering or muscle pain\n\u2022 Passing no urine in a day\n\u2022 Severe "
                "breathlessness or very fast breathing\n\u2022 A fast heartbeat\n\u2022 Skin that "
                "is mottled, bluish or very pale\n\u2022 A high temperature, or a low one\n\u2022 "
                "Call 999 or go to A&E at once"
            ),
            D(
                "Q: What causes sepsis?\nA: Sepsis happens when the body's response to an "
                "infection goes wrong and starts to damage its own tissues and organs. Almost any "
                "infection can trigger it, most often of the lungs, urinary tract, tummy or skin, "
                "and it is more likely in babies, people over 75 and anyone with diabetes or a "
                "weak immune system."
            ),
            D(
                "Q: How is sepsis treated?\nA: In hospital, usually with antibiotics through a "
                "drip, ideally within an hour of it being recognised, with fluids to keep up the "
                "blood pressure and oxygen if needed. Severe cases, called septic shock, need "
                "intensive care, and some survivors suffer tiredness, poor sleep and anxiety for "
                "months."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How can you tell how old a tree is?",
        "count its annual growth rings, on a stump or in a core drilled out with an increment "
        "borer; roughly, girth in cm divided by 2.5",
        [
            D(
                "Q: How do I measure the height of a tree?\nA: Stand back from the trunk and use a "
                "clinometer or a phone app to read the angle up to the top of the crown. Multiply "
                "your distance from the trunk by the tangent of that angle and add the height of "
                "your eyes above the ground; foresters today often use laser rangefinders that do "
                "the sums for them in seconds."
            ),
            S(
                "Q: How can I find out how old a tree is?\nA: Most trees in temperate climates add "
                "one growth ring a year, a pale band of spring wood and a dark band of late wood, "
                "so counting the rings on a stump gives its age. On a living tree, foresters drill "
                "out a pencil-thin core with an increment borer; or, roughly, divide the girth in "
                "centimetres by 2.5."
            ),
            D(
                "Q: What is the oldest living tree?\nA: A Great Basin bristlecone pine called "
                "Methuselah, growing in the White Mountains of California at about 3,000 m, is "
                "thought to be some 4,850 years old; its exact spot is kept secret. A spruce on "
                "Fulufj\u00e4llet in Sweden, Old Tjikko, has a root system about 9,500 years old, "
                "though its trunk is far younger."
            ),
            D(
                "Q: How can I identify a tree in winter?\nA: Look at the buds, bark and shape. Ash "
                "has sooty black buds in opposite pairs, beech long, pointed copper buds and horse "
                "chestnut big sticky ones above horseshoe-shaped leaf scars; silver birch has "
                "white peeling bark, and an oak's crown spreads wide on twisting branches."
            ),
            D(
                "Q: How long do oak trees live?\nA: An English oak commonly lives for 500 years or "
                "more, and a few pollarded trees are thought to be over 1,000. The Major Oak in "
                "Sherwood Forest, said to have sheltered Robin Hood, is reckoned at 800 to 1,100 "
                "years old, and its heavy branches have been held up by props since the Victorian "
                "era."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do you get pins and needles",
        "pressure on a nerve and its blood supply stops it signalling properly; when the pressure "
        "lifts it fires erratically as it recovers, which feels like tingling",
        [
            D(
                "Q: Why do I get cramp in my legs at night?\nA: Often no cause is found. Night "
                "cramps are sudden, painful tightenings of the calf or foot muscles lasting from "
                "seconds to ten minutes, and they become more common with age, in pregnancy and "
                "with some medicines such as statins. Stretching and massaging the muscle, or "
                "getting up and walking about, usually eases them."
            ),
            S(
                "Q: Why do I get pins and needles?\nA: Usually because you've been sitting or "
                "lying in a way that presses on a nerve, squeezing it and the blood vessels that "
                "feed it. The nerve stops passing signals properly and the limb goes numb; when "
                "you move and the pressure lifts, it fires erratically as it recovers, which you "
                "feel as tingling. It soon passes."
            ),
            D(
                "Q: What is restless legs syndrome?\nA: A condition that causes an overwhelming "
                "urge to move the legs, with unpleasant crawling or throbbing feelings in them, "
                "mostly in the evening and at night, easing only while you move. It affects up to "
                "1 in 10 people at some time, is linked to low iron stores and pregnancy, and can "
                "badly disturb sleep."
            ),
            D(
                "Q: Why do my fingers turn white in the cold?\nA: This may be Raynaud's "
                "phenomenon, in which small blood vessels in the fingers and toes narrow sharply "
                "in response to cold or stress. The digits turn white, then blue, then red as the "
                "blood returns, often with throbbing and numbness. It affects up to 1 in 6 people "
                "in the UK, more often women."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Are puffins related to penguins?",
        "no; puffins are auks, flying seabirds of the northern hemisphere, and look like penguins "
        "only because they evolved for the same kind of diving",
        [
            D(
                "Q: What was the great auk?\nA: A flightless black-and-white seabird, about 80 cm "
                "tall, that bred on rocky islands in the North Atlantic. Sailors called it the "
                "penguin long before the name passed to the southern birds, and it was hunted for "
                "its meat, eggs and feathers until the last known pair was killed on Eldey, off "
                "Iceland, in June 1844."
            ),
            S(
                "Q: Are puffins a kind of penguin?\nA: No. Puffins belong to the auk family, along "
                "with guillemots and razorbills, and live in the northern hemisphere, while "
                "penguins live almost entirely in the southern. Their black-and-white look and "
                "diving habits evolved separately for chasing fish underwater, and, unlike "
                "penguins, puffins fly, beating their wings up to 400 times a minute."
            ),
            D(
                "Q: Where can I see puffins in Britain?\nA: From April to early August, on islands "
                "such as Skomer in Wales, the Farne Islands off Northumberland, the Isle of May in "
                "the Firth of Forth and Fair Isle in Shetland. Each pair lays a single egg in a "
                "burrow, and the chick, called a puffling, leaves at night about six weeks after "
                "it hatches."
            ),
            D(
                "Q: Which penguin lives furthest north?\nA: The Gal\u00e1pagos penguin, which "
                "breeds on Isabela and Fernandina, on and just north of the equator, kept cool by "
                "the cold Humboldt and Cromwell currents. Only about 50 cm tall, it is one of the "
                "smallest penguins, and fewer than 2,000 are left, hit hard in El Ni\u00f1o years "
                "when fish become scarce."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "At which university did the physicist who predicted the Higgs boson work?",
        "the University of Edinburgh, where Peter Higgs worked from 1960 until he retired",
        [
            S(
                "Q: Who predicted the Higgs boson?\nA: The British physicist Peter Higgs, in a "
                "short paper of 1964, showed that a field filling all of space could give "
                "particles their mass and pointed out that it implied a new heavy particle. Other "
                "physicists reached related results the same year, and the particle was finally "
                "found at CERN, near Geneva, in July 2012."
            ),
            D(
                "Q: Who was Fran\u00e7ois Englert?\nA: A Belgian theoretical physicist, born in "
                "Etterbeek in 1932, who survived the Second World War as a Jewish child hidden in "
                "orphanages and children's homes. He spent his career at the Free University of "
                "Brussels, working with Robert Brout on field theory and cosmology, and shared the "
                "2013 Nobel Prize in Physics."
            ),
            D(
                "Q: What is the Large Hadron Collider?\nA: The world's largest and most powerful "
                "particle accelerator, a ring 27 km round buried about 100 m under the "
                "French-Swiss border near Geneva. Run by CERN, it first sent beams around on 10 "
                "September 2008 and smashes protons together at nearly the speed of light in four "
                "huge detectors."
            ),
            S(
                "Q: Where did Peter Higgs work?\nA: Born in Newcastle upon Tyne in 1929 and "
                "educated at King's College London, he joined the University of Edinburgh as a "
                "lecturer in mathematical physics in 1960 and stayed there for the rest of his "
                "career, becoming professor of theoretical physics in 1980 and retiring in 1996. "
                "He died in Edinburgh in April 2024."
            ),
            D(
                "Q: Where was James Clerk Maxwell born?\nA: At 14 India Street in Edinburgh's New "
                "Town, on 13 June 1831; the house is now home to a charitable foundation in his "
                "name. He studied at the universities of Edinburgh and Cambridge, his equations of "
                "1865 showed light to be an electromagnetic wave, and he became the first head of "
                "Cambridge's Cavendish Laboratory in 1871."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the largest ape?",
        "the gorilla (the eastern gorilla): silverback males weigh about 200 kg",
        [
            D(
                "The Bornean orangutan is the heaviest animal that spends most of its life in "
                "trees: flanged males, with their broad cheek pads, weigh up to about 90 kg and "
                "have an arm span of over 2 m. Females give birth only about once every seven or "
                "eight years, the longest gap of any mammal, and the young stay with their mothers "
                "until about eight."
            ),
            D(
                "The mandrill of the rainforests of Gabon, Cameroon and Congo is the biggest of "
                "all monkeys, with males weighing up to about 35 kg. It is also the most colourful "
                "mammal, with a red and blue face and rump that grow brighter in dominant males, "
                "and it gathers in hordes of several hundred, the largest groups formed by any "
                "primate."
            ),
            S(
                "No primate alive today outweighs the eastern gorilla of the Congo basin. A mature "
                "silverback male of Grauer's lowland race can tip the scales at about 200 kg and "
                "stand some 1.8 m upright, roughly twice the bulk of a female, and despite that "
                "strength the species lives on leaves, stems, bark and fruit, in family groups led "
                "by one male."
            ),
            D(
                "The bonobo, found only south of the Congo River in the Democratic Republic of the "
                "Congo, is slighter than its close cousin the chimpanzee and lives in groups in "
                "which females hold the most sway. Both share about 98.7 per cent of their DNA "
                "with us, and they split from each other when the river formed, some 1 to 2 "
                "million years ago."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "how long do ferrets live",
        "usually about 6 to 8 years, sometimes 10 or more",
        [
            D(
                "The black-footed ferret of the North American prairies hunts prairie dogs almost "
                "exclusively and lives in their burrows. It was thought extinct until a ranch dog "
                "in Meeteetse, Wyoming, brought one home in 1981, and all of today's few hundred "
                "wild animals descend from 18 taken into captivity by 1987; a clone, Elizabeth "
                "Ann, was born in 2020."
            ),
            S(
                "A pet ferret kept indoors and well fed will typically see between six and eight "
                "birthdays, and a few reach ten or more. Their later years often bring illnesses "
                "of the adrenal glands and the pancreas, so vets advise a check-up twice a year "
                "from about the age of three; neutering and a meat-based diet help them stay "
                "healthy for longer."
            ),
            D(
                "Ferrets sleep for about 14 to 18 hours a day, often so deeply that owners fear "
                "they have died, and are most lively around dawn and dusk. When excited they "
                "perform a bouncing, sideways hop known as the weasel war dance, often with a soft "
                "chuckling noise called dooking, and they like to steal and hide small objects."
            ),
            D(
                "The European polecat, the wild ancestor of the ferret, is a dark, masked hunter "
                "of rabbits, rats and frogs that gamekeepers had almost wiped out in Britain by "
                "1915, leaving it only in mid-Wales. It has since spread back across much of "
                "England, and it breeds freely with escaped ferrets, producing pale hybrids."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is colder, dry ice or liquid nitrogen?",
        "liquid nitrogen, at about -196 \u00b0C, against about -78.5 \u00b0C for dry ice",
        [
            S(
                "Frozen carbon dioxide sits at about minus 78.5 \u00b0C at normal pressure, the "
                "temperature at which it turns straight from solid to gas without melting, which "
                "is why it leaves no puddle. Stage crews drop it into warm water to make low-lying "
                "fog, and it is packed around ice cream, vaccines and laboratory samples sent by "
                "post or by air."
            ),
            D(
                "Helium stays liquid almost down to absolute zero and boils at minus 269 \u00b0C, "
                "only about 4 degrees above it, which makes it the coldest liquid in everyday use. "
                "The Dutch physicist Heike Kamerlingh Onnes first liquefied it in Leiden in 1908, "
                "and today it cools the superconducting magnets of hospital scanners and particle "
                "accelerators."
            ),
            S(
                "Nitrogen turns to a liquid only when chilled to minus 196 \u00b0C, its boiling "
                "point, and it is stored in vacuum-insulated flasks called dewars. Doctors use it "
                "to freeze off warts, clinics to keep eggs, sperm and embryos for years, and chefs "
                "to make instant ice cream; a splash can burn the skin like frostbite, and in a "
                "closed room it can suffocate."
            ),
            D(
                "Liquid oxygen is pale blue and is drawn to a magnet, so a stream of it poured "
                "between the poles of a strong one will hang there. It boils at minus 183 \u00b0C "
                "and is one of the two propellants in many rocket engines, including the first "
                "stage of the Saturn V, which burned about 1.3 million litres of it in under three "
                "minutes."
            ),
            D(
                "Ordinary ice is only one of about 20 crystal forms of frozen water that "
                "scientists have made under different pressures and temperatures. The ice in "
                "freezers and glaciers, called ice Ih, has a six-sided lattice, which is why "
                "snowflakes have six arms, and it is about 9 per cent less dense than liquid "
                "water, so lakes freeze from the top down and fish survive beneath."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the main greenhouse gases?",
        "water vapour, carbon dioxide, methane, nitrous oxide and ozone, plus man-made fluorinated "
        "gases such as CFCs",
        [
            D(
                "Dry air is about 78 per cent nitrogen, 21 per cent oxygen and 0.93 per cent "
                "argon, with carbon dioxide making up only about 0.04 per cent, and traces of "
                "neon, helium, krypton and hydrogen. Water vapour varies from almost nothing over "
                "polar ice to about 4 per cent in humid tropical air, and most of it lies in the "
                "lowest few kilometres."
            ),
            S(
                "The gases that let sunlight in but hold back the heat the Earth gives off are "
                "chiefly water vapour, carbon dioxide, methane, nitrous oxide and ozone. Since the "
                "industrial age people have added more of the last four, along with man-made "
                "fluorinated gases such as CFCs, some of which trap heat thousands of times more "
                "strongly than CO2."
            ),
            D(
                "Acid rain forms when sulphur dioxide and nitrogen oxides, given off mainly by "
                "coal-burning power stations, vehicles and smelters, react with water in the air "
                "to make sulphuric and nitric acids. It killed the fish in thousands of lakes in "
                "Scandinavia and Canada in the 1970s, and limits on sulphur emissions have since "
                "greatly reduced it in Europe."
            ),
            D(
                "Measurements begun by Charles David Keeling on Mauna Loa in Hawaii in 1958 show "
                "carbon dioxide in the air rising every year, from about 315 parts per million "
                "then to over 420 today, against about 280 before the Industrial Revolution. The "
                "line also wiggles each year, dipping in the northern summer as forests take up "
                "the gas and rising again in winter as leaves fall and rot."
            ),
            D(
                "The ozone layer, a band of the stratosphere about 15 to 35 km up, absorbs most of "
                "the Sun's harmful ultraviolet light. Its thinning over Antarctica each spring was "
                "reported by the British Antarctic Survey in 1985, and the Montreal Protocol of "
                "1987, which phased out CFCs, is expected to let it heal there by about 2066."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does water get to the top of tall trees?",
        "it is pulled up: water evaporating from the leaves draws unbroken columns of water up "
        "through the xylem from the roots, held together by cohesion (transpiration pull)",
        [
            D(
                "Sugars made in the leaves travel the other way, down and around the plant, in "
                "living tubes called phloem that lie just under the bark. They are pushed along by "
                "pressure, as sugar loaded into the tubes draws in water by osmosis, and aphids "
                "tap the flow by piercing a single tube; this is why ring-barking a trunk kills a "
                "tree."
            ),
            S(
                "Moisture reaches the crown of a towering forest giant without any pump. As it "
                "evaporates through tiny pores in the leaves, it tugs on the unbroken threads of "
                "liquid in the narrow pipes of the wood, which cling together strongly enough to "
                "be hauled up from the roots more than 100 m below; botanists call this the "
                "cohesion-tension mechanism."
            ),
            D(
                "In late winter sugar maples in Quebec and Vermont are tapped for their sap, which "
                "flows when freezing nights alternate with thawing days. It is only about 2 per "
                "cent sugar, so some 40 litres must be boiled down to make a single litre of "
                "syrup, and Quebec produces roughly three quarters of the world's supply."
            ),
            D(
                "Roots grow towards damp soil, a response called hydrotropism, and take up "
                "moisture mainly through fine root hairs just behind their tips, which hugely "
                "increase their surface area. A single rye plant grown in a box in 1937 was found "
                "to have some 14 billion root hairs, and many trees also team up with soil fungi "
                "whose threads extend their reach."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why are some eggs brown and others white?",
        "it depends on the breed of hen: brown-egg breeds coat the shell with a pigment "
        "(protoporphyrin) just before laying, white-egg breeds don't",
        [
            D(
                "Araucana and Cream Legbar hens lay eggs with blue or green shells, because a "
                "pigment called biliverdin is laid down right through the shell as it forms, so "
                "the colour goes all the way through, unlike a brown egg's. The Araucana comes "
                "from the Mapuche lands of Chile, and crossing it with brown-egg breeds gives "
                "olive eggs."
            ),
            D(
                "The colour of a yolk depends on what the hen eats. Birds that range outdoors on "
                "grass and insects, or are fed maize or marigold petals, lay deep orange yolks, "
                "while those on wheat and barley lay pale ones; many producers add natural "
                "pigments such as paprika extract to the feed because shoppers think darker yolks "
                "are better."
            ),
            S(
                "Shell shade is decided by the hen's breeding, not by her feed or the egg's "
                "quality. Breeds such as the Rhode Island Red and Marans deposit a pigment called "
                "protoporphyrin, a cousin of the haem in blood, onto the calcium shell in the "
                "final hours before laying, while Leghorns and other white-feathered breeds add "
                "none. Inside, the two taste and nourish the same."
            ),
            D(
                "An egg can be checked for freshness by lowering it into a bowl of cold water. A "
                "fresh one lies flat on the bottom; as it ages, moisture escapes through the "
                "thousands of tiny pores in the shell and the air cell at the blunt end grows, so "
                "it tilts and then stands on end, and one that floats is best thrown away."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a horse chestnut related to a sweet chestnut?",
        "no; despite the name they are not close relatives: the horse chestnut is in the soapberry "
        "family, the sweet chestnut in the beech family",
        [
            D(
                "Conkers, the shiny seeds of the horse chestnut, contain a poison called aesculin "
                "and should not be eaten by people, dogs or horses, though deer and wild boar eat "
                "them safely. The World Conker Championships have been held in Northamptonshire "
                "every October since 1965, and for a time players were asked to wear safety "
                "goggles."
            ),
            S(
                "Despite sharing a name and a prickly husk, the conker tree and the tree whose "
                "nuts are roasted at Christmas are not close kin. Aesculus hippocastanum belongs "
                "to the soapberry family along with the lychee and the maples, while Castanea "
                "sativa is in the beech family with the oaks; the name came from their similar "
                "glossy brown seeds."
            ),
            D(
                "The water chestnut sold in tins for stir-fries is not a nut at all but the crisp "
                "underground corm of a sedge, Eleocharis dulcis, grown in flooded paddies in China "
                "and South-East Asia. It stays crunchy even after cooking because of compounds in "
                "its cell walls, and its flour is used to make a sweet, jelly-like cake eaten at "
                "Chinese New Year."
            ),
            D(
                "The American chestnut once made up about a quarter of the hardwood trees of the "
                "Appalachian forests, until a fungal blight noticed at the Bronx Zoo in New York "
                "in 1904 killed an estimated 3 to 4 billion of them within 50 years. Researchers "
                "are now breeding blight-resistant trees by crossing survivors with Chinese "
                "chestnuts."
            ),
            D(
                "Since the early 2000s the leaves of many British horse chestnuts have turned "
                "brown by midsummer, eaten from inside by the caterpillars of the horse chestnut "
                "leaf miner, a tiny moth first found near Lake Ohrid in Macedonia in 1984 and in "
                "Wimbledon in 2002. The trees usually survive, but their conkers tend to be "
                "smaller."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the scientist who invented the electric motor born?",
        "Newington Butts, then in Surrey, now in Southwark, south London: Michael Faraday was born "
        "there in 1791",
        [
            D(
                "Humphry Davy was born in Penzance, Cornwall, in 1778, the son of a woodcarver, "
                "and as a young man in Bristol tested laughing gas on himself and his friends. At "
                "the Royal Institution he used a huge battery to isolate sodium and potassium in "
                "1807, and he devised a safety lamp for miners in 1815."
            ),
            S(
                "In September 1821 Michael Faraday, working in the basement laboratory of the "
                "Royal Institution in London, made a wire carrying a current spin round a magnet "
                "standing in a bowl of mercury. It was the first device to turn electricity into "
                "continuous rotation, the forerunner of every machine that runs on current, and "
                "ten years later he discovered induction."
            ),
            D(
                "Hans Christian \u00d8rsted, born in 1777 in Rudk\u00f8bing on the Danish island "
                "of Langeland, the son of a pharmacist, noticed during a lecture in Copenhagen in "
                "April 1820 that a wire carrying a current made a nearby compass needle swing. His "
                "finding that electricity produces magnetism set off a wave of experiments across "
                "Europe."
            ),
            S(
                "Michael Faraday came into the world on 22 September 1791 at Newington Butts, then "
                "a village in Surrey and now part of Southwark in south London, the third child of "
                "a poor blacksmith from Westmorland. He had little schooling, learned from the "
                "books he bound as an apprentice, and in 1813 became Humphry Davy's assistant at "
                "the Royal Institution."
            ),
            D(
                "The Royal Institution, founded in 1799 on Albemarle Street in Mayfair, London, to "
                "spread science to the public, has held its Christmas Lectures for young people "
                "every year since 1825, apart from the war years 1939 to 1942. Its basement "
                "laboratory, where so many discoveries were made, has been kept as a museum, with "
                "much of Faraday's original apparatus on show."
            ),
        ],
        drop=1,
    ),
]
