"""The sixty-first single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev57.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v43, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 300 characters and distractors 302; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered Charon, the largest moon of Pluto?",
        "James Christy of the US Naval Observatory in Flagstaff, Arizona, in June 1978",
        [
            D(
                "Nix and Hydra: Pluto's two small outer moons were found in May 2005 by a team led "
                "by Hal Weaver and Alan Stern on pictures taken with the Hubble Space Telescope, "
                "and were named after the Greek goddess of night and the nine-headed serpent. Each "
                "is only about 50 km long, and both tumble chaotically as they go round."
            ),
            D(
                "Triton: The largest moon of Neptune was spotted by the English brewer and amateur "
                "astronomer William Lassell on 10 October 1846, just 17 days after the planet "
                "itself was found. About 2,700 km across, it is colder than minus 230 \u00b0C at "
                "the surface, and Voyager 2 saw dark plumes rising from it in 1989."
            ),
            S(
                "Charon: Charon, the largest of Pluto's five known moons at about 1,212 km across, "
                "was discovered on 22 June 1978 by James Christy of the US Naval Observatory in "
                "Flagstaff, Arizona. Studying photographic plates of Pluto, he noticed a bump on "
                "its image that came and went over a period of 6.4 days."
            ),
            D(
                "Dysnomia: The only known moon of the dwarf planet Eris was found on 10 September "
                "2005 by Mike Brown's team using the Keck telescopes in Hawaii. Several hundred km "
                "across, it takes almost 16 days to circle Eris, and timing its orbit let "
                "astronomers weigh Eris and show that it is some 27% heavier than Pluto."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "bouvet island which country",
        "Norway: it has been a Norwegian dependency since 1930",
        [
            D(
                "Prince Edward Islands: Marion Island and the smaller Prince Edward Island, two "
                "volcanic islands in the southern Indian Ocean about 1,800 km south-east of Cape "
                "Town, were annexed by South Africa in 1947 and 1948. A handful of scientists "
                "staff a weather and research station on Marion, and no one else lives there."
            ),
            S(
                "Bouvet Island: Often called the most remote island on Earth, Bouvet Island lies "
                "in the South Atlantic some 1,700 km north of the Antarctic coast. Norway claimed "
                "it after men of the Norvegia expedition landed there in 1927, and it has been a "
                "Norwegian dependency since 1930; nobody lives on its glacier-covered slopes."
            ),
            D(
                "Heard Island: Heard Island, a bleak volcanic island in the southern Indian Ocean "
                "about 4,000 km south-west of Perth, has belonged to Australia since Britain "
                "handed it over in 1947. Its active volcano, Big Ben, rises to Mawson Peak at "
                "2,745 m, higher than any mountain on the Australian mainland."
            ),
            D(
                "Bouvet de Lozier: The French navigator Jean-Baptiste Charles Bouvet de Lozier "
                "sighted a small ice-bound island in the far South Atlantic on 1 January 1739 and, "
                "taking it for a cape of a great southern continent, named it Cape Circumcision. "
                "Fog kept him from landing, and his position was so far off that others missed it."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is wider, Cook Strait or Bass Strait?",
        "Bass Strait, about 240 km across, against about 22 km for Cook Strait at its narrowest",
        [
            D(
                "Foveaux Strait: The stretch of sea between the southern tip of New Zealand's "
                "South Island and Stewart Island is notoriously rough. It is named after Joseph "
                "Foveaux, a British army officer who ran the convict settlement on Norfolk Island "
                "from 1800, and its beds of Bluff oysters have been dredged since the 1860s."
            ),
            S(
                "Cook Strait: The strait that divides New Zealand's North and South Islands is "
                "about 22 km wide at its narrowest point, between Cape Terawhiti near Wellington "
                "and Perano Head on Arapawa Island. James Cook sailed through it in 1770, and its "
                "strong currents and gales make the ferry crossing often rough."
            ),
            D(
                "Torres Strait: Between Cape York, the northern tip of Australia, and the island "
                "of New Guinea lies a channel about 150 km across, strewn with more than 270 "
                "islands and reefs. The Spanish navigator Luis V\u00e1ez de Torres sailed through "
                "it in 1606, and Alexander Dalrymple named it after him in the 1760s."
            ),
            S(
                "Bass Strait: Separating Tasmania from the Australian mainland, Bass Strait is "
                "about 240 km wide and some 500 km long, with King Island and the Furneaux Group "
                "scattered across it. Matthew Flinders and George Bass sailed right round Tasmania "
                "in 1798 and 1799, proving it an island, and Flinders named the strait after Bass."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "gulf of aqaba bordering countries",
        "Egypt, Israel, Jordan and Saudi Arabia",
        [
            D(
                "Gulf of Suez: The western arm of the Red Sea's northern end runs about 300 km "
                "from the city of Suez down to the Strait of Gubal, with mainland Egypt on one "
                "side and the Sinai Peninsula on the other. It is shallow, rarely more than 70 m "
                "deep, and oil has been pumped from beneath its floor since the early 1900s."
            ),
            D(
                "Eilat: Israel's southernmost city sits at the tip of a narrow gulf of the Red "
                "Sea, squeezed into a few km of coast between mountains and sea. Founded in 1949, "
                "it has grown into a resort of some 50,000 people, known for the coral reserve "
                "just south of the town, where reefs grow within a few metres of the beach."
            ),
            S(
                "Gulf of Aqaba: The eastern arm of the Red Sea's northern end stretches about 160 "
                "km north from the Strait of Tiran and is up to 24 km wide. Four countries share "
                "its shores: Egypt along the coast of Sinai, Israel at Eilat, Jordan at Aqaba, its "
                "only port, and Saudi Arabia along the whole eastern side."
            ),
            D(
                "Strait of Tiran: A channel only about 13 km wide separates the Sinai Peninsula "
                "from the island of Tiran and joins the Red Sea to the gulf beyond. Its closure by "
                "Egypt to Israeli ships in May 1967 helped set off the Six-Day War, and in 2017 "
                "Egypt handed the islands of Tiran and Sanafir over to Saudi Arabia."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a bladderwort catch its prey?",
        (
            "with tiny underwater bladders that pump out water to lower the pressure inside; when "
            "prey touches the trigger hairs the door flips open and the prey is sucked in, in "
            "about a millisecond"
        ),
        [
            S(
                "Bladderwort: The rootless water plants of the genus Utricularia carry hundreds of "
                "tiny bladders on their stems. Each pumps water out through its walls until its "
                "sides are pulled in under low pressure; when a water flea brushes the trigger "
                "hairs by its door, the door flips open and the prey is sucked inside in about a "
                "millisecond."
            ),
            D(
                "Waterwheel plant: Aldrovanda vesiculosa, a rootless floating plant of Europe, "
                "Africa, Asia and Australia and a close relative of the Venus flytrap, carries "
                "whorls of tiny hinged leaves that snap shut on small water animals within a few "
                "hundredths of a second. It has died out in many of the countries where it once "
                "grew."
            ),
            D(
                "Bladderwort flowers: Above the water, bladderworts raise slender stalks of small "
                "two-lipped flowers, often yellow or purple, that look much like snapdragons. "
                "Charles Darwin studied the plants in his book of 1875 on insect-eating plants, "
                "and Utricularia gibba has a tiny genome of about 80 million base pairs."
            ),
            D(
                "Butterwort: Plants of the genus Pinguicula grow flat rosettes of greasy-looking "
                "leaves covered in glands, some of which ooze a sticky mucilage that traps gnats "
                "and other small insects. Other glands then release enzymes to digest them. In "
                "Scandinavia the leaves were once used to thicken milk into a kind of yoghurt."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why does the water around a reactor core glow blue?",
        (
            "Cherenkov radiation: charged particles from the core travel through the water faster "
            "than light does in water and give off light, mostly at the blue end of the spectrum"
        ),
        [
            D(
                "Pavel Cherenkov: Born in 1904 in a village in the Voronezh region of Russia, "
                "Pavel Cherenkov was working under Sergei Vavilov in Moscow in 1934 when he "
                "noticed a faint glow in bottles of liquid placed near a radium source. He shared "
                "the 1958 Nobel Prize in Physics with Ilya Frank and Igor Tamm, who explained the "
                "effect."
            ),
            D(
                "Radium dial paint: From about 1917 women painting luminous watch dials in New "
                "Jersey were told to point their brushes with their lips, and many later died of "
                "bone cancer and other illnesses. The paint's green glow came from zinc sulfide "
                "crystals that flash when alpha particles from the radium strike them."
            ),
            D(
                "Pool-type reactor: In a pool-type research reactor the fuel sits at the bottom of "
                "an open tank of water several metres deep, which cools the core, slows its "
                "neutrons and shields the staff working above. One of the first, the Bulk "
                "Shielding Reactor at Oak Ridge in Tennessee, started up in 1950."
            ),
            S(
                "Cherenkov radiation: Light travels through water at only about 75% of its speed "
                "in a vacuum, and the electrons thrown out by a reactor core can move faster than "
                "that. As each one outruns its own light it leaves a cone of radiation behind it, "
                "rather like a sonic boom, mostly at the blue end of the spectrum."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Steller's sea cow live in tropical waters?",
        "No: it lived in the cold waters of the Bering Sea around the Commander Islands",
        [
            D(
                "Dugong: The dugong, the only living sea cow that keeps strictly to the sea, "
                "grazes on seagrass along warm, shallow coasts of the Indian Ocean and western "
                "Pacific, from East Africa to Vanuatu. Adults grow to about 3 m and 400 kg, and "
                "the largest population, tens of thousands strong, lives off northern Australia."
            ),
            S(
                "Steller's sea cow: This giant relative of the dugong, up to about 8 m long, lived "
                "in the cold, shallow waters around the Commander Islands in the Bering Sea, where "
                "it fed on kelp. Georg Steller described it in 1741 after the wreck of Vitus "
                "Bering's ship, and hunters after its meat had wiped it out by 1768."
            ),
            D(
                "Georg Wilhelm Steller: The German naturalist sailed with Vitus Bering's Great "
                "Northern Expedition and in July 1741 became one of the first Europeans to set "
                "foot in Alaska, on Kayak Island. A jay, an eider, a sea lion and a sea eagle bear "
                "his name, and he died in Siberia in 1746, aged 37."
            ),
            D(
                "West Indian manatee: Manatees of Florida and the Caribbean cannot bear water much "
                "below 20 \u00b0C for long, and in winter hundreds crowd into warm springs and the "
                "outflows of power stations. In the cold winter of 2010 several hundred died of "
                "cold stress in Florida; adults often weigh more than 500 kg."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which city was the astronomer who discovered the star with the fastest motion "
            "across the sky born?"
        ),
        "Nashville, Tennessee: E. E. Barnard, after whom Barnard's Star is named",
        [
            S(
                "Barnard's Star: A faint red dwarf about 6 light-years away in the constellation "
                "Ophiuchus, Barnard's Star crosses the sky faster than any other star, about 10.3 "
                "arcseconds a year, or the width of the full Moon in some 180 years. It is named "
                "after E. E. Barnard, who measured its motion at Yerkes Observatory in 1916."
            ),
            D(
                "Kapteyn's Star: The star with the second-fastest motion across the sky, a red "
                "subdwarf some 13 light-years away in the southern constellation Pictor, was found "
                "in 1897 by the Dutch astronomer Jacobus Kapteyn, born in Barneveld in 1851. It is "
                "thought to be an old star captured from a dwarf galaxy."
            ),
            S(
                "Edward Emerson Barnard: Born into poverty in Nashville, Tennessee, in 1857, "
                "Barnard left school as a boy to work in a photographer's studio and taught "
                "himself astronomy. At Lick Observatory in 1892 he found Amalthea, the fifth moon "
                "of Jupiter, and he later took wide-field photographs of the Milky Way."
            ),
            D(
                "Yerkes Observatory: Built by the University of Chicago at Williams Bay, "
                "Wisconsin, and paid for by the tycoon Charles Yerkes, the observatory opened in "
                "1897 with a telescope whose lens is 40 inches (102 cm) across, still the largest "
                "refractor used for research. The university closed it in 2018, and a private "
                "foundation took it over in 2020."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "What did Haast's eagle prey on?",
        "moa, the giant flightless birds of New Zealand",
        [
            D(
                "The Philippine eagle, one of the largest eagles alive at about 1 m long, was once "
                "called the monkey-eating eagle, though its main prey on Mindanao turned out to be "
                "the colugo, a gliding mammal. It became the country's national bird in 1995, and "
                "only a few hundred pairs are thought to survive."
            ),
            D(
                "The moa were nine species of flightless birds found only in New Zealand, the "
                "tallest reaching about 3.6 m with its neck stretched up. Within roughly a century "
                "or two of Polynesian settlers arriving around 1300, hunting and the burning of "
                "forests had wiped them all out, and their bones still turn up in swamps and "
                "caves."
            ),
            S(
                "Haast's eagle, which lived on New Zealand's South Island until about 600 years "
                "ago, was the largest eagle known, with females of up to about 15 kg and talons as "
                "long as a tiger's claws. It fed on moa, flightless birds many times its own "
                "weight, striking them at the pelvis and killing them with a blow to the head."
            ),
            D(
                "Julius von Haast, a German-born geologist who arrived in New Zealand in 1858, "
                "explored and mapped the Southern Alps, where a river, a pass and a town now bear "
                "his name. In 1867 he founded the Canterbury Museum in Christchurch, and in 1872 "
                "he described the bones of a huge extinct eagle found in a swamp."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "bullet ant sting pain how long",
        "up to about 24 hours, in throbbing waves",
        [
            D(
                "The tarantula hawk, a large wasp of the deserts of the American Southwest, "
                "paralyses tarantulas with its sting and drags them to a burrow to feed its larva. "
                "Its own sting is one of the most painful known to people, rated 4 on Justin "
                "Schmidt's scale, but the searing agony fades within about five minutes."
            ),
            S(
                "The bullet ant, Paraponera clavata, a black ant up to about 3 cm long of the "
                "lowland rainforests from Nicaragua to the Amazon, has a sting said to feel like "
                "being shot. The entomologist Justin Schmidt put it at the top of his pain index, "
                "and the throbbing, burning waves of pain can go on for up to 24 hours."
            ),
            D(
                "Among the Sater\u00e9-Maw\u00e9 people of the Brazilian Amazon, boys prove their "
                "manhood by wearing gloves woven of leaves with dozens of bullet ants fixed "
                "inside, the ants first stunned with a plant extract. Each boy keeps his hands in "
                "them for about ten minutes and must go through the rite many times, traditionally "
                "twenty."
            ),
            D(
                "Justin Schmidt, an American entomologist who worked at the Carl Hayden Bee "
                "Research Center in Tucson, was stung by more than 80 kinds of insects and rated "
                "each sting from 1 to 4. He set out his pain index in the 1980s, wrote a popular "
                "book, The Sting of the Wild, in 2016, and died in 2023 at the age of 75."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which reaches lower, the Qattara Depression or the Turpan Depression?",
        (
            "the Turpan Depression, about 154 m below sea level, against about 133 m for the "
            "Qattara Depression"
        ),
        [
            D(
                "The Dead Sea, shared by Jordan, Israel and the West Bank, has a shore about 430 m "
                "below sea level, the lowest dry land on Earth, and its surface is falling by "
                "about a metre a year as the Jordan River is drawn off for farms and towns "
                "upstream. Its water is almost ten times as salty as the ocean."
            ),
            S(
                "The Qattara Depression in north-western Egypt covers about 20,000 km\u00b2 of "
                "salt marsh and sand, and at its lowest point lies about 133 m below sea level, "
                "the second-lowest spot in Africa after Lake Assal in Djibouti. In the Second "
                "World War it guarded the southern end of the Allied line at El Alamein."
            ),
            S(
                "In the far west of China, in Xinjiang, the Turpan Depression sinks to about 154 m "
                "below sea level at the dried bed of Lake Aydingkol, the lowest point in the "
                "country. Ringed by mountains, it is also China's hottest place, and its vineyards "
                "are watered by ancient underground channels called karez."
            ),
            D(
                "Since the 1950s engineers have repeatedly proposed cutting a canal or tunnel from "
                "the Mediterranean to the Qattara Depression, at least 55 km away, so that "
                "seawater pouring in could drive turbines before it evaporated. One plan would "
                "have blasted the channel with nuclear explosives; none has been built."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which cancer drugs come from the Madagascar periwinkle?",
        "vinblastine and vincristine",
        [
            D(
                "The autumn crocus, Colchicum autumnale, a meadow plant of Europe whose pale "
                "purple flowers appear in autumn without leaves, contains colchicine, a poison "
                "that stops cells from dividing. Extracts of it have been used against gout since "
                "ancient times, and colchicine is still prescribed for gout attacks today."
            ),
            D(
                "The greater and lesser periwinkles, European trailing plants of the genus Vinca "
                "with blue-violet flowers, are grown as ground cover in shady gardens and have run "
                "wild in many countries. The lesser periwinkle contains vincamine, which has been "
                "sold in some countries as a drug to improve blood flow in the brain."
            ),
            S(
                "The Madagascar periwinkle, a small pink-flowered shrub now grown in gardens "
                "across the tropics, yields two alkaloids used against cancer, vinblastine and "
                "vincristine. Researchers at the University of Western Ontario and at Eli Lilly "
                "found them in the late 1950s while testing folk claims that it eased diabetes."
            ),
            D(
                "Madagascar is home to six of the world's eight species of baobab, and the Avenue "
                "of the Baobabs near Morondava, a dirt road lined by some two dozen trees up to 30 "
                "m tall and several hundred years old, is one of the best-known sights on the "
                "island. It was made a protected area in 2007."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do weaver ants build their nests?",
        (
            "workers pull living leaves together, forming chains across wide gaps, while others "
            "hold larvae whose silk glues the leaf edges together"
        ),
        [
            D(
                "The southern masked weaver of Africa is a bird, not an insect: each male knots "
                "and weaves strips of grass and reed into a hanging, kidney-shaped nest using only "
                "his beak and feet, and he may build many in one season. If a female inspects a "
                "nest and turns it down, he often tears it apart and starts again."
            ),
            D(
                "In a Chinese book on the plants of the south dated to about 304 AD, Ji Han "
                "described how fruit growers in Guangdong bought nests of yellow ants in bags to "
                "put in their orange trees, to keep other insects off the fruit. Weaver ants are "
                "still used this way against pests in citrus, cashew and mango orchards."
            ),
            D(
                "The common tailorbird of South and South-East Asia, a small warbler with a cocked "
                "tail, makes its nest by piercing holes along the edges of one or two large leaves "
                "with its sharp bill and drawing them together with threads of spider silk or "
                "plant fibre. Inside the cup it forms, it builds a soft lining of grass."
            ),
            S(
                "Weaver ants of the genus Oecophylla make their nests of living leaves in the "
                "treetops of Africa, Asia and Australia. Rows of workers grip the edge of one leaf "
                "and pull it towards another, linking into chains when the gap is too wide, while "
                "others hold larvae in their jaws and move them to and fro, so that their silk "
                "glues the edges."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why are the domes of the Bungle Bungle Range striped?",
        (
            "the orange bands are layers that dry out fast and are stained with iron oxide; the "
            "dark grey bands are layers that hold more moisture, where cyanobacteria grow"
        ),
        [
            D(
                "Wave Rock, near the small town of Hyden in Western Australia, is a granite cliff "
                "about 15 m high and 110 m long that curves over like a breaking wave. Its "
                "vertical streaks of grey, red and yellow come from rainwater running down the "
                "face and leaving behind minerals and algae."
            ),
            S(
                "The beehive-shaped sandstone domes of the Bungle Bungle Range in Western "
                "Australia wear horizontal bands of orange and dark grey. The orange layers dry "
                "out quickly after rain and are stained by iron oxide, while the grey layers hold "
                "more moisture and are coated by dark films of cyanobacteria."
            ),
            D(
                "The Bungle Bungle Range in Purnululu National Park, in Western Australia's "
                "Kimberley, was little known outside the region until a television crew filmed it "
                "in 1983. The park became a World Heritage Site in 2003, and visitors walk into "
                "narrow gorges such as Echidna Chasm and Cathedral Gorge."
            ),
            D(
                "Kata Tjuta, about 25 km west of Uluru in the Northern Territory, is a cluster of "
                "36 steep, rounded domes of conglomerate, a rock of pebbles and boulders cemented "
                "together by sand and mud. The tallest, Mount Olga, rises about 546 m above the "
                "plain, and many of its places are sacred to the Anangu."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is a sugar glider a flying squirrel",
        "No: it is a marsupial, a small possum, while flying squirrels are rodents",
        [
            D(
                "Flying squirrels, about 50 species of rodents found across North America, Europe "
                "and Asia, glide from tree to tree on a furry membrane stretched between their "
                "wrists and ankles, steering with their flattened tails. Most are active only at "
                "night, and the southern flying squirrel of eastern North America weighs less than "
                "100 g."
            ),
            D(
                "The feathertail glider of eastern Australia, a marsupial only about the size of a "
                "mouse, is the smallest gliding mammal in the world. Its tail is fringed on both "
                "sides with stiff hairs like a feather, which it uses to steer, and it can run up "
                "sheer glass thanks to tiny grooved pads on its feet."
            ),
            S(
                "The sugar glider of Australia and New Guinea is a small possum, a marsupial whose "
                "females raise their young in a pouch, and not a rodent at all. It looks and "
                "glides much like a flying squirrel, on furry skin stretched from its fifth finger "
                "to its first toe, but the likeness comes from convergent evolution."
            ),
            D(
                "Sugar gliders became popular exotic pets in the United States in the 1990s, and "
                "many are kept in pairs because they are very social. In the wild they live on "
                "tree sap, nectar and insects, and captive ones often suffer from poor diets; "
                "owners must be ready for animals that can live 12 to 15 years."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Into which sea does the river that flows past Mandalay empty?",
        "the Andaman Sea: Mandalay stands on the Irrawaddy",
        [
            S(
                "Mandalay, the second-largest city of Myanmar, lies on the east bank of the "
                "Irrawaddy River in the centre of the country. King Mindon founded it in 1857 as "
                "his new royal capital, and it remained the seat of the Burmese kings until "
                "British troops took the city and exiled King Thibaw in 1885."
            ),
            D(
                "The Salween, called the Thanlwin in Myanmar, rises on the Tibetan Plateau and "
                "runs about 2,800 km south through deep gorges in China and along the Thai border "
                "before reaching the Andaman Sea at Mawlamyine. Its main stream is one of the "
                "longest in Asia without a single large dam."
            ),
            D(
                "Mandalay Hill, about 240 m high, rises just north-east of the old palace walls, "
                "and pilgrims climb its covered stairways barefoot past temples and shrines to the "
                "summit pagoda. Below it, the Kuthodaw Pagoda holds 729 marble slabs carved with "
                "the Buddhist scriptures, often called the world's largest book."
            ),
            S(
                "The Irrawaddy, or Ayeyarwady, runs about 2,170 km from north to south through "
                "Myanmar and is the country's main highway for boats and barges. In its lower "
                "course it spreads into a broad delta of rice fields and mangroves and reaches the "
                "Andaman Sea through nine main mouths."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Where do bogong moths spend the summer?",
        "packed into cool caves and rock crevices high in the Australian Alps",
        [
            D(
                "Home > Travel > Victoria | At 1,986 m, Mount Bogong is the highest mountain in "
                "Victoria, a broad massif in the Alpine National Park with a bare summit ridge "
                "above the snow gums. Walkers usually climb it by the Staircase Spur from Mountain "
                "Creek, and storms on the exposed top have killed several hikers and skiers. | "
                "Share this"
            ),
            D(
                "Home > Nature > Mammals | The mountain pygmy possum, about the weight of a mouse, "
                "is the only Australian mammal confined to the alpine zone, and it hibernates "
                "under the snow for up to seven months of the year. Known only from fossils until "
                "1966, it was then found alive in a ski lodge on Mount Hotham. | Cookie policy"
            ),
            S(
                "Home > Nature > Insects | Each spring billions of bogong moths leave the plains "
                "of southern Queensland, New South Wales and Victoria and fly up to about 1,000 km "
                "to the Australian Alps. There they pack into cool caves and rock crevices near "
                "the summits, thousands to the square metre, and rest until autumn. | Share"
            ),
            D(
                "Home > Science > Navigation | In 2018 researchers showed that bogong moths flying "
                "at night in a flight simulator, with the landscape and Earth's magnetic field "
                "under their control, steer by combining the field with landmarks on the horizon, "
                "the first night-flying insect shown to do so. The species was listed as "
                "endangered in 2021. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "christmas island red crab migration month",
        "at the start of the wet season, usually October or November",
        [
            D(
                "Home > Travel > Kiribati | Kiritimati, also called Christmas Island, is the "
                "largest coral atoll in the world by land area, about 388 km\u00b2, and one of the "
                "first inhabited places to see each new year. James Cook landed there on Christmas "
                "Eve 1777, and Britain and the US tested nuclear bombs near it from 1957 to 1962. "
                "| Share this"
            ),
            D(
                "Home > Nature > Invasive species | Yellow crazy ants, brought to Christmas Island "
                "in the Indian Ocean by accident, formed huge supercolonies in the 1990s and "
                "killed an estimated 10 to 15 million red crabs by spraying them with formic acid. "
                "In 2016 a tiny Malaysian wasp was released to attack the scale insects that feed "
                "the ants. | Cookie policy"
            ),
            D(
                "Home > Nature > Crustaceans | The robber crab, or coconut crab, the largest "
                "land-living arthropod, can weigh 4 kg and span nearly 1 m from leg to leg. "
                "Christmas Island holds one of the densest populations left, and the crabs climb "
                "palms, crack coconuts with their huge claws and can live for more than 60 years. "
                "| Share"
            ),
            S(
                "Home > Nature > Crustaceans | On Christmas Island in the Indian Ocean, tens of "
                "millions of red crabs leave the forest for the coast when the first heavy rains "
                "of the wet season arrive, usually in October or November. The females release "
                "their eggs into the sea at the turn of the high tide just before dawn, and roads "
                "are closed for them. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which has more known moons, Haumea or Makemake?",
        "Haumea, with two (Hi\u02bbiaka and Namaka), against one for Makemake",
        [
            S(
                "Home > Space > Dwarf planets | Haumea, a dwarf planet beyond Neptune, spins once "
                "every 3.9 hours, so fast that it is stretched into the shape of a rugby ball some "
                "2,300 km long. It has two known moons, Hi\u02bbiaka and Namaka, named after "
                "daughters of the Hawaiian goddess Haumea, and a thin ring found in 2017. | Share "
                "this"
            ),
            D(
                "Home > Space > Dwarf planets | Eris, found in January 2005 on images taken in "
                "2003 at Palomar Observatory, is about 2,330 km across, almost exactly the size of "
                "Pluto but some 27% heavier. Its single known moon, Dysnomia, is named after a "
                "daughter of Eris, the Greek goddess of strife and discord. | Share"
            ),
            S(
                "Home > Space > Dwarf planets | Makemake, named after the creator god of the "
                "people of Easter Island, was discovered at Palomar Observatory in March 2005. "
                "About 1,430 km across and coated in frozen methane, it has just one known moon, a "
                "small, dark body seen in Hubble images in 2015. | Cookie policy"
            ),
            D(
                "Home > Space > Dwarf planets | Haumea's discovery caused a dispute: Mike Brown's "
                "team in California had been tracking it since late 2004, but a Spanish team led "
                "by Jos\u00e9 Luis Ortiz announced it first, in July 2005. The naming body "
                "recorded the Sierra Nevada Observatory in Spain as the place of discovery. | "
                "Share"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "Which countries does the Rub' al Khali extend into?",
        "Saudi Arabia, Oman, the United Arab Emirates and Yemen",
        [
            D(
                "Home > Travel > Oman | The Wahiba Sands, or Sharqiya Sands, cover about 12,500 "
                "km\u00b2 of eastern Oman with dunes up to 100 m high, running north to south and "
                "coloured from honey to deep orange. Bedouin families still herd camels there, and "
                "a Royal Geographical Society expedition studied the sands in the 1980s. | Share "
                "this"
            ),
            S(
                "Home > Nature > Deserts | The Rub' al Khali, or Empty Quarter, is the largest "
                "continuous sand desert on Earth, some 650,000 km\u00b2 of dunes, a few over 250 m "
                "high. Most of it lies in southern Saudi Arabia, and it spills over into Oman, the "
                "United Arab Emirates and Yemen. Wilfred Thesiger crossed it twice in the 1940s. | "
                "Share"
            ),
            D(
                "Home > Nature > Deserts | The Ad-Dahna, a narrow band of red sand dunes about "
                "1,300 km long but in places only a few dozen km wide, curves through central "
                "Saudi Arabia like a bow and links the An Nafud desert in the north to the Rub' al "
                "Khali in the south. Bedouin graze their herds on it in winter and spring. | "
                "Cookie policy"
            ),
            D(
                "Home > Science > Geology | Beneath dunes up to 300 m high in the eastern Rub' al "
                "Khali lies Shaybah, one of the world's largest oil fields, found in 1968. Saudi "
                "Aramco began pumping it only in 1998, after laying a long pipeline and building "
                "an airstrip across the sand to reach it. | Share this | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does an electric ray stun its prey?",
        (
            "it wraps its fins round the prey and fires two electric organs on either side of its "
            "head, stacks of flat cells like a battery, giving up to about 220 volts"
        ),
        [
            D(
                "Home > Nature > Fish | The electric eel of South America, really a knifefish, "
                "produces shocks of up to about 860 volts from three organs that fill most of its "
                "long body. It can also curl around a struggling fish to bring the two ends of its "
                "electric organs closer together, which concentrates the shock on its prey. | "
                "Share"
            ),
            S(
                "Home > Nature > Fish | An electric ray carries two kidney-shaped electric organs, "
                "one on each side of its head, made of columns of flat cells stacked like the "
                "cells of a battery. When a fish swims close, the ray pounces, wraps its broad "
                "fins around it and fires, up to about 220 volts in the Atlantic torpedo. | Share "
                "this"
            ),
            D(
                "Home > Science > Medicine | Around AD 46 the Roman physician Scribonius Largus "
                "told patients with headaches or gout to stand on a live torpedo ray on a wet "
                "beach until the aching part went numb. The ancient Greek name for the fish, "
                "narke, meaning numbness, is the root of the word narcotic. | Cookie policy"
            ),
            D(
                "Home > Nature > Fish | The electric catfish of tropical African rivers and the "
                "Nile can deliver shocks of up to about 350 volts from an electric organ that lies "
                "just under its skin and wraps most of its body, using them to stun small fish and "
                "to defend itself. Ancient Egyptians painted it on tomb walls. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do hammerhead sharks have such wide heads?",
        (
            "the wide head spreads out the eyes and the pores that sense electric fields, giving a "
            "wider view and letting the shark sweep the sea floor for buried prey such as "
            "stingrays"
        ),
        [
            D(
                "Home > Nature > Sharks | Scalloped hammerheads gather by day in schools of "
                "hundreds around seamounts and islands such as Cocos Island off Costa Rica and "
                "Darwin Island in the Gal\u00e1pagos, then scatter at night to hunt squid and fish "
                "alone. The species is critically endangered, largely because of the fin trade. | "
                "Share"
            ),
            D(
                "Home > Nature > Sharks | The bonnethead, one of the smallest hammerheads at about "
                "1 m, has a rounded, shovel-shaped head, and in 2018 scientists showed that it "
                "digests seagrass as well as crabs and shrimps, making it the first shark known to "
                "be an omnivore. It lives in warm coastal waters of the Americas. | Cookie policy"
            ),
            D(
                "Home > Nature > Sharks | A thresher shark's upper tail fin can be as long as the "
                "rest of its body. The shark swims into a school of sardines and then lashes the "
                "tail over its head like a whip, and in 2013 divers in the Philippines filmed it "
                "stunning several fish at once this way. | Share this | Newsletter"
            ),
            S(
                "Home > Nature > Sharks | The flattened, wing-like head of a hammerhead spreads "
                "its eyes far apart, giving it a wider view, and also spreads out the pores that "
                "sense faint electric fields. Sweeping its head over the sand like a metal "
                "detector, the great hammerhead can find stingrays hidden beneath it. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "are slow lorises venomous",
        (
            "Yes: they are the only known venomous primates, mixing a secretion from a gland on "
            "the upper arm with their saliva"
        ),
        [
            D(
                "Home > Nature > Primates | Slender lorises, which live in the forests of southern "
                "India and Sri Lanka, have huge round eyes, thin limbs and no tail, and they creep "
                "slowly along branches at night hunting insects. They are about 20 cm long and "
                "weigh under 350 g, and are sometimes caught for folk medicine. | Share"
            ),
            S(
                "Home > Nature > Primates | Slow lorises of South and South-East Asia are the only "
                "known venomous primates. A gland on the inside of each upper arm makes an oily "
                "secretion, which the loris licks and mixes with its saliva, so that its bite can "
                "cause severe pain and swelling and, rarely, deadly shock in people. | Share this"
            ),
            D(
                "Home > Nature > Wildlife trade | Videos of pet slow lorises being tickled spread "
                "online from 2009 and fed an illegal trade in which dealers often pull out the "
                "animals' front teeth. International trade in all slow lorises has been banned "
                "since 2007, yet they are still sold in markets across South-East Asia. | Cookie "
                "policy"
            ),
            D(
                "Home > Nature > Primates | In 2015 researchers reported that pygmy slow lorises "
                "in the forests of northern Vietnam let their body temperature fall in cold "
                "winters and stay torpid for up to 63 hours at a stretch, the first primates of "
                "Asia known to do so. They are about 25 cm long and weigh some 400 g. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country whose national animal is the markhor?",
        "Islamabad: the markhor is the national animal of Pakistan",
        [
            D(
                "Home > Nature > Mammals | The Siberian ibex, the largest of the ibexes, lives on "
                "steep slopes from Afghanistan and Pakistan to Mongolia and southern Siberia. "
                "Males carry thick, backswept horns ridged along the front that can exceed 1.3 m, "
                "and herds climb towards the snow line each summer. | Share"
            ),
            S(
                "Home > Nature > Mammals | The markhor, a wild goat of the mountains of Pakistan, "
                "Afghanistan and Central Asia, takes its name from a Persian word usually said to "
                "mean snake-eater. Males carry huge corkscrew horns up to about 1.6 m long, and "
                "the markhor is the national animal of Pakistan. | Share this"
            ),
            S(
                "Home > Travel > Pakistan | Islamabad, at the foot of the Margalla Hills in the "
                "north of Pakistan, was built in the 1960s as a new capital to replace Karachi, to "
                "a grid plan by the Greek architect Constantinos Doxiadis. Its landmark, the "
                "Faisal Mosque, was finished in 1986. | Cookie policy"
            ),
            D(
                "Home > Travel > Pakistan | Karachi, on the Arabian Sea coast, was the first seat "
                "of government after independence in 1947 and is still the largest city and "
                "busiest port, home to well over 15 million people. Muhammad Ali Jinnah, the "
                "founder of Pakistan, was born there in 1876 and is buried there. | Share"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Which monkey lives mainly on grass?",
        "the gelada of the Ethiopian Highlands",
        [
            D(
                "Q: What does the hamadryas baboon eat?\nA: Almost anything it can find in the dry "
                "hills of the Horn of Africa and south-western Arabia: grass seeds, roots, fruit, "
                "insects and now and then a small animal. It was sacred to the ancient Egyptians "
                "as an animal of Thoth, the god of wisdom and writing."
            ),
            S(
                "Gelada \u2013 fact sheet\n\u2022 Name: Theropithecus gelada, the only living "
                "primate that grazes\n\u2022 Where: high grasslands of the Ethiopian Highlands, "
                "about 1,800 to 4,400 m\n\u2022 Diet: grass blades, roots and seeds, up to about "
                "90% of what it eats\n\u2022 Nickname: bleeding-heart monkey, for a red patch on "
                "the chest"
            ),
            D(
                "Proboscis monkey \u2013 fact sheet\n\u2022 Where: mangroves and riverside forests "
                "of Borneo\n\u2022 Diet: mostly young leaves and unripe fruit, broken down by "
                "bacteria in a chambered stomach\n\u2022 Nose: the old male's can hang down over "
                "his mouth\n\u2022 Swimming: often crosses rivers, with partly webbed feet"
            ),
            D(
                "Q: What does the Ethiopian wolf eat?\nA: Mostly rodents, above all giant "
                "mole-rats, which it digs out or ambushes on the Afroalpine meadows of the "
                "Ethiopian Highlands, often walking among herds of grazing monkeys. Fewer than 500 "
                "of the wolves survive, making it Africa's rarest carnivore of the dog family."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "great banyan kolkata age",
        "more than 250 years",
        [
            D(
                "Thimmamma Marrimanu \u2013 fact sheet\n\u2022 What: a banyan tree in Anantapur "
                "district, Andhra Pradesh\n\u2022 Canopy: about 19,000 m\u00b2, listed in 1989 by "
                "Guinness World Records as the largest\n\u2022 Age: said to be about 550 "
                "years\n\u2022 Legend: grew where a widow named Thimmamma died on her husband's "
                "pyre"
            ),
            D(
                "Q: When was the botanic garden at Howrah founded?\nA: In 1787, by Robert Kyd, an "
                "army officer of the East India Company, who hoped to grow spices and other useful "
                "plants for trade. Renamed after J. C. Bose in 2009, the garden also houses the "
                "Central National Herbarium, with some 2.5 million specimens."
            ),
            D(
                "Q: Why is the banyan India's national tree?\nA: The banyan, Ficus benghalensis, "
                "stands for the country's unity and long life, since its aerial roots grow down "
                "into new trunks and one tree can spread for centuries. Villages have long met in "
                "its shade, and its name comes from the banias, traders who met under it."
            ),
            S(
                "Great Banyan \u2013 fact sheet\n\u2022 Where: Acharya Jagadish Chandra Bose "
                "Indian Botanic Garden, Howrah, near Kolkata\n\u2022 Age: more than 250 "
                "years\n\u2022 Roots: over 3,600 aerial roots that have grown into trunks\n\u2022 "
                "Main trunk: rotted after fungus and cyclone damage and was removed in 1925"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which grows taller, the kapok tree or the Brazil nut tree?",
        "the kapok tree, up to about 60-70 m, against about 50 m for the Brazil nut tree",
        [
            S(
                "Kapok tree \u2013 fact sheet\n\u2022 Name: Ceiba pentandra\n\u2022 Height: up to "
                "about 60 to 70 m, towering over the rainforest canopy\n\u2022 Range: tropical "
                "America and West Africa\n\u2022 Fibre: fluffy floss from the seed pods, once used "
                "to stuff life jackets\n\u2022 Sacred tree of the Maya"
            ),
            D(
                "Q: Who pollinates Brazil nut flowers?\nA: Mainly large bees, above all female "
                "orchid bees, strong enough to lift the coiled hood of the flower. Male orchid "
                "bees need scents from orchids to attract mates, so Brazil nut trees set few nuts "
                "in plantations cut off from the surrounding rainforest."
            ),
            S(
                "Brazil nut tree \u2013 fact sheet\n\u2022 Name: Bertholletia excelsa\n\u2022 "
                "Height: up to about 50 m, among the tallest trees of the Amazon\n\u2022 Fruit: a "
                "woody capsule like a coconut holding about 10 to 25 seeds\n\u2022 Seed dispersal: "
                "agoutis gnaw the capsules open and bury some of the seeds"
            ),
            D(
                "Q: Which is the tallest tropical tree known?\nA: A yellow meranti, Shorea "
                "faguetiana, in the Danum Valley of Sabah on Borneo, measured at about 100.8 m in "
                "2019 with a laser scanner and by a climber with a tape. It was named Menara, "
                "Malay for tower, and is taller than any other known flowering tree of the "
                "tropics."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Which countries does the Gran Chaco cover?",
        "Argentina, Paraguay and Bolivia, with a small part in Brazil",
        [
            D(
                "Q: Which countries share the Pantanal?\nA: Brazil, which holds most of it in the "
                "states of Mato Grosso and Mato Grosso do Sul, with smaller parts in Bolivia and "
                "Paraguay. The floodplain of the upper Paraguay River, around 170,000 km\u00b2, is "
                "the largest tropical wetland on Earth."
            ),
            D(
                "Q: What was the Chaco War?\nA: A war fought from 1932 to 1935 between Bolivia and "
                "Paraguay over the northern Chaco, which both believed held oil. About 100,000 "
                "soldiers died, many of thirst and disease, and Paraguay won most of the disputed "
                "land, with the border fixed by a treaty in 1938."
            ),
            S(
                "Gran Chaco \u2013 fact sheet\n\u2022 What: a hot, dry lowland plain of thorn "
                "scrub and dry forest, about 1 million km\u00b2\n\u2022 Countries: Argentina, "
                "Paraguay and Bolivia, with a small corner in Brazil\n\u2022 Name: from a Quechua "
                "word for a hunting ground\n\u2022 Threat: fast clearing for cattle and soy"
            ),
            D(
                "Chacoan peccary \u2013 fact sheet\n\u2022 Name: Catagonus wagneri, or "
                "tagu\u00e1\n\u2022 First known: from fossils, described in 1930\n\u2022 Found "
                "alive: in 1975, in the west of Paraguay, by Ralph Wetzel\n\u2022 Diet: largely "
                "cacti, whose spines it rubs off on the ground\n\u2022 Status: endangered"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does the oilbird find its way in the dark caves where it nests?",
        (
            "by echolocation: it makes sharp clicking calls, audible to people, and judges "
            "distances by their echoes"
        ),
        [
            S(
                "Q: How do oilbirds fly in pitch-dark caves?\nA: By echolocation. As they fly, "
                "oilbirds give sharp clicking calls, low enough for people to hear, and judge the "
                "distance of walls and ledges by the echoes. The clicks are too coarse to pick out "
                "small objects, so outside the caves at night they rely on their big eyes."
            ),
            D(
                "Q: How do cave swiftlets find their nests in the dark?\nA: Many of these small "
                "Asian birds give rattling clicks and steer by the echoes, a skill they evolved "
                "separately from bats. Some species build their nests almost entirely from "
                "hardened saliva, the main ingredient of bird's nest soup, sold at high prices."
            ),
            D(
                "Oilbird \u2013 fact sheet\n\u2022 Name: Steatornis caripensis, the only nocturnal "
                "bird that lives on fruit\n\u2022 Where: caves in northern South America and "
                "Trinidad\n\u2022 Food: fruit of palms and laurels, found partly by smell\n\u2022 "
                "Name origin: the fat chicks were once boiled down for oil used in lamps"
            ),
            D(
                "Q: Which bats do not echolocate?\nA: Most of the fruit bats and flying foxes of "
                "the Old World, which find fruit and flowers with big eyes and a keen sense of "
                "smell. The Egyptian fruit bat is an exception: it makes clicks with its tongue to "
                "find its way in the dark caves where it roosts in colonies."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do giant clams open their shells wide in sunlight?",
        (
            "to light the algae living in their mantle, which photosynthesise and pass much of the "
            "sugar they make to the clam"
        ),
        [
            D(
                "Q: Why do corals turn white in a heatwave?\nA: When the water stays too warm for "
                "weeks, corals expel the tiny algae that live in their tissues and give them most "
                "of their colour and food. The white skeleton shows through, and if the heat does "
                "not ease the coral may starve, as on the Great Barrier Reef in 2016."
            ),
            D(
                "Giant clam \u2013 fact sheet\n\u2022 Name: Tridacna gigas\n\u2022 Size: up to "
                "about 1.2 m across and more than 200 kg\n\u2022 Lifespan: 100 years or "
                "more\n\u2022 Myth: the man-eating clam that traps divers, though its shell closes "
                "far too slowly\n\u2022 Threats: hunted for meat and shells"
            ),
            S(
                "Q: Why do giant clams lie gaping open in the sun?\nA: To light up the algae that "
                "live in their fleshy mantle. These zooxanthellae photosynthesise and hand much of "
                "the sugar they make to the clam, so it feeds partly like a plant. Special cells "
                "in the mantle scatter sunlight deep into the tissue."
            ),
            D(
                "Q: What is the Pearl of Lao Tzu?\nA: A huge, lumpy pearl from a giant clam, about "
                "6.4 kg and 24 cm long, said to have been found by a diver off Palawan in the "
                "Philippines in 1934. Also called the Pearl of Allah, it has been valued at tens "
                "of millions of dollars, though experts doubt much of its story."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is a caecilian a snake",
        "No: caecilians are legless amphibians, related to frogs and salamanders",
        [
            D(
                "Q: Are blind snakes real snakes?\nA: Yes. The small, shiny blind snakes of warm "
                "countries are true snakes that spend their lives underground eating the larvae of "
                "ants and termites. The Brahminy blind snake, spread around the world in potted "
                "plants, is all female and lays eggs that need no father."
            ),
            S(
                "Caecilian \u2013 fact sheet\n\u2022 Class: amphibians, not reptiles, in the order "
                "Gymnophiona, related to frogs and salamanders\n\u2022 Species: about 220, in the "
                "wet tropics\n\u2022 Body: legless, ringed like an earthworm\n\u2022 Young: in "
                "some species they feed by peeling off their mother's skin"
            ),
            D(
                "Q: What are worm lizards?\nA: Amphisbaenians, about 200 species of burrowing "
                "reptiles, most with no legs, that look like earthworms with scales in rings. "
                "Their skin is so loosely attached that they can move forwards and backwards "
                "inside it, and a few Mexican species keep a pair of stubby front legs."
            ),
            D(
                "Q: Where do caecilians live?\nA: In damp soil, leaf litter and streams of the "
                "tropics of Central and South America, Africa and southern Asia, from Mexico to "
                "Argentina and from India to southern China. Most burrow and are rarely seen, and "
                "one Amazonian species, Atretochoana eiselti, has no lungs at all."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which nature reserve is the geyser valley that Tatyana Ustinova found in 1941?",
        "the Kronotsky Nature Reserve in eastern Kamchatka, Russia (the Valley of Geysers)",
        [
            D(
                "El Tatio \u2013 fact sheet\n\u2022 What: a geyser field at about 4,320 m in the "
                "Andes of northern Chile\n\u2022 Size: more than 80 geysers, the largest field in "
                "the southern hemisphere\n\u2022 Best seen: at dawn, when steam columns stand in "
                "the cold air\n\u2022 2009: a geothermal test well blew out, spouting steam for "
                "weeks"
            ),
            S(
                "Q: Who was Tatyana Ustinova?\nA: A Soviet geologist, born in 1913, who in April "
                "1941, with the local guide Anisifor Krupenin, followed a tributary of the "
                "Shumnaya River in eastern Kamchatka and came upon a gorge full of spouting hot "
                "water, which became known as the Valley of Geysers."
            ),
            D(
                "Klyuchevskaya Sopka \u2013 fact sheet\n\u2022 Height: about 4,750 m, the highest "
                "volcano in Eurasia\n\u2022 Where: central Kamchatka, Russia\n\u2022 Activity: "
                "among the most active volcanoes in the world, erupting every few years\n\u2022 "
                "First recorded ascent: 1788, by Daniel Gauss and two companions"
            ),
            S(
                "Valley of Geysers \u2013 fact sheet\n\u2022 Where: Kronotsky Nature Reserve, "
                "eastern Kamchatka, Russia\n\u2022 Size: about 90 geysers along a gorge some 6 km "
                "long, one of the largest fields on Earth\n\u2022 Disaster: on 3 June 2007 a "
                "mudflow buried part of the valley\n\u2022 Visits: by helicopter only"
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "When was the first pacemaker implanted in a patient?",
        "on 8 October 1958, at the Karolinska hospital in Stockholm (the patient was Arne Larsson)",
        [
            D(
                "The first pacemaker implanted in a patient in the United States was put in at a "
                "hospital in Buffalo, New York, in 1960. It was designed by the engineer Wilson "
                "Greatbatch, who later developed the long-lasting lithium iodide battery that "
                "powered most pacemakers from the 1970s onwards."
            ),
            D(
                "An artificial pacemaker sends small electrical pulses through a wire to the heart "
                "muscle whenever the heart's own rhythm is too slow or pauses. Modern ones weigh "
                "about 20 to 30 g and run for roughly 7 to 10 years on one battery, and the "
                "smallest can be implanted entirely inside the heart."
            ),
            S(
                "On 8 October 1958 the surgeon \u00c5ke Senning at the Karolinska hospital in "
                "Stockholm sewed a battery-driven device the size of an ice hockey puck, built by "
                "the engineer Rune Elmqvist, under the skin of Arne Larsson, whose heart beat "
                "dangerously slowly. No one before had carried such a device inside the body."
            ),
            D(
                "Rune Elmqvist, born in Lund in 1906, trained as a physician before turning to "
                "engineering at the Swedish company Elema-Sch\u00f6nander. Around 1950 he patented "
                "the Mingograf, a chart recorder that drew heart traces with a fine jet of ink, an "
                "early form of the ink-jet printer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "roche limit named after",
        "\u00c9douard Roche, the French astronomer who worked it out in 1848",
        [
            D(
                "The Roche lobe is the teardrop-shaped region around a star in a close pair within "
                "which gas is held by that star's gravity. When one star swells beyond its lobe, "
                "gas streams across to its companion, and such transfers feed novae and some kinds "
                "of supernova in double stars."
            ),
            S(
                "In 1848 the French astronomer \u00c9douard Roche of Montpellier calculated how "
                "close a moon held together only by its own gravity can come to its planet before "
                "the planet's tides tear it apart. That critical distance, about 2.4 times the "
                "planet's radius for a moon as dense as the planet, is called after him."
            ),
            D(
                "Saturn's rings lie mostly inside the Roche limit of the planet, where tidal "
                "forces stop the icy particles from gathering into a moon. One idea is that they "
                "are the remains of a moon or comet that strayed too close and was torn apart, and "
                "they may be only a few hundred million years old."
            ),
            D(
                "Comet Shoemaker-Levy 9 broke into about 21 pieces in July 1992 when it passed "
                "within the Roche limit of Jupiter, only some 40,000 km above the cloud tops. The "
                "fragments, strung out like pearls on a string, struck the planet one after "
                "another in July 1994, leaving dark scars larger than the Earth in its clouds."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is longer, the oesophagus or the trachea?",
        "the oesophagus, about 25 cm in an adult, against about 10 to 12 cm for the trachea",
        [
            S(
                "In an adult the oesophagus, the muscular tube that squeezes swallowed food down "
                "from the throat to the stomach, runs roughly 25 cm. It passes behind the windpipe "
                "and the heart and goes through the diaphragm, and rings of muscle at its top and "
                "bottom keep food and acid from coming back up."
            ),
            D(
                "The larynx, or voice box, sits at the top of the trachea, level with the third to "
                "sixth neck vertebrae. Its vocal folds are about 1.7 to 2.5 cm long in adult men "
                "and shorter in women, which is why men's voices are deeper, and a leaf-shaped "
                "flap, the epiglottis, covers its opening during swallowing."
            ),
            D(
                "The pharynx, the tube behind the nose and mouth shared by food and air, is about "
                "12 to 14 cm long in an adult. It has three parts, the nasopharynx, oropharynx and "
                "laryngopharynx, and ends where the oesophagus and the trachea go their separate "
                "ways, at the level of the sixth neck vertebra."
            ),
            S(
                "The windpipe, or trachea, runs from the voice box down into the chest for only "
                "about 10 to 12 cm before it forks into the two main bronchi. Some 16 to 20 "
                "C-shaped rings of cartilage hold it open, with their open side at the back, "
                "facing the gullet."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the two main types of melanin?",
        "eumelanin (brown to black) and pheomelanin (yellow to red)",
        [
            D(
                "Albinism is a group of inherited conditions in which the body makes little or no "
                "melanin, leaving very pale skin and hair and often poor eyesight. It affects "
                "roughly one person in 17,000 to 20,000 in Europe and North America, and is far "
                "more common in parts of sub-Saharan Africa, such as Tanzania."
            ),
            D(
                "Melanin is made in small bodies called melanosomes inside melanocytes, cells in "
                "the bottom layer of the epidermis. People of every skin colour have about the "
                "same number of melanocytes; what differs is how much melanin these cells make and "
                "how large the melanosomes they pass to nearby skin cells are."
            ),
            S(
                "The colour of human skin, hair and eyes comes from two chief pigments made by "
                "cells called melanocytes: eumelanin, which is brown to black, and pheomelanin, "
                "which is yellow to reddish. Dark hair is rich in the first and red hair in the "
                "second, which shields the skin from sunlight far less well."
            ),
            D(
                "Neuromelanin, a dark pigment found in the brain, gives the substantia nigra, the "
                "black substance of the midbrain, its colour. The nerve cells that hold it make "
                "dopamine, and in Parkinson's disease many of them die, so the region looks paler "
                "in slices of the brain examined after death."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do nudibranchs get their stinging cells?",
        (
            "by eating hydroids or sea anemones and storing the prey's unfired stinging cells in "
            "the tips of the finger-like cerata on their backs, for their own defence"
        ),
        [
            D(
                "Nudibranchs are sea slugs that lose their shells as larvae, and many species are "
                "brightly coloured to warn fish that they taste foul or are toxic. The name means "
                "naked gills, from the feathery gills many carry on their backs, and more than "
                "3,000 species are known, from every ocean."
            ),
            D(
                "Cnidarians such as jellyfish, corals and sea anemones are armed with stinging "
                "cells, each holding a coiled thread that fires out in a few millionths of a "
                "second when touched, often carrying venom. Some box jellyfish of northern "
                "Australia have millions of them and can kill a person within minutes."
            ),
            D(
                "Some sea slugs steal more than weapons: Elysia chlorotica, of salt marshes on the "
                "Atlantic coast of North America, keeps the chloroplasts of the alga it eats alive "
                "in its gut cells for months and can then live on sunlight for long spells, "
                "looking like a bright green leaf."
            ),
            S(
                "Aeolid nudibranchs such as Berghia, a sea slug that grazes on small sea anemones, "
                "eat their prey without setting off its tiny harpoons. The slug sorts the unfired "
                "capsules out of its gut and moves them to the tips of the finger-like cerata on "
                "its back, where they fire into the mouth of any fish that bites."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is deadly nightshade called belladonna?",
        (
            "belladonna is Italian for 'beautiful lady': women once dropped its juice into their "
            "eyes to widen the pupils, thought attractive"
        ),
        [
            S(
                "In Renaissance Italy, fashionable women are said to have dripped juice of the "
                "nightshade Atropa belladonna into their eyes to make the pupils large and dark, a "
                "look then thought alluring; hence the plant's second name, Italian for a "
                "beautiful woman. Its alkaloid atropine is still used to widen pupils."
            ),
            D(
                "Deadly nightshade, a bushy perennial of Europe and western Asia, has dull purple "
                "bell-shaped flowers and shiny black berries about the size of a cherry that taste "
                "sweet. As few as two to five berries can kill a child, and the whole plant "
                "contains the alkaloids atropine and scopolamine, which act on the nerves."
            ),
            D(
                "The genus name Atropa comes from Atropos, the one of the three Fates of Greek "
                "myth who cut the thread of each person's life, a fitting name for one of the most "
                "poisonous plants of Europe. Carl Linnaeus gave the plant its scientific name in "
                "1753, in his Species Plantarum."
            ),
            D(
                "Woody nightshade, or bittersweet, Solanum dulcamara, is a different, climbing "
                "plant, with purple flowers that have yellow centres and bright red berries that "
                "are mildly poisonous. It belongs to the same genus as the potato and the tomato, "
                "and is often mistaken for deadly nightshade."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do japanese macaques bathe in hot springs",
        "Yes: at Jigokudani in Nagano they soak in the hot pools in winter",
        [
            D(
                "Japanese macaques live farther north than any other primate apart from humans, in "
                "forests of Honshu, Shikoku and Kyushu, and in winter they grow thick coats and "
                "huddle in groups. They eat fruit, seeds, leaves and bark, and on the islet of "
                "Koshima some learned in the 1950s to wash sweet potatoes in the sea."
            ),
            S(
                "In the Jigokudani valley of Nagano, snow monkeys come down from the wooded slopes "
                "in winter and sit up to their shoulders in steaming volcanic pools, warming "
                "themselves while snow falls on their heads. A study in 2018 found that the soak "
                "lowers their stress hormones; the habit began around 1963."
            ),
            D(
                "The hot springs of Beppu on the Japanese island of Kyushu pour out more hot water "
                "than those of any other spa town in Japan, and its seven hells are pools too hot "
                "to bathe in, one milky blue, one blood red. Bathing in hot springs has been part "
                "of Japanese life for more than a thousand years."
            ),
            D(
                "Capybaras at some Japanese zoos, such as Izu Shaboten Zoo, have been given hot "
                "baths in winter since 1982, when a keeper noticed them enjoying a puddle of warm "
                "water left from cleaning. They now soak with yuzu fruit floating around them, and "
                "the baths draw large crowds of visitors."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Who shared the Nobel Prize with the chemist who discovered organomagnesium reagents?",
        "Paul Sabatier, who shared the 1912 Nobel Prize in Chemistry with Victor Grignard",
        [
            D(
                "Philippe Barbier, professor of chemistry at Lyon, found in 1899 that magnesium "
                "could join an alkyl halide to a ketone in a single flask, forming an alcohol. His "
                "student took up the reaction and split it into two steps, and the one-pot version "
                "is still known as the Barbier reaction."
            ),
            S(
                "In 1900, working at Lyon under Philippe Barbier, Victor Grignard found that "
                "magnesium metal stirred into an alkyl or aryl halide in dry ether gives compounds "
                "that build new carbon-carbon bonds with ease. The compounds, which bear his name, "
                "became some of the most useful tools of organic synthesis."
            ),
            D(
                "The Nobel Prize in Chemistry for 1913 went to the Swiss chemist Alfred Werner of "
                "Zurich for his theory of how metal atoms bond to the groups around them, and in "
                "1911 Marie Curie won it for the discovery of radium and polonium, her second "
                "Nobel after the physics prize of 1903."
            ),
            S(
                "The chemistry award from Stockholm for 1912 was split between two Frenchmen: "
                "Grignard, for his magnesium compounds, and Paul Sabatier of Toulouse, who showed "
                "that finely divided nickel speeds the addition of hydrogen to organic compounds, "
                "the route later used to harden vegetable oils."
            ),
        ],
        drop=1,
    ),
]
