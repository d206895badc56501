"""The thirty-first single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev28.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, weather), animals and
plants, and geography; a quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v23, the batch measures how far the evaluator's tuning carries to
questions it was not written against (the evaluator may be tuned meanwhile on the earlier
batches, never on this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 364 characters and distractors 364; the longest passage is a
support in 3 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "At what height does outer space begin?",
        "about 100 km above sea level, at the K\u00e1rm\u00e1n line",
        [
            D(
                "Thermosphere: The thermosphere is the layer of Earth's atmosphere from about 85 "
                "km to 600 km up, where the thin gas soaks up ultraviolet light and X-rays from "
                "the Sun and can reach 1,500 \u00b0C or more, though it would feel cold because "
                "its molecules are so few. The aurora glows in it, and the International Space "
                "Station circles within it at about 400 km."
            ),
            S(
                "K\u00e1rm\u00e1n line: The K\u00e1rm\u00e1n line is the boundary most often used "
                "to mark where outer space begins, about 100 km above sea level. It is named after "
                "the Hungarian-American engineer Theodore von K\u00e1rm\u00e1n, who worked out "
                "that near that height an aircraft would have to fly at orbital speed to stay up, "
                "and the FAI, which keeps aviation records, treats it as the edge of space."
            ),
            D(
                "Armstrong limit: The Armstrong limit, about 18 to 19 km above sea level, is the "
                "height at which the air pressure is so low that water boils at the temperature of "
                "the human body, 37 \u00b0C. Above it a person cannot survive without a pressure "
                "suit or a sealed cabin. It is named after Harry George Armstrong, a US Air Force "
                "doctor who studied the effects of high-altitude flight in the 1940s."
            ),
            D(
                "Theodore von K\u00e1rm\u00e1n: Theodore von K\u00e1rm\u00e1n, born in Budapest in "
                "1881, was an engineer and physicist who ran the aeronautical laboratory at "
                "Caltech and in 1936 backed the student rocket tests that grew into the Jet "
                "Propulsion Laboratory. His work on turbulence gave his name to the "
                "K\u00e1rm\u00e1n vortex street, the trail of swirling eddies shed behind a "
                "cylinder in a flowing fluid."
            ),
            D(
                "Low Earth orbit: Low Earth orbit covers heights up to about 2,000 km, where a "
                "satellite circles the planet in roughly 90 to 130 minutes. Below about 160 km the "
                "drag of the thin air would bring a spacecraft down within days, so most crewed "
                "missions, from Yuri Gagarin's flight in April 1961 to the space stations of "
                "today, have flown between 200 and 450 km up."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "pinatubo eruption year",
        "1991 (the climactic eruption on 15 June 1991)",
        [
            D(
                "Mount Apo: Mount Apo, a dormant volcano on the island of Mindanao, is the highest "
                "mountain in the Philippines at about 2,954 metres. It rises above Davao City, the "
                "largest city of the south, and its slopes are home to the Philippine eagle, one "
                "of the largest eagles in the world, and to hot springs and fumaroles that steam "
                "near the summit. It became a national park in 1936."
            ),
            S(
                "Mount Pinatubo: Mount Pinatubo is a stratovolcano on the island of Luzon in the "
                "Philippines, about 90 km north-west of Manila. After some 500 years of quiet it "
                "erupted on 15 June 1991, the second-largest eruption of the twentieth century, "
                "throwing about 10 cubic kilometres of rock and ash into the air and some 15 "
                "million tonnes of sulfur dioxide into the stratosphere."
            ),
            D(
                "Clark Air Base: Clark Air Base, on Luzon in the Philippines, was for decades the "
                "largest American military base outside the United States, with its own schools, "
                "golf courses and thousands of American personnel. Ash and mud from the nearby "
                "volcano buried its runways, the US Air Force left for good soon afterwards, and "
                "the site now holds Clark International Airport and a free-trade zone."
            ),
            D(
                "Taal Volcano: Taal is a small but dangerous volcano standing on an island in Taal "
                "Lake, about 50 km south of Manila. Its eruption of 1911 killed more than 1,300 "
                "people, and in January 2020 a new eruption forced hundreds of thousands to leave "
                "their homes as an ash column some 15 km high drifted over the towns of Batangas "
                "province and closed Manila's airport."
            ),
            D(
                "Volcanic Explosivity Index: The Volcanic Explosivity Index, devised by Chris "
                "Newhall and Stephen Self in 1982, rates eruptions from 0 to 8 by the volume of "
                "material they throw out and the height of the ash column. Each step up means "
                "about ten times more material, so an eruption rated 6, like that of Krakatoa in "
                "1883, ejects more than 10 cubic kilometres of rock and ash."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is higher, Mount Whitney or Mount Rainier?",
        "Mount Whitney, 4,421 metres against 4,392 metres for Mount Rainier",
        [
            S(
                "Mount Whitney: Mount Whitney, at 4,421 metres, is the highest summit in the "
                "contiguous United States and in the Sierra Nevada of California. Its granite peak "
                "stands on the eastern edge of Sequoia National Park, and it was named in 1864 "
                "after Josiah Whitney, the state geologist. Less than 140 km away lies Badwater "
                "Basin, the lowest point in North America."
            ),
            D(
                "Mount Elbert: Mount Elbert, 4,401 metres high in the Sawatch Range of Colorado, "
                "is the highest peak of the Rocky Mountains. A trail leads to the summit from near "
                "the old silver-mining town of Leadville, and it was named after Samuel Elbert, "
                "governor of Colorado Territory in the 1870s. Its neighbour Mount Massive falls "
                "short of it by only about 3.7 metres."
            ),
            S(
                "Mount Rainier: Mount Rainier is an ice-clad stratovolcano 4,392 metres high, "
                "about 95 km south-east of Seattle in Washington state. It carries more glacial "
                "ice than any other peak in the contiguous United States, with some 25 named "
                "glaciers, and its national park, created in 1899, was the fifth in the country. "
                "Its mudflows make it one of the most dangerous volcanoes in America."
            ),
            D(
                "Mount Shasta: Mount Shasta is a stratovolcano in northern California that rises "
                "to 4,322 metres, standing alone above the surrounding country so that it can be "
                "seen from more than 150 km away. Its seven named glaciers include the Whitney "
                "Glacier, the longest in California, named like the Sierra summit after the "
                "geologist Josiah Whitney, who surveyed the mountain in 1862 for the California "
                "Geological Survey."
            ),
            D(
                "Mount Adams: Mount Adams, 3,743 metres high, is the second-highest mountain in "
                "Washington state, a broad volcano in the Cascade Range about 55 km east of Mount "
                "St. Helens. It was named after John Adams, the second president of the United "
                "States, and from 1929 to 1959 miners dug sulfur near its summit, bringing the ore "
                "down on mules in the short summer season."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries share the island of New Guinea?",
        "Indonesia and Papua New Guinea",
        [
            D(
                "Borneo: Borneo, the third-largest island in the world, is shared by three "
                "countries: Indonesia holds the southern two-thirds as Kalimantan, Malaysia the "
                "northern states of Sabah and Sarawak, and the small sultanate of Brunei two "
                "pieces of land on the north coast. Its rainforests, some 130 million years old, "
                "are among the oldest on Earth and home to the Bornean orangutan and the "
                "long-nosed proboscis monkey."
            ),
            S(
                "New Guinea: New Guinea, at about 786,000 square kilometres the second-largest "
                "island in the world after Greenland, is split between two countries. Its western "
                "half belongs to Indonesia, divided into several provinces known together as "
                "Papua, and the eastern half is the mainland of Papua New Guinea, independent from "
                "Australia since 1975. The border runs mostly along the 141st meridian."
            ),
            D(
                "Timor: Timor, an island at the southern end of the Malay Archipelago, is divided "
                "between Indonesia, which holds the western half as part of the province of East "
                "Nusa Tenggara, and Timor-Leste, which takes the east and the small enclave of "
                "Oecusse. Timor-Leste, a Portuguese colony for more than four centuries, became "
                "independent in 2002 after a vote in 1999."
            ),
            D(
                "Port Moresby: Port Moresby, on the Gulf of Papua, is the capital and largest city "
                "of Papua New Guinea, with about 400,000 people. It was named in 1873 by the "
                "British captain John Moresby after his father, Admiral Fairfax Moresby, it hosted "
                "the ceremony of independence in September 1975, and it is still not linked by "
                "road to Lae, the country's second city, on the far side of the Owen Stanley Range."
            ),
            D(
                "Puncak Jaya: Puncak Jaya, about 4,884 metres high in the Sudirman Range of the "
                "Indonesian province of Central Papua, is the highest mountain on any island and "
                "the highest summit in Oceania. Heinrich Harrer, the Austrian climber who had "
                "lived in Tibet, led the party that first reached the top in 1962, and its last "
                "small equatorial glaciers are expected to vanish within years."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do sand dunes form?",
        "wind bounces sand grains along the ground (saltation) until they pile up behind an "
        "obstacle; the heap grows a gentle windward slope and a steep slip face, and the dune "
        "creeps downwind as sand blows over the crest",
        [
            D(
                "Booming dune: Some desert dunes give out a deep hum, like a low note on an organ, "
                "when sand slides down their steep faces, a sound that can be heard several "
                "kilometres away and lasts for minutes. It has been recorded at Badain Jaran in "
                "Inner Mongolia, at Sand Mountain in Nevada and in the Moroccan Sahara, and Marco "
                "Polo wrote of spirits making music in the sands of the Gobi on his way to China "
                "in the thirteenth century."
            ),
            S(
                "Sand dune: A sand dune builds up where the wind carries loose sand and then drops "
                "it. Grains too heavy to stay aloft are bounced along the ground in short hops, a "
                "movement called saltation, and pile up behind a rock, a bush or a slight rise. "
                "The heap grows a gentle slope facing the wind and a steep slip face on the "
                "sheltered side, and as grains blow over the crest and slide down, the whole dune "
                "creeps downwind."
            ),
            D(
                "Erg Chebbi: Erg Chebbi is a sea of sand dunes in the Moroccan Sahara, near the "
                "village of Merzouga close to the Algerian border. Its orange dunes cover about 22 "
                "km from north to south and rise up to about 150 metres above the surrounding "
                "stony plain, and camel treks out to desert camps for the sunrise have made it one "
                "of the most visited corners of the country."
            ),
            D(
                "Desert pavement: Desert pavement is a surface of closely packed pebbles and "
                "stones that covers wide areas of dry land, from the Sahara to the Mojave. It "
                "appears where wind and rare rain strip away fine sand and silt and leave the "
                "heavier stones behind, which settle into a tight mosaic, and a dark, shiny "
                "coating called desert varnish builds up on them over thousands of years."
            ),
            D(
                "Sand: Sand is loose material made of grains between 0.0625 and 2 millimetres "
                "across, finer than gravel and coarser than silt. Most sand on the continents is "
                "quartz, worn from granite and other rocks over millions of years, while the white "
                "beaches of tropical islands are often made of broken shells and coral, and Hawaii "
                "has beaches of black volcanic sand and even of green olivine crystals washed from "
                "old lava."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do meerkats stand on their hind legs?",
        "mainly to keep watch for predators (a sentry scans for eagles and jackals and calls an "
        "alarm), and also to warm their bellies in the morning sun",
        [
            D(
                "Yellow mongoose: The yellow mongoose of southern Africa sometimes shares its "
                "burrows with meerkats and Cape ground squirrels. Weighing about 450 to 800 grams, "
                "with a reddish-yellow coat and a white-tipped tail, it hunts mostly alone by day "
                "for insects, mice, birds and lizards, and across the region it is known as one of "
                "the main wild carriers of rabies."
            ),
            D(
                "Prairie dog: Prairie dogs, burrowing ground squirrels of the North American "
                "grasslands, live in colonies called towns; one in Texas was said around 1900 to "
                "cover 64,000 square kilometres and hold 400 million animals. In their jump-yip "
                "display an animal throws its front feet in the air and calls, and the display "
                "spreads along the burrows like a wave at a stadium."
            ),
            S(
                "Meerkat: Meerkats, small mongooses of the Kalahari and other dry parts of "
                "southern Africa, are famous for standing up on their hind legs, propped on their "
                "tails. They do it mainly to keep watch: one member of the group acts as a sentry "
                "on a mound or a bush, scanning for eagles and jackals and giving an alarm call, "
                "and in cold early mornings they also stand to warm their thinly furred bellies in "
                "the sun."
            ),
            D(
                "Kalahari Desert: The Kalahari is a semi-arid sandy basin of about 900,000 square "
                "kilometres covering much of Botswana and parts of Namibia and South Africa. "
                "Though called a desert, it gets between 110 and 500 mm of rain a year and carries "
                "grass, acacias and camel thorn trees, which support animals from meerkats and "
                "springbok to the black-maned lions of the Kgalagadi Transfrontier Park on the "
                "border with South Africa."
            ),
            D(
                "Meerkat diet: A meerkat spends most of its day digging for food, shifting its own "
                "weight in sand within seconds. It eats beetles, larvae, scorpions, spiders and "
                "small lizards and resists some scorpion venom, and adults teach their pups to "
                "handle scorpions safely, first giving them dead ones, then live ones with the "
                "sting bitten off, and finally whole, live prey to kill and eat by themselves."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a sea lion a seal",
        "not a true seal: sea lions are eared seals (family Otariidae), while true seals are the "
        "Phocidae; both are pinnipeds",
        [
            D(
                "Elephant seal: Elephant seals are the largest of the true seals: a southern bull "
                "can weigh up to 4,000 kg and grow 6 metres long, and he uses his inflatable, "
                "trunk-like nose to roar at rivals on the crowded breeding beaches. They dive "
                "deeper than almost any other seal, beyond 2,000 metres, and can stay down for up "
                "to two hours at a time while hunting squid."
            ),
            S(
                "Sea lion: Sea lions are marine mammals of the family Otariidae, the eared seals, "
                "and are not true seals. Unlike the true seals of the family Phocidae, they have "
                "small external ear flaps and can turn their hind flippers forward to walk on "
                "land, and they swim by rowing with their long front flippers. Both groups, "
                "together with the walrus, belong to the pinnipeds."
            ),
            D(
                "Steller sea lion: The Steller sea lion of the North Pacific is the largest of its "
                "group, with bulls weighing up to about 1,100 kg, around three times as much as "
                "the females. It was described by Georg Wilhelm Steller, a German naturalist on "
                "Vitus Bering's voyage of 1741, and its western population has fallen by some 80 "
                "per cent since the 1970s."
            ),
            D(
                "Northern fur seal: The northern fur seal breeds mostly on the Pribilof Islands in "
                "the Bering Sea, where more than a million gathered each summer before the hunters "
                "came. Its dense underfur, with some 46,000 hairs in every square centimetre, made "
                "it a prize for the fur trade, and the North Pacific Fur Seal Convention of 1911 "
                "was one of the first treaties to protect wildlife."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where Sossusvlei is?",
        "Windhoek (Sossusvlei is in Namibia)",
        [
            S(
                "Sossusvlei: Sossusvlei is a salt and clay pan surrounded by high red dunes in the "
                "southern Namib Desert, inside the Namib-Naukluft National Park of Namibia. The "
                "Tsauchab River reaches it only in unusually wet years, and nearby Dead Vlei is "
                "dotted with camel thorn trees that died some 600 to 700 years ago and still "
                "stand, blackened by the sun."
            ),
            D(
                "Botswana: Botswana, a landlocked country north of South Africa, became "
                "independent from Britain on 30 September 1966. Its capital, Gaborone, was built "
                "almost from scratch for independence, much of the country is covered by the "
                "Kalahari, and the Okavango Delta in the north-west floods each winter with rain "
                "that fell months earlier in the highlands of Angola."
            ),
            S(
                "Namibia: Namibia, on the Atlantic coast of southern Africa, became independent "
                "from South Africa on 21 March 1990. Its capital and largest city is Windhoek, on "
                "the central plateau about 1,650 metres above sea level, and with about 3 million "
                "people in some 825,000 square kilometres it is one of the most thinly populated "
                "countries in the world."
            ),
            D(
                "Sesriem Canyon: Sesriem Canyon, the gateway to the great dunes of the southern "
                "Namib, is a narrow gorge about a kilometre long and up to 30 metres deep, cut by "
                "the Tsauchab River into layers of gravel and conglomerate. Its name, Afrikaans "
                "for six straps, recalls the six leather thongs early settlers tied together to "
                "lower their buckets to the water."
            ),
            D(
                "Skeleton Coast: The Skeleton Coast is the northern stretch of Namibia's Atlantic "
                "shore, named for the whale bones and the wrecks of ships caught in its fogs, surf "
                "and currents. The Portuguese called it the gates of hell, its dunes run right "
                "down to the sea, and desert lions, brown hyenas and Cape fur seals share the "
                "beaches where few people ever go."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is the longest river in Australia?",
        "the Murray, about 2,508 km long",
        [
            D(
                "The Darling rises in the hills of southern Queensland and winds across the dry "
                "west of New South Wales for about 1,472 km, and much further if the rivers that "
                "feed it upstream are counted. It joins the Murray at Wentworth, and in dry years "
                "it shrinks to a chain of stagnant pools, as during the mass deaths of fish at "
                "Menindee in 2019 and again in 2023."
            ),
            D(
                "The Snowy River rises on the slopes of Mount Kosciuszko, Australia's highest "
                "peak, and flows about 350 km through New South Wales and Victoria to Bass Strait. "
                "The Snowy Mountains Scheme, built between 1949 and 1974 by workers from more than "
                "thirty countries, turned most of its water westwards through tunnels in the "
                "mountains to irrigate farms and drive turbines."
            ),
            S(
                "The Murray is the longest river in Australia, running about 2,508 km from the "
                "Australian Alps in New South Wales to the Southern Ocean near Goolwa in South "
                "Australia. For most of its course it forms the border between New South Wales and "
                "Victoria, and with its tributaries, the Darling and the Murrumbidgee among them, "
                "it drains a basin of more than a million square kilometres."
            ),
            D(
                "Kati Thanda-Lake Eyre, about 15 metres below sea level in South Australia, is the "
                "lowest point of the continent and the end of a vast inland drainage basin of some "
                "1.2 million square kilometres. It is usually a dry crust of salt, fills "
                "completely only a few times a century, as it did in 1974, and then tens of "
                "thousands of pelicans fly in from the coast, hundreds of kilometres away, to "
                "breed."
            ),
            D(
                "The Murrumbidgee, about 1,485 km long, rises in the Snowy Mountains and flows "
                "north and then west through the Australian Capital Territory and the irrigation "
                "districts around Griffith and Leeton, where rice and citrus are grown, before it "
                "joins the Murray near Balranald. Its name comes from a Wiradjuri word usually "
                "said to mean plenty of water or big water."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many alveoli are in the lungs",
        "about 480 million in an adult (estimates range from about 300 to 500 million)",
        [
            D(
                "The airways of the lungs branch about 23 times, from the trachea, which splits "
                "into the left and right main bronchi, down to bronchioles less than a millimetre "
                "wide. Their walls are lined with cilia, tiny hairs that beat more than ten times "
                "a second to sweep mucus and the dust trapped in it upwards towards the throat, "
                "where it is swallowed without our noticing."
            ),
            S(
                "The lungs of an adult hold roughly 480 million alveoli, according to a careful "
                "count published in 2004, and most estimates fall between 300 and 500 million. "
                "These tiny air sacs, each about 0.2 mm across, sit at the ends of the narrowest "
                "airways wrapped in capillaries, giving a surface for gas exchange of some 70 "
                "square metres, about the floor of a small flat."
            ),
            D(
                "Surfactant, a film of fats and proteins made by special cells in the lungs, "
                "lowers the surface tension of the fluid lining the air sacs so that they do not "
                "collapse each time we breathe out. Babies born before about 34 weeks often have "
                "too little of it, and giving them artificial surfactant, introduced in the late "
                "1980s, greatly cut deaths from breathing distress."
            ),
            D(
                "The right lung has three lobes and the left only two, leaving a notch for the "
                "heart, so the right is the larger of the pair, and together they weigh about 1.3 "
                "kg. An adult at rest takes 12 to 20 breaths a minute and moves about half a litre "
                "of air with each one, which adds up to more than 10,000 litres of air passing in "
                "and out every day."
            ),
            D(
                "Emphysema, most often caused by years of smoking, slowly destroys the thin walls "
                "between the air sacs of the lungs, merging them into fewer, larger spaces with "
                "far less surface for oxygen to cross. The damage cannot be undone, and in 2019 "
                "chronic obstructive pulmonary disease, of which it is a main form, killed about "
                "3.2 million people around the world."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is larger, Great Bear Lake or Great Slave Lake?",
        "Great Bear Lake, about 31,000 square kilometres against about 27,000",
        [
            S(
                "Great Bear Lake, which straddles the Arctic Circle in Canada's Northwest "
                "Territories, covers about 31,000 square kilometres, which makes it the largest "
                "lake lying entirely within Canada and one of the ten largest in the world. It "
                "stays frozen for about eight months of the year, its outflow, the Great Bear "
                "River, runs west to the Mackenzie, and Deline is the only settlement on its "
                "shores."
            ),
            D(
                "Lake Athabasca, on the border of Alberta and Saskatchewan, covers about 7,850 "
                "square kilometres and drains north through the Slave River towards the Arctic. "
                "Along its southern shore lie the Athabasca Sand Dunes, some of the most northerly "
                "large active dunes on Earth, where plants grow that are found nowhere else, and "
                "uranium was mined near Uranium City from the 1950s until the last mines closed in "
                "1982."
            ),
            S(
                "Great Slave Lake, further south in the Northwest Territories, covers about 27,000 "
                "square kilometres and is the deepest lake in North America, reaching some 614 "
                "metres. The territorial capital, Yellowknife, stands on its north shore, the Hay "
                "and Slave rivers flow into it, and the Mackenzie River leaves its western end on "
                "the long way to the Beaufort Sea."
            ),
            D(
                "The Mackenzie, Canada's longest river, flows about 1,738 km from its source lake "
                "to the Beaufort Sea, and with its headwaters it forms a system of some 4,241 km, "
                "second in North America only to the Mississippi and Missouri. It is named after "
                "the Scottish explorer Alexander Mackenzie, who followed it to the Arctic Ocean in "
                "1789 hoping it would lead him to the Pacific."
            ),
            D(
                "Lake Winnipeg, in Manitoba, covers about 24,500 square kilometres but is on "
                "average only about 12 metres deep. It is a remnant of glacial Lake Agassiz, which "
                "once spread over much of central North America, it drains through the Nelson "
                "River to Hudson Bay, and in recent summers run-off from farms has fed algal "
                "blooms over large parts of it."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the three kinds of symbiosis?",
        "mutualism, commensalism and parasitism",
        [
            D(
                "Lichens were the first living things shown to be partnerships: in 1867 the Swiss "
                "botanist Simon Schwendener argued that each one is a fungus living together with "
                "an alga, an idea many of his colleagues mocked at the time. The German Anton de "
                "Bary brought the word symbiosis into biology in 1879, and in 2016 a yeast was "
                "found to be a third partner in many lichens."
            ),
            S(
                "Biologists usually sort symbiosis, a close and lasting relationship between two "
                "species, into three kinds. In mutualism both partners gain, as with bees and the "
                "flowers they pollinate; in commensalism one gains while the other is hardly "
                "affected, as with barnacles riding on a whale; and in parasitism one lives at the "
                "other's expense, as a tapeworm does inside its host."
            ),
            D(
                "Ecologists sort the living things of a food web into three roles. Producers, "
                "mostly green plants and algae, make their own food from sunlight; consumers, from "
                "grazing rabbits to the foxes that hunt them, take in their energy by eating "
                "others; and decomposers such as fungi, bacteria and earthworms break down dead "
                "matter and return its nutrients to the soil for plants to use again."
            ),
            D(
                "On coral reefs the bluestreak cleaner wrasse sets up cleaning stations where "
                "larger fish, even groupers and moray eels, wait their turn to have parasites and "
                "dead skin picked from their gills and mouths. A single wrasse can serve more than "
                "2,000 clients a day, and the big fish, which could easily swallow their small "
                "helpers, almost never eat them."
            ),
            D(
                "In Central America the bullhorn acacia houses ants in its hollow, swollen thorns "
                "and feeds them with nectar and with small protein-rich tips on its leaves called "
                "Beltian bodies, after the naturalist Thomas Belt, who described them in 1874. In "
                "return the ants swarm out to sting browsing animals and cut away vines and "
                "seedlings that grow too close to the tree."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do river deltas form?",
        "a river slows abruptly where it meets a sea or lake and drops its sand and silt, building "
        "new land; it splits into distributaries across its own deposits, and a delta forms only "
        "where waves and tides are too weak to carry the sediment away",
        [
            D(
                "The Nile Delta begins just north of Cairo and fans out for about 160 km to the "
                "Mediterranean between Alexandria and Port Said, covering some 24,000 square "
                "kilometres of Egypt's most fertile farmland. The Greek historian Herodotus is "
                "said to have named such landforms after it, and since the Aswan High Dam was "
                "finished in 1970 parts of its coast have been retreating."
            ),
            S(
                "A delta builds up where a river enters a sea or a lake and slows down so abruptly "
                "that it can no longer carry its load. The sand and silt settle out, the coarsest "
                "first, and build new land out from the coast; the river splits into branches "
                "called distributaries as it cuts through its own deposits, and a delta forms only "
                "where the waves and tides are too weak to sweep the sediment away."
            ),
            D(
                "An estuary is the wide, tidal mouth of a river, where fresh water mixes with the "
                "sea. The Thames, the Gironde and the R\u00edo de la Plata all end in estuaries, "
                "and the brackish water, rich in nutrients washed down from the land, makes them "
                "nurseries for young fish and feeding grounds for wading birds such as curlews and "
                "godwits, which probe the soft mud with their long bills at every low tide."
            ),
            D(
                "The Ganges-Brahmaputra Delta, shared by India and Bangladesh, is the largest in "
                "the world, covering about 105,000 square kilometres. Its southern edge is covered "
                "by the Sundarbans, the biggest mangrove forest on Earth, where Bengal tigers swim "
                "between islands, and cyclones such as the Bhola cyclone of 1970 have driven "
                "deadly storm surges far across its low, crowded land, killing hundreds of "
                "thousands."
            ),
            D(
                "An alluvial fan is a cone of gravel and sand at the foot of a mountain front, "
                "often several kilometres across and steepest near its top. Death Valley in "
                "California has some of the best examples, some of them merging into a continuous "
                "apron called a bajada, and in dry lands such fans are often the only places where "
                "groundwater can be reached by digging wells."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does the titan arum smell like rotting meat?",
        "to attract the carrion beetles and flesh flies that pollinate it; the spike heats up and "
        "gives off sulfur compounds such as dimethyl trisulfide",
        [
            D(
                "Rafflesia arnoldii, found in the rainforests of Sumatra and Borneo, produces the "
                "largest single flower in the world, up to a metre across and weighing as much as "
                "11 kg. The plant has no leaves, stems or roots of its own; it lives as a parasite "
                "inside vines of the genus Tetrastigma and shows itself only when a huge bud "
                "swells and bursts through the bark."
            ),
            D(
                "The titan arum was first described by Western science in 1878, when the Italian "
                "botanist Odoardo Beccari found it in Sumatra and sent seeds to Europe, and it "
                "first flowered in cultivation at Kew Gardens in 1889. Its flowering structure can "
                "grow about 3 metres tall, and it blooms only once every few years, each bloom "
                "lasting just a day or two before collapsing."
            ),
            S(
                "The titan arum of Sumatra gives off its stench of rotting flesh for a reason: in "
                "the wild it is pollinated by carrion beetles and flesh flies, insects that "
                "normally lay their eggs in dead animals. When the huge bloom opens, its central "
                "spike heats itself to near human body temperature and pours out sulfur compounds "
                "such as dimethyl trisulfide, drawing the insects from far across the forest."
            ),
            D(
                "Skunk cabbage, which grows in wet woods of eastern North America, pushes up its "
                "hooded flowers in late winter and can melt its way through snow, warming itself "
                "as much as 20 \u00b0C above the freezing air by burning starch stored in its "
                "thick roots. It is one of the very few plants known to hold its temperature "
                "nearly steady for days, much like a warm-blooded animal."
            ),
            D(
                "The dead-horse arum, which grows on small rocky islands off Corsica and Sardinia, "
                "smells so much like a carcass that blowflies crawl deep into its hairy chamber, "
                "where they are trapped overnight and dusted with pollen before they are let go. "
                "It warms itself in the morning, when the flies are most active, and the nesting "
                "gulls on the islands leave plenty of real carrion about, dead chicks and scraps "
                "of fish among the rocks."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is a tapir related to the pig?",
        "no; tapirs are odd-toed ungulates whose closest living relatives are horses and "
        "rhinoceroses, while pigs are even-toed",
        [
            D(
                "The Malayan tapir, the largest of the four living species, lives in the "
                "rainforests of southern Thailand, Malaysia and Sumatra and can weigh up to 540 "
                "kg. Its black body with a white saddle breaks up its outline in the moonlit "
                "forest, and its calves are born brown with white stripes and spots, like a "
                "watermelon, a pattern that fades by the time they are about six months old."
            ),
            S(
                "Despite their stout, pig-like bodies, tapirs are not related to pigs. They belong "
                "to the odd-toed ungulates, the order Perissodactyla, and their closest living "
                "relatives are horses and rhinoceroses, while pigs are even-toed, grouped with "
                "cattle, deer and hippos. A tapir has four toes on each front foot and three on "
                "each hind foot, and its short trunk is formed from its nose and upper lip."
            ),
            D(
                "The babirusa of the Indonesian island of Sulawesi is a wild pig whose males grow "
                "upper tusks that pierce the skin of the snout and curve back towards the "
                "forehead, sometimes growing right into the skull. Its name means pig-deer in "
                "Malay, and although it looks so strange, genetic studies place it firmly in the "
                "pig family, Suidae, as an early offshoot."
            ),
            D(
                "The peccaries of the Americas look and sound much like pigs, but they form their "
                "own family, the Tayassuidae, which parted from the true pigs of the Old World "
                "more than 30 million years ago. They have a scent gland on the back, straight "
                "rather than curved tusks and a more complex stomach, and the collared peccary "
                "ranges as far north as Arizona, New Mexico and Texas."
            ),
            D(
                "The lowland tapir of South America, weighing up to about 300 kg, is the largest "
                "native land mammal of the Amazon. A strong swimmer, it often escapes jaguars by "
                "plunging into rivers and staying under, and it is called the gardener of the "
                "forest because the seeds of many trees pass unharmed through its gut and sprout "
                "in its dung far from the parent tree, sometimes kilometres away."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where the Plitvice Lakes are?",
        "Zagreb (the Plitvice Lakes are in Croatia)",
        [
            S(
                "The Plitvice Lakes, in the mountains of central Croatia, are a chain of sixteen "
                "terraced lakes joined by waterfalls, stepping down about 130 metres through a "
                "forested valley. The natural dams between them are built of travertine, laid down "
                "by mosses and algae, and the national park around them, founded in 1949, became "
                "one of the first World Heritage Sites in 1979."
            ),
            D(
                "Krka National Park, in Dalmatia near the town of \u0160ibenik, protects the lower "
                "course of the Krka River, where a series of travertine waterfalls tumble one into "
                "another. Skradinski Buk, the largest, has seventeen steps and drops about 46 "
                "metres, and in 1895 a power station on the river began sending alternating "
                "current to \u0160ibenik, one of the first such systems in the world."
            ),
            S(
                "Croatia, on the eastern shore of the Adriatic Sea, declared its independence from "
                "Yugoslavia in 1991, joined the European Union in 2013 and took up the euro ten "
                "years later. Its capital and largest city is Zagreb, on the Sava River in the "
                "north of the country, home to about 770,000 people, while Split and Rijeka are "
                "its busiest ports."
            ),
            D(
                "Slovenia, Croatia's neighbour to the north, declared its independence from "
                "Yugoslavia on the same day in June 1991 and joined the European Union in 2004. "
                "Its capital, Ljubljana, on the river of the same name, has about 290,000 people, "
                "and the Postojna caves, with their blind cave salamanders, and Lake Bled with its "
                "island church are its best-known sights."
            ),
            D(
                "Travertine is a banded limestone laid down where water rich in dissolved calcium "
                "carbonate loses carbon dioxide, at hot springs, in caves and below waterfalls. "
                "The white terraces of Pamukkale in Turkey are made of it, and the Romans quarried "
                "it near Tivoli, east of Rome, for buildings such as the Colosseum, whose outer "
                "wall is faced with it."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how fast can a peregrine falcon dive",
        "over 320 km/h in its hunting dive (stoop); about 390 km/h has been measured",
        [
            D(
                "Home > Nature > Birds | The fastest birds in level flight\nTimed flapping flight "
                "is a different record from a falcon's plunge. Radar tracking in Sweden caught "
                "common swifts at about 111 km/h during their courtship displays, and the "
                "white-throated needletail of Asia is often said to reach 170 km/h, though that "
                "claim rests on old and poorly documented timings.\nShare this | Cookie policy"
            ),
            S(
                "Home > Nature > Birds | How fast does a peregrine falcon dive?\nIn level flight a "
                "peregrine falcon manages about 65 to 95 km/h, but when it folds its wings and "
                "drops onto its prey in a hunting dive, the stoop, it can pass 320 km/h, and one "
                "trained bird was clocked at about 390 km/h. That makes it the fastest animal on "
                "Earth.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds of prey | Peregrines in the city\nPeregrine falcons have "
                "moved into cities around the world, nesting on cathedral towers, bridges and "
                "office blocks that stand in for their cliff ledges and hunting the plentiful "
                "pigeons. After DDT was banned in the 1970s they recovered from near extinction in "
                "many countries, and webcams now stream their nests.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Birds of prey | The golden eagle\nThe golden eagle, with a "
                "wingspan of up to 2.3 metres, also hunts by diving from a height onto hares, "
                "marmots and grouse, and its stoops have been estimated at well over 200 km/h. In "
                "Kazakhstan and Mongolia eagle hunters still train females to catch foxes, and "
                "they are released back to the wild after about ten years.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Science > Physics | How fast does a skydiver fall?\nA skydiver falling "
                "belly-down reaches a terminal velocity of about 200 km/h, and in a head-down dive "
                "that rises to around 300 km/h. Jumping from a balloon 39 km up in October 2012, "
                "where the air is very thin, Felix Baumgartner reached 1,357.6 km/h and broke the "
                "sound barrier without a vehicle.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "How big is a neutron star?",
        "only about 20 km across (a radius of about 10 km), while holding about 1.4 to 2 times the "
        "mass of the Sun",
        [
            D(
                "Home > Space > Stars | What is a white dwarf?\nWhen a star like the Sun runs out "
                "of fuel it sheds its outer layers and leaves behind a white dwarf, a hot core "
                "about the size of the Earth holding roughly half the Sun's mass. The first known, "
                "Sirius B, was seen in 1862 by Alvan Graham Clark, and none can be heavier than "
                "about 1.4 Suns.\nShare this | Cookie policy"
            ),
            S(
                "Home > Space > Stars | Neutron stars: small but heavy\nA neutron star, the "
                "collapsed core left behind when a massive star explodes as a supernova, is only "
                "about 20 km across, roughly the size of a city, yet it holds between about 1.4 "
                "and 2 times the mass of the Sun. A teaspoon of its matter would weigh around a "
                "billion tonnes on Earth.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Discoveries | The first pulsar\nIn 1967 Jocelyn Bell Burnell, a "
                "graduate student at Cambridge, noticed a strange mark on her radio telescope's "
                "chart recorder: a signal that pulsed every 1.34 seconds. Half in jest it was "
                "nicknamed LGM-1, for little green men, and her supervisor Antony Hewish shared "
                "the Nobel Prize for physics in 1974.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Black holes | How big is a black hole?\nThe size of a black hole "
                "is set by its event horizon, which grows in step with its mass: about 3 km of "
                "radius for every Sun's worth of mass, so one of ten solar masses is some 60 km "
                "across. Sagittarius A*, at the centre of our galaxy, holds about 4 million Suns "
                "and spans some 24 million km.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Nebulae | The Crab Nebula\nThe Crab Nebula in Taurus is the "
                "glowing wreck of a supernova that Chinese astronomers recorded in 1054, bright "
                "enough to see by day for more than three weeks. About 6,500 light years away and "
                "11 light years across, it is still expanding at some 1,500 km a second, and it "
                "has a pulsar spinning 30 times a second at its centre.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "jaguar vs leopard which is bigger",
        "the jaguar; males usually weigh 56 to 96 kg against about 30 to 70 kg for a male leopard",
        [
            S(
                "Home > Wildlife > Big cats | Jaguar facts\nThe jaguar, the largest cat of the "
                "Americas and the third-largest in the world, is a stocky, powerful animal. Males "
                "usually weigh 56 to 96 kg, and some in the Pantanal of Brazil top 120 kg. It has "
                "the strongest bite of any big cat for its size and often kills by crushing the "
                "skull.\nShare this | Cookie policy"
            ),
            D(
                "Home > Wildlife > Big cats | The snow leopard\nThe snow leopard of the mountains "
                "of Central Asia weighs about 22 to 55 kg and has a thick, smoky-grey coat and a "
                "tail almost a metre long, which it wraps round its face as it sleeps. Unlike the "
                "other big cats it cannot roar, and it can leap some 15 metres across rocky "
                "slopes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Wildlife > Big cats | Leopard facts\nThe leopard is the most widespread of "
                "the big cats, found from southern Africa to the Russian Far East. It is slimmer "
                "and lighter than its spotted cousin in the Americas: males weigh about 30 to 70 "
                "kg and females 20 to 40 kg. It often hauls kills heavier than itself up into "
                "trees.\nShare this | Cookie policy"
            ),
            D(
                "Home > Wildlife > Big cats | What is a black panther?\nA black panther is not a "
                "species of its own but a jaguar or a leopard with melanism, a gene that makes its "
                "coat dark. Its rosettes can still be seen in sunlight, and black leopards are "
                "common in the wet forests of the Malay Peninsula, where the dark coat may help "
                "them hide in deep shade.\nShare this | Cookie policy"
            ),
            D(
                "Home > Wildlife > Big cats | The cougar\nThe cougar, puma or mountain lion ranges "
                "from the Yukon to the southern Andes, the widest spread of any wild land mammal "
                "in the Americas. Males weigh about 53 to 72 kg, yet it is classed with the small "
                "cats: it cannot roar, but it purrs, hisses and gives a piercing scream in the "
                "breeding season.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which countries are on the island of Hispaniola?",
        "Haiti and the Dominican Republic",
        [
            D(
                "Home > Travel > Caribbean | Saint Martin: an island of two nations\nThe small "
                "island of Saint Martin, about 87 square kilometres, has been divided between "
                "France and the Netherlands since the Treaty of Concordia of 1648, making it the "
                "smallest inhabited island shared by two countries. Its airport runway runs so "
                "close to Maho Beach that planes roar just overhead.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Caribbean | Hispaniola: one island, two countries\nHispaniola, "
                "the second-largest island of the Caribbean after Cuba, is shared by two "
                "countries: Haiti takes up the western third, and the Dominican Republic the "
                "eastern two-thirds. The island also holds the highest peak in the Caribbean, Pico "
                "Duarte, at about 3,098 metres.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Caribbean | Cuba at a glance\nCuba, at about 110,000 square "
                "kilometres with its smaller islands, is the largest country in the Caribbean and "
                "lies some 150 km south of Florida. Havana, its capital, was moved to its present "
                "site on the north coast by the Spanish in 1519, and Christopher Columbus first "
                "landed on the island in October 1492.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Exploration | The lost fort of La Navidad\nWhen the Santa "
                "Mar\u00eda ran aground on Christmas Day 1492, Columbus used her timbers to build "
                "a fort, La Navidad, on the north coast of the island he named La Espa\u00f1ola, "
                "and left 39 men behind. When he returned in November 1493 the fort had been burnt "
                "and the men were dead.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Caribbean | Lake Enriquillo\nLake Enriquillo, in the south-west "
                "of the Dominican Republic, is the lowest point of any Caribbean island, about 40 "
                "metres below sea level. Its water is saltier than the sea, yet it holds one of "
                "the largest wild populations of American crocodiles, and rhinoceros iguanas bask "
                "on the island in its middle.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do dandelion seeds travel so far?",
        "on the wind: each seed hangs under a parachute of about 100 bristles (the pappus), and "
        "air flowing through it forms a stable ring vortex above it that slows its fall, so it can "
        "drift for kilometres",
        [
            D(
                "Home > Garden > Weeds | Getting rid of dandelions in the lawn\nThe common "
                "dandelion, Taraxacum officinale, grows from a thick taproot that can reach a "
                "metre deep and will sprout again from any piece left in the soil, so pulling off "
                "the leaves does little. Dig it out with a narrow fork after rain; the young "
                "leaves are good in salads, and the French call the plant pissenlit.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Garden > Wild plants | How dandelion seeds fly\nEach dandelion seed hangs "
                "below a tuft of about 100 fine bristles, the pappus, which acts as a parachute. A "
                "2018 study found that air flowing through the bristles forms a stable ring-shaped "
                "vortex just above them, which slows the fall, so on a breeze a seed can drift for "
                "kilometres.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Trees | Why sycamore seeds spin\nThe winged fruits of sycamores "
                "and maples spin like helicopter blades as they fall, and the whirling creates a "
                "small vortex over the front edge of the wing that gives extra lift and slows the "
                "descent. Even so, most land within about 100 metres of the parent tree unless a "
                "storm catches them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | Seeds that hitch a ride\nSome seeds travel by clinging "
                "to passing animals. Burdock burrs are covered in tiny hooks that catch in fur and "
                "clothing, and after a walk in the Alps in 1941 the Swiss engineer George de "
                "Mestral studied them under a microscope and went on to invent the hook-and-loop "
                "fastener Velcro.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | The travelling coconut\nA coconut can float for months, "
                "its thick fibrous husk keeping sea water away from the seed, and it can still "
                "sprout when it washes up on a beach thousands of kilometres from where it fell. "
                "That is one reason coconut palms line the shores of so many tropical islands, "
                "though people spread them too.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Namib Desert so foggy?",
        "the cold Benguela Current offshore chills moist Atlantic air until its vapour condenses "
        "into fog, which sea breezes push up to about 100 km inland",
        [
            D(
                "Home > Nature > Deserts | The beetle that drinks fog\nOn foggy mornings the Namib "
                "darkling beetle climbs to a dune crest, faces the wind and tips its body forward "
                "in a headstand. Droplets of fog collect on its back, grow heavy and roll down "
                "grooves to its mouth, a trick engineers have studied in the hope of harvesting "
                "drinking water from the air.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Peru | Lima's grey skies\nFrom June to October Lima lies under a "
                "low grey blanket of cloud that locals call the gar\u00faa, which brings a fine "
                "drizzle but almost no real rain: the city gets less than 20 mm a year. The cold "
                "Humboldt Current off the coast keeps the air near the ground cool while warmer "
                "air above stops clouds from rising to make rain.\nShare this | Cookie policy"
            ),
            S(
                "Home > Nature > Deserts | Why the Namib is a desert of fog\nOff the coast of "
                "Namibia the cold Benguela Current flows north from the Southern Ocean. Moist "
                "Atlantic air passing over it is chilled until its water vapour condenses into "
                "fog, and sea breezes push this fog up to about 100 km inland, where it is the "
                "main source of water for many plants and animals.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Namibia | Swakopmund\nSwakopmund, founded in 1892 as the main "
                "harbour of German South West Africa, still has half-timbered houses and German "
                "bakeries along its palm-lined streets. Today it is Namibia's seaside resort, "
                "where visitors go sandboarding on the dunes, take quad bikes into the desert and "
                "fish from the long jetty.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | Welwitschia, the two-leaved wonder\nWelwitschia "
                "mirabilis of the Namib grows only two leaves in its whole life, which can last "
                "more than 1,000 years; they grow from the base, split into ribbons and trail "
                "across the gravel for metres. The Austrian botanist Friedrich Welwitsch came "
                "across it in southern Angola in 1859 and knelt beside it in awe.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "does it snow in hawaii",
        "yes; the summits of Mauna Kea and Mauna Loa on the Big Island get snow most winters, and "
        "Haleakal\u0101 on Maui occasionally",
        [
            D(
                "Home > Science > Astronomy | The Mauna Kea observatories\nThirteen telescopes "
                "stand near the summit of Mauna Kea, above about 40 per cent of the Earth's "
                "atmosphere and most of its water vapour, where the air is dry, still and dark. "
                "The twin Keck telescopes, each with a mirror 10 metres wide, opened in the 1990s, "
                "and a planned Thirty Meter Telescope has met strong protests.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Travel > Hawaii > Big Island | Snow in Hawaii? Yes, really\nThe summits of "
                "Mauna Kea and Mauna Loa on the Big Island, both more than 4,100 metres high, get "
                "snow most winters, and locals sometimes drive up to ski or to build snowmen. "
                "Haleakal\u0101 on Maui is dusted now and then, and in Hawaiian legend the snow is "
                "the white cloak of the goddess Poli\u02bbahu.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Hawaii | When is the best time to visit?\nHonolulu's temperature "
                "rarely falls below 18 \u00b0C or climbs above 32 \u00b0C, and the islands have a "
                "drier season from April to October and a wetter one in winter. The windward sides "
                "get far more rain than the leeward ones, and Mount Wai\u02bbale\u02bbale on "
                "Kauai, with about 11,000 mm a year, is among the rainiest places on Earth.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Nature > Volcanoes | K\u012blauea\nK\u012blauea, on the south-east flank "
                "of Mauna Loa, is one of the most active volcanoes in the world, and Hawaiian "
                "tradition makes its crater the home of Pele, the goddess of fire. Its eruption of "
                "2018 opened two dozen fissures in the Leilani Estates area, destroyed more than "
                "700 homes and added new land to the coast.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Snow on the equator\nMount Kilimanjaro, 5,895 metres "
                "high in Tanzania, carries ice on its summit only about 330 km south of the "
                "equator, but its glaciers have lost more than 80 per cent of their area since "
                "1912 and may vanish by the 2040s. Ernest Hemingway's short story The Snows of "
                "Kilimanjaro, published in 1936, made the white peak famous.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where the Dallol hot springs are?",
        "Addis Ababa (Dallol is in Ethiopia)",
        [
            S(
                "Home > Travel > Ethiopia > Afar | Dallol and the Danakil Depression\nDallol, in "
                "the Danakil Depression of the Afar region of north-eastern Ethiopia, is one of "
                "the hottest inhabited places on Earth, with yearly average temperatures around 35 "
                "\u00b0C, and it lies more than 100 metres below sea level. Its hot springs stain "
                "the salt flats bright yellow, green and orange.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Eritrea | Asmara, Africa's modernist city\nAsmara, the capital of "
                "Eritrea, stands about 2,325 metres up on the highland plateau and is famous for "
                "its Italian buildings of the 1930s, among them the Fiat Tagliero service station "
                "of 1938, shaped like an aircraft. The whole city centre was made a World Heritage "
                "Site in 2017.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Ethiopia | Addis Ababa city guide\nAddis Ababa, Ethiopia's "
                "capital and largest city, stands about 2,355 metres up on the central highlands, "
                "one of the highest capitals in Africa. Founded in 1886 by Emperor Menelik II and "
                "Empress Taytu, it is the seat of the African Union, and its National Museum keeps "
                "the bones of the early human ancestor known as Lucy.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Djibouti | Lake Assal\nLake Assal, in the centre of Djibouti, "
                "lies about 155 metres below sea level, the lowest point on land in Africa, and "
                "its water is around ten times saltier than the sea, saltier even than the Dead "
                "Sea. Salt caravans of camels have carried blocks cut from its white shores to the "
                "highlands for centuries.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Volcanoes | Erta Ale, the smoking mountain\nErta Ale, a shield "
                "volcano about 613 metres high in the Afar lowlands, has held one of the world's "
                "few long-lived lava lakes, glowing in its summit pit for decades. Its name means "
                "smoking mountain in the Afar language, and visitors trek up by night to avoid the "
                "heat, sleeping in stone huts near the rim.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "Which tree does cork come from?",
        "the cork oak, Quercus suber",
        [
            D(
                "Q: Are screw caps better than corks for wine?\nA: Screw caps, used on most wines "
                "from Australia and New Zealand since the early 2000s, seal tightly and avoid cork "
                "taint, a musty smell caused by a chemical called TCA that spoils a few per cent "
                "of bottles closed with natural stoppers. Many winemakers still prefer cork for "
                "red wines meant to age for decades."
            ),
            S(
                "Q: Where does cork come from?\nA: Cork is the thick outer bark of the cork oak, "
                "Quercus suber, an evergreen tree of the western Mediterranean. It is stripped by "
                "hand about every nine years without felling the tree, which grows a new layer, "
                "and Portugal produces about half of the world's supply, much of it made into wine "
                "stoppers."
            ),
            D(
                "Q: What is balsa wood?\nA: Balsa comes from Ochroma pyramidale, a fast-growing "
                "tree of the rainforests from southern Mexico to Bolivia, and some of it weighs "
                "barely a tenth as much as water. Ecuador supplies most of the world's balsa, used "
                "for model aircraft and wind turbine blades, and Thor Heyerdahl's raft Kon-Tiki "
                "was built of nine balsa logs in 1947."
            ),
            D(
                "Q: What tree does natural rubber come from?\nA: Natural rubber is the milky latex "
                "of the Par\u00e1 rubber tree, Hevea brasiliensis, collected by cutting a thin "
                "spiral groove in the bark. In 1876 Henry Wickham shipped about 70,000 of its "
                "seeds from Brazil to Kew Gardens, seedlings went on to Asia, and today Thailand "
                "and Indonesia grow most of it."
            ),
            D(
                "Q: Why does cork float?\nA: Cork is made of tiny dead cells filled with air, "
                "around 40 million of them in a cubic centimetre, with waterproof walls of a waxy "
                "substance called suberin, so it is very light and springy. Robert Hooke looked at "
                "a thin slice under his microscope and, in Micrographia in 1665, named the little "
                "boxes he saw cells."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "when did surtsey form",
        "in 1963: an undersea eruption broke the surface off Iceland on 14 November 1963 and went "
        "on until 1967",
        [
            D(
                "Q: When did Eldfell erupt?\nA: Eldfell, on Heimaey in Iceland's Westman Islands, "
                "burst out without warning on 23 January 1973, a few hundred metres from the town. "
                "Nearly all of the island's 5,000 people were taken to the mainland by fishing "
                "boats that night, and workers pumped sea water onto the lava for months to stop "
                "it closing the harbour."
            ),
            S(
                "Q: When did Surtsey appear?\nA: Surtsey, off the south coast of Iceland, was born "
                "in an undersea eruption that broke the surface of the sea on 14 November 1963. "
                "The eruption went on until June 1967, by which time the island covered about 2.7 "
                "square kilometres; waves have since worn it down to around half that, and only "
                "scientists may land on it."
            ),
            D(
                "Q: When did Anak Krakatau rise from the sea?\nA: Anak Krakatau, the child of "
                "Krakatoa, first showed above the water in 1927, in the caldera left by the great "
                "eruption of 1883, and it grew to over 300 metres. In December 2018 part of its "
                "flank slid into the sea and set off a tsunami that killed more than 400 people on "
                "the coasts of Java and Sumatra."
            ),
            D(
                "Q: What lives on Surtsey?\nA: Scientists have watched life arrive on the island "
                "from the start. The first flowering plant, a sea rocket, was found in 1965, "
                "mosses followed, and once gulls began nesting in 1986 their droppings fertilised "
                "the ash and plants spread quickly; about 70 kinds of flowering plant have now "
                "been recorded there."
            ),
            D(
                "Q: How old is Iceland?\nA: Iceland is young as land goes. Its oldest rocks, in "
                "the Westfjords in the north-west, are about 16 million years old, and the island "
                "is still being built by eruptions, because it sits on the Mid-Atlantic Ridge, "
                "where the North American and Eurasian plates pull apart by about 2 cm a year, "
                "above a hotspot in the mantle."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a bottlenose dolphin or a harbour porpoise?",
        "the bottlenose dolphin: 2 to 4 metres and 150 to 650 kg, against 1.4 to 1.9 metres and 45 "
        "to 70 kg for a harbour porpoise",
        [
            D(
                "Vaquita (Phocoena sinus): fact sheet\n- The smallest porpoise and the smallest "
                "cetacean, at most about 1.5 metres long\n- Weighs around 50 kg\n- Found only in "
                "the far north of the Gulf of California\n- Dark rings around its eyes and dark "
                "lips\n- Drowns in gill nets set for the totoaba fish\n- Only about ten left in "
                "the 2020s"
            ),
            S(
                "Common bottlenose dolphin (Tursiops truncatus): fact sheet\n- Length 2 to 4 "
                "metres\n- Weight 150 to 650 kg, largest in cold waters\n- Short, stubby beak and "
                "a tall, curved dorsal fin\n- Lives in pods of about 10 to 30\n- Each dolphin has "
                "its own signature whistle\n- Can live for more than 40 years"
            ),
            D(
                "Dall's porpoise (Phocoenoides dalli): fact sheet\n- Largest of the porpoises, up "
                "to about 2.4 metres and 200 kg\n- Black with white patches on its flanks\n- Found "
                "only in the North Pacific\n- One of the fastest small cetaceans, at about 55 "
                "km/h\n- Throws up a rooster-tail spray as it swims\n- Often rides the bow waves "
                "of boats"
            ),
            S(
                "Harbour porpoise (Phocoena phocoena): fact sheet\n- One of the smallest "
                "cetaceans\n- Length 1.4 to 1.9 metres\n- Weight about 45 to 70 kg\n- Rounded head "
                "with no beak and a small triangular fin\n- Coastal waters of the North Atlantic "
                "and North Pacific\n- Often caught in fishing nets\n- Rarely lives past 12"
            ),
            D(
                "Orca (Orcinus orca): fact sheet\n- The largest member of the dolphin family\n- "
                "Males up to about 8 metres long and 6 tonnes\n- Dorsal fin of a male up to 1.8 "
                "metres tall\n- Lives in family pods led by older females\n- Different groups hunt "
                "fish, seals or whales\n- Found in every ocean"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "frostbite symptoms",
        "cold, prickling skin, then numbness; skin turning white, greyish-yellow or bluish and "
        "looking hard or waxy; stiff joints and muscles; blisters after rewarming",
        [
            D(
                "Q: What is frostnip?\nA: Frostnip is the mildest cold injury: it affects only the "
                "top layer of the skin and leaves no lasting harm. It is common among skiers, "
                "climbers and winter runners, and gently warming the area, by tucking fingers into "
                "the armpits or holding a warm hand over the nose, is usually enough. Treat it as "
                "a warning that worse could follow."
            ),
            S(
                "Q: What are the symptoms of frostbite?\nA: Frostbite usually strikes the fingers, "
                "toes, nose, ears and cheeks. It starts with cold, prickling skin, followed by "
                "numbness; the skin then turns white, greyish-yellow or bluish and can look hard "
                "and waxy, and the joints and muscles may feel stiff. Blisters often appear a day "
                "or two after the skin is warmed again."
            ),
            D(
                "Q: How should frostbite be treated?\nA: Get out of the cold, take off wet clothes "
                "and rings, and warm the injured part in water at about 37 to 39 \u00b0C for 15 to "
                "30 minutes; do not rub it or hold it near a fire. Do not thaw it at all if it "
                "might freeze again on the way to help, and see a doctor, as deep injuries can "
                "need surgery weeks later."
            ),
            D(
                "Q: What are the signs of trench foot?\nA: Trench foot comes from feet kept cold "
                "and wet, but not frozen, for many hours. The feet feel heavy, numb or tingling, "
                "look red, blotchy and swollen, and may smell; later the skin can die and peel. In "
                "the First World War about 75,000 British soldiers were treated for it, and dry "
                "socks and foot inspections cut the toll."
            ),
            D(
                "Q: Who is most at risk of frostbite?\nA: Anyone outdoors for long below about -15 "
                "\u00b0C, especially in wind: at a wind chill of -27 \u00b0C exposed skin can "
                "freeze within half an hour. Mountaineers and homeless people are most often hurt, "
                "and drinking alcohol, smoking, diabetes and tight boots that cut off blood flow "
                "all raise the risk."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do hot springs get hot?",
        "rain and snowmelt seep deep underground through cracks, are heated by the hot rock (about "
        "25 to 30 \u00b0C more per kilometre of depth, far more near magma) and rise back to the "
        "surface along faults",
        [
            D(
                "Q: Where are the most geysers?\nA: Yellowstone National Park holds about half of "
                "the world's geysers, more than 500 of them, including Old Faithful, which goes "
                "off roughly every 60 to 110 minutes. The Valley of Geysers in Kamchatka, found "
                "only in 1941, comes second, and Iceland's Geysir gave its name to all the others."
            ),
            S(
                "Q: How do hot springs get their heat?\nA: Most begin as rain or snowmelt that "
                "seeps down through cracks in the rock, sometimes for kilometres. The deeper it "
                "goes the hotter the rock, by about 25 to 30 \u00b0C for every kilometre, or far "
                "more near magma in volcanic areas, and the heated water, lighter than the cold "
                "water around it, rises back to the surface along faults."
            ),
            D(
                "Q: Why do monkeys bathe in the hot springs of Jigokudani?\nA: The snow monkeys of "
                "Jigokudani in Nagano, in the Japanese Alps, began bathing in a pool there in the "
                "early 1960s, and the habit spread through the troop. A study in 2018 found that "
                "females who bathed in winter had lower levels of stress hormones, suggesting that "
                "the warm water helps them to save energy in the cold."
            ),
            D(
                "Q: Is it safe to swim in hot springs?\nA: Not always. Some springs in Yellowstone "
                "are close to boiling and acidic enough to burn skin, and more than 20 people have "
                "died in its thermal areas since 1870. Warm pools can also hold Naegleria fowleri, "
                "the rare brain-eating amoeba, so keep your head above the water and only bathe "
                "where it is allowed."
            ),
            D(
                "Q: What gives Grand Prismatic Spring its colours?\nA: The largest hot spring in "
                "the United States, about 100 metres across, is ringed with bands of heat-loving "
                "bacteria and archaea that colour its edges orange, yellow and green, each kind "
                "living at the temperature it likes best, while the deep centre looks blue. It was "
                "described by the Hayden expedition of 1871."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do we yawn?",
        "it is not fully settled; a leading explanation is that yawning cools the brain, the deep "
        "breath and jaw stretch increasing blood flow that carries heat away",
        [
            D(
                "Q: Why is yawning contagious?\nA: About half of adults yawn after seeing someone "
                "else do it, and reading or even thinking about yawning can be enough. Contagious "
                "yawning appears at about four or five years of age and spreads more easily "
                "between friends and relatives than between strangers, which has led some "
                "researchers to link it with empathy."
            ),
            D(
                "Q: Why do we sigh?\nA: Healthy people sigh about a dozen times an hour without "
                "noticing. A sigh is a breath about twice as deep as normal, and it reopens tiny "
                "air sacs in the lungs that slowly collapse during ordinary breathing; in 2016 "
                "scientists found a small group of nerve cells in the brainstem that sets off "
                "sighs in mice."
            ),
            S(
                "Q: Why do we yawn?\nA: Nobody is completely sure, but a leading explanation is "
                "that yawning helps to cool the brain: the deep breath of cooler air and the wide "
                "stretch of the jaw boost blood flow through the skull and carry heat away. That "
                "fits with people yawning more when tired or bored, when brain temperature tends "
                "to rise, and less in very hot weather."
            ),
            D(
                "Q: How long does a yawn last?\nA: A typical human yawn lasts about six seconds. A "
                "study of 19 kinds of mammal published in 2016, timing yawns in zoos and from "
                "online videos, found that species with bigger brains and more nerve cells yawn "
                "for longer, with humans at the top of the list and mice, rabbits and rats at the "
                "bottom."
            ),
            D(
                "Q: Do babies yawn before they are born?\nA: Yes. Ultrasound scans show babies in "
                "the womb yawning from around 11 weeks of pregnancy, and they yawn less often as "
                "birth approaches. Some doctors think the movement helps the jaw and the brain to "
                "develop, and newborn babies yawn often in their first days, though they do not "
                "catch yawns from the people around them until much later in childhood."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can it be too cold to snow?",
        "no; snow falls even in extreme cold, though very cold air holds little moisture, so heavy "
        "snow is more likely just below freezing",
        [
            D(
                "Q: What is the coldest temperature ever recorded?\nA: The lowest air temperature "
                "measured by a weather station is -89.2 \u00b0C, at the Russian base of Vostok in "
                "Antarctica on 21 July 1983. Satellites have since measured the snow surface in "
                "hollows on the high East Antarctic Plateau at about -93 \u00b0C on clear, still "
                "winter nights."
            ),
            S(
                "Q: Can it ever be too cold to snow?\nA: No. Snow has fallen at temperatures far "
                "below -30 \u00b0C, and fine ice crystals called diamond dust drift down in "
                "Antarctica even on clear days. What is true is that very cold air holds little "
                "water vapour, so heavy snowfalls are more likely when the temperature is just "
                "below freezing than in deep cold."
            ),
            D(
                "Q: Why is snow white?\nA: Each ice crystal is clear, but a layer of snow holds "
                "countless crystals and air spaces. Their many surfaces bounce light around and "
                "send back nearly all the colours of sunlight together, which we see as white; "
                "deep inside a snowbank or a glacier, where red light has been soaked up along the "
                "way, it can look blue."
            ),
            D(
                "Q: What is the difference between sleet and freezing rain?\nA: Both start as snow "
                "that melts in a warm layer of air. Sleet refreezes into ice pellets in a cold "
                "layer below before it lands and bounces off the ground, while freezing rain stays "
                "liquid until it hits cold roads, wires and branches and freezes there as a glaze, "
                "the cause of ice storms."
            ),
            D(
                "Q: Where does the most snow fall?\nA: The record for one season in the United "
                "States is 28.96 metres at the Mount Baker ski area in Washington in the winter of "
                "1998 to 1999. Among cities, Aomori in northern Japan gets about 8 metres a year, "
                "as cold Siberian winds pick up moisture crossing the Sea of Japan."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the capital of the country where the Darvaza gas crater is?",
        "Ashgabat (the Darvaza crater is in Turkmenistan)",
        [
            D(
                "Uzbekistan: fact sheet\n- Central Asian republic, one of only two doubly "
                "landlocked countries\n- Independent from the Soviet Union since 1991\n- Capital: "
                "Tashkent, the largest city in Central Asia\n- Silk Road cities of Samarkand, "
                "Bukhara and Khiva\n- Major cotton grower\n- Shares the shrinking Aral Sea with "
                "its northern neighbour Kazakhstan"
            ),
            S(
                "Darvaza gas crater: fact sheet\n- Nicknamed the Door to Hell\n- In the Karakum "
                "Desert of Turkmenistan\n- About 70 metres wide and 20 to 30 metres deep\n- "
                "Burning since natural gas escaping from it was set alight, usually dated to "
                "1971\n- Formed when the ground collapsed at a drilling site\n- In 2022 the "
                "president called for the fire to be put out"
            ),
            S(
                "Turkmenistan: fact sheet\n- Central Asian republic on the east shore of the "
                "Caspian Sea\n- Independent from the Soviet Union since October 1991\n- Capital: "
                "Ashgabat, near the border with Iran\n- About 70 per cent covered by the Karakum "
                "Desert\n- Among the largest reserves of natural gas in the world\n- Permanent "
                "neutrality recognised by the UN in 1995"
            ),
            D(
                "Karakum Canal: fact sheet\n- One of the longest irrigation canals in the world, "
                "about 1,375 km\n- Built between 1954 and 1988\n- Carries water west from the Amu "
                "Darya river across the desert\n- Waters cotton fields along its route\n- Leaks "
                "much of its water into the sand\n- Helped to dry up the Aral Sea"
            ),
            D(
                "Yanar Dag: fact sheet\n- Name means burning mountain\n- On the Absheron Peninsula "
                "of Azerbaijan, near Baku\n- Natural gas seeping from a sandstone hillside burns "
                "in flames up to 3 metres high\n- Has burned for as long as anyone remembers\n- "
                "Rain and snow do not put it out\n- Protected as a state reserve since 2007\n- "
                "Fire temples nearby drew Zoroastrian pilgrims"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the deepest lake in the United States?",
        "Crater Lake in Oregon, about 594 metres deep",
        [
            D(
                "Lake Tahoe, high in the Sierra Nevada on the line between California and Nevada, "
                "plunges to about 501 metres and holds so much water that it would cover all of "
                "California some 35 cm deep. Its famous clarity, once over 30 metres, has dropped "
                "since the 1960s as soil and algae washed in from roads and building sites around "
                "its shore."
            ),
            S(
                "No lake anywhere in the United States goes down further than Crater Lake, which "
                "fills the collapsed summit of Mount Mazama in southern Oregon: its floor lies "
                "about 594 metres below the surface. The basin was left roughly 7,700 years ago, "
                "when a huge eruption emptied the volcano's magma chamber and the peak fell in, "
                "and rain and snow alone have filled it since."
            ),
            D(
                "Lake Superior, shared by the United States and Canada, reaches about 406 metres "
                "at its lowest point and holds roughly ten per cent of the world's fresh surface "
                "water. It is the largest freshwater lake on Earth by area, about 82,000 square "
                "kilometres, and the Edmund Fitzgerald sank in one of its November storms in 1975 "
                "with all 29 of its crew."
            ),
            D(
                "Wizard Island, a cinder cone that grew up inside the caldera of Mount Mazama "
                "after its collapse, rises about 233 metres above the water of Crater Lake, and "
                "boats take visitors out to climb it in summer. Nearby, a small, jagged lava "
                "formation called the Phantom Ship looks like a sailing ship from the rim, and the "
                "national park around the lake gets about 13 metres of snow in an average year."
            ),
            D(
                "Iliamna Lake, in south-west Alaska, is the largest lake in the state, covering "
                "about 2,600 square kilometres, and feeds one of the richest sockeye salmon runs "
                "on Earth through the Kvichak River into Bristol Bay. It is also home to one of "
                "the world's few colonies of harbour seals that live in fresh water, and local "
                "stories tell of a giant fish in its depths."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "When did Mount Tambora erupt?",
        "in April 1815 (its climax on 10 April 1815)",
        [
            D(
                "The Samalas volcano on Lombok, the next island west of Sumbawa, blew itself apart "
                "in 1257, an event long known only from a spike of sulfur in the ice of Greenland "
                "and Antarctica until researchers traced it to the island in 2013, helped by old "
                "writings on palm leaves in the Old Javanese language that told of a lost city "
                "called Pamatan buried in ash."
            ),
            S(
                "In April 1815 Tambora, the volcano towering over the island of Sumbawa, in what "
                "is now Indonesia, tore itself apart in the most powerful blast in recorded "
                "history, heard more than 2,000 km away, and tens of thousands died. The ash and "
                "sulfur it flung high into the sky cooled the whole globe, so that 1816 went down "
                "in Europe and New England as the year without a summer."
            ),
            D(
                "Today Mount Tambora stands about 2,850 metres high, well over a kilometre lower "
                "than before its great blast, and its summit is a caldera some 6 km wide and 600 "
                "to 700 metres deep, often with a small lake at the bottom. It became a national "
                "park in 2015, and climbers reach the rim in two days from the villages on its "
                "slopes, through thick forest, then open grassland, then loose bare rock and ash."
            ),
            D(
                "The Laki fissure in southern Iceland poured out lava for eight months in 1783 and "
                "1784 from a crack some 27 km long, along with huge amounts of poisonous gas. A "
                "choking haze spread over Europe that summer, and in Iceland the fluorine in the "
                "ash killed most of the sheep and cattle, so that about a fifth of the island's "
                "people died in the famine that followed."
            ),
            D(
                "Sumbawa, an island of about 15,000 square kilometres between Lombok and Flores in "
                "the Lesser Sunda chain, is home to some 1.5 million people and known for its "
                "sturdy small horses, its wild honey and its strong surf. Its western half "
                "belonged to the sultanate of Sumbawa and its east to the sultanate of Bima, which "
                "kept their rulers until the 1950s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is deeper, the Java Trench or the Puerto Rico Trench?",
        "the Puerto Rico Trench, about 8,400 metres against about 7,300 metres for the Java Trench",
        [
            S(
                "The Java Trench curves for some 3,000 km along the Indian Ocean side of Sumatra "
                "and Java, where the ocean floor of the Australian plate slides beneath the "
                "islands. At its lowest point, off the coast of Java, the sea floor lies about "
                "7,290 metres below the waves, the greatest depth in the Indian Ocean, and the "
                "great earthquake of December 2004 struck on its northern stretch."
            ),
            D(
                "The Cayman Trough, a long gash in the floor of the Caribbean Sea between Jamaica "
                "and the Cayman Islands, sinks to about 7,686 metres, the lowest point of that "
                "sea. Along its centre runs one of the slowest spreading ridges on Earth, where "
                "hot springs gush water at over 400 \u00b0C, the hottest yet found on the sea "
                "floor, discovered by a British team in 2010."
            ),
            S(
                "North of Puerto Rico the floor of the Atlantic falls away into a trench some 800 "
                "km long, where the North American plate grinds past the Caribbean plate. Its "
                "lowest spot, called the Milwaukee Deep, lies about 8,400 metres down, making it "
                "the lowest point anywhere in the Atlantic Ocean, and the trench is a known source "
                "of earthquakes and tsunamis."
            ),
            D(
                "The South Sandwich Trench, east of the remote, ice-bound South Sandwich Islands, "
                "reaches about 8,265 metres at its deepest, and its southern end, at about 7,430 "
                "metres, counts as the lowest point of the Southern Ocean. It was first reached in "
                "2019 by the explorer Victor Vescovo in the submersible Limiting Factor, as part "
                "of the Five Deeps Expedition to the bottom of each of the world's oceans."
            ),
            D(
                "The Challenger Deep, at the southern end of the Mariana Trench in the western "
                "Pacific, lies about 10,935 metres down, the lowest point known on Earth. Jacques "
                "Piccard and Don Walsh first reached it in the bathyscaphe Trieste in January "
                "1960, and the film director James Cameron dived there alone in 2012 in the "
                "Deepsea Challenger, a craft he had helped to design."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "planets with no moons",
        "Mercury and Venus",
        [
            D(
                "Venus turns on its axis only once every 243 Earth days, and in the opposite "
                "direction to most of the planets, so on its surface the Sun would rise in the "
                "west and set in the east. Beneath its thick clouds of sulfuric acid the air is "
                "almost all carbon dioxide, pressing down some 90 times harder than on Earth and "
                "trapping heat until the rocks reach 465 \u00b0C."
            ),
            S(
                "Of the eight planets going round the Sun, only the two closest to it travel "
                "entirely alone: Mercury and Venus have no natural satellite circling them at all. "
                "Earth has its single large companion, Mars a pair of tiny lumpy ones, and the "
                "four giants farther out have dozens each, many of them small captured bodies, so "
                "the innermost two are the exceptions."
            ),
            D(
                "Some small asteroids travel close to a planet for years and can be mistaken for "
                "its companions. Zoozve, found in 2002, keeps near Venus as what astronomers call "
                "a quasi-satellite, though it actually orbits the Sun, and in 2016 a rock some 40 "
                "to 100 metres wide, later named Kamo\u02bboalewa, was found doing the same beside "
                "the Earth."
            ),
            D(
                "Several of the dwarf planets have moons of their own. Pluto has five, the largest "
                "of them, Charon, half its own width, and Eris, found in 2005, has one called "
                "Dysnomia, named after the daughter of the goddess of strife. Haumea has two small "
                "moons and a ring, and a faint moon of Makemake was spotted by the Hubble Space "
                "Telescope in 2016."
            ),
            D(
                "Mercury, the smallest planet, races round the Sun in just 88 days, yet a full day "
                "from one sunrise to the next lasts 176 Earth days. Without air to hold heat, its "
                "surface swings from about 430 \u00b0C at noon to -180 \u00b0C at night, and "
                "NASA's MESSENGER craft, which orbited it from 2011 to 2015, found ice in the "
                "shadows of craters near its poles."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "how is dew formed",
        "on clear, calm nights grass and other surfaces radiate their heat away and cool below the "
        "dew point of the air, so water vapour condenses on them as droplets",
        [
            D(
                "When the ground drops below freezing on a clear, still night, the moisture in the "
                "air skips the liquid stage altogether and builds feathery white crystals of ice "
                "straight onto twigs, grass and windows. This hoar frost grows fastest where the "
                "air is moist, as near rivers and lakes, and its spiky crystals can grow several "
                "centimetres long over a few cold nights."
            ),
            S(
                "On a clear, still night, grass, leaves and car roofs radiate their warmth away to "
                "the open sky and grow colder than the air just above them. Once they fall below "
                "the temperature at which that air is saturated, the moisture it carries turns "
                "from vapour to liquid on contact, leaving beads of water at dawn that usually "
                "vanish as the morning sun warms everything again."
            ),
            D(
                "Fog is simply a cloud lying at ground level, and weather services count it as fog "
                "when it cuts visibility to less than a kilometre. Radiation fog gathers in "
                "valleys on calm nights and usually burns off by mid-morning, while advection fog, "
                "when warm, moist air drifts over cold sea or land, can hang around coasts such as "
                "San Francisco Bay for the whole day, and sometimes for days on end."
            ),
            D(
                "The drops that sparkle on the tips of grass blades and strawberry leaves at first "
                "light are often not from the air at all. On damp, warm nights, pressure from the "
                "roots pushes sap out through special pores at the leaf edges called hydathodes, a "
                "process known as guttation, and the drops, which carry sugars and minerals, can "
                "leave a white crust when they dry."
            ),
            D(
                "The dew ponds of the English chalk downs are shallow, saucer-shaped pools that "
                "farmers dug on the hilltops from at least the seventeenth century to water their "
                "sheep where there were no springs or streams. They were lined with puddled clay, "
                "often over a layer of straw, and despite their name studies have shown they are "
                "filled mainly by rain and mist."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do birds sing at dawn?",
        "mainly to defend their territory and attract mates; the still, cool air of early morning "
        "carries sound further, and it is still too dark to forage well",
        [
            D(
                "In towns, European robins often sing through the night, and people long blamed "
                "the street lights. A study in Sheffield published in 2007 found instead that "
                "daytime noise mattered more: robins in the loudest parts of the city moved their "
                "singing to the quiet hours of darkness, when their songs would not be drowned out "
                "by the roar of traffic and the hum of the city."
            ),
            D(
                "The superb lyrebird of the forests of south-eastern Australia is one of the "
                "greatest mimics in nature. Besides the calls of dozens of other birds, males have "
                "been recorded copying camera shutters, car alarms and chainsaws, and each male "
                "sings his medley while dancing on a cleared mound with his long, lacy tail thrown "
                "forward over his head like a shimmering silver veil."
            ),
            S(
                "The loudest chorus of the day breaks out at first light, when male songbirds belt "
                "out their songs to warn rivals off their patch and to win a partner. The timing "
                "pays: the cool, calm air of early morning carries sound further than later in the "
                "day, the light is still too dim to hunt insects well, and a male who sings hard "
                "after a cold night shows off how fit he is."
            ),
            D(
                "Young songbirds learn their songs much as children learn to speak. A male zebra "
                "finch memorises the song of an adult tutor, usually his father, in his first few "
                "weeks, then practises for months, babbling rough versions that slowly improve, "
                "and a finch raised without hearing a tutor sings a strange, broken song for the "
                "rest of its life."
            ),
            D(
                "International Dawn Chorus Day, held each year on the first Sunday in May, began "
                "in Birmingham in 1984, when the naturalist Chris Baines invited people to get up "
                "early and listen. It has since spread to dozens of countries, where groups meet "
                "in parks and woods before sunrise, and the blackbird, robin and wren are among "
                "the first voices heard in Britain."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is the Moon moving away from Earth?",
        "yes, by about 3.8 cm a year",
        [
            D(
                "Because its orbit is an ellipse, the Moon's distance from us changes every month, "
                "from about 363,000 km at its nearest, perigee, to about 405,000 km at its "
                "farthest, apogee. A full moon near perigee looks up to 14 per cent wider and 30 "
                "per cent brighter than one near apogee, which newspapers now call a supermoon, "
                "and it raises slightly higher tides than usual along the coasts."
            ),
            S(
                "Every year the gap between our planet and its satellite widens by roughly 3.8 "
                "centimetres, a figure measured by firing lasers at mirrors left on the lunar "
                "surface by Apollo astronauts. Tides raised in Earth's oceans steal a little of "
                "our spin and hand it to the Moon's orbit, lifting it outwards, while our days "
                "grow longer by about two thousandths of a second each century."
            ),
            D(
                "Five reflector panels on the Moon still bounce laser pulses back to Earth: three "
                "left by the crews of Apollo 11, 14 and 15, and two on the Soviet Lunokhod rovers. "
                "Observatories such as McDonald in Texas and Apache Point in New Mexico fire short "
                "laser bursts at them and catch only a few returning photons, timing each round "
                "trip to within trillionths of a second, night after night for more than fifty "
                "years."
            ),
            D(
                "Most scientists think the Moon formed about 4.5 billion years ago, when a body "
                "about the size of Mars, called Theia, struck the young Earth a glancing blow. "
                "Debris from both worlds flew into orbit and gathered into the Moon, which "
                "explains why moon rocks brought back by Apollo are so similar to Earth's mantle "
                "while the Moon has only a small iron core."
            ),
            D(
                "The larger of Mars's two tiny moons is heading the other way: it orbits so close "
                "to the planet, about 6,000 km above the surface, that it goes round three times a "
                "day and is being dragged inwards by about 1.8 metres a century. Within some 30 to "
                "50 million years it will either crash into Mars or be torn apart into a ring of "
                "rubble."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country whose national bird is the quetzal?",
        "Guatemala City (the quetzal is Guatemala's national bird)",
        [
            S(
                "With its glittering green back, scarlet breast and long trailing tail feathers, "
                "the resplendent quetzal is the emblem Guatemala chose for itself: the bird "
                "appears on the flag and the coat of arms, and the country's money has been called "
                "the quetzal since 1925. The ancient Maya prized its feathers so highly that only "
                "rulers and nobles were allowed to wear them."
            ),
            D(
                "Costa Rica chose a plain brown bird, the clay-coloured thrush, as its national "
                "emblem in 1977, because its song is heard all over the country at the start of "
                "the rainy season. The government of Costa Rica sits in San Jos\u00e9, in the "
                "Central Valley, and the country abolished its army in 1948 and spends the money "
                "on schools, health care and national parks instead."
            ),
            S(
                "Guatemala's seat of government is Guatemala City, built in a highland valley "
                "about 1,500 metres up after earthquakes wrecked the old capital, Antigua, in "
                "1773. With some three million people in and around it, it is the largest city in "
                "Central America, and its streets are laid out in numbered zones spreading out "
                "from the cathedral and the old national palace."
            ),
            D(
                "Antigua Guatemala, founded by the Spanish in 1543, sits in a valley below three "
                "volcanoes, Agua, Fuego and Acatenango, and its cobbled streets, ruined churches "
                "and colourful colonial houses became a World Heritage Site in 1979. In Holy Week "
                "its people cover the streets with carpets of dyed sawdust and flowers for the "
                "great religious processions to walk over."
            ),
            D(
                "Honduras picked the scarlet macaw as its national bird in 1993, and the red, "
                "yellow and blue parrot is sacred in the ruins of the Maya city of Cop\u00e1n, "
                "where carved macaw heads mark the ball court. The capital of Honduras is "
                "Tegucigalpa, in a mountain valley in the south, which joined with its twin town "
                "Comayag\u00fcela to form a single Central District in 1937."
            ),
        ],
    ),
]
