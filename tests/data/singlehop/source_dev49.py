"""The fifty-first single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev47.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v38, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 300 characters and distractors 290; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who first made technetium?",
        "Carlo Perrier and Emilio Segr\u00e8, at the University of Palermo in 1937",
        [
            D(
                "Rhenium: Rhenium, element 75, was found in 1925 by Walter Noddack, Ida Tacke and "
                "Otto Berg in Berlin, in platinum ores and columbite. The same team claimed to "
                "have found element 43 as well and called it masurium, but nobody could repeat "
                "their result, and the claim is now generally rejected."
            ),
            S(
                "Technetium: Element 43 was the first element to be made artificially. In 1937 "
                "Carlo Perrier and Emilio Segr\u00e8 at the University of Palermo found it in a "
                "strip of molybdenum that had been bombarded with deuterons in Ernest Lawrence's "
                "cyclotron at Berkeley, and named it from the Greek for 'artificial'."
            ),
            D(
                "Astatine: Astatine, element 85, was made in 1940 at the University of California, "
                "Berkeley, by Dale Corson, Kenneth MacKenzie and Emilio Segr\u00e8, who bombarded "
                "bismuth with alpha particles. It is the rarest natural element in the Earth's "
                "crust; less than a gram of it exists at any moment."
            ),
            D(
                "Francium: Marguerite Perey of the Curie Institute in Paris found element 87 in "
                "1939 while purifying a sample of actinium, noticing radiation that did not belong "
                "to it. Francium, named after her country, was the last element to be discovered "
                "in nature rather than made in a laboratory."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "aletsch glacier length",
        "about 23 km, the longest glacier in the Alps",
        [
            D(
                "Jungfraujoch: The Jungfraujoch, a saddle at 3,466 m between the Jungfrau and the "
                "M\u00f6nch, sits at the head of the Aletsch ice. Its railway station at 3,454 m, "
                "opened in 1912, is the highest in Europe, and scientists at a research station on "
                "the ridge above have measured the air since 1931."
            ),
            D(
                "Gorner Glacier: The Gorner Glacier on the flanks of Monte Rosa, above Zermatt in "
                "Valais, is the second largest glacier system in the Alps, about 12 km long. A "
                "lake of meltwater forms on it in summer and often drains away suddenly, and the "
                "Gornergrat railway, opened in 1898, looks out over the ice from its summit "
                "station."
            ),
            S(
                "Great Aletsch Glacier: The Great Aletsch Glacier in the Bernese Alps of Valais, "
                "Switzerland, is the largest glacier in the Alps, about 23 km long and covering "
                "some 80 square km. Four ice streams meet at Konkordiaplatz, where the ice is "
                "about 900 m thick, and the glacier has been shrinking since the mid-1800s."
            ),
            D(
                "Rh\u00f4ne Glacier: The Rh\u00f4ne Glacier at the head of the Goms valley, near "
                "the Furka Pass, is the source of the river Rh\u00f4ne and just under 8 km long. "
                "Every year a tunnel is cut into its ice for visitors, and in recent summers parts "
                "of it have been wrapped in white blankets to slow the melting."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is larger, Novaya Zemlya or Svalbard?",
        "Novaya Zemlya, about 83,000 square km, against about 61,000 square km for Svalbard",
        [
            D(
                "Franz Josef Land: Franz Josef Land, some 190 islands in the Arctic Ocean north of "
                "Novaya Zemlya, covers about 16,000 square km, most of it under ice. "
                "Austro-Hungarian explorers found it in 1873 and named it after their emperor; "
                "Cape Fligely on Rudolf Island is often called the northernmost point of Europe."
            ),
            S(
                "Novaya Zemlya: Novaya Zemlya is a Russian archipelago between the Barents and "
                "Kara seas, made of two main islands split by the narrow Matochkin Shar strait. "
                "Together they cover about 83,000 square km. From 1955 to 1990 the Soviet Union "
                "tested nuclear weapons there, among them the Tsar Bomba in 1961."
            ),
            D(
                "Severnaya Zemlya: Severnaya Zemlya, an archipelago off the Taymyr Peninsula "
                "between the Kara and Laptev seas, covers about 37,000 square km, nearly half of "
                "it under ice caps. It was among the last large land areas on Earth to be mapped, "
                "by Georgy Ushakov and Nikolay Urvantsev from 1930 to 1932."
            ),
            S(
                "Svalbard: Svalbard, the Norwegian archipelago halfway between mainland Norway and "
                "the North Pole, covers about 61,000 square km, and more than half of it lies "
                "under glaciers. Spitsbergen is its largest island, and Longyearbyen, with about "
                "2,500 people, is its main town and the site of a global seed vault."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Which elements are named after the village of Ytterby?",
        "yttrium, ytterbium, terbium and erbium",
        [
            D(
                "Strontian: Strontian is a village on Loch Sunart in the Scottish Highlands, where "
                "lead mines opened in the 1720s. A mineral from the mines, strontianite, led Adair "
                "Crawford in 1790 to propose a new earth, and Humphry Davy isolated the metal "
                "strontium from it by electrolysis in 1808."
            ),
            D(
                "Berkeley: The University of California at Berkeley, where Glenn Seaborg and his "
                "colleagues made many of the elements heavier than uranium, is honoured twice on "
                "the periodic table. Element 97 was named berkelium after the city in 1949, and "
                "element 98 californium after the state and university in 1950."
            ),
            D(
                "Ytterby mine: The quarry at Ytterby was worked for quartz and for feldspar for "
                "porcelain makers until it closed in 1933. In 1989 the ASM International society "
                "put a plaque at its entrance, and the flooded pit and its spoil heaps are now a "
                "protected site that chemists visit from all over the world."
            ),
            S(
                "Ytterby: Ytterby is a village on the island of Resar\u00f6 in the Stockholm "
                "archipelago of Sweden. A feldspar quarry there yielded the black mineral "
                "gadolinite in 1787, from which chemists drew several rare earths; four elements "
                "are named after the village: yttrium, ytterbium, terbium and erbium."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a spitting cobra spit its venom?",
        (
            "muscles around its venom glands squeeze the venom out under pressure through a small "
            "forward-facing opening in each fang, as a jet aimed at an attacker's eyes"
        ),
        [
            D(
                "King cobra: The king cobra of South and Southeast Asia is the longest venomous "
                "snake, reaching more than 5 m. When alarmed it rears up a third of its body, "
                "spreads a narrow hood by stretching long ribs in its neck and growls by forcing "
                "air out of its lungs. It feeds mostly on other snakes."
            ),
            D(
                "Black mamba: The black mamba of eastern and southern Africa, named for the inky "
                "lining of its mouth, can grow to 4 m and move at about 15 km/h over short "
                "distances. It strikes repeatedly when cornered, and before antivenom became "
                "available its bite was almost always fatal to people."
            ),
            D(
                "Antivenom: To make antivenom, keepers milk snakes by letting them bite through a "
                "film stretched over a glass, sometimes pressing gently on the glands. Small doses "
                "of the venom are then injected into horses or sheep over several weeks, and the "
                "antibodies they make are purified from their blood and given to people who have "
                "been bitten."
            ),
            S(
                "Spitting cobra: Several African and Asian cobras can defend themselves from a "
                "distance. When threatened, the snake contracts the muscles around its venom "
                "glands, and the venom is forced out through a small, round opening on the front "
                "of each fang as a fine jet that can reach about 2 m, aimed at the attacker's eyes."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is heavy water heavier than ordinary water?",
        (
            "its hydrogen atoms are deuterium, whose nucleus holds a neutron as well as a proton, "
            "so each molecule weighs about 20 units instead of 18"
        ),
        [
            S(
                "Heavy water: In heavy water both hydrogen atoms of each molecule are deuterium, "
                "an isotope whose nucleus holds a neutron as well as a proton. That makes a "
                "molecule weigh about 20 atomic mass units instead of 18, so the liquid is about "
                "11 % denser than ordinary water. Harold Urey found deuterium in 1931."
            ),
            D(
                "Tritium: Tritium is the third and rarest isotope of hydrogen, with two neutrons "
                "beside its proton. It is radioactive, with a half-life of about 12.3 years, and "
                "is made in nuclear reactors; its faint beta radiation makes phosphor glow, so it "
                "lights exit signs and the dials of some watches."
            ),
            D(
                "Ice: Ice floats because it is less dense than the liquid it freezes from. As "
                "water freezes, hydrogen bonds lock its molecules into an open hexagonal lattice "
                "with more empty space, so ice is about 9 % lighter than the same volume of water, "
                "and lakes freeze from the top down."
            ),
            D(
                "CANDU reactor: The CANDU reactors built in Canada from the 1960s use heavy water "
                "to slow down the neutrons that keep the chain reaction going. Because heavy water "
                "absorbs fewer neutrons than ordinary water, they can burn natural uranium without "
                "enriching it first, and they can be refuelled while still running at full power."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is the flying fox a fox",
        "no, it is a large fruit bat of the genus Pteropus",
        [
            D(
                "Red fox: The red fox is the most widespread wild carnivore on Earth, found across "
                "North America, Europe, Asia and North Africa and brought to Australia in the "
                "1800s for hunting. A member of the dog family, it usually weighs 4 to 8 kg, hunts "
                "rodents by pouncing high and buries food it cannot eat."
            ),
            D(
                "Flying squirrel: Flying squirrels cannot really fly. They leap from high branches "
                "and glide on a furry membrane stretched between their front and hind legs, "
                "steering with their tails; the southern flying squirrel of eastern North America "
                "weighs only about 60 g and lands upright on a trunk."
            ),
            D(
                "Bat-eared fox: The bat-eared fox of the African savanna is a true member of the "
                "dog family despite its name. Its ears, about 13 cm long, pick up the sound of "
                "termites and beetle larvae moving underground, and with up to 50 small teeth it "
                "has more teeth than almost any other land mammal."
            ),
            S(
                "Flying fox: Flying foxes are not foxes but bats, the largest in the world, named "
                "for their fox-like faces. The roughly 60 species of the genus Pteropus live from "
                "Madagascar to Australia and the Pacific islands and eat fruit, nectar and pollen, "
                "and the biggest have wings spanning about 1.5 m."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where the Tsingy de Bemaraha is?",
        "Antananarivo (the Tsingy de Bemaraha is in western Madagascar)",
        [
            D(
                "Stone Forest: The Stone Forest, or Shilin, in Yunnan province, China, is a field "
                "of grey limestone pillars, many of them over 20 m high, spread over some 350 "
                "square km. It lies south-east of Kunming, the provincial capital, and became part "
                "of the South China Karst World Heritage Site in 2007."
            ),
            S(
                "Tsingy de Bemaraha: The Tsingy de Bemaraha in western Madagascar is a maze of "
                "razor-sharp limestone pinnacles, many taller than a house, cut by rainwater over "
                "millions of years. The name means roughly 'where one cannot walk barefoot'. The "
                "reserve became a UNESCO World Heritage Site in 1990."
            ),
            S(
                "Antananarivo: Antananarivo, the capital of Madagascar, spreads over hills in the "
                "central highlands at about 1,280 m. Founded around 1610 as a royal town of the "
                "Merina kings, whose Rova palace crowns its highest hill, it is the island's "
                "largest city, with well over a million people."
            ),
            D(
                "Madagascar: Madagascar, the fourth largest island on Earth at about 587,000 "
                "square km, broke away from India some 88 million years ago. Its wildlife has "
                "evolved alone since then: about nine in ten of its plant and animal species live "
                "nowhere else, among them more than 100 kinds of lemur."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who first saw spectral lines split by a magnetic field?",
        "Pieter Zeeman, at Leiden in 1896",
        [
            D(
                "The German physicist Johannes Stark showed in 1913 that a strong electric field "
                "splits the spectral lines of hydrogen into several components, an effect found "
                "independently the same year by Antonino Lo Surdo in Italy. The discovery earned "
                "Stark the 1919 Nobel Prize in Physics."
            ),
            D(
                "In 1845 Michael Faraday found that a magnetic field can act on light. Passing "
                "polarised light through a block of heavy lead glass placed between the poles of a "
                "strong electromagnet, he saw its plane of polarisation turn, the first sign that "
                "light and magnetism are linked, decades before Maxwell showed that light is an "
                "electromagnetic wave."
            ),
            S(
                "In 1896 the Dutch physicist Pieter Zeeman, working at Leiden, put a sodium flame "
                "between the poles of a strong electromagnet and saw its spectral lines widen, and "
                "with finer instruments split into several. Hendrik Lorentz explained this by "
                "electrons moving in the atoms; the two shared the 1902 Nobel Prize in Physics."
            ),
            D(
                "Working as an optician in Munich, Joseph von Fraunhofer spread sunlight through "
                "fine prisms of his own making in 1814 and mapped some 570 dark lines crossing its "
                "spectrum. The strongest he labelled with letters from A to K, names still used "
                "today; he died in 1826, aged only 39."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who invented aerogel",
        "Samuel Stephens Kistler, who described it in 1931",
        [
            D(
                "The NASA probe Stardust, launched in 1999, caught dust from the comet Wild 2 in "
                "2004 in a collector of silica aerogel blocks, in which the particles slowed down "
                "and stopped without melting. Its capsule landed in the Utah desert in January "
                "2006, and the grains are still being studied."
            ),
            S(
                "Aerogel was first made by the American chemist Samuel Stephens Kistler, who "
                "described it in 1931. He had a bet with his colleague Charles Learned over "
                "whether the liquid in a jelly could be swapped for gas without the jelly "
                "shrinking, and he won it by drying silica gel under high pressure and heat."
            ),
            D(
                "Silica gel was patented in 1919 by Walter Patrick, a chemist at Johns Hopkins "
                "University, and during the First World War it had been used in gas masks to trap "
                "poison vapours. Today small paper packets of its glassy beads are put in shoe "
                "boxes and pill bottles to soak up damp."
            ),
            D(
                "Aerographite, a foam of hollow carbon tubes, was made in 2012 by materials "
                "scientists at Kiel University and the Hamburg University of Technology. Weighing "
                "only about 0.2 mg per cubic centimetre, it was then the lightest solid ever made, "
                "some 75 times lighter than polystyrene foam."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is heavier, a bilby or a numbat?",
        "the bilby: males weigh 1 to 2.5 kg, while a numbat weighs only about 300 to 700 g",
        [
            S(
                "The numbat of south-western Australia is a small marsupial with a striped back "
                "and a bushy tail, weighing only about 300 to 700 g. It hunts by day, licking up "
                "as many as 20,000 termites a day with a sticky tongue about 10 cm long, and it is "
                "the animal emblem of Western Australia."
            ),
            D(
                "The quokka, a small wallaby of Rottnest Island and the south-west corner of "
                "Western Australia, weighs 2.5 to 5 kg and is famous for its smiling face in "
                "tourist selfies. The Dutch sailor Willem de Vlamingh took the animals for giant "
                "rats and in 1696 named the island rat's nest; some 10,000 live there today."
            ),
            D(
                "Numbats once lived right across southern Australia, but foxes and feral cats "
                "brought them close to extinction, and by the 1980s only two small groups were "
                "left, in woodlands of the far south-west. Breeding at Perth Zoo since 1993 and "
                "fox baiting have helped them return to several fenced reserves."
            ),
            S(
                "The greater bilby, a burrowing marsupial of Australia's deserts with long "
                "rabbit-like ears and a silky grey coat, is much heftier than most of its small "
                "neighbours: males weigh between 1 and 2.5 kg and females up to about 1.1 kg. "
                "Chocolate bilbies are sold at Easter in Australia instead of bunnies."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries border the Strait of Hormuz?",
        "Iran on the north side and Oman, through its Musandam exclave, on the south",
        [
            D(
                "The Bab-el-Mandeb strait, about 26 km wide at its narrowest, links the Red Sea "
                "with the Gulf of Aden. Yemen lies on its Arabian side, and Djibouti and Eritrea "
                "face it from Africa; its name means the gate of grief in Arabic, after the "
                "dangers it held for sailors. The island of Perim sits in its narrowest part."
            ),
            D(
                "The Strait of Malacca runs for about 800 km between the Malay Peninsula and the "
                "Indonesian island of Sumatra, and at its southern end Singapore stands over the "
                "narrow Phillips Channel. Some 90,000 ships pass through it every year, many "
                "carrying oil to China and Japan."
            ),
            D(
                "The Strait of Tiran, between Egypt's Sinai Peninsula and Saudi Arabia, is the "
                "only way out of the Gulf of Aqaba to the Red Sea. Coral reefs make its shipping "
                "lane narrow, and Egypt's closing of the strait to Israeli ships in May 1967 "
                "helped bring on the Six-Day War."
            ),
            S(
                "The Strait of Hormuz joins the Persian Gulf to the Gulf of Oman. Iran lies along "
                "its northern shore, while the southern shore belongs to Oman's Musandam "
                "Peninsula, an exclave cut off from the rest of the country by the United Arab "
                "Emirates. At its narrowest the channel is about 39 km wide."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a cone snail catch fish?",
        (
            "it fires a hollow, harpoon-like tooth from its proboscis into the fish, pumps in "
            "venom that paralyses it within seconds, and swallows it whole"
        ),
        [
            D(
                "The archerfish of mangrove swamps in Asia and Australia knocks insects off leaves "
                "above the water by spitting jets of water at them. It presses its tongue against "
                "a groove in the roof of its mouth to form a tube, aims from below, and can hit "
                "prey up to about 2 m away."
            ),
            S(
                "A fish-hunting cone snail lies buried in the sand until prey swims near, then "
                "extends a long proboscis and fires a hollow, harpoon-shaped tooth into it. Venom "
                "pumped through the tooth paralyses the fish within a second or two, and the snail "
                "draws it in and swallows it whole through its stretchy mouth."
            ),
            D(
                "A pistol shrimp snaps shut an oversized claw so fast that it shoots out a jet of "
                "water and forms a bubble that collapses with a loud crack and a flash of heat. "
                "The shock wave stuns or kills small fish and crabs nearby, and colonies of the "
                "shrimps are loud enough to disturb sonar."
            ),
            D(
                "Ziconotide, a painkiller approved in the United States in 2004, is a copy of a "
                "toxin from the magician's cone, a snail of the Indo-Pacific. Dripped into the "
                "fluid around the spinal cord, it blocks the nerve signals of severe chronic pain "
                "and, unlike morphine, is not addictive, though it must be given by a pump."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why does ferrofluid form spikes",
        (
            "near a magnet its tiny magnetic grains are pulled along the field lines and drag the "
            "liquid with them, so the surface rises into peaks until gravity and surface tension "
            "balance the pull"
        ),
        [
            D(
                "Magnetorheological fluid holds iron particles a few micrometres across, a hundred "
                "times larger than those in ferrofluid. In a magnetic field they link up in chains "
                "and the fluid thickens almost to a solid within milliseconds, which is why it is "
                "used in shock absorbers that stiffen on demand in the suspension of some sports "
                "cars and trucks."
            ),
            D(
                "Ferrofluid was invented at NASA in 1963 by the engineer Steve Papell, who wanted "
                "a way to move rocket fuel towards the pump in the weightlessness of space with a "
                "magnet. The fuel idea was dropped, but the liquid now seals spinning shafts and "
                "cools the coils of loudspeakers."
            ),
            D(
                "Iron filings sprinkled on a sheet of paper laid over a bar magnet line up into "
                "curved lines that run from one pole to the other, because each sliver becomes a "
                "tiny magnet and turns along the field. Michael Faraday used such patterns in the "
                "1830s to picture what he called lines of force."
            ),
            S(
                "Ferrofluid is an oil in which countless magnetite grains, each about 10 "
                "nanometres wide and coated with soap-like molecules, float freely. Near a magnet "
                "the grains are drawn along the field lines and drag the liquid with them, so its "
                "surface breaks into a pattern of peaks, until gravity and surface tension balance "
                "the pull."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Can the wood frog survive being frozen?",
        (
            "yes: up to about two-thirds of its body water turns to ice in winter, and it thaws "
            "out alive in spring"
        ),
        [
            D(
                "The Arctic ground squirrel hibernates for up to eight months a year in burrows in "
                "Alaska and northern Canada, and its body temperature can fall to about \u22123 "
                "\u00b0C, the lowest known in a living mammal. Its blood does not freeze, however: "
                "it stays supercooled, liquid below its freezing point, for up to three weeks at a "
                "time."
            ),
            S(
                "The wood frog of North America, which ranges north beyond the Arctic Circle in "
                "Alaska, survives winter frozen solid. As much as two-thirds of the water in its "
                "body turns to ice and its heart stops, but its liver floods its cells with "
                "glucose, which keeps them from freezing, and in spring it thaws and hops away."
            ),
            D(
                "Wood frogs are among the first frogs to breed in spring, gathering in shallow "
                "woodland ponds while ice still rims the water. The males give a chorus that "
                "sounds like ducks quacking, and each female lays a mass of a thousand or more "
                "eggs, which hatch within a few weeks."
            ),
            D(
                "Antarctic icefish live in water at about \u22122 \u00b0C around Antarctica. Their "
                "blood holds no red cells and no haemoglobin, so it looks clear, and proteins in "
                "their bodies keep ice crystals from growing; the oxygen they need simply "
                "dissolves in their blood from the cold sea."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is unusual about the water of the lake that the Ili River flows into?",
        "Lake Balkhash is almost fresh in its western part and salty in its eastern part",
        [
            S(
                "The Ili River rises in the Tian Shan mountains of Xinjiang in China and flows "
                "west into Kazakhstan, where a dam has held back the Kapchagay reservoir since "
                "1970. After about 1,400 km it spreads into a wide delta of reeds and channels and "
                "ends in Lake Balkhash, which it supplies with most of its water."
            ),
            D(
                "Issyk-Kul in the Tian Shan of Kyrgyzstan is one of the largest mountain lakes on "
                "Earth, lying at 1,607 m and reaching 668 m deep. Though winters there are "
                "bitterly cold it never freezes, because its water is slightly salty and holds "
                "great stores of summer heat; its name means warm lake, and the Soviet navy once "
                "tested torpedoes in its deep water."
            ),
            D(
                "The Irtysh rises in the Altai mountains of China and flows into Kazakhstan, where "
                "it passes through Lake Zaysan before turning north into Russia. There, after "
                "about 4,250 km, it joins the Ob near Khanty-Mansiysk, and the two together form "
                "one of the longest river systems in Asia."
            ),
            S(
                "Lake Balkhash in south-eastern Kazakhstan is split by a narrow strait into two "
                "halves of very different water. The western part, fed by the Ili, is almost "
                "fresh, while the eastern part, where few rivers arrive and the sun evaporates "
                "much of it, is salty. The lake is about 600 km long but only 26 m deep."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Where is the Eisriesenwelt?",
        (
            "in the Tennengebirge range above the village of Werfen, about 40 km south of the city "
            "of Salzburg, in Austria"
        ),
        [
            D(
                "Home > Travel > Austria | Dachstein Giant Ice Cave | Above the village of "
                "Obertraun on the Hallst\u00e4tter See, in Upper Austria, a cable car climbs to "
                "the Dachstein Giant Ice Cave, where frozen waterfalls and halls of ice are lit "
                "for visitors. Tours have run since 1912. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Caves | Visiting the Eisriesenwelt | Tours last about 75 minutes "
                "and climb some 700 steps up and as many down, by the light of carbide lamps, in "
                "air near 0 \u00b0C even in August. The cave is open from May to October, and "
                "taking photographs inside is not allowed. Share this | Cookie policy"
            ),
            S(
                "Home > Travel > Austria | Eisriesenwelt, the world of the ice giants | The "
                "Eisriesenwelt lies high in the Tennengebirge range above the village of Werfen, "
                "about 40 km south of the city of Salzburg. Some 42 km of passages run into the "
                "limestone, the longest known ice cave in the world. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Romania | Sc\u0103ri\u0219oara Ice Cave | In the Apuseni "
                "Mountains of Romania, the Sc\u0103ri\u0219oara cave holds a block of ice of some "
                "100,000 cubic metres, one of the largest underground glaciers known. Cores "
                "drilled in it show that its oldest layers formed over 10,000 years ago. Share "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "carlsbad caverns which state",
        "New Mexico: the caverns are in the Guadalupe Mountains in the south-east of the state",
        [
            D(
                "Home > Parks > Southeast | Mammoth Cave National Park | Beneath the hills of "
                "central Kentucky, Mammoth Cave is the longest known cave system in the world, "
                "with more than 680 km of mapped passages. Guides have led visitors through it "
                "since the early 1800s, and it became a national park in 1941. Share | Print"
            ),
            D(
                "Home > Places > California | Carlsbad by the sea | The coastal city of Carlsbad, "
                "in San Diego County, took its name in the 1880s from the spa town of Karlsbad in "
                "Bohemia, after a well there gave water much like its famous springs. Today it is "
                "known for its flower fields and beaches. Share | Print"
            ),
            D(
                "Home > Parks > Southwest | The bat flight | Every evening from late May to "
                "October, a swirling cloud of Brazilian free-tailed bats pours out of the natural "
                "entrance of Carlsbad Cavern to hunt moths, several hundred thousand of them in "
                "late summer. Rangers give talks at the amphitheatre. Share | Print"
            ),
            S(
                "Home > Parks > Southwest | Carlsbad Caverns National Park | In the Guadalupe "
                "Mountains of south-eastern New Mexico, some 120 known caves wind through an "
                "ancient fossil reef. The Big Room, about 1.2 km long, is one of the largest cave "
                "chambers in North America. A national park since 1930. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "rub al khali vs taklamakan which is bigger",
        "the Rub' al Khali, about 650,000 square km, against about 337,000 for the Taklamakan",
        [
            S(
                "Home > Nature > Deserts | The Empty Quarter | The Rub' al Khali covers about "
                "650,000 square km of the southern Arabian Peninsula, across Saudi Arabia, Oman, "
                "the United Arab Emirates and Yemen, the largest unbroken sand sea on Earth. Its "
                "dunes rise to 250 m. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Deserts | Gobi at a glance | The Gobi stretches across southern "
                "Mongolia and northern China for about 1.3 million square km, much of it bare rock "
                "and gravel rather than sand. An expedition led by Roy Chapman Andrews found the "
                "first known dinosaur eggs there in 1923. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Deserts | The Karakum | The Karakum, or black sand, covers about "
                "350,000 square km, some 70 % of Turkmenistan. In its middle the Darvaza gas "
                "crater has burned since it was set alight, probably in 1971, and the Karakum "
                "Canal carries water across it. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Deserts | Sea of sand in the Tarim Basin | The Taklamakan of "
                "Xinjiang, in western China, spreads over about 337,000 square km between the "
                "Kunlun and the Tian Shan, and some 85 % of it is shifting dunes. Highways built "
                "since 1995 cross it. Share this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What are the symptoms of lead poisoning in children?",
        (
            "often none at first; then tummy pain, constipation, tiredness, irritability, poor "
            "appetite and weight loss, and trouble learning or paying attention"
        ),
        [
            D(
                "Home > Health > Poisons | Mercury poisoning | Eating fish rich in methylmercury "
                "over years can cause trembling hands, numbness, poor memory and blurred vision. "
                "The disease is named after Minamata in Japan, where a chemical factory poisoned "
                "the bay from the 1930s to 1968. Was this page helpful? | Share"
            ),
            D(
                "Home > Health > Children | Where does lead come from? | The main source for "
                "children is old house paint: the US banned it in homes in 1978, but flakes and "
                "dust remain in older houses. Soil near busy roads, old water pipes and some "
                "imported toys can also hold lead. Was this page helpful? | Share"
            ),
            S(
                "Home > Health > Children | Lead poisoning: signs to watch for | Most children "
                "show no signs at first. As lead builds up, look for tummy pain, constipation, "
                "tiredness, irritability, poor appetite and weight loss, and trouble learning or "
                "paying attention. Ask your doctor about a blood test. Was this page helpful? | "
                "Share"
            ),
            D(
                "Home > Health > Children | Iron deficiency anaemia | A child short of iron may "
                "look pale and be tired, grumpy and short of breath, with cold hands and feet and "
                "a poor appetite; some crave ice or soil, a habit called pica. Red meat, beans, "
                "lentils, dark green vegetables and fortified cereals help. Was this page helpful? "
                "| Share"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does the glass frog make itself see-through?",
        (
            "while it rests it packs nearly 90 % of its red blood cells into its liver, out of "
            "circulation, which makes it two to three times more transparent"
        ),
        [
            D(
                "Home > Animals > Fish | Glass catfish | The glass catfish of Thai rivers is "
                "see-through because it has no scales and almost no pigment in its skin and "
                "muscle, so its spine and organs show clearly. It swims in schools in mid-water "
                "and is popular in home aquariums, where it should be kept in groups of five or "
                "more. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Reptiles | How chameleons change colour | Panther chameleons "
                "shift colour by tightening or relaxing a lattice of tiny guanine crystals in "
                "their skin cells, which changes the light the skin reflects. A team at the "
                "University of Geneva showed this in 2015. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Amphibians | Devoted fathers | In many glass frog species the "
                "male guards clutches of eggs laid on leaves above streams for days or weeks, "
                "fending off wasps and keeping the eggs moist. When the tadpoles hatch they drop "
                "into the water below. Share this | Cookie policy"
            ),
            S(
                "Home > Animals > Amphibians | The vanishing trick | Resting by day under leaves "
                "in Central and South American forests, a glass frog hides nearly 90 % of its red "
                "blood cells in its liver, behind a mirror-like coating, and becomes two to three "
                "times more transparent. Scientists reported it in 2022. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the rim of the Champagne Pool orange?",
        (
            "it is coated with orpiment and stibnite, sulphides of arsenic and antimony that "
            "settle out of the spring's water"
        ),
        [
            D(
                "Home > Travel > USA | Grand Prismatic Spring | Yellowstone's largest hot spring "
                "gets its rings of orange, yellow and green from mats of heat-loving bacteria and "
                "archaea, each kind living in the band of water temperature it likes best, around "
                "a deep blue centre some 50 m deep. Share | Print"
            ),
            S(
                "Home > Travel > New Zealand | Champagne Pool | The hot spring at Wai-O-Tapu, near "
                "Rotorua, gets its bright orange rim from deposits of orpiment and stibnite, "
                "sulphides of arsenic and antimony that settle out of its water at the edge. The "
                "pool formed about 900 years ago. Share | Print"
            ),
            D(
                "Home > Travel > New Zealand | Why Champagne? | The spring at Wai-O-Tapu is named "
                "for the stream of carbon dioxide bubbles that rises through it like fizz in a "
                "glass. It is about 65 m across and 62 m deep, and its water stays at about 74 "
                "\u00b0C. Share | Print"
            ),
            D(
                "Home > Travel > New Zealand | Lady Knox Geyser | Every morning at 10.15 a guide "
                "pours soap into the Lady Knox Geyser at Wai-O-Tapu, breaking the surface tension "
                "so that it erupts up to 20 m. Prisoners found the trick in 1901 when they washed "
                "their clothes in it. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the Siachen Glacier the longest glacier outside the polar regions?",
        "no: at about 76 km it is the second longest, after the Fedchenko Glacier in Tajikistan",
        [
            D(
                "Home > Places > Asia | Baltoro Glacier | The Baltoro, about 63 km long, flows "
                "through Pakistan's Karakoram past four peaks over 8,000 m, among them K2. "
                "Trekkers walk up it for about a week to reach Concordia, where its main branches "
                "meet below the Gasherbrums. Share this | Cookie policy"
            ),
            D(
                "Home > Places > Asia | Siachen: the name | In the Balti language Siachen means "
                "roughly the place of wild roses, after the flowers that grow near its snout. "
                "Since 1984 Indian and Pakistani troops have faced each other nearby, on the "
                "highest battlefield on Earth, where some army posts stand above 6,000 m. Share "
                "this | Cookie policy"
            ),
            S(
                "Home > Places > Asia | Siachen Glacier | Stretching about 76 km through the "
                "eastern Karakoram, the Siachen is the longest glacier in that range but only the "
                "second longest outside the polar regions, a little shorter than the Fedchenko in "
                "Tajikistan. Its meltwater feeds the Nubra River. Share this | Cookie policy"
            ),
            D(
                "Home > Places > Asia | Biafo and Hispar | The Biafo Glacier, about 67 km long, "
                "meets the Hispar Glacier at the Hispar La pass at more than 5,100 m, and together "
                "they make a route of some 100 km over ice, one of the great treks of the "
                "Karakoram. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the administrative centre of the Russian region that Wrangel Island belongs to?",
        "Anadyr (Wrangel Island is part of the Chukotka Autonomous Okrug)",
        [
            D(
                "Home > Nature > Arctic | New Siberian Islands | The New Siberian Islands between "
                "the Laptev and East Siberian seas belong to the Sakha Republic, whose capital is "
                "Yakutsk. Their frozen soil is so full of mammoth bones and tusks that ivory "
                "hunters have dug there since the 1700s. Share this | Cookie policy"
            ),
            S(
                "Home > Nature > Arctic | Wrangel Island | This island of about 7,600 square km "
                "between the East Siberian and Chukchi seas belongs to Russia's Chukotka "
                "Autonomous Okrug. Woolly mammoths survived on it until about 4,000 years ago, and "
                "polar bears den there in great numbers. Share this | Cookie policy"
            ),
            D(
                "Home > Places > Russia | Kamchatka Krai | The peninsula south of Chukotka has "
                "about 300 volcanoes, some 30 of them active, and Klyuchevskaya Sopka rises to "
                "about 4,750 m. The region's capital, Petropavlovsk-Kamchatsky, cannot be reached "
                "by road from the rest of Russia. Share this | Cookie policy"
            ),
            S(
                "Home > Places > Russia | Chukotka at a glance | Russia's most north-easterly "
                "region faces Alaska across the Bering Strait and is home to only about 50,000 "
                "people, many of them Chukchi. Its administrative centre is Anadyr, a port of "
                "about 15,000 at the mouth of the Anadyr River. Share this | Cookie policy"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Which chromosome carries the gene for Huntington's disease?",
        "chromosome 4 (the HTT gene)",
        [
            D(
                "Q: What causes Down syndrome? A: In most cases a baby has three copies of "
                "chromosome 21 instead of two, usually because an egg or sperm cell divided "
                "unevenly. It happens in about 1 in 700 births in the US, and the chance rises "
                "with the mother's age; J\u00e9r\u00f4me Lejeune found the extra chromosome in "
                "1959."
            ),
            S(
                "Q: What causes Huntington's disease? A: A faulty copy of the HTT gene on "
                "chromosome 4, in which three DNA letters, CAG, are repeated too many times; 40 or "
                "more repeats always lead to the disease. The gene was found in 1993, and each "
                "child of a parent with it has a one in two chance of inheriting it."
            ),
            D(
                "Q: Why are most people with haemophilia boys? A: The genes for the clotting "
                "factors VIII and IX sit on the X chromosome. Boys have just one X, so a single "
                "faulty copy causes the disease, while girls have a second X to make up for it. "
                "Queen Victoria passed the gene to several royal families of Europe."
            ),
            D(
                "Q: What are the first signs of Huntington's disease? A: Symptoms usually start "
                "between the ages of 30 and 50: clumsiness, small jerky movements, mood swings, "
                "irritability and trouble concentrating. Over 10 to 25 years they grow into "
                "uncontrolled movements, called chorea, and dementia."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "sciatic nerve where does it run",
        (
            "from the lower back through the buttock and down the back of the thigh, dividing "
            "above the knee into branches for the lower leg and foot"
        ),
        [
            D(
                "Q: What is the vagus nerve? A: The vagus is the tenth cranial nerve. It leaves "
                "the brainstem, passes down the neck beside the carotid artery and wanders through "
                "the chest and belly, slowing the heart, moving food through the gut and carrying "
                "signals back to the brain; its name comes from the Latin for wandering."
            ),
            D(
                "Q: What is sciatica? A: Pain, tingling or numbness caused by pressure on one of "
                "the nerve roots that form the sciatic nerve, most often from a slipped disc. It "
                "usually gets better within four to six weeks; keep active, take painkillers, and "
                "see a doctor at once if you lose control of your bladder."
            ),
            D(
                "Q: What does the femoral nerve do? A: Arising from nerve roots in the lower back, "
                "the femoral nerve passes under the groin into the front of the thigh. It powers "
                "the quadriceps muscles that straighten the knee and carries feeling from the "
                "front of the thigh and the inside of the lower leg."
            ),
            S(
                "Q: Where is the sciatic nerve? A: It is the longest and thickest nerve in the "
                "body, about as wide as a thumb. Formed from nerve roots in the lower back, it "
                "runs through the buttock and down the back of the thigh, and just above the knee "
                "it divides into two branches that supply the lower leg and the foot."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is more dangerous, a Sydney funnel-web spider bite or a redback spider bite?",
        (
            "a Sydney funnel-web bite: it can kill within hours and caused 13 recorded deaths "
            "before its antivenom, while redback bites are painful but very rarely fatal"
        ),
        [
            D(
                "Q: Do white-tailed spider bites cause flesh-eating ulcers? A: No. A study of 130 "
                "confirmed bites published in 2003 found only brief pain, redness and itching, and "
                "no ulcers at all. The spiders, common in Australian homes, hunt other spiders at "
                "night and often shelter in clothes and towels left on the floor."
            ),
            S(
                "Q: Can a redback bite kill you? A: Very rarely. Bites are common in Australia and "
                "can cause severe pain, sweating and nausea for hours or days, but no death has "
                "been confirmed since an antivenom came in 1956. Put an ice pack on the bite, not "
                "a pressure bandage, and see a doctor if the pain persists."
            ),
            S(
                "Q: How dangerous is a Sydney funnel-web bite? A: Very. The venom of the male can "
                "kill an adult within hours, a small child sooner, and 13 deaths were recorded "
                "before an antivenom arrived in 1981. Since then nobody is known to have died. "
                "Apply a pressure bandage, keep still and call an ambulance."
            ),
            D(
                "Q: Are huntsman spiders dangerous? A: Not to people. These large, flat, "
                "long-legged spiders, some with legs spanning 15 cm or more, often wander indoors "
                "or hide behind car sun visors. A bite is painful and may swell for a while, but "
                "the venom causes no lasting harm."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of decompression sickness?",
        (
            "aching joint pain (the bends), itchy skin or a blotchy rash, tiredness, dizziness or "
            "headache, numbness, tingling or weakness in the limbs, and breathlessness or chest "
            "pain"
        ),
        [
            D(
                "Nitrogen narcosis: signs\n- Starts at depths below about 30 m when breathing "
                "air\n- Feeling drunk, giddy or overconfident\n- Slow thinking and poor "
                "judgement\n- Clears within minutes when the diver rises a few metres\n- Sometimes "
                "called the martini effect"
            ),
            D(
                "Altitude sickness: signs\n- Headache, usually the first sign, often above 2,500 "
                "m\n- Nausea, loss of appetite and vomiting\n- Dizziness and unusual tiredness\n- "
                "Poor sleep\n- Breathlessness at rest or confusion may mean a dangerous build-up "
                "of fluid"
            ),
            D(
                "Q: How is decompression sickness treated? A: The diver breathes pure oxygen at "
                "once and is taken to a hyperbaric chamber, where the air pressure is raised so "
                "that the nitrogen bubbles shrink and dissolve, then lowered slowly over hours. "
                "Avoid flying for at least a day after diving."
            ),
            S(
                "Decompression sickness: signs\n- Deep aching pain in joints such as the shoulders "
                "and elbows, known as the bends\n- Itchy skin or a blotchy rash\n- Unusual "
                "tiredness, dizziness or headache\n- Numbness, tingling or weakness in the arms or "
                "legs\n- Breathlessness or chest pain"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How is cystic fibrosis diagnosed?",
        (
            "newborns have a heel-prick blood test; if it suggests CF, a sweat test that finds a "
            "high level of salt in the sweat confirms it, and a gene test looks for faulty CFTR "
            "genes"
        ),
        [
            S(
                "Q: How do doctors test for cystic fibrosis? A: In the UK every newborn has a "
                "heel-prick blood test at about five days old. If it suggests CF, a sweat test "
                "follows: a small current makes the skin sweat, and a high level of salt in the "
                "sweat confirms the diagnosis. A gene test looks for faulty CFTR genes."
            ),
            D(
                "Q: How is asthma diagnosed? A: There is no single test. A doctor asks about "
                "symptoms, then may measure how much and how fast you can breathe out with "
                "spirometry, check nitric oxide in your breath with a FeNO test, or ask you to "
                "record your peak flow at home for a few weeks."
            ),
            D(
                "Q: How is cystic fibrosis treated? A: Daily physiotherapy clears the thick mucus "
                "from the lungs, enzyme capsules taken with food help digestion, and antibiotics "
                "fight chest infections. Since 2020 many patients in the UK have taken Kaftrio, a "
                "drug that helps the faulty CFTR protein work."
            ),
            D(
                "Q: What is cystic fibrosis? A: An inherited condition in which thick, sticky "
                "mucus builds up in the lungs and digestive system. About 11,000 people in the UK "
                "have it. A child gets it only if both parents carry a faulty copy of the gene; "
                "about one person in 25 is a carrier."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "phantom limb pain why does it happen",
        (
            "the brain keeps its map of the lost limb; cut nerves in the stump still send signals "
            "and nearby areas of the brain and spinal cord rewire, so the brain reads them as pain "
            "from the missing limb"
        ),
        [
            D(
                "Q: Why can a heart attack hurt in the left arm? A: Nerves from the heart and from "
                "the arm enter the spinal cord at the same levels. The brain is used to pain "
                "signals arriving there from the skin and muscles, not the heart, so it places the "
                "pain in the arm, jaw or shoulder. Doctors call this kind of pain referred pain."
            ),
            D(
                "Q: What is mirror therapy? A: A mirror is set upright between your legs or arms "
                "so that the reflection of your remaining limb sits where the missing one was; you "
                "then move the healthy limb while watching. V. S. Ramachandran first tried it for "
                "amputees in the 1990s, and it helps some people."
            ),
            S(
                "Q: Why do I still feel pain in a leg that has been amputated? A: Your brain keeps "
                "a map of the whole body, including the lost limb. Cut nerves in the stump still "
                "send signals, and nearby areas of the brain and spinal cord rewire themselves, so "
                "the brain reads these messages as coming from the missing leg."
            ),
            D(
                "Q: Why does my foot tingle after sitting cross-legged? A: Pressure squeezes the "
                "nerves and the small blood vessels that feed them, so the nerves stop sending "
                "normal signals. Once you move, they wake up and fire at random, giving you pins "
                "and needles for a minute or two."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is synaesthesia a disease?",
        "no: it is a harmless trait, not an illness or disorder, and needs no treatment",
        [
            D(
                "Q: What is face blindness? A: Face blindness, or prosopagnosia, is a condition in "
                "which people cannot recognise faces, sometimes not even their own family's. About "
                "1 in 50 people may have a mild form from birth; others get it after a stroke. "
                "People learn to tell others apart by their voices, hair and clothes instead."
            ),
            D(
                "Q: Which famous people had synaesthesia? A: The novelist Vladimir Nabokov saw "
                "letters in colour and wrote that his mother did too. The physicist Richard "
                "Feynman saw the letters of equations in colours, and the composer Olivier "
                "Messiaen saw colours when he heard chords."
            ),
            D(
                "Q: Is tinnitus a sign of a serious illness? A: Rarely. Ringing or buzzing in the "
                "ears is very common, especially after loud noise or with hearing loss in old age. "
                "See a doctor if it beats in time with your pulse, is only in one ear, or comes "
                "with sudden deafness or dizziness."
            ),
            S(
                "Q: Is synaesthesia an illness? A: No. It is a harmless trait, not a disease or "
                "disorder, and it needs no treatment. In people who have it, one sense sets off "
                "another, so that letters or numbers may have colours or sounds have tastes. "
                "Around 4 % of people have some form of it, and it runs in families."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which cancers is the drug first isolated from the bark of the Pacific yew used to treat?",
        "ovarian, breast and lung cancer, among others (the drug is paclitaxel, or Taxol)",
        [
            D(
                "Q: Which drugs come from the Madagascar periwinkle? A: Vincristine and "
                "vinblastine come from this pink-flowered plant. Found in the 1950s by researchers "
                "looking into a folk cure for diabetes, vincristine is now given for childhood "
                "leukaemia and vinblastine for Hodgkin lymphoma."
            ),
            S(
                "Q: Why is the Pacific yew famous? A: In 1962 a botanist working for the US "
                "National Cancer Institute collected bark from this small tree of the forests of "
                "north-western North America. In 1971 the chemists Monroe Wall and Mansukh Wani "
                "reported that its extract held a new compound, which they called taxol."
            ),
            S(
                "Q: What is paclitaxel used for? A: Paclitaxel, first called taxol, is a "
                "chemotherapy drug given by drip for ovarian, breast and lung cancer, among "
                "others. It stops cancer cells from dividing by freezing the fibres that pull "
                "their chromosomes apart. Today it is made from yew needles or cell cultures."
            ),
            D(
                "Q: Is the common yew poisonous? A: Yes. Almost every part of the European yew "
                "holds toxic taxine alkaloids, except the red flesh around its seeds, and a "
                "handful of leaves can stop the heart. The trees can live for thousands of years, "
                "and many grow in old British churchyards."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who discovered the citric acid cycle?",
        "Hans Krebs, with his student William Johnson, at Sheffield in 1937",
        [
            D(
                "In 1932 Hans Krebs and the medical student Kurt Henseleit, at the University of "
                "Freiburg, discovered the urea cycle, the loop of reactions in the liver that "
                "turns ammonia from broken-down proteins into urea for the kidneys to pass out. It "
                "was the first metabolic cycle ever discovered."
            ),
            D(
                "Melvin Calvin and his team at Berkeley discovered the cycle by which plants fix "
                "carbon dioxide into sugar in the 1950s, feeding radioactive carbon-14 to green "
                "algae and tracing where it went. The Calvin cycle earned him the Nobel Prize in "
                "Chemistry in 1961."
            ),
            S(
                "Working at the University of Sheffield in 1937, the German-born biochemist Hans "
                "Krebs and his student William Johnson pieced together the closed loop of "
                "reactions in which cells break down what remains of sugars, fats and proteins, "
                "each turn starting with the making of citrate. He won a Nobel Prize in 1953."
            ),
            D(
                "The Swedish chemist Carl Wilhelm Scheele discovered citric acid in 1784 when he "
                "crystallised it out of lemon juice. The acid, which gives citrus fruit its sour "
                "taste, was made in bulk from the late 1910s by growing the mould Aspergillus "
                "niger on sugar, as most of it still is, more than two million tonnes a year."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who discovered promethium",
        "Jacob Marinsky, Lawrence Glendenin and Charles Coryell, at Oak Ridge, Tennessee, in 1945",
        [
            S(
                "In 1945, at the wartime Clinton Laboratories in Oak Ridge, Tennessee, Jacob "
                "Marinsky, Lawrence Glendenin and Charles Coryell picked element 61 out of the "
                "debris of uranium split in a reactor. Coryell's wife Grace proposed naming it "
                "promethium, after the Titan who stole fire from the gods."
            ),
            D(
                "In 1926 B. Smith Hopkins and his colleagues at the University of Illinois "
                "announced that they had found element 61 in a mineral and called it illinium, "
                "after their state. Chemists in Florence claimed it as florentium, but neither "
                "result could be repeated, and both names faded from the textbooks."
            ),
            D(
                "Samarium was found in 1879 by the French chemist Paul-\u00c9mile Lecoq de "
                "Boisbaudran in the mineral samarskite, named after the Russian mining official "
                "Vasili Samarsky-Bykhovets, who thus became the first person to have a chemical "
                "element named, indirectly, after him."
            ),
            D(
                "Promethium is so unstable that only traces of it exist in nature, formed in "
                "uranium ores; its longest-lived isotope has a half-life of about 17.7 years. It "
                "has been used in luminous paint for watch dials and in small nuclear batteries "
                "for pacemakers and spacecraft."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is larger, Sakhalin or Sri Lanka?",
        "Sakhalin, about 72,500 square km, against about 65,600 square km for Sri Lanka",
        [
            D(
                "Hokkaido, the northernmost of Japan's main islands, covers about 78,000 square km "
                "and lies just across La P\u00e9rouse Strait from Sakhalin. Its capital Sapporo, "
                "founded in the 1860s, hosted the Winter Olympics in 1972 and holds a snow "
                "festival each February."
            ),
            S(
                "Stretching some 950 km from north to south off Russia's Pacific coast, the island "
                "of Sakhalin spans about 72,500 square km, and the narrow Tatar Strait parts it "
                "from the Asian mainland. Its shelf holds big oil and gas fields; "
                "Yuzhno-Sakhalinsk is its main town."
            ),
            S(
                "Shaped like a teardrop off the southern tip of India, from which the shallow Palk "
                "Strait parts it, Sri Lanka spans about 65,600 square km. Its highlands rise to "
                "2,524 m at Pidurutalagala, and tea has been grown on their slopes since a blight "
                "ruined the coffee estates in the 1870s."
            ),
            D(
                "Tasmania, the island state south of mainland Australia across Bass Strait, covers "
                "about 68,000 square km with its smaller islands, the main island alone some "
                "64,500. Almost half of it lies in national parks and reserves, and Hobart, its "
                "capital, founded in 1804, is the second oldest capital city in Australia."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What does the fly agaric contain that makes it poisonous?",
        "ibotenic acid and muscimol",
        [
            D(
                "The death cap, Amanita phalloides, contains amatoxins, above all alpha-amanitin, "
                "which stop liver cells from making proteins. Symptoms begin six to twelve hours "
                "after the meal, and people who seem to recover then suffer liver failure; a "
                "single cap can kill an adult."
            ),
            D(
                "The fly agaric takes its name from an old European custom: pieces of the red cap "
                "were crumbled into saucers of milk to draw flies, which drank and were stunned or "
                "killed. In Siberia it was eaten in rituals, and it is the red toadstool of fairy "
                "tales and Christmas cards across northern Europe and beyond."
            ),
            D(
                "The liberty cap, Psilocybe semilanceata, a small brown mushroom of grassy fields, "
                "contains psilocybin, which the body turns into psilocin, the compound that alters "
                "perception. It grows wild across Europe, but in the UK it has been illegal to "
                "possess since 2005."
            ),
            S(
                "Amanita muscaria, the fly agaric, a scarlet, white-flecked toadstool of birch and "
                "pine woods, owes its toxic and mind-altering effects mainly to two compounds: "
                "ibotenic acid and muscimol, into which the first turns on drying. Muscarine, "
                "though named after the mushroom, occurs in it only in traces."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does Ophiocordyceps control the ants it infects?",
        (
            "it spreads through the ant's body and takes over its muscles, making it leave the "
            "nest, climb a plant and bite onto the underside of a leaf; then it kills the ant and "
            "grows a stalk from its head that sheds spores"
        ),
        [
            D(
                "The lancet liver fluke makes ants behave strangely too. Ants that eat its cysts "
                "in snail slime climb to the tip of a grass blade each evening and clamp on with "
                "their jaws until morning, where grazing sheep or cows swallow them and the fluke "
                "reaches the liver to breed."
            ),
            S(
                "Once its spores bore through the armour of a carpenter worker, Ophiocordyceps "
                "unilateralis spreads through the insect's body and hijacks its muscles. The "
                "victim wanders from the nest, climbs a stem and locks its jaws onto the underside "
                "of a leaf around noon; it then dies, and a stalk grows from its head to shower "
                "spores below."
            ),
            D(
                "Ophiocordyceps sinensis, the caterpillar fungus of the Tibetan Plateau, grows "
                "inside the larvae of ghost moths buried in the soil and sends up a dark stalk "
                "from each dead body in spring. Called yartsa gunbu, it is prized in Chinese "
                "medicine and can sell for more than its weight in gold, and gathering it earns "
                "Tibetan herders much of their cash."
            ),
            D(
                "Cordyceps militaris is an orange club fungus that grows on buried moth pupae in "
                "woods across Europe, Asia and North America. Because it is easily grown on rice "
                "or grain, it has become a cheap stand-in for its Tibetan cousin in teas and "
                "supplements sold across China."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is Thwaites Glacier called the Doomsday Glacier?",
        (
            "because losing it could raise world sea level by about 65 cm and could set off the "
            "collapse of the ice behind it, which holds about 3 m more"
        ),
        [
            D(
                "The Svalbard Global Seed Vault, dug into a mountain near Longyearbyen and opened "
                "in 2008, is often called the Doomsday Vault because it keeps spare copies of "
                "seeds from the world's gene banks in case of disaster. It now holds more than 1.2 "
                "million samples at \u221218 \u00b0C."
            ),
            D(
                "Thwaites Glacier is named after Fredrik T. Thwaites, a glacial geologist at the "
                "University of Wisconsin. It was first mapped from air photographs taken in the "
                "1940s, and since 2018 a British and American research project has studied it "
                "closely from ships, planes and boreholes drilled through the ice."
            ),
            S(
                "Thwaites, a vast ice stream in West Antarctica about the size of Britain, earned "
                "its grim nickname because losing it alone would lift the world's oceans by some "
                "65 cm, and because it holds back neighbouring ice that could add about 3 m more. "
                "Warm deep water is eating away at it from below."
            ),
            D(
                "Pine Island Glacier, Thwaites' neighbour on the Amundsen Sea, drains about a "
                "tenth of the West Antarctic Ice Sheet and is one of the fastest-flowing glaciers "
                "on the continent, moving about 4 km a year. It shed large icebergs in 2017, 2018 "
                "and 2020 as its front retreated."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is the fossa a cat",
        (
            "no: despite its cat-like look it belongs to a Madagascar family most closely related "
            "to mongooses"
        ),
        [
            D(
                "The Malagasy civet, or striped civet, bears the scientific name Fossa fossana, "
                "which often gets it confused with the larger fossa. Weighing under 2 kg, this shy "
                "spotted hunter of Madagascar's rainforests eats frogs, rodents and insects and "
                "stores fat in its tail for the dry season, when food is scarce."
            ),
            S(
                "Despite its feline look, with a lean body, sharp semi-retractable claws and a "
                "long tail, Madagascar's largest flesh-eater belongs to the Eupleridae, a family "
                "found only on the island whose nearest living relatives are the mongooses. The "
                "fossa grows to about 80 cm, with a tail almost as long."
            ),
            D(
                "The African civet, sometimes called the civet cat, is not a cat at all but a "
                "viverrid, in the same family as the genets. Found across sub-Saharan Africa, it "
                "marks its range with a strong-smelling musk that was once collected for perfumes, "
                "and it eats almost anything."
            ),
            D(
                "Fossas spend much of their time in trees, where they chase lemurs, gripping "
                "trunks with ankles that can turn backwards as they climb down head-first. Females "
                "mate on the same branch of a chosen tree with several males in turn, and a female "
                "may stay there for a week."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        (
            "What is the highest peak on the island where the tree lobster lived until rats came "
            "ashore in 1918?"
        ),
        "Mount Gower, 875 m, on Lord Howe Island",
        [
            S(
                "The Lord Howe Island stick insect, a flightless giant up to 15 cm long whose hard "
                "black body earned it the nickname tree lobster, vanished from its home island "
                "after rodents escaped from the stranded supply ship Makambo in 1918. In 2001 a "
                "handful were found surviving on a single bush on Ball's Pyramid."
            ),
            D(
                "Ball's Pyramid, the jagged remains of a volcano 23 km south-east of Lord Howe "
                "Island, rises 562 m straight out of the sea, the tallest volcanic stack in the "
                "world. Climbers first reached its summit in 1965, and climbing it has been banned "
                "since 1982 except for scientific visits."
            ),
            D(
                "Norfolk Island, about 900 km north-east of Lord Howe Island in the Pacific, "
                "reaches its highest point at Mount Bates, 319 m, beside Mount Pitt. Its tall "
                "Norfolk Island pines were once hoped to supply masts for the Royal Navy, and rats "
                "and cats there have wiped out several native birds."
            ),
            S(
                "Lord Howe Island, a crescent of old volcanic rock in the Tasman Sea some 600 km "
                "east of the New South Wales coast, is crowned at its southern end by Mount Gower, "
                "which soars to 875 m, with Mount Lidgbird, 777 m, beside it. Only a few hundred "
                "people live there, and visitor numbers are capped."
            ),
        ],
    ),
]
