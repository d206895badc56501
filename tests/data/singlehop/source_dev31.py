"""The thirty-third single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev30.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, weather), animals and
plants, and geography (another writer took history, politics, law, the arts, sports, technology
and everyday life at the same time); a quarter of the questions (10 of 40) are typed search-box
style. Written after lexical-v23, the batch measures how far the evaluator's tuning carries to
questions it was not written against (the evaluator may be tuned meanwhile on the earlier
batches, never on this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 367 characters and distractors 364; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "What is the closest star to the Sun?",
        "Proxima Centauri, about 4.24 light years away",
        [
            D(
                "Alpha Centauri: Alpha Centauri A and B are a pair of Sun-like stars about 4.37 "
                "light years away in the southern constellation Centaurus. Seen together as one "
                "point of light, they make the third-brightest star in the night sky, after Sirius "
                "and Canopus, and they circle each other every 80 years or so. Neither can be seen "
                "from most of Europe or the United States."
            ),
            S(
                "Proxima Centauri: Proxima Centauri is the nearest known star to the Sun, lying "
                "about 4.24 light years away. It is a small, dim red dwarf, far too faint to see "
                "without a telescope, and was found in 1915 by the Scottish astronomer Robert "
                "Innes in South Africa. In 2016 astronomers announced a planet, Proxima b, "
                "orbiting it in the zone where water could stay liquid."
            ),
            D(
                "Barnard's Star: Barnard's Star is a red dwarf about 6 light years away in the "
                "constellation Ophiuchus, the second-nearest star system to the Sun and the "
                "nearest star seen from the northern hemisphere. Edward Emerson Barnard measured "
                "its motion in 1916: it crosses the sky faster than any other star, drifting the "
                "width of the full Moon in about 180 years, and it is thought to be some 10 "
                "billion years old."
            ),
            D(
                "Wolf 359: Wolf 359 is a faint red dwarf in the constellation Leo, about 7.9 light "
                "years from the Sun, listed by the German astronomer Max Wolf in 1919 after he "
                "found it on photographic plates. It has only about a tenth of the Sun's mass and "
                "flares often. Fans of Star Trek know the name from a battle fought near it in the "
                "series The Next Generation."
            ),
            D(
                "Sirius: Sirius, in the constellation Canis Major, is the brightest star in the "
                "night sky, about 8.6 light years away and some 25 times as luminous as the Sun. "
                "It has a faint companion, the white dwarf Sirius B, first seen in 1862. The "
                "ancient Egyptians watched for its dawn rising each summer, which came shortly "
                "before the yearly flood of the Nile."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "wettest place on earth",
        "Mawsynram, in Meghalaya in north-east India, with about 11,870 mm of rain a year",
        [
            D(
                "Meghalaya: Meghalaya is a hilly state in north-east India, carved out of Assam in "
                "1972, whose name means 'abode of the clouds' in Sanskrit. Its capital is "
                "Shillong, at about 1,500 metres, and most of its 3 million people belong to the "
                "Khasi, Garo and Jaintia peoples, who pass property down through the mother's "
                "line. It borders Bangladesh to the south."
            ),
            D(
                "Sohra: Sohra, long known as Cherrapunji, is a town in the Khasi Hills famous for "
                "its living root bridges, which villagers grow over streams by training the aerial "
                "roots of rubber fig trees across them over 15 to 30 years. The double-decker "
                "bridge at Nongriat, reached by some 3,500 steps, is the best known. The town sits "
                "on a plateau at about 1,480 metres."
            ),
            S(
                "Mawsynram: Mawsynram, a village in the Khasi Hills of Meghalaya, in north-east "
                "India, is the wettest place on Earth by average yearly rainfall, with about "
                "11,870 mm, the figure given by Guinness World Records. Most of it falls in the "
                "summer monsoon, when moist air from the Bay of Bengal is forced up the hills, and "
                "villagers cover themselves with hoods woven from bamboo and leaves."
            ),
            D(
                "Mount Waialeale: Mount Waialeale, at 1,569 metres on the island of Kauai in "
                "Hawaii, is one of the rainiest spots in the United States, with around 9,500 mm a "
                "year on its summit, where the trade winds drop their moisture on most days. The "
                "swamp below it, the Alakai, is home to rare honeycreepers, and the Wailua River "
                "runs down from its slopes to the sea."
            ),
            D(
                "Crkvice: Crkvice is a mountain village above the Bay of Kotor in Montenegro, at "
                "about 940 metres, often named as the wettest inhabited place in Europe, with an "
                "average of roughly 4,600 mm of rain a year, most of it in autumn and winter "
                "storms coming off the Adriatic. In 1937 it recorded more than 8,000 mm in a "
                "single year. Only a few people still live there."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, a grizzly bear or an American black bear?",
        "the grizzly bear: males usually weigh 180 to 360 kg, against about 60 to 250 kg for a "
        "male black bear",
        [
            S(
                "Grizzly bear: The grizzly is the North American inland brown bear, found in "
                "Alaska, western Canada and a few northern US states such as Montana and Wyoming. "
                "Males usually weigh 180 to 360 kg and stand over 2 metres tall on their hind "
                "legs; a hump of muscle on the shoulders powers their digging, and their front "
                "claws can be 10 cm long."
            ),
            D(
                "Kermode bear: The Kermode bear, or spirit bear, of the Great Bear Rainforest in "
                "British Columbia is a cream-white form of the black bear, caused by a recessive "
                "gene; on some islands one bear in ten is white. The Tsimshian people tell that "
                "Raven made one bear in ten white to recall the Ice Age, and the bear is the "
                "provincial mammal."
            ),
            S(
                "American black bear: The American black bear is the most common bear in North "
                "America, with around 800,000 living from Alaska to northern Mexico. Adult males "
                "usually weigh about 60 to 250 kg and females much less, and despite the name many "
                "are brown, cinnamon or even blond. They climb trees well, thanks to short, curved "
                "claws, and eat mostly plants."
            ),
            D(
                "Asiatic black bear: The Asiatic black bear, or moon bear, lives in forests from "
                "Iran and the Himalayas to Japan and Korea and is named for the pale crescent on "
                "its chest. Males weigh around 100 to 200 kg. It is hunted and farmed for its "
                "bile, used in traditional medicine, and rescue centres in Vietnam and China now "
                "care for hundreds of bears taken from farms."
            ),
            D(
                "Kodiak bear: The Kodiak bear, a brown bear of the Kodiak Archipelago off southern "
                "Alaska, has been cut off from other bears for about 12,000 years. Large males can "
                "reach 600 kg or more, and the biggest stand about 3 metres tall when upright. "
                "Some 3,500 of them live on the islands, feeding heavily on the salmon that crowd "
                "the streams each summer."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Rwanda?",
        "Uganda, Tanzania, Burundi and the Democratic Republic of the Congo",
        [
            D(
                "Kigali: Kigali is the capital and largest city of Rwanda, built over several "
                "hills and valleys at about 1,500 metres, with more than a million people. Known "
                "for its clean streets, it bans plastic bags and holds a monthly community "
                "cleaning day called Umuganda. The Kigali Genocide Memorial at Gisozi honours the "
                "victims of the 1994 genocide, about 250,000 of whom are buried there."
            ),
            S(
                "Rwanda: Rwanda is a small, landlocked country in east-central Africa, called the "
                "land of a thousand hills. It is bordered by Uganda to the north, Tanzania to the "
                "east, Burundi to the south and the Democratic Republic of the Congo to the west, "
                "with Lake Kivu forming much of that western line. About 14 million people live in "
                "its 26,000 square kilometres."
            ),
            D(
                "Kenya: Kenya, on the Indian Ocean coast of East Africa, borders Ethiopia to the "
                "north, Somalia to the north-east, South Sudan to the north-west, Uganda to the "
                "west and Tanzania to the south. Its capital is Nairobi, and the equator crosses "
                "the country close to Mount Kenya, at 5,199 metres its highest peak. It has been "
                "independent from Britain since 1963."
            ),
            D(
                "Nyungwe Forest: Nyungwe Forest National Park, in the south-west of Rwanda, "
                "protects one of the oldest mountain rainforests in Africa, around 1,000 square "
                "kilometres of it. Chimpanzees and 12 other kinds of primate live there, as well "
                "as some 300 species of bird, and a canopy walkway hangs about 50 metres above the "
                "valley floor. Some count a spring there as the farthest source of the Nile."
            ),
            D(
                "Burundi: Burundi is a landlocked country on the north-east shore of Lake "
                "Tanganyika with about 13 million people, most of whom farm coffee, tea and "
                "bananas. In 2019 it moved its political capital from Bujumbura, on the lake, to "
                "Gitega, in the hills at the centre of the country. Its Kibira forest joins "
                "Nyungwe across the frontier to form one large block of mountain forest."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do stalactites form?",
        "rainwater picks up carbon dioxide and dissolves limestone; when a drop hangs from a cave "
        "ceiling it loses carbon dioxide and leaves a thin ring of calcite, and the rings build up "
        "into a hanging stalactite",
        [
            D(
                "Stalagmite: A stalagmite is a mound of mineral rising from a cave floor. Because "
                "its layers can be dated by the uranium and thorium in them, scientists read past "
                "rainfall from them much as from tree rings. Some of the tallest, in Son Doong "
                "cave in Vietnam, reach about 70 metres, and visitors there camp beside one "
                "nicknamed the Hand of Dog."
            ),
            S(
                "Stalactite: Stalactites form as rainwater, made slightly acidic by carbon dioxide "
                "from the air and soil, seeps through limestone and dissolves calcium carbonate. "
                "When a drop hangs from a cave ceiling it gives off some of its carbon dioxide and "
                "leaves a thin ring of calcite behind. Ring after ring builds a hollow soda straw, "
                "which slowly thickens into a cone."
            ),
            D(
                "Limestone cave: Most large caves are carved in limestone by groundwater. Water "
                "charged with carbonic acid widens joints and bedding planes in the rock over "
                "hundreds of thousands of years, opening passages and chambers, and an underground "
                "river may then cut them deeper. Mammoth Cave in Kentucky, with over 680 km of "
                "mapped passages, is the longest known system in the world."
            ),
            D(
                "Icicle: An icicle forms when snow on a roof or branch melts in the sun and the "
                "water runs to an edge where the air is below freezing. Each drop freezes partly "
                "as it trickles down the outside of the icicle, making it longer and thicker, and "
                "a thin film of liquid at its tip keeps it growing downward. Ripples along the "
                "side appear when the water holds traces of salt."
            ),
            D(
                "Jenolan Caves: The Jenolan Caves, in the Blue Mountains west of Sydney, are among "
                "the oldest known open caves in the world, dated at around 340 million years by "
                "clays found inside them. More than 40 km of passages run through a band of "
                "limestone, and the caves have been shown to visitors since the 1860s, when guides "
                "led tours by the light of candles and magnesium ribbon."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do skunks spray?",
        "to defend themselves from predators: the foul spray from glands under the tail drives off "
        "attackers, used only after warnings because it takes days to refill",
        [
            S(
                "Skunk: Skunks spray to defend themselves. A threatened skunk first warns the "
                "attacker by stamping its front feet, hissing and raising its tail; spotted skunks "
                "even do a handstand. If that fails it squirts a foul, oily liquid from two glands "
                "under the tail, aiming at the face from up to 3 metres. The glands hold enough "
                "for about five sprays and take over a week to refill."
            ),
            D(
                "Skunk spray chemistry: The smell of skunk spray comes mainly from thiols, sulfur "
                "compounds related to those that give garlic and rotten eggs their odour, and the "
                "human nose can detect them at about ten parts per billion. Other compounds in the "
                "liquid, thioacetates, slowly turn into thiols when wet, which is why a dog that "
                "was sprayed can smell again after a bath."
            ),
            D(
                "Bombardier beetle: The bombardier beetle sprays attackers with a boiling, "
                "irritating liquid. It stores two sets of chemicals in separate chambers of its "
                "abdomen and mixes them with enzymes in a hardened reaction chamber, where they "
                "heat to about 100 degrees Celsius and burst out in rapid pulses, up to 500 a "
                "second. It can aim the spray in almost any direction, even over its own back."
            ),
            D(
                "Great horned owl: The great horned owl of the Americas is one of the few "
                "predators that regularly eats skunks, since, like most birds, it has a poor sense "
                "of smell. It hunts at night from a perch, taking prey from mice to geese, and its "
                "grip is strong enough to break the spine of large prey. It nests early, laying "
                "eggs in January or February even in snowy Canada."
            ),
            D(
                "Striped skunk: The striped skunk, found from southern Canada to northern Mexico, "
                "is about the size of a house cat and eats insects, grubs, mice, eggs and fruit. "
                "It does not truly hibernate but sleeps for weeks in a den during cold spells, "
                "several females often sharing one. Most live only two or three years in the wild, "
                "and many are killed by cars on roads."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a red panda a panda",
        "no: despite the name it is not closely related to the giant panda, a bear, and is the "
        "only living member of its own family, the Ailuridae",
        [
            D(
                "Giant panda: The giant panda is a bear of the mountain forests of Sichuan, "
                "Shaanxi and Gansu in China, where about 1,860 live in the wild. Bamboo makes up "
                "nearly all of its diet, and it eats 12 to 38 kg a day, grasping the stems with an "
                "enlarged wrist bone that acts as a thumb. In 2016 it was moved from endangered to "
                "vulnerable on the IUCN Red List."
            ),
            S(
                "Red panda: The red panda is a tree-dwelling mammal of the eastern Himalayas and "
                "south-western China, about the size of a house cat, with a ringed tail. It is not "
                "a close relative of the giant panda, which is a bear: it is the only living "
                "member of its own family, the Ailuridae, and is more closely related to raccoons, "
                "skunks and weasels. It was named a panda in 1825."
            ),
            D(
                "Binturong: The binturong, or bearcat, of the forests of South and South-east Asia "
                "is neither a bear nor a cat but a viverrid, related to civets and genets. It "
                "weighs up to about 20 kg, climbs with the help of a gripping tail, and spreads "
                "the seeds of strangler figs. Its scent glands give off a smell often compared to "
                "hot buttered popcorn."
            ),
            D(
                "Raccoon: The raccoon of North America is a member of the family Procyonidae, "
                "known for its black mask and its nimble front paws, whose sense of touch is so "
                "keen that much of its brain is given over to it. Brought to Germany in the 1930s "
                "and to Japan later, it now thrives in many cities far from home, where it raids "
                "bins at night and nests in attics and sheds, and it often dunks its food in water "
                "before eating it."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What currency is used in the country where Marrakesh is?",
        "the Moroccan dirham (Marrakesh is in Morocco)",
        [
            S(
                "Marrakesh: Marrakesh is a city in western Morocco, at the foot of the High Atlas "
                "mountains, founded by the Almoravids around 1070. Its walled old town, the "
                "medina, is a World Heritage Site, and at its heart lies the great square of Jemaa "
                "el-Fnaa, filled each evening by food stalls, storytellers and musicians beneath "
                "the minaret of the Koutoubia Mosque."
            ),
            D(
                "United Arab Emirates dirham: The UAE dirham, divided into 100 fils, has been the "
                "currency of the United Arab Emirates since 1973, when it replaced the Qatar and "
                "Dubai riyal and the Bahraini dinar. It has been pegged to the US dollar since "
                "1997 at 3.6725 dirhams to the dollar, and its notes show sights such as the Burj "
                "Khalifa and the Sheikh Zayed Grand Mosque."
            ),
            S(
                "Moroccan dirham: The dirham is the currency of Morocco, issued by its central "
                "bank, Bank Al-Maghrib, and divided into 100 centimes. It replaced the Moroccan "
                "franc in 1960, four years after independence from France, and its value is set "
                "against a basket of the euro and the US dollar. Taking dirhams out of the country "
                "is restricted."
            ),
            D(
                "Marrakesh Agreement: The Marrakesh Agreement, signed by 123 countries in the "
                "Moroccan city in April 1994, set up the World Trade Organization, which began "
                "work in Geneva on 1 January 1995 and replaced the General Agreement on Tariffs "
                "and Trade of 1947. It brought trade in services and intellectual property under "
                "global rules for the first time."
            ),
            D(
                "Tunisian dinar: The dinar has been the currency of Tunisia since 1958, when it "
                "replaced the Tunisian franc; it is divided into 1,000 millimes, and like "
                "Morocco's money it may not be taken out of the country. Its notes have shown "
                "figures such as the scholar Ibn Khaldun and the general Hannibal, and it is "
                "issued by the Central Bank of Tunisia in Tunis."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "How many stars are in the Milky Way?",
        "somewhere between about 100 and 400 billion",
        [
            D(
                "The Andromeda Galaxy, about 2.5 million light years away, is the nearest large "
                "galaxy to our own and holds roughly a trillion stars in a spiral disc some "
                "220,000 light years wide. It is the most distant object most people can see "
                "without a telescope, as a faint smudge in the constellation Andromeda, and it is "
                "heading towards us at about 110 km a second."
            ),
            D(
                "On a clear, dark night far from city lights a person with good eyes can see about "
                "2,500 stars at any one time, and some 9,000 across the whole sky from both "
                "hemispheres over a year. Nearly all of them lie within a few thousand light years "
                "of the Sun. In a large city, where streetlights wash out the sky, that number can "
                "fall to a few dozen."
            ),
            S(
                "Astronomers estimate that the Milky Way holds somewhere between about 100 and 400 "
                "billion stars. The range is wide because most of them are small, faint red dwarfs "
                "that are hard to count, and dust in the disc hides much of the galaxy from view. "
                "Our Sun is one of them, lying about 26,000 light years from the centre, in a disc "
                "some 100,000 light years across."
            ),
            D(
                "At the centre of the Milky Way lies Sagittarius A*, a black hole about four "
                "million times as massive as the Sun. Its mass was worked out by following stars "
                "that orbit it closely, work that won Reinhard Genzel and Andrea Ghez a share of "
                "the Nobel Prize in Physics in 2020, and in 2022 the Event Horizon Telescope "
                "released the first image of its shadow."
            ),
            D(
                "The Large Magellanic Cloud, a dwarf galaxy about 160,000 light years away, holds "
                "something like 30 billion stars and is clearly visible from the southern "
                "hemisphere as a hazy patch in the constellations Dorado and Mensa. The sailors of "
                "Ferdinand Magellan's voyage described it in the 1520s, and in 1987 it hosted the "
                "closest supernova seen since the invention of the telescope."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "sailfish top speed",
        "often quoted at about 110 km/h (68 mph), which would make it the fastest fish, though the "
        "figure is disputed",
        [
            D(
                "The black marlin of the Indian and Pacific Oceans is one of the largest bony fish "
                "that anglers chase, reaching 700 kg and more than 4.5 metres. Its rigid pectoral "
                "fins cannot fold flat against its body, unlike those of other marlins. Some "
                "fishing guides claim bursts of over 120 km/h, but no careful study has backed "
                "that figure up."
            ),
            S(
                "The sailfish is often called the fastest fish in the sea, with a top speed "
                "usually given as about 110 km/h, or 68 miles an hour. The figure goes back to "
                "timings of line being pulled off a fishing reel at a camp in Florida early in the "
                "twentieth century, and some scientists think the real sprint speed is far lower, "
                "but the number is still widely repeated."
            ),
            D(
                "A sailfish raises its tall dorsal fin, the sail, when it hunts, making itself "
                "look bigger to herd sardines and anchovies into tight balls. Several sailfish "
                "then slash through the ball with their long bills, stunning fish that they pick "
                "off one by one. Adults are usually around 3 metres long and weigh up to 90 kg, "
                "and they can change colour in an instant, flashing stripes."
            ),
            D(
                "The shortfin mako is the fastest shark known, able to swim at around 70 km/h in "
                "short bursts, and it can leap several metres out of the water when hooked. Tiny, "
                "flexible scales on its flanks help keep the water flowing smoothly over its body. "
                "It is found in warm and temperate seas worldwide and is listed as endangered "
                "because of overfishing."
            ),
            D(
                "The swordfish warms its eyes and brain with a special organ of heat-making tissue "
                "beside its eye muscles, keeping them up to 15 degrees Celsius above the cold "
                "water around it, which sharpens its sight when it dives to hunt squid hundreds of "
                "metres down. It uses its flat bill to slash at prey, and adults lose their scales "
                "and teeth."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is longer, the Rio Grande or the Colorado River?",
        "the Rio Grande: about 3,050 km, against about 2,330 km for the Colorado",
        [
            D(
                "The Colorado River of Texas, not to be confused with its larger namesake in the "
                "west, flows about 1,390 km from the plains near Lubbock to Matagorda Bay on the "
                "Gulf of Mexico, and lies entirely within the state. It passes through Austin, "
                "where dams have turned it into a chain of reservoirs called the Highland Lakes, "
                "including Lake Travis and Lady Bird Lake."
            ),
            S(
                "The Rio Grande rises in the San Juan Mountains of southern Colorado and runs "
                "about 3,050 km to the Gulf of Mexico near Brownsville. For its last 2,000 km or "
                "so it forms the border between Texas and Mexico, where it is called the R\u00edo "
                "Bravo. So much water is drawn off for farms that stretches below El Paso are "
                "sometimes almost dry."
            ),
            D(
                "The Pecos River, the largest tributary of the Rio Grande in the United States, "
                "rises in the Sangre de Cristo Mountains of New Mexico and flows about 1,490 km "
                "south-east through Texas before joining it at Amistad Reservoir. In the Old West "
                "'west of the Pecos' meant the lawless country beyond it, and Judge Roy Bean held "
                "court near its mouth."
            ),
            S(
                "The Colorado River runs about 2,330 km from the Rocky Mountains of northern "
                "Colorado to the Gulf of California, carving the Grand Canyon on the way. It "
                "supplies water to some 40 million people in seven US states and Mexico, and "
                "Hoover Dam holds back Lake Mead on it, so that in most years the river no longer "
                "reaches the sea."
            ),
            D(
                "The Rio Grande of Brazil rises in the Mantiqueira mountains of Minas Gerais and "
                "flows about 1,360 km west, forming part of the border between Minas Gerais and "
                "S\u00e3o Paulo, until it meets the Parana\u00edba to form the Paran\u00e1 River. "
                "Its course is lined with hydroelectric dams, among them Furnas, whose reservoir "
                "is one of the largest in the country."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What are the main kinds of seaweed?",
        "red, brown and green seaweeds (red, brown and green algae)",
        [
            D(
                "Giant kelp, which grows along the Pacific coast of North America and in the "
                "southern oceans, can add up to half a metre a day and reach more than 45 metres "
                "from the seabed to the surface, held up by gas-filled bladders. The forests it "
                "forms shelter fish, seals and sea otters, which keep them healthy by eating the "
                "sea urchins that graze on them."
            ),
            S(
                "Seaweeds are grouped into three main kinds by colour. Red seaweeds, the largest "
                "group, include nori and the species that give agar and carrageenan; brown "
                "seaweeds include the kelps and wracks of cold rocky shores; and green seaweeds, "
                "such as sea lettuce, are closest to land plants. Each colour comes from pigments "
                "suited to the light at different depths."
            ),
            D(
                "Seagrasses, such as eelgrass and the Posidonia of the Mediterranean, are often "
                "mistaken for seaweeds but are flowering plants with roots, stems and leaves that "
                "returned to the sea about 100 million years ago. Their meadows store large "
                "amounts of carbon in the sediment, feed dugongs and green turtles, and one "
                "Posidonia clone is thought to be many thousands of years old."
            ),
            D(
                "The Sargasso Sea, in the North Atlantic east of Bermuda, is the only sea with no "
                "coastline, bounded instead by four ocean currents. Mats of floating sargassum "
                "weed drift on its surface, sheltering young turtles and fish, and both European "
                "and American eels travel there to spawn. Christopher Columbus's crew feared in "
                "1492 that the weed would trap their ships."
            ),
            D(
                "Nori, the dark sheets wrapped around sushi, is made from seaweed of the genus "
                "Pyropia, farmed on nets in shallow bays in Japan, Korea and China. Its farming "
                "was transformed after 1949, when the British scientist Kathleen Drew-Baker worked "
                "out its life cycle; the farmers of Uto, in Kyushu, hold a festival in her honour "
                "each April."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a sundew catch insects?",
        "its leaves carry hairs tipped with sticky, dew-like drops that trap insects; the hairs "
        "and often the leaf bend around the prey and digestive enzymes dissolve it",
        [
            D(
                "Butterworts catch insects with flat leaves covered in tiny glands, some making a "
                "greasy, sticky film and others digestive enzymes, so that the leaf works like a "
                "strip of flypaper. Small flies and gnats that land are held fast, and the edges "
                "of the leaf may curl slightly. The plants grow in damp, poor soils across Europe "
                "and the Americas."
            ),
            S(
                "A sundew lures and traps insects with its leaves, which are covered in red hairs, "
                "each tipped with a drop of sticky mucilage that glistens like dew. An insect that "
                "lands is glued in place, and as it struggles the nearby hairs, and in many "
                "species the whole leaf, slowly bend to wrap around it. Glands then release "
                "enzymes that digest the soft parts of the prey."
            ),
            D(
                "Charles Darwin spent years studying sundews, which he found on a heath in Sussex "
                "in 1860, and wrote that he cared more for them than for the origin of all the "
                "species in the world. He fed them meat, milk and glass, and in his book "
                "Insectivorous Plants of 1875 he showed that they could sense tiny amounts of "
                "nitrogen-rich matter."
            ),
            D(
                "Bladderworts catch tiny water animals with hollow bladders on their submerged "
                "stems. Each bladder pumps out water to create low pressure inside, and when a "
                "passing water flea brushes its trigger hairs a trapdoor springs open and the prey "
                "is sucked in within about a millisecond, one of the fastest movements in the "
                "plant kingdom."
            ),
            D(
                "Peat bogs, where sundews often grow, form where waterlogged ground lacks oxygen "
                "and dead sphagnum moss builds up faster than it rots, at about a millimetre a "
                "year. The water is acidic and poor in nitrogen, which is why carnivorous plants "
                "thrive there. Peat bogs cover only about 3 per cent of the land but store about a "
                "third of all soil carbon. In Ireland peat was long dug and burned as household "
                "fuel."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why do cats purr",
        "to signal contentment and to soothe or reassure themselves and others; they also purr "
        "when stressed or hurt, and kittens purr to their mother",
        [
            D(
                "Lions, tigers, leopards and jaguars can roar because the ligaments in their voice "
                "box are long and elastic and the hyoid bone in the throat is not fully hardened. "
                "Cheetahs and snow leopards cannot roar, and a lion's roar, which can be heard 8 "
                "km away, is used to mark its territory and keep the members of the pride in touch "
                "at night."
            ),
            S(
                "Cats purr mostly to communicate and to comfort themselves. A relaxed cat on a lap "
                "purrs, but so does one at the vet, in pain or giving birth, so the sound seems to "
                "mean 'I need care' as much as 'I am happy'. Kittens purr from a few days old to "
                "tell their mother all is well, and some researchers think the low frequencies, 25 "
                "to 150 Hz, may help bones heal."
            ),
            D(
                "Cats knead soft things such as blankets or a person's lap, pushing in and out "
                "with their front paws, because as kittens they pressed on their mother's belly to "
                "make the milk flow while nursing. Adult cats keep the habit when they feel safe, "
                "and since they have scent glands in their paws, kneading may also mark a bed or a "
                "person as their own. Some cats even drool while they do it."
            ),
            D(
                "A cat's purr is made by the muscles of its larynx, which twitch many times a "
                "second and open and close the vocal folds, so the sound continues as the cat "
                "breathes both in and out. The signal comes from a neural oscillator in the brain. "
                "A domestic cat's purr has been measured at up to 25 decibels, and some big cats, "
                "such as cheetahs, purr too."
            ),
            D(
                "A slow blink from a cat, narrowing its eyes and closing them for a moment while "
                "looking at someone, is a sign of trust. A study at the University of Sussex in "
                "2020 found that cats were more likely to approach strangers who gave them slow "
                "blinks, and that cats often blinked back, so owners can use it to build a bond "
                "with a shy pet."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Will the Sun become a red giant?",
        "yes: in about 5 billion years, when the hydrogen in its core runs out, it will swell into "
        "a red giant before ending as a white dwarf",
        [
            D(
                "The Sun will never explode as a supernova. Only stars of at least about eight "
                "times its mass end their lives that way, when their iron cores collapse and "
                "rebound, scattering heavy elements into space. Betelgeuse, a red supergiant in "
                "Orion about 550 light years away, is expected to do so within the next 100,000 "
                "years."
            ),
            S(
                "Yes. In about 5 billion years the Sun will use up the hydrogen in its core, and "
                "as the core contracts and hydrogen burns in a shell around it, its outer layers "
                "will swell and cool into a red giant a hundred or more times its present width, "
                "swallowing Mercury and Venus and perhaps Earth. It will later puff off its outer "
                "layers and shrink into a white dwarf."
            ),
            D(
                "The Sun is about 4.6 billion years old, dated from the oldest meteorites, and is "
                "roughly halfway through its life as a main-sequence star. It slowly grows "
                "brighter, by about 10 per cent every billion years, and in roughly a billion "
                "years this extra heat will boil away Earth's oceans, long before the Sun's final "
                "stages begin."
            ),
            D(
                "Arcturus, the brightest star in the northern half of the sky, is a red giant "
                "about 37 light years away in the constellation Bo\u00f6tes. Though only a little "
                "heavier than the Sun, it has grown to about 25 times its width. Light from "
                "Arcturus was used to open the Century of Progress fair in Chicago in 1933, caught "
                "by telescopes and turned into electricity."
            ),
            D(
                "A solar eclipse lets people see the Sun's corona, its faint outer atmosphere, "
                "which is heated to between one and three million degrees Celsius, far hotter than "
                "the surface below. Why it is so hot is still debated. The Parker Solar Probe, "
                "launched by NASA in 2018, has flown through the corona to study it, coming within "
                "about 6 million km of the Sun."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where the Simien Mountains are?",
        "Addis Ababa (the Simien Mountains are in Ethiopia)",
        [
            S(
                "The Simien Mountains rise in the Amhara region of northern Ethiopia, a high "
                "plateau cut by deep gorges and jagged peaks, among them Ras Dashen, at 4,550 "
                "metres the highest point in the country. Their national park became one of the "
                "first World Heritage Sites in 1978, and it is home to gelada monkeys, the Walia "
                "ibex and the Ethiopian wolf."
            ),
            D(
                "Gondar, north of Lake Tana, was the royal capital from 1636, when Emperor "
                "Fasilides chose the site, until the mid-nineteenth century. Its walled compound, "
                "the Fasil Ghebbi, holds castles and palaces built by a line of emperors, and the "
                "city is the usual starting point for treks into the mountains to its north-east."
            ),
            S(
                "Addis Ababa, whose name means 'new flower', is the capital of Ethiopia. It was "
                "founded in 1886 by Emperor Menelik II and Empress Taytu, and at about 2,355 "
                "metres it is one of the highest capitals in the world. The African Union has its "
                "headquarters there, and the city has grown to about 5 million people, served by a "
                "light railway opened in 2015."
            ),
            D(
                "Asmara, the capital of Eritrea, sits at about 2,325 metres on the highland "
                "plateau near the Red Sea coast, and was rebuilt by Italian settlers in the 1930s "
                "in a modernist style, with cinemas, caf\u00e9s and a petrol station shaped like "
                "an aircraft. In 2017 its centre was listed as a World Heritage Site. Eritrea "
                "became independent in 1993."
            ),
            D(
                "The Bale Mountains, in the south-east, hold the largest area of land above 3,000 "
                "metres in Africa, the Sanetti Plateau, and the biggest population of the "
                "Ethiopian wolf, the rarest dog in the world, which hunts giant mole rats there. "
                "The Harenna Forest on their southern slopes is one of the last places where wild "
                "coffee grows in the shade of tall trees."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how far away is the oort cloud",
        "its inner edge is thought to begin about 2,000 to 5,000 AU from the Sun and it may "
        "stretch out to 100,000 AU or more, over a light year",
        [
            D(
                "Home > Space > Solar System | What is the Kuiper Belt?\nBeyond Neptune, from "
                "about 30 to 50 astronomical units from the Sun, lies the Kuiper Belt, a flattened "
                "ring of icy bodies that includes the dwarf planets Pluto, Haumea and Makemake. "
                "NASA's New Horizons probe flew past one of its objects, Arrokoth, on 1 January "
                "2019, 6.6 billion km from Earth.\nShare this | Cookie policy"
            ),
            S(
                "Home > Space > Solar System | How far away is the Oort Cloud?\nThe Oort Cloud, a "
                "vast shell of icy bodies around the Solar System, is thought to begin somewhere "
                "between 2,000 and 5,000 astronomical units from the Sun and may reach out to "
                "100,000 AU or more, well over a light year. Voyager 1 will need about 300 years "
                "to reach its inner edge.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Astronomers | Jan Oort, the man behind the cloud\nThe Dutch "
                "astronomer Jan Oort, born in Franeker in 1900, showed in 1927 that the Milky Way "
                "rotates, and he worked out the Sun's distance from its centre. He led the Leiden "
                "Observatory for decades, pioneered radio astronomy in the Netherlands, and died "
                "in 1992, aged 92.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Missions | Where is the edge of the heliosphere?\nThe solar wind "
                "blows a bubble around the Sun called the heliosphere, and its boundary, the "
                "heliopause, lies about 120 AU out in the direction Voyager 1 is travelling. The "
                "probe crossed it in August 2012 and Voyager 2 in November 2018, becoming the "
                "first human-made objects to enter interstellar space.\nShare this | Cookie policy"
            ),
            D(
                "Home > Space > Comets | Hale-Bopp, the great comet of 1997\nComet Hale-Bopp, "
                "found independently by Alan Hale and Thomas Bopp on 23 July 1995, stayed visible "
                "to the naked eye for a record 18 months. Its icy nucleus is unusually large, "
                "perhaps 60 km across, and it will not return to the inner Solar System for about "
                "2,400 years.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "What is the biggest flower in the world?",
        "Rafflesia arnoldii, whose single flower can be about 1 metre across and weigh up to about "
        "11 kg",
        [
            D(
                "Home > Nature > Plants | The titan arum: a giant among blooms\nThe titan arum of "
                "Sumatra sends up the largest unbranched flower spike of any plant, over 3 metres "
                "tall, though it is not a single flower but thousands of tiny ones hidden at the "
                "base of a central spike. It blooms only every few years, for two days, and its "
                "stench of rot gives it the name corpse flower. Kew Gardens first saw one flower "
                "in 1889.\nShare this | Cookie policy"
            ),
            S(
                "Home > Nature > Plants | The biggest single flower on Earth\nRafflesia arnoldii, "
                "from the rainforests of Sumatra and Borneo, produces the largest single flower of "
                "any plant, up to about a metre across and weighing as much as 11 kg. It has no "
                "leaves, stem or roots of its own, living as a parasite inside a tropical vine, "
                "and its red, leathery bloom smells of rotting meat.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Plants | Queen of the Andes\nPuya raimondii, a relative of the "
                "pineapple found high in the Andes of Peru and Bolivia, grows for up to 100 years "
                "as a huge rosette of spiny leaves, then sends up a spike as much as 10 metres "
                "tall bearing some 20,000 small white flowers, after which the whole plant dies. "
                "Hummingbirds feed on them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Water plants | The giant Amazon water lily\nVictoria amazonica, "
                "the giant water lily of the Amazon basin, has round floating leaves up to 3 "
                "metres across with upturned rims, strong enough to bear a small child. Its "
                "flowers, about 40 cm wide, open white on the first night and turn pink on the "
                "second. It was named after Queen Victoria in 1837.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is bigger, a capybara or a coypu?",
        "the capybara: 35 to 66 kg and over a metre long, against about 5 to 9 kg for a coypu",
        [
            S(
                "Home > Animals > Rodents | Capybara facts\nThe capybara of South America is the "
                "largest living rodent, 1 to 1.3 metres long and weighing 35 to 66 kg. It lives in "
                "groups of 10 to 20 near rivers and marshes, swims well with partly webbed feet, "
                "and can stay under water for five minutes to hide from jaguars. Its name comes "
                "from a Tupi word for grass-eater.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Extinct | The largest rodent ever\nJosephoartigasia monesi, "
                "known from a single skull found in Uruguay in 1987, may have weighed around a "
                "tonne, making it the largest rodent ever known. It lived about 3 million years "
                "ago along the estuary of the River Plate, and its huge incisors may have been "
                "used to dig or to fend off the giant predators of the time. The species was "
                "described in 2008.\nShare this | Cookie policy"
            ),
            S(
                "Home > Animals > Invasive species | What is a coypu?\nThe coypu, or nutria, is a "
                "large rodent from southern South America that weighs about 5 to 9 kg and has "
                "orange front teeth and a rat-like tail. Farmed for its fur, it escaped or was "
                "released in Europe, Asia and North America, where it digs into riverbanks. "
                "Britain wiped out its wild coypus in a trapping campaign in 1989.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Animals > Rodents | The North American beaver\nThe beaver is the "
                "second-largest living rodent, usually 11 to 30 kg, with a flat, scaly tail it "
                "slaps on the water to warn of danger. Its dams can be hundreds of metres long, "
                "one in Wood Buffalo National Park in Canada stretching about 850 metres, and its "
                "incisors are orange because of iron in their enamel.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Rodents | Meet the paca\nThe lowland paca, found from southern "
                "Mexico to northern Argentina, weighs 6 to 12 kg and has rows of white spots along "
                "its brown flanks. It is active at night, feeds on fallen fruit, and has cheek "
                "bones that form a resonating chamber for its calls. It is one of the most hunted "
                "animals in the Amazon for its meat.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which countries are in the Sahel?",
        "Senegal, Mauritania, Mali, Burkina Faso, Niger, northern Nigeria, Chad, Sudan and Eritrea "
        "(with edges of neighbouring countries)",
        [
            D(
                "Home > Geography > Africa | Which countries does the Sahara cover?\nThe Sahara, "
                "the largest hot desert in the world at about 9 million square kilometres, spreads "
                "across Algeria, Libya, Egypt, Morocco, Western Sahara, Tunisia and the north of "
                "several countries further south. Its highest point is Emi Koussi, a volcano of "
                "3,415 metres in the Tibesti Mountains. Only about a quarter of it is sand "
                "dunes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Africa | Where is the Sahel?\nThe Sahel is the belt of "
                "semi-arid grassland and scrub that runs south of the Sahara from the Atlantic to "
                "the Red Sea, some 5,400 km long. It crosses Senegal, Mauritania, Mali, Burkina "
                "Faso, Niger, northern Nigeria, Chad, Sudan and Eritrea, and touches the edges of "
                "a few neighbouring countries such as Cameroon and Ethiopia.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Environment > Projects | The Great Green Wall\nLaunched by the African "
                "Union in 2007, the Great Green Wall aims to restore 100 million hectares of "
                "degraded land by 2030, with a band of trees, pasture and farmland about 8,000 km "
                "long across 11 countries. Progress has been slow: a UN review in 2020 found that "
                "only a small share of the target had been met.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Winds | What is the harmattan?\nThe harmattan is a dry, dusty "
                "trade wind that blows from the Sahara over West Africa to the Gulf of Guinea "
                "between late November and mid-March. It can cut visibility to a few hundred "
                "metres, cause sharp drops in humidity and close airports, and in Ghana it is "
                "nicknamed 'the doctor' for the relief it brings from humid heat.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Geography > Africa | The Sudanian savanna\nSouth of the semi-desert lies "
                "the Sudanian savanna, a broad band of wooded grassland that gets 600 to 1,200 mm "
                "of rain a year, mostly from June to September. Baobab and shea trees dot it, and "
                "it is home to lions, elephants and roan antelope, many now confined to parks such "
                "as W-Arly-Pendjari.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a waterspout form?",
        "most are fair-weather waterspouts: warm, moist air rising from warm water under a growing "
        "cumulus cloud starts to spin, forming a dark spot, then a spiral and a spray ring, until "
        "a funnel of condensed cloud reaches down",
        [
            D(
                "Home > Weather > Wind | How do dust devils form?\nOn hot, calm days the ground "
                "heats the air just above it, and a bubble of it starts to rise. Light breezes can "
                "set the rising column turning, and as it stretches upward it spins faster, like a "
                "skater pulling in her arms, lifting dust and sand into a whirl that may last a "
                "few minutes. Most are only a few metres wide.\nShare this | Cookie policy"
            ),
            S(
                "Home > Weather > Storms | How waterspouts form\nMost waterspouts are of the "
                "fair-weather kind. They form over warm water under a growing cumulus cloud, when "
                "warm, moist air rising from the surface starts to spin. A dark spot appears on "
                "the water, then a spiral pattern and a ring of spray, and finally a funnel of "
                "condensed cloud reaches down; the visible column is cloud, not sucked-up sea "
                "water.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Strange but true | Can it really rain fish?\nReports of fish and "
                "frogs falling from the sky come from many countries, and in Yoro, in Honduras, "
                "locals hold a yearly festival for the 'rain of fish' that falls in summer storms. "
                "In 2010 hundreds of spangled perch dropped on Lajamanu, in the Northern Territory "
                "of Australia, hundreds of kilometres from the sea.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Storms | Tornadoes over land\nA tornado usually forms beneath a "
                "supercell, a thunderstorm with a rotating updraft called a mesocyclone. When the "
                "winds change speed and direction with height, a horizontal roll of air is tipped "
                "upright by the updraft, and a cold downdraft can tighten it into a narrow funnel "
                "that reaches the ground, with winds up to 480 km/h.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Fog | What causes sea fog?\nSea fog, or advection fog, forms "
                "when warm, moist air drifts over colder water and is chilled from below until its "
                "vapour condenses. It haunts coasts with cold currents, such as San Francisco in "
                "summer, where it pours in through the Golden Gate in the afternoons, and the "
                "Grand Banks of Newfoundland, among the foggiest places on Earth.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do prairie dogs jump and yip",
        "the 'jump-yip' is a contagious display that spreads through the colony: it seems to let "
        "each prairie dog check how alert its neighbours are, and it feeds more when more of them "
        "join in",
        [
            D(
                "Home > Animals > Behaviour | Prairie dogs have words for predators\nThe biologist "
                "Con Slobodchikoff spent decades recording the alarm calls of Gunnison's prairie "
                "dogs in Arizona and found that they carry detail: different calls for hawks, "
                "coyotes, dogs and humans, and even differences for a person's size and the colour "
                "of their shirt. The animals dive into burrows or stand watch depending on the "
                "call.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Rodents | Towns under the prairie\nBlack-tailed prairie dogs "
                "live in colonies called towns, split into family groups, or coteries, of a male, "
                "several females and their young. Burrows can be 5 metres deep, with mounds at the "
                "entrances to keep out floods. One town in Texas, recorded about 1900, was thought "
                "to hold 400 million animals over 64,000 square kilometres.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Animals > Behaviour | The prairie dog 'jump-yip'\nA black-tailed prairie "
                "dog will suddenly stretch upright, throw its front paws in the air and give a "
                "'wee-oo' call, and its neighbours often copy it, so a wave spreads across the "
                "colony. Studies suggest the display lets each animal check how alert the others "
                "are: the more neighbours join in, the more time it spends feeding.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Animals > Behaviour | Squirrels versus rattlesnakes\nCalifornia ground "
                "squirrels confront rattlesnakes by flagging their tails, waving them side to "
                "side, and in front of a rattlesnake they also pump blood into the tail to heat "
                "it, since these snakes sense prey by infrared. Adults chew shed snakeskin and "
                "lick it onto their fur, so their scent fools the snakes looking for their "
                "pups.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Stromboli always erupting?",
        "yes, almost: it has been erupting nearly continuously for at least 2,000 years, with "
        "small explosions every few minutes",
        [
            D(
                "Home > Travel > Italy | Vulcano, the island that named them all\nVulcano, the "
                "southernmost of the Aeolian Islands, gave its name to every volcano on Earth, "
                "since the Romans believed it was the forge of the god Vulcan. Its last eruption "
                "ran from 1888 to 1890, and today visitors hike to the rim of the Gran Cratere and "
                "bathe in warm, sulfurous mud pools near the port.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Volcanoes | Stromboli, the lighthouse of the "
                "Mediterranean\nStromboli, an island volcano north of Sicily, has been erupting "
                "almost without a break for at least 2,000 years. Every few minutes small blasts "
                "throw glowing lava into the air, which sailors saw from far out at sea. The "
                "volcano lends its name to this mild, rhythmic style of eruption, called "
                "Strombolian.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Volcanoes | Kilauea's long eruption\nKilauea, on the Big Island "
                "of Hawaii, erupted almost continuously from January 1983 to 2018, adding more "
                "than 350 hectares of new land and burying the village of Kalapana. In May 2018 "
                "the lava lake drained and fissures opened in the Leilani Estates subdivision, "
                "destroying over 700 homes before the eruption ended that September.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Film > Classics | Stromboli (1950)\nStromboli, directed by Roberto "
                "Rossellini, stars Ingrid Bergman as a refugee who marries a fisherman to escape "
                "an internment camp and finds herself trapped on his bleak island. The shoot "
                "became famous for the affair between director and star, which caused a scandal in "
                "the United States, where the film was cut.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Vanuatu | Climbing Mount Yasur\nMount Yasur, on the island of "
                "Tanna in Vanuatu, has been erupting for centuries, and Captain James Cook is said "
                "to have been drawn ashore in 1774 by its glow. Visitors can drive to near the rim "
                "and watch lava bombs burst from the crater at dusk, though the site closes when "
                "the alert level rises. Cook named a nearby harbour Port Resolution after his "
                "ship.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the highest mountain in the country whose capital is Caracas?",
        "Pico Bol\u00edvar, about 4,978 metres (Caracas is the capital of Venezuela)",
        [
            D(
                "Home > Travel > Venezuela | Angel Falls\nAngel Falls, in Canaima National Park in "
                "south-eastern Venezuela, is the tallest uninterrupted waterfall in the world, "
                "dropping 979 metres from the flat top of Auy\u00e1n-tepui. It is named after "
                "Jimmie Angel, an American pilot who flew over it in 1933 and landed his plane on "
                "top in 1937, and it can only be reached by boat or plane.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Travel > South America | Caracas city guide\nCaracas, the capital and "
                "largest city of Venezuela, lies in a narrow valley about 900 metres up, separated "
                "from the Caribbean by the \u00c1vila mountain range. It was founded in 1567 by "
                "Diego de Losada and is the birthplace of Sim\u00f3n Bol\u00edvar, who led much of "
                "South America to independence from Spain.\nShare this | Cookie policy"
            ),
            S(
                "Home > Outdoors > Mountains | Climbing Pico Bol\u00edvar\nPico Bol\u00edvar, at "
                "about 4,978 metres, is the highest mountain in Venezuela. It rises in the Sierra "
                "Nevada de M\u00e9rida, a branch of the Andes, and the country's last glacier, on "
                "neighbouring Pico Humboldt, had all but gone by 2024. Climbers reach its base "
                "from the city of M\u00e9rida, helped by the Mukumbar\u00ed cable car.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Outdoors > Mountains | Colombia's highest peaks\nPico Crist\u00f3bal "
                "Col\u00f3n and Pico Sim\u00f3n Bol\u00edvar, the twin summits of the Sierra "
                "Nevada de Santa Marta, are the highest mountains in Colombia, both about 5,700 "
                "metres, rising just 42 km from the Caribbean coast. The range is sacred to the "
                "Kogi and Arhuaco peoples and is one of the highest coastal ranges on "
                "Earth.\nShare this | Cookie policy"
            ),
            D(
                "Home > Outdoors > Mountains | Mount Roraima\nMount Roraima is a flat-topped "
                "tepui, about 2,810 metres high, where the borders of Venezuela, Brazil and Guyana "
                "meet. Its sheer cliffs and strange plants are said to have inspired Arthur Conan "
                "Doyle's novel The Lost World of 1912, and the climb up its one walkable ramp "
                "takes most hikers two days.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is Avogadro's number?",
        "6.02214076 x 10^23, the number of particles in one mole",
        [
            D(
                "Q: What is a mole in chemistry?\nA: The mole is the SI unit for an amount of "
                "substance, letting chemists count atoms and molecules by weighing them. A mole of "
                "any element weighs its atomic mass in grams, so a mole of carbon-12 is 12 g and a "
                "mole of water about 18 g. It became one of the seven SI base units in 1971, "
                "alongside the metre, kilogram and second."
            ),
            S(
                "Q: What is Avogadro's number?\nA: Avogadro's number is the number of particles, "
                "whether atoms, molecules or ions, in one mole of a substance: exactly 6.02214076 "
                "x 10^23, a value fixed by the redefinition of the SI units in 2019. It was named "
                "in honour of Amedeo Avogadro, though the French physicist Jean Perrin was the "
                "first to estimate it and proposed the name in 1909."
            ),
            D(
                "Q: Who was Amedeo Avogadro?\nA: Amedeo Avogadro, born in Turin in 1776, was an "
                "Italian scientist who trained as a lawyer before turning to physics. In 1811 he "
                "proposed that equal volumes of gases at the same temperature and pressure hold "
                "equal numbers of molecules, now called Avogadro's law. It was largely ignored "
                "until Stanislao Cannizzaro revived it in 1860, after his death."
            ),
            D(
                "Q: What is the Boltzmann constant?\nA: The Boltzmann constant links the average "
                "energy of particles in a gas to its temperature. Since 2019 it has been fixed at "
                "exactly 1.380649 x 10^-23 joules per kelvin, which now defines the kelvin. It is "
                "named after the Austrian physicist Ludwig Boltzmann, whose formula for entropy, S "
                "= k log W, is carved on his tombstone in Vienna."
            ),
            D(
                "Q: What is the Faraday constant?\nA: The Faraday constant is the electric charge "
                "carried by one mole of electrons, about 96,485 coulombs per mole. Chemists use it "
                "to work out how much metal an electric current will deposit in electrolysis, as "
                "in chrome plating or refining copper. It is named after Michael Faraday, who set "
                "out the laws of electrolysis at the Royal Institution in 1834."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how tall is the general sherman tree",
        "about 83.8 metres (275 feet)",
        [
            S(
                "General Sherman Tree: fact sheet\n- A giant sequoia in the Giant Forest of "
                "Sequoia National Park, California\n- Height: about 83.8 metres (275 feet)\n- The "
                "largest known single-stem tree on Earth by volume, about 1,487 cubic metres of "
                "wood\n- Trunk about 11 metres across at the base\n- Thought to be around 2,200 "
                "years old\n- Named in 1879 after the Civil War general William T. Sherman"
            ),
            D(
                "General Grant Tree: fact sheet\n- A giant sequoia in Grant Grove, Kings Canyon "
                "National Park, California\n- Height: about 81.5 metres (268 feet)\n- The "
                "second-largest tree in the world by volume and the widest sequoia, about 8.8 "
                "metres across at the base\n- Named the Nation's Christmas Tree by President "
                "Calvin Coolidge in 1926\n- Also declared a national shrine, the only living one, "
                "in 1956"
            ),
            D(
                "Hyperion: fact sheet\n- A coast redwood in Redwood National Park in northern "
                "California\n- Height: about 116 metres, the tallest known living tree\n- Found in "
                "August 2006 by the naturalists Chris Atkins and Michael Taylor\n- Its exact "
                "location is kept secret, and visitors who leave the trail to seek it out face "
                "fines of up to 5,000 dollars and six months in jail\n- Thought to be 600 to 800 "
                "years old"
            ),
            D(
                "Sequoia National Park: fact sheet\n- Established on 25 September 1890 in the "
                "southern Sierra Nevada, California\n- The second-oldest national park in the "
                "United States, after Yellowstone\n- Covers about 1,635 square kilometres\n- "
                "Includes Mount Whitney, at 4,421 metres the highest point in the lower 48 "
                "states\n- Moro Rock, a granite dome, is climbed by about 350 steps\n- Managed "
                "together with Kings Canyon"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is higher, Aoraki / Mount Cook or Mount Ruapehu?",
        "Aoraki / Mount Cook, at 3,724 metres, against 2,797 metres for Ruapehu",
        [
            S(
                "Q: How high is Aoraki / Mount Cook?\nA: Aoraki / Mount Cook, in the Southern Alps "
                "of the South Island, is New Zealand's highest mountain at 3,724 metres. It lost "
                "about 10 metres in a rock avalanche in December 1991 and a little more to erosion "
                "since. Edmund Hillary trained on its slopes before Everest, and the first ascent "
                "was made on Christmas Day 1894."
            ),
            D(
                "Q: What is the second-highest mountain in New Zealand?\nA: Mount Tasman, just "
                "north of Aoraki / Mount Cook on the Main Divide of the Southern Alps, is the "
                "second-highest at 3,497 metres. Its icy summit ridge is regarded as one of the "
                "hardest climbs in the country. Both peaks are reflected in Lake Matheson, on the "
                "West Coast, on calm mornings, a favourite view for photographers."
            ),
            S(
                "Q: How high is Mount Ruapehu?\nA: Mount Ruapehu, an active volcano in Tongariro "
                "National Park, is the highest point of the North Island at 2,797 metres, with "
                "three main peaks around a crater lake. It holds two ski areas, Whakapapa and "
                "Turoa. In 1953 a lahar from its crater lake swept away a rail bridge at Tangiwai, "
                "and a train fell into the river, killing 151 people."
            ),
            D(
                "Q: How high is Mount Cook in Alaska?\nA: Another Mount Cook stands on the border "
                "between Alaska and Yukon in the Saint Elias Mountains, rising to about 4,196 "
                "metres. Named in 1874 after the explorer James Cook, who sailed along that coast "
                "in 1778, it is rarely climbed, since it lies deep in a huge icefield far from any "
                "road."
            ),
            D(
                "Q: How high is Mount Taranaki?\nA: Mount Taranaki, a near-perfect volcanic cone "
                "on the west coast of the North Island, rises to 2,518 metres. It last erupted "
                "around 1790. In 2025 a law gave the mountain legal personhood, recognising the "
                "Maori view of it as an ancestor, and it stood in for Mount Fuji in the film The "
                "Last Samurai, shot in 2002 nearby."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "Which countries border Andorra?",
        "France and Spain",
        [
            D(
                "Monaco: fact sheet\n- A city-state on the Mediterranean coast, bordered on its "
                "three land sides by France\n- Area about 2 square kilometres, the second-smallest "
                "country in the world\n- Ruled by the Grimaldi family since 1297\n- Population "
                "about 38,000, most of them foreign residents\n- Hosts the Monaco Grand Prix each "
                "May\n- Uses the euro, though not a member of the EU"
            ),
            S(
                "Andorra: fact sheet\n- A landlocked principality high in the eastern Pyrenees\n- "
                "Bordered by France to the north and east and by Spain to the south and west\n- "
                "Area 468 square kilometres; population about 80,000\n- Capital Andorra la Vella, "
                "at about 1,023 metres the highest capital in Europe\n- Official language "
                "Catalan\n- Headed jointly by the Bishop of Urgell and the President of France"
            ),
            D(
                "Pyrenees: fact sheet\n- A mountain range about 430 km long from the Bay of Biscay "
                "to the Mediterranean\n- Forms most of the border between France and Spain\n- "
                "Highest peak: Aneto, 3,404 metres, in Spain's province of Huesca\n- Home to the "
                "Pyrenean desman, a small aquatic mammal with a long snout\n- The brown bear was "
                "reintroduced from Slovenia in 1996\n- Crossed end to end by the GR10 trail on the "
                "French side"
            ),
            D(
                "Llivia: fact sheet\n- A Spanish town entirely surrounded by French territory, "
                "about 2 km from the border\n- Kept by Spain under the Treaty of the Pyrenees of "
                "1659, which gave France the villages of Cerdanya but not towns\n- Area about 13 "
                "square kilometres; population about 1,500\n- Home to one of the oldest pharmacies "
                "in Europe, dating from the fifteenth century"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does El Ni\u00f1o affect the weather?",
        "warm water spreads across the eastern tropical Pacific, bringing heavy rain and floods to "
        "Peru and Ecuador and the southern United States, drought to Australia, Indonesia and "
        "southern Africa, weaker Atlantic hurricane seasons and a warmer world",
        [
            D(
                "Q: What is La Ni\u00f1a?\nA: La Ni\u00f1a is the cool phase of the cycle, when "
                "stronger trade winds pile warm water in the western Pacific and cold water wells "
                "up off South America. It tends to bring floods to eastern Australia and "
                "Indonesia, drought to the southern United States and more Atlantic hurricanes. "
                "Events often last one to three years, as from 2020 to 2023."
            ),
            S(
                "Q: How does El Ni\u00f1o change the weather?\nA: During El Ni\u00f1o, which comes "
                "every two to seven years, the trade winds weaken and warm water spreads east "
                "across the tropical Pacific. Peru and Ecuador get heavy rain and floods, as does "
                "the southern United States in winter, while Australia, Indonesia and southern "
                "Africa face drought, Atlantic hurricanes are fewer and the whole world runs "
                "warmer for a year or so."
            ),
            D(
                "Q: Why is it called El Ni\u00f1o?\nA: Fishermen in Peru and Ecuador noticed "
                "centuries ago that a warm current appeared off their coast in some years around "
                "Christmas, and called it El Ni\u00f1o, Spanish for 'the boy', after the Christ "
                "child. The warm water drove away the anchovies they relied on. Scientists adopted "
                "the name in the twentieth century, and its cold counterpart was named La "
                "Ni\u00f1a, 'the girl', in the 1980s."
            ),
            D(
                "Q: What is the Indian Ocean Dipole?\nA: The Indian Ocean Dipole is a seesaw of "
                "sea surface temperatures between the western and eastern Indian Ocean. In its "
                "positive phase the west warms, bringing floods to East Africa and drought and "
                "bushfires to Australia, as in 2019, when a record positive event helped set off "
                "the Black Summer fires. Its negative phase does the opposite."
            ),
            D(
                "Q: Who discovered the Southern Oscillation?\nA: Sir Gilbert Walker, a British "
                "scientist heading the Indian Meteorological Department, found in the 1920s that "
                "air pressure rose in the east Pacific when it fell in the Indian Ocean. He called "
                "it the Southern Oscillation while trying to forecast the monsoon. In 1969 Jacob "
                "Bjerknes linked it to the warm ocean events off Peru."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do porcupines have quills?",
        "for defence: the quills are sharp, barbed hairs that detach easily and lodge in an "
        "attacker, so predators learn to leave porcupines alone",
        [
            D(
                "Q: Why are hedgehogs spiny?\nA: A hedgehog's 5,000 to 7,000 spines are hollow "
                "hairs stiffened with keratin. They are not barbed and do not come out easily. "
                "When threatened the hedgehog tucks in its head and legs and rolls into a tight "
                "ball, so only spines face the attacker, and badgers, which have thick skins and "
                "strong claws, are among the few animals able to open one."
            ),
            S(
                "Q: Why do porcupines have quills?\nA: Quills are the porcupine's defence. A North "
                "American porcupine carries about 30,000 of them, stiff hairs with tiny "
                "backward-facing barbs that come loose at a touch and work their way deeper into "
                "an attacker's skin. When threatened, it raises the quills, rattles them and turns "
                "its back. Porcupines cannot shoot their quills, but predators soon learn to leave "
                "them alone."
            ),
            D(
                "Q: Do any animals hunt porcupines?\nA: The fisher, a large weasel of North "
                "American forests, is one of the few predators that regularly kills porcupines. It "
                "circles the animal, biting at its unprotected face until it is weak, then flips "
                "it over to reach its soft belly. In the 1950s and 1960s fishers were released in "
                "several states, including Vermont and Wisconsin, to help control porcupines."
            ),
            D(
                "Q: What do porcupines eat?\nA: North American porcupines eat leaves, buds and "
                "twigs in summer and the inner bark of trees such as pine, fir and hemlock in "
                "winter, spending long hours up in the branches. They crave salt, and will gnaw "
                "tool handles, canoe paddles, car tyres and road signs that carry traces of it. "
                "Their orange incisors grow throughout their lives."
            ),
            D(
                "Q: Is an echidna a kind of porcupine?\nA: No. The echidnas of Australia and New "
                "Guinea are monotremes, egg-laying mammals related to the platypus, and their "
                "spines evolved separately. A female lays a single leathery egg into a pouch, and "
                "the young, called a puggle, stays there until its spines begin to grow. The "
                "short-beaked echidna can live for 50 years."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is a fern a flowering plant",
        "no: ferns never flower or make seeds; they reproduce by spores",
        [
            S(
                "Q: Do ferns have flowers?\nA: No. Ferns are not flowering plants and never "
                "produce flowers or seeds. They reproduce by spores, which form in small clusters "
                "called sori, usually on the underside of the fronds. A spore grows into a tiny, "
                "heart-shaped plant, the prothallus, where sperm swims to an egg to start a new "
                "fern. There are about 10,500 species, and ferns are older than the dinosaurs."
            ),
            D(
                "Q: Is asparagus fern a real fern?\nA: No. Asparagus fern, a popular houseplant "
                "from southern Africa, only looks like one, with feathery green sprays that are "
                "really flattened stems. It belongs to the asparagus family and blooms with tiny "
                "white flowers followed by red berries, which are toxic to cats and dogs. In parts "
                "of Australia and Florida it has escaped from gardens and become a serious pest."
            ),
            D(
                "Q: What is a cycad?\nA: Cycads are palm-like seed plants with stiff feathery "
                "leaves, and their ancestors were common when dinosaurs were alive. They bear "
                "seeds in large cones, males and females on separate plants, and some are "
                "pollinated by beetles. About 350 species survive in the tropics and subtropics, "
                "and many are endangered because of collectors, who pay high prices for wild "
                "plants."
            ),
            D(
                "Q: How fast do tree ferns grow?\nA: The soft tree fern of south-eastern Australia "
                "and Tasmania, Dicksonia antarctica, grows only about 3 to 5 cm a year, so a trunk "
                "2 metres tall may be around 50 years old. It can reach 15 metres in sheltered "
                "gullies. Trunks are sold to gardeners in Europe, and because new fronds grow from "
                "the crown, they re-sprout after being cut and planted."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What language is spoken in the country whose capital is Libreville?",
        "French (Libreville is the capital of Gabon, whose official language is French)",
        [
            D(
                "Q: What is the capital of the Republic of the Congo?\nA: Brazzaville, on the "
                "north bank of the Congo River, directly across from Kinshasa, the capital of the "
                "Democratic Republic of the Congo; they are the closest pair of capitals in the "
                "world apart from Rome and Vatican City. It was founded in 1880 by the explorer "
                "Pierre Savorgnan de Brazza and was the capital of Free France in 1940."
            ),
            S(
                "Q: What is the capital of Gabon?\nA: Libreville, on the estuary of the Komo River "
                "near the Gulf of Guinea, is the capital and largest city of Gabon, home to nearly "
                "a third of its 2.4 million people. It was founded in 1849, when the French "
                "settled a group of Africans freed from a captured slave ship there, and its name "
                "means 'free town'. It grew rich on oil and timber."
            ),
            S(
                "Q: What languages are spoken in Gabon?\nA: French is the official language of "
                "Gabon and is used in government, schools and the press; a larger share of people "
                "speak it at home there than in almost any other African country. Around 40 local "
                "languages are also spoken, most of them Bantu, among them Fang, the biggest, and "
                "Myene, Punu and Nzebi. In 2022 Gabon joined the Commonwealth."
            ),
            D(
                "Q: What languages are spoken in Equatorial Guinea?\nA: Equatorial Guinea, which "
                "borders Gabon, is the only country in mainland Africa with Spanish as an official "
                "language, a legacy of Spanish rule until 1968. French and Portuguese were added "
                "as official languages later, and Fang and Bubi are widely spoken. Its capital, "
                "Malabo, is on the island of Bioko, and a new one, Ciudad de la Paz, is being "
                "built on the mainland."
            ),
            D(
                "Q: Where does Freetown get its name?\nA: Freetown, the capital of Sierra Leone, "
                "was founded in 1792 by about 1,100 formerly enslaved Black Loyalists brought from "
                "Nova Scotia, who had fought for Britain in the American Revolution. English is "
                "the official language, but Krio, a creole, is the most widely spoken. The city "
                "lies on a natural harbour, one of the largest in the world."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What does the spleen do?",
        "it filters the blood, removing old or damaged red blood cells, stores white blood cells "
        "and platelets, and helps fight infection",
        [
            D(
                "The liver, the largest organ inside the body at about 1.5 kg, sits under the "
                "right ribs and does hundreds of jobs: it clears alcohol and drugs from the blood, "
                "makes bile to break down fat, stores sugar as glycogen and builds proteins that "
                "help blood clot. It is the only organ that can regrow after up to two thirds of "
                "it is removed."
            ),
            S(
                "Tucked under the ribs on the left side, about the size of a clenched fist, the "
                "spleen acts as a sieve for the bloodstream: it pulls out red cells that are worn "
                "out or misshapen, keeps a reserve of platelets and white cells, and houses "
                "lymphocytes that make antibodies against germs. People can live without it, "
                "though they become more prone to some infections."
            ),
            D(
                "The thymus, a small gland behind the breastbone, is where T cells, the white "
                "blood cells that direct much of the immune response, learn to tell the body's own "
                "tissue from invaders. It is largest and busiest in childhood, and after puberty "
                "it slowly shrinks and is replaced by fat, which is why doctors once thought it "
                "had no use at all."
            ),
            D(
                "The pancreas, lying behind the stomach, has two roles: it pours digestive enzymes "
                "into the small intestine to break down fats, proteins and carbohydrates, and its "
                "islets of Langerhans release insulin and glucagon to keep blood sugar steady. "
                "Pancreatic cancer is hard to find early because the organ lies so deep in the "
                "abdomen."
            ),
            D(
                "Lymph nodes, about 600 bean-shaped glands spread through the neck, armpits, groin "
                "and abdomen, filter the clear fluid called lymph as it drains back from the "
                "tissues. They trap viruses, bacteria and cancer cells, and they often swell and "
                "feel tender during an infection, which is why doctors feel under the jaw when a "
                "patient has a sore throat."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "what is a haboob",
        "a violent dust storm: a wall of dust and sand pushed ahead of the cold downdraft from a "
        "collapsing thunderstorm",
        [
            D(
                "The sirocco is a hot wind that blows north from the Sahara across the "
                "Mediterranean, mostly in spring. It reaches North Africa dry and dusty but picks "
                "up moisture over the sea, so it arrives in southern Italy and Malta humid and "
                "oppressive, sometimes dropping reddish dust with the rain, the 'blood rain' of "
                "old chronicles."
            ),
            S(
                "When a thunderstorm collapses over a desert, the cold air rushing down out of it "
                "hits the ground and spreads outward, shoving a towering wall of sand and grit "
                "ahead of it, sometimes more than a kilometre high and many kilometres wide. Such "
                "storms, called haboobs from an Arabic word for 'blowing', are common in Sudan and "
                "strike Phoenix, Arizona, most summers."
            ),
            D(
                "The simoom is a scorching, suffocating wind of the deserts of Arabia and North "
                "Africa, blowing in whirling gusts that can push air temperatures above 50 degrees "
                "Celsius for a few minutes. Travellers once wrote of caravans buried by it, and "
                "its name comes from an Arabic word for poison, because of the heatstroke it was "
                "thought to cause."
            ),
            D(
                "The North American monsoon brings a wet season to Arizona, New Mexico and "
                "north-western Mexico from about July to mid-September, when winds shift to carry "
                "moist air from the Gulf of California and the Gulf of Mexico. Afternoon "
                "thunderstorms build over the mountains, and flash floods can fill dry washes in "
                "minutes, catching hikers and drivers."
            ),
            D(
                "The Dust Bowl of the 1930s struck the southern Great Plains after years of "
                "drought and ploughing had stripped the grassland. On Black Sunday, 14 April 1935, "
                "a cloud of dust rolled across Oklahoma and Texas, turning day into night across "
                "the region, and some 2.5 million people left the Plains states during the decade, "
                "many of them heading west for California along Route 66."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "anchorage vs reykjavik which is further north",
        "Reykjav\u00edk, at about 64.1 degrees north, against about 61.2 degrees north for "
        "Anchorage",
        [
            S(
                "No sovereign nation's seat of government sits closer to the Arctic than "
                "Reykjavik, which lies on Faxa Bay at roughly 64 degrees 8 minutes north, so that "
                "in June the sun barely dips below the horizon and in late December daylight lasts "
                "only about four hours. Around 140,000 people live in the city itself, and two "
                "thirds of the islanders live in its metropolitan area."
            ),
            D(
                "Fairbanks, in the interior of Alaska at about 64 degrees 50 minutes north, is the "
                "state's second-largest city, known for winters that reach minus 40 degrees and "
                "for the northern lights that dance over it on most clear nights from late August "
                "to April. The University of Alaska opened its first campus there in 1922, and the "
                "Chena River runs through town. The city has about 32,000 people."
            ),
            S(
                "Anchorage, Alaska's biggest city, lies at about 61 degrees 13 minutes of "
                "latitude, on Cook Inlet at the foot of the Chugach Mountains, and is home to "
                "about 290,000 people, some 40 per cent of the state's population. It began as a "
                "railway construction camp in 1914 and was badly shaken in the Good Friday "
                "earthquake of 1964, of magnitude 9.2, the strongest recorded in North America."
            ),
            D(
                "Juneau, the capital of Alaska, lies on the Gastineau Channel in the south-east "
                "panhandle at about 58 degrees 18 minutes north, and cannot be reached by road "
                "from the rest of North America: people arrive by plane or ferry. The Mendenhall "
                "Glacier ends a few kilometres from its suburbs, and the city grew up after gold "
                "was found there in 1880."
            ),
            D(
                "Akureyri, Iceland's second urban area, with around 20,000 people, lies at the "
                "head of the long fjord Eyjafj\u00f6r\u00f0ur at about 65 degrees 41 minutes "
                "north, about 100 km south of the Arctic Circle. Its botanical garden grows "
                "hundreds of plants in the sub-Arctic climate, and its traffic lights show red "
                "hearts instead of the usual plain round lights."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What do parrots eat?",
        "mainly plant food: seeds, nuts, fruit, buds and flowers, and for lorikeets nectar and "
        "pollen; a few also eat insects",
        [
            D(
                "The kea, a large olive-green parrot of the mountains of New Zealand's South "
                "Island, is famous for its curiosity and cleverness: it pulls rubber seals off "
                "cars, unzips backpacks and solves puzzles in the laboratory that stump many "
                "primates. It is the world's only alpine parrot, and fewer than 7,000 are thought "
                "to remain in the wild today."
            ),
            D(
                "Many foods that people eat are dangerous for a pet parrot. Avocado contains a "
                "toxin called persin that can damage a bird's heart, chocolate and coffee contain "
                "stimulants its body cannot handle, and salty snacks and onions can also do harm. "
                "Fruit pips such as apple seeds hold small amounts of cyanide, so vets advise "
                "removing them."
            ),
            S(
                "Most parrots live on plants: they crack hard kernels and tough tree nuts with "
                "their powerful beaks, strip fruit for its flesh or its seeds, and nibble buds and "
                "blossoms. Lorikeets, the exception, lap up nectar and pollen with brush-tipped "
                "tongues, and a few kinds add grubs and insects, especially when feeding their "
                "young in the nest."
            ),
            D(
                "Parrots can live a very long time: large macaws and cockatoos often pass 50 years "
                "in captivity, and a Major Mitchell's cockatoo called Cookie, who lived at the "
                "Brookfield Zoo near Chicago, reached 83 before he died in 2016. Owners are "
                "advised to plan who will care for such a bird if it outlives them, as many do."
            ),
            D(
                "Alex, an African grey parrot studied by Irene Pepperberg at several universities "
                "from 1977 until his death in 2007, learned more than 100 words and could name "
                "colours, shapes and materials and count small groups of objects up to six. His "
                "last words to her each night, 'You be good, see you tomorrow. I love you', were "
                "widely reported when he died at about 31 years old."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a Chinook wind warm the air?",
        "moist Pacific air loses its water as snow and rain while rising over the Rockies, which "
        "releases heat; then, dry, it sinks down the eastern slopes and is warmed by compression",
        [
            D(
                "The biggest temperature swing in 24 hours recorded in the United States came at "
                "Loma, Montana, on 15 January 1972, when the thermometer rose from minus 48 to "
                "plus 9 degrees Celsius, a jump of 57 degrees. The people of Alberta and Montana "
                "call such winter winds 'snow eaters', because a few hours of them can make a "
                "metre of snow vanish."
            ),
            S(
                "The chinook of Alberta and Montana starts as air from the Pacific, pushed up the "
                "western side of the Rockies, cools, and drops its moisture as snow and rain, and "
                "the condensing vapour gives off heat. Having lost its water, the air tumbles down "
                "the eastern slopes onto the plains and is squeezed by the rising pressure, "
                "heating up by about 10 degrees for every kilometre it sinks."
            ),
            D(
                "The Chinook salmon, the largest of the Pacific salmon, can reach 1.5 metres and "
                "over 50 kg. It hatches in rivers from California to Alaska, spends several years "
                "at sea and returns to its home stream to spawn and die, some travelling over "
                "3,000 km up the Yukon River. Its name comes from the Chinook people of the "
                "Columbia River."
            ),
            D(
                "The mistral is a cold, dry north wind that funnels down the Rh\u00f4ne valley to "
                "the Gulf of Lion, often at over 90 km/h and for days at a time. It clears the "
                "skies of Provence, which painters loved for its light, but it also fans "
                "wildfires. Farmers plant lines of cypress trees to shelter their fields, and old "
                "farmhouses face south."
            ),
            D(
                "The Santa Ana winds blow hot and dry from the deserts of the Great Basin towards "
                "the coast of southern California, mostly in autumn and winter, funnelling through "
                "mountain passes and canyons at up to 100 km/h. They drive many of the region's "
                "worst wildfires, including the Los Angeles fires of January 2025, and often push "
                "the humidity below 10 per cent. Their name comes from the Santa Ana Canyon."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does mistletoe grow on trees?",
        "it is a partial parasite that taps into a tree's branches for water and minerals, and "
        "birds spread its sticky seeds onto branches",
        [
            D(
                "Kissing under a sprig of this plant at Christmas seems to have begun among "
                "servants in eighteenth-century England, and the custom was that a berry was "
                "picked with each kiss until none were left. Older stories tie it to the Norse god "
                "Baldur, killed by a dart made of it, and the Roman writer Pliny said the druids "
                "cut it with a golden sickle."
            ),
            S(
                "Mistletoe lives as a partial parasite: it makes its own sugar from sunlight, but "
                "has no roots in the soil, so it sends a wedge-shaped organ into a host's branch "
                "to draw off water and minerals. Its sticky berries are eaten by birds such as the "
                "mistle thrush, which wipe the seeds off their beaks or pass them, gluing them to "
                "bark where they can sprout."
            ),
            D(
                "Dodder is a complete parasite with no leaves and almost no chlorophyll, so it "
                "must take all its food from other plants. A seedling lives only a few days on its "
                "own, twisting through the air towards the scent of a host such as tomato or "
                "clover, and once it coils round a stem it sinks in suckers and lets its own small "
                "root die away."
            ),
            D(
                "Strangler figs start life high in a tree, where a bird or bat drops a seed in a "
                "fork of a branch. The young fig sends long roots down to the ground, and over "
                "decades they thicken and fuse into a lattice that encloses the host's trunk, "
                "while the fig's leaves shade it from above, until the host tree dies and rots "
                "away, leaving a hollow fig."
            ),
            D(
                "Orchids, ferns and bromeliads that grow on the branches of rainforest trees are "
                "epiphytes, not parasites: they take nothing from their host and use it only as a "
                "perch to reach the light. They catch water and nutrients from rain, mist and "
                "falling debris, some bromeliads holding pools of water in which tree frogs raise "
                "their tadpoles."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Can you see a quasar with the naked eye?",
        "no: even the brightest, 3C 273, shines at about magnitude 13, far too faint without a "
        "telescope",
        [
            D(
                "The Andromeda Galaxy, some 2.5 million light years off, is the most distant thing "
                "most people can make out without binoculars or a telescope. On a dark, moonless "
                "night away from towns it shows as a faint oval smudge of light in the autumn sky, "
                "and it was noted by the Persian astronomer al-Sufi in his Book of Fixed Stars in "
                "964."
            ),
            S(
                "Even the most brilliant quasar, 3C 273 in Virgo, some 2.4 billion light years "
                "away, glows at only about magnitude 13, hundreds of times dimmer than the "
                "faintest stars that unaided human vision can pick up on a perfectly dark night. "
                "Amateur astronomers need a telescope with a mirror or lens of at least 15 cm or "
                "so to find it."
            ),
            D(
                "A quasar is powered by a supermassive black hole at the centre of a galaxy, "
                "swallowing gas from a hot, swirling disc around it. Friction heats the disc to "
                "millions of degrees, so that it can outshine all the stars of its galaxy put "
                "together, and jets of particles may stream out from the poles at nearly the speed "
                "of light."
            ),
            D(
                "In 1963 the Dutch-born astronomer Maarten Schmidt, working at Palomar, realised "
                "that the strange lines in the spectrum of a star-like radio source were ordinary "
                "hydrogen lines shifted far to the red, meaning it lay billions of light years "
                "away. The discovery revealed the first known quasar and put him on the cover of "
                "Time magazine."
            ),
            D(
                "Omega Centauri, the largest globular cluster of the Milky Way, holds roughly ten "
                "million stars packed into a ball about 150 light years across, some 17,000 light "
                "years away. From southern skies it appears as a fuzzy star of about magnitude 4, "
                "and Ptolemy listed it in his Almagest as a single star almost 2,000 years ago, "
                "before telescopes showed what it was."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What currency is used in the country that Socotra belongs to?",
        "the Yemeni rial (Socotra belongs to Yemen)",
        [
            D(
                "Dragon's blood trees, with their dense, upturned crowns like umbrellas blown "
                "inside out, grow nowhere else on Earth but on Socotra and its neighbours in the "
                "Arabian Sea. Their deep red resin has been used since ancient times as a dye, a "
                "varnish for violins and a medicine, and about a third of the island's plants are "
                "found only there."
            ),
            S(
                "The Socotra archipelago, lying some 380 km south of the Arabian Peninsula in the "
                "Arabian Sea, famous for its umbrella-shaped dragon's blood trees, is governed as "
                "part of Yemen, although forces backed by the United Arab Emirates have controlled "
                "it in recent years. About 60,000 people live there, and UNESCO made it a World "
                "Heritage Site in 2008."
            ),
            S(
                "Yemen's money is the rial, divided into 100 fils. It became the single currency "
                "of the country after the north and south united in 1990, replacing the South "
                "Yemeni dinar, which was withdrawn in 1996. Since the civil war began the central "
                "bank has been split between Sanaa and Aden, and notes printed in each are often "
                "refused in the other."
            ),
            D(
                "Oman's currency, also called the rial, is one of the most valuable units in the "
                "world, worth about 2.60 US dollars, because it has been pegged to the dollar at a "
                "fixed rate since 1986. It is divided into 1,000 baisa, and its banknotes show the "
                "sultan alongside sights such as forts, dhows and the Sultan Qaboos Grand Mosque "
                "in Muscat."
            ),
            D(
                "The Saudi riyal, divided into 100 halalas, has been pegged at 3.75 to the US "
                "dollar since 1986. The Saudi Central Bank, known until 2020 as the Saudi Arabian "
                "Monetary Authority, issues it from Riyadh, and pilgrims to Mecca and Medina "
                "change money into riyals by the million during the Hajj season each year."
            ),
        ],
        drop=1,
    ),
]
