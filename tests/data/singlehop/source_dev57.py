"""The fifty-ninth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev55.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v42, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 298 characters and distractors 298; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "In which city was the Michelson-Morley experiment carried out?",
        "Cleveland, Ohio, in 1887",
        [
            D(
                "Fizeau experiment: In 1851 the French physicist Hippolyte Fizeau sent two beams "
                "of light through tubes of water flowing in opposite directions in Paris. The "
                "fringes shifted by far less than if the moving water simply carried the light "
                "along at its full speed, a result that relativity explained more than fifty years "
                "later."
            ),
            S(
                "Michelson-Morley experiment: In 1887 Albert Michelson and Edward Morley, working "
                "at two neighbouring colleges in Cleveland, Ohio, set an interferometer on a heavy "
                "stone slab floating in a trough of mercury. Light sent along two arms at right "
                "angles took the same time however the slab was turned: no ether wind was found."
            ),
            D(
                "Mount Wilson measurement: In 1926 Albert Michelson timed light over a 35 km path "
                "between Mount Wilson and Mount San Antonio in California, bouncing it off an "
                "eight-sided spinning mirror. He got 299,796 km per second, within a few km per "
                "second of today's value, and kept refining the figure until his death in 1931."
            ),
            D(
                "Albert A. Michelson: Born in 1852 in Strzelno, then in Prussia and now in Poland, "
                "Albert Michelson grew up in mining towns of California and Nevada and trained at "
                "the US Naval Academy in Annapolis. In 1907 he became the first American to win a "
                "Nobel Prize in the sciences, for his precision optical instruments."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "devils tower first national monument year",
        "1906: Theodore Roosevelt proclaimed it on 24 September 1906",
        [
            D(
                "Shiprock: Shiprock, the eroded throat of an old volcano on the Navajo Nation in "
                "New Mexico, rises some 480 m above the surrounding plain, with long walls of dark "
                "rock running out from it like spokes. The Navajo call it the rock with wings, and "
                "climbing it has been banned since 1970."
            ),
            D(
                "Yellowstone National Park: On 1 March 1872 President Ulysses S. Grant signed the "
                "law that made Yellowstone, spread across the Wyoming, Montana and Idaho "
                "territories, the first national park in the United States and, by most accounts, "
                "the world. Its geysers, Old Faithful among them, drew tourists by stagecoach."
            ),
            D(
                "Devils Tower climbing: The ranchers William Rogers and Willard Ripley first "
                "reached the top of Devils Tower on 4 July 1893, climbing a ladder of wooden pegs "
                "driven into a crack. In 1941 the parachutist George Hopkins landed on the summit "
                "on purpose and was stranded for six days before climbers brought him down."
            ),
            S(
                "Devils Tower: The steep-sided column of igneous rock in north-eastern Wyoming "
                "rises about 265 m above the Belle Fourche River. On 24 September 1906 President "
                "Theodore Roosevelt used the new Antiquities Act to proclaim it the first national "
                "monument of the United States. The Lakota call it Bear Lodge."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, Kaieteur Falls or Tugela Falls?",
        "Tugela Falls, about 948 m in five leaps, against 226 m for Kaieteur Falls",
        [
            S(
                "Kaieteur Falls: On the Potaro River in central Guyana, Kaieteur Falls plunges 226 "
                "m in a single sheer drop over a sandstone cliff about 100 m wide in the rainy "
                "season, one of the most powerful falls of its height. The geologist Charles "
                "Barrington Brown was the first European to report it, in 1870."
            ),
            D(
                "Amphitheatre: The Amphitheatre is a wall of basalt cliffs about 5 km long in the "
                "northern Drakensberg, rising some 1,200 m above the valley floor of Royal Natal "
                "National Park. Above it stands Mont-aux-Sources, 3,282 m, where several rivers "
                "begin, some flowing to the Indian Ocean and others to the Atlantic."
            ),
            S(
                "Tugela Falls: The Tugela River leaps off the Amphitheatre cliff of the "
                "Drakensberg in South Africa's Royal Natal National Park in five free falls "
                "totalling about 948 m, the longest single leap about 411 m, which makes it "
                "commonly ranked the second-highest waterfall in the world."
            ),
            D(
                "Golden rocket frog: The golden rocket frog, Anomaloglossus beebei, lives only "
                "around Kaieteur Falls in Guyana, where it spends its whole life among the "
                "water-filled leaf rosettes of giant bromeliads. The bright yellow frog is less "
                "than 2 cm long, and its tadpoles grow up in the pools held between the leaves."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "solvay process raw materials",
        "salt (as brine) and limestone, with ammonia that is recovered and reused",
        [
            D(
                "Leblanc process: Patented by Nicolas Leblanc in 1791, this older route to soda "
                "ash first treated common salt with sulfuric acid, then roasted the resulting salt "
                "cake with limestone and coal. Its clouds of hydrochloric acid gas blighted the "
                "land around factories until Britain's Alkali Act of 1863 ordered them curbed."
            ),
            S(
                "Solvay process: The method that the Belgian chemist Ernest Solvay developed in "
                "the 1860s makes sodium carbonate, or soda ash, from two cheap raw materials, "
                "brine of common salt and limestone. Ammonia carries the reaction along and is "
                "recovered and used again, and calcium chloride is left over as waste."
            ),
            D(
                "Ostwald process: The method patented by the Riga-born chemist Wilhelm Ostwald in "
                "1902 makes nitric acid by burning ammonia with air over a hot gauze of platinum, "
                "then dissolving the nitrogen oxides in water. Ostwald received the 1909 Nobel "
                "Prize in Chemistry for his work on catalysis."
            ),
            D(
                "Solvay Conference: In 1911 Ernest Solvay paid for a meeting of leading physicists "
                "at the Hotel Metropole in Brussels, attended among others by Max Planck and a "
                "young Albert Einstein. The fifth, in October 1927, on electrons and photons, "
                "produced the famous photograph of 29 scientists, 17 of them Nobel laureates."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a Foucault pendulum show that the Earth rotates?",
        (
            "its plane of swing stays fixed while the Earth turns beneath it, so the swing seems "
            "to turn slowly (about 11 degrees an hour in Paris)"
        ),
        [
            D(
                "Foucault's mirror: In 1862 L\u00e9on Foucault measured the speed of light inside "
                "a laboratory, reflecting a beam off a mirror spinning hundreds of times a second "
                "and timing its return by how far the image shifted. His result, 298,000 km per "
                "second, was far closer to the true value than any obtained before."
            ),
            D(
                "L\u00e9on Foucault: Born in Paris in 1819, L\u00e9on Foucault gave up his medical "
                "studies because he could not stand the sight of blood and turned to physics and "
                "photography instead. In 1845, with Hippolyte Fizeau, he took the first detailed "
                "photograph of the Sun, a daguerreotype showing sunspots."
            ),
            S(
                "Foucault pendulum: In 1851 L\u00e9on Foucault hung a 28 kg ball on a 67 m wire in "
                "Paris and let it swing. The plane of a free pendulum's swing stays fixed while "
                "the Earth turns underneath, so to onlookers the line of the swing slowly creeps "
                "round, about 11 degrees an hour at the latitude of Paris."
            ),
            D(
                "Sidereal day: Measured against the distant stars, the Earth spins once every 23 "
                "hours, 56 minutes and 4 seconds. The solar day of 24 hours is about four minutes "
                "longer because the Earth also moves along its orbit each day, so it must turn a "
                "little further to bring the Sun back to the same place."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do shrikes impale their prey on thorns?",
        (
            "their feet are too weak to grip prey, so they spike it on thorns to hold it while "
            "tearing it apart, and leave the rest there as a larder"
        ),
        [
            D(
                "Acorn woodpecker: Family groups of acorn woodpeckers in western North America "
                "drill thousands of small holes into a single dead tree or telephone pole and "
                "wedge an acorn into each one. A well-used granary tree can hold as many as 50,000 "
                "acorns, and the birds guard their stores fiercely against squirrels and jays."
            ),
            D(
                "Great grey shrike: Lanius excubitor, the great grey shrike, breeds across the "
                "north of Europe and Asia and winters in small numbers in Britain. Its Latin name "
                "means sentinel, for its habit of sitting upright on a treetop or wire for long "
                "spells, watching the ground for voles and small birds."
            ),
            D(
                "Butcherbirds: The butcherbirds of Australia and New Guinea are not shrikes at all "
                "but relatives of the Australian magpie. Like shrikes they are known for wedging "
                "lizards and insects into forks of branches, and the pied butcherbird is admired "
                "for its rich, fluting song, often sung in duets at dawn."
            ),
            S(
                "Shrike: Shrikes are songbirds with a hooked, hawk-like bill but small feet that "
                "lack a bird of prey's strong talons. Unable to grip a struggling mouse or beetle, "
                "a shrike spikes it on a thorn or barbed wire to hold it while tearing it apart, "
                "and leaves the rest hanging there as a larder for lean days."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the kinkajou a primate?",
        "No: it belongs to the raccoon family (Procyonidae)",
        [
            D(
                "Olingos: Olingos, small tree-dwelling mammals of the genus Bassaricyon, look so "
                "like kinkajous that the two are often mixed up, but their bushy tails cannot "
                "grip. The olinguito, from the cloud forests of Colombia and Ecuador, was "
                "described only in 2013, the first new carnivore named in the Americas in 35 years."
            ),
            S(
                "Kinkajou: The kinkajou of Central and South American rainforests looks like a "
                "monkey, with big eyes and a long tail it can grasp branches with, but it is no "
                "primate: it belongs to the raccoon family, with coatis and olingos. It feeds at "
                "night on fruit and nectar, lapping with a tongue up to 13 cm long."
            ),
            D(
                "Spider monkeys: Spider monkeys, primates of the genus Ateles, live in the forests "
                "from southern Mexico to Bolivia. Their long tail has a bare, ridged patch on the "
                "underside that grips like a fingertip, and they can hang by it alone while "
                "reaching for fruit with both hands. Seven species are known."
            ),
            D(
                "Cuscus: Cuscuses are slow-moving marsupials of New Guinea, Sulawesi and far "
                "northern Australia, with woolly fur, small ears and a tail that curls round "
                "branches. Early European visitors to the Moluccas took them for a kind of monkey, "
                "but the females carry their young in a pouch like a kangaroo."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "At which university did the author of De humani corporis fabrica teach anatomy?",
        "the University of Padua (the author was Andreas Vesalius)",
        [
            D(
                "Galen: Born around 129 in Pergamon, Galen treated wounded gladiators before "
                "becoming physician to the emperor Marcus Aurelius in Rome. Because dissecting "
                "people was forbidden, he learned anatomy from apes and pigs, and his writings "
                "were taught as the last word on the body for more than thirteen centuries "
                "afterwards."
            ),
            S(
                "De humani corporis fabrica: The seven books on the fabric of the human body, "
                "printed in Basel by Johannes Oporinus in 1543, were written by the Flemish "
                "physician Andreas Vesalius. Their woodcuts, showing dissected figures posed "
                "against landscapes, set a new standard for drawing the body from life."
            ),
            D(
                "Anatomical theatre of Padua: Built in 1594 for the anatomist Hieronymus "
                "Fabricius, the anatomical theatre of the University of Padua is the oldest "
                "permanent one still standing. Six steep wooden tiers rise around a small table, "
                "so that a few hundred students could look down on a dissection by candlelight."
            ),
            S(
                "Andreas Vesalius: Born in Brussels in 1514, Andreas Vesalius studied medicine at "
                "Leuven and Paris. In 1537 he took his degree at the University of Padua and was "
                "at once appointed there to teach surgery and anatomy, doing the dissections with "
                "his own hands. He died in 1564 on the Greek island of Zakynthos."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "chelyabinsk meteor date",
        "15 February 2013",
        [
            D(
                "Divers and engineers hauled the biggest piece of the Chelyabinsk meteorite from "
                "the muddy bed of Lake Chebarkul on 16 October 2013, months after it had punched a "
                "hole some 6 m wide in the ice. The lump of rock weighed about 570 kg, breaking "
                "the scales during the weighing, and went on show in the regional museum in "
                "Chelyabinsk."
            ),
            D(
                "On 12 February 1947 an iron meteorite broke up over the Sikhote-Alin mountains in "
                "the Russian Far East, and a shower of fragments fell across the snowy forest, "
                "leaving more than a hundred craters. Scientists have since gathered some 23 "
                "tonnes of the iron, one of the largest witnessed falls in history."
            ),
            S(
                "On the morning of 15 February 2013 a stony asteroid about 20 m across tore into "
                "the atmosphere over the southern Urals and burst some 30 km above the region of "
                "Chelyabinsk. The shock wave arrived a minute or two later, blowing in windows "
                "across the city and injuring about 1,500 people, most of them with cut glass."
            ),
            D(
                "The asteroid 2008 TC3 was spotted on 6 October 2008 by Richard Kowalski of the "
                "Catalina Sky Survey and exploded the next day over the Nubian Desert of Sudan, "
                "the first impact ever predicted in advance. Students and scientists from Khartoum "
                "later recovered about 600 fragments, the Almahata Sitta meteorites."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "When did Comet Hyakutake come closest to the Earth?",
        "on 25 March 1996, at about 15 million km",
        [
            S(
                "Comet Hyakutake passed the Earth at its closest on 25 March 1996, only about 15 "
                "million km away, one of the nearest comets of the previous two centuries. For a "
                "few dark nights its pale blue-green tail stretched across a large part of the "
                "sky, and astronomers were surprised to find that it gave off X-rays."
            ),
            D(
                "Comet Hyakutake was found on 30 January 1996 by Yuji Hyakutake, an amateur "
                "astronomer in southern Japan, who spotted it through a pair of large binoculars "
                "only weeks after he had discovered another comet. It was the second comet to bear "
                "his name, found with the same big binoculars as the first."
            ),
            D(
                "Comet Hale-Bopp was found on 23 July 1995 by Alan Hale in New Mexico and Thomas "
                "Bopp in Arizona, working separately on the same night. It came closest to the "
                "Earth on 22 March 1997, still about 197 million km away, but it was so large and "
                "bright that it stayed visible to the naked eye for about eighteen months."
            ),
            D(
                "In May 1996 the Ulysses spacecraft, on its way over the poles of the Sun, crossed "
                "the ion tail of Comet Hyakutake by chance, though nobody noticed until the data "
                "were examined in 2000. The tail turned out to be at least 570 million km long, "
                "the longest measured for any comet at that time."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is larger, Titania or Oberon?",
        "Titania, about 1,578 km across, against about 1,523 km for Oberon",
        [
            D(
                "Umbriel, about 1,169 km across, is the darkest of the large moons of Uranus. "
                "William Lassell found it in October 1851 from his observatory near Liverpool, "
                "together with Ariel, and its most striking feature is a bright ring on the floor "
                "of a crater named Wunda, near its equator, whose origin is still unclear."
            ),
            S(
                "Titania, about 1,578 km across, is the largest moon of Uranus and the "
                "eighth-largest in the Solar System. William Herschel discovered it on 11 January "
                "1787, and its surface, seen close up only by Voyager 2 in 1986, is cut by huge "
                "canyons and faults that suggest its crust stretched as the interior froze."
            ),
            D(
                "Ariel, about 1,158 km across, has the brightest and probably youngest surface of "
                "the large moons of Uranus, cut by long valleys that icy lava may once have "
                "filled. It is named after a spirit in Shakespeare's The Tempest, and like most "
                "moons of Uranus it takes its name from Shakespeare or Alexander Pope."
            ),
            S(
                "Oberon, about 1,523 km across, is the outermost of the large moons of Uranus and "
                "circles the planet at some 584,000 km. William Herschel spotted it on the same "
                "night as Titania in 1787, and Voyager 2 showed an old surface crowded with "
                "craters, some with dark floors, and a mountain perhaps 11 km high."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "legionnaires disease symptoms",
        (
            "high fever, chills, muscle aches and headache, then cough, shortness of breath and "
            "chest pain; sometimes diarrhoea or confusion"
        ),
        [
            D(
                "Legionnaires' disease takes its name from a convention of the American Legion "
                "held at the Bellevue-Stratford Hotel in Philadelphia in July 1976, after which "
                "182 people fell ill and 29 died. In January 1977 Joseph McDade of the Centers for "
                "Disease Control identified the bacterium behind the outbreak."
            ),
            D(
                "Pontiac fever is a milder illness caused by the same Legionella bacteria, named "
                "after an outbreak in 1968 among people working at the health department building "
                "in Pontiac, Michigan. It causes no pneumonia, and those who catch it usually "
                "recover within a week without treatment, so many cases go unreported."
            ),
            D(
                "Legionella bacteria live naturally in rivers and lakes but multiply fastest in "
                "water between about 25 and 45 \u00b0C, in cooling towers, hot tubs, fountains and "
                "large hot-water systems that are not kept hot enough. Keeping stored hot water "
                "above 60 \u00b0C kills them, which is why the water in big buildings is checked "
                "regularly."
            ),
            S(
                "Legionnaires' disease is a severe pneumonia caught by breathing in fine droplets "
                "of water that carry Legionella bacteria. Two to ten days later it usually begins "
                "with a high fever, chills, muscle aches and headache, followed by a cough, "
                "shortness of breath and chest pain; some patients get diarrhoea or confusion."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a remora attach itself to a shark?",
        (
            "with an oval sucking disc on top of its head, a changed dorsal fin whose ridged "
            "plates it raises to create suction"
        ),
        [
            D(
                "Fishers in parts of the Caribbean and the Indian Ocean once used remoras as "
                "living hooks. They tied a line round the tail of a captured remora and let it "
                "swim off, and when it had fastened onto a turtle or large fish they hauled in "
                "both. Early European explorers in the Americas wrote about the method in wonder."
            ),
            S(
                "On top of a remora's head sits an oval sucking disc, a first dorsal fin that has "
                "changed over millions of years into rows of movable plates edged with tiny "
                "spines. Pressed against a shark, ray, whale or turtle, the plates are raised to "
                "create suction, and the fish can hold on through fast turns and let go at will."
            ),
            D(
                "A lamprey has no jaws but a round mouth ringed with horny teeth, which it clamps "
                "onto the side of a fish before rasping through the skin with its tongue to feed "
                "on blood and body fluids. Sea lampreys got past Niagara Falls through the Welland "
                "Canal and by the 1950s had devastated the lake trout of the upper lakes."
            ),
            D(
                "The bluestreak cleaner wrasse, a small striped fish of Indo-Pacific coral reefs, "
                "runs cleaning stations where larger fish, sharks included, line up to have "
                "parasites and dead skin picked off. In 2019 researchers reported that cleaner "
                "wrasse seemed to recognise themselves in a mirror, a test passed by few animals."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why is the tidal bore on the Qiantang River so large?",
        (
            "because funnel-shaped Hangzhou Bay narrows sharply and grows shallower, squeezing "
            "the incoming tide into a wall of water up to about 9 m high"
        ),
        [
            D(
                "Every year crowds gather at Yanguan, a town in Haining on the Qiantang River, to "
                "watch the bore around the eighteenth day of the eighth lunar month, when it is "
                "said to be at its grandest. Over the years spectators standing on the embankments "
                "have been knocked down or swept away by waves that jumped the walls."
            ),
            D(
                "The pororoca, the tidal bore of the Amazon, runs far inland from the Atlantic "
                "around the spring tides of February and March, when waves up to about 4 m high "
                "roar through the forest with a noise heard from far off. In 2003 the Brazilian "
                "surfer Picuruta Salazar rode one wave for about 37 minutes over some 12 km of "
                "river."
            ),
            D(
                "The Severn bore forms on the river above the Severn Estuary, whose tidal range of "
                "up to about 14 m is among the greatest in the world. The biggest bores come with "
                "the spring tides near the equinoxes, reaching some 2 m in height, and surfers and "
                "crowds gather at Minsterworth and Newnham to see them go past."
            ),
            S(
                "Hangzhou Bay, at the mouth of the Qiantang River, is shaped like a funnel: about "
                "100 km wide where it meets the East China Sea, it narrows to only a few "
                "kilometres upstream, while its bed of sand rises. The incoming tide is squeezed "
                "into a wall of water up to about 9 m high that races upriver at up to 40 km/h."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is the sea pig a mammal?",
        "No: it is a sea cucumber, an echinoderm of the deep-sea floor",
        [
            D(
                "Steller's sea cow, a giant relative of the manatees and the dugong, grew to "
                "perhaps 8 m long and lived in the cold waters around the Commander Islands in the "
                "Bering Sea. The naturalist Georg Steller described it in 1741, and hunters had "
                "killed the last of them by 1768, only 27 years after Europeans first saw it."
            ),
            D(
                "The babirusa of Sulawesi and nearby Indonesian islands is a wild pig whose males "
                "grow upper tusks that pierce straight through the top of the snout and curve back "
                "towards the forehead. Its name comes from Malay words meaning pig deer, and the "
                "animals wade rivers and even swim between islands."
            ),
            S(
                "Despite its name, the sea pig is not a mammal at all but a sea cucumber, an "
                "echinoderm related to starfish and sea urchins. Species of the genus Scotoplanes, "
                "no more than about 15 cm long, trundle in herds across the deep ocean floor, "
                "often 1,000 m or more down, on swollen tube feet, eating ooze."
            ),
            D(
                "Many sea cucumbers defend themselves in startling ways. Some squirt sticky white "
                "threads from their rear end that tangle a crab or fish, and others throw out part "
                "of their own gut to distract an attacker, then grow the lost organs back over the "
                "following weeks. Pearlfish even shelter inside their bodies."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which town was the scientist who discovered the ABO blood groups born?",
        "Baden bei Wien, near Vienna (the scientist was Karl Landsteiner)",
        [
            D(
                "The Czech psychiatrist Jan Jansk\u00fd, born in Prague in 1873, sorted human "
                "blood into four types in 1907, numbering them I to IV, building on the groups "
                "found in Vienna six years before, while looking for a link between blood and "
                "mental illness. He found none, but his numbers were used for years in Europe."
            ),
            S(
                "In 1901 the Vienna pathologist Karl Landsteiner mixed the red blood cells and "
                "serum of himself and his colleagues and noticed that some pairings made the cells "
                "clump together. From this he sorted human blood into groups later named A, B and "
                "O, work that won him the Nobel Prize in Physiology or Medicine in 1930."
            ),
            S(
                "Karl Landsteiner was born on 14 June 1868 in Baden bei Wien, a spa town about 26 "
                "km south of Vienna, the son of the journalist Leopold Landsteiner, who died when "
                "the boy was six. He studied medicine in Vienna and in 1923 moved to the "
                "Rockefeller Institute in New York, where he worked until his death in 1943."
            ),
            D(
                "In 1902 Alfred von Decastello and Adriano Sturli, working in Vienna, tested the "
                "blood of more than a hundred people and found a fourth, rarer kind whose red "
                "cells were clumped by the serum of all the others. It was later named AB, and "
                "only about four people in every hundred worldwide are now known to carry it."
            ),
        ],
        drop=1,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "m87 black hole first image released when",
        "10 April 2019, by the Event Horizon Telescope team",
        [
            D(
                "Home > Space > Telescopes | The Event Horizon Telescope is not one dish but a "
                "network of radio observatories from Hawaii and Chile to Spain and the South Pole, "
                "linked to act like a single telescope as wide as the Earth. Its first big run of "
                "observations, at eight sites, took place in April 2017. | Newsletter"
            ),
            D(
                "Home > Space > Black holes | On 12 May 2022 astronomers unveiled the first image "
                "of Sagittarius A*, the black hole at the centre of our own Milky Way, some 27,000 "
                "light-years away. It holds about four million times the mass of the Sun, far less "
                "than the giant in M87, yet its ring looked much the same. | Share this"
            ),
            D(
                "Home > Space > Galaxies | The giant elliptical galaxy M87 in the constellation "
                "Virgo was catalogued by Charles Messier in 1781. In 1918 Heber Curtis of Lick "
                "Observatory noticed a curious straight ray coming out of its core, the first jet "
                "from a galaxy ever seen, now known to stretch some 5,000 light-years. | Related"
            ),
            S(
                "Home > Space > Black holes | On 10 April 2019 the Event Horizon Telescope team "
                "showed the world its first picture of a black hole: a lopsided ring of glowing "
                "gas around the dark heart of the galaxy M87, 55 million light-years away, where "
                "some 6.5 billion Suns' worth of mass is packed. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who first explored the Waitomo Glowworm Cave?",
        "the local M\u0101ori chief Tane Tinorau and the English surveyor Fred Mace, in 1887",
        [
            D(
                "Home > Nature > Insects | New Zealand's glowworms are not worms but the larvae of "
                "a fungus gnat, Arachnocampa luminosa. Each hangs dozens of silk threads beaded "
                "with sticky droplets from a cave roof or stream bank and lights its tail with a "
                "blue-green glow that lures midges into the snares. | Share this | Cookie policy"
            ),
            S(
                "Home > Travel > New Zealand > Waikato | The Waitomo Glowworm Cave was first "
                "explored in 1887 by the local M\u0101ori chief Tane Tinorau and the English "
                "surveyor Fred Mace, who floated in on a raft of flax stalks along the stream and "
                "found the roof lit by thousands of tiny lights. Tours began in 1889. | Book now"
            ),
            D(
                "Home > Travel > New Zealand > Fiordland | The Te Anau glowworm caves on the "
                "western shore of Lake Te Anau were known in M\u0101ori legend but found again "
                "only in 1948 by the explorer Lawson Burrows, after years of searching. Visitors "
                "reach them by boat and walk and float through the passages. | Book now | Share"
            ),
            D(
                "Home > Travel > New Zealand > Waikato | Waitomo takes its name from the "
                "M\u0101ori words wai, water, and tomo, a hole or shaft, for the streams that sink "
                "into the limestone of the district. Hundreds of caves riddle the hills, and "
                "visitors can abseil into them or float through on inner tubes. | Share | "
                "Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which rises higher above Yosemite Valley, Half Dome or El Capitan?",
        "Half Dome, about 1,444 m above the valley floor, against about 900 m for El Capitan",
        [
            D(
                "Home > Parks > Yosemite | Yosemite Falls drops a total of about 739 m in three "
                "stages, the upper fall alone about 440 m, making it the tallest waterfall in the "
                "park. It is fed mainly by melting snow, roars loudest in May and June, and often "
                "dwindles to a trickle or dries up by late summer. | Cookie policy"
            ),
            S(
                "Home > Parks > Yosemite | Half Dome, the granite dome sliced sheer on one side, "
                "rises about 1,444 m above the floor of Yosemite Valley to a summit at 2,694 m. "
                "George Anderson first reached the top in 1875 by drilling holes for iron bolts, "
                "and since 1919 hikers have hauled themselves up on cables. | Share this"
            ),
            S(
                "Home > Parks > Yosemite | El Capitan, a granite monolith on the north side of "
                "Yosemite Valley, stands about 900 m from its base to its top. Warren Harding's "
                "team first climbed it in 1958 after 47 days spread over 18 months, and on 3 June "
                "2017 Alex Honnold climbed it without a rope in under four hours. | Share this"
            ),
            D(
                "Home > Parks > Yosemite | Glacier Point, at 2,199 m, is a lookout on the south "
                "rim about 975 m above Yosemite Valley, with a wide view across the valley to Half "
                "Dome and the high country beyond. Until 1968 the park's famous firefall, glowing "
                "embers pushed over the cliff at night, was staged from just below it. | Share this"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "Which islands make up the Pitcairn Islands?",
        "Pitcairn, Henderson, Ducie and Oeno",
        [
            D(
                "Home > Places > Pacific | Adamstown, the only village on Pitcairn, has about 40 "
                "inhabitants, a school, a church and a general store. There is no airstrip and no "
                "harbour for big ships, so supplies come a few times a year by boat from Mangareva "
                "in French Polynesia, and longboats ferry them ashore. | Share this"
            ),
            D(
                "Home > Nature > Oceans | Henderson Island, a raised coral island in the South "
                "Pacific, has been a World Heritage Site since 1988 for its untouched forest and "
                "rare land birds. A survey in 2015 found its beaches littered with an estimated 38 "
                "million pieces of plastic, among the worst found anywhere. | Share"
            ),
            S(
                "Home > Places > Pacific | The Pitcairn Islands, Britain's last territory in the "
                "Pacific, are four scattered specks of land: Pitcairn itself, a volcanic island "
                "with the only settlement, the raised coral island of Henderson, and the low "
                "atolls of Ducie and Oeno, about halfway between New Zealand and Peru. | Share"
            ),
            D(
                "Home > Places > Pacific | In 1856 the whole population of Pitcairn, 194 people, "
                "sailed to Norfolk Island, a former British prison colony some 1,400 km east of "
                "Australia, because their own island had grown too small for them. Several "
                "families later returned, and their descendants live on both. | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a trapdoor spider catch its prey?",
        (
            "it waits under the hinged lid of its silk-lined burrow, feels the vibrations of "
            "passing insects, then flings the lid open, seizes them and drags them down"
        ),
        [
            S(
                "Home > Nature > Spiders | A trapdoor spider digs a burrow, lines it with silk and "
                "caps it with a hinged lid of soil and silk that blends into the ground. At night "
                "it waits just under the lid, and when the footsteps of a passing beetle or "
                "cricket reach it, it flings the door open, seizes the prey and drags it down. | "
                "Share"
            ),
            D(
                "Home > Nature > Spiders | The oldest spider on record was a female trapdoor "
                "spider of the species Gaius villosus, known as Number 16, which Barbara York Main "
                "began studying in Western Australia's wheatbelt in 1974. She died in 2016 at "
                "about 43, killed not by old age but by a parasitic wasp. | Share this"
            ),
            D(
                "Home > Nature > Spiders | Spitting spiders of the genus Scytodes hunt without a "
                "web. When an insect comes close, the spider squirts two streams of venom mixed "
                "with glue from its fangs, swinging them from side to side so that they land in a "
                "zigzag that pins the victim down before it is bitten. | Cookie policy"
            ),
            D(
                "Home > Nature > Spiders | The bolas spider swings a single line of silk with a "
                "sticky ball at its end and gives off a scent that imitates the mating signal of "
                "female moths. Male moths that fly in following the smell are struck by the ball, "
                "stick fast and are reeled in, so it feeds almost only on moths. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Cassini Division in Saturn's rings almost empty?",
        (
            "because of a resonance with the moon Mimas: a particle there would orbit twice for "
            "each orbit of Mimas, and its repeated tugs push it out"
        ),
        [
            D(
                "Home > Space > Saturn | The Encke Gap, about 325 km wide near the outer edge of "
                "the A ring, is kept open by a tiny moon, Pan, about 28 km across, that orbits "
                "inside it. Mark Showalter found Pan in 1990 in pictures Voyager 2 had taken nine "
                "years earlier; the gap is named after Johann Encke. | Share"
            ),
            D(
                "Home > Space > Saturn | The moon Mimas, about 396 km across, carries a crater 139 "
                "km wide, Herschel, which gives it a striking likeness to the Death Star of the "
                "Star Wars films. William Herschel discovered the moon in 1789, and in 2024 "
                "scientists argued that a young ocean may lie under its icy crust. | Cookie policy"
            ),
            S(
                "Home > Space > Saturn | The Cassini Division, a gap about 4,800 km wide between "
                "Saturn's A and B rings, was first seen by Giovanni Cassini in 1675. A particle "
                "there would orbit Saturn exactly twice for every orbit of the moon Mimas, so it "
                "is tugged again and again at the same point until it is pushed out. | Share this"
            ),
            D(
                "Home > Space > Saturn | During its Grand Finale in 2017 the Cassini spacecraft "
                "flew between Saturn and its rings and weighed them for the first time. They "
                "turned out lighter than expected, which suggests the rings may be only 10 to 100 "
                "million years old, young for the Solar System. | Share this"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is a dik dik an antelope",
        "Yes: dik-diks are small antelopes of the genus Madoqua",
        [
            D(
                "Home > Animals > Mammals | The royal antelope of the forests of West Africa, "
                "Neotragus pygmaeus, stands about 25 cm at the shoulder and weighs 2 to 3 kg, the "
                "smallest antelope of all. It is so shy and nocturnal that little is known of its "
                "life, and it can clear almost 3 m in one bound. | Share this"
            ),
            D(
                "Home > Animals > Mammals | Dik-dik pairs stay together for years on a territory "
                "of a few hectares, marking its borders with heaps of dung and a tarry secretion "
                "from glands in front of their eyes. Their long, mobile snout works like a small "
                "trunk, and blood cooled in the nose helps them beat the heat. | Cookie policy"
            ),
            D(
                "Home > Animals > Mammals | Chevrotains, or mouse-deer, are tiny hoofed animals of "
                "the forests of Asia and Africa that are neither mice nor true deer. The males "
                "have no antlers but long upper canines like tusks, and in 2019 the silver-backed "
                "chevrotain of Vietnam was photographed in the wild. | Share"
            ),
            S(
                "Home > Animals > Mammals | Dik-diks are among the smallest antelopes in the "
                "world, standing only 30 to 40 cm at the shoulder and weighing 3 to 6 kg. The four "
                "species of the genus Madoqua live in dry bush in eastern Africa and in Namibia "
                "and Angola, named for the female's whistling alarm call. | Share"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which institution did the physicist behind the oil-drop experiment go on to lead?",
        (
            "the California Institute of Technology (Caltech), led by Robert Millikan from 1921 "
            "to 1945"
        ),
        [
            S(
                "Home > Science > Physics | In 1909 at the University of Chicago, Robert Millikan "
                "sprayed a fine mist of oil between two charged metal plates and watched single "
                "droplets through a microscope, balancing gravity against the electric force. Each "
                "drop's charge was a whole multiple of the electron's charge. | Share this"
            ),
            D(
                "Home > Science > People | Arthur Compton showed in 1923 that X-rays bounce off "
                "electrons like particles, losing energy as they scatter, and shared the 1927 "
                "Nobel Prize in Physics for it. After leading wartime work on nuclear reactors in "
                "Chicago, he became chancellor of Washington University in St. Louis in 1945. | "
                "Share"
            ),
            D(
                "Home > Science > Space | The Jet Propulsion Laboratory in Pasadena grew out of "
                "rocket tests made in 1936 by a group of students in a dry riverbed, the Arroyo "
                "Seco. It built America's first satellite, Explorer 1, in 1958, and is run for "
                "NASA by the California Institute of Technology. | Share"
            ),
            S(
                "Home > Science > People | Robert Andrews Millikan, born in 1868 in Morrison, "
                "Illinois, won the Nobel Prize in Physics in 1923. In 1921 he moved to Pasadena to "
                "head the California Institute of Technology, formerly Throop College, and led it "
                "until 1945, making the small school a leading centre. | Related"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "yeti crab discovered when",
        "in March 2005, at deep-sea vents south of Easter Island",
        [
            D(
                "Hoff crab \u2013 fact sheet\n\u2022 Name: Kiwa tyleri, described in 2015\n\u2022 "
                "Where: hydrothermal vents on the East Scotia Ridge in the Southern Ocean\n\u2022 "
                "Nickname: for the thick mat of bristles on its chest, after the hairy-chested "
                "actor David Hasselhoff\n\u2022 Lives: in heaps of hundreds of crabs to the square "
                "metre"
            ),
            D(
                "Alvin \u2013 fact sheet\n\u2022 Type: three-person research submersible of the "
                "Woods Hole Oceanographic Institution\n\u2022 In service: since 1964\n\u2022 1966: "
                "helped find a hydrogen bomb lost off Palomares, Spain\n\u2022 1977: carried "
                "scientists to the first hydrothermal vents ever seen, near the Gal\u00e1pagos"
            ),
            S(
                "Yeti crab \u2013 fact sheet\n\u2022 Name: Kiwa hirsuta\n\u2022 Found: in March "
                "2005, by scientists diving in the submersible Alvin\n\u2022 Where: hydrothermal "
                "vents about 1,500 km south of Easter Island, some 2,200 m deep\n\u2022 Looks: "
                "pale and nearly blind, with long arms covered in silky blond hairs"
            ),
            D(
                "Q: Which yeti crab dances?\nA: Kiwa puravida, described in 2011 from cold seeps "
                "about 1,000 m deep off Costa Rica. It waves its hairy claws rhythmically over the "
                "seep, and scientists think this stirs the water so that the bacteria on its "
                "bristles get more of the oxygen and sulfide they need."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "When was the Ebola virus first identified?",
        "in 1976, during outbreaks in Zaire (now the DR Congo) and in what is now South Sudan",
        [
            D(
                "Q: When was the Marburg virus discovered?\nA: In 1967, when laboratory workers in "
                "Marburg and Frankfurt in Germany and in Belgrade fell ill after handling African "
                "green monkeys imported from Uganda. Of the 31 people infected, 7 died; it was the "
                "first filovirus ever found, a close relative of Ebola."
            ),
            D(
                "Q: Where did the West African Ebola epidemic start?\nA: In the village of "
                "Meliandou in southern Guinea, where a toddler fell ill in December 2013. By the "
                "time the epidemic was declared over in 2016 it had caused more than 28,600 cases "
                "and 11,300 deaths in Guinea, Sierra Leone and Liberia."
            ),
            D(
                "Q: Is there a vaccine against Ebola?\nA: Yes. A vaccine called rVSV-ZEBOV, sold "
                "as Ervebo, was tested in a ring trial in Guinea in 2015 and approved in Europe "
                "and the United States in 2019. It protects against the Zaire species of the "
                "virus, behind most large outbreaks, in a single dose."
            ),
            S(
                "Q: When was Ebola first identified?\nA: In 1976, during two outbreaks at about "
                "the same time, one around Yambuku in what was then Zaire and one around Nzara in "
                "what is now South Sudan. Researchers named the virus after the Ebola River near "
                "Yambuku rather than the village, to spare it the stigma."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is higher, Ojos del Salado or Monte Pissis?",
        "Ojos del Salado, about 6,893 m, against about 6,793 m for Monte Pissis",
        [
            D(
                "Llullaillaco \u2013 fact sheet\n\u2022 Height: about 6,739 m\n\u2022 Where: on "
                "the border of Chile and Argentina\n\u2022 Famous for: three Inca children found "
                "frozen near the summit in 1999 by Johan Reinhard's team\n\u2022 Today: the "
                "mummies are kept in a museum in the city of Salta"
            ),
            S(
                "Ojos del Salado \u2013 fact sheet\n\u2022 Height: about 6,893 m, the highest "
                "volcano on Earth\n\u2022 Where: on the border of Chile and Argentina, east of "
                "Copiap\u00f3\n\u2022 First ascent: 1937, by the Poles Jan Alfred Szczepa\u0144ski "
                "and Justyn Wojsznis\n\u2022 Crater lake: at about 6,390 m"
            ),
            D(
                "Nevado Sajama \u2013 fact sheet\n\u2022 Height: about 6,542 m, the highest peak "
                "in Bolivia\n\u2022 Type: extinct volcano in Sajama National Park, Bolivia's "
                "first, set up in 1939\n\u2022 Trees: Polylepis woodland on its slopes up to about "
                "5,200 m, among the highest forests"
            ),
            S(
                "Monte Pissis \u2013 fact sheet\n\u2022 Height: about 6,793 m\n\u2022 Where: in "
                "Argentina, on the boundary of Catamarca and La Rioja provinces\n\u2022 Type: "
                "extinct volcano\n\u2022 First ascent: 1937, by Stefan Osiecki and Wiktor "
                "Ostrowski of a Polish expedition"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "muscles used for chewing",
        "the masseter, the temporalis and the medial and lateral pterygoids",
        [
            D(
                "Temporomandibular joint \u2013 fact sheet\n\u2022 Where: just in front of each "
                "ear, linking the lower jaw to the skull\n\u2022 Moves: both hinges and slides, "
                "with a disc of cartilage between the bones\n\u2022 Problems: clicking, pain and "
                "locking, known as TMJ disorders, affect about 5 to 12% of people at some time"
            ),
            D(
                "Muscles of facial expression \u2013 fact sheet\n\u2022 Number: more than 20 on "
                "each side of the face\n\u2022 Examples: orbicularis oculi, which shuts the "
                "eyelids; zygomaticus major, which pulls up the corners of the mouth in a smile; "
                "frontalis, which raises the eyebrows\n\u2022 Nerve: facial (VII)"
            ),
            D(
                "Tongue \u2013 fact sheet\n\u2022 Muscles: eight, four intrinsic ones that change "
                "its shape and four extrinsic ones that move it\n\u2022 Nerve: hypoglossal (XII) "
                "for all but palatoglossus, which the vagus supplies\n\u2022 Taste: some 2,000 to "
                "8,000 taste buds in an adult"
            ),
            S(
                "Muscles of mastication \u2013 fact sheet\n\u2022 Masseter: from the cheekbone to "
                "the angle of the jaw; closes the mouth\n\u2022 Temporalis: fan-shaped, on the "
                "side of the skull; closes the jaw and pulls it back\n\u2022 Medial pterygoid: "
                "closes and grinds\n\u2022 Lateral pterygoid: opens the jaw and pushes it forward"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do Surinam toads carry their young?",
        (
            "in the skin of the mother's back: the eggs sink into pockets there and hatch as "
            "fully formed toadlets after three to four months"
        ),
        [
            D(
                "Q: How does Darwin's frog care for its young?\nA: The male guards the eggs laid "
                "on the forest floor, and when the tadpoles start to wriggle he takes them into "
                "his vocal sac, where they grow for about six weeks until he spits out small "
                "froglets. Charles Darwin collected the frog in Chile in 1834."
            ),
            S(
                "Q: How does the Surinam toad raise its young?\nA: On the mother's back. While the "
                "pair tumble in loops through the water, the eggs, up to about 100, are pressed "
                "into her back, and the skin swells around them so that each sits in its own "
                "pocket. After three to four months fully formed toadlets push out."
            ),
            D(
                "Q: What was the gastric-brooding frog?\nA: One of two Australian frogs of the "
                "genus Rheobatrachus whose females swallowed their eggs and raised the young in "
                "the stomach, which stopped making acid meanwhile, then gave birth through the "
                "mouth. Both have been extinct since the mid-1980s."
            ),
            D(
                "Surinam toad \u2013 fact sheet\n\u2022 Name: Pipa pipa\n\u2022 Where: slow waters "
                "of the Amazon and Orinoco basins and Trinidad\n\u2022 Looks: flat as a leaf, with "
                "tiny eyes and no tongue\n\u2022 Fingers: tipped with star-shaped organs that feel "
                "for prey in the mud\n\u2022 Hunts: by gulping"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why can you see the beam of a car's headlights in fog?",
        (
            "the tiny water droplets scatter part of the light sideways into your eyes (the "
            "Tyndall effect)"
        ),
        [
            D(
                "Q: Who was John Tyndall?\nA: An Irish physicist and popular lecturer, born in "
                "County Carlow in 1820, who showed in 1859 that water vapour and carbon dioxide "
                "absorb heat radiation while oxygen and nitrogen barely do. He was also a keen "
                "mountaineer, and in 1861 he made the first ascent of the Weisshorn in the Swiss "
                "Alps."
            ),
            D(
                "Q: What is a fogbow?\nA: A bow that forms when the Sun shines on fog behind you. "
                "Fog droplets are so small, often under 0.05 mm, that they spread the colours by "
                "diffraction and smear them together, so the bow looks broad and nearly white, "
                "sometimes with a faint red outer edge."
            ),
            S(
                "Q: Why do headlight beams show up in fog?\nA: Because of the Tyndall effect. Fog "
                "is a haze of tiny water droplets, and each one scatters a little of the light "
                "sideways, so some of it reaches your eyes from all along the beam. In clean, "
                "clear air there is almost nothing to scatter it, and the beam stays invisible."
            ),
            D(
                "Q: What is a colloid?\nA: A mixture in which particles between about 1 and 1,000 "
                "nanometres across stay spread through another substance without settling out. "
                "Milk is fat dispersed in water, fog is water in air, smoke is solids in air, and "
                "gelatin is water held in a network of protein."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is water hyacinth native to Africa?",
        "No: it is native to the Amazon basin and other waters of tropical South America",
        [
            S(
                "Water hyacinth \u2013 fact sheet\n\u2022 Name: Pontederia crassipes, formerly "
                "Eichhornia crassipes\n\u2022 Native to: the Amazon basin and other fresh waters "
                "of tropical South America\n\u2022 Spread: carried around the world as a pond "
                "plant from the late 1800s\n\u2022 Growth: mats can double in two weeks"
            ),
            D(
                "Papyrus \u2013 fact sheet\n\u2022 Name: Cyperus papyrus\n\u2022 Native to: "
                "Africa, where it fringes lakes and fills swamps such as the Sudd of South "
                "Sudan\n\u2022 Height: up to about 5 m\n\u2022 Use: ancient Egyptians made writing "
                "sheets from strips of its stems, pressed and dried"
            ),
            D(
                "Q: How did weevils help clear water hyacinth?\nA: Two small weevils of the genus "
                "Neochetina, whose larvae tunnel into the stems, were released around Lake "
                "Victoria in the 1990s. By about 1999 the floating mats that had choked ports and "
                "fishing beaches in Uganda and Kenya had mostly shrunk away."
            ),
            D(
                "Water hyacinth \u2013 plant facts\n\u2022 Flowers: lilac to pale violet, with a "
                "yellow spot on the upper petal\n\u2022 Leaves: glossy, on stalks swollen into "
                "spongy floats\n\u2022 Seeds: can stay alive in mud for up to 20 years\n\u2022 "
                "Uses: woven into baskets and fed into biogas plants"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Into which sea does the river that drains the largest lake in Central America flow?",
        "the Caribbean Sea: Lake Nicaragua drains through the San Juan River",
        [
            D(
                "Q: Where does Lake Managua drain?\nA: Lake Managua, or Xolotl\u00e1n, about 1,000 "
                "km\u00b2, lies beside the capital and in wet years spills over into the Tipitapa "
                "River, which carries its water south-east into Lake Nicaragua. For decades the "
                "city's sewage went straight into it."
            ),
            S(
                "Q: What is the largest lake in Central America?\nA: Lake Nicaragua, or Cocibolca, "
                "covering about 8,200 km\u00b2 in southern Nicaragua. It is fresh water, dotted "
                "with hundreds of islets, and its outflow is the San Juan River, which leaves the "
                "lake at the town of San Carlos."
            ),
            D(
                "Q: Which is the deepest lake in Central America?\nA: Lake Atitl\u00e1n in the "
                "highlands of Guatemala, which fills an old volcanic caldera and is about 340 m "
                "deep. It has no surface outlet, losing water by seepage and evaporation, and "
                "three volcanoes rise along its southern shore."
            ),
            S(
                "Q: Where does the San Juan River run?\nA: From San Carlos at the south-eastern "
                "corner of Lake Nicaragua it flows east for about 190 km, much of the way along "
                "the border with Costa Rica, and reaches the Caribbean Sea at San Juan de "
                "Nicaragua, the old port of Greytown."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who proposed the ring structure of benzene?",
        "August Kekul\u00e9, in 1865",
        [
            D(
                "Benzene was first made from benzoic acid in 1834 by the German chemist Eilhard "
                "Mitscherlich, who heated it with lime and named the liquid benzin. The clear, "
                "sweet-smelling compound had already been found in 1825 in the oily residue of the "
                "gas used to light London's streets, and it is now known to cause leukaemia."
            ),
            D(
                "The ring structure of benzene was shown to be perfectly flat in 1929 by Kathleen "
                "Lonsdale, who used X-ray crystallography on crystals of hexamethylbenzene, a "
                "close relative. In 1945 she and the microbiologist Marjory Stephenson became the "
                "first women elected Fellows of the Royal Society of London."
            ),
            D(
                "August Kekul\u00e9's first great idea, published in 1857 and 1858, was that "
                "carbon always forms four bonds and that carbon atoms can join to one another in "
                "long chains. Born in Darmstadt in 1829, he had first studied architecture, and he "
                "later moved to Bonn, where he taught until his death in 1896."
            ),
            S(
                "In 1865 August Kekul\u00e9, then teaching chemistry at Ghent, suggested that the "
                "six carbon atoms of C6H6 are linked in a closed hexagon, with one hydrogen at "
                "each corner. Years later he told a gathering that the idea had come to him as he "
                "dozed by the fire and dreamed of a snake seizing its own tail."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "biggest kauri tree name",
        "T\u0101ne Mahuta, in the Waipoua Forest of Northland, New Zealand",
        [
            D(
                "Kauri gum, the fossilised resin of ancient kauri trees, was dug from the swamps "
                "and hills of Northland by thousands of gumdiggers between the 1850s and the "
                "1920s. Exported mainly to Britain and America for making varnish and linoleum, it "
                "was for decades one of New Zealand's biggest exports."
            ),
            S(
                "In the Waipoua Forest of Northland stands T\u0101ne Mahuta, lord of the forest in "
                "M\u0101ori, the largest Agathis australis known to be alive. Its trunk measures "
                "almost 14 m round, its crown reaches about 51 m above the ground, and its age is "
                "guessed at anywhere between 1,250 and 2,500 years."
            ),
            D(
                "Kauri dieback, a disease caused by the soil organism Phytophthora agathidicida, "
                "was formally identified in 2008 and kills kauri trees of all ages by rotting "
                "their roots. In 2018 Auckland closed most of the forest tracks in the Waitakere "
                "Ranges to stop walkers spreading it on their boots."
            ),
            D(
                "The tallest flowering tree known is Centurion, a mountain ash, Eucalyptus "
                "regnans, in southern Tasmania, measured at about 100 m in 2008. It survived a "
                "bushfire in 2019 that scorched its base and is still growing, though giants of "
                "its kind are now rare after a century of logging."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which weighs more, the leopard seal or the crabeater seal?",
        (
            "the leopard seal: large females reach about 500 kg, against about 200-300 kg for "
            "crabeater seals"
        ),
        [
            S(
                "The leopard seal, Hydrurga leptonyx, the spotted hunter of the Antarctic pack "
                "ice, is built long and lean with a huge, reptile-like head. Females, bigger than "
                "males, grow to about 3.5 m and can tip the scales at some 500 kg, and it preys on "
                "penguins, krill, fish and the pups of other seals."
            ),
            D(
                "Leopard seals rarely harm people, but in July 2003 one dragged the British marine "
                "biologist Kirsty Brown under the water while she was snorkelling near Rothera "
                "Research Station on the Antarctic Peninsula, and she drowned. It is the only "
                "known human death caused by a leopard seal."
            ),
            D(
                "The Weddell seal, named after the British sealer James Weddell, lives farther "
                "south than any other mammal, spending the winter under the fast ice around "
                "Antarctica and keeping breathing holes open by grinding the ice with its teeth. "
                "It can dive to about 600 m and stay under for more than an hour at a time."
            ),
            S(
                "The crabeater seal, Lobodon carcinophaga, eats hardly any crabs: it strains krill "
                "through cheek teeth with elaborate lobes that work like a sieve. Adults are about "
                "2.3 m long and usually around 200 to 300 kg, and with millions of them on the "
                "Antarctic ice it may be the most numerous seal on Earth."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "tokelau atolls names",
        "Atafu, Nukunonu and Fakaofo",
        [
            D(
                "Swains Island, or Olohega, a small atoll about 200 km south of the Tokelau "
                "atolls, is run by the United States as part of American Samoa, though Tokelau "
                "still claims it. Its coconut plantation was owned for generations by an American "
                "family, the Jennings, and only a handful of people live there now."
            ),
            D(
                "In 2012 Tokelau became one of the first places in the world to make almost all of "
                "its electricity from sunlight, when solar panels and banks of batteries were "
                "installed on each of its atolls, replacing diesel generators that had run on "
                "costly fuel shipped in from abroad."
            ),
            S(
                "Tokelau, New Zealand's little territory north of Samoa, is made up of three rings "
                "of coral, Atafu, Nukunonu and Fakaofo, scattered across the open Pacific. About "
                "1,500 people live there, there is no airstrip, and visitors must take a boat from "
                "Apia that spends more than a day at sea."
            ),
            D(
                "The atolls of Tokelau rise nowhere more than about 5 m above the sea, and "
                "cyclones such as Percy in 2005 have sent waves right across them. The lagoons "
                "supply most of the islanders' food, fish and clams, with coconuts, breadfruit and "
                "pandanus from the thin soil."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do barnacle goose chicks get down from their cliff nests?",
        (
            "they jump: a day or two after hatching, before they can fly, they leap off the "
            "ledge and tumble down to the ground where their parents wait"
        ),
        [
            D(
                "Barnacle geese nest on high cliff ledges in Greenland and Svalbard, out of reach "
                "of Arctic foxes, which take eggs and chicks from any nest they can get to. Their "
                "name comes from a medieval belief, recorded by Gerald of Wales in the 1180s, that "
                "the birds grew from goose barnacles clinging to driftwood."
            ),
            D(
                "Wood duck ducklings leave their nest holes, sometimes 10 m or more up a tree, the "
                "morning after they hatch. Called by their mother from the ground or water below, "
                "they climb to the entrance with their sharp claws and leap out one after another, "
                "spreading their tiny wings, and usually land unhurt."
            ),
            D(
                "The barnacle geese that nest on Svalbard spend the winter on the Solway Firth "
                "between England and Scotland. Hunting and disturbance had cut their number to a "
                "few hundred birds by the late 1940s, but protection on the wintering grounds has "
                "let the flock grow to tens of thousands."
            ),
            S(
                "Barely a day or two out of the egg and still unable to fly, barnacle goslings "
                "hatched on ledges high on Greenland's crags launch themselves into the air and "
                "tumble, bouncing off rock, a hundred metres or more to the slopes below, where "
                "their calling parents wait to lead them to grass they can graze."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do female hornbills seal themselves inside their nests?",
        (
            "to keep the eggs and chicks safe from predators such as snakes and monkeys; the "
            "male feeds her through a slit"
        ),
        [
            D(
                "Female hornbills sealed inside their nests often moult all their flight feathers "
                "at once while they sit on the eggs, growing new ones before they break out. For "
                "weeks a female cannot fly at all and depends entirely on the male, which may "
                "bring many dozens of fruits a day to the nest, coughing them up one by one."
            ),
            S(
                "Once she has settled in a hollow tree, the mother of most hornbill species walls "
                "up the entrance with mud, droppings and chewed fruit, leaving just a slit. Behind "
                "that plaster the eggs and chicks are out of reach of snakes, monkeys and other "
                "raiders, and her mate passes her food through the narrow gap."
            ),
            D(
                "The helmeted hornbill of Borneo and Sumatra carries a solid casque of keratin on "
                "its bill, unlike the hollow casques of most hornbills. Carvers prize it as red "
                "ivory, and poaching for the trade led to the species being listed as critically "
                "endangered in 2015."
            ),
            D(
                "The great hornbill of India and South-East Asia, up to about 1.3 m long, has a "
                "large yellow casque on top of its bill, which males use for butting each other in "
                "flight. It eats mostly fruit, especially figs, and scatters their seeds far and "
                "wide through the forest."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Can a gympie-gympie sting hurt for months?",
        "Yes: the pain can flare up again for months, in some people for a year or more",
        [
            D(
                "The common stinging nettle, Urtica dioica, injects histamine, acetylcholine and "
                "formic acid through brittle hairs on its leaves and stems. The sting raises white "
                "bumps and burns for a few minutes to a day, and rubbing the spot with dock leaves "
                "is an old remedy that probably works by distraction."
            ),
            D(
                "Gympie, a town of about 20,000 people some 170 km north of Brisbane, was founded "
                "on gold: James Nash found it on the Mary River in 1867, when Queensland was "
                "nearly bankrupt, and the rush is said to have saved the colony. The town takes "
                "its name from a local word for the stinging tree."
            ),
            D(
                "Scientists at the University of Queensland reported in 2020 that the sting of the "
                "gympie-gympie contains small proteins they called gympietides, which fold like "
                "some spider and cone snail toxins and keep sodium channels in pain nerves open. "
                "The finding may help in designing new painkillers."
            ),
            S(
                "Brushing against the gympie-gympie, Dendrocnide moroides, a shrub of the "
                "Queensland rainforest, leaves fine hollow hairs of silica in the skin that inject "
                "a nerve toxin. The agony flares up again whenever the spot is touched, washed or "
                "chilled, and some victims have suffered it for a year or longer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Under which neurologist did the doctor who gave his name to Tourette syndrome train?",
        (
            "Jean-Martin Charcot, at the Salp\u00eatri\u00e8re in Paris (the doctor was Georges "
            "Gilles de la Tourette)"
        ),
        [
            S(
                "The disorder of sudden, repeated movements and cries that cannot be held back "
                "bears the name of Georges Gilles de la Tourette, who set it out in 1885 in an "
                "account of nine patients. It usually begins in childhood, and many of those "
                "affected find that it eases by the time they are adults."
            ),
            D(
                "Jean-Baptiste Charcot, son of the famous neurologist, gave up medicine for the "
                "sea and led two French expeditions to Antarctica, in 1903 and 1908. In September "
                "1936 his ship, the Pourquoi-Pas?, was wrecked in a storm off Iceland, and he "
                "drowned with all but one of the crew."
            ),
            S(
                "Georges Gilles de la Tourette, born in 1857 near Loudun in western France, "
                "learned his medicine in Paris at the Salp\u00eatri\u00e8re hospital as a pupil "
                "and prot\u00e9g\u00e9 of Jean-Martin Charcot. In 1893 a former patient shot him "
                "in the head at his home; he survived, but died in Lausanne in 1904."
            ),
            D(
                "Only about one person in ten with Tourette syndrome has coprolalia, the urge to "
                "shout swear words, even though films and television make it look like the main "
                "symptom. Tics are often at their worst between the ages of about 10 and 12, and "
                "many people learn to hold them back for a short while."
            ),
        ],
    ),
]
